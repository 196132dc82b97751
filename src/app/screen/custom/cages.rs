//! A killer's cages drawn on the entry screen: a press on a cell starts a new cage, a drag
//! adds the cells it crosses, and digits typed then make the selected cage's sum. Until every
//! cell is in a cage and the cages and sums are a killer's ([`CageSet::from_map`]), the board
//! stays a plain one holding the givens.

use crate::engine::{Cage, CageSet, Cages, ParseError};
use crate::play::LoadError;

/// The cages drawn so far.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CageDraft {
    /// The cage of each cell (an index into `sums`), `None` while in no cage.
    pub of: Vec<Option<usize>>,
    /// Each cage's sum as typed so far (0: none yet), by cage number.
    pub sums: Vec<u16>,
}

impl CageDraft {
    /// No cage yet.
    pub fn new() -> CageDraft {
        CageDraft {
            of: vec![None; 81],
            sums: Vec::new(),
        }
    }

    /// The cages of a killer's layout, to go on drawing from.
    pub fn of_layout(cages: Cages) -> CageDraft {
        CageDraft {
            of: (0..81).map(|c| Some(cages.cage_of(c))).collect(),
            sums: cages.cages().iter().map(|c| u16::from(c.sum)).collect(),
        }
    }

    /// A new cage of `cell` alone (a number no cell uses any more, or a new one).
    pub fn start(&mut self, cell: usize) -> usize {
        let used = |n: usize| self.of.contains(&Some(n));
        let free = (0..self.sums.len()).find(|&n| !used(n) || self.of[cell] == Some(n) && self.cells(n).len() == 1);
        let number = free.unwrap_or(self.sums.len());
        if number == self.sums.len() {
            self.sums.push(0);
        }
        self.sums[number] = 0;
        self.of[cell] = Some(number);
        number
    }

    /// Puts `cell` in cage `number`; whether it moved.
    pub fn add(&mut self, cell: usize, number: usize) -> bool {
        if self.of[cell] == Some(number) || number >= self.sums.len() {
            return false;
        }
        self.of[cell] = Some(number);
        true
    }

    /// The cells of cage `number`, in reading order.
    pub fn cells(&self, number: usize) -> Vec<usize> {
        (0..81).filter(|&c| self.of[c] == Some(number)).collect()
    }

    /// A digit typed for the sum of `cell`'s cage: written after the digits typed so far (a
    /// sum past 45 starts again from the digit); `None` takes the last digit off.
    pub fn type_sum(&mut self, cell: usize, digit: Option<u8>) -> bool {
        let Some(sum) = self.of[cell].and_then(|n| self.sums.get_mut(n)) else {
            return false;
        };
        *sum = match digit {
            Some(d) if *sum * 10 + u16::from(d) <= 45 => *sum * 10 + u16::from(d),
            Some(d) => u16::from(d),
            None => *sum / 10,
        };
        true
    }

    /// The cages with cells, for drawing: each with its sum so far (0 while none is typed).
    pub fn cages(&self) -> Vec<Cage> {
        (0..self.sums.len())
            .map(|n| (n, self.cells(n)))
            .filter(|(_, cells)| !cells.is_empty())
            .map(|(n, cells)| Cage {
                cells,
                sum: u8::try_from(self.sums[n]).unwrap_or(u8::MAX),
            })
            .collect()
    }

    /// The killer layout the cages make, or what keeps them from one, in the player's
    /// language: cells in no cage, or what the engine finds wrong (a cage in pieces, a sum out
    /// of reach, a total other than 405).
    pub fn layout(&self) -> Result<Cages, String> {
        let loose = self.of.iter().filter(|c| c.is_none()).count();
        if loose > 0 {
            return Err(crate::t!("custom-cages-loose", cells = loose));
        }
        // The cages numbered in reading order of their first cell, as the engine's map is.
        let cages = self.cages();
        let mut map = [0usize; 81];
        for (number, cage) in cages.iter().enumerate() {
            for &c in &cage.cells {
                map[c] = number;
            }
        }
        let sums: Vec<u8> = cages.iter().map(|c| c.sum).collect();
        CageSet::from_map(&map, &sums)
            .map(Cages::intern)
            .map_err(|e| LoadError::Parse(ParseError::Cages(e)).message())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cages_drawn_and_summed_make_a_layout() {
        let mut draft = CageDraft::new();
        assert!(draft.layout().is_err_and(|e| e.contains("81")));
        // Nine rows as nine cages of 45.
        for r in 0..9 {
            let number = draft.start(r * 9);
            for c in 1..9 {
                draft.add(r * 9 + c, number);
            }
            draft.type_sum(r * 9, Some(4));
            draft.type_sum(r * 9, Some(5));
        }
        let layout = draft.layout().expect("nine rows of 45");
        assert_eq!(layout.cages().len(), 9);
        assert!(layout.cages().iter().all(|c| c.sum == 45 && c.cells.len() == 9));
        // A sum taken back: refused with the engine's reason, then typed again.
        draft.type_sum(0, None);
        assert_eq!(draft.sums[draft.of[0].unwrap()], 4);
        assert!(draft.layout().is_err());
        draft.type_sum(0, Some(5));
        assert!(draft.layout().is_ok());
        // A new cage over a cell takes it out of its old one.
        let single = draft.start(80);
        assert_eq!(draft.cells(single), vec![80]);
        assert_eq!(draft.cages().len(), 10);
        assert_eq!(CageDraft::of_layout(layout).cages().len(), 9);
    }
}
