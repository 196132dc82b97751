//! A step as found by a technique: everything a window or the CLI needs to show it without
//! knowing how it was found.

use crate::engine::types::Digit;

use super::Technique;

/// One end of a link: a candidate digit in one cell, or in several cells at once (a grouped
/// node: "the 5 of box 4 lies in one of these cells").
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize)]
pub struct Node {
    /// The cells (several for a grouped node).
    pub cells: Vec<usize>,
    /// The digit.
    pub digit: Digit,
}

impl Node {
    /// A node on one cell.
    pub fn cell(cell: usize, digit: Digit) -> Node {
        Node {
            cells: vec![cell],
            digit,
        }
    }
}

/// An inference between two nodes. Strong: at least one of them is true (if `from` is false,
/// `to` is true). Weak: at most one is true (if `from` is true, `to` is false).
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize)]
pub struct Link {
    /// Where the link starts.
    pub from: Node,
    /// Where it ends.
    pub to: Node,
    /// Strong (conjugate or bivalue) or weak.
    pub strong: bool,
}

impl Link {
    /// A strong link between two single-cell nodes.
    pub fn strong(from: (usize, Digit), to: (usize, Digit)) -> Link {
        Link {
            from: Node::cell(from.0, from.1),
            to: Node::cell(to.0, to.1),
            strong: true,
        }
    }

    /// A weak link between two single-cell nodes.
    pub fn weak(from: (usize, Digit), to: (usize, Digit)) -> Link {
        Link {
            from: Node::cell(from.0, from.1),
            to: Node::cell(to.0, to.1),
            strong: false,
        }
    }
}

/// One logical step: what it places or removes, the pattern that proves it, and why in words.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Step {
    /// The technique used.
    pub technique: Technique,
    /// Its rating in tenths on the Sudoku-Explainer-like scale (42 = 4.2); chains rate by length.
    pub rating: u16,
    /// Digits this step places.
    pub placements: Vec<(usize, Digit)>,
    /// Candidates this step removes.
    pub eliminations: Vec<(usize, Digit)>,
    /// The cells that make the pattern (for highlighting).
    pub cells: Vec<usize>,
    /// The candidates the pattern uses, `(cell, digit)` (drawn in the pattern colour).
    pub candidates: Vec<(usize, Digit)>,
    /// Fins of a finned fish (candidates outside the cover lines).
    pub fins: Vec<(usize, Digit)>,
    /// The houses the pattern lives in. Locked candidates: `[A, B]` (the digit is confined to
    /// A∩B and leaves B\A); fish: the base lines, then the cover lines; single-digit patterns
    /// and colouring: the houses of their strong links.
    pub houses: Vec<usize>,
    /// Links between candidates (chains, wings, single-digit patterns, colouring).
    pub links: Vec<Link>,
    /// The explanation in plain words.
    pub explanation: String,
    /// Numbered sub-steps of a long deduction (chains), one sentence each; may be empty.
    pub lines: Vec<String>,
    /// The absent candidates the step's proof relies on, when its finder traced them exactly
    /// (forcing chains: only the cells and houses their forced steps read); None when the
    /// technique's premises function says (see [`super::Premises`]).
    #[serde(skip)]
    pub relies_on: Option<Vec<(usize, Digit)>>,
}

impl Step {
    /// An empty step of `technique`; the finder fills in the rest. A rating of 0 is replaced by
    /// the technique's rating from the table when the step is reported.
    pub fn new(technique: Technique) -> Step {
        Step {
            technique,
            rating: 0,
            placements: Vec::new(),
            eliminations: Vec::new(),
            cells: Vec::new(),
            candidates: Vec::new(),
            fins: Vec::new(),
            houses: Vec::new(),
            links: Vec::new(),
            explanation: String::new(),
            lines: Vec::new(),
            relies_on: None,
        }
    }

    /// Whether the step changes the board.
    pub fn makes_progress(&self) -> bool {
        !self.placements.is_empty() || !self.eliminations.is_empty()
    }

    /// The rating as a decimal ("4.2").
    pub fn rating_text(&self) -> String {
        rating_text(self.rating)
    }
}

/// A rating in tenths as a decimal ("4.2").
pub fn rating_text(rating: u16) -> String {
    format!("{}.{}", rating / 10, rating % 10)
}
