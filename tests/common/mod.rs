//! Helpers the integration tests share: the puzzle collections of the repository's `data/`
//! folder, reading a PDF back, and (window tests) reading what a widget shows and comparing snapshots.

// Each test binary compiles this module and uses only part of it.
#![allow(dead_code)]

pub mod data;
pub mod killer;
pub mod killer_text;
pub mod marks;
pub mod pdf;
pub mod source;

#[cfg(feature = "gui")]
pub mod widgets;

#[cfg(all(feature = "gui", feature = "cli", unix))]
pub mod window;
