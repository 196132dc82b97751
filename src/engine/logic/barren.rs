//! Where a row found nothing before. The grader's and the hints' walks go from a position to
//! one inside it (every candidate still there was there before). A pattern whose cells keep
//! their candidates was a pattern on the position before too, and what it concludes now is part
//! of what it concluded then (fewer candidates are left to remove): so where a finder found
//! nothing, on a position inside that one it can only find a pattern that touches a changed
//! cell. Finders whose search is costly (chains, almost locked sets, Sue de Coq) first look at
//! those patterns alone, and search as before only when one of them concludes something; so
//! they report exactly what a fresh search reports.
//!
//! The memory is per thread and per technique: the candidates of the last position where the
//! technique found nothing.

use std::cell::RefCell;
use std::collections::HashMap;

use crate::engine::types::Candidates;

use super::{CellSet, Context, Technique};

/// A position: its candidates and its filled cells.
struct Position {
    candidates: Vec<Candidates>,
    filled: CellSet,
}

thread_local! {
    static NOTHING: RefCell<HashMap<Technique, Position>> = RefCell::new(HashMap::new());
}

fn filled(ctx: &Context) -> CellSet {
    (0..ctx.cell_count()).filter(|&c| ctx.grid.get(c).is_some()).collect()
}

/// What changed since the last position where a technique found nothing.
pub(super) struct Since {
    /// The candidates of that position.
    pub before: Vec<Candidates>,
    /// The cells whose candidates changed since (or that were filled since).
    pub changed: CellSet,
}

impl Since {
    /// The cells holding `digit` on the position before.
    pub fn holders_before(&self, digit: usize) -> CellSet {
        self.before
            .iter()
            .enumerate()
            .filter(|(_, set)| set.bits() >> digit & 1 != 0)
            .map(|(c, _)| c)
            .collect()
    }
}

/// The last position where `technique` found nothing, when the context's position lies inside
/// it (same board, no candidate that was not there, no filled cell emptied); None otherwise
/// (search as usual).
pub(super) fn since_nothing(ctx: &Context, technique: Technique) -> Option<Since> {
    NOTHING.with(|memo| {
        let memo = memo.borrow();
        let before = memo.get(&technique)?;
        if before.candidates.len() != ctx.candidates.len() {
            return None;
        }
        let now_filled = filled(ctx);
        if !before.filled.minus(&now_filled).is_empty() {
            return None;
        }
        let mut changed = now_filled.minus(&before.filled);
        for (c, (&now, &then)) in ctx.candidates.iter().zip(&before.candidates).enumerate() {
            if now != then {
                if !now.difference(then).is_empty() {
                    return None;
                }
                changed.insert(c);
            }
        }
        Some(Since {
            before: before.candidates.clone(),
            changed,
        })
    })
}

/// `technique` found nothing on the context's position: remember it.
pub(super) fn found_nothing(ctx: &Context, technique: Technique) {
    NOTHING.with(|memo| {
        memo.borrow_mut().insert(
            technique,
            Position {
                candidates: ctx.candidates.to_vec(),
                filled: filled(ctx),
            },
        );
    });
}

/// Runs `f` as on a fresh thread, with nothing remembered, and keeps what was remembered
/// before (tests compare a remembering finder with a fresh one).
#[cfg(test)]
pub(super) fn without_memory<T>(f: impl FnOnce() -> T) -> T {
    let kept = NOTHING.with(|memo| std::mem::take(&mut *memo.borrow_mut()));
    let out = f();
    NOTHING.with(|memo| *memo.borrow_mut() = kept);
    out
}
