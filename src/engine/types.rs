//! Typed primitives: a digit 1..=16 and a set of candidate digits.
//!
//! A board of size N (4, 6, 9, 12 or 16, see [`super::geometry::Geometry::size`]) uses the
//! digits 1..=N; the classic forms and everything sized for 9x9 keep to 1..=9 ([`Digit::all`],
//! [`Candidates::ALL`], [`Digit::from_char`]).

use std::fmt;
use std::num::NonZeroU8;

/// A sudoku digit, 1 to 16 (a board of size N uses 1 to N).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Digit(NonZeroU8);

impl Digit {
    /// The largest digit of any board (the 16x16 one).
    pub const MAX: u8 = 16;

    /// The digit `value`, or `None` when it is not in 1..=16.
    pub const fn new(value: u8) -> Option<Digit> {
        match value {
            1..=Digit::MAX => match NonZeroU8::new(value) {
                Some(v) => Some(Digit(v)),
                None => None,
            },
            _ => None,
        }
    }

    /// The digit from a character `'1'..='9'` (the classic forms: a letter is no digit).
    pub fn from_char(ch: char) -> Option<Digit> {
        ch.to_digit(10).and_then(|v| Digit::new(v as u8))
    }

    /// The digit from its symbol on a board of size `size`: `'1'..='9'`, then `'A'` for 10 up
    /// to `'G'` for 16 (either case), as most 16x16 puzzles print them; None past the board's
    /// digits.
    pub fn from_symbol(ch: char, size: usize) -> Option<Digit> {
        let value = match ch {
            '1'..='9' => ch as u8 - b'0',
            'a'..='g' | 'A'..='G' => ch.to_ascii_uppercase() as u8 - b'A' + 10,
            _ => return None,
        };
        Digit::new(value).filter(|d| d.get() as usize <= size)
    }

    /// The digit as a number 1..=16.
    pub const fn get(self) -> u8 {
        self.0.get()
    }

    /// Zero-based index 0..=15, for arrays indexed by digit.
    pub const fn index(self) -> usize {
        self.0.get() as usize - 1
    }

    /// The digit with zero-based index `index` (0..=15).
    pub fn from_index(index: usize) -> Digit {
        Digit::new(index as u8 + 1).unwrap_or(Digit::ONE)
    }

    /// The digit as a character: `'1'..='9'`, then `'A'..='G'` for 10..=16 (the symbols
    /// [`Digit::from_symbol`] reads).
    pub fn to_char(self) -> char {
        match self.get() {
            v @ 1..=9 => (b'0' + v) as char,
            v => (b'A' + v - 10) as char,
        }
    }

    /// The nine digits of the 9x9 boards in order.
    pub fn all() -> impl Iterator<Item = Digit> {
        Digit::up_to(9)
    }

    /// The digits 1..=`size` of a board of that size, in order.
    pub fn up_to(size: usize) -> impl Iterator<Item = Digit> {
        (1..=size.min(Digit::MAX as usize) as u8).filter_map(Digit::new)
    }

    /// The digit one.
    pub const ONE: Digit = match Digit::new(1) {
        Some(d) => d,
        None => unreachable!(),
    };
}

/// What saved games and steps read: 1..=16, the digits of every board. Whoever reads a file
/// checks its digits against the board's own size (a saved move's digit in
/// `GameState::restore`, a board's cells by its text form).
impl TryFrom<u8> for Digit {
    type Error = String;
    fn try_from(value: u8) -> Result<Self, Self::Error> {
        Digit::new(value).ok_or_else(|| format!("{value} is not a digit 1-16"))
    }
}

impl From<Digit> for u8 {
    fn from(d: Digit) -> u8 {
        d.get()
    }
}

impl fmt::Debug for Digit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.get())
    }
}

/// `1` to `9`, then `A` to `G` (the symbol of a 16x16 board's digit: one character each, so
/// messages and texts line up as on 9x9 boards).
impl fmt::Display for Digit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.to_char())
    }
}

/// A set of digits, as the candidates of a cell or the digits missing from a house.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize)]
pub struct Candidates(u16);

impl Candidates {
    /// No digit.
    pub const NONE: Candidates = Candidates(0);
    /// All nine digits of the 9x9 boards.
    pub const ALL: Candidates = Candidates(0x1ff);

    /// All digits 1..=`size` of a board of that size (at most 16).
    pub const fn all(size: usize) -> Candidates {
        let size = if size > Digit::MAX as usize {
            Digit::MAX as usize
        } else {
            size
        };
        Candidates(((1u32 << size) - 1) as u16)
    }

    /// The set holding just `digit`.
    pub const fn only(digit: Digit) -> Candidates {
        Candidates(1 << (digit.get() - 1))
    }

