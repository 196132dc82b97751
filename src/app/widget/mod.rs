//! The game's own widgets, built from iced's: the board and the digit pad.

pub mod board;
pub mod pad;
