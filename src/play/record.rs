//! What a game does to the statistics, in one place, so the rules hold whatever the window
//! does: a puzzle counts once as played and at most once as won, a replay of a solved puzzle
//! is no new win or best time, help once used stays used (Reset and undo do not take it
//! back), and entered puzzles count in their own row.
//!
//! The window calls [`started`] when a game is dealt, [`finished`] when its board is solved
//! and [`abandoned`] when an unfinished game is left for another; the rules themselves are
//! [`Statistics`]'s.

use crate::engine::{Difficulty, Shape};
use crate::play::source::Origin;
use crate::play::state::GameState;
use crate::store::{Category, Statistics, WinOutcome};

/// The statistics row of a game: the player's own puzzles, or the band it was dealt from.
pub fn category(origin: &Origin, difficulty: Difficulty) -> Category {
    match origin {
        Origin::Entered => Category::Entered,
        Origin::Generated { .. } | Origin::Level { .. } => Category::Band(difficulty),
    }
}

/// A game of `state`'s puzzle was dealt; returns whether it counted as a new game.
pub fn started(stats: &mut Statistics, state: &GameState, difficulty: Difficulty, origin: &Origin) -> bool {
    stats.record_start(
        state.puzzle().shape(),
        category(origin, difficulty),
        &state.puzzle().to_line(),
        origin.level_id(),
    )
}

/// `state`'s game just ended: the win is counted (once per puzzle; with help when a hint or
/// Solve was used at any time). `None` when the game is not over.
pub fn finished(
    stats: &mut Statistics,
    state: &GameState,
    difficulty: Difficulty,
    origin: &Origin,
) -> Option<WinOutcome> {
    let finish = state.finish()?;
    Some(stats.record_win(
        state.puzzle().shape(),
        category(origin, difficulty),
        &state.puzzle().to_line(),
        finish.time.as_secs(),
        finish.assisted || state.help_used(),
    ))
}

/// An unfinished game of `shape` was left for a new one: the streak of its row ends.
pub fn abandoned(stats: &mut Statistics, shape: Shape, difficulty: Difficulty, origin: &Origin) {
    stats.record_abandoned(shape, category(origin, difficulty));
}
