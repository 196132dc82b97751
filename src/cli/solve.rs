//! `solve`: one puzzle, or every puzzle of a file on worker threads.

use std::path::{Path, PathBuf};

use clap::Args;
use rayon::prelude::*;

use super::common::{entry_failure, file_entries, file_outcome, open_input, parse_puzzle, progress_bar, thread_pool};
use super::output::{warn, Out};
use super::{variant_of, CliError, Exit, GridFormat};
use sudoku3d::engine::format::{Entry, PuzzleReader, TextFormat};
use sudoku3d::engine::{solve_any, solve_unique, Grid, ParseError, SolveError, Variant};

/// `solve`'s arguments.
#[derive(Args, Debug)]
pub struct SolveArgs {
    /// The puzzle: 81 characters (1-9 given, '.' or '0' empty); with --cube, three faces U F R;
    /// with --variant jigsaw, the 81 digits then the 81-symbol region map; with --variant
    /// killer, the 81 digits (may be left out), the 81-symbol cage map, then the sums.
    // Unbounded: a killer's sums typed as "3, 15, 22" are several words (the parser joins them).
    #[arg(num_args = 0..)]
    pub puzzle: Vec<String>,
    /// Solve every puzzle in this file (81-character lines, or 9-line grids; jigsaw and
    /// killer puzzles and cubes one a line in their own form).
    #[arg(long, short = 'f', value_name = "PATH", conflicts_with = "puzzle")]
    pub file: Option<PathBuf>,
    /// Where to write the solutions of --file (default: standard output).
    #[arg(long, short = 'o', value_name = "PATH", requires = "file")]
    pub output: Option<PathBuf>,
    /// Print the solution as a 9x9 grid (a jigsaw's region map beside it, a killer's cages
    /// under it).
    #[arg(long)]
    pub pretty: bool,
    /// The puzzle is a cube: three faces U F R.
    #[arg(long)]
    pub cube: bool,
    #[arg(long, value_parser = super::KindArg::VARIANT, value_name = "VARIANT", ignore_case = true, conflicts_with = "cube", help = super::VARIANT_HELP)]
    pub variant: Option<Variant>,
    /// Accept puzzles with several solutions and print the first found.
    #[arg(long)]
    pub first: bool,
    /// Worker threads for --file (default: all cores; more than the cores is capped to them).
    #[arg(long, short = 'j')]
    pub jobs: Option<usize>,
    /// The layout of --file: `line` (81 characters a puzzle) or `grid` (9-line grids);
    /// default: told by the first line that looks like a puzzle.
    #[arg(long, value_enum, requires = "file")]
    pub format: Option<GridFormat>,
}

/// Solves the puzzle given, or every puzzle of `--file`.
pub fn run(args: &SolveArgs) -> Result<(), CliError> {
    if let Some(path) = &args.file {
        return solve_file(args, path);
    }
    // Said here, not left to clap: with a puzzle given, clap lets `--output` pass unused.
    for (given, name) in [(args.output.is_some(), "--output"), (args.format.is_some(), "--format")] {
        if given {
            return Err(CliError::new(
                Exit::Usage,
                format!("{name} applies to --file only; a single solution is printed to standard output"),
            ));
        }
    }
    let puzzle = parse_puzzle(&args.puzzle, variant_of(args.cube, args.variant))?;
    let solution = solve(&puzzle, args.first)?;
    let mut out = Out::stdout();
    if args.pretty {
        out.bytes(solution.to_pretty().as_bytes())?;
    } else {
        out.line(&solution.to_line())?;
    }
    out.finish()
}

fn solve(puzzle: &Grid, first: bool) -> Result<Grid, SolveError> {
    if first {
        solve_any(puzzle)
    } else {
        solve_unique(puzzle)
    }
}

/// What one entry of a file turned into: its solution, already formatted as the file is.
/// The classic fast path works on raw digits, so a big file spends its time solving rather
/// than building grids (on 17_clue the whole process takes about 1.6x the in-process
/// benchmark: docs/benchmarks.md, Solver).
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

/// The text that stands for an entry that failed, so the output still lines up.
fn failed_mark(format: TextFormat, variant: Variant) -> String {
    let row = variant.row();
    if row.classic_text {
        match format {
            TextFormat::Line => "x".repeat(81),
            TextFormat::Block => ["x x x x x x x x x"; 9].join("\n"),
        }
    } else {
        row.text_parts
            .iter()
            .map(|&n| "x".repeat(n))
            .collect::<Vec<_>>()
            .join(" ")
    }
}

