//! The solver's steps on hand-made positions.

mod cases {
    use super::super::*;
    use crate::engine::geometry::Face;
    use crate::engine::grid::Grid;
    use crate::engine::shape::Shape;
    use crate::engine::solver::solve_unique;
    use crate::engine::types::{Candidates, Digit};

    const EXAMPLE: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    /// A solver on an empty board of `shape` whose candidates are then narrowed by `edit`.
    fn narrowed(shape: Shape, edit: impl FnOnce(&mut [Candidates])) -> LogicalSolver {
        let grid = Grid::empty(shape);
        let mut cands = vec![Candidates::ALL; grid.len()];
        edit(&mut cands);
        LogicalSolver::with_candidates(&grid, &cands).without_uniqueness()
    }

    fn d(v: u8) -> Digit {
        Digit::new(v).unwrap()
    }

    fn set(digits: &[u8]) -> Candidates {
        digits.iter().map(|&v| d(v)).collect()
    }

    fn rc(r: usize, c: usize) -> usize {
        (r - 1) * 9 + c - 1
    }

    #[test]
    fn singles_explain_themselves() {
        let grid = Grid::from_line(EXAMPLE).unwrap();
        let solver = LogicalSolver::new(&grid);
        let step = solver.next_step().unwrap();
        assert_eq!(step.technique, Technique::NakedSingle);
        assert_eq!(step.explanation, "r5c5 can only be 5.");
        assert_eq!(step.houses.len(), 3);
        let hidden = narrowed(Shape::Classic, |cands| {
            for c in [
                rc(4, 4),
                rc(4, 6),
                rc(5, 4),
                rc(5, 6),
                rc(6, 4),
                rc(6, 5),
                rc(6, 6),
                rc(5, 5),
            ] {
                cands[c].remove(d(7));
            }
        });
        let step = hidden.next_step().unwrap();
        assert_eq!(step.technique, Technique::HiddenSingle);
        assert_eq!(step.placements, vec![(rc(4, 5), d(7))]);
        assert_eq!(step.explanation, "In box 5, 7 fits only in r4c5.");
    }

    #[test]
    fn pointing_removes_from_the_line() {
        let solver = narrowed(Shape::Classic, |cands| {
            for c in [rc(1, 6), rc(2, 4), rc(2, 5), rc(2, 6), rc(3, 4), rc(3, 5), rc(3, 6)] {
                cands[c].remove(d(6));
            }
        });
        let step = solver.next_step().unwrap();
        assert_eq!(step.technique, Technique::LockedCandidates);
        assert_eq!(
            step.explanation,
            "In box 2, 6 lies only in row 1, so it cannot go elsewhere in row 1: \
             removed from r1c1, r1c2, r1c3, r1c7, r1c8, r1c9."
        );
        assert_eq!(step.cells, vec![rc(1, 4), rc(1, 5)]);
        let premises = solver.premises(&step);
        assert_eq!(premises.len(), 6);
        assert!(premises.iter().all(|&(_, x)| x == d(6)));
    }

    #[test]
    fn claiming_removes_from_the_box() {
        let solver = narrowed(Shape::Classic, |cands| {
            for c in 3..9 {
                cands[rc(1, c + 1)].remove(d(6));
            }
        });
        let step = solver.next_step().unwrap();
        assert_eq!(step.technique, Technique::LockedCandidates);
        assert_eq!(
            step.explanation,
            "In row 1, 6 lies only in box 1, so it cannot go elsewhere in box 1: \
             removed from r2c1, r2c2, r2c3, r3c1, r3c2, r3c3."
        );
    }

