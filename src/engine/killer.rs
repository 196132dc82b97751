//! Killer sudoku's cages: groups of orthogonally connected cells with a sum, no digit twice in a
//! cage, laid over the classic board.
//!
//! A [`Cages`] is a reference-counted handle of a cage layout, like a jigsaw's
//! [`super::geometry::Regions`]: the layout (with its [`Geometry`] and the solver's cage
//! groups) lives while a handle does, interned by content meanwhile, and is freed with the
//! last handle. The killer board's houses are the
//! classic 27; a cell's peers add its cage-mates (no digit twice in a cage), so everything that
//! reads peers (candidates, the solver's propagation, "who sees whom" in chains) follows the
//! cage rule without knowing of cages. The sums are the one thing only cage-aware code reads:
//! the solver's cage step (`engine::cage_propagation`), the cage techniques and the drawing.
//!
//! # Text
//! A killer puzzle is written `<81 digits> <81 cage symbols> <sums>`: the givens (usually all
//! `.` or `0`), a map where each cage is a connected group of cells sharing one symbol (two
//! cages that do not touch may share a symbol, so four symbols can write any layout), and the
//! sums separated by commas, cage by cage in the order of each cage's first cell in reading
//! order. The givens may be left out: `<map> <sums>` is a puzzle with none.

use std::fmt;
use std::sync::{Arc, Mutex, MutexGuard, OnceLock};

use rand::{Rng, RngCore};

pub use super::adjacency::{is_connected, neighbours, reach};
use super::cage_propagation::CagePropagation;
pub use super::cage_propagation::MAX_CAGE;
use super::geometry::{Geometry, Interned};
use super::types::Candidates;

/// One cage: its cells (in reading order) and their sum.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Cage {
    /// The cells, ascending (reading order on the 9x9 board).
    pub cells: Vec<usize>,
    /// The sum of the cage's digits.
    pub sum: u8,
}

impl Cage {
    /// The cell whose corner shows the sum: the first in reading order.
    pub fn anchor(&self) -> usize {
        self.cells[0]
    }

    /// Every set of distinct digits (as a 9-bit mask, bit 0 = digit 1) that fills this cage:
    /// as many digits as cells, adding up to the sum.
    pub fn combinations(&self) -> &'static [u16] {
        combinations(self.cells.len(), self.sum as usize)
    }
}

/// The sets of `size` distinct digits adding up to `sum`, as 9-bit masks (bit 0 = digit 1),
/// ascending; empty when there is none.
pub fn combinations(size: usize, sum: usize) -> &'static [u16] {
    static TABLE: OnceLock<Vec<Vec<Vec<u16>>>> = OnceLock::new();
    let table = TABLE.get_or_init(|| {
        let mut t = vec![vec![Vec::new(); 46]; 10];
        for mask in 0u16..512 {
            let total: usize = (0..9).filter(|&d| mask & (1 << d) != 0).map(|d| d + 1).sum();
            t[mask.count_ones() as usize][total].push(mask);
        }
        t
    });
    table
        .get(size)
        .and_then(|by_sum| by_sum.get(sum))
        .map_or(&[], |v| v.as_slice())
}

/// What [`CagesError::BadSum`] says, in words that fit a cage of one cell too.
fn bad_sum_text(anchor: usize, cells: usize, sum: usize) -> String {
    let (row, col) = (anchor / 9 + 1, anchor % 9 + 1);
    let (low, high) = sum_range(cells);
    if cells == 1 {
        format!("the cage at r{row}c{col} has 1 cell and sum {sum}: one digit is {low}..{high}")
    } else {
        format!("the cage at r{row}c{col} has {cells} cells and sum {sum}: {cells} different digits add up to {low}..{high}")
    }
}

/// What a cage's sum still allows its open cells: see [`cage_fit`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CageFit {
    /// What the open cells must add up to.
    pub left: u8,
    /// The digits of every combination of the open cells' number adding up to `left` that
    /// avoids the placed digits: the only candidates the answer reads.
    pub within: u16,
    /// The combinations that still fit, bit i for the i-th of `combinations(open, left)`.
    pub combos: u16,
    /// The digits of the combinations that still fit: an open cell keeps only these.
    pub digits: u16,
}

