//! The puzzle collections of `data/`, as the report examples read them: one puzzle per line, the
//! first 81 characters, comment lines (`#`) and short lines left out. An unreadable file ends the
//! program with a message. [`grids`] also takes the shipped levels by their file's name
//! (`cube-expert.json`), loaded as the game loads them.

use std::path::PathBuf;

use sudoku3d::engine::generator::Difficulty;
use sudoku3d::engine::{Grid, Shape};

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

/// The first `limit` puzzles of `data/NAME` that parse, or of the shipped level file NAME
/// (`classic-hard.json`, `cube-expert.json`, ...).
#[allow(dead_code)] // Not every example that includes this module reads grids.
pub fn grids(name: &str, limit: usize) -> Vec<Grid> {
    if let Some((shape, difficulty)) = level_file(name) {
        let loaded = sudoku3d::levels::load(shape.variant(), difficulty, None);
        return loaded.levels.into_iter().take(limit).map(|l| l.puzzle).collect();
    }
    lines(name)
        .iter()
        .take(limit)
        .filter_map(|l| Grid::from_line(l).ok())
        .collect()
}

/// The mode and band of a shipped level file's name (`cube-expert.json`).
fn level_file(name: &str) -> Option<(Shape, Difficulty)> {
    let (mode, band) = name.strip_suffix(".json")?.split_once('-')?;
    let shape = match mode {
        "classic" => Shape::Classic,
        "cube" => Shape::Cube,
        _ => return None,
    };
    Some((shape, band.parse().ok()?))
}
