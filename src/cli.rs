//! The command line: solve, grids, generate, rate, hint, levels and render.
//!
//! Every command answers bad input with one line on stderr and a distinct exit code (see
//! [`Exit`]); nothing panics on a user's data.

use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use clap::{Args, Parser, Subcommand, ValueEnum};
use indicatif::{ProgressBar, ProgressStyle};
use rand::rngs::StdRng;
use rand::SeedableRng;
use rayon::prelude::*;

use crate::engine::format::{Entry, PuzzleReader, TextFormat};
use crate::engine::generator::{generate_seeded, Difficulty, Rating};
use crate::engine::grade::grade;
use crate::engine::grids::distinct_grids;
use crate::engine::hint::hint;
use crate::engine::{count_solutions, solve_any, solve_unique, Grid, ParseError, Shape, SolveError};

/// Exit codes, one per class of failure.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exit {
    /// Success.
    Ok = 0,
    /// A file could not be read or written.
    Io = 1,
    /// Wrong arguments (clap's own code).
    Usage = 2,
    /// The puzzle text is malformed.
    Malformed = 3,
    /// The puzzle has no solution (or its givens contradict each other).
    NoSolution = 4,
    /// The puzzle has more than one solution.
    Multiple = 5,
    /// A file was processed, but some entries failed.
    SomeFailed = 6,
}

/// A failure with its exit code and the one line to print.
#[derive(Debug)]
pub struct CliError {
    /// The exit code.
    pub exit: Exit,
    /// What went wrong, where, and what was expected.
    pub message: String,
}

impl CliError {
    fn new(exit: Exit, message: impl Into<String>) -> CliError {
        CliError {
            exit,
            message: message.into(),
        }
    }
}

impl From<SolveError> for CliError {
    fn from(e: SolveError) -> CliError {
        let exit = match e {
            SolveError::Multiple => Exit::Multiple,
            SolveError::Contradiction(_) | SolveError::NoSolution => Exit::NoSolution,
        };
        CliError::new(exit, e.to_string())
    }
}

impl From<ParseError> for CliError {
    fn from(e: ParseError) -> CliError {
        CliError::new(Exit::Malformed, format!("malformed puzzle: {e}"))
    }
}

/// Sudoku 3D: with no command, opens the game window; with a command, works in the terminal.
#[derive(Parser, Debug)]
#[command(name = "sudoku3d", version, about, long_about = None)]
pub struct Cli {
    /// Short form of `grids -n N`: write N distinct finished grids to sudoku.txt.
    #[arg(short = 'c', value_name = "N", conflicts_with = "solve_file")]
    pub count: Option<u64>,
    /// Short form of `solve --file PATH`.
    #[arg(short = 's', value_name = "PATH")]
    pub solve_file: Option<PathBuf>,
    /// Window: save a PNG of the first screen to PATH and exit.
    #[arg(long, value_name = "PATH")]
    pub screenshot: Option<PathBuf>,
    /// Window: open straight into a game of this mode.
    #[arg(long, value_enum)]
    pub mode: Option<ModeArg>,
    /// Window: the difficulty of that game (with --mode).
    #[arg(long, value_parser = parse_difficulty)]
    pub difficulty: Option<Difficulty>,
    /// Window: the seed of that game (with --mode).
    #[arg(long)]
    pub seed: Option<u64>,
    /// The command to run; none opens the window.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// Classic board or cube.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ModeArg {
    /// The 9x9 board.
    Classic,
    /// The three-face cube.
    Cube,
}

impl From<ModeArg> for Shape {
    fn from(m: ModeArg) -> Shape {
        match m {
            ModeArg::Classic => Shape::Classic,
            ModeArg::Cube => Shape::Cube,
        }
    }
}

fn parse_difficulty(s: &str) -> Result<Difficulty, String> {
    s.parse()
}

