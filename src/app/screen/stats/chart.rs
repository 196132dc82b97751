//! The chart of solve times: the last solved games of one board, oldest to latest from left to
//! right, each a dot at its time in minutes, in its band's colour, joined band by band; a game
//! solved with help is a ring rather than a dot. Drawn on a canvas with the theme it is given,
//! so it follows light and dark.

use iced::widget::canvas::{self, Frame, Path, Stroke};
use iced::widget::text::Alignment as TextAlignment;
use iced::{alignment, mouse, Color, Point, Rectangle, Renderer, Size, Theme};

use crate::app::theme;
use crate::app::widget::whole;
use crate::engine::{Difficulty, Variant};
use crate::store::PlayedGame;

/// How many of the latest solved games the chart shows.
pub const CHART_GAMES: usize = 30;

/// Room for the axes' numbers: left of the plot (minutes) and under it (game numbers).
const LEFT: f32 = 40.0;
const BOTTOM: f32 = 22.0;
const TOP: f32 = 10.0;
const RIGHT: f32 = 12.0;

/// One solved game on the chart.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Solve {
    band: Difficulty,
    secs: u64,
    helped: bool,
}

/// The solve times of one board's last solved games (puzzles dealt from a band; the player's
/// own puzzles have no band to compare with).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SolveTimes {
    solves: Vec<Solve>,
}

impl SolveTimes {
    /// The last [`CHART_GAMES`] games of the board `variant` in `history` (oldest first) that
    /// were solved.
    pub fn new(history: &[PlayedGame], variant: Variant) -> SolveTimes {
        let mut solves: Vec<Solve> = history
            .iter()
            .rev()
            // A game Solve ended has no solve time: its clock stopped when Solve filled it.
            .filter(|g| g.variant == variant && g.solved() && !g.entered && !g.by_solve)
            .take(CHART_GAMES)
            .map(|g| Solve {
                band: g.difficulty,
                secs: g.secs,
                helped: g.end == crate::store::GameEnd::SolvedWithHelp,
            })
            .collect();
        solves.reverse();
        SolveTimes { solves }
    }

    /// Whether there is nothing to draw.
    pub fn is_empty(&self) -> bool {
        self.solves.is_empty()
    }

    /// The bands that have a game on the chart, easiest first (for the legend).
    pub fn bands(&self) -> Vec<Difficulty> {
        Difficulty::ALL
            .into_iter()
            .filter(|&d| self.solves.iter().any(|s| s.band == d))
            .collect()
    }

    /// Whether a game solved with help is on the chart (for the legend).
    pub fn any_helped(&self) -> bool {
        self.solves.iter().any(|s| s.helped)
    }

    /// The top of the time axis and the step between its lines, in minutes: a round step
    /// giving at most five lines above zero, and a top at or above the slowest game.
    fn minute_scale(&self) -> (u64, u64) {
        let slowest = self.solves.iter().map(|s| s.secs).max().unwrap_or(0);
        let minutes = slowest.div_ceil(60).max(1);
        let step = [1, 2, 5, 10, 15, 20, 30, 60, 120, 240, 600, 1200]
            .into_iter()
            .find(|&step| minutes.div_ceil(step) <= 5)
            .unwrap_or_else(|| minutes.div_ceil(5));
        (minutes.div_ceil(step) * step, step)
    }
}

/// A band's colour on the chart: four hues apart from each other, each with at least 3:1
/// contrast on the card in both themes (checked in the tests below).
pub fn band_color(dark: bool, band: Difficulty) -> Color {
    let rgb = match (dark, band) {
        (false, Difficulty::Easy) => 0x1b7a43,
        (false, Difficulty::Medium) => 0x2f6fdf,
        (false, Difficulty::Hard) => 0xb95a00,
        (false, Difficulty::Expert) => 0xb3247a,
        (true, Difficulty::Easy) => 0x5fd08f,
        (true, Difficulty::Medium) => 0x5b9cff,
        (true, Difficulty::Hard) => 0xffa552,
        (true, Difficulty::Expert) => 0xff7ccf,
    };
    Color::from_rgb8((rgb >> 16) as u8, (rgb >> 8) as u8, rgb as u8)
}

fn is_dark(theme: &Theme) -> bool {
    theme.extended_palette().is_dark
}

/// A dot (unaided) or a ring (with help) at `at`.
fn marker(frame: &mut Frame, at: Point, color: Color, helped: bool, surface: Color) {
    if helped {
        frame.fill(&Path::circle(at, 4.5), surface);
        frame.stroke(
            &Path::circle(at, 4.0),
            Stroke::default().with_color(color).with_width(2.0),
        );
    } else {
        frame.fill(&Path::circle(at, 4.5), color);
    }
}

