//! The sizes of a drawn 9x9 board: the board widget and the layers drawn over it (cages,
//! regions, the hint, the victory glow) share them, so the layers need not read the board.

/// Sizes of the drawn board, in logical pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Metrics {
    /// The side of a cell.
    pub cell: f32,
    /// Lines between cells.
    pub thin: f32,
    /// Lines between boxes and the frame.
    pub thick: f32,
    /// Whether thick lines part the 3x3 boxes (every board but a jigsaw's, whose cells sit
    /// evenly with thin lines between them all).
    pub boxes: bool,
}

impl Metrics {
    /// The biggest board that fits in a square of `side`.
    pub fn fit(side: f32) -> Metrics {
        let thick = if side >= 420.0 { 3.0 } else { 2.0 };
        let thin = 1.0;
        let cell = ((side - 4.0 * thick - 6.0 * thin) / 9.0).floor().max(12.0);
        Metrics {
            cell,
            thin,
            thick,
            boxes: true,
        }
    }

    /// The same cells with thin lines only between them (a jigsaw board): a little smaller
    /// than the boxed board, so it fits wherever that one does.
    pub fn without_boxes(self) -> Metrics {
        Metrics { boxes: false, ..self }
    }

    /// Where cell `index` (0..9) of a row or column starts, from the board's top-left corner.
    pub fn start(&self, index: usize) -> f32 {
        if self.boxes {
            self.thick
                + (index / 3) as f32 * (3.0 * self.cell + 2.0 * self.thin + self.thick)
                + (index % 3) as f32 * (self.cell + self.thin)
        } else {
            self.thick + index as f32 * (self.cell + self.thin)
        }
    }

    /// The side of the whole board.
    pub fn side(&self) -> f32 {
        if self.boxes {
            9.0 * self.cell + 6.0 * self.thin + 4.0 * self.thick
        } else {
            9.0 * self.cell + 8.0 * self.thin + 2.0 * self.thick
        }
    }

    /// The width of a border between two jigsaw regions: wider than the frame's line, as it
    /// lies over a thin gap and a little of the cells on both sides.
    pub fn region_border(&self) -> f32 {
        self.thick + 1.0
    }
}
