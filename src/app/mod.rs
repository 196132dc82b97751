//! The game window, built on iced: a menu, the difficulty choice, the classic game, the 3D
//! cube (the same game screen on a cube grid) and the help.
//!
//! The application only switches screens and runs tasks; each screen in [`screen`] owns its
//! state and messages, the game's state is the plain [`crate::play::GameState`], and every puzzle
//! question goes to [`crate::engine`]. Start it with [`run`].

pub mod export;
pub mod icon;
pub mod keys;
pub mod persist;
pub mod screen;
mod session;
pub mod source;
pub mod theme;
pub mod widget;

use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use iced::event::{self, Event};
use iced::theme::Mode;
use iced::widget::{button, column, container, opaque, row, stack, text};
use iced::{keyboard, system, time, window, Alignment, Element, Font, Length, Size, Subscription, Task, Theme};

use crate::engine::{Difficulty, Shape};
use crate::i18n::{self, Language};
use crate::play::{LoadError, Loaded, Request};
use crate::t;
use keys::Shortcut;
use screen::cube::{self, Cube};
use screen::custom::{self, Custom};
use screen::difficulty::{self, DifficultyScreen};
use screen::game::{self, Game};
use screen::help::{self, Help};
use screen::menu::{self, Menu};
use screen::settings::{self, SettingsScreen};
use screen::stats::{self, StatsScreen};
use session::Saves;
use theme::ThemeChoice;

/// The window's size when it first opens (later: the size it had when it closed), made to
/// fit the screen once the screen's size is known.
const WINDOW: Size = Size::new(1060.0, 760.0);

/// The application id: the name of the desktop entry and icon in `packaging/` (and the
/// AppStream id).
pub const APP_ID: &str = "org.sudoku3d.Sudoku3D";

/// The smallest window: everything stays usable on an 800x600 screen.
const MIN_WINDOW: Size = Size::new(520.0, 460.0);

/// The largest window to open with: a remembered size is cut down to this before the window
/// exists (the screen's size is known only once it is open, and a huge window costs memory and
/// seconds at every start), then to the screen once it is known.
const MAX_START_WINDOW: Size = Size::new(3840.0, 2160.0);

/// What a window may take of the screen (room for panels and the title bar).
const SCREEN_SHARE: (f32, f32) = (0.96, 0.90);

/// Noto Sans CJK SC cut down to the characters of the Chinese translation
/// (`resources/fonts/subset-cjk.sh`): the window's text font (Fira Sans, built into iced) has
/// no Chinese, and a bare machine has no CJK font to fall back on.
pub const CJK_FONT: &[u8] = crate::print::CJK_FONT;

/// DejaVu Sans Mono, for the clock and the puzzle text: a monospace face of our own, so the
/// window looks the same on every machine whatever its system's monospace font is.
pub const MONO_FONT: &[u8] = include_bytes!("../../resources/fonts/DejaVuSansMono.ttf");

/// Every font the window draws with besides Fira Sans (built into iced): loaded at start, and
/// by the UI tests' simulator. DejaVu Sans (already embedded for the rendered pictures) is
/// where the symbols Fira Sans lacks are found, rather than in whatever the system has.
pub const FONTS: [&[u8]; 3] = [crate::render::FONT_BYTES, CJK_FONT, MONO_FONT];

/// The icon, as committed in `resources/`.
pub(crate) const ICON_PNG: &[u8] = include_bytes!("../../resources/icon.png");

/// How the window starts.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Launch {
    /// Render the first screen, save it as a PNG here, and quit.
    pub screenshot: Option<PathBuf>,
    /// Open straight into this mode (with `difficulty`: straight into a game).
    pub shape: Option<Shape>,
    /// Open straight into a game of this difficulty.
    pub difficulty: Option<Difficulty>,
    /// The generator's seed for that first game (without one, the game is the next level
    /// from the level files).
    pub seed: Option<u64>,
    /// The data folder for the saved game, the statistics, the settings and extra levels
    /// (`crate::store::data_dir()`); `None` keeps nothing between runs. In screenshot mode it
    /// is read, never written.
    pub data_dir: Option<PathBuf>,
    /// The system's language ([`Language::from_system`], read by the binary), followed while
    /// the settings name none; `None` (tests, pictures) speaks English.
    pub system_language: Option<Language>,
}

/// Whether a display to open a window on is set.
fn has_display() -> bool {
    ["DISPLAY", "WAYLAND_DISPLAY"]
        .iter()
        .any(|v| std::env::var_os(v).is_some_and(|s| !s.is_empty()))
}

/// Opens the game window and runs it until it is closed.
///
/// Fails with one sentence when there is no display (neither `DISPLAY` nor `WAYLAND_DISPLAY`
/// is set), when the window cannot be opened, or when a screenshot cannot be saved.
pub fn run(launch: Launch) -> Result<(), String> {
    if !has_display() {
        return Err("no display to open the game window on: set DISPLAY or WAYLAND_DISPLAY (on a headless machine, run it under xvfb-run)".into());
    }
    let failure: Arc<Mutex<Option<String>>> = Arc::default();
    let boot_failure = failure.clone();
    let icon = window::icon::from_file_data(ICON_PNG, None).ok();
    // The size the window had when it last closed (settings.json), if any.
    let remembered = launch
        .data_dir
        .as_deref()
        .map(|dir| crate::play::saved::peek_settings(dir).window_size())
        .unwrap_or(None);
    let opened = window_system_failures_as_errors(move || {
        iced::application(
            move || App::new(launch.clone(), boot_failure.clone()),
            App::update,
            App::view,
        )
        .title(App::title)
        .subscription(App::subscription)
        .theme(App::theme)
        .default_font(Font::with_name("Fira Sans"))
        .font(FONTS[0])
        .font(FONTS[1])
        .font(FONTS[2])
        .antialiasing(true)
        .window(window::Settings {
            size: start_size(remembered),
            min_size: Some(MIN_WINDOW),
            icon,
            // Closing saves the game first (Message::CloseRequested).
            exit_on_close_request: false,
            // The Wayland app id and X11 WM_CLASS: the desktop entry's name, so the desktop shows
            // the launcher's icon and name for the window.
            #[cfg(target_os = "linux")]
            platform_specific: window::settings::PlatformSpecific {
                application_id: APP_ID.into(),
                ..Default::default()
            },
            ..window::Settings::default()
        })
        .run()
        .map_err(|e| format!("the game window failed: {e}"))
    })?;
    opened?;
    let failed = failure.lock().map(|mut f| f.take()).unwrap_or_default();
    failed.map_or(Ok(()), Err)
}

