//! The human-logic engine: techniques a person uses, one module per family, driven by one
//! ordered table ([`TABLE`]).
//!
//! Each row of the table names a [`Technique`], its finder, its rating on a
//! Sudoku-Explainer-like scale and the lowest band that admits it. The solver asks the rows in
//! order and takes the first step found, so the table is the one place that orders techniques
//! ("easier" means "earlier in the table").
//!
//! A finder reads a shared [`Context`] (geometry, candidates, per house and digit the positions
//! still holding the digit, who sees whom; classic board and cube alike) and reports [`Step`]s
//! to a [`Sink`], which either stops at the first step (solving) or collects every step
//! (tests, hints that look for the step nearest the player's cell).
//!
//! Adding a technique: a variant of [`Technique`] (with its names), a finder
//! `fn<const W: usize>(&Context<W>, &mut Sink)` in the family's module that fills a [`Step`]
//! (eliminations or placements, pattern cells and candidates, houses, links, explanation) and
//! returns as soon as [`Sink::push`] says so, a premises function, generic over the width too
//! (which absent candidates the pattern relies on; the helpers [`premises_cells`] and
//! [`premises_houses`] cover most), and one `row!` in [`TABLE`] (which takes both at each
//! width) listing the slots of the grader's [`Memory`] the finder reads (none, unless it keeps
//! something from one position to the next: then a field and a [`Slot`] in `memory.rs`, in
//! its `Slots` when the value holds cell sets).
//!
//! The width `W` is the number of 64-bit words of a [`CellSet`]: 4 on every board of up to 256
//! cells, 6 on a Samurai board's 369 ([`context::width_for`] picks it, [`LogicalSolver`] runs
//! at it). Six words everywhere cost the classic board about 20% of its grading time, hence
//! the finders compiled at each width.
//!
//! # Techniques on the variants
//!
//! The table's variants column ([`Row::variants`]) says which boards a row is asked on; the
//! grader, the bands and the hints skip it elsewhere. On the Diagonal board the two diagonals
//! are houses but not lines (each crosses every row, column and box); on a Jigsaw board
//! irregular regions stand where the boxes stand. Every row is kept on both, for these reasons:
//!
//! - singles, naked and hidden subsets, wings, BUG+1, remote pairs, X-/XY-Chains, AICs, ALS and
//!   forcing chains read houses as sets of cells and "who sees whom", so they hold for any
//!   houses (diagonals and regions included). A hidden single in a region rates as in a box.
//! - Locked candidates, grouped AIC nodes and Sue de Coq work where any two houses share two
//!   cells or more (a box and a diagonal share three; a region meets a row in one to nine).
//! - Fish (basic, finned, sashimi) take rows and columns only as base and cover lines, which
//!   every board has; finned fins lie in one box, on a jigsaw in one region; what they remove
//!   sees every fin, whatever the houses.
//! - Skyscraper, 2-String Kite and Turbot Fish are one argument over any two conjugate pairs;
//!   the names go by rows and columns, and a kite may be joined in a region.
//! - The Empty Rectangle's box may be a region of any shape: it takes the rows and columns
//!   that cross the box, checks the cross cell by cell, and its conjugate pair lies in a row or
//!   a column (no diagonal).
//! - Unique rectangles use the deadly rectangles of [`context::Tables`], where every house
//!   holding a corner must hold exactly two neighbouring corners: a corner on a diagonal rules
//!   a rectangle out, and on a jigsaw the corners must fall in two regions.
//! - On a Killer board the uniqueness rows (unique rectangles, BUG+1) are left out: swapping
//!   a rectangle's digits changes the cage sums, so the rectangle is not deadly.
//! - On the 16x16 board (digits 1-16) every row reads the board's own digits and its houses
//!   of sixteen; the almost locked sets (ALS-XZ, ALS-XY-Wing) are left out (see [`als`]).
//! - The cage rows ([`cages`]: cage combination, rule of 45, rule of 45 combination, cage
//!   locked candidates, cage split) read the cage sums and are asked on a Killer board only.
//!   Every other row holds there as it is: a cell's cage-mates are among its peers, so "who
//!   sees whom" already follows the no-repeat rule of a cage.

pub mod als;
mod barren;
pub mod budget;
pub mod cages;
pub mod chains;
pub mod coloring;
pub mod context;
mod digit_memo;
pub mod fish;
pub mod forcing;
pub mod intersections;
mod memory;
mod propagate;
pub mod single_digit;
pub mod singles;
mod solver;
pub mod step;
pub mod subsets;
pub mod sue_de_coq;
mod templates;
pub mod text;
pub mod uniqueness;
pub mod wings;

#[cfg(test)]
mod tests;

use crate::engine::geometry::Variant;
use crate::engine::shape::Shape;
use crate::engine::types::{Candidates, Digit};

pub use context::{CellSet, Context};
use context::{NARROW, WIDE};
pub use memory::{Memory, Slot};
pub(crate) use solver::at_width;
pub use solver::{
    grade, grade_unique, grade_up_to, grade_walk, grade_with, is_uniqueness, lowest_level, solvable_within, ContextAt,
    Grade, LogicalSolver,
};
pub use step::{rating_text, Inference, Link, Node, Reason, Step};

