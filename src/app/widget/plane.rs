//! What a board view shows: one face (the classic board, a cube's face, one grid of a
//! Samurai) or a Samurai's whole 21x21 square. The board, its touch layer and the layers drawn
//! over it (the hint, the victory glow) ask the plane where a cell is drawn and which cell a
//! place holds, so the whole Samurai draws with the same code as one face.

use crate::engine::geometry::{samurai_cell_on_square, samurai_square_of, SAMURAI_SIDE};
use crate::engine::{Face, Geometry};

/// A board view: one face, or a Samurai's whole square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Plane {
    /// One face: every place holds a cell.
    Face(Face),
    /// The whole Samurai: five grids on a 21x21 square, the squares between the corner grids
    /// empty.
    Square,
}

impl From<Face> for Plane {
    fn from(face: Face) -> Plane {
        Plane::Face(face)
    }
}

impl Plane {
    /// Places a side: the board's size on a face, 21 on the whole Samurai.
    pub fn size(self, geometry: &Geometry) -> usize {
        match self {
            Plane::Face(_) => geometry.size(),
            Plane::Square => SAMURAI_SIDE,
        }
    }

    /// The cell at (row, col), None on a square outside the Samurai's grids.
    pub fn cell_at(self, geometry: &Geometry, row: usize, col: usize) -> Option<usize> {
        match self {
            Plane::Face(face) => Some(geometry.cell_at(face, row, col)),
            Plane::Square => samurai_cell_on_square(row, col),
        }
    }

    /// Where `cell` is drawn (row, col), None when the face does not show it. A board of one
    /// face shows every cell whatever face is named.
    pub fn place_of(self, geometry: &Geometry, cell: usize) -> Option<(usize, usize)> {
        match self {
            Plane::Face(face) => geometry
                .positions(cell)
                .iter()
                .find(|p| p.face == face || geometry.faces().len() == 1)
                .map(|p| (p.row as usize, p.col as usize)),
            Plane::Square => Some(samurai_square_of(cell)),
        }
    }

    /// The face shown, None on the whole Samurai.
    pub fn face(self) -> Option<Face> {
        match self {
            Plane::Face(face) => Some(face),
            Plane::Square => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::geometry::samurai;

    /// On the whole Samurai every cell has one place and the place names it back; on a grid
    /// the shared box's cells are those of the neighbour's corner box.
    #[test]
    fn the_whole_square_and_a_grid_place_the_same_cells() {
        let g = samurai();
        let shown: Vec<usize> = (0..21 * 21)
            .filter_map(|i| Plane::Square.cell_at(g, i / 21, i % 21))
            .collect();
        assert_eq!(shown.len(), 369);
        for cell in 0..369 {
            let (r, c) = Plane::Square.place_of(g, cell).unwrap();
            assert_eq!(Plane::Square.cell_at(g, r, c), Some(cell));
        }
        let shared = Plane::Face(Face::Centre).cell_at(g, 0, 0).unwrap();
        assert_eq!(Plane::Face(Face::TopLeft).place_of(g, shared), Some((6, 6)));
        assert_eq!(Plane::Face(Face::BottomRight).place_of(g, shared), None);
        assert_eq!(Plane::Square.place_of(g, shared), Some((6, 6)));
    }
}
