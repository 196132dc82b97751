//! A game players can trust, through the real application's `view` and `update` (iced_test,
//! no display): a replayed win is no new win, Solve then Reset then typing is a win with help,
//! a new game over an unfinished one asks first, Esc goes back on every screen, pausing hides
//! the board's news, and at 800x600 every screen shows all its controls with the board the
//! largest thing on the game screen.
#![cfg(feature = "gui")]

use crate::common;
use common::widgets::{after_the_wave, texts_in};

use iced::{Rectangle, Size};
use iced_test::selector::Candidate;

use sudoku3d::app::keys::Shortcut;
use sudoku3d::app::screen::game;
use sudoku3d::app::{App, Launch, Message};
use sudoku3d::engine::{Difficulty, Digit, Shape};
use sudoku3d::play::source::{self, Loaded, Request};
use sudoku3d::store::Category;

const PUZZLE: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

fn loaded() -> Loaded {
    source::from_text(PUZZLE).expect("the test puzzle is valid")
}

fn cube() -> Loaded {
    source::load_now(Request::Generate {
        variant: Shape::Cube.variant(),
        difficulty: Difficulty::Easy,
        seed: 1,
    })
    .expect("the generator makes a cube")
}

fn click(app: &mut App, target: &str) {
    let messages = common::widgets::clicked(app, target);
    assert!(!messages.is_empty(), "clicking {target} produced no message");
    for m in messages {
        let _ = app.update(m);
    }
}

fn key(app: &mut App, shortcut: Shortcut) {
    let _ = app.update(Message::Key(shortcut));
}

fn digit(n: u8) -> Digit {
    Digit::new(n).expect("1..9")
}

fn shows(app: &App, label: &str) -> bool {
    let mut ui = common::widgets::simulator(app.view());
    ui.find(label).is_ok()
}

/// Types the whole solution into the board, cell by cell, as the board's and the pad's
/// messages.
fn type_solution(app: &mut App) {
    let game = app.game().expect("a game");
    let state = game.state();
    let moves: Vec<(usize, Digit)> = (0..state.grid().len())
        .filter(|&c| !state.is_given(c))
        .map(|c| (c, state.solution().get(c).expect("solved")))
        .collect();
    for (cell, d) in moves {
        let _ = app.update(Message::Game(game::Message::CellPressed(cell)));
        let _ = app.update(Message::Game(game::Message::DigitPressed(d)));
    }
}

fn entered_row(app: &App) -> sudoku3d::store::ModeStats {
    app.statistics().row(Shape::Classic.variant(), Category::Entered)
}

#[test]
fn a_replayed_win_is_not_a_new_win_or_best() {
    let mut app = App::with_game(loaded());
    type_solution(&mut app);
    after_the_wave(&mut app);
    assert!(shows(&app, "Solved!"));
    let first = entered_row(&app);
    assert_eq!((first.played, first.won, first.won_unaided), (1, 1, 1));
    common::widgets::choose(&mut app, "reset");
    assert!(!app.game().unwrap().state().is_finished(), "Reset opens the game again");
    type_solution(&mut app);
    after_the_wave(&mut app);
    assert!(shows(&app, "Solved before: a replay does not count in the statistics."));
    assert!(!shows(&app, "New best!"));
    let again = entered_row(&app);
    assert_eq!(
        (again.played, again.won, again.won_unaided),
        (1, 1, 1),
        "Won never passes Played"
    );
}

#[test]
fn solve_reset_and_typing_the_solution_is_a_win_with_help() {
    let mut app = App::with_game(loaded());
    common::widgets::choose(&mut app, "solve");
    after_the_wave(&mut app);
    assert!(shows(&app, "Solved with help"));
    // Solve is a move: Undo takes it back and the game goes on.
    click(&mut app, "undo");
    assert!(!app.game().unwrap().state().is_finished());
    common::widgets::choose(&mut app, "solve");
    common::widgets::choose(&mut app, "reset");
    type_solution(&mut app);
    after_the_wave(&mut app);
    assert!(shows(&app, "Solved with help"));
    assert!(app.game().unwrap().state().finish().unwrap().assisted);
    let row = entered_row(&app);
    assert_eq!((row.played, row.won, row.won_unaided, row.best_secs), (1, 1, 0, None));
}

