//! Almost locked sets: N cells of one house holding N+1 digits between them. Take one digit
//! away and the rest is locked. Two of them joined by a restricted common digit X (every X of
//! one sees every X of the other, so at most one holds X) give ALS-XZ: one of them is locked
//! without X, so a digit Z common to both lies in one of them, and cells seeing every Z of both
//! lose Z. Two restricted commons lock both sets (doubly linked). ALS-XY-Wing joins two sets
//! through a third.
//!
//! Boards of up to nine digits only: on a 16x16 board a house of sixteen open cells has 65536
//! subsets, and each set keeps a table per digit (see the technique table's variants column).

use std::rc::Rc;

use crate::engine::types::{Candidates, Digit};

use super::barren::{self, Since};
use super::context::MAX_DIGITS;
use super::memory::{self, PositionCache};
use super::text::{and_list, cell_list, removals};
use super::{CellSet, Context, Sink, Step, Technique};

/// One almost locked set.
#[derive(Clone, Copy, PartialEq)]
struct Als<const W: usize> {
    house: usize,
    /// Its cells in the house's order (the first `size`).
    cells: [u16; 9],
    size: u8,
    set: CellSet<W>,
    digits: Candidates,
    /// Per digit index, the cells holding the digit that see every cell of the set holding it
    /// (outside the set): what a Z of this set removes, and where a restricted common of
    /// another set must lie.
    seen_by: [CellSet<W>; 9],
}

impl<const W: usize> Als<W> {
    /// The set's cells holding digit index `d` (`holders`: the position's cells holding each
    /// digit). Worked out when asked rather than kept: a set is copied from position to
    /// position, and thousands of them.
    fn holding(&self, holders: &[CellSet<W>; MAX_DIGITS], d: usize) -> CellSet<W> {
        self.set.and(&holders[d])
    }

    fn cells(&self) -> impl Iterator<Item = usize> + '_ {
        self.cells[..self.size as usize].iter().map(|&c| usize::from(c))
    }
}

/// The sets of one position and every pair of them that do not overlap and share a
/// restricted common digit, `(i, j, commons)` with `i < j`, in the order the finders scan.
pub(super) struct AlsPosition<const W: usize> {
    sets: Vec<Als<W>>,
    pairs: Vec<(u32, u32, Candidates)>,
}

/// Every almost locked set of the position and their restricted commons (shared by the two
/// rows through [`memory`]'s `als_sets`: both are asked on the same position).
fn find_all<const W: usize>(ctx: &Context<W>) -> Rc<AlsPosition<W>> {
    memory::als_sets(|cache: &mut PositionCache<AlsPosition<W>>| {
        memory::per_position(cache, ctx, || {
            let (sets, fresh, kept) = collect(ctx);
            let pairs = if kept.is_empty() {
                restricted_pairs(&sets, ctx.cell_count(), &ctx.holders, None)
            } else {
                merged(
                    kept,
                    restricted_pairs(&sets, ctx.cell_count(), &ctx.holders, Some(&fresh)),
                )
            };
            remember_pairs::<W>(&pairs);
            AlsPosition { sets, pairs }
        })
    })
}

/// A pair of sets by index, with their restricted commons.
type Pair = (u32, u32, Candidates);

/// Two lists of pairs in increasing order of `(i, j)`, as one.
fn merged(a: Vec<Pair>, b: Vec<Pair>) -> Vec<Pair> {
    let mut out = Vec::with_capacity(a.len() + b.len());
    let (mut a, mut b) = (a.into_iter().peekable(), b.into_iter().peekable());
    loop {
        let take_a = match (a.peek(), b.peek()) {
            (Some(x), Some(y)) => (x.0, x.1) < (y.0, y.1),
            (Some(_), None) => true,
            (None, Some(_)) => false,
            (None, None) => return out,
        };
        out.extend(if take_a { a.next() } else { b.next() });
    }
}

