//! Files that must never lose a player's progress: atomic writes, corrupt files kept aside,
//! and the data folder (`SUDOKU3D_DATA_DIR` or the platform's data folder).

use std::fs::{self, File};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

use serde::de::DeserializeOwned;
use serde::Serialize;

/// The environment variable that points saves, statistics, settings and extra levels at
/// another folder (tests, portable installs).
pub const DATA_DIR_ENV: &str = "SUDOKU3D_DATA_DIR";

/// The folder for saves, statistics, settings and extra levels.
pub fn data_dir() -> PathBuf {
    if let Some(dir) = std::env::var_os(DATA_DIR_ENV).filter(|d| !d.is_empty()) {
        return PathBuf::from(dir);
    }
    directories::ProjectDirs::from("org", "sudoku3d", "Sudoku3D")
        .map(|d| d.data_dir().to_path_buf())
        .unwrap_or_else(|| PathBuf::from(".sudoku3d"))
}

/// Writes `bytes` to `path` so that a crash leaves either the old file or the new one, never a
/// torn file: write a temporary file beside it, flush and sync, then rename over the old one.
/// The folder is made first if it is missing (the data folder, on a first run).
pub fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let dir = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    fs::create_dir_all(dir)?;
    replace_file(path, bytes)
}

/// Writes `bytes` to `path` through a temporary file beside it, renamed into place once
/// written and synced: a failed write leaves the old file (or none) and no torn or temporary
/// file. Unlike [`write_atomic`], the folder must exist already.
pub fn replace_file(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let dir = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "file".into());
    // The process and a number of its own: two writers of one file in one process (a window's
    // save thread and a test's setup, say) never share a temporary file.
    static WRITES: AtomicU64 = AtomicU64::new(0);
    let write = WRITES.fetch_add(1, Ordering::Relaxed);
    let tmp = dir.join(format!(".{name}.tmp-{}-{write}", std::process::id()));
    let result = (|| {
        let mut file = File::create(&tmp)?;
        file.write_all(bytes)?;
        file.flush()?;
        file.sync_all()?;
        fs::rename(&tmp, path)?;
        // Make the rename itself durable; not every platform can open a folder, so best effort.
        if let Ok(d) = File::open(dir) {
            let _ = d.sync_all();
        }
        Ok(())
    })();
    if result.is_err() {
        let _ = fs::remove_file(&tmp);
    }
    result
}

/// What loading a JSON file found.
#[derive(Debug)]
pub enum Loaded<T> {
    /// The file parsed.
    Ok(T),
    /// No file yet.
    Missing,
    /// The file did not parse; it was moved aside to `kept_as` (or could not be, or was not
    /// asked to be).
    Corrupt {
        /// Where the bad file now is.
        kept_as: Option<PathBuf>,
        /// Why it did not parse.
        error: ReadError,
    },
    /// The file is there but could not be opened or read (permissions, say): it is left as it
    /// is, since nothing is known to be wrong with what it holds.
    Unreadable {
        /// What the system said.
        error: io::Error,
    },
}

/// The largest file of the data folder that is read (32 MiB: a statistics file listing a
/// hundred thousand puzzles is under 30 MB). A bigger one is kept aside unread.
pub const MAX_FILE_BYTES: u64 = 32 << 20;

/// Why a file of the data folder could not be used. Each reads as the end of the sentence
/// "Your settings file could not be read (...)".
#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    /// The file is there but could not be read.
    #[error("{0}")]
    Io(#[from] io::Error),
    /// The file is empty (a write cut short, say).
    #[error("the file is empty")]
    Empty,
    /// The file is not the JSON expected.
    #[error("{0}")]
    Json(#[from] serde_json::Error),
    /// The file is not text.
    #[error("the file is not UTF-8 text")]
    NotText,
    /// The file is larger than any the game writes.
    #[error("the file is {} MB, more than the {} MB the game reads", .bytes / 1_000_000, MAX_FILE_BYTES / 1_000_000)]
    TooBig {
        /// Its size.
        bytes: u64,
    },
    /// Not a regular file (a folder, a pipe, a device): never opened, since a pipe would keep
    /// the game waiting forever.
    #[error("it is not a regular file")]
    NotAFile,
    /// The values in the file are out of range or contradict each other.
    #[error("{0}")]
    Invalid(String),
}

impl ReadError {
    /// Whether the file itself is at fault (and is kept aside), rather than the system.
    pub fn is_corruption(&self) -> bool {
        !matches!(self, ReadError::Io(_))
    }
}

/// Reads a text file of the data folder: only a regular file, and at most
/// [`MAX_FILE_BYTES`].
pub fn read_text(path: &Path) -> Result<String, ReadError> {
    let meta = fs::metadata(path)?;
    if !meta.is_file() {
        return Err(ReadError::NotAFile);
    }
    if meta.len() > MAX_FILE_BYTES {
        return Err(ReadError::TooBig { bytes: meta.len() });
    }
    let file = File::open(path)?;
    let mut bytes = Vec::new();
    file.take(MAX_FILE_BYTES + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(ReadError::TooBig {
            bytes: bytes.len() as u64,
        });
    }
    String::from_utf8(bytes).map_err(|_| ReadError::NotText)
}

/// Seconds since 1970, for file names.
fn timestamp() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs())
}

/// Moves a bad file aside as `NAME.corrupt-TIMESTAMP`, never overwriting an earlier one.
pub fn keep_aside(path: &Path) -> io::Result<PathBuf> {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let stamp = timestamp();
    let mut target = path.with_file_name(format!("{name}.corrupt-{stamp}"));
    let mut n = 1;
    while target.exists() {
        target = path.with_file_name(format!("{name}.corrupt-{stamp}-{n}"));
        n += 1;
    }
    fs::rename(path, &target)?;
    Ok(target)
}

/// Loads JSON from `path`; a file that fails to parse (or is empty, too big, not a regular
/// file) is moved aside first.
pub fn load_json<T: DeserializeOwned>(path: &Path) -> Loaded<T> {
    load_json_with(path, true)
}

/// Loads JSON from `path`, moving a bad file aside only with `move_aside` (a window that does
/// not own the data folder leaves everything where it is).
pub fn load_json_with<T: DeserializeOwned>(path: &Path, move_aside: bool) -> Loaded<T> {
    let parsed = read_text(path).and_then(|text| {
        serde_json::from_str(&text).map_err(|e| {
            if text.trim().is_empty() {
                ReadError::Empty
            } else {
                ReadError::Json(e)
            }
        })
    });
    match parsed {
        Ok(v) => Loaded::Ok(v),
        Err(ReadError::Io(e)) if e.kind() == io::ErrorKind::NotFound => Loaded::Missing,
        Err(ReadError::Io(error)) => Loaded::Unreadable { error },
        Err(error) => Loaded::Corrupt {
            kept_as: if move_aside { keep_aside(path).ok() } else { None },
            error,
        },
    }
}

