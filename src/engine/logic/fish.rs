//! Fish on the rows and columns of one face: a digit's candidates in N base lines lie inside N
//! cover lines, so the digit leaves the rest of the cover lines (X-Wing, Swordfish, Jellyfish).
//! Finned: the base lines also hold candidates outside the cover lines (fins), all in one box;
//! then only the cover cells that see every fin lose the digit. Sashimi: a finned fish where a
//! base line keeps a single candidate besides its fins.

use crate::engine::types::Digit;

use super::context::{for_each_combo, FishFace};
use super::text::{and_list, cell_name_on, list};
use super::{Context, Sink, Step, Technique};

#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Basic,
    Finned,
    Sashimi,
}

/// Two base lines.
pub fn x_wing(ctx: &Context, sink: &mut Sink) {
    fish(ctx, sink, 2, Kind::Basic, Technique::XWing);
}

/// Three base lines.
pub fn swordfish(ctx: &Context, sink: &mut Sink) {
    fish(ctx, sink, 3, Kind::Basic, Technique::Swordfish);
}

/// Four base lines.
pub fn jellyfish(ctx: &Context, sink: &mut Sink) {
    fish(ctx, sink, 4, Kind::Basic, Technique::Jellyfish);
}

/// Finned X-Wing.
pub fn finned_x_wing(ctx: &Context, sink: &mut Sink) {
    fish(ctx, sink, 2, Kind::Finned, Technique::FinnedXWing);
}

/// Sashimi X-Wing.
pub fn sashimi_x_wing(ctx: &Context, sink: &mut Sink) {
    fish(ctx, sink, 2, Kind::Sashimi, Technique::SashimiXWing);
}

/// Finned Swordfish.
pub fn finned_swordfish(ctx: &Context, sink: &mut Sink) {
    fish(ctx, sink, 3, Kind::Finned, Technique::FinnedSwordfish);
}

/// Sashimi Swordfish.
pub fn sashimi_swordfish(ctx: &Context, sink: &mut Sink) {
    fish(ctx, sink, 3, Kind::Sashimi, Technique::SashimiSwordfish);
}

/// Finned Jellyfish.
pub fn finned_jellyfish(ctx: &Context, sink: &mut Sink) {
    fish(ctx, sink, 4, Kind::Finned, Technique::FinnedJellyfish);
}

/// Sashimi Jellyfish.
pub fn sashimi_jellyfish(ctx: &Context, sink: &mut Sink) {
    fish(ctx, sink, 4, Kind::Sashimi, Technique::SashimiJellyfish);
}

/// The digit is absent from the base lines outside the cover lines (the first half of `houses`
/// are the base lines, the second half the covers).
pub fn premises(ctx: &Context, step: &Step) -> Vec<(usize, Digit)> {
    let Some(&(_, d)) = step.eliminations.first() else {
        return Vec::new();
    };
    let houses = ctx.geometry.houses();
    let n = step.houses.len() / 2;
    let (base, cover) = step.houses.split_at(n);
    let mut out = Vec::new();
    for &h in base {
        for &p in &houses[h].cells {
            if !cover.iter().any(|&v| houses[v].cells.contains(&p)) && !step.fins.contains(&(p, d)) {
                out.push((p, d));
            }
        }
    }
    out
}

fn bits(m: u16) -> impl Iterator<Item = usize> {
    (0..9).filter(move |i| m >> i & 1 != 0)
}

