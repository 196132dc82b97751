//! The panel never costs a control, and a hint on the cube can be read: the real application's
//! `view` and `update` in `iced_test`'s simulator (no display needed).
//!
//! With a hint open, at the default size, 800x600, the 768x540 window an 800x600 screen gives
//! and a narrow tall window, classic and cube (the view the hint turns to, the 3D view asked for
//! during the hint, the flat face chosen before it), in English, Russian and Chinese: every
//! control of the game and the status line under the board are in the window, big enough to
//! press, not on another control, the labels inside them, and the pad enters digits. On the cube an open hint shows the flat face
//! that holds the most of it, at the flat view's size, and the 3D view comes back when the
//! hint closes.
#![cfg(feature = "gui")]

use crate::common;
use common::widgets::{finish_hint, simulator_sized};

use iced::{Rectangle, Size};
use iced_test::selector::{id, Candidate};

use sudoku3d::app::screen::game;
use sudoku3d::app::{App, Launch, Message};
use sudoku3d::engine::{Difficulty, Face, Grid, Shape};
use sudoku3d::i18n::Language;
use sudoku3d::play::source::{self, Loaded, Request};

/// The window sizes: the default, 800x600, the window an 800x600 screen gives (96% by 90%),
/// and a narrow tall one.
const SIZES: [Size; 4] = [
    Size::new(1060.0, 760.0),
    Size::new(800.0, 600.0),
    Size::new(768.0, 540.0),
    Size::new(640.0, 960.0),
];

/// How a game is shown when the hint opens.
#[derive(Clone, Copy, Debug, PartialEq)]
enum View {
    /// The classic board.
    Classic,
    /// The cube played in 3D: the hint turns the view to a flat face.
    Cube3d,
    /// The cube played in 3D, the 3D view asked for (V) while the hint is open.
    Cube3dKept,
    /// The cube played on its flat faces.
    CubeFlat,
}

const VIEWS: [View; 4] = [View::Classic, View::Cube3d, View::Cube3dKept, View::CubeFlat];

fn request(shape: Shape) -> Request {
    Request::Generate {
        variant: shape.variant(),
        difficulty: Difficulty::Easy,
        seed: 1,
    }
}

fn send(app: &mut App, message: game::Message) {
    let _ = app.update(Message::Game(message));
    finish_hint(app);
}

/// The messages a click on the widget `target` produces in a window of `size`.
fn clicked_sized(app: &App, size: Size, target: &str) -> Vec<Message> {
    let mut ui = simulator_sized(size, app.view());
    ui.click(id(target.to_string()))
        .unwrap_or_else(|e| panic!("click {target}: {e}"));
    ui.into_messages().collect()
}

fn game(app: &App) -> &game::Game {
    app.game().expect("a game is on")
}

/// The generator's easy game of seed 1 of `shape`, in a window of `size` speaking `language`.
fn app(shape: Shape, size: Size, language: Language) -> App {
    let (mut app, _) = App::new(
        Launch {
            system_language: Some(language),
            variant: Some(shape.variant()),
            difficulty: Some(Difficulty::Easy),
            seed: Some(1),
            ..Launch::default()
        },
        Default::default(),
    );
    let pending = app.pending().expect("a puzzle is being made");
    let loaded: Loaded = source::load_now(request(shape)).expect("the puzzle");
    let _ = app.update(Message::Loaded(pending, Ok(loaded)));
    let _ = app.update(Message::WindowResized(size));
    assert_eq!(app.screen_name(), "game");
    app
}

/// [`app`] shown as `view` with a hint open (at its first stage).
fn with_hint(view: View, size: Size, language: Language) -> App {
    let shape = if view == View::Classic {
        Shape::Classic
    } else {
        Shape::Cube
    };
    let mut app = app(shape, size, language);
    if view == View::CubeFlat {
        send(&mut app, game::Message::ViewToggled);
        assert!(!game(&app).cube_view());
    }
    send(&mut app, game::Message::Hint);
    assert!(game(&app).active_hint().is_some(), "a hint is open");
    if view == View::Cube3dKept {
        send(&mut app, game::Message::ViewToggled);
        assert!(game(&app).in_3d(), "V shows the 3D view during the hint");
    }
    app
}

/// The controls under the pad a player uses while a hint is open (the real-window test checks
/// their places too). The rare and the destructive actions are in the game menu: see
/// [`assert_every_menu_item_shows`].
pub const PLAY_CONTROLS: [&str; 5] = ["clear", "notes", "undo", "redo", "hint"];