/// Whether `name` is a temporary file [`replace_file`] makes for one of the game's own files
/// of the data folder: `.game.json.tmp-PID`, `.statistics.json.tmp-PID`,
/// `.settings.json.tmp-PID`.
fn is_own_temporary(name: &str) -> bool {
    [SAVED_GAME_FILE, STATISTICS_FILE, SETTINGS_FILE, MADE_POSITIONS_FILE]
        .iter()
        .any(|file| {
            name.strip_prefix('.')
                .and_then(|rest| rest.strip_prefix(file))
                .and_then(|rest| rest.strip_prefix(".tmp-"))
                .is_some_and(|rest| {
                    // `PID-N` (older versions wrote `PID` alone).
                    let number = |part: &str| !part.is_empty() && part.bytes().all(|b| b.is_ascii_digit());
                    match rest.split_once('-') {
                        Some((pid, write)) => number(pid) && number(write),
                        None => number(rest),
                    }
                })
        })
}

/// Removes the temporary files that writes cut short by a crash or `kill -9` left in `dir`
/// (`.NAME.tmp-PID-N`, for the game's own files only: anything else in the folder is the
/// player's); call it only while holding the folder's [`DataLock`], when no other process of
/// the game can be writing. Returns what was removed.
pub fn remove_leftovers(dir: &Path) -> Vec<PathBuf> {
    let Ok(entries) = fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut removed = Vec::new();
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let temporary = is_own_temporary(&name);
        if temporary && entry.file_type().is_ok_and(|t| t.is_file()) && fs::remove_file(entry.path()).is_ok() {
            removed.push(entry.path());
        }
    }
    removed
}

/// The data folder's lock file: the window that holds it is the one that writes.
pub const LOCK_FILE: &str = ".sudoku3d.lock";

/// One window per data folder: an advisory lock on [`LOCK_FILE`], held while this value lives
/// (and released by the system when the process ends, however it ends).
#[derive(Debug)]
pub struct DataLock {
    file: File,
    path: PathBuf,
}

/// Why the data folder's lock could not be taken: the window then writes nothing, since it
/// cannot prove that no other window is writing.
#[derive(Debug, thiserror::Error)]
pub enum LockError {
    /// The lock path holds something else than a plain file (a folder, a pipe, a link): it is
    /// never opened, since a pipe would keep the game waiting forever.
    #[error("{} is not a plain file", .0.display())]
    NotAFile(PathBuf),
    /// The data folder's own path holds something that is no folder (a file): named as
    /// such, rather than as the lock file inside it that could not be made.
    #[error("the data folder {} is not a folder", .0.display())]
    FolderNotAFolder(PathBuf),
    /// The system refused (a read-only folder, a file system without locks...).
    #[error("{}: {source}", path.display())]
    System {
        /// The lock file.
        path: PathBuf,
        /// What the system said.
        source: io::Error,
    },
}

impl DataLock {
    /// Takes the lock of `dir` (created if need be): `Ok(None)` when another process holds it,
    /// an error when it cannot be taken at all. Never blocks: only a regular file (or none)
    /// at the lock path is opened (a pipe there would keep the open waiting forever), and
    /// the lock is tried, not waited for.
    pub fn try_take(dir: &Path) -> Result<Option<DataLock>, LockError> {
        let path = dir.join(LOCK_FILE);
        let system = |source| LockError::System {
            path: path.clone(),
            source,
        };
        if fs::metadata(dir).is_ok_and(|m| !m.is_dir()) {
            return Err(LockError::FolderNotAFolder(dir.to_path_buf()));
        }
        fs::create_dir_all(dir).map_err(|source| LockError::System {
            path: dir.to_path_buf(),
            source,
        })?;
        match fs::symlink_metadata(&path) {
            Ok(meta) if !meta.file_type().is_file() => return Err(LockError::NotAFile(path)),
            Ok(_) => {}
            Err(e) if e.kind() == io::ErrorKind::NotFound => {}
            Err(e) => return Err(system(e)),
        }
        let file = fs::OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&path)
            .map_err(system)?;
        // A link or pipe swapped in between the check and the open is refused all the same.
        if fs::symlink_metadata(&path).is_ok_and(|m| !m.file_type().is_file()) {
            return Err(LockError::NotAFile(path));
        }
        if !file.metadata().map_err(system)?.is_file() {
            return Err(LockError::NotAFile(path));
        }
        match file.try_lock() {
            Ok(()) => Ok(Some(DataLock { file, path })),
            Err(fs::TryLockError::WouldBlock) => Ok(None),
            Err(fs::TryLockError::Error(e)) => Err(system(e)),
        }
    }

    /// The lock file's path.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Whether the file this lock holds is still the one at the lock path: when someone
    /// deleted or replaced it, a new window can take a fresh lock there, so this one no longer
    /// owns the folder.
    pub fn still_held(&self) -> bool {
        let (Ok(held), Ok(there)) = (self.file.metadata(), fs::symlink_metadata(&self.path)) else {
            return false;
        };
        same_file(&held, &there)
    }
}

#[cfg(unix)]
fn same_file(a: &fs::Metadata, b: &fs::Metadata) -> bool {
    use std::os::unix::fs::MetadataExt;
    a.dev() == b.dev() && a.ino() == b.ino()
}

#[cfg(not(unix))]
fn same_file(_a: &fs::Metadata, b: &fs::Metadata) -> bool {
    // Without inode numbers, the file being there is what can be checked.
    b.is_file()
}

/// Saves `value` as pretty JSON at `path`, atomically.
pub fn save_json<T: Serialize>(path: &Path, value: &T) -> io::Result<()> {
    let text = serde_json::to_string_pretty(value).map_err(io::Error::other)?;
    write_atomic(path, text.as_bytes())
}

pub use crate::calendar::today;

/// The statistics file's name in the data folder.
pub const STATISTICS_FILE: &str = "statistics.json";
/// The settings file's name in the data folder.
pub const SETTINGS_FILE: &str = "settings.json";
/// The saved game's file name in the data folder.
pub const SAVED_GAME_FILE: &str = "game.json";

/// The file of the data folder that keeps the practice positions made for the player
/// (`play::made`).
pub const MADE_POSITIONS_FILE: &str = "practice-made.json";

/// The version written into statistics and settings files.
pub const STORE_VERSION: u32 = 1;

