//! The 3D cube mode: its start screen (what the cube is, and a difficulty to choose), and the
//! parts the game screen adds for a cube: the face switcher and the preview column.
//!
//! The cube game itself is the classic [`Game`](super::game::Game) screen on a
//! [`Shape::Cube`](crate::engine::Shape::Cube) grid: the board shows one face at a time, and
//! a linked cell is one cell of the engine's grid, so a digit entered on one face is on the
//! other face(s) at once, and undo, hints, checking and the clock need nothing new.

use std::time::Duration;

use iced::widget::{button, column, container, image, row, space, text, Column, Row};
use iced::{Alignment, Element, Length, Point};

use crate::app::theme;
use crate::app::widget::preview::{self, Preview};
use crate::engine::{Difficulty, Face};
use crate::play::format_time;
use crate::t;

/// Side of the picture on the start screen, in logical pixels.
const PICTURE: f32 = 260.0;
/// Height of the face switcher's buttons.
const SWITCHER: f32 = 36.0;
/// Side of the preview in the narrow layout (above the board).
pub const BAR_PREVIEW: f32 = 112.0;
/// Width of the strip beside the board in a small window (the preview, the faces one above
/// the other).
pub const STRIP: f32 = 132.0;

/// A message of the cube's start screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Message {
    /// A difficulty was chosen.
    Picked(Difficulty),
    /// Back to the menu.
    Back,
}

/// What the cube's start screen asks of the application.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Start a cube game of this difficulty.
    Start(Difficulty),
    /// Go back to the menu.
    Back,
}

/// The cube's start screen: a picture of the cube, what it is, and the difficulties with this
/// session's best times.
#[derive(Clone, Debug)]
pub struct Cube {
    best: [Option<Duration>; Difficulty::ALL.len()],
    picture: image::Handle,
    dark: bool,
}

fn index(d: Difficulty) -> usize {
    match d {
        Difficulty::Easy => 0,
        Difficulty::Medium => 1,
        Difficulty::Hard => 2,
        Difficulty::Expert => 3,
    }
}

impl Cube {
    /// The screen, showing `best(d)` as the session's best cube time of each difficulty, drawn
    /// for a dark theme when `dark`.
    pub fn new(best: impl Fn(Difficulty) -> Option<Duration>, dark: bool) -> Cube {
        Cube {
            best: Difficulty::ALL.map(best),
            picture: preview::sample(PICTURE as u32, dark),
            dark,
        }
    }

    /// Follows the theme: the picture is drawn again when it switches between light and dark.
    pub fn set_dark(&mut self, dark: bool) {
        if dark != self.dark {
            self.dark = dark;
            self.picture = preview::sample(PICTURE as u32, dark);
        }
    }

    /// Handles a message.
    pub fn update(&mut self, message: Message) -> Action {
        match message {
            Message::Picked(d) => Action::Start(d),
            Message::Back => Action::Back,
        }
    }

    /// The screen.
    pub fn view(&self) -> Element<'_, Message> {
        let choice = |d: Difficulty| -> Element<'_, Message> {
            let best = match self.best[index(d)] {
                Some(time) => t!("best-time", time = format_time(time)),
                None => String::new(),
            };
            let label = row![
                text(crate::i18n::difficulty_title(d)).size(19).width(Length::Fill),
                text(best).size(14).style(theme::accent_text),
            ]
            .align_y(Alignment::Center);
            let b = button(label)
                .width(Length::Fill)
                .padding([11, 18])
                .style(theme::action)
                .on_press(Message::Picked(d));
            container(b).id(format!("cube-{}", d.name())).into()
        };
        let about = column![
            text(t!("cube-title")).size(34),
            text(t!("cube-about")).size(15).style(theme::muted_text),
            space::vertical().height(6),
            Column::with_children(Difficulty::ALL.map(choice)).spacing(10),
        ]
        .spacing(8)
        .width(340);
        let back = container(
            button(text(t!("back")).size(15))
                .padding([8, 16])
                .style(theme::flat)
                .on_press(Message::Back),
        )
        .id("cube-back");
        let content = column![
            row![image(self.picture.clone()).width(PICTURE).height(PICTURE), about]
                .spacing(28)
                .align_y(Alignment::Center),
            back,
        ]
        .spacing(12)
        .align_x(Alignment::Center);
        container(container(content).padding([28, 36]).style(theme::card))
            .center(Length::Fill)
            .padding(20)
            .into()
    }
}

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
        let b = button(container(text(face.name()).size(15)).center(Length::Fill))
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

