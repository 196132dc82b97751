//! The marks of the variant boards, drawn by the flat board ([`super::board`]): the quiet fill
//! of a diagonal board's diagonal cells, and the thick borders between a jigsaw's regions (a
//! canvas over the cells, as the board has no box lines then). Their colours are
//! [`crate::render::HouseTints`], so every picture of a board means the same.

use iced::widget::{canvas, container, stack, Column, Row};
use iced::{Element, Theme};

use crate::app::theme;
use crate::app::widget::metrics::Metrics;
use crate::app::widget::whole;
use crate::engine::Regions;

/// The fill of a cell on a main diagonal with no highlight over it (a given's is darker, as a
/// given's fill is); `hovered` moves it a touch toward `text`, as the theme hovers a cell.
pub fn diagonal_fill(theme: &Theme, given: bool, hovered: bool, text: iced::Color) -> iced::Color {
    let houses = house_tints(theme);
    let [r, g, b] = if given { houses.diagonal_given } else { houses.diagonal };
    let colour = iced::Color::from_rgb8(r, g, b);
    if hovered {
        mix(colour, text, 0.08)
    } else {
        colour
    }
}

/// The house marks of the theme in use ([`crate::render::HouseTints`]).
fn house_tints(theme: &Theme) -> crate::render::HouseTints {
    if theme.extended_palette().is_dark {
        crate::render::DARK_HOUSE_TINTS
    } else {
        crate::render::LIGHT_HOUSE_TINTS
    }
}

/// `a` moved toward `b` by `amount` (0 to 1).
fn mix(a: iced::Color, b: iced::Color, amount: f32) -> iced::Color {
    let at = |x: f32, y: f32| x + (y - x) * amount;
    iced::Color::from_rgb(at(a.r, b.r), at(a.g, b.g), at(a.b, b.b))
}

/// The thick borders between regions, drawn over the thin gaps where two neighbouring cells
/// lie in different regions (a canvas stacked on the cells; it never takes the mouse): a
/// jigsaw board's, or those of the map being painted on the entry screen, which may not be
/// nine regions of nine yet (so no [`Regions`]).
#[derive(Clone, Copy, Debug)]
pub struct RegionLines {
    /// The region of each cell.
    pub map: [u8; 81],
    /// The board's sizes (without box lines).
    pub metrics: Metrics,
}

impl RegionLines {
    /// The borders of a jigsaw layout.
    pub fn of(regions: &Regions, metrics: Metrics) -> RegionLines {
        RegionLines {
            map: *regions.map(),
            metrics,
        }
    }

    /// The borders as rectangles `(x, y, width, height)` from the board's top-left corner: one
    /// per pair of side-by-side cells in different regions, each running a little past the
    /// cells' ends so that borders meeting at a corner join.
    pub fn rectangles(&self) -> Vec<(f32, f32, f32, f32)> {
        let m = &self.metrics;
        let w = m.region_border();
        let region = |r: usize, c: usize| self.map[r * 9 + c];
        let gap_centre = |i: usize| m.start(i) + m.cell + m.thin / 2.0;
        let mut out = Vec::new();
        for r in 0..9 {
            for c in 0..8 {
                if region(r, c) != region(r, c + 1) {
                    out.push((gap_centre(c) - w / 2.0, m.start(r) - m.thin, w, m.cell + 2.0 * m.thin));
                }
                // The same test across the rows: (c, r) and (c, r + 1) read as row c.
                if region(c, r) != region(c + 1, r) {
                    out.push((m.start(r) - m.thin, gap_centre(c) - w / 2.0, m.cell + 2.0 * m.thin, w));
                }
            }
        }
        out
    }
}

impl<M> canvas::Program<M> for RegionLines {
    type State = ();

    fn draw(
        &self,
        _state: &(),
        renderer: &iced::Renderer,
        theme: &Theme,
        bounds: iced::Rectangle,
        _cursor: iced::mouse::Cursor,
    ) -> Vec<canvas::Geometry> {
        vec![whole::drawn(renderer, bounds, |frame| {
            let [r, g, b] = house_tints(theme).region_border;
            let colour = iced::Color::from_rgb8(r, g, b);
            for (x, y, w, h) in self.rectangles() {
                frame.fill_rectangle(iced::Point::new(x, y), iced::Size::new(w, h), colour);
            }
        })]
    }
}

/// A board without box lines: the cells `cell` gives for each row and column, a thin gap
/// between each two, in the board's frame, with the borders between `map`'s regions drawn over
/// the gaps.
pub fn bordered<'a, M: 'a>(map: [u8; 81], m: Metrics, cell: impl Fn(usize, usize) -> Element<'a, M>) -> Element<'a, M> {
    let rows = (0..9).map(|r| Row::with_children((0..9).map(|c| cell(r, c))).spacing(m.thin).into());
    let cells = container(Column::with_children(rows).spacing(m.thin)).style(theme::box_frame);
    let framed = container(cells).padding(m.thick).style(theme::board_frame);
    let borders = canvas(RegionLines { map, metrics: m }).width(m.side()).height(m.side());
    stack![framed, borders].into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn borders_lie_between_regions_only() {
        let metrics = Metrics::fit(600.0).without_boxes();
        assert_eq!(metrics.start(8) + metrics.cell + metrics.thick, metrics.side());
        // The boxes as a jigsaw's regions: borders on the box lines, two per row and column
        // between each pair of boxes.
        let boxes = RegionLines::of(&Regions::boxes(), metrics);
        let rects = boxes.rectangles();
        assert_eq!(rects.len(), 2 * 2 * 9);
        let w = metrics.region_border();
        let after = |i: usize| metrics.start(i) + metrics.cell + metrics.thin / 2.0 - w / 2.0;
        for (x, y, width, height) in &rects {
            let vertical = *width == w;
            let at = if vertical { *x } else { *y };
            assert!(at == after(2) || at == after(5), "{x},{y} {width}x{height}");
            // Each runs past its cell by a thin line at both ends, to join at the corners.
            let long = if vertical { *height } else { *width };
            assert_eq!(long, metrics.cell + 2.0 * metrics.thin);
        }
    }
}
