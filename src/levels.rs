//! The level files in `levels/`: made by `sudoku3d levels`, embedded in the binary, validated
//! on load, and dealt so that a player meets every level before any repeats.

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use rand::rngs::StdRng;
use rand::SeedableRng;
use serde::{Deserialize, Serialize};

use crate::engine::generator::{generate_variant_attempt, Difficulty, Puzzle};
use crate::engine::logic::Technique;
use crate::engine::{solve_unique, Grid, Variant};

/// The level file format's version; older versions still load. Version 2 adds each level's
/// rating.
pub const FORMAT_VERSION: u32 = 2;

/// One level.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Level {
    /// A stable id, `classic-easy-001`.
    pub id: String,
    /// The givens: 81 characters, or a cube's three faces U F R separated by spaces.
    pub puzzle: String,
    /// The solution in the same form.
    pub solution: String,
    /// The band.
    pub difficulty: Difficulty,
    /// The hardest technique the grader needed.
    pub hardest: Technique,
    /// The grader's score.
    pub score: u32,
    /// The rating of the hardest step (one decimal; absent in version 1 files).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating: Option<f64>,
    /// Empty cells.
    pub empty: usize,
}

/// How a level file was made.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(default)]
pub struct GeneratedBy {
    /// The program and version.
    pub generator: String,
    /// The base seed.
    pub seed: u64,
    /// Levels asked for.
    pub per_difficulty: usize,
    /// The timeout per attempt, in milliseconds.
    pub timeout_ms: u64,
    /// Attempts abandoned for running past the timeout.
    pub abandoned: usize,
    /// Attempts made in all.
    pub attempts: usize,
    /// The day it was made (UTC, YYYY-MM-DD).
    pub date: String,
}

/// A level file: one mode and difficulty.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LevelFile {
    /// The format version.
    #[serde(default = "default_version")]
    pub version: u32,
    /// Classic or cube.
    pub mode: Variant,
    /// The band.
    pub difficulty: Difficulty,
    /// How it was made.
    #[serde(default)]
    pub generated_by: GeneratedBy,
    /// The levels.
    pub levels: Vec<Level>,
}

fn default_version() -> u32 {
    FORMAT_VERSION
}

impl LevelFile {
    /// Pretty JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }
}

/// The file name for a mode and difficulty: `classic-easy.json`.
pub fn file_name(variant: Variant, difficulty: Difficulty) -> String {
    format!("{variant}-{}.json", difficulty.name())
}

/// The shipped level files, embedded so the game runs from any folder.
fn embedded(variant: Variant, difficulty: Difficulty) -> &'static str {
    variant.row().levels[difficulty as usize]
}

/// Whether `id` names a level of `variant` in the band `difficulty`: a shipped one
/// (`classic-easy-007`, found in the embedded file), or one from an extra level file
/// (`classic-easy-extra-…`, whose file may be gone since: its form is all that can be checked).
pub fn is_level_id(variant: Variant, difficulty: Difficulty, id: &str) -> bool {
    let Some(rest) = id.strip_prefix(&format!("{variant}-{}-", difficulty.name())) else {
        return false;
    };
    if rest.starts_with("extra-") {
        return true;
    }
    !rest.is_empty()
        && rest.bytes().all(|b| b.is_ascii_digit())
        && embedded(variant, difficulty).contains(&format!("\"{id}\""))
}

/// The shipped levels of one file, parsed but not graded: `(id, puzzle, solution, hardest)`.
/// For readers that walk the grader's path themselves anyway (practice positions), where
/// [`load`]'s validation would grade every level a second time. A level that does not parse is
/// left out.
pub fn shipped_unchecked(variant: Variant, difficulty: Difficulty) -> Vec<(String, Grid, Grid, Technique)> {
    let Ok(file) = serde_json::from_str::<LevelFile>(embedded(variant, difficulty)) else {
        return Vec::new();
    };
    file.levels
        .into_iter()
        .filter_map(|l| {
            let puzzle = parse_board(variant, &l.puzzle).ok()?;
            let solution = parse_board(variant, &l.solution).ok()?;
            Some((l.id, puzzle, solution, l.hardest))
        })
        .collect()
}

/// What `pregenerate` reports as it goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Progress {
    /// A level was made.
    Made,
    /// An attempt ran past its timeout and was abandoned.
    Abandoned,
}

