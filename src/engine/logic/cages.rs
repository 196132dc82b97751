//! Killer cages: the techniques that read the cage sums, asked only on a Killer board (the
//! classic techniques then run on what they leave; a cage-mate is already a peer, so "no digit
//! twice in a cage" needs no technique of its own).
//!
//! - **Cage combination**: a cage of `n` open cells still needing `s` can only hold one of the
//!   sets of `n` different digits adding up to `s` that avoid its placed digits; a set counts
//!   only when its digits can be dealt to the open cells, one each, within their candidates.
//!   A candidate no such deal uses leaves its cell ("15 in 2 cells: 6+9 or 7+8").
//! - **Rule of 45** (one cell) and **rule of 45 combination** (two or three cells): any house
//!   adds up to 45, so a region of one to three rows, columns or neighbouring boxes adds up to
//!   45 per house. The cages wholly inside give a known sum; the *innies* (cells inside, in
//!   cages that stick out) hold the rest. The *outies* (cells outside, in cages that stick in)
//!   hold the sum of the cages that cross the border less what their innies hold. One empty
//!   innie or outie is placed; two or three with a known sum are restricted like a cage, except
//!   that two of them in no common house may hold the same digit.
//! - **Cage locked candidates**: a digit every still-possible combination of a cage holds must
//!   go in the cage; when its cells there share a house, no other cell seeing them all can hold
//!   it. Conversely, a house whose every place for a digit lies in one cage puts the digit in
//!   that cage, so the cage keeps only the combinations holding it.
//! - **Cage split** (SudokuWiki's "cage splitting"): when exactly one cage crosses the border
//!   of a region (one to three rows, columns or neighbouring boxes), the rule of 45 gives the
//!   sum of its part inside (45 per house less the cages wholly inside), and the part outside
//!   holds the rest of its sum. The cage is then filled by a combination of its size and sum
//!   whose digits in the inside part add up to that: each part is checked against its own sum,
//!   the two parts never sharing a digit (they are one cage). Candidates no such filling uses
//!   are removed.

use crate::engine::geometry::HouseKind;
use crate::engine::killer::{combinations, Cages};
use crate::engine::types::{Candidates, Digit};

use super::text::{and_list, list, removals};
use super::{premises_cells, Context, Sink, Step, Technique};

/// The cages of the board (None on a board without them).
fn cages_of<'a, const W: usize>(ctx: &Context<'a, W>) -> Option<&'a Cages> {
    ctx.grid.shape().cages()
}

/// A set of digits as a sum: `1+2+9`.
fn combination_text(mask: u16) -> String {
    list(Candidates::from_bits(mask).iter(), "+")
}

/// Alternatives, smallest digits first: `6+9 or 7+8`, `only 1+2+4`.
fn combinations_text(masks: &[u16]) -> String {
    let mut sorted = masks.to_vec();
    sorted.sort_by_key(|&m| Candidates::from_bits(m).iter().collect::<Vec<Digit>>());
    match sorted.as_slice() {
        [one] => format!("only {}", combination_text(*one)),
        _ => or_join(sorted.iter().map(|&m| combination_text(m)).collect()),
    }
}

/// `a`, `a or b`, `a, b or c`.
fn or_join(items: Vec<String>) -> String {
    match items.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        _ => items.join(""),
    }
}

fn digit_sum(mask: u16) -> usize {
    (0..9).filter(|&d| mask >> d & 1 != 0).map(|d| d + 1).sum()
}

/// What a deal of digits to cells leaves possible.
struct Fit {
    /// Per cell (in the order given), the digits some deal puts there.
    allowed: Vec<u16>,
    /// The final sets of digits some deal reaches, ascending.
    sets: Vec<u16>,
}

/// Deals different digits to `cells` (one each, within `cand`), keeping the deals whose set of
/// digits is one of `finals`; with `split = Some((k, s))`, also those whose first `k` cells
/// add up to `s`. A dynamic programme over the set of digits dealt so far (at most 512 states
/// per cell), so a nine-cell cage costs no more than a few thousand steps.
fn fit(cand: &[u16], finals: &[u16], split: Option<(usize, usize)>) -> Fit {
    let n = cand.len();
    // reach[i]: the sets of digits the first i cells can hold.
    let mut reach: Vec<Vec<u16>> = vec![vec![0]];
    let mut seen = [usize::MAX; 512];
    for (i, &c) in cand.iter().enumerate() {
        let mut next = Vec::new();
        for &m in &reach[i] {
            let mut free = c & !m;
            while free != 0 {
                let bit = free & free.wrapping_neg();
                free &= free - 1;
                let to = m | bit;
                if let Some((k, s)) = split {
                    if i + 1 == k && digit_sum(to) != s {
                        continue;
                    }
                }
                if seen[to as usize] != i + 1 {
                    seen[to as usize] = i + 1;
                    next.push(to);
                }
            }
        }
        reach.push(next);
    }
    // good[i]: the sets reached after i cells that some deal of the rest completes.
    let mut good = vec![[false; 512]; n + 1];
    let mut sets: Vec<u16> = reach[n].iter().copied().filter(|m| finals.contains(m)).collect();
    sets.sort_unstable();
    for &m in &sets {
        good[n][m as usize] = true;
    }
    let mut allowed = vec![0u16; n];
    for i in (0..n).rev() {
        for &m in &reach[i] {
            let mut free = cand[i] & !m;
            while free != 0 {
                let bit = free & free.wrapping_neg();
                free &= free - 1;
                if good[i + 1][(m | bit) as usize] {
                    good[i][m as usize] = true;
                    allowed[i] |= bit;
                }
            }
        }
    }
    Fit { allowed, sets }
}

