//! The application icon: three faces of a cube, each a 3x3 grid, on a rounded blue square.
//! Drawn here with plain pixel arithmetic; `resources/icon.png` is its 256-pixel rendering
//! (rewrite it with `cargo test --test ui -- --ignored write_icon`).

use ::image::{Rgba, RgbaImage};

/// How many samples per pixel side (anti-aliasing).
const SAMPLES: u32 = 4;

fn lerp(a: [f32; 4], b: [f32; 4], t: f32) -> [f32; 4] {
    std::array::from_fn(|i| a[i] + (b[i] - a[i]) * t)
}

fn rgb(hex: u32) -> [f32; 4] {
    [
        ((hex >> 16) & 0xff) as f32,
        ((hex >> 8) & 0xff) as f32,
        (hex & 0xff) as f32,
        255.0,
    ]
}

/// The colour at a point of the unit square (0..1 both ways), or `None` outside the icon.
fn sample(x: f32, y: f32) -> Option<[f32; 4]> {
    // Rounded square.
    let (m, r) = (0.03, 0.2);
    let (cx, cy) = (x.clamp(m + r, 1.0 - m - r), y.clamp(m + r, 1.0 - m - r));
    if (x - cx).powi(2) + (y - cy).powi(2) > r * r || x < m || y < m || x > 1.0 - m || y > 1.0 - m {
        return None;
    }
    let background = lerp(rgb(0x3b7bea), rgb(0x1f4fb8), y);
    // The cube: hexagon around (ox, oy), corner nearest the viewer at the centre.
    let (ox, oy, size) = (0.5, 0.53, 0.36);
    let (c30, s30) = (0.866 * size, 0.5 * size);
    let up_right = (c30, -s30);
    let up_left = (-c30, -s30);
    let down = (0.0, size);
    let (px, py) = (x - ox, y - oy);
    // Solve p = a*u + b*v for a face spanned by u and v.
    let solve = |u: (f32, f32), v: (f32, f32)| {
        let det = u.0 * v.1 - u.1 * v.0;
        ((px * v.1 - py * v.0) / det, (u.0 * py - u.1 * px) / det)
    };
    let faces = [
        (solve(up_right, up_left), rgb(0xffffff)),
        (solve(up_left, down), rgb(0xdce7fb)),
        (solve(up_right, down), rgb(0xb4cbf4)),
    ];
    for ((a, b), fill) in faces {
        if (0.0..=1.0).contains(&a) && (0.0..=1.0).contains(&b) {
            let line = |t: f32| {
                let edge = t.min(1.0 - t);
                let third = ((t * 3.0).round() / 3.0 - t).abs();
                edge < 0.03 || third < 0.014
            };
            let ink = rgb(0x173a86);
            return Some(if line(a) || line(b) { ink } else { fill });
        }
    }
    Some(background)
}

/// The icon, `size` pixels square.
pub fn draw(size: u32) -> RgbaImage {
    let mut img = RgbaImage::new(size, size);
    let n = (SAMPLES * SAMPLES) as f32;
    for (px, py, pixel) in img.enumerate_pixels_mut() {
        let mut sum = [0.0f32; 4];
        for sy in 0..SAMPLES {
            for sx in 0..SAMPLES {
                let x = (px as f32 + (sx as f32 + 0.5) / SAMPLES as f32) / size as f32;
                let y = (py as f32 + (sy as f32 + 0.5) / SAMPLES as f32) / size as f32;
                if let Some(c) = sample(x, y) {
                    // Premultiplied sum, so edges blend to transparent.
                    for i in 0..3 {
                        sum[i] += c[i] * c[3] / 255.0;
                    }
                    sum[3] += c[3];
                }
            }
        }
        let alpha = sum[3] / n;
        let color = |i: usize| {
            if alpha > 0.0 {
                (sum[i] / n * 255.0 / alpha).round().clamp(0.0, 255.0) as u8
            } else {
                0
            }
        };
        *pixel = Rgba([color(0), color(1), color(2), alpha.round().clamp(0.0, 255.0) as u8]);
    }
    img
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn icon_has_a_transparent_corner_and_an_opaque_middle() {
        let img = draw(64);
        assert_eq!(img.get_pixel(0, 0)[3], 0);
        assert_eq!(img.get_pixel(32, 32)[3], 255);
    }

    #[test]
    fn the_committed_icon_decodes() {
        let img = ::image::load_from_memory(crate::app::ICON_PNG).unwrap();
        assert_eq!((img.width(), img.height()), (256, 256));
    }
}
