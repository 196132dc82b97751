//! Makes the shipped jigsaw layouts (`levels/jigsaw-layouts.txt`): random connected layouts
//! from `engine::jigsaw::random_regions` (nine regions of nine, a full grid exists), each kept
//! only when a unique puzzle of every band was generated on it within a few attempts. Prints
//! the whole file, header included:
//!
//! ```text
//! cargo run --release --no-default-features --features tools --example jigsaw_layouts [count] [seed] > levels/jigsaw-layouts.txt
//! ```
//!
//! Defaults: 24 layouts, seed 2026.

use rand::rngs::StdRng;
use rand::SeedableRng;

use sudoku3d::engine::generator::{generate_attempt, Difficulty};
use sudoku3d::engine::jigsaw::random_regions;
use sudoku3d::engine::{solve_unique, Regions, Shape};

/// Attempts per band a layout is given before it is dropped.
const ATTEMPTS: usize = 200;

/// Whether a unique puzzle of `difficulty` is made on `regions` within [`ATTEMPTS`] attempts.
fn carries(regions: Regions, difficulty: Difficulty, rng: &mut StdRng) -> bool {
    let shape = Shape::Jigsaw(regions);
    (0..ATTEMPTS).any(|_| {
        generate_attempt(shape.clone(), difficulty, rng, None)
            .is_some_and(|p| solve_unique(&p.puzzle).as_ref() == Ok(&p.solution))
    })
}

fn main() {
    let mut args = std::env::args().skip(1);
    let count: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(24);
    let seed: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(2026);
    let mut rng = StdRng::seed_from_u64(seed);
    let mut kept: Vec<Regions> = Vec::new();
    let mut tried = 0;
    while kept.len() < count {
        let regions = random_regions(&mut rng);
        tried += 1;
        if kept.contains(&regions) {
            continue;
        }
        if Difficulty::ALL
            .into_iter()
            .all(|d| carries(regions.clone(), d, &mut rng))
        {
            kept.push(regions);
            eprintln!("{} of {count} kept ({tried} tried)", kept.len());
        }
    }
    println!("# Jigsaw layouts shipped with the game: one a line, 81 region letters A-I row by row.");
    println!("# Made by `cargo run --release --no-default-features --features tools --example");
    println!("# jigsaw_layouts {count} {seed}`: random connected layouts (engine::jigsaw::random_regions,");
    println!("# boxes reshaped by connectivity-keeping swaps, kept when a full grid exists), each kept");
    println!("# only when a unique puzzle of every band (Easy, Medium, Hard, Expert) was generated on it");
    println!("# within {ATTEMPTS} attempts per band. {tried} layouts tried, {count} kept.");
    for regions in kept {
        println!("{regions}");
    }
}