/// Every pair of sets that do not overlap and share at least one restricted common digit, in
/// increasing order of `(i, j)`; with `fresh`, only the pairs holding a fresh set (the others
/// are known from the last position). For a digit d of A, a set B restricted with A on d has
/// all its d's where A's `seen_by[d]` says, so only the sets whose first d lies there are tried
/// (an index by digit and first cell).
///
/// Being restricted is symmetric (every d of A sees every d of B), so each pair is looked for
/// from one side only: from its fresh set (the earlier one when both are), so that the sets
/// kept from the last position, most of them, look for nothing.
fn restricted_pairs<const W: usize>(
    sets: &[Als<W>],
    cells: usize,
    holders: &[CellSet<W>; MAX_DIGITS],
    fresh: Option<&[bool]>,
) -> Vec<Pair> {
    let all = Index::of(sets, cells, holders);
    let is_fresh = |j: usize| fresh.is_none_or(|f| f[j]);
    let mut out = Vec::new();
    let mut commons = vec![Candidates::NONE; sets.len()];
    let mut touched: Vec<u32> = Vec::new();
    for (i, a) in sets.iter().enumerate() {
        if !is_fresh(i) {
            continue;
        }
        for d in a.digits.iter() {
            let seen = &a.seen_by[d.index()];
            for c in seen.iter() {
                for &j in all.first(c * 9 + d.index()) {
                    let b = &sets[j as usize];
                    let from_other = (j as usize) < i && is_fresh(j as usize);
                    if j as usize == i || from_other || !b.holding(holders, d.index()).minus(seen).is_empty() {
                        continue;
                    }
                    if commons[j as usize].is_empty() {
                        touched.push(j);
                    }
                    commons[j as usize].insert(d);
                }
            }
        }
        touched.sort_unstable();
        for &j in &touched {
            let b = &sets[j as usize];
            if a.set.and(&b.set).is_empty() {
                let (x, y) = (i as u32, j);
                out.push((x.min(y), x.max(y), commons[j as usize]));
            }
            commons[j as usize] = Candidates::NONE;
        }
        touched.clear();
    }
    // Pairs found from their later set (a fresh set and an earlier kept one) are out of order.
    if fresh.is_some() {
        out.sort_unstable_by_key(|&(i, j, _)| (i, j));
    }
    out
}

/// Sets by the first cell holding each of their digits, as one list: per (cell, digit), the
/// sets in increasing order.
struct Index {
    start: Vec<u32>,
    sets: Vec<u32>,
}

impl Index {
    /// The index of the sets.
    fn of<const W: usize>(sets: &[Als<W>], cells: usize, holders: &[CellSet<W>; MAX_DIGITS]) -> Index {
        let first_of = |b: &Als<W>, d: Digit| b.holding(holders, d.index()).iter().next().map(|c| c * 9 + d.index());
        let mut start = vec![0u32; cells * 9 + 1];
        for b in sets {
            for d in b.digits.iter() {
                if let Some(k) = first_of(b, d) {
                    start[k + 1] += 1;
                }
            }
        }
        for k in 0..cells * 9 {
            start[k + 1] += start[k];
        }
        let mut fill = start.clone();
        let mut index = vec![0u32; start[cells * 9] as usize];
        for (j, b) in sets.iter().enumerate() {
            for d in b.digits.iter() {
                if let Some(k) = first_of(b, d) {
                    index[fill[k] as usize] = j as u32;
                    fill[k] += 1;
                }
            }
        }
        Index { start, sets: index }
    }

    /// The sets whose first cell holding the digit is this (`cell * 9 + digit index`).
    fn first(&self, k: usize) -> &[u32] {
        &self.sets[self.start[k] as usize..self.start[k + 1] as usize]
    }
}

/// The sets found in one house on the last position, with what they were found from.
struct HouseSets<const W: usize> {
    /// The house's open cells and their candidates.
    open: Vec<(usize, Candidates)>,
    sets: Vec<Als<W>>,
}

/// The sets of the last position, house by house (in scan order), and the cells holding each
/// digit there, which every set's `seen_by` was worked out from ([`memory`]'s `als_houses`). A
/// house whose open cells hold the same candidates as on the last position has the same sets
/// (which sets a house keeps depends only on its own open cells), and a set's `seen_by` for a
/// digit changes only when the cells holding that digit do.
pub(super) struct Memo<const W: usize> {
    cells: usize,
    holders: [CellSet<W>; MAX_DIGITS],
    houses: Vec<HouseSets<W>>,
    /// The restricted pairs of the last position's sets (numbered house after house). Two sets
    /// a house keeps are restricted as before: that reads only their own cells holding each
    /// digit and who sees whom.
    pairs: Vec<Pair>,
}

