//! The isometric preview of the cube, drawn in software into an RGBA buffer.
//!
//! The three faces of `design/cube.md` are drawn as the visible faces of a cube in isometric
//! projection: U on top, F lower left, R lower right, the three shared edges meeting at the near
//! corner in the middle of the picture. A linked cell therefore sits in the same spot along a
//! shared edge whichever face it is drawn from. The GUI shows the buffer with iced's image
//! widget; the CLI writes it to PNG with [`save_png`]. No GUI code lives here.
//!
//! ```
//! use sudoku3d::engine::{Face, Grid, Shape};
//! use sudoku3d::render::{hit_test, render_cube, CubeView};
//!
//! let puzzle = Grid::empty(Shape::Cube);
//! let view = CubeView {
//!     puzzle: &puzzle,
//!     current: &puzzle,
//!     active_face: Some(Face::Front),
//!     selected: None,
//!     size: 300,
//!     dark: false,
//! };
//! let image = render_cube(&view);
//! assert_eq!(image.dimensions(), (300, 300));
//! // The near corner, in the middle of the picture, is where the three faces meet; just above
//! // it is the top face's corner cell U(8,8).
//! assert_eq!(hit_test(300, 150.0, 145.0), Some((Face::Top, 8, 8)));
//! ```
//!
//! How it is drawn. Every output pixel is inverse-mapped onto the face under it, giving face
//! coordinates `(u, v)` in cell units (column, row). Cell fills are looked up from `(u, v)`; grid
//! lines, the selection ring, the active-face outline and the cube's outer border are coverage
//! functions of the *screen-space* distance to a line (the face coordinates times the face's
//! constant pixels-per-cell), so they are anti-aliased analytically, with exact widths, at any
//! size and on every face, without a texture pass or supersampling. Digits follow the plane of
//! their face: each glyph outline from the embedded DejaVu Sans is transformed by the face's
//! affine map and then rasterised at the cell's exact sub-pixel position by ab_glyph's coverage
//! rasteriser. That is sharper than drawing each face flat into a texture and resampling it
//! (the isometric map squeezes a face by 0.71 in one direction and stretches it by 1.22 in
//! another, so a texture would be both blurred and aliased) and cheaper than supersampling
//! every pixel.

use std::path::{Path, PathBuf};

use ab_glyph::{point, Glyph, GlyphId, Outline, OutlinedGlyph, PxScale, PxScaleFactor};
use image::codecs::png::PngEncoder;
use image::{ExtendedColorType, ImageEncoder, RgbaImage};

use crate::engine::{Candidates, Face, Grid, Shape};
use crate::play::HintOverlay;

mod hint;
mod meaning;
mod paint;

pub use meaning::{
    CellTints, HintInks, HouseTints, DARK_HOUSE_TINTS, DARK_INKS, DARK_TINTS, LIGHT_HOUSE_TINTS, LIGHT_INKS,
    LIGHT_TINTS,
};
pub(crate) use paint::FONT_BYTES;
use paint::{
    digit_glyphs, face_outline, mix, outer_width, rgb, thick_width, thin_width, CellStyle, FaceMap, Projection, Rgb,
    NOTE_SCALE, SHADOW_BLUR, SHADOW_OFFSET, SQRT3,
};

/// What the preview shows: a cube puzzle, the board in play, and the editing state.
#[derive(Clone, Copy, Debug)]
pub struct CubeView<'a> {
    /// The givens (a [`Shape::Cube`] grid). Its digits are drawn in the "given" colour.
    pub puzzle: &'a Grid,
    /// The board in play: the givens plus the player's entries, same shape as `puzzle`.
    pub current: &'a Grid,
    /// The face being edited: drawn with an accent outline and a light tint.
    pub active_face: Option<Face>,
    /// The selected cell index: marked on every face where it appears.
    pub selected: Option<usize>,
    /// The output is `size` x `size` pixels.
    pub size: u32,
    /// Dark theme colours instead of light ones.
    pub dark: bool,
}

/// How the cube view highlights a cell, besides the selection (which [`CubeView::selected`]
/// gives): the same meanings as on the flat board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Mark {
    /// Nothing.
    #[default]
    None,
    /// In a house of the selected cell (on any face).
    Peer,
    /// Holds the selected cell's digit.
    Same,
    /// In the houses the hint on show says to look at.
    Hint,
    /// The wrong entry the hint on show points at (drawn as a wrong digit).
    HintTarget,
    /// A mistake, or a digit that clashes with another in one of its houses.
    Wrong,
    /// The victory wave passing over a solved board: how bright, 0 to 255 (drawn as
    /// [`GLOW_RGB`] at up to [`GLOW_STRENGTH`] over the cell's own colour).
    Glow(u8),
    /// Still has the candidate the player's filter is on.
    Filter,
    /// One of the other cells of a selection of several (the first is
    /// [`CubeView::selected`]).
    Selected,
}

/// What the playing view draws over the preview: per cell index, its highlight and its notes.
/// Slices shorter than the cube's 217 cells mean "nothing" for the missing cells.
#[derive(Clone, Copy, Debug, Default)]
pub struct CubeMarks<'a> {
    /// The highlight of each cell.
    pub marks: &'a [Mark],
    /// The pencil marks of each cell, drawn small in empty cells.
    pub notes: &'a [Candidates],
    /// The player's colour mark of each cell (0: none, 1 to 6: [`MARK_RGB`]), filling it
    /// over the passing highlights (peers, same digit, filter, selection).
    pub colours: &'a [u8],
    /// The hint on show: its pattern drawn over the faces (cells tinted, candidates, struck
    /// candidates, the placed digit, links), as on the flat board.
    pub hint: Option<&'a HintOverlay>,
}

