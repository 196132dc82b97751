//! The window's sentences about the data folder that this module's callers show: one place, so
//! they move into the translation files together.

/// On the menu, when another window holds the data folder.
pub(super) const OPEN_ELSEWHERE: &str = "Sudoku 3D is already open in another window on the same data folder. This window can be used, but it saves nothing (no progress, statistics or settings): keep playing in the other one to keep your progress.";

/// Above the game, in a window that saves nothing because another holds the data folder.
pub(super) const READ_ONLY_BANNER: &str = "Open in another window: nothing you do here is saved.";

/// On the menu and above the game, when a write failed; it is tried again every second.
pub(super) fn save_failed(error: &dyn std::fmt::Display) -> String {
    format!("Your progress could not be saved: {error}. Trying again every second.")
}
