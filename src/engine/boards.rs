//! The board-kind table: one [`Row`] per [`Variant`], as the technique table
//! ([`super::logic::TABLE`]) has one row per technique.
//!
//! A row holds what the rest of the program asks of a kind of board: its names (in files, on
//! the command line, in the statistics file, in the window's messages), its shape and
//! geometry, its text forms, its shipped level files, which technique rows reason on it, and
//! what its board draws beside the digits. The engine, the CLI and the window read the row
//! instead of matching on the kind, so a new kind is its row plus its own module.
//!
//! Adding a kind touches these files outside its own module (the count of issue 43; Mini
//! measured it, and a Giant added as a trial compiled with only the first three):
//!
//! 1. `engine/geometry.rs`: its [`Variant`] and its place in `Variant::ALL` (a square board of
//!    a new size also names its kind in [`super::geometry::square`]'s owner);
//! 2. `engine/shape.rs`: its [`Shape`] and the two matches that name a shape's geometry and
//!    kind (the compiler asks for both);
//! 3. `engine/boards.rs`: its row here, in the enum's order (`the_rows_follow_the_enum`
//!    checks it). The row brings it to the command line (`--variant`, `--mode`, `levels`,
//!    with its `about` in `--help`), the menu (`menu`), How to play (`help`, when words alone
//!    explain it), the statistics, the level files, the bands and their steering
//!    (`keep_shares`), the technique table's columns, the text forms and what the board draws;
//! 4. to 6. `i18n/{en,ru,zh-CN}/sudoku3d.ftl`: its message keys (those of [`Keys`], its menu
//!    label, its help, and the menu's tagline naming every board);
//!
//! plus its level files `levels/NAME-BAND.json` (made by `sudoku3d levels --variant NAME`) and
//! its own module (text forms, and layouts when each puzzle brings its own). Only a kind that
//! is drawn differently goes further: a drawn example in How to play, an entry screen
//! (`entered`), a new [`Structure`] column for the board widget and the printed page.

use super::band::Difficulty;
use super::format::{self, ParseError};
use super::geometry::{self, Geometry, Variant};
use super::grid::Grid;
use super::shape::Shape;
use super::{samurai, square};

/// What a board draws beside its cells and digits: the window's board widget and the printed
/// page read these rather than the kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Structure {
    /// The thick lines of the 3x3 boxes (a jigsaw has regions instead).
    pub boxes: bool,
    /// Both main diagonals shaded (Diagonal (X)).
    pub diagonals: bool,
    /// Irregular regions filled and bordered (Jigsaw).
    pub regions: bool,
    /// Cages outlined with their sums (Killer).
    pub cages: bool,
    /// Three faces joined along their edges (the cube): drawn as a net or in perspective.
    pub faces: bool,
}

/// The window's message keys for a kind (Fluent ids in `i18n/*/sudoku3d.ftl`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Keys {
    /// Its short name: in the history, on the switches ("Classic", "Cube").
    pub short: &'static str,
    /// Its name over its statistics ("Classic 9×9", "3D Cube").
    pub long: &'static str,
    /// The game's title, with `$difficulty` ("Medium puzzle", "Medium cube").
    pub game: &'static str,
    /// The game's subtitle for a level, with `$tag`.
    pub subtitle: &'static str,
    /// The title over the choice of band.
    pub bands_title: &'static str,
    /// The prefix of each band's description (`PREFIX-easy-about`): the bands of a kind that
    /// grades by its own techniques say so.
    pub bands_about: &'static str,
    /// What the loading screen says (also its element id).
    pub loading: &'static str,
}

/// How the command line's words make one board of a kind (`solve 53..7...`, a jigsaw's digits
/// and map as two words, a cube's three faces).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Words {
    /// One word in one of its text forms; more words are refused, naming their count.
    One,
    /// Its words joined with `join` into the text its reader takes; with `most`, at most that
    /// many words, else refused with the words of `what` ("a jigsaw puzzle is ...").
    Joined {
        /// What goes between two words.
        join: &'static str,
        /// The most words it takes, and what it is made of when given more.
        most: Option<(usize, &'static str)>,
    },
    /// Its three faces as three words, or one word holding them.
    Faces,
}

