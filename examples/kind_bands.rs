//! A board kind's bands (Giant 16x16 for issue 43, Samurai for issue 44): how long the
//! generator takes to make a puzzle of each band, and what the grader and the hints make of
//! them. For each band, `count` puzzles by `generator::generate_variant_within` (the window's
//! and the `levels` command's way), each from its own seed: the time to make one (median, p99
//! and slowest, thread CPU time, every failed attempt counted in), the empty cells, the
//! hardest techniques of the puzzles made, and the time of a hint on the puzzle as given
//! (median and slowest).
//!
//! ```text
//! cargo run --release --example kind_bands -- KIND [count] [first seed]
//! ```

#[path = "common/clock.rs"]
mod clock;

use std::collections::BTreeMap;

use clock::Clock;
use sudoku3d::engine::generator::generate_variant_within;
use sudoku3d::engine::hint::hint_with_solution;
use sudoku3d::engine::Variant;

fn main() {
    let mut args = std::env::args().skip(1);
    let variant: Variant = match args.next().map(|a| a.parse()) {
        Some(Ok(v)) => v,
        Some(Err(e)) => return eprintln!("{e}"),
        None => return eprintln!("usage: kind_bands KIND [count] [first seed]"),
    };
    let count: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(20).max(1);
    let first: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(1);
    println!(
        "{variant}, {count} puzzles a band from seed {first}; times in {}",
        Clock::name()
    );
    for &band in variant.row().bands {
        let mut times = Vec::new();
        let mut hints = Vec::new();
        let mut empties = Vec::new();
        let mut hardest: BTreeMap<String, usize> = BTreeMap::new();
        for seed in first..first + count as u64 {
            let clock = Clock::start();
            let Some(p) = generate_variant_within(variant, band, seed) else {
                continue;
            };
            times.push(clock.elapsed().as_secs_f64() * 1e3);
            empties.push(p.puzzle.empty_count());
            let name = p.grade.hardest.map_or("none".to_string(), |t| t.name().to_string());
            *hardest.entry(name).or_default() += 1;
            let clock = Clock::start();
            hint_with_solution(&p.solution, &p.puzzle);
            hints.push(clock.elapsed().as_secs_f64() * 1e3);
        }
        if times.is_empty() {
            println!("{band:?}: none made");
            continue;
        }
        times.sort_by(f64::total_cmp);
        hints.sort_by(f64::total_cmp);
        empties.sort_unstable();
        let at = |v: &[f64], q: f64| v[((v.len() - 1) as f64 * q).round() as usize];
        println!(
            "{band:?}: {} made; median {:.1} ms, p99 {:.1} ms, slowest {:.1} ms; empty {}-{}; hint median {:.1} ms, slowest {:.1} ms; hardest {hardest:?}",
            times.len(),
            at(&times, 0.5),
            at(&times, 0.99),
            times[times.len() - 1],
            empties[0],
            empties[empties.len() - 1],
            at(&hints, 0.5),
            hints[hints.len() - 1],
        );
    }
}
