//! The wait for a puzzle: which game is being made, and Cancel.

use iced::widget::{button, column, container, text};
use iced::{Alignment, Element};

use crate::app::theme;
use crate::app::widget::page;
use crate::engine::{Difficulty, Variant};
use crate::i18n;
use crate::t;

/// A message of the loading screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Message {
    /// Stop waiting.
    Cancel,
}

/// The screen while a puzzle of `variant` and `difficulty` is loaded or generated.
pub fn view<'a>(variant: Variant, difficulty: Difficulty) -> Element<'a, Message> {
    let id = variant.row().keys.loading;
    let content = move || {
        column![
            container(
                text(t!(
                    id,
                    band = difficulty.name(),
                    difficulty = i18n::difficulty_title(difficulty)
                ))
                .size(26)
            )
            .id("loading-what"),
            text(t!("loading-about")).size(15).style(theme::muted_text),
            button(text(t!("cancel")).size(15))
                .padding([8, 18])
                .style(theme::action)
                .on_press(Message::Cancel),
        ]
        .spacing(14)
        .align_x(Alignment::Center)
    };
    page::centered(move |size| {
        // In a narrow window the card gives up most of its side margins.
        let side = if size.width < 560.0 { 20 } else { 44 };
        container(content()).padding([32, side]).style(theme::card).into()
    })
}
