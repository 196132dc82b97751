//! The game's controls: the digit pad, Clear and Notes, the action buttons and the mistakes
//! switch, as the side panel of the wide layout or as rows under the board.

use iced::alignment::Horizontal;
use iced::widget::{button, column, container, row, space, text, toggler, Column, Row};
use iced::{Alignment, Element, Length};

use super::layout::{hint_height, BUTTON, COMPACT, PAD_KEY, PANEL, ROW_GAP};
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

    /// An action button of `size`, `width` wide, with the widget id `id`.
    fn sized_action<'a>(
        &self,
        label: String,
        id: &'static str,
        size: Button,
        width: f32,
        message: Option<Message>,
    ) -> Element<'a, Message> {
        // Buttons that end or empty the game (each undoable) are drawn in the danger colour.
        let style = if matches!(id, "solve" | "reset") {
            theme::destructive
        } else {
            theme::action
        };
        sized_button(label, size, width, style, message, id)
    }

    pub(super) fn notes_button(&self, width: f32) -> Element<'_, Message> {
        self.sized_notes_button(Button::TALL, width)
    }

    fn sized_notes_button(&self, size: Button, width: f32) -> Element<'_, Message> {
        let label = if self.notes_mode {
            t!("notes-on")
        } else {
            t!("notes-off")
        };
        let style = if self.notes_mode { theme::toggled } else { theme::action };
        let message = self.playing().then_some(Message::ToggleNotes);
        sized_button(label, size, width, style, message, "notes")
    }

    /// The action buttons, in the order they are laid out.
    pub(super) fn actions(&self, width: f32) -> Vec<Element<'_, Message>> {
        self.sized_actions(Button::TALL, width)
    }

    /// The action buttons of `size`, `width` wide, in the order they are laid out: the
    /// frequent ones (Undo, Redo, Hint) first, the rare ones after them.
    fn sized_actions(&self, size: Button, width: f32) -> Vec<Element<'_, Message>> {
        let playing = self.playing();
        let when = |ok: bool, m: Message| ok.then_some(m);
        let action = |label: String, id: &'static str, message: Option<Message>| {
            self.sized_action(label, id, size, width, message)
        };
        vec![
            action(
                t!("action-undo"),
                "undo",
                when(!self.paused && self.state.can_undo(), Message::Undo),
            ),
            action(
                t!("action-redo"),
                "redo",
                when(!self.paused && self.state.can_redo(), Message::Redo),
            ),
            action(t!("action-hint"), "hint", when(playing, Message::Hint)),
            action(t!("action-check"), "check", when(!self.paused, Message::Check)),
            action(t!("action-fill-notes"), "fill-notes", when(playing, Message::FillNotes)),
            action(t!("action-solve"), "solve", when(playing, Message::Solve)),
            action(t!("action-reset"), "reset", when(!self.paused, Message::Reset)),
            action(t!("new-puzzle"), "new-puzzle", Some(Message::NewPuzzle)),
        ]
    }

    /// Notes and the actions as compact buttons, `per_row` to a row `width` wide (the cube's
    /// view switch as one more when `view_switch`), then the mistakes switch: what goes with
    /// an open hint, whose words need the room.
    pub(super) fn compact_rows(&self, width: f32, per_row: usize, view_switch: bool) -> Element<'_, Message> {
        let gap = 6.0;
        let w = ((width - gap * (per_row as f32 - 1.0)) / per_row as f32).floor();
        let mut items = vec![self.sized_notes_button(Button::COMPACT, w)];
        items.extend(self.sized_actions(Button::COMPACT, w));
        if view_switch {
            items.push(self.compact_view_switch(w));
        }
        let mut rows = Vec::new();
        let mut iter = items.into_iter().peekable();
        while iter.peek().is_some() {
            let chunk: Vec<Element<'_, Message>> = iter.by_ref().take(per_row).collect();
            rows.push(Row::with_children(chunk).spacing(gap).align_y(Alignment::Center).into());
        }
        let actions = Column::with_children(rows).spacing(gap);
        column![actions, self.sized_mistakes_switch(13.0, 16.0)]
            .spacing(ROW_GAP)
            .into()
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
        self.sized_mistakes_switch(15.0, 20.0)
    }

    /// The mistakes switch, its label `text_size` and the switch `size` high.
    fn sized_mistakes_switch(&self, text_size: f32, size: f32) -> Element<'_, Message> {
        let switch = toggler(self.show_mistakes)
            .label(t!("show-mistakes"))
            .text_size(text_size)
            .size(size)
            .spacing(10)
            .on_toggle(Message::MistakesToggled)
            .style(theme::switch);
        container(switch).id("show-mistakes").into()
    }

    /// The side panel: the pad, Clear and Notes, the actions and the mistakes switch. A `low`
    /// panel (short windows) has lower pad keys and the actions three to a row. While a hint
    /// is open its box comes first, as tall as the `height` of the panel's column allows, and
    /// every control stays under it, compact: the pad in two rows, the actions three to a
    /// row.
    pub(super) fn panel(&self, low: bool, height: f32) -> Element<'_, Message> {
        let pad = self.pad();
        if self.hint_open() {
            return column![
                self.hint_panel(PANEL, hint_height(height)),
                pad.rows(PANEL, PAD_KEY, Message::DigitPressed, Message::ClearPressed),
                self.compact_rows(PANEL, 3, false),
            ]
            .spacing(ROW_GAP)
            .width(PANEL)
            .into();
        }
        let half = (PANEL - 8.0) / 2.0;
        let per_row = if low { 3 } else { 2 };
        let width = ((PANEL - 8.0 * (per_row as f32 - 1.0)) / per_row as f32).floor();
        let mut actions = self.actions(width).into_iter().peekable();
        let mut rows: Vec<Element<'_, Message>> = vec![
            pad.block(PANEL, low, Message::DigitPressed),
            row![pad.clear(half, Message::ClearPressed), self.notes_button(half)]
                .spacing(8)
                .into(),
            self.tools_bar(PANEL),
        ];
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

/// The size of an action button: its height, its label's size and its padding.
#[derive(Clone, Copy)]
struct Button {
    height: f32,
    text: f32,
    padding: [u16; 2],
}

impl Button {
    /// The action buttons' usual size.
    const TALL: Button = Button {
        height: BUTTON,
        text: 15.0,
        padding: [9, 6],
    };
    /// Beside an open hint.
    const COMPACT: Button = Button {
        height: COMPACT,
        text: 13.0,
        padding: [5, 3],
    };
}

/// A button of the panel at `size`, its label centred, wrapped in a container with `id` (what
/// the tests find it by).
fn sized_button<'a>(
    label: String,
    size: Button,
    width: f32,
    style: fn(&iced::Theme, iced::widget::button::Status) -> iced::widget::button::Style,
    message: Option<Message>,
    id: &'static str,
) -> Element<'a, Message> {
    let b = button(
        text(label)
            .size(size.text)
            .align_x(Horizontal::Center)
            .width(Length::Fill),
    )
    .width(width)
    .height(size.height)
    .padding(size.padding)
    .style(style)
    .on_press_maybe(message);
    container(b).id(id).into()
}
