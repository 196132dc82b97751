//! How to play's part on the Diagonal and Jigsaw boards: a small example board of each, drawn
//! in the theme's board colours, beside the variant's rules.

use iced::alignment::Vertical;
use iced::widget::canvas::{self, Frame, Path, Stroke};
use iced::widget::{canvas as canvas_widget, column, container, row, text};
use iced::{mouse, Alignment, Color, Element, Length, Point, Rectangle, Renderer, Size, Theme};

use super::Message;
use crate::app::theme;
use crate::t;

/// Side of a variant's example board, in logical pixels.
const EXAMPLE: f32 = 198.0;

/// The example jigsaw's regions, row by row: the classic boxes with a few cells traded across
/// their borders, every region still one connected piece of nine (checked in the tests).
pub const EXAMPLE_REGIONS: &str = "AABBBBCCCAAAABBBCCADABBCCCCDDAEEEEFFDDDEEFFFFGDDHEEFFFGDGHEHIIIGGGHHHHIIGGGHHIIII";

/// The region of the example jigsaw that is tinted and filled with 1 to 9.
const EXAMPLE_REGION: u8 = b'E';

/// The digits on the example diagonal board's down diagonal (r1c1 to r9c9) and up diagonal
/// (r1c9 to r9c1), row by row: each diagonal 1 to 9 once, the centre shared, and no digit
/// twice in a row, column or box.
const EXAMPLE_DOWN: [u8; 9] = [1, 2, 3, 4, 5, 6, 7, 8, 9];
const EXAMPLE_UP: [u8; 9] = [2, 1, 4, 3, 5, 7, 6, 9, 8];

/// A variant's example board in the help, drawn in the theme's board colours: the diagonal
/// board with its diagonals tinted and filled, or the example jigsaw with its regions' thick
/// borders and one region tinted and filled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExampleBoard {
    /// Both main diagonals tinted, each holding 1 to 9.
    Diagonal,
    /// [`EXAMPLE_REGIONS`] with thick borders between regions.
    Jigsaw,
}

impl ExampleBoard {
    /// The digit drawn in cell (`row`, `col`), if any, and whether the cell is tinted.
    pub fn cell(self, row: usize, col: usize) -> (Option<u8>, bool) {
        match self {
            ExampleBoard::Diagonal => {
                let digit = if row == col {
                    Some(EXAMPLE_DOWN[row])
                } else if row + col == 8 {
                    Some(EXAMPLE_UP[row])
                } else {
                    None
                };
                (digit, digit.is_some())
            }
            ExampleBoard::Jigsaw => {
                let region = example_region(row, col);
                if region != EXAMPLE_REGION {
                    return (None, false);
                }
                // The region's cells in reading order hold 1, 2, 3...
                let rank = (0..row * 9 + col)
                    .filter(|&i| example_region(i / 9, i % 9) == EXAMPLE_REGION)
                    .count();
                (Some(rank as u8 + 1), true)
            }
        }
    }

    /// Whether a thick line parts cell `a` from the cell next to it, `b` (both `(row, col)`):
    /// the boxes' borders on the diagonal board, the regions' on the jigsaw.
    fn thick_between(self, a: (usize, usize), b: (usize, usize)) -> bool {
        match self {
            ExampleBoard::Diagonal => a.0 / 3 != b.0 / 3 || a.1 / 3 != b.1 / 3,
            ExampleBoard::Jigsaw => example_region(a.0, a.1) != example_region(b.0, b.1),
        }
    }
}

/// The example jigsaw's region letter of cell (`row`, `col`).
fn example_region(row: usize, col: usize) -> u8 {
    EXAMPLE_REGIONS.as_bytes()[row * 9 + col]
}

impl<M> canvas::Program<M> for ExampleBoard {
    type State = ();

