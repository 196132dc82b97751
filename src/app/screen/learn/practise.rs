//! Practise: a run through the shipped pool's positions of one technique. The board shows
//! the position with its candidates as notes; the player places a digit (checked at once) or
//! takes candidates out in notes mode and presses Check. The engine's checker
//! (`Position::check`) says right, partly right or not this one; "Where to look" shows the
//! hint's stage 1 and makes the position count as hinted. Each position's first answer goes to
//! the standings; the run ends with a short score, saying when the pool is exhausted.
//!
//! Past the pool: when the player reaches the run's last position, the screen asks for a new
//! one to be made in the background (`engine::learn::make_position`, budgeted, stopped when
//! the run is left: dropping the run sets its cancel flag). The score then offers **A new
//! position**; pressing it (or Next on a made position) goes on to the made one, or says it is
//! still being made and goes on when it arrives.
//!
//! This file holds the run (its positions, the checker's answers, making more); its page is
//! drawn in `practise_view.rs`.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Instant;

use super::Message;
use crate::app::keys::{Direction, Shortcut};
use crate::engine::learn::{PlayerMove, Position, Verdict};
use crate::engine::logic::Step;
use crate::engine::{Candidates, Digit, Technique};
use crate::play::{ActiveHint, GameState, HintOverlay, HintRequest, Outcome as Changed, StagedHint};

/// What a practice message asks of the screen.
#[derive(Debug)]
pub enum Outcome {
    /// Nothing.
    None,
    /// The position's first answer: record it (with whether it was hinted).
    Answered(Verdict, bool),
    /// Compute this hint, from this step of the technique, off the UI thread ("Where to look").
    Hint(HintRequest, Box<Step>),
}

/// Where making a new position past the run's last stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Making {
    /// Not asked for yet.
    Idle,
    /// Being made in the background.
    Asked,
    /// None could be made within the budget: the run ends at its last position.
    Failed,
}

/// What the answer line says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Said {
    Verdict(Verdict),
    NothingRemoved,
}

/// A practice run.
#[derive(Debug)]
pub struct Practice {
    pub(super) technique: Technique,
    pub(super) positions: Vec<Position>,
    /// The position on show.
    pub(super) at: usize,
    /// The position as a game, as dealt.
    pub(super) base: GameState,
    /// The position as the player has changed it.
    pub(super) game: GameState,
    pub(super) selected: Option<usize>,
    pub(super) notes_mode: bool,
    /// The position's first answer (the one recorded).
    pub(super) first: Option<Verdict>,
    /// "Where to look" was asked on this position.
    pub(super) hinted: bool,
    pub(super) said: Option<Said>,
    /// The hint's stage 1, once computed.
    pub(super) hint: Option<ActiveHint>,
    pub(super) overlay: Option<HintOverlay>,
    /// Right, partly right, not this one: the first answers of the run.
    pub(super) tally: [u32; 3],
    /// The run is over: the score is on show.
    pub(super) over: bool,
    /// The technique became mastered during this run.
    pub(super) mastered: bool,
    pub(super) remembered: Vec<Candidates>,
    /// How many positions the run started with (the pool's and those made before).
    pub(super) dealt: usize,
    /// A new position past the last.
    pub(super) making: Making,
    /// The player asked to go on past the last and waits for the new position.
    pub(super) waiting: bool,
    /// Set when the run is left (the run dropped): the background search stops.
    pub(super) cancel: Arc<AtomicBool>,
}

