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

/// Why one inference of a forcing chain's proof holds (see [`Inference`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Reason {
    /// Supposed: the chain's own supposition (depth 0), or a nested one that fails.
    Supposition,
    /// The cell holds another digit (an earlier inference placed `digit` there).
    HoldsOther {
        /// The digit the cell holds.
        digit: Digit,
    },
    /// A peer holds the digit (an earlier inference placed it in `cell`).
    Sees {
        /// The peer holding the digit.
        cell: usize,
    },
    /// The digit is the cell's last candidate.
    LastCandidate,
    /// The cell is the digit's last place in `house`.
    LastPlace {
        /// The house.
        house: usize,
    },
    /// Locked candidates: in house `confined`, the digit lies only in its cells in `house`, so
    /// the other cells of `house` lose it.
    Locked {
        /// The house whose places of the digit all lie in `house`.
        confined: usize,
        /// The house that loses the digit outside `confined`.
        house: usize,
    },
    /// Supposing the cell is the digit fails: the inferences just before this one, one level
    /// deeper (from that supposition to its contradiction), prove it.
    Nested,
    /// Killer: the cage's sum (see [`crate::engine::killer::cage_fit`]). Its open cells must
    /// add up to `left` in `cells` cells with digits the cage does not hold yet; of those
    /// combinations, `fits` (bit i for the i-th of `combinations(cells, left)`) still fit the
    /// open cells' candidates. Removed: no fitting combination holds the digit; placed: it is
    /// the only digit of a fitting combination the cell still holds.
    CageSum {
        /// The cage (index into the board's cages).
        cage: usize,
        /// What its open cells must add up to.
        left: u8,
        /// How many open cells it has.
        cells: u8,
        /// The combinations that still fit.
        fits: u16,
    },
    /// Contradiction: the cage can no longer reach its sum (no combination fits its open
    /// cells, or its cells are full with another sum). The inference's cell is the cage's
    /// first cell.
    CageBroken {
        /// The cage (index into the board's cages).
        cage: usize,
        /// What its open cells would have to add up to: its sum less its placed digits
        /// (negative when they exceed it).
        left: i8,
        /// How many open cells it has.
        cells: u8,
    },
    /// Contradiction: the cell has no candidate left (`digit` was its last one removed).
    NoCandidateLeft,
    /// Contradiction: the digit has no place left in `house` (the cell was its last one).
    NoPlaceLeft {
        /// The house.
        house: usize,
    },
    /// Contradiction: the cell would be the digit and not be it (it is another digit, or the
    /// digit is gone from it).
    BothTrueAndFalse,
}

impl Reason {
    /// Whether this ends a supposition: a contradiction.
    pub fn is_contradiction(self) -> bool {
        matches!(
            self,
            Reason::NoCandidateLeft | Reason::NoPlaceLeft { .. } | Reason::BothTrueAndFalse | Reason::CageBroken { .. }
        )
    }
}

/// One inference of a forcing chain's proof, in the order printed: "r1c2 is 5 (the last place
/// for 5 in row 1)". Each follows from the position the step starts from plus the inferences
/// before it at its depth and the ones around it (the suppositions it is inside).
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize)]
pub struct Inference {
    /// The cell.
    pub cell: usize,
    /// The digit.
    pub digit: Digit,
    /// True: the cell is the digit (placed); false: it is not (removed). A contradiction says
    /// where it shows: `BothTrueAndFalse` the candidate that would be both (true),
    /// `NoCandidateLeft` and `NoPlaceLeft` the last candidate removed (false).
    pub placed: bool,
    /// Why it holds.
    pub reason: Reason,
    /// How many suppositions deep: 0 for the chain's own supposition and what follows from it,
    /// 1 inside a nested supposition, and so on.
    pub depth: u8,
    /// The earlier inferences (indexes into the proof) it rests on; for `Nested`, the
    /// supposition it refutes and that supposition's contradiction.
    pub uses: Vec<usize>,
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
    /// The killer cages the step rests on (indexes into the board's cages), drawn with the
    /// pattern; empty on other boards and for techniques that read no sums.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub cages: Vec<usize>,
    /// The explanation in plain words.
    pub explanation: String,
    /// Numbered sub-steps of a long deduction (chains), one sentence each; may be empty.
    pub lines: Vec<String>,
    /// The absent candidates the step's proof relies on, when its finder traced them exactly
    /// (forcing chains: only the cells and houses their forced steps read); None when the
    /// technique's premises function says (see [`super::Premises`]).
    /// A forcing chain's proof, inference by inference in the order of `lines`; empty for
    /// other techniques. The first inference is the chain's supposition.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub proof: Vec<Inference>,
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
            cages: Vec::new(),
            explanation: String::new(),
            lines: Vec::new(),
            proof: Vec::new(),
            relies_on: None,
        }
    }

    /// Whether the step changes the board.
    pub fn makes_progress(&self) -> bool {
        !self.placements.is_empty() || !self.eliminations.is_empty()
    }

    /// A forcing chain's supposition, from its proof: the cell, the digit and whether it is
    /// supposed to be the digit (true) or not to be (false). None for other steps.
    pub fn supposition(&self) -> Option<(usize, Digit, bool)> {
        self.proof
            .first()
            .filter(|i| i.depth == 0 && i.reason == Reason::Supposition)
            .map(|i| (i.cell, i.digit, i.placed))
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
