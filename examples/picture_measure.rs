//! How well the picture reader reads: a corpus the project makes itself (puzzles printed by
//! `sudoku3d::print`, rasterised by poppler's pdftoppm at three resolutions, then turned, seen
//! at an angle, blurred, noisy, JPEG-compressed and all of it at once as a phone would), and for
//! each kind of picture the share of puzzles read exactly, the share of cells read right, the
//! wrong cells the reader did not flag as doubtful, and the time per picture (median, max).
//!
//! ```text
//! cargo build --features tools && cargo run --features tools --example picture_measure [puzzles] [kind,...]
//! ```
//!
//! 200 puzzles by default. An A4 page is 149 pixels across at 18 dpi, 3969 at 480 dpi. The time is the reading of a decoded picture, on this thread.

#[path = "../tests/common/pictures.rs"]
mod pictures;

use std::collections::HashMap;
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use image::{DynamicImage, GrayImage};

use sudoku3d::engine::{generate_seeded, Difficulty, Grid, Shape};
use sudoku3d::picture::read_image;

/// The kinds of picture.
const KINDS: &[&str] = &[
    "print-18dpi",
    "print-40dpi",
    "print-100dpi",
    "print-300dpi",
    "print-480dpi",
    "rotated-15",
    "perspective",
    "blurred",
    "noisy",
    "jpeg-q40",
    "phone-like",
    "window-light",
    "window-dark",
];

/// The puzzle's printed pages at each resolution, made once and shared by the kinds.
struct Pages<'a> {
    puzzle: &'a Grid,
    seed: u64,
    dir: &'a Path,
    made: HashMap<u32, GrayImage>,
}

impl Pages<'_> {
    fn at(&mut self, dpi: u32) -> Result<GrayImage, String> {
        if let Some(img) = self.made.get(&dpi) {
            return Ok(img.clone());
        }
        let img = pictures::printed(self.puzzle, dpi, self.dir, &format!("p{}", self.seed))?;
        self.made.insert(dpi, img.clone());
        Ok(img)
    }
}