/// A kind's entry in the window's main menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MenuEntry {
    /// Its place among the kinds' entries (0 first: the wide Play button).
    pub place: u8,
    /// Its label's message key, which is also the button's element id.
    pub label: &'static str,
    /// The digit key that presses it, when one is left (1-9 are all taken now).
    pub digit: Option<u8>,
}

/// A kind's section of How to play, when its words alone explain it: a heading and its
/// paragraphs (message keys). Kinds with a drawn example (the cube, diagonal, jigsaw and
/// killer) have sections of their own in the help screen instead.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HelpText {
    /// The heading's message key.
    pub heading: &'static str,
    /// The paragraphs' message keys, in order.
    pub paragraphs: &'static [&'static str],
}

/// One row of the board table.
pub struct Row {
    /// The kind.
    pub variant: Variant,
    /// Its name in files, on the command line, in level file names and statistics keys.
    pub name: &'static str,
    /// Other names the command line and text files accept for it.
    pub aliases: &'static [&'static str],
    /// Its shape when it has only one: None when each puzzle brings its own layout (a
    /// jigsaw's regions, a killer's cages).
    pub fixed_shape: Option<fn() -> Shape>,
    /// Its digits: 1 to this (6, 9 or 16).
    pub digits: usize,
    /// Its cells and houses when it has only one shape.
    pub fixed_geometry: Option<fn() -> &'static Geometry>,
    /// Reads a board of this kind from its one-line text (see [`Grid::from_variant_line`]).
    pub read: fn(&str) -> Result<Grid, ParseError>,
    /// Writes a board in the form `read` reads (see [`Grid::to_line`]).
    pub write: fn(&Grid) -> String,
    /// Writes a board for reading in a terminal (see [`Grid::to_pretty`]).
    pub pretty: fn(&Grid) -> String,
    /// Whether it reads the classic forms (81 characters, the 9-line block, pencil marks in
    /// 729 characters or 81 groups) and lays them on its fixed shape.
    pub classic_text: bool,
    /// The parts of its one-line text, each 81 characters but a killer's sums: what stands in
    /// for an entry that failed, so output still lines up (`x` for each character).
    pub text_parts: &'static [usize],
    /// The shipped level files, embedded, per band in [`super::Difficulty`] order.
    pub levels: [&'static str; 4],
    /// The tag mixed into the seeds of its level files (kept per kind so files stay
    /// reproducible when a kind is added).
    pub seed_tag: u64,
    /// Whether a deadly pattern (two solutions swapping digits in a rectangle) is one here:
    /// the uniqueness techniques apply. Not on a killer board: a swap changes cage sums.
    pub deadly_patterns: bool,
    /// Whether its rules include sums (the cage techniques apply).
    pub cage_sums: bool,
    /// Whether its bands count the empty cells (a killer's cages carry its clues; a cube's
    /// bands hold per face, see `cube_faces`).
    pub counts_empty: bool,
    /// The bands a player picks from, in order (Mini has no Expert: see its row).
    pub bands: &'static [Difficulty],
    /// Whether a player can enter a puzzle of this kind of their own (the window's entry
    /// screen and its statistics row "Your puzzles").
    pub entered: bool,
    /// Each band's empty cells (inclusive), in [`Difficulty`] order, where `counts_empty`.
    pub empty: [(usize, usize); 4],
    /// Whether its bands hold face by face (the cube's face rules).
    pub face_rules: bool,
    /// What its board draws beside the digits.
    pub structure: Structure,
    /// Its texts in the window.
    pub keys: Keys,
    /// What it is, on the command line (`--help` of `--variant` and `--mode`): its rules and
    /// its text form.
    pub about: &'static str,
    /// How the command line's words make one of its boards.
    pub words: Words,
    /// Whether the error positions of its one-line reader (line 1, column c) are positions in
    /// that line, so that a file's entry can name its own line instead. Not the cube's: its
    /// positions lie within a face, and its errors get the file's line put before them.
    pub line_positions: bool,
    /// The share of the generator's puzzles of a band kept when a technique decided them (its
    /// hardest step), where that is not all of them: `(band, technique name, share)`, the
    /// name as [`super::logic::Technique::name`] spells it (the row cannot name the technique
    /// itself: the technique table reads this one). See [`Difficulty::keep_share`].
    pub keep_shares: &'static [(Difficulty, &'static str, f64)],
    /// Its entry in the window's main menu.
    pub menu: MenuEntry,
    /// Its section of How to play, when words alone explain it.
    pub help: Option<HelpText>,
}

