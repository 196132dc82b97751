//! The application's side of the data folder: new games counted in the statistics, the game
//! in progress saved as it is played and resumed from the menu, the settings applied and
//! saved, and what could not be read told to the player.
//!
//! The files themselves are [`crate::play::saved`]'s and [`persist`]'s business; this module
//! decides when to read and write them. The game is saved at most once a second while it
//! changes (and every fifteen seconds for the clock), at once when the player leaves it, and
//! before the window closes. The application hands the game on show to [`Session`] where a
//! save needs it; the session never switches screens.
//!
//! [`persist`]: super::persist

use std::path::PathBuf;
use std::time::{Duration, Instant};

use iced::{Size, Task};
use serde::Serialize;

use super::persist::{Disk, WriteError};
use super::screen::game::Game;
use super::screen::menu;
use super::Message;
use crate::engine::{Difficulty, Variant};
use crate::play::saved::{self, Notice, Reading, SavedGame};
use crate::play::{record, Request};
use crate::store::{self, Settings, Statistics};

/// How often the clock alone makes the game worth saving again.
const CLOCK_SAVE: Duration = Duration::from_secs(15);

/// How long quitting waits for the last writes.
const QUIT_WAIT: Duration = Duration::from_secs(3);

/// What the application keeps in the data folder: the settings, the statistics, the game in
/// progress, and what could not be read or written.
#[derive(Debug)]
pub(super) struct Session {
    /// The settings in use.
    pub(super) settings: Settings,
    /// The statistics as recorded so far.
    pub(super) statistics: Statistics,
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
    /// The standings per technique changed since the statistics were last written: written
    /// at the next save tick, not after every move.
    standings_due: bool,
    /// The techniques counted for the latest series of moves (each counts once per series).
    counted: crate::play::CountedSeries,
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

impl Session {
    /// Reads the data folder `dir` (if any). Writes go there too, unless `read_only` or this
    /// window cannot prove it owns the folder (another window holds its lock, or the lock
    /// cannot be taken): it is then a visitor, and says so. Only the owner moves bad files
    /// aside and removes temporary files left by a crash.
    pub(super) fn open(dir: Option<PathBuf>, read_only: bool) -> Session {
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
        Session {
            settings: stored.settings,
            statistics: stored.statistics,
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
            standings_due: false,
            counted: Default::default(),
        }
    }

    /// Whether the save timer must run: the game changed, or a failed write waits to be tried
    /// again.
    pub(super) fn wants_timer(&self) -> bool {
        self.disk.is_some() && (self.due || self.retry_statistics || self.retry_settings || self.standings_due)
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

    /// The best time of unaided wins for a mode and difficulty.
    pub(super) fn best_time(&self, variant: Variant, difficulty: Difficulty) -> Option<Duration> {
        self.statistics
            .get(variant, difficulty)
            .best_secs
            .map(Duration::from_secs)
    }

    /// What the menu shows from the saves.
    pub(super) fn menu_saves(&self) -> menu::Saves<'_> {
        menu::Saves {
            resume: self.saved.as_ref().map(SavedGame::summary),
            notices: &self.notices,
            next_for_you: None,
        }
    }

    /// Writes `value` as `name` in the data folder, in the background.
    fn write<T: Serialize + Send + 'static>(&self, name: &str, value: T) -> Task<Message> {
        if self.unreadable.contains(&name) {
            return Task::none();
        }
        match &self.disk {
            Some(disk) => Task::perform(disk.save(name, value), Message::Saved),
            None => Task::none(),
        }
    }

    fn write_statistics(&self) -> Task<Message> {
        self.write(store::STATISTICS_FILE, self.statistics.clone())
    }

    fn write_settings(&self) -> Task<Message> {
        self.write(store::SETTINGS_FILE, self.settings.clone())
    }

    /// A new game is about to be shown: it counts as started, and the unfinished game it
    /// replaces (if any) as abandoned. A puzzle the player entered counts under the difficulty
    /// it was graded. The game takes the player's display settings.
    pub(super) fn begin(&mut self, game: &mut Game) -> Task<Message> {
        if let Some(old) = self.saved.take() {
            record::abandoned(
                &mut self.statistics,
                old.shape,
                old.difficulty,
                &old.origin,
                Duration::from_millis(old.elapsed_ms),
                old.hints,
            );
        }
        record::started(&mut self.statistics, game.state(), game.difficulty(), game.origin());
        game.apply_settings(&self.settings);
        self.due = true;
        self.write_statistics()
    }

