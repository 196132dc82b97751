//! The game on the cube: the 3D view and its picture, the preview beside the flat face, the
//! face shown, and the labels on the flat face's linked edges. The cube's parts come from
//! [`crate::app::widget::cube_parts`] and [`crate::app::widget::edge_links`].

use iced::alignment::Horizontal;
use iced::widget::{button, column, container, opaque, row, stack, text};
use iced::{Alignment, Element, Length, Point, Size};

use super::export::export_card;
use super::layout::{
    compact_per_row, cube_layout, gap, hint_under_height, hint_under_width, layout, low_panel, under_width, BUTTON,
    COMPACT, HEADER, LABEL_H, PAD_KEY, SPACING, STRIP_KEY,
};
use super::{Action, Game, Message, Pick};
use crate::app::theme;
use crate::app::widget::cube_parts::Parts;
use crate::app::widget::cube_view::CubeBoard;
use crate::app::widget::edge_links::{self, edge_links, off_face_marks, strip_faces, OffFaceMark, Side};
use crate::app::widget::pad::label_width;
use crate::app::widget::preview::Preview;
use crate::engine::{Face, Shape};
use crate::render::{CubeMarks, Mark};
use crate::t;

impl Game {
    /// The face shown on the board (always [`Face::Top`] on the classic board).
    pub fn face(&self) -> Face {
        self.face
    }

    /// The cube's preview (never rendered on the classic board).
    pub fn preview(&self) -> &Preview {
        &self.preview
    }

    /// The cube's 3D view (drawn only on the cube, while it is the view chosen).
    pub fn cube_board(&self) -> &CubeBoard {
        &self.cube_board
    }

    /// Whether the cube is played in 3D (the setting; the classic board ignores it).
    pub fn cube_view(&self) -> bool {
        self.cube_view
    }

    /// Plays the cube in 3D, or on one flat face at a time.
    pub fn set_cube_view(&mut self, on: bool) {
        self.cube_view = on;
        self.refresh_preview();
    }

    /// Whether the 3D view is on show: the cube played in 3D, except while a hint is open,
    /// when the flat face shows the hint at a size that can be read (unless the player asked
    /// for the 3D view during this hint).
    pub fn in_3d(&self) -> bool {
        self.cube_view && self.shape() == Shape::Cube && (!self.hint_open() || self.hint_in_3d == Some(self.hint_seq))
    }

    /// Cube: while a hint is open, shows the face that holds the most of what the hint's
    /// stage draws (among the faces of the cell it places or the wrong entry, if any), once
    /// per stage: a pattern over two faces shows where most of it is, and the face switcher
    /// and the preview reach the other. A Samurai shown one grid larger follows the same way
    /// from grid to grid; its whole board shows every grid, so it stays.
    pub(super) fn follow_hint(&mut self) {
        let samurai = self.shape() == Shape::Samurai;
        if self.shape() != Shape::Cube && !samurai {
            return;
        }
        let (Some(active), Some(overlay)) = (&self.hint, &self.overlay) else {
            self.hint_faced = None;
            return;
        };
        let shown = (self.hint_seq, active.stage);
        if self.hint_faced == Some(shown) {
            return;
        }
        self.hint_faced = Some(shown);
        if samurai && self.whole {
            return;
        }
        let geometry = self.state.grid().geometry();
        let faces_of = |cell: usize| geometry.positions(cell).iter().map(|p| p.face).collect::<Vec<Face>>();
        let focus = overlay.placement.map(|p| p.0).or(overlay.mistake);
        let board_faces = Face::of_board(geometry.faces().len()).to_vec();
        let allowed: Vec<Face> = focus.map_or(board_faces, faces_of);
        let mut cells: Vec<usize> = overlay.area.clone();
        cells.extend(&overlay.cells);
        cells.extend(overlay.candidates.iter().map(|c| c.0));
        cells.extend(overlay.strikes.iter().map(|c| c.0));
        cells.extend(overlay.fins.iter().map(|c| c.0));
        cells.extend(focus);
        cells.sort_unstable();
        cells.dedup();
        let count = |face: Face| cells.iter().filter(|&&c| faces_of(c).contains(&face)).count();
        // The face on show wins a tie: no jump when it shows as much as any other.
        let best = allowed
            .iter()
            .copied()
            .max_by_key(|&f| (count(f), f == self.face))
            .unwrap_or(self.face);
        if best != self.face {
            if samurai {
                self.show_grid(Some(best));
            } else {
                self.show_face(best);
            }
        }
    }

