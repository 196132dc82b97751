//! The window and what the system sends it: opening it (at a size that fits the screen, with
//! one sentence instead of a panic when no display can be opened), the events and signals the
//! application listens to, and the screenshot mode's picture.

use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use iced::event::{self, Event};
use iced::{keyboard, window, Font, Size, Task};

use super::display::{Display, WINDOW};
use super::icon::ICON_PNG;
use super::{keys, App, Message};
use crate::engine::{Difficulty, Variant};
use crate::i18n::Language;

/// The application id: the name of the desktop entry and icon in `packaging/` (and the
/// AppStream id).
pub const APP_ID: &str = "org.sudoku3d.Sudoku3D";

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

/// How the window starts.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Launch {
    /// Render the first screen, save it as a PNG here, and quit (with `open`: the folder
    /// the tour's pictures and layouts go to).
    pub screenshot: Option<PathBuf>,
    /// Screenshot mode's tour: the screens to visit, each saved as a picture and a layout
    /// ([`super::tour`]); empty: the first screen only.
    pub open: Vec<super::tour::Stop>,
    /// Open straight into this mode (with `difficulty`: straight into a game; a jigsaw's
    /// layout is made with the puzzle).
    pub variant: Option<Variant>,
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
    /// How long a hint may search: `None` keeps [`crate::engine::budget::HINT`];
    /// `Some(None)` sets no limit (`--hint-budget-ms 0`: a slow machine, or the real-window
    /// test that presses Back during a long search).
    pub hint_budget: Option<Option<std::time::Duration>>,
}

/// The smallest window: the one at which every control of every game (classic, diagonal,
/// jigsaw, killer, the cube's flat face and 3D view, with and without a hint open) is in the
/// window and the board is still about 260 px. The height stays under 600 so an 800x600 (and
/// 768x540) window is allowed; at 540 high only the board beside the panel holds a 260 px board
/// with every control (under the board, the pad, tools, actions and a hint's box need about
/// 700 px of height), and beside the 300 px panel that takes 640 px of width: a board of
/// 275 px, still larger than an open hint's 300x240 box. A narrower window (480 wide, as
/// before) had a 130 px board and controls cut off.
pub const MIN_WINDOW: Size = Size::new(640.0, 540.0);

/// The largest window to open with: a remembered size is cut down to this before the window
/// exists (the screen's size is known only once it is open, and a huge window costs memory and
/// seconds at every start), then to the screen once it is known.
const MAX_START_WINDOW: Size = Size::new(3840.0, 2160.0);

/// What a window may take of the screen (room for panels and the title bar).
const SCREEN_SHARE: (f32, f32) = (0.96, 0.90);

/// Whether a display to open a window on is set.
fn has_display() -> bool {
    ["DISPLAY", "WAYLAND_DISPLAY"]
        .iter()
        .any(|v| std::env::var_os(v).is_some_and(|s| !s.is_empty()))
}

/// Whether the Wayland compositor that `WAYLAND_DISPLAY` names answers: a connection to its
/// socket (`$XDG_RUNTIME_DIR/NAME`, or the path itself when absolute) is made and closed.
fn wayland_answers(name: &std::ffi::OsStr) -> bool {
    let name = std::path::Path::new(name);
    let socket = if name.is_absolute() {
        name.to_path_buf()
    } else {
        match std::env::var_os("XDG_RUNTIME_DIR") {
            Some(dir) => std::path::Path::new(&dir).join(name),
            None => return false,
        }
    };
    std::os::unix::net::UnixStream::connect(socket).is_ok()
}

/// A `WAYLAND_DISPLAY` left over from a session that is gone (its compositor does not answer)
/// beside a `DISPLAY` is dropped, with a note, so that the window opens on X11: winit picks
/// Wayland whenever `WAYLAND_DISPLAY` is set and never falls back. Called before any thread of
/// the window starts, so changing the environment races with no one.
fn fall_back_from_a_stale_wayland_display() {
    let set = |v: &str| std::env::var_os(v).filter(|s| !s.is_empty());
    // WAYLAND_SOCKET is a connection handed over by a parent: never second-guessed.
    if set("WAYLAND_SOCKET").is_some() {
        return;
    }
    let (Some(wayland), Some(x11)) = (set("WAYLAND_DISPLAY"), set("DISPLAY")) else {
        return;
    };
    if wayland_answers(&wayland) {
        return;
    }
    eprintln!(
        "note: no Wayland compositor answers at WAYLAND_DISPLAY={}; opening the window on DISPLAY={}",
        wayland.to_string_lossy(),
        x11.to_string_lossy()
    );
    std::env::remove_var("WAYLAND_DISPLAY");
}

