//! Samurai in the window, through the real application's `view` and `update` (iced_test, no
//! display): the menu's Samurai leads to its four bands and a game on the whole board (369
//! cells on the 21x21 square, each shown once); the map of the grids, the Whole board button,
//! Tab and V switch between the whole board and one grid larger, a shared cell staying the
//! same cell; the arrows cross the gaps between the corner grids; a hint is drawn on the whole
//! board; the solution typed in wins, counted under Samurai as helped; the victory wave runs
//! over the whole square from its middle.
#![cfg(feature = "gui")]

use iced::Size;
use iced_test::selector::id;

use crate::common;
use common::widgets::{
    choose, click, easy_game_from_menu, game, has_at, menu_window, send, simulator_sized, type_the_solution,
};

use sudoku3d::app::keys::{Direction, Shortcut};
use sudoku3d::app::screen::game;
use sudoku3d::app::widget::plane::Plane;
use sudoku3d::app::{App, Message};
use sudoku3d::engine::{Difficulty, Face, Variant};

const SIZE: Size = Size::new(1060.0, 760.0);

/// A Samurai game from the menu: Easy, answered with the generator's easy Samurai of `seed`.
fn samurai_game(tag: &str, seed: u64) -> App {
    let mut app = menu_window(tag, SIZE);
    easy_game_from_menu(&mut app, "menu-samurai", Variant::Samurai, seed);
    app
}

/// The id of a cell's button for its place (grid letter A-E, row, column; 0-based).
fn cell_id(face: Face, row: usize, col: usize) -> String {
    format!("cell-{}-{row}-{col}", face.letter())
}

#[test]
fn the_menus_samurai_opens_on_the_whole_board_each_cell_once() {
    let app = samurai_game("ui-samurai-whole", 1);
    let g = game(&app).state().grid().geometry();
    assert_eq!(g.cell_count(), 369);
    assert_eq!(game(&app).plane(), Plane::Square);
    let mut ui = simulator_sized(SIZE, app.view());
    // Every cell by its first grid's place; a shared cell's place in its second grid is not
    // drawn again (the centre's r1c1 is the top-left grid's r7c7).
    for cell in 0..369 {
        let p = g.positions(cell)[0];
        let name = cell_id(p.face, p.row as usize, p.col as usize);
        assert!(ui.find(id(name.clone())).is_ok(), "{name}");
    }
    assert!(ui.find(id(cell_id(Face::TopLeft, 6, 6))).is_ok());
    assert!(
        ui.find(id(cell_id(Face::Centre, 0, 0))).is_err(),
        "a shared cell is drawn once"
    );
    for target in ["grid-whole", "grid-A", "grid-B", "grid-C", "grid-D", "grid-E"] {
        assert!(ui.find(id(target.to_string())).is_ok(), "{target}");
    }
}

#[test]
fn the_map_the_whole_board_button_tab_and_v_switch_views_keeping_the_shared_cell() {
    let mut app = samurai_game("ui-samurai-views", 2);
    let has = |app: &App, target: &str| has_at(app, SIZE, target);
    click(&mut app, "grid-C");
    assert_eq!(game(&app).plane(), Plane::Face(Face::Centre));
    assert!(has(&app, &cell_id(Face::Centre, 0, 0)) && has(&app, &cell_id(Face::Centre, 8, 8)));
    assert!(!has(&app, &cell_id(Face::TopLeft, 0, 0)), "only the centre grid");
    // The centre's r1c1, picked on the zoomed grid, is the whole board's top-left r7c7.
    click(&mut app, &cell_id(Face::Centre, 0, 0));
    let shared = game(&app).selected().expect("a cell picked");
    click(&mut app, "grid-whole");
    assert_eq!(game(&app).plane(), Plane::Square);
    assert_eq!(game(&app).selected(), Some(shared));
    click(&mut app, &cell_id(Face::TopLeft, 6, 6));
    assert_eq!(
        game(&app).selected(),
        Some(shared),
        "the same cell from the whole board"
    );
    // V: to the grid last shown (the centre) and back.
    send(&mut app, [Message::Key(Shortcut::ToggleView)]);
    assert_eq!(game(&app).plane(), Plane::Face(Face::Centre));
    send(&mut app, [Message::Key(Shortcut::ToggleView)]);
    assert_eq!(game(&app).plane(), Plane::Square);
    // Tab: the whole board, then the five grids in turn, and round; Shift+Tab back.
    let mut seen = Vec::new();
    for _ in 0..6 {
        send(&mut app, [Message::Key(Shortcut::NextFace { back: false })]);
        seen.push(game(&app).plane());
    }
    let mut expected: Vec<Plane> = Face::SAMURAI.iter().map(|&f| Plane::Face(f)).collect();
    expected.push(Plane::Square);
    assert_eq!(seen, expected);
    send(&mut app, [Message::Key(Shortcut::NextFace { back: true })]);
    assert_eq!(game(&app).plane(), Plane::Face(Face::BottomRight));
}

