//! The generator: random finished grids, and puzzles with exactly one solution, graded into
//! the difficulty bands.

use std::time::Instant;

use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, RngCore, SeedableRng};

use super::geometry::Shape;
use super::grade::{grade, Grade, Technique};
use super::grid::Grid;
use super::solver::{count_solutions, solve_random};

/// A difficulty a player picks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Difficulty {
    /// Singles only, few empty cells.
    Easy,
    /// Needs more than naked singles; nothing beyond pairs and locked candidates.
    Medium,
    /// Needs a technique beyond pairs and locked candidates (triples, fish, XY-Wing).
    Hard,
}

/// Where a puzzle's logic places it: a difficulty, or beyond the grader's techniques.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Rating {
    /// Solvable with singles only.
    Easy,
    /// Needs pairs or locked candidates at most.
    Medium,
    /// Needs triples, fish or XY-Wing.
    Hard,
    /// The techniques run out: needs guessing.
    Beyond,
}

impl Difficulty {
    /// All three, easiest first.
    pub const ALL: [Difficulty; 3] = [Difficulty::Easy, Difficulty::Medium, Difficulty::Hard];

    /// The name in lower case (`easy`, `medium`, `hard`).
    pub fn name(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Medium => "medium",
            Difficulty::Hard => "hard",
        }
    }

    /// The name a player reads.
    pub fn title(self) -> &'static str {
        match self {
            Difficulty::Easy => "Easy",
            Difficulty::Medium => "Medium",
            Difficulty::Hard => "Hard",
        }
    }

    /// How many cells are left empty, for the classic board. The cube keeps the same share of
    /// empty cells per face cell (217 cells instead of 81), so each face feels like the band.
    pub fn empty_range(self, shape: Shape) -> (usize, usize) {
        let (lo, hi) = match self {
            Difficulty::Easy => (35, 40),
            Difficulty::Medium => (45, 50),
            Difficulty::Hard => (50, 60),
        };
        match shape {
            Shape::Classic => (lo, hi),
            Shape::Cube => (lo * 217 / 81, hi * 217 / 81),
        }
    }

    /// The hardest technique a puzzle of this difficulty may need.
    pub fn max_technique(self) -> Technique {
        match self {
            Difficulty::Easy => Technique::HiddenSingle,
            Difficulty::Medium => Technique::HiddenPair,
            Difficulty::Hard => Technique::XYWing,
        }
    }

    /// Whether the hardest technique `hardest` is in this band.
    pub fn accepts(self, hardest: Technique) -> bool {
        match self {
            Difficulty::Easy => hardest <= Technique::HiddenSingle,
            Difficulty::Medium => hardest > Technique::NakedSingle && hardest <= Technique::HiddenPair,
            Difficulty::Hard => hardest > Technique::HiddenPair,
        }
    }
}

impl Rating {
    /// The rating of a grade.
    pub fn of(grade: &Grade) -> Rating {
        match grade.hardest {
            _ if !grade.solved => Rating::Beyond,
            None => Rating::Easy,
            Some(t) if t <= Technique::HiddenSingle => Rating::Easy,
            Some(t) if t <= Technique::HiddenPair => Rating::Medium,
            Some(_) => Rating::Hard,
        }
    }

    /// The name in lower case (`easy`, `medium`, `hard`, `beyond`).
    pub fn name(self) -> &'static str {
        match self {
            Rating::Easy => "easy",
            Rating::Medium => "medium",
            Rating::Hard => "hard",
            Rating::Beyond => "beyond",
        }
    }
}

impl std::str::FromStr for Difficulty {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.to_ascii_lowercase().as_str() {
            "easy" => Ok(Difficulty::Easy),
            "medium" => Ok(Difficulty::Medium),
            "hard" => Ok(Difficulty::Hard),
            _ => Err(format!("unknown difficulty {s:?}: expected easy, medium or hard")),
        }
    }
}

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
/// the puzzle stays unique (and, for Easy and Medium, within the band's techniques), until a
/// target count of empty cells is reached. None when the result misses the band or `deadline`
/// passes.
pub fn generate_attempt(
    shape: Shape,
    difficulty: Difficulty,
    rng: &mut dyn RngCore,
    deadline: Option<Instant>,
) -> Option<Puzzle> {
    if shape == Shape::Cube && super::cube_faces::governs(difficulty) {
        // A cube keeps the band on every face (crate::engine::cube_faces).
        return super::cube_faces::generate_attempt(difficulty, rng, deadline);
    }
    let solution = random_grid(shape, rng);
    let (lo, hi) = difficulty.empty_range(shape);
    // Hard puzzles come from near-minimal ones: aim at the top of the band.
    let target = match difficulty {
        Difficulty::Hard => rng.random_range((lo + hi) / 2..=hi),
        _ => rng.random_range(lo..=hi),
    };
    let mut puzzle = solution.clone();
    let mut order: Vec<usize> = (0..shape.cell_count()).collect();
    order.shuffle(rng);
    let check_logic = difficulty != Difficulty::Hard;
    let mut empty = 0;
    for cell in order {
        if empty == target {
            break;
        }
        if deadline.is_some_and(|d| Instant::now() > d) {
            return None;
        }
        let digit = puzzle.get(cell);
        puzzle.set(cell, None);
        let keep = count_solutions(&puzzle, 2) != 1
            || (check_logic && !super::grade::grade_up_to(&puzzle, difficulty.max_technique()).solved);
        if keep {
            puzzle.set(cell, digit);
        } else {
            empty += 1;
        }
    }
    if empty < lo || empty > hi {
        return None;
    }
    let grade = grade(&puzzle);
    let hardest = grade.hardest?;
    (grade.solved && difficulty.accepts(hardest)).then_some(Puzzle {
        puzzle,
        solution,
        difficulty,
        grade,
    })
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
                p.grade.solved && d.accepts(p.grade.hardest.unwrap()),
                "{d:?}: {:?}",
                p.grade
            );
        }
    }
}