/// The last position's pairs are this one's.
fn remember_pairs<const W: usize>(pairs: &[Pair]) {
    memory::als_houses(|memo: &mut Option<Memo<W>>| {
        if let Some(m) = memo.as_mut() {
            m.pairs = pairs.to_vec();
        }
    });
}

/// The sets of the position; per set, whether it is fresh (not kept from the last position);
/// and the last position's pairs of kept sets, numbered as now.
fn collect<const W: usize>(ctx: &Context<W>) -> (Vec<Als<W>>, Vec<bool>, Vec<Pair>) {
    memory::als_houses(|memo| {
        let t = ctx.tables;
        let cells = ctx.cell_count();
        let last = memo
            .take()
            .filter(|m| m.cells == cells && m.houses.len() == t.order.len());
        let changed: [bool; 9] = std::array::from_fn(|d| last.as_ref().is_none_or(|m| m.holders[d] != ctx.holders[d]));
        let (mut houses, last_pairs) = last.map(|m| (m.houses, m.pairs)).unwrap_or_default();
        let houses_known = houses.len();
        // Where each known house's sets were numbered on the last position, and where a kept
        // set is numbered now.
        let mut last_start = Vec::with_capacity(houses_known + 1);
        last_start.push(0usize);
        for h in &houses {
            last_start.push(last_start[last_start.len() - 1] + h.sets.len());
        }
        let mut now_of = vec![u32::MAX; last_start[houses_known]];
        let mut fresh: Vec<bool> = Vec::new();
        let mut digits_of = vec![Candidates::NONE; 1 << 9];
        // About as many sets as last time (a set is hundreds of bytes: growing the list
        // copies them again and again).
        let mut out: Vec<Als<W>> = Vec::with_capacity(last_start[houses_known] + 64);
        for k in 0..t.order.len() {
            let open = open_cells(ctx, t.order[k]);
            if k < houses_known && houses[k].open == open {
                for (i, slot) in now_of[last_start[k]..last_start[k + 1]].iter_mut().enumerate() {
                    *slot = (out.len() + i) as u32;
                }
                fresh.resize(fresh.len() + houses[k].sets.len(), false);
                let found = &mut houses[k].sets;
                for als in found.iter_mut() {
                    for d in (0..9).filter(|&d| changed[d] && als.digits.contains(Digit::from_index(d))) {
                        als.seen_by[d] = seeing(ctx, d, &als.holding(&ctx.holders, d));
                    }
                }
                out.extend_from_slice(found);
                continue;
            }
            let found = house_sets(ctx, k, &open, &mut digits_of);
            out.extend_from_slice(&found);
            fresh.resize(fresh.len() + found.len(), true);
            let entry = HouseSets { open, sets: found };
            if k < houses.len() {
                houses[k] = entry;
            } else {
                houses.push(entry);
            }
        }
        let kept: Vec<Pair> = last_pairs
            .into_iter()
            .filter_map(|(i, j, r)| {
                let (i, j) = (now_of[i as usize], now_of[j as usize]);
                (i != u32::MAX && j != u32::MAX).then_some((i, j, r))
            })
            .collect();
        *memo = Some(Memo {
            cells,
            holders: ctx.holders,
            houses,
            pairs: Vec::new(),
        });
        (out, fresh, kept)
    })
}

/// The open cells of house `h` with their candidates, in the house's order.
fn open_cells<const W: usize>(ctx: &Context<W>, h: usize) -> Vec<(usize, Candidates)> {
    ctx.geometry.houses()[h]
        .cells
        .iter()
        .filter(|&&c| ctx.grid.get(c).is_none() && !ctx.candidates[c].is_empty())
        .map(|&c| (c, ctx.candidates[c]))
        .collect()
}

