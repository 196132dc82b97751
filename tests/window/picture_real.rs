//! A puzzle from a picture in the real window (issue 45): the binary under Xvfb, a puzzle the
//! project prints itself (`sudoku3d::print`, rasterised at 100 dpi by pdftoppm), reached the
//! three ways a player has:
//! - "From a picture…": the button clicked, the open dialog that shows (zenity, rfd's fallback
//!   when there is no desktop portal: the game runs without a session bus here) given the
//!   file's path in its location field, Enter;
//! - a drop: a real XDND drag from another program's window (`drag_source.py`, GTK 3) onto the
//!   window, started on the difficulty screen (a drop opens the entry screen from any screen);
//! - Ctrl+V on the entry screen, with the picture put on the X clipboard as image/png by xclip.
//!
//! Each then presses Enter (Play on the entry screen), sees the window's title turn to a
//! game's, ends the game with SIGTERM and reads the saved game: its puzzle must be the one
//! printed. Buttons are clicked where the simulator lays them out at the window's size.
//!
//! Needs Xvfb, xdotool, xclip, pdftoppm, and zenity (the dialog) or python3 with GTK 3's
//! introspection (the drop); a test whose tools are missing says so and passes without running.
//! `SUDOKU3D_SHOTS=DIR` keeps the screenshots (ImageMagick's `import`, when installed) there.
#![cfg(all(feature = "gui", feature = "cli", unix))]

use crate::common;
use common::fresh_dir;
use common::widgets::{click, simulator_sized};
use common::window::{have, Game, Xvfb};

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use iced::{Point, Size};
use iced_test::selector::id;
use sudoku3d::app::{App, Launch, Message};
use sudoku3d::engine::{generate_seeded, Difficulty, Grid, Shape, Variant};
use sudoku3d::play::SavedGame;

const WIDTH: u32 = 1060;
const HEIGHT: u32 = 760;

/// The window's title away from a game (a game's title names it).
const PLAIN_TITLE: &str = "Sudoku 3D";

/// A printed puzzle (seed `seed`) as `picture.png` in `dir`.
fn printed_picture(dir: &Path, seed: u64) -> (Grid, PathBuf) {
    let puzzle = generate_seeded(Shape::Classic, Difficulty::Medium, seed).puzzle;
    let picture =
        crate::ui_picture::pictures::printed(&puzzle, 100, dir, "printed").expect("print and pdftoppm make a picture");
    let path = dir.join("picture.png");
    picture.save(&path).expect("the picture saved");
    (puzzle, path)
}

/// Where the simulator puts the widget `target` on the entry screen (`entry`) or on the
/// classic difficulty screen, at the window's size.
fn centre_of(target: &str, entry: bool) -> Point {
    let (mut app, _) = App::new(
        Launch {
            variant: Some(Variant::Classic),
            ..Launch::default()
        },
        Default::default(),
    );
    let size = Size::new(WIDTH as f32, HEIGHT as f32);
    let _ = app.update(Message::WindowResized(size));
    if entry {
        click(&mut app, "difficulty-custom");
    }
    let mut ui = simulator_sized(size, app.view());
    ui.find(id(target.to_string()))
        .unwrap_or_else(|e| panic!("{target}: {e}"))
        .bounds()
        .center()
}

fn click_at(x: &Xvfb, at: Point) {
    let (px, py) = ((at.x.round() as i32).to_string(), (at.y.round() as i32).to_string());
    x.xdotool(&["mousemove", "--sync", &px, &py]);
    std::thread::sleep(Duration::from_millis(150));
    x.xdotool(&["click", "1"]);
}

