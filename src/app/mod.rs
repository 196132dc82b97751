//! The game window, built on iced. The application only switches screens and runs tasks: each
//! screen in [`screen`] owns its state and messages, the game's state is the plain
//! [`crate::play::GameState`], every puzzle question goes to [`crate::engine`], the data folder
//! is the session's (`session`), the window and the system's events are `window`'s. See [`run`].

mod dialog;
pub mod display;
pub mod export;
mod file_dialog;
pub mod icon;
mod inspect;
pub mod keys;
mod learning;
mod message;
mod nextfor;
pub mod persist;
pub mod picture;
mod playing;
pub mod screen;
mod session;
pub mod source;
pub mod theme;
pub mod tour;
pub mod widget;
mod window;

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use iced::event;
use iced::theme::Mode;
use iced::widget::{column, opaque, stack};
use iced::{system, time, Element, Subscription, Task, Theme};

use crate::engine::Variant;
use crate::i18n::{self, Language};
use crate::play::Loaded;
use crate::t;
use dialog::Question;
use keys::Shortcut;
pub use message::Message;
use screen::cube::{self, Cube};
use screen::custom::{self, Custom};
use screen::difficulty::{self, DifficultyScreen};
use screen::game::{self, Game};
use screen::help::{self, Help};
use screen::learn;
use screen::menu::{self, Menu};
use screen::settings::{self, SettingsScreen};
use screen::stats::{self, StatsScreen};
use screen::Screen;
use session::Session;
use theme::ThemeChoice;
pub use window::{run, Launch, APP_ID, CJK_FONT, FONTS, MIN_WINDOW, MONO_FONT};

/// The application: which screen is on, the data folder's session (settings, statistics,
/// saves), and the window.
#[derive(Debug)]
pub struct App {
    screen: Screen,
    session: Session,
    system_mode: Mode,
    /// The puzzles asked for: only the last one's answer is taken.
    requests: source::Requests,
    /// Screenshot mode: the picture to take.
    shot: Option<window::Shot>,
    /// Screenshot mode's tour of several screens (instead of `shot`).
    tour: Option<tour::Tour>,
    /// The window's size, scale and focus.
    window: window::Frame,
    /// A new game waiting for the player's yes, as an unfinished one would be left.
    confirm: Option<Question>,
    /// The system's language, spoken while the settings name none.
    system_language: Language,
    /// "Export PDF": the choice while the save dialog is open, and the last PDF started.
    export: export::Exporting,
    /// The mode being chosen or played: where Back, Cancel and "Enter your own puzzle" return.
    mode: Variant,
    /// How long a hint may search ([`crate::engine::budget::HINT`] unless the launch says).
    hint_budget: Option<std::time::Duration>,
    /// "Next for you": the puzzle on offer on the menu and the victory card.
    next_for_you: nextfor::NextForYou,
}

impl App {
    /// The application as `launch` asks; `failure` receives an error to report after the
    /// window closes (a screenshot that could not be saved).
    pub fn new(launch: Launch, failure: Arc<Mutex<Option<String>>>) -> (App, Task<Message>) {
        let session = Session::open(launch.data_dir.clone(), launch.screenshot.is_some());
        let (shot, tour) = match (launch.screenshot, launch.open.is_empty()) {
            (Some(path), true) => (Some(window::Shot::new(path, failure)), None),
            (Some(dir), false) => (None, Some(tour::Tour::new(dir, launch.open, failure))),
            (None, _) => (None, None),
        };
        let mut app = App {
            screen: Screen::Menu(Menu),
            session,
            system_mode: Mode::None,
            requests: source::Requests::default(),
            shot,
            tour,
            window: window::Frame::default(),
            confirm: None,
            system_language: launch.system_language.unwrap_or_default(),
            export: export::Exporting::default(),
            mode: Variant::Classic,
            hint_budget: launch.hint_budget.unwrap_or(Some(crate::engine::budget::HINT)),
            next_for_you: nextfor::NextForYou::default(),
        };
        app.speak();
        let start = match (launch.variant, launch.difficulty) {
            (Some(variant), None) => {
                app.screen = app.chooser(variant);
                Task::none()
            }
            (variant, Some(d)) => app.new_game(Question::Start(variant.unwrap_or(Variant::Classic), d, launch.seed)),
            (None, None) => app.ask_next(Variant::Classic),
        };
        (app, Task::batch([system::theme().map(Message::SystemTheme), start]))
    }

