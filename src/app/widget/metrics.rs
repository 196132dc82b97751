//! The sizes of a drawn board (9x9, or Mini's 6x6 with 2x3 boxes): the board widget and the
//! layers drawn over it (cages, regions, the hint, the victory glow) share them, so the layers
//! need not read the board.

/// Sizes of the drawn board, in logical pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Metrics {
    /// The side of a cell.
    pub cell: f32,
    /// Lines between cells.
    pub thin: f32,
    /// Lines between boxes and the frame.
    pub thick: f32,
    /// Whether thick lines part the boxes (every board but a jigsaw's, whose cells sit
    /// evenly with thin lines between them all).
    pub boxes: bool,
    /// Cells a side: 9, or 6 on Mini.
    pub size: usize,
    /// Rows and columns of a box: (3, 3), or (2, 3) on Mini.
    pub box_shape: (usize, usize),
}

impl Metrics {
    /// The biggest 9x9 board that fits in a square of `side`.
    pub fn fit(side: f32) -> Metrics {
        Metrics::fit_sized(side, 9, (3, 3))
    }

    /// The biggest board of `size` cells a side, in boxes of `box_shape` (rows, columns),
    /// that fits in a square of `side`. Its rows and columns may differ by a pixel or two
    /// (Mini has three bands of boxes and two stacks): the cell fits the longer of the two.
    pub fn fit_sized(side: f32, size: usize, box_shape: (usize, usize)) -> Metrics {
        let thick = if side >= 420.0 { 3.0 } else { 2.0 };
        let thin = 1.0;
        let lines = |per_box: usize| {
            let boxes = size / per_box;
            (boxes + 1) as f32 * thick + (size - boxes) as f32 * thin
        };
        let lines = lines(box_shape.0).max(lines(box_shape.1));
        let cell = ((side - lines) / size as f32).floor().max(12.0);
        Metrics {
            cell,
            thin,
            thick,
            boxes: true,
            size,
            box_shape,
        }
    }

    /// The same cells with thin lines only between them (a jigsaw board): a little smaller
    /// than the boxed board, so it fits wherever that one does.
    pub fn without_boxes(self) -> Metrics {
        Metrics { boxes: false, ..self }
    }

    /// Where cell `index` of a row starts (its column), from the board's left edge; on a
    /// 9x9 board the same as [`Metrics::start_row`].
    pub fn start(&self, index: usize) -> f32 {
        self.start_in(index, self.box_shape.1)
    }

    /// Where row `index` starts, from the board's top edge.
    pub fn start_row(&self, index: usize) -> f32 {
        self.start_in(index, self.box_shape.0)
    }

    /// Where place `index` starts along a line whose boxes are `per_box` cells long.
    fn start_in(&self, index: usize, per_box: usize) -> f32 {
        if self.boxes {
            let per_box_f = per_box as f32;
            self.thick
                + (index / per_box) as f32 * (per_box_f * self.cell + (per_box_f - 1.0) * self.thin + self.thick)
                + (index % per_box) as f32 * (self.cell + self.thin)
        } else {
            self.thick + index as f32 * (self.cell + self.thin)
        }
    }

    /// The side of the whole board (the longer of its width and height, which differ only
    /// where the boxes are not square).
    pub fn side(&self) -> f32 {
        let n = self.size as f32;
        if self.boxes {
            let (rows, cols) = self.box_shape;
            let length = |per_box: usize| {
                let boxes = (self.size / per_box) as f32;
                n * self.cell + (n - boxes) * self.thin + (boxes + 1.0) * self.thick
            };
            length(rows).max(length(cols))
        } else {
            n * self.cell + (n - 1.0) * self.thin + 2.0 * self.thick
        }
    }

    /// The width of a border between two jigsaw regions: wider than the frame's line, as it
    /// lies over a thin gap and a little of the cells on both sides.
    pub fn region_border(&self) -> f32 {
        self.thick + 1.0
    }
}