/// A human solving technique. The order of [`TABLE`] (not of this enum) is the difficulty
/// order.
///
/// Its serde spelling is [`Technique::name`] everywhere (level files, saved games, `rate
/// --json`); the spellings serde's snake_case gave before (`x_y_wing`, `unique_rectangle1`...)
/// still load.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Technique {
    /// The only digit left for a cell.
    NakedSingle,
    /// The only cell left for a digit in a house.
    HiddenSingle,
    /// Pointing and claiming.
    LockedCandidates,
    /// Two cells of a house with the same two candidates.
    NakedPair,
    /// Two digits confined to the same two cells of a house.
    HiddenPair,
    /// Three cells of a house holding only three digits between them.
    NakedTriple,
    /// Three digits confined to three cells of a house.
    HiddenTriple,
    /// A digit in two rows confined to two columns (or the reverse).
    XWing,
    /// A digit in three rows confined to three columns (or the reverse).
    Swordfish,
    /// A pivot cell {a,b} seeing pincers {a,c} and {b,c}.
    #[serde(rename = "xy_wing", alias = "x_y_wing")]
    XYWing,
    /// Four cells of a house holding only four digits between them.
    NakedQuad,
    /// Four digits confined to four cells of a house.
    HiddenQuad,
    /// A digit in four rows confined to four columns (or the reverse).
    Jellyfish,
    /// An X-Wing with extra candidates (fins) in one box.
    FinnedXWing,
    /// A finned X-Wing where a base line keeps one candidate besides the fins.
    SashimiXWing,
    /// A Swordfish with fins in one box.
    FinnedSwordfish,
    /// A sashimi Swordfish.
    SashimiSwordfish,
    /// A Jellyfish with fins in one box.
    FinnedJellyfish,
    /// A sashimi Jellyfish.
    SashimiJellyfish,
    /// A pivot {a,b,c} seeing pincers {a,c} and {b,c}.
    #[serde(rename = "xyz_wing", alias = "x_y_z_wing")]
    XYZWing,
    /// Two cells {a,b} joined by a strong link on a.
    WWing,
    /// Two conjugate pairs of a digit in parallel lines with one end of each in a common line.
    Skyscraper,
    /// A conjugate pair in a row and one in a column, joined in a box.
    TwoStringKite,
    /// A conjugate pair and a box whose candidates of the digit form a cross.
    EmptyRectangle,
    /// Two conjugate pairs joined by a weak link (the other single-digit chains of length 3).
    TurbotFish,
    /// Two colours on the conjugate pairs of one digit: trap and wrap.
    SimpleColouring,
    /// Four cells in two rows, columns and boxes holding the same two candidates; three bivalue.
    #[serde(rename = "unique_rectangle_1", alias = "unique_rectangle1")]
    UniqueRectangle1,
    /// A unique rectangle whose two extra-candidate corners share one extra digit.
    #[serde(rename = "unique_rectangle_2", alias = "unique_rectangle2")]
    UniqueRectangle2,
    /// A unique rectangle whose extra digits form a naked subset with other cells.
    #[serde(rename = "unique_rectangle_3", alias = "unique_rectangle3")]
    UniqueRectangle3,
    /// A unique rectangle with a strong link on one of its digits between the roof cells.
    #[serde(rename = "unique_rectangle_4", alias = "unique_rectangle4")]
    UniqueRectangle4,
    /// All unsolved cells bivalue but one, which has three candidates.
    BugPlusOne,
    /// Bivalue cells with the same pair, each seeing the next.
    RemotePairs,
    /// A chain of conjugate pairs of one digit joined by cells that see each other.
    XChain,
    /// A chain of bivalue cells, each joined to the next by a shared digit.
    #[serde(rename = "xy_chain", alias = "x_y_chain")]
    XYChain,
    /// An alternating inference chain (discontinuous nice loops included).
    Aic,
    /// An alternating inference chain with grouped nodes (a digit in a box∩line).
    GroupedAic,
    /// Cells where a box meets a line, completed by cells of the line and of the box into a
    /// locked set.
    SueDeCoq,
    /// Two almost locked sets joined by a restricted common digit.
    AlsXz,
    /// Two almost locked sets each joined to a third by a different restricted common digit.
    AlsXyWing,
    /// Supposing a candidate leads to a contradiction.
    ContradictionForcingChain,
    /// Every candidate of a cell forces the same conclusion.
    CellForcingChain,
    /// Every place of a digit in a house forces the same conclusion.
    UnitForcingChain,
    /// A contradiction reached with suppositions inside the supposition.
    NestedForcingChain,
    /// Killer: the digits none of a cage's still-possible combinations allows leave its cells.
    CageCombination,
    /// Killer: one innie or outie of a region of whole houses, whose digit the sums give.
    #[serde(rename = "rule_of_45")]
    RuleOf45,
    /// Killer: two or three innies or outies with a known sum, restricted like a cage.
    #[serde(rename = "rule_of_45_combination")]
    RuleOf45Combination,
    /// Killer: a digit every combination of a cage holds, locked in a house; or a house's
    /// digit confined to one cage.
    CageLockedCandidates,
    /// Killer: a cage crossing a region's border alone, split by the rule of 45 into two parts
    /// with known sums.
    CageSplit,
}

/// The lowest band a technique belongs to (the bands themselves are in `engine::difficulty`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Level {
    /// Singles.
    Easy,
    /// Locked candidates, pairs, X-Wing.
    Medium,
    /// Triples, Swordfish, XY/XYZ-Wing, quads, unique rectangles.
    Hard,
    /// Wings beyond XYZ, single-digit patterns, finned fish, colouring, chains.
    Expert,
}

