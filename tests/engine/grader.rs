//! The grader's techniques against known solutions: every placement and elimination must agree
//! with the unique solution, on the classic board and on the cube.

use std::collections::BTreeMap;

use proptest::prelude::*;
use rand::rngs::StdRng;
use rand::SeedableRng;
use sudoku3d::engine::generator::{generate_minimal, generate_seeded, random_grid, Difficulty, Rating};
use sudoku3d::engine::grade::grade_up_to;
use sudoku3d::engine::logic::TABLE;
use sudoku3d::engine::{grade, solve_unique, Grid, LogicalSolver, Shape, Step, Technique};

use crate::common;

const EASY: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

fn index_of(t: Technique) -> usize {
    t.rank()
}

/// The techniques the grader had before the table grew: each shows up on top1465's first 300.
const CLASSIC_TEN: [Technique; 10] = [
    Technique::NakedSingle,
    Technique::HiddenSingle,
    Technique::LockedCandidates,
    Technique::NakedPair,
    Technique::HiddenPair,
    Technique::NakedTriple,
    Technique::HiddenTriple,
    Technique::XWing,
    Technique::Swordfish,
    Technique::XYWing,
];

/// Checks one step against `solution` and the solver's state before it.
fn check_step(solver: &LogicalSolver, step: &Step, solution: &Grid, context: &str) {
    let grid = solver.grid();
    let g = grid.geometry();
    let cands = solver.candidates();
    assert!(
        !step.placements.is_empty() || !step.eliminations.is_empty(),
        "{context}: step makes no progress: {step:?}"
    );
    for &(c, d) in &step.placements {
        assert!(grid.get(c).is_none(), "{context}: places into a filled cell: {step:?}");
        assert_eq!(
            solution.get(c),
            Some(d),
            "{context}: wrong placement {} = {d}: {}",
            g.cell_name(c),
            step.explanation
        );
    }
    for &(c, d) in &step.eliminations {
        assert!(cands[c].contains(d), "{context}: removes an absent candidate: {step:?}");
        assert_ne!(
            solution.get(c),
            Some(d),
            "{context}: removes the solution's {d} from {}: {}",
            g.cell_name(c),
            step.explanation
        );
    }
    let mut seen = step.eliminations.clone();
    seen.sort_unstable();
    seen.dedup();
    assert_eq!(
        seen.len(),
        step.eliminations.len(),
        "{context}: repeated elimination: {step:?}"
    );
    assert!(!step.cells.is_empty(), "{context}: no pattern cells: {step:?}");
    assert!(
        step.technique == Technique::NakedSingle || !step.houses.is_empty(),
        "{context}: no houses: {step:?}"
    );
    assert!(
        step.explanation.ends_with('.') && step.explanation.len() > 10,
        "{context}: explanation {:?}",
        step.explanation
    );
    // Only when no easier technique applies.
    if let Some(i) = index_of(step.technique).checked_sub(1) {
        let easier = solver.next_step_up_to(TABLE[i].technique);
        assert!(
            easier.is_none(),
            "{context}: an easier step was skipped: {easier:?} before {step:?}"
        );
    }
    assert_eq!(solver.next_step_up_to(step.technique).as_ref(), Some(step), "{context}");
    // The premises of the step are candidates already gone.
    for (c, d) in solver.premises(step) {
        assert!(!cands[c].contains(d), "{context}: premise still present");
    }
}

/// Runs the solver to the end, checking every step; counts steps per technique. Returns whether
/// the techniques finished the puzzle.
pub(crate) fn run_checked(
    puzzle: &Grid,
    solution: &Grid,
    counts: &mut [usize],
    first: &mut BTreeMap<usize, String>,
    label: &str,
) -> bool {
    let mut solver = LogicalSolver::new(puzzle);
    let mut n = 0;
    while let Some(step) = solver.next_step() {
        let context = format!("{label} step {n}");
        check_step(&solver, &step, solution, &context);
        let i = index_of(step.technique);
        counts[i] += 1;
        first
            .entry(i)
            .or_insert_with(|| format!("{context}: {}", step.explanation));
        solver.apply(&step);
        n += 1;
        assert!(n <= 10 * puzzle.len(), "{label}: too many steps");
    }
    let done = solver.grid().is_complete();
    if done {
        assert_eq!(solver.grid(), solution, "{label}");
    }
    let g = grade(puzzle);
    assert_eq!(g.solved, done, "{label}");
    assert_eq!(g.steps, n, "{label}");
    done
}

