//! The victory moment: when the board is solved a wave of light runs over it from the cell
//! that finished it (on the cube, over all three faces, in the 3D view and on the flat face
//! alike), then the victory card shows the time against the best and offers the next puzzle.
//!
//! The wave needs frames only while it runs: [`Game::celebrating`] is what the application's
//! subscription asks before it runs a frame timer, so an idle game has none. Any key or click
//! stops the wave at once and shows the card.

use std::time::{Duration, Instant};

use iced::alignment::Horizontal;
use iced::widget::{button, column, container, row, space, text, Column};
use iced::{mouse, Alignment, Element, Event, Subscription};

use super::{Action, Game, Message, Victory};
use crate::app::theme;
use crate::engine::geometry::{samurai_square_of, SAMURAI_SIDE};
use crate::engine::Shape;
use crate::play::format_time;
use crate::t;

/// How long the wave takes to cross the board.
const SPREAD: Duration = Duration::from_millis(750);

/// How long one cell glows, from dark to bright and back.
const PULSE: Duration = Duration::from_millis(500);

/// The time between two frames of the wave (about 30 a second).
pub const FRAME: Duration = Duration::from_millis(33);

/// The wave over a solved board: when it started, when each cell lights up, and how bright
/// each cell is at the last frame.
#[derive(Clone, Debug, PartialEq)]
pub struct Celebration {
    start: Instant,
    /// Per cell index, when its glow starts, as a share of [`SPREAD`] (0 to 1).
    delays: Vec<f32>,
    /// Per cell index, its glow at the last frame (0: none, 1: brightest).
    levels: Vec<f32>,
}

impl Celebration {
    /// A wave starting at `start`, each cell lighting up after its share of the spread.
    fn new(delays: Vec<f32>, start: Instant) -> Celebration {
        let levels = vec![0.0; delays.len()];
        Celebration { start, delays, levels }
    }

    /// How long the whole wave takes.
    pub fn length() -> Duration {
        SPREAD + PULSE
    }

    /// Moves the wave to `now`; `false` once it has run its course.
    fn advance(&mut self, now: Instant) -> bool {
        let t = now.saturating_duration_since(self.start).as_secs_f32();
        let (spread, pulse) = (SPREAD.as_secs_f32(), PULSE.as_secs_f32());
        for (level, delay) in self.levels.iter_mut().zip(&self.delays) {
            let x = (t - delay * spread) / pulse;
            *level = if (0.0..1.0).contains(&x) {
                (std::f32::consts::PI * x).sin()
            } else {
                0.0
            };
        }
        t < spread + pulse
    }
}

/// While the wave runs, a press of any mouse button anywhere in the window stops it (a press
/// on a control also does what the control does).
fn pressed(event: Event, _status: iced::event::Status, _window: iced::window::Id) -> Option<Message> {
    match event {
        Event::Mouse(mouse::Event::ButtonPressed(_)) => Some(Message::SkipCelebration),
        _ => None,
    }
}

impl Game {
    /// The victory card's content, once the game is over.
    pub fn victory(&self) -> Option<Victory> {
        self.victory
    }

    /// Shows the victory card, with the best time before this game as the statistics hold it.
    pub fn show_victory(&mut self, previous_best: Option<Duration>, new_best: bool, counted: bool) {
        if let Some(finish) = self.state.finish() {
            self.victory = Some(Victory {
                finish,
                previous_best,
                new_best,
                counted,
            });
            self.victory_open = true;
        }
    }

    /// "Next for you" on the victory card: the puzzle chosen for the player (off the UI thread,
    /// so it comes a moment after the card), with why it fits; `None` takes the offer away.
    pub fn offer_next(&mut self, why: Option<crate::play::nextup::Why>) {
        self.next_for_you = why;
    }

    /// Why the puzzle "Next for you" offers fits, once one is offered.
    pub fn next_for_you(&self) -> Option<&crate::play::nextup::Why> {
        self.next_for_you.as_ref()
    }

    /// Whether the wave of the victory moment is running.
    pub fn celebrating(&self) -> bool {
        self.celebration.is_some()
    }

    /// What the game listens to while the wave runs, and only then (an idle game has no
    /// timer): a [`Message::Frame`] every [`FRAME`], and a press of the mouse anywhere.
    pub fn celebration_subscription(&self) -> Subscription<Message> {
        if !self.celebrating() {
            return Subscription::none();
        }
        Subscription::batch([
            iced::time::every(FRAME).map(Message::Frame),
            iced::event::listen_with(pressed),
        ])
    }