fn solve_file(args: &SolveArgs, path: &Path) -> Result<(), CliError> {
    let input = open_input(path)?;
    let mut out = Out::to(args.output.as_deref(), &[path])?;
    let pool = thread_pool(args.jobs)?;
    let forced = args.format.map(TextFormat::from);
    let variant = variant_of(args.cube, args.variant);
    // Classic puzzles take the fast path; the others the general solver (cubes and jigsaws
    // one a line, diagonal puzzles in either classic layout).
    let (mut reader, mut cubes) = if variant.row().classic_text {
        (Some(PuzzleReader::with_format(input, forced)), None)
    } else {
        (None, Some(file_entries(input, variant, None)))
    };
    // A chunk of parsed puzzles is held at once; a jigsaw's or killer's holds its layout (about
    // 40 KB with its geometry and cage groups), so those take smaller chunks: 4,096 killer
    // lines held 196 MB at once, 256 hold a few MB and still keep both cores busy.
    let chunk_len = if variant.row().has_layout() { 256 } else { 4096 };
    let bar = progress_bar(None, "solving");
    let (mut solved, mut failed, mut total) = (0usize, 0usize, 0usize);
    let mut chunk: Vec<Entry> = Vec::with_capacity(chunk_len);
    loop {
        chunk.clear();
        match (&mut reader, &mut cubes) {
            (Some(r), _) => gather(r, &mut chunk, chunk_len),
            (None, Some(c)) => gather(c, &mut chunk, chunk_len),
            (None, None) => {}
        }
        if chunk.is_empty() {
            break;
        }
        let format = reader.as_ref().and_then(|r| r.format()).unwrap_or(TextFormat::Line);
        let results: Vec<Result<String, String>> = pool.install(|| {
            chunk
                .par_iter()
                .map(|e| {
                    // The classic board has its own fast solver; every other kind the general one.
                    if variant == Variant::Classic {
                        solve_entry(e, args.first, format)
                    } else {
                        solve_variant_entry(e, variant, args.first, format)
                    }
                })
                .collect()
        });
        for result in results {
            // Only the classic layouts have the block form (the others are read a line each).
            if total > 0 && format == TextFormat::Block {
                out.bytes(b"\n")?;
            }
            total += 1;
            let text = match result {
                Ok(text) => {
                    solved += 1;
                    text
                }
                Err(reason) => {
                    failed += 1;
                    bar.suspend(|| warn(&format!("error: {}: {reason}", path.display())));
                    failed_mark(format, variant)
                }
            };
            out.line(&text)?;
        }
        bar.inc(chunk.len() as u64);
    }
    out.finish()?;
    bar.finish_and_clear();
    file_outcome(path, total, failed, &format!("failed ({solved} solved)"))
}

/// Takes up to `limit` entries into `chunk`, ending it early after an over-long line: that is
/// reported at once, without waiting for the rest of a line that may never end.
fn gather(source: &mut dyn Iterator<Item = Entry>, chunk: &mut Vec<Entry>, limit: usize) {
    while chunk.len() < limit {
        let Some(entry) = source.next() else { break };
        let too_long = matches!(entry.grid, Err(ParseError::LineTooLong { .. }));
        chunk.push(entry);
        if too_long {
            break;
        }
    }
}

/// A puzzle of a file of any kind but classic, solved by the general solver: the solution in
/// the puzzle's form (a diagonal one in the file's layout, a cube's three faces on one line, a
/// jigsaw's digits then its map, a killer's digits, cage map and sums).
fn solve_variant_entry(entry: &Entry, variant: Variant, first: bool, format: TextFormat) -> Result<String, String> {
    let row = variant.row();
    let grid = entry.grid.as_ref().map_err(|e| {
        if row.line_positions {
            entry_failure(entry.line, e)
        } else {
            // A cube's positions lie in a face: the file's line goes before them.
            format!("line {}: {e}", entry.line)
        }
    })?;
    let grid = match row.fixed_shape {
        // The reader of the classic layouts gives classic boards.
        Some(shape) if row.classic_text => grid.clone().with_shape(shape()),
        _ => grid.clone(),
    };
    let solution = solve(&grid, first).map_err(|e| format!("line {}: {e}", entry.line))?;
    Ok(match format {
        TextFormat::Block if row.classic_text => solution.to_block(),
        _ => solution.to_line(),
    })
}
