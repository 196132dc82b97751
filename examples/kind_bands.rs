//! A board kind's bands (Giant 16x16 for issue 43, Samurai for issue 44): how long the
//! generator takes to make a puzzle of each band, and what the grader and the hints make of
//! them. For each band, `count` puzzles by `generator::generate_variant_within` (the window's
//! and the `levels` command's way), each from its own seed: the time to make one (median, p99
//! and slowest, thread CPU time, every failed attempt counted in), the empty cells, the
//! hardest techniques of the puzzles made, and the time of a hint (median and slowest) on the
//! puzzle as given and at the position that needs the hardest step. Then, for a kind of one
//! shape, `count` minimal puzzles with no band (Samurai's with symmetric givens, as its bands
//! dig them): how many the grader finishes, and their hardest techniques.
//!
//! ```text
//! cargo run --release --no-default-features --features tools --example kind_bands -- KIND [count] [first seed]
//! ```

#[path = "common/clock.rs"]
mod clock;

use std::collections::BTreeMap;

use clock::Clock;
use rand::rngs::StdRng;
use rand::SeedableRng;
use sudoku3d::engine::generator::{generate_minimal, generate_variant_within, samurai_symmetric};
use sudoku3d::engine::hint::hint_with_solution;
use sudoku3d::engine::{grade, Grid, LogicalSolver, Shape, Variant};

/// The hint's time on `current` (thread CPU time, ms).
fn hint_ms(solution: &Grid, current: &Grid) -> f64 {
    let clock = Clock::start();
    hint_with_solution(solution, current);
    clock.elapsed().as_secs_f64() * 1e3
}

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
            hints.push(hint_ms(&p.solution, &p.puzzle));
            // The grader's walk up to its hardest step: the hint a player stuck there asks for.
            let mut solver = LogicalSolver::new(&p.puzzle);
            while let Some(step) = solver.next_step() {
                if Some(step.technique) == p.grade.hardest {
                    hints.push(hint_ms(&p.solution, solver.grid()));
                    break;
                }
                solver.apply(&step);
            }
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
    let Some(shape) = variant.fixed_shape() else { return };
    let mut finished = 0;
    let mut empties = Vec::new();
    let mut hardest: BTreeMap<String, usize> = BTreeMap::new();
    for seed in first..first + count as u64 {
        let mut rng = StdRng::seed_from_u64(seed);
        let puzzle = if shape == Shape::Samurai {
            samurai_symmetric(&mut rng).and_then(|(cells, _)| Grid::from_cells(Shape::Samurai, cells))
        } else {
            generate_minimal(shape.clone(), &mut rng).map(|(puzzle, _)| puzzle)
        };
        let Some(puzzle) = puzzle else { continue };
        empties.push(puzzle.empty_count());
        let g = grade(&puzzle);
        finished += usize::from(g.solved);
        let name = g.hardest.map_or("none".to_string(), |t| t.name().to_string());
        *hardest.entry(name).or_default() += 1;
    }
    empties.sort_unstable();
    println!(
        "minimal, no band: {finished} of {} finished by the grader; empty {}-{}; hardest {hardest:?}",
        empties.len(),
        empties.first().unwrap_or(&0),
        empties.last().unwrap_or(&0),
    );
}