    /// How bright each cell glows at this frame of the wave (by cell index, 0 to 1), while it
    /// runs.
    pub fn glow(&self) -> Option<&[f32]> {
        self.celebration.as_ref().map(|c| c.levels.as_slice())
    }

    /// Whether the victory card is on show (the game is over, the wave has run, and the player
    /// has not closed it).
    pub fn victory_card_open(&self) -> bool {
        self.victory.is_some() && self.victory_open && self.celebration.is_none()
    }

    /// The board was just solved: the wave starts from the cell that finished it (the
    /// selected one), or from the middle when Solve filled the board.
    pub(super) fn celebrate(&mut self, now: Instant) {
        let mut celebration = Celebration::new(self.wave_delays(), now);
        celebration.advance(now);
        self.celebration = Some(celebration);
    }

    /// When each cell lights up, as a share of the spread: by its distance from where the
    /// wave starts, as drawn (on the cube, in the 3D picture, so the flat face shows the same
    /// wave).
    fn wave_delays(&self) -> Vec<f32> {
        let geometry = self.state.grid().geometry();
        let origin = self.selected;
        // With no cell selected the wave starts from the board's middle: the 3D cube's picture
        // is 900 across, a flat board 100 a cell (Mini's middle is 300, Giant's 800, a
        // Samurai's 21x21 square's 1050).
        let samurai = self.shape() == Shape::Samurai;
        let middle = match self.shape() {
            Shape::Cube => 450.0,
            Shape::Samurai => SAMURAI_SIDE as f32 * 50.0,
            _ => geometry.size() as f32 * 50.0,
        };
        let place = |cell: usize| -> (f32, f32) {
            // A Samurai's wave runs over its whole square, so a zoomed grid shows its part of
            // the same wave.
            if samurai {
                let (row, col) = samurai_square_of(cell);
                return (col as f32 * 100.0 + 50.0, row as f32 * 100.0 + 50.0);
            }
            let positions = geometry.positions(cell);
            let p = positions
                .iter()
                .find(|p| p.face == self.face)
                .or(positions.first())
                .copied();
            match (p, self.shape()) {
                (Some(p), Shape::Cube) => crate::render::cell_center(900, p.face, p.row as usize, p.col as usize),
                (Some(p), _) => (p.col as f32 * 100.0 + 50.0, p.row as f32 * 100.0 + 50.0),
                (None, _) => (middle, middle),
            }
        };
        let centre = origin.map_or((middle, middle), place);
        let distances: Vec<f32> = (0..self.state.grid().len())
            .map(|cell| {
                let (x, y) = place(cell);
                (x - centre.0).hypot(y - centre.1)
            })
            .collect();
        let far = distances.iter().copied().fold(0.0_f32, f32::max).max(1.0);
        distances.into_iter().map(|d| d / far).collect()
    }

    /// A frame of the wave; at its end the victory card shows.
    pub(super) fn celebration_frame(&mut self, now: Instant) {
        if let Some(celebration) = &mut self.celebration {
            if !celebration.advance(now) {
                self.celebration = None;
            }
        }
    }

    /// A key or a click: the wave stops at once, and the card shows.
    pub(super) fn end_celebration(&mut self) {
        self.celebration = None;
    }

    /// Enter: "Next puzzle" when the victory card is on show.
    pub(super) fn confirm(&mut self) -> Action {
        if self.victory_card_open() {
            Action::NewPuzzle(self.difficulty)
        } else {
            Action::None
        }
    }

