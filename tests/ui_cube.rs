//! UI tests of the 3D cube mode: the real application's `view` and `update`, driven by
//! `iced_test`'s simulator (no display needed), on a fixed cube puzzle (the generator's
//! easy cube of seed 1, made in a few milliseconds) so no test waits on generation.
//!
//! Pin the renderer in CI with `ICED_TEST_BACKEND=tiny-skia`.
#![cfg(feature = "gui")]

mod common;
use common::widgets::{assert_matches_snapshot, finish_hint, texts_in};

use std::time::Instant;

use iced::keyboard::key::Named;
use iced::keyboard::{Key, Modifiers};
use iced::{Point, Theme};
use iced_test::selector::id;

use sudoku3d::app::keys;
use sudoku3d::app::screen::game;
use sudoku3d::app::theme::ThemeChoice;
use sudoku3d::app::{App, Launch, Message};
use sudoku3d::engine::{Difficulty, Face, Grid, Shape};
use sudoku3d::play::source::{self, Loaded, Request};

fn cube_request(seed: u64) -> Request {
    Request::Generate {
        shape: Shape::Cube,
        difficulty: Difficulty::Easy,
        seed,
    }
}

fn loaded() -> Loaded {
    source::load_now(cube_request(1)).expect("the generator makes a cube")
}

/// A cube game on the flat face view (the face switcher, the board of one face, the preview).
fn app() -> App {
    let mut app = app_3d();
    send(&mut app, [Message::Game(game::Message::ViewToggled)]);
    assert!(!game(&app).cube_view());
    app
}

/// A cube game in the 3D view (the default).
fn app_3d() -> App {
    let app = App::with_game(loaded());
    assert_eq!(app.screen_name(), "game");
    assert!(game(&app).cube_view(), "the cube is played in 3D by default");
    app
}

/// Presses the 3D view on the centre of `(face, row, col)`, through the simulator, and feeds
/// the messages back.
fn press_cube(app: &mut App, face: Face, row: usize, col: usize) {
    let pixels = game(app).cube_board().pixels();
    let messages: Vec<Message> = {
        let mut ui = iced_test::simulator(app.view());
        let bounds = ui.find(id("cube-view")).expect("the cube view").bounds();
        let (x, y) = sudoku3d::render::cell_center(pixels, face, row, col);
        let k = bounds.width / pixels as f32;
        ui.point_at(Point::new(bounds.x + x * k, bounds.y + y * k));
        let _ = ui.simulate(iced_test::simulator::click());
        ui.into_messages().collect()
    };
    assert!(
        messages
            .iter()
            .any(|m| matches!(m, Message::Game(game::Message::CubePressed(..)))),
        "{messages:?}"
    );
    send(app, messages);
}

fn game(app: &App) -> &game::Game {
    app.game().expect("a game is on")
}

fn grid(app: &App) -> &Grid {
    game(app).state().grid()
}

fn send(app: &mut App, messages: impl IntoIterator<Item = Message>) {
    for m in messages {
        let _ = app.update(m);
    }
    finish_hint(app);
}

/// Clicks the widget with id `target` in a simulator of the current view, then feeds the
/// messages produced back into `update`.
fn click(app: &mut App, target: &str) {
    let messages: Vec<Message> = {
        let mut ui = iced_test::simulator(app.view());
        ui.click(id(target.to_string()))
            .unwrap_or_else(|e| panic!("click {target}: {e}"));
        ui.into_messages().collect()
    };
    assert!(!messages.is_empty(), "clicking {target} produced no message");
    send(app, messages);
}

/// A key press as the window would deliver it (through `keys::shortcut`).
fn key(app: &mut App, key: Key, modifiers: Modifiers) {
    let shortcut = keys::shortcut(&key, None, modifiers).expect("a shortcut");
    send(app, [Message::Key(shortcut)]);
}

fn cell_id(face: Face, row: usize, col: usize) -> String {
    format!("cell-{}-{row}-{col}", face.letter())
}