#[test]
fn every_step_on_top1465_agrees_with_the_solution() {
    let puzzles = common::data::collection("top1465.txt", usize::MAX);
    let mut counts = vec![0usize; TABLE.len()];
    let mut first = BTreeMap::new();
    let mut solved = 0;
    for (i, line) in puzzles.iter().take(300).enumerate() {
        let puzzle = Grid::from_line(line).unwrap();
        let solution = solve_unique(&puzzle).unwrap();
        if run_checked(&puzzle, &solution, &mut counts, &mut first, &format!("top1465 #{i}")) {
            solved += 1;
        }
    }
    for (i, t) in Technique::all().enumerate() {
        eprintln!(
            "{:<18} {:>6} steps   first: {}",
            t.title(),
            counts[i],
            first.get(&i).map_or("-", |s| s.as_str())
        );
    }
    eprintln!("solved by the techniques: {solved} / 300");
    for t in CLASSIC_TEN {
        assert!(counts[index_of(t)] > 0, "{t:?} never used on 300 puzzles of top1465");
    }
}

#[test]
fn every_step_on_the_cube_agrees_with_the_solution() {
    let mut counts = vec![0usize; TABLE.len()];
    let mut first = BTreeMap::new();
    for seed in 1..=10 {
        let (puzzle, solution) = generate_minimal(Shape::Cube, &mut StdRng::seed_from_u64(seed)).expect("a full grid");
        run_checked(
            &puzzle,
            &solution,
            &mut counts,
            &mut first,
            &format!("cube seed {seed}"),
        );
    }
    for (i, t) in Technique::all().enumerate() {
        eprintln!(
            "{:<18} {:>6} steps   first: {}",
            t.title(),
            counts[i],
            first.get(&i).map_or("-", |s| s.as_str())
        );
    }
    for t in [
        Technique::LockedCandidates,
        Technique::NakedPair,
        Technique::HiddenPair,
        Technique::XWing,
        Technique::XYWing,
    ] {
        assert!(counts[index_of(t)] > 0, "{t:?} never used on the cube");
    }
}

/// Generated puzzles of every band, classic and cube: every step agrees with the solution and
/// no easier row of the table had a step; the grade lands in the band asked for.
#[test]
fn every_step_on_generated_puzzles_agrees_with_the_solution() {
    let mut counts = vec![0usize; TABLE.len()];
    let mut first = BTreeMap::new();
    for difficulty in Difficulty::ALL {
        for seed in 0..6 {
            let p = generate_seeded(Shape::Classic, difficulty, seed);
            let label = format!("classic {} seed {seed}", difficulty.name());
            assert!(
                run_checked(&p.puzzle, &p.solution, &mut counts, &mut first, &label),
                "{label}"
            );
            assert_eq!(difficulty.judge(&p.puzzle), Ok(p.grade.clone()), "{label}");
            assert_eq!(Rating::of(&p.grade).difficulty(), Some(difficulty), "{label}");
        }
    }
    for (difficulty, seed) in [(Difficulty::Medium, 1), (Difficulty::Hard, 2), (Difficulty::Expert, 3)] {
        let p = generate_seeded(Shape::Cube, difficulty, seed);
        let label = format!("cube {} seed {seed}", difficulty.name());
        assert!(
            run_checked(&p.puzzle, &p.solution, &mut counts, &mut first, &label),
            "{label}"
        );
        assert_eq!(difficulty.judge(&p.puzzle), Ok(p.grade.clone()), "{label}");
    }
    let expert = counts
        .iter()
        .zip(TABLE)
        .filter(|(_, row)| row.level == sudoku3d::engine::logic::Level::Expert)
        .map(|(n, _)| n)
        .sum::<usize>();
    assert!(expert > 0, "no Expert step on the Expert puzzles");
}

