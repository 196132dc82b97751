//! Entering or pasting a puzzle of one's own: the 81-character form (or the 9-line grid), or
//! a position with pencil marks as other programs print it (729 characters, or 81 groups of
//! candidates with the grid's frame). The field takes several lines, so a printed grid pasted
//! keeps its line breaks.

use iced::keyboard::{self, key};
use iced::widget::text::Wrapping;
use iced::widget::{button, column, container, row, space, text, text_editor};
use iced::{Alignment, Element, Length, Task};

use crate::app::theme;
use crate::app::widget::page;
use crate::t;

/// A message of the entry screen.
#[derive(Clone, Debug, PartialEq)]
pub enum Message {
    /// The whole text replaced.
    Edited(String),
    /// An edit, a cursor move or a selection in the field.
    Action(text_editor::Action),
    /// Paste from the clipboard.
    Paste,
    /// The clipboard was read.
    Pasted(Option<String>),
    /// Play the entered puzzle.
    Submit,
    /// Back to the difficulty screen.
    Back,
}

/// What the screen asks of the application.
#[derive(Debug)]
pub enum Action {
    /// Nothing.
    None,
    /// Run a task of this screen.
    Run(Task<Message>),
    /// Check the text and start it (the application answers with [`Custom::failed`] on error).
    Submit(String),
    /// Go back.
    Back,
}

/// The entry screen.
#[derive(Clone, Debug, Default)]
pub struct Custom {
    text: text_editor::Content,
    error: Option<String>,
    checking: bool,
}

/// The widget id of the text field.
pub const INPUT: &str = "puzzle-input";

impl Custom {
    /// The text entered so far.
    pub fn text(&self) -> String {
        self.text.text()
    }

    /// The error shown, if any.
    pub fn error(&self) -> Option<&str> {
        self.error.as_deref()
    }

    /// Shows why the puzzle was refused.
    pub fn failed(&mut self, error: String) {
        self.checking = false;
        self.error = Some(error);
    }

    /// Handles a message.
    pub fn update(&mut self, message: Message) -> Action {
        match message {
            Message::Edited(text) => {
                self.text = text_editor::Content::with_text(&text);
                self.error = None;
                Action::None
            }
            Message::Action(action) => {
                if action.is_edit() {
                    self.error = None;
                }
                self.text.perform(action);
                Action::None
            }
            Message::Paste => Action::Run(iced::clipboard::read().map(Message::Pasted)),
            Message::Pasted(Some(text)) => {
                self.text = text_editor::Content::with_text(text.trim());
                self.error = None;
                Action::None
            }
            Message::Pasted(None) => {
                self.error = Some(t!("custom-clipboard-empty"));
                Action::None
            }
            Message::Submit => {
                if self.checking {
                    return Action::None;
                }
                self.checking = true;
                self.error = None;
                Action::Submit(self.text.text())
            }
            Message::Back => Action::Back,
        }
    }

    /// The screen.
    pub fn view(&self) -> Element<'_, Message> {
        page::centered(move |size| self.card(size))
    }

    /// The card, for a window of `size`: in a narrow one the buttons go one under another.
    fn card(&self, size: iced::Size) -> Element<'_, Message> {
        let narrow = size.width < 640.0;
        let input = text_editor(&self.text)
            .id(INPUT)
            .placeholder(t!("custom-placeholder"))
            .on_action(Message::Action)
            .key_binding(enter_plays)
            .size(12)
            .padding(12)
            .height(170)
            .wrapping(Wrapping::WordOrGlyph)
            .font(crate::app::theme::MONOSPACE)
            .style(theme::input);
        let count = text(count_text(&self.text.text())).size(13).style(theme::muted_text);
        let feedback = match (&self.error, self.checking) {
            (_, true) => text(t!("custom-checking")).size(15).style(theme::muted_text),
            (Some(e), false) => text(e.clone()).size(15).style(theme::danger_text),
            (None, false) => text("").size(15),
        };
        let play = container(
            button(text(t!("custom-play")).size(16))
                .padding([10, 22])
                .style(theme::primary)
                .on_press_maybe((!self.checking).then_some(Message::Submit)),
        )
        .id("custom-play");
        let paste = container(
            button(text(t!("custom-paste")).size(16))
                .padding([10, 20])
                .style(theme::action)
                .on_press(Message::Paste),
        )
        .id("custom-paste");
        let back = button(text(t!("back")).size(15))
            .padding([10, 16])
            .style(theme::flat)
            .on_press(Message::Back);
        let buttons: Element<'_, Message> = if narrow {
            column![row![paste, play].spacing(10), back].spacing(10).into()
        } else {
            row![back, space::horizontal(), paste, play]
                .spacing(10)
                .align_y(Alignment::Center)
                .into()
        };
        let content = column![
            text(t!("custom-title")).size(32),
            text(t!("custom-how")).size(15).style(theme::muted_text),
            text(t!("custom-marks")).size(15).style(theme::muted_text),
            text(t!("custom-checked")).size(15).style(theme::muted_text),
            space::vertical().height(8),
            input,
            count,
            container(feedback).id("custom-error"),
            space::vertical().height(6),
            buttons,
        ]
        .spacing(8)
        .width(Length::Fill)
        .max_width(720);
        container(content)
            .padding([30, if narrow { 20 } else { 36 }])
            .max_width(720 + 72)
            .style(theme::card)
            .into()
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

/// How far the text is: cells of the 81-character form, characters of the 729-character
/// form, or groups of candidates of the printed form (counted as the parser splits them).
fn count_text(text: &str) -> String {
    let compact: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();
    if compact.len() <= 81 {
        return t!("custom-count", cells = compact.len());
    }
    if compact.iter().all(|&c| c == '.' || c.is_ascii_digit()) && text.split_whitespace().count() <= 9 {
        return t!("custom-count-long", characters = compact.len());
    }
    let groups = text
        .split(|c: char| c.is_whitespace() || matches!(c, '|' | '-' | '+' | '=' | '*' | ':'))
        .filter(|token| token.chars().any(|c| matches!(c, '1'..='9')))
        .count();
    t!("custom-count-groups", groups = groups)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_count_follows_the_form() {
        assert_eq!(count_text("53..7"), "5 of 81 cells");
        assert_eq!(count_text(&"123456789".repeat(80)), "720 of 729 characters");
        let mut printed = String::from(".------.------.\n| 12 3 |");
        printed.push_str(&" 45".repeat(40));
        assert_eq!(count_text(&printed), "42 of 81 groups of candidates");
    }
}