    #[test]
    fn locked_candidates_cross_a_cube_edge() {
        // Top box 9 keeps 5 only in its right column, which is also row 1 of Right (box 1).
        let g = Shape::Cube.geometry();
        let keep: Vec<usize> = (6..9).map(|r| g.cell_at(Face::Top, r, 8)).collect();
        let solver = narrowed(Shape::Cube, |cands| {
            for r in 6..9 {
                for c in 6..9 {
                    let cell = g.cell_at(Face::Top, r, c);
                    if !keep.contains(&cell) {
                        cands[cell].remove(d(5));
                    }
                }
            }
        });
        let step = solver.next_step().unwrap();
        assert_eq!(step.technique, Technique::LockedCandidates);
        let right_box_rest: Vec<usize> = (1..3)
            .flat_map(|r| (0..3).map(move |c| g.cell_at(Face::Right, r, c)))
            .collect();
        let gone: Vec<usize> = step.eliminations.iter().map(|&(c, _)| c).collect();
        assert_eq!(gone, right_box_rest);
        assert_eq!(
            step.explanation,
            "In box 9 of Top, 5 lies only in box 1 of Right, so it cannot go elsewhere in box 1 \
             of Right: removed from Right r2c1, Right r2c2, Right r2c3, Right r3c1, Right r3c2, \
             Right r3c3."
        );
    }

    #[test]
    fn naked_pair_and_hidden_pair() {
        let solver = narrowed(Shape::Classic, |cands| {
            cands[rc(1, 2)] = set(&[3, 8]);
            cands[rc(1, 5)] = set(&[3, 8]);
        });
        let step = solver.next_step().unwrap();
        assert_eq!(step.technique, Technique::NakedPair);
        assert_eq!(
            step.explanation,
            "r1c2 and r1c5 hold only 3 and 8 between them, so 3 and 8 leave the rest of row 1: \
             removed from r1c1, r1c3, r1c4, r1c6, r1c7, r1c8, r1c9."
        );
        assert_eq!(step.eliminations.len(), 14);

        let solver = narrowed(Shape::Classic, |cands| {
            for c in [1, 2, 3, 5, 6, 7, 9] {
                cands[rc(3, c)] = cands[rc(3, c)].difference(set(&[2, 7]));
            }
        });
        let step = solver.next_step().unwrap();
        assert_eq!(step.technique, Technique::HiddenPair);
        assert_eq!(
            step.explanation,
            "In row 3, 2 and 7 fit only in r3c4 and r3c8, so those cells hold nothing else: \
             r3c4 loses 1, 3, 4, 5, 6, 8 and 9, r3c8 loses 1, 3, 4, 5, 6, 8 and 9."
        );
    }

    #[test]
    fn naked_pair_in_a_row_and_box_clears_both() {
        let solver = narrowed(Shape::Classic, |cands| {
            cands[rc(1, 1)] = set(&[3, 8]);
            cands[rc(1, 2)] = set(&[3, 8]);
        });
        let step = solver.next_step().unwrap();
        assert_eq!(step.technique, Technique::NakedPair);
        assert!(
            step.explanation.contains("leave the rest of box 1 and row 1"),
            "{}",
            step.explanation
        );
        // 7 cells of box 1 ... r1c3 counted once; 6 more in row 1: (6 + 7) cells x 2 digits.
        assert_eq!(step.eliminations.len(), 26);
    }

    #[test]
    fn x_wing_and_xy_wing() {
        let solver = narrowed(Shape::Classic, |cands| {
            for c in [1, 2, 4, 5, 6, 7, 9] {
                cands[rc(2, c)].remove(d(4));
                cands[rc(7, c)].remove(d(4));
            }
        });
        let step = solver.next_step().unwrap();
        assert_eq!(step.technique, Technique::XWing);
        assert_eq!(
            step.explanation,
            "X-Wing on 4 in rows 2 and 7, columns 3 and 8: 4 removed from r1c3, r3c3, r4c3, r5c3, \
             r6c3, r8c3, r9c3, r1c8, r3c8, r4c8, r5c8, r6c8, r8c8, r9c8."
        );
        assert_eq!(step.cells.len(), 4);

        let solver = narrowed(Shape::Classic, |cands| {
            cands[rc(1, 1)] = set(&[4, 7]);
            cands[rc(1, 5)] = set(&[4, 9]);
            cands[rc(3, 2)] = set(&[7, 9]);
        });
        let step = solver.next_step().unwrap();
        assert_eq!(step.technique, Technique::XYWing);
        assert_eq!(step.cells, vec![rc(1, 1), rc(1, 5), rc(3, 2)]);
        assert_eq!(
            step.explanation,
            "r1c1 is 4 or 7; if 4, r1c5 (4 or 9) is 9; if 7, r3c2 (7 or 9) is 9; so 9 is removed \
             from r1c2, r1c3, r3c4, r3c5, r3c6, which see both."
        );
    }

