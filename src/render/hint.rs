//! A hint's pattern drawn on the cube view, in the plane of each face, with the flat board's
//! meanings (`app::widget::hint_overlay`): the pattern's candidates as discs in the pattern
//! colour, fins in their own, removed candidates struck out, the placed digit ringed, the
//! digits that rule out a single's other digits or cells circled (on every face showing them,
//! so a reason on another face than the one played shows too), links between candidates as
//! lines (strong solid, weak dashed), a wrong entry and the cell it repeats ringed and joined.
//! The houses to look at are filled by [`super::cell_styles`].
//!
//! Every shape is an outline in screen pixels (a disc in a face's plane is the face's affine
//! image of a circle: an ellipse) filled by ab_glyph's coverage rasteriser, the one that draws
//! the digits, so shapes are anti-aliased like the glyphs. A candidate of a linked cell shows on
//! every face that shows the cell; a link is drawn between the places of its two ends that lie
//! nearest each other, so a link across an edge runs from one face onto the other.

use ab_glyph::{point, Glyph, GlyphId, Outline, OutlineCurve, OutlinedGlyph, Point, PxScale, PxScaleFactor, Rect};
use image::RgbaImage;

use super::meaning::{HintInks, DARK_INKS, LIGHT_INKS};
use super::paint::{digit_glyphs, face_outline, rgb, CellStyle, FaceMap, Projection, Rgb, NOTE_SCALE};
use crate::engine::logic::Node;
use crate::engine::{Digit, Face, Shape};
use crate::play::HintOverlay;

/// The colours a hint draws with ([`super::meaning::HintInks`], as the flat board's).
pub(super) struct Ink {
    /// The pattern's candidates (discs).
    pub pattern: Rgb,
    /// A digit on a pattern disc.
    pub on_pattern: Rgb,
    /// Fins of a finned fish.
    pub fin: Rgb,
    /// Removed candidates.
    pub strike: Rgb,
    /// The placed digit.
    pub place: Rgb,
    /// Links between candidates.
    pub link: Rgb,
    /// The rings around the digits that rule out a single's other digits or cells.
    pub rule_out: Rgb,
    /// The ring around a wrong entry.
    pub mistake: Rgb,
    /// The ring around the entry a wrong one repeats.
    pub conflict: Rgb,
}

const fn ink(c: HintInks) -> Ink {
    Ink {
        pattern: rgb(c.pattern),
        on_pattern: rgb(c.on_pattern),
        fin: rgb(c.fin),
        strike: rgb(c.strike),
        place: rgb(c.place),
        link: rgb(c.link),
        rule_out: rgb(c.rule_out),
        mistake: rgb(c.mistake),
        conflict: rgb(c.conflict),
    }
}

pub(super) const LIGHT_INK: Ink = ink(LIGHT_INKS);
pub(super) const DARK_INK: Ink = ink(DARK_INKS);

/// A candidate's disc radius, in cells (a note's place is a third of the cell).
const DISC: f32 = 0.16;

/// The radius of the circle around a digit that rules a candidate out, in cells (as the flat
/// board's, `app::widget::hint_overlay`).
const RULE_OUT: f32 = 0.4;

