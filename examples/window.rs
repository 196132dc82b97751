//! Opens the game window through `sudoku3d::app::run`, as the binary does.
//!
//! ```text
//! cargo run --features tools --example window -- [--screenshot PATH] [--shape classic|cube|diagonal|jigsaw]
//!                               [--difficulty easy|medium|hard] [--seed N]
//! ```

use std::path::PathBuf;
use std::process::ExitCode;

use sudoku3d::app::{run, Launch};
use sudoku3d::engine::{Difficulty, Variant};

fn parse(args: impl IntoIterator<Item = String>) -> Result<Launch, String> {
    let mut launch = Launch::default();
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or_else(|| format!("{arg} needs a value"));
        match arg.as_str() {
            "--screenshot" => launch.screenshot = Some(PathBuf::from(value()?)),
            "--shape" => {
                launch.variant = Some(value()?.parse::<Variant>()?);
            }
            "--difficulty" => launch.difficulty = Some(value()?.parse::<Difficulty>()?),
            "--seed" => launch.seed = Some(value()?.parse().map_err(|e| format!("bad seed: {e}"))?),
            other => return Err(format!("unknown argument {other:?}")),
        }
    }
    Ok(launch)
}

fn main() -> ExitCode {
    match parse(std::env::args().skip(1)).and_then(run) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}
