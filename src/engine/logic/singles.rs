//! Singles: a cell with one candidate left (naked single), a digit with one place left in a
//! house (hidden single).

use crate::engine::types::Digit;

use super::text::cell_name_on;
use super::{Context, Sink, Step, Technique};

/// A cell with one candidate left.
pub fn naked_single<const W: usize>(ctx: &Context<W>, sink: &mut Sink) {
    for c in 0..ctx.cell_count() {
        if ctx.grid.get(c).is_some() {
            continue;
        }
        let Some(d) = ctx.candidates[c].single() else {
            continue;
        };
        let mut step = Step::new(Technique::NakedSingle);
        step.placements.push((c, d));
        step.cells.push(c);
        step.candidates.push((c, d));
        step.houses = ctx.tables.cell_houses[c].clone();
        step.explanation = format!("{} can only be {d}.", ctx.geometry.cell_name(c));
        if sink.push(step) {
            return;
        }
    }
}

/// A digit with one place left in a house (rated 1.2 in a box, 1.5 in a row or column).
pub fn hidden_single<const W: usize>(ctx: &Context<W>, sink: &mut Sink) {
    let houses = ctx.geometry.houses();
    for &h in &ctx.tables.order {
        for (d, &m) in ctx.positions[h].iter().enumerate() {
            if m.count_ones() != 1 {
                continue;
            }
            let c = houses[h].cells[m.trailing_zeros() as usize];
            let digit = Digit::from_index(d);
            let mut step = Step::new(Technique::HiddenSingle);
            step.rating = if houses[h].kind.is_block() { 12 } else { 15 };
            step.placements.push((c, digit));
            step.cells.push(c);
            step.candidates.push((c, digit));
            step.houses.push(h);
            step.explanation = format!(
                "In {}, {digit} fits only in {}.",
                ctx.geometry.house_name(h),
                cell_name_on(ctx.geometry, c, Some(houses[h].face))
            );
            if sink.push(step) {
                return;
            }
        }
    }
}
