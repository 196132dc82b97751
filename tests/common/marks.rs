//! Pencil-mark positions as other programs hand them over: the 729-character form, and a
//! position whose givens alone allow several solutions but whose marks leave one.

use sudoku3d::engine::{count_solutions, solutions_within, solve_unique, Candidates, Digit, Grid, Solutions};

/// What a cell holds, as a set: its digit alone, or its candidates.
pub fn set_of(grid: &Grid, marks: &[Candidates], cell: usize) -> Candidates {
    grid.get(cell).map_or(marks[cell], Candidates::only)
}

/// The 729-character form: nine places a cell, the digit where it is a candidate, `.` where not.
pub fn long_form(grid: &Grid, marks: &[Candidates]) -> String {
    (0..81)
        .flat_map(|c| {
            let set = set_of(grid, marks, c);
            Digit::all().map(move |d| if set.contains(d) { d.to_char() } else { '.' })
        })
        .collect()
}

/// At least this many givens are taken away, so that the marks have several solutions to
/// strike out, not one.
const REMOVED: usize = 8;

/// A position built from a puzzle with one solution: its givens taken away in cell order
/// (at least [`REMOVED`]) until the rest allow several solutions, every empty cell marked with what the rest allow,
/// then, while two solutions fit the marks, the digit of the one that is not the puzzle's
/// struck out where the two differ; a cell left with one mark is placed. Returns the givens,
/// the marks and the one solution within them (the puzzle's).
pub fn ambiguous_givens_one_solution_within_marks(puzzle: &Grid) -> (Grid, Vec<Candidates>, Grid) {
    let solution = solve_unique(puzzle).expect("a puzzle with one solution");
    let mut grid = puzzle.clone();
    let mut removed = 0;
    for c in 0..grid.len() {
        if removed >= REMOVED && count_solutions(&grid, 2) == 2 {
            break;
        }
        if grid.get(c).is_some() {
            grid.set(c, None);
            removed += 1;
        }
    }
    let mut marks: Vec<Candidates> = (0..grid.len()).map(|c| empty_cell_candidates(&grid, c)).collect();
    while let Solutions::Multiple(a, b) = solutions_within(&grid, &marks) {
        let other = if a == solution { b } else { a };
        // Rather a cell that keeps two marks or more: one left with a single mark would be
        // read as placed.
        let differ: Vec<usize> = (0..grid.len()).filter(|&c| other.get(c) != solution.get(c)).collect();
        let cell = differ
            .iter()
            .copied()
            .find(|&c| marks[c].len() >= 3)
            .unwrap_or(differ[0]);
        marks[cell].remove(other.get(cell).expect("solved"));
    }
    // A cell left with one mark is placed, as the parsers of pencil-mark positions read it,
    // and the marks keep what the placed digits allow.
    while let Some(c) = (0..grid.len()).find(|&c| marks[c].len() == 1) {
        grid.set(c, marks[c].single());
        for (cell, m) in marks.iter_mut().enumerate() {
            *m = m.intersection(empty_cell_candidates(&grid, cell));
        }
    }
    (grid, marks, solution)
}

/// What the placed digits allow in an empty cell; nothing for a placed one.
pub fn empty_cell_candidates(grid: &Grid, cell: usize) -> Candidates {
    if grid.get(cell).is_some() {
        Candidates::NONE
    } else {
        grid.candidates(cell)
    }
}

/// Marks that no solution fits although the givens allow several: the solution's digit struck
/// out of empty cells with three marks or more (so each keeps two and is not read as placed)
/// until no solution is left within them.
pub fn no_solution_within(grid: &Grid, marks: &[Candidates]) -> Vec<Candidates> {
    let mut marks = marks.to_vec();
    loop {
        let found = match solutions_within(grid, &marks) {
            Solutions::None => return marks,
            Solutions::Unique(a) | Solutions::Multiple(a, _) => a,
        };
        let cell = (0..grid.len())
            .find(|&c| grid.get(c).is_none() && marks[c].len() >= 3 && marks[c].contains(found.get(c).unwrap()))
            .expect("a cell with three marks or more");
        marks[cell].remove(found.get(cell).unwrap());
    }
}
