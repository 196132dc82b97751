//! The classic fast path (`engine::fast`) against the general solver and against the `sudoku`
//! crate: on samples of the puzzle collections in `data/`, on edge cases, and on random grids.

use proptest::prelude::*;
use sudoku3d::engine::solver::count_solutions_general;
use sudoku3d::engine::{fast, Digit, Grid, Shape};

use crate::common;
use common::data::collection as sample;

/// A puzzle line as raw cells for `fast::solve_cells`.
fn raw(line: &str) -> [u8; 81] {
    let mut cells = [0u8; 81];
    for (slot, ch) in cells.iter_mut().zip(line.bytes()) {
        *slot = if ch.is_ascii_digit() { ch - b'0' } else { 0 };
    }
    cells
}

fn grid_of(cells: &[u8; 81]) -> Grid {
    Grid::from_cells(Shape::Classic, cells.iter().map(|&v| Digit::new(v)).collect()).unwrap()
}

/// Checks the fast solver on one puzzle of a collection and returns its count up to two.
fn check_puzzle(line: &str) -> usize {
    let grid = Grid::from_line(line).unwrap();
    let cells = raw(line);
    let theirs = sudoku::Sudoku::from_str_line(line).unwrap();

    let (count, solution) = fast::solve_classic(&grid, 2).expect("a classic board");
    assert_eq!(
        count,
        count_solutions_general(&grid, 2),
        "general solver's count differs on {line}"
    );
    assert_eq!(
        count,
        theirs.solutions_count_up_to(2),
        "sudoku crate's count differs on {line}"
    );
    assert_eq!(
        fast::count_classic(&grid, 2),
        Some(count),
        "count_classic differs on {line}"
    );
    assert_eq!(fast::count_cells(&cells, 2), count, "count_cells differs on {line}");

    let solution = solution.unwrap_or_else(|| panic!("no solution for {line}"));
    assert!(solution.is_solved(), "not a solved grid for {line}");
    assert!(grid.is_extended_by(&solution), "givens not kept for {line}");

    // The raw entry point agrees with the grid one, in both modes.
    let mut out = [0u8; 81];
    assert_eq!(fast::solve_cells(&cells, 2, &mut out), count);
    assert_eq!(grid_of(&out), solution);
    let mut first = [0u8; 81];
    assert_eq!(fast::solve_cells(&cells, 1, &mut first), 1);
    let first = grid_of(&first);
    assert!(
        first.is_solved() && grid.is_extended_by(&first),
        "bad first solution for {line}"
    );

    if count == 1 {
        let expected = theirs
            .solution()
            .expect("the sudoku crate solves a unique puzzle")
            .to_bytes();
        assert_eq!(out, expected, "solution differs from the sudoku crate's on {line}");
        assert_eq!(first, solution, "a unique puzzle has one solution");
    }
    count
}

fn check_collection(name: &str, n: usize, expected_count: usize) {
    let lines = sample(name, n);
    assert_eq!(lines.len(), n, "{name} has fewer than {n} puzzles");
    for line in &lines {
        assert_eq!(check_puzzle(line), expected_count, "count of {line} in {name}");
    }
}

#[test]
fn seventeen_clue_sample() {
    check_collection("17_clue.txt", 200, 1);
}

#[test]
fn top1465_sample() {
    check_collection("top1465.txt", 200, 1);
}

#[test]
fn forum_hardest_1106_sample() {
    check_collection("forum_hardest_1106.txt", 200, 1);
}

#[test]
fn forum_hardest_1905_sample() {
    check_collection("forum_hardest_1905_11plus.txt", 200, 1);
}

#[test]
fn serg_benchmark_sample_has_several_solutions() {
    check_collection("serg_benchmark.txt", 200, 2);
}

#[test]
fn famous_puzzles() {
    check_collection("famous.txt", 18, 1);
}