/// The size the window opens with: the remembered one (or the default), within
/// [`MIN_WINDOW`] and [`MAX_START_WINDOW`].
fn start_size(remembered: Option<(f32, f32)>) -> Size {
    remembered.map_or(WINDOW, |(w, h)| {
        Size::new(
            w.clamp(MIN_WINDOW.width, MAX_START_WINDOW.width),
            h.clamp(MIN_WINDOW.height, MAX_START_WINDOW.height),
        )
    })
}

/// Runs `open` (the window), turning a panic of the window system's crates (winit and iced's
/// shell around it panic when the display cannot be opened: no X server at `DISPLAY`, a bogus
/// `WAYLAND_DISPLAY`, a failed connection) into one sentence, with no backtrace. A panic
/// anywhere else is a bug of the game's: it is reported as usual and goes on unwinding.
fn window_system_failures_as_errors<T>(open: impl FnOnce() -> T) -> Result<T, String> {
    let caught: Arc<Mutex<Option<String>>> = Arc::default();
    let report = caught.clone();
    let previous = std::panic::take_hook();
    let runner = std::thread::current().id();
    std::panic::set_hook(Box::new(move |info| {
        // Only this thread's panics are caught below; another thread's are told as usual.
        let here = std::thread::current().id() == runner;
        let from_window_system = info.location().is_some_and(|l| is_window_system_source(l.file()));
        if !(here && from_window_system) {
            return previous(info);
        }
        let message = info
            .payload()
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_default();
        if let Ok(mut slot) = report.lock() {
            slot.get_or_insert(message);
        }
    }));
    let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(open));
    match outcome {
        Ok(value) => Ok(value),
        Err(payload) => match caught.lock().ok().and_then(|mut c| c.take()) {
            Some(message) => Err(display_failure(&message)),
            None => std::panic::resume_unwind(payload),
        },
    }
}

/// Whether a source file (a panic's location) is one of the window system's crates.
fn is_window_system_source(file: &str) -> bool {
    [
        "iced_winit",
        "winit-",
        "softbuffer",
        "smithay-client-toolkit",
        "x11rb",
        "x11-dl",
        "wayland-",
    ]
    .iter()
    .any(|name| file.contains(name))
}

/// One sentence for a window that could not be opened: which display, and what the window
/// system said (on one line).
fn display_failure(message: &str) -> String {
    let display = |name: &str| std::env::var(name).ok().filter(|v| !v.is_empty());
    let on = match (display("WAYLAND_DISPLAY"), display("DISPLAY")) {
        (Some(w), Some(x)) => format!("on WAYLAND_DISPLAY={w} or DISPLAY={x}"),
        (Some(w), None) => format!("on WAYLAND_DISPLAY={w}"),
        (None, Some(x)) => format!("on DISPLAY={x}"),
        (None, None) => "on any display".into(),
    };
    let detail = window_system_error(message).unwrap_or(message);
    let detail: String = detail.split_whitespace().collect::<Vec<_>>().join(" ");
    format!("the game window could not be opened {on}: is a display server running there? ({detail})")
}

/// The system's error inside winit's message, without the source file and line around it:
/// `XNotSupported(XOpenDisplayFailed)` out of `Create event loop: Os(OsError { line: 788, file:
/// "...", error: XNotSupported(XOpenDisplayFailed) })`.
fn window_system_error(message: &str) -> Option<&str> {
    let start = message.rfind("error: ")? + "error: ".len();
    let rest = &message[start..];
    let mut depth = 0usize;
    for (i, c) in rest.char_indices() {
        match c {
            '(' | '{' => depth += 1,
            ')' | '}' if depth == 0 => return Some(rest[..i].trim()),
            ')' | '}' => depth -= 1,
            _ => {}
        }
    }
    Some(rest.trim())
}

/// The screen on show.
#[derive(Debug)]
enum Screen {
    Menu(Menu),
    Difficulty(DifficultyScreen),
    Custom(Custom),
    Loading(Shape, Difficulty),
    Game(Box<Game>),
    Help(Help),
    Cube(Cube),
    Statistics(StatsScreen),
    Settings(SettingsScreen),
}

