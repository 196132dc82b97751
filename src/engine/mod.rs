//! The puzzle engine: geometry, grids, text formats, solver, generator, grader and hints.
//! Pure Rust, no GUI.

mod adjacency;
pub mod band;
pub mod boards;
mod cage_propagation;
pub mod cube_faces;
pub mod difficulty;
pub mod dlx;
pub mod fast;
pub mod format;
pub mod generator;
pub mod geometry;
pub mod grade;
pub mod grid;
pub mod grids;
pub mod hint;
pub mod jigsaw;
pub mod killer;
pub mod learn;
pub mod lines;
pub mod logic;
pub mod samurai;
pub mod shape;
pub mod solver;
pub mod square;
pub mod types;

pub use format::{ParseError, PencilMarks, PuzzleReader, TextFormat};
pub use generator::{
    generate, generate_attempt, generate_seeded, generate_variant_attempt, generate_variant_seeded,
    generate_variant_within, random_grid, Difficulty, Puzzle, Rating,
};
pub use geometry::{Face, FacePos, Geometry, House, HouseKind, Regions, RegionsError, Variant};
pub use grid::{Conflict, Grid};
pub use hint::{hint, Hint};
pub use killer::{Cage, CageSet, Cages, CagesError};
// The budget of the searches a person waits on lives with the searches that ask it.
pub use logic::budget;
pub use logic::budget::within_budget;
pub use logic::{grade, Grade, LogicalSolver, Step, Technique};
pub use shape::Shape;
pub use solver::{
    count_solutions, count_solutions_within, solutions, solutions_within, solve_any, solve_random, solve_unique,
    solve_unique_within, Solutions, SolveError, Unsettled,
};
pub use types::{Candidates, Digit};
