//! Forcing chains, the last resort: suppose a candidate true and follow what it forces (singles,
//! then locked candidates), step by step. On a killer board the cages' sums are followed too
//! (at every level): a cage's open cells keep only the digits of the combinations that still
//! fit them, so a killer chain reads a cage where singles alone would take a long way round.
//!
//! - Contradiction forcing: supposing a digit in a cell leads to a cell with no candidate, a
//!   digit with no place in a house, or a cell forced to two digits; so the digit is removed.
//! - Cell forcing: whichever candidate a cell holds, the same thing follows; so it is true.
//! - Unit (digit) forcing: wherever a digit goes in a house, the same thing follows.
//! - Nested forcing: as contradiction forcing, but a supposition may also remove a candidate
//!   because supposing that candidate (inside the first supposition) leads to a contradiction;
//!   nested as deep as needed.
//!
//! Each supposition is followed once per position and shared by the three forcing rows (a
//! per-thread cache keyed by the candidates, in the grader's memory: `memory.rs`).

use super::budget;
use crate::engine::geometry::Geometry;
use crate::engine::killer::{cage_fit, combinations, MAX_CAGE};
use crate::engine::types::{Candidates, Digit};

use super::chains::length_bonus;
use super::context::MAX_DIGITS;
use super::memory;
use super::propagate::{Facts, Quick};
use super::step::{Inference, Reason};
use super::{CellSet, Context, Sink, Step, Technique};

const NONE: u32 = u32::MAX;

/// Why a literal (a candidate true or false) followed.
#[derive(Clone, Copy, Debug)]
enum Why {
    /// The supposition itself.
    Assumed,
    /// The cell holds another digit (antecedent: that literal).
    Placed,
    /// A peer holds the digit (antecedent: that literal).
    Sees,
    /// The cell's last candidate.
    Naked,
    /// The digit's last place in the house.
    Hidden(usize),
    /// The digit is confined to house A's cells in house B.
    Locked(usize, usize),
    /// Supposing it leads to a contradiction (index into the nested proofs; antecedents: the
    /// literals of this supposition that the nested proof reads).
    Nested(u32),
    /// A killer cage's sum (antecedents: its cells placed in the supposition, and the removed
    /// candidates of its open cells that some combination of its size and sum holds).
    Cage {
        cage: usize,
        left: u8,
        cells: u8,
        fits: u16,
    },
}

/// How a literal followed: why, its antecedents (`start..start + len` in the arena) and when.
#[derive(Clone, Copy, Debug)]
struct Record {
    why: Why,
    start: u32,
    len: u32,
    seq: u32,
}

/// How a supposition failed.
#[derive(Clone, Copy, Debug)]
enum Contra {
    /// The cell has no candidate left (the digit was its last one removed).
    EmptyCell(usize, Digit),
    /// The digit has no place left in the house (the cell was its last one).
    NoPlace(usize, Digit, usize),
    /// The cell would be the digit and not the digit.
    Clash(usize, Digit),
    /// The killer cage can no longer reach its sum: (cage, what its open cells would need,
    /// how many there are).
    Cage(usize, i8, u8),
}

/// Candidates are numbered `cell * STRIDE + digit index`, literals `candidate * 2 + truth`:
/// room for every board's digits.
const STRIDE: usize = MAX_DIGITS;

fn lit(c: usize, d: usize, truth: bool) -> u32 {
    ((c * STRIDE + d) * 2 + usize::from(truth)) as u32
}

/// One supposition followed through.
struct Prop<'a, 'c, const W: usize> {
    ctx: &'a Context<'c, W>,
    cands: Vec<u16>,
    truth: Vec<u16>,
    reason: Vec<u32>,
    reasons: Vec<Record>,
    arena: Vec<u32>,
    /// The next literal of `order` to follow: those after it were found and wait their turn.
    head: usize,
    /// Every literal that followed, in the order found (also the queue of those to follow).
    order: Vec<u32>,
    contradiction: Option<(Contra, Vec<u32>)>,
    /// The proofs of the nested suppositions that failed, by `Why::Nested` index.
    nested: Vec<Nested>,
    level: u8,
    /// Scratch for locked candidates: per house and digit, the positions still possible.
    house_pos: Vec<[u16; MAX_DIGITS]>,
    /// Scratch for locked candidates: per house, the digits true there.
    house_true: Vec<u16>,
    /// Scratch for the antecedents of one inference.
    ante: Vec<u32>,
    /// Per house and digit, how many of its cells still hold the digit (kept as candidates
    /// go, so that a hidden single is seen without reading the house).
    places: Vec<[u8; MAX_DIGITS]>,
    /// Per house, the digits true there.
    done: Vec<u16>,
    /// Per digit, the cells still holding it (kept as candidates go, so that a digit made
    /// true is removed from the peers holding it without reading the others).
    holders: [CellSet<W>; MAX_DIGITS],
    /// The candidates the supposition started from, with their `places` (what a reset to the
    /// same position starts from again).
    start: (Vec<u16>, Vec<[u8; MAX_DIGITS]>, [CellSet<W>; MAX_DIGITS]),
    /// Per cell, the digits true when it started: what the suppositions around this one made
    /// true (empty for a supposition on the position itself).
    start_truth: Vec<u16>,
    /// Stop once more literals than this have followed (a chain longer than one already found).
    limit: usize,
    /// Whether the run stopped at `limit`.
    cut: bool,
    /// Whether the run keeps why each literal followed (else it only counts them: the same
    /// literals in the same order, for measuring which supposition fails soonest).
    traced: bool,
    /// The untraced test of suppositions one level down, kept from one nested pass to the next.
    inner_quick: Option<Quick>,
}

impl<'a, 'c, const W: usize> Prop<'a, 'c, W> {
    fn new(ctx: &'a Context<'c, W>, cands: Vec<u16>, level: u8) -> Prop<'a, 'c, W> {
        let n = cands.len();
        let mut prop = Prop {
            ctx,
            cands,
            truth: vec![0; n],
            reason: vec![NONE; n * STRIDE * 2],
            reasons: Vec::new(),
            arena: Vec::new(),
            head: 0,
            order: Vec::new(),
            contradiction: None,
            nested: Vec::new(),
            level,
            house_pos: Vec::new(),
            house_true: Vec::new(),
            ante: Vec::new(),
            places: Vec::new(),
            done: Vec::new(),
            holders: [CellSet::EMPTY; MAX_DIGITS],
            start: (Vec::new(), Vec::new(), [CellSet::EMPTY; MAX_DIGITS]),
            start_truth: Vec::new(),
            limit: usize::MAX,
            cut: false,
            traced: true,
            inner_quick: None,
        };
        prop.count_places();
        prop.start = (prop.cands.clone(), prop.places.clone(), prop.holders);
        prop
    }

    /// A supposition inside another: starts from its candidates and what it made true.
    fn inside(ctx: &'a Context<'c, W>, cands: Vec<u16>, truth: Vec<u16>, level: u8) -> Prop<'a, 'c, W> {
        let mut prop = Prop::new(ctx, cands, level);
        prop.start_truth.clone_from(&truth);
        prop.truth = truth;
        prop.count_places();
        prop
    }

    /// Counts `places`, `done` and `holders` afresh from the candidates and truths.
    fn count_places(&mut self) {
        let houses = self.ctx.geometry.houses();
        self.places.clear();
        self.done.clear();
        self.holders = [CellSet::EMPTY; MAX_DIGITS];
        for (c, &m) in self.cands.iter().enumerate() {
            let mut m = m;
            while m != 0 {
                self.holders[m.trailing_zeros() as usize].insert(c);
                m &= m - 1;
            }
        }
        for house in houses {
            let mut count = [0u8; MAX_DIGITS];
            let mut done = self.ctx.geometry.absent_digit_bits();
            for &q in &house.cells {
                let mut m = self.cands[q];
                while m != 0 {
                    count[m.trailing_zeros() as usize] += 1;
                    m &= m - 1;
                }
                done |= self.truth[q];
            }
            self.places.push(count);
            self.done.push(done);
        }
    }

    /// Back to the position `base` for a new supposition, keeping the buffers.
    fn reset(&mut self, base: &[u16]) {
        // An untraced run left no reasons to clear.
        if !self.reasons.is_empty() {
            for &l in &self.order {
                self.reason[l as usize] = NONE;
            }
        }
        self.cands.copy_from_slice(base);
        self.truth.fill(0);
        self.start_truth.clear();
        self.reasons.clear();
        self.arena.clear();
        self.head = 0;
        self.order.clear();
        self.contradiction = None;
        self.nested.clear();
        self.limit = usize::MAX;
        self.cut = false;
        self.inner_quick = None;
        if self.start.0 == base {
            self.places.clone_from(&self.start.1);
            self.holders = self.start.2;
            self.done.fill(0);
        } else {
            self.count_places();
            self.start = (self.cands.clone(), self.places.clone(), self.holders);
        }
    }

    fn record(&mut self, l: u32, why: Why, ante: &[u32]) {
        if !self.traced {
            self.order.push(l);
            return;
        }
        let start = self.arena.len() as u32;
        self.arena.extend_from_slice(ante);
        self.reason[l as usize] = self.reasons.len() as u32;
        self.reasons.push(Record {
            why,
            start,
            len: ante.len() as u32,
            seq: self.order.len() as u32,
        });
        self.order.push(l);
    }

