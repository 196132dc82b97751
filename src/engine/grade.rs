//! The grader: a logical solver that uses human techniques, easiest first.
//!
//! [`LogicalSolver`] works over any [`Geometry`], so the classic board and the cube share one
//! implementation. Every technique is written as a rule over houses that stays valid on the
//! cube, where a cell may lie in up to nine houses and two houses may hold the same cells:
//!
//! * singles: a cell with one candidate; a digit with one place in a house;
//! * locked candidates: for two intersecting houses A and B, when every candidate of a digit in
//!   A lies in A∩B, the digit leaves B\A (pointing and claiming, and on the cube also the
//!   box-to-box links across an edge);
//! * naked and hidden pairs and triples inside a house (a naked subset clears every house that
//!   holds all of its cells);
//! * X-Wing and Swordfish on the rows and columns of one face: the digit's candidates in N
//!   disjoint base lines lie inside N cover lines, so it leaves the rest of the cover lines;
//! * XY-Wing: a pivot {a,b} seeing pincers {a,c} and {b,c} removes c from cells seeing both.
//!
//! Every step makes progress (places a digit or removes a candidate), so grading always ends.
//! The search works on bit masks: per step it builds, for each house and digit, the mask of the
//! house's positions that still hold the digit, and every technique reads those masks.

use std::fmt::Write as _;
use std::sync::OnceLock;

use super::geometry::{Face, Geometry, HouseKind, Shape};
use super::grid::Grid;
use super::types::{Candidates, Digit};

/// A human solving technique, easiest first (the order is the difficulty order).
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
    XYWing,
}

impl Technique {
    /// Every technique, easiest first.
    pub const ALL: [Technique; 10] = [
        Technique::NakedSingle,
        Technique::HiddenSingle,
        Technique::LockedCandidates,
        Technique::NakedPair,
        Technique::HiddenPair,
        Technique::NakedTriple,
        Technique::HiddenTriple,
        Technique::XWing,
        Technique::Swordfish,
        Technique::XYWing,
    ];

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
        }
    }

    /// Points added to a puzzle's score each time the technique is used.
    pub fn weight(self) -> u32 {
        match self {
            Technique::NakedSingle => 1,
            Technique::HiddenSingle => 2,
            Technique::LockedCandidates => 10,
            Technique::NakedPair => 15,
            Technique::HiddenPair => 20,
            Technique::NakedTriple => 30,
            Technique::HiddenTriple => 40,
            Technique::XWing => 50,
            Technique::Swordfish => 80,
            Technique::XYWing => 70,
        }
    }
}

/// One logical step: what it places or eliminates, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// The technique used.
    pub technique: Technique,
    /// Digits this step places.
    pub placements: Vec<(usize, Digit)>,
    /// Candidates this step removes.
    pub eliminations: Vec<(usize, Digit)>,
    /// The cells that make the pattern (for highlighting).
    pub cells: Vec<usize>,
    /// The houses the pattern lives in. Locked candidates: `[A, B]` (the digit is confined to
    /// A∩B and leaves B\A); fish: the base lines, then the cover lines.
    pub houses: Vec<usize>,
    /// One sentence a player understands ("In box 5, 7 fits only in r4c5.").
    pub explanation: String,
}

/// What the grader found about a puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grade {
    /// The hardest technique needed (None for a puzzle already complete).
    pub hardest: Option<Technique>,
    /// Sum of the weights of every step taken.
    pub score: u32,
    /// Whether the techniques finished the puzzle; false means it needs guessing.
    pub solved: bool,
    /// Steps taken.
    pub steps: usize,
}

// ---------------------------------------------------------------------------------------------
// Precomputed tables, one set per shape.

/// A set of cells (up to 256), for "sees both" tests.
type Bits = [u64; 4];

fn bits_insert(bits: &mut Bits, i: usize) {
    bits[i >> 6] |= 1 << (i & 63);
}

fn bits_and(a: &Bits, b: &Bits) -> Bits {
    [a[0] & b[0], a[1] & b[1], a[2] & b[2], a[3] & b[3]]
}

