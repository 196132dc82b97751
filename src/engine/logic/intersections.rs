//! Locked candidates: for two intersecting houses A and B, when every candidate of a digit in A
//! lies in A∩B, the digit leaves B\A (pointing when A is a box, claiming when A is a line; on
//! the cube also the box-to-box links across an edge).

use crate::engine::types::Digit;

use super::text::{cell_name_on, list};
use super::{Context, Sink, Step, Technique};

/// Pointing (2.6) and claiming (2.8).
pub fn locked_candidates<const W: usize>(ctx: &Context<W>, sink: &mut Sink) {
    let g = ctx.geometry;
    let houses = g.houses();
    for lp in &ctx.tables.locked {
        for (d, (&in_a, &in_b)) in ctx.positions[lp.a].iter().zip(&ctx.positions[lp.b]).enumerate() {
            if in_a == 0 || in_a & !lp.inside_a != 0 {
                continue;
            }
            let gone = in_b & lp.outside_b;
            if gone == 0 {
                continue;
            }
            let digit = Digit::from_index(d);
            let mut step = Step::new(Technique::LockedCandidates);
            step.rating = if houses[lp.a].kind.is_block() { 26 } else { 28 };
            step.eliminations = ctx.cells_at(lp.b, gone).map(|c| (c, digit)).collect();
            step.cells = ctx.cells_at(lp.a, in_a).collect();
            step.candidates = step.cells.iter().map(|&c| (c, digit)).collect();
            step.houses = vec![lp.a, lp.b];
            let face = Some(houses[lp.b].face);
            step.explanation = format!(
                "In {}, {digit} lies only in {}, so it cannot go elsewhere in {}: removed from {}.",
                g.house_name(lp.a),
                g.house_name(lp.b),
                g.house_name(lp.b),
                list(step.eliminations.iter().map(|&(c, _)| cell_name_on(g, c, face)), ", ")
            );
            if sink.push(step) {
                return;
            }
        }
    }
}

/// The digit is absent from A outside B.
pub fn premises<const W: usize>(ctx: &Context<W>, step: &Step) -> Vec<(usize, Digit)> {
    let (Some(&(_, d)), [a, b, ..]) = (step.eliminations.first(), step.houses.as_slice()) else {
        return Vec::new();
    };
    let houses = ctx.geometry.houses();
    let cover = &houses[*b].cells;
    houses[*a]
        .cells
        .iter()
        .filter(|p| !cover.contains(p))
        .map(|&p| (p, d))
        .collect()
}
