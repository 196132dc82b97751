//! Every question a person waits on is answered within its budget (issue 41): grading and
//! hints on killers the techniques need minutes for without one. The tests assert that an
//! answer comes and what it says, not a wall time (the budget is a time; a slow machine only
//! makes more answers "past the budget").

use std::time::Duration;

use crate::common::killer::killer;
use sudoku3d::engine::budget::{self, Budget};
use sudoku3d::engine::logic::{grade_unique, LogicalSolver};
use sudoku3d::engine::{generate_variant_seeded, solve_unique, Difficulty, Grid, Variant};
use sudoku3d::play::{HintKind, HintRequest};

/// Issue 41's merged killer: a shipped Expert killer with two touching cage pairs merged.
const MERGED_KILLER: &str = "abbaabbbaaccdddbaabaacdccaabbccacbbcaabcabbccaaabcbaabbccbcddabbadbadaccdddaaaacc \
     7,9,7,16,30,7,30,14,14,15,12,12,19,16,28,8,20,11,13,5,7,14,19,1,23,26,22";

fn merged_killer() -> (Grid, Grid) {
    let puzzle = Grid::from_variant_line(Variant::Killer, MERGED_KILLER).expect("the killer parses");
    let solution = solve_unique(&puzzle).expect("one solution");
    (puzzle, solution)
}

/// The merged killer (minutes of forcing chains without a budget), generated Expert killers
/// (seed 4 needs contradiction forcing chains) and one without givens whose cages were laid
/// at random and split until unique.
fn hard_killers() -> Vec<(Grid, Grid)> {
    let mut out = vec![merged_killer()];
    out.extend([1, 3, 4].map(|seed| {
        let p = generate_variant_seeded(Variant::Killer, Difficulty::Expert, seed);
        (p.puzzle, p.solution)
    }));
    out.push(killer(3));
    out
}

/// Grading within the rating budget ends, and says whether it stopped at the budget; what it
/// found so far is kept (the steps and the score).
#[test]
fn grading_answers_within_its_budget() {
    for (puzzle, _) in hard_killers() {
        let spent = Budget::time(budget::RATE).run(|| grade_unique(&puzzle));
        let grade = spent.value;
        assert_eq!(grade.out_of_budget, spent.exhausted && !grade.solved);
        assert!(grade.solved || grade.out_of_budget || grade.steps > 0);
        if grade.out_of_budget {
            assert!(grade.steps > 0, "the first steps are found before the budget ends");
        }
    }
    // With no time at all, the merged killer is beyond: found so far is nothing past the
    // budget, honestly said.
    let (puzzle, _) = merged_killer();
    let grade = Budget::time(Duration::ZERO).run(|| grade_unique(&puzzle)).value;
    assert!(grade.out_of_budget && !grade.solved);
}

/// Hints walked to the end of each hard killer: every hint answers, with the solution's digit;
/// a hint past the budget is a reveal that says so.
#[test]
fn every_hint_answers_within_its_budget() {
    for (puzzle, solution) in hard_killers() {
        let mut board = puzzle.clone();
        while !board.is_complete() {
            let request = HintRequest {
                solution: solution.clone(),
                board: board.clone(),
                notes: Vec::new(),
                marks: None,
                near: None,
            };
            let hint = request.compute_within(&Budget::time(budget::HINT));
            let (cell, digit) = hint.placement.expect("every hint places a digit");
            assert_eq!(solution.get(cell), Some(digit));
            if hint.out_of_budget {
                assert_eq!(hint.kind, HintKind::Reveal);
                assert!(hint.sentence.contains("in the time allowed"), "{}", hint.sentence);
            }
            board.set(cell, Some(digit));
        }
    }
}

/// A hint whose budget is already spent is a reveal that says so, never a wrong step.
#[test]
fn a_hint_past_its_budget_reveals_and_says_so() {
    let (puzzle, solution) = merged_killer();
    // Where only chains are left.
    let mut solver = LogicalSolver::new(&puzzle);
    let forcing = sudoku3d::engine::Technique::ContradictionForcingChain.rank();
    while let Some(step) = solver.next_step_among(0..forcing) {
        solver.apply(&step);
    }
    let request = HintRequest {
        solution: solution.clone(),
        board: solver.grid().clone(),
        notes: Vec::new(),
        marks: None,
        near: None,
    };
    let hint = request.compute_within(&Budget::time(Duration::ZERO));
    assert_eq!(hint.kind, HintKind::Reveal);
    assert!(hint.out_of_budget);
    let (cell, digit) = hint.placement.expect("a digit");
    assert_eq!(solution.get(cell), Some(digit));
}

