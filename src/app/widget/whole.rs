//! A canvas's drawing handed to the renderer as one piece the size of the canvas, so that
//! whatever it drew last frame is repainted when it changes.
//!
//! Why: iced's CPU renderer (tiny-skia, iced 0.14) repaints only the regions that changed
//! between two frames. For a canvas drawn afresh each frame (`Frame::into_geometry`) it takes
//! each path's own bounds as its region: the bounds of the path's *centre line*, without the
//! stroke's width or the anti-aliased edge, and a straight horizontal or vertical line has
//! bounds of zero height or width, which the renderer drops as empty. So a stroke that went
//! away (a hint's arc, a chain's dashes, a cage's or a selection's line) left its fringe, or
//! all of itself, on screen until something else repainted that place (iced issues 2339 and
//! 2712). Geometry made through a [`canvas::Cache`] is compared as a whole instead: when it
//! is new, the renderer repaints the canvas's whole rectangle, and the frame clips the
//! drawing to that rectangle, so nothing the canvas drew can outlive it.
//!
//! A fresh cache each frame keeps the widgets stateless; the cost is that the canvas's
//! rectangle is repainted on every frame that draws it (frames are drawn only on events and
//! while an animation runs, so an idle window still costs nothing).

use iced::widget::canvas::{self, Frame};
use iced::{Rectangle, Renderer};

/// Draws with `draw` on a frame the size of `bounds`, as geometry that the renderer repaints
/// as the canvas's whole rectangle.
pub fn drawn(renderer: &Renderer, bounds: Rectangle, draw: impl FnOnce(&mut Frame)) -> canvas::Geometry {
    canvas::Cache::new().draw(renderer, bounds.size(), draw)
}
