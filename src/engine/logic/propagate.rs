//! Untraced propagation on bitboards: whether supposing a digit in a cell leads, by singles (and,
//! when asked, locked candidates), to a contradiction. Forcing chains ask this of every
//! candidate of a position and trace with explanations only the suppositions that fail, so this
//! test is most of their cost.
//!
//! Every rule here only adds facts (places digits, removes candidates), so the set of facts it
//! ends with does not depend on the order the rules fire in, and neither does whether a
//! contradiction shows: the answer is the traced propagation's (`forcing::Prop`), whatever
//! order either works in.
//!
//! The state is one set of cells per digit (the cells still holding it), so placing a digit is a
//! few word operations, and naked singles and empty cells come from counting the nine sets at
//! once. `W` is the number of 64-bit words a set needs: 2 for the classic board's 81 cells, 4 for
//! the cube's 217.

use super::context::{CellSet, Context};

/// A set of cells in `W` words.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Bits<const W: usize>([u64; W]);

impl<const W: usize> Bits<W> {
    const EMPTY: Bits<W> = Bits([0; W]);

    fn of(set: &CellSet) -> Bits<W> {
        Bits(std::array::from_fn(|i| set.0[i]))
    }

    #[inline]
    fn and(self, other: Bits<W>) -> Bits<W> {
        Bits(std::array::from_fn(|i| self.0[i] & other.0[i]))
    }

    #[inline]
    fn or(self, other: Bits<W>) -> Bits<W> {
        Bits(std::array::from_fn(|i| self.0[i] | other.0[i]))
    }

    #[inline]
    fn minus(self, other: Bits<W>) -> Bits<W> {
        Bits(std::array::from_fn(|i| self.0[i] & !other.0[i]))
    }

    #[inline]
    fn is_empty(self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    #[inline]
    fn contains(self, cell: usize) -> bool {
        self.0[cell >> 6] >> (cell & 63) & 1 != 0
    }

    #[inline]
    fn insert(&mut self, cell: usize) {
        self.0[cell >> 6] |= 1 << (cell & 63);
    }

    #[inline]
    fn remove(&mut self, cell: usize) {
        self.0[cell >> 6] &= !(1 << (cell & 63));
    }

    /// The only cell of a one-cell set; None when the set has none or several.
    #[inline]
    fn single(self) -> Option<usize> {
        let mut found = None;
        for (i, &w) in self.0.iter().enumerate() {
            if w != 0 {
                if found.is_some() || w & (w - 1) != 0 {
                    return None;
                }
                found = Some(i * 64 + w.trailing_zeros() as usize);
            }
        }
        found
    }

    fn for_each(self, mut f: impl FnMut(usize)) {
        for (i, &w) in self.0.iter().enumerate() {
            let mut m = w;
            while m != 0 {
                f(i * 64 + m.trailing_zeros() as usize);
                m &= m - 1;
            }
        }
    }
}

/// Locked candidates between two houses: when a digit's places in A all lie in B, B's cells
/// outside A lose it.
struct Locked<const W: usize> {
    a: usize,
    a_cells: Bits<W>,
    b_cells: Bits<W>,
    b_outside_a: Bits<W>,
}

/// The position every supposition starts from, and the tables of its shape as bitboards.
struct Board<const W: usize> {
    peers: Vec<Bits<W>>,
    /// The houses with distinct cells (index into the geometry's houses, cells); at most 128.
    houses: Vec<(usize, Bits<W>)>,
    /// Per cell, the houses of `houses` (bit i for `houses[i]`) holding it.
    cell_in: Vec<u128>,
    /// Per cell, the houses of `houses` holding it or one of its peers.
    peer_in: Vec<u128>,
    /// Whether the position itself has no single and no contradiction: then only houses where
    /// a supposition removed something need looking at.
    quiet: bool,
    /// For each cell, the houses (geometry index) holding it.
    cell_houses: &'static [Vec<usize>],
    locked: Vec<Locked<W>>,
    with_locked: bool,
    /// Per digit, the unplaced cells holding it.
    candidates: [Bits<W>; 9],
    unplaced: Bits<W>,
    /// Per house (geometry index), the digits placed in it.
    filled: Vec<u16>,
    // Scratch, reused by every supposition.
    scratch_filled: Vec<u16>,
    stack: Vec<(usize, usize)>,
    /// What the last supposition that did not fail placed, per digit.
    last_placed: [Bits<W>; 9],
}

impl<const W: usize> Board<W> {
    fn new(ctx: &Context, with_locked: bool) -> Board<W> {
        let t = ctx.tables;
        let houses = ctx.geometry.houses();
        let mut candidates = [Bits::EMPTY; 9];
        let mut unplaced = Bits::EMPTY;
        for (c, set) in ctx.candidates.iter().enumerate() {
            if ctx.grid.get(c).is_none() {
                unplaced.insert(c);
                for d in set.iter() {
                    candidates[d.index()].insert(c);
                }
            }
        }
        let filled: Vec<u16> = houses
            .iter()
            .map(|h| {
                h.cells
                    .iter()
                    .filter_map(|&c| ctx.grid.get(c))
                    .fold(0u16, |m, d| m | 1 << d.index())
            })
            .collect();
        let locked = if with_locked {
            t.locked
                .iter()
                .map(|lp| {
                    let a_cells = Bits::of(&t.house_sets[lp.a]);
                    let b_cells = Bits::of(&t.house_sets[lp.b]);
                    Locked {
                        a: lp.a,
                        a_cells,
                        b_cells,
                        b_outside_a: b_cells.minus(a_cells),
                    }
                })
                .collect()
        } else {
            Vec::new()
        };
        // The dirty masks are u128: every shape has at most 81 houses.
        debug_assert!(t.order.len() <= 128);
        let house_bits: Vec<(usize, Bits<W>)> = t.order.iter().map(|&h| (h, Bits::of(&t.house_sets[h]))).collect();
        let n = ctx.candidates.len();
        let mut cell_in = vec![0u128; n];
        for (i, &(_, set)) in house_bits.iter().enumerate().take(128) {
            set.for_each(|c| cell_in[c] |= 1 << i);
        }
        let peer_in = (0..n)
            .map(|c| t.peers[c].iter().fold(cell_in[c], |m, p| m | cell_in[p]))
            .collect();
        let quiet = house_bits.len() <= 128 && quiet(ctx, &candidates, unplaced, &house_bits, &filled);
        Board {
            peers: t.peers.iter().map(Bits::of).collect(),
            houses: house_bits,
            cell_in,
            peer_in,
            quiet,
            cell_houses: &t.cell_houses,
            locked,
            with_locked,
            candidates,
            unplaced,
            scratch_filled: filled.clone(),
            filled,
            stack: Vec::new(),
            last_placed: [Bits::EMPTY; 9],
        }
    }

