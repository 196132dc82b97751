//! Where puzzles come from: the level files, the generator (with a seed) or a puzzle the
//! player types or pastes, with the difficulty an entered puzzle is graded. A game only sees
//! a [`Loaded`] puzzle or a [`LoadError`].
//!
//! Loading can be slow (generating a hard puzzle takes a while): [`load_now`] works on the
//! calling thread, so the window runs it on a thread of its own (`app::source::load`).

use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::sync::{Arc, LazyLock, Mutex};

use crate::engine::hint::struck_solution_digit;
use crate::engine::logic::budget::{self, Budget};
use crate::engine::logic::{grade_with, LogicalSolver, TABLE};
use crate::engine::within_budget;
use crate::engine::{
    generate_variant_within, grade, killer, solve_unique, solve_unique_within, CagesError, Candidates, Difficulty,
    Digit, Grid, ParseError, PencilMarks, Rating, RegionsError, Solutions, SolveError, Variant,
};
use crate::levels::{self, ValidLevel};

/// What puzzle to load.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    /// A new puzzle from the generator.
    Generate {
        /// The board (a jigsaw gets a random layout from the seed).
        variant: Variant,
        /// The band to aim for.
        difficulty: Difficulty,
        /// The seed; the same seed always gives the same puzzle.
        seed: u64,
    },
    /// A puzzle the player entered, read as [`from_variant_text`] reads it.
    Text {
        /// The board the player chose (classic, diagonal or jigsaw).
        variant: Variant,
        /// What was typed or pasted: 81 characters (`.` or `0` for empty cells), a position
        /// with pencil marks (729 characters, or 81 printed groups of candidates), or for a
        /// jigsaw the digits and the 81-symbol region map.
        text: String,
    },
    /// The first level of the level files the player has not played yet; a fresh puzzle from
    /// the generator once every level has been played (or none is valid).
    Level {
        /// The board.
        variant: Variant,
        /// The band.
        difficulty: Difficulty,
        /// The folder of the player's extra level files (`DATA/levels`), if any.
        extra_dir: Option<PathBuf>,
        /// The ids of the levels dealt so far.
        played: HashSet<String>,
    },
}

/// Where a loaded puzzle came from.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Origin {
    /// The generator, with this seed.
    Generated {
        /// The seed.
        seed: u64,
    },
    /// A level of the level files.
    Level {
        /// The level's id, `classic-easy-007`.
        id: String,
    },
    /// The player entered it.
    Entered,
}

impl Origin {
    /// A short tag naming the puzzle: `#SEED` for a generated one, `level N` for a level,
    /// `None` for an entered one.
    pub fn tag(&self) -> Option<String> {
        match self {
            Origin::Generated { seed } => Some(format!("#{seed}")),
            Origin::Level { id } => {
                let number = id.rsplit('-').next().map(|n| n.trim_start_matches('0')).unwrap_or(id);
                Some(crate::t!("game-level", number = number))
            }
            Origin::Entered => None,
        }
    }

    /// The level's id, for a level.
    pub fn level_id(&self) -> Option<&str> {
        match self {
            Origin::Level { id } => Some(id),
            _ => None,
        }
    }
}

/// A puzzle ready to play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Loaded {
    /// The givens.
    pub puzzle: Grid,
    /// The one solution.
    pub solution: Grid,
    /// Its difficulty (for an entered puzzle, what the grader makes of it).
    pub difficulty: Difficulty,
    /// Where it came from.
    pub origin: Origin,
    /// For a position brought with pencil marks, each cell's candidates (none for a placed
    /// cell): the game starts with them as notes, and its hints start from them.
    pub marks: Option<Vec<Candidates>>,
}

