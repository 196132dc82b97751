//! Practice positions: where a technique is the simplest step available (every easier row of
//! the table finds nothing, this one finds a step), found on the grader's path through shipped
//! levels and generated puzzles; and the checker that says whether a player's move is the
//! deduction the technique makes there.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};

use crate::engine::generator::{generate_variant_attempt, Difficulty};
use crate::engine::geometry::Variant;
use crate::engine::grid::Grid;
use crate::engine::logic::{Level, LogicalSolver, Step, Technique};
use crate::engine::types::{Candidates, Digit};

use super::PlayerMove;

/// A position where `technique` is the simplest step: the puzzle, the board as far as the
/// grader got, the candidates it had then (the pencil marks the player sees), and every step
/// the technique finds there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    /// Where it comes from: a level id (`classic-hard-017`) or `generated-SEED`.
    pub source: String,
    /// The puzzle's givens.
    pub puzzle: Grid,
    /// Its one solution.
    pub solution: Grid,
    /// The digits placed so far (givens included).
    pub board: Grid,
    /// Each cell's candidates (empty for a placed cell).
    pub candidates: Vec<Candidates>,
    /// The technique practised.
    pub technique: Technique,
    /// Every step of the technique on this position (at least one).
    pub steps: Vec<Step>,
}

/// What the checker says of a move on a practice position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Verdict {
    /// The move is one of the technique's conclusions: a digit one of its steps places, or
    /// every elimination of one of its steps (and nothing it does not remove).
    Right,
    /// Some of the technique's eliminations here and nothing else, but not all of any one step.
    PartlyRight,
    /// Not what the technique concludes here.
    NotThisOne,
}

impl Position {
    /// Every digit the technique places here, `(cell, digit)`, sorted.
    pub fn placements(&self) -> Vec<(usize, Digit)> {
        let mut out: Vec<(usize, Digit)> = self.steps.iter().flat_map(|s| s.placements.iter().copied()).collect();
        out.sort_unstable();
        out.dedup();
        out
    }

    /// Every candidate the technique removes here, `(cell, digit)`, sorted.
    pub fn eliminations(&self) -> Vec<(usize, Digit)> {
        let mut out: Vec<(usize, Digit)> = self.steps.iter().flat_map(|s| s.eliminations.iter().copied()).collect();
        out.sort_unstable();
        out.dedup();
        out
    }

    /// Whether the marks are what the placed digits allow, cell by cell (the position reads
    /// back from the board's digits alone).
    pub fn marks_are_plain(&self) -> bool {
        self.candidates == self.board.all_candidates()
    }

    /// Whether the position can be written in the pencil-mark text forms and read back the
    /// same: those read a cell with one mark as placed, so either the marks are plain (the
    /// digits alone say them) or no empty cell has only one.
    pub fn is_writable(&self) -> bool {
        self.marks_are_plain()
            || (0..self.board.len()).all(|c| self.board.get(c).is_some() || self.candidates[c].len() != 1)
    }

    /// Whether the position agrees with its puzzle's one solution: the board's digits are the
    /// solution's, every empty cell keeps its solution digit among its marks, and every step
    /// places only solution digits and removes none (so the checker and Show me replay it).
    pub fn agrees_with(&self, solution: &Grid) -> bool {
        (0..self.board.len()).all(|c| match (self.board.get(c), solution.get(c)) {
            (Some(d), Some(s)) => d == s,
            (None, Some(s)) => self.candidates[c].contains(s),
            _ => false,
        }) && self.steps.iter().all(|s| step_agrees(s, solution))
    }

