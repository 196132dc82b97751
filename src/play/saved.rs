//! The game kept between runs, and the files read at start-up: the game in progress
//! (`game.json`), the statistics (`statistics.json`) and the settings (`settings.json`), all
//! in the data folder ([`crate::store`]).
//!
//! A [`SavedGame`] keeps the moves, not only the board: restoring it replays the history from
//! the puzzle and checks every change, so a save that does not fit its puzzle is refused
//! rather than played. The three files are read once at start-up ([`load_all`]); a file that
//! cannot be used (bad JSON, empty, from a newer version, a game that does not fit its
//! puzzle) is moved aside as `NAME.corrupt-TIMESTAMP` before anything else is written, and
//! the player gets a [`Notice`] about it, put into words in the player's language when shown.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};

use crate::engine::logic::budget::{self, Budget};
use crate::engine::{solve_unique, solve_unique_within, Candidates, Difficulty, Digit, Face, Grid, ParseError, Shape};
use crate::engine::{within_budget, Unsettled};
use crate::i18n::{self, Language};
use crate::play::source::Origin;
use crate::play::state::{format_time, GameState, Move, RestoreError};
use crate::store::{self, ReadError, Settings, Statistics};

/// The saved game format's version; a file of a newer version (or none) is kept aside.
///
/// Version 2 added [`SavedGame::ruled_out`] (and the move kind `hint_notes`); a version 1
/// file is read as a game with nothing remembered. Version 3 added colour marks (the move kind
/// `paint`, a move's `paints`, [`SavedGame::colours`]); an older file is read as a game with
/// none.
pub const SAVED_GAME_VERSION: u32 = 3;

/// The oldest saved game format this game still reads.
pub const OLDEST_SAVED_GAME_VERSION: u32 = 1;

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
    #[serde(default, deserialize_with = "cell_map")]
    pub notes: BTreeMap<usize, String>,
    /// For a position brought with pencil marks, the marks it was brought with (the notes
    /// before any move), in the same form as `notes`; absent for any other game.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "optional_cell_map"
    )]
    pub marks: Option<BTreeMap<usize, String>>,
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
    /// Whether help (a hint or Solve) was used at any time: the win will not count as unaided.
    #[serde(default)]
    pub help_used: bool,
    /// The eliminations hints have shown, remembered for the rest of the game
    /// ([`GameState::ruled_out`]), in the same form as `notes`; absent when there are none
    /// (and in version 1 files).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty", deserialize_with = "cell_map")]
    pub ruled_out: BTreeMap<usize, String>,
    /// The colour marks the player painted (see [`GameState::paint`]): cell index to colour
    /// (1 to [`crate::play::CELL_COLOURS`]), `{"12": 3}`; they must be those the history
    /// leaves. Absent when there are none (and in files older than version 3).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub colours: BTreeMap<usize, u8>,
    /// The digit of the candidate filter the game screen had on (1 to 9), so Continue shows it
    /// again; not part of the game's state (a digit out of range is ignored).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub filter: Option<u8>,
    /// Where the player was looking: the selected cell, and on the cube the face on show and
    /// the view. Absent in saves written before it was kept (the game then opens with nothing
    /// selected), and it needs no new version: older games read such a file and ignore it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub view: Option<SavedView>,
}

/// The selection and the view of a saved game, so Continue opens it as it was left. None of
/// it is checked against the game: a cell off the board is simply not selected.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedView {
    /// The selected cell's index, if a cell was selected.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub selected: Option<usize>,
    /// The cube's face on show (absent on the classic board).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub face: Option<Face>,
    /// The cube played in 3D (`true`) or on one flat face (absent on the classic board).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub in_3d: Option<bool>,
}

/// Reads a map of cell numbers to digits, saying which key is not a cell number (the JSON
/// parser alone calls a key such as `"abc"` a syntax error, as if the file were not JSON).
fn cell_map<'de, D: serde::Deserializer<'de>>(deserializer: D) -> Result<BTreeMap<usize, String>, D::Error> {
    let text_keys = BTreeMap::<String, String>::deserialize(deserializer)?;
    text_keys
        .into_iter()
        .map(|(key, digits)| match key.parse::<usize>() {
            Ok(cell) => Ok((cell, digits)),
            Err(_) => Err(serde::de::Error::custom(format!(
                "the notes name a cell \"{key}\", which is not a cell number"
            ))),
        })
        .collect()
}

