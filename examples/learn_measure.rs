//! Measures the Learn features (issue 40) for the README:
//!
//! - practice positions per technique: how many the shipped levels hold (one per level at
//!   most, the form `sudoku3d practise` takes them in);
//! - the practice pool: per technique, the time a search takes to make one position from the
//!   pool command's sources (the shipped levels, HoDoKu's library and `data/practice-sources`,
//!   diagonal boards for a technique the classic ones give none of), over several seeds
//!   (median, p99), and how many positions the shipped pool holds;
//! - credit: the grader's paths of the step-digest sample (`tests/engine/step_digest.rs`)
//!   replayed as player moves, each step's placement or eliminations one move made on the
//!   grader's candidates as notes: the share credited to that step's technique or an easier
//!   one, and the credit's latency per move (median, p99).
//!
//! - positions made for a player past the pool (`make_position`, as the Learn screen makes
//!   them in the background): per technique and per family of the map, the time to make one
//!   that is none of the pool's (median, p99; a search that runs out of budget counts at the
//!   budget) and how many searches made one.
//!
//! `cargo run --release --features tools --example learn_measure [practice|pool|credit|made] [PUZZLES] [BUDGET-MS]`
//! (for `made`: PUZZLES is the number of seeds, default 5, and BUDGET-MS the budget of one
//! search, default the game's 30000)
//! (PUZZLES: how many of top1465 to replay, default 200; BUDGET-MS: the credit's time budget,
//! default 60000, where the play default is 500; for `pool`, PUZZLES is the number of seeds,
//! default 5).

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use sudoku3d::engine::learn::practice::asked_on;
use sudoku3d::engine::learn::{credit, find_positions, read_starts, Budget, Credit, PlayerMove, Pool, Search, Start};
use sudoku3d::engine::{solve_unique, Difficulty, Grid, LogicalSolver, Shape, Technique, Variant};

