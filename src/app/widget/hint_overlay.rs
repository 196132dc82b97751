//! A hint drawn over the board: a canvas the size of the board, stacked on it, that draws a
//! [`HintOverlay`] on one face: the pattern's candidates as discs, fins in
//! their own colour, removed candidates struck out, the placed digit ringed, links between
//! candidates as lines (strong solid, weak dashed), the digits that rule out a single's other
//! digits or cells circled, a wrong entry and the cell it repeats.
//!
//! It never takes the mouse, so the cells below stay clickable. A link whose other end lies on
//! another face of the cube is drawn up to the board's edge, so it shows on both faces.

use iced::alignment::Vertical;
use iced::widget::canvas::{self, Frame, LineDash, Path, Stroke};
use iced::{mouse, Color, Point, Rectangle, Renderer, Size, Theme};

use crate::app::theme;
use crate::app::widget::cages::{draw_outline, note_room, CellPlaces};
use crate::app::widget::metrics::Metrics;
use crate::app::widget::notes::{note_grid, note_places};
use crate::app::widget::plane::Plane;
use crate::app::widget::whole;
use crate::engine::{Digit, Shape};
use crate::play::{HintOverlay, LegendKind};

/// How opaque the digit a hint places is drawn before it is applied (as on the cube's
/// picture, `render::hint`).
const PLACED_ALPHA: f32 = 0.8;

/// How opaque the links read before the one on show are drawn, walking a chain: still there
/// to follow back, clearly behind the newest.
const EARLIER_LINK_ALPHA: f32 = 0.35;

/// How opaque a candidate the player has not written is drawn: paler than one written, still
/// the pattern's blue over the area's tint (at 0.6 it turned greyish on the light yellow).
const UNWRITTEN_ALPHA: f32 = 0.7;

/// The overlay for one face of a board drawn with `metrics`.
#[derive(Debug)]
pub struct HintCanvas<'a> {
    /// What to draw.
    pub overlay: &'a HintOverlay,
    /// The board (its geometry says where each cell is drawn).
    pub shape: Shape,
    /// The face on screen, or the whole Samurai.
    pub plane: Plane,
    /// The board's sizes.
    pub metrics: Metrics,
}

/// Where cell `index` of a row starts (its column), from the board's left edge.
pub fn cell_start(m: &Metrics, index: usize) -> f32 {
    m.start(index)
}

/// Where row `index` starts, from the board's top edge.
pub fn row_start(m: &Metrics, index: usize) -> f32 {
    m.start_row(index)
}

