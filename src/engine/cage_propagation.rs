//! The solver's cage propagation on a killer board: every cage, and every group of cells that
//! the rule of 45 gives a sum (the cells of a row, column or box outside the cages lying wholly
//! inside it), keeps in each open cell exactly the digits some filling of the whole group uses
//! (distinct digits, fitting every cell's candidates, adding up to the sum). A digit every
//! filling needs whose cells all lie in one house leaves the rest of that house.
//!
//! The fillings are found by a walk over sets of digits (at most 512), cell by cell, forward
//! then back: cheap enough to run at every node of the search, on the groups whose cells
//! changed since their last visit only.

use super::geometry::Geometry;

/// The most cells a cage may have: no digit twice, so nine.
pub const MAX_CAGE: usize = 9;

/// A group of cells with distinct digits and a known sum.
struct Group {
    cells: [u8; MAX_CAGE],
    len: u8,
    sum: u8,
}

impl Group {
    fn cells(&self) -> &[u8] {
        &self.cells[..self.len as usize]
    }
}

/// The sum of the digits of each 9-bit set (bit 0 = digit 1).
const fn digit_sums() -> [u8; 512] {
    let mut sums = [0u8; 512];
    let mut mask = 0;
    while mask < 512 {
        let mut d = 0;
        while d < 9 {
            if mask & (1 << d) != 0 {
                sums[mask] += d as u8 + 1;
            }
            d += 1;
        }
        mask += 1;
    }
    sums
}

const DIGIT_SUMS: [u8; 512] = digit_sums();

/// A set of 512 bits: which sets of digits a walk reached.
#[derive(Default)]
struct MaskSet([u64; 8]);

impl MaskSet {
    fn insert(&mut self, mask: u16) -> bool {
        let (word, bit) = ((mask >> 6) as usize, 1u64 << (mask & 63));
        let fresh = self.0[word] & bit == 0;
        self.0[word] |= bit;
        fresh
    }

    fn contains(&self, mask: u16) -> bool {
        self.0[(mask >> 6) as usize] & (1u64 << (mask & 63)) != 0
    }
}

/// The groups of one killer layout, and which groups each cell belongs to.
pub(super) struct CagePropagation {
    groups: Vec<Group>,
    /// Per cell, the groups holding it (bit per group).
    member_of: Vec<u128>,
    /// Per cell, its cage's number of cells (ties of the branching choice go to small cages).
    cage_len: Vec<u8>,
    /// Per cell, its row, column and box (house indices of the geometry).
    houses_of: Vec<[u8; 3]>,
    /// The cells of each house of the geometry.
    house_cells: Vec<Vec<u8>>,
}

/// What a propagation pass did.
pub(super) enum Outcome {
    /// A group cannot be filled: no solution below this node.
    Contradiction,
    /// Candidates went (the masks are already changed).
    Changed,
    /// Nothing to do.
    Unchanged,
}

