//! The entry screen's puzzle from a picture: "From a picture…", a file dropped on the window,
//! Ctrl+V or Paste of an image. Each reading (off the UI thread, in `app::picture`) fills the
//! board and the field; the picture is shown beside the board with the grid found drawn over
//! it, and the cells whose reading is doubtful are marked on the board until the player types
//! over them (or the digit there changes).

use std::path::PathBuf;

use iced::widget::{column, container, image, text};
use iced::{ContentFit, Element, Task};

use super::{Action, Custom, Message};
use crate::app::picture::{clipboard_picture, open_and_read, read, read_pixels, PictureOutcome, Shown};
use crate::app::theme;
use crate::engine::Variant;
use crate::t;

/// How many doubtful cells the note under the board names.
const NAMED: usize = 8;

/// What the last picture read gave: the picture shown, the puzzle read, and the cells still
/// to be checked.
#[derive(Clone, Debug)]
pub(super) struct FromPicture {
    shown: Shown,
    /// How many givens were read.
    givens: usize,
    /// The puzzle as read, one character a cell.
    read: Vec<char>,
    /// The doubtful cells the player has not typed over yet.
    doubtful: Vec<usize>,
}

impl Custom {
    /// The messages of a picture (and of Paste, which may find one on the clipboard).
    pub(super) fn picture_update(&mut self, message: Message) -> Action {
        match message {
            Message::FromPicture => self.start_reading(|| {
                let title = t!("custom-picture-dialog-title");
                Task::perform(open_and_read(title), Message::PictureRead)
            }),
            Message::Dropped(path) => self.start_reading(move || read_file(path)),
            // Paste looks for a picture first, then takes the text as it always did.
            Message::Paste => Action::Run(Task::perform(clipboard_picture(), |picture| Message::ClipboardRead {
                picture,
                then_text: true,
            })),
            // Ctrl+V: the text field, when it had the focus, pasted any text itself.
            Message::PasteKey { text_taken } => Action::Run(Task::perform(clipboard_picture(), move |picture| {
                Message::ClipboardRead {
                    picture,
                    then_text: !text_taken,
                }
            })),
            Message::ClipboardRead {
                picture: Some(picture), ..
            } => self.start_reading(move || Task::perform(async move { read_pixels(picture) }, Message::PictureRead)),
            Message::ClipboardRead {
                picture: None,
                then_text,
            } => match then_text {
                true => Action::Run(iced::clipboard::read().map(Message::Pasted)),
                false => Action::None,
            },
            Message::PictureRead(outcome) => {
                self.reading_picture = false;
                self.picture_read(outcome)
            }
            _ => Action::None,
        }
    }

    /// Starts a reading (one at a time): `task` opens or reads the picture off the UI thread.
    fn start_reading(&mut self, task: impl FnOnce() -> Task<Message>) -> Action {
        if self.reading_picture {
            return Action::None;
        }
        self.reading_picture = true;
        self.error = None;
        Action::Run(task())
    }

    /// The picture's reading goes into the field and onto the board (a classic or diagonal
    /// puzzle: the board switch stays; a jigsaw or killer switches to classic, as no regions or
    /// cages are read), and the picture is shown; or the reason there is none.
    fn picture_read(&mut self, outcome: PictureOutcome) -> Action {
        let error = match outcome {
            PictureOutcome::Read {
                line,
                givens,
                doubtful,
                shown,
            } => {
                self.text = iced::widget::text_editor::Content::with_text(&line);
                // Only a kind that reads the classic 81 digits keeps its switch.
                if !self.variant.row().classic_text {
                    self.variant = Variant::Classic;
                    self.painting = false;
                }
                self.picture = Some(FromPicture {
                    shown,
                    givens,
                    read: line.chars().collect(),
                    doubtful,
                });
                return self.text_changed();
            }
            PictureOutcome::Cancelled => return Action::None,
            PictureOutcome::NoDialog => t!("custom-picture-no-dialog"),
            PictureOutcome::NoGrid => t!("custom-picture-no-grid"),
            PictureOutcome::Unreadable(why) => t!("custom-picture-unreadable", why = why),
        };
        // The board still holds the last picture's puzzle: its picture stays beside it.
        self.error = Some(error);
        Action::None
    }

    /// The player typed on the selected cell: a doubtful reading there is settled.
    pub(super) fn settle_selected(&mut self) {
        if let (Some(picture), Some(cell)) = (&mut self.picture, self.board.selected) {
            picture.doubtful.retain(|&c| c != cell);
        }
    }

    /// The board changed: a doubtful cell whose digit is no longer the one read is settled.
    pub(super) fn settle_changed(&mut self) {
        let (Some(picture), Some(grid)) = (&mut self.picture, &self.board.grid) else {
            return;
        };
        let read = &picture.read;
        picture.doubtful.retain(|&cell| {
            let now = grid.get(cell).map_or('.', |d| char::from(b'0' + d.get()));
            read.get(cell) == Some(&now)
        });
    }

    /// The cells of the picture's reading still to be checked (marked on the board).
    pub fn doubtful(&self) -> &[usize] {
        self.picture.as_ref().map_or(&[], |p| &p.doubtful)
    }

    /// Whether a picture is being opened or read.
    pub fn reading_picture(&self) -> bool {
        self.reading_picture
    }

    /// Whether a picture is shown beside the board.
    pub fn shows_picture(&self) -> bool {
        self.picture.is_some()
    }

    /// What the picture's reading says under the board: how many givens, and which cells to
    /// check (those not typed over yet).
    pub(super) fn picture_note(&self) -> Option<String> {
        let picture = self.picture.as_ref()?;
        // A blurred photo can leave half the board doubtful: the first few are named, the
        // board lights them all.
        let mut cells: Vec<String> = picture
            .doubtful
            .iter()
            .take(NAMED)
            .map(|c| format!("r{}c{}", c / 9 + 1, c % 9 + 1))
            .collect();
        if picture.doubtful.len() > NAMED {
            cells.push("…".into());
        }
        Some(match cells.is_empty() {
            true => t!("custom-picture-read", givens = picture.givens),
            false => t!(
                "custom-picture-doubtful",
                givens = picture.givens,
                cells = cells.join(", ")
            ),
        })
    }

    /// The picture read, at most `width` wide (and no taller than it), the grid found drawn
    /// over it, with a line saying so.
    pub(super) fn picture_view(&self, width: f32) -> Option<Element<'_, Message>> {
        let picture = self.picture.as_ref()?;
        let (w, h) = (picture.shown.width as f32, picture.shown.height as f32);
        let scale = (width / w).min(width / h).min(1.0);
        let shown = image(picture.shown.handle.clone())
            .width(w * scale)
            .height(h * scale)
            .content_fit(ContentFit::Contain);
        let caption = text(t!("custom-picture-caption")).size(13).style(theme::muted_text);
        let framed = container(shown).padding(4).style(theme::card);
        Some(
            container(column![framed, caption].spacing(6).width(w * scale + 8.0))
                .id("custom-picture")
                .into(),
        )
    }
}

/// Reads a dropped file off the UI thread.
fn read_file(path: PathBuf) -> Task<Message> {
    Task::perform(async move { read(path) }, Message::PictureRead)
}
