//! Giant 16x16 in the window, through the real application's `view` and `update` (iced_test,
//! no display): the menu's Giant leads to its four bands and a game of 256 cells with sixteen
//! pad keys 1-9 and A-G; the letter keys type 10-16 there (Shift: a note) while C and F keep
//! Check and Fill notes on the other boards; the arrows go round the sixteen-cell rows; the
//! notes filled in hold 1-16 and survive a save; a hint works; the solution typed in wins and
//! the win counts under Giant.
#![cfg(feature = "gui")]

use iced::Size;
use iced_test::selector::id;

use crate::common;
use common::widgets::{choose, click, easy_game_from_menu, game, has_at, menu_window, send, simulator_sized};

use sudoku3d::app::keys::{Direction, Shortcut};
use sudoku3d::app::screen::{difficulty, game};
use sudoku3d::app::{App, Message};
use sudoku3d::engine::{Candidates, Difficulty, Digit, Variant};
use sudoku3d::play::saved::SavedGame;

const SIZE: Size = Size::new(1060.0, 760.0);

/// A window on the menu with its files in a fresh folder.
fn window(tag: &str) -> App {
    menu_window(tag, SIZE)
}

/// Whether the window shows a widget with this id.
fn has(app: &App, target: &str) -> bool {
    has_at(app, SIZE, target)
}

/// From the menu, Giant, then Easy, answered with the generator's easy Giant of `seed` (as
/// the background thread would).
fn giant_game(app: &mut App, seed: u64) {
    click(app, "menu-giant");
    assert_eq!(app.screen_name(), "difficulty");
    for band in ["easy", "medium", "hard", "expert"] {
        assert!(has(app, &format!("difficulty-{band}")), "{band}");
    }
    assert!(!has(app, "difficulty-custom"), "no entry screen for Giant");
    send(app, [Message::Difficulty(difficulty::Message::Back)]);
    easy_game_from_menu(app, "menu-giant", Variant::Giant, seed);
}

/// The key that types `digit` on the 16x16 board: 1-9, or the letter of 10-16.
fn key_of(digit: Digit, shift: bool) -> Shortcut {
    match (digit.get(), shift) {
        (1..=9, false) => Shortcut::Digit(digit),
        (1..=9, true) => Shortcut::Note(digit),
        // As the keyboard sends them (sudoku3d::app::keys::shortcut): C and F alone are Check
        // and Fill notes until the board reads them.
        (12, false) => Shortcut::Check,
        (15, false) => Shortcut::FillNotes,
        (_, shift) => Shortcut::Letter {
            letter: digit.to_char().to_ascii_lowercase(),
            shift,
        },
    }
}

#[test]
fn the_menus_giant_gives_a_sixteen_by_sixteen_game_typed_with_letters() {
    let mut app = window("ui-giant-keys");
    giant_game(&mut app, 1);
    let state = game(&app).state();
    assert_eq!(state.grid().len(), 256);
    assert!(has(&app, "cell-15-15") && !has(&app, "cell-16-0"));
    for d in Digit::up_to(16) {
        assert!(has(&app, &format!("digit-{d}")), "pad key {d}");
    }
    // Every empty cell whose digit is 10-16, typed with its letter key: placed (C and F too,
    // which are Check and Fill notes on the other boards).
    let solution = state.solution().clone();
    let lettered: Vec<usize> = (0..256)
        .filter(|&c| state.grid().get(c).is_none() && solution.get(c).is_some_and(|d| d.get() >= 10))
        .collect();
    let mut typed = Vec::new();
    for &cell in &lettered {
        let digit = solution.get(cell).unwrap();
        if typed.contains(&digit) {
            continue;
        }
        send(
            &mut app,
            [
                Message::Game(game::Message::CellPressed(cell)),
                Message::Key(key_of(digit, false)),
            ],
        );
        assert_eq!(game(&app).state().grid().get(cell), Some(digit), "{digit} typed");
        typed.push(digit);
    }
    assert!(typed.len() >= 5, "letters typed: {typed:?}");
    // With Shift, a letter writes a note.
    let empty = (0..256)
        .find(|&c| game(&app).state().grid().get(c).is_none())
        .expect("an empty cell");
    let g = Digit::new(16).unwrap();
    send(
        &mut app,
        [
            Message::Game(game::Message::CellPressed(empty)),
            Message::Key(key_of(g, true)),
        ],
    );
    assert!(game(&app).state().notes(empty).contains(g), "Shift+G notes G");
    // The arrows go round the board's edge: up from r1c1 is r16c1, left from there r16c16.
    send(&mut app, [Message::Game(game::Message::CellPressed(0))]);
    send(&mut app, [Message::Key(Shortcut::Move(Direction::Up))]);
    assert_eq!(game(&app).selected(), Some(240), "up from r1c1");
    send(&mut app, [Message::Key(Shortcut::Move(Direction::Left))]);
    assert_eq!(game(&app).selected(), Some(255), "left from r16c1");
}

