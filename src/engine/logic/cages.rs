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
fn cages_of(ctx: &Context) -> Option<Cages> {
    ctx.grid.shape().cages()
}

/// A set of digits as a sum: `1+2+9`.
fn combination_text(mask: u16) -> String {
    list(Candidates::from_bits(mask).iter(), "+")
}

/// Alternatives: `6+9 or 7+8`, `only 1+2+4`.
fn combinations_text(masks: &[u16]) -> String {
    match masks {
        [one] => format!("only {}", combination_text(*one)),
        _ => or_join(masks.iter().map(|&m| combination_text(m)).collect()),
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

fn cage_state(ctx: &Context, cells: &[usize], sum: u8) -> Option<CageState> {
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

    fn cand(&self, ctx: &Context) -> Vec<u16> {
        self.open.iter().map(|&c| ctx.candidates[c].bits()).collect()
    }
}

/// The eliminations a fit makes on `cells`.
fn fit_eliminations(ctx: &Context, cells: &[usize], allowed: &[u16]) -> Vec<(usize, Digit)> {
    let mut out = Vec::new();
    for (&c, &keep) in cells.iter().zip(allowed) {
        for d in ctx.candidates[c].difference(Candidates::from_bits(keep)).iter() {
            out.push((c, d));
        }
    }
    out
}

/// The candidates a fit keeps on `cells` (the pattern drawn).
fn fit_candidates(ctx: &Context, cells: &[usize], allowed: &[u16]) -> Vec<(usize, Digit)> {
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
fn houses_around(ctx: &Context, cells: &[usize]) -> Vec<usize> {
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
fn cage_name(ctx: &Context, cages: Cages, index: usize) -> String {
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
pub fn cage_combination(ctx: &Context, sink: &mut Sink) {
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

fn regions(ctx: &Context) -> Vec<Region> {
    let houses = ctx.geometry.houses();
    let find = |kind: HouseKind, index: usize| houses.iter().position(|h| h.kind == kind && h.index as usize == index);
    let make = |list: Vec<usize>| Region {
        cells: list
            .iter()
            .flat_map(|&h| houses[h].cells)
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

fn forty_five(ctx: &Context, cages: Cages, region: &Region) -> FortyFive {
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

fn region_name(ctx: &Context, region: &Region) -> String {
    and_list(region.houses.iter().map(|&h| ctx.geometry.house_name(h)))
}

/// How the sum of the innies or outies was found, in words.
fn sum_text(f: &FortyFive, innies: bool) -> String {
    let (placed, what) = if innies {
        (f.innie_placed, "innies")
    } else {
        (f.outie_placed, "outies")
    };
    let placed_text = if placed > 0 {
        format!(" less {placed} already placed in the {what}")
    } else {
        String::new()
    };
    if innies {
        format!(
            "its cages wholly inside add up to {}, so its innies hold {} − {}{placed_text}",
            f.inside_sum, f.total, f.inside_sum
        )
    } else {
        format!(
            "the cages crossing its border add up to {} and its innies hold {} − {} (the cages wholly inside), so its outies hold {} − {}{placed_text}",
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
pub fn rule_of_45(ctx: &Context, sink: &mut Sink) {
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
                "Rule of 45 on {}: {}, so the {} {} is {digit}.",
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
pub fn rule_of_45_combination(ctx: &Context, sink: &mut Sink) {
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
            let what = if innies { "innies" } else { "outies" };
            let repeat = if repeats {
                " (not all in one house, so a digit may repeat)"
            } else {
                ""
            };
            step.explanation = format!(
                "Rule of 45 on {}: {}: {sum} in the {what} {}{repeat}: {}, so {}.",
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
fn sum_deals(ctx: &Context, cells: &[usize], sum: usize) -> (Vec<u16>, Vec<String>, bool) {
    let n = cells.len();
    let repeats = (0..n).any(|i| (i + 1..n).any(|j| !ctx.sees(cells[i], cells[j])));
    let mut allowed = vec![0u16; n];
    let mut ways: Vec<Vec<usize>> = Vec::new();
    let mut digits = vec![0usize; n];
    fn deal(
        ctx: &Context,
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

/// The rule-of-45 placement relies on placed digits alone.
pub fn premises_none(_ctx: &Context, _step: &Step) -> Vec<(usize, Digit)> {
    Vec::new()
}

/// Cage steps rest on the candidates of their cells ([`premises_cells`]).
pub fn premises(ctx: &Context, step: &Step) -> Vec<(usize, Digit)> {
    premises_cells(ctx, step)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_deal_keeps_the_digits_some_combination_puts_in_each_cell() {
        // 15 in 2 cells: 6+9 or 7+8; the first cell can only be 6 or 7, so the second
        // cannot be 7 (7+8 needs the 8 there) nor 6.
        let a = 0b0_0110_0000; // {6,7}
        let b = 0b1_1100_0000; // {7,8,9}
        let f = fit(&[a, b], combinations(2, 15), None);
        assert_eq!(f.sets, vec![0b1_0010_0000, 0b0_1100_0000]);
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
