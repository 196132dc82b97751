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
//!
//! With `TDOKU_LIB=/path/to/libtdoku_shared.so`, the table is against tdoku instead, loaded at
//! run time and timed the same way (docs/benchmarks.md, Solver, says how to build it outside the
//! repository). `SOLVE_ROUNDS=N` takes the best of N rounds instead of three.

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

/// A routine of the side-by-side table.
#[derive(Clone, Copy)]
enum Routine {
    /// `fast::solve_cells` with limit 1.
    OursFirst,
    /// `fast::count_cells` with limit 2.
    OursCount2,
    /// The crate's `some_solution()`.
    SudokuFirst,
    /// The crate's `solution()` (counts to two inside).
    SudokuSolution,
    /// The crate's `solutions_count_up_to(2)`.
    SudokuCount2,
    /// tdoku with limit 1.
    TdokuFirst,
    /// tdoku with limit 2.
    TdokuCount2,
}

/// tdoku's solver (`TdokuSolverDpllTriadSimd` of github.com/t-dillon/tdoku), loaded from the
/// shared library the environment variable `TDOKU_LIB` names. It is built outside this
/// repository from tdoku's own source (docs/benchmarks.md, Solver): none of its code is here.
struct Tdoku {
    solve: libloading::Symbol<'static, TdokuSolve>,
}

/// tdoku's entry point: puzzle (81 characters, '.' for empty, then a NUL), limit,
/// configuration, solution out, guesses out; returns the solutions found.
type TdokuSolve = unsafe extern "C" fn(*const u8, usize, u32, *mut u8, *mut usize) -> usize;

impl Tdoku {
    /// The library `TDOKU_LIB` names, if the variable is set. A set variable that does not
    /// lead to tdoku's solver stops the bench with the reason.
    fn from_env() -> Option<Tdoku> {
        let path = std::env::var_os("TDOKU_LIB")?;
        // SAFETY: loading runs the library's initialisers; the file is tdoku's, which the one
        // running the bench built and named.
        let library = unsafe { libloading::Library::new(&path) }
            .unwrap_or_else(|e| panic!("TDOKU_LIB={}: {e}", path.to_string_lossy()));
        // The bench keeps the library for the whole run.
        let library: &'static libloading::Library = Box::leak(Box::new(library));
        // SAFETY: the symbol is tdoku's C entry point, whose signature `TdokuSolve` copies
        // from its header (include/tdoku.h).
        let solve = unsafe { library.get::<TdokuSolve>(b"TdokuSolverDpllTriadSimd\0") }
            .unwrap_or_else(|e| panic!("TDOKU_LIB={}: {e}", path.to_string_lossy()));
        Some(Tdoku { solve })
    }

    /// Solves one puzzle up to `limit` solutions.
    fn solve(&self, puzzle: &[u8; 82], limit: usize, solution: &mut [u8; 81]) -> usize {
        let mut guesses = 0usize;
        // SAFETY: `puzzle` is 81 characters and a NUL (tdoku reads the 82nd to tell a plain
        // puzzle from a pencil-mark one), `solution` has room for 81.
        unsafe { (self.solve)(puzzle.as_ptr(), limit, 0, solution.as_mut_ptr(), &mut guesses) }
    }
}

/// A collection in the forms the solvers take.
struct Collection {
    cells: Vec<[u8; 81]>,
    theirs: Vec<Sudoku>,
    /// For tdoku: 81 characters ('.' for empty) and a NUL.
    text: Vec<[u8; 82]>,
}

impl Collection {
    fn load(name: &str) -> Collection {
        let (cells, theirs) = load(name);
        let text = cells
            .iter()
            .map(|cells| {
                let mut line = [0u8; 82];
                for (slot, &v) in line.iter_mut().zip(cells) {
                    *slot = if v == 0 { b'.' } else { b'0' + v };
                }
                line
            })
            .collect();
        Collection { cells, theirs, text }
    }
}

