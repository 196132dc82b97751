//! `import` and the picture reader on pictures the tests make themselves: puzzles printed by
//! the project's own `print`, rasterised by poppler's `pdftoppm` (`.ci/run` installs
//! poppler-utils), then turned, seen at an angle, blurred, noisy and JPEG-compressed. What is
//! read back must be the puzzle printed.

use std::path::{Path, PathBuf};
use std::process::Command;

use image::{DynamicImage, GrayImage, Luma};

use sudoku3d::engine::{generate_seeded, Difficulty, Grid, Shape};
use sudoku3d::picture::read_image;

#[path = "../common/pictures.rs"]
mod pictures;

fn out_dir(tag: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("picture").join(tag);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn puzzle(seed: u64) -> Grid {
    generate_seeded(Shape::Classic, Difficulty::Medium, seed).puzzle
}

fn read(img: &GrayImage) -> Grid {
    read_image(&DynamicImage::ImageLuma8(img.clone()))
        .unwrap_or_else(|e| panic!("no reading: {e}"))
        .puzzle
}

fn import(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_sudoku3d"))
        .arg("import")
        .args(args)
        .output()
        .unwrap()
}

#[test]
fn printed_puzzles_read_back_exactly_at_three_resolutions() {
    let dir = out_dir("clean");
    for seed in 1..=3u64 {
        let p = puzzle(seed);
        // An A4 page 207, 600 and 1654 pixels across.
        for dpi in [25, 72, 200] {
            let img = pictures::printed(&p, dpi, &dir, &format!("p{seed}-{dpi}")).unwrap();
            assert_eq!(read(&img).to_line(), p.to_line(), "puzzle {seed} at {dpi} dpi");
        }
    }
}

#[test]
fn turned_slanted_blurred_noisy_and_compressed_pictures_read_back_exactly() {
    let dir = out_dir("spoiled");
    let p = puzzle(7);
    let page = pictures::printed(&p, 100, &dir, "p7").unwrap();
    let spoiled = [
        ("turned 14 degrees", pictures::rotated(&page, 14.0)),
        ("turned -14 degrees", pictures::rotated(&page, -14.0)),
        ("in perspective", pictures::in_perspective(&page, 0.15, 5.0)),
        ("blurred", pictures::blurred(&page, 1.5)),
        ("noisy", pictures::noisy(&page, 25.0, 7)),
        ("JPEG quality 40", pictures::jpeg(&page, 40)),
        ("as a phone takes it", pictures::phone_like(&page, 7)),
    ];
    for (what, img) in spoiled {
        let reading = read_image(&DynamicImage::ImageLuma8(img)).unwrap_or_else(|e| panic!("{what}: {e}"));
        assert_eq!(reading.puzzle.to_line(), p.to_line(), "{what}");
        // Read right, so nothing is the player's to check: a noisy picture once had its ~50
        // empty cells all flagged.
        assert_eq!(reading.doubtful(), Vec::<usize>::new(), "{what}");
    }
}

#[test]
fn import_prints_the_puzzle_as_one_line_or_as_json_with_confidences_and_corners() {
    let dir = out_dir("import");
    let p = puzzle(11);
    let page = pictures::printed(&p, 90, &dir, "p11").unwrap();
    let jpg = dir.join("p11.jpg");
    pictures::jpeg(&page, 80).save(&jpg).unwrap();

    let out = import(&[jpg.to_str().unwrap()]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(String::from_utf8_lossy(&out.stdout), format!("{}\n", p.to_line()));

    let png = dir.join("p11.png");
    let out = import(&[png.to_str().unwrap(), "--json"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["puzzle"], p.to_line());
    let cells = v["cells"].as_array().unwrap();
    assert_eq!(cells.len(), 81);
    for (i, cell) in cells.iter().enumerate() {
        let want = p
            .get(i)
            .map(|d| serde_json::json!(d.get()))
            .unwrap_or(serde_json::Value::Null);
        assert_eq!(cell["digit"], want, "cell {i}");
        let c = cell["confidence"].as_f64().unwrap();
        assert!((0.0..=1.0).contains(&c), "cell {i}: {c}");
    }
    // The corners go clockwise from the top left, inside the page, and span most of its width
    // (the printed grid of one puzzle a page does).
    let corners: Vec<(f64, f64)> = v["corners"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| (c[0].as_f64().unwrap(), c[1].as_f64().unwrap()))
        .collect();
    assert_eq!(corners.len(), 4);
    let (w, h) = (f64::from(page.width()), f64::from(page.height()));
    assert!(corners
        .iter()
        .all(|&(x, y)| (0.0..=w).contains(&x) && (0.0..=h).contains(&y)));
    assert!(corners[0].0 < corners[1].0 && corners[0].1 < corners[3].1);
    assert!(corners[1].0 - corners[0].0 > 0.6 * w, "{corners:?} in {w}x{h}");
}

#[test]
fn a_picture_without_a_grid_is_refused_with_exit_3() {
    let dir = out_dir("nogrid");
    // A page of paper with a dark disc and a bar on it: ink, but nothing like a sudoku.
    let img = GrayImage::from_fn(400, 300, |x, y| {
        let (dx, dy) = (x as f32 - 120.0, y as f32 - 150.0);
        let ink = dx * dx + dy * dy < 60.0 * 60.0 || ((250..380).contains(&x) && (100..120).contains(&y));
        Luma([if ink { 20 } else { 235 }])
    });
    let path = dir.join("disc.png");
    img.save(&path).unwrap();
    let out = import(&[path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(3));
    assert!(out.stdout.is_empty());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("no sudoku grid found"), "{err}");

    let text = dir.join("not-a-picture.png");
    std::fs::write(&text, "53..7....6..195....98....6.8...").unwrap();
    let out = import(&[text.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot read the picture"));
}

#[test]
fn a_reading_whose_givens_clash_is_printed_and_refused_with_exit_4() {
    let dir = out_dir("conflict");
    let mut clash = puzzle(3);
    let five = sudoku3d::engine::Digit::new(5);
    // Two fives in the first row.
    clash.set(0, five);
    clash.set(8, five);
    for c in 1..8 {
        if clash.get(c) == five {
            clash.set(c, None);
        }
    }
    let page = pictures::printed(&clash, 80, &dir, "clash").unwrap();
    let path = dir.join("clash.png");
    page.save(&path).unwrap();
    let out = import(&[path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(4));
    assert_eq!(String::from_utf8_lossy(&out.stdout), format!("{}\n", clash.to_line()));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("conflict") && err.contains("r1c1") && err.contains("r1c9"),
        "{err}"
    );
}