    /// Whether literal `l` held when this supposition started, as what a supposition around
    /// it found (a candidate of the position removed, or a digit made true), not as part of the
    /// position itself: a proof inside another reads it from the proof around it.
    fn inherited(&self, l: u32) -> bool {
        let cand = (l / 2) as usize;
        let (c, d) = (cand / STRIDE, cand % STRIDE);
        if l & 1 == 1 {
            self.start_truth.get(c).is_some_and(|&t| t >> d & 1 != 0)
        } else {
            self.ctx.candidates[c].bits() >> d & 1 != 0 && self.start.0[c] >> d & 1 == 0
        }
    }

    /// Whether an inference that reads literal `l` must cite it: it followed in this
    /// supposition or in one around it.
    fn cited(&self, l: u32) -> bool {
        self.reason[l as usize] != NONE || self.inherited(l)
    }

    fn fail(&mut self, contra: Contra, ante: Vec<u32>) {
        if self.contradiction.is_none() {
            self.contradiction = Some((contra, ante));
        }
    }

    fn set_true(&mut self, c: usize, d: usize, why: Why, ante: &[u32]) {
        if self.contradiction.is_some() || self.truth[c] >> d & 1 != 0 {
            return;
        }
        if self.cands[c] >> d & 1 == 0 {
            let mut all = ante.to_vec();
            let f = lit(c, d, false);
            if self.traced && self.cited(f) {
                all.push(f);
            }
            self.fail(Contra::Clash(c, Digit::from_index(d)), all);
            return;
        }
        self.truth[c] |= 1 << d;
        for &h in &self.ctx.tables.cell_houses[c] {
            self.done[h] |= 1 << d;
        }
        self.record(lit(c, d, true), why, ante);
    }

    fn set_false(&mut self, c: usize, d: usize, why: Why, ante: &[u32]) {
        if self.contradiction.is_some() || self.cands[c] >> d & 1 == 0 {
            return;
        }
        if self.truth[c] >> d & 1 != 0 {
            let mut all = ante.to_vec();
            all.push(lit(c, d, true));
            self.fail(Contra::Clash(c, Digit::from_index(d)), all);
            return;
        }
        self.cands[c] &= !(1 << d);
        self.holders[d].remove(c);
        for &h in &self.ctx.tables.cell_houses[c] {
            self.places[h][d] -= 1;
        }
        self.record(lit(c, d, false), why, ante);
    }

    /// Derived false literals of digit `d` in the cells of house `h`, into `out` (cleared first).
    fn house_falses(&self, h: usize, d: usize, out: &mut Vec<u32>) {
        out.clear();
        if !self.traced {
            return;
        }
        out.extend(
            self.ctx.geometry.houses()[h]
                .cells
                .iter()
                .map(|&q| lit(q, d, false))
                .filter(|&l| self.cited(l)),
        );
    }

    fn drain(&mut self) {
        let t = self.ctx.tables;
        while self.head < self.order.len() && self.contradiction.is_none() {
            if self.order.len() > self.limit {
                self.cut = true;
                return;
            }
            let l = self.order[self.head];
            self.head += 1;
            let cand = (l / 2) as usize;
            let (c, d) = (cand / STRIDE, cand % STRIDE);
            if l & 1 == 1 {
                let mut m = self.cands[c] & !(1 << d);
                while m != 0 {
                    let e = m.trailing_zeros() as usize;
                    m &= m - 1;
                    self.set_false(c, e, Why::Placed, &[l]);
                }
                for p in t.peers[c].and(&self.holders[d]).iter() {
                    self.set_false(p, d, Why::Sees, &[l]);
                }
            } else {
                if self.truth[c] == 0 {
                    let left = self.cands[c];
                    if left.count_ones() <= 1 {
                        let mut ante = std::mem::take(&mut self.ante);
                        ante.clear();
                        if self.traced {
                            ante.extend(
                                (0..self.ctx.digit_count())
                                    .map(|e| lit(c, e, false))
                                    .filter(|&x| self.cited(x)),
                            );
                        }
                        if left == 0 {
                            self.fail(Contra::EmptyCell(c, Digit::from_index(d)), ante);
                            return;
                        }
                        self.set_true(c, left.trailing_zeros() as usize, Why::Naked, &ante);
                        self.ante = ante;
                    }
                }
                for &h in &t.cell_houses[c] {
                    let places = self.places[h][d];
                    if self.done[h] >> d & 1 != 0 || places > 1 {
                        continue;
                    }
                    let cells = &self.ctx.geometry.houses()[h].cells;
                    let last = cells
                        .iter()
                        .copied()
                        .find(|&q| self.cands[q] >> d & 1 != 0)
                        .unwrap_or(0);
                    let mut ante = std::mem::take(&mut self.ante);
                    self.house_falses(h, d, &mut ante);
                    if places == 0 {
                        self.fail(Contra::NoPlace(h, Digit::from_index(d), c), ante);
                        return;
                    }
                    self.set_true(last, d, Why::Hidden(h), &ante);
                    self.ante = ante;
                }
            }
        }
    }

    /// Per house, the positions of each digit still possible and the digits already true
    /// there (for locked candidates; recomputed after each change).
    fn fill_masks(&mut self) {
        let houses = self.ctx.geometry.houses();
        self.house_pos.resize(houses.len(), [0; MAX_DIGITS]);
        self.house_true.resize(houses.len(), 0);
        for (h, house) in houses.iter().enumerate() {
            let mut pos = [0u16; MAX_DIGITS];
            let mut truth = self.ctx.geometry.absent_digit_bits();
            for (i, &q) in house.cells.iter().enumerate() {
                let mut m = self.cands[q];
                while m != 0 {
                    pos[m.trailing_zeros() as usize] |= 1 << i;
                    m &= m - 1;
                }
                truth |= self.truth[q];
            }
            self.house_pos[h] = pos;
            self.house_true[h] = truth;
        }
    }

    /// Locked candidates on the current state; true when something was removed.
    fn locked(&mut self) -> bool {
        let t = self.ctx.tables;
        let houses = self.ctx.geometry.houses();
        let mut any = false;
        self.fill_masks();
        for lp in &t.locked {
            for d in 0..self.ctx.digit_count() {
                // Skip a digit already true in A, or with places in A outside B.
                let in_a = self.house_pos[lp.a][d];
                if self.house_true[lp.a] >> d & 1 != 0 || in_a & lp.inside_a == 0 || in_a & !lp.inside_a != 0 {
                    continue;
                }
                let mut gone = self.house_pos[lp.b][d] & lp.outside_b;
                if gone == 0 {
                    continue;
                }
                let b_cells = &houses[lp.b].cells;
                let mut ante = std::mem::take(&mut self.ante);
                self.house_falses(lp.a, d, &mut ante);
                while gone != 0 {
                    let j = gone.trailing_zeros() as usize;
                    gone &= gone - 1;
                    self.set_false(b_cells[j], d, Why::Locked(lp.a, lp.b), &ante);
                }
                self.ante = ante;
                any = true;
                self.drain();
                if self.contradiction.is_some() || self.cut {
                    return true;
                }
                self.fill_masks();
            }
        }
        any
    }

    /// Killer cages' sums on the current state ([`cage_fit`]): an open cell keeps only the
    /// digits of the combinations that still fit (placed when one is left); a cage that none
    /// fits is a contradiction. True when something followed.
    fn cage_sums(&mut self) -> bool {
        let Some(cages) = self.ctx.grid.shape().cages() else {
            return false;
        };
        let mut any = false;
        for (i, cage) in cages.cages().iter().enumerate() {
            let (mut placed, mut placed_sum) = (0u16, 0usize);
            let mut open = [0usize; MAX_CAGE];
            let mut masks = [0u16; MAX_CAGE];
            let mut n = 0;
            for &c in &cage.cells {
                let digit = self
                    .ctx
                    .grid
                    .get(c)
                    .map(|d| d.index())
                    .or_else(|| (self.truth[c] != 0).then(|| self.truth[c].trailing_zeros() as usize));
                match digit {
                    Some(d) => {
                        placed |= 1 << d;
                        placed_sum += d + 1;
                    }
                    None => {
                        open[n] = c;
                        masks[n] = self.cands[c];
                        n += 1;
                    }
                }
            }
            let fit = cage_fit(cage.sum, placed, placed_sum, &masks[..n]);
            let changes = fit.is_none_or(|f| masks[..n].iter().any(|&m| m & !f.digits != 0));
            if !changes {
                continue;
            }
            // What it reads: its cells the supposition placed, and its open cells' removed
            // candidates that a combination of its size and sum holds (the others change
            // nothing).
            let mut ante = std::mem::take(&mut self.ante);
            ante.clear();
            if self.traced {
                let within = fit.map_or(0x1ff, |f| f.within);
                for &c in &cage.cells {
                    if self.truth[c] != 0 {
                        let l = lit(c, self.truth[c].trailing_zeros() as usize, true);
                        if self.cited(l) {
                            ante.push(l);
                        }
                    }
                }
                for &c in &open[..n] {
                    ante.extend(
                        (0..9)
                            .filter(|&e| within >> e & 1 != 0)
                            .map(|e| lit(c, e, false))
                            .filter(|&x| self.cited(x)),
                    );
                }
            }
            let Some(fit) = fit else {
                let left = i64::from(cage.sum) - placed_sum as i64;
                self.fail(Contra::Cage(i, left as i8, n as u8), ante);
                return true;
            };
            let why = Why::Cage {
                cage: i,
                left: fit.left,
                cells: n as u8,
                fits: fit.combos,
            };
            for (&c, &m) in open[..n].iter().zip(&masks[..n]) {
                let kept = m & fit.digits;
                if kept == m {
                    continue;
                }
                if kept.count_ones() == 1 {
                    // The cage then has one open cell less: its next line is read afresh
                    // (removals alone leave the fitting combinations as they are).
                    self.set_true(c, kept.trailing_zeros() as usize, why, &ante);
                    break;
                } else {
                    let mut gone = m & !kept;
                    while gone != 0 {
                        let e = gone.trailing_zeros() as usize;
                        gone &= gone - 1;
                        self.set_false(c, e, why, &ante);
                    }
                }
            }
            self.ante = ante;
            any = true;
            self.drain();
            if self.contradiction.is_some() || self.cut {
                return true;
            }
        }
        any
    }

