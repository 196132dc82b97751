//! How to play: the rules, the 3D cube, the Diagonal and Jigsaw boards (each with a small
//! example board), Killer sudoku (an example board with cages, and how to start), the kinds
//! whose words alone explain them (Mini: the board table's `help` column), the controls, hints
//! (their stages, walking a chain, the legend), the colours and the keyboard shortcuts.

use iced::alignment::Vertical;
use iced::widget::canvas::{self, Frame, Path, Stroke};
use iced::widget::{button, canvas as canvas_widget, column, container, image, row, scrollable, space, text, Column};
use iced::{mouse, Alignment, Color, Element, Length, Point, Rectangle, Renderer, Size, Theme};

use crate::app::keys::{Keys, HELP};
use crate::app::theme::{self, Colors};
use crate::app::widget::hint_overlay::LegendSwatch;
use crate::app::widget::preview;
use crate::engine::boards::TABLE;
use crate::play::LegendKind;
use crate::t;

mod killer;
mod variants;
use killer::killer_section;
use variants::variant_section;
pub use variants::{ExampleBoard, EXAMPLE_REGIONS};

/// A message of the help screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Message {
    /// Back to the menu.
    Back,
}

/// What the help screen asks of the application.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Go back to the menu.
    Back,
}

/// The help screen, with a picture of the cube.
#[derive(Clone, Debug)]
pub struct Help {
    picture: image::Handle,
    dark: bool,
}

/// Side of the cube's picture, in logical pixels.
const PICTURE: f32 = 260.0;

/// The controls: a name and the message saying what it does.
const CONTROLS: &[(&str, &str)] = &[
    ("help-play", "help-play-about"),
    ("help-notes", "help-notes-about"),
    ("help-hint", "help-hint-about"),
    ("help-check", "help-check-about"),
    ("help-solve", "help-solve-about"),
    ("help-new", "help-new-about"),
    ("help-clock", "help-clock-about"),
    ("help-export", "help-export-about"),
    ("help-menu", "help-menu-about"),
    ("help-tools", "help-tools-about"),
];

/// A cell as the board draws it, small, for the Colours section: its fill, a frame, and a
/// digit (or notes, or a ruled-out candidate) in its ink, all read from the theme on show.
#[derive(Clone, Copy, Debug)]
pub struct CellSwatch {
    /// The cell's fill.
    pub fill: fn(&Colors, &Theme) -> Color,
    /// A frame around it (the selected cell's, a linked cell's).
    pub frame: Option<fn(&Colors) -> Color>,
    /// What it holds.
    pub content: SwatchContent,
}

/// What a [`CellSwatch`] holds.
#[derive(Clone, Copy, Debug)]
pub enum SwatchContent {
    /// Nothing.
    Empty,
    /// A digit in an ink.
    Digit(fn(&Colors) -> Color),
    /// Two small notes.
    Notes,
    /// A small candidate struck through (a hint's earlier elimination).
    RuledOut,
}

