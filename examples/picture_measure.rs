//! How well the picture reader reads: a corpus the project makes itself (puzzles printed by
//! `sudoku3d::print`, rasterised by poppler's pdftoppm at three resolutions, then turned, seen
//! at an angle, blurred, noisy, JPEG-compressed and all of it at once as a phone would), and for
//! each kind of picture the share of puzzles read exactly, the share of cells read right, the
//! wrong cells the reader did not flag as doubtful, and the time per picture (median, max).
//!
//! ```text
//! cargo run --release --features tools --example picture_measure [puzzles] [kind,...]
//! ```
//!
//! 200 puzzles by default. The time is the reading of a decoded picture, on this thread.

#[path = "../tests/common/pictures.rs"]
mod pictures;

use std::time::{Duration, Instant};

use image::{DynamicImage, GrayImage};

use sudoku3d::engine::{generate_seeded, Difficulty, Grid, Shape};
use sudoku3d::picture::read_image;

/// The kinds of picture: a name and how to make it from the puzzle (`dir` for the files).
const KINDS: &[&str] = &[
    "print-40dpi",
    "print-100dpi",
    "print-300dpi",
    "rotated-15",
    "perspective",
    "blurred",
    "noisy",
    "jpeg-q40",
    "phone-like",
];

fn picture(kind: &str, puzzle: &Grid, seed: u64, dir: &std::path::Path) -> Result<GrayImage, String> {
    let name = format!("p{seed}");
    let at = |dpi| pictures::printed(puzzle, dpi, dir, &name);
    Ok(match kind {
        "print-40dpi" => at(40)?,
        "print-100dpi" => at(100)?,
        "print-300dpi" => at(300)?,
        "rotated-15" => pictures::rotated(&at(100)?, if seed % 2 == 0 { 15.0 } else { -15.0 }),
        "perspective" => pictures::in_perspective(&at(100)?, 0.15, 0.0),
        "blurred" => pictures::blurred(&at(100)?, 1.5),
        "noisy" => pictures::noisy(&at(100)?, 25.0, seed),
        "jpeg-q40" => pictures::jpeg(&at(100)?, 40),
        "phone-like" => pictures::phone_like(&at(150)?, seed),
        other => return Err(format!("unknown kind {other}")),
    })
}

/// With PICTURE_KEEP set, a picture read wrong is kept for a look.
fn keep(img: &DynamicImage, dir: &std::path::Path, kind: &str, i: usize) {
    if std::env::var_os("PICTURE_KEEP").is_some() {
        let path = dir.join(format!("{kind}-{}.png", i + 1));
        let _ = img.save(&path);
        eprintln!("misread: {}", path.display());
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let count: u64 = args.first().and_then(|a| a.parse().ok()).unwrap_or(200);
    let kinds: Vec<&str> = match args.get(1) {
        Some(list) => list.split(',').collect(),
        None => KINDS.to_vec(),
    };
    let dir = std::env::temp_dir().join(format!("picture-measure-{}", std::process::id()));
    if let Err(e) = std::fs::create_dir_all(&dir) {
        eprintln!("error: {}: {e}", dir.display());
        std::process::exit(1);
    }
    let puzzles: Vec<Grid> = (1..=count)
        .map(|seed| generate_seeded(Shape::Classic, Difficulty::Medium, seed).puzzle)
        .collect();
    println!("| kind | puzzles read exactly | cells right | wrong and not flagged | no grid | median ms | max ms |");
    println!("| --- | --- | --- | --- | --- | --- | --- |");
    for kind in kinds {
        let (mut exact, mut cells_right, mut cells, mut unflagged, mut no_grid) = (0, 0, 0, 0, 0);
        let mut times: Vec<Duration> = Vec::new();
        for (i, puzzle) in puzzles.iter().enumerate() {
            let img = match picture(kind, puzzle, i as u64 + 1, &dir) {
                Ok(img) => DynamicImage::ImageLuma8(img),
                Err(e) => {
                    eprintln!("error: {e}");
                    std::process::exit(1);
                }
            };
            let start = Instant::now();
            let reading = read_image(&img);
            times.push(start.elapsed());
            cells += 81;
            let Ok(reading) = reading else {
                no_grid += 1;
                keep(&img, &dir, kind, i);
                continue;
            };
            let doubtful = reading.doubtful();
            let mut all = true;
            for c in 0..81 {
                if reading.puzzle.get(c) == puzzle.get(c) {
                    cells_right += 1;
                } else {
                    all = false;
                    if !doubtful.contains(&c) {
                        unflagged += 1;
                    }
                }
            }
            if all {
                exact += 1;
            } else {
                keep(&img, &dir, kind, i);
            }
        }
        times.sort();
        let ms = |d: Duration| d.as_secs_f64() * 1000.0;
        println!(
            "| {kind} | {exact}/{} | {:.2}% | {unflagged} | {no_grid} | {:.0} | {:.0} |",
            puzzles.len(),
            100.0 * cells_right as f64 / cells.max(1) as f64,
            times.get(times.len() / 2).map_or(0.0, |&d| ms(d)),
            times.last().map_or(0.0, |&d| ms(d)),
        );
    }
    if std::env::var_os("PICTURE_KEEP").is_none() {
        let _ = std::fs::remove_dir_all(&dir);
    }
}
