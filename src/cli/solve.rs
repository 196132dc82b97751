//! `solve`: one puzzle, or every puzzle of a file on worker threads.

use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};

use clap::Args;
use rayon::prelude::*;

use super::common::{create_output, file_outcome, open_input, parse_puzzle, progress_bar, thread_pool, write_err};
use super::CliError;
use sudoku3d::engine::format::{Entry, PuzzleReader, TextFormat};
use sudoku3d::engine::{solve_any, solve_unique, SolveError};

/// `solve`'s arguments.
#[derive(Args, Debug)]
pub struct SolveArgs {
    /// The puzzle: 81 characters (1-9 given, '.' or '0' empty); with --cube, three faces U F R.
    #[arg(num_args = 0..=3)]
    pub puzzle: Vec<String>,
    /// Solve every puzzle in this file (81-character lines, or 9-line grids).
    #[arg(long, short = 'f', value_name = "PATH", conflicts_with = "puzzle")]
    pub file: Option<PathBuf>,
    /// Where to write the solutions of --file (default: standard output).
    #[arg(long, short = 'o', value_name = "PATH", requires = "file")]
    pub output: Option<PathBuf>,
    /// Print the solution as a 9x9 grid.
    #[arg(long)]
    pub pretty: bool,
    /// The puzzle is a cube: three faces U F R.
    #[arg(long)]
    pub cube: bool,
    /// Accept puzzles with several solutions and print the first found.
    #[arg(long)]
    pub first: bool,
    /// Worker threads for --file (default: all cores).
    #[arg(long, short = 'j')]
    pub jobs: Option<usize>,
}

/// Solves the puzzle given, or every puzzle of `--file`.
pub fn run(args: &SolveArgs) -> Result<(), CliError> {
    if let Some(path) = &args.file {
        return solve_file(args, path);
    }
    let puzzle = parse_puzzle(&args.puzzle, args.cube)?;
    let solution = if args.first {
        solve_any(&puzzle)?
    } else {
        solve_unique(&puzzle)?
    };
    if args.pretty {
        print!("{}", solution.to_pretty());
    } else {
        println!("{}", solution.to_line());
    }
    Ok(())
}

/// What one entry of a file turned into: its solution, already formatted as the file is.
/// The classic fast path works on raw digits, so a big file spends its time solving rather
/// than building grids (the CLI stays within 1.5x of the in-process benchmark).
fn solve_entry(entry: &Entry, first: bool, format: TextFormat) -> Result<String, String> {
    let grid = entry.grid.as_ref().map_err(|e| e.to_string())?;
    let cells = sudoku3d::engine::grids::to_cells(grid);
    let mut solution = [0u8; 81];
    let found = sudoku3d::engine::fast::solve_cells(&cells, if first { 1 } else { 2 }, &mut solution);
    if found == 0 {
        // Say why: contradictory givens name their cells.
        let e = solve_any(grid).err().unwrap_or(SolveError::NoSolution);
        return Err(format!("line {}: {e}", entry.line));
    }
    if found > 1 && !first {
        return Err(format!("line {}: {}", entry.line, SolveError::Multiple));
    }
    let digits = solution.map(|d| b'0' + d);
    Ok(match format {
        TextFormat::Line => String::from_utf8_lossy(&digits).into_owned(),
        TextFormat::Block => {
            let mut s = String::with_capacity(162);
            for (i, &d) in digits.iter().enumerate() {
                s.push(d as char);
                if i % 9 == 8 {
                    if i < 80 {
                        s.push('\n');
                    }
                } else {
                    s.push(' ');
                }
            }
            s
        }
    })
}

fn solve_file(args: &SolveArgs, path: &Path) -> Result<(), CliError> {
    const CHUNK: usize = 4096;
    let input = open_input(path)?;
    let out_name = args
        .output
        .as_ref()
        .map_or("standard output".to_string(), |p| p.display().to_string());
    let mut out: Box<dyn Write> = match &args.output {
        Some(p) => Box::new(create_output(p)?),
        None => Box::new(BufWriter::new(io::stdout().lock())),
    };
    let pool = thread_pool(args.jobs)?;
    let mut reader = PuzzleReader::new(input);
    let bar = progress_bar(None, "solving");
    let (mut solved, mut failed, mut total) = (0usize, 0usize, 0usize);
    let mut chunk: Vec<Entry> = Vec::with_capacity(CHUNK);
    loop {
        chunk.clear();
        chunk.extend(reader.by_ref().take(CHUNK));
        if chunk.is_empty() {
            break;
        }
        let format = reader.format().unwrap_or(TextFormat::Line);
        let results: Vec<Result<String, String>> =
            pool.install(|| chunk.par_iter().map(|e| solve_entry(e, args.first, format)).collect());
        for result in results {
            if total > 0 && format == TextFormat::Block {
                out.write_all(b"\n").map_err(|e| write_err(&out_name, e))?;
            }
            total += 1;
            let text = match result {
                Ok(text) => {
                    solved += 1;
                    text
                }
                Err(reason) => {
                    failed += 1;
                    bar.suspend(|| eprintln!("error: {}: {reason}", path.display()));
                    // Mark the place so the output still lines up with the input.
                    match format {
                        TextFormat::Line => "x".repeat(81),
                        TextFormat::Block => ["x x x x x x x x x"; 9].join("\n"),
                    }
                }
            };
            out.write_all(text.as_bytes())
                .and_then(|_| out.write_all(b"\n"))
                .map_err(|e| write_err(&out_name, e))?;
        }
        bar.inc(chunk.len() as u64);
    }
    out.flush().map_err(|e| write_err(&out_name, e))?;
    bar.finish_and_clear();
    file_outcome(path, total, failed, &format!("failed ({solved} solved)"))
}
