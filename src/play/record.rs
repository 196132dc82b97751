//! What a game does to the statistics, in one place, so the rules hold whatever the window
//! does: a puzzle counts once as played and at most once as won, a replay of a solved puzzle
//! is no new win or best time, help once used stays used (Reset and undo do not take it
//! back), and entered puzzles count in their own row.
//!
//! The window calls [`started`] when a game is dealt, [`finished`] when its board is solved
//! and [`abandoned`] when an unfinished game is left for another; the rules themselves are
//! [`Statistics`]'s. Each finished or abandoned game is also added to the history, with its
//! time and the hints taken.

use std::time::Duration;

use crate::engine::{Difficulty, Shape};
use crate::play::source::Origin;
use crate::play::state::GameState;
use crate::store::{self, Category, GameEnd, PlayedGame, Statistics, WinOutcome};

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
        state.puzzle().shape().variant(),
        category(origin, difficulty),
        &state.puzzle().to_line(),
        origin.level_id(),
    )
}

/// Whether `state`'s game replays a puzzle already won in its row: its win is not counted
/// again ([`finished`]), and by the same rule its moves earn no technique credit again.
pub fn is_replay(stats: &Statistics, state: &GameState, difficulty: Difficulty, origin: &Origin) -> bool {
    stats.already_won(
        state.puzzle().shape().variant(),
        category(origin, difficulty),
        &state.puzzle().to_line(),
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
    let helped = finish.assisted || state.help_used();
    let shape = state.puzzle().shape().clone();
    let outcome = stats.record_win(
        shape.variant(),
        category(origin, difficulty),
        &state.puzzle().to_line(),
        finish.time.as_secs(),
        helped,
    );
    let end = if helped {
        GameEnd::SolvedWithHelp
    } else {
        GameEnd::Solved
    };
    let by_solve = state.ended_by_solve();
    stats.record_game(played(
        shape,
        difficulty,
        origin,
        finish.time,
        state.hints_used(),
        end,
        by_solve,
    ));
    Some(outcome)
}

/// An unfinished game of `shape` was left for a new one after `time` on its clock and `hints`
/// hints: the streak of its row ends, and the history lists it as abandoned.
pub fn abandoned(
    stats: &mut Statistics,
    shape: Shape,
    difficulty: Difficulty,
    origin: &Origin,
    time: Duration,
    hints: u32,
) {
    stats.record_abandoned(shape.variant(), category(origin, difficulty));
    stats.record_game(played(
        shape,
        difficulty,
        origin,
        time,
        hints,
        GameEnd::Abandoned,
        false,
    ));
}

/// The history's entry for a game that ended today.
fn played(
    shape: Shape,
    difficulty: Difficulty,
    origin: &Origin,
    time: Duration,
    hints: u32,
    end: GameEnd,
    by_solve: bool,
) -> PlayedGame {
    PlayedGame {
        date: store::today(),
        variant: shape.variant(),
        difficulty,
        entered: category(origin, difficulty) == Category::Entered,
        secs: time.as_secs().min(store::MAX_SECS),
        hints: hints.min(store::MAX_COUNT),
        end,
        by_solve,
    }
}
