//! `hint`: the next logical step, from the puzzle or a board in play.

use clap::Args;

use super::common::parse_puzzle;
use super::{CliError, Exit};
use sudoku3d::engine::hint::hint;
use sudoku3d::engine::solve_unique;

/// `hint`'s arguments.
#[derive(Args, Debug)]
pub struct HintArgs {
    /// The puzzle (with --cube, three faces U F R).
    #[arg(num_args = 1..=3, required = true)]
    pub puzzle: Vec<String>,
    /// The board in play (same form as the puzzle); default: the puzzle itself.
    #[arg(long, num_args = 1..=3)]
    pub current: Vec<String>,
    /// The puzzle is a cube.
    #[arg(long)]
    pub cube: bool,
}

/// Prints the next step and the digit it places.
pub fn run(args: &HintArgs) -> Result<(), CliError> {
    let puzzle = parse_puzzle(&args.puzzle, args.cube)?;
    let current = if args.current.is_empty() {
        puzzle.clone()
    } else {
        parse_puzzle(&args.current, args.cube)?
    };
    if current.shape() != puzzle.shape() {
        return Err(CliError::new(
            Exit::Malformed,
            "--current is not the same kind of board as the puzzle",
        ));
    }
    if !puzzle.is_extended_by(&current) {
        return Err(CliError::new(
            Exit::Malformed,
            "--current changes a given of the puzzle",
        ));
    }
    solve_unique(&puzzle)?;
    let h = hint(&puzzle, &current);
    println!("{}", h.message());
    if let Some((cell, digit)) = h.placement() {
        println!("place {digit} in {}", puzzle.geometry().cell_name(cell));
    }
    Ok(())
}