    #[test]
    fn swordfish_on_columns() {
        let solver = narrowed(Shape::Classic, |cands| {
            // 2 in columns 1, 5 and 9 only in rows 1, 4 and 8, two places each.
            for (col, rows) in [(1, [1, 4]), (5, [4, 8]), (9, [1, 8])] {
                for r in 1..=9 {
                    if !rows.contains(&r) {
                        cands[rc(r, col)].remove(d(2));
                    }
                }
            }
        });
        let step = solver.next_step().unwrap();
        assert_eq!(step.technique, Technique::Swordfish);
        assert!(step
            .explanation
            .starts_with("Swordfish on 2 in columns 1, 5 and 9, rows 1, 4 and 8: 2 removed from r1c2,"));
        assert_eq!(step.eliminations.len(), 18);
        assert_eq!(step.houses.len(), 6);
    }

    #[test]
    fn the_easy_example_is_singles_only() {
        let grid = Grid::from_line(EXAMPLE).unwrap();
        let g = grade(&grid);
        assert!(g.solved);
        assert!(g.hardest <= Some(Technique::HiddenSingle));
        assert_eq!(g.steps, grid.empty_count());
        assert_eq!(grade_up_to(&grid, Technique::NakedSingle), g);
    }

    #[test]
    fn every_step_agrees_with_the_solution() {
        // A puzzle that needs more than singles.
        let grid = Grid::from_line("4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........")
            .unwrap();
        let solution = solve_unique(&grid).unwrap();
        let mut solver = LogicalSolver::new(&grid);
        let mut used = Vec::new();
        while let Some(step) = solver.next_step() {
            assert!(!step.placements.is_empty() || !step.eliminations.is_empty());
            for &(c, x) in &step.placements {
                assert_eq!(solution.get(c), Some(x), "{}", step.explanation);
            }
            for &(c, x) in &step.eliminations {
                assert_ne!(solution.get(c), Some(x), "{}", step.explanation);
                assert!(solver.candidates()[c].contains(x));
            }
            used.push(step.technique);
            solver.apply(&step);
        }
        assert!(used.contains(&Technique::LockedCandidates));
        assert_eq!(grade(&grid).steps, used.len());
    }

    #[test]
    fn a_complete_grid_has_no_step() {
        let solution = solve_unique(&Grid::from_line(EXAMPLE).unwrap()).unwrap();
        assert!(LogicalSolver::new(&solution).next_step().is_none());
        let g = grade(&solution);
        assert_eq!((g.hardest, g.solved, g.steps), (None, true, 0));
    }
}

/// The grader at the wide cell-set width (a Samurai board's) against the narrow one, on the
/// boards both can hold: the wide path is what a Samurai board runs, and until a Samurai shape
/// can be graded these are the boards it is proved on.
mod widths {
    use super::super::context::{width_for, Derived, Tables, NARROW, WIDE};
    use super::super::*;
    use crate::engine::difficulty::Difficulty;
    use crate::engine::geometry::{self, Variant};
    use crate::engine::grid::Grid;

    /// Puzzles of every board the narrow width holds, with the techniques that keep the most
    /// in memory: the first hard ones of top1465 and a shipped Expert cube ([`walk_puzzles`]),
    /// and shipped levels of the classic, Giant (sixteen digits), killer (cages), jigsaw and
    /// Mini boards.
    fn puzzles() -> Vec<Grid> {
        let mut out = walk_puzzles(4);
        let levels = |variant, difficulty, n| {
            crate::levels::load(variant, difficulty, None)
                .levels
                .into_iter()
                .take(n)
                .map(|l| l.puzzle)
                .collect::<Vec<_>>()
        };
        out.extend(levels(Variant::Classic, Difficulty::Expert, 2));
        out.extend(levels(Variant::Cube, Difficulty::Hard, 1));
        out.extend(levels(Variant::Giant, Difficulty::Hard, 1));
        out.extend(levels(Variant::Giant, Difficulty::Expert, 1));
        out.extend(levels(Variant::Killer, Difficulty::Expert, 1));
        out.extend(levels(Variant::Jigsaw, Difficulty::Expert, 1));
        out.extend(levels(Variant::Mini, Difficulty::Hard, 1));
        out
    }

