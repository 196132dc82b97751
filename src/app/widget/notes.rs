//! What an empty cell of the board shows: the player's pencil marks, or the eliminations a
//! hint showed (small, faint and struck through), each digit in its own place of a 3x3 grid
//! (on Mini's six digits, 3 across and 2 down).

use iced::alignment::{Horizontal, Vertical};
use iced::widget::{canvas, space, stack, text, Column, Row};
use iced::{Element, Theme};

use crate::app::theme;
use crate::app::widget::whole;
use crate::engine::Candidates;

/// The 3x3 grid of note places in a cell of side `cell`, kept `margin` further from the
/// cell's sides than usual (a killer board, whose cage lines run inside the cells) and below
/// the top `top` pixels (a cage's sum): the left and top padding, and each place's width and
/// height. With both 0 the grid of every other board. The hint overlay draws its candidates
/// in the same places.
pub fn note_places(cell: f32, top: f32, margin: f32, digits: usize) -> (f32, f32, f32, f32) {
    let (across, down) = note_grid(digits);
    let (left, pad_top, bottom) = (3.0 + margin, 2.0 + top.max(margin), 2.0 + margin);
    (
        left,
        pad_top,
        ((cell - 2.0 * left) / across as f32).floor(),
        ((cell - pad_top - bottom) / down as f32).floor(),
    )
}

/// How a board of `digits` digits lays out a cell's notes: places across and down (3x3 for
/// nine, 3x2 for Mini's six, 4x4 for sixteen).
pub fn note_grid(digits: usize) -> (usize, usize) {
    let across = (1..=digits).find(|&a| a * a >= digits).unwrap_or(1);
    (across, digits.div_ceil(across))
}

/// The notes as rows of places, each the digit shown there or none: the 3x3 (3x2, 4x4) grid.
fn note_rows(digits: usize) -> Vec<Vec<u8>> {
    let (across, down) = note_grid(digits);
    (0..down)
        .map(|r| (0..across).map(|c| (r * across + c + 1) as u8).collect())
        .collect()
}

/// The size of a note's digit in places `height` tall: `size`, or less where the places are
/// lower (below a cage's sum).
fn fitted(size: f32, height: f32) -> f32 {
    size.min(height + 1.0).max(6.0)
}

/// Pencil marks: a 3x3 grid of small digits, each in its own place, in a cell of side `cell`
/// (`top` and `margin`: see [`note_places`]).
pub fn notes_view<'a, M: 'a>(
    notes: Candidates,
    cell: f32,
    size: f32,
    top: f32,
    margin: f32,
    digits: usize,
) -> Element<'a, M> {
    let places = Places::new(cell, top, margin, digits);
    let size = fitted(size, places.h);
    places.grid(notes, digits, |d| {
        text(d.to_string())
            .size(size)
            .width(places.w)
            .height(places.h)
            .align_x(Horizontal::Center)
            .align_y(Vertical::Center)
            .style(theme::note_text)
            .into()
    })
}

/// Eliminations a hint showed, in a cell without notes: each digit small in its note place,
/// fainter than a note and struck through, so it reads "not this one" and never as a note.
pub fn remembered_view<'a, M: 'a>(
    ruled_out: Candidates,
    cell: f32,
    size: f32,
    top: f32,
    margin: f32,
    digits: usize,
) -> Element<'a, M> {
    let places = Places::new(cell, top, margin, digits);
    let size = fitted(size, places.h);
    let stroke = if cell >= 56.0 { 1.5 } else { 1.0 };
    let slash = Slash { size, stroke };
    places.grid(ruled_out, digits, |d| {
        let digit = text(d.to_string())
            .size(size)
            .width(places.w)
            .height(places.h)
            .align_x(Horizontal::Center)
            .align_y(Vertical::Center)
            .style(remembered_text);
        stack![digit, canvas(slash).width(places.w).height(places.h)].into()
    })
}

/// A cell's note places (see [`note_places`]): where the grid starts and each place's size.
#[derive(Clone, Copy)]
struct Places {
    left: f32,
    top: f32,
    w: f32,
    h: f32,
}

impl Places {
    fn new(cell: f32, top: f32, margin: f32, digits: usize) -> Places {
        let (left, top, w, h) = note_places(cell, top, margin, digits);
        Places { left, top, w, h }
    }

    /// The grid of places, `mark(d)` in the place of each digit of `shown` and empty space
    /// of the same size in the others (an empty text has no height); nothing at all when
    /// `shown` is empty.
    fn grid<'a, M: 'a>(
        self,
        shown: Candidates,
        digits: usize,
        mark: impl Fn(crate::engine::Digit) -> Element<'a, M>,
    ) -> Element<'a, M> {
        if shown.is_empty() {
            return text("").into();
        }
        let place = |n: u8| match crate::engine::Digit::new(n).filter(|&d| shown.contains(d)) {
            Some(d) => mark(d),
            None => space().width(self.w).height(self.h).into(),
        };
        let lines = note_rows(digits)
            .into_iter()
            .map(|places| Row::with_children(places.into_iter().map(place)).into());
        Column::with_children(lines)
            .padding(padding(self.left, self.top))
            .into()
    }
}

/// The padding that puts the note grid at `left`, `top` in its cell.
fn padding(left: f32, top: f32) -> iced::Padding {
    iced::Padding {
        top,
        left,
        right: left,
        bottom: 2.0,
    }
}

/// A remembered elimination's digit: the secondary text colour, a little faded.
fn remembered_text(theme: &Theme) -> text::Style {
    text::Style {
        color: Some(theme::colors(theme).muted.scale_alpha(0.85)),
    }
}

/// The slash through a remembered elimination's digit: lower left to upper right across a
/// glyph of `size`, centred in its place (a level stroke would merge with a 4's bar or a 7's top).
#[derive(Clone, Copy, Debug)]
struct Slash {
    size: f32,
    stroke: f32,
}

impl<M> canvas::Program<M> for Slash {
    type State = ();

    fn draw(
        &self,
        _state: &(),
        renderer: &iced::Renderer,
        theme: &Theme,
        bounds: iced::Rectangle,
        _cursor: iced::mouse::Cursor,
    ) -> Vec<canvas::Geometry> {
        vec![whole::drawn(renderer, bounds, |frame| {
            let centre = frame.center();
            let half = self.size * 0.42;
            let line = canvas::Path::line(
                iced::Point::new(centre.x - half * 0.8, centre.y + half),
                iced::Point::new(centre.x + half * 0.8, centre.y - half),
            );
            frame.stroke(
                &line,
                canvas::Stroke::default()
                    .with_color(theme::colors(theme).muted)
                    .with_width(self.stroke),
            );
        })]
    }
}
