//! Learning a technique: practice positions where it is the simplest step ([`practice`]), and
//! crediting a player's own move to the simplest technique that explains it ([`credit`]).
//!
//! Both read the one technique table (`logic::TABLE`): "simplest" means "earliest in the
//! table", as it does for the grader and the hints.
//!
//! ```
//! use sudoku3d::engine::learn::{credit, Budget, Credit, PlayerMove};
//! use sudoku3d::engine::{solve_unique, Candidates, Digit, Grid};
//!
//! let puzzle = Grid::from_line(
//!     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
//! ).unwrap();
//! let solution = solve_unique(&puzzle).unwrap();
//! // r5c5 is 5 in the solution; placing it is explained by singles.
//! let five = Digit::new(5).unwrap();
//! let credited = credit(&solution, &puzzle, &[], &PlayerMove::Place(40, five), &Budget::default());
//! assert!(matches!(credited, Credit::Found(_)));
//! ```

pub mod credit;
pub mod practice;
pub mod starts;

pub use credit::{credit, position_marks, Budget, Credit, Unexplained};
pub use practice::{
    find_positions, positions_from, positions_in, practised_beside_easier, Pool, PoolEntry, Position, Search,
    ShippedLevels, Start, Verdict, PRACTISED_BESIDE_EASIER,
};
pub use starts::read_starts;

use crate::engine::types::Digit;

/// A move the player makes on a board: a digit placed, or candidates removed from the notes.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PlayerMove {
    /// The digit placed in the cell.
    Place(usize, Digit),
    /// The candidates `(cell, digit)` removed.
    Remove(Vec<(usize, Digit)>),
}