/// Fills the closed contours `curves` (screen pixels, non-zero winding) with `colour` at
/// opacity `alpha`.
fn fill(image: &mut RgbaImage, curves: Vec<OutlineCurve>, colour: Rgb, alpha: f32) {
    let Some(first) = curves.first() else { return };
    let origin = match first {
        OutlineCurve::Line(a, _) | OutlineCurve::Quad(a, _, _) | OutlineCurve::Cubic(a, _, _, _) => *a,
    };
    // Relative to the origin, y up (ab_glyph's font convention, as `face_outline`).
    let flip = |p: &Point| point(p.x - origin.x, origin.y - p.y);
    let curves: Vec<OutlineCurve> = curves
        .iter()
        .map(|c| match c {
            OutlineCurve::Line(a, b) => OutlineCurve::Line(flip(a), flip(b)),
            OutlineCurve::Quad(a, b, c) => OutlineCurve::Quad(flip(a), flip(b), flip(c)),
            OutlineCurve::Cubic(a, b, c, d) => OutlineCurve::Cubic(flip(a), flip(b), flip(c), flip(d)),
        })
        .collect();
    let (mut lo, mut hi) = (point(f32::MAX, f32::MAX), point(f32::MIN, f32::MIN));
    let mut grow = |p: &Point| {
        lo = point(lo.x.min(p.x), lo.y.min(p.y));
        hi = point(hi.x.max(p.x), hi.y.max(p.y));
    };
    for c in &curves {
        match c {
            OutlineCurve::Line(a, b) => [a, b].into_iter().for_each(&mut grow),
            OutlineCurve::Quad(a, b, c) => [a, b, c].into_iter().for_each(&mut grow),
            OutlineCurve::Cubic(a, b, c, d) => [a, b, c, d].into_iter().for_each(&mut grow),
        }
    }
    let outline = Outline {
        bounds: Rect {
            min: point(lo.x, hi.y),
            max: point(hi.x, lo.y),
        },
        curves,
    };
    stamp(image, &outline, origin, colour, alpha);
}

/// Rasterises `outline` (relative to `at`, y up) into `image` in `colour` at opacity `alpha`.
fn stamp(image: &mut RgbaImage, outline: &Outline, at: Point, colour: Rgb, alpha: f32) {
    let size = image.width() as i64;
    let buffer: &mut [u8] = image;
    let placed = Glyph {
        id: GlyphId(0),
        scale: PxScale::from(1.0),
        position: at,
    };
    let unscaled = PxScaleFactor {
        horizontal: 1.0,
        vertical: 1.0,
    };
    let outlined = OutlinedGlyph::new(placed, outline.clone(), unscaled);
    let origin = outlined.px_bounds().min;
    outlined.draw(|gx, gy, coverage| {
        let (px, py) = (origin.x as i64 + gx as i64, origin.y as i64 + gy as i64);
        if coverage <= 0.0 || px < 0 || py < 0 || px >= size || py >= size {
            return;
        }
        let i = ((py * size + px) * 4) as usize;
        let t = coverage.min(1.0) * alpha;
        for (channel, &ink) in buffer[i..i + 3].iter_mut().zip(&colour) {
            let under = *channel as f32;
            *channel = (under + (ink - under) * t + 0.5) as u8;
        }
        // Over the transparent margin a shape makes its own pixels.
        buffer[i + 3] = buffer[i + 3].max((t * 255.0 + 0.5) as u8);
    });
}

fn p(xy: (f32, f32)) -> Point {
    point(xy.0, xy.1)
}

/// The screen point of face coordinates `(u, v)` of `map`.
fn project(map: &FaceMap, (u, v): (f32, f32)) -> Point {
    p(map.project(u, v))
}

/// A closed polygon through `points` (screen pixels).
fn polygon(points: &[Point], out: &mut Vec<OutlineCurve>) {
    for (i, &a) in points.iter().enumerate() {
        out.push(OutlineCurve::Line(a, points[(i + 1) % points.len()]));
    }
}

/// A circle of `radius` cells around `(u, v)` on `map`'s face, as its image on screen, traced
/// the other way round when `reverse` (to cut a hole).
fn ellipse(map: &FaceMap, (u, v): (f32, f32), radius: f32, reverse: bool, out: &mut Vec<OutlineCurve>) {
    const SEGMENTS: usize = 8;
    let step = std::f32::consts::TAU / SEGMENTS as f32;
    let control = radius / (step / 2.0).cos();
    let at = |angle: f32, r: f32| p(map.project(u + r * angle.cos(), v + r * angle.sin()));
    for k in 0..SEGMENTS {
        let (a, b) = (k as f32 * step, (k + 1) as f32 * step);
        let (a, b, m) = if reverse {
            (-a, -b, -(a + b) / 2.0)
        } else {
            (a, b, (a + b) / 2.0)
        };
        out.push(OutlineCurve::Quad(at(a, radius), at(m, control), at(b, radius)));
    }
}

