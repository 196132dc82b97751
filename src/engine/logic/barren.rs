//! Where a row found nothing before. The grader's and the hints' walks go from a position to
//! one inside it (every candidate still there was there before). A pattern whose cells keep
//! their candidates was a pattern on the position before too, and what it concludes now is part
//! of what it concluded then (fewer candidates are left to remove): so where a finder found
//! nothing, on a position inside that one it can only find a pattern that touches a changed
//! cell. Subsets, unique rectangles, Sue de Coq and almost locked sets skip the patterns no
//! changed cell touches (in the order they scan, so the first step found is the same); chains
//! look through the changed links first and search as before only when one may conclude
//! something. Either way they report exactly what a fresh search reports.
//!
//! The memory ([`super::memory`]'s `found_nothing`) is per thread and per technique: the
//! candidates of the last position where the technique found nothing.

use crate::engine::types::Candidates;

use super::context::HouseSet;
use super::memory;
use super::{CellSet, Context, Sink, Technique};

/// A position: its candidates and its filled cells.
pub(super) struct Position<const W: usize> {
    candidates: Vec<Candidates>,
    filled: CellSet<W>,
}

fn filled<const W: usize>(ctx: &Context<W>) -> CellSet<W> {
    (0..ctx.cell_count()).filter(|&c| ctx.grid.get(c).is_some()).collect()
}

/// What changed since the last position where a technique found nothing.
pub(super) struct Since<const W: usize> {
    /// The candidates of that position.
    pub before: Vec<Candidates>,
    /// The cells whose candidates changed since (or that were filled since).
    pub changed: CellSet<W>,
}

impl<const W: usize> Since<W> {
    /// Whether any of `cells` changed.
    pub fn touches(&self, cells: &[usize]) -> bool {
        cells.iter().any(|&c| self.changed.contains(c))
    }

    /// The houses holding a changed cell.
    pub fn changed_houses(&self, ctx: &Context<W>) -> HouseSet {
        let mut houses = HouseSet::default();
        for c in self.changed.iter() {
            for &h in &ctx.tables.cell_houses[c] {
                houses.insert(h);
            }
        }
        houses
    }

    /// The cells holding `digit` on the position before.
    pub fn holders_before(&self, digit: usize) -> CellSet<W> {
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
pub(super) fn since_nothing<const W: usize>(ctx: &Context<W>, technique: Technique) -> Option<Since<W>> {
    memory::found_nothing(|memo| {
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

/// Runs the finder of `technique`, which is given what changed since the last position where
/// it found nothing (when the position lies inside that one) and may skip every pattern that
/// changed nothing touches; remembers the position when it reports nothing.
pub(super) fn search<const W: usize>(
    ctx: &Context<W>,
    sink: &mut Sink,
    technique: Technique,
    find: impl FnOnce(&mut Sink, Option<&Since<W>>),
) {
    let since = since_nothing(ctx, technique);
    let before = sink.kept();
    find(sink, since.as_ref());
    if sink.kept() == before {
        found_nothing(ctx, technique);
    }
}

/// `technique` found nothing on the context's position: remember it.
pub(super) fn found_nothing<const W: usize>(ctx: &Context<W>, technique: Technique) {
    memory::found_nothing(|memo| {
        memo.insert(
            technique,
            Position {
                candidates: ctx.candidates.to_vec(),
                filled: filled(ctx),
            },
        );
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::logic::memory::{Memory, Slot};
    use crate::engine::logic::{find_all, walk_positions, Step, TABLE};

    /// The rows that remember where they found nothing, as the table's memory column says: in
    /// the whole position, or per digit (single-digit rows).
    fn remembering() -> Vec<Technique> {
        TABLE
            .iter()
            .filter(|r| r.memory.contains(&Slot::FoundNothing) || r.memory.contains(&Slot::DigitFoundNothing))
            .map(|r| r.technique)
            .collect()
    }

    /// The step a row reports when one is wanted, and every step it finds.
    fn first_and_every<const W: usize>(ctx: &Context<W>, technique: Technique) -> (Option<Step>, Vec<Step>) {
        let mut sink = Sink::first();
        sink.run(ctx, technique.row());
        (sink.into_steps().into_iter().next(), find_all(ctx, technique))
    }

    /// A row that remembers where it found nothing, and looks only at patterns that what
    /// changed since touches, reports what a fresh look reports, at every position of the
    /// grader's walks (classic and cube), whether one step is wanted or all.
    #[test]
    fn rows_remembering_where_they_found_nothing_answer_as_fresh_ones() {
        let rows = remembering();
        let whole = rows
            .iter()
            .filter(|t| t.row().memory.contains(&Slot::FoundNothing))
            .count();
        assert!(
            rows.len() > whole && whole > 10,
            "{} rows, {whole} remembering whole positions",
            rows.len()
        );
        let mut remembered = 0;
        let positions = walk_positions(4, |ctx| {
            for &technique in &rows {
                remembered += usize::from(since_nothing(ctx, technique).is_some());
                let kept = first_and_every(ctx, technique);
                let fresh = Memory::cold(|| first_and_every(ctx, technique));
                assert!(
                    kept == fresh,
                    "{technique:?}: {} steps kept, {} fresh",
                    kept.1.len(),
                    fresh.1.len()
                );
            }
        });
        // Two looks in three of the rows remembering whole positions had one to go from.
        assert!(
            positions > 200 && remembered * 3 > positions * whole * 2,
            "{positions} positions, {remembered} looks with a memory"
        );
    }
}
