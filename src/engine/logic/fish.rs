//! Fish on the rows and columns of one face: a digit's candidates in N base lines lie inside N
//! cover lines, so the digit leaves the rest of the cover lines (X-Wing, Swordfish, Jellyfish).
//! Finned: the base lines also hold candidates outside the cover lines (fins), all in one box
//! (on a jigsaw, one region); then only the cover cells that see every fin lose the digit.
//! Only rows and columns are base and cover lines on every board (a diagonal crosses every
//! row and column, so it is no line here); where the fins lie only narrows the search, the
//! eliminations rest on who sees every fin, which holds for any houses. Sashimi: a finned fish
//! where a base line keeps a single candidate besides its fins.

use crate::engine::types::Digit;

use super::context::{for_each_combo, FishFace, MAX_DIGITS};
use super::digit_memo::DigitPart;
use super::memory;
use super::templates::OneDigitRow;
use super::text::{and_list, cell_name_on, list};
use super::{CellSet, Context, Sink, Step, Technique};

#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Basic,
    Finned,
    Sashimi,
}

/// Two base lines.
pub fn x_wing<const W: usize>(ctx: &Context<W>, sink: &mut Sink) {
    fish(ctx, sink, 2, Kind::Basic, Technique::XWing);
}

/// Three base lines.
pub fn swordfish<const W: usize>(ctx: &Context<W>, sink: &mut Sink) {
    fish(ctx, sink, 3, Kind::Basic, Technique::Swordfish);
}

/// Four base lines.
pub fn jellyfish<const W: usize>(ctx: &Context<W>, sink: &mut Sink) {
    fish(ctx, sink, 4, Kind::Basic, Technique::Jellyfish);
}

/// Finned X-Wing.
pub fn finned_x_wing<const W: usize>(ctx: &Context<W>, sink: &mut Sink) {
    fish(ctx, sink, 2, Kind::Finned, Technique::FinnedXWing);
}

/// Sashimi X-Wing.
pub fn sashimi_x_wing<const W: usize>(ctx: &Context<W>, sink: &mut Sink) {
    fish(ctx, sink, 2, Kind::Sashimi, Technique::SashimiXWing);
}

/// Finned Swordfish.
pub fn finned_swordfish<const W: usize>(ctx: &Context<W>, sink: &mut Sink) {
    fish(ctx, sink, 3, Kind::Finned, Technique::FinnedSwordfish);
}

/// Sashimi Swordfish.
pub fn sashimi_swordfish<const W: usize>(ctx: &Context<W>, sink: &mut Sink) {
    fish(ctx, sink, 3, Kind::Sashimi, Technique::SashimiSwordfish);
}

/// Finned Jellyfish.
pub fn finned_jellyfish<const W: usize>(ctx: &Context<W>, sink: &mut Sink) {
    fish(ctx, sink, 4, Kind::Finned, Technique::FinnedJellyfish);
}

/// Sashimi Jellyfish.
pub fn sashimi_jellyfish<const W: usize>(ctx: &Context<W>, sink: &mut Sink) {
    fish(ctx, sink, 4, Kind::Sashimi, Technique::SashimiJellyfish);
}

/// The digit is absent from the base lines outside the cover lines (the first half of `houses`
/// are the base lines, the second half the covers).
pub fn premises<const W: usize>(ctx: &Context<W>, step: &Step) -> Vec<(usize, Digit)> {
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

fn bits(mut m: u16) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (m != 0).then(|| {
            let i = m.trailing_zeros() as usize;
            m &= m - 1;
            i
        })
    })
}

/// The technique of a fish of `n` base lines and this kind.
fn technique_of(n: usize, kind: Kind) -> Technique {
    match (n, kind) {
        (2, Kind::Basic) => Technique::XWing,
        (3, Kind::Basic) => Technique::Swordfish,
        (_, Kind::Basic) => Technique::Jellyfish,
        (2, Kind::Finned) => Technique::FinnedXWing,
        (3, Kind::Finned) => Technique::FinnedSwordfish,
        (_, Kind::Finned) => Technique::FinnedJellyfish,
        (2, Kind::Sashimi) => Technique::SashimiXWing,
        (3, Kind::Sashimi) => Technique::SashimiSwordfish,
        (_, Kind::Sashimi) => Technique::SashimiJellyfish,
    }
}

