//! Finding the board in a picture: an adaptive threshold, the connected blobs of ink, the four
//! corners of the largest square-ish one, and the homography that undoes its perspective.
//!
//! Hand-written rather than `imageproc`: the few operations needed here (a box-mean threshold
//! over an integral image, a flood fill, a 4-point homography) are about 200 lines, while
//! imageproc 0.27 would bring nalgebra, num, rand 0.10 and rand_distr (a third `rand` in the
//! build) to the library and to every test binary.

use image::GrayImage;

/// A point in picture pixels.
pub type Point = (f32, f32);

/// Pixels darker than the mean of the box around them (of half-side `radius`) by more than
/// `margin` levels: ink on paper, whatever the lighting across the picture.
pub fn ink_mask(img: &GrayImage, radius: u32, margin: u32) -> Vec<bool> {
    let (w, h) = (img.width() as usize, img.height() as usize);
    // Integral image with one row and column of zeros in front.
    let mut sum = vec![0u64; (w + 1) * (h + 1)];
    for y in 0..h {
        let mut row = 0u64;
        for x in 0..w {
            row += u64::from(img.as_raw()[y * w + x]);
            sum[(y + 1) * (w + 1) + x + 1] = sum[y * (w + 1) + x + 1] + row;
        }
    }
    let r = radius as usize;
    let mut mask = vec![false; w * h];
    for y in 0..h {
        let (y0, y1) = (y.saturating_sub(r), (y + r + 1).min(h));
        for x in 0..w {
            let (x0, x1) = (x.saturating_sub(r), (x + r + 1).min(w));
            let total =
                sum[y1 * (w + 1) + x1] + sum[y0 * (w + 1) + x0] - sum[y0 * (w + 1) + x1] - sum[y1 * (w + 1) + x0];
            let count = ((y1 - y0) * (x1 - x0)) as u64;
            let v = u64::from(img.as_raw()[y * w + x]);
            mask[y * w + x] = (v + u64::from(margin)) * count < total;
        }
    }
    mask
}

/// One connected blob of ink: its size and the four points furthest along the diagonals,
/// which are a square's corners however it is turned up to 45 degrees.
#[derive(Clone, Copy, Debug)]
pub struct Blob {
    /// Pixels in the blob.
    pub pixels: usize,
    /// Top-left, top-right, bottom-right, bottom-left.
    pub corners: [Point; 4],
}

/// The blobs of 8-connected ink with at least `min_pixels` pixels.
pub fn blobs(mask: &[bool], w: usize, h: usize, min_pixels: usize) -> Vec<Blob> {
    let mut seen = vec![false; mask.len()];
    let mut found = Vec::new();
    let mut stack = Vec::new();
    for start in 0..mask.len() {
        if !mask[start] || seen[start] {
            continue;
        }
        seen[start] = true;
        stack.push(start);
        let mut pixels = 0usize;
        // min x+y, max x-y, max x+y, min x-y and where each is reached.
        let mut best = [(i64::MAX, 0usize), (i64::MIN, 0), (i64::MIN, 0), (i64::MAX, 0)];
        while let Some(p) = stack.pop() {
            pixels += 1;
            let (x, y) = ((p % w) as i64, (p / w) as i64);
            if x + y < best[0].0 {
                best[0] = (x + y, p);
            }
            if x - y > best[1].0 {
                best[1] = (x - y, p);
            }
            if x + y > best[2].0 {
                best[2] = (x + y, p);
            }
            if x - y < best[3].0 {
                best[3] = (x - y, p);
            }
            for dy in -1i64..=1 {
                for dx in -1i64..=1 {
                    let (nx, ny) = (x + dx, y + dy);
                    if nx < 0 || ny < 0 || nx >= w as i64 || ny >= h as i64 {
                        continue;
                    }
                    let q = ny as usize * w + nx as usize;
                    if mask[q] && !seen[q] {
                        seen[q] = true;
                        stack.push(q);
                    }
                }
            }
        }
        if pixels >= min_pixels {
            let corner = |i: usize| ((best[i].1 % w) as f32 + 0.5, (best[i].1 / w) as f32 + 0.5);
            found.push(Blob {
                pixels,
                corners: [corner(0), corner(1), corner(2), corner(3)],
            });
        }
    }
    found
}

/// Twice the signed area of the quadrilateral (positive when its corners go clockwise on screen).
pub fn quad_area(c: &[Point; 4]) -> f32 {
    let mut a = 0.0;
    for i in 0..4 {
        let (p, q) = (c[i], c[(i + 1) % 4]);
        a += p.0 * q.1 - q.0 * p.1;
    }
    a / 2.0
}