/// A straight stroke `width` pixels wide from `a` to `b` (screen pixels).
fn segment(a: Point, b: Point, width: f32, out: &mut Vec<OutlineCurve>) {
    let (dx, dy) = (b.x - a.x, b.y - a.y);
    let length = dx.hypot(dy);
    if length < 1e-3 {
        return;
    }
    let (nx, ny) = (-dy / length * width / 2.0, dx / length * width / 2.0);
    polygon(
        &[
            point(a.x + nx, a.y + ny),
            point(b.x + nx, b.y + ny),
            point(b.x - nx, b.y - ny),
            point(a.x - nx, a.y - ny),
        ],
        out,
    );
}

/// A frame just inside cell `(row, col)` of `map`'s face, `width` pixels wide.
fn cell_ring(map: &FaceMap, row: usize, col: usize, width: f32, out: &mut Vec<OutlineCurve>) {
    let (r, c) = (row as f32, col as f32);
    let rect = |iu: f32, iv: f32| {
        [
            p(map.project(c + iu, r + iv)),
            p(map.project(c + 1.0 - iu, r + iv)),
            p(map.project(c + 1.0 - iu, r + 1.0 - iv)),
            p(map.project(c + iu, r + 1.0 - iv)),
        ]
    };
    let outer = rect(0.5 / map.pu, 0.5 / map.pv);
    let mut inner = rect((0.5 + width) / map.pu, (0.5 + width) / map.pv);
    inner.reverse();
    polygon(&outer, out);
    polygon(&inner, out);
}

/// Where the note of `digit` sits in cell `(row, col)`, in face coordinates.
fn note_place(row: u8, col: u8, digit: Digit) -> (f32, f32) {
    let k = digit.index();
    (
        col as f32 + ((k % 3) as f32 + 0.5) / 3.0,
        row as f32 + ((k / 3) as f32 + 0.5) / 3.0,
    )
}

/// Everything drawing the overlay needs.
pub(super) struct HintPainter<'a> {
    pub(super) projection: &'a Projection,
    pub(super) ink: &'a Ink,
    pub(super) styles: &'a [[CellStyle; 81]; 3],
    /// The picture's side in pixels.
    pub(super) size: f32,
}