    /// Checks a player's move against what the technique concludes here.
    pub fn check(&self, mv: &PlayerMove) -> Verdict {
        match mv {
            PlayerMove::Place(cell, digit) => {
                if self.steps.iter().any(|s| s.placements.contains(&(*cell, *digit))) {
                    Verdict::Right
                } else {
                    Verdict::NotThisOne
                }
            }
            PlayerMove::Remove(removed) => {
                // Removing a mark that is not there changes nothing: it neither helps nor hurts.
                let removed: Vec<(usize, Digit)> = removed
                    .iter()
                    .copied()
                    .filter(|&(c, d)| self.candidates.get(c).is_some_and(|m| m.contains(d)))
                    .collect();
                if removed.is_empty() {
                    return Verdict::NotThisOne;
                }
                let all = self.eliminations();
                if removed.iter().any(|x| !all.contains(x)) {
                    return Verdict::NotThisOne;
                }
                let whole_step = self
                    .steps
                    .iter()
                    .any(|s| !s.eliminations.is_empty() && s.eliminations.iter().all(|x| removed.contains(x)));
                if whole_step {
                    Verdict::Right
                } else {
                    Verdict::PartlyRight
                }
            }
        }
    }
}

/// Every position on the grader's path through `puzzle` where `technique` is the simplest
/// step (the grader's next step is of that technique), in path order. `solution` is the
/// puzzle's one solution; `source` names it in each position.
pub fn positions_in(puzzle: &Grid, solution: &Grid, technique: Technique, source: &str) -> Vec<Position> {
    let mut out = Vec::new();
    let mut solver = LogicalSolver::new(puzzle);
    while let Some(step) = solver.next_step() {
        out.extend(position_at(&solver, puzzle, solution, technique, source, &step));
        solver.apply(&step);
    }
    out
}

/// A position to walk the grader from, out of a puzzle collection: a puzzle, the board as far
/// as it was played, and the pencil marks then (HoDoKu's technique library gives positions so;
/// a plain puzzle starts from its givens and every candidate they allow).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Start {
    /// Where it comes from (`hodoku-reglib-1.4 line 412`, `forum-hardest line 10`).
    pub source: String,
    /// The puzzle's givens.
    pub puzzle: Grid,
    /// The digits placed (givens included).
    pub board: Grid,
    /// Each cell's candidates (empty for a placed cell).
    pub candidates: Vec<Candidates>,
}

impl Start {
    /// A puzzle from its givens, with every candidate they allow.
    pub fn of_puzzle(source: &str, puzzle: Grid) -> Start {
        let candidates = puzzle.all_candidates();
        Start {
            source: source.to_string(),
            board: puzzle.clone(),
            puzzle,
            candidates,
        }
    }
}

/// The first `most` positions on the grader's path from `start` where `technique` is the
/// simplest step, as [`positions_in`] does from a puzzle's givens. Positions whose marks or
/// steps disagree with `solution` (a collection's marks that removed a true digit) end the walk.
pub fn positions_from(start: &Start, solution: &Grid, technique: Technique, most: usize) -> Vec<Position> {
    let mut out = Vec::new();
    if !start.puzzle.is_extended_by(&start.board) {
        return out;
    }
    let mut solver = LogicalSolver::with_candidates(&start.board, &start.candidates);
    while out.len() < most {
        let Some(step) = solver.next_step() else {
            break;
        };
        let position = position_at(&solver, &start.puzzle, solution, technique, &start.source, &step);
        if let Some(p) = position {
            if !p.agrees_with(solution) {
                break;
            }
            out.push(p);
        }
        if !step_agrees(&step, solution) {
            break;
        }
        solver.apply(&step);
    }
    out
}

/// Whether a step places only the solution's digits and removes none of them.
fn step_agrees(step: &Step, solution: &Grid) -> bool {
    step.placements.iter().all(|&(c, d)| solution.get(c) == Some(d))
        && step.eliminations.iter().all(|&(c, d)| solution.get(c) != Some(d))
}

/// Techniques practised where they act though an easier row of the table acts too, because
/// they are never the simplest step. Remote pairs: two neighbours of its chain are a naked pair
/// in the house they share (an earlier row), and once no naked pair removes anything every
/// link is a conjugate pair on both digits, so simple colouring (also earlier) makes the same
/// eliminations first. Walking HoDoKu's remote-pair cases, 4,000 of the forum's hardest
/// puzzles and generated puzzles for 4 minutes found no position where it came first.
pub const PRACTISED_BESIDE_EASIER: &[Technique] = &[Technique::RemotePairs];

