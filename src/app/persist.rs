//! What the window keeps between runs, in the data folder ([`crate::store`]): the game in
//! progress (`game.json`), the statistics (`statistics.json`) and the settings
//! (`settings.json`).
//!
//! The three files are read once at start-up ([`load_all`]): they are small, and reading them
//! before the first frame means the theme and the menu's Continue are right from the start.
//! A file that cannot be used (bad JSON, empty, from a newer version, a game that does not
//! fit its puzzle) is moved aside as `NAME.corrupt-TIMESTAMP` before anything else is written,
//! and the player gets a sentence about it.
//!
//! Writes go through [`Disk`]: each runs on a thread of its own, so the window never waits,
//! and they are numbered in the order asked, so an older save never lands over a newer one.

use std::collections::{BTreeMap, HashMap};
use std::future::Future;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};

use crate::app::screen::game::Game;
use crate::app::source::Origin;
use crate::app::state::{format_time, GameState, Move};
use crate::engine::{Candidates, Difficulty, Digit, Grid, Shape};
use crate::store::{self, Settings, Statistics};

/// The saved game format's version; a file with another version is kept aside.
pub const SAVED_GAME_VERSION: u32 = 1;

/// A game in progress as saved in `game.json`: enough to pick it up exactly where it was left,
/// undo included.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedGame {
    /// The format's version, [`SAVED_GAME_VERSION`].
    pub version: u32,
    /// Classic or cube.
    pub shape: Shape,
    /// The band (for an entered puzzle, its grade).
    pub difficulty: Difficulty,
    /// Where the puzzle came from: a level (with its id), the generator (with its seed), or
    /// the player.
    pub origin: Origin,
    /// The givens, in the one-line text form (`.` for empty; the cube's three faces U F R
    /// separated by spaces).
    pub puzzle: String,
    /// The solution, in the same form.
    pub solution: String,
    /// The board in play, in the same form; it must equal the puzzle with `history` replayed.
    pub board: String,
    /// The notes of the cells that have some: cell index to digits, `{"12": "149"}`.
    #[serde(default)]
    pub notes: BTreeMap<usize, String>,
    /// The moves made, oldest first; each lists the cells it changed, before and after.
    #[serde(default)]
    pub history: Vec<Move>,
    /// The moves undone and not made again, the next to redo last.
    #[serde(default)]
    pub undone: Vec<Move>,
    /// The time on the clock, in milliseconds.
    #[serde(default)]
    pub elapsed_ms: u64,
    /// Hints taken.
    #[serde(default)]
    pub hints: u32,
    /// Whether help (a hint) was used: the win will not count as unaided.
    #[serde(default)]
    pub help_used: bool,
}

fn notes_text(notes: Candidates) -> String {
    notes.iter().map(Digit::to_char).collect()
}

fn parse_board(shape: Shape, text: &str) -> Result<Grid, String> {
    match shape {
        Shape::Classic => Grid::from_line(text),
        Shape::Cube => Grid::cube_from_line(text),
    }
    .map_err(|e| e.to_string())
}

impl SavedGame {
    /// The game on show as a save, at `now`; `None` once it is finished (nothing to resume).
    pub fn of(game: &Game, now: Instant) -> Option<SavedGame> {
        let state = game.state();
        if state.is_finished() {
            return None;
        }
        let notes = state
            .all_notes()
            .iter()
            .enumerate()
            .filter(|(_, n)| !n.is_empty())
            .map(|(cell, &n)| (cell, notes_text(n)))
            .collect();
        Some(SavedGame {
            version: SAVED_GAME_VERSION,
            shape: game.shape(),
            difficulty: game.difficulty(),
            origin: game.origin().clone(),
            puzzle: state.puzzle().to_line(),
            solution: state.solution().to_line(),
            board: state.grid().to_line(),
            notes,
            history: state.history().to_vec(),
            undone: state.undone_moves().to_vec(),
            elapsed_ms: u64::try_from(state.elapsed(now).as_millis()).unwrap_or(u64::MAX),
            hints: state.hints_used(),
            help_used: state.hints_used() > 0,
        })
    }