#[test]
fn a_new_game_over_an_unfinished_one_asks_first() {
    let mut app = App::with_game(loaded());
    let _ = app.update(Message::Game(game::Message::CellPressed(2)));
    let _ = app.update(Message::Game(game::Message::DigitPressed(digit(4))));
    // Ctrl+N: asked, and "Keep playing" keeps the game as it is.
    key(&mut app, Shortcut::NewPuzzle);
    assert!(app.confirming());
    assert!(shows(&app, "Start a new game?"));
    // While asked, the board takes nothing.
    let _ = app.update(Message::Game(game::Message::DigitPressed(digit(1))));
    click(&mut app, "keep-playing");
    assert!(!app.confirming());
    assert_eq!(app.screen_name(), "game");
    assert_eq!(app.game().unwrap().state().grid().get(2), Some(digit(4)));
    // The New puzzle button asks too; Esc answers "keep playing".
    common::widgets::choose(&mut app, "new-puzzle");
    assert!(app.confirming());
    key(&mut app, Shortcut::Escape);
    assert!(!app.confirming() && app.screen_name() == "game");
    // Leaving for the menu keeps it behind Continue; Play, a difficulty: asked again.
    let _ = app.update(Message::Game(game::Message::Menu));
    assert!(app.saved_game().is_some());
    assert_eq!(app.screen_name(), "menu");
    key(&mut app, Shortcut::Digit(digit(1)));
    assert_eq!(app.screen_name(), "difficulty");
    key(&mut app, Shortcut::Digit(digit(1)));
    assert!(app.confirming());
    // "Keep playing" from there resumes the unfinished game.
    click(&mut app, "keep-playing");
    assert_eq!(app.screen_name(), "game");
    assert_eq!(app.game().unwrap().state().grid().get(2), Some(digit(4)));
    // "Start new" starts loading the new game.
    key(&mut app, Shortcut::NewPuzzle);
    click(&mut app, "start-new");
    assert!(!app.confirming());
    assert_eq!(app.screen_name(), "loading");
}

#[test]
fn the_cube_has_a_button_to_switch_views_in_every_layout() {
    // Small, short, tall and narrow, wide: the strip, the bar, the column and the stacked
    // layouts of the flat face, and the 3D view's.
    for size in [
        Size::new(800.0, 600.0),
        Size::new(768.0, 540.0),
        Size::new(620.0, 900.0),
        Size::new(900.0, 620.0),
        Size::new(1060.0, 760.0),
        Size::new(1600.0, 1000.0),
    ] {
        for flat in [false, true] {
            let mut app = resized(App::with_game(cube()), size);
            if flat {
                key(&mut app, Shortcut::ToggleView);
            }
            let (_, ids) = layout_at(&app, size);
            assert!(
                ids.iter().any(|(i, _)| i.contains("view-switch")),
                "at {size:?} (flat: {flat}) no button switches the view"
            );
        }
    }
}

#[test]
fn the_clock_stops_while_the_new_game_question_covers_the_board() {
    let mut app = App::with_game(loaded());
    let _ = app.update(Message::Game(game::Message::CellPressed(2)));
    let _ = app.update(Message::Game(game::Message::DigitPressed(digit(4))));
    let elapsed = |app: &App| app.game().unwrap().state().elapsed(std::time::Instant::now());
    let wait = || std::thread::sleep(std::time::Duration::from_millis(60));
    key(&mut app, Shortcut::NewPuzzle);
    assert!(app.confirming());
    assert!(!app.game().unwrap().is_running(), "no clock ticks under the question");
    let asked = elapsed(&app);
    wait();
    assert_eq!(elapsed(&app), asked, "the clock ran while the question was open");
    // Keep playing: it runs on from where it stopped.
    click(&mut app, "keep-playing");
    assert!(app.game().unwrap().is_running());
    wait();
    let later = elapsed(&app);
    assert!(
        later >= asked + std::time::Duration::from_millis(50),
        "{later:?} after {asked:?}"
    );
    // Esc answers too, and the clock runs on as well.
    common::widgets::choose(&mut app, "new-puzzle");
    let asked = elapsed(&app);
    wait();
    assert_eq!(elapsed(&app), asked);
    key(&mut app, Shortcut::Escape);
    wait();
    assert!(elapsed(&app) > asked);
}

