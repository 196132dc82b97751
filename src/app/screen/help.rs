//! How to play: the rules, the 3D cube, the controls and the keyboard shortcuts.

use iced::widget::{button, column, container, image, row, scrollable, space, text, Column};
use iced::{Alignment, Element, Length};

use crate::app::keys::HELP;
use crate::app::theme;
use crate::app::widget::preview;

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

const CUBE: &str = "The 3D cube is three faces of a cube, Top, Front and Right, and each face is a sudoku of its own: \
every row, column and 3\u{d7}3 box of a face holds 1 to 9 once. Where two faces meet, the row of cells along the edge \
belongs to both faces: these linked cells are lavender. A digit in a lavender cell is on both faces at once, and must fit both. \
The corner where the three edges meet is one cell seen from all three faces.";

const CUBE_PLAY: &str = "You play on the whole cube in 3D: click any cell of any face and type; the face of the cell \
you click becomes the face played, and a selected edge cell shows its twin on the other face in pink. \
V (or the button under the pad) switches to one flat face at a time, with its linked edges labelled; \
switch faces there with Top, Front and Right (or Alt+1, 2, 3, or Tab). The cube is solved when all three faces are.";

const RULES: &str = "Fill the grid so that every row, every column and every 3\u{d7}3 box holds each digit from 1 to 9 exactly once. \
The shaded digits are given and cannot change. Every puzzle has exactly one solution, and can be solved by logic alone.";

const CONTROLS: &[(&str, &str)] = &[
    ("Play", "click a cell, then a digit on the pad; Clear empties the cell. The pad shows how many of each digit are left."),
    ("Notes", "switch Notes on to write pencil marks instead; Fill notes writes every cell's candidates. A placed digit removes itself from the notes of its row, column and box."),
    ("Hint", "fills in the next logical step and explains it; its cells are highlighted. A wrong digit on the board is pointed out first."),
    ("Check", "says whether the board is solved, and marks the wrong cells. Show mistakes marks them as you play. A digit twice in a row, column or box is always marked in orange."),
    ("Solve", "fills in the solution (the game then counts as solved with help). Reset empties your entries. Both are in red, and Undo takes either back; help once used stays counted."),
    ("New", "New puzzle (and Play, or entering a puzzle) asks first when an unfinished game would be left."),
    ("Clock", "Pause hides the board and the counts; the clock also stops when the window loses the focus."),
];

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

    /// The screen.
    pub fn view(&self) -> Element<'_, Message> {
        let heading = |s: &'static str| text(s).size(20).style(theme::accent_text);
        let controls = Column::with_children(CONTROLS.iter().map(|(name, what)| {
            row![text(*name).size(15).width(70), text(*what).size(15).width(Length::Fill)]
                .spacing(12)
                .into()
        }))
        .spacing(8);
        let keys = Column::with_children(HELP.iter().map(|(keys, what)| {
            row![
                text(*keys).size(15).font(iced::Font::MONOSPACE).width(250),
                text(*what).size(15).style(theme::muted_text)
            ]
            .spacing(12)
            .into()
        }))
        .spacing(5);
        let back = container(
            button(text("\u{2039} Back").size(15))
                .padding([8, 16])
                .style(theme::flat)
                .on_press(Message::Back),
        )
        .id("help-back");
        let content = column![
            back,
            text("How to play").size(32),
            space::vertical().height(4),
            heading("The rules"),
            text(RULES).size(15),
            space::vertical().height(4),
            heading("The 3D cube"),
            row![
                container(image(self.picture.clone()).width(PICTURE).height(PICTURE)).id("help-cube"),
                column![
                    text(CUBE).size(15),
                    text(
                        "In the picture the 7, the 4 and the 2 sit on edges, so each is drawn on two faces; \
                         the marked corner cell is drawn on all three."
                    )
                    .size(13)
                    .style(theme::muted_text),
                ]
                .spacing(8)
                .width(Length::Fill),
            ]
            .spacing(18)
            .align_y(Alignment::Center),
            text(CUBE_PLAY).size(15),
            space::vertical().height(4),
            heading("Controls"),
            controls,
            space::vertical().height(4),
            heading("Keyboard"),
            keys,
        ]
        .spacing(10)
        .width(720)
        .align_x(Alignment::Start);
        scrollable(
            container(container(content).padding([30, 36]).style(theme::card))
                .center_x(Length::Fill)
                .padding(20),
        )
        .into()
    }
}