#[test]
fn easy_puzzle_needs_singles_only() {
    let puzzle = Grid::from_line(EASY).unwrap();
    let g = grade(&puzzle);
    assert!(g.solved);
    assert!(g.hardest <= Some(Technique::HiddenSingle), "{g:?}");
    assert_eq!(Rating::of(&g), Rating::Easy);
    assert_eq!(g.steps, puzzle.empty_count());
    assert!(grade_up_to(&puzzle, Technique::HiddenSingle).solved);
}

#[test]
fn ai_escargot_needs_forcing_chains() {
    let famous = common::data::collection("famous.txt", usize::MAX);
    let escargot = "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..";
    assert!(famous.iter().any(|l| l == escargot));
    let puzzle = Grid::from_line(escargot).unwrap();
    let solution = solve_unique(&puzzle).unwrap();
    let g = grade(&puzzle);
    assert!(g.solved, "{g:?}");
    assert_eq!(Rating::of(&g), Rating::Expert);
    let hardest = g.hardest.unwrap();
    assert!(hardest.rank() >= Technique::ContradictionForcingChain.rank(), "{g:?}");
    assert!(g.rating >= 80, "{g:?}");
    let mut counts = vec![0; TABLE.len()];
    assert!(run_checked(
        &puzzle,
        &solution,
        &mut counts,
        &mut BTreeMap::new(),
        "escargot"
    ));
}

#[test]
fn famous_puzzles_steps_agree_with_their_solutions() {
    let mut counts = vec![0; TABLE.len()];
    for (i, line) in common::data::collection("famous.txt", usize::MAX).iter().enumerate() {
        let puzzle = Grid::from_line(line).unwrap();
        let solution = solve_unique(&puzzle).unwrap();
        run_checked(
            &puzzle,
            &solution,
            &mut counts,
            &mut BTreeMap::new(),
            &format!("famous #{i}"),
        );
    }
}

/// Plays `puzzle` until the first step of `technique` and returns it with the solution.
fn first_step_of(puzzle: &str, technique: Technique) -> (Step, Grid) {
    let grid = Grid::from_line(puzzle).unwrap();
    let solution = solve_unique(&grid).unwrap();
    let mut solver = LogicalSolver::new(&grid);
    while let Some(step) = solver.next_step() {
        if step.technique == technique {
            check_step(&solver, &step, &solution, puzzle);
            return (step, solution);
        }
        solver.apply(&step);
    }
    panic!("{technique:?} never used on {puzzle}");
}

/// For each technique beyond singles, its first use on a top1465 puzzle: the expected
/// sentence, and (checked in `first_step_of`) eliminations that spare the solution.
#[test]
fn each_technique_on_a_known_puzzle() {
    let top = common::data::collection("top1465.txt", usize::MAX);
    let cases: [(usize, Technique, &str); 8] = [
        (0, Technique::LockedCandidates, "In box 4, 5 lies only in column 3, so it cannot go elsewhere in column 3: removed from r1c3, r2c3, r3c3."),
        (0, Technique::NakedPair, "r9c2 and r9c7 hold only 1 and 2 between them, so 1 and 2 leave the rest of row 9: removed from r9c8, r9c9."),
        (0, Technique::HiddenPair, "In box 4, 5 and 9 fit only in r5c3 and r6c3, so those cells hold nothing else: r5c3 loses 1, 2 and 4, r6c3 loses 1, 4 and 6."),
        (13, Technique::NakedTriple, "r8c1, r8c4 and r8c5 hold only 1, 4 and 6 between them, so 1, 4 and 6 leave the rest of row 8: removed from r8c3, r8c6, r8c8, r8c9."),
        (10, Technique::HiddenTriple, "In column 6, 1, 2 and 9 fit only in r6c6, r8c6 and r9c6, so those cells hold nothing else: r6c6 loses 8, r8c6 loses 8, r9c6 loses 6 and 8."),
        (200, Technique::XWing, "X-Wing on 3 in columns 6 and 9, rows 2 and 4: 3 removed from r2c4, r2c5, r4c5, r4c8."),
        (51, Technique::Swordfish, "Swordfish on 1 in rows 2, 4 and 8, columns 2, 3 and 5: 1 removed from r3c2, r6c2, r9c2, r3c3, r6c3, r9c3, r3c5, r6c5, r9c5."),
        (43, Technique::XYWing, "r7c1 is 2 or 7; if 2, r2c1 (2 or 9) is 9; if 7, r8c2 (7 or 9) is 9; so 9 is removed from r2c2, r9c1, which see both."),
    ];
    for (index, technique, sentence) in cases {
        let (step, _) = first_step_of(&top[index], technique);
        assert_eq!(step.explanation, sentence, "top1465 #{index}");
    }
    // Singles on the easy puzzle.
    let (step, _) = first_step_of(EASY, Technique::NakedSingle);
    assert_eq!(step.explanation, "r5c5 can only be 5.");
    let (step, _) = first_step_of(&top[0], Technique::HiddenSingle);
    assert_eq!(step.explanation, "In box 7, 7 fits only in r9c3.");
}

