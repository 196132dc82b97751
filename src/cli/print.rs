//! `print`: a PDF of new puzzles (or given ones), with their solutions on the last pages when
//! asked. The drawing is the library's `sudoku3d::print`; this file reads the arguments.

use std::path::{Path, PathBuf};

use clap::{Args, ValueEnum};
use rayon::prelude::*;

use super::common::{file_entries, open_input, parse_puzzle};
use super::output::Out;
use super::{check_band, parse_difficulty, variant_of, CliError, Exit};
use sudoku3d::engine::generator::{generate_variant_seeded, Difficulty};
use sudoku3d::engine::Variant;
use sudoku3d::print::{
    given_puzzle, pdf_bytes, puzzles_per_page, CubeLayout, PerPage, PrintOptions, PrintPuzzle, PrintWords,
};

/// `print`'s arguments.
#[derive(Args, Debug)]
pub struct PrintArgs {
    /// The PDF to write.
    #[arg(long, short = 'o', value_name = "FILE.pdf")]
    pub output: PathBuf,
    /// The band of the new puzzles: easy, medium or hard.
    #[arg(long, short = 'd', value_parser = parse_difficulty, default_value = "medium")]
    pub difficulty: Difficulty,
    /// How many new puzzles (1 to 1,000).
    #[arg(short = 'n', default_value_t = 1)]
    pub count: u64,
    /// Puzzles per page: 1, 2, 4 or 6.
    #[arg(long, value_parser = parse_per_page, default_value = "4")]
    pub per_page: PerPage,
    /// Cubes instead of classic puzzles (also: --puzzle and --file hold cubes).
    #[arg(long)]
    pub cube: bool,
    /// The kind of board of the new puzzles, and of --puzzle and --file: classic, diagonal (or
    /// x: printed with both diagonals shaded), jigsaw (printed with thick region borders and
    /// a light fill per region; a given puzzle is its 81 digits, a space, then its 81-symbol
    /// region map) or killer (each cage outlined by a dashed line inside its cells, its sum in
    /// its first cell's corner; a given puzzle is its digits, which may be left out, its
    /// 81-symbol cage map, then its sums separated by commas).
    #[arg(
        long,
        value_parser = super::KindArg::VARIANT,
        value_name = "VARIANT",
        ignore_case = true,
        conflicts_with = "cube"
    )]
    pub variant: Option<Variant>,
    /// How a cube is drawn: its three faces, or the isometric drawing.
    #[arg(long, value_enum, default_value_t = CubeLayoutArg::Faces)]
    pub layout: CubeLayoutArg,
    /// Print the solutions on the last pages.
    #[arg(long)]
    pub solutions: bool,
    /// Seed: new puzzle i uses seed S+i, the same puzzles as `generate --seed S`.
    #[arg(long)]
    pub seed: Option<u64>,
    /// Print this puzzle instead of new ones (81 characters; a cube: U F R, or one line; a
    /// jigsaw: its digits then its region map; a killer: digits, cage map and sums).
    // Unbounded (print has no positional arguments to take the rest): a killer's sums typed
    // as "3, 15, 22" are several words.
    #[arg(long, num_args = 1.., value_name = "PUZZLE", conflicts_with = "file")]
    pub puzzle: Vec<String>,
    /// Print every puzzle of this file instead (the formats `solve --file` reads; with --cube,
    /// one cube a line; with --variant jigsaw or killer, one puzzle a line in its own form).
    #[arg(long, short = 'f', value_name = "PATH")]
    pub file: Option<PathBuf>,
    /// The title at the top of each page.
    #[arg(long, default_value = "Sudoku 3D")]
    pub title: String,
}

/// How `print` draws a cube.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum CubeLayoutArg {
    /// The three faces Top, Front, Right, with the shared edges marked.
    Faces,
    /// The isometric drawing of the cube.
    Isometric,
}

fn parse_per_page(s: &str) -> Result<PerPage, String> {
    let n: u32 = s
        .parse()
        .map_err(|_| format!("{s:?} is not a number: expected 1, 2, 4 or 6"))?;
    PerPage::try_from(n)
}

/// The most puzzles one `print` makes or reads.
const PRINT_MAX: u64 = 1000;

/// Writes the PDF: new puzzles, the one given, or those of the file. The file is written
/// beside the output and renamed into place once whole, like every `--output`.
pub fn run(args: &PrintArgs) -> Result<(), CliError> {
    let inputs: Vec<&Path> = args.file.iter().map(PathBuf::as_path).collect();
    // Opened first: an output that cannot be written is told before any puzzle is made.
    let mut out = Out::file(&args.output, &inputs)?;
    let variant = variant_of(args.cube, args.variant);
    let puzzles: Vec<PrintPuzzle> = if let Some(path) = &args.file {
        file_puzzles(path, variant)?
    } else if !args.puzzle.is_empty() {
        let grid = parse_puzzle(&args.puzzle, variant)?;
        vec![given_puzzle(grid)?]
    } else {
        if args.count == 0 || args.count > PRINT_MAX {
            return Err(CliError::new(
                Exit::Usage,
                format!("-n must be between 1 and {PRINT_MAX}, got {}", args.count),
            ));
        }
        check_band(variant, args.difficulty)?;
        let base = args.seed.unwrap_or_else(rand::random);
        (0..args.count)
            .into_par_iter()
            .map(|i| generate_variant_seeded(variant, args.difficulty, base.wrapping_add(i)).into())
            .collect()
    };
    let options = PrintOptions {
        title: args.title.clone(),
        per_page: args.per_page,
        solutions: args.solutions,
        cube_layout: match args.layout {
            CubeLayoutArg::Faces => CubeLayout::Faces,
            CubeLayoutArg::Isometric => CubeLayout::Isometric,
        },
        // The command line speaks English.
        words: PrintWords::default(),
    };
    let pdf = pdf_bytes(&puzzles, &options).map_err(|e| CliError::new(Exit::Usage, e.to_string()))?;
    out.bytes(&pdf)?;
    out.finish()?;
    let pages = puzzles
        .len()
        .div_ceil(puzzles_per_page(&puzzles, options.per_page).count());
    super::output::warn(&format!(
        "wrote {} puzzle{} ({} page{}{}) to {}",
        puzzles.len(),
        if puzzles.len() == 1 { "" } else { "s" },
        pages,
        if pages == 1 { "" } else { "s" },
        if args.solutions { ", then the solutions" } else { "" },
        args.output.display()
    ));
    Ok(())
}

/// Every puzzle of a `print --file`: all must read, and each must have exactly one solution;
/// the first that does not stops the run with its line.
fn file_puzzles(path: &Path, variant: Variant) -> Result<Vec<PrintPuzzle>, CliError> {
    let mut puzzles = Vec::new();
    for entry in file_entries(open_input(path)?, variant, None) {
        let at = |e: CliError| CliError::new(e.exit, format!("{} line {}: {}", path.display(), entry.line, e.message));
        let grid = entry.grid.map_err(|e| at(e.into()))?;
        puzzles.push(given_puzzle(grid).map_err(|e| at(e.into()))?);
        if puzzles.len() as u64 > PRINT_MAX {
            return Err(CliError::new(
                Exit::Usage,
                format!(
                    "{} holds more than {PRINT_MAX} puzzles: print at most {PRINT_MAX} at once",
                    path.display()
                ),
            ));
        }
    }
    if puzzles.is_empty() {
        return Err(CliError::new(
            Exit::Malformed,
            format!("{} holds no puzzle", path.display()),
        ));
    }
    Ok(puzzles)
}
