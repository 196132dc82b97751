//! `grids`: distinct finished grids, written to a file.

use std::path::PathBuf;

use clap::{Args, ValueEnum};
use rand::rngs::StdRng;
use rand::SeedableRng;

use super::common::progress_bar;
use super::output::Out;
use super::{CliError, Exit};
use sudoku3d::engine::format::TextFormat;
use sudoku3d::engine::grids::distinct_grids;

/// `grids`' arguments.
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

impl From<GridFormat> for TextFormat {
    fn from(f: GridFormat) -> TextFormat {
        match f {
            GridFormat::Grid => TextFormat::Block,
            GridFormat::Line => TextFormat::Line,
        }
    }
}

/// The largest `grids -n` accepted.
pub const MAX_GRIDS: u64 = 10_000_000;

/// Writes `-n` distinct grids.
pub fn run(args: &GridsArgs) -> Result<(), CliError> {
    if args.count == 0 || args.count > MAX_GRIDS {
        return Err(CliError::new(
            Exit::Usage,
            format!("-n must be between 1 and 10,000,000, got {}", args.count),
        ));
    }
    let n = args.count as usize;
    let mut out = Out::file(&args.output, &[])?;
    let mut rng = match args.seed {
        Some(s) => StdRng::seed_from_u64(s),
        None => StdRng::from_os_rng(),
    };
    let bar = progress_bar(Some(args.count), "grids");
    let mut error: Option<CliError> = None;
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
        match out.bytes(&buf) {
            Ok(()) => true,
            Err(e) => {
                error = Some(e);
                false
            }
        }
    });
    if let Some(e) = error {
        return Err(e);
    }
    out.finish()?;
    bar.finish_and_clear();
    Ok(())
}
