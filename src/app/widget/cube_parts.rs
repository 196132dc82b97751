//! The cube's parts beside the game's board: the preview of the whole cube, the face
//! switcher (Top, Front, Right), and the three ways they are laid out (a column beside the
//! board, a bar above it, a narrow strip in a small window).

use iced::widget::{button, column, container, row, text, Column, Row};
use iced::{Alignment, Element, Length, Point};

use crate::app::theme;
use crate::app::widget::preview::Preview;
use crate::engine::Face;
use crate::t;

/// Height of the face switcher's buttons.
const SWITCHER: f32 = 36.0;
/// Side of the preview in the narrow layout (above the board).
pub const BAR_PREVIEW: f32 = 112.0;
/// Width of the strip beside the board in a small window (the preview, the faces one above
/// the other).
pub const STRIP: f32 = 132.0;

/// The widget id of the face switcher's button for `face`: `face-U`, `face-F` or `face-R`.
pub fn face_id(face: Face) -> String {
    format!("face-{}", face.letter())
}

/// The face switcher: Top, Front and Right, the face shown switched on. `width` wide;
/// pressing a face sends `on_select(face)` (when `enabled`).
pub fn face_switcher<'a, M: Clone + 'a>(
    active: Face,
    width: f32,
    enabled: bool,
    on_select: impl Fn(Face) -> M,
) -> Element<'a, M> {
    let gap = 6.0;
    let w = ((width - 2.0 * gap) / 3.0).floor();
    let buttons = Face::ALL.map(|face| {
        let b = button(container(text(crate::i18n::face_name(face)).size(15)).center(Length::Fill))
            .width(w)
            .height(SWITCHER)
            .padding(0)
            .style(if face == active { theme::toggled } else { theme::action })
            .on_press_maybe(enabled.then(|| on_select(face)));
        container(b).id(face_id(face)).into()
    });
    Row::with_children(buttons).spacing(gap).into()
}

/// The face switcher as a column of buttons, `width` wide (for the narrow strip).
fn face_column<'a, M: Clone + 'a>(
    active: Face,
    width: f32,
    enabled: bool,
    on_select: impl Fn(Face) -> M,
) -> Element<'a, M> {
    let buttons = Face::ALL.map(|face| {
        let b = button(container(text(crate::i18n::face_name(face)).size(15)).center(Length::Fill))
            .width(width)
            .height(SWITCHER)
            .padding(0)
            .style(if face == active { theme::toggled } else { theme::action })
            .on_press_maybe(enabled.then(|| on_select(face)));
        container(b).id(face_id(face)).into()
    });
    Column::with_children(buttons).spacing(6).into()
}

/// The width of the preview column beside the board, for a body `width` wide (the wide layout).
pub fn aside_width(width: f32, panel: f32, gap: f32) -> f32 {
    ((width - panel - 4.0 * gap) * 0.34).clamp(200.0, 340.0).floor()
}

/// What the preview column or bar needs from the game.
pub struct Parts<'a, M> {
    /// The preview.
    pub preview: &'a Preview,
    /// The face on the board.
    pub face: Face,
    /// Whether the controls work (not while paused or after the end).
    pub enabled: bool,
    /// The preview was pressed at this point (shown at this side).
    pub on_press: fn(Point, f32) -> M,
    /// A face was chosen.
    pub on_face: fn(Face) -> M,
}

/// The preview column of the wide layout: the cube, the face switcher and a line about the
/// blue cells, `width` wide.
pub fn aside<'a, M: Clone + 'a>(parts: Parts<'a, M>, width: f32) -> Element<'a, M> {
    let press = parts.enabled.then_some(parts.on_press);
    column![
        parts.preview.view(width, press),
        face_switcher(parts.face, width, parts.enabled, parts.on_face),
        text(t!("cube-legend-long"))
            .size(13)
            .style(theme::muted_text)
            .width(width),
    ]
    .spacing(12)
    .width(width)
    .into()
}

/// The preview bar of the narrow layout: a small cube beside the face switcher, `width` wide.
pub fn bar<'a, M: Clone + 'a>(parts: Parts<'a, M>, width: f32) -> Element<'a, M> {
    let press = parts.enabled.then_some(parts.on_press);
    let rest = (width - BAR_PREVIEW - 16.0).max(150.0);
    row![
        parts.preview.view(BAR_PREVIEW, press),
        column![
            face_switcher(parts.face, rest, parts.enabled, parts.on_face),
            text(t!("cube-legend")).size(13).style(theme::muted_text),
        ]
        .spacing(8)
        .width(rest),
    ]
    .spacing(16)
    .align_y(Alignment::Center)
    .into()
}

/// The strip beside the board in a small window: a small cube over the faces, one above the
/// other, then `under` (the view switch), [`STRIP`] wide: it costs the board less than the
/// bar above it or the wide column.
pub fn strip<'a, M: Clone + 'a>(parts: Parts<'a, M>, under: Element<'a, M>) -> Element<'a, M> {
    let press = parts.enabled.then_some(parts.on_press);
    column![
        parts.preview.view(STRIP, press),
        face_column(parts.face, STRIP, parts.enabled, parts.on_face),
        under,
        text(t!("cube-legend")).size(12).style(theme::muted_text).width(STRIP),
    ]
    .spacing(10)
    .width(STRIP)
    .into()
}
