//! Entering or pasting a puzzle of one's own, for the classic, diagonal, jigsaw or killer
//! board. The givens are typed on a board as in play (a cell clicked or reached with the
//! arrows, a digit typed or pressed on the pad, Delete or Backspace to clear), clashes are
//! marked at once, and each change is checked for exactly one solution off the UI thread
//! ([`entry`]). The text field beside it takes a pasted puzzle, which fills the board, and
//! follows what is typed on the board: the 81-character form (or the 9-line grid), or a position with pencil marks as other
//! programs print it (729 characters, or 81 groups of candidates with the grid's frame); a
//! jigsaw puzzle is its digits and its 81-symbol region map, a killer its digits (which may be
//! left out), its 81-symbol cage map and its sums. The field takes several lines, so a printed
//! grid pasted keeps its line breaks.

mod cages;
mod entry;
mod paint;
mod picture;
mod view;

use iced::widget::text_editor;
use iced::Task;

use crate::app::keys::{Direction, Shortcut};
use crate::app::picture::PictureOutcome;
use crate::engine::budget::Cancel;
use crate::engine::{Digit, Variant};
use crate::play::source::EntryCheck;
use crate::play::LoadError;
use crate::t;
pub use entry::Check;
use entry::EntryBoard;

/// The boards a puzzle can be entered for, in the order of the switch (the cube's text is
/// three faces, entered from the command line instead).
pub const VARIANTS: [Variant; 4] = [Variant::Classic, Variant::Diagonal, Variant::Jigsaw, Variant::Killer];

/// A message of the entry screen.
#[derive(Clone, Debug, PartialEq)]
pub enum Message {
    /// The whole text replaced.
    Edited(String),
    /// An edit, a cursor move or a selection in the field.
    Action(text_editor::Action),
    /// Paste from the clipboard: a picture is read, else the text taken.
    Paste,
    /// Ctrl+V: a picture on the clipboard is read; text is taken unless the text field,
    /// which had the focus, took it itself (`text_taken`).
    PasteKey {
        /// The text field had the focus and pasted any text.
        text_taken: bool,
    },
    /// The clipboard was looked at for a picture: it is read; without one, the text is taken
    /// if `then_text`.
    ClipboardRead {
        /// The picture on the clipboard, if any (and no text).
        picture: Option<std::sync::Arc<image::RgbaImage>>,
        /// Paste the clipboard's text when it holds no picture.
        then_text: bool,
    },
    /// A file was dropped on the window: it is read as a picture (off the UI thread).
    Dropped(std::path::PathBuf),
    /// The clipboard was read.
    Pasted(Option<String>),
    /// Play the entered puzzle.
    Submit,
    /// The board the puzzle is for.
    Board(Variant),
    /// Back to the difficulty screen.
    Back,
    /// Open a picture of a puzzle and read it (off the UI thread).
    FromPicture,
    /// The picture was read, or not.
    PictureRead(PictureOutcome),
    /// A cell of the board clicked: it is selected.
    Cell(usize),
    /// A digit for the selected cell (a key or the pad).
    Digit(Digit),
    /// Clear the selected cell (0, Delete, Backspace or the pad's Clear).
    Clear,
    /// Move the selection (the arrow keys).
    Move(Direction),
    /// The live check numbered `.0` answered.
    Checked(u64, EntryCheck),
    /// A jigsaw: paint its regions (true) or type its givens (false).
    Paint(bool),
    /// A press on a cell while painting: its region is the brush.
    PaintFrom(usize),
    /// The drag reached a cell while painting: it joins the brush's region.
    PaintOver(usize),
    /// The mouse button went up: the stroke ends.
    PaintDone,
    /// The selected cage's sum field was edited.
    SumTyped(String),
}

/// What a key the text field did not take does on this screen: the board's keys as in play,
/// and Enter plays.
pub fn key(shortcut: Shortcut) -> Option<Message> {
    match shortcut {
        Shortcut::Digit(d) => Some(Message::Digit(d)),
        Shortcut::Clear => Some(Message::Clear),
        Shortcut::Move(direction) => Some(Message::Move(direction)),
        Shortcut::Confirm => Some(Message::Submit),
        _ => None,
    }
}

/// What the screen asks of the application.
#[derive(Debug)]
pub enum Action {
    /// Nothing.
    None,
    /// Run a task of this screen.
    Run(Task<Message>),
    /// Check the text and start it on the board `variant` (the application answers with
    /// [`Custom::failed`] on error).
    Submit {
        /// The board chosen.
        variant: Variant,
        /// The text entered.
        text: String,
    },
    /// Go back.
    Back,
    /// Check the text for exactly one solution off the UI thread, within the rating budget,
    /// stopped when `cancel` is set; answer with [`Message::Checked`] and `id`.
    Check {
        /// The number of this check: only the last one's answer is taken.
        id: u64,
        /// The board chosen.
        variant: Variant,
        /// The text entered.
        text: String,
        /// Set when the text changes again.
        cancel: Cancel,
    },
}

