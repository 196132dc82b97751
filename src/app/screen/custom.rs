//! Entering or pasting a puzzle of one's own, for the classic, diagonal, jigsaw or killer
//! board: the 81-character form (or the 9-line grid), or a position with pencil marks as other
//! programs print it (729 characters, or 81 groups of candidates with the grid's frame); a
//! jigsaw puzzle is its digits and its 81-symbol region map, a killer its digits (which may be
//! left out), its 81-symbol cage map and its sums. The field takes several lines, so a printed
//! grid pasted keeps its line breaks.

use iced::keyboard::{self, key};
use iced::widget::text::Wrapping;
use iced::widget::{button, column, container, row, space, text, text_editor};
use iced::{Alignment, Element, Length, Task};

use crate::app::theme;
use crate::app::widget::page;
use crate::engine::Variant;
use crate::t;

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
}

/// The entry screen.
#[derive(Clone, Debug)]
pub struct Custom {
    text: text_editor::Content,
    error: Option<String>,
    checking: bool,
    variant: Variant,
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
        Custom {
            text: text_editor::Content::default(),
            error: None,
            checking: false,
            variant: if VARIANTS.contains(&variant) {
                variant
            } else {
                Variant::Classic
            },
        }
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
                self.error = None;
                Action::None
            }
            Message::Action(action) => {
                if action.is_edit() {
                    self.error = None;
                }
                self.text.perform(action);
                Action::None
            }
            Message::Paste => Action::Run(iced::clipboard::read().map(Message::Pasted)),
            Message::Pasted(Some(text)) => {
                self.text = text_editor::Content::with_text(text.trim());
                self.error = None;
                Action::None
            }
            Message::Pasted(None) => {
                self.error = Some(t!("custom-clipboard-empty"));
                Action::None
            }
            Message::Submit => {
                if self.checking {
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
                self.error = None;
                Action::None
            }
            Message::Back => Action::Back,
        }
    }

    /// The screen.
    pub fn view(&self) -> Element<'_, Message> {
        page::centered(move |size| self.card(size))
    }

    /// The card, for a window of `size`: in a narrow one the buttons go one under another.
    fn card(&self, size: iced::Size) -> Element<'_, Message> {
        let narrow = size.width < 640.0;
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
            .padding(12)
            .height(170)
            .wrapping(Wrapping::WordOrGlyph)
            .font(crate::app::theme::MONOSPACE)
            .style(theme::input);
        let count = text(count_text(self.variant, &self.text.text()))
            .size(13)
            .style(theme::muted_text);
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
        // What to type: the jigsaw's region map, the killer's cage map and sums, or the classic
        // forms (and the diagonals' rule on the diagonal board).
        let how: Element<'_, Message> = match self.variant {
            Variant::Jigsaw => column![
                text(t!("custom-jigsaw-how")).size(15).style(theme::muted_text),
                text(t!("custom-jigsaw-map")).size(15).style(theme::muted_text),
            ]
            .spacing(8)
            .into(),
            Variant::Killer => column![
                text(t!("custom-killer-how")).size(15).style(theme::muted_text),
                text(t!("custom-killer-map")).size(15).style(theme::muted_text),
            ]
            .spacing(8)
            .into(),
            variant => {
                let mut how = column![
                    text(t!("custom-how")).size(15).style(theme::muted_text),
                    text(t!("custom-marks")).size(15).style(theme::muted_text),
                ]
                .spacing(8);
                if variant == Variant::Diagonal {
                    how = how.push(text(t!("custom-diagonal-how")).size(15).style(theme::muted_text));
                }
                how.into()
            }
        };
        let feedback = match (&self.error, self.checking) {
            (_, true) => text(t!("custom-checking")).size(15).style(theme::muted_text),
            (Some(e), false) => text(e.clone()).size(15).style(theme::danger_text),
            (None, false) => text("").size(15),
        };
        let play = container(
            button(text(t!("custom-play")).size(16))
                .padding([10, 22])
                .style(theme::primary)
                .on_press_maybe((!self.checking).then_some(Message::Submit)),
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
        let buttons: Element<'_, Message> = if narrow {
            column![row![paste, play].spacing(10), back].spacing(10).into()
        } else {
            row![back, space::horizontal(), paste, play]
                .spacing(10)
                .align_y(Alignment::Center)
                .into()
        };
        let content = column![
            text(t!("custom-title")).size(32),
            row![text(t!("custom-board")).size(15), boards]
                .spacing(10)
                .align_y(Alignment::Center),
            container(how).id("custom-how"),
            text(t!("custom-checked")).size(15).style(theme::muted_text),
            space::vertical().height(8),
            input,
            count,
            container(feedback).id("custom-error"),
            space::vertical().height(6),
            buttons,
        ]
        .spacing(8)
        .width(Length::Fill)
        .max_width(720);
        container(content)
            .padding([30, if narrow { 20 } else { 36 }])
            .max_width(720 + 72)
            .style(theme::card)
            .into()
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