/// The ids of the controls a player needs with a hint open, and the status line (a killer's
/// cage combinations are read there beside a hint).
fn controls(view: View) -> Vec<String> {
    let mut ids: Vec<String> = (1..=9).map(|d| format!("digit-{d}")).collect();
    ids.extend(PLAY_CONTROLS.map(String::from));
    ids.extend(["hint-panel", "hint-close", "pause", "back", "game-menu", "status"].map(String::from));
    if view != View::Classic {
        ids.push("view-switch".into());
    }
    if matches!(view, View::Cube3d | View::CubeFlat) {
        ids.extend(["face-U", "face-F", "face-R"].map(String::from));
    }
    if view == View::Cube3dKept {
        ids.push("cube-view".into());
    }
    ids
}

/// With the hint open, the game menu opened: every entry in the window, on no other entry, its
/// label inside it.
fn assert_every_menu_item_shows(view: View, size: Size, language: Language) {
    let mut app = with_hint(view, size, language);
    let what = format!(
        "{view:?} at {}x{} in {}, menu open",
        size.width,
        size.height,
        language.code()
    );
    for m in clicked_sized(&app, size, "game-menu") {
        let _ = app.update(m);
    }
    assert!(game(&app).game_menu_open(), "{what}: the menu did not open");
    let mut ui = simulator_sized(size, app.view());
    let window = Rectangle::new(iced::Point::ORIGIN, size);
    let card = ui.find(id("game-menu-card")).expect("the menu's card").bounds();
    assert!(inside(window, card), "{what}: the menu is out of the window: {card:?}");
    let mut placed: Vec<(&str, Rectangle)> = Vec::new();
    for item in common::widgets::MENU_ITEMS {
        let bounds = ui
            .find(id(item))
            .unwrap_or_else(|e| panic!("{what}: no {item}: {e}"))
            .bounds();
        assert!(inside(card, bounds), "{what}: {item} is out of the menu: {bounds:?}");
        assert!(bounds.height >= 24.0, "{what}: {item} is too low: {bounds:?}");
        placed.push((item, bounds));
    }
    for (i, (a, ra)) in placed.iter().enumerate() {
        for (b, rb) in &placed[i + 1..] {
            assert!(!overlap(*ra, *rb), "{what}: {a} {ra:?} lies on {b} {rb:?}");
        }
    }
    // The menu's own texts: those drawn after its card (the layer over the screen), not the
    // screen's under it.
    let mut in_menu = false;
    let _ = ui.find(|candidate: Candidate<'_>| {
        if let Candidate::Container { id: Some(i), .. } = &candidate {
            in_menu |= format!("{i:?}").contains("\"game-menu-card\"");
        }
        if let (true, Candidate::Text { content, bounds, .. }) = (in_menu, candidate) {
            for (item, b) in &placed {
                if !content.trim().is_empty() && b.contains(bounds.center()) {
                    assert!(
                        inside(*b, bounds),
                        "{what}: the label {content:?} {bounds:?} runs out of {item} {b:?}"
                    );
                }
            }
        }
        None::<()>
    });
}

fn inside(outer: Rectangle, inner: Rectangle) -> bool {
    inner.x >= outer.x - 0.5
        && inner.y >= outer.y - 0.5
        && inner.x + inner.width <= outer.x + outer.width + 0.5
        && inner.y + inner.height <= outer.y + outer.height + 0.5
}

fn overlap(a: Rectangle, b: Rectangle) -> bool {
    a.intersection(&b).is_some_and(|i| i.width > 0.5 && i.height > 0.5)
}

