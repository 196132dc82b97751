//! Which board a grid is played on: [`Shape`], the kind with its layout (a jigsaw's regions, a
//! killer's cages), and the way back from a geometry to its shape.
//!
//! Its own file, above both the geometry and the cage layouts: a killer's shape holds its
//! layout and the layout holds its geometry, so with the shape inside `geometry.rs` the two
//! files named each other (issue 43's circle).

use std::fmt;

use super::geometry::{classic, cube, diagonal, giant, mini, samurai, Geometry, Owner, Regions, Variant};
use super::killer::{Cages, KillerLayout};

/// Which board a grid is played on.
///
/// `Clone`, not `Copy`: a jigsaw or killer shape holds its layout by reference count, so the
/// layout (with its geometry and the solvers' tables) is freed when the last grid, game or
/// search using it is dropped. Cloning one costs an atomic increment.
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Shape {
    /// The classic 9x9 board: 81 cells, 27 houses.
    Classic,
    /// Three faces of a cube, linked along their shared edges: 217 cells, 81 houses.
    Cube,
    /// Diagonal (X) sudoku: the classic board plus both main diagonals: 81 cells, 29 houses.
    Diagonal,
    /// Jigsaw sudoku: rows, columns and nine irregular regions instead of the 3x3 boxes.
    Jigsaw(Regions),
    /// Killer sudoku: the classic houses plus cages with sums (a cell's cage-mates are peers).
    Killer(Cages),
    /// Mini: a 6x6 board of 2x3 boxes, digits 1-6: 36 cells, 18 houses.
    Mini,
    /// Giant: a 16x16 board of 4x4 boxes, digits 1-9 and A-G: 256 cells, 48 houses.
    Giant,
    /// Samurai: five 9x9 grids sharing corner boxes on a 21x21 square: 369 cells, 135 houses
    /// (the four shared boxes once in each of their two grids).
    Samurai,
}

impl Shape {
    /// The cells and houses of this shape.
    pub fn geometry(&self) -> &Geometry {
        match self {
            Shape::Classic => classic(),
            Shape::Cube => cube(),
            Shape::Diagonal => diagonal(),
            Shape::Jigsaw(regions) => &regions.0.geometry,
            Shape::Killer(cages) => cages.geometry(),
            Shape::Mini => mini(),
            Shape::Giant => giant(),
            Shape::Samurai => samurai(),
        }
    }

    /// Number of distinct cells.
    pub fn cell_count(&self) -> usize {
        self.geometry().cell_count()
    }

    /// The kind of board, without a jigsaw's layout: what statistics, levels and menus sort by.
    pub fn variant(&self) -> Variant {
        match self {
            Shape::Classic => Variant::Classic,
            Shape::Cube => Variant::Cube,
            Shape::Diagonal => Variant::Diagonal,
            Shape::Jigsaw(_) => Variant::Jigsaw,
            Shape::Killer(_) => Variant::Killer,
            Shape::Mini => Variant::Mini,
            Shape::Giant => Variant::Giant,
            Shape::Samurai => Variant::Samurai,
        }
    }

    /// Whether the board is one square face (everything but the cube and Samurai): cell
    /// `row * size + col`.
    pub fn is_flat(&self) -> bool {
        !matches!(self, Shape::Cube | Shape::Samurai)
    }

    /// The jigsaw layout, for a jigsaw board.
    pub fn regions(&self) -> Option<&Regions> {
        match self {
            Shape::Jigsaw(regions) => Some(regions),
            _ => None,
        }
    }

    /// The killer cages, for a killer board.
    pub fn cages(&self) -> Option<&Cages> {
        match self {
            Shape::Killer(cages) => Some(cages),
            _ => None,
        }
    }
}

/// `grid.shape() == Shape::Cube` reads as it did when shapes were `Copy` (`Grid::shape` lends
/// its shape rather than cloning the layout's handle).
impl PartialEq<Shape> for &Shape {
    fn eq(&self, other: &Shape) -> bool {
        **self == *other
    }
}

impl Variant {
    /// The shape of this variant when it has only one: None for a jigsaw (each puzzle brings
    /// its own regions) and a killer (its own cages).
    pub fn fixed_shape(self) -> Option<Shape> {
        self.row().fixed_shape.map(|shape| shape())
    }
}

impl Geometry {
    /// The shape this geometry describes.
    pub fn shape(&self) -> Shape {
        // A layout's geometry is only reached through a handle of that layout, so the layout
        // is alive whenever this runs.
        match &self.owner {
            Owner::Fixed(variant) => variant
                .fixed_shape()
                .expect("a geometry made once for the process is of a kind with one shape"),
            Owner::Jigsaw(layout) => Shape::Jigsaw(Regions(
                layout
                    .upgrade()
                    .expect("a jigsaw geometry is read through its live layout"),
            )),
            Owner::Killer(layout) => Shape::Killer(Cages::from_layout(
                layout
                    .upgrade()
                    .expect("a killer geometry is read through its live layout")
                    .downcast::<KillerLayout>()
                    .expect("a killer geometry's owner is a killer layout"),
            )),
            // Reached only by code that needs a board kind (texts, the grader's board rules):
            // the square boards of other sizes get theirs with their board-table rows.
            Owner::Square => panic!("the {0}x{0} board has no board kind yet", self.size()),
        }
    }
}

impl fmt::Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.variant().name())
    }
}
