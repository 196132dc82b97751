//! The generator: random finished grids, and puzzles with exactly one solution, graded into
//! the difficulty bands.

use std::time::Instant;

use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, RngCore, SeedableRng};

use super::geometry::Shape;
use super::grid::Grid;
use super::logic::{lowest_level, solvable_within, Grade};
use super::solver::{count_solutions, solve_random};

pub use super::difficulty::{Difficulty, Rating};

/// A generated puzzle with its solution and grade.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// The givens.
    pub puzzle: Grid,
    /// The one solution.
    pub solution: Grid,
    /// The band it was made for.
    pub difficulty: Difficulty,
    /// What the grader found.
    pub grade: Grade,
}

/// A random finished grid, by randomized search from the empty board.
pub fn random_grid(shape: Shape, rng: &mut dyn RngCore) -> Grid {
    // The empty board always has solutions, so the search cannot fail.
    solve_random(&Grid::empty(shape), rng).unwrap_or_else(|| Grid::empty(shape))
}

/// One attempt at a puzzle of `difficulty`; None when the result misses the band or
/// `deadline` passes. A cube is dug face by face ([`super::cube_faces::attempt`]); on the
/// classic board:
///
/// Easy: a random grid, clues removed in random order while the puzzle stays unique and
/// solvable by singles, down to a random count of empty cells in the band.
///
/// Medium, Hard and Expert: clues removed while the puzzle stays unique (a minimal puzzle, most
/// often harder than the band), then clues of the solution put back in random order. A clue
/// that would make the puzzle solvable by the band below is skipped; the first puzzle in the
/// band's range of empty cells that the band's techniques solve is graded by the whole table:
/// the result if that grade is the band's, the end of the attempt if not.
pub fn generate_attempt(
    shape: Shape,
    difficulty: Difficulty,
    rng: &mut dyn RngCore,
    deadline: Option<Instant>,
) -> Option<Puzzle> {
    if shape == Shape::Cube {
        // A cube keeps the band on every face (crate::engine::cube_faces).
        return super::cube_faces::generate_attempt(difficulty, rng, deadline);
    }
    let solution = random_grid(shape, rng);
    let mut puzzle = solution.clone();
    let mut order: Vec<usize> = (0..shape.cell_count()).collect();
    order.shuffle(rng);
    let late = || deadline.is_some_and(|d| Instant::now() > d);
    let (lo, hi) = difficulty.empty_range();
    let level = difficulty.level();
    if difficulty == Difficulty::Easy {
        let target = rng.random_range(lo..=hi);
        let mut empty = 0;
        for cell in order {
            if empty == target || late() {
                break;
            }
            let digit = puzzle.get(cell);
            puzzle.set(cell, None);
            if count_solutions(&puzzle, 2) != 1 || !solvable_within(&puzzle, level) {
                puzzle.set(cell, digit);
            } else {
                empty += 1;
            }
        }
        let grade = difficulty.judge(&puzzle).ok()?;
        return Some(Puzzle {
            puzzle,
            solution,
            difficulty,
            grade,
        });
    }
    // A puzzle with one solution keeps it when clues are added, so when the first cells of the
    // order can all go at once, removing them one at a time would have removed every one: one
    // count instead of one per cell (the late, costly counts are the same either way).
    let (bulk, rest) = order.split_at(BULK_DIG.min(order.len()));
    bulk.iter().for_each(|&c| puzzle.set(c, None));
    let dig_one_by_one = if count_solutions(&puzzle, 2) == 1 {
        rest
    } else {
        bulk.iter().for_each(|&c| puzzle.set(c, solution.get(c)));
        &order[..]
    };
    for &cell in dig_one_by_one {
        if late() {
            return None;
        }
        let digit = puzzle.get(cell);
        puzzle.set(cell, None);
        if count_solutions(&puzzle, 2) != 1 {
            puzzle.set(cell, digit);
        }
    }
    let mut empties: Vec<usize> = order.iter().copied().filter(|&c| puzzle.get(c).is_none()).collect();
    empties.shuffle(rng);
    let mut empty = empties.len();
    let mut now = lowest_level(&puzzle, level);
    if now.is_some_and(|l| l < level) {
        // Clues only make a puzzle easier.
        return None;
    }
    let mut skipped = 0;
    for cell in empties.into_iter().chain([usize::MAX]) {
        if late() || empty < lo || skipped > 12 {
            return None;
        }
        if empty <= hi && now == Some(level) {
            // In the range and finished by the band's techniques, but maybe still not the
            // band's grade (Hard with one Hard step). Putting more clues back seldom mends
            // that: measured on 300 classic Hard puzzles, 9% came after such a miss, and the
            // attempts that missed and went on failed anyway after about ten more grades each,
            // so a fresh attempt is quicker.
            let grade = difficulty.judge(&puzzle).ok()?;
            if !difficulty.keeps(shape, &grade, rng) {
                return None;
            }
            return Some(Puzzle {
                puzzle,
                solution,
                difficulty,
                grade,
            });
        }
        if cell == usize::MAX {
            break;
        }
        // Put the clue back unless that makes the puzzle fall to an easier band.
        puzzle.set(cell, solution.get(cell));
        let after = lowest_level(&puzzle, level);
        if after.is_some_and(|l| l < level) {
            puzzle.set(cell, None);
            skipped += 1;
        } else {
            empty -= 1;
            now = after;
        }
    }
    None
}

