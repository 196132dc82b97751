//! The difficulty bands: one definition, shared by the generator, `rate`, the level files and
//! the window's texts.
//!
//! * Easy: 35-40 empty cells, singles only.
//! * Medium: 45-50 empty, needs at least one locked candidates, pair or X-Wing step, nothing
//!   harder.
//! * Hard: 50-60 empty, needs triples, Swordfish, XY/XYZ-Wing, quads or unique rectangles, with
//!   at least two such steps; nothing harder. No one technique decides (is the hardest step of)
//!   more than 40% of the band: a rule on the band as a whole, which both generators keep by
//!   steering ([`Difficulty::keep_share`]) and `tests/engine/levels.rs` checks on the level files.
//! * Expert: needs wings beyond XYZ, single-digit patterns, finned fish, colouring or chains
//!   (every such technique is rated 5.0 or more); the empty count falls where it falls. A
//!   puzzle the techniques cannot finish is not Expert: it is "beyond".
//!
//! Which technique belongs to which band is the `level` column of the technique table
//! ([`crate::engine::logic::TABLE`]).
//!
//! A killer puzzle of a band is judged by its grade alone: the cages carry its clues (usually
//! no digit is given), so no range of empty cells applies.
//!
//! A cube of a band keeps the band on every face ([`cube_faces`]): each face's empty places
//! inside the classic range (Expert: where they fall); from Medium on no face is a unique
//! sudoku on its own givens; in Hard and Expert the steps above the band's floor fall on at
//! least two faces.

use rand::{Rng, RngCore};

pub use super::band::Difficulty;
use super::cube_faces::{self, FaceReport, FaceRuleError, FaceRules};
use super::geometry::Variant;
use super::grid::Grid;
use super::logic::{grade_unique, Grade, Level, Technique};
use super::shape::Shape;

/// Where a puzzle's logic places it: a difficulty, or beyond the techniques.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Rating {
    /// Solvable with singles only.
    Easy,
    /// Needs locked candidates, pairs or X-Wing at most.
    Medium,
    /// Needs the Hard techniques at most.
    Hard,
    /// Needs the Expert techniques.
    Expert,
    /// The techniques run out.
    Beyond,
}

