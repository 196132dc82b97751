//! UI tests of the player's tools, on the classic board and on the cube (3D view and flat
//! face): Ctrl+click, Shift+click and a drag select several cells and a digit, a note or a
//! colour goes into all of them as one move; the arrows collapse the selection; the candidate
//! filter from its keys and its control; colour marks painted, undone and kept through a save.
//! Driven by `iced_test`'s simulator: the modifiers and the mouse are real events sent to
//! the real view.
//!
//! Pin the renderer in CI with `ICED_TEST_BACKEND=tiny-skia`.
#![cfg(feature = "gui")]

use crate::common;
use common::widgets::{click, game, send, simulator};

use std::time::Instant;

use iced::keyboard::key::{Code, Physical};
use iced::keyboard::{self, Key, Modifiers};
use iced::{mouse, Event, Point};
use iced_test::selector::id;

use sudoku3d::app::keys::{self, Direction, Shortcut};
use sudoku3d::app::screen::game::{self, Game};
use sudoku3d::app::{App, Message};
use sudoku3d::engine::{Digit, Face};
use sudoku3d::play::source;
use sudoku3d::play::SavedGame;

/// A classic puzzle with one solution (51 empty cells).
const PUZZLE: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

fn d(n: u8) -> Digit {
    Digit::new(n).expect("1..9")
}

fn classic() -> App {
    App::with_game(source::from_text(PUZZLE).expect("valid"))
}

/// The centre of the widget `target` in a simulator of the current view.
fn centre(ui: &mut iced_test::Simulator<'_, Message>, target: &str) -> Point {
    ui.find(id(target.to_string()))
        .unwrap_or_else(|e| panic!("{target}: {e}"))
        .bounds()
        .center()
}

/// Clicks the widgets `targets` one after the other in one view, with `modifiers` held (sent
/// as the window sends them), and feeds the messages back.
fn clicks_holding(app: &mut App, modifiers: Modifiers, targets: &[&str]) {
    let messages: Vec<Message> = {
        let mut ui = simulator(app.view());
        let _ = ui.simulate([Event::Keyboard(keyboard::Event::ModifiersChanged(modifiers))]);
        for target in targets {
            let at = centre(&mut ui, target);
            ui.point_at(at);
            let _ = ui.simulate(iced_test::simulator::click());
        }
        ui.into_messages().collect()
    };
    send(app, messages);
}

/// Presses the mouse on the first of `targets`, moves it over the others with the button
/// held, and releases it on the last.
fn drag(app: &mut App, targets: &[&str]) {
    let messages: Vec<Message> = {
        let mut ui = simulator(app.view());
        let points: Vec<Point> = targets.iter().map(|t| centre(&mut ui, t)).collect();
        ui.point_at(points[0]);
        let _ = ui.simulate([Event::Mouse(mouse::Event::ButtonPressed(mouse::Button::Left))]);
        for &p in &points[1..] {
            ui.point_at(p);
            let _ = ui.simulate([Event::Mouse(mouse::Event::CursorMoved { position: p })]);
        }
        let _ = ui.simulate([Event::Mouse(mouse::Event::ButtonReleased(mouse::Button::Left))]);
        ui.into_messages().collect()
    };
    send(app, messages);
}

/// A key press as the window delivers it: through `keys::shortcut`, with the key's place.
fn key(app: &mut App, text: &str, code: Code, modifiers: Modifiers) {
    let shortcut =
        keys::shortcut(&Key::Character(text.into()), Some(Physical::Code(code)), modifiers).expect("a shortcut");
    send(app, [Message::Key(shortcut)]);
}

fn sorted(mut cells: Vec<usize>) -> Vec<usize> {
    cells.sort_unstable();
    cells
}