/// The sum rule of one cage, as forcing chains follow it inside a supposition: its open cells
/// (candidate masks `open`, bit 0 = digit 1) hold one of the sets of different digits adding up
/// to the sum less `placed_sum` (the digits `placed` in its other cells), a set avoiding the
/// placed digits, with a digit in every open cell's candidates and each digit among them. None
/// when no set fits (or a full cage misses its sum): the cage cannot be completed. A
/// person checks it by listing the combinations, as the hint's line does.
pub fn cage_fit(sum: u8, placed: u16, placed_sum: usize, open: &[u16]) -> Option<CageFit> {
    let left = (sum as usize).checked_sub(placed_sum)?;
    if open.is_empty() {
        return (left == 0).then_some(CageFit {
            left: 0,
            within: 0,
            combos: 0,
            digits: 0,
        });
    }
    let union = open.iter().fold(0, |all, &m| all | m);
    let (mut within, mut combos, mut digits) = (0u16, 0u16, 0u16);
    for (i, &combo) in combinations(open.len(), left).iter().enumerate() {
        if combo & placed != 0 {
            continue;
        }
        within |= combo;
        if combo & !union == 0 && open.iter().all(|&m| m & combo != 0) {
            combos |= 1 << i;
            digits |= combo;
        }
    }
    (digits != 0).then_some(CageFit {
        left: left as u8,
        within,
        combos,
        digits,
    })
}

/// The smallest and largest sum `size` distinct digits can have.
pub fn sum_range(size: usize) -> (usize, usize) {
    let low = size * (size + 1) / 2;
    let high = (10 - size..=9).sum();
    (low, high)
}

/// A killer layout: the cages covering the board. Reference-counted and interned while alive
/// (see the module docs).
#[derive(Clone)]
pub struct Cages(Arc<KillerLayout>);

pub(super) struct KillerLayout {
    set: CageSet,
    geometry: Geometry,
    /// The solver's cage groups (each cage and each rule-of-45 group), built with the layout
    /// so that no search builds them again.
    propagation: Option<CagePropagation>,
}

/// A killer layout not (yet) interned: what the generator reshapes and what the solver's cage
/// step reads. [`Cages`] wraps one for good.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CageSet {
    cages: Vec<Cage>,
    cage_of: [u8; 81],
}

/// Why a text or a list of cages is not a killer layout.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CagesError {
    /// The map is not 81 symbols.
    #[error("a cage map needs 81 characters, found {0}")]
    Length(usize),
    /// A cell in no cage, or in two.
    #[error("cell r{}c{} is in {count} cages, expected one", .cell / 9 + 1, .cell % 9 + 1)]
    Cover {
        /// The cell.
        cell: usize,
        /// In how many cages it is.
        count: usize,
    },
    /// A cage in more than one piece.
    #[error("the cage at r{}c{} is not one connected group of cells", .0 / 9 + 1, .0 % 9 + 1)]
    NotConnected(usize),
    /// A cage of more than nine cells.
    #[error("the cage at r{}c{} has {cells} cells; a cage holds at most 9", .anchor / 9 + 1, .anchor % 9 + 1)]
    TooBig {
        /// The cage's first cell.
        anchor: usize,
        /// Its cells.
        cells: usize,
    },
    /// A sum no set of distinct digits of the cage's size reaches.
    #[error("{}", bad_sum_text(*.anchor, *.cells, *.sum))]
    BadSum {
        /// The cage's first cell.
        anchor: usize,
        /// Its cells.
        cells: usize,
        /// The sum given.
        sum: usize,
    },
    /// Not one sum per cage.
    #[error(
        "the map has {cages} cages (a cage is a connected group of cells of one symbol) but {sums} sums are given"
    )]
    SumCount {
        /// Cages in the map.
        cages: usize,
        /// Sums given.
        sums: usize,
    },
    /// A sum that is not a number.
    #[error("{0:?} is not a cage sum (sums are numbers separated by commas)")]
    NotANumber(String),
    /// A sum larger than any cage can have (nine different digits add up to 45 at most).
    #[error("the cage sum {0} is too large: the largest a cage can have is 45 (a cage of nine cells)")]
    TooLarge(u64),
    /// The sums of all cages do not add up to 405 (nine rows of 45).
    #[error("the cage sums add up to {0}, but a full board adds up to 405")]
    Total(usize),
}

