//! "Same steps" held by a test: every step the grader takes on a fixed sample (the first 200
//! puzzles of top1465, all of famous.txt, the first 8 shipped cube, diagonal and jigsaw levels
//! and the first 4 killer levels of each band) is written out whole (technique, rating,
//! placements, eliminations, cells, candidates, fins, houses, links, explanation and its
//! lines) and folded into one digest per collection, which
//! must equal the one committed in `tests/step_digest.txt`.
//!
//! A speed-up of the grader must give the very same steps: this test fails when any step
//! changes. A change that means to alter steps (a new technique, a better explanation) updates
//! the file on purpose, `SUDOKU3D_BLESS=1 cargo test --test engine step_digest::`, and says why in its
//! commit.

use crate::common;

use std::fmt::Write as _;
use std::path::PathBuf;

use sudoku3d::engine::{Grid, LogicalSolver, Shape, Variant};

/// FNV-1a over bytes: a digest that is the same on every machine and Rust version (std's
/// hasher promises neither).
#[derive(Clone, Copy)]
struct Fnv(u64);

impl Fnv {
    fn new() -> Fnv {
        Fnv(0xcbf2_9ce4_8422_2325)
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 ^= u64::from(b);
            self.0 = self.0.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
}

/// Grades each puzzle to its end (or to where the grader is stuck) and returns the digest of
/// every step taken, with the number of steps.
fn digest(puzzles: &[Grid]) -> (u64, usize) {
    let mut fnv = Fnv::new();
    let mut steps = 0;
    for puzzle in puzzles {
        let mut solver = LogicalSolver::new(puzzle);
        while let Some(step) = solver.next_step() {
            let text = serde_json::to_string(&step).expect("a step is JSON");
            fnv.write(text.as_bytes());
            fnv.write(b"\n");
            steps += 1;
            solver.apply(&step);
        }
        // Where a puzzle ends counts too: solved, or the position the grader stopped at.
        fnv.write(solver.grid().to_line().as_bytes());
        fnv.write(b"\n\n");
    }
    (fnv.0, steps)
}

/// The first `per_band` shipped levels of each band of a kind, easiest band first.
fn shipped(variant: Variant, per_band: usize) -> Vec<Grid> {
    let levels: Vec<Grid> = variant
        .row()
        .bands
        .iter()
        .flat_map(|&d| {
            sudoku3d::levels::load(variant, d, None)
                .levels
                .into_iter()
                .take(per_band)
                .map(|l| l.puzzle)
        })
        .collect();
    assert_eq!(
        levels.len(),
        4 * per_band,
        "{per_band} shipped {} levels per band",
        variant.name()
    );
    levels
}

/// The sample: (name, puzzles). The variant collections hold each kind's own houses and rules
/// (diagonals, irregular regions, cages) to the same steps through a refactor of the engine.
fn sample() -> Vec<(&'static str, Vec<Grid>)> {
    vec![
        ("top1465-first-200", common::data::grids("top1465.txt", 200)),
        ("famous", common::data::grids("famous.txt", usize::MAX)),
        ("cube-levels-8-per-band", shipped(Shape::Cube.variant(), 8)),
        ("diagonal-levels-8-per-band", shipped(Variant::Diagonal, 8)),
        ("jigsaw-levels-8-per-band", shipped(Variant::Jigsaw, 8)),
        ("killer-levels-4-per-band", shipped(Variant::Killer, 4)),
        ("samurai-levels-2-per-band", shipped(Variant::Samurai, 2)),
    ]
}

fn digest_file() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/step_digest.txt")
}

#[test]
fn the_grader_takes_the_same_steps_as_committed() {
    let mut drawn = String::from(
        "# Digest of every grader step on a fixed sample (tests/engine/step_digest.rs): collection, FNV-1a of the steps as JSON, steps.\n",
    );
    for (name, puzzles) in sample() {
        let (hash, steps) = digest(&puzzles);
        writeln!(drawn, "{name} {hash:016x} {steps}").expect("a string");
    }
    let path = digest_file();
    if std::env::var_os("SUDOKU3D_BLESS").is_some() {
        std::fs::write(&path, &drawn).expect("tests/step_digest.txt written");
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert_eq!(
        committed, drawn,
        "the grader's steps changed. If that is meant, run `SUDOKU3D_BLESS=1 cargo test --test engine step_digest::` and say why in the commit"
    );
}