/// A cage's state: open cells, the digits placed in it, and what the open cells still need.
struct CageState {
    open: Vec<usize>,
    placed: u16,
    left: usize,
}

fn cage_state<const W: usize>(ctx: &Context<W>, cells: &[usize], sum: u8) -> Option<CageState> {
    let mut open = Vec::new();
    let mut placed = 0u16;
    let mut placed_sum = 0usize;
    for &c in cells {
        match ctx.grid.get(c) {
            Some(d) => {
                placed |= 1 << d.index();
                placed_sum += d.get() as usize;
            }
            None => open.push(c),
        }
    }
    let left = (sum as usize).checked_sub(placed_sum)?;
    Some(CageState { open, placed, left })
}

impl CageState {
    /// The sets of digits the open cells may hold by size and sum alone.
    fn finals(&self) -> Vec<u16> {
        combinations(self.open.len(), self.left)
            .iter()
            .copied()
            .filter(|&m| m & self.placed == 0)
            .collect()
    }

    fn cand<const W: usize>(&self, ctx: &Context<W>) -> Vec<u16> {
        self.open.iter().map(|&c| ctx.candidates[c].bits()).collect()
    }
}

/// The eliminations a fit makes on `cells`.
fn fit_eliminations<const W: usize>(ctx: &Context<W>, cells: &[usize], allowed: &[u16]) -> Vec<(usize, Digit)> {
    let mut out = Vec::new();
    for (&c, &keep) in cells.iter().zip(allowed) {
        for d in ctx.candidates[c].difference(Candidates::from_bits(keep)).iter() {
            out.push((c, d));
        }
    }
    out
}

/// The candidates a fit keeps on `cells` (the pattern drawn).
fn fit_candidates<const W: usize>(ctx: &Context<W>, cells: &[usize], allowed: &[u16]) -> Vec<(usize, Digit)> {
    let mut out = Vec::new();
    for (&c, &keep) in cells.iter().zip(allowed) {
        for d in ctx.candidates[c].intersection(Candidates::from_bits(keep)).iter() {
            out.push((c, d));
        }
    }
    out
}

/// The houses to look at for a group of cells: those holding them all, else the boxes they
/// touch.
fn houses_around<const W: usize>(ctx: &Context<W>, cells: &[usize]) -> Vec<usize> {
    let houses = ctx.geometry.houses();
    let common: Vec<usize> = ctx
        .tables
        .order
        .iter()
        .copied()
        .filter(|&h| cells.iter().all(|c| houses[h].cells.contains(c)))
        .collect();
    if !common.is_empty() {
        return common;
    }
    let mut boxes = Vec::new();
    for &c in cells {
        for &h in &ctx.tables.cell_houses[c] {
            if houses[h].kind.is_block() && !boxes.contains(&h) {
                boxes.push(h);
            }
        }
    }
    boxes
}

/// "The 15 cage at r1c1".
fn cage_name<const W: usize>(ctx: &Context<W>, cages: &Cages, index: usize) -> String {
    let cage = &cages.cages()[index];
    format!("the {} cage at {}", cage.sum, ctx.geometry.cell_name(cage.anchor()))
}

/// The open cells of a cage and what they still need, in words: "15 in 2 cells" or, with
/// digits placed, "holding 5, it needs 10 more in 2 cells".
fn need_text(state: &CageState) -> String {
    let n = state.open.len();
    let cells = if n == 1 { "cell" } else { "cells" };
    if state.placed == 0 {
        format!("{} in {n} {cells}", state.left)
    } else {
        format!(
            "holding {}, it needs {} more in {n} {cells}",
            and_list(Candidates::from_bits(state.placed).iter()),
            state.left
        )
    }
}