    /// Whether supposing `cell` is `digit` (or, with `not`, is not) leads to a contradiction.
    fn fails(&mut self, cell: usize, digit: usize, not: bool) -> bool {
        let mut cands = self.candidates;
        let mut unplaced = self.unplaced;
        // Cells placed by this supposition, per digit.
        let mut placed = [Bits::<W>::EMPTY; 9];
        self.scratch_filled.copy_from_slice(&self.filled);
        let filled = &mut self.scratch_filled;
        let stack = &mut self.stack;
        stack.clear();
        // Per digit, the houses (bits of `houses`) where it lost a place since they were last
        // looked at.
        let mut dirty = [if self.quiet { 0u128 } else { u128::MAX }; 9];
        if not {
            cands[digit].remove(cell);
            dirty[digit] |= self.cell_in[cell];
        } else {
            stack.push((cell, digit));
        }
        loop {
            while let Some((c, d)) = stack.pop() {
                if placed[d].contains(c) {
                    continue;
                }
                if !cands[d].contains(c) {
                    // Placed with another digit, or the digit is gone: a clash.
                    return true;
                }
                for set in cands.iter_mut() {
                    set.remove(c);
                }
                cands[d] = cands[d].minus(self.peers[c]);
                placed[d].insert(c);
                unplaced.remove(c);
                for m in dirty.iter_mut() {
                    *m |= self.cell_in[c];
                }
                dirty[d] |= self.peer_in[c];
                for &h in &self.cell_houses[c] {
                    filled[h] |= 1 << d;
                }
            }
            // Naked singles and empty cells, all cells at once.
            let mut once = Bits::<W>::EMPTY;
            let mut twice = Bits::<W>::EMPTY;
            for set in &cands {
                twice = twice.or(once.and(*set));
                once = once.or(*set);
            }
            if !unplaced.minus(once).is_empty() {
                return true;
            }
            once.minus(twice).for_each(|c| {
                if let Some(d) = (0..9).find(|&d| cands[d].contains(c)) {
                    stack.push((c, d));
                }
            });
            // Hidden singles, and digits with no place left in a house.
            for (d, changed) in dirty.iter_mut().enumerate() {
                let mut m = std::mem::take(changed);
                while m != 0 {
                    let i = m.trailing_zeros() as usize;
                    m &= m - 1;
                    let Some(&(h, house)) = self.houses.get(i) else {
                        break;
                    };
                    if filled[h] >> d & 1 != 0 {
                        continue;
                    }
                    let places = cands[d].and(house);
                    if places.is_empty() {
                        return true;
                    }
                    if let Some(c) = places.single() {
                        stack.push((c, d));
                    }
                }
            }
            if stack.is_empty() && self.with_locked {
                let mut removed = false;
                for lp in &self.locked {
                    let mut m = !filled[lp.a] & 0x1ff;
                    while m != 0 {
                        let d = m.trailing_zeros() as usize;
                        m &= m - 1;
                        let in_a = cands[d].and(lp.a_cells);
                        if in_a.is_empty() || !in_a.minus(lp.b_cells).is_empty() {
                            continue;
                        }
                        let gone = cands[d].and(lp.b_outside_a);
                        if !gone.is_empty() {
                            cands[d] = cands[d].minus(gone);
                            gone.for_each(|q| dirty[d] |= self.cell_in[q]);
                            removed = true;
                        }
                    }
                }
                if removed {
                    continue;
                }
            }
            if stack.is_empty() {
                self.last_placed = placed;
                return false;
            }
        }
    }

