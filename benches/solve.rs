//! Classic solving speed, side by side with the `sudoku` crate (a JCZSolve port), on the
//! collections in the repository's `data/`. Each group is one collection; throughput is in
//! puzzles, so criterion reports puzzles per second. One iteration solves the whole collection
//! once.
//!
//! * `fast/first`: `engine::fast::solve_cells` with limit 1 (stops at the first solution).
//! * `fast/count2`: `engine::fast::count_cells` with limit 2 (proves uniqueness).
//! * `sudoku/some_solution`: the crate's first-solution search (stops at the first solution).
//! * `sudoku/solution`: the crate's `solution()`, its unique solution: it counts to two
//!   internally, so it costs about what `count2` does.
//! * `sudoku/count2`: the crate's `solutions_count_up_to(2)`.
//!
//! Puzzles are parsed beforehand on both sides: this measures solving only.
//!
//! Criterion measures wall time, one routine after the other, so on a busy machine a change in
//! load between two routines shows up as a difference between solvers. After the criterion
//! groups the bench therefore prints a side-by-side table (markdown) measured in interleaved
//! rounds, in CPU time of the benchmark thread where Linux provides it, and with each routine's
//! best round: the fairer source for ratios.
//!
//! Run with `cargo bench --bench solve` (a few minutes); with `SOLVE_TABLE_ONLY=1` in the
//! environment, only the side-by-side table is made.

use std::fs;
use std::hint::black_box;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use criterion::{criterion_group, Criterion, SamplingMode, Throughput};
use sudoku::Sudoku;
use sudoku3d::engine::fast;

const COLLECTIONS: [&str; 5] = [
    "17_clue.txt",
    "top1465.txt",
    "forum_hardest_1106.txt",
    "forum_hardest_1905_11plus.txt",
    "serg_benchmark.txt",
];

/// The puzzles of a collection, as raw cells and as the crate's type.
fn load(name: &str) -> (Vec<[u8; 81]>, Vec<Sudoku>) {
    // Where cargo runs the bench from now (it sets the variable), else where it was built: a
    // binary reused from another copy of the repository must not read that copy's files.
    let root =
        std::env::var_os("CARGO_MANIFEST_DIR").map_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")), PathBuf::from);
    let path = root.join("data").join(name);
    let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    let mut cells = Vec::new();
    let mut theirs = Vec::new();
    for line in text.lines().map(str::trim).filter(|l| l.len() >= 81) {
        let mut raw = [0u8; 81];
        for (slot, ch) in raw.iter_mut().zip(line.bytes()) {
            *slot = if ch.is_ascii_digit() { ch - b'0' } else { 0 };
        }
        cells.push(raw);
        theirs.push(Sudoku::from_str_line(line).unwrap_or_else(|e| panic!("{name}: {line}: {e:?}")));
    }
    (cells, theirs)
}

fn solve(c: &mut Criterion) {
    for name in COLLECTIONS {
        let (cells, theirs) = load(name);
        let mut group = c.benchmark_group(name.trim_end_matches(".txt"));
        group
            .throughput(Throughput::Elements(cells.len() as u64))
            // One iteration is a whole collection (up to a few seconds): ten flat samples, a
            // short warm-up, and no attempt to fit more iterations in.
            .sampling_mode(SamplingMode::Flat)
            .sample_size(10)
            .warm_up_time(Duration::from_millis(500))
            .measurement_time(Duration::from_secs(1));

        group.bench_function("fast/first", |b| {
            let mut out = [0u8; 81];
            b.iter(|| {
                cells
                    .iter()
                    .map(|p| fast::solve_cells(black_box(p), 1, &mut out))
                    .sum::<usize>()
            })
        });
        group.bench_function("fast/count2", |b| {
            b.iter(|| cells.iter().map(|p| fast::count_cells(black_box(p), 2)).sum::<usize>())
        });
        group.bench_function("sudoku/some_solution", |b| {
            b.iter(|| {
                theirs
                    .iter()
                    .filter(|s| black_box(**s).some_solution().is_some())
                    .count()
            })
        });
        group.bench_function("sudoku/solution", |b| {
            b.iter(|| theirs.iter().filter(|s| black_box(**s).solution().is_some()).count())
        });
        group.bench_function("sudoku/count2", |b| {
            b.iter(|| {
                theirs
                    .iter()
                    .map(|s| black_box(*s).solutions_count_up_to(2))
                    .sum::<usize>()
            })
        });
        group.finish();
    }
}

