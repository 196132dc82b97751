//! Back during a long hint search, in the real window (issue 41): the binary under Xvfb at
//! 800x600, a saved game of a merged hard killer (no givens; the digits the easier
//! techniques place entered as moves, so its next hint needs forcing chains that search for
//! minutes without a budget), opened from the menu with Continue. The window is started with
//! `--hint-budget-ms 0` so that only the game's flag can end the search: the test sees the
//! search run (the window's worker thread, `sudoku3d-puzzle`, busy), presses Back, sees the
//! chooser (the window's title and picture), and sees the worker end. It measures Continue to
//! the board (the entered puzzle is graded meanwhile) and Back to the chooser, and checks the
//! game clock: it starts when Continue makes the board, so the saved time is at most the time
//! from Continue to the chooser.
//!
//! Needs `Xvfb`, `xdotool` and ImageMagick's `import`; without them the test says so and passes
//! without running. `SUDOKU3D_SHOTS=DIR` keeps the pictures there (board.png, chooser.png,
//! chooser-later.png). Figures: `cargo test --test window hint_back -- --nocapture`.
#![cfg(all(feature = "gui", feature = "cli", unix))]

use crate::common;
use common::widgets::simulator_sized;
use common::window::{Game, Screenshots};

use std::time::{Duration, Instant};

use iced::{Point, Size};
use iced_test::selector::id;
use sudoku3d::app::App;
use sudoku3d::engine::logic::LogicalSolver;
use sudoku3d::engine::{solve_unique, Difficulty, Grid, Technique, Variant};
use sudoku3d::play::saved::SavedGame;
use sudoku3d::play::source::{Loaded, Origin};
use sudoku3d::play::GameState;

const WIDTH: u32 = 800;
const HEIGHT: u32 = 600;

/// The window's title away from a game (a game's title names it).
const PLAIN_TITLE: &str = "Sudoku 3D";

/// The merged killer as the saved game: its puzzle without givens, and the board the easier
/// techniques leave, entered move by move.
fn saved_game() -> (SavedGame, Loaded) {
    let puzzle = Grid::from_variant_line(Variant::Killer, crate::hint_cancel::MERGED_KILLER).expect("the killer");
    let solution = solve_unique(&puzzle).expect("one solution");
    let mut solver = LogicalSolver::new(&puzzle);
    let forcing = Technique::ContradictionForcingChain.rank();
    while let Some(step) = solver.next_step_among(0..forcing) {
        solver.apply(&step);
    }
    let now = Instant::now();
    let mut state = GameState::new(puzzle.clone(), solution.clone()).expect("the solution fits");
    for cell in 0..81 {
        if let Some(digit) = solver.grid().get(cell) {
            state.place(cell, digit, now).expect("a digit of the solution");
        }
    }
    assert!(!state.grid().is_complete(), "chains are left to find");
    let saved = SavedGame::of(&state, Difficulty::Expert, &Origin::Entered, now).expect("unfinished");
    let loaded = Loaded {
        puzzle,
        solution,
        difficulty: Difficulty::Expert,
        origin: Origin::Entered,
        marks: None,
    };
    (saved, loaded)
}

/// Where the simulator puts the game's Back button at the window's size.
fn back_button(loaded: Loaded) -> Point {
    let mut app = App::with_game(loaded);
    let size = Size::new(WIDTH as f32, HEIGHT as f32);
    let _ = app.update(sudoku3d::app::Message::WindowResized(size));
    let mut ui = simulator_sized(size, app.view());
    ui.find(id("back")).expect("the Back button").bounds().center()
}

/// The game's threads named `sudoku3d-puzzle`: the window's workers (hint search, grading).
fn workers(pid: u32) -> usize {
    let Ok(tasks) = std::fs::read_dir(format!("/proc/{pid}/task")) else {
        return 0;
    };
    tasks
        .flatten()
        .filter(|t| std::fs::read_to_string(t.path().join("comm")).is_ok_and(|name| name.trim() == "sudoku3d-puzzle"))
        .count()
}