/// A reveal past the budget gives the digit of the cell the player selected when it is empty:
/// that is the cell they asked about.
#[test]
fn a_reveal_past_its_budget_answers_for_the_selected_cell() {
    let (puzzle, solution) = merged_killer();
    // Where only chains are left.
    let mut solver = LogicalSolver::new(&puzzle);
    let forcing = sudoku3d::engine::Technique::ContradictionForcingChain.rank();
    while let Some(step) = solver.next_step_among(0..forcing) {
        solver.apply(&step);
    }
    let board = solver.grid().clone();
    let empty: Vec<usize> = (0..81).filter(|&c| board.get(c).is_none()).collect();
    // The first and the last empty cell: a "fewest candidates" order picks at most one of them.
    for &selected in [empty[0], empty[empty.len() - 1]].iter() {
        let request = HintRequest {
            solution: solution.clone(),
            board: board.clone(),
            notes: Vec::new(),
            marks: None,
            near: Some(selected),
        };
        let hint = request.compute_within(&Budget::time(Duration::ZERO));
        assert_eq!(hint.kind, HintKind::Reveal);
        assert_eq!(
            hint.placement,
            Some((selected, solution.get(selected).expect("solved")))
        );
    }
}

/// Issue 41's killers: the one whose `solve` took 1.1 s, and the merged one.
const ISSUE_KILLERS: [&str; 2] = [
    "abbbaabbbabaccababcbaaddbabccbbddcaccaabadcaccaacaacbbbbacbbabcbbddcbaccaadcccaac 7,25,13,34,19,11,14,26,30,12,21,14,32,13,7,12,20,14,16,24,14,22,5",
    MERGED_KILLER,
];

/// Every count a person waits on (`rate`'s, an entered puzzle's check, a save's check) runs
/// under the count budget: on the issue's hard killers it settles within it (one solution),
/// and a count whose flag is set stops at once and says it was not settled, never a wrong
/// count.
#[test]
fn counts_of_killer_solutions_answer_within_their_budget() {
    use sudoku3d::engine::budget::Cancel;
    use sudoku3d::engine::{count_solutions, solve_unique, within_budget, Unsettled};
    for text in ISSUE_KILLERS {
        let puzzle = Grid::from_variant_line(Variant::Killer, text).expect("the killer parses");
        let count = Budget::time(budget::COUNT);
        assert_eq!(within_budget(&count, || count_solutions(&puzzle, 2)), Ok(1), "{text}");
        let solved = within_budget(&count, || solve_unique(&puzzle)).expect("settled within the budget");
        assert!(solved.expect("one solution").is_solved());
        // Stopped by its flag (Back while the window checks): not settled, said at once.
        let cancel = Cancel::new();
        cancel.cancel();
        let stopped = Budget::unlimited().cancelled_by(&cancel);
        assert_eq!(
            within_budget(&stopped, || count_solutions(&puzzle, 2)),
            Err(Unsettled),
            "{text}"
        );
        assert_eq!(
            within_budget(&Budget::time(Duration::ZERO), || solve_unique(&puzzle)),
            Err(Unsettled),
            "{text}"
        );
    }
}

/// The generator a person waits on (the window making a new game) stops when its flag is set
/// (Back on "Generating…"): the answer comes at once and is no puzzle, never one whose
/// uniqueness rests on a count the flag cut short; the plain loop would go on trying for ever.
/// Without a flag it makes the seed's puzzle, as before.
#[test]
fn generation_stops_when_its_flag_is_set_and_never_keeps_a_cut_count() {
    use sudoku3d::engine::budget::Cancel;
    use sudoku3d::engine::generate_variant_within;
    for variant in [Variant::Killer, Variant::Classic, Variant::Jigsaw] {
        let cancel = Cancel::new();
        cancel.cancel();
        let spent = Budget::unlimited()
            .cancelled_by(&cancel)
            .run(|| generate_variant_within(variant, Difficulty::Expert, 7));
        assert_eq!(spent.value, None, "{variant:?}: no puzzle once stopped");
        assert!(spent.exhausted);
    }
    // Stopped while it works (a killer Expert takes seconds here).
    let cancel = Cancel::new();
    let setter = cancel.clone();
    let stopper = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(50));
        setter.cancel();
    });
    let spent = Budget::unlimited()
        .cancelled_by(&cancel)
        .run(|| generate_variant_within(Variant::Killer, Difficulty::Expert, 7));
    stopper.join().expect("the flag is set");
    if let Some(p) = spent.value {
        // Made before the flag came: a true puzzle.
        assert_eq!(solve_unique(&p.puzzle).as_ref(), Ok(&p.solution));
    }
    // No flag: the seed's puzzle.
    let made = Budget::unlimited().run(|| generate_variant_within(Variant::Killer, Difficulty::Easy, 3));
    let made = made.value.expect("a puzzle");
    assert_eq!(made, generate_variant_seeded(Variant::Killer, Difficulty::Easy, 3));
}
