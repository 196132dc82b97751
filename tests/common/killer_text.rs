//! A killer puzzle with one solution, for the tests of entering one: cages laid at random over
//! a seeded random grid, split until the cages alone have one solution.

use rand::rngs::StdRng;
use rand::SeedableRng;

use sudoku3d::engine::generator::split_until_unique;
use sudoku3d::engine::{killer, solve_random, CageSet, Grid, Shape};

/// A random solved grid from `seed`, as digits 1..=9 by cell.
pub fn solved(seed: u64) -> [u8; 81] {
    let mut rng = StdRng::seed_from_u64(seed);
    let grid = solve_random(&Grid::empty(Shape::Classic), &mut rng).expect("an empty board has solutions");
    let mut digits = [0u8; 81];
    digits.copy_from_slice(&grid.values());
    digits
}

/// Random cages over [`solved`]`(seed)` as they come (usually several solutions), and the
/// grid.
pub fn raw_cages(seed: u64) -> (CageSet, [u8; 81]) {
    let solution = solved(seed);
    let mut rng = StdRng::seed_from_u64(seed ^ 0x6b69_6c6c);
    (killer::random_cages(&solution, &mut rng), solution)
}

/// A killer with one solution: [`raw_cages`] split until unique, and its solution.
pub fn unique_cages(seed: u64) -> (CageSet, [u8; 81]) {
    let (set, solution) = raw_cages(seed);
    let mut rng = StdRng::seed_from_u64(seed ^ 0x7370_6c69);
    (split_until_unique(set, &solution, &mut rng), solution)
}

/// The text of a killer with no givens: `<cage map> <sums>`.
pub fn text(set: &CageSet) -> String {
    format!("{} {}", set.map_text(), set.sums_text())
}
