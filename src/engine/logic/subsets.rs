//! Naked and hidden subsets (pairs, triples, quads) inside a house. A naked subset clears
//! every house that holds all of its cells (on the cube a set of cells may share several).

use crate::engine::types::{Candidates, Digit};

use super::barren::{self, Since};
use super::context::{for_each_combo, MAX_DIGITS};
use super::text::{and_list, cell_name_on, list, losses};
use super::{Context, Sink, Step, Technique};

/// Two cells, two digits.
pub fn naked_pair<const W: usize>(ctx: &Context<W>, sink: &mut Sink) {
    naked(ctx, sink, 2, Technique::NakedPair);
}

/// Three cells, three digits.
pub fn naked_triple<const W: usize>(ctx: &Context<W>, sink: &mut Sink) {
    naked(ctx, sink, 3, Technique::NakedTriple);
}

/// Four cells, four digits.
pub fn naked_quad<const W: usize>(ctx: &Context<W>, sink: &mut Sink) {
    naked(ctx, sink, 4, Technique::NakedQuad);
}

/// Two digits confined to two cells.
pub fn hidden_pair<const W: usize>(ctx: &Context<W>, sink: &mut Sink) {
    hidden(ctx, sink, 2, Technique::HiddenPair);
}

/// Three digits confined to three cells.
pub fn hidden_triple<const W: usize>(ctx: &Context<W>, sink: &mut Sink) {
    hidden(ctx, sink, 3, Technique::HiddenTriple);
}

/// Four digits confined to four cells.
pub fn hidden_quad<const W: usize>(ctx: &Context<W>, sink: &mut Sink) {
    hidden(ctx, sink, 4, Technique::HiddenQuad);
}

/// The eliminations of `digits` from the other cells of every house holding all of `cells`,
/// and those houses.
pub fn clear_houses<const W: usize>(
    ctx: &Context<W>,
    cells: &[usize],
    digits: Candidates,
) -> (Vec<(usize, Digit)>, Vec<usize>) {
    let t = ctx.tables;
    let houses = ctx.geometry.houses();
    let mut elims: Vec<(usize, Digit)> = Vec::new();
    let mut used = Vec::new();
    for &h in &t.cell_houses[cells[0]] {
        if !cells[1..].iter().all(|&c| t.cell_houses[c].contains(&h)) {
            continue;
        }
        used.push(h);
        for &p in &houses[h].cells {
            if cells.contains(&p) {
                continue;
            }
            for x in ctx.candidates[p].intersection(digits).iter() {
                if !elims.contains(&(p, x)) {
                    elims.push((p, x));
                }
            }
        }
    }
    (elims, used)
}

/// A house whose cells all keep their candidates holds the subsets it held on the last position
/// where the row found nothing (those concluded nothing then, and conclude nothing now).
fn untouched<const W: usize>(since: Option<&Since<W>>, cells: &[usize]) -> bool {
    since.is_some_and(|s| !s.touches(cells))
}

fn naked<const W: usize>(ctx: &Context<W>, sink: &mut Sink, n: usize, technique: Technique) {
    barren::search(ctx, sink, technique, |sink, since| {
        naked_in(ctx, sink, n, technique, since)
    });
}

fn naked_in<const W: usize>(
    ctx: &Context<W>,
    sink: &mut Sink,
    n: usize,
    technique: Technique,
    since: Option<&Since<W>>,
) {
    let g = ctx.geometry;
    let houses = g.houses();
    for &h in &ctx.tables.order {
        if untouched(since, &houses[h].cells) {
            continue;
        }
        let mut list_cells = [0usize; MAX_DIGITS];
        let mut len = 0;
        for &c in &houses[h].cells {
            let k = ctx.candidates[c].len() as usize;
            if (2..=n).contains(&k) {
                list_cells[len] = c;
                len += 1;
            }
        }
        let stop = for_each_combo(len, n, |idx| {
            let digits = idx
                .iter()
                .fold(Candidates::NONE, |u, &i| u.union(ctx.candidates[list_cells[i]]));
            if digits.len() as usize != n {
                return false;
            }
            let cells: Vec<usize> = idx.iter().map(|&i| list_cells[i]).collect();
            let (elims, used) = clear_houses(ctx, &cells, digits);
            if elims.is_empty() {
                return false;
            }
            let face = Some(houses[h].face);
            let name = |c: usize| cell_name_on(g, c, face);
            let gone: Vec<usize> = super::text::dedup_cells(&elims);
            let mut step = Step::new(technique);
            step.explanation = format!(
                "{} hold only {} between them, so {} leave the rest of {}: removed from {}.",
                and_list(cells.iter().map(|&c| name(c))),
                and_list(digits.iter()),
                and_list(digits.iter()),
                and_list(used.iter().map(|&u| g.house_name(u))),
                list(gone.iter().map(|&c| name(c)), ", ")
            );
            step.eliminations = elims;
            step.candidates = cells
                .iter()
                .flat_map(|&c| ctx.candidates[c].iter().map(move |d| (c, d)))
                .collect();
            step.cells = cells;
            step.houses = used;
            sink.push(step)
        });
        if stop {
            return;
        }
    }
}

fn hidden<const W: usize>(ctx: &Context<W>, sink: &mut Sink, n: usize, technique: Technique) {
    barren::search(ctx, sink, technique, |sink, since| {
        hidden_in(ctx, sink, n, technique, since)
    });
}

fn hidden_in<const W: usize>(
    ctx: &Context<W>,
    sink: &mut Sink,
    n: usize,
    technique: Technique,
    since: Option<&Since<W>>,
) {
    let g = ctx.geometry;
    let houses = g.houses();
    for &h in &ctx.tables.order {
        if untouched(since, &houses[h].cells) {
            continue;
        }
        let pos = &ctx.positions[h];
        let mut digits_list = [0usize; MAX_DIGITS];
        let mut len = 0;
        for (d, &m) in pos.iter().enumerate() {
            if (2..=n).contains(&(m.count_ones() as usize)) {
                digits_list[len] = d;
                len += 1;
            }
        }
        let stop = for_each_combo(len, n, |idx| {
            let spots = idx.iter().fold(0u16, |u, &i| u | pos[digits_list[i]]);
            if spots.count_ones() as usize != n {
                return false;
            }
            let digits = Candidates::from_bits(idx.iter().fold(0u16, |u, &i| u | 1 << digits_list[i]));
            let cells: Vec<usize> = ctx.cells_at(h, spots).collect();
            let elims: Vec<(usize, Digit)> = cells
                .iter()
                .flat_map(|&c| ctx.candidates[c].difference(digits).iter().map(move |x| (c, x)))
                .collect();
            if elims.is_empty() {
                return false;
            }
            let face = Some(houses[h].face);
            let mut step = Step::new(technique);
            step.explanation = format!(
                "In {}, {} fit only in {}, so those cells hold nothing else: {}.",
                g.house_name(h),
                and_list(digits.iter()),
                and_list(cells.iter().map(|&c| cell_name_on(g, c, face))),
                losses(g, &elims)
            );
            step.eliminations = elims;
            step.candidates = cells
                .iter()
                .flat_map(|&c| ctx.candidates[c].intersection(digits).iter().map(move |d| (c, d)))
                .collect();
            step.cells = cells;
            step.houses = vec![h];
            sink.push(step)
        });
        if stop {
            return;
        }
    }
}
