//! The play model on the variant boards: a digit repeated on a diagonal or in a jigsaw region
//! is a conflict (and only there: not across a jigsaw's 3x3 boxes); hints are right and name
//! the diagonal or the region their step rests on.

use std::time::Instant;

use rand::rngs::StdRng;
use rand::SeedableRng;
use sudoku3d::engine::generator::{generate, random_grid};
use sudoku3d::engine::jigsaw::random_regions;
use sudoku3d::engine::{Difficulty, Digit, Grid, HouseKind, LogicalSolver, Shape, Technique};
use sudoku3d::i18n::{set_language, Language};
use sudoku3d::play::{explain, GameState, HintKind, Stage};

fn jigsaw(seed: u64) -> Shape {
    Shape::Jigsaw(random_regions(&mut StdRng::seed_from_u64(seed)))
}

/// A game on an empty board of `shape` (any digit may go anywhere).
fn open_game(shape: Shape, seed: u64) -> GameState {
    let solution = random_grid(shape.clone(), &mut StdRng::seed_from_u64(seed)).expect("a full grid");
    GameState::new(Grid::empty(shape), solution).expect("a game")
}

fn five() -> Digit {
    Digit::new(5).unwrap()
}

#[test]
fn a_digit_repeated_on_a_diagonal_is_a_conflict() {
    let now = Instant::now();
    for (a, b) in [(0, 80), (8, 72), (20, 60)] {
        let mut game = open_game(Shape::Diagonal, 1);
        game.place(a, five(), now).unwrap();
        game.place(b, five(), now).unwrap();
        assert_eq!(game.conflicts(), vec![a, b], "cells {a} and {b}");
        game.clear(b, now).unwrap();
        assert!(game.conflicts().is_empty());
        // On the classic board the same two cells share no house.
        let mut classic = open_game(Shape::Classic, 1);
        classic.place(a, five(), now).unwrap();
        classic.place(b, five(), now).unwrap();
        assert!(classic.conflicts().is_empty(), "cells {a} and {b} on the classic board");
    }
}

#[test]
fn a_digit_repeated_in_a_jigsaw_region_is_a_conflict_and_across_a_box_is_not() {
    let now = Instant::now();
    let shape = jigsaw(2);
    let regions = shape.regions().unwrap();
    let pairs: Vec<(usize, usize)> = (0..81)
        .flat_map(|a| (a + 1..81).map(move |b| (a, b)))
        .filter(|&(a, b)| a / 9 != b / 9 && a % 9 != b % 9)
        .collect();
    let box_of = |c: usize| c / 27 * 3 + c % 9 / 3;
    let same_region = pairs
        .iter()
        .filter(|&&(a, b)| regions.region_of(a) == regions.region_of(b) && box_of(a) != box_of(b))
        .take(5);
    let same_box_only = pairs
        .iter()
        .filter(|&&(a, b)| regions.region_of(a) != regions.region_of(b) && box_of(a) == box_of(b))
        .take(5);
    let mut checked = 0;
    for &(a, b) in same_region {
        let mut game = open_game(shape.clone(), 3);
        game.place(a, five(), now).unwrap();
        game.place(b, five(), now).unwrap();
        assert_eq!(
            game.conflicts(),
            vec![a, b],
            "{regions}: cells {a} and {b} share a region"
        );
        checked += 1;
    }
    for &(a, b) in same_box_only {
        let mut game = open_game(shape.clone(), 3);
        game.place(a, five(), now).unwrap();
        game.place(b, five(), now).unwrap();
        assert!(
            game.conflicts().is_empty(),
            "{regions}: cells {a} and {b} share a 3x3 box, no region"
        );
        checked += 1;
    }
    assert_eq!(checked, 10);
}

