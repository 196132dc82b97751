//! The solver and solution counter over any [`Geometry`]: bitmask candidates, propagation of
//! naked and hidden singles, and branching on the cell with the fewest candidates.

use rand::seq::SliceRandom;
use rand::RngCore;

use super::geometry::{Geometry, Shape};
use super::grid::{Conflict, Grid};
use super::types::Digit;

/// The most cells any shape has (the cube).
const MAX_CELLS: usize = 217;

/// How many solutions a puzzle has, with one (or two) of them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Solutions {
    /// No solution.
    None,
    /// Exactly one solution.
    Unique(Grid),
    /// Two or more: two different solutions as witnesses.
    Multiple(Grid, Grid),
}

/// Why a puzzle could not be solved.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SolveError {
    /// The givens break a rule: two cells of one house hold the same digit.
    #[error("the givens contradict each other: {}", describe_conflicts(.0))]
    Contradiction(Vec<Conflict>),
    /// The puzzle has no solution.
    #[error("the puzzle has no solution")]
    NoSolution,
    /// The puzzle has more than one solution.
    #[error("the puzzle has more than one solution")]
    Multiple,
}

fn describe_conflicts(conflicts: &[Conflict]) -> String {
    let Some(first) = conflicts.first() else {
        return String::new();
    };
    let g = if first.first < 81 && conflicts.iter().all(|c| c.second < 81) && !cube_like(conflicts) {
        Shape::Classic.geometry()
    } else {
        Shape::Cube.geometry()
    };
    conflicts
        .iter()
        .take(3)
        .map(|c| {
            format!(
                "{} and {} both hold {} in {}",
                g.cell_name(c.first),
                g.cell_name(c.second),
                c.digit,
                g.house_name(c.house)
            )
        })
        .collect::<Vec<_>>()
        .join("; ")
}

fn cube_like(conflicts: &[Conflict]) -> bool {
    conflicts.iter().any(|c| c.house >= 27)
}

/// The search state: candidates and values per cell.
#[derive(Clone)]
struct State {
    cand: [u16; MAX_CELLS],
    value: [u8; MAX_CELLS],
    unsolved: usize,
}

struct Search<'a> {
    geometry: &'a Geometry,
    limit: usize,
    found: usize,
    first: Option<[u8; MAX_CELLS]>,
    second: Option<[u8; MAX_CELLS]>,
    rng: Option<&'a mut dyn RngCore>,
    queue: Vec<(usize, u16)>,
}

impl Search<'_> {
    /// Places the digit `bit` in `cell` and propagates naked singles. False on contradiction.
    fn assign(&mut self, s: &mut State, cell: usize, bit: u16) -> bool {
        self.queue.clear();
        self.queue.push((cell, bit));
        while let Some((c, b)) = self.queue.pop() {
            if s.value[c] != 0 {
                if s.value[c] as u32 != b.trailing_zeros() + 1 {
                    return false;
                }
                continue;
            }
            if s.cand[c] & b == 0 {
                return false;
            }
            s.value[c] = b.trailing_zeros() as u8 + 1;
            s.cand[c] = 0;
            s.unsolved -= 1;
            for &p in self.geometry.peers(c) {
                let m = s.cand[p];
                if m & b != 0 {
                    let m = m & !b;
                    s.cand[p] = m;
                    if m == 0 {
                        return false;
                    }
                    if m & (m - 1) == 0 {
                        self.queue.push((p, m));
                    }
                }
            }
        }
        true
    }

    /// Hidden singles in every house. Returns None on contradiction, else whether anything moved.
    fn hidden_singles(&mut self, s: &mut State) -> Option<bool> {
        let mut progress = false;
        for house in self.geometry.houses() {
            let (mut once, mut twice, mut placed) = (0u16, 0u16, 0u16);
            for &c in &house.cells {
                let m = s.cand[c];
                twice |= once & m;
                once |= m;
                if s.value[c] != 0 {
                    placed |= 1 << (s.value[c] - 1);
                }
            }
            if (once | placed) != 0x1ff {
                return None;
            }
            let mut hidden = once & !twice & !placed;
            while hidden != 0 {
                let bit = hidden & hidden.wrapping_neg();
                hidden &= hidden - 1;
                let Some(&cell) = house.cells.iter().find(|&&c| s.cand[c] & bit != 0) else {
                    continue; // placed meanwhile by propagation
                };
                if !self.assign(s, cell, bit) {
                    return None;
                }
                progress = true;
            }
        }
        Some(progress)
    }

    fn run(&mut self, mut s: State) {
        loop {
            match self.hidden_singles(&mut s) {
                None => return,
                Some(true) => continue,
                Some(false) => break,
            }
        }
        if s.unsolved == 0 {
            self.found += 1;
            if self.first.is_none() {
                self.first = Some(s.value);
            } else if self.second.is_none() {
                self.second = Some(s.value);
            }
            return;
        }
        // Branch on the cell with the fewest candidates.
        let n = self.geometry.cell_count();
        let mut best = usize::MAX;
        let mut best_len = u32::MAX;
        for c in 0..n {
            if s.value[c] == 0 {
                let len = s.cand[c].count_ones();
                if len < best_len {
                    best_len = len;
                    best = c;
                    if len == 2 {
                        break;
                    }
                }
            }
        }
        let mut bits: Vec<u16> = Vec::with_capacity(9);
        let mut m = s.cand[best];
        while m != 0 {
            let bit = m & m.wrapping_neg();
            m &= m - 1;
            bits.push(bit);
        }
        if let Some(rng) = self.rng.as_deref_mut() {
            bits.shuffle(rng);
        }
        for bit in bits {
            let mut next = s.clone();
            if self.assign(&mut next, best, bit) {
                self.run(next);
            }
            if self.found >= self.limit {
                return;
            }
        }
    }
}

