//! The tour's stops on a long hint (`hint-steps`, `hint-steps-back`, `chain-end`): a hard
//! classic game entered as a puzzle, its hint of several steps ending in a forcing chain at
//! stage 2, on its first view or walked to its last line.

use iced::Task;

use crate::app::keys::Shortcut;
use crate::app::screen::{game, Screen};
use crate::app::{App, Message};

/// Top1465's puzzle `4...3.......6..8....` played on to a board whose next hint is five
/// eliminations, then a contradiction forcing chain of 39 lines (the walk's 45 lines).
pub const LONG_HINT: &str = "4...3.......6..8..........1....5..9..8....6...7.2........1927..513...942927.4.1..";

impl App {
    /// What brings [`LONG_HINT`]'s game on with its hint at stage 2, first view (or, `to_end`,
    /// walked to its last line); nothing once it is on show.
    pub(in crate::app) fn tour_long_hint(&mut self, to_end: bool) -> Option<Task<Message>> {
        use crate::play::{source, Stage};
        let puzzle = crate::engine::Grid::from_line(LONG_HINT).ok()?;
        let on_show = self.screen.game().filter(|g| *g.state().puzzle() == puzzle);
        let Some(game) = on_show else {
            let loaded = source::from_text(LONG_HINT).ok()?;
            let game = game::Game::new(loaded, std::time::Instant::now())?;
            self.screen = Screen::Game(Box::new(game));
            self.sync_display();
            return Some(Task::none());
        };
        let hint = game.active_hint();
        match hint.map(|h| (h.stage, h.walk_position())) {
            Some((Stage::Why, Some((at, count)))) if !to_end || at + 1 == count => None,
            Some((Stage::Why, _)) => {
                // Walked as a player presses Next, line after line (the walk's own length
                // bounds it, should a press not move).
                let count = hint.and_then(|h| h.walk_position()).map_or(0, |(_, count)| count);
                let mut tasks = Vec::new();
                for _ in 0..count {
                    tasks.push(self.update_game(game::Message::Shortcut(Shortcut::WalkHint { back: false })));
                }
                Some(Task::batch(tasks))
            }
            _ => Some(self.update_game(game::Message::Shortcut(Shortcut::Hint))),
        }
    }

    /// What brings `hint-steps-back` on: the long hint at its first view, then Next, then
    /// Previous (a report had the first view's text cut, whole after Next then Previous).
    pub(in crate::app) fn tour_long_hint_back(&mut self) -> Option<Task<Message>> {
        match self.tour_long_hint(false) {
            Some(task) => Some(task),
            None => {
                let presses = self.tour.as_ref().map_or(2, |t| t.walk_presses);
                let back = match presses {
                    0 => false,
                    1 => true,
                    _ => return None,
                };
                if let Some(tour) = self.tour.as_mut() {
                    tour.walk_presses += 1;
                }
                Some(self.update_game(game::Message::Shortcut(Shortcut::WalkHint { back })))
            }
        }
    }
}
