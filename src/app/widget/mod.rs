//! The game's own widgets, built from iced's: the board, the digit pad, the cube preview, its
//! face switcher and the flat face's edge labels, the cube view, the victory wave's glow,
//! the variant boards' marks (diagonals, jigsaw regions, killer cages), and the sentence of "Next
//! for you".

pub mod band;
pub mod board;
pub mod cages;
pub mod cube_parts;
pub mod cube_view;
pub mod edge_links;
pub mod glow;
pub mod hint_overlay;
pub mod metrics;
pub mod next_for_you;
pub mod notes;
pub mod pad;
pub mod page;
pub mod plane;
pub mod preview;
pub mod regions;
pub mod touch;
pub mod whole;