/// A cage's combinations that still fit its open cells (Easy).
pub fn cage_combination<const W: usize>(ctx: &Context<W>, sink: &mut Sink) {
    let Some(cages) = cages_of(ctx) else {
        return;
    };
    for (i, cage) in cages.cages().iter().enumerate() {
        let Some(state) = cage_state(ctx, &cage.cells, cage.sum) else {
            continue;
        };
        if state.open.is_empty() {
            continue;
        }
        let cand = state.cand(ctx);
        let fitted = fit(&cand, &state.finals(), None);
        let eliminations = fit_eliminations(ctx, &state.open, &fitted.allowed);
        if eliminations.is_empty() || fitted.sets.is_empty() {
            continue;
        }
        let mut step = Step::new(Technique::CageCombination);
        step.eliminations = eliminations;
        step.cells = state.open.clone();
        step.candidates = fit_candidates(ctx, &state.open, &fitted.allowed);
        step.houses = houses_around(ctx, &state.open);
        step.cages = vec![i];
        let name = cage_name(ctx, cages, i);
        let mut name = name[..1].to_uppercase() + &name[1..];
        if state.placed == 0 {
            name.push(':');
        } else {
            name.push(',');
        }
        step.explanation = format!(
            "{name} {}: {}, so {}.",
            need_text(&state),
            combinations_text(&fitted.sets),
            removals(ctx.geometry, &step.eliminations)
        );
        if sink.push(step) {
            return;
        }
    }
}

/// A region for the rule of 45: one to three rows or columns side by side, a house, or two
/// neighbouring boxes; its houses and cells.
struct Region {
    houses: Vec<usize>,
    cells: u128,
}

fn regions<const W: usize>(ctx: &Context<W>) -> Vec<Region> {
    let houses = ctx.geometry.houses();
    let find = |kind: HouseKind, index: usize| houses.iter().position(|h| h.kind == kind && h.index as usize == index);
    let make = |list: Vec<usize>| Region {
        cells: list
            .iter()
            .flat_map(|&h| houses[h].cells.iter())
            .fold(0u128, |m, c| m | 1u128 << c),
        houses: list,
    };
    let mut out = Vec::new();
    for kind in [HouseKind::Row, HouseKind::Column, HouseKind::Box] {
        for i in 0..9 {
            if let Some(h) = find(kind, i) {
                out.push(make(vec![h]));
            }
        }
    }
    for kind in [HouseKind::Row, HouseKind::Column] {
        for width in 2..=3 {
            for start in 0..=9 - width {
                let list: Option<Vec<usize>> = (start..start + width).map(|i| find(kind, i)).collect();
                if let Some(list) = list {
                    out.push(make(list));
                }
            }
        }
    }
    // Neighbouring boxes: side by side in a band, one above the other in a stack.
    for (a, b) in (0..9)
        .filter(|i| i % 3 != 2)
        .map(|i| (i, i + 1))
        .chain((0..6).map(|i| (i, i + 3)))
    {
        if let (Some(a), Some(b)) = (find(HouseKind::Box, a), find(HouseKind::Box, b)) {
            out.push(make(vec![a, b]));
        }
    }
    out
}

/// What the rule of 45 says about a region: the innies and outies and their sums.
struct FortyFive {
    /// 45 per house.
    total: usize,
    /// The cages wholly inside, and their sum.
    inside: Vec<usize>,
    inside_sum: usize,
    /// The cages crossing the border, and their sum.
    crossing: Vec<usize>,
    crossing_sum: usize,
    /// Empty innies, and what they add up to.
    innies: Vec<usize>,
    innie_sum: Option<usize>,
    /// Digits placed in innies.
    innie_placed: usize,
    /// Empty outies, and what they add up to.
    outies: Vec<usize>,
    outie_sum: Option<usize>,
    /// Digits placed in outies.
    outie_placed: usize,
}

fn forty_five<const W: usize>(ctx: &Context<W>, cages: &Cages, region: &Region) -> FortyFive {
    let mut f = FortyFive {
        total: 45 * region.houses.len(),
        inside: Vec::new(),
        inside_sum: 0,
        crossing: Vec::new(),
        crossing_sum: 0,
        innies: Vec::new(),
        innie_sum: None,
        innie_placed: 0,
        outies: Vec::new(),
        outie_sum: None,
        outie_placed: 0,
    };
    for (i, cage) in cages.cages().iter().enumerate() {
        let inside = cage.cells.iter().filter(|&&c| region.cells >> c & 1 != 0).count();
        if inside == cage.cells.len() {
            f.inside.push(i);
            f.inside_sum += cage.sum as usize;
        } else if inside > 0 {
            f.crossing.push(i);
            f.crossing_sum += cage.sum as usize;
            for &c in &cage.cells {
                let is_in = region.cells >> c & 1 != 0;
                match (ctx.grid.get(c), is_in) {
                    (Some(d), true) => f.innie_placed += d.get() as usize,
                    (Some(d), false) => f.outie_placed += d.get() as usize,
                    (None, true) => f.innies.push(c),
                    (None, false) => f.outies.push(c),
                }
            }
        }
    }
    let innies_total = f.total.checked_sub(f.inside_sum);
    f.innie_sum = innies_total.and_then(|t| t.checked_sub(f.innie_placed));
    f.outie_sum = innies_total
        .and_then(|t| f.crossing_sum.checked_sub(t))
        .and_then(|t| t.checked_sub(f.outie_placed));
    f
}

