//! Knuth's Algorithm X on dancing links: an exact-cover solver over any [`Geometry`], of any
//! size (N digits per cell on an NxN board: Mini 6x6, the 9x9 boards and the cube, Giant 16x16).
//!
//! This is the reference implementation the tests cross-check the real solver against. It is
//! written for clarity, not speed, and shares nothing with [`super::solver`] or [`super::fast`]
//! beyond the geometry, so a bug in one is unlikely to be repeated in the other.
//!
//! The exact-cover matrix:
//!
//! * columns: "cell c holds a digit" for each distinct cell, and "house h holds digit d" for each
//!   distinct house cell set and each of the board's digits (1..N, N = [`Geometry::size`]);
//! * rows: the (cell, digit) candidates consistent with the givens. A given cell has the single
//!   row of its digit; an empty cell has a row for each digit no peer was given.
//!
//! A set of rows that covers every column exactly once is a filled board where every cell holds
//! one digit and every house holds every digit once: a solution.
//!
//! The links are plain `Vec<usize>` arrays of node indices (node 0 is the root, nodes
//! `1..=columns` the column headers, then the row nodes), so no `unsafe` or shared pointers.

use std::collections::HashMap;

use super::geometry::Geometry;
use super::grid::Grid;
use super::types::Digit;

/// The root node: the head of the list of uncovered column headers.
const ROOT: usize = 0;

/// The exact-cover matrix as a toroidal doubly linked list.
struct Matrix {
    left: Vec<usize>,
    right: Vec<usize>,
    up: Vec<usize>,
    down: Vec<usize>,
    /// For each node, its column header.
    column: Vec<usize>,
    /// For each node, the index of its row in `rows` (unused for the root and headers).
    row_of: Vec<usize>,
    /// For each column header, how many rows are still linked in it (the S heuristic reads it).
    size: Vec<usize>,
    /// What each row means: place `digit` in `cell`.
    rows: Vec<(usize, Digit)>,
}

/// The distinct cell sets among the houses, and for each house the index of its distinct set.
///
/// On the cube three houses hold exactly the same cells as another house (U row 9 = F row 1,
/// F column 9 = R column 1, U column 9 = R row 1, the last in reverse order). Keeping both copies
/// would still give the right answer: every row that hits column (A, d) also hits (B, d), so the
/// two columns are always covered together and the solutions do not change. But it costs 27
/// extra columns and 243 extra nodes that every cover and uncover has to unlink and relink, and
/// the twins tie in the S heuristic. So houses are keyed by their sorted cell set and merged.
fn distinct_houses(geometry: &Geometry) -> (usize, Vec<usize>) {
    let mut index: HashMap<Box<[usize]>, usize> = HashMap::new();
    let of_house = geometry
        .houses()
        .iter()
        .map(|house| {
            let mut key = house.cells.clone();
            key.sort_unstable();
            let next = index.len();
            *index.entry(key).or_insert(next)
        })
        .collect();
    (index.len(), of_house)
}

impl Matrix {
    /// The matrix for the givens `given(cell)` on `geometry`: one column per cell and per
    /// (distinct house, digit), one row per candidate consistent with the givens. Every given
    /// digit must be one of the board's (1..=size): the public entries check it.
    fn new(geometry: &Geometry, given: impl Fn(usize) -> Option<Digit>) -> Matrix {
        let cells = geometry.cell_count();
        let digits = geometry.size();
        let (house_count, house_id) = distinct_houses(geometry);
        let columns = cells + house_count * digits;
        let mut m = Matrix {
            left: Vec::with_capacity(columns + 1),
            right: Vec::with_capacity(columns + 1),
            up: Vec::with_capacity(columns + 1),
            down: Vec::with_capacity(columns + 1),
            column: Vec::with_capacity(columns + 1),
            row_of: Vec::with_capacity(columns + 1),
            size: vec![0; columns + 1],
            rows: Vec::new(),
        };
        // Root and headers in one circular list; each header starts as an empty vertical circle.
        for i in 0..=columns {
            m.left.push(if i == 0 { columns } else { i - 1 });
            m.right.push(if i == columns { 0 } else { i + 1 });
            m.up.push(i);
            m.down.push(i);
            m.column.push(i);
            m.row_of.push(usize::MAX);
        }
        let cell_column = |c: usize| 1 + c;
        let house_column = |h: usize, d: Digit| 1 + cells + h * digits + d.index();
        let mut houses_of_cell: Vec<usize> = Vec::with_capacity(9);
        for c in 0..cells {
            // The distinct houses of c: a linked cube cell is in a duplicated house twice.
            houses_of_cell.clear();
            houses_of_cell.extend(geometry.houses_of(c).iter().map(|&h| house_id[h]));
            houses_of_cell.sort_unstable();
            houses_of_cell.dedup();
            let candidates: Vec<Digit> = match given(c) {
                Some(d) => vec![d],
                // Dropping digits a peer was given only shrinks the matrix: those rows could
                // never be part of a cover, as they would meet the given's row in a house column.
                None => geometry
                    .digits()
                    .filter(|&d| geometry.peers(c).iter().all(|&p| given(p) != Some(d)))
                    .collect(),
            };
            for d in candidates {
                let row = m.rows.len();
                m.rows.push((c, d));
                let first = m.left.len();
                let row_columns =
                    std::iter::once(cell_column(c)).chain(houses_of_cell.iter().map(|&h| house_column(h, d)));
                for (k, col) in row_columns.enumerate() {
                    let node = first + k;
                    // Horizontal: insert at the end of this row's circle.
                    let prev = if k == 0 { node } else { node - 1 };
                    m.left.push(prev);
                    m.right.push(first);
                    m.right[prev] = node;
                    m.left[first] = node;
                    // Vertical: insert at the bottom of the column.
                    let bottom = m.up[col];
                    m.up.push(bottom);
                    m.down.push(col);
                    m.down[bottom] = node;
                    m.up[col] = node;
                    m.column.push(col);
                    m.row_of.push(row);
                    m.size[col] += 1;
                }
            }
        }
        m
    }

