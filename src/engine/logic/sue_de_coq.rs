//! Sue de Coq: where two houses meet (a box and a line), two or more cells C of the meeting
//! hold N digits with N at least two more than their cells. Cells L from the rest of the first
//! house and cells B from the rest of the second, whose digits L and B do not share, complete
//! them so that the whole set holds as many digits as cells. A digit of the set then lies in
//! one house with all its places in the set (L's digits in the first house, B's in the second,
//! C's own in both), so it appears at most once there; with as many digits as cells each
//! appears exactly once, and leaves the rest of the house(s) its places lie in.

use crate::engine::types::Candidates;

use super::barren::{self, Since};
use super::text::{and_list, cell_list, removals};
use super::{CellSet, Context, Sink, Step, Technique};

/// The open cells of one side of a meeting, and the digits of each subset of them (by bitmask).
struct Side {
    cells: Vec<usize>,
    digits: Vec<Candidates>,
}

impl Side {
    fn new<const W: usize>(ctx: &Context<W>, cells: Vec<usize>) -> Side {
        let mut digits = vec![Candidates::NONE; 1 << cells.len()];
        for mask in 1usize..digits.len() {
            let low = mask.trailing_zeros() as usize;
            digits[mask] = digits[mask & (mask - 1)].union(ctx.candidates[cells[low]]);
        }
        Side { cells, digits }
    }

    fn cells_of(&self, mask: usize) -> impl Iterator<Item = usize> + '_ {
        (0..self.cells.len())
            .filter(move |i| mask >> i & 1 != 0)
            .map(|i| self.cells[i])
    }

    /// The subsets that could complete a meeting holding `v`: each adds fewer digits outside
    /// `v` than it has cells (its "gain" is the difference), and is not itself locked.
    fn candidates_for(&self, v: Candidates, most: usize) -> Vec<(usize, Candidates, usize)> {
        // Room for every subset at once: growing it step by step cost more than the scan.
        let mut out = Vec::with_capacity(self.digits.len());
        for (mask, &digits) in self.digits.iter().enumerate().skip(1) {
            let size = mask.count_ones() as usize;
            let outside = digits.difference(v).len() as usize;
            if outside >= size || digits.len() as usize <= size {
                continue;
            }
            let gain = size - outside;
            if gain <= most {
                out.push((mask, digits, gain));
            }
        }
        out
    }
}

fn is_open<const W: usize>(ctx: &Context<W>, c: usize) -> bool {
    ctx.grid.get(c).is_none() && !ctx.candidates[c].is_empty()
}

/// Sue de Coq, on every pair of houses that share two or more cells.
pub fn sue_de_coq<const W: usize>(ctx: &Context<W>, sink: &mut Sink) {
    barren::search(ctx, sink, Technique::SueDeCoq, |sink, since| find(ctx, sink, since));
}

