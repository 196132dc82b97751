//! Killer puzzles for the tests, made the way the generator's pieces make them: cages laid at
//! random over a seeded random full grid, split until the cages alone have one solution (no
//! givens). The app has no killer levels yet; its tests start games with these.

use rand::SeedableRng;
use sudoku3d::engine::generator::split_until_unique;
use sudoku3d::engine::killer::random_cages;
use sudoku3d::engine::solver::solve_random;
use sudoku3d::engine::{Cages, Difficulty, Grid, Shape};
use sudoku3d::play::{Loaded, Origin};

/// The killer puzzle of `seed`: its (empty) board and its solution, on the same cages.
pub fn killer(seed: u64) -> (Grid, Grid) {
    let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
    let full = solve_random(&Grid::empty(Shape::Classic), &mut rng).expect("an empty board has solutions");
    let solution: [u8; 81] = full.values().try_into().expect("81 cells");
    let set = split_until_unique(random_cages(&solution, &mut rng), &solution, &mut rng);
    let shape = Shape::Killer(Cages::intern(set));
    (
        Grid::empty(Shape::Classic).with_shape(shape.clone()),
        full.with_shape(shape),
    )
}

/// The killer of `seed` as a loaded puzzle, as the generator's answer would come.
pub fn loaded(seed: u64) -> Loaded {
    let (puzzle, solution) = killer(seed);
    Loaded {
        puzzle,
        solution,
        difficulty: Difficulty::Easy,
        origin: Origin::Generated { seed },
        marks: None,
    }
}