impl Row {
    /// Whether each puzzle of this kind brings its own layout (regions or cages).
    pub fn has_layout(&self) -> bool {
        self.fixed_shape.is_none()
    }
}

const PLAIN: Structure = Structure {
    boxes: true,
    diagonals: false,
    regions: false,
    cages: false,
    faces: false,
};

/// The empty cells of the 9x9 bands (a cube's, per face): see [`Difficulty::empty_range`].
const NINE_BY_NINE_EMPTY: [(usize, usize); 4] = [
    Difficulty::Easy.empty_range(),
    Difficulty::Medium.empty_range(),
    Difficulty::Hard.empty_range(),
    Difficulty::Expert.empty_range(),
];

/// A Samurai's empty cells per band, of its 369: the classic bands' shares of the board
/// (Easy 35-40 of 81 is 165-200 of 369...), the Hard band's top at 262, a little under the
/// 260-268 of a minimal symmetric Samurai (`examples/kind_bands.rs` measures them).
const SAMURAI_EMPTY: [(usize, usize); 4] = [(165, 200), (205, 235), (230, 262), (0, 369)];

/// Every kind, in the order of [`Variant`] (which is the menu's order).
pub static TABLE: &[Row] = &ROWS;

/// The table as a constant, which the technique table's columns are computed from.
const ROWS: [Row; 8] = [
    Row {
        variant: Variant::Classic,
        name: "classic",
        aliases: &[],
        fixed_shape: Some(|| Shape::Classic),
        digits: 9,
        fixed_geometry: Some(geometry::classic),
        read: Grid::from_line,
        write: format::write_face,
        pretty: format::pretty_face,
        classic_text: true,
        text_parts: &[81],
        levels: [
            include_str!("../../levels/classic-easy.json"),
            include_str!("../../levels/classic-medium.json"),
            include_str!("../../levels/classic-hard.json"),
            include_str!("../../levels/classic-expert.json"),
        ],
        seed_tag: 0,
        deadly_patterns: true,
        cage_sums: false,
        counts_empty: true,
        bands: &Difficulty::ALL,
        entered: true,
        empty: NINE_BY_NINE_EMPTY,
        face_rules: false,
        structure: PLAIN,
        keys: Keys {
            short: "stats-mode-classic",
            long: "stats-classic",
            game: "game-puzzle",
            subtitle: "game-subtitle-classic",
            bands_title: "difficulty-title",
            bands_about: "difficulty",
            loading: "loading-puzzle",
        },
        about: "The classic 9x9 board: 81 characters (1-9 given, '.' or '0' empty)",
        words: Words::One,
        line_positions: true,
        keep_shares: &[(Difficulty::Hard, "xy_wing", 0.5)],
        menu: MenuEntry { place: 0, label: "menu-play", digit: Some(1) },
        help: None,
    },
    Row {
        variant: Variant::Cube,
        name: "cube",
        aliases: &[],
        fixed_shape: Some(|| Shape::Cube),
        digits: 9,
        fixed_geometry: Some(geometry::cube),
        read: Grid::cube_from_line,
        write: format::write_cube,
        pretty: format::pretty_cube,
        classic_text: false,
        text_parts: &[81, 81, 81],
        levels: [
            include_str!("../../levels/cube-easy.json"),
            include_str!("../../levels/cube-medium.json"),
            include_str!("../../levels/cube-hard.json"),
            include_str!("../../levels/cube-expert.json"),
        ],
        seed_tag: 8,
        deadly_patterns: true,
        cage_sums: false,
        counts_empty: false,
        bands: &Difficulty::ALL,
        entered: false,
        empty: NINE_BY_NINE_EMPTY,
        face_rules: true,
        structure: Structure { faces: true, ..PLAIN },
        keys: Keys {
            short: "stats-mode-cube",
            long: "stats-cube",
            game: "game-cube",
            subtitle: "game-subtitle-cube",
            bands_title: "difficulty-title",
            bands_about: "difficulty",
            loading: "loading-cube",
        },
        about: "The three-face cube: its faces U F R, 81 characters each, as three words or one line of 243",
        words: Words::Faces,
        line_positions: false,
        keep_shares: &[(Difficulty::Hard, "xy_wing", 0.25), (Difficulty::Hard, "unique_rectangle_1", 0.6)],
        menu: MenuEntry { place: 7, label: "menu-cube", digit: Some(2) },
        help: None,
    },
    Row {
        variant: Variant::Diagonal,
        name: "diagonal",
        aliases: &["x"],
        fixed_shape: Some(|| Shape::Diagonal),
        digits: 9,
        fixed_geometry: Some(geometry::diagonal),
        read: format::read_diagonal,
        write: format::write_face,
        pretty: format::pretty_face,
        classic_text: true,
        text_parts: &[81],
        levels: [
            include_str!("../../levels/diagonal-easy.json"),
            include_str!("../../levels/diagonal-medium.json"),
            include_str!("../../levels/diagonal-hard.json"),
            include_str!("../../levels/diagonal-expert.json"),
        ],
        seed_tag: 16,
        deadly_patterns: true,
        cage_sums: false,
        counts_empty: true,
        bands: &Difficulty::ALL,
        entered: true,
        empty: NINE_BY_NINE_EMPTY,
        face_rules: false,
        structure: Structure {
            diagonals: true,
            ..PLAIN
        },
        keys: Keys {
            short: "stats-mode-diagonal",
            long: "stats-diagonal",
            game: "game-diagonal",
            subtitle: "game-subtitle-diagonal",
            bands_title: "difficulty-title-diagonal",
            bands_about: "difficulty",
            loading: "loading-diagonal",
        },
        about: "Diagonal (X) sudoku, also written `x`: the classic rules, and both main diagonals hold 1-9 once. The same 81 characters as a classic puzzle",
        words: Words::One,
        line_positions: true,
        keep_shares: &[(Difficulty::Hard, "xy_wing", 0.1), (Difficulty::Hard, "xyz_wing", 0.25)],
        menu: MenuEntry { place: 1, label: "menu-diagonal", digit: Some(6) },
        help: None,
    },
    Row {
        variant: Variant::Jigsaw,
        name: "jigsaw",
        aliases: &[],
        fixed_shape: None,
        digits: 9,
        fixed_geometry: None,
        read: format::read_jigsaw,
        write: format::write_jigsaw,
        pretty: format::pretty_jigsaw,
        classic_text: false,
        text_parts: &[81, 81],
        levels: [
            include_str!("../../levels/jigsaw-easy.json"),
            include_str!("../../levels/jigsaw-medium.json"),
            include_str!("../../levels/jigsaw-hard.json"),
            include_str!("../../levels/jigsaw-expert.json"),
        ],
        seed_tag: 24,
        deadly_patterns: true,
        cage_sums: false,
        counts_empty: true,
        bands: &Difficulty::ALL,
        entered: true,
        empty: NINE_BY_NINE_EMPTY,
        face_rules: false,
        structure: Structure {
            boxes: false,
            regions: true,
            ..PLAIN
        },
        keys: Keys {
            short: "stats-mode-jigsaw",
            long: "stats-jigsaw",
            game: "game-jigsaw",
            subtitle: "game-subtitle-jigsaw",
            bands_title: "difficulty-title-jigsaw",
            bands_about: "difficulty",
            loading: "loading-jigsaw",
        },
        about: "Jigsaw sudoku: nine irregular regions instead of the 3x3 boxes. A puzzle is its 81 digits, white space, then its 81-symbol region map (each cell's region, in reading order, nine different symbols nine times each), or the 162 characters in a row",
        words: Words::Joined { join: " ", most: Some((2, "a jigsaw puzzle is its 81 digits and its 81-symbol region map")) },
        line_positions: true,
        keep_shares: &[(Difficulty::Hard, "xyz_wing", 0.35), (Difficulty::Hard, "xy_wing", 0.5)],
        menu: MenuEntry { place: 2, label: "menu-jigsaw", digit: Some(7) },
        help: None,
    },
    Row {
        variant: Variant::Killer,
        name: "killer",
        aliases: &[],
        fixed_shape: None,
        digits: 9,
        fixed_geometry: None,
        read: format::read_killer,
        write: format::write_killer,
        pretty: format::pretty_killer,
        classic_text: false,
        text_parts: &[81, 81, 1],
        levels: [
            include_str!("../../levels/killer-easy.json"),
            include_str!("../../levels/killer-medium.json"),
            include_str!("../../levels/killer-hard.json"),
            include_str!("../../levels/killer-expert.json"),
        ],
        seed_tag: 32,
        deadly_patterns: false,
        cage_sums: true,
        counts_empty: false,
        bands: &Difficulty::ALL,
        entered: true,
        empty: NINE_BY_NINE_EMPTY,
        face_rules: false,
        structure: Structure { cages: true, ..PLAIN },
        keys: Keys {
            short: "stats-mode-killer",
            long: "stats-killer",
            game: "game-killer",
            subtitle: "game-subtitle-killer",
            bands_title: "difficulty-title-killer",
            bands_about: "difficulty-killer",
            loading: "loading-killer",
        },
        about: "Killer sudoku: cages of connected cells with sums, no digit twice in a cage. A puzzle is its 81 digits (left out when there are no givens), white space, its 81-symbol cage map (each cage a connected group of cells with one symbol), white space, then the cage sums separated by commas, cage by cage in the order of each cage's first cell",
        words: Words::Joined { join: " ", most: None },
        line_positions: true,
        keep_shares: &[(Difficulty::Hard, "rule_of_45_combination", 0.03), (Difficulty::Hard, "cage_locked_candidates", 0.15)],
        menu: MenuEntry { place: 3, label: "menu-killer", digit: Some(8) },
        help: None,
    },
    Row {
        variant: Variant::Mini,
        name: "mini",
        aliases: &["6x6"],
        fixed_shape: Some(|| Shape::Mini),
        digits: 6,
        fixed_geometry: Some(geometry::mini),
        read: |text| square::read(Shape::Mini, text),
        write: square::write,
        pretty: square::pretty,
        classic_text: false,
        text_parts: &[36],
        levels: [
            include_str!("../../levels/mini-easy.json"),
            include_str!("../../levels/mini-medium.json"),
            include_str!("../../levels/mini-hard.json"),
            // No Expert band (see `bands`): nothing reads this.
            "",
        ],
        seed_tag: 40,
        deadly_patterns: true,
        cage_sums: false,
        counts_empty: true,
        // A 6x6 board seldom needs more than Hard's techniques: see docs/boards.md.
        bands: &[Difficulty::Easy, Difficulty::Medium, Difficulty::Hard],
        entered: false,
        empty: [(14, 18), (19, 24), (22, 28), (0, 36)],
        face_rules: false,
        structure: PLAIN,
        keys: Keys {
            short: "stats-mode-mini",
            long: "stats-mini",
            game: "game-mini",
            subtitle: "game-subtitle-mini",
            bands_title: "difficulty-title-mini",
            bands_about: "difficulty",
            loading: "loading-mini",
        },
        about: "Mini: a 6x6 board of 2x3 boxes, digits 1-6. A puzzle is its 36 cells in a row (1-6 given, '.' or '0' empty), or six lines of six",
        words: Words::Joined { join: "\n", most: None },
        line_positions: true,
        keep_shares: &[(Difficulty::Hard, "xy_wing", 0.2)],
        menu: MenuEntry { place: 4, label: "menu-mini", digit: Some(9) },
        help: Some(HelpText { heading: "help-mini-heading", paragraphs: &["help-mini-rules", "help-mini-board"] }),
    },
    Row {
        variant: Variant::Giant,
        name: "giant",
        aliases: &["16x16"],
        fixed_shape: Some(|| Shape::Giant),
        digits: 16,
        fixed_geometry: Some(geometry::giant),
        read: |text| square::read(Shape::Giant, text),
        write: square::write,
        pretty: square::pretty,
        classic_text: false,
        text_parts: &[256],
        levels: [
            include_str!("../../levels/giant-easy.json"),
            include_str!("../../levels/giant-medium.json"),
            include_str!("../../levels/giant-hard.json"),
            include_str!("../../levels/giant-expert.json"),
        ],
        seed_tag: 48,
        deadly_patterns: true,
        cage_sums: false,
        counts_empty: true,
        bands: &Difficulty::ALL,
        entered: false,
        empty: [(110, 135), (135, 150), (145, 160), (155, 170)],
        face_rules: false,
        structure: PLAIN,
        keys: Keys {
            short: "stats-mode-giant",
            long: "stats-giant",
            game: "game-giant",
            subtitle: "game-subtitle-giant",
            bands_title: "difficulty-title-giant",
            bands_about: "difficulty",
            loading: "loading-giant",
        },
        about: "Giant: a 16x16 board of 4x4 boxes, digits 1-9 then A-G (10-16, either case). A puzzle is its 256 cells in a row ('.' or '0' empty), or sixteen lines of sixteen",
        words: Words::Joined { join: "\n", most: None },
        line_positions: true,
        keep_shares: &[],
        menu: MenuEntry { place: 5, label: "menu-giant", digit: None },
        help: Some(HelpText { heading: "help-giant-heading", paragraphs: &["help-giant-rules", "help-giant-board"] }),
    },
    Row {
        variant: Variant::Samurai,
        name: "samurai",
        aliases: &["gattai-5"],
        fixed_shape: Some(|| Shape::Samurai),
        digits: 9,
        fixed_geometry: Some(geometry::samurai),
        read: samurai::read,
        write: samurai::write,
        pretty: samurai::pretty,
        classic_text: false,
        text_parts: &[369],
        levels: [
            include_str!("../../levels/samurai-easy.json"),
            include_str!("../../levels/samurai-medium.json"),
            include_str!("../../levels/samurai-hard.json"),
            include_str!("../../levels/samurai-expert.json"),
        ],
        seed_tag: 369,
        deadly_patterns: true,
        cage_sums: false,
        counts_empty: true,
        bands: &Difficulty::ALL,
        entered: false,
        empty: SAMURAI_EMPTY,
        face_rules: false,
        structure: PLAIN,
        keys: Keys {
            short: "stats-mode-samurai",
            long: "stats-samurai",
            game: "game-samurai",
            subtitle: "game-subtitle-samurai",
            bands_title: "difficulty-title-samurai",
            bands_about: "difficulty",
            loading: "loading-samurai",
        },
        about: "Samurai: five 9x9 grids on a 21x21 square, the centre grid sharing a corner box with each of the others (a shared cell obeys both its grids). A puzzle is the 21 lines of the square (spaces or '.' outside the grids), one line of its 369 cells in reading order, or its five grids of 81 cells (top left, top right, centre, bottom left, bottom right)",
        words: Words::Joined { join: "\n", most: None },
        line_positions: false,
        keep_shares: &[],
        menu: MenuEntry { place: 6, label: "menu-samurai", digit: None },
        help: Some(HelpText { heading: "help-samurai-heading", paragraphs: &["help-samurai-rules", "help-samurai-board"] }),
    },
];