impl Difficulty {
    /// The name in lower case (`easy`, `medium`, `hard`, `expert`).
    pub fn name(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Medium => "medium",
            Difficulty::Hard => "hard",
            Difficulty::Expert => "expert",
        }
    }

    /// The name a player reads.
    pub fn title(self) -> &'static str {
        match self {
            Difficulty::Easy => "Easy",
            Difficulty::Medium => "Medium",
            Difficulty::Hard => "Hard",
            Difficulty::Expert => "Expert",
        }
    }

    /// One line for the window: what the band asks of a player.
    pub fn description(self) -> &'static str {
        match self {
            Difficulty::Easy => "Singles only: a relaxed game.",
            Difficulty::Medium => "Needs locked candidates, pairs or an X-Wing.",
            Difficulty::Hard => "Needs triples, Swordfish, XY/XYZ-Wings, quads or unique rectangles.",
            Difficulty::Expert => "Needs Skyscrapers, W-Wings, finned fish, colouring or chains.",
        }
    }

    /// The techniques' level that matches the band.
    pub fn level(self) -> Level {
        match self {
            Difficulty::Easy => Level::Easy,
            Difficulty::Medium => Level::Medium,
            Difficulty::Hard => Level::Hard,
            Difficulty::Expert => Level::Expert,
        }
    }

    /// How many cells a puzzle of the band leaves empty on a board of `variant` (its row's
    /// `empty`: the 9x9 ranges above, smaller ones on Mini).
    pub fn empty_range_on(self, variant: Variant) -> (usize, usize) {
        variant.row().empty[self as usize]
    }

    /// What a cube of the band asks of each face ([`cube_faces`]): the classic band's empty
    /// places (Expert: where they fall); from Medium on, no face a sudoku on its own givens; in
    /// Hard and Expert, the steps above the band's floor (Hard: Medium's techniques; Expert:
    /// Hard's) on two faces or more.
    pub fn face_rules(self) -> FaceRules {
        FaceRules {
            band: self.title(),
            empty: (self != Difficulty::Expert).then(|| self.empty_range()),
            needs_links: self != Difficulty::Easy,
            floor: match self {
                Difficulty::Hard => Some(Level::Medium),
                Difficulty::Expert => Some(Level::Hard),
                Difficulty::Easy | Difficulty::Medium => None,
            },
        }
    }

    /// Whether a grade belongs to the band (the logic part: solved, the band's techniques
    /// needed and nothing harder; Hard needs two steps of its own techniques).
    pub fn admits(self, grade: &Grade) -> bool {
        if !grade.solved || grade.level() != self.level() {
            return false;
        }
        match self {
            Difficulty::Hard => hard_steps(grade) >= 2,
            _ => true,
        }
    }

    /// How often the generator keeps a puzzle of the band decided by one technique (its
    /// hardest step), for the techniques that would otherwise decide too much of the band: no
    /// one technique may decide more than 40% of it. One table for both boards, because the
    /// share a technique takes without steering is the board's: measured without steering,
    /// XY-Wing decided 47% of 100 classic Hard puzzles (keeping half of those brings it near
    /// 30%). On the cube it decided 62% of 50 Hard cubes; keeping a quarter of those, unique
    /// rectangle type 1 then decided 40 of 100 cubes, so six in ten of those are kept too (of
    /// the 50 shipped Hard cubes made so, XY-Wing decides 15 and unique rectangle type 1 10).
    /// On the diagonal board the wings take nearly the whole band (unsteered, of 100 Hard
    /// puzzles XY-Wing decided 67 and XYZ-Wing 27): keeping a tenth of the first and a quarter
    /// of the second brings each to about a third. On a jigsaw (the 50 Hard levels made
    /// unsteered: XYZ-Wing 25, XY-Wing 17, the rest 8) a third of the first and half of the
    /// second are kept, for the same thirds. On a killer (the 50 Hard levels of a first
    /// unsteered run: rule of 45 combination 37, cage locked candidates 11, naked triple 2; with
    /// only the first kept at 0.15, cage locked candidates took 29 of 50; of 441 attempts with
    /// them kept at 0.06 and 0.2, about 380 were decided by the first, 80 by the second and 11
    /// by the rest) 3% of the first and 15% of the second are kept, for about a third each with
    /// the rest. On Mini (50 Hard levels made keeping half: XY-Wing 28, XYZ-Wing 9, unique
    /// rectangles 13; keeping three in ten, XY-Wing still decided 24) two in ten XY-Wings are
    /// kept: of the 50 shipped, XY-Wing decides 19, XYZ-Wing 13, unique rectangles 18.
    ///
    /// The shares are a column of the board table ([`super::boards::Row::keep_shares`]).
    pub fn keep_share(self, shape: &Shape, hardest: Option<Technique>) -> f64 {
        let Some(hardest) = hardest else { return 1.0 };
        shape
            .variant()
            .row()
            .keep_shares
            .iter()
            .find(|&&(band, technique, _)| band == self && technique == hardest.name())
            .map_or(1.0, |&(_, _, share)| share)
    }

    /// Whether the generator keeps a puzzle of the band on `shape` with this grade: a draw
    /// with [`Difficulty::keep_share`]'s odds (no draw when it keeps them all). Both generators
    /// ask this of every puzzle they are about to hand out.
    pub fn keeps(self, shape: &Shape, grade: &Grade, rng: &mut dyn RngCore) -> bool {
        let share = self.keep_share(shape, grade.hardest);
        share >= 1.0 || rng.random_bool(share)
    }

    /// Grades a puzzle known to have one solution and checks that it belongs to the band; the
    /// grade when it does. One definition for the generator, `rate` and the level files.
    pub fn judge(self, puzzle: &Grid) -> Result<Grade, BandMiss> {
        if puzzle.shape().variant().row().face_rules {
            let (grade, faces) = cube_faces::measure(puzzle);
            self.check(puzzle, &grade, Some(&faces)).map(|()| grade)
        } else {
            let grade = grade_unique(puzzle);
            self.check(puzzle, &grade, None).map(|()| grade)
        }
    }

    /// Checks a graded puzzle against the band: on the classic board its empty cells and its
    /// grade; on a cube the face rules of [`cube_faces`] measured in `faces`
    /// (measured here when not given), then its grade.
    pub fn check(self, puzzle: &Grid, grade: &Grade, faces: Option<&FaceReport>) -> Result<(), BandMiss> {
        let (lo, hi) = self.empty_range_on(puzzle.shape().variant());
        let empty = puzzle.empty_count();
        // A killer's cages carry the clues: its empty cells fall where they fall (usually 81);
        // a cube's bands hold face by face.
        let row = puzzle.shape().variant().row();
        if row.counts_empty && !(lo..=hi).contains(&empty) {
            return Err(BandMiss::Empty {
                empty,
                band: self.name(),
                lo,
                hi,
            });
        }
        if row.face_rules {
            let measured;
            let faces = match faces {
                Some(f) => f,
                None => {
                    measured = cube_faces::measure(puzzle).1;
                    &measured
                }
            };
            self.face_rules().check(faces)?;
        }
        if grade.hardest.is_none() || !self.admits(grade) {
            return Err(BandMiss::Grade {
                hardest: grade.hardest,
                solved: grade.solved,
                band: self.name(),
            });
        }
        Ok(())
    }
}

