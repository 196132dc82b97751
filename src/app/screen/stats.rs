//! The statistics: for each board (classic, the cube, diagonal, jigsaw), per difficulty (and
//! the player's own puzzles), the games played and won, the wins without help, the best and
//! average times, and the streaks, in tables of one layout; the history of the last games,
//! naming their board, with a chart of one board's solve times per band; per technique met,
//! what the player did with it (`techniques`); and "Reset statistics", which the application
//! asks about first.

mod chart;
mod techniques;

use iced::widget::scrollable::{Direction, Scrollbar};
use iced::widget::{button, canvas, column, container, responsive, row, scrollable, space, text, Column, Row};
use iced::{Alignment, Element, Length, Theme};

use crate::app::theme;
use crate::engine::{Difficulty, Variant};
use crate::play::format_time;
use crate::store::{Category, GameEnd, ModeStats, PlayedGame, Statistics};
use crate::t;
pub use chart::{band_color, CHART_GAMES};

/// A message of the statistics screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Message {
    /// Back to the menu.
    Back,
    /// Show the tables or the history.
    Show(Tab),
    /// Chart the solve times of this board.
    Chart(Variant),
    /// "Reset statistics": asks first.
    Reset,
}

/// What the screen asks of the application.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Nothing: the screen changed within itself.
    None,
    /// Go back to the menu.
    Back,
    /// Ask whether to reset the statistics.
    AskReset,
}

/// The screen's pages.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Tab {
    /// The tables of every board.
    #[default]
    Summary,
    /// The chart and the list of the last games.
    History,
    /// Per technique met: found yourself, via a hint, practice, mastered, first found.
    Techniques,
}

/// The statistics screen: a copy of the statistics as they were when it opened (or were
/// reset), the page on show and the board charted.
#[derive(Clone, Debug)]
pub struct StatsScreen {
    statistics: Statistics,
    tab: Tab,
    chart_variant: Variant,
    chart: chart::SolveTimes,
}

/// The tables' columns: the row's name, then the numbers. One layout for every board, so
/// their columns line up.
const LABEL_WIDTH: f32 = 124.0;
const NUMBER_WIDTH: f32 = 68.0;
const NUMBER_COLUMNS: [&str; 7] = [
    "stats-played",
    "stats-won",
    "stats-no-help",
    "stats-best",
    "stats-average",
    "stats-streak",
    "stats-best-streak",
];

/// The history's columns: date, board (room for the longest name, "Диагональная"), band,
/// time, hints, result.
const HISTORY_WIDTHS: [f32; 6] = [92.0, 116.0, 96.0, 60.0, 80.0, 156.0];
/// The history's columns in a narrow window: the game (band and board over the date), time,
/// hints, result.
const COMPACT_HISTORY_WIDTHS: [f32; 4] = [132.0, 56.0, 84.0, 124.0];

/// The width of the card's content: the tables' (the widest part).
const CONTENT_WIDTH: f32 = LABEL_WIDTH + NUMBER_COLUMNS.len() as f32 * NUMBER_WIDTH;

/// Space around the card (in a window wide enough for the tables).
const OUTER: f32 = 20.0;
/// Space inside the card, at the sides (idem).
const INNER: f32 = 32.0;

/// A time in seconds as `mm:ss`, or a dash.
fn time(secs: Option<u64>) -> String {
    secs.map_or("\u{2013}".to_string(), |s| {
        format_time(std::time::Duration::from_secs(s))
    })
}

/// A table's cell: `content` in a box of `width`, placed as `align` says.
fn cell<'a>(
    content: impl Into<Element<'a, Message>>,
    width: f32,
    align: Alignment,
) -> container::Container<'a, Message> {
    container(content).width(width).align_x(align).padding([5, 4])
}

/// A thin line across a table.
fn rule<'a>(width: f32) -> Element<'a, Message> {
    container(space().height(1))
        .width(width)
        .height(1)
        .style(|theme: &Theme| container::Style {
            background: Some(theme::colors(theme).outline.into()),
            ..container::Style::default()
        })
        .into()
}