/// What the board shows at `(face, row, col)` (the face must be the one on the board).
fn cell_text(app: &App, face: Face, row: usize, col: usize) -> Vec<String> {
    let mut ui = iced_test::simulator(app.view());
    texts_in(&mut ui, &cell_id(face, row, col))
}

fn has(app: &App, target: &str) -> bool {
    let mut ui = iced_test::simulator(app.view());
    ui.find(id(target.to_string())).is_ok()
}

fn shows(app: &App, label: &str) -> bool {
    let mut ui = iced_test::simulator(app.view());
    ui.find(label).is_ok()
}

/// The first empty cell of the puzzle on the edge between Top and Front: (column, cell).
fn empty_top_front_edge(app: &App) -> (usize, usize) {
    let geometry = grid(app).geometry();
    (0..9)
        .map(|i| (i, geometry.cell_at(Face::Top, 8, i)))
        .find(|&(_, cell)| grid(app).get(cell).is_none())
        .expect("an empty cell on the Top-Front edge")
}

#[test]
fn the_menu_leads_to_a_cube_game() {
    let (mut app, _) = App::new(Launch::default(), Default::default());
    click(&mut app, "menu-cube");
    assert_eq!(app.screen_name(), "cube");
    assert!(shows(&app, "3D Cube"));
    click(&mut app, "cube-easy");
    assert_eq!(app.screen_name(), "loading");
    assert!(shows(&app, "Making an easy cube\u{2026}"));
    // Play the background thread's part: make the puzzle and hand it over.
    let request = app.pending().expect("a cube is being made");
    send(&mut app, [Message::Loaded(request, source::load_now(cube_request(3)))]);
    assert_eq!(app.screen_name(), "game");
    assert_eq!(game(&app).shape(), Shape::Cube);
    assert_eq!(grid(&app).len(), 217);
    assert!(app.title().contains("Easy cube"), "{}", app.title());
    assert!(has(&app, "cube-view") && has(&app, "view-switch") && !has(&app, "cell-U-0-0"));
    click(&mut app, "view-switch");
    assert!(has(&app, "preview") && has(&app, "face-F") && has(&app, "cell-U-0-0"));
    // Back goes to the cube's start screen, not the classic one.
    send(&mut app, [Message::Game(game::Message::Back)]);
    assert_eq!(app.screen_name(), "cube");
    click(&mut app, "cube-back");
    assert_eq!(app.screen_name(), "menu");
}

#[test]
fn launching_in_cube_mode_opens_a_cube_game_or_its_start_screen() {
    let launch = Launch {
        shape: Some(Shape::Cube),
        difficulty: Some(Difficulty::Easy),
        seed: Some(1),
        ..Launch::default()
    };
    let (mut app, _) = App::new(launch, Default::default());
    assert_eq!(app.screen_name(), "loading");
    let request = app.pending().expect("the cube of seed 1 is being made");
    send(&mut app, [Message::Loaded(request, source::load_now(cube_request(1)))]);
    assert_eq!(game(&app).shape(), Shape::Cube);
    assert_eq!(game(&app).state().puzzle(), &loaded().puzzle);

    let launch = Launch {
        shape: Some(Shape::Cube),
        ..Launch::default()
    };
    let (app, _) = App::new(launch, Default::default());
    assert_eq!(app.screen_name(), "cube");
}

