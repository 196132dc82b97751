//! What a game tells the player's standing per technique (Learn): the moves of the player's own,
//! to be credited off the UI thread, and what the hints showed and made.

use super::Game;

/// What a game did that the player's standing per technique counts (Learn).
#[derive(Clone, Debug)]
pub enum LearnEvent {
    /// A move of the player's own, with no hint open: credit it (off the UI thread).
    Credit(crate::play::CreditJob),
    /// A hint showed the technique.
    SeenInHint(crate::engine::Technique),
    /// A hint's Apply or "Write these into my notes" made a move of the technique.
    ViaHint(crate::engine::Technique),
}

impl Game {
    /// What the player's standing counts since the last call (the application credits the
    /// moves off the UI thread and records the rest).
    pub fn take_learn_events(&mut self) -> Vec<LearnEvent> {
        std::mem::take(&mut self.learn_events)
    }
}
