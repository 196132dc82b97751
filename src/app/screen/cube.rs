//! The 3D cube mode: a placeholder until the cube screen arrives.

use iced::widget::{button, column, container, text};
use iced::{Alignment, Element, Length};

use crate::app::theme;

/// A message of the cube screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Message {
    /// Back to the menu.
    Back,
}

/// What the cube screen asks of the application.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Go back to the menu.
    Back,
}

/// The cube screen (placeholder).
#[derive(Clone, Debug, Default)]
pub struct Cube;

impl Cube {
    /// Handles a message.
    pub fn update(&mut self, message: Message) -> Action {
        match message {
            Message::Back => Action::Back,
        }
    }

    /// The screen.
    pub fn view(&self) -> Element<'_, Message> {
        let content = column![
            text("3D Cube").size(34),
            text("Three faces of a cube, linked along their shared edges: 217 cells, 81 houses.").size(16),
            text("This mode is coming soon.").size(16).style(theme::muted_text),
            button(text("\u{2039} Back").size(15))
                .padding([8, 16])
                .style(theme::flat)
                .on_press(Message::Back),
        ]
        .spacing(14)
        .align_x(Alignment::Center);
        container(container(content).padding([32, 44]).style(theme::card))
            .center(Length::Fill)
            .padding(20)
            .into()
    }
}