    /// Inside this supposition, removes candidates whose own supposition (one level less deep)
    /// fails; true when something was removed.
    fn nested_pass(&mut self) -> bool {
        let n = self.cands.len();
        // One level down from level 2 is singles and locked candidates, which the untraced
        // test follows too: where it finds no contradiction, neither does the trace.
        // The test carries what suppositions led to from one pass to the next of the same
        // supposition, whose state only gains facts.
        let mut untraced = (self.level == 2).then(|| {
            let quick = match self.inner_quick.take() {
                Some(mut quick) => {
                    quick.move_to_state(self.ctx, &self.cands, &self.truth);
                    quick
                }
                None => Quick::of_state(self.ctx, &self.cands, &self.truth, true),
            };
            Untraced::of(quick, n)
        });
        let found = self.first_nested_failure(untraced.as_mut());
        self.inner_quick = untraced.map(|u| u.quick);
        let Some((c, d, proof)) = found else {
            return false;
        };
        // It rests on what this supposition found that the nested proof reads: the trace
        // brings those in, so they are printed before it.
        let index = self.nested.len() as u32;
        let mut reads: Vec<u32> = proof.outer.iter().map(|x| x.1).collect();
        reads.sort_unstable();
        reads.dedup();
        self.nested.push(proof);
        self.set_false(c, d, Why::Nested(index), &reads);
        self.drain();
        true
    }

    /// The first candidate (in cell order) whose supposition one level down fails, with the
    /// proof of its contradiction.
    fn first_nested_failure(&self, mut untraced: Option<&mut Untraced>) -> Option<(usize, usize, Nested)> {
        let n = self.cands.len();
        for c in 0..n {
            if budget::exhausted() {
                return None;
            }
            if self.truth[c] != 0 || self.cands[c].count_ones() < 2 {
                continue;
            }
            let mut m = self.cands[c];
            while m != 0 {
                let d = m.trailing_zeros() as usize;
                m &= m - 1;
                if untraced.as_mut().is_some_and(|u| !u.may_fail(c, d)) {
                    continue;
                }
                let mut inner = Prop::inside(self.ctx, self.cands.clone(), self.truth.clone(), self.level - 1);
                inner.run(c, d, true);
                if let Some((_, ante)) = &inner.contradiction {
                    let mut proof = inner.proof();
                    proof.reads = inner.relies_on(&inner.trace(ante));
                    return Some((c, d, proof));
                }
            }
        }
        None
    }

    /// Follows the supposition "cell c is (or is not) digit d".
    fn run(&mut self, c: usize, d: usize, truth: bool) {
        if truth {
            self.set_true(c, d, Why::Assumed, &[]);
        } else {
            self.set_false(c, d, Why::Assumed, &[]);
        }
        self.drain();
        while self.contradiction.is_none() && !self.cut {
            if self.cage_sums() {
                continue;
            }
            if self.level == 0 {
                break;
            }
            if self.locked() {
                continue;
            }
            // Past the budget a nested supposition stops looking inside itself: it then ends
            // without a contradiction, which claims nothing (a level 0 or 1 run is one
            // propagation and always ends).
            if self.level >= 2 && !budget::exhausted() && self.nested_pass() {
                continue;
            }
            break;
        }
    }

    /// The literals `targets` rest on, in the order they were found.
    fn trace(&self, targets: &[u32]) -> Vec<u32> {
        self.trace_through(targets, true)
    }

    /// As [`Self::trace`]; with `through_nested` false, a literal a nested supposition's
    /// failure proved does not bring in the literals that nested proof reads (the chain's
    /// length as rated, which counts the nested proofs apart).
    fn trace_through(&self, targets: &[u32], through_nested: bool) -> Vec<u32> {
        let mut seen = vec![false; self.reason.len()];
        let mut stack: Vec<u32> = targets.to_vec();
        let mut out = Vec::new();
        while let Some(l) = stack.pop() {
            if seen[l as usize] {
                continue;
            }
            seen[l as usize] = true;
            let r = self.reason[l as usize];
            if r == NONE {
                continue;
            }
            out.push(l);
            let record = self.reasons[r as usize];
            if through_nested || !matches!(record.why, Why::Nested(_)) {
                stack.extend_from_slice(self.antecedents(&record));
            }
        }
        out.sort_by_key(|&l| self.reasons[self.reason[l as usize] as usize].seq);
        out
    }

    fn antecedents(&self, record: &Record) -> &[u32] {
        &self.arena[record.start as usize..(record.start + record.len) as usize]
    }

    /// The sentence of a literal that followed (not one a nested supposition proved).
    fn line(&self, l: u32) -> String {
        let record = self.reasons[self.reason[l as usize] as usize];
        let (inference, _) = self.inference(l, &record);
        sentence(self.ctx.geometry, &inference)
    }

    /// Literal `l` that followed by `record` as an inference (depth 0, no uses yet), with the
    /// literals it reads.
    fn inference(&self, l: u32, record: &Record) -> (Inference, &[u32]) {
        let cand = (l / 2) as usize;
        let ante = self.antecedents(record);
        let first = ante.first().map(|&a| (a / 2) as usize);
        let reason = match record.why {
            Why::Assumed => Reason::Supposition,
            Why::Placed => Reason::HoldsOther {
                digit: Digit::from_index(first.map_or(0, |a| a % STRIDE)),
            },
            Why::Sees => Reason::Sees {
                cell: first.map_or(0, |a| a / STRIDE),
            },
            Why::Naked => Reason::LastCandidate,
            Why::Hidden(h) => Reason::LastPlace { house: h },
            Why::Locked(a, b) => Reason::Locked { confined: a, house: b },
            Why::Nested(_) => Reason::Nested,
            Why::Cage {
                cage,
                left,
                cells,
                fits,
            } => Reason::CageSum {
                cage,
                left,
                cells,
                fits,
            },
        };
        let inference = Inference {
            cell: cand / STRIDE,
            digit: Digit::from_index(cand % STRIDE),
            placed: l & 1 == 1,
            reason,
            depth: 0,
            uses: Vec::new(),
        };
        (inference, ante)
    }

    /// The proof of this supposition's contradiction: the literals it rests on in the order
    /// they were found (a literal a nested supposition proved comes after that supposition's
    /// own proof, one level deeper), then the contradiction.
    fn proof(&self) -> Nested {
        let mut out = Nested::default();
        let Some((contra, ante)) = &self.contradiction else {
            return out;
        };
        // Where each literal stands in the proof.
        let mut index: Vec<u32> = vec![NONE; self.reason.len()];
        for l in self.trace(ante) {
            let record = self.reasons[self.reason[l as usize] as usize];
            let (mut inference, reads) = self.inference(l, &record);
            if let Why::Nested(i) = record.why {
                let inner = &self.nested[i as usize];
                let offset = out.proof.len();
                for x in &inner.proof {
                    let mut x = x.clone();
                    x.depth += 1;
                    for u in &mut x.uses {
                        *u += offset;
                    }
                    out.proof.push(x);
                }
                for &(at, read) in &inner.outer {
                    self.cite(read, offset + at, &index, &mut out);
                }
                inference.uses = vec![offset, out.proof.len() - 1];
            }
            let at = out.proof.len();
            index[l as usize] = at as u32;
            out.proof.push(inference);
            // A nested one's reads are its proof's, cited above.
            if !matches!(record.why, Why::Nested(_)) {
                for &read in reads {
                    self.cite(read, at, &index, &mut out);
                }
            }
        }
        let (cell, digit, placed, reason) = match *contra {
            Contra::EmptyCell(c, d) => (c, d, false, Reason::NoCandidateLeft),
            Contra::NoPlace(h, d, c) => (c, d, false, Reason::NoPlaceLeft { house: h }),
            Contra::Clash(c, d) => (c, d, true, Reason::BothTrueAndFalse),
            Contra::Cage(i, left, cells) => (
                cage_anchor(self.ctx, i),
                Digit::from_index(0),
                false,
                Reason::CageBroken { cage: i, left, cells },
            ),
        };
        let at = out.proof.len();
        out.proof.push(Inference {
            cell,
            digit,
            placed,
            reason,
            depth: 0,
            uses: Vec::new(),
        });
        for &read in ante {
            self.cite(read, at, &index, &mut out);
        }
        for x in &mut out.proof {
            x.uses.sort_unstable();
            x.uses.dedup();
        }
        out
    }

    /// Inference `at` of `out` reads literal `read`: it uses that literal's inference, or (one
    /// found by a supposition around this one) the proof around it must cite it.
    fn cite(&self, read: u32, at: usize, index: &[u32], out: &mut Nested) {
        if index[read as usize] != NONE {
            out.proof[at].uses.push(index[read as usize] as usize);
        } else if self.inherited(read) {
            out.outer.push((at, read));
        }
    }