/// Settings for `pregenerate`.
#[derive(Clone, Debug)]
pub struct LevelSettings {
    /// Levels per mode and difficulty.
    pub per_difficulty: usize,
    /// Time allowed for one attempt.
    pub timeout: Duration,
    /// Base seed.
    pub seed: u64,
    /// Worker threads.
    pub jobs: usize,
    /// When to stop, done or not (the file then holds fewer levels than asked).
    pub deadline: Option<Instant>,
}

/// Attempts abandoned (run past the timeout) after which `pregenerate` gives up on a band
/// whose timeout is too short: see [`hopeless`].
pub const HOPELESS_ABANDONS: usize = 200;

/// Whether a band's timeout is too short to be worth going on: at least [`HOPELESS_ABANDONS`]
/// attempts ran past it and more than ten for each level made. (With none made as the only
/// rule, a timeout that now and then lets one attempt through ran until the overall deadline,
/// an hour by default.)
pub fn hopeless(made: usize, abandoned: usize) -> bool {
    abandoned >= HOPELESS_ABANDONS && made.saturating_mul(10) < abandoned
}

/// The seed of attempt `index` for a mode and difficulty: fixed by the base seed, so the files
/// are reproducible (as long as no attempt is abandoned, which depends on the machine's speed).
fn attempt_seed(base: u64, variant: Variant, difficulty: Difficulty, index: u64) -> u64 {
    // Classic and cube keep the tags they had, so their files stay reproducible.
    let tag = variant.row().seed_tag + difficulty as u64;
    // SplitMix64 finaliser: nearby inputs give unrelated seeds.
    let mut z = base ^ (tag << 56) ^ index.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A level from a generated puzzle.
pub fn level_from_puzzle(id: String, p: &Puzzle) -> Level {
    Level {
        id,
        puzzle: p.puzzle.to_line(),
        solution: p.solution.to_line(),
        difficulty: p.difficulty,
        hardest: p.grade.hardest.unwrap_or(Technique::NakedSingle),
        score: p.grade.score,
        rating: Some(f64::from(p.grade.rating) / 10.0),
        empty: p.puzzle.empty_count(),
    }
}

/// Makes a level file on `settings.jobs` worker threads. Attempts are numbered; each worker
/// takes the next number, and an attempt that runs past the timeout is abandoned and the
/// worker moves on. The levels kept are the successful attempts with the lowest numbers, so
/// the output does not depend on which thread finished first.
pub fn pregenerate(
    variant: Variant,
    difficulty: Difficulty,
    settings: &LevelSettings,
    progress: &(dyn Fn(Progress) + Sync),
) -> LevelFile {
    let next = AtomicUsize::new(0);
    let done: Mutex<Vec<(usize, Puzzle)>> = Mutex::new(Vec::new());
    let abandoned = AtomicUsize::new(0);
    let want = settings.per_difficulty;
    // Attempts below this number are all finished once `settled` successes are in.
    let enough = |found: &Vec<(usize, Puzzle)>| found.len() >= want;
    std::thread::scope(|scope| {
        for _ in 0..settings.jobs.max(1) {
            scope.spawn(|| loop {
                let found = done.lock().unwrap_or_else(|e| e.into_inner());
                let hopeless = hopeless(found.len(), abandoned.load(Ordering::Relaxed));
                if enough(&found) || hopeless || settings.deadline.is_some_and(|d| Instant::now() >= d) {
                    return;
                }
                drop(found);
                let index = next.fetch_add(1, Ordering::Relaxed);
                let mut rng = StdRng::seed_from_u64(attempt_seed(settings.seed, variant, difficulty, index as u64));
                let started = Instant::now();
                let deadline =
                    (started + settings.timeout).min(settings.deadline.unwrap_or(started + settings.timeout));
                match generate_variant_attempt(variant, difficulty, &mut rng, Some(deadline)) {
                    Some(p) => {
                        done.lock().unwrap_or_else(|e| e.into_inner()).push((index, p));
                        progress(Progress::Made);
                    }
                    None if started.elapsed() >= settings.timeout => {
                        abandoned.fetch_add(1, Ordering::Relaxed);
                        progress(Progress::Abandoned);
                    }
                    None => {}
                }
            });
        }
    });
    let mut found = done.into_inner().unwrap_or_else(|e| e.into_inner());
    found.sort_by_key(|(i, _)| *i);
    found.truncate(want);
    let levels = found
        .iter()
        .enumerate()
        .map(|(n, (_, p))| level_from_puzzle(format!("{variant}-{}-{:03}", difficulty.name(), n + 1), p))
        .collect();
    LevelFile {
        version: FORMAT_VERSION,
        mode: variant,
        difficulty,
        generated_by: GeneratedBy {
            generator: format!("sudoku3d {} levels", env!("CARGO_PKG_VERSION")),
            seed: settings.seed,
            per_difficulty: want,
            timeout_ms: settings.timeout.as_millis() as u64,
            abandoned: abandoned.into_inner(),
            attempts: next.into_inner(),
            date: crate::calendar::today(),
        },
        levels,
    }
}

/// A level that passed validation, ready to play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ValidLevel {
    /// The level's id.
    pub id: String,
    /// The givens.
    pub puzzle: Grid,
    /// The one solution.
    pub solution: Grid,
    /// The band.
    pub difficulty: Difficulty,
    /// The hardest technique.
    pub hardest: Technique,
}

