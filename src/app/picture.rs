//! A puzzle from a picture on the entry screen: "From a picture…" (the platform's open dialog,
//! the XDG desktop portal through `rfd`, zenity as its fallback, as "Export PDF" has), a file
//! dropped on the window, or Ctrl+V of an image on the clipboard. Each is read by
//! [`crate::picture`] in a task on iced's thread pool, never on the UI thread: a 4000-pixel
//! photo takes a moment to decode and read. The reading comes back with a small copy of the
//! picture, the grid found drawn over it and its doubtful cells ringed, to check the board by.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use iced::widget::image::Handle;
use image::{DynamicImage, Rgba, RgbaImage};

use crate::app::file_dialog;
use crate::picture::geometry::{Homography, Point};
use crate::picture::{read_image, PictureError, Reading};

/// How opening and reading a picture went.
#[derive(Clone, Debug, PartialEq)]
pub enum PictureOutcome {
    /// The puzzle read: its 81-character line, how many givens, the cells (0..81) whose
    /// reading is doubtful, and the picture with the grid drawn over it.
    Read {
        /// The puzzle as one line ('.' for empty).
        line: String,
        /// The digits read.
        givens: usize,
        /// The cells the player should check.
        doubtful: Vec<usize>,
        /// The picture cut to the grid, at most [`SHOWN_SIDE`] pixels across, with the grid
        /// found drawn over it and the doubtful cells ringed.
        shown: Shown,
    },
    /// The player closed the dialog.
    Cancelled,
    /// No dialog can open here (no session bus for the portal, no zenity).
    NoDialog,
    /// The file is not a PNG or JPEG this program decodes.
    Unreadable(String),
    /// Nothing like a sudoku grid in the picture.
    NoGrid,
}

/// The picture as shown beside the board: its pixels for iced's `image` widget, and its size.
#[derive(Clone, Debug, PartialEq)]
pub struct Shown {
    /// The pixels (made once, when the picture is read).
    pub handle: Handle,
    /// Its width in pixels.
    pub width: u32,
    /// Its height in pixels.
    pub height: u32,
}

/// The longest side of the picture shown: enough for a thumbnail on a screen scaled twice.
pub const SHOWN_SIDE: u32 = 560;

/// Asks for a picture in the platform's open dialog, titled `title`, and reads it.
pub async fn open_and_read(title: String) -> PictureOutcome {
    if !file_dialog::available() {
        return PictureOutcome::NoDialog;
    }
    let picked = rfd::AsyncFileDialog::new()
        .set_title(title)
        .add_filter("PNG, JPEG", &["png", "jpg", "jpeg", "PNG", "JPG", "JPEG"])
        .pick_file()
        .await;
    match picked {
        Some(file) => read(file.path().to_path_buf()),
        None => PictureOutcome::Cancelled,
    }
}

/// Reads the picture at `path` (what the dialog's answer or a dropped file leads to).
pub fn read(path: PathBuf) -> PictureOutcome {
    let bytes = match std::fs::read(&path) {
        Ok(bytes) => bytes,
        Err(e) => return PictureOutcome::Unreadable(format!("{}: {e}", path.display())),
    };
    match image::load_from_memory(&bytes) {
        Ok(img) => read_decoded(&img),
        // The decoder's own words ("The image format could not be determined") say little
        // about a file dropped by mistake: its name says which one it was.
        Err(e) => PictureOutcome::Unreadable(format!("{}: {e}", name_of(&path))),
    }
}

/// Reads a picture taken from the clipboard (already decoded to pixels).
pub fn read_pixels(img: Arc<RgbaImage>) -> PictureOutcome {
    read_decoded(&DynamicImage::ImageRgba8(RgbaImage::clone(&img)))
}

fn name_of(path: &Path) -> String {
    path.file_name()
        .map_or_else(|| path.display().to_string(), |n| n.to_string_lossy().into_owned())
}

fn read_decoded(img: &DynamicImage) -> PictureOutcome {
    match read_image(img) {
        Ok(reading) => {
            let doubtful = reading.doubtful();
            PictureOutcome::Read {
                line: reading.puzzle.to_line(),
                givens: reading.puzzle.filled_count(),
                shown: overlay(img, &reading, &doubtful),
                doubtful,
            }
        }
        Err(PictureError::NoGrid) => PictureOutcome::NoGrid,
        Err(e) => PictureOutcome::Unreadable(e.to_string()),
    }
}

