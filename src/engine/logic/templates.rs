//! Templates: the ways one digit can still be placed on the whole board, once in every house
//! (a cell per house, no two seeing each other), using only the cells where it is a candidate.
//!
//! Fish, skyscrapers, kites, turbot fish, empty rectangles, simple colouring and X-chains reason
//! about one digit alone, from "each house holds the digit exactly once". Whatever they remove
//! is therefore in no template: a template through it would be a way for the digit to be
//! placed that obeys every fact they use. So when every place of a digit lies in some template,
//! none of them can remove anything of that digit, and they need not look: most digits of most
//! hard positions are like that, and the single-digit rows are asked at every hard step.
//!
//! Finding a template through a cell is a small exact-cover search (houses to cover, the digit's
//! cells to cover them with, the house with fewest cells first); a template found vouches for
//! all of its cells at once (one in every row where the digit is still to be placed), so a
//! digit usually takes a few searches. The answer depends only on the digit's cells, so it is
//! kept per digit for the next position ([`super::memory`]'s `templates`).
//!
//! The skip is sound only for a finder that reasons about one digit alone, so only such a
//! finder may ask: [`settled`] takes a [`OneDigitRow`], made for a row whose memory column
//! lists [`Slot::Templates`] (and checked, in debug builds, to be the row being asked). The
//! rows listing it report steps of one digit each (`rows_listing_the_templates_are_single_digit`).

use super::context::Tables;
use super::memory::{self, Slot};
use super::{CellSet, Context, Technique};
use crate::engine::types::Digit;

/// How many steps the search for one digit may take: an exact-cover search can take
/// exponential time on a position no template fits, and the answer is only a shortcut.
const SEARCH_BUDGET: u32 = 1000;

/// A set of cells in `W` words (2 for the classic board, 4 for the cube, 6 for a Samurai
/// board), or of houses in `H` words (2 up to 128 houses, 3 for a Samurai board's 135): the
/// search below does most of its work on these, so it reads only the words the board needs.
type Words<const W: usize> = [u64; W];

/// The board's tables, read `W` words at a time (houses `H` at a time); their cell sets have
/// `S` words (the grader's width, `context::width_for`), of which the search reads `W`.
struct Shape<'t, const W: usize, const H: usize, const S: usize> {
    tables: &'t Tables<S>,
}

impl<const W: usize, const H: usize, const S: usize> Shape<'_, W, H, S> {
    /// The houses holding a cell, one bit per house.
    fn houses_of(&self, cell: usize) -> Words<H> {
        self.tables.cell_houses[cell].iter().fold([0; H], |mut bits, &h| {
            bits[h >> 6] |= 1 << (h & 63);
            bits
        })
    }

    /// `free` without the cell and the cells it sees.
    fn after_placing(&self, free: &Words<W>, cell: usize) -> Words<W> {
        let peers = &self.tables.peers[cell].0;
        let mut rest: Words<W> = std::array::from_fn(|i| free[i] & !peers.get(i).copied().unwrap_or(0));
        rest[cell >> 6] &= !(1 << (cell & 63));
        rest
    }

    /// Places the digit in cells of `free` so that every house of `uncovered` gets one (`free`
    /// holds only cells that see none placed so far); adds the cells to `placed` and returns
    /// true when it can. False too once `budget` steps are spent (then the digit counts as not
    /// settled, and the rows look at it as before).
    fn cover(&self, free: Words<W>, uncovered: Words<H>, placed: &mut CellSet<S>, budget: &mut u32) -> bool {
        if uncovered == [0; H] {
            return true;
        }
        if *budget == 0 {
            return false;
        }
        *budget -= 1;
        // The house with fewest cells left decides soonest (one cell: no choice at all).
        let mut best = (u32::MAX, [0; W]);
        'houses: for (word, &bits) in uncovered.iter().enumerate() {
            let mut houses = bits;
            while houses != 0 {
                let h = word * 64 + houses.trailing_zeros() as usize;
                houses &= houses - 1;
                let house = &self.tables.house_sets[h].0;
                let cells: Words<W> = std::array::from_fn(|i| free[i] & house.get(i).copied().unwrap_or(0));
                let n: u32 = cells.iter().map(|w| w.count_ones()).sum();
                if n == 0 {
                    return false;
                }
                if n < best.0 {
                    best = (n, cells);
                    if n == 1 {
                        break 'houses;
                    }
                }
            }
        }
        for (i, &word) in best.1.iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                let c = i * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                if self.cover(
                    self.after_placing(&free, c),
                    minus(uncovered, self.houses_of(c)),
                    placed,
                    budget,
                ) {
                    placed.insert(c);
                    return true;
                }
            }
        }
        false
    }

    /// Whether every cell of `cells` (the cells holding one digit) lies in some template of it,
    /// found within `budget` search steps (false when the steps run out first).
    fn every_place_fits(&self, cells: &CellSet<S>, mut budget: u32) -> bool {
        // The houses of the table's order (the cube's houses with the same cells as another
        // are left out, as covered with it). Covering every house, not only the rows (which
        // would be enough), finds a dead end as soon as any house is out of cells: on a cube
        // with no template the search over rows alone took a hundred times longer.
        let all_houses = cells.iter().fold([0; H], |bits, c| {
            let of = self.houses_of(c);
            std::array::from_fn(|i| bits[i] | of[i])
        });
        let free: Words<W> = std::array::from_fn(|i| cells.0.get(i).copied().unwrap_or(0));
        let mut fitted = CellSet::EMPTY;
        for x in cells.iter() {
            if fitted.contains(x) {
                continue;
            }
            let mut placed = CellSet::EMPTY;
            if !self.cover(
                self.after_placing(&free, x),
                minus(all_houses, self.houses_of(x)),
                &mut placed,
                &mut budget,
            ) {
                return false;
            }
            placed.insert(x);
            fitted = fitted.or(&placed);
        }
        true
    }
}