#[test]
fn giant_notes_keep_their_letters_a_hint_helps_and_a_win_counts_under_giant() {
    let mut app = window("ui-giant-win");
    giant_game(&mut app, 2);
    choose(&mut app, "fill-notes");
    let state = game(&app).state();
    let sixteen = Candidates::all(16);
    let empty: Vec<usize> = (0..256).filter(|&c| state.grid().get(c).is_none()).collect();
    assert!(!empty.is_empty());
    let mut lettered_notes = 0;
    for &c in &empty {
        let notes = state.notes(c);
        assert!(
            !notes.is_empty() && notes.difference(sixteen).is_empty(),
            "cell {c}: {notes:?}"
        );
        lettered_notes += notes.iter().filter(|d| d.get() >= 10).count();
    }
    assert!(lettered_notes > 0, "notes of 10-16");
    // Saved and read back: the notes of 10-16 are kept, and the save is the game's.
    let now = std::time::Instant::now();
    let saved = SavedGame::of(state, Difficulty::Easy, game(&app).origin(), now).expect("a game in play");
    let text = serde_json::to_string(&saved).unwrap();
    let back: SavedGame = serde_json::from_str(&text).unwrap();
    let restored = back.restore().expect("the save reads back");
    assert_eq!(restored.all_notes(), state.all_notes());
    // A hint shows.
    send(&mut app, [Message::Game(game::Message::Hint)]);
    let mut ui = simulator_sized(SIZE, app.view());
    assert!(
        ui.find(id("hint-panel")).is_ok() || ui.find(id("hint-overlay")).is_ok(),
        "a hint is on show"
    );
    drop(ui);
    send(&mut app, [Message::Game(game::Message::CloseHint)]);
    // The solution typed in on the pad: a win, counted under Giant's Easy band only.
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
    let giant = app.statistics().get(Variant::Giant, Difficulty::Easy);
    assert_eq!((giant.played, giant.won), (1, 1));
    for other in [Variant::Classic, Variant::Mini] {
        assert_eq!(app.statistics().get(other, Difficulty::Easy).played, 0, "{other:?}");
    }
}

/// Solved with no cell selected, the victory wave starts from the middle of the 16x16 board:
/// its four corners light up together, after the middle (it started from r5c5, the 9x9
/// board's middle, so r1c1 lit long before r16c16).
#[test]
fn the_victory_wave_of_a_giant_board_starts_from_its_middle() {
    let mut app = window("ui-giant-wave");
    giant_game(&mut app, 3);
    assert_eq!(game(&app).selected(), None);
    let won = std::time::Instant::now();
    choose(&mut app, "solve");
    assert!(game(&app).state().is_finished());
    send(
        &mut app,
        [Message::Game(game::Message::Frame(
            won + std::time::Duration::from_millis(500),
        ))],
    );
    let levels = game(&app).glow().expect("the wave runs").to_vec();
    let (first, last) = (levels[0], levels[255]);
    let middle = levels[7 * 16 + 7];
    assert!((first - last).abs() < 1e-3, "r1c1 {first}, r16c16 {last}");
    assert!(middle >= first, "the middle {middle} before the corner {first}");
    assert!(levels.iter().any(|&l| l > 0.0), "the wave lights cells");
}
