//! The application's questions over a screen: "start a new game?" while an unfinished one
//! would be lost, "quit anyway?" when the game could not be saved, and "reset statistics?"
//! (all answer with [`Message::ConfirmNew`]); and the line above the game when saving fails.

use iced::widget::{button, column, container, row, text};
use iced::{Alignment, Element, Length, Task};

use super::keys::Shortcut;
use super::screen::Screen;
use super::{theme, Message};
use crate::engine::{Difficulty, Variant};
use crate::play::{Loaded, Request, SavedGame};
use crate::t;

/// Whether `message` is handled while a question is open: its answer, quitting, and what the
/// system and the window send. Esc answers "keep playing"; the rest waits for the answer.
pub(super) fn gets_through(message: &Message) -> bool {
    matches!(
        message,
        Message::ConfirmNew(_)
            | Message::Key(Shortcut::Quit)
            | Message::Signal(_)
            | Message::CloseRequested
            | Message::Exit { .. }
            | Message::Saved(_)
            | Message::Credited(_)
            | Message::NextChosen(..)
            | Message::SaveGame
            | Message::SystemTheme(_)
            | Message::WindowResized(_)
            | Message::WindowOpened(..)
            | Message::MonitorSize(..)
            | Message::Rescaled(_)
            | Message::Focus(_)
            | Message::CaptureScreenshot
            | Message::Screenshotted(_)
            | Message::ScreenshotSaved(_)
            | Message::TourTick
            | Message::TourPicture(_)
            | Message::TourLayout(_)
            | Message::TourFrame(_)
    )
}

/// The question open over the screen: a new game asked for while an unfinished one exists,
/// or a quit though a save failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Question {
    /// A game of this mode and band (with the generator's seed, if one was given).
    Start(Variant, Difficulty, Option<u64>),
    /// The puzzle the player entered, for this board.
    Text(Variant, String),
    /// A level chosen for the player ("Next for you"), ready to play.
    Level(Box<Loaded>),
    /// Quitting, though a save failed (what the system said).
    Quit(String),
    /// Emptying the statistics' tables and history.
    ResetStatistics,
}

impl Question {
    /// The answer a key gives, if any: Esc keeps playing (`false`); Enter gives the default
    /// answer, the new game the player asked for (`true`). Quitting with a failed save has no
    /// default, so that Enter never loses a game by accident.
    pub(super) fn key_answer(&self, message: &Message) -> Option<bool> {
        match message {
            Message::Key(Shortcut::Escape) => Some(false),
            Message::Key(Shortcut::Confirm) => self.default_answer(),
            _ => None,
        }
    }

    /// The answer Enter gives, which the card draws as the default button: the new game the
    /// player asked for; none for quitting with a failed save or emptying the statistics.
    fn default_answer(&self) -> Option<bool> {
        match self {
            Question::Start(..) | Question::Text(..) | Question::Level(_) => Some(true),
            Question::Quit(_) | Question::ResetStatistics => None,
        }
    }

    /// The question as a card over the screen; `saved` is the unfinished game behind Continue
    /// that a new game would replace (`None`: the one on the board).
    pub(super) fn view(&self, saved: Option<&SavedGame>) -> Element<'_, Message> {
        let default = self.default_answer();
        match self {
            Question::Quit(error) => quit_unsaved(error, default),
            Question::ResetStatistics => reset_statistics(default),
            Question::Start(..) | Question::Text(..) | Question::Level(_) => {
                let what = saved.map_or_else(|| t!("confirm-board-game"), SavedGame::summary);
                confirm_new(what, default)
            }
        }
    }
}

/// The line above the game saying that a save failed, or that the window saves nothing.
pub(super) fn banner<'a>(line: String) -> Element<'a, Message> {
    container(text(line).size(14).style(theme::muted_text))
        .id("save-banner")
        .padding([6, 12])
        .width(Length::Fill)
        .style(theme::card)
        .into()
}

/// "Start a new game?": `what` is the unfinished game that would be lost.
fn confirm_new<'a>(what: String, default: Option<bool>) -> Element<'a, Message> {
    question(
        [
            t!("confirm-title"),
            t!("confirm-unfinished", game = what),
            t!("confirm-warning"),
        ],
        (t!("confirm-keep"), "keep-playing"),
        (t!("confirm-start"), "start-new"),
        Some(t!("confirm-keys")),
        default,
    )
}

/// "Your game could not be saved: quit anyway?", with what the system said.
fn quit_unsaved(error: &str, default: Option<bool>) -> Element<'_, Message> {
    question(
        [
            t!("quit-unsaved-title"),
            t!("quit-unsaved-reason", error = error),
            t!("quit-unsaved-warning"),
        ],
        (t!("quit-unsaved-keep"), "keep-playing"),
        (t!("quit-unsaved-quit"), "quit-anyway"),
        None,
        default,
    )
}

