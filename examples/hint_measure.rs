//! What a player reads in a hint, measured on a fixed set of stuck positions: the first 20
//! levels of the shipped classic Hard and Expert files and the first 20 puzzles of
//! forum_hardest_1106, each played with singles until none is left. Per hint: its steps (mean,
//! max), the characters of its stage 2 (sentence and lines, as the window shows them), steps
//! that change nothing new or repeat an earlier step's eliminations and placement (must be 0),
//! and hints whose stage 1 names the cell they fill (must be 0; a forcing chain naming its
//! supposition, which for one that places a digit is that cell, is counted apart). Then the hint's latency
//! (median, max, this thread's CPU time: see `common/clock.rs`) on top1465 positions (the
//! start and every position of the grader's path where no single is left) and on positions
//! where the grader's next step is a nested forcing chain (from forum_hardest_1106).
//!
//! ```text
//! cargo run --release --features tools --example hint_measure [top1465 puzzles] [nested positions]
//! ```

#[path = "common/clock.rs"]
mod clock;
#[path = "common/collection.rs"]
mod collection;

use std::time::Duration;

use clock::Clock;

use sudoku3d::engine::hint::{hint_near, Hint};
use sudoku3d::engine::{solve_unique, Digit, Grid, LogicalSolver, Step, Technique};
use sudoku3d::play::{HintRequest, Stage};

fn main() {
    let mut args = std::env::args().skip(1);
    let top_limit: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(100);
    let nested_limit: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(10);

    let mut stuck: Vec<(String, Grid)> = Vec::new();
    for file in ["classic-hard.json", "classic-expert.json", "forum_hardest_1106.txt"] {
        for (i, puzzle) in collection::grids(file, 20).iter().enumerate() {
            stuck.push((format!("{file} #{}", i + 1), after_singles(puzzle)));
        }
    }
    let mut steps_per_hint = Vec::new();
    let mut chars_per_hint = Vec::new();
    let (mut repeated, mut named, mut named_as_supposition) = (0, 0, 0);
    for (i, (label, board)) in stuck.iter().enumerate() {
        if i == 40 {
            summary("levels (Hard + Expert)", &steps_per_hint, &chars_per_hint);
        }
        let Ok(solution) = solve_unique(board) else {
            eprintln!("{label}: no unique solution; skipped");
            continue;
        };
        let hint = hint_near(&solution, board, None);
        let steps: &[Step] = match &hint {
            Hint::Place { steps, .. } => steps,
            _ => &[],
        };
        repeated += repeats(board, steps);
        steps_per_hint.push(steps.len());
        let staged = HintRequest {
            solution: solution.clone(),
            board: board.clone(),
            notes: Vec::new(),
            marks: None,
            near: None,
        }
        .compute();
        let why = staged.text(Stage::Why);
        chars_per_hint.push(why.sentence.chars().count() + why.lines.iter().map(|l| l.chars().count()).sum::<usize>());
        let place = staged.text(Stage::Where);
        if let Some((cell, _)) = staged.placement {
            let name = board.geometry().cell_name(cell);
            let stage1 = format!(
                "{} {} {}",
                place.title,
                place.sentence,
                place
                    .lines
                    .iter()
                    .map(|l| l.text.as_str())
                    .collect::<Vec<_>>()
                    .join(" ")
            );
            if names_cell(&stage1, &name) {
                // A forcing chain's stage 1 names its supposition, which for a chain that
                // places a digit is the answer's cell: counted apart.
                let supposes = staged
                    .steps
                    .iter()
                    .any(|s| s.supposition().is_some_and(|(c, _, _)| c == cell));
                if supposes {
                    named_as_supposition += 1;
                } else {
                    named += 1;
                }
            }
        }
    }
    let from = 40.min(steps_per_hint.len());
    summary("forum_hardest_1106", &steps_per_hint[from..], &chars_per_hint[from..]);
    summary("all", &steps_per_hint, &chars_per_hint);
    println!("repeated steps: {repeated}");
    println!("hints whose stage 1 names the answer cell: {named} (and {named_as_supposition} forcing chains naming their supposition there)");

    let mut top = Vec::new();
    for puzzle in collection::grids("top1465.txt", top_limit) {
        let Ok(solution) = solve_unique(&puzzle) else { continue };
        let mut positions = vec![puzzle.clone()];
        let mut solver = LogicalSolver::new(&puzzle);
        while let Some(step) = solver.next_step() {
            let single = matches!(step.technique, Technique::NakedSingle | Technique::HiddenSingle);
            if !single && solver.grid() != &puzzle {
                positions.push(solver.grid().clone());
            }
            solver.apply(&step);
        }
        for position in &positions {
            top.push(timed(&solution, position));
        }
    }
    report(&format!("top1465 (first {top_limit} puzzles)"), &mut top);

    let mut nested = Vec::new();
    'puzzles: for puzzle in collection::grids("forum_hardest_1106.txt", usize::MAX) {
        let Ok(solution) = solve_unique(&puzzle) else { continue };
        let mut solver = LogicalSolver::new(&puzzle);
        while let Some(step) = solver.next_step() {
            if step.technique == Technique::NestedForcingChain {
                nested.push(timed(&solution, solver.grid()));
                if nested.len() >= nested_limit {
                    break 'puzzles;
                }
                // One position per puzzle: the next ones are much alike.
                continue 'puzzles;
            }
            solver.apply(&step);
        }
    }
    report("nested-forcing positions (forum_hardest_1106)", &mut nested);
}

