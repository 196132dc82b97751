//! The board area: the flat board with what covers it (the pause, the victory card, the
//! export choice), the status line under it, and the body that lays them out with the panel.

use iced::alignment::Vertical;
use iced::widget::{button, column, container, opaque, row, stack, text, Column};
use iced::{Alignment, Element, Length, Size};

use super::export::export_card;
use super::layout::{compact_per_row, gap, hint_under_height, hint_under_width, layout, LABEL_H, PAD_KEY, STATUS};
use super::{Game, Message, Pick, Tone};
use crate::app::theme;
use crate::app::widget::board::Board;
use crate::app::widget::board::{board_metrics, LABEL};
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
            left.extend([self.board_area(side), self.status_line(side)]);
            // The tall panel needs about 520 px.
            let low = column_height < 520.0;
            let main = row![Column::with_children(left).spacing(10), self.panel(low, column_height)].spacing(gap(size));
            match self.cube_parts() {
                Some(parts) if layout.strip => {
                    let switch = self.view_switch(cube_parts::STRIP);
                    row![cube_parts::strip(parts, switch), main].spacing(gap(size)).into()
                }
                Some(parts) if !layout.bar => {
                    let aside = column![
                        cube_parts::aside(parts, layout.preview),
                        self.view_switch(layout.preview)
                    ]
                    .spacing(12);
                    row![aside, main].spacing(gap(size)).into()
                }
                _ => main.into(),
            }
        } else {
            let width = side.max(360.0).min(size.width - 2.0 * gap(size));
            let mut parts: Vec<Element<'_, Message>> = Vec::new();
            // Above the board's labels and cells: the cube's bar and view switch.
            let mut above = 0.0;
            let cube = self.shape() == crate::engine::Shape::Cube;
            if let Some(p) = self.cube_parts() {
                parts.push(cube_parts::bar(p, width));
                above = cube_parts::BAR_PREVIEW + 10.0;
                // With a hint the view switch goes among the compact actions: the board keeps
                // the room.
                if !hint {
                    parts.push(self.view_switch(width));
                }
            }
            parts.push(self.board_area(side));
            if hint {
                // The hint's box takes the status line's place; the pad and every action stay,
                // compact, under it.
                let labels = if cube { 2.0 * LABEL_H } else { 0.0 };
                let board = board_metrics(side).side() + LABEL + labels;
                let room = hint_under_height(size, above + board);
                let width = hint_under_width(size);
                parts.extend([
                    self.hint_panel(width, room),
                    self.pad()
                        .rows(width, PAD_KEY, Message::DigitPressed, Message::ClearPressed),
                    self.compact_rows(width, compact_per_row(width), cube),
                ]);
            } else {
                parts.extend([
                    self.status_line(side),
                    self.pad().strip(width, Message::DigitPressed, Message::ClearPressed),
                    self.tools_bar(width),
                    self.action_rows(width, 5),
                ]);
            }
            Column::with_children(parts)
                .spacing(10)
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
            self.face,
            side,
            self.overlay.as_ref(),
            self.glow(),
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

    pub(super) fn status_line(&self, side: f32) -> Element<'_, Message> {
        let real = crate::app::widget::board::board_metrics(side).side() + crate::app::widget::board::LABEL;
        let line = match &self.status {
            // Paused, nothing about the board shows: not even the last hint's sentence.
            _ if self.paused => text(t!("paused-status")).size(15).style(theme::muted_text),
            Some((message, tone)) => {
                let t = text(message.clone()).size(15);
                match tone {
                    Tone::Info => t,
                    Tone::Good => t.style(theme::success_text),
                    Tone::Bad => t.style(theme::danger_text),
                }
            }
            None if self.hint_open() => text(t!("status-hint-open")).size(15).style(theme::muted_text),
            None if self.selection_status().is_some() => text(self.selection_status().unwrap_or_default())
                .size(15)
                .style(theme::muted_text),
            None if self.notes_mode => text(t!("status-notes")).size(15).style(theme::muted_text),
            None => text(t!("status-idle")).size(15).style(theme::muted_text),
        };
        container(line.width(Length::Fill))
            .id("status")
            .width(real)
            .height(STATUS)
            .padding([8, 14])
            .align_y(Vertical::Center)
            .style(theme::status_bar)
            .into()
    }
}