/// On every board met while solving, the hint places a correct digit, and its chain of steps
/// stands on its own: replayed from the board, each kept step's premises hold and the final
/// placement is a single.
#[test]
fn hints_chain_only_the_steps_they_need() {
    use sudoku3d::engine::hint::{hint_with_solution, Hint};
    let top = common::data::collection("top1465.txt", usize::MAX);
    let (mut chains, mut pruned) = (0, 0);
    for (i, line) in top.iter().take(120).enumerate() {
        let puzzle = Grid::from_line(line).unwrap();
        let solution = solve_unique(&puzzle).unwrap();
        let mut current = puzzle.clone();
        loop {
            let h = hint_with_solution(&solution, &current);
            let (cell, digit, technique, steps, message) = match h {
                Hint::Place {
                    cell,
                    digit,
                    technique,
                    steps,
                    message,
                } => (cell, digit, technique, steps, message),
                Hint::Reveal { cell, digit, .. } => {
                    assert_eq!(solution.get(cell), Some(digit));
                    current.set(cell, Some(digit));
                    continue;
                }
                Hint::Solved => break,
                other => panic!("#{i}: {other:?}"),
            };
            assert_eq!(solution.get(cell), Some(digit), "#{i}: {message}");
            for s in &steps {
                for &(c, d) in &s.eliminations {
                    assert_ne!(
                        solution.get(c),
                        Some(d),
                        "#{i}: removes the solution's digit: {message}"
                    );
                }
            }
            assert_eq!(
                steps
                    .iter()
                    .max_by_key(|s| (s.rating, s.technique.rank()))
                    .map(|s| s.technique),
                Some(technique)
            );
            let (last, before) = steps.split_last().unwrap();
            assert_eq!(last.placements.first(), Some(&(cell, digit)));
            assert!(before.iter().all(|s| s.placements.is_empty()));
            assert!(message.ends_with('.'));
            if !before.is_empty() {
                chains += 1;
                assert!(message.contains(" Then "), "#{i}: {message}");
                assert!(message.starts_with(before[0].technique.title()), "#{i}: {message}");
                // The full chain the solver walked, to see that pruning happened somewhere.
                let mut solver = LogicalSolver::new(&current);
                let mut walked = 0;
                while let Some(s) = solver.next_step() {
                    if !s.placements.is_empty() {
                        break;
                    }
                    solver.apply(&s);
                    walked += 1;
                }
                pruned += usize::from(walked > before.len());
            }
            // Replay the kept steps alone.
            let mut replay = LogicalSolver::new(&current);
            for s in &steps {
                for (c, d) in replay.premises(s) {
                    assert!(!replay.candidates()[c].contains(d), "#{i}: premise missing: {message}");
                }
                replay.apply(s);
            }
            let mut before_last = LogicalSolver::new(&current);
            for s in before {
                before_last.apply(s);
            }
            let cands = before_last.candidates();
            // A step that places by itself (BUG+1, a chain or forcing chain proving a digit)
            // need not leave a single behind.
            let places_itself = !matches!(last.technique, Technique::NakedSingle | Technique::HiddenSingle);
            let single = places_itself
                || cands[cell].single() == Some(digit)
                || current.geometry().houses_of(cell).iter().any(|&h| {
                    current.geometry().houses()[h]
                        .cells
                        .iter()
                        .filter(|&&c| cands[c].contains(digit))
                        .count()
                        == 1
                });
            assert!(
                single,
                "#{i}: the placement does not follow from the kept steps: {message}"
            );
            current.set(cell, Some(digit));
        }
        assert_eq!(current, solution);
    }
    eprintln!("{chains} hints with eliminations first, {pruned} of them pruned");
    assert!(chains > 0 && pruned > 0);
}

