//! Uniqueness: patterns that would give a puzzle two solutions, so in a puzzle with exactly one
//! solution they cannot happen. Valid only for unique puzzles: every puzzle the game deals is;
//! a puzzle a player enters must be checked unique before these techniques may run on it.
//!
//! A unique rectangle is four cells in two rows, two columns and two boxes of one face (on the
//! cube, every house holding a corner holds exactly two neighbouring corners) that would all
//! hold only {a,b}: a and b could then be swapped.

use crate::engine::types::{Candidates, Digit};

use super::barren::{self, Since};
use super::context::for_each_combo;
use super::text::{and_list, and_or, cell_list};
use super::{confined, CellSet, Context, Sink, Step, Technique};

/// Deadly-pattern rectangles whose four corners are empty and share two or more candidates.
/// Corners 0-3 and 1-2 are diagonal. With `since` (the row found nothing on a position this one
/// lies inside), only rectangles a change touches: a corner changed, or with `houses` also a
/// cell of a house holding a corner (types 3 and 4 read the roof's houses).
fn rectangles<'a, const W: usize>(
    ctx: &'a Context<W>,
    since: Option<&Since<W>>,
    houses: bool,
) -> impl Iterator<Item = [usize; 4]> + 'a {
    // The cells whose change a rectangle minds: the changed ones, with `houses` every cell of a
    // house holding one (a corner there has a changed house).
    let touched: Option<CellSet<W>> = since.map(|s| {
        if !houses {
            return s.changed;
        }
        let mut cells = CellSet::EMPTY;
        for h in s.changed_houses(ctx).iter() {
            cells = cells.or(&ctx.tables.house_sets[h]);
        }
        cells
    });
    ctx.tables.rectangles.iter().copied().filter(move |cells| {
        cells.iter().all(|&c| ctx.candidates[c].len() >= 2)
            && cells
                .iter()
                .fold(ctx.geometry.all_digits(), |u, &c| u.intersection(ctx.candidates[c]))
                .len()
                >= 2
            && touched.is_none_or(|t| cells.iter().any(|&c| t.contains(c)))
    })
}

/// A naked subset next to a unique rectangle's roof: (house, digits, cells, eliminations).
type Subset = (usize, Candidates, Vec<usize>, Vec<(usize, Digit)>);

fn pairs(set: Candidates) -> Vec<(Digit, Digit)> {
    let d: Vec<Digit> = set.iter().collect();
    let mut out = Vec::new();
    for i in 0..d.len() {
        for j in i + 1..d.len() {
            out.push((d[i], d[j]));
        }
    }
    out
}

fn base_step<const W: usize>(ctx: &Context<W>, technique: Technique, cells: &[usize; 4], a: Digit, b: Digit) -> Step {
    let mut step = Step::new(technique);
    step.cells = cells.to_vec();
    step.candidates = cells.iter().flat_map(|&c| [(c, a), (c, b)]).collect();
    step.houses = Vec::new();
    for i in 0..4 {
        for j in i + 1..4 {
            if i + j != 3 {
                if let Some(h) = ctx.common_house(cells[i], cells[j]) {
                    if !step.houses.contains(&h) {
                        step.houses.push(h);
                    }
                }
            }
        }
    }
    step
}

/// Floor (the two bivalue corners, neighbours) and roof (the other two) of a rectangle.
fn floor_roof<const W: usize>(
    ctx: &Context<W>,
    cells: &[usize; 4],
    ab: Candidates,
) -> Option<([usize; 2], [usize; 2])> {
    let exact: Vec<usize> = (0..4).filter(|&i| ctx.candidates[cells[i]] == ab).collect();
    if exact.len() != 2 || exact[0] + exact[1] == 3 {
        return None;
    }
    let roof: Vec<usize> = (0..4).filter(|i| !exact.contains(i)).collect();
    Some(([cells[exact[0]], cells[exact[1]]], [cells[roof[0]], cells[roof[1]]]))
}