/// The board's colours the Colours section explains: the swatch's id (`help-swatch-NAME`),
/// the cell drawn, and the message saying what it means.
pub const BOARD_COLOURS: &[(&str, CellSwatch, &str)] = &[
    (
        "selected",
        CellSwatch {
            fill: |c, _| c.selected,
            frame: Some(|c| c.accent),
            content: SwatchContent::Empty,
        },
        "help-colour-selected",
    ),
    (
        "peer",
        CellSwatch {
            fill: |c, _| c.peer,
            frame: None,
            content: SwatchContent::Empty,
        },
        "help-colour-peer",
    ),
    (
        "same",
        CellSwatch {
            fill: |c, _| c.same,
            frame: None,
            content: SwatchContent::Digit(|c| c.entry_text),
        },
        "help-colour-same",
    ),
    (
        "given",
        CellSwatch {
            fill: |c, _| c.given,
            frame: None,
            content: SwatchContent::Digit(|c| c.given_text),
        },
        "help-colour-given",
    ),
    (
        "entry",
        CellSwatch {
            fill: |c, _| c.cell,
            frame: None,
            content: SwatchContent::Digit(|c| c.entry_text),
        },
        "help-colour-entry",
    ),
    (
        "notes",
        CellSwatch {
            fill: |c, _| c.cell,
            frame: None,
            content: SwatchContent::Notes,
        },
        "help-colour-notes",
    ),
    (
        "wrong",
        CellSwatch {
            fill: |c, _| c.wrong,
            frame: None,
            content: SwatchContent::Digit(|c| c.wrong_text),
        },
        "help-colour-wrong",
    ),
    (
        "conflict",
        CellSwatch {
            fill: |c, _| c.conflict,
            frame: None,
            content: SwatchContent::Digit(|c| c.conflict_text),
        },
        "help-colour-conflict",
    ),
    (
        "remembered",
        CellSwatch {
            fill: |c, _| c.cell,
            frame: None,
            content: SwatchContent::RuledOut,
        },
        "help-colour-remembered",
    ),
    (
        "linked",
        CellSwatch {
            fill: |c, _| c.linked,
            frame: Some(|c| c.linked_frame),
            content: SwatchContent::Empty,
        },
        "help-colour-linked",
    ),
    (
        "twin",
        CellSwatch {
            fill: |c, _| c.twin,
            frame: None,
            content: SwatchContent::Empty,
        },
        "help-colour-twin",
    ),
    (
        "filter",
        CellSwatch {
            fill: |_, theme| crate::app::theme::mark_colors(theme).filter,
            frame: None,
            content: SwatchContent::Notes,
        },
        "help-colour-filter",
    ),
    (
        "marks",
        CellSwatch {
            fill: |_, theme| crate::app::theme::mark_colors(theme).cells[0],
            frame: None,
            content: SwatchContent::Empty,
        },
        "help-colour-marks",
    ),
    (
        "veil",
        CellSwatch {
            fill: |_, theme| theme.palette().background,
            frame: Some(|c| c.thick_line),
            content: SwatchContent::Empty,
        },
        "help-colour-veil",
    ),
];

/// The hint's colours the Colours section explains, drawn as the hint's legend draws them:
/// the swatch's id (`help-swatch-NAME`), the mark and the message saying what it means.
pub const HINT_COLOURS: &[(&str, LegendKind, &str)] = &[
    ("hint-area", LegendKind::Area, "help-colour-hint-area"),
    ("hint-pattern", LegendKind::Pattern, "help-colour-hint-pattern"),
    ("hint-unwritten", LegendKind::Unwritten, "help-colour-hint-unwritten"),
    ("hint-fin", LegendKind::Fin, "help-colour-hint-fin"),
    ("hint-removed", LegendKind::Removed, "help-colour-hint-removed"),
    ("hint-placed", LegendKind::Placed, "help-colour-hint-placed"),
    ("hint-rule-out", LegendKind::RuleOut, "help-colour-hint-rule-out"),
    (
        "hint-strong-link",
        LegendKind::StrongLink,
        "help-colour-hint-strong-link",
    ),
    ("hint-weak-link", LegendKind::WeakLink, "help-colour-hint-weak-link"),
    ("hint-mistake", LegendKind::Mistake, "help-colour-hint-mistake"),
    ("hint-conflict", LegendKind::Conflict, "help-colour-hint-conflict"),
];

/// Side of a colour's swatch, in logical pixels.
const SWATCH: f32 = 30.0;

