//! Pictures of puzzles made by the project itself, for the picture reader's tests and its
//! measure (`examples/picture_measure.rs` includes this file): a puzzle printed by
//! `sudoku3d::print` and rasterised by poppler's `pdftoppm` (Debian's poppler-utils), and the
//! ways a camera spoils a picture: turned, seen at an angle, blurred, noisy, unevenly lit,
//! JPEG-compressed. Every spoiler is seeded, so a failing picture can be made again.

use std::path::Path;
use std::process::Command;

use image::{GrayImage, Luma};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use sudoku3d::engine::Grid;
use sudoku3d::picture::geometry::{sample, Homography};
use sudoku3d::print::{write_pdf, PerPage, PrintOptions, PrintPuzzle};

/// The puzzle printed one to a page and rasterised at `dpi` (an A4 page is 8.27 inches wide).
pub fn printed(puzzle: &Grid, dpi: u32, dir: &Path, name: &str) -> Result<GrayImage, String> {
    let pdf = dir.join(format!("{name}.pdf"));
    let options = PrintOptions {
        per_page: PerPage::One,
        ..PrintOptions::default()
    };
    write_pdf(&pdf, &[PrintPuzzle::new(puzzle.clone(), "Medium")], &options).map_err(|e| e.to_string())?;
    let stem = dir.join(name);
    let status = Command::new("pdftoppm")
        .args(["-png", "-r", &dpi.to_string(), "-singlefile", "-gray"])
        .arg(&pdf)
        .arg(&stem)
        .status()
        .map_err(|e| format!("pdftoppm (poppler-utils): {e}"))?;
    if !status.success() {
        return Err(format!("pdftoppm failed on {}", pdf.display()));
    }
    let png = dir.join(format!("{name}.png"));
    image::open(&png).map(|i| i.to_luma8()).map_err(|e| e.to_string())
}

/// `img` seen through a map from output pixels to source pixels, paper where it falls outside.
fn remap(img: &GrayImage, w: u32, h: u32, paper: u8, at: impl Fn(f32, f32) -> (f32, f32)) -> GrayImage {
    GrayImage::from_fn(w, h, |x, y| {
        let (u, v) = at(x as f32 + 0.5, y as f32 + 0.5);
        if u < 0.0 || v < 0.0 || u >= img.width() as f32 || v >= img.height() as f32 {
            Luma([paper])
        } else {
            Luma([sample(img, u, v).round() as u8])
        }
    })
}

/// Turned by `degrees` about its centre, on a canvas grown to hold all of it (the corners
/// that come in are paper).
pub fn rotated(img: &GrayImage, degrees: f32) -> GrayImage {
    let (sin, cos) = degrees.to_radians().sin_cos();
    let (w, h) = (img.width() as f32, img.height() as f32);
    let (out_w, out_h) = (w * cos.abs() + h * sin.abs(), w * sin.abs() + h * cos.abs());
    let (cx, cy) = (w / 2.0, h / 2.0);
    let (ox, oy) = (out_w / 2.0, out_h / 2.0);
    remap(img, out_w.ceil() as u32, out_h.ceil() as u32, 255, |x, y| {
        let (dx, dy) = (x - ox, y - oy);
        (cos * dx + sin * dy + cx, -sin * dx + cos * dy + cy)
    })
}

/// Seen at an angle: the picture's far edge narrower by `squeeze` (a fraction), as a phone
/// held below a page sees it, and turned by `degrees`.
pub fn in_perspective(img: &GrayImage, squeeze: f32, degrees: f32) -> GrayImage {
    let (w, h) = (img.width() as f32, img.height() as f32);
    let side = 1000.0;
    // Output pixels map into the source through a quadrilateral wider at the top: what is
    // far (the top) looks narrower.
    let inset = w * squeeze / 2.0;
    let quad = [(-inset, 0.0), (w + inset, 0.0), (w, h), (0.0, h)];
    let Some(map) = Homography::square_to(side, &quad) else {
        return img.clone();
    };
    let flat = remap(img, img.width(), img.height(), 255, |x, y| {
        map.map(x / w * side, y / h * side)
    });
    rotated(&flat, degrees)
}

/// A Gaussian blur of `sigma` pixels.
pub fn blurred(img: &GrayImage, sigma: f32) -> GrayImage {
    image::imageops::blur(img, sigma)
}

/// Gaussian noise of `sigma` grey levels.
pub fn noisy(img: &GrayImage, sigma: f32, seed: u64) -> GrayImage {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut out = img.clone();
    for p in out.iter_mut() {
        let (a, b): (f32, f32) = (rng.random_range(1e-6..1.0), rng.random());
        let n = (-2.0 * a.ln()).sqrt() * (std::f32::consts::TAU * b).cos();
        *p = (f32::from(*p) + sigma * n).round().clamp(0.0, 255.0) as u8;
    }
    out
}

/// Lit unevenly: darker by up to `depth` grey levels towards one corner.
pub fn shaded(img: &GrayImage, depth: f32) -> GrayImage {
    let (w, h) = (img.width() as f32, img.height() as f32);
    let mut out = img.clone();
    for (x, y, p) in out.enumerate_pixels_mut() {
        let t = (x as f32 / w + y as f32 / h) / 2.0;
        p.0[0] = (f32::from(p.0[0]) * (1.0 - depth / 255.0 * t)).round() as u8;
    }
    out
}

/// JPEG at `quality`, decoded again.
pub fn jpeg(img: &GrayImage, quality: u8) -> GrayImage {
    let mut bytes = Vec::new();
    let encoded = image::codecs::jpeg::JpegEncoder::new_with_quality(&mut bytes, quality).encode_image(img);
    match encoded.ok().and_then(|_| image::load_from_memory(&bytes).ok()) {
        Some(decoded) => decoded.to_luma8(),
        None => img.clone(),
    }
}

/// As a phone would take it, from `seed`: at an angle, turned up to 12 degrees, unevenly lit,
/// a little blurred and noisy, then JPEG at quality 60 to 85.
pub fn phone_like(img: &GrayImage, seed: u64) -> GrayImage {
    let mut rng = StdRng::seed_from_u64(seed);
    let squeeze = rng.random_range(0.04..0.15);
    let degrees = rng.random_range(-12.0..12.0);
    let mut out = in_perspective(img, squeeze, degrees);
    out = shaded(&out, rng.random_range(20.0..70.0));
    out = blurred(&out, rng.random_range(0.5..1.4));
    out = noisy(&out, rng.random_range(3.0..10.0), seed);
    jpeg(&out, rng.random_range(60..85))
}
