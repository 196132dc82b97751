//! Trains the picture reader's digit perceptron and writes `resources/picture/digits.bin`.
//!
//! `cargo run --release --features tools --example train_digits [-- --check]`
//!
//! The samples are digits drawn from fonts the project may use (DejaVu from the repository and
//! Debian's fonts-dejavu, Noto Mono and Droid Sans Fallback from Debian's fonts-noto-mono and
//! fonts-droid-fallback), each spoiled at random as a picture spoils it: size and place in the
//! cell, thinner or bolder strokes, a slight turn and shear, grid lines at the cell's edges,
//! shrinking to a small picture, blur, noise, JPEG, light or dark ink. Each goes through the
//! reader's own cell code (`sudoku3d::picture::cells::cell_ink`), so the network learns what it
//! will be shown. Everything is drawn from one seeded generator on one thread: retraining
//! writes the same file. `--check` trains and compares with the committed file instead.

use std::path::{Path, PathBuf};

use ab_glyph::{Font, FontVec, PxScale};
use image::codecs::jpeg::JpegEncoder;
use image::{GrayImage, Luma};
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};

use sudoku3d::picture::cells::{cell_ink, CellInk, CELL, FEATURES};
use sudoku3d::picture::digits::DigitReader;
use sudoku3d::picture::geometry::sample;

const SEED: u64 = 45;
const PER_FONT_DIGIT: usize = 260;
const HIDDEN: usize = 48;
const EPOCHS: usize = 14;
const CANVAS: usize = 160;

/// The fonts: the repository's own, then Debian's (the packages named in the module doc).
fn font_paths(root: &Path) -> Vec<PathBuf> {
    let mut paths = vec![
        root.join("resources/DejaVuSans.ttf"),
        root.join("resources/fonts/DejaVuSansMono.ttf"),
    ];
    for name in [
        "dejavu/DejaVuSans-Bold.ttf",
        "dejavu/DejaVuSansCondensed.ttf",
        "dejavu/DejaVuSansCondensed-Bold.ttf",
        "dejavu/DejaVuSerif.ttf",
        "dejavu/DejaVuSerif-Bold.ttf",
        "dejavu/DejaVuSerifCondensed.ttf",
        "dejavu/DejaVuSansMono-Bold.ttf",
        "dejavu/DejaVuSans-ExtraLight.ttf",
        "noto/NotoSansMono-Regular.ttf",
        "noto/NotoSansMono-Bold.ttf",
        "noto/NotoMono-Regular.ttf",
        "droid/DroidSansFallbackFull.ttf",
    ] {
        paths.push(Path::new("/usr/share/fonts/truetype").join(name));
    }
    paths
}

/// A digit's coverage (0 paper, 1 ink) on a CANVAS x CANVAS square standing for one cell.
fn draw_digit(font: &FontVec, digit: u8, rng: &mut StdRng) -> Vec<f32> {
    let mut canvas = vec![0f32; CANVAS * CANVAS];
    let id = font.glyph_id(char::from(b'0' + digit));
    let probe = id.with_scale(PxScale::from(100.0));
    let Some(outline) = font.outline_glyph(probe) else {
        return canvas;
    };
    let height = outline.px_bounds().height().max(1.0);
    let wanted = rng.random_range(0.42..0.78) * CANVAS as f32;
    let glyph = id.with_scale(PxScale::from(100.0 * wanted / height));
    let Some(outline) = font.outline_glyph(glyph) else {
        return canvas;
    };
    let b = outline.px_bounds();
    let jitter = CANVAS as f32 * 0.06;
    let ox = (CANVAS as f32 - b.width()) / 2.0 + rng.random_range(-jitter..jitter);
    let oy = (CANVAS as f32 - b.height()) / 2.0 + rng.random_range(-jitter..jitter);
    outline.draw(|x, y, c| {
        let (px, py) = ((ox + x as f32) as i64, (oy + y as f32) as i64);
        if (0..CANVAS as i64).contains(&px) && (0..CANVAS as i64).contains(&py) {
            let at = py as usize * CANVAS + px as usize;
            canvas[at] = canvas[at].max(c);
        }
    });
    // Bolder or thinner strokes: a few passes of a 3x3 max or min.
    let passes = rng.random_range(-2i32..=3);
    for _ in 0..passes.unsigned_abs() {
        let before = canvas.clone();
        for y in 1..CANVAS - 1 {
            for x in 1..CANVAS - 1 {
                let around = [
                    before[y * CANVAS + x - 1],
                    before[y * CANVAS + x + 1],
                    before[(y - 1) * CANVAS + x],
                    before[(y + 1) * CANVAS + x],
                    before[y * CANVAS + x],
                ];
                canvas[y * CANVAS + x] = if passes > 0 {
                    around.iter().copied().fold(0.0, f32::max)
                } else {
                    around.iter().copied().fold(1.0, f32::min)
                };
            }
        }
    }
    // Grid lines at the cell's edges, a little in or out as a straightened board has them.
    if rng.random_bool(0.8) {
        let thickness = rng.random_range(1..10usize);
        for side in 0..4 {
            let shift = rng.random_range(-6i64..6);
            for t in 0..thickness as i64 {
                let line = if side % 2 == 0 {
                    shift + t
                } else {
                    CANVAS as i64 - 1 - shift - t
                };
                if !(0..CANVAS as i64).contains(&line) {
                    continue;
                }
                for u in 0..CANVAS {
                    let at = if side < 2 {
                        line as usize * CANVAS + u
                    } else {
                        u * CANVAS + line as usize
                    };
                    canvas[at] = 1.0;
                }
            }
        }
    }
    canvas
}

