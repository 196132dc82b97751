//! Finished grids in bulk: random grids multiplied by the transformations that keep a grid
//! valid (transpose, rows within a band, columns within a stack, bands, stacks, relabelling).
//!
//! Distinctness is by construction, not by checking every output against every other:
//! each base grid is first *normalised* (relabelled so its first row reads 1..9) and base
//! grids are deduplicated in that form; the output grids are then distinct relabellings of
//! distinct normalised bases, and a relabelling is fixed by the first row it produces.

use std::collections::HashSet;

use rand::seq::SliceRandom;
use rand::{Rng, RngCore};

use super::generator::random_grid;
use super::grid::Grid;
use super::shape::Shape;

/// A finished classic grid as 81 digits 1..=9.
pub type Cells = [u8; 81];

/// The digits of a classic grid (0 for empty).
pub fn to_cells(grid: &Grid) -> Cells {
    std::array::from_fn(|i| grid.get(i).map_or(0, |d| d.get()))
}

/// Applies a random validity-preserving transformation (without relabelling).
pub fn shuffle_structure(cells: &Cells, rng: &mut dyn RngCore) -> Cells {
    let mut rows: Vec<usize> = Vec::with_capacity(9);
    let mut bands = [0usize, 1, 2];
    bands.shuffle(rng);
    for b in bands {
        let mut within = [0usize, 1, 2];
        within.shuffle(rng);
        rows.extend(within.iter().map(|r| b * 3 + r));
    }
    let mut cols: Vec<usize> = Vec::with_capacity(9);
    let mut stacks = [0usize, 1, 2];
    stacks.shuffle(rng);
    for s in stacks {
        let mut within = [0usize, 1, 2];
        within.shuffle(rng);
        cols.extend(within.iter().map(|c| s * 3 + c));
    }
    let transpose = rng.random_bool(0.5);
    std::array::from_fn(|i| {
        let (r, c) = (rows[i / 9], cols[i % 9]);
        if transpose {
            cells[c * 9 + r]
        } else {
            cells[r * 9 + c]
        }
    })
}

/// Relabels so the first row reads 1 2 3 4 5 6 7 8 9.
pub fn normalise(cells: &Cells) -> Cells {
    let mut map = [0u8; 10];
    for (i, &d) in cells[..9].iter().enumerate() {
        map[d as usize] = i as u8 + 1;
    }
    cells.map(|d| map[d as usize])
}

/// Writes `n` distinct finished grids, as 81 digits each, to `sink`, from the random source
/// `rng`. Stops early (returning the count written) if `sink` returns false.
pub fn distinct_grids(n: usize, rng: &mut dyn RngCore, mut sink: impl FnMut(&Cells) -> bool) -> usize {
    // Each normalised base yields up to this many relabellings; 9! are possible, fewer keeps
    // the output varied.
    const PER_BASE: usize = 1000;
    let bases_needed = n.div_ceil(PER_BASE);
    let mut seen: HashSet<Cells> = HashSet::with_capacity(bases_needed);
    let mut written = 0;
    // A classic fill stops only at a running time budget: then so does the writing.
    let Some(first) = random_grid(Shape::Classic, rng) else {
        return 0;
    };
    let mut source = normalise(&to_cells(&first));
    let mut perms_used: HashSet<[u8; 9]> = HashSet::with_capacity(PER_BASE);
    while written < n {
        // A fresh random grid every so often, otherwise transformations of the current one.
        if seen.len().is_multiple_of(64) {
            let Some(fresh) = random_grid(Shape::Classic, rng) else {
                return written;
            };
            source = normalise(&to_cells(&fresh));
        }
        let base = normalise(&shuffle_structure(&source, rng));
        if !seen.insert(base) {
            continue;
        }
        perms_used.clear();
        let take = PER_BASE.min(n - written);
        let mut perm = [1u8, 2, 3, 4, 5, 6, 7, 8, 9];
        while perms_used.len() < take {
            perm.shuffle(rng);
            if !perms_used.insert(perm) {
                continue;
            }
            let grid: Cells = base.map(|d| perm[d as usize - 1]);
            written += 1;
            if !sink(&grid) {
                return written;
            }
        }
    }
    written
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    fn valid(cells: &Cells) -> bool {
        let grid = Grid::from_cells(
            Shape::Classic,
            cells.iter().map(|&d| crate::engine::Digit::new(d)).collect(),
        )
        .unwrap();
        grid.is_solved()
    }

    #[test]
    fn grids_are_valid_and_distinct() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(1);
        let mut all = HashSet::new();
        let made = distinct_grids(5000, &mut rng, |g| {
            assert!(valid(g));
            all.insert(*g);
            true
        });
        assert_eq!(made, 5000);
        assert_eq!(all.len(), 5000);
    }

    #[test]
    fn transformations_keep_validity() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(2);
        let g = to_cells(&random_grid(Shape::Classic, &mut rng).expect("a full grid"));
        for _ in 0..100 {
            assert!(valid(&shuffle_structure(&g, &mut rng)));
            assert!(valid(&normalise(&g)));
        }
    }
}
