//! A classic puzzle read from a picture: a screenshot, a scan or a photo of a printed grid.
//!
//! The steps: the picture in grey, turned to dark ink on light paper (a dark theme is
//! inverted); the board found as the largest square-ish blob of ink whose box lines are where a
//! sudoku's are ([`geometry`]); its perspective undone into a square of `9 * CELL` pixels; each
//! cell told empty or not and its digit's bitmap read by a small trained perceptron
//! ([`cells`], [`digits`]). No network, no system OCR. Pencil marks are too small to pass for
//! givens and are left out; killer cages and jigsaw regions are not read.
//!
//! ```no_run
//! let reading = sudoku3d::picture::read_file(std::path::Path::new("puzzle.png")).unwrap();
//! println!("{}", reading.puzzle.to_line());
//! ```

pub mod cells;
pub mod digits;
pub mod geometry;

use std::path::Path;

use image::{DynamicImage, GrayImage};

use crate::engine::{Digit, Grid, Shape};
use cells::{board_contrast, cell_ink, cell_of, CellInk, CELL};
use digits::DigitReader;
use geometry::{blobs, ink_mask, quad_area, square_ish, warp, Homography, Point};

/// A reading below this confidence is shown to the player as doubtful.
pub const DOUBTFUL_BELOW: f32 = 0.9;

/// The longest side the board is looked for at (larger pictures are shrunk for the search;
/// the cells are still read from the full picture).
const SEARCH_SIDE: u32 = 900;

/// What was read from a picture.
#[derive(Clone, Debug)]
pub struct Reading {
    /// The puzzle: the digits read as givens, the rest empty.
    pub puzzle: Grid,
    /// How sure each cell's reading is, 0 to 1, in reading order.
    pub confidence: Vec<f32>,
    /// The board's corners in the picture's pixels: top left, top right, bottom right,
    /// bottom left.
    pub corners: [Point; 4],
}

impl Reading {
    /// The cells whose reading is doubtful, for the player to check.
    pub fn doubtful(&self) -> Vec<usize> {
        (0..self.confidence.len())
            .filter(|&i| self.confidence[i] < DOUBTFUL_BELOW)
            .collect()
    }
}

/// Why no puzzle came out of a picture.
#[derive(Debug, thiserror::Error)]
pub enum PictureError {
    /// The file is not a picture this program decodes (PNG or JPEG).
    #[error("cannot read the picture: {0}")]
    Unreadable(String),
    /// Nothing in the picture looks like a sudoku grid.
    #[error("no sudoku grid found in the picture")]
    NoGrid,
    /// The digit reader's weights are missing (a build before the first training).
    #[error("the digit reader's weights are missing; run the train_digits example")]
    NoReader,
}

/// Reads the puzzle in the picture file at `path` (PNG or JPEG).
pub fn read_file(path: &Path) -> Result<Reading, PictureError> {
    let bytes = std::fs::read(path).map_err(|e| PictureError::Unreadable(format!("{}: {e}", path.display())))?;
    read_bytes(&bytes)
}

/// Reads the puzzle in an encoded picture (PNG or JPEG).
pub fn read_bytes(bytes: &[u8]) -> Result<Reading, PictureError> {
    let img = image::load_from_memory(bytes).map_err(|e| PictureError::Unreadable(e.to_string()))?;
    read_image(&img)
}

/// Reads the puzzle in a decoded picture.
pub fn read_image(img: &DynamicImage) -> Result<Reading, PictureError> {
    let reader = DigitReader::shipped().ok_or(PictureError::NoReader)?;
    let gray = img.to_luma8();
    if gray.width() < 32 || gray.height() < 32 {
        return Err(PictureError::NoGrid);
    }
    // Try the picture as it is, then inverted (a dark theme's light lines on dark paper);
    // a mostly dark picture the other way round.
    let dark_first = median(&gray) < 110;
    for attempt in 0..2 {
        let found = if (attempt == 0) == dark_first {
            find_board(&invert(&gray))
        } else {
            find_board(&gray)
        };
        if let Some((corners, board)) = found {
            return Ok(read_board(&board, corners, reader));
        }
    }
    Err(PictureError::NoGrid)
}