fn dist(a: Point, b: Point) -> f32 {
    ((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt()
}

/// Whether the quadrilateral could be a square seen at an angle: convex, clockwise, and no
/// side more than twice another.
pub fn square_ish(c: &[Point; 4]) -> bool {
    let sides = [dist(c[0], c[1]), dist(c[1], c[2]), dist(c[2], c[3]), dist(c[3], c[0])];
    let (lo, hi) = sides
        .iter()
        .fold((f32::MAX, 0f32), |(lo, hi), &s| (lo.min(s), hi.max(s)));
    if lo < 8.0 || hi > 2.0 * lo {
        return false;
    }
    (0..4).all(|i| {
        let (a, b, c) = (c[i], c[(i + 1) % 4], c[(i + 2) % 4]);
        (b.0 - a.0) * (c.1 - b.1) - (b.1 - a.1) * (c.0 - b.0) > 0.0
    })
}

/// The projective map from the square `[0, side]^2` onto a quadrilateral (corners clockwise
/// from the top left).
#[derive(Clone, Copy, Debug)]
pub struct Homography([f64; 8]);

impl Homography {
    /// The map sending (0,0), (side,0), (side,side), (0,side) onto `to`, or `None` when the
    /// corners are degenerate.
    pub fn square_to(side: f32, to: &[Point; 4]) -> Option<Homography> {
        let s = f64::from(side);
        let from = [(0.0, 0.0), (s, 0.0), (s, s), (0.0, s)];
        // Eight equations in the eight unknowns h0..h7 (h8 = 1).
        let mut m = [[0f64; 9]; 8];
        for i in 0..4 {
            let (x, y) = from[i];
            let (u, v) = (f64::from(to[i].0), f64::from(to[i].1));
            m[2 * i] = [x, y, 1.0, 0.0, 0.0, 0.0, -u * x, -u * y, u];
            m[2 * i + 1] = [0.0, 0.0, 0.0, x, y, 1.0, -v * x, -v * y, v];
        }
        for col in 0..8 {
            let pivot = (col..8).max_by(|&a, &b| m[a][col].abs().total_cmp(&m[b][col].abs()))?;
            if m[pivot][col].abs() < 1e-9 {
                return None;
            }
            m.swap(col, pivot);
            for row in 0..8 {
                if row != col {
                    let f = m[row][col] / m[col][col];
                    let pivot_row = m[col];
                    for (v, p) in m[row].iter_mut().zip(pivot_row).skip(col) {
                        *v -= f * p;
                    }
                }
            }
        }
        let mut h = [0f64; 8];
        for i in 0..8 {
            h[i] = m[i][8] / m[i][i];
        }
        Some(Homography(h))
    }

    /// Where the square's point (x, y) lands in the picture.
    pub fn map(&self, x: f32, y: f32) -> Point {
        let h = &self.0;
        let (x, y) = (f64::from(x), f64::from(y));
        let w = h[6] * x + h[7] * y + 1.0;
        (
            ((h[0] * x + h[1] * y + h[2]) / w) as f32,
            ((h[3] * x + h[4] * y + h[5]) / w) as f32,
        )
    }
}

/// The picture's grey level at a real position (bilinear; the edge pixels continue outward).
pub fn sample(img: &GrayImage, x: f32, y: f32) -> f32 {
    let (w, h) = (img.width() as i64, img.height() as i64);
    let (fx, fy) = (x - 0.5, y - 0.5);
    let (x0, y0) = (fx.floor() as i64, fy.floor() as i64);
    let (ax, ay) = (fx - fx.floor(), fy - fy.floor());
    let at = |x: i64, y: i64| f32::from(img.as_raw()[(y.clamp(0, h - 1) * w + x.clamp(0, w - 1)) as usize]);
    let top = at(x0, y0) * (1.0 - ax) + at(x0 + 1, y0) * ax;
    let bottom = at(x0, y0 + 1) * (1.0 - ax) + at(x0 + 1, y0 + 1) * ax;
    top * (1.0 - ay) + bottom * ay
}

/// The square `side` x `side` seen through `map`, each pixel the mean of `k` x `k` samples so
/// a large picture shrinks without losing thin strokes.
pub fn warp(img: &GrayImage, map: &Homography, side: u32, k: u32) -> GrayImage {
    let k = k.max(1);
    let mut out = GrayImage::new(side, side);
    for y in 0..side {
        for x in 0..side {
            let mut total = 0.0;
            for sy in 0..k {
                for sx in 0..k {
                    let (px, py) = (
                        x as f32 + (sx as f32 + 0.5) / k as f32,
                        y as f32 + (sy as f32 + 0.5) / k as f32,
                    );
                    let (u, v) = map.map(px, py);
                    total += sample(img, u, v);
                }
            }
            out.put_pixel(x, y, image::Luma([(total / (k * k) as f32).round() as u8]));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_homography_sends_the_square_corners_onto_the_quadrilateral() {
        let to = [(10.0, 20.0), (200.0, 30.0), (190.0, 220.0), (5.0, 200.0)];
        let h = Homography::square_to(100.0, &to).unwrap();
        for (i, &(x, y)) in [(0.0, 0.0), (100.0, 0.0), (100.0, 100.0), (0.0, 100.0)]
            .iter()
            .enumerate()
        {
            let (u, v) = h.map(x, y);
            assert!((u - to[i].0).abs() < 1e-3 && (v - to[i].1).abs() < 1e-3, "{i}: {u},{v}");
        }
    }

    #[test]
    fn a_ring_is_one_blob_with_its_corners_found() {
        let (w, h) = (50, 40);
        let mut mask = vec![false; w * h];
        for y in 5..35 {
            for x in 10..40 {
                if !(7..=32).contains(&y) || !(12..=37).contains(&x) {
                    mask[y * w + x] = true;
                }
            }
        }
        let found = blobs(&mask, w, h, 10);
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].corners[0], (10.5, 5.5));
        assert_eq!(found[0].corners[2], (39.5, 34.5));
        assert!(square_ish(&found[0].corners));
    }
}