/// Whether `technique` is practised where an easier technique also acts (the page says so).
pub fn practised_beside_easier(technique: Technique) -> bool {
    PRACTISED_BESIDE_EASIER.contains(&technique)
}

/// The position the solver stands at, when its next step `step` is of `technique`, or, for a
/// technique [`practised_beside_easier`], when the technique finds a step there at all.
fn position_at(
    solver: &LogicalSolver,
    puzzle: &Grid,
    solution: &Grid,
    technique: Technique,
    source: &str,
    step: &Step,
) -> Option<Position> {
    if step.technique != technique && !practised_beside_easier(technique) {
        return None;
    }
    let mut steps = solver.all_steps(technique);
    if step.technique == technique {
        if !steps.contains(step) {
            steps.insert(0, step.clone());
        }
    } else if steps.is_empty() {
        return None;
    }
    let candidates = (0..puzzle.len())
        .map(|c| {
            if solver.grid().get(c).is_some() {
                Candidates::NONE
            } else {
                solver.candidates()[c]
            }
        })
        .collect();
    Some(Position {
        source: source.to_string(),
        puzzle: puzzle.clone(),
        solution: solution.clone(),
        board: solver.grid().clone(),
        candidates,
        technique,
        steps,
    })
}

/// What to look for: positions of one technique, how many, from which seed, until when.
#[derive(Clone, Debug)]
pub struct Search {
    /// The technique.
    pub technique: Technique,
    /// How many positions (at most one per puzzle).
    pub count: usize,
    /// The seed of the order levels are walked in and of generated puzzles: the same seed
    /// gives the same positions.
    pub seed: u64,
    /// The board; None: a killer board for the cage techniques, else the classic one.
    pub variant: Option<Variant>,
    /// Stop looking at this instant (positions found so far are kept).
    pub deadline: Option<Instant>,
    /// How many attempts at a generated puzzle at most once the shipped levels and the starts
    /// are walked (0: none; an attempt that misses the band gives no puzzle).
    pub generate: usize,
    /// Positions out of puzzle collections to walk after the shipped levels (classic boards
    /// only; one position taken from each, the first its path holds).
    pub starts: Vec<Start>,
    /// Positions already known, `(puzzle, board)`: never found again (a run that has shown
    /// the pool's positions asks for different ones).
    pub known: Vec<(Grid, Grid)>,
    /// Set from elsewhere (the player left the practice run): stop looking, as at the
    /// deadline.
    pub cancel: Option<Arc<AtomicBool>>,
}

impl Search {
    /// `count` positions of `technique` from `seed`, on its default board, without deadline,
    /// with up to 20 attempts at a generated puzzle when the shipped levels are not enough.
    pub fn new(technique: Technique, count: usize, seed: u64) -> Search {
        Search {
            technique,
            count,
            seed,
            variant: None,
            deadline: None,
            generate: 20,
            starts: Vec::new(),
            known: Vec::new(),
            cancel: None,
        }
    }

    /// The board searched.
    pub fn variant(&self) -> Variant {
        self.variant.unwrap_or(if asked_on(self.technique, Variant::Classic) {
            Variant::Classic
        } else {
            Variant::Killer
        })
    }

    fn expired(&self) -> bool {
        self.deadline.is_some_and(|d| Instant::now() >= d)
            || self.cancel.as_ref().is_some_and(|c| c.load(Ordering::Relaxed))
    }

    /// Whether a position is one of the known ones.
    fn knows(&self, position: &Position) -> bool {
        self.known
            .iter()
            .any(|(puzzle, board)| *puzzle == position.puzzle && *board == position.board)
    }
}

/// The shipped levels of a board and band, parsed: `(id, puzzle, solution, hardest)`.
pub type ShippedLevels<'a> = &'a dyn Fn(Variant, Difficulty) -> Vec<(String, Grid, Grid, Technique)>;

/// Whether the grader asks `technique` on boards of `variant` (the table's variants column).
pub fn asked_on(technique: Technique, variant: Variant) -> bool {
    technique.row().variants.contains(&variant)
}

