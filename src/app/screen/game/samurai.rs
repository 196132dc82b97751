//! The game on a Samurai: the whole board (five grids on a 21x21 square) or one grid larger,
//! the switch between them (a small map of the five grids and a Whole board button, clicks
//! or Tab and V), and the arrows across the whole square.

use iced::widget::{button, column, container, row, space, text, tooltip, Column, Row};
use iced::{Alignment, Element, Length};

use super::{Action, Game, Message};
use crate::app::keys::Direction;
use crate::app::theme;
use crate::app::widget::plane::Plane;
use crate::engine::geometry::{SAMURAI_ORIGINS, SAMURAI_SIDE};
use crate::engine::{Face, Shape};
use crate::t;

/// The switch's height: the map's three rows of grids.
pub(super) const SAMURAI_SWITCH: f32 = 3.0 * MAP_GRID + 2.0 * MAP_GAP;
/// A grid's button on the map, and the gap between two.
const MAP_GRID: f32 = 24.0;
const MAP_GAP: f32 = 3.0;

/// The widget id of a grid's button on the map: `grid-A` to `grid-E` in the order of
/// [`Face::SAMURAI`] (its letters), and of the Whole board button.
pub fn grid_id(face: Face) -> String {
    format!("grid-{}", face.letter())
}

/// A grid's button on the map: the action's or the toggled look, squared (at this size the
/// action's rounded corners made circles, which read as dots rather than grids).
fn map_style(on: bool) -> impl Fn(&iced::Theme, button::Status) -> button::Style {
    move |t, status| {
        let mut style = if on {
            theme::toggled(t, status)
        } else {
            theme::action(t, status)
        };
        style.border.radius = 2.0.into();
        style.border.width = style.border.width.max(1.0);
        style
    }
}

/// The id of the Whole board button.
pub const WHOLE_ID: &str = "grid-whole";

impl Game {
    /// What the board shows: on a Samurai the whole square or the grid chosen, elsewhere
    /// the face shown.
    pub fn plane(&self) -> Plane {
        if self.shape() == Shape::Samurai && self.whole {
            Plane::Square
        } else {
            Plane::Face(self.face)
        }
    }

    /// Samurai: shows the whole board (`None`) or one grid larger. The selection stays: a
    /// cell of another grid is shown by switching to the whole board's place of it.
    pub(super) fn show_grid(&mut self, grid: Option<Face>) -> Action {
        if self.shape() != Shape::Samurai {
            return Action::None;
        }
        match grid {
            None => self.whole = true,
            Some(face) => {
                self.whole = false;
                self.face = face;
                // The selection moves onto the grid when it lies elsewhere: the same place.
                let geometry = self.state.grid().geometry();
                if let Some(cell) = self.selected {
                    if !geometry.positions(cell).iter().any(|p| p.face == face) {
                        self.select_only(None);
                    }
                }
            }
        }
        Action::None
    }

    /// Samurai: the next (or previous) view in the order whole board, then the five grids.
    pub(super) fn next_grid(&mut self, back: bool) -> Action {
        let views: Vec<Option<Face>> = std::iter::once(None).chain(Face::SAMURAI.map(Some)).collect();
        let now = if self.whole { None } else { Some(self.face) };
        let at = views.iter().position(|&v| v == now).unwrap_or(0);
        let next = if back { at + views.len() - 1 } else { at + 1 } % views.len();
        self.show_grid(views[next])
    }

    /// Samurai: V goes between the whole board and the grid last shown (the grid of the
    /// selected cell, when one is selected on the whole board).
    pub(super) fn toggle_whole(&mut self) -> Action {
        if self.whole {
            let geometry = self.state.grid().geometry();
            let grid = self
                .selected
                .and_then(|cell| {
                    geometry
                        .positions(cell)
                        .iter()
                        .map(|p| p.face)
                        .find(|&f| f == self.face)
                })
                .or_else(|| self.selected.map(|cell| geometry.positions(cell)[0].face))
                .unwrap_or(self.face);
            self.show_grid(Some(grid))
        } else {
            self.show_grid(None)
        }
    }