/// The victory wave's colour (light, dark): a green like "Solved!", laid over a cell's colour
/// at up to [`GLOW_STRENGTH`], light (dark) enough that the digits keep their contrast (the
/// palette test checks). The flat board's glow uses the same values.
pub const GLOW_RGB: ([u8; 3], [u8; 3]) = ([140, 225, 165], [30, 100, 64]);
/// How much of [`GLOW_RGB`] covers a cell at the wave's brightest.
pub const GLOW_STRENGTH: f32 = 0.55;
/// [`GLOW_RGB`] of the theme.
fn glow_rgb(dark: bool) -> Rgb {
    rgb(if dark { GLOW_RGB.1 } else { GLOW_RGB.0 })
}

/// The player's colour marks 1 to 6 (`crate::play::CELL_COLOURS`), as cell fills (light, dark):
/// amber, green, sky, magenta, teal, sand in the light theme. The one place they are set: the
/// cube view and the flat board (`crate::app::theme::mark_colors`) both use these. Each is
/// at least 12 apart (CIE76) from every highlight and from each other, and every digit and
/// note stays readable on it (the theme's tests).
pub const MARK_RGB: [([u8; 3], [u8; 3]); 6] = [
    ([0xf5, 0xcd, 0x66], [0x8c, 0x31, 0x00]),
    ([0x7b, 0xe3, 0xa4], [0x01, 0x5f, 0x1d]),
    ([0x68, 0xde, 0xff], [0x01, 0x39, 0xca]),
    ([0xf8, 0xb6, 0xff], [0x95, 0x01, 0x94]),
    ([0x6f, 0xe0, 0xd6], [0x02, 0x5d, 0x58]),
    ([0xd4, 0xcd, 0xb4], [0x68, 0x4c, 0x43]),
];
/// The candidate filter's fill: the cells that still have the chosen candidate (light, dark).
pub const FILTER_RGB: ([u8; 3], [u8; 3]) = ([0xa6, 0xe3, 0x6a], [0x46, 0x59, 0x00]);

/// A colour in 8-bit RGB, for the theme's tests.
fn to8(c: Rgb) -> [u8; 3] {
    c.map(|v| v.round().clamp(0.0, 255.0) as u8)
}

/// `fill` as the cube view shows it on `face`: tinted by `tint` of the accent (the active
/// face's), then shaded by the face's light, as [`cell_styles`] draws it.
fn as_seen(palette: &Palette, face: Face, tint: f32, fill: Rgb) -> Rgb {
    mix(fill, palette.accent, tint).map(|c| c * palette.shade[face.index()])
}

/// "Top face" or "Top face, active": which face a test's colour pair was seen on.
fn face_label(face: Face, tint: f32) -> String {
    format!("{} face{}", face.name(), if tint > 0.0 { ", active" } else { "" })
}

/// Every colour the cube view draws digits and notes in, on every cell fill of every face it
/// can stand on (shaded per face, with and without the active face's tint), as
/// `(what, text, fill)` in 8-bit RGB: for the theme's contrast test.
pub fn text_on_fills(dark: bool) -> Vec<(String, [u8; 3], [u8; 3])> {
    let palette = if dark { &DARK } else { &LIGHT };
    let fills = [
        ("cell", palette.cell),
        ("linked", palette.linked),
        ("twin", palette.twin),
        ("peer", palette.peer),
        ("same", palette.same),
        ("hint", palette.hint),
        ("wrong", palette.wrong),
        ("selected", palette.selected),
        ("filter", palette.filter),
        ("colour 1", palette.marks[0]),
        ("colour 2", palette.marks[1]),
        ("colour 3", palette.marks[2]),
        ("colour 4", palette.marks[3]),
        ("colour 5", palette.marks[4]),
        ("colour 6", palette.marks[5]),
    ];
    // The victory wave passes over a solved board: every cell holds a right digit (no notes,
    // no wrong entries), on any cell colour.
    let glows = [
        ("victory glow", mix(palette.cell, glow_rgb(dark), GLOW_STRENGTH)),
        (
            "victory glow, linked",
            mix(palette.linked, glow_rgb(dark), GLOW_STRENGTH),
        ),
        (
            "victory glow, selected",
            mix(palette.selected, glow_rgb(dark), GLOW_STRENGTH),
        ),
    ];
    // A wrong entry keeps the wrong fill under the filter and the colour marks (see
    // `cell_styles`): its ink never stands on them.
    let never_wrong = |fill: &str| fill == "filter" || fill.starts_with("colour");
    let inks = [
        ("given", palette.given),
        ("entry", palette.entry),
        ("note", palette.note),
        ("wrong entry", palette.wrong_text),
    ];
    let digits = &inks[..2];
    let mut pairs = Vec::new();
    for face in Face::ALL {
        for tint in [0.0, palette.active_tint] {
            let all = fills.iter().map(|f| (f, &inks[..]));
            for (&(fill_name, fill), inks) in all.chain(glows.iter().map(|f| (f, digits))) {
                let shown = as_seen(palette, face, tint, fill);
                for &(ink_name, ink) in inks {
                    if ink_name == "wrong entry" && never_wrong(fill_name) {
                        continue;
                    }
                    let what = format!("{ink_name} on {fill_name}, {}", face_label(face, tint));
                    pairs.push((what, to8(ink), to8(shown)));
                }
            }
        }
    }
    pairs
}