impl CageSet {
    /// The solver's cage groups of this layout on `geometry` (see [`CagePropagation::new`]).
    pub(super) fn propagation_on(&self, geometry: &Geometry) -> Option<CagePropagation> {
        let cages: Vec<&[usize]> = self.cages.iter().map(|c| c.cells.as_slice()).collect();
        let sums: Vec<u8> = self.cages.iter().map(|c| c.sum).collect();
        CagePropagation::new(&cages, &sums, geometry)
    }

    /// A layout from its cages: every cell in exactly one cage, each cage connected, of at
    /// most nine cells, with a sum its size can reach, and the sums adding up to 405.
    pub fn new(cages: Vec<Cage>) -> Result<CageSet, CagesError> {
        let mut count = [0usize; 81];
        let mut cages: Vec<Cage> = cages
            .into_iter()
            .map(|mut cage| {
                cage.cells.sort_unstable();
                cage.cells.dedup();
                cage
            })
            .collect();
        for cage in &cages {
            for &c in &cage.cells {
                if c < 81 {
                    count[c] += 1;
                }
            }
        }
        if let Some(cell) = (0..81).find(|&c| count[c] != 1) {
            return Err(CagesError::Cover {
                cell,
                count: count[cell],
            });
        }
        cages.sort_by_key(|cage| cage.cells[0]);
        let mut cage_of = [0u8; 81];
        for (i, cage) in cages.iter().enumerate() {
            let anchor = cage.cells[0];
            if cage.cells.len() > MAX_CAGE {
                return Err(CagesError::TooBig {
                    anchor,
                    cells: cage.cells.len(),
                });
            }
            if !is_connected(&cage.cells) {
                return Err(CagesError::NotConnected(anchor));
            }
            if cage.combinations().is_empty() {
                return Err(CagesError::BadSum {
                    anchor,
                    cells: cage.cells.len(),
                    sum: cage.sum as usize,
                });
            }
            for &c in &cage.cells {
                cage_of[c] = i as u8;
            }
        }
        let total: usize = cages.iter().map(|c| c.sum as usize).sum();
        if total != 405 {
            return Err(CagesError::Total(total));
        }
        Ok(CageSet { cages, cage_of })
    }

    /// A layout from a cage number per cell and the sums, by cage number.
    pub fn from_map(map: &[usize; 81], sums: &[u8]) -> Result<CageSet, CagesError> {
        let count = map.iter().max().map_or(0, |&m| m + 1);
        if sums.len() != count {
            return Err(CagesError::SumCount {
                cages: count,
                sums: sums.len(),
            });
        }
        let mut cages: Vec<Cage> = sums.iter().map(|&sum| Cage { cells: Vec::new(), sum }).collect();
        for (c, &m) in map.iter().enumerate() {
            cages[m].cells.push(c);
        }
        if let Some(empty) = cages.iter().position(|c| c.cells.is_empty()) {
            return Err(CagesError::SumCount {
                cages: count - 1,
                sums: sums.len().max(empty),
            });
        }
        CageSet::new(cages)
    }

