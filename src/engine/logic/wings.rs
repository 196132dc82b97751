//! Wings: bivalue cells that force a digit into one of two pincers, so the digit leaves every
//! cell that sees both (XY-Wing, XYZ-Wing, W-Wing).

use crate::engine::types::{Candidates, Digit};

use super::context::MAX_DIGITS;
use super::text::{and_list, and_or, cell_list};
use super::{confined, Context, Link, Sink, Step, Technique};

/// A pivot {a,b} seeing pincers {a,c} and {b,c}: c leaves the cells that see both pincers.
pub fn xy_wing<const W: usize>(ctx: &Context<W>, sink: &mut Sink) {
    let g = ctx.geometry;
    let cands = ctx.candidates;
    for pivot in 0..cands.len() {
        let ab = cands[pivot];
        if ab.len() != 2 {
            continue;
        }
        for x in ctx.peers(pivot).iter() {
            let ac = cands[x];
            if ac.len() != 2 || ac.intersection(ab).len() != 1 {
                continue;
            }
            let want = Candidates::from_bits(ab.bits() ^ ac.bits());
            let Some(c) = ac.difference(ab).single() else {
                continue;
            };
            for y in ctx.peers(pivot).iter() {
                if cands[y] != want {
                    continue;
                }
                let common = ctx.seeing_all(c, &[x, y]);
                if common.is_empty() {
                    continue;
                }
                let a = ac.intersection(ab);
                let b = want.intersection(ab);
                let mut step = Step::new(Technique::XYWing);
                step.eliminations = common.iter().map(|p| (p, c)).collect();
                step.cells = vec![pivot, x, y];
                step.candidates = step
                    .cells
                    .iter()
                    .flat_map(|&cell| cands[cell].iter().map(move |d| (cell, d)))
                    .collect();
                step.houses = [ctx.common_house(pivot, x), ctx.common_house(pivot, y)]
                    .into_iter()
                    .flatten()
                    .collect();
                if let (Some(a), Some(b)) = (a.single(), b.single()) {
                    step.links = vec![
                        Link::weak((pivot, a), (x, a)),
                        Link::strong((x, a), (x, c)),
                        Link::weak((pivot, b), (y, b)),
                        Link::strong((y, b), (y, c)),
                    ];
                }
                let gone: Vec<String> = step.eliminations.iter().map(|&(p, _)| g.cell_name(p)).collect();
                let see = if gone.len() == 1 { "sees" } else { "see" };
                step.explanation = format!(
                    "{} is {}; if {}, {} ({}) is {c}; if {}, {} ({}) is {c}; \
                     so {c} is removed from {}, which {see} both.",
                    g.cell_name(pivot),
                    and_or(ab),
                    and_list(a.iter()),
                    g.cell_name(x),
                    and_or(ac),
                    and_list(b.iter()),
                    g.cell_name(y),
                    and_or(want),
                    gone.join(", ")
                );
                if sink.push(step) {
                    return;
                }
            }
        }
    }
}

/// A pivot {a,b,c} seeing pincers {a,c} and {b,c}: c leaves the cells that see all three.
pub fn xyz_wing<const W: usize>(ctx: &Context<W>, sink: &mut Sink) {
    let g = ctx.geometry;
    let cands = ctx.candidates;
    for pivot in 0..cands.len() {
        let abc = cands[pivot];
        if abc.len() != 3 {
            continue;
        }
        let pincers: Vec<usize> = ctx
            .peers(pivot)
            .iter()
            .filter(|&p| cands[p].len() == 2 && cands[p].difference(abc).is_empty())
            .collect();
        for (i, &x) in pincers.iter().enumerate() {
            for &y in &pincers[i + 1..] {
                if cands[x] == cands[y] || cands[x].union(cands[y]) != abc {
                    continue;
                }
                let Some(z) = cands[x].intersection(cands[y]).single() else {
                    continue;
                };
                let common = ctx.seeing_all(z, &[pivot, x, y]);
                if common.is_empty() {
                    continue;
                }
                let mut step = Step::new(Technique::XYZWing);
                step.eliminations = common.iter().map(|p| (p, z)).collect();
                step.cells = vec![pivot, x, y];
                step.candidates = step
                    .cells
                    .iter()
                    .flat_map(|&cell| cands[cell].iter().map(move |d| (cell, d)))
                    .collect();
                step.houses = [ctx.common_house(pivot, x), ctx.common_house(pivot, y)]
                    .into_iter()
                    .flatten()
                    .collect();
                step.explanation = format!(
                    "{} is {}; {} is {} and {} is {}: whichever {} holds, one of the three cells is \
                     {z}, so {z} is removed from {}, which see all three.",
                    g.cell_name(pivot),
                    and_or(abc),
                    g.cell_name(x),
                    and_or(cands[x]),
                    g.cell_name(y),
                    and_or(cands[y]),
                    g.cell_name(pivot),
                    cell_list(g, common.iter())
                );
                if sink.push(step) {
                    return;
                }
            }
        }
    }
}

