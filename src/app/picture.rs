//! "From a picture…" on the entry screen: the platform's open dialog (the XDG desktop portal
//! through `rfd`, zenity as its fallback, as "Export PDF" has), then the picture read by
//! [`crate::picture`]. Both run in a task on iced's thread pool, never on the UI thread: a
//! 4000-pixel photo takes a moment to decode and read.

use std::path::{Path, PathBuf};

use crate::picture::{read_file, PictureError};

/// How opening and reading a picture went.
#[derive(Clone, Debug, PartialEq)]
pub enum PictureOutcome {
    /// The puzzle read: its 81-character line, how many givens, and the cells (0..81) whose
    /// reading is doubtful.
    Read {
        /// The puzzle as one line ('.' for empty).
        line: String,
        /// The digits read.
        givens: usize,
        /// The cells the player should check.
        doubtful: Vec<usize>,
    },
    /// The player closed the dialog.
    Cancelled,
    /// No dialog can open here (no session bus for the portal, no zenity).
    NoDialog,
    /// The file is not a PNG or JPEG this program decodes.
    Unreadable(String),
    /// Nothing like a sudoku grid in the picture.
    NoGrid,
}

/// Asks for a picture in the platform's open dialog, titled `title`, and reads it.
pub async fn open_and_read(title: String) -> PictureOutcome {
    if !dialog_available() {
        return PictureOutcome::NoDialog;
    }
    let picked = rfd::AsyncFileDialog::new()
        .set_title(title)
        .add_filter("PNG, JPEG", &["png", "jpg", "jpeg", "PNG", "JPG", "JPEG"])
        .pick_file()
        .await;
    match picked {
        Some(file) => read(file.path().to_path_buf()),
        None => PictureOutcome::Cancelled,
    }
}

/// Reads the picture at `path` (what the dialog's answer leads to).
pub fn read(path: PathBuf) -> PictureOutcome {
    match read_file(&path) {
        Ok(reading) => PictureOutcome::Read {
            line: reading.puzzle.to_line(),
            givens: reading.puzzle.filled_count(),
            doubtful: reading.doubtful(),
        },
        Err(PictureError::NoGrid) => PictureOutcome::NoGrid,
        Err(e) => PictureOutcome::Unreadable(e.to_string()),
    }
}

/// Whether an open dialog can show: a D-Bus session bus for the desktop portal, or zenity.
/// The same test as `export::dialog_available`, kept here because the entry screen may not
/// depend on export.rs (which depends on the application's Message, which holds this screen's).
fn dialog_available() -> bool {
    let bus = std::env::var_os("DBUS_SESSION_BUS_ADDRESS").is_some_and(|a| !a.is_empty())
        || std::env::var_os("XDG_RUNTIME_DIR").is_some_and(|dir| Path::new(&dir).join("bus").exists());
    bus || std::env::var_os("PATH")
        .is_some_and(|paths| std::env::split_paths(&paths).any(|dir| dir.join("zenity").is_file()))
}