/// Why no puzzle could be loaded. Each is one sentence for the player that says what to do.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LoadError {
    /// Nothing was entered.
    #[error("Type or paste a puzzle first: 81 characters, 1-9 for givens and . or 0 for empty cells, or a position with pencil marks.")]
    Empty,
    /// The text is not a puzzle: where and why, from the parser.
    #[error("That is not a puzzle: {0}.")]
    Parse(ParseError),
    /// The givens break a rule or leave no solution.
    #[error("That puzzle cannot be solved: {0}.")]
    NoSolution(SolveError),
    /// More than one solution: not a proper Sudoku.
    #[error("That puzzle has more than one solution; a Sudoku needs exactly one. Add more givens.")]
    Multiple,
    /// A text longer than a puzzle that is no pencil-mark position either.
    #[error("That is not a puzzle: {found} characters; a puzzle has 81, a position with pencil marks 729 (or 81 groups of candidates).")]
    Length {
        /// The characters found, whitespace left out.
        found: usize,
    },
    /// A position with pencil marks that more than one solution keeps inside its marks.
    #[error("That position has more than one solution within its pencil marks; a Sudoku needs exactly one. Strike out more marks or add givens.")]
    MultipleWithinMarks,
    /// A position with pencil marks that no solution keeps inside its marks, when no one cell
    /// is to blame (its givens alone do not have one solution).
    #[error("That position has no solution within its pencil marks: some cell's marks leave out the digit it needs. Check the marks.")]
    NoSolutionWithinMarks,
    /// The pencil marks of a cell leave out the digit the givens' one solution puts there.
    #[error(
        "The pencil marks of {cell} leave out {digit}, the digit the solution needs there: fix that cell's marks."
    )]
    MarksExcludeSolution {
        /// The cell's name, `r1c2`.
        cell: String,
        /// The digit its marks leave out.
        digit: Digit,
    },
    /// Every cell is already filled.
    #[error("That puzzle is already complete: leave some cells empty (. or 0).")]
    AlreadySolved,
    /// The puzzle loaded, but its solution does not fit it (a bug, not the player's doing).
    #[error("Could not start the puzzle: its solution does not fit it.")]
    SolutionDoesNotFit,
    /// The thread that loads puzzles could not be started.
    #[error("Could not load a puzzle: the system would not start a thread for it ({0}).")]
    NoThread(std::io::ErrorKind),
    /// The thread that loads puzzles ended without an answer.
    #[error("Could not load a puzzle: the puzzle thread stopped.")]
    ThreadStopped,
    /// The check that the puzzle has exactly one solution did not finish within its time
    /// budget ([`budget::COUNT`]): the puzzle is not opened, rather than kept waiting.
    #[error("Could not check within the time allowed that this puzzle has exactly one solution, so it was not opened. Check the puzzle, or add givens.")]
    Unsettled,
}

impl LoadError {
    /// The sentence for the player in the current language (the `Display` form is English,
    /// for the terminal). A parser's or solver's detail stays as the engine words it.
    pub fn message(&self) -> String {
        use crate::t;
        match self {
            LoadError::Empty => t!("load-error-empty"),
            // A jigsaw's region map, missing or wrong, is the player's to fix: said in their
            // language, with what is wrong with it.
            LoadError::Parse(ParseError::NoRegions) => t!("load-error-no-regions"),
            LoadError::Parse(ParseError::Regions(e)) => match e {
                RegionsError::Length(found) => t!("load-error-regions-length", found = *found),
                RegionsError::Count(found) => t!("load-error-regions-count", found = *found),
                RegionsError::Size { symbol, cells } => {
                    t!("load-error-regions-size", region = symbol.to_string(), cells = *cells)
                }
                RegionsError::Other(detail) => t!("load-error-regions", detail = detail.clone()),
            },
            // So are a killer's cages.
            LoadError::Parse(ParseError::NoCages) => t!("load-error-no-cages"),
            LoadError::Parse(ParseError::Cages(e)) => cages_message(e),
            LoadError::Parse(e) => t!("load-error-parse", detail = e.to_string()),
            LoadError::NoSolution(e) => t!("load-error-no-solution", detail = e.to_string()),
            LoadError::Multiple => t!("load-error-multiple"),
            LoadError::MultipleWithinMarks => t!("load-error-marks-multiple"),
            LoadError::NoSolutionWithinMarks => t!("load-error-marks-none"),
            LoadError::Length { found } => t!("load-error-length", found = *found),
            LoadError::MarksExcludeSolution { cell, digit } => {
                t!("load-error-marks", cell = cell.clone(), digit = digit.to_string())
            }
            LoadError::AlreadySolved => t!("load-error-solved"),
            LoadError::SolutionDoesNotFit => t!("load-error-does-not-fit"),
            LoadError::NoThread(kind) => t!("load-error-no-thread", detail = kind.to_string()),
            LoadError::ThreadStopped => t!("load-error-thread-stopped"),
            LoadError::Unsettled => t!("load-error-unsettled"),
        }
    }
}