/// The grid's lines (box lines thicker) in blue, and a ring in orange round each doubtful
/// cell, drawn on a copy of the picture cut to the grid and a margin round it (a page of a
/// book shows its grid, not the page) and shrunk to at most [`SHOWN_SIDE`] across.
fn overlay(img: &DynamicImage, reading: &Reading, doubtful: &[usize]) -> Shown {
    let xs = reading.corners.map(|p| p.0);
    let ys = reading.corners.map(|p| p.1);
    let (left, right) = (
        xs.iter().copied().fold(f32::MAX, f32::min),
        xs.iter().copied().fold(0f32, f32::max),
    );
    let (top, bottom) = (
        ys.iter().copied().fold(f32::MAX, f32::min),
        ys.iter().copied().fold(0f32, f32::max),
    );
    let margin = 0.06 * (right - left).max(bottom - top);
    let x0 = (left - margin).max(0.0) as u32;
    let y0 = (top - margin).max(0.0) as u32;
    let x1 = ((right + margin).ceil() as u32).min(img.width());
    let y1 = ((bottom + margin).ceil() as u32).min(img.height());
    let cut = img.crop_imm(x0, y0, x1.saturating_sub(x0).max(1), y1.saturating_sub(y0).max(1));
    let long = cut.width().max(cut.height()).max(1);
    let factor = (SHOWN_SIDE as f32 / long as f32).min(1.0);
    let (w, h) = (
        ((cut.width() as f32 * factor).round() as u32).max(1),
        ((cut.height() as f32 * factor).round() as u32).max(1),
    );
    let mut shown = cut.thumbnail_exact(w, h).to_rgba8();
    let corners = reading
        .corners
        .map(|(x, y)| ((x - x0 as f32) * factor, (y - y0 as f32) * factor));
    if let Some(map) = Homography::square_to(9.0, &corners) {
        // Thicker lines on a larger picture, so they show at any size.
        let width = (w.max(h) as f32 / 250.0).max(1.0);
        let grid = Rgba([30, 120, 230, 255]);
        for i in 0..=9 {
            let at = i as f32;
            let thick = if i % 3 == 0 { 2.0 * width } else { width };
            line(&mut shown, map.map(at, 0.0), map.map(at, 9.0), thick, grid);
            line(&mut shown, map.map(0.0, at), map.map(9.0, at), thick, grid);
        }
        let ring = Rgba([245, 130, 20, 255]);
        for &cell in doubtful {
            let (r, c) = ((cell / 9) as f32, (cell % 9) as f32);
            // Just inside the cell, clear of the grid's lines and of most of the digit.
            let (a, b) = (0.07, 0.93);
            let p = [
                map.map(c + a, r + a),
                map.map(c + b, r + a),
                map.map(c + b, r + b),
                map.map(c + a, r + b),
            ];
            for k in 0..4 {
                line(&mut shown, p[k], p[(k + 1) % 4], 1.5 * width, ring);
            }
        }
    }
    let (width, height) = shown.dimensions();
    Shown {
        handle: Handle::from_rgba(width, height, shown.into_raw()),
        width,
        height,
    }
}

/// A straight line `thick` pixels wide from `a` to `b`, stamped square by square.
fn line(img: &mut RgbaImage, a: Point, b: Point, thick: f32, colour: Rgba<u8>) {
    let length = ((b.0 - a.0).powi(2) + (b.1 - a.1).powi(2)).sqrt();
    let steps = (length * 2.0).ceil().max(1.0) as usize;
    let half = thick / 2.0;
    for s in 0..=steps {
        let t = s as f32 / steps as f32;
        let (x, y) = (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t);
        let (x0, x1) = ((x - half).round() as i64, (x + half).round() as i64);
        let (y0, y1) = ((y - half).round() as i64, (y + half).round() as i64);
        for py in y0.max(0)..=y1.min(i64::from(img.height()) - 1) {
            for px in x0.max(0)..=x1.min(i64::from(img.width()) - 1) {
                img.put_pixel(px as u32, py as u32, colour);
            }
        }
    }
}

/// What the clipboard holds, as far as the entry screen cares: a picture (as `arboard` gives
/// it: RGBA rows, four bytes a pixel), text, or nothing either reads.
#[derive(Clone, Debug, PartialEq)]
pub enum Held {
    /// An image (a screenshot copied, a picture copied in a browser).
    Picture {
        /// Its width in pixels.
        width: usize,
        /// Its height in pixels.
        height: usize,
        /// Its pixels, RGBA, row by row.
        rgba: Vec<u8>,
    },
    /// Text.
    Text,
    /// Neither.
    Nothing,
}

/// The picture on the system's clipboard, if it holds one and no text (text is pasted as
/// text: a browser that copies a picture offers no text with it). X11's clipboard through
/// `arboard`; run off the UI thread (it waits for the window that owns the clipboard).
pub async fn clipboard_picture() -> Option<Arc<RgbaImage>> {
    picture_of(held())
}

/// The picture that `held` gives to paste, if any (`None` for text, nothing, or pixels that
/// do not fill the size given): the seam between the system's clipboard and the entry screen.
pub fn picture_of(held: Held) -> Option<Arc<RgbaImage>> {
    match held {
        Held::Picture { width, height, rgba } => {
            let (w, h) = (u32::try_from(width).ok()?, u32::try_from(height).ok()?);
            RgbaImage::from_raw(w, h, rgba).map(Arc::new)
        }
        Held::Text | Held::Nothing => None,
    }
}

/// Asks the system's clipboard what it holds.
fn held() -> Held {
    let Ok(mut clipboard) = arboard::Clipboard::new() else {
        return Held::Nothing;
    };
    if clipboard.get_text().is_ok_and(|t| !t.trim().is_empty()) {
        return Held::Text;
    }
    match clipboard.get_image() {
        Ok(data) => Held::Picture {
            width: data.width,
            height: data.height,
            rgba: data.bytes.into_owned(),
        },
        Err(_) => Held::Nothing,
    }
}