    /// Removes column `c` from the header list and every row that meets it from the other
    /// columns those rows are in (Knuth's `cover`).
    fn cover(&mut self, c: usize) {
        let (l, r) = (self.left[c], self.right[c]);
        self.right[l] = r;
        self.left[r] = l;
        let mut i = self.down[c];
        while i != c {
            let mut j = self.right[i];
            while j != i {
                let (u, d) = (self.up[j], self.down[j]);
                self.down[u] = d;
                self.up[d] = u;
                self.size[self.column[j]] -= 1;
                j = self.right[j];
            }
            i = self.down[i];
        }
    }

    /// Undoes [`Matrix::cover`] exactly, in reverse order: the removed nodes still point at
    /// their old neighbours, which is what makes the links "dance".
    fn uncover(&mut self, c: usize) {
        let mut i = self.up[c];
        while i != c {
            let mut j = self.left[i];
            while j != i {
                let (u, d) = (self.up[j], self.down[j]);
                self.down[u] = j;
                self.up[d] = j;
                self.size[self.column[j]] += 1;
                j = self.left[j];
            }
            i = self.up[i];
        }
        let (l, r) = (self.left[c], self.right[c]);
        self.right[l] = c;
        self.left[r] = c;
    }

    /// The uncovered column with the fewest rows (Knuth's S heuristic), or None when every
    /// column is covered. A column with no rows left is returned at once: it is a dead end.
    fn choose_column(&self) -> Option<usize> {
        let mut best = None;
        let mut best_size = usize::MAX;
        let mut c = self.right[ROOT];
        while c != ROOT {
            if self.size[c] < best_size {
                best_size = self.size[c];
                best = Some(c);
                // One row is forced and zero is a contradiction: nothing beats either.
                if best_size <= 1 {
                    break;
                }
            }
            c = self.right[c];
        }
        best
    }
}

/// The search: Algorithm X over the matrix, counting covers up to a limit.
struct Search {
    matrix: Matrix,
    limit: usize,
    found: usize,
    /// The rows chosen on the current path.
    partial: Vec<usize>,
    /// The rows of the first cover found.
    first: Option<Vec<usize>>,
}

impl Search {
    fn run(&mut self) {
        let Some(c) = self.matrix.choose_column() else {
            // Every column is covered exactly once: a solution.
            self.found += 1;
            if self.first.is_none() {
                self.first = Some(self.partial.clone());
            }
            return;
        };
        // A column with no rows cannot be covered: covering it and looping over nothing
        // backtracks, which is also what the general code below does, so no special case.
        self.matrix.cover(c);
        let mut r = self.matrix.down[c];
        while r != c {
            self.partial.push(self.matrix.row_of[r]);
            let mut j = self.matrix.right[r];
            while j != r {
                self.matrix.cover(self.matrix.column[j]);
                j = self.matrix.right[j];
            }
            self.run();
            // Uncover in the reverse order, so every link is restored exactly.
            let mut j = self.matrix.left[r];
            while j != r {
                self.matrix.uncover(self.matrix.column[j]);
                j = self.matrix.left[j];
            }
            self.partial.pop();
            if self.found >= self.limit {
                break;
            }
            r = self.matrix.down[r];
        }
        self.matrix.uncover(c);
    }
}

