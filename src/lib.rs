//! Sudoku 3D: a Sudoku engine for the classic 9x9 board, its variants, other sizes, Samurai and a three-face cube ([`engine`]),
//! the game's rules without a window ([`play`]), the level files and storage, and the game
//! window built on them (`app`, feature `gui`). The command line is part of the binary, not of
//! this library.
//!
//! ```
//! use sudoku3d::engine::{Grid, solve_unique};
//! let puzzle = Grid::from_line(
//!     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
//! ).unwrap();
//! let solution = solve_unique(&puzzle).unwrap();
//! assert!(solution.is_solved());
//! ```

#[cfg(feature = "gui")]
pub mod app;
pub mod calendar;
pub mod engine;
pub mod i18n;
pub mod levels;
pub mod picture;
pub mod play;
pub mod print;
pub mod render;
pub mod store;