impl Level {
    /// The level below (Easy stays Easy).
    pub fn easier(self) -> Level {
        match self {
            Level::Easy | Level::Medium => Level::Easy,
            Level::Hard => Level::Medium,
            Level::Expert => Level::Hard,
        }
    }

    /// The level above (Expert stays Expert).
    pub fn harder(self) -> Level {
        match self {
            Level::Easy => Level::Medium,
            Level::Medium => Level::Hard,
            Level::Hard | Level::Expert => Level::Expert,
        }
    }
}

/// Finds steps of one technique and reports them to the sink, on a context of cell sets of
/// `W` words.
pub type Finder<const W: usize = NARROW> = fn(&Context<W>, &mut Sink);

/// The candidates, absent now, whose absence a step found on the context relies on.
pub type Premises<const W: usize = NARROW> = fn(&Context<W>, &Step) -> Vec<(usize, Digit)>;

/// One function of the table at each width the grader runs a board at (see
/// [`context::width_for`]): the finders and premises are generic over the width, and a row
/// holds each at both, so that a board of up to 256 cells never pays for a Samurai's 369.
#[derive(Clone, Copy)]
pub struct ByWidth<N, Wd> {
    /// At the narrow width ([`context::NARROW`]).
    pub narrow: N,
    /// At the wide width ([`context::WIDE`]).
    pub wide: Wd,
}

impl<N: Copy + 'static, Wd: Copy + 'static> ByWidth<N, Wd> {
    /// The function at the width whose type is `F` (`Finder<W>` or `Premises<W>`). Picked
    /// through `Any`, so that callers generic over the width need no bound: both `TypeId`s are
    /// known at compile time and the pick folds away.
    #[inline]
    pub fn at<F: Copy + 'static>(&self) -> F {
        let narrow: &dyn std::any::Any = &self.narrow;
        let wide: &dyn std::any::Any = &self.wide;
        *narrow
            .downcast_ref::<F>()
            .or_else(|| wide.downcast_ref::<F>())
            .expect("cell sets come in the narrow and the wide width only")
    }
}

/// A row's finders at each width.
pub type Finders = ByWidth<Finder<NARROW>, Finder<WIDE>>;
/// A row's premises at each width.
pub type PremisesByWidth = ByWidth<Premises<NARROW>, Premises<WIDE>>;

/// One row of the technique table.
pub struct Row {
    /// The technique.
    pub technique: Technique,
    /// Its base rating in tenths (a finder may rate a step differently, e.g. hidden singles in
    /// a box 1.2, in a line 1.5).
    pub rating: u16,
    /// Points added to a puzzle's score each time it is used (today's score).
    pub weight: u32,
    /// The lowest band that admits it.
    pub level: Level,
    /// The finder, at each width.
    pub find: Finders,
    /// What a step relies on, at each width.
    pub premises: PremisesByWidth,
    /// The parts of the grader's memory ([`Memory`]) the finder may read and keep; in debug
    /// builds a finder reaching any other fails.
    pub memory: &'static [Slot],
    /// The boards the technique is asked on (see "Techniques on the variants" in the module
    /// docs); the grader and the hints skip a row on any other board.
    pub variants: &'static [Variant],
}

impl Row {
    /// Whether the row is asked on a board of this shape.
    pub fn applies_to(&self, shape: &Shape) -> bool {
        self.variants.contains(&shape.variant())
    }
}

/// A row's variants column: every board. Every technique but the uniqueness ones reasons
/// either about any set of houses or about rows and columns alone (which every board has).
const EVERY_BOARD: &[Variant] = &Variant::ALL;
/// Every board without killer cages: the uniqueness techniques. A deadly rectangle's two
/// solutions swap two digits in four cells, which changes the sums of the cages those cells
/// lie in (unless the cages pair the corners up), and BUG+1 counts on every rule being a
/// house; on a killer board neither holds, so the grader leaves them out.
/// (The board table says which kinds these are: [`crate::engine::boards::Row::deadly_patterns`].)
const NO_CAGES: &[Variant] = &crate::engine::boards::DEADLY_PATTERN_KINDS;
/// Boards of up to nine digits: the almost locked sets, whose per-set tables hold nine
/// digits and whose sets a sixteen-cell house has tens of thousands of (see `als`).
const NINE_DIGITS: &[Variant] = &crate::engine::boards::NINE_DIGIT_KINDS;
/// Killer boards only: the cage techniques read the cage sums (see `cages`).
const KILLER_ONLY: &[Variant] = &crate::engine::boards::CAGE_SUM_KINDS;

/// A row's memory column: rows that remember where they found nothing.
const NOTHING: &[Slot] = &[Slot::FoundNothing];
/// Single-digit rows: where each part found nothing per digit, and the template test.
const ONE_DIGIT: &[Slot] = &[Slot::DigitFoundNothing, Slot::Templates];
/// Finned and sashimi fish: single-digit, and one scan for both kinds of a size.
const FINNED: &[Slot] = &[Slot::FirstFins, Slot::DigitFoundNothing, Slot::Templates];
/// XY-Chains and AICs: where they found nothing, and the position's grouped graph.
const GROUPED: &[Slot] = &[Slot::FoundNothing, Slot::GroupedGraph];
/// The ALS rows: where they found nothing, and the position's sets.
const ALS: &[Slot] = &[Slot::FoundNothing, Slot::AlsSets, Slot::AlsHouses];
/// Forcing chains: suppositions carried from position to position, and followed on one.
const FORCING: &[Slot] = &[Slot::Carried, Slot::Followed];