/// Every highlight the cube view fills a cell with, on every face (shaded per face, with and
/// without the active face's tint), beside the fill it stands out from there (the plain cell, or
/// the linked cell for a peer or twin on an edge), as `(what, shown, base)` in 8-bit RGB:
/// for the theme's test that each highlight is seen on every face.
pub fn highlights_on_faces(dark: bool) -> Vec<(String, [u8; 3], [u8; 3])> {
    let palette = if dark { &DARK } else { &LIGHT };
    let highlights = [
        ("selected", palette.selected, palette.cell),
        ("twin", palette.twin, palette.linked),
        ("peer", palette.peer, palette.cell),
        ("peer on an edge", palette.peer, palette.linked),
        ("same digit", palette.same, palette.cell),
        ("hint area", palette.hint, palette.cell),
        ("wrong", palette.wrong, palette.cell),
    ];
    let mut out = Vec::new();
    for face in Face::ALL {
        for tint in [0.0, palette.active_tint] {
            let shown = |c: Rgb| to8(as_seen(palette, face, tint, c));
            for (name, fill, base) in highlights {
                out.push((format!("{name}, {}", face_label(face, tint)), shown(fill), shown(base)));
            }
        }
    }
    out
}

/// The fills of the cube view by meaning, unshaded, in 8-bit RGB (the plain cell's is the
/// cube's own, the others are [`CellTints`]'s): for the theme's test that no two meanings share
/// a colour across the two views.
pub fn cube_fills(dark: bool) -> Vec<(&'static str, [u8; 3])> {
    let palette = if dark { &DARK } else { &LIGHT };
    vec![
        ("cell", to8(palette.cell)),
        ("selected", to8(palette.selected)),
        ("twin", to8(palette.twin)),
        ("peer", to8(palette.peer)),
        ("same digit", to8(palette.same)),
        ("hint area", to8(palette.hint)),
        ("wrong", to8(palette.wrong)),
        ("linked", to8(palette.linked)),
    ]
}

/// Why [`save_png`] failed.
#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    /// A preview of 0 x 0 pixels cannot be written as a PNG.
    #[error("cannot write a cube preview of size 0: the size must be at least 1 pixel")]
    ZeroSize,
    /// The output file could not be written.
    #[error("cannot write the cube preview file {}: {source}", path.display())]
    Create {
        /// The file asked for.
        path: PathBuf,
        /// What the operating system said.
        source: std::io::Error,
    },
    /// The PNG could not be encoded.
    #[error("cannot encode the cube preview as a PNG: {0}")]
    Encode(#[source] image::ImageError),
}

/// Draws the isometric preview of `view` into a new `size` x `size` RGBA image with a
/// transparent background.
pub fn render_cube(view: &CubeView) -> RgbaImage {
    let mut image = RgbaImage::new(view.size, view.size);
    draw(view, &CubeMarks::default(), &mut image);
    image
}

/// The cube view of a game: like [`render_cube_into`], with the highlights and notes of
/// `marks`, and the selected cell's twins (its places on faces other than the active one) in
/// their own colour.
pub fn render_cube_marked(view: &CubeView, marks: &CubeMarks, image: &mut RgbaImage) {
    if image.dimensions() == (view.size, view.size) {
        image.fill(0);
    } else {
        *image = RgbaImage::new(view.size, view.size);
    }
    draw(view, marks, image);
}

/// Like [`render_cube`], but draws into `image`, reusing its buffer when it already has the
/// right size (it is reallocated otherwise).
pub fn render_cube_into(view: &CubeView, image: &mut RgbaImage) {
    if image.dimensions() == (view.size, view.size) {
        image.fill(0);
    } else {
        *image = RgbaImage::new(view.size, view.size);
    }
    draw(view, &CubeMarks::default(), image);
}

/// Which face, row and column is under the point `(x, y)` of a preview of `size` pixels, for
/// clicking the preview. `(x, y)` are image coordinates: pixel `(i, j)` covers
/// `[i, i + 1) x [j, j + 1)`. `None` outside the cube.
pub fn hit_test(size: u32, x: f32, y: f32) -> Option<(Face, usize, usize)> {
    let projection = Projection::new(size);
    let face = projection.face_at(x, y);
    let (u, v) = projection.faces[face.index()].unproject(x, y);
    let inside = |t: f32| (0.0..9.0).contains(&t);
    (inside(u) && inside(v)).then_some((face, v as usize, u as usize))
}

/// Where the centre of cell `(row, col)` of `face` is drawn in a preview of `size` pixels, in
/// the image coordinates of [`hit_test`] (rows and columns above 8 are clamped to 8).
pub fn cell_center(size: u32, face: Face, row: usize, col: usize) -> (f32, f32) {
    let projection = Projection::new(size);
    let (row, col) = (row.min(8) as f32, col.min(8) as f32);
    projection.faces[face.index()].project(col + 0.5, row + 0.5)
}

/// Where the face coordinates `(u, v)` of `face` (column and row in cells, 0..9: `(0.5, 0.5)`
/// is the centre of cell (0, 0)) are drawn in a preview of `size` pixels, in the image
/// coordinates of [`hit_test`].
pub fn face_point(size: u32, face: Face, u: f32, v: f32) -> (f32, f32) {
    Projection::new(size).faces[face.index()].project(u, v)
}

/// Renders `view` and writes it to `path` as a PNG, atomically: the file is written beside
/// it and renamed into place, so a failed write leaves no torn file.
pub fn save_png(view: &CubeView, path: &Path) -> Result<(), RenderError> {
    let png = png_bytes(view)?;
    crate::store::replace_file(path, &png).map_err(|source| RenderError::Create {
        path: path.to_path_buf(),
        source,
    })
}

/// Renders `view` as the bytes of a PNG file.
pub fn png_bytes(view: &CubeView) -> Result<Vec<u8>, RenderError> {
    if view.size == 0 {
        return Err(RenderError::ZeroSize);
    }
    let image = render_cube(view);
    let mut png = Vec::new();
    PngEncoder::new(&mut png)
        .write_image(image.as_raw(), view.size, view.size, ExtendedColorType::Rgba8)
        .map_err(RenderError::Encode)?;
    Ok(png)
}

// ---------------------------------------------------------------------------------------------
// Colours