impl<M> canvas::Program<M> for CellSwatch {
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
        frame.fill_rectangle(Point::ORIGIN, Size::new(side, side), (self.fill)(c, theme));
        let digit = |frame: &mut Frame, content: &str, at: Point, size: f32, color: Color| {
            frame.fill_text(canvas::Text {
                content: content.to_string(),
                position: at,
                color,
                size: size.into(),
                align_x: iced::widget::text::Alignment::Center,
                align_y: Vertical::Center,
                ..canvas::Text::default()
            });
        };
        match self.content {
            SwatchContent::Empty => {}
            SwatchContent::Digit(ink) => digit(&mut frame, "5", Point::new(side / 2.0, side / 2.0), side * 0.6, ink(c)),
            SwatchContent::Notes => {
                for (k, n) in ["1", "3"].iter().enumerate() {
                    let at = Point::new(side * (0.22 + 0.56 * k as f32), side * 0.24);
                    digit(&mut frame, n, at, side * 0.36, c.note_text);
                }
            }
            SwatchContent::RuledOut => {
                let at = Point::new(side * 0.22, side * 0.24);
                digit(&mut frame, "4", at, side * 0.36, c.muted.scale_alpha(0.85));
                let half = side * 0.15;
                frame.stroke(
                    &Path::line(
                        Point::new(at.x - half * 0.8, at.y + half),
                        Point::new(at.x + half * 0.8, at.y - half),
                    ),
                    Stroke::default().with_color(c.muted).with_width(1.0),
                );
            }
        }
        // A cell without a frame of its own gets the board's thin line, so a plain cell shows
        // as a cell on the card's white.
        let (frame_color, width) = match self.frame {
            Some(colour) => (colour(c), 2.0),
            None => (c.thin_line, 1.0),
        };
        let inset = width / 2.0;
        frame.stroke(
            &Path::rectangle(Point::new(inset, inset), Size::new(side - width, side - width)),
            Stroke::default().with_color(frame_color).with_width(width),
        );
        vec![frame.into_geometry()]
    }
}

/// The sections of the kinds whose words alone explain them (Mini), from the board table's
/// `help` column: each its heading, then its paragraphs in a container with the id
/// `help-NAME`, then a gap.
fn worded_sections<'a>() -> Element<'a, Message> {
    let sections = TABLE.iter().filter_map(|row| {
        let words = row.help?;
        let paragraphs =
            Column::with_children(words.paragraphs.iter().map(|&key| text(t!(key)).size(15).into())).spacing(8);
        let section = column![
            text(t!(words.heading)).size(20).style(theme::accent_text),
            container(paragraphs).id(format!("help-{}", row.name)),
            space::vertical().height(4),
        ]
        .spacing(10)
        .width(Length::Fill);
        Some(section.into())
    });
    Column::with_children(sections).spacing(10).width(Length::Fill).into()
}

/// One line of the Colours section: the swatch (its id `help-swatch-NAME`) and what it means.
fn colour_line<'a>(name: &str, swatch: Element<'a, Message>, message: &str) -> Element<'a, Message> {
    row![
        container(swatch).id(format!("help-swatch-{name}")),
        text(t!(message)).size(15).width(Length::Fill),
    ]
    .spacing(12)
    .align_y(Alignment::Center)
    .into()
}

/// The Colours section: every colour of the board and of the hints, each with a swatch drawn
/// in the colour of the theme on show.
fn colours_section<'a>() -> Element<'a, Message> {
    let board = BOARD_COLOURS.iter().map(|(name, swatch, message)| {
        let drawn = canvas_widget(*swatch).width(SWATCH).height(SWATCH).into();
        colour_line(name, drawn, message)
    });
    let hints = HINT_COLOURS.iter().map(|(name, kind, message)| {
        let drawn = canvas_widget(LegendSwatch { kind: *kind })
            .width(SWATCH)
            .height(SWATCH * 0.6)
            .into();
        colour_line(name, drawn, message)
    });
    container(
        column![
            text(t!("help-colours-board")).size(15),
            Column::with_children(board).spacing(6),
            text(t!("help-colours-hints")).size(15),
            Column::with_children(hints).spacing(6),
        ]
        .spacing(10),
    )
    .id("help-colours")
    .into()
}

impl Help {
    /// The screen, its picture drawn for a dark theme when `dark` (rendered here, once:
    /// about a millisecond).
    pub fn new(dark: bool) -> Help {
        Help {
            picture: preview::sample(PICTURE as u32, dark),
            dark,
        }
    }

    /// Follows the theme: the picture is drawn again when it switches between light and dark.
    pub fn set_dark(&mut self, dark: bool) {
        if dark != self.dark {
            *self = Help::new(dark);
        }
    }

    /// Handles a message.
    pub fn update(&mut self, message: Message) -> Action {
        match message {
            Message::Back => Action::Back,
        }
    }

