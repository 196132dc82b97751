//! Practice positions the game made for the player when a technique's shipped positions ran
//! out (`engine::learn::make_position`), kept in the data folder (`practice-made.json`, a
//! [`Pool`] like the shipped one) so the next run starts with them instead of making them
//! again. The file is written atomically; one that does not read is set aside (by the
//! folder's owner) and counts as empty, never stopping a run. Each entry is checked again
//! when read, as the shipped pool's are.
//!
//! ```
//! use sudoku3d::engine::learn::Pool;
//! use sudoku3d::engine::Technique;
//! use sudoku3d::play::made::MadePositions;
//!
//! let dir = std::env::temp_dir().join(format!("sudoku3d-made-doc-{}", std::process::id()));
//! let store = MadePositions::new(&dir, true);
//! let one = Pool::shipped().positions(Technique::XWing).remove(0);
//! store.add(&one).unwrap();
//! assert_eq!(store.positions(Technique::XWing), vec![one]);
//! # let _ = std::fs::remove_dir_all(&dir);
//! ```

use std::io;
use std::path::{Path, PathBuf};

use crate::engine::learn::{Pool, Position};
use crate::engine::Technique;
use crate::store;

pub use crate::store::MADE_POSITIONS_FILE;

/// The most positions kept per technique: past it, the oldest is dropped for a new one (a
/// player who practises one technique for hours does not grow the file without end).
pub const KEPT_PER_TECHNIQUE: usize = 40;

/// The positions made for the player, in a data folder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MadePositions {
    path: PathBuf,
    /// This process owns the folder: it may write and set a bad file aside.
    owner: bool,
}

impl MadePositions {
    /// The store of the data folder `dir`; `owner` says whether this process owns the folder
    /// (only the owner writes, or moves a damaged file aside).
    pub fn new(dir: &Path, owner: bool) -> MadePositions {
        MadePositions {
            path: dir.join(MADE_POSITIONS_FILE),
            owner,
        }
    }

    /// The file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Everything kept: an empty pool when there is no file, or it does not read (a damaged
    /// file is then set aside by the owner, so the next write starts afresh).
    pub fn pool(&self) -> Pool {
        match store::load_json_with::<Pool>(&self.path, self.owner) {
            store::Loaded::Ok(pool) => pool,
            store::Loaded::Corrupt { kept_as, error } => {
                eprintln!(
                    "sudoku3d: {} could not be read ({error}); {}",
                    self.path.display(),
                    match kept_as {
                        Some(p) => format!("kept as {}", p.display()),
                        None => "left as it is".to_string(),
                    }
                );
                Pool::default()
            }
            store::Loaded::Missing | store::Loaded::Unreadable { .. } => Pool::default(),
        }
    }

    /// The kept positions of `technique` that still hold (each checked again, as the shipped
    /// pool's are).
    pub fn positions(&self, technique: Technique) -> Vec<Position> {
        self.pool().positions(technique)
    }

    /// Keeps a new position (at most [`KEPT_PER_TECHNIQUE`] per technique, the oldest
    /// dropped), written atomically. A visitor of the folder writes nothing.
    pub fn add(&self, position: &Position) -> io::Result<()> {
        if !self.owner {
            return Ok(());
        }
        let mut pool = match store::load_json_with::<Pool>(&self.path, true) {
            store::Loaded::Ok(pool) => pool,
            store::Loaded::Unreadable { error } => return Err(error),
            _ => Pool::default(),
        };
        let entry = Pool::of(std::slice::from_ref(position)).entries.remove(0);
        if pool.entries.contains(&entry) {
            return Ok(());
        }
        let name = entry.technique.clone();
        pool.entries.push(entry);
        let of_technique = pool.entries.iter().filter(|e| e.technique == name).count();
        if of_technique > KEPT_PER_TECHNIQUE {
            if let Some(oldest) = pool.entries.iter().position(|e| e.technique == name) {
                pool.entries.remove(oldest);
            }
        }
        pool.version = 1;
        store::save_json(&self.path, &pool)
    }
}