fn region_name<const W: usize>(ctx: &Context<W>, region: &Region) -> String {
    and_list(region.houses.iter().map(|&h| ctx.geometry.house_name(h)))
}

/// How the sum of the innies or outies was found, in words: "its cages wholly inside add up
/// to 38, so its innies hold 45 − 38 = 7".
fn sum_text(f: &FortyFive, innies: bool) -> String {
    let (placed, sum) = if innies {
        (f.innie_placed, f.innie_sum)
    } else {
        (f.outie_placed, f.outie_sum)
    };
    let placed_text = if placed > 0 {
        format!(" − {placed} (placed)")
    } else {
        String::new()
    };
    let sum = sum.unwrap_or(0);
    if innies {
        format!(
            "its cages wholly inside add up to {}, so its innies hold {} − {}{placed_text} = {sum}",
            f.inside_sum, f.total, f.inside_sum
        )
    } else {
        format!(
            "the cages crossing its border add up to {} and their innies hold {} − {} (the cages wholly inside), so its outies hold {} − {}{placed_text} = {sum}",
            f.crossing_sum,
            f.total,
            f.inside_sum,
            f.crossing_sum,
            f.total - f.inside_sum
        )
    }
}

/// The step's cages: the ones wholly inside, and for outies those crossing too.
fn used_cages(f: &FortyFive, innies: bool) -> Vec<usize> {
    let mut out = f.inside.clone();
    if !innies {
        out.extend(&f.crossing);
    }
    out.sort_unstable();
    out
}

/// Each region's innies and outies, as (innies?, cells, sum), innies first.
fn sides(f: &FortyFive) -> [(bool, &[usize], Option<usize>); 2] {
    [(true, &f.innies, f.innie_sum), (false, &f.outies, f.outie_sum)]
}

/// One empty innie or outie: its digit is what the region leaves (Medium).
pub fn rule_of_45<const W: usize>(ctx: &Context<W>, sink: &mut Sink) {
    let Some(cages) = cages_of(ctx) else {
        return;
    };
    for region in regions(ctx) {
        let f = forty_five(ctx, cages, &region);
        for (innies, cells, sum) in sides(&f) {
            let ([cell], Some(sum)) = (cells, sum) else {
                continue;
            };
            let Some(digit) = u8::try_from(sum).ok().and_then(Digit::new) else {
                continue;
            };
            if !ctx.candidates[*cell].contains(digit) {
                continue;
            }
            let mut step = Step::new(Technique::RuleOf45);
            step.placements.push((*cell, digit));
            step.cells.push(*cell);
            step.candidates.push((*cell, digit));
            step.houses = region.houses.clone();
            step.cages = used_cages(&f, innies);
            step.explanation = format!(
                "Rule of 45 on {}: {}: the {} {} is {digit}.",
                region_name(ctx, &region),
                sum_text(&f, innies),
                if innies { "innie" } else { "outie" },
                ctx.geometry.cell_name(*cell)
            );
            if sink.push(step) {
                return;
            }
        }
    }
}

/// Two or three empty innies or outies with a known sum, restricted like a cage; two of them
/// in no common house may repeat a digit (Hard).
pub fn rule_of_45_combination<const W: usize>(ctx: &Context<W>, sink: &mut Sink) {
    let Some(cages) = cages_of(ctx) else {
        return;
    };
    for region in regions(ctx) {
        let f = forty_five(ctx, cages, &region);
        for (innies, cells, sum) in sides(&f) {
            let Some(sum) = sum else {
                continue;
            };
            if !(2..=3).contains(&cells.len()) {
                continue;
            }
            let (allowed, sets, repeats) = sum_deals(ctx, cells, sum);
            if sets.is_empty() {
                continue;
            }
            let eliminations = fit_eliminations(ctx, cells, &allowed);
            if eliminations.is_empty() {
                continue;
            }
            let mut step = Step::new(Technique::RuleOf45Combination);
            step.eliminations = eliminations;
            step.cells = cells.to_vec();
            step.candidates = fit_candidates(ctx, cells, &allowed);
            step.houses = region.houses.clone();
            step.cages = used_cages(&f, innies);
            let repeat = if repeats {
                " (not all in one house, so a digit may repeat)"
            } else {
                ""
            };
            step.explanation = format!(
                "Rule of 45 on {}: {} in {}{repeat}: {}, so {}.",
                region_name(ctx, &region),
                sum_text(&f, innies),
                and_list(cells.iter().map(|&c| ctx.geometry.cell_name(c))),
                or_join(sets),
                removals(ctx.geometry, &step.eliminations)
            );
            if sink.push(step) {
                return;
            }
        }
    }
}

