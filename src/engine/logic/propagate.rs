//! Untraced propagation on bitboards: whether supposing a digit in a cell leads, by singles (and,
//! when asked, locked candidates; on a killer board, the cages' sums), to a contradiction. Forcing chains ask this of every
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
//! the cube's 217, 6 for a Samurai board's 369; `H` the words of a set of houses (the dirty
//! masks): 2 up to 128 houses, 3 for a Samurai board's 131.

use super::context::{CellSet, Context, MAX_DIGITS};
use super::memory;
use crate::engine::killer::{cage_fit, MAX_CAGE};
use crate::engine::types::Candidates;

/// A set of cells in `W` words.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Bits<const W: usize>([u64; W]);

impl<const W: usize> Bits<W> {
    const EMPTY: Bits<W> = Bits([0; W]);
    const ALL: Bits<W> = Bits([u64::MAX; W]);

    fn of<const S: usize>(set: &CellSet<S>) -> Bits<W> {
        Bits(std::array::from_fn(|i| set.0.get(i).copied().unwrap_or(0)))
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

    fn count(self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
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

    /// The members, in increasing order.
    #[inline]
    fn ones(self) -> Ones<W> {
        Ones { words: self.0, at: 0 }
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

/// The members of a [`Bits`], lowest first.
struct Ones<const W: usize> {
    words: [u64; W],
    at: usize,
}

impl<const W: usize> Iterator for Ones<W> {
    type Item = usize;

    #[inline]
    fn next(&mut self) -> Option<usize> {
        while self.at < W {
            let w = self.words[self.at];
            if w != 0 {
                self.words[self.at] = w & (w - 1);
                return Some(self.at * 64 + w.trailing_zeros() as usize);
            }
            self.at += 1;
        }
        None
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

impl<const W: usize> Locked<W> {
    /// The cells of B that lose a digit whose cells are `cands`: those outside A when the
    /// digit's places in A all lie in B (none otherwise).
    #[inline]
    fn removes(&self, cands: Bits<W>) -> Bits<W> {
        let in_a = cands.and(self.a_cells);
        if in_a.is_empty() || !in_a.minus(self.b_cells).is_empty() {
            return Bits::EMPTY;
        }
        cands.and(self.b_outside_a)
    }
}

/// A killer cage as a bitboard.
struct CageBits<const W: usize> {
    cells: Bits<W>,
    list: Vec<usize>,
    sum: u8,
}

/// The cages' sums on a state ([`cage_fit`], as `forcing::Prop` follows them): the digits the
/// cages whose cells changed since `seen` (every cage with `all`) remove, pushed on `gone` as
/// (cell, digit); false when a cage can no longer reach its sum. `seen` becomes the state.
fn cage_sums<const W: usize, const D: usize>(
    cages: &[CageBits<W>],
    givens: &[Bits<W>; D],
    placed: &[Bits<W>; D],
    cands: &[Bits<W>; D],
    seen: &mut [Bits<W>; D],
    all: bool,
    gone: &mut Vec<(usize, usize)>,
) -> bool {
    let mut changed = Bits::<W>::EMPTY;
    for d in 0..D {
        changed = changed.or(seen[d].minus(cands[d]));
    }
    *seen = *cands;
    for cage in cages {
        if !all && cage.cells.and(changed).is_empty() {
            continue;
        }
        let (mut done, mut done_sum) = (0u16, 0usize);
        let mut open = [0usize; MAX_CAGE];
        let mut masks = [0u16; MAX_CAGE];
        let mut n = 0;
        for &c in &cage.list {
            if let Some(d) = (0..D).find(|&d| placed[d].contains(c) || givens[d].contains(c)) {
                done |= 1 << d;
                done_sum += d + 1;
            } else {
                open[n] = c;
                masks[n] = (0..D).filter(|&d| cands[d].contains(c)).fold(0, |m, d| m | 1 << d);
                n += 1;
            }
        }
        let Some(fit) = cage_fit(cage.sum, done, done_sum, &masks[..n]) else {
            return false;
        };
        for (&c, &m) in open[..n].iter().zip(&masks[..n]) {
            let mut out = m & !fit.digits;
            while out != 0 {
                gone.push((c, out.trailing_zeros() as usize));
                out &= out - 1;
            }
        }
    }
    true
}

/// The position every supposition starts from, and the tables of its shape as bitboards.
struct Board<const W: usize, const H: usize, const D: usize> {
    /// Killer: the cages; empty on other boards.
    cages: Vec<CageBits<W>>,
    /// Which cage layout `cages` are (a hash; 0 without), so that no carry crosses layouts.
    cage_key: u64,
    /// Whether the position itself has nothing for the cages' sums to remove: then only cages
    /// whose cells a supposition changed need looking at.
    cage_quiet: bool,
    /// Scratch: per digit, the candidates the cages' sums last looked at, whether they look at
    /// every cage next, and what they remove.
    cage_seen: [Bits<W>; D],
    cage_all: bool,
    cage_gone: Vec<(usize, usize)>,
    peers: Vec<Bits<W>>,
    /// The houses with distinct cells (index into the geometry's houses, cells); at most 64 H.
    houses: Vec<(usize, Bits<W>)>,
    /// Per cell, the houses of `houses` (bit i for `houses[i]`) holding it.
    cell_in: Vec<Bits<H>>,
    /// Per cell, the houses of `houses` holding it or one of its peers.
    peer_in: Vec<Bits<H>>,
    /// Whether the position itself has no single and no contradiction: then only houses where
    /// a supposition removed something need looking at.
    quiet: bool,
    /// For each cell, the houses (geometry index) holding it.
    cell_houses: std::sync::Arc<[Vec<usize>]>,
    /// Locked candidates, by house A in the order of `houses` (the table's order).
    locked: Vec<Locked<W>>,
    /// Per house of `houses`, where its pairs start in `locked` (and one more entry, the end).
    locked_from: Vec<usize>,
    /// Whether the position itself has no locked candidates to remove: then only houses A
    /// where a supposition removed a place need looking at.
    locked_quiet: bool,
    with_locked: bool,
    /// Per digit, the unplaced cells holding it.
    candidates: [Bits<W>; D],
    unplaced: Bits<W>,
    /// Per house (geometry index), the digits placed in it.
    filled: Vec<u16>,
    // Scratch, reused by every supposition.
    scratch_filled: Vec<u16>,
    stack: Vec<(usize, usize)>,
    /// What the last supposition that did not fail placed, per digit, and left as candidates.
    last_placed: [Bits<W>; D],
    last_cands: [Bits<W>; D],
    /// How many digits the last supposition that failed had placed when it did.
    last_length: u32,
    /// Per digit, the cells the position has it placed in.
    givens: [Bits<W>; D],
    /// What suppositions led to on earlier positions this one lies inside, when carried.
    carry: Option<Carry<W, D>>,
    /// Whether the carry goes back to the thread's when done (the grader's walk), rather than
    /// staying with its owner (a supposition being followed).
    thread_carry: bool,
}

/// Where a supposition that held got to: the candidates left and the digits placed (the
/// position's givens included).
#[derive(Clone, Copy)]
struct Reached<const W: usize, const D: usize> {
    cands: [Bits<W>; D],
    placed: [Bits<W>; D],
}

const UNKNOWN: u32 = u32::MAX;
const FAILS: u32 = u32::MAX - 1;

/// Suppositions "candidate true" followed on earlier positions, for the next position that lies
/// inside them (the same givens and more, the same candidates or fewer), as the grader's and
/// the hints' walks through a puzzle are. Everything a supposition led to there is a fact it
/// leads to here too, because every rule only needs candidates to be absent: so a supposition
/// that failed fails again, and one that held goes on from where it got to with the position's
/// new absences, instead of from the start.
pub(super) struct Carry<const W: usize, const D: usize> {
    with_locked: bool,
    cage_key: u64,
    /// The position they were followed on.
    candidates: [Bits<W>; D],
    givens: [Bits<W>; D],
    /// Per candidate (cell * D + digit): UNKNOWN, FAILS, or an index into `reached`.
    known: Vec<u32>,
    /// Per candidate that fails, how many digits it had placed when it did.
    lengths: Vec<u32>,
    reached: Vec<Reached<W, D>>,
}

impl<const W: usize, const D: usize> Carry<W, D> {
    fn new(cells: usize, with_locked: bool, cage_key: u64) -> Carry<W, D> {
        Carry {
            with_locked,
            cage_key,
            candidates: [Bits::EMPTY; D],
            givens: [Bits::EMPTY; D],
            known: vec![UNKNOWN; cells * D],
            lengths: vec![0; cells * D],
            reached: Vec::new(),
        }
    }
}

impl<const W: usize, const H: usize, const D: usize> Board<W, H, D> {
    fn new<const S: usize>(ctx: &Context<S>, with_locked: bool) -> Board<W, H, D> {
        Board::of(
            ctx,
            |c| ctx.grid.get(c).map(|d| d.index()),
            |c| ctx.candidates[c].bits(),
            with_locked,
        )
    }

    /// The board of `ctx`'s shape with the digit `placed(cell)` placed where it is some, and
    /// the candidates `cands(cell)` (bit d for digit index d) in the other cells.
    fn of<const S: usize>(
        ctx: &Context<S>,
        placed: impl Fn(usize) -> Option<usize>,
        cands: impl Fn(usize) -> u16,
        with_locked: bool,
    ) -> Board<W, H, D> {
        let t = ctx.tables;
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
        // The dirty masks have H words: `Quick::new` picks H for the shape's houses.
        debug_assert!(t.order.len() <= H * 64);
        let house_bits: Vec<(usize, Bits<W>)> = t.order.iter().map(|&h| (h, Bits::of(&t.house_sets[h]))).collect();
        let n = ctx.candidates.len();
        let mut cell_in = vec![Bits::<H>::EMPTY; n];
        for (i, &(_, set)) in house_bits.iter().enumerate().take(H * 64) {
            set.for_each(|c| cell_in[c].insert(i));
        }
        let peer_in = (0..n)
            .map(|c| t.peers[c].iter().fold(cell_in[c], |m, p| m.or(cell_in[p])))
            .collect();
        // `t.locked` lists the pairs house A by house A in the table's order, which `houses`
        // follows.
        let mut locked_from = vec![0; house_bits.len() + 1];
        for lp in &locked {
            if let Some(i) = t.order.iter().position(|&h| h == lp.a) {
                locked_from[i + 1] += 1;
            }
        }
        for i in 0..house_bits.len() {
            locked_from[i + 1] += locked_from[i];
        }
        debug_assert_eq!(locked_from[house_bits.len()], locked.len());
        let houses = ctx.geometry.houses().len();
        let shape = ctx.grid.shape();
        let cages: Vec<CageBits<W>> = shape.cages().map_or_else(Vec::new, |x| {
            x.cages()
                .iter()
                .map(|cage| CageBits {
                    cells: cage.cells.iter().fold(Bits::EMPTY, |mut set, &c| {
                        set.insert(c);
                        set
                    }),
                    list: cage.cells.clone(),
                    sum: cage.sum,
                })
                .collect()
        });
        let cage_key = shape.cages().map_or(0, |x| {
            use std::hash::{Hash, Hasher};
            let mut h = std::collections::hash_map::DefaultHasher::new();
            x.hash(&mut h);
            h.finish() | 1
        });
        let mut board = Board {
            cages,
            cage_key,
            cage_quiet: false,
            cage_seen: [Bits::EMPTY; D],
            cage_all: true,
            cage_gone: Vec::new(),
            peers: t.peers.iter().map(Bits::of).collect(),
            houses: house_bits,
            cell_in,
            peer_in,
            quiet: false,
            cell_houses: std::sync::Arc::clone(&t.cell_houses),
            locked,
            locked_from,
            locked_quiet: false,
            with_locked,
            candidates: [Bits::EMPTY; D],
            unplaced: Bits::EMPTY,
            scratch_filled: vec![0; houses],
            filled: vec![0; houses],
            stack: Vec::new(),
            last_placed: [Bits::EMPTY; D],
            last_cands: [Bits::EMPTY; D],
            last_length: 0,
            givens: [Bits::EMPTY; D],
            carry: None,
            thread_carry: false,
        };
        board.set_position(ctx, placed, cands);
        board
    }

    /// The position suppositions start from: the digit `placed(cell)` where it is some, the
    /// candidates `cands(cell)` (bit d for digit index d) in the other cells.
    fn set_position<const S: usize>(
        &mut self,
        ctx: &Context<S>,
        placed: impl Fn(usize) -> Option<usize>,
        cands: impl Fn(usize) -> u16,
    ) {
        let mut candidates = [Bits::EMPTY; D];
        let mut givens = [Bits::EMPTY; D];
        let mut unplaced = Bits::EMPTY;
        self.filled.fill(ctx.geometry.absent_digit_bits());
        for c in 0..ctx.candidates.len() {
            if let Some(d) = placed(c) {
                givens[d].insert(c);
                for &h in &self.cell_houses[c] {
                    self.filled[h] |= 1 << d;
                }
            } else {
                unplaced.insert(c);
                let mut m = cands(c) & Candidates::all(D).bits();
                while m != 0 {
                    candidates[m.trailing_zeros() as usize].insert(c);
                    m &= m - 1;
                }
            }
        }
        self.candidates = candidates;
        self.givens = givens;
        self.unplaced = unplaced;
        self.quiet = self.houses.len() <= H * 64 && quiet(&candidates, unplaced, &self.houses, &self.filled);
        self.locked_quiet = self.houses.len() <= H * 64
            && self
                .locked
                .iter()
                .all(|lp| (0..D).all(|d| self.filled[lp.a] >> d & 1 != 0 || lp.removes(candidates[d]).is_empty()));
        self.cage_gone.clear();
        let mut seen = candidates;
        self.cage_quiet = cage_sums(
            &self.cages,
            &givens,
            &[Bits::EMPTY; D],
            &candidates,
            &mut seen,
            true,
            &mut self.cage_gone,
        ) && self.cage_gone.is_empty();
    }

    /// Moves to another position, carrying what suppositions led to when it lies inside this
    /// one.
    fn move_to<const S: usize>(
        &mut self,
        ctx: &Context<S>,
        placed: impl Fn(usize) -> Option<usize>,
        cands: impl Fn(usize) -> u16,
    ) {
        let last = self.carry.take();
        self.set_position(ctx, placed, cands);
        let n = self.cell_in.len();
        let mut carry = last
            .filter(|c| self.inside(c))
            .unwrap_or_else(|| Carry::new(n, self.with_locked, self.cage_key));
        carry.candidates = self.candidates;
        carry.givens = self.givens;
        self.carry = Some(carry);
    }

    fn last_facts<const S: usize>(&self) -> Facts<S> {
        let widen = |b: Bits<W>| {
            let mut set = CellSet::<S>::EMPTY;
            let n = W.min(set.0.len());
            set.0[..n].copy_from_slice(&b.0[..n]);
            set
        };
        let placed: [CellSet<S>; D] = std::array::from_fn(|d| widen(self.last_placed[d]));
        // A placed digit is gone from the candidates too, but it is true, not removed.
        let removed: [CellSet<S>; D] =
            std::array::from_fn(|d| widen(self.candidates[d].minus(self.last_cands[d]).minus(self.last_placed[d])));
        let mut facts = Facts {
            placed: [CellSet::EMPTY; MAX_DIGITS],
            removed: [CellSet::EMPTY; MAX_DIGITS],
            digits: D,
        };
        facts.placed[..D].copy_from_slice(&placed);
        facts.removed[..D].copy_from_slice(&removed);
        facts
    }

    /// Whether this position lies inside the one `carry` was followed on: every given there is
    /// given here, every given here was a candidate or a given there, every candidate here was
    /// one there.
    fn inside(&self, carry: &Carry<W, D>) -> bool {
        carry.known.len() == self.cell_in.len() * D
            && (0..D).all(|d| {
                self.candidates[d].minus(carry.candidates[d]).is_empty()
                    && carry.givens[d].minus(self.givens[d]).is_empty()
                    && self.givens[d].minus(carry.candidates[d].or(carry.givens[d])).is_empty()
            })
    }

    /// `fails(cell, digit, false)`, using and updating what the carry knows of it.
    fn fails_carried(&mut self, cell: usize, digit: usize) -> bool {
        let Some(carry) = self.carry.as_ref() else {
            return self.fails(cell, digit, false);
        };
        let index = cell * D + digit;
        let known = carry.known[index];
        if known == FAILS {
            self.last_length = carry.lengths[index];
            return true;
        }
        let outcome = if known == UNKNOWN {
            self.fails(cell, digit, false)
        } else {
            let from = carry.reached[known as usize];
            self.resume(&from)
        };
        let reached = Reached {
            cands: self.last_cands,
            placed: std::array::from_fn(|d| self.last_placed[d].or(self.givens[d])),
        };
        if let Some(carry) = self.carry.as_mut() {
            carry.known[index] = if outcome {
                carry.lengths[index] = self.last_length;
                FAILS
            } else if known == UNKNOWN {
                carry.reached.push(reached);
                (carry.reached.len() - 1) as u32
            } else {
                carry.reached[known as usize] = reached;
                known
            };
        }
        outcome
    }

    /// Whether a supposition that got to `from` on an earlier position fails on this one: its
    /// facts there, with this position's, followed to the end.
    fn resume(&mut self, from: &Reached<W, D>) -> bool {
        // A digit it placed that this position has removed or placed another digit on, or a
        // given of this position it had removed: a clash.
        let clash = (0..D).any(|d| {
            !from.placed[d].minus(self.candidates[d].or(self.givens[d])).is_empty()
                || !self.givens[d].minus(from.cands[d].or(from.placed[d])).is_empty()
        });
        if clash {
            return true;
        }
        let mut placed: [Bits<W>; D] = std::array::from_fn(|d| from.placed[d].minus(self.givens[d]));
        let mut cands: [Bits<W>; D] = std::array::from_fn(|d| from.cands[d].and(self.candidates[d]));
        // Where it got to had no single and no house out of room: only houses that lost a
        // place since need looking at again.
        let mut dirty = [Bits::<H>::EMPTY; D];
        for d in 0..D {
            from.cands[d]
                .minus(cands[d])
                .for_each(|c| dirty[d] = dirty[d].or(self.cell_in[c]));
        }
        if dirty.iter().all(|m| m.is_empty()) {
            self.last_placed = placed;
            self.last_cands = cands;
            return false;
        }
        let mut unplaced = self.unplaced;
        self.scratch_filled.copy_from_slice(&self.filled);
        let cell_houses = std::sync::Arc::clone(&self.cell_houses);
        let filled = &mut self.scratch_filled;
        for (d, set) in placed.iter().enumerate() {
            unplaced = unplaced.minus(*set);
            set.for_each(|c| {
                for &h in &cell_houses[c] {
                    filled[h] |= 1 << d;
                }
            });
        }
        self.stack.clear();
        // Where it got to was settled with the cages too: only those whose cells lost a
        // candidate since need looking at again.
        self.cage_seen = from.cands;
        self.cage_all = false;
        self.settle(&mut cands, &mut unplaced, &mut placed, &mut dirty)
    }

    /// Whether supposing `cell` is `digit` (or, with `not`, is not) leads to a contradiction.
    fn fails(&mut self, cell: usize, digit: usize, not: bool) -> bool {
        let mut cands = self.candidates;
        let mut unplaced = self.unplaced;
        // Cells placed by this supposition, per digit.
        let mut placed = [Bits::<W>::EMPTY; D];
        self.scratch_filled.copy_from_slice(&self.filled);
        self.stack.clear();
        // Per digit, the houses (bits of `houses`) where it lost a place since they were last
        // looked at.
        let mut dirty = [if self.quiet { Bits::<H>::EMPTY } else { Bits::ALL }; D];
        self.cage_seen = self.candidates;
        self.cage_all = !self.cage_quiet;
        if not {
            cands[digit].remove(cell);
            dirty[digit] = dirty[digit].or(self.cell_in[cell]);
        } else {
            self.stack.push((cell, digit));
        }
        self.settle(&mut cands, &mut unplaced, &mut placed, &mut dirty)
    }

    /// Follows singles (and locked candidates) from a state to the end: whether a
    /// contradiction shows. When none does, the state is kept in `last_cands`/`last_placed`;
    /// when one does, how many digits were placed by then in `last_length`.
    fn settle(
        &mut self,
        cands: &mut [Bits<W>; D],
        unplaced: &mut Bits<W>,
        placed: &mut [Bits<W>; D],
        dirty: &mut [Bits<H>; D],
    ) -> bool {
        let fails = self.settle_from(cands, unplaced, placed, dirty);
        if fails {
            self.last_length = placed.iter().map(|set| set.count()).sum();
        }
        fails
    }

    fn settle_from(
        &mut self,
        cands: &mut [Bits<W>; D],
        unplaced: &mut Bits<W>,
        placed: &mut [Bits<W>; D],
        dirty: &mut [Bits<H>; D],
    ) -> bool {
        let filled = &mut self.scratch_filled;
        let stack = &mut self.stack;
        // Per digit, the houses A where it lost a place since locked candidates last looked
        // (the state started from has none to remove, or every house is looked at).
        let mut locked_dirty = if self.locked_quiet { *dirty } else { [Bits::ALL; D] };
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
                for m in dirty.iter_mut().chain(locked_dirty.iter_mut()) {
                    *m = m.or(self.cell_in[c]);
                }
                dirty[d] = dirty[d].or(self.peer_in[c]);
                locked_dirty[d] = locked_dirty[d].or(self.peer_in[c]);
                for &h in &self.cell_houses[c] {
                    filled[h] |= 1 << d;
                }
            }
            // Naked singles and empty cells, all cells at once.
            let mut once = Bits::<W>::EMPTY;
            let mut twice = Bits::<W>::EMPTY;
            for set in cands.iter() {
                twice = twice.or(once.and(*set));
                once = once.or(*set);
            }
            if !unplaced.minus(once).is_empty() {
                return true;
            }
            once.minus(twice).for_each(|c| {
                if let Some(d) = (0..D).find(|&d| cands[d].contains(c)) {
                    stack.push((c, d));
                }
            });
            // Hidden singles, and digits with no place left in a house.
            for (d, changed) in dirty.iter_mut().enumerate() {
                for i in std::mem::replace(changed, Bits::EMPTY).ones() {
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
                for (d, changed) in locked_dirty.iter_mut().enumerate() {
                    for i in std::mem::replace(changed, Bits::EMPTY).ones() {
                        // Bits past the last house (a mask of every house) end the digit.
                        let (Some(&from), Some(&to)) = (self.locked_from.get(i), self.locked_from.get(i + 1)) else {
                            break;
                        };
                        let pairs = &self.locked[from..to];
                        for lp in pairs {
                            if filled[lp.a] >> d & 1 != 0 {
                                break;
                            }
                            let gone = lp.removes(cands[d]);
                            if !gone.is_empty() {
                                cands[d] = cands[d].minus(gone);
                                // The digit lost places in the houses of B: hidden singles
                                // look there, and locked candidates on the next pass.
                                gone.for_each(|q| {
                                    dirty[d] = dirty[d].or(self.cell_in[q]);
                                    *changed = changed.or(self.cell_in[q]);
                                });
                                removed = true;
                            }
                        }
                    }
                }
                if removed {
                    continue;
                }
            }
            if stack.is_empty() && !self.cages.is_empty() {
                let gone = &mut self.cage_gone;
                gone.clear();
                let all = std::mem::replace(&mut self.cage_all, false);
                if !cage_sums(&self.cages, &self.givens, placed, cands, &mut self.cage_seen, all, gone) {
                    return true;
                }
                if !gone.is_empty() {
                    for &(c, d) in gone.iter() {
                        cands[d].remove(c);
                        dirty[d] = dirty[d].or(self.cell_in[c]);
                        locked_dirty[d] = locked_dirty[d].or(self.cell_in[c]);
                    }
                    continue;
                }
            }
            if stack.is_empty() {
                self.last_placed = *placed;
                self.last_cands = *cands;
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
fn quiet<const W: usize, const D: usize>(
    candidates: &[Bits<W>; D],
    unplaced: Bits<W>,
    houses: &[(usize, Bits<W>)],
    filled: &[u16],
) -> bool {
    let mut once = Bits::<W>::EMPTY;
    let mut twice = Bits::<W>::EMPTY;
    for set in candidates {
        twice = twice.or(once.and(*set));
        once = once.or(*set);
    }
    let singles = !unplaced.minus(twice).is_empty();
    !singles
        && unplaced.0.iter().any(|&w| w != 0)
        && houses.iter().all(|&(h, house)| {
            (0..D).all(|d| {
                filled[h] >> d & 1 != 0
                    || candidates[d].and(house).single().is_none() && !candidates[d].and(house).is_empty()
            })
        })
}

/// What a supposition that held led to, per digit: the cells it placed the digit in, and the
/// cells it removed the digit from.
#[derive(Clone, Copy)]
pub(super) struct Facts<const S: usize> {
    placed: [CellSet<S>; MAX_DIGITS],
    removed: [CellSet<S>; MAX_DIGITS],
    /// The board's digits: the tables past them stay empty.
    digits: usize,
}

impl<const S: usize> Facts<S> {
    /// Keeps only what `other` led to as well.
    pub(super) fn meet(&mut self, other: &Facts<S>) {
        for d in 0..self.digits {
            self.placed[d] = self.placed[d].and(&other.placed[d]);
            self.removed[d] = self.removed[d].and(&other.removed[d]);
        }
    }

    /// Leaves out what concerns `cell`.
    pub(super) fn forget_cell(&mut self, cell: usize) {
        for d in 0..self.digits {
            self.placed[d].remove(cell);
            self.removed[d].remove(cell);
        }
    }

    /// Leaves out what concerns digit index `d` in `cells`.
    pub(super) fn forget(&mut self, d: usize, cells: &CellSet<S>) {
        self.placed[d] = self.placed[d].minus(cells);
        self.removed[d] = self.removed[d].minus(cells);
    }

    /// Whether it placed digit index `d` in `cell` (`placed`), or removed it from there.
    #[cfg(test)]
    pub(super) fn has(&self, cell: usize, d: usize, placed: bool) -> bool {
        if placed {
            self.placed[d].contains(cell)
        } else {
            self.removed[d].contains(cell)
        }
    }

    pub(super) fn is_empty(&self) -> bool {
        self.placed.iter().chain(&self.removed).all(CellSet::is_empty)
    }
}

/// The quick test of suppositions on one position.
pub(super) struct Quick(Width);

/// The digit index placed in cell `c`: given on `ctx`'s position, or true in `truth`.
fn placed_in<const S: usize>(ctx: &Context<S>, truth: &[u16], c: usize) -> Option<usize> {
    ctx.grid
        .get(c)
        .map(|d| d.index())
        .or_else(|| (truth[c] != 0).then(|| truth[c].trailing_zeros() as usize))
}

/// A carry of either width, kept between positions in [`memory`]'s `carried` (one without
/// locked candidates, one with).
pub(super) enum Carried {
    Narrow(Box<Carry<2, 9>>),
    Wide(Box<Carry<4, 9>>),
    Widest(Box<Carry<6, 9>>),
    Giant(Box<Carry<4, 16>>),
}

/// Gives `board` the carry of the last position when this one lies inside it (else a new
/// one), now standing for this position.
fn take_carry<const W: usize, const H: usize, const D: usize>(board: &mut Board<W, H, D>, last: Option<Carry<W, D>>) {
    let n = board.cell_in.len();
    let mut carry = last
        .filter(|c| c.with_locked == board.with_locked && c.cage_key == board.cage_key && board.inside(c))
        .unwrap_or_else(|| Carry::new(n, board.with_locked, board.cage_key));
    carry.candidates = board.candidates;
    carry.givens = board.givens;
    board.carry = Some(carry);
    board.thread_carry = true;
}

impl Drop for Quick {
    fn drop(&mut self) {
        let (slot, carried) = match &mut self.0 {
            Width::Narrow(b) => (
                usize::from(b.with_locked),
                b.carry
                    .take()
                    .filter(|_| b.thread_carry)
                    .map(|c| Carried::Narrow(Box::new(c))),
            ),
            Width::Wide(b) => (
                usize::from(b.with_locked),
                b.carry
                    .take()
                    .filter(|_| b.thread_carry)
                    .map(|c| Carried::Wide(Box::new(c))),
            ),
            Width::Widest(b) => (
                usize::from(b.with_locked),
                b.carry
                    .take()
                    .filter(|_| b.thread_carry)
                    .map(|c| Carried::Widest(Box::new(c))),
            ),
            Width::Giant(b) => (
                usize::from(b.with_locked),
                b.carry
                    .take()
                    .filter(|_| b.thread_carry)
                    .map(|c| Carried::Giant(Box::new(c))),
            ),
        };
        if let Some(carried) = carried {
            // Gone at the thread's end: nothing to carry then.
            let _ = memory::carried(|slots| slots[slot] = Some(carried));
        }
    }
}

enum Width {
    /// Up to 128 cells (the classic board).
    Narrow(Box<Board<2, 2, 9>>),
    /// Up to 256 cells and 128 houses (the cube).
    Wide(Box<Board<4, 2, 9>>),
    /// Up to 384 cells and 192 houses (a Samurai board).
    Widest(Box<Board<6, 3, 9>>),
    /// Sixteen digits: up to 256 cells and 64 houses (the 16x16 board).
    Giant(Box<Board<4, 1, 16>>),
}

/// The same expression on the board of whichever width `quick` holds.
macro_rules! on_board {
    ($width:expr, $b:ident => $e:expr) => {
        match $width {
            Width::Narrow($b) => $e,
            Width::Wide($b) => $e,
            Width::Widest($b) => $e,
            Width::Giant($b) => $e,
        }
    };
}

/// Which [`Width`] holds `ctx`'s shape: 0 narrow, 1 wide, 2 widest, 3 giant. Boards of up
/// to nine digits keep tables of nine (a 6x6 board's absent digits count as placed).
fn width_of<const S: usize>(ctx: &Context<S>) -> u8 {
    match (ctx.geometry.size(), ctx.candidates.len(), ctx.tables.order.len()) {
        (10.., ..=256, ..=64) => 3,
        (..=9, ..=128, ..=128) => 0,
        (..=9, ..=256, ..=128) => 1,
        _ => 2,
    }
}

impl Quick {
    /// The test on `ctx`'s position; with `with_locked`, locked candidates propagate too.
    pub(super) fn new<const S: usize>(ctx: &Context<S>, with_locked: bool) -> Quick {
        Quick(match width_of(ctx) {
            0 => Width::Narrow(Box::new(Board::new(ctx, with_locked))),
            1 => Width::Wide(Box::new(Board::new(ctx, with_locked))),
            2 => Width::Widest(Box::new(Board::new(ctx, with_locked))),
            _ => Width::Giant(Box::new(Board::new(ctx, with_locked))),
        })
    }

    /// The test inside a supposition being followed: `truth` (per cell, the digits true)
    /// placed on `ctx`'s position, with the candidates `cands` (per cell, bit d for digit
    /// index d) in the other cells.
    pub(super) fn of_state<const S: usize>(ctx: &Context<S>, cands: &[u16], truth: &[u16], with_locked: bool) -> Quick {
        // Built empty, then moved to the state, which gives it its own carry.
        let mut quick = Quick(match width_of(ctx) {
            0 => Width::Narrow(Box::new(Board::of(ctx, |_| None, |_| 0, with_locked))),
            1 => Width::Wide(Box::new(Board::of(ctx, |_| None, |_| 0, with_locked))),
            2 => Width::Widest(Box::new(Board::of(ctx, |_| None, |_| 0, with_locked))),
            _ => Width::Giant(Box::new(Board::of(ctx, |_| None, |_| 0, with_locked))),
        });
        quick.move_to_state(ctx, cands, truth);
        quick
    }

    /// The test moved to another state of the supposition being followed: what suppositions
    /// led to in the last one is carried when this one lies inside it, as the states of one
    /// supposition do as it goes on.
    pub(super) fn move_to_state<const S: usize>(&mut self, ctx: &Context<S>, cands: &[u16], truth: &[u16]) {
        let placed = |c: usize| placed_in(ctx, truth, c);
        let cands = |c: usize| cands[c];
        on_board!(&mut self.0, b => b.move_to(ctx, placed, cands))
    }

    /// As `new`, and what suppositions led to on the last position this thread tested is
    /// carried over when this position lies inside it (the grader's and the hints' walks
    /// through a puzzle), and carried on to the next.
    pub(super) fn carried<const S: usize>(ctx: &Context<S>, with_locked: bool) -> Quick {
        let mut quick = Quick::new(ctx, with_locked);
        let last = memory::carried(|slots| slots[usize::from(with_locked)].take()).flatten();
        match (&mut quick.0, last) {
            (Width::Narrow(b), Some(Carried::Narrow(c))) => take_carry(b, Some(*c)),
            (Width::Wide(b), Some(Carried::Wide(c))) => take_carry(b, Some(*c)),
            (Width::Widest(b), Some(Carried::Widest(c))) => take_carry(b, Some(*c)),
            (Width::Giant(b), Some(Carried::Giant(c))) => take_carry(b, Some(*c)),
            (Width::Narrow(b), _) => take_carry(b, None),
            (Width::Wide(b), _) => take_carry(b, None),
            (Width::Widest(b), _) => take_carry(b, None),
            (Width::Giant(b), _) => take_carry(b, None),
        }
        quick
    }

    /// Whether supposing `cell` is digit index `digit` leads to a contradiction.
    pub(super) fn fails(&mut self, cell: usize, digit: usize) -> bool {
        on_board!(&mut self.0, b => b.fails_carried(cell, digit))
    }

    /// What the last supposition found to hold led to.
    pub(super) fn last_facts<const S: usize>(&self) -> Facts<S> {
        on_board!(&self.0, b => b.last_facts())
    }

    /// For the last supposition found to fail, how many digits it had placed by then: a guess
    /// at how long its traced chain is, to trace the likely shortest first.
    pub(super) fn last_length(&self) -> u32 {
        on_board!(&self.0, b => b.last_length)
    }

    /// Whether supposing `cell` is not digit index `digit` leads to a contradiction.
    pub(super) fn fails_without(&mut self, cell: usize, digit: usize) -> bool {
        on_board!(&mut self.0, b => b.fails(cell, digit, true))
    }

    /// Calls `f(cell, digit index)` for every digit the last supposition that did not fail
    /// placed (itself included). Supposing any of them cannot fail either: what it leads to is
    /// part of what that supposition led to, which held no contradiction.
    pub(super) fn for_each_placed(&self, f: impl FnMut(usize, usize)) {
        on_board!(&self.0, b => b.for_each_placed(f))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::logic::LogicalSolver;

    /// Carrying what suppositions led to from one position to the next gives the answer
    /// following each from the start gives, for every candidate of every position along the
    /// grader's walks (classic and cube, with and without locked candidates), and when the
    /// next position is another puzzle's.
    #[test]
    fn carried_suppositions_answer_as_fresh_ones() {
        let puzzles = crate::engine::logic::walk_puzzles(6);
        let (mut resumed, mut failing) = (0, 0);
        for puzzle in &puzzles {
            let mut solver = LogicalSolver::new(puzzle);
            loop {
                let ctx = solver.context();
                for with_locked in [false, true] {
                    let mut carried = Quick::carried(&ctx, with_locked);
                    let mut fresh = Quick::new(&ctx, with_locked);
                    for c in 0..ctx.candidates.len() {
                        for d in ctx.candidates[c].iter() {
                            let answer = fresh.fails(c, d.index());
                            assert_eq!(carried.fails(c, d.index()), answer, "{} {d}", ctx.geometry.cell_name(c));
                            failing += usize::from(answer);
                        }
                    }
                    if let Width::Narrow(b) = &carried.0 {
                        resumed += b.carry.as_ref().map_or(0, |c| c.reached.len());
                    }
                }
                let Some(step) = solver.next_step() else {
                    break;
                };
                solver.apply(&step);
            }
            assert!(solver.grid().is_complete(), "the grader finishes every walk");
        }
        // Both kinds of answer, and positions that went on from an earlier one.
        assert!(failing > 1000 && resumed > 1000, "{failing} failing, {resumed} carried");
    }
}