    /// What the 3D view highlights in each cell, with the same rules as the flat board: the
    /// selected cell's peers on every face, the cells holding its digit, the last hint, and
    /// wrong cells (mistakes shown, a Check's, and digits that clash in a house).
    pub(super) fn cube_marks(&self) -> Vec<Mark> {
        let grid = self.state.grid();
        let geometry = grid.geometry();
        let mut marks = vec![Mark::None; grid.len()];
        // The filter first: the selection's own highlights go over it.
        for c in self.filtered_cells() {
            marks[c] = Mark::Filter;
        }
        for &c in &self.also {
            if let Some(m) = marks.get_mut(c) {
                *m = Mark::Selected;
            }
        }
        if let Some(sel) = self.selected.filter(|_| self.also.is_empty()) {
            if self.highlights.0 {
                for &p in geometry.peers(sel) {
                    if marks[p] == Mark::None {
                        marks[p] = Mark::Peer;
                    }
                }
            }
            if let (true, Some(d)) = (self.highlights.1, grid.get(sel)) {
                for (cell, mark) in marks.iter_mut().enumerate() {
                    if grid.get(cell) == Some(d) {
                        *mark = Mark::Same;
                    }
                }
            }
        }
        for &c in &self.hint_cells {
            if let Some(m) = marks.get_mut(c) {
                *m = Mark::Hint;
            }
        }
        if let Some(m) = self.hint_target.and_then(|c| marks.get_mut(c)) {
            *m = Mark::HintTarget;
        }
        let clashes = grid.conflicts().into_iter().flat_map(|c| [c.first, c.second]);
        for c in self.wrong_cells().into_iter().chain(clashes) {
            if grid.get(c).is_some() && self.state.puzzle().get(c).is_none() {
                if let Some(m) = marks.get_mut(c) {
                    *m = Mark::Wrong;
                }
            }
        }
        // The victory wave over everything else (a solved board has no mistakes to hide).
        for (mark, &level) in marks.iter_mut().zip(self.glow().unwrap_or_default()) {
            if level > 0.0 {
                *mark = Mark::Glow((level * 255.0).round() as u8);
            }
        }
        marks
    }

    /// Renders the cube's preview again if what it shows changed (see [`Preview::show`]).
    /// Called after every message: a render (about 2.5 ms at 600 px) happens inline, and only
    /// after a move, a switch, a resize or a theme change, never on a tick or a mouse move.
    pub(super) fn refresh_preview(&mut self) {
        if self.shape() != Shape::Cube {
            return;
        }
        let body = Size::new(
            self.display.window.width,
            (self.display.window.height - HEADER).max(0.0),
        );
        if self.in_3d() {
            let side = cube_layout(body, self.hint_open()).side;
            let hidden = crate::engine::Grid::empty(Shape::Cube);
            let (puzzle, current) = if self.paused {
                (&hidden, &hidden)
            } else {
                (self.state.puzzle(), self.state.grid())
            };
            let view = crate::render::CubeView {
                puzzle,
                current,
                active_face: Some(self.face),
                selected: self.selected.filter(|_| !self.paused),
                size: (side * self.display.scale).round().max(1.0) as u32,
                dark: self.display.dark,
            };
            let (marks, notes, colours) = if self.paused {
                (Vec::new(), Vec::new(), Vec::new())
            } else {
                (
                    self.cube_marks(),
                    self.state.all_notes().to_vec(),
                    self.state.all_colours().to_vec(),
                )
            };
            self.cube_board.show(
                &view,
                &CubeMarks {
                    marks: &marks,
                    notes: &notes,
                    colours: &colours,
                    hint: self.overlay.as_ref().filter(|_| !self.paused),
                },
            );
            return;
        }
        let side = layout(self.shape(), body, self.hint_open()).preview;
        let view = crate::render::CubeView {
            puzzle: self.state.puzzle(),
            current: self.state.grid(),
            active_face: Some(self.face),
            selected: self.selected,
            size: (side * self.display.scale).round().max(1.0) as u32,
            dark: self.display.dark,
        };
        self.preview.show(&view, self.paused, self.overlay.as_ref());
    }

    /// Cube: shows `face` on the board. A selected cell the face also shows (a linked one)
    /// stays selected; otherwise the same place on the new face is.
    pub(super) fn show_face(&mut self, face: Face) {
        if self.shape() != Shape::Cube || face == self.face {
            return;
        }
        let geometry = self.state.grid().geometry();
        if let Some(cell) = self.selected {
            let places = geometry.positions(cell);
            if !places.iter().any(|p| p.face == face) {
                let place = places.iter().find(|p| p.face == self.face).or(places.first());
                self.selected = place.map(|p| geometry.cell_at(face, p.row as usize, p.col as usize));
            }
        }
        self.face = face;
    }

    /// Cube: makes sure the board shows `cell`, switching to a face of it if need be.
    pub(super) fn reveal(&mut self, cell: usize) {
        let places = self.state.grid().geometry().positions(cell);
        if !places.iter().any(|p| p.face == self.face) {
            if let Some(p) = places.first() {
                self.face = p.face;
            }
        }
    }