/// Where only forcing chains are left, the grader removes the shortest chain's candidate
/// wherever it lies, and may need dozens before a digit can go in. A hint knows the solution and
/// goes for a digit: one chain proving it ("supposing r4c5 is not 7 ..."), or chains that finish
/// one cell. So its hints at such positions are shorter than the grader's walk to a digit, and
/// some place a digit with a single chain.
#[test]
fn hints_where_only_forcing_chains_are_left_go_to_a_digit() {
    use sudoku3d::engine::hint::{hint_from, Hint};
    let top = common::data::collection("top1465.txt", usize::MAX);
    let (mut positions, mut hint_steps, mut walked_steps, mut one_chain) = (0, 0, 0, 0);
    for line in top.iter().take(25) {
        let puzzle = Grid::from_line(line).unwrap();
        let solution = solve_unique(&puzzle).unwrap();
        let mut solver = LogicalSolver::new(&puzzle);
        while let Some(step) = solver.next_step() {
            if step.technique.rank() >= Technique::ContradictionForcingChain.rank() && step.placements.is_empty() {
                positions += 1;
                // The grader's own walk to its next digit.
                let mut walk = solver.clone();
                let mut walked = 0;
                while let Some(s) = walk.next_step() {
                    walked += 1;
                    if !s.placements.is_empty() {
                        break;
                    }
                    walk.apply(&s);
                }
                let hint = hint_from(&solution, solver.grid(), Some(solver.candidates()), None);
                let Hint::Place { cell, digit, steps, .. } = hint else {
                    panic!("no placing hint on {line}");
                };
                assert_eq!(solution.get(cell), Some(digit));
                let last = steps.last().unwrap();
                if steps.len() == 1 && last.technique == Technique::ContradictionForcingChain {
                    one_chain += 1;
                    let name = solver.grid().geometry().cell_name(cell);
                    assert!(
                        last.lines[0].starts_with(&format!("Suppose {name} is not {digit}")),
                        "{:?}",
                        last.lines
                    );
                }
                hint_steps += steps.len();
                walked_steps += walked;
            }
            solver.apply(&step);
        }
    }
    eprintln!(
        "{positions} positions with only forcing chains left: hints {hint_steps} steps in all, the grader's walks {walked_steps}; {one_chain} hints are one chain"
    );
    assert!(positions > 20);
    assert!(hint_steps < walked_steps);
    assert!(one_chain > 0);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, failure_persistence: None, ..ProptestConfig::default() })]

    /// Puzzles made by removing random cells from a finished grid (unique or not): grading never
    /// panics and every deduction agrees with the grid they came from (any valid deduction holds
    /// in every solution).
    #[test]
    fn grading_random_removals_never_goes_wrong(seed in any::<u64>(), keep in 17usize..60, cube in any::<bool>()) {
        let shape = if cube { Shape::Cube } else { Shape::Classic };
        let mut rng = StdRng::seed_from_u64(seed);
        let solution = random_grid(shape, &mut rng).expect("a full grid");
        let mut puzzle = solution.clone();
        let n = puzzle.len();
        let keep = keep * n / 81;
        let mut order: Vec<usize> = (0..n).collect();
        rand::seq::SliceRandom::shuffle(order.as_mut_slice(), &mut rng);
        for &c in &order[keep..] {
            puzzle.set(c, None);
        }
        let g = grade(&puzzle);
        let mut solver = LogicalSolver::new(&puzzle);
        if sudoku3d::engine::count_solutions(&puzzle, 2) != 1 {
            solver = solver.without_uniqueness();
        }
        let mut steps = 0;
        while let Some(step) = solver.next_step() {
            prop_assert!(!step.placements.is_empty() || !step.eliminations.is_empty());
            for &(c, d) in &step.placements {
                prop_assert_eq!(solution.get(c), Some(d), "{}", step.explanation);
            }
            for &(c, d) in &step.eliminations {
                prop_assert_ne!(solution.get(c), Some(d), "{}", step.explanation);
            }
            solver.apply(&step);
            steps += 1;
        }
        prop_assert_eq!(g.steps, steps);
        prop_assert_eq!(g.solved, solver.grid().is_complete());
    }
}

