//! Cells and houses: the classic 9x9 board and the three-face cube of `design/cube.md`.
//!
//! A house is nine cells that hold 1..9 once. Everything else in the engine (solver, grader,
//! generator, hints) works over a [`Geometry`], so the classic board and the cube share one
//! implementation.

use std::fmt;
use std::sync::OnceLock;

/// Which board a grid is played on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Shape {
    /// The classic 9x9 board: 81 cells, 27 houses.
    Classic,
    /// Three faces of a cube, linked along their shared edges: 217 cells, 81 houses.
    Cube,
}

impl Shape {
    /// The cells and houses of this shape.
    pub fn geometry(self) -> &'static Geometry {
        match self {
            Shape::Classic => classic(),
            Shape::Cube => cube(),
        }
    }

    /// Number of distinct cells.
    pub fn cell_count(self) -> usize {
        self.geometry().cell_count()
    }
}

/// A face of the cube, or the single face of the classic board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub enum Face {
    /// The top face (U), seen from above with the front edge at the bottom.
    Top,
    /// The front face (F), seen head-on.
    Front,
    /// The right face (R), seen head-on from the right.
    Right,
}

impl Face {
    /// The three faces in text order U, F, R.
    pub const ALL: [Face; 3] = [Face::Top, Face::Front, Face::Right];

    /// Index 0..3 in the order U, F, R.
    pub fn index(self) -> usize {
        match self {
            Face::Top => 0,
            Face::Front => 1,
            Face::Right => 2,
        }
    }

    /// The face's name for players.
    pub fn name(self) -> &'static str {
        match self {
            Face::Top => "Top",
            Face::Front => "Front",
            Face::Right => "Right",
        }
    }

    /// The face's letter in the cube text form.
    pub fn letter(self) -> char {
        match self {
            Face::Top => 'U',
            Face::Front => 'F',
            Face::Right => 'R',
        }
    }
}

/// A place on a face: `(face, row, col)`, 0-based.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct FacePos {
    /// The face.
    pub face: Face,
    /// Row 0..9, 0 at the top.
    pub row: u8,
    /// Column 0..9, 0 at the left.
    pub col: u8,
}

/// What kind of line a house is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HouseKind {
    /// A row of a face.
    Row,
    /// A column of a face.
    Column,
    /// A 3x3 box of a face.
    Box,
}

/// A house: nine cells that hold 1..9 once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct House {
    /// The cells, in reading order on the house's face.
    pub cells: [usize; 9],
    /// Row, column or box.
    pub kind: HouseKind,
    /// The face the house lies on.
    pub face: Face,
    /// Index 0..9 of the row, column or box on its face.
    pub index: u8,
}

/// The cells and houses of a board.
#[derive(Debug)]
pub struct Geometry {
    shape: Shape,
    houses: Vec<House>,
    cell_houses: Vec<Vec<usize>>,
    peers: Vec<Vec<usize>>,
    /// For each face in use, the cell at each (row*9+col).
    face_cells: Vec<[usize; 81]>,
    /// For each cell, every place it appears on a face (two or three for linked cube cells).
    positions: Vec<Vec<FacePos>>,
}

impl Geometry {
    fn build(shape: Shape, face_cells: Vec<[usize; 81]>, cell_count: usize) -> Geometry {
        let mut houses = Vec::new();
        for (fi, cells) in face_cells.iter().enumerate() {
            let face = Face::ALL[fi];
            for i in 0..9 {
                let row: [usize; 9] = std::array::from_fn(|c| cells[i * 9 + c]);
                houses.push(House {
                    cells: row,
                    kind: HouseKind::Row,
                    face,
                    index: i as u8,
                });
            }
            for i in 0..9 {
                let col: [usize; 9] = std::array::from_fn(|r| cells[r * 9 + i]);
                houses.push(House {
                    cells: col,
                    kind: HouseKind::Column,
                    face,
                    index: i as u8,
                });
            }
            for i in 0..9 {
                let (br, bc) = (i / 3 * 3, i % 3 * 3);
                let bx: [usize; 9] = std::array::from_fn(|k| cells[(br + k / 3) * 9 + bc + k % 3]);
                houses.push(House {
                    cells: bx,
                    kind: HouseKind::Box,
                    face,
                    index: i as u8,
                });
            }
        }
        let mut cell_houses = vec![Vec::new(); cell_count];
        for (h, house) in houses.iter().enumerate() {
            for &c in &house.cells {
                cell_houses[c].push(h);
            }
        }
        let mut peers = vec![Vec::new(); cell_count];
        for (c, hs) in cell_houses.iter().enumerate() {
            let mut set: Vec<usize> = hs
                .iter()
                .flat_map(|&h| houses[h].cells.iter().copied())
                .filter(|&p| p != c)
                .collect();
            set.sort_unstable();
            set.dedup();
            peers[c] = set;
        }
        let mut positions = vec![Vec::new(); cell_count];
        for (fi, cells) in face_cells.iter().enumerate() {
            for (i, &c) in cells.iter().enumerate() {
                positions[c].push(FacePos {
                    face: Face::ALL[fi],
                    row: (i / 9) as u8,
                    col: (i % 9) as u8,
                });
            }
        }
        Geometry {
            shape,
            houses,
            cell_houses,
            peers,
            face_cells,
            positions,
        }
    }

    /// The shape this geometry describes.
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// Number of distinct cells (81 or 217).
    pub fn cell_count(&self) -> usize {
        self.cell_houses.len()
    }

    /// All houses (27 or 81).
    pub fn houses(&self) -> &[House] {
        &self.houses
    }

