//! Boards of other sizes (issue 43): Mini 6x6 (2x3 boxes) and Giant 16x16 (4x4 boxes), whose
//! size comes from their geometry. The general solver's counts and solutions are checked
//! against a small search written here that knows only the rules (each row, column and box
//! holds 1..N once), not the engine's houses or propagation, and against the dancing-links
//! count (`dlx`), which reads the same houses but shares no search with the solver.

use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::SeedableRng;
use sudoku3d::engine::dlx::{count_dlx_on, solve_dlx_on};
use sudoku3d::engine::generator::unique_on;
use sudoku3d::engine::geometry::{self, Geometry};
use sudoku3d::engine::solver::{count_on, solve_on, solve_random_on};
use sudoku3d::engine::Digit;

/// A board of `size` = `rows` x `cols` boxes, as the rules define it.
#[derive(Clone, Copy)]
struct Rules {
    size: usize,
    rows: usize,
    cols: usize,
}

impl Rules {
    fn box_of(self, cell: usize) -> usize {
        let (r, c) = (cell / self.size, cell % self.size);
        r / self.rows * (self.size / self.cols) + c / self.cols
    }

    /// Whether every row, column and box of a full board holds 1..N once.
    fn solved(self, values: &[u8]) -> bool {
        let n = self.size;
        let full = (1u32 << n) - 1;
        let mut seen = vec![[0u32; 3]; n];
        for (cell, &v) in values.iter().enumerate() {
            if v == 0 || v as usize > n {
                return false;
            }
            let bit = 1 << (v - 1);
            seen[cell / n][0] |= bit;
            seen[cell % n][1] |= bit;
            seen[self.box_of(cell)][2] |= bit;
        }
        values.len() == n * n && seen.iter().all(|s| s.iter().all(|&m| m == full))
    }

    /// Counts the completions of `values` (0 for empty) up to `limit`: plain backtracking on
    /// the empty cell with the fewest digits left, the digits of its row, column and box kept
    /// as bit masks.
    fn count(self, values: &[u8], limit: usize) -> usize {
        let n = self.size;
        let (mut row, mut col, mut bx) = (vec![0u32; n], vec![0u32; n], vec![0u32; n]);
        let mut board = values.to_vec();
        for (cell, &v) in values.iter().enumerate() {
            if v != 0 {
                let bit = 1 << (v - 1);
                let (r, c, b) = (cell / n, cell % n, self.box_of(cell));
                if (row[r] | col[c] | bx[b]) & bit != 0 {
                    return 0;
                }
                row[r] |= bit;
                col[c] |= bit;
                bx[b] |= bit;
            }
        }
        let mut found = 0;
        self.fill(&mut board, &mut row, &mut col, &mut bx, limit, &mut found);
        found
    }

    fn fill(self, board: &mut [u8], row: &mut [u32], col: &mut [u32], bx: &mut [u32], limit: usize, found: &mut usize) {
        let n = self.size;
        let full = (1u32 << n) - 1;
        let mut best: Option<(usize, u32)> = None;
        for cell in 0..n * n {
            if board[cell] == 0 {
                let free = full & !(row[cell / n] | col[cell % n] | bx[self.box_of(cell)]);
                if best.is_none_or(|(_, m)| free.count_ones() < m.count_ones()) {
                    best = Some((cell, free));
                    if free.count_ones() <= 1 {
                        break;
                    }
                }
            }
        }
        let Some((cell, mut free)) = best else {
            *found += 1;
            return;
        };
        let (r, c, b) = (cell / n, cell % n, self.box_of(cell));
        while free != 0 && *found < limit {
            let bit = free & free.wrapping_neg();
            free &= free - 1;
            board[cell] = bit.trailing_zeros() as u8 + 1;
            row[r] |= bit;
            col[c] |= bit;
            bx[b] |= bit;
            self.fill(board, row, col, bx, limit, found);
            row[r] &= !bit;
            col[c] &= !bit;
            bx[b] &= !bit;
        }
        board[cell] = 0;
    }
}

fn values(cells: &[Option<Digit>]) -> Vec<u8> {
    cells.iter().map(|d| d.map_or(0, Digit::get)).collect()
}

/// A random full grid of `geometry` by the engine, checked by the rules.
fn full_grid(g: &Geometry, rules: Rules, rng: &mut StdRng) -> Vec<Digit> {
    let empty = vec![None; g.cell_count()];
    let grid = solve_random_on(g, &empty, rng).expect("an empty board has solutions");
    let vals: Vec<u8> = grid.iter().map(|d| d.get()).collect();
    assert!(rules.solved(&vals), "the engine's random grid breaks a rule: {vals:?}");
    grid
}

/// Givens of `solution` with clues taken away in random order down to `empty` empty cells,
/// whatever the count of solutions (so the checks meet puzzles with one and with several).
fn thinned(solution: &[Digit], empty: usize, rng: &mut StdRng) -> Vec<Option<Digit>> {
    let mut cells: Vec<Option<Digit>> = solution.iter().copied().map(Some).collect();
    let mut order: Vec<usize> = (0..cells.len()).collect();
    order.shuffle(rng);
    for &c in order.iter().take(empty) {
        cells[c] = None;
    }
    cells
}