/// Why a puzzle does not belong to a band.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BandMiss {
    /// A classic puzzle with too few or too many empty cells.
    #[error("{empty} empty cells, outside the {band} band ({lo}-{hi})")]
    Empty {
        /// Its empty cells.
        empty: usize,
        /// The band's name.
        band: &'static str,
        /// The band's least empty cells.
        lo: usize,
        /// The band's most.
        hi: usize,
    },
    /// The grade is another band's (or the techniques do not finish it).
    #[error("its grade ({hardest:?}, solved by logic: {solved}) is not {band}")]
    Grade {
        /// The hardest technique needed.
        hardest: Option<Technique>,
        /// Whether the techniques finished it.
        solved: bool,
        /// The band's name.
        band: &'static str,
    },
    /// A cube breaks a face rule.
    #[error(transparent)]
    Face(#[from] FaceRuleError),
}

/// Steps of Hard-level techniques.
fn hard_steps(grade: &Grade) -> usize {
    grade
        .counts
        .iter()
        .filter(|(t, _)| t.level() == Level::Hard)
        .map(|(_, n)| n)
        .sum()
}

impl Rating {
    /// The rating of a grade: the level of its hardest technique, or beyond when the
    /// techniques did not finish.
    pub fn of(grade: &Grade) -> Rating {
        if !grade.solved {
            return Rating::Beyond;
        }
        match grade.level() {
            Level::Easy => Rating::Easy,
            Level::Medium => Rating::Medium,
            Level::Hard => Rating::Hard,
            Level::Expert => Rating::Expert,
        }
    }

    /// The name in lower case (`easy`, ..., `expert`, `beyond`).
    pub fn name(self) -> &'static str {
        match self {
            Rating::Easy => "easy",
            Rating::Medium => "medium",
            Rating::Hard => "hard",
            Rating::Expert => "expert",
            Rating::Beyond => "beyond",
        }
    }

    /// The band of that name, if any (beyond has none).
    pub fn difficulty(self) -> Option<Difficulty> {
        match self {
            Rating::Easy => Some(Difficulty::Easy),
            Rating::Medium => Some(Difficulty::Medium),
            Rating::Hard => Some(Difficulty::Hard),
            Rating::Expert => Some(Difficulty::Expert),
            Rating::Beyond => None,
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
            "expert" => Ok(Difficulty::Expert),
            _ => Err(format!(
                "unknown difficulty {s:?}: expected easy, medium, hard or expert"
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::geometry::Face;
    use crate::engine::solver::solve_random;
    use rand::rngs::StdRng;
    use rand::SeedableRng;

    #[test]
    fn the_steering_shares_reach_the_generator_by_the_board_table() {
        // The shares the level files were made with, each read through its row's column.
        let hard = Difficulty::Hard;
        assert_eq!(hard.keep_share(&Shape::Classic, Some(Technique::XYWing)), 0.5);
        assert_eq!(hard.keep_share(&Shape::Cube, Some(Technique::UniqueRectangle1)), 0.6);
        assert_eq!(hard.keep_share(&Shape::Diagonal, Some(Technique::XYZWing)), 0.25);
        assert_eq!(hard.keep_share(&Shape::Mini, Some(Technique::XYWing)), 0.2);
        let levels: serde_json::Value =
            serde_json::from_str(Variant::Killer.row().levels[0]).expect("a shipped level file is JSON");
        let line = levels["levels"][0]["puzzle"].as_str().expect("a level has its puzzle");
        let killer = Grid::from_variant_line(Variant::Killer, line)
            .expect("a shipped killer")
            .shape()
            .clone();
        assert_eq!(hard.keep_share(&killer, Some(Technique::RuleOf45Combination)), 0.03);
        // Elsewhere every puzzle is kept.
        assert_eq!(hard.keep_share(&Shape::Mini, Some(Technique::XYZWing)), 1.0);
        assert_eq!(
            Difficulty::Medium.keep_share(&Shape::Classic, Some(Technique::XYWing)),
            1.0
        );
        assert_eq!(hard.keep_share(&Shape::Classic, None), 1.0);
    }

    #[test]
    fn a_cube_face_out_of_the_band_breaks_its_rules() {
        let mut rng = StdRng::seed_from_u64(5);
        let mut one_hole = solve_random(&Grid::empty(Shape::Cube), &mut rng).unwrap();
        one_hole.set(one_hole.geometry().cell_at(Face::Top, 8, 8), None);
        let (grade, report) = cube_faces::measure(&one_hole);
        let err = Difficulty::Easy.face_rules().check(&report).unwrap_err();
        assert!(matches!(err, FaceRuleError::EmptyOutOfBand { empty: 1, .. }), "{err}");
        assert!(matches!(
            Difficulty::Easy.check(&one_hole, &grade, Some(&report)),
            Err(BandMiss::Face(FaceRuleError::EmptyOutOfBand { empty: 1, .. }))
        ));
        // Expert leaves the empty places where they fall; a face alone still breaks its links.
        let err = Difficulty::Expert.face_rules().check(&report).unwrap_err();
        assert!(matches!(err, FaceRuleError::UniqueAlone { .. }), "{err}");
    }
}
