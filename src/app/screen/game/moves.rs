//! The game screen's moves: each button that changes the board goes to [`GameState`]'s move
//! of the same name, and the screen keeps the marks and the status line in step with it.
//!
//! [`GameState`]: crate::play::GameState

use std::time::Instant;

use super::{Action, Game, Tone};
use crate::engine::learn::PlayerMove;
use crate::engine::Digit;
use crate::play::{format_time, removed_notes, Outcome, Refusal};
use crate::t;

impl Game {
    pub(super) fn say(&mut self, text: impl Into<String>, tone: Tone) {
        self.status = Some((text.into(), tone));
    }

    pub(super) fn clear_marks(&mut self) {
        self.hint_cells.clear();
        self.hint_target = None;
        self.checked.clear();
        self.hint = None;
        self.overlay = None;
        self.stop_hint_search();
    }

    /// The game is open again (a Reset, or Solve undone): no victory card, the clock runs.
    pub(super) fn reopened(&mut self, now: Instant) {
        self.victory = None;
        self.victory_open = false;
        self.celebration = None;
        self.paused = false;
        self.clear_marks();
        self.state.resume(now);
    }

    /// After a move: drop the old marks, and end the game when it is solved.
    pub(super) fn after_move(&mut self, result: Result<Outcome, Refusal>) -> Action {
        match result {
            Ok(Outcome::Unchanged) => Action::None,
            Ok(Outcome::Changed) => {
                self.clear_marks();
                self.status = None;
                Action::None
            }
            Ok(Outcome::Solved) => self.finished(),
            Err(refusal) => {
                self.say(refusal.to_string(), Tone::Bad);
                Action::None
            }
        }
    }

    pub(super) fn finished(&mut self) -> Action {
        self.clear_marks();
        match self.state.finish() {
            Some(finish) => {
                self.celebrate(self.now);
                if self.state.ended_by_solve() {
                    self.say(t!("say-solution-filled"), Tone::Info);
                } else if finish.assisted {
                    self.say(t!("say-solved-helped", time = format_time(finish.time)), Tone::Info);
                } else {
                    self.say(t!("say-solved-in", time = format_time(finish.time)), Tone::Good);
                }
                Action::Finished(finish)
            }
            None => Action::None,
        }
    }

    pub(super) fn enter_digit(&mut self, digit: Digit, as_note: bool) -> Action {
        let Some(cell) = self.selected else {
            self.say(t!("say-select-first"), Tone::Info);
            return Action::None;
        };
        let now = self.now;
        if !self.also.is_empty() {
            let cells = self.selection();
            // One note taken out of several cells at once is one move of the player's own
            // (a pointing pair's or an X-Wing's eliminations in one go), credited as one. One
            // digit placed in several cells at once is no deduction: not credited.
            let own = if as_note {
                removed_notes(&self.state, &cells, digit)
            } else {
                None
            };
            let hint_open = self.hint.is_some();
            let job = own.and_then(|mv| self.own_moves.job(&self.state, mv, hint_open));
            let result = if as_note {
                self.state.toggle_note_all(&cells, digit, now)
            } else {
                self.state.place_all(&cells, digit, now)
            };
            if let (Some(job), Ok(Outcome::Changed | Outcome::Solved)) = (job, &result) {
                self.learn_events.push(super::LearnEvent::Credit(job));
            }
            return self.after_move(result);
        }
        // A move of the player's own (a digit placed in an empty cell, a note taken out) is
        // credited to the technique behind it: what it reads is taken before the move.
        let empty = self.state.grid().get(cell).is_none();
        let own = match (as_note, empty) {
            (false, true) => Some(PlayerMove::Place(cell, digit)),
            (true, true) if self.state.notes(cell).contains(digit) => Some(PlayerMove::Remove(vec![(cell, digit)])),
            _ => None,
        };
        let hint_open = self.hint.is_some();
        let job = own.and_then(|mv| self.own_moves.job(&self.state, mv, hint_open));
        let result = if as_note {
            self.state.toggle_note(cell, digit, now)
        } else {
            self.state.place(cell, digit, now)
        };
        if let (Some(job), Ok(Outcome::Changed | Outcome::Solved)) = (job, &result) {
            self.learn_events.push(super::LearnEvent::Credit(job));
        }
        self.after_move(result)
    }

    /// Clear: empties the selected cell.
    pub(super) fn clear_selected(&mut self, now: Instant) -> Action {
        if !self.also.is_empty() {
            let cells = self.selection();
            let result = self.state.clear_all(&cells, now);
            return self.after_move(result);
        }
        match self.selected {
            Some(cell) => {
                let result = self.state.clear(cell, now);
                self.after_move(result)
            }
            None => {
                self.say(t!("say-select-cell"), Tone::Info);
                Action::None
            }
        }
    }

    /// Gives every empty cell its candidates as notes.
    pub(super) fn fill_notes(&mut self, now: Instant) -> Action {
        let result = self.state.fill_candidates(now);
        let action = self.after_move(result);
        if result == Ok(Outcome::Changed) {
            self.say(t!("say-filled-notes"), Tone::Info);
        }
        action
    }

    /// Takes back the last move.
    pub(super) fn undo(&mut self, now: Instant) -> Action {
        let was_finished = self.state.is_finished();
        if self.state.undo(now) {
            self.clear_marks();
            self.status = None;
            if self.state.is_finished() {
                // The Reset of a finished game undone: the finished board is back.
                return self.finished();
            }
            if was_finished {
                self.reopened(now);
            }
        } else if !self.state.is_finished() {
            self.say(t!("say-nothing-undo"), Tone::Info);
        }
        Action::None
    }

    /// Makes the last undone move again.
    pub(super) fn redo(&mut self, now: Instant) -> Action {
        let was_finished = self.state.is_finished();
        if self.state.redo(now) {
            self.clear_marks();
            self.status = None;
            if was_finished && !self.state.is_finished() {
                self.reopened(now);
            }
            if self.state.is_finished() {
                return self.finished();
            }
        } else if !self.state.is_finished() {
            self.say(t!("say-nothing-redo"), Tone::Info);
        }
        Action::None
    }

    /// Compares the board with the solution and marks what is wrong.
    pub(super) fn check(&mut self) -> Action {
        let check = self.state.check();
        self.clear_marks();
        self.checked = check.wrong.clone();
        let tone = if check.solved {
            Tone::Good
        } else if check.wrong.is_empty() {
            Tone::Info
        } else {
            Tone::Bad
        };
        self.say(check.message(), tone);
        Action::None
    }

    /// Fills in the solution.
    pub(super) fn solve(&mut self, now: Instant) -> Action {
        match self.state.solve(now) {
            Ok(_) => self.finished(),
            Err(refusal) => {
                self.say(refusal.to_string(), Tone::Info);
                Action::None
            }
        }
    }

    /// Back to the puzzle as loaded.
    pub(super) fn reset(&mut self, now: Instant) -> Action {
        if self.state.reset(now) == Outcome::Changed {
            self.reopened(now);
            self.say(t!("say-reset"), Tone::Info);
        }
        Action::None
    }

    /// Pauses or resumes (a finished game has nothing to pause).
    pub(super) fn toggle_pause(&mut self, now: Instant) -> Action {
        if self.paused {
            self.paused = false;
            self.state.resume(now);
        } else if !self.state.is_finished() {
            self.paused = true;
            self.state.pause(now);
        }
        Action::None
    }

    /// The window lost the focus: a game in play pauses.
    pub(super) fn focus_lost(&mut self, now: Instant) -> Action {
        if self.playing() {
            self.paused = true;
            self.state.pause(now);
        }
        Action::None
    }
}
