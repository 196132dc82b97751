//! Positions with pencil marks in the window: "Enter a puzzle" takes a position brought from
//! another program (the 729-character form, or the printed grid of 81 groups of candidates),
//! starts a game whose notes are the position's candidates, and gives the hint the CLI's
//! `hint` gives for it; marks that strike out a digit the solution needs are refused with the
//! reason, the text kept. Driven through the real application's `view` and `update`
//! (iced_test, no display).
#![cfg(feature = "gui")]

use crate::common;
use common::marks::{ambiguous_givens_one_solution_within_marks, long_form, no_solution_within, set_of};
use common::widgets::{click, shows, texts_in};

use std::time::Instant;

use iced_test::selector::id;

use sudoku3d::app::screen::custom;
use sudoku3d::app::screen::game::Game;
use sudoku3d::app::{App, Launch, Message};
use sudoku3d::engine::hint::hint_from;
use sudoku3d::engine::{
    count_solutions, count_solutions_within, solutions, Candidates, Digit, Grid, PencilMarks, Solutions, Variant,
};
use sudoku3d::play::source::{self, Origin, Request};
use sudoku3d::play::{HintRequest, SavedGame};

/// A case of HoDoKu's regression library 1.4 (`data/hodoku-reglib-1.4.txt`, line 249: locked
/// candidates, type 1), copied here: the givens (`+` for a digit placed since) and the
/// candidates deleted from the plain candidates. From these marks the first step differs from
/// the one on the bare digits, so a hint that ignored them would show.
const REGLIB_249: &str = ":0100:8:...+7.8..5.+8+5.....779+2+35461+88.3.7.+1..9...+4...6+2...1+35.9.7852+6.915......+6.1..4...+5.:624 924 926 227 228 442 244 246 257 757 258 468 884 985 995:857::";

/// The position of a library line: placed digits and each cell's candidates.
fn position(line: &str) -> (Grid, Vec<Candidates>) {
    let fields: Vec<&str> = line.split(':').collect();
    let givens: String = fields[3].chars().filter(|&c| c != '+').collect();
    let grid = Grid::from_line(&givens).expect("the library's givens");
    let mut marks: Vec<Candidates> = (0..81).map(|c| grid.candidates(c)).collect();
    for t in fields[4].split_whitespace() {
        let b = t.as_bytes();
        let digit = Digit::new(b[0] - b'0').expect("a digit");
        let cell = (b[1] - b'1') as usize * 9 + (b[2] - b'1') as usize;
        marks[cell].remove(digit);
    }
    (grid, marks)
}

/// The printed form as HoDoKu and Sudopedia print it: one row a line, `.`/`'` corners on the
/// top and bottom rules, `:` on the others, `|` between boxes.
fn printed_form(grid: &Grid, marks: &[Candidates]) -> String {
    let rule = |corner: char, middle: char| {
        let part = "-".repeat(30);
        format!("{corner}{part}{middle}{part}{middle}{part}{corner}\n")
    };
    let mut out = rule('.', '.');
    for r in 0..9 {
        if r == 3 || r == 6 {
            out.push_str(&rule(':', '+'));
        }
        for c in 0..9 {
            if c % 3 == 0 {
                out.push_str("| ");
            }
            let group: String = set_of(grid, marks, r * 9 + c).iter().map(Digit::to_char).collect();
            out.push_str(&format!("{group:<10}"));
        }
        out.push_str("|\n");
    }
    out.push_str(&rule('\'', '\''));
    out
}

/// The puzzle entry screen, reached as a player does: a classic start, then "Enter your own".
fn entry_screen() -> App {
    let (mut app, _) = App::new(
        Launch {
            variant: Some(Variant::Classic),
            ..Launch::default()
        },
        Default::default(),
    );
    click(&mut app, "difficulty-custom");
    assert_eq!(app.screen_name(), "custom");
    app
}

