//! The jigsaw's region painter on the entry screen: the cells tinted by the region each is in,
//! the borders between regions drawn as on the board ([`bordered`]), and the mouse painting:
//! a press on a cell takes its region, a drag puts every cell it crosses in that region.
//! The map may not be nine regions of nine while it is painted, so this is drawn from the
//! map itself rather than as a board of a layout.

use iced::alignment::{Horizontal, Vertical};
use iced::widget::{canvas, container, stack, text};
use iced::{Border, Color, Element, Length, Point, Theme};

use super::{Custom, Message};
use crate::app::theme;
use crate::app::widget::board::{board_metrics, cell_id, Board, Layers, LABEL};
use crate::app::widget::cages::CageLines;
use crate::app::widget::regions::bordered;
use crate::app::widget::touch::Touch;
use crate::engine::{Face, Shape};

/// The regions' tints, light theme: nine pale colours far enough apart to tell regions apart
/// beside the borders.
const LIGHT: [[u8; 3]; 9] = [
    [0xFD, 0xE2, 0xE4],
    [0xE2, 0xF0, 0xCB],
    [0xCD, 0xE7, 0xF0],
    [0xFF, 0xF1, 0xC1],
    [0xE8, 0xDF, 0xF5],
    [0xD4, 0xF1, 0xE8],
    [0xFC, 0xE1, 0xC8],
    [0xDD, 0xE3, 0xF8],
    [0xF3, 0xE0, 0xEC],
];

/// The same tints for the dark theme: dark enough that the light digits stay readable.
const DARK: [[u8; 3]; 9] = [
    [0x4A, 0x2F, 0x33],
    [0x3A, 0x4A, 0x2C],
    [0x2C, 0x44, 0x50],
    [0x4A, 0x42, 0x26],
    [0x3C, 0x33, 0x50],
    [0x2A, 0x4A, 0x40],
    [0x4D, 0x3A, 0x2A],
    [0x33, 0x3B, 0x57],
    [0x4A, 0x33, 0x42],
];

/// The tint of region `region` (0..9) in `theme`.
pub fn region_tint(theme: &Theme, region: u8) -> Color {
    let table = if theme.extended_palette().is_dark { DARK } else { LIGHT };
    let [r, g, b] = table[usize::from(region) % 9];
    Color::from_rgb8(r, g, b)
}

impl Custom {
    /// A killer's board in a square of `side`: the cages drawn so far over the givens (a
    /// killer board draws its own once they make one), taking strokes while drawing cages.
    pub(super) fn killer_view(&self, side: f32) -> Element<'_, Message> {
        let (Some(grid), Some(draft)) = (&self.board.grid, &self.board.cages) else {
            return self.board_view(side);
        };
        if !self.painting() && grid.shape().cages().is_some() {
            return self.board_view(side);
        }
        let conflicts = self.board.conflicts();
        let board = Board {
            grid,
            givens: grid,
            notes: &[],
            remembered: &[],
            selected: self.board.selected,
            also: &[],
            filtered: &[],
            colours: &[],
            hint_cells: &[],
            hint_target: None,
            wrong: &[],
            conflicts: &conflicts,
            peers: !self.painting(),
            same_digit: !self.painting(),
        };
        let view = match self.painting() {
            true => board.view_picking(
                Face::Top,
                side,
                Layers::default(),
                |cell, _| Message::PaintFrom(cell),
                Message::PaintOver,
                Message::PaintDone,
            ),
            false => board.view(Face::Top, side, Message::Cell),
        };
        if grid.shape().cages().is_some() {
            return container(view).id("custom-grid").into();
        }
        let m = board.metrics(side);
        // The cages drawn so far, as a killer board draws its own.
        let lines = canvas(CageLines {
            cages: draft.cages(),
            metrics: m,
            broken: Vec::new(),
        })
        .width(m.side())
        .height(m.side());
        // Over the cells, past the labels' room.
        let lines = container(lines).padding(iced::Padding {
            top: LABEL,
            left: LABEL,
            ..iced::Padding::ZERO
        });
        container(stack![view, lines]).id("custom-grid").into()
    }

    /// The painter in a square of `side` (as the board would take, labels' room included).
    pub(super) fn painter(&self, side: f32) -> Element<'_, Message> {
        let Some(map) = self.board.map else {
            return self.board_view(side);
        };
        let m = board_metrics(side).without_boxes();
        let digit_size = (m.cell * 0.58).round();
        let letter_size = (m.cell * 0.22).round().max(8.0);
        let grid = self.board.grid.as_ref();
        let selected = self.board.selected;
        let cell_view = |r: usize, c: usize| -> Element<'_, Message> {
            let cell = r * 9 + c;
            let region = map[cell];
            let digit = grid
                .and_then(|g| g.get(cell))
                .map(|d| d.to_string())
                .unwrap_or_default();
            // Numbered 1 to 9, as the pad's digits that paint them.
            let letter = text((region + 1).to_string())
                .size(letter_size)
                .style(theme::muted_text);
            let content = stack![
                container(letter).padding([1, 3]),
                text(digit)
                    .size(digit_size)
                    .width(Length::Fill)
                    .height(Length::Fill)
                    .align_x(Horizontal::Center)
                    .align_y(Vertical::Center),
            ];
            let chosen = selected == Some(cell);
            container(content)
                .width(m.cell)
                .height(m.cell)
                .style(move |t: &Theme| container::Style {
                    background: Some(region_tint(t, region).into()),
                    border: Border {
                        color: theme::colors(t).accent,
                        width: if chosen { 3.0 } else { 0.0 },
                        radius: 0.0.into(),
                    },
                    text_color: Some(theme::colors(t).given_text),
                    ..container::Style::default()
                })
                .id(cell_id(&Shape::Classic, Face::Top, r, c))
                .into()
        };
        // The labels' room, as the board keeps it, so the painter sits where the board did.
        let placed = container(bordered(map, m, cell_view)).padding(iced::Padding {
            top: LABEL,
            left: LABEL,
            ..iced::Padding::ZERO
        });
        let place = move |offset: f32| (0..9).find(|&i| (m.start(i)..m.start(i) + m.cell).contains(&offset));
        let locate = move |p: Point| Some(place(p.y - LABEL)? * 9 + place(p.x - LABEL)?);
        let touch = Touch::new(
            placed,
            locate,
            |_, cell, _| Message::PaintFrom(cell),
            |_, cell| Message::PaintOver(cell),
            Message::PaintDone,
        );
        container(touch).id("region-painter").into()
    }
}