/// The engine's count to two and solution agree with the rules' search and with dancing links
/// on positions of every fill, from nearly full to half empty, with one or several solutions.
fn counts_agree(g: &Geometry, rules: Rules, empties: &[usize], seed: u64) -> (usize, usize) {
    let mut rng = StdRng::seed_from_u64(seed);
    let (mut unique, mut several) = (0, 0);
    for round in 0..4 {
        let solution = full_grid(g, rules, &mut rng);
        for &empty in empties {
            let givens = thinned(&solution, empty, &mut rng);
            let engine = count_on(g, &givens, 2).expect("cells fit the board");
            let reference = rules.count(&values(&givens), 2);
            assert_eq!(engine, reference, "round {round}, {empty} empty: {:?}", values(&givens));
            let dlx = count_dlx_on(g, &givens, 2).expect("cells fit the board");
            assert_eq!(
                dlx,
                engine,
                "dancing links, round {round}, {empty} empty: {:?}",
                values(&givens)
            );
            let dlx_first = solve_dlx_on(g, &givens).expect("cells fit the board");
            let dlx_first: Vec<u8> = dlx_first.expect("a solution exists").iter().map(|d| d.get()).collect();
            assert!(rules.solved(&dlx_first), "dancing links' solution: {dlx_first:?}");
            let kept = givens
                .iter()
                .zip(&dlx_first)
                .all(|(g, &v)| g.is_none_or(|d| d.get() == v));
            assert!(kept, "dancing links' solution keeps the givens");
            let (found, first) = solve_on(g, &givens).expect("cells fit the board");
            assert_eq!(found, engine);
            let first = first.expect("a solution exists: the grid it came from");
            let first: Vec<u8> = first.iter().map(|d| d.get()).collect();
            assert!(rules.solved(&first), "{first:?}");
            let kept = givens.iter().zip(&first).all(|(g, &v)| g.is_none_or(|d| d.get() == v));
            assert!(kept, "the solution keeps the givens");
            match engine {
                1 => unique += 1,
                _ => several += 1,
            }
        }
    }
    (unique, several)
}

#[test]
fn mini_solves_and_counts_as_the_rules_do() {
    let g = geometry::mini();
    let rules = Rules {
        size: 6,
        rows: 2,
        cols: 3,
    };
    let (unique, several) = counts_agree(g, rules, &[4, 10, 16, 20, 24, 28], 6);
    assert!(
        unique > 0 && several > 0,
        "both kinds met: {unique} unique, {several} several"
    );
}

#[test]
fn giant_solves_and_counts_as_the_rules_do() {
    let g = geometry::giant();
    let rules = Rules {
        size: 16,
        rows: 4,
        cols: 4,
    };
    let (unique, several) = counts_agree(g, rules, &[20, 60, 100, 130, 150], 16);
    assert!(
        unique > 0 && several > 0,
        "both kinds met: {unique} unique, {several} several"
    );
}

/// Cells that do not fit the board are refused (not a panic): a 9x9 puzzle on Mini, a 7 on it.
#[test]
fn cells_that_do_not_fit_are_refused() {
    let g = geometry::mini();
    assert!(count_on(g, &[None; 81], 2).is_err());
    assert!(count_dlx_on(g, &[None; 81], 2).is_err());
    let mut cells = vec![None; 36];
    cells[0] = Digit::new(7);
    assert!(count_on(g, &cells, 2).is_err());
    assert!(count_dlx_on(g, &cells, 2).is_err());
    cells[0] = Digit::new(6);
    assert_eq!(count_on(g, &cells, 2), Ok(2));
    assert_eq!(count_dlx_on(g, &cells, 2), Ok(2));
    // Two 6s in row 1: no solution.
    cells[5] = Digit::new(6);
    assert_eq!(count_on(g, &cells, 2), Ok(0));
    assert_eq!(count_dlx_on(g, &cells, 2), Ok(0));
}

/// Generated puzzles have one solution by the engine's counter and by the rules' search, keep
/// their solution's digits as givens, and reach the empty cells asked for.
fn generated_are_unique(g: &Geometry, rules: Rules, empty: usize, count: usize, seed: u64) {
    let mut rng = StdRng::seed_from_u64(seed);
    for _ in 0..count {
        let (givens, solution) = unique_on(g, empty, &mut rng).expect("a full grid");
        let solution: Vec<u8> = solution.iter().map(|d| d.get()).collect();
        assert!(rules.solved(&solution));
        let values = values(&givens);
        assert!(values.iter().zip(&solution).all(|(&v, &s)| v == 0 || v == s));
        assert_eq!(values.iter().filter(|&&v| v == 0).count(), empty, "{values:?}");
        assert_eq!(count_on(g, &givens, 2), Ok(1), "{values:?}");
        assert_eq!(count_dlx_on(g, &givens, 2), Ok(1), "dancing links: {values:?}");
        assert_eq!(rules.count(&values, 2), 1, "{values:?}");
    }
}

#[test]
fn mini_puzzles_are_unique() {
    generated_are_unique(
        geometry::mini(),
        Rules {
            size: 6,
            rows: 2,
            cols: 3,
        },
        24,
        20,
        66,
    );
}

#[test]
fn giant_puzzles_are_unique() {
    generated_are_unique(
        geometry::giant(),
        Rules {
            size: 16,
            rows: 4,
            cols: 4,
        },
        140,
        3,
        1616,
    );
}
