//! The application's side of the data folder: new games counted in the statistics, the game
//! in progress saved as it is played and resumed from the menu, the settings applied and
//! saved, and what could not be read told to the player.
//!
//! The files themselves are [`crate::play::saved`]'s and [`persist`]'s business; this module decides when to read and
//! write them. The game is saved at most once a second while it changes (and every fifteen
//! seconds for the clock), at once when the player leaves it, and before the window closes.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use iced::Task;
use serde::Serialize;

use super::export::{self, ExportTarget, PdfExport};
use super::persist::{Disk, WriteError};
use super::screen::game::{self, Game};
use super::screen::menu::{self, Menu};
use super::{App, Message, Screen};
use crate::engine::{Difficulty, Shape};
use crate::play::record;
use crate::play::saved::{self, Notice, Reading, SavedGame};
use crate::store::{self, Settings, Statistics};

/// How often the clock alone makes the game worth saving again.
const CLOCK_SAVE: Duration = Duration::from_secs(15);

/// How long quitting waits for the last writes.
const QUIT_WAIT: Duration = Duration::from_secs(3);

/// What the application keeps about the data folder.
#[derive(Debug)]
pub(super) struct Saves {
    /// Where files are written; `None` when nothing is kept (tests) or in screenshot mode.
    pub(super) disk: Option<Disk>,
    /// The folder of the player's extra level files.
    pub(super) levels_dir: Option<PathBuf>,
    /// The unfinished game the menu offers to continue (also the game on show, as last saved).
    pub(super) saved: Option<SavedGame>,
    /// What the player is told about files that could not be read or written (put into
    /// words when shown, in the language of the moment).
    pub(super) notices: Vec<Notice>,
    /// The game on show changed since it was last saved.
    pub(super) due: bool,
    /// When the game on show was last saved.
    pub(super) last_write: Instant,
    /// Why this window writes nothing to the data folder, if it does not own it.
    pub(super) visitor: Option<Visitor>,
    /// Files that could not be read (permissions): never written over.
    unreadable: Vec<&'static str>,
    /// The last write failure, shown above the game until a write succeeds again.
    pub(super) failing: Option<Notice>,
    /// The statistics or the settings must be written again (their last write failed).
    retry_statistics: bool,
    retry_settings: bool,
}

/// Why a window writes nothing to its data folder.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Visitor {
    /// Another window holds the folder's lock.
    Elsewhere,
    /// The lock could not be taken at all (the lock path is a folder, a pipe or a link; the
    /// folder is read-only; the file system has no locks): no window can prove it owns the
    /// folder, so this one does not write.
    Unlocked,
    /// The lock file was deleted or replaced while the window was open.
    LockLost,
}

impl Saves {
    /// Reads the data folder `dir` (if any). Writes go there too, unless `read_only` or this
    /// window cannot prove it owns the folder (another window holds its lock, or the lock
    /// cannot be taken): it is then a visitor, and says so. Only the owner moves bad files
    /// aside and removes temporary files left by a crash.
    pub(super) fn open(dir: Option<PathBuf>, read_only: bool) -> (Saves, Settings, Statistics) {
        let mut notice = None;
        let (lock, visitor) = match dir.as_deref().map(store::DataLock::try_take) {
            None => (None, None),
            Some(Ok(Some(lock))) => (Some(lock), None),
            Some(Ok(None)) => {
                notice = Some(Notice::OpenElsewhere);
                (None, Some(Visitor::Elsewhere))
            }
            Some(Err(e)) => {
                notice = Some(Notice::Unlocked { error: e.to_string() });
                (None, Some(Visitor::Unlocked))
            }
        };
        let reading = if visitor.is_some() {
            Reading::Visitor
        } else {
            Reading::Owner
        };
        if let (Some(d), Reading::Owner) = (&dir, reading) {
            store::remove_leftovers(d);
        }
        let mut stored = dir
            .as_deref()
            .map(|d| saved::load_all_with(d, reading))
            .unwrap_or_default();
        if let Some(notice) = notice {
            warn(&notice.english());
            stored.notices.insert(0, notice);
        }
        let disk = match (&dir, lock) {
            (Some(d), Some(lock)) if !read_only => Some(Disk::owning(d.clone(), lock)),
            _ => None,
        };
        let saves = Saves {
            disk,
            levels_dir: dir.map(|d| d.join("levels")),
            saved: stored.saved,
            notices: stored.notices,
            due: false,
            last_write: Instant::now(),
            visitor,
            unreadable: stored.unreadable,
            failing: None,
            retry_statistics: false,
            retry_settings: false,
        };
        (saves, stored.settings, stored.statistics)
    }

    /// Whether the save timer must run: the game changed, or a failed write waits to be tried
    /// again.
    pub(super) fn wants_timer(&self) -> bool {
        self.disk.is_some() && (self.due || self.retry_statistics || self.retry_settings)
    }