    /// A layout from its text: the map and the sums (see the module docs).
    pub fn parse(map: &str, sums: &str) -> Result<CageSet, CagesError> {
        let symbols: Vec<char> = map.chars().filter(|c| !c.is_whitespace()).collect();
        if symbols.len() != 81 {
            return Err(CagesError::Length(symbols.len()));
        }
        // Each cage is a connected group of one symbol: number the groups in reading order.
        let mut number = [usize::MAX; 81];
        let mut next = 0;
        for start in 0..81 {
            if number[start] != usize::MAX {
                continue;
            }
            number[start] = next;
            let mut stack = vec![start];
            while let Some(c) = stack.pop() {
                for n in neighbours(c) {
                    if number[n] == usize::MAX && symbols[n] == symbols[start] {
                        number[n] = next;
                        stack.push(n);
                    }
                }
            }
            next += 1;
        }
        // A cage too big is told before its sum (an 81-cell cage's 405 is no fault of the sum).
        let mut size = [0usize; 81];
        for &n in &number {
            size[n] += 1;
        }
        if let Some(anchor) = (0..81).find(|&c| size[number[c]] > MAX_CAGE) {
            return Err(CagesError::TooBig {
                anchor,
                cells: size[number[anchor]],
            });
        }
        let sums: Vec<u64> = sums
            .split(',')
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(|s| s.parse::<u64>().map_err(|_| CagesError::NotANumber(s.to_string())))
            .collect::<Result<_, _>>()?;
        let sums: Vec<u8> = sums
            .into_iter()
            .map(|sum| match u8::try_from(sum) {
                Ok(small) if small <= 45 => Ok(small),
                _ => Err(CagesError::TooLarge(sum)),
            })
            .collect::<Result<_, _>>()?;
        CageSet::from_map(&number, &sums)
    }

    /// The cages, ordered by their first cell.
    pub fn cages(&self) -> &[Cage] {
        &self.cages
    }

    /// The cage (index into [`CageSet::cages`]) holding `cell`.
    pub fn cage_of(&self, cell: usize) -> usize {
        self.cage_of[cell] as usize
    }

    /// The map as text: one letter per cell, neighbouring cages told apart (each cage takes the
    /// first letter no cage next to it took before).
    pub fn map_text(&self) -> String {
        const LETTERS: &[u8] = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
        let mut letter = vec![usize::MAX; self.cages.len()];
        for (i, cage) in self.cages.iter().enumerate() {
            let mut taken = [false; LETTERS.len()];
            for &c in &cage.cells {
                for n in neighbours(c) {
                    let other = self.cage_of(n);
                    if other != i && letter[other] != usize::MAX {
                        taken[letter[other]] = true;
                    }
                }
            }
            // A cage touches at most 4 * 9 - 2 * 8 cells: a free letter always exists.
            letter[i] = taken.iter().position(|&t| !t).unwrap_or(0);
        }
        (0..81).map(|c| LETTERS[letter[self.cage_of(c)]] as char).collect()
    }

    /// The sums as text: comma-separated, cage by cage.
    pub fn sums_text(&self) -> String {
        self.cages
            .iter()
            .map(|c| c.sum.to_string())
            .collect::<Vec<_>>()
            .join(",")
    }

    /// The cage step of the solver: restricts each empty cell of each cage to the digits of
    /// the cage's combinations that still fit (digits placed in the cage taken out, every
    /// remaining cell able to take one of the combination's digits). `value` is the digit per
    /// cell (0 = empty), `cand` the candidate masks of the empty cells. Returns None when a
    /// cage cannot be completed, else whether any candidate went.
    pub fn restrict(&self, value: &[u8], cand: &mut [u16]) -> Option<bool> {
        let mut changed = false;
        for cage in &self.cages {
            let mut placed = 0u16;
            let mut placed_sum = 0usize;
            let mut open: [usize; MAX_CAGE] = [0; MAX_CAGE];
            let mut open_count = 0;
            let mut union = 0u16;
            for &c in &cage.cells {
                if value[c] != 0 {
                    placed |= 1 << (value[c] - 1);
                    placed_sum += value[c] as usize;
                } else {
                    open[open_count] = c;
                    open_count += 1;
                    union |= cand[c];
                }
            }
            if placed.count_ones() as usize + open_count != cage.cells.len() {
                return None; // a digit twice in the cage
            }
            if open_count == 0 {
                if placed_sum != cage.sum as usize {
                    return None;
                }
                continue;
            }
            let left = (cage.sum as usize).checked_sub(placed_sum)?;
            let open = &open[..open_count];
            let mut fits = 0u16;
            for &combo in combinations(open_count, left) {
                if combo & placed == 0 && combo & !union == 0 && open.iter().all(|&c| cand[c] & combo != 0) {
                    fits |= combo;
                }
            }
            if fits == 0 {
                return None;
            }
            for &c in open {
                let kept = cand[c] & fits;
                if kept != cand[c] {
                    if kept == 0 {
                        return None;
                    }
                    cand[c] = kept;
                    changed = true;
                }
            }
        }
        Some(changed)
    }