fn parse_board(variant: Variant, text: &str) -> Result<Grid, String> {
    Grid::from_variant_line(variant, text).map_err(|e| e.to_string())
}

/// Checks a level: it parses, has exactly one solution, the solution matches, the band holds
/// (`Difficulty::judge`: empty cells, grade, and on a cube every face's rules), and the
/// hardest technique and the rating are the ones the file names.
pub fn validate(variant: Variant, difficulty: Difficulty, level: &Level) -> Result<ValidLevel, String> {
    let puzzle = parse_board(variant, &level.puzzle).map_err(|e| format!("puzzle: {e}"))?;
    let solution = parse_board(variant, &level.solution).map_err(|e| format!("solution: {e}"))?;
    let solved = solve_unique(&puzzle).map_err(|e| e.to_string())?;
    if solved != solution {
        return Err("the stored solution is not the puzzle's solution".into());
    }
    // The band: the empty cells, the grade, and on a cube the face rules.
    let g = difficulty.judge(&puzzle).map_err(|e| e.to_string())?;
    if g.hardest != Some(level.hardest) {
        return Err(format!(
            "the file says its hardest technique is {}, the grader finds {:?}",
            level.hardest.name(),
            g.hardest
        ));
    }
    if let Some(rating) = level.rating {
        if (rating * 10.0).round() != f64::from(g.rating) {
            return Err(format!("the file rates it {rating:.1}, the grader {}", g.rating_text()));
        }
    }
    Ok(ValidLevel {
        id: level.id.clone(),
        puzzle,
        solution,
        difficulty,
        hardest: g.hardest.unwrap_or(Technique::NakedSingle),
    })
}

/// Levels loaded for one mode and difficulty, with any problems found on the way.
#[derive(Clone, Debug, Default)]
pub struct LoadedLevels {
    /// The levels that passed validation.
    pub levels: Vec<ValidLevel>,
    /// One line per bad level or bad file.
    pub problems: Vec<String>,
}

/// How much of a level file is checked as it is read.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Checks {
    /// Everything [`validate`] checks: a player's file, or a test of the shipped ones.
    Full,
    /// The shipped files at run time: parsed, and the solution a solution of the puzzle (see
    /// [`check_shipped`]); their grades are checked by the levels tests before they ship.
    Shipped,
}

/// A shipped level as the window reads it: both boards parse, the givens stand in the
/// solution, and the solution is whole and breaks no rule. Grading every level at each start
/// was too slow on the large boards (the first Giant Expert game waited 7.8 s for its 50
/// levels to be graded); the levels tests grade each shipped level in full
/// (`every_shipped_level_is_valid`), so a level whose label the grader no longer agrees with
/// does not ship.
fn check_shipped(variant: Variant, difficulty: Difficulty, level: &Level) -> Result<ValidLevel, String> {
    let puzzle = parse_board(variant, &level.puzzle).map_err(|e| format!("puzzle: {e}"))?;
    let solution = parse_board(variant, &level.solution).map_err(|e| format!("solution: {e}"))?;
    let breaks_a_rule = !solution.conflicts().is_empty() || !solution.broken_cages().is_empty();
    if !solution.is_complete() || breaks_a_rule || !puzzle.is_extended_by(&solution) {
        return Err("the stored solution is not a solution of the puzzle".into());
    }
    Ok(ValidLevel {
        id: level.id.clone(),
        puzzle,
        solution,
        difficulty,
        hardest: level.hardest,
    })
}