#[test]
fn ctrl_click_selects_several_cells_and_a_digit_goes_into_all_as_one_move() {
    let mut app = classic();
    click(&mut app, "cell-0-2");
    // Ctrl+click adds r1c4 and r2c2; a Ctrl+click on r2c2 again takes it out; on r1c6 adds.
    clicks_holding(
        &mut app,
        Modifiers::CTRL,
        &["cell-0-3", "cell-1-1", "cell-1-1", "cell-0-5"],
    );
    assert_eq!(sorted(game(&app).selection()), vec![2, 3, 5]);
    assert!(game(&app).status().is_none());
    let moves = game(&app).state().history().len();
    click(&mut app, "digit-4");
    let grid = game(&app).state().grid();
    assert_eq!(
        (grid.get(2), grid.get(3), grid.get(5)),
        (Some(d(4)), Some(d(4)), Some(d(4)))
    );
    assert_eq!(game(&app).state().history().len(), moves + 1, "one move");
    click(&mut app, "undo");
    let grid = game(&app).state().grid();
    assert_eq!((grid.get(2), grid.get(3), grid.get(5)), (None, None, None), "one undo");
    // Notes: on in all, and off in all once all have it.
    click(&mut app, "notes");
    click(&mut app, "digit-6");
    assert!([2, 3, 5].iter().all(|&c| game(&app).state().notes(c).contains(d(6))));
    click(&mut app, "digit-6");
    assert!([2, 3, 5].iter().all(|&c| !game(&app).state().notes(c).contains(d(6))));
    // An arrow key collapses the selection to one cell.
    send(&mut app, [Message::Key(Shortcut::Move(Direction::Right))]);
    assert_eq!(game(&app).selection().len(), 1);
}

#[test]
fn shift_click_and_a_drag_add_cells_on_the_classic_board() {
    let mut app = classic();
    drag(&mut app, &["cell-2-0", "cell-2-1", "cell-2-2", "cell-3-2"]);
    // r3c1 r3c2 are givens ("98" at r3c2 r3c3: cells 19, 20): they are selected all the same,
    // and a digit skips them.
    assert_eq!(sorted(game(&app).selection()), vec![18, 19, 20, 29]);
    clicks_holding(&mut app, Modifiers::SHIFT, &["cell-8-8"]);
    assert_eq!(game(&app).selection().len(), 5, "Shift adds");
    clicks_holding(&mut app, Modifiers::SHIFT, &["cell-8-8"]);
    assert_eq!(game(&app).selection().len(), 5, "Shift never takes out");
    click(&mut app, "digit-1");
    let grid = game(&app).state().grid();
    assert_eq!(grid.get(18), Some(d(1)));
    assert_eq!(grid.get(29), Some(d(1)));
    assert_eq!(grid.get(19), Some(d(9)), "a given stays");
    assert_eq!(grid.get(80), Some(d(9)), "r9c9 is a given 9");
    // A plain click selects one cell again.
    click(&mut app, "cell-4-4");
    assert_eq!(game(&app).selection(), vec![40]);
}

#[test]
fn the_filter_answers_its_keys_and_its_control() {
    let mut app = classic();
    assert!(game(&app).filtered_cells().is_empty());
    // Ctrl+5 on a French layout types "(" there: the key's place counts.
    key(&mut app, "(", Code::Digit5, Modifiers::CTRL);
    assert_eq!(game(&app).filter(), Some(d(5)));
    let lit = game(&app).filtered_cells();
    assert_eq!(lit, game(&app).state().candidate_cells(d(5)));
    assert!(!lit.is_empty());
    // A cell given notes without 5 leaves the filter.
    let cell = lit[0];
    send(&mut app, [Message::Game(game::Message::CellPressed(cell))]);
    let other = (1..=9).map(d).find(|&x| x != d(5)).unwrap();
    send(&mut app, [Message::Key(Shortcut::Note(other))]);
    assert!(!game(&app).filtered_cells().contains(&cell));
    // The control: another digit, then the same again switches it off.
    click(&mut app, "filter-7");
    assert_eq!(game(&app).filter(), Some(d(7)));
    click(&mut app, "filter-7");
    assert_eq!(game(&app).filter(), None);
    key(&mut app, "3", Code::Digit3, Modifiers::CTRL);
    key(&mut app, "0", Code::Digit0, Modifiers::CTRL);
    assert_eq!(game(&app).filter(), None, "Ctrl+0 switches it off");
}

#[test]
fn colour_marks_are_painted_undone_and_survive_continue() {
    let mut app = classic();
    click(&mut app, "cell-0-2");
    clicks_holding(&mut app, Modifiers::CTRL, &["cell-0-0"]);
    click(&mut app, "paint-3");
    assert_eq!(game(&app).state().colour(2), Some(3));
    assert_eq!(game(&app).state().colour(0), Some(3), "a given is painted too");
    // Ctrl+Shift+5 as the US layout types it ("%").
    key(&mut app, "%", Code::Digit5, Modifiers::CTRL | Modifiers::SHIFT);
    assert_eq!(game(&app).state().colour(2), Some(5));
    click(&mut app, "undo");
    assert_eq!(game(&app).state().colour(2), Some(3));
    key(&mut app, "9", Code::Digit9, Modifiers::CTRL);
    // Continue: the game as saved, through JSON, shown again.
    let saved = game(&app).to_saved(Instant::now()).expect("a game in play");
    let text = serde_json::to_string(&saved).unwrap();
    let read: SavedGame = serde_json::from_str(&text).unwrap();
    let back = Game::from_saved(&read, Instant::now()).expect("continues");
    assert_eq!(back.state().all_colours(), game(&app).state().all_colours());
    assert_eq!(back.filter(), Some(d(9)), "the filter is on again");
    // Reset takes the colours off.
    click(&mut app, "paint-0");
    assert_eq!(game(&app).state().colour(2), None);
    click(&mut app, "undo");
    send(&mut app, [Message::Game(game::Message::Reset)]);
    assert!(game(&app).state().all_colours().iter().all(|&k| k == 0));
}