    /// The houses that contain `cell`.
    pub fn houses_of(&self, cell: usize) -> &[usize] {
        &self.cell_houses[cell]
    }

    /// The cells that share a house with `cell`, without `cell` itself.
    pub fn peers(&self, cell: usize) -> &[usize] {
        &self.peers[cell]
    }

    /// The faces of this board: one for the classic board, three for the cube.
    pub fn faces(&self) -> &'static [Face] {
        match self.shape {
            Shape::Classic => &Face::ALL[..1],
            Shape::Cube => &Face::ALL,
        }
    }

    /// The cell shown at `(row, col)` of `face`. On the classic board any face means the board.
    pub fn cell_at(&self, face: Face, row: usize, col: usize) -> usize {
        let fi = if self.shape == Shape::Classic { 0 } else { face.index() };
        self.face_cells[fi][row * 9 + col]
    }

    /// Every place `cell` is shown: one place, or two or three for a linked cube cell.
    pub fn positions(&self, cell: usize) -> &[FacePos] {
        &self.positions[cell]
    }

    /// Whether the cell is shown on more than one face (a linked cube cell).
    pub fn is_linked(&self, cell: usize) -> bool {
        self.positions[cell].len() > 1
    }

    /// Rows plus columns between two cells on a face they share (100 when they share none):
    /// how far apart a player sees them.
    pub fn cell_distance(&self, a: usize, b: usize) -> usize {
        let mut best = 100;
        for pa in self.positions(a) {
            for pb in self.positions(b) {
                if pa.face == pb.face {
                    let d = (pa.row as usize).abs_diff(pb.row as usize) + (pa.col as usize).abs_diff(pb.col as usize);
                    best = best.min(d);
                }
            }
        }
        best
    }

    /// A player's name for a cell: `r4c5` on the classic board, `Front r4c5` on the cube.
    pub fn cell_name(&self, cell: usize) -> String {
        let p = self.positions[cell][0];
        match self.shape {
            Shape::Classic => format!("r{}c{}", p.row + 1, p.col + 1),
            Shape::Cube => format!("{} r{}c{}", p.face.name(), p.row + 1, p.col + 1),
        }
    }

    /// A player's name for a house: `box 5`, or `box 5 of Front` on the cube.
    pub fn house_name(&self, house: usize) -> String {
        let h = &self.houses[house];
        let kind = match h.kind {
            HouseKind::Row => "row",
            HouseKind::Column => "column",
            HouseKind::Box => "box",
        };
        match self.shape {
            Shape::Classic => format!("{kind} {}", h.index + 1),
            Shape::Cube => format!("{kind} {} of {}", h.index + 1, h.face.name()),
        }
    }
}

impl fmt::Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Shape::Classic => "classic",
            Shape::Cube => "cube",
        })
    }
}

/// The classic 9x9 board: cell `row * 9 + col`.
pub fn classic() -> &'static Geometry {
    static CLASSIC: OnceLock<Geometry> = OnceLock::new();
    CLASSIC.get_or_init(|| Geometry::build(Shape::Classic, vec![std::array::from_fn(|i| i)], 81))
}

/// The cube of `design/cube.md`: faces U, F, R with the edge links
/// U(8,i) = F(0,i), F(i,8) = R(i,0), U(i,8) = R(0,8-i).
pub fn cube() -> &'static Geometry {
    static CUBE: OnceLock<Geometry> = OnceLock::new();
    CUBE.get_or_init(|| {
        let mut next = 0;
        let mut fresh = || {
            next += 1;
            next - 1
        };
        let top: [usize; 81] = std::array::from_fn(|_| fresh());
        let mut front = [0usize; 81];
        for r in 0..9 {
            for c in 0..9 {
                front[r * 9 + c] = if r == 0 { top[8 * 9 + c] } else { fresh() };
            }
        }
        let mut right = [0usize; 81];
        for r in 0..9 {
            for c in 0..9 {
                right[r * 9 + c] = if c == 0 {
                    front[r * 9 + 8]
                } else if r == 0 {
                    // R(0, j) = U(8 - j, 8)
                    top[(8 - c) * 9 + 8]
                } else {
                    fresh()
                };
            }
        }
        let count = next;
        Geometry::build(Shape::Cube, vec![top, front, right], count)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classic_has_81_cells_27_houses_20_peers() {
        let g = classic();
        assert_eq!(g.cell_count(), 81);
        assert_eq!(g.houses().len(), 27);
        assert!((0..81).all(|c| g.peers(c).len() == 20 && g.houses_of(c).len() == 3));
    }

    #[test]
    fn cube_matches_the_design() {
        let g = cube();
        assert_eq!(g.cell_count(), 217);
        assert_eq!(g.houses().len(), 81);
        let linked: Vec<usize> = (0..217).filter(|&c| g.is_linked(c)).collect();
        assert_eq!(linked.len(), 25);
        assert_eq!(linked.iter().map(|&c| g.positions(c).len()).sum::<usize>(), 51);
        for i in 0..9 {
            assert_eq!(g.cell_at(Face::Top, 8, i), g.cell_at(Face::Front, 0, i));
            assert_eq!(g.cell_at(Face::Front, i, 8), g.cell_at(Face::Right, i, 0));
            assert_eq!(g.cell_at(Face::Top, i, 8), g.cell_at(Face::Right, 0, 8 - i));
        }
        let corner = g.cell_at(Face::Top, 8, 8);
        assert_eq!(g.positions(corner).len(), 3);
        assert_eq!(g.cell_at(Face::Right, 0, 0), corner);
    }
}
