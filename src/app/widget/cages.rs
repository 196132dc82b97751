//! A killer board's cages, drawn over its cells: each cage a dashed outline a little inside
//! its cells (turning where the cage turns, so two cages side by side show two lines with the
//! cell gap between them), and its sum small in the top-left corner of its first cell, where
//! the outline breaks off around it.
//!
//! The drawing works on any canvas [`Frame`] through [`CellPlaces`] (where each row and column
//! of cells starts, and the cells' side): the flat board uses [`CageLines`], a canvas stacked
//! on its cells (and the entry screen over the cages drawn so far); another picture of a killer board (an example board in How to play) calls
//! [`draw_cages`] with its own places. The hint overlay reuses [`outline_runs`] to outline the
//! cages a hint rests on.

use iced::alignment::Vertical;
use iced::widget::canvas::{self, Frame, Path, Stroke};
use iced::{Color, Point, Rectangle, Size, Theme};

use crate::app::theme;
use crate::app::widget::metrics::Metrics;
use crate::app::widget::whole;
use crate::engine::{Cage, Cages, Shape};

/// Where the cells of a 9x9 board lie on a frame.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CellPlaces {
    /// The board's top-left corner on the frame.
    pub origin: Point,
    /// Where each row (and column) of cells starts, from the origin.
    pub starts: [f32; 9],
    /// The side of a cell.
    pub cell: f32,
}

impl CellPlaces {
    /// Cells of side `cell` with `gap` between any two (a plain grid, as a small example
    /// board draws it), the first at `origin`.
    pub fn even(origin: Point, cell: f32, gap: f32) -> CellPlaces {
        CellPlaces {
            origin,
            starts: std::array::from_fn(|i| i as f32 * (cell + gap)),
            cell,
        }
    }

    /// The cells of the flat board drawn with `metrics`, from its top-left corner.
    pub fn of_board(metrics: &Metrics) -> CellPlaces {
        CellPlaces {
            origin: Point::ORIGIN,
            starts: std::array::from_fn(|i| metrics.start(i)),
            cell: metrics.cell,
        }
    }

    /// The top-left corner of cell `cell` (0..81).
    pub fn corner(&self, cell: usize) -> Point {
        Point::new(
            self.origin.x + self.starts[cell % 9],
            self.origin.y + self.starts[cell / 9],
        )
    }

    /// The gap between row (or column) `i` and the next one (none after the last).
    fn gap_after(&self, i: usize) -> f32 {
        match self.starts.get(i + 1) {
            Some(next) => next - self.starts[i] - self.cell,
            None => 0.0,
        }
    }
}

/// How far inside its cells a cage's outline runs.
pub fn inset(cell: f32) -> f32 {
    (cell * 0.08).clamp(2.0, 5.0).round()
}

/// The size of a cage's sum in a cell of side `cell`.
pub fn sum_size(cell: f32) -> f32 {
    (cell * 0.21).round().clamp(9.0, 15.0)
}

/// The strip at the top of a cage's first cell that its sum takes: the notes of that cell go
/// below it (a glyph's own room above and below it lets the two touch).
pub fn sum_band(cell: f32) -> f32 {
    sum_size(cell)
}

/// Where the notes of `cell` keep clear of on a board of `shape` with cells of side `side`:
/// the strip at the top its cage's sum takes (in the cage's first cell), and the margin the
/// cage lines inside every cell take; both 0 on other boards (see
/// [`crate::app::widget::notes::note_places`]).
pub fn note_room(shape: &Shape, cell: usize, side: f32) -> (f32, f32) {
    match shape.cages() {
        Some(cages) => {
            let top = if cages.cages()[cages.cage_of(cell)].anchor() == cell {
                sum_band(side)
            } else {
                0.0
            };
            (top, inset(side) - 1.0)
        }
        None => (0.0, 0.0),
    }
}

/// One straight piece of a cage's outline: along a row (`horizontal`, at height `at`, from
/// `from` to `to` across) or down a column (at `at` across, from `from` to `to` down), in the
/// frame's coordinates.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Run {
    /// Along a row (else down a column).
    pub horizontal: bool,
    /// Its height (a row's) or its x (a column's).
    pub at: f32,
    /// Where it starts, `from < to`.
    pub from: f32,
    /// Where it ends.
    pub to: f32,
}