#[test]
fn esc_goes_back_on_every_screen() {
    let (mut app, _) = App::new(Launch::default(), Default::default());
    for (n, screen) in [
        (1, "difficulty"),
        (2, "cube"),
        (3, "statistics"),
        (4, "settings"),
        (5, "help"),
    ] {
        key(&mut app, Shortcut::Digit(digit(n)));
        assert_eq!(app.screen_name(), screen);
        key(&mut app, Shortcut::Escape);
        assert_eq!(app.screen_name(), "menu", "Esc from {screen}");
    }
    // The puzzle entry screen goes back to the difficulty screen.
    key(&mut app, Shortcut::Digit(digit(1)));
    let _ = app.update(Message::Difficulty(sudoku3d::app::screen::difficulty::Message::Custom));
    assert_eq!(app.screen_name(), "custom");
    key(&mut app, Shortcut::Escape);
    assert_eq!(app.screen_name(), "difficulty");
    // The cube's difficulty screen takes 1-3 like the classic one.
    key(&mut app, Shortcut::Escape);
    key(&mut app, Shortcut::Digit(digit(2)));
    key(&mut app, Shortcut::Digit(digit(1)));
    assert_eq!(app.screen_name(), "loading");
    key(&mut app, Shortcut::Escape);
    assert_eq!(app.screen_name(), "cube", "Esc cancels the loading");
    // In a game the first Esc deselects, the next goes back.
    let mut app = App::with_game(loaded());
    let _ = app.update(Message::Game(game::Message::CellPressed(2)));
    key(&mut app, Shortcut::Escape);
    assert_eq!(app.screen_name(), "game");
    assert_eq!(app.game().unwrap().selected(), None);
    key(&mut app, Shortcut::Escape);
    assert_eq!(app.screen_name(), "difficulty");
}

#[test]
fn pausing_hides_everything_that_tells_about_the_board() {
    let mut app = App::with_game(loaded());
    // The pad's counts show while playing; the open hint then takes the pad's place.
    assert!(shows(&app, "8 left") || shows(&app, "7 left") || shows(&app, "6 left"));
    click(&mut app, "hint");
    let status = {
        let mut ui = common::widgets::simulator(app.view());
        texts_in(&mut ui, "status").join(" ")
    };
    assert!(status.starts_with("Hint:"), "{status}");
    click(&mut app, "pause");
    let mut ui = common::widgets::simulator(app.view());
    assert_eq!(texts_in(&mut ui, "status"), ["Paused."]);
    let mut found = Vec::new();
    let _ = ui.find(|c: Candidate<'_>| {
        if let Candidate::Text { content, .. } = c {
            if content.contains("left") || content.starts_with("Hint:") || content.starts_with("There is") {
                found.push(content.to_string());
            }
        }
        None::<()>
    });
    assert!(found.is_empty(), "paused, yet shown: {found:?}");
}

/// Every text of the view at `size` lies inside the window; returns the texts' bounds by
/// content and the bounds of the widgets with ids.
/// Widgets found: what they show (or their id) and where.
type Placed = Vec<(String, Rectangle)>;

fn layout_at(app: &App, size: Size) -> (Placed, Placed) {
    let mut ui = common::widgets::simulator_sized(size, app.view());
    let window = Rectangle::new(iced::Point::ORIGIN, size);
    let mut texts = Vec::new();
    let mut ids = Vec::new();
    let mut scrolled = Vec::new();
    let _ = ui.find(|c: Candidate<'_>| {
        match c {
            Candidate::Scrollable { bounds, .. } => scrolled.push(bounds),
            Candidate::Text { content, bounds, .. } if !content.trim().is_empty() => {
                texts.push((content.to_string(), bounds));
            }
            Candidate::Container {
                id: Some(id), bounds, ..
            } => ids.push((format!("{id:?}"), bounds)),
            _ => {}
        }
        None::<()>
    });
    // A document that scrolls (How to play) may run on below the window, inside its
    // scrollable, which itself fits the window.
    let reachable = |b: &Rectangle| {
        scrolled.iter().any(|s| {
            s.x >= -0.5
                && s.y >= -0.5
                && s.x + s.width <= size.width + 0.5
                && s.y + s.height <= size.height + 0.5
                && b.x >= s.x - 0.5
                && b.x + b.width <= s.x + s.width + 0.5
                && b.y >= s.y - 0.5
        })
    };
    for (content, b) in texts.iter().chain(&ids).filter(|(_, b)| !reachable(b)) {
        let inside = b.x >= window.x - 0.5
            && b.y >= window.y - 0.5
            && b.x + b.width <= window.width + 0.5
            && b.y + b.height <= window.height + 0.5;
        assert!(inside, "at {size:?}, {content:?} is out of the window: {b:?}");
    }
    (texts, ids)
}

fn resized(mut app: App, size: Size) -> App {
    let _ = app.update(Message::WindowResized(size));
    app
}

#[test]
fn at_800_by_600_every_screen_shows_all_its_controls() {
    // 800x600, and the window the app opens on an 800x600 screen (96% by 90% of it).
    for small in [Size::new(800.0, 600.0), Size::new(768.0, 540.0)] {
        small_window(small);
    }
}

