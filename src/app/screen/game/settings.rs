//! The player's display settings as the game screen takes them: mistakes shown, highlights,
//! the cube's view.

use super::Game;

impl Game {
    /// Whether every mistake is shown in red.
    pub fn shows_mistakes(&self) -> bool {
        self.show_mistakes
    }

    /// Shows every mistake in red, or only those a Check found.
    pub fn set_show_mistakes(&mut self, on: bool) {
        self.show_mistakes = on;
    }

    /// Highlights (or not) the selected cell's row, column and box, and the cells holding
    /// its digit.
    pub fn set_highlights(&mut self, peers: bool, same_digit: bool) {
        self.highlights = (peers, same_digit);
    }

    /// Takes the player's display settings: mistakes shown, highlights, the cube's view.
    pub fn apply_settings(&mut self, settings: &crate::store::Settings) {
        self.set_show_mistakes(settings.show_mistakes);
        self.set_highlights(settings.highlight_peers, settings.highlight_same_digit);
        self.set_cube_view(settings.cube_view);
    }
}