fn names<const W: usize>(ctx: &Context<W>, cells: &[usize]) -> String {
    and_list(cells.iter().map(|&c| ctx.geometry.cell_name(c)))
}

/// Three corners hold only {a,b}: the fourth cannot be a or b.
pub fn type1<const W: usize>(ctx: &Context<W>, sink: &mut Sink) {
    barren::search(ctx, sink, Technique::UniqueRectangle1, |sink, since| {
        type1_in(ctx, sink, since)
    });
}

fn type1_in<const W: usize>(ctx: &Context<W>, sink: &mut Sink, since: Option<&Since<W>>) {
    for cells in rectangles(ctx, since, false) {
        let common = cells
            .iter()
            .fold(ctx.geometry.all_digits(), |u, &c| u.intersection(ctx.candidates[c]));
        for (a, b) in pairs(common) {
            let ab: Candidates = [a, b].into_iter().collect();
            let exact: Vec<usize> = cells.iter().copied().filter(|&c| ctx.candidates[c] == ab).collect();
            if exact.len() != 3 {
                continue;
            }
            let Some(&t) = cells.iter().find(|c| !exact.contains(c)) else {
                continue;
            };
            let mut step = base_step(ctx, Technique::UniqueRectangle1, &cells, a, b);
            step.eliminations = vec![(t, a), (t, b)];
            step.explanation = format!(
                "Unique rectangle on {a} and {b}: {} hold only {} and {}; if {} were {a} or {b}, the \
                 two digits could be swapped in all four cells and the puzzle would have two \
                 solutions, so {} loses {a} and {b}.",
                names(ctx, &exact),
                a,
                b,
                ctx.geometry.cell_name(t),
                ctx.geometry.cell_name(t)
            );
            if sink.push(step) {
                return;
            }
        }
    }
}

/// The two roof corners hold {a,b,x}: one of them is x, so x leaves the cells seeing both.
pub fn type2<const W: usize>(ctx: &Context<W>, sink: &mut Sink) {
    barren::search(ctx, sink, Technique::UniqueRectangle2, |sink, since| {
        type2_in(ctx, sink, since)
    });
}

fn type2_in<const W: usize>(ctx: &Context<W>, sink: &mut Sink, since: Option<&Since<W>>) {
    for cells in rectangles(ctx, since, false) {
        let common = cells
            .iter()
            .fold(ctx.geometry.all_digits(), |u, &c| u.intersection(ctx.candidates[c]));
        for (a, b) in pairs(common) {
            let ab: Candidates = [a, b].into_iter().collect();
            let Some((floor, roof)) = floor_roof(ctx, &cells, ab) else {
                continue;
            };
            let extra = ctx.candidates[roof[0]].difference(ab);
            if ctx.candidates[roof[1]] != ctx.candidates[roof[0]] {
                continue;
            }
            let Some(x) = extra.single() else { continue };
            let gone = ctx.seeing_all(x, &roof);
            if gone.is_empty() {
                continue;
            }
            let mut step = base_step(ctx, Technique::UniqueRectangle2, &cells, a, b);
            step.candidates.extend(roof.iter().map(|&c| (c, x)));
            step.eliminations = gone.iter().map(|c| (c, x)).collect();
            step.explanation = format!(
                "Unique rectangle on {a} and {b}: {} hold only {a} and {b}, and {} hold {} besides; \
                 without {x} the rectangle could swap {a} and {b}, so one of {} is {x}: {x} removed \
                 from {}, which see both.",
                names(ctx, &floor),
                names(ctx, &roof),
                x,
                names(ctx, &roof),
                cell_list(ctx.geometry, gone.iter())
            );
            if sink.push(step) {
                return;
            }
        }
    }
}

/// The roof's extra digits act as one cell: with other cells of a house they share make a
/// naked subset, whose digits leave the rest of that house (of every such house, when the roof
/// shares a line and a box).
pub fn type3<const W: usize>(ctx: &Context<W>, sink: &mut Sink) {
    barren::search(ctx, sink, Technique::UniqueRectangle3, |sink, since| {
        type3_in(ctx, sink, since)
    });
}

