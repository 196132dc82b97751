//! The command line: solve, grids, generate, rate, hint, levels, render and print, one file per
//! command. It is part of the binary only, so the library does not bring clap, indicatif and
//! rayon to its users.
//!
//! Every command answers bad input with one line on stderr and a distinct exit code (see
//! [`Exit`]); nothing panics on a user's data.

mod common;
mod credit;
mod generate;
mod grids;
mod hint;
mod import;
mod levels;
mod output;
mod practise;
mod print;
mod rate;
mod render;
mod solve;

use std::path::PathBuf;

use clap::{Parser, Subcommand, ValueEnum};

use sudoku3d::engine::{Difficulty, ParseError, SolveError, Variant};

pub(crate) use output::warn;

pub use credit::CreditArgs;
pub use generate::GenerateArgs;
pub use grids::{GridFormat, GridsArgs};
pub use hint::HintArgs;
pub use import::ImportArgs;
pub use levels::LevelsArgs;
pub use practise::PractiseArgs;
pub use print::PrintArgs;
pub use rate::RateArgs;
pub use render::RenderArgs;
pub use solve::SolveArgs;

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
    /// A run stopped at its deadline before it was done (`levels --deadline-s`).
    TimedOut = 7,
    /// `rate`: the techniques found no way through within the time budget (`--budget-ms`);
    /// the report says what they found so far.
    BeyondBudget = 8,
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
    pub fn new(exit: Exit, message: impl Into<String>) -> CliError {
        CliError {
            exit,
            message: message.into(),
        }
    }

    /// The end of a run whose reader went away (a closed pipe): success, and nothing to say.
    pub fn quiet() -> CliError {
        CliError::new(Exit::Ok, "")
    }

    /// Prints the error's line on stderr (nothing for a quiet end) and gives its exit code.
    pub fn report(&self) -> u8 {
        if !self.message.is_empty() {
            output::warn(&format!("error: {}", self.message));
        }
        self.exit as u8
    }
}

/// What clap says about the command line, as one line: the usage error's first line (help and
/// version text go to stdout whole). Printing help into a full disk is exit 1.
pub fn clap_failure(e: &clap::Error) -> u8 {
    use clap::error::ErrorKind;
    if matches!(
        e.kind(),
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
    ) && e.exit_code() == 0
    {
        let mut out = output::Out::stdout();
        let text = e.render().to_string();
        return match out.bytes(text.as_bytes()).and_then(|_| out.finish()) {
            Ok(()) => 0,
            Err(e) => e.report(),
        };
    }
    let text = e.render().to_string();
    let what = usage_error_text(&text);
    let first = if what.is_empty() {
        "wrong arguments"
    } else {
        what.as_str()
    };
    let hint = text
        .lines()
        .map(str::trim)
        .find_map(|l| l.strip_prefix("tip: "))
        .map(|tip| format!(" ({tip})"))
        .unwrap_or_default();
    CliError::new(Exit::Usage, format!("{first}{hint}; see --help")).report()
}

/// The error part of clap's rendered usage error, on one line: its first line and the lines
/// that continue it (the missing arguments of "the following required arguments were not
/// provided:" are on lines of their own), up to the usage and the tip.
fn usage_error_text(rendered: &str) -> String {
    let mut parts: Vec<&str> = Vec::new();
    for line in rendered.lines().map(str::trim) {
        if line.starts_with("Usage:") || line.starts_with("tip:") || line.starts_with("For more information") {
            break;
        }
        if !line.is_empty() {
            parts.push(line);
        }
    }
    let joined = parts.join(" ");
    joined.strip_prefix("error: ").unwrap_or(&joined).to_string()
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
    /// Window, with --screenshot DIR (for the real-window tests): visit these screens
    /// (comma separated: menu, difficulty, custom, loading, game, game-hint, cube, cube-3d,
    /// cube-flat, statistics, settings, help, diagonal-hint, jigsaw-hint, killer-hint) and save
    /// each one's picture and layout in DIR.
    #[arg(long, hide = true, value_name = "SCREENS", requires = "screenshot")]
    pub open: Option<String>,
    /// Window: open straight into a game of this mode.
    #[arg(long, value_enum)]
    pub mode: Option<ModeArg>,
    /// Window: the difficulty of that game (with --mode).
    #[arg(long, value_parser = parse_difficulty)]
    pub difficulty: Option<Difficulty>,
    /// Window: the seed of that game (with --mode).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Window: how long a hint may search, in milliseconds (default 800; 0: no limit). Past
    /// it the hint is a digit from the solution, saying so.
    #[arg(long, value_name = "MS")]
    pub hint_budget_ms: Option<u64>,
    /// The command to run; none opens the window.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// Classic board, cube, diagonal, jigsaw or killer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ModeArg {
    /// The 9x9 board.
    Classic,
    /// The three-face cube.
    Cube,
    /// The 9x9 board whose two main diagonals also hold 1-9 once (X-Sudoku).
    Diagonal,
    /// The 9x9 board with nine irregular regions instead of the boxes.
    Jigsaw,
    /// The 9x9 board with cages: no digit twice in a cage, each adding up to its sum.
    Killer,
    /// The 6x6 board of 2x3 boxes, digits 1-6.
    Mini,
    /// The 16x16 board of 4x4 boxes, digits 1-9 and A-G.
    Giant,
}

