//! A band's button label on the difficulty screens (the classic board's and the cube's).

use std::time::Duration;

use iced::widget::{column, row, text};
use iced::{Alignment, Element, Length};

use crate::app::theme;
use crate::engine::Difficulty;
use crate::i18n;
use crate::play::format_time;
use crate::t;

/// A band's button label, as both boards' difficulty screens show it: its name, what it asks
/// of a player (`about`: the board's own words, see [`i18n::difficulty_about`]), and the best
/// time (if any).
pub fn band_label<'a, M: 'a>(d: Difficulty, about: String, best: Option<Duration>) -> Element<'a, M> {
    let best = match best {
        Some(time) => t!("best-time", time = format_time(time)),
        None => String::new(),
    };
    row![
        column![
            text(i18n::difficulty_title(d)).size(21),
            text(about).size(14).style(theme::muted_text)
        ]
        .spacing(2)
        .width(Length::Fill),
        text(best).size(14).style(theme::accent_text),
    ]
    .spacing(8)
    .align_y(Alignment::Center)
    .into()
}
