//! The Samurai board's place in the board table (issue 44): its text forms as a [`Grid`] (the
//! readers and writers of one value per cell live in `format.rs`), and its generator.
//!
//! A Samurai board is five 9x9 grids on a 21x21 square, the centre grid sharing a corner box
//! with each of the others (`geometry::samurai`): one cell of a shared box lies in the houses
//! of both its grids, as a cube's edge cell lies on two faces.

use super::format::{self, ParseError};
use super::grid::Grid;
use super::shape::Shape;

// The squares of the board live with its geometry (the text forms in `format.rs` read them
// too, and `format.rs` is below this file); they are this module's words for the window.
pub use super::geometry::{
    samurai_cell_on_square as cell_on_square, samurai_square_of as square_of, SAMURAI_SIDE as SIDE,
};

/// A Samurai board from any of its text forms (the 21-line square, one line of 369 cells, or
/// five grids of 81): see [`format::read_samurai`].
pub fn read(text: &str) -> Result<Grid, ParseError> {
    let cells = format::read_samurai(text)?;
    Ok(Grid::from_cells(Shape::Samurai, cells).expect("the reader gives one value per Samurai cell"))
}

/// The one-line form: 369 cells in reading order of the square, `.` for empty.
pub fn write(grid: &Grid) -> String {
    format::write_samurai_line(grid.cells())
}

/// The printed square, for reading in a terminal.
pub fn pretty(grid: &Grid) -> String {
    format::write_samurai_block(grid.cells())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::geometry::Face;

    /// A board read from its square comes back in each form, and the three forms read the
    /// same board; the shared cell (centre r1c1 = top-left r7c7) is one cell.
    #[test]
    fn the_three_forms_read_one_board() {
        let mut cells = vec![None; 369];
        let g = Shape::Samurai.geometry();
        cells[g.cell_at(Face::Centre, 0, 0)] = crate::engine::Digit::new(5);
        cells[g.cell_at(Face::BottomRight, 8, 8)] = crate::engine::Digit::new(9);
        let grid = Grid::from_cells(Shape::Samurai, cells).unwrap();
        let line = write(&grid);
        assert_eq!(line.len(), 369);
        assert_eq!(read(&line).unwrap(), grid);
        assert_eq!(read(&pretty(&grid)).unwrap(), grid);
        let five = format::write_samurai_grids(grid.cells()).join("\n");
        assert_eq!(read(&five).unwrap(), grid);
        assert_eq!(grid.at(Face::TopLeft, 6, 6), crate::engine::Digit::new(5));
    }

    /// Every cell has one square and the square names it back; 72 squares lie outside the
    /// grids (the gaps between the corner grids: 441 squares, 369 cells).
    #[test]
    fn each_cell_has_its_square() {
        for cell in 0..369 {
            let (r, c) = square_of(cell);
            assert_eq!(cell_on_square(r, c), Some(cell));
        }
        let outside = (0..SIDE * SIDE)
            .filter(|i| cell_on_square(i / SIDE, i % SIDE).is_none())
            .count();
        assert_eq!(outside, 72);
        assert_eq!(cell_on_square(0, 9), None, "between the top grids");
        assert_eq!(square_of(Shape::Samurai.geometry().cell_at(Face::Centre, 0, 0)), (6, 6));
    }
}