/// One row of the table: one argument per column, in the columns' order; the finder and the
/// premises are named once and taken at each width.
macro_rules! row {
    (
        $technique:expr,
        $rating:expr,
        $weight:expr,
        $level:expr,
        $($find:ident)::+,
        $($premises:ident)::+,
        $memory:expr,
        $variants:expr $(,)?
    ) => {
        Row {
            technique: $technique,
            rating: $rating,
            weight: $weight,
            level: $level,
            find: ByWidth {
                narrow: $($find)::+::<NARROW>,
                wide: $($find)::+::<WIDE>,
            },
            premises: ByWidth {
                narrow: $($premises)::+::<NARROW>,
                wide: $($premises)::+::<WIDE>,
            },
            memory: $memory,
            variants: $variants,
        }
    };
}

/// Every technique, easiest first: the solver takes the first row that finds a step.
pub static TABLE: &[Row] = &[
    row!(
        Technique::NakedSingle,
        23,
        1,
        Level::Easy,
        singles::naked_single,
        premises_cells,
        &[],
        EVERY_BOARD,
    ),
    row!(
        Technique::HiddenSingle,
        15,
        2,
        Level::Easy,
        singles::hidden_single,
        premises_houses,
        &[],
        EVERY_BOARD,
    ),
    // A killer's first steps (it has no givens): a cage's combinations, then the rule of 45
    // (one innie or outie, Medium).
    row!(
        Technique::CageCombination,
        20,
        2,
        Level::Easy,
        cages::cage_combination,
        cages::premises_cage,
        &[],
        KILLER_ONLY,
    ),
    row!(
        Technique::RuleOf45,
        25,
        8,
        Level::Medium,
        cages::rule_of_45,
        cages::premises_none,
        &[],
        KILLER_ONLY,
    ),
    row!(
        Technique::LockedCandidates,
        26,
        10,
        Level::Medium,
        intersections::locked_candidates,
        intersections::premises,
        &[],
        EVERY_BOARD,
    ),
    row!(
        Technique::NakedPair,
        30,
        15,
        Level::Medium,
        subsets::naked_pair,
        premises_cells,
        NOTHING,
        EVERY_BOARD,
    ),
    row!(
        Technique::XWing,
        32,
        50,
        Level::Medium,
        fish::x_wing,
        fish::premises,
        ONE_DIGIT,
        EVERY_BOARD,
    ),
    row!(
        Technique::HiddenPair,
        34,
        20,
        Level::Medium,
        subsets::hidden_pair,
        premises_houses,
        NOTHING,
        EVERY_BOARD,
    ),
    // The killer's Hard cage rows come before the classic Hard rows: a cage sum is what a
    // killer solver reads first.
    row!(
        Technique::RuleOf45Combination,
        34,
        25,
        Level::Hard,
        cages::rule_of_45_combination,
        cages::premises,
        &[],
        KILLER_ONLY,
    ),
    row!(
        Technique::CageLockedCandidates,
        35,
        30,
        Level::Hard,
        cages::cage_locked_candidates,
        cages::premises_cage,
        &[],
        KILLER_ONLY,
    ),
    row!(
        Technique::CageSplit,
        37,
        35,
        Level::Hard,
        cages::cage_split,
        cages::premises_cage,
        &[],
        KILLER_ONLY,
    ),
    row!(
        Technique::NakedTriple,
        36,
        30,
        Level::Hard,
        subsets::naked_triple,
        premises_cells,
        NOTHING,
        EVERY_BOARD,
    ),
    row!(
        Technique::Swordfish,
        38,
        80,
        Level::Hard,
        fish::swordfish,
        fish::premises,
        ONE_DIGIT,
        EVERY_BOARD,
    ),
    row!(
        Technique::HiddenTriple,
        40,
        40,
        Level::Hard,
        subsets::hidden_triple,
        premises_houses,
        NOTHING,
        EVERY_BOARD,
    ),
    row!(
        Technique::XYWing,
        42,
        70,
        Level::Hard,
        wings::xy_wing,
        premises_cells,
        &[],
        EVERY_BOARD,
    ),
    row!(
        Technique::XYZWing,
        44,
        90,
        Level::Hard,
        wings::xyz_wing,
        premises_cells,
        &[],
        EVERY_BOARD,
    ),
    row!(
        Technique::UniqueRectangle1,
        45,
        100,
        Level::Hard,
        uniqueness::type1,
        premises_cells,
        NOTHING,
        NO_CAGES,
    ),
    row!(
        Technique::UniqueRectangle2,
        46,
        100,
        Level::Hard,
        uniqueness::type2,
        premises_cells,
        NOTHING,
        NO_CAGES,
    ),
    row!(
        Technique::UniqueRectangle4,
        46,
        100,
        Level::Hard,
        uniqueness::type4,
        uniqueness::premises_type4,
        NOTHING,
        NO_CAGES,
    ),
    row!(
        Technique::UniqueRectangle3,
        46,
        110,
        Level::Hard,
        uniqueness::type3,
        premises_cells,
        NOTHING,
        NO_CAGES,
    ),
    row!(
        Technique::NakedQuad,
        50,
        120,
        Level::Hard,
        subsets::naked_quad,
        premises_cells,
        NOTHING,
        EVERY_BOARD,
    ),
    row!(
        Technique::Skyscraper,
        50,
        130,
        Level::Expert,
        single_digit::skyscraper,
        premises_houses,
        ONE_DIGIT,
        EVERY_BOARD,
    ),
    row!(
        Technique::TwoStringKite,
        50,
        130,
        Level::Expert,
        single_digit::two_string_kite,
        premises_houses,
        ONE_DIGIT,
        EVERY_BOARD,
    ),
    row!(
        Technique::FinnedXWing,
        51,
        130,
        Level::Expert,
        fish::finned_x_wing,
        fish::premises,
        FINNED,
        EVERY_BOARD,
    ),
    row!(
        Technique::Jellyfish,
        52,
        140,
        Level::Expert,
        fish::jellyfish,
        fish::premises,
        ONE_DIGIT,
        EVERY_BOARD,
    ),
    row!(
        Technique::SashimiXWing,
        52,
        140,
        Level::Expert,
        fish::sashimi_x_wing,
        fish::premises,
        FINNED,
        EVERY_BOARD,
    ),
    row!(
        Technique::WWing,
        52,
        140,
        Level::Expert,
        wings::w_wing,
        wings::premises_w_wing,
        &[],
        EVERY_BOARD,
    ),
    row!(
        Technique::EmptyRectangle,
        53,
        150,
        Level::Expert,
        single_digit::empty_rectangle,
        premises_houses,
        ONE_DIGIT,
        EVERY_BOARD,
    ),
    row!(
        Technique::TurbotFish,
        53,
        150,
        Level::Expert,
        single_digit::turbot_fish,
        premises_houses,
        ONE_DIGIT,
        EVERY_BOARD,
    ),
    row!(
        Technique::HiddenQuad,
        54,
        150,
        Level::Hard,
        subsets::hidden_quad,
        premises_houses,
        NOTHING,
        EVERY_BOARD,
    ),
    row!(
        Technique::FinnedSwordfish,
        54,
        160,
        Level::Expert,
        fish::finned_swordfish,
        fish::premises,
        FINNED,
        EVERY_BOARD,
    ),
    row!(
        Technique::SashimiSwordfish,
        55,
        160,
        Level::Expert,
        fish::sashimi_swordfish,
        fish::premises,
        FINNED,
        EVERY_BOARD,
    ),
    row!(
        Technique::SimpleColouring,
        56,
        170,
        Level::Expert,
        coloring::simple_colouring,
        premises_houses,
        ONE_DIGIT,
        EVERY_BOARD,
    ),
    row!(
        Technique::BugPlusOne,
        56,
        170,
        Level::Expert,
        uniqueness::bug_plus_one,
        premises_cells,
        &[],
        NO_CAGES,
    ),
    row!(
        Technique::FinnedJellyfish,
        56,
        180,
        Level::Expert,
        fish::finned_jellyfish,
        fish::premises,
        FINNED,
        EVERY_BOARD,
    ),
    row!(
        Technique::SashimiJellyfish,
        57,
        180,
        Level::Expert,
        fish::sashimi_jellyfish,
        fish::premises,
        FINNED,
        EVERY_BOARD,
    ),
    row!(
        Technique::RemotePairs,
        60,
        190,
        Level::Expert,
        chains::remote_pairs,
        chains::premises,
        &[],
        EVERY_BOARD,
    ),
    // Chains rate by length: the base below plus 0.1 each time the number of links passes 4, 6,
    // 8, 12, 16, 24, 32, 48... (Sudoku Explainer's length bonus; `chains::length_bonus`).
    row!(
        Technique::XChain,
        66,
        200,
        Level::Expert,
        chains::x_chain,
        chains::premises,
        ONE_DIGIT,
        EVERY_BOARD,
    ),
    row!(
        Technique::XYChain,
        66,
        200,
        Level::Expert,
        chains::xy_chain,
        chains::premises,
        GROUPED,
        EVERY_BOARD,
    ),
    row!(
        Technique::Aic,
        70,
        220,
        Level::Expert,
        chains::aic,
        chains::premises,
        GROUPED,
        EVERY_BOARD,
    ),
    row!(
        Technique::GroupedAic,
        72,
        240,
        Level::Expert,
        chains::grouped_aic,
        chains::premises,
        GROUPED,
        EVERY_BOARD,
    ),
    row!(
        Technique::SueDeCoq,
        73,
        250,
        Level::Expert,
        sue_de_coq::sue_de_coq,
        premises_cells,
        NOTHING,
        EVERY_BOARD,
    ),
    row!(
        Technique::AlsXz,
        74,
        260,
        Level::Expert,
        als::als_xz,
        premises_cells,
        ALS,
        NINE_DIGITS,
    ),
    row!(
        Technique::AlsXyWing,
        76,
        280,
        Level::Expert,
        als::als_xy_wing,
        premises_cells,
        ALS,
        NINE_DIGITS,
    ),
    // Forcing chains, the last resort: base plus the same length bonus over the number of
    // forced steps shown; nested chains add 0.5 per extra level of nesting.
    row!(
        Technique::ContradictionForcingChain,
        80,
        300,
        Level::Expert,
        forcing::contradiction,
        forcing::premises,
        FORCING,
        EVERY_BOARD,
    ),
    row!(
        Technique::CellForcingChain,
        82,
        300,
        Level::Expert,
        forcing::cell_forcing,
        forcing::premises,
        FORCING,
        EVERY_BOARD,
    ),
    row!(
        Technique::UnitForcingChain,
        84,
        300,
        Level::Expert,
        forcing::unit_forcing,
        forcing::premises,
        FORCING,
        EVERY_BOARD,
    ),
    row!(
        Technique::NestedForcingChain,
        90,
        400,
        Level::Expert,
        forcing::nested,
        forcing::premises,
        &[],
        EVERY_BOARD,
    ),
];