/// A table: a header row whose cells have the ids `ID-head-N`, a line, then the rows, each
/// with a line under it.
fn table<'a>(
    id: &str,
    heads: Vec<(String, f32, Alignment)>,
    rows: Vec<Vec<Element<'a, Message>>>,
) -> Element<'a, Message> {
    let width: f32 = heads.iter().map(|(_, w, _)| w).sum();
    let aligns: Vec<(f32, Alignment)> = heads.iter().map(|&(_, w, a)| (w, a)).collect();
    let head = Row::with_children(heads.into_iter().enumerate().map(|(n, (title, w, align))| {
        cell(text(title).size(14).style(theme::muted_text), w, align)
            .id(format!("{id}-head-{n}"))
            .into()
    }))
    .align_y(Alignment::End);
    let mut lines = vec![head.into(), rule(width)];
    for cells in rows {
        let line = Row::with_children(
            cells
                .into_iter()
                .zip(&aligns)
                .map(|(content, &(w, align))| cell(content, w, align).into()),
        )
        .align_y(Alignment::Center);
        lines.push(line.into());
        lines.push(rule(width));
    }
    container(Column::with_children(lines)).id(id.to_string()).into()
}

/// A segmented choice: the selected button stands out.
fn choice<'a>(label: String, selected: bool, id: &str, message: Message) -> Element<'a, Message> {
    let style = if selected { theme::toggled } else { theme::action };
    container(
        button(text(label).size(15))
            .padding([7, 16])
            .style(style)
            .on_press(message),
    )
    .id(id.to_string())
    .into()
}

impl StatsScreen {
    /// The screen showing `statistics`.
    pub fn new(statistics: Statistics) -> StatsScreen {
        let chart = chart::SolveTimes::new(&statistics.history, Variant::Classic);
        StatsScreen {
            statistics,
            tab: Tab::Summary,
            chart_variant: Variant::Classic,
            chart,
        }
    }

    /// Shows `statistics` instead (after a reset), on the same page.
    pub fn set_statistics(&mut self, statistics: Statistics) {
        self.statistics = statistics;
        self.chart = chart::SolveTimes::new(&self.statistics.history, self.chart_variant);
    }

    /// The page on show.
    pub fn tab(&self) -> Tab {
        self.tab
    }

    /// Handles a message.
    pub fn update(&mut self, message: Message) -> Action {
        match message {
            Message::Back => Action::Back,
            Message::Show(tab) => {
                self.tab = tab;
                Action::None
            }
            Message::Chart(variant) => {
                self.chart_variant = variant;
                self.chart = chart::SolveTimes::new(&self.statistics.history, variant);
                Action::None
            }
            Message::Reset => Action::AskReset,
        }
    }