impl From<ModeArg> for Variant {
    /// The mode's variant (a jigsaw's regions and a killer's cages come with the puzzle).
    fn from(m: ModeArg) -> Variant {
        arg_variant(m)
    }
}

/// The board of a terminal command's puzzles (`--variant`); the cube keeps its own `--cube`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum VariantArg {
    /// The classic 9x9 board: 81 characters (1-9 given, '.' or '0' empty).
    Classic,
    /// Diagonal (X) sudoku, also written `x`: the classic rules, and both main diagonals hold
    /// 1-9 once. The same 81 characters as a classic puzzle.
    #[value(alias = "x")]
    Diagonal,
    /// Jigsaw sudoku: nine irregular regions instead of the 3x3 boxes. A puzzle is its 81
    /// digits, white space, then its 81-symbol region map (each cell's region, in reading
    /// order, nine different symbols nine times each), or the 162 characters in a row.
    Jigsaw,
    /// Killer sudoku: cages of connected cells with sums, no digit twice in a cage. A puzzle
    /// is its 81 digits (left out when there are no givens), white space, its 81-symbol cage
    /// map (each cage a connected group of cells with one symbol), white space, then the cage
    /// sums separated by commas, cage by cage in the order of each cage's first cell.
    Killer,
    /// Mini: a 6x6 board of 2x3 boxes, digits 1-6. A puzzle is its 36 cells in a row (1-6
    /// given, '.' or '0' empty), or six lines of six.
    Mini,
    /// Giant: a 16x16 board of 4x4 boxes, digits 1-9 then A-G (10-16; either case). A puzzle
    /// is its 256 cells in a row ('.' or '0' empty), or sixteen lines of sixteen.
    #[value(alias = "16x16")]
    Giant,
}

/// The help line of `--variant`, the same on every command.
pub(crate) const VARIANT_HELP: &str = "The kind of board: classic, diagonal (or x: both main diagonals hold 1-9 too), jigsaw (the puzzle is its 81 digits, a space, then its 81-symbol region map, e.g. AAABBBCCC...) or killer (the 81 digits, which may be left out, a space, the 81-symbol cage map, a space, then the cage sums separated by commas, e.g. aabbc... 3,15,...) or mini (6x6, 2x3 boxes, digits 1-6: its 36 cells in a row) or giant (16x16, 4x4 boxes, digits 1-9 and A-G: its 256 cells in a row)";

/// Refuses a band the board does not have (Mini has no Expert), naming the ones it has.
pub(crate) fn check_band(variant: Variant, difficulty: Difficulty) -> Result<(), CliError> {
    let bands = variant.row().bands;
    if bands.contains(&difficulty) {
        return Ok(());
    }
    let names: Vec<&str> = bands.iter().map(|b| b.name()).collect();
    Err(CliError::new(
        Exit::Usage,
        format!(
            "{variant} has no {} band: its bands are {}",
            difficulty.name(),
            names.join(", ")
        ),
    ))
}

/// The variant a command works on: a cube with `--cube`, else `--variant` (classic when not
/// given).
pub(crate) fn variant_of(cube: bool, variant: Option<VariantArg>) -> Variant {
    match (cube, variant) {
        (true, _) => Variant::Cube,
        (false, None) => Variant::Classic,
        (false, Some(arg)) => arg_variant(arg),
    }
}

