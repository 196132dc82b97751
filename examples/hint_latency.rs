//! How long a hint takes on top1465 positions, one thread: for every puzzle, the start and every
//! position on the grader's path where no single is left, each asked with no cell selected and
//! with the centre cell selected (the hint then prefers steps near it). A hint
//! walks the easiest steps until one places a digit, so its time is that of every step it
//! needs. Prints the median, p99 and maximum, and how many hints took 20 ms or more, in this
//! thread's CPU time (the machine is shared; see `common/clock.rs`).
//!
//! ```text
//! cargo run --release --no-default-features --features tools --example hint_latency [collection.txt] [limit] [from]
//! ```
//!
//! `from` (1 by default) is the number of the first puzzle timed, to look at a slow one again.

#[path = "common/clock.rs"]
mod clock;
#[path = "common/collection.rs"]
mod collection;

use std::time::Duration;

use clock::Clock;

use sudoku3d::engine::hint::hint_near;
use sudoku3d::engine::{solve_unique, LogicalSolver, Technique};

fn main() {
    let mut args = std::env::args().skip(1);
    let name = args.next().unwrap_or_else(|| "top1465.txt".to_string());
    let limit: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(usize::MAX);
    let from: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(1).max(1);
    let puzzles = collection::grids(&name, limit.saturating_add(from - 1));
    let mut times: Vec<(Duration, usize, &str, bool)> = Vec::new();
    for (i, puzzle) in puzzles.iter().enumerate().skip(from - 1) {
        let Ok(solution) = solve_unique(puzzle) else {
            eprintln!("puzzle {} has no unique solution; skipped", i + 1);
            continue;
        };
        // The start, and every later position on the grader's path where no single is left
        // (where a hint has real work to do).
        let mut positions = vec![(puzzle.clone(), "start")];
        let mut solver = LogicalSolver::new(puzzle);
        while let Some(step) = solver.next_step() {
            let single = matches!(step.technique, Technique::NakedSingle | Technique::HiddenSingle);
            if !single && solver.grid() != puzzle {
                positions.push((solver.grid().clone(), "no single left"));
            }
            solver.apply(&step);
        }
        for (position, label) in &positions {
            for near in [None, Some(40)] {
                let start = Clock::start();
                let _ = hint_near(&solution, position, near);
                times.push((start.elapsed(), i, label, near.is_some()));
            }
        }
    }
    if times.is_empty() {
        eprintln!("no puzzle");
        std::process::exit(1);
    }
    times.sort_by_key(|t| std::cmp::Reverse(t.0));
    let n = times.len();
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    println!("{} per hint:", Clock::name());
    println!(
        "| {name} | {n} hints | median {:.2} ms | p99 {:.1} ms | max {:.1} ms | 20 ms or more: {} |",
        ms(times[n / 2].0),
        ms(times[n / 100].0),
        ms(times[0].0),
        times.iter().filter(|t| t.0 >= Duration::from_millis(20)).count()
    );
    for near in [false, true] {
        let mode: Vec<Duration> = times.iter().filter(|t| t.3 == near).map(|t| t.0).collect();
        println!(
            "{}: {} hints, median {:.2} ms, 20 ms or more: {}",
            if near { "with r5c5 selected" } else { "no cell selected" },
            mode.len(),
            ms(mode[mode.len() / 2]),
            mode.iter().filter(|&&t| t >= Duration::from_millis(20)).count()
        );
    }
    for (time, puzzle, label, _) in times.iter().take(5) {
        println!("slowest: {:.1} ms, puzzle {} ({label})", ms(*time), puzzle + 1);
    }
}