    /// The game's state as it was saved (clock stopped), after checking that everything fits:
    /// the version, the boards, the history replayed from the puzzle giving the saved board
    /// and notes.
    pub fn restore(&self) -> Result<GameState, String> {
        if self.version != SAVED_GAME_VERSION {
            return Err(format!(
                "it is version {}, this game reads version {SAVED_GAME_VERSION}",
                self.version
            ));
        }
        let puzzle = parse_board(self.shape, &self.puzzle).map_err(|e| format!("puzzle: {e}"))?;
        let solution = parse_board(self.shape, &self.solution).map_err(|e| format!("solution: {e}"))?;
        let board = parse_board(self.shape, &self.board).map_err(|e| format!("board: {e}"))?;
        // A hint counts as help even if the count was lost.
        let hints = self.hints.max(u32::from(self.help_used));
        let state = GameState::restore(
            puzzle,
            solution,
            self.history.clone(),
            self.undone.clone(),
            Duration::from_millis(self.elapsed_ms),
            hints,
        )?;
        if state.grid() != &board {
            return Err("the board does not match its history".into());
        }
        let replayed: BTreeMap<usize, String> = state
            .all_notes()
            .iter()
            .enumerate()
            .filter(|(_, n)| !n.is_empty())
            .map(|(cell, &n)| (cell, notes_text(n)))
            .collect();
        let saved: BTreeMap<usize, String> = self
            .notes
            .iter()
            .map(|(&cell, digits)| {
                let mut n = Candidates::NONE;
                digits.chars().filter_map(Digit::from_char).for_each(|d| n.insert(d));
                (cell, notes_text(n))
            })
            .filter(|(_, n)| !n.is_empty())
            .collect();
        if replayed != saved {
            return Err("the notes do not match the history".into());
        }
        Ok(state)
    }

    /// The game on show again, with the clock running from `now`.
    pub fn resume(&self, now: Instant) -> Result<Game, String> {
        let state = self.restore()?;
        Ok(Game::resumed(state, self.difficulty, self.origin.clone(), now))
    }

    /// What the menu says about the game: `Medium puzzle · level 12 · 04:10`.
    pub fn summary(&self) -> String {
        let what = match (&self.origin, self.shape) {
            (Origin::Entered, _) => "Your puzzle".to_string(),
            (_, Shape::Classic) => format!("{} puzzle", self.difficulty.title()),
            (_, Shape::Cube) => format!("{} cube", self.difficulty.title()),
        };
        let time = format_time(Duration::from_millis(self.elapsed_ms));
        match self.origin.tag() {
            Some(tag) => format!("{what} \u{b7} {tag} \u{b7} {time}"),
            None => format!("{what} \u{b7} {time}"),
        }
    }
}

/// What was read from the data folder at start-up.
#[derive(Clone, Debug, Default)]
pub struct Stored {
    /// The settings (defaults when missing or unreadable).
    pub settings: Settings,
    /// The statistics (empty when missing or unreadable).
    pub statistics: Statistics,
    /// The game in progress, if one was saved and can be resumed.
    pub saved: Option<SavedGame>,
    /// One sentence per file that could not be used, for the player.
    pub notices: Vec<String>,
}

/// The sentence for a file that could not be used.
fn notice(what: &str, error: &str, kept_as: Option<&Path>, instead: &str) -> String {
    let kept = match kept_as {
        Some(p) => format!("it was kept as {}", p.display()),
        None => "it could not be moved aside".to_string(),
    };
    format!("Your {what} could not be read ({error}); {kept}, and {instead}.")
}

/// Reads a file, keeping it aside when it does not parse or `check` refuses it.
fn read<T: serde::de::DeserializeOwned>(
    path: &Path,
    what: &str,
    instead: &str,
    notices: &mut Vec<String>,
    check: impl FnOnce(&T) -> Result<(), String>,
) -> Option<T> {
    let (error, kept_as) = match store::load_json::<T>(path) {
        store::Loaded::Missing => return None,
        store::Loaded::Ok(value) => match check(&value) {
            Ok(()) => return Some(value),
            Err(error) => (error, store::keep_aside(path).ok()),
        },
        store::Loaded::Corrupt { kept_as, error } => (error, kept_as),
    };
    let sentence = notice(what, &error, kept_as.as_deref(), instead);
    eprintln!("sudoku3d: {sentence}");
    notices.push(sentence);
    None
}