/// Every way to fill 2-3 `cells` with digits adding up to `sum` (peers differ, others may
/// repeat): the digits per cell some way uses, the ways as sums ("3+8", "4+4+3"; in cell
/// order when a digit may repeat, else as sets), and whether a digit may repeat.
fn sum_deals<const W: usize>(ctx: &Context<W>, cells: &[usize], sum: usize) -> (Vec<u16>, Vec<String>, bool) {
    let n = cells.len();
    let repeats = (0..n).any(|i| (i + 1..n).any(|j| !ctx.sees(cells[i], cells[j])));
    let mut allowed = vec![0u16; n];
    let mut ways: Vec<Vec<usize>> = Vec::new();
    let mut digits = vec![0usize; n];
    fn deal<const W: usize>(
        ctx: &Context<W>,
        cells: &[usize],
        i: usize,
        left: usize,
        digits: &mut Vec<usize>,
        allowed: &mut [u16],
        ways: &mut Vec<Vec<usize>>,
    ) {
        if i == cells.len() {
            if left == 0 {
                for (a, &d) in allowed.iter_mut().zip(digits.iter()) {
                    *a |= 1 << (d - 1);
                }
                ways.push(digits.clone());
            }
            return;
        }
        for d in ctx.candidates[cells[i]].iter() {
            let v = d.get() as usize;
            if v > left || (0..i).any(|j| digits[j] == v && ctx.sees(cells[i], cells[j])) {
                continue;
            }
            digits[i] = v;
            deal(ctx, cells, i + 1, left - v, digits, allowed, ways);
        }
    }
    deal(ctx, cells, 0, sum, &mut digits, &mut allowed, &mut ways);
    let mut texts: Vec<String> = Vec::new();
    for way in &ways {
        let text = if repeats {
            list(way.iter(), "+")
        } else {
            let mut sorted = way.clone();
            sorted.sort_unstable();
            list(sorted.iter(), "+")
        };
        if !texts.contains(&text) {
            texts.push(text);
        }
    }
    texts.sort();
    (allowed, texts, repeats)
}

/// A digit every combination left for a cage holds, whose cells in the cage share a house,
/// leaves every other cell seeing them all; and a house whose places for a digit all lie in one
/// cage keeps that cage to the combinations holding the digit (Hard).
pub fn cage_locked_candidates<const W: usize>(ctx: &Context<W>, sink: &mut Sink) {
    let Some(cages) = cages_of(ctx) else {
        return;
    };
    let g = ctx.geometry;
    for (i, cage) in cages.cages().iter().enumerate() {
        let Some(state) = cage_state(ctx, &cage.cells, cage.sum) else {
            continue;
        };
        if state.open.len() < 2 {
            continue;
        }
        let fitted = fit(&state.cand(ctx), &state.finals(), None);
        let Some(required) = fitted.sets.iter().copied().reduce(|a, b| a & b) else {
            continue;
        };
        for d in Candidates::from_bits(required).iter() {
            let cells: Vec<usize> = state
                .open
                .iter()
                .copied()
                .filter(|&c| ctx.candidates[c].contains(d))
                .collect();
            if cells.len() < 2 {
                continue;
            }
            let houses = houses_holding(ctx, &cells);
            if houses.is_empty() {
                continue;
            }
            let gone = ctx.seeing_all(d, &cells);
            if gone.is_empty() {
                continue;
            }
            let mut step = Step::new(Technique::CageLockedCandidates);
            step.eliminations = gone.iter().map(|c| (c, d)).collect();
            step.cells = cells.clone();
            step.candidates = cells.iter().map(|&c| (c, d)).collect();
            step.houses = houses.clone();
            step.cages = vec![i];
            step.explanation = format!(
                "Every combination left for {} ({}) holds {d}, and its {d} lies in {}, all in {}: {}.",
                cage_name(ctx, cages, i),
                combinations_text(&fitted.sets),
                and_list(cells.iter().map(|&c| g.cell_name(c))),
                g.house_name(houses[0]),
                removals(g, &step.eliminations)
            );
            if sink.push(step) {
                return;
            }
        }
    }
    // The converse: a house's digit confined to one cage.
    let houses = g.houses();
    for &h in &ctx.tables.order {
        for d in Digit::all() {
            let pos = ctx.pos(h, d);
            if pos == 0 {
                continue;
            }
            let cells: Vec<usize> = ctx.cells_at(h, pos).collect();
            let index = cages.cage_of(cells[0]);
            if cells.iter().any(|&c| cages.cage_of(c) != index) {
                continue;
            }
            let cage = &cages.cages()[index];
            // A cage wholly inside the house gains nothing: its digits are the house's.
            if cage.cells.iter().all(|c| houses[h].cells.contains(c)) {
                continue;
            }
            let Some(state) = cage_state(ctx, &cage.cells, cage.sum) else {
                continue;
            };
            let bit = 1u16 << d.index();
            let finals: Vec<u16> = state.finals().into_iter().filter(|m| m & bit != 0).collect();
            let fitted = fit(&state.cand(ctx), &finals, None);
            if fitted.sets.is_empty() {
                continue;
            }
            let eliminations = fit_eliminations(ctx, &state.open, &fitted.allowed);
            if eliminations.is_empty() {
                continue;
            }
            let mut step = Step::new(Technique::CageLockedCandidates);
            step.eliminations = eliminations;
            step.cells = state.open.clone();
            step.candidates = cells.iter().map(|&c| (c, d)).collect();
            step.houses = vec![h];
            step.cages = vec![index];
            step.explanation = format!(
                "In {}, {d} lies only in {} ({}), so that cage holds {d}: {}, so {}.",
                g.house_name(h),
                cage_name(ctx, cages, index),
                and_list(cells.iter().map(|&c| g.cell_name(c))),
                combinations_text(&fitted.sets),
                removals(g, &step.eliminations)
            );
            if sink.push(step) {
                return;
            }
        }
    }
}

