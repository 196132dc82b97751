//! The window: screens driven through the iced test simulator (with snapshots), and the real binary in a real window under Xvfb.
//!
//! One test binary per layer (engine, play, cli, window), each module one former file: every
//! binary links the crate and its dependencies once, which is most of the test build's time.

#[path = "../common/mod.rs"]
mod common;

mod hint_back;
mod hint_cancel;
mod hint_memory;
mod hint_window;
mod lock;
mod picture_real;
mod pixels;
mod signals;
mod sizes;
mod ui;
mod ui_colours;
mod ui_cube;
mod ui_cube_reasons;
mod ui_entry;
mod ui_game_screen;
mod ui_giant;
mod ui_help_killer;
mod ui_help_variants;
mod ui_hint_layout;
mod ui_hint_walk;
mod ui_killer;
mod ui_language;
mod ui_learn;
mod ui_marks;
mod ui_mini;
mod ui_next_for_you;
mod ui_picture;
mod ui_samurai;
mod ui_stats;
mod ui_tools;
mod ui_trust;
mod ui_variants;
mod victory;