/// [`cell_map`] for the optional marks.
fn optional_cell_map<'de, D: serde::Deserializer<'de>>(
    deserializer: D,
) -> Result<Option<BTreeMap<usize, String>>, D::Error> {
    #[derive(Deserialize)]
    struct Cells(#[serde(deserialize_with = "cell_map")] BTreeMap<usize, String>);
    Ok(Option::<Cells>::deserialize(deserializer)?.map(|Cells(map)| map))
}

fn notes_text(notes: Candidates) -> String {
    notes.iter().map(Digit::to_char).collect()
}

/// The cells that have notes, as the save writes them.
fn notes_map(notes: &[Candidates]) -> BTreeMap<usize, String> {
    notes
        .iter()
        .enumerate()
        .filter(|(_, n)| !n.is_empty())
        .map(|(cell, &n)| (cell, notes_text(n)))
        .collect()
}

/// The notes of a save's map, one set per cell of `board`'s cells (its digits 1-9, then A-G on
/// the 16x16 board); a cell off the board is refused, a symbol past its digits left out.
fn notes_of(map: &BTreeMap<usize, String>, board: &Grid) -> Result<Vec<Candidates>, SaveError> {
    let (len, size) = (board.len(), board.geometry().size());
    let mut notes = vec![Candidates::NONE; len];
    for (&cell, digits) in map {
        let slot = notes
            .get_mut(cell)
            .ok_or_else(|| SaveError::OutOfRange(format!("pencil marks for cell {cell}, off the board")))?;
        digits
            .chars()
            .filter_map(|ch| Digit::from_symbol(ch, size))
            .for_each(|d| slot.insert(d));
    }
    Ok(notes)
}

/// The cells that have a colour mark, as the save writes them.
fn colours_map(colours: &[u8]) -> BTreeMap<usize, u8> {
    colours
        .iter()
        .enumerate()
        .filter(|(_, &c)| c != 0)
        .map(|(cell, &c)| (cell, c))
        .collect()
}

fn parse_board(shape: Shape, text: &str) -> Result<Grid, ParseError> {
    Grid::from_shape_line(shape, text)
}

/// Why a saved game cannot be picked up again. Each reads as the end of the sentence "Your
/// saved game could not be read (...)".
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SaveError {
    /// Another version of the format.
    #[error("it is version {found}, this game reads version {SAVED_GAME_VERSION}")]
    Version {
        /// The version the file says it is.
        found: u32,
    },
    /// One of the three boards is not a board of its shape.
    #[error("{which}: {error}")]
    Board {
        /// `puzzle`, `solution` or `board`.
        which: &'static str,
        /// What the parser found.
        error: ParseError,
    },
    /// The history does not fit the puzzle.
    #[error(transparent)]
    History(#[from] RestoreError),
    /// The saved board is not the puzzle with the history replayed.
    #[error("the board does not match its history")]
    BoardMismatch,
    /// The saved notes are not those the history leaves.
    #[error("the notes do not match the history")]
    NotesMismatch,
    /// The saved colour marks are not those the history leaves.
    #[error("the colour marks do not match the history")]
    ColoursMismatch,
    /// A count or the clock is beyond anything a game reaches.
    #[error("{0}")]
    OutOfRange(String),
    /// The puzzle is not one a game is played on (no givens, several solutions, another
    /// solution than the saved one), or its origin is a level of the other shape.
    #[error("{0}")]
    NotAGame(String),
}

impl SavedGame {
    /// A game in play as a save, at `now`, with its band and where its puzzle came from;
    /// `None` once it is finished (nothing to resume).
    pub fn of(state: &GameState, difficulty: Difficulty, origin: &Origin, now: Instant) -> Option<SavedGame> {
        if state.is_finished() {
            return None;
        }
        let notes = notes_map(state.all_notes());
        Some(SavedGame {
            version: SAVED_GAME_VERSION,
            shape: state.puzzle().shape().clone(),
            difficulty,
            origin: origin.clone(),
            puzzle: state.puzzle().to_line(),
            solution: state.solution().to_line(),
            board: state.grid().to_line(),
            notes,
            marks: state.marks().map(notes_map),
            history: state.history().to_vec(),
            undone: state.undone_moves().to_vec(),
            elapsed_ms: u64::try_from(state.elapsed(now).as_millis()).unwrap_or(u64::MAX),
            hints: state.hints_used(),
            help_used: state.help_used(),
            ruled_out: notes_map(state.all_ruled_out()),
            view: None,
            colours: colours_map(state.all_colours()),
            filter: None,
        })
    }

    /// The save with the player's selection and view kept in it.
    pub fn with_view(self, view: SavedView) -> SavedGame {
        SavedGame {
            view: Some(view),
            ..self
        }
    }

    /// The game's state as it was saved (clock stopped), after checking that everything fits:
    /// the version, the boards, the history replayed from the puzzle giving the saved board
    /// and notes.
    pub fn restore(&self) -> Result<GameState, SaveError> {
        self.restore_with(true)
    }

    /// As [`SavedGame::restore`], without solving the puzzle again to check that the saved
    /// solution is its one solution: for a save already checked by `restore` when it was read,
    /// or made by this run from a game in play. Solving is the one slow part (seconds, or
    /// minutes, on a hard killer), and Continue shows the board at once.
    pub fn restore_checked(&self) -> Result<GameState, SaveError> {
        self.restore_with(false)
    }

    fn restore_with(&self, solve: bool) -> Result<GameState, SaveError> {
        if !(OLDEST_SAVED_GAME_VERSION..=SAVED_GAME_VERSION).contains(&self.version) {
            return Err(SaveError::Version { found: self.version });
        }
        if self.elapsed_ms / 1000 > store::MAX_SECS {
            return Err(SaveError::OutOfRange(format!(
                "the clock says {} hours, more than ten years",
                self.elapsed_ms / 3_600_000
            )));
        }
        if self.hints > store::MAX_COUNT {
            return Err(SaveError::OutOfRange(format!(
                "{} hints, more than {}",
                self.hints,
                store::MAX_COUNT
            )));
        }
        let board_of = |which: &'static str, text: &str| {
            parse_board(self.shape.clone(), text).map_err(|error| SaveError::Board { which, error })
        };
        let puzzle = board_of("puzzle", &self.puzzle)?;
        let solution = board_of("solution", &self.solution)?;
        let board = board_of("board", &self.board)?;
        let marks = match &self.marks {
            Some(map) => Some(notes_of(map, &puzzle)?),
            None => None,
        };
        if let Some(id) = self.origin.level_id() {
            if !id.starts_with(&format!("{}-", self.shape)) {
                return Err(SaveError::NotAGame(format!(
                    "it is a {} game, but its level {id} is not a {} level",
                    self.shape, self.shape
                )));
            }
            // A level of another band, or one that no level file has, would be counted as
            // played (and won) under a name that is not the game's.
            if !crate::levels::is_level_id(self.shape.variant(), self.difficulty, id) {
                return Err(SaveError::NotAGame(format!(
                    "its level {id} is none of the {} {} levels",
                    self.difficulty.name(),
                    self.shape
                )));
            }
        }
        // Every game is played on a puzzle with one solution (within its marks, for a
        // position brought with them), the saved one. A killer's clues are its cages' sums:
        // it may have no givens.
        if puzzle.empty_count() == puzzle.len() && puzzle.shape().cages().is_none() {
            return Err(SaveError::NotAGame("the puzzle is empty: it has no givens".into()));
        }
        if solve {
            // Read at startup, before the menu: bounded, so a hard killer's count never holds
            // the window back (it once took minutes).
            let solved = within_budget(&Budget::time(budget::COUNT), || match &marks {
                Some(marks) => solve_unique_within(&puzzle, marks),
                None => solve_unique(&puzzle),
            });
            match solved {
                Ok(Ok(only)) if only == solution => {}
                Ok(Ok(_)) => return Err(SaveError::NotAGame("the solution is not the puzzle's".into())),
                Ok(Err(e)) => return Err(SaveError::NotAGame(format!("puzzle: {e}"))),
                // Not settled within the budget: the game was checked when it began (an
                // entered puzzle is opened only once its count is settled), so it is kept
                // when its saved solution is a solution of its puzzle, within its marks. Only
                // its uniqueness goes unchecked this time.
                Err(Unsettled) => {
                    let within_marks = marks.as_ref().is_none_or(|marks| {
                        (0..puzzle.len()).all(|c| {
                            puzzle.get(c).is_some()
                                || marks
                                    .get(c)
                                    .is_none_or(|m| solution.get(c).is_some_and(|d| m.contains(d)))
                        })
                    });
                    if !(solution.is_solved() && puzzle.is_extended_by(&solution) && within_marks) {
                        return Err(SaveError::NotAGame("the solution is not the puzzle's".into()));
                    }
                }
            }
        }
        let ruled_out = notes_of(&self.ruled_out, &puzzle)?;
        let mut state = GameState::restore(
            puzzle,
            solution,
            marks,
            self.history.clone(),
            self.undone.clone(),
            Duration::from_millis(self.elapsed_ms),
            self.hints,
        )?
        .with_ruled_out(ruled_out)?;
        // Help once used stays used, even when the moves that took it were reset or undone.
        if self.help_used {
            state.mark_help_used();
        }
        if state.grid() != &board {
            return Err(SaveError::BoardMismatch);
        }
        let replayed = notes_map(state.all_notes());
        let saved: BTreeMap<usize, String> = self
            .notes
            .iter()
            .map(|(&cell, digits)| {
                let mut n = Candidates::NONE;
                let size = state.puzzle().geometry().size();
                digits
                    .chars()
                    .filter_map(|ch| Digit::from_symbol(ch, size))
                    .for_each(|d| n.insert(d));
                (cell, notes_text(n))
            })
            .filter(|(_, n)| !n.is_empty())
            .collect();
        if replayed != saved {
            return Err(SaveError::NotesMismatch);
        }
        if colours_map(state.all_colours()) != self.colours {
            return Err(SaveError::ColoursMismatch);
        }
        Ok(state)
    }

    /// What the menu says about the game: `Medium puzzle · level 12 · 04:10`.
    pub fn summary(&self) -> String {
        let difficulty = crate::i18n::difficulty_title(self.difficulty);
        let what = match &self.origin {
            Origin::Entered => crate::t!("game-your-puzzle"),
            _ => crate::t!(self.shape.variant().row().keys.game, difficulty = difficulty),
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
    /// One notice per file that could not be used, for the player.
    pub notices: Vec<Notice>,
    /// The files that are there but could not be read (permissions, say): left as they are,
    /// and not to be written over, since what they hold is unknown.
    pub unreadable: Vec<&'static str>,
}

/// A file of the data folder the game reads at start-up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DataFile {
    /// `settings.json`.
    Settings,
    /// `statistics.json`.
    Statistics,
    /// `game.json`.
    SavedGame,
}

/// Why a file of the data folder could not be used, as data: [`Notice::text`] says it in the
/// player's language. What only the system or the file's checks can say (an operating system
/// error, the value out of range) is kept as its English detail.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// The file is empty.
    Empty,
    /// The file is not UTF-8 text.
    NotText,
    /// The file is larger than any the game writes.
    TooBig {
        /// Its size in MB.
        megabytes: u64,
    },
    /// A folder, a pipe, a device.
    NotAFile,
    /// The text is not JSON: the JSON parser stopped here.
    NotJson {
        /// From 1.
        line: usize,
        /// From 1.
        column: usize,
    },
    /// The text is JSON, but not the game's format (a missing field, a value of the wrong type).
    NotTheFormat {
        /// From 1.
        line: usize,
        /// From 1.
        column: usize,
        /// What is wrong there, in English (from the parser: "missing field `puzzle`").
        detail: String,
    },
    /// A settings or statistics file from a newer version of the game.
    Newer {
        /// The version the file says it is.
        found: u32,
    },
    /// A saved game of another version.
    OtherVersion {
        /// The version the file says it is.
        found: u32,
    },
    /// Values out of range or contradicting each other (a save that does not fit its puzzle).
    Inconsistent {
        /// Which, in English.
        detail: String,
    },
    /// The system could not read the file.
    System {
        /// What the system said.
        detail: String,
    },
}

impl From<&ReadError> for Problem {
    fn from(error: &ReadError) -> Problem {
        match error {
            ReadError::Io(e) => Problem::System { detail: e.to_string() },
            ReadError::Empty => Problem::Empty,
            ReadError::NotText => Problem::NotText,
            ReadError::TooBig { bytes } => Problem::TooBig {
                megabytes: bytes / 1_000_000,
            },
            ReadError::NotAFile => Problem::NotAFile,
            ReadError::Json(e) => {
                let (line, column) = (e.line(), e.column());
                match e.classify() {
                    serde_json::error::Category::Data => {
                        let message = e.to_string();
                        let at = format!(" at line {line} column {column}");
                        let detail = message.strip_suffix(&at).unwrap_or(&message).to_string();
                        Problem::NotTheFormat { line, column, detail }
                    }
                    serde_json::error::Category::Io => Problem::System { detail: e.to_string() },
                    _ => Problem::NotJson { line, column },
                }
            }
            ReadError::Invalid(detail) => Problem::Inconsistent { detail: detail.clone() },
        }
    }
}

/// What became of a file that could not be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Kept {
    /// Moved aside to this path.
    Aside(PathBuf),
    /// It should have been moved aside, but could not be.
    NotMoved,
    /// Left as it is: another window owns the data folder.
    InPlace,
    /// It could not be opened: left as it is, and never written over.
    Unopened,
}