/// Waits (up to `within`) until `done` holds, asking every 5 ms; how long it took, if it did.
fn until(within: Duration, mut done: impl FnMut() -> bool) -> Option<Duration> {
    let start = Instant::now();
    while start.elapsed() < within {
        if done() {
            return Some(start.elapsed());
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    None
}

fn differing(a: &image::RgbaImage, b: &image::RgbaImage) -> usize {
    a.pixels().zip(b.pixels()).filter(|(p, q)| p != q).count()
}

#[test]
fn back_during_a_long_hint_search_shows_the_chooser_in_the_real_window() {
    let Some(screen) = Screenshots::start("hint-back", (WIDTH, HEIGHT), "the real-window Back test") else {
        return;
    };
    let (x, dir, pictures) = (&screen.x, &screen.dir, &screen.pictures);
    let (saved, loaded) = saved_game();
    let json = serde_json::to_string(&saved).expect("the save as JSON");
    std::fs::write(dir.join("game.json"), json).expect("the save written");
    let back = back_button(loaded);

    let game = Game::start_with(x, dir, &["--hint-budget-ms", "0"], Duration::from_secs(60));
    let window = game
        .window
        .clone()
        .unwrap_or_else(|| panic!("no window: {}", game.missing));
    let pid = game.child.id();
    let title = || x.xdotool(&["getwindowname", &window]);
    assert_eq!(title(), PLAIN_TITLE, "the menu first");

    // Continue (C on the menu): the board, while the entered puzzle is graded off the UI thread.
    let pressed = Instant::now();
    game.keys(x, &["c".to_string()]);
    let sent = Instant::now();
    until(Duration::from_secs(20), || title() != PLAIN_TITLE).expect("Continue shows the game");
    // From before xdotool typed the key: an upper bound of what a person waits.
    let to_board = (pressed.elapsed(), sent.elapsed());
    // The grade has a budget of its own (900 ms): let it end, so the worker seen next is the hint's.
    until(Duration::from_secs(10), || workers(pid) == 0).expect("the grade ends");
    let board = screen.shot("board.png");

    // A hint: its search runs, and goes on running (no time budget in this window).
    game.keys(x, &["h".to_string()]);
    until(Duration::from_secs(5), || workers(pid) > 0).expect("the hint's search starts");
    std::thread::sleep(Duration::from_millis(1500));
    assert!(workers(pid) > 0, "the search is long: still running 1.5 s on");

    // Back, clicked on its button: the chooser, and the search told to stop.
    x.xdotool(&[
        "mousemove",
        &(back.x.round() as i32).to_string(),
        &(back.y.round() as i32).to_string(),
    ]);
    std::thread::sleep(Duration::from_millis(150));
    let clicked = Instant::now();
    x.xdotool(&["click", "1"]);
    let sent = Instant::now();
    until(Duration::from_secs(10), || title() == PLAIN_TITLE).expect("Back leaves the game");
    let to_chooser = clicked.elapsed();
    let from_sent = sent.elapsed();
    let stopped = until(Duration::from_secs(30), || workers(pid) == 0).expect("the hint's search stops after Back");
    std::thread::sleep(Duration::from_millis(500));
    let chooser = screen.shot("chooser.png");
    std::thread::sleep(Duration::from_millis(1200));
    let later = screen.shot("chooser-later.png");
    assert!(
        differing(&board, &chooser) > 20_000,
        "the board is gone from the window (see {})",
        pictures.display()
    );
    assert_eq!(
        differing(&chooser, &later),
        0,
        "the chooser stands still: no game clock ticks on it"
    );

    // The clock: started when Continue made the board, so the time saved on leaving is at
    // most the time from Continue to the chooser (not the seconds the window stood on the
    // menu before, nor the game's life before this run: it was saved at 0).
    let on_show = clicked.duration_since(pressed) + to_chooser;
    // (Both measured from before xdotool ran, to when the title was seen changed.)
    let saved_ms = until(Duration::from_secs(5), || {
        std::fs::read_to_string(dir.join("game.json"))
            .ok()
            .and_then(|t| serde_json::from_str::<SavedGame>(&t).ok())
            .is_some_and(|s| s.elapsed_ms > 0)
    })
    .and_then(|_| std::fs::read_to_string(dir.join("game.json")).ok())
    .and_then(|t| serde_json::from_str::<SavedGame>(&t).ok())
    .map(|s| s.elapsed_ms)
    .expect("the game saved on leaving, with its clock");
    assert!(
        Duration::from_millis(saved_ms) <= on_show,
        "the clock counted {saved_ms} ms, from Continue to the chooser took {on_show:?}"
    );
    let _ = game.signal_and_wait("TERM");
    eprintln!(
        "Continue to the board: {:?} from before xdotool ran, {:?} from when it returned; Back to the chooser: {to_chooser:?} from before xdotool ran, {from_sent:?} from when it returned; the search's thread ended {stopped:?} after the window changed; clock {saved_ms} ms for {on_show:?} from Continue to the chooser",
        to_board.0, to_board.1
    );
    let _ = std::fs::remove_dir_all(dir);
}