/// The terminal commands.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Solve one puzzle, or every puzzle of a file.
    #[command(
        after_help = "Examples:\n  sudoku3d solve 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n  sudoku3d solve --file puzzles.txt --output solutions.txt\n  sudoku3d solve --cube U F R"
    )]
    Solve(SolveArgs),
    /// Write N distinct finished grids.
    #[command(after_help = "Example:\n  sudoku3d grids -n 1000000 --format line --output grids.txt")]
    Grids(GridsArgs),
    /// Generate puzzles with exactly one solution, one per line.
    #[command(
        after_help = "Examples:\n  sudoku3d generate --difficulty hard -n 10 --seed 1\n  sudoku3d generate --cube --difficulty easy --json"
    )]
    Generate(GenerateArgs),
    /// Rate a puzzle by the techniques a person needs.
    #[command(
        after_help = "Examples:\n  sudoku3d rate 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n  sudoku3d rate --file puzzles.txt --json"
    )]
    Rate(RateArgs),
    /// The next logical step for a puzzle (optionally from a board in play).
    #[command(
        after_help = "Example:\n  sudoku3d hint 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
    )]
    Hint(HintArgs),
    /// Pregenerate the level files on worker threads.
    #[command(
        after_help = "Example:\n  sudoku3d levels --per-difficulty 50 --timeout-ms 2000 --seed 2026 --out levels"
    )]
    Levels(LevelsArgs),
    /// Draw the cube's isometric preview to a PNG.
    #[command(after_help = "Example:\n  sudoku3d render --cube U F R --output cube.png --size 600")]
    Render(RenderArgs),
}

/// `solve`.
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

/// `grids`.
#[derive(Args, Debug)]
pub struct GridsArgs {
    /// How many grids (1 to 10,000,000).
    #[arg(short = 'n', value_name = "N")]
    pub count: u64,
    /// Output file.
    #[arg(long, short = 'o', default_value = "sudoku.txt")]
    pub output: PathBuf,
    /// 9-line grids (digits separated by spaces) or 81-digit lines.
    #[arg(long, value_enum, default_value_t = GridFormat::Grid)]
    pub format: GridFormat,
    /// Seed for reproducible output.
    #[arg(long)]
    pub seed: Option<u64>,
}

/// How `grids` writes a grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum GridFormat {
    /// Nine lines of nine digits separated by spaces, a blank line between grids.
    Grid,
    /// One 81-digit line per grid.
    Line,
}

/// `generate`.
#[derive(Args, Debug)]
pub struct GenerateArgs {
    /// easy, medium or hard.
    #[arg(long, short = 'd', value_parser = parse_difficulty, default_value = "medium")]
    pub difficulty: Difficulty,
    /// How many puzzles.
    #[arg(short = 'n', default_value_t = 1)]
    pub count: u64,
    /// Seed: puzzle i uses seed S+i, so the same seed gives the same puzzles.
    #[arg(long)]
    pub seed: Option<u64>,
    /// Generate cubes (three faces U F R on one line).
    #[arg(long)]
    pub cube: bool,
    /// Print the solution after the puzzle.
    #[arg(long)]
    pub with_solution: bool,
    /// One JSON object per line.
    #[arg(long)]
    pub json: bool,
}

/// `rate`.
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

/// `hint`.
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

/// `levels`.
#[derive(Args, Debug)]
pub struct LevelsArgs {
    /// Levels per mode and difficulty.
    #[arg(long, default_value_t = 50)]
    pub per_difficulty: usize,
    /// An attempt running longer than this is abandoned and a new one started.
    #[arg(long, default_value_t = 2000)]
    pub timeout_ms: u64,
    /// Base seed (the files are reproducible from it).
    #[arg(long, default_value_t = 2026)]
    pub seed: u64,
    /// Output folder.
    #[arg(long, default_value = "levels")]
    pub out: PathBuf,
    /// Worker threads (default: all cores).
    #[arg(long, short = 'j')]
    pub jobs: Option<usize>,
    /// Only this mode (default: both).
    #[arg(long, value_enum)]
    pub mode: Option<ModeArg>,
}

/// `render`.
#[derive(Args, Debug)]
pub struct RenderArgs {
    /// The cube's faces U F R.
    #[arg(long, num_args = 3, required = true, value_names = ["U", "F", "R"])]
    pub cube: Vec<String>,
    /// The PNG to write.
    #[arg(long, short = 'o')]
    pub output: PathBuf,
    /// Width and height in pixels.
    #[arg(long, default_value_t = 600)]
    pub size: u32,
}

