//! Grades every puzzle of a collection to the end, one thread, and checks each step against the
//! solution: how many finish, how fast, which techniques the hardest steps use, the slowest
//! puzzle and the slowest single step (a hint's worst case). A report to read, not a test:
//!
//! ```text
//! cargo run --release --no-default-features --features tools --example grade_collection -- top1465.txt [limit]
//! ```

#[path = "common/collection.rs"]
mod collection;

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use sudoku3d::engine::logic::{Sink, TABLE};
use sudoku3d::engine::{solve_unique, LogicalSolver, Step, Technique};

fn main() {
    let mut args = std::env::args().skip(1);
    let name = args.next().unwrap_or_else(|| "top1465.txt".to_string());
    let limit: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(usize::MAX);
    let puzzles = collection::grids(&name, limit);
    let mut finished = 0;
    let mut wrong = 0;
    let mut hardest: BTreeMap<Technique, usize> = BTreeMap::new();
    let mut used: BTreeMap<Technique, usize> = BTreeMap::new();
    let mut slowest = (Duration::ZERO, 0);
    let mut slowest_step = (Duration::ZERO, 0, None);
    let mut grading = Duration::ZERO;
    let mut row_time = vec![Duration::ZERO; TABLE.len()];
    for (i, puzzle) in puzzles.iter().enumerate() {
        let solution = solve_unique(puzzle).ok();
        let start = Instant::now();
        let mut solver = LogicalSolver::new(puzzle);
        let mut top: Option<(u16, Technique)> = None;
        loop {
            let t0 = Instant::now();
            let Some(step) = timed_next_step(&solver, &mut row_time) else {
                break;
            };
            let dt = t0.elapsed();
            if dt > slowest_step.0 {
                slowest_step = (dt, i, Some(step.technique));
            }
            if let Some(sol) = &solution {
                let bad = step.placements.iter().any(|&(c, d)| sol.get(c) != Some(d))
                    || step.eliminations.iter().any(|&(c, d)| sol.get(c) == Some(d));
                if bad {
                    wrong += 1;
                    eprintln!("#{i}: wrong step {:?}: {}", step.technique, step.explanation);
                }
            }
            *used.entry(step.technique).or_default() += 1;
            if top.is_none_or(|(r, _)| step.rating >= r) {
                top = Some((step.rating, step.technique));
            }
            solver.apply(&step);
        }
        let dt = start.elapsed();
        grading += dt;
        if dt > slowest.0 {
            slowest = (dt, i);
        }
        if solver.grid().is_complete() {
            finished += 1;
        } else {
            eprintln!("#{i}: not finished");
        }
        if let Some((_, t)) = top {
            *hardest.entry(t).or_default() += 1;
        }
    }
    let n = puzzles.len();
    println!(
        "{name}: {finished}/{n} finished, {wrong} wrong steps, {:.2} s grading ({:.1} puzzles/s, one thread)",
        grading.as_secs_f64(),
        n as f64 / grading.as_secs_f64()
    );
    println!("slowest puzzle #{} {:.1} ms", slowest.1, slowest.0.as_secs_f64() * 1e3);
    println!(
        "slowest step (a hint) #{} {:.1} ms ({:?})",
        slowest_step.1,
        slowest_step.0.as_secs_f64() * 1e3,
        slowest_step.2
    );
    println!("hardest technique per puzzle:");
    for (t, k) in &hardest {
        println!("  {:<36} {k}", t.title());
    }
    println!("time asking each row (its finder, whether or not it found a step):");
    for (row, t) in TABLE.iter().zip(&row_time) {
        println!("  {:<36} {:.2} s", row.technique.title(), t.as_secs_f64());
    }
    println!("steps per technique:");
    for (t, k) in &used {
        println!("  {:<36} {k}", t.title());
    }
}

/// The solver's next step (the first row that finds one), timing each row asked.
fn timed_next_step(solver: &LogicalSolver, row_time: &mut [Duration]) -> Option<Step> {
    let ctx = solver.context();
    for (i, row) in TABLE.iter().enumerate() {
        let t0 = Instant::now();
        let mut sink = Sink::first();
        sink.run(&ctx, row);
        row_time[i] += t0.elapsed();
        if sink.done() {
            return sink.into_steps().into_iter().next();
        }
    }
    None
}