struct Palette {
    /// The player's colour marks 1 to 6.
    marks: [Rgb; 6],
    /// The candidate filter's cells.
    filter: Rgb,
    cell: Rgb,
    linked: Rgb,
    twin: Rgb,
    peer: Rgb,
    same: Rgb,
    hint: Rgb,
    wrong: Rgb,
    wrong_text: Rgb,
    note: Rgb,
    selected: Rgb,
    accent: Rgb,
    thin: Rgb,
    thick: Rgb,
    border: Rgb,
    given: Rgb,
    entry: Rgb,
    /// Brightness of U, F, R: light from above, a little from the left.
    shade: [f32; 3],
    /// How much of the accent colour tints the active face.
    active_tint: f32,
    /// Opacity of the shadow under the cube.
    shadow: f32,
}

// The highlights are the flat board's ([`meaning`]): one colour per meaning in both views.
// The selection ring and the active face's outline are the window's accent, as the flat
// board's selected cell's frame.
const LIGHT: Palette = Palette {
    marks: [
        rgb(MARK_RGB[0].0),
        rgb(MARK_RGB[1].0),
        rgb(MARK_RGB[2].0),
        rgb(MARK_RGB[3].0),
        rgb(MARK_RGB[4].0),
        rgb(MARK_RGB[5].0),
    ],
    filter: rgb(FILTER_RGB.0),
    cell: [251.0, 250.0, 246.0],
    linked: rgb(LIGHT_TINTS.linked),
    twin: rgb(LIGHT_TINTS.twin),
    peer: rgb(LIGHT_TINTS.peer),
    same: rgb(LIGHT_TINTS.same),
    hint: rgb(LIGHT_TINTS.hint_area),
    wrong: rgb(LIGHT_TINTS.wrong),
    wrong_text: [120.0, 12.0, 12.0],
    note: [52.0, 60.0, 76.0],
    selected: rgb(LIGHT_TINTS.selected),
    accent: [47.0, 111.0, 223.0],
    thin: [158.0, 166.0, 180.0],
    thick: [50.0, 58.0, 74.0],
    border: [34.0, 40.0, 54.0],
    given: [24.0, 29.0, 40.0],
    entry: [14.0, 58.0, 150.0],
    shade: [1.0, 0.95, 0.89],
    active_tint: 0.06,
    shadow: 0.28,
};

// The plain cell is the flat board's: a lighter slate was the flat board's given cell.
const DARK: Palette = Palette {
    marks: [
        rgb(MARK_RGB[0].1),
        rgb(MARK_RGB[1].1),
        rgb(MARK_RGB[2].1),
        rgb(MARK_RGB[3].1),
        rgb(MARK_RGB[4].1),
        rgb(MARK_RGB[5].1),
    ],
    filter: rgb(FILTER_RGB.1),
    cell: [34.0, 38.0, 46.0],
    linked: rgb(DARK_TINTS.linked),
    twin: rgb(DARK_TINTS.twin),
    peer: rgb(DARK_TINTS.peer),
    same: rgb(DARK_TINTS.same),
    hint: rgb(DARK_TINTS.hint_area),
    wrong: rgb(DARK_TINTS.wrong),
    wrong_text: [255.0, 196.0, 190.0],
    note: [204.0, 210.0, 222.0],
    selected: rgb(DARK_TINTS.selected),
    accent: [91.0, 156.0, 255.0],
    thin: [104.0, 112.0, 128.0],
    thick: [196.0, 204.0, 218.0],
    border: [210.0, 216.0, 228.0],
    given: [248.0, 250.0, 252.0],
    entry: [170.0, 212.0, 255.0],
    shade: [1.0, 0.9, 0.8],
    active_tint: 0.06,
    shadow: 0.45,
};

/// Coverage of a pixel whose centre is `distance` pixels from the middle of a line `width`
/// pixels wide (a box filter: exact for axis-aligned lines, close otherwise).
fn cover(width: f32, distance: f32) -> f32 {
    (0.5 * width + 0.5 - distance).clamp(0.0, 1.0)
}

fn put(pixel: &mut [u8], rgb: Rgb, alpha: f32) {
    pixel[0] = (rgb[0] + 0.5) as u8;
    pixel[1] = (rgb[1] + 0.5) as u8;
    pixel[2] = (rgb[2] + 0.5) as u8;
    pixel[3] = (alpha * 255.0 + 0.5) as u8;
}

// ---------------------------------------------------------------------------------------------
// Drawing

fn draw(view: &CubeView, marks: &CubeMarks, image: &mut RgbaImage) {
    if view.size == 0 {
        return;
    }
    let palette = if view.dark { &DARK } else { &LIGHT };
    let projection = Projection::new(view.size);
    let styles = cell_styles(view, marks, palette);
    draw_faces(view, &projection, palette, &styles, image);
    draw_digits(view, marks, &projection, palette, image);
    if let Some(overlay) = marks.hint.filter(|o| !o.is_empty()) {
        let painter = hint::HintPainter {
            projection: &projection,
            ink: if view.dark { &hint::DARK_INK } else { &hint::LIGHT_INK },
            styles: &styles,
            size: view.size as f32,
        };
        painter.draw(overlay, image);
    }
}