    /// The table of one board: a row per difficulty (and the player's own puzzles), with the
    /// number columns `columns` (indices into [`NUMBER_COLUMNS`]); `part` tells the tables of
    /// a split board apart in the widgets' ids.
    fn mode_table(&self, variant: Variant, columns: &[usize], part: &str) -> Element<'_, Message> {
        // The kind's own bands (Mini has no Expert).
        let mut rows: Vec<(String, ModeStats)> = variant
            .row()
            .bands
            .iter()
            .map(|&d| (crate::i18n::difficulty_title(d), self.statistics.get(variant, d)))
            .collect();
        // Puzzles the player entered count apart from the bands (a cube or a Mini cannot be
        // entered yet).
        if variant.row().entered {
            rows.push((
                t!("stats-your-puzzles"),
                self.statistics.row(variant, Category::Entered),
            ));
        }
        let mut heads = vec![(t!("stats-difficulty"), LABEL_WIDTH, Alignment::Start)];
        heads.extend(
            columns
                .iter()
                .map(|&n| (t!(NUMBER_COLUMNS[n]), NUMBER_WIDTH, Alignment::Center)),
        );
        let rows = rows
            .into_iter()
            .map(|(label, s)| {
                let number = |n: u32| -> Element<'_, Message> { text(n.to_string()).size(16).into() };
                let mut values: [Option<Element<'_, Message>>; 7] = [
                    Some(number(s.played)),
                    Some(number(s.won)),
                    Some(number(s.won_unaided)),
                    Some(text(time(s.best_secs)).size(16).style(theme::accent_text).into()),
                    Some(text(time(s.average_secs())).size(16).into()),
                    Some(number(s.current_streak)),
                    Some(number(s.best_streak)),
                ];
                let mut cells = vec![text(label).size(16).into()];
                cells.extend(columns.iter().filter_map(|&n| values[n].take()));
                cells
            })
            .collect();
        table(&format!("stats-{variant}{part}"), heads, rows)
    }

    /// The tables of every board played and what they count: one table a board when `width` has room
    /// for all the columns, else two (the games, then the times and streaks), in the same
    /// layout for every board.
    fn summary(&self, width: f32) -> Element<'_, Message> {
        let board = |variant: Variant| -> Element<'_, Message> {
            let (tables, needs): (Vec<Element<'_, Message>>, f32) = if width >= CONTENT_WIDTH {
                (
                    vec![self.mode_table(variant, &[0, 1, 2, 3, 4, 5, 6], "")],
                    CONTENT_WIDTH,
                )
            } else {
                let tables = vec![
                    self.mode_table(variant, &[0, 1, 2], "-games"),
                    self.mode_table(variant, &[3, 4, 5, 6], "-times"),
                ];
                (tables, LABEL_WIDTH + 4.0 * NUMBER_WIDTH)
            };
            let tables = Column::with_children(tables).spacing(12);
            column![
                text(crate::i18n::board_title(variant)).size(20),
                sideways(tables, needs, width)
            ]
            .spacing(6)
            .into()
        };
        // Only the boards played have a table: five tables of zeros say nothing.
        let played: Vec<Variant> = Variant::ALL.into_iter().filter(|&v| self.was_played(v)).collect();
        if played.is_empty() {
            return container(text(t!("stats-none-played")).size(16).style(theme::muted_text))
                .id("stats-none-played")
                .into();
        }
        Column::with_children(played.into_iter().map(board))
            .push(text(t!("stats-note")).size(14).style(theme::muted_text))
            .spacing(16)
            .into()
    }

    /// Whether any game of `variant` was played: in a band, or a puzzle the player entered.
    fn was_played(&self, variant: Variant) -> bool {
        Difficulty::ALL
            .into_iter()
            .any(|d| self.statistics.get(variant, d).played > 0)
            || self.statistics.row(variant, Category::Entered).played > 0
    }

    /// The chart of solve times, with its board switch (one button a board, wrapping under
    /// the title in a narrow window), axes' titles and legend.
    fn chart_view(&self) -> Element<'_, Message> {
        let boards = Row::with_children(Variant::ALL.map(|variant| {
            choice(
                crate::i18n::board_name(variant),
                self.chart_variant == variant,
                &format!("stats-chart-{variant}"),
                Message::Chart(variant),
            )
        }))
        .spacing(8)
        .wrap();
        let switch = column![text(t!("stats-chart-title")).size(20), boards].spacing(8);
        if self.chart.is_empty() {
            let empty = container(text(t!("stats-chart-empty")).size(15).style(theme::muted_text))
                .id("stats-chart-empty")
                .padding([24, 0]);
            return column![switch, empty].spacing(10).into();
        }
        let swatch = |band| canvas(chart::Swatch { band }).width(14).height(14);
        let mut legend: Vec<Element<'_, Message>> = self
            .chart
            .bands()
            .into_iter()
            .map(|d| {
                row![swatch(Some(d)), text(crate::i18n::difficulty_title(d)).size(14)]
                    .spacing(5)
                    .align_y(Alignment::Center)
                    .into()
            })
            .collect();
        if self.chart.any_helped() {
            legend.push(
                row![
                    swatch(None),
                    text(t!("stats-chart-helped")).size(14).style(theme::muted_text)
                ]
                .spacing(5)
                .align_y(Alignment::Center)
                .into(),
            );
        }
        let plot = container(canvas(self.chart.clone()).width(Length::Fill).height(200)).id("stats-chart");
        column![
            switch,
            Row::with_children(legend).spacing(16).wrap(),
            text(t!("stats-chart-minutes")).size(13).style(theme::muted_text),
            plot,
            container(
                text(t!("stats-chart-games", count = CHART_GAMES))
                    .size(13)
                    .style(theme::muted_text)
            )
            .width(Length::Fill)
            .align_x(Alignment::Center),
        ]
        .spacing(8)
        .into()
    }

    /// The last games, latest first: a column each for the date, board, band, time, hints and
    /// result where `width` has room for them, else the date, board and band in one.
    fn history_table(&self, width: f32) -> Element<'_, Message> {
        let history = &self.statistics.history;
        if history.is_empty() {
            return container(text(t!("stats-history-empty")).size(15).style(theme::muted_text))
                .id("stats-history-empty")
                .into();
        }
        let wide = width >= HISTORY_WIDTHS.iter().sum::<f32>();
        let (ids, widths): (&[&str], &[f32]) = if wide {
            (
                &[
                    "stats-date",
                    "stats-mode",
                    "stats-difficulty",
                    "stats-time",
                    "stats-hints",
                    "stats-result",
                ],
                &HISTORY_WIDTHS,
            )
        } else {
            (
                &["stats-game", "stats-time", "stats-hints", "stats-result"],
                &COMPACT_HISTORY_WIDTHS,
            )
        };
        let centred = ["stats-time", "stats-hints"];
        let heads = ids
            .iter()
            .zip(widths)
            .map(|(&id, &w)| {
                let align = if centred.contains(&id) {
                    Alignment::Center
                } else {
                    Alignment::Start
                };
                (t!(id), w, align)
            })
            .collect();
        let rows = history.iter().rev().map(|game| history_row(game, wide)).collect();
        column![
            text(t!("stats-history-count", count = history.len()))
                .size(14)
                .style(theme::muted_text),
            table("stats-history", heads, rows),
        ]
        .spacing(8)
        .into()
    }

    /// The screen: the card centred, scrolling when the window is too short for it.
    pub fn view(&self) -> Element<'_, Message> {
        responsive(move |size| {
            // A narrow window keeps less room around the tables.
            let (outer, inner) = if size.width >= CONTENT_WIDTH + 2.0 * (INNER + OUTER) {
                (OUTER, INNER)
            } else {
                (8.0, 14.0)
            };
            // The scrollbar's room, so it never covers the card.
            let width = (size.width - 2.0 * outer - 2.0 * inner - 12.0).clamp(1.0, CONTENT_WIDTH);
            let card = container(self.card(width))
                .padding([22.0, inner])
                .width(width + 2.0 * inner)
                .style(theme::card);
            let page = container(card).center_x(Length::Fill).padding(outer);
            scrollable(page)
                .direction(Direction::Vertical(Scrollbar::default()))
                .width(Length::Fill)
                .height(Length::Fill)
                .id("stats-page")
                .into()
        })
        .into()
    }

    /// The card's content, `width` wide: Back, the title and the pages' tabs on top (so they
    /// are at hand however long the history), then the page.
    fn card(&self, width: f32) -> Element<'_, Message> {
        let tabs = row![
            choice(
                t!("stats-tab-summary"),
                self.tab == Tab::Summary,
                "stats-tab-summary",
                Message::Show(Tab::Summary),
            ),
            choice(
                t!("stats-tab-history"),
                self.tab == Tab::History,
                "stats-tab-history",
                Message::Show(Tab::History),
            ),
            choice(
                t!("stats-tab-techniques"),
                self.tab == Tab::Techniques,
                "stats-tab-techniques",
                Message::Show(Tab::Techniques),
            ),
        ]
        .spacing(8)
        .wrap()
        .vertical_spacing(8);
        let back = container(
            button(text(t!("back")).size(15))
                .padding([8, 12])
                .style(theme::flat)
                .on_press(Message::Back),
        )
        .id("stats-back");
        let title = text(t!("stats-title")).size(30);
        let head: Element<'_, Message> = if width >= 560.0 {
            row![back, title, space::horizontal(), tabs]
                .spacing(8)
                .align_y(Alignment::Center)
                .into()
        } else {
            column![row![back, title].spacing(8).align_y(Alignment::Center), tabs]
                .spacing(10)
                .into()
        };
        let page: Element<'_, Message> = match self.tab {
            Tab::Summary => {
                // Rarely wanted and not undone: at the end of the tables, in the danger colour.
                let reset = container(
                    button(text(t!("stats-reset")).size(15))
                        .padding([8, 16])
                        .style(theme::destructive)
                        .on_press(Message::Reset),
                )
                .id("stats-reset");
                column![self.summary(width), reset].spacing(16).into()
            }
            Tab::History => column![self.chart_view(), self.history_table(width)].spacing(24).into(),
            Tab::Techniques => techniques::view(&self.statistics.techniques, width),
        };
        column![head, page].spacing(16).width(width).into()
    }
}

