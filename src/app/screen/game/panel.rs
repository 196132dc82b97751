//! The game's controls: the digit pad, Clear and Notes, the action buttons and the mistakes
//! switch, as the side panel of the wide layout or as rows under the board.

use iced::alignment::Horizontal;
use iced::widget::{button, container, row, space, text, toggler, Column, Row};
use iced::{Alignment, Element, Length};

use super::layout::{BUTTON, PANEL};
use super::{Game, Message};
use crate::app::theme;
use crate::app::widget::pad::Pad;
use crate::engine::{Digit, Shape};
use crate::t;

impl Game {
    pub(super) fn pad(&self) -> Pad {
        // On the cube the pad counts the face shown: nine of each digit per face, as the
        // player sees them, rather than the whole cube's 24 or so.
        let remaining = std::array::from_fn(|i| match self.shape() {
            // Paused, the counts would tell about the hidden board.
            _ if self.paused => usize::MAX,
            Shape::Classic => self.state.remaining(Digit::from_index(i)),
            Shape::Cube => self.state.remaining_on_face(self.face, Digit::from_index(i)),
        });
        Pad {
            remaining,
            notes: self.notes_mode,
            enabled: self.playing(),
            current: self.selected.and_then(|c| self.state.grid().get(c)),
        }
    }

    pub(super) fn action<'a>(
        &self,
        label: String,
        id: &'static str,
        width: f32,
        message: Option<Message>,
    ) -> Element<'a, Message> {
        // Buttons that end or empty the game (each undoable) are drawn in the danger colour.
        let style = if matches!(id, "solve" | "reset") {
            theme::destructive
        } else {
            theme::action
        };
        let b = button(text(label).size(15).align_x(Horizontal::Center).width(Length::Fill))
            .width(width)
            .height(BUTTON)
            .padding([9, 6])
            .style(style)
            .on_press_maybe(message);
        container(b).id(id).into()
    }

    pub(super) fn notes_button(&self, width: f32) -> Element<'_, Message> {
        let label = if self.notes_mode {
            t!("notes-on")
        } else {
            t!("notes-off")
        };
        let b = button(text(label).size(15).align_x(Horizontal::Center).width(Length::Fill))
            .width(width)
            .height(BUTTON)
            .padding([9, 6])
            .style(if self.notes_mode { theme::toggled } else { theme::action })
            .on_press_maybe(self.playing().then_some(Message::ToggleNotes));
        container(b).id("notes").into()
    }

    /// The action buttons, in the order they are laid out.
    pub(super) fn actions(&self, width: f32) -> Vec<Element<'_, Message>> {
        let playing = self.playing();
        let when = |ok: bool, m: Message| ok.then_some(m);
        vec![
            self.action(
                t!("action-undo"),
                "undo",
                width,
                when(!self.paused && self.state.can_undo(), Message::Undo),
            ),
            self.action(
                t!("action-redo"),
                "redo",
                width,
                when(!self.paused && self.state.can_redo(), Message::Redo),
            ),
            self.action(t!("action-hint"), "hint", width, when(playing, Message::Hint)),
            self.action(t!("action-check"), "check", width, when(!self.paused, Message::Check)),
            self.action(
                t!("action-fill-notes"),
                "fill-notes",
                width,
                when(playing, Message::FillNotes),
            ),
            self.action(t!("action-solve"), "solve", width, when(playing, Message::Solve)),
            self.action(t!("action-reset"), "reset", width, when(!self.paused, Message::Reset)),
            self.action(t!("new-puzzle"), "new-puzzle", width, Some(Message::NewPuzzle)),
        ]
    }

    pub(super) fn action_rows(&self, width: f32, per_row: usize) -> Element<'_, Message> {
        let gap = 8.0;
        let w = ((width - gap * (per_row as f32 - 1.0)) / per_row as f32).floor();
        let mut items = vec![self.notes_button(w)];
        items.extend(self.actions(w));
        let mut rows = Vec::new();
        let mut iter = items.into_iter().peekable();
        while iter.peek().is_some() {
            let chunk: Vec<Element<'_, Message>> = iter.by_ref().take(per_row).collect();
            rows.push(Row::with_children(chunk).spacing(gap).align_y(Alignment::Center).into());
        }
        rows.push(self.mistakes_switch());
        Column::with_children(rows).spacing(gap).into()
    }

    pub(super) fn mistakes_switch(&self) -> Element<'_, Message> {
        let switch = toggler(self.show_mistakes)
            .label(t!("show-mistakes"))
            .text_size(15)
            .size(20)
            .spacing(10)
            .on_toggle(Message::MistakesToggled)
            .style(theme::switch);
        container(switch).id("show-mistakes").into()
    }

    /// The side panel: the pad, Clear and Notes, the actions and the mistakes switch. A `low`
    /// panel (short windows) has lower pad keys and the actions three to a row.
    pub(super) fn panel(&self, low: bool) -> Element<'_, Message> {
        let half = (PANEL - 8.0) / 2.0;
        let per_row = if low { 3 } else { 2 };
        let width = ((PANEL - 8.0 * (per_row as f32 - 1.0)) / per_row as f32).floor();
        let pad = self.pad();
        let mut actions = self.actions(width).into_iter().peekable();
        let mut rows: Vec<Element<'_, Message>> = if self.hint_open() {
            // The hint takes the place of the digits while it is on show.
            vec![self.hint_panel(PANEL, PANEL + 48.0)]
        } else {
            vec![
                pad.block(PANEL, low, Message::DigitPressed),
                row![pad.clear(half, Message::ClearPressed), self.notes_button(half)]
                    .spacing(8)
                    .into(),
            ]
        };
        rows.push(space::vertical().height(4).into());
        while actions.peek().is_some() {
            let chunk: Vec<Element<'_, Message>> = actions.by_ref().take(per_row).collect();
            rows.push(Row::with_children(chunk).spacing(8).into());
        }
        rows.push(space::vertical().height(4).into());
        rows.push(self.mistakes_switch());
        Column::with_children(rows).spacing(8).width(PANEL).into()
    }
}
