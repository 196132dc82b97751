//! The screens. Each owns its state, its `Message`, an `update` that returns an `Action` for
//! the application, and a `view`; only the application switches screens ([`Screen`] is the
//! one on show). No screen uses another's module: what two share is a widget.

pub mod cube;
pub mod custom;
pub mod difficulty;
pub mod game;
pub mod help;
pub mod learn;
pub mod loading;
pub mod menu;
pub mod settings;
pub mod stats;

use crate::engine::{Difficulty, Variant};

/// The screen on show: the application holds one and switches between them.
#[derive(Debug)]
pub(crate) enum Screen {
    Menu(menu::Menu),
    Difficulty(difficulty::DifficultyScreen),
    Custom(Box<custom::Custom>),
    /// A puzzle of this mode and band is being loaded.
    Loading(Variant, Difficulty),
    Game(Box<game::Game>),
    Help(help::Help),
    Cube(cube::Cube),
    Statistics(stats::StatsScreen),
    Learn(Box<learn::Learn>),
    Settings(settings::SettingsScreen),
}

impl Screen {
    /// A name for the screen: `menu`, `difficulty`, `custom`, `loading`, `game`, `help`,
    /// `cube`, `statistics`, `learn` or `settings`.
    pub(crate) fn name(&self) -> &'static str {
        match self {
            Screen::Menu(_) => "menu",
            Screen::Difficulty(_) => "difficulty",
            Screen::Custom(_) => "custom",
            Screen::Loading(..) => "loading",
            Screen::Game(_) => "game",
            Screen::Help(_) => "help",
            Screen::Cube(_) => "cube",
            Screen::Statistics(_) => "statistics",
            Screen::Learn(_) => "learn",
            Screen::Settings(_) => "settings",
        }
    }

    /// The game, if it is the screen on show.
    pub(crate) fn game(&self) -> Option<&game::Game> {
        match self {
            Screen::Game(game) => Some(game),
            _ => None,
        }
    }

    /// The puzzle entry screen, if it is the screen on show.
    pub(crate) fn custom(&self) -> Option<&custom::Custom> {
        match self {
            Screen::Custom(custom) => Some(custom.as_ref()),
            _ => None,
        }
    }

    /// The game, if it is the screen on show, to change.
    pub(crate) fn game_mut(&mut self) -> Option<&mut game::Game> {
        match self {
            Screen::Game(game) => Some(game),
            _ => None,
        }
    }

    /// Tells the screen about the window and the theme: the pictures drawn in software (the
    /// cube's) follow them, each redrawn only on a change.
    pub(crate) fn set_display(&mut self, display: crate::app::display::Display) {
        match self {
            Screen::Game(game) => game.set_display(display),
            Screen::Cube(screen) => screen.set_dark(display.dark),
            Screen::Help(screen) => screen.set_dark(display.dark),
            _ => {}
        }
    }
}
