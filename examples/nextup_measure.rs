//! What "Next for you" deals to simulated players (issue 40): for each player (singles only,
//! up to pairs, up to wings, everything) and board, the frontier, the bands and hardest steps
//! of 200 choices (seeds 0..200), and the time one choice takes.
//!
//! `cargo run --example nextup_measure`

use std::collections::BTreeMap;
use std::time::Instant;

use sudoku3d::engine::{Technique, Variant};
use sudoku3d::play::nextup::{choose, frontier};
use sudoku3d::play::standings::{Standing, Standings};

fn player(upto: Option<Technique>) -> Standings {
    let mut s = Standings::default();
    let last = upto.map_or(usize::MAX, Technique::rank);
    for t in Technique::all().filter(|t| t.rank() <= last) {
        s.0.insert(
            t,
            Standing {
                found: 5,
                ..Standing::default()
            },
        );
    }
    s
}

fn main() {
    let players = [
        ("singles only", player(Some(Technique::HiddenSingle))),
        ("up to pairs", player(Some(Technique::HiddenPair))),
        ("up to wings", player(Some(Technique::XYZWing))),
        ("everything", player(None)),
    ];
    for variant in [Variant::Classic, Variant::Killer] {
        for (name, s) in &players {
            let f = frontier(s, variant);
            let mut bands: BTreeMap<String, usize> = BTreeMap::new();
            let mut hardest: BTreeMap<String, usize> = BTreeMap::new();
            let mut times = Vec::new();
            for seed in 0..200 {
                let t0 = Instant::now();
                let Some(c) = choose(s, variant, &[], seed) else {
                    continue;
                };
                times.push(t0.elapsed().as_secs_f64() * 1000.0);
                *bands.entry(c.difficulty.name().to_string()).or_default() += 1;
                *hardest.entry(c.hardest.name().to_string()).or_default() += 1;
            }
            times.sort_by(f64::total_cmp);
            let median = times.get(times.len() / 2).copied().unwrap_or(0.0);
            let max = times.last().copied().unwrap_or(0.0);
            println!(
                "{variant} / {name}: next up {:?}; bands {bands:?}; hardest {hardest:?}; choice median {median:.2} ms, max {max:.2} ms",
                f.next.map(Technique::name)
            );
        }
    }
}
