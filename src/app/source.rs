//! Where puzzles come from: the generator (with a seed) or a puzzle the player types or
//! pastes. Level files and saved games will be further kinds of [`Request`]; the screens
//! only see a [`Loaded`] puzzle or a [`LoadError`].
//!
//! Loading can be slow (generating a hard puzzle takes a while), so [`load`] runs it on its
//! own thread and is awaited from a `Task`, never on the UI thread.

use std::fmt;

use crate::engine::{generate_seeded, grade, solve_unique, Difficulty, Grid, Rating, Shape, SolveError};

/// What puzzle to load.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    /// A new puzzle from the generator.
    Generate {
        /// The board.
        shape: Shape,
        /// The band to aim for.
        difficulty: Difficulty,
        /// The seed; the same seed always gives the same puzzle.
        seed: u64,
    },
    /// A classic puzzle the player entered (81 characters, `.` or `0` for empty cells).
    Text(String),
}

/// Where a loaded puzzle came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Origin {
    /// The generator, with this seed.
    Generated {
        /// The seed.
        seed: u64,
    },
    /// The player entered it.
    Entered,
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
}

/// Why no puzzle could be loaded. Each says what to do in a sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    /// Nothing was entered.
    Empty,
    /// The text is not a puzzle; the parser's explanation.
    Parse(String),
    /// The givens break a rule or leave no solution.
    NoSolution(String),
    /// More than one solution: not a proper Sudoku.
    Multiple,
    /// Every cell is already filled.
    AlreadySolved,
    /// The background work failed.
    Failed(String),
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::Empty => {
                f.write_str("Type or paste a puzzle first: 81 characters, 1-9 for givens and . or 0 for empty cells.")
            }
            LoadError::Parse(why) => write!(f, "That is not a puzzle: {why}."),
            LoadError::NoSolution(why) => write!(f, "That puzzle cannot be solved: {why}."),
            LoadError::Multiple => {
                f.write_str("That puzzle has more than one solution; a Sudoku needs exactly one. Add more givens.")
            }
            LoadError::AlreadySolved => {
                f.write_str("That puzzle is already complete: leave some cells empty (. or 0).")
            }
            LoadError::Failed(why) => write!(f, "Could not load a puzzle: {why}."),
        }
    }
}

/// A fresh random seed for the generator: below a million, so the number shown with a game
/// is short enough to note down and play again (`--seed`).
pub fn random_seed() -> u64 {
    rand::random_range(0..1_000_000)
}

/// Loads a puzzle on the calling thread. Generating can take seconds: from the UI, use [`load`].
pub fn load_now(request: Request) -> Result<Loaded, LoadError> {
    match request {
        Request::Generate {
            shape,
            difficulty,
            seed,
        } => {
            let p = generate_seeded(shape, difficulty, seed);
            Ok(Loaded {
                puzzle: p.puzzle,
                solution: p.solution,
                difficulty: p.difficulty,
                origin: Origin::Generated { seed },
            })
        }
        Request::Text(text) => from_text(&text),
    }
}

/// Loads a puzzle on a thread of its own, for a `Task`.
pub async fn load(request: Request) -> Result<Loaded, LoadError> {
    let (sender, receiver) = iced::futures::channel::oneshot::channel();
    std::thread::Builder::new()
        .name("sudoku3d-puzzle".into())
        .spawn(move || {
            let _ = sender.send(load_now(request));
        })
        .map_err(|e| LoadError::Failed(e.to_string()))?;
    receiver
        .await
        .map_err(|_| LoadError::Failed("the puzzle thread stopped".into()))?
}

/// Checks a puzzle the player entered: it must parse and have exactly one solution.
pub fn from_text(text: &str) -> Result<Loaded, LoadError> {
    if text.trim().is_empty() {
        return Err(LoadError::Empty);
    }
    let puzzle = Grid::from_line(text.trim()).map_err(|e| LoadError::Parse(e.to_string()))?;
    if puzzle.is_complete() {
        return Err(LoadError::AlreadySolved);
    }
    let solution = solve_unique(&puzzle).map_err(|e| match e {
        SolveError::Multiple => LoadError::Multiple,
        other => LoadError::NoSolution(other.to_string()),
    })?;
    let difficulty = match Rating::of(&grade(&puzzle)) {
        Rating::Easy => Difficulty::Easy,
        Rating::Medium => Difficulty::Medium,
        Rating::Hard | Rating::Beyond => Difficulty::Hard,
    };
    Ok(Loaded {
        puzzle,
        solution,
        difficulty,
        origin: Origin::Entered,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const PUZZLE: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

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
        for e in [LoadError::Empty, LoadError::Multiple] {
            assert!(e.to_string().ends_with('.'));
        }
    }

    #[test]
    fn loading_runs_off_thread() {
        let loaded = iced::futures::executor::block_on(load(Request::Text(PUZZLE.into()))).unwrap();
        assert_eq!(loaded.puzzle.to_line(), PUZZLE);
    }
}
