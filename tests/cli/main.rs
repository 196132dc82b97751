//! The command line as a user runs it: the built `sudoku3d` binary, its output, exit codes and files, and the PDFs it prints.
//!
//! One test binary per layer (engine, play, cli, window), each module one former file: every
//! binary links the crate and its dependencies once, which is most of the test build's time.

#[path = "../common/mod.rs"]
mod common;

mod binary;
mod cli;
mod files;
mod giant;
mod hardening;
mod killer;
mod learn;
mod mini;
mod picture;
mod print;
mod samurai;
mod variants;
