//! Starts the command line when given a command, the game window otherwise.

use std::process::ExitCode;

mod cli;

use clap::Parser;
use cli::{run, Cli};

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            // Help and version go to stdout with success; usage errors say what was expected.
            let _ = e.print();
            return ExitCode::from(e.exit_code() as u8);
        }
    };
    let window = WindowLaunch::from_cli(&cli);
    match run(cli) {
        Ok(true) => ExitCode::from(cli::Exit::Ok as u8),
        Ok(false) => window.open(),
        Err(e) => {
            eprintln!("error: {}", e.message);
            ExitCode::from(e.exit as u8)
        }
    }
}

/// The window's start-up options, taken from the command line before `run` consumes it.
struct WindowLaunch {
    #[cfg(feature = "gui")]
    launch: sudoku3d::app::Launch,
}

impl WindowLaunch {
    #[cfg(feature = "gui")]
    fn from_cli(cli: &Cli) -> WindowLaunch {
        let launch = sudoku3d::app::Launch {
            screenshot: cli.screenshot.clone(),
            shape: cli.mode.map(Into::into),
            difficulty: cli.difficulty,
            seed: cli.seed,
            data_dir: Some(sudoku3d::store::data_dir()),
            system_language: Some(sudoku3d::i18n::Language::from_system()),
        };
        WindowLaunch { launch }
    }

    #[cfg(feature = "gui")]
    fn open(self) -> ExitCode {
        match sudoku3d::app::run(self.launch) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("error: {e}");
                ExitCode::FAILURE
            }
        }
    }

    #[cfg(not(feature = "gui"))]
    fn from_cli(_cli: &Cli) -> WindowLaunch {
        WindowLaunch {}
    }

    #[cfg(not(feature = "gui"))]
    fn open(self) -> ExitCode {
        eprintln!("error: this build has no game window (built without the `gui` feature); try `sudoku3d --help`");
        ExitCode::FAILURE
    }
}
