//! The entry screen's board: the givens typed on it as in play, kept in step with the text
//! field (typing on the board rewrites the text; typing or pasting text fills the board), and
//! the live check of what is entered so far.

use super::cages::CageDraft;
use crate::app::keys::Direction;
use crate::engine::killer::is_connected;
use crate::engine::{Digit, Grid, Regions, Shape, Variant};
use crate::play::source::{read_entered, EntryCheck};

/// The givens on the board and the selected cell.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct EntryBoard {
    /// The givens, on the board chosen; `None` for a jigsaw or killer whose layout (regions,
    /// cages) has not been pasted yet: the board cannot be drawn without it.
    pub grid: Option<Grid>,
    /// The cell digits and Clear go to.
    pub selected: Option<usize>,
    /// A jigsaw's region of each cell as painted, which may not be nine regions of nine yet
    /// (the board keeps the last layout that was).
    pub map: Option<[u8; 81]>,
    /// A killer's cages as drawn, which may not cover the board yet (the board is then a
    /// plain one holding the givens).
    pub cages: Option<CageDraft>,
    /// The board chosen.
    pub variant: Variant,
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
        let shape = match variant {
            // The boxes, to be painted into the puzzle's regions.
            Variant::Jigsaw => Some(Shape::Jigsaw(Regions::boxes())),
            // A plain board until the cages drawn on it cover it.
            Variant::Killer => Some(Shape::Classic),
            other => other.fixed_shape().filter(|s| *s != Shape::Cube),
        };
        EntryBoard {
            map: shape.as_ref().and_then(Shape::regions).map(|r| *r.map()),
            grid: shape.map(Grid::empty),
            selected: None,
            cages: (variant == Variant::Killer).then(CageDraft::new),
            variant,
        }
    }

    /// The board the text shows for `variant`: a run of up to 81 digits and dots fills the
    /// cells from the top-left as far as it goes (so typing in the field fills the board as
    /// it goes); any other text fills it once it reads as a whole puzzle (the placed digits
    /// of a pencil-mark position). A text that does not read (yet) leaves the board as it
    /// was, unless that board is of another kind.
    pub fn follow_text(&mut self, variant: Variant, text: &str) {
        let fresh = EntryBoard::empty(variant);
        let same_kind = self.grid.is_some() && self.variant == variant;
        let compact: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();
        let partial = compact.len() <= 81 && compact.iter().all(|&c| c == '.' || c.is_ascii_digit());
        // Digits alone keep the board's layout (a jigsaw's regions painted so far).
        let base = if same_kind {
            self.grid.as_ref()
        } else {
            fresh.grid.as_ref()
        };
        let read = match (base, partial) {
            (Some(empty), true) => {
                let mut grid = Grid::empty(empty.shape().clone());
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
        let regions = self.grid.as_ref().and_then(|g| g.shape().regions());
        let layout = self.grid.as_ref().and_then(|g| g.shape().cages());
        let kept = read_partial(partial, same_kind);
        match (regions, kept) {
            // Digits typed in the field leave the painted map as it is.
            (Some(_), true) if self.map.is_some() => {}
            (regions, _) => self.map = regions.map(|r| *r.map()),
        }
        // And the cages drawn so far; a pasted killer brings its own.
        match (layout, kept) {
            (_, true) if self.cages.is_some() => {}
            (Some(cages), _) => self.cages = Some(CageDraft::of_layout(cages.clone())),
            (None, _) => self.cages = fresh.cages,
        }
        self.variant = variant;
    }

    /// Starts a new cage of `cell` alone; its number.
    pub fn start_cage(&mut self, cell: usize) -> Option<usize> {
        let number = self.cages.as_mut()?.start(cell);
        self.settle_cages();
        Some(number)
    }

    /// Puts `cell` in cage `number`; whether it moved.
    pub fn extend_cage(&mut self, cell: usize, number: usize) -> bool {
        let moved = self.cages.as_mut().is_some_and(|d| d.add(cell, number));
        self.settle_cages();
        moved
    }

    /// A digit typed (or, `None`, taken off) for the sum of the selected cell's cage.
    pub fn type_sum(&mut self, digit: Option<u8>) -> bool {
        let Some(cell) = self.selected else {
            return false;
        };
        let typed = self.cages.as_mut().is_some_and(|d| d.type_sum(cell, digit));
        self.settle_cages();
        typed
    }

    /// Sets the sum of the selected cell's cage; whether there was one.
    pub fn set_sum(&mut self, sum: u16) -> bool {
        let number = self.selected.zip(self.cages.as_ref()).and_then(|(c, d)| d.of[c]);
        let set = match (number, self.cages.as_mut()) {
            (Some(n), Some(draft)) => draft.sums.get_mut(n).map(|s| *s = sum).is_some(),
            _ => false,
        };
        self.settle_cages();
        set
    }

    /// The sum of the selected cell's cage (0: none typed yet), while drawing cages.
    pub fn selected_sum(&self) -> Option<u16> {
        let draft = self.cages.as_ref()?;
        let number = draft.of[self.selected?]?;
        draft.sums.get(number).copied()
    }

    /// The board after a change of the cages: a killer of them once they make one, a plain
    /// board with the same givens otherwise.
    fn settle_cages(&mut self) {
        let (Some(draft), Some(grid)) = (&self.cages, self.grid.take()) else {
            return;
        };
        self.grid = Some(match draft.layout() {
            Ok(cages) => grid.with_shape(Shape::Killer(cages)),
            Err(_) => grid.with_shape(Shape::Classic),
        });
    }

    /// Puts `cell` in the region `region` (0..9) of the map being painted; once the map is
    /// nine regions of nine, the board takes it as its layout. Whether the map changed.
    pub fn paint(&mut self, cell: usize, region: u8) -> bool {
        let Some(map) = self.map.as_mut() else {
            return false;
        };
        if map[cell] == region || region >= 9 {
            return false;
        }
        map[cell] = region;
        // A map of nine regions of nine is the board's layout now; any other leaves the board
        // with the last that was.
        if let Ok(regions) = Regions::from_map(*map) {
            let shape = Shape::Jigsaw(regions);
            self.grid = Some(match self.grid.take() {
                Some(grid) => grid.with_shape(shape),
                None => Grid::empty(shape),
            });
        }
        true
    }

    /// What is wrong with the map being painted, in the player's language: a region of other
    /// than nine cells, or one in pieces. `None` when it is nine connected regions of nine
    /// (or no map is painted).
    pub fn map_problem(&self) -> Option<String> {
        // Cages drawn: what keeps them from a killer. None drawn: the text rules (a pasted
        // map without sums is refused by Play, saying so).
        if let Some(draft) = &self.cages {
            return draft
                .of
                .iter()
                .any(Option::is_some)
                .then(|| draft.layout().err())
                .flatten();
        }
        let map = self.map?;
        let letter = |r: u8| (r + 1).to_string();
        for r in 0..9u8 {
            let cells: Vec<usize> = (0..81).filter(|&c| map[c] == r).collect();
            if cells.len() != 9 {
                return Some(crate::t!("custom-region-size", region = letter(r), cells = cells.len()));
            }
            if !is_connected(&cells) {
                return Some(crate::t!("custom-region-apart", region = letter(r)));
            }
        }
        None
    }

    /// The text the board stands for: [`Grid::to_line`]'s form (the jigsaw's regions and the
    /// killer's cages after the digits).
    pub fn text(&self) -> Option<String> {
        let grid = self.grid.as_ref()?;
        Some(match (self.map, grid.shape()) {
            // The map as painted, right or not yet (the check then says what is wrong).
            (Some(map), Shape::Jigsaw(_)) => {
                let digits = Grid::empty(Shape::Classic).to_line();
                let digits: String = digits
                    .chars()
                    .enumerate()
                    .map(|(c, dot)| grid.get(c).map_or(dot, Digit::to_char))
                    .collect();
                // Regions numbered 1 to 9, as the painter and its pad number them.
                let letters: String = map.iter().map(|&r| char::from(b'1' + r)).collect();
                format!("{digits} {letters}")
            }
            // Cages that make no killer yet: no text of a killer to write.
            (_, Shape::Classic) if self.cages.is_some() => return None,
            _ => grid.to_line(),
        })
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

/// Whether the text was digits alone typed on a board of the same kind (which keeps its
/// painted map).
fn read_partial(partial: bool, same_kind: bool) -> bool {
    partial && same_kind
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
        assert_eq!(*board.grid.as_ref().unwrap().shape(), Shape::Diagonal);
        assert_eq!(board.text().unwrap(), PUZZLE);
        // A jigsaw starts as the boxes, to be painted; a pasted map replaces them.
        let mut jigsaw = EntryBoard::empty(Variant::Jigsaw);
        assert_eq!(jigsaw.map, Some(*Regions::boxes().map()));
        let regions = "AAABBBCCC".repeat(3) + &"DDDEEEFFF".repeat(3) + &"GGGHHHIII".repeat(3);
        jigsaw.follow_text(Variant::Jigsaw, &format!("{PUZZLE} {regions}"));
        let numbered = "111222333".repeat(3) + &"444555666".repeat(3) + &"777888999".repeat(3);
        assert_eq!(jigsaw.text().unwrap(), format!("{PUZZLE} {numbered}"));
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

    #[test]
    fn painted_regions_become_the_layout_once_nine_of_nine_and_connected() {
        let mut board = EntryBoard::empty(Variant::Jigsaw);
        assert_eq!(board.map_problem(), None);
        // r1c4 (box B) into box A: A has 10 cells, B 8.
        assert!(board.paint(3, 0));
        assert!(board
            .map_problem()
            .is_some_and(|p| p.contains("Region 1 ") && p.contains("10")));
        assert!(board
            .text()
            .unwrap()
            .contains(&format!(" 111122333{}", &"111222333".repeat(2))));
        assert_eq!(board.grid.as_ref().unwrap().shape().regions(), Some(&Regions::boxes()));
        // r2c3 (A) into B: nine of nine and connected, the board's new layout.
        assert!(board.paint(11, 1));
        assert_eq!(board.map_problem(), None);
        let regions = board.grid.as_ref().unwrap().shape().regions().unwrap();
        assert_eq!(regions.region_of(3), regions.region_of(0));
        assert_eq!(regions.region_of(11), regions.region_of(4));
        // A region in two pieces is named.
        let mut apart = EntryBoard::empty(Variant::Jigsaw);
        apart.paint(80, 0);
        apart.paint(0, 8);
        assert!(apart.map_problem().is_some_and(|p| p.contains("Region 1 ")));
    }
}