/// What is wrong with a killer's cages, in the player's language: the cage named by its first
/// cell (`r1c1`, where its sum is drawn).
fn cages_message(error: &CagesError) -> String {
    use crate::t;
    let cell = |c: usize| format!("r{}c{}", c / 9 + 1, c % 9 + 1);
    match error {
        CagesError::Length(found) => t!("load-error-cages-length", found = *found),
        CagesError::Cover { cell: at, count } => t!("load-error-cages-cover", cell = cell(*at), count = *count),
        CagesError::NotConnected(anchor) => t!("load-error-cages-connected", cell = cell(*anchor)),
        CagesError::TooBig { anchor, cells } => t!("load-error-cages-too-big", cell = cell(*anchor), cells = *cells),
        CagesError::BadSum { anchor, cells, sum } => {
            let (low, high) = killer::sum_range(*cells);
            let key = if *cells == 1 {
                "load-error-cages-sum-one-cell"
            } else {
                "load-error-cages-sum"
            };
            t!(
                key,
                cell = cell(*anchor),
                cells = *cells,
                sum = *sum,
                low = low,
                high = high
            )
        }
        CagesError::SumCount { cages, sums } => t!("load-error-cages-sum-count", cages = *cages, sums = *sums),
        CagesError::NotANumber(text) => t!("load-error-cages-not-a-number", text = text.clone()),
        CagesError::TooLarge(sum) => t!("load-error-cages-too-large", sum = *sum),
        CagesError::Total(total) => t!("load-error-cages-total", total = *total),
    }
}

/// A fresh random seed for the generator: below a million, so the number shown with a game
/// is short enough to note down and play again (`--seed`).
pub fn random_seed() -> u64 {
    rand::random_range(0..1_000_000)
}

/// Loads a puzzle on the calling thread. Generating can take seconds: a window runs this off
/// its UI thread.
pub fn load_now(request: Request) -> Result<Loaded, LoadError> {
    match request {
        Request::Generate {
            variant,
            difficulty,
            seed,
        } => {
            // Stopped only by the budget the caller runs this under (the window's Back while
            // it generates): the work ended without a puzzle, and nobody waits for one.
            let p = generate_variant_within(variant, difficulty, seed).ok_or(LoadError::ThreadStopped)?;
            Ok(Loaded {
                puzzle: p.puzzle,
                solution: p.solution,
                difficulty: p.difficulty,
                origin: Origin::Generated { seed },
                marks: None,
            })
        }
        Request::Text { variant, text } => from_variant_text(variant, &text),
        Request::Level {
            variant,
            difficulty,
            extra_dir,
            played,
        } => {
            let levels = valid_levels(variant, difficulty, extra_dir.as_deref());
            match levels::next_unplayed(&levels, &played) {
                Some(level) => Ok(Loaded {
                    puzzle: level.puzzle.clone(),
                    solution: level.solution.clone(),
                    difficulty: level.difficulty,
                    origin: Origin::Level { id: level.id.clone() },
                    marks: None,
                }),
                None => load_now(Request::Generate {
                    variant,
                    difficulty,
                    seed: random_seed(),
                }),
            }
        }
    }
}

