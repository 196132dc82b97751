//! `generate`: puzzles with one solution, of a band, on worker threads, in seed order.

use clap::Args;
use rayon::prelude::*;

use super::common::progress_bar;
use super::output::Out;
use super::{check_band, parse_difficulty, variant_of, CliError, Exit};
use sudoku3d::engine::generator::{generate_variant_seeded, Difficulty};
use sudoku3d::engine::Variant;

/// `generate`'s arguments.
#[derive(Args, Debug)]
pub struct GenerateArgs {
    /// easy, medium, hard or expert.
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
    #[arg(long, value_parser = super::KindArg::VARIANT, value_name = "VARIANT", ignore_case = true, conflicts_with = "cube", help = super::VARIANT_HELP)]
    pub variant: Option<Variant>,
    /// Print the solution's digits after the puzzle (after a jigsaw's region map, after a
    /// killer's sums).
    #[arg(long)]
    pub with_solution: bool,
    /// One JSON object per line.
    #[arg(long)]
    pub json: bool,
}

/// A seed when none is given.
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

/// A solution as printed beside its puzzle: a jigsaw's or killer's digits without the map
/// (and sums) the puzzle already gives.
fn solution_text(solution: &sudoku3d::engine::Grid, variant: Variant) -> String {
    let line = solution.to_line();
    if variant.row().has_layout() {
        line.split_whitespace().next().unwrap_or_default().to_string()
    } else {
        line
    }
}

/// Prints `-n` puzzles, one a line.
pub fn run(args: &GenerateArgs) -> Result<(), CliError> {
    if args.count == 0 || args.count > 1_000_000 {
        return Err(CliError::new(
            Exit::Usage,
            format!("-n must be between 1 and 1,000,000, got {}", args.count),
        ));
    }
    let variant = variant_of(args.cube, args.variant);
    check_band(variant, args.difficulty)?;
    let base = args.seed.unwrap_or_else(random_seed);
    let bar = progress_bar(Some(args.count), "generating");
    let mut out = Out::stdout();
    // Chunks keep memory flat and output in order while the cores work in parallel.
    let mut start = 0u64;
    while start < args.count {
        let end = (start + 256).min(args.count);
        let puzzles: Vec<_> = (start..end)
            .into_par_iter()
            .map(|i| {
                let seed = base.wrapping_add(i);
                // A jigsaw's layout comes from the seed too: each puzzle on a fresh one.
                (seed, generate_variant_seeded(variant, args.difficulty, seed))
            })
            .collect();
        for (seed, p) in puzzles {
            let line = if args.json {
                let json = GeneratedJson {
                    puzzle: p.puzzle.to_line(),
                    solution: args.with_solution.then(|| solution_text(&p.solution, variant)),
                    mode: variant.name(),
                    difficulty: p.difficulty.name(),
                    hardest: p.grade.hardest.map(|t| t.name()),
                    score: p.grade.score,
                    empty: p.puzzle.empty_count(),
                    seed,
                };
                serde_json::to_string(&json).unwrap_or_default()
            } else if args.with_solution {
                format!("{} {}", p.puzzle.to_line(), solution_text(&p.solution, variant))
            } else {
                p.puzzle.to_line()
            };
            out.line(&line)?;
            bar.inc(1);
        }
        start = end;
    }
    out.finish()?;
    bar.finish_and_clear();
    Ok(())
}
