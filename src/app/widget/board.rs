//! The board: one face of a [`Grid`] as 81 cell buttons (36 on Mini), with thick lines
//! between the boxes (3x3, or Mini's 2x3). It works in terms of `(face, row, col)` and asks the grid's geometry for the cell
//! index at each place, so the classic board (one face) and the cube (three faces, some cells
//! shown twice) draw with the same code. A diagonal board tints the cells of its two
//! diagonals; a jigsaw board has no box lines: its cells sit evenly, and thick borders drawn
//! over the gaps ([`crate::app::widget::regions`]) part its regions. A killer board draws its
//! cages over the cells ([`crate::app::widget::cages`]); the notes of a cell that shows a
//! cage's sum sit below it.

use iced::alignment::{Horizontal, Vertical};
use iced::widget::{button, canvas, column, container, row, space, stack, text, Column, Row};
use iced::{Element, Length, Theme};

use crate::app::theme::{self, CellLook, Highlight};
// The sizes live in their own file, which the layers drawn over the board read without
// reading the board (no import circle between the board and its layers).
pub use crate::app::widget::metrics::Metrics;

use crate::app::widget::cages::{note_room, CageLines};
use crate::app::widget::glow::GlowCanvas;
use crate::app::widget::hint_overlay::HintCanvas;
use crate::app::widget::notes::{notes_view, remembered_view};
pub use crate::app::widget::plane::Plane;
use crate::app::widget::regions::{bordered, diagonal_fill};
use crate::app::widget::touch::{Pick, Touch};
use crate::engine::{Candidates, Face, Grid, HouseKind, Shape};
use crate::play::HintOverlay;

/// Everything the board shows, borrowed from the game.
#[derive(Clone, Copy, Debug)]
pub struct Board<'a> {
    /// The board in play.
    pub grid: &'a Grid,
    /// The puzzle's givens (a cell with a digit here is a given).
    pub givens: &'a Grid,
    /// The notes of every cell, by cell index.
    pub notes: &'a [Candidates],
    /// Eliminations hints showed, by cell index, to draw small and struck out where the cell
    /// is empty and has no notes (`GameState::remembered_marks`).
    pub remembered: &'a [Candidates],
    /// The selected cell.
    pub selected: Option<usize>,
    /// The other selected cells (a selection of several): drawn selected; the peers and the
    /// same digit are highlighted only for a selection of one.
    pub also: &'a [usize],
    /// The cells the candidate filter lights up.
    pub filtered: &'a [usize],
    /// The colour mark of every cell, by cell index (0: none; see `GameState::paint`).
    pub colours: &'a [u8],
    /// Cells of the last hint's pattern.
    pub hint_cells: &'a [usize],
    /// The cell the last hint filled in or pointed at.
    pub hint_target: Option<usize>,
    /// Cells to mark as wrong (against the solution).
    pub wrong: &'a [usize],
    /// Cells whose digit repeats in one of their houses (always marked).
    pub conflicts: &'a [usize],
    /// Highlight the selected cell's row, column and box (its peers).
    pub peers: bool,
    /// Highlight the cells holding the selected cell's digit.
    pub same_digit: bool,
}

/// What a board draws over its cells: the hint on show, and the victory wave's glow (by cell
/// index, 0 to 1) while it runs.
#[derive(Clone, Copy, Default)]
pub struct Layers<'b> {
    /// The hint's drawing (see [`HintCanvas`]).
    pub hint: Option<&'b HintOverlay>,
    /// The wave's brightness per cell (see [`GlowCanvas`]).
    pub glow: Option<&'b [f32]>,
}

/// Room for the row and column labels beside and above the board.
pub const LABEL: f32 = 22.0;

/// The board's sizes in a square of `side` that also holds the labels.
pub fn board_metrics(side: f32) -> Metrics {
    Metrics::fit(side - LABEL)
}