impl HintPainter<'_> {
    /// Stroke width in pixels (tuned at 600 px).
    fn width(&self, at_600: f32) -> f32 {
        (at_600 * self.size / 600.0).max(1.0)
    }

    /// The screen places of `cell`'s `digit` note, one per face showing the cell.
    fn note_points(&self, cell: usize, digit: Digit) -> Vec<(Face, Point)> {
        let geometry = Shape::Cube.geometry();
        if cell >= geometry.cell_count() {
            return Vec::new();
        }
        geometry
            .positions(cell)
            .iter()
            .map(|pos| {
                let map = &self.projection.faces[pos.face.index()];
                (pos.face, project(map, note_place(pos.row, pos.col, digit)))
            })
            .collect()
    }

    /// A link's end on each face showing all its cells: the middle of its candidates there.
    fn node_points(&self, node: &Node) -> Vec<Point> {
        let mut out = Vec::new();
        for face in Face::ALL {
            let points: Vec<Point> = node
                .cells
                .iter()
                .filter_map(|&c| {
                    self.note_points(c, node.digit)
                        .into_iter()
                        .find(|(f, _)| *f == face)
                        .map(|(_, pt)| pt)
                })
                .collect();
            if !points.is_empty() && points.len() == node.cells.len() {
                let n = points.len() as f32;
                out.push(point(
                    points.iter().map(|q| q.x).sum::<f32>() / n,
                    points.iter().map(|q| q.y).sum::<f32>() / n,
                ));
            }
        }
        out
    }

    /// A candidate disc of `colour` at `alpha`, with its digit in `on`.
    fn disc(&self, image: &mut RgbaImage, cell: usize, digit: Digit, colour: Rgb, alpha: f32, on: Rgb) {
        let Some(glyphs) = digit_glyphs() else { return };
        let geometry = Shape::Cube.geometry();
        if cell >= geometry.cell_count() {
            return;
        }
        for pos in geometry.positions(cell) {
            let map = &self.projection.faces[pos.face.index()];
            let centre = note_place(pos.row, pos.col, digit);
            let mut shape = Vec::new();
            ellipse(map, centre, DISC, false, &mut shape);
            fill(image, shape, colour, alpha);
            let glyph = &glyphs.digits[digit.index()];
            let outline = face_outline(glyph, glyphs.scale * NOTE_SCALE, map);
            stamp(image, &outline, project(map, centre), on, 1.0);
        }
    }

    /// A removed candidate: its place cleared, ringed, its digit and a slash in the strike
    /// colour.
    fn strike(&self, image: &mut RgbaImage, cell: usize, digit: Digit) {
        let Some(glyphs) = digit_glyphs() else { return };
        let geometry = Shape::Cube.geometry();
        if cell >= geometry.cell_count() {
            return;
        }
        let ink = self.ink.strike;
        for pos in geometry.positions(cell) {
            let fi = pos.face.index();
            let map = &self.projection.faces[fi];
            let (u, v) = note_place(pos.row, pos.col, digit);
            let background = self.styles[fi][pos.row as usize * 9 + pos.col as usize].fill;
            let mut shape = Vec::new();
            ellipse(map, (u, v), DISC, false, &mut shape);
            fill(image, shape, background, 1.0);
            let stroke = self.width(1.6) / ((map.pu + map.pv) / 2.0);
            let mut ring = Vec::new();
            ellipse(map, (u, v), DISC, false, &mut ring);
            ellipse(map, (u, v), DISC - stroke, true, &mut ring);
            fill(image, ring, ink, 1.0);
            let glyph = &glyphs.digits[digit.index()];
            let outline = face_outline(glyph, glyphs.scale * NOTE_SCALE, map);
            stamp(image, &outline, project(map, (u, v)), ink, 1.0);
            let r = DISC * 0.9;
            let mut slash = Vec::new();
            segment(
                p(map.project(u - r, v + r)),
                p(map.project(u + r, v - r)),
                self.width(2.0),
                &mut slash,
            );
            fill(image, slash, ink, 1.0);
        }
    }

    /// A frame of `colour` just inside `cell` on every face showing it.
    fn ring(&self, image: &mut RgbaImage, cell: usize, colour: Rgb) {
        let geometry = Shape::Cube.geometry();
        if cell >= geometry.cell_count() {
            return;
        }
        for pos in geometry.positions(cell) {
            let map = &self.projection.faces[pos.face.index()];
            let mut shape = Vec::new();
            cell_ring(map, pos.row as usize, pos.col as usize, self.width(3.0), &mut shape);
            fill(image, shape, colour, 1.0);
        }
    }

    /// A circle of `colour` around the digit in `cell`, on every face showing it: a single's
    /// reason, ringed where it stands as on the flat board (a circle of 0.4 cells).
    fn circle(&self, image: &mut RgbaImage, cell: usize, colour: Rgb) {
        let geometry = Shape::Cube.geometry();
        if cell >= geometry.cell_count() {
            return;
        }
        for pos in geometry.positions(cell) {
            let map = &self.projection.faces[pos.face.index()];
            let centre = (pos.col as f32 + 0.5, pos.row as f32 + 0.5);
            let stroke = self.width(2.5) / ((map.pu + map.pv) / 2.0);
            let mut ring = Vec::new();
            ellipse(map, centre, RULE_OUT, false, &mut ring);
            ellipse(map, centre, RULE_OUT - stroke, true, &mut ring);
            fill(image, ring, colour, 1.0);
        }
    }

    /// A line from `a` to `b`, solid, or dashed when `dashed`.
    fn line(&self, image: &mut RgbaImage, a: Point, b: Point, dashed: bool, colour: Rgb) {
        let width = self.width(2.2);
        let mut shape = Vec::new();
        if dashed {
            let (dash, gap) = (self.width(6.0), self.width(4.5));
            let length = (b.x - a.x).hypot(b.y - a.y);
            let along = |t: f32| point(a.x + (b.x - a.x) * t / length, a.y + (b.y - a.y) * t / length);
            let mut t = 0.0;
            while t < length {
                segment(along(t), along((t + dash).min(length)), width, &mut shape);
                t += dash + gap;
            }
        } else {
            segment(a, b, width, &mut shape);
        }
        fill(image, shape, colour, 1.0);
    }

    /// The nearest pair of places of two things each seen from one or more faces.
    fn nearest(a: &[Point], b: &[Point]) -> Option<(Point, Point)> {
        let mut best: Option<(f32, Point, Point)> = None;
        for &x in a {
            for &y in b {
                let d = (x.x - y.x).hypot(x.y - y.y);
                if best.is_none_or(|(e, _, _)| d < e) {
                    best = Some((d, x, y));
                }
            }
        }
        best.map(|(_, x, y)| (x, y))
    }

    /// Draws `overlay` over the faces and digits already in `image`.
    pub fn draw(&self, overlay: &HintOverlay, image: &mut RgbaImage) {
        let ink = self.ink;
        let geometry = Shape::Cube.geometry();
        let centre_points = |cell: usize| -> Vec<Point> {
            if cell >= geometry.cell_count() {
                return Vec::new();
            }
            geometry
                .positions(cell)
                .iter()
                .map(|pos| {
                    let map = &self.projection.faces[pos.face.index()];
                    p(map.project(pos.col as f32 + 0.5, pos.row as f32 + 0.5))
                })
                .collect()
        };
        // Links under the discs, so the digits stay readable.
        for link in &overlay.links {
            let ends = Self::nearest(&self.node_points(&link.from), &self.node_points(&link.to));
            if let Some((a, b)) = ends {
                self.line(image, a, b, !link.strong, ink.link);
            }
        }
        for &(cell, d) in &overlay.candidates {
            // Lighter where the player has no such note (drawn, not written).
            let alpha = if overlay.unwritten.contains(&(cell, d)) {
                0.75
            } else {
                1.0
            };
            self.disc(image, cell, d, ink.pattern, alpha, ink.on_pattern);
        }
        for &(cell, d) in &overlay.fins {
            self.disc(image, cell, d, ink.fin, 1.0, ink.on_pattern);
        }
        for &(cell, d) in &overlay.strikes {
            self.strike(image, cell, d);
        }
        // A single's reasons: the digits that rule out the others, ringed on every face that
        // shows them, so a reason on another face than the one played is seen too.
        for r in &overlay.rule_outs {
            self.circle(image, r.by, ink.rule_out);
        }
        if let Some((cell, d)) = overlay.placement {
            self.ring(image, cell, ink.place);
            // Before it is applied the digit shows in the middle of the cell, a little lighter
            // than a digit entered (faint, a third, it was barely darker than its cell).
            if !overlay.candidates.is_empty() {
                if let Some(glyphs) = digit_glyphs() {
                    let glyph = &glyphs.digits[d.index()];
                    for pos in geometry.positions(cell) {
                        let map = &self.projection.faces[pos.face.index()];
                        let outline = face_outline(glyph, glyphs.scale, map);
                        let at = p(map.project(pos.col as f32 + 0.5, pos.row as f32 + 0.5));
                        stamp(image, &outline, at, ink.place, 0.8);
                    }
                }
            }
        }
        if let Some(cell) = overlay.mistake {
            self.ring(image, cell, ink.mistake);
        }
        if let Some(cell) = overlay.conflict {
            self.ring(image, cell, ink.conflict);
        }
        if let (Some(a), Some(b)) = (overlay.mistake, overlay.conflict) {
            if let Some((x, y)) = Self::nearest(&centre_points(a), &centre_points(b)) {
                self.line(image, x, y, false, ink.mistake);
            }
        }
    }
}
