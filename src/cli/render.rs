//! `render`: the cube's isometric preview as a PNG.

use std::path::PathBuf;

use clap::Args;

use super::common::parse_puzzle;
use super::output::Out;
use super::{CliError, Exit};

/// `render`'s arguments.
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

/// Draws the cube given. The PNG is written beside the output and renamed into place once
/// whole, like every `--output`.
pub fn run(args: &RenderArgs) -> Result<(), CliError> {
    let puzzle = parse_puzzle(&args.cube, sudoku3d::engine::Variant::Cube)?;
    if !(64..=4096).contains(&args.size) {
        return Err(CliError::new(
            Exit::Usage,
            format!("--size must be between 64 and 4096 pixels, got {}", args.size),
        ));
    }
    let view = sudoku3d::render::CubeView {
        puzzle: &puzzle,
        current: &puzzle,
        active_face: None,
        selected: None,
        size: args.size,
        dark: false,
    };
    let mut out = Out::file(&args.output, &[])?;
    let png = sudoku3d::render::png_bytes(&view).map_err(|e| CliError::new(Exit::Io, e.to_string()))?;
    out.bytes(&png)?;
    out.finish()
}
