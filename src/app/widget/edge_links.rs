//! The labels on a flat face's linked edges ("Right, top row, reversed"): which side of the
//! face shown holds the same cells as a side of another face, read from the engine's cube
//! geometry; and, while a hint is open, the hint's marks on the cells the face shown does not
//! show ([`off_face_marks`]), named in the strip of the face they lie on ("Top r8c3: 5").

use iced::widget::{container, text, Row};
use iced::{Alignment, Element, Length};

use crate::app::theme::{self, HintColors};
use crate::app::widget::pad::label_width;
use crate::engine::{Digit, Face, Grid};
use crate::play::{HintOverlay, LegendKind};
use crate::t;

/// A side of a face as drawn flat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// Row 0.
    Top,
    /// Column 8.
    Right,
    /// Row 8.
    Bottom,
    /// Column 0.
    Left,
}

impl Side {
    /// Every side, clockwise from the top.
    pub const ALL: [Side; 4] = [Side::Top, Side::Right, Side::Bottom, Side::Left];

    /// The `(row, col)` of the `i`-th cell along this side (left to right, top to bottom).
    fn place(self, i: usize) -> (usize, usize) {
        match self {
            Side::Top => (0, i),
            Side::Bottom => (8, i),
            Side::Left => (i, 0),
            Side::Right => (i, 8),
        }
    }

    /// The side's name as a house, in the window's language: `top row`, `right column`, ...
    pub fn name(self) -> String {
        t!(match self {
            Side::Top => "side-top",
            Side::Right => "side-right",
            Side::Bottom => "side-bottom",
            Side::Left => "side-left",
        })
    }
}

/// Where a linked side of a face joins another face: read from the cube's geometry, so the
/// labels cannot drift from what the engine links.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EdgeLink {
    /// The side of the face shown.
    pub side: Side,
    /// The face it joins.
    pub other: Face,
    /// The side of that face holding the same cells.
    pub other_side: Side,
    /// Whether the cells run the other way along it.
    pub reversed: bool,
}

impl EdgeLink {
    /// The label drawn on the edge: `Right, top row, reversed`.
    pub fn label(&self) -> String {
        let id = if self.reversed {
            "edge-link-reversed"
        } else {
            "edge-link"
        };
        t!(
            id,
            face = crate::i18n::face_name(self.other),
            side = self.other_side.name()
        )
    }
}

/// The linked sides of `face`: each side whose nine cells are also a side of another face.
pub fn edge_links(face: Face) -> Vec<EdgeLink> {
    let geometry = crate::engine::Shape::Cube.geometry();
    let cells = |f: Face, side: Side| -> [usize; 9] {
        std::array::from_fn(|i| {
            let (r, c) = side.place(i);
            geometry.cell_at(f, r, c)
        })
    };
    let mut links = Vec::new();
    for side in Side::ALL {
        let here = cells(face, side);
        for other in Face::ALL.into_iter().filter(|&f| f != face) {
            for other_side in Side::ALL {
                let there = cells(other, other_side);
                let mut back = there;
                back.reverse();
                if here == there || here == back {
                    links.push(EdgeLink {
                        side,
                        other,
                        other_side,
                        reversed: here != there,
                    });
                }
            }
        }
    }
    links
}

/// A mark of the hint on show on a cell that the face on the board does not show: one of the
/// hint's reasons or targets on another face, named in the strip along the edge that joins
/// that face, so every reason can be read without turning the cube.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OffFaceMark {
    /// The face it is named on.
    pub face: Face,
    /// Its row on that face, 0-based.
    pub row: usize,
    /// Its column on that face, 0-based.
    pub col: usize,
    /// The digit: the one that rules a candidate out, the candidate, the digit placed.
    pub digit: Option<Digit>,
    /// What it is to the hint (the legend's meanings, drawn in their colours).
    pub kind: LegendKind,
}

impl OffFaceMark {
    /// The cell and digit as the strip names them: `r8c3: 5` (1-based, as the board's labels).
    pub fn label(&self) -> String {
        let cell = format!("r{}c{}", self.row + 1, self.col + 1);
        match self.digit {
            Some(d) => format!("{cell}: {d}"),
            None => cell,
        }
    }