impl Technique {
    /// Every technique in table order (easiest first).
    pub fn all() -> impl Iterator<Item = Technique> {
        TABLE.iter().map(|r| r.technique)
    }

    /// The technique's row in the table.
    pub fn row(self) -> &'static Row {
        // Every technique has a row: `every_technique_has_one_row` checks it.
        TABLE.iter().find(|r| r.technique == self).unwrap_or(&TABLE[0])
    }

    /// Its place in the table (0 = easiest).
    pub fn rank(self) -> usize {
        TABLE.iter().position(|r| r.technique == self).unwrap_or(0)
    }

    /// The base rating in tenths.
    pub fn rating(self) -> u16 {
        self.row().rating
    }

    /// The ratings its steps take, in tenths: the lowest and the highest, or None for no
    /// highest (a longer chain rates higher). Most steps take the base rating; these finders
    /// rate a step by where it lies or how big it is.
    pub fn rating_range(self) -> (u16, Option<u16>) {
        use Technique as T;
        match self {
            // singles.rs: in a box 1.2, in a row or column 1.5 (the base).
            T::HiddenSingle => (12, Some(15)),
            // intersections.rs: pointing from a box 2.6 (the base), claiming from a line 2.8.
            T::LockedCandidates => (26, Some(28)),
            // uniqueness.rs: 4.5 plus the naked subset's size of 1 to 3 cells.
            T::UniqueRectangle3 => (46, Some(48)),
            // chains.rs and forcing.rs: the base plus a bonus that grows with the chain.
            T::XChain
            | T::XYChain
            | T::Aic
            | T::GroupedAic
            | T::ContradictionForcingChain
            | T::CellForcingChain
            | T::UnitForcingChain
            | T::NestedForcingChain => (self.rating(), None),
            _ => (self.rating(), Some(self.rating())),
        }
    }

    /// Points added to a puzzle's score each time the technique is used.
    pub fn weight(self) -> u32 {
        self.row().weight
    }

    /// The lowest band the technique belongs to.
    pub fn level(self) -> Level {
        self.row().level
    }

    /// Whether the grader and the hints ask this technique on a board of this shape.
    pub fn applies_to(self, shape: &Shape) -> bool {
        self.row().applies_to(shape)
    }

    /// The snake_case name used by the CLI's JSON (`hidden_single`, `x_wing`...).
    pub fn name(self) -> &'static str {
        match self {
            Technique::NakedSingle => "naked_single",
            Technique::HiddenSingle => "hidden_single",
            Technique::LockedCandidates => "locked_candidates",
            Technique::NakedPair => "naked_pair",
            Technique::HiddenPair => "hidden_pair",
            Technique::NakedTriple => "naked_triple",
            Technique::HiddenTriple => "hidden_triple",
            Technique::XWing => "x_wing",
            Technique::Swordfish => "swordfish",
            Technique::XYWing => "xy_wing",
            Technique::NakedQuad => "naked_quad",
            Technique::HiddenQuad => "hidden_quad",
            Technique::Jellyfish => "jellyfish",
            Technique::FinnedXWing => "finned_x_wing",
            Technique::SashimiXWing => "sashimi_x_wing",
            Technique::FinnedSwordfish => "finned_swordfish",
            Technique::SashimiSwordfish => "sashimi_swordfish",
            Technique::FinnedJellyfish => "finned_jellyfish",
            Technique::SashimiJellyfish => "sashimi_jellyfish",
            Technique::XYZWing => "xyz_wing",
            Technique::WWing => "w_wing",
            Technique::Skyscraper => "skyscraper",
            Technique::TwoStringKite => "two_string_kite",
            Technique::EmptyRectangle => "empty_rectangle",
            Technique::TurbotFish => "turbot_fish",
            Technique::SimpleColouring => "simple_colouring",
            Technique::UniqueRectangle1 => "unique_rectangle_1",
            Technique::UniqueRectangle2 => "unique_rectangle_2",
            Technique::UniqueRectangle3 => "unique_rectangle_3",
            Technique::UniqueRectangle4 => "unique_rectangle_4",
            Technique::BugPlusOne => "bug_plus_one",
            Technique::RemotePairs => "remote_pairs",
            Technique::XChain => "x_chain",
            Technique::XYChain => "xy_chain",
            Technique::Aic => "aic",
            Technique::GroupedAic => "grouped_aic",
            Technique::SueDeCoq => "sue_de_coq",
            Technique::AlsXz => "als_xz",
            Technique::AlsXyWing => "als_xy_wing",
            Technique::ContradictionForcingChain => "contradiction_forcing_chain",
            Technique::CellForcingChain => "cell_forcing_chain",
            Technique::UnitForcingChain => "unit_forcing_chain",
            Technique::NestedForcingChain => "nested_forcing_chain",
            Technique::CageCombination => "cage_combination",
            Technique::RuleOf45 => "rule_of_45",
            Technique::RuleOf45Combination => "rule_of_45_combination",
            Technique::CageLockedCandidates => "cage_locked_candidates",
            Technique::CageSplit => "cage_split",
        }
    }

    /// The name a player reads ("Hidden single").
    pub fn title(self) -> &'static str {
        match self {
            Technique::NakedSingle => "Naked single",
            Technique::HiddenSingle => "Hidden single",
            Technique::LockedCandidates => "Locked candidates",
            Technique::NakedPair => "Naked pair",
            Technique::HiddenPair => "Hidden pair",
            Technique::NakedTriple => "Naked triple",
            Technique::HiddenTriple => "Hidden triple",
            Technique::XWing => "X-Wing",
            Technique::Swordfish => "Swordfish",
            Technique::XYWing => "XY-Wing",
            Technique::NakedQuad => "Naked quad",
            Technique::HiddenQuad => "Hidden quad",
            Technique::Jellyfish => "Jellyfish",
            Technique::FinnedXWing => "Finned X-Wing",
            Technique::SashimiXWing => "Sashimi X-Wing",
            Technique::FinnedSwordfish => "Finned Swordfish",
            Technique::SashimiSwordfish => "Sashimi Swordfish",
            Technique::FinnedJellyfish => "Finned Jellyfish",
            Technique::SashimiJellyfish => "Sashimi Jellyfish",
            Technique::XYZWing => "XYZ-Wing",
            Technique::WWing => "W-Wing",
            Technique::Skyscraper => "Skyscraper",
            Technique::TwoStringKite => "2-String Kite",
            Technique::EmptyRectangle => "Empty Rectangle",
            Technique::TurbotFish => "Turbot Fish",
            Technique::SimpleColouring => "Simple colouring",
            Technique::UniqueRectangle1 => "Unique rectangle type 1",
            Technique::UniqueRectangle2 => "Unique rectangle type 2",
            Technique::UniqueRectangle3 => "Unique rectangle type 3",
            Technique::UniqueRectangle4 => "Unique rectangle type 4",
            Technique::BugPlusOne => "BUG+1",
            Technique::RemotePairs => "Remote pairs",
            Technique::XChain => "X-Chain",
            Technique::XYChain => "XY-Chain",
            Technique::Aic => "Alternating inference chain",
            Technique::GroupedAic => "Grouped alternating inference chain",
            Technique::SueDeCoq => "Sue de Coq",
            Technique::AlsXz => "ALS-XZ",
            Technique::AlsXyWing => "ALS-XY-Wing",
            Technique::ContradictionForcingChain => "Contradiction forcing chain",
            Technique::CellForcingChain => "Cell forcing chain",
            Technique::UnitForcingChain => "Unit forcing chain",
            Technique::NestedForcingChain => "Nested forcing chain",
            Technique::CageCombination => "Cage combination",
            Technique::RuleOf45 => "Rule of 45",
            Technique::RuleOf45Combination => "Rule of 45 combination",
            Technique::CageLockedCandidates => "Cage locked candidates",
            Technique::CageSplit => "Cage split",
        }
    }

    /// The technique with this snake_case name.
    pub fn from_name(name: &str) -> Option<Technique> {
        Technique::all().find(|t| t.name() == name)
    }
}