#[test]
fn the_arrows_cross_the_gaps_of_the_whole_board() {
    let mut app = samurai_game("ui-samurai-arrows", 3);
    let g = sudoku3d::engine::geometry::samurai();
    // The top-left grid's r1c9, then right: over the three empty columns to the top-right
    // grid's r1c1.
    click(&mut app, &cell_id(Face::TopLeft, 0, 8));
    send(&mut app, [Message::Key(Shortcut::Move(Direction::Right))]);
    assert_eq!(game(&app).selected(), Some(g.cell_at(Face::TopRight, 0, 0)));
    // Down from the top-left grid's r9c1: over the three empty rows to the bottom-left r1c1.
    click(&mut app, &cell_id(Face::TopLeft, 8, 0));
    send(&mut app, [Message::Key(Shortcut::Move(Direction::Down))]);
    assert_eq!(game(&app).selected(), Some(g.cell_at(Face::BottomLeft, 0, 0)));
}

#[test]
fn a_hint_is_drawn_on_the_whole_board_and_the_win_counts_under_samurai_as_helped() {
    let mut app = samurai_game("ui-samurai-win", 4);
    send(&mut app, [Message::Game(game::Message::Hint)]);
    assert_eq!(game(&app).plane(), Plane::Square, "the whole board stays on show");
    let mut ui = simulator_sized(SIZE, app.view());
    assert!(
        ui.find(id("hint-overlay")).is_ok(),
        "the hint drawn over the whole board"
    );
    drop(ui);
    // Its second stage (why) is help: the first only says where to look.
    send(&mut app, [Message::Game(game::Message::Hint)]);
    assert_eq!(game(&app).state().hints_used(), 1);
    send(&mut app, [Message::Game(game::Message::CloseHint)]);
    type_the_solution(&mut app);
    assert!(game(&app).state().is_finished());
    let samurai = app.statistics().get(Variant::Samurai, Difficulty::Easy);
    assert_eq!((samurai.played, samurai.won), (1, 1));
    assert_eq!(samurai.won_unaided, 0, "a hint was taken");
    assert_eq!(app.statistics().get(Variant::Classic, Difficulty::Easy).played, 0);
}

/// Solved with no cell selected, the wave starts from the middle of the whole square: the
/// centre grid's middle lights before the four far corners, which light together, and before
/// the top-left grid's middle.
#[test]
fn the_victory_wave_of_a_samurai_runs_over_its_whole_square() {
    let mut app = samurai_game("ui-samurai-wave", 5);
    let g = sudoku3d::engine::geometry::samurai();
    assert_eq!(game(&app).selected(), None);
    let won = std::time::Instant::now();
    choose(&mut app, "solve");
    assert!(game(&app).state().is_finished());
    send(
        &mut app,
        [Message::Game(game::Message::Frame(
            won + std::time::Duration::from_millis(200),
        ))],
    );
    let levels = game(&app).glow().expect("the wave runs").to_vec();
    let corners = [
        g.cell_at(Face::TopLeft, 0, 0),
        g.cell_at(Face::TopRight, 0, 8),
        g.cell_at(Face::BottomLeft, 8, 0),
        g.cell_at(Face::BottomRight, 8, 8),
    ]
    .map(|c| levels[c]);
    let middle = levels[g.cell_at(Face::Centre, 4, 4)];
    assert!(corners.iter().all(|&l| (l - corners[0]).abs() < 1e-3), "{corners:?}");
    assert!(
        middle > corners[0],
        "the middle {middle} before the corners {corners:?}"
    );
    // The top-left grid's middle lies far from the square's (on one 9x9 grid's coordinates,
    // as the wave had it, it stood on the centre's middle and lit with it).
    let top_left_middle = levels[g.cell_at(Face::TopLeft, 4, 4)];
    assert!(middle > top_left_middle, "{middle} against {top_left_middle}");
    let mut ui = simulator_sized(SIZE, app.view());
    assert!(ui.find(id("victory-glow")).is_ok(), "the wave drawn on the whole board");
}

/// A Samurai in play is saved and read back whole: its board, notes and the shared cells'
/// digits, on the Samurai board.
#[test]
fn a_samurai_game_saves_and_reads_back() {
    let mut app = samurai_game("ui-samurai-save", 6);
    choose(&mut app, "fill-notes");
    let shared = sudoku3d::engine::geometry::samurai().cell_at(Face::Centre, 0, 0);
    let state = game(&app).state();
    let digit = state.solution().get(shared).expect("solved");
    if state.grid().get(shared).is_none() {
        send(
            &mut app,
            [
                Message::Game(game::Message::CellPressed(shared)),
                Message::Game(game::Message::DigitPressed(digit)),
            ],
        );
    }
    let state = game(&app).state();
    let now = std::time::Instant::now();
    let saved = sudoku3d::play::saved::SavedGame::of(state, Difficulty::Easy, game(&app).origin(), now)
        .expect("a game in play");
    let text = serde_json::to_string(&saved).unwrap();
    let back: sudoku3d::play::saved::SavedGame = serde_json::from_str(&text).unwrap();
    let restored = back.restore().expect("the save reads back");
    assert_eq!(restored.grid(), state.grid());
    assert_eq!(restored.grid().get(shared), Some(digit));
    assert_eq!(restored.all_notes(), state.all_notes());
    assert_eq!(*restored.grid().shape(), sudoku3d::engine::Shape::Samurai);
}

