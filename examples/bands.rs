//! Measures the difficulty bands of the generator: what `generate_variant_seeded` actually
//! produces for each variant and difficulty, and whether a cube face "feels like" the classic
//! band of the same name. Prints markdown tables.
//!
//! ```text
//! cargo run --release --no-default-features --features tools --example bands [classic seeds] [cube seeds] [diagonal seeds] [jigsaw seeds] [killer seeds]
//! ```
//!
//! Examples link the dev-dependencies, and `iced_test` pulls in `iced_renderer` without a
//! renderer feature, which refuses to build in release. If that happens, add
//! `--config 'profile.release.package.iced_renderer.debug-assertions=true'`: it only touches
//! that crate, which this example does not use, so the timings are unaffected.
//!
//! Defaults: 200 seeds per difficulty on the classic board, 50 on the cube, 100 on the diagonal,
//! jigsaw and killer boards; 0 leaves a variant out. Killer puzzles also get a table of their
//! cages (how many, how big) and givens. Puzzles are made one at a time on one thread, so
//! the times are comparable with what a player waits; each is this thread's CPU time (see
//! `common/clock.rs`), a jigsaw's including the making of its layout.

#[path = "common/clock.rs"]
mod clock;

use std::collections::BTreeMap;
use std::time::Duration;

use clock::Clock;
use sudoku3d::engine::cube_faces::measure;
use sudoku3d::engine::dlx::count_solutions_dlx;
use sudoku3d::engine::generator::{generate_variant_seeded, Difficulty, Puzzle};
use sudoku3d::engine::grade::grade_up_to;
use sudoku3d::engine::solver::count_killer;
use sudoku3d::engine::{Face, Grid, Shape, Technique, Variant};

/// One generated puzzle and how long it took.
struct Sample {
    puzzle: Puzzle,
    time: Duration,
}

/// The value at percentile `p` (0..=100) by the nearest-rank method; `values` need not be sorted.
fn percentile<T: Copy + Ord>(values: &[T], p: usize) -> T {
    let mut sorted = values.to_vec();
    sorted.sort_unstable();
    let rank = (p * sorted.len()).div_ceil(100).max(1);
    sorted[rank - 1]
}

fn min_med_max<T: Copy + Ord + std::fmt::Display>(values: &[T]) -> String {
    format!(
        "{} / {} / {}",
        percentile(values, 0),
        percentile(values, 50),
        percentile(values, 100)
    )
}

fn ms(d: Duration) -> String {
    let ms = d.as_secs_f64() * 1000.0;
    if ms < 10.0 {
        format!("{ms:.2} ms")
    } else {
        format!("{ms:.0} ms")
    }
}

fn share(empty: usize, of: usize) -> String {
    format!("{:.0}%", 100.0 * empty as f64 / of as f64)
}

/// Empty positions on `face`: each of its 81 places, a linked cell counted on every face it
/// shows on.
fn empty_on_face(p: &Puzzle, face: Face) -> usize {
    (0..81).filter(|&i| p.puzzle.at(face, i / 9, i % 9).is_none()).count()
}

/// Whether a puzzle has one solution: by DLX, or on a killer (whose sums DLX does not know) by
/// the solver's count with the cages.
fn unique(puzzle: &Grid) -> bool {
    match puzzle.shape().cages() {
        Some(cages) => {
            let givens = puzzle.clone().with_shape(Shape::Classic);
            count_killer(&givens, cages.set(), 2).0 == 1
        }
        None => count_solutions_dlx(puzzle, 2) == 1,
    }
}

fn generate_all(variant: Variant, difficulty: Difficulty, seeds: u64) -> Vec<Sample> {
    (1..=seeds)
        .map(|seed| {
            let clock = Clock::start();
            let puzzle = generate_variant_seeded(variant, difficulty, seed);
            Sample {
                time: clock.elapsed(),
                puzzle,
            }
        })
        .collect()
}