// The most games, wins or hints a file may count (defined beside the technique standings,
// which the statistics hold, so that the standings need nothing of this file).
pub use crate::play::standings::MAX_COUNT;

/// The longest time a file may hold for one game, or a sum of them per row: ten years, in
/// seconds.
pub const MAX_SECS: u64 = 10 * 366 * 86_400;

/// The most a statistics file the game writes may take: a mebibyte under [`MAX_FILE_BYTES`],
/// the most it reads, for what the size estimate does not count exactly.
pub const MAX_WRITTEN_BYTES: usize = (MAX_FILE_BYTES as usize) - (1 << 20);

/// One more game, win or streak, stopping at [`MAX_COUNT`] (the most a file may hold).
fn count_one_more(n: u32) -> u32 {
    n.saturating_add(1).min(MAX_COUNT)
}

/// The bytes of `s` as a JSON string, quotes included (at most: an escape is counted as six).
fn json_string_size(s: &str) -> usize {
    2 + s
        .bytes()
        .map(|b| match b {
            b'"' | b'\\' => 2,
            0..=0x1f => 6,
            _ => 1,
        })
        .sum::<usize>()
}

/// The bytes an entry of a list takes in the pretty JSON: its indentation (eight spaces),
/// the string, a comma and a line break.
fn listed_size(s: &str) -> usize {
    8 + json_string_size(s) + 2
}

/// Results for one mode and difficulty.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct ModeStats {
    /// Games started.
    pub played: u32,
    /// Games finished (with or without help).
    pub won: u32,
    /// Games finished without Solve and without hints.
    pub won_unaided: u32,
    /// Best time of an unaided win, in seconds.
    pub best_secs: Option<u64>,
    /// Sum of the times of unaided wins, for the average.
    pub total_unaided_secs: u64,
    /// Unaided wins in a row, up to now.
    pub current_streak: u32,
    /// The longest such run.
    pub best_streak: u32,
    /// Ids of the levels dealt so far, so none repeats before all are played.
    pub played_levels: Vec<String>,
    /// The puzzles counted in `played` (their one-line text): a puzzle counts once.
    pub played_puzzles: Vec<String>,
    /// The puzzles counted in `won`: a replay of a solved puzzle is not a new win.
    pub won_puzzles: Vec<String>,
}

impl ModeStats {
    /// Checks the counts and times are in range, and makes the counts agree with each other
    /// (a file from an older version may count a win without its game).
    fn checked(mut self, key: &str) -> Result<ModeStats, String> {
        for (name, n) in [
            ("played", self.played),
            ("won", self.won),
            ("won_unaided", self.won_unaided),
            ("current_streak", self.current_streak),
            ("best_streak", self.best_streak),
        ] {
            if n > MAX_COUNT {
                return Err(format!("{key}: {name} is {n}, more than {MAX_COUNT}"));
            }
        }
        for (name, secs) in [
            ("best_secs", self.best_secs.unwrap_or(0)),
            ("total_unaided_secs", self.total_unaided_secs),
        ] {
            if secs > MAX_SECS {
                return Err(format!("{key}: {name} is {secs}, more than ten years"));
            }
        }
        self.won_unaided = self.won_unaided.min(self.won);
        self.played = self.played.max(self.won);
        self.best_streak = self.best_streak.max(self.current_streak).min(self.won_unaided);
        self.current_streak = self.current_streak.min(self.best_streak);
        Ok(self)
    }

    /// Average time of the unaided wins, in seconds.
    pub fn average_secs(&self) -> Option<u64> {
        (self.won_unaided > 0).then(|| self.total_unaided_secs / u64::from(self.won_unaided))
    }
}

/// Statistics per mode and difficulty, keyed `classic-easy`, `cube-hard`..., and the history
/// of the last games.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct Statistics {
    /// File version.
    pub version: u32,
    /// The results.
    pub modes: std::collections::BTreeMap<String, ModeStats>,
    /// The last games played (at most [`HISTORY_LEN`]), oldest first; files written before
    /// there was a history load with none.
    pub history: Vec<PlayedGame>,
    /// The player's standing per technique (Learn); files written before load with none.
    pub techniques: crate::play::Standings,
}

impl Default for Statistics {
    fn default() -> Self {
        Statistics {
            version: STORE_VERSION,
            modes: Default::default(),
            history: Vec::new(),
            techniques: Default::default(),
        }
    }
}

/// The most games the history keeps: the oldest is forgotten when a game is added past it.
pub const HISTORY_LEN: usize = 500;

/// How a game of the history ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameEnd {
    /// Solved without a hint or Solve.
    Solved,
    /// Solved, with a hint or Solve used on the way.
    SolvedWithHelp,
    /// Left unfinished for another game.
    Abandoned,
}

/// One game of the history: when it ended, what it was, and how it went.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct PlayedGame {
    /// The day it ended (UTC), `YYYY-MM-DD`.
    pub date: String,
    /// The board (written as `shape`, its name before the variants came).
    #[serde(rename = "shape")]
    pub variant: crate::engine::Variant,
    /// The band it was dealt from (for an entered puzzle, its grade).
    pub difficulty: crate::engine::Difficulty,
    /// A puzzle the player entered rather than one dealt from a band.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub entered: bool,
    /// The time on the clock when it ended, in seconds.
    pub secs: u64,
    /// Hints taken.
    pub hints: u32,
    /// How it ended.
    pub end: GameEnd,
    /// Ended by Solve, which filled in the board: its time is no solve time, so the chart of
    /// solve times leaves it out. Files written before it have none (false).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub by_solve: bool,
}

impl PlayedGame {
    /// The statistics row it counts in.
    pub fn category(&self) -> Category {
        if self.entered {
            Category::Entered
        } else {
            Category::Band(self.difficulty)
        }
    }

    /// Whether it was solved (with help or without).
    pub fn solved(&self) -> bool {
        self.end != GameEnd::Abandoned
    }

    /// At least the bytes it takes in the pretty JSON of the statistics: its fields, names
    /// and indentation (each number at most 20 digits), and the date.
    fn written_size_bound(&self) -> usize {
        // Every field but the date at its longest, pretty-printed (by_solve included), with room.
        288 + json_string_size(&self.date)
    }
}

/// Which row of the statistics a game counts in: its band, or the player's own puzzles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Category {
    /// A puzzle dealt from the levels or the generator, in its band.
    Band(crate::engine::Difficulty),
    /// A puzzle the player entered ("Your puzzles"), whatever its grade.
    Entered,
}