/// Whether every cell of `cells` (the cells holding one digit on a board of `size` cells) lies
/// in some template of it, found within `budget` search steps.
fn every_place_fits<const S: usize>(t: &Tables<S>, size: usize, cells: &CellSet<S>, budget: u32) -> bool {
    fn on<const W: usize, const H: usize, const S: usize>(t: &Tables<S>, cells: &CellSet<S>, budget: u32) -> bool {
        Shape::<W, H, S> { tables: t }.every_place_fits(cells, budget)
    }
    // House indexes run to the geometry's count (the cube's 81, a Samurai board's 135).
    match (size, t.house_sets.len()) {
        (..=128, ..=128) => on::<2, 2, S>(t, cells, budget),
        (..=256, ..=128) => on::<4, 2, S>(t, cells, budget),
        _ => on::<6, 3, S>(t, cells, budget),
    }
}

/// Houses of `a` not in `b`.
fn minus<const H: usize>(a: Words<H>, b: Words<H>) -> Words<H> {
    std::array::from_fn(|i| a[i] & !b[i])
}

/// The answer for one digit's cells, on a board of this many cells.
pub(super) type Kept<const S: usize> = Option<(usize, CellSet<S>, bool)>;

/// Leave to skip a digit the templates settle: made only for a row whose memory column lists
/// [`Slot::Templates`], which a row does only when its finder reasons about one digit alone.
#[derive(Clone, Copy)]
pub(super) struct OneDigitRow(());

impl OneDigitRow {
    /// For the finder of `technique`'s row. Panics in debug builds when the row does not list
    /// [`Slot::Templates`], or when another row is being asked.
    pub(super) fn of(technique: Technique) -> OneDigitRow {
        debug_assert!(
            technique.row().memory.contains(&Slot::Templates),
            "{technique:?} does not reason about one digit alone (its row does not list the templates)"
        );
        #[cfg(debug_assertions)]
        if let Some(running) = memory::running_row() {
            assert_eq!(running, technique, "a single-digit leave made for another row");
        }
        OneDigitRow(())
    }
}