    fn contradiction_text(&self) -> String {
        let g = self.ctx.geometry;
        match self.contradiction {
            Some((Contra::EmptyCell(c, _), _)) => format!("{} has no candidate left: a contradiction.", g.cell_name(c)),
            Some((Contra::NoPlace(h, d, _), _)) => {
                format!("{d} has no place left in {}: a contradiction.", g.house_name(h))
            }
            Some((Contra::Clash(c, d), _)) => {
                format!("{} would both be and not be {d}: a contradiction.", g.cell_name(c))
            }
            Some((Contra::Cage(i, left, cells), _)) => cage_broken_text(g, i, left, cells),
            None => String::new(),
        }
    }

    /// The step of a supposition that failed, without its conclusion: the lines from the
    /// supposition to the contradiction and the candidates they use; and those literals (their
    /// number rates the chain).
    fn failed_step(&self, technique: Technique) -> (Step, Vec<u32>) {
        let mut step = Step::new(technique);
        let proof = self.proof();
        debug_assert!(
            proof.outer.is_empty(),
            "a supposition on the position reads nothing around it"
        );
        step.lines = proof_lines(self.ctx.geometry, &proof.proof);
        step.proof = proof.proof;
        let ante = self.contradiction.as_ref().map(|x| x.1.clone()).unwrap_or_default();
        let used = self.trace(&ante);
        step.candidates = used
            .iter()
            .map(|&l| ((l / 2) as usize / STRIDE, Digit::from_index((l / 2) as usize % STRIDE)))
            .collect();
        step.relies_on = self.relies_on(&used);
        (step, self.trace_through(&ante, false))
    }

    /// The candidates absent from the position that the forced steps `used` and the
    /// contradiction read: a naked single reads its cell, a hidden single its house's places of
    /// the digit, locked candidates the house the digit is confined in; seeing a placed digit
    /// reads nothing; a nested supposition's failure what its own proof read (candidates the
    /// suppositions around it removed are literals of the chain, traced, not premises). None
    /// when a nested proof's reads are unknown: the step then relies on every absent
    /// candidate.
    fn relies_on(&self, used: &[u32]) -> Option<Vec<(usize, Digit)>> {
        let ctx = self.ctx;
        let houses = ctx.geometry.houses();
        let mut out = Vec::new();
        let absent_in_cell = |q: usize, out: &mut Vec<(usize, Digit)>| {
            if ctx.grid.get(q).is_none() {
                out.extend(ctx.ruled_out(q));
            }
        };
        let absent_in_house = |h: usize, d: Digit, skip: Option<usize>, out: &mut Vec<(usize, Digit)>| {
            for &q in &houses[h].cells {
                let outside = skip.is_none_or(|b| !houses[b].cells.contains(&q));
                if outside && ctx.grid.get(q).is_none() && !ctx.candidates[q].contains(d) {
                    out.push((q, d));
                }
            }
        };
        // A cage's sum reads its open cells' candidates (those of the cells the supposition
        // placed too: a little more than it needs, which only keeps an earlier step).
        let absent_in_cage = |i: usize, out: &mut Vec<(usize, Digit)>| {
            if let Some(cage) = ctx.grid.shape().cages().and_then(|x| x.cages().get(i)) {
                for &q in &cage.cells {
                    absent_in_cell(q, out);
                }
            }
        };
        for &l in used {
            let cand = (l / 2) as usize;
            let (c, d) = (cand / STRIDE, Digit::from_index(cand % STRIDE));
            match self.reasons[self.reason[l as usize] as usize].why {
                Why::Assumed | Why::Placed | Why::Sees => {}
                Why::Naked => absent_in_cell(c, &mut out),
                Why::Hidden(h) => absent_in_house(h, d, None, &mut out),
                Why::Locked(a, b) => absent_in_house(a, d, Some(b), &mut out),
                Why::Nested(i) => out.extend(self.nested[i as usize].reads.as_ref()?.iter().copied()),
                Why::Cage { cage, .. } => absent_in_cage(cage, &mut out),
            }
        }
        match self.contradiction {
            Some((Contra::EmptyCell(q, _), _)) => absent_in_cell(q, &mut out),
            Some((Contra::NoPlace(h, d, _), _)) => absent_in_house(h, d, None, &mut out),
            Some((Contra::Cage(i, ..), _)) => absent_in_cage(i, &mut out),
            Some((Contra::Clash(..), _)) | None => {}
        }
        out.sort_unstable();
        out.dedup();
        Some(out)
    }

    /// The contradiction forcing chain of a failed supposition "cell c is (`supposed` true) or
    /// is not (false) digit d": the opposite holds, so d is removed from c or placed there.
    fn contradiction_step(&self, c: usize, d: usize, supposed: bool) -> Step {
        if self.level >= 2 {
            return self.nested_step(c, d, supposed);
        }
        let ctx = self.ctx;
        let (mut step, used) = self.failed_step(Technique::ContradictionForcingChain);
        let (then, so) = conclude(&mut step, c, d, supposed);
        step.explanation = format!(
            "Contradiction forcing chain: supposing {} {then} {} leads, by {} forced steps, to a contradiction ({}), \
             so {} {so} {}.",
            ctx.geometry.cell_name(c),
            d + 1,
            used.len(),
            self.contradiction_text().trim_end_matches(": a contradiction."),
            ctx.geometry.cell_name(c),
            d + 1
        );
        finish(ctx, &mut step, Technique::ContradictionForcingChain, used.len());
        step
    }

    /// As [`Self::contradiction_step`], for a supposition followed with nested ones (level 2
    /// or more): a nested forcing chain.
    fn nested_step(&self, c: usize, d: usize, supposed: bool) -> Step {
        let ctx = self.ctx;
        let (mut step, used) = self.failed_step(Technique::NestedForcingChain);
        let (then, so) = conclude(&mut step, c, d, supposed);
        // Each nested proof counts its lines (its own nested ones one line each).
        let inner: usize = self
            .nested
            .iter()
            .map(|v| v.proof.iter().filter(|x| x.depth == 0).count())
            .sum();
        step.explanation = format!(
            "Nested forcing chain (depth {}): supposing {} {then} {} leads to a contradiction ({}), where some \
             steps rest on suppositions of their own that fail; so {} {so} {}.",
            self.level - 1,
            ctx.geometry.cell_name(c),
            d + 1,
            self.contradiction_text().trim_end_matches(": a contradiction."),
            ctx.geometry.cell_name(c),
            d + 1
        );
        finish(ctx, &mut step, Technique::NestedForcingChain, used.len() + inner);
        step.rating += 5 * (self.level as u16 - 2);
        step
    }
}

/// What a failed supposition "cell c is (`supposed` true) or is not (false) digit d" proves,
/// written into `step` (d removed from c, or placed there), and the words for the supposition
/// and the conclusion ("is" / "is not").
fn conclude(step: &mut Step, c: usize, d: usize, supposed: bool) -> (&'static str, &'static str) {
    if supposed {
        step.eliminations.push((c, Digit::from_index(d)));
        ("is", "is not")
    } else {
        step.placements.push((c, Digit::from_index(d)));
        ("is not", "is")
    }
}

/// The proof of a supposition that failed, as one inside another keeps it until it is cited.
#[derive(Default)]
struct Nested {
    /// From the supposition to its contradiction, depths from 0.
    proof: Vec<Inference>,
    /// The literals of the suppositions around it that its inferences read: (inference index,
    /// literal).
    outer: Vec<(usize, u32)>,
    /// The candidates absent from the position that its inferences read (as
    /// `Prop::relies_on`); None when unknown (then a chain citing it reads every absent one).
    reads: Option<Vec<(usize, Digit)>>,
}

/// The English sentence of one inference; a nested one's ("r1c2 is not 5, because [...]") is
/// written by [`proof_lines`], which has the proof it cites.
pub fn sentence(geometry: &Geometry, inference: &Inference) -> String {
    let g = geometry;
    let name = g.cell_name(inference.cell);
    let d = inference.digit;
    let is = if inference.placed { "is" } else { "is not" };
    match inference.reason {
        Reason::Supposition => format!("Suppose {name} {is} {d}."),
        Reason::HoldsOther { digit } => format!("{name} is not {d} (it is {digit})."),
        Reason::Sees { cell } => format!("{name} is not {d} (it sees {}).", g.cell_name(cell)),
        Reason::LastCandidate => format!("{name} is {d} (its last candidate)."),
        Reason::LastPlace { house } => format!("{name} is {d} (the last place for {d} in {}).", g.house_name(house)),
        Reason::Locked { confined, house } => format!(
            "{name} is not {d} (in {}, {d} is confined to its cells in {}).",
            g.house_name(confined),
            g.house_name(house)
        ),
        Reason::Nested => format!("{name} is not {d}, because its supposition fails."),
        Reason::NoCandidateLeft => format!("{name} has no candidate left: a contradiction."),
        Reason::NoPlaceLeft { house } => format!("{d} has no place left in {}: a contradiction.", g.house_name(house)),
        Reason::BothTrueAndFalse => format!("{name} would both be and not be {d}: a contradiction."),
        Reason::CageSum {
            cage,
            left,
            cells,
            fits,
        } => {
            let cage_name = cage_name(g, cage);
            let need = if cells == 1 {
                format!("needs {left} in its last open cell")
            } else {
                format!(
                    "needs {left} in its {cells} open cells: {}",
                    fits_text(cells, left, fits, " or ")
                )
            };
            if inference.placed {
                format!("{name} is {d} ({cage_name} {need}).")
            } else {
                format!("{name} is not {d} ({cage_name} {need}).")
            }
        }
        Reason::CageBroken { cage, left, cells } => {
            let text = cage_broken_text(g, cage, left, cells);
            format!("{}{}.", text[..1].to_uppercase(), &text[1..])
        }
    }
}