impl Category {
    /// The statistics file's key for a mode: `classic-easy` ... `cube-hard`, `classic-yours`.
    pub fn key(self, variant: crate::engine::Variant) -> String {
        match self {
            Category::Band(d) => format!("{variant}-{}", d.name()),
            Category::Entered => format!("{variant}-yours"),
        }
    }
}

/// What finishing a game did to the statistics.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WinOutcome {
    /// The win was counted (false for a puzzle already won: a replay).
    pub counted: bool,
    /// The time beat the previous best (or there was none).
    pub new_best: bool,
    /// The best time before this game.
    pub previous_best: Option<u64>,
}

impl Statistics {
    /// The statistics with every row checked ([`MAX_COUNT`], [`MAX_SECS`]) and its counts
    /// made consistent; an error names the first value out of range.
    pub fn checked(self) -> Result<Statistics, String> {
        let modes = self
            .modes
            .into_iter()
            .map(|(key, row)| row.checked(&key).map(|row| (key, row)))
            .collect::<Result<_, _>>()?;
        let mut history = self.history;
        for (n, game) in history.iter().enumerate() {
            if game.secs > MAX_SECS {
                return Err(format!("history game {n}: {} seconds, more than ten years", game.secs));
            }
            if game.hints > MAX_COUNT {
                return Err(format!("history game {n}: {} hints, more than {MAX_COUNT}", game.hints));
            }
            // Only a date is shown: anything longer is not one the game wrote.
            if game.date.len() > 10 {
                return Err(format!("history game {n}: the date {:?} is not YYYY-MM-DD", game.date));
            }
        }
        // A longer history (a file edited by hand) keeps its newest games.
        let excess = history.len().saturating_sub(HISTORY_LEN);
        history.drain(..excess);
        let techniques = self.techniques.checked()?;
        Ok(Statistics {
            modes,
            history,
            techniques,
            ..self
        })
    }

    /// Adds `game` to the history, forgetting the oldest past [`HISTORY_LEN`].
    pub fn record_game(&mut self, game: PlayedGame) {
        self.history.push(game);
        let excess = self.history.len().saturating_sub(HISTORY_LEN);
        self.history.drain(..excess);
        self.fit_file();
    }

    /// Empties the tables and the history: every count, time and streak starts again from
    /// nothing. Which levels have been dealt is kept, so the next games are still ones the
    /// player has not seen (that list chooses puzzles; it is no result).
    pub fn reset(&mut self) {
        let dealt: Vec<(String, Vec<String>)> = self
            .modes
            .iter_mut()
            .filter(|(_, row)| !row.played_levels.is_empty())
            .map(|(key, row)| (key.clone(), std::mem::take(&mut row.played_levels)))
            .collect();
        *self = Statistics::default();
        for (key, played_levels) in dealt {
            self.modes.insert(
                key,
                ModeStats {
                    played_levels,
                    ..ModeStats::default()
                },
            );
        }
    }

    /// The results for a mode and band.
    pub fn get(&self, variant: crate::engine::Variant, difficulty: crate::engine::Difficulty) -> ModeStats {
        self.row(variant, Category::Band(difficulty))
    }

    /// The results for a mode and row.
    pub fn row(&self, variant: crate::engine::Variant, category: Category) -> ModeStats {
        self.modes.get(&category.key(variant)).cloned().unwrap_or_default()
    }

    fn entry(&mut self, variant: crate::engine::Variant, category: Category) -> &mut ModeStats {
        self.modes.entry(category.key(variant)).or_default()
    }

    /// A game of `puzzle` (its one-line text) was started (with the level's id, if it came
    /// from the level files). A puzzle counts as played once, however often it is started;
    /// returns whether this start counted.
    pub fn record_start(
        &mut self,
        variant: crate::engine::Variant,
        category: Category,
        puzzle: &str,
        level: Option<&str>,
    ) -> bool {
        let e = self.entry(variant, category);
        if let Some(id) = level {
            if !e.played_levels.iter().any(|p| p == id) {
                e.played_levels.push(id.to_string());
            }
        }
        let counted = !e.played_puzzles.iter().any(|p| p == puzzle);
        if counted {
            e.played_puzzles.push(puzzle.to_string());
            e.played = count_one_more(e.played);
        }
        self.fit_file();
        counted
    }

    /// Whether `puzzle` was already won in this row: a game of it is a replay, which
    /// [`Statistics::record_win`] does not count again (and whose moves earn no technique
    /// credit again).
    pub fn already_won(&self, variant: crate::engine::Variant, category: Category, puzzle: &str) -> bool {
        self.modes
            .get(&category.key(variant))
            .is_some_and(|row| row.won_puzzles.iter().any(|p| p == puzzle))
    }

    /// A game of `puzzle` was finished in `secs` seconds; `aided` when Solve or a hint was
    /// used. A puzzle counts as won once: a replay of a solved puzzle changes nothing (no
    /// win, no best time, no streak). A win of a puzzle never counted as played counts as
    /// played too, so `won` never exceeds `played`. Counts stop at [`MAX_COUNT`] and times at
    /// [`MAX_SECS`], the most a file may hold, so the file written is one the game reads.
    pub fn record_win(
        &mut self,
        variant: crate::engine::Variant,
        category: Category,
        puzzle: &str,
        secs: u64,
        aided: bool,
    ) -> WinOutcome {
        let outcome = self.count_win(variant, category, puzzle, secs.min(MAX_SECS), aided);
        self.fit_file();
        outcome
    }

    fn count_win(
        &mut self,
        variant: crate::engine::Variant,
        category: Category,
        puzzle: &str,
        secs: u64,
        aided: bool,
    ) -> WinOutcome {
        let replay = self.already_won(variant, category, puzzle);
        let e = self.entry(variant, category);
        let previous_best = e.best_secs;
        if replay {
            return WinOutcome {
                counted: false,
                new_best: false,
                previous_best,
            };
        }
        if !e.played_puzzles.iter().any(|p| p == puzzle) {
            e.played_puzzles.push(puzzle.to_string());
            e.played = count_one_more(e.played);
        }
        e.won_puzzles.push(puzzle.to_string());
        // A file from before the puzzles were listed may have counted wins without plays.
        e.played = e.played.max(count_one_more(e.won));
        e.won = count_one_more(e.won);
        if aided {
            e.current_streak = 0;
            return WinOutcome {
                counted: true,
                new_best: false,
                previous_best,
            };
        }
        e.won_unaided = count_one_more(e.won_unaided);
        e.total_unaided_secs = e.total_unaided_secs.saturating_add(secs).min(MAX_SECS);
        e.current_streak = count_one_more(e.current_streak);
        e.best_streak = e.best_streak.max(e.current_streak);
        let new_best = previous_best.is_none_or(|b| secs < b);
        if new_best {
            e.best_secs = Some(secs);
        }
        WinOutcome {
            counted: true,
            new_best,
            previous_best,
        }
    }