fn fish(ctx: &Context, sink: &mut Sink, n: usize, kind: Kind, technique: Technique) {
    for ff in &ctx.tables.faces {
        for digit in Digit::all() {
            for rows_are_base in [true, false] {
                if fish_on(ctx, sink, ff, digit, rows_are_base, n, kind, technique) {
                    return;
                }
            }
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn fish_on(
    ctx: &Context,
    sink: &mut Sink,
    ff: &FishFace,
    digit: Digit,
    rows_are_base: bool,
    n: usize,
    kind: Kind,
    technique: Technique,
) -> bool {
    let (base, cover) = if rows_are_base {
        (&ff.rows, &ff.cols)
    } else {
        (&ff.cols, &ff.rows)
    };
    let pos = |h: usize| ctx.pos(h, digit);
    let (lo, hi) = if kind == Kind::Basic { (2, n) } else { (1, n + 3) };
    let mut lines = [0usize; 9];
    let mut len = 0;
    for (i, &h) in base.iter().enumerate() {
        if (lo..=hi).contains(&(pos(h).count_ones() as usize)) {
            lines[len] = i;
            len += 1;
        }
    }
    for_each_combo(len, n, |idx| {
        let union = idx.iter().fold(0u16, |u, &i| u | pos(base[lines[i]]));
        let width = union.count_ones() as usize;
        let base_mask = idx.iter().fold(0u16, |u, &i| u | 1 << lines[i]);
        if kind == Kind::Basic {
            if width != n {
                return false;
            }
            return report(
                ctx,
                sink,
                ff,
                digit,
                rows_are_base,
                base,
                cover,
                base_mask,
                union,
                &[],
                technique,
            );
        }
        if width <= n || width > n + 3 {
            return false;
        }
        let mut try_cover = |cover_mask: u16| {
            // Fins (candidates outside the covers) all lie in one stack by construction; they
            // share a box when their base lines share a band.
            let mut band = None;
            let mut sashimi = false;
            for &i in idx {
                let line = lines[i];
                let m = pos(base[line]);
                let covered = (m & cover_mask).count_ones();
                if covered == 0 {
                    return false;
                }
                sashimi |= covered == 1;
                if m & !cover_mask != 0 {
                    if band.is_some_and(|b| b != line / 3) {
                        return false;
                    }
                    band = Some(line / 3);
                }
            }
            if band.is_none() || sashimi != (kind == Kind::Sashimi) {
                return false;
            }
            let mut fins = Vec::new();
            for &i in idx {
                let line = lines[i];
                fins.extend(ctx.cells_at(base[line], pos(base[line]) & !cover_mask));
            }
            report(
                ctx,
                sink,
                ff,
                digit,
                rows_are_base,
                base,
                cover,
                base_mask,
                cover_mask,
                &fins,
                technique,
            )
        };
        // Fins lie in one box, so the columns outside one stack of three are all covers.
        for stack in 0..3 {
            let stack_mask = 0b111u16 << (3 * stack);
            let required = union & !stack_mask;
            let needed = n as i32 - required.count_ones() as i32;
            if needed < 0 {
                continue;
            }
            let optional: Vec<usize> = bits(union & stack_mask).collect();
            let stop = for_each_combo(optional.len(), needed as usize, |cidx| {
                let cover_mask = cidx.iter().fold(required, |u, &j| u | 1 << optional[j]);
                try_cover(cover_mask)
            }) || (needed == 0 && try_cover(required));
            if stop {
                return true;
            }
        }
        false
    })
}
/// Builds and reports the step of a fish with these base and cover lines and fins.
#[allow(clippy::too_many_arguments)]
fn report(
    ctx: &Context,
    sink: &mut Sink,
    ff: &FishFace,
    digit: Digit,
    rows_are_base: bool,
    base: &[usize; 9],
    cover: &[usize; 9],
    base_mask: u16,
    cover_mask: u16,
    fins: &[usize],
    technique: Technique,
) -> bool {
    let g = ctx.geometry;
    if bits(cover_mask).all(|j| ctx.pos(cover[j], digit) & !base_mask == 0) {
        return false;
    }
    let fin_seers = ctx.seeing_all(digit, fins);
    let mut elims = Vec::new();
    for j in bits(cover_mask) {
        for c in ctx.cells_at(cover[j], ctx.pos(cover[j], digit) & !base_mask) {
            if (fins.is_empty() || fin_seers.contains(c)) && !elims.contains(&(c, digit)) {
                elims.push((c, digit));
            }
        }
    }
    if elims.is_empty() {
        return false;
    }
    // On the cube a cover cell may also lie in a base line of another orientation; never
    // remove a pattern candidate.
    let mut cells = Vec::new();
    for i in bits(base_mask) {
        cells.extend(ctx.cells_at(base[i], ctx.pos(base[i], digit)));
    }
    elims.retain(|e| !cells.contains(&e.0));
    if elims.is_empty() {
        return false;
    }
    let mut step = Step::new(technique);
    step.candidates = cells
        .iter()
        .filter(|c| !fins.contains(c))
        .map(|&c| (c, digit))
        .collect();
    step.fins = fins.iter().map(|&c| (c, digit)).collect();
    step.cells = cells;
    step.houses = bits(base_mask)
        .map(|i| base[i])
        .chain(bits(cover_mask).map(|j| cover[j]))
        .collect();
    let (base_kind, cover_kind) = if rows_are_base {
        ("rows", "columns")
    } else {
        ("columns", "rows")
    };
    let of_face = if g.faces().len() > 1 {
        format!(" of {}", ff.face.name())
    } else {
        String::new()
    };
    let indexes = |m: u16| and_list(bits(m).map(|i| i + 1));
    let name = |c: usize| cell_name_on(g, c, Some(ff.face));
    let fin_text = match fins.len() {
        0 => String::new(),
        1 => format!(", fin {}", name(fins[0])),
        _ => format!(", fins {}", and_list(fins.iter().map(|&c| name(c)))),
    };
    let seeing = if fins.is_empty() {
        ""
    } else if fins.len() == 1 {
        " (cells that see the fin)"
    } else {
        " (cells that see every fin)"
    };
    step.explanation = format!(
        "{} on {digit} in {base_kind} {}{of_face}, {cover_kind} {}{fin_text}: {digit} removed from {}{seeing}.",
        technique.title(),
        indexes(base_mask),
        indexes(cover_mask),
        list(elims.iter().map(|&(c, _)| name(c)), ", ")
    );
    step.eliminations = elims;
    sink.push(step)
}