/// Where a finder reports its steps.
pub struct Sink {
    /// Collect every step instead of stopping at the first.
    all: bool,
    /// The rating of the row being asked (for steps that leave `rating` at 0).
    rating: u16,
    /// Steps found.
    steps: Vec<Step>,
}

impl Sink {
    /// A sink that keeps the first step only.
    pub fn first() -> Sink {
        Sink {
            all: false,
            rating: 0,
            steps: Vec::new(),
        }
    }

    /// A sink that keeps every step.
    pub fn every() -> Sink {
        Sink {
            all: true,
            rating: 0,
            steps: Vec::new(),
        }
    }

    /// How many steps it holds so far.
    pub fn kept(&self) -> usize {
        self.steps.len()
    }

    /// Reports a step. Returns true when the finder should stop searching. A step that makes
    /// no progress is dropped.
    pub fn push(&mut self, mut step: Step) -> bool {
        if !step.makes_progress() {
            return false;
        }
        if step.rating == 0 {
            step.rating = self.rating;
        }
        self.steps.push(step);
        !self.all
    }

    /// Whether the sink keeps every step (a finder that ranks its steps reports only its best
    /// when it does not).
    pub fn collects_all(&self) -> bool {
        self.all
    }

    /// Whether the finder may stop (a step was found and only the first is wanted).
    pub fn done(&self) -> bool {
        !self.all && !self.steps.is_empty()
    }