    /// Graded at the wide width, every puzzle takes the same steps in the same order as at its
    /// own narrow width: the same technique, placements, eliminations, pattern and words; and
    /// every step's premises and every step of the first technique found agree too (those run
    /// through the table's premises and the sinks that collect every step).
    #[test]
    fn the_wide_width_grades_as_the_narrow_one() {
        let mut steps = 0;
        let mut techniques = std::collections::BTreeSet::new();
        for puzzle in puzzles() {
            assert_eq!(width_for(puzzle.len()), NARROW);
            let mut narrow = LogicalSolver::new(&puzzle);
            let mut wide = LogicalSolver::new(&puzzle).at_wide_width();
            assert!(!narrow.is_wide() && wide.is_wide());
            loop {
                let step = narrow.next_step();
                let wide_step = wide.next_step();
                assert!(
                    step == wide_step,
                    "{} step {steps}: narrow {:?}, wide {:?}",
                    puzzle.shape().variant().name(),
                    step.as_ref().map(|s| &s.explanation),
                    wide_step.as_ref().map(|s| &s.explanation)
                );
                let Some(step) = step else {
                    break;
                };
                assert_eq!(narrow.premises(&step), wide.premises(&step), "{}", step.explanation);
                if steps % 7 == 0 {
                    let rank = step.technique.rank();
                    assert_eq!(
                        narrow.all_steps_among(rank..rank + 1),
                        wide.all_steps_among(rank..rank + 1)
                    );
                }
                techniques.insert(step.technique);
                steps += 1;
                narrow.apply(&step);
                wide.apply(&step);
            }
            assert!(narrow.grid().is_complete(), "the grader finishes every puzzle here");
            assert_eq!(narrow.candidates(), wide.candidates());
        }
        // Enough steps, and the families that keep cell sets in memory among them.
        assert!(steps > 500, "{steps} steps");
        for t in [
            Technique::LockedCandidates,
            Technique::NakedPair,
            Technique::XWing,
            Technique::CageCombination,
            Technique::ContradictionForcingChain,
        ] {
            assert!(techniques.contains(&t), "no {t:?} step among {techniques:?}");
        }
    }

    /// A Samurai board (369 cells, 135 houses; no shape yet, so no grid) gets its tables and
    /// its derived positions at the wide width: every cell's peers and every house's cells as
    /// the geometry has them, a row per house, and a candidate gone from a cell past 256 in a
    /// house past 81 leaves exactly that place.
    #[test]
    fn a_samurai_board_fits_the_wide_width() {
        let g = geometry::samurai();
        assert_eq!((g.cell_count(), g.houses().len()), (369, 135));
        assert_eq!(
            (width_for(256), width_for(257), width_for(g.cell_count())),
            (NARROW, WIDE, WIDE)
        );
        let t = Tables::<WIDE>::of(g);
        for c in 0..g.cell_count() {
            let mut peers = g.peers(c).to_vec();
            peers.sort_unstable();
            assert_eq!(t.peers[c].iter().collect::<Vec<_>>(), peers);
        }
        for (h, house) in g.houses().iter().enumerate() {
            let mut cells = house.cells.to_vec();
            cells.sort_unstable();
            assert_eq!(t.house_sets[h].iter().collect::<Vec<_>>(), cells);
        }
        let candidates = vec![g.all_digits(); g.cell_count()];
        let fresh = Derived::<WIDE>::of(g, &candidates);
        let (h, house) = g.houses().iter().enumerate().next_back().unwrap();
        let cell = *house.cells.iter().max().unwrap();
        assert!(h >= 81 && cell >= 256, "house {h}, cell {cell}");
        let digit = crate::engine::types::Digit::new(5).unwrap();
        let mut kept = fresh.clone();
        kept.remove(g, cell, digit);
        let mut fewer = candidates.clone();
        fewer[cell].remove(digit);
        assert!(kept == Derived::of(g, &fewer) && kept != fresh);
    }
}