    /// The cages a board breaks: a full cage whose digits miss its sum, or a cage whose digits
    /// already exceed it.
    pub fn broken(&self, value: &[u8]) -> Vec<usize> {
        let mut out = Vec::new();
        for (i, cage) in self.cages.iter().enumerate() {
            let sum: usize = cage.cells.iter().map(|&c| value[c] as usize).sum();
            let full = cage.cells.iter().all(|&c| value[c] != 0);
            if sum > cage.sum as usize || (full && sum != cage.sum as usize) {
                out.push(i);
            }
        }
        out
    }

    /// For a grader or hint: the digits each empty cell of `cage` may hold by the cage's
    /// combinations alone, given the placed digits and candidates (see [`CageSet::restrict`]).
    pub fn cage_digits(&self, cage: usize, value: &[u8], cand: &[Candidates]) -> u16 {
        let cage = &self.cages[cage];
        let mut placed = 0u16;
        let mut placed_sum = 0usize;
        let mut open = Vec::new();
        for &c in &cage.cells {
            if value[c] != 0 {
                placed |= 1 << (value[c] - 1);
                placed_sum += value[c] as usize;
            } else {
                open.push(c);
            }
        }
        let Some(left) = (cage.sum as usize).checked_sub(placed_sum) else {
            return 0;
        };
        combinations(open.len(), left)
            .iter()
            .filter(|&&combo| combo & placed == 0 && open.iter().all(|&c| cand[c].bits() & combo != 0))
            .fold(0, |acc, &combo| acc | combo)
    }
}

/// How many cells a new cage aims for: mostly 2 to 4, some single cells and fives, a few of
/// six or seven (what published killers look like).
fn cage_size(rng: &mut dyn RngCore) -> usize {
    match rng.random_range(0..100) {
        0..6 => 1,
        6..30 => 2,
        30..62 => 3,
        62..84 => 4,
        84..94 => 5,
        94..98 => 6,
        _ => 7,
    }
}

/// Cages laid at random over a full grid (`solution`: digits 1..=9 by cell): each grows from
/// the first cell no cage holds yet, through neighbours whose digit it does not hold yet, to a
/// size drawn by `cage_size`. The sums are the solution's.
pub fn random_cages(solution: &[u8; 81], rng: &mut dyn RngCore) -> CageSet {
    let mut cage_of = [usize::MAX; 81];
    let mut cages: Vec<Cage> = Vec::new();
    for start in 0..81 {
        if cage_of[start] != usize::MAX {
            continue;
        }
        let want = cage_size(rng);
        let mut cells = vec![start];
        cage_of[start] = cages.len();
        let mut digits = 1u16 << solution[start];
        while cells.len() < want {
            let options: Vec<usize> = cells
                .iter()
                .flat_map(|&c| neighbours(c))
                .filter(|&n| cage_of[n] == usize::MAX && digits & (1 << solution[n]) == 0)
                .collect();
            if options.is_empty() {
                break;
            }
            let next = options[rng.random_range(0..options.len())];
            cage_of[next] = cages.len();
            digits |= 1 << solution[next];
            cells.push(next);
        }
        let sum = cells.iter().map(|&c| solution[c]).sum();
        cages.push(Cage { cells, sum });
    }
    CageSet::new(cages).expect("cages grown over a full grid cover it, connected, with reachable sums")
}