impl Run {
    /// Its two ends.
    fn ends(&self, from: f32, to: f32) -> (Point, Point) {
        if self.horizontal {
            (Point::new(from, self.at), Point::new(to, self.at))
        } else {
            (Point::new(self.at, from), Point::new(self.at, to))
        }
    }
}

/// The outline of cage `index` of `cages`, `inset` inside its cells, as straight runs (each as
/// long as the cage's side goes on: pieces of cells side by side joined across the gaps). A
/// run ends at an outer corner `inset` short of the cells' edge; at an inner corner it goes on
/// into the neighbouring cell to meet the run it turns into.
pub fn outline_runs(cages: &[Cage], index: usize, places: &CellPlaces, inset: f32) -> Vec<Run> {
    let Some(cage) = cages.get(index) else {
        return Vec::new();
    };
    let inside = |r: isize, c: isize| -> bool {
        (0..9).contains(&r) && (0..9).contains(&c) && cage.cells.binary_search(&((r * 9 + c) as usize)).is_ok()
    };
    let (o, cell) = (places.origin, places.cell);
    let start = |i: isize| places.starts[i as usize];
    let gap_before = |i: isize| if i > 0 { places.gap_after(i as usize - 1) } else { 0.0 };
    let gap_after = |i: isize| places.gap_after(i as usize);
    let mut runs = Vec::new();
    for &c in &cage.cells {
        let (r, c) = ((c / 9) as isize, (c % 9) as isize);
        // Each side of the cell on the cage's edge: (the neighbour across it, its direction
        // along the side's line, whether it runs along a row, the line's place).
        let (x0, y0) = (o.x + start(c), o.y + start(r));
        let (x1, y1) = (x0 + cell, y0 + cell);
        // A side along a row: the neighbours before and after along it, and the cells past
        // the side's outer face beside those.
        for (dr, at) in [(-1, y0 + inset), (1, y1 - inset)] {
            if inside(r + dr, c) {
                continue;
            }
            let from = match (inside(r, c - 1), inside(r + dr, c - 1)) {
                (true, true) => x0 - gap_before(c) - inset,
                (true, false) => x0 - gap_before(c),
                _ => x0 + inset,
            };
            let to = match (inside(r, c + 1), inside(r + dr, c + 1)) {
                (true, true) => x1 + gap_after(c) + inset,
                (true, false) => x1 + gap_after(c),
                _ => x1 - inset,
            };
            runs.push(Run {
                horizontal: true,
                at,
                from,
                to,
            });
        }
        for (dc, at) in [(-1, x0 + inset), (1, x1 - inset)] {
            if inside(r, c + dc) {
                continue;
            }
            let from = match (inside(r - 1, c), inside(r - 1, c + dc)) {
                (true, true) => y0 - gap_before(r) - inset,
                (true, false) => y0 - gap_before(r),
                _ => y0 + inset,
            };
            let to = match (inside(r + 1, c), inside(r + 1, c + dc)) {
                (true, true) => y1 + gap_after(r) + inset,
                (true, false) => y1 + gap_after(r),
                _ => y1 - inset,
            };
            runs.push(Run {
                horizontal: false,
                at,
                from,
                to,
            });
        }
    }
    join(runs)
}

/// Runs on one line that meet or overlap, as one.
fn join(mut runs: Vec<Run>) -> Vec<Run> {
    runs.sort_by(|a, b| {
        (a.horizontal, a.at, a.from)
            .partial_cmp(&(b.horizontal, b.at, b.from))
            .unwrap_or(std::cmp::Ordering::Equal)
    });
    let mut out: Vec<Run> = Vec::new();
    for run in runs {
        match out.last_mut() {
            Some(last) if last.horizontal == run.horizontal && last.at == run.at && run.from <= last.to + 0.01 => {
                last.to = last.to.max(run.to);
            }
            _ => out.push(run),
        }
    }
    out
}

/// The colours of the cages: the outline, the sums, and both on a cage whose digits break its
/// sum.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CageInk {
    /// The dashed outline.
    pub line: Color,
    /// A cage's sum.
    pub sum: Color,
    /// A broken cage's outline and sum.
    pub broken: Color,
}

impl CageInk {
    /// The theme's: the outline in the notes' grey (quieter than the box lines, darker than
    /// the thin lines), the sums in the givens' ink, a broken cage in the conflict's ink.
    pub fn of(theme: &Theme) -> CageInk {
        let c = theme::colors(theme);
        CageInk {
            line: c.note_text,
            sum: c.given_text,
            broken: c.conflict_text,
        }
    }
}