fn main() {
    let mut args = std::env::args()
        .skip(1)
        .map(|a| a.parse::<u64>().expect("a number of seeds"));
    let seeds_of: BTreeMap<Variant, u64> = Variant::ALL
        .into_iter()
        .zip([200, 50, 100, 100, 100])
        .map(|(variant, default)| (variant, args.next().unwrap_or(default)))
        .collect();

    let mut runs: Vec<(Variant, Difficulty, Vec<Sample>)> = Vec::new();
    for (&variant, &seeds) in &seeds_of {
        if seeds == 0 {
            continue;
        }
        for difficulty in Difficulty::ALL {
            eprintln!("generating {seeds} {variant} {} puzzles...", difficulty.name());
            runs.push((variant, difficulty, generate_all(variant, difficulty, seeds)));
        }
    }
    let seeds_text: Vec<String> = seeds_of
        .iter()
        .filter(|(_, &n)| n > 0)
        .map(|(v, n)| format!("{n} {v}"))
        .collect();

    println!(
        "### Generated puzzles (seeds per difficulty: {}; {})\n",
        seeds_text.join(", "),
        Clock::name()
    );
    println!("| board | difficulty | band (empty cells) | empty cells min / median / max | share empty (median) | rating min / median / max | score median | time median | time p90 | time p99 | time max | unique by DLX | in band by judge |");
    println!("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |");
    for (variant, difficulty, samples) in &runs {
        let (lo, hi) = difficulty.empty_range();
        let band = match variant {
            Variant::Cube => format!("{lo}–{hi} a face"),
            Variant::Killer => "any (cages)".to_string(),
            _ => format!("{lo}–{hi}"),
        };
        let empty: Vec<usize> = samples.iter().map(|s| s.puzzle.puzzle.empty_count()).collect();
        let scores: Vec<u32> = samples.iter().map(|s| s.puzzle.grade.score).collect();
        let ratings: Vec<u16> = samples.iter().map(|s| s.puzzle.grade.rating).collect();
        let tenths = |r: u16| format!("{}.{}", r / 10, r % 10);
        let times: Vec<Duration> = samples.iter().map(|s| s.time).collect();
        let unique = samples.iter().filter(|s| unique(&s.puzzle.puzzle)).count();
        let in_band = samples
            .iter()
            .filter(|s| difficulty.judge(&s.puzzle.puzzle).as_ref() == Ok(&s.puzzle.grade))
            .count();
        let cells = samples.first().map_or(81, |s| s.puzzle.puzzle.shape().cell_count());
        println!(
            "| {variant} | {} | {band} | {} | {} | {} / {} / {} | {} | {} | {} | {} | {} | {unique}/{} | {in_band}/{} |",
            difficulty.title(),
            min_med_max(&empty),
            share(percentile(&empty, 50), cells),
            tenths(percentile(&ratings, 0)),
            tenths(percentile(&ratings, 50)),
            tenths(percentile(&ratings, 100)),
            percentile(&scores, 50),
            ms(percentile(&times, 50)),
            ms(percentile(&times, 90)),
            ms(percentile(&times, 99)),
            ms(percentile(&times, 100)),
            samples.len(),
            samples.len(),
        );
    }

    // Which techniques occur at all, to keep the table narrow.
    let used: Vec<Technique> = Technique::all()
        .filter(|t| {
            runs.iter()
                .any(|(_, _, s)| s.iter().any(|x| x.puzzle.grade.hardest == Some(*t)))
        })
        .collect();
    println!("\n### Hardest technique needed (number of puzzles)\n");
    print!("| board | difficulty |");
    for t in &used {
        print!(" {} |", t.title());
    }
    println!();
    println!("| --- | --- |{}", " ---: |".repeat(used.len()));
    for (variant, difficulty, samples) in &runs {
        let mut counts: BTreeMap<Technique, usize> = BTreeMap::new();
        for s in samples {
            if let Some(t) = s.puzzle.grade.hardest {
                *counts.entry(t).or_default() += 1;
            }
        }
        print!("| {variant} | {} |", difficulty.title());
        for t in &used {
            print!(" {} |", counts.get(t).copied().unwrap_or(0));
        }
        println!();
    }

    if seeds_of[&Variant::Killer] > 0 {
        killer_table(&runs);
    }
    if seeds_of[&Variant::Cube] > 0 && seeds_of[&Variant::Classic] > 0 {
        cube_tables(&runs);
    }
    if seeds_of[&Variant::Classic] > 0 {
        sanity_check(&runs);
    }
}

/// A killer band's cages: how many a puzzle has, how big they are, and the digits given.
fn killer_table(runs: &[(Variant, Difficulty, Vec<Sample>)]) {
    println!("\n### Killer cages\n");
    println!("| difficulty | cages min / median / max | cells per cage 1 / 2 / 3 / 4 / 5 / 6 / 7+ (share of all cages) | largest cage median / max | puzzles with givens | givens max |");
    println!("| --- | --- | --- | --- | --- | --- |");
    for (variant, difficulty, samples) in runs {
        if *variant != Variant::Killer {
            continue;
        }
        let layouts: Vec<_> = samples
            .iter()
            .map(|s| s.puzzle.puzzle.shape().cages().expect("a killer board"))
            .collect();
        let counts: Vec<usize> = layouts.iter().map(|c| c.cages().len()).collect();
        let mut sizes = [0usize; 7];
        for cages in &layouts {
            for cage in cages.cages() {
                sizes[cage.cells.len().min(7) - 1] += 1;
            }
        }
        let all: usize = sizes.iter().sum();
        let largest: Vec<usize> = layouts
            .iter()
            .map(|c| c.cages().iter().map(|cage| cage.cells.len()).max().unwrap_or(0))
            .collect();
        let givens: Vec<usize> = samples.iter().map(|s| 81 - s.puzzle.puzzle.empty_count()).collect();
        let sizes_text: Vec<String> = sizes.iter().map(|&n| share(n, all)).collect();
        println!(
            "| {} | {} | {} | {} / {} | {}/{} | {} |",
            difficulty.title(),
            min_med_max(&counts),
            sizes_text.join(" / "),
            percentile(&largest, 50),
            percentile(&largest, 100),
            givens.iter().filter(|&&g| g > 0).count(),
            samples.len(),
            percentile(&givens, 100),
        );
    }
}

