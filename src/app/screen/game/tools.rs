//! The player's tools on the game screen: a selection of several cells (Ctrl+click toggles a
//! cell, Shift+click adds one, a drag adds the cells it crosses; the arrows collapse it to
//! one), the candidate filter, and the colour marks; with their control, a row of filter
//! digits and a row of colours ([`Game::tools_bar`]).
//!
//! The filter lights up every cell that still has the chosen candidate as the player sees the
//! board ([`crate::play::GameState::has_candidate`]): the notes where the player keeps some,
//! else the digits the placed ones leave possible. Colour marks are moves of the game
//! ([`crate::play::GameState::paint`]): undone, saved and reset with it.

use iced::alignment::{Horizontal, Vertical};
use iced::widget::{button, column, container, row, text, Row};
use iced::{Border, Color, Element, Length, Theme};

pub use crate::app::widget::touch::Pick;

use super::{Action, Game, Message, Tone};
use crate::app::theme;
use crate::engine::Digit;
use crate::play::{Outcome, CELL_COLOURS};
use crate::t;

/// The height of a row of the tools' control.
const TOOL_ROW: f32 = 28.0;

impl Game {
    /// The selected cells: the cell the keys move from first, then the others.
    pub fn selection(&self) -> Vec<usize> {
        let mut cells: Vec<usize> = self.selected.into_iter().collect();
        cells.extend(self.also.iter().copied().filter(|&c| Some(c) != self.selected));
        cells
    }

    /// The candidate filter's digit, if it is on.
    pub fn filter(&self) -> Option<Digit> {
        self.filter
    }

    /// The cells the candidate filter lights up (none while it is off or the game paused).
    pub fn filtered_cells(&self) -> Vec<usize> {
        match self.filter {
            Some(digit) if !self.paused => self.state.candidate_cells(digit),
            _ => Vec::new(),
        }
    }

    /// Selects `cell` alone (or nothing).
    pub(super) fn select_only(&mut self, cell: Option<usize>) {
        self.selected = cell;
        self.also.clear();
    }

    /// Adds `cell` to the selection; it becomes the cell the keys move from.
    fn select_add(&mut self, cell: usize) {
        if let Some(old) = self.selected.filter(|&old| old != cell) {
            if !self.also.contains(&old) {
                self.also.push(old);
            }
        }
        self.also.retain(|&c| c != cell);
        self.selected = Some(cell);
    }

    /// A press on `cell`: the selection changes as `pick` says, and a drag from here adds the
    /// cells it crosses (not after Ctrl took the cell out).
    pub(super) fn pick(&mut self, cell: usize, pick: Pick) {
        self.dragging = true;
        match pick {
            Pick::Only => self.select_only(Some(cell)),
            Pick::Add => self.select_add(cell),
            Pick::Toggle if self.selected == Some(cell) => {
                self.selected = self.also.pop();
                self.dragging = false;
            }
            Pick::Toggle if self.also.contains(&cell) => {
                self.also.retain(|&c| c != cell);
                self.dragging = false;
            }
            Pick::Toggle => self.select_add(cell),
        }
    }

    /// The held mouse is over `cell`: during a drag, it joins the selection.
    pub(super) fn drag_over(&mut self, cell: usize) {
        if self.dragging && cell < self.state.grid().len() {
            self.select_add(cell);
        }
    }

    /// Cube, 3D view: the held mouse is at `point`; during a drag the cell there joins the
    /// selection (and its face becomes the face played, as for a press).
    pub(super) fn cube_dragged(&mut self, point: iced::Point, side: f32) -> Action {
        if let Some((face, row, col)) = self.cube_board.hit(point, side) {
            if self.dragging {
                self.face = face;
                self.drag_over(self.state.grid().geometry().cell_at(face, row, col));
            }
        }
        Action::None
    }

    /// The filter on `digit`, or off if it was on it.
    pub(super) fn toggle_filter(&mut self, digit: Digit) {
        self.filter = if self.filter == Some(digit) { None } else { Some(digit) };
    }

    /// Paints `colour` (0: none) on the selected cells, as one move. A hint on show stays:
    /// a colour changes neither a digit nor a note.
    pub(super) fn paint(&mut self, colour: u8) -> Action {
        let cells = self.selection();
        if cells.is_empty() {
            self.say(t!("say-select-first"), Tone::Info);
            return Action::None;
        }
        match self.state.paint(&cells, colour) {
            Ok(Outcome::Unchanged) => {}
            Ok(_) => self.status = None,
            Err(refusal) => self.say(refusal.to_string(), Tone::Bad),
        }
        Action::None
    }