/// Something the player is told about the data folder, kept as data until it is shown, so it
/// is said in the language of the moment (even after a switch in the settings).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// A file could not be used at start-up.
    File {
        /// Which file.
        file: DataFile,
        /// Why.
        problem: Problem,
        /// What became of it.
        kept: Kept,
    },
    /// Another window holds the data folder: this one saves nothing.
    OpenElsewhere,
    /// The data folder's lock could not be taken: this window saves nothing, since it cannot
    /// prove no other window is saving there.
    Unlocked {
        /// Why, in English (the lock path and what the system said).
        error: String,
    },
    /// The data folder's lock file was deleted or replaced while the window was open: it
    /// saves nothing more.
    LockLost,
    /// The saved game was read but could not be picked up again.
    ResumeFailed {
        /// Why, in English.
        error: String,
    },
    /// A write failed; it is tried again every second.
    SaveFailed {
        /// The write error, in English (it names the file and what the system said).
        error: String,
    },
}

impl Notice {
    /// The notice in the current language.
    pub fn text(&self) -> String {
        match self {
            Notice::File { file, problem, kept } => {
                let (name, instead) = match file {
                    DataFile::Settings => (crate::t!("notice-file-settings"), crate::t!("notice-instead-settings")),
                    DataFile::Statistics => (
                        crate::t!("notice-file-statistics"),
                        crate::t!("notice-instead-statistics"),
                    ),
                    DataFile::SavedGame => (
                        crate::t!("notice-file-saved-game"),
                        crate::t!("notice-instead-saved-game"),
                    ),
                };
                let problem = problem.text();
                match kept {
                    Kept::Aside(path) => crate::t!(
                        "notice-file-kept",
                        file = name,
                        problem = problem,
                        path = path.display().to_string(),
                        instead = instead
                    ),
                    Kept::NotMoved => crate::t!(
                        "notice-file-not-moved",
                        file = name,
                        problem = problem,
                        instead = instead
                    ),
                    Kept::InPlace => crate::t!("notice-file-left", file = name, problem = problem, instead = instead),
                    Kept::Unopened => crate::t!(
                        "notice-file-unopened",
                        file = name,
                        problem = problem,
                        instead = instead
                    ),
                }
            }
            Notice::OpenElsewhere => crate::t!("notice-open-elsewhere"),
            Notice::Unlocked { error } => crate::t!("notice-lock-failed", error = error),
            Notice::LockLost => crate::t!("notice-lock-lost"),
            Notice::ResumeFailed { error } => crate::t!("notice-resume-failed", error = error),
            Notice::SaveFailed { error } => crate::t!("notice-save-failed-retrying", error = error),
        }
    }