/// A message of the application.
#[derive(Clone, Debug)]
pub enum Message {
    /// From the menu.
    Menu(menu::Message),
    /// From the difficulty screen.
    Difficulty(difficulty::Message),
    /// From the puzzle entry screen.
    Custom(custom::Message),
    /// From the game.
    Game(game::Message),
    /// From the help screen.
    Help(help::Message),
    /// From the cube screen.
    Cube(cube::Message),
    /// From the statistics screen.
    Statistics(stats::Message),
    /// From the settings screen.
    Settings(settings::Message),
    /// Save the game on show if it changed (a timer, while it has).
    SaveGame,
    /// A file was written (or not).
    Saved(Result<(), persist::WriteError>),
    /// The window's close button: save, then close.
    CloseRequested,
    /// Every write is done (or the wait ran out): close; but when a save failed and
    /// `ask_if_unsaved`, ask the player first (a quit the player asked for; a signal from the
    /// system closes at once).
    Exit {
        /// Ask before closing if a save failed.
        ask_if_unsaved: bool,
    },
    /// Stop waiting for a puzzle.
    CancelLoading,
    /// A puzzle was loaded (or not), for the request with this number.
    Loaded(u64, Result<Loaded, LoadError>),
    /// A keyboard shortcut nothing else took.
    Key(Shortcut),
    /// The window gained (`true`) or lost (`false`) the focus.
    Focus(bool),
    /// The system switched between light and dark.
    SystemTheme(Mode),
    /// Screenshot mode: take the picture now.
    CaptureScreenshot,
    /// Screenshot mode: the picture was taken.
    Screenshotted(window::Screenshot),
    /// Screenshot mode: the picture was saved (or not).
    ScreenshotSaved(Result<PathBuf, String>),
    /// The window opened or was resized to this size (logical pixels).
    WindowResized(Size),
    /// The window opened (its id and size): time to make it fit its screen.
    WindowOpened(window::Id, Size),
    /// The size of the screen the window is on (if the system tells).
    MonitorSize(window::Id, Option<Size>),
    /// SIGTERM, SIGINT or SIGHUP: save, then close.
    Signal(i32),
    /// The answer to "start a new game?" (or "quit anyway?"): `true` starts it (quits),
    /// `false` keeps playing.
    ConfirmNew(bool),
    /// The window's scale factor changed.
    Rescaled(f32),
    /// "Export PDF": where the save dialog says the PDF goes.
    ExportTo(export::ExportTarget),
}

#[derive(Debug)]
struct Shot {
    path: PathBuf,
    requested: bool,
}

/// The application: which screen is on, the settings, the statistics and the saves.
#[derive(Debug)]
pub struct App {
    screen: Screen,
    settings: crate::store::Settings,
    statistics: crate::store::Statistics,
    saves: Saves,
    system_mode: Mode,
    pending: Option<u64>,
    requests: u64,
    shot: Option<Shot>,
    failure: Arc<Mutex<Option<String>>>,
    focused: bool,
    window: Size,
    scale: f32,
    /// A new game waiting for the player's yes, as an unfinished one would be left.
    confirm: Option<Pending>,
    /// The system's language, spoken while the settings name none.
    system_language: Language,
    /// "Export PDF": what the player chose to print, while the save dialog is open.
    export_choice: Option<export::ExportChoice>,
    /// The last PDF export started (written by a task; tests run it themselves).
    pending_export: Option<export::PdfExport>,
}

/// A new game asked for while an unfinished one exists.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Pending {
    /// A game of this mode and band (with the generator's seed, if one was given).
    Start(Shape, Difficulty, Option<u64>),
    /// The puzzle the player entered.
    Text(String),
    /// Quitting, though a save failed (what the system said).
    Quit(String),
}

impl App {
    /// The application as `launch` asks; `failure` receives an error to report after the
    /// window closes (a screenshot that could not be saved).
    pub fn new(launch: Launch, failure: Arc<Mutex<Option<String>>>) -> (App, Task<Message>) {
        let (saves, settings, statistics) = Saves::open(launch.data_dir.clone(), launch.screenshot.is_some());
        let mut app = App {
            screen: Screen::Menu(Menu),
            settings,
            statistics,
            saves,
            system_mode: Mode::None,
            pending: None,
            requests: 0,
            shot: launch.screenshot.map(|path| Shot { path, requested: false }),
            failure,
            focused: false,
            window: WINDOW,
            scale: 1.0,
            confirm: None,
            system_language: launch.system_language.unwrap_or_default(),
            export_choice: None,
            pending_export: None,
        };
        app.speak();
        let start = match (launch.shape, launch.difficulty) {
            (Some(Shape::Cube), Some(d)) => app.start(Shape::Cube, d, launch.seed),
            (Some(Shape::Cube), None) => {
                app.screen = app.chooser(Shape::Cube);
                Task::none()
            }
            (_, Some(d)) => app.start(Shape::Classic, d, launch.seed),
            (Some(Shape::Classic), None) => {
                app.screen = Screen::Difficulty(app.difficulty_screen());
                Task::none()
            }
            (None, None) => Task::none(),
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
        match &self.screen {
            Screen::Game(g) => Some(g),
            _ => None,
        }
    }

    /// The puzzle entry screen, if on show.
    pub fn custom(&self) -> Option<&Custom> {
        match &self.screen {
            Screen::Custom(c) => Some(c),
            _ => None,
        }
    }

    /// A name for the screen on show: `menu`, `difficulty`, `custom`, `loading`, `game`,
    /// `help`, `cube`, `statistics` or `settings`.
    pub fn screen_name(&self) -> &'static str {
        match self.screen {
            Screen::Menu(_) => "menu",
            Screen::Difficulty(_) => "difficulty",
            Screen::Custom(_) => "custom",
            Screen::Loading(..) => "loading",
            Screen::Game(_) => "game",
            Screen::Help(_) => "help",
            Screen::Cube(_) => "cube",
            Screen::Statistics(_) => "statistics",
            Screen::Settings(_) => "settings",
        }
    }

