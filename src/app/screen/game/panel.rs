//! The game's controls on screen: the digit pad, Clear and Notes, and the actions used every
//! minute (Undo, Redo, Hint), as the side panel of the wide layout or as rows under the board.
//! The rest are in the header's game menu.

use iced::alignment::Horizontal;
use iced::widget::{button, column, container, row, space, text, Column, Row};
use iced::{Alignment, Element, Length};

use super::layout::{
    hint_height, tall_per_row, BUTTON, COMPACT, COMPACT_SPACING, HINT_READ, PAD_KEY, PANEL, ROW_GAP, ROW_SPACING,
};
use super::{Game, Message};
use crate::app::theme;
use crate::app::widget::pad::Pad;
use crate::engine::Digit;
use crate::t;

impl Game {
    pub(super) fn pad(&self) -> Pad {
        // On a board of several faces (the cube, a Samurai's grid) the pad counts the face
        // shown: nine of each digit per face, as the player sees them, rather than the whole
        // cube's 24 or so; the whole Samurai counts its 41 of each.
        let faces = self.state.grid().geometry().faces().len() > 1 && self.plane().face().is_some();
        let remaining = std::array::from_fn(|i| {
            if self.paused {
                // Paused, the counts would tell about the hidden board.
                usize::MAX
            } else if faces {
                self.state.remaining_on_face(self.face, Digit::from_index(i))
            } else {
                self.state.remaining(Digit::from_index(i))
            }
        });
        Pad {
            remaining,
            digits: self.state.grid().geometry().size() as u8,
            notes: self.notes_mode,
            enabled: self.playing(),
            current: self.selected.and_then(|c| self.state.grid().get(c)),
        }
    }

    /// The action buttons, in the order they are laid out: the ones used every minute (Undo,
    /// Redo, Hint); the rare and the destructive ones are in the header's game menu.
    pub(super) fn actions(&self, width: f32) -> Vec<Element<'_, Message>> {
        self.sized_actions(Button::TALL, width)
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

    /// The action buttons of `size`, `width` wide: Undo, Redo, Hint.
    fn sized_actions(&self, size: Button, width: f32) -> Vec<Element<'_, Message>> {
        let when = |ok: bool, m: Message| ok.then_some(m);
        let action = |label: String, id: &'static str, message: Option<Message>| {
            sized_button(label, size, width, theme::action, message, id)
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
            action(t!("action-hint"), "hint", when(self.playing(), Message::Hint)),
        ]
    }

    /// Notes and the actions as compact buttons, `per_row` to a row `width` wide (the cube's
    /// view switch as one more when `view_switch`): what goes with an open hint, whose words
    /// need the room.
    pub(super) fn compact_rows(&self, width: f32, per_row: usize, view_switch: bool) -> Element<'_, Message> {
        let count = if view_switch { 5 } else { 4 };
        rows_of(count, per_row, width, COMPACT_SPACING, |i, w| {
            if i == 0 {
                self.sized_notes_button(Button::COMPACT, w)
            } else if i <= 3 {
                self.sized_actions(Button::COMPACT, w).swap_remove(i - 1)
            } else {
                self.compact_view_switch(w)
            }
        })
    }

    /// Notes and the actions (and the cube's view switch, `view_switch`) in rows `width`
    /// wide under the pad's strip of the narrow layout: one row when their labels fit.
    pub(super) fn action_row(&self, width: f32, view_switch: bool) -> Element<'_, Message> {
        let count = if view_switch { 5 } else { 4 };
        rows_of(count, tall_per_row(width, view_switch), width, ROW_SPACING, |i, w| {
            if i == 0 {
                self.notes_button(w)
            } else if i <= 3 {
                self.actions(w).swap_remove(i - 1)
            } else {
                self.view_switch_short(w)
            }
        })
    }

    /// The side panel: the pad, Clear and Notes, and Undo, Redo and Hint. A `low` panel
    /// (short windows) has lower pad keys. While a hint is open its box comes first, as tall
    /// as the `height` of the panel's column allows, and every control stays under it,
    /// compact: the pad in two rows, Notes and the actions two to a row. The hint's box is
    /// never larger than the board, `board` square: the board stays the largest thing.
    pub(super) fn panel(&self, low: bool, height: f32, board: f32) -> Element<'_, Message> {
        let pad = self.pad();
        if self.hint_open() {
            // The board's cells, without their labels; a tenth spare for the box's frame. The
            // box keeps room for a long sentence in view (HINT_READ) all the same.
            let cells = crate::app::widget::board::board_metrics(board).side();
            let hint = hint_height(height).min((0.9 * cells * cells / PANEL).floor().max(HINT_READ));
            return column![
                self.hint_panel(PANEL, hint),
                pad.rows(PANEL, PAD_KEY, Message::DigitPressed, Message::ClearPressed),
                self.compact_rows(PANEL, 2, false),
            ]
            .spacing(ROW_GAP)
            .width(PANEL)
            .into();
        }
        let half = (PANEL - 8.0) / 2.0;
        let third = ((PANEL - 2.0 * 8.0) / 3.0).floor();
        column![
            pad.block(PANEL, low, Message::DigitPressed),
            row![pad.clear(half, Message::ClearPressed), self.notes_button(half)].spacing(8),
            self.tools_bar(PANEL),
            space::vertical().height(4),
            Row::with_children(self.actions(third)).spacing(8),
        ]
        .spacing(8)
        .width(PANEL)
        .into()
    }
}

/// `count` items in rows `width` wide with `gap` between them, at most `per_row` to a row and
/// spread evenly over the rows needed (two and two rather than three and one), each made by
/// `item(index, its width)`; a shorter last row is centred.
fn rows_of<'a>(
    count: usize,
    per_row: usize,
    width: f32,
    gap: f32,
    item: impl Fn(usize, f32) -> Element<'a, Message>,
) -> Element<'a, Message> {
    let rows = count.div_ceil(per_row.max(1)).max(1);
    let per_row = count.div_ceil(rows).max(1);
    let w = ((width - gap * (per_row as f32 - 1.0)) / per_row as f32).floor();
    let rows = (0..count).step_by(per_row).map(|first| {
        Row::with_children((first..(first + per_row).min(count)).map(|i| item(i, w)))
            .spacing(gap)
            .align_y(Alignment::Center)
            .into()
    });
    Column::with_children(rows)
        .spacing(gap)
        .width(width)
        .align_x(Alignment::Center)
        .into()
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