/// Cells of the removal order taken out together before the one-by-one digging (when the
/// puzzle left has more than one solution, every cell is dug one by one instead).
const BULK_DIG: usize = 40;

/// A puzzle of `difficulty`, trying until one lands in the band.
pub fn generate(shape: Shape, difficulty: Difficulty, rng: &mut dyn RngCore) -> Puzzle {
    loop {
        if let Some(p) = generate_attempt(shape, difficulty, rng, None) {
            return p;
        }
    }
}

/// A puzzle from a seed: the same seed, shape and difficulty always give the same puzzle.
pub fn generate_seeded(shape: Shape, difficulty: Difficulty, seed: u64) -> Puzzle {
    generate(shape, difficulty, &mut StdRng::seed_from_u64(seed))
}

/// A puzzle with the fewest clues this removal order allows (unique, any difficulty).
pub fn generate_minimal(shape: Shape, rng: &mut dyn RngCore) -> (Grid, Grid) {
    let solution = random_grid(shape, rng);
    let mut puzzle = solution.clone();
    let mut order: Vec<usize> = (0..shape.cell_count()).collect();
    order.shuffle(rng);
    for cell in order {
        let digit = puzzle.get(cell);
        puzzle.set(cell, None);
        if count_solutions(&puzzle, 2) != 1 {
            puzzle.set(cell, digit);
        }
    }
    (puzzle, solution)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::solver::solve_unique;

    #[test]
    fn same_seed_same_puzzle() {
        let a = generate_seeded(Shape::Classic, Difficulty::Easy, 42);
        let b = generate_seeded(Shape::Classic, Difficulty::Easy, 42);
        assert_eq!(a, b);
        let c = generate_seeded(Shape::Classic, Difficulty::Easy, 43);
        assert_ne!(a.puzzle, c.puzzle);
    }

    #[test]
    fn generated_puzzles_are_unique_and_in_band() {
        for (i, d) in Difficulty::ALL.into_iter().enumerate() {
            let p = generate_seeded(Shape::Classic, d, 100 + i as u64);
            assert_eq!(solve_unique(&p.puzzle).as_ref(), Ok(&p.solution));
            let (lo, hi) = d.empty_range();
            assert!(
                (lo..=hi).contains(&p.puzzle.empty_count()),
                "{d:?}: {}",
                p.puzzle.empty_count()
            );
            assert_eq!(d.judge(&p.puzzle), Ok(p.grade.clone()), "{d:?}");
        }
    }
}
