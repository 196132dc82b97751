//! Helpers the integration tests share: the puzzle collections of the repository's `data/`
//! folder, and (window tests) reading what a widget shows and comparing snapshots.

// Each test binary compiles this module and uses only part of it.
#![allow(dead_code)]

pub mod data;

#[cfg(feature = "gui")]
pub mod widgets;