fn grids(file: &str, count: usize) -> Vec<Grid> {
    let path = format!("{}/data/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_default();
    text.lines()
        .filter(|l| l.len() >= 81 && !l.starts_with('#'))
        .filter_map(|l| Grid::from_line(&l[..81]).ok())
        .take(count)
        .collect()
}

fn practice() {
    println!("technique | positions in the shipped levels (one per level at most)");
    for t in Technique::all() {
        let search = Search {
            generate: 0,
            ..Search::new(t, usize::MAX, 1)
        };
        let started = Instant::now();
        let found = find_positions(&search, &sudoku3d::levels::shipped_unchecked);
        println!(
            "{} | {} | {:.1} s | {}",
            t.name(),
            found.len(),
            started.elapsed().as_secs_f64(),
            search.variant()
        );
    }
}

/// The pool command's collections: HoDoKu's library and every file of `data/practice-sources`.
fn pool_starts() -> Vec<Start> {
    let data = format!("{}/data", env!("CARGO_MANIFEST_DIR"));
    let mut files = vec![std::path::PathBuf::from(format!("{data}/hodoku-reglib-1.4.txt"))];
    let mut own: Vec<std::path::PathBuf> = std::fs::read_dir(format!("{data}/practice-sources"))
        .map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    own.retain(|p| p.extension().is_some_and(|x| x == "txt"));
    own.sort();
    files.extend(own);
    files
        .iter()
        .flat_map(|f| {
            let name = f
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_default();
            read_starts(&name, &std::fs::read_to_string(f).unwrap_or_default())
        })
        .collect()
}

/// Time to make one position per technique, as `practise all --sources ...` searches: the
/// default board with the collections, then diagonal boards when none was found.
fn pool(seeds: u64) {
    let starts = pool_starts();
    let counts = Pool::shipped().counts();
    let mut all = Vec::new();
    println!("technique | shipped | made (of {seeds} seeds) | median s | p99 s");
    for t in Technique::all() {
        let mut times = Vec::new();
        let mut made = 0;
        for seed in 1..=seeds {
            let started = Instant::now();
            let search = Search {
                generate: 0,
                deadline: Some(started + Duration::from_secs(120)),
                starts: starts.clone(),
                ..Search::new(t, 1, seed)
            };
            let mut found = find_positions(&search, &sudoku3d::levels::shipped_unchecked);
            if found.is_empty() && asked_on(t, Variant::Diagonal) {
                let diagonal = Search {
                    variant: Some(Variant::Diagonal),
                    starts: Vec::new(),
                    ..search.clone()
                };
                found = find_positions(&diagonal, &sudoku3d::levels::shipped_unchecked);
            }
            times.push(started.elapsed().as_secs_f64());
            made += usize::from(!found.is_empty());
        }
        times.sort_by(f64::total_cmp);
        all.extend(times.iter().copied());
        let shipped = counts.iter().find(|(x, _)| *x == t).map_or(0, |&(_, n)| n);
        println!(
            "{} | {shipped} | {made} | {:.2} | {:.2}",
            t.name(),
            times[times.len() / 2],
            times[(times.len() * 99 / 100).min(times.len() - 1)]
        );
    }
    all.sort_by(f64::total_cmp);
    println!(
        "all techniques: median {:.2} s, p99 {:.2} s over {} searches",
        all[all.len() / 2],
        all[(all.len() * 99 / 100).min(all.len() - 1)],
        all.len()
    );
}

fn credit_replay(top: usize, budget_ms: u64) {
    let cubes: Vec<Grid> = Difficulty::ALL
        .into_iter()
        .flat_map(|d| {
            sudoku3d::levels::load(Shape::Cube.variant(), d, None)
                .levels
                .into_iter()
                .take(8)
                .map(|l| l.puzzle)
        })
        .collect();
    let mut puzzles = grids("top1465.txt", top);
    puzzles.extend(grids("famous.txt", usize::MAX));
    puzzles.extend(cubes);
    let budget = Budget {
        time: Duration::from_millis(budget_ms),
        ..Budget::default()
    };
    let mut times: Vec<Duration> = Vec::new();
    let mut moves = 0usize;
    let mut right = 0usize;
    let mut misses: BTreeMap<String, usize> = BTreeMap::new();
    for puzzle in &puzzles {
        let Ok(solution) = solve_unique(puzzle) else {
            continue;
        };
        let mut solver = LogicalSolver::new(puzzle);
        while let Some(step) = solver.next_step() {
            let notes = solver.candidates().to_vec();
            let board = solver.grid().clone();
            let replayed: Vec<PlayerMove> = if step.placements.is_empty() {
                vec![PlayerMove::Remove(step.eliminations.clone())]
            } else {
                step.placements.iter().map(|&(c, d)| PlayerMove::Place(c, d)).collect()
            };
            for mv in replayed {
                let started = Instant::now();
                let got = credit(&solution, &board, &notes, &mv, &budget);
                times.push(started.elapsed());
                moves += 1;
                match got {
                    Credit::Found(t) if t.rank() <= step.technique.rank() => right += 1,
                    other => {
                        *misses
                            .entry(format!("{} -> {:?}", step.technique.name(), other))
                            .or_default() += 1
                    }
                }
            }
            solver.apply(&step);
        }
    }
    times.sort_unstable();
    let at = |q: f64| times[((times.len() as f64 - 1.0) * q).round() as usize];
    println!(
        "puzzles {} moves {moves} credited to the step's technique or easier {right} ({:.2}%)",
        puzzles.len(),
        100.0 * right as f64 / moves.max(1) as f64
    );
    println!(
        "latency per move: median {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        at(0.5).as_secs_f64() * 1000.0,
        at(0.99).as_secs_f64() * 1000.0,
        at(1.0).as_secs_f64() * 1000.0
    );
    for (what, n) in misses {
        println!("miss: {what} x{n}");
    }
}

fn made(seeds: u64, budget_ms: u64) {
    use sudoku3d::app::screen::learn::map::Group;
    use sudoku3d::engine::learn::practice::make_position;
    let pool = Pool::shipped();
    let budget = Duration::from_millis(budget_ms);
    let mut families: BTreeMap<String, Vec<f64>> = BTreeMap::new();
    let quantiles = |times: &mut Vec<f64>| {
        times.sort_by(f64::total_cmp);
        (
            times[times.len() / 2],
            times[(times.len() * 99 / 100).min(times.len() - 1)],
        )
    };
    println!("technique | made (of {seeds}) | median s | p99 s | from");
    for t in Technique::all() {
        let known: Vec<(Grid, Grid)> = pool.positions(t).into_iter().map(|p| (p.puzzle, p.board)).collect();
        let mut times = Vec::new();
        let mut made = 0;
        let mut from = BTreeMap::<&str, usize>::new();
        for seed in 1..=seeds {
            let started = Instant::now();
            let got = make_position(
                t,
                seed,
                known.clone(),
                budget,
                None,
                &sudoku3d::levels::shipped_unchecked,
            );
            times.push(started.elapsed().as_secs_f64());
            if let Some(p) = got {
                made += 1;
                *from
                    .entry(if p.source.starts_with("generated") {
                        "generated"
                    } else {
                        "levels"
                    })
                    .or_default() += 1;
            }
        }
        families
            .entry(format!("{:?}", Group::of(t)))
            .or_default()
            .extend(times.iter().copied());
        let (median, p99) = quantiles(&mut times);
        println!("{} | {made} | {median:.2} | {p99:.2} | {from:?}", t.name());
    }
    println!("family | searches | median s | p99 s");
    for (family, mut times) in families {
        let n = times.len();
        let (median, p99) = quantiles(&mut times);
        println!("{family} | {n} | {median:.2} | {p99:.2}");
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let top = args.get(2).and_then(|n| n.parse().ok()).unwrap_or(200);
    let budget_ms = args.get(3).and_then(|n| n.parse().ok()).unwrap_or(60_000);
    match args.get(1).map(String::as_str) {
        Some("practice") => practice(),
        Some("pool") => pool(args.get(2).and_then(|n| n.parse().ok()).unwrap_or(5)),
        Some("credit") => credit_replay(top, budget_ms),
        Some("made") => made(
            args.get(2).and_then(|n| n.parse().ok()).unwrap_or(5),
            args.get(3).and_then(|n| n.parse().ok()).unwrap_or(30_000),
        ),
        _ => {
            practice();
            credit_replay(top, budget_ms);
        }
    }
}