fn to_grid(shape: Shape, values: &[u8; MAX_CELLS]) -> Grid {
    let n = shape.cell_count();
    Grid::from_cells(shape, values[..n].iter().map(|&v| Digit::new(v)).collect()).expect("cell count")
}

/// Runs the search; returns the number found (at most `limit`) and up to two solutions.
fn search(grid: &Grid, limit: usize, rng: Option<&mut dyn RngCore>) -> (usize, Option<Grid>, Option<Grid>) {
    let geometry = grid.geometry();
    let n = geometry.cell_count();
    let mut s = State {
        cand: [0; MAX_CELLS],
        value: [0; MAX_CELLS],
        unsolved: n,
    };
    for c in 0..n {
        s.cand[c] = 0x1ff;
    }
    let mut ctx = Search {
        geometry,
        limit: limit.max(1),
        found: 0,
        first: None,
        second: None,
        rng,
        queue: Vec::with_capacity(64),
    };
    for c in 0..n {
        if let Some(d) = grid.get(c) {
            if !ctx.assign(&mut s, c, 1 << d.index()) {
                return (0, None, None);
            }
        }
    }
    ctx.run(s);
    let shape = grid.shape();
    (
        ctx.found,
        ctx.first.map(|v| to_grid(shape, &v)),
        ctx.second.map(|v| to_grid(shape, &v)),
    )
}

/// Counts solutions, stopping at `limit` (so `count_solutions(g, 2) == 2` means "two or more").
/// Contradictory givens have no solution.
pub fn count_solutions(grid: &Grid, limit: usize) -> usize {
    // The classic board takes the fast path; every other shape the general search.
    match super::fast::count_classic(grid, limit) {
        Some(count) => count,
        None => search(grid, limit, None).0,
    }
}

/// The same count by the general solver, whatever the shape: the reference the classic fast
/// path is tested against.
pub fn count_solutions_general(grid: &Grid, limit: usize) -> usize {
    search(grid, limit, None).0
}

/// Tells apart no solution, exactly one, and more than one.
pub fn solutions(grid: &Grid) -> Solutions {
    match search(grid, 2, None) {
        (0, ..) => Solutions::None,
        (1, Some(a), _) => Solutions::Unique(a),
        (_, Some(a), Some(b)) => Solutions::Multiple(a, b),
        _ => Solutions::None,
    }
}

/// The unique solution of a puzzle, or why there is none.
pub fn solve_unique(grid: &Grid) -> Result<Grid, SolveError> {
    let conflicts = grid.conflicts();
    if !conflicts.is_empty() {
        return Err(SolveError::Contradiction(conflicts));
    }
    if let Some(found) = super::fast::solve_classic(grid, 2) {
        return match found {
            (0, _) => Err(SolveError::NoSolution),
            (1, Some(g)) => Ok(g),
            (1, None) => Err(SolveError::NoSolution),
            _ => Err(SolveError::Multiple),
        };
    }
    match solutions(grid) {
        Solutions::None => Err(SolveError::NoSolution),
        Solutions::Unique(g) => Ok(g),
        Solutions::Multiple(..) => Err(SolveError::Multiple),
    }
}

/// Any one solution (the first found), or why there is none.
pub fn solve_any(grid: &Grid) -> Result<Grid, SolveError> {
    let conflicts = grid.conflicts();
    if !conflicts.is_empty() {
        return Err(SolveError::Contradiction(conflicts));
    }
    let found = match super::fast::solve_classic(grid, 1) {
        Some((_, first)) => first,
        None => search(grid, 1, None).1,
    };
    found.ok_or(SolveError::NoSolution)
}

/// A solution chosen at random among all completions of `grid` (digits tried in random order).
/// From an empty board this gives a random finished grid; any grid can come out.
pub fn solve_random(grid: &Grid, rng: &mut dyn RngCore) -> Option<Grid> {
    search(grid, 1, Some(rng)).1
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    const EXAMPLE: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn solves_a_classic_puzzle_and_keeps_givens() {
        let g = Grid::from_line(EXAMPLE).unwrap();
        let s = solve_unique(&g).unwrap();
        assert!(s.is_solved());
        assert!(g.is_extended_by(&s));
        assert_eq!(count_solutions_general(&g, 5), 1);
    }

    #[test]
    fn tells_none_one_and_many_apart() {
        let empty = Grid::empty(Shape::Classic);
        assert!(matches!(solutions(&empty), Solutions::Multiple(..)));
        assert_eq!(solve_unique(&empty), Err(SolveError::Multiple));
        let mut dup = Grid::from_line(EXAMPLE).unwrap();
        dup.set(2, Digit::new(5)); // a second 5 in row 1
        assert!(matches!(solve_unique(&dup), Err(SolveError::Contradiction(_))));
        let msg = solve_unique(&dup).unwrap_err().to_string();
        assert!(msg.contains("r1c1 and r1c3 both hold 5 in row 1"), "{msg}");
        // No conflict among givens, yet no solution: r1c1 can take nothing.
        let none = Grid::from_line(&format!(".12345678{}{}", "9........", ".".repeat(63))).unwrap();
        assert!(none.conflicts().is_empty());
        assert_eq!(count_solutions(&none, 2), 0);
        assert_eq!(solve_unique(&none), Err(SolveError::NoSolution));
        assert_eq!(count_solutions_general(&none, 2), 0);
    }

    #[test]
    fn random_cube_grids_are_valid() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(7);
        let g = solve_random(&Grid::empty(Shape::Cube), &mut rng).unwrap();
        assert!(g.is_solved());
        assert_eq!(g.len(), 217);
    }
}