/// The cell as a picture of `small` pixels would show it after straightening: turned and
/// sheared a little, shrunk, blurred, noisy, maybe JPEG, then brought to CELL pixels.
fn spoil(canvas: &[f32], rng: &mut StdRng) -> (GrayImage, f32) {
    let small = rng.random_range(14..72u32);
    let angle = rng.random_range(-0.09f32..0.09);
    let shear = rng.random_range(-0.08f32..0.08);
    let (sin, cos) = angle.sin_cos();
    let (paper, ink) = (rng.random_range(170.0f32..255.0), rng.random_range(0.0f32..110.0));
    let f = CANVAS as f32 / small as f32;
    let half = CANVAS as f32 / 2.0;
    let mut img = GrayImage::new(small, small);
    for y in 0..small {
        for x in 0..small {
            let mut total = 0.0;
            for sy in 0..3 {
                for sx in 0..3 {
                    let u = (x as f32 + (sx as f32 + 0.5) / 3.0) * f - half;
                    let v = (y as f32 + (sy as f32 + 0.5) / 3.0) * f - half;
                    let (u, v) = (cos * u - sin * v + shear * v + half, sin * u + cos * v + half);
                    let (ui, vi) = (u as i64, v as i64);
                    if (0..CANVAS as i64).contains(&ui) && (0..CANVAS as i64).contains(&vi) {
                        total += canvas[vi as usize * CANVAS + ui as usize];
                    }
                }
            }
            let c = total / 9.0;
            img.put_pixel(
                x,
                y,
                Luma([(paper + (ink - paper) * c).round().clamp(0.0, 255.0) as u8]),
            );
        }
    }
    if rng.random_bool(0.4) {
        img = image::imageops::blur(&img, rng.random_range(0.3f32..1.2));
    }
    let sigma = if rng.random_bool(0.6) {
        rng.random_range(0.0f32..22.0)
    } else {
        0.0
    };
    if sigma > 0.0 {
        for p in img.iter_mut() {
            // Box-Muller.
            let (a, b): (f32, f32) = (rng.random_range(1e-6..1.0), rng.random());
            let n = (-2.0 * a.ln()).sqrt() * (std::f32::consts::TAU * b).cos();
            *p = (f32::from(*p) + sigma * n).round().clamp(0.0, 255.0) as u8;
        }
    }
    if rng.random_bool(0.3) {
        let mut bytes = Vec::new();
        let quality = rng.random_range(30..90u8);
        if JpegEncoder::new_with_quality(&mut bytes, quality)
            .encode_image(&img)
            .is_ok()
        {
            if let Ok(decoded) = image::load_from_memory(&bytes) {
                img = decoded.to_luma8();
            }
        }
    }
    let scale = small as f32 / CELL as f32;
    let cell = GrayImage::from_fn(CELL, CELL, |x, y| {
        Luma([sample(&img, (x as f32 + 0.5) * scale, (y as f32 + 0.5) * scale).round() as u8])
    });
    (cell, paper - ink)
}

fn samples(fonts: &[FontVec], per: usize, rng: &mut StdRng) -> (Vec<Vec<f32>>, Vec<u8>, usize) {
    let (mut xs, mut ys, mut lost) = (Vec::new(), Vec::new(), 0);
    for font in fonts {
        for digit in 1..=9u8 {
            for _ in 0..per {
                let canvas = draw_digit(font, digit, rng);
                let (cell, contrast) = spoil(&canvas, rng);
                match cell_ink(&cell, contrast) {
                    CellInk::Digit(x) => {
                        xs.push(x);
                        ys.push(digit - 1);
                    }
                    CellInk::Empty(_) => lost += 1,
                }
            }
        }
    }
    (xs, ys, lost)
}