/// The levels loaded so far, by mode, difficulty and extra folder.
type LevelCache = HashMap<(Variant, Difficulty, Option<PathBuf>), Arc<Vec<ValidLevel>>>;

static LEVELS: LazyLock<Mutex<LevelCache>> = LazyLock::new(Mutex::default);

/// The valid levels of a mode and difficulty: the shipped ones and those of an extra file in
/// `extra_dir`. They are loaded once a run (the extra file's graded, a few milliseconds a
/// level on 9x9, so call this off the UI thread; see [`levels::load`]); a bad level or file is
/// reported on stderr and skipped.
pub fn valid_levels(variant: Variant, difficulty: Difficulty, extra_dir: Option<&Path>) -> Arc<Vec<ValidLevel>> {
    let key = (variant, difficulty, extra_dir.map(Path::to_path_buf));
    let mut cache = LEVELS.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(found) = cache.get(&key) {
        return found.clone();
    }
    let loaded = levels::load(variant, difficulty, extra_dir);
    for problem in &loaded.problems {
        eprintln!("sudoku3d: level files: {problem}");
    }
    if loaded.levels.is_empty() {
        eprintln!(
            "sudoku3d: no valid {variant} {} level: new games come from the generator",
            difficulty.name()
        );
    }
    let found = Arc::new(loaded.levels);
    cache.insert(key, found.clone());
    found
}

/// The engine's real grade of a puzzle: its band, or [`Rating::Beyond`] when the techniques
/// run out (it needs guessing). An entered puzzle is labelled with this, never rounded to a
/// band it is not in.
pub fn rating(puzzle: &Grid) -> Rating {
    Rating::of(&grade(puzzle))
}

/// As [`rating`], for a position brought with pencil marks: the techniques start from the
/// marks, as `rate` does. Call it only for a puzzle with one solution (for a position with
/// marks, one within its marks: the uniqueness techniques are on).
pub fn rating_of(puzzle: &Grid, marks: Option<&[Candidates]>) -> Rating {
    // An entered puzzle may be far beyond the shipped levels (a newspaper's killer): past
    // the rating budget it is taken as Expert, the hardest band, rather than kept waiting.
    Budget::time(budget::RATE).run(|| rating_within(puzzle, marks)).value
}

fn rating_within(puzzle: &Grid, marks: Option<&[Candidates]>) -> Rating {
    match marks {
        Some(marks) => Rating::of(&grade_with(
            LogicalSolver::with_candidates(puzzle, marks),
            TABLE[TABLE.len() - 1].technique,
        )),
        // Called for a puzzle with one solution: the grade need not count them again (the
        // count is the slow part on a killer).
        None => Rating::of(&crate::engine::logic::grade_unique(puzzle)),
    }
}

/// Checks a classic puzzle the player entered: [`from_variant_text`] on the classic board.
pub fn from_text(text: &str) -> Result<Loaded, LoadError> {
    from_variant_text(Variant::Classic, text)
}

