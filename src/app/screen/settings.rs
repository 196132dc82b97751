//! The settings: the theme, the board's highlights and the mistake display. They are saved
//! in the data folder and apply at once.

use iced::widget::{button, column, container, row, text, toggler, Row};
use iced::{Alignment, Element, Length};

use crate::app::theme::{self, ThemeChoice};
use crate::store::Settings;

/// A message of the settings screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Message {
    /// A theme was picked.
    ThemePicked(ThemeChoice),
    /// Highlighting the selected cell's row, column and box switched.
    PeersToggled(bool),
    /// Highlighting the selected digit switched.
    SameDigitToggled(bool),
    /// Showing every mistake switched.
    MistakesToggled(bool),
    /// Back to the menu.
    Back,
}

/// What the screen asks of the application.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// The settings changed to these: apply and save them.
    Changed(Settings),
    /// Go back to the menu.
    Back,
}

/// The settings screen, editing a copy of the settings.
#[derive(Clone, Debug, Default)]
pub struct SettingsScreen {
    settings: Settings,
}

impl SettingsScreen {
    /// The screen, starting from `settings`.
    pub fn new(settings: Settings) -> SettingsScreen {
        SettingsScreen { settings }
    }

    /// Handles a message.
    pub fn update(&mut self, message: Message) -> Action {
        let s = &mut self.settings;
        match message {
            Message::ThemePicked(choice) => s.theme = choice,
            Message::PeersToggled(on) => s.highlight_peers = on,
            Message::SameDigitToggled(on) => s.highlight_same_digit = on,
            Message::MistakesToggled(on) => s.show_mistakes = on,
            Message::Back => return Action::Back,
        }
        Action::Changed(self.settings.clone())
    }

    /// The screen.
    pub fn view(&self) -> Element<'_, Message> {
        let s = &self.settings;
        let themes = Row::with_children(
            [ThemeChoice::System, ThemeChoice::Light, ThemeChoice::Dark].map(|choice| {
                let b = button(
                    text(choice.name())
                        .size(15)
                        .align_x(Alignment::Center)
                        .width(Length::Fill),
                )
                .width(96)
                .padding([8, 10])
                .style(if s.theme == choice {
                    theme::toggled
                } else {
                    theme::action
                })
                .on_press(Message::ThemePicked(choice));
                container(b)
                    .id(format!("theme-{}", choice.name().to_lowercase()))
                    .into()
            }),
        )
        .spacing(8);
        let switch = |label: &'static str, id: &'static str, on: bool, message: fn(bool) -> Message| {
            container(
                toggler(on)
                    .label(label)
                    .text_size(16)
                    .size(22)
                    .spacing(12)
                    .on_toggle(message)
                    .style(theme::switch),
            )
            .id(id)
        };
        let back = container(
            button(text("\u{2039} Back").size(15))
                .padding([8, 16])
                .style(theme::flat)
                .on_press(Message::Back),
        )
        .id("settings-back");
        let content = column![
            text("Settings").size(34),
            row![text("Theme").size(16).width(Length::Fill), themes].align_y(Alignment::Center),
            switch(
                "Highlight the row, column and box of the selected cell",
                "setting-peers",
                s.highlight_peers,
                Message::PeersToggled
            ),
            switch(
                "Highlight every cell with the selected digit",
                "setting-same-digit",
                s.highlight_same_digit,
                Message::SameDigitToggled
            ),
            switch(
                "Show mistakes in red as you play",
                "setting-mistakes",
                s.show_mistakes,
                Message::MistakesToggled
            ),
            container(back).center_x(Length::Fill),
        ]
        .spacing(18)
        .width(480);
        container(container(content).padding([28, 36]).style(theme::card))
            .center(Length::Fill)
            .padding(20)
            .into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_change_is_reported_with_the_new_settings() {
        let mut screen = SettingsScreen::new(Settings::default());
        let Action::Changed(s) = screen.update(Message::ThemePicked(ThemeChoice::Dark)) else {
            panic!("a change")
        };
        assert_eq!(s.theme, ThemeChoice::Dark);
        let Action::Changed(s) = screen.update(Message::MistakesToggled(true)) else {
            panic!("a change")
        };
        assert!(s.show_mistakes && s.theme == ThemeChoice::Dark);
        assert_eq!(screen.update(Message::Back), Action::Back);
    }
}
