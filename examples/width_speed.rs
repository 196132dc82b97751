//! Grading and counting speed of the classic board and the cube, for comparing two builds of
//! the engine (issue 44: the cell and house sets widened for a Samurai board's 369 cells and
//! 131 houses). Build this example in both trees and run the two binaries alternately; each
//! prints one line per row: the best of `rounds` runs, thread CPU time.
//!
//! ```text
//! cargo run --release --no-default-features --features tools --example width_speed -- [rounds] [classic puzzles]
//! ```

#[path = "common/clock.rs"]
mod clock;
#[path = "common/collection.rs"]
mod collection;

use clock::Clock;
use sudoku3d::engine::logic::grade_unique;
use sudoku3d::engine::{count_solutions, Grid};

fn main() {
    let mut args = std::env::args().skip(1);
    let rounds: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(3);
    let classic_limit: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(300);
    let rows: Vec<(&str, Vec<Grid>)> = vec![
        ("classic top1465", collection::grids("top1465.txt", classic_limit)),
        ("classic expert levels", collection::grids("classic-expert.json", 50)),
        (
            "cube levels",
            [
                "cube-easy.json",
                "cube-medium.json",
                "cube-hard.json",
                "cube-expert.json",
            ]
            .iter()
            .flat_map(|name| collection::grids(name, 50))
            .collect(),
        ),
    ];
    for (name, grids) in &rows {
        let mut grade_best = f64::MAX;
        let mut count_best = f64::MAX;
        let mut steps = 0;
        for _ in 0..rounds {
            let clock = Clock::start();
            steps = grids.iter().map(|g| grade_unique(g).steps).sum();
            grade_best = grade_best.min(clock.elapsed().as_secs_f64());
            let clock = Clock::start();
            let unique = grids.iter().filter(|g| count_solutions(g, 2) == 1).count();
            count_best = count_best.min(clock.elapsed().as_secs_f64());
            assert_eq!(unique, grids.len(), "{name}: every puzzle has one solution");
        }
        println!(
            "{name}: {} puzzles, {steps} steps; grade {:.3} s, count to 2 {:.4} s (best of {rounds}, {})",
            grids.len(),
            grade_best,
            count_best,
            Clock::name()
        );
    }
}
