//! Starts the command line when given a command, the game window otherwise.

use std::process::ExitCode;

mod cli;

use clap::Parser;
use cli::{run, Cli};

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        // Help and version go to stdout with success; a usage error is one line on stderr.
        Err(e) => return ExitCode::from(cli::clap_failure(&e)),
    };
    let window = WindowLaunch::from_cli(&cli);
    match run(cli) {
        Ok(true) => ExitCode::from(cli::Exit::Ok as u8),
        Ok(false) => window.open(),
        Err(e) => ExitCode::from(e.report()),
    }
}

/// The window's start-up options, taken from the command line before `run` consumes it.
struct WindowLaunch {
    #[cfg(feature = "gui")]
    launch: sudoku3d::app::Launch,
    /// A screen named by --open that the window does not know.
    #[cfg(feature = "gui")]
    unknown_screen: Option<String>,
}

impl WindowLaunch {
    #[cfg(feature = "gui")]
    fn from_cli(cli: &Cli) -> WindowLaunch {
        let stops = cli.open.as_deref().map(sudoku3d::app::tour::Stop::parse_list);
        let unknown_screen = stops.clone().and_then(Result::err);
        let launch = sudoku3d::app::Launch {
            screenshot: cli.screenshot.clone(),
            variant: cli.mode,
            difficulty: cli.difficulty,
            seed: cli.seed,
            data_dir: Some(sudoku3d::store::data_dir()),
            system_language: Some(sudoku3d::i18n::Language::from_system()),
            open: stops.and_then(Result::ok).unwrap_or_default(),
            hint_budget: cli
                .hint_budget_ms
                .map(|ms| (ms > 0).then_some(std::time::Duration::from_millis(ms))),
        };
        WindowLaunch { launch, unknown_screen }
    }

    #[cfg(feature = "gui")]
    fn open(self) -> ExitCode {
        if let Some(name) = self.unknown_screen {
            cli::warn(&format!("error: --open: no screen is called {name:?}"));
            return ExitCode::from(cli::Exit::Usage as u8);
        }
        match sudoku3d::app::run(self.launch) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                cli::warn(&format!("error: {e}"));
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
        cli::warn("error: this build has no game window (built without the `gui` feature); try `sudoku3d --help`");
        ExitCode::FAILURE
    }
}