    /// The set from a raw bit mask (bit 0 is digit 1, bit 15 digit 16). Every bit is a digit
    /// of some board: a caller on a smaller board keeps to its digits (intersect with
    /// [`Candidates::all`]).
    pub const fn from_bits(bits: u16) -> Candidates {
        Candidates(bits)
    }

    /// The raw bit mask (bit 0 is digit 1).
    pub const fn bits(self) -> u16 {
        self.0
    }

    /// Whether `digit` is in the set.
    pub const fn contains(self, digit: Digit) -> bool {
        self.0 & (1 << (digit.get() - 1)) != 0
    }

    /// Adds `digit`.
    pub fn insert(&mut self, digit: Digit) {
        self.0 |= 1 << (digit.get() - 1);
    }

    /// Removes `digit`.
    pub fn remove(&mut self, digit: Digit) {
        self.0 &= !(1 << (digit.get() - 1));
    }

    /// Adds `digit` if absent, removes it if present.
    pub fn toggle(&mut self, digit: Digit) {
        self.0 ^= 1 << (digit.get() - 1);
    }

    /// How many digits the set holds.
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The only digit of a one-digit set.
    pub fn single(self) -> Option<Digit> {
        if self.0.count_ones() == 1 {
            Digit::new(self.0.trailing_zeros() as u8 + 1)
        } else {
            None
        }
    }

    /// The smallest digit in the set.
    pub fn first(self) -> Option<Digit> {
        if self.0 == 0 {
            None
        } else {
            Digit::new(self.0.trailing_zeros() as u8 + 1)
        }
    }

    /// The digits of both sets.
    pub const fn union(self, other: Candidates) -> Candidates {
        Candidates(self.0 | other.0)
    }

    /// The digits in both sets.
    pub const fn intersection(self, other: Candidates) -> Candidates {
        Candidates(self.0 & other.0)
    }

    /// The digits of `self` not in `other`.
    pub const fn difference(self, other: Candidates) -> Candidates {
        Candidates(self.0 & !other.0)
    }

    /// The digits in the set, smallest first.
    pub fn iter(self) -> impl Iterator<Item = Digit> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let low = bits.trailing_zeros();
            bits &= bits - 1;
            Digit::new(low as u8 + 1)
        })
    }
}

impl FromIterator<Digit> for Candidates {
    fn from_iter<I: IntoIterator<Item = Digit>>(iter: I) -> Self {
        let mut set = Candidates::NONE;
        for d in iter {
            set.insert(d);
        }
        set
    }
}

impl fmt::Debug for Candidates {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{{")?;
        for d in self.iter() {
            write!(f, "{d}")?;
        }
        write!(f, "}}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digit_range_is_one_to_nine() {
        assert!(Digit::new(0).is_none());
        assert!(Digit::new(17).is_none());
        assert_eq!(Digit::all().count(), 9);
        assert_eq!(Digit::from_char('7').map(Digit::get), Some(7));
        assert!(Digit::from_char('0').is_none());
    }

    /// The digits of every size: a 16x16 board's 10..=16 are the letters A-G, which the
    /// classic reader still refuses.
    #[test]
    fn digits_up_to_sixteen_have_letter_symbols() {
        assert_eq!(Digit::new(16).map(Digit::to_char), Some('G'));
        assert_eq!(Digit::new(10).map(|d| d.to_string()), Some("A".to_string()));
        assert!(Digit::new(17).is_none());
        assert!(Digit::from_char('A').is_none() && Digit::from_char('a').is_none());
        assert_eq!(Digit::from_symbol('a', 16).map(Digit::get), Some(10));
        assert_eq!(Digit::from_symbol('G', 16).map(Digit::get), Some(16));
        assert!(Digit::from_symbol('G', 12).is_none() && Digit::from_symbol('7', 6).is_none());
        assert_eq!(Digit::up_to(6).count(), 6);
        assert!(Digit::up_to(16).all(|d| Digit::from_symbol(d.to_char(), 16) == Some(d)));
        assert_eq!(Candidates::all(16).len(), 16);
        assert_eq!(Candidates::all(6).iter().last().map(Digit::get), Some(6));
        assert_eq!(Candidates::all(9), Candidates::ALL);
        // Saved files hold digits of every board; a board checks them against its size.
        assert_eq!(Digit::try_from(12u8).map(Digit::get), Ok(12));
        assert!(Digit::try_from(17u8).is_err() && Digit::try_from(0u8).is_err());
    }

    #[test]
    fn candidate_set_operations() {
        let mut set = Candidates::NONE;
        set.insert(Digit::new(3).unwrap());
        set.insert(Digit::new(9).unwrap());
        assert_eq!(set.len(), 2);
        assert_eq!(set.iter().map(Digit::get).collect::<Vec<_>>(), vec![3, 9]);
        set.remove(Digit::new(3).unwrap());
        assert_eq!(set.single().map(Digit::get), Some(9));
        assert_eq!(Candidates::ALL.len(), 9);
    }
}