    /// The number of the puzzle request being loaded, if any: its answer is
    /// `Message::Loaded(number, result)`.
    pub fn pending(&self) -> Option<u64> {
        self.pending
    }

    /// The PDF export being written, if one was started: the application's task writes it
    /// and answers with `game::Message::Exported`.
    pub fn pending_export(&self) -> Option<&export::PdfExport> {
        self.pending_export.as_ref()
    }

    /// The theme chosen.
    pub fn theme_choice(&self) -> ThemeChoice {
        self.settings.theme
    }

    /// The language the window speaks: the one the settings name, else the system's.
    pub fn language(&self) -> Language {
        self.settings.language.unwrap_or(self.system_language)
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
        self.settings.theme.theme(self.system_mode)
    }

    fn difficulty_screen(&self) -> DifficultyScreen {
        DifficultyScreen::new(|d| self.best_time(Shape::Classic, d))
    }

    /// Whether the theme in use is dark.
    fn is_dark(&self) -> bool {
        self.theme().extended_palette().is_dark
    }

    /// Where a game of `shape` is chosen: the difficulty screen, or the cube's start screen.
    fn chooser(&self, shape: Shape) -> Screen {
        match shape {
            Shape::Classic => Screen::Difficulty(self.difficulty_screen()),
            Shape::Cube => Screen::Cube(Cube::new(|d| self.best_time(Shape::Cube, d), self.is_dark())),
        }
    }

    /// Tells the screen on show about the window and the theme (pictures drawn in software
    /// follow them; each redraws only on a change).
    fn sync_display(&mut self) {
        let dark = self.is_dark();
        match &mut self.screen {
            Screen::Game(game) => game.set_display(game::Display {
                window: self.window,
                scale: self.scale,
                dark,
            }),
            Screen::Cube(screen) => screen.set_dark(dark),
            Screen::Help(screen) => screen.set_dark(dark),
            _ => {}
        }
    }

    /// Shows `screen`, forgetting any puzzle still being loaded for the old one.
    fn show(&mut self, screen: Screen) {
        self.pending = None;
        self.screen = screen;
    }

    /// Starts loading a puzzle; the answer comes back as [`Message::Loaded`].
    fn load(&mut self, request: Request) -> Task<Message> {
        self.requests += 1;
        let id = self.requests;
        self.pending = Some(id);
        Task::perform(source::load(request), move |result| Message::Loaded(id, result))
    }

    /// Starts loading a game, showing the loading screen meanwhile: the generator's puzzle of
    /// `seed`, or without one the next level the player has not played.
    fn start(&mut self, shape: Shape, difficulty: Difficulty, seed: Option<u64>) -> Task<Message> {
        if self.has_unfinished() {
            self.confirm = Some(Pending::Start(shape, difficulty, seed));
            return Task::none();
        }
        self.start_now(shape, difficulty, seed)
    }

    /// Whether a game would be lost by starting another: the one on show, unfinished and
    /// played, or the saved one behind Continue.
    fn has_unfinished(&self) -> bool {
        match &self.screen {
            Screen::Game(game) if !game.state().is_finished() && !game.state().history().is_empty() => true,
            _ => self.saves.saved.as_ref().is_some_and(|s| !s.history.is_empty()),
        }
    }

    /// The new-game question, if asked: "Keep playing" or "Start new".
    pub fn confirming(&self) -> bool {
        self.confirm.is_some()
    }

    /// Asks before loading the entered puzzle if a game would be lost.
    fn submit_text(&mut self, text: String) -> Task<Message> {
        if self.has_unfinished() {
            self.confirm = Some(Pending::Text(text));
            return Task::none();
        }
        self.load(Request::Text(text))
    }

    /// The player answered the new-game question.
    fn confirmed(&mut self, start: bool) -> Task<Message> {
        let Some(pending) = self.confirm.take() else {
            return Task::none();
        };
        if let Pending::Quit(_) = pending {
            // Quit anyway, or back to the game (its save is tried again every second).
            return if start { iced::exit() } else { Task::none() };
        }
        if !start {
            // Keep playing: back to the unfinished game (it is on show, or behind Continue).
            return match self.screen {
                Screen::Game(_) => Task::none(),
                _ => self.resume_saved(),
            };
        }
        let stash = self.stash();
        let next = match pending {
            Pending::Start(shape, difficulty, seed) => self.start_now(shape, difficulty, seed),
            Pending::Text(text) => self.load(Request::Text(text)),
            Pending::Quit(_) => Task::none(),
        };
        Task::batch([stash, next])
    }

    fn start_now(&mut self, shape: Shape, difficulty: Difficulty, seed: Option<u64>) -> Task<Message> {
        self.show(Screen::Loading(shape, difficulty));
        self.load(match seed {
            Some(seed) => Request::Generate {
                shape,
                difficulty,
                seed,
            },
            None => Request::Level {
                shape,
                difficulty,
                extra_dir: self.saves.levels_dir.clone(),
                played: self.statistics.played_levels(shape, difficulty),
            },
        })
    }

    /// Handles a message.
    pub fn update(&mut self, message: Message) -> Task<Message> {
        self.speak();
        let task = self.handle(message);
        // A change of language in the settings takes effect here, before the next view.
        self.speak();
        self.sync_display();
        // The clock stops while a dialog covers the board.
        let covered = self.confirm.is_some();
        if let Screen::Game(game) = &mut self.screen {
            game.set_covered(covered, Instant::now());
        }
        task
    }

