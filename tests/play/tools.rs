//! The player's tools in the play model: a digit or a note entered into several cells as one
//! move, colour marks (undo, redo, Reset, save and restore, old saves), and the rule of the
//! candidate filter.

use std::time::Instant;

use sudoku3d::engine::{Candidates, Digit, Grid};
use sudoku3d::play::source::{self, Loaded};
use sudoku3d::play::{GameState, MoveKind, Outcome, Refusal, SavedGame, CELL_COLOURS};

/// A classic puzzle with one solution (51 empty cells).
const PUZZLE: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

fn d(n: u8) -> Digit {
    Digit::new(n).expect("1..=9")
}

fn loaded() -> Loaded {
    source::from_text(PUZZLE).expect("the test puzzle is valid")
}

fn game() -> GameState {
    let l = loaded();
    GameState::new(l.puzzle, l.solution).expect("a game")
}

fn save(g: &GameState) -> SavedGame {
    let l = loaded();
    SavedGame::of(g, l.difficulty, &l.origin, Instant::now()).expect("a game in play saves")
}

/// Through JSON and back, as Continue reads it.
fn reload(g: &GameState) -> GameState {
    let text = serde_json::to_string(&save(g)).expect("JSON");
    let read: SavedGame = serde_json::from_str(&text).expect("reads back");
    read.restore().expect("restores")
}

#[test]
fn a_digit_into_several_cells_is_one_move_and_skips_givens_and_filled_cells() {
    let mut g = game();
    let now = Instant::now();
    // r1c3, r1c4 (empty), r1c1 (a given 5), r2c2 (empty, gets a 7 first).
    g.place(10, d(7), now).unwrap();
    // A note 9 in r3c1 (cell 18), a peer of r1c3 and r2c2's box: placing 9 takes it away.
    g.toggle_note(18, d(9), now).unwrap();
    g.toggle_note(18, d(2), now).unwrap();
    let moves = g.history().len();
    assert_eq!(g.place_all(&[2, 3, 0, 10], d(9), now), Ok(Outcome::Changed));
    assert_eq!(g.history().len(), moves + 1, "one move");
    assert_eq!(g.history().last().unwrap().kind, MoveKind::Place(d(9)));
    assert_eq!(g.grid().get(2), Some(d(9)));
    assert_eq!(g.grid().get(3), Some(d(9)));
    assert_eq!(g.grid().get(0), Some(d(5)), "a given is left alone");
    assert_eq!(g.grid().get(10), Some(d(7)), "a filled cell is left alone");
    assert_eq!(
        g.notes(18),
        Candidates::only(d(2)),
        "the placed digits leave their peers' notes"
    );
    assert!(g.undo(now), "one undo");
    assert_eq!(g.grid().get(2), None);
    assert_eq!(g.grid().get(3), None);
    assert_eq!(g.notes(18).len(), 2);
    assert_eq!(g.history().len(), moves);
    assert!(g.redo(now));
    assert_eq!((g.grid().get(2), g.grid().get(3)), (Some(d(9)), Some(d(9))));
    // Only givens and filled cells: nothing to do.
    assert_eq!(g.place_all(&[0, 1, 10], d(4), now), Ok(Outcome::Unchanged));
}

#[test]
fn a_note_into_several_cells_goes_on_in_all_then_off_in_all() {
    let mut g = game();
    let now = Instant::now();
    g.toggle_note(3, d(6), now).unwrap();
    let cells = [2, 3, 5, 0];
    assert_eq!(g.toggle_note_all(&cells, d(6), now), Ok(Outcome::Changed));
    assert!([2, 3, 5].iter().all(|&c| g.notes(c).contains(d(6))), "on in all");
    assert!(g.notes(0).is_empty(), "a given gets no note");
    let moves = g.history().len();
    assert_eq!(g.toggle_note_all(&cells, d(6), now), Ok(Outcome::Changed));
    assert!(
        [2, 3, 5].iter().all(|&c| !g.notes(c).contains(d(6))),
        "all had it: off in all"
    );
    assert_eq!(g.history().len(), moves + 1, "one move");
    assert!(g.undo(now));
    assert!([2, 3, 5].iter().all(|&c| g.notes(c).contains(d(6))));
    assert!(g.undo(now), "the first one is one move too");
    assert_eq!(g.notes(3), Candidates::only(d(6)), "back to the single note");
    assert!(g.notes(2).is_empty() && g.notes(5).is_empty());
    // Clearing several cells is one move.
    g.place_all(&[2, 3], d(1), now).unwrap();
    g.toggle_note(5, d(3), now).unwrap();
    let moves = g.history().len();
    assert_eq!(g.clear_all(&[2, 3, 5, 0], now), Ok(Outcome::Changed));
    assert_eq!(g.history().len(), moves + 1);
    assert!([2, 3, 5].iter().all(|&c| g.cell(c) == Default::default()));
    assert_eq!(g.grid().get(0), Some(d(5)));
}

