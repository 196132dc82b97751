//! One cell of the straightened board: empty, or the ink of its digit scaled into a small
//! square bitmap for the digit reader. The digit reader's training (`examples/train_digits.rs`)
//! goes through the same function, so what it learns is what the reader is shown.

use image::GrayImage;

/// Pixels per cell side in the straightened board.
pub const CELL: u32 = 40;
/// The side of the digit bitmap handed to the reader.
pub const GLYPH: usize = 16;
/// The reader's inputs: the bitmap, then the ink's width over its height.
pub const FEATURES: usize = GLYPH * GLYPH + 1;

/// What a cell holds.
#[derive(Clone, Debug, PartialEq)]
pub enum CellInk {
    /// No digit; the number says how sure (1.0: blank paper, lower: some faint marks).
    Empty(f32),
    /// A digit's bitmap, for the reader.
    Digit(Vec<f32>),
}

/// Reads one `CELL` x `CELL` cell (dark ink on light paper). `board_contrast` is the
/// difference between the board's paper and its ink (grey levels), against which a cell's own
/// contrast says whether it holds anything.
pub fn cell_ink(cell: &GrayImage, board_contrast: f32) -> CellInk {
    let n = CELL as usize;
    debug_assert_eq!(cell.width() as usize, n);
    // A 3x3 mean first, so the odd noisy pixel sets neither the cell's darkest nor its lightest.
    let raw = cell.as_raw();
    let mut smooth = vec![0f32; n * n];
    for y in 0..n {
        for x in 0..n {
            let mut t = 0.0;
            let mut c = 0.0;
            for dy in -1i32..=1 {
                for dx in -1i32..=1 {
                    let (xx, yy) = (x as i32 + dx, y as i32 + dy);
                    if (0..n as i32).contains(&xx) && (0..n as i32).contains(&yy) {
                        t += f32::from(raw[yy as usize * n + xx as usize]);
                        c += 1.0;
                    }
                }
            }
            smooth[y * n + x] = t / c;
        }
    }
    // The inside of the cell: the grid's lines stay out.
    let margin = n / 8;
    let inner = margin..n - margin;
    let (mut lo, mut hi) = (f32::MAX, f32::MIN);
    for y in inner.clone() {
        for x in inner.clone() {
            lo = lo.min(smooth[y * n + x]);
            hi = hi.max(smooth[y * n + x]);
        }
    }
    let contrast = hi - lo;
    let board_contrast = board_contrast.max(1.0);
    if contrast < 0.25 * board_contrast {
        // Sure up to half the limit, then less and less sure towards it (a faint digit): a
        // noisy photo's empty cells, at about a twentieth of the board's contrast, were all
        // flagged when the doubt began at no contrast at all.
        let near_limit = ((contrast / (0.25 * board_contrast)).clamp(0.0, 1.0) - 0.5).max(0.0) * 2.0;
        let sureness = 1.0 - near_limit * 0.5;
        return CellInk::Empty(sureness);
    }
    let threshold = (lo + hi) / 2.0;
    let ink: Vec<bool> = (0..n * n)
        .map(|i| {
            let (x, y) = (i % n, i / n);
            inner.contains(&x) && inner.contains(&y) && smooth[i] < threshold
        })
        .collect();
    // Keep the ink blobs that reach the middle of the cell and are not slivers of a grid line.
    let mut seen = vec![false; n * n];
    let (mut x0, mut y0, mut x1, mut y1) = (n, n, 0usize, 0usize);
    let mid = n / 4..n - n / 4;
    for start in 0..n * n {
        if !ink[start] || seen[start] {
            continue;
        }
        let mut stack = vec![start];
        seen[start] = true;
        let (mut bx0, mut by0, mut bx1, mut by1) = (n, n, 0, 0);
        let mut count = 0;
        while let Some(p) = stack.pop() {
            count += 1;
            let (x, y) = (p % n, p / n);
            bx0 = bx0.min(x);
            by0 = by0.min(y);
            bx1 = bx1.max(x);
            by1 = by1.max(y);
            for (dx, dy) in [
                (-1i32, 0i32),
                (1, 0),
                (0, -1),
                (0, 1),
                (-1, -1),
                (1, 1),
                (-1, 1),
                (1, -1),
            ] {
                let (xx, yy) = (x as i32 + dx, y as i32 + dy);
                if xx < 0 || yy < 0 || xx >= n as i32 || yy >= n as i32 {
                    continue;
                }
                let q = yy as usize * n + xx as usize;
                if ink[q] && !seen[q] {
                    seen[q] = true;
                    stack.push(q);
                }
            }
        }
        let (bw, bh) = (bx1 - bx0 + 1, by1 - by0 + 1);
        let reaches_middle = bx1 >= mid.start && bx0 < mid.end && by1 >= mid.start && by0 < mid.end;
        let sliver = (bw <= 3 && bh > n / 2) || (bh <= 3 && bw > n / 2);
        if count >= 4 && reaches_middle && !sliver {
            x0 = x0.min(bx0);
            y0 = y0.min(by0);
            x1 = x1.max(bx1);
            y1 = y1.max(by1);
        }
    }
    // A printed given stands about half the cell high or more; pencil marks are a third.
    if x1 < x0 || y1 + 1 - y0 < n * 3 / 10 {
        return CellInk::Empty(0.75);
    }
    let (w, h) = ((x1 + 1 - x0) as f32, (y1 + 1 - y0) as f32);
    let scale = GLYPH as f32 / w.max(h);
    let (ox, oy) = ((GLYPH as f32 - w * scale) / 2.0, (GLYPH as f32 - h * scale) / 2.0);
    let mut features = vec![0f32; FEATURES];
    for gy in 0..GLYPH {
        for gx in 0..GLYPH {
            // Mean of 2x2 samples of the ink's darkness over this bitmap pixel.
            let mut t = 0.0;
            for (sx, sy) in [(0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)] {
                let u = x0 as f32 + (gx as f32 + sx - ox) / scale;
                let v = y0 as f32 + (gy as f32 + sy - oy) / scale;
                if u < x0 as f32 || v < y0 as f32 || u >= (x1 + 1) as f32 || v >= (y1 + 1) as f32 {
                    continue;
                }
                let s = smooth[v as usize * n + u as usize];
                t += ((hi - s) / contrast).clamp(0.0, 1.0);
            }
            features[gy * GLYPH + gx] = t / 4.0;
        }
    }
    features[GLYPH * GLYPH] = w / h;
    CellInk::Digit(features)
}

/// The cell at `row`, `col` of a straightened board of side `9 * CELL`.
pub fn cell_of(board: &GrayImage, row: u32, col: u32) -> GrayImage {
    image::imageops::crop_imm(board, col * CELL, row * CELL, CELL, CELL).to_image()
}

/// The board's contrast: between its lightest and darkest few percent.
pub fn board_contrast(board: &GrayImage) -> f32 {
    let mut histogram = [0usize; 256];
    for &v in board.as_raw() {
        histogram[v as usize] += 1;
    }
    let total = board.as_raw().len();
    let level_at = |fraction: f64| {
        let mut seen = 0;
        for (level, &count) in histogram.iter().enumerate() {
            seen += count;
            if seen as f64 >= fraction * total as f64 {
                return level as f32;
            }
        }
        255.0
    };
    level_at(0.90) - level_at(0.02)
}