/// Scans every fish of `n` base lines, in order, calling `found` with each (its kind and
/// step) for which `wanted` says yes, until `found` returns true.
fn scan<const W: usize>(
    ctx: &Context<W>,
    row: OneDigitRow,
    n: usize,
    finned: bool,
    wanted: &dyn Fn(Kind) -> bool,
    found: &mut dyn FnMut(Kind, Step) -> bool,
) {
    let kinds: &[Kind] = if finned {
        &[Kind::Finned, Kind::Sashimi]
    } else {
        &[Kind::Basic]
    };
    for (face, ff) in ctx.tables.faces.iter().enumerate() {
        for digit in ctx.digits() {
            for rows_are_base in [true, false] {
                // One fish size, on one face and orientation, of one digit: nothing found
                // there before on the same cells of the digit means nothing now.
                let part = 1 << 32
                    | (n as u64) << 16
                    | u64::from(finned) << 12
                    | (face as u64) << 4
                    | u64::from(rows_are_base);
                let Some(memo) = DigitPart::start(ctx, row, part, digit) else {
                    continue;
                };
                // Remembered only when every kind was looked for and none reported.
                let every_kind = kinds.iter().all(|&k| wanted(k));
                let mut reported = false;
                let mut report = |k: Kind, step: Step| {
                    reported = true;
                    found(k, step)
                };
                if fish_on(
                    ctx,
                    ff,
                    digit,
                    rows_are_base,
                    n,
                    finned,
                    memo.changed(),
                    wanted,
                    &mut report,
                ) {
                    return;
                }
                if every_kind && !reported {
                    memo.found_nothing();
                }
            }
        }
    }
}

/// The first finned and the first sashimi fish of a size on the last position asked: the
/// finned and the sashimi row of a size scan the same patterns, so one scan serves both.
pub(super) struct FirstFins {
    key: Vec<crate::engine::types::Candidates>,
    n: usize,
    finned: Option<Step>,
    sashimi: Option<Step>,
}

fn fish<const W: usize>(ctx: &Context<W>, sink: &mut Sink, n: usize, kind: Kind, technique: Technique) {
    debug_assert_eq!(technique, technique_of(n, kind));
    let row = OneDigitRow::of(technique);
    if kind == Kind::Basic || sink.collects_all() {
        scan(ctx, row, n, kind != Kind::Basic, &|k| k == kind, &mut |_, step| {
            sink.push(step)
        });
        return;
    }
    let step = memory::first_fins(|slot| {
        let fresh = slot.as_ref().is_none_or(|x| x.n != n || x.key != ctx.candidates);
        if fresh {
            let mut first: [Option<Step>; 2] = [None, None];
            let index = |k: Kind| usize::from(k == Kind::Sashimi);
            {
                let taken = std::cell::Cell::new([false, false]);
                scan(ctx, row, n, true, &|k| !taken.get()[index(k)], &mut |k, step| {
                    let mut t = taken.get();
                    t[index(k)] = true;
                    taken.set(t);
                    first[index(k)] = Some(step);
                    t == [true, true]
                });
            }
            let [finned, sashimi] = first;
            *slot = Some(FirstFins {
                key: ctx.candidates.to_vec(),
                n,
                finned,
                sashimi,
            });
        }
        slot.as_ref().and_then(|x| {
            if kind == Kind::Sashimi {
                x.sashimi.clone()
            } else {
                x.finned.clone()
            }
        })
    });
    if let Some(step) = step {
        sink.push(step);
    }
}

