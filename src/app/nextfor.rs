//! "Next for you" (issue 40, Learn) in the window: the application asks
//! [`crate::play::nextup::choose`] for a shipped level at the player's frontier, off the UI
//! thread, when the menu shows (for the board last played) and when a game is won (for its
//! board); the answer is offered on the menu and the victory card, and pressing either starts
//! that level as a normal game of its board and band.

use iced::Task;

use super::dialog::Question;
use super::screen::{menu, Screen};
use super::widget::next_for_you;
use super::{source, App, Message};
use crate::engine::logic::budget::Cancel;
use crate::engine::{Difficulty, Variant};
use crate::play::nextup::{Choice, Dealt};
use crate::play::{Loaded, Origin};

/// The choice asked for and the one on offer.
#[derive(Debug, Default)]
pub(crate) struct NextForYou {
    /// Numbers the questions, so that only the answer to the last one is taken.
    asked: u64,
    /// The board of the question still unanswered, if any.
    waiting: Option<Variant>,
    /// The puzzle on offer, for this board.
    offer: Option<(Variant, Choice)>,
    /// Stops the search of the question still unanswered: set when a new question replaces it
    /// or the screen that asked is left, so a stale search does not run on for seconds.
    cancel: Cancel,
}

impl App {
    /// Asks, off the UI thread, for the puzzle to offer a player of `variant`; the answer
    /// comes as [`Message::NextChosen`]. The offer made before is withdrawn meanwhile.
    pub(super) fn ask_next(&mut self, variant: Variant) -> Task<Message> {
        self.drop_next_question();
        self.next_for_you.cancel = Cancel::new();
        self.next_for_you.asked += 1;
        self.next_for_you.offer = None;
        self.next_for_you.waiting = Some(variant);
        let number = self.next_for_you.asked;
        let standings = self.session.statistics.techniques.clone();
        let played: Vec<String> = Difficulty::ALL
            .into_iter()
            .flat_map(|d| self.session.statistics.played_levels(variant, d))
            .collect();
        let cancel = self.next_for_you.cancel.clone();
        Task::perform(source::choose_next(standings, variant, played, cancel), move |choice| {
            Message::NextChosen(number, variant, choice.map(Box::new))
        })
    }

    /// The puzzle to offer came: on the menu it shows at once; on a won game's card too.
    pub(super) fn next_chosen(&mut self, number: u64, variant: Variant, choice: Option<Box<Choice>>) -> Task<Message> {
        if number != self.next_for_you.asked {
            return Task::none();
        }
        self.next_for_you.waiting = None;
        self.next_for_you.offer = choice.map(|c| (variant, *c));
        let why = self.next_for_you.offer.as_ref().map(|(_, c)| c.why.clone());
        if let Some(game) = self.screen.game_mut() {
            game.offer_next(why);
        }
        Task::none()
    }

    /// Gives up the question still unanswered, if any: its search stops at its next check
    /// and its answer, should one still come, is not taken.
    pub(super) fn drop_next_question(&mut self) {
        self.next_for_you.cancel.cancel();
        if self.next_for_you.waiting.take().is_some() {
            self.next_for_you.asked += 1;
        }
    }

    /// Whether the search of the last question asked was told to stop (tests).
    pub fn next_question_cancelled(&self) -> bool {
        self.next_for_you.cancel.is_cancelled()
    }

    /// The question still unanswered, if any: its number and board (for tests, which answer
    /// it as the task would, with [`Message::NextChosen`]).
    pub fn next_asked(&self) -> Option<(u64, Variant)> {
        let number = self.next_for_you.asked;
        self.next_for_you.waiting.map(|variant| (number, variant))
    }

    /// The puzzle on offer, if any (tests).
    pub fn next_for_you(&self) -> Option<(Variant, &Choice)> {
        self.next_for_you.offer.as_ref().map(|(v, c)| (*v, c))
    }

    /// What the menu shows from the data folder, and "Next for you" once chosen.
    pub(super) fn menu_saves(&self) -> menu::Saves<'_> {
        let mut saves = self.session.menu_saves();
        saves.next_for_you = self
            .next_for_you
            .offer
            .as_ref()
            .map(|(variant, c)| (crate::i18n::board_name(*variant), next_for_you::reason(&c.why)));
        saves
    }

    /// "Next for you" was pressed: the level on offer starts as a game of its board and band
    /// (asking first, as any new game does, when an unfinished one would be lost).
    pub(super) fn start_next(&mut self) -> Task<Message> {
        let Some((_, choice)) = self.next_for_you.offer.take() else {
            return Task::none();
        };
        // A generated puzzle is named by its seed, as any generated game; a pool puzzle (from
        // a collection, not a level file) is one brought from outside.
        let origin = match choice.dealt {
            Dealt::Level => Origin::Level { id: choice.id },
            Dealt::Generated { seed } => Origin::Generated { seed },
            Dealt::Pool => Origin::Entered,
        };
        let loaded = Loaded {
            puzzle: choice.puzzle,
            solution: choice.solution,
            difficulty: choice.difficulty,
            origin,
            marks: None,
        };
        let stash = self.stash();
        Task::batch([stash, self.new_game(Question::Level(Box::new(loaded)))])
    }

    /// Shows the menu, and asks for the puzzle it offers.
    pub(super) fn show_menu(&mut self) -> Task<Message> {
        let shown = self.show(Screen::Menu(menu::Menu));
        Task::batch([shown, self.ask_next(self.mode)])
    }
}