/// A side of a face as drawn flat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// Row 0.
    Top,
    /// Column 8.
    Right,
    /// Row 8.
    Bottom,
    /// Column 0.
    Left,
}

impl Side {
    /// Every side, clockwise from the top.
    pub const ALL: [Side; 4] = [Side::Top, Side::Right, Side::Bottom, Side::Left];

    /// The `(row, col)` of the `i`-th cell along this side (left to right, top to bottom).
    fn place(self, i: usize) -> (usize, usize) {
        match self {
            Side::Top => (0, i),
            Side::Bottom => (8, i),
            Side::Left => (i, 0),
            Side::Right => (i, 8),
        }
    }

    /// The side's name as a house, in the window's language: `top row`, `right column`, ...
    pub fn name(self) -> String {
        t!(match self {
            Side::Top => "side-top",
            Side::Right => "side-right",
            Side::Bottom => "side-bottom",
            Side::Left => "side-left",
        })
    }
}

/// Where a linked side of a face joins another face: read from the cube's geometry, so the
/// labels cannot drift from what the engine links.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EdgeLink {
    /// The side of the face shown.
    pub side: Side,
    /// The face it joins.
    pub other: Face,
    /// The side of that face holding the same cells.
    pub other_side: Side,
    /// Whether the cells run the other way along it.
    pub reversed: bool,
}

impl EdgeLink {
    /// The label drawn on the edge: `Right, top row, reversed`.
    pub fn label(&self) -> String {
        let id = if self.reversed {
            "edge-link-reversed"
        } else {
            "edge-link"
        };
        t!(
            id,
            face = crate::i18n::face_name(self.other),
            side = self.other_side.name()
        )
    }
}

/// The linked sides of `face`: each side whose nine cells are also a side of another face.
pub fn edge_links(face: Face) -> Vec<EdgeLink> {
    let geometry = crate::engine::Shape::Cube.geometry();
    let cells = |f: Face, side: Side| -> [usize; 9] {
        std::array::from_fn(|i| {
            let (r, c) = side.place(i);
            geometry.cell_at(f, r, c)
        })
    };
    let mut links = Vec::new();
    for side in Side::ALL {
        let here = cells(face, side);
        for other in Face::ALL.into_iter().filter(|&f| f != face) {
            for other_side in Side::ALL {
                let there = cells(other, other_side);
                let mut back = there;
                back.reverse();
                if here == there || here == back {
                    links.push(EdgeLink {
                        side,
                        other,
                        other_side,
                        reversed: here != there,
                    });
                }
            }
        }
    }
    links
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edge_labels_follow_the_geometry() {
        let labels =
            |face: Face| -> Vec<(Side, String)> { edge_links(face).iter().map(|l| (l.side, l.label())).collect() };
        // As design/cube.md has it: U(8,i) = F(0,i), F(i,8) = R(i,0), U(i,8) = R(0,8-i).
        assert_eq!(
            labels(Face::Top),
            vec![
                (Side::Right, "Right, top row, reversed".to_string()),
                (Side::Bottom, "Front, top row".to_string()),
            ]
        );
        assert_eq!(
            labels(Face::Front),
            vec![
                (Side::Top, "Top, bottom row".to_string()),
                (Side::Right, "Right, left column".to_string()),
            ]
        );
        assert_eq!(
            labels(Face::Right),
            vec![
                (Side::Top, "Top, right column, reversed".to_string()),
                (Side::Left, "Front, right column".to_string()),
            ]
        );
    }
}