#[allow(clippy::too_many_arguments)]
fn fish_on<const W: usize>(
    ctx: &Context<W>,
    ff: &FishFace,
    digit: Digit,
    rows_are_base: bool,
    n: usize,
    finned: bool,
    changed: Option<CellSet<W>>,
    wanted: &dyn Fn(Kind) -> bool,
    found: &mut dyn FnMut(Kind, Step) -> bool,
) -> bool {
    let (base, cover) = if rows_are_base {
        (&ff.rows, &ff.cols)
    } else {
        (&ff.cols, &ff.rows)
    };
    let pos = |h: usize| ctx.pos(h, digit);
    // A jigsaw's fins share a region instead of a 3x3 box.
    let regions = ctx.grid.shape().regions();
    let (lo, hi) = if finned { (1, n + 3) } else { (2, n) };
    let mut lines = [0usize; MAX_DIGITS];
    let mut len = 0;
    // Where the digit found nothing before, a fish whose base lines kept their places of it
    // was a fish there (its covers and fins lie in those places) and concludes nothing now.
    let mut changed_lines = u16::MAX;
    if let Some(changed) = changed {
        changed_lines = 0;
        for (i, &h) in base.iter().enumerate() {
            if !ctx.tables.house_sets[h].and(&changed).is_empty() {
                changed_lines |= 1 << i;
            }
        }
    }
    for (i, &h) in base.iter().enumerate() {
        if (lo..=hi).contains(&(pos(h).count_ones() as usize)) {
            lines[len] = i;
            len += 1;
        }
    }
    let masks: [u16; MAX_DIGITS] = std::array::from_fn(|i| if i < len { pos(base[lines[i]]) } else { 0 });
    let widest = if finned { n + 3 } else { n };
    for_each_narrow_combo(&masks[..len], n, widest as u32, |idx, union| {
        let base_mask = idx.iter().fold(0u16, |u, &i| u | 1 << lines[i]);
        if base_mask & changed_lines == 0 {
            return false;
        }
        let width = union.count_ones() as usize;
        if !finned {
            if width != n {
                return false;
            }
            return report(
                ctx,
                ff,
                digit,
                rows_are_base,
                base,
                cover,
                base_mask,
                union,
                &[],
                technique_of(n, Kind::Basic),
            )
            .is_some_and(|step| found(Kind::Basic, step));
        }
        if width <= n || width > n + 3 {
            return false;
        }
        let mut try_cover = |cover_mask: u16| {
            // With 3x3 boxes, fins (candidates outside the covers) all lie in one stack by
            // construction; they share a box when their base lines share a band. A jigsaw's
            // fins are checked to share a region once found.
            let mut band = None;
            let mut sashimi = false;
            let mut any_fin = false;
            for &i in idx {
                let line = lines[i];
                let m = pos(base[line]);
                let covered = (m & cover_mask).count_ones();
                if covered == 0 {
                    return false;
                }
                sashimi |= covered == 1;
                if m & !cover_mask != 0 {
                    any_fin = true;
                    if regions.is_none() {
                        if band.is_some_and(|b| b != line / 3) {
                            return false;
                        }
                        band = Some(line / 3);
                    }
                }
            }
            let kind = if sashimi { Kind::Sashimi } else { Kind::Finned };
            if !any_fin || !wanted(kind) {
                return false;
            }
            // Fins on the stack: most patterns tried conclude nothing, and `report` allocates
            // only for one that does.
            let mut fins = [0usize; 27];
            let mut fin_count = 0;
            for &i in idx {
                let line = lines[i];
                for c in ctx.cells_at(base[line], pos(base[line]) & !cover_mask) {
                    fins[fin_count] = c;
                    fin_count += 1;
                }
            }
            let fins = &fins[..fin_count];
            if let Some(regions) = regions {
                let region = regions.region_of(fins[0]);
                if fins.iter().any(|&f| regions.region_of(f) != region) {
                    return false;
                }
            }
            report(
                ctx,
                ff,
                digit,
                rows_are_base,
                base,
                cover,
                base_mask,
                cover_mask,
                fins,
                technique_of(n, kind),
            )
            .is_some_and(|step| found(kind, step))
        };
        if regions.is_some() {
            // A region may reach into any column: every choice of covers among the union's.
            let mut columns = [0usize; MAX_DIGITS];
            let mut count = 0;
            for j in bits(union) {
                columns[count] = j;
                count += 1;
            }
            return for_each_combo(count, n, |cidx| {
                try_cover(cidx.iter().fold(0u16, |u, &j| u | 1 << columns[j]))
            });
        }
        // Fins lie in one box, so the columns outside one stack of three are all covers.
        for stack in 0..3 {
            let stack_mask = 0b111u16 << (3 * stack);
            let required = union & !stack_mask;
            let needed = n as i32 - required.count_ones() as i32;
            if needed < 0 {
                continue;
            }
            let mut optional = [0usize; 3];
            let mut optional_len = 0;
            for j in bits(union & stack_mask) {
                optional[optional_len] = j;
                optional_len += 1;
            }
            let stop = for_each_combo(optional_len, needed as usize, |cidx| {
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
/// Calls `f` with each combination of `n` of the lines (indices into `masks`, each line's
/// places as a mask) whose places span at most `widest` cover lines, with that union, in the
/// order of [`for_each_combo`], until it returns true (then returns true). A combination
/// starting with lines already wider is skipped whole: most lines of a digit have many places,
/// and a fish's base lines only span its few covers.
fn for_each_narrow_combo(masks: &[u16], n: usize, widest: u32, mut f: impl FnMut(&[usize], u16) -> bool) -> bool {
    let len = masks.len();
    if n == 0 || n > len {
        return false;
    }
    let mut idx = [0usize; 9];
    // union[k]: the places of the first k lines chosen.
    let mut union = [0u16; 10];
    let mut depth = 0;
    let mut next = 0;
    loop {
        if depth == n {
            if f(&idx[..n], union[n]) {
                return true;
            }
        } else if next + (n - depth) <= len {
            let u = union[depth] | masks[next];
            if u.count_ones() <= widest {
                idx[depth] = next;
                union[depth + 1] = u;
                depth += 1;
                next += 1;
            } else {
                next += 1;
            }
            continue;
        }
        // Back up: the line chosen last gives way to the one after it.
        if depth == 0 {
            return false;
        }
        depth -= 1;
        next = idx[depth] + 1;
    }
}

/// Builds and reports the step of a fish with these base and cover lines and fins.
#[allow(clippy::too_many_arguments)]
fn report<const W: usize>(
    ctx: &Context<W>,
    ff: &FishFace,
    digit: Digit,
    rows_are_base: bool,
    base: &[usize],
    cover: &[usize],
    base_mask: u16,
    cover_mask: u16,
    fins: &[usize],
    technique: Technique,
) -> Option<Step> {
    let g = ctx.geometry;
    if bits(cover_mask).all(|j| ctx.pos(cover[j], digit) & !base_mask == 0) {
        return None;
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
        return None;
    }
    // On the cube a cover cell may also lie in a base line of another orientation; never
    // remove a pattern candidate.
    let mut cells = Vec::new();
    for i in bits(base_mask) {
        cells.extend(ctx.cells_at(base[i], ctx.pos(base[i], digit)));
    }
    elims.retain(|e| !cells.contains(&e.0));
    if elims.is_empty() {
        return None;
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
    Some(step)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The pruned walk calls exactly the combinations the plain one would, narrow enough, in
    /// the same order, and stops when told to.
    #[test]
    fn narrow_combinations_are_the_plain_ones_that_fit() {
        // Line masks of varied widths, from a small fixed generator.
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        for _ in 0..300 {
            let len = (seed % 10) as usize;
            let masks: Vec<u16> = (0..len)
                .map(|_| {
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    (seed & 0x1ff) as u16 & (seed >> 9 & 0x1ff) as u16
                })
                .collect();
            for n in 1..=4 {
                for widest in [n as u32, n as u32 + 3] {
                    let mut plain = Vec::new();
                    for_each_combo(len, n, |idx| {
                        let union = idx.iter().fold(0u16, |u, &i| u | masks[i]);
                        if union.count_ones() <= widest {
                            plain.push((idx.to_vec(), union));
                        }
                        false
                    });
                    let mut pruned = Vec::new();
                    assert!(!for_each_narrow_combo(&masks, n, widest, |idx, union| {
                        pruned.push((idx.to_vec(), union));
                        false
                    }));
                    assert_eq!(pruned, plain, "masks {masks:?}, n {n}, widest {widest}");
                    if let Some(first) = plain.first() {
                        let mut calls = 0;
                        assert!(for_each_narrow_combo(&masks, n, widest, |idx, _| {
                            calls += 1;
                            idx == first.0.as_slice()
                        }));
                        assert_eq!(calls, 1);
                    }
                }
            }
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1);
        }
    }
}