/// How many kinds have deadly patterns (see [`Row::deadly_patterns`]).
const fn count_deadly() -> usize {
    let (mut i, mut n) = (0, 0);
    while i < ROWS.len() {
        if ROWS[i].deadly_patterns {
            n += 1;
        }
        i += 1;
    }
    n
}

/// How many kinds have cage sums (see [`Row::cage_sums`]).
const fn count_sums() -> usize {
    let (mut i, mut n) = (0, 0);
    while i < ROWS.len() {
        if ROWS[i].cage_sums {
            n += 1;
        }
        i += 1;
    }
    n
}

/// The kinds on which a deadly pattern is one: the uniqueness techniques' column of the
/// technique table.
pub const DEADLY_PATTERN_KINDS: [Variant; count_deadly()] = {
    let mut out = [Variant::Classic; count_deadly()];
    let (mut i, mut n) = (0, 0);
    while i < ROWS.len() {
        if ROWS[i].deadly_patterns {
            out[n] = ROWS[i].variant;
            n += 1;
        }
        i += 1;
    }
    out
};

/// The kinds whose rules include cage sums: the cage techniques' column of the technique
/// table.
pub const CAGE_SUM_KINDS: [Variant; count_sums()] = {
    let mut out = [Variant::Classic; count_sums()];
    let (mut i, mut n) = (0, 0);
    while i < ROWS.len() {
        if ROWS[i].cage_sums {
            out[n] = ROWS[i].variant;
            n += 1;
        }
        i += 1;
    }
    out
};