/// The kind a board argument names: each value is a kind's name in the board table (the CLI
/// tests run every `--variant` and `--mode`).
fn arg_variant(arg: impl ValueEnum) -> Variant {
    arg.to_possible_value()
        .and_then(|value| value.get_name().parse().ok())
        .unwrap_or(Variant::Classic)
}

/// Reads a difficulty argument (`easy`, `medium`, `hard`, `expert`).
pub(crate) fn parse_difficulty(s: &str) -> Result<Difficulty, String> {
    s.parse()
}

/// The terminal commands.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Solve one puzzle, or every puzzle of a file.
    #[command(
        after_help = "Examples:\n  sudoku3d solve 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n  sudoku3d solve --file puzzles.txt --output solutions.txt\n  sudoku3d solve --cube U F R\n  sudoku3d solve --variant jigsaw DIGITS REGION-MAP\n  sudoku3d solve --variant x --file diagonal-puzzles.txt\n  sudoku3d solve --variant killer CAGE-MAP SUMS"
    )]
    Solve(SolveArgs),
    /// Write N distinct finished grids.
    #[command(after_help = "Example:\n  sudoku3d grids -n 1000000 --format line --output grids.txt")]
    Grids(GridsArgs),
    /// Generate puzzles with exactly one solution, one per line.
    #[command(
        after_help = "Examples:\n  sudoku3d generate --difficulty hard -n 10 --seed 1\n  sudoku3d generate --cube --difficulty easy --json\n  sudoku3d generate --variant jigsaw --difficulty hard -n 5\n  sudoku3d generate --variant killer --difficulty easy --with-solution"
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
    /// Print puzzles to a PDF (new ones, or given ones), with their solutions when asked.
    #[command(
        after_help = "Examples:\n  sudoku3d print --output puzzles.pdf --difficulty hard -n 12 --per-page 6 --solutions\n  sudoku3d print --output cube.pdf --cube --layout isometric --per-page 1\n  sudoku3d print --output mine.pdf --file puzzles.txt\n  sudoku3d print --output jigsaw.pdf --variant jigsaw -n 4 --solutions\n  sudoku3d print --output killer.pdf --variant killer --file killers.txt --solutions"
    )]
    Print(PrintArgs),
    /// Positions where a technique is the simplest step, to practise it on.
    #[command(
        after_help = "Examples:\n  sudoku3d practise x_wing -n 3 --seed 7\n  sudoku3d practise cage_combination --json"
    )]
    Practise(PractiseArgs),
    /// The technique a move is credited to (the simplest that explains it), or `unexplained`.
    #[command(
        after_help = "Examples:\n  sudoku3d credit PUZZLE --current BOARD --place r5c5=3\n  sudoku3d credit PUZZLE --current MARKS-729 --remove r1c2=5,r1c3=5 --json"
    )]
    Credit(CreditArgs),
    /// Read a classic puzzle from a picture (screenshot, scan or photo; PNG or JPEG).
    #[command(after_help = "Examples:\n  sudoku3d import photo.jpg\n  sudoku3d import screenshot.png --json")]
    Import(ImportArgs),
}

/// Runs a terminal command; `Ok(false)` means no command was given (open the window).
pub fn run(cli: Cli) -> Result<bool, CliError> {
    if let Some(n) = cli.count {
        grids::run(&GridsArgs {
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
            variant: None,
            first: false,
            jobs: None,
            format: None,
        };
        solve::run(&args)?;
        return Ok(true);
    }
    match cli.command {
        None => Ok(false),
        Some(Command::Solve(a)) => solve::run(&a).map(|_| true),
        Some(Command::Grids(a)) => grids::run(&a).map(|_| true),
        Some(Command::Generate(a)) => generate::run(&a).map(|_| true),
        Some(Command::Rate(a)) => rate::run(&a).map(|_| true),
        Some(Command::Hint(a)) => hint::run(&a).map(|_| true),
        Some(Command::Levels(a)) => levels::run(&a).map(|_| true),
        Some(Command::Render(a)) => render::run(&a).map(|_| true),
        Some(Command::Print(a)) => print::run(&a).map(|_| true),
        Some(Command::Practise(a)) => practise::run(&a).map(|_| true),
        Some(Command::Credit(a)) => credit::run(&a).map(|_| true),
        Some(Command::Import(a)) => import::run(&a).map(|_| true),
    }
}