    fn for_each_placed(&self, mut f: impl FnMut(usize, usize)) {
        for (d, set) in self.last_placed.iter().enumerate() {
            set.for_each(|c| f(c, d));
        }
    }
}

/// Whether a position has no naked or hidden single and no cell or house out of room.
fn quiet<const W: usize>(
    ctx: &Context,
    candidates: &[Bits<W>; 9],
    unplaced: Bits<W>,
    houses: &[(usize, Bits<W>)],
    filled: &[u16],
) -> bool {
    let singles = (0..ctx.candidates.len()).any(|c| ctx.grid.get(c).is_none() && ctx.candidates[c].len() <= 1);
    !singles
        && unplaced.0.iter().any(|&w| w != 0)
        && houses.iter().all(|&(h, house)| {
            (0..9).all(|d| {
                filled[h] >> d & 1 != 0
                    || candidates[d].and(house).single().is_none() && !candidates[d].and(house).is_empty()
            })
        })
}

/// The quick test of suppositions on one position.
pub(super) struct Quick(Width);

enum Width {
    /// Up to 128 cells (the classic board).
    Narrow(Box<Board<2>>),
    /// Up to 256 cells (the cube).
    Wide(Box<Board<4>>),
}

impl Quick {
    /// The test on `ctx`'s position; with `with_locked`, locked candidates propagate too.
    pub(super) fn new(ctx: &Context, with_locked: bool) -> Quick {
        if ctx.candidates.len() <= 128 {
            Quick(Width::Narrow(Box::new(Board::new(ctx, with_locked))))
        } else {
            Quick(Width::Wide(Box::new(Board::new(ctx, with_locked))))
        }
    }

    /// Whether supposing `cell` is digit index `digit` leads to a contradiction.
    pub(super) fn fails(&mut self, cell: usize, digit: usize) -> bool {
        match &mut self.0 {
            Width::Narrow(b) => b.fails(cell, digit, false),
            Width::Wide(b) => b.fails(cell, digit, false),
        }
    }

    /// Whether supposing `cell` is not digit index `digit` leads to a contradiction.
    pub(super) fn fails_without(&mut self, cell: usize, digit: usize) -> bool {
        match &mut self.0 {
            Width::Narrow(b) => b.fails(cell, digit, true),
            Width::Wide(b) => b.fails(cell, digit, true),
        }
    }

    /// Calls `f(cell, digit index)` for every digit the last supposition that did not fail
    /// placed (itself included). Supposing any of them cannot fail either: what it leads to is
    /// part of what that supposition led to, which held no contradiction.
    pub(super) fn for_each_placed(&self, f: impl FnMut(usize, usize)) {
        match &self.0 {
            Width::Narrow(b) => b.for_each_placed(f),
            Width::Wide(b) => b.for_each_placed(f),
        }
    }
}