#[test]
fn colour_marks_are_moves_undone_redone_and_taken_off_by_reset() {
    let mut g = game();
    let now = Instant::now();
    assert_eq!(g.paint(&[2, 0, 40], 3), Ok(Outcome::Changed));
    assert_eq!(g.colour(2), Some(3));
    assert_eq!(g.colour(0), Some(3), "a given can be painted too");
    assert_eq!(g.colour(40), Some(3));
    assert_eq!(g.grid(), g.puzzle(), "no digit changed");
    assert!(g.all_notes().iter().all(|n| n.is_empty()), "no note changed");
    assert_eq!(g.history().last().unwrap().kind, MoveKind::Paint(3));
    // All have colour 3: painting 3 again takes it off.
    assert_eq!(g.paint(&[2, 40], 3), Ok(Outcome::Changed));
    assert_eq!((g.colour(2), g.colour(40), g.colour(0)), (None, None, Some(3)));
    // Some have it, some do not: all get it.
    g.paint(&[2], 3).unwrap();
    g.paint(&[2, 40], 3).unwrap();
    assert_eq!((g.colour(2), g.colour(40)), (Some(3), Some(3)));
    g.paint(&[40], 5).unwrap();
    assert_eq!(g.colour(40), Some(5), "another colour replaces it");
    assert!(g.undo(now));
    assert_eq!(g.colour(40), Some(3));
    assert!(g.redo(now));
    assert_eq!(g.colour(40), Some(5));
    assert_eq!(g.paint(&[40, 2], 0), Ok(Outcome::Changed), "0 takes any colour off");
    assert_eq!((g.colour(2), g.colour(40)), (None, None));
    assert_eq!(g.paint(&[40], CELL_COLOURS + 1), Ok(Outcome::Unchanged), "not a colour");
    assert_eq!(g.paint(&[9999], 1), Ok(Outcome::Unchanged), "off the board");
    // Reset takes every colour off, and undoing it gives them back.
    g.paint(&[7, 8], 1).unwrap();
    assert_eq!(g.reset(now), Outcome::Changed, "colours alone are something to reset");
    assert!(g.all_colours().iter().all(|&c| c == 0));
    assert!(g.undo(now));
    assert_eq!((g.colour(0), g.colour(7), g.colour(8)), (Some(3), Some(1), Some(1)));
    // A finished game is not painted.
    g.solve(now).unwrap();
    assert_eq!(g.paint(&[3], 2), Err(Refusal::Finished));
}

#[test]
fn colour_marks_and_multi_cell_moves_survive_save_and_continue() {
    let mut g = game();
    let now = Instant::now();
    g.paint(&[2, 3, 0], 2).unwrap();
    g.place_all(&[5, 6], d(1), now).unwrap();
    g.paint(&[60], 6).unwrap();
    g.paint(&[60], 4).unwrap();
    assert!(g.undo(now), "an undone paint is kept to redo");
    let saved = save(&g);
    assert_eq!(saved.colours.get(&2), Some(&2));
    assert_eq!(saved.colours.get(&60), Some(&6));
    assert!(!saved.colours.contains_key(&5));
    let mut back = reload(&g);
    assert_eq!(back.all_colours(), g.all_colours());
    assert_eq!(back.history(), g.history());
    assert_eq!(back.undone_moves(), g.undone_moves());
    assert!(back.redo(now), "the undone paint redoes after Continue");
    assert_eq!(back.colour(60), Some(4));
    assert!(back.undo(now) && back.undo(now));
    assert_eq!(back.colour(60), None);
    assert!(back.undo(now), "the two digits go back in one undo");
    assert_eq!((back.grid().get(5), back.grid().get(6)), (None, None));
    // Colours the history does not leave are refused, like notes that do not match.
    let mut tampered = save(&g);
    tampered.colours.insert(10, 1);
    assert_eq!(
        tampered.restore().unwrap_err(),
        sudoku3d::play::SaveError::ColoursMismatch
    );
}

