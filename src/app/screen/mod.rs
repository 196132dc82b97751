//! The screens. Each owns its state, its `Message`, an `update` that returns an `Action` for
//! the application, and a `view`; only the application switches screens.

pub mod cube;
pub mod custom;
pub mod difficulty;
pub mod game;
pub mod help;
pub mod menu;
pub mod settings;
pub mod stats;