#[test]
fn the_face_switcher_chooses_the_face_on_the_board() {
    let mut app = app();
    assert_eq!(game(&app).face(), Face::Top);
    assert!(has(&app, "cell-U-4-4") && !has(&app, "cell-F-4-4"));
    click(&mut app, "face-F");
    assert_eq!(game(&app).face(), Face::Front);
    assert!(has(&app, "cell-F-4-4") && !has(&app, "cell-U-4-4"));
    click(&mut app, "face-R");
    assert_eq!(game(&app).face(), Face::Right);
    assert!(has(&app, "cell-R-0-0"));
    // The board shows the face's own digits.
    let geometry = grid(&app).geometry();
    for (r, c) in [(0, 0), (3, 7), (8, 8)] {
        let expected: Vec<String> = grid(&app)
            .get(geometry.cell_at(Face::Right, r, c))
            .map(|d| d.to_string())
            .into_iter()
            .collect();
        let shown = cell_text(&app, Face::Right, r, c);
        if expected.is_empty() {
            assert!(shown.iter().all(|t| t.len() == 1), "notes at most: {shown:?}");
        } else {
            assert_eq!(shown, expected);
        }
    }
    // Keys: Tab goes round, Shift+Tab back, Alt+1..3 picks a face.
    key(&mut app, Key::Named(Named::Tab), Modifiers::empty());
    assert_eq!(game(&app).face(), Face::Top);
    key(&mut app, Key::Named(Named::Tab), Modifiers::SHIFT);
    assert_eq!(game(&app).face(), Face::Right);
    key(&mut app, Key::Character("2".into()), Modifiers::ALT);
    assert_eq!(game(&app).face(), Face::Front);
    key(&mut app, Key::Character("1".into()), Modifiers::ALT);
    assert_eq!(game(&app).face(), Face::Top);
}

#[test]
fn a_linked_cell_shows_its_digit_on_both_faces() {
    let mut app = app();
    let (col, cell) = empty_top_front_edge(&app);
    let digit = game(&app).state().solution().get(cell).unwrap();
    // U(8, col) and F(0, col) are one cell.
    assert_eq!(grid(&app).geometry().cell_at(Face::Front, 0, col), cell);
    click(&mut app, &cell_id(Face::Top, 8, col));
    click(&mut app, &format!("digit-{digit}"));
    assert_eq!(cell_text(&app, Face::Top, 8, col), [digit.to_string()]);
    assert_eq!(grid(&app).get(cell), Some(digit));
    assert_eq!(game(&app).state().history().len(), 1, "one move fills both places");

    click(&mut app, "face-F");
    assert_eq!(cell_text(&app, Face::Front, 0, col), [digit.to_string()]);
    // The selection follows the cell onto the face that shares it.
    assert_eq!(game(&app).selected(), Some(cell));

    // Clearing on the other face clears the cell everywhere; undo brings it back.
    click(&mut app, "clear");
    assert!(cell_text(&app, Face::Front, 0, col).is_empty());
    click(&mut app, "face-U");
    assert!(cell_text(&app, Face::Top, 8, col).is_empty());
    click(&mut app, "undo");
    assert_eq!(cell_text(&app, Face::Top, 8, col), [digit.to_string()]);
    click(&mut app, "face-F");
    assert_eq!(cell_text(&app, Face::Front, 0, col), [digit.to_string()]);
    click(&mut app, "undo");
    assert!(cell_text(&app, Face::Front, 0, col).is_empty());
}

#[test]
fn the_corner_is_one_cell_on_three_faces() {
    let mut app = app();
    let geometry = grid(&app).geometry();
    let corner = geometry.cell_at(Face::Top, 8, 8);
    assert_eq!(geometry.cell_at(Face::Front, 0, 8), corner);
    assert_eq!(geometry.cell_at(Face::Right, 0, 0), corner);
    let digit = game(&app).state().solution().get(corner).unwrap();
    if grid(&app).get(corner).is_none() {
        click(&mut app, "cell-U-8-8");
        click(&mut app, &format!("digit-{digit}"));
    }
    for (face, r, c) in [(Face::Top, 8, 8), (Face::Front, 0, 8), (Face::Right, 0, 0)] {
        click(&mut app, &format!("face-{}", face.letter()));
        assert_eq!(cell_text(&app, face, r, c), [digit.to_string()], "{face:?}");
    }
}