    fn draw(
        &self,
        _state: &(),
        renderer: &Renderer,
        theme: &Theme,
        bounds: Rectangle,
        _cursor: mouse::Cursor,
    ) -> Vec<canvas::Geometry> {
        let mut frame = Frame::new(renderer, bounds.size());
        let c = theme::colors(theme);
        let side = bounds.width.min(bounds.height);
        let step = side / 9.0;
        let tint = Color {
            a: if theme.extended_palette().is_dark { 0.32 } else { 0.2 },
            ..c.accent
        };
        for row in 0..9 {
            for col in 0..9 {
                let at = Point::new(col as f32 * step, row as f32 * step);
                let (digit, tinted) = self.cell(row, col);
                frame.fill_rectangle(at, Size::new(step, step), c.cell);
                if tinted {
                    frame.fill_rectangle(at, Size::new(step, step), tint);
                }
                if let Some(digit) = digit {
                    frame.fill_text(canvas::Text {
                        content: digit.to_string(),
                        position: Point::new(at.x + step / 2.0, at.y + step / 2.0),
                        color: c.given_text,
                        size: (step * 0.66).into(),
                        align_x: iced::widget::text::Alignment::Center,
                        align_y: Vertical::Center,
                        ..canvas::Text::default()
                    });
                }
            }
        }
        // The thin lines first, then the thick ones over them, each edge of each cell once.
        let thin = Stroke::default().with_color(c.thin_line).with_width(1.0);
        let thick = Stroke::default().with_color(c.thick_line).with_width(2.5);
        for pass_thick in [false, true] {
            for row in 0..9 {
                for col in 0..9 {
                    let x = col as f32 * step;
                    let y = row as f32 * step;
                    if col < 8 && self.thick_between((row, col), (row, col + 1)) == pass_thick {
                        let line = Path::line(Point::new(x + step, y), Point::new(x + step, y + step));
                        frame.stroke(&line, if pass_thick { thick } else { thin });
                    }
                    if row < 8 && self.thick_between((row, col), (row + 1, col)) == pass_thick {
                        let line = Path::line(Point::new(x, y + step), Point::new(x + step, y + step));
                        frame.stroke(&line, if pass_thick { thick } else { thin });
                    }
                }
            }
        }
        let border = 2.5;
        frame.stroke(
            &Path::rectangle(
                Point::new(border / 2.0, border / 2.0),
                Size::new(side - border, side - border),
            ),
            thick,
        );
        vec![frame.into_geometry()]
    }
}

/// One variant's part of the help (id `help-NAME`): its heading, the example board (id
/// `help-NAME-board`) beside its rules and what the picture shows, then how the board draws
/// it; `words` are the messages of the heading, the rules, the picture and the board. A
/// `stacked` section (a narrow page) puts the picture above its words, which then take the
/// page's whole width instead of a thin column beside it.
pub(super) fn variant_section<'a>(
    name: &str,
    board: ExampleBoard,
    words: [&str; 4],
    stacked: bool,
) -> Element<'a, Message> {
    let [heading, rules, caption, drawn] = words;
    let picture = container(canvas_widget(board).width(EXAMPLE).height(EXAMPLE)).id(format!("help-{name}-board"));
    let about = column![
        text(t!(rules)).size(15),
        text(t!(caption)).size(13).style(theme::muted_text),
    ]
    .spacing(8)
    .width(Length::Fill);
    let figure: Element<'a, Message> = if stacked {
        column![picture, about].spacing(10).into()
    } else {
        row![picture, about].spacing(18).align_y(Alignment::Center).into()
    };
    container(column![text(t!(heading)).size(17), figure, text(t!(drawn)).size(15)].spacing(10))
        .id(format!("help-{name}"))
        .into()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Digit, Grid, Regions, Shape};

    /// The example board's digits as a grid of `shape`.
    fn drawn(board: ExampleBoard, shape: Shape) -> Grid {
        let mut grid = Grid::empty(shape);
        for cell in 0..81 {
            let (digit, _) = board.cell(cell / 9, cell % 9);
            grid.set(cell, digit.and_then(Digit::new));
        }
        grid
    }

    #[test]
    fn the_example_boards_keep_their_own_rules() {
        let regions = Regions::parse(EXAMPLE_REGIONS).expect("nine regions of nine");
        assert!(regions.is_connected(), "every example region is one piece");
        for (board, shape) in [
            (ExampleBoard::Diagonal, Shape::Diagonal),
            (ExampleBoard::Jigsaw, Shape::Jigsaw(regions)),
        ] {
            let grid = drawn(board, shape);
            assert!(grid.conflicts().is_empty(), "{board:?}: a digit twice in a house");
            let tinted = (0..81).filter(|&c| board.cell(c / 9, c % 9).1).count();
            // Two diagonals of nine sharing the centre; one region of nine.
            let (want_tinted, want_digits) = match board {
                ExampleBoard::Diagonal => (17, 17),
                ExampleBoard::Jigsaw => (9, 9),
            };
            assert_eq!(tinted, want_tinted, "{board:?}");
            assert_eq!(81 - grid.empty_count(), want_digits, "{board:?}");
        }
        // The jigsaw's thick lines follow the regions, not the boxes.
        let jigsaw = ExampleBoard::Jigsaw;
        assert!(
            jigsaw.thick_between((0, 1), (0, 2)),
            "r1c2 and r1c3 are in different regions"
        );
        assert!(!jigsaw.thick_between((0, 2), (0, 3)), "r1c3 and r1c4 share a region");
    }
}
