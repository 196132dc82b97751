//! Every face of a cube puzzle matters: the rules a generated cube of a band keeps face by
//! face, and the cube generator that keeps them.
//!
//! A cube is three classic sudokus sharing their edge cells, so a cube "of a band" should play
//! like that band on every face, and the links should be needed:
//! - every face's empty places are inside the classic band of that name (Easy 35-40,
//!   Medium 45-50, Hard 50-60 of its 81 places; a linked cell counts on each face it shows on);
//! - in Hard no face is a unique sudoku on its own givens (the other faces' cells along the
//!   edges are needed to solve it). Medium should keep this rule too, but with its technique
//!   cap the digger found such cubes only after minutes (measured: 7 s, 105 s, 144 s for
//!   seeds 1-3), so for now Medium only digs the linked cells first, which makes faces that
//!   need their links more likely without requiring it ([`needs_links`]);
//! - in Hard the steps harder than the band's floor (techniques above Medium's ceiling) fall
//!   on at least two faces, so the hard part is not one face with two easy ones.
//!
//! [`face_rules`] checks them; [`generate_attempt`] digs a cube that keeps them.

use std::time::Instant;

use rand::seq::SliceRandom;
use rand::{Rng, RngCore};

use super::generator::{random_grid, Difficulty, Puzzle};
use super::geometry::{Face, Shape};
use super::grade::{grade, LogicalSolver};
use super::grid::Grid;
use super::logic::{solvable_within, Level, Technique};
use super::solver::count_solutions;

/// What [`face_rules`] measured on a cube, face by face (in the order U, F, R).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FaceReport {
    /// Empty places of each face (out of 81).
    pub empty: [usize; 3],
    /// Whether each face, taken alone with its own givens, has exactly one solution.
    pub unique_alone: [bool; 3],
    /// Whether a step above the band's floor touches each face.
    pub hard_steps: [bool; 3],
}

/// Why a cube breaks the face rules of its band.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FaceRuleError {
    /// A face has too few or too many empty places for the band.
    #[error("the {face} face has {empty} empty places; {band} wants {lo}-{hi}")]
    EmptyOutOfBand {
        /// The face.
        face: &'static str,
        /// Its empty places.
        empty: usize,
        /// The band's name.
        band: &'static str,
        /// The band's least empty places.
        lo: usize,
        /// The band's most.
        hi: usize,
    },
    /// A face is a sudoku on its own (Hard): the links are not needed.
    #[error("the {face} face has one solution on its own givens")]
    UniqueAlone {
        /// The face.
        face: &'static str,
    },
    /// The steps above the band's floor touch fewer than two faces (Hard).
    #[error("the steps above the band's floor touch {faces} face(s), not two or more")]
    HardOnOneFace {
        /// How many faces they touch.
        faces: usize,
    },
}

/// The empty places a face of a cube of `difficulty` may have: the classic band's.
pub fn face_band(difficulty: Difficulty) -> (usize, usize) {
    difficulty.empty_range(Shape::Classic)
}

/// The technique the hard steps of `difficulty` must be harder than, when the band has that
/// rule (Hard: the Medium ceiling). When the bands change, this is the one place to follow.
pub fn floor(difficulty: Difficulty) -> Option<Level> {
    match difficulty {
        Difficulty::Hard => Some(Level::Medium),
        Difficulty::Easy | Difficulty::Medium | Difficulty::Expert => None,
    }
}

/// Whether the cube generator keeps the face rules for `difficulty`. Not for Medium yet: with
/// its technique cap (nothing beyond pairs) the digger did not reach every face's band within
/// two minutes for seed 1 (release build), so Medium cubes still come from the whole-cube
/// generator in `generator.rs`.
pub fn governs(difficulty: Difficulty) -> bool {
    matches!(difficulty, Difficulty::Easy | Difficulty::Hard)
}

/// Whether a cube of `difficulty` must have no face that is a sudoku on its own givens.
pub fn needs_links(difficulty: Difficulty) -> bool {
    difficulty == Difficulty::Hard
}

/// One face of a cube grid as a classic grid.
pub fn face_grid(cube: &Grid, face: Face) -> Grid {
    let mut classic = Grid::empty(Shape::Classic);
    for r in 0..9 {
        for c in 0..9 {
            classic.set(r * 9 + c, cube.at(face, r, c));
        }
    }
    classic
}