#[test]
fn empty_and_full_grids() {
    let empty = [0u8; 81];
    assert_eq!(fast::count_cells(&empty, 2), 2);
    assert_eq!(fast::count_cells(&empty, 1), 1);
    let mut solution = [0u8; 81];
    assert_eq!(fast::solve_cells(&empty, 1, &mut solution), 1);
    let solved = grid_of(&solution);
    assert!(solved.is_solved());

    // A finished grid has exactly itself as solution.
    assert_eq!(fast::count_cells(&solution, 5), 1);
    let (count, again) = fast::solve_classic(&solved, 2).expect("a classic board");
    assert_eq!((count, again.as_ref()), (1, Some(&solved)));

    // Changing one cell of it breaks a house.
    let mut broken = solution;
    broken[40] = broken[40] % 9 + 1;
    assert_eq!(fast::count_cells(&broken, 2), 0);
    assert_eq!(fast::solve_classic(&grid_of(&broken), 2), Some((0, None)));
}

#[test]
fn other_boards_are_left_to_the_general_solver() {
    // The fast path answers for the classic board only; the solver dispatches the cube.
    let cube = Grid::empty(Shape::Cube);
    assert_eq!(fast::count_classic(&cube, 2), None);
    assert_eq!(fast::solve_classic(&cube, 1), None);
    assert_eq!(
        sudoku3d::engine::count_solutions(&cube, 2),
        count_solutions_general(&cube, 2)
    );
}

#[test]
fn limits() {
    let cells = raw(&sample("serg_benchmark.txt", 1)[0]);
    // At least one solution is always looked for, and never more than the limit counted.
    assert_eq!(fast::count_cells(&cells, 0), 1);
    assert_eq!(fast::count_cells(&cells, 1), 1);
    assert_eq!(fast::count_cells(&cells, 2), 2);
    assert!(fast::count_cells(&cells, 50) <= 50);
    let grid = grid_of(&cells);
    assert_eq!(fast::count_classic(&grid, 7), Some(count_solutions_general(&grid, 7)));
}

#[test]
fn contradictory_givens_have_no_solution() {
    let mut base = [0u8; 81];
    base[0] = 5;
    for other in [8, 72, 20] {
        // Same row, same column, same box as cell 0.
        let mut cells = base;
        cells[other] = 5;
        let mut out = [7u8; 81];
        assert_eq!(fast::solve_cells(&cells, 2, &mut out), 0);
        assert_eq!(out, [7u8; 81], "the solution buffer is left alone");
        assert_eq!(fast::solve_classic(&grid_of(&cells), 2), Some((0, None)));
    }
    // Consistent givens that still leave a cell without candidates.
    let mut cells = [0u8; 81];
    cells[1..9].copy_from_slice(&[1, 2, 3, 4, 5, 6, 7, 8]);
    cells[9 * 4] = 9;
    assert_eq!(fast::count_cells(&cells, 2), 0);
}

#[test]
fn values_above_nine_are_rejected() {
    let mut cells = [0u8; 81];
    for bad in [10u8, 15, 16, 200, 255] {
        cells[30] = bad;
        assert_eq!(fast::count_cells(&cells, 2), 0);
    }
}

/// Random digits in random cells (later ones overwrite earlier ones): often contradictory,
/// often with many solutions, sometimes unique.
fn random_cells() -> impl Strategy<Value = [u8; 81]> {
    prop::collection::vec((0usize..81, 1u8..=9), 0..32).prop_map(|placements| {
        let mut cells = [0u8; 81];
        for (cell, digit) in placements {
            cells[cell] = digit;
        }
        cells
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn random_grids_agree_with_the_general_solver(cells in random_cells()) {
        let grid = grid_of(&cells);
        let count = fast::count_classic(&grid, 2).expect("a classic board");
        prop_assert_eq!(count, count_solutions_general(&grid, 2));
        let (again, solution) = fast::solve_classic(&grid, 2).expect("a classic board");
        prop_assert_eq!(again, count);
        prop_assert_eq!(solution.is_some(), count > 0);
        if let Some(solution) = solution {
            prop_assert!(solution.is_solved());
            prop_assert!(grid.is_extended_by(&solution));
        }
    }

    #[test]
    fn any_raw_cells_never_panic(cells in prop::array::uniform32(any::<u8>()), fill in 0usize..3) {
        // 32 arbitrary bytes spread over the board, the rest empty.
        let mut board = [0u8; 81];
        for (i, v) in cells.iter().enumerate() {
            board[(i * 5 + fill) % 81] = v % 12;
        }
        let mut out = [0u8; 81];
        let count = fast::solve_cells(&board, 2, &mut out);
        prop_assert!(count <= 2);
        if board.iter().any(|&v| v > 9) {
            prop_assert_eq!(count, 0);
        }
    }
}