/// The rectangle the sum of a cage whose first cell's corner is `corner` takes (its text and
/// a little room around it), for cells of side `cell`.
fn sum_box(corner: Point, sum: u8, cell: f32) -> Rectangle {
    let size = sum_size(cell);
    let digits = if sum >= 10 { 2.0 } else { 1.0 };
    Rectangle::new(
        corner,
        Size::new(2.0 + digits * 0.62 * size + 4.0, sum_band(cell) + 1.0),
    )
}

/// Draws the cages of a killer board on `frame`: every cage's dashed outline and its sum, the
/// cages listed in `broken` in the broken ink.
pub fn draw_cages(frame: &mut Frame, cages: &[Cage], places: &CellPlaces, ink: CageInk, broken: &[usize]) {
    let cell = places.cell;
    let d = inset(cell);
    let width = if cell >= 48.0 { 1.5 } else { 1.0 };
    // Dashes about a tenth of a cell, ends always drawn, so every corner shows.
    let (dash, space) = ((cell * 0.1).max(3.0), (cell * 0.07).max(2.0));
    for (index, cage) in cages.iter().enumerate() {
        let colour = if broken.contains(&index) { ink.broken } else { ink.line };
        let corner = places.corner(cage.anchor());
        let keep_out = sum_box(corner, cage.sum, cell);
        let stroke = Stroke::default().with_color(colour).with_width(width);
        for run in outline_runs(cages, index, places, d) {
            for (a, b) in dashes(run.from, run.to, dash, space) {
                for (a, b) in outside(&run, a, b, keep_out) {
                    let (p, q) = run.ends(a, b);
                    frame.stroke(&Path::line(p, q), stroke);
                }
            }
        }
        frame.fill_text(canvas::Text {
            content: cage.sum.to_string(),
            position: Point::new(corner.x + 2.0, corner.y + 0.5),
            color: if broken.contains(&index) { ink.broken } else { ink.sum },
            size: sum_size(cell).into(),
            align_y: Vertical::Top,
            ..canvas::Text::default()
        });
    }
}

/// Draws the outline of cage `index` solid in `colour`, `width` wide, over its dashed one
/// (what a hint resting on the cage draws), around its sum as the dashes go.
pub fn draw_outline(frame: &mut Frame, cages: &[Cage], index: usize, places: &CellPlaces, colour: Color, width: f32) {
    let Some(cage) = cages.get(index) else {
        return;
    };
    let cell = places.cell;
    let keep_out = sum_box(places.corner(cage.anchor()), cage.sum, cell);
    let stroke = Stroke::default().with_color(colour).with_width(width);
    for run in outline_runs(cages, index, places, inset(cell)) {
        for (a, b) in outside(&run, run.from, run.to, keep_out) {
            let (p, q) = run.ends(a, b);
            frame.stroke(&Path::line(p, q), stroke);
        }
    }
}

/// Dashes from `from` to `to`: about `dash` long with `space` between, stretched so that the
/// first and the last end at the run's ends.
pub fn dashes(from: f32, to: f32, dash: f32, space: f32) -> Vec<(f32, f32)> {
    let length = to - from;
    if length <= dash + space {
        return vec![(from, to)];
    }
    let n = ((length + space) / (dash + space)).round().max(1.0);
    let each = (length - (n - 1.0) * space) / n;
    (0..n as usize)
        .map(|i| {
            let a = from + i as f32 * (each + space);
            (a, a + each)
        })
        .collect()
}

/// The parts of the piece `a..b` of `run` outside the rectangle `out`.
fn outside(run: &Run, a: f32, b: f32, out: Rectangle) -> Vec<(f32, f32)> {
    let (across, lo, hi) = if run.horizontal {
        (out.y..=out.y + out.height, out.x, out.x + out.width)
    } else {
        (out.x..=out.x + out.width, out.y, out.y + out.height)
    };
    if !across.contains(&run.at) || b <= lo || a >= hi {
        return vec![(a, b)];
    }
    [(a, a.max(lo).min(b)), (b.min(hi).max(a), b)]
        .into_iter()
        .filter(|(x, y)| y - x > 2.0)
        .collect()
}

/// Cages to draw: a killer board's layout, or the cages drawn so far on the entry screen
/// (not yet a layout: they need not cover the board).
pub trait CageList {
    /// The cages, in any order.
    fn list(&self) -> &[Cage];
}

