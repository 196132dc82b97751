//! Single-digit patterns built from conjugate pairs (a digit with exactly two places in a
//! house): two pairs joined by a weak link force the digit into one of the two far ends, so it
//! leaves every cell that sees both (Skyscraper, 2-String Kite, Turbot Fish); and the Empty
//! Rectangle, where a box's candidates form a cross.

use crate::engine::geometry::HouseKind;
use crate::engine::types::Digit;

use super::context::{FishFace, MAX_DIGITS};
use super::digit_memo::search_digit;
use super::templates::OneDigitRow;
use super::text::cell_list;
use super::{Context, Link, Sink, Step, Technique};

/// Two conjugate pairs in parallel lines whose near ends share a line.
pub fn skyscraper<const W: usize>(ctx: &Context<W>, sink: &mut Sink) {
    turbot(ctx, sink, Technique::Skyscraper);
}

/// A conjugate pair in a row and one in a column whose near ends share a box.
pub fn two_string_kite<const W: usize>(ctx: &Context<W>, sink: &mut Sink) {
    turbot(ctx, sink, Technique::TwoStringKite);
}

/// Any other two conjugate pairs joined by a weak link.
pub fn turbot_fish<const W: usize>(ctx: &Context<W>, sink: &mut Sink) {
    turbot(ctx, sink, Technique::TurbotFish);
}

fn is_line(kind: HouseKind) -> bool {
    kind.is_line()
}

/// Which of the three names a strong-weak-strong pattern goes by.
fn classify<const W: usize>(ctx: &Context<W>, h1: usize, h2: usize, y1: usize, y2: usize) -> Technique {
    let houses = ctx.geometry.houses();
    let (k1, k2) = (houses[h1].kind, houses[h2].kind);
    let shared: Vec<HouseKind> = ctx.tables.cell_houses[y1]
        .iter()
        .filter(|h| ctx.tables.cell_houses[y2].contains(h))
        .map(|&h| houses[h].kind)
        .collect();
    if is_line(k1) && k1 == k2 && shared.iter().any(|&k| is_line(k) && k != k1) {
        Technique::Skyscraper
    } else if is_line(k1) && is_line(k2) && k1 != k2 && shared.iter().any(|k| k.is_block()) {
        Technique::TwoStringKite
    } else {
        Technique::TurbotFish
    }
}

fn turbot<const W: usize>(ctx: &Context<W>, sink: &mut Sink, technique: Technique) {
    let row = OneDigitRow::of(technique);
    for digit in ctx.digits() {
        if search_digit(ctx, sink, row, technique as u64, digit, |sink| {
            turbot_on(ctx, sink, technique, digit)
        }) {
            return;
        }
    }
}

/// The single-digit chains of length 3 of kind `technique` on one digit; true when the finder
/// should stop.
fn turbot_on<const W: usize>(ctx: &Context<W>, sink: &mut Sink, technique: Technique, digit: Digit) -> bool {
    let g = ctx.geometry;
    let links = ctx.strong_links(digit);
    for (i, &(h1, a1, b1)) in links.iter().enumerate() {
        for &(h2, a2, b2) in &links[i + 1..] {
            if h1 == h2 {
                continue;
            }
            for (x1, y1) in [(a1, b1), (b1, a1)] {
                for (x2, y2) in [(a2, b2), (b2, a2)] {
                    let cells = [x1, y1, x2, y2];
                    if (0..4).any(|i| (i + 1..4).any(|j| cells[i] == cells[j])) || !ctx.sees(y1, y2) {
                        continue;
                    }
                    if classify(ctx, h1, h2, y1, y2) != technique {
                        continue;
                    }
                    let mut gone = ctx.seeing_all(digit, &[x1, x2]);
                    for c in cells {
                        gone.remove(c);
                    }
                    if gone.is_empty() {
                        continue;
                    }
                    let mut step = Step::new(technique);
                    step.eliminations = gone.iter().map(|c| (c, digit)).collect();
                    step.cells = cells.to_vec();
                    step.candidates = cells.iter().map(|&c| (c, digit)).collect();
                    step.houses = vec![h1, h2];
                    step.links = vec![
                        Link::strong((x1, digit), (y1, digit)),
                        Link::weak((y1, digit), (y2, digit)),
                        Link::strong((y2, digit), (x2, digit)),
                    ];
                    step.explanation = format!(
                        "{}: in {}, {digit} lies only in {} and {}; in {}, only in {} and {}. \
                             {} and {} see each other, so they are not both {digit}, and {} or {} is \
                             {digit}: {digit} removed from {}.",
                        technique.title(),
                        g.house_name(h1),
                        g.cell_name(x1),
                        g.cell_name(y1),
                        g.house_name(h2),
                        g.cell_name(x2),
                        g.cell_name(y2),
                        g.cell_name(y1),
                        g.cell_name(y2),
                        g.cell_name(x1),
                        g.cell_name(x2),
                        cell_list(g, gone.iter())
                    );
                    if sink.push(step) {
                        return true;
                    }
                }
            }
        }
    }
    false
}