/// "The 17 cage at r3c4" (its sum and first cell), in English.
fn cage_name(g: &Geometry, cage: usize) -> String {
    match g.shape().cages().and_then(|x| x.cages().get(cage)) {
        Some(x) => format!("the {} cage at {}", x.sum, g.cell_name(x.anchor())),
        None => format!("cage {}", cage + 1),
    }
}

/// Why a cage can no longer reach its sum: its placed digits exceed it, its cells are full
/// with another sum, or no combination of what its open cells need fits them.
fn cage_broken_text(g: &Geometry, cage: usize, left: i8, cells: u8) -> String {
    let name = cage_name(g, cage);
    if left < 0 {
        format!("{name} already holds more than its sum: a contradiction")
    } else if cells == 0 {
        format!("{name} is full and misses its sum: a contradiction")
    } else {
        format!("{name} needs {left} in its {cells} open cells and no combination fits them: a contradiction")
    }
}

/// The first cell of cage `i` (0 when the board has none).
fn cage_anchor<const W: usize>(ctx: &Context<W>, i: usize) -> usize {
    ctx.grid
        .shape()
        .cages()
        .and_then(|x| x.cages().get(i))
        .map_or(0, |cage| cage.anchor())
}

/// The combinations of a cage's `cells` open cells adding up to `left` that still fit (`fits`,
/// bit i for the i-th of them), as sums joined by `or` ("3+7 or 4+6").
pub fn fits_text(cells: u8, left: u8, fits: u16, or: &str) -> String {
    let sums: Vec<String> = combinations(cells as usize, left as usize)
        .iter()
        .enumerate()
        .filter(|&(i, _)| fits >> i & 1 != 0)
        .map(|(_, &m)| super::text::list(Candidates::from_bits(m).iter(), "+"))
        .collect();
    sums.join(or)
}

/// A forcing chain's lines from its proof: one per inference of depth 0, a nested supposition's
/// proof written in brackets inside the line of what it proves.
pub fn proof_lines(geometry: &Geometry, proof: &[Inference]) -> Vec<String> {
    lines_at(geometry, proof, 0)
}

fn lines_at(geometry: &Geometry, proof: &[Inference], depth: u8) -> Vec<String> {
    let mut out = Vec::new();
    let mut inner_from = None;
    for (i, inference) in proof.iter().enumerate() {
        if inference.depth > depth {
            inner_from.get_or_insert(i);
            continue;
        }
        if inference.reason == Reason::Nested {
            let inner = lines_at(geometry, &proof[inner_from.take().unwrap_or(i)..i], depth + 1);
            out.push(format!(
                "{} is not {}, because [{}]",
                geometry.cell_name(inference.cell),
                inference.digit,
                inner.join(" ")
            ));
        } else {
            out.push(sentence(geometry, inference));
        }
    }
    out
}

/// Every supposition "candidate true" on one position, followed through (shared by the rows
/// through [`memory`]'s `followed`): with singles only (level 0) and with locked candidates too
/// (level 1, computed when asked).
pub(super) struct Followed {
    /// Whether every supposition keeps its literals (else only the failing ones).
    every_literal: bool,
    key: Vec<Candidates>,
    cells: Vec<usize>,
    /// Per candidate index (cell * STRIDE + digit): derived literals, in order, and whether it failed.
    results: Vec<Option<(Vec<u32>, bool)>>,
    /// The level `results` were followed at.
    level: u8,
}

/// Follows every supposition at `level`; with `every_literal` false only the failing ones keep
/// their literals (what contradiction forcing reads), the others are only tested.
fn with_followed<R, const W: usize>(
    ctx: &Context<W>,
    level: u8,
    every_literal: bool,
    f: impl FnOnce(&Followed) -> R,
) -> R {
    memory::followed(|slot| {
        let fresh = slot.as_ref().is_none_or(|x| {
            x.level != level
                || (every_literal && !x.every_literal)
                || x.key != ctx.candidates
                || x.cells != placed_cells(ctx)
        });
        if fresh {
            let n = ctx.candidates.len();
            let base: Vec<u16> = ctx.candidates.iter().map(|c| c.bits()).collect();
            let mut results = vec![None; n * STRIDE];
            let mut p = Prop::new(ctx, base.clone(), level);
            let mut untraced = Untraced::new(ctx, level);
            let needed = (every_literal && level == 1).then(|| branches_with_common_facts(ctx, &mut untraced.quick));
            // Past the budget the rest is left unfollowed: a supposition without a result
            // neither fails nor has consequences (the finders then stop, and the budget's end
            // forgets this cache).
            'cells: for c in 0..n {
                for d in ctx.candidates[c].iter() {
                    if budget::exhausted() {
                        break 'cells;
                    }
                    if !every_literal && level <= 1 && !untraced.may_fail(c, d.index()) {
                        results[c * STRIDE + d.index()] = Some((Vec::new(), false));
                        continue;
                    }
                    // Left unfollowed: no cell or house it is a branch of has a consequence
                    // common to every branch (`common` then finds none, as it would).
                    if needed.as_ref().is_some_and(|x| !x[c * STRIDE + d.index()]) {
                        continue;
                    }
                    p.reset(&base);
                    p.run(c, d.index(), true);
                    results[c * STRIDE + d.index()] = Some((p.order.clone(), p.contradiction.is_some()));
                }
            }
            *slot = Some(Followed {
                every_literal,
                key: ctx.candidates.to_vec(),
                cells: placed_cells(ctx),
                results,
                level,
            });
        }
        match slot.as_ref() {
            Some(x) => f(x),
            None => unreachable!("filled above"),
        }
    })
}

/// For cell and unit forcing: the suppositions worth following with a trace, those that may
/// fail and those that are a branch of a cell or house whose every branch, followed untraced,
/// leads to something in common (besides what concerns the cell, or the digit in the house,
/// itself) or may fail.
/// The traced runs derive a part of what the untraced ones do, so the branches left out have
/// nothing in common traced either.
fn branches_with_common_facts<const W: usize>(ctx: &Context<W>, quick: &mut Quick) -> Vec<bool> {
    let n = ctx.candidates.len();
    // What each candidate that held led to: an index into `kept` (the facts are large, and
    // only the position's candidates have any).
    let mut facts_at = vec![u32::MAX; n * STRIDE];
    let mut kept: Vec<Facts<W>> = Vec::new();
    // Those that may fail are followed whatever their groups: the rows read whether they do.
    let mut needed = vec![false; n * STRIDE];
    for c in 0..n {
        for d in ctx.candidates[c].iter() {
            if quick.fails(c, d.index()) {
                needed[c * STRIDE + d.index()] = true;
            } else {
                facts_at[c * STRIDE + d.index()] = kept.len() as u32;
                kept.push(quick.last_facts());
            }
        }
    }
    let mut mark = |branches: &mut dyn Iterator<Item = usize>, forget: &dyn Fn(&mut Facts<W>)| {
        let branches: Vec<usize> = branches.collect();
        let mut common: Option<Facts<W>> = None;
        for &b in &branches {
            let Some(f) = kept.get(facts_at[b] as usize) else {
                // It may fail (then the group has nothing): the trace decides.
                common = None;
                break;
            };
            match common.as_mut() {
                Some(x) => x.meet(f),
                None => common = Some(*f),
            }
        }
        let worth = common.is_none_or(|mut x| {
            forget(&mut x);
            !x.is_empty()
        });
        if worth {
            for &b in &branches {
                needed[b] = true;
            }
        }
    };
    for c in 0..n {
        if ctx.candidates[c].len() >= 2 {
            mark(&mut ctx.candidates[c].iter().map(|d| c * STRIDE + d.index()), &|x| {
                x.forget_cell(c)
            });
        }
    }
    for &h in &ctx.tables.order {
        for d in ctx.digits() {
            let m = ctx.pos(h, d);
            if m.count_ones() >= 2 {
                let house = &ctx.tables.house_sets[h];
                mark(&mut ctx.cells_at(h, m).map(|c| c * STRIDE + d.index()), &|x| {
                    x.forget(d.index(), house)
                });
            }
        }
    }
    needed
}

/// Suppositions tested without a trace first (singles, and locked candidates from level 1).
struct Untraced {
    quick: Quick,
    /// Per cell, digits whose supposition is known not to fail.
    holds: Vec<u16>,
}

impl Untraced {
    fn new<const W: usize>(ctx: &Context<W>, level: u8) -> Untraced {
        Untraced::of(Quick::carried(ctx, level >= 1), ctx.candidates.len())
    }

    fn of(quick: Quick, cells: usize) -> Untraced {
        Untraced {
            quick,
            holds: vec![0; cells],
        }
    }

    /// Whether supposing digit `d` in cell `c` may fail. False when the untraced propagation
    /// finds no contradiction: neither does the traced one (it derives a subset of what that
    /// derives). A supposition that holds vouches for every digit it placed (what follows from
    /// one of those is part of what followed).
    fn may_fail(&mut self, c: usize, d: usize) -> bool {
        if self.holds[c] >> d & 1 != 0 {
            return false;
        }
        if self.quick.fails(c, d) {
            return true;
        }
        let holds = &mut self.holds;
        self.quick.for_each_placed(|q, e| holds[q] |= 1 << e);
        false
    }
}