    /// The saved game, to be shown again as it was; `None` (and a notice) if it cannot be.
    pub(super) fn resume(&mut self) -> Option<Game> {
        let saved = self.saved.as_ref()?;
        match Game::from_checked_save(saved, Instant::now()) {
            Ok(mut game) => {
                game.apply_settings(&self.settings);
                // The game as it was left wins over the settings: the cube's view with it.
                game.restore_view(saved.view);
                Some(game)
            }
            Err(e) => {
                // Checked when it was read, so this is not expected; say so and move on.
                self.notices.push(Notice::ResumeFailed { error: e.to_string() });
                self.saved = None;
                None
            }
        }
    }

    /// Saves `game` now (the player is leaving it, or the window is closing).
    pub(super) fn stash(&mut self, game: &Game) -> Task<Message> {
        let Some(saved) = game.to_saved(Instant::now()) else {
            return Task::none();
        };
        self.saved = Some(saved.clone());
        self.due = false;
        self.last_write = Instant::now();
        self.write(store::SAVED_GAME_FILE, saved)
    }

    /// After a message to `game`: it needs saving when it changed (anything but the clock's
    /// tick or the mouse over the preview), or when the clock ran on for a while; a switched
    /// mistake display or the cube's view is a setting.
    pub(super) fn game_changed(&mut self, game: &Game, idle: bool) -> Task<Message> {
        if !idle || self.last_write.elapsed() >= CLOCK_SAVE {
            self.due = !game.state().is_finished();
        }
        if game.shows_mistakes() != self.settings.show_mistakes || game.cube_view() != self.settings.cube_view {
            self.settings.show_mistakes = game.shows_mistakes();
            self.settings.cube_view = game.cube_view();
            return self.write_settings();
        }
        Task::none()
    }

    /// What a game did for the standings per technique: hints seen and moves made by a hint
    /// are counted at once; the moves of the player's own come back as tasks that credit them
    /// off the UI thread ([`Message::Credited`]). A replay of a puzzle already won earns no
    /// move credit again, by the rule that counts no second win of it ([`record::is_replay`]);
    /// the hints it shows still count as seen. The check runs before the winning move's
    /// [`Self::game_finished`] records the win, so a first win's last move is still credited.
    pub(super) fn learn(&mut self, game: &Game, events: Vec<crate::app::screen::game::LearnEvent>) -> Task<Message> {
        use crate::app::screen::game::LearnEvent;
        let mut tasks = Vec::new();
        let replay =
            !events.is_empty() && record::is_replay(&self.statistics, game.state(), game.difficulty(), game.origin());
        for event in events {
            match event {
                LearnEvent::ViaHint(_) | LearnEvent::Credit(_) if replay => {}
                LearnEvent::SeenInHint(t) => {
                    self.statistics.techniques.record_seen_in_hint(t);
                    self.standings_due = true;
                }
                LearnEvent::ViaHint(t) => {
                    self.statistics.techniques.record_via_hint(t);
                    self.standings_due = true;
                }
                LearnEvent::Credit(job) => {
                    tasks.push(Task::perform(super::source::credit_move(job), Message::Credited));
                }
            }
        }
        Task::batch(tasks)
    }

    /// Learn: a practice position's first answer, or a technique Show me showed.
    pub(super) fn learned(
        &mut self,
        technique: crate::engine::Technique,
        practised: Option<(crate::engine::learn::Verdict, bool)>,
    ) {
        let standings = &mut self.statistics.techniques;
        match practised {
            Some((verdict, hinted)) => standings.record_practice(technique, verdict, hinted, &store::today()),
            None => standings.record_seen_in_hint(technique),
        }
        self.standings_due = true;
    }

    /// A move of the player's own was credited: counted (an unexplained one counts for none).
    pub(super) fn credited(&mut self, credited: crate::play::Credited) {
        let Some(credit) = self.counted.count(credited) else {
            return;
        };
        if self
            .statistics
            .techniques
            .record_credit(credit, &store::today())
            .is_some()
        {
            self.standings_due = true;
        }
    }

    /// The save timer fired: save the game on show (if any) if it changed, and try failed
    /// writes again.
    pub(super) fn save_if_due(&mut self, game: Option<&Game>) -> Task<Message> {
        let mut tasks = Vec::new();
        let standings = std::mem::take(&mut self.standings_due);
        if std::mem::take(&mut self.retry_statistics) || standings {
            tasks.push(self.write_statistics());
        }
        if std::mem::take(&mut self.retry_settings) {
            tasks.push(self.write_settings());
        }
        if self.due {
            if let Some(game) = game {
                tasks.push(self.stash(game));
            } else if let Some(saved) = self.saved.clone() {
                // The game was left while its save was failing: try that save again.
                self.due = false;
                tasks.push(self.write(store::SAVED_GAME_FILE, saved));
            } else {
                self.due = false;
            }
        }
        Task::batch(tasks)
    }

