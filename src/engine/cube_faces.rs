//! Every face of a cube puzzle matters: what a cube band asks of each face and how it is
//! measured. A leaf of the bands and the generator: both use it, it knows neither (a band
//! states its numbers as [`FaceRules`], from [`crate::engine::Difficulty::face_rules`]).
//!
//! A cube is three classic sudokus sharing their edge cells, so a cube "of a band" plays like
//! that band on every face, and the links are needed. The band of a cube (one definition, used
//! by the generator, `rate`, the level files and the window) is:
//! - every face's empty places (of its 81; a linked cell counts on each face it shows on) are
//!   inside the classic band of that name (Easy 35-40, Medium 45-50, Hard 50-60; Expert: where
//!   they fall);
//! - in Medium, Hard and Expert no face is a unique sudoku on its own givens: the other faces'
//!   cells along the edges are needed to solve it;
//! - in Hard and Expert the steps above the band's floor (Hard: techniques harder than
//!   Medium's; Expert: harder than Hard's) fall on at least two faces, so the hard part is not
//!   one face with two easy ones;
//! - and the whole cube's grade is the band's ([`crate::engine::Difficulty::admits`]).
//!
//! [`measure`] grades a cube and measures its faces in one pass; [`FaceRules::check`] applies
//! the rules; the generator's [`crate::engine::generator::cube_attempt`] digs a cube that keeps
//! them.

use super::geometry::Face;
use super::grade::{Grade, LogicalSolver};
use super::grid::Grid;
use super::logic::{Level, Step, TABLE};
use super::shape::Shape;

/// What [`measure`] found on a cube, face by face (in the order U, F, R).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FaceReport {
    /// Empty places of each face (out of 81).
    pub empty: [usize; 3],
    /// Whether each face, taken alone with its own givens, has exactly one solution.
    pub unique_alone: [bool; 3],
    /// For each level (Easy, Medium, Hard, Expert), the faces its steps touch (the step's
    /// pattern cells, or the cells it fills or clears when it has no pattern).
    pub step_faces: [[bool; 3]; 4],
}

impl FaceReport {
    /// The faces touched by steps harder than `floor`.
    pub fn faces_above(&self, floor: Level) -> [bool; 3] {
        let mut out = [false; 3];
        for level in self.step_faces.iter().skip(floor as usize + 1) {
            for (o, &t) in out.iter_mut().zip(level) {
                *o |= t;
            }
        }
        out
    }

    /// How many faces the steps above the floor of `rules` touch (0 for a band without one).
    pub fn hard_faces(&self, rules: &FaceRules) -> usize {
        rules
            .floor
            .map_or(0, |f| self.faces_above(f).iter().filter(|&&t| t).count())
    }
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
    /// A face is a sudoku on its own: the links are not needed.
    #[error("the {face} face has one solution on its own givens")]
    UniqueAlone {
        /// The face.
        face: &'static str,
    },
    /// The steps above the band's floor touch fewer than two faces.
    #[error("the steps above the band's floor touch {faces} face(s), not two or more")]
    HardOnOneFace {
        /// How many faces they touch.
        faces: usize,
    },
}

/// What a cube band asks of each face. The numbers are the band's
/// ([`crate::engine::Difficulty::face_rules`]); the rules are read here.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FaceRules {
    /// The band's name, as a player reads it (for [`FaceRuleError`]).
    pub band: &'static str,
    /// The empty places each face must have (inclusive): the classic band's. None where they
    /// fall as they fall (Expert).
    pub empty: Option<(usize, usize)>,
    /// Whether no face may be a sudoku on its own givens.
    pub needs_links: bool,
    /// The level the hard steps must be above and spread over two faces or more, when the band
    /// has that rule (Hard: Medium's techniques; Expert: Hard's).
    pub floor: Option<Level>,
}

impl FaceRules {
    /// Checks the rules on a measured cube (the grade is checked apart, by
    /// [`crate::engine::Difficulty::admits`]).
    pub fn check(&self, report: &FaceReport) -> Result<(), FaceRuleError> {
        if let Some((lo, hi)) = self.empty {
            for face in Face::ALL {
                let empty = report.empty[face.index()];
                if !(lo..=hi).contains(&empty) {
                    return Err(FaceRuleError::EmptyOutOfBand {
                        face: face.name(),
                        empty,
                        band: self.band,
                        lo,
                        hi,
                    });
                }
            }
        }
        if self.needs_links {
            if let Some(face) = Face::ALL.into_iter().find(|f| report.unique_alone[f.index()]) {
                return Err(FaceRuleError::UniqueAlone { face: face.name() });
            }
        }
        if self.floor.is_some() {
            let faces = report.hard_faces(self);
            if faces < 2 {
                return Err(FaceRuleError::HardOnOneFace { faces });
            }
        }
        Ok(())
    }
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

/// Whether `face` alone, with only its own givens, has exactly one solution (by the fast
/// classic solver: a few microseconds, cheap enough to ask after every removal).
pub fn unique_alone(cube: &Grid, face: Face) -> bool {
    let mut cells = [0u8; 81];
    for (i, slot) in cells.iter_mut().enumerate() {
        *slot = cube.at(face, i / 9, i % 9).map_or(0, |d| d.get());
    }
    super::fast::count_cells(&cells, 2) == 1
}

/// Grades a cube known to have one solution (the same grade as
/// [`crate::engine::logic::grade_unique`]) and measures its faces, in one pass of the logical
/// solver.
pub fn measure(cube: &Grid) -> (Grade, FaceReport) {
    measure_walk(cube, |_| {})
}

/// [`measure`], showing `each` every step before it is applied (`sudoku3d rate --path`
/// prints them): one pass for the grade, the faces and the steps.
pub fn measure_walk(cube: &Grid, mut each: impl FnMut(&Step)) -> (Grade, FaceReport) {
    let geometry = cube.geometry();
    let mut step_faces = [[false; 3]; 4];
    let mut grade = Grade::empty();
    let last = TABLE[TABLE.len() - 1].technique;
    let mut solver = LogicalSolver::new(cube);
    while let Some(step) = solver.next_step_up_to(last) {
        grade.count(&step);
        each(&step);
        // The faces the step touches.
        let touched = &mut step_faces[step.technique.level() as usize];
        let pattern = step.cells.iter();
        let effects = step
            .placements
            .iter()
            .map(|(c, _)| c)
            .chain(step.eliminations.iter().map(|(c, _)| c));
        let cells: Vec<usize> = if step.cells.is_empty() {
            effects.copied().collect()
        } else {
            pattern.copied().collect()
        };
        for cell in cells {
            for p in geometry.positions(cell) {
                touched[p.face.index()] = true;
            }
        }
        solver.apply(&step);
    }
    grade.solved = solver.grid().is_complete() && solver.grid().conflicts().is_empty();
    let report = FaceReport {
        empty: Face::ALL.map(|f| face_empty(cube, f)),
        unique_alone: Face::ALL.map(|f| unique_alone(cube, f)),
        step_faces,
    };
    (grade, report)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::logic::grade_unique;
    use crate::engine::solver::solve_random;
    use rand::rngs::StdRng;
    use rand::SeedableRng;

    #[test]
    fn faces_of_a_cube_read_through_the_links() {
        let mut rng = StdRng::seed_from_u64(5);
        let solution = solve_random(&Grid::empty(Shape::Cube), &mut rng).unwrap();
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
        let (grade, report) = measure(&one_hole);
        assert_eq!(grade, grade_unique(&one_hole));
        assert_eq!(report.empty, [1, 1, 1]);
        assert_eq!(report.unique_alone, [true; 3]);
    }
}