    /// The colour the board draws this kind of mark in.
    pub fn colour(&self, colors: &HintColors) -> iced::Color {
        match self.kind {
            LegendKind::RuleOut => colors.rule_out,
            LegendKind::Fin => colors.fin,
            LegendKind::Removed => colors.strike,
            LegendKind::Placed => colors.place,
            LegendKind::Mistake => colors.mistake,
            LegendKind::Conflict => colors.conflict,
            LegendKind::StrongLink | LegendKind::WeakLink => colors.link,
            LegendKind::Pattern | LegendKind::Unwritten | LegendKind::Area => colors.pattern,
        }
    }
}

/// The marks of `overlay` (drawn over `grid`) on cells that `face` does not show, reasons
/// first: the digits that rule a candidate out, then the pattern's candidates, fins, removed
/// candidates, the digit placed, a wrong entry and the one it repeats. A cell shown on two
/// other faces is named on the one its reason's target lies on too, else on the first; a mark
/// is listed once.
pub fn off_face_marks(overlay: &HintOverlay, grid: &Grid, face: Face) -> Vec<OffFaceMark> {
    let geometry = grid.geometry();
    let mut marks: Vec<OffFaceMark> = Vec::new();
    // `near`: a cell whose face the mark is best named on (a reason's target: the house that
    // rules the digit out lies on a face both show, the one the hint's words name).
    let mut add = |cell: usize, digit: Option<Digit>, kind: LegendKind, near: Option<usize>| {
        if cell >= geometry.cell_count() {
            return;
        }
        let places = geometry.positions(cell);
        if places.iter().any(|p| p.face == face) {
            return;
        }
        let near_faces: Vec<Face> = near
            .filter(|&c| c < geometry.cell_count())
            .map(|c| geometry.positions(c).iter().map(|p| p.face).collect())
            .unwrap_or_default();
        let Some(p) = places.iter().find(|p| near_faces.contains(&p.face)).or(places.first()) else {
            return;
        };
        let mark = OffFaceMark {
            face: p.face,
            row: p.row as usize,
            col: p.col as usize,
            digit,
            kind,
        };
        if !marks.contains(&mark) {
            marks.push(mark);
        }
    };
    for r in &overlay.rule_outs {
        add(r.by, Some(r.digit), LegendKind::RuleOut, Some(r.target));
    }
    for &(cell, d) in &overlay.candidates {
        add(cell, Some(d), LegendKind::Pattern, None);
    }
    for &(cell, d) in &overlay.fins {
        add(cell, Some(d), LegendKind::Fin, None);
    }
    for &(cell, d) in &overlay.strikes {
        add(cell, Some(d), LegendKind::Removed, None);
    }
    if let Some((cell, d)) = overlay.placement {
        add(cell, Some(d), LegendKind::Placed, None);
    }
    for (cell, kind) in [
        (overlay.mistake, LegendKind::Mistake),
        (overlay.conflict, LegendKind::Conflict),
    ] {
        if let Some(cell) = cell {
            add(cell, grid.get(cell), kind, None);
        }
    }
    marks
}

/// The faces named in the strips over and under the flat board of `face`: the face joined
/// along its top row (or, with none, its linked column), then along its bottom row (or its
/// linked column), as [`crate::app::screen::game`] lays the labels out.
pub fn strip_faces(face: Face) -> (Option<Face>, Option<Face>) {
    let links = edge_links(face);
    let at = |side: Side| links.iter().find(|l| l.side == side).map(|l| l.other);
    let column = at(Side::Right).or(at(Side::Left));
    match (at(Side::Top), at(Side::Bottom)) {
        (None, bottom) => (column, bottom),
        (top, _) => (top, column),
    }
}

/// Font sizes tried, largest first, until a strip's marks fit on its line.
const STRIP_SIZES: [f32; 3] = [13.0, 12.0, 11.0];
/// The space between two marks of a strip.
const STRIP_GAP: f32 = 8.0;

