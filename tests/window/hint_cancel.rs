//! The window never waits on the engine's search for a hint (issue 41): on a killer whose
//! hints need forcing chains for minutes without a budget, Back during the search shows the
//! menu at once and stops the search; a second Hint press meanwhile starts no second search.
//!
//! The search runs as the application runs it (on a thread of its own, under the game's
//! cancellation flag) but without the time budget, so only the flag can end it soon: the test
//! asserts that the answer comes once Back is pressed.
#![cfg(feature = "gui")]

use std::sync::mpsc;
use std::time::Duration;

use sudoku3d::app::screen::game;
use sudoku3d::app::{App, Message};
use sudoku3d::engine::budget::Budget;
use sudoku3d::engine::logic::LogicalSolver;
use sudoku3d::engine::{solve_unique, Difficulty, Grid, Variant};
use sudoku3d::play::source::{Loaded, Origin};

/// A shipped Expert killer with two touching cage pairs merged (still unique; the first of
/// `data/solver-speed/merged.txt`): since forcing chains follow the cages, issue 41's own example
/// is settled in a fraction of a second, while this one still needs nested chains past the
/// budget.
pub const MERGED_KILLER: &str = "................................................................................. \
     aaabbabbbaacbdabbbbbcbdcccbbbccdcacaabacbcacaacabbdabaacaebddbbcceeedabaccebbbaaa \
     19,17,10,36,26,21,32,34,10,17,7,16,18,38,29,17,20,24,14";

/// The merged killer with the digits the grader places before only chains are left, as
/// givens: its next hint searches forcing chains.
fn hard_killer_game() -> Loaded {
    let puzzle = Grid::from_variant_line(Variant::Killer, MERGED_KILLER).expect("the killer parses");
    let solution = solve_unique(&puzzle).expect("one solution");
    let mut solver = LogicalSolver::new(&puzzle);
    // Up to the first forcing chain: every easier technique has done what it can.
    let forcing = sudoku3d::engine::Technique::ContradictionForcingChain.rank();
    while let Some(step) = solver.next_step_among(0..forcing) {
        solver.apply(&step);
    }
    assert!(!solver.grid().is_complete(), "the easier techniques do not finish it");
    Loaded {
        puzzle: solver.grid().clone(),
        solution,
        difficulty: Difficulty::Expert,
        origin: Origin::Entered,
        marks: None,
    }
}

#[test]
fn back_during_a_long_hint_search_shows_the_menu_and_stops_the_search() {
    let mut app = App::with_game(hard_killer_game());
    let _ = app.update(Message::Game(game::Message::Hint));
    let g = app.game().expect("a game");
    let (_, request) = g.pending_hint().expect("a hint is being searched");
    let cancel = g.hint_search_cancel();
    // The search, as the application runs it, without the time budget.
    let (sender, answer) = mpsc::channel();
    let search = {
        let cancel = cancel.clone();
        std::thread::spawn(move || {
            let hint = request.compute_within(&Budget::unlimited().cancelled_by(&cancel));
            let _ = sender.send(hint);
        })
    };
    // Let it get into the chains; it is still searching.
    std::thread::sleep(Duration::from_millis(300));
    assert!(answer.try_recv().is_err(), "the search is still going");
    // A second press while it searches asks for nothing new.
    let _ = app.update(Message::Game(game::Message::Hint));
    let g = app.game().expect("still the game");
    assert_eq!(g.pending_hint().map(|p| p.0), Some(1), "no second search");
    assert!(!cancel.is_cancelled());
    // Back: the menu, at once, and the search told to stop.
    let pressed = std::time::Instant::now();
    let _ = app.update(Message::Game(game::Message::Back));
    let to_menu = pressed.elapsed();
    assert!(
        matches!(app.screen_name(), "difficulty" | "menu"),
        "Back shows the board's menu while the hint searches, not {}",
        app.screen_name()
    );
    assert!(cancel.is_cancelled(), "leaving the game stops its hint search");
    let hint = answer
        .recv_timeout(Duration::from_secs(60))
        .expect("the stopped search answers");
    let stopped = pressed.elapsed();
    assert!(
        hint.out_of_budget,
        "the answer says the search stopped: {}",
        hint.sentence
    );
    search.join().expect("the search thread ends");
    // Figures for the README (`cargo test --test window hint_cancel -- --nocapture`).
    eprintln!("Back to the menu: {to_menu:?}; the search stopped after {stopped:?}");
}

/// Continue brings the saved game back as it was left, without solving its puzzle again (the
/// save was checked when it was read, or made by this run): on a killer whose solve is slow,
/// the board still shows at once.
#[test]
fn continue_shows_the_saved_killer_game() {
    let mut app = App::with_game(hard_killer_game());
    let board = app.game().expect("a game").state().grid().clone();
    let _ = app.update(Message::Game(game::Message::Menu));
    assert_eq!(app.screen_name(), "menu");
    let pressed = std::time::Instant::now();
    let _ = app.update(Message::Menu(sudoku3d::app::screen::menu::Message::Continue));
    let shown = pressed.elapsed();
    assert_eq!(app.screen_name(), "game", "Continue shows the game");
    assert_eq!(app.game().expect("the game").state().grid(), &board);
    eprintln!("Continue to the board: {shown:?}");
    // Its grade is worked out off the UI thread, and shown when it comes.
    crate::common::widgets::deliver_entered_grade(&mut app);
    assert!(app.game().and_then(|g| g.rating_wanted()).is_none(), "graded");
}