/// The board with its column labels (c1..c9) above and row labels (r1..r9) at the left, each
/// centred on its cells. The whole Samurai keeps the labels' room but names nothing there: its
/// cells are named by grid ("Centre r1c1"), which the grids' own views label.
fn labelled<'b, M: 'b>(board: Element<'b, M>, m: Metrics, plane: Plane) -> Element<'b, M> {
    // The longest label ("c16" on Giant) fits its cell: in the smallest window a 16x16 board's
    // cells are 17 px, and "c13" to "c16" at 10 px ran into each other.
    let longest = format!("c{}", m.size).len() as f32;
    let size = if m.cell >= 40.0 {
        12.0
    } else {
        (m.cell / (0.62 * longest)).clamp(7.0, 10.0)
    };
    let gap = |i: usize| m.start(i + 1) - m.start(i) - m.cell;
    let row_gap = |i: usize| m.start_row(i + 1) - m.start_row(i) - m.cell;
    let mut columns: Vec<Element<'b, M>> = vec![space().width(LABEL + m.thick).into()];
    let mut rows: Vec<Element<'b, M>> = vec![space().height(m.thick).into()];
    let label = |name: String| if plane == Plane::Square { String::new() } else { name };
    for i in 0..m.size {
        columns.push(
            text(label(format!("c{}", i + 1)))
                .size(size)
                .width(m.cell)
                .align_x(Horizontal::Center)
                .style(theme::muted_text)
                .into(),
        );
        rows.push(
            text(label(format!("r{}", i + 1)))
                .size(size)
                .width(LABEL - 4.0)
                .height(m.cell)
                .align_x(Horizontal::Right)
                .align_y(Vertical::Center)
                .style(theme::muted_text)
                .into(),
        );
        if i + 1 < m.size {
            columns.push(space().width(gap(i)).into());
            rows.push(space().height(row_gap(i)).into());
        }
    }
    let top = container(Row::with_children(columns))
        .height(LABEL)
        .align_y(Vertical::Bottom);
    let left = container(Column::with_children(rows))
        .width(LABEL)
        .padding(iced::Padding {
            right: 4.0,
            ..iced::Padding::ZERO
        });
    column![top, row![left, board]].into()
}

/// The widget id of the cell button at `(face, row, col)`: `cell-R-C` on the classic board
/// (0-based), `cell-F-R-C` on the cube with the face letter U, F or R.
pub fn cell_id(shape: &Shape, face: Face, row: usize, col: usize) -> String {
    if shape.geometry().faces().len() > 1 {
        format!("cell-{}-{row}-{col}", face.letter())
    } else {
        format!("cell-{row}-{col}")
    }
}

impl<'a> Board<'a> {
    /// The board's sizes in a square of `side` that also holds the labels: a jigsaw board
    /// has no box lines.
    pub fn metrics(&self, side: f32) -> Metrics {
        self.metrics_on(Plane::Face(Face::Top), side)
    }

    /// The sizes of `plane` in a square of `side` with the labels: the whole Samurai is 21
    /// cells a side in boxes of 3x3 (every grid's edge falls between two boxes).
    pub fn metrics_on(&self, plane: Plane, side: f32) -> Metrics {
        let geometry = self.grid.geometry();
        let m = Metrics::fit_sized(side - LABEL, plane.size(geometry), geometry.box_shape());
        if self.grid.shape().variant().row().structure.boxes {
            m
        } else {
            m.without_boxes()
        }
    }

    /// How `cell` looks.
    pub fn look(&self, cell: usize) -> CellLook {
        let geometry = self.grid.geometry();
        let mut highlight = Highlight::None;
        let single = self.also.is_empty();
        if self.also.contains(&cell) {
            highlight = Highlight::Selected;
        } else if let Some(sel) = self.selected.filter(|_| single || self.selected == Some(cell)) {
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
            conflict: self.conflicts.contains(&cell),
        }
    }

    /// The player's marks on `cell`.
    pub fn tint(&self, cell: usize) -> Tint {
        let geometry = self.grid.geometry();
        Tint {
            colour: self.colours.get(cell).copied().filter(|&k| k != 0),
            filtered: self.filtered.contains(&cell),
            diagonal: geometry
                .houses_of(cell)
                .iter()
                .any(|&h| geometry.houses()[h].kind == HouseKind::Diagonal),
        }
    }

    /// The face `face` as buttons in a square of `side`, with row and column labels (r1..r9,
    /// c1..c9, as the sentences name cells); pressing a cell sends `on_press(cell)`.
    pub fn view<'b, M>(&self, face: Face, side: f32, on_press: impl Fn(usize) -> M) -> Element<'b, M>
    where
        M: Clone + 'b,
    {
        self.view_with_hint(face, side, on_press, None)
    }

    /// As [`Board::view`], with a hint drawn over the board (see [`HintCanvas`]).
    pub fn view_with_hint<'b, M>(
        &self,
        face: Face,
        side: f32,
        on_press: impl Fn(usize) -> M,
        hint: Option<&'b HintOverlay>,
    ) -> Element<'b, M>
    where
        M: Clone + 'b,
    {
        self.view_with_layers(face.into(), side, on_press, hint, None)
    }

    /// As [`Board::view_with_hint`], with the victory wave's glow over the cells (by cell
    /// index, 0 to 1; see [`GlowCanvas`]) while it runs.
    pub fn view_with_layers<'b, M>(
        &self,
        plane: Plane,
        side: f32,
        on_press: impl Fn(usize) -> M,
        hint: Option<&'b HintOverlay>,
        glow: Option<&'b [f32]>,
    ) -> Element<'b, M>
    where
        M: Clone + 'b,
    {
        let m = self.metrics_on(plane, side);
        let board = self.cells_view(plane, m, on_press);
        let board = match glow {
            Some(levels) => {
                let program = GlowCanvas {
                    levels,
                    shape: self.grid.shape().clone(),
                    plane,
                    metrics: m,
                };
                let drawn = canvas(program).width(m.side()).height(m.side());
                container(stack![board, drawn]).id("victory-glow").into()
            }
            None => board,
        };
        let board = match hint {
            Some(overlay) => {
                let program = HintCanvas {
                    overlay,
                    shape: self.grid.shape().clone(),
                    plane,
                    metrics: m,
                };
                let drawn = canvas(program).width(m.side()).height(m.side());
                container(stack![board, drawn]).id("hint-overlay").into()
            }
            None => board,
        };
        labelled(board, m, plane)
    }

    /// As [`Board::view_with_layers`], picking cells with the mouse (see [`Touch`]): a press
    /// sends `on_pick(cell, pick)`, a drag `on_drag(cell)` for each cell it reaches, the
    /// release `on_release`.
    pub fn view_picking<'b, M>(
        &self,
        plane: impl Into<Plane>,
        side: f32,
        layers: Layers<'b>,
        on_pick: impl Fn(usize, Pick) -> M + 'b,
        on_drag: impl Fn(usize) -> M + 'b,
        on_release: M,
    ) -> Element<'b, M>
    where
        M: Clone + 'b,
    {
        let plane = plane.into();
        let pick = |cell: usize| on_pick(cell, Pick::Only);
        let view = self.view_with_layers(plane, side, pick, layers.hint, layers.glow);
        let m = self.metrics_on(plane, side);
        // A handle of its own: the closure outlives this borrow of the board.
        let shape = self.grid.shape().clone();
        // The labels take LABEL above and at the left of the cells (see `labelled`).
        let locate = move |p: iced::Point| {
            let row = place_at(m, p.y - LABEL, Metrics::start_row)?;
            let col = place_at(m, p.x - LABEL, Metrics::start)?;
            plane.cell_at(shape.geometry(), row, col)
        };
        Touch::new(
            view,
            locate,
            move |_, cell, pick| on_pick(cell, pick),
            move |_, cell| on_drag(cell),
            on_release,
        )
        .into()
    }

    fn cells_view<'b, M>(&self, plane: Plane, m: Metrics, on_press: impl Fn(usize) -> M) -> Element<'b, M>
    where
        M: Clone + 'b,
    {
        let geometry = self.grid.geometry();
        let shape = self.grid.shape();
        let digit_size = (m.cell * 0.58).round();
        let digits = geometry.size();
        let (box_rows, box_cols) = m.box_shape;
        // Six notes sit in two rows of three: a little larger than nine in three.
        let note_size = (m.cell * if digits <= 6 { 0.3 } else { 0.25 }).round().max(7.0);

        let cell_button = |r: usize, c: usize| -> Element<'b, M> {
            let Some(cell) = plane.cell_at(geometry, r, c) else {
                return space().width(m.cell).height(m.cell).into();
            };
            let content: Element<'b, M> = match self.grid.get(cell) {
                Some(d) => text(d.to_string())
                    .size(digit_size)
                    .width(Length::Fill)
                    .height(Length::Fill)
                    .align_x(Horizontal::Center)
                    .align_y(Vertical::Center)
                    .into(),
                None => {
                    let (top, margin) = note_room(shape, cell, m.cell);
                    match self.notes.get(cell).copied().unwrap_or_default() {
                        notes if notes.is_empty() => remembered_view(
                            self.remembered.get(cell).copied().unwrap_or_default(),
                            m.cell,
                            note_size,
                            top,
                            margin,
                            digits,
                        ),
                        notes => notes_view(notes, m.cell, note_size, top, margin, digits),
                    }
                }
            };
            let b = button(content)
                .width(m.cell)
                .height(m.cell)
                .padding(0)
                .style(cell_style(self.look(cell), self.tint(cell)))
                .on_press(on_press(cell));
            // On the whole Samurai a cell keeps the id of its first grid's place, the one
            // that grid's own view gives it.
            let id = match plane {
                Plane::Face(face) => cell_id(shape, face, r, c),
                Plane::Square => {
                    let p = geometry.positions(cell)[0];
                    cell_id(shape, p.face, p.row as usize, p.col as usize)
                }
            };
            container(b).id(id).into()
        };

        if let (Some(regions), false) = (shape.regions(), m.boxes) {
            // Every gap a thin line; the regions' borders are drawn over them.
            return container(bordered(*regions.map(), m, cell_button))
                .id("region-lines")
                .into();
        }

        let boxes = |br: usize, bc: usize| -> Element<'b, M> {
            // The whole Samurai's boxes between the corner grids hold no cell: the page shows
            // through them (its grids' lines are drawn under the cells, see `SamuraiLines`).
            if plane.cell_at(geometry, br * box_rows, bc * box_cols).is_none() {
                let across = |n: usize| n as f32 * m.cell + (n - 1) as f32 * m.thin;
                return space().width(across(box_cols)).height(across(box_rows)).into();
            }
            let rows = (0..box_rows).map(|i| {
                Row::with_children((0..box_cols).map(|j| cell_button(br * box_rows + i, bc * box_cols + j)))
                    .spacing(m.thin)
                    .into()
            });
            container(Column::with_children(rows).spacing(m.thin))
                .style(theme::box_frame)
                .into()
        };

        let bands = (0..m.size / box_rows).map(|br| {
            Row::with_children((0..m.size / box_cols).map(|bc| boxes(br, bc)))
                .spacing(m.thick)
                .into()
        });
        let framed = container(Column::with_children(bands).spacing(m.thick)).padding(m.thick);
        if plane == Plane::Square {
            let lines = canvas(SamuraiLines { metrics: m }).width(m.side()).height(m.side());
            return stack![lines, framed].into();
        }
        let framed = framed.style(theme::board_frame);
        match shape.cages() {
            Some(cages) => {
                let lines = CageLines {
                    cages: cages.clone(),
                    metrics: m,
                    broken: self.grid.broken_cages(),
                };
                let drawn = canvas(lines).width(m.side()).height(m.side());
                container(stack![framed, drawn]).id("cage-lines").into()
            }
            None => framed.into(),
        }
    }
}