/// The band whose puzzles are likeliest to need a technique of `level`.
fn band_of(level: Level) -> Difficulty {
    match level {
        Level::Easy => Difficulty::Easy,
        Level::Medium => Difficulty::Medium,
        Level::Hard => Difficulty::Hard,
        Level::Expert => Difficulty::Expert,
    }
}

/// Positions where the search's technique is the simplest step: the shipped levels first (the
/// technique's own band, then the harder ones, then the easier; each band in an order drawn
/// from the seed), one position per puzzle drawn from the seed among those its path holds;
/// then the search's [`Start`]s from puzzle collections, one position each; then, while more
/// are wanted, up to `generate` attempts at a puzzle of the technique's band.
/// Only positions that the text forms can write ([`Position::is_writable`]) are kept.
///
/// `shipped` gives the shipped levels of a board and band, as the level files' `shipped_unchecked`
/// does: passed in, so the engine needs nothing of the level files.
pub fn find_positions(search: &Search, shipped: ShippedLevels) -> Vec<Position> {
    let mut rng = StdRng::seed_from_u64(search.seed);
    let variant = search.variant();
    let technique = search.technique;
    if search.count == 0 || !asked_on(technique, variant) {
        return Vec::new();
    }
    let home = band_of(technique.level());
    let mut bands: Vec<Difficulty> = Difficulty::ALL.into_iter().filter(|&d| d >= home).collect();
    bands.extend(Difficulty::ALL.into_iter().filter(|&d| d < home).rev());
    let mut out = Vec::new();
    let take = |puzzle: &Grid, solution: &Grid, source: &str, rng: &mut StdRng, out: &mut Vec<Position>| {
        let found: Vec<Position> = positions_in(puzzle, solution, technique, source)
            .into_iter()
            .filter(|p| p.is_writable() && p.agrees_with(solution) && !search.knows(p))
            .collect();
        if !found.is_empty() {
            let pick = rng.random_range(0..found.len());
            out.extend(found.into_iter().nth(pick));
        }
    };
    for band in bands {
        let mut levels = shipped(variant, band);
        levels.shuffle(&mut rng);
        for (id, puzzle, solution, _) in &levels {
            if out.len() >= search.count || search.expired() {
                return out;
            }
            take(puzzle, solution, id, &mut rng, &mut out);
        }
    }
    // The collections' positions, in an order drawn from the seed (they are classic boards).
    if variant == Variant::Classic {
        let mut order: Vec<&Start> = search.starts.iter().collect();
        order.shuffle(&mut rng);
        for start in order {
            if out.len() >= search.count || search.expired() {
                return out;
            }
            if start.puzzle.shape().variant() != variant {
                continue;
            }
            let Ok(solution) = crate::engine::solver::solve_unique(&start.puzzle) else {
                continue;
            };
            out.extend(
                positions_from(start, &solution, technique, 1)
                    .into_iter()
                    .filter(|p| p.is_writable() && !search.knows(p)),
            );
        }
    }
    // Generated puzzles: one seed each, so a position names the puzzle it came from.
    for _ in 0..search.generate {
        if out.len() >= search.count || search.expired() {
            break;
        }
        let seed: u64 = rng.random();
        let mut puzzle_rng = StdRng::seed_from_u64(seed);
        let Some(made) = generate_variant_attempt(variant, home, &mut puzzle_rng, search.deadline) else {
            continue;
        };
        take(
            &made.puzzle,
            &made.solution,
            &format!("generated-{seed}"),
            &mut rng,
            &mut out,
        );
    }
    out
}

/// How long the game looks for one new practice position before saying none could be made
/// (the player sees that it is being made, and may leave: the search then stops).
pub const MAKE_BUDGET: Duration = Duration::from_secs(30);

/// One new position of `technique`, none of `known`, made as `sudoku3d practise` makes them:
/// the shipped levels walked in an order drawn from `seed` (positions their paths hold beyond
/// the pool's), then puzzles generated for the technique's band, until `budget` is spent or
/// `cancel` is set. Slow (up to `budget`): run it off the UI thread.
pub fn make_position(
    technique: Technique,
    seed: u64,
    known: Vec<(Grid, Grid)>,
    budget: Duration,
    cancel: Option<Arc<AtomicBool>>,
    shipped: ShippedLevels,
) -> Option<Position> {
    let search = Search {
        deadline: Some(Instant::now() + budget),
        generate: usize::MAX,
        known,
        cancel,
        ..Search::new(technique, 1, seed)
    };
    find_positions(&search, shipped).into_iter().next()
}