fn label(frame: &mut Frame, content: String, position: Point, color: Color, align_x: TextAlignment) {
    frame.fill_text(canvas::Text {
        content,
        position,
        color,
        size: 12.0.into(),
        align_x,
        align_y: alignment::Vertical::Center,
        ..canvas::Text::default()
    });
}

impl<M> canvas::Program<M> for SolveTimes {
    type State = ();

    fn draw(
        &self,
        _state: &(),
        renderer: &Renderer,
        theme: &Theme,
        bounds: Rectangle,
        _cursor: mouse::Cursor,
    ) -> Vec<canvas::Geometry> {
        vec![whole::drawn(renderer, bounds, |frame| {
            let colors = theme::colors(theme);
            let dark = is_dark(theme);
            let plot = Rectangle::new(
                Point::new(LEFT, TOP),
                Size::new(
                    (bounds.width - LEFT - RIGHT).max(1.0),
                    (bounds.height - TOP - BOTTOM).max(1.0),
                ),
            );
            let (top, step) = self.minute_scale();
            let y_of = |secs: f32| plot.y + plot.height * (1.0 - secs / (top as f32 * 60.0));
            // The time axis: a line and a number every step.
            for minute in (0..=top).step_by(step as usize) {
                let y = y_of(minute as f32 * 60.0);
                let line = Path::line(Point::new(plot.x, y), Point::new(plot.x + plot.width, y));
                let stroke = if minute == 0 {
                    Stroke::default().with_color(colors.muted).with_width(1.5)
                } else {
                    Stroke::default().with_color(colors.outline).with_width(1.0)
                };
                frame.stroke(&line, stroke);
                label(
                    frame,
                    minute.to_string(),
                    Point::new(plot.x - 8.0, y),
                    colors.muted,
                    TextAlignment::Right,
                );
            }
            frame.stroke(
                &Path::line(Point::new(plot.x, plot.y), Point::new(plot.x, plot.y + plot.height)),
                Stroke::default().with_color(colors.muted).with_width(1.5),
            );
            let n = self.solves.len();
            if n == 0 {
                return;
            }
            let slot = plot.width / n as f32;
            let x_of = |i: usize| plot.x + slot * (i as f32 + 0.5);
            // The games' numbers under the axis, at most about eight of them.
            let every = n.div_ceil(8).max(1);
            // The latest game is always numbered; a regular number too close to it is left out.
            let numbered = |i: usize| i == n - 1 || (i.is_multiple_of(every) && n - 1 - i >= every.div_ceil(2));
            for i in (0..n).filter(|&i| numbered(i)) {
                label(
                    frame,
                    (i + 1).to_string(),
                    Point::new(x_of(i), plot.y + plot.height + BOTTOM / 2.0 + 2.0),
                    colors.muted,
                    TextAlignment::Center,
                );
            }
            let at = |i: usize| Point::new(x_of(i), y_of(self.solves[i].secs as f32));
            for band in Difficulty::ALL {
                let color = band_color(dark, band);
                let games: Vec<usize> = (0..n).filter(|&i| self.solves[i].band == band).collect();
                if games.len() > 1 {
                    let line = Path::new(|p| {
                        p.move_to(at(games[0]));
                        for &i in &games[1..] {
                            p.line_to(at(i));
                        }
                    });
                    frame.stroke(
                        &line,
                        Stroke::default().with_color(Color { a: 0.7, ..color }).with_width(2.0),
                    );
                }
                for &i in &games {
                    marker(frame, at(i), color, self.solves[i].helped, colors.surface);
                }
            }
        })]
    }
}

/// The legend's mark for a band (a dot of its colour) or, with `band` `None`, for a game
/// solved with help (a ring).
#[derive(Clone, Copy, Debug)]
pub struct Swatch {
    /// The band, or `None` for the ring.
    pub band: Option<Difficulty>,
}

impl<M> canvas::Program<M> for Swatch {
    type State = ();