impl CageList for Cages {
    fn list(&self) -> &[Cage] {
        self.cages()
    }
}

impl CageList for Vec<Cage> {
    fn list(&self) -> &[Cage] {
        self
    }
}

/// The cages of a killer board, or of one being drawn, over its cells (a canvas stacked on
/// them; it never takes the mouse).
#[derive(Clone, Debug)]
pub struct CageLines<C: CageList = Cages> {
    /// The board's cages.
    pub cages: C,
    /// The board's sizes.
    pub metrics: Metrics,
    /// The cages whose digits break their sum (indexes into the cages).
    pub broken: Vec<usize>,
}

impl<M, C: CageList> canvas::Program<M> for CageLines<C> {
    type State = ();

    fn draw(
        &self,
        _state: &(),
        renderer: &iced::Renderer,
        theme: &Theme,
        bounds: Rectangle,
        _cursor: iced::mouse::Cursor,
    ) -> Vec<canvas::Geometry> {
        vec![whole::drawn(renderer, bounds, |frame| {
            let places = CellPlaces::of_board(&self.metrics);
            draw_cages(frame, self.cages.list(), &places, CageInk::of(theme), &self.broken);
        })]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::CageSet;

    /// An L of three cells, r1c1 r1c2 r2c1, among single cells (sums from a grid's digits
    /// are not needed by the drawing: any valid layout).
    fn l_layout() -> CageSet {
        let solution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
        let digit = |i: usize| solution.as_bytes()[i] - b'0';
        let mut cages = vec![Cage {
            cells: vec![0, 1, 9],
            sum: digit(0) + digit(1) + digit(9),
        }];
        for cell in (2..81).filter(|&c| c != 9) {
            cages.push(Cage {
                cells: vec![cell],
                sum: digit(cell),
            });
        }
        CageSet::new(cages).unwrap()
    }

    #[test]
    fn an_l_cage_turns_at_its_inner_corner_and_each_single_cell_is_a_square() {
        let set = l_layout();
        let places = CellPlaces::even(Point::ORIGIN, 40.0, 2.0);
        let d = 4.0;
        let runs = outline_runs(set.cages(), 0, &places, d);
        // Six sides: top, the step down from r1c2, the inner corner's two, bottom, left.
        assert_eq!(runs.len(), 6, "{runs:?}");
        let h = |at: f32, from: f32, to: f32| Run {
            horizontal: true,
            at,
            from,
            to,
        };
        let v = |at: f32, from: f32, to: f32| Run {
            horizontal: false,
            at,
            from,
            to,
        };
        // Along the top of r1c1 and r1c2, across the gap between them.
        assert!(runs.contains(&h(4.0, 4.0, 78.0)), "{runs:?}");
        // The inner corner at r2c1's top-right: r1c2's bottom runs left into r1c1 to meet
        // r2c1's right side coming up.
        assert!(runs.contains(&h(36.0, 36.0, 78.0)), "{runs:?}");
        assert!(runs.contains(&v(36.0, 36.0, 78.0)), "{runs:?}");
        // The left side of r1c1 and r2c1 together.
        assert!(runs.contains(&v(4.0, 4.0, 78.0)), "{runs:?}");
        // A single cell: four sides inset at both ends.
        let single = set.cage_of(40);
        let runs = outline_runs(set.cages(), single, &places, d);
        assert_eq!(runs.len(), 4);
        let x0 = places.corner(40).x;
        assert!(
            runs.iter().all(|r| r.from == x0 + d && r.to == x0 + 40.0 - d),
            "{runs:?}"
        );
    }

    #[test]
    fn dashes_start_and_end_at_the_run_ends_and_skip_the_sum() {
        let pieces = dashes(10.0, 110.0, 6.0, 4.0);
        assert_eq!(pieces.first().unwrap().0, 10.0);
        assert!((pieces.last().unwrap().1 - 110.0).abs() < 1e-3);
        assert!(pieces.windows(2).all(|w| (w[1].0 - w[0].1 - 4.0).abs() < 1e-3));
        let run = Run {
            horizontal: true,
            at: 4.0,
            from: 4.0,
            to: 40.0,
        };
        let out = Rectangle::new(Point::ORIGIN, Size::new(20.0, 12.0));
        assert_eq!(outside(&run, 4.0, 30.0, out), vec![(20.0, 30.0)]);
        assert_eq!(outside(&run, 22.0, 30.0, out), vec![(22.0, 30.0)]);
    }
}
