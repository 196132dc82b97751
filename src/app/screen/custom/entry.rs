//! The entry screen's board: the givens typed on it as in play, kept in step with the text
//! field (typing on the board rewrites the text; typing or pasting text fills the board), and
//! the live check of what is entered so far.

use crate::app::keys::Direction;
use crate::engine::{Digit, Grid, Shape, Variant};
use crate::play::source::{read_entered, EntryCheck};

/// The givens on the board and the selected cell.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct EntryBoard {
    /// The givens, on the board chosen; `None` for a jigsaw or killer whose layout (regions,
    /// cages) has not been pasted yet: the board cannot be drawn without it.
    pub grid: Option<Grid>,
    /// The cell digits and Clear go to.
    pub selected: Option<usize>,
}

/// Where the live check of the entered puzzle is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Check {
    /// Running off the UI thread: the answer to request `id` is awaited.
    Running(u64),
    /// Answered.
    Done(EntryCheck),
}

impl EntryBoard {
    /// An empty board of `variant` (no board for a jigsaw or a killer: their layout comes
    /// with a pasted text).
    pub fn empty(variant: Variant) -> EntryBoard {
        EntryBoard {
            grid: variant.fixed_shape().filter(|s| *s != Shape::Cube).map(Grid::empty),
            selected: None,
        }
    }

    /// The board the text shows for `variant`: a run of up to 81 digits and dots fills the
    /// cells from the top-left as far as it goes (so typing in the field fills the board as
    /// it goes); any other text fills it once it reads as a whole puzzle (the placed digits
    /// of a pencil-mark position). A text that does not read (yet) leaves the board as it
    /// was, unless that board is of another kind.
    pub fn follow_text(&mut self, variant: Variant, text: &str) {
        let fresh = EntryBoard::empty(variant);
        let same_kind = self
            .grid
            .as_ref()
            .is_some_and(|g| g.shape().variant() == variant);
        let compact: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();
        let partial = compact.len() <= 81 && compact.iter().all(|&c| c == '.' || c.is_ascii_digit());
        let read = match (&fresh.grid, partial) {
            (Some(empty), true) => {
                let mut grid = empty.clone();
                for (cell, c) in compact.iter().enumerate() {
                    grid.set(cell, c.to_digit(10).and_then(|d| Digit::new(d as u8)));
                }
                Some(grid)
            }
            _ => read_entered(variant, text).ok().map(|(grid, _)| grid),
        };
        self.grid = match read {
            Some(grid) => Some(grid),
            None if same_kind => self.grid.take(),
            None => fresh.grid,
        };
    }

    /// The text the board stands for: [`Grid::to_line`]'s form (the jigsaw's regions and the
    /// killer's cages after the digits).
    pub fn text(&self) -> Option<String> {
        self.grid.as_ref().map(Grid::to_line)
    }

    /// Puts `digit` (or nothing) in the selected cell; whether the board changed.
    pub fn put(&mut self, digit: Option<Digit>) -> bool {
        let (Some(grid), Some(cell)) = (self.grid.as_mut(), self.selected) else {
            return false;
        };
        if grid.get(cell) == digit {
            return false;
        }
        grid.set(cell, digit);
        true
    }

    /// Moves the selection one cell, round the edges as in play (from the top-left corner
    /// when nothing is selected).
    pub fn step(&mut self, direction: Direction) {
        let Some(cell) = self.selected else {
            self.selected = Some(0);
            return;
        };
        let (r, c) = (cell / 9, cell % 9);
        let (r, c) = match direction {
            Direction::Up => ((r + 8) % 9, c),
            Direction::Down => ((r + 1) % 9, c),
            Direction::Left => (r, (c + 8) % 9),
            Direction::Right => (r, (c + 1) % 9),
        };
        self.selected = Some(r * 9 + c);
    }

    /// The cells whose digit repeats in one of their houses.
    pub fn conflicts(&self) -> Vec<usize> {
        let Some(grid) = &self.grid else {
            return Vec::new();
        };
        let mut cells: Vec<usize> = grid.conflicts().iter().flat_map(|c| [c.first, c.second]).collect();
        cells.sort_unstable();
        cells.dedup();
        cells
    }

    /// For each digit, how many more the board may take (9 of each at most).
    pub fn remaining(&self) -> [usize; 9] {
        let mut left = [9usize; 9];
        if let Some(grid) = &self.grid {
            for d in grid.cells().iter().flatten() {
                left[d.index()] = left[d.index()].saturating_sub(1);
            }
        }
        left
    }

    /// The digit in the selected cell.
    pub fn current(&self) -> Option<Digit> {
        self.grid.as_ref().zip(self.selected).and_then(|(g, c)| g.get(c))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PUZZLE: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn the_board_and_the_text_follow_each_other() {
        let mut board = EntryBoard::empty(Variant::Classic);
        board.follow_text(Variant::Classic, "53..7");
        let grid = board.grid.clone().unwrap();
        assert_eq!(grid.get(0).map(|d| d.get()), Some(5));
        assert_eq!(grid.get(4).map(|d| d.get()), Some(7));
        assert_eq!(grid.filled_count(), 3);
        board.selected = Some(2);
        assert!(board.put(Digit::new(4)));
        assert_eq!(board.text().unwrap(), format!("534.7{}", ".".repeat(76)));
        // A text that does not read leaves the board as it was.
        board.follow_text(Variant::Classic, "53x");
        assert_eq!(board.text().unwrap(), format!("534.7{}", ".".repeat(76)));
        board.follow_text(Variant::Diagonal, PUZZLE);
        assert_eq!(board.grid.as_ref().unwrap().shape(), Shape::Diagonal);
        assert_eq!(board.text().unwrap(), PUZZLE);
        // A jigsaw needs its regions pasted before it has a board.
        let mut jigsaw = EntryBoard::empty(Variant::Jigsaw);
        assert_eq!(jigsaw.grid, None);
        jigsaw.follow_text(Variant::Jigsaw, PUZZLE);
        assert_eq!(jigsaw.grid, None);
        let regions = "AAABBBCCC".repeat(3) + &"DDDEEEFFF".repeat(3) + &"GGGHHHIII".repeat(3);
        jigsaw.follow_text(Variant::Jigsaw, &format!("{PUZZLE} {regions}"));
        assert_eq!(jigsaw.text().unwrap(), format!("{PUZZLE} {regions}"));
    }

    #[test]
    fn clashes_and_counts_show_on_the_board() {
        let mut board = EntryBoard::empty(Variant::Classic);
        board.follow_text(Variant::Classic, "5...5");
        assert_eq!(board.conflicts(), vec![0, 4]);
        assert_eq!(board.remaining()[4], 7);
        board.selected = Some(80);
        board.step(Direction::Right);
        assert_eq!(board.selected, Some(72));
        board.step(Direction::Down);
        assert_eq!(board.selected, Some(0));
        assert_eq!(board.current().map(|d| d.get()), Some(5));
    }
}
