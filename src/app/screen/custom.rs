//! Entering or pasting a puzzle of one's own.

use iced::widget::{button, column, container, row, space, text, text_input};
use iced::{Alignment, Element, Length, Task};

use crate::app::theme;
use crate::t;

/// A message of the entry screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    /// The text changed.
    Edited(String),
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
    text: String,
    error: Option<String>,
    checking: bool,
}

/// The widget id of the text field.
pub const INPUT: &str = "puzzle-input";

impl Custom {
    /// The text entered so far.
    pub fn text(&self) -> &str {
        &self.text
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
                self.text = text;
                self.error = None;
                Action::None
            }
            Message::Paste => Action::Run(iced::clipboard::read().map(Message::Pasted)),
            Message::Pasted(Some(text)) => {
                self.text = text.trim().to_string();
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
                Action::Submit(self.text.clone())
            }
            Message::Back => Action::Back,
        }
    }

    /// The screen.
    pub fn view(&self) -> Element<'_, Message> {
        let input = text_input(&t!("custom-placeholder"), &self.text)
            .id(INPUT)
            .on_input(Message::Edited)
            .on_submit(Message::Submit)
            .size(15)
            .padding(12)
            .font(iced::Font::MONOSPACE)
            .style(theme::input)
            .width(Length::Fill);
        let cells = self.text.chars().filter(|c| !c.is_whitespace()).count();
        let count = text(t!("custom-count", cells = cells))
            .size(13)
            .style(theme::muted_text);
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
        let content = column![
            text(t!("custom-title")).size(32),
            text(t!("custom-how")).size(15).style(theme::muted_text),
            text(t!("custom-checked")).size(15).style(theme::muted_text),
            space::vertical().height(8),
            input,
            count,
            container(feedback).id("custom-error"),
            space::vertical().height(6),
            row![back, space::horizontal(), paste, play]
                .spacing(10)
                .align_y(Alignment::Center),
        ]
        .spacing(8)
        .width(720);
        container(container(content).padding([30, 36]).style(theme::card))
            .center(Length::Fill)
            .padding(20)
            .into()
    }
}