/// The whole Samurai's lines: each grid's square in the thick lines' colour, under its cells
/// (the gaps between the cells and boxes show it), and nothing between the corner grids.
#[derive(Debug)]
struct SamuraiLines {
    metrics: Metrics,
}

impl<M> canvas::Program<M> for SamuraiLines {
    type State = ();

    fn draw(
        &self,
        _state: &(),
        renderer: &iced::Renderer,
        theme: &Theme,
        bounds: iced::Rectangle,
        _cursor: iced::mouse::Cursor,
    ) -> Vec<canvas::Geometry> {
        let m = &self.metrics;
        let colour = theme::colors(theme).thick_line;
        vec![crate::app::widget::whole::drawn(renderer, bounds, |frame| {
            for &(r0, c0) in &crate::engine::geometry::SAMURAI_ORIGINS {
                let (x0, y0) = (m.start(c0) - m.thick, m.start_row(r0) - m.thick);
                let (x1, y1) = (
                    m.start(c0 + 8) + m.cell + m.thick,
                    m.start_row(r0 + 8) + m.cell + m.thick,
                );
                let square = canvas::Path::rectangle(iced::Point::new(x0, y0), iced::Size::new(x1 - x0, y1 - y0));
                frame.fill(&square, colour);
            }
        })]
    }
}

