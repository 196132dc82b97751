//! The fuzz targets, shared by `tests/engine/fuzz_corpus.rs` (which replays the committed corpus and a
//! short mutated run in `cargo test`) and `examples/fuzz.rs` (the long runs).
//!
//! Each target takes any bytes. It must not panic, and what it accepts must keep its promises
//! (a parsed puzzle prints back to itself, loaded statistics stay consistent through play). A
//! failed promise panics, like a crash; the runner catches both and keeps the input.
//!
//! The mutator is a plain one, on stable Rust: byte flips, inserts (of the bytes that matter to
//! these formats: digits, '.', line ends, quotes, braces, invalid UTF-8, a BOM), deletions,
//! duplications, splices of two inputs, and numbers swapped for extreme ones.

#![allow(dead_code)]

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::time::Instant;

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use sudoku3d::engine::format::{PencilMarks, PuzzleReader, TextFormat};
use sudoku3d::engine::lines::LineReader;
use sudoku3d::engine::{Difficulty, Grid, Shape};
use sudoku3d::play::SavedGame;
use sudoku3d::store::{Category, Settings, Statistics};

/// A fuzz target: a name (also its corpus folder) and the function.
pub struct Target {
    pub name: &'static str,
    pub run: fn(&[u8]),
}

/// Every target.
pub const TARGETS: &[Target] = &[
    Target {
        name: "puzzle_text",
        run: puzzle_text,
    },
    Target {
        name: "puzzle_file",
        run: puzzle_file,
    },
    Target {
        name: "saved_game",
        run: saved_game,
    },
    Target {
        name: "statistics",
        run: statistics,
    },
    Target {
        name: "settings",
        run: settings,
    },
    Target {
        name: "level_file",
        run: level_file,
    },
];

/// The puzzle parsers: a puzzle read prints back to itself.
fn puzzle_text(bytes: &[u8]) {
    let text = String::from_utf8_lossy(bytes);
    if let Ok(g) = Grid::from_line(&text) {
        assert_eq!(Grid::from_line(&g.to_line()).as_ref(), Ok(&g), "classic round trip");
    }
    if let Ok(g) = Grid::cube_from_line(&text) {
        assert_eq!(Grid::cube_from_line(&g.to_line()).as_ref(), Ok(&g), "cube round trip");
    }
    if let Ok(pm) = PencilMarks::parse(&text) {
        let again = PencilMarks::parse(&pm.to_729()).expect("the 729 form reads back");
        assert_eq!(again.to_729(), PencilMarks::parse(&again.to_729()).unwrap().to_729());
    }
}

/// The file reader: every line is read once, entries come in order, and a forced layout
/// stays forced.
fn puzzle_file(bytes: &[u8]) {
    let lines = LineReader::new(bytes).count();
    let newlines = bytes.iter().filter(|&&b| b == b'\n').count();
    assert!(
        lines == newlines || lines == newlines + 1,
        "{lines} lines, {newlines} line ends"
    );
    for format in [None, Some(TextFormat::Line), Some(TextFormat::Block)] {
        let mut reader = PuzzleReader::with_format(bytes, format);
        let mut last = 0;
        for entry in reader.by_ref() {
            assert!(entry.line > last, "entries in order: {} after {last}", entry.line);
            assert!(entry.line <= lines, "entry line {} of {lines}", entry.line);
            last = entry.line;
            if let Ok(g) = &entry.grid {
                assert_eq!(g.len(), 81);
            }
        }
        if format.is_some() {
            assert_eq!(reader.format(), format);
        }
    }
}

/// The saved game: a file that restores is one whose summary can be shown and whose state
/// saves back to an equal file.
fn saved_game(bytes: &[u8]) {
    let Ok(saved) = serde_json::from_slice::<SavedGame>(bytes) else {
        return;
    };
    let _ = saved.summary();
    if let Ok(state) = saved.restore() {
        let now = Instant::now();
        if let Some(again) = SavedGame::of(&state, saved.difficulty, &saved.origin, now) {
            let back = again.restore().expect("a restored game saves and restores again");
            assert_eq!(back.grid(), state.grid());
            assert_eq!(back.history(), state.history());
        }
    }
}