/// Runs the search; returns the number of solutions found (at most `limit`) and the first, as
/// its (cell, digit) placements.
fn search_on(
    geometry: &Geometry,
    given: impl Fn(usize) -> Option<Digit>,
    limit: usize,
) -> (usize, Option<Vec<(usize, Digit)>>) {
    let mut s = Search {
        matrix: Matrix::new(geometry, given),
        limit: limit.max(1),
        found: 0,
        partial: Vec::new(),
        first: None,
    };
    s.run();
    let placements = s.first.map(|rows| rows.iter().map(|&r| s.matrix.rows[r]).collect());
    (s.found, placements)
}

/// [`search_on`] for a grid (its shape's geometry and its givens), the first solution as a grid.
fn search(grid: &Grid, limit: usize) -> (usize, Option<Grid>) {
    let (found, placements) = search_on(grid.geometry(), |c| grid.get(c), limit);
    let solution = placements.map(|placements| {
        let mut out = Grid::empty(grid.shape().clone());
        for (cell, digit) in placements {
            out.set(cell, Some(digit));
        }
        out
    });
    (found, solution)
}

/// Refuses givens that do not fit `geometry`: not one per cell, or a digit above its size.
/// Written here rather than shared with the solver, so the two check nothing in common.
fn fits(geometry: &Geometry, givens: &[Option<Digit>]) -> Result<(), String> {
    if givens.len() != geometry.cell_count() {
        return Err(format!(
            "{} cells given for a board of {}",
            givens.len(),
            geometry.cell_count()
        ));
    }
    match givens.iter().flatten().find(|d| d.get() as usize > geometry.size()) {
        Some(d) => Err(format!("{d} is no digit of a {0}x{0} board", geometry.size())),
        None => Ok(()),
    }
}

/// Counts the solutions of `grid` by dancing links, stopping at `limit` (so a result equal to
/// `limit` means "at least that many"). A `limit` of 0 counts as 1, as in
/// [`super::solver::count_solutions`]. Contradictory givens have no solution.
///
/// ```
/// use sudoku3d::engine::{dlx::count_solutions_dlx, Grid, Shape};
/// assert_eq!(count_solutions_dlx(&Grid::empty(Shape::Cube), 2), 2);
/// ```
pub fn count_solutions_dlx(grid: &Grid, limit: usize) -> usize {
    search(grid, limit).0
}

/// The first solution dancing links finds, or None when there is none. It does not check
/// uniqueness: use [`count_solutions_dlx`] with a limit of 2 for that.
pub fn solve_dlx(grid: &Grid) -> Option<Grid> {
    search(grid, 1).1
}

/// Counts by dancing links, up to `limit`, the solutions of `givens` (one per cell, in the
/// geometry's cell order) on any board, whatever its size: the reference for
/// [`super::solver::count_on`]. An error, not a panic, when the cells do not fit the board.
///
/// ```
/// use sudoku3d::engine::{dlx::count_dlx_on, geometry};
/// assert_eq!(count_dlx_on(geometry::mini(), &[None; 36], 2), Ok(2));
/// assert!(count_dlx_on(geometry::mini(), &[None; 81], 2).is_err());
/// ```
pub fn count_dlx_on(geometry: &Geometry, givens: &[Option<Digit>], limit: usize) -> Result<usize, String> {
    fits(geometry, givens)?;
    Ok(search_on(geometry, |c| givens[c], limit).0)
}