/// Shown one grid larger, a hint on other grids is followed there (as the cube turns to the
/// face of a hint): the board shows a grid holding what the hint's stage draws; on the whole
/// board nothing moves.
#[test]
fn a_hint_on_another_grid_is_followed_from_a_zoomed_grid() {
    let mut app = samurai_game("ui-samurai-follow", 7);
    let g = sudoku3d::engine::geometry::samurai();
    let grids_of = |cells: &[usize]| -> Vec<Face> {
        Face::SAMURAI
            .iter()
            .copied()
            .filter(|&f| cells.iter().any(|&c| g.positions(c).iter().any(|p| p.face == f)))
            .collect()
    };
    let drawn = |app: &App| -> Vec<usize> {
        let overlay = game(app).hint_overlay().expect("the hint drawn");
        let mut cells = overlay.area.clone();
        cells.extend(&overlay.cells);
        cells.extend(overlay.placement.map(|p| p.0));
        cells
    };
    send(&mut app, [Message::Game(game::Message::Hint)]);
    assert_eq!(game(&app).plane(), Plane::Square);
    let on = grids_of(&drawn(&app));
    assert!(!on.is_empty());
    send(&mut app, [Message::Game(game::Message::CloseHint)]);
    // A grid the hint does not touch (a hint's first stage lies on one or two grids).
    let away = *Face::SAMURAI
        .iter()
        .find(|f| !on.contains(f))
        .expect("a grid away from the hint");
    click(&mut app, &grid_id_of(away));
    assert_eq!(game(&app).plane(), Plane::Face(away));
    send(&mut app, [Message::Game(game::Message::Hint)]);
    let Plane::Face(now) = game(&app).plane() else {
        panic!("still one grid larger");
    };
    assert_ne!(now, away, "the hint followed");
    assert!(grids_of(&drawn(&app)).contains(&now), "{now:?} shows the hint");
    let mut ui = simulator_sized(SIZE, app.view());
    assert!(ui.find(id("hint-overlay")).is_ok());
}

/// The id of a grid's button on the map.
fn grid_id_of(face: Face) -> String {
    format!("grid-{}", face.letter())
}

/// At the default size, 800x600 and a narrow tall window, with and without a hint open, the
/// whole board's four corner cells, its middle and the switch lie inside the window, and the
/// cells keep the sizes measured (a digit readable).
#[test]
fn the_whole_board_and_its_switch_fit_every_window() {
    for (w, h) in [(1060.0, 760.0), (800.0, 600.0), (480.0, 900.0)] {
        let size = Size::new(w, h);
        let mut app = menu_window(&format!("ui-samurai-fit-{w}"), size);
        easy_game_from_menu(&mut app, "menu-samurai", Variant::Samurai, 8);
        for hint in [false, true] {
            if hint {
                send(&mut app, [Message::Game(game::Message::Hint)]);
                assert_eq!(game(&app).plane(), Plane::Square);
            }
            let mut ui = simulator_sized(size, app.view());
            let window = iced::Rectangle::new(iced::Point::ORIGIN, size);
            let targets = [
                cell_id(Face::TopLeft, 0, 0),
                cell_id(Face::TopRight, 0, 8),
                cell_id(Face::BottomLeft, 8, 0),
                cell_id(Face::BottomRight, 8, 8),
                cell_id(Face::Centre, 4, 4),
                "grid-whole".to_string(),
                "grid-A".to_string(),
                "grid-E".to_string(),
            ];
            for target in targets {
                let b = ui.find(id(target.clone())).expect(&target).bounds();
                assert!(
                    b.x >= -0.5 && b.y >= -0.5 && b.x + b.width <= w + 0.5 && b.y + b.height <= h + 0.5,
                    "{target} at {b:?} inside {window:?} (hint {hint})"
                );
            }
            let cell = ui.find(id(cell_id(Face::Centre, 4, 4))).expect("a cell").bounds();
            // Measured: 26 px at the default size, 19 at 800x600, 18 in the narrow window, 14
            // there while a hint's box takes room under the board (the smallest).
            let least = if hint && w < 600.0 { 14.0 } else { 18.0 };
            assert!(
                cell.width >= least,
                "a cell {} wide at {w}x{h} (hint {hint})",
                cell.width
            );
        }
    }
}