/// `set` with cage `index` cut in two: the half of its cells nearest `cell` (reached first
/// from it), and the rest in connected pieces. Sums from `solution`.
pub fn split_cage(set: &CageSet, index: usize, cell: usize, solution: &[u8; 81]) -> CageSet {
    let cage = &set.cages[index];
    let order = reach(cell, &cage.cells);
    let half = cage.cells.len().div_ceil(2);
    let (near, rest) = order.split_at(half);
    let mut pieces: Vec<Vec<usize>> = vec![near.to_vec()];
    let mut left: Vec<usize> = rest.to_vec();
    while let Some(&start) = left.first() {
        let piece = reach(start, &left);
        left.retain(|c| !piece.contains(c));
        pieces.push(piece);
    }
    let mut cages: Vec<Cage> = set
        .cages
        .iter()
        .enumerate()
        .filter(|&(i, _)| i != index)
        .map(|(_, c)| c.clone())
        .collect();
    for cells in pieces {
        let sum = cells.iter().map(|&c| solution[c]).sum();
        cages.push(Cage { cells, sum });
    }
    CageSet::new(cages).expect("pieces of a valid cage are valid cages")
}

/// Pairs of cages of `set` that touch (share an edge), each once, lower index first.
pub fn touching_pairs(set: &CageSet) -> Vec<(usize, usize)> {
    let mut pairs = Vec::new();
    for c in 0..81 {
        let a = set.cage_of(c);
        for n in neighbours(c) {
            let b = set.cage_of(n);
            if a < b && !pairs.contains(&(a, b)) {
                pairs.push((a, b));
            }
        }
    }
    pairs
}

/// `set` with cages `a` and `b` made one, its sum theirs together; None when they do not
/// touch, would hold a digit of `solution` twice, or pass [`MAX_CAGE`] cells.
pub fn merge_cages(set: &CageSet, a: usize, b: usize, solution: &[u8; 81]) -> Option<CageSet> {
    if a == b {
        return None;
    }
    let (first, second) = (&set.cages[a], &set.cages[b]);
    let mut cells: Vec<usize> = first.cells.iter().chain(&second.cells).copied().collect();
    if cells.len() > MAX_CAGE || !is_connected(&cells) {
        return None;
    }
    let digits = cells.iter().fold(0u16, |m, &c| m | 1 << solution[c]);
    if digits.count_ones() as usize != cells.len() {
        return None;
    }
    cells.sort_unstable();
    let merged = Cage {
        cells,
        sum: first.sum + second.sum,
    };
    let cages = set
        .cages
        .iter()
        .enumerate()
        .filter(|&(i, _)| i != a && i != b)
        .map(|(_, c)| c.clone())
        .chain([merged])
        .collect();
    CageSet::new(cages).ok()
}

/// The killer layouts alive now, by cage set.
fn killer_layouts() -> MutexGuard<'static, Interned<CageSet, KillerLayout>> {
    static LAYOUTS: OnceLock<Mutex<Interned<CageSet, KillerLayout>>> = OnceLock::new();
    LAYOUTS
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|e| e.into_inner())
}

impl Cages {
    /// The handle of a layout (interned: an equal layout alive now is shared).
    pub fn intern(set: CageSet) -> Cages {
        Cages(killer_layouts().get_or_build(set, |set, owner| {
            let cages: Vec<&[usize]> = set.cages().iter().map(|c| c.cells.as_slice()).collect();
            let geometry = Geometry::build_killer(&cages, owner);
            let propagation = set.propagation_on(&geometry);
            KillerLayout {
                set: set.clone(),
                geometry,
                propagation,
            }
        }))
    }

    pub(super) fn from_layout(layout: Arc<KillerLayout>) -> Cages {
        Cages(layout)
    }

    /// How many killer layouts are alive (held by a grid, a game, a search...) in the whole
    /// process: what a test reads to see that layouts are freed once nothing uses them.
    pub fn live_count() -> usize {
        killer_layouts().live()
    }

    /// How many entries the interning table holds, freed layouts not yet swept included: at
    /// most twice the live layouts (or a small floor) however many were ever made.
    pub fn table_entries() -> usize {
        killer_layouts().entries()
    }