    fn handle(&mut self, message: Message) -> Task<Message> {
        // While the new-game question is open, only its answer, Esc (keep playing), quitting
        // and what the system sends get through.
        if self.confirm.is_some() {
            match &message {
                Message::ConfirmNew(_)
                | Message::Key(Shortcut::Quit)
                | Message::Signal(_)
                | Message::CloseRequested
                | Message::Exit { .. }
                | Message::Saved(_)
                | Message::SaveGame
                | Message::SystemTheme(_)
                | Message::WindowResized(_)
                | Message::WindowOpened(..)
                | Message::MonitorSize(..)
                | Message::Rescaled(_)
                | Message::Focus(_)
                | Message::CaptureScreenshot
                | Message::Screenshotted(_)
                | Message::ScreenshotSaved(_) => {}
                Message::Key(Shortcut::Escape) => return self.confirmed(false),
                _ => return Task::none(),
            }
        }
        match message {
            Message::ConfirmNew(start) => self.confirmed(start),
            Message::ExportTo(target) => self.export_to(target),
            // The system asks the process to end (a logout, say): no question that would hold
            // it up.
            Message::Signal(_) => self.quit(false),
            Message::Key(Shortcut::Quit) => self.quit(true),
            Message::WindowOpened(id, size) => {
                self.window = size;
                window::monitor_size(id).map(move |screen| Message::MonitorSize(id, screen))
            }
            Message::MonitorSize(id, screen) => match screen.and_then(|screen| fit(self.window, screen)) {
                Some(size) => window::resize(id, size),
                None => Task::none(),
            },
            Message::Menu(m) => {
                let Screen::Menu(menu) = &mut self.screen else {
                    return Task::none();
                };
                match menu.update(m) {
                    menu::Action::None => Task::none(),
                    menu::Action::Continue => self.resume_saved(),
                    menu::Action::Statistics => {
                        self.show(Screen::Statistics(StatsScreen::new(self.statistics.clone())));
                        Task::none()
                    }
                    menu::Action::Settings => {
                        self.show(Screen::Settings(SettingsScreen::new(
                            self.settings.clone(),
                            self.system_language,
                        )));
                        Task::none()
                    }
                    menu::Action::DismissNotice(i) => {
                        self.dismiss_notice(i);
                        Task::none()
                    }
                    menu::Action::Play => {
                        self.show(Screen::Difficulty(self.difficulty_screen()));
                        Task::none()
                    }
                    menu::Action::Cube => {
                        self.show(self.chooser(Shape::Cube));
                        Task::none()
                    }
                    menu::Action::HowToPlay => {
                        self.show(Screen::Help(Help::new(self.is_dark())));
                        Task::none()
                    }
                    menu::Action::Quit => self.quit(true),
                    menu::Action::ToggleTheme => self.next_theme(),
                }
            }
            Message::Difficulty(m) => {
                let Screen::Difficulty(screen) = &mut self.screen else {
                    return Task::none();
                };
                match screen.update(m) {
                    difficulty::Action::Start(d) => self.start(Shape::Classic, d, None),
                    difficulty::Action::Custom => {
                        self.show(Screen::Custom(Custom::default()));
                        Task::none()
                    }
                    difficulty::Action::Back => {
                        self.show(Screen::Menu(Menu));
                        Task::none()
                    }
                }
            }
            Message::Custom(m) => {
                let Screen::Custom(screen) = &mut self.screen else {
                    return Task::none();
                };
                match screen.update(m) {
                    custom::Action::None => Task::none(),
                    custom::Action::Run(task) => task.map(Message::Custom),
                    custom::Action::Submit(text) => self.submit_text(text),
                    custom::Action::Back => {
                        self.show(Screen::Difficulty(self.difficulty_screen()));
                        Task::none()
                    }
                }
            }
            Message::Game(m) => self.update_game(m),
            Message::Statistics(m) => {
                let Screen::Statistics(screen) = &mut self.screen else {
                    return Task::none();
                };
                match screen.update(m) {
                    stats::Action::Back => self.show(Screen::Menu(Menu)),
                }
                Task::none()
            }
            Message::Settings(m) => {
                let Screen::Settings(screen) = &mut self.screen else {
                    return Task::none();
                };
                match screen.update(m) {
                    settings::Action::Changed(settings) => self.change_settings(settings),
                    settings::Action::Back => {
                        self.show(Screen::Menu(Menu));
                        Task::none()
                    }
                }
            }
            Message::SaveGame => self.save_if_due(),
            Message::Saved(result) => {
                self.saved(result);
                Task::none()
            }
            Message::CloseRequested => self.quit(true),
            Message::Exit { ask_if_unsaved } => self.exit(ask_if_unsaved),
            Message::Help(m) => {
                let Screen::Help(screen) = &mut self.screen else {
                    return Task::none();
                };
                match screen.update(m) {
                    help::Action::Back => self.show(Screen::Menu(Menu)),
                }
                Task::none()
            }
            Message::Cube(m) => {
                let Screen::Cube(screen) = &mut self.screen else {
                    return Task::none();
                };
                match screen.update(m) {
                    cube::Action::Start(d) => self.start(Shape::Cube, d, None),
                    cube::Action::Back => {
                        self.show(Screen::Menu(Menu));
                        Task::none()
                    }
                }
            }
            Message::CancelLoading => {
                if let Screen::Loading(shape, _) = self.screen {
                    self.show(self.chooser(shape));
                }
                Task::none()
            }
            Message::Loaded(id, result) => {
                if self.pending != Some(id) {
                    return Task::none();
                }
                self.pending = None;
                let error = match result {
                    Ok(loaded) => match Game::new(loaded, Instant::now()) {
                        Some(game) => return self.begin(game),
                        None => LoadError::SolutionDoesNotFit,
                    },
                    Err(e) => e,
                };
                match &mut self.screen {
                    Screen::Custom(screen) => screen.failed(error.message()),
                    Screen::Loading(shape, _) => {
                        eprintln!("sudoku3d: {error}");
                        let shape = *shape;
                        self.show(self.chooser(shape));
                    }
                    _ => {
                        eprintln!("sudoku3d: {error}");
                        self.show(Screen::Difficulty(self.difficulty_screen()));
                    }
                }
                Task::none()
            }
            Message::Key(Shortcut::Escape) if !matches!(self.screen, Screen::Game(_)) => self.escape(),
            Message::Key(shortcut) => match self.screen {
                Screen::Game(_) => self.update_game(game::Message::Shortcut(shortcut)),
                Screen::Cube(_) => match difficulty_key(shortcut) {
                    Some(difficulty::Message::Picked(d)) => self.update(Message::Cube(cube::Message::Picked(d))),
                    _ => Task::none(),
                },
                // The menus answer keys too, so the whole game works without a mouse.
                Screen::Menu(_) => match menu_key(shortcut) {
                    Some(m) => self.update(Message::Menu(m)),
                    None => Task::none(),
                },
                Screen::Difficulty(_) => match difficulty_key(shortcut) {
                    Some(m) => self.update(Message::Difficulty(m)),
                    None => Task::none(),
                },
                _ => Task::none(),
            },
            Message::Focus(focused) => {
                // Some systems (X without a window manager) report a lost focus the window
                // never had: only a real loss pauses the game.
                let lost = self.focused && !focused;
                self.focused = focused;
                match self.screen {
                    Screen::Game(_) if lost => self.update_game(game::Message::FocusLost),
                    _ => Task::none(),
                }
            }
            Message::SystemTheme(mode) => {
                self.system_mode = mode;
                Task::none()
            }
            Message::CaptureScreenshot => match &mut self.shot {
                Some(shot) if !shot.requested => {
                    shot.requested = true;
                    window::latest()
                        .and_then(window::screenshot)
                        .map(Message::Screenshotted)
                }
                _ => Task::none(),
            },
            Message::Screenshotted(picture) => match &self.shot {
                Some(shot) => Task::perform(save_png(shot.path.clone(), picture), Message::ScreenshotSaved),
                None => Task::none(),
            },
            Message::WindowResized(size) => {
                self.window = size;
                Task::none()
            }
            Message::Rescaled(scale) => {
                self.scale = scale;
                Task::none()
            }
            Message::ScreenshotSaved(result) => {
                match result {
                    Ok(path) => println!("Saved a screenshot to {}", path.display()),
                    Err(e) => {
                        if let Ok(mut failure) = self.failure.lock() {
                            *failure = Some(e);
                        }
                    }
                }
                iced::exit()
            }
        }
    }

