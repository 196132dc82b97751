//! What every finder reads: the board's geometry, the candidates per cell, per house and digit
//! the positions still holding the digit, and who sees whom. Built once per step, shared by all
//! finders; works for the classic board (81 cells, 27 houses), the cube (217 cells, 81
//! houses, where a cell lies in up to nine houses) and a Samurai board (369 cells, 135 houses).
//! Cell sets are as wide as the board needs ([`width_for`]): the types here are generic over
//! the width `W`, and so are the finders that read them.

use std::borrow::Cow;

use crate::engine::geometry::{Face, Geometry, HouseKind};
use crate::engine::grid::Grid;
use crate::engine::types::{Candidates, Digit};

/// The narrow width of a [`CellSet`], in 64-bit words: 256 cells, enough for every board up to
/// the cube's 217 and Giant's 256. Every such board runs at this width.
pub const NARROW: usize = 4;

/// The wide width of a [`CellSet`]: 384 cells, enough for a Samurai board's 369. Only boards
/// past 256 cells pay for it: six words everywhere slowed grading by about 20% on the classic
/// board and 27% on the cube (`examples/width_speed.rs`, issue 44), so the width follows the
/// board ([`width_for`]) and every finder, table and memory slot is generic over it.
pub const WIDE: usize = 6;

/// The one place the width is picked: the words a board of `cells` cells runs at
/// ([`NARROW`] up to 256 cells, else [`WIDE`]). Boards past 384 cells have no width.
pub const fn width_for(cells: usize) -> usize {
    if cells <= NARROW * 64 {
        NARROW
    } else {
        assert!(cells <= WIDE * 64, "no cell-set width holds this board");
        WIDE
    }
}

/// A set of cells, in `W` 64-bit words (up to `64 * W` cells; [`NARROW`] unless a board needs
/// more, see [`width_for`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CellSet<const W: usize = NARROW>(pub [u64; W]);

impl<const W: usize> Default for CellSet<W> {
    fn default() -> CellSet<W> {
        CellSet::EMPTY
    }
}

impl<const W: usize> CellSet<W> {
    /// The empty set.
    pub const EMPTY: CellSet<W> = CellSet([0; W]);

    /// Adds a cell.
    pub fn insert(&mut self, cell: usize) {
        self.0[cell >> 6] |= 1 << (cell & 63);
    }

    /// Removes a cell.
    pub fn remove(&mut self, cell: usize) {
        self.0[cell >> 6] &= !(1 << (cell & 63));
    }

    /// Whether the set holds `cell`.
    pub fn contains(&self, cell: usize) -> bool {
        self.0[cell >> 6] >> (cell & 63) & 1 != 0
    }

    /// Cells in both sets.
    pub fn and(&self, other: &CellSet<W>) -> CellSet<W> {
        CellSet(std::array::from_fn(|i| self.0[i] & other.0[i]))
    }

    /// Cells in either set.
    pub fn or(&self, other: &CellSet<W>) -> CellSet<W> {
        CellSet(std::array::from_fn(|i| self.0[i] | other.0[i]))
    }

    /// Cells of `self` not in `other`.
    pub fn minus(&self, other: &CellSet<W>) -> CellSet<W> {
        CellSet(std::array::from_fn(|i| self.0[i] & !other.0[i]))
    }

    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.0 == [0; W]
    }

    /// How many cells.
    pub fn len(&self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// The cells, in increasing order.
    pub fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        members(&self.0)
    }
}

impl<const W: usize> FromIterator<usize> for CellSet<W> {
    fn from_iter<I: IntoIterator<Item = usize>>(iter: I) -> CellSet<W> {
        let mut set = CellSet::EMPTY;
        for c in iter {
            set.insert(c);
        }
        set
    }
}

/// The members of a bit set kept in 64-bit words (bit `i` of word `w` is member `w * 64 + i`),
/// in increasing order: what [`CellSet`] and [`HouseSet`] both iterate.
#[inline]
fn members(words: &[u64]) -> impl Iterator<Item = usize> + '_ {
    words.iter().enumerate().flat_map(|(w, &word)| {
        let mut m = word;
        std::iter::from_fn(move || {
            if m == 0 {
                return None;
            }
            let low = m.trailing_zeros() as usize;
            m &= m - 1;
            Some(w * 64 + low)
        })
    })
}

/// How many 64-bit words a [`HouseSet`] has: 192 houses, enough for a Samurai board's 135 (five
/// grids of 27, the shared boxes counted once per grid).
const HOUSE_WORDS: usize = 3;