/// The game window's own picture of the puzzle of `seed` (medium), in the light or dark
/// theme: the built `sudoku3d` beside this example's folder, on the X display of $DISPLAY.
fn window_picture(seed: u64, dark: bool, dir: &Path) -> Result<GrayImage, String> {
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    let binary = exe
        .parent()
        .and_then(Path::parent)
        .map(|d| d.join("sudoku3d"))
        .ok_or("no target folder")?;
    let data = dir.join(if dark { "data-dark" } else { "data-light" });
    std::fs::create_dir_all(&data).map_err(|e| e.to_string())?;
    let theme = if dark { "dark" } else { "light" };
    std::fs::write(
        data.join("settings.json"),
        format!(r#"{{"version": 0, "theme": "{theme}"}}"#),
    )
    .map_err(|e| e.to_string())?;
    let _ = std::fs::remove_file(data.join("saved-game.json"));
    let png = dir.join("window.png");
    let status = Command::new(&binary)
        .args([
            "--mode",
            "classic",
            "--difficulty",
            "medium",
            "--seed",
            &seed.to_string(),
            "--screenshot",
        ])
        .arg(&png)
        .env("SUDOKU3D_DATA_DIR", &data)
        .stdout(std::process::Stdio::null())
        .status()
        .map_err(|e| {
            format!(
                "{}: {e} (build it first: cargo build --features tools)",
                binary.display()
            )
        })?;
    if !status.success() {
        return Err(format!("{} --screenshot failed", binary.display()));
    }
    image::open(&png).map(|i| i.to_luma8()).map_err(|e| e.to_string())
}

fn picture(kind: &str, pages: &mut Pages) -> Result<GrayImage, String> {
    let seed = pages.seed;
    Ok(match kind {
        "print-18dpi" => pages.at(18)?,
        "print-40dpi" => pages.at(40)?,
        "print-100dpi" => pages.at(100)?,
        "print-300dpi" => pages.at(300)?,
        "print-480dpi" => pages.at(480)?,
        "rotated-15" => pictures::rotated(&pages.at(100)?, if seed.is_multiple_of(2) { 15.0 } else { -15.0 }),
        "perspective" => pictures::in_perspective(&pages.at(100)?, 0.15, 0.0),
        "blurred" => pictures::blurred(&pages.at(100)?, 1.5),
        "noisy" => pictures::noisy(&pages.at(100)?, 25.0, seed),
        "jpeg-q40" => pictures::jpeg(&pages.at(100)?, 40),
        "phone-like" => pictures::phone_like(&pages.at(150)?, seed),
        "window-light" => window_picture(seed, false, pages.dir)?,
        "window-dark" => window_picture(seed, true, pages.dir)?,
        other => return Err(format!("unknown kind {other}")),
    })
}

/// What one kind of picture scored.
#[derive(Default)]
struct Score {
    exact: usize,
    cells_right: usize,
    cells: usize,
    unflagged: usize,
    /// Cells flagged doubtful, right or wrong: what the player is asked to check.
    flagged: usize,
    no_grid: usize,
    times: Vec<Duration>,
}

/// With PICTURE_KEEP set, a picture read wrong is kept for a look.
fn keep(img: &DynamicImage, dir: &Path, kind: &str, seed: u64) {
    if std::env::var_os("PICTURE_KEEP").is_some() {
        let path = dir.join(format!("{kind}-{seed}.png"));
        let _ = img.save(&path);
        eprintln!("misread: {}", path.display());
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let count: u64 = args.first().and_then(|a| a.parse().ok()).unwrap_or(200);
    let mut kinds: Vec<&str> = match args.get(1) {
        Some(list) => list.split(',').collect(),
        None => KINDS.to_vec(),
    };
    if std::env::var_os("DISPLAY").is_none() {
        eprintln!("no DISPLAY: the window's screenshots are left out");
        kinds.retain(|k| !k.starts_with("window"));
    }
    let dir = std::env::temp_dir().join(format!("picture-measure-{}", std::process::id()));
    if let Err(e) = std::fs::create_dir_all(&dir) {
        eprintln!("error: {}: {e}", dir.display());
        std::process::exit(1);
    }
    let mut scores: Vec<Score> = kinds.iter().map(|_| Score::default()).collect();
    for seed in 1..=count {
        let puzzle = generate_seeded(Shape::Classic, Difficulty::Medium, seed).puzzle;
        let mut pages = Pages {
            puzzle: &puzzle,
            seed,
            dir: &dir,
            made: HashMap::new(),
        };
        for (kind, score) in kinds.iter().zip(&mut scores) {
            let img = match picture(kind, &mut pages) {
                Ok(img) => DynamicImage::ImageLuma8(img),
                Err(e) => {
                    eprintln!("error: {e}");
                    std::process::exit(1);
                }
            };
            let start = Instant::now();
            let reading = read_image(&img);
            score.times.push(start.elapsed());
            score.cells += 81;
            let Ok(reading) = reading else {
                score.no_grid += 1;
                keep(&img, &dir, kind, seed);
                continue;
            };
            let doubtful = reading.doubtful();
            score.flagged += doubtful.len();
            let mut all = true;
            for c in 0..81 {
                if reading.puzzle.get(c) == puzzle.get(c) {
                    score.cells_right += 1;
                } else {
                    all = false;
                    if !doubtful.contains(&c) {
                        score.unflagged += 1;
                    }
                }
            }
            if all {
                score.exact += 1;
            } else {
                keep(&img, &dir, kind, seed);
            }
        }
    }
    println!("| kind | puzzles read exactly | cells right | wrong and not flagged | flagged a picture | no grid | median ms | max ms |");
    println!("| --- | --- | --- | --- | --- | --- | --- | --- |");
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    for (kind, score) in kinds.iter().zip(&mut scores) {
        score.times.sort();
        println!(
            "| {kind} | {}/{count} | {:.2}% | {} | {:.1} | {} | {:.0} | {:.0} |",
            score.exact,
            100.0 * score.cells_right as f64 / score.cells.max(1) as f64,
            score.unflagged,
            score.flagged as f64 / (count as usize - score.no_grid).max(1) as f64,
            score.no_grid,
            score.times.get(score.times.len() / 2).map_or(0.0, |&d| ms(d)),
            score.times.last().map_or(0.0, |&d| ms(d)),
        );
    }
    if std::env::var_os("PICTURE_KEEP").is_none() {
        let _ = std::fs::remove_dir_all(&dir);
    }
}
