//! What single-digit finders found nothing in before. Fish, skyscrapers, kites, turbot fish,
//! empty rectangles, simple colouring and X-chains look at one digit at a time and read
//! nothing but the cells where that digit is still a candidate. So where such a finder found
//! nothing for a digit, it finds nothing again on any position of the same shape where that
//! digit stands in the same cells; most digits keep their cells from one hard step of the
//! grader to the next (the steps in between remove a few candidates, of a few digits).
//!
//! The memory ([`super::memory`]'s `digit_found_nothing`) is per thread, keyed by the finder's
//! part (technique, face, ...) and the digit; it holds the digit's cells of the last position
//! where that part found nothing. Only a row reasoning about one digit alone may use it: a part
//! starts only with a [`OneDigitRow`].

use crate::engine::types::Digit;

use super::memory;
use super::templates::OneDigitRow;
use super::{CellSet, Context, Sink};

/// The cells holding a digit as a candidate, with the board's size (so a classic board and a
/// cube never match).
pub(super) type DigitCells<const W: usize> = (usize, CellSet<W>);

fn cells_of<const W: usize>(ctx: &Context<W>, digit: Digit) -> DigitCells<W> {
    (ctx.candidates.len(), ctx.holders[digit.index()])
}

/// One part of a single-digit finder on one digit, remembered when it finds nothing.
pub(super) struct DigitPart<const W: usize> {
    key: (u64, usize),
    cells: DigitCells<W>,
    /// The digit's cells where the part last found nothing, on a board of the same size.
    before: Option<CellSet<W>>,
}

impl<const W: usize> DigitPart<W> {
    /// The part `part` (a number the finder makes from its technique and whatever else it
    /// loops over) of `row`'s finder on `digit`: None when it found nothing before on the same cells of the
    /// digit, or when every place of the digit lies in a template (no single-digit reasoning
    /// removes any: see `templates`), so skip it; else the part to search and then report on.
    pub(super) fn start(ctx: &Context<W>, row: OneDigitRow, part: u64, digit: Digit) -> Option<DigitPart<W>> {
        let key = (part, digit.index());
        let cells = cells_of(ctx, digit);
        let before = memory::digit_found_nothing(|memo| memo.get(&key).copied());
        if before == Some(cells) || super::templates::settled(ctx, row, digit) {
            return None;
        }
        let before = before.filter(|b| b.0 == cells.0).map(|b| b.1);
        Some(DigitPart { key, cells, before })
    }

    /// The cells that gained or lost the digit since the part last found nothing, when that
    /// position held every candidate of the digit this one holds (None: look everywhere). A
    /// pattern of the digit whose cells keep their candidate was a pattern there, concluding
    /// then at least what it concludes now: nothing.
    pub(super) fn changed(&self) -> Option<CellSet<W>> {
        self.before
            .filter(|b| self.cells.1.minus(b).is_empty())
            .map(|b| b.minus(&self.cells.1))
    }

    /// The part searched and found nothing: remember it.
    pub(super) fn found_nothing(self) {
        memory::digit_found_nothing(|memo| {
            memo.insert(self.key, self.cells);
        });
    }
}

/// Runs `search` (one part of `row`'s finder on `digit`, reporting to `sink`; true when
/// the finder should stop) unless that part found nothing before on the same cells of the
/// digit; remembers it when it reports nothing now. Returns what `search` returned (false
/// when skipped).
pub(super) fn search_digit<const W: usize>(
    ctx: &Context<W>,
    sink: &mut Sink,
    row: OneDigitRow,
    part: u64,
    digit: Digit,
    search: impl FnOnce(&mut Sink) -> bool,
) -> bool {
    let Some(memo) = DigitPart::start(ctx, row, part, digit) else {
        return false;
    };
    let before = sink.kept();
    let stop = search(sink);
    if !stop && sink.kept() == before {
        memo.found_nothing();
    }
    stop
}
