//! Simple colouring: the conjugate pairs of one digit form chains; colour their cells
//! alternately. One colour holds the digit everywhere, the other nowhere. Trap: a cell that sees
//! both colours cannot hold the digit. Wrap: two cells of one colour see each other, so that
//! colour is false everywhere.

use crate::engine::types::Digit;

use super::digit_memo::search_digit;
use super::templates::OneDigitRow;
use super::text::cell_list;
use super::{Context, Link, Sink, Step, Technique};

/// Colour trap and colour wrap on each chain of conjugate pairs of each digit.
pub fn simple_colouring<const W: usize>(ctx: &Context<W>, sink: &mut Sink) {
    let row = OneDigitRow::of(Technique::SimpleColouring);
    for digit in ctx.digits() {
        let part = Technique::SimpleColouring as u64;
        if search_digit(ctx, sink, row, part, digit, |sink| colour(ctx, sink, digit)) {
            return;
        }
    }
}

/// Simple colouring on one digit; true when the finder should stop.
fn colour<const W: usize>(ctx: &Context<W>, sink: &mut Sink, digit: Digit) -> bool {
    let g = ctx.geometry;
    let links = ctx.strong_links(digit);
    if links.len() < 2 {
        return false;
    }
    let mut colour: Vec<Option<(usize, bool)>> = vec![None; ctx.cell_count()];
    let mut components = 0;
    for &(_, start, _) in &links {
        if colour[start].is_some() {
            continue;
        }
        let id = components;
        components += 1;
        colour[start] = Some((id, true));
        let mut members = vec![start];
        let mut used_links = Vec::new();
        let mut i = 0;
        while i < members.len() {
            let cell = members[i];
            i += 1;
            let Some((_, side)) = colour[cell] else { continue };
            for (k, &(_, a, b)) in links.iter().enumerate() {
                let other = if a == cell {
                    b
                } else if b == cell {
                    a
                } else {
                    continue;
                };
                if !used_links.contains(&k) {
                    used_links.push(k);
                }
                if colour[other].is_none() {
                    colour[other] = Some((id, !side));
                    members.push(other);
                }
            }
        }
        if members.len() < 3 {
            continue;
        }
        let on: Vec<usize> = members
            .iter()
            .copied()
            .filter(|&c| colour[c] == Some((id, true)))
            .collect();
        let off: Vec<usize> = members
            .iter()
            .copied()
            .filter(|&c| colour[c] == Some((id, false)))
            .collect();
        let base = |technique_text: String, elims: Vec<(usize, Digit)>| {
            let mut step = Step::new(Technique::SimpleColouring);
            step.eliminations = elims;
            step.cells = members.clone();
            step.candidates = members.iter().map(|&c| (c, digit)).collect();
            step.houses = used_links.iter().map(|&k| links[k].0).collect();
            step.links = used_links
                .iter()
                .map(|&k| Link::strong((links[k].1, digit), (links[k].2, digit)))
                .collect();
            step.explanation = technique_text;
            step
        };
        // Wrap: a colour that sees itself is false.
        for (same, other) in [(&on, &off), (&off, &on)] {
            let clash = same
                .iter()
                .enumerate()
                .find_map(|(i, &a)| same[i + 1..].iter().find(|&&b| ctx.sees(a, b)).map(|&b| (a, b)));
            if let Some((a, b)) = clash {
                let elims: Vec<(usize, Digit)> = same.iter().map(|&c| (c, digit)).collect();
                let text = format!(
                    "Simple colouring on {digit}: colour the chain of cells where {digit} has two places; \
                         {} and {} have the same colour and see each other, so that colour is false: \
                         {digit} removed from {}, and {} hold {digit}.",
                    g.cell_name(a),
                    g.cell_name(b),
                    cell_list(g, same.iter().copied()),
                    cell_list(g, other.iter().copied())
                );
                if sink.push(base(text, elims)) {
                    return true;
                }
            }
        }
        // Trap: cells outside the chain seeing both colours.
        let mut see_on = super::CellSet::EMPTY;
        for &c in &on {
            see_on = see_on.or(ctx.peers(c));
        }
        let mut see_off = super::CellSet::EMPTY;
        for &c in &off {
            see_off = see_off.or(ctx.peers(c));
        }
        let mut trapped = see_on.and(&see_off).and(&ctx.holders[digit.index()]);
        for &c in &members {
            trapped.remove(c);
        }
        if !trapped.is_empty() {
            let elims: Vec<(usize, Digit)> = trapped.iter().map(|c| (c, digit)).collect();
            let text = format!(
                "Simple colouring on {digit}: colour the chain of cells where {digit} has two places \
                     ({} one colour, {} the other); one colour holds {digit}, so {} , which see both \
                     colours, cannot: {digit} removed.",
                cell_list(g, on.iter().copied()),
                cell_list(g, off.iter().copied()),
                cell_list(g, trapped.iter())
            )
            .replace(" ,", ",");
            if sink.push(base(text, elims)) {
                return true;
            }
        }
    }
    false
}
