//! Times (processor time of the thread) the general solver on sets of puzzles: `solve` (the unique solution) and the count up
//! to two, per puzzle, then the median, p99 and maximum per set. Puzzles are read from files,
//! one a line in the `--variant` form (`#` lines skipped), so the same sets can be timed by two
//! builds of the program (the old solver and the new):
//!
//! ```text
//! cargo run --release --no-default-features --features tools --example killer_speed -- \
//!     time killer FILE...          # one set per file
//! cargo run --release --no-default-features --features tools --example killer_speed -- \
//!     generate COUNT SEED > FILE   # killers of random cages split until unique, no givens
//! cargo run --release --no-default-features --features tools --example killer_speed -- \
//!     merged COUNT SEED FILE > OUT # FILE's killers with two touching cage pairs merged
//! cargo run --release --no-default-features --features tools --example killer_speed -- \
//!     jigsaw COUNT SEED > FILE     # empty and nearly empty boards of random jigsaw layouts
//! ```
//!
//! A level file (`levels/*.json`) is read as its levels' `puzzle` fields.

use std::time::Duration;

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use sudoku3d::engine::generator::split_until_unique;
use sudoku3d::engine::jigsaw::random_regions;
use sudoku3d::engine::killer::{merge_cages, random_cages, touching_pairs};
use sudoku3d::engine::solver::{count_killer, solve_random, solve_random_within_budget};
use sudoku3d::engine::{count_solutions, solve_unique, Grid, Shape, Variant};

/// The processor time this thread has used: the machine is shared, and wall time would
/// count the other programs' turns. POSIX `clock_gettime(CLOCK_THREAD_CPUTIME_ID)` from the C
/// library std already links (Linux, 64-bit), to the nanosecond.
fn thread_time() -> Duration {
    #[repr(C)]
    struct Timespec {
        seconds: i64,
        nanos: i64,
    }
    extern "C" {
        fn clock_gettime(clock: i32, time: *mut Timespec) -> i32;
    }
    const CLOCK_THREAD_CPUTIME_ID: i32 = 3;
    let mut time = Timespec { seconds: 0, nanos: 0 };
    // SAFETY: `time` is a valid, writable timespec for the call's duration.
    if unsafe { clock_gettime(CLOCK_THREAD_CPUTIME_ID, &mut time) } != 0 {
        return Duration::ZERO;
    }
    Duration::new(time.seconds as u64, time.nanos as u32)
}

/// The puzzles of a file: a level file's `puzzle` fields, or its lines.
fn read_puzzles(path: &str) -> Vec<String> {
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(e) => {
            eprintln!("{path}: {e}");
            std::process::exit(2);
        }
    };
    if path.ends_with(".json") {
        let value: serde_json::Value = match serde_json::from_str(&text) {
            Ok(v) => v,
            Err(e) => {
                eprintln!("{path}: {e}");
                std::process::exit(2);
            }
        };
        return value["levels"]
            .as_array()
            .map(|levels| {
                levels
                    .iter()
                    .filter_map(|l| l["puzzle"].as_str().map(str::to_string))
                    .collect()
            })
            .unwrap_or_default();
    }
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(str::to_string)
        .collect()
}

fn variant(name: &str) -> Variant {
    match name {
        "killer" => Variant::Killer,
        "jigsaw" => Variant::Jigsaw,
        "classic" => Variant::Classic,
        "diagonal" => Variant::Diagonal,
        "cube" => Variant::Cube,
        _ => {
            eprintln!("unknown variant {name}");
            std::process::exit(2);
        }
    }
}

/// The value at fraction `q` of sorted `times` (nearest rank).
fn quantile(times: &[Duration], q: f64) -> Duration {
    let rank = ((times.len() as f64 * q).ceil() as usize).clamp(1, times.len());
    times[rank - 1]
}

fn ms(d: Duration) -> String {
    format!("{:.2}", d.as_secs_f64() * 1000.0)
}

