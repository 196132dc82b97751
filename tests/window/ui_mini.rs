//! Mini 6x6 in the window, through the real application's `view` and `update` (iced_test, no
//! display): the menu's Mini leads to its three bands (no Expert, no puzzle entry yet) and a
//! game of 36 cells with six pad keys; a 7 changes nothing; the notes filled in hold only 1-6;
//! the arrows go round the six-cell rows and columns; a hint works; the solution typed in wins,
//! the victory wave is drawn over the 6x6 board, and the win counts under Mini.
#![cfg(feature = "gui")]

use iced::Size;
use iced_test::selector::id;

use crate::common;
use common::widgets::{choose, click, easy_game_from_menu, game, has_at, menu_window, send, shows, simulator_sized};

use sudoku3d::app::keys::{Direction, Shortcut};
use sudoku3d::app::screen::{difficulty, game};
use sudoku3d::app::{App, Message};
use sudoku3d::engine::{Candidates, Difficulty, Digit, Variant};
use sudoku3d::play::source::{self, Request};

const SIZE: Size = Size::new(1060.0, 760.0);

/// A window on the menu with its files in a fresh folder.
fn window(tag: &str) -> App {
    menu_window(tag, SIZE)
}

/// Whether the window shows a widget with this id.
fn has(app: &App, target: &str) -> bool {
    has_at(app, SIZE, target)
}

/// From the menu, Mini, then Easy, answered with the generator's easy Mini of `seed` (as the
/// background thread would).
fn mini_game(app: &mut App, seed: u64) {
    easy_game_from_menu(app, "menu-mini", Variant::Mini, seed);
}

#[test]
fn the_menus_mini_offers_three_bands_and_a_six_by_six_game() {
    let mut app = window("ui-mini-bands");
    click(&mut app, "menu-mini");
    assert!(shows(&app, "New mini game"));
    for band in ["easy", "medium", "hard"] {
        assert!(has(&app, &format!("difficulty-{band}")), "{band}");
    }
    assert!(!has(&app, "difficulty-expert"), "Mini has no Expert band");
    assert!(
        !has(&app, "difficulty-custom"),
        "the entry screen does not take Mini yet"
    );
    // Key 4 (Expert on the other boards) starts nothing.
    send(
        &mut app,
        [Message::Difficulty(difficulty::Message::Picked(Difficulty::Expert))],
    );
    assert_eq!(app.screen_name(), "difficulty");
    click(&mut app, "difficulty-easy");
    let pending = app.pending().expect("a puzzle is being made");
    let made = source::load_now(Request::Generate {
        variant: Variant::Mini,
        difficulty: Difficulty::Easy,
        seed: 1,
    });
    send(&mut app, [Message::Loaded(pending, made)]);
    let state = game(&app).state();
    assert_eq!(state.grid().len(), 36);
    assert!(has(&app, "cell-5-5") && !has(&app, "cell-6-0") && !has(&app, "cell-0-6"));
    for d in 1..=6 {
        assert!(has(&app, &format!("digit-{d}")), "pad key {d}");
    }
    assert!(!has(&app, "digit-7"), "no pad key past 6");
    // A 7 typed into an empty cell changes nothing.
    let empty = (0..36).find(|&c| state.grid().get(c).is_none()).expect("an empty cell");
    let before = state.grid().clone();
    send(
        &mut app,
        [
            Message::Game(game::Message::CellPressed(empty)),
            Message::Game(game::Message::DigitPressed(Digit::new(7).unwrap())),
        ],
    );
    assert_eq!(game(&app).state().grid(), &before);
    assert!(!game(&app).state().can_undo(), "no move was made");
    // The arrows go round the board's edge: up from r1c1 is r6c1, left from there r6c6.
    send(&mut app, [Message::Game(game::Message::CellPressed(0))]);
    send(&mut app, [Message::Key(Shortcut::Move(Direction::Up))]);
    assert_eq!(game(&app).selected(), Some(30), "up from r1c1");
    send(&mut app, [Message::Key(Shortcut::Move(Direction::Left))]);
    assert_eq!(game(&app).selected(), Some(35), "left from r6c1");
    send(&mut app, [Message::Key(Shortcut::Move(Direction::Down))]);
    assert_eq!(game(&app).selected(), Some(5), "down from r6c6");
}

#[test]
fn mini_notes_hold_only_its_digits_a_hint_helps_and_a_win_counts_under_mini() {
    let mut app = window("ui-mini-win");
    mini_game(&mut app, 2);
    choose(&mut app, "fill-notes");
    let state = game(&app).state();
    let six = Candidates::all(6);
    let empty: Vec<usize> = (0..36).filter(|&c| state.grid().get(c).is_none()).collect();
    assert!(!empty.is_empty());
    for &c in &empty {
        let notes = state.notes(c);
        assert!(
            !notes.is_empty() && notes.difference(six).is_empty(),
            "cell {c}: {notes:?}"
        );
    }
    // A hint, walked through its stages: it shows, and no stage speaks of a digit the board
    // has not (a naked single's "removed by the steps before" once listed 7, 8 and 9).
    send(&mut app, [Message::Game(game::Message::Hint)]);
    let mut ui = simulator_sized(SIZE, app.view());
    assert!(
        ui.find(id("hint-panel")).is_ok() || ui.find(id("hint-overlay")).is_ok(),
        "a hint is on show"
    );
    drop(ui);
    for _ in 0..3 {
        if let Some(active) = game(&app).active_hint() {
            let sentence = active.text().sentence;
            assert!(!sentence.contains(['7', '8', '9']), "{sentence}");
        }
        send(&mut app, [Message::Game(game::Message::Hint)]);
    }
    send(&mut app, [Message::Game(game::Message::CloseHint)]);
    // The solution typed in: a win, counted under Mini's Easy band only.
    let solution = game(&app).state().solution().clone();
    for cell in empty {
        send(
            &mut app,
            [
                Message::Game(game::Message::CellPressed(cell)),
                Message::Game(game::Message::DigitPressed(solution.get(cell).expect("solved"))),
            ],
        );
    }
    assert!(game(&app).state().is_finished());
    // The victory wave runs over the 36 cells, drawn (a 9x9 loop over them broke the window).
    let won = std::time::Instant::now();
    send(
        &mut app,
        [Message::Game(game::Message::Frame(
            won + std::time::Duration::from_millis(400),
        ))],
    );
    let lit = game(&app)
        .glow()
        .map_or(0, |levels| levels.iter().filter(|&&l| l > 0.0).count());
    assert!(lit > 0, "the wave lights cells");
    let mut ui = simulator_sized(SIZE, app.view());
    assert!(ui.find(id("victory-glow")).is_ok());
    ui.snapshot(&iced::Theme::Light)
        .expect("the board with the wave is drawn");
    drop(ui);
    let mini = app.statistics().get(Variant::Mini, Difficulty::Easy);
    // Won with a hint walked to its end: a win, but a helped one, with no best time.
    assert_eq!((mini.played, mini.won, mini.won_unaided), (1, 1, 0));
    assert!(mini.best_secs.is_none());
    for other in [Variant::Classic, Variant::Diagonal, Variant::Cube] {
        assert_eq!(app.statistics().get(other, Difficulty::Easy).played, 0, "{other:?}");
    }
}