/// Runs a terminal command; `Ok(false)` means no command was given (open the window).
pub fn run(cli: Cli) -> Result<bool, CliError> {
    if let Some(n) = cli.count {
        grids(&GridsArgs {
            count: n,
            output: PathBuf::from("sudoku.txt"),
            format: GridFormat::Grid,
            seed: None,
        })?;
        return Ok(true);
    }
    if let Some(path) = cli.solve_file {
        let args = SolveArgs {
            puzzle: vec![],
            file: Some(path),
            output: None,
            pretty: false,
            cube: false,
            first: false,
            jobs: None,
        };
        solve(&args)?;
        return Ok(true);
    }
    match cli.command {
        None => Ok(false),
        Some(Command::Solve(a)) => solve(&a).map(|_| true),
        Some(Command::Grids(a)) => grids(&a).map(|_| true),
        Some(Command::Generate(a)) => generate(&a).map(|_| true),
        Some(Command::Rate(a)) => rate(&a).map(|_| true),
        Some(Command::Hint(a)) => hint_command(&a).map(|_| true),
        Some(Command::Levels(a)) => levels(&a).map(|_| true),
        Some(Command::Render(a)) => render(&a).map(|_| true),
    }
}

/// A puzzle from the command line: one string (classic) or three faces (cube).
fn parse_puzzle(parts: &[String], cube: bool) -> Result<Grid, CliError> {
    if cube || parts.len() == 3 {
        if parts.len() == 1 {
            return Ok(Grid::cube_from_line(&parts[0])?);
        }
        if parts.len() != 3 {
            return Err(CliError::new(
                Exit::Malformed,
                format!("a cube needs three faces U F R, got {}", parts.len()),
            ));
        }
        return Ok(Grid::cube_from_faces([&parts[0], &parts[1], &parts[2]])?);
    }
    match parts {
        [one] => Ok(Grid::from_line(one)?),
        [] => Err(CliError::new(
            Exit::Usage,
            "no puzzle given: pass 81 characters, or --file PATH",
        )),
        _ => Err(CliError::new(
            Exit::Malformed,
            format!("expected one puzzle of 81 characters, got {} arguments", parts.len()),
        )),
    }
}

fn open_input(path: &Path) -> Result<BufReader<File>, CliError> {
    let file = File::open(path).map_err(|e| CliError::new(Exit::Io, format!("cannot open {}: {e}", path.display())))?;
    if file.metadata().map(|m| m.is_dir()).unwrap_or(false) {
        return Err(CliError::new(
            Exit::Io,
            format!("cannot read {}: it is a folder", path.display()),
        ));
    }
    Ok(BufReader::with_capacity(1 << 16, file))
}

fn create_output(path: &Path) -> Result<BufWriter<File>, CliError> {
    File::create(path)
        .map(|f| BufWriter::with_capacity(1 << 20, f))
        .map_err(|e| CliError::new(Exit::Io, format!("cannot write {}: {e}", path.display())))
}

fn write_err(path: &str, e: io::Error) -> CliError {
    CliError::new(Exit::Io, format!("cannot write {path}: {e}"))
}

fn progress_bar(len: Option<u64>, what: &str) -> ProgressBar {
    if !io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = match len {
        Some(n) => ProgressBar::new(n),
        None => ProgressBar::new_spinner(),
    };
    let template = if len.is_some() {
        "{spinner} {msg} [{bar:40}] {pos}/{len} ({per_sec}, {eta} left)"
    } else {
        "{spinner} {msg} {pos} ({per_sec})"
    };
    if let Ok(style) = ProgressStyle::with_template(template) {
        bar.set_style(style.progress_chars("=> "));
    }
    bar.set_message(what.to_string());
    bar
}

fn thread_pool(jobs: Option<usize>) -> Result<rayon::ThreadPool, CliError> {
    let mut builder = rayon::ThreadPoolBuilder::new();
    if let Some(j) = jobs {
        if j == 0 {
            return Err(CliError::new(Exit::Usage, "--jobs must be at least 1"));
        }
        builder = builder.num_threads(j);
    }
    builder
        .build()
        .map_err(|e| CliError::new(Exit::Io, format!("cannot start worker threads: {e}")))
}

