//! How the grader sees puzzles it was not made for: the hardest technique over 500 minimal
//! classic puzzles (every clue needed) with the time per grade, how much of top1465 the
//! techniques finish, minimal cube puzzles, and how long a Hard puzzle takes to generate.
//! A report to read, not a test:
//!
//! ```text
//! cargo run --release --no-default-features --features tools --example grade_distribution
//! ```

#[path = "common/collection.rs"]
mod collection;

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use rand::rngs::StdRng;
use rand::SeedableRng;
use sudoku3d::engine::generator::{generate, generate_minimal, Difficulty};
use sudoku3d::engine::{grade, Grid, Shape, Technique};

/// The technique's place in the grader's order, to sort the report by.
fn index_of(t: Technique) -> usize {
    t.rank()
}

fn main() {
    let count = 500;
    let mut by_hardest: BTreeMap<String, usize> = BTreeMap::new();
    let mut times = Vec::with_capacity(count);
    let mut rng = StdRng::seed_from_u64(2024);
    let mut steps = 0;
    for _ in 0..count {
        let (puzzle, _) = generate_minimal(Shape::Classic, &mut rng).expect("a full grid");
        let start = Instant::now();
        let g = grade(&puzzle);
        times.push(start.elapsed());
        steps += g.steps;
        let key = match (g.solved, g.hardest) {
            (false, _) => "zz beyond (needs guessing)".to_string(),
            (true, Some(t)) => format!("{:02} {}", index_of(t), t.title()),
            (true, None) => "00 none".to_string(),
        };
        *by_hardest.entry(key).or_default() += 1;
    }
    println!("hardest technique over {count} minimal classic puzzles (generate_minimal):");
    for (k, v) in &by_hardest {
        println!("  {:<28} {:>4}  {:>5.1}%", &k[3..], v, *v as f64 * 100.0 / count as f64);
    }
    times.sort();
    let total: Duration = times.iter().sum();
    println!(
        "grading time per puzzle: mean {:?}, median {:?}, p90 {:?}, max {:?} ({} steps on average)",
        total / count as u32,
        times[count / 2],
        times[count * 9 / 10],
        times[count - 1],
        steps / count
    );

    // Top1465 for comparison.
    let puzzles = collection::lines("top1465.txt");
    let grids: Vec<Grid> = puzzles.iter().map(|l| Grid::from_line(l).unwrap()).collect();
    let start = Instant::now();
    let solved = grids.iter().filter(|g| grade(g).solved).count();
    println!(
        "top1465: {solved} / {} solved by the techniques, {:?} per puzzle",
        grids.len(),
        start.elapsed() / grids.len() as u32
    );

    // Cube minimal puzzles.
    let mut cube: BTreeMap<String, usize> = BTreeMap::new();
    let mut cube_time = Duration::ZERO;
    let cubes = 20;
    for seed in 0..cubes {
        let (puzzle, _) = generate_minimal(Shape::Cube, &mut StdRng::seed_from_u64(seed)).expect("a full grid");
        let start = Instant::now();
        let g = grade(&puzzle);
        cube_time += start.elapsed();
        let key = if g.solved {
            g.hardest.map_or("none", |t| t.title()).to_string()
        } else {
            "beyond".to_string()
        };
        *cube.entry(key).or_default() += 1;
    }
    println!(
        "cube, {cubes} minimal puzzles: {cube:?}, {:?} per grade",
        cube_time / cubes as u32
    );

    // Generator: Hard puzzles.
    let mut gen_times = Vec::new();
    for seed in 0..40 {
        let mut rng = StdRng::seed_from_u64(seed);
        let start = Instant::now();
        let p = generate(Shape::Classic, Difficulty::Hard, &mut rng);
        gen_times.push(start.elapsed());
        assert!(
            p.grade.solved,
            "a Hard puzzle the techniques cannot finish (seed {seed})"
        );
    }
    gen_times.sort();
    println!(
        "generate(Classic, Hard): median {:?}, max {:?} over 40 seeds",
        gen_times[20], gen_times[39]
    );
}
