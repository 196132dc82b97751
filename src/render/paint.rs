//! What the preview and the hint overlay both paint with: the isometric projection of the three
//! faces, the colours' arithmetic, the cells' fills and the digit glyphs laid onto a face. A
//! leaf of the renderer: [`super`] and [`super::hint`] use it, it uses neither.

use std::sync::OnceLock;

use ab_glyph::{point, Font, FontRef, GlyphId, Outline, OutlineCurve, Point, Rect};

use crate::engine::Face;

/// DejaVu Sans (Bitstream Vera license, see `resources/DejaVuSans-LICENSE.txt`).
pub(crate) const FONT_BYTES: &[u8] = include_bytes!("../../resources/DejaVuSans.ttf");

// ---------------------------------------------------------------------------------------------
// Projection

pub(super) const SQRT3: f32 = 1.732_050_8;

/// One face's affine map between face coordinates `(u, v)` (column, row, in cells, 0..9) and
/// screen pixels: `screen = origin + u * a + v * b`.
#[derive(Clone, Copy, Debug)]
pub(super) struct FaceMap {
    pub(super) origin: [f32; 2],
    pub(super) a: [f32; 2],
    pub(super) b: [f32; 2],
    /// Rows of the inverse matrix: the screen gradients of `u` and `v`.
    pub(super) inv: [[f32; 2]; 2],
    /// Screen distance in pixels between the lines `u = k` and `u = k + 1` (perpendicular).
    pub(super) pu: f32,
    /// The same for `v`.
    pub(super) pv: f32,
    /// `(s, t)` with `s * u + t` positive beyond the face's outer edge across `u` (the edge of
    /// the cube's silhouette), in cells.
    pub(super) outer_u: (f32, f32),
    /// The same across `v`.
    pub(super) outer_v: (f32, f32),
}

impl FaceMap {
    pub(super) fn new(origin: [f32; 2], a: [f32; 2], b: [f32; 2], outer_u: (f32, f32), outer_v: (f32, f32)) -> FaceMap {
        let det = a[0] * b[1] - a[1] * b[0];
        let inv = [[b[1] / det, -b[0] / det], [-a[1] / det, a[0] / det]];
        let pu = 1.0 / inv[0][0].hypot(inv[0][1]);
        let pv = 1.0 / inv[1][0].hypot(inv[1][1]);
        FaceMap {
            origin,
            a,
            b,
            inv,
            pu,
            pv,
            outer_u,
            outer_v,
        }
    }

    /// Face coordinates `(u, v)` of the screen point `(x, y)`.
    pub(super) fn unproject(&self, x: f32, y: f32) -> (f32, f32) {
        let (dx, dy) = (x - self.origin[0], y - self.origin[1]);
        (
            self.inv[0][0] * dx + self.inv[0][1] * dy,
            self.inv[1][0] * dx + self.inv[1][1] * dy,
        )
    }

    /// Screen point of the face coordinates `(u, v)`.
    pub(super) fn project(&self, u: f32, v: f32) -> (f32, f32) {
        (
            self.origin[0] + u * self.a[0] + v * self.b[0],
            self.origin[1] + u * self.a[1] + v * self.b[1],
        )
    }

    /// Signed screen distance to the cube's silhouette across this face's outer edges:
    /// negative inside (a mitred outline, which at the hexagon's 120° corners is what we want).
    pub(super) fn outer_distance(&self, u: f32, v: f32) -> f32 {
        let du = (self.outer_u.0 * u + self.outer_u.1) * self.pu;
        let dv = (self.outer_v.0 * v + self.outer_v.1) * self.pv;
        du.max(dv)
    }
}

/// The isometric layout of a preview of a given size.
#[derive(Clone, Copy, Debug)]
pub(super) struct Projection {
    /// The near corner, where the three faces meet: the centre of the picture.
    pub(super) center: [f32; 2],
    /// Length of a cube edge in pixels.
    pub(super) edge: f32,
    /// The faces in the order U, F, R.
    pub(super) faces: [FaceMap; 3],
}

