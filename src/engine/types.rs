//! Typed primitives: a digit 1..=9 and a set of candidate digits.

use std::fmt;
use std::num::NonZeroU8;

/// A sudoku digit, 1 to 9.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Digit(NonZeroU8);

impl Digit {
    /// The digit `value`, or `None` when it is not in 1..=9.
    pub const fn new(value: u8) -> Option<Digit> {
        match value {
            1..=9 => match NonZeroU8::new(value) {
                Some(v) => Some(Digit(v)),
                None => None,
            },
            _ => None,
        }
    }

    /// The digit from a character `'1'..='9'`.
    pub fn from_char(ch: char) -> Option<Digit> {
        ch.to_digit(10).and_then(|v| Digit::new(v as u8))
    }

    /// The digit as a number 1..=9.
    pub const fn get(self) -> u8 {
        self.0.get()
    }

    /// Zero-based index 0..=8, for arrays indexed by digit.
    pub const fn index(self) -> usize {
        self.0.get() as usize - 1
    }

    /// The digit with zero-based index `index` (0..=8).
    pub fn from_index(index: usize) -> Digit {
        Digit::new(index as u8 + 1).unwrap_or(Digit::ONE)
    }

    /// The digit as a character `'1'..='9'`.
    pub fn to_char(self) -> char {
        (b'0' + self.get()) as char
    }

    /// All nine digits in order.
    pub fn all() -> impl Iterator<Item = Digit> {
        (1..=9).filter_map(Digit::new)
    }

    /// The digit one.
    pub const ONE: Digit = match Digit::new(1) {
        Some(d) => d,
        None => unreachable!(),
    };
}

impl TryFrom<u8> for Digit {
    type Error = String;
    fn try_from(value: u8) -> Result<Self, Self::Error> {
        Digit::new(value).ok_or_else(|| format!("{value} is not a digit 1-9"))
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

impl fmt::Display for Digit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.get())
    }
}

/// A set of digits, as the candidates of a cell or the digits missing from a house.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize)]
pub struct Candidates(u16);

impl Candidates {
    /// No digit.
    pub const NONE: Candidates = Candidates(0);
    /// All nine digits.
    pub const ALL: Candidates = Candidates(0x1ff);

    /// The set holding just `digit`.
    pub const fn only(digit: Digit) -> Candidates {
        Candidates(1 << (digit.get() - 1))
    }

    /// The set from a raw bit mask (bit 0 is digit 1); bits above 8 are dropped.
    pub const fn from_bits(bits: u16) -> Candidates {
        Candidates(bits & 0x1ff)
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
        assert!(Digit::new(10).is_none());
        assert_eq!(Digit::all().count(), 9);
        assert_eq!(Digit::from_char('7').map(Digit::get), Some(7));
        assert!(Digit::from_char('0').is_none());
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