/// The houses holding every one of `cells`.
fn houses_holding<const W: usize>(ctx: &Context<W>, cells: &[usize]) -> Vec<usize> {
    let houses = ctx.geometry.houses();
    ctx.tables
        .order
        .iter()
        .copied()
        .filter(|&h| cells.iter().all(|c| houses[h].cells.contains(c)))
        .collect()
}

/// A region crossed by one cage alone: the rule of 45 gives the sum of the cage's part inside,
/// and the cage's combinations are dealt part by part (Hard).
pub fn cage_split<const W: usize>(ctx: &Context<W>, sink: &mut Sink) {
    let Some(cages) = cages_of(ctx) else {
        return;
    };
    let g = ctx.geometry;
    for region in regions(ctx) {
        let f = forty_five(ctx, cages, &region);
        let ([index], Some(inside_sum)) = (f.crossing.as_slice(), f.innie_sum) else {
            continue;
        };
        let (k, outside) = (f.innies.len(), f.outies.len());
        if k == 0 || outside == 0 {
            continue;
        }
        let cage = &cages.cages()[*index];
        let Some(state) = cage_state(ctx, &cage.cells, cage.sum) else {
            continue;
        };
        // Inside cells first: the deal checks their sum once it has dealt them.
        let cells: Vec<usize> = f.innies.iter().chain(&f.outies).copied().collect();
        let cand: Vec<u16> = cells.iter().map(|&c| ctx.candidates[c].bits()).collect();
        let fitted = fit(&cand, &state.finals(), Some((k, inside_sum)));
        if fitted.sets.is_empty() {
            continue;
        }
        let eliminations = fit_eliminations(ctx, &cells, &fitted.allowed);
        if eliminations.is_empty() {
            continue;
        }
        let Some(outside_sum) = state.left.checked_sub(inside_sum) else {
            continue;
        };
        let mut step = Step::new(Technique::CageSplit);
        step.eliminations = eliminations;
        step.candidates = fit_candidates(ctx, &cells, &fitted.allowed);
        step.cells = cells;
        step.houses = region.houses.clone();
        step.cages = std::iter::once(*index).chain(f.inside.iter().copied()).collect();
        let names = |list: &[usize]| and_list(list.iter().map(|&c| g.cell_name(c)));
        step.explanation = format!(
            "Cage split on {}: only {} crosses its border; {}: the cage needs {inside_sum} in {} and {outside_sum} in {}, so {}.",
            region_name(ctx, &region),
            cage_name(ctx, cages, *index),
            sum_text(&f, true),
            names(&f.innies),
            names(&f.outies),
            removals(g, &step.eliminations)
        );
        if sink.push(step) {
            return;
        }
    }
}

/// The rule-of-45 placement relies on placed digits alone.
pub fn premises_none<const W: usize>(_ctx: &Context<W>, _step: &Step) -> Vec<(usize, Digit)> {
    Vec::new()
}

/// Innies and outies restricted by their sum rest on the candidates of those cells
/// ([`premises_cells`]).
pub fn premises<const W: usize>(ctx: &Context<W>, step: &Step) -> Vec<(usize, Digit)> {
    premises_cells(ctx, step)
}