/// A set of houses by geometry index (up to 192).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HouseSet([u64; HOUSE_WORDS]);

impl HouseSet {
    /// Adds a house.
    pub fn insert(&mut self, house: usize) {
        self.0[house >> 6] |= 1 << (house & 63);
    }

    /// The houses, in increasing order.
    pub fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        members(&self.0)
    }
}

/// Two intersecting houses for locked candidates.
#[derive(Debug)]
pub struct LockedPair {
    /// The house whose candidates are confined.
    pub a: usize,
    /// The house that loses the digit outside A.
    pub b: usize,
    /// Positions of A that lie in B.
    pub inside_a: u16,
    /// Positions of B that lie outside A.
    pub outside_b: u16,
}

/// The rows and columns of one face, for fish.
#[derive(Debug)]
pub struct FishFace {
    /// The face.
    pub face: Face,
    /// Its rows (house indexes), as many as the board's size.
    pub rows: Box<[usize]>,
    /// Its columns (house indexes).
    pub cols: Box<[usize]>,
    /// Its boxes (house indexes).
    pub boxes: Box<[usize]>,
}

/// Precomputed tables, one set per shape, with the cell sets at width `W` (see [`width_for`]).
#[derive(Debug)]
pub struct Tables<const W: usize = NARROW> {
    /// Houses with distinct cell sets (on the cube, of two houses with the same cells only the
    /// first), boxes first, then rows, then columns: the order finders scan houses in.
    pub order: Vec<usize>,
    /// For each cell, the houses of `order` that hold it.
    pub cell_houses: std::sync::Arc<[Vec<usize>]>,
    /// Every ordered pair of houses sharing two or more cells, boxes as A first.
    pub locked: Vec<LockedPair>,
    /// Rows, columns and boxes of each face.
    pub faces: Vec<FishFace>,
    /// For each cell, its peers.
    pub peers: Vec<CellSet<W>>,
    /// For each house, its cells as a set.
    pub house_sets: Vec<CellSet<W>>,
    /// Every rectangle that could be a deadly pattern: four cells in two rows, two columns and
    /// two boxes (or jigsaw regions) of one face, such that every house holding a corner holds
    /// exactly two neighbouring corners. Corners 0-3 and 1-2 are diagonal.
    pub rectangles: Vec<[usize; 4]>,
}

fn kind_rank(kind: HouseKind) -> u8 {
    match kind {
        HouseKind::Box | HouseKind::Region => 0,
        HouseKind::Row => 1,
        HouseKind::Column => 2,
        HouseKind::Diagonal => 3,
    }
}

/// A geometry's tables at each width, each built on first use: a board is graded at its own
/// width, and only the tests grade one at another width too.
#[derive(Default)]
struct TablesByWidth {
    narrow: std::sync::OnceLock<Tables<NARROW>>,
    wide: std::sync::OnceLock<Tables<WIDE>>,
}

impl<const W: usize> Tables<W> {
    fn build(g: &Geometry) -> Tables<W> {
        let houses = g.houses();
        let mut sorted: Vec<Box<[usize]>> = Vec::with_capacity(houses.len());
        let mut order = Vec::new();
        for (h, house) in houses.iter().enumerate() {
            let mut cells = house.cells.clone();
            cells.sort_unstable();
            if !sorted.contains(&cells) {
                order.push(h);
            }
            sorted.push(cells);
        }
        order.sort_by_key(|&h| (kind_rank(houses[h].kind), h));
        let mut cell_houses = vec![Vec::new(); g.cell_count()];
        for &h in &order {
            for &c in &houses[h].cells {
                cell_houses[c].push(h);
            }
        }
        let mut locked = Vec::new();
        for &a in &order {
            for &b in &order {
                if a == b {
                    continue;
                }
                let (ha, hb) = (&houses[a].cells, &houses[b].cells);
                let inside_a = (0..ha.len())
                    .filter(|&i| hb.contains(&ha[i]))
                    .fold(0u16, |m, i| m | 1 << i);
                let outside_b = (0..hb.len())
                    .filter(|&j| !ha.contains(&hb[j]))
                    .fold(0u16, |m, j| m | 1 << j);
                if inside_a.count_ones() >= 2 && outside_b != 0 {
                    locked.push(LockedPair {
                        a,
                        b,
                        inside_a,
                        outside_b,
                    });
                }
            }
        }
        let faces = g
            .faces()
            .iter()
            .map(|&face| {
                let find = |kind: HouseKind, index: usize| {
                    houses
                        .iter()
                        .position(|h| {
                            // A jigsaw's regions stand where the boxes stand.
                            (h.kind == kind || (kind == HouseKind::Box && h.kind == HouseKind::Region))
                                && h.index as usize == index
                                && (g.shape().is_flat() || h.face == face)
                        })
                        .unwrap_or(0)
                };
                FishFace {
                    face,
                    rows: (0..g.size()).map(|i| find(HouseKind::Row, i)).collect(),
                    cols: (0..g.size()).map(|i| find(HouseKind::Column, i)).collect(),
                    boxes: (0..g.size()).map(|i| find(HouseKind::Box, i)).collect(),
                }
            })
            .collect();
        let peers = (0..g.cell_count())
            .map(|c| g.peers(c).iter().copied().collect())
            .collect();
        let house_sets = houses.iter().map(|h| h.cells.iter().copied().collect()).collect();
        let rectangles = deadly_rectangles(g);
        Tables {
            rectangles,
            order,
            cell_houses: cell_houses.into(),
            locked,
            faces,
            peers,
            house_sets,
        }
    }

