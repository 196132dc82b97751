//! The engine, without a window: solvers and their cross-checks, the grader and its steps, generated cubes, the shipped levels, the cube preview.
//!
//! One test binary per layer (engine, play, cli, window), each module one former file: every
//! binary links the crate and its dependencies once, which is most of the test build's time.

#[path = "../common/mod.rs"]
mod common;
#[path = "../fuzz/targets.rs"]
mod fuzz_targets;

mod budget;
mod credit;
mod cube_faces;
mod dlx;
mod fast_solver;
mod forcing_proof;
mod fuzz_corpus;
mod grade_to_the_end;
mod grader;
mod hint_repeats;
mod killer;
mod layouts_freed;
mod levels;
mod properties;
mod reglib;
mod render;
mod samurai;
mod sizes;
mod step_digest;
mod variants;