/// A step on one cage (its first in `Step::cages`) rests on the candidates of the cage's open
/// cells; the converse of cage locked candidates (it removes only inside the cage) also on the
/// digit's absence from the rest of its house.
pub fn premises_cage<const W: usize>(ctx: &Context<W>, step: &Step) -> Vec<(usize, Digit)> {
    let Some((cages, &index)) = cages_of(ctx).zip(step.cages.first()) else {
        return Vec::new();
    };
    let cage = &cages.cages()[index];
    let mut out = Vec::new();
    for &c in &cage.cells {
        if ctx.grid.get(c).is_none() {
            out.extend(ctx.ruled_out(c));
        }
    }
    let converse = step.technique == Technique::CageLockedCandidates
        && step.eliminations.iter().all(|(c, _)| cage.cells.contains(c));
    if converse {
        out.extend(super::confined(ctx, &step.houses, step));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::grid::Grid;
    use crate::engine::killer::{Cage, CageSet};
    use crate::engine::logic::context::NARROW;
    use crate::engine::logic::find_all;
    use crate::engine::shape::Shape;

    const SOLUTION: &str = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    fn solution() -> Vec<u8> {
        SOLUTION.bytes().map(|b| b - b'0').collect()
    }

    fn cell(row: usize, col: usize) -> usize {
        (row - 1) * 9 + col - 1
    }

    /// A killer over [`SOLUTION`]: the `groups` given, every other cell paired with its right
    /// neighbour along its row where both are free (else alone); sums from the solution.
    fn killer(groups: &[Vec<usize>]) -> Grid {
        let values = solution();
        let mut free = [true; 81];
        let mut cells: Vec<Vec<usize>> = groups.to_vec();
        for g in groups {
            for &c in g {
                free[c] = false;
            }
        }
        for c in 0..81 {
            if !free[c] {
                continue;
            }
            free[c] = false;
            if c % 9 < 8 && free[c + 1] {
                free[c + 1] = false;
                cells.push(vec![c, c + 1]);
            } else {
                cells.push(vec![c]);
            }
        }
        let cages = cells
            .into_iter()
            .map(|cells| Cage {
                sum: cells.iter().map(|&c| values[c]).sum(),
                cells,
            })
            .collect();
        let set = CageSet::new(cages).unwrap();
        Grid::empty(Shape::Killer(crate::engine::Cages::intern(set)))
    }

    /// Every step `technique` finds with these candidates, each checked against the solution.
    fn steps(grid: &Grid, candidates: &[Candidates], technique: Technique) -> Vec<Step> {
        let ctx = Context::<NARROW>::new(grid, candidates);
        let found = find_all(&ctx, technique);
        let values = solution();
        for step in &found {
            for &(c, d) in &step.placements {
                assert_eq!(d.get(), values[c], "{}", step.explanation);
            }
            for &(c, d) in &step.eliminations {
                assert_ne!(d.get(), values[c], "{}", step.explanation);
            }
            assert!(!step.cages.is_empty() && !step.houses.is_empty(), "{step:?}");
        }
        found
    }

    fn all(grid: &Grid) -> Vec<Candidates> {
        (0..81).map(|c| grid.candidates(c)).collect()
    }

    fn d(n: u8) -> Digit {
        Digit::new(n).unwrap()
    }

    #[test]
    fn cage_combination_keeps_the_digits_of_the_combinations() {
        let grid = killer(&[]);
        let found = steps(&grid, &all(&grid), Technique::CageCombination);
        // r1c1 + r1c2 = 5 + 3 = 8: 1+7, 2+6 or 3+5.
        let first = found.iter().find(|s| s.cages == [0]).unwrap();
        assert!(first.explanation.contains("1+7, 2+6 or 3+5"), "{}", first.explanation);
        let mut gone: Vec<(usize, u8)> = first.eliminations.iter().map(|&(c, d)| (c, d.get())).collect();
        gone.sort_unstable();
        assert_eq!(gone, vec![(0, 4), (0, 8), (0, 9), (1, 4), (1, 8), (1, 9)]);
        // A single-cell cage keeps its digit only.
        assert!(found.iter().any(|s| s.cells == [8] && s.eliminations.len() == 8));
    }

    #[test]
    fn rule_of_45_places_a_lone_innie_and_outie() {
        // r1c9 (2) and r2c9 (8) share a cage of 10; the rest of row 1 is in cages of its own.
        let grid = killer(&[vec![cell(1, 9), cell(2, 9)]]);
        let found = steps(&grid, &all(&grid), Technique::RuleOf45);
        let placed: Vec<(usize, u8)> = found
            .iter()
            .map(|s| (s.placements[0].0, s.placements[0].1.get()))
            .collect();
        assert!(placed.contains(&(cell(1, 9), 2)), "the innie of row 1: {placed:?}");
        assert!(placed.contains(&(cell(2, 9), 8)), "the outie of row 1: {placed:?}");
        let innie = found.iter().find(|s| s.placements[0].0 == cell(1, 9)).unwrap();
        assert!(innie.explanation.contains("45 − 43 = 2"), "{}", innie.explanation);
    }

    #[test]
    fn rule_of_45_combination_restricts_two_innies_and_lets_non_peers_repeat() {
        // r1c8 (1) and r1c9 (2) are innies of row 1 adding up to 3: only 1+2.
        let grid = killer(&[vec![cell(1, 8), cell(2, 8)], vec![cell(1, 9), cell(2, 9)]]);
        let found = steps(&grid, &all(&grid), Technique::RuleOf45Combination);
        let row1 = found
            .iter()
            .find(|s| s.cells == [cell(1, 8), cell(1, 9)])
            .expect("the innies of row 1");
        assert!(row1.explanation.contains("only") || row1.explanation.contains("1+2"));
        assert_eq!(row1.eliminations.len(), 14, "3..9 leave both");
        // Two cells in no common house may hold the same digit; two peers may not.
        let cands = all(&grid);
        let ctx = Context::<NARROW>::new(&grid, &cands);
        let (_, ways, repeats) = sum_deals(&ctx, &[cell(1, 1), cell(2, 4)], 8);
        assert!(repeats && ways.contains(&"4+4".to_string()), "{ways:?}");
        let (_, ways, repeats) = sum_deals(&ctx, &[cell(1, 1), cell(1, 4)], 8);
        assert!(!repeats && !ways.contains(&"4+4".to_string()), "{ways:?}");
    }

    #[test]
    fn cage_locked_candidates_both_ways() {
        // r1c8 + r1c9 = 1 + 2: the 1 and the 2 leave the rest of row 1 and box 3.
        let grid = killer(&[vec![cell(1, 8), cell(1, 9)]]);
        let found = steps(&grid, &all(&grid), Technique::CageLockedCandidates);
        let locked = found.iter().find(|s| s.cells == [cell(1, 8), cell(1, 9)]).unwrap();
        assert!(locked.eliminations.contains(&(cell(1, 1), locked.candidates[0].1)));
        assert!(locked.eliminations.contains(&(cell(3, 7), locked.candidates[0].1)));
        // Row 1's 9 only in r1c7 and r1c8, which share the cage 9+1+4 with r2c8: the cage holds
        // 9, so only 1+4+9 and 2+3+9 are left.
        let grid = killer(&[vec![cell(1, 7), cell(1, 8), cell(2, 8)]]);
        let mut cands = all(&grid);
        for c in (1..=6).chain([9]) {
            cands[cell(1, c)].remove(d(9));
        }
        let found = steps(&grid, &cands, Technique::CageLockedCandidates);
        let converse = found
            .iter()
            .find(|s| s.cells == [cell(1, 7), cell(1, 8), cell(2, 8)])
            .expect("the converse");
        assert!(
            converse.explanation.contains("1+4+9 or 2+3+9"),
            "{}",
            converse.explanation
        );
        assert!(converse.eliminations.contains(&(cell(2, 8), d(8))));
        // Its premises: the 9 gone from the rest of row 1.
        let ctx = Context::<NARROW>::new(&grid, &cands);
        let premises = premises_cage(&ctx, converse);
        assert!(premises.contains(&(cell(1, 1), d(9))), "{premises:?}");
    }

    #[test]
    fn cage_split_deals_each_part_its_sum() {
        // r1c7..r1c9 (9, 1, 2) and r2c9 (8) in one cage of 20: the rest of row 1 lies in
        // cages of its own, so the part inside holds 12 and r2c9 holds 8.
        let grid = killer(&[vec![cell(1, 7), cell(1, 8), cell(1, 9), cell(2, 9)]]);
        let found = steps(&grid, &all(&grid), Technique::CageSplit);
        let split = found
            .iter()
            .find(|s| s.explanation.starts_with("Cage split on row 1:"))
            .expect("a split on row 1");
        assert!(split.explanation.contains("12 in"), "{}", split.explanation);
        let kept: Vec<Digit> = split
            .candidates
            .iter()
            .filter(|c| c.0 == cell(2, 9))
            .map(|c| c.1)
            .collect();
        assert_eq!(kept, vec![d(8)]);
    }

    #[test]
    fn a_deal_keeps_the_digits_some_combination_puts_in_each_cell() {
        // 15 in 2 cells: 6+9 or 7+8; the first cell can only be 6 or 7, so the second
        // cannot be 7 (7+8 needs the 8 there) nor 6.
        let a = 0b0_0110_0000; // {6,7}
        let b = 0b1_1100_0000; // {7,8,9}
        let f = fit(&[a, b], combinations(2, 15), None);
        assert_eq!(f.sets, vec![0b0_1100_0000, 0b1_0010_0000], "7+8 and 6+9, as masks");
        assert_eq!(f.allowed, vec![0b0_0110_0000, 0b1_1000_0000]);
        // Split: a 3-cell cage of 15 whose first cell alone adds up to 9.
        let all = 0x1ff;
        let f = fit(&[all, all, all], combinations(3, 15), Some((1, 9)));
        assert_eq!(f.allowed[0], 1 << 8);
        assert!(f.sets.iter().all(|m| m & (1 << 8) != 0));
        assert_eq!(f.allowed[1], 0b0_0001_1011, "6 in two cells: 1+5 or 2+4");
    }

    #[test]
    fn combinations_read_as_sums() {
        assert_eq!(combinations_text(combinations(2, 15)), "6+9 or 7+8");
        assert_eq!(combinations_text(combinations(3, 7)), "only 1+2+4");
        assert_eq!(combinations_text(combinations(2, 10)), "1+9, 2+8, 3+7 or 4+6");
    }
}