/// Whether every place of `digit` on the context's position lies in some template of it: then
/// no single-digit technique removes anything of the digit there (asked by `row`'s finder).
pub(super) fn settled<const S: usize>(ctx: &Context<S>, row: OneDigitRow, digit: Digit) -> bool {
    #[cfg(test)]
    if memory::templates_off() {
        return false;
    }
    let key = (ctx.candidates.len(), ctx.holders[digit.index()]);
    memory::templates(row, |kept| {
        if let Some((n, cells, answer)) = kept[digit.index()] {
            if (n, cells) == key {
                return answer;
            }
        }
        let answer = every_place_fits(ctx.tables, key.0, &key.1, SEARCH_BUDGET);
        kept[digit.index()] = Some((key.0, key.1, answer));
        answer
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::logic::memory::Memory;
    use crate::engine::logic::{find_all, walk_positions, Sink, Step, TABLE};

    /// Whether some template of the digit whose places are `cells` goes through `x`, by the
    /// plainest search: houses in table order, every cell of the first one not yet covered.
    fn plain_template_through<const S: usize>(t: &Tables<S>, cells: &CellSet<S>, x: usize) -> bool {
        fn go<const S: usize>(t: &Tables<S>, free: CellSet<S>, uncovered: &[usize]) -> bool {
            let Some((&h, rest)) = uncovered.split_first() else {
                return true;
            };
            let mut pick = free.and(&t.house_sets[h]);
            if pick.is_empty() {
                // Covered already by a cell placed through another house, or out of room.
                return false;
            }
            for c in pick.iter().collect::<Vec<_>>() {
                pick.remove(c);
                let mut next = free.minus(&t.peers[c]);
                next.remove(c);
                let left: Vec<usize> = rest.iter().copied().filter(|&g| !t.house_sets[g].contains(c)).collect();
                if go(t, next, &left) {
                    return true;
                }
            }
            false
        }
        let houses: Vec<usize> = (0..t.house_sets.len())
            .filter(|&h| !t.house_sets[h].and(cells).is_empty() && !t.house_sets[h].contains(x))
            .collect();
        let mut free = cells.minus(&t.peers[x]);
        free.remove(x);
        go(t, free, &houses)
    }

    /// The quick test says a digit is settled exactly when the plain search finds a template
    /// through every one of its places, for every digit at every position of the grader's
    /// walks (classic and cube), and both answers occur.
    #[test]
    fn a_digit_is_settled_exactly_when_every_place_lies_in_a_template() {
        let (mut settled, mut not) = (0, 0);
        walk_positions(3, |ctx| {
            for d in Digit::all() {
                let cells = ctx.holders[d.index()];
                let quick = every_place_fits(ctx.tables, ctx.candidates.len(), &cells, SEARCH_BUDGET);
                let plain = cells.iter().all(|x| plain_template_through(ctx.tables, &cells, x));
                assert_eq!(quick, plain, "digit {d}");
                if quick {
                    settled += 1;
                } else {
                    not += 1;
                }
            }
        });
        assert!(settled > 1000 && not > 100, "{settled} settled, {not} not");
    }

    /// A search out of steps never calls a digit settled: with a budget too small to find
    /// the templates, digits the full search settles read as not settled (their rows look).
    #[test]
    fn a_search_out_of_steps_settles_nothing() {
        let (mut settled, mut cut) = (0, 0);
        walk_positions(2, |ctx| {
            for d in Digit::all() {
                let cells = ctx.holders[d.index()];
                let full = every_place_fits(ctx.tables, ctx.candidates.len(), &cells, SEARCH_BUDGET);
                let short = every_place_fits(ctx.tables, ctx.candidates.len(), &cells, 3);
                assert!(!short || full, "digit {d} settled by a cut search only");
                settled += usize::from(full);
                cut += usize::from(full && !short);
            }
        });
        assert!(cut > 100, "{cut} of {settled} settled digits need more than 3 steps");
    }

    /// The rows the table says reason about one digit alone.
    fn single_digit() -> Vec<Technique> {
        TABLE
            .iter()
            .filter(|r| r.memory.contains(&Slot::Templates))
            .map(|r| r.technique)
            .collect()
    }

    /// The step a row reports when one is wanted, and every step it finds, with nothing
    /// remembered from earlier positions.
    fn first_and_every(ctx: &Context, technique: Technique) -> (Option<Step>, Vec<Step>) {
        Memory::cold(|| {
            let mut sink = Sink::first();
            sink.run(ctx, technique.row());
            (sink.into_steps().into_iter().next(), find_all(ctx, technique))
        })
    }

    /// The single-digit rows report the same with the template test as without it, at every
    /// position of the grader's walks (classic and cube), whether one step is wanted or all;
    /// and the test does leave digits out.
    #[test]
    fn single_digit_rows_skipping_settled_digits_answer_as_without_the_test() {
        let rows = single_digit();
        assert!(rows.len() >= 15, "{rows:?}");
        let leave = OneDigitRow::of(rows[0]);
        let (mut skipped, mut found) = (0, 0);
        walk_positions(4, |ctx| {
            skipped += Digit::all().filter(|&d| settled(ctx, leave, d)).count();
            for &technique in &rows {
                let with = first_and_every(ctx, technique);
                let without = memory::without_templates(|| first_and_every(ctx, technique));
                assert!(
                    with == without,
                    "{technique:?}: {} steps, {} without",
                    with.1.len(),
                    without.1.len()
                );
                found += with.1.len();
            }
        });
        assert!(
            skipped > 1000 && found > 100,
            "{skipped} digits skipped, {found} steps found"
        );
    }

    /// Every step of a row listing the templates in its memory column concerns one digit (its
    /// pattern, fins, placements and eliminations), at every position of the grader's walks:
    /// the template skip, sound only for such rows, is given to no other.
    #[test]
    fn rows_listing_the_templates_are_single_digit() {
        let rows = single_digit();
        let mut steps = 0;
        walk_positions(2, |ctx| {
            for &technique in &rows {
                for step in find_all(ctx, technique) {
                    let digits = step
                        .candidates
                        .iter()
                        .chain(&step.fins)
                        .chain(&step.placements)
                        .chain(&step.eliminations)
                        .fold(0u16, |bits, &(_, d)| bits | 1 << d.index());
                    assert_eq!(digits.count_ones(), 1, "{technique:?}: {}", step.explanation);
                    steps += 1;
                }
            }
        });
        assert!(steps > 50, "{steps} steps");
    }

    /// A row whose column does not list the templates cannot be given the skip.
    #[test]
    #[cfg(debug_assertions)]
    #[should_panic(expected = "does not reason about one digit alone")]
    fn a_row_reasoning_about_several_digits_gets_no_template_leave() {
        let _ = OneDigitRow::of(Technique::XYWing);
    }
}