fn time_sets(variant: Variant, files: &[String]) {
    println!("| set | puzzles | solve median / p99 / max (ms) | count-to-2 median / p99 / max (ms) |");
    println!("|---|---|---|---|");
    for path in files {
        let mut solve = Vec::new();
        let mut count = Vec::new();
        for line in read_puzzles(path) {
            let grid = match Grid::from_variant_line(variant, &line) {
                Ok(g) => g,
                Err(e) => {
                    eprintln!("{path}: {e}: {line}");
                    continue;
                }
            };
            let start = thread_time();
            let solved = solve_unique(&grid);
            solve.push(thread_time() - start);
            let start = thread_time();
            let n = count_solutions(&grid, 2);
            count.push(thread_time() - start);
            // What each answered, so two builds can be checked to agree.
            eprintln!(
                "{path}: solutions {n}, solve {} ms ({}), count {} ms",
                ms(solve[solve.len() - 1]),
                if solved.is_ok() { "unique" } else { "not unique" },
                ms(count[count.len() - 1])
            );
        }
        if solve.is_empty() {
            continue;
        }
        solve.sort();
        count.sort();
        let name = path.rsplit('/').next().unwrap_or(path);
        println!(
            "| {name} | {} | {} / {} / {} | {} / {} / {} |",
            solve.len(),
            ms(quantile(&solve, 0.5)),
            ms(quantile(&solve, 0.99)),
            ms(solve[solve.len() - 1]),
            ms(quantile(&count, 0.5)),
            ms(quantile(&count, 0.99)),
            ms(count[count.len() - 1]),
        );
    }
}

/// Killers without givens: random cages over a random full grid, split until unique.
fn generate(count: usize, seed: u64) {
    let mut rng = StdRng::seed_from_u64(seed);
    for _ in 0..count {
        let Some(full) = solve_random(&Grid::empty(Shape::Classic), &mut rng) else {
            continue;
        };
        let Ok(values) = <[u8; 81]>::try_from(full.values()) else {
            continue;
        };
        let set = split_until_unique(random_cages(&values, &mut rng), &values, &mut rng);
        println!("{} {}", set.map_text(), set.sums_text());
    }
}

/// Empty boards of random jigsaw layouts (each has a full grid), and beside each the same
/// board with three givens of a random solution: the nearly empty boards.
fn jigsaw(count: usize, seed: u64) {
    let mut rng = StdRng::seed_from_u64(seed);
    for _ in 0..count {
        let regions = random_regions(&mut rng);
        let empty = Grid::empty(Shape::Jigsaw(regions));
        println!("{}", empty.to_line());
        if let Some(full) = solve_random_within_budget(&empty, &mut rng, 100_000) {
            let mut few = empty.clone();
            for _ in 0..3 {
                let cell = rng.random_range(0..81);
                few.set(cell, full.get(cell));
            }
            println!("{}", few.to_line());
        }
    }
}

/// Each killer of `path` with touching cage pairs merged, two merges kept when the puzzle
/// stays unique: harder cages, the same solution.
fn merged(count: usize, seed: u64, path: &str) {
    let mut rng = StdRng::seed_from_u64(seed);
    let empty = Grid::empty(Shape::Classic);
    for line in read_puzzles(path).into_iter().take(count) {
        let Ok(grid) = Grid::from_variant_line(Variant::Killer, &line) else {
            continue;
        };
        let Shape::Killer(cages) = grid.shape() else {
            continue;
        };
        let Ok(solution) = solve_unique(&grid) else {
            continue;
        };
        let Ok(values) = <[u8; 81]>::try_from(solution.values()) else {
            continue;
        };
        let mut set = cages.set().clone();
        let mut merges = 0;
        for _ in 0..40 {
            let pairs = touching_pairs(&set);
            let (a, b) = pairs[rng.random_range(0..pairs.len())];
            if let Some(next) = merge_cages(&set, a, b, &values) {
                if count_killer(&empty, &next, 2).0 == 1 {
                    set = next;
                    merges += 1;
                    if merges == 2 {
                        break;
                    }
                }
            }
        }
        if merges == 2 {
            println!("{} {}", set.map_text(), set.sums_text());
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number = |i: usize, default: u64| args.get(i).and_then(|a| a.parse().ok()).unwrap_or(default);
    match args.first().map(String::as_str) {
        Some("time") if args.len() > 2 => time_sets(variant(&args[1]), &args[2..]),
        Some("generate") => generate(number(1, 100) as usize, number(2, 2026)),
        Some("jigsaw") => jigsaw(number(1, 50) as usize, number(2, 2026)),
        Some("merged") if args.len() > 3 => merged(number(1, 6) as usize, number(2, 2026), &args[3]),
        _ => {
            eprintln!("usage: killer_speed time VARIANT FILE... | generate COUNT SEED | jigsaw COUNT SEED | merged COUNT SEED FILE");
            std::process::exit(2);
        }
    }
}
