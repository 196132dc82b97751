//! Every step of a hint changes something new: replayed from the board the hint was asked on,
//! each step's eliminations are all still candidates and its placement goes in an empty cell,
//! and no two steps make the same eliminations and placement (one pattern found from two
//! sides: pointing and claiming, a subset through two houses, a wing with its arms swapped).
//! Checked on hints walked through shipped Hard and Expert levels (classic and cube), top1465
//! and forum_hardest_1106 puzzles, with and without a selected cell; on the grader's path; and
//! on the two replays of issue 26.

use sudoku3d::engine::generator::Difficulty;
use sudoku3d::engine::hint::{hint_near, Hint};
use sudoku3d::engine::{solve_unique, Digit, Grid, LogicalSolver, Shape, Step, Technique};

use crate::common;

/// What a step changes: its eliminations and placements, sorted.
type Effect = (Vec<(usize, Digit)>, Vec<(usize, Digit)>);

/// What `step` changes.
fn effect(step: &Step) -> Effect {
    let mut eliminations = step.eliminations.clone();
    let mut placements = step.placements.clone();
    eliminations.sort_unstable();
    placements.sort_unstable();
    (eliminations, placements)
}

/// Panics, naming the step, when a step of `steps` (asked on `board`) changes nothing new or
/// repeats an earlier step's effect.
fn assert_no_repeats(board: &Grid, steps: &[Step], label: &str) {
    let g = board.geometry();
    let mut solver = LogicalSolver::new(board);
    let mut seen: Vec<Effect> = Vec::new();
    for (i, step) in steps.iter().enumerate() {
        assert!(
            step.makes_progress(),
            "{label}: step {i} changes nothing: {}",
            step.explanation
        );
        let candidates = solver.candidates();
        for &(c, d) in &step.eliminations {
            assert!(
                solver.grid().get(c).is_none() && candidates[c].contains(d),
                "{label}: step {i} removes {d} from {}, already gone: {}",
                g.cell_name(c),
                step.explanation
            );
        }
        for &(c, d) in &step.placements {
            assert!(
                solver.grid().get(c).is_none(),
                "{label}: step {i} places {d} in {}, already filled: {}",
                g.cell_name(c),
                step.explanation
            );
        }
        let e = effect(step);
        assert!(
            !seen.contains(&e),
            "{label}: step {i} repeats an earlier step: {}",
            step.explanation
        );
        seen.push(e);
        solver.apply(step);
    }
}

/// The steps of a hint that places a digit by logic (empty for any other hint).
fn steps_of(hint: &Hint) -> &[Step] {
    match hint {
        Hint::Place { steps, .. } => steps,
        _ => &[],
    }
}

/// Walks `puzzle` to the end by hints (each hint's digit placed), checking every hint on the
/// way; the cell selected alternates between none and the centre of the grid. Returns the
/// number of hints checked and of their steps.
fn walk(puzzle: &Grid, label: &str, limit: usize) -> (usize, usize) {
    let solution = solve_unique(puzzle).unwrap_or_else(|e| panic!("{label}: {e}"));
    let mut board = puzzle.clone();
    let (mut hints, mut steps) = (0, 0);
    for i in 0..limit {
        let near = (i % 2 == 1).then_some(board.len() / 2);
        let hint = hint_near(&solution, &board, near);
        let Some((cell, digit)) = hint.placement() else {
            break;
        };
        assert_no_repeats(&board, steps_of(&hint), &format!("{label}, hint {i}"));
        hints += 1;
        steps += steps_of(&hint).len();
        board.set(cell, Some(digit));
    }
    (hints, steps)
}

#[test]
fn hints_through_shipped_hard_and_expert_levels_never_repeat_a_step() {
    let mut total = (0, 0);
    for shape in [Shape::Classic, Shape::Cube] {
        for difficulty in [Difficulty::Hard, Difficulty::Expert] {
            let loaded = sudoku3d::levels::load(shape.variant(), difficulty, None);
            assert!(loaded.levels.len() >= 2, "{shape:?} {difficulty:?}: no levels");
            for level in loaded.levels.iter().take(2) {
                let (h, s) = walk(&level.puzzle, &format!("{shape:?} {difficulty:?} {}", level.id), 400);
                total = (total.0 + h, total.1 + s);
            }
        }
    }
    assert!(total.1 > total.0, "no hint had more than one step: {total:?}");
}