/// Presses the 3D view on the centre of `(face, row, col)` with `modifiers` held.
fn press_cube(app: &mut App, modifiers: Modifiers, places: &[(Face, usize, usize)]) {
    let pixels = game(app).cube_board().pixels();
    let messages: Vec<Message> = {
        let mut ui = simulator(app.view());
        let bounds = ui.find(id("cube-view")).expect("the cube view").bounds();
        let k = bounds.width / pixels as f32;
        let _ = ui.simulate([Event::Keyboard(keyboard::Event::ModifiersChanged(modifiers))]);
        for &(face, row, col) in places {
            let (x, y) = sudoku3d::render::cell_center(pixels, face, row, col);
            ui.point_at(Point::new(bounds.x + x * k, bounds.y + y * k));
            let _ = ui.simulate(iced_test::simulator::click());
        }
        ui.into_messages().collect()
    };
    send(app, messages);
}

#[test]
fn the_tools_work_on_the_cube_in_3d_and_on_the_flat_face() {
    let mut app = crate::ui_cube::app_3d();
    let held = game(&app).state().grid().shape().clone();
    let geometry = held.geometry();
    let empty: Vec<(Face, usize, usize)> = Face::ALL
        .iter()
        .flat_map(|&f| (0..81).map(move |i| (f, i / 9, i % 9)))
        .filter(|&(f, r, c)| game(&app).state().grid().get(geometry.cell_at(f, r, c)).is_none())
        .take(40)
        .collect();
    let picks = [empty[0], empty[1], empty[39]];
    let cells: Vec<usize> = picks.iter().map(|&(f, r, c)| geometry.cell_at(f, r, c)).collect();
    press_cube(&mut app, Modifiers::empty(), &picks[..1]);
    press_cube(&mut app, Modifiers::CTRL, &picks[1..]);
    assert_eq!(sorted(game(&app).selection()), sorted(cells.clone()));
    let renders = game(&app).cube_board().renders();
    click(&mut app, "paint-2");
    assert!(cells.iter().all(|&c| game(&app).state().colour(c) == Some(2)));
    assert!(
        game(&app).cube_board().renders() > renders,
        "the 3D view shows the colours"
    );
    send(&mut app, [Message::Key(Shortcut::Note(d(1)))]);
    assert!(cells.iter().all(|&c| game(&app).state().notes(c).contains(d(1))));
    let moves = game(&app).state().history().len();
    send(&mut app, [Message::Key(Shortcut::Undo)]);
    assert_eq!(game(&app).state().history().len(), moves - 1);
    assert!(
        cells.iter().all(|&c| !game(&app).state().notes(c).contains(d(1))),
        "one undo"
    );
    // The filter lights the 3D view's cells.
    let renders = game(&app).cube_board().renders();
    click(&mut app, "filter-4");
    assert!(!game(&app).filtered_cells().is_empty());
    assert!(game(&app).cube_board().renders() > renders);
    // The flat face: a drag along the top row of the face shown.
    send(&mut app, [Message::Game(game::Message::ViewToggled)]);
    assert!(!game(&app).cube_view());
    let face = game(&app).face();
    let letter = face.letter();
    let ids: Vec<String> = (0..4).map(|c| format!("cell-{letter}-0-{c}")).collect();
    let refs: Vec<&str> = ids.iter().map(String::as_str).collect();
    drag(&mut app, &refs);
    let row: Vec<usize> = (0..4).map(|c| geometry.cell_at(face, 0, c)).collect();
    assert_eq!(sorted(game(&app).selection()), sorted(row.clone()));
    clicks_holding(&mut app, Modifiers::SHIFT, &[&format!("cell-{letter}-8-8")]);
    assert_eq!(game(&app).selection().len(), 5);
    click(&mut app, "paint-6");
    assert!(row.iter().all(|&c| game(&app).state().colour(c) == Some(6)));
}
