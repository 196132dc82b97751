//! The colours that carry a meaning on the board, one meaning each, for the light and the dark
//! theme. The flat board (`app::theme`) and the cube view both draw from these tables, so a
//! colour means the same thing in both views; the cube view only shades them per face.
//!
//! What each one says (and the How to play screen's Colours section shows):
//! - `selected` the cell being played, `peer` the cells of its row, column and box, `same` the
//!   cells holding its digit, `twin` the same cell seen on another face of the cube;
//! - `hint_area` the houses a hint says to look at;
//! - `wrong` a digit that is wrong (Check, Show mistakes, or a hint pointing at it),
//!   `conflict` a digit repeated in a row, column or box;
//! - `linked` a cell on an edge of the cube, shown on two faces.
//!
//! Dark yellows read as olive or khaki, so the dark theme's `hint_area` is a bronze, nearer
//! orange than yellow; the theme's tests check every tint for that, and for standing out from
//! the cells under it on every face of the cube.

/// The fills of a cell that say something about it, as 8-bit sRGB, for one theme.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CellTints {
    /// The selected cell.
    pub selected: [u8; 3],
    /// The selected cell's row, column and box.
    pub peer: [u8; 3],
    /// Cells holding the selected cell's digit.
    pub same: [u8; 3],
    /// The selected cell's twin(s): the same cell seen on another face of the cube.
    pub twin: [u8; 3],
    /// The houses a hint says to look at.
    pub hint_area: [u8; 3],
    /// A wrong digit.
    pub wrong: [u8; 3],
    /// A digit repeated in one of its houses.
    pub conflict: [u8; 3],
    /// A cell on an edge of the cube (on two faces): its own hue, which no highlight uses.
    pub linked: [u8; 3],
}

impl CellTints {
    /// Every tint with the name of its meaning.
    pub fn named(&self) -> [(&'static str, [u8; 3]); 8] {
        [
            ("selected", self.selected),
            ("peer", self.peer),
            ("same digit", self.same),
            ("twin", self.twin),
            ("hint area", self.hint_area),
            ("wrong", self.wrong),
            ("conflict", self.conflict),
            ("linked", self.linked),
        ]
    }
}

/// The light theme's cell tints.
pub const LIGHT_TINTS: CellTints = CellTints {
    selected: [0xae, 0xcb, 0xf7],
    peer: [0xb5, 0xe5, 0xee],
    same: [0xcd, 0xee, 0xc4],
    twin: [246, 190, 226],
    hint_area: [0xff, 0xee, 0xb0],
    wrong: [0xf9, 0xc4, 0xc0],
    conflict: [0xff, 0xcf, 0x99],
    linked: [230, 222, 250],
};

/// The dark theme's cell tints.
pub const DARK_TINTS: CellTints = CellTints {
    selected: [0x1d, 0x4b, 0x8f],
    peer: [0x0b, 0x56, 0x63],
    same: [0x1e, 0x5a, 0x36],
    twin: [104, 48, 92],
    hint_area: [0x70, 0x4c, 0x08],
    wrong: [0x6a, 0x28, 0x28],
    conflict: [0x7a, 0x34, 0x10],
    linked: [59, 52, 88],
};

/// The colours a hint draws with, as 8-bit sRGB, for one theme.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HintInks {
    /// The candidates the pattern uses (filled discs).
    pub pattern: [u8; 3],
    /// A digit on a pattern or fin disc.
    pub on_pattern: [u8; 3],
    /// Fins of a finned fish (discs).
    pub fin: [u8; 3],
    /// Candidates the step removes (struck out).
    pub strike: [u8; 3],
    /// The digit the step places (ringed).
    pub place: [u8; 3],
    /// Links between candidates (solid strong, dashed weak).
    pub link: [u8; 3],
    /// A single's reasons: the digits that rule out the others (ringed).
    pub rule_out: [u8; 3],
    /// A wrong entry the hint points at (ringed): the wrong digit's own colour.
    pub mistake: [u8; 3],
    /// The entry a wrong one repeats (ringed): the repeated digit's own colour.
    pub conflict: [u8; 3],
}