fn load_text(
    variant: Variant,
    difficulty: Difficulty,
    source: &str,
    text: &str,
    checks: Checks,
    out: &mut LoadedLevels,
    seen: &mut HashSet<String>,
) {
    let file: LevelFile = match serde_json::from_str(text) {
        Ok(f) => f,
        Err(e) => {
            out.problems.push(format!("{source}: not a level file ({e})"));
            return;
        }
    };
    if file.mode != variant || file.difficulty != difficulty {
        out.problems.push(format!(
            "{source}: holds {} {} levels, expected {variant} {}",
            file.mode,
            file.difficulty.name(),
            difficulty.name()
        ));
        return;
    }
    for level in &file.levels {
        if !seen.insert(level.puzzle.clone()) {
            continue;
        }
        let checked = match checks {
            Checks::Full => validate(variant, difficulty, level),
            Checks::Shipped => check_shipped(variant, difficulty, level),
        };
        match checked {
            Ok(v) => out.levels.push(v),
            Err(e) => out.problems.push(format!("{source}: level {} skipped: {e}", level.id)),
        }
    }
}

/// The levels of one file's text, each validated in full (fuzzing, tools, and the levels
/// tests of the shipped files).
pub fn load_str(variant: Variant, difficulty: Difficulty, source: &str, text: &str) -> LoadedLevels {
    let mut out = LoadedLevels::default();
    load_text(
        variant,
        difficulty,
        source,
        text,
        Checks::Full,
        &mut out,
        &mut HashSet::new(),
    );
    out
}

/// The folder where a player's extra level files live.
pub fn user_levels_dir() -> PathBuf {
    crate::store::data_dir().join("levels")
}

/// Loads the embedded levels and any extra file of the same name in `extra_dir`: the extra
/// file's levels validated in full, the embedded ones checked against their solutions only
/// (their grades are checked before they ship, see [`check_shipped`]). Bad levels are skipped and reported in `problems`, never fatal. The extra
/// file's levels come after the shipped ones, under ids of their own (`extra_id`), and a
/// puzzle already shipped is not loaded twice.
pub fn load(variant: Variant, difficulty: Difficulty, extra_dir: Option<&Path>) -> LoadedLevels {
    let mut out = LoadedLevels::default();
    // A band the kind does not have (Mini's Expert) has no levels, and no file to be wrong.
    if !variant.row().bands.contains(&difficulty) {
        return out;
    }
    let mut seen = HashSet::new();
    load_text(
        variant,
        difficulty,
        &format!("embedded {}", file_name(variant, difficulty)),
        embedded(variant, difficulty),
        Checks::Shipped,
        &mut out,
        &mut seen,
    );
    if let Some(dir) = extra_dir {
        let path = dir.join(file_name(variant, difficulty));
        match crate::store::read_text(&path) {
            Ok(text) => {
                let shipped = out.levels.len();
                load_text(
                    variant,
                    difficulty,
                    &path.display().to_string(),
                    &text,
                    Checks::Full,
                    &mut out,
                    &mut seen,
                );
                for level in &mut out.levels[shipped..] {
                    level.id = extra_id(variant, difficulty, level);
                }
            }
            Err(crate::store::ReadError::Io(e)) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => out.problems.push(format!("{}: {e}", path.display())),
        }
    }
    out
}

/// The id of a level of a player's extra file: `classic-easy-extra-HASH-NNN`, where HASH
/// comes from the puzzle and NNN is the number the file gave it. A file made by `sudoku3d
/// levels` numbers its levels as the shipped ones are (`classic-easy-001`...), so its own ids
/// would count as played once the shipped levels are; and a new file in its place holds new
/// puzzles under the same numbers. The puzzle's hash keeps each apart.
fn extra_id(variant: Variant, difficulty: Difficulty, level: &ValidLevel) -> String {
    // FNV-1a: the same hash on every machine and every version (std's hasher promises
    // neither), and ids are written into the statistics.
    let hash = level.puzzle.to_line().bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    });
    let number = level.id.rsplit('-').next().unwrap_or_default();
    let number: String = number.chars().filter(char::is_ascii_alphanumeric).take(8).collect();
    format!("{variant}-{}-extra-{hash:016x}-{number}", difficulty.name())
}

