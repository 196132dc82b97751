//! Hints remember, in the window: "Write these into my notes" at stage 2 (one move, Undo takes
//! it back, the hint stays open), and the board showing what a hint ruled out in cells where
//! the player keeps no notes.

use iced_test::selector::id;
use sudoku3d::app::screen::game;
use sudoku3d::app::{App, Message};
use sudoku3d::play::{source, MoveKind, Stage};

use crate::common;
use common::widgets::{cell_text, click, texts_in};

/// Needs locked candidates before its first placement: a two-step hint with eliminations.
const LOCKED: &str = "........92...6.5...5.72..4.87....6.11.....9.8.......5..4..........612.....3.5....";

fn panel_words(app: &App) -> String {
    let mut ui = common::widgets::simulator(app.view());
    texts_in(&mut ui, "hint-panel").join(" ")
}

fn offers_writing(app: &App) -> bool {
    let mut ui = common::widgets::simulator(app.view());
    ui.find(id("hint-write-notes")).is_ok()
}

#[test]
fn write_these_into_my_notes_is_offered_at_stage_two_and_undone_as_one_move() {
    let mut app = App::with_game(source::from_text(LOCKED).unwrap());
    click(&mut app, "hint");
    assert!(!offers_writing(&app), "stage 1 shows nothing to write");
    click(&mut app, "hint-next");
    assert!(panel_words(&app).contains("Write these into my notes"));
    let hint = app.game().unwrap().active_hint().unwrap().hint.clone();
    assert!(!hint.eliminations.is_empty());
    click(&mut app, "hint-write-notes");
    let game = app.game().unwrap();
    let active = game.active_hint().expect("the hint stays open");
    assert_eq!(active.stage, Stage::Why);
    assert_eq!(game.state().history().len(), 1, "one move");
    assert_eq!(game.state().history()[0].kind, MoveKind::HintNotes);
    for &(cell, digit) in &hint.eliminations {
        let notes = game.state().notes(cell);
        assert!(!notes.is_empty() && !notes.contains(digit), "cell {cell}: {notes:?}");
    }
    assert!(!offers_writing(&app), "written: nothing left to offer");
    assert!(
        active
            .hint
            .unwritten
            .iter()
            .all(|&(c, _)| game.state().notes(c).is_empty()),
        "nothing in a cell with notes is called unwritten: {:?}",
        active.hint.unwritten
    );
    // Apply still works on top of the written notes.
    click(&mut app, "hint-next");
    assert_eq!(app.game().unwrap().active_hint().unwrap().stage, Stage::Apply);
    click(&mut app, "undo");
    click(&mut app, "undo");
    let state = app.game().unwrap().state();
    assert!(state.history().is_empty());
    assert!(
        state.all_notes().iter().all(|n| n.is_empty()),
        "Undo took the notes back"
    );
}

#[test]
fn the_board_shows_what_a_hint_ruled_out_where_there_are_no_notes() {
    let mut app = App::with_game(source::from_text(LOCKED).unwrap());
    click(&mut app, "hint");
    let hint = app.game().unwrap().active_hint().unwrap().hint.clone();
    let &(cell, digit) = hint.eliminations.first().expect("an elimination");
    let (r, c) = (cell / 9, cell % 9);
    assert!(cell_text(&app, r, c).is_empty(), "nothing known yet");
    click(&mut app, "hint-next");
    click(&mut app, "hint-close");
    assert!(app.game().unwrap().active_hint().is_none());
    assert!(
        cell_text(&app, r, c).contains(&digit.to_string()),
        "the ruled-out {digit} is drawn in r{}c{}: {:?}",
        r + 1,
        c + 1,
        cell_text(&app, r, c)
    );
    // A note of the player's own replaces it.
    let other = app
        .game()
        .unwrap()
        .state()
        .grid()
        .candidates(cell)
        .iter()
        .find(|&d| d != digit)
        .unwrap();
    click(&mut app, &format!("cell-{r}-{c}"));
    let _ = app.update(Message::Game(game::Message::ToggleNotes));
    click(&mut app, &format!("digit-{other}"));
    assert_eq!(cell_text(&app, r, c), [other.to_string()]);
    // Reset forgets.
    common::widgets::choose(&mut app, "reset");
    assert!(cell_text(&app, r, c).is_empty());
}
