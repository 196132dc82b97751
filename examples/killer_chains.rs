//! Forcing chains on killer boards, measured (issue 41, "forcing chains that know the cages"):
//! the shipped killer Expert levels graded step by step; for every forcing-chain step, its
//! lines (the chain as the hint tells it: a forcing chain has no drawn links), and the time of the search
//! that found it (this thread's, the machine is shared). Run before and after a change to the
//! propagation inside a supposition to see whether chains got shorter and were found sooner.
//!
//! ```text
//! cargo run --features tools --example killer_chains
//! ```

#[path = "common/clock.rs"]
mod clock;

use std::time::Duration;

use clock::Clock;

use sudoku3d::engine::{Difficulty, LogicalSolver, Technique, Variant};
use sudoku3d::play::source::valid_levels;

fn main() {
    let forcing = [
        Technique::ContradictionForcingChain,
        Technique::CellForcingChain,
        Technique::UnitForcingChain,
        Technique::NestedForcingChain,
    ];
    let levels = valid_levels(Variant::Killer, Difficulty::Expert, None);
    let mut lines = Vec::new();
    let mut times: Vec<Duration> = Vec::new();
    let mut total = Duration::ZERO;
    for level in levels.iter() {
        let mut solver = LogicalSolver::new(&level.puzzle);
        loop {
            let clock = Clock::start();
            let Some(step) = solver.next_step() else { break };
            let spent = clock.elapsed();
            total += spent;
            if forcing.contains(&step.technique) {
                lines.push(step.lines.len());
                times.push(spent);
            }
            solver.apply(&step);
        }
    }
    let mean = |v: &[usize]| v.iter().sum::<usize>() as f64 / v.len().max(1) as f64;
    times.sort();
    let at = |q: f64| times.get(((times.len() as f64 * q) as usize).min(times.len().saturating_sub(1)));
    println!(
        "{} Expert killers: {} forcing-chain steps; lines mean {:.1} max {}; search time ({}) per chain step median {:?} max {:?}; all steps {:?}",
        levels.len(),
        times.len(),
        mean(&lines),
        lines.iter().max().unwrap_or(&0),
        Clock::name(),
        at(0.5).copied().unwrap_or_default(),
        times.last().copied().unwrap_or_default(),
        total
    );
}
