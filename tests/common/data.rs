//! The one loader of the puzzle collections in `data/` (see `data/README.md`). They are part
//! of the repository, so a fresh clone runs every test.

use std::path::PathBuf;

use sudoku3d::engine::Grid;

/// The path of a collection, `data/NAME` in the repository.
pub fn collection_path(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("data").join(name)
}

/// The first `n` puzzles of a collection (all of them for `usize::MAX`), as 81-character
/// lines; blank lines and `#` comments are skipped. Panics when the file is missing or holds
/// fewer than `n` puzzles, so a test never passes on less data than it says.
pub fn collection(name: &str, n: usize) -> Vec<String> {
    let path = collection_path(name);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    let lines: Vec<String> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .take(n)
        .map(|l| {
            l.get(..81)
                .unwrap_or_else(|| panic!("{name}: not an 81-character puzzle: {l}"))
                .to_string()
        })
        .collect();
    assert!(
        n == usize::MAX || lines.len() == n,
        "{name}: {} puzzles, {n} wanted",
        lines.len()
    );
    lines
}

/// The first `n` puzzles of a collection as grids (all of them for `usize::MAX`).
pub fn grids(name: &str, n: usize) -> Vec<Grid> {
    collection(name, n)
        .iter()
        .map(|l| Grid::from_line(l).unwrap_or_else(|e| panic!("{name}: {l}: {e}")))
        .collect()
}