/// Checks a puzzle the player entered for the board `variant`: it must parse and have exactly
/// one solution on that board. Besides the 81-character form (or the 9-line grid), a classic
/// or diagonal position with pencil marks is read as [`PencilMarks::parse`] reads it: its
/// placed digits are the givens, and its marks are constraints too, so it must have exactly
/// one solution that keeps every empty cell inside its marks (the givens alone may allow
/// several). A jigsaw puzzle is its digits and its region map, as
/// [`Grid::from_variant_line`] reads them. The cube is not entered here (its text is three
/// faces): it is read as the classic board would be, and refused when it is no cube text.
pub fn from_variant_text(variant: Variant, text: &str) -> Result<Loaded, LoadError> {
    let (puzzle, marks) = read_entered(variant, text)?;
    if puzzle.is_complete() {
        return Err(LoadError::AlreadySolved);
    }
    // The check is a killer's slow part (a newspaper's killer without givens): bounded, so
    // "Checking…" never stays for minutes.
    let count = Budget::time(budget::COUNT);
    let solution = match &marks {
        Some(marks) => {
            within_budget(&count, || solution_within(&puzzle, marks)).map_err(|_| LoadError::Unsettled)??
        }
        None => within_budget(&count, || solve_unique(&puzzle))
            .map_err(|_| LoadError::Unsettled)?
            .map_err(|e| match e {
                SolveError::Multiple => LoadError::Multiple,
                other => LoadError::NoSolution(other),
            })?,
    };
    let difficulty = rating_of(&puzzle, marks.as_deref())
        .difficulty()
        .unwrap_or(Difficulty::Expert);
    Ok(Loaded {
        puzzle,
        solution,
        difficulty,
        origin: Origin::Entered,
        marks,
    })
}

/// The givens (and pencil marks) of a text entered for the board `variant`, as
/// [`from_variant_text`] reads them, not yet checked for a solution.
pub fn read_entered(variant: Variant, text: &str) -> Result<(Grid, Option<Vec<Candidates>>), LoadError> {
    if text.trim().is_empty() {
        return Err(LoadError::Empty);
    }
    let row = variant.row();
    let (puzzle, marks) = match row.fixed_shape {
        // The classic forms, then the kind's own houses too (a diagonal board's diagonals):
        // the marks kept are those its digits allow as well.
        Some(shape) if row.classic_text => {
            let (grid, marks) = read_position(text.trim())?;
            let shape = shape();
            if *grid.shape() == shape {
                (grid, marks)
            } else {
                let grid = grid.with_shape(shape);
                let marks = marks.map(|marks| {
                    (0..grid.len())
                        .map(|c| marks[c].intersection(grid.candidates(c)))
                        .collect()
                });
                (grid, marks)
            }
        }
        _ => (
            Grid::from_variant_line(variant, text.trim()).map_err(LoadError::Parse)?,
            None,
        ),
    };
    Ok((puzzle, marks))
}

/// What the live check of a puzzle being entered found (see [`check_entered`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EntryCheck {
    /// Exactly one solution: it can be played.
    Unique,
    /// The count did not end within the budget: Play checks it to the end (with "Checking…"
    /// and Back to stop).
    Unsettled,
    /// Why it cannot be played as it stands: nothing entered, a text that does not parse, a
    /// clash, no solution, more than one.
    Refused(LoadError),
}

/// Checks the puzzle entered so far for the board `variant`, as the entry screen does while
/// the player types: it parses, it is not complete, its givens do not clash, and it has
/// exactly one solution (within its marks, for a pencil-mark position). The count stops when
/// the budget running on this thread runs out (the window runs it within [`budget::RATE`]
/// and a flag each new keystroke sets): then [`EntryCheck::Unsettled`].
pub fn check_entered(variant: Variant, text: &str) -> EntryCheck {
    let (puzzle, marks) = match read_entered(variant, text) {
        Ok(read) => read,
        Err(e) => return EntryCheck::Refused(e),
    };
    if puzzle.is_complete() {
        return EntryCheck::Refused(LoadError::AlreadySolved);
    }
    let conflicts = puzzle.conflicts();
    if !conflicts.is_empty() {
        return EntryCheck::Refused(LoadError::NoSolution(SolveError::Contradiction(conflicts)));
    }
    let within = marks.is_some();
    // The count stops when the budget running on this thread runs out (the solver asks it):
    // then what it found settles nothing.
    let found = match marks.as_deref() {
        Some(marks) => crate::engine::solutions_within(&puzzle, marks),
        None => crate::engine::solutions(&puzzle),
    };
    if budget::exhausted() {
        return EntryCheck::Unsettled;
    }
    match found {
        Solutions::Unique(_) => EntryCheck::Unique,
        Solutions::Multiple(..) if within => EntryCheck::Refused(LoadError::MultipleWithinMarks),
        Solutions::Multiple(..) => EntryCheck::Refused(LoadError::Multiple),
        Solutions::None if within => EntryCheck::Refused(LoadError::NoSolutionWithinMarks),
        Solutions::None => EntryCheck::Refused(LoadError::NoSolution(SolveError::NoSolution)),
    }
}