/// The state of a classic solver as the `sudoku` crate's cell states.
fn crate_state(solver: &LogicalSolver) -> [sudoku::board::CellState; 81] {
    use sudoku::bitset::Set;
    use sudoku::board::{CellState, Digit as CrateDigit};
    std::array::from_fn(|c| match solver.grid().get(c) {
        Some(d) => CellState::Digit(CrateDigit::new(d.get())),
        None => CellState::Candidates(
            solver.candidates()[c]
                .iter()
                .fold(Set::NONE, |s, d| s | CrateDigit::new(d.get()).as_set()),
        ),
    })
}

/// Cross-check with the `sudoku` crate's strategy solver restricted to the same techniques:
/// where our techniques stop, the crate's find nothing more (so ours miss nothing), and we
/// place every digit the crate places from the bare puzzle.
#[test]
fn nothing_missed_compared_with_the_sudoku_crate() {
    use sudoku::strategy::{Strategy, StrategySolver};
    let strategies = [
        Strategy::NakedSingles,
        Strategy::HiddenSingles,
        Strategy::LockedCandidates,
        Strategy::NakedPairs,
        Strategy::HiddenPairs,
        Strategy::NakedTriples,
        Strategy::HiddenTriples,
        Strategy::XWing,
        Strategy::Swordfish,
        Strategy::XyWing,
    ];
    let line_of = |r: Result<(sudoku::Sudoku, _), (sudoku::Sudoku, _)>| match r {
        Ok((s, _)) | Err((s, _)) => s.to_str_line().to_string(),
    };
    let puzzles = common::data::collection("top1465.txt", usize::MAX);
    let mut further = 0;
    for (i, line) in puzzles.iter().enumerate() {
        let theirs =
            line_of(StrategySolver::from_sudoku(sudoku::Sudoku::from_str_line(line).unwrap()).solve(&strategies));
        let mut solver = LogicalSolver::new(&Grid::from_line(line).unwrap());
        if i == 0 {
            // The comparison below can see deductions: from the bare puzzle there are some.
            let (_, deductions) = match StrategySolver::from_grid_state(crate_state(&solver)).solve(&strategies) {
                Ok(x) | Err(x) => x,
            };
            assert!(!deductions.is_empty());
        }
        while let Some(step) = solver.next_step() {
            solver.apply(&step);
        }
        let ours = solver.grid().to_line();
        for (a, b) in ours.chars().zip(theirs.chars()) {
            assert!(b == '.' || a == b, "#{i} {line}\n  ours   {ours}\n  theirs {theirs}");
        }
        further += usize::from(ours != theirs);
        // From our fixpoint the crate finds nothing at all.
        let (_, deductions) = match StrategySolver::from_grid_state(crate_state(&solver)).solve(&strategies) {
            Ok(x) | Err(x) => x,
        };
        assert!(
            solver.grid().is_complete() || deductions.is_empty(),
            "#{i} {line}: the crate finds {} more deductions, first {:?}",
            deductions.len(),
            deductions.get(0)
        );
    }
    // The crate's own run sometimes stops early (it finds the missing step when restarted from
    // a later state), so ours may go further; it never stops short.
    eprintln!(
        "ours went further than the crate's run on {further} of {}",
        puzzles.len()
    );
}
