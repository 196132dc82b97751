//! The application's side of a game: starting one (a puzzle loaded, the saved game picked up
//! again), handing it its messages and recording what changed in the session, saving it when
//! it is left, and doing what it asks for (another screen, a new puzzle, a hint worked out
//! off the UI thread, an export).

use std::time::Instant;

use iced::Task;

use super::dialog::Question;
use super::screen::game::{self, Game};
use super::screen::menu::Menu;
use super::screen::Screen;
use super::{source, App, Message};
use crate::engine::Variant;
use crate::play::{LoadError, Loaded};

impl App {
    /// Shows a new game; the session counts it as started.
    pub(super) fn begin(&mut self, mut game: Game) -> Task<Message> {
        self.mode = game.shape().variant();
        let counted = self.session.begin(&mut game);
        let rated = source::rate_entered(&game);
        Task::batch([counted, rated, self.show(Screen::Game(Box::new(game)))])
    }

    /// Picks the saved game up again, as it was.
    pub(super) fn resume_saved(&mut self) -> Task<Message> {
        match self.session.resume() {
            Some(game) => {
                self.mode = game.shape().variant();
                Task::batch([source::rate_entered(&game), self.show(Screen::Game(Box::new(game)))])
            }
            None => Task::none(),
        }
    }

    /// Saves the game on show, if any, now.
    pub(super) fn stash(&mut self) -> Task<Message> {
        self.screen
            .game()
            .map_or_else(Task::none, |game| self.session.stash(game))
    }

    /// A puzzle was loaded (or not): the game starts, or the player is told why not.
    pub(super) fn loaded(&mut self, id: u64, result: Result<Loaded, LoadError>) -> Task<Message> {
        if !self.requests.answered(id) {
            return Task::none();
        }
        let error = match result {
            Ok(loaded) => match Game::new(loaded, Instant::now()) {
                Some(game) => return self.begin(game),
                None => LoadError::SolutionDoesNotFit,
            },
            Err(e) => e,
        };
        if let Screen::Custom(screen) = &mut self.screen {
            screen.failed(error.message());
            return Task::none();
        }
        eprintln!("sudoku3d: {error}");
        let variant = match self.screen {
            Screen::Loading(variant, _) => variant,
            _ => self.mode,
        };
        let chooser = self.chooser(variant);
        self.show(chooser)
    }

    /// Hands a message to the game on show; records what changed (the save, the statistics,
    /// what the player learned) and does what the game asks for.
    pub(super) fn update_game(&mut self, message: game::Message) -> Task<Message> {
        let idle = matches!(message, game::Message::Tick(_) | game::Message::Frame(_));
        let Screen::Game(game) = &mut self.screen else {
            return Task::none();
        };
        let action = game.update(message);
        let variant = game.shape().variant();
        let events = game.take_learn_events();
        let changed = self.session.game_changed(game, idle);
        let learned = self.session.learn(game, events);
        Task::batch([changed, learned, self.game_action(action, variant)])
    }

    /// What a game asked for: another screen, a puzzle, a hint computed off the UI thread, the
    /// save dialog of an export.
    pub(super) fn game_action(&mut self, action: game::Action, variant: Variant) -> Task<Message> {
        match action {
            game::Action::None => Task::none(),
            game::Action::Back => {
                let chooser = self.chooser(variant);
                self.leave_for(chooser)
            }
            game::Action::Menu => Task::batch([self.leave_for(Screen::Menu(Menu)), self.ask_next(variant)]),
            game::Action::NextForYou => self.start_next(),
            game::Action::NewPuzzle(d) => {
                let stash = self.stash();
                Task::batch([stash, self.new_game(Question::Start(variant, d, None))])
            }
            game::Action::Finished(_) => match self.screen.game_mut() {
                Some(game) => Task::batch([self.session.game_finished(game), self.ask_next(variant)]),
                None => Task::none(),
            },
            game::Action::ComputeHint(number, request, cancel) => Task::perform(
                source::find_hint(request, cancel, self.hint_budget),
                move |found| match found {
                    Some(hint) => Message::Game(game::Message::HintFound(number, Box::new(hint))),
                    None => Message::Game(game::Message::CloseHint),
                },
            ),
            game::Action::Export(choice) => self.export.ask(choice, self.screen.game()),
        }
    }
}
