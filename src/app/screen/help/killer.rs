//! How to play's part on Killer sudoku: the rules, how the board draws the cages, an example
//! board with a few cages (the rule of 45 worked in its top-left box), and how to start: cage
//! combinations, the rule of 45 and the combinations helper.

use iced::alignment::Vertical;
use iced::widget::canvas::{self, Frame, Path, Stroke};
use iced::widget::{canvas as canvas_widget, column, container, row, text};
use iced::{mouse, Alignment, Color, Element, Point, Rectangle, Renderer, Size, Theme};

use super::Message;
use crate::app::theme;
use crate::app::widget::cages::{draw_cages, sum_band, CageInk, CellPlaces};
use crate::engine::Cage;
use crate::t;

/// Side of the example board, in logical pixels: larger than the other variants' examples, so
/// the sums in the cages' corners can be read.
const EXAMPLE: f32 = 252.0;

/// Width of the text beside the example board. Fixed, so that the row wraps it under the
/// board when the window is too narrow for both (a `Fill` width would always wrap).
const CAPTION: f32 = 360.0;

/// The solved grid the example's cages are laid over, row by row. Its top-left box is
/// `129 / 638 / 457`.
pub const EXAMPLE_SOLUTION: &str = "129345678638127459457689123213456897574298316896713245345871962761932584982564731";

/// The example's cages (cells in reading order); their sums are the solution's. The first
/// three fill the top-left box but for r3c3, which the fourth takes down out of the box: the
/// rule of 45 gives it, 45 - (3 + 17 + 18) = 7.
pub const EXAMPLE_CAGES: &[&[usize]] = &[
    &[0, 1],          // 3 = 1 + 2
    &[2, 11],         // 17 = 9 + 8
    &[9, 10, 18, 19], // 18
    &[20, 29],        // r3c3 and the cell below it
    &[3, 4, 12],
    &[5, 14],
    &[27, 36],
];

/// The cell the rule of 45 fills in the example: tinted and given its digit.
pub const EXAMPLE_INNIE: usize = 20;

/// The cages whose candidates the picture writes as notes: the 3 and the 17 of two cells.
const EXAMPLE_NOTED: [usize; 2] = [0, 1];

/// The example's digit in `cell` (1..=9).
pub fn example_digit(cell: usize) -> u8 {
    EXAMPLE_SOLUTION.as_bytes()[cell] - b'0'
}

/// The sum of example cage `index`.
pub fn example_sum(index: usize) -> u8 {
    EXAMPLE_CAGES[index].iter().map(|&c| example_digit(c)).sum()
}

/// The example's cages with their sums.
pub fn example_cages() -> Vec<Cage> {
    EXAMPLE_CAGES
        .iter()
        .enumerate()
        .map(|(i, cells)| Cage {
            cells: cells.to_vec(),
            sum: example_sum(i),
        })
        .collect()
}

/// The example killer board, drawn in the theme's board colours.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExampleKiller;

impl<M> canvas::Program<M> for ExampleKiller {
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
        let corner = |cell: usize| Point::new((cell % 9) as f32 * step, (cell / 9) as f32 * step);
        frame.fill_rectangle(Point::ORIGIN, Size::new(side, side), c.cell);
        frame.fill_rectangle(corner(EXAMPLE_INNIE), Size::new(step, step), tint);
        let write = |frame: &mut Frame, content: String, at: Point, size: f32, color: Color| {
            frame.fill_text(canvas::Text {
                content,
                position: at,
                color,
                size: size.into(),
                align_x: iced::widget::text::Alignment::Center,
                align_y: Vertical::Center,
                ..canvas::Text::default()
            });
        };
        // The innie's digit below the strip its cage's sum takes, as the board keeps notes.
        let band = sum_band(step);
        let at = corner(EXAMPLE_INNIE);
        let centre = Point::new(at.x + step / 2.0, at.y + band + (step - band) / 2.0);
        let size = (step * 0.6).min(step - band);
        write(
            &mut frame,
            example_digit(EXAMPLE_INNIE).to_string(),
            centre,
            size,
            c.entry_text,
        );
        // The two-cell cages' only digits, as notes in each of their cells.
        for &cage in &EXAMPLE_NOTED {
            let mut digits: Vec<u8> = EXAMPLE_CAGES[cage].iter().map(|&c| example_digit(c)).collect();
            digits.sort_unstable();
            let notes: String = digits.iter().map(u8::to_string).collect::<Vec<_>>().join(" ");
            for &cell in EXAMPLE_CAGES[cage] {
                let at = corner(cell);
                let centre = Point::new(at.x + step / 2.0, at.y + step * 0.62);
                write(&mut frame, notes.clone(), centre, step * 0.32, c.note_text);
            }
        }
        let thin = Stroke::default().with_color(c.thin_line).with_width(1.0);
        let thick = Stroke::default().with_color(c.thick_line).with_width(2.5);
        for i in 1..9 {
            let stroke = if i % 3 == 0 { thick } else { thin };
            let at = i as f32 * step;
            frame.stroke(&Path::line(Point::new(at, 0.0), Point::new(at, side)), stroke);
            frame.stroke(&Path::line(Point::new(0.0, at), Point::new(side, at)), stroke);
        }
        let border = 2.5;
        frame.stroke(
            &Path::rectangle(
                Point::new(border / 2.0, border / 2.0),
                Size::new(side - border, side - border),
            ),
            thick,
        );
        // The cages as the game's board draws them.
        let places = CellPlaces::even(Point::ORIGIN, step, 0.0);
        draw_cages(&mut frame, &example_cages(), &places, CageInk::of(theme), &[]);
        vec![frame.into_geometry()]
    }
}

