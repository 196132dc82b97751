//! The selection kept with a saved game: the selected cell (and on the cube the face on show
//! and the 3D or flat view) is written with the game and comes back with it, through the file
//! and a new window's Continue; a save written before it was kept still loads, with nothing
//! selected.
#![cfg(feature = "gui")]

use std::path::Path;
use std::time::Instant;

use sudoku3d::app::screen::game::{self, Game};
use sudoku3d::app::screen::menu;
use sudoku3d::app::{App, Launch, Message};
use sudoku3d::engine::{Difficulty, Face, Shape};
use sudoku3d::play::saved::{load_all, SavedGame, SavedView};
use sudoku3d::play::source::{self, Request};
use sudoku3d::store::{self, Settings};

use crate::common::fresh_dir;

/// A classic puzzle with one solution (51 empty cells).
const PUZZLE: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

fn send(game: &mut Game, messages: impl IntoIterator<Item = game::Message>) {
    for m in messages {
        let _ = game.update(m);
    }
}

/// The game in a new window on `dir`, continued from the menu.
fn continued(dir: &Path) -> App {
    let launch = Launch {
        data_dir: Some(dir.to_path_buf()),
        ..Launch::default()
    };
    let (mut app, _) = App::new(launch, Default::default());
    let _ = app.update(Message::Menu(menu::Message::Continue));
    assert_eq!(app.screen_name(), "game", "Continue opens the saved game");
    app
}

#[test]
fn a_classic_save_keeps_the_selected_cell() {
    let now = Instant::now();
    let mut game = Game::new(source::from_text(PUZZLE).expect("valid"), now).expect("a game");
    send(
        &mut game,
        [game::Message::CellPressed(2), game::Message::CellPressed(40)],
    );
    let saved = game.to_saved(now).expect("unfinished");
    assert_eq!(
        saved.view,
        Some(SavedView {
            selected: Some(40),
            face: None,
            in_3d: None,
        }),
        "the classic board has no face or view to keep"
    );
    // Through the file, as JSON.
    let dir = fresh_dir("saved-view-classic");
    store::save_json(&dir.join(store::SAVED_GAME_FILE), &saved).expect("saved");
    let text = std::fs::read_to_string(dir.join(store::SAVED_GAME_FILE)).expect("written");
    assert!(text.contains("\"view\""), "{text}");
    let loaded = load_all(&dir).saved.expect("the save loads");
    assert_eq!(loaded, saved);
    let resumed = Game::from_saved(&loaded, Instant::now()).expect("it resumes");
    assert_eq!(resumed.selected(), Some(40));
    // A new window's Continue.
    let app = continued(&dir);
    assert_eq!(app.game().expect("a game").selected(), Some(40));
    let _ = std::fs::remove_dir_all(&dir);

    // Nothing selected: nothing comes back selected.
    let plain = Game::new(source::from_text(PUZZLE).expect("valid"), now).expect("a game");
    let saved = plain.to_saved(now).expect("unfinished");
    let resumed = Game::from_saved(&saved, Instant::now()).expect("it resumes");
    assert_eq!(resumed.selected(), None);
}

#[test]
fn a_save_from_before_the_selection_was_kept_still_loads() {
    let now = Instant::now();
    let mut game = Game::new(source::from_text(PUZZLE).expect("valid"), now).expect("a game");
    send(&mut game, [game::Message::CellPressed(2)]);
    let saved = game.to_saved(now).expect("unfinished");
    let mut json: serde_json::Value = serde_json::to_value(&saved).expect("JSON");
    json.as_object_mut().expect("an object").remove("view");
    let dir = fresh_dir("saved-view-old");
    std::fs::write(dir.join(store::SAVED_GAME_FILE), json.to_string()).expect("written");
    let stored = load_all(&dir);
    assert!(stored.notices.is_empty(), "{:?}", stored.notices);
    let loaded = stored.saved.expect("the old save loads");
    assert_eq!(loaded.view, None);
    assert_eq!(loaded.version, saved.version, "no new version for an optional field");
    let resumed = Game::from_saved(&loaded, Instant::now()).expect("it resumes");
    assert_eq!(resumed.selected(), None, "nothing kept: nothing selected");
    assert_eq!(resumed.state().grid(), game.state().grid());
    // A cell off the board is not selected, and the game still loads.
    let mut odd = saved.clone();
    odd.view = Some(SavedView {
        selected: Some(5000),
        ..SavedView::default()
    });
    let resumed = Game::from_saved(&odd, Instant::now()).expect("it resumes");
    assert_eq!(resumed.selected(), None);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_cube_save_keeps_the_face_the_view_and_the_cell() {
    let cube = source::load_now(Request::Generate {
        variant: Shape::Cube.variant(),
        difficulty: Difficulty::Easy,
        seed: 3,
    })
    .expect("a cube");
    let now = Instant::now();
    let mut game = Game::new(cube, now).expect("a game");
    assert!(game.cube_view(), "a new cube game opens in 3D");
    let cell = game.state().grid().geometry().cell_at(Face::Right, 4, 7);
    send(
        &mut game,
        [
            game::Message::ViewToggled,
            game::Message::FaceSelected(Face::Right),
            game::Message::CellPressed(cell),
        ],
    );
    let saved: SavedGame = game.to_saved(now).expect("unfinished");
    assert_eq!(
        saved.view,
        Some(SavedView {
            selected: Some(cell),
            face: Some(Face::Right),
            in_3d: Some(false),
        })
    );
    let dir = fresh_dir("saved-view-cube");
    store::save_json(&dir.join(store::SAVED_GAME_FILE), &saved).expect("saved");
    // The settings say 3D (another game's choice): the game as it was left wins.
    let settings = Settings {
        cube_view: true,
        ..Settings::default()
    };
    store::save_json(&dir.join(store::SETTINGS_FILE), &settings).expect("saved");
    let app = continued(&dir);
    let resumed = app.game().expect("a game");
    assert_eq!(resumed.face(), Face::Right);
    assert!(!resumed.in_3d(), "the flat face, as it was left");
    assert_eq!(resumed.selected(), Some(cell));
    let _ = std::fs::remove_dir_all(&dir);
}
