//! A board's contents: a digit or nothing in each cell.

use super::geometry::{Face, Geometry};
use super::shape::Shape;
use super::types::{Candidates, Digit};

/// The digits on a board, one slot per distinct cell of its [`Shape`].
#[derive(Clone, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
pub struct Grid {
    shape: Shape,
    cells: Vec<Option<Digit>>,
}

/// Two cells of one house (or of one killer cage) holding the same digit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Conflict {
    /// The first cell.
    pub first: usize,
    /// The second cell.
    pub second: usize,
    /// The house both are in. On a killer board a number past the houses is a cage: cage
    /// `house - houses().len()` ([`super::geometry::Geometry::house_name`] names either).
    pub house: usize,
    /// The digit they both hold.
    pub digit: Digit,
    /// The board they are on (`house` is one of its houses).
    pub shape: Shape,
}

impl Grid {
    /// An empty board of `shape`.
    pub fn empty(shape: Shape) -> Grid {
        Grid {
            cells: vec![None; shape.cell_count()],
            shape,
        }
    }

    /// A board from one value per cell.
    pub fn from_cells(shape: Shape, cells: Vec<Option<Digit>>) -> Option<Grid> {
        (cells.len() == shape.cell_count()).then_some(Grid { shape, cells })
    }

    /// The same digits on another board of as many cells (a classic grid read as a diagonal
    /// or jigsaw one). A shape with another cell count gives an empty board of that shape.
    pub fn with_shape(self, shape: Shape) -> Grid {
        if self.cells.len() == shape.cell_count() {
            Grid {
                shape,
                cells: self.cells,
            }
        } else {
            Grid::empty(shape)
        }
    }

    /// The board's shape.
    pub fn shape(&self) -> &Shape {
        &self.shape
    }

    /// The board's cells and houses.
    pub fn geometry(&self) -> &Geometry {
        self.shape.geometry()
    }

    /// Number of cells.
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    /// Whether the board has no cells (never: kept for API symmetry with `len`).
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// The digit in `cell`.
    pub fn get(&self, cell: usize) -> Option<Digit> {
        self.cells[cell]
    }

    /// Puts `digit` (or nothing) in `cell`.
    pub fn set(&mut self, cell: usize, digit: Option<Digit>) {
        self.cells[cell] = digit;
    }

    /// The digit shown at `(row, col)` of `face`.
    pub fn at(&self, face: Face, row: usize, col: usize) -> Option<Digit> {
        self.cells[self.geometry().cell_at(face, row, col)]
    }

    /// All cells' values, by cell index.
    pub fn cells(&self) -> &[Option<Digit>] {
        &self.cells
    }

    /// How many cells hold a digit.
    pub fn filled_count(&self) -> usize {
        self.cells.iter().filter(|c| c.is_some()).count()
    }

    /// How many cells are empty.
    pub fn empty_count(&self) -> usize {
        self.cells.len() - self.filled_count()
    }

    /// Whether every cell holds a digit.
    pub fn is_complete(&self) -> bool {
        self.cells.iter().all(Option::is_some)
    }

    /// Every pair of cells that share a house (or a killer cage) and hold the same digit.
    pub fn conflicts(&self) -> Vec<Conflict> {
        let mut out = Vec::new();
        let houses = self.geometry().houses();
        let cages = self.shape.cages().map_or(&[][..], |c| c.cages());
        let groups = houses
            .iter()
            .map(|h| &h.cells[..])
            .chain(cages.iter().map(|c| &c.cells[..]));
        for (h, cells) in groups.enumerate() {
            let mut seen: [Option<usize>; Digit::MAX as usize] = [None; Digit::MAX as usize];
            for &c in cells {
                if let Some(d) = self.cells[c] {
                    match seen[d.index()] {
                        Some(first) => {
                            let already = out.iter().any(|x: &Conflict| x.first == first && x.second == c);
                            if !already {
                                out.push(Conflict {
                                    first,
                                    second: c,
                                    house: h,
                                    digit: d,
                                    shape: self.shape.clone(),
                                });
                            }
                        }
                        None => seen[d.index()] = Some(c),
                    }
                }
            }
        }
        out
    }

    /// The killer cages whose digits exceed their sum, or fill the cage and miss it (none on
    /// other boards), by index into the layout's cages.
    pub fn broken_cages(&self) -> Vec<usize> {
        match self.shape.cages() {
            Some(cages) => cages.set().broken(&self.values()),
            None => Vec::new(),
        }
    }

    /// The digit per cell as a number, 0 for an empty cell.
    pub fn values(&self) -> Vec<u8> {
        self.cells.iter().map(|d| d.map_or(0, Digit::get)).collect()
    }

    /// Whether the board is complete and breaks no rule.
    pub fn is_solved(&self) -> bool {
        self.is_complete() && self.conflicts().is_empty() && self.broken_cages().is_empty()
    }

    /// The digits `cell` may still take: those not already placed in any of its houses.
    /// A filled cell has no candidates.
    pub fn candidates(&self, cell: usize) -> Candidates {
        if self.cells[cell].is_some() {
            return Candidates::NONE;
        }
        let geometry = self.geometry();
        let mut set = geometry.all_digits();
        for &p in geometry.peers(cell) {
            if let Some(d) = self.cells[p] {
                set.remove(d);
            }
        }
        set
    }

    /// The plain marks of the board: every cell's [`Grid::candidates`] (none for a filled
    /// cell), the pencil marks a player would have with only the placed digits to go by.
    pub fn all_candidates(&self) -> Vec<Candidates> {
        (0..self.cells.len()).map(|c| self.candidates(c)).collect()
    }

    /// Whether `other` keeps every digit of `self` (a solution keeps its puzzle's givens).
    pub fn is_extended_by(&self, other: &Grid) -> bool {
        self.shape == other.shape && self.cells.iter().zip(&other.cells).all(|(a, b)| a.is_none() || a == b)
    }
}