    /// The notice in English, for the log on stderr.
    pub fn english(&self) -> String {
        i18n::in_language(Language::English, || self.text())
    }
}

impl Problem {
    /// The problem in the current language, as the parenthesis of a notice.
    pub fn text(&self) -> String {
        match self {
            Problem::Empty => crate::t!("problem-empty"),
            Problem::NotText => crate::t!("problem-not-text"),
            Problem::TooBig { megabytes } => crate::t!(
                "problem-too-big",
                size = megabytes.to_string(),
                limit = (store::MAX_FILE_BYTES / 1_000_000).to_string()
            ),
            Problem::NotAFile => crate::t!("problem-not-a-file"),
            Problem::NotJson { line, column } => crate::t!("problem-not-json", line = *line, column = *column),
            Problem::NotTheFormat { line, column, detail } => crate::t!(
                "problem-not-the-format",
                line = *line,
                column = *column,
                detail = detail
            ),
            Problem::Newer { found } => crate::t!("problem-newer", found = *found, known = store::STORE_VERSION),
            Problem::OtherVersion { found } => {
                crate::t!("problem-other-version", found = *found, known = SAVED_GAME_VERSION)
            }
            Problem::Inconsistent { detail } => crate::t!("problem-inconsistent", detail = detail),
            Problem::System { detail } => detail.clone(),
        }
    }
}

