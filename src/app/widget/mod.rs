//! The game's own widgets, built from iced's: the board, the digit pad, the cube preview, its
//! face switcher and the flat face's edge labels, the cube view, and the victory wave's glow.

pub mod band;
pub mod board;
pub mod cube_parts;
pub mod cube_view;
pub mod edge_links;
pub mod glow;
pub mod hint_overlay;
pub mod pad;
pub mod page;
pub mod preview;
pub mod touch;