/// How the cube's faces compare with the classic board's bands.
fn cube_tables(runs: &[(Variant, Difficulty, Vec<Sample>)]) {
    println!("\n### Empty cells per cube face (81 places; a linked cell counts on each face it shows on)\n");
    println!("| difficulty | classic band | classic measured median | Top min / median / max | Front min / median / max | Right min / median / max | all faces median (share) | all faces min–max share | faces inside the classic band |");
    println!("| --- | --- | --- | --- | --- | --- | --- | --- | --- |");
    for difficulty in Difficulty::ALL {
        let find = |variant: Variant| {
            runs.iter()
                .find(|(v, d, _)| *v == variant && *d == difficulty)
                .map(|(_, _, samples)| samples)
                .expect("every shape and difficulty was generated")
        };
        let (lo, hi) = difficulty.empty_range();
        let classic: Vec<usize> = find(Variant::Classic)
            .iter()
            .map(|s| s.puzzle.puzzle.empty_count())
            .collect();
        let cube = find(Variant::Cube);
        let per_face: Vec<Vec<usize>> = Face::ALL
            .iter()
            .map(|&f| cube.iter().map(|s| empty_on_face(&s.puzzle, f)).collect())
            .collect();
        let all: Vec<usize> = per_face.iter().flatten().copied().collect();
        let classic_median = percentile(&classic, 50);
        let inside = all.iter().filter(|&&e| (lo..=hi).contains(&e)).count();
        println!(
            "| {} | {lo}–{hi} ({}–{}) | {classic_median} ({}) | {} | {} | {} | {} ({}) | {}–{} | {inside}/{} ({}) |",
            difficulty.title(),
            share(lo, 81),
            share(hi, 81),
            share(classic_median, 81),
            min_med_max(&per_face[0]),
            min_med_max(&per_face[1]),
            min_med_max(&per_face[2]),
            percentile(&all, 50),
            share(percentile(&all, 50), 81),
            share(percentile(&all, 0), 81),
            share(percentile(&all, 100), 81),
            all.len(),
            share(inside, all.len()),
        );
    }

    println!("\n### The faces of a cube: unique alone, and the steps above the band's floor\n");
    println!("| difficulty | faces unique on their own givens | cubes whose steps above the floor touch 0 / 1 / 2 / 3 faces | hardest technique (most frequent) |");
    println!("| --- | --- | --- | --- |");
    for difficulty in Difficulty::ALL {
        let cube = &runs
            .iter()
            .find(|(v, d, _)| *v == Variant::Cube && *d == difficulty)
            .expect("every shape and difficulty was generated")
            .2;
        let mut unique = 0;
        let mut touched = [0usize; 4];
        let mut hardest: BTreeMap<Technique, usize> = BTreeMap::new();
        for s in cube.iter() {
            let (_, report) = measure(&s.puzzle.puzzle);
            unique += report.unique_alone.iter().filter(|&&u| u).count();
            let above = match difficulty.face_rules().floor {
                Some(f) => report.faces_above(f).iter().filter(|&&t| t).count(),
                None => 0,
            };
            touched[above] += 1;
            if let Some(t) = s.puzzle.grade.hardest {
                *hardest.entry(t).or_default() += 1;
            }
        }
        let mut top: Vec<(Technique, usize)> = hardest.into_iter().collect();
        top.sort_by_key(|&(t, n)| (std::cmp::Reverse(n), t));
        let top: Vec<String> = top.iter().take(3).map(|(t, n)| format!("{} {n}", t.title())).collect();
        let floor_text = match difficulty.face_rules().floor {
            Some(_) => format!("{} / {} / {} / {}", touched[0], touched[1], touched[2], touched[3]),
            None => "no floor".to_string(),
        };
        println!(
            "| {} | {unique}/{} ({}) | {floor_text} | {} |",
            difficulty.title(),
            3 * cube.len(),
            share(unique, 3 * cube.len()),
            top.join(", "),
        );
    }
}

/// Hard must need something beyond pairs and locked candidates: by construction none of these
/// is solved by the Medium techniques alone.
fn sanity_check(runs: &[(Variant, Difficulty, Vec<Sample>)]) {
    let hard = &runs
        .iter()
        .find(|(v, d, _)| *v == Variant::Classic && *d == Difficulty::Hard)
        .expect("classic hard was generated")
        .2;
    let checked: Vec<&Sample> = hard.iter().take(100).collect();
    let solved = checked
        .iter()
        .filter(|s| grade_up_to(&s.puzzle.puzzle, Technique::HiddenPair).solved)
        .count();
    println!(
        "\n### Sanity check\n\nClassic Hard puzzles solved by singles, locked candidates and pairs alone: {solved} of {}.",
        checked.len()
    );
}
