//! The board: one face of a [`Grid`] as 81 cell buttons, with thick lines between the 3x3
//! boxes. It works in terms of `(face, row, col)` and asks the grid's geometry for the cell
//! index at each place, so the classic board (one face) and the cube (three faces, some cells
//! shown twice) draw with the same code.

use iced::alignment::{Horizontal, Vertical};
use iced::widget::{button, column, container, row, space, text, Column, Row};
use iced::{Border, Color, Element, Length, Theme};

use crate::app::theme::{self, CellLook, Highlight};
use crate::engine::{Candidates, Face, Grid, Shape};

/// Everything the board shows, borrowed from the game.
#[derive(Clone, Copy, Debug)]
pub struct Board<'a> {
    /// The board in play.
    pub grid: &'a Grid,
    /// The puzzle's givens (a cell with a digit here is a given).
    pub givens: &'a Grid,
    /// The notes of every cell, by cell index.
    pub notes: &'a [Candidates],
    /// The selected cell.
    pub selected: Option<usize>,
    /// Cells of the last hint's pattern.
    pub hint_cells: &'a [usize],
    /// The cell the last hint filled in or pointed at.
    pub hint_target: Option<usize>,
    /// Cells to mark as wrong.
    pub wrong: &'a [usize],
    /// Highlight the selected cell's row, column and box (its peers).
    pub peers: bool,
    /// Highlight the cells holding the selected cell's digit.
    pub same_digit: bool,
}

/// Sizes of the drawn board, in logical pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Metrics {
    /// The side of a cell.
    pub cell: f32,
    /// Lines between cells.
    pub thin: f32,
    /// Lines between boxes and the frame.
    pub thick: f32,
}

impl Metrics {
    /// The biggest board that fits in a square of `side`.
    pub fn fit(side: f32) -> Metrics {
        let thick = if side >= 420.0 { 3.0 } else { 2.0 };
        let thin = 1.0;
        let cell = ((side - 4.0 * thick - 6.0 * thin) / 9.0).floor().max(12.0);
        Metrics { cell, thin, thick }
    }

    /// The side of the whole board.
    pub fn side(&self) -> f32 {
        9.0 * self.cell + 6.0 * self.thin + 4.0 * self.thick
    }
}

/// The widget id of the cell button at `(face, row, col)`: `cell-R-C` on the classic board
/// (0-based), `cell-F-R-C` on the cube with the face letter U, F or R.
pub fn cell_id(shape: Shape, face: Face, row: usize, col: usize) -> String {
    match shape {
        Shape::Classic => format!("cell-{row}-{col}"),
        Shape::Cube => format!("cell-{}-{row}-{col}", face.letter()),
    }
}

impl<'a> Board<'a> {
    /// How `cell` looks.
    pub fn look(&self, cell: usize) -> CellLook {
        let geometry = self.grid.geometry();
        let mut highlight = Highlight::None;
        if let Some(sel) = self.selected {
            if sel == cell {
                highlight = Highlight::Selected;
            } else if self.same_digit && self.grid.get(sel).is_some() && self.grid.get(sel) == self.grid.get(cell) {
                highlight = Highlight::Same;
            } else if self.peers && geometry.peers(sel).binary_search(&cell).is_ok() {
                highlight = Highlight::Peer;
            }
        }
        if highlight != Highlight::Selected {
            if self.hint_target == Some(cell) {
                highlight = Highlight::HintTarget;
            } else if self.hint_cells.contains(&cell) {
                highlight = highlight.max(Highlight::Hint);
            }
        }
        CellLook {
            given: self.givens.get(cell).is_some(),
            linked: geometry.is_linked(cell),
            highlight,
            wrong: self.wrong.contains(&cell) && self.grid.get(cell).is_some(),
        }
    }

    /// The face `face` as buttons in a square of `side`; pressing a cell sends
    /// `on_press(cell)`.
    pub fn view<'b, M>(&self, face: Face, side: f32, on_press: impl Fn(usize) -> M) -> Element<'b, M>
    where
        M: Clone + 'b,
    {
        let m = Metrics::fit(side);
        let geometry = self.grid.geometry();
        let shape = self.grid.shape();
        let digit_size = (m.cell * 0.58).round();
        let note_size = (m.cell * 0.25).round().max(7.0);

        let cell_button = |r: usize, c: usize| -> Element<'b, M> {
            let cell = geometry.cell_at(face, r, c);
            let content: Element<'b, M> = match self.grid.get(cell) {
                Some(d) => text(d.to_string())
                    .size(digit_size)
                    .width(Length::Fill)
                    .height(Length::Fill)
                    .align_x(Horizontal::Center)
                    .align_y(Vertical::Center)
                    .into(),
                None => notes_view(self.notes.get(cell).copied().unwrap_or_default(), m.cell, note_size),
            };
            let b = button(content)
                .width(m.cell)
                .height(m.cell)
                .padding(0)
                .style(cell_style(self.look(cell)))
                .on_press(on_press(cell));
            container(b).id(cell_id(shape, face, r, c)).into()
        };

        let boxes = |br: usize, bc: usize| -> Element<'b, M> {
            let rows = (0..3).map(|i| {
                Row::with_children((0..3).map(|j| cell_button(br * 3 + i, bc * 3 + j)))
                    .spacing(m.thin)
                    .into()
            });
            container(Column::with_children(rows).spacing(m.thin))
                .style(theme::box_frame)
                .into()
        };

        let bands = (0..3).map(|br| {
            Row::with_children((0..3).map(|bc| boxes(br, bc)))
                .spacing(m.thick)
                .into()
        });
        container(Column::with_children(bands).spacing(m.thick))
            .padding(m.thick)
            .style(theme::board_frame)
            .into()
    }
}

