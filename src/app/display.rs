//! What the screens know of the window: its size and scale, and whether the theme is dark. A
//! leaf: the window's glue (`window.rs`) fills it in and the screens read it.

use iced::Size;

/// The window's size when it first opens (later: the size it had when it closed), made to
/// fit the screen once the screen's size is known.
pub(crate) const WINDOW: Size = Size::new(1060.0, 760.0);

/// What the game knows of the window, for the cube preview's picture.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Display {
    /// The window's size in logical pixels.
    pub window: Size,
    /// Physical pixels per logical pixel.
    pub scale: f32,
    /// Whether the theme is dark.
    pub dark: bool,
}

impl Default for Display {
    fn default() -> Display {
        Display {
            window: WINDOW,
            scale: 1.0,
            dark: false,
        }
    }
}