/// Empty places of `face` (a linked cell counts on each face it shows on).
pub fn face_empty(cube: &Grid, face: Face) -> usize {
    (0..81).filter(|&i| cube.at(face, i / 9, i % 9).is_none()).count()
}

/// Whether `face` alone, with only its own givens, has exactly one solution.
pub fn unique_alone(cube: &Grid, face: Face) -> bool {
    count_solutions(&face_grid(cube, face), 2) == 1
}

/// Which faces the logical solver's steps harder than `floor` touch (their pattern cells,
/// or the cells they fill or clear when there is no pattern).
pub fn hard_step_faces(cube: &Grid, floor: Level) -> [bool; 3] {
    let geometry = cube.geometry();
    let mut touched = [false; 3];
    let mut solver = LogicalSolver::new(cube);
    let last = grade_ceiling();
    while let Some(step) = solver.next_step_up_to(last) {
        // Harder means later in the grader's table (the enum's order is not the difficulty).
        if step.technique.level() > floor {
            let mut cells = step.cells.clone();
            if cells.is_empty() {
                cells.extend(step.placements.iter().map(|&(c, _)| c));
                cells.extend(step.eliminations.iter().map(|&(c, _)| c));
            }
            for cell in cells {
                for p in geometry.positions(cell) {
                    touched[p.face.index()] = true;
                }
            }
        }
        solver.apply(&step);
    }
    touched
}

/// The hardest technique the grader knows (every step it can take).
fn grade_ceiling() -> Technique {
    super::logic::TABLE
        .last()
        .map_or(Technique::XYWing, |row| row.technique)
}

/// Checks the face rules of `difficulty` on the cube puzzle `cube` (a [`Shape::Cube`] grid).
pub fn face_rules(cube: &Grid, difficulty: Difficulty) -> Result<FaceReport, FaceRuleError> {
    let (lo, hi) = face_band(difficulty);
    let empty = Face::ALL.map(|f| face_empty(cube, f));
    for face in Face::ALL {
        let e = empty[face.index()];
        if !(lo..=hi).contains(&e) {
            return Err(FaceRuleError::EmptyOutOfBand {
                face: face.name(),
                empty: e,
                band: difficulty.title(),
                lo,
                hi,
            });
        }
    }
    let unique = Face::ALL.map(|f| unique_alone(cube, f));
    if needs_links(difficulty) {
        if let Some(face) = Face::ALL.into_iter().find(|f| unique[f.index()]) {
            return Err(FaceRuleError::UniqueAlone { face: face.name() });
        }
    }
    let hard_steps = match floor(difficulty) {
        Some(floor) => hard_step_faces(cube, floor),
        None => [false; 3],
    };
    if floor(difficulty).is_some() {
        let faces = hard_steps.iter().filter(|&&t| t).count();
        if faces < 2 {
            return Err(FaceRuleError::HardOnOneFace { faces });
        }
    }
    Ok(FaceReport {
        empty,
        unique_alone: unique,
        hard_steps,
    })
}

/// Why a try of [`generate_attempt`] gave no puzzle (for measuring the generator).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Miss {
    /// The deadline passed.
    Deadline,
    /// A face could not be dug to the band's least empty places.
    FaceShort,
    /// A face stayed a sudoku on its own givens.
    UniqueAlone,
    /// The grade is not the band's.
    Grade,
    /// The final check of the face rules failed (Hard: the hard steps on one face).
    Rules,
}

/// One try at a cube puzzle of `difficulty` that keeps the face rules: a random solution,
/// dug face by face to a target inside the band on each face, with exactly one solution
/// (and, below Hard, solvable with the band's techniques) after every removal; a face still
/// unique on its own is dug further. `None` when this try failed (or `deadline` passed):
/// the caller tries again.
pub fn generate_attempt(difficulty: Difficulty, rng: &mut dyn RngCore, deadline: Option<Instant>) -> Option<Puzzle> {
    attempt(difficulty, rng, deadline).ok()
}