/// Picks the next level: the first one whose id is not in `played`; None when every level has
/// been played (the caller then makes a fresh one in the background).
pub fn next_unplayed<'a>(levels: &'a [ValidLevel], played: &HashSet<String>) -> Option<&'a ValidLevel> {
    levels.iter().find(|l| !played.contains(&l.id))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The window's quick check of a shipped level takes the level as it is and refuses a
    /// stored solution that is not one: a swap in its first row, or a given it contradicts.
    #[test]
    fn the_quick_check_of_a_shipped_level_refuses_a_wrong_solution() {
        let file: LevelFile = serde_json::from_str(embedded(Variant::Giant, Difficulty::Expert)).unwrap();
        let level = &file.levels[0];
        let ok = check_shipped(Variant::Giant, Difficulty::Expert, level).expect("a shipped level");
        assert_eq!(ok.hardest, level.hardest);
        let mut row: Vec<char> = level.solution.chars().collect();
        let other = (1..16).find(|&i| row[i] != row[0]).unwrap();
        row.swap(0, other);
        let swapped = Level {
            solution: row.into_iter().collect(),
            ..level.clone()
        };
        assert!(check_shipped(Variant::Giant, Difficulty::Expert, &swapped).is_err());
        let given = level.puzzle.find(|c: char| c != '.').unwrap();
        let mut puzzle: Vec<char> = level.puzzle.chars().collect();
        puzzle[given] = if puzzle[given] == '1' { '2' } else { '1' };
        let contradicted = Level {
            puzzle: puzzle.into_iter().collect(),
            ..level.clone()
        };
        assert!(check_shipped(Variant::Giant, Difficulty::Expert, &contradicted).is_err());
    }

    #[test]
    fn a_timeout_that_lets_an_attempt_through_now_and_then_is_still_too_short() {
        // The case that ran for the whole hour: one level made among hundreds abandoned.
        assert!(hopeless(1, 300));
        assert!(hopeless(0, HOPELESS_ABANDONS));
        assert!(!hopeless(0, HOPELESS_ABANDONS - 1), "too few attempts to judge");
        assert!(!hopeless(30, 250), "one attempt in ten finishing is slow, not hopeless");
    }

    #[test]
    fn attempt_seeds_differ_across_modes_and_indices() {
        let a = attempt_seed(1, Variant::Classic, Difficulty::Easy, 0);
        assert_ne!(a, attempt_seed(1, Variant::Cube, Difficulty::Easy, 0));
        assert_ne!(a, attempt_seed(1, Variant::Classic, Difficulty::Hard, 0));
        assert_ne!(a, attempt_seed(1, Variant::Classic, Difficulty::Easy, 1));
    }

    #[test]
    fn pregenerated_file_round_trips_and_validates() {
        let settings = LevelSettings {
            per_difficulty: 3,
            timeout: Duration::from_secs(5),
            seed: 9,
            jobs: 2,
            deadline: None,
        };
        let file = pregenerate(Variant::Classic, Difficulty::Easy, &settings, &|_| {});
        assert_eq!(file.levels.len(), 3);
        let again: LevelFile = serde_json::from_str(&file.to_json()).unwrap();
        assert_eq!(again, file);
        for level in &file.levels {
            validate(Variant::Classic, Difficulty::Easy, level).unwrap();
        }
        // Same seed, same levels, whatever the thread count.
        let one_thread = pregenerate(
            Variant::Classic,
            Difficulty::Easy,
            &LevelSettings { jobs: 1, ..settings },
            &|_| {},
        );
        assert_eq!(one_thread.levels, file.levels);
    }

    #[test]
    fn a_tampered_level_is_skipped_and_reported() {
        let settings = LevelSettings {
            per_difficulty: 2,
            timeout: Duration::from_secs(5),
            seed: 3,
            jobs: 1,
            deadline: None,
        };
        let mut file = pregenerate(Variant::Classic, Difficulty::Easy, &settings, &|_| {});
        let swap = if file.levels[0].solution.starts_with('1') {
            "2"
        } else {
            "1"
        };
        file.levels[0].solution.replace_range(0..1, swap);
        let mut out = LoadedLevels::default();
        load_text(
            Variant::Classic,
            Difficulty::Easy,
            "test",
            &file.to_json(),
            Checks::Full,
            &mut out,
            &mut HashSet::new(),
        );
        assert_eq!(out.levels.len(), 1);
        assert_eq!(out.problems.len(), 1);
        let mut broken = LoadedLevels::default();
        load_text(
            Variant::Classic,
            Difficulty::Easy,
            "test",
            "{ not json",
            Checks::Full,
            &mut broken,
            &mut HashSet::new(),
        );
        assert!(broken.levels.is_empty() && broken.problems[0].contains("not a level file"));
    }
}
