//! The statistics: for the classic board and the cube, per difficulty, the games played and
//! won, the wins without help, the best and average times, and the streaks.

use iced::widget::scrollable::{Direction, Scrollbar};
use iced::widget::{button, column, container, responsive, scrollable, table, text};
use iced::{Alignment, Element, Length, Size};

use crate::app::theme;
use crate::engine::{Difficulty, Shape};
use crate::play::format_time;
use crate::store::{Category, ModeStats, Statistics};
use crate::t;

/// A message of the statistics screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Message {
    /// Back to the menu.
    Back,
}

/// What the screen asks of the application.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Go back to the menu.
    Back,
}

/// The statistics screen: a copy of the statistics as they were when it opened.
#[derive(Clone, Debug, Default)]
pub struct StatsScreen {
    statistics: Statistics,
}

/// The room the centred card needs; a smaller window scrolls it.
const FITS: Size = Size::new(790.0, 590.0);

/// A time in seconds as `mm:ss`, or a dash.
fn time(secs: Option<u64>) -> String {
    secs.map_or("\u{2013}".to_string(), |s| {
        format_time(std::time::Duration::from_secs(s))
    })
}

/// A table column of numbers, of one width. (A cell gets the column's width, so the texts
/// centre themselves.)
fn right<'a, 'b>(
    column: table::Column<'a, 'b, (String, ModeStats), Message>,
) -> table::Column<'a, 'b, (String, ModeStats), Message> {
    column.width(Length::Fixed(64.0))
}

impl StatsScreen {
    /// The screen showing `statistics`.
    pub fn new(statistics: Statistics) -> StatsScreen {
        StatsScreen { statistics }
    }

    /// Handles a message.
    pub fn update(&mut self, message: Message) -> Action {
        match message {
            Message::Back => Action::Back,
        }
    }

    /// The table of one mode: a row per difficulty.
    fn mode_table(&self, shape: Shape) -> Element<'_, Message> {
        let mut rows: Vec<(String, ModeStats)> = Difficulty::ALL
            .into_iter()
            .map(|d| (crate::i18n::difficulty_title(d), self.statistics.get(shape, d)))
            .collect();
        // Puzzles the player entered count apart from the bands (only classic ones can be).
        if shape == Shape::Classic {
            rows.push((t!("stats-your-puzzles"), self.statistics.row(shape, Category::Entered)));
        }
        let head = |id: &'static str| {
            text(t!(id))
                .size(14)
                .style(theme::muted_text)
                .align_x(Alignment::Center)
        };
        let number = |n: u32| text(n.to_string()).size(16).align_x(Alignment::Center);
        let columns = [
            table::column(
                head("stats-difficulty").align_x(Alignment::Start),
                |(label, _): (String, ModeStats)| text(label).size(16),
            )
            .width(Length::Fixed(104.0)),
            right(table::column(
                head("stats-played"),
                move |(_, s): (String, ModeStats)| number(s.played),
            )),
            right(table::column(head("stats-won"), move |(_, s): (String, ModeStats)| {
                number(s.won)
            })),
            right(table::column(
                head("stats-no-help"),
                move |(_, s): (String, ModeStats)| number(s.won_unaided),
            )),
            right(table::column(head("stats-best"), |(_, s): (String, ModeStats)| {
                text(time(s.best_secs))
                    .size(16)
                    .style(theme::accent_text)
                    .align_x(Alignment::Center)
            })),
            right(table::column(head("stats-average"), |(_, s): (String, ModeStats)| {
                text(time(s.average_secs())).size(16).align_x(Alignment::Center)
            })),
            right(table::column(
                head("stats-streak"),
                move |(_, s): (String, ModeStats)| number(s.current_streak),
            )),
            right(table::column(
                head("stats-best-streak"),
                move |(_, s): (String, ModeStats)| number(s.best_streak),
            ))
            .width(Length::Fixed(80.0)),
        ];
        let title = match shape {
            Shape::Classic => t!("stats-classic"),
            Shape::Cube => t!("stats-cube"),
        };
        column![
            text(title).size(20),
            container(table(columns, rows).padding_x(8).padding_y(7).separator_x(0)).id(format!("stats-{shape}")),
        ]
        .spacing(6)
        .into()
    }

    /// The screen.
    pub fn view(&self) -> Element<'_, Message> {
        responsive(move |size| {
            let card = container(self.card()).padding([28, 36]).style(theme::card);
            if size.width >= FITS.width && size.height >= FITS.height {
                container(card).center(Length::Fill).padding(20).into()
            } else {
                // A small window scrolls the table rather than squeezing it.
                let both = Direction::Both {
                    vertical: Scrollbar::default(),
                    horizontal: Scrollbar::default(),
                };
                scrollable(container(card).padding(20))
                    .direction(both)
                    .width(Length::Fill)
                    .height(Length::Fill)
                    .into()
            }
        })
        .into()
    }

    fn card(&self) -> Element<'_, Message> {
        let back = container(
            button(text(t!("back")).size(15))
                .padding([8, 16])
                .style(theme::flat)
                .on_press(Message::Back),
        )
        .id("stats-back");
        column![
            text(t!("stats-title")).size(34),
            self.mode_table(Shape::Classic),
            self.mode_table(Shape::Cube),
            text(t!("stats-note")).size(14).style(theme::muted_text),
            back,
        ]
        .spacing(18)
        .align_x(Alignment::Center)
        .into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_read_as_a_clock_or_a_dash() {
        assert_eq!(time(Some(75)), "01:15");
        assert_eq!(time(None), "\u{2013}");
    }
}
