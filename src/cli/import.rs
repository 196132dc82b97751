//! `import`: the classic puzzle in a picture (a screenshot, a scan or a photo), as one line.

use std::path::PathBuf;

use clap::Args;

use super::output::Out;
use super::{CliError, Exit};
use sudoku3d::picture::{read_file, PictureError, Reading};

/// `import`'s arguments.
#[derive(Args, Debug)]
pub struct ImportArgs {
    /// The picture: PNG or JPEG.
    pub picture: PathBuf,
    /// One JSON object: the puzzle, each cell's digit and confidence, the cells to check, and
    /// the grid's corners in the picture.
    #[arg(long)]
    pub json: bool,
}

/// Reads the picture and prints the puzzle (81 characters, '.' for empty). A picture with no
/// grid is exit 3; a reading whose givens break the rules is exit 4 (printed all the same, so
/// the cells can be corrected by hand).
pub fn run(args: &ImportArgs) -> Result<(), CliError> {
    let reading = read_file(&args.picture).map_err(|e| match e {
        PictureError::Unreadable(_) => CliError::new(Exit::Io, e.to_string()),
        PictureError::NoGrid => CliError::new(
            Exit::Malformed,
            format!(
                "{}: {e} (a classic 9x9 board, whole and not turned more than about 15 degrees)",
                args.picture.display()
            ),
        ),
        PictureError::NoReader => CliError::new(Exit::Io, e.to_string()),
    })?;
    let mut out = Out::stdout();
    if args.json {
        out.line(&json_of(&reading).to_string())?;
    } else {
        out.line(&reading.puzzle.to_line())?;
    }
    out.finish()?;
    let conflicts = reading.puzzle.conflicts();
    if let Some(c) = conflicts.first() {
        let cells: Vec<String> = [c.first, c.second]
            .iter()
            .map(|&i| format!("r{}c{}", i / 9 + 1, i % 9 + 1))
            .collect();
        return Err(CliError::new(
            Exit::NoSolution,
            format!(
                "the reading has a conflict: {} and {} both read {}; check these cells",
                cells[0], cells[1], c.digit
            ),
        ));
    }
    Ok(())
}

fn json_of(reading: &Reading) -> serde_json::Value {
    let cells: Vec<serde_json::Value> = reading
        .puzzle
        .cells()
        .iter()
        .zip(&reading.confidence)
        .map(|(d, c)| {
            serde_json::json!({
                "digit": d.map(|d| d.get()),
                "confidence": (f64::from(*c) * 1000.0).round() / 1000.0,
            })
        })
        .collect();
    serde_json::json!({
        "puzzle": reading.puzzle.to_line(),
        "cells": cells,
        "doubtful": reading.doubtful(),
        "corners": reading.corners.iter().map(|&(x, y)| [x.round(), y.round()]).collect::<Vec<_>>(),
    })
}
