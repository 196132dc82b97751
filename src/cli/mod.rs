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

use std::ffi::OsStr;
use std::path::PathBuf;

use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use clap::{Parser, Subcommand};

use sudoku3d::engine::boards::TABLE;
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
    #[arg(long, value_parser = KindArg::ALL)]
    pub mode: Option<Variant>,
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

/// Reads a board-kind argument (`--variant`, `--mode`): its values are the names and aliases
/// of the board table's rows, so a new kind is on the command line with its row; `--help`
/// lists each with its row's `about`, and a wrong value is refused by clap (exit 2) naming
/// the accepted ones.
#[derive(Clone, Copy, Debug)]
pub struct KindArg {
    /// Whether the cube is one of the values: not on `--variant`, where it has its own
    /// `--cube` flag.
    pub cube: bool,
}

impl KindArg {
    /// Every kind (`--mode`, `levels --variant`).
    pub const ALL: KindArg = KindArg { cube: true };
    /// The kinds of a terminal command's `--variant` (the cube has `--cube`).
    pub const VARIANT: KindArg = KindArg { cube: false };

    /// The values it takes, in the table's order.
    fn values(self) -> impl Iterator<Item = PossibleValue> {
        TABLE
            .iter()
            .filter(move |row| self.cube || row.variant != Variant::Cube)
            .map(|row| {
                PossibleValue::new(row.name)
                    .aliases(row.aliases.iter().copied())
                    .help(row.about)
            })
    }
}

impl TypedValueParser for KindArg {
    type Value = Variant;

    fn parse_ref(&self, cmd: &clap::Command, arg: Option<&clap::Arg>, value: &OsStr) -> Result<Variant, clap::Error> {
        // clap's own check of the values, so the error and its list are clap's (and the arg's
        // ignore_case holds); the kind is then found by the same names.
        let text = PossibleValuesParser::new(self.values()).parse_ref(cmd, arg, value)?;
        text.parse()
            .map_err(|_| clap::Error::new(clap::error::ErrorKind::InvalidValue).with_cmd(cmd))
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new(self.values()))
    }
}

/// The help line of `--variant`, the same on every command.
pub(crate) const VARIANT_HELP: &str =
    "The kind of board (a cube takes --cube instead); --help says what each one's puzzle text is";

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
pub(crate) fn variant_of(cube: bool, variant: Option<Variant>) -> Variant {
    match (cube, variant) {
        (true, _) => Variant::Cube,
        (false, None) => Variant::Classic,
        (false, Some(variant)) => variant,
    }
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
