//! UI tests of the 3D cube mode: the real application's `view` and `update`, driven by
//! `iced_test`'s simulator (no display needed), on a fixed cube puzzle (the generator's
//! easy cube of seed 1, made in a few milliseconds) so no test waits on generation.
//!
//! Pin the renderer in CI with `ICED_TEST_BACKEND=tiny-skia`.
#![cfg(feature = "gui")]

use crate::common;
use common::widgets::{after_the_wave, assert_matches_snapshot, click, easy_cube, game, send, shows, texts_in};

use std::time::Instant;

use iced::keyboard::key::Named;
use iced::keyboard::{Key, Modifiers};
use iced::{Point, Theme};
use iced_test::selector::id;

use sudoku3d::app::keys;
use sudoku3d::app::screen::game;
use sudoku3d::app::theme::ThemeChoice;
use sudoku3d::app::{App, Launch, Message};
use sudoku3d::engine::{Difficulty, Digit, Face, Grid, Shape, Variant};
use sudoku3d::play::source::{self, Loaded};
use sudoku3d::play::Stage;

/// A position of a Hard cube (level cube-hard-003 of an earlier levels file, since regenerated,
/// after 61 hints; as Top, Front, Right) whose next hint is an XY-Wing: candidates struck out,
/// links drawn, one of them from a cell on the Top-Right edge, so it shows on two faces.
const WING: [&str; 3] = [
    ".3...947..7....369....37.2.6217459839571836423849265175.8...73474.3.825.2.3574.9.",
    "2.3574.9..8926354..5.981.3.3.541...99..85.4.384.639..553.7489...9.326.5.67.1953..",
    "..4723.9...5..4....9.156.4.9412.7...3765189245824.9.1...93.145..5...263....6.5...",
];

/// The [`WING`] position as a game.
fn wing() -> Loaded {
    let puzzle = Grid::cube_from_faces(WING).expect("a cube");
    let solution = sudoku3d::engine::solve_unique(&puzzle).expect("one solution");
    Loaded {
        puzzle,
        solution,
        difficulty: Difficulty::Hard,
        origin: source::Origin::Entered,
        marks: None,
    }
}

/// A cube game on the flat face view (the face switcher, the board of one face, the preview).
fn app() -> App {
    let mut app = app_3d();
    send(&mut app, [Message::Game(game::Message::ViewToggled)]);
    assert!(!game(&app).cube_view());
    app
}

/// A cube game in the 3D view (the default); the tools' tests play it too.
pub(crate) fn app_3d() -> App {
    let app = App::with_game(easy_cube(1));
    assert_eq!(app.screen_name(), "game");
    assert!(game(&app).cube_view(), "the cube is played in 3D by default");
    app
}