    /// Cube: the 3D view was pressed. The face of the cell pressed becomes the face played:
    /// the pad counts it, and the arrow keys move on it.
    pub(super) fn cube_pressed(&mut self, point: Point, side: f32, pick: Pick) -> Action {
        if let Some((face, row, col)) = self.cube_board.hit(point, side) {
            self.face = face;
            self.pick(self.state.grid().geometry().cell_at(face, row, col), pick);
        }
        Action::None
    }

    /// Cube: the preview was pressed. It shows the face clicked and selects the cell.
    pub(super) fn preview_pressed(&mut self, point: Point, side: f32) -> Action {
        if let Some((face, row, col)) = self.preview.hit(point, side) {
            self.show_face(face);
            self.select_only(Some(self.state.grid().geometry().cell_at(face, row, col)));
        }
        Action::None
    }

    /// Cube: switches between the 3D view and the flat face. While a hint is open the switch
    /// is for this hint only: the 3D view, or back to the flat face the hint turned to; the
    /// player's choice of view stays as it was (unless it was the flat face: then 3D it is).
    pub(super) fn toggle_view(&mut self) -> Action {
        if self.shape() == Shape::Samurai {
            return self.toggle_whole();
        }
        if self.shape() != Shape::Cube {
            return Action::None;
        }
        if !self.hint_open() {
            self.cube_view = !self.cube_view;
        } else if self.in_3d() {
            self.hint_in_3d = None;
        } else {
            self.cube_view = true;
            self.hint_in_3d = Some(self.hint_seq);
        }
        Action::None
    }

