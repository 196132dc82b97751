//! Saved on every way out: the real binary, in a real window under Xvfb, gets a digit typed
//! with xdotool and SIGTERM (then SIGINT, then SIGHUP) 150 ms later; the saved game must hold
//! the move. `SUDOKU3D_DATA_DIR` points the data folder at a temporary one.
//!
//! Needs `Xvfb` and `xdotool` (`.ci/run` installs them); without them the test says so and
//! passes without running.
#![cfg(all(feature = "gui", feature = "cli", unix))]

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use sudoku3d::engine::{Difficulty, Grid, Shape};
use sudoku3d::play::source::{self, Loaded, Request};
use sudoku3d::play::SavedGame;
use sudoku3d::store::Statistics;

fn have(program: &str) -> bool {
    Command::new("sh")
        .args(["-c", &format!("command -v {program}")])
        .stdout(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// An X server on a display of its own, stopped when dropped.
struct Xvfb {
    child: Child,
    display: String,
}

impl Xvfb {
    fn start() -> Option<Xvfb> {
        // The server picks a free display itself and says which once it accepts connections
        // (a number of our own choosing could be another test's, gone when that test ends).
        let mut child = Command::new("Xvfb")
            .args(["-displayfd", "1", "-screen", "0", "1024x768x24", "-nolisten", "tcp"])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .ok()?;
        let mut number = String::new();
        let mut out = child.stdout.take()?;
        let mut byte = [0u8; 1];
        while out.read(&mut byte).is_ok_and(|n| n == 1) && byte[0] != b'\n' {
            number.push(char::from(byte[0]));
        }
        let display = format!(":{}", number.trim());
        Some(Xvfb { child, display })
    }
}

impl Drop for Xvfb {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn xdotool(display: &str, args: &[&str]) -> String {
    let out = Command::new("xdotool")
        .args(args)
        .env("DISPLAY", display)
        .output()
        .expect("xdotool runs");
    String::from_utf8_lossy(&out.stdout).trim().to_string()
}

fn fresh_dir(tag: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("sudoku3d-signal-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    dir
}

/// Starts the window on `x` with `args`, its data in `dir`; returns it and its X window id.
fn start_window(x: &Xvfb, dir: &Path, args: &[&str]) -> (Child, String) {
    let runtime = dir.join("runtime");
    std::fs::create_dir_all(&runtime).expect("runtime folder");
    #[allow(clippy::zombie_processes)]
    let app = Command::new(env!("CARGO_BIN_EXE_sudoku3d"))
        .args(args)
        .env("DISPLAY", &x.display)
        .env_remove("WAYLAND_DISPLAY")
        .env("XDG_RUNTIME_DIR", &runtime)
        .env("SUDOKU3D_DATA_DIR", dir)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the game starts");
    let window = xdotool(&x.display, &["search", "--sync", "--name", "Sudoku 3D"]);
    let window = window.lines().next().expect("a window").to_string();
    // Give the window time to show its first screen, then take the focus.
    std::thread::sleep(Duration::from_millis(1500));
    xdotool(&x.display, &["windowfocus", "--sync", &window]);
    (app, window)
}

/// Types `keys` into the focused window, 30 ms apart.
fn press(x: &Xvfb, keys: &[String]) {
    if keys.is_empty() {
        return;
    }
    let mut args = vec!["key", "--delay", "30"];
    args.extend(keys.iter().map(String::as_str));
    xdotool(&x.display, &args);
}

/// The arrow keys that walk the selection from `from` to `to` (classic cells 0..81).
fn walk(from: usize, to: usize) -> Vec<String> {
    let (r0, c0) = (from / 9, from % 9);
    let (r1, c1) = (to / 9, to % 9);
    let mut keys = Vec::new();
    keys.extend(std::iter::repeat_n("Up".to_string(), r0.saturating_sub(r1)));
    keys.extend(std::iter::repeat_n("Down".to_string(), r1.saturating_sub(r0)));
    keys.extend(std::iter::repeat_n("Left".to_string(), c0.saturating_sub(c1)));
    keys.extend(std::iter::repeat_n("Right".to_string(), c1.saturating_sub(c0)));
    keys
}

/// The keys that type the solution's digit into each of `cells`, in order: an arrow key
/// first selects the middle cell (r5c5) when none is selected, then arrows walk.
fn type_solution(cells: &[usize], solution: &Grid) -> Vec<String> {
    let mut keys = vec!["Right".to_string()];
    let mut at = 40;
    for &cell in cells {
        keys.extend(walk(at, cell));
        keys.push(solution.get(cell).expect("solved").to_string());
        at = cell;
    }
    keys
}

/// Sends `signal` to `app` and waits (at most 15 s) for it to exit.
fn signal_and_wait(mut app: Child, signal: &str) {
    let status = Command::new("kill")
        .args([&format!("-{signal}"), &app.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(status.success());
    let start = Instant::now();
    let exited = loop {
        if let Some(code) = app.try_wait().expect("the game's status") {
            break Some(code);
        }
        if start.elapsed() > Duration::from_secs(15) {
            let _ = app.kill();
            let _ = app.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    assert!(exited.is_some(), "{signal}: the game did not exit");
}

/// The generator's easy puzzle of seed 1: the one `--difficulty easy --seed 1` shows.
fn easy_seed_one() -> Loaded {
    source::load_now(Request::Generate {
        shape: Shape::Classic,
        difficulty: Difficulty::Easy,
        seed: 1,
    })
    .expect("the puzzle")
}

fn read_saved(dir: &Path, what: &str) -> SavedGame {
    let text = std::fs::read_to_string(dir.join("game.json")).unwrap_or_else(|e| panic!("{what}: no saved game ({e})"));
    serde_json::from_str(&text).expect("the save is a saved game")
}

/// Runs the window on `x`, types a digit into the first empty cell, sends `signal` 150 ms
/// later and returns the saved game.
fn play_then_signal(x: &Xvfb, signal: &str, dir: &Path) -> (usize, SavedGame) {
    let (app, _) = start_window(x, dir, &["--mode", "classic", "--difficulty", "easy", "--seed", "1"]);
    let loaded = easy_seed_one();
    let cell = (0..81)
        .find(|&c| loaded.puzzle.get(c).is_none())
        .expect("an empty cell");
    press(x, &type_solution(&[cell], &loaded.solution));
    std::thread::sleep(Duration::from_millis(150));
    if let Some(shot) = std::env::var_os("SUDOKU3D_SIGNAL_SHOT") {
        let _ = Command::new("import")
            .args(["-window", "root"])
            .arg(shot)
            .env("DISPLAY", &x.display)
            .status();
    }
    signal_and_wait(app, signal);
    (cell, read_saved(dir, signal))
}

#[test]
fn a_signal_saves_the_last_move_before_exit() {
    if !have("Xvfb") || !have("xdotool") {
        eprintln!("SKIPPED: Xvfb or xdotool is not installed (.ci/run installs them); the signal test did not run");
        return;
    }
    let Some(x) = Xvfb::start() else {
        eprintln!("SKIPPED: Xvfb did not start; the signal test did not run");
        return;
    };
    for signal in ["TERM", "INT", "HUP"] {
        let dir = fresh_dir(signal);
        let (cell, saved) = play_then_signal(&x, signal, &dir);
        let last = saved
            .history
            .last()
            .unwrap_or_else(|| panic!("{signal}: the save has no move"));
        assert!(
            last.changes
                .iter()
                .any(|ch| ch.cell == cell && ch.after.digit.is_some()),
            "{signal}: the last move is not the digit typed in cell {cell}: {last:?}"
        );
        assert!(saved.restore().is_ok(), "{signal}: the save restores");
        let _ = std::fs::remove_dir_all(&dir);
    }
}

/// The keys of a hint shown to stage 2: H (where to look), H (the pattern), Escape closes it.
fn hint_to_stage_two(x: &Xvfb) {
    press(x, &["h".to_string()]);
    std::thread::sleep(Duration::from_millis(800));
    press(x, &["h".to_string()]);
    std::thread::sleep(Duration::from_millis(300));
    press(x, &["Escape".to_string()]);
}

/// The classic Easy row of the statistics in `dir` holds one win, helped.
fn assert_one_helped_win(dir: &Path, what: &str) {
    let text = std::fs::read_to_string(dir.join("statistics.json")).expect("statistics written");
    let stats: Statistics = serde_json::from_str(&text).expect("statistics read back");
    let row = stats.get(Shape::Classic, Difficulty::Easy);
    assert_eq!(
        (row.played, row.won),
        (1, 1),
        "{what}: the game was played and won: {row:?}"
    );
    assert_eq!(row.won_unaided, 0, "{what}: a win after a hint is not unaided: {row:?}");
    assert_eq!(row.best_secs, None, "{what}: no unaided best time: {row:?}");
    assert!(
        !dir.join("game.json").exists(),
        "{what}: a won game leaves nothing to continue"
    );
}

/// A hint shown to stage 2 (H H) is help: a win typed by hand after it in the same window is
/// no unaided win and sets no best time; the saved game says helped, and a win after
/// continuing it in a later window is helped too.
#[test]
fn a_hint_shown_to_stage_two_makes_the_win_helped() {
    if !have("Xvfb") || !have("xdotool") {
        eprintln!("SKIPPED: Xvfb or xdotool is not installed (.ci/run installs them); the hint test did not run");
        return;
    }
    let Some(x) = Xvfb::start() else {
        eprintln!("SKIPPED: Xvfb did not start; the hint test did not run");
        return;
    };
    let easy = ["--mode", "classic", "--difficulty", "easy", "--seed", "1"];
    let loaded = easy_seed_one();
    let empty: Vec<usize> = (0..81).filter(|&c| loaded.puzzle.get(c).is_none()).collect();
    let (last, rest) = empty.split_last().expect("empty cells");

    // One window: the hint, then every empty cell typed by hand; SIGTERM after the win.
    let dir = fresh_dir("hint-won");
    let (app, _) = start_window(&x, &dir, &easy);
    hint_to_stage_two(&x);
    press(&x, &type_solution(&empty, &loaded.solution));
    std::thread::sleep(Duration::from_millis(800));
    signal_and_wait(app, "TERM");
    assert_one_helped_win(&dir, "one window");
    let _ = std::fs::remove_dir_all(&dir);

    // The hint, every empty cell but one typed, SIGTERM: the save says helped.
    let dir = fresh_dir("hint-saved");
    let (app, _) = start_window(&x, &dir, &easy);
    hint_to_stage_two(&x);
    press(&x, &type_solution(rest, &loaded.solution));
    std::thread::sleep(Duration::from_millis(300));
    signal_and_wait(app, "TERM");
    let saved = read_saved(&dir, "after the hint");
    assert_eq!(saved.hints, 1, "stage 2 counts one hint");
    assert!(saved.help_used, "the saved game says helped");
    let restored = saved.restore().expect("the save restores");
    assert_eq!(restored.grid().get(*last), None, "one cell left to play");
    assert_eq!(
        (0..81).filter(|&c| restored.grid().get(c).is_none()).count(),
        1,
        "every other cell was typed"
    );
    // A second window: C continues the saved game; the last digit wins; SIGTERM.
    let (app, _) = start_window(&x, &dir, &[]);
    press(&x, &["c".to_string()]);
    std::thread::sleep(Duration::from_millis(500));
    press(&x, &type_solution(&[*last], &loaded.solution));
    std::thread::sleep(Duration::from_millis(800));
    signal_and_wait(app, "TERM");
    assert_one_helped_win(&dir, "continued");
    let _ = std::fs::remove_dir_all(&dir);
}