/// Runs `routine` over a whole collection once; returns the solutions found in all.
fn run(routine: Routine, collection: &Collection, tdoku: Option<&Tdoku>) -> usize {
    let mut out = [0u8; 81];
    let Collection { cells, theirs, text } = collection;
    match routine {
        Routine::OursFirst => cells.iter().map(|p| fast::solve_cells(black_box(p), 1, &mut out)).sum(),
        Routine::OursCount2 => cells.iter().map(|p| fast::count_cells(black_box(p), 2)).sum(),
        Routine::SudokuFirst => theirs
            .iter()
            .filter(|s| black_box(**s).some_solution().is_some())
            .count(),
        Routine::SudokuSolution => theirs.iter().filter(|s| black_box(**s).solution().is_some()).count(),
        Routine::SudokuCount2 => theirs.iter().map(|s| black_box(*s).solutions_count_up_to(2)).sum(),
        Routine::TdokuFirst | Routine::TdokuCount2 => {
            let tdoku = tdoku.expect("tdoku routines run only with TDOKU_LIB");
            let limit = if matches!(routine, Routine::TdokuFirst) { 1 } else { 2 };
            text.iter().map(|p| tdoku.solve(black_box(p), limit, &mut out)).sum()
        }
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

/// Seconds per run of `routine`: repeated until at least half a second has passed, in thread
/// CPU time when available (coarse ticks, hence the half second) or else wall time.
fn time_routine(routine: Routine, collection: &Collection, tdoku: Option<&Tdoku>) -> f64 {
    let wall = Instant::now();
    let cpu = thread_cpu_seconds();
    let mut runs = 0;
    loop {
        black_box(run(routine, collection, tdoku));
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

/// The processor's model name, from `/proc/cpuinfo` where there is one.
fn cpu_model() -> String {
    fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|info| {
            info.lines()
                .find(|l| l.starts_with("model name"))
                .and_then(|l| l.split_once(':'))
                .map(|(_, name)| name.trim().to_string())
        })
        .unwrap_or_else(|| "unknown".into())
}

/// Puzzles per second of each routine on each collection, from interleaved rounds (the best
/// of each; `SOLVE_ROUNDS`, 3 unless set), printed as a markdown table with the ratios ours /
/// theirs. Against tdoku when `TDOKU_LIB` names its library, else against the `sudoku` crate.
fn side_by_side() {
    let tdoku = Tdoku::from_env();
    let rounds: usize = std::env::var("SOLVE_ROUNDS")
        .ok()
        .and_then(|r| r.parse().ok())
        .unwrap_or(3);
    let clock = if thread_cpu_seconds().is_some() {
        "thread CPU time"
    } else {
        "wall time"
    };
    println!();
    println!(
        "Side by side on {}, puzzles per second ({clock}, best of {rounds} interleaved rounds):",
        cpu_model()
    );
    println!();
    // Each row: the routines in order, and which pairs make the ratio columns.
    let (routines, header): (&[Routine], &str) = if tdoku.is_some() {
        (
            &[
                Routine::OursFirst,
                Routine::TdokuFirst,
                Routine::OursCount2,
                Routine::TdokuCount2,
            ],
            "| collection | ours, first | tdoku, first | ratio | ours, count to 2 | tdoku, count to 2 | ratio |\n\
             | --- | ---: | ---: | ---: | ---: | ---: | ---: |",
        )
    } else {
        (
            &[
                Routine::OursFirst,
                Routine::SudokuFirst,
                Routine::SudokuSolution,
                Routine::OursCount2,
                Routine::SudokuCount2,
            ],
            "| collection | ours, first | sudoku `some_solution` | ratio | sudoku `solution` | ratio \
             | ours, count to 2 | sudoku `solutions_count_up_to(2)` | ratio |\n\
             | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
        )
    };
    println!("{header}");
    for name in COLLECTIONS {
        let collection = Collection::load(name);
        // Both solvers must answer alike: the same number of solutions found in all.
        let found: Vec<usize> = routines.iter().map(|&r| run(r, &collection, tdoku.as_ref())).collect();
        if tdoku.is_some() {
            assert_eq!(
                (found[0], found[2]),
                (found[1], found[3]),
                "{name}: ours and tdoku disagree"
            );
        }
        let mut best = vec![f64::MAX; routines.len()];
        for _round in 0..rounds {
            for (&routine, best) in routines.iter().zip(best.iter_mut()) {
                *best = best.min(time_routine(routine, &collection, tdoku.as_ref()));
            }
        }
        let rate: Vec<f64> = best.iter().map(|t| collection.cells.len() as f64 / t).collect();
        let cells = if tdoku.is_some() {
            format!(
                "{:.0} | {:.0} | {:.2} | {:.0} | {:.0} | {:.2}",
                rate[0],
                rate[1],
                rate[0] / rate[1],
                rate[2],
                rate[3],
                rate[2] / rate[3]
            )
        } else {
            format!(
                "{:.0} | {:.0} | {:.2} | {:.0} | {:.2} | {:.0} | {:.0} | {:.2}",
                rate[0],
                rate[1],
                rate[0] / rate[1],
                rate[2],
                rate[0] / rate[2],
                rate[3],
                rate[4],
                rate[3] / rate[4],
            )
        };
        println!(
            "| {} ({}) | {cells} |",
            name.trim_end_matches(".txt"),
            collection.cells.len()
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
