//! The application's messages: one variant per screen wrapping that screen's own `Message`,
//! and what the window, the system, the data folder and the tasks send.

use std::path::PathBuf;

use iced::theme::Mode;
use iced::Size;

use super::keys::Shortcut;
use super::screen::{cube, custom, difficulty, game, help, learn, menu, settings, stats};
use super::{export, persist};
use crate::play::{LoadError, Loaded};

/// A message of the application.
#[derive(Clone, Debug)]
pub enum Message {
    /// From the menu.
    Menu(menu::Message),
    /// From the difficulty screen.
    Difficulty(difficulty::Message),
    /// From the puzzle entry screen.
    Custom(custom::Message),
    /// From the game.
    Game(game::Message),
    /// From the help screen.
    Help(help::Message),
    /// From the cube screen.
    Cube(cube::Message),
    /// From the statistics screen.
    Statistics(stats::Message),
    /// From the settings screen.
    Settings(settings::Message),
    /// From the Learn screen.
    Learn(learn::Message),
    /// Save the game on show if it changed (a timer, while it has).
    SaveGame,
    /// A file was written (or not).
    Saved(Result<(), persist::WriteError>),
    /// The window's close button: save, then close.
    CloseRequested,
    /// Every write is done (or the wait ran out): close; but when a save failed and
    /// `ask_if_unsaved`, ask the player first (a quit the player asked for; a signal from the
    /// system closes at once).
    Exit {
        /// Ask before closing if a save failed.
        ask_if_unsaved: bool,
    },
    /// Stop waiting for a puzzle.
    CancelLoading,
    /// A puzzle was loaded (or not), for the request with this number.
    Loaded(u64, Result<Loaded, LoadError>),
    /// A keyboard shortcut nothing else took.
    Key(Shortcut),
    /// The window gained (`true`) or lost (`false`) the focus.
    Focus(bool),
    /// The system switched between light and dark.
    SystemTheme(Mode),
    /// Screenshot mode: take the picture now.
    CaptureScreenshot,
    /// Screenshot mode: the picture was taken.
    Screenshotted(iced::window::Screenshot),
    /// Screenshot mode: the picture was saved (or not).
    ScreenshotSaved(Result<PathBuf, String>),
    /// Screenshot mode's tour: show the next screen, or capture the one on show.
    TourTick,
    /// Screenshot mode's tour: the picture of the screen on show.
    TourPicture(iced::window::Screenshot),
    /// Screenshot mode's tour: where the window's layout put every widget.
    TourLayout(super::tour::Layout),
    /// Screenshot mode's tour: the window drew a frame, begun at this instant.
    TourFrame(std::time::Instant),
    /// The window opened or was resized to this size (logical pixels).
    WindowResized(Size),
    /// The window opened (its id and size): time to make it fit its screen.
    WindowOpened(iced::window::Id, Size),
    /// The size of the screen the window is on (if the system tells).
    MonitorSize(iced::window::Id, Option<Size>),
    /// SIGTERM, SIGINT or SIGHUP: save, then close.
    Signal(i32),
    /// The answer to "start a new game?" (or "quit anyway?"): `true` starts it (quits),
    /// `false` keeps playing.
    ConfirmNew(bool),
    /// A move of the player's own was credited (Learn), off the UI thread.
    Credited(crate::play::Credited),
    /// "Next for you": the puzzle chosen off the UI thread (the question's number, the board,
    /// the choice; `None` when the board has no shipped level).
    NextChosen(u64, crate::engine::Variant, Option<Box<crate::play::nextup::Choice>>),
    /// The window's scale factor changed.
    Rescaled(f32),
    /// A file was dropped on the window: read as a picture of a puzzle on the entry screen.
    FileDropped(PathBuf),
    /// Ctrl+V (by the key's place too, for other layouts): on the entry screen, a picture on
    /// the clipboard is read. `true` when a widget (the focused text field) took the key.
    PasteKey(bool),
    /// "Export PDF": where the save dialog says the PDF goes.
    ExportTo(export::ExportTarget),
}