impl Variant {
    /// Its row of the board table.
    pub fn row(self) -> &'static Row {
        // The rows follow the enum: `the_rows_follow_the_enum` checks it.
        &TABLE[self as usize]
    }
}

/// How many kinds have at most nine digits.
const fn count_nine_digits() -> usize {
    let (mut i, mut n) = (0, 0);
    while i < ROWS.len() {
        if ROWS[i].digits <= 9 {
            n += 1;
        }
        i += 1;
    }
    n
}

/// The kinds of at most nine digits: the technique table's column for the techniques whose
/// tables are sized for nine (the almost locked sets, see `logic::als`).
pub const NINE_DIGIT_KINDS: [Variant; count_nine_digits()] = {
    let mut out = [Variant::Classic; count_nine_digits()];
    let (mut i, mut n) = (0, 0);
    while i < ROWS.len() {
        if ROWS[i].digits <= 9 {
            out[n] = ROWS[i].variant;
            n += 1;
        }
        i += 1;
    }
    out
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rows_follow_the_enum() {
        assert_eq!(TABLE.len(), Variant::ALL.len());
        for (row, variant) in TABLE.iter().zip(Variant::ALL) {
            assert_eq!(row.variant, variant);
            assert_eq!(row.variant.row().name, variant.name());
            if let (Some(shape), Some(geometry)) = (row.fixed_shape, row.fixed_geometry) {
                assert_eq!(geometry().shape(), shape());
                assert_eq!(shape().variant(), variant);
            }
            assert_eq!(row.fixed_shape.is_none(), row.fixed_geometry.is_none());
        }
    }

    #[test]
    fn every_steering_share_names_a_technique_that_applies_to_its_kind() {
        use crate::engine::logic::Technique;
        for row in TABLE {
            for &(band, name, share) in row.keep_shares {
                let technique = Technique::all().find(|t| t.name() == name);
                let technique = technique.unwrap_or_else(|| panic!("{}: no technique is named {name:?}", row.name));
                assert!(share > 0.0 && share < 1.0, "{}: {name} keeps {share}", row.name);
                assert!(row.bands.contains(&band), "{}: no {band:?} band", row.name);
                if let Some(shape) = row.fixed_shape {
                    assert!(
                        technique.applies_to(&shape()),
                        "{}: {name} never decides here",
                        row.name
                    );
                }
            }
        }
    }

    #[test]
    fn the_menu_places_and_keys_are_each_one_kind_s() {
        let mut places: Vec<u8> = TABLE.iter().map(|row| row.menu.place).collect();
        places.sort_unstable();
        assert_eq!(places, (0..TABLE.len() as u8).collect::<Vec<_>>());
        let mut digits: Vec<u8> = TABLE.iter().filter_map(|row| row.menu.digit).collect();
        digits.sort_unstable();
        digits.dedup();
        assert_eq!(
            digits.len(),
            TABLE.iter().filter(|row| row.menu.digit.is_some()).count()
        );
    }

    #[test]
    fn every_kind_reads_what_it_writes() {
        for row in TABLE {
            let [easy, ..] = row.levels;
            let levels: serde_json::Value = serde_json::from_str(easy).expect("a shipped level file is JSON");
            let line = levels["levels"][0]["puzzle"].as_str().expect("a level has its puzzle");
            let grid = (row.read)(line).unwrap_or_else(|e| panic!("{}: {e}", row.name));
            assert_eq!(grid.shape().variant(), row.variant);
            assert_eq!((row.write)(&grid), grid.to_line());
            assert_eq!((row.read)(&(row.write)(&grid)).ok(), Some(grid));
        }
    }
}