/// The fill of every cell of every face, shaded per face.
fn cell_styles(view: &CubeView, marks: &CubeMarks, palette: &Palette) -> [[CellStyle; 81]; 3] {
    let geometry = Shape::Cube.geometry();
    std::array::from_fn(|fi| {
        let face = Face::ALL[fi];
        std::array::from_fn(|i| {
            let cell = geometry.cell_at(face, i / 9, i % 9);
            let selected = view.selected == Some(cell);
            let linked = geometry.is_linked(cell);
            let mark = marks.marks.get(cell).copied().unwrap_or_default();
            let highlight = match mark {
                Mark::None => None,
                Mark::Peer => Some(palette.peer),
                Mark::Same => Some(palette.same),
                Mark::Hint => Some(palette.hint),
                Mark::HintTarget | Mark::Wrong => Some(palette.wrong),
                Mark::Glow(_) => None,
                Mark::Filter => Some(palette.filter),
                Mark::Selected => Some(palette.selected),
            };
            let painted = marks
                .colours
                .get(cell)
                .and_then(|&k| palette.marks.get(usize::from(k).wrapping_sub(1)))
                .copied();
            // A colour the player painted covers the passing highlights, but a mistake or a
            // hint shows through; a selected painted cell keeps a trace of the selection.
            let highlight = match (painted, mark) {
                (Some(paint), Mark::Selected) => Some(mix(paint, palette.selected, 0.4)),
                (Some(paint), Mark::None | Mark::Peer | Mark::Same | Mark::Filter) => Some(paint),
                _ => highlight,
            };
            let mut fill = if selected {
                // The selected cell on the face being played; on another face it is its twin.
                if view.active_face.is_none_or(|f| f == face) {
                    painted.map_or(palette.selected, |paint| mix(paint, palette.selected, 0.4))
                } else {
                    palette.twin
                }
            } else if let Some(colour) = highlight {
                // A highlight covers a linked cell's own colour, as on the flat board: a blend
                // of the two would be a colour of neither meaning.
                colour
            } else if linked {
                palette.linked
            } else {
                palette.cell
            };
            if let Mark::Glow(level) = mark {
                fill = mix(fill, glow_rgb(view.dark), f32::from(level) / 255.0 * GLOW_STRENGTH);
            }
            if view.active_face == Some(face) {
                fill = mix(fill, palette.accent, palette.active_tint);
            }
            let shade = palette.shade[fi];
            let fill = fill.map(|c| c * shade);
            let mut rgba = [0; 4];
            put(&mut rgba, fill, 1.0);
            // Every cell of a selection of several gets the selection's ring, so a selection
            // never reads as a colour the player painted.
            let selected = selected || mark == Mark::Selected;
            CellStyle { fill, rgba, selected }
        })
    })
}

/// The base pass: fills, grid lines, selection ring, active outline, silhouette border and the
/// soft shadow. Each row is split into one run of pixels per face (the faces' sectors around the
/// near corner). Along a run the face coordinates are linear in x, so the stretches where some
/// stroke can touch a pixel (around each grid line, the face's edges, the selected cell) are
/// found analytically and shaded pixel by pixel; the rest of the run, cell interiors, is filled
/// with the cells' precomputed colours.
fn draw_faces(
    view: &CubeView,
    projection: &Projection,
    palette: &Palette,
    styles: &[[CellStyle; 81]; 3],
    image: &mut RgbaImage,
) {
    let size = view.size as usize;
    let s = view.size as f32;
    let shader = Shader {
        projection,
        palette,
        styles,
        widths: Widths::new(s),
        active: view.active_face.map(Face::index),
        size: s,
    };
    let geometry = Shape::Cube.geometry();
    let selected: &[crate::engine::FacePos] = match view.selected {
        Some(cell) if cell < geometry.cell_count() => geometry.positions(cell),
        _ => &[],
    };
    let spread = shader.widths.outer_reach.max((SHADOW_OFFSET + SHADOW_BLUR) * s) + 1.0;
    let [cx, cy] = projection.center;
    // The silhouette grown by `spread` is a hexagon with a longer edge (its apothem grows by
    // `spread`, its radius by `spread / cos 30°`).
    let grown = projection.edge + spread * 2.0 / SQRT3;
    let clamp_px = |t: f32| (t.max(0.0).ceil() as usize).min(size);
    let buffer: &mut [u8] = image;
    let mut slow: Vec<(f32, f32)> = Vec::with_capacity(32);
    for py in clamp_px(cy - grown - 0.5)..clamp_px(cy + grown - 0.5) {
        let y = py as f32 + 0.5;
        let half = (SQRT3 / 2.0 * grown).min(SQRT3 * (grown - (y - cy).abs()));
        if half <= 0.0 {
            continue;
        }
        // Pixel px is drawn if its centre px + 0.5 lies in [cx - half, cx + half).
        let (start, end) = (clamp_px(cx - half - 0.5), clamp_px(cx + half - 0.5));
        // The sectors: F left of the ray of the U-F edge (or of the F-R edge below the corner),
        // R right of the ray of the U-R edge, U between; as in `Projection::face_at`.
        let above = (cy - y).max(0.0) * SQRT3;
        let front_end = clamp_px(cx - above - 0.5).clamp(start, end);
        let right_start = clamp_px(cx + above - 0.5).clamp(front_end, end);
        let row = &mut buffer[py * size * 4..(py + 1) * size * 4];
        for (face, run) in [
            (Face::Front, start..front_end),
            (Face::Top, front_end..right_start),
            (Face::Right, right_start..end),
        ] {
            if run.is_empty() {
                continue;
            }
            let fi = face.index();
            let map = &projection.faces[fi];
            let (first, count) = (run.start, run.len());
            let (u0, v0) = map.unproject(first as f32 + 0.5, y);
            let (du, dv) = (map.inv[0][0], map.inv[1][0]);
            let at = |p: usize| (u0 + du * p as f32, v0 + dv * p as f32);
            // Stretches of the run (pixel offsets, inclusive) that need per-pixel shading.
            let widths = &shader.widths;
            let edge_reach = if shader.active == Some(fi) {
                widths.line_reach.max(widths.band_reach)
            } else {
                widths.line_reach
            };
            slow.clear();
            slow_stretches(&mut slow, u0, du, map.pu, count, widths, edge_reach);
            slow_stretches(&mut slow, v0, dv, map.pv, count, widths, edge_reach);
            for pos in selected.iter().filter(|p| p.face == face) {
                let (c, r) = (pos.col as f32, pos.row as f32);
                let (a, b) = (stretch(u0, du, c, c + 1.0), stretch(v0, dv, r, r + 1.0));
                slow.push((a.0.max(b.0), a.1.min(b.1)));
            }
            slow.sort_unstable_by(|a, b| a.0.total_cmp(&b.0));
            let mut next = 0;
            let mut shade = |from: usize, to: usize, row: &mut [u8]| {
                for p in from..to {
                    let (u, v) = at(p);
                    let px = first + p;
                    shader.pixel(fi, u, v, px as f32 + 0.5, y, &mut row[px * 4..px * 4 + 4]);
                }
            };
            let fill = |from: usize, to: usize, row: &mut [u8], shade: &mut dyn FnMut(usize, usize, &mut [u8])| {
                if from >= to {
                    return;
                }
                // No stroke reaches these pixels, so they all lie inside one cell.
                let (u, v) = at((from + to - 1) / 2);
                let style = &styles[fi][(v.clamp(0.0, 8.0) as usize) * 9 + u.clamp(0.0, 8.0) as usize];
                if style.selected || map.outer_distance(u, v) >= 0.0 {
                    return shade(from, to, row);
                }
                for pixel in row[(first + from) * 4..(first + to) * 4].chunks_exact_mut(4) {
                    pixel.copy_from_slice(&style.rgba);
                }
            };
            for &(lo, hi) in &slow {
                let lo = ((lo - 1e-3).ceil().max(0.0) as usize).min(count);
                let hi = (((hi + 1e-3).floor() + 1.0).max(0.0) as usize).min(count);
                if hi <= next {
                    continue;
                }
                fill(next, lo.max(next), row, &mut shade);
                shade(lo.max(next), hi, row);
                next = hi;
            }
            fill(next, count, row, &mut shade);
        }
    }
}