#[test]
fn a_save_from_before_colour_marks_loads_with_none() {
    let mut g = game();
    let now = Instant::now();
    g.place(2, d(4), now).unwrap();
    g.toggle_note(3, d(6), now).unwrap();
    let mut value = serde_json::to_value(save(&g)).unwrap();
    value["version"] = 2.into();
    let text = value.to_string();
    assert!(!text.contains("colours") && !text.contains("paints"), "{text}");
    let read: SavedGame = serde_json::from_str(&text).expect("an old save reads");
    let back = read.restore().expect("and restores");
    assert!(back.all_colours().iter().all(|&c| c == 0));
    assert_eq!(back.grid().get(2), Some(d(4)));
}

#[test]
fn the_filter_follows_the_players_notes_and_else_the_placed_digits() {
    let mut g = game();
    let now = Instant::now();
    let grid: &Grid = g.grid();
    // r1c3 (cell 2) may hold 1, 2 or 4 given the placed digits; not 9 (r1 has none, but its
    // box has the 9 at r3c2).
    let possible = grid.candidates(2);
    assert!(possible.contains(d(1)) && !possible.contains(d(9)));
    assert!(g.has_candidate(2, d(1)), "no notes: the possible digits");
    assert!(!g.has_candidate(2, d(9)));
    assert!(!g.has_candidate(0, d(5)), "a filled cell has no candidate");
    // With notes, the notes alone: a possible digit the player struck out is not shown, and
    // a note the player keeps is, even when the digits rule it out (it is what the player sees).
    g.toggle_note(2, d(2), now).unwrap();
    g.toggle_note(2, d(9), now).unwrap();
    assert!(!g.has_candidate(2, d(1)));
    assert!(g.has_candidate(2, d(2)) && g.has_candidate(2, d(9)));
    // The filter's cells are exactly those.
    let ones = g.candidate_cells(d(1));
    assert!(!ones.contains(&2) && !ones.is_empty());
    for cell in 0..81 {
        let expected = g.grid().get(cell).is_none()
            && if g.notes(cell).is_empty() {
                g.grid().candidates(cell).contains(d(1))
            } else {
                g.notes(cell).contains(d(1))
            };
        assert_eq!(ones.contains(&cell), expected, "cell {cell}");
    }
    // Placing a 1 in the row takes 1 away from the cells without notes there.
    let r1_without_notes: Vec<usize> = (3..9).filter(|&c| ones.contains(&c)).collect();
    assert!(!r1_without_notes.is_empty());
    let solution_one = (0..81)
        .find(|&c| g.solution().get(c) == Some(d(1)) && c / 9 == 0)
        .unwrap();
    g.place(solution_one, d(1), now).unwrap();
    let after = g.candidate_cells(d(1));
    assert!(r1_without_notes.iter().all(|c| !after.contains(c)));
}

/// A saved move's digit is read as 1-16 (Giant's saves hold 10-16), so a 9x9 game checks it
/// against its own board: a 12 placed in a classic save's history is refused with an error,
/// never replayed into code sized for nine digits.
#[test]
fn a_classic_save_whose_history_places_a_12_is_refused() {
    let mut g = game();
    let now = Instant::now();
    g.place(2, d(4), now).unwrap();
    let mut value = serde_json::to_value(save(&g)).unwrap();
    let text = value["history"].to_string();
    assert!(text.contains("\"digit\":4"), "{text}");
    value["history"] = serde_json::from_str(&text.replace("\"digit\":4", "\"digit\":12")).unwrap();
    let read: SavedGame = serde_json::from_str(&value.to_string()).expect("the file parses");
    assert!(read.restore().is_err(), "a 12 on a 9x9 board");
}