/// Waits (up to `within`) until `done` holds, asking every 50 ms.
fn until(within: Duration, mut done: impl FnMut() -> bool) -> bool {
    let start = Instant::now();
    while start.elapsed() < within {
        if done() {
            return true;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    false
}

/// A data folder with the window's size and language fixed, and a home of its own (the
/// dialog's recent files and settings go there, not into the tester's home).
fn data_dir(tag: &str) -> PathBuf {
    let dir = fresh_dir(tag);
    let settings = format!(r#"{{"version":1,"language":"en","theme":"light","window":[{WIDTH},{HEIGHT}]}}"#);
    std::fs::write(dir.join("settings.json"), settings).expect("settings written");
    std::fs::create_dir_all(dir.join("home")).expect("a home folder");
    dir
}

/// The game on `x` with the data folder `dir`, on the classic difficulty screen, with no
/// session bus (so rfd takes zenity, never a desktop's portal) and the home in `dir`.
fn start_game(x: &Xvfb, dir: &Path) -> Game {
    let home = dir.join("home");
    let home = home.to_str().expect("a UTF-8 path");
    let game = Game::start_with_env(
        x,
        dir,
        &["--mode", "classic"],
        &[("HOME", Some(home)), ("DBUS_SESSION_BUS_ADDRESS", None)],
        Duration::from_secs(60),
    );
    assert!(game.window.is_some(), "no window: {}", game.missing);
    game
}

/// A screenshot of the window into SUDOKU3D_SHOTS (or `dir`), for a person to look at.
fn shot(x: &Xvfb, dir: &Path, name: &str) {
    if !have("import") {
        return;
    }
    let folder = std::env::var_os("SUDOKU3D_SHOTS").map_or_else(|| dir.to_path_buf(), PathBuf::from);
    let _ = std::fs::create_dir_all(&folder);
    let _ = Command::new("import")
        .args(["-window", "root", "-crop", &format!("{WIDTH}x{HEIGHT}+0+0")])
        .arg(folder.join(format!("{name}.png")))
        .env("DISPLAY", &x.display)
        .status();
}

/// `xclip` holding `file` on the clipboard as `mime` until it is ended (`-quiet`: it stays
/// in the foreground, so this test can end it by its id).
fn clipboard_holds(x: &Xvfb, mime: &str, file: &Path) -> Child {
    let child = Command::new("xclip")
        .args(["-quiet", "-selection", "clipboard", "-t", mime, "-i"])
        .arg(file)
        .env("DISPLAY", &x.display)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("xclip starts");
    let offered = until(Duration::from_secs(5), || {
        Command::new("xclip")
            .args(["-o", "-selection", "clipboard", "-t", "TARGETS"])
            .env("DISPLAY", &x.display)
            .output()
            .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).contains(mime))
    });
    assert!(offered, "xclip offers {mime}");
    child
}

fn end(mut child: Child) {
    let _ = child.kill();
    let _ = child.wait();
}

/// Enter on the entry screen plays the puzzle read; the game then ends with SIGTERM, saving
/// itself. The puzzle of that saved game.
fn play_and_save(x: &Xvfb, game: Game, dir: &Path, shots: &str) -> Grid {
    let window = game.window.clone().expect("the window");
    shot(x, dir, &format!("{shots}-entry"));
    game.keys(x, &["Return".to_string()]);
    let playing = until(Duration::from_secs(20), || {
        x.xdotool(&["getwindowname", &window]) != PLAIN_TITLE
    });
    // The title changes a frame or so before the board is drawn.
    std::thread::sleep(Duration::from_millis(1000));
    shot(x, dir, &format!("{shots}-game"));
    assert!(
        playing,
        "Enter on the entry screen starts a game (screenshots in {})",
        dir.display()
    );
    let (status, said) = game.signal_and_wait("TERM").expect("the game ends on SIGTERM");
    let text = std::fs::read_to_string(dir.join("game.json"))
        .unwrap_or_else(|e| panic!("the game saved on SIGTERM ({status}, {said}): {e}"));
    let saved: SavedGame = serde_json::from_str(&text).expect("a saved game");
    Grid::from_line(&saved.puzzle).expect("the saved puzzle")
}

/// Whether the entry screen has read the picture: the saved game tells in the end, but the
/// reading runs off the UI thread, so Enter waits for the window to change.
fn entry_changed(x: &Xvfb, before: &image::RgbaImage) -> bool {
    let after = root_pixels(x);
    after.pixels().zip(before.pixels()).filter(|(a, b)| a != b).count() > 20_000
}

/// The window's pixels, through `import` (xwd would do too); an empty picture without it.
fn root_pixels(x: &Xvfb) -> image::RgbaImage {
    let out = Command::new("import")
        .args(["-window", "root", "-crop", &format!("{WIDTH}x{HEIGHT}+0+0"), "png:-"])
        .env("DISPLAY", &x.display)
        .output();
    out.ok()
        .and_then(|o| image::load_from_memory(&o.stdout).ok())
        .map_or_else(|| image::RgbaImage::new(WIDTH, HEIGHT), |i| i.to_rgba8())
}

/// Waits (up to 20 s) for the entry screen to show the reading.
fn wait_for_reading(x: &Xvfb, before: &image::RgbaImage) {
    if have("import") {
        let read = until(Duration::from_secs(20), || entry_changed(x, before));
        assert!(read, "the entry screen changed after the picture came");
    } else {
        std::thread::sleep(Duration::from_secs(5));
    }
}

fn missing(tools: &[&str]) -> Option<String> {
    let gone: Vec<&str> = tools.iter().copied().filter(|t| !have(t)).collect();
    (!gone.is_empty()).then(|| gone.join(", "))
}

/// One way of bringing a printed picture to the window, set up alike for all three: the game
/// started in its own Xvfb on the classic difficulty screen, with a picture printed beside
/// its data folder.
struct Case {
    /// The way, as the data folder, the screenshots and a skipped test name it.
    way: &'static str,
    game: Game,
    dir: PathBuf,
    /// The puzzle printed and its picture.
    puzzle: Grid,
    picture: PathBuf,
    x: Xvfb,
}

impl Case {
    /// The case `way` with the puzzle of `seed`, or `None` (said on stderr) when one of
    /// `tools` is missing or Xvfb does not start.
    fn start(way: &'static str, tools: &[&str], seed: u64) -> Option<Case> {
        if let Some(gone) = missing(tools) {
            eprintln!("SKIPPED: the picture {way} test needs {gone} (.ci/run installs them)");
            return None;
        }
        let Some(x) = Xvfb::start_sized(1280, 960) else {
            eprintln!("SKIPPED: the real-window picture {way} test did not run");
            return None;
        };
        let dir = data_dir(&format!("picture-{way}"));
        let (puzzle, picture) = printed_picture(&dir, seed);
        let game = start_game(&x, &dir);
        Some(Case {
            way,
            game,
            dir,
            puzzle,
            picture,
            x,
        })
    }

    /// Clicks "Custom…" on the difficulty screen; the entry screen's pixels once it shows.
    fn to_entry_screen(&self) -> image::RgbaImage {
        click_at(&self.x, centre_of("difficulty-custom", false));
        std::thread::sleep(Duration::from_millis(800));
        root_pixels(&self.x)
    }

    /// Waits for the entry screen to show the reading (the window changed from `before`),
    /// plays it, and checks that the saved game's puzzle is the one printed.
    fn plays_the_printed_puzzle(self, before: &image::RgbaImage) {
        wait_for_reading(&self.x, before);
        let played = play_and_save(&self.x, self.game, &self.dir, self.way);
        assert_eq!(
            played.to_line(),
            self.puzzle.to_line(),
            "the game is the puzzle in the picture brought by {}",
            self.way
        );
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

#[test]
fn a_picture_chosen_in_the_file_dialog_opens_as_a_game() {
    let Some(case) = Case::start("dialog", &["zenity", "xclip", "pdftoppm"], 21) else {
        return;
    };
    let x = &case.x;
    let before = case.to_entry_screen();
    click_at(x, centre_of("custom-from-picture", true));
    let mut dialog = String::new();
    let shown = until(Duration::from_secs(20), || {
        dialog = x.xdotool(&["search", "--onlyvisible", "--name", "zenity"]);
        !dialog.is_empty()
    });
    assert!(shown, "the open dialog shows (zenity)");
    let dialog = dialog.lines().next().unwrap_or_default().to_string();
    // Let GTK finish showing the dialog before keys come.
    std::thread::sleep(Duration::from_millis(1000));
    shot(x, &case.dir, "dialog");
    x.xdotool(&["windowfocus", &dialog]);
    // The path pasted into the location field (Ctrl+L), not typed: typed, GTK's completion
    // of folder names raced the keys ("/tmp/p" became "/tmp/mp/..." once).
    let path = case.dir.join("path.txt");
    std::fs::write(&path, case.picture.to_str().expect("a UTF-8 path")).expect("the path written");
    let clip = clipboard_holds(x, "UTF8_STRING", &path);
    x.xdotool(&["key", "--delay", "100", "ctrl+l", "ctrl+a", "ctrl+v"]);
    std::thread::sleep(Duration::from_millis(500));
    shot(x, &case.dir, "dialog-path");
    x.xdotool(&["key", "Return"]);
    let closed = until(Duration::from_secs(10), || {
        x.xdotool(&["search", "--onlyvisible", "--name", "zenity"]).is_empty()
    });
    end(clip);
    assert!(closed, "the dialog closes on Enter");
    case.plays_the_printed_puzzle(&before);
}

/// A Python 3 that has GTK 3's introspection (Debian: python3-gi, gir1.2-gtk-3.0), if any.
fn python_with_gtk() -> Option<&'static str> {
    ["python3", "/usr/bin/python3"].into_iter().find(|python| {
        Command::new(python)
            .args(["-c", "import gi; gi.require_version('Gtk', '3.0')"])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success())
    })
}

#[test]
fn a_picture_dragged_from_another_program_and_dropped_on_the_window_opens_as_a_game() {
    let Some(python) = python_with_gtk() else {
        eprintln!("SKIPPED: the drop test needs python3 with GTK 3 (Debian: python3-gi gir1.2-gtk-3.0)");
        return;
    };
    let Some(case) = Case::start("drop", &["pdftoppm"], 22) else {
        return;
    };
    let x = &case.x;
    let before = root_pixels(x);
    // The drag source beside the window (no window manager: windows go where they ask).
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/window/drag_source.py");
    let mut source = Command::new(python)
        .arg(&script)
        .arg(&case.picture)
        .args(["1100", "800"])
        .env("DISPLAY", &x.display)
        .env("HOME", case.dir.join("home"))
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the drag source starts");
    let mut said = BufReader::new(source.stdout.take().expect("its output"));
    let mut line = String::new();
    let _ = said.read_line(&mut line);
    assert_eq!(line.trim(), "ready", "the drag source shows");
    std::thread::sleep(Duration::from_millis(300));
    shot(x, &case.dir, "drop-before");
    // Press on the source, move onto the window in steps (GTK starts a drag after a few
    // pixels of motion), let go over the board.
    x.xdotool(&["mousemove", "--sync", "1175", "860"]);
    x.xdotool(&["mousedown", "1"]);
    for (px, py) in [
        (1165, 850),
        (1140, 830),
        (1100, 800),
        (1000, 700),
        (800, 500),
        (600, 400),
        (500, 380),
    ] {
        x.xdotool(&["mousemove", "--sync", &px.to_string(), &py.to_string()]);
        std::thread::sleep(Duration::from_millis(150));
    }
    std::thread::sleep(Duration::from_millis(300));
    x.xdotool(&["mouseup", "1"]);
    line.clear();
    let _ = said.read_line(&mut line);
    end(source);
    assert_eq!(line.trim(), "dropped", "the window took the drop");
    case.plays_the_printed_puzzle(&before);
}

#[test]
fn a_picture_on_the_clipboard_pasted_with_ctrl_v_opens_as_a_game() {
    let Some(case) = Case::start("paste", &["xclip", "pdftoppm"], 23) else {
        return;
    };
    let before = case.to_entry_screen();
    let clip = clipboard_holds(&case.x, "image/png", &case.picture);
    case.game.keys(&case.x, &["ctrl+v".to_string()]);
    case.plays_the_printed_puzzle(&before);
    end(clip);
}