/// Pastes `text` (the clipboard's answer to Paste), presses Play, and answers with the check
/// the application runs off its thread, of the text the screen holds.
fn paste_and_play(app: &mut App, text: &str) {
    let _ = app.update(Message::Custom(custom::Message::Pasted(Some(text.to_string()))));
    click(app, "custom-play");
    let request = app.pending().expect("the text is being checked");
    let held = app.custom().expect("still on the entry screen").text();
    let _ = app.update(Message::Loaded(
        request,
        source::load_now(Request::Text {
            variant: sudoku3d::engine::Variant::Classic,
            text: held,
        }),
    ));
}

/// The game's notes are the position's candidates, cell by cell, and its digits its placed
/// digits; the board draws those notes.
fn assert_game_shows(app: &App, grid: &Grid, marks: &[Candidates]) {
    assert_eq!(app.screen_name(), "game");
    let state = app.game().expect("a game").state();
    assert_eq!(state.grid(), grid);
    assert_eq!(state.puzzle(), grid, "the placed digits are the givens");
    for (cell, &set) in marks.iter().enumerate() {
        let expected = if grid.get(cell).is_some() {
            Candidates::NONE
        } else {
            set
        };
        assert_eq!(state.notes(cell), expected, "notes of cell {cell}");
    }
    // What the board draws in an empty cell: its notes, digit by digit.
    let cell = (0..81).find(|&c| grid.get(c).is_none()).expect("an empty cell");
    let mut ui = common::widgets::simulator(app.view());
    let drawn = texts_in(&mut ui, &format!("cell-{}-{}", cell / 9, cell % 9));
    let written: Vec<String> = marks[cell].iter().map(|d| d.to_string()).collect();
    assert_eq!(drawn, written, "cell {cell} draws its marks");
    assert_eq!(app.game().unwrap().origin(), &Origin::Entered);
}

#[test]
fn a_pasted_729_character_position_starts_a_game_with_its_candidates_as_notes() {
    let (grid, marks) = position(REGLIB_249);
    let mut app = entry_screen();
    paste_and_play(&mut app, &long_form(&grid, &marks));
    assert_game_shows(&app, &grid, &marks);
}

#[test]
fn a_printed_grid_typed_in_with_its_frame_starts_the_same_game() {
    let (grid, marks) = position(REGLIB_249);
    let printed = printed_form(&grid, &marks);
    // The engine reads the printed grid as the position it prints.
    let parsed = PencilMarks::parse(&printed).expect("the printed form parses");
    assert_eq!(parsed.grid, grid);
    let mut app = entry_screen();
    // Typed into the field, line breaks and all (Shift+Enter breaks a line; here the
    // simulator types the characters, then the text is what the screen holds).
    let messages: Vec<Message> = {
        let mut ui = common::widgets::simulator(app.view());
        ui.click(id(custom::INPUT)).expect("the field");
        let _ = ui.typewrite(&printed.replace('\n', " "));
        ui.into_messages().collect()
    };
    for m in messages {
        let _ = app.update(m);
    }
    assert_eq!(app.custom().unwrap().text(), printed.replace('\n', " "));
    // The field counts the groups as the parser splits them.
    assert!(shows(&app, "81 of 81 groups of candidates"));
    // A paste keeps the lines.
    paste_and_play(&mut app, &printed);
    assert_game_shows(&app, &grid, &marks);
}

