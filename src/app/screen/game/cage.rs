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
    /// Every set of distinct digits of its size that adds up to its sum, in the order of their
    /// digits written out (`1 2 4 8 9` before `1 2 5 7 9`).
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

    /// What fits the status line's two lines `width` wide: the size, the sets shown and how
    /// many are left out. All of them at 14 px, else at 12 px; when even that is too long (a
    /// long cage at 640x540 ran to a third line, cut off), the ruled-out sets go first (they
    /// cannot be the cage's), then the last sets, named by a count ("· +3").
    pub fn fitted(&self, width: f32) -> (f32, CageHelp, usize) {
        // The estimate is for proportional digits; a tenth spare for where a line breaks.
        let fits = |help: &CageHelp, more: usize, size: f32| {
            let tail = if more > 0 {
                format!("{SEPARATOR}+{more}")
            } else {
                String::new()
            };
            label_width(&format!("{}{tail}", help.text()), size) <= 1.8 * width
        };
        if fits(self, 0, 14.0) {
            return (14.0, self.clone(), 0);
        }
        let mut shown = self.clone();
        let all = shown.combinations.len();
        if !fits(&shown, 0, 12.0) {
            shown.combinations.retain(|c| !c.ruled_out);
        }
        while !shown.combinations.is_empty() && !fits(&shown, all - shown.combinations.len(), 12.0) {
            shown.combinations.pop();
        }
        let hidden = all - shown.combinations.len();
        (12.0, shown, hidden)
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
        let mut combinations: Vec<Combination> = cage
            .combinations()
            .iter()
            .map(|&digits| Combination {
                digits,
                ruled_out: placed & !digits != 0,
            })
            .collect();
        // As a player reads them: 12489 before 12579.
        combinations.sort_by_key(Combination::text);
        Some(CageHelp {
            cage: index,
            sum: cage.sum,
            cells: cage.cells.len(),
            combinations,
        })
    }

    /// The helper's line, `width` wide: the heading, then the sets, the ruled-out ones struck
    /// through and dimmed; see [`CageHelp::fitted`] for how it keeps to the status line's two
    /// lines.
    pub(super) fn cage_line(&self, help: &CageHelp, width: f32) -> Element<'_, Message> {
        let (size, help, hidden) = help.fitted(width);
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
        if hidden > 0 {
            spans.push(span(format!("{SEPARATOR}+{hidden}")).color(colours.muted));
        }
        rich_text(spans).size(size).width(Length::Fill).into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A cage of `cells` cells adding up to `sum`, with the digits `placed` in it.
    fn cage(sum: u8, cells: usize, placed: u16) -> CageHelp {
        let combinations = (1u16..512)
            .filter(|m| m.count_ones() as usize == cells)
            .filter(|m| (1..=9u16).filter(|d| m & (1 << (d - 1)) != 0).sum::<u16>() == u16::from(sum))
            .map(|digits| Combination {
                digits,
                ruled_out: placed & !digits != 0,
            })
            .collect();
        CageHelp {
            cage: 0,
            sum,
            cells,
            combinations,
        }
    }

    #[test]
    fn the_longest_cages_keep_to_two_lines_at_the_smallest_board() {
        // 25 in 5 cells has 12 sets; at the minimum window the line is about 260 px.
        let long = cage(25, 5, 0);
        assert!(long.combinations.len() >= 10);
        for width in [260.0, 300.0, 410.0] {
            let (size, shown, hidden) = long.fitted(width);
            let tail = if hidden > 0 {
                format!("{SEPARATOR}+{hidden}")
            } else {
                String::new()
            };
            let used = label_width(&format!("{}{tail}", shown.text()), size);
            assert!(used <= 1.8 * width, "{used} px of text in two lines of {width}");
            assert_eq!(shown.combinations.len() + hidden, long.combinations.len());
            assert!(!shown.combinations.is_empty(), "some sets shown at {width}");
        }
        assert!(long.fitted(260.0).2 > 0, "at 260 px not every set fits");
        // A short cage shows every set at the usual size.
        let short = cage(10, 2, 0);
        assert_eq!(short.fitted(260.0), (14.0, short.clone(), 0));
        // The ruled-out sets leave before any possible one.
        let placed = cage(25, 5, 1 << 8);
        let (_, shown, _) = placed.fitted(260.0);
        let possible = placed.combinations.iter().filter(|c| !c.ruled_out).count();
        if shown.combinations.len() < possible {
            assert!(shown.combinations.iter().all(|c| !c.ruled_out));
        }
    }
}