impl CagePropagation {
    /// The groups of the cages on `geometry` (a 9x9 board whose houses are the 27 rows,
    /// columns and boxes): `cages` holds each cage's cells, `sums` its sum. None on any other
    /// board.
    pub(super) fn new(cages: &[&[usize]], sums: &[u8], geometry: &Geometry) -> Option<CagePropagation> {
        if geometry.cell_count() != 81 || geometry.houses().len() != 27 {
            return None;
        }
        let mut cage_of = [0usize; 81];
        for (i, cage) in cages.iter().enumerate() {
            for &c in cage.iter() {
                cage_of[c] = i;
            }
        }
        let mut groups: Vec<Group> = Vec::new();
        let mut push = |cells: &[usize], sum: usize| {
            let mut group = Group {
                cells: [0; MAX_CAGE],
                len: cells.len() as u8,
                sum: sum as u8,
            };
            for (slot, &c) in group.cells.iter_mut().zip(cells) {
                *slot = c as u8;
            }
            groups.push(group);
        };
        for (cage, &sum) in cages.iter().zip(sums) {
            push(cage, sum as usize);
        }
        // The rule of 45: a house's cells outside the cages wholly inside it add up to 45
        // less those cages' sums.
        let house_cells: Vec<Vec<u8>> = geometry
            .houses()
            .iter()
            .map(|h| h.cells.iter().map(|&c| c as u8).collect())
            .collect();
        for house in &house_cells {
            let inside = |cage: usize| cages[cage].iter().all(|c| house.contains(&(*c as u8)));
            let mut rest: Vec<usize> = Vec::new();
            let mut inner_sum = 0;
            let mut counted: Vec<usize> = Vec::new();
            for &c in house {
                let cage = cage_of[c as usize];
                if inside(cage) {
                    if !counted.contains(&cage) {
                        counted.push(cage);
                        inner_sum += sums[cage] as usize;
                    }
                } else {
                    rest.push(c as usize);
                }
            }
            // Nothing inside says nothing new (the house is all nine digits); nothing outside
            // is the cages themselves.
            if !counted.is_empty() && !rest.is_empty() && inner_sum <= 45 {
                push(&rest, 45 - inner_sum);
            }
        }
        let mut member_of = vec![0u128; 81];
        for (i, group) in groups.iter().enumerate().take(128) {
            for &c in group.cells() {
                member_of[c as usize] |= 1 << i;
            }
        }
        groups.truncate(128);
        let cage_len = (0..81).map(|c| cages[cage_of[c]].len() as u8).collect();
        let mut houses_of = vec![[0u8; 3]; 81];
        let mut filled = [0usize; 81];
        for (h, cells) in house_cells.iter().enumerate() {
            for &c in cells {
                let slot = &mut filled[c as usize];
                if *slot < 3 {
                    houses_of[c as usize][*slot] = h as u8;
                    *slot += 1;
                }
            }
        }
        Some(CagePropagation {
            groups,
            member_of,
            cage_len,
            houses_of,
            house_cells,
        })
    }

    /// Every group, as the dirty set of a fresh search.
    pub(super) fn all(&self) -> u128 {
        if self.groups.len() >= 128 {
            u128::MAX
        } else {
            (1u128 << self.groups.len()) - 1
        }
    }

    /// Per cell, the groups holding it (bit per group): those to visit again when its
    /// candidates change.
    pub(super) fn members(&self) -> &[u128] {
        &self.member_of
    }

    /// The number of cells of `cell`'s cage.
    pub(super) fn cage_len(&self, cell: usize) -> u8 {
        self.cage_len[cell]
    }

    /// Visits the groups of `dirty` (clearing it) until none is left: each keeps only the
    /// digits its fillings use. `value` is the digit per cell (0 = empty), `cand` the
    /// candidates of the empty cells. Cells left one candidate are not placed here: the caller
    /// places them (and marks their groups dirty again).
    pub(super) fn propagate(&self, value: &[u8], cand: &mut [u16], dirty: &mut u128) -> Outcome {
        let mut changed = false;
        while *dirty != 0 {
            let i = dirty.trailing_zeros() as usize;
            *dirty &= *dirty - 1;
            match self.visit(i, value, cand, dirty) {
                None => return Outcome::Contradiction,
                Some(true) => changed = true,
                Some(false) => {}
            }
        }
        if changed {
            Outcome::Changed
        } else {
            Outcome::Unchanged
        }
    }