/// Refuses a file written by a newer version of the game.
fn known_version(version: u32) -> Result<(), String> {
    if version > store::STORE_VERSION {
        Err(format!(
            "it is version {version}, this game reads up to version {}",
            store::STORE_VERSION
        ))
    } else {
        Ok(())
    }
}

/// Reads the settings, the statistics and the saved game from `dir`.
pub fn load_all(dir: &Path) -> Stored {
    let mut notices = Vec::new();
    let settings = read::<Settings>(
        &dir.join(store::SETTINGS_FILE),
        "settings file",
        "the default settings are used",
        &mut notices,
        |s| known_version(s.version),
    )
    .unwrap_or_default();
    let statistics = read::<Statistics>(
        &dir.join(store::STATISTICS_FILE),
        "statistics file",
        "the statistics start afresh",
        &mut notices,
        |s| known_version(s.version),
    )
    .unwrap_or_default();
    let saved = read::<SavedGame>(
        &dir.join(store::SAVED_GAME_FILE),
        "saved game",
        "there is no game to continue",
        &mut notices,
        |g| g.restore().map(|_| ()),
    );
    Stored {
        settings,
        statistics,
        saved,
        notices,
    }
}

/// Writes files in the data folder off the UI thread, in the order asked.
#[derive(Clone, Debug)]
pub struct Disk {
    dir: PathBuf,
    order: Arc<Order>,
}

/// Numbers the writes and remembers, per file, the number of the last one done.
#[derive(Debug, Default)]
struct Order {
    next: AtomicU64,
    done: Mutex<HashMap<PathBuf, u64>>,
    /// Writes asked for and not finished.
    pending: AtomicUsize,
}

impl Disk {
    /// Writes into `dir` (created on the first write).
    pub fn new(dir: PathBuf) -> Disk {
        Disk {
            dir,
            order: Arc::default(),
        }
    }

    /// The data folder.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Saves `value` as `name` (JSON, atomically) on a thread of its own; the future ends when
    /// it is written, or skipped because a newer write of the same file came first.
    pub fn save<T>(&self, name: &str, value: T) -> impl Future<Output = Result<(), String>> + Send + 'static
    where
        T: Serialize + Send + 'static,
    {
        let path = self.dir.join(name);
        self.run(path.clone(), move || {
            store::save_json(&path, &value).map_err(|e| format!("could not save {}: {e}", path.display()))
        })
    }

