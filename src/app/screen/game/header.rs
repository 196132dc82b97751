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
    /// The bar, `width` wide: a `compact` one (under 820) drops the subtitle and shortens
    /// the theme's label; a narrow one (under 600) drops the title too (the window's title
    /// names the game) and tightens the buttons, so the clock, Pause and the theme stay in.
    pub(super) fn header(&self, theme_choice: ThemeChoice, width: f32) -> Element<'_, Message> {
        let compact = width < 820.0;
        let narrow = width < 600.0;
        let pad_x = if narrow { 8 } else { 12 };
        let flat = |label: String, message: Message, id: &'static str| {
            container(
                button(text(label).size(15))
                    .padding([7, pad_x])
                    .style(theme::flat)
                    .on_press(message),
            )
            .id(id)
        };
        let left = row![
            flat(t!("back"), Message::Back, "back"),
            flat(t!("menu"), Message::Menu, "menu"),
            flat(t!("action-export"), Message::ExportOpened, "export-pdf"),
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
        let middle = if narrow {
            column![]
        } else if compact {
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
            .width(if narrow { 76 } else { 86 })
            .padding([7, if narrow { 6 } else { 10 }])
            .style(theme::action)
            .on_press_maybe((!self.state.is_finished()).then_some(Message::TogglePause)),
        )
        .id("pause");
        let right = row![clock, pause, flat(theme_label, Message::ToggleTheme, "theme")]
            .spacing(if narrow { 6 } else { 12 })
            .align_y(Alignment::Center);

        let bar = row![
            container(left).width(Length::Fill),
            middle,
            container(right).width(Length::Fill).align_x(Horizontal::Right),
        ]
        .align_y(Alignment::Center)
        .padding([8, if narrow { 6 } else { 14 }]);
        container(bar)
            .width(Length::Fill)
            .height(HEADER)
            .align_y(Vertical::Center)
            .style(theme::header)
            .into()
    }
}