/// The first solution dancing links finds for `givens` on any board (a digit per cell), None
/// when there is none; an error when the cells do not fit the board (see [`count_dlx_on`]).
pub fn solve_dlx_on(geometry: &Geometry, givens: &[Option<Digit>]) -> Result<Option<Vec<Digit>>, String> {
    fits(geometry, givens)?;
    let (_, placements) = search_on(geometry, |c| givens[c], 1);
    Ok(placements.map(|placements| {
        // A cover has one row in every cell's column, givens included, so every placeholder
        // is overwritten.
        let mut out: Vec<Digit> = givens.iter().map(|d| d.unwrap_or(Digit::ONE)).collect();
        for (cell, digit) in placements {
            out[cell] = digit;
        }
        out
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::shape::Shape;
    use crate::engine::solver::count_solutions_general;

    const EXAMPLE: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    const EXAMPLE_SOLUTION: &str = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    #[test]
    fn columns_are_cells_and_distinct_houses_times_digits() {
        let (classic, _) = distinct_houses(Shape::Classic.geometry());
        assert_eq!(classic, 27);
        // The cube's 81 houses hold 78 distinct cell sets.
        let (cube, of_house) = distinct_houses(Shape::Cube.geometry());
        assert_eq!(cube, 78);
        assert_eq!(of_house.len(), 81);
        let m = Matrix::new(Shape::Cube.geometry(), |_| None);
        assert_eq!(m.size.len() - 1, 217 + 78 * 9);
        assert_eq!(m.rows.len(), 217 * 9);
        // Every house column has exactly nine rows on the empty board: no house counted twice.
        assert!(m.size[1 + 217..].iter().all(|&s| s == 9));
        let m = Matrix::new(Shape::Classic.geometry(), |_| None);
        assert_eq!(m.size.len() - 1, 81 + 27 * 9);
        assert_eq!(m.rows.len(), 729);
        assert_eq!(m.left.len(), 1 + 324 + 729 * 4);
        // Other sizes: N digits per cell and per house (Mini 6x6, Giant 16x16), 3N houses.
        for (g, n) in [
            (crate::engine::geometry::mini(), 6),
            (crate::engine::geometry::giant(), 16),
        ] {
            let m = Matrix::new(g, |_| None);
            assert_eq!(m.size.len() - 1, n * n + 3 * n * n);
            assert_eq!(m.rows.len(), n * n * n);
            assert!(
                m.size[1..].iter().all(|&s| s == n),
                "every column has N rows when empty"
            );
        }
    }

    #[test]
    fn solves_a_classic_puzzle() {
        let g = Grid::from_line(EXAMPLE).unwrap();
        assert_eq!(count_solutions_dlx(&g, 5), 1);
        let s = solve_dlx(&g).unwrap();
        assert_eq!(s, Grid::from_line(EXAMPLE_SOLUTION).unwrap());
        assert!(s.is_solved() && g.is_extended_by(&s));
        // A finished grid is its own one solution.
        assert_eq!(count_solutions_dlx(&s, 2), 1);
        assert_eq!(solve_dlx(&s), Some(s));
    }

    #[test]
    fn counts_stop_at_the_limit() {
        let empty = Grid::empty(Shape::Classic);
        assert_eq!(count_solutions_dlx(&empty, 0), 1);
        assert_eq!(count_solutions_dlx(&empty, 1), 1);
        assert_eq!(count_solutions_dlx(&empty, 7), 7);
        // Fewer and fewer givens: the exact counts (up to 500) agree with the general solver.
        let mut g = Grid::from_line(EXAMPLE).unwrap();
        let mut counts = Vec::new();
        for c in 0..81 {
            if g.get(c).is_some() && counts.len() < 8 {
                g.set(c, None);
                let n = count_solutions_dlx(&g, 500);
                assert_eq!(n, count_solutions_general(&g, 500), "after clearing cell {c}");
                counts.push(n);
            }
        }
        assert!(counts.iter().any(|&n| n > 1 && n < 500), "{counts:?}");
    }

    #[test]
    fn contradictions_give_no_solution() {
        let mut dup = Grid::from_line(EXAMPLE).unwrap();
        dup.set(2, Digit::new(5)); // a second 5 in row 1
        assert_eq!(count_solutions_dlx(&dup, 2), 0);
        assert_eq!(solve_dlx(&dup), None);
        // No conflict among givens, yet r1c1 can take nothing.
        let none = Grid::from_line(&format!(".12345678{}{}", "9........", ".".repeat(63))).unwrap();
        assert_eq!(count_solutions_dlx(&none, 2), 0);
        // The same digit twice on a linked cube cell's two faces' houses.
        let g = Shape::Cube.geometry();
        let mut cube = Grid::empty(Shape::Cube);
        cube.set(g.cell_at(crate::engine::Face::Top, 0, 8), Digit::new(4));
        cube.set(g.cell_at(crate::engine::Face::Right, 8, 8), Digit::new(4)); // same R column 9
        assert_eq!(count_solutions_dlx(&cube, 2), 0);
    }

    #[test]
    fn the_empty_cube_has_valid_solutions() {
        let empty = Grid::empty(Shape::Cube);
        assert_eq!(count_solutions_dlx(&empty, 2), 2);
        let s = solve_dlx(&empty).unwrap();
        assert_eq!(s.len(), 217);
        assert!(s.is_solved());
    }
}