fn solve(args: &SolveArgs) -> Result<(), CliError> {
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

/// What one entry of a file turned into.
/// What one entry of a file turned into: its solution, already formatted as the file is.
/// The classic fast path works on raw digits, so a big file spends its time solving rather
/// than building grids (the CLI stays within 1.5x of the in-process benchmark).
fn solve_entry(entry: &Entry, first: bool, format: TextFormat) -> Result<String, String> {
    let grid = entry.grid.as_ref().map_err(|e| e.to_string())?;
    let cells = crate::engine::grids::to_cells(grid);
    let mut solution = [0u8; 81];
    let found = crate::engine::fast::solve_cells(&cells, if first { 1 } else { 2 }, &mut solution);
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

/// The exit of a command that went through a file: an empty file is malformed input, and
/// entries that failed make the run fail as a whole (after every entry was answered).
fn file_outcome(path: &Path, total: usize, failed: usize, what_failed: &str) -> Result<(), CliError> {
    if total == 0 {
        return Err(CliError::new(
            Exit::Malformed,
            format!("{}: no puzzle found: the file is empty", path.display()),
        ));
    }
    if failed > 0 {
        return Err(CliError::new(
            Exit::SomeFailed,
            format!("{failed} of {total} puzzles {what_failed}"),
        ));
    }
    Ok(())
}

/// The largest `grids -n` accepted.
pub const MAX_GRIDS: u64 = 10_000_000;

fn grids(args: &GridsArgs) -> Result<(), CliError> {
    if args.count == 0 || args.count > MAX_GRIDS {
        return Err(CliError::new(
            Exit::Usage,
            format!("-n must be between 1 and 10,000,000, got {}", args.count),
        ));
    }
    let n = args.count as usize;
    let name = args.output.display().to_string();
    let mut out = create_output(&args.output)?;
    let mut rng = match args.seed {
        Some(s) => StdRng::seed_from_u64(s),
        None => StdRng::from_os_rng(),
    };
    let bar = progress_bar(Some(args.count), "grids");
    let mut error: Option<io::Error> = None;
    let mut buf: Vec<u8> = Vec::with_capacity(200);
    let mut index = 0usize;
    distinct_grids(n, &mut rng, |g| {
        buf.clear();
        if index > 0 && args.format == GridFormat::Grid {
            buf.push(b'\n');
        }
        match args.format {
            GridFormat::Line => {
                buf.extend(g.iter().map(|d| b'0' + d));
                buf.push(b'\n');
            }
            GridFormat::Grid => {
                for row in g.chunks(9) {
                    for (i, d) in row.iter().enumerate() {
                        buf.push(b'0' + d);
                        buf.push(if i == 8 { b'\n' } else { b' ' });
                    }
                }
            }
        }
        index += 1;
        if index.is_multiple_of(65536) {
            bar.set_position(index as u64);
        }
        match out.write_all(&buf) {
            Ok(()) => true,
            Err(e) => {
                error = Some(e);
                false
            }
        }
    });
    if let Some(e) = error {
        return Err(write_err(&name, e));
    }
    out.flush().map_err(|e| write_err(&name, e))?;
    bar.finish_and_clear();
    Ok(())
}

fn random_seed() -> u64 {
    rand::random()
}

/// One line of JSON describing a puzzle and its grade.
#[derive(serde::Serialize)]
struct GeneratedJson<'a> {
    puzzle: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    solution: Option<String>,
    mode: &'a str,
    difficulty: &'a str,
    hardest: Option<&'a str>,
    score: u32,
    empty: usize,
    seed: u64,
}

fn generate(args: &GenerateArgs) -> Result<(), CliError> {
    if args.count == 0 || args.count > 1_000_000 {
        return Err(CliError::new(
            Exit::Usage,
            format!("-n must be between 1 and 1,000,000, got {}", args.count),
        ));
    }
    let shape = if args.cube { Shape::Cube } else { Shape::Classic };
    let base = args.seed.unwrap_or_else(random_seed);
    let bar = progress_bar(Some(args.count), "generating");
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    // Chunks keep memory flat and output in order while the cores work in parallel.
    let mut start = 0u64;
    while start < args.count {
        let end = (start + 256).min(args.count);
        let puzzles: Vec<_> = (start..end)
            .into_par_iter()
            .map(|i| {
                let seed = base.wrapping_add(i);
                (seed, generate_seeded(shape, args.difficulty, seed))
            })
            .collect();
        for (seed, p) in puzzles {
            let line = if args.json {
                let json = GeneratedJson {
                    puzzle: p.puzzle.to_line(),
                    solution: args.with_solution.then(|| p.solution.to_line()),
                    mode: if args.cube { "cube" } else { "classic" },
                    difficulty: p.difficulty.name(),
                    hardest: p.grade.hardest.map(|t| t.name()),
                    score: p.grade.score,
                    empty: p.puzzle.empty_count(),
                    seed,
                };
                serde_json::to_string(&json).unwrap_or_default()
            } else if args.with_solution {
                format!("{} {}", p.puzzle.to_line(), p.solution.to_line())
            } else {
                p.puzzle.to_line()
            };
            writeln!(out, "{line}").map_err(|e| write_err("standard output", e))?;
            bar.inc(1);
        }
        start = end;
    }
    out.flush().map_err(|e| write_err("standard output", e))?;
    bar.finish_and_clear();
    Ok(())
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

fn rate(args: &RateArgs) -> Result<(), CliError> {
    let Some(path) = &args.file else {
        let puzzle = parse_puzzle(&args.puzzle, args.cube)?;
        println!("{}", rate_line(&rate_puzzle(&puzzle), args.json));
        return Ok(());
    };
    let input = open_input(path)?;
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let (mut total, mut failed) = (0, 0);
    let lines: Box<dyn Iterator<Item = Entry>> = if args.cube {
        Box::new(input.lines().enumerate().filter_map(|(i, l)| match l {
            Ok(l) if l.trim().is_empty() => None,
            Ok(l) => Some(Entry {
                line: i + 1,
                grid: Grid::cube_from_line(&l),
            }),
            Err(e) => Some(Entry {
                line: i + 1,
                grid: Err(ParseError::Io(e.to_string())),
            }),
        }))
    } else {
        Box::new(PuzzleReader::new(input))
    };
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

fn hint_command(args: &HintArgs) -> Result<(), CliError> {
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

fn levels(args: &LevelsArgs) -> Result<(), CliError> {
    use crate::levels::{pregenerate, LevelSettings, Progress};
    if args.per_difficulty == 0 {
        return Err(CliError::new(Exit::Usage, "--per-difficulty must be at least 1"));
    }
    if args.timeout_ms == 0 {
        return Err(CliError::new(Exit::Usage, "--timeout-ms must be at least 1"));
    }
    let shapes: Vec<Shape> = match args.mode {
        Some(m) => vec![m.into()],
        None => vec![Shape::Classic, Shape::Cube],
    };
    let jobs = args
        .jobs
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(2, |n| n.get()));
    if jobs == 0 {
        return Err(CliError::new(Exit::Usage, "--jobs must be at least 1"));
    }
    let started = Instant::now();
    let total = (args.per_difficulty * shapes.len() * 3) as u64;
    let bar = progress_bar(Some(total), "levels");
    let settings = LevelSettings {
        per_difficulty: args.per_difficulty,
        timeout: Duration::from_millis(args.timeout_ms),
        seed: args.seed,
        jobs,
    };
    let mut made = 0;
    let mut abandoned = 0;
    for shape in shapes {
        for difficulty in Difficulty::ALL {
            let file = pregenerate(shape, difficulty, &settings, &|p| match p {
                Progress::Made => bar.inc(1),
                Progress::Abandoned => {}
            });
            made += file.levels.len();
            abandoned += file.generated_by.abandoned;
            let path = args.out.join(crate::levels::file_name(shape, difficulty));
            crate::store::write_atomic(&path, file.to_json().as_bytes())
                .map_err(|e| CliError::new(Exit::Io, format!("cannot write {}: {e}", path.display())))?;
            bar.suspend(|| {
                eprintln!(
                    "{}: {} levels, {} attempts abandoned",
                    path.display(),
                    file.levels.len(),
                    file.generated_by.abandoned
                )
            });
        }
    }
    bar.finish_and_clear();
    eprintln!(
        "made {made} levels, abandoned {abandoned} attempts, in {:.1} s",
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

fn render(args: &RenderArgs) -> Result<(), CliError> {
    let puzzle = parse_puzzle(&args.cube, true)?;
    if !(64..=4096).contains(&args.size) {
        return Err(CliError::new(
            Exit::Usage,
            format!("--size must be between 64 and 4096 pixels, got {}", args.size),
        ));
    }
    let view = crate::render::CubeView {
        puzzle: &puzzle,
        current: &puzzle,
        active_face: None,
        selected: None,
        size: args.size,
        dark: false,
    };
    crate::render::save_png(&view, &args.output).map_err(|e| CliError::new(Exit::Io, e.to_string()))
}
