//! The 3D cube mode's start screen: what the cube is, and a difficulty to choose. The parts
//! the game screen adds for a cube (the face switcher, the preview column, the edge labels)
//! are widgets: [`crate::app::widget::cube_parts`] and [`crate::app::widget::edge_links`].
//!
//! The cube game itself is the classic [`Game`](super::game::Game) screen on a
//! [`Shape::Cube`](crate::engine::Shape::Cube) grid: the board shows one face at a time, and
//! a linked cell is one cell of the engine's grid, so a digit entered on one face is on the
//! other face(s) at once, and undo, hints, checking and the clock need nothing new.

use std::time::Duration;

use iced::widget::{button, column, container, image, row, scrollable, space, text, Column};
use iced::{Alignment, Element, Length};

use crate::app::keys::Shortcut;
use crate::app::theme;
use crate::app::widget::preview;
use crate::engine::Difficulty;
use crate::t;

/// Side of the picture on the start screen, in logical pixels.
const PICTURE: f32 = 260.0;

/// A message of the cube's start screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Message {
    /// A difficulty was chosen.
    Picked(Difficulty),
    /// Back to the menu.
    Back,
}

/// What the cube's start screen asks of the application.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Start a cube game of this difficulty.
    Start(Difficulty),
    /// Go back to the menu.
    Back,
}

/// The cube's start screen: a picture of the cube, what it is, and the difficulties with this
/// session's best times.
#[derive(Clone, Debug)]
pub struct Cube {
    best: [Option<Duration>; Difficulty::ALL.len()],
    picture: image::Handle,
    dark: bool,
}

fn index(d: Difficulty) -> usize {
    match d {
        Difficulty::Easy => 0,
        Difficulty::Medium => 1,
        Difficulty::Hard => 2,
        Difficulty::Expert => 3,
    }
}

impl Cube {
    /// The screen, showing `best(d)` as the session's best cube time of each difficulty, drawn
    /// for a dark theme when `dark`.
    pub fn new(best: impl Fn(Difficulty) -> Option<Duration>, dark: bool) -> Cube {
        Cube {
            best: Difficulty::ALL.map(best),
            picture: preview::sample(PICTURE as u32, dark),
            dark,
        }
    }

    /// Follows the theme: the picture is drawn again when it switches between light and dark.
    pub fn set_dark(&mut self, dark: bool) {
        if dark != self.dark {
            self.dark = dark;
            self.picture = preview::sample(PICTURE as u32, dark);
        }
    }

    /// Handles a message.
    pub fn update(&mut self, message: Message) -> Action {
        match message {
            Message::Picked(d) => Action::Start(d),
            Message::Back => Action::Back,
        }
    }

    /// The screen.
    pub fn view(&self) -> Element<'_, Message> {
        let choice = |d: Difficulty| -> Element<'_, Message> {
            // The classic screen's label: the band's name, what it asks, the best time.
            let b = button(crate::app::widget::band::band_label(
                d,
                crate::i18n::difficulty_about(d),
                self.best[index(d)],
            ))
            .width(Length::Fill)
            .padding([11, 18])
            .style(theme::action)
            .on_press(Message::Picked(d));
            container(b).id(format!("cube-{}", d.name())).into()
        };
        let about = column![
            text(t!("cube-title")).size(34),
            text(t!("cube-about")).size(15).style(theme::muted_text),
            space::vertical().height(6),
            Column::with_children(Difficulty::ALL.map(choice)).spacing(10),
        ]
        .spacing(8)
        .width(340);
        let back = container(
            button(text(t!("back")).size(15))
                .padding([8, 16])
                .style(theme::flat)
                .on_press(Message::Back),
        )
        .id("cube-back");
        let content = column![
            row![image(self.picture.clone()).width(PICTURE).height(PICTURE), about]
                .spacing(28)
                .align_y(Alignment::Center),
            back,
        ]
        .spacing(12)
        .align_x(Alignment::Center);
        // With the bands' descriptions the card is taller than a small window (800x600): it
        // scrolls rather than hiding Back.
        let bar = scrollable::Scrollbar::new().width(6).scroller_width(6).spacing(8);
        let content = scrollable(content).direction(scrollable::Direction::Vertical(bar));
        container(container(content).padding([28, 36]).style(theme::card))
            .center(Length::Fill)
            .padding(20)
            .into()
    }
}

/// The cube's start screen's keys: 1 Easy, 2 Medium, 3 Hard, 4 Expert (Esc is the
/// application's: back one screen).
pub fn key(shortcut: Shortcut) -> Option<Message> {
    match shortcut {
        Shortcut::Digit(d) => Difficulty::ALL
            .get(usize::from(d.get()) - 1)
            .map(|&d| Message::Picked(d)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Digit;

    #[test]
    fn the_cube_start_screen_answers_digits() {
        let digit = |n| Shortcut::Digit(Digit::new(n).unwrap());
        assert_eq!(key(digit(1)), Some(Message::Picked(Difficulty::Easy)));
        assert_eq!(key(digit(4)), Some(Message::Picked(Difficulty::Expert)));
        assert_eq!(key(digit(5)), None);
        assert_eq!(key(Shortcut::Escape), None);
    }
}