/// A practice pool: positions per technique written to a file by `sudoku3d practise all
/// --write-pool`, so a practice run starts at once ([`Pool::shipped`] reads the
/// shipped one). Each entry is re-checked when read: a position whose technique is no longer
/// the simplest step (the table changed) is left out.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct Pool {
    /// The format version (1).
    pub version: u32,
    /// The positions, technique by technique in table order.
    pub entries: Vec<PoolEntry>,
}

impl Pool {
    /// The shipped practice pool (`levels/practice.json`, made by `sudoku3d practise all -n 5
    /// --seed 2026 --generate 0 --sources data/hodoku-reglib-1.4.txt --sources
    /// data/practice-sources --write-pool levels/practice.json`, see docs/learn.md): positions
    /// per technique, ready at once. An unreadable
    /// pool is an empty one (the positions are then searched for, [`find_positions`]).
    pub fn shipped() -> Pool {
        serde_json::from_str(include_str!("../../../levels/practice.json")).unwrap_or_default()
    }
}

/// One position of a [`Pool`], in text.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct PoolEntry {
    /// The technique's name (`x_wing`).
    pub technique: String,
    /// The board kind (`classic`, `killer`...).
    pub variant: String,
    /// Where it comes from (a level id, `generated-SEED`).
    pub source: String,
    /// The puzzle, as `Grid::to_line` writes it.
    pub puzzle: String,
    /// The board in play, the same way.
    pub board: String,
    /// Each cell's marks (its candidates' digits; empty for a placed cell), separated by
    /// spaces, `.` for a cell without any.
    pub marks: String,
}

impl Pool {
    /// The pool of these positions.
    pub fn of(positions: &[Position]) -> Pool {
        let entries = positions
            .iter()
            .map(|p| PoolEntry {
                technique: p.technique.name().to_string(),
                variant: p.board.shape().variant().name().to_string(),
                source: p.source.clone(),
                puzzle: p.puzzle.to_line(),
                board: p.board.to_line(),
                marks: p
                    .candidates
                    .iter()
                    .map(|m| {
                        if m.is_empty() {
                            ".".to_string()
                        } else {
                            m.iter().map(|d| d.to_char()).collect()
                        }
                    })
                    .collect::<Vec<String>>()
                    .join(" "),
            })
            .collect();
        Pool { version: 1, entries }
    }

    /// The pool's positions of `technique`, each checked again (see [`Pool`]).
    pub fn positions(&self, technique: Technique) -> Vec<Position> {
        self.entries
            .iter()
            .filter(|e| e.technique == technique.name())
            .filter_map(|e| e.position(technique))
            .collect()
    }

    /// How many entries each technique has, in table order (techniques without any left out).
    pub fn counts(&self) -> Vec<(Technique, usize)> {
        Technique::all()
            .map(|t| (t, self.entries.iter().filter(|e| e.technique == t.name()).count()))
            .filter(|&(_, n)| n > 0)
            .collect()
    }
}