impl Drop for Practice {
    fn drop(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

impl Practice {
    /// A run through `positions`, at the first; None when there are none.
    pub fn new(technique: Technique, positions: Vec<Position>) -> Option<Practice> {
        let positions: Vec<Position> = positions
            .into_iter()
            .filter(|p| super::position_game(p).is_some())
            .collect();
        let base = super::position_game(positions.first()?)?;
        Some(Practice {
            technique,
            remembered: vec![Candidates::NONE; base.grid().len()],
            positions,
            at: 0,
            game: base.clone(),
            base,
            selected: None,
            notes_mode: false,
            first: None,
            hinted: false,
            said: None,
            hint: None,
            overlay: None,
            tally: [0; 3],
            over: false,
            mastered: false,
            dealt: 0,
            making: Making::Idle,
            waiting: false,
            cancel: Arc::new(AtomicBool::new(false)),
        })
        .map(|mut practice| {
            practice.dealt = practice.positions.len();
            practice
        })
    }

    /// Whether a new position should be made now: the player is on the run's last position
    /// (or past it) and none is being made or has failed.
    pub fn wants_more(&self) -> bool {
        self.making == Making::Idle && self.at + 1 >= self.positions.len()
    }

    /// A new position is being asked for: what it must differ from, `(puzzle, board)` of every
    /// position of the run, and the flag that stops the search.
    pub fn making_asked(&mut self) -> (Vec<(crate::engine::Grid, crate::engine::Grid)>, Arc<AtomicBool>) {
        self.making = Making::Asked;
        let known = self
            .positions
            .iter()
            .map(|p| (p.puzzle.clone(), p.board.clone()))
            .collect();
        (known, self.cancel.clone())
    }

    /// The new position arrived (None: none could be made in time). A player waiting for it
    /// goes on to it at once.
    pub fn made(&mut self, position: Option<Position>) {
        let usable = position.filter(|p| super::position_game(p).is_some());
        match usable {
            Some(p) => {
                self.making = Making::Idle;
                self.positions.push(p);
                if self.waiting {
                    self.waiting = false;
                    self.advance();
                }
            }
            None => {
                self.making = Making::Failed;
                if self.waiting {
                    self.waiting = false;
                    self.over = true;
                }
            }
        }
    }

    /// Whether the player waits for a position being made (the page says so).
    pub fn is_waiting(&self) -> bool {
        self.waiting
    }

    /// How many positions the player went past without answering (Next before any answer).
    /// Counted from those shown, not those held: a position made past the last while the score
    /// is on show has not been seen.
    pub(super) fn skipped(&self) -> u32 {
        let shown = self.at as u32 + 1;
        shown.saturating_sub(self.tally.iter().sum())
    }

    /// How many positions of the run were made past the pool.
    pub fn made_count(&self) -> usize {
        self.positions.len() - self.dealt
    }

    /// The position on show (tests compare it with the ones before).
    pub fn current(&self) -> &Position {
        self.position()
    }

    /// The technique practised.
    pub fn technique(&self) -> Technique {
        self.technique
    }

    /// The technique became mastered with the last answer.
    pub fn mastered_now(&mut self) {
        self.mastered = true;
    }

    pub(super) fn position(&self) -> &Position {
        &self.positions[self.at.min(self.positions.len() - 1)]
    }

    /// Handles a message of the practice page.
    pub fn update(&mut self, message: Message) -> Outcome {
        if let Message::More = message {
            self.go_on();
            return Outcome::None;
        }
        if self.over || self.waiting {
            return Outcome::None;
        }
        let now = Instant::now();
        match message {
            Message::Cell(cell) => self.selected = Some(cell),
            Message::ToggleNotes => self.notes_mode = !self.notes_mode,
            Message::Digit(d) if self.notes_mode => return self.update(Message::Note(d)),
            Message::Digit(d) => {
                let Some(cell) = self.selected else {
                    return Outcome::None;
                };
                // Solved counts too: a naked single can be the board's last empty cell.
                if !matches!(self.game.place(cell, d, now), Ok(Changed::Changed | Changed::Solved)) {
                    return Outcome::None;
                }
                let verdict = self.position().check(&PlayerMove::Place(cell, d));
                if verdict != Verdict::Right {
                    // The board goes back to the position: try again.
                    self.game = self.base.clone();
                }
                return self.answer(verdict);
            }
            Message::Note(d) => {
                if let Some(cell) = self.selected {
                    if self.game.toggle_note(cell, d, now).is_ok() {
                        self.said = None;
                    }
                }
            }
            Message::Clear => {
                if let Some(cell) = self.selected {
                    let _ = self.game.clear(cell, now);
                }
            }
            Message::Check => {
                let removed = self.removed();
                if removed.is_empty() {
                    self.said = Some(Said::NothingRemoved);
                    return Outcome::None;
                }
                let verdict = self.position().check(&PlayerMove::Remove(removed));
                if verdict == Verdict::NotThisOne {
                    self.game = self.base.clone();
                }
                return self.answer(verdict);
            }
            Message::Where if self.hint.is_none() => {
                if self.first.is_none() {
                    self.hinted = true;
                }
                let Some(step) = self.position().steps.first().cloned() else {
                    return Outcome::None;
                };
                return Outcome::Hint(self.base.hint_request(None), Box::new(step));
            }
            Message::Next => self.next(),
            _ => {}
        }
        Outcome::None
    }

    /// The candidates of the position the player has taken out of the notes so far.
    fn removed(&self) -> Vec<(usize, Digit)> {
        let position = self.position();
        (0..position.candidates.len())
            .filter(|&c| self.game.grid().get(c).is_none())
            .flat_map(|c| {
                let notes = self.game.notes(c);
                position.candidates[c]
                    .iter()
                    .filter(move |&d| !notes.contains(d))
                    .map(move |d| (c, d))
            })
            .collect()
    }

    /// The checker's verdict is said; the position's first answer is counted and recorded.
    fn answer(&mut self, verdict: Verdict) -> Outcome {
        self.said = Some(Said::Verdict(verdict));
        if self.first.is_some() {
            return Outcome::None;
        }
        self.first = Some(verdict);
        let slot = match verdict {
            Verdict::Right => 0,
            Verdict::PartlyRight => 1,
            Verdict::NotThisOne => 2,
        };
        self.tally[slot] += 1;
        Outcome::Answered(verdict, self.hinted)
    }

    /// The hint for "Where to look" arrived: its stage 1 is shown.
    pub fn hint_found(&mut self, hint: StagedHint) {
        if hint.board != *self.base.grid() {
            return;
        }
        let active = ActiveHint::new(hint);
        self.overlay = Some(active.overlay());
        self.hint = Some(active);
    }

    /// Past the score (**A new position**) or a made position's Next: on to the next one if it
    /// is there, else wait for the one being made; the score when none can be.
    fn go_on(&mut self) {
        if self.at + 1 < self.positions.len() {
            self.over = false;
            self.advance();
        } else if self.making == Making::Failed {
            self.over = true;
        } else {
            self.over = false;
            self.waiting = true;
        }
    }

    /// The next position; the score after the pool's last (then A new position goes on).
    fn next(&mut self) {
        if self.at + 1 == self.dealt {
            self.over = true;
        } else {
            self.go_on();
        }
    }

    /// On to the next position of the run (there is one).
    fn advance(&mut self) {
        self.at += 1;
        if let Some(base) = super::position_game(self.position()) {
            self.game = base.clone();
            self.base = base;
        }
        self.selected = None;
        self.first = None;
        self.hinted = false;
        self.said = None;
        self.hint = None;
        self.overlay = None;
    }

    /// The message a key means on the practice page.
    pub fn key(&self, shortcut: Shortcut) -> Option<Message> {
        Some(match shortcut {
            Shortcut::Digit(d) => Message::Digit(d),
            Shortcut::Note(d) => Message::Note(d),
            Shortcut::Clear => Message::Clear,
            Shortcut::ToggleNotes => Message::ToggleNotes,
            Shortcut::Check => Message::Check,
            Shortcut::Confirm if self.first.is_some() || self.over => Message::Next,
            Shortcut::Confirm => Message::Check,
            Shortcut::Hint => Message::Where,
            Shortcut::Move(direction) => Message::Cell(self.moved(direction)?),
            _ => return None,
        })
    }

    /// The cell one step from the selected one (the board's first cell when none is).
    fn moved(&self, direction: Direction) -> Option<usize> {
        let side = 9;
        let cells = self.game.grid().len();
        let Some(cell) = self.selected else {
            return Some(0);
        };
        let (r, c) = (cell / side, cell % side);
        let (r, c) = match direction {
            Direction::Up => (r.checked_sub(1)?, c),
            Direction::Down => (r + 1, c),
            Direction::Left => (r, c.checked_sub(1)?),
            Direction::Right => (r, c + 1),
        };
        (c < side && r * side + c < cells).then_some(r * side + c)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::generator::Difficulty;
    use crate::engine::learn::positions_in;
    use crate::engine::Variant;

    /// A naked single can fill the board's last empty cell (positions made past the pool are
    /// drawn anywhere on a grader's path): placing it there is right, as anywhere else.
    #[test]
    fn the_last_empty_cell_placed_is_answered() {
        let (id, puzzle, solution, _) = crate::levels::shipped_unchecked(Variant::Classic, Difficulty::Easy)
            .into_iter()
            .next()
            .expect("a shipped easy level");
        let last = positions_in(&puzzle, &solution, Technique::NakedSingle, &id)
            .into_iter()
            .find(|p| (0..p.board.len()).filter(|&c| p.board.get(c).is_none()).count() == 1)
            .expect("the path ends with a naked single in the last empty cell");
        let (cell, digit) = last.placements()[0];
        let mut practice = Practice::new(Technique::NakedSingle, vec![last]).expect("the position reads");
        let _ = practice.update(Message::Cell(cell));
        let outcome = practice.update(Message::Digit(digit));
        assert!(
            matches!(outcome, Outcome::Answered(Verdict::Right, false)),
            "{outcome:?}"
        );
    }
}
