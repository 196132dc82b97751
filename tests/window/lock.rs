//! One writer per data folder, in the real binary under Xvfb: a window that cannot prove it
//! owns the folder (its lock path is a folder, a pipe or a dangling link) opens at once, saves
//! nothing and says so; an owner whose lock file is deleted stops writing; and a display that
//! cannot be opened is one line and exit 1, not a panic.
//!
//! Needs `Xvfb` and `xdotool` (`.ci/run` installs them); without them the window tests say so
//! and pass without running.
#![cfg(all(feature = "gui", feature = "cli", unix))]

use crate::common;

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use common::fresh_dir;
use common::window::{first_move_keys, Game, Xvfb};
use sudoku3d::play::SavedGame;

const LOCK: &str = ".sudoku3d.lock";

fn saved_game(dir: &Path) -> Option<SavedGame> {
    let text = std::fs::read_to_string(dir.join("game.json")).ok()?;
    Some(serde_json::from_str(&text).expect("the save is a saved game"))
}

#[test]
fn a_folder_whose_lock_cannot_be_taken_opens_a_window_that_saves_nothing() {
    let (_, keys) = first_move_keys();
    type MakeLock = fn(&Path);
    let cases: [(&str, MakeLock); 3] = [
        ("folder", |lock| std::fs::create_dir(lock).expect("a folder")),
        ("dangling-link", |lock| {
            std::os::unix::fs::symlink("gone", lock).expect("a link")
        }),
        ("pipe", |lock| {
            assert!(Command::new("mkfifo").arg(lock).status().expect("mkfifo").success())
        }),
    ];
    for (what, make) in cases {
        // A server of its own for each window (see tests/window/signals.rs).
        let Some(x) = Xvfb::start() else { return };
        let data = fresh_dir(what);
        make(&data.join(LOCK));
        let started = Instant::now();
        let game = Game::start(&x, &data, Duration::from_secs(60));
        assert!(
            game.window.is_some(),
            "{what}: no window within a minute (start-up hung?): {}",
            game.missing
        );
        eprintln!("{what}: the window showed after {:?}", started.elapsed());
        game.keys(&x, &keys);
        // Past the save timer (a second): an owner would have saved the move by now.
        std::thread::sleep(Duration::from_millis(2500));
        let (status, err) = game
            .signal_and_wait("TERM")
            .unwrap_or_else(|| panic!("{what}: no exit on SIGTERM"));
        assert!(status.success(), "{what}: {status}: {err}");
        assert!(err.contains("could not be locked"), "{what}: {err}");
        assert!(!err.contains("panicked"), "{what}: {err}");
        assert!(!data.join("game.json").exists(), "{what}: a visitor saved the game");
        assert!(
            !data.join("statistics.json").exists(),
            "{what}: a visitor saved statistics"
        );
        assert!(!data.join("settings.json").exists(), "{what}: a visitor saved settings");
        assert!(!data.join("gone").exists(), "{what}: the link was followed");
        let _ = std::fs::remove_dir_all(&data);
    }
}

#[test]
fn an_owner_whose_lock_file_is_deleted_stops_writing() {
    let Some(x) = Xvfb::start() else { return };
    let (cell, keys) = first_move_keys();
    let data = fresh_dir("lock-deleted");
    let game = Game::start(&x, &data, Duration::from_secs(60));
    assert!(game.window.is_some(), "no window within a minute: {}", game.missing);
    game.keys(&x, &keys);
    let start = Instant::now();
    while saved_game(&data).is_none_or(|s| s.history.is_empty()) && start.elapsed() < Duration::from_secs(10) {
        std::thread::sleep(Duration::from_millis(100));
    }
    let before = saved_game(&data).expect("the owner saved the move");
    assert_eq!(before.history.len(), 1);
    assert!(before.history[0].changes.iter().any(|c| c.cell == cell));
    // Someone deletes the lock file (a new window could now take a fresh lock there); the next
    // move must not be written.
    std::fs::remove_file(data.join(LOCK)).expect("the lock file");
    game.keys(&x, &["BackSpace".to_string()]);
    std::thread::sleep(Duration::from_millis(2500));
    let (status, err) = game.signal_and_wait("TERM").expect("an exit on SIGTERM");
    assert!(status.success(), "{status}: {err}");
    assert!(err.contains("deleted or replaced"), "{err}");
    assert_eq!(
        saved_game(&data),
        Some(before),
        "the window wrote after losing its lock"
    );
    let _ = std::fs::remove_dir_all(&data);
}

/// A display number no server listens on.
fn silent_display() -> String {
    (4000..5000)
        .map(|n| format!(":{n}"))
        .find(|d| !Path::new(&format!("/tmp/.X11-unix/X{}", &d[1..])).exists())
        .expect("a free display number")
}

#[test]
fn a_display_that_cannot_be_opened_is_one_line_and_exit_1() {
    let runtime = fresh_dir("no-display-runtime");
    let data = fresh_dir("no-display");
    let x11 = silent_display();
    let cases: [(&str, Option<&str>, Option<&str>); 2] = [
        ("DISPLAY with no server", Some(x11.as_str()), None),
        ("a bogus WAYLAND_DISPLAY", None, Some("no-such-wayland-display")),
    ];
    for (what, display, wayland) in cases {
        let mut command = Command::new(env!("CARGO_BIN_EXE_sudoku3d"));
        command
            .env_remove("DISPLAY")
            .env_remove("WAYLAND_DISPLAY")
            .env("XDG_RUNTIME_DIR", &runtime)
            .env("SUDOKU3D_DATA_DIR", &data)
            .env("RUST_BACKTRACE", "1")
            .stdin(Stdio::null());
        if let Some(d) = display {
            command.env("DISPLAY", d);
        }
        if let Some(w) = wayland {
            command.env("WAYLAND_DISPLAY", w);
        }
        let out = command.output().expect("the binary runs");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{what}: {err}");
        assert!(!err.contains("panicked") && !err.contains("backtrace"), "{what}: {err}");
        assert_eq!(err.lines().count(), 1, "{what}: {err}");
        assert!(err.contains("could not be opened"), "{what}: {err}");
        assert!(out.stdout.is_empty(), "{what}");
    }
}