    /// One group: its open cells keep the digits of its fillings; a digit every filling uses,
    /// whose cells share a house, leaves that house's other cells. None when no filling is
    /// left, else whether any candidate went.
    fn visit(&self, i: usize, value: &[u8], cand: &mut [u16], dirty: &mut u128) -> Option<bool> {
        let group = &self.groups[i];
        let mut placed = 0u16;
        let mut placed_sum = 0u8;
        let mut open = [0usize; MAX_CAGE];
        let mut k = 0;
        for &c in group.cells() {
            let c = c as usize;
            match value[c] {
                0 => {
                    open[k] = c;
                    k += 1;
                }
                v => {
                    let bit = 1 << (v - 1);
                    if placed & bit != 0 {
                        return None; // a digit twice in the group
                    }
                    placed |= bit;
                    placed_sum += v;
                }
            }
        }
        let left = group.sum.checked_sub(placed_sum)?;
        if k == 0 {
            return (left == 0).then_some(false);
        }
        let free = 0x1ff & !placed;
        // Cells with few candidates first: the walk's layers stay narrow.
        let open = &mut open[..k];
        open.sort_unstable_by_key(|&c| (cand[c] & free).count_ones());
        let open = &*open;
        // Forward: the sets of digits the first j open cells can take, layer by layer (a
        // set's layer is its size, so one bit set holds them all). Sets whose sum can no
        // longer reach `left` with the cells still to fill are dropped.
        let mut layers = [0u16; 512];
        let mut bounds = [0usize; MAX_CAGE + 2];
        let mut reached = MaskSet::default();
        let mut count = 1;
        bounds[1] = 1;
        for (j, &c) in open.iter().enumerate() {
            let digits = cand[c] & free;
            let still = (k - j - 1) as u8;
            let (low, high) = (still * (still + 1) / 2, (10 - still..=9).sum::<u8>());
            for at in bounds[j]..bounds[j + 1] {
                let set = layers[at];
                let mut options = digits & !set;
                while options != 0 {
                    let bit = options & options.wrapping_neg();
                    options &= options - 1;
                    let next = set | bit;
                    let sum = DIGIT_SUMS[next as usize];
                    if sum + low <= left && sum + high >= left && reached.insert(next) {
                        layers[count] = next;
                        count += 1;
                    }
                }
            }
            bounds[j + 2] = count;
        }
        // Back: the full sets with the sum, then the sets that lead to one, noting for each
        // cell the digits on such a path.
        let mut good = MaskSet::default();
        let mut required = 0x1ffu16;
        let mut any = false;
        for &set in &layers[bounds[k]..bounds[k + 1]] {
            if DIGIT_SUMS[set as usize] == left {
                good.insert(set);
                required &= set;
                any = true;
            }
        }
        if !any {
            return None; // no full set with the sum
        }
        let mut support = [0u16; MAX_CAGE];
        for j in (0..k).rev() {
            let digits = cand[open[j]] & free;
            for &set in &layers[bounds[j]..bounds[j + 1]] {
                let mut options = digits & !set;
                let mut leads = false;
                while options != 0 {
                    let bit = options & options.wrapping_neg();
                    options &= options - 1;
                    if good.contains(set | bit) {
                        support[j] |= bit;
                        leads = true;
                    }
                }
                if leads {
                    good.insert(set);
                }
            }
        }
        let mut changed = false;
        for (j, &c) in open.iter().enumerate() {
            let kept = cand[c] & support[j];
            if kept == 0 {
                return None;
            }
            if kept != cand[c] {
                cand[c] = kept;
                *dirty |= self.member_of[c] & !(1u128 << i);
                changed = true;
            }
        }
        // A digit every filling uses, on cells of one house: not elsewhere in that house.
        let mut needed = required & !placed;
        while needed != 0 {
            let bit = needed & needed.wrapping_neg();
            needed &= needed - 1;
            let mut shared = [true; 3];
            let mut first: Option<[u8; 3]> = None;
            for (j, &c) in open.iter().enumerate() {
                if support[j] & bit == 0 {
                    continue;
                }
                let houses = self.houses_of[c];
                match first {
                    None => first = Some(houses),
                    Some(f) => {
                        for (s, (a, b)) in shared.iter_mut().zip(f.iter().zip(houses.iter())) {
                            *s &= a == b;
                        }
                    }
                }
            }
            let Some(houses) = first else {
                return None; // needed, yet no cell can take it
            };
            for (h, _) in houses.iter().zip(shared).filter(|(_, s)| *s) {
                for &other in &self.house_cells[*h as usize] {
                    let other = other as usize;
                    if value[other] != 0 || cand[other] & bit == 0 || group.cells().contains(&(other as u8)) {
                        continue;
                    }
                    cand[other] &= !bit;
                    if cand[other] == 0 {
                        return None;
                    }
                    *dirty |= self.member_of[other];
                    changed = true;
                }
            }
        }
        Some(changed)
    }
}