    /// The tables of `geometry`, built on first use and kept with it: for the whole process on
    /// the classic, diagonal and cube boards, and as long as the layout lives on a jigsaw or
    /// killer board (so they are freed with it).
    ///
    /// The geometry keeps one derived value, so both widths' tables sit in it; `W` picks one
    /// through `Any` (the two `TypeId`s are known at compile time, so the pick folds away).
    pub fn of(geometry: &Geometry) -> &Tables<W> {
        let by_width: &TablesByWidth = geometry.derived(|_| TablesByWidth::default());
        let any: &dyn std::any::Any = if W == NARROW { &by_width.narrow } else { &by_width.wide };
        any.downcast_ref::<std::sync::OnceLock<Tables<W>>>()
            .expect("cell sets come in the narrow and the wide width only")
            .get_or_init(|| Tables::build(geometry))
    }
}

fn deadly_rectangles(g: &Geometry) -> Vec<[usize; 4]> {
    let houses = g.houses();
    let mut out: Vec<[usize; 4]> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    let boxes = g.shape().regions().is_none();
    let (n, (box_rows, box_cols)) = (g.size(), g.box_shape());
    for &face in g.faces() {
        for r1 in 0..n {
            for r2 in r1 + 1..n {
                for c1 in 0..n {
                    for c2 in c1 + 1..n {
                        // With boxes, two corners share a box exactly when one pair of rows
                        // or columns does (a quick skip); a jigsaw's regions are checked by
                        // the test below alone.
                        if boxes && (r1 / box_rows == r2 / box_rows) == (c1 / box_cols == c2 / box_cols) {
                            continue;
                        }
                        let cells = [
                            g.cell_at(face, r1, c1),
                            g.cell_at(face, r1, c2),
                            g.cell_at(face, r2, c1),
                            g.cell_at(face, r2, c2),
                        ];
                        let deadly = cells.iter().all(|&c| {
                            g.houses_of(c).iter().all(|&h| {
                                let inside: Vec<usize> =
                                    (0..4).filter(|&i| houses[h].cells.contains(&cells[i])).collect();
                                inside.len() == 2 && inside[0] + inside[1] != 3
                            })
                        });
                        let mut sorted = cells;
                        sorted.sort_unstable();
                        if deadly && seen.insert(sorted) {
                            out.push(cells);
                        }
                    }
                }
            }
        }
    }
    out
}

/// Most digits of any board (the 16x16 one): the per-digit tables' length. Loops run over the
/// board's own digits ([`Context::digit_count`]); the entries past them stay empty.
pub const MAX_DIGITS: usize = Digit::MAX as usize;

/// Per house and digit index, the positions (0..size in the house) holding the digit: one row
/// per house of the board (27 on the classic board, 81 on the cube, 135 on a Samurai), so no
/// board pays for the houses of a bigger one.
pub type Positions = [[u16; MAX_DIGITS]];

/// What a context derives from the candidates: where each digit stands, by house and by cell.
/// A solver keeps it up to date as it removes candidates instead of deriving it again at every
/// step ([`Context::with_derived`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Derived<const W: usize = NARROW> {
    positions: Box<Positions>,
    holders: [CellSet<W>; MAX_DIGITS],
}