/// The offsets `p` (as a closed interval, possibly unbounded or empty) at which `t0 + dt * p`
/// lies in `[lo, hi]`.
fn stretch(t0: f32, dt: f32, lo: f32, hi: f32) -> (f32, f32) {
    if dt == 0.0 {
        return if (lo..=hi).contains(&t0) {
            (f32::NEG_INFINITY, f32::INFINITY)
        } else {
            (1.0, 0.0)
        };
    }
    let (a, b) = ((lo - t0) / dt, (hi - t0) / dt);
    (a.min(b), a.max(b))
}

/// Adds the stretches of a run of `count` pixels where the face coordinate `t0 + dt * p`
/// (pixel `p`; `pixels` screen pixels per cell across the lines) is within reach of an inner
/// grid line's stroke, within `edge_reach` pixels of the face's edge, or beyond it.
fn slow_stretches(
    out: &mut Vec<(f32, f32)>,
    t0: f32,
    dt: f32,
    pixels: f32,
    count: usize,
    widths: &Widths,
    edge_reach: f32,
) {
    let (thin, thick, e) = (
        widths.thin_reach / pixels,
        widths.thick_reach / pixels,
        edge_reach / pixels,
    );
    let t1 = t0 + dt * count.saturating_sub(1) as f32;
    let (lo, hi) = (t0.min(t1), t0.max(t1));
    for k in 1..9 {
        let r = if k % 3 == 0 { thick } else { thin };
        let k = k as f32;
        if k + r >= lo && k - r <= hi {
            out.push(stretch(t0, dt, k - r, k + r));
        }
    }
    if lo <= e {
        out.push(stretch(t0, dt, f32::NEG_INFINITY, e));
    }
    if hi >= 9.0 - e {
        out.push(stretch(t0, dt, 9.0 - e, f32::INFINITY));
    }
}

/// Everything the per-pixel shading needs.
struct Shader<'a> {
    projection: &'a Projection,
    palette: &'a Palette,
    styles: &'a [[CellStyle; 81]; 3],
    widths: Widths,
    active: Option<usize>,
    /// The preview's side in pixels.
    size: f32,
}

impl Shader<'_> {
    /// Shades the pixel centred at `(x, y)`, at face coordinates `(u, v)` of face `fi`.
    fn pixel(&self, fi: usize, u: f32, v: f32, x: f32, y: f32, pixel: &mut [u8]) {
        let (palette, widths) = (self.palette, &self.widths);
        let map = &self.projection.faces[fi];
        let silhouette = map.outer_distance(u, v);
        if silhouette >= 0.0 {
            let shadow_reach = (SHADOW_OFFSET + SHADOW_BLUR) * self.size;
            let shadow = if silhouette < shadow_reach {
                shadow_alpha(self.projection, palette, x, y, self.size)
            } else {
                0.0
            };
            // The border's outer half over the shadow.
            let alpha = cover(widths.outer, silhouette);
            let total = alpha + shadow * (1.0 - alpha);
            if total > 0.0 {
                put(pixel, palette.border.map(|c| c * alpha / total), total);
            }
            return;
        }
        let (col, r) = (u.clamp(0.0, 8.0) as usize, v.clamp(0.0, 8.0) as usize);
        let style = &self.styles[fi][r * 9 + col];
        let mut rgb = style.fill;
        if style.selected {
            let (fu, fv) = (u - col as f32, v - r as f32);
            let to_edge = (fu.min(1.0 - fu) * map.pu).min(fv.min(1.0 - fv) * map.pv);
            rgb = mix(rgb, palette.accent, cover(widths.ring, to_edge));
        }
        // The nearest grid lines across u and v (u, v >= 0 here, so truncation rounds).
        let (ku, kv) = ((u + 0.5) as i32, (v + 0.5) as i32);
        let (du, dv) = ((u - ku as f32).abs() * map.pu, (v - kv as f32).abs() * map.pv);
        let (box_u, box_v) = (ku % 3 == 0, kv % 3 == 0);
        let thin = cover(widths.thin, if box_u { f32::MAX } else { du })
            .max(cover(widths.thin, if box_v { f32::MAX } else { dv }));
        let thick = cover(widths.thick, if box_u { du } else { f32::MAX })
            .max(cover(widths.thick, if box_v { dv } else { f32::MAX }));
        rgb = mix(rgb, palette.thin, thin);
        rgb = mix(rgb, palette.thick, thick);
        if self.active == Some(fi) {
            let inside = (u.min(9.0 - u) * map.pu).min(v.min(9.0 - v) * map.pv);
            rgb = mix(rgb, palette.accent, cover(widths.band, inside));
        }
        rgb = mix(rgb, palette.border, cover(widths.outer, -silhouette));
        put(pixel, rgb, 1.0);
    }
}