impl HintInks {
    /// Every ink that marks something, with the name of its meaning (not `on_pattern`, the
    /// digit drawn on a disc).
    pub fn named(&self) -> [(&'static str, [u8; 3]); 8] {
        [
            ("hint pattern", self.pattern),
            ("hint fin", self.fin),
            ("hint removed", self.strike),
            ("hint placed", self.place),
            ("hint link", self.link),
            ("hint rule-out", self.rule_out),
            ("hint mistake ring", self.mistake),
            ("hint conflict ring", self.conflict),
        ]
    }
}

/// The light theme's hint inks.
pub const LIGHT_INKS: HintInks = HintInks {
    pattern: [0x2f, 0x6f, 0xdf],
    on_pattern: [0xff, 0xff, 0xff],
    fin: [0xb8, 0x6e, 0x00],
    strike: [0xc6, 0x28, 0x28],
    place: [0x17, 0x73, 0x3a],
    link: [0x7b, 0x3f, 0xc4],
    rule_out: [0x00, 0x7c, 0x89],
    mistake: [0x9e, 0x1c, 0x16],
    conflict: [0x7a, 0x3a, 0x00],
};

/// The dark theme's hint inks.
pub const DARK_INKS: HintInks = HintInks {
    pattern: [0x5b, 0x9c, 0xff],
    on_pattern: [0x0e, 0x14, 0x20],
    fin: [0xe3, 0xa9, 0x3a],
    strike: [0xff, 0x6f, 0x66],
    place: [0x5f, 0xd0, 0x8f],
    link: [0xc5, 0x9b, 0xff],
    rule_out: [0x4d, 0xd0, 0xe1],
    mistake: [0xff, 0xb3, 0xad],
    conflict: [0xff, 0xcf, 0x8f],
};

/// The quiet marks of a variant board's extra houses, as 8-bit sRGB, for one theme: they sit
/// under every highlight above (a highlighted cell shows the highlight), so they must read as
/// "this cell is on a diagonal" without looking like any of them. A violet grey: no highlight
/// is violet on the flat board (the cube's lavender `linked` never shows on a flat one).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HouseTints {
    /// An empty or entered cell on a main diagonal of a Diagonal board.
    pub diagonal: [u8; 3],
    /// A given on a main diagonal (the given's grey, shifted the same way).
    pub diagonal_given: [u8; 3],
    /// The thick border between two regions of a jigsaw board (the board's thick line).
    pub region_border: [u8; 3],
}

/// The light theme's house marks.
pub const LIGHT_HOUSE_TINTS: HouseTints = HouseTints {
    diagonal: [0xee, 0xe7, 0xf8],
    diagonal_given: [0xd8, 0xd1, 0xe8],
    region_border: [0x2b, 0x32, 0x42],
};

/// The dark theme's house marks.
pub const DARK_HOUSE_TINTS: HouseTints = HouseTints {
    diagonal: [0x30, 0x2a, 0x40],
    diagonal_given: [0x46, 0x3f, 0x5a],
    region_border: [0x9a, 0xa3, 0xb4],
};

#[cfg(test)]
mod house_tint_tests {
    use super::*;

    /// The sum of the channel differences: a rough "how far apart" in 8-bit sRGB.
    fn apart(a: [u8; 3], b: [u8; 3]) -> u32 {
        a.iter().zip(b).map(|(&x, y)| u32::from(x.abs_diff(y))).sum()
    }

    #[test]
    fn the_diagonal_tint_is_quiet_but_not_any_highlight() {
        for (tints, houses, cell, given) in [
            (LIGHT_TINTS, LIGHT_HOUSE_TINTS, [0xff, 0xff, 0xff], [0xdf, 0xe3, 0xea]),
            (DARK_TINTS, DARK_HOUSE_TINTS, [0x22, 0x26, 0x2e], [0x3a, 0x40, 0x4c]),
        ] {
            // Seen against the plain cell and the given it replaces, but close to them.
            for (mark, under) in [(houses.diagonal, cell), (houses.diagonal_given, given)] {
                let d = apart(mark, under);
                assert!((20..=70).contains(&d), "{mark:?} against {under:?}: {d}");
            }
            // The cube's own tints (linked, twin) never show on a flat board.
            for (name, tint) in tints
                .named()
                .into_iter()
                .filter(|(n, _)| !matches!(*n, "linked" | "twin"))
            {
                for mark in [houses.diagonal, houses.diagonal_given] {
                    assert!(apart(mark, tint) >= 40, "{mark:?} is too near {name} {tint:?}");
                }
            }
        }
    }
}
