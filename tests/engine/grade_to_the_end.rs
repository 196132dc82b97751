//! The grader finishes every puzzle of the collections, each step explained: chains, ALS and,
//! as the last resort, forcing chains; never a digit revealed from the solution. Every step is
//! replayed against the known solution: no elimination removes the solution's digit and every
//! placement matches it.
//!
//! The default suite grades famous.txt whole and a sample of top1465 (debug builds are slow);
//! the whole of top1465 runs with
//! `cargo test --release --no-default-features --test engine grade_to_the_end:: -- --ignored`.

use sudoku3d::engine::{solve_unique, Grid, LogicalSolver, Shape, Technique};

use crate::common;

/// Grades `puzzle` to the end, checking each step; returns the techniques used.
fn finish_checked(puzzle: &Grid, label: &str) -> Vec<Technique> {
    let solution = solve_unique(puzzle).unwrap_or_else(|e| panic!("{label}: {e}"));
    let g = puzzle.geometry();
    let mut solver = LogicalSolver::new(puzzle);
    let mut used = Vec::new();
    let mut n = 0;
    while let Some(step) = solver.next_step() {
        let cands = solver.candidates();
        for &(c, d) in &step.placements {
            assert_eq!(
                solution.get(c),
                Some(d),
                "{label} step {n}: wrong placement {} = {d}: {}",
                g.cell_name(c),
                step.explanation
            );
        }
        for &(c, d) in &step.eliminations {
            assert!(cands[c].contains(d), "{label} step {n}: removes an absent candidate");
            assert_ne!(
                solution.get(c),
                Some(d),
                "{label} step {n}: removes the solution's {d} from {}: {} {:?}",
                g.cell_name(c),
                step.explanation,
                step.lines
            );
        }
        assert!(step.explanation.ends_with('.'), "{label}: {}", step.explanation);
        assert!(!step.cells.is_empty() && !step.houses.is_empty(), "{label}: {step:?}");
        // The Learn map shows this range as the technique's rating.
        let (low, high) = step.technique.rating_range();
        assert!(
            step.rating >= low && high.is_none_or(|h| step.rating <= h),
            "{label}: {:?} rated {} outside {low}..{high:?}",
            step.technique,
            step.rating
        );
        if step.technique.rank() >= Technique::RemotePairs.rank() {
            // Chains and forcing chains show their sub-steps.
            assert!(!step.lines.is_empty(), "{label}: {:?} without lines", step.technique);
        }
        if !used.contains(&step.technique) {
            used.push(step.technique);
        }
        solver.apply(&step);
        n += 1;
        assert!(n <= 10 * puzzle.len(), "{label}: too many steps");
    }
    assert_eq!(solver.grid(), &solution, "{label}: not finished");
    used
}

#[test]
fn famous_puzzles_are_finished_with_explained_steps() {
    let mut forcing = 0;
    for (i, line) in common::data::collection("famous.txt", usize::MAX).iter().enumerate() {
        let puzzle = Grid::from_line(line).unwrap();
        let used = finish_checked(&puzzle, &format!("famous #{i}"));
        if used
            .iter()
            .any(|t| t.rank() >= Technique::ContradictionForcingChain.rank())
        {
            forcing += 1;
        }
    }
    // The famous hard ones (AI Escargot, Easter Monster...) need forcing chains.
    assert!(forcing >= 5, "{forcing} famous puzzles needed forcing chains");
}

#[test]
fn a_sample_of_top1465_is_finished_with_explained_steps() {
    let top = common::data::collection("top1465.txt", usize::MAX);
    let mut used_all: Vec<Technique> = Vec::new();
    for (i, line) in top.iter().enumerate().step_by(49) {
        let puzzle = Grid::from_line(line).unwrap();
        for t in finish_checked(&puzzle, &format!("top1465 #{i}")) {
            if !used_all.contains(&t) {
                used_all.push(t);
            }
        }
    }
    for t in [Technique::Aic, Technique::ContradictionForcingChain] {
        assert!(used_all.contains(&t), "{t:?} never used on the sample");
    }
}

#[test]
#[ignore = "the whole of top1465: run in release (see the file's header)"]
fn all_of_top1465_is_finished_with_explained_steps() {
    for (i, line) in common::data::collection("top1465.txt", usize::MAX).iter().enumerate() {
        let puzzle = Grid::from_line(line).unwrap();
        finish_checked(&puzzle, &format!("top1465 #{i}"));
    }
}