/// The supposition "candidate true" whose traced run fails with the fewest literals followed
/// (the first in candidate order on a tie), at `level` (0 or 1); None when none fails. Runs
/// stop once they are longer than the best so far.
fn shortest_failure<'a, 'c, const W: usize>(
    ctx: &'a Context<'c, W>,
    level: u8,
) -> Option<(usize, usize, Prop<'a, 'c, W>)> {
    let base = base(ctx);
    let mut p = Prop::new(ctx, base.clone(), level);
    let mut untraced = Untraced::new(ctx, level);
    let mut failing: Vec<(u32, usize, usize)> = Vec::new();
    for c in 0..ctx.candidates.len() {
        if budget::exhausted() {
            return None;
        }
        for d in ctx.candidates[c].iter() {
            if untraced.may_fail(c, d.index()) {
                failing.push((untraced.quick.last_length(), c, d.index()));
            }
        }
    }
    // The likely shortest first, so that the others stop sooner; the order does not change
    // which one wins.
    failing.sort_unstable();
    let mut best: Option<(usize, usize, usize)> = None;
    // The runs only count their literals; the winner is followed again with its trace (the
    // same literals in the same order: a run that reached its contradiction within the limit
    // is the run without one).
    p.traced = false;
    for (_, c, d) in failing {
        if budget::exhausted() {
            break;
        }
        p.reset(&base);
        p.limit = best.map_or(usize::MAX, |b| b.0);
        p.run(c, d, true);
        if p.contradiction.is_some() && !p.cut && best.is_none_or(|b| (p.order.len(), c, d) < b) {
            best = Some((p.order.len(), c, d));
        }
    }
    let (_, c, d) = best?;
    p.traced = true;
    p.reset(&base);
    p.run(c, d, true);
    debug_assert!(p.contradiction.is_some() && best.is_some_and(|b| b.0 == p.order.len()));
    Some((c, d, p))
}

fn placed_cells<const W: usize>(ctx: &Context<W>) -> Vec<usize> {
    (0..ctx.candidates.len())
        .filter(|&c| ctx.grid.get(c).is_some())
        .collect()
}

fn base<const W: usize>(ctx: &Context<W>) -> Vec<u16> {
    ctx.candidates.iter().map(|c| c.bits()).collect()
}

/// The step of a literal that holds: placement or elimination.
fn apply_lit(step: &mut Step, l: u32) {
    let cand = (l / 2) as usize;
    let (c, d) = (cand / STRIDE, Digit::from_index(cand % STRIDE));
    if l & 1 == 1 {
        step.placements.push((c, d));
    } else {
        step.eliminations.push((c, d));
    }
}

fn finish<const W: usize>(ctx: &Context<W>, step: &mut Step, technique: Technique, inferences: usize) {
    let t = ctx.tables;
    let mut cells: Vec<usize> = step.candidates.iter().map(|x| x.0).collect();
    cells.sort_unstable();
    cells.dedup();
    if cells.is_empty() {
        cells.extend(step.placements.iter().chain(&step.eliminations).map(|x| x.0));
    }
    step.houses = cells.first().map(|&c| t.cell_houses[c].clone()).unwrap_or_default();
    step.cells = cells;
    step.rating = technique.rating() + length_bonus(inferences);
}

/// Supposing a candidate leads to a contradiction: it is removed.
pub fn contradiction<const W: usize>(ctx: &Context<W>, sink: &mut Sink) {
    if !sink.collects_all() {
        // Only the shortest is wanted: the same one the sorted list below starts with.
        for level in 0..=1 {
            if let Some((c, d, p)) = shortest_failure(ctx, level) {
                sink.push(p.contradiction_step(c, d, true));
                return;
            }
        }
        return;
    }
    let failing = |f: &Followed| {
        let mut list: Vec<(usize, usize)> = f
            .results
            .iter()
            .enumerate()
            .filter_map(|(i, r)| r.as_ref().filter(|r| r.1).map(|r| (r.0.len(), i)))
            .collect();
        list.sort_unstable();
        list
    };
    // Singles only first (shorter to follow); locked candidates too when that finds nothing.
    let mut level = 0;
    let mut found = with_followed(ctx, 0, false, failing);
    if found.is_empty() {
        level = 1;
        found = with_followed(ctx, 1, false, failing);
    }
    for (_, i) in found {
        if budget::exhausted() {
            return;
        }
        let (c, d) = (i / STRIDE, i % STRIDE);
        let mut p = Prop::new(ctx, base(ctx), level);
        p.run(c, d, true);
        if sink.push(p.contradiction_step(c, d, true)) {
            return;
        }
    }
}

/// Branches (candidate indexes) whose common consequences are sought, with the text naming them.
fn common(f: &Followed, branches: &[usize], n: usize, exclude_cell: Option<usize>) -> Vec<(u32, u32)> {
    let mut hits = vec![0u16; n * STRIDE * 2];
    let mut cost = vec![0u32; n * STRIDE * 2];
    for &b in branches {
        let Some((order, failed)) = &f.results[b] else {
            return Vec::new();
        };
        if *failed {
            // A failing branch proves anything; contradiction forcing reports it instead.
            return Vec::new();
        }
        for (pos, &l) in order.iter().enumerate() {
            hits[l as usize] += 1;
            cost[l as usize] += pos as u32;
        }
    }
    let k = branches.len() as u16;
    let mut out: Vec<(u32, u32)> = Vec::new();
    for (l, &h) in hits.iter().enumerate() {
        if h == k {
            let c = l / 18;
            if exclude_cell == Some(c) {
                continue;
            }
            out.push((cost[l], l as u32));
        }
    }
    out.sort_unstable();
    out
}

/// A cell or unit forcing chain: `branches` are every way the cell or house can go (they are
/// every way only because the candidates `exhaustive` are gone), each leading to `target`.
fn branch_step<const W: usize>(
    ctx: &Context<W>,
    technique: Technique,
    branches: &[(usize, usize)],
    exhaustive: Vec<(usize, Digit)>,
    target: u32,
    intro: String,
) -> Step {
    let g = ctx.geometry;
    let mut step = Step::new(technique);
    apply_lit(&mut step, target);
    let mut total = 0;
    // What every branch's steps read, gathered (None once one branch cannot say).
    let mut relies_on = Some(exhaustive);
    for &(c, d) in branches {
        let mut p = Prop::new(ctx, base(ctx), 1);
        p.run(c, d, true);
        let used = p.trace(&[target]);
        total += used.len();
        relies_on = relies_on.zip(p.relies_on(&used)).map(|(mut all, more)| {
            all.extend(more);
            all
        });
        step.lines.push(format!("If {} is {}:", g.cell_name(c), d + 1));
        for &l in &used {
            if matches!(p.reasons[p.reason[l as usize] as usize].why, Why::Assumed) {
                continue;
            }
            step.lines.push(format!("  {}", p.line(l)));
            let cand = (l / 2) as usize;
            let cd = (cand / STRIDE, Digit::from_index(cand % STRIDE));
            if !step.candidates.contains(&cd) {
                step.candidates.push(cd);
            }
        }
        if !step.candidates.contains(&(c, Digit::from_index(d))) {
            step.candidates.push((c, Digit::from_index(d)));
        }
    }
    let cand = (target / 2) as usize;
    let (tc, td) = (g.cell_name(cand / STRIDE), cand % STRIDE + 1);
    let result = if target & 1 == 1 {
        format!("{tc} is {td} in every case, so it is placed")
    } else {
        format!("{tc} is not {td} in every case, so {td} is removed from it")
    };
    step.explanation = format!("{}: {intro}; {result}.", technique.title());
    step.relies_on = relies_on.map(|mut all| {
        all.sort_unstable();
        all.dedup();
        all
    });
    finish(ctx, &mut step, technique, total);
    step
}

/// Whichever candidate a cell holds, the same candidate is placed or removed.
pub fn cell_forcing<const W: usize>(ctx: &Context<W>, sink: &mut Sink) {
    let n = ctx.candidates.len();
    let mut found: Vec<(u32, usize, u32)> = Vec::new();
    with_followed(ctx, 1, true, |f| {
        for c in 0..n {
            let set = ctx.candidates[c];
            if set.len() < 2 {
                continue;
            }
            let branches: Vec<usize> = set.iter().map(|d| c * STRIDE + d.index()).collect();
            for (cost, l) in common(f, &branches, n, Some(c)) {
                found.push((cost, c, l));
            }
        }
    });
    found.sort_unstable();
    let mut done: Vec<u32> = Vec::new();
    for (_, c, l) in found {
        if budget::exhausted() {
            return;
        }
        if done.contains(&l) {
            continue;
        }
        done.push(l);
        let set = ctx.candidates[c];
        let branches: Vec<(usize, usize)> = set.iter().map(|d| (c, d.index())).collect();
        let intro = format!(
            "{} is {}; follow each",
            ctx.geometry.cell_name(c),
            super::text::and_or(set)
        );
        let exhaustive = ctx
            .geometry
            .all_digits()
            .difference(set)
            .iter()
            .map(|e| (c, e))
            .collect();
        if sink.push(branch_step(
            ctx,
            Technique::CellForcingChain,
            &branches,
            exhaustive,
            l,
            intro,
        )) {
            return;
        }
    }
}

