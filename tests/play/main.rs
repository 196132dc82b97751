//! The play model and what the game keeps: moves, hints and statistics, saved games and settings, translations, the install files, the README and docs/ links.
//!
//! One test binary per layer (engine, play, cli, window), each module one former file: every
//! binary links the crate and its dependencies once, which is most of the test build's time.

#[path = "../common/mod.rs"]
mod common;

mod credit_moves;
mod docs_links;
mod entered_killer;
mod entered_variants;
mod hint_memory;
mod hint_stage_one;
mod hint_words;
mod i18n;
mod killer_game;
mod packaging;
mod persistence;
mod play;
mod practice_made;
mod practice_pool;
mod saved_view;
mod standings;
mod statistics;
mod structure;
mod tools;
mod variants;