    /// The steps found.
    pub fn into_steps(self) -> Vec<Step> {
        self.steps
    }

    /// Runs one row's finder into this sink.
    pub fn run<const W: usize>(&mut self, ctx: &Context<W>, row: &Row) {
        self.rating = row.rating;
        let find: Finder<W> = row.find.at();
        memory::running(row.technique, || find(ctx, self));
    }
}

/// Every step `technique` finds on the context (for tests and hints).
pub fn find_all<const W: usize>(ctx: &Context<W>, technique: Technique) -> Vec<Step> {
    let mut sink = Sink::every();
    sink.run(ctx, technique.row());
    sink.into_steps()
}

/// Premises of a pattern made of whole cells (naked subsets, wings, unique rectangles): every
/// digit absent from the pattern cells.
pub fn premises_cells<const W: usize>(ctx: &Context<W>, step: &Step) -> Vec<(usize, Digit)> {
    let mut out = Vec::new();
    for &c in &step.cells {
        if ctx.grid.get(c).is_none() {
            out.extend(ctx.ruled_out(c));
        }
    }
    out
}

/// Premises of a pattern confined to houses (hidden singles and subsets, strong links): for
/// each house of the step and each digit the pattern uses there, the digit is absent from the
/// house's other cells.
pub fn premises_houses<const W: usize>(ctx: &Context<W>, step: &Step) -> Vec<(usize, Digit)> {
    confined(ctx, &step.houses, step)
}

