//! The application icon: three faces of a cube, each a 3x3 grid, on a rounded blue square.
//! Drawn here with plain pixel arithmetic ([`draw`]) and, from the same measures, as vector
//! shapes ([`svg`]). `resources/icon.png` is its 256-pixel rendering and `packaging/icons/` holds
//! the hicolor sizes and the SVG (rewrite them with
//! `cargo test --test play -- --ignored write_icons`).

/// The icon, as committed in `resources/`.
pub(crate) const ICON_PNG: &[u8] = include_bytes!("../../resources/icon.png");

use ::image::{Rgba, RgbaImage};

/// How many samples per pixel side (anti-aliasing).
const SAMPLES: u32 = 4;

/// The rounded square: margin to the image edge and corner radius (in icon widths).
const MARGIN: f32 = 0.03;
const RADIUS: f32 = 0.2;
/// The background gradient, top to bottom.
const BACKGROUND: (u32, u32) = (0x3b7bea, 0x1f4fb8);
/// The cube's near corner and edge length (in icon widths).
const CUBE_CENTER: (f32, f32) = (0.5, 0.53);
const CUBE_EDGE: f32 = 0.36;
/// Grid lines: the border and the lines between thirds, as parts of a face's side.
const BORDER: f32 = 0.03;
const THIRD_HALF_WIDTH: f32 = 0.014;
const INK: u32 = 0x173a86;
/// A direction on the icon (x right, y down), in cube edges.
type Direction = (f32, f32);
/// The faces U, F, R: the two edge directions spanning each, and the fill.
const FACES: [(Direction, Direction, u32); 3] = [
    ((0.866, -0.5), (-0.866, -0.5), 0xffffff),
    ((-0.866, -0.5), (0.0, 1.0), 0xdce7fb),
    ((0.866, -0.5), (0.0, 1.0), 0xb4cbf4),
];

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
    let (m, r) = (MARGIN, RADIUS);
    let (cx, cy) = (x.clamp(m + r, 1.0 - m - r), y.clamp(m + r, 1.0 - m - r));
    if (x - cx).powi(2) + (y - cy).powi(2) > r * r || x < m || y < m || x > 1.0 - m || y > 1.0 - m {
        return None;
    }
    let background = lerp(rgb(BACKGROUND.0), rgb(BACKGROUND.1), y);
    // The cube: hexagon around the near corner, at the centre.
    let (px, py) = (x - CUBE_CENTER.0, y - CUBE_CENTER.1);
    for (u, v, fill) in FACES {
        let (u, v) = ((u.0 * CUBE_EDGE, u.1 * CUBE_EDGE), (v.0 * CUBE_EDGE, v.1 * CUBE_EDGE));
        // Solve p = a*u + b*v for the face spanned by u and v.
        let det = u.0 * v.1 - u.1 * v.0;
        let (a, b) = ((px * v.1 - py * v.0) / det, (u.0 * py - u.1 * px) / det);
        if (0.0..=1.0).contains(&a) && (0.0..=1.0).contains(&b) {
            let line = |t: f32| {
                let edge = t.min(1.0 - t);
                let third = ((t * 3.0).round() / 3.0 - t).abs();
                edge < BORDER || third < THIRD_HALF_WIDTH
            };
            return Some(if line(a) || line(b) { rgb(INK) } else { rgb(fill) });
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

/// The icon as an SVG document (a 256-unit square): the same shapes as [`draw`], as vectors.
pub fn svg() -> String {
    let px = |v: f32| v * 256.0;
    let mut out = String::new();
    out.push_str("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"256\" height=\"256\" viewBox=\"0 0 256 256\">\n");
    out.push_str(&format!(
        "  <defs><linearGradient id=\"bg\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"256\" gradientUnits=\"userSpaceOnUse\">\
         <stop offset=\"0\" stop-color=\"#{:06x}\"/><stop offset=\"1\" stop-color=\"#{:06x}\"/></linearGradient></defs>\n",
        BACKGROUND.0, BACKGROUND.1
    ));
    let side = px(1.0 - 2.0 * MARGIN);
    out.push_str(&format!(
        "  <rect x=\"{:.2}\" y=\"{:.2}\" width=\"{side:.2}\" height=\"{side:.2}\" rx=\"{:.2}\" fill=\"url(#bg)\"/>\n",
        px(MARGIN),
        px(MARGIN),
        px(RADIUS)
    ));
    // The cells of a face, as intervals of its side between the ink lines.
    let third = 1.0 / 3.0;
    let spans = [
        (BORDER, third - THIRD_HALF_WIDTH),
        (third + THIRD_HALF_WIDTH, 2.0 * third - THIRD_HALF_WIDTH),
        (2.0 * third + THIRD_HALF_WIDTH, 1.0 - BORDER),
    ];
    for (u, v, fill) in FACES {
        let point = |a: f32, b: f32| {
            let x = CUBE_CENTER.0 + (a * u.0 + b * v.0) * CUBE_EDGE;
            let y = CUBE_CENTER.1 + (a * u.1 + b * v.1) * CUBE_EDGE;
            format!("{:.2},{:.2}", px(x), px(y))
        };
        let quad =
            |a0: f32, a1: f32, b0: f32, b1: f32| [point(a0, b0), point(a1, b0), point(a1, b1), point(a0, b1)].join(" ");
        out.push_str(&format!(
            "  <polygon points=\"{}\" fill=\"#{INK:06x}\"/>\n",
            quad(0.0, 1.0, 0.0, 1.0)
        ));
        for &(a0, a1) in &spans {
            for &(b0, b1) in &spans {
                out.push_str(&format!(
                    "  <polygon points=\"{}\" fill=\"#{fill:06x}\"/>\n",
                    quad(a0, a1, b0, b1)
                ));
            }
        }
    }
    out.push_str("</svg>\n");
    out
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
        let img = ::image::load_from_memory(super::ICON_PNG).unwrap();
        assert_eq!((img.width(), img.height()), (256, 256));
    }
}