/// Wherever a digit goes in a house, the same candidate is placed or removed.
pub fn unit_forcing<const W: usize>(ctx: &Context<W>, sink: &mut Sink) {
    let n = ctx.candidates.len();
    let houses = ctx.geometry.houses();
    let mut found: Vec<(u32, usize, usize, u32)> = Vec::new();
    with_followed(ctx, 1, true, |f| {
        for &h in &ctx.tables.order {
            for d in ctx.digits() {
                let m = ctx.pos(h, d);
                if m.count_ones() < 2 {
                    continue;
                }
                let branches: Vec<usize> = ctx.cells_at(h, m).map(|c| c * STRIDE + d.index()).collect();
                for (cost, l) in common(f, &branches, n, None) {
                    // Skip the house's own cells for this digit (said by the house itself).
                    let cand = (l / 2) as usize;
                    if cand % STRIDE == d.index() && houses[h].cells.contains(&(cand / STRIDE)) {
                        continue;
                    }
                    found.push((cost, h, d.index(), l));
                }
            }
        }
    });
    found.sort_unstable();
    let mut done: Vec<u32> = Vec::new();
    for (_, h, d, l) in found {
        if budget::exhausted() {
            return;
        }
        if done.contains(&l) {
            continue;
        }
        done.push(l);
        let digit = Digit::from_index(d);
        let cells: Vec<usize> = ctx.cells_at(h, ctx.pos(h, digit)).collect();
        let branches: Vec<(usize, usize)> = cells.iter().map(|&c| (c, d)).collect();
        let intro = format!(
            "in {}, {digit} goes in {}; follow each",
            ctx.geometry.house_name(h),
            super::text::and_list(cells.iter().map(|&c| ctx.geometry.cell_name(c))).replace(" and ", " or ")
        );
        let exhaustive = houses[h]
            .cells
            .iter()
            .filter(|&&q| ctx.grid.get(q).is_none() && !ctx.candidates[q].contains(digit))
            .map(|&q| (q, digit))
            .collect();
        if sink.push(branch_step(
            ctx,
            Technique::UnitForcingChain,
            &branches,
            exhaustive,
            l,
            intro,
        )) {
            return;
        }
    }
}

/// Contradiction forcing where the supposition may itself use suppositions (nested), deeper
/// levels tried only when shallower ones find nothing.
pub fn nested<const W: usize>(ctx: &Context<W>, sink: &mut Sink) {
    let n = ctx.candidates.len();
    // Bivalue cells first: their suppositions are the shortest to follow.
    let mut order: Vec<(u32, usize, usize)> = Vec::new();
    for c in 0..n {
        for d in ctx.candidates[c].iter() {
            order.push((ctx.candidates[c].len(), c, d.index()));
        }
    }
    order.sort_unstable();
    for level in 2..=3u8 {
        let mut any = false;
        for &(_, c, d) in &order {
            if budget::exhausted() {
                return;
            }
            let mut p = Prop::new(ctx, base(ctx), level);
            p.run(c, d, true);
            if p.contradiction.is_none() {
                continue;
            }
            any = true;
            if sink.push(p.nested_step(c, d, true)) {
                return;
            }
        }
        if any {
            return;
        }
    }
}

/// Nested forcing chains two levels deep (depth 2) from the first `count` candidates, in the
/// order [`nested`] tries them, whose supposition fails, whether or not depth 1 finds some: the
/// grader goes that deep only where depth 1 finds nothing, which the test puzzles seldom reach.
/// For tests of their proofs.
#[doc(hidden)]
pub fn deeper_nested<const W: usize>(ctx: &Context<W>, count: usize) -> Vec<Step> {
    let base = base(ctx);
    let mut order: Vec<(u32, usize, usize)> = Vec::new();
    for c in 0..ctx.candidates.len() {
        for d in ctx.candidates[c].iter() {
            order.push((ctx.candidates[c].len(), c, d.index()));
        }
    }
    order.sort_unstable();
    let mut out = Vec::new();
    for (_, c, d) in order {
        if out.len() == count {
            break;
        }
        let mut p = Prop::new(ctx, base.clone(), 3);
        p.run(c, d, true);
        if p.contradiction.is_some() {
            out.push(p.nested_step(c, d, true));
        }
    }
    out
}

/// The test a caller of [`Suppositions`] asks first: untraced, for suppositions that a
/// candidate is true (carried along the walk) or that it is false.
enum Untested {
    True(Untraced),
    False(Quick),
    /// Nested suppositions (level 2) have no untraced test: every one is traced.
    None,
}

/// Contradiction forcing chains followed one supposition at a time, for a caller that picks
/// which to follow (the hints, which know the solution: see `engine::hint`). Every supposition
/// is of one kind: "cell is digit" (`supposed` true) or "cell is not digit" (false); they are
/// followed with singles (level 0), with locked candidates too (level 1), or with nested
/// suppositions too (level 2: nested forcing chains).
pub(crate) struct Suppositions<'a, 'c, const W: usize> {
    prop: Prop<'a, 'c, W>,
    base: Vec<u16>,
    supposed: bool,
    untested: Untested,
}

impl<'a, 'c, const W: usize> Suppositions<'a, 'c, W> {
    /// Suppositions on `ctx`'s position that a candidate is `supposed` (true or false), at
    /// `level` (0, 1 or 2).
    pub(crate) fn new(ctx: &'a Context<'c, W>, level: u8, supposed: bool) -> Suppositions<'a, 'c, W> {
        let untested = if level >= 2 {
            Untested::None
        } else if supposed {
            Untested::True(Untraced::new(ctx, level))
        } else {
            Untested::False(Quick::new(ctx, level >= 1))
        };
        let base = base(ctx);
        Suppositions {
            prop: Prop::new(ctx, base.clone(), level),
            base,
            supposed,
            untested,
        }
    }

    /// Whether supposing digit index `d` in cell `c` may fail, by the untraced test: false
    /// when it finds no contradiction, and then neither does the trace.
    pub(crate) fn may_fail(&mut self, c: usize, d: usize) -> bool {
        // Past the budget every supposition is passed over (the caller then finds none).
        if budget::exhausted() {
            return false;
        }
        match &mut self.untested {
            Untested::True(untraced) => untraced.may_fail(c, d),
            Untested::False(quick) => quick.fails_without(c, d),
            Untested::None => true,
        }
    }

    /// How many literals the traced chain from the supposition to its contradiction reads;
    /// None when the supposition holds.
    pub(crate) fn failure_length(&mut self, c: usize, d: usize) -> Option<usize> {
        let p = &mut self.prop;
        p.reset(&self.base);
        p.run(c, d, self.supposed);
        let (_, ante) = p.contradiction.as_ref()?;
        Some(p.trace(ante).len())
    }

    /// The contradiction forcing chain of the supposition: it places the digit (a supposition
    /// that it is false failed) or removes it (one that it is true failed). None when the
    /// supposition holds.
    pub(crate) fn step(&mut self, c: usize, d: usize) -> Option<Step> {
        let p = &mut self.prop;
        p.reset(&self.base);
        p.run(c, d, self.supposed);
        p.contradiction
            .is_some()
            .then(|| p.contradiction_step(c, d, self.supposed))
    }
}