/// Presses the 3D view on the centre of `(face, row, col)`, through the simulator, and feeds
/// the messages back.
fn press_cube(app: &mut App, face: Face, row: usize, col: usize) {
    let pixels = game(app).cube_board().pixels();
    let messages: Vec<Message> = {
        let mut ui = common::widgets::simulator(app.view());
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

fn grid(app: &App) -> &Grid {
    game(app).state().grid()
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
    let mut ui = common::widgets::simulator(app.view());
    texts_in(&mut ui, &cell_id(face, row, col))
}

fn has(app: &App, target: &str) -> bool {
    let mut ui = common::widgets::simulator(app.view());
    ui.find(id(target.to_string())).is_ok()
}

/// The first empty cell of the puzzle on the edge between Top and Front: (column, cell).
fn empty_top_front_edge(app: &App) -> (usize, usize) {
    let held = grid(app).shape().clone();
    let geometry = held.geometry();
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
    send(&mut app, [Message::Loaded(request, Ok(easy_cube(3)))]);
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
        variant: Some(Variant::Cube),
        difficulty: Some(Difficulty::Easy),
        seed: Some(1),
        ..Launch::default()
    };
    let (mut app, _) = App::new(launch, Default::default());
    assert_eq!(app.screen_name(), "loading");
    let request = app.pending().expect("the cube of seed 1 is being made");
    send(&mut app, [Message::Loaded(request, Ok(easy_cube(1)))]);
    assert_eq!(game(&app).shape(), Shape::Cube);
    assert_eq!(game(&app).state().puzzle(), &easy_cube(1).puzzle);

    let launch = Launch {
        variant: Some(Variant::Cube),
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
    let held = grid(&app).shape().clone();
    let geometry = held.geometry();
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
    let held = grid(&app).shape().clone();
    let geometry = held.geometry();
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
    let mut ui = common::widgets::simulator(app.view());
    assert!(texts_in(&mut ui, &format!("digit-{digit}")).contains(&caption(top)));
    drop(ui);
    click(&mut app, &cell_id(Face::Top, 8, col));
    click(&mut app, &format!("digit-{digit}"));
    assert_eq!(left(&app, Face::Top), top - 1);
    assert_eq!(left(&app, Face::Front), front - 1, "a linked cell counts on both faces");
    click(&mut app, "face-F");
    let mut ui = common::widgets::simulator(app.view());
    assert!(texts_in(&mut ui, &format!("digit-{digit}")).contains(&caption(front - 1)));
}

#[test]
fn the_preview_is_shown_and_redrawn_only_on_change() {
    let mut app = app();
    let renders = |app: &App| game(app).preview().renders();
    assert!(game(&app).preview().handle().is_some(), "rendered with the game");
    let mut ui = common::widgets::simulator(app.view());
    let bounds = ui.find(id("preview")).expect("the preview").bounds();
    // Square, and big enough to click a face on (at the default size it sits over the pad,
    // leaving the board its width).
    assert!(
        bounds.width >= 100.0 && (bounds.width - bounds.height).abs() < 1.0,
        "{bounds:?}"
    );
    drop(ui);

    let before = renders(&app);
    // The clock ticking changes nothing in the picture, and moving the mouse over it sends
    // no message at all.
    send(
        &mut app,
        [Message::Game(game::Message::Tick(std::time::Instant::now()))],
    );
    assert_eq!(renders(&app), before);
    {
        let mut ui = common::widgets::simulator(app.view());
        ui.point_at(Point::new(
            bounds.x + bounds.width / 2.0,
            bounds.y + bounds.height / 2.0,
        ));
        let _ = ui.simulate([iced::Event::Mouse(iced::mouse::Event::CursorMoved {
            position: Point::new(bounds.x + 10.0, bounds.y + bounds.height / 2.0),
        })]);
        assert_eq!(
            ui.into_messages().count(),
            0,
            "a mouse move over the preview sends nothing"
        );
    }
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
    // The system's theme light again: the same picture; then dark: drawn again.
    send(&mut app, [Message::SystemTheme(iced::theme::Mode::Light)]);
    assert_eq!(app.theme_choice(), ThemeChoice::System);
    assert_eq!(renders(&app), before + 3);
    send(&mut app, [Message::SystemTheme(iced::theme::Mode::Dark)]);
    assert!(app.theme().extended_palette().is_dark);
    assert_eq!(renders(&app), before + 4, "the dark theme draws the cube again");
    // The window's size sets the picture's.
    let pixels = game(&app).preview().pixels();
    send(&mut app, [Message::WindowResized(iced::Size::new(1920.0, 1080.0))]);
    assert!(game(&app).preview().pixels() > pixels);
}

#[test]
fn clicking_the_preview_shows_that_face_and_selects_the_cell() {
    let mut app = app();
    let pixels = game(&app).preview().pixels();
    let messages: Vec<Message> = {
        let mut ui = common::widgets::simulator(app.view());
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
            .any(|m| matches!(m, Message::Game(game::Message::PreviewPressed(..)))),
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
    common::widgets::choose(&mut app, "check");
    assert!(game(&app).status().unwrap().contains("1 cell to fill"));
    // The last cell by clicks, on a face that shows it.
    let place = grid(&app).geometry().positions(*last)[0];
    click(&mut app, &format!("face-{}", place.face.letter()));
    click(&mut app, &cell_id(place.face, place.row as usize, place.col as usize));
    click(&mut app, &format!("digit-{}", solution.get(*last).unwrap()));
    after_the_wave(&mut app);
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
    // The theme follows the system's (the choice is System): light, then dark.
    for (name, mode) in [("light", iced::theme::Mode::Light), ("dark", iced::theme::Mode::Dark)] {
        send(&mut app, [Message::SystemTheme(mode)]);
        // The clock shows 00:00 however long the clicks took.
        send(&mut app, [Message::Game(game::Message::Tick(start))]);
        let theme: Theme = app.theme();
        let mut ui = common::widgets::simulator(app.view());
        assert_matches_snapshot(&ui.snapshot(&theme).expect("a snapshot"), &format!("cube-game-{name}"));
    }
    for (name, button) in [("start", "menu-cube"), ("help", "menu-help")] {
        let (mut screen, _) = App::new(Launch::default(), Default::default());
        click(&mut screen, button);
        let mut ui = common::widgets::simulator(screen.view());
        let theme = ThemeChoice::Light.theme(iced::theme::Mode::Light);
        assert_matches_snapshot(&ui.snapshot(&theme).expect("a snapshot"), &format!("cube-{name}-light"));
    }
}

#[test]
fn clicking_a_cell_on_each_face_of_the_cube_view_selects_it() {
    let mut app = app_3d();
    assert!(has(&app, "cube-view") && !has(&app, "preview"));
    // At the default window the view is the large playing surface.
    let mut ui = common::widgets::simulator(app.view());
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

/// The picture of `app`'s view in the default window, as tiny-skia draws it, and how
/// many of its pixels make a logical pixel.
fn picture(app: &App, theme: &Theme) -> (image::RgbaImage, f32) {
    let mut ui = common::widgets::simulator_sized(WINDOW, app.view());
    let snapshot = ui.snapshot(theme).expect("a snapshot");
    let folder = std::path::Path::new("cube-pictures")
        .join(format!("{:?}", std::thread::current().id()).replace(['(', ')'], ""));
    let img = common::widgets::snapshot_pixels(&snapshot, &folder);
    let scale = img.width() as f32 / WINDOW.0;
    (img, scale)
}

/// The window the pictures are taken in: the app's default window.
const WINDOW: (f32, f32) = (1060.0, 760.0);

/// The bounds of the widget `target` in the default window.
fn bounds_of(app: &App, target: &str) -> iced::Rectangle {
    let mut ui = common::widgets::simulator_sized(WINDOW, app.view());
    ui.find(id(target.to_string()))
        .unwrap_or_else(|e| panic!("find {target}: {e}"))
        .bounds()
}

/// How many pixels `test` accepts in the square of `half` logical pixels around `at`.
fn count_around(img: &image::RgbaImage, scale: f32, at: Point, half: f32, test: impl Fn([i32; 3]) -> bool) -> usize {
    let (x0, y0) = (
        ((at.x - half) * scale).max(0.0) as u32,
        ((at.y - half) * scale).max(0.0) as u32,
    );
    let (x1, y1) = (((at.x + half) * scale) as u32, ((at.y + half) * scale) as u32);
    let mut n = 0;
    for y in y0..=y1.min(img.height() - 1) {
        for x in x0..=x1.min(img.width() - 1) {
            let p = img.get_pixel(x, y).0;
            if test([p[0] as i32, p[1] as i32, p[2] as i32]) {
                n += 1;
            }
        }
    }
    n
}

/// The pixel at `at` (logical).
fn pixel_at(img: &image::RgbaImage, scale: f32, at: Point) -> [i32; 3] {
    let p = img.get_pixel((at.x * scale) as u32, (at.y * scale) as u32).0;
    [p[0] as i32, p[1] as i32, p[2] as i32]
}

/// Where face coordinates `(u, v)` of `face` (in cells) are on screen in the 3D view.
fn on_cube(app: &App, view: iced::Rectangle, face: Face, u: f32, v: f32) -> Point {
    let pixels = game(app).cube_board().pixels();
    let (x, y) = sudoku3d::render::face_point(pixels, face, u, v);
    let k = view.width / pixels as f32;
    Point::new(view.x + x * k, view.y + y * k)
}

/// The hint colours (light theme): the stage-1 house, the pattern's blue, the struck red, the
/// placed digit's green, the links' violet.
fn yellowish([r, g, b]: [i32; 3]) -> bool {
    r - b > 35 && g - b > 25
}
fn pattern_blue([r, g, b]: [i32; 3]) -> bool {
    b - r > 70 && b - g > 40
}
fn struck_red([r, g, b]: [i32; 3]) -> bool {
    r - g > 80 && r - b > 80
}
fn placed_green([r, g, b]: [i32; 3]) -> bool {
    g - r > 50 && g - b > 25
}
fn link_violet([r, g, b]: [i32; 3]) -> bool {
    r - g > 30 && b - g > 80
}

/// Presses Hint (walking the hint's stages and applying it) until the hint at stage 1 is one
/// that `wanted` accepts.
fn hint_until(app: &mut App, wanted: impl Fn(&sudoku3d::play::HintOverlay) -> bool) {
    for _ in 0..400 {
        click(app, "hint");
        let active = game(app).active_hint().expect("a hint");
        if active.stage == Stage::Where && wanted(&active.hint.overlay(Stage::Why)) {
            return;
        }
        click(app, "hint");
        click(app, "hint");
        click(app, "hint-close");
    }
    panic!("no such hint in the game");
}

#[test]
fn hint_stage_one_highlights_the_house_on_every_face_of_the_cube_view() {
    let mut app = app_3d();
    // A house that runs onto another face: one with a linked cell.
    let held = grid(&app).shape().clone();
    let geometry = held.geometry();
    hint_until(&mut app, |o| o.area.iter().any(|&c| geometry.is_linked(c)));
    // An open hint turns the view to a flat face; V shows the hint on the 3D view.
    send(&mut app, [Message::Game(game::Message::ViewToggled)]);
    let g = game(&app);
    assert!(g.in_3d());
    assert_eq!(g.active_hint().expect("a hint").stage, Stage::Where);
    let overlay = g.hint_overlay().expect("an overlay").clone();
    let theme = ThemeChoice::Light.theme(iced::theme::Mode::Light);
    let (img, scale) = picture(&app, &theme);
    let view = bounds_of(&app, "cube-view");
    let selected: Vec<usize> = g.selected().into_iter().collect();
    let mut lit = 0;
    for cell in (0..grid(&app).len()).filter(|c| grid(&app).get(*c).is_none() && !selected.contains(c)) {
        for p in geometry.positions(cell) {
            let at = on_cube(&app, view, p.face, p.col as f32 + 0.5, p.row as f32 + 0.5);
            let shown = yellowish(pixel_at(&img, scale, at));
            if overlay.area.contains(&cell) {
                assert!(
                    shown,
                    "{:?} r{}c{} of the house is not highlighted",
                    p.face, p.row, p.col
                );
                lit += 1;
            } else {
                assert!(
                    !shown,
                    "{:?} r{}c{} is highlighted outside the house",
                    p.face, p.row, p.col
                );
            }
        }
    }
    assert!(lit > 0, "no empty cell of the house checked");
    // Nothing of the pattern yet.
    assert_eq!(
        count_around(&img, scale, view.center(), view.width / 2.0, link_violet),
        0
    );
}

/// Where the note of `digit` is drawn in cell `(row, col)` of `face`, in face coordinates.
fn note_uv(row: u8, col: u8, digit: Digit) -> (f32, f32) {
    let k = digit.index();
    (
        col as f32 + ((k % 3) as f32 + 0.5) / 3.0,
        row as f32 + ((k / 3) as f32 + 0.5) / 3.0,
    )
}

#[test]
fn hint_stage_two_draws_the_pattern_on_the_cube_view() {
    let mut app = App::with_game(wing());
    click(&mut app, "hint");
    click(&mut app, "hint-next");
    // An open hint turns the view to a flat face; V shows the hint on the 3D view.
    send(&mut app, [Message::Game(game::Message::ViewToggled)]);
    // Stage 2 is walked step by step: to its end, where it is drawn whole.
    for _ in 0..game(&app).active_hint().map_or(0, |h| h.walk().len()) {
        send(&mut app, [Message::Key(keys::Shortcut::WalkHint { back: false })]);
    }
    let g = game(&app);
    assert!(g.cube_view() && g.in_3d(), "played in 3D");
    assert_eq!(g.active_hint().unwrap().stage, Stage::Why);
    let overlay = g.hint_overlay().expect("an overlay").clone();
    assert!(!overlay.strikes.is_empty() && !overlay.links.is_empty(), "{overlay:?}");
    let theme = ThemeChoice::Light.theme(iced::theme::Mode::Light);
    let (img, scale) = picture(&app, &theme);
    let view = bounds_of(&app, "cube-view");
    let held = grid(&app).shape().clone();
    let geometry = held.geometry();
    // A cell is about 30 logical pixels: a note's place about 10.
    let cell = view.width / 2.0 / 9.0;
    for &(c, d) in &overlay.candidates {
        for p in geometry.positions(c) {
            let (u, v) = note_uv(p.row, p.col, d);
            let at = on_cube(&app, view, p.face, u, v);
            let n = count_around(&img, scale, at, cell * 0.12, pattern_blue);
            assert!(
                n > 4,
                "candidate {d} of {:?} r{}c{} is not drawn ({n})",
                p.face,
                p.row,
                p.col
            );
        }
    }
    for &(c, d) in &overlay.strikes {
        for p in geometry.positions(c) {
            let (u, v) = note_uv(p.row, p.col, d);
            let at = on_cube(&app, view, p.face, u, v);
            let n = count_around(&img, scale, at, cell * 0.15, struck_red);
            assert!(
                n > 4,
                "candidate {d} of {:?} r{}c{} is not struck out ({n})",
                p.face,
                p.row,
                p.col
            );
        }
    }
    let (placed, _) = overlay.placement.expect("the digit to place");
    for p in geometry.positions(placed) {
        let at = on_cube(&app, view, p.face, p.col as f32 + 0.5, p.row as f32 + 0.5);
        let n = count_around(&img, scale, at, cell * 0.6, placed_green);
        assert!(
            n > 20,
            "the placed cell {:?} r{}c{} is not ringed ({n})",
            p.face,
            p.row,
            p.col
        );
    }
    let links = count_around(&img, scale, view.center(), view.width / 2.0, link_violet);
    assert!(links > 20, "the links are not drawn ({links})");
    // Nothing red away from the pattern: a cell outside it, on each face.
    let away = (0..grid(&app).len())
        .find(|c| {
            !overlay.cells.contains(c)
                && !overlay.strikes.iter().any(|s| s.0 == *c)
                && overlay.placement.is_none_or(|p| p.0 != *c)
                && !overlay
                    .links
                    .iter()
                    .any(|l| l.from.cells.contains(c) || l.to.cells.contains(c))
        })
        .unwrap();
    for p in geometry.positions(away) {
        let at = on_cube(&app, view, p.face, p.col as f32 + 0.5, p.row as f32 + 0.5);
        assert_eq!(count_around(&img, scale, at, cell * 0.3, struck_red), 0);
    }
    // The preview is not on show in 3D; Esc takes the drawing away.
    send(&mut app, [Message::Key(keys::Shortcut::Escape)]);
    let (img, scale) = picture(&app, &theme);
    assert_eq!(
        count_around(&img, scale, view.center(), view.width / 2.0, link_violet),
        0
    );
}

/// The faces that show every one of `cells`.
fn faces_showing(cells: &[usize]) -> Vec<Face> {
    let geometry = Shape::Cube.geometry();
    Face::ALL
        .into_iter()
        .filter(|&f| cells.iter().all(|&c| geometry.positions(c).iter().any(|p| p.face == f)))
        .collect()
}

/// A link with an end on an edge cell whose other face does not show the other end: on that
/// face the link runs off across the edge.
fn crosses_an_edge(link: &sudoku3d::engine::logic::Link) -> bool {
    let (a, b) = (faces_showing(&link.from.cells), faces_showing(&link.to.cells));
    a.iter().any(|f| !b.contains(f)) || b.iter().any(|f| !a.contains(f))
}

/// The centre of the note place of `digit` in the cells `cells` on `face` of the flat board
/// (where the board draws the note), averaged.
fn note_centre_flat(app: &App, face: Face, cells: &[usize], digit: Digit) -> Point {
    let geometry = Shape::Cube.geometry();
    let places: Vec<Point> = cells
        .iter()
        .map(|&c| {
            let p = geometry
                .positions(c)
                .iter()
                .find(|p| p.face == face)
                .expect("on the face");
            let b = bounds_of(app, &cell_id(face, p.row as usize, p.col as usize));
            let (w, h) = (((b.width - 6.0) / 3.0).floor(), ((b.height - 4.0) / 3.0).floor());
            let i = digit.index();
            Point::new(
                b.x + 3.0 + (i % 3) as f32 * w + w / 2.0,
                b.y + 2.0 + (i / 3) as f32 * h + h / 2.0,
            )
        })
        .collect();
    let n = places.len() as f32;
    Point::new(
        places.iter().map(|p| p.x).sum::<f32>() / n,
        places.iter().map(|p| p.y).sum::<f32>() / n,
    )
}

/// How many of the points every logical pixel along `from`..`to` (leaving out `skip` pixels
/// at each end: the ends' discs) have the links' violet, and how many points there are.
fn violet_along(img: &image::RgbaImage, scale: f32, from: Point, to: Point, skip: (f32, f32)) -> (usize, usize) {
    let length = (to.x - from.x).hypot(to.y - from.y);
    let steps = length.ceil().max(1.0) as usize;
    let points: Vec<Point> = (0..=steps)
        .map(|k| {
            let t = k as f32 / steps as f32;
            Point::new(from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t)
        })
        .filter(|p| (p.x - from.x).hypot(p.y - from.y) > skip.0 && (p.x - to.x).hypot(p.y - to.y) > skip.1)
        .collect();
    let violet = points
        .iter()
        .filter(|&&p| count_around(img, scale, p, 1.0, link_violet) > 0)
        .count();
    (violet, points.len())
}

#[test]
fn a_link_across_an_edge_shows_on_both_faces_of_the_flat_view() {
    let mut app = App::with_game(wing());
    send(&mut app, [Message::Game(game::Message::ViewToggled)]);
    assert!(!game(&app).cube_view());
    click(&mut app, "hint");
    click(&mut app, "hint-next");
    // Stage 2 is walked step by step: to its end, where it is drawn whole.
    for _ in 0..game(&app).active_hint().map_or(0, |h| h.walk().len()) {
        send(&mut app, [Message::Key(keys::Shortcut::WalkHint { back: false })]);
    }
    let overlay = game(&app).hint_overlay().expect("an overlay").clone();
    let link = overlay
        .links
        .iter()
        .find(|l| crosses_an_edge(l))
        .expect("a link off an edge cell")
        .clone();
    let (a, b) = (faces_showing(&link.from.cells), faces_showing(&link.to.cells));
    let theme = ThemeChoice::Light.theme(iced::theme::Mode::Light);
    // The face with both ends: the line between them. The other face of the edge cell: the
    // line from it to the board's edge, where the first face goes on.
    let both = *a.iter().find(|f| b.contains(f)).expect("a face with both ends");
    let (lone, node) = match a.iter().find(|f| !b.contains(f)) {
        Some(&f) => (f, &link.from),
        None => (
            *b.iter().find(|f| !a.contains(f)).expect("a face with one end"),
            &link.to,
        ),
    };
    for face in [both, lone] {
        click(&mut app, &format!("face-{}", face.letter()));
        assert_eq!(game(&app).face(), face);
        let (img, scale) = picture(&app, &theme);
        let (from, to, skip) = if face == both {
            (
                note_centre_flat(&app, face, &link.from.cells, link.from.digit),
                note_centre_flat(&app, face, &link.to.cells, link.to.digit),
                (7.0, 7.0),
            )
        } else {
            let board = (0..81)
                .map(|i| bounds_of(&app, &cell_id(face, i / 9, i % 9)))
                .reduce(|a, b| a.union(&b))
                .expect("the board's cells");
            let start = note_centre_flat(&app, face, &node.cells, node.digit);
            let edges = [
                (start.x - board.x, Point::new(board.x, start.y)),
                (
                    board.x + board.width - start.x,
                    Point::new(board.x + board.width, start.y),
                ),
                (start.y - board.y, Point::new(start.x, board.y)),
                (
                    board.y + board.height - start.y,
                    Point::new(start.x, board.y + board.height),
                ),
            ];
            let end = edges.iter().min_by(|x, y| x.0.total_cmp(&y.0)).expect("four edges").1;
            // An arrowhead at the edge, where the line leaves the face.
            let length = (end.x - start.x).hypot(end.y - start.y);
            let inside = Point::new(
                end.x - (end.x - start.x) / length * 3.0,
                end.y - (end.y - start.y) / length * 3.0,
            );
            let head = count_around(&img, scale, inside, 2.5, link_violet);
            assert!(
                head > 10,
                "{face:?}: no arrowhead where the link leaves the face ({head})"
            );
            (start, end, (6.5, 0.0))
        };
        let (violet, points) = violet_along(&img, scale, from, to, skip);
        assert!(
            points > 0 && violet * 3 >= points,
            "{face:?}: the link is not drawn ({violet} of {points} points)"
        );
    }
}