/// The one solution of a position with pencil marks that keeps every empty cell inside its
/// marks, or why there is none. With no solution within the marks, a player fixes the marks
/// best from the one cell to fix: when the givens alone have one solution, that is the first
/// cell whose marks strike out its digit; otherwise no single cell is to blame, and the
/// refusal says the marks leave no solution.
fn solution_within(puzzle: &Grid, marks: &[Candidates]) -> Result<Grid, LoadError> {
    solve_unique_within(puzzle, marks).map_err(|e| match e {
        SolveError::Multiple => LoadError::MultipleWithinMarks,
        SolveError::NoSolution => match struck_solution_digit(puzzle, marks) {
            Some((cell, digit)) => LoadError::MarksExcludeSolution {
                cell: puzzle.geometry().cell_name(cell),
                digit,
            },
            None => LoadError::NoSolutionWithinMarks,
        },
        contradiction => LoadError::NoSolution(contradiction),
    })
}

/// The givens of an entered text, and its pencil marks when it is a pencil-mark position.
/// A text of up to 81 cells is a plain puzzle (and its error is the puzzle parser's); a longer
/// one is a pencil-mark position. The marks kept are those the placed digits allow (a mark a
/// placed peer rules out is no candidate), so the notes shown are what the techniques use.
fn read_position(text: &str) -> Result<(Grid, Option<Vec<Candidates>>), LoadError> {
    let compact: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();
    if compact.len() <= 81 {
        return Grid::from_line(text).map(|g| (g, None)).map_err(LoadError::Parse);
    }
    match PencilMarks::parse(text) {
        Ok(position) => {
            let marks = (0..position.grid.len())
                .map(|c| match position.grid.get(c) {
                    Some(_) => Candidates::NONE,
                    None => position.candidates[c].intersection(position.grid.candidates(c)),
                })
                .collect();
            Ok((position.grid, Some(marks)))
        }
        // One run of cells with no groups: a puzzle or a 729-form of the wrong length.
        Err(_)
            if compact.len() != 729
                && compact.iter().all(|&c| c == '.' || c.is_ascii_digit())
                && text.split_whitespace().count() == 1 =>
        {
            Err(LoadError::Length { found: compact.len() })
        }
        Err(e) => Err(LoadError::Parse(e)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PUZZLE: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn a_position_with_pencil_marks_is_read_in_both_forms() {
        let plain = from_text(PUZZLE).unwrap();
        assert_eq!(plain.marks, None);
        let solution = &plain.solution;
        // The 729-character form of the plain candidates, less one wrong candidate of cell 2.
        let mut marks: Vec<Candidates> = (0..81).map(|c| plain.puzzle.candidates(c)).collect();
        let wrong = marks[2].iter().find(|&d| Some(d) != solution.get(2)).unwrap();
        marks[2].remove(wrong);
        let set = |c: usize| plain.puzzle.get(c).map_or(marks[c], Candidates::only);
        let long: String = (0..81)
            .flat_map(|c| Digit::all().map(move |d| if set(c).contains(d) { d.to_char() } else { '.' }))
            .collect();
        let loaded = from_text(&long).unwrap();
        // The givens are the placed digits and the cells left with one candidate; the other
        // cells keep those of their marks the givens allow.
        let kept = loaded.marks.clone().unwrap();
        for c in 0..81 {
            let placed = plain.puzzle.get(c).or(marks[c].single());
            assert_eq!(loaded.puzzle.get(c), placed, "cell {c}");
            let allowed = marks[c].intersection(loaded.puzzle.candidates(c));
            assert_eq!(
                kept[c],
                if placed.is_some() { Candidates::NONE } else { allowed },
                "cell {c}"
            );
        }
        assert!(kept[2].len() >= 2 && !kept[2].contains(wrong));
        assert_eq!(loaded.origin, Origin::Entered);
        // The printed form, nine groups a line.
        let printed: String = (0..81)
            .map(|c| {
                let group: String = set(c).iter().map(Digit::to_char).collect();
                format!("{group}{}", if c % 9 == 8 { "\n" } else { " " })
            })
            .collect();
        assert_eq!(from_text(&printed).unwrap().marks, loaded.marks);
        // A run of cells that is neither form says how long it is.
        assert_eq!(from_text(&long[..700]), Err(LoadError::Length { found: 700 }));
        // Marks without the solution's digit are refused, naming the cell (one with three
        // marks or more, so that it keeps two and is not read as placed).
        let cell = (0..81).find(|&c| marks[c].len() >= 3).unwrap();
        let digit = solution.get(cell).unwrap();
        let at = cell * 9 + digit.index();
        let mut bad = long.clone();
        bad.replace_range(at..at + 1, ".");
        assert_eq!(
            from_text(&bad),
            Err(LoadError::MarksExcludeSolution {
                cell: plain.puzzle.geometry().cell_name(cell),
                digit
            })
        );
    }

    #[test]
    fn the_live_check_says_one_none_or_many() {
        assert_eq!(check_entered(Variant::Classic, PUZZLE), EntryCheck::Unique);
        assert_eq!(
            check_entered(Variant::Diagonal, &".".repeat(81)),
            EntryCheck::Refused(LoadError::Multiple)
        );
        assert_eq!(
            check_entered(Variant::Classic, " "),
            EntryCheck::Refused(LoadError::Empty)
        );
        let clash = format!("55{}", &PUZZLE[2..]);
        assert!(matches!(
            check_entered(Variant::Classic, &clash),
            EntryCheck::Refused(LoadError::NoSolution(SolveError::Contradiction(_)))
        ));
        // A cancelled check settles nothing.
        let cancel = budget::Cancel::new();
        cancel.cancel();
        let stopped = Budget::unlimited().cancelled_by(&cancel);
        assert_eq!(
            stopped.run(|| check_entered(Variant::Classic, PUZZLE)).value,
            EntryCheck::Unsettled
        );
    }

    #[test]
    fn an_entered_puzzle_is_checked() {
        let loaded = from_text(PUZZLE).unwrap();
        assert_eq!(loaded.origin, Origin::Entered);
        assert!(loaded.solution.is_solved());
        assert_eq!(from_text("   "), Err(LoadError::Empty));
        assert!(matches!(from_text("53..7"), Err(LoadError::Parse(_))));
        assert!(matches!(from_text(&".".repeat(81)), Err(LoadError::Multiple)));
        let clash = format!("55{}", &PUZZLE[2..]);
        assert!(matches!(from_text(&clash), Err(LoadError::NoSolution(_))));
        let solved = loaded.solution.to_line();
        assert_eq!(from_text(&solved), Err(LoadError::AlreadySolved));
        // One sentence each, naming what was wrong.
        let parse = from_text("53..7").unwrap_err().to_string();
        assert_eq!(parse, "That is not a puzzle: line 1: 5 cells, expected 81.");
        let clash = from_text(&clash).unwrap_err().to_string();
        assert!(
            clash.starts_with("That puzzle cannot be solved: the givens contradict each other"),
            "{clash}"
        );
        for e in [LoadError::Empty, LoadError::Multiple, LoadError::ThreadStopped] {
            let sentence = e.to_string();
            assert!(
                sentence.ends_with('.') && sentence.matches(". ").count() <= 1,
                "{sentence}"
            );
        }
    }
}