#[test]
fn the_pad_counts_the_face_shown() {
    let mut app = app();
    let (col, cell) = empty_top_front_edge(&app);
    let digit = game(&app).state().solution().get(cell).unwrap();
    let left = |app: &App, face: Face| game(app).state().remaining_on_face(face, digit);
    let (top, front) = (left(&app, Face::Top), left(&app, Face::Front));
    let caption = |n: usize| {
        if n == 0 {
            "all placed".to_string()
        } else {
            format!("{n} left")
        }
    };
    let mut ui = iced_test::simulator(app.view());
    assert!(texts_in(&mut ui, &format!("digit-{digit}")).contains(&caption(top)));
    drop(ui);
    click(&mut app, &cell_id(Face::Top, 8, col));
    click(&mut app, &format!("digit-{digit}"));
    assert_eq!(left(&app, Face::Top), top - 1);
    assert_eq!(left(&app, Face::Front), front - 1, "a linked cell counts on both faces");
    click(&mut app, "face-F");
    let mut ui = iced_test::simulator(app.view());
    assert!(texts_in(&mut ui, &format!("digit-{digit}")).contains(&caption(front - 1)));
}

#[test]
fn the_preview_is_shown_and_redrawn_only_on_change() {
    let mut app = app();
    let renders = |app: &App| game(app).preview().renders();
    assert!(game(&app).preview().handle().is_some(), "rendered with the game");
    let mut ui = iced_test::simulator(app.view());
    let bounds = ui.find(id("preview")).expect("the preview").bounds();
    assert!(
        bounds.width >= 150.0 && (bounds.width - bounds.height).abs() < 1.0,
        "{bounds:?}"
    );
    drop(ui);

    let before = renders(&app);
    // The clock ticking and the mouse moving change nothing in the picture.
    send(
        &mut app,
        [
            Message::Game(game::Message::Tick(std::time::Instant::now())),
            Message::Game(game::Message::PreviewHovered(Point::new(3.0, 3.0), 200.0)),
        ],
    );
    assert_eq!(renders(&app), before);
    // A face switch, a move and a theme change do.
    click(&mut app, "face-R");
    assert_eq!(renders(&app), before + 1);
    let (_, cell) = empty_top_front_edge(&app);
    let digit = game(&app).state().solution().get(cell).unwrap();
    send(
        &mut app,
        [
            Message::Game(game::Message::CellPressed(cell)),
            Message::Game(game::Message::DigitPressed(digit)),
        ],
    );
    // Selecting is one change (the selected cell is marked), placing another.
    assert_eq!(renders(&app), before + 3);
    // System (light here) to Light: the same picture; then Dark: drawn again.
    send(&mut app, [Message::Game(game::Message::ToggleTheme)]);
    assert_eq!(app.theme_choice(), ThemeChoice::Light);
    assert_eq!(renders(&app), before + 3);
    send(&mut app, [Message::Game(game::Message::ToggleTheme)]);
    assert!(app.theme().extended_palette().is_dark);
    assert_eq!(renders(&app), before + 4, "the dark theme draws the cube again");
    // The window's size sets the picture's.
    let pixels = game(&app).preview().pixels();
    send(&mut app, [Message::WindowResized(iced::Size::new(1500.0, 1000.0))]);
    assert!(game(&app).preview().pixels() > pixels);
}

#[test]
fn clicking_the_preview_shows_that_face_and_selects_the_cell() {
    let mut app = app();
    let pixels = game(&app).preview().pixels();
    let messages: Vec<Message> = {
        let mut ui = iced_test::simulator(app.view());
        let bounds = ui.find(id("preview")).expect("the preview").bounds();
        let (x, y) = sudoku3d::render::cell_center(pixels, Face::Right, 4, 6);
        let k = bounds.width / pixels as f32;
        ui.point_at(Point::new(bounds.x + x * k, bounds.y + y * k));
        let _ = ui.simulate(iced_test::simulator::click());
        ui.into_messages().collect()
    };
    assert!(
        messages
            .iter()
            .any(|m| matches!(m, Message::Game(game::Message::PreviewPressed))),
        "{messages:?}"
    );
    send(&mut app, messages);
    assert_eq!(game(&app).face(), Face::Right);
    let cell = grid(&app).geometry().cell_at(Face::Right, 4, 6);
    assert_eq!(game(&app).selected(), Some(cell));
}