impl HintCanvas<'_> {
    /// The top-left corner of `cell` on this face, if the face shows it.
    fn corner(&self, cell: usize) -> Option<Point> {
        let (row, col) = self.plane.place_of(self.shape.geometry(), cell)?;
        Some(Point::new(
            cell_start(&self.metrics, col),
            row_start(&self.metrics, row),
        ))
    }

    /// The centre of the note place of `digit` in `cell` (where the board draws that note).
    fn note_centre(&self, cell: usize, digit: Digit) -> Option<Point> {
        let corner = self.corner(cell)?;
        let m = &self.metrics;
        // Clear of a killer's cage lines and sums, as the board draws the notes there.
        let (top, margin) = note_room(&self.shape, cell, m.cell);
        let digits = self.shape.geometry().size();
        let (left, pad_top, w, h) = note_places(m.cell, top, margin, digits);
        let across = note_grid(digits).0;
        let i = digit.get() as usize - 1;
        Some(Point::new(
            corner.x + left + (i % across) as f32 * w + w / 2.0,
            corner.y + pad_top + (i / across) as f32 * h + h / 2.0,
        ))
    }

    fn radius(&self) -> f32 {
        ((self.metrics.cell - 6.0) / 6.0).max(3.0)
    }

    fn note_size(&self) -> f32 {
        (self.metrics.cell * 0.25).round().max(7.0)
    }

    /// A candidate drawn as a disc of `color` with its digit.
    fn disc(&self, frame: &mut Frame, cell: usize, digit: Digit, color: Color, on: Color) {
        let Some(c) = self.note_centre(cell, digit) else {
            return;
        };
        frame.fill(&Path::circle(c, self.radius()), color);
        self.digit(frame, c, digit, on, self.note_size());
    }

    fn digit(&self, frame: &mut Frame, at: Point, digit: Digit, color: Color, size: f32) {
        frame.fill_text(canvas::Text {
            content: digit.to_string(),
            position: at,
            color,
            size: size.into(),
            align_x: iced::widget::text::Alignment::Center,
            align_y: Vertical::Center,
            ..canvas::Text::default()
        });
    }

    /// The centre of a link's end: the middle of its candidates on this face.
    fn node_centre(&self, node: &crate::engine::logic::Node) -> Option<Point> {
        let points: Vec<Point> = node
            .cells
            .iter()
            .filter_map(|&c| self.note_centre(c, node.digit))
            .collect();
        if points.is_empty() {
            return None;
        }
        let n = points.len() as f32;
        Some(Point::new(
            points.iter().map(|p| p.x).sum::<f32>() / n,
            points.iter().map(|p| p.y).sum::<f32>() / n,
        ))
    }

    fn draw_overlay(&self, frame: &mut Frame, theme: &Theme) {
        let colors = theme::hint_colors(theme);
        // No two marks in one place of a cell, nothing over the placed digit.
        let tidy = self.overlay.unstacked();
        let o = &tidy;
        let m = self.metrics;
        // The pattern's cells are not tinted: a translucent tint took the colour of whatever
        // lay under it (khaki on the area's yellow, light blue beside the peers), so it had no
        // colour of its own; the discs and the area say it.
        self.draw_cages(frame, colors);
        // Links under the discs, so the digits stay readable.
        let side = self.metrics.side();
        // Walking a chain, the links read before the one on show fade and thin, and the
        // newest are drawn bold: at link 42 of 42 the chain no longer reads as a tangle.
        let earlier = o.links.len().saturating_sub(o.current_links);
        for (index, link) in o.links.iter().enumerate() {
            let read_before = o.current_links > 0 && index < earlier;
            let mut colour = colors.link;
            let width = match (o.current_links, read_before) {
                (0, _) => 2.0,
                (_, true) => 1.5,
                (_, false) => 3.0,
            };
            if read_before {
                colour.a *= EARLIER_LINK_ALPHA;
            }
            let (a, b) = (self.node_centre(&link.from), self.node_centre(&link.to));
            let (from, to, off_face) = match (a, b) {
                (Some(a), Some(b)) => (a, b, false),
                // The other end is on another face: draw to the nearest edge of the board.
                (Some(p), None) | (None, Some(p)) => (p, nearest_edge(p, side), true),
                (None, None) => continue,
            };
            if off_face {
                // An arrowhead at the edge says the link goes on across it, even when the
                // candidate sits right by the edge and the line itself is short.
                let (dx, dy) = (to.x - from.x, to.y - from.y);
                let length = dx.hypot(dy).max(1e-3);
                let (ux, uy) = (dx / length, dy / length);
                let (long, half) = (m.cell * 0.28, m.cell * 0.16);
                let base = Point::new(to.x - ux * long, to.y - uy * long);
                let head = Path::new(|p| {
                    p.move_to(to);
                    p.line_to(Point::new(base.x - uy * half, base.y + ux * half));
                    p.line_to(Point::new(base.x + uy * half, base.y - ux * half));
                    p.close();
                });
                frame.fill(&head, colour);
            }
            let dash: &[f32] = if link.strong { &[] } else { &[5.0, 4.0] };
            frame.stroke(
                &Path::line(from, to),
                Stroke {
                    line_dash: LineDash {
                        segments: dash,
                        offset: 0,
                    },
                    ..Stroke::default().with_color(colour).with_width(width)
                },
            );
        }
        let unwritten = |c: usize, d: Digit| o.unwritten.contains(&(c, d));
        for &(cell, d) in &o.candidates {
            let mut color = colors.pattern;
            if unwritten(cell, d) {
                color.a = UNWRITTEN_ALPHA;
            }
            self.disc(frame, cell, d, color, colors.on_pattern);
        }
        for &(cell, d) in &o.fins {
            self.disc(frame, cell, d, colors.fin, colors.on_pattern);
        }
        for &(cell, d) in &o.strikes {
            let Some(c) = self.note_centre(cell, d) else {
                continue;
            };
            let r = self.radius();
            let background = theme::colors(theme).cell;
            frame.fill(&Path::circle(c, r), background);
            frame.stroke(
                &Path::circle(c, r),
                Stroke::default().with_color(colors.strike).with_width(1.5),
            );
            self.digit(frame, c, d, colors.strike, self.note_size());
            frame.stroke(
                &Path::line(Point::new(c.x - r, c.y + r), Point::new(c.x + r, c.y - r)),
                Stroke::default().with_color(colors.strike).with_width(2.0),
            );
        }
        // A single's reasons: the digits that rule out the others, ringed where they stand.
        for r in &o.rule_outs {
            if let Some(p) = self.corner(r.by) {
                let centre = Point::new(p.x + m.cell / 2.0, p.y + m.cell / 2.0);
                frame.stroke(
                    &Path::circle(centre, m.cell * 0.4),
                    Stroke::default().with_color(colors.rule_out).with_width(2.5),
                );
            }
        }
        if let Some((cell, d)) = o.placement {
            if let Some(p) = self.corner(cell) {
                let ring = Path::rectangle(Point::new(p.x + 1.5, p.y + 1.5), Size::new(m.cell - 3.0, m.cell - 3.0));
                frame.stroke(&ring, Stroke::default().with_color(colors.place).with_width(3.0));
                // Before it is applied the digit shows in the middle of the cell, a little
                // lighter than a digit entered: faint (a third) it was barely darker than a
                // highlighted or selected cell.
                if !self.overlay.candidates.is_empty() {
                    let centre = Point::new(p.x + m.cell / 2.0, p.y + m.cell * 0.56);
                    let mut c = colors.place;
                    c.a = PLACED_ALPHA;
                    self.digit(frame, centre, d, c, (m.cell * 0.58).round());
                }
            }
        }
        // A wrong entry's ring goes inside the placement's frame (MarkPlace::InnerFrame): when
        // the hint places the digit in the cell of the mistake, both show.
        for (cell, color) in [(o.mistake, colors.mistake), (o.conflict, colors.conflict)] {
            if let Some(p) = cell.and_then(|c| self.corner(c)) {
                let ring = Path::rectangle(
                    Point::new(p.x + 5.0, p.y + 5.0),
                    Size::new(m.cell - 10.0, m.cell - 10.0),
                );
                frame.stroke(&ring, Stroke::default().with_color(color).with_width(3.0));
            }
        }
        if let (Some(a), Some(b)) = (
            o.mistake.and_then(|c| self.corner(c)),
            o.conflict.and_then(|c| self.corner(c)),
        ) {
            let half = m.cell / 2.0;
            frame.stroke(
                &Path::line(Point::new(a.x + half, a.y + half), Point::new(b.x + half, b.y + half)),
                Stroke::default().with_color(colors.mistake).with_width(2.0),
            );
        }
    }
}

