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

mod entry;

use iced::keyboard::{self, key};
use iced::widget::text::Wrapping;
use iced::widget::{button, column, container, row, space, text, text_editor, Column};
use iced::{Alignment, Element, Length, Task};

use crate::app::keys::{Direction, Shortcut};
use crate::app::theme;
use crate::app::widget::board::Board;
use crate::app::widget::page;
use crate::app::widget::pad::Pad;
use crate::engine::budget::Cancel;
use crate::engine::{Digit, Face, Variant};
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
    /// Paste from the clipboard.
    Paste,
    /// The clipboard was read.
    Pasted(Option<String>),
    /// Play the entered puzzle.
    Submit,
    /// The board the puzzle is for.
    Board(Variant),
    /// Back to the difficulty screen.
    Back,
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
        }
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
        !self.checking && !matches!(self.check, Check::Done(EntryCheck::Refused(_)))
    }

    /// The text changed (typed, pasted, or rewritten from the board): the old check is
    /// stopped and a new one asked for; an empty text needs none.
    fn changed(&mut self) -> Action {
        self.error = None;
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
            Message::Paste => Action::Run(iced::clipboard::read().map(Message::Pasted)),
            Message::Pasted(Some(text)) => {
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
            Message::Digit(digit) => match self.board.put(Some(digit)) {
                true => self.board_changed(),
                false => Action::None,
            },
            Message::Clear => match self.board.put(None) {
                true => self.board_changed(),
                false => Action::None,
            },
            Message::Checked(id, answer) => {
                if self.check == Check::Running(id) {
                    self.check = Check::Done(answer);
                }
                Action::None
            }
        }
    }

    /// The screen.
    pub fn view(&self) -> Element<'_, Message> {
        page::centered(move |size| self.card(size))
    }

    /// The card, for a window of `size`: the board at the left and the field, the check and
    /// the pad at the right; in a narrow window one under another (the page scrolls).
    fn card(&self, size: iced::Size) -> Element<'_, Message> {
        let padding = if size.width < 640.0 { 16.0 } else { 28.0 };
        // The page's margin (20 each side) and the card's padding.
        let inner = (size.width - 40.0 - 2.0 * padding).clamp(280.0, 1160.0);
        let wide = inner >= 640.0;
        let side = if wide {
            (inner * 0.55).min(size.height - 190.0).clamp(300.0, 640.0)
        } else {
            inner.min(560.0)
        };
        let aside = if wide { (inner - side - 24.0).min(480.0) } else { inner };
        let boards = iced::widget::Row::with_children(VARIANTS.map(|variant| {
            let style = if variant == self.variant {
                theme::toggled
            } else {
                theme::action
            };
            container(
                button(text(board_name(variant)).size(15))
                    .padding([7, 14])
                    .style(style)
                    .on_press(Message::Board(variant)),
            )
            .id(format!("custom-board-{variant}"))
            .into()
        }))
        .spacing(8)
        .wrap();
        let head = column![
            text(t!("custom-title")).size(if wide { 32 } else { 26 }),
            row![text(t!("custom-board")).size(15), boards]
                .spacing(10)
                .align_y(Alignment::Center),
            text(t!("custom-board-how")).size(15),
        ]
        .spacing(10);
        let pad = self.pad();
        let pad: Element<'_, Message> = if wide {
            let width = aside.min(330.0);
            column![
                pad.block(width, true, Message::Digit),
                pad.clear(width, Message::Clear)
            ]
            .spacing(8)
            .into()
        } else {
            pad.strip(inner, 52.0, Message::Digit, Message::Clear)
        };
        let pad = container(pad).id("custom-pad");
        let content: Element<'_, Message> = if wide {
            let right = column![self.status(), pad, self.field(aside), self.buttons(true)]
                .spacing(12)
                .width(aside);
            column![head, row![self.board_view(side), right].spacing(24)]
                .spacing(16)
                .into()
        } else {
            column![
                head,
                self.board_view(side),
                self.status(),
                pad,
                self.field(inner),
                self.buttons(false)
            ]
            .spacing(12)
            .align_x(Alignment::Center)
            .into()
        };
        container(content)
            .padding(padding)
            .style(theme::card)
            .into()
    }

    /// The board with the givens typed so far, clashes marked; for a jigsaw or killer whose
    /// layout is not pasted yet, a frame of the board's size saying so.
    fn board_view(&self, side: f32) -> Element<'_, Message> {
        let Some(grid) = &self.board.grid else {
            let key = match self.variant {
                Variant::Killer => "custom-layout-first-killer",
                _ => "custom-layout-first-jigsaw",
            };
            return container(text(t!(key)).size(15).style(theme::muted_text))
                .padding(24)
                .center(side)
                .style(theme::card)
                .into();
        };
        let conflicts = self.board.conflicts();
        let board = Board {
            grid,
            givens: grid,
            notes: &[],
            remembered: &[],
            selected: self.board.selected,
            also: &[],
            filtered: &[],
            colours: &[],
            hint_cells: &[],
            hint_target: None,
            wrong: &[],
            conflicts: &conflicts,
            peers: true,
            same_digit: true,
        };
        container(board.view(Face::Top, side, Message::Cell)).id("custom-grid").into()
    }

    /// The pad: a digit is usable while the board may take more of it.
    fn pad(&self) -> Pad {
        Pad {
            remaining: self.board.remaining(),
            notes: false,
            enabled: self.board.grid.is_some() && self.board.selected.is_some(),
            current: self.board.current(),
        }
    }

    /// What the check says: checking, one solution, or why not (a refusal from Play first).
    fn status(&self) -> Element<'_, Message> {
        let line = match (&self.error, self.checking, &self.check) {
            (_, true, _) => text(t!("custom-checking")).style(theme::muted_text),
            (Some(e), false, _) => text(e.clone()).style(theme::danger_text),
            (None, false, Check::Running(_)) => text(t!("custom-checking")).style(theme::muted_text),
            (None, false, Check::Done(EntryCheck::Unique)) => text(t!("custom-unique")),
            (None, false, Check::Done(EntryCheck::Unsettled)) => {
                text(t!("custom-unsettled")).style(theme::muted_text)
            }
            (None, false, Check::Done(EntryCheck::Refused(LoadError::Empty))) => {
                let key = match self.board.grid {
                    Some(_) => "custom-entry-empty",
                    None => "custom-checked",
                };
                text(t!(key)).style(theme::muted_text)
            }
            (None, false, Check::Done(EntryCheck::Refused(e))) => text(e.message()).style(theme::danger_text),
        };
        container(line.size(15)).id("custom-error").into()
    }

    /// The text field (pasting fills the board; the board's digits are written into it),
    /// what to type there, and how far the text is.
    fn field(&self, width: f32) -> Element<'_, Message> {
        let input = text_editor(&self.text)
            .id(INPUT)
            .placeholder(match self.variant {
                Variant::Jigsaw => t!("custom-placeholder-jigsaw"),
                Variant::Killer => t!("custom-placeholder-killer"),
                _ => t!("custom-placeholder"),
            })
            .on_action(Message::Action)
            .key_binding(enter_plays)
            .size(12)
            .padding(10)
            .height(90)
            .wrapping(Wrapping::WordOrGlyph)
            .font(crate::app::theme::MONOSPACE)
            .style(theme::input);
        let count = text(count_text(self.variant, &self.text.text()))
            .size(13)
            .style(theme::muted_text);
        let small = |key: &str| text(t!(key)).size(13).style(theme::muted_text);
        // What to type: the jigsaw's region map, the killer's cage map and sums, or the classic
        // forms (and the diagonals' rule on the diagonal board).
        let how: Column<'_, Message> = match self.variant {
            Variant::Jigsaw => column![small("custom-jigsaw-how"), small("custom-jigsaw-map")],
            Variant::Killer => column![small("custom-killer-how"), small("custom-killer-map")],
            Variant::Diagonal => column![small("custom-how"), small("custom-marks"), small("custom-diagonal-how")],
            _ => column![small("custom-how"), small("custom-marks")],
        };
        column![
            input,
            count,
            container(how.spacing(6)).id("custom-how"),
        ]
        .spacing(8)
        .width(width)
        .into()
    }

    /// Back, Paste and Play (Play only while the check has not refused the puzzle).
    fn buttons(&self, wide: bool) -> Element<'_, Message> {
        let play = container(
            button(text(t!("custom-play")).size(16))
                .padding([10, 22])
                .style(theme::primary)
                .on_press_maybe(self.can_play().then_some(Message::Submit)),
        )
        .id("custom-play");
        let paste = container(
            button(text(t!("custom-paste")).size(16))
                .padding([10, 20])
                .style(theme::action)
                .on_press(Message::Paste),
        )
        .id("custom-paste");
        let back = button(text(t!("back")).size(15))
            .padding([10, 16])
            .style(theme::flat)
            .on_press(Message::Back);
        let row = row![back, space::horizontal(), paste, play]
            .spacing(10)
            .align_y(Alignment::Center);
        match wide {
            true => row.into(),
            false => row.width(Length::Fill).into(),
        }
    }
}

/// Enter plays the puzzle, as in a one-line field; Shift+Enter breaks the line.
fn enter_plays(press: text_editor::KeyPress) -> Option<text_editor::Binding<Message>> {
    let focused = matches!(press.status, text_editor::Status::Focused { .. });
    if focused && press.key == keyboard::Key::Named(key::Named::Enter) && !press.modifiers.shift() {
        return Some(text_editor::Binding::Custom(Message::Submit));
    }
    text_editor::Binding::from_key_press(press)
}

/// A board's name on the switch: "Classic", "Diagonal", "Jigsaw".
fn board_name(variant: Variant) -> String {
    match variant {
        Variant::Classic => t!("stats-mode-classic"),
        Variant::Cube => t!("stats-mode-cube"),
        Variant::Diagonal => t!("stats-mode-diagonal"),
        Variant::Jigsaw => t!("stats-mode-jigsaw"),
        Variant::Killer => t!("stats-mode-killer"),
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