/// The sets of the `k`th house in scan order, from its open cells.
fn house_sets<const W: usize>(
    ctx: &Context<W>,
    k: usize,
    open: &[(usize, Candidates)],
    digits_of: &mut [Candidates],
) -> Vec<Als<W>> {
    let t = ctx.tables;
    let h = t.order[k];
    let n = open.len();
    let mut out = Vec::new();
    // A set of cells is found once, in the first house (in scan order) holding them all: the
    // open cells this house shares with each earlier house.
    let shared: Vec<u32> = t.order[..k]
        .iter()
        .map(|&e| {
            let other = &t.house_sets[e];
            (0..n)
                .filter(|&i| other.contains(open[i].0))
                .fold(0u32, |m, i| m | 1 << i)
        })
        .filter(|&m| m != 0)
        .collect();
    // Every subset of the open cells (by bitmask), sizes 1..n-1.
    for mask in 1u32..(1 << n) {
        let low = mask.trailing_zeros() as usize;
        let digits = digits_of[(mask & (mask - 1)) as usize].union(open[low].1);
        digits_of[mask as usize] = digits;
        let size = mask.count_ones() as usize;
        if size >= n || digits.len() as usize != size + 1 {
            continue;
        }
        if shared.iter().any(|&m| mask & !m == 0) {
            continue;
        }
        let mut cells = [0u16; 9];
        let mut set = CellSet::EMPTY;
        for (slot, i) in (0..n).filter(|i| mask >> i & 1 != 0).enumerate() {
            cells[slot] = open[i].0 as u16;
            set.insert(open[i].0);
        }
        let by_digit: [CellSet<W>; 9] = std::array::from_fn(|d| set.and(&ctx.holders[d]));
        let seen_by = std::array::from_fn(|d| {
            if by_digit[d].is_empty() {
                CellSet::EMPTY
            } else {
                seeing(ctx, d, &by_digit[d])
            }
        });
        out.push(Als {
            house: h,
            cells,
            size: size as u8,
            set,
            digits,
            seen_by,
        });
    }
    out
}

/// Cells holding `digit` that see every cell of `cells` (outside them).
fn seeing<const W: usize>(ctx: &Context<W>, digit: usize, cells: &CellSet<W>) -> CellSet<W> {
    let mut s = ctx.holders[digit];
    for c in cells.iter() {
        s = s.and(&ctx.tables.peers[c]);
    }
    s.minus(cells)
}

fn describe<const W: usize>(ctx: &Context<W>, als: &Als<W>) -> String {
    format!(
        "{} in {} ({} cells, digits {})",
        cell_list(ctx.geometry, als.cells()),
        ctx.geometry.house_name(als.house),
        als.size,
        and_list(als.digits.iter())
    )
}

fn pattern<const W: usize>(step: &mut Step, ctx: &Context<W>, sets: &[&Als<W>]) {
    for als in sets {
        for c in als.cells() {
            if !step.cells.contains(&c) {
                step.cells.push(c);
            }
            step.candidates.extend(ctx.candidates[c].iter().map(|d| (c, d)));
        }
        if !step.houses.contains(&als.house) {
            step.houses.push(als.house);
        }
    }
}

/// Per set, whether a cell of it changed since the last position where the row found nothing
/// (None: look at every set). Sets whose cells all keep their candidates were sets there, with
/// the same restricted commons (those read only the sets' own cells and who sees whom), and
/// what they conclude now is part of what they concluded then: nothing.
fn touched<const W: usize>(sets: &[Als<W>], since: Option<&Since<W>>) -> Option<Vec<bool>> {
    since.map(|s| sets.iter().map(|als| !als.set.and(&s.changed).is_empty()).collect())
}

/// ALS-XZ, singly and doubly linked.
pub fn als_xz<const W: usize>(ctx: &Context<W>, sink: &mut Sink) {
    barren::search(ctx, sink, Technique::AlsXz, |sink, since| xz(ctx, sink, since));
}