/// Stroke widths in pixels for one preview size (tuned at 600 px), and how far from a line's
/// middle each stroke can touch a pixel.
struct Widths {
    thin: f32,
    thick: f32,
    outer: f32,
    /// The selection ring: a stroke centred on the cell's edge, inner half visible.
    ring: f32,
    /// The active face's outline: a stroke centred on the face's edge, inner half visible.
    band: f32,
    /// Beyond this distance from a grid line no line, ring or border touches a pixel.
    line_reach: f32,
    /// Beyond this distance from a thin line, the line does not touch a pixel.
    thin_reach: f32,
    /// The same for the lines between boxes.
    thick_reach: f32,
    /// Beyond this distance from the face's edge the active outline does not touch a pixel.
    band_reach: f32,
    /// Beyond this distance outside the silhouette the border does not touch a pixel.
    outer_reach: f32,
}

impl Widths {
    fn new(s: f32) -> Widths {
        let (thin, thick, outer) = (thin_width(s), thick_width(s), outer_width(s));
        let ring = thin + 2.0 * (2.0 * s / 600.0).max(1.0);
        let band = thick + 2.0 * (3.0 * s / 600.0).max(1.2);
        let line_reach = 0.5 * thin.max(thick).max(outer) + 0.5;
        Widths {
            thin,
            thick,
            outer,
            ring,
            band,
            line_reach,
            thin_reach: 0.5 * thin + 0.5,
            thick_reach: 0.5 * thick + 0.5,
            band_reach: 0.5 * band + 0.5,
            outer_reach: 0.5 * outer + 0.5,
        }
    }
}

/// Opacity of the cube's soft shadow at `(x, y)`: the silhouette moved down a little, its edge
/// smoothed over [`SHADOW_BLUR`].
fn shadow_alpha(projection: &Projection, palette: &Palette, x: f32, y: f32, s: f32) -> f32 {
    let t = (projection.silhouette_distance(x, y - SHADOW_OFFSET * s) / (SHADOW_BLUR * s)).clamp(0.0, 1.0);
    let fade = 1.0 - t * t * (3.0 - 2.0 * t);
    palette.shadow * fade * fade
}