/// The statistics: a file that loads is in range, and stays consistent (won <= played, no
/// overflow) through starts and wins.
fn statistics(bytes: &[u8]) {
    let Ok(stats) = serde_json::from_slice::<Statistics>(bytes) else {
        return;
    };
    let Ok(mut stats) = stats.checked() else {
        return;
    };
    let puzzle = String::from_utf8_lossy(&bytes[..bytes.len().min(8)]).into_owned();
    for (i, shape) in [Shape::Classic, Shape::Cube].into_iter().enumerate() {
        for difficulty in Difficulty::ALL {
            let category = if i == 0 {
                Category::Band(difficulty)
            } else {
                Category::Entered
            };
            stats.record_start(shape.variant(), category, &puzzle, Some("level"));
            stats.record_win(shape.variant(), category, &puzzle, u64::MAX, i == 1);
            stats.record_abandoned(shape.variant(), category);
        }
    }
    for (key, row) in &stats.modes {
        assert!(row.won <= row.played, "{key}: won {} > played {}", row.won, row.played);
        assert!(
            row.won_unaided <= row.won,
            "{key}: unaided {} > won {}",
            row.won_unaided,
            row.won
        );
        let _ = row.average_secs();
    }
    let text = serde_json::to_string(&stats).expect("statistics serialise");
    let back: Statistics = serde_json::from_str(&text).expect("and read back");
    assert_eq!(back, stats);
}

/// The settings: a remembered window size, if used, is a sane one.
fn settings(bytes: &[u8]) {
    let Ok(settings) = serde_json::from_slice::<Settings>(bytes) else {
        return;
    };
    if let Some((w, h)) = settings.window_size() {
        assert!((200.0..=20_000.0).contains(&w) && (200.0..=20_000.0).contains(&h));
    }
    let text = serde_json::to_string(&settings).expect("settings serialise");
    assert_eq!(
        serde_json::from_str::<Settings>(&text).expect("and read back"),
        settings
    );
}

/// The level files: every level kept passed validation, and bad ones are reported, not fatal.
fn level_file(bytes: &[u8]) {
    let text = String::from_utf8_lossy(bytes);
    let shape = if bytes.first().is_some_and(|b| b % 2 == 1) {
        Shape::Cube
    } else {
        Shape::Classic
    };
    for difficulty in [Difficulty::Easy, Difficulty::Hard] {
        let loaded = sudoku3d::levels::load_str(shape.variant(), difficulty, "fuzz", &text);
        for level in &loaded.levels {
            assert_eq!(level.puzzle.shape(), shape);
            assert_eq!(
                sudoku3d::engine::solve_unique(&level.puzzle).as_ref(),
                Ok(&level.solution)
            );
        }
    }
}

/// The corpus folder of a target: `fuzz/corpus/NAME`.
pub fn corpus_dir(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz/corpus").join(name)
}

/// The committed inputs of a target, sorted by name.
pub fn corpus(name: &str) -> Vec<(PathBuf, Vec<u8>)> {
    let mut files: Vec<_> = std::fs::read_dir(corpus_dir(name))
        .map(|d| d.filter_map(|e| e.ok()).map(|e| e.path()).collect())
        .unwrap_or_default();
    files.sort();
    files
        .into_iter()
        .filter_map(|p| std::fs::read(&p).ok().map(|b| (p, b)))
        .collect()
}

/// Runs `target` on `input`: `Err` with the panic's message when it panicked.
pub fn check(target: &Target, input: &[u8]) -> Result<(), String> {
    catch_unwind(AssertUnwindSafe(|| (target.run)(input))).map_err(|e| {
        e.downcast_ref::<String>()
            .cloned()
            .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_else(|| "panic".into())
    })
}

