//! A killer game in the play model: a cage whose digits exceed its sum, or fill it with
//! another sum, is a conflict (with the digit twice in a cage the grid already finds); the
//! solution wins; a saved game keeps its cages.

use std::time::Instant;

use crate::common::killer::killer;
use sudoku3d::engine::{Digit, Shape};
use sudoku3d::play::{GameState, Origin, Outcome, SavedGame};

fn d(n: u8) -> Digit {
    Digit::new(n).expect("1..9")
}

fn open_game(seed: u64) -> GameState {
    let (puzzle, solution) = killer(seed);
    GameState::new(puzzle, solution).expect("the solution fits")
}

#[test]
fn digits_over_a_cages_sum_are_a_conflict_before_the_cage_is_full() {
    let mut game = open_game(21);
    let cages = game.grid().shape().cages().expect("a killer board");
    // A cage of three cells or more whose sum is over 9 and below 9 + 8: those two already
    // exceed it, 9 alone does not.
    let cage = cages
        .cages()
        .iter()
        .find(|c| c.cells.len() >= 3 && (10..17).contains(&c.sum))
        .expect("a cage of three cells with a small sum")
        .clone();
    let now = Instant::now();
    game.place(cage.cells[0], d(9), now).unwrap();
    assert!(game.conflicts().is_empty(), "9 alone is below the sum");
    game.place(cage.cells[1], d(8), now).unwrap();
    assert_eq!(game.conflicts(), cage.cells[..2].to_vec(), "9 + 8 exceed {}", cage.sum);
    // Taken back, the cage is fine again.
    game.clear(cage.cells[1], now).unwrap();
    assert!(game.conflicts().is_empty());
}

#[test]
fn a_full_cage_with_another_sum_is_a_conflict_and_the_solution_wins() {
    let mut game = open_game(22);
    let solution = game.solution().clone();
    let cages = game.grid().shape().cages().expect("a killer board");
    let cage = cages
        .cages()
        .iter()
        .find(|c| c.cells.len() == 2 && c.sum > 3)
        .expect("a cage of two cells")
        .clone();
    let now = Instant::now();
    game.place(cage.cells[0], d(1), now).unwrap();
    game.place(cage.cells[1], d(2), now).unwrap();
    assert_eq!(game.conflicts(), cage.cells, "1 + 2 is not {}", cage.sum);
    let to_fill: Vec<usize> = (0..81).filter(|&c| game.grid().get(c) != solution.get(c)).collect();
    let outcomes: Vec<Outcome> = to_fill
        .iter()
        .map(|&cell| game.place(cell, solution.get(cell).expect("solved"), now).unwrap())
        .collect();
    assert_eq!(outcomes.last(), Some(&Outcome::Solved));
    assert!(game.grid().is_solved());
    assert!(game.conflicts().is_empty());
}

#[test]
fn a_saved_killer_game_keeps_its_cages() {
    let mut game = open_game(23);
    let shape = game.grid().shape().clone();
    let now = Instant::now();
    game.place(0, d(9), now).unwrap();
    game.toggle_note(1, d(3), now).unwrap();
    let saved = SavedGame::of(
        &game,
        sudoku3d::engine::Difficulty::Easy,
        &Origin::Generated { seed: 23 },
        now,
    )
    .expect("a game in play");
    let text = serde_json::to_string(&saved).expect("it serialises");
    let read: SavedGame = serde_json::from_str(&text).expect("it reads back");
    let restored = read.restore().expect("it restores");
    assert_eq!(restored.grid().shape(), shape);
    assert!(matches!(shape, Shape::Killer(_)));
    assert_eq!(restored.grid().get(0), Some(d(9)));
    assert_eq!(restored.conflicts(), game.conflicts());
}
