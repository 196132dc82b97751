//! Helpers the integration tests share: a fresh folder for a test, the puzzle collections of
//! the repository's `data/` folder, reading a PDF back, and (window tests) reading what a
//! widget shows and comparing snapshots.

// Each test binary compiles this module and uses only part of it.
#![allow(dead_code)]

pub mod data;
pub mod killer;
pub mod killer_text;
pub mod marks;
pub mod pdf;
pub mod samurai;
pub mod source;
pub mod square;

#[cfg(feature = "gui")]
pub mod widgets;

#[cfg(all(feature = "gui", feature = "cli", unix))]
pub mod window;

/// A fresh, empty folder for one test (a data folder, or where its files go), named by `tag`
/// and this process, so that tests running at once and other runs of the same test binary
/// never share one. A test binary's tags must differ from each other.
pub fn fresh_dir(tag: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("sudoku3d-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    dir
}