    /// Samurai, whole board: the arrows move across the 21x21 square, over the gaps between
    /// the corner grids to the next cell that way (round the edge as on one grid).
    pub(super) fn select_move_on_square(&mut self, direction: Direction) {
        let geometry = self.state.grid().geometry();
        let Some((r, c)) = self.selected.and_then(|cell| Plane::Square.place_of(geometry, cell)) else {
            let centre = SAMURAI_SIDE / 2;
            self.select_only(Plane::Square.cell_at(geometry, centre, centre));
            return;
        };
        let n = SAMURAI_SIDE;
        let step = |(r, c): (usize, usize)| match direction {
            Direction::Up => ((r + n - 1) % n, c),
            Direction::Down => ((r + 1) % n, c),
            Direction::Left => (r, (c + n - 1) % n),
            Direction::Right => (r, (c + 1) % n),
        };
        let mut place = step((r, c));
        while Plane::Square.cell_at(geometry, place.0, place.1).is_none() {
            place = step(place);
        }
        self.select_only(Plane::Square.cell_at(geometry, place.0, place.1));
    }

    /// Samurai: the switch between the whole board and one grid, `width` wide: a map of the
    /// five grids (each a button where it lies), the Whole board button, and what is shown.
    pub(super) fn samurai_switch(&self, width: f32) -> Element<'_, Message> {
        let enabled = !self.paused;
        let shown = if self.whole { None } else { Some(self.face) };
        // The map: a 3x3 of places, the grids where they lie on the board (by their top-left
        // corners: rows and columns 0, 6 and 12 of the square are places 0, 1 and 2).
        let rows = (0..3).map(|pr| {
            let places = (0..3).map(|pc| -> Element<'_, Message> {
                let grid = Face::SAMURAI
                    .iter()
                    .zip(SAMURAI_ORIGINS)
                    .find(|(_, (r0, c0))| (r0 / 6, c0 / 6) == (pr, pc))
                    .map(|(&face, _)| face);
                match grid {
                    Some(face) => {
                        let b = button(space())
                            .width(MAP_GRID)
                            .height(MAP_GRID)
                            .padding(0)
                            .style(map_style(shown == Some(face)))
                            .on_press_maybe(enabled.then_some(Message::GridShown(Some(face))));
                        // The map's squares have no room for words: the grid's name shows
                        // when the pointer rests on one.
                        let name = container(text(crate::i18n::face_name(face)).size(13))
                            .padding([3, 6])
                            .style(theme::card);
                        let b = tooltip(b, name, tooltip::Position::Bottom).gap(4);
                        container(b).id(grid_id(face)).into()
                    }
                    None => space().width(MAP_GRID).height(MAP_GRID).into(),
                }
            });
            Row::with_children(places).spacing(MAP_GAP).into()
        });
        let map = Column::with_children(rows).spacing(MAP_GAP);
        let whole = button(container(text(t!("samurai-whole")).size(15)).center(Length::Fill))
            .height(32)
            .padding([0, 12])
            .style(if self.whole { theme::toggled } else { theme::action })
            .on_press_maybe(enabled.then_some(Message::GridShown(None)));
        let name = match shown {
            None => t!("samurai-showing-whole"),
            Some(face) => t!("samurai-showing-grid", grid = crate::i18n::face_name(face)),
        };
        let words = column![
            container(whole).id(WHOLE_ID),
            text(name).size(13).style(theme::muted_text)
        ]
        .spacing(6);
        container(row![map, words].spacing(14).align_y(Alignment::Center))
            .width(width)
            .height(SAMURAI_SWITCH)
            .align_y(iced::alignment::Vertical::Center)
            .id("samurai-switch")
            .into()
    }
}
