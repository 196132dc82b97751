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
    let dir = path.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new("."));
    fs::create_dir_all(dir)?;
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_else(|| "file".into());
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
        error: String,
    },
}

impl<T: Default> Loaded<T> {
    /// The value, or the default; plus a sentence for the player when a file was bad.
    pub fn or_default_with_notice(self, what: &str) -> (T, Option<String>) {
        match self {
            Loaded::Ok(v) => (v, None),
            Loaded::Missing => (T::default(), None),
            Loaded::Corrupt { kept_as, error } => {
                let kept = kept_as.map_or("it could not be moved aside".to_string(), |p| format!("it was kept as {}", p.display()));
                (T::default(), Some(format!("Your {what} file could not be read ({error}); {kept}, and defaults are used.")))
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
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
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
        Err(e) => return Loaded::Corrupt { kept_as: keep_aside(path).ok(), error: e.to_string() },
    };
    match serde_json::from_str(&text) {
        Ok(v) => Loaded::Ok(v),
        Err(e) => {
            let error = if text.trim().is_empty() { "the file is empty".to_string() } else { e.to_string() };
            Loaded::Corrupt { kept_as: keep_aside(path).ok(), error }
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
    let days = (timestamp() / 86_400) as i64;
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
        let t = today();
        assert_eq!(t.len(), 10);
        assert!(t.starts_with("20"));
    }
}
