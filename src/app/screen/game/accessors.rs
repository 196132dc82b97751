//! What the game screen tells of itself (its state, the selection, the notes mode, the status
//! line, whether the game menu is open) and the clock's standing: running, paused, or stopped
//! while a dialog covers the board.

use std::time::Instant;

use super::{Display, Game};
use crate::engine::{Difficulty, Shape};
use crate::play::{GameState, Origin};

impl Game {
    /// Tells the game about the window and the theme; the cube's preview follows them.
    pub fn set_display(&mut self, display: Display) {
        self.display = display;
        self.refresh_preview();
    }

    /// The game's state (board, notes, history, clock).
    pub fn state(&self) -> &GameState {
        &self.state
    }

    /// The difficulty.
    pub fn difficulty(&self) -> Difficulty {
        self.difficulty
    }

    /// Where the puzzle came from.
    pub fn origin(&self) -> &Origin {
        &self.origin
    }

    /// The board's shape.
    pub fn shape(&self) -> &Shape {
        self.state.grid().shape()
    }

    /// The selected cell.
    pub fn selected(&self) -> Option<usize> {
        self.selected
    }

    /// Whether the pad writes notes.
    pub fn notes_mode(&self) -> bool {
        self.notes_mode
    }

    /// Whether the game is paused.
    pub fn is_paused(&self) -> bool {
        self.paused
    }

    /// The status line, if any.
    pub fn status(&self) -> Option<&str> {
        self.status.as_ref().map(|(s, _)| s.as_str())
    }

    /// Whether the clock is counting (for the tick subscription).
    pub fn is_running(&self) -> bool {
        !self.paused && !self.covered && !self.state.is_finished()
    }

    /// A dialog covers the board (`covered`), or no longer does: the clock stops while one
    /// does, as when paused, and runs on when it closes (unless the game was paused meanwhile).
    pub fn set_covered(&mut self, covered: bool, now: Instant) {
        if covered == self.covered {
            return;
        }
        self.covered = covered;
        if self.paused || self.state.is_finished() {
            return;
        }
        if covered {
            self.state.pause(now);
        } else {
            self.state.resume(now);
        }
    }

    /// Whether the player can play: not paused, not finished.
    pub(super) fn playing(&self) -> bool {
        !self.paused && !self.state.is_finished()
    }

    /// Whether the header's game menu is open.
    pub fn game_menu_open(&self) -> bool {
        self.menu_open
    }
}