#[test]
fn a_hint_shows_the_face_of_its_cell() {
    let mut app = app();
    for face in Face::ALL {
        click(&mut app, &format!("face-{}", face.letter()));
        click(&mut app, "hint");
        click(&mut app, "hint");
        click(&mut app, "hint");
        let target = game(&app).selected().expect("the hint's cell is selected");
        let places = grid(&app).geometry().positions(target);
        assert!(places.iter().any(|p| p.face == game(&app).face()), "{places:?}");
        assert_eq!(grid(&app).get(target), game(&app).state().solution().get(target));
    }
}

#[test]
fn the_cube_is_won_when_all_three_faces_are_solved() {
    let mut app = app();
    let solution = game(&app).state().solution().clone();
    let empty: Vec<usize> = (0..grid(&app).len()).filter(|&c| grid(&app).get(c).is_none()).collect();
    let (last, rest) = empty.split_last().unwrap();
    for &cell in rest {
        send(
            &mut app,
            [
                Message::Game(game::Message::CellPressed(cell)),
                Message::Game(game::Message::DigitPressed(solution.get(cell).unwrap())),
            ],
        );
    }
    assert!(game(&app).victory().is_none(), "one cell to go");
    click(&mut app, "check");
    assert!(game(&app).status().unwrap().contains("1 cell to fill"));
    // The last cell by clicks, on a face that shows it.
    let place = grid(&app).geometry().positions(*last)[0];
    click(&mut app, &format!("face-{}", place.face.letter()));
    click(&mut app, &cell_id(place.face, place.row as usize, place.col as usize));
    click(&mut app, &format!("digit-{}", solution.get(*last).unwrap()));
    assert!(shows(&app, "Solved!"));
    let victory = game(&app).victory().expect("the victory card");
    assert!(!victory.finish.assisted);
}

#[test]
fn pause_hides_the_board_and_the_cube() {
    let mut app = app();
    let renders = game(&app).preview().renders();
    click(&mut app, "pause");
    assert!(game(&app).is_paused());
    assert_eq!(
        game(&app).preview().renders(),
        renders + 1,
        "the cube is drawn without digits"
    );
    // Switching faces waits for the game to resume.
    send(&mut app, [Message::Game(game::Message::FaceSelected(Face::Right))]);
    assert_eq!(game(&app).face(), Face::Top);
}

#[test]
fn how_to_play_explains_the_cube_with_a_picture() {
    let (mut app, _) = App::new(Launch::default(), Default::default());
    click(&mut app, "menu-help");
    assert!(shows(&app, "The 3D cube"));
    assert!(has(&app, "help-cube"));
}

/// The cube game in both themes, and the cube's start screen and the help, look as the
/// committed pictures in `tests/snapshots/` do, pixel for pixel (tiny-skia renderer).
#[test]
fn cube_snapshots_match_the_references() {
    let start = Instant::now();
    let mut app = app();
    let (col, _) = empty_top_front_edge(&app);
    click(&mut app, &cell_id(Face::Top, 8, col));
    click(&mut app, "hint");
    click(&mut app, "hint");
    click(&mut app, "face-F");
    for (name, choice) in [("light", ThemeChoice::Light), ("dark", ThemeChoice::Dark)] {
        while app.theme_choice() != choice {
            send(&mut app, [Message::Game(game::Message::ToggleTheme)]);
        }
        // The clock shows 00:00 however long the clicks took.
        send(&mut app, [Message::Game(game::Message::Tick(start))]);
        let theme: Theme = app.theme();
        let mut ui = iced_test::simulator(app.view());
        assert_matches_snapshot(&ui.snapshot(&theme).expect("a snapshot"), &format!("cube-game-{name}"));
    }
    for (name, button) in [("start", "menu-cube"), ("help", "menu-help")] {
        let (mut screen, _) = App::new(Launch::default(), Default::default());
        click(&mut screen, button);
        let mut ui = iced_test::simulator(screen.view());
        let theme = ThemeChoice::Light.theme(iced::theme::Mode::Light);
        assert_matches_snapshot(&ui.snapshot(&theme).expect("a snapshot"), &format!("cube-{name}-light"));
    }
}

