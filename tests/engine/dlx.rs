//! Cross-checks against the reference solver: Knuth's Algorithm X on dancing links
//! (`engine::dlx`) must agree with the fast classic solver, the general solver and the generator
//! on the puzzle collections in `data/` and on generated cube puzzles.

use sudoku3d::engine::dlx::{count_solutions_dlx, solve_dlx};
use sudoku3d::engine::generator::{generate_seeded, Difficulty};
use sudoku3d::engine::solver::count_solutions_general;
use sudoku3d::engine::{count_solutions, solve_unique, Grid, Shape, SolveError};

use crate::common;
use common::data::grids as sample;

/// DLX's count and first solution against both solvers. Returns how many puzzles were unique.
fn cross_check(name: &str, n: usize) -> usize {
    let puzzles = sample(name, n);
    assert_eq!(puzzles.len(), n, "{name}: not enough puzzles");
    let mut unique = 0;
    for (i, p) in puzzles.iter().enumerate() {
        let dlx = count_solutions_dlx(p, 2);
        assert_eq!(dlx, count_solutions(p, 2), "{name} #{}: fast solver disagrees", i + 1);
        assert_eq!(
            dlx,
            count_solutions_general(p, 2),
            "{name} #{}: general solver disagrees",
            i + 1
        );
        let first = solve_dlx(p);
        match solve_unique(p) {
            Ok(s) => {
                assert_eq!(dlx, 1, "{name} #{}", i + 1);
                assert_eq!(first.as_ref(), Some(&s), "{name} #{}: different solutions", i + 1);
                unique += 1;
            }
            Err(SolveError::Multiple) => {
                assert_eq!(dlx, 2, "{name} #{}", i + 1);
                // Any one of the solutions: it must be valid and keep the givens.
                let s = first.unwrap_or_else(|| panic!("{name} #{}: DLX found none", i + 1));
                assert!(s.is_solved() && p.is_extended_by(&s), "{name} #{}", i + 1);
            }
            Err(e) => {
                assert_eq!(dlx, 0, "{name} #{}: {e}", i + 1);
                assert_eq!(first, None, "{name} #{}", i + 1);
            }
        }
    }
    unique
}

#[test]
fn agrees_on_17_clue_puzzles() {
    assert_eq!(cross_check("17_clue.txt", 50), 50);
}

#[test]
fn agrees_on_top1465() {
    assert_eq!(cross_check("top1465.txt", 50), 50);
}

#[test]
fn agrees_on_forum_hardest() {
    assert_eq!(cross_check("forum_hardest_1106.txt", 50), 50);
}

#[test]
fn agrees_on_famous_puzzles() {
    assert_eq!(cross_check("famous.txt", 18), 18);
}

#[test]
fn agrees_on_puzzles_with_many_solutions() {
    // The benchmark's puzzles have two or more solutions: none may come out unique.
    assert_eq!(cross_check("serg_benchmark.txt", 50), 0);
}

#[test]
fn generated_cube_puzzles_are_unique_by_dlx_too() {
    for difficulty in Difficulty::ALL {
        for seed in 0..5 {
            let p = generate_seeded(Shape::Cube, difficulty, 1000 + seed);
            assert_eq!(
                count_solutions_dlx(&p.puzzle, 2),
                1,
                "cube {difficulty:?} seed {seed}: not unique by DLX"
            );
            assert_eq!(
                solve_dlx(&p.puzzle).as_ref(),
                Some(&p.solution),
                "cube {difficulty:?} seed {seed}"
            );
        }
    }
}

#[test]
fn the_empty_cube_has_many_solutions() {
    let empty = Grid::empty(Shape::Cube);
    assert_eq!(count_solutions_dlx(&empty, 2), 2);
    assert_eq!(count_solutions_general(&empty, 2), 2);
    let s = solve_dlx(&empty).expect("the empty cube has a solution");
    assert!(s.is_solved());
}
