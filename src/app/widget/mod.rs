//! The game's own widgets, built from iced's: the board, the digit pad and the cube preview.

pub mod board;
pub mod hint_overlay;
pub mod pad;
pub mod preview;