/// With `since` (the row found nothing on a position this one lies inside), only the meetings
/// of houses holding a changed cell: a meeting reads nothing but its two houses.
fn find<const W: usize>(ctx: &Context<W>, sink: &mut Sink, since: Option<&Since<W>>) {
    let g = ctx.geometry;
    let houses = g.houses();
    let mut seen: Vec<(usize, usize)> = Vec::new();
    for pair in &ctx.tables.locked {
        let key = (pair.a.min(pair.b), pair.a.max(pair.b));
        if seen.contains(&key) {
            continue;
        }
        seen.push(key);
        // The box (when there is one) is `pair.a`: name the line first, as players read it.
        let (line, boxed) = (pair.b, pair.a);
        if since.is_some_and(|s| !s.touches(&houses[line].cells) && !s.touches(&houses[boxed].cells)) {
            continue;
        }
        let line_set = &ctx.tables.house_sets[line];
        let box_set = &ctx.tables.house_sets[boxed];
        let meet: Vec<usize> = houses[line]
            .cells
            .iter()
            .copied()
            .filter(|&c| box_set.contains(c) && is_open(ctx, c))
            .collect();
        if meet.len() < 2 {
            continue;
        }
        // Two or more meeting cells with at least two digits more than cells, or nothing here
        // (most meetings have none: the rest of the houses need not be looked at then).
        let meet_side = Side::new(ctx, meet);
        let worth = |(cmask, v): (usize, &Candidates)| {
            let k = cmask.count_ones() as usize;
            k >= 2 && v.len() as usize >= k + 2
        };
        if !meet_side.digits.iter().enumerate().skip(1).any(worth) {
            continue;
        }
        let line_rest = Side::new(
            ctx,
            houses[line]
                .cells
                .iter()
                .copied()
                .filter(|&c| !box_set.contains(c) && is_open(ctx, c))
                .collect(),
        );
        let box_rest = Side::new(
            ctx,
            houses[boxed]
                .cells
                .iter()
                .copied()
                .filter(|&c| !line_set.contains(c) && is_open(ctx, c))
                .collect(),
        );
        for (cmask, &v) in meet_side.digits.iter().enumerate().skip(1) {
            let k = cmask.count_ones() as usize;
            if k < 2 || (v.len() as usize) < k + 2 {
                continue;
            }
            // The line part and the box part must together gain |V| - |C|, each at least one.
            let need = v.len() as usize - k;
            let lines = line_rest.candidates_for(v, need - 1);
            if lines.is_empty() {
                continue;
            }
            let boxes = box_rest.candidates_for(v, need - 1);
            for &(lmask, ld, lg) in &lines {
                for &(bmask, bd, bg) in &boxes {
                    if lg + bg != need || !ld.intersection(bd).is_empty() {
                        continue;
                    }
                    let mut pattern_set = CellSet::EMPTY;
                    for c in meet_side
                        .cells_of(cmask)
                        .chain(line_rest.cells_of(lmask))
                        .chain(box_rest.cells_of(bmask))
                    {
                        pattern_set.insert(c);
                    }
                    // A digit leaves the line unless B holds it, the box unless L does: the
                    // cells there outside the pattern still holding it.
                    let all = v.union(ld).union(bd);
                    let mut elims = Vec::new();
                    for d in all.iter() {
                        let mut from = CellSet::EMPTY;
                        if !bd.contains(d) {
                            from = from.or(line_set);
                        }
                        if !ld.contains(d) {
                            from = from.or(box_set);
                        }
                        let gone = from.and(&ctx.holders[d.index()]).minus(&pattern_set);
                        elims.extend(gone.iter().filter(|&c| ctx.grid.get(c).is_none()).map(|c| (c, d)));
                    }
                    if elims.is_empty() {
                        continue;
                    }
                    let pattern: Vec<usize> = meet_side
                        .cells_of(cmask)
                        .chain(line_rest.cells_of(lmask))
                        .chain(box_rest.cells_of(bmask))
                        .collect();
                    elims.sort_unstable();
                    let mut step = Step::new(Technique::SueDeCoq);
                    step.eliminations = elims;
                    step.candidates = pattern
                        .iter()
                        .flat_map(|&c| ctx.candidates[c].iter().map(move |d| (c, d)))
                        .collect();
                    step.cells = pattern;
                    step.houses = vec![line, boxed];
                    let (ln, bn) = (g.house_name(line), g.house_name(boxed));
                    let cells = |it: &mut dyn Iterator<Item = usize>| cell_list(g, it);
                    let c_text = cells(&mut meet_side.cells_of(cmask));
                    let l_text = cells(&mut line_rest.cells_of(lmask));
                    let b_text = cells(&mut box_rest.cells_of(bmask));
                    let n = step.cells.len();
                    let line_digits = all.difference(bd);
                    let box_digits = all.difference(ld);
                    step.explanation = format!(
                        "Sue de Coq: {c_text}, where {ln} meets {bn}, hold {} ({k} cells, {} digits). With \
                         {l_text} of {ln} (digits {}) and {b_text} of {bn} (digits {}), which share no digit, \
                         these {n} cells hold exactly {n} digits, and each digit can appear only once among \
                         them (all its places lie in one house), so each appears exactly once: {} leave the \
                         rest of {ln} and {} the rest of {bn}, so {}.",
                        and_list(v.iter()),
                        v.len(),
                        and_list(ld.iter()),
                        and_list(bd.iter()),
                        and_list(line_digits.iter()),
                        and_list(box_digits.iter()),
                        removals(g, &step.eliminations)
                    );
                    step.lines = vec![
                        format!(
                            "C = {c_text}, where {ln} meets {bn}: {k} cells holding {} ({} digits).",
                            and_list(v.iter()),
                            v.len()
                        ),
                        format!("L = {l_text} in {ln}, digits {}.", and_list(ld.iter())),
                        format!("B = {b_text} in {bn}, digits {}.", and_list(bd.iter())),
                        format!(
                            "L and B share no digit, so every digit of the {n} cells has all its places in {ln} \
                             or all in {bn}: it appears at most once."
                        ),
                        format!("{n} cells, {n} digits: each digit appears exactly once."),
                        format!(
                            "{} lie in {ln} within the pattern; {} lie in {bn} within it.",
                            and_list(line_digits.iter()),
                            and_list(box_digits.iter())
                        ),
                        format!("So {}.", removals(g, &step.eliminations)),
                    ];
                    if sink.push(step) {
                        return;
                    }
                }
            }
        }
    }
}
