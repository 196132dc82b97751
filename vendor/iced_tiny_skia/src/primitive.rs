use crate::core::Rectangle;

#[derive(Debug, Clone, PartialEq)]
pub enum Primitive {
    /// A path filled with some paint.
    Fill {
        /// The path to fill.
        path: tiny_skia::Path,
        /// The paint to use.
        paint: tiny_skia::Paint<'static>,
        /// The fill rule to follow.
        rule: tiny_skia::FillRule,
    },
    /// A path stroked with some paint.
    Stroke {
        /// The path to stroke.
        path: tiny_skia::Path,
        /// The paint to use.
        paint: tiny_skia::Paint<'static>,
        /// The stroke settings.
        stroke: tiny_skia::Stroke,
    },
}

impl Primitive {
    /// Returns the visible bounds of the [`Primitive`].
    pub fn visible_bounds(&self) -> Rectangle {
        // Patched (Sudoku 3D): the path's bounds are those of its centre line; a stroke
        // reaches half its width past them (a straight line's bounds have no height or
        // width at all, and the damage tracker dropped them as empty), and anti-aliasing
        // one pixel more. Without this a stroke that went away stayed on screen.
        let (bounds, reach) = match self {
            Primitive::Fill { path, .. } => (path.bounds(), 1.0),
            Primitive::Stroke { path, stroke, .. } => {
                (path.bounds(), stroke.width / 2.0 * stroke.miter_limit.max(1.0) + 1.0)
            }
        };

        Rectangle {
            x: bounds.x() - reach,
            y: bounds.y() - reach,
            width: bounds.width() + 2.0 * reach,
            height: bounds.height() + 2.0 * reach,
        }
    }
}
