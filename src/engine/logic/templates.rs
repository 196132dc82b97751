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
//! cells to cover them with, the house with fewest cells first); a template found covers nine
//! or more cells at once, so a digit usually takes a few searches. The answer depends only on
//! the digit's cells, so it is kept per digit for the next position.

use std::cell::{Cell, RefCell};
use std::sync::OnceLock;

use super::context::Tables;
use super::{CellSet, Context};
use crate::engine::types::Digit;

/// A set of cells in `W` words (2 for the classic board, 4 for the cube): the search below
/// does most of its work on these, so it reads only the words the board needs.
type Words<const W: usize> = [u64; W];

/// The board's tables, read `W` words at a time.
struct Shape<'t, const W: usize> {
    tables: &'t Tables,
}

impl<const W: usize> Shape<'_, W> {
    /// The houses holding a cell, one bit per house (the cube has 81).
    fn houses_of(&self, cell: usize) -> u128 {
        self.tables.cell_houses[cell].iter().fold(0, |bits, &h| bits | 1 << h)
    }

    /// `free` without the cell and the cells it sees.
    fn after_placing(&self, free: &Words<W>, cell: usize) -> Words<W> {
        let peers = &self.tables.peers[cell].0;
        let mut rest: Words<W> = std::array::from_fn(|i| free[i] & !peers[i]);
        rest[cell >> 6] &= !(1 << (cell & 63));
        rest
    }

    /// Places the digit in cells of `free` so that every house of `uncovered` gets one (`free`
    /// holds only cells that see none placed so far); adds the cells to `placed` and returns
    /// true when it can.
    fn cover(&self, free: Words<W>, uncovered: u128, placed: &mut CellSet) -> bool {
        if uncovered == 0 {
            return true;
        }
        // The house with fewest cells left decides soonest (one cell: no choice at all).
        let mut best = (u32::MAX, [0; W]);
        let mut houses = uncovered;
        while houses != 0 {
            let h = houses.trailing_zeros() as usize;
            houses &= houses - 1;
            let house = &self.tables.house_sets[h].0;
            let cells: Words<W> = std::array::from_fn(|i| free[i] & house[i]);
            let n: u32 = cells.iter().map(|w| w.count_ones()).sum();
            if n == 0 {
                return false;
            }
            if n < best.0 {
                best = (n, cells);
                if n == 1 {
                    break;
                }
            }
        }
        for (i, &word) in best.1.iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                let c = i * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                if self.cover(self.after_placing(&free, c), uncovered & !self.houses_of(c), placed) {
                    placed.insert(c);
                    return true;
                }
            }
        }
        false
    }

    /// The rows of every face, as houses of the table's order (on the cube, a face's edge row
    /// may be another face's edge column, kept once). Placing the digit once in each row of a
    /// face, in cells that do not see each other, places it once in each of the face's columns
    /// and boxes too (nine cells in nine different ones; the digit's placed cells and the
    /// cells that see them are out of every house they hold), so covering the rows covers all.
    fn rows(&self) -> u128 {
        static ROWS: [OnceLock<u128>; 2] = [OnceLock::new(), OnceLock::new()];
        *ROWS[usize::from(W > 2)].get_or_init(|| self.rows_of_faces())
    }

    fn rows_of_faces(&self) -> u128 {
        let t = self.tables;
        let mut bits = 0u128;
        for face in &t.faces {
            for &row in &face.rows {
                let cells = &t.house_sets[row];
                let first = cells.iter().next().unwrap_or(0);
                for &h in &t.cell_houses[first] {
                    if t.house_sets[h] == *cells {
                        bits |= 1 << h;
                    }
                }
            }
        }
        bits
    }

    /// Whether every cell of `cells` (the cells holding one digit) lies in some template of it.
    fn every_place_fits(&self, cells: &CellSet) -> bool {
        // The rows holding a place of the digit (the others hold it placed).
        let all_houses = cells.iter().fold(0u128, |bits, c| bits | self.houses_of(c)) & self.rows();
        let free: Words<W> = std::array::from_fn(|i| cells.0[i]);
        let mut fitted = CellSet::EMPTY;
        for x in cells.iter() {
            if fitted.contains(x) {
                continue;
            }
            let mut placed = CellSet::EMPTY;
            if !self.cover(
                self.after_placing(&free, x),
                all_houses & !self.houses_of(x),
                &mut placed,
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
/// in some template of it.
fn every_place_fits(t: &Tables, size: usize, cells: &CellSet) -> bool {
    fn on<const W: usize>(t: &Tables, cells: &CellSet) -> bool {
        Shape::<W> { tables: t }.every_place_fits(cells)
    }
    if size <= 128 {
        on::<2>(t, cells)
    } else {
        on::<4>(t, cells)
    }
}

/// The answer for one digit's cells, on a board of this many cells.
type Kept = Option<(usize, CellSet, bool)>;

thread_local! {
    /// Per digit, the last cells asked about and the answer.
    static KEPT: RefCell<[Kept; 9]> = const { RefCell::new([None; 9]) };
    /// Whether the test is skipped (tests compare the rows with and without it).
    static OFF: Cell<bool> = const { Cell::new(false) };
}

/// Whether every place of `digit` on the context's position lies in some template of it: then
/// no single-digit technique removes anything of the digit there.
pub(super) fn settled(ctx: &Context, digit: Digit) -> bool {
    if OFF.with(Cell::get) {
        return false;
    }
    let key = (ctx.candidates.len(), ctx.holders[digit.index()]);
    if let Some((n, cells, answer)) = KEPT.with(|kept| kept.borrow()[digit.index()]) {
        if (n, cells) == key {
            return answer;
        }
    }
    let answer = every_place_fits(ctx.tables, key.0, &key.1);
    KEPT.with(|kept| kept.borrow_mut()[digit.index()] = Some((key.0, key.1, answer)));
    answer
}

/// Runs `f` with the test skipped (every digit looked at).
#[cfg(test)]
pub(super) fn without_templates<T>(f: impl FnOnce() -> T) -> T {
    let was = OFF.with(|off| off.replace(true));
    let out = f();
    OFF.with(|off| off.set(was));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::logic::{barren, digit_memo, find_all, fish, walk_positions, Sink, Step, Technique};

    /// Whether some template of the digit whose places are `cells` goes through `x`, by the
    /// plainest search: houses in table order, every cell of the first one not yet covered.
    fn plain_template_through(t: &Tables, cells: &CellSet, x: usize) -> bool {
        fn go(t: &Tables, free: CellSet, uncovered: &[usize]) -> bool {
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
                let quick = every_place_fits(ctx.tables, ctx.candidates.len(), &cells);
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

    /// The rows reading one digit at a time.
    fn single_digit() -> Vec<Technique> {
        fish::ROWS
            .into_iter()
            .chain([
                Technique::Skyscraper,
                Technique::TwoStringKite,
                Technique::TurbotFish,
                Technique::EmptyRectangle,
                Technique::SimpleColouring,
                Technique::XChain,
            ])
            .collect()
    }

    /// The step a row reports when one is wanted, and every step it finds, with nothing
    /// remembered from earlier positions.
    fn first_and_every(ctx: &Context, technique: Technique) -> (Option<Step>, Vec<Step>) {
        barren::without_memory(|| {
            digit_memo::without_memory(|| {
                let mut sink = Sink::first();
                sink.run(ctx, technique.row());
                (sink.into_steps().into_iter().next(), find_all(ctx, technique))
            })
        })
    }

    /// The single-digit rows report the same with the template test as without it, at every
    /// position of the grader's walks (classic and cube), whether one step is wanted or all;
    /// and the test does leave digits out.
    #[test]
    fn single_digit_rows_skipping_settled_digits_answer_as_without_the_test() {
        let rows = single_digit();
        let (mut skipped, mut found) = (0, 0);
        walk_positions(4, |ctx| {
            skipped += Digit::all().filter(|&d| settled(ctx, d)).count();
            for &technique in &rows {
                let with = first_and_every(ctx, technique);
                let without = without_templates(|| first_and_every(ctx, technique));
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
}