/// What the player put on a cell besides its content: a colour mark, and whether the
/// candidate filter lights it up.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tint {
    /// The colour mark, 1 to 6.
    pub colour: Option<u8>,
    /// The candidate filter lights the cell up.
    pub filtered: bool,
    /// The cell lies on a main diagonal of a diagonal board: a quiet tint under every other
    /// mark and highlight.
    pub diagonal: bool,
}

/// A cell's style: the theme's (a linked cell of the cube has its own tint and frame there),
/// with the player's marks. A colour mark fills the cell, and the filter's fill comes next:
/// both win over the passing highlights (peers, the same digit, a selected cell's fill) but
/// not over a mistake, a clash or a hint on show. A selected cell that shows a mark keeps a
/// thicker frame; a painted cell the filter lights up gets a frame in the filter's colour.
fn cell_style(look: CellLook, tint: Tint) -> impl Fn(&Theme, button::Status) -> button::Style {
    let base = theme::cell(look);
    move |t, status| {
        let mut style = base(t, status);
        let marks = theme::mark_colors(t);
        let painted = tint
            .colour
            .and_then(|k| marks.cells.get(usize::from(k).wrapping_sub(1)).copied());
        let fill = painted.or(tint.filtered.then_some(marks.filter));
        let shown = !look.wrong && !look.conflict && !matches!(look.highlight, Highlight::Hint | Highlight::HintTarget);
        if tint.diagonal && fill.is_none() && shown && look.highlight == Highlight::None {
            let hovered = matches!(status, button::Status::Hovered | button::Status::Pressed);
            let colour = diagonal_fill(t, look.given, hovered, style.text_color);
            style.background = Some(iced::Background::Color(colour));
        }
        if let (Some(fill), true) = (fill, shown) {
            style.background = Some(iced::Background::Color(fill));
            if look.highlight == Highlight::Selected {
                style.border = iced::Border {
                    color: theme::colors(t).accent,
                    width: 3.0,
                    radius: 0.0.into(),
                };
            } else if painted.is_some() && tint.filtered {
                style.border = iced::Border {
                    color: theme::colors(t).thick_line,
                    width: 2.0,
                    radius: 0.0.into(),
                };
            }
        }
        style
    }
}

/// The row (or column) at `offset` from the board's frame, on a board of metrics `m`: `None`
/// on a line between cells or off the board.
fn place_at(m: Metrics, offset: f32, start: fn(&Metrics, usize) -> f32) -> Option<usize> {
    (0..m.size).find(|&i| {
        let start = start(&m, i);
        (start..start + m.cell).contains(&offset)
    })
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
            remembered: &notes,
            selected: Some(0),
            also: &[],
            filtered: &[],
            colours: &[],
            hint_cells: &[],
            hint_target: None,
            wrong: &[],
            conflicts: &[],
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
        assert_eq!(cell_id(&Shape::Classic, Face::Top, 2, 3), "cell-2-3");
        assert_eq!(cell_id(&Shape::Cube, Face::Right, 0, 8), "cell-R-0-8");
    }
}