fn xz<const W: usize>(ctx: &Context<W>, sink: &mut Sink, since: Option<&Since<W>>) {
    let found = find_all(ctx);
    let sets = &found.sets;
    let touched = touched(sets, since);
    for &(i, j, rcc) in &found.pairs {
        if touched.as_ref().is_some_and(|t| !t[i as usize] && !t[j as usize]) {
            continue;
        }
        let (a, b) = (&sets[i as usize], &sets[j as usize]);
        {
            let common = a.digits.intersection(b.digits);
            if common.len() < 2 {
                continue;
            }
            let both = a.set.or(&b.set);
            // Cells holding d that see every d of both sets.
            let seen_by_both = |d: Digit| a.seen_by[d.index()].and(&b.seen_by[d.index()]).minus(&both);
            let mut elims: Vec<(usize, Digit)> = Vec::new();
            let doubly = rcc.len() >= 2;
            // Most pairs remove nothing: only a non-empty set of cells is listed.
            let mut remove = |gone: CellSet<W>, d: Digit| {
                if !gone.is_empty() {
                    elims.extend(gone.iter().map(|c| (c, d)));
                }
            };
            if doubly {
                for d in rcc.iter() {
                    remove(seen_by_both(d), d);
                }
                for (own, other) in [(a, b), (b, a)] {
                    for d in own.digits.difference(rcc).iter() {
                        remove(own.seen_by[d.index()].minus(&own.set).minus(&other.set), d);
                    }
                }
            } else {
                for d in common.difference(rcc).iter() {
                    remove(seen_by_both(d), d);
                }
            }
            elims.sort_unstable();
            elims.dedup();
            if elims.is_empty() {
                continue;
            }
            let mut step = Step::new(Technique::AlsXz);
            step.eliminations = elims;
            pattern(&mut step, ctx, &[a, b]);
            let x = and_list(rcc.iter());
            step.explanation = if doubly {
                format!(
                    "ALS-XZ (doubly linked): A = {} and B = {} are each one digit short of locked; \
                     {x} are restricted commons (each of them is in at most one set, and every such digit \
                     of A sees every one of B), so both sets are locked: {}.",
                    describe(ctx, a),
                    describe(ctx, b),
                    removals(ctx.geometry, &step.eliminations)
                )
            } else {
                format!(
                    "ALS-XZ: A = {} and B = {} are each one digit short of locked; every {x} of A sees \
                     every {x} of B, so {x} is in at most one of them and the other is locked without it: \
                     the digits they share besides {x} lie in A or B, so {}.",
                    describe(ctx, a),
                    describe(ctx, b),
                    removals(ctx.geometry, &step.eliminations)
                )
            };
            step.lines = vec![
                format!("A = {}.", describe(ctx, a)),
                format!("B = {}.", describe(ctx, b)),
                format!("Every {x} of A sees every {x} of B: {x} cannot be in both."),
                "If a set loses a digit, its remaining digits fill its cells: it is locked.".to_string(),
                format!("So {}.", removals(ctx.geometry, &step.eliminations)),
            ];
            if sink.push(step) {
                return;
            }
        }
    }
}

/// ALS-XY-Wing: A and B each joined to C by a different restricted common (X with A, Y with
/// B); C cannot lose both, so A or B is locked on the X or Y side, and a digit Z common to A and B
/// leaves the cells that see every Z of both.
pub fn als_xy_wing<const W: usize>(ctx: &Context<W>, sink: &mut Sink) {
    barren::search(ctx, sink, Technique::AlsXyWing, |sink, since| xy_wing(ctx, sink, since));
}