fn median(gray: &GrayImage) -> u8 {
    let mut histogram = [0usize; 256];
    for &v in gray.as_raw() {
        histogram[v as usize] += 1;
    }
    let mut seen = 0;
    for (level, &count) in histogram.iter().enumerate() {
        seen += count;
        if seen * 2 >= gray.as_raw().len() {
            return level as u8;
        }
    }
    255
}

fn invert(gray: &GrayImage) -> GrayImage {
    let mut out = gray.clone();
    for v in out.iter_mut() {
        *v = 255 - *v;
    }
    out
}

/// The board's corners and the board straightened to `9 * CELL` pixels, or `None`.
fn find_board(gray: &GrayImage) -> Option<([Point; 4], GrayImage)> {
    let long = gray.width().max(gray.height());
    let (search, factor) = if long > SEARCH_SIDE {
        let f = SEARCH_SIDE as f32 / long as f32;
        let (w, h) = ((gray.width() as f32 * f) as u32, (gray.height() as f32 * f) as u32);
        (image::imageops::thumbnail(gray, w.max(1), h.max(1)), f)
    } else {
        (gray.clone(), 1.0)
    };
    let (w, h) = (search.width() as usize, search.height() as usize);
    let radius = (w.max(h) as u32 / 40).max(4);
    let mask = ink_mask(&search, radius, 12);
    let mut candidates: Vec<[Point; 4]> = blobs(&mask, w, h, w.max(h) / 2)
        .into_iter()
        .map(|b| b.corners)
        .filter(|c| square_ish(c) && quad_area(c) >= 0.02 * (w * h) as f32)
        .collect();
    candidates.sort_by(|a, b| quad_area(b).total_cmp(&quad_area(a)));
    let side = 9 * CELL;
    for found in candidates.into_iter().take(6) {
        let corners = found.map(|(x, y)| (x / factor, y / factor));
        let map = Homography::square_to(side as f32, &corners)?;
        let span = corners
            .iter()
            .zip(corners.iter().cycle().skip(1))
            .map(|(a, b)| ((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt())
            .fold(0f32, f32::max);
        let k = (span / side as f32).ceil().clamp(1.0, 6.0) as u32;
        let board = warp(gray, &map, side, k);
        if box_lines_score(&board) >= 0.8 {
            return Some((corners, board));
        }
    }
    None
}

/// How much of the board's outer border and box lines (every third line) carry ink: near 1
/// for a sudoku, low for any other square thing.
fn box_lines_score(board: &GrayImage) -> f32 {
    let side = board.width() as usize;
    let mask = ink_mask(board, CELL / 2, 10);
    let reach = 3usize;
    let mut total = 0.0;
    for i in [0usize, 3, 6, 9] {
        let at = (i * CELL as usize).clamp(reach, side - 1 - reach);
        let (mut down, mut across) = (0, 0);
        for t in 0..side {
            if (at - reach..=at + reach).any(|x| mask[t * side + x]) {
                down += 1;
            }
            if (at - reach..=at + reach).any(|y| mask[y * side + t]) {
                across += 1;
            }
        }
        total += (down + across) as f32 / (2 * side) as f32;
    }
    total / 4.0
}

fn read_board(board: &GrayImage, corners: [Point; 4], reader: &DigitReader) -> Reading {
    let contrast = board_contrast(board);
    let mut cells = Vec::with_capacity(81);
    let mut confidence = Vec::with_capacity(81);
    for i in 0..81u32 {
        match cell_ink(&cell_of(board, i / 9, i % 9), contrast) {
            CellInk::Empty(sure) => {
                cells.push(None);
                confidence.push(sure);
            }
            CellInk::Digit(features) => {
                let (digit, p) = reader.read(&features);
                cells.push(Digit::new(digit));
                confidence.push(p);
            }
        }
    }
    let puzzle = Grid::from_cells(Shape::Classic, cells).unwrap_or_else(|| Grid::empty(Shape::Classic));
    Reading {
        puzzle,
        confidence,
        corners,
    }
}