    /// Whether the layout `set` is alive (held by anything) now. A test's check that the
    /// layouts it made were all freed, which other tests running at the same time cannot upset.
    pub fn is_alive(set: &CageSet) -> bool {
        killer_layouts().get(set).is_some()
    }

    /// A layout from its text (see the module docs).
    pub fn parse(map: &str, sums: &str) -> Result<Cages, CagesError> {
        CageSet::parse(map, sums).map(Cages::intern)
    }

    /// The layout.
    pub fn set(&self) -> &CageSet {
        &self.0.set
    }

    /// The cages, ordered by their first cell.
    pub fn cages(&self) -> &[Cage] {
        &self.0.set.cages
    }

    /// The cage holding `cell`.
    pub fn cage_of(&self, cell: usize) -> usize {
        self.0.set.cage_of(cell)
    }

    pub(super) fn geometry(&self) -> &Geometry {
        &self.0.geometry
    }

    /// The solver's cage groups of this layout.
    pub(super) fn propagation(&self) -> Option<&CagePropagation> {
        self.0.propagation.as_ref()
    }
}

impl PartialEq for Cages {
    fn eq(&self, other: &Cages) -> bool {
        // Interned: one live layout, one address (the cage sets decide otherwise).
        Arc::ptr_eq(&self.0, &other.0) || self.0.set == other.0.set
    }
}

impl Eq for Cages {}

impl std::hash::Hash for Cages {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.0.set.hash(state);
    }
}

impl fmt::Display for Cages {
    /// `<map> <sums>`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.0.set.map_text(), self.0.set.sums_text())
    }
}

impl fmt::Debug for Cages {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Cages({self})")
    }
}

impl std::str::FromStr for Cages {
    type Err = CagesError;

    /// `<map> <sums>`.
    fn from_str(text: &str) -> Result<Cages, CagesError> {
        let mut parts = text.split_whitespace();
        let map = parts.next().unwrap_or("");
        let sums: String = parts.collect();
        Cages::parse(map, &sums)
    }
}

impl serde::Serialize for Cages {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> serde::Deserialize<'de> for Cages {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Cages, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The cages of a known killer: dominoes along each row (the ninth cell alone).
    fn dominoes(solution: &[u8; 81]) -> CageSet {
        let mut cages = Vec::new();
        for r in 0..9 {
            for c in (0..8).step_by(2) {
                let cells = vec![r * 9 + c, r * 9 + c + 1];
                let sum = cells.iter().map(|&i| solution[i]).sum();
                cages.push(Cage { cells, sum });
            }
            let last = r * 9 + 8;
            cages.push(Cage {
                cells: vec![last],
                sum: solution[last],
            });
        }
        CageSet::new(cages).unwrap()
    }

    fn solution() -> [u8; 81] {
        let text = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
        std::array::from_fn(|i| text.as_bytes()[i] - b'0')
    }

    #[test]
    fn combinations_are_the_sets_of_distinct_digits_with_the_sum() {
        assert_eq!(combinations(2, 3), &[0b11]);
        assert_eq!(combinations(2, 17), &[0b1_1000_0000]);
        assert_eq!(combinations(3, 6), &[0b111]);
        assert_eq!(combinations(2, 10).len(), 4, "1+9, 2+8, 3+7, 4+6");
        assert_eq!(combinations(9, 45).len(), 1);
        assert!(combinations(2, 2).is_empty() && combinations(10, 45).is_empty());
        assert_eq!(sum_range(3), (6, 24));
    }

