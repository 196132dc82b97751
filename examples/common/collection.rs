//! The puzzle collections of `data/`, as the report examples read them: one puzzle per line, the
//! first 81 characters, comment lines (`#`) and short lines left out. An unreadable file ends the
//! program with a message.

use std::path::PathBuf;

use sudoku3d::engine::Grid;

/// The first 81 characters of each puzzle line of `data/NAME`.
pub fn lines(name: &str) -> Vec<String> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("data").join(name);
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(e) => {
            eprintln!("cannot read {}: {e}", path.display());
            std::process::exit(1);
        }
    };
    text.lines()
        .map(str::trim)
        .filter(|l| l.len() >= 81 && !l.starts_with('#'))
        .map(|l| l[..81].to_string())
        .collect()
}

/// The first `limit` puzzles of `data/NAME` that parse.
#[allow(dead_code)] // Not every example that includes this module reads grids.
pub fn grids(name: &str, limit: usize) -> Vec<Grid> {
    lines(name)
        .iter()
        .take(limit)
        .filter_map(|l| Grid::from_line(l).ok())
        .collect()
}