fn small_window(small: Size) {
    let (mut app, _) = App::new(Launch::default(), Default::default());
    app = resized(app, small);
    layout_at(&app, small);
    for n in 1..=5 {
        key(&mut app, Shortcut::Digit(digit(n)));
        layout_at(&app, small);
        if n == 1 {
            let _ = app.update(Message::Difficulty(sudoku3d::app::screen::difficulty::Message::Custom));
            layout_at(&app, small);
            key(&mut app, Shortcut::Escape);
        }
        key(&mut app, Shortcut::Escape);
    }
    // The cube opens in its 3D view; V shows the flat face.
    for (name, game, flat) in [
        ("classic", loaded(), false),
        ("cube", cube(), false),
        ("cube, flat face", cube(), true),
    ] {
        let mut app = resized(App::with_game(game), small);
        if flat {
            key(&mut app, Shortcut::ToggleView);
        }
        let (texts, ids) = layout_at(&app, small);
        for label in ["Undo", "Redo", "Hint", "Clear", "Notes: off"] {
            assert!(texts.iter().any(|(t, _)| t == label), "{name}: {label} is not shown");
        }
        // The board: the box around its cells; bigger than the pad and the cube's preview.
        let cells: Vec<Rectangle> = ids
            .iter()
            .filter(|(i, _)| i.contains("cell-"))
            .map(|(_, b)| *b)
            .collect();
        let board = match cells.split_first() {
            Some((first, rest)) => rest.iter().fold(*first, |a, b| a.union(b)),
            None => ids
                .iter()
                .find(|(i, _)| i.contains("cube-view"))
                .map(|(_, b)| *b)
                .unwrap_or_else(|| panic!("{name}: neither board cells nor the cube view")),
        };
        let pad = ids
            .iter()
            .filter(|(i, _)| i.contains("digit-") || i.contains("\"clear\""))
            .map(|(_, b)| *b)
            .reduce(|a, b| a.union(&b))
            .expect("the pad");
        assert!(
            board.width * board.height > pad.width * pad.height,
            "{name}: the board {board:?} is smaller than the pad {pad:?}"
        );
        assert!(
            board.width >= 250.0,
            "{name}: the board is only {} px wide",
            board.width
        );
        if name.starts_with("cube") {
            let preview = ids
                .iter()
                .filter(|(i, _)| i.contains("preview"))
                .map(|(_, b)| *b)
                .reduce(|a, b| a.union(&b));
            if let Some(preview) = preview {
                assert!(
                    board.width * board.height > preview.width * preview.height,
                    "{name}: preview larger"
                );
            }
        }
        // The rare and the destructive actions: every one in the game menu, in the window.
        common::widgets::click(&mut app, "game-menu");
        let (texts, ids) = layout_at(&app, small);
        for label in [
            "Check",
            "Fill notes",
            "Show mistakes",
            "Export PDF",
            "Solve",
            "Reset",
            "New puzzle",
        ] {
            assert!(
                texts.iter().any(|(t, _)| t == label),
                "{name}: {label} is not in the menu"
            );
        }
        assert!(ids.iter().any(|(i, _)| i.contains("game-menu-card")), "{name}: no menu");
    }
}

#[test]
fn the_button_enter_presses_is_the_one_drawn_as_the_default() {
    use iced_test::selector::id;
    use sudoku3d::app::theme::{colors, ThemeChoice};
    const SIZE: (f32, f32) = (1060.0, 760.0);
    let mut app = App::with_game(loaded());
    let _ = app.update(Message::Game(game::Message::CellPressed(2)));
    let _ = app.update(Message::Game(game::Message::DigitPressed(digit(4))));
    key(&mut app, Shortcut::NewPuzzle);
    assert!(app.confirming() && shows(&app, "Enter: start new \u{b7} Esc: keep playing"));
    for choice in [ThemeChoice::Light, ThemeChoice::Dark] {
        let theme = choice.theme(iced::theme::Mode::Light);
        let mut ui = common::widgets::simulator_sized(SIZE, app.view());
        let start = ui.find(id("start-new")).expect("Start new").bounds();
        let keep = ui.find(id("keep-playing")).expect("Keep playing").bounds();
        let snapshot = ui.snapshot(&theme).expect("a snapshot");
        let folder = std::path::Path::new("default-button").join(format!("{choice:?}"));
        let img = common::widgets::snapshot_pixels(&snapshot, &folder);
        let scale = img.width() as f32 / SIZE.0;
        // The default button is filled with the accent colour; the other is not.
        let accent = colors(&theme).accent;
        let (start_fill, keep_fill) = (
            common::widgets::share_like(&img, scale, start, accent),
            common::widgets::share_like(&img, scale, keep, accent),
        );
        assert!(start_fill > 0.4, "{choice:?}: Start new is {start_fill} accent");
        assert!(keep_fill < 0.05, "{choice:?}: Keep playing is {keep_fill} accent");
    }
    // And Enter presses it: the new game starts loading.
    key(&mut app, Shortcut::Confirm);
    assert!(!app.confirming());
    assert_eq!(app.screen_name(), "loading");
}