/// `content`, `needs` wide, as it is, or scrolling sideways when it is wider than `width`
/// (the history in a narrow window).
fn sideways<'a>(content: impl Into<Element<'a, Message>>, needs: f32, width: f32) -> Element<'a, Message> {
    if needs <= width {
        return content.into();
    }
    let bar = Scrollbar::new().width(6).scroller_width(6).spacing(4);
    scrollable(content)
        .direction(Direction::Horizontal(bar))
        .width(width)
        .into()
}

/// A game of the history as a table row: date, board, band, time, hints, result (`wide`), or
/// the game (band and board over the date), time, hints, result.
fn history_row<'a>(game: &PlayedGame, wide: bool) -> Vec<Element<'a, Message>> {
    let band = match game.category() {
        Category::Band(d) => crate::i18n::difficulty_title(d),
        Category::Entered => t!("stats-your-puzzles"),
    };
    let mode = crate::i18n::board_name(game.variant);
    let result = match game.end {
        GameEnd::Solved => text(t!("stats-result-solved")).style(theme::success_text),
        GameEnd::SolvedWithHelp => text(t!("stats-result-helped")),
        GameEnd::Abandoned => text(t!("stats-result-abandoned")).style(theme::muted_text),
    };
    let mut cells: Vec<Element<'a, Message>> = if wide {
        vec![
            text(game.date.clone()).size(15).into(),
            text(mode).size(15).into(),
            text(band).size(15).into(),
        ]
    } else {
        vec![column![
            text(format!("{band} \u{b7} {mode}")).size(15),
            text(game.date.clone()).size(13).style(theme::muted_text),
        ]
        .into()]
    };
    cells.extend([
        text(time(Some(game.secs))).size(15).into(),
        text(game.hints.to_string()).size(15).into(),
        result.size(15).into(),
    ]);
    cells
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_read_as_a_clock_or_a_dash() {
        assert_eq!(time(Some(75)), "01:15");
        assert_eq!(time(None), "\u{2013}");
    }

    #[test]
    fn the_history_is_as_wide_as_the_tables_at_most() {
        assert!(HISTORY_WIDTHS.iter().sum::<f32>() <= CONTENT_WIDTH);
        // The narrow history is no wider than the split tables.
        assert!(COMPACT_HISTORY_WIDTHS.iter().sum::<f32>() <= LABEL_WIDTH + 4.0 * NUMBER_WIDTH);
    }
}