fn type3_in<const W: usize>(ctx: &Context<W>, sink: &mut Sink, since: Option<&Since<W>>) {
    let houses = ctx.geometry.houses();
    for cells in rectangles(ctx, since, true) {
        let common = cells
            .iter()
            .fold(ctx.geometry.all_digits(), |u, &c| u.intersection(ctx.candidates[c]));
        for (a, b) in pairs(common) {
            let ab: Candidates = [a, b].into_iter().collect();
            let Some((floor, roof)) = floor_roof(ctx, &cells, ab) else {
                continue;
            };
            let extra = ctx.candidates[roof[0]].union(ctx.candidates[roof[1]]).difference(ab);
            if extra.is_empty() {
                continue;
            }
            // Per house shared by the roof: every naked subset (digits, cells, eliminations).
            let mut found: Vec<Subset> = Vec::new();
            for &h in &ctx.tables.order {
                let hc = &houses[h].cells;
                if !hc.contains(&roof[0]) || !hc.contains(&roof[1]) {
                    continue;
                }
                let others: Vec<usize> = hc
                    .iter()
                    .copied()
                    .filter(|&c| !roof.contains(&c) && ctx.candidates[c].len() >= 2)
                    .collect();
                for m in 1..=3usize {
                    for_each_combo(others.len(), m, |idx| {
                        let subset: Vec<usize> = idx.iter().map(|&i| others[i]).collect();
                        let digits = subset.iter().fold(extra, |u, &c| u.union(ctx.candidates[c]));
                        if digits.len() as usize != m + 1 || !digits.intersection(ab).is_empty() {
                            return false;
                        }
                        let mut elims = Vec::new();
                        for &c in hc {
                            if roof.contains(&c) || subset.contains(&c) {
                                continue;
                            }
                            for d in ctx.candidates[c].intersection(digits).iter() {
                                elims.push((c, d));
                            }
                        }
                        if !elims.is_empty() {
                            found.push((h, digits, subset, elims));
                        }
                        false
                    });
                }
            }
            for (i, (h, digits, subset, elims)) in found.iter().enumerate() {
                // Merge the same digits found in another house (first of each).
                if found[..i].iter().any(|f| f.1 == *digits) {
                    continue;
                }
                let mut all_elims = elims.clone();
                let mut all_subset = subset.clone();
                let mut used = vec![*h];
                for (h2, d2, s2, e2) in &found[i + 1..] {
                    if d2 == digits && !used.contains(h2) {
                        used.push(*h2);
                        for e in e2 {
                            if !all_elims.contains(e) {
                                all_elims.push(*e);
                            }
                        }
                        all_subset.extend(s2.iter().filter(|c| !all_subset.contains(c)).collect::<Vec<_>>());
                    }
                }
                let m = subset.len();
                let mut step = base_step(ctx, Technique::UniqueRectangle3, &cells, a, b);
                step.rating = 45 + m as u16;
                step.candidates.extend(
                    roof.iter()
                        .chain(&all_subset)
                        .flat_map(|&c| ctx.candidates[c].intersection(*digits).iter().map(move |d| (c, d))),
                );
                step.cells.extend(&all_subset);
                step.houses.extend(&used);
                step.explanation = format!(
                    "Unique rectangle on {a} and {b}: {} hold only {a} and {b}, so {} must hold \
                     {} between them; with {} that makes a naked subset of {} in {}: {}.",
                    names(ctx, &floor),
                    names(ctx, &roof),
                    and_or(extra),
                    names(ctx, &all_subset),
                    and_list(digits.iter()),
                    and_list(used.iter().map(|&u| ctx.geometry.house_name(u))),
                    super::text::losses(ctx.geometry, &all_elims)
                );
                step.eliminations = all_elims;
                if sink.push(step) {
                    return;
                }
            }
        }
    }
}