impl HintCanvas<'_> {
    /// Killer: the cages the hint rests on outlined solid in the pattern's colour, and the
    /// step's cells (innies and outies: the cells a cage's sum is read over) shaded and framed
    /// in it, under everything else the hint draws.
    fn draw_cages(&self, frame: &mut Frame, colors: &theme::HintColors) {
        let o = self.overlay;
        let Some(cages) = self.shape.cages().filter(|_| !o.cages.is_empty()) else {
            return;
        };
        let m = self.metrics;
        let places = CellPlaces::of_board(&m);
        let shade = Color {
            a: 0.22,
            ..colors.pattern
        };
        for &cell in &o.cells {
            let Some(p) = self.corner(cell) else {
                continue;
            };
            let square = Path::rectangle(Point::new(p.x + 1.0, p.y + 1.0), Size::new(m.cell - 2.0, m.cell - 2.0));
            frame.fill(&square, shade);
            frame.stroke(&square, Stroke::default().with_color(colors.pattern).with_width(2.0));
        }
        for &cage in &o.cages {
            draw_outline(frame, cages.cages(), cage, &places, colors.pattern, 2.5);
        }
    }
}

/// The point of the board's edge nearest `p`.
fn nearest_edge(p: Point, side: f32) -> Point {
    let choices = [
        (p.x, Point::new(0.0, p.y)),
        (side - p.x, Point::new(side, p.y)),
        (p.y, Point::new(p.x, 0.0)),
        (side - p.y, Point::new(p.x, side)),
    ];
    choices
        .iter()
        .min_by(|a, b| a.0.total_cmp(&b.0))
        .map(|c| c.1)
        .unwrap_or(p)
}

impl<M> canvas::Program<M> for HintCanvas<'_> {
    type State = ();

    fn draw(
        &self,
        _state: &(),
        renderer: &Renderer,
        theme: &Theme,
        bounds: Rectangle,
        _cursor: mouse::Cursor,
    ) -> Vec<canvas::Geometry> {
        vec![whole::drawn(renderer, bounds, |frame| {
            self.draw_overlay(frame, theme);
        })]
    }
}

/// One mark of the hint drawing, small, for the hint panel's legend: drawn with the same
/// colours and strokes as on the board.
#[derive(Debug, Clone, Copy)]
pub struct LegendSwatch {
    /// Which mark.
    pub kind: LegendKind,
}

impl<M> canvas::Program<M> for LegendSwatch {
    type State = ();