    /// The line shown above the game: a failed save, or a window that saves nothing.
    pub(super) fn banner(&self) -> Option<String> {
        self.failing.as_ref().map(Notice::text).or_else(|| {
            self.visitor.map(|v| match v {
                Visitor::Elsewhere => crate::t!("notice-read-only"),
                Visitor::Unlocked => crate::t!("notice-read-only-unlocked"),
                Visitor::LockLost => crate::t!("notice-read-only-lock-lost"),
            })
        })
    }

    /// The lock file went away under this window: it stops writing, and says so.
    fn lose_the_folder(&mut self) {
        if self.visitor == Some(Visitor::LockLost) {
            return;
        }
        self.disk = None;
        self.visitor = Some(Visitor::LockLost);
        self.due = false;
        self.retry_statistics = false;
        self.retry_settings = false;
        if let Some(old) = self.failing.take() {
            self.notices.retain(|n| *n != old);
        }
        let notice = Notice::LockLost;
        warn(&notice.english());
        self.notices.insert(0, notice);
    }
}

/// A line on stderr (which may be closed: no panic).
fn warn(line: &str) {
    use std::io::Write;
    let _ = writeln!(std::io::stderr(), "sudoku3d: {line}");
}

impl App {
    /// The statistics as recorded so far.
    pub fn statistics(&self) -> &Statistics {
        &self.statistics
    }

    /// The settings in use.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The unfinished game the menu offers to continue, if any.
    pub fn saved_game(&self) -> Option<&SavedGame> {
        self.saves.saved.as_ref()
    }

    /// The notices not yet dismissed, in the current language.
    pub fn notices(&self) -> Vec<String> {
        self.saves.notices.iter().map(Notice::text).collect()
    }

    /// The best time of unaided wins for a mode and difficulty.
    pub(super) fn best_time(&self, shape: Shape, difficulty: Difficulty) -> Option<Duration> {
        self.statistics
            .get(shape, difficulty)
            .best_secs
            .map(Duration::from_secs)
    }