    /// The screen: in a narrow window (under 700 px) the pictures go above their words.
    pub fn view(&self) -> Element<'_, Message> {
        iced::widget::responsive(move |size| self.page(size.width < 700.0)).into()
    }

    /// The page, `narrow` or not.
    fn page(&self, narrow: bool) -> Element<'_, Message> {
        let stacked = narrow;
        let heading = |id: &'static str| text(t!(id)).size(20).style(theme::accent_text);
        let controls = Column::with_children(CONTROLS.iter().map(|(name, what)| {
            row![
                text(t!(*name)).size(15).width(90),
                text(t!(*what)).size(15).width(Length::Fill)
            ]
            .spacing(12)
            .into()
        }))
        .spacing(8);
        let keys = Column::with_children(HELP.iter().map(|(keys, what)| {
            let keys = match *keys {
                Keys::Written(k) => k.to_string(),
                Keys::Message(id) => t!(id),
            };
            row![
                text(keys)
                    .size(15)
                    .font(crate::app::theme::MONOSPACE)
                    .width(if narrow { 190 } else { 250 }),
                text(t!(*what)).size(15).style(theme::muted_text)
            ]
            .spacing(12)
            .into()
        }))
        .spacing(5);
        let cube_picture = container(image(self.picture.clone()).width(PICTURE).height(PICTURE)).id("help-cube");
        let cube_words = column![
            text(t!("help-cube")).size(15),
            text(t!("help-cube-picture")).size(13).style(theme::muted_text),
        ]
        .spacing(8)
        .width(Length::Fill);
        let cube_figure: Element<'_, Message> = if stacked {
            column![cube_picture, cube_words].spacing(10).into()
        } else {
            row![cube_picture, cube_words]
                .spacing(18)
                .align_y(Alignment::Center)
                .into()
        };
        let back = container(
            button(text(t!("back")).size(15))
                .padding([8, 16])
                .style(theme::flat)
                .on_press(Message::Back),
        )
        .id("help-back");
        let content = column![
            back,
            text(t!("help-title")).size(32),
            space::vertical().height(4),
            heading("help-rules-heading"),
            text(t!("help-rules")).size(15),
            space::vertical().height(4),
            heading("help-cube-heading"),
            cube_figure,
            text(t!("help-cube-play")).size(15),
            space::vertical().height(4),
            heading("help-variants-heading"),
            variant_section(
                "diagonal",
                ExampleBoard::Diagonal,
                [
                    "help-diagonal-heading",
                    "help-diagonal-rules",
                    "help-diagonal-picture",
                    "help-diagonal-board",
                ],
                stacked,
            ),
            variant_section(
                "jigsaw",
                ExampleBoard::Jigsaw,
                [
                    "help-jigsaw-heading",
                    "help-jigsaw-rules",
                    "help-jigsaw-picture",
                    "help-jigsaw-board",
                ],
                stacked,
            ),
            container(text(t!("help-variants-solving")).size(15)).id("help-variants-solving"),
            space::vertical().height(4),
            heading("help-killer-heading"),
            killer_section(),
            space::vertical().height(4),
            worded_sections(),
            heading("help-controls-heading"),
            controls,
            space::vertical().height(4),
            heading("help-hints-heading"),
            text(t!("help-hints-stages")).size(15),
            text(t!("help-hints-chains")).size(15),
            text(t!("help-hints-legend")).size(15),
            space::vertical().height(4),
            heading("help-learn-heading"),
            container(text(t!("help-learn")).size(15)).id("help-learn"),
            space::vertical().height(4),
            heading("help-colours-heading"),
            colours_section(),
            space::vertical().height(4),
            heading("help-keyboard-heading"),
            keys,
        ]
        .spacing(10)
        .width(Length::Fill)
        .max_width(720)
        .align_x(Alignment::Start);
        // A narrow window keeps the card's margins small, so its words get the width.
        let (outer, inner) = if narrow { (8, [20, 16]) } else { (20, [30, 36]) };
        // The card as wide as its words (720 px at most) and their padding, centred.
        let card_width = 720.0 + 2.0 * f32::from(inner[1]);
        scrollable(
            container(
                container(content)
                    .padding(inner)
                    .max_width(card_width)
                    .style(theme::card),
            )
            .center_x(Length::Fill)
            .padding(outer),
        )
        .into()
    }
}
