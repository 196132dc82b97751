//! The game as a save and back: the game itself (its state) and where the player was looking
//! (the selection, the cube's face and view, the candidate filter), so Continue opens the game
//! as it was left.

use std::time::Instant;

use super::Game;
use crate::engine::{Digit, Shape};
use crate::play::{SaveError, SavedGame, SavedView};

impl Game {
    /// The game saved earlier, on show again with the clock running from `now`; the save is
    /// refused (with the reason) when it does not fit its puzzle.
    pub fn from_saved(saved: &SavedGame, now: Instant) -> Result<Game, SaveError> {
        Game::resumed_from(saved, saved.restore()?, now)
    }

    /// As [`Game::from_saved`], for a save already checked ([`SavedGame::restore_checked`]):
    /// the window's saved game was checked when it was read, or made by this run, so Continue
    /// does not solve the puzzle again and the board shows at once.
    pub fn from_checked_save(saved: &SavedGame, now: Instant) -> Result<Game, SaveError> {
        Game::resumed_from(saved, saved.restore_checked()?, now)
    }

    fn resumed_from(saved: &SavedGame, state: crate::play::GameState, now: Instant) -> Result<Game, SaveError> {
        let mut game = Game::resumed(state, saved.difficulty, saved.origin.clone(), now);
        game.restore_view(saved.view);
        game.filter = saved.filter.and_then(Digit::new);
        Ok(game)
    }

    /// The game as a save, at `now`, with the selection and the cube's face and view; `None`
    /// once it is finished (nothing to resume).
    pub fn to_saved(&self, now: Instant) -> Option<SavedGame> {
        let cube = self.shape() == Shape::Cube;
        let view = SavedView {
            selected: self.selected,
            face: cube.then_some(self.face),
            in_3d: cube.then_some(self.cube_view),
        };
        let mut saved = SavedGame::of(&self.state, self.difficulty, &self.origin, now)?.with_view(view);
        saved.filter = self.filter.map(|d| d.get());
        Some(saved)
    }

    /// Takes back the selection and the cube's face and view a save kept (a save without them
    /// changes nothing; a cell off the board is not selected).
    pub fn restore_view(&mut self, view: Option<SavedView>) {
        let Some(view) = view else {
            return;
        };
        self.selected = view.selected.filter(|&cell| cell < self.state.grid().len());
        if self.shape() == Shape::Cube {
            if let Some(face) = view.face {
                self.face = face;
            }
            if let Some(in_3d) = view.in_3d {
                self.set_cube_view(in_3d);
            }
        }
        self.refresh_preview();
    }
}