/// The entry screen.
#[derive(Clone, Debug)]
pub struct Custom {
    text: text_editor::Content,
    error: Option<String>,
    /// Play was pressed: the application is loading the puzzle.
    checking: bool,
    variant: Variant,
    board: EntryBoard,
    /// The live check of what is entered.
    check: Check,
    /// Checks asked so far (each numbered).
    asked: u64,
    /// Stops the live check running, when the text changes again.
    cancel: Cancel,
    /// A jigsaw's regions are being painted (not its givens typed).
    painting: bool,
    /// The region (or the killer's cage) a stroke of the painter puts cells in.
    brush: Option<usize>,
    /// A picture is being opened or read.
    reading_picture: bool,
    /// The last picture read: shown beside the board, its doubtful cells marked on it.
    picture: Option<picture::FromPicture>,
}

impl Default for Custom {
    /// The screen for a classic puzzle.
    fn default() -> Custom {
        Custom::for_variant(Variant::Classic)
    }
}

/// The widget id of the text field.
pub const INPUT: &str = "puzzle-input";

impl Custom {
    /// The screen with `variant` chosen (the classic board for the cube, which is not entered
    /// here).
    pub fn for_variant(variant: Variant) -> Custom {
        let variant = if VARIANTS.contains(&variant) {
            variant
        } else {
            Variant::Classic
        };
        Custom {
            text: text_editor::Content::default(),
            error: None,
            checking: false,
            variant,
            board: EntryBoard::empty(variant),
            check: Check::Done(EntryCheck::Refused(LoadError::Empty)),
            asked: 0,
            cancel: Cancel::new(),
            painting: false,
            brush: None,
            reading_picture: false,
            picture: None,
        }
    }

    /// Whether a jigsaw's regions are being painted.
    pub fn painting(&self) -> bool {
        self.painting && (self.board.map.is_some() || self.board.cages.is_some())
    }

    /// What is wrong with the regions painted so far (a region of other than nine cells, or
    /// in pieces), if anything.
    pub fn map_problem(&self) -> Option<String> {
        self.board.map_problem()
    }

    /// The givens on the board, if it is drawn (a jigsaw or killer needs its layout first).
    pub fn board(&self) -> Option<&crate::engine::Grid> {
        self.board.grid.as_ref()
    }

    /// The selected cell of the board.
    pub fn selected(&self) -> Option<usize> {
        self.board.selected
    }

    /// Where the live check is.
    pub fn check(&self) -> &Check {
        &self.check
    }

    /// The live check awaited, if any: its number, board and text (tests run it as the
    /// application's task does).
    pub fn check_wanted(&self) -> Option<(u64, Variant, String)> {
        match self.check {
            Check::Running(id) => Some((id, self.variant, self.text.text())),
            Check::Done(_) => None,
        }
    }

    /// The cells marked as clashing (a digit twice in a house).
    pub fn conflicts(&self) -> Vec<usize> {
        self.board.conflicts()
    }

    /// Whether Play can be pressed: not while the puzzle loads, nor when the live check has
    /// refused it (while it runs, Play checks the puzzle itself).
    pub fn can_play(&self) -> bool {
        !self.checking
            && !matches!(self.check, Check::Done(EntryCheck::Refused(_)))
            && self.board.map_problem().is_none()
    }

    /// Puts `cell` in `region` on the painted map; the text follows, and is checked.
    fn paint(&mut self, cell: usize, region: u8) -> Action {
        match self.board.paint(cell, region) {
            true => self.board_changed(),
            false => Action::None,
        }
    }

    /// The text changed (typed, pasted, or rewritten from the board): the old check is
    /// stopped and a new one asked for; an empty text needs none.
    fn changed(&mut self) -> Action {
        self.error = None;
        self.settle_changed();
        self.cancel.cancel();
        let text = self.text.text();
        if text.trim().is_empty() {
            self.check = Check::Done(EntryCheck::Refused(LoadError::Empty));
            return Action::None;
        }
        self.asked += 1;
        self.cancel = Cancel::new();
        self.check = Check::Running(self.asked);
        Action::Check {
            id: self.asked,
            variant: self.variant,
            text,
            cancel: self.cancel.clone(),
        }
    }

    /// The board changed: the text follows it, then is checked.
    fn board_changed(&mut self) -> Action {
        if let Some(line) = self.board.text() {
            self.text = text_editor::Content::with_text(&line);
        }
        self.changed()
    }

    /// The text changed in the field: the board follows it, then it is checked.
    fn text_changed(&mut self) -> Action {
        self.board.follow_text(self.variant, &self.text.text());
        self.changed()
    }