    /// Esc outside the game: back one screen (the menu stays where it is).
    fn escape(&mut self) -> Task<Message> {
        let message = match self.screen {
            Screen::Menu(_) => return Task::none(),
            Screen::Difficulty(_) => Message::Difficulty(difficulty::Message::Back),
            Screen::Custom(_) => Message::Custom(custom::Message::Back),
            Screen::Loading(..) => Message::CancelLoading,
            Screen::Game(_) => Message::Game(game::Message::Back),
            Screen::Help(_) => Message::Help(help::Message::Back),
            Screen::Cube(_) => Message::Cube(cube::Message::Back),
            Screen::Statistics(_) => Message::Statistics(stats::Message::Back),
            Screen::Settings(_) => Message::Settings(settings::Message::Back),
        };
        self.update(message)
    }

    fn update_game(&mut self, message: game::Message) -> Task<Message> {
        let idle = matches!(message, game::Message::Tick(_));
        let Screen::Game(game) = &mut self.screen else {
            return Task::none();
        };
        let action = game.update(message);
        let shape = game.shape();
        let changed = self.game_changed(idle);
        Task::batch([changed, self.game_action(action, shape)])
    }

    /// The window's content.
    pub fn view(&self) -> Element<'_, Message> {
        self.speak();
        let mut screen = self.screen_view();
        if let (Screen::Game(_), Some(line)) = (&self.screen, self.saves.banner()) {
            // A failed save, or a window that saves nothing, is said above the game at once.
            let banner = container(text(line).size(14).style(theme::muted_text))
                .id("save-banner")
                .padding([6, 12])
                .width(Length::Fill)
                .style(theme::card);
            screen = column![banner, screen].into();
        }
        let Some(pending) = &self.confirm else {
            return screen;
        };
        if let Pending::Quit(error) = pending {
            return stack![screen, opaque(quit_dialog(error))].into();
        }
        let what = self
            .saves
            .saved
            .as_ref()
            .filter(|_| !matches!(self.screen, Screen::Game(_)))
            .map(|s| s.summary())
            .unwrap_or_else(|| t!("confirm-board-game"));
        let card = column![
            text(t!("confirm-title")).size(24),
            text(t!("confirm-unfinished", game = what)).size(15),
            text(t!("confirm-warning")).size(15).style(theme::muted_text),
            row![
                container(
                    button(text(t!("confirm-keep")).size(16))
                        .padding([9, 18])
                        .style(theme::primary)
                        .on_press(Message::ConfirmNew(false))
                )
                .id("keep-playing"),
                container(
                    button(text(t!("confirm-start")).size(16))
                        .padding([9, 18])
                        .style(theme::destructive)
                        .on_press(Message::ConfirmNew(true))
                )
                .id("start-new"),
            ]
            .spacing(12),
        ]
        .spacing(12)
        .max_width(460)
        .align_x(Alignment::Center);
        let dialog = container(container(card).padding([24, 30]).style(theme::card))
            .center(Length::Fill)
            .style(theme::scrim);
        stack![screen, opaque(dialog)].into()
    }

    fn screen_view(&self) -> Element<'_, Message> {
        match &self.screen {
            Screen::Menu(menu) => menu.view(self.settings.theme, self.menu_saves()).map(Message::Menu),
            Screen::Difficulty(screen) => screen.view().map(Message::Difficulty),
            Screen::Custom(screen) => screen.view().map(Message::Custom),
            Screen::Loading(shape, d) => loading_view(*shape, *d),
            Screen::Game(game) => game.view(self.settings.theme).map(Message::Game),
            Screen::Help(screen) => screen.view().map(Message::Help),
            Screen::Cube(screen) => screen.view().map(Message::Cube),
            Screen::Statistics(screen) => screen.view().map(Message::Statistics),
            Screen::Settings(screen) => screen.view().map(Message::Settings),
        }
    }

    /// What the application listens to: keys and focus always, the clock while a game runs,
    /// the system theme, and in screenshot mode the moment to take the picture.
    pub fn subscription(&self) -> Subscription<Message> {
        let mut subscriptions = vec![
            event::listen_with(on_event),
            system::theme_changes().map(Message::SystemTheme),
            Subscription::run(signals),
        ];
        if let Screen::Game(game) = &self.screen {
            if game.is_running() {
                subscriptions
                    .push(time::every(Duration::from_millis(500)).map(|at| Message::Game(game::Message::Tick(at))));
            }
        }
        if self.saves.wants_timer() {
            subscriptions.push(time::every(Duration::from_secs(1)).map(|_| Message::SaveGame));
        }
        let ready = !matches!(self.screen, Screen::Loading(..)) && self.pending.is_none();
        if ready && self.shot.as_ref().is_some_and(|s| !s.requested) {
            subscriptions.push(time::every(Duration::from_millis(700)).map(|_| Message::CaptureScreenshot));
        }
        Subscription::batch(subscriptions)
    }
}