/// In a house holding both roof corners, a is confined to them: b leaves both roofs.
pub fn type4<const W: usize>(ctx: &Context<W>, sink: &mut Sink) {
    barren::search(ctx, sink, Technique::UniqueRectangle4, |sink, since| {
        type4_in(ctx, sink, since)
    });
}

fn type4_in<const W: usize>(ctx: &Context<W>, sink: &mut Sink, since: Option<&Since<W>>) {
    for cells in rectangles(ctx, since, true) {
        let common = cells
            .iter()
            .fold(ctx.geometry.all_digits(), |u, &c| u.intersection(ctx.candidates[c]));
        for (a, b) in pairs(common) {
            let ab: Candidates = [a, b].into_iter().collect();
            let Some((floor, roof)) = floor_roof(ctx, &cells, ab) else {
                continue;
            };
            for (u, v) in [(a, b), (b, a)] {
                let house = ctx.tables.order.iter().copied().find(|&h| {
                    let hc = &ctx.geometry.houses()[h].cells;
                    hc.contains(&roof[0]) && hc.contains(&roof[1]) && ctx.pos(h, u).count_ones() == 2
                });
                let Some(h) = house else { continue };
                let mut step = base_step(ctx, Technique::UniqueRectangle4, &cells, a, b);
                step.eliminations = vec![(roof[0], v), (roof[1], v)];
                step.houses.push(h);
                step.explanation = format!(
                    "Unique rectangle on {a} and {b}: {} hold only {a} and {b}; in {}, {u} lies only in \
                     {}, so one of them is {u}; if either were {v} the rectangle could swap {a} and \
                     {b}: {v} removed from {}.",
                    names(ctx, &floor),
                    ctx.geometry.house_name(h),
                    names(ctx, &roof),
                    names(ctx, &roof)
                );
                if sink.push(step) {
                    return;
                }
            }
        }
    }
}

/// Floor cells hold only their pair, and the link digit is confined to the roof in its house.
pub fn premises_type4<const W: usize>(ctx: &Context<W>, step: &Step) -> Vec<(usize, Digit)> {
    let mut out = super::premises_cells(ctx, step);
    if let Some(&h) = step.houses.last() {
        let roof: Vec<usize> = step.eliminations.iter().map(|e| e.0).collect();
        let v = step.eliminations.first().map(|e| e.1);
        let mut link = step.clone();
        link.candidates.retain(|&(c, d)| roof.contains(&c) && Some(d) != v);
        link.placements.clear();
        out.extend(confined(ctx, &[h], &link));
    }
    out
}

/// Every unsolved cell holds two candidates except one with three: in that cell, the digit
/// that appears three times in its houses must go there, or the rest would be a deadly
/// pattern with two solutions.
pub fn bug_plus_one<const W: usize>(ctx: &Context<W>, sink: &mut Sink) {
    let mut triple = None;
    for c in 0..ctx.cell_count() {
        match ctx.candidates[c].len() {
            0 | 2 => {}
            3 if triple.is_none() => triple = Some(c),
            _ => return,
        }
    }
    let Some(cell) = triple else { return };
    let houses = &ctx.tables.cell_houses[cell];
    let Some(digit) = ctx.candidates[cell]
        .iter()
        .find(|&d| houses.iter().all(|&h| ctx.pos(h, d).count_ones() == 3))
    else {
        return;
    };
    let mut step = Step::new(Technique::BugPlusOne);
    step.placements = vec![(cell, digit)];
    step.cells = (0..ctx.cell_count())
        .filter(|&c| ctx.candidates[c].len() >= 2)
        .collect();
    step.candidates = vec![(cell, digit)];
    step.houses = houses.clone();
    step.explanation = format!(
        "BUG+1: every unsolved cell has two candidates except {}, and {digit} appears three times in \
         its houses; without {digit} there the grid would have two solutions, so {} is {digit}.",
        ctx.geometry.cell_name(cell),
        ctx.geometry.cell_name(cell)
    );
    sink.push(step);
}