    /// The board chosen.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The text entered so far.
    pub fn text(&self) -> String {
        self.text.text()
    }

    /// The error shown, if any.
    pub fn error(&self) -> Option<&str> {
        self.error.as_deref()
    }

    /// Shows why the puzzle was refused.
    pub fn failed(&mut self, error: String) {
        self.checking = false;
        self.error = Some(error);
    }

    /// Handles a message.
    pub fn update(&mut self, message: Message) -> Action {
        match message {
            Message::Edited(text) => {
                self.text = text_editor::Content::with_text(&text);
                self.text_changed()
            }
            Message::Action(action) => {
                let edit = action.is_edit();
                self.text.perform(action);
                if edit {
                    return self.text_changed();
                }
                Action::None
            }
            Message::Paste
            | Message::PasteKey { .. }
            | Message::ClipboardRead { .. }
            | Message::Dropped(_)
            | Message::FromPicture
            | Message::PictureRead(_) => self.picture_update(message),
            Message::Pasted(Some(text)) => {
                // Another puzzle: the last picture and its doubtful cells no longer apply.
                self.picture = None;
                self.text = text_editor::Content::with_text(text.trim());
                self.text_changed()
            }
            Message::Pasted(None) => {
                self.error = Some(t!("custom-clipboard-empty"));
                Action::None
            }
            Message::Submit => {
                if !self.can_play() {
                    return Action::None;
                }
                self.checking = true;
                self.error = None;
                Action::Submit {
                    variant: self.variant,
                    text: self.text.text(),
                }
            }
            Message::Board(variant) => {
                self.variant = variant;
                self.text_changed()
            }
            Message::Back => {
                self.cancel.cancel();
                Action::Back
            }
            Message::Cell(cell) => {
                self.board.selected = Some(cell);
                Action::None
            }
            Message::Move(direction) => {
                if self.board.grid.is_some() {
                    self.board.step(direction);
                }
                Action::None
            }
            Message::Digit(digit) if self.painting() && self.board.cages.is_some() => {
                match self.board.type_sum(Some(digit.get())) {
                    true => self.board_changed(),
                    false => Action::None,
                }
            }
            Message::Clear if self.painting() && self.board.cages.is_some() => match self.board.type_sum(None) {
                true => self.board_changed(),
                false => Action::None,
            },
            Message::Digit(digit) if self.painting() => match self.board.selected {
                Some(cell) => self.paint(cell, digit.get() - 1),
                None => Action::None,
            },
            Message::Clear if self.painting() => Action::None,
            Message::Digit(digit) => {
                self.settle_selected();
                match self.board.put(Some(digit)) {
                    true => self.board_changed(),
                    false => Action::None,
                }
            }
            Message::Clear => {
                self.settle_selected();
                match self.board.put(None) {
                    true => self.board_changed(),
                    false => Action::None,
                }
            }
            Message::Paint(on) => {
                self.painting = on;
                self.brush = None;
                Action::None
            }
            Message::PaintFrom(cell) if self.board.cages.is_some() => {
                self.board.selected = Some(cell);
                self.brush = self.board.start_cage(cell);
                self.board_changed()
            }
            Message::PaintOver(cell) if self.board.cages.is_some() => match self.brush {
                Some(number) if self.painting() && self.board.extend_cage(cell, number) => self.board_changed(),
                _ => Action::None,
            },
            Message::PaintFrom(cell) => {
                self.board.selected = Some(cell);
                self.brush = self.board.map.map(|map| usize::from(map[cell]));
                Action::None
            }
            Message::PaintOver(cell) => match self.brush {
                Some(region) if self.painting() => self.paint(cell, region as u8),
                _ => Action::None,
            },
            Message::SumTyped(typed) => {
                let sum = typed.trim().parse::<u16>().ok().filter(|&s| s <= 45);
                match (sum, typed.trim().is_empty()) {
                    (Some(sum), _) if self.board.set_sum(sum) => self.board_changed(),
                    (_, true) if self.board.set_sum(0) => self.board_changed(),
                    _ => Action::None,
                }
            }
            Message::PaintDone => {
                self.brush = None;
                Action::None
            }
            Message::Checked(id, answer) => {
                if self.check == Check::Running(id) {
                    self.check = Check::Done(answer);
                }
                Action::None
            }
        }
    }
}