/// How [`load_all`] treats the files it cannot use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reading {
    /// This process owns the folder: a bad file is moved aside.
    Owner,
    /// Another process owns it: everything stays where it is.
    Visitor,
}

/// Reads a file, keeping it aside (as the owner) when it does not parse or `check` refuses it.
fn read<T: serde::de::DeserializeOwned>(
    file: DataFile,
    name: &'static str,
    dir: &Path,
    reading: Reading,
    stored: &mut Stored,
    check: impl FnOnce(T) -> Result<T, Problem>,
) -> Option<T> {
    let path = dir.join(name);
    let owner = reading == Reading::Owner;
    let (problem, kept_as) = match store::load_json_with::<T>(&path, owner) {
        store::Loaded::Missing => return None,
        store::Loaded::Ok(value) => match check(value) {
            Ok(value) => return Some(value),
            Err(problem) => (problem, if owner { store::keep_aside(&path).ok() } else { None }),
        },
        store::Loaded::Corrupt { kept_as, error } => (Problem::from(&error), kept_as),
        store::Loaded::Unreadable { error } => {
            let problem = Problem::System {
                detail: error.to_string(),
            };
            report(
                Notice::File {
                    file,
                    problem,
                    kept: Kept::Unopened,
                },
                stored,
            );
            stored.unreadable.push(name);
            return None;
        }
    };
    let kept = match (owner, kept_as) {
        (false, _) => Kept::InPlace,
        (true, Some(path)) => Kept::Aside(path),
        (true, None) => Kept::NotMoved,
    };
    report(Notice::File { file, problem, kept }, stored);
    None
}

