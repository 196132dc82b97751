//! Every face of a cube puzzle matters: what a cube band asks of each face, how it is measured,
//! and the cube generator that keeps it.
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
//! - and the whole cube's grade is the band's ([`Difficulty::admits`]).
//!
//! [`measure`] grades a cube and measures its faces in one pass; [`check`] applies the rules;
//! [`attempt`] digs a cube that keeps them.

use std::collections::BTreeMap;
use std::time::Instant;

use rand::seq::SliceRandom;
use rand::{Rng, RngCore};

use super::generator::{random_grid, Difficulty, Puzzle};
use super::geometry::{Face, Shape};
use super::grade::{Grade, LogicalSolver};
use super::grid::Grid;
use super::logic::{lowest_level, solvable_within, Level, TABLE};
use super::solver::count_solutions;

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

    /// How many faces the steps above `difficulty`'s floor touch (0 for a band without one).
    pub fn hard_faces(&self, difficulty: Difficulty) -> usize {
        floor(difficulty).map_or(0, |f| self.faces_above(f).iter().filter(|&&t| t).count())
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

/// The empty places a face of a cube of `difficulty` must have: the classic band's. None for
/// Expert (where they fall).
pub fn face_band(difficulty: Difficulty) -> Option<(usize, usize)> {
    (difficulty != Difficulty::Expert).then(|| difficulty.empty_range())
}

/// The level the hard steps of `difficulty` must be above, when the band has that rule
/// (Hard: Medium's techniques; Expert: Hard's).
pub fn floor(difficulty: Difficulty) -> Option<Level> {
    match difficulty {
        Difficulty::Hard => Some(Level::Medium),
        Difficulty::Expert => Some(Level::Hard),
        Difficulty::Easy | Difficulty::Medium => None,
    }
}

/// Whether a cube of `difficulty` must have no face that is a sudoku on its own givens.
pub fn needs_links(difficulty: Difficulty) -> bool {
    difficulty != Difficulty::Easy
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
    let geometry = cube.geometry();
    let mut step_faces = [[false; 3]; 4];
    let mut grade = Grade {
        hardest: None,
        rating: 0,
        score: 0,
        solved: false,
        steps: 0,
        counts: BTreeMap::new(),
    };
    let last = TABLE[TABLE.len() - 1].technique;
    let mut solver = LogicalSolver::new(cube);
    while let Some(step) = solver.next_step_up_to(last) {
        // The grade, as `logic::grade_with` keeps it.
        let key = (step.rating, step.technique.rank());
        if grade.hardest.is_none_or(|h| key >= (grade.rating, h.rank())) {
            grade.hardest = Some(step.technique);
            grade.rating = step.rating;
        }
        grade.score += step.technique.weight();
        grade.steps += 1;
        *grade.counts.entry(step.technique).or_default() += 1;
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

/// Checks the face rules of `difficulty` on a measured cube (the grade is checked apart, by
/// [`Difficulty::admits`]).
pub fn check(report: &FaceReport, difficulty: Difficulty) -> Result<(), FaceRuleError> {
    if let Some((lo, hi)) = face_band(difficulty) {
        for face in Face::ALL {
            let empty = report.empty[face.index()];
            if !(lo..=hi).contains(&empty) {
                return Err(FaceRuleError::EmptyOutOfBand {
                    face: face.name(),
                    empty,
                    band: difficulty.title(),
                    lo,
                    hi,
                });
            }
        }
    }
    if needs_links(difficulty) {
        if let Some(face) = Face::ALL.into_iter().find(|f| report.unique_alone[f.index()]) {
            return Err(FaceRuleError::UniqueAlone { face: face.name() });
        }
    }
    if floor(difficulty).is_some() {
        let faces = report.hard_faces(difficulty);
        if faces < 2 {
            return Err(FaceRuleError::HardOnOneFace { faces });
        }
    }
    Ok(())
}

/// Measures a cube (known to have one solution) and checks the face rules of `difficulty`.
pub fn face_rules(cube: &Grid, difficulty: Difficulty) -> Result<FaceReport, FaceRuleError> {
    let (_, report) = measure(cube);
    check(&report, difficulty).map(|()| report)
}

/// The small unavoidable sets of `face` in the finished cube `solution` that hold a linked
/// cell, smallest first (ties in random order), as cube cells.
///
/// Two rows of one band hold the same digits; following a digit of the first row to its column
/// in the second, and that column's digit in the first row on, closes a cycle of columns. Swapping
/// the two rows' digits on a cycle gives another valid face (each row, column and box keeps its
/// digits), so a face alone with all those cells empty has two solutions. With a linked cell
/// among them the other faces can tell the two apart, which is what makes the links needed.
/// Columns of one stack give the same sets transposed.
fn linked_unavoidable_sets(solution: &Grid, face: Face, rng: &mut dyn RngCore) -> Vec<Vec<usize>> {
    let geometry = solution.geometry();
    let digit = |r: usize, c: usize| solution.at(face, r, c).map_or(0, |d| d.get());
    let mut sets: Vec<Vec<usize>> = Vec::new();
    for transposed in [false, true] {
        // (line, across) -> (row, col) of the face.
        let at = |line: usize, across: usize| if transposed { (across, line) } else { (line, across) };
        for a in 0..9 {
            for b in a + 1..9 {
                if a / 3 != b / 3 {
                    continue;
                }
                let mut seen = [false; 9];
                for start in 0..9 {
                    if seen[start] {
                        continue;
                    }
                    let mut cycle = Vec::new();
                    let mut x = start;
                    while !seen[x] {
                        seen[x] = true;
                        cycle.push(x);
                        let (r, c) = at(a, x);
                        let d = digit(r, c);
                        // The place of d on line b.
                        x = (0..9)
                            .find(|&y| {
                                let (r, c) = at(b, y);
                                digit(r, c) == d
                            })
                            .unwrap_or(start);
                    }
                    // Sets of up to 8 cells: bigger ones empty too much of a face at once.
                    if cycle.len() > 4 {
                        continue;
                    }
                    let cells: Vec<usize> = cycle
                        .iter()
                        .flat_map(|&x| [at(a, x), at(b, x)])
                        .map(|(r, c)| geometry.cell_at(face, r, c))
                        .collect();
                    if cells.iter().any(|&c| geometry.is_linked(c)) {
                        sets.push(cells);
                    }
                }
            }
        }
    }
    sets.shuffle(rng);
    sets.sort_by_key(Vec::len);
    sets
}

/// Why a try of [`attempt`] gave no puzzle (for measuring the generator).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Miss {
    /// The deadline passed.
    Deadline,
    /// No face-sized unavoidable set through a linked cell could be emptied on some face.
    UniqueAlone,
    /// A face could not be dug to the band's least empty places.
    FaceShort,
    /// The grade is not the band's.
    Grade,
    /// The final check of the face rules failed (the hard steps on one face).
    Rules,
    /// The cube was in the band but dropped to keep one technique from deciding too much of
    /// it ([`Difficulty::keeps`]).
    Steered,
}

/// One try at a cube puzzle of `difficulty` that keeps the face rules; `None` when this try
/// failed (or `deadline` passed): the caller tries again with the next random grid.
pub fn generate_attempt(difficulty: Difficulty, rng: &mut dyn RngCore, deadline: Option<Instant>) -> Option<Puzzle> {
    attempt(difficulty, rng, deadline).ok()
}

/// [`generate_attempt`], saying why a try failed.
///
/// A random finished cube; then, on each face (Medium and up), an unavoidable set of that face
/// through a linked cell is emptied, which makes the face alone ambiguous for good (removing
/// more givens never makes a puzzle unique again). Then cells are removed in random order
/// while the cube stays fit: solvable by the band's techniques (Easy, Medium: which also
/// proves one solution), or with one solution (Hard, Expert). Easy stops at a random target
/// inside the band on each face. The others dig as far as they go, then put givens back
/// ([`put_back`]) until every face is in the band and the band's techniques, and no easier
/// ones, finish the cube. No backtracking: a try that misses is dropped, and the next grid is
/// quicker than repairing it.
pub fn attempt(difficulty: Difficulty, rng: &mut dyn RngCore, deadline: Option<Instant>) -> Result<Puzzle, Miss> {
    let late = || deadline.is_some_and(|d| Instant::now() > d);
    let solution = random_grid(Shape::Cube, rng);
    let geometry = solution.geometry();
    let (lo, hi) = face_band(difficulty).unwrap_or((0, 81));
    let targets: [usize; 3] = std::array::from_fn(|_| rng.random_range(lo..=hi));
    let targets = if difficulty == Difficulty::Expert {
        [81; 3]
    } else {
        targets
    };
    // Easy digs to its targets; the others dig as far as they go, then put givens back down
    // to the targets (a dug-out cube needs the harder techniques; near the band's top, the
    // links still let singles finish most cubes).
    let dig_to = match difficulty {
        Difficulty::Easy => targets,
        // A cube dug out entirely needs the slowest techniques at every check.
        Difficulty::Expert => [64; 3],
        Difficulty::Medium | Difficulty::Hard => [81; 3],
    };
    let level = difficulty.level();
    // Solvable by singles or Medium's techniques means one solution; Hard's include the
    // uniqueness techniques, so from Hard on the solution count is asked instead.
    let fit = |puzzle: &Grid| match difficulty {
        Difficulty::Easy | Difficulty::Medium => solvable_within(puzzle, level),
        Difficulty::Hard | Difficulty::Expert => count_solutions(puzzle, 2) == 1,
    };
    let mut puzzle = solution.clone();
    let mut empty = [0usize; 3];
    // Removes `cells` (all or none) when every face stays within `limit` and the cube stays fit.
    let dig = |puzzle: &mut Grid, empty: &mut [usize; 3], cells: &[usize], limit: &[usize; 3]| -> bool {
        let cells: Vec<usize> = cells.iter().copied().filter(|&c| puzzle.get(c).is_some()).collect();
        let added = on_faces(&cells);
        if cells.is_empty() || (0..3).any(|f| added[f] > 0 && empty[f] + added[f] > limit[f]) {
            return false;
        }
        for &c in &cells {
            puzzle.set(c, None);
        }
        if fit(puzzle) {
            (0..3).for_each(|f| empty[f] += added[f]);
            true
        } else {
            for &c in &cells {
                puzzle.set(c, solution.get(c));
            }
            false
        }
    };
    // Faces that need their links.
    let mut kept_empty: Vec<usize> = Vec::new();
    if needs_links(difficulty) {
        for face in Face::ALL {
            if !unique_alone(&puzzle, face) {
                continue;
            }
            let sets = linked_unavoidable_sets(&solution, face, rng);
            let emptied = sets
                .iter()
                .take(6)
                .find(|set| dig(&mut puzzle, &mut empty, set, &dig_to));
            match emptied {
                Some(set) => kept_empty.extend(set),
                None => return Err(Miss::UniqueAlone),
            }
        }
    }
    let mut order: Vec<usize> = (0..geometry.cell_count()).collect();
    order.shuffle(rng);
    for &cell in &order {
        if (0..3).all(|f| empty[f] >= dig_to[f]) {
            break;
        }
        if late() {
            return Err(Miss::Deadline);
        }
        dig(&mut puzzle, &mut empty, &[cell], &dig_to);
    }
    if empty.iter().any(|&e| e < lo) {
        return Err(Miss::FaceShort);
    }
    let grade = if difficulty == Difficulty::Easy {
        let (grade, report) = measure(&puzzle);
        if grade.hardest.is_none() || !difficulty.admits(&grade) {
            return Err(Miss::Grade);
        }
        check(&report, difficulty).map_err(|_| Miss::Rules)?;
        grade
    } else {
        let bounds = Bounds { lo, hi, targets };
        put_back(
            &mut puzzle,
            &solution,
            &kept_empty,
            &mut empty,
            &bounds,
            difficulty,
            rng,
            late,
        )?
    };
    Ok(Puzzle {
        puzzle,
        solution,
        difficulty,
        grade,
    })
}

/// How many places `cells` take on each face.
fn on_faces(cells: &[usize]) -> [usize; 3] {
    let geometry = super::geometry::cube();
    let mut out = [0usize; 3];
    for &c in cells {
        for p in geometry.positions(c) {
            out[p.face.index()] += 1;
        }
    }
    out
}

/// The empty places each face may have, and the ones it is put back to.
struct Bounds {
    lo: usize,
    hi: usize,
    targets: [usize; 3],
}

/// From a dug-out cube to the band: givens of the solution put back in random order (never one
/// of `kept_empty`, whose faces would be sudokus alone again), first on the faces above their
/// target, skipping any that would let an easier band's techniques finish it; the first cube
/// with every face in the band that the band's techniques finish and that keeps the face rules
/// is the result.
#[allow(clippy::too_many_arguments)]
fn put_back(
    puzzle: &mut Grid,
    solution: &Grid,
    kept_empty: &[usize],
    empty: &mut [usize; 3],
    bounds: &Bounds,
    difficulty: Difficulty,
    rng: &mut dyn RngCore,
    late: impl Fn() -> bool,
) -> Result<Grade, Miss> {
    let level = difficulty.level();
    let mut now = lowest_level(puzzle, level);
    if now.is_some_and(|l| l < level) {
        // Givens only make a puzzle easier.
        return Err(Miss::Grade);
    }
    let mut holes: Vec<usize> = (0..puzzle.len())
        .filter(|&c| puzzle.get(c).is_none() && !kept_empty.contains(&c))
        .collect();
    holes.shuffle(rng);
    let mut skipped = 0;
    let mut judged = 0;
    loop {
        let in_band = empty.iter().all(|e| (bounds.lo..=bounds.hi).contains(e));
        if in_band && now == Some(level) {
            let (grade, report) = measure(puzzle);
            if grade.hardest.is_some() && difficulty.admits(&grade) && check(&report, difficulty).is_ok() {
                // The same steering as the classic generator's (no one technique decides
                // more than 40% of a band).
                if !difficulty.keeps(Shape::Cube, &grade, rng) {
                    return Err(Miss::Steered);
                }
                return Ok(grade);
            }
            judged += 1;
            if judged > 3 {
                return Err(Miss::Rules);
            }
        }
        if late() {
            return Err(Miss::Deadline);
        }
        if skipped > 24 {
            return Err(Miss::Grade);
        }
        let above = |f: usize| empty[f] > bounds.targets[f];
        let any_above = (0..3).any(above);
        // The next hole that brings a face above its target down (any hole once none is),
        // without taking a face below the band.
        let pick = holes.iter().position(|&c| {
            let on = on_faces(&[c]);
            (0..3).all(|f| empty[f] >= bounds.lo + on[f]) && (!any_above || (0..3).any(|f| on[f] > 0 && above(f)))
        });
        let Some(i) = pick else {
            return Err(Miss::Grade);
        };
        let cell = holes.remove(i);
        puzzle.set(cell, solution.get(cell));
        let after = lowest_level(puzzle, level);
        if after.is_some_and(|l| l < level) {
            puzzle.set(cell, None);
            skipped += 1;
        } else {
            now = after;
            let on = on_faces(&[cell]);
            (0..3).for_each(|f| empty[f] -= on[f]);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::logic::grade_unique;
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

    #[test]
    fn an_emptied_unavoidable_set_makes_its_face_ambiguous_but_not_the_cube() {
        let mut rng = StdRng::seed_from_u64(8);
        let solution = random_grid(Shape::Cube, &mut rng);
        for face in Face::ALL {
            let sets = linked_unavoidable_sets(&solution, face, &mut rng);
            assert!(!sets.is_empty(), "{face:?}");
            for set in sets.iter().take(5) {
                let mut dug = solution.clone();
                for &c in set {
                    dug.set(c, None);
                }
                assert!(!unique_alone(&dug, face), "{face:?} {set:?}");
                assert!(set.iter().any(|&c| solution.geometry().is_linked(c)));
                assert_eq!(count_solutions(&dug, 2), 1, "the other faces pin the linked cell");
            }
        }
    }

    #[test]
    fn measuring_grades_as_the_grader_does() {
        let mut rng = StdRng::seed_from_u64(3);
        for difficulty in [Difficulty::Easy, Difficulty::Hard] {
            let p = loop {
                if let Ok(p) = attempt(difficulty, &mut rng, None) {
                    break p;
                }
            };
            let (grade, report) = measure(&p.puzzle);
            assert_eq!(grade, grade_unique(&p.puzzle));
            assert_eq!(report.empty, Face::ALL.map(|f| face_empty(&p.puzzle, f)));
            // Every step's faces are recorded under its level.
            for (level, faces) in report.step_faces.iter().enumerate() {
                let used = grade.counts.keys().any(|t| t.level() as usize == level);
                assert_eq!(used, faces.iter().any(|&t| t), "level {level}");
            }
        }
    }
}
