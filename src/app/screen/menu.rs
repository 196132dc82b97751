//! The main menu.

use iced::widget::{button, column, container, image, text, Column};
use iced::{Alignment, Element, Length};

use crate::app::theme::{self, ThemeChoice};

/// A message of the menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Message {
    /// Play a classic game.
    Play,
    /// The 3D cube.
    Cube,
    /// The rules and the controls.
    HowToPlay,
    /// Leave the game.
    Quit,
    /// The theme button.
    ToggleTheme,
}

/// What the menu asks of the application.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Nothing.
    None,
    /// Go to the difficulty screen.
    Play,
    /// Go to the cube.
    Cube,
    /// Show how to play.
    HowToPlay,
    /// Quit.
    Quit,
    /// Switch to the next theme.
    ToggleTheme,
}

/// The menu. It has no state yet; Continue and Statistics (from the saves) will add theirs
/// here and their buttons in [`Menu::view`].
#[derive(Clone, Debug, Default)]
pub struct Menu;

impl Menu {
    /// Handles a message.
    pub fn update(&mut self, message: Message) -> Action {
        match message {
            Message::Play => Action::Play,
            Message::Cube => Action::Cube,
            Message::HowToPlay => Action::HowToPlay,
            Message::Quit => Action::Quit,
            Message::ToggleTheme => Action::ToggleTheme,
        }
    }

    /// The screen.
    pub fn view(&self, theme_choice: ThemeChoice) -> Element<'_, Message> {
        let entry = |label: &'static str, id: &'static str, message: Message, primary: bool| -> Element<'_, Message> {
            let b = button(text(label).size(18).width(Length::Fill).align_x(Alignment::Center))
                .width(300)
                .padding([13, 20])
                .style(if primary { theme::primary } else { theme::action })
                .on_press(message);
            container(b).id(id).into()
        };
        let logo = image(image::Handle::from_bytes(crate::app::ICON_PNG))
            .width(112)
            .height(112);
        // Continue and Statistics go above Play once games are saved.
        let entries = Column::new()
            .push(entry("Play", "menu-play", Message::Play, true))
            .push(entry("3D Cube", "menu-cube", Message::Cube, false))
            .push(entry("How to play", "menu-help", Message::HowToPlay, false))
            .push(entry("Quit", "menu-quit", Message::Quit, false))
            .spacing(12);
        let theme_button = button(text(theme_choice.label()).size(14))
            .padding([7, 14])
            .style(theme::flat)
            .on_press(Message::ToggleTheme);
        let content = column![
            logo,
            text("Sudoku 3D").size(46),
            text("The classic 9\u{d7}9 puzzle, and a cube of three linked faces")
                .size(16)
                .style(theme::muted_text),
            iced::widget::space::vertical().height(18),
            entries,
            iced::widget::space::vertical().height(10),
            theme_button,
        ]
        .spacing(8)
        .align_x(Alignment::Center);
        container(container(content).padding([36, 56]).style(theme::card))
            .center(Length::Fill)
            .padding(20)
            .into()
    }
}