    /// What the menu shows from the saves.
    pub(super) fn menu_saves(&self) -> menu::Saves<'_> {
        menu::Saves {
            resume: self.saves.saved.as_ref().map(SavedGame::summary),
            notices: &self.saves.notices,
        }
    }

    /// Writes `value` as `name` in the data folder, in the background.
    fn write<T: Serialize + Send + 'static>(&self, name: &str, value: T) -> Task<Message> {
        if self.saves.unreadable.contains(&name) {
            return Task::none();
        }
        match &self.saves.disk {
            Some(disk) => Task::perform(disk.save(name, value), Message::Saved),
            None => Task::none(),
        }
    }

    fn write_statistics(&self) -> Task<Message> {
        self.write(store::STATISTICS_FILE, self.statistics.clone())
    }

    /// The player's display settings, given to a game.
    fn apply_settings(settings: &Settings, game: &mut Game) {
        game.set_show_mistakes(settings.show_mistakes);
        game.set_highlights(settings.highlight_peers, settings.highlight_same_digit);
        game.set_cube_view(settings.cube_view);
    }

    /// Shows a new game: it counts as started, and the unfinished game it replaces (if any)
    /// as abandoned. A puzzle the player entered counts under the difficulty it was graded.
    pub(super) fn begin(&mut self, mut game: Game) -> Task<Message> {
        if let Some(old) = self.saves.saved.take() {
            record::abandoned(&mut self.statistics, old.shape, old.difficulty, &old.origin);
        }
        record::started(&mut self.statistics, game.state(), game.difficulty(), game.origin());
        Self::apply_settings(&self.settings, &mut game);
        self.show(Screen::Game(Box::new(game)));
        self.saves.due = true;
        self.write_statistics()
    }

    /// Picks the saved game up again, as it was.
    pub(super) fn resume_saved(&mut self) -> Task<Message> {
        let Some(saved) = &self.saves.saved else {
            return Task::none();
        };
        match Game::from_saved(saved, Instant::now()) {
            Ok(mut game) => {
                Self::apply_settings(&self.settings, &mut game);
                self.show(Screen::Game(Box::new(game)));
            }
            Err(e) => {
                // Checked when it was read, so this is not expected; say so and move on.
                self.saves.notices.push(Notice::ResumeFailed { error: e.to_string() });
                self.saves.saved = None;
            }
        }
        Task::none()
    }

    /// Saves the game on show now (the player is leaving it, or the window is closing).
    pub(super) fn stash(&mut self) -> Task<Message> {
        let Screen::Game(game) = &self.screen else {
            return Task::none();
        };
        let Some(saved) = game.to_saved(Instant::now()) else {
            return Task::none();
        };
        self.saves.saved = Some(saved.clone());
        self.saves.due = false;
        self.saves.last_write = Instant::now();
        self.write(store::SAVED_GAME_FILE, saved)
    }

    /// After a game message: the game needs saving when it changed (anything but the clock's
    /// tick or the mouse over the preview), or when the clock ran on for a while; a switched
    /// mistake display or the cube's view is a setting.
    pub(super) fn game_changed(&mut self, idle: bool) -> Task<Message> {
        let Screen::Game(game) = &self.screen else {
            return Task::none();
        };
        if !idle || self.saves.last_write.elapsed() >= CLOCK_SAVE {
            self.saves.due = !game.state().is_finished();
        }
        if game.shows_mistakes() != self.settings.show_mistakes || game.cube_view() != self.settings.cube_view {
            self.settings.show_mistakes = game.shows_mistakes();
            self.settings.cube_view = game.cube_view();
            return self.write(store::SETTINGS_FILE, self.settings.clone());
        }
        Task::none()
    }

    /// The save timer fired: save the game on show if it changed.
    pub(super) fn save_if_due(&mut self) -> Task<Message> {
        let mut tasks = Vec::new();
        if std::mem::take(&mut self.saves.retry_statistics) {
            tasks.push(self.write_statistics());
        }
        if std::mem::take(&mut self.saves.retry_settings) {
            tasks.push(self.write(store::SETTINGS_FILE, self.settings.clone()));
        }
        if self.saves.due {
            if matches!(self.screen, Screen::Game(_)) {
                tasks.push(self.stash());
            } else if let Some(saved) = self.saves.saved.clone() {
                // The game was left while its save was failing: try that save again.
                self.saves.due = false;
                tasks.push(self.write(store::SAVED_GAME_FILE, saved));
            } else {
                self.saves.due = false;
            }
        }
        Task::batch(tasks)
    }

    /// The game on show just ended: the statistics count the win, the victory card gets the
    /// stored best time, and the save is removed (there is nothing left to continue).
    pub(super) fn game_finished(&mut self) -> Task<Message> {
        let Screen::Game(game) = &mut self.screen else {
            return Task::none();
        };
        let Some(outcome) = record::finished(&mut self.statistics, game.state(), game.difficulty(), game.origin())
        else {
            return Task::none();
        };
        game.show_victory(
            outcome.previous_best.map(Duration::from_secs),
            outcome.new_best,
            outcome.counted,
        );
        let mut tasks = vec![self.write_statistics()];
        self.saves.saved = None;
        self.saves.due = false;
        if let Some(disk) = &self.saves.disk {
            tasks.push(Task::perform(disk.remove(store::SAVED_GAME_FILE), Message::Saved));
        }
        Task::batch(tasks)
    }

    /// Switches to the next theme and saves the choice.
    pub(super) fn next_theme(&mut self) -> Task<Message> {
        self.settings.theme = self.settings.theme.next();
        self.write(store::SETTINGS_FILE, self.settings.clone())
    }

    /// Takes new settings and saves them.
    pub(super) fn change_settings(&mut self, settings: Settings) -> Task<Message> {
        self.settings = settings;
        if let Screen::Game(game) = &mut self.screen {
            Self::apply_settings(&self.settings, game);
        }
        self.write(store::SETTINGS_FILE, self.settings.clone())
    }

    /// A write ended. A failure is told to the player at once, on the menu and above the
    /// game, and the write is tried again every second; the next success clears it.
    pub(super) fn saved(&mut self, result: Result<(), WriteError>) {
        match result {
            Err(WriteError::LockLost { .. }) => self.saves.lose_the_folder(),
            // A write that was under way when the folder was lost.
            Err(_) if self.saves.visitor.is_some() => {}
            Err(e) => {
                warn(&e.to_string());
                let file = match &e {
                    WriteError::Save { path, .. } | WriteError::Remove { path, .. } => {
                        path.file_name().map(|n| n.to_string_lossy().into_owned())
                    }
                    _ => None,
                };
                match file.as_deref() {
                    Some(store::STATISTICS_FILE) => self.saves.retry_statistics = true,
                    Some(store::SETTINGS_FILE) => self.saves.retry_settings = true,
                    Some(store::SAVED_GAME_FILE) if matches!(e, WriteError::Save { .. }) => self.saves.due = true,
                    _ => {}
                }
                let notice = Notice::SaveFailed { error: e.to_string() };
                if let Some(old) = self.saves.failing.take() {
                    self.saves.notices.retain(|n| *n != old);
                }
                self.saves.notices.push(notice.clone());
                self.saves.failing = Some(notice);
            }
            Ok(()) => {
                let retrying = self.saves.due || self.saves.retry_statistics || self.saves.retry_settings;
                if !retrying {
                    if let Some(old) = self.saves.failing.take() {
                        self.saves.notices.retain(|n| *n != old);
                    }
                }
            }
        }
    }

    /// Drops a notice the player has read.
    pub(super) fn dismiss_notice(&mut self, index: usize) {
        if index < self.saves.notices.len() {
            self.saves.notices.remove(index);
        }
    }

    /// Saves the game on show and closes the window once every write is done.
    /// The window's size is remembered for the next start. With `ask_if_unsaved`, a save that
    /// failed (a full disk, say) asks the player before closing ([`App::exit`]).
    pub(super) fn quit(&mut self, ask_if_unsaved: bool) -> Task<Message> {
        let stash = self.stash();
        let size = Some([self.window.width.round() as u32, self.window.height.round() as u32]);
        let remember = if self.settings.window != size {
            self.settings.window = size;
            self.write(store::SETTINGS_FILE, self.settings.clone())
        } else {
            Task::none()
        };
        match &self.saves.disk {
            Some(disk) => Task::batch([
                stash,
                remember,
                Task::perform(disk.settle(QUIT_WAIT), move |()| Message::Exit { ask_if_unsaved }),
            ]),
            None => iced::exit(),
        }
    }

    /// The writes of a quit are done: close, unless one failed and the player is to be asked
    /// first ("Your game could not be saved: quit anyway?"), as with any unsaved work.
    pub(super) fn exit(&mut self, ask_if_unsaved: bool) -> Task<Message> {
        let failing = self.saves.disk.as_ref().and_then(Disk::failing);
        match failing {
            Some(error) if ask_if_unsaved => {
                self.confirm = Some(super::Pending::Quit(error.to_string()));
                Task::none()
            }
            Some(error) => {
                warn(&format!("quitting with unsaved progress: {error}"));
                iced::exit()
            }
            None => iced::exit(),
        }
    }

    /// Leaves the game on show for `screen`, saving it first.
    pub(super) fn leave_game(&mut self, screen: Screen) -> Task<Message> {
        let task = self.stash();
        self.show(screen);
        task
    }

    /// The menu screen.
    pub(super) fn menu(&self) -> Screen {
        Screen::Menu(Menu)
    }

    /// Handles what a game asked for.
    pub(super) fn game_action(&mut self, action: game::Action, shape: Shape) -> Task<Message> {
        match action {
            game::Action::None => Task::none(),
            game::Action::Back => self.leave_game(self.chooser(shape)),
            game::Action::Menu => self.leave_game(self.menu()),
            game::Action::NewPuzzle(d) => {
                let stash = self.stash();
                Task::batch([stash, self.start(shape, d, None)])
            }
            game::Action::ToggleTheme => self.next_theme(),
            game::Action::Finished(_) => self.game_finished(),
            game::Action::ComputeHint(number, request) => {
                Task::perform(super::source::find_hint(request), move |found| match found {
                    Some(hint) => Message::Game(game::Message::HintFound(number, Box::new(hint))),
                    None => Message::Game(game::Message::CloseHint),
                })
            }
            game::Action::Export(choice) => {
                self.export_choice = Some(choice);
                let Screen::Game(game) = &self.screen else {
                    return Task::none();
                };
                let name = format!("sudoku3d-{}-{}.pdf", game.shape(), game.difficulty().name());
                Task::perform(
                    export::choose(crate::t!("export-dialog-title"), name),
                    Message::ExportTo,
                )
            }
        }
    }

    /// The save dialog answered: write the PDF there (off the UI thread), or say that nothing
    /// was chosen.
    pub(super) fn export_to(&mut self, target: ExportTarget) -> Task<Message> {
        let choice = self.export_choice.take().unwrap_or_default();
        let Screen::Game(game) = &mut self.screen else {
            return Task::none();
        };
        let (path, fallback) = match target {
            ExportTarget::Chosen(path) => (path, false),
            ExportTarget::NoDialog(path) => (path, true),
            ExportTarget::Cancelled => {
                let _ = game.update(game::Message::ExportCancelled);
                return Task::none();
            }
        };
        // A title or band the PDF's fonts cannot print stays English.
        let printable = |local: String, english: &str| {
            if crate::print::font_covers(&local) {
                local
            } else {
                english.to_string()
            }
        };
        let state = game.state();
        let job = PdfExport::new(
            path,
            choice,
            (state.puzzle(), state.solution(), state.grid()),
            (
                printable(crate::t!("export-pdf-title"), "Sudoku 3D"),
                printable(
                    crate::i18n::difficulty_title(game.difficulty()),
                    game.difficulty().title(),
                ),
            ),
            export::print_words(),
        );
        self.pending_export = Some(job.clone());
        Task::perform(async move { job.write() }, move |written| {
            Message::Game(if fallback {
                game::Message::ExportedWithoutDialog(written)
            } else {
                game::Message::Exported(written)
            })
        })
    }
}
