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
