//! The crate's own source files, for the tests that read the code (translations asked for, the
//! structure drawn from the imports).

use std::path::{Path, PathBuf};

/// Every `.rs` file under `src/`, `dir` relative to the crate, in path order.
pub fn rust_files(dir: &str) -> Vec<PathBuf> {
    let mut files = Vec::new();
    walk(&Path::new(env!("CARGO_MANIFEST_DIR")).join(dir), &mut files);
    files.sort();
    files
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("a source folder").flatten() {
        let path = entry.path();
        if path.is_dir() {
            walk(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}