    /// "Next for you" under the victory card's buttons: the button, and the sentence saying
    /// why that puzzle fits the player.
    fn next_for_you_offer(&self, why: &crate::play::nextup::Why, small: bool) -> Element<'_, Message> {
        let size = if small { 14 } else { 16 };
        let padding = if small { [7, 12] } else { [9, 18] };
        let b = button(text(t!("nextup-button")).size(size))
            .padding(padding)
            .style(theme::action)
            .on_press(Message::NextForYou);
        let reason = text(crate::app::widget::next_for_you::reason(why))
            .size(if small { 12 } else { 14 })
            .style(theme::accent_text)
            .align_x(Horizontal::Center);
        let offer = column![
            container(b).id("next-for-you"),
            container(reason).id("next-for-you-why")
        ]
        .spacing(4)
        .align_x(Alignment::Center);
        // A long sentence wraps under the button rather than widening the card.
        container(offer).max_width(if small { 300 } else { 420 }).into()
    }

    /// The victory card over a board `side` pixels wide: the time against the best (or,
    /// solved with help, how it was solved and why there is no best time), then "Next puzzle" (Enter), "Close" (Esc:
    /// look at the board) and "Menu". Over a small board (the cube's flat face in a small
    /// window) it is tighter and leaves out the line about the keys, so it stays on the board.
    pub(super) fn victory_card(&self, v: Victory, side: f32) -> Element<'_, Message> {
        let small = side < 440.0;
        let scale = |big: u32, less: u32| if small { less } else { big };
        let time = format_time(v.finish.time);
        let mut lines: Vec<Element<'_, Message>> = Vec::new();
        if v.finish.assisted {
            lines.push(text(t!("victory-helped")).size(scale(30, 22)).into());
            // Say what happened: Solve filled the board (and Undo can take it back), or the
            // player placed the last digit after help, when Undo has nothing to take back.
            let about = if self.state.ended_by_solve() {
                t!("victory-solve-about")
            } else {
                lines.push(text(t!("victory-time", time = time)).size(scale(20, 17)).into());
                match self.state.hints_used() {
                    0 => t!("victory-help-earlier-about"),
                    hints => t!("victory-hints-about", count = hints),
                }
            };
            lines.push(
                text(about)
                    .size(scale(15, 13))
                    .style(theme::muted_text)
                    .align_x(Horizontal::Center)
                    .into(),
            );
        } else {
            lines.push(
                text(t!("victory-solved"))
                    .size(scale(36, 28))
                    .style(theme::success_text)
                    .into(),
            );
            lines.push(text(t!("victory-time", time = time)).size(scale(20, 17)).into());
            let best = match (v.new_best, v.previous_best) {
                _ if !v.counted => t!("victory-replay"),
                (true, Some(old)) => t!("victory-new-best-was", time = format_time(old)),
                (true, None) => t!("victory-first-win"),
                (false, Some(best)) => t!("victory-best", time = format_time(best)),
                (false, None) => String::new(),
            };
            if !best.is_empty() {
                let style = if v.new_best {
                    theme::accent_text
                } else {
                    theme::muted_text
                };
                let size = if v.new_best { scale(18, 15) } else { scale(15, 14) };
                lines.push(
                    container(text(best).size(size).style(style).align_x(Horizontal::Center))
                        .id("victory-best")
                        .into(),
                );
            }
            let hints = self.state.hints_used();
            if hints > 0 {
                let label = t!("hints-used", count = hints);
                lines.push(text(label).size(14).style(theme::muted_text).into());
            }
        }
        let label = |id: &str| text(t!(id)).size(scale(16, 14));
        let padding = if small { [7, 12] } else { [9, 18] };
        let buttons = row![
            container(
                button(label("victory-next"))
                    .padding(padding)
                    .style(theme::primary)
                    .on_press(Message::NewPuzzle)
            )
            .id("next-puzzle"),
            button(label("close"))
                .padding(padding)
                .style(theme::action)
                .on_press(Message::CloseVictory),
            button(label("menu"))
                .padding(padding)
                .style(theme::action)
                .on_press(Message::Menu),
        ]
        .spacing(scale(10, 6) as f32)
        .wrap()
        .vertical_spacing(6)
        .align_x(Alignment::Center);
        lines.push(space::vertical().height(scale(6, 2)).into());
        lines.push(buttons.into());
        if let Some(why) = self.next_for_you.as_ref().filter(|_| self.state.is_finished()) {
            lines.push(self.next_for_you_offer(why, small));
        }
        if !small {
            lines.push(
                text(t!("victory-keys"))
                    .size(13)
                    .style(theme::muted_text)
                    .align_x(Horizontal::Center)
                    .into(),
            );
        }
        let card = Column::with_children(lines)
            .spacing(scale(10, 6) as f32)
            .align_x(Alignment::Center);
        let padding = if small { [14, 16] } else { [26, 34] };
        container(column![card]).padding(padding).style(theme::card).into()
    }
}
