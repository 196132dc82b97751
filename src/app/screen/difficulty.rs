//! Choosing a difficulty (or entering a puzzle of one's own).

use std::time::Duration;

use iced::widget::{button, column, container, scrollable, space, text, Column};
use iced::{Alignment, Element, Length};

use crate::app::keys::Shortcut;
use crate::app::theme;
use crate::engine::{Difficulty, Variant};
use crate::t;

/// A message of the difficulty screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Message {
    /// A difficulty was chosen.
    Picked(Difficulty),
    /// Enter a puzzle instead.
    Custom,
    /// Back to the menu.
    Back,
}

/// What the screen asks of the application.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Nothing to do.
    Stay,
    /// Start a game of this difficulty.
    Start(Difficulty),
    /// Go to the puzzle entry screen.
    Custom,
    /// Go back to the menu.
    Back,
}

/// The difficulty screen of one mode, with its best times.
#[derive(Clone, Debug)]
pub struct DifficultyScreen {
    variant: Variant,
    /// Whether it offers "Enter your own puzzle" (the entry screen takes the kind).
    custom: bool,
    best: [Option<Duration>; Difficulty::ALL.len()],
}

fn index(d: Difficulty) -> usize {
    match d {
        Difficulty::Easy => 0,
        Difficulty::Medium => 1,
        Difficulty::Hard => 2,
        Difficulty::Expert => 3,
    }
}

impl DifficultyScreen {
    /// The screen of a game of `variant`, showing `best(d)` as the best time of each
    /// difficulty.
    pub fn new(variant: Variant, best: impl Fn(Difficulty) -> Option<Duration>) -> DifficultyScreen {
        DifficultyScreen {
            variant,
            custom: true,
            best: Difficulty::ALL.map(best),
        }
    }

    /// The screen with or without "Enter your own puzzle".
    pub fn with_custom(self, custom: bool) -> DifficultyScreen {
        DifficultyScreen { custom, ..self }
    }

    /// The mode the screen starts a game of.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// Handles a message.
    pub fn update(&mut self, message: Message) -> Action {
        match message {
            // Key 4 on a kind without Expert: nothing to start.
            Message::Picked(d) if !self.variant.row().bands.contains(&d) => Action::Stay,
            Message::Picked(d) => Action::Start(d),
            Message::Custom if self.custom => Action::Custom,
            Message::Custom => Action::Stay,
            Message::Back => Action::Back,
        }
    }

    /// The screen: in a short window (under 700 px, as 800x600) the card is tighter and its
    /// buttons wider, so each band's description takes one line and every entry, "Enter your
    /// own puzzle" and Back among them, is in view without scrolling.
    pub fn view(&self) -> Element<'_, Message> {
        iced::widget::responsive(move |size| self.page(size.height < 700.0 && size.width >= 560.0)).into()
    }

    fn page(&self, short: bool) -> Element<'_, Message> {
        let width = if short { 460 } else { 380 };
        let choice = |d: Difficulty| -> Element<'_, Message> {
            // A killer's bands ask for its own techniques (cage combinations, the rule of 45).
            let about = crate::i18n::band_about(self.variant, d);
            let b = button(crate::app::widget::band::band_label(d, about, self.best[index(d)]))
                .width(width)
                .padding([if short { 8 } else { 12 }, 20])
                .style(theme::action)
                .on_press(Message::Picked(d));
            container(b).id(format!("difficulty-{}", d.name())).into()
        };
        // The kind's own bands: Mini has no Expert.
        let bands = self.variant.row().bands.iter().map(|&d| choice(d));
        let choices = Column::with_children(bands).spacing(if short { 8 } else { 12 });
        let custom = container(
            button(
                text(t!("difficulty-custom"))
                    .size(16)
                    .width(Length::Fill)
                    .align_x(Alignment::Center),
            )
            .width(width)
            .padding([if short { 8 } else { 11 }, 20])
            .style(theme::action)
            .on_press(Message::Custom),
        )
        .id("difficulty-custom");
        let back = button(text(t!("back")).size(15))
            .padding([8, 16])
            .style(theme::flat)
            .on_press(Message::Back);
        let title = t!(self.variant.row().keys.bands_title);
        let custom = self.custom.then_some(custom);
        let content = column![
            container(text(title).size(34)).id("difficulty-title"),
            text(t!("difficulty-choose")).size(16).style(theme::muted_text),
            space::vertical().height(if short { 4 } else { 12 }),
            choices,
            space::vertical().height(4),
            custom,
            space::vertical().height(4),
            back,
        ]
        .spacing(8)
        .align_x(Alignment::Center);
        // In a small window (800x600) the bands' two-line descriptions push "Enter your own
        // puzzle" and Back below the card: the card scrolls rather than hiding them.
        let bar = scrollable::Scrollbar::new().width(6).scroller_width(6).spacing(8);
        let content = scrollable(content).direction(scrollable::Direction::Vertical(bar));
        let (card_padding, margin) = if short { ([18, 36], 12) } else { ([32, 44], 20) };
        container(container(content).padding(card_padding).style(theme::card))
            .center(Length::Fill)
            .padding(margin)
            .into()
    }
}

/// The difficulty screen's keys: 1 Easy, 2 Medium, 3 Hard, 4 Expert, Esc back.
pub fn key(shortcut: Shortcut) -> Option<Message> {
    match shortcut {
        Shortcut::Digit(d) => Difficulty::ALL
            .get(usize::from(d.get()) - 1)
            .map(|&d| Message::Picked(d)),
        Shortcut::Escape => Some(Message::Back),
        _ => None,
    }
}

#[cfg(test)]
mod key_tests {
    use super::*;
    use crate::engine::Digit;

    #[test]
    fn the_difficulty_screen_answers_keys() {
        let digit = |n| Shortcut::Digit(Digit::new(n).unwrap());
        assert!(matches!(key(digit(3)), Some(Message::Picked(Difficulty::Hard))));
        assert!(matches!(key(Shortcut::Escape), Some(Message::Back)));
        assert!(matches!(key(digit(4)), Some(Message::Picked(Difficulty::Expert))));
        assert!(key(digit(5)).is_none());
    }
}