impl<const W: usize> Derived<W> {
    /// Derived from a board's candidates.
    pub fn of(geometry: &Geometry, candidates: &[Candidates]) -> Derived<W> {
        let mut positions: Box<Positions> = vec![[0u16; MAX_DIGITS]; geometry.houses().len()].into();
        for (h, house) in geometry.houses().iter().enumerate() {
            let row = &mut positions[h];
            for (i, &c) in house.cells.iter().enumerate() {
                let mut m = candidates[c].bits();
                while m != 0 {
                    row[m.trailing_zeros() as usize] |= 1 << i;
                    m &= m - 1;
                }
            }
        }
        let mut holders = [CellSet::<W>::EMPTY; MAX_DIGITS];
        for (c, set) in candidates.iter().enumerate() {
            let mut m = set.bits();
            while m != 0 {
                holders[m.trailing_zeros() as usize].insert(c);
                m &= m - 1;
            }
        }
        Derived { positions, holders }
    }

    /// The candidate `digit` left `cell` (it held it).
    pub fn remove(&mut self, geometry: &Geometry, cell: usize, digit: Digit) {
        let d = digit.index();
        self.holders[d].remove(cell);
        for &h in geometry.houses_of(cell) {
            if let Some(i) = geometry.houses()[h].cells.iter().position(|&c| c == cell) {
                self.positions[h][d] &= !(1 << i);
            }
        }
    }
}

/// What the finders read: the board, its candidates and the tables derived from them, with
/// cell sets of `W` words (the board's width, [`width_for`]).
pub struct Context<'a, const W: usize = NARROW> {
    /// Cells and houses.
    pub geometry: &'a Geometry,
    /// Precomputed tables of the shape.
    pub tables: &'a Tables<W>,
    /// The board (placed digits).
    pub grid: &'a Grid,
    /// Candidates of each cell (empty for a placed cell).
    pub candidates: &'a [Candidates],
    /// For each house and digit index, the positions (0..size in the house) holding the digit.
    pub positions: Cow<'a, Positions>,
    /// For each digit index, the cells holding it as a candidate (empty past the board's
    /// digits).
    pub holders: [CellSet<W>; MAX_DIGITS],
}

impl<'a, const W: usize> Context<'a, W> {
    /// The context of a board and its candidates.
    pub fn new(grid: &'a Grid, candidates: &'a [Candidates]) -> Context<'a, W> {
        let geometry = grid.geometry();
        let Derived { positions, holders } = Derived::of(geometry, candidates);
        Context {
            geometry,
            tables: Tables::of(geometry),
            grid,
            candidates,
            positions: Cow::Owned(positions.into_vec()),
            holders,
        }
    }

    /// The context of a board and its candidates, with what they derive already worked out
    /// (`derived` must be [`Derived::of`] these candidates).
    pub fn with_derived(grid: &'a Grid, candidates: &'a [Candidates], derived: &'a Derived<W>) -> Context<'a, W> {
        Context {
            geometry: grid.geometry(),
            tables: Tables::of(grid.geometry()),
            grid,
            candidates,
            positions: Cow::Borrowed(&derived.positions),
            holders: derived.holders,
        }
    }

    /// How many digits the board has (its size: 6, 9 or 16).
    pub fn digit_count(&self) -> usize {
        self.geometry.size()
    }

    /// The board's digits, in order.
    pub fn digits(&self) -> impl Iterator<Item = Digit> {
        Digit::up_to(self.geometry.size())
    }

    /// Number of cells.
    pub fn cell_count(&self) -> usize {
        self.candidates.len()
    }

    /// Whether two different cells share a house.
    pub fn sees(&self, a: usize, b: usize) -> bool {
        self.tables.peers[a].contains(b)
    }

    /// The peers of a cell.
    pub fn peers(&self, cell: usize) -> &CellSet<W> {
        &self.tables.peers[cell]
    }

    /// The cells of house `h` at the positions of `mask`.
    pub fn cells_at(&self, h: usize, mask: u16) -> impl Iterator<Item = usize> + '_ {
        let cells = &self.geometry.houses()[h].cells;
        (0..cells.len())
            .filter(move |i| mask >> i & 1 != 0)
            .map(move |i| cells[i])
    }

    /// The board's digits `cell` no longer holds as candidates, each as `(cell, digit)`: what
    /// a pattern made of whole cells rests on having been ruled out (its premises).
    pub fn ruled_out(&self, cell: usize) -> impl Iterator<Item = (usize, Digit)> + '_ {
        self.geometry
            .all_digits()
            .difference(self.candidates[cell])
            .iter()
            .map(move |d| (cell, d))
    }

    /// The positions of `digit` in house `h`.
    pub fn pos(&self, h: usize, digit: Digit) -> u16 {
        self.positions[h][digit.index()]
    }

    /// Cells holding `digit` that see every cell of `cells` (and are none of them).
    pub fn seeing_all(&self, digit: Digit, cells: &[usize]) -> CellSet<W> {
        let mut set = self.holders[digit.index()];
        for &c in cells {
            set = set.and(&self.tables.peers[c]);
        }
        set
    }

    /// The house of `order` holding both cells, preferring rows and columns... (first found).
    pub fn common_house(&self, a: usize, b: usize) -> Option<usize> {
        let t = self.tables;
        t.cell_houses[a].iter().copied().find(|h| t.cell_houses[b].contains(h))
    }

    /// Every conjugate pair of `digit`: houses (of `order`) where the digit has exactly two
    /// places, as `(house, cell, cell)`. On the cube two houses may give the same pair.
    pub fn strong_links(&self, digit: Digit) -> Vec<(usize, usize, usize)> {
        let mut out = Vec::new();
        for &h in &self.tables.order {
            let m = self.pos(h, digit);
            if m.count_ones() == 2 {
                let mut it = self.cells_at(h, m);
                if let (Some(a), Some(b)) = (it.next(), it.next()) {
                    if !out.iter().any(|&(_, x, y)| (x, y) == (a, b) || (x, y) == (b, a)) {
                        out.push((h, a, b));
                    }
                }
            }
        }
        out
    }
}