fn train(xs: &[Vec<f32>], ys: &[u8], rng: &mut StdRng) -> DigitReader {
    let n_in = FEATURES;
    let scale1 = (2.0 / n_in as f32).sqrt();
    let scale2 = (2.0 / HIDDEN as f32).sqrt();
    let mut net = DigitReader {
        inputs: n_in,
        hidden: HIDDEN,
        w1: (0..HIDDEN * n_in)
            .map(|_| rng.random_range(-1.0f32..1.0) * scale1)
            .collect(),
        b1: vec![0.0; HIDDEN],
        w2: (0..9 * HIDDEN)
            .map(|_| rng.random_range(-1.0f32..1.0) * scale2)
            .collect(),
        b2: vec![0.0; 9],
    };
    let mut order: Vec<usize> = (0..xs.len()).collect();
    for epoch in 0..EPOCHS {
        order.shuffle(rng);
        let rate = 0.02 * (1.0 - epoch as f32 / EPOCHS as f32) + 0.001;
        let mut loss = 0.0;
        for &i in &order {
            let x = &xs[i];
            let h = net.hidden_of(x);
            let p = net.probabilities(x);
            loss -= p[ys[i] as usize].max(1e-9).ln();
            // Softmax with cross-entropy: the output error is p - one_hot.
            let mut d_out = p;
            d_out[ys[i] as usize] -= 1.0;
            let mut d_hidden = [0f32; HIDDEN];
            for (k, &dk) in d_out.iter().enumerate() {
                for j in 0..HIDDEN {
                    d_hidden[j] += dk * net.w2[k * HIDDEN + j];
                    net.w2[k * HIDDEN + j] -= rate * dk * h[j];
                }
                net.b2[k] -= rate * dk;
            }
            for j in 0..HIDDEN {
                if h[j] <= 0.0 {
                    continue;
                }
                let g = rate * d_hidden[j];
                let row = &mut net.w1[j * n_in..(j + 1) * n_in];
                for (w, v) in row.iter_mut().zip(x) {
                    *w -= g * v;
                }
                net.b1[j] -= g;
            }
        }
        eprintln!("epoch {epoch}: mean loss {:.4}", loss / xs.len() as f32);
    }
    net
}

fn main() {
    let check = std::env::args().any(|a| a == "--check");
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let mut fonts = Vec::new();
    for path in font_paths(&root) {
        match std::fs::read(&path).ok().and_then(|b| FontVec::try_from_vec(b).ok()) {
            Some(f) => fonts.push(f),
            None => {
                eprintln!(
                    "error: cannot read the font {} (Debian: fonts-dejavu-core fonts-dejavu-extra fonts-noto-mono fonts-droid-fallback)",
                    path.display()
                );
                std::process::exit(1);
            }
        }
    }
    let mut rng = StdRng::seed_from_u64(SEED);
    let (xs, ys, lost) = samples(&fonts, PER_FONT_DIGIT, &mut rng);
    eprintln!("{} training samples ({lost} spoiled past reading)", xs.len());
    let net = train(&xs, &ys, &mut rng);
    // Held out: new samples from another seed.
    let mut held_rng = StdRng::seed_from_u64(SEED + 1);
    let (hx, hy, _) = samples(&fonts, 40, &mut held_rng);
    let right = hx.iter().zip(&hy).filter(|(x, &y)| net.read(x).0 == y + 1).count();
    eprintln!(
        "held-out accuracy: {right}/{} = {:.2}%",
        hx.len(),
        100.0 * right as f64 / hx.len() as f64
    );
    let bytes = net.to_bytes();
    let out = root.join("resources/picture/digits.bin");
    if check {
        let same = std::fs::read(&out).map(|b| b == bytes).unwrap_or(false);
        eprintln!(
            "{}",
            if same {
                "same as the committed file"
            } else {
                "DIFFERENT from the committed file"
            }
        );
        std::process::exit(if same { 0 } else { 1 });
    }
    if let Err(e) = std::fs::write(&out, &bytes) {
        eprintln!("error: cannot write {}: {e}", out.display());
        std::process::exit(1);
    }
    eprintln!("wrote {} ({} bytes)", out.display(), bytes.len());
}