/// Steps and characters per hint (mean, max) of a group of hints.
fn summary(label: &str, steps: &[usize], chars: &[usize]) {
    let n = steps.len().max(1) as f64;
    let mut sorted = chars.to_vec();
    sorted.sort_unstable();
    println!(
        "{label}: {} hints; steps per hint mean {:.2}, max {}; characters per hint (stage 2 \
         sentence + lines) mean {:.0}, median {}, max {}",
        steps.len(),
        steps.iter().sum::<usize>() as f64 / n,
        steps.iter().max().unwrap_or(&0),
        chars.iter().sum::<usize>() as f64 / n,
        sorted.get(sorted.len() / 2).copied().unwrap_or(0),
        chars.iter().max().unwrap_or(&0)
    );
}

/// The board after every naked and hidden single the puzzle offers, in turn.
fn after_singles(puzzle: &Grid) -> Grid {
    let mut solver = LogicalSolver::new(puzzle);
    while let Some(step) = solver.next_step_up_to(Technique::HiddenSingle) {
        solver.apply(&step);
    }
    solver.grid().clone()
}

/// What a step changes: its eliminations and placements, sorted.
type Effect = (Vec<(usize, Digit)>, Vec<(usize, Digit)>);

/// How many steps of a hint (asked on `board`) change nothing new or repeat an earlier step's
/// eliminations and placement.
fn repeats(board: &Grid, steps: &[Step]) -> usize {
    let mut solver = LogicalSolver::new(board);
    let mut seen: Vec<Effect> = Vec::new();
    let mut count = 0;
    for step in steps {
        let live = |&(c, d): &(usize, Digit)| solver.grid().get(c).is_none() && solver.candidates()[c].contains(d);
        let stale = step.eliminations.iter().any(|e| !live(e)) || step.placements.iter().any(|p| !live(p));
        let mut effect = (step.eliminations.clone(), step.placements.clone());
        effect.0.sort_unstable();
        effect.1.sort_unstable();
        if stale || !step.makes_progress() || seen.contains(&effect) {
            count += 1;
        }
        seen.push(effect);
        solver.apply(step);
    }
    count
}

/// Whether `text` names the cell `name` ("r4c7", not a part of "r4c78").
fn names_cell(text: &str, name: &str) -> bool {
    text.match_indices(name).any(|(i, _)| {
        let next = text[i + name.len()..].chars().next();
        !next.is_some_and(|c| c.is_ascii_digit())
    })
}

/// One hint's time on `board`, no cell selected.
fn timed(solution: &Grid, board: &Grid) -> Duration {
    let start = Clock::start();
    let _ = hint_near(solution, board, None);
    start.elapsed()
}

fn report(label: &str, times: &mut [Duration]) {
    if times.is_empty() {
        println!("{label}: no position");
        return;
    }
    times.sort_unstable();
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    println!(
        "hint latency, {label}: {} hints, median {:.2} ms, max {:.1} ms ({})",
        times.len(),
        ms(times[times.len() / 2]),
        ms(times[times.len() - 1]),
        Clock::name()
    );
}