impl Projection {
    pub(super) fn new(size: u32) -> Projection {
        let s = size as f32;
        let margin = (SHADOW_OFFSET + SHADOW_BLUR + 0.005) * s + outer_width(s);
        let edge = ((s - 2.0 * margin) / 2.0).max(1.0);
        let cell = edge / 9.0;
        let c = [s / 2.0, s / 2.0];
        // Screen directions of the three cube edges leaving the near corner.
        let up_left = [-SQRT3 / 2.0, -0.5];
        let up_right = [SQRT3 / 2.0, -0.5];
        let down = [0.0, 1.0];
        let at = |p: [f32; 2], d: [f32; 2], t: f32| [p[0] + d[0] * t, p[1] + d[1] * t];
        let step = |d: [f32; 2], t: f32| [d[0] * t, d[1] * t];
        let left_corner = at(c, up_left, edge);
        let top_corner = at(left_corner, up_right, edge);
        // U: row 0 at the far edge, row 8 along the U-F edge, col 8 along the U-R edge.
        let top = FaceMap::new(
            top_corner,
            step(up_left, -cell),
            step(up_right, -cell),
            (-1.0, 0.0),
            (-1.0, 0.0),
        );
        // F: row 0 along the U-F edge, col 8 along the F-R edge.
        let front = FaceMap::new(
            left_corner,
            step(up_left, -cell),
            step(down, cell),
            (-1.0, 0.0),
            (1.0, -9.0),
        );
        // R: col 0 along the F-R edge, row 0 along the U-R edge.
        let right = FaceMap::new(c, step(up_right, cell), step(down, cell), (1.0, -9.0), (1.0, -9.0));
        Projection {
            center: c,
            edge,
            faces: [top, front, right],
        }
    }

    /// Signed distance from `(x, y)` to the cube's silhouette, a regular hexagon around the
    /// near corner (negative inside; mitred at the corners, like [`FaceMap::outer_distance`]).
    pub(super) fn silhouette_distance(&self, x: f32, y: f32) -> f32 {
        let (dx, dy) = ((x - self.center[0]).abs(), (y - self.center[1]).abs());
        dx.max(0.5 * dx + SQRT3 / 2.0 * dy) - SQRT3 / 2.0 * self.edge
    }

    /// The face whose sector (seen from the near corner) holds the point: the three faces split
    /// the plane along the rays of the three shared edges.
    pub(super) fn face_at(&self, x: f32, y: f32) -> Face {
        let dx = x - self.center[0];
        let above = self.center[1] - y;
        if above > 0.0 {
            let half = above * SQRT3;
            if dx < -half {
                Face::Front
            } else if dx >= half {
                Face::Right
            } else {
                Face::Top
            }
        } else if dx < 0.0 {
            Face::Front
        } else {
            Face::Right
        }
    }
}

/// Line widths in pixels for a preview of side `s` (tuned at 600 px).
pub(super) fn thin_width(s: f32) -> f32 {
    (s / 600.0).max(0.7)
}
pub(super) fn thick_width(s: f32) -> f32 {
    (2.4 * s / 600.0).max(1.2)
}
pub(super) fn outer_width(s: f32) -> f32 {
    (3.2 * s / 600.0).max(1.5)
}

// ---------------------------------------------------------------------------------------------
// Colours

pub(super) type Rgb = [f32; 3];

pub(super) const fn rgb(c: [u8; 3]) -> Rgb {
    [c[0] as f32, c[1] as f32, c[2] as f32]
}

pub(super) fn mix(a: Rgb, b: Rgb, t: f32) -> Rgb {
    [
        a[0] + (b[0] - a[0]) * t,
        a[1] + (b[1] - a[1]) * t,
        a[2] + (b[2] - a[2]) * t,
    ]
}

/// Per face and cell: the fill colour, and whether it is the selected cell.
pub(super) struct CellStyle {
    pub(super) fill: Rgb,
    /// `fill` as an opaque pixel.
    pub(super) rgba: [u8; 4],
    pub(super) selected: bool,
}

