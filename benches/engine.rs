//! Generator and bulk-grid benchmarks, with QQWing (the generator GNOME Sudoku uses) measured
//! side by side in the same run when it is installed (`apt-get install qqwing`).
//!
//! `cargo bench --bench engine` prints one table; set `SUDOKU3D_BENCH_QUICK=1` for a short run,
//! `SUDOKU3D_BENCH_ONLY="classic hard"` (or `cube`, `expert`...) to time only the generator rows
//! whose name contains it (and skip QQWing and the grids; handy under a profiler).

use std::collections::BTreeMap;
use std::process::Command;
use std::time::{Duration, Instant};

use sudoku3d::engine::generator::{generate_seeded, Difficulty};
use sudoku3d::engine::grids::distinct_grids;
use sudoku3d::engine::Shape;

#[path = "../examples/common/clock.rs"]
mod clock;

use clock::Clock;

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn percentile(mut v: Vec<Duration>, p: f64) -> Duration {
    v.sort();
    v[((v.len() as f64 - 1.0) * p).round() as usize]
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// Times `generate_seeded` over `seeds` seeds; prints the band's distribution.
fn bench_generate(shape: Shape, difficulty: Difficulty, seeds: u64) -> f64 {
    let mut times = Vec::new();
    let mut hardest: BTreeMap<&str, usize> = BTreeMap::new();
    let mut empties: BTreeMap<usize, usize> = BTreeMap::new();
    // FNV-1a over the puzzles made: equal fingerprints mean a change left the output alone.
    let mut fingerprint: u64 = 0xcbf2_9ce4_8422_2325;
    let started = Clock::start();
    for seed in 0..seeds {
        let t = Clock::start();
        let p = generate_seeded(shape.clone(), difficulty, seed);
        times.push(t.elapsed());
        for b in p.puzzle.to_line().bytes() {
            fingerprint = (fingerprint ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
        *hardest.entry(p.grade.hardest.map_or("none", |t| t.name())).or_default() += 1;
        *empties.entry(p.puzzle.empty_count()).or_default() += 1;
    }
    let total = started.elapsed();
    let per_sec = seeds as f64 / total.as_secs_f64();
    println!(
        "| generate {shape} {:<6} | {seeds:>5} | {:>8.2} | {:>8.2} | {:>8.2} | {:>8.2} | {per_sec:>9.1} |",
        difficulty.name(),
        ms(median(times.clone())),
        ms(percentile(times.clone(), 0.9)),
        ms(percentile(times.clone(), 0.99)),
        ms(*times.iter().max().unwrap()),
    );
    let lo = empties.keys().next().unwrap();
    let hi = empties.keys().last().unwrap();
    eprintln!(
        "    {shape} {}: empty cells {lo}..={hi}; hardest: {hardest:?}; fingerprint {fingerprint:016x}",
        difficulty.name()
    );
    per_sec
}

/// QQWing's puzzles per second for a difficulty, or None if it is not installed.
fn bench_qqwing(difficulty: &str, n: u32) -> Option<f64> {
    let started = Instant::now();
    let out = Command::new("qqwing")
        .args(["--generate", &n.to_string(), "--difficulty", difficulty, "--one-line"])
        .output()
        .ok()?;
    let elapsed = started.elapsed();
    let made = String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter(|l| l.trim().len() == 81)
        .count();
    (made > 0).then(|| made as f64 / elapsed.as_secs_f64())
}

fn main() {
    // `cargo bench` passes --bench; `cargo test --benches` passes nothing: run quickly then.
    let quick = std::env::var_os("SUDOKU3D_BENCH_QUICK").is_some() || !std::env::args().any(|a| a == "--bench");
    let (classic_seeds, cube_seeds, qq_n, grids_n) = if quick {
        (10, 3, 20, 10_000)
    } else {
        (300, 50, 300, 1_000_000)
    };

    let only = std::env::var("SUDOKU3D_BENCH_ONLY").ok();
    let wanted = |shape: Shape, d: Difficulty| {
        only.as_deref()
            .is_none_or(|o| format!("{shape} {}", d.name()).contains(&o.to_lowercase()))
    };

    println!("Generating one puzzle, {} per puzzle:", Clock::name());
    println!();
    println!("| what | runs | median ms | p90 ms | p99 ms | max ms | per second |");
    println!("| --- | ---: | ---: | ---: | ---: | ---: | ---: |");
    let mut ours = BTreeMap::new();
    for d in Difficulty::ALL.into_iter().filter(|&d| wanted(Shape::Classic, d)) {
        ours.insert(d, bench_generate(Shape::Classic, d, classic_seeds));
    }
    for d in Difficulty::ALL.into_iter().filter(|&d| wanted(Shape::Cube, d)) {
        bench_generate(Shape::Cube, d, cube_seeds);
    }
    if only.is_some() {
        return;
    }

    println!();
    println!("| generator, one thread | ours puzzles/s | QQWing puzzles/s | ours / QQWing |");
    println!("| --- | ---: | ---: | ---: |");
    for (d, qq) in [
        (Difficulty::Easy, "easy"),
        (Difficulty::Medium, "intermediate"),
        (Difficulty::Hard, "expert"),
    ] {
        match bench_qqwing(qq, qq_n) {
            Some(q) => println!(
                "| {} vs QQWing {qq} | {:.1} | {q:.1} | {:.2} |",
                d.name(),
                ours[&d],
                ours[&d] / q
            ),
            None => println!("| {} vs QQWing {qq} | {:.1} | not installed | - |", d.name(), ours[&d]),
        }
    }

    println!();
    let mut rng = <rand::rngs::StdRng as rand::SeedableRng>::seed_from_u64(1);
    let mut buf: Vec<u8> = Vec::with_capacity(grids_n * 82);
    let started = Instant::now();
    let made = distinct_grids(grids_n, &mut rng, |g| {
        buf.extend(g.iter().map(|d| b'0' + d));
        buf.push(b'\n');
        true
    });
    let elapsed = started.elapsed();
    println!(
        "| {made} distinct finished grids, formatted in memory | {:.3} s | {:.0} grids/s |",
        elapsed.as_secs_f64(),
        made as f64 / elapsed.as_secs_f64()
    );
}