/// As [`premises_houses`] over the given houses.
pub fn confined<const W: usize>(ctx: &Context<W>, houses: &[usize], step: &Step) -> Vec<(usize, Digit)> {
    let all = ctx.geometry.houses();
    let mut out = Vec::new();
    let used: Vec<(usize, Digit)> = step
        .candidates
        .iter()
        .chain(&step.placements)
        .chain(&step.fins)
        .copied()
        .collect();
    for &h in houses {
        let cells = &all[h].cells;
        let mut digits = Candidates::NONE;
        for &(c, d) in &used {
            if cells.contains(&c) {
                digits.insert(d);
            }
        }
        for d in digits.iter() {
            for &c in cells {
                if ctx.grid.get(c).is_none() && !used.contains(&(c, d)) && !ctx.candidates[c].contains(d) {
                    out.push((c, d));
                }
            }
        }
    }
    out
}

/// Puzzles whose grading walks the finders' carried state is checked along: the first `classic`
/// of top1465 and a shipped Expert cube (read, not generated: generating grades with the very
/// code under test, and would loop rather than fail if it were broken).
#[cfg(test)]
pub(crate) fn walk_puzzles(classic: usize) -> Vec<crate::engine::grid::Grid> {
    use crate::engine::grid::Grid;
    let top = include_str!("../../../data/top1465.txt");
    let mut puzzles: Vec<Grid> = top
        .lines()
        .take(classic)
        .map(|l| Grid::from_line(&l[..81]).unwrap())
        .collect();
    let cube = include_str!("../../../levels/cube-expert.json");
    let faces = cube
        .lines()
        .find_map(|l| l.trim().strip_prefix("\"puzzle\": \""))
        .map(|l| l.trim_end_matches(['"', ',']))
        .unwrap();
    let faces: Vec<&str> = faces.split(' ').collect();
    puzzles.push(Grid::cube_from_faces([faces[0], faces[1], faces[2]]).unwrap());
    puzzles
}

/// Walks the grader's path through [`walk_puzzles`]`(classic)`, calling `check` on every
/// position; returns how many there were.
#[cfg(test)]
pub(crate) fn walk_positions(classic: usize, mut check: impl FnMut(&Context)) -> usize {
    let mut positions = 0;
    for puzzle in &walk_puzzles(classic) {
        let mut solver = LogicalSolver::new(puzzle);
        loop {
            check(&solver.context());
            positions += 1;
            let Some(step) = solver.next_step() else {
                break;
            };
            solver.apply(&step);
        }
    }
    positions
}

#[cfg(test)]
mod table_tests {
    use super::*;

    #[test]
    fn every_technique_has_one_row() {
        let mut seen = std::collections::HashSet::new();
        for row in TABLE {
            assert!(seen.insert(row.technique), "{:?} twice", row.technique);
            assert_eq!(Technique::from_name(row.technique.name()), Some(row.technique));
        }
        assert_eq!(seen.len(), 48);
    }
}

#[cfg(test)]
mod spelling_tests {
    use super::*;

    /// Every technique is written as `rate --json` names it, and reads back.
    #[test]
    fn serde_spells_every_technique_as_its_name() {
        for row in TABLE {
            let t = row.technique;
            let json = serde_json::to_string(&t).unwrap();
            assert_eq!(json, format!("\"{}\"", t.name()));
            assert_eq!(serde_json::from_str::<Technique>(&json).unwrap(), t);
        }
    }

    /// Level files and saved games written before the spellings were made one still load.
    #[test]
    fn the_old_spellings_still_load() {
        for (old, t) in [
            ("x_y_wing", Technique::XYWing),
            ("x_y_z_wing", Technique::XYZWing),
            ("unique_rectangle1", Technique::UniqueRectangle1),
            ("unique_rectangle2", Technique::UniqueRectangle2),
            ("unique_rectangle3", Technique::UniqueRectangle3),
            ("unique_rectangle4", Technique::UniqueRectangle4),
            ("x_y_chain", Technique::XYChain),
        ] {
            assert_eq!(serde_json::from_str::<Technique>(&format!("\"{old}\"")).unwrap(), t);
        }
        // As a map key too (per-technique counts).
        let counts: std::collections::BTreeMap<Technique, u32> =
            serde_json::from_str(r#"{"x_y_wing": 2, "unique_rectangle1": 1}"#).unwrap();
        assert_eq!(counts[&Technique::XYWing], 2);
        assert_eq!(
            serde_json::to_string(&counts).unwrap(),
            r#"{"xy_wing":2,"unique_rectangle_1":1}"#
        );
    }
}
