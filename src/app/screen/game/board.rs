//! The board area: the flat board with what covers it (the pause, the victory card, the
//! export choice), the status line under it, and the body that lays them out with the panel.

use iced::alignment::Vertical;
use iced::widget::{button, column, container, opaque, row, stack, text, Column};
use iced::{Alignment, Element, Length, Padding, Size};

use super::export::export_card;
use super::layout::{
    compact_per_row, gap, hint_under_height, layout, low_panel, under_width, FACES, LABEL_H, PAD_KEY, PANEL, ROW_GAP,
    SPACING, STATUS, STRIP_KEY,
};
use super::samurai::SAMURAI_SWITCH;
use super::{Game, Message, Pick, Tone};
use crate::app::theme;
use crate::app::widget::board::{board_metrics, LABEL};
use crate::app::widget::board::{Board, Layers};
use crate::app::widget::cube_parts;
use crate::t;

impl Game {
    pub(super) fn body(&self, size: Size) -> Element<'_, Message> {
        if self.in_3d() {
            return self.body_3d(size);
        }
        let hint = self.hint_open();
        let layout = layout(self.shape(), size, hint);
        let side = layout.side;
        let cube = self.shape() == crate::engine::Shape::Cube;
        let samurai = self.shape() == crate::engine::Shape::Samurai;
        // The column inside the gaps: the panel is as tall, and the hint's box takes what its
        // controls leave.
        let column_height = size.height - 2.0 * gap(size);
        let content: Element<'_, Message> = if layout.wide {
            let real = crate::app::widget::board::Metrics::fit(side).side();
            let mut left = Vec::new();
            if let (true, Some(parts)) = (layout.bar, self.cube_parts()) {
                left.push(cube_parts::bar(parts, real));
                left.push(self.view_switch(real));
            }
            left.push(self.board_area(side));
            let low = low_panel(column_height);
            let panel = match self.cube_parts() {
                // The preview and the faces over the pad; the view switch beside the status
                // line, as on the 3D view.
                Some(parts) if layout.in_panel => {
                    let switch = self.view_switch_width(side);
                    left.push(
                        row![self.status_line(side - switch - 8.0), self.view_switch(switch)]
                            .spacing(8)
                            .into(),
                    );
                    // With a hint, the faces only: its box needs the room.
                    let top = if hint {
                        cube_parts::face_switcher(parts.face, PANEL, parts.enabled, parts.on_face)
                    } else {
                        cube_parts::bar(parts, PANEL)
                    };
                    let rest = column_height - if hint { FACES } else { cube_parts::BAR_PREVIEW } - ROW_GAP;
                    column![top, self.panel(low, rest, side)].spacing(ROW_GAP).into()
                }
                // Samurai: the switch between the whole board and its grids over the pad.
                _ if samurai => {
                    left.push(self.status_line(side));
                    let rest = column_height - SAMURAI_SWITCH - ROW_GAP;
                    column![self.samurai_switch(PANEL), self.panel(low, rest, side)]
                        .spacing(ROW_GAP)
                        .into()
                }
                _ => {
                    left.push(self.status_line(side));
                    self.panel(low, column_height, side)
                }
            };
            let main = row![Column::with_children(left).spacing(SPACING), panel]
                .spacing(gap(size))
                .align_y(Alignment::Center);
            match self.cube_parts() {
                Some(parts) if layout.strip => {
                    let switch = self.view_switch(cube_parts::STRIP);
                    row![cube_parts::strip(parts, switch), main]
                        .spacing(gap(size))
                        .align_y(Alignment::Center)
                        .into()
                }
                Some(parts) if !layout.bar && !layout.in_panel => {
                    let aside = column![
                        cube_parts::aside(parts, layout.preview),
                        self.view_switch(layout.preview)
                    ]
                    .spacing(12);
                    row![aside, main].spacing(gap(size)).align_y(Alignment::Center).into()
                }
                _ => main.into(),
            }
        } else {
            let width = under_width(size);
            let mut parts: Vec<Element<'_, Message>> = Vec::new();
            // Above the board's labels and cells: the cube's bar, with a hint its faces only
            // (the view switch goes among the actions under the board).
            let mut above = 0.0;
            if let Some(p) = self.cube_parts() {
                let bar_width = width.min(side.max(360.0));
                if hint {
                    parts.push(cube_parts::face_switcher(p.face, bar_width, p.enabled, p.on_face));
                    above = FACES + SPACING;
                } else {
                    parts.push(cube_parts::bar(p, bar_width));
                    above = cube_parts::BAR_PREVIEW + SPACING;
                }
            }
            if samurai {
                parts.push(self.samurai_switch(width.min(side.max(360.0))));
                above = SAMURAI_SWITCH + SPACING;
            }
            parts.push(self.board_area(side));
            if hint {
                // The status line stays (a killer's cage combinations are read beside a
                // hint); the hint's box under it, then the pad and every action, compact.
                let labels = if cube { 2.0 * LABEL_H } else { 0.0 };
                let board = board_metrics(side).side() + LABEL + labels;
                let room = hint_under_height(size, above + board, cube);
                parts.extend([
                    self.status_line(side),
                    self.hint_panel(width, room),
                    self.pad()
                        .rows(width, PAD_KEY, Message::DigitPressed, Message::ClearPressed),
                    self.compact_rows(width, compact_per_row(width, cube), cube),
                ]);
            } else {
                parts.extend([
                    self.status_line(side),
                    self.pad()
                        .strip(width, STRIP_KEY, Message::DigitPressed, Message::ClearPressed),
                    self.tools_bar(width),
                    self.action_row(width, cube),
                ]);
            }
            Column::with_children(parts)
                .spacing(SPACING)
                .align_x(Alignment::Center)
                .into()
        };
        container(content).center(Length::Fill).padding(gap(size)).into()
    }

    /// The cells to mark wrong: the last Check's, and every mistake when highlighting is on.
    pub(super) fn wrong_cells(&self) -> Vec<usize> {
        let mut wrong = self.checked.clone();
        if self.show_mistakes {
            wrong.extend(self.state.mistakes());
        }
        wrong
    }

    pub(super) fn board_view(&self, side: f32) -> Element<'_, Message> {
        let wrong = self.wrong_cells();
        let conflicts = self.state.conflicts();
        let mut remembered = self.state.remembered_marks();
        // While a hint is open its own eliminations are the hint's to show, step by step as it
        // is walked: the board's quiet marks keep only what earlier hints taught.
        if let Some(active) = &self.hint {
            for &(cell, digit) in &active.hint.eliminations {
                if let Some(marks) = remembered.get_mut(cell) {
                    marks.remove(digit);
                }
            }
        }
        let filtered = self.filtered_cells();
        let board = Board {
            grid: self.state.grid(),
            givens: self.state.puzzle(),
            notes: self.state.all_notes(),
            remembered: &remembered,
            selected: self.selected,
            also: &self.also,
            filtered: &filtered,
            colours: self.state.all_colours(),
            hint_cells: &self.hint_cells,
            hint_target: self.hint_target,
            wrong: &wrong,
            conflicts: &conflicts,
            peers: self.highlights.0,
            same_digit: self.highlights.1,
        };
        board.view_picking(
            self.plane(),
            side,
            Layers {
                hint: self.overlay.as_ref(),
                glow: self.glow(),
            },
            |cell, pick| match pick {
                Pick::Only => Message::CellPressed(cell),
                pick => Message::CellPicked(cell, pick),
            },
            Message::CellDragged,
            Message::DragEnded,
        )
    }

    pub(super) fn board_area(&self, side: f32) -> Element<'_, Message> {
        let real = crate::app::widget::board::board_metrics(side).side() + crate::app::widget::board::LABEL;
        if self.paused {
            let cover = column![
                text(t!("paused")).size(44),
                text(t!("paused-about")).size(15).style(theme::muted_text),
                button(text(t!("resume")).size(17))
                    .padding([10, 28])
                    .style(theme::primary)
                    .on_press(Message::TogglePause),
            ]
            .spacing(16)
            .align_x(Alignment::Center);
            return container(cover).center(real).style(theme::paused_board).into();
        }
        let board = self.labelled(self.board_view(side), real);
        if let Some(choice) = self.export {
            let card = container(export_card(choice)).padding([22, 28]).style(theme::card);
            let veil = container(card).center(real).style(theme::scrim);
            return stack![board, opaque(veil)].into();
        }
        match self.victory {
            Some(victory) if self.victory_card_open() => {
                let veil = container(self.victory_card(victory, real))
                    .center(real)
                    .style(theme::scrim);
                stack![board, opaque(veil)].into()
            }
            _ => board,
        }
    }

    /// The status line under the board: quiet text, two lines at most, as wide as the board.
    pub(super) fn status_line(&self, side: f32) -> Element<'_, Message> {
        let real = crate::app::widget::board::board_metrics(side).side() + crate::app::widget::board::LABEL;
        let quiet = |t: String| text(t).size(14).style(theme::muted_text);
        let line = match &self.status {
            // Paused, nothing about the board shows: not even the last hint's sentence.
            _ if self.paused => quiet(t!("paused-status")),
            Some((message, tone)) => {
                let t = text(message.clone()).size(14);
                match tone {
                    Tone::Info => t,
                    Tone::Good => t.style(theme::success_text),
                    Tone::Bad => t.style(theme::danger_text),
                }
            }
            None if self.hint_open() => quiet(t!("status-hint-open")),
            None if self.selection_status().is_some() => quiet(self.selection_status().unwrap_or_default()),
            None if self.notes_mode => quiet(t!("status-notes")),
            None => quiet(t!(
                "status-idle",
                digits = crate::engine::format::digit_symbols(self.state.grid().geometry().size())
            )),
        };
        // The line starts where the flat board's cells do, right of its row labels.
        let indent = if self.in_3d() {
            0.0
        } else {
            crate::app::widget::board::LABEL
        };
        // Killer: the selected cell's cage and its combinations, unless the game has
        // something to say there.
        let cage = (self.status.is_none() && !self.paused)
            .then(|| self.cage_help())
            .flatten();
        let line: Element<'_, Message> = match cage {
            Some(help) => container(self.cage_line(&help, real - indent))
                .id("cage-combinations")
                .into(),
            None => line.width(Length::Fill).into(),
        };
        container(line)
            .id("status")
            .width(real)
            .height(STATUS)
            .padding(Padding {
                left: indent,
                ..Padding::ZERO
            })
            .align_y(Vertical::Top)
            .clip(true)
            .into()
    }
}
