//! `rate`: how many solutions, and the techniques a person needs.

use std::io::{self, BufWriter, Write};
use std::path::PathBuf;

use clap::Args;

use super::common::{file_entries, file_outcome, open_input, parse_puzzle, write_err};
use super::CliError;
use sudoku3d::engine::generator::Rating;
use sudoku3d::engine::grade::grade;
use sudoku3d::engine::{count_solutions, Grid};

/// `rate`'s arguments.
#[derive(Args, Debug)]
pub struct RateArgs {
    /// The puzzle (with --cube, three faces U F R).
    #[arg(num_args = 0..=3)]
    pub puzzle: Vec<String>,
    /// Rate every puzzle of a file, one result a line.
    #[arg(long, short = 'f', conflicts_with = "puzzle")]
    pub file: Option<PathBuf>,
    /// One JSON object per puzzle.
    #[arg(long)]
    pub json: bool,
    /// The puzzle is a cube.
    #[arg(long)]
    pub cube: bool,
}

/// What `rate` reports for one puzzle.
#[derive(serde::Serialize, Debug, Clone, PartialEq, Eq)]
pub struct RateReport {
    /// 0, 1, or 2 meaning "two or more".
    pub solutions: usize,
    /// Empty cells.
    pub empty: usize,
    /// `easy`, `medium`, `hard`, or `beyond` when the techniques run out.
    pub difficulty: &'static str,
    /// The hardest technique needed, in snake_case.
    pub hardest: Option<&'static str>,
    /// The score (sum of technique weights over the steps).
    pub score: u32,
}

/// Rates a puzzle: solution count, then the grader.
pub fn rate_puzzle(puzzle: &Grid) -> RateReport {
    let solutions = if puzzle.conflicts().is_empty() {
        count_solutions(puzzle, 2)
    } else {
        0
    };
    let g = grade(puzzle);
    let rating = if solutions == 1 { Rating::of(&g) } else { Rating::Beyond };
    RateReport {
        solutions,
        empty: puzzle.empty_count(),
        difficulty: rating.name(),
        hardest: g.hardest.map(|t| t.name()),
        score: g.score,
    }
}

/// One puzzle's report as printed: a line of text, or of JSON.
fn rate_line(r: &RateReport, json: bool) -> String {
    if json {
        return serde_json::to_string(r).unwrap_or_default();
    }
    let unique = match r.solutions {
        0 => "no solution",
        1 => "unique",
        _ => "more than one solution",
    };
    format!(
        "{:<7} hardest={} score={} empty={} {}",
        r.difficulty,
        r.hardest.unwrap_or("none"),
        r.score,
        r.empty,
        unique
    )
}

/// Rates the puzzle given, or every puzzle of `--file`.
pub fn run(args: &RateArgs) -> Result<(), CliError> {
    let Some(path) = &args.file else {
        let puzzle = parse_puzzle(&args.puzzle, args.cube)?;
        println!("{}", rate_line(&rate_puzzle(&puzzle), args.json));
        return Ok(());
    };
    let input = open_input(path)?;
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let (mut total, mut failed) = (0, 0);
    let lines = file_entries(input, args.cube);
    for entry in lines {
        total += 1;
        let line = match &entry.grid {
            Ok(g) => rate_line(&rate_puzzle(g), args.json),
            Err(e) => {
                failed += 1;
                eprintln!("error: {}: {e}", path.display());
                if args.json {
                    format!(
                        "{{\"error\":{}}}",
                        serde_json::to_string(&e.to_string()).unwrap_or_default()
                    )
                } else {
                    format!("error   {e}")
                }
            }
        };
        writeln!(out, "{line}").map_err(|e| write_err("standard output", e))?;
    }
    out.flush().map_err(|e| write_err("standard output", e))?;
    file_outcome(path, total, failed, "could not be read")
}