/// Keys nothing else used, and the window's focus.
fn on_event(event: Event, status: event::Status, window: window::Id) -> Option<Message> {
    match event {
        Event::Keyboard(keyboard::Event::KeyPressed {
            key,
            physical_key,
            modifiers,
            ..
        }) if status == event::Status::Ignored => keys::shortcut(&key, Some(physical_key), modifiers).map(Message::Key),
        Event::Window(window::Event::Focused) => Some(Message::Focus(true)),
        Event::Window(window::Event::Unfocused) => Some(Message::Focus(false)),
        Event::Window(window::Event::Opened { size, .. }) => Some(Message::WindowOpened(window, size)),
        Event::Window(window::Event::Resized(size)) => Some(Message::WindowResized(size)),
        Event::Window(window::Event::Rescaled(scale)) => Some(Message::Rescaled(scale)),
        Event::Window(window::Event::CloseRequested) => Some(Message::CloseRequested),
        _ => None,
    }
}

/// SIGTERM, SIGINT and SIGHUP (a logout, Ctrl+C in the terminal, a closed terminal) as
/// messages, so the game is saved before the process ends. The signals are caught on a thread
/// of `signal-hook`'s; without them (registration failed) the stream stays silent.
fn signals() -> impl iced::futures::Stream<Item = Message> {
    iced::stream::channel(4, async |output| {
        #[cfg(unix)]
        {
            use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
            match signal_hook::iterator::Signals::new([SIGTERM, SIGINT, SIGHUP]) {
                Ok(mut signals) => {
                    let mut output = output;
                    std::thread::spawn(move || {
                        for signal in signals.forever() {
                            if output.try_send(Message::Signal(signal)).is_err() {
                                break;
                            }
                        }
                    });
                }
                Err(e) => eprintln!("sudoku3d: signals will not save the game: {e}"),
            }
        }
        #[cfg(not(unix))]
        drop(output);
        std::future::pending::<()>().await;
    })
}

/// The window's size made to fit a screen of `screen` (logical pixels), or `None` when it
/// already fits.
fn fit(window: Size, screen: Size) -> Option<Size> {
    if screen.width <= 0.0 || screen.height <= 0.0 {
        return None;
    }
    let room = Size::new(screen.width * SCREEN_SHARE.0, screen.height * SCREEN_SHARE.1);
    if window.width <= room.width && window.height <= room.height {
        return None;
    }
    Some(Size::new(
        window.width.min(room.width).max(MIN_WINDOW.width.min(screen.width)),
        window.height.min(room.height).max(MIN_WINDOW.height.min(screen.height)),
    ))
}

/// "Your game could not be saved: quit anyway?", with what the system said.
fn quit_dialog(error: &str) -> Element<'_, Message> {
    let card = column![
        text(t!("quit-unsaved-title")).size(24),
        text(t!("quit-unsaved-reason", error = error)).size(15),
        text(t!("quit-unsaved-warning")).size(15).style(theme::muted_text),
        row![
            container(
                button(text(t!("quit-unsaved-keep")).size(16))
                    .padding([9, 18])
                    .style(theme::primary)
                    .on_press(Message::ConfirmNew(false))
            )
            .id("keep-playing"),
            container(
                button(text(t!("quit-unsaved-quit")).size(16))
                    .padding([9, 18])
                    .style(theme::destructive)
                    .on_press(Message::ConfirmNew(true))
            )
            .id("quit-anyway"),
        ]
        .spacing(12),
    ]
    .spacing(12)
    .max_width(460)
    .align_x(Alignment::Center);
    container(container(card).padding([24, 30]).style(theme::card))
        .center(Length::Fill)
        .style(theme::scrim)
        .into()
}