/// Opens the game window and runs it until it is closed.
///
/// Fails with one sentence when there is no display (neither `DISPLAY` nor `WAYLAND_DISPLAY`
/// is set), when the window cannot be opened, or when a screenshot cannot be saved.
pub fn run(launch: Launch) -> Result<(), String> {
    if !has_display() {
        return Err("no display to open the game window on: set DISPLAY or WAYLAND_DISPLAY (on a headless machine, run it under xvfb-run)".into());
    }
    fall_back_from_a_stale_wayland_display();
    let failure: Arc<Mutex<Option<String>>> = Arc::default();
    let boot_failure = failure.clone();
    // Decoded here (iced decodes files only with every image codec built in).
    let icon = ::image::load_from_memory_with_format(ICON_PNG, ::image::ImageFormat::Png)
        .ok()
        .and_then(|png| {
            let rgba = png.into_rgba8();
            let (width, height) = rgba.dimensions();
            window::icon::from_rgba(rgba.into_raw(), width, height).ok()
        });
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

/// What the application knows of its window: its size and scale, and whether it has the
/// focus.
#[derive(Debug)]
pub(super) struct Frame {
    /// The size in logical pixels.
    pub(super) size: Size,
    /// Physical pixels per logical pixel.
    pub(super) scale: f32,
    focused: bool,
}

impl Default for Frame {
    fn default() -> Frame {
        Frame {
            size: WINDOW,
            scale: 1.0,
            focused: false,
        }
    }
}

impl Frame {
    /// What the game's pictures need to know of the window, with the theme's darkness.
    pub(super) fn display(&self, dark: bool) -> Display {
        Display {
            window: self.size,
            scale: self.scale,
            dark,
        }
    }

    /// The window opened at `size`: asks for the size of its screen, to make it fit.
    pub(super) fn opened(&mut self, id: window::Id, size: Size) -> Task<Message> {
        self.size = size;
        window::monitor_size(id).map(move |screen| Message::MonitorSize(id, screen))
    }

    /// The screen's size is known (if the system told): the window shrinks to fit it.
    pub(super) fn fit_to(&self, id: window::Id, screen: Option<Size>) -> Task<Message> {
        match screen.and_then(|screen| fit(self.size, screen)) {
            Some(size) => window::resize(id, size),
            None => Task::none(),
        }
    }

    /// The window gained or lost the focus; whether it really lost it. Some systems (X without
    /// a window manager) report a lost focus the window never had: only a real loss counts.
    pub(super) fn focus(&mut self, focused: bool) -> bool {
        let lost = self.focused && !focused;
        self.focused = focused;
        lost
    }
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

/// Keys nothing else used, and the window's focus.
pub(super) fn on_event(event: Event, status: event::Status, window: window::Id) -> Option<Message> {
    match event {
        // Ctrl+V even when the text field took it: the field pastes text only.
        Event::Keyboard(keyboard::Event::KeyPressed {
            key,
            physical_key,
            modifiers,
            ..
        }) if is_paste(&key, physical_key, modifiers) => Some(Message::PasteKey(status == event::Status::Captured)),
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
        Event::Window(window::Event::FileDropped(path)) => Some(Message::FileDropped(path)),
        _ => None,
    }
}

/// Whether the key press is Ctrl+V: the letter, or the key where V is on a Latin keyboard
/// (a Russian layout types "м" there).
fn is_paste(key: &keyboard::Key, physical: keyboard::key::Physical, modifiers: keyboard::Modifiers) -> bool {
    use keyboard::key::{Code, Physical};
    let letter = matches!(key.as_ref(), keyboard::Key::Character(c) if c.eq_ignore_ascii_case("v"));
    modifiers.command() && !modifiers.alt() && !modifiers.shift() && (letter || physical == Physical::Code(Code::KeyV))
}

impl App {
    /// A file dropped on the window: the entry screen opens (for the mode being chosen or
    /// played; a game on show is saved first) and reads it as a picture.
    pub(super) fn file_dropped(&mut self, path: PathBuf) -> Task<Message> {
        use super::screen::custom::{self, Custom};
        use super::screen::Screen;
        let opened = match self.screen {
            Screen::Custom(_) => Task::none(),
            _ => {
                let entry = Screen::Custom(Box::new(Custom::for_variant(self.mode)));
                self.leave_for(entry)
            }
        };
        Task::batch([opened, self.handle(Message::Custom(custom::Message::Dropped(path)))])
    }

    /// Ctrl+V: on the entry screen, a picture on the clipboard is read; elsewhere nothing.
    pub(super) fn paste_key(&mut self, text_taken: bool) -> Task<Message> {
        use super::screen::custom;
        match self.screen.custom() {
            Some(_) => self.handle(Message::Custom(custom::Message::PasteKey { text_taken })),
            None => Task::none(),
        }
    }
}

/// SIGTERM, SIGINT and SIGHUP (a logout, Ctrl+C in the terminal, a closed terminal) as
/// messages, so the game is saved before the process ends. The signals are caught on a thread
/// of `signal-hook`'s; without them (registration failed) the stream stays silent.
pub(super) fn signals() -> impl iced::futures::Stream<Item = Message> {
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

/// How long screenshot mode waits for the menu's "Next for you" answer (made off the UI
/// thread) before it takes the picture anyway, with the menu still waiting.
pub(super) const NEXT_FOR_YOU_WAIT: std::time::Duration = std::time::Duration::from_secs(20);

/// Screenshot mode: where the picture goes, and whether it was asked for yet.
#[derive(Debug)]
pub(super) struct Shot {
    path: PathBuf,
    requested: bool,
    /// When the window opened: the wait for an answer is measured from here.
    opened: std::time::Instant,
    /// Where a failure to save it goes, to be told once the window has closed.
    failure: Arc<Mutex<Option<String>>>,
}

impl Shot {
    /// A picture to save at `path`, not asked for yet; a failure to save it goes to `failure`.
    pub(super) fn new(path: PathBuf, failure: Arc<Mutex<Option<String>>>) -> Shot {
        Shot {
            path,
            requested: false,
            opened: std::time::Instant::now(),
            failure,
        }
    }

    /// Whether the picture is still to be taken.
    pub(super) fn waiting(&self) -> bool {
        !self.requested
    }

    /// Takes the picture (once), unless an answer the screen waits for (the menu's "Next for
    /// you") is still `awaited` and [`NEXT_FOR_YOU_WAIT`] has not passed since the window
    /// opened: then the next tick tries again, so the picture shows the answer, not the wait.
    pub(super) fn take(&mut self, awaited: bool) -> Task<Message> {
        if self.requested || (awaited && self.opened.elapsed() < NEXT_FOR_YOU_WAIT) {
            return Task::none();
        }
        self.requested = true;
        window::latest()
            .and_then(window::screenshot)
            .map(Message::Screenshotted)
    }

    /// Saves the picture taken, off the UI thread.
    pub(super) fn save(&self, picture: window::Screenshot) -> Task<Message> {
        Task::perform(save_png(self.path.clone(), picture), Message::ScreenshotSaved)
    }

    /// The picture was saved (said on stdout) or not (told once the window has closed):
    /// either way the window closes.
    pub(super) fn saved(&self, result: Result<PathBuf, String>) -> Task<Message> {
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
mod tests {
    use super::*;

    #[test]
    fn the_shot_waits_for_an_awaited_answer_until_the_time_limit() {
        let failure = Arc::new(Mutex::new(None));
        let mut shot = Shot::new(PathBuf::from("unused.png"), failure);
        let _ = shot.take(true);
        assert!(shot.waiting(), "an answer still to come: no picture yet");
        let _ = shot.take(false);
        assert!(!shot.waiting(), "the answer came: the picture is taken");
        let mut late = Shot::new(PathBuf::from("unused.png"), Arc::new(Mutex::new(None)));
        late.opened -= NEXT_FOR_YOU_WAIT;
        let _ = late.take(true);
        assert!(!late.waiting(), "past the time limit the picture is taken anyway");
    }

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
        assert!(!is_window_system_source("src/app/window.rs"));
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
}
