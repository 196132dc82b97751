//! The bar at the top of the game: Back, Menu and Export at the left, the puzzle's name in the
//! middle, the clock, Pause and the theme at the right.

use iced::alignment::{Horizontal, Vertical};
use iced::widget::{button, column, container, row, text};
use iced::{Alignment, Element, Length};

use super::layout::HEADER;
use super::{Game, Message};
use crate::app::theme::{self, ThemeChoice};
use crate::engine::{Rating, Shape};
use crate::i18n;
use crate::play::{format_time, Origin};
use crate::t;

impl Game {
    pub(super) fn header(&self, theme_choice: ThemeChoice, compact: bool) -> Element<'_, Message> {
        let flat = |label: String, message: Message| {
            button(text(label).size(15))
                .padding([7, 12])
                .style(theme::flat)
                .on_press(message)
        };
        let left = row![
            flat(t!("back"), Message::Back),
            flat(t!("menu"), Message::Menu),
            container(flat(t!("action-export"), Message::ExportOpened)).id("export-pdf"),
        ]
        .spacing(4)
        .align_y(Alignment::Center);

        let subtitle = match (self.origin.tag(), self.shape()) {
            (None, _) => match self.rating {
                Some(Rating::Beyond) => t!("game-entered-beyond"),
                Some(r) => t!("game-entered-graded", rating = i18n::rating_title(r).to_lowercase()),
                None => t!("game-entered"),
            },
            (Some(tag), Shape::Classic) => t!("game-subtitle-classic", tag = tag),
            (Some(tag), Shape::Cube) => t!("game-subtitle-cube", tag = tag),
        };
        let title = match self.origin {
            Origin::Entered => t!("game-your-puzzle"),
            Origin::Generated { .. } | Origin::Level { .. } => i18n::difficulty_title(self.difficulty),
        };
        let middle = if compact {
            column![text(title).size(19)]
        } else {
            column![text(title).size(19), text(subtitle).size(12).style(theme::muted_text)]
        }
        .align_x(Alignment::Center);
        let theme_label = if compact {
            theme_choice.title()
        } else {
            theme_choice.label()
        };

        let clock = text(format_time(self.state.elapsed(self.now)))
            .size(22)
            .font(theme::MONOSPACE)
            .style(theme::accent_text);
        let pause_label = if self.paused { t!("resume") } else { t!("pause") };
        let pause = container(
            button(
                text(pause_label)
                    .size(15)
                    .align_x(Horizontal::Center)
                    .width(Length::Fill),
            )
            .width(86)
            .padding([7, 10])
            .style(theme::action)
            .on_press_maybe((!self.state.is_finished()).then_some(Message::TogglePause)),
        )
        .id("pause");
        let right = row![clock, pause, flat(theme_label, Message::ToggleTheme)]
            .spacing(12)
            .align_y(Alignment::Center);

        let bar = row![
            container(left).width(Length::Fill),
            middle,
            container(right).width(Length::Fill).align_x(Horizontal::Right),
        ]
        .align_y(Alignment::Center)
        .padding([8, 14]);
        container(bar)
            .width(Length::Fill)
            .height(HEADER)
            .align_y(Vertical::Center)
            .style(theme::header)
            .into()
    }
}
