//! Credit for a player's own moves (issue 40): the grader's paths replayed as player moves
//! are each credited to the step's technique or an easier one, and the moves no technique
//! explains (a wrong digit, a wrong elimination, a board with a mistake) are never credited.

use crate::common;

use std::time::Duration;

use sudoku3d::engine::learn::{credit, Budget, Credit, PlayerMove, Unexplained};
use sudoku3d::engine::{solve_unique, Candidates, Digit, Grid, LogicalSolver, Variant};

/// A budget no step of the sample needs: the replay checks what is credited, not how fast
/// (the README measures that, `examples/learn_measure.rs`).
fn roomy() -> Budget {
    Budget {
        time: Duration::from_secs(60),
        ..Budget::default()
    }
}

/// Replays the grader's path through each puzzle: every step's placements (one move each) or
/// its eliminations (one move), made on the grader's candidates as the player's notes. Returns
/// (moves, moves credited to the step's technique or an easier one, the first misses).
fn replay(puzzles: &[Grid]) -> (usize, usize, Vec<String>) {
    let mut moves = 0;
    let mut credited = 0;
    let mut misses = Vec::new();
    for puzzle in puzzles {
        let solution = solve_unique(puzzle).expect("one solution");
        let mut solver = LogicalSolver::new(puzzle);
        while let Some(step) = solver.next_step() {
            let notes = solver.candidates().to_vec();
            let made: Vec<PlayerMove> = if step.placements.is_empty() {
                vec![PlayerMove::Remove(step.eliminations.clone())]
            } else {
                step.placements.iter().map(|&(c, d)| PlayerMove::Place(c, d)).collect()
            };
            for mv in made {
                moves += 1;
                match credit(&solution, solver.grid(), &notes, &mv, &roomy()) {
                    Credit::Found(t) if t.rank() <= step.technique.rank() => credited += 1,
                    other if misses.len() < 5 => misses.push(format!(
                        "{} on {}: {mv:?} credited {other:?}",
                        step.technique.name(),
                        puzzle.to_line()
                    )),
                    _ => {}
                }
            }
            solver.apply(&step);
        }
    }
    (moves, credited, misses)
}

fn shipped(variant: Variant, per_band: usize) -> Vec<Grid> {
    variant
        .row()
        .bands
        .iter()
        .flat_map(|&d| {
            sudoku3d::levels::shipped_unchecked(variant, d)
                .into_iter()
                .take(per_band)
                .map(|(_, puzzle, _, _)| puzzle)
        })
        .collect()
}

#[test]
fn every_grader_step_replayed_is_credited_to_its_technique_or_an_easier_one() {
    // A part of the step-digest sample (all of famous.txt, the first 30 of top1465, cube
    // levels) and killer levels for the cage rows; the README replays the whole sample.
    let mut puzzles = common::data::grids("famous.txt", usize::MAX);
    puzzles.extend(common::data::grids("top1465.txt", 30));
    puzzles.extend(shipped(Variant::Cube, 2));
    puzzles.extend(shipped(Variant::Killer, 2));
    let (moves, credited, misses) = replay(&puzzles);
    assert!(moves > 2000, "only {moves} moves replayed");
    assert_eq!(
        credited, moves,
        "moves not credited to their step's technique: {misses:#?}"
    );
}