const INTERESTING: &[&[u8]] = &[
    b"0",
    b".",
    b"9",
    b"\n",
    b"\r\n",
    b" ",
    b"\"",
    b"{",
    b"}",
    b"[",
    b"]",
    b",",
    b":",
    b"#",
    b"|",
    b"\xff",
    b"\xef\xbb\xbf",
    b"\xc3",
    b"null",
    b"-1",
    b"4294967295",
    b"4294967296",
    b"18446744073709551615",
    b"1e400",
    b"0.5",
];

/// One mutation of `input` (sometimes spliced with `other`).
pub fn mutate(rng: &mut StdRng, input: &[u8], other: &[u8]) -> Vec<u8> {
    let mut out = input.to_vec();
    for _ in 0..rng.random_range(1..=4) {
        let len = out.len();
        match rng.random_range(0..7) {
            0 if len > 0 => {
                let i = rng.random_range(0..len);
                out[i] ^= 1 << rng.random_range(0..8);
            }
            1 if len > 0 => {
                let i = rng.random_range(0..len);
                out[i] = rng.random();
            }
            2 => {
                let i = rng.random_range(0..=len);
                let piece = INTERESTING[rng.random_range(0..INTERESTING.len())];
                out.splice(i..i, piece.iter().copied());
            }
            3 if len > 0 => {
                let i = rng.random_range(0..len);
                let n = rng.random_range(1..=(len - i).min(64));
                out.drain(i..i + n);
            }
            4 if len > 0 && len < 1 << 16 => {
                let i = rng.random_range(0..len);
                let n = rng.random_range(1..=(len - i).min(256));
                let piece = out[i..i + n].to_vec();
                let at = rng.random_range(0..=len);
                out.splice(at..at, piece);
            }
            5 if !other.is_empty() => {
                let cut = rng.random_range(0..=out.len());
                let from = rng.random_range(0..other.len());
                out.truncate(cut);
                out.extend_from_slice(&other[from..]);
            }
            _ => {
                // A number swapped for an extreme one.
                let digits: Vec<usize> = (0..len).filter(|&i| out[i].is_ascii_digit()).collect();
                if let Some(&i) = digits.get(rng.random_range(0..digits.len().max(1))) {
                    let end = (i..len).find(|&j| !out[j].is_ascii_digit()).unwrap_or(len);
                    let piece = INTERESTING[rng.random_range(19..INTERESTING.len())];
                    out.splice(i..end, piece.iter().copied());
                }
            }
        }
    }
    out
}

/// What a run found.
pub struct Run {
    pub inputs: u64,
    pub failures: Vec<(Vec<u8>, String)>,
    pub seconds: f64,
}

/// Runs `target` on `count` mutations of its corpus, from `seed`. Panics are caught and kept
/// (at most ten); their messages still go to the panic hook.
pub fn run(target: &Target, count: u64, seed: u64) -> Run {
    let corpus: Vec<Vec<u8>> = corpus(target.name).into_iter().map(|(_, b)| b).collect();
    let seeds = if corpus.is_empty() { vec![Vec::new()] } else { corpus };
    let mut rng = StdRng::seed_from_u64(seed);
    let started = Instant::now();
    let mut failures = Vec::new();
    let mut last = seeds[0].clone();
    for _ in 0..count {
        // Half the time build on the last input, so mutations stack up.
        let base = if rng.random_bool(0.5) {
            last.clone()
        } else {
            seeds[rng.random_range(0..seeds.len())].clone()
        };
        let other = &seeds[rng.random_range(0..seeds.len())];
        let input = mutate(&mut rng, &base, other);
        if let Err(message) = check(target, &input) {
            if failures.len() < 10 {
                failures.push((input.clone(), message));
            }
        }
        last = if input.len() > 1 << 16 { seeds[0].clone() } else { input };
    }
    Run {
        inputs: count,
        failures,
        seconds: started.elapsed().as_secs_f64(),
    }
}