    #[test]
    fn a_layout_round_trips_through_its_text_and_errors_say_what_is_wrong() {
        let set = dominoes(&solution());
        let again = CageSet::parse(&set.map_text(), &set.sums_text()).unwrap();
        assert_eq!(again, set);
        let cages = Cages::intern(set.clone());
        assert_eq!(cages.to_string().parse::<Cages>().unwrap(), cages);
        assert_eq!(cages.cages().len(), 45);
        // Neighbouring cages get different letters.
        let map = set.map_text();
        assert_ne!(map.as_bytes()[1], map.as_bytes()[2]);

        assert_eq!(CageSet::parse("ab", "3"), Err(CagesError::Length(2)));
        let sums = set.sums_text();
        let fewer = sums.rsplit_once(',').unwrap().0;
        assert!(matches!(CageSet::parse(&map, fewer), Err(CagesError::SumCount { .. })));
        let bad = sums.replacen(&set.cages()[0].sum.to_string(), "2", 1);
        assert!(matches!(
            CageSet::parse(&map, &bad),
            Err(CagesError::BadSum { anchor: 0, .. })
        ));
        assert!(matches!(
            CageSet::parse(&map, &sums.replacen(',', ",x,", 1)),
            Err(CagesError::NotANumber(_))
        ));
        let mut split = set.cages().to_vec();
        split[0].cells = vec![0, 10];
        split[0].sum = 3;
        assert!(matches!(CageSet::new(split), Err(CagesError::Cover { .. })));
    }

    #[test]
    fn the_cage_step_keeps_only_digits_of_fitting_combinations() {
        let set = dominoes(&solution());
        let mut value = [0u8; 81];
        let mut cand = [0x1ffu16; 81];
        // r1c1+r1c2 = 5+3 = 8: {1,7} {2,6} {3,5}: no 4, 8 or 9.
        assert_eq!(set.restrict(&value, &mut cand), Some(true));
        assert_eq!(cand[0], 0b0_0111_0111);
        // With r1c1 = 5 placed, r1c2 must be 3.
        value[0] = 5;
        cand[0] = 0;
        set.restrict(&value, &mut cand);
        assert_eq!(cand[1], 0b100);
        // A full cage with the wrong sum, or a placed digit over the sum, is a contradiction.
        value[1] = 4;
        assert_eq!(set.restrict(&value, &mut cand), None);
        assert_eq!(set.broken(&value), vec![0]);
        value[1] = 3;
        assert!(set.broken(&value).is_empty());
    }
}

#[cfg(test)]
mod generate_tests {
    use super::*;
    use crate::engine::solver::solve_random;
    use crate::engine::{grid::Grid, shape::Shape};
    use rand::SeedableRng;

    #[test]
    fn touching_cages_merge_into_one_cage_unless_a_digit_would_repeat() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(31);
        let full = solve_random(&Grid::empty(Shape::Classic), &mut rng).unwrap();
        let solution: [u8; 81] = full.values().try_into().unwrap();
        let set = random_cages(&solution, &mut rng);
        let pairs = touching_pairs(&set);
        assert!(!pairs.is_empty());
        let (mut merged, mut refused) = (0, 0);
        for &(a, b) in &pairs {
            assert!(a < b);
            let (ca, cb) = (&set.cages()[a], &set.cages()[b]);
            assert!(ca.cells.iter().any(|&c| neighbours(c).any(|n| cb.cells.contains(&n))));
            let mut cells: Vec<usize> = ca.cells.iter().chain(&cb.cells).copied().collect();
            cells.sort_unstable();
            let mut digits: Vec<u8> = cells.iter().map(|&c| solution[c]).collect();
            digits.sort_unstable();
            digits.dedup();
            match merge_cages(&set, a, b, &solution) {
                Some(after) => {
                    merged += 1;
                    assert_eq!(digits.len(), cells.len(), "no digit twice in the merged cage");
                    assert_eq!(after.cages().len(), set.cages().len() - 1);
                    let cage = &after.cages()[after.cage_of(ca.cells[0])];
                    assert_eq!(cage.cells, cells);
                    assert_eq!(cage.sum, ca.sum + cb.sum);
                }
                None => {
                    refused += 1;
                    assert!(digits.len() < cells.len() || cells.len() > MAX_CAGE, "{cells:?}");
                }
            }
        }
        assert!(merged > 0 && refused > 0, "{merged} merged, {refused} refused");
        // Cages that do not touch never merge.
        let far = (0..set.cages().len())
            .find(|&b| b > 0 && !pairs.contains(&(0, b)))
            .unwrap();
        assert_eq!(merge_cages(&set, 0, far, &solution), None);
    }
}