/// Walks the grader on puzzles of `shape` to positions whose easiest step is a hidden single
/// in a house of `kind` while its candidates are still the digits' own (so a game of that board
/// sees the same): the hint asked near that cell places the solution's digit there, names the
/// house, and no other. Returns how many such positions were checked.
fn hints_at_singles_in(shape: Shape, kind: HouseKind, seeds: std::ops::Range<u64>) -> usize {
    let now = Instant::now();
    let geometry = shape.geometry();
    let mut checked = 0;
    for seed in seeds {
        let difficulty = if seed % 2 == 0 {
            Difficulty::Medium
        } else {
            Difficulty::Hard
        };
        let p = generate(shape.clone(), difficulty, &mut StdRng::seed_from_u64(seed));
        let mut solver = LogicalSolver::new(&p.puzzle);
        while let Some(step) = solver.next_step() {
            let grid = solver.grid();
            let plain = (0..grid.len()).all(|c| grid.get(c).is_some() || solver.candidates()[c] == grid.candidates(c));
            let house = step.houses.first().copied();
            if !plain {
                break;
            }
            if step.technique == Technique::HiddenSingle && house.is_some_and(|h| geometry.houses()[h].kind == kind) {
                let house = house.unwrap();
                let (cell, digit) = step.placements[0];
                let mut game = GameState::new(solver.grid().clone(), p.solution.clone()).expect("a game");
                let hint = game.hint_request(Some(cell)).compute();
                let label = format!("{shape} seed {seed}, {}", geometry.cell_name(cell));
                assert_eq!(hint.kind, HintKind::Step, "{label}");
                assert_eq!(hint.placement, Some((cell, digit)), "{label}");
                assert_eq!(p.solution.get(cell), Some(digit), "{label}");
                assert_eq!(hint.technique, Some(Technique::HiddenSingle), "{label}");
                assert_eq!(hint.houses, vec![house], "{label}");
                assert_eq!(hint.area, geometry.house_name(house), "{label}");
                for language in Language::ALL {
                    set_language(language);
                    // English hints keep the engine's words; the others build theirs.
                    let name = if language == Language::English {
                        geometry.house_name(house)
                    } else {
                        explain::house_name(geometry, house)
                    };
                    let text = hint.text(Stage::Where).sentence;
                    assert!(
                        text.contains(&name),
                        "{label}, {language:?}: {text} does not name {name}"
                    );
                }
                set_language(Language::English);
                game.apply_hint(&hint, now).expect("the hint applies");
                assert_eq!(game.grid().get(cell), Some(digit), "{label}");
                checked += 1;
            }
            solver.apply(&step);
        }
    }
    checked
}

#[test]
fn a_hint_names_the_diagonal_its_hidden_single_lies_in() {
    let checked = hints_at_singles_in(Shape::Diagonal, HouseKind::Diagonal, 0..12);
    assert!(checked > 0, "no hidden single in a diagonal came first");
}

#[test]
fn a_hint_names_the_jigsaw_region_its_hidden_single_lies_in() {
    let checked = hints_at_singles_in(jigsaw(4), HouseKind::Region, 0..6);
    assert!(checked > 0, "no hidden single in a region came first");
}

/// Whole games of both variants played by hints: each hint places the solution's digit and
/// removes only candidates the solution does not hold.
#[test]
fn hints_finish_variant_games_with_right_steps() {
    let now = Instant::now();
    for (shape, difficulty, seed) in [
        (Shape::Diagonal, Difficulty::Hard, 5),
        (jigsaw(6), Difficulty::Medium, 7),
    ] {
        let p = generate(shape.clone(), difficulty, &mut StdRng::seed_from_u64(seed));
        let mut game = GameState::new(p.puzzle, p.solution.clone()).expect("a game");
        let mut hints = 0;
        while game.finish().is_none() {
            let hint = game.hint_request(None).compute();
            let label = format!("{shape} {} hint {hints}", difficulty.name());
            assert_eq!(hint.kind, HintKind::Step, "{label}: {}", hint.sentence);
            let (cell, digit) = hint.placement.expect("a step places a digit");
            assert_eq!(p.solution.get(cell), Some(digit), "{label}: {}", hint.sentence);
            for &(c, d) in &hint.eliminations {
                assert_ne!(p.solution.get(c), Some(d), "{label}: {}", hint.sentence);
            }
            game.apply_hint(&hint, now).expect("the hint applies");
            hints += 1;
            assert!(hints <= 81, "{label}: too many hints");
        }
        assert_eq!(game.grid(), &p.solution);
    }
}