#[test]
fn clicking_a_cell_on_each_face_of_the_cube_view_selects_it() {
    let mut app = app_3d();
    assert!(has(&app, "cube-view") && !has(&app, "preview"));
    // At the default window the view is the large playing surface.
    let mut ui = iced_test::simulator(app.view());
    let bounds = ui.find(id("cube-view")).expect("the cube view").bounds();
    assert!(bounds.width >= 560.0, "{bounds:?}");
    drop(ui);
    for (face, row, col) in [
        (Face::Top, 2, 5),
        (Face::Front, 6, 1),
        (Face::Right, 4, 7),
        (Face::Top, 8, 8),
    ] {
        press_cube(&mut app, face, row, col);
        let cell = grid(&app).geometry().cell_at(face, row, col);
        assert_eq!(game(&app).selected(), Some(cell), "{face:?} r{row} c{col}");
        assert_eq!(game(&app).face(), face, "the face played follows the cell pressed");
    }
}

#[test]
fn a_digit_typed_on_a_linked_cell_of_the_cube_view_shows_on_every_face() {
    let mut app = app_3d();
    let (col, cell) = empty_top_front_edge(&app);
    press_cube(&mut app, Face::Front, 0, col);
    assert_eq!(game(&app).selected(), Some(cell));
    let renders = game(&app).cube_board().renders();
    let digit = game(&app).state().solution().get(cell).unwrap();
    key(&mut app, Key::Character(digit.to_string().into()), Modifiers::empty());
    assert_eq!(grid(&app).at(Face::Top, 8, col), Some(digit));
    assert_eq!(grid(&app).at(Face::Front, 0, col), Some(digit));
    assert_eq!(game(&app).cube_board().renders(), renders + 1, "the view drew the move");
    // A note on an empty cell, by Shift + digit.
    let empty = (0..grid(&app).len()).find(|&c| grid(&app).get(c).is_none()).unwrap();
    let place = grid(&app).geometry().positions(empty)[0];
    press_cube(&mut app, place.face, place.row as usize, place.col as usize);
    let note = game(&app).state().solution().get(empty).unwrap();
    send(&mut app, [Message::Key(keys::Shortcut::Note(note))]);
    assert!(game(&app).state().notes(empty).contains(note));
}

#[test]
fn switching_views_keeps_the_selection_and_is_remembered() {
    let mut app = app_3d();
    press_cube(&mut app, Face::Right, 3, 6);
    let cell = grid(&app).geometry().cell_at(Face::Right, 3, 6);
    key(&mut app, Key::Character("v".into()), Modifiers::empty());
    assert!(!game(&app).cube_view());
    assert!(!app.settings().cube_view, "the choice goes into the settings");
    assert_eq!(game(&app).selected(), Some(cell));
    assert_eq!(game(&app).face(), Face::Right);
    assert!(has(&app, "cell-R-3-6") && has(&app, "preview"));
    // The flat face labels its linked edges with the face and edge they join.
    assert!(shows(&app, "\u{2191} Top, right column, reversed"));
    click(&mut app, "face-U");
    assert!(shows(&app, "\u{2193} Front, top row"));
    let selected = game(&app).selected();
    assert!(selected.is_some());
    click(&mut app, "view-switch");
    assert!(game(&app).cube_view() && app.settings().cube_view);
    assert!(has(&app, "cube-view"));
    assert_eq!(game(&app).selected(), selected);
    assert_eq!(game(&app).face(), Face::Top);
}
