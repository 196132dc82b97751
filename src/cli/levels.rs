//! `levels`: pregenerate the level files.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use clap::Args;

use super::common::{job_count, progress_bar};
use super::output::warn;
use super::{CliError, Exit, KindArg};
use sudoku3d::engine::Variant;

/// `levels`' arguments.
#[derive(Args, Debug)]
pub struct LevelsArgs {
    /// Levels per variant and difficulty (1 to 10,000).
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
    /// Worker threads (default: all cores; more than the cores is capped to them).
    #[arg(long, short = 'j')]
    pub jobs: Option<usize>,
    /// Only this mode (the older spelling of --variant).
    #[arg(long, value_parser = KindArg::ALL, conflicts_with = "variant")]
    pub mode: Option<Variant>,
    /// Only this variant (default: every one).
    #[arg(long, value_parser = KindArg::ALL, ignore_case = true)]
    pub variant: Option<Variant>,
    /// Give up after this many seconds in all, writing nothing more (default: one hour).
    #[arg(long, default_value_t = 3600)]
    pub deadline_s: u64,
}

/// The most levels a file may be asked for.
pub const MAX_PER_DIFFICULTY: usize = 10_000;

/// Writes one level file per variant and difficulty.
pub fn run(args: &LevelsArgs) -> Result<(), CliError> {
    use sudoku3d::levels::{hopeless, pregenerate, LevelSettings, Progress};
    if args.per_difficulty == 0 || args.per_difficulty > MAX_PER_DIFFICULTY {
        return Err(CliError::new(
            Exit::Usage,
            format!(
                "--per-difficulty must be between 1 and 10,000, got {}",
                args.per_difficulty
            ),
        ));
    }
    if args.timeout_ms == 0 {
        return Err(CliError::new(Exit::Usage, "--timeout-ms must be at least 1"));
    }
    if args.deadline_s == 0 {
        return Err(CliError::new(Exit::Usage, "--deadline-s must be at least 1"));
    }
    let shapes: Vec<Variant> = match (args.variant, args.mode) {
        (Some(variant), _) => vec![variant],
        (None, Some(mode)) => vec![mode],
        (None, None) => Variant::ALL.to_vec(),
    };
    let jobs = job_count(args.jobs)?;
    let started = Instant::now();
    let total = (args.per_difficulty * shapes.iter().map(|v| v.row().bands.len()).sum::<usize>()) as u64;
    let bar = progress_bar(Some(total), "levels");
    let settings = LevelSettings {
        per_difficulty: args.per_difficulty,
        timeout: Duration::from_millis(args.timeout_ms),
        seed: args.seed,
        jobs,
        deadline: started.checked_add(Duration::from_secs(args.deadline_s)),
    };
    let mut made = 0;
    let mut abandoned = 0;
    for shape in shapes {
        for &difficulty in shape.row().bands {
            let file = pregenerate(shape, difficulty, &settings, &|p| match p {
                Progress::Made => bar.inc(1),
                Progress::Abandoned => {}
            });
            made += file.levels.len();
            abandoned += file.generated_by.abandoned;
            let path = args.out.join(sudoku3d::levels::file_name(shape, difficulty));
            if file.levels.len() < args.per_difficulty {
                bar.finish_and_clear();
                let what = format!("{shape} {}", difficulty.name());
                return Err(if hopeless(file.levels.len(), file.generated_by.abandoned) {
                    CliError::new(
                        Exit::Usage,
                        format!(
                            "--timeout-ms {} is too short: {} attempts at {what} levels ran past it and {} finished; try 2000",
                            args.timeout_ms, file.generated_by.abandoned, file.levels.len()
                        ),
                    )
                } else {
                    CliError::new(
                        Exit::TimedOut,
                        format!(
                            "--deadline-s {} passed with {} of {} {what} levels made; {} not written",
                            args.deadline_s,
                            file.levels.len(),
                            args.per_difficulty,
                            path.display()
                        ),
                    )
                });
            }
            sudoku3d::store::write_atomic(&path, file.to_json().as_bytes())
                .map_err(|e| CliError::new(Exit::Io, format!("cannot write {}: {e}", path.display())))?;
            bar.suspend(|| {
                warn(&format!(
                    "{}: {} levels, {} attempts abandoned",
                    path.display(),
                    file.levels.len(),
                    file.generated_by.abandoned
                ))
            });
        }
    }
    bar.finish_and_clear();
    warn(&format!(
        "made {made} levels, abandoned {abandoned} attempts, in {:.1} s",
        started.elapsed().as_secs_f64()
    ));
    Ok(())
}