/// The Killer part of the help (id `help-killer`): the rules, the example board (id
/// `help-killer-board`) with what it shows, how the board draws cages, and how to start (id
/// `help-killer-start`).
pub(super) fn killer_section<'a>() -> Element<'a, Message> {
    let picture = container(canvas_widget(ExampleKiller).width(EXAMPLE).height(EXAMPLE)).id("help-killer-board");
    let start = column![
        text(t!("help-killer-start-heading")).size(17),
        text(t!("help-killer-combinations")).size(15),
        text(t!("help-killer-45")).size(15),
        text(t!("help-killer-helper")).size(15),
    ]
    .spacing(10);
    container(
        column![
            text(t!("help-killer-rules")).size(15),
            row![
                picture,
                container(text(t!("help-killer-picture")).size(13).style(theme::muted_text)).width(CAPTION),
            ]
            .spacing(18)
            .align_y(Alignment::Center)
            .wrap()
            .vertical_spacing(10),
            text(t!("help-killer-board")).size(15),
            container(start).id("help-killer-start"),
        ]
        .spacing(10),
    )
    .id("help-killer")
    .into()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{killer, Grid};

    #[test]
    fn the_example_cages_keep_the_killer_rules_and_the_rule_of_45() {
        let solution = Grid::from_line(EXAMPLE_SOLUTION).expect("81 digits");
        assert!(solution.is_solved(), "the example's grid is a solved sudoku");
        let mut seen = [false; 81];
        for (i, cage) in EXAMPLE_CAGES.iter().enumerate() {
            assert!(killer::is_connected(cage), "cage {i} is one piece");
            let mut digits: Vec<u8> = cage.iter().map(|&c| example_digit(c)).collect();
            digits.sort_unstable();
            digits.dedup();
            assert_eq!(digits.len(), cage.len(), "cage {i}: a digit twice");
            for &c in *cage {
                assert!(!seen[c], "cell {c} in two cages");
                seen[c] = true;
            }
        }
        // The sums the caption names.
        let sums: Vec<u8> = (0..4).map(example_sum).collect();
        assert_eq!(sums[..3], [3, 17, 18]);
        assert_eq!(killer::combinations(2, 3), [0b11], "3 in two cells: 1 + 2 only");
        assert_eq!(
            killer::combinations(2, 17),
            [0b1_1000_0000],
            "17 in two cells: 8 + 9 only"
        );
        // The first three cages fill the top-left box but for the innie, which the fourth
        // takes out of the box.
        let in_box = |c: usize| c / 9 < 3 && c % 9 < 3;
        let covered: Vec<usize> = EXAMPLE_CAGES[..3].iter().flat_map(|c| c.iter().copied()).collect();
        assert!(covered.iter().all(|&c| in_box(c)));
        assert_eq!(covered.len(), 8);
        assert!(in_box(EXAMPLE_INNIE) && !covered.contains(&EXAMPLE_INNIE));
        assert!(EXAMPLE_CAGES[3].contains(&EXAMPLE_INNIE) && EXAMPLE_CAGES[3].iter().any(|&c| !in_box(c)));
        assert_eq!(45 - (3 + 17 + 18), example_digit(EXAMPLE_INNIE));
    }
}
