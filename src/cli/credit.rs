//! `credit`: the technique a player's move is credited to, or `unexplained`.

use std::time::Duration;

use clap::Args;

use super::hint::{cell_of, parse_position};
use super::output::Out;
use super::{variant_of, CliError, Exit};
use sudoku3d::engine::learn::{credit, position_marks, Budget, Credit, PlayerMove};
use sudoku3d::engine::{solve_unique, Digit, Grid, Variant};

/// `credit`'s arguments.
#[derive(Args, Debug)]
pub struct CreditArgs {
    /// The puzzle (as `hint` reads it).
    #[arg(num_args = 1..=3, required = true)]
    pub puzzle: Vec<String>,
    /// The board before the move, with the player's pencil marks if any (as `hint --current`
    /// reads it); default: the puzzle itself.
    #[arg(long, num_args = 1..=3)]
    pub current: Vec<String>,
    /// The move: a digit placed, `r5c5=3`.
    #[arg(long, conflicts_with = "remove", required_unless_present = "remove")]
    pub place: Option<String>,
    /// The move: candidates removed, `r1c2=5,r1c3=57` (a cell's name, `=`, its digits).
    #[arg(long)]
    pub remove: Option<String>,
    /// The puzzle is a cube.
    #[arg(long)]
    pub cube: bool,
    #[arg(long, value_parser = super::KindArg::VARIANT, value_name = "VARIANT", ignore_case = true, conflicts_with = "cube", help = super::VARIANT_HELP)]
    pub variant: Option<Variant>,
    /// The time the search may take, in milliseconds.
    #[arg(long, default_value_t = 500)]
    pub budget_ms: u64,
    /// Print JSON: the credit, the technique's name and title, and why a move is unexplained.
    #[arg(long)]
    pub json: bool,
}

/// `NAME=DIGITS` as (cell, digits).
fn parse_candidates(grid: &Grid, text: &str, what: &str) -> Result<Vec<(usize, Digit)>, CliError> {
    let mut out = Vec::new();
    for part in text.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let (name, digits) = part.rsplit_once('=').ok_or_else(|| {
            CliError::new(
                Exit::Usage,
                format!("{what}: {part:?} is not CELL=DIGIT (write r5c5=3)"),
            )
        })?;
        let cell = cell_of(grid, name, what)?;
        if digits.is_empty() {
            return Err(CliError::new(Exit::Usage, format!("{what}: {part:?} names no digit")));
        }
        for ch in digits.chars() {
            let digit = Digit::from_char(ch)
                .ok_or_else(|| CliError::new(Exit::Usage, format!("{what}: {ch:?} in {part:?} is not a digit 1-9")))?;
            out.push((cell, digit));
        }
    }
    if out.is_empty() {
        return Err(CliError::new(Exit::Usage, format!("{what}: no candidate given")));
    }
    Ok(out)
}

/// Prints what the move is credited to.
pub fn run(args: &CreditArgs) -> Result<(), CliError> {
    let variant = variant_of(args.cube, args.variant);
    let (puzzle, puzzle_marks) = parse_position(&args.puzzle, variant)?;
    let (board, notes) = if args.current.is_empty() {
        (puzzle.clone(), puzzle_marks)
    } else {
        parse_position(&args.current, variant)?
    };
    if board.shape() != puzzle.shape() || !puzzle.is_extended_by(&board) {
        return Err(CliError::new(
            Exit::Malformed,
            "--current is not a board of the puzzle (another kind of board, or a given changed)",
        ));
    }
    let solution = solve_unique(&puzzle)?;
    let notes = notes.unwrap_or_default();
    let g = board.geometry();
    let mv = match (&args.place, &args.remove) {
        (Some(place), _) => {
            let mut placed = parse_candidates(&board, place, "--place")?;
            if placed.len() != 1 {
                return Err(CliError::new(Exit::Usage, "--place: one cell and one digit (r5c5=3)"));
            }
            let (cell, digit) = placed.remove(0);
            if board.get(cell).is_some() {
                return Err(CliError::new(
                    Exit::Usage,
                    format!("--place: {} is filled already", g.cell_name(cell)),
                ));
            }
            PlayerMove::Place(cell, digit)
        }
        (None, Some(remove)) => {
            let removed = parse_candidates(&board, remove, "--remove")?;
            let marks = position_marks(&solution, &board, &notes);
            if let Some(&(c, d)) = removed.iter().find(|&&(c, d)| !marks[c].contains(d)) {
                return Err(CliError::new(
                    Exit::Usage,
                    format!("--remove: {} has no candidate {d} on this board", g.cell_name(c)),
                ));
            }
            PlayerMove::Remove(removed)
        }
        (None, None) => return Err(CliError::new(Exit::Usage, "give --place or --remove")),
    };
    let budget = Budget {
        time: Duration::from_millis(args.budget_ms),
        ..Budget::default()
    };
    let credited = credit(&solution, &board, &notes, &mv, &budget);
    let mut out = Out::stdout();
    if args.json {
        let reason = match credited {
            Credit::Unexplained(why) => serde_json::to_value(why).unwrap_or_default(),
            _ => serde_json::Value::Null,
        };
        let technique = credited.technique();
        out.line(
            &serde_json::json!({
                "credit": credited.name(),
                "technique": technique.map(|t| t.name()),
                "title": technique.map(|t| t.title()),
                "unexplained": reason,
            })
            .to_string(),
        )?;
    } else {
        out.line(credited.name())?;
    }
    out.finish()
}