fn report(notice: Notice, stored: &mut Stored) {
    use std::io::Write;
    let _ = writeln!(std::io::stderr(), "sudoku3d: {}", notice.english());
    stored.notices.push(notice);
}

/// Refuses a file written by a newer version of the game.
fn known_version(version: u32) -> Result<(), Problem> {
    if version > store::STORE_VERSION {
        Err(Problem::Newer { found: version })
    } else {
        Ok(())
    }
}

/// Reads the settings, the statistics and the saved game from `dir`, moving bad files aside.
pub fn load_all(dir: &Path) -> Stored {
    load_all_with(dir, Reading::Owner)
}

/// Reads the settings, the statistics and the saved game from `dir`; only the owner of the
/// folder moves bad files aside.
pub fn load_all_with(dir: &Path, reading: Reading) -> Stored {
    let mut stored = Stored::default();
    stored.settings = read::<Settings>(
        DataFile::Settings,
        store::SETTINGS_FILE,
        dir,
        reading,
        &mut stored,
        |s| known_version(s.version).map(|_| s),
    )
    .unwrap_or_default();
    stored.statistics = read::<Statistics>(
        DataFile::Statistics,
        store::STATISTICS_FILE,
        dir,
        reading,
        &mut stored,
        |s| {
            known_version(s.version)?;
            s.checked().map_err(|detail| Problem::Inconsistent { detail })
        },
    )
    .unwrap_or_default();
    stored.saved = read::<SavedGame>(
        DataFile::SavedGame,
        store::SAVED_GAME_FILE,
        dir,
        reading,
        &mut stored,
        |g| match g.restore() {
            Ok(_) => Ok(g),
            Err(SaveError::Version { found }) => Err(Problem::OtherVersion { found }),
            Err(e) => Err(Problem::Inconsistent { detail: e.to_string() }),
        },
    );
    stored
}

