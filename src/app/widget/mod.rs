//! The game's own widgets, built from iced's: the board, the digit pad, the cube preview and
//! the cube view.

pub mod board;
pub mod cube_view;
pub mod hint_overlay;
pub mod pad;
pub mod preview;