/// How far the text is: cells of the 81-character form, characters of the 729-character
/// form, or groups of candidates of the printed form (counted as the parser splits them); for
/// a jigsaw, the cells and then the region map's symbols; for a killer, see [`killer_count`].
fn count_text(variant: Variant, text: &str) -> String {
    if variant == Variant::Killer {
        return killer_count(text);
    }
    let compact: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();
    if variant == Variant::Jigsaw {
        return t!(
            "custom-count-jigsaw",
            cells = compact.len().min(81),
            symbols = compact.len().saturating_sub(81)
        );
    }
    if compact.len() <= 81 {
        return t!("custom-count", cells = compact.len());
    }
    if compact.iter().all(|&c| c == '.' || c.is_ascii_digit()) && text.split_whitespace().count() <= 9 {
        return t!("custom-count-long", characters = compact.len());
    }
    let groups = text
        .split(|c: char| c.is_whitespace() || matches!(c, '|' | '-' | '+' | '=' | '*' | ':'))
        .filter(|token| token.chars().any(|c| matches!(c, '1'..='9')))
        .count();
    t!("custom-count-groups", groups = groups)
}

/// How far a killer's text is, split as the parser splits it: the sums start at the first
/// word with a comma; before them, two words are the digits and the cage map, one word is the
/// cage map alone (no givens) once sums follow it, or while it is only digits and dots, the
/// digits being typed. The sums are counted and added up, against the 405 of a full board.
fn killer_count(text: &str) -> String {
    let words: Vec<&str> = text.split_whitespace().collect();
    let first_sum = words.iter().position(|w| w.contains(',')).unwrap_or(words.len());
    let (head, sums) = words.split_at(first_sum);
    let numbers: Vec<u32> = sums.concat().split(',').filter_map(|s| s.trim().parse().ok()).collect();
    let total: u32 = numbers.iter().sum();
    let length = |w: &[&str]| w.iter().map(|w| w.chars().count()).sum::<usize>();
    let only_digits = |w: &str| w.chars().all(|c| c == '.' || c.is_ascii_digit());
    match head {
        [map] if !sums.is_empty() || !only_digits(map) => t!(
            "custom-count-killer-no-givens",
            symbols = map.chars().count(),
            sums = numbers.len(),
            total = total
        ),
        _ => t!(
            "custom-count-killer",
            cells = head.first().map_or(0, |w| w.chars().count()),
            symbols = length(head.get(1..).unwrap_or_default()),
            sums = numbers.len(),
            total = total
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_entry_offers_the_kinds_the_board_table_says_can_be_entered() {
        let entered: Vec<Variant> = Variant::ALL.into_iter().filter(|v| v.row().entered).collect();
        assert_eq!(VARIANTS.to_vec(), entered);
    }

    #[test]
    fn the_count_follows_the_form() {
        assert_eq!(count_text(Variant::Classic, "53..7"), "5 of 81 cells");
        assert_eq!(
            count_text(Variant::Classic, &"123456789".repeat(80)),
            "720 of 729 characters"
        );
        let mut printed = String::from(".------.------.\n| 12 3 |");
        printed.push_str(&" 45".repeat(40));
        assert_eq!(count_text(Variant::Classic, &printed), "42 of 81 groups of candidates");
        let jigsaw = format!("{} {}", ".".repeat(81), "A".repeat(40));
        assert_eq!(
            count_text(Variant::Jigsaw, &jigsaw),
            "81 of 81 cells, 40 of 81 region symbols"
        );
        // A killer: digits, map, sums; or the map and sums alone.
        let map = "ab".repeat(40) + "a";
        assert_eq!(
            count_text(Variant::Killer, &format!("{} {map} 3, 17,12", ".".repeat(81))),
            "81 of 81 cells, 81 of 81 cage symbols, 3 sums adding up to 32 of 405"
        );
        assert_eq!(
            count_text(Variant::Killer, &format!("{map} 3,17")),
            "No givens, 81 of 81 cage symbols, 2 sums adding up to 20 of 405"
        );
        assert_eq!(
            count_text(Variant::Killer, "53..7"),
            "5 of 81 cells, 0 of 81 cage symbols, 0 sums adding up to 0 of 405"
        );
        assert_eq!(
            count_text(Variant::Killer, "aab"),
            "No givens, 3 of 81 cage symbols, 0 sums adding up to 0 of 405"
        );
    }

    #[test]
    fn the_board_chosen_goes_with_the_text() {
        let mut screen = Custom::default();
        assert_eq!(screen.variant(), Variant::Classic);
        let _ = screen.update(Message::Board(Variant::Jigsaw));
        let _ = screen.update(Message::Edited("53..7".into()));
        match screen.update(Message::Submit) {
            Action::Submit { variant, text } => assert_eq!((variant, text.as_str()), (Variant::Jigsaw, "53..7")),
            other => panic!("not a submit: {other:?}"),
        }
        // The cube's text is three faces: its entry stays on the classic board.
        assert_eq!(Custom::for_variant(Variant::Cube).variant(), Variant::Classic);
        assert_eq!(Custom::for_variant(Variant::Diagonal).variant(), Variant::Diagonal);
    }
}