/// A cell's style: the theme's, and for a linked cell of the cube (one seen from two or three
/// faces) a lavender tint and frame of their own, which stay visible under the highlights.
fn cell_style(look: CellLook) -> impl Fn(&Theme, button::Status) -> button::Style {
    move |t, status| {
        let mut style = theme::cell(look)(t, status);
        if look.linked {
            // The 3D view's link colour (crate::render), so a linked cell looks the same in both.
            let colors = theme::colors(t);
            let (tint, frame) = (colors.linked, colors.linked_frame);
            if look.highlight == Highlight::None && !look.wrong {
                if let Some(iced::Background::Color(base)) = style.background {
                    let k = if look.given { 0.55 } else { 0.75 };
                    style.background = Some(iced::Background::Color(Color {
                        r: base.r + (tint.r - base.r) * k,
                        g: base.g + (tint.g - base.g) * k,
                        b: base.b + (tint.b - base.b) * k,
                        a: 1.0,
                    }));
                }
            }
            if look.highlight != Highlight::Selected {
                style.border = Border {
                    color: frame,
                    width: 1.0,
                    radius: 0.0.into(),
                };
            }
        }
        style
    }
}

/// Pencil marks: a 3x3 grid of small digits, each in its own place, in a cell of side `cell`.
fn notes_view<'a, M: 'a>(notes: Candidates, cell: f32, size: f32) -> Element<'a, M> {
    if notes.is_empty() {
        return text("").into();
    }
    let (w, h) = (((cell - 6.0) / 3.0).floor(), ((cell - 4.0) / 3.0).floor());
    let mark = |n: u8| -> Element<'a, M> {
        // An absent note is empty space of the same size (an empty text has no height).
        let Some(d) = crate::engine::Digit::new(n).filter(|&d| notes.contains(d)) else {
            return space().width(w).height(h).into();
        };
        text(d.to_string())
            .size(size)
            .width(w)
            .height(h)
            .align_x(Horizontal::Center)
            .align_y(Vertical::Center)
            .style(theme::note_text)
            .into()
    };
    let line = |first: u8| row![mark(first), mark(first + 1), mark(first + 2)];
    column![line(1), line(4), line(7)].padding([2, 3]).into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn metrics_fit_the_square() {
        for side in [200.0, 420.0, 640.0, 1000.0] {
            let m = Metrics::fit(side);
            assert!(m.side() <= side, "{side}: {m:?}");
            assert!(m.side() > side - 10.0, "{side}: {m:?}");
        }
    }

    #[test]
    fn highlights_follow_the_selection() {
        let grid = Grid::from_line("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
            .unwrap();
        let notes = vec![Candidates::NONE; 81];
        let board = Board {
            grid: &grid,
            givens: &grid,
            notes: &notes,
            selected: Some(0),
            hint_cells: &[],
            hint_target: None,
            wrong: &[],
            peers: true,
            same_digit: true,
        };
        assert_eq!(board.look(0).highlight, Highlight::Selected);
        assert_eq!(board.look(8).highlight, Highlight::Peer); // same row
        assert_eq!(board.look(20).highlight, Highlight::Peer); // same box
                                                               // Another 5, outside the row, column and box of r1c1.
        let other_five = (0..81)
            .find(|&c| c != 0 && grid.get(c) == grid.get(0) && grid.geometry().peers(0).binary_search(&c).is_err());
        assert_eq!(board.look(other_five.unwrap()).highlight, Highlight::Same);
        assert_eq!(board.look(40).highlight, Highlight::None);
        assert!(board.look(0).given);
        assert_eq!(cell_id(Shape::Classic, Face::Top, 2, 3), "cell-2-3");
        assert_eq!(cell_id(Shape::Cube, Face::Right, 0, 8), "cell-R-0-8");
    }
}