#[test]
fn hints_on_top1465_and_forum_hardest_never_repeat_a_step() {
    for (i, puzzle) in common::data::grids("top1465.txt", 8).iter().enumerate() {
        walk(puzzle, &format!("top1465 #{}", i + 1), 81);
    }
    // Forcing chains: a few hints each (debug builds are slow).
    for (i, puzzle) in common::data::grids("forum_hardest_1106.txt", 3).iter().enumerate() {
        walk(puzzle, &format!("forum_hardest_1106 #{}", i + 1), 6);
    }
}

/// The grader takes one step at a time and looks again on the board it leaves, so none of its
/// steps can repeat one before it as long as each step removes only live candidates: checked
/// here on its whole path (as `rate --path` prints it).
#[test]
fn the_graders_path_never_repeats_a_step() {
    let mut puzzles = common::data::grids("top1465.txt", 30);
    puzzles.extend(common::data::grids("famous.txt", 5));
    for (i, puzzle) in puzzles.iter().enumerate() {
        let mut solver = LogicalSolver::new(puzzle);
        let mut path = Vec::new();
        while let Some(step) = solver.next_step() {
            solver.apply(&step);
            path.push(step);
        }
        assert_no_repeats(puzzle, &path, &format!("grader path of puzzle {i}"));
    }
}

fn replay(puzzle: &str, current: &str, near: Option<&str>) -> (Grid, Vec<Step>) {
    let puzzle = Grid::from_line(puzzle).unwrap();
    let board = Grid::from_line(current).unwrap();
    let solution = solve_unique(&puzzle).unwrap();
    let g = board.geometry();
    let near = near.map(|name| (0..board.len()).find(|&c| g.cell_name(c) == name).unwrap());
    let hint = hint_near(&solution, &board, near);
    assert!(hint.placement().is_some(), "{hint:?}");
    (board, steps_of(&hint).to_vec())
}

/// Issue 26: the same XY-Wing twice, its arms swapped.
#[test]
fn the_xy_wing_replay_tells_the_wing_once() {
    let (board, steps) = replay(
        "5.43.6..........5.3....71.4.....931...2.8......7..34.2.8.......7..1..9...6..24...",
        "5.43162......42.5332...71.445.27931..324815....7..34.228...5.4.74.1.892..6..2483.",
        Some("r5c8"),
    );
    assert_no_repeats(&board, &steps, "XY-Wing replay");
    let wings = steps.iter().filter(|s| s.technique == Technique::XYWing).count();
    assert_eq!(wings, 1, "{steps:#?}");
}

/// Issue 26: locked candidates found as pointing and again as claiming, a hidden pair through
/// box 4 and again through column 3, then a forcing chain.
#[test]
fn the_forcing_chain_replay_repeats_nothing_and_keeps_what_the_chain_reads() {
    let (board, steps) = replay(
        "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
        "4...3.......6..8..........1....5..9..8....6...7.2........1927..513...942927.4.1..",
        None,
    );
    assert_no_repeats(&board, &steps, "forcing chain replay");
    let pairs = steps.iter().filter(|s| s.technique == Technique::HiddenPair).count();
    assert!(pairs <= 1, "{steps:#?}");
    // Before, 12 steps came before the chain, four of them repeats and two read by nothing.
    let (chain, before) = steps.split_last().unwrap();
    assert_eq!(chain.technique, Technique::ContradictionForcingChain);
    assert!(before.len() < 12, "{} steps before the chain", before.len());
    // Here each step left is read by the chain itself: its eliminations meet what the chain
    // relies on, as found on the board the steps before it leave.
    let mut solver = LogicalSolver::new(&board);
    for step in before {
        solver.apply(step);
    }
    let read = solver.premises(chain);
    for step in before {
        assert!(
            step.eliminations.iter().any(|e| read.contains(e)),
            "the chain does not read: {}",
            step.explanation
        );
    }
}