/// The digits: givens and entries, each drawn in the plane of its face at the exact sub-pixel
/// position of its cell's centre.
fn draw_digits(view: &CubeView, marks: &CubeMarks, projection: &Projection, palette: &Palette, image: &mut RgbaImage) {
    let Some(glyphs) = digit_glyphs() else { return };
    let size = view.size as i64;
    let buffer: &mut [u8] = image;
    let unscaled = PxScaleFactor {
        horizontal: 1.0,
        vertical: 1.0,
    };
    let geometry = Shape::Cube.geometry();
    // Draws glyph `outline` centred at face coordinates `(u, v)` of `map` in `colour`.
    let mut stamp = |outline: &Outline, id: GlyphId, map: &FaceMap, u: f32, v: f32, colour: Rgb| {
        let (x, y) = map.project(u, v);
        let placed = Glyph {
            id,
            scale: PxScale::from(1.0),
            position: point(x, y),
        };
        let outlined = OutlinedGlyph::new(placed, outline.clone(), unscaled);
        let origin = outlined.px_bounds().min;
        outlined.draw(|gx, gy, coverage| {
            let (px, py) = (origin.x as i64 + gx as i64, origin.y as i64 + gy as i64);
            if coverage <= 0.0 || px < 0 || py < 0 || px >= size || py >= size {
                return;
            }
            let i = ((py * size + px) * 4) as usize;
            let t = coverage.min(1.0);
            for (channel, &ink) in buffer[i..i + 3].iter_mut().zip(&colour) {
                let under = *channel as f32;
                *channel = (under + (ink - under) * t + 0.5) as u8;
            }
        });
    };
    for face in Face::ALL {
        let map = &projection.faces[face.index()];
        // Each digit's outline mapped onto this face (full size and note size), made when
        // first needed.
        let mut outlines: [Option<Outline>; 9] = Default::default();
        let mut small: [Option<Outline>; 9] = Default::default();
        for r in 0..9 {
            for c in 0..9 {
                let cell = geometry.cell_at(face, r, c);
                let given = view.puzzle.at(face, r, c);
                let Some(digit) = view.current.at(face, r, c).or(given) else {
                    // An empty cell shows its notes, each in its own third of the cell.
                    let notes = marks.notes.get(cell).copied().unwrap_or_default();
                    for d in notes.iter() {
                        let glyph = &glyphs.digits[d.index()];
                        let outline =
                            small[d.index()].get_or_insert_with(|| face_outline(glyph, glyphs.scale * NOTE_SCALE, map));
                        let k = d.index();
                        let (u, v) = (
                            c as f32 + ((k % 3) as f32 + 0.5) / 3.0,
                            r as f32 + ((k / 3) as f32 + 0.5) / 3.0,
                        );
                        stamp(outline, glyph.0, map, u, v, palette.note);
                    }
                    continue;
                };
                let wrong = marks.marks.get(cell) == Some(&Mark::Wrong);
                let colour = if wrong && given.is_none() {
                    palette.wrong_text
                } else if given.is_some() {
                    palette.given
                } else {
                    palette.entry
                };
                let glyph = &glyphs.digits[digit.index()];
                let outline = outlines[digit.index()].get_or_insert_with(|| face_outline(glyph, glyphs.scale, map));
                stamp(outline, glyph.0, map, c as f32 + 0.5, r as f32 + 0.5, colour);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The base pass shaded pixel by pixel, without the fill fast path: what `draw_faces` must
    /// reproduce.
    fn reference_faces(view: &CubeView) -> RgbaImage {
        let projection = Projection::new(view.size);
        let palette = if view.dark { &DARK } else { &LIGHT };
        let styles = cell_styles(view, &CubeMarks::default(), palette);
        let shader = Shader {
            projection: &projection,
            palette,
            styles: &styles,
            widths: Widths::new(view.size as f32),
            active: view.active_face.map(Face::index),
            size: view.size as f32,
        };
        let mut image = RgbaImage::new(view.size, view.size);
        for (px, py, pixel) in image.enumerate_pixels_mut() {
            let (x, y) = (px as f32 + 0.5, py as f32 + 0.5);
            let fi = projection.face_at(x, y).index();
            let (u, v) = projection.faces[fi].unproject(x, y);
            shader.pixel(fi, u, v, x, y, &mut pixel.0);
        }
        image
    }

    #[test]
    fn silhouette_is_the_faces_outer_edges() {
        let projection = Projection::new(400);
        for py in 0..400 {
            for px in 0..400 {
                let (x, y) = (px as f32 + 0.5, py as f32 + 0.5);
                let map = &projection.faces[projection.face_at(x, y).index()];
                let (u, v) = map.unproject(x, y);
                let (a, b) = (projection.silhouette_distance(x, y), map.outer_distance(u, v));
                assert!((a - b).abs() < 1e-2, "({x}, {y}): hexagon {a}, face {b}");
            }
        }
    }

    #[test]
    fn fast_fills_match_per_pixel_shading() {
        let grid = Grid::empty(Shape::Cube);
        let geometry = Shape::Cube.geometry();
        let views = [
            (600, None, None, false),
            (600, Some(Face::Front), Some(geometry.cell_at(Face::Top, 8, 8)), false),
            (257, Some(Face::Top), Some(geometry.cell_at(Face::Right, 4, 0)), true),
            (64, Some(Face::Right), Some(geometry.cell_at(Face::Right, 7, 3)), false),
            (999, Some(Face::Right), Some(geometry.cell_at(Face::Top, 0, 8)), true),
        ];
        for (size, active_face, selected, dark) in views {
            let view = CubeView {
                puzzle: &grid,
                current: &grid,
                active_face,
                selected,
                size,
                dark,
            };
            let palette = if dark { &DARK } else { &LIGHT };
            let mut fast = RgbaImage::new(size, size);
            draw_faces(
                &view,
                &Projection::new(size),
                palette,
                &cell_styles(&view, &CubeMarks::default(), palette),
                &mut fast,
            );
            let reference = reference_faces(&view);
            for (x, y, p) in fast.enumerate_pixels() {
                let q = reference.get_pixel(x, y);
                let diff = (0..4).map(|k| p[k].abs_diff(q[k])).max().unwrap_or(0);
                assert!(diff <= 1, "size {size}, pixel ({x}, {y}): fast {p:?}, per pixel {q:?}");
            }
        }
    }

    #[test]
    fn the_selected_cells_twins_have_their_own_colour() {
        let grid = Grid::empty(Shape::Cube);
        let geometry = Shape::Cube.geometry();
        let corner = geometry.cell_at(Face::Top, 8, 8);
        let edge = geometry.cell_at(Face::Top, 3, 8); // = R(0, 5)
        let size = 600;
        let pixel_at = |image: &RgbaImage, face: Face, row: usize, col: usize| {
            let (x, y) = cell_center(size, face, row, col);
            let p = image.get_pixel(x as u32, y as u32);
            [p[0] as f32, p[1] as f32, p[2] as f32]
        };
        let near = |a: Rgb, b: Rgb| (0..3).all(|k| (a[k] - b[k]).abs() <= 2.0);
        for (selected, places) in [
            (corner, vec![(Face::Front, 0, 8), (Face::Right, 0, 0)]),
            (edge, vec![(Face::Right, 0, 5)]),
        ] {
            let view = CubeView {
                puzzle: &grid,
                current: &grid,
                active_face: Some(Face::Top),
                selected: Some(selected),
                size,
                dark: false,
            };
            let mut image = RgbaImage::new(0, 0);
            render_cube_marked(&view, &CubeMarks::default(), &mut image);
            let tinted =
                |c: Rgb, face: Face| mix(c, LIGHT.accent, LIGHT.active_tint * (face == Face::Top) as u8 as f32);
            let shaded = |c: Rgb, face: Face| tinted(c, face).map(|v| v * LIGHT.shade[face.index()]);
            let p = geometry
                .positions(selected)
                .iter()
                .find(|p| p.face == Face::Top)
                .unwrap();
            let here = pixel_at(&image, Face::Top, p.row as usize, p.col as usize);
            assert!(near(here, shaded(LIGHT.selected, Face::Top)), "{here:?}");
            for (face, row, col) in places {
                let there = pixel_at(&image, face, row, col);
                assert!(near(there, shaded(LIGHT.twin, face)), "{face:?}: {there:?}");
            }
            // Other linked cells keep the linked colour, which no highlight uses.
            let other = pixel_at(&image, Face::Front, 0, 2);
            assert!(near(other, shaded(LIGHT.linked, Face::Front)), "{other:?}");
        }
        for colour in [
            LIGHT.peer,
            LIGHT.same,
            LIGHT.selected,
            LIGHT.hint,
            LIGHT.wrong,
            LIGHT.twin,
        ] {
            assert_ne!(colour, LIGHT.linked);
        }
    }
}