/// Menu keys: 1 Play, 2 3D Cube, 3 Statistics, 4 Settings, 5 How to play, C Continue.
fn menu_key(shortcut: Shortcut) -> Option<menu::Message> {
    match shortcut {
        Shortcut::Digit(d) => match d.get() {
            1 => Some(menu::Message::Play),
            2 => Some(menu::Message::Cube),
            3 => Some(menu::Message::Statistics),
            4 => Some(menu::Message::Settings),
            5 => Some(menu::Message::HowToPlay),
            _ => None,
        },
        Shortcut::Check => Some(menu::Message::Continue),
        _ => None,
    }
}

/// Difficulty keys: 1 Easy, 2 Medium, 3 Hard, Esc back.
fn difficulty_key(shortcut: Shortcut) -> Option<difficulty::Message> {
    match shortcut {
        Shortcut::Digit(d) => Difficulty::ALL
            .get(usize::from(d.get()) - 1)
            .map(|&d| difficulty::Message::Picked(d)),
        Shortcut::Escape => Some(difficulty::Message::Back),
        _ => None,
    }
}

fn loading_view<'a>(shape: Shape, difficulty: Difficulty) -> Element<'a, Message> {
    let id = match shape {
        Shape::Classic => "loading-puzzle",
        Shape::Cube => "loading-cube",
    };
    let content = column![
        text(t!(
            id,
            band = difficulty.name(),
            difficulty = i18n::difficulty_title(difficulty)
        ))
        .size(26),
        text(t!("loading-about")).size(15).style(theme::muted_text),
        button(text(t!("cancel")).size(15))
            .padding([8, 18])
            .style(theme::action)
            .on_press(Message::CancelLoading),
    ]
    .spacing(14)
    .align_x(Alignment::Center);
    container(container(content).padding([32, 44]).style(theme::card))
        .center(Length::Fill)
        .into()
}

/// Saves a window screenshot as PNG.
async fn save_png(path: PathBuf, picture: window::Screenshot) -> Result<PathBuf, String> {
    let (w, h) = (picture.size.width, picture.size.height);
    let img = ::image::RgbaImage::from_raw(w, h, picture.rgba.to_vec())
        .ok_or_else(|| format!("the screenshot is not {w}x{h} pixels"))?;
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(|e| format!("could not create {}: {e}", dir.display()))?;
    }
    img.save_with_format(&path, ::image::ImageFormat::Png)
        .map_err(|e| format!("could not save {}: {e}", path.display()))?;
    Ok(path)
}

#[cfg(test)]
mod key_tests {
    use super::*;
    use crate::engine::Digit;

    #[test]
    fn a_remembered_window_size_is_cut_to_what_a_window_may_start_with() {
        assert_eq!(start_size(None), WINDOW);
        assert_eq!(start_size(Some((1200.0, 800.0))), Size::new(1200.0, 800.0));
        // 20000x20000 (accepted by the settings) opens at most as large as a 4K screen...
        assert_eq!(start_size(Some((20_000.0, 20_000.0))), MAX_START_WINDOW);
        assert_eq!(start_size(Some((20_000.0, 700.0))), Size::new(3840.0, 700.0));
        // ...and a tiny one no smaller than the window the game needs.
        assert_eq!(start_size(Some((200.0, 200.0))), MIN_WINDOW);
    }

    #[test]
    fn only_panics_of_the_window_system_become_an_error() {
        let path = "/home/u/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/iced_winit-0.14.1/src/lib.rs";
        assert!(is_window_system_source(path));
        assert!(!is_window_system_source("src/app/mod.rs"));
        let line = display_failure("Create event loop: Os(OsError {\n  line: 81 })");
        assert!(!line.contains('\n'), "{line}");
        assert!(
            line.contains("could not be opened") && line.contains("Create event loop"),
            "{line}"
        );
        let winit = "Create event loop: Os(OsError { line: 788, file: \"/r/winit-0.30.13/src/x.rs\", \
                     error: XNotSupported(XOpenDisplayFailed) })";
        let line = display_failure(winit);
        assert!(line.ends_with("(XNotSupported(XOpenDisplayFailed))"), "{line}");
        // A panic of the game's own code still panics.
        let own = std::panic::catch_unwind(|| window_system_failures_as_errors(|| panic!("a bug")));
        assert!(own.is_err());
        assert_eq!(window_system_failures_as_errors(|| 7), Ok(7));
    }

    #[test]
    fn menu_and_difficulty_screens_answer_keys() {
        let digit = |n| Shortcut::Digit(Digit::new(n).unwrap());
        assert!(matches!(menu_key(digit(1)), Some(menu::Message::Play)));
        assert!(matches!(menu_key(digit(2)), Some(menu::Message::Cube)));
        assert!(matches!(menu_key(Shortcut::Check), Some(menu::Message::Continue)));
        assert!(menu_key(digit(9)).is_none());
        assert!(matches!(
            difficulty_key(digit(3)),
            Some(difficulty::Message::Picked(Difficulty::Hard))
        ));
        assert!(matches!(
            difficulty_key(Shortcut::Escape),
            Some(difficulty::Message::Back)
        ));
        assert!(matches!(
            difficulty_key(digit(4)),
            Some(difficulty::Message::Picked(Difficulty::Expert))
        ));
        assert!(difficulty_key(digit(5)).is_none());
    }
}
