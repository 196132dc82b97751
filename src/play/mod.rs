//! The game's rules without a window: the board in play with its notes, moves with undo and
//! redo, Check, hints applied as moves, the clock ([`state`]); the staged hints ([`hint`]) and
//! their words in the player's language ([`explain`]), which the game and the window read,
//! and stage 2 walked step by step and link by link ([`walk`]);
//! where puzzles come from and the difficulty of an entered one ([`source`]); the saved game
//! and its replay ([`saved`]); what a game does to the statistics ([`record`]).
//!
//! Nothing here knows of iced: the window (`app`) draws a [`GameState`] and sends it the
//! player's moves, and everything here builds and is tested with `--no-default-features`.
//!
//! ```
//! use std::time::Instant;
//! use sudoku3d::engine::Digit;
//! use sudoku3d::play::{source, GameState, Outcome};
//!
//! let loaded = source::from_text(
//!     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
//! ).unwrap();
//! let mut game = GameState::new(loaded.puzzle, loaded.solution).unwrap();
//! let now = Instant::now();
//! assert_eq!(game.place(2, Digit::new(4).unwrap(), now), Ok(Outcome::Changed));
//! assert!(game.undo(now));
//! assert_eq!(game.grid().get(2), None);
//! ```

pub mod explain;
pub mod hint;
pub mod made;
pub mod nextup;
pub mod record;
pub mod saved;
pub mod source;
pub mod standings;
pub mod state;
pub mod walk;

pub use hint::{
    HintKind, HintOverlay, HintRequest, LegendEntry, LegendKind, MarkKind, MarkPlace, RuleOut, Stage, StageText,
    StagedHint, Supposition, TextLine,
};
pub use saved::{SaveError, SavedGame, SavedView};
pub use source::{LoadError, Loaded, Origin, Request};
pub use standings::{removed_notes, CountedSeries, CreditJob, Credited, OwnMoves, Standing, Standings, MASTERY_RUN};
pub use state::{
    format_time, ActiveHint, Advanced, CellState, Change, Check, Finish, GameState, Move, MoveKind, Outcome, Paint,
    Refusal, ReplayProblem, RestoreError, Timer, CELL_COLOURS,
};
pub use walk::{Walk, WalkItem};