/// [`generate_attempt`], saying why a try failed.
pub fn attempt(difficulty: Difficulty, rng: &mut dyn RngCore, deadline: Option<Instant>) -> Result<Puzzle, Miss> {
    let solution = random_grid(Shape::Cube, rng);
    let geometry = solution.geometry();
    let (lo, hi) = face_band(difficulty);
    let targets: [usize; 3] = std::array::from_fn(|_| match difficulty {
        Difficulty::Hard => rng.random_range((lo + hi) / 2..=hi),
        _ => rng.random_range(lo..=hi),
    });
    let check_logic = difficulty != Difficulty::Hard;
    let mut puzzle = solution.clone();
    let mut empty = [0usize; 3];
    // Removes `cell` when every face it shows on stays within `limit` and the puzzle stays
    // fit; returns whether it did.
    let dig = |puzzle: &mut Grid, empty: &mut [usize; 3], cell: usize, limit: &[usize; 3]| -> bool {
        let places = geometry.positions(cell);
        if puzzle.get(cell).is_none() || places.iter().any(|p| empty[p.face.index()] >= limit[p.face.index()]) {
            return false;
        }
        let digit = puzzle.get(cell);
        puzzle.set(cell, None);
        let fit = count_solutions(puzzle, 2) == 1 && (!check_logic || solvable_within(puzzle, difficulty.level()));
        if fit {
            for p in places {
                empty[p.face.index()] += 1;
            }
        } else {
            puzzle.set(cell, digit);
        }
        fit
    };
    // The linked cells first: a face alone loses its edge givens when they are dug, while the
    // cube still knows them from the other face, which is what makes the links needed.
    let mut order: Vec<usize> = (0..geometry.cell_count()).collect();
    order.shuffle(rng);
    order.sort_by_key(|&c| !geometry.is_linked(c));
    for &cell in &order {
        if (0..3).all(|f| empty[f] >= targets[f]) {
            break;
        }
        if deadline.is_some_and(|d| Instant::now() > d) {
            return Err(Miss::Deadline);
        }
        dig(&mut puzzle, &mut empty, cell, &targets);
    }
    if empty.iter().any(|&e| e < lo) {
        return Err(Miss::FaceShort);
    }
    if difficulty != Difficulty::Easy {
        // A face that is still a sudoku on its own gets more holes, up to the band's top.
        for face in Face::ALL {
            let mut cells: Vec<usize> = (0..81).map(|i| geometry.cell_at(face, i / 9, i % 9)).collect();
            cells.shuffle(rng);
            cells.sort_by_key(|&c| !geometry.is_linked(c));
            for cell in cells {
                if !unique_alone(&puzzle, face) {
                    break;
                }
                if deadline.is_some_and(|d| Instant::now() > d) {
                    return Err(Miss::Deadline);
                }
                dig(&mut puzzle, &mut empty, cell, &[hi; 3]);
            }
            if needs_links(difficulty) && unique_alone(&puzzle, face) {
                return Err(Miss::UniqueAlone);
            }
        }
    }
    let grade = grade(&puzzle);
    grade.hardest.ok_or(Miss::Grade)?;
    if !difficulty.admits(&grade) {
        return Err(Miss::Grade);
    }
    face_rules(&puzzle, difficulty).map_err(|_| Miss::Rules)?;
    Ok(Puzzle {
        puzzle,
        solution,
        difficulty,
        grade,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::rngs::StdRng;
    use rand::SeedableRng;

    #[test]
    fn faces_of_a_cube_read_through_the_links() {
        let mut rng = StdRng::seed_from_u64(5);
        let solution = random_grid(Shape::Cube, &mut rng);
        for face in Face::ALL {
            let classic = face_grid(&solution, face);
            assert!(classic.is_solved(), "{face:?}");
            assert_eq!(face_empty(&solution, face), 0);
        }
        let mut one_hole = solution.clone();
        one_hole.set(solution.geometry().cell_at(Face::Top, 8, 8), None);
        // The corner is one cell on three faces: one hole on each.
        assert_eq!(Face::ALL.map(|f| face_empty(&one_hole, f)), [1, 1, 1]);
        assert!(unique_alone(&one_hole, Face::Right));
        let err = face_rules(&one_hole, Difficulty::Easy).unwrap_err();
        assert!(matches!(err, FaceRuleError::EmptyOutOfBand { empty: 1, .. }), "{err}");
    }
}