/// A box whose candidates of a digit lie in one row and one column of its face (a cross), and
/// a conjugate pair in a line with one end on the cross's row (or column) outside the box: the
/// cell on the cross's column (or row) that sees the pair's other end cannot hold the digit.
/// A jigsaw's regions serve as the boxes (any shape will do: see the cross below); the
/// diagonals of a Diagonal board take no part (neither as the box nor as the pair's line).
pub fn empty_rectangle<const W: usize>(ctx: &Context<W>, sink: &mut Sink) {
    let row = OneDigitRow::of(Technique::EmptyRectangle);
    for (face, ff) in ctx.tables.faces.iter().enumerate() {
        for digit in ctx.digits() {
            let part = (Technique::EmptyRectangle as u64) << 8 | face as u64;
            if search_digit(ctx, sink, row, part, digit, |sink| {
                empty_rectangle_on(ctx, sink, ff, digit)
            }) {
                return;
            }
        }
    }
}

/// Empty rectangles of one digit on one face; true when the finder should stop.
fn empty_rectangle_on<const W: usize>(ctx: &Context<W>, sink: &mut Sink, ff: &FishFace, digit: Digit) -> bool {
    let g = ctx.geometry;
    let houses = g.houses();
    let links = ctx.strong_links(digit);
    for &bx in &ff.boxes {
        let in_box: Vec<usize> = ctx.cells_at(bx, ctx.pos(bx, digit)).collect();
        if in_box.len() < 2 {
            continue;
        }
        let box_set = &ctx.tables.house_sets[bx];
        // The rows and columns of the face that meet the box, in order: a 3x3 box's three
        // each, a jigsaw region's two to nine. Nothing below needs the box to be square: the
        // cross is checked cell by cell, and the box is a house, so it holds the digit once.
        let meeting = |lines: &[usize]| {
            let mut out = [0usize; MAX_DIGITS];
            let mut len = 0;
            for &l in lines {
                if !ctx.tables.house_sets[l].and(box_set).is_empty() {
                    out[len] = l;
                    len += 1;
                }
            }
            (out, len)
        };
        let (rows, row_count) = meeting(&ff.rows);
        let (cols, col_count) = meeting(&ff.cols);
        for &row in &rows[..row_count] {
            for &col in &cols[..col_count] {
                let (rs, cs) = (&ctx.tables.house_sets[row], &ctx.tables.house_sets[col]);
                if !in_box.iter().all(|&x| rs.contains(x) || cs.contains(x))
                    || in_box.iter().all(|&x| rs.contains(x))
                    || in_box.iter().all(|&x| cs.contains(x))
                {
                    continue;
                }
                for &(h, a, b) in &links {
                    if h == row || h == col || !is_line(houses[h].kind) {
                        continue;
                    }
                    for (near, far) in [(a, b), (b, a)] {
                        if box_set.contains(near) || box_set.contains(far) {
                            continue;
                        }
                        // The near end on the cross's row: targets on its column.
                        let (line, other) = if rs.contains(near) {
                            (row, col)
                        } else if cs.contains(near) {
                            (col, row)
                        } else {
                            continue;
                        };
                        if ctx.tables.house_sets[other].contains(far) {
                            continue;
                        }
                        let targets: Vec<usize> = ctx
                            .cells_at(other, ctx.pos(other, digit))
                            .filter(|&t| !box_set.contains(t) && t != far && ctx.sees(t, far))
                            .collect();
                        if targets.is_empty() {
                            continue;
                        }
                        let block = if houses[bx].kind == HouseKind::Region {
                            "region"
                        } else {
                            "box"
                        };
                        let mut step = Step::new(Technique::EmptyRectangle);
                        step.eliminations = targets.iter().map(|&t| (t, digit)).collect();
                        step.cells = in_box.clone();
                        step.cells.extend([near, far]);
                        step.candidates = step.cells.iter().map(|&x| (x, digit)).collect();
                        step.houses = vec![bx, h];
                        step.links = vec![
                            Link::strong((far, digit), (near, digit)),
                            Link {
                                from: super::Node::cell(near, digit),
                                to: super::Node {
                                    cells: in_box
                                        .iter()
                                        .copied()
                                        .filter(|&x| ctx.tables.house_sets[line].contains(x))
                                        .collect(),
                                    digit,
                                },
                                strong: false,
                            },
                        ];
                        step.explanation = format!(
                            "Empty Rectangle: in {}, {digit} lies only in {} and {}. In {}, {digit} \
                                     lies only in {} and {}: if {} is not {digit}, {} is, so the {block}'s {digit} \
                                     is in {}; either way {} cannot be {digit}: removed.",
                            g.house_name(bx),
                            g.house_name(row),
                            g.house_name(col),
                            g.house_name(h),
                            g.cell_name(far),
                            g.cell_name(near),
                            g.cell_name(far),
                            g.cell_name(near),
                            g.house_name(other),
                            cell_list(g, targets.iter().copied())
                        );
                        if sink.push(step) {
                            return true;
                        }
                    }
                }
            }
        }
    }
    false
}