/// "Reset statistics?": Cancel, or Reset (in the danger colour).
fn reset_statistics<'a>(default: Option<bool>) -> Element<'a, Message> {
    question(
        [t!("reset-title"), t!("reset-sentence-every-board"), t!("reset-warning")],
        (t!("reset-cancel"), "reset-cancel"),
        (t!("reset-confirm"), "reset-confirm"),
        None,
        default,
    )
}

/// A card over a scrim: a title, a sentence, a warning, and two buttons with their widget
/// ids: keep (no) and go on (yes); under them, what Enter and Esc answer (`keys`), if they
/// answer. The answer Enter gives (`default`) is drawn as the default button, filled in the
/// accent colour, so the button that looks pressed by Enter is the one Enter presses; a go-on
/// that is not the default keeps the danger colour, and a question Enter does not answer draws
/// no default.
fn question<'a>(
    [title, sentence, warning]: [String; 3],
    (keep, keep_id): (String, &'static str),
    (go, go_id): (String, &'static str),
    keys: Option<String>,
    default: Option<bool>,
) -> Element<'a, Message> {
    let keys = keys.map(|k| text(k).size(13).style(theme::muted_text));
    let keep_style = if default == Some(false) {
        theme::primary
    } else {
        theme::action
    };
    let go_style = if default == Some(true) {
        theme::primary
    } else {
        theme::destructive
    };
    let card = column![
        text(title).size(24),
        text(sentence).size(15),
        text(warning).size(15).style(theme::muted_text),
        row![
            container(
                button(text(keep).size(16))
                    .padding([9, 18])
                    .style(keep_style)
                    .on_press(Message::ConfirmNew(false))
            )
            .id(keep_id),
            container(
                button(text(go).size(16))
                    .padding([9, 18])
                    .style(go_style)
                    .on_press(Message::ConfirmNew(true))
            )
            .id(go_id),
        ]
        .spacing(12),
    ]
    .push(keys)
    .spacing(12)
    .max_width(460)
    .align_x(Alignment::Center);
    container(container(card).padding([24, 30]).style(theme::card))
        .center(Length::Fill)
        .style(theme::scrim)
        .into()
}

/// The questions' answers, the application's to act on: a question stops everything but its
/// answer (see [`gets_through`]).
impl super::App {
    /// A new game (`Question::Start`: a game of this mode and band, with the generator's
    /// seed if given; `Question::Text`: the puzzle entered), asking first if an unfinished
    /// game would be lost.
    pub(super) fn new_game(&mut self, question: Question) -> Task<Message> {
        if self.session.would_lose(self.screen.game()) {
            self.confirm = Some(question);
            return Task::none();
        }
        self.new_game_now(question)
    }

    /// Starts loading the new game, showing the loading screen meanwhile (the puzzle entry
    /// screen stays, to show an error).
    pub(super) fn new_game_now(&mut self, question: Question) -> Task<Message> {
        match question {
            Question::Start(variant, difficulty, seed) => {
                self.mode = variant;
                self.screen = Screen::Loading(variant, difficulty);
                self.requests.load(self.session.request(variant, difficulty, seed))
            }
            Question::Text(variant, text) => self.requests.load(Request::Text { variant, text }),
            Question::Level(loaded) => match super::Game::new(*loaded, std::time::Instant::now()) {
                Some(game) => self.begin(game),
                // A shipped level whose solution does not fit (the levels test holds them).
                None => Task::none(),
            },
            Question::Quit(_) | Question::ResetStatistics => Task::none(),
        }
    }

    /// Whether a question is open over the screen: a new game ("Keep playing" or "Start
    /// new"), quitting unsaved, or resetting the statistics.
    pub fn confirming(&self) -> bool {
        self.confirm.is_some()
    }

    /// The player answered the new-game question.
    pub(super) fn confirmed(&mut self, start: bool) -> Task<Message> {
        let Some(pending) = self.confirm.take() else {
            return Task::none();
        };
        match pending {
            // Quit anyway, or back to the game (its save is tried again every second).
            Question::Quit(_) => return if start { iced::exit() } else { Task::none() },
            Question::ResetStatistics => return if start { self.reset_statistics() } else { Task::none() },
            Question::Start(..) | Question::Text(..) | Question::Level(_) => {}
        }
        if !start {
            // Keep playing: back to the unfinished game (it is on show, or behind Continue).
            return match self.screen {
                Screen::Game(_) => Task::none(),
                _ => self.resume_saved(),
            };
        }
        let stash = self.stash();
        Task::batch([stash, self.new_game_now(pending)])
    }

    /// Empties the statistics and saves them; the statistics screen shows them emptied.
    fn reset_statistics(&mut self) -> Task<Message> {
        let saved = self.session.reset_statistics();
        if let Screen::Statistics(screen) = &mut self.screen {
            screen.set_statistics(self.session.statistics.clone());
        }
        saved
    }
}
