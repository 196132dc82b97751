//! Engine invariants: property tests (proptest) and cross-checks on the puzzle collections.

use proptest::prelude::*;
use rand::rngs::StdRng;
use rand::SeedableRng;
use sudoku3d::engine::generator::{generate_seeded, Difficulty};
use sudoku3d::engine::grids::{normalise, shuffle_structure, to_cells};
use sudoku3d::engine::solver::count_solutions_general;
use sudoku3d::engine::{count_solutions, random_grid, solve_unique, Digit, Grid, PuzzleReader, Shape, SolveError};

use crate::common;
use common::data::grids as sample;

/// A slow, independent counter: plain backtracking on the cell with fewest options, checking
/// peers directly. Used to cross-check the real solver on a few puzzles.
fn brute_force_count(grid: &mut Grid, limit: usize) -> usize {
    let g = grid.geometry();
    let mut best: Option<(usize, Vec<Digit>)> = None;
    for cell in 0..grid.len() {
        if grid.get(cell).is_some() {
            continue;
        }
        let options: Vec<Digit> = Digit::all()
            .filter(|&d| g.peers(cell).iter().all(|&p| grid.get(p) != Some(d)))
            .collect();
        if best.as_ref().is_none_or(|(_, o)| options.len() < o.len()) {
            let empty = options.is_empty();
            best = Some((cell, options));
            if empty {
                break;
            }
        }
    }
    let Some((cell, options)) = best else { return 1 };
    let mut found = 0;
    for d in options {
        grid.set(cell, Some(d));
        found += brute_force_count(grid, limit - found);
        grid.set(cell, None);
        if found >= limit {
            break;
        }
    }
    found
}

#[test]
fn collections_solve_to_valid_grids_that_keep_their_givens() {
    for (name, n) in [
        ("17_clue.txt", 60),
        ("top1465.txt", 60),
        ("forum_hardest_1106.txt", 60),
        ("famous.txt", 18),
    ] {
        for puzzle in sample(name, n) {
            let solution = solve_unique(&puzzle).unwrap_or_else(|e| panic!("{name}: {e}"));
            assert!(solution.is_solved() && puzzle.is_extended_by(&solution), "{name}");
            assert_eq!(count_solutions_general(&puzzle, 2), 1, "{name}: general solver agrees");
        }
    }
    for puzzle in sample("serg_benchmark.txt", 60) {
        assert_eq!(solve_unique(&puzzle), Err(SolveError::Multiple));
        assert_eq!(count_solutions(&puzzle, 2), 2);
        assert_eq!(count_solutions_general(&puzzle, 2), 2);
    }
}

#[test]
fn generated_cubes_have_one_solution_by_two_methods() {
    for (seed, d) in [(1, Difficulty::Easy), (2, Difficulty::Medium)] {
        let p = generate_seeded(Shape::Cube, d, seed);
        assert_eq!(count_solutions(&p.puzzle, 2), 1);
        assert_eq!(brute_force_count(&mut p.puzzle.clone(), 2), 1, "brute force agrees");
        assert!(p.solution.is_solved());
        let g = p.solution.geometry();
        // Linked cells agree: every face shows the cell's one value.
        for cell in 0..p.solution.len() {
            for pos in g.positions(cell) {
                assert_eq!(
                    p.solution.at(pos.face, pos.row as usize, pos.col as usize),
                    p.solution.get(cell)
                );
            }
        }
        let faces = p.puzzle.cube_faces();
        assert_eq!(
            Grid::cube_from_faces([&faces[0], &faces[1], &faces[2]]).unwrap(),
            p.puzzle
        );
    }
}

#[test]
fn brute_force_agrees_on_classic_samples() {
    for puzzle in sample("top1465.txt", 5) {
        assert_eq!(brute_force_count(&mut puzzle.clone(), 2), count_solutions(&puzzle, 2));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn parsers_never_panic(text in "\\PC{0,300}") {
        let _ = Grid::from_line(&text);
        let _ = Grid::cube_from_line(&text);
        let _ = PuzzleReader::new(text.as_bytes()).count();
    }

    #[test]
    fn parsers_never_panic_on_puzzle_like_text(text in "[0-9. \\n|x-]{0,400}") {
        let _ = Grid::from_line(&text);
        let _ = PuzzleReader::new(text.as_bytes()).count();
    }

    #[test]
    fn solutions_are_valid_and_keep_the_givens(seed in any::<u64>(), keep in 17usize..60) {
        let mut rng = StdRng::seed_from_u64(seed);
        let full = random_grid(Shape::Classic, &mut rng).expect("a full grid");
        let mut puzzle = full.clone();
        for cell in 0..81 {
            if (cell * 7919 + seed as usize) % 81 >= keep {
                puzzle.set(cell, None);
            }
        }
        match solve_unique(&puzzle) {
            Ok(s) => prop_assert!(s.is_solved() && puzzle.is_extended_by(&s)),
            Err(e) => prop_assert_eq!(e, SolveError::Multiple),
        }
    }

    #[test]
    fn transformations_keep_validity(seed in any::<u64>()) {
        let mut rng = StdRng::seed_from_u64(seed);
        let cells = to_cells(&random_grid(Shape::Classic, &mut rng).expect("a full grid"));
        for t in [shuffle_structure(&cells, &mut rng), normalise(&cells)] {
            let g = Grid::from_cells(Shape::Classic, t.iter().map(|&d| Digit::new(d)).collect()).unwrap();
            prop_assert!(g.is_solved());
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 6, ..ProptestConfig::default() })]

    #[test]
    fn generated_puzzles_are_unique_and_in_their_band(seed in any::<u64>(), d in 0usize..4) {
        let difficulty = Difficulty::ALL[d];
        let p = generate_seeded(Shape::Classic, difficulty, seed);
        prop_assert_eq!(count_solutions(&p.puzzle, 2), 1);
        let (lo, hi) = difficulty.empty_range();
        prop_assert!((lo..=hi).contains(&p.puzzle.empty_count()));
        prop_assert_eq!(difficulty.judge(&p.puzzle), Ok(p.grade.clone()));
    }
}
