//! The grader, kept as a path for callers: everything lives in [`crate::engine::logic`].

pub use super::logic::{grade, grade_up_to, Grade, LogicalSolver, Step, Technique};