/// On the cube, chains run across faces: minimal cube puzzles are finished too.
#[test]
fn minimal_cube_puzzles_are_finished() {
    use rand::rngs::StdRng;
    use rand::SeedableRng;
    use sudoku3d::engine::generator::generate_minimal;
    for seed in 1..=4 {
        let (puzzle, _) = generate_minimal(Shape::Cube, &mut StdRng::seed_from_u64(seed)).expect("a full grid");
        finish_checked(&puzzle, &format!("cube seed {seed}"));
    }
}

/// On Mini (6x6, 2x3 boxes, digits 1-6) every technique reasons over its six-cell houses and
/// six digits: minimal puzzles are finished, every step true to the solution, and no step
/// names a digit the board does not have.
#[test]
fn minimal_mini_puzzles_are_finished() {
    use rand::rngs::StdRng;
    use rand::SeedableRng;
    use sudoku3d::engine::generator::generate_minimal;
    let mut beyond_singles = 0;
    for seed in 1..=60 {
        let (puzzle, _) = generate_minimal(Shape::Mini, &mut StdRng::seed_from_u64(seed)).expect("a full grid");
        let used = finish_checked(&puzzle, &format!("mini seed {seed}"));
        if used.iter().any(|t| t.rank() > Technique::HiddenSingle.rank()) {
            beyond_singles += 1;
        }
    }
    // Minimal 6x6 puzzles are not all singles: the finders past them were asked and answered.
    assert!(beyond_singles > 0, "every minimal Mini puzzle fell to singles");
}

/// On Giant (16x16, 4x4 boxes, digits 1-9 and A-G) every technique but the almost locked sets
/// reasons over its sixteen-cell houses and sixteen digits: a shipped level of each band is
/// finished, every step true to the solution, and the bands above Easy need more than singles.
#[test]
fn shipped_giant_levels_are_finished() {
    use sudoku3d::engine::{Difficulty, Variant};
    for band in Difficulty::ALL {
        let levels = sudoku3d::levels::load(Variant::Giant, band, None).levels;
        assert_eq!(levels.len(), 50, "{band:?}");
        let used = finish_checked(&levels[0].puzzle, &format!("giant {band:?}"));
        let beyond_singles = used.iter().any(|t| t.rank() > Technique::HiddenSingle.rank());
        assert_eq!(beyond_singles, band != Difficulty::Easy, "{band:?}: {used:?}");
        assert!(
            !used
                .iter()
                .any(|t| matches!(t, Technique::AlsXz | Technique::AlsXyWing)),
            "{used:?}"
        );
    }
}

/// On Samurai (five 9x9 grids, the centre one sharing a corner box with each of the others)
/// the grader reasons across the shared boxes: the first five shipped levels of each band are
/// finished, every step true to the solution, the bands above Easy need more than singles, and
/// some steps reach from one grid into another (their cells lie in two grids, not only in the
/// box those share), and steps through a shared box name it by both its grids.
#[test]
fn shipped_samurai_levels_are_finished_across_their_grids() {
    use sudoku3d::engine::{Difficulty, Variant};
    let mut crossing = 0;
    let mut shared_named = 0;
    for band in Difficulty::ALL {
        let levels = sudoku3d::levels::load(Variant::Samurai, band, None).levels;
        assert_eq!(levels.len(), 50, "{band:?}");
        let mut beyond_singles = false;
        for level in &levels[..5] {
            let label = format!("samurai {}", level.id);
            let used = finish_checked(&level.puzzle, &label);
            beyond_singles |= used.iter().any(|t| t.rank() > Technique::HiddenSingle.rank());
            let g = level.puzzle.geometry();
            let mut solver = LogicalSolver::new(&level.puzzle);
            while let Some(step) = solver.next_step() {
                // The grids a cell lies in only: a shared cell is in two.
                let only_in = |cell: usize| {
                    let faces: Vec<_> = g.positions(cell).iter().map(|p| p.face).collect();
                    (faces.len() == 1).then(|| faces[0])
                };
                let mut grids: Vec<_> = step.cells.iter().filter_map(|&c| only_in(c)).collect();
                grids.sort();
                grids.dedup();
                if grids.len() > 1 {
                    crossing += 1;
                }
                if step.explanation.contains("the box shared by the ") {
                    shared_named += 1;
                }
                solver.apply(&step);
            }
        }
        assert_eq!(beyond_singles, band != Difficulty::Easy, "{band:?}");
    }
    assert!(crossing > 0, "no step reached from one grid into another");
    assert!(shared_named > 0, "no step named a shared box");
}
