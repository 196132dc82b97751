//! Giant 16x16 (issue 43): how long the generator takes to make a puzzle of each band, and
//! what the grader makes of them. For each band, `count` puzzles by
//! `generator::generate_variant_within` (the window's and the `levels` command's way), each
//! from its own seed: the time to make one (median, p99 and slowest, thread CPU time, every
//! failed attempt counted in), the empty cells and the hardest techniques of the puzzles made.
//!
//! ```text
//! cargo run --release --example giant_bands -- [count] [first seed]
//! ```

#[path = "common/clock.rs"]
mod clock;

use std::collections::BTreeMap;

use clock::Clock;
use sudoku3d::engine::generator::generate_variant_within;
use sudoku3d::engine::{Difficulty, Variant};

fn main() {
    let mut args = std::env::args().skip(1);
    let count: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(20).max(1);
    let first: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(1);
    println!(
        "Giant 16x16, {count} puzzles a band from seed {first}; times in {}",
        Clock::name()
    );
    for band in Difficulty::ALL {
        let mut times = Vec::new();
        let mut empties = Vec::new();
        let mut hardest: BTreeMap<String, usize> = BTreeMap::new();
        for seed in first..first + count as u64 {
            let clock = Clock::start();
            let Some(p) = generate_variant_within(Variant::Giant, band, seed) else {
                continue;
            };
            times.push(clock.elapsed().as_secs_f64() * 1e3);
            empties.push(p.puzzle.empty_count());
            let name = p.grade.hardest.map_or("none".to_string(), |t| t.name().to_string());
            *hardest.entry(name).or_default() += 1;
        }
        times.sort_by(f64::total_cmp);
        empties.sort_unstable();
        let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
        println!(
            "{band:?}: {} made; median {:.1} ms, p99 {:.1} ms, slowest {:.1} ms; empty {}-{}; hardest {hardest:?}",
            times.len(),
            at(0.5),
            at(0.99),
            times[times.len() - 1],
            empties[0],
            empties[empties.len() - 1],
        );
    }
}