/// The example puzzle, its solution and a cell with its solution digit.
fn example() -> (Grid, Grid) {
    let puzzle = Grid::from_line("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
        .expect("a puzzle");
    let solution = solve_unique(&puzzle).expect("one solution");
    (puzzle, solution)
}

fn first_empty(board: &Grid) -> usize {
    (0..board.len())
        .find(|&c| board.get(c).is_none())
        .expect("an empty cell")
}

#[test]
fn a_wrong_digit_or_elimination_is_unexplained() {
    let (puzzle, solution) = example();
    let cell = first_empty(&puzzle);
    let right = solution.get(cell).expect("solved");
    let wrong = puzzle
        .candidates(cell)
        .iter()
        .find(|&d| d != right)
        .expect("a wrong candidate");
    assert_eq!(
        credit(&solution, &puzzle, &[], &PlayerMove::Place(cell, wrong), &roomy()),
        Credit::Unexplained(Unexplained::WrongDigit)
    );
    assert_eq!(
        credit(
            &solution,
            &puzzle,
            &[],
            &PlayerMove::Remove(vec![(cell, right)]),
            &roomy()
        ),
        Credit::Unexplained(Unexplained::WrongElimination)
    );
    // On a board holding a wrong digit nothing is credited, not even a right digit elsewhere.
    let mut spoiled = puzzle.clone();
    spoiled.set(cell, Some(wrong));
    let other = first_empty(&spoiled);
    let digit = solution.get(other).expect("solved");
    assert_eq!(
        credit(&solution, &spoiled, &[], &PlayerMove::Place(other, digit), &roomy()),
        Credit::Unexplained(Unexplained::BoardMistake)
    );
}

#[test]
fn a_guess_far_ahead_is_unexplained_and_a_budget_of_nothing_runs_out() {
    // The hardest puzzle of top1465's first: placing a digit singles cannot reach, with no
    // rounds to apply other steps first and no time at all.
    let puzzle = common::data::grids("top1465.txt", 1).remove(0);
    let solution = solve_unique(&puzzle).expect("one solution");
    let solver = LogicalSolver::new(&puzzle);
    let first = solver.next_step().expect("a step");
    // A cell the grader's first step does not fill.
    let cell = (0..puzzle.len())
        .find(|&c| puzzle.get(c).is_none() && !first.placements.iter().any(|&(x, _)| x == c))
        .expect("a cell");
    let digit = solution.get(cell).expect("solved");
    let none = Budget {
        time: Duration::ZERO,
        rounds: 0,
    };
    assert_eq!(
        credit(&solution, &puzzle, &[], &PlayerMove::Place(cell, digit), &none),
        Credit::Unexplained(Unexplained::OverBudget)
    );
}

#[test]
fn notes_with_a_wrong_elimination_are_judged_on_the_full_candidates() {
    let (puzzle, solution) = example();
    // No rounds: only a step on the position itself explains the digit.
    let direct = Budget { rounds: 0, ..roomy() };
    // A cell with two candidates or more: on the full candidates no naked single fills it.
    let cell = (0..81)
        .find(|&c| puzzle.get(c).is_none() && puzzle.candidates(c).len() >= 2)
        .expect("a cell");
    let digit = solution.get(cell).expect("solved");
    // The player's true notes leave it only its digit: a naked single on their notes.
    let mut notes: Vec<Candidates> = (0..81).map(|c| puzzle.candidates(c)).collect();
    notes[cell] = Candidates::only(digit);
    let on_true_notes = credit(&solution, &puzzle, &notes, &PlayerMove::Place(cell, digit), &direct);
    assert_eq!(on_true_notes.technique().map(|t| t.name()), Some("naked_single"));
    // A note that strikes out a solution digit elsewhere spoils the notes: the full
    // candidates are used, where the cell is no naked single.
    let other = (0..81).find(|&c| c != cell && puzzle.get(c).is_none()).expect("a cell");
    let mut wrong = notes.clone();
    wrong[other].remove(solution.get(other).expect("solved"));
    let on_full = credit(&solution, &puzzle, &wrong, &PlayerMove::Place(cell, digit), &direct);
    assert_ne!(
        on_full.technique().map(|t| t.name()),
        Some("naked_single"),
        "{on_full:?}"
    );
}

#[test]
fn removing_a_candidate_a_placed_peer_rules_out_is_nothing_to_credit() {
    let (puzzle, solution) = example();
    // r1c3 sees the 5 of r1c1.
    let five = Digit::new(5).expect("a digit");
    assert_eq!(puzzle.get(0), Some(five));
    assert_eq!(
        credit(&solution, &puzzle, &[], &PlayerMove::Remove(vec![(2, five)]), &roomy()),
        Credit::Nothing
    );
}
