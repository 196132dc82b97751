//! What an empty cell of the board shows: the player's pencil marks, or the eliminations a
//! hint showed (small, faint and struck through), each digit in its own place of a 3x3 grid.

use iced::alignment::{Horizontal, Vertical};
use iced::widget::{canvas, column, row, space, stack, text};
use iced::{Element, Theme};

use crate::app::theme;
use crate::engine::Candidates;

/// Pencil marks: a 3x3 grid of small digits, each in its own place, in a cell of side `cell`.
pub fn notes_view<'a, M: 'a>(notes: Candidates, cell: f32, size: f32) -> Element<'a, M> {
    if notes.is_empty() {
        return text("").into();
    }
    let (w, h) = (((cell - 6.0) / 3.0).floor(), ((cell - 4.0) / 3.0).floor());
    let mark = |n: u8| -> Element<'a, M> {
        // An absent note is empty space of the same size (an empty text has no height).
        let Some(d) = crate::engine::Digit::new(n).filter(|&d| notes.contains(d)) else {
            return space().width(w).height(h).into();
        };
        text(d.to_string())
            .size(size)
            .width(w)
            .height(h)
            .align_x(Horizontal::Center)
            .align_y(Vertical::Center)
            .style(theme::note_text)
            .into()
    };
    let line = |first: u8| row![mark(first), mark(first + 1), mark(first + 2)];
    column![line(1), line(4), line(7)].padding([2, 3]).into()
}

/// Eliminations a hint showed, in a cell without notes: each digit small in its note place,
/// fainter than a note and struck through, so it reads "not this one" and never as a note.
pub fn remembered_view<'a, M: 'a>(ruled_out: Candidates, cell: f32, size: f32) -> Element<'a, M> {
    if ruled_out.is_empty() {
        return text("").into();
    }
    let (w, h) = (((cell - 6.0) / 3.0).floor(), ((cell - 4.0) / 3.0).floor());
    let stroke = if cell >= 56.0 { 1.5 } else { 1.0 };
    let slash = Slash { size, stroke };
    let mark = |n: u8| -> Element<'a, M> {
        let Some(d) = crate::engine::Digit::new(n).filter(|&d| ruled_out.contains(d)) else {
            return space().width(w).height(h).into();
        };
        let digit = text(d.to_string())
            .size(size)
            .width(w)
            .height(h)
            .align_x(Horizontal::Center)
            .align_y(Vertical::Center)
            .style(remembered_text);
        stack![digit, canvas(slash).width(w).height(h)].into()
    };
    let line = |first: u8| row![mark(first), mark(first + 1), mark(first + 2)];
    column![line(1), line(4), line(7)].padding([2, 3]).into()
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
        let mut frame = canvas::Frame::new(renderer, bounds.size());
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
        vec![frame.into_geometry()]
    }
}