/// A forcing chain relies on every candidate absent from the board.
pub fn premises<const W: usize>(ctx: &Context<W>, _step: &Step) -> Vec<(usize, Digit)> {
    let mut out = Vec::new();
    for c in 0..ctx.cell_count() {
        if ctx.grid.get(c).is_none() {
            out.extend(ctx.ruled_out(c));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::grid::Grid;
    use crate::engine::logic::context::NARROW;
    use crate::engine::logic::{find_all, LogicalSolver};

    /// The first of famous.txt, and the grader on it just before its first nested forcing chain.
    fn at_first_nested_chain() -> (Grid, LogicalSolver) {
        let line = include_str!("../../../data/famous.txt")
            .lines()
            .next()
            .unwrap_or_default();
        let puzzle = Grid::from_line(&line[..81]).unwrap();
        let mut solver = LogicalSolver::new(&puzzle);
        while let Some(step) = solver.next_step() {
            if step.technique == Technique::NestedForcingChain {
                break;
            }
            solver.apply(&step);
        }
        (puzzle, solver)
    }

    /// The solver's candidates with every absent candidate of an empty cell put back, but those
    /// in `relies_on`.
    fn restored_but(solver: &LogicalSolver, relies_on: &[(usize, Digit)]) -> Vec<Candidates> {
        (0..solver.grid().len())
            .map(|q| {
                let mut set = solver.candidates()[q];
                if solver.grid().get(q).is_none() {
                    for e in Candidates::ALL.difference(set).iter() {
                        if !relies_on.contains(&(q, e)) {
                            set.insert(e);
                        }
                    }
                }
                set
            })
            .collect()
    }

    /// Calls `visit(ctx, quick, cell, digit)` for every candidate at every position of `puzzle`
    /// where the grader takes a contradiction forcing chain, with one untraced test a position
    /// carried across its candidates (as the chain finders carry it).
    fn each_candidate_at_forcing_chains(puzzle: &Grid, mut visit: impl FnMut(&Context, &mut Quick, usize, usize)) {
        let mut solver = LogicalSolver::new(puzzle);
        while let Some(step) = solver.next_step() {
            if step.technique == Technique::ContradictionForcingChain {
                let ctx = solver.context();
                let mut quick = Quick::new(&ctx, true);
                for c in 0..ctx.candidates.len() {
                    for d in ctx.candidates[c].iter().map(|d| d.index()) {
                        visit(&ctx, &mut quick, c, d);
                    }
                }
            }
            solver.apply(&step);
        }
    }

    /// Asserts that every fact the traced supposition `p` derived is among the untraced test's
    /// `facts` for the same supposition (`at` names the puzzle in a failure); how many it checked.
    fn assert_untraced_has_every_fact<const W: usize>(p: &Prop<W>, facts: &Facts<W>, at: &str) -> usize {
        for &l in &p.order {
            let cand = (l / 2) as usize;
            assert!(
                facts.has(cand / STRIDE, cand % STRIDE, l & 1 == 1),
                "{at}: {}",
                p.line(l)
            );
        }
        p.order.len()
    }

    /// A contradiction forcing chain's traced premises are enough: with every other absent
    /// candidate put back, the supposition still fails (so a hint may drop the steps that
    /// removed those).
    #[test]
    fn a_chain_needs_only_the_candidates_it_says_it_relies_on() {
        let top = include_str!("../../../data/top1465.txt");
        let mut checked = 0;
        for line in top.lines().take(12) {
            let puzzle = Grid::from_line(&line[..81]).unwrap();
            let mut solver = LogicalSolver::new(&puzzle);
            while let Some(step) = solver.next_step() {
                if step.technique == Technique::ContradictionForcingChain {
                    let ctx = solver.context();
                    for found in find_all(&ctx, Technique::ContradictionForcingChain) {
                        let relies_on = found.relies_on.clone().expect("a traced chain says what it reads");
                        let (c, d) = found.eliminations[0];
                        let restored = restored_but(&solver, &relies_on);
                        let wider = Context::<NARROW>::new(solver.grid(), &restored);
                        let mut p = Prop::new(&wider, base(&wider), 1);
                        p.run(c, d.index(), true);
                        assert!(p.contradiction.is_some(), "{line}: {}", found.explanation);
                        // And it relies on less than every absent candidate.
                        assert!(relies_on.len() < premises(&ctx, &found).len());
                        checked += 1;
                    }
                }
                solver.apply(&step);
            }
        }
        assert!(checked > 100, "{checked} chains checked");
    }

    /// A nested forcing chain's premises are traced through its nested proofs too: with every
    /// absent candidate it does not say it reads put back, the supposition still fails, and it
    /// reads fewer than all (so a hint ending in a nested chain can drop the earlier steps it
    /// does not read, instead of keeping them all).
    #[test]
    fn a_nested_chain_needs_only_the_candidates_it_says_it_relies_on() {
        let (_, solver) = at_first_nested_chain();
        let ctx = solver.context();
        let found = find_all(&ctx, Technique::NestedForcingChain);
        assert!(!found.is_empty(), "the famous puzzle needs a nested chain");
        for step in found.iter().take(6) {
            let relies_on = step.relies_on.clone().expect("a nested chain says what it reads");
            assert!(relies_on.len() < premises(&ctx, step).len(), "{}", step.explanation);
            let restored = restored_but(&solver, &relies_on);
            let wider = Context::<NARROW>::new(solver.grid(), &restored);
            let mut p = Prop::new(&wider, base(&wider), 2);
            match (step.placements.first(), step.eliminations.first()) {
                (Some(&(c, d)), _) => p.run(c, d.index(), false),
                (None, Some(&(c, d))) => p.run(c, d.index(), true),
                (None, None) => panic!("a chain that changes nothing: {}", step.explanation),
            }
            assert!(p.contradiction.is_some(), "{}", step.explanation);
        }
    }

    /// Inside a supposition being followed, the untraced test (carried from one state of it to
    /// the next, as nested forcing chains use it) finds every contradiction the traced
    /// supposition one level down finds: where it says a supposition holds, the trace agrees.
    #[test]
    fn the_untraced_test_inside_a_supposition_misses_no_contradiction() {
        let top = include_str!("../../../data/top1465.txt");
        let (mut compared, mut held, mut failed) = (0, 0, 0);
        for line in top.lines().take(2) {
            let puzzle = Grid::from_line(&line[..81]).unwrap();
            let mut solver = LogicalSolver::new(&puzzle);
            let mut positions = 0;
            while let Some(step) = solver.next_step() {
                if step.technique == Technique::ContradictionForcingChain && positions < 3 {
                    positions += 1;
                    let ctx = solver.context();
                    let outer: Vec<(usize, usize)> = (0..81)
                        .flat_map(|c| ctx.candidates[c].iter().map(move |d| (c, d.index())))
                        .step_by(11)
                        .collect();
                    for (c0, d0) in outer {
                        let mut p = Prop::new(&ctx, base(&ctx), 1);
                        p.run(c0, d0, true);
                        if p.contradiction.is_some() {
                            continue;
                        }
                        let mut quick = Quick::of_state(&ctx, &p.cands, &p.truth, true);
                        // A few states of the supposition, each with one more candidate gone
                        // because its own supposition fails, as a nested pass removes it.
                        for _ in 0..3 {
                            let mut gone = None;
                            for c in 0..81 {
                                if p.truth[c] != 0 || p.cands[c].count_ones() < 2 {
                                    continue;
                                }
                                for d in (0..9).filter(|&d| p.cands[c] >> d & 1 != 0) {
                                    let mut inner = Prop::inside(&ctx, p.cands.clone(), p.truth.clone(), 1);
                                    inner.run(c, d, true);
                                    let traced = inner.contradiction.is_some();
                                    let untraced = quick.fails(c, d);
                                    assert!(untraced || !traced, "{line}: r{}c{} {}", c / 9 + 1, c % 9 + 1, d + 1);
                                    compared += 1;
                                    held += usize::from(!untraced);
                                    failed += usize::from(traced);
                                    if traced && gone.is_none() {
                                        gone = Some((c, d));
                                    }
                                }
                            }
                            let Some((c, d)) = gone else {
                                break;
                            };
                            p.set_false(c, d, Why::Assumed, &[]);
                            p.drain();
                            while p.contradiction.is_none() && p.locked() {}
                            if p.contradiction.is_some() {
                                break;
                            }
                            quick.move_to_state(&ctx, &p.cands, &p.truth);
                        }
                    }
                }
                solver.apply(&step);
            }
        }
        assert!(
            held > 1000 && failed > 100,
            "{compared} compared, {held} held, {failed} failed"
        );
    }

    /// Cell and unit forcing leave unfollowed the branches whose untraced facts have nothing in
    /// common: that is exact because a traced supposition that holds derives nothing the
    /// untraced one does not.
    #[test]
    fn a_traced_supposition_derives_nothing_the_untraced_one_does_not() {
        let top = include_str!("../../../data/top1465.txt");
        let (mut compared, mut literals) = (0, 0);
        for line in top.lines().take(2) {
            let puzzle = Grid::from_line(&line[..81]).unwrap();
            each_candidate_at_forcing_chains(&puzzle, |ctx, quick, c, d| {
                if quick.fails(c, d) {
                    return;
                }
                let mut p = Prop::new(ctx, base(ctx), 1);
                p.run(c, d, true);
                assert!(p.contradiction.is_none());
                literals += assert_untraced_has_every_fact(&p, &quick.last_facts(), line);
                compared += 1;
            });
        }
        assert!(
            compared > 1000 && literals > 10 * compared,
            "{compared} suppositions, {literals} literals"
        );
    }

    /// On killer boards the cages' sums are followed by both propagations: at the positions of
    /// the shipped Expert killers where the grader needs a forcing chain, the untraced test and
    /// the traced supposition agree on every candidate's failure, a traced supposition that
    /// holds derives nothing the untraced one does not, and many failures read a cage.
    #[test]
    fn on_killer_boards_both_propagations_follow_the_cages_alike() {
        use crate::engine::{Difficulty, Variant};
        let levels = crate::levels::load(Variant::Killer, Difficulty::Expert, None).levels;
        let (mut compared, mut failed, mut by_cages) = (0, 0, 0);
        for level in levels.iter().take(25) {
            each_candidate_at_forcing_chains(&level.puzzle, |ctx, quick, c, d| {
                let untraced = quick.fails(c, d);
                let mut p = Prop::new(ctx, base(ctx), 1);
                p.run(c, d, true);
                assert_eq!(
                    untraced,
                    p.contradiction.is_some(),
                    "r{}c{} {}",
                    c / 9 + 1,
                    c % 9 + 1,
                    d + 1
                );
                if untraced {
                    failed += 1;
                    let proof = p.proof().proof;
                    by_cages += usize::from(
                        proof
                            .iter()
                            .any(|x| matches!(x.reason, Reason::CageSum { .. } | Reason::CageBroken { .. })),
                    );
                } else {
                    assert_untraced_has_every_fact(&p, &quick.last_facts(), "killer");
                }
                compared += 1;
            });
        }
        assert!(
            compared > 5000 && failed > 1000 && by_cages > 1000,
            "{compared} compared, {failed} failed, {by_cages} reading a cage"
        );
    }

    /// Nested suppositions that a cell is not its solution's digit (level 2, as a hint may
    /// follow them to place a digit at once) give a nested forcing chain placing that digit,
    /// whose proof starts with the supposition.
    #[test]
    fn a_nested_supposition_that_fails_places_the_digit() {
        let (puzzle, solver) = at_first_nested_chain();
        let solution = crate::engine::solve_unique(&puzzle).unwrap();
        let ctx = solver.context();
        let mut suppositions = Suppositions::new(&ctx, 2, false);
        let placed = (0..ctx.candidates.len())
            .filter(|&c| ctx.grid.get(c).is_none())
            .filter_map(|c| solution.get(c).map(|d| (c, d)))
            .find_map(|(c, d)| suppositions.step(c, d.index()))
            .expect("a nested supposition fails");
        assert_eq!(placed.technique, Technique::NestedForcingChain);
        let (c, d) = placed.placements[0];
        assert_eq!(solution.get(c), Some(d));
        assert_eq!(placed.supposition(), Some((c, d, false)));
        assert!(placed.proof.iter().any(|x| x.depth == 1), "{:?}", placed.lines);
        assert!(placed.explanation.contains("is not"), "{}", placed.explanation);
    }
}
