//! The bands a player picks from, as a plain name: the board table (`boards`) lists each
//! kind's bands, and the grader's files sit above it, so the enum lives apart from what judges
//! a band (`difficulty`), which would otherwise join the two in a circle.

/// A difficulty a player picks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Difficulty {
    /// Singles only, few empty cells.
    Easy,
    /// Needs locked candidates, a pair or an X-Wing.
    Medium,
    /// Needs triples, Swordfish, XY/XYZ-Wing, quads or unique rectangles.
    Hard,
    /// Needs wings beyond XYZ, single-digit patterns, colouring or chains.
    Expert,
}

impl Difficulty {
    /// All four, easiest first.
    pub const ALL: [Difficulty; 4] = [
        Difficulty::Easy,
        Difficulty::Medium,
        Difficulty::Hard,
        Difficulty::Expert,
    ];

    /// How many of 81 places are left empty (inclusive range): on the classic board, and on
    /// each face of a cube (a linked cell counts on each face it shows on). Expert has no
    /// range: it falls where it falls (0-81).
    pub const fn empty_range(self) -> (usize, usize) {
        match self {
            Difficulty::Easy => (35, 40),
            Difficulty::Medium => (45, 50),
            Difficulty::Hard => (50, 60),
            Difficulty::Expert => (0, 81),
        }
    }
}
