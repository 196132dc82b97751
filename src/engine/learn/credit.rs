//! Credit for a player's own move: the simplest technique that explains it at the position
//! before it, or `unexplained` (a wrong digit, a guess, or more than the budget allows).
//!
//! The position is the player's notes where they hold only true eliminations, otherwise the
//! full candidates the placed digits leave ([`position_marks`]).
//!
//! - A removal is explained by the first row of the table at which the steps of the rows so
//!   far remove every candidate the player removed (one step usually; several steps of the
//!   same techniques when the player removed the conclusions of several patterns at once). A
//!   placement's eliminations count: placing a digit removes it from the cell's peers.
//! - A placement is explained by a path of steps that ends by placing that digit in that cell.
//!   The rows are tried in table order: before row `k` is asked, the rows before it have
//!   been applied until they found nothing new (within the round cap), so a placement first
//!   found while row `k` is asked needs that row. The credit is the hardest technique (latest
//!   in the table) among the steps applied and the placing step.
//!
//! The search stops at the budget's deadline (checked between rows) and applies at most the
//! budget's rounds of steps before the placing one, so a digit reached only by a long
//! computation the player cannot have done in their head is not credited.

use std::collections::HashSet;
use std::time::{Duration, Instant};

use crate::engine::grid::Grid;
use crate::engine::logic::{LogicalSolver, Step, Technique, TABLE};
use crate::engine::types::{Candidates, Digit};

use super::PlayerMove;

/// How much work a credit may take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// The time allowed, from the call (checked between rows of the table: one row's search
    /// is not interrupted, so the call may run over by one row's time).
    pub time: Duration,
    /// How many rounds of steps may be applied before the step that places the digit.
    pub rounds: usize,
}

impl Default for Budget {
    /// Half a second and three rounds: enough for every step of the grader's paths on the
    /// sample the README measures, small enough to run after every move in the background.
    fn default() -> Budget {
        Budget {
            time: Duration::from_millis(500),
            rounds: 3,
        }
    }
}

/// Why a move is not credited.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Unexplained {
    /// The digit placed is not the solution's.
    WrongDigit,
    /// A candidate removed is the cell's solution digit.
    WrongElimination,
    /// The board already holds a wrong digit, so no deduction on it can be trusted.
    BoardMistake,
    /// No technique explains it within the rounds (a guess, or a long computation).
    NoStep,
    /// The time ran out first.
    OverBudget,
}

/// What a move is credited to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Credit {
    /// The hardest technique of the simplest explanation.
    Found(Technique),
    /// Not explained: never credited.
    Unexplained(Unexplained),
    /// The move changes nothing a technique decides: the cell was filled already, or the
    /// candidates removed were gone already (a placed peer holds the digit).
    Nothing,
}

impl Credit {
    /// The technique credited, if any.
    pub fn technique(self) -> Option<Technique> {
        match self {
            Credit::Found(t) => Some(t),
            _ => None,
        }
    }

    /// The word the CLI prints: the technique's name, `unexplained` or `nothing`.
    pub fn name(self) -> &'static str {
        match self {
            Credit::Found(t) => t.name(),
            Credit::Unexplained(_) => "unexplained",
            Credit::Nothing => "nothing",
        }
    }
}

/// The candidates a move is judged on: for each empty cell, the player's notes where they
/// wrote any (within what the placed digits allow), else what the placed digits allow; but
/// where any note leaves out its cell's solution digit (an elimination that is not true), the
/// full candidates everywhere. `notes` may be empty (no notes at all). Placed cells get none.
pub fn position_marks(solution: &Grid, board: &Grid, notes: &[Candidates]) -> Vec<Candidates> {
    let full: Vec<Candidates> = board.all_candidates();
    let marks: Vec<Candidates> = full
        .iter()
        .enumerate()
        .map(|(c, &f)| match notes.get(c) {
            Some(n) if !n.is_empty() && board.get(c).is_none() => n.intersection(f),
            _ => f,
        })
        .collect();
    let true_only =
        (0..board.len()).all(|c| board.get(c).is_some() || solution.get(c).is_none_or(|d| marks[c].contains(d)));
    if true_only {
        marks
    } else {
        full
    }
}