/// The routines of the side-by-side table, in table order.
const ROUTINES: [&str; 5] = [
    "fast/first",
    "sudoku/some_solution",
    "sudoku/solution",
    "fast/count2",
    "sudoku/count2",
];

/// Runs routine `which` over a whole collection once.
fn run(which: usize, cells: &[[u8; 81]], theirs: &[Sudoku]) -> usize {
    let mut out = [0u8; 81];
    match which {
        0 => cells.iter().map(|p| fast::solve_cells(black_box(p), 1, &mut out)).sum(),
        1 => theirs
            .iter()
            .filter(|s| black_box(**s).some_solution().is_some())
            .count(),
        2 => theirs.iter().filter(|s| black_box(**s).solution().is_some()).count(),
        3 => cells.iter().map(|p| fast::count_cells(black_box(p), 2)).sum(),
        _ => theirs.iter().map(|s| black_box(*s).solutions_count_up_to(2)).sum(),
    }
}

/// CPU time used by this thread so far, in seconds, from `/proc/thread-self/stat` (user plus
/// system time, in the kernel's 1/100 s ticks); `None` where that is not available.
fn thread_cpu_seconds() -> Option<f64> {
    let stat = fs::read_to_string("/proc/thread-self/stat").ok()?;
    // Fields after the command name (which is in parentheses and may hold spaces): state is
    // field 3, utime field 14 and stime field 15.
    let fields: Vec<&str> = stat.get(stat.rfind(')')? + 1..)?.split_whitespace().collect();
    let ticks: f64 = fields.get(11)?.parse::<f64>().ok()? + fields.get(12)?.parse::<f64>().ok()?;
    Some(ticks / 100.0)
}

/// Seconds per run of routine `which`: repeated until at least half a second has passed, in
/// thread CPU time when available (coarse ticks, hence the half second) or else wall time.
fn time_routine(which: usize, cells: &[[u8; 81]], theirs: &[Sudoku]) -> f64 {
    let wall = Instant::now();
    let cpu = thread_cpu_seconds();
    let mut runs = 0;
    loop {
        black_box(run(which, cells, theirs));
        runs += 1;
        let spent = match (cpu, thread_cpu_seconds()) {
            (Some(start), Some(now)) => now - start,
            _ => wall.elapsed().as_secs_f64(),
        };
        if spent >= 0.5 {
            return spent / runs as f64;
        }
    }
}

/// Puzzles per second of each routine on each collection, from three interleaved rounds (the
/// best of each), printed as a markdown table with the ratios ours / sudoku.
fn side_by_side() {
    let clock = if thread_cpu_seconds().is_some() {
        "thread CPU time"
    } else {
        "wall time"
    };
    println!();
    println!("Side by side, puzzles per second ({clock}, best of three interleaved rounds):");
    println!();
    println!(
        "| collection | ours, first | sudoku `some_solution` | ratio | sudoku `solution` | ratio \
         | ours, count to 2 | sudoku `solutions_count_up_to(2)` | ratio |"
    );
    println!("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
    for name in COLLECTIONS {
        let (cells, theirs) = load(name);
        let mut best = [f64::MAX; ROUTINES.len()];
        for _round in 0..3 {
            for (which, best) in best.iter_mut().enumerate() {
                *best = best.min(time_routine(which, &cells, &theirs));
            }
        }
        let rate = best.map(|t| cells.len() as f64 / t);
        println!(
            "| {} ({}) | {:.0} | {:.0} | {:.2} | {:.0} | {:.2} | {:.0} | {:.0} | {:.2} |",
            name.trim_end_matches(".txt"),
            cells.len(),
            rate[0],
            rate[1],
            rate[0] / rate[1],
            rate[2],
            rate[0] / rate[2],
            rate[3],
            rate[4],
            rate[3] / rate[4],
        );
    }
}

criterion_group!(benches, solve);

fn main() {
    if std::env::var_os("SOLVE_TABLE_ONLY").is_none() {
        benches();
        Criterion::default().configure_from_args().final_summary();
    }
    // Not in `cargo test --benches` runs (criterion's quick test mode) or listings.
    if !std::env::args().any(|a| a == "--test" || a == "--list") {
        side_by_side();
    }
}
