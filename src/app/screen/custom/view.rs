//! The entry screen's view: the board (or the region painter) at the left, the check, the
//! pad, the buttons and the text field at the right; in a narrow window one under another.

use iced::keyboard::{self, key};
use iced::widget::text::Wrapping;
use iced::widget::{button, column, container, row, space, text, text_editor, Column};
use iced::{Alignment, Element, Length};

use super::{count_text, Check, Custom, Message, INPUT, VARIANTS};
use crate::app::theme;
use crate::app::widget::board::Board;
use crate::app::widget::pad::Pad;
use crate::app::widget::page;
use crate::engine::{Face, Variant};
use crate::play::source::EntryCheck;
use crate::play::LoadError;
use crate::t;

impl Custom {
    /// The screen.
    pub fn view(&self) -> Element<'_, Message> {
        page::centered(move |size| self.card(size))
    }

    /// The card, for a window of `size`: the board at the left and the field, the check and
    /// the pad at the right; in a narrow window one under another (the page scrolls).
    fn card(&self, size: iced::Size) -> Element<'_, Message> {
        let padding = if size.width < 640.0 { 16.0 } else { 28.0 };
        // The page's margin (20 each side) and the card's padding.
        let inner = (size.width - 40.0 - 2.0 * padding).clamp(280.0, 1160.0);
        let wide = inner >= 640.0;
        // The head above the board: the title, the board switch, the how-to line, and for a
        // jigsaw the painter's switch (and how to paint, while painting).
        let mut head_height = 150.0;
        if self.board.map.is_some() || self.board.cages.is_some() {
            head_height += if self.painting() { 76.0 } else { 46.0 };
        }
        let side = if wide {
            let room = size.height - 40.0 - 2.0 * padding - head_height - 16.0;
            (inner * 0.55).min(room).clamp(260.0, 640.0)
        } else {
            inner.min(560.0)
        };
        let aside = if wide { (inner - side - 24.0).min(480.0) } else { inner };
        let boards = iced::widget::Row::with_children(VARIANTS.map(|variant| {
            let style = if variant == self.variant {
                theme::toggled
            } else {
                theme::action
            };
            container(
                button(text(crate::i18n::board_name(variant)).size(15))
                    .padding([7, 14])
                    .style(style)
                    .on_press(Message::Board(variant)),
            )
            .id(format!("custom-board-{variant}"))
            .into()
        }))
        .spacing(8)
        .wrap();
        let mut head = column![
            text(t!("custom-title")).size(if wide { 32 } else { 26 }),
            row![text(t!("custom-board")).size(15), boards]
                .spacing(10)
                .align_y(Alignment::Center),
            text(t!("custom-board-how")).size(15),
        ]
        .spacing(10);
        if self.board.map.is_some() || self.board.cages.is_some() {
            head = head.push(self.paint_switch());
        }
        let pad = self.pad();
        let pad: Element<'_, Message> = if wide {
            // No wider than the board: in a short window the pad stays the smaller.
            let width = aside.min(330.0).min(side.max(240.0));
            column![pad.block(width, true, Message::Digit), pad.clear(width, Message::Clear)]
                .spacing(8)
                .into()
        } else {
            pad.strip(inner, 52.0, Message::Digit, Message::Clear)
        };
        let pad = container(pad).id("custom-pad");
        let content: Element<'_, Message> = if wide {
            // Play within reach of a short window: the field and its notes come last.
            let right = column![self.status(), pad, self.buttons(true)]
                .push(self.picture_view(aside.min(300.0)))
                .push(self.field(aside))
                .spacing(12)
                .width(aside);
            column![head, row![self.left(side), right].spacing(24)]
                .spacing(16)
                .into()
        } else {
            column![head, self.left(side)]
                .push(self.picture_view(inner.min(300.0)))
                .push(
                    column![self.status(), pad, self.buttons(false), self.field(inner)]
                        .spacing(12)
                        .align_x(Alignment::Center),
                )
                .spacing(12)
                .align_x(Alignment::Center)
                .into()
        };
        container(content).padding(padding).style(theme::card).into()
    }

    /// The board with the givens typed so far, clashes marked; for a jigsaw or killer whose
    /// layout is not pasted yet, a frame of the board's size saying so.
    pub(super) fn board_view(&self, side: f32) -> Element<'_, Message> {
        let Some(grid) = &self.board.grid else {
            let key = match self.variant {
                Variant::Killer => "custom-layout-first-killer",
                _ => "custom-layout-first-jigsaw",
            };
            return container(text(t!(key)).size(15).style(theme::muted_text))
                .padding(24)
                .center(side)
                .style(theme::card)
                .into();
        };
        let conflicts = self.board.conflicts();
        let board = Board {
            grid,
            givens: grid,
            notes: &[],
            remembered: &[],
            selected: self.board.selected,
            also: &[],
            filtered: &[],
            colours: &[],
            // A picture's doubtful readings, lit as a hint's cells are: look here.
            hint_cells: self.doubtful(),
            hint_target: None,
            wrong: &[],
            conflicts: &conflicts,
            peers: true,
            same_digit: true,
        };
        container(board.view(Face::Top, side, Message::Cell))
            .id("custom-grid")
            .into()
    }

    /// The board, or the jigsaw's region painter while painting.
    fn left(&self, side: f32) -> Element<'_, Message> {
        match (self.painting(), self.board.cages.is_some()) {
            (_, true) => self.killer_view(side),
            (true, false) => self.painter(side),
            (false, false) => self.board_view(side),
        }
    }

    /// A jigsaw's switch between typing its givens and painting its regions, with how to
    /// paint while painting.
    fn paint_switch(&self) -> Element<'_, Message> {
        let painting = self.painting();
        let choice = |label: String, on: bool, id: &'static str| {
            let style = if on == painting { theme::toggled } else { theme::action };
            container(
                button(text(label).size(15))
                    .padding([7, 14])
                    .style(style)
                    .on_press(Message::Paint(on)),
            )
            .id(id)
        };
        let killer = self.board.cages.is_some();
        let (paint, how) = match killer {
            true => (t!("custom-draw-cages"), t!("custom-cage-how")),
            false => (t!("custom-paint-regions"), t!("custom-paint-how")),
        };
        let switch = row![
            choice(t!("custom-type-givens"), false, "custom-type-givens"),
            choice(paint, true, "custom-paint-regions"),
        ]
        .spacing(8);
        let mut line = row![switch].spacing(16).align_y(Alignment::Center);
        if let (true, Some(sum)) = (painting && killer, self.board.selected_sum()) {
            // The selected cage's sum, typed here (the keys 1-9 type a digit of it too).
            let shown = if sum == 0 { String::new() } else { sum.to_string() };
            let field = iced::widget::text_input("", &shown)
                .on_input(Message::SumTyped)
                .width(60)
                .padding(6)
                .size(15);
            line = line.push(
                row![text(t!("custom-cage-sum")).size(15), container(field).id("cage-sum")]
                    .spacing(8)
                    .align_y(Alignment::Center),
            );
        }
        match painting {
            true => column![line, text(how).size(14).style(theme::muted_text)]
                .spacing(8)
                .into(),
            false => line.into(),
        }
    }

    /// The pad: a digit is usable while the board may take more of it; while painting, a
    /// digit puts the selected cell in that region.
    fn pad(&self) -> Pad {
        if self.painting() && self.board.cages.is_some() {
            // The digits type the selected cage's sum.
            return Pad {
                remaining: [usize::MAX; crate::engine::Digit::MAX as usize],
                digits: 9,
                notes: false,
                enabled: self.board.selected.is_some(),
                current: None,
            };
        }
        if self.painting() {
            let region = self.board.map.zip(self.board.selected).map(|(map, cell)| map[cell]);
            return Pad {
                // No "N left" under a region's number (the line above says which region is
                // wrong): usize::MAX hides the count.
                remaining: [usize::MAX; crate::engine::Digit::MAX as usize],
                digits: 9,
                notes: false,
                enabled: self.board.selected.is_some(),
                current: region.and_then(|r| crate::engine::Digit::new(r + 1)),
            };
        }
        Pad {
            remaining: {
                // The entry board is 9x9: the pad's counts past 9 are never read.
                let nine = self.board.remaining();
                std::array::from_fn(|i| nine.get(i).copied().unwrap_or(0))
            },
            digits: 9,
            notes: false,
            enabled: self.board.grid.is_some() && self.board.selected.is_some(),
            current: self.board.current(),
        }
    }

    /// What the check says: checking, one solution, or why not (a refusal from Play first).
    fn status(&self) -> Element<'_, Message> {
        let line = match (&self.error, self.checking, &self.check) {
            (_, true, _) => text(t!("custom-checking")).style(theme::muted_text),
            (Some(e), false, _) => text(e.clone()).style(theme::danger_text),
            (None, false, _) if self.reading_picture => text(t!("custom-picture-reading")).style(theme::muted_text),
            (None, false, _) if self.board.map_problem().is_some() => {
                text(self.board.map_problem().unwrap_or_default()).style(theme::danger_text)
            }
            (None, false, Check::Running(_)) => text(t!("custom-checking")).style(theme::muted_text),
            (None, false, Check::Done(EntryCheck::Unique)) => match self.picture_note() {
                // Read from a picture: how many givens, and which cells to look at again.
                Some(note) => text(format!("{} {note}", t!("custom-unique"))),
                None => text(t!("custom-unique")),
            },
            (None, false, Check::Done(EntryCheck::Unsettled)) => text(t!("custom-unsettled")).style(theme::muted_text),
            (None, false, Check::Done(EntryCheck::Refused(LoadError::Empty))) => {
                let key = match self.board.grid {
                    Some(_) => "custom-entry-empty",
                    None => "custom-checked",
                };
                text(t!(key)).style(theme::muted_text)
            }
            (None, false, Check::Done(EntryCheck::Refused(e))) => text(e.message()).style(theme::danger_text),
        };
        container(line.size(15)).id("custom-error").into()
    }

    /// The text field (pasting fills the board; the board's digits are written into it),
    /// what to type there, and how far the text is.
    fn field(&self, width: f32) -> Element<'_, Message> {
        let input = text_editor(&self.text)
            .id(INPUT)
            .placeholder(match self.variant {
                Variant::Jigsaw => t!("custom-placeholder-jigsaw"),
                Variant::Killer => t!("custom-placeholder-killer"),
                _ => t!("custom-placeholder"),
            })
            .on_action(Message::Action)
            .key_binding(enter_plays)
            .size(12)
            .padding(10)
            .height(90)
            .wrapping(Wrapping::WordOrGlyph)
            .font(crate::app::theme::MONOSPACE)
            .style(theme::input);
        let count = text(count_text(self.variant, &self.text.text()))
            .size(13)
            .style(theme::muted_text);
        let small = |key: &str| text(t!(key)).size(13).style(theme::muted_text);
        // What to type: the jigsaw's region map, the killer's cage map and sums, or the classic
        // forms (and the diagonals' rule on the diagonal board).
        let how: Column<'_, Message> = match self.variant {
            Variant::Jigsaw => column![small("custom-jigsaw-how"), small("custom-jigsaw-map")],
            Variant::Killer => column![small("custom-killer-how"), small("custom-killer-map")],
            Variant::Diagonal => column![small("custom-how"), small("custom-marks"), small("custom-diagonal-how")],
            _ => column![small("custom-how"), small("custom-marks")],
        };
        column![input, count, container(how.spacing(6)).id("custom-how"),]
            .spacing(8)
            .width(width)
            .into()
    }

    /// Back, Paste and Play (Play only while the check has not refused the puzzle).
    fn buttons(&self, wide: bool) -> Element<'_, Message> {
        let play = container(
            button(text(t!("custom-play")).size(16))
                .padding([10, 22])
                .style(theme::primary)
                .on_press_maybe(self.can_play().then_some(Message::Submit)),
        )
        .id("custom-play");
        let paste = container(
            button(text(t!("custom-paste")).size(16))
                .padding([10, 20])
                .style(theme::action)
                .on_press(Message::Paste),
        )
        .id("custom-paste");
        let from_picture = container(
            button(text(t!("custom-from-picture")).size(16))
                .padding([10, 20])
                .style(theme::action)
                .on_press_maybe((!self.reading_picture).then_some(Message::FromPicture)),
        )
        .id("custom-from-picture");
        let back = button(text(t!("back")).size(15))
            .padding([10, 16])
            .style(theme::flat)
            .on_press(Message::Back);
        // The picture button has a line of its own above Paste and Play: four buttons in one
        // row squash Play at 800x600.
        // Beside it, the other two ways in: a file dropped on the window, Ctrl+V.
        let how = text(t!("custom-picture-how")).size(13).style(theme::muted_text);
        let picture_row = row![container(how).width(Length::Fill), from_picture]
            .spacing(10)
            .align_y(Alignment::Center);
        let row = row![back, space::horizontal(), paste, play]
            .spacing(10)
            .align_y(Alignment::Center);
        match wide {
            true => column![picture_row, row].spacing(10).into(),
            false => column![picture_row.width(Length::Fill), row.width(Length::Fill)]
                .spacing(10)
                .into(),
        }
    }
}

/// Enter plays the puzzle, as in a one-line field; Shift+Enter breaks the line.
fn enter_plays(press: text_editor::KeyPress) -> Option<text_editor::Binding<Message>> {
    let focused = matches!(press.status, text_editor::Status::Focused { .. });
    if focused && press.key == keyboard::Key::Named(key::Named::Enter) && !press.modifiers.shift() {
        return Some(text_editor::Binding::Custom(Message::Submit));
    }
    text_editor::Binding::from_key_press(press)
}