#[test]
fn marks_that_strike_out_a_solution_digit_are_refused_and_the_text_stays() {
    let (grid, mut marks) = position(REGLIB_249);
    let solution = sudoku3d::engine::solve_unique(&grid).expect("one solution");
    // Strike the solution's digit out of the first empty cell with more than one mark.
    let cell = (0..81)
        .find(|&c| grid.get(c).is_none() && marks[c].len() > 1)
        .expect("a cell with marks");
    let digit = solution.get(cell).expect("solved");
    marks[cell].remove(digit);
    let text = long_form(&grid, &marks);
    let mut app = entry_screen();
    paste_and_play(&mut app, &text);
    assert_eq!(app.screen_name(), "custom", "refused: still on the entry screen");
    let error = app.custom().unwrap().error().expect("an error").to_string();
    let name = grid.geometry().cell_name(cell);
    assert!(
        error.contains(&name) && error.contains(&digit.to_string()) && error.contains("pencil marks"),
        "{error}"
    );
    assert!(shows(&app, &error), "the screen shows: {error}");
    assert_eq!(app.custom().unwrap().text(), text, "the text is kept");
    // A malformed text says where, and is kept too.
    let broken = text.replacen('.', "x", 1);
    paste_and_play(&mut app, &broken);
    let error = app.custom().unwrap().error().expect("an error").to_string();
    assert!(
        error.starts_with("That is not a puzzle") && error.contains("'x'"),
        "{error}"
    );
    assert_eq!(app.custom().unwrap().text(), broken);
    // So is a position whose digits leave more than one solution (one row of them: fewer
    // than 17 digits never make a unique puzzle).
    let mut open = grid.clone();
    for c in 9..81 {
        open.set(c, None);
    }
    let open_marks: Vec<Candidates> = (0..81).map(|c| open.candidates(c)).collect();
    assert_eq!(count_solutions_within(&open, &open_marks, 2), 2);
    paste_and_play(&mut app, &long_form(&open, &open_marks));
    let error = app.custom().unwrap().error().expect("an error").to_string();
    assert!(
        error.contains("more than one solution within its pencil marks"),
        "{error}"
    );
}

/// A position whose givens alone allow several solutions and whose marks leave exactly one is
/// a puzzle: it plays, with that solution, and the hints fill in its digits.
#[test]
fn a_position_whose_marks_leave_one_solution_plays_and_hints_fill_its_digits() {
    let (library, _) = position(REGLIB_249);
    let (grid, marks, solution) = ambiguous_givens_one_solution_within_marks(&library);
    assert_eq!(count_solutions(&grid, 2), 2, "the givens alone do not decide");
    assert_eq!(count_solutions_within(&grid, &marks, 2), 1, "the marks do");
    let mut app = entry_screen();
    paste_and_play(&mut app, &long_form(&grid, &marks));
    assert_game_shows(&app, &grid, &marks);
    assert_eq!(app.game().unwrap().state().solution(), &solution);
    // Hints, each taken to its last stage, fill cells: with the solution's digits.
    for _ in 0..15 {
        click(&mut app, "hint");
    }
    let board = app.game().unwrap().state().grid().clone();
    let filled: Vec<usize> = (0..81)
        .filter(|&c| grid.get(c).is_none() && board.get(c).is_some())
        .collect();
    assert!(filled.len() >= 3, "the hints filled {filled:?}");
    for &c in &filled {
        assert_eq!(board.get(c), solution.get(c), "cell {c}");
    }
    // Continue picks the game up with the same solution and marks.
    let now = Instant::now();
    let saved = app.game().unwrap().to_saved(now).expect("unfinished: saved");
    let back: SavedGame = serde_json::from_str(&serde_json::to_string(&saved).unwrap()).unwrap();
    let resumed = Game::from_saved(&back, now).expect("the save restores");
    assert_eq!(resumed.state().solution(), &solution);
    assert_eq!(resumed.state().marks(), Some(&marks[..]));
    assert_eq!(resumed.state().grid(), &board);
    // A save whose solution is the givens' other one, which breaks the marks, is refused.
    let Solutions::Multiple(a, b) = solutions(&grid) else {
        panic!("the givens have two solutions")
    };
    let other = if a == solution { b } else { a };
    let mut forged = back.clone();
    forged.solution = other.to_line();
    forged.history.clear();
    forged.undone.clear();
    forged.board = grid.to_line();
    forged.notes = back.marks.clone().unwrap();
    assert!(Game::from_saved(&forged, now).is_err(), "a solution outside the marks");
    // The same forged save with the right solution restores: only the solution was wrong.
    forged.solution = solution.to_line();
    assert!(Game::from_saved(&forged, now).is_ok());
}