    /// Keeps the file these statistics make under [`MAX_WRITTEN_BYTES`]: while it would be
    /// bigger, the oldest entries of the longest list (puzzles played or won, levels dealt)
    /// are forgotten, an eighth of it at a time. A forgotten puzzle played again counts as a
    /// new game, which is better than a file the next start has to set aside.
    fn fit_file(&mut self) {
        let mut size = self.written_size_bound();
        while size > MAX_WRITTEN_BYTES {
            let longest = self
                .modes
                .values_mut()
                .flat_map(|row| [&mut row.played_puzzles, &mut row.won_puzzles, &mut row.played_levels])
                .max_by_key(|list| list.iter().map(|s| listed_size(s)).sum::<usize>());
            let Some(list) = longest.filter(|l| !l.is_empty()) else {
                return;
            };
            let drop = list.len().div_ceil(8);
            size -= list.drain(..drop).map(|s| listed_size(&s)).sum::<usize>();
        }
    }

    /// At least the size of these statistics as pretty JSON (what the game writes).
    fn written_size_bound(&self) -> usize {
        // Everything but the lists' entries: the version, and per row its key and the numbers
        // (each at most 20 digits) with their names and indentation.
        const ROW: usize = 800;
        let rows = self
            .modes
            .iter()
            .map(|(key, row)| {
                ROW + json_string_size(key)
                    + [&row.played_puzzles, &row.won_puzzles, &row.played_levels]
                        .iter()
                        .flat_map(|list| list.iter())
                        .map(|s| listed_size(s))
                        .sum::<usize>()
            })
            .sum::<usize>();
        let history = self.history.iter().map(PlayedGame::written_size_bound).sum::<usize>();
        64 + rows + history + self.techniques.written_size_bound()
    }

    /// A game was left unfinished for another: the streak ends.
    pub fn record_abandoned(&mut self, variant: crate::engine::Variant, category: Category) {
        self.entry(variant, category).current_streak = 0;
    }

    /// The level ids dealt so far for a mode and difficulty.
    pub fn played_levels(
        &self,
        variant: crate::engine::Variant,
        difficulty: crate::engine::Difficulty,
    ) -> std::collections::HashSet<String> {
        self.get(variant, difficulty).played_levels.into_iter().collect()
    }

    /// Forgets the dealt levels of a band once all have been played, so they come round again.
    pub fn reset_played_levels(&mut self, variant: crate::engine::Variant, difficulty: crate::engine::Difficulty) {
        self.entry(variant, Category::Band(difficulty)).played_levels.clear();
    }
}

/// Light, dark, or as the system says.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ThemeChoice {
    /// Follow the system.
    #[default]
    System,
    /// Always light.
    Light,
    /// Always dark.
    Dark,
}

/// The player's settings.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct Settings {
    /// File version.
    pub version: u32,
    /// The theme.
    pub theme: ThemeChoice,
    /// Highlight the selected cell's row, column and box.
    pub highlight_peers: bool,
    /// Highlight every cell holding the selected digit.
    pub highlight_same_digit: bool,
    /// Show entries that contradict the solution in red.
    pub show_mistakes: bool,
    /// Play the cube in 3D (all three faces at once) rather than one flat face at a time.
    pub cube_view: bool,
    /// The window's size (logical pixels, width and height) when it last closed.
    pub window: Option<[u32; 2]>,
    /// The language the player picked; `None` follows the system's locale (and files saved
    /// before there was a choice load as `None`).
    pub language: Option<crate::i18n::Language>,
}