    fn draw(
        &self,
        _state: &(),
        renderer: &Renderer,
        theme: &Theme,
        bounds: Rectangle,
        _cursor: mouse::Cursor,
    ) -> Vec<canvas::Geometry> {
        vec![whole::drawn(renderer, bounds, |frame| {
            let colors = theme::hint_colors(theme);
            let (w, h) = (bounds.width, bounds.height);
            let centre = Point::new(w / 2.0, h / 2.0);
            let r = (h / 2.0 - 1.0).max(2.0);
            let line = |frame: &mut Frame, dash: &[f32]| {
                frame.stroke(
                    &Path::line(Point::new(1.0, h / 2.0), Point::new(w - 1.0, h / 2.0)),
                    Stroke {
                        line_dash: LineDash {
                            segments: dash,
                            offset: 0,
                        },
                        ..Stroke::default().with_color(colors.link).with_width(2.0)
                    },
                );
            };
            match self.kind {
                LegendKind::Pattern => frame.fill(&Path::circle(centre, r), colors.pattern),
                LegendKind::Fin => frame.fill(&Path::circle(centre, r), colors.fin),
                LegendKind::Removed => {
                    frame.stroke(
                        &Path::circle(centre, r),
                        Stroke::default().with_color(colors.strike).with_width(1.5),
                    );
                    frame.stroke(
                        &Path::line(
                            Point::new(centre.x - r, centre.y + r),
                            Point::new(centre.x + r, centre.y - r),
                        ),
                        Stroke::default().with_color(colors.strike).with_width(2.0),
                    );
                }
                LegendKind::Placed => {
                    let side = h - 3.0;
                    let ring = Path::rectangle(Point::new(centre.x - side / 2.0, 1.5), Size::new(side, side));
                    frame.stroke(&ring, Stroke::default().with_color(colors.place).with_width(2.5));
                }
                LegendKind::StrongLink => line(frame, &[]),
                LegendKind::WeakLink => line(frame, &[4.0, 3.0]),
                LegendKind::Area => {
                    let side = h - 2.0;
                    let square = Path::rectangle(Point::new(centre.x - side / 2.0, 1.0), Size::new(side, side));
                    frame.fill(&square, theme::colors(theme).hint);
                }
                LegendKind::RuleOut => frame.stroke(
                    &Path::circle(centre, r),
                    Stroke::default().with_color(colors.rule_out).with_width(2.0),
                ),
                LegendKind::Unwritten => frame.fill(
                    &Path::circle(centre, r),
                    Color {
                        a: UNWRITTEN_ALPHA,
                        ..colors.pattern
                    },
                ),
                LegendKind::Mistake | LegendKind::Conflict => {
                    let color = if self.kind == LegendKind::Mistake {
                        colors.mistake
                    } else {
                        colors.conflict
                    };
                    let side = h - 3.0;
                    let ring = Path::rectangle(Point::new(centre.x - side / 2.0, 1.5), Size::new(side, side));
                    frame.stroke(&ring, Stroke::default().with_color(color).with_width(2.5));
                }
            }
        })]
    }
}

/// A quiet row naming the kinds of mark the board draws for the hint (a swatch and a word
/// each), or nothing when it draws none of them: the hint panels of the game and of Learn's
/// Show me.
pub fn legend_row<M: 'static>(overlay: &HintOverlay) -> Option<iced::Element<'static, M>> {
    let entries = overlay.legend();
    if entries.is_empty() {
        return None;
    }
    let entries = entries.into_iter().map(|entry| {
        iced::widget::row![
            iced::widget::canvas(LegendSwatch { kind: entry.kind })
                .width(22)
                .height(14),
            iced::widget::text(entry.label).size(12).style(theme::muted_text),
        ]
        .spacing(4)
        .align_y(iced::Alignment::Center)
        .into()
    });
    Some(
        iced::widget::container(iced::widget::Row::with_children(entries).spacing(12).wrap())
            .id("hint-legend")
            .padding(iced::Padding {
                top: 4.0,
                ..iced::Padding::ZERO
            })
            .into(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_start_where_the_board_draws_them() {
        let m = Metrics::fit(600.0);
        assert_eq!(cell_start(&m, 0), m.thick);
        assert_eq!(cell_start(&m, 1), m.thick + m.cell + m.thin);
        // After a box: three cells, two thin lines and one thick one.
        assert_eq!(cell_start(&m, 3), 2.0 * m.thick + 3.0 * m.cell + 2.0 * m.thin);
        assert_eq!(cell_start(&m, 8) + m.cell + m.thick, m.side());
    }
}