/// Marks that no solution fits, on givens that allow several: refused as no solution within
/// the marks (no one cell is to blame), the text kept.
#[test]
fn marks_that_leave_no_solution_on_open_givens_are_refused() {
    let (library, _) = position(REGLIB_249);
    let (grid, _, _) = ambiguous_givens_one_solution_within_marks(&library);
    let plain: Vec<Candidates> = (0..81)
        .map(|c| common::marks::empty_cell_candidates(&grid, c))
        .collect();
    let none = no_solution_within(&grid, &plain);
    assert_eq!(count_solutions(&grid, 2), 2);
    assert_eq!(count_solutions_within(&grid, &none, 2), 0);
    let text = long_form(&grid, &none);
    let mut app = entry_screen();
    paste_and_play(&mut app, &text);
    assert_eq!(app.screen_name(), "custom", "refused: still on the entry screen");
    let error = app.custom().unwrap().error().expect("an error").to_string();
    assert!(
        error.starts_with("That position has no solution within its pencil marks"),
        "{error}"
    );
    assert!(shows(&app, &error), "the screen shows: {error}");
    assert_eq!(app.custom().unwrap().text(), text, "the text is kept");
}

#[test]
fn the_hint_starts_from_the_brought_marks_as_the_cli_does() {
    let (grid, marks) = position(REGLIB_249);
    let mut app = entry_screen();
    paste_and_play(&mut app, &long_form(&grid, &marks));
    let solution = app.game().unwrap().state().solution().clone();
    click(&mut app, "hint");
    let shown = app.game().unwrap().active_hint().expect("a hint on show").hint.clone();
    // `hint` prints the engine's hint_from on the marks; `hint --json` computes the request.
    let cli = hint_from(&solution, &grid, Some(&marks), None);
    assert_eq!(shown.placement, cli.placement());
    let json = HintRequest {
        solution: solution.clone(),
        board: grid.clone(),
        notes: Vec::new(),
        marks: Some(marks.clone()),
        near: None,
    }
    .compute();
    assert_eq!(shown.steps, json.steps);
    assert_eq!(shown.where_text, json.where_text);
    // Not the hint of the bare digits: the marks are what it starts from.
    let bare = hint_from(&solution, &grid, None, None);
    assert_ne!(shown.placement, bare.placement());
}

#[test]
fn a_marked_game_survives_continue_with_its_marks() {
    let (grid, marks) = position(REGLIB_249);
    let loaded = source::from_text(&long_form(&grid, &marks)).expect("a position");
    let now = Instant::now();
    let mut app = App::with_game(loaded);
    // A move, so there is something to continue: a note struck out.
    let cell = (0..81).find(|&c| grid.get(c).is_none()).unwrap();
    let struck = marks[cell].first().unwrap();
    let _ = app.update(Message::Game(sudoku3d::app::screen::game::Message::CellPressed(cell)));
    click(&mut app, "notes");
    click(&mut app, &format!("digit-{struck}"));
    let game = app.game().unwrap();
    assert!(!game.state().notes(cell).contains(struck));
    let saved = game.to_saved(now).expect("unfinished: saved");
    let json = serde_json::to_string(&saved).unwrap();
    let back: SavedGame = serde_json::from_str(&json).unwrap();
    let resumed = Game::from_saved(&back, now).expect("the save restores");
    assert_eq!(resumed.state().all_notes(), game.state().all_notes());
    assert_eq!(resumed.state().marks(), Some(&marks[..]));
    assert_eq!(resumed.origin(), &Origin::Entered);
    // Reset goes back to the position as brought, marks and all.
    let mut state = resumed.state().clone();
    state.reset(now);
    for (c, &set) in marks.iter().enumerate() {
        let expected = if grid.get(c).is_some() { Candidates::NONE } else { set };
        assert_eq!(state.notes(c), expected, "notes of cell {c} after Reset");
    }
}