/// The soft shadow under the cube: how far it drops and how wide its blur is, as fractions of
/// the preview's size.
pub(super) const SHADOW_OFFSET: f32 = 0.012;
pub(super) const SHADOW_BLUR: f32 = 0.03;

/// The digit glyphs, read once from the embedded font.
pub(super) struct DigitGlyphs {
    /// For each digit 1..9: its glyph, outline and the centre of its outline's bounds.
    pub(super) digits: Vec<(GlyphId, Outline, Point)>,
    /// Font units to cell units, so that a digit is [`DIGIT_HEIGHT`] cells tall.
    pub(super) scale: f32,
}

/// Height of a digit as a fraction of the cell.
pub(super) const DIGIT_HEIGHT: f32 = 0.6;
/// A note's height as a fraction of a digit's.
pub(super) const NOTE_SCALE: f32 = 0.45;

pub(super) fn digit_glyphs() -> Option<&'static DigitGlyphs> {
    static GLYPHS: OnceLock<Option<DigitGlyphs>> = OnceLock::new();
    GLYPHS
        .get_or_init(|| {
            let font = FontRef::try_from_slice(FONT_BYTES).ok()?;
            let mut digits = Vec::with_capacity(9);
            let mut tallest: f32 = 0.0;
            for ch in '1'..='9' {
                let id = font.glyph_id(ch);
                let outline = font.outline(id)?;
                let Rect { min, max } = outline.bounds;
                tallest = tallest.max(min.y - max.y);
                digits.push((id, outline, point((min.x + max.x) / 2.0, (min.y + max.y) / 2.0)));
            }
            Some(DigitGlyphs {
                digits,
                scale: DIGIT_HEIGHT / tallest,
            })
        })
        .as_ref()
}

/// The outline of `glyph` mapped onto a face: centred on the origin, scaled to the cell, and
/// sheared and rotated by the face's map. ab_glyph's rasteriser flips y (font units point up),
/// so the screen offsets are stored with y negated.
pub(super) fn face_outline(glyph: &(GlyphId, Outline, Point), scale: f32, map: &FaceMap) -> Outline {
    let (_, outline, center) = glyph;
    let transform = |p: &Point| {
        let (u, v) = ((p.x - center.x) * scale, (center.y - p.y) * scale);
        point(u * map.a[0] + v * map.b[0], -(u * map.a[1] + v * map.b[1]))
    };
    let curves: Vec<OutlineCurve> = outline
        .curves
        .iter()
        .map(|curve| match curve {
            OutlineCurve::Line(a, b) => OutlineCurve::Line(transform(a), transform(b)),
            OutlineCurve::Quad(a, b, c) => OutlineCurve::Quad(transform(a), transform(b), transform(c)),
            OutlineCurve::Cubic(a, b, c, d) => {
                OutlineCurve::Cubic(transform(a), transform(b), transform(c), transform(d))
            }
        })
        .collect();
    let (mut lo, mut hi) = (point(f32::MAX, f32::MAX), point(f32::MIN, f32::MIN));
    let mut grow = |p: &Point| {
        lo = point(lo.x.min(p.x), lo.y.min(p.y));
        hi = point(hi.x.max(p.x), hi.y.max(p.y));
    };
    for curve in &curves {
        match curve {
            OutlineCurve::Line(a, b) => [a, b].into_iter().for_each(&mut grow),
            OutlineCurve::Quad(a, b, c) => [a, b, c].into_iter().for_each(&mut grow),
            OutlineCurve::Cubic(a, b, c, d) => [a, b, c, d].into_iter().for_each(&mut grow),
        }
    }
    // ab_glyph's convention for unscaled bounds: min holds (x_min, y_max), max (x_max, y_min).
    Outline {
        bounds: Rect {
            min: point(lo.x, hi.y),
            max: point(hi.x, lo.y),
        },
        curves,
    }
}