    /// Removes `name` (a finished game's save), like [`Disk::save`].
    pub fn remove(&self, name: &str) -> impl Future<Output = Result<(), String>> + Send + 'static {
        let path = self.dir.join(name);
        self.run(path.clone(), move || match std::fs::remove_file(&path) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
                Err(format!("could not remove {}: {e}", path.display()))
            }
            _ => Ok(()),
        })
    }

    /// Resolves once every write asked for so far is done, or after `limit` (quitting must
    /// not hang on a stuck disk).
    pub fn settle(&self, limit: Duration) -> impl Future<Output = ()> + Send + 'static {
        let order = self.order.clone();
        let (sender, receiver) = iced::futures::channel::oneshot::channel::<()>();
        let deadline = Instant::now() + limit;
        let _ = std::thread::Builder::new()
            .name("sudoku3d-settle".into())
            .spawn(move || {
                while order.pending.load(Ordering::SeqCst) > 0 && Instant::now() < deadline {
                    std::thread::sleep(Duration::from_millis(5));
                }
                let _ = sender.send(());
            });
        async move {
            let _ = receiver.await;
        }
    }

    fn run(
        &self,
        path: PathBuf,
        work: impl FnOnce() -> Result<(), String> + Send + 'static,
    ) -> impl Future<Output = Result<(), String>> + Send + 'static {
        // The number is taken now, on the caller's thread, so it follows the order of calls.
        let number = self.order.next.fetch_add(1, Ordering::SeqCst);
        self.order.pending.fetch_add(1, Ordering::SeqCst);
        let order = self.order.clone();
        let (sender, receiver) = iced::futures::channel::oneshot::channel();
        let spawned = std::thread::Builder::new().name("sudoku3d-save".into()).spawn(move || {
            // One write at a time; a write older than the last one done to its file is
            // dropped, so the file always holds the newest state.
            let mut done = order.done.lock().unwrap_or_else(|e| e.into_inner());
            let result = match done.get(&path) {
                Some(&last) if last > number => Ok(()),
                _ => {
                    let result = work();
                    done.insert(path, number);
                    result
                }
            };
            drop(done);
            order.pending.fetch_sub(1, Ordering::SeqCst);
            let _ = sender.send(result);
        });
        if spawned.is_err() {
            self.order.pending.fetch_sub(1, Ordering::SeqCst);
        }
        async move {
            spawned.map_err(|e| format!("could not start saving: {e}"))?;
            receiver.await.map_err(|_| "the saving thread stopped".to_string())?
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::source::{self, Loaded};
    use iced::futures::executor::block_on;

    const PUZZLE: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    fn temp_dir(tag: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("sudoku3d-persist-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    fn game() -> Game {
        let loaded: Loaded = source::from_text(PUZZLE).unwrap();
        Game::new(loaded, Instant::now()).unwrap()
    }

    #[test]
    fn a_tampered_history_is_refused() {
        let g = game();
        let mut saved = SavedGame::of(&g, Instant::now()).unwrap();
        saved.restore().unwrap();
        saved.board = saved.solution.clone();
        assert!(saved.restore().unwrap_err().contains("does not match"));
        let mut newer = SavedGame::of(&g, Instant::now()).unwrap();
        newer.version = 9;
        assert!(newer.restore().unwrap_err().contains("version 9"));
    }

    #[test]
    fn a_cube_game_round_trips_with_its_linked_cells() {
        use crate::app::screen::game::Message;
        use crate::engine::Face;
        let levels = source::valid_levels(Shape::Cube, Difficulty::Easy, None);
        let level = levels.first().expect("shipped cube levels");
        let loaded = Loaded {
            puzzle: level.puzzle.clone(),
            solution: level.solution.clone(),
            difficulty: level.difficulty,
            origin: Origin::Level { id: level.id.clone() },
        };
        let mut g = Game::new(loaded, Instant::now()).unwrap();
        let geometry = g.state().grid().geometry();
        // Every empty cell of the Top face's last row (it borders the Front face), and a note.
        let edge: Vec<usize> = (0..9)
            .map(|c| geometry.cell_at(Face::Top, 8, c))
            .filter(|&cell| !g.state().is_given(cell))
            .collect();
        assert!(!edge.is_empty());
        for &cell in &edge[1..] {
            let digit = g.state().solution().get(cell).unwrap();
            let _ = g.update(Message::CellPressed(cell));
            let _ = g.update(Message::DigitPressed(digit));
        }
        let _ = g.update(Message::CellPressed(edge[0]));
        let _ = g.update(Message::ToggleNotes);
        let _ = g.update(Message::DigitPressed(Digit::new(7).unwrap()));
        let saved = SavedGame::of(&g, Instant::now()).unwrap();
        assert_eq!(saved.shape, Shape::Cube);
        let text = serde_json::to_string(&saved).unwrap();
        let back: SavedGame = serde_json::from_str(&text).unwrap();
        let state = back.restore().unwrap();
        assert_eq!(state.grid(), g.state().grid());
        assert_eq!(state.all_notes(), g.state().all_notes());
        assert_eq!(state.history(), g.state().history());
    }

    #[test]
    fn the_newest_write_wins_whatever_the_threads_do() {
        let dir = temp_dir("order");
        let disk = Disk::new(dir.clone());
        let writes: Vec<_> = (0..20).map(|n| disk.save("n.json", n)).collect();
        let removed = disk.remove("other.json");
        let last = disk.save("n.json", 99);
        // Await in reverse: the threads race, yet the file ends with the last value asked.
        block_on(last).unwrap();
        for w in writes.into_iter().rev() {
            block_on(w).unwrap();
        }
        block_on(removed).unwrap();
        assert_eq!(std::fs::read_to_string(dir.join("n.json")).unwrap(), "99");
    }

    #[test]
    fn a_newer_statistics_file_is_kept_aside() {
        let dir = temp_dir("newer");
        std::fs::write(dir.join(store::STATISTICS_FILE), r#"{"version": 7, "modes": {}}"#).unwrap();
        let stored = load_all(&dir);
        assert_eq!(stored.statistics, Statistics::default());
        assert_eq!(stored.notices.len(), 1);
        assert!(stored.notices[0].contains("version 7"), "{}", stored.notices[0]);
        assert!(!dir.join(store::STATISTICS_FILE).exists());
    }
}