fn bits_iter(bits: Bits) -> impl Iterator<Item = usize> {
    (0..4).flat_map(move |w| {
        let mut m = bits[w];
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

/// Two intersecting houses for locked candidates.
struct LockedPair {
    /// The house whose candidates are confined.
    a: usize,
    /// The house that loses the digit outside A.
    b: usize,
    /// Positions of A that lie in B.
    inside_a: u16,
    /// Positions of B that lie outside A.
    outside_b: u16,
}

/// The rows and columns of one face, for fish.
struct FishFace {
    face: Face,
    rows: [usize; 9],
    cols: [usize; 9],
}

struct Tables {
    /// Houses with distinct cell sets (on the cube, of two houses with the same cells only the
    /// first), boxes first, then rows, then columns.
    order: Vec<usize>,
    /// For each cell, the houses of `order` that hold it.
    cell_houses: Vec<Vec<usize>>,
    /// Every ordered pair of houses sharing two or more cells, boxes as A first.
    locked: Vec<LockedPair>,
    /// Rows and columns of each face.
    fish: Vec<FishFace>,
    /// For each cell, its peers.
    peers: Vec<Bits>,
}

fn kind_rank(kind: HouseKind) -> u8 {
    match kind {
        HouseKind::Box => 0,
        HouseKind::Row => 1,
        HouseKind::Column => 2,
    }
}

impl Tables {
    fn build(g: &Geometry) -> Tables {
        let houses = g.houses();
        let mut sorted: Vec<[usize; 9]> = Vec::with_capacity(houses.len());
        let mut order = Vec::new();
        for (h, house) in houses.iter().enumerate() {
            let mut cells = house.cells;
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
                let inside_a = (0..9).filter(|&i| hb.contains(&ha[i])).fold(0u16, |m, i| m | 1 << i);
                let outside_b = (0..9).filter(|&j| !ha.contains(&hb[j])).fold(0u16, |m, j| m | 1 << j);
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
        let fish = g
            .faces()
            .iter()
            .map(|&face| {
                let find = |kind: HouseKind, index: usize| {
                    houses
                        .iter()
                        .position(|h| {
                            h.kind == kind
                                && h.index as usize == index
                                && (g.shape() == Shape::Classic || h.face == face)
                        })
                        .expect("every face has nine rows and nine columns")
                };
                FishFace {
                    face,
                    rows: std::array::from_fn(|i| find(HouseKind::Row, i)),
                    cols: std::array::from_fn(|i| find(HouseKind::Column, i)),
                }
            })
            .collect();
        let peers = (0..g.cell_count())
            .map(|c| {
                let mut bits = [0u64; 4];
                for &p in g.peers(c) {
                    bits_insert(&mut bits, p);
                }
                bits
            })
            .collect();
        Tables {
            order,
            cell_houses,
            locked,
            fish,
            peers,
        }
    }
}

fn tables(shape: Shape) -> &'static Tables {
    static CLASSIC: OnceLock<Tables> = OnceLock::new();
    static CUBE: OnceLock<Tables> = OnceLock::new();
    let slot = match shape {
        Shape::Classic => &CLASSIC,
        Shape::Cube => &CUBE,
    };
    slot.get_or_init(|| Tables::build(shape.geometry()))
}

/// Most houses of any shape (the cube's 81).
const MAX_HOUSES: usize = 81;

/// For each house and digit index, the positions (0..9 in the house) that hold the digit as a
/// candidate.
type Positions = [[u16; 9]; MAX_HOUSES];

/// Calls `f` with each combination of `n` indices out of `0..len`, in order, until it returns
/// something.
fn for_each_combo<R>(len: usize, n: usize, mut f: impl FnMut(&[usize]) -> Option<R>) -> Option<R> {
    if n == 0 || n > len || n > 4 {
        return None;
    }
    let mut idx = [0usize; 4];
    for (i, slot) in idx.iter_mut().enumerate().take(n) {
        *slot = i;
    }
    loop {
        if let Some(r) = f(&idx[..n]) {
            return Some(r);
        }
        let mut i = n;
        while i > 0 && idx[i - 1] == len - n + i - 1 {
            i -= 1;
        }
        if i == 0 {
            return None;
        }
        idx[i - 1] += 1;
        for j in i..n {
            idx[j] = idx[j - 1] + 1;
        }
    }
}

fn digit(index: usize) -> Digit {
    Digit::from_index(index)
}

// ---------------------------------------------------------------------------------------------
// The solver.

/// What a technique found, before its explanation is written.
enum Detail {
    NakedSingle,
    HiddenSingle {
        house: usize,
    },
    Locked {
        digit: Digit,
        from: usize,
        to: usize,
    },
    NakedSubset {
        digits: Candidates,
        house: usize,
        houses: Vec<usize>,
    },
    HiddenSubset {
        digits: Candidates,
        house: usize,
    },
    Fish {
        digit: Digit,
        face: Face,
        rows_are_base: bool,
        base: u16,
        cover: u16,
    },
    XYWing {
        pivot: usize,
        x: usize,
        y: usize,
        c: Digit,
    },
}

/// A step found, with what its explanation needs.
struct Found {
    step: Step,
    detail: Detail,
}

fn found(
    technique: Technique,
    placements: Vec<(usize, Digit)>,
    eliminations: Vec<(usize, Digit)>,
    cells: Vec<usize>,
    houses: Vec<usize>,
    detail: Detail,
) -> Found {
    Found {
        step: Step {
            technique,
            placements,
            eliminations,
            cells,
            houses,
            explanation: String::new(),
        },
        detail,
    }
}

/// A logical solver over a grid and its candidates.
#[derive(Clone, Debug)]
pub struct LogicalSolver {
    grid: Grid,
    candidates: Vec<Candidates>,
}

impl LogicalSolver {
    /// Starts from `grid`, with every candidate not excluded by a placed peer.
    pub fn new(grid: &Grid) -> LogicalSolver {
        let candidates = (0..grid.len()).map(|c| grid.candidates(c)).collect();
        LogicalSolver {
            grid: grid.clone(),
            candidates,
        }
    }

    /// The board as far as solved.
    pub fn grid(&self) -> &Grid {
        &self.grid
    }

    /// The current candidates of each cell.
    pub fn candidates(&self) -> &[Candidates] {
        &self.candidates
    }

    /// The easiest next step, not applied; None when stuck or solved.
    pub fn next_step(&self) -> Option<Step> {
        self.next_step_up_to(Technique::XYWing)
    }

    /// The easiest next step using no technique harder than `max`.
    pub fn next_step_up_to(&self, max: Technique) -> Option<Step> {
        let found = self.find(max)?;
        let explanation = self.explain(&found);
        let mut step = found.step;
        step.explanation = explanation;
        Some(step)
    }

    /// Applies a step: places its digits (removing them from peers' candidates) and removes
    /// its eliminations.
    pub fn apply(&mut self, step: &Step) {
        let g = self.grid.geometry();
        for &(c, d) in &step.placements {
            self.grid.set(c, Some(d));
            self.candidates[c] = Candidates::NONE;
            for &p in g.peers(c) {
                self.candidates[p].remove(d);
            }
        }
        for &(c, d) in &step.eliminations {
            self.candidates[c].remove(d);
        }
    }

    /// The candidates whose absence `step` relies on, for a step found on the current state
    /// (before it is applied): the pattern holds because these `(cell, digit)` are gone. A
    /// naked single relies on the cell's other digits being gone, a hidden single on the digit
    /// being gone from the rest of its house, and so on. The hint uses it to keep only the
    /// eliminations a placement needs.
    pub fn premises(&self, step: &Step) -> Vec<(usize, Digit)> {
        let g = self.grid.geometry();
        let houses = g.houses();
        let cands = &self.candidates;
        let mut out: Vec<(usize, Digit)> = Vec::new();
        let elim_digit = step.eliminations.first().map(|&(_, d)| d);
        match step.technique {
            Technique::NakedSingle => {
                if let Some(&(c, d)) = step.placements.first() {
                    out.extend(Digit::all().filter(|&x| x != d).map(|x| (c, x)));
                }
            }
            Technique::HiddenSingle => {
                if let (Some(&(c, d)), Some(&h)) = (step.placements.first(), step.houses.first()) {
                    out.extend(houses[h].cells.iter().filter(|&&p| p != c).map(|&p| (p, d)));
                }
            }
            Technique::LockedCandidates => {
                if let (Some(d), [a, b, ..]) = (elim_digit, step.houses.as_slice()) {
                    let cover = &houses[*b].cells;
                    out.extend(houses[*a].cells.iter().filter(|p| !cover.contains(p)).map(|&p| (p, d)));
                }
            }
            Technique::NakedPair | Technique::NakedTriple => {
                let digits = step.cells.iter().fold(Candidates::NONE, |u, &c| u.union(cands[c]));
                for &c in &step.cells {
                    out.extend(Candidates::ALL.difference(digits).iter().map(|x| (c, x)));
                }
            }
            Technique::HiddenPair | Technique::HiddenTriple => {
                let all = step.cells.iter().fold(Candidates::NONE, |u, &c| u.union(cands[c]));
                let gone: Candidates = step.eliminations.iter().map(|&(_, d)| d).collect();
                let digits = all.difference(gone);
                if let Some(&h) = step.houses.first() {
                    for &p in houses[h].cells.iter().filter(|p| !step.cells.contains(p)) {
                        out.extend(digits.iter().map(|x| (p, x)));
                    }
                }
            }
            Technique::XWing | Technique::Swordfish => {
                if let Some(d) = elim_digit {
                    let n = step.houses.len() / 2;
                    let (base, cover) = step.houses.split_at(n);
                    for &h in base {
                        for &p in &houses[h].cells {
                            if !cover.iter().any(|&v| houses[v].cells.contains(&p)) {
                                out.push((p, d));
                            }
                        }
                    }
                }
            }
            Technique::XYWing => {
                for &c in &step.cells {
                    out.extend(Candidates::ALL.difference(cands[c]).iter().map(|x| (c, x)));
                }
            }
        }
        out.retain(|&(c, d)| self.grid.get(c).is_none() && !cands[c].contains(d));
        out.sort_unstable();
        out.dedup();
        out
    }

    /// The easiest step up to `max`, without its explanation.
    fn find(&self, max: Technique) -> Option<Found> {
        if let Some(f) = self.naked_single() {
            return Some(f);
        }
        if max < Technique::HiddenSingle {
            return None;
        }
        let t = tables(self.grid.shape());
        let pos = self.positions();
        let pos = &pos;
        if let Some(f) = self.hidden_single(t, pos) {
            return Some(f);
        }
        if max >= Technique::LockedCandidates {
            if let Some(f) = self.locked_candidates(t, pos) {
                return Some(f);
            }
        }
        // Subsets and fish, easiest first: (technique, size, finder).
        type Finder = fn(&LogicalSolver, &Tables, &Positions, usize, Technique) -> Option<Found>;
        let subsets: [(Technique, usize, Finder); 6] = [
            (Technique::NakedPair, 2, |s, t, _, n, k| s.naked_subset(t, n, k)),
            (Technique::HiddenPair, 2, LogicalSolver::hidden_subset),
            (Technique::NakedTriple, 3, |s, t, _, n, k| s.naked_subset(t, n, k)),
            (Technique::HiddenTriple, 3, LogicalSolver::hidden_subset),
            (Technique::XWing, 2, LogicalSolver::fish),
            (Technique::Swordfish, 3, LogicalSolver::fish),
        ];
        for (technique, n, finder) in subsets {
            if technique > max {
                return None;
            }
            if let Some(f) = finder(self, t, pos, n, technique) {
                return Some(f);
            }
        }
        if max >= Technique::XYWing {
            return self.xy_wing(t);
        }
        None
    }

    fn positions(&self) -> Positions {
        let mut pos: Positions = [[0; 9]; MAX_HOUSES];
        for (h, house) in self.grid.geometry().houses().iter().enumerate() {
            let row = &mut pos[h];
            for (i, &c) in house.cells.iter().enumerate() {
                let mut m = self.candidates[c].bits();
                while m != 0 {
                    row[m.trailing_zeros() as usize] |= 1 << i;
                    m &= m - 1;
                }
            }
        }
        pos
    }

    fn naked_single(&self) -> Option<Found> {
        let t = tables(self.grid.shape());
        (0..self.grid.len()).find_map(|c| {
            let d = self.candidates[c].single()?;
            if self.grid.get(c).is_some() {
                return None;
            }
            Some(found(
                Technique::NakedSingle,
                vec![(c, d)],
                Vec::new(),
                vec![c],
                t.cell_houses[c].clone(),
                Detail::NakedSingle,
            ))
        })
    }

    fn hidden_single(&self, t: &Tables, pos: &Positions) -> Option<Found> {
        let houses = self.grid.geometry().houses();
        for &h in &t.order {
            for (d, &m) in pos[h].iter().enumerate() {
                if m.count_ones() == 1 {
                    let c = houses[h].cells[m.trailing_zeros() as usize];
                    return Some(found(
                        Technique::HiddenSingle,
                        vec![(c, digit(d))],
                        Vec::new(),
                        vec![c],
                        vec![h],
                        Detail::HiddenSingle { house: h },
                    ));
                }
            }
        }
        None
    }

    fn locked_candidates(&self, t: &Tables, pos: &Positions) -> Option<Found> {
        let houses = self.grid.geometry().houses();
        for lp in &t.locked {
            for (d, (&in_a, &in_b)) in pos[lp.a].iter().zip(&pos[lp.b]).enumerate() {
                if in_a == 0 || in_a & !lp.inside_a != 0 {
                    continue;
                }
                let gone = in_b & lp.outside_b;
                if gone == 0 {
                    continue;
                }
                let dd = digit(d);
                let cells_of = |h: usize, m: u16| -> Vec<usize> {
                    (0..9).filter(|i| m >> i & 1 != 0).map(|i| houses[h].cells[i]).collect()
                };
                let elims = cells_of(lp.b, gone).into_iter().map(|c| (c, dd)).collect();
                return Some(found(
                    Technique::LockedCandidates,
                    Vec::new(),
                    elims,
                    cells_of(lp.a, in_a),
                    vec![lp.a, lp.b],
                    Detail::Locked {
                        digit: dd,
                        from: lp.a,
                        to: lp.b,
                    },
                ));
            }
        }
        None
    }

    /// For a naked subset `cells` over `digits`: the eliminations of `digits` from the other
    /// cells of every house holding all of `cells`, and those houses.
    fn clear_houses(&self, t: &Tables, cells: &[usize], digits: Candidates) -> (Vec<(usize, Digit)>, Vec<usize>) {
        let houses = self.grid.geometry().houses();
        let mut elims: Vec<(usize, Digit)> = Vec::new();
        let mut used = Vec::new();
        for &h in &t.cell_houses[cells[0]] {
            if !cells[1..].iter().all(|&c| t.cell_houses[c].contains(&h)) {
                continue;
            }
            used.push(h);
            for &p in &houses[h].cells {
                if cells.contains(&p) {
                    continue;
                }
                for x in self.candidates[p].intersection(digits).iter() {
                    if !elims.contains(&(p, x)) {
                        elims.push((p, x));
                    }
                }
            }
        }
        (elims, used)
    }

    fn naked_subset(&self, t: &Tables, n: usize, technique: Technique) -> Option<Found> {
        let houses = self.grid.geometry().houses();
        for &h in &t.order {
            let mut list = [0usize; 9];
            let mut len = 0;
            for &c in &houses[h].cells {
                let k = self.candidates[c].len() as usize;
                if (2..=n).contains(&k) {
                    list[len] = c;
                    len += 1;
                }
            }
            let hit = for_each_combo(len, n, |idx| {
                let digits = idx
                    .iter()
                    .fold(Candidates::NONE, |u, &i| u.union(self.candidates[list[i]]));
                if digits.len() as usize != n {
                    return None;
                }
                let cells: Vec<usize> = idx.iter().map(|&i| list[i]).collect();
                let (elims, used) = self.clear_houses(t, &cells, digits);
                if elims.is_empty() {
                    return None;
                }
                Some(found(
                    technique,
                    Vec::new(),
                    elims,
                    cells,
                    used.clone(),
                    Detail::NakedSubset {
                        digits,
                        house: h,
                        houses: used,
                    },
                ))
            });
            if hit.is_some() {
                return hit;
            }
        }
        None
    }

    fn hidden_subset(&self, t: &Tables, pos: &Positions, n: usize, technique: Technique) -> Option<Found> {
        let houses = self.grid.geometry().houses();
        for &h in &t.order {
            let mut list = [0usize; 9];
            let mut len = 0;
            for (d, &m) in pos[h].iter().enumerate() {
                if (2..=n).contains(&(m.count_ones() as usize)) {
                    list[len] = d;
                    len += 1;
                }
            }
            let hit = for_each_combo(len, n, |idx| {
                let spots = idx.iter().fold(0u16, |u, &i| u | pos[h][list[i]]);
                if spots.count_ones() as usize != n {
                    return None;
                }
                let digits = Candidates::from_bits(idx.iter().fold(0u16, |u, &i| u | 1 << list[i]));
                let cells: Vec<usize> = (0..9)
                    .filter(|i| spots >> i & 1 != 0)
                    .map(|i| houses[h].cells[i])
                    .collect();
                let elims: Vec<(usize, Digit)> = cells
                    .iter()
                    .flat_map(|&c| self.candidates[c].difference(digits).iter().map(move |x| (c, x)))
                    .collect();
                if elims.is_empty() {
                    return None;
                }
                Some(found(
                    technique,
                    Vec::new(),
                    elims,
                    cells,
                    vec![h],
                    Detail::HiddenSubset { digits, house: h },
                ))
            });
            if hit.is_some() {
                return hit;
            }
        }
        None
    }

    fn fish(&self, t: &Tables, pos: &Positions, n: usize, technique: Technique) -> Option<Found> {
        let houses = self.grid.geometry().houses();
        for ff in &t.fish {
            for dd in Digit::all() {
                let d = dd.index();
                for rows_are_base in [true, false] {
                    let (base, cover) = if rows_are_base {
                        (&ff.rows, &ff.cols)
                    } else {
                        (&ff.cols, &ff.rows)
                    };
                    let mut list = [0usize; 9];
                    let mut len = 0;
                    for (i, &h) in base.iter().enumerate() {
                        if (2..=n).contains(&(pos[h][d].count_ones() as usize)) {
                            list[len] = i;
                            len += 1;
                        }
                    }
                    let hit = for_each_combo(len, n, |idx| {
                        let cover_mask = idx.iter().fold(0u16, |u, &i| u | pos[base[list[i]]][d]);
                        if cover_mask.count_ones() as usize != n {
                            return None;
                        }
                        let base_mask = idx.iter().fold(0u16, |u, &i| u | 1 << list[i]);
                        let mut elims = Vec::new();
                        for j in (0..9).filter(|j| cover_mask >> j & 1 != 0) {
                            let gone = pos[cover[j]][d] & !base_mask;
                            for i in (0..9).filter(|i| gone >> i & 1 != 0) {
                                elims.push((houses[cover[j]].cells[i], dd));
                            }
                        }
                        if elims.is_empty() {
                            return None;
                        }
                        let mut cells = Vec::new();
                        for &i in idx {
                            let h = base[list[i]];
                            let m = pos[h][d];
                            cells.extend((0..9).filter(|k| m >> k & 1 != 0).map(|k| houses[h].cells[k]));
                        }
                        let mut used: Vec<usize> = idx.iter().map(|&i| base[list[i]]).collect();
                        used.extend((0..9).filter(|j| cover_mask >> j & 1 != 0).map(|j| cover[j]));
                        Some(found(
                            technique,
                            Vec::new(),
                            elims,
                            cells,
                            used,
                            Detail::Fish {
                                digit: dd,
                                face: ff.face,
                                rows_are_base,
                                base: base_mask,
                                cover: cover_mask,
                            },
                        ))
                    });
                    if hit.is_some() {
                        return hit;
                    }
                }
            }
        }
        None
    }

    fn xy_wing(&self, t: &Tables) -> Option<Found> {
        let g = self.grid.geometry();
        let cands = &self.candidates;
        let mut holders: [Bits; 9] = [[0; 4]; 9];
        for (c, set) in cands.iter().enumerate() {
            for d in set.iter() {
                bits_insert(&mut holders[d.index()], c);
            }
        }
        for pivot in 0..cands.len() {
            let ab = cands[pivot];
            if ab.len() != 2 {
                continue;
            }
            for &x in g.peers(pivot) {
                let ac = cands[x];
                if ac.len() != 2 || ac.intersection(ab).len() != 1 {
                    continue;
                }
                let want = Candidates::from_bits(ab.bits() ^ ac.bits());
                let Some(c) = ac.difference(ab).single() else {
                    continue;
                };
                for &y in g.peers(pivot) {
                    if cands[y] != want {
                        continue;
                    }
                    let common = bits_and(&bits_and(&t.peers[x], &t.peers[y]), &holders[c.index()]);
                    if common == [0; 4] {
                        continue;
                    }
                    let elims = bits_iter(common).map(|p| (p, c)).collect();
                    let link =
                        |a: usize, b: usize| t.cell_houses[a].iter().copied().find(|h| t.cell_houses[b].contains(h));
                    let houses = [link(pivot, x), link(pivot, y)].into_iter().flatten().collect();
                    return Some(found(
                        Technique::XYWing,
                        Vec::new(),
                        elims,
                        vec![pivot, x, y],
                        houses,
                        Detail::XYWing { pivot, x, y, c },
                    ));
                }
            }
        }
        None
    }

    // -----------------------------------------------------------------------------------------
    // Explanations.

    fn explain(&self, f: &Found) -> String {
        let g = self.grid.geometry();
        let step = &f.step;
        let on = |face: Option<Face>| move |c: usize| cell_name_on(g, c, face);
        let face_of = |h: usize| Some(g.houses()[h].face);
        match &f.detail {
            Detail::NakedSingle => {
                let (c, d) = step.placements[0];
                format!("{} can only be {d}.", g.cell_name(c))
            }
            Detail::HiddenSingle { house } => {
                let (c, d) = step.placements[0];
                format!(
                    "In {}, {d} fits only in {}.",
                    g.house_name(*house),
                    cell_name_on(g, c, face_of(*house))
                )
            }
            Detail::Locked { digit, from, to } => {
                let cells: Vec<usize> = step.eliminations.iter().map(|&(c, _)| c).collect();
                format!(
                    "In {}, {digit} lies only in {}, so it cannot go elsewhere in {}: removed from {}.",
                    g.house_name(*from),
                    g.house_name(*to),
                    g.house_name(*to),
                    list(cells.iter().map(|&c| on(face_of(*to))(c)), ", ")
                )
            }
            Detail::NakedSubset { digits, house, houses } => {
                let name = on(face_of(*house));
                let names: Vec<String> = houses.iter().map(|&h| g.house_name(h)).collect();
                let cells: Vec<usize> = dedup_cells(&step.eliminations);
                format!(
                    "{} hold only {} between them, so {} leave the rest of {}: removed from {}.",
                    and_list(step.cells.iter().map(|&c| name(c))),
                    and_list(digits.iter()),
                    and_list(digits.iter()),
                    and_list(names.into_iter()),
                    list(cells.iter().map(|&c| name(c)), ", ")
                )
            }
            Detail::HiddenSubset { digits, house } => {
                let name = on(face_of(*house));
                let mut losses = String::new();
                for (i, c) in dedup_cells(&step.eliminations).into_iter().enumerate() {
                    let lost = step.eliminations.iter().filter(|e| e.0 == c).map(|e| e.1);
                    if i > 0 {
                        losses.push_str(", ");
                    }
                    let _ = write!(losses, "{} loses {}", name(c), and_list(lost));
                }
                format!(
                    "In {}, {} fit only in {}, so those cells hold nothing else: {losses}.",
                    g.house_name(*house),
                    and_list(digits.iter()),
                    and_list(step.cells.iter().map(|&c| name(c))),
                )
            }
            Detail::Fish {
                digit,
                face,
                rows_are_base,
                base,
                cover,
            } => {
                let (base_kind, cover_kind) = if *rows_are_base {
                    ("rows", "columns")
                } else {
                    ("columns", "rows")
                };
                let of_face = if g.shape() == Shape::Cube {
                    format!(" of {}", face.name())
                } else {
                    String::new()
                };
                let indexes = |m: u16| and_list((0..9).filter(move |i| m >> i & 1 != 0).map(|i| i + 1));
                let name = on(Some(*face));
                format!(
                    "{} on {digit} in {base_kind} {}{of_face}, {cover_kind} {}: {digit} removed from {}.",
                    step.technique.title(),
                    indexes(*base),
                    indexes(*cover),
                    list(step.eliminations.iter().map(|&(c, _)| name(c)), ", ")
                )
            }
            Detail::XYWing { pivot, x, y, c } => {
                let cands = &self.candidates;
                let a = cands[*x].intersection(cands[*pivot]);
                let b = cands[*y].intersection(cands[*pivot]);
                let name = |cell: usize| g.cell_name(cell);
                let gone: Vec<String> = step.eliminations.iter().map(|&(p, _)| name(p)).collect();
                let see = if gone.len() == 1 { "sees" } else { "see" };
                format!(
                    "{} is {}; if {}, {} ({}) is {c}; if {}, {} ({}) is {c}; \
                     so {c} is removed from {}, which {see} both.",
                    name(*pivot),
                    and_or(cands[*pivot]),
                    and_list(a.iter()),
                    name(*x),
                    and_or(cands[*x]),
                    and_list(b.iter()),
                    name(*y),
                    and_or(cands[*y]),
                    list(gone.into_iter(), ", ")
                )
            }
        }
    }
}

/// The cell's name as seen on `face` when it lies there ("Front r1c3" for the cell that is also
/// Top r9c3), else its usual name.
fn cell_name_on(g: &Geometry, cell: usize, face: Option<Face>) -> String {
    if g.shape() == Shape::Cube {
        if let Some(p) = face.and_then(|f| g.positions(cell).iter().find(|p| p.face == f)) {
            return format!("{} r{}c{}", p.face.name(), p.row + 1, p.col + 1);
        }
    }
    g.cell_name(cell)
}

fn dedup_cells(eliminations: &[(usize, Digit)]) -> Vec<usize> {
    let mut cells: Vec<usize> = Vec::new();
    for &(c, _) in eliminations {
        if !cells.contains(&c) {
            cells.push(c);
        }
    }
    cells
}

fn list<T: std::fmt::Display>(items: impl Iterator<Item = T>, sep: &str) -> String {
    let mut out = String::new();
    for (i, item) in items.enumerate() {
        if i > 0 {
            out.push_str(sep);
        }
        let _ = write!(out, "{item}");
    }
    out
}

/// "a", "a and b", "a, b and c".
fn and_list<T: std::fmt::Display>(items: impl Iterator<Item = T>) -> String {
    let items: Vec<String> = items.map(|i| i.to_string()).collect();
    match items.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
    }
}

/// "4 or 7".
fn and_or(set: Candidates) -> String {
    let items: Vec<String> = set.iter().map(|d| d.to_string()).collect();
    match items.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
    }
}

/// Grades a puzzle with every technique.
pub fn grade(puzzle: &Grid) -> Grade {
    grade_up_to(puzzle, Technique::XYWing)
}

/// Grades a puzzle using no technique harder than `max`; stops (unsolved) when stuck.
pub fn grade_up_to(puzzle: &Grid, max: Technique) -> Grade {
    let mut solver = LogicalSolver::new(puzzle);
    let mut out = Grade {
        hardest: None,
        score: 0,
        solved: false,
        steps: 0,
    };
    while let Some(found) = solver.find(max) {
        let step = &found.step;
        out.hardest = out.hardest.max(Some(step.technique));
        out.score += step.technique.weight();
        out.steps += 1;
        solver.apply(step);
    }
    out.solved = solver.grid().is_complete() && solver.grid().conflicts().is_empty();
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::solver::solve_unique;

    const EXAMPLE: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    /// A solver on an empty board of `shape` whose candidates are then narrowed by `edit`.
    fn narrowed(shape: Shape, edit: impl FnOnce(&mut [Candidates])) -> LogicalSolver {
        let mut solver = LogicalSolver::new(&Grid::empty(shape));
        edit(&mut solver.candidates);
        solver
    }

    fn d(v: u8) -> Digit {
        Digit::new(v).unwrap()
    }

    fn set(digits: &[u8]) -> Candidates {
        digits.iter().map(|&v| d(v)).collect()
    }

    fn rc(r: usize, c: usize) -> usize {
        (r - 1) * 9 + c - 1
    }

    #[test]
    fn singles_explain_themselves() {
        let grid = Grid::from_line(EXAMPLE).unwrap();
        let solver = LogicalSolver::new(&grid);
        let step = solver.next_step().unwrap();
        assert_eq!(step.technique, Technique::NakedSingle);
        assert_eq!(step.explanation, "r5c5 can only be 5.");
        assert_eq!(step.houses.len(), 3);
        let hidden = narrowed(Shape::Classic, |cands| {
            for c in [
                rc(4, 4),
                rc(4, 6),
                rc(5, 4),
                rc(5, 6),
                rc(6, 4),
                rc(6, 5),
                rc(6, 6),
                rc(5, 5),
            ] {
                cands[c].remove(d(7));
            }
        });
        let step = hidden.next_step().unwrap();
        assert_eq!(step.technique, Technique::HiddenSingle);
        assert_eq!(step.placements, vec![(rc(4, 5), d(7))]);
        assert_eq!(step.explanation, "In box 5, 7 fits only in r4c5.");
    }

    #[test]
    fn pointing_removes_from_the_line() {
        let solver = narrowed(Shape::Classic, |cands| {
            for c in [rc(1, 6), rc(2, 4), rc(2, 5), rc(2, 6), rc(3, 4), rc(3, 5), rc(3, 6)] {
                cands[c].remove(d(6));
            }
        });
        let step = solver.next_step().unwrap();
        assert_eq!(step.technique, Technique::LockedCandidates);
        assert_eq!(
            step.explanation,
            "In box 2, 6 lies only in row 1, so it cannot go elsewhere in row 1: \
             removed from r1c1, r1c2, r1c3, r1c7, r1c8, r1c9."
        );
        assert_eq!(step.cells, vec![rc(1, 4), rc(1, 5)]);
        let premises = solver.premises(&step);
        assert_eq!(premises.len(), 6);
        assert!(premises.iter().all(|&(_, x)| x == d(6)));
    }

    #[test]
    fn claiming_removes_from_the_box() {
        let solver = narrowed(Shape::Classic, |cands| {
            for c in 3..9 {
                cands[rc(1, c + 1)].remove(d(6));
            }
        });
        let step = solver.next_step().unwrap();
        assert_eq!(step.technique, Technique::LockedCandidates);
        assert_eq!(
            step.explanation,
            "In row 1, 6 lies only in box 1, so it cannot go elsewhere in box 1: \
             removed from r2c1, r2c2, r2c3, r3c1, r3c2, r3c3."
        );
    }

    #[test]
    fn locked_candidates_cross_a_cube_edge() {
        // Top box 9 keeps 5 only in its right column, which is also row 1 of Right (box 1).
        let g = Shape::Cube.geometry();
        let keep: Vec<usize> = (6..9).map(|r| g.cell_at(Face::Top, r, 8)).collect();
        let solver = narrowed(Shape::Cube, |cands| {
            for r in 6..9 {
                for c in 6..9 {
                    let cell = g.cell_at(Face::Top, r, c);
                    if !keep.contains(&cell) {
                        cands[cell].remove(d(5));
                    }
                }
            }
        });
        let step = solver.next_step().unwrap();
        assert_eq!(step.technique, Technique::LockedCandidates);
        let right_box_rest: Vec<usize> = (1..3)
            .flat_map(|r| (0..3).map(move |c| g.cell_at(Face::Right, r, c)))
            .collect();
        let gone: Vec<usize> = step.eliminations.iter().map(|&(c, _)| c).collect();
        assert_eq!(gone, right_box_rest);
        assert_eq!(
            step.explanation,
            "In box 9 of Top, 5 lies only in box 1 of Right, so it cannot go elsewhere in box 1 \
             of Right: removed from Right r2c1, Right r2c2, Right r2c3, Right r3c1, Right r3c2, \
             Right r3c3."
        );
    }

    #[test]
    fn naked_pair_and_hidden_pair() {
        let solver = narrowed(Shape::Classic, |cands| {
            cands[rc(1, 2)] = set(&[3, 8]);
            cands[rc(1, 5)] = set(&[3, 8]);
        });
        let step = solver.next_step().unwrap();
        assert_eq!(step.technique, Technique::NakedPair);
        assert_eq!(
            step.explanation,
            "r1c2 and r1c5 hold only 3 and 8 between them, so 3 and 8 leave the rest of row 1: \
             removed from r1c1, r1c3, r1c4, r1c6, r1c7, r1c8, r1c9."
        );
        assert_eq!(step.eliminations.len(), 14);

        let solver = narrowed(Shape::Classic, |cands| {
            for c in [1, 2, 3, 5, 6, 7, 9] {
                cands[rc(3, c)] = cands[rc(3, c)].difference(set(&[2, 7]));
            }
        });
        let step = solver.next_step().unwrap();
        assert_eq!(step.technique, Technique::HiddenPair);
        assert_eq!(
            step.explanation,
            "In row 3, 2 and 7 fit only in r3c4 and r3c8, so those cells hold nothing else: \
             r3c4 loses 1, 3, 4, 5, 6, 8 and 9, r3c8 loses 1, 3, 4, 5, 6, 8 and 9."
        );
    }

    #[test]
    fn naked_pair_in_a_row_and_box_clears_both() {
        let solver = narrowed(Shape::Classic, |cands| {
            cands[rc(1, 1)] = set(&[3, 8]);
            cands[rc(1, 2)] = set(&[3, 8]);
        });
        let step = solver.next_step().unwrap();
        assert_eq!(step.technique, Technique::NakedPair);
        assert!(
            step.explanation.contains("leave the rest of box 1 and row 1"),
            "{}",
            step.explanation
        );
        // 7 cells of box 1 ... r1c3 counted once; 6 more in row 1: (6 + 7) cells x 2 digits.
        assert_eq!(step.eliminations.len(), 26);
    }

    #[test]
    fn x_wing_and_xy_wing() {
        let solver = narrowed(Shape::Classic, |cands| {
            for c in [1, 2, 4, 5, 6, 7, 9] {
                cands[rc(2, c)].remove(d(4));
                cands[rc(7, c)].remove(d(4));
            }
        });
        let step = solver.next_step().unwrap();
        assert_eq!(step.technique, Technique::XWing);
        assert_eq!(
            step.explanation,
            "X-Wing on 4 in rows 2 and 7, columns 3 and 8: 4 removed from r1c3, r3c3, r4c3, r5c3, \
             r6c3, r8c3, r9c3, r1c8, r3c8, r4c8, r5c8, r6c8, r8c8, r9c8."
        );
        assert_eq!(step.cells.len(), 4);

        let solver = narrowed(Shape::Classic, |cands| {
            cands[rc(1, 1)] = set(&[4, 7]);
            cands[rc(1, 5)] = set(&[4, 9]);
            cands[rc(3, 2)] = set(&[7, 9]);
        });
        let step = solver.next_step().unwrap();
        assert_eq!(step.technique, Technique::XYWing);
        assert_eq!(step.cells, vec![rc(1, 1), rc(1, 5), rc(3, 2)]);
        assert_eq!(
            step.explanation,
            "r1c1 is 4 or 7; if 4, r1c5 (4 or 9) is 9; if 7, r3c2 (7 or 9) is 9; so 9 is removed \
             from r1c2, r1c3, r3c4, r3c5, r3c6, which see both."
        );
    }

    #[test]
    fn swordfish_on_columns() {
        let solver = narrowed(Shape::Classic, |cands| {
            // 2 in columns 1, 5 and 9 only in rows 1, 4 and 8, two places each.
            for (col, rows) in [(1, [1, 4]), (5, [4, 8]), (9, [1, 8])] {
                for r in 1..=9 {
                    if !rows.contains(&r) {
                        cands[rc(r, col)].remove(d(2));
                    }
                }
            }
        });
        let step = solver.next_step().unwrap();
        assert_eq!(step.technique, Technique::Swordfish);
        assert!(step
            .explanation
            .starts_with("Swordfish on 2 in columns 1, 5 and 9, rows 1, 4 and 8: 2 removed from r1c2,"));
        assert_eq!(step.eliminations.len(), 18);
        assert_eq!(step.houses.len(), 6);
    }

    #[test]
    fn the_easy_example_is_singles_only() {
        let grid = Grid::from_line(EXAMPLE).unwrap();
        let g = grade(&grid);
        assert!(g.solved);
        assert!(g.hardest <= Some(Technique::HiddenSingle));
        assert_eq!(g.steps, grid.empty_count());
        assert_eq!(grade_up_to(&grid, Technique::NakedSingle), g);
    }

    #[test]
    fn every_step_agrees_with_the_solution() {
        // A puzzle that needs more than singles.
        let grid = Grid::from_line("4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........")
            .unwrap();
        let solution = solve_unique(&grid).unwrap();
        let mut solver = LogicalSolver::new(&grid);
        let mut used = Vec::new();
        while let Some(step) = solver.next_step() {
            assert!(!step.placements.is_empty() || !step.eliminations.is_empty());
            for &(c, x) in &step.placements {
                assert_eq!(solution.get(c), Some(x), "{}", step.explanation);
            }
            for &(c, x) in &step.eliminations {
                assert_ne!(solution.get(c), Some(x), "{}", step.explanation);
                assert!(solver.candidates()[c].contains(x));
            }
            used.push(step.technique);
            solver.apply(&step);
        }
        assert!(used.contains(&Technique::LockedCandidates));
        assert_eq!(grade(&grid).steps, used.len());
    }

    #[test]
    fn a_complete_grid_has_no_step() {
        let solution = solve_unique(&Grid::from_line(EXAMPLE).unwrap()).unwrap();
        assert!(LogicalSolver::new(&solution).next_step().is_none());
        let g = grade(&solution);
        assert_eq!((g.hardest, g.solved, g.steps), (None, true, 0));
    }

    #[test]
    fn combinations_are_all_visited() {
        let mut seen = Vec::new();
        let none: Option<()> = for_each_combo(5, 3, |idx| {
            seen.push(idx.to_vec());
            None
        });
        assert!(none.is_none());
        assert_eq!(seen.len(), 10);
        assert_eq!(seen[0], vec![0, 1, 2]);
        assert_eq!(seen[9], vec![2, 3, 4]);
        assert!(for_each_combo(2, 3, |_| Some(())).is_none());
    }
}
