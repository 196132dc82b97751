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

use sudoku3d::engine::{Difficulty, Shape};
use sudoku3d::play::source::{self, Request};
use sudoku3d::play::SavedGame;

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

/// Runs the window on `x`, types a digit into the first empty cell, sends `signal` 150 ms
/// later and returns the saved game.
fn play_then_signal(x: &Xvfb, signal: &str, dir: &Path) -> (usize, SavedGame) {
    let runtime = dir.join("runtime");
    std::fs::create_dir_all(&runtime).expect("runtime folder");
    #[allow(clippy::zombie_processes)]
    let mut app = Command::new(env!("CARGO_BIN_EXE_sudoku3d"))
        .args(["--mode", "classic", "--difficulty", "easy", "--seed", "1"])
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
    // The same puzzle the window shows: the generator's easy puzzle of seed 1.
    let loaded = source::load_now(Request::Generate {
        shape: Shape::Classic,
        difficulty: Difficulty::Easy,
        seed: 1,
    })
    .expect("the puzzle");
    let cell = (0..81)
        .find(|&c| loaded.puzzle.get(c).is_none())
        .expect("an empty cell");
    let digit = loaded.solution.get(cell).expect("solved").to_string();
    // Give the window time to show the game, then take the focus and type: an arrow key
    // selects the middle cell (r5c5) when none is; arrows walk to the empty cell; the digit goes in.
    std::thread::sleep(Duration::from_millis(1500));
    xdotool(&x.display, &["windowfocus", "--sync", &window]);
    let mut keys = vec!["Right".to_string()];
    let (r, c) = (cell / 9, cell % 9);
    keys.extend(std::iter::repeat_n("Up".to_string(), 4usize.saturating_sub(r)));
    keys.extend(std::iter::repeat_n("Down".to_string(), r.saturating_sub(4)));
    keys.extend(std::iter::repeat_n("Left".to_string(), 4usize.saturating_sub(c)));
    keys.extend(std::iter::repeat_n("Right".to_string(), c.saturating_sub(4)));
    keys.push(digit);
    for k in &keys {
        xdotool(&x.display, &["key", "--delay", "30", k]);
    }
    std::thread::sleep(Duration::from_millis(150));
    if let Some(shot) = std::env::var_os("SUDOKU3D_SIGNAL_SHOT") {
        let _ = Command::new("import")
            .args(["-window", "root"])
            .arg(shot)
            .env("DISPLAY", &x.display)
            .status();
    }
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
    let text =
        std::fs::read_to_string(dir.join("game.json")).unwrap_or_else(|e| panic!("{signal}: no saved game ({e})"));
    let saved: SavedGame = serde_json::from_str(&text).expect("the save is a saved game");
    (cell, saved)
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