/// How a strip's line is written in `room` pixels: the prefix (the edge's `label`, else the
/// `short` face name), the font size, and how many of `labels` are shown (the rest counted).
/// The largest size at which every mark fits wins, with the long prefix first.
fn fit(label: String, short: String, labels: &[String], room: f32) -> (String, f32, usize) {
    let needs = |prefix: &str, size: f32, count: usize| {
        label_width(prefix, size)
            + labels[..count]
                .iter()
                .map(|l| STRIP_GAP + label_width(l, size))
                .sum::<f32>()
    };
    let whole = [label, short.clone()]
        .into_iter()
        .flat_map(|prefix| STRIP_SIZES.map(|size| (prefix.clone(), size)))
        .find(|(prefix, size)| needs(prefix, *size, labels.len()) <= room);
    match whole {
        Some((prefix, size)) => (prefix, size, labels.len()),
        None => {
            let size = STRIP_SIZES[STRIP_SIZES.len() - 1];
            let more = |n: usize| t!("edge-hint-more", count = labels.len() - n);
            let shown = (0..labels.len())
                .rev()
                .find(|&n| needs(&short, size, n) + STRIP_GAP + label_width(&more(n), size) <= room)
                .unwrap_or(0);
            (short, size, shown)
        }
    }
}

/// A strip along the flat board's edge, `width` wide and `height` high: `label` (the edge's
/// own, "↑ Top, bottom row") and, while a hint is open, its `marks` on the face joined there,
/// each in its colour ("↑ Top, bottom row · r8c5: 2  r7c5: 5"). The label gives way to the
/// face's name when they do not fit beside it, the text gets smaller, and past the smallest
/// size the marks that do not fit are counted ("+2 more"). Its widget id is `edge-hint-U`
/// (the face's letter) while it shows marks.
pub fn strip<'a, M: 'a>(
    label: String,
    other: Option<Face>,
    marks: &[OffFaceMark],
    width: f32,
    height: f32,
) -> Element<'a, M> {
    let marks: Vec<&OffFaceMark> = marks.iter().filter(|m| Some(m.face) == other).collect();
    let line = |content: Element<'a, M>| -> Element<'a, M> {
        container(content)
            .width(width)
            .height(height)
            .align_x(iced::alignment::Horizontal::Center)
            .align_y(iced::alignment::Vertical::Center)
            .clip(true)
            .into()
    };
    let (Some(face), false) = (other, marks.is_empty()) else {
        return line(text(label).size(13).style(theme::linked_label).into());
    };
    let labels: Vec<String> = marks.iter().map(|m| m.label()).collect();
    let arrow: String = label.chars().take_while(|c| !c.is_alphanumeric()).collect();
    // A dot between the edge's label and the marks: "↑ Top, bottom row · r8c5: 2" does not
    // read as one name.
    let short = format!("{arrow}{} \u{b7}", crate::i18n::face_name(face));
    let label = format!("{label} \u{b7}");
    let (prefix, size, shown) = fit(label, short, &labels, width - 8.0);
    let mut row = Row::new()
        .spacing(STRIP_GAP)
        .align_y(Alignment::Center)
        .push(text(prefix).size(size).style(theme::linked_label));
    for (mark, label) in marks.iter().zip(&labels).take(shown) {
        let kind = (*mark).clone();
        row = row.push(
            text(label.clone())
                .size(size)
                .style(move |theme: &iced::Theme| iced::widget::text::Style {
                    color: Some(kind.colour(theme::hint_colors(theme))),
                }),
        );
    }
    if shown < labels.len() {
        let more = t!("edge-hint-more", count = labels.len() - shown);
        row = row.push(text(more).size(size).style(theme::linked_label));
    }
    let id = format!("edge-hint-{}", face.letter());
    line(container(row).id(id).width(Length::Shrink).into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edge_labels_follow_the_geometry() {
        let labels =
            |face: Face| -> Vec<(Side, String)> { edge_links(face).iter().map(|l| (l.side, l.label())).collect() };
        // As design/cube.md has it: U(8,i) = F(0,i), F(i,8) = R(i,0), U(i,8) = R(0,8-i).
        assert_eq!(
            labels(Face::Top),
            vec![
                (Side::Right, "Right, top row, reversed".to_string()),
                (Side::Bottom, "Front, top row".to_string()),
            ]
        );
        assert_eq!(
            labels(Face::Front),
            vec![
                (Side::Top, "Top, bottom row".to_string()),
                (Side::Right, "Right, left column".to_string()),
            ]
        );
        assert_eq!(
            labels(Face::Right),
            vec![
                (Side::Top, "Top, right column, reversed".to_string()),
                (Side::Left, "Front, right column".to_string()),
            ]
        );
    }

    #[test]
    fn a_hints_marks_off_the_face_shown_are_named_on_their_face() {
        use crate::engine::Shape;
        use crate::play::RuleOut;
        let g = Shape::Cube.geometry();
        let digit = |n| Digit::new(n).unwrap();
        let mut grid = Grid::empty(Shape::Cube);
        // Top r8c9 (on Right too, as r1c2) is the target: ruled out by an 8 on the
        // Front-Right edge (Front r2c9 = Right r2c1, in box 1 of Right), by a 3 on Right alone,
        // and by a 6 on Top itself.
        let target = g.cell_at(Face::Top, 7, 8);
        let edge = g.cell_at(Face::Front, 1, 8);
        let right = g.cell_at(Face::Right, 1, 1);
        let top = g.cell_at(Face::Top, 7, 0);
        for (cell, d) in [(edge, 8), (right, 3), (top, 6)] {
            grid.set(cell, Some(digit(d)));
        }
        let rule = |by: usize, d: u8| RuleOut {
            target,
            digit: digit(d),
            by,
        };
        let overlay = HintOverlay {
            rule_outs: vec![rule(edge, 8), rule(right, 3), rule(top, 6)],
            candidates: vec![(g.cell_at(Face::Front, 4, 4), digit(2))],
            placement: Some((target, digit(5))),
            ..HintOverlay::default()
        };
        let named: Vec<(Face, String, LegendKind)> = off_face_marks(&overlay, &grid, Face::Top)
            .iter()
            .map(|m| (m.face, m.label(), m.kind))
            .collect();
        assert_eq!(
            named,
            vec![
                // Named on Right, where the box that rules it out is, not on Front.
                (Face::Right, "r2c1: 8".to_string(), LegendKind::RuleOut),
                (Face::Right, "r2c2: 3".to_string(), LegendKind::RuleOut),
                (Face::Front, "r5c5: 2".to_string(), LegendKind::Pattern),
            ]
        );
        // On Front, the edge's 8 is on the board; Top's 6 and the target are named on Top.
        let on_front: Vec<(Face, String)> = off_face_marks(&overlay, &grid, Face::Front)
            .iter()
            .map(|m| (m.face, m.label()))
            .collect();
        assert_eq!(
            on_front,
            vec![
                (Face::Right, "r2c2: 3".to_string()),
                (Face::Top, "r8c1: 6".to_string()),
                (Face::Top, "r8c9: 5".to_string()),
            ]
        );
        assert_eq!(strip_faces(Face::Top), (Some(Face::Right), Some(Face::Front)));
        assert_eq!(strip_faces(Face::Front), (Some(Face::Top), Some(Face::Right)));
        assert_eq!(strip_faces(Face::Right), (Some(Face::Top), Some(Face::Front)));
    }

    #[test]
    fn a_strip_fits_its_marks_on_the_line_or_counts_the_rest() {
        let labels: Vec<String> = (1..=4).map(|r| format!("r{r}c9: {r}")).collect();
        let label = "\u{2191} Top, bottom row \u{b7}".to_string();
        let short = "\u{2191} Top \u{b7}".to_string();
        // Room enough: the edge's label at the usual size, every mark.
        assert_eq!(
            fit(label.clone(), short.clone(), &labels, 600.0),
            (label.clone(), 13.0, 4)
        );
        // Less: the face's name instead of the edge's label.
        let (prefix, _, shown) = fit(label.clone(), short.clone(), &labels, 300.0);
        assert_eq!((prefix.as_str(), shown), (short.as_str(), 4));
        // Too little for all: as many as fit at the smallest size, the rest counted, and what
        // is written fits.
        let many: Vec<String> = (1..=9).map(|r| format!("r{r}c9: {r}")).collect();
        let (prefix, size, shown) = fit(label, short.clone(), &many, 300.0);
        assert_eq!((prefix.as_str(), size), (short.as_str(), 11.0));
        assert!(shown > 0 && shown < 9, "{shown}");
        let more = t!("edge-hint-more", count = 9 - shown);
        let width = label_width(&prefix, size)
            + many[..shown]
                .iter()
                .map(|l| STRIP_GAP + label_width(l, size))
                .sum::<f32>()
            + STRIP_GAP
            + label_width(&more, size);
        assert!(width <= 300.0, "{width}");
    }
}
