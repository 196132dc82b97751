//! How to play: the rules, the 3D cube, the controls, hints (their stages, walking a chain,
//! the legend) and the keyboard shortcuts.

use iced::widget::{button, column, container, image, row, scrollable, space, text, Column};
use iced::{Alignment, Element, Length};

use crate::app::keys::{Keys, HELP};
use crate::app::theme;
use crate::app::widget::preview;
use crate::t;

/// A message of the help screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Message {
    /// Back to the menu.
    Back,
}

/// What the help screen asks of the application.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Go back to the menu.
    Back,
}

/// The help screen, with a picture of the cube.
#[derive(Clone, Debug)]
pub struct Help {
    picture: image::Handle,
    dark: bool,
}

/// Side of the cube's picture, in logical pixels.
const PICTURE: f32 = 260.0;

/// The controls: a name and the message saying what it does.
const CONTROLS: &[(&str, &str)] = &[
    ("help-play", "help-play-about"),
    ("help-notes", "help-notes-about"),
    ("help-hint", "help-hint-about"),
    ("help-check", "help-check-about"),
    ("help-solve", "help-solve-about"),
    ("help-new", "help-new-about"),
    ("help-clock", "help-clock-about"),
    ("help-export", "help-export-about"),
];

impl Help {
    /// The screen, its picture drawn for a dark theme when `dark` (rendered here, once:
    /// about a millisecond).
    pub fn new(dark: bool) -> Help {
        Help {
            picture: preview::sample(PICTURE as u32, dark),
            dark,
        }
    }

    /// Follows the theme: the picture is drawn again when it switches between light and dark.
    pub fn set_dark(&mut self, dark: bool) {
        if dark != self.dark {
            *self = Help::new(dark);
        }
    }

    /// Handles a message.
    pub fn update(&mut self, message: Message) -> Action {
        match message {
            Message::Back => Action::Back,
        }
    }

    /// The screen.
    pub fn view(&self) -> Element<'_, Message> {
        let heading = |id: &'static str| text(t!(id)).size(20).style(theme::accent_text);
        let controls = Column::with_children(CONTROLS.iter().map(|(name, what)| {
            row![
                text(t!(*name)).size(15).width(90),
                text(t!(*what)).size(15).width(Length::Fill)
            ]
            .spacing(12)
            .into()
        }))
        .spacing(8);
        let keys = Column::with_children(HELP.iter().map(|(keys, what)| {
            let keys = match *keys {
                Keys::Written(k) => k.to_string(),
                Keys::Message(id) => t!(id),
            };
            row![
                text(keys).size(15).font(crate::app::theme::MONOSPACE).width(250),
                text(t!(*what)).size(15).style(theme::muted_text)
            ]
            .spacing(12)
            .into()
        }))
        .spacing(5);
        let back = container(
            button(text(t!("back")).size(15))
                .padding([8, 16])
                .style(theme::flat)
                .on_press(Message::Back),
        )
        .id("help-back");
        let content = column![
            back,
            text(t!("help-title")).size(32),
            space::vertical().height(4),
            heading("help-rules-heading"),
            text(t!("help-rules")).size(15),
            space::vertical().height(4),
            heading("help-cube-heading"),
            row![
                container(image(self.picture.clone()).width(PICTURE).height(PICTURE)).id("help-cube"),
                column![
                    text(t!("help-cube")).size(15),
                    text(t!("help-cube-picture")).size(13).style(theme::muted_text),
                ]
                .spacing(8)
                .width(Length::Fill),
            ]
            .spacing(18)
            .align_y(Alignment::Center),
            text(t!("help-cube-play")).size(15),
            space::vertical().height(4),
            heading("help-controls-heading"),
            controls,
            space::vertical().height(4),
            heading("help-hints-heading"),
            text(t!("help-hints-stages")).size(15),
            text(t!("help-hints-chains")).size(15),
            text(t!("help-hints-legend")).size(15),
            space::vertical().height(4),
            heading("help-keyboard-heading"),
            keys,
        ]
        .spacing(10)
        .width(720)
        .align_x(Alignment::Start);
        scrollable(
            container(container(content).padding([30, 36]).style(theme::card))
                .center_x(Length::Fill)
                .padding(20),
        )
        .into()
    }
}
