//! Issue 41's measure of the budgets: `rate` and `hint` run as a person runs them (the
//! binary, one process a question, wall time) on killer sets, with the answer each gave.
//!
//! ```text
//! cargo run --features tools --example budget_measure -- layouts COUNT SEED > FILE
//!     # COUNT random valid killer cage layouts without givens: cages laid at random over a
//!     # random full grid (so each has a solution, unique or not), one `map sums` a line
//! cargo run --features tools --example budget_measure -- time BINARY FILE...
//!     # per file: `rate` and `hint` on every line; max and median wall time, and how many
//!     # answered by logic, past the budget, or otherwise (several solutions, ...)
//! ```

use std::process::Command;
use std::time::{Duration, Instant};

use rand::rngs::StdRng;
use rand::SeedableRng;

use sudoku3d::engine::killer::random_cages;
use sudoku3d::engine::{random_grid, Shape};

fn layouts(count: usize, seed: u64) {
    let mut rng = StdRng::seed_from_u64(seed);
    for _ in 0..count {
        let full = random_grid(Shape::Classic, &mut rng).expect("a full grid");
        let Ok(values) = <[u8; 81]>::try_from(full.values()) else {
            continue;
        };
        let set = random_cages(&values, &mut rng);
        println!("{} {}", set.map_text(), set.sums_text());
    }
}

/// How one question was answered.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Answer {
    /// Exit 0 within the budget: rated, or a step of logic.
    Logic,
    /// Past the budget: `rate` exit 8, a hint that is a reveal "in the time allowed", or a
    /// hint's solve not settled (exit 8).
    Budget,
    /// Something else, said honestly: more than one solution (`hint` exit 5, `rate` "more
    /// than one solution"), no solution (exit 4), a reveal because the techniques ran out.
    Other(&'static str),
}

fn ask(binary: &str, args: &[&str]) -> (Duration, Answer) {
    let start = Instant::now();
    let out = Command::new(binary).args(args).output().expect("the binary runs");
    let wall = start.elapsed();
    let text = String::from_utf8_lossy(&out.stdout);
    let answer = match out.status.code() {
        Some(0) if text.contains("in the time allowed") => Answer::Budget,
        Some(0) if text.contains("No step with the techniques") => Answer::Other("techniques ran out"),
        Some(0) if text.contains("more than one solution") => Answer::Other("several solutions"),
        Some(0) => Answer::Logic,
        Some(8) => Answer::Budget,
        Some(5) => Answer::Other("several solutions"),
        Some(4) => Answer::Other("no solution"),
        _ => Answer::Other("failed"),
    };
    (wall, answer)
}

fn report(what: &str, file: &str, mut results: Vec<(Duration, Answer)>) {
    results.sort_by_key(|r| r.0);
    let n = results.len();
    let max = results.last().map_or(Duration::ZERO, |r| r.0);
    let median = results.get(n / 2).map_or(Duration::ZERO, |r| r.0);
    let logic = results.iter().filter(|r| r.1 == Answer::Logic).count();
    let budget = results.iter().filter(|r| r.1 == Answer::Budget).count();
    let mut other: Vec<String> = results
        .iter()
        .filter_map(|r| match r.1 {
            Answer::Other(why) => Some(why.to_string()),
            _ => None,
        })
        .collect();
    other.sort();
    other.dedup_by(|a, b| a == b);
    let others = results.len() - logic - budget;
    println!(
        "{file} {what}: {n} puzzles, max {:.2} s, median {:.2} s; by logic {logic}, past the budget {budget}, other {others} ({})",
        max.as_secs_f64(),
        median.as_secs_f64(),
        other.join(",")
    );
}

fn time(binary: &str, files: &[String]) {
    for file in files {
        let text = std::fs::read_to_string(file).unwrap_or_else(|e| panic!("{file}: {e}"));
        let lines: Vec<Vec<&str>> = text
            .lines()
            .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
            .map(|l| l.split_whitespace().collect())
            .collect();
        let empty = ".".repeat(81);
        let mut rates = Vec::new();
        let mut hints = Vec::new();
        for parts in &lines {
            let [.., map, sums] = parts.as_slice() else {
                continue;
            };
            rates.push(ask(binary, &["rate", "--variant", "killer", &empty, map, sums]));
            hints.push(ask(binary, &["hint", "--variant", "killer", &empty, map, sums]));
        }
        report("rate", file, rates);
        report("hint", file, hints);
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number = |i: usize, default: u64| args.get(i).and_then(|a| a.parse().ok()).unwrap_or(default);
    match args.first().map(String::as_str) {
        Some("layouts") => layouts(number(1, 100) as usize, number(2, 41)),
        Some("time") if args.len() > 2 => time(&args[1], &args[2..]),
        _ => eprintln!("usage: budget_measure layouts COUNT SEED | time BINARY FILE..."),
    }
}