/// The settings in `dir`, read without moving anything nor saying anything (the window's size
/// is needed before the window, and so before the folder is locked and read for good).
pub fn peek_settings(dir: &Path) -> Settings {
    match store::load_json_with::<Settings>(&dir.join(store::SETTINGS_FILE), false) {
        store::Loaded::Ok(s) => s,
        _ => Settings::default(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Face;
    use crate::play::source;
    use crate::play::state::{CellState, Change, MoveKind, ReplayProblem};
    use crate::store::Statistics;

    const PUZZLE: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    fn temp_dir(tag: &str) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!("sudoku3d-saved-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    fn game() -> GameState {
        let loaded = source::from_text(PUZZLE).unwrap();
        GameState::new(loaded.puzzle, loaded.solution).unwrap()
    }

    fn save(state: &GameState) -> SavedGame {
        SavedGame::of(state, Difficulty::Easy, &Origin::Entered, Instant::now()).unwrap()
    }

    #[test]
    fn a_tampered_history_is_refused() {
        let g = game();
        let mut saved = save(&g);
        saved.restore().unwrap();
        saved.board = saved.solution.clone();
        assert_eq!(saved.restore(), Err(SaveError::BoardMismatch));
        let mut newer = save(&g);
        newer.version = 9;
        let refused = newer.restore().unwrap_err();
        assert_eq!(refused, SaveError::Version { found: 9 });
        assert_eq!(refused.to_string(), "it is version 9, this game reads version 3");
        // A move on a given, and a board that is not one: the reason names them.
        let mut on_given = save(&g);
        on_given.history.push(Move {
            kind: MoveKind::Clear,
            changes: vec![Change {
                cell: 0,
                before: CellState {
                    digit: Digit::new(5),
                    notes: Candidates::NONE,
                },
                after: CellState::default(),
            }],
            paints: Vec::new(),
        });
        let refused = on_given.restore().unwrap_err();
        assert_eq!(
            refused,
            SaveError::History(RestoreError::Move {
                number: 1,
                problem: ReplayProblem::Given(0)
            })
        );
        assert_eq!(refused.to_string(), "move 1: cell 0 is a given");
        let mut garbled = save(&g);
        garbled.solution = "12x".into();
        assert!(matches!(
            garbled.restore(),
            Err(SaveError::Board { which: "solution", .. })
        ));
    }

    #[test]
    fn a_cube_game_round_trips_with_its_linked_cells() {
        let levels = source::valid_levels(crate::engine::Variant::Cube, Difficulty::Easy, None);
        let level = levels.first().expect("shipped cube levels");
        let mut g = GameState::new(level.puzzle.clone(), level.solution.clone()).unwrap();
        let now = Instant::now();
        let geometry = g.grid().geometry();
        // Every empty cell of the Top face's last row (it borders the Front face), and a note.
        let edge: Vec<usize> = (0..9)
            .map(|c| geometry.cell_at(Face::Top, 8, c))
            .filter(|&cell| !g.is_given(cell))
            .collect();
        assert!(!edge.is_empty());
        for &cell in &edge[1..] {
            let digit = g.solution().get(cell).unwrap();
            g.place(cell, digit, now).unwrap();
        }
        g.toggle_note(edge[0], Digit::new(7).unwrap(), now).unwrap();
        let origin = Origin::Level { id: level.id.clone() };
        let saved = SavedGame::of(&g, level.difficulty, &origin, now).unwrap();
        assert_eq!(saved.shape, Shape::Cube);
        let text = serde_json::to_string(&saved).unwrap();
        let back: SavedGame = serde_json::from_str(&text).unwrap();
        assert_eq!(back.origin, origin);
        let state = back.restore().unwrap();
        assert_eq!(state.grid(), g.grid());
        assert_eq!(state.all_notes(), g.all_notes());
        assert_eq!(state.history(), g.history());
    }

    #[test]
    fn a_clock_or_hint_count_out_of_range_is_refused() {
        let mut saved = save(&game());
        saved.elapsed_ms = u64::MAX;
        let refused = saved.restore().unwrap_err();
        assert_eq!(
            refused.to_string(),
            "the clock says 5124095576030 hours, more than ten years"
        );
        let mut hints = save(&game());
        hints.hints = u32::MAX;
        assert!(matches!(hints.restore(), Err(SaveError::OutOfRange(_))));
    }

    #[test]
    fn a_visitor_reads_but_moves_nothing() {
        let dir = temp_dir("visitor");
        std::fs::write(dir.join(store::STATISTICS_FILE), "{ torn").unwrap();
        let stored = load_all_with(&dir, Reading::Visitor);
        assert_eq!(stored.notices.len(), 1);
        assert!(
            stored.notices[0].text().contains("left as it is"),
            "{:?}",
            stored.notices[0]
        );
        assert_eq!(
            std::fs::read_to_string(dir.join(store::STATISTICS_FILE)).unwrap(),
            "{ torn"
        );
    }

    #[test]
    fn an_empty_puzzle_or_a_level_of_the_other_shape_is_refused_with_the_reason() {
        let mut empty = save(&game());
        empty.puzzle = ".".repeat(81);
        empty.board = empty.puzzle.clone();
        empty.history.clear();
        let refused = empty.restore().unwrap_err();
        assert_eq!(refused.to_string(), "the puzzle is empty: it has no givens");
        // Ten givens (fewer than 17): several solutions, not a game.
        let mut loose = save(&game());
        let mut kept = 0;
        let several: String = PUZZLE
            .chars()
            .map(|c| match c {
                '.' => '.',
                _ if kept < 10 => {
                    kept += 1;
                    c
                }
                _ => '.',
            })
            .collect();
        loose.puzzle = several.clone();
        loose.board = several;
        loose.history.clear();
        let refused = loose.restore().unwrap_err();
        assert!(refused.to_string().contains("more than one solution"), "{refused}");
        let mut cube_level = save(&game());
        cube_level.origin = Origin::Level {
            id: "cube-easy-001".into(),
        };
        let refused = cube_level.restore().unwrap_err();
        assert_eq!(
            refused.to_string(),
            "it is a classic game, but its level cube-easy-001 is not a classic level"
        );
        // Issue 46: a classic-easy save whose level is of another band, or no level at all.
        assert_eq!(cube_level.difficulty, Difficulty::Easy);
        for id in [
            "classic-hard-001",
            "classic-easy-999999",
            "classic-easy-x",
            "classic-easy-",
        ] {
            let mut wrong = save(&game());
            wrong.origin = Origin::Level { id: id.into() };
            let refused = wrong.restore().unwrap_err();
            assert_eq!(
                refused.to_string(),
                format!("its level {id} is none of the easy classic levels")
            );
        }
        // The same refusal at start-up names the file and keeps it aside.
        let dir = temp_dir("not-a-game");
        store::save_json(&dir.join(store::SAVED_GAME_FILE), &empty).unwrap();
        let stored = load_all(&dir);
        assert!(stored.saved.is_none());
        let text = stored.notices[0].text();
        assert!(text.contains("it has no givens") && text.contains("kept as"), "{text}");
    }

    #[test]
    fn a_notes_key_that_is_not_a_cell_is_named() {
        let dir = temp_dir("notes-key");
        let mut value = serde_json::to_value(save(&game())).unwrap();
        value["notes"] = serde_json::json!({ "abc": "12" });
        std::fs::write(
            dir.join(store::SAVED_GAME_FILE),
            serde_json::to_string_pretty(&value).unwrap(),
        )
        .unwrap();
        let stored = load_all(&dir);
        assert!(stored.saved.is_none());
        let text = stored.notices[0].text();
        assert!(!text.contains("not valid JSON"), "{text}");
        assert!(text.contains("not in the game's format"), "{text}");
        assert!(text.contains("\"abc\", which is not a cell number"), "{text}");
        // A marks key the same way; cell numbers still load.
        let mut marks = serde_json::to_value(save(&game())).unwrap();
        marks["marks"] = serde_json::json!({ "x1": "12" });
        let error = serde_json::from_value::<SavedGame>(marks).unwrap_err();
        assert!(error.to_string().contains("\"x1\""), "{error}");
        let mut fine = serde_json::to_value(save(&game())).unwrap();
        fine["notes"] = serde_json::json!({ "2": "12" });
        let back: SavedGame = serde_json::from_value(fine).unwrap();
        assert_eq!(back.notes.get(&2).map(String::as_str), Some("12"));
    }

    #[test]
    fn a_newer_statistics_file_is_kept_aside() {
        let dir = temp_dir("newer");
        std::fs::write(dir.join(store::STATISTICS_FILE), r#"{"version": 7, "modes": {}}"#).unwrap();
        let stored = load_all(&dir);
        assert_eq!(stored.statistics, Statistics::default());
        assert_eq!(stored.notices.len(), 1);
        assert!(
            stored.notices[0].text().contains("version 7"),
            "{:?}",
            stored.notices[0]
        );
        assert!(!dir.join(store::STATISTICS_FILE).exists());
    }
}
