//! Files that must never lose a player's progress: atomic writes, corrupt files kept aside,
//! and the data folder (`SUDOKU3D_DATA_DIR` or the platform's data folder).

use std::fs::{self, File};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
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
pub fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let dir = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    fs::create_dir_all(dir)?;
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "file".into());
    let tmp = dir.join(format!(".{name}.tmp-{}", std::process::id()));
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
    /// The file did not parse; it was moved aside to `kept_as` (or could not be moved).
    Corrupt {
        /// Where the bad file now is.
        kept_as: Option<PathBuf>,
        /// Why it did not parse.
        error: ReadError,
    },
}

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
}

impl<T: Default> Loaded<T> {
    /// The value, or the default; plus a sentence for the player when a file was bad.
    pub fn or_default_with_notice(self, what: &str) -> (T, Option<String>) {
        match self {
            Loaded::Ok(v) => (v, None),
            Loaded::Missing => (T::default(), None),
            Loaded::Corrupt { kept_as, error } => {
                let kept = kept_as.map_or("it could not be moved aside".to_string(), |p| {
                    format!("it was kept as {}", p.display())
                });
                (
                    T::default(),
                    Some(format!(
                        "Your {what} file could not be read ({error}); {kept}, and defaults are used."
                    )),
                )
            }
        }
    }
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

/// Loads JSON from `path`; a file that fails to parse (or is empty) is moved aside first.
pub fn load_json<T: DeserializeOwned>(path: &Path) -> Loaded<T> {
    let text = match fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Loaded::Missing,
        Err(e) => {
            return Loaded::Corrupt {
                kept_as: keep_aside(path).ok(),
                error: ReadError::Io(e),
            }
        }
    };
    match serde_json::from_str(&text) {
        Ok(v) => Loaded::Ok(v),
        Err(e) => {
            let error = if text.trim().is_empty() {
                ReadError::Empty
            } else {
                ReadError::Json(e)
            };
            Loaded::Corrupt {
                kept_as: keep_aside(path).ok(),
                error,
            }
        }
    }
}

/// Saves `value` as pretty JSON at `path`, atomically.
pub fn save_json<T: Serialize>(path: &Path, value: &T) -> io::Result<()> {
    let text = serde_json::to_string_pretty(value).map_err(io::Error::other)?;
    write_atomic(path, text.as_bytes())
}

/// Today's date (UTC) as `YYYY-MM-DD`, without a date crate: days since 1970 to a civil date.
pub fn today() -> String {
    civil_date((timestamp() / 86_400) as i64)
}

/// The date `days` days after 1970-01-01, as `YYYY-MM-DD`.
fn civil_date(days: i64) -> String {
    // Howard Hinnant's days-to-civil algorithm.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!("{y:04}-{m:02}-{d:02}")
}

/// The statistics file's name in the data folder.
pub const STATISTICS_FILE: &str = "statistics.json";
/// The settings file's name in the data folder.
pub const SETTINGS_FILE: &str = "settings.json";
/// The saved game's file name in the data folder.
pub const SAVED_GAME_FILE: &str = "game.json";

/// The version written into statistics and settings files.
pub const STORE_VERSION: u32 = 1;

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
    /// Average time of the unaided wins, in seconds.
    pub fn average_secs(&self) -> Option<u64> {
        (self.won_unaided > 0).then(|| self.total_unaided_secs / u64::from(self.won_unaided))
    }
}

/// Statistics per mode and difficulty, keyed `classic-easy`, `cube-hard`...
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct Statistics {
    /// File version.
    pub version: u32,
    /// The results.
    pub modes: std::collections::BTreeMap<String, ModeStats>,
}