    /// Cube: the body with the 3D view as the board.
    pub(super) fn body_3d(&self, size: Size) -> Element<'_, Message> {
        let l = cube_layout(size, self.hint_open());
        let surface: Element<'_, Message> = if self.paused {
            self.board_area(l.side)
        } else {
            let view = if self.playing() {
                self.cube_board.view_picking(
                    l.side,
                    |point, side, pick| match pick {
                        Pick::Only => Message::CubePressed(point, side),
                        pick => Message::CubePicked(point, side, pick),
                    },
                    Message::CubeDragged,
                    Message::DragEnded,
                )
            } else {
                self.cube_board.view(l.side, None)
            };
            match (self.export, self.victory) {
                // The export choice over the 3D view, as over the flat board.
                (Some(choice), _) => {
                    let card = container(export_card(choice)).padding([22, 28]).style(theme::card);
                    stack![view, opaque(container(card).center(l.side).style(theme::scrim))].into()
                }
                (None, Some(victory)) if self.victory_card_open() => {
                    let card = self.victory_card(victory, l.side);
                    stack![view, opaque(container(card).center(l.side).style(theme::scrim))].into()
                }
                _ => view,
            }
        };
        let column_height = size.height - 2.0 * gap(size);
        let content: Element<'_, Message> = if l.wide {
            // The view switch beside the status line keeps the panel as tall as the flat
            // board's, so it fits an 800 x 600 window too.
            let switch = self.view_switch_width(l.side);
            let under = row![self.status_line(l.side - switch - 8.0), self.view_switch(switch)]
                .spacing(8)
                .align_y(Alignment::Start);
            let low = low_panel(column_height);
            row![
                column![surface, under].spacing(12),
                self.panel(low, column_height, l.side)
            ]
            .spacing(gap(size))
            .align_y(Alignment::Center)
            .into()
        } else if self.hint_open() {
            // The status line and the hint's box under the view, then the pad and every
            // action, compact, the view switch among them.
            let width = hint_under_width(size);
            let room = hint_under_height(size, l.side, true);
            column![
                surface,
                self.status_line(l.side),
                self.hint_panel(width, room),
                self.pad()
                    .rows(width, PAD_KEY, Message::DigitPressed, Message::ClearPressed),
                self.compact_rows(width, compact_per_row(width, true), true),
            ]
            .spacing(SPACING)
            .align_x(Alignment::Center)
            .into()
        } else {
            let width = under_width(size);
            column![
                surface,
                self.status_line(l.side),
                self.pad()
                    .strip(width, STRIP_KEY, Message::DigitPressed, Message::ClearPressed),
                self.tools_bar(width),
                self.action_row(width, true),
            ]
            .spacing(SPACING)
            .align_x(Alignment::Center)
            .into()
        };
        container(content).center(Length::Fill).padding(gap(size)).into()
    }

    /// Cube: the button switching between the 3D view and the flat face, `width` wide and
    /// [`COMPACT`] high, with a short label: one of the compact actions beside an open hint.
    pub(super) fn compact_view_switch(&self, width: f32) -> Element<'_, Message> {
        let label = if self.in_3d() {
            t!("view-flat-short")
        } else {
            t!("view-3d-short")
        };
        let b = button(text(label).size(13).align_x(Horizontal::Center).width(Length::Fill))
            .width(width)
            .height(COMPACT)
            .padding([5, 3])
            .style(theme::action)
            .on_press(Message::ViewToggled);
        container(b).id("view-switch").into()
    }

    /// Cube: the button switching between the 3D view and the flat face, `width` wide: its
    /// long label, or the short one where the long one would not fit on a line.
    pub(super) fn view_switch(&self, width: f32) -> Element<'_, Message> {
        // The view on show, which an open hint may have turned flat.
        let label = if self.in_3d() { t!("view-flat") } else { t!("view-3d") };
        if label_width(&label, 15.0) + 16.0 > width {
            return self.view_switch_short(width);
        }
        self.view_switch_labelled(label, width)
    }

    /// Cube: the width of the view switch beside the status line under a board `side` wide:
    /// its long label on one line, or its short one when the long one would leave the status
    /// line less than 160 px (in a small window the two must share the board's width).
    pub(super) fn view_switch_width(&self, side: f32) -> f32 {
        let label = if self.in_3d() { t!("view-flat") } else { t!("view-3d") };
        let long = (label_width(&label, 15.0) + 20.0).clamp(150.0, 230.0).ceil();
        if side - long - 8.0 >= 160.0 {
            return long;
        }
        let short = if self.in_3d() {
            t!("view-flat-short")
        } else {
            t!("view-3d-short")
        };
        (label_width(&short, 15.0) + 24.0).max(80.0).ceil()
    }

    /// Cube: the view switch with its short label ("3D (V)"), `width` wide: one of the actions
    /// in a row.
    pub(super) fn view_switch_short(&self, width: f32) -> Element<'_, Message> {
        let label = if self.in_3d() {
            t!("view-flat-short")
        } else {
            t!("view-3d-short")
        };
        self.view_switch_labelled(label, width)
    }

    fn view_switch_labelled(&self, label: String, width: f32) -> Element<'_, Message> {
        let b = button(
            text(label)
                .size(15)
                .align_x(Horizontal::Center)
                .width(Length::Fill)
                .wrapping(iced::widget::text::Wrapping::None),
        )
        .width(width)
        .height(BUTTON)
        .padding([9, 6])
        .style(theme::action)
        .on_press(Message::ViewToggled);
        container(b).id("view-switch").into()
    }

    /// Cube: what the preview column needs.
    pub(super) fn cube_parts(&self) -> Option<Parts<'_, Message>> {
        (self.shape() == Shape::Cube).then_some(Parts {
            preview: &self.preview,
            face: self.face,
            enabled: !self.paused,
            on_press: Message::PreviewPressed,
            on_face: Message::FaceSelected,
        })
    }

    /// Cube, flat view: the board with each linked edge labelled with the face and edge it
    /// joins ("Right, top row, reversed"), and while a hint is open, the hint's marks on the
    /// faces not shown named in the strip of their face ("↑ Top: r8c3: 5"); the classic board as
    /// it is. `real` is the board's side.
    pub(super) fn labelled<'a>(&self, board: Element<'a, Message>, real: f32) -> Element<'a, Message> {
        if self.shape() != Shape::Cube {
            return board;
        }
        let links = edge_links(self.face);
        let label = |side: Side| links.iter().find(|l| l.side == side).map(|l| l.label());
        let line = |side: Side, arrow: &str| label(side).map(|l| format!("{arrow} {l}")).unwrap_or_default();
        // The linked column's label goes in the line (over or under the board) that no linked
        // row uses, saying which edge it is: the board keeps its width and its place from
        // face to face.
        let column = [(Side::Right, "edge-right-joins"), (Side::Left, "edge-left-joins")]
            .into_iter()
            .find_map(|(side, id)| label(side).map(|l| t!(id, link = l)));
        let (top, bottom) = match (label(Side::Top), column) {
            (None, Some(c)) => (c, line(Side::Bottom, "\u{2193}")),
            (_, Some(c)) => (line(Side::Top, "\u{2191}"), c),
            (_, None) => (line(Side::Top, "\u{2191}"), line(Side::Bottom, "\u{2193}")),
        };
        let (over, under) = strip_faces(self.face);
        let marks = self.off_face_marks();
        column![
            edge_links::strip(top, over, &marks, real, LABEL_H),
            board,
            edge_links::strip(bottom, under, &marks, real, LABEL_H),
        ]
        .into()
    }

    /// Cube, flat view: the marks of the hint on show on cells the face on the board does not
    /// show, which the strips along its edges name (empty with no hint open).
    pub fn off_face_marks(&self) -> Vec<OffFaceMark> {
        match (&self.overlay, self.shape()) {
            (Some(overlay), Shape::Cube) => off_face_marks(overlay, self.state.grid(), self.face),
            _ => Vec::new(),
        }
    }
}
