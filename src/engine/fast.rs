//! The classic board's fast path. (Placeholder: delegates to the general solver until the
//! specialised solver lands.)

use super::grid::Grid;

/// Counts solutions of a classic puzzle up to `limit`.
pub fn count_classic(grid: &Grid, limit: usize) -> usize {
    super::solver::count_solutions_general(grid, limit)
}

/// Counts solutions of a classic puzzle up to `limit` and returns the first one found.
pub fn solve_classic(grid: &Grid, limit: usize) -> (usize, Option<Grid>) {
    match super::solver::solutions(grid) {
        super::solver::Solutions::None => (0, None),
        super::solver::Solutions::Unique(g) => (1, Some(g)),
        super::solver::Solutions::Multiple(g, _) => (limit.min(2), Some(g)),
    }
}