impl Default for Statistics {
    fn default() -> Self {
        Statistics {
            version: STORE_VERSION,
            modes: Default::default(),
        }
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
    pub fn key(self, shape: crate::engine::Shape) -> String {
        match self {
            Category::Band(d) => format!("{shape}-{}", d.name()),
            Category::Entered => format!("{shape}-yours"),
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
    /// The results for a mode and band.
    pub fn get(&self, shape: crate::engine::Shape, difficulty: crate::engine::Difficulty) -> ModeStats {
        self.row(shape, Category::Band(difficulty))
    }

    /// The results for a mode and row.
    pub fn row(&self, shape: crate::engine::Shape, category: Category) -> ModeStats {
        self.modes.get(&category.key(shape)).cloned().unwrap_or_default()
    }

    fn entry(&mut self, shape: crate::engine::Shape, category: Category) -> &mut ModeStats {
        self.modes.entry(category.key(shape)).or_default()
    }

    /// A game of `puzzle` (its one-line text) was started (with the level's id, if it came
    /// from the level files). A puzzle counts as played once, however often it is started;
    /// returns whether this start counted.
    pub fn record_start(
        &mut self,
        shape: crate::engine::Shape,
        category: Category,
        puzzle: &str,
        level: Option<&str>,
    ) -> bool {
        let e = self.entry(shape, category);
        if let Some(id) = level {
            if !e.played_levels.iter().any(|p| p == id) {
                e.played_levels.push(id.to_string());
            }
        }
        if e.played_puzzles.iter().any(|p| p == puzzle) {
            return false;
        }
        e.played_puzzles.push(puzzle.to_string());
        e.played += 1;
        true
    }

    /// A game of `puzzle` was finished in `secs` seconds; `aided` when Solve or a hint was
    /// used. A puzzle counts as won once: a replay of a solved puzzle changes nothing (no
    /// win, no best time, no streak). A win of a puzzle never counted as played counts as
    /// played too, so `won` never exceeds `played`.
    pub fn record_win(
        &mut self,
        shape: crate::engine::Shape,
        category: Category,
        puzzle: &str,
        secs: u64,
        aided: bool,
    ) -> WinOutcome {
        let e = self.entry(shape, category);
        let previous_best = e.best_secs;
        if e.won_puzzles.iter().any(|p| p == puzzle) {
            return WinOutcome {
                counted: false,
                new_best: false,
                previous_best,
            };
        }
        if !e.played_puzzles.iter().any(|p| p == puzzle) {
            e.played_puzzles.push(puzzle.to_string());
            e.played += 1;
        }
        e.won_puzzles.push(puzzle.to_string());
        // A file from before the puzzles were listed may have counted wins without plays.
        e.played = e.played.max(e.won + 1);
        e.won += 1;
        if aided {
            e.current_streak = 0;
            return WinOutcome {
                counted: true,
                new_best: false,
                previous_best,
            };
        }
        e.won_unaided += 1;
        e.total_unaided_secs += secs;
        e.current_streak += 1;
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

    /// A game was left unfinished for another: the streak ends.
    pub fn record_abandoned(&mut self, shape: crate::engine::Shape, category: Category) {
        self.entry(shape, category).current_streak = 0;
    }

    /// The level ids dealt so far for a mode and difficulty.
    pub fn played_levels(
        &self,
        shape: crate::engine::Shape,
        difficulty: crate::engine::Difficulty,
    ) -> std::collections::HashSet<String> {
        self.get(shape, difficulty).played_levels.into_iter().collect()
    }

    /// Forgets the dealt levels of a band once all have been played, so they come round again.
    pub fn reset_played_levels(&mut self, shape: crate::engine::Shape, difficulty: crate::engine::Difficulty) {
        self.entry(shape, Category::Band(difficulty)).played_levels.clear();
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
        let (value, notice) = load_json::<Vec<i32>>(&path).or_default_with_notice("statistics");
        assert!(value.is_empty());
        assert!(notice.unwrap().contains("could not be read"));
        assert!(!path.exists());
        let kept: Vec<_> = fs::read_dir(&dir).unwrap().filter_map(|e| e.ok()).collect();
        assert_eq!(kept.len(), 1);
        assert!(kept[0].file_name().to_string_lossy().starts_with("stats.json.corrupt-"));
        assert_eq!(fs::read(kept[0].path()).unwrap(), b"{ not json");
    }

    #[test]
    fn today_looks_like_a_date() {
        // Known days, leap days included.
        assert_eq!(civil_date(0), "1970-01-01");
        assert_eq!(civil_date(59), "1970-03-01");
        assert_eq!(civil_date(10_956), "1999-12-31");
        assert_eq!(civil_date(11_016), "2000-02-29");
        assert_eq!(civil_date(11_017), "2000-03-01");
        assert_eq!(civil_date(47_540), "2100-02-28");
        assert_eq!(civil_date(47_541), "2100-03-01");
        // Every day of four centuries, against a calendar counted day by day.
        let (mut y, mut m, mut d) = (1970, 1, 1);
        for days in 0..146_097 {
            assert_eq!(civil_date(days), format!("{y:04}-{m:02}-{d:02}"), "day {days}");
            let leap = y % 4 == 0 && (y % 100 != 0 || y % 400 == 0);
            let length = [31, if leap { 29 } else { 28 }, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1];
            d += 1;
            if d > length {
                (d, m) = (1, m + 1);
                if m > 12 {
                    (m, y) = (1, y + 1);
                }
            }
        }
        // And today is such a date, the day of the clock (UTC).
        let t = today();
        let days = (timestamp() / 86_400) as i64;
        assert!(t == civil_date(days) || t == civil_date(days + 1), "{t}");
        assert!(t.as_str() >= "2025-01-01", "{t}");
    }

    #[test]
    fn statistics_count_wins_streaks_and_best_times() {
        use crate::engine::{Difficulty, Shape};
        let mut stats = Statistics::default();
        let easy = Category::Band(Difficulty::Easy);
        stats.record_start(Shape::Classic, easy, "p1", Some("classic-easy-001"));
        assert!(stats.record_win(Shape::Classic, easy, "p1", 300, false).new_best);
        stats.record_start(Shape::Classic, easy, "p2", Some("classic-easy-002"));
        let second = stats.record_win(Shape::Classic, easy, "p2", 200, false);
        assert!(second.new_best && second.previous_best == Some(300));
        // The same puzzle again: neither a new game nor a new win or best.
        assert!(!stats.record_start(Shape::Classic, easy, "p2", Some("classic-easy-002")));
        let replay = stats.record_win(Shape::Classic, easy, "p2", 10, false);
        assert!(!replay.counted && !replay.new_best);
        stats.record_start(Shape::Classic, easy, "p3", None);
        assert!(!stats.record_win(Shape::Classic, easy, "p3", 100, true).new_best);
        let e = stats.get(Shape::Classic, Difficulty::Easy);
        assert_eq!((e.played, e.won, e.won_unaided, e.best_secs), (3, 3, 2, Some(200)));
        assert_eq!((e.current_streak, e.best_streak, e.average_secs()), (0, 2, Some(250)));
        assert_eq!(stats.played_levels(Shape::Classic, Difficulty::Easy).len(), 2);
        assert_eq!(stats.get(Shape::Cube, Difficulty::Easy), ModeStats::default());
    }

    #[test]
    fn statistics_and_settings_round_trip_and_old_files_load() {
        let dir = temp_dir("roundtrip");
        let mut stats = Statistics::default();
        stats.record_start(
            crate::engine::Shape::Cube,
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