    /// The tools' control, `width` wide, with the id `tools`: a row of filter digits 1 to 9
    /// (`filter-N`, the one on drawn pressed; again to switch it off) and a row of colour
    /// swatches (`paint-N`) with one that takes the colour off (`paint-0`). Built to be placed
    /// beside or under the pad.
    pub(super) fn tools_bar(&self, width: f32) -> Element<'_, Message> {
        let playing = self.playing();
        let label_width = (width * 0.24).clamp(54.0, 82.0);
        let gap = 3.0;
        let caption = |words: String| {
            text(words)
                .size(12)
                .width(label_width)
                .height(TOOL_ROW)
                .align_y(Vertical::Center)
                .style(theme::muted_text)
        };
        let room = width - label_width - gap;
        let geometry = self.state.grid().geometry();
        // Sixteen keys (Giant) fit the row only closer together, with smaller symbols.
        let n = geometry.size() as f32;
        let (digit_gap, symbol) = if geometry.size() > 9 { (1.0, 11) } else { (gap, 13) };
        let key = ((room - (n - 1.0) * digit_gap) / n).floor().max(12.0);
        let mut digits: Vec<Element<'_, Message>> = Vec::new();
        for digit in geometry.digits() {
            let on = self.filter == Some(digit);
            let b = button(
                text(digit.to_string())
                    .size(symbol)
                    .align_x(Horizontal::Center)
                    .width(Length::Fill),
            )
            .width(key)
            .height(TOOL_ROW)
            .padding([4, 0])
            .style(if on { theme::toggled } else { theme::action })
            .on_press_maybe((!self.paused).then_some(Message::Filter(digit)));
            digits.push(container(b).id(format!("filter-{digit}")).into());
        }
        let swatch = ((room - gap * f32::from(CELL_COLOURS)) / f32::from(CELL_COLOURS + 1)).floor();
        let mut colours: Vec<Element<'_, Message>> = vec![caption(t!("tools-colour")).into()];
        for colour in 1..=CELL_COLOURS {
            let b = button(text(""))
                .width(swatch)
                .height(TOOL_ROW)
                .style(swatch_style(colour))
                .on_press_maybe(playing.then_some(Message::Paint(colour)));
            colours.push(container(b).id(format!("paint-{colour}")).into());
        }
        let eraser = button(
            text("\u{2715}")
                .size(13)
                .align_x(Horizontal::Center)
                .width(Length::Fill),
        )
        .width(swatch)
        .height(TOOL_ROW)
        .padding([4, 0])
        .style(theme::action)
        .on_press_maybe(playing.then_some(Message::Paint(0)));
        colours.push(container(eraser).id("paint-0").into());
        let rows = column![
            row![
                caption(t!("tools-filter")),
                Row::with_children(digits).spacing(digit_gap)
            ]
            .spacing(gap),
            Row::with_children(colours).spacing(gap),
        ]
        .spacing(6);
        container(rows).id("tools").width(width).into()
    }

    /// What the status line says about a selection of several cells, if there is one.
    pub(super) fn selection_status(&self) -> Option<String> {
        (!self.also.is_empty()).then(|| t!("status-selected", count = self.also.len() + 1))
    }
}

/// A colour swatch's button: the mark's colour, framed; lighter when hovered.
fn swatch_style(colour: u8) -> impl Fn(&Theme, button::Status) -> button::Style {
    move |t, status| {
        let fill = theme::mark_colors(t).cells[usize::from(colour - 1)];
        let c = theme::colors(t);
        let background = match status {
            button::Status::Hovered | button::Status::Pressed => mix(fill, c.surface, 0.25),
            button::Status::Disabled => mix(fill, c.surface, 0.6),
            button::Status::Active => fill,
        };
        button::Style {
            background: Some(iced::Background::Color(background)),
            text_color: c.given_text,
            border: Border {
                color: c.thick_line,
                width: 1.0,
                radius: 4.0.into(),
            },
            ..button::Style::default()
        }
    }
}

fn mix(a: Color, b: Color, t: f32) -> Color {
    Color::from_rgb(a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t)
}
