//! The generator: random finished grids, and puzzles with exactly one solution, graded into
//! the difficulty bands.

use std::time::Instant;

use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, RngCore, SeedableRng};

use super::geometry::Shape;
use super::grid::Grid;
use super::logic::{grade_unique, solvable_within, Grade};
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

/// One attempt at a puzzle of `difficulty`: a random grid, clues removed in random order while
/// the puzzle stays unique and (except for Expert) solvable by the band's techniques, stopping
/// once the band holds with at least a random target of empty cells. Expert removes clues as
/// long as the puzzle stays unique, then keeps the result if it needs the Expert techniques and
/// they finish it. None when the result misses the band or `deadline` passes.
pub fn generate_attempt(
    shape: Shape,
    difficulty: Difficulty,
    rng: &mut dyn RngCore,
    deadline: Option<Instant>,
) -> Option<Puzzle> {
    let solution = random_grid(shape, rng);
    let mut puzzle = solution.clone();
    let mut order: Vec<usize> = (0..shape.cell_count()).collect();
    order.shuffle(rng);
    let late = || deadline.is_some_and(|d| Instant::now() > d);
    let done = |puzzle: Grid, grade: Grade| Puzzle {
        puzzle,
        solution: solution.clone(),
        difficulty,
        grade,
    };
    if difficulty == Difficulty::Expert {
        for cell in order {
            if late() {
                return None;
            }
            let digit = puzzle.get(cell);
            puzzle.set(cell, None);
            if count_solutions(&puzzle, 2) != 1 {
                puzzle.set(cell, digit);
            }
        }
        let grade = grade_unique(&puzzle);
        return difficulty.admits(&grade).then(|| done(puzzle, grade));
    }
    let (lo, hi) = difficulty.empty_range(shape);
    let target = rng.random_range(lo..=hi);
    let level = difficulty.level();
    let mut empty = 0;
    for cell in order {
        if empty >= hi || late() {
            break;
        }
        let digit = puzzle.get(cell);
        puzzle.set(cell, None);
        if count_solutions(&puzzle, 2) != 1 || !solvable_within(&puzzle, level) {
            puzzle.set(cell, digit);
            continue;
        }
        empty += 1;
        if empty < target {
            continue;
        }
        // Easy holds by construction; Medium needs more than singles; Hard is checked whole.
        let needs_band = match difficulty {
            Difficulty::Easy => true,
            _ => !solvable_within(&puzzle, level.easier()),
        };
        if needs_band {
            let grade = grade_unique(&puzzle);
            if difficulty.accepts(shape, empty, &grade) {
                return Some(done(puzzle, grade));
            }
        }
    }
    None
}

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
            let (lo, hi) = d.empty_range(Shape::Classic);
            assert!(
                (lo..=hi).contains(&p.puzzle.empty_count()),
                "{d:?}: {}",
                p.puzzle.empty_count()
            );
            assert!(
                d.accepts(Shape::Classic, p.puzzle.empty_count(), &p.grade),
                "{d:?}: {:?}",
                p.grade
            );
        }
    }
}