/// Every control of `view` at `size` in `language`, with a hint open: in the window, at least
/// `28x16` (a key or a button at least 24 high), on no other control, its label inside it, and
/// every text of the screen in the window (the hint's words may scroll in their box).
fn assert_every_control_shows(view: View, size: Size, language: Language) {
    let app = with_hint(view, size, language);
    let what = format!("{view:?} at {}x{} in {}", size.width, size.height, language.code());
    let mut ui = simulator_sized(size, app.view());
    let window = Rectangle::new(iced::Point::ORIGIN, size);
    let mut placed: Vec<(String, Rectangle)> = Vec::new();
    for control in controls(view) {
        let bounds = ui
            .find(id(control.clone()))
            .unwrap_or_else(|e| panic!("{what}: no {control}: {e}"))
            .bounds();
        assert!(
            inside(window, bounds),
            "{what}: {control} is out of the window: {bounds:?}"
        );
        let least_height = if control == "show-mistakes" { 16.0 } else { 24.0 };
        assert!(
            bounds.width >= 28.0 && bounds.height >= least_height,
            "{what}: {control} is too small to press: {bounds:?}"
        );
        placed.push((control, bounds));
    }
    for (i, (a, ra)) in placed.iter().enumerate() {
        for (b, rb) in &placed[i + 1..] {
            let nested = a == "hint-panel" && b == "hint-close";
            assert!(nested || !overlap(*ra, *rb), "{what}: {a} {ra:?} lies on {b} {rb:?}");
        }
    }
    let hint_box = placed
        .iter()
        .find(|(c, _)| c == "hint-panel")
        .map(|(_, b)| *b)
        .expect("the hint's box");
    assert!(
        hint_box.height >= 150.0,
        "{what}: the hint's box is too low: {hint_box:?}"
    );
    let mut texts = Vec::new();
    let _ = ui.find(|candidate: Candidate<'_>| {
        if let Candidate::Text { content, bounds, .. } = candidate {
            if !content.trim().is_empty() {
                texts.push((content.to_string(), bounds));
            }
        }
        None::<()>
    });
    for (content, bounds) in &texts {
        if inside(hint_box, *bounds) || hint_box.contains(bounds.position()) {
            continue;
        }
        assert!(
            inside(window, *bounds),
            "{what}: {content:?} is out of the window: {bounds:?}"
        );
        // A label belongs to the control its middle is on, and fits in it.
        for (control, b) in placed.iter().filter(|(c, _)| c != "hint-panel") {
            if b.contains(bounds.center()) {
                assert!(
                    inside(*b, *bounds),
                    "{what}: the label {content:?} {bounds:?} runs out of {control} {b:?}"
                );
            }
        }
    }
}

#[test]
fn the_check_fails_when_the_controls_cannot_fit() {
    // A window far too low for the board and the panel: controls are pushed off, and the
    // check above must say so.
    let pushed = std::panic::catch_unwind(|| {
        assert_every_control_shows(View::Classic, Size::new(700.0, 330.0), Language::English)
    });
    assert!(pushed.is_err(), "controls pushed off a 700x330 window went unnoticed");
}

#[test]
fn with_a_hint_open_every_control_shows_at_every_size_in_every_language() {
    for view in VIEWS {
        for size in SIZES {
            for language in Language::ALL {
                assert_every_control_shows(view, size, language);
                assert_every_menu_item_shows(view, size, language);
            }
        }
    }
}

/// The first empty cell shown on the board (the face on show, on the cube), and its id.
fn empty_cell_shown(app: &App) -> (usize, String) {
    let g = game(app);
    let grid: &Grid = g.state().grid();
    let held = grid.shape().clone();
    let geometry = held.geometry();
    let face = g.face();
    (0..81)
        .map(|i| (i / 9, i % 9))
        .map(|(r, c)| (geometry.cell_at(face, r, c), r, c))
        .find(|&(cell, _, _)| grid.get(cell).is_none())
        .map(|(cell, r, c)| {
            let id = sudoku3d::app::widget::board::cell_id(grid.shape(), face, r, c);
            (cell, id)
        })
        .expect("an empty cell")
}

#[test]
fn with_a_hint_open_the_pad_enters_a_digit() {
    for view in [View::Classic, View::Cube3d, View::CubeFlat] {
        for size in SIZES {
            let mut app = with_hint(view, size, Language::English);
            let (cell, cell_id) = empty_cell_shown(&app);
            // The cell and the pad's key, clicked where the simulator draws them.
            for target in [
                cell_id,
                format!("digit-{}", game(&app).state().solution().get(cell).expect("solved")),
            ] {
                let messages = clicked_sized(&app, size, &target);
                assert!(!messages.is_empty(), "{view:?} at {size:?}: {target} did nothing");
                for m in messages {
                    let _ = app.update(m);
                }
            }
            assert_eq!(
                game(&app).state().grid().get(cell),
                game(&app).state().solution().get(cell),
                "{view:?} at {size:?}: the pad's digit went in"
            );
        }
    }
}

/// The side of a flat board's cell at `face`, row 4, column 4, as drawn.
fn cell_side(app: &App, size: Size) -> f32 {
    let face = game(app).face();
    let mut ui = simulator_sized(size, app.view());
    let cell = format!("cell-{}-4-4", face.letter());
    ui.find(id(cell.clone()))
        .unwrap_or_else(|e| panic!("no {cell}: {e}"))
        .bounds()
        .width
}