/// Calls `f` with each combination of `n` indices out of `0..len`, in order, until it returns
/// true (then returns true).
pub fn for_each_combo(len: usize, n: usize, mut f: impl FnMut(&[usize]) -> bool) -> bool {
    if n == 0 || n > len || n > 8 {
        return false;
    }
    let mut idx = [0usize; 8];
    for (i, slot) in idx.iter_mut().enumerate().take(n) {
        *slot = i;
    }
    loop {
        if f(&idx[..n]) {
            return true;
        }
        let mut i = n;
        while i > 0 && idx[i - 1] == len - n + i - 1 {
            i -= 1;
        }
        if i == 0 {
            return false;
        }
        idx[i - 1] += 1;
        for j in i..n {
            idx[j] = idx[j - 1] + 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A cell set lists its cells in order across its words; a house set holds any house of a
    /// Samurai board (135 by geometry index, past the 128 of one u128).
    #[test]
    fn sets_list_their_members_in_order() {
        let cells = [0, 63, 64, 216, 255];
        let mut set: CellSet = cells.into_iter().collect();
        assert_eq!(set.iter().collect::<Vec<_>>(), cells);
        assert_eq!(set.len(), 5);
        set.remove(64);
        assert!(!set.contains(64) && set.contains(255));
        let mut houses = HouseSet::default();
        for h in [134, 0, 128, 127] {
            houses.insert(h);
        }
        assert_eq!(houses.iter().collect::<Vec<_>>(), [0, 127, 128, 134]);
    }

    #[test]
    fn combinations_are_all_visited() {
        let mut seen = Vec::new();
        assert!(!for_each_combo(5, 3, |idx| {
            seen.push(idx.to_vec());
            false
        }));
        assert_eq!(seen.len(), 10);
        assert_eq!(seen[0], vec![0, 1, 2]);
        assert_eq!(seen[9], vec![2, 3, 4]);
        assert!(!for_each_combo(2, 3, |_| true));
    }

    #[test]
    fn cell_sets_iterate_in_order() {
        let set: CellSet = [200, 3, 64, 63].into_iter().collect();
        assert_eq!(set.iter().collect::<Vec<_>>(), vec![3, 63, 64, 200]);
        assert_eq!(set.len(), 4);
        assert!(set.contains(200) && !set.contains(199));
    }

    /// The solver keeps where each digit stands as it places digits and removes candidates;
    /// at every position of the grader's walks (classic and cube) that is what a fresh look
    /// at the candidates finds.
    #[test]
    fn kept_positions_and_holders_are_the_fresh_ones() {
        let positions = crate::engine::logic::walk_positions(3, |kept| {
            let fresh = Context::new(kept.grid, kept.candidates);
            assert!(*kept.positions == *fresh.positions, "positions differ");
            assert!(kept.holders == fresh.holders, "holders differ");
        });
        assert!(positions > 200, "{positions} positions");
    }
}