fn xy_wing<const W: usize>(ctx: &Context<W>, sink: &mut Sink, since: Option<&Since<W>>) {
    let found = find_all(ctx);
    let sets = &found.sets;
    let touched = touched(sets, since);
    let n = sets.len();
    // Per set, its restricted commons with every set it does not overlap, in increasing order
    // of set, in one list (`links[start[c]..start[c + 1]]`; thousands of sets, most with few
    // partners).
    let mut start = vec![0usize; n + 1];
    for &(i, j, _) in &found.pairs {
        start[i as usize + 1] += 1;
        start[j as usize + 1] += 1;
    }
    for k in 0..n {
        start[k + 1] += start[k];
    }
    let mut fill = start.clone();
    let mut links = vec![(0usize, Candidates::NONE); start[n]];
    // Pairs come in increasing (i, j): each set's earlier partners first, then its later
    // ones, lands them in increasing order.
    for &(i, j, r) in &found.pairs {
        links[fill[j as usize]] = (i as usize, r);
        fill[j as usize] += 1;
    }
    for &(i, j, r) in &found.pairs {
        links[fill[i as usize]] = (j as usize, r);
        fill[i as usize] += 1;
    }
    for (ci, c) in sets.iter().enumerate() {
        let l = &links[start[ci]..start[ci + 1]];
        for (p, &(ai, rx)) in l.iter().enumerate() {
            for &(bi, ry) in &l[p + 1..] {
                if touched.as_ref().is_some_and(|t| !t[ci] && !t[ai] && !t[bi]) {
                    continue;
                }
                let (a, b) = (&sets[ai], &sets[bi]);
                if !a.set.and(&b.set).is_empty() {
                    continue;
                }
                for x in rx.iter() {
                    for y in ry.iter() {
                        if x == y {
                            continue;
                        }
                        let zs = a
                            .digits
                            .intersection(b.digits)
                            .difference(Candidates::only(x))
                            .difference(Candidates::only(y));
                        let all = a.set.or(&b.set).or(&c.set);
                        let mut elims = Vec::new();
                        for z in zs.iter() {
                            let gone = a.seen_by[z.index()].and(&b.seen_by[z.index()]).minus(&all);
                            if !gone.is_empty() {
                                elims.extend(gone.iter().map(|q| (q, z)));
                            }
                        }
                        if elims.is_empty() {
                            continue;
                        }
                        let mut step = Step::new(Technique::AlsXyWing);
                        step.eliminations = elims;
                        pattern(&mut step, ctx, &[c, a, b]);
                        step.explanation = format!(
                            "ALS-XY-Wing: C = {} is joined to A = {} by {x} and to B = {} by {y} (each a \
                             restricted common: every such digit of one set sees every one of the other); C \
                             cannot hold both, so A lacks {x} or B lacks {y} and is locked; the digits A and B \
                             share lie in one of them, so {}.",
                            describe(ctx, c),
                            describe(ctx, a),
                            describe(ctx, b),
                            removals(ctx.geometry, &step.eliminations)
                        );
                        step.lines = vec![
                            format!("C = {}.", describe(ctx, c)),
                            format!("A = {}; every {x} of A sees every {x} of C.", describe(ctx, a)),
                            format!("B = {}; every {y} of B sees every {y} of C.", describe(ctx, b)),
                            format!(
                                "C cannot lose both {x} and {y}, so A lacks {x} or B lacks {y}: that set is locked."
                            ),
                            format!("So {}.", removals(ctx.geometry, &step.eliminations)),
                        ];
                        if sink.push(step) {
                            return;
                        }
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::logic::memory::Memory;
    use crate::engine::logic::LogicalSolver;

    /// The sets and restricted pairs kept from the last position are those a fresh look finds,
    /// in the same order, with the same cells seeing them, at every position of the grader's
    /// walks (classic and cube), and when the next position is another puzzle's.
    #[test]
    fn kept_sets_are_the_sets_a_fresh_look_finds() {
        let puzzles = crate::engine::logic::walk_puzzles(4);
        let (mut positions, mut sets, mut pairs) = (0, 0, 0);
        for puzzle in &puzzles {
            let mut solver = LogicalSolver::new(puzzle);
            loop {
                let ctx = solver.context();
                let kept = find_all(&ctx);
                let fresh = Memory::cold(|| find_all(&ctx));
                assert!(
                    kept.sets == fresh.sets,
                    "{} sets kept, {} found fresh",
                    kept.sets.len(),
                    fresh.sets.len()
                );
                assert!(
                    kept.pairs == fresh.pairs,
                    "{} pairs kept, {} found fresh",
                    kept.pairs.len(),
                    fresh.pairs.len()
                );
                positions += 1;
                sets += kept.sets.len();
                pairs += kept.pairs.len();
                let Some(step) = solver.next_step() else {
                    break;
                };
                solver.apply(&step);
            }
        }
        assert!(
            positions > 200 && sets > 10_000 && pairs > 10_000,
            "{positions} positions, {sets} sets, {pairs} pairs"
        );
    }
}