    /// The application showing a game of `loaded` at once (tests, pictures).
    pub fn with_game(loaded: Loaded) -> App {
        let (mut app, _) = App::new(Launch::default(), Arc::default());
        if let Some(game) = Game::new(loaded, Instant::now()) {
            app.screen = Screen::Game(Box::new(game));
        }
        app.sync_display();
        app
    }

    /// The game on show, if any.
    pub fn game(&self) -> Option<&Game> {
        self.screen.game()
    }

    /// The puzzle entry screen, if on show.
    pub fn custom(&self) -> Option<&Custom> {
        self.screen.custom()
    }

    /// A name for the screen on show: `menu`, `difficulty`, `custom`, `loading`, `game`,
    /// `help`, `cube`, `statistics` or `settings`.
    pub fn screen_name(&self) -> &'static str {
        self.screen.name()
    }

    /// The theme chosen.
    pub fn theme_choice(&self) -> ThemeChoice {
        self.session.settings.theme
    }

    /// The language the window speaks: the one the settings name, else the system's.
    pub fn language(&self) -> Language {
        self.session.settings.language.unwrap_or(self.system_language)
    }

    /// Makes this thread (the one running `update` and `view`) speak the window's language;
    /// every message looked up after it is in that language.
    fn speak(&self) {
        i18n::set_language(self.language());
    }

    /// The window title.
    pub fn title(&self) -> String {
        self.speak();
        match &self.screen {
            Screen::Game(g) => t!("window-title-game", game = g.title()),
            _ => t!("app-name"),
        }
    }

    /// The theme to draw with.
    pub fn theme(&self) -> Theme {
        self.session.settings.theme.theme(self.system_mode)
    }

    /// Whether the theme in use is dark.
    fn is_dark(&self) -> bool {
        self.theme().extended_palette().is_dark
    }

    /// Where a game of `variant` is chosen: the difficulty screen (with that variant's best
    /// times and title), or the cube's start screen. The app remembers the mode.
    fn chooser(&mut self, variant: Variant) -> Screen {
        self.mode = variant;
        let best = |d| self.session.best_time(variant, d);
        // A board of faces has its own start screen (the cube's picture, flat or in 3D).
        if variant.row().structure.faces {
            Screen::Cube(Cube::new(best, self.is_dark()))
        } else {
            // "Enter your own puzzle" where the entry screen takes the kind (not yet Mini).
            Screen::Difficulty(DifficultyScreen::new(variant, best).with_custom(variant.row().entered))
        }
    }

    /// The mode being chosen or played (the menu's last choice, or the game's).
    pub fn mode(&self) -> Variant {
        self.mode
    }

    /// Tells the screen on show about the window and the theme (pictures drawn in software
    /// follow them; each redraws only on a change).
    fn sync_display(&mut self) {
        let display = self.window.display(self.is_dark());
        self.screen.set_display(display);
    }

    /// Shows `screen`, forgetting any puzzle still being loaded for the old one and stopping
    /// the "Next for you" search the old one asked for (a new screen asks again if it offers).
    fn show(&mut self, screen: Screen) -> Task<Message> {
        self.requests.forget();
        self.drop_next_question();
        self.screen = screen;
        Task::none()
    }

    /// Leaves the screen on show for `screen`; a game is saved first.
    fn leave_for(&mut self, screen: Screen) -> Task<Message> {
        let stash = self.stash();
        Task::batch([stash, self.show(screen)])
    }

    /// Saves the game on show and closes the window once every write is done; the window's
    /// size is remembered for the next start. With `ask_if_unsaved`, a save that failed asks
    /// the player before closing ([`Message::Exit`]).
    fn quit(&mut self, ask_if_unsaved: bool) -> Task<Message> {
        self.session.quit(self.screen.game(), self.window.size, ask_if_unsaved)
    }

    /// The writes of a quit are done: close, unless one failed and the player is to be asked
    /// first ("Your game could not be saved: quit anyway?"), as with any unsaved work.
    fn exit(&mut self, ask_if_unsaved: bool) -> Task<Message> {
        match self.session.exit(ask_if_unsaved) {
            Ok(close) => close,
            Err(error) => {
                self.confirm = Some(Question::Quit(error));
                Task::none()
            }
        }
    }

    /// Handles a message.
    pub fn update(&mut self, message: Message) -> Task<Message> {
        self.tour_heard(&message);
        self.speak();
        let task = self.handle(message);
        // A change of language in the settings takes effect here, before the next view.
        self.speak();
        self.sync_display();
        // The clock stops while a dialog covers the board.
        let covered = self.confirm.is_some();
        if let Some(game) = self.screen.game_mut() {
            game.set_covered(covered, Instant::now());
        }
        task
    }

    fn handle(&mut self, message: Message) -> Task<Message> {
        // While the new-game question is open, only its answer, Esc (keep playing), Enter (its
        // default answer), quitting and what the system sends get through.
        if let (Some(question), false) = (&self.confirm, dialog::gets_through(&message)) {
            return match question.key_answer(&message) {
                Some(answer) => self.confirmed(answer),
                None => Task::none(),
            };
        }
        match message {
            Message::ConfirmNew(start) => self.confirmed(start),
            Message::ExportTo(target) => self.export.answered(target, self.screen.game_mut()),
            // The system asks the process to end (a logout, say): no question may hold it up.
            Message::Signal(_) => self.quit(false),
            Message::Key(Shortcut::Quit) | Message::CloseRequested => self.quit(true),
            Message::Exit { ask_if_unsaved } => self.exit(ask_if_unsaved),
            Message::WindowOpened(id, size) => self.window.opened(id, size),
            Message::MonitorSize(id, screen) => self.window.fit_to(id, screen),
            Message::Menu(m) => match &mut self.screen {
                Screen::Menu(menu) => {
                    let action = menu.update(m);
                    self.menu_action(action)
                }
                _ => Task::none(),
            },
            Message::Difficulty(m) => match &mut self.screen {
                Screen::Difficulty(screen) => match screen.update(m) {
                    difficulty::Action::Stay => Task::none(),
                    difficulty::Action::Start(d) => self.new_game(Question::Start(self.mode, d, None)),
                    difficulty::Action::Custom => self.show(Screen::Custom(Box::new(Custom::for_variant(self.mode)))),
                    difficulty::Action::Back => self.show_menu(),
                },
                _ => Task::none(),
            },
            Message::Custom(m) => match &mut self.screen {
                Screen::Custom(screen) => match screen.update(m) {
                    custom::Action::None => Task::none(),
                    custom::Action::Run(task) => task.map(Message::Custom),
                    custom::Action::Submit { variant, text } => self.new_game(Question::Text(variant, text)),
                    custom::Action::Check {
                        id,
                        variant,
                        text,
                        cancel,
                    } => {
                        let checked = move |answer| Message::Custom(custom::Message::Checked(id, answer));
                        Task::perform(source::check_entered(variant, text, cancel), checked)
                    }
                    custom::Action::Back => {
                        let chooser = self.chooser(self.mode);
                        self.show(chooser)
                    }
                },
                _ => Task::none(),
            },
            Message::Game(m) => self.update_game(m),
            Message::Learn(m) => self.learn_message(m),
            Message::NextChosen(number, variant, choice) => self.next_chosen(number, variant, choice),
            Message::Credited(credit) => {
                self.session.credited(credit);
                Task::none()
            }
            Message::Statistics(m) => match &mut self.screen {
                Screen::Statistics(screen) => match screen.update(m) {
                    stats::Action::None => Task::none(),
                    stats::Action::Back => self.show_menu(),
                    stats::Action::AskReset => {
                        self.confirm = Some(Question::ResetStatistics);
                        Task::none()
                    }
                },
                _ => Task::none(),
            },
            Message::Settings(m) => match &mut self.screen {
                Screen::Settings(screen) => match screen.update(m) {
                    settings::Action::Changed(settings) => self.session.change_settings(settings),
                    settings::Action::Back => self.show_menu(),
                },
                _ => Task::none(),
            },
            Message::Help(m) => match &mut self.screen {
                Screen::Help(screen) => match screen.update(m) {
                    help::Action::Back => self.show_menu(),
                },
                _ => Task::none(),
            },
            Message::Cube(m) => match &mut self.screen {
                Screen::Cube(screen) => match screen.update(m) {
                    cube::Action::Start(d) => self.new_game(Question::Start(Variant::Cube, d, None)),
                    cube::Action::Back => self.show_menu(),
                },
                _ => Task::none(),
            },
            Message::SaveGame => self.session.save_if_due(self.screen.game()),
            Message::Saved(result) => {
                self.session.saved(result);
                Task::none()
            }
            Message::CancelLoading => match self.screen {
                Screen::Loading(variant, _) => {
                    let chooser = self.chooser(variant);
                    self.show(chooser)
                }
                _ => Task::none(),
            },
            Message::Loaded(id, result) => self.loaded(id, result),
            Message::FileDropped(path) => self.file_dropped(path),
            Message::PasteKey(text_taken) => self.paste_key(text_taken),
            Message::Key(shortcut) => self.key(shortcut),
            Message::Focus(focused) => {
                let lost = self.window.focus(focused);
                if lost {
                    self.update_game(game::Message::FocusLost)
                } else {
                    Task::none()
                }
            }
            Message::SystemTheme(mode) => {
                self.system_mode = mode;
                Task::none()
            }
            Message::WindowResized(size) => {
                self.window.size = size;
                Task::none()
            }
            Message::Rescaled(scale) => {
                self.window.scale = scale;
                Task::none()
            }
            Message::CaptureScreenshot => {
                let awaited = self.next_asked().is_some();
                self.shot.as_mut().map_or_else(Task::none, |shot| shot.take(awaited))
            }
            Message::Screenshotted(picture) => self.shot.as_ref().map_or_else(Task::none, |s| s.save(picture)),
            Message::ScreenshotSaved(result) => self.shot.as_ref().map_or_else(iced::exit, |s| s.saved(result)),
            Message::TourTick => self.tour_step(),
            Message::TourPicture(picture) => self.tour_store(|tour| tour.picture(picture)),
            Message::TourLayout(layout) => self.tour_store(|tour| tour.layout(layout)),
            Message::TourFrame(at) => self.tour_frame(at),
        }
    }

    /// What the menu asked for.
    fn menu_action(&mut self, action: menu::Action) -> Task<Message> {
        match action {
            menu::Action::None => Task::none(),
            menu::Action::Continue => self.resume_saved(),
            menu::Action::NextForYou => self.start_next(),
            menu::Action::Statistics => {
                self.show(Screen::Statistics(StatsScreen::new(self.session.statistics.clone())))
            }
            menu::Action::Learn => self.open_learn(),
            menu::Action::Settings => self.show(Screen::Settings(SettingsScreen::new(
                self.session.settings.clone(),
                self.system_language,
            ))),
            menu::Action::DismissNotice(i) => {
                self.session.dismiss_notice(i);
                Task::none()
            }
            menu::Action::Play(variant) => {
                let chooser = self.chooser(variant);
                self.show(chooser)
            }
            menu::Action::HowToPlay => self.show(Screen::Help(Help::new(self.is_dark()))),
            menu::Action::Quit => self.quit(true),
        }
    }

    /// A key nothing else took, handled in this one pass: the game's shortcuts, Esc back one
    /// screen, and the menus' keys (so the whole game works without a mouse).
    fn key(&mut self, shortcut: Shortcut) -> Task<Message> {
        let message = match (&self.screen, shortcut) {
            (Screen::Game(_), shortcut) => return self.update_game(game::Message::Shortcut(shortcut)),
            (_, Shortcut::Escape) => self.back_message(),
            (Screen::Cube(_), shortcut) => cube::key(shortcut).map(Message::Cube),
            (Screen::Menu(_), shortcut) => menu::key(shortcut).map(Message::Menu),
            (Screen::Difficulty(_), shortcut) => difficulty::key(shortcut).map(Message::Difficulty),
            (Screen::Learn(_), shortcut) => Some(Message::Learn(learn::Message::Key(shortcut))),
            (Screen::Custom(_), shortcut) => custom::key(shortcut).map(Message::Custom),
            _ => None,
        };
        message.map_or_else(Task::none, |message| self.handle(message))
    }

    /// Esc: the message that goes back one screen (the menu stays where it is).
    fn back_message(&self) -> Option<Message> {
        Some(match self.screen {
            Screen::Menu(_) => return None,
            Screen::Loading(..) => Message::CancelLoading,
            Screen::Difficulty(_) => Message::Difficulty(difficulty::Message::Back),
            Screen::Custom(_) => Message::Custom(custom::Message::Back),
            Screen::Game(_) => Message::Game(game::Message::Back),
            Screen::Help(_) => Message::Help(help::Message::Back),
            Screen::Cube(_) => Message::Cube(cube::Message::Back),
            Screen::Statistics(_) => Message::Statistics(stats::Message::Back),
            Screen::Settings(_) => Message::Settings(settings::Message::Back),
            Screen::Learn(_) => Message::Learn(learn::Message::Back),
        })
    }

    /// The window's content.
    pub fn view(&self) -> Element<'_, Message> {
        self.speak();
        let mut screen = self.screen_view();
        if let (Screen::Game(_), Some(line)) = (&self.screen, self.session.banner()) {
            // A failed save, or a window that saves nothing, is said above the game at once.
            screen = column![dialog::banner(line), screen].into();
        }
        let Some(question) = &self.confirm else {
            return screen;
        };
        // The unfinished game the question is about: the one on show, or the saved one.
        let saved = self.session.saved.as_ref().filter(|_| self.screen.game().is_none());
        stack![screen, opaque(question.view(saved))].into()
    }

    fn screen_view(&self) -> Element<'_, Message> {
        match &self.screen {
            Screen::Menu(menu) => menu.view(self.menu_saves()).map(Message::Menu),
            Screen::Difficulty(screen) => screen.view().map(Message::Difficulty),
            Screen::Custom(screen) => screen.view().map(Message::Custom),
            Screen::Loading(shape, d) => screen::loading::view(*shape, *d).map(|_| Message::CancelLoading),
            Screen::Game(game) => game.view().map(Message::Game),
            Screen::Help(screen) => screen.view().map(Message::Help),
            Screen::Cube(screen) => screen.view().map(Message::Cube),
            Screen::Statistics(screen) => screen.view().map(Message::Statistics),
            Screen::Settings(screen) => screen.view().map(Message::Settings),
            Screen::Learn(screen) => screen.view().map(Message::Learn),
        }
    }

    /// What the application listens to: keys and focus always, the clock while a game runs,
    /// the frames of the victory wave while it runs, the system theme, and in screenshot mode the moment to take the picture.
    /// While the tour captures a screen the clock and the saving timer wait: their messages
    /// would start the capture again (see [`tour::Tour`]).
    pub fn subscription(&self) -> Subscription<Message> {
        let mut subscriptions = vec![
            event::listen_with(window::on_event),
            system::theme_changes().map(Message::SystemTheme),
            Subscription::run(window::signals),
        ];
        let holding_still = self.tour.as_ref().is_some_and(tour::Tour::capturing);
        if let Screen::Game(game) = &self.screen {
            if game.is_running() && !holding_still {
                subscriptions
                    .push(time::every(Duration::from_millis(500)).map(|at| Message::Game(game::Message::Tick(at))));
            }
            subscriptions.push(game.celebration_subscription().map(Message::Game));
        }
        if self.session.wants_timer() && !holding_still {
            subscriptions.push(time::every(Duration::from_secs(1)).map(|_| Message::SaveGame));
        }
        let ready = !matches!(self.screen, Screen::Loading(..)) && self.requests.pending().is_none();
        if ready && self.shot.as_ref().is_some_and(window::Shot::waiting) {
            subscriptions.push(time::every(Duration::from_millis(700)).map(|_| Message::CaptureScreenshot));
        }
        if let Some(tour) = &self.tour {
            subscriptions.push(time::every(Duration::from_millis(120)).map(|_| Message::TourTick));
            if tour.awaiting_frame() {
                subscriptions.push(iced::window::frames().map(Message::TourFrame));
            }
        }
        Subscription::batch(subscriptions)
    }
}