impl PoolEntry {
    /// The position, if it reads and its technique is still the simplest step there.
    fn position(&self, technique: Technique) -> Option<Position> {
        let variant: Variant = self.variant.parse().ok()?;
        let puzzle = Grid::from_variant_line(variant, &self.puzzle).ok()?;
        let board = Grid::from_variant_line(variant, &self.board).ok()?;
        if board.shape() != puzzle.shape() || !puzzle.is_extended_by(&board) {
            return None;
        }
        let solution = crate::engine::solver::solve_unique(&puzzle).ok()?;
        let marks: Vec<&str> = self.marks.split_whitespace().collect();
        if marks.len() != board.len() {
            return None;
        }
        let mut candidates = Vec::with_capacity(board.len());
        for (c, text) in marks.iter().enumerate() {
            let mut set = Candidates::NONE;
            for ch in text.chars().filter(|&ch| ch != '.') {
                set.insert(Digit::from_char(ch)?);
            }
            candidates.push(if board.get(c).is_some() { Candidates::NONE } else { set });
        }
        let solver = LogicalSolver::with_candidates(&board, &candidates);
        let next = solver.next_step()?;
        position_at(&solver, &puzzle, &solution, technique, &self.source, &next).filter(|p| p.agrees_with(&solution))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Positions of `technique` from the shipped levels only (no generating in a test).
    fn shipped(technique: Technique, count: usize) -> Vec<Position> {
        let search = Search {
            generate: 0,
            ..Search::new(technique, count, 7)
        };
        let found = find_positions(&search, &crate::levels::shipped_unchecked);
        assert!(
            !found.is_empty(),
            "no {} position in the shipped levels",
            technique.name()
        );
        found
    }

    /// Every position found is one where the technique is the grader's next step, and the
    /// step is among the position's.
    fn assert_simplest(p: &Position) {
        let solver = LogicalSolver::with_candidates(&p.board, &p.candidates);
        let next = solver.next_step().expect("a step");
        assert_eq!(next.technique, p.technique, "{}", p.source);
        assert!(p.steps.contains(&next));
    }

    /// A candidate of the position the technique neither removes nor places (the cell's
    /// solution digit, so no technique ever removes it).
    /// None when the technique fills the board's last empty cells.
    fn kept_candidate(p: &Position) -> Option<(usize, Digit)> {
        let placed = p.placements();
        (0..p.board.len())
            .find(|&c| p.board.get(c).is_none() && !placed.iter().any(|&(x, _)| x == c))
            .and_then(|c| p.solution.get(c).map(|d| (c, d)))
    }

    /// A placing technique: its digit is right, another cell's digit and any removal are not.
    fn check_placing(technique: Technique) {
        for p in shipped(technique, 3) {
            assert_simplest(&p);
            let (cell, digit) = p.placements()[0];
            assert_eq!(p.check(&PlayerMove::Place(cell, digit)), Verdict::Right);
            // The right digit of a cell the technique does not fill here.
            // (None on the last empty cell of a board.)
            let other =
                (0..p.board.len()).find(|&c| p.board.get(c).is_none() && !p.placements().iter().any(|&(x, _)| x == c));
            if let Some(other) = other {
                let other_digit = p.solution.get(other).expect("solved");
                assert_eq!(p.check(&PlayerMove::Place(other, other_digit)), Verdict::NotThisOne);
            }
            // A wrong digit in the technique's own cell.
            let wrong = p.candidates[cell].iter().find(|&d| d != digit);
            if let Some(wrong) = wrong {
                assert_eq!(p.check(&PlayerMove::Place(cell, wrong)), Verdict::NotThisOne);
            }
            if let Some(kept) = kept_candidate(&p) {
                assert_eq!(p.check(&PlayerMove::Remove(vec![kept])), Verdict::NotThisOne);
            }
        }
    }

    /// An eliminating technique: a whole step's eliminations are right, part of them partly
    /// right, part of them with one more candidate not this one, and a placement not this one.
    fn check_eliminating(technique: Technique) {
        check_eliminating_with(technique, true);
    }

    /// As [`check_eliminating`]; `partial` says a partial move must be seen (a technique
    /// whose every step removes one candidate has none).
    fn check_eliminating_with(technique: Technique, partial: bool) {
        let mut partial_seen = false;
        for p in shipped(technique, 4) {
            assert_simplest(&p);
            let step = &p.steps[0];
            assert_eq!(p.check(&PlayerMove::Remove(step.eliminations.clone())), Verdict::Right);
            let all = p.eliminations();
            assert_eq!(p.check(&PlayerMove::Remove(all.clone())), Verdict::Right);
            // One elimination that is not a whole step by itself.
            let lone = all
                .iter()
                .find(|x| !p.steps.iter().any(|s| s.eliminations == vec![**x]));
            if let Some(&lone) = lone {
                assert_eq!(p.check(&PlayerMove::Remove(vec![lone])), Verdict::PartlyRight);
                partial_seen = true;
                let mut spoiled = vec![lone, kept_candidate(&p).expect("an empty cell")];
                assert_eq!(p.check(&PlayerMove::Remove(spoiled.clone())), Verdict::NotThisOne);
                spoiled.truncate(0);
                assert_eq!(p.check(&PlayerMove::Remove(spoiled)), Verdict::NotThisOne);
            }
            let (cell, digit) = kept_candidate(&p).expect("an empty cell");
            assert_eq!(p.check(&PlayerMove::Place(cell, digit)), Verdict::NotThisOne);
        }
        assert!(
            partial_seen || !partial,
            "no position of {} with a partial move",
            technique.name()
        );
    }

    #[test]
    fn singles_right_and_wrong() {
        check_placing(Technique::NakedSingle);
        check_placing(Technique::HiddenSingle);
    }

    #[test]
    fn intersections_and_subsets() {
        check_eliminating(Technique::LockedCandidates);
        check_eliminating(Technique::NakedPair);
        check_eliminating(Technique::HiddenPair);
    }

    #[test]
    fn fish() {
        check_eliminating(Technique::XWing);
        check_eliminating(Technique::Swordfish);
    }

    #[test]
    fn wings() {
        check_eliminating(Technique::XYWing);
        check_eliminating(Technique::WWing);
    }

    #[test]
    fn single_digit_patterns_and_chains() {
        check_eliminating(Technique::Skyscraper);
        check_eliminating(Technique::XYChain);
        check_eliminating(Technique::Aic);
    }

    #[test]
    fn uniqueness() {
        check_eliminating(Technique::UniqueRectangle1);
        check_eliminating(Technique::UniqueRectangle4);
    }

    /// The shipped classic levels hold one ALS-XY-Wing position and two contradiction forcing
    /// chains (none of ALS-XZ); each of these steps removes what its own pattern proves.
    #[test]
    fn als_and_forcing_chains() {
        check_eliminating_with(Technique::AlsXyWing, false);
        check_eliminating_with(Technique::ContradictionForcingChain, false);
    }

    #[test]
    fn killer_cages() {
        let found = shipped(Technique::CageCombination, 2);
        assert!(found
            .iter()
            .all(|p| matches!(p.board.shape(), crate::engine::Shape::Killer(_))));
        check_eliminating(Technique::CageCombination);
    }

    #[test]
    fn the_same_seed_gives_the_same_positions() {
        let search = Search {
            generate: 0,
            ..Search::new(Technique::XWing, 3, 11)
        };
        assert_eq!(
            find_positions(&search, &crate::levels::shipped_unchecked),
            find_positions(&search, &crate::levels::shipped_unchecked)
        );
        let other = Search {
            seed: 12,
            ..search.clone()
        };
        assert_ne!(
            find_positions(&search, &crate::levels::shipped_unchecked)
                .iter()
                .map(|p| p.source.clone())
                .collect::<Vec<_>>(),
            find_positions(&other, &crate::levels::shipped_unchecked)
                .iter()
                .map(|p| p.source.clone())
                .collect::<Vec<_>>()
        );
    }

    /// The shipped pool reads back whole: every entry is a position where its technique is
    /// still the simplest step, and its own first step checks right.
    #[test]
    fn the_shipped_pool_holds_positions_ready_to_practise() {
        let pool = Pool::shipped();
        let counts = pool.counts();
        assert!(counts.len() >= 30, "only {} techniques in the pool", counts.len());
        for (technique, entries) in counts {
            let positions = pool.positions(technique);
            assert_eq!(
                positions.len(),
                entries,
                "{} entries that no longer hold",
                technique.name()
            );
            for p in positions {
                let right = match p.steps[0].placements.first() {
                    Some(&(c, d)) => PlayerMove::Place(c, d),
                    None => PlayerMove::Remove(p.steps[0].eliminations.clone()),
                };
                assert_eq!(p.check(&right), Verdict::Right, "{}", p.source);
            }
        }
        // Written and read again, a pool gives the same positions.
        let xy = pool.positions(Technique::XYWing);
        assert_eq!(Pool::of(&xy).positions(Technique::XYWing), xy);
    }
}