/// Two cells {a,b} that do not see each other, and a conjugate pair on a whose ends see one
/// cell each: one of the two cells is b, so b leaves the cells that see both.
pub fn w_wing<const W: usize>(ctx: &Context<W>, sink: &mut Sink) {
    let g = ctx.geometry;
    let cands = ctx.candidates;
    let bivalue: Vec<usize> = (0..cands.len()).filter(|&c| cands[c].len() == 2).collect();
    let mut links: [Option<Vec<(usize, usize, usize)>>; MAX_DIGITS] = Default::default();
    for (i, &p) in bivalue.iter().enumerate() {
        for &q in &bivalue[i + 1..] {
            if cands[p] != cands[q] || ctx.sees(p, q) {
                continue;
            }
            let pair = cands[p];
            for a in pair.iter() {
                let Some(b) = pair.difference(Candidates::only(a)).single() else {
                    continue;
                };
                let common = ctx.seeing_all(b, &[p, q]);
                if common.is_empty() {
                    continue;
                }
                let strong = links[a.index()].get_or_insert_with(|| ctx.strong_links(a));
                for &(h, s1, s2) in strong.iter() {
                    for (e1, e2) in [(s1, s2), (s2, s1)] {
                        if e1 == p || e1 == q || e2 == p || e2 == q || !ctx.sees(e1, p) || !ctx.sees(e2, q) {
                            continue;
                        }
                        let mut step = Step::new(Technique::WWing);
                        step.eliminations = common.iter().map(|c| (c, b)).collect();
                        step.cells = vec![p, q, e1, e2];
                        step.candidates = vec![(p, a), (p, b), (q, a), (q, b), (e1, a), (e2, a)];
                        step.houses = vec![h];
                        step.links = vec![
                            Link::strong((p, b), (p, a)),
                            Link::weak((p, a), (e1, a)),
                            Link::strong((e1, a), (e2, a)),
                            Link::weak((e2, a), (q, a)),
                            Link::strong((q, a), (q, b)),
                        ];
                        step.explanation = format!(
                            "{} and {} are both {}; in {}, {a} lies only in {} and {}, which see them, \
                             so they cannot both be {a}: one of them is {b}, and {b} is removed from {}, \
                             which see both.",
                            g.cell_name(p),
                            g.cell_name(q),
                            and_or(pair),
                            g.house_name(h),
                            g.cell_name(e1),
                            g.cell_name(e2),
                            cell_list(g, common.iter())
                        );
                        if sink.push(step) {
                            return;
                        }
                        break;
                    }
                }
            }
        }
    }
}

/// The two wing cells hold only their pair, and the digit of the link is confined to its ends.
pub fn premises_w_wing<const W: usize>(ctx: &Context<W>, step: &Step) -> Vec<(usize, Digit)> {
    let mut out = Vec::new();
    for &c in step.cells.iter().take(2) {
        out.extend(ctx.ruled_out(c));
    }
    out.extend(confined(ctx, &step.houses, step));
    out
}