    /// `game` just ended: the statistics count the win, the victory card gets the stored best
    /// time, and the save is removed (there is nothing left to continue).
    pub(super) fn game_finished(&mut self, game: &mut Game) -> Task<Message> {
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
        self.saved = None;
        self.due = false;
        if let Some(disk) = &self.disk {
            tasks.push(Task::perform(disk.remove(store::SAVED_GAME_FILE), Message::Saved));
        }
        Task::batch(tasks)
    }

    /// Empties the statistics' tables and history (the player confirmed) and saves them.
    pub(super) fn reset_statistics(&mut self) -> Task<Message> {
        self.statistics.reset();
        self.write_statistics()
    }

    /// Takes new settings and saves them.
    pub(super) fn change_settings(&mut self, settings: Settings) -> Task<Message> {
        self.settings = settings;
        self.write_settings()
    }

    /// A write ended. A failure is told to the player at once, on the menu and above the
    /// game, and the write is tried again every second; the next success clears it.
    pub(super) fn saved(&mut self, result: Result<(), WriteError>) {
        match result {
            Err(WriteError::LockLost { .. }) => self.lose_the_folder(),
            // A write that was under way when the folder was lost.
            Err(_) if self.visitor.is_some() => {}
            Err(e) => {
                warn(&e.to_string());
                let file = match &e {
                    WriteError::Save { path, .. } | WriteError::Remove { path, .. } => {
                        path.file_name().map(|n| n.to_string_lossy().into_owned())
                    }
                    _ => None,
                };
                match file.as_deref() {
                    Some(store::STATISTICS_FILE) => self.retry_statistics = true,
                    Some(store::SETTINGS_FILE) => self.retry_settings = true,
                    Some(store::SAVED_GAME_FILE) if matches!(e, WriteError::Save { .. }) => self.due = true,
                    _ => {}
                }
                let notice = Notice::SaveFailed { error: e.to_string() };
                if let Some(old) = self.failing.take() {
                    self.notices.retain(|n| *n != old);
                }
                self.notices.push(notice.clone());
                self.failing = Some(notice);
            }
            Ok(()) => {
                let retrying = self.due || self.retry_statistics || self.retry_settings;
                if !retrying {
                    if let Some(old) = self.failing.take() {
                        self.notices.retain(|n| *n != old);
                    }
                }
            }
        }
    }

    /// Drops a notice the player has read.
    pub(super) fn dismiss_notice(&mut self, index: usize) {
        if index < self.notices.len() {
            self.notices.remove(index);
        }
    }

    /// Quitting: saves `game` (the one on show, if any) and the `window`'s size for the next
    /// start, then answers with [`Message::Exit`] once every write is done (at once when
    /// nothing is written).
    pub(super) fn quit(&mut self, game: Option<&Game>, window: Size, ask_if_unsaved: bool) -> Task<Message> {
        let stash = game.map_or_else(Task::none, |game| self.stash(game));
        let size = Some([window.width.round() as u32, window.height.round() as u32]);
        let remember = if self.settings.window != size {
            self.settings.window = size;
            self.write_settings()
        } else {
            Task::none()
        };
        match &self.disk {
            Some(disk) => Task::batch([
                stash,
                remember,
                Task::perform(disk.settle(QUIT_WAIT), move |()| Message::Exit { ask_if_unsaved }),
            ]),
            None => iced::exit(),
        }
    }

    /// The writes of a quit are done: the task that closes the window, or (`Err`, when one
    /// failed and the player is to be asked first) what the system said.
    pub(super) fn exit(&self, ask_if_unsaved: bool) -> Result<Task<Message>, String> {
        match self.disk.as_ref().and_then(Disk::failing) {
            Some(error) if ask_if_unsaved => Err(error.to_string()),
            Some(error) => {
                warn(&format!("quitting with unsaved progress: {error}"));
                Ok(iced::exit())
            }
            None => Ok(iced::exit()),
        }
    }

    /// Whether a game would be lost by starting another: `game` (the one on show), unfinished
    /// and played, or the saved one behind Continue.
    pub(super) fn would_lose(&self, game: Option<&Game>) -> bool {
        match game {
            Some(game) if !game.state().is_finished() && !game.state().history().is_empty() => true,
            _ => self.saved.as_ref().is_some_and(|s| !s.history.is_empty()),
        }
    }

    /// The puzzle to load for a new game: the generator's of `seed`, or without one the next
    /// level the player has not played (from the level files and the folder's own).
    pub(super) fn request(&self, variant: Variant, difficulty: Difficulty, seed: Option<u64>) -> Request {
        match seed {
            Some(seed) => Request::Generate {
                variant,
                difficulty,
                seed,
            },
            None => Request::Level {
                variant,
                difficulty,
                extra_dir: self.levels_dir.clone(),
                played: self.statistics.played_levels(variant, difficulty),
            },
        }
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