impl Settings {
    /// The remembered window size, if it is a usable one.
    pub fn window_size(&self) -> Option<(f32, f32)> {
        self.window
            .filter(|&[w, h]| (200..=20_000).contains(&w) && (200..=20_000).contains(&h))
            .map(|[w, h]| (w as f32, h as f32))
    }
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            version: STORE_VERSION,
            theme: ThemeChoice::System,
            highlight_peers: true,
            highlight_same_digit: true,
            show_mistakes: false,
            cube_view: true,
            window: None,
            language: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp_dir(tag: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("sudoku3d-store-{tag}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn atomic_write_replaces_and_leaves_no_temp_file() {
        let dir = temp_dir("atomic");
        let path = dir.join("save.json");
        write_atomic(&path, b"one").unwrap();
        write_atomic(&path, b"two").unwrap();
        assert_eq!(fs::read_to_string(&path).unwrap(), "two");
        assert_eq!(fs::read_dir(&dir).unwrap().count(), 1);
    }

    #[test]
    fn a_leftover_temp_file_does_not_hide_the_save() {
        let dir = temp_dir("leftover");
        let path = dir.join("save.json");
        save_json(&path, &vec![1, 2, 3]).unwrap();
        // A crash between creating the temporary file and renaming it leaves this behind.
        fs::write(dir.join(".save.json.tmp-999999"), b"{ torn").unwrap();
        assert!(matches!(load_json::<Vec<i32>>(&path), Loaded::Ok(v) if v == vec![1, 2, 3]));
    }

    #[test]
    fn corrupt_file_is_kept_aside_with_a_notice() {
        let dir = temp_dir("corrupt");
        let path = dir.join("stats.json");
        fs::write(&path, b"{ not json").unwrap();
        let loaded = load_json::<Vec<i32>>(&path);
        assert!(
            matches!(
                &loaded,
                Loaded::Corrupt {
                    kept_as: Some(_),
                    error: ReadError::Json(_)
                }
            ),
            "{loaded:?}"
        );
        assert!(!path.exists());
        let kept: Vec<_> = fs::read_dir(&dir).unwrap().filter_map(|e| e.ok()).collect();
        assert_eq!(kept.len(), 1);
        assert!(kept[0].file_name().to_string_lossy().starts_with("stats.json.corrupt-"));
        assert_eq!(fs::read(kept[0].path()).unwrap(), b"{ not json");
    }

    #[test]
    fn statistics_out_of_range_are_refused_and_disagreeing_counts_set_right() {
        let row = |played, won| ModeStats {
            played,
            won,
            won_unaided: won + 3,
            current_streak: 9,
            best_streak: 1,
            ..ModeStats::default()
        };
        let mut stats = Statistics::default();
        stats.modes.insert("classic-easy".into(), row(u32::MAX, 2));
        let refused = stats.clone().checked().unwrap_err();
        assert_eq!(refused, "classic-easy: played is 4294967295, more than 10000000");
        stats.modes.insert("classic-easy".into(), row(2, 5));
        let fixed = stats.checked().unwrap().modes["classic-easy"].clone();
        assert_eq!((fixed.played, fixed.won, fixed.won_unaided), (5, 5, 5));
        assert_eq!((fixed.current_streak, fixed.best_streak), (5, 5));
        let mut times = Statistics::default();
        times.modes.insert(
            "cube-easy".into(),
            ModeStats {
                best_secs: Some(u64::MAX),
                ..ModeStats::default()
            },
        );
        assert!(times.checked().unwrap_err().contains("best_secs"));
        // At the top of the range, counting saturates rather than wrapping to 0.
        let mut full = Statistics::default();
        let easy = Category::Band(crate::engine::Difficulty::Easy);
        full.entry(crate::engine::Variant::Classic, easy).played = u32::MAX;
        full.entry(crate::engine::Variant::Classic, easy).won = u32::MAX - 1;
        full.record_start(crate::engine::Variant::Classic, easy, "p", None);
        full.record_win(crate::engine::Variant::Classic, easy, "p", u64::MAX, false);
        let e = full.get(crate::engine::Variant::Classic, crate::engine::Difficulty::Easy);
        assert_eq!(
            (e.played, e.won, e.total_unaided_secs),
            (MAX_COUNT, MAX_COUNT, MAX_SECS)
        );
    }

    #[test]
    fn counts_at_the_cap_stay_at_the_cap_and_the_file_loads_again() {
        use crate::engine::{Difficulty, Variant};
        let dir = temp_dir("cap");
        let easy = Category::Band(Difficulty::Easy);
        let mut stats = Statistics::default();
        let row = stats.entry(Variant::Classic, easy);
        (row.played, row.won, row.won_unaided) = (MAX_COUNT, MAX_COUNT, MAX_COUNT);
        (row.current_streak, row.best_streak) = (MAX_COUNT, MAX_COUNT);
        row.total_unaided_secs = MAX_SECS - 5;
        stats.record_start(Variant::Classic, easy, "p", None);
        let outcome = stats.record_win(Variant::Classic, easy, "p", 300, false);
        assert!(outcome.counted);
        let path = dir.join(STATISTICS_FILE);
        save_json(&path, &stats).unwrap();
        let Loaded::Ok(back) = load_json::<Statistics>(&path) else {
            panic!("the file the game wrote must load")
        };
        let e = back
            .checked()
            .expect("accepted")
            .get(Variant::Classic, Difficulty::Easy);
        assert_eq!((e.played, e.won, e.won_unaided), (MAX_COUNT, MAX_COUNT, MAX_COUNT));
        assert_eq!((e.current_streak, e.best_streak), (MAX_COUNT, MAX_COUNT));
        assert_eq!(e.total_unaided_secs, MAX_SECS);
    }

    #[test]
    fn a_statistics_file_near_the_cap_stays_under_it_after_more_games() {
        use crate::engine::{Difficulty, Variant};
        let dir = temp_dir("near-cap");
        let path = dir.join(STATISTICS_FILE);
        // Cube puzzles (245 characters) played and won, until the file is just under the cap.
        let cube = |n: usize| format!("{n:0>81} {n:0>81} {n:0>81}");
        let hard = Category::Band(Difficulty::Hard);
        let mut stats = Statistics::default();
        let row = stats.entry(Variant::Cube, hard);
        let mut n = 0;
        let per_puzzle = 2 * listed_size(&cube(0));
        while (n + 1) * per_puzzle < (MAX_FILE_BYTES as usize) - 4096 {
            row.played_puzzles.push(cube(n));
            row.won_puzzles.push(cube(n));
            n += 1;
        }
        (row.played, row.won) = (n as u32, n as u32);
        let text = serde_json::to_string_pretty(&stats).unwrap();
        assert!(text.len() as u64 <= MAX_FILE_BYTES, "{}", text.len());
        assert!(text.len() as u64 > MAX_FILE_BYTES - 8192, "{}", text.len());
        fs::write(&path, text).unwrap();
        let Loaded::Ok(mut stats) = load_json::<Statistics>(&path) else {
            panic!("the file near the cap loads")
        };
        // A few more games, each saved as the window saves it.
        for game in 0..3 {
            let puzzle = cube(n + game);
            stats.record_start(Variant::Cube, hard, &puzzle, Some("cube-hard-001"));
            assert!(stats.record_win(Variant::Cube, hard, &puzzle, 100, false).counted);
            save_json(&path, &stats).unwrap();
            let size = fs::metadata(&path).unwrap().len();
            assert!(size <= MAX_WRITTEN_BYTES as u64, "game {game}: {size} bytes");
            let Loaded::Ok(back) = load_json::<Statistics>(&path) else {
                panic!("game {game}: the file no longer loads")
            };
            let checked = back.checked().expect("accepted");
            assert_eq!(checked.get(Variant::Cube, Difficulty::Hard).won, (n + game + 1) as u32);
            // The newest puzzle is remembered: playing it again is not a new game.
            assert!(!stats.record_start(Variant::Cube, hard, &puzzle, None));
        }
    }

    #[test]
    fn only_regular_files_up_to_the_cap_are_read_and_system_errors_are_not_corruption() {
        let dir = temp_dir("kinds");
        fs::create_dir_all(dir.join("folder.json")).unwrap();
        assert!(matches!(read_text(&dir.join("folder.json")), Err(ReadError::NotAFile)));
        let big = File::create(dir.join("big.json")).unwrap();
        big.set_len(MAX_FILE_BYTES + 1).unwrap();
        assert!(matches!(
            load_json::<Settings>(&dir.join("big.json")),
            Loaded::Corrupt {
                kept_as: Some(_),
                error: ReadError::TooBig { .. }
            }
        ));
        #[cfg(unix)]
        {
            std::os::unix::fs::symlink("loop.json", dir.join("loop.json")).unwrap();
            assert!(matches!(
                load_json::<Settings>(&dir.join("loop.json")),
                Loaded::Unreadable { .. }
            ));
            assert!(fs::symlink_metadata(dir.join("loop.json")).is_ok(), "left where it is");
        }
        fs::write(dir.join("latin1.json"), b"{\"theme\": \"\xe9\"}").unwrap();
        assert!(matches!(read_text(&dir.join("latin1.json")), Err(ReadError::NotText)));
    }

    #[test]
    fn one_lock_per_folder_and_its_holder_clears_leftovers() {
        let dir = temp_dir("lock");
        let first = DataLock::try_take(&dir).unwrap();
        assert!(first.as_ref().is_some_and(DataLock::still_held));
        assert!(DataLock::try_take(&dir).unwrap().is_none(), "held");
        drop(first);
        assert!(DataLock::try_take(&dir).unwrap().is_some(), "released");
        fs::write(dir.join(".game.json.tmp-4242"), b"{ torn").unwrap();
        fs::write(dir.join(".statistics.json.tmp-4242-17"), b"{ torn").unwrap();
        fs::write(dir.join("game.json"), b"{}").unwrap();
        // The player's own files, however they are named, are not the game's to remove.
        for name in [
            ".notes.tmp-1",
            ".game.json.tmp-old",
            ".backup.tmp-",
            ".statistics.json.tmp-",
            ".settings.json.tmp-1-",
            ".settings.json.tmp-1-x",
        ] {
            fs::write(dir.join(name), b"mine").unwrap();
        }
        let mut removed = remove_leftovers(&dir);
        removed.sort();
        assert_eq!(
            removed,
            [
                dir.join(".game.json.tmp-4242"),
                dir.join(".statistics.json.tmp-4242-17")
            ]
        );
        assert!(dir.join("game.json").exists());
        for name in [
            ".notes.tmp-1",
            ".game.json.tmp-old",
            ".backup.tmp-",
            ".statistics.json.tmp-",
        ] {
            assert!(dir.join(name).exists(), "{name} was removed");
        }
    }

    /// Issue 46: a data folder that is a file is named as such, not as its lock file.
    #[test]
    fn a_data_folder_that_is_a_file_is_named_so() {
        let dir = temp_dir("folder-is-a-file");
        let folder = dir.join("data");
        fs::write(&folder, "not a folder").unwrap();
        let refused = DataLock::try_take(&folder);
        assert!(
            matches!(&refused, Err(LockError::FolderNotAFolder(p)) if *p == folder),
            "{refused:?}"
        );
        let said = refused.unwrap_err().to_string();
        assert!(said.contains("is not a folder") && !said.contains(LOCK_FILE), "{said}");
        assert_eq!(fs::read_to_string(&folder).unwrap(), "not a folder");
    }

    #[test]
    fn a_lock_path_that_is_not_a_plain_file_is_refused_at_once() {
        let dir = temp_dir("lock-kinds");
        let lock = dir.join(LOCK_FILE);
        fs::create_dir(&lock).unwrap();
        assert!(matches!(DataLock::try_take(&dir), Err(LockError::NotAFile(_))));
        fs::remove_dir(&lock).unwrap();
        #[cfg(unix)]
        {
            // A dangling link, and a pipe (opening it for writing would wait forever).
            std::os::unix::fs::symlink("nowhere", &lock).unwrap();
            assert!(matches!(DataLock::try_take(&dir), Err(LockError::NotAFile(_))));
            assert!(!dir.join("nowhere").exists(), "the link was not followed");
            fs::remove_file(&lock).unwrap();
            assert!(std::process::Command::new("mkfifo")
                .arg(&lock)
                .status()
                .unwrap()
                .success());
            let (sender, receiver) = std::sync::mpsc::channel();
            let pipe_dir = dir.clone();
            std::thread::spawn(move || {
                let _ = sender.send(matches!(DataLock::try_take(&pipe_dir), Err(LockError::NotAFile(_))));
            });
            let refused = receiver.recv_timeout(std::time::Duration::from_secs(5));
            assert_eq!(refused, Ok(true), "a pipe as the lock is refused without waiting");
        }
    }

    #[test]
    fn a_lock_whose_file_was_deleted_or_replaced_is_no_longer_held() {
        let dir = temp_dir("lock-gone");
        let lock = DataLock::try_take(&dir).unwrap().expect("free");
        assert!(lock.still_held());
        // Deleted: a new window could take a fresh lock there.
        fs::remove_file(dir.join(LOCK_FILE)).unwrap();
        assert!(!lock.still_held());
        let second = DataLock::try_take(&dir).unwrap().expect("a fresh lock");
        assert!(second.still_held() && !lock.still_held());
        drop(second);
        // Replaced by another file of the same name.
        let third = DataLock::try_take(&dir).unwrap().expect("free again");
        fs::write(dir.join("other"), b"").unwrap();
        fs::rename(dir.join("other"), dir.join(LOCK_FILE)).unwrap();
        assert!(!third.still_held());
    }

    #[test]
    fn statistics_count_wins_streaks_and_best_times() {
        use crate::engine::{Difficulty, Variant};
        let mut stats = Statistics::default();
        let easy = Category::Band(Difficulty::Easy);
        stats.record_start(Variant::Classic, easy, "p1", Some("classic-easy-001"));
        assert!(stats.record_win(Variant::Classic, easy, "p1", 300, false).new_best);
        stats.record_start(Variant::Classic, easy, "p2", Some("classic-easy-002"));
        let second = stats.record_win(Variant::Classic, easy, "p2", 200, false);
        assert!(second.new_best && second.previous_best == Some(300));
        // The same puzzle again: neither a new game nor a new win or best.
        assert!(!stats.record_start(Variant::Classic, easy, "p2", Some("classic-easy-002")));
        let replay = stats.record_win(Variant::Classic, easy, "p2", 10, false);
        assert!(!replay.counted && !replay.new_best);
        stats.record_start(Variant::Classic, easy, "p3", None);
        assert!(!stats.record_win(Variant::Classic, easy, "p3", 100, true).new_best);
        let e = stats.get(Variant::Classic, Difficulty::Easy);
        assert_eq!((e.played, e.won, e.won_unaided, e.best_secs), (3, 3, 2, Some(200)));
        assert_eq!((e.current_streak, e.best_streak, e.average_secs()), (0, 2, Some(250)));
        assert_eq!(stats.played_levels(Variant::Classic, Difficulty::Easy).len(), 2);
        assert_eq!(stats.get(Variant::Cube, Difficulty::Easy), ModeStats::default());
    }

    fn played(n: u64, end: GameEnd) -> PlayedGame {
        PlayedGame {
            date: "2026-11-26".into(),
            variant: crate::engine::Variant::Classic,
            difficulty: crate::engine::Difficulty::Medium,
            entered: n % 2 == 1,
            secs: 60 + n,
            hints: (n % 3) as u32,
            end,
            by_solve: end == GameEnd::SolvedWithHelp,
        }
    }

    #[test]
    fn the_history_round_trips_and_a_file_without_one_loads_with_none() {
        let dir = temp_dir("history");
        let path = dir.join(STATISTICS_FILE);
        let mut stats = Statistics::default();
        stats.record_start(crate::engine::Variant::Classic, Category::Entered, "p", None);
        for (n, end) in [GameEnd::Solved, GameEnd::SolvedWithHelp, GameEnd::Abandoned]
            .into_iter()
            .enumerate()
        {
            stats.record_game(played(n as u64, end));
        }
        save_json(&path, &stats).unwrap();
        let text = fs::read_to_string(&path).unwrap();
        assert!(text.contains("\"end\": \"solved_with_help\""), "{text}");
        let Loaded::Ok(back) = load_json::<Statistics>(&path) else {
            panic!("the statistics written must load")
        };
        assert_eq!(back, stats);
        assert_eq!(back.history[1].category(), Category::Entered);
        assert_eq!(back.checked().unwrap().history.len(), 3);
        // A file written before there was a history: its rows load, with an empty history.
        fs::write(
            &path,
            r#"{"version": 1, "modes": {"classic-easy": {"played": 4, "won": 2, "best_secs": 300}}}"#,
        )
        .unwrap();
        let Loaded::Ok(old) = load_json::<Statistics>(&path) else {
            panic!("an old statistics file must load")
        };
        assert!(old.history.is_empty());
        assert_eq!(
            old.get(crate::engine::Variant::Classic, crate::engine::Difficulty::Easy)
                .played,
            4
        );
    }

    #[test]
    fn the_history_keeps_the_last_games_and_refuses_values_out_of_range() {
        let mut stats = Statistics::default();
        for n in 0..HISTORY_LEN as u64 + 7 {
            stats.record_game(played(n, GameEnd::Solved));
        }
        assert_eq!(stats.history.len(), HISTORY_LEN);
        assert_eq!(stats.history[0].secs, 60 + 7, "the oldest seven were forgotten");
        assert_eq!(stats.history.last().map(|g| g.secs), Some(60 + HISTORY_LEN as u64 + 6));
        // A longer list (edited by hand) keeps its newest games.
        let mut long = stats.clone();
        long.history.insert(0, played(1, GameEnd::Abandoned));
        assert_eq!(long.checked().unwrap().history, stats.history);
        let mut slow = Statistics::default();
        slow.history.push(PlayedGame {
            secs: MAX_SECS + 1,
            ..played(0, GameEnd::Solved)
        });
        assert!(slow.checked().unwrap_err().contains("history game 0"));
        let mut dated = Statistics::default();
        dated.history.push(PlayedGame {
            date: "x".repeat(400),
            ..played(0, GameEnd::Solved)
        });
        assert!(dated.checked().is_err());
        // The size estimate counts the history: a full one stays under its bound.
        let text = serde_json::to_string_pretty(&stats).unwrap();
        assert!(
            text.len() <= stats.written_size_bound(),
            "{} > {}",
            text.len(),
            stats.written_size_bound()
        );
    }

    #[test]
    fn a_reset_empties_the_tables_and_the_history_and_is_saved_so() {
        use crate::engine::{Difficulty, Variant};
        let dir = temp_dir("reset");
        let path = dir.join(STATISTICS_FILE);
        let easy = Category::Band(Difficulty::Easy);
        let mut stats = Statistics::default();
        stats.record_start(Variant::Classic, easy, "p", Some("classic-easy-001"));
        stats.record_win(Variant::Classic, easy, "p", 100, false);
        stats.record_start(Variant::Cube, Category::Band(Difficulty::Hard), "q", None);
        stats.record_game(played(0, GameEnd::Solved));
        save_json(&path, &stats).unwrap();
        stats.reset();
        save_json(&path, &stats).unwrap();
        let Loaded::Ok(back) = load_json::<Statistics>(&path) else {
            panic!("the reset statistics must load")
        };
        assert!(back.history.is_empty());
        for variant in [Variant::Classic, Variant::Cube] {
            for d in Difficulty::ALL {
                let row = back.get(variant, d);
                assert_eq!(
                    ModeStats {
                        played_levels: Vec::new(),
                        ..row
                    },
                    ModeStats::default(),
                    "{variant} {d:?}"
                );
            }
        }
        // Which levels were dealt is no result: the next game is still a level not yet seen.
        assert!(back
            .played_levels(Variant::Classic, Difficulty::Easy)
            .contains("classic-easy-001"));
        // A puzzle played before the reset counts again as a new game.
        let mut back = back;
        assert!(back.record_start(Variant::Classic, easy, "p", None));
    }

    #[test]
    fn statistics_and_settings_round_trip_and_old_files_load() {
        let dir = temp_dir("roundtrip");
        let mut stats = Statistics::default();
        stats.record_start(
            crate::engine::Variant::Cube,
            Category::Band(crate::engine::Difficulty::Hard),
            "p",
            Some("x"),
        );
        save_json(&dir.join(STATISTICS_FILE), &stats).unwrap();
        assert!(matches!(load_json::<Statistics>(&dir.join(STATISTICS_FILE)), Loaded::Ok(s) if s == stats));
        // A file from an older version, missing newer fields, still loads with defaults.
        fs::write(dir.join(SETTINGS_FILE), r#"{"version": 0, "theme": "dark"}"#).unwrap();
        let Loaded::Ok(settings) = load_json::<Settings>(&dir.join(SETTINGS_FILE)) else {
            panic!("old settings must load")
        };
        assert_eq!(settings.theme, ThemeChoice::Dark);
        assert!(settings.highlight_peers && !settings.show_mistakes);
        // Saved before there was a language choice: the system's language is followed.
        assert_eq!(settings.language, None);
        let russian = Settings {
            language: Some(crate::i18n::Language::Russian),
            ..Settings::default()
        };
        save_json(&dir.join(SETTINGS_FILE), &russian).unwrap();
        assert!(matches!(load_json::<Settings>(&dir.join(SETTINGS_FILE)), Loaded::Ok(s) if s == russian));
    }
}

#[cfg(test)]
mod reset_tests {
    use super::Statistics;
    use crate::engine::learn::Verdict;
    use crate::engine::Technique;
    use crate::play::standings::Level;

    /// "Reset statistics" starts the technique standings again too: nothing found, practised,
    /// seen or mastered is left (the Learn map shows every technique as not met).
    #[test]
    fn reset_forgets_the_techniques_met() {
        let mut stats = Statistics::default();
        stats.techniques.record_via_hint(Technique::XWing);
        for _ in 0..5 {
            stats
                .techniques
                .record_practice(Technique::HiddenSingle, Verdict::Right, false, "2026-11-28");
        }
        assert_eq!(stats.techniques.get(Technique::HiddenSingle).level(), Level::Mastered);
        assert_eq!(stats.techniques.get(Technique::XWing).level(), Level::Seen);
        stats.reset();
        for technique in [Technique::HiddenSingle, Technique::XWing] {
            assert_eq!(stats.techniques.get(technique).level(), Level::NotMet, "{technique:?}");
        }
    }
}
