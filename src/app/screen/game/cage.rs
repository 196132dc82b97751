//! Killer: the combinations helper. With one cell selected, the status line under the board
//! names its cage's sum and size and lists the sets of digits that make the sum ("15 in 3
//! cells: 159 · 168 · 249 …"); a set the digits already placed in the cage rule out is struck
//! through and dimmed. It takes the quiet line's place (no button, nothing more on screen) and
//! gives way to the game's own messages there.

use iced::theme::Mode;
use iced::widget::text::Span;
use iced::widget::{rich_text, span};
use iced::{Element, Length};

use super::{Game, Message};
use crate::app::theme::{self, ThemeChoice};
use crate::app::widget::pad::label_width;
use crate::t;

/// One set of digits that fills a cage.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Combination {
    /// The digits, as a 9-bit mask (bit 0 = digit 1).
    pub digits: u16,
    /// A digit placed in the cage is not in the set: it cannot be the cage's.
    pub ruled_out: bool,
}

impl Combination {
    /// The digits written together, smallest first: `159`.
    pub fn text(&self) -> String {
        (1..=9u8)
            .filter(|d| self.digits & (1 << (d - 1)) != 0)
            .map(|d| char::from(b'0' + d))
            .collect()
    }
}

/// What the helper shows for a cage.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CageHelp {
    /// The cage's index in the board's cages.
    pub cage: usize,
    /// Its sum.
    pub sum: u8,
    /// How many cells it has.
    pub cells: usize,
    /// Every set of distinct digits of its size that adds up to its sum, in order.
    pub combinations: Vec<Combination>,
}

impl CageHelp {
    /// The words before the sets: "15 in 3 cells:".
    pub fn heading(&self) -> String {
        t!(
            "cage-combinations",
            sum = u32::from(self.sum),
            cells = self.cells as u32
        )
    }

    /// The whole line as plain text, the ruled-out sets in brackets (for the tests and the
    /// width estimate).
    pub fn text(&self) -> String {
        let sets: Vec<String> = self
            .combinations
            .iter()
            .map(|c| {
                if c.ruled_out {
                    format!("({})", c.text())
                } else {
                    c.text()
                }
            })
            .collect();
        format!("{} {}", self.heading(), sets.join(SEPARATOR))
    }
}

/// Between two sets.
const SEPARATOR: &str = " · ";

impl Game {
    /// Killer: the combinations helper's content for the selected cell's cage (one cell
    /// selected on a killer board; none otherwise).
    pub fn cage_help(&self) -> Option<CageHelp> {
        let cages = self.shape().cages()?;
        let cell = self.selected.filter(|_| self.also.is_empty())?;
        let index = cages.cage_of(cell);
        let cage = &cages.cages()[index];
        let grid = self.state.grid();
        let placed = cage
            .cells
            .iter()
            .filter_map(|&c| grid.get(c))
            .fold(0u16, |mask, d| mask | (1 << (d.get() - 1)));
        let combinations = cage
            .combinations()
            .iter()
            .map(|&digits| Combination {
                digits,
                ruled_out: placed & !digits != 0,
            })
            .collect();
        Some(CageHelp {
            cage: index,
            sum: cage.sum,
            cells: cage.cells.len(),
            combinations,
        })
    }

    /// The helper's line, `width` wide: the heading, then the sets, the ruled-out ones struck
    /// through and dimmed; a little smaller when the sets would not fit in the status line's
    /// two lines at its usual size.
    pub(super) fn cage_line(&self, help: &CageHelp, width: f32) -> Element<'_, Message> {
        let plain = help.text();
        // The estimate is for proportional digits; a tenth spare for where a line breaks.
        let size = if label_width(&plain, 14.0) <= 1.8 * width {
            14.0
        } else {
            12.0
        };
        // Spans take fixed colours: the theme's, from the display the game was told of.
        let choice = if self.display.dark {
            ThemeChoice::Dark
        } else {
            ThemeChoice::Light
        };
        let colours = theme::colors(&choice.theme(Mode::Light));
        let faded = colours.muted.scale_alpha(0.6);
        let mut spans: Vec<Span<'static>> = vec![span(format!("{} ", help.heading())).color(colours.muted)];
        for (i, c) in help.combinations.iter().enumerate() {
            if i > 0 {
                spans.push(span(SEPARATOR).color(colours.muted));
            }
            let set = span(c.text()).strikethrough(c.ruled_out);
            spans.push(if c.ruled_out {
                set.color(faded)
            } else {
                set.color(colours.given_text)
            });
        }
        rich_text(spans).size(size).width(Length::Fill).into()
    }
}
