//! The grader on Killer sudoku: puzzles made of random cages split until unique (no givens),
//! graded step by step against the grid they were laid on.
//!
//! - every grader step agrees with the solution (right placements, no elimination of the
//!   solution's digit, no easier step skipped, premises already gone), and on a sample of
//!   positions so does every step every technique finds;
//! - each cage technique is used on the sample;
//! - `measure_killer_grading` (ignored: run by hand) prints how many of 100 puzzles the grader
//!   finishes and the hardest techniques.

use std::collections::BTreeMap;

use rand::rngs::StdRng;
use rand::SeedableRng;
use sudoku3d::engine::grade::grade_up_to;
use sudoku3d::engine::killer::{random_cages, split_until_unique};
use sudoku3d::engine::logic::{find_all, TABLE};
use sudoku3d::engine::solver::solve_random;
use sudoku3d::engine::{Cages, Grid, LogicalSolver, Shape, Technique};

use crate::grader::run_checked;

/// `count` killer puzzles (the empty board with its cages) and their solutions, from `seed`.
pub(crate) fn killer_puzzles(count: usize, seed: u64) -> Vec<(Grid, Grid)> {
    let mut rng = StdRng::seed_from_u64(seed);
    (0..count)
        .map(|_| {
            let full = solve_random(&Grid::empty(Shape::Classic), &mut rng).expect("a full grid");
            let values: [u8; 81] = full.values().try_into().expect("81 cells");
            let set = split_until_unique(random_cages(&values, &mut rng), &values, &mut rng);
            let shape = Shape::Killer(Cages::intern(set));
            (Grid::empty(shape), full.with_shape(shape))
        })
        .collect()
}

/// The cage techniques.
const CAGE_TECHNIQUES: [Technique; 5] = [
    Technique::CageCombination,
    Technique::RuleOf45,
    Technique::RuleOf45Combination,
    Technique::CageLockedCandidates,
    Technique::CageSplit,
];

/// Every step any technique finds on the position agrees with the solution (forcing chains,
/// slow to list, are left to the replay).
fn every_finder_agrees(solver: &LogicalSolver, solution: &Grid, label: &str, found: &mut BTreeMap<Technique, usize>) {
    let ctx = solver.context();
    let g = solver.grid().geometry();
    for row in TABLE
        .iter()
        .take_while(|r| r.technique != Technique::ContradictionForcingChain)
    {
        if !row.applies_to(solver.grid().shape()) {
            continue;
        }
        for step in find_all(&ctx, row.technique) {
            for &(c, d) in &step.placements {
                assert_eq!(solution.get(c), Some(d), "{label}: {}", step.explanation);
            }
            for &(c, d) in &step.eliminations {
                assert_ne!(
                    solution.get(c),
                    Some(d),
                    "{label}: removes the solution's {d} from {}: {}",
                    g.cell_name(c),
                    step.explanation
                );
            }
            *found.entry(step.technique).or_default() += 1;
        }
    }
}

/// Killer puzzles graded to the end: every step replayed against the solution, every finder
/// on every fourth position, and each cage technique used.
#[test]
fn every_step_on_killer_puzzles_agrees_with_the_solution() {
    let mut counts = vec![0usize; TABLE.len()];
    let mut first = BTreeMap::new();
    let mut found = BTreeMap::new();
    let mut finished = 0;
    let puzzles = killer_puzzles(12, 31);
    for (i, (puzzle, solution)) in puzzles.iter().enumerate() {
        let label = format!("killer #{i}");
        if run_checked(puzzle, solution, &mut counts, &mut first, &label) {
            finished += 1;
        }
        let mut solver = LogicalSolver::new(puzzle);
        let mut n = 0;
        while let Some(step) = solver.next_step() {
            if n % 4 == 0 {
                every_finder_agrees(&solver, solution, &format!("{label} step {n}"), &mut found);
            }
            solver.apply(&step);
            n += 1;
        }
    }
    for (i, t) in Technique::all().enumerate() {
        if counts[i] > 0 {
            eprintln!("{:<28} {:>5} steps   first: {}", t.title(), counts[i], first[&i]);
        }
    }
    eprintln!(
        "finished {finished} / {}; every finder's steps: {found:?}",
        puzzles.len()
    );
    // The easier cage rows carry the grader; the harder ones are found on the way at least.
    for t in CAGE_TECHNIQUES {
        assert!(found.contains_key(&t), "{t:?} never found");
    }
    for t in &CAGE_TECHNIQUES[..3] {
        assert!(counts[t.rank()] > 0, "{t:?} never used by the grader");
    }
    assert!(finished > puzzles.len() / 2, "{finished} of {} finished", puzzles.len());
}

/// Grades 100 killer puzzles with every technique short of forcing chains (on a killer with
/// no givens they search long) and prints how many the techniques finish and the hardest
/// technique of each (`cargo test --test engine killer::measure -- --ignored --nocapture`).
#[test]
#[ignore]
fn measure_killer_grading() {
    let puzzles = killer_puzzles(100, 2026);
    let mut solved = 0;
    let mut hardest: BTreeMap<String, usize> = BTreeMap::new();
    let mut levels: BTreeMap<String, usize> = BTreeMap::new();
    let started = std::time::Instant::now();
    let last_before_chains = TABLE[Technique::ContradictionForcingChain.rank() - 1].technique;
    for (i, (puzzle, _)) in puzzles.iter().enumerate() {
        let one = std::time::Instant::now();
        let g = grade_up_to(puzzle, last_before_chains);
        eprintln!(
            "#{i}: {} {:?} {} steps, {:.1} s",
            if g.solved { "solved" } else { "stuck" },
            g.hardest,
            g.steps,
            one.elapsed().as_secs_f64()
        );
        if g.solved {
            solved += 1;
            *levels.entry(format!("{:?}", g.level())).or_default() += 1;
        }
        let name = g.hardest.map_or("-".to_string(), |t| t.name().to_string());
        *hardest
            .entry(format!("{name} ({})", if g.solved { "solved" } else { "stuck" }))
            .or_default() += 1;
    }
    eprintln!(
        "solved by logic: {solved} / {} in {:.1} s",
        puzzles.len(),
        started.elapsed().as_secs_f64()
    );
    eprintln!("levels of the solved: {levels:?}");
    for (t, n) in &hardest {
        eprintln!("  {t:<40} {n}");
    }
}