/// Credits a move on `board` (with the player's `notes`, one set per cell, or none) of the
/// puzzle whose one solution is `solution`.
pub fn credit(solution: &Grid, board: &Grid, notes: &[Candidates], mv: &PlayerMove, budget: &Budget) -> Credit {
    let deadline = Instant::now() + budget.time;
    if (0..board.len()).any(|c| board.get(c).is_some_and(|d| solution.get(c) != Some(d))) {
        return Credit::Unexplained(Unexplained::BoardMistake);
    }
    let marks = position_marks(solution, board, notes);
    let solver = LogicalSolver::with_candidates(board, &marks);
    match mv {
        PlayerMove::Place(cell, digit) => {
            if *cell >= board.len() || board.get(*cell).is_some() {
                return Credit::Nothing;
            }
            if solution.get(*cell) != Some(*digit) {
                return Credit::Unexplained(Unexplained::WrongDigit);
            }
            credit_placement(solver, (*cell, *digit), budget.rounds, deadline)
        }
        PlayerMove::Remove(removed) => {
            let removed: Vec<(usize, Digit)> = removed
                .iter()
                .copied()
                .filter(|&(c, d)| marks.get(c).is_some_and(|m| m.contains(d)))
                .collect();
            if removed.is_empty() {
                return Credit::Nothing;
            }
            if removed.iter().any(|&(c, d)| solution.get(c) == Some(d)) {
                return Credit::Unexplained(Unexplained::WrongElimination);
            }
            credit_removal(&solver, &removed, deadline)
        }
    }
}

/// The first row at which the steps of the rows so far remove every candidate in `removed`.
fn credit_removal(solver: &LogicalSolver, removed: &[(usize, Digit)], deadline: Instant) -> Credit {
    let mut covered: HashSet<(usize, Digit)> = HashSet::new();
    for row in TABLE {
        if Instant::now() >= deadline {
            return Credit::Unexplained(Unexplained::OverBudget);
        }
        for step in solver.all_steps(row.technique) {
            covered.extend(removals_of(solver, &step));
        }
        if removed.iter().all(|x| covered.contains(x)) {
            return Credit::Found(row.technique);
        }
    }
    Credit::Unexplained(Unexplained::NoStep)
}

/// The candidates a step removes: its eliminations, and for each digit it places, the cell's
/// other candidates and the digit in the cell's peers.
fn removals_of(solver: &LogicalSolver, step: &Step) -> Vec<(usize, Digit)> {
    let mut out = step.eliminations.clone();
    let candidates = solver.candidates();
    let geometry = solver.grid().geometry();
    for &(c, d) in &step.placements {
        out.extend(candidates[c].iter().filter(|&x| x != d).map(|x| (c, x)));
        out.extend(
            geometry
                .peers(c)
                .iter()
                .filter(|&&p| candidates[p].contains(d))
                .map(|&p| (p, d)),
        );
    }
    out
}

/// The easiest explanation of placing `target`: see the module docs.
fn credit_placement(mut solver: LogicalSolver, target: (usize, Digit), rounds: usize, deadline: Instant) -> Credit {
    let mut rounds_left = rounds;
    // The latest row (table index) among the steps applied so far.
    let mut hardest_applied: Option<usize> = None;
    for k in 0..TABLE.len() {
        // The rows before k found nothing new when last asked: only row k is new to ask.
        let mut ask = k..k + 1;
        loop {
            let mut found: Vec<(usize, Step)> = Vec::new();
            for r in ask.clone() {
                if Instant::now() >= deadline {
                    return Credit::Unexplained(Unexplained::OverBudget);
                }
                found.extend(solver.all_steps(TABLE[r].technique).into_iter().map(|s| (r, s)));
            }
            if let Some(&(r, _)) = found.iter().find(|(_, s)| s.placements.contains(&target)) {
                let hardest = hardest_applied.map_or(r, |h| h.max(r));
                return Credit::Found(TABLE[hardest].technique);
            }
            if rounds_left == 0 {
                break;
            }
            let mut changed = false;
            for (r, step) in &found {
                if changes(&solver, step) {
                    solver.apply(step);
                    hardest_applied = Some(hardest_applied.map_or(*r, |h| h.max(*r)));
                    changed = true;
                }
            }
            if !changed {
                break;
            }
            rounds_left -= 1;
            ask = 0..k + 1;
        }
    }
    Credit::Unexplained(Unexplained::NoStep)
}

/// Whether applying the step still changes the solver's board.
fn changes(solver: &LogicalSolver, step: &Step) -> bool {
    let grid = solver.grid();
    let candidates = solver.candidates();
    step.placements.iter().any(|&(c, _)| grid.get(c).is_none())
        || step.eliminations.iter().any(|&(c, d)| candidates[c].contains(d))
}
