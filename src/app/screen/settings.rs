//! The settings: the language, the theme, the board's highlights and the mistake display.
//! They are saved in the data folder and apply at once.

use iced::widget::{button, column, container, row, text, toggler, Row};
use iced::{Alignment, Element, Length};

use crate::app::theme::{self, ThemeChoice};
use crate::app::widget::page;
use crate::i18n::Language;
use crate::store::Settings;
use crate::t;

/// A message of the settings screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Message {
    /// A language was picked (`None`: the system's).
    LanguagePicked(Option<Language>),
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
    /// The system's language, named on the "System" choice.
    system_language: Language,
}

impl SettingsScreen {
    /// The screen, starting from `settings`, on a system that speaks `system_language`.
    pub fn new(settings: Settings, system_language: Language) -> SettingsScreen {
        SettingsScreen {
            settings,
            system_language,
        }
    }

    /// Handles a message.
    pub fn update(&mut self, message: Message) -> Action {
        let s = &mut self.settings;
        match message {
            Message::LanguagePicked(language) => s.language = language,
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
        page::centered(move |size| self.card(size))
    }

    /// The card, for a window of `size`: in a narrow one the system's language gets a row of
    /// its own (its label names the language too, and would wrap).
    fn card(&self, size: iced::Size) -> Element<'_, Message> {
        let narrow = size.width < 640.0;
        let s = &self.settings;
        let themes = Row::with_children(
            [ThemeChoice::System, ThemeChoice::Light, ThemeChoice::Dark].map(|choice| {
                let b = button(
                    text(choice.title())
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
        // The system's button has room for "Системный (English)" on one line beside the three
        // languages' (6 to 3 + 3 + 3 and the gaps).
        let language_button = |language: Option<Language>| {
            let label = match language {
                None => t!(
                    "settings-language-system",
                    language = self.system_language.native_name()
                ),
                Some(l) => l.native_name().to_string(),
            };
            let b = button(text(label).size(15).align_x(Alignment::Center).width(Length::Fill))
                .width(Length::Fill)
                .padding([8, 6])
                .style(if s.language == language {
                    theme::toggled
                } else {
                    theme::action
                })
                .on_press(Message::LanguagePicked(language));
            container(b)
                .id(format!("language-{}", language.map_or("system", Language::code)))
                .width(Length::FillPortion(if language.is_none() { 6 } else { 3 }))
        };
        let named = Row::with_children(Language::ALL.map(|l| language_button(Some(l)).into())).spacing(8);
        let languages: Element<'_, Message> = if narrow {
            column![language_button(None), named].spacing(8).into()
        } else {
            row![language_button(None), named.width(Length::FillPortion(3 * 3 + 2))]
                .spacing(8)
                .into()
        };
        let switch = |label: String, id: &'static str, on: bool, message: fn(bool) -> Message| {
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
            button(text(t!("back")).size(15))
                .padding([8, 16])
                .style(theme::flat)
                .on_press(Message::Back),
        )
        .id("settings-back");
        let content = column![
            text(t!("settings-title")).size(34),
            column![text(t!("settings-language")).size(16), languages].spacing(8),
            row![text(t!("settings-theme")).size(16).width(Length::Fill), themes].align_y(Alignment::Center),
            switch(
                t!("settings-peers"),
                "setting-peers",
                s.highlight_peers,
                Message::PeersToggled
            ),
            switch(
                t!("settings-same-digit"),
                "setting-same-digit",
                s.highlight_same_digit,
                Message::SameDigitToggled
            ),
            switch(
                t!("settings-mistakes"),
                "setting-mistakes",
                s.show_mistakes,
                Message::MistakesToggled
            ),
            container(back).center_x(Length::Fill),
        ]
        .spacing(18)
        .width(Length::Fill)
        .max_width(480);
        container(content)
            .padding([28, if narrow { 20 } else { 36 }])
            .max_width(480 + 72)
            .style(theme::card)
            .into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_change_is_reported_with_the_new_settings() {
        let mut screen = SettingsScreen::new(Settings::default(), Language::English);
        let Action::Changed(s) = screen.update(Message::ThemePicked(ThemeChoice::Dark)) else {
            panic!("a change")
        };
        assert_eq!(s.theme, ThemeChoice::Dark);
        let Action::Changed(s) = screen.update(Message::MistakesToggled(true)) else {
            panic!("a change")
        };
        assert!(s.show_mistakes && s.theme == ThemeChoice::Dark);
        let Action::Changed(s) = screen.update(Message::LanguagePicked(Some(Language::Russian))) else {
            panic!("a change")
        };
        assert_eq!(s.language, Some(Language::Russian));
        assert_eq!(screen.update(Message::Back), Action::Back);
    }
}
