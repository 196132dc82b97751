//! Grading speed: top1465 graded whole (every puzzle explained step by step until the
//! techniques finish it or run out) on one thread, side by side with the `sudoku` crate's
//! `StrategySolver` given the 14 strategies it implements (its own list of
//! everything; avoidable rectangles and mutant fish panic with "not implemented" in 0.8). Prints one markdown table.
//!
//! ```text
//! cargo run --release --no-default-features --features tools --example grading [collection.txt...]
//! ```
//!
//! (If `iced_renderer` refuses to build in release, add
//! `--config 'profile.release.package.iced_renderer.debug-assertions=true'`; see `bands.rs`.)

#[path = "common/collection.rs"]
mod collection;

use std::time::Instant;

use sudoku::strategy::{Strategy, StrategySolver};
use sudoku3d::engine::logic::grade_unique;
use sudoku3d::engine::Grid;

fn main() {
    let strategies = [
        Strategy::NakedSingles,
        Strategy::HiddenSingles,
        Strategy::LockedCandidates,
        Strategy::NakedPairs,
        Strategy::XWing,
        Strategy::HiddenPairs,
        Strategy::NakedTriples,
        Strategy::Swordfish,
        Strategy::HiddenTriples,
        Strategy::XyWing,
        Strategy::XyzWing,
        Strategy::NakedQuads,
        Strategy::Jellyfish,
        Strategy::HiddenQuads,
    ];
    println!("| collection | grader | finished | time | puzzles/s |");
    println!("| --- | --- | ---: | ---: | ---: |");
    // Collections named on the command line, or the three below.
    let mut names: Vec<String> = std::env::args().skip(1).collect();
    if names.is_empty() {
        names = ["top1465.txt", "famous.txt", "forum_hardest_1106.txt"]
            .map(String::from)
            .to_vec();
    }
    for name in &names {
        let lines = collection::lines(name);
        let grids: Vec<Grid> = lines.iter().map(|l| Grid::from_line(l).expect("a puzzle")).collect();
        let start = Instant::now();
        let mut finished = 0;
        let mut steps = 0;
        for g in &grids {
            let grade = grade_unique(g);
            finished += usize::from(grade.solved);
            steps += grade.steps;
        }
        let ours = start.elapsed();
        println!(
            "| {name} | sudoku3d ({} steps) | {finished} / {} | {:.2} s | {:.0} |",
            steps,
            grids.len(),
            ours.as_secs_f64(),
            grids.len() as f64 / ours.as_secs_f64()
        );
        let sudokus: Vec<sudoku::Sudoku> = lines
            .iter()
            .map(|l| sudoku::Sudoku::from_str_line(l).expect("a puzzle"))
            .collect();
        let start = Instant::now();
        let mut theirs_finish = Vec::with_capacity(sudokus.len());
        for s in &sudokus {
            theirs_finish.push(StrategySolver::from_sudoku(*s).solve(&strategies).is_ok());
        }
        let theirs = start.elapsed();
        let finished = theirs_finish.iter().filter(|&&f| f).count();
        println!(
            "| {name} | sudoku 0.8 StrategySolver | {finished} / {} | {:.2} s | {:.0} |",
            sudokus.len(),
            theirs.as_secs_f64(),
            sudokus.len() as f64 / theirs.as_secs_f64()
        );
        // The same work for both: the puzzles the StrategySolver finishes, graded again by
        // both (most of the time above goes to puzzles only chains and forcing chains finish).
        let both: Vec<usize> = (0..grids.len()).filter(|&i| theirs_finish[i]).collect();
        if both.is_empty() {
            continue;
        }
        let start = Instant::now();
        let mut finished = 0;
        for &i in &both {
            finished += usize::from(grade_unique(&grids[i]).solved);
        }
        let ours = start.elapsed();
        println!(
            "| {name}, the {} the StrategySolver finishes | sudoku3d | {finished} / {} | {:.3} s | {:.0} |",
            both.len(),
            both.len(),
            ours.as_secs_f64(),
            both.len() as f64 / ours.as_secs_f64()
        );
        let start = Instant::now();
        for &i in &both {
            let _ = StrategySolver::from_sudoku(sudokus[i]).solve(&strategies);
        }
        let theirs = start.elapsed();
        println!(
            "| {name}, the {} the StrategySolver finishes | sudoku 0.8 StrategySolver | {} / {} | {:.3} s | {:.0} |",
            both.len(),
            both.len(),
            both.len(),
            theirs.as_secs_f64(),
            both.len() as f64 / theirs.as_secs_f64()
        );
    }
}
