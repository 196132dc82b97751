//! The victory wave on the flat board: a canvas the size of the board, stacked on it, that
//! tints each cell of the face shown with the wave's glow at this frame. It never takes the
//! mouse. The colour and its strength are the cube picture's ([`crate::render::GLOW_RGB`]),
//! so the flat face and the 3D view glow alike.

use iced::widget::canvas::{self, Path};
use iced::{mouse, Color, Point, Rectangle, Renderer, Size, Theme};

use crate::app::widget::hint_overlay::{cell_start, row_start};
use crate::app::widget::metrics::Metrics;
use crate::app::widget::plane::Plane;
use crate::app::widget::whole;
use crate::engine::Shape;

/// The glow over one face of a board drawn with `metrics`.
#[derive(Debug)]
pub struct GlowCanvas<'a> {
    /// How bright each cell glows, by cell index (0 to 1).
    pub levels: &'a [f32],
    /// The board (its geometry says where each cell is drawn).
    pub shape: Shape,
    /// The face on screen, or the whole Samurai.
    pub plane: Plane,
    /// The board's sizes.
    pub metrics: Metrics,
}

impl<M> canvas::Program<M> for GlowCanvas<'_> {
    type State = ();

    fn draw(
        &self,
        _state: &(),
        renderer: &Renderer,
        theme: &Theme,
        bounds: Rectangle,
        _cursor: mouse::Cursor,
    ) -> Vec<canvas::Geometry> {
        vec![whole::drawn(renderer, bounds, |frame| {
            let dark = theme.extended_palette().is_dark;
            let [r, g, b] = if dark {
                crate::render::GLOW_RGB.1
            } else {
                crate::render::GLOW_RGB.0
            };
            let m = &self.metrics;
            for row in 0..m.size {
                for col in 0..m.size {
                    let Some(cell) = self.plane.cell_at(self.shape.geometry(), row, col) else {
                        continue;
                    };
                    let level = self.levels.get(cell).copied().unwrap_or(0.0);
                    if level <= 0.0 {
                        continue;
                    }
                    let corner = Point::new(cell_start(m, col), row_start(m, row));
                    let colour = Color::from_rgba8(r, g, b, level * crate::render::GLOW_STRENGTH);
                    frame.fill(&Path::rectangle(corner, Size::new(m.cell, m.cell)), colour);
                }
            }
        })]
    }
}