    fn draw(
        &self,
        _state: &(),
        renderer: &Renderer,
        theme: &Theme,
        bounds: Rectangle,
        _cursor: mouse::Cursor,
    ) -> Vec<canvas::Geometry> {
        vec![whole::drawn(renderer, bounds, |frame| {
            let colors = theme::colors(theme);
            let centre = Point::new(bounds.width / 2.0, bounds.height / 2.0);
            match self.band {
                Some(band) => marker(frame, centre, band_color(is_dark(theme), band), false, colors.surface),
                None => marker(frame, centre, colors.muted, true, colors.surface),
            }
        })]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::GameEnd;

    fn game(variant: Variant, difficulty: Difficulty, secs: u64, end: GameEnd) -> PlayedGame {
        PlayedGame {
            date: "2026-01-01".into(),
            variant,
            difficulty,
            entered: false,
            secs,
            hints: 0,
            end,
            by_solve: false,
        }
    }

    #[test]
    fn the_chart_takes_the_last_solved_games_of_its_board_in_order() {
        let mut history = vec![game(Variant::Cube, Difficulty::Hard, 900, GameEnd::Solved)];
        for n in 0..40 {
            history.push(game(Variant::Classic, Difficulty::Easy, 100 + n, GameEnd::Solved));
        }
        history.push(game(Variant::Classic, Difficulty::Expert, 50, GameEnd::Abandoned));
        history.push(game(Variant::Classic, Difficulty::Medium, 400, GameEnd::SolvedWithHelp));
        let classic = SolveTimes::new(&history, Variant::Classic);
        assert_eq!(classic.solves.len(), CHART_GAMES);
        assert_eq!(classic.solves.last().map(|s| (s.secs, s.helped)), Some((400, true)));
        assert_eq!(classic.solves[0].secs, 100 + 40 - (CHART_GAMES as u64 - 1));
        assert_eq!(classic.bands(), [Difficulty::Easy, Difficulty::Medium]);
        assert!(classic.any_helped());
        let cube = SolveTimes::new(&history, Variant::Cube);
        assert_eq!(cube.bands(), [Difficulty::Hard]);
        assert!(!cube.any_helped());
        // Each variant charts its own games only.
        history.push(game(Variant::Jigsaw, Difficulty::Expert, 1500, GameEnd::Solved));
        let jigsaw = SolveTimes::new(&history, Variant::Jigsaw);
        assert_eq!(jigsaw.bands(), [Difficulty::Expert]);
        assert!(SolveTimes::new(&history, Variant::Diagonal).is_empty());
        // A game Solve ended is solved with help, but its time is no solve time.
        history.push(PlayedGame {
            by_solve: true,
            ..game(Variant::Diagonal, Difficulty::Easy, 5, GameEnd::SolvedWithHelp)
        });
        assert!(SolveTimes::new(&history, Variant::Diagonal).is_empty());
        history.push(game(Variant::Diagonal, Difficulty::Easy, 300, GameEnd::SolvedWithHelp));
        assert_eq!(SolveTimes::new(&history, Variant::Diagonal).solves.len(), 1);
    }

    #[test]
    fn the_time_axis_has_a_round_step_and_reaches_the_slowest_game() {
        let scale = |secs: &[u64]| {
            SolveTimes {
                solves: secs
                    .iter()
                    .map(|&secs| Solve {
                        band: Difficulty::Easy,
                        secs,
                        helped: false,
                    })
                    .collect(),
            }
            .minute_scale()
        };
        assert_eq!(scale(&[]), (1, 1));
        assert_eq!(scale(&[59]), (1, 1));
        assert_eq!(scale(&[245, 130]), (5, 1));
        assert_eq!(scale(&[361]), (8, 2));
        assert_eq!(scale(&[1520]), (30, 10));
        assert_eq!(scale(&[3 * 3600]), (180, 60));
    }

    /// WCAG's contrast ratio of two colours.
    fn contrast(a: Color, b: Color) -> f32 {
        let lum = |c: Color| {
            let ch = |v: f32| {
                if v <= 0.039_28 {
                    v / 12.92
                } else {
                    ((v + 0.055) / 1.055).powf(2.4)
                }
            };
            0.2126 * ch(c.r) + 0.7152 * ch(c.g) + 0.0722 * ch(c.b)
        };
        let (x, y) = (lum(a), lum(b));
        (x.max(y) + 0.05) / (x.min(y) + 0.05)
    }

    #[test]
    fn band_colours_stand_out_on_the_card_in_both_themes() {
        for (dark, theme) in [(false, Theme::Light), (true, Theme::Dark)] {
            let surface = theme::colors(&theme).surface;
            for band in Difficulty::ALL {
                let c = contrast(band_color(dark, band), surface);
                assert!(c >= 3.0, "{band:?} (dark: {dark}): {c:.2}:1 on the card");
            }
        }
    }
}