fn shows(app: &App, size: Size, target: &str) -> bool {
    let mut ui = simulator_sized(size, app.view());
    ui.find(id(target.to_string())).is_ok()
}

#[test]
fn a_hint_on_the_3d_cube_shows_a_flat_face_at_the_flat_views_size() {
    for size in SIZES {
        let mut app = with_hint(View::Cube3d, size, Language::English);
        let g = game(&app);
        assert!(g.cube_view() && !g.in_3d(), "at {size:?} the hint turned the view flat");
        assert!(
            !shows(&app, size, "cube-view"),
            "at {size:?} the 3D view is still on show"
        );
        // As big as on the flat view chosen by the player, and bigger than a cell of the 3D
        // view (two faces side by side across the view's width).
        let flat = with_hint(View::CubeFlat, size, Language::English);
        let side = cell_side(&app, size);
        assert_eq!(side, cell_side(&flat, size), "at {size:?}");
        let kept = with_hint(View::Cube3dKept, size, Language::English);
        let view = {
            let mut ui = simulator_sized(size, kept.view());
            ui.find(id("cube-view")).expect("the 3D view").bounds()
        };
        assert!(
            side > view.width / 18.0,
            "at {size:?}: {side} against {}",
            view.width / 18.0
        );
        // The switch says the way back, and closing the hint takes it.
        let label = common::widgets::texts_in(&mut simulator_sized(size, app.view()), "view-switch").join(" ");
        assert!(label.contains("3D"), "at {size:?} the switch reads {label:?}");
        send(&mut app, game::Message::CloseHint);
        assert!(
            game(&app).in_3d(),
            "at {size:?} the hint closed and the 3D view is back"
        );
        assert!(shows(&app, size, "cube-view"));
    }
}

/// A position of a Hard cube whose next hint is an XY-Wing drawn over Top and Right (see
/// `ui_cube.rs`).
const WING: [&str; 3] = [
    ".3...947..7....369....37.2.6217459839571836423849265175.8...73474.3.825.2.3574.9.",
    "2.3574.9..8926354..5.981.3.3.541...99..85.4.384.639..553.7489...9.326.5.67.1953..",
    "..4723.9...5..4....9.156.4.9412.7...3765189245824.9.1...93.145..5...263....6.5...",
];

#[test]
fn a_pattern_over_two_faces_shows_the_face_with_most_of_it_and_the_other_is_a_click_away() {
    let puzzle = Grid::cube_from_faces(WING).expect("a cube");
    let solution = sudoku3d::engine::solve_unique(&puzzle).expect("one solution");
    let mut app = App::with_game(Loaded {
        puzzle,
        solution,
        difficulty: Difficulty::Hard,
        origin: source::Origin::Entered,
        marks: None,
    });
    let size = Size::new(1060.0, 760.0);
    let _ = app.update(Message::WindowResized(size));
    send(&mut app, game::Message::Hint);
    send(&mut app, game::Message::Hint);
    let overlay = game(&app).hint_overlay().expect("the pattern").clone();
    let held = game(&app).state().grid().shape().clone();
    let geometry = held.geometry();
    let mut cells: Vec<usize> = overlay.cells.clone();
    cells.extend(overlay.candidates.iter().map(|c| c.0));
    cells.extend(overlay.strikes.iter().map(|c| c.0));
    cells.extend(overlay.area.iter().copied());
    cells.extend(overlay.placement.map(|p| p.0));
    cells.sort_unstable();
    cells.dedup();
    let on = |face: Face| {
        cells
            .iter()
            .filter(|&&c| geometry.positions(c).iter().any(|p| p.face == face))
            .count()
    };
    let shown = game(&app).face();
    let faces_used: Vec<Face> = Face::ALL.into_iter().filter(|&f| on(f) > 0).collect();
    assert!(faces_used.len() >= 2, "the pattern spans two faces: {faces_used:?}");
    for face in Face::ALL {
        assert!(
            on(shown) >= on(face),
            "{shown:?} shows {} of it, {face:?} {}",
            on(shown),
            on(face)
        );
    }
    // The other face is a click away, the hint still open and drawn.
    let other = faces_used.into_iter().find(|&f| f != shown).expect("another face");
    let messages = clicked_sized(&app, size, &format!("face-{}", other.letter()));
    for m in messages {
        let _ = app.update(m);
    }
    assert_eq!(game(&app).face(), other);
    assert!(game(&app).hint_overlay().is_some() && !game(&app).in_3d());
}
