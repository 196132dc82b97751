//! The solver and solution counter over any [`Geometry`]: bitmask candidates, propagation of
//! naked and hidden singles, and branching on the cell with the fewest candidates.

use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{RngCore, SeedableRng};

use super::cage_propagation::{CagePropagation, Outcome};
use super::geometry::Geometry;
use super::grid::{Conflict, Grid};
use super::killer::CageSet;
use super::shape::Shape;
use super::types::{Candidates, Digit};

/// The most cells any board has (the Samurai board's 369; Giant's 16x16 has 256, the cube
/// 217). The search's state is sized for the board's cells in steps (81, 217, 256, this), see
/// [`search_cells`].
const MAX_CELLS: usize = 369;

/// Branch points the first search may visit before the search restarts in another order: the
/// unit of the restarts' budgets.
const RESTART_BUDGET: u64 = 1_000;

/// The `i`-th term (from 1) of the Luby sequence 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, ...
fn luby(i: u64) -> u64 {
    let mut i = i.max(1);
    loop {
        let mut k = 1u32;
        while k < 63 && (1u64 << k) - 1 < i {
            k += 1;
        }
        if i == (1u64 << k) - 1 || k == 63 {
            return 1u64 << (k - 1);
        }
        i -= (1u64 << (k - 1)) - 1;
    }
}

/// The restarts' digit orders: fixed, so that every run answers alike.
const RESTART_SEED: u64 = 0x5eed;

/// How many solutions a puzzle has, with one (or two) of them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Solutions {
    /// No solution.
    None,
    /// Exactly one solution.
    Unique(Grid),
    /// Two or more: two different solutions as witnesses.
    Multiple(Grid, Grid),
}

/// Why a puzzle could not be solved.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SolveError {
    /// The givens break a rule: two cells of one house hold the same digit.
    #[error("the givens contradict each other: {}", describe_conflicts(.0))]
    Contradiction(Vec<Conflict>),
    /// The puzzle has no solution.
    #[error("the puzzle has no solution")]
    NoSolution,
    /// The puzzle has more than one solution.
    #[error("the puzzle has more than one solution")]
    Multiple,
}

fn describe_conflicts(conflicts: &[Conflict]) -> String {
    conflicts
        .iter()
        .take(3)
        .map(|c| {
            // Each conflict names its board: the houses are numbered per shape (a diagonal is
            // house 27 of the Diagonal board, a row of the cube's Right face there).
            let g = c.shape.geometry();
            format!(
                "{} and {} both hold {} in {}",
                g.cell_name(c.first),
                g.cell_name(c.second),
                c.digit,
                g.house_name(c.house)
            )
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// The search state: candidates and values per cell.
#[derive(Clone)]
struct State<const N: usize> {
    cand: [u16; N],
    value: [u8; N],
    unsolved: usize,
    /// The cage groups (killer only) whose cells changed since the cage step last saw them.
    dirty: u128,
}

struct Search<'a, 'r, const N: usize> {
    geometry: &'a Geometry,
    /// Every digit of the board as a bitmask: what each house must hold.
    full: u16,
    /// A killer board's cages, whose sums the cage step enforces (built once per layout).
    cages: Option<&'a CagePropagation>,
    /// Per cell, the cage groups to visit again when its candidates change (empty without
    /// cages).
    members: &'a [u128],
    limit: usize,
    found: usize,
    first: Option<[u8; N]>,
    second: Option<[u8; N]>,
    rng: Option<&'r mut dyn RngCore>,
    /// The digit orders of the restarts (see [`search_with_cages`]).
    restart_rng: Option<StdRng>,
    queue: Vec<(usize, u16)>,
    /// Branch points the search may still visit; at zero it stops where it is (a jigsaw
    /// layout without any full grid can take the unbounded search hours to refute).
    budget: u64,
    /// Branch points visited: every [`TIME_CHECK`]th asks the running time budget.
    nodes: u64,
    /// The time budget running on this thread ran out (or its flag was set): the search
    /// stopped, and its count is not to be trusted (the caller's `Budget::run` says so).
    stopped: bool,
    /// Whether the board is a jigsaw or a killer: only those take locked candidates at every
    /// node, branching on a house's digit and restarts. The cube's 81 houses made each node
    /// far costlier with them, and its generator's counts (thousands a puzzle) minutes
    /// slower; the classic and diagonal boards never needed them.
    irregular: bool,
}

/// The time budget's check (`logic::budget::exhausted`), handed in by the budget the first
/// time one runs: the budget lives with the techniques, which use this solver, so the solver
/// may not name it (no circle of imports between the folders). Until a budget has run,
/// nothing is ever out of time.
static STOP_CHECK: std::sync::OnceLock<fn() -> bool> = std::sync::OnceLock::new();

/// Hands the solver the budget's check (see [`STOP_CHECK`]).
pub fn set_stop_check(check: fn() -> bool) {
    let _ = STOP_CHECK.set(check);
}

fn out_of_time() -> bool {
    STOP_CHECK.get().is_some_and(|check| check())
}

/// How often (in branch points) the search asks the time budget: asking reads the clock, and
/// a branch point costs about a microsecond.
const TIME_CHECK: u64 = 64;

impl<const N: usize> Search<'_, '_, N> {
    /// Places the digit `bit` in `cell` and propagates naked singles. False on contradiction.
    fn assign(&mut self, s: &mut State<N>, cell: usize, bit: u16) -> bool {
        self.queue.clear();
        self.queue.push((cell, bit));
        while let Some((c, b)) = self.queue.pop() {
            if s.value[c] != 0 {
                if s.value[c] as u32 != b.trailing_zeros() + 1 {
                    return false;
                }
                continue;
            }
            if s.cand[c] & b == 0 {
                return false;
            }
            s.value[c] = b.trailing_zeros() as u8 + 1;
            s.cand[c] = 0;
            s.unsolved -= 1;
            if let Some(&groups) = self.members.get(c) {
                s.dirty |= groups;
            }
            for &p in self.geometry.peers(c) {
                let m = s.cand[p];
                if m & b != 0 {
                    let m = m & !b;
                    s.cand[p] = m;
                    if let Some(&groups) = self.members.get(p) {
                        s.dirty |= groups;
                    }
                    if m == 0 {
                        return false;
                    }
                    if m & (m - 1) == 0 {
                        self.queue.push((p, m));
                    }
                }
            }
        }
        true
    }

    /// Hidden singles in every house. Returns None on contradiction, else whether anything moved.
    fn hidden_singles(&mut self, s: &mut State<N>) -> Option<bool> {
        let geometry = self.geometry;
        // The 9x9 boards read their houses as nine-cell arrays, whose loops the compiler
        // unrolls: through slices of unknown length the cube's counts were 10% slower.
        match geometry.house_cells_flat().as_chunks::<9>() {
            (houses, []) if geometry.size() == 9 => self.hidden_singles_in(s, houses.iter(), 0x1ff),
            _ => self.hidden_singles_in(s, geometry.houses().iter().map(|h| &h.cells), self.full),
        }
    }

    /// [`Search::hidden_singles`] over `houses`, each its cells.
    fn hidden_singles_in<'h, H: AsRef<[usize]> + 'h>(
        &mut self,
        s: &mut State<N>,
        houses: impl Iterator<Item = &'h H>,
        full: u16,
    ) -> Option<bool> {
        let mut progress = false;
        for house in houses {
            let cells = house.as_ref();
            let (mut once, mut twice, mut placed) = (0u16, 0u16, 0u16);
            for &c in cells {
                let m = s.cand[c];
                twice |= once & m;
                once |= m;
                if s.value[c] != 0 {
                    placed |= 1 << (s.value[c] - 1);
                }
            }
            if (once | placed) != full {
                return None;
            }
            let mut hidden = once & !twice & !placed;
            while hidden != 0 {
                let bit = hidden & hidden.wrapping_neg();
                hidden &= hidden - 1;
                let Some(&cell) = cells.iter().find(|&&c| s.cand[c] & bit != 0) else {
                    continue; // placed meanwhile by propagation
                };
                if !self.assign(s, cell, bit) {
                    return None;
                }
                progress = true;
            }
        }
        Some(progress)
    }

    /// Locked candidates between any two houses: when a digit's places in one house all lie
    /// in another, the other's remaining cells lose it. Jigsaw regions overlap rows and
    /// columns in many ways, and without this a nearly empty jigsaw can send the search through
    /// millions of dead branches. None on contradiction, else whether any candidate went.
    fn locked_candidates(&mut self, s: &mut State<N>) -> Option<bool> {
        let geometry = self.geometry;
        let mut progress = false;
        for (h, house) in geometry.houses().iter().enumerate() {
            let mut seen = 0u16;
            for &c in &house.cells {
                seen |= s.cand[c];
            }
            while seen != 0 {
                let bit = seen & seen.wrapping_neg();
                seen &= seen - 1;
                let mut places = house.cells.iter().copied().filter(|&c| s.cand[c] & bit != 0);
                let Some(first) = places.next() else {
                    continue;
                };
                let mut common: [usize; 8] = [usize::MAX; 8];
                let mut count = 0;
                for &other in geometry.houses_of(first) {
                    if other != h && count < common.len() {
                        common[count] = other;
                        count += 1;
                    }
                }
                for c in places {
                    let of = geometry.houses_of(c);
                    for slot in common[..count].iter_mut() {
                        if *slot != usize::MAX && !of.contains(slot) {
                            *slot = usize::MAX;
                        }
                    }
                }
                for &other in common[..count].iter().filter(|&&o| o != usize::MAX) {
                    for &c in &geometry.houses()[other].cells {
                        let m = s.cand[c];
                        if m & bit == 0 || house.cells.contains(&c) {
                            continue;
                        }
                        let m = m & !bit;
                        s.cand[c] = m;
                        progress = true;
                        if let Some(&groups) = self.members.get(c) {
                            s.dirty |= groups;
                        }
                        if m == 0 || (m & (m - 1) == 0 && !self.assign(s, c, m)) {
                            return None;
                        }
                    }
                }
            }
        }
        Some(progress)
    }

    /// The cage sums (killer only): each cage, and each group the rule of 45 gives a sum,
    /// keeps in its cells the digits of its fillings that still fit (see
    /// [`CagePropagation`]), and cells left one digit are placed, until no group changed is
    /// left. None on contradiction, else whether anything moved.
    fn cage_step(&mut self, s: &mut State<N>) -> Option<bool> {
        let n = self.geometry.cell_count();
        let mut moved = false;
        while s.dirty != 0 {
            let mut dirty = s.dirty;
            s.dirty = 0;
            let Some(cages) = self.cages else {
                return Some(false);
            };
            match cages.propagate(&s.value[..n], &mut s.cand[..n], &mut dirty) {
                Outcome::Contradiction => return None,
                Outcome::Unchanged => continue,
                Outcome::Changed => moved = true,
            }
            for c in 0..n {
                let m = s.cand[c];
                if s.value[c] == 0 && m & (m.wrapping_sub(1)) == 0 && !self.assign(s, c, m) {
                    return None;
                }
            }
        }
        Some(moved)
    }

    fn run(&mut self, mut s: State<N>) {
        if self.budget == 0 || self.stopped {
            return;
        }
        self.budget -= 1;
        self.nodes += 1;
        // The first branch point asks too: a flag set before the count began stops it at
        // once, however small its tree.
        if self.nodes % TIME_CHECK == 1 && out_of_time() {
            self.stopped = true;
            return;
        }
        loop {
            // The cage step first: it visits only the groups whose cells changed.
            if self.cage_step(&mut s).is_none() {
                return;
            }
            match self.hidden_singles(&mut s) {
                None => return,
                Some(true) => continue,
                Some(false) => {}
            }
            if s.dirty != 0 {
                continue;
            }
            if !self.irregular {
                break;
            }
            match self.locked_candidates(&mut s) {
                None => return,
                Some(true) => continue,
                Some(false) => break,
            }
        }
        if s.unsolved == 0 {
            self.found += 1;
            if self.first.is_none() {
                self.first = Some(s.value);
            } else if self.second.is_none() {
                self.second = Some(s.value);
            }
            return;
        }
        // Branch where the fewest choices are: a cell's candidates, or the places left for a
        // digit in a house when fewer (an empty jigsaw's cells all have nine candidates, while
        // its houses soon hold digits with two or three places: branching on cells there can
        // wander for seconds).
        let (cell, cell_len) = self.fewest_candidates(&s);
        let mut choices: Vec<(usize, u16)> = Vec::with_capacity(9);
        match (self.irregular && cell_len > 2)
            .then(|| self.fewest_places(&s, cell_len))
            .flatten()
        {
            Some((house, bit)) => {
                for &c in &self.geometry.houses()[house].cells {
                    if s.cand[c] & bit != 0 {
                        choices.push((c, bit));
                    }
                }
            }
            None => {
                let mut m = s.cand[cell];
                while m != 0 {
                    let bit = m & m.wrapping_neg();
                    m &= m - 1;
                    choices.push((cell, bit));
                }
            }
        }
        if let Some(rng) = self.rng.as_deref_mut() {
            choices.shuffle(rng);
        } else if let Some(rng) = self.restart_rng.as_mut() {
            choices.shuffle(rng);
        }
        for (c, bit) in choices {
            let mut next = s.clone();
            if self.assign(&mut next, c, bit) {
                self.run(next);
            }
            if self.found >= self.limit || self.budget == 0 || self.stopped {
                return;
            }
        }
    }

    /// The open cell with the fewest candidates and their number; ties go to the cell of the
    /// smallest cage on a killer board (its sum binds its cells hardest).
    fn fewest_candidates(&self, s: &State<N>) -> (usize, u32) {
        let n = self.geometry.cell_count();
        let mut best = usize::MAX;
        let mut best_key = u32::MAX;
        for c in 0..n {
            if s.value[c] == 0 {
                let len = s.cand[c].count_ones();
                let key = match self.cages {
                    Some(cages) => len * 16 + cages.cage_len(c) as u32,
                    None => len * 16,
                };
                if key < best_key {
                    best_key = key;
                    best = c;
                    if self.cages.is_none() && len == 2 {
                        break;
                    }
                }
            }
        }
        (best, best_key / 16)
    }

    /// The house and digit (as a bit) with the fewest places left, when fewer than `fewer_than`
    /// (and more than one: a single place is a hidden single, already placed).
    fn fewest_places(&self, s: &State<N>, fewer_than: u32) -> Option<(usize, u16)> {
        let mut best = None;
        let mut best_count = fewer_than + 1;
        for (h, house) in self.geometry.houses().iter().enumerate() {
            let mut counts = [0u8; 16];
            for &c in &house.cells {
                let mut m = s.cand[c];
                while m != 0 {
                    counts[m.trailing_zeros() as usize] += 1;
                    m &= m - 1;
                }
            }
            for (d, &count) in counts.iter().enumerate() {
                let count = count as u32;
                if count >= 2 && count < best_count {
                    best_count = count;
                    best = Some((h, 1u16 << d));
                    if count == 2 {
                        return best;
                    }
                }
            }
        }
        best
    }
}

fn to_grid(shape: &Shape, values: &[u8]) -> Grid {
    let n = shape.cell_count();
    Grid::from_cells(shape.clone(), values[..n].iter().map(|&v| Digit::new(v)).collect()).expect("cell count")
}

/// The digits each cell may take in a position with pencil marks, as the solvers' bitmasks
/// (bit `digit - 1`): an empty cell its marks, a given anything (its own digit is placed), a
/// cell past the end of `marks` anything.
fn allowed_digits(grid: &Grid, marks: &[Candidates]) -> [u16; MAX_CELLS] {
    let full = grid.geometry().all_digits().bits();
    let mut allowed = [full; MAX_CELLS];
    for (c, slot) in allowed.iter_mut().enumerate().take(grid.len()) {
        if let (None, Some(m)) = (grid.get(c), marks.get(c)) {
            *slot = m.bits() & full;
        }
    }
    allowed
}

/// Runs the search; returns the number found (at most `limit`) and up to two solutions.
/// With `allowed` (from [`allowed_digits`]), only solutions that keep every cell inside its
/// digits count.
fn search(
    grid: &Grid,
    allowed: Option<&[u16; MAX_CELLS]>,
    limit: usize,
    rng: Option<&mut dyn RngCore>,
) -> (usize, Option<Grid>, Option<Grid>) {
    search_within_budget(grid, allowed, limit, rng, u64::MAX)
}

/// [`search`] that gives up after `budget` branch points (finding what it found by then).
fn search_within_budget(
    grid: &Grid,
    allowed: Option<&[u16; MAX_CELLS]>,
    limit: usize,
    rng: Option<&mut dyn RngCore>,
    budget: u64,
) -> (usize, Option<Grid>, Option<Grid>) {
    // An interned layout keeps its cage groups: built once, not for every search (an Easy
    // killer's whole search is shorter than building them).
    let cages = grid.shape().cages().and_then(|c| c.propagation());
    search_with_cages(grid, cages, allowed, limit, rng, budget)
}

/// Counts (up to `limit`) the solutions of a killer puzzle whose cages are not interned: the
/// givens on the classic board and the layout beside them. The generator tries many layouts
/// and interns only the one it keeps. Gives the count and the first two solutions found
/// (classic board).
pub fn count_killer(givens: &Grid, cages: &CageSet, limit: usize) -> (usize, Option<Grid>, Option<Grid>) {
    let groups = cages.propagation_on(givens.geometry());
    search_with_cages(givens, groups.as_ref(), None, limit, None, u64::MAX)
}

fn search_with_cages(
    grid: &Grid,
    cages: Option<&CagePropagation>,
    allowed: Option<&[u16; MAX_CELLS]>,
    limit: usize,
    rng: Option<&mut dyn RngCore>,
    budget: u64,
) -> (usize, Option<Grid>, Option<Grid>) {
    let irregular = matches!(grid.shape(), Shape::Jigsaw(_) | Shape::Killer(_)) || cages.is_some();
    let found = search_cells(SearchRequest {
        geometry: grid.geometry(),
        givens: grid.cells(),
        irregular,
        cages,
        allowed,
        limit,
        rng,
        budget,
    });
    let shape = grid.shape();
    (
        found.0,
        found.1.map(|v| to_grid(shape, &v)),
        found.2.map(|v| to_grid(shape, &v)),
    )
}

/// What one search is asked: the board, its givens, how to search it and when to stop.
struct SearchRequest<'a, 'r> {
    /// The board's cells and houses.
    geometry: &'a Geometry,
    /// One given (or none) per cell.
    givens: &'a [Option<Digit>],
    /// Locked candidates, branching on a house's digit and restarts (see [`Search::irregular`]).
    irregular: bool,
    /// The killer cages' sums, propagated while searching.
    cages: Option<&'a CagePropagation>,
    /// The candidates each cell starts with (all digits when `None`).
    allowed: Option<&'a [u16; MAX_CELLS]>,
    /// Stop after this many solutions.
    limit: usize,
    /// Shuffles the digits tried (a random solution) when given.
    rng: Option<&'r mut dyn RngCore>,
    /// The most search nodes to visit.
    budget: u64,
}

impl<'a> SearchRequest<'a, '_> {
    /// A plain search of `givens` on `geometry`: no cages, every candidate, no shuffling, no
    /// node budget, up to `limit` solutions.
    fn plain(geometry: &'a Geometry, givens: &'a [Option<Digit>], limit: usize) -> Self {
        SearchRequest {
            geometry,
            givens,
            irregular: false,
            cages: None,
            allowed: None,
            limit,
            rng: None,
            budget: u64::MAX,
        }
    }
}

/// The search over any geometry's cells (`givens`, one per cell), what [`search_with_cages`]
/// runs for a grid: the count (at most `limit`) and up to two solutions, one digit value per
/// cell. `irregular` asks for locked candidates, branching on a house's digit and restarts
/// (see [`Search::irregular`]).
fn search_cells(request: SearchRequest<'_, '_>) -> (usize, Option<Vec<u8>>, Option<Vec<u8>>) {
    // The state is copied at every branch point: sized for the board's cells, not the
    // largest board's (a 256-cell state made the cube's and the 9x9 variants' counts 15%
    // slower than the 217-cell one before it).
    let n = request.geometry.cell_count();
    if n <= 81 {
        search_sized::<81>(request)
    } else if n <= 217 {
        search_sized::<217>(request)
    } else if n <= 256 {
        search_sized::<256>(request)
    } else {
        search_sized::<MAX_CELLS>(request)
    }
}

/// [`search_cells`] with a state of `N` cells (at least the board's).
fn search_sized<const N: usize>(request: SearchRequest<'_, '_>) -> (usize, Option<Vec<u8>>, Option<Vec<u8>>) {
    let SearchRequest {
        geometry,
        givens,
        irregular,
        cages,
        allowed,
        limit,
        rng,
        budget,
    } = request;
    let n = geometry.cell_count();
    let full = geometry.all_digits().bits();
    let members = cages.map_or(&[][..], CagePropagation::members);
    let mut s = State::<N> {
        cand: [0; N],
        value: [0; N],
        unsolved: n,
        dirty: cages.map_or(0, CagePropagation::all),
    };
    match allowed {
        Some(allowed) => s.cand[..n].copy_from_slice(&allowed[..n]),
        None => s.cand[..n].fill(full),
    }
    let mut ctx = Search {
        geometry,
        full,
        cages,
        members,
        limit: limit.max(1),
        found: 0,
        first: None,
        second: None,
        rng,
        restart_rng: None,
        queue: Vec::with_capacity(64),
        budget,
        nodes: 0,
        stopped: false,
        irregular,
    };
    for (c, given) in givens.iter().enumerate().take(n) {
        if let Some(d) = *given {
            if !ctx.assign(&mut s, c, 1 << d.index()) {
                return (0, None, None);
            }
        }
    }
    if allowed.is_some() {
        // Marks can leave an empty cell one digit (place it, as the givens were) or none (no
        // solution): the search only places singles that removals from peers create.
        for c in 0..n {
            let m = s.cand[c];
            if s.value[c] == 0 && (m == 0 || m & (m - 1) == 0 && !ctx.assign(&mut s, c, m)) {
                return (0, None, None);
            }
        }
    }
    // Killers go without restarts: theirs are mostly unique puzzles, whose whole tree is
    // searched anyway, and the plain digit order serves their cages better.
    if ctx.rng.is_some() || budget != u64::MAX || ctx.cages.is_some() || !ctx.irregular {
        ctx.run(s);
    } else {
        // Restarts: a first search in the plain order within a node budget; when it runs
        // out, searches with the digits tried in random orders, their budgets in the Luby
        // sequence (1, 1, 2, 1, 1, 2, 4, ... times a unit: many short tries, a few long). A board
        // with a few solutions can hide them behind one early choice whose subtree is huge and
        // dead (a nearly empty jigsaw took minutes); another order finds them at once. Each
        // complete search is exact; witnesses found by cut-off ones are real solutions and
        // count as such once they are `limit` different ones.
        let mut round = 1;
        let mut witnesses: Vec<[u8; N]> = Vec::new();
        loop {
            ctx.found = 0;
            ctx.first = None;
            ctx.second = None;
            ctx.budget = RESTART_BUDGET.saturating_mul(luby(round));
            ctx.run(s.clone());
            if ctx.budget > 0 || ctx.found >= ctx.limit || ctx.stopped {
                break; // complete, enough solutions, or out of time
            }
            for found in [ctx.first, ctx.second].into_iter().flatten() {
                if !witnesses.contains(&found) {
                    witnesses.push(found);
                }
            }
            if witnesses.len() >= ctx.limit {
                ctx.found = ctx.limit;
                ctx.first = witnesses.first().copied();
                ctx.second = witnesses.get(1).copied();
                break;
            }
            round += 1;
            if ctx.restart_rng.is_none() {
                ctx.restart_rng = Some(StdRng::seed_from_u64(RESTART_SEED));
            }
        }
    }
    let values = |v: [u8; N]| v[..n].to_vec();
    (ctx.found, ctx.first.map(values), ctx.second.map(values))
}

/// The digits of a search's solution, one per cell.
fn to_digits(values: &[u8]) -> Vec<Digit> {
    values.iter().map(|&v| Digit::new(v).unwrap_or(Digit::ONE)).collect()
}

/// Why `givens` cannot be searched on `geometry`: the wrong number of cells, or a digit past
/// the board's size.
fn check_cells(geometry: &Geometry, givens: &[Option<Digit>]) -> Result<(), String> {
    if givens.len() != geometry.cell_count() {
        return Err(format!(
            "{} cells given for a board of {}",
            givens.len(),
            geometry.cell_count()
        ));
    }
    match givens.iter().flatten().find(|d| d.get() as usize > geometry.size()) {
        Some(d) => Err(format!("{d} is no digit of a {0}x{0} board", geometry.size())),
        None => Ok(()),
    }
}

/// Counts (up to `limit`) the solutions of `givens` (one per cell, in the geometry's cell
/// order) on any board of houses, whatever its size: the general search the grid's counters
/// run, for the square boards that have no board kind yet (Mini 6x6, Giant 16x16). Two
/// givens of one digit in a house have no solution. Errs on cells that do not fit the board.
pub fn count_on(geometry: &Geometry, givens: &[Option<Digit>], limit: usize) -> Result<usize, String> {
    check_cells(geometry, givens)?;
    Ok(search_cells(SearchRequest::plain(geometry, givens, limit)).0)
}

/// The solutions of `givens` on any board (see [`count_on`]), counted up to two, with the
/// first one found: `(1, Some(solution))` for a proper puzzle.
pub fn solve_on(geometry: &Geometry, givens: &[Option<Digit>]) -> Result<(usize, Option<Vec<Digit>>), String> {
    check_cells(geometry, givens)?;
    let (found, first, _) = search_cells(SearchRequest::plain(geometry, givens, 2));
    Ok((found, first.map(|v| to_digits(&v))))
}

/// A solution of `givens` on any board (see [`count_on`]) chosen at random (digits tried in
/// random order): from no givens, a random full grid. None when there is none.
pub fn solve_random_on(geometry: &Geometry, givens: &[Option<Digit>], rng: &mut dyn RngCore) -> Option<Vec<Digit>> {
    check_cells(geometry, givens).ok()?;
    search_cells(SearchRequest {
        rng: Some(rng),
        ..SearchRequest::plain(geometry, givens, 1)
    })
    .1
    .map(|v| to_digits(&v))
}

/// Counts solutions, stopping at `limit` (so `count_solutions(g, 2) == 2` means "two or more").
/// Contradictory givens have no solution.
pub fn count_solutions(grid: &Grid, limit: usize) -> usize {
    // The classic board takes the fast path; every other shape the general search.
    match super::fast::count_classic(grid, limit) {
        Some(count) => count,
        None => search(grid, None, limit, None).0,
    }
}

/// Counts the solutions of a position with pencil marks, stopping at `limit`: those that put
/// in every empty cell one of its marks (`marks[c]`, one set per cell; a given's set and a cell
/// past the end of `marks` restrict nothing). A position brought from another program is the
/// givens and the marks together: it is a proper puzzle when this is 1, even if the givens
/// alone allow several solutions.
pub fn count_solutions_within(grid: &Grid, marks: &[Candidates], limit: usize) -> usize {
    solve_within(grid, marks, limit).0
}

/// The solutions of a position with pencil marks (see [`count_solutions_within`]), counted
/// up to `limit`, with the first one found.
fn solve_within(grid: &Grid, marks: &[Candidates], limit: usize) -> (usize, Option<Grid>) {
    let allowed = allowed_digits(grid, marks);
    if let Some(classic) = allowed.first_chunk::<81>() {
        if let Some(found) = super::fast::solve_classic_within(grid, classic, limit) {
            return found;
        }
    }
    let (found, first, _) = search(grid, Some(&allowed), limit, None);
    (found, first)
}

/// The one solution of a position with pencil marks that keeps every empty cell inside its
/// marks (see [`count_solutions_within`]), or why there is none: the givens contradict each
/// other, no solution fits the marks, or several do.
pub fn solve_unique_within(grid: &Grid, marks: &[Candidates]) -> Result<Grid, SolveError> {
    let conflicts = grid.conflicts();
    if !conflicts.is_empty() {
        return Err(SolveError::Contradiction(conflicts));
    }
    match solve_within(grid, marks, 2) {
        (1, Some(g)) => Ok(g),
        (0, _) | (1, None) => Err(SolveError::NoSolution),
        _ => Err(SolveError::Multiple),
    }
}

/// The same count by the general solver, whatever the shape: the reference the classic fast
/// path is tested against.
pub fn count_solutions_general(grid: &Grid, limit: usize) -> usize {
    search(grid, None, limit, None).0
}

/// Tells apart no solution, exactly one, and more than one.
pub fn solutions(grid: &Grid) -> Solutions {
    classify(search(grid, None, 2, None))
}

/// As [`solutions`], for a position with pencil marks (see [`count_solutions_within`]): the
/// two witnesses of several solutions differ in a cell where both digits are marks.
pub fn solutions_within(grid: &Grid, marks: &[Candidates]) -> Solutions {
    classify(search(grid, Some(&allowed_digits(grid, marks)), 2, None))
}

fn classify(found: (usize, Option<Grid>, Option<Grid>)) -> Solutions {
    match found {
        (0, ..) => Solutions::None,
        (1, Some(a), _) => Solutions::Unique(a),
        (_, Some(a), Some(b)) => Solutions::Multiple(a, b),
        _ => Solutions::None,
    }
}

/// A count of solutions stopped by its time budget (or its flag) before it was settled: the
/// puzzle may have none, one or several, as far as the search got.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the number of solutions could not be settled within the budget")]
pub struct Unsettled;

/// The unique solution of a puzzle, or why there is none.
pub fn solve_unique(grid: &Grid) -> Result<Grid, SolveError> {
    let conflicts = grid.conflicts();
    if !conflicts.is_empty() {
        return Err(SolveError::Contradiction(conflicts));
    }
    if let Some(found) = super::fast::solve_classic(grid, 2) {
        return match found {
            (0, _) => Err(SolveError::NoSolution),
            (1, Some(g)) => Ok(g),
            (1, None) => Err(SolveError::NoSolution),
            _ => Err(SolveError::Multiple),
        };
    }
    match solutions(grid) {
        Solutions::None => Err(SolveError::NoSolution),
        Solutions::Unique(g) => Ok(g),
        Solutions::Multiple(..) => Err(SolveError::Multiple),
    }
}

/// Any one solution (the first found), or why there is none.
pub fn solve_any(grid: &Grid) -> Result<Grid, SolveError> {
    let conflicts = grid.conflicts();
    if !conflicts.is_empty() {
        return Err(SolveError::Contradiction(conflicts));
    }
    let found = match super::fast::solve_classic(grid, 1) {
        Some((_, first)) => first,
        None => search(grid, None, 1, None).1,
    };
    found.ok_or(SolveError::NoSolution)
}

/// A solution chosen at random among all completions of `grid` (digits tried in random order).
/// From an empty board this gives a random finished grid; any grid can come out.
pub fn solve_random(grid: &Grid, rng: &mut dyn RngCore) -> Option<Grid> {
    search(grid, None, 1, Some(rng)).1
}

/// [`solve_random`] that gives up (None) after `budget` branch points: for boards that may
/// have no solution at all and take long to refute, such as a random jigsaw layout.
pub fn solve_random_within_budget(grid: &Grid, rng: &mut dyn RngCore, budget: u64) -> Option<Grid> {
    search_within_budget(grid, None, 1, Some(rng), budget).1
}

/// One value per cell of a board that has no [`Shape`] yet (the Samurai board,
/// [`super::geometry::samurai`]; Mini and Giant, [`super::geometry::square`]): what
/// [`count_on`] and [`solutions_on`] read.
pub type CellValues = Vec<Option<Digit>>;

/// A count of solutions (up to a limit) with the first two found, a digit per cell.
pub type Found = (usize, Option<Vec<Digit>>, Option<Vec<Digit>>);

/// As [`count_on`], with the first two solutions found (a digit in every cell) when there
/// are that many.
pub fn solutions_on(geometry: &Geometry, givens: &[Option<Digit>], limit: usize) -> Result<Found, String> {
    check_cells(geometry, givens)?;
    let (found, first, second) = search_cells(SearchRequest::plain(geometry, givens, limit));
    Ok((found, first.map(|v| to_digits(&v)), second.map(|v| to_digits(&v))))
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    const EXAMPLE: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn solves_a_classic_puzzle_and_keeps_givens() {
        let g = Grid::from_line(EXAMPLE).unwrap();
        let s = solve_unique(&g).unwrap();
        assert!(s.is_solved());
        assert!(g.is_extended_by(&s));
        assert_eq!(count_solutions_general(&g, 5), 1);
    }

    #[test]
    fn tells_none_one_and_many_apart() {
        let empty = Grid::empty(Shape::Classic);
        assert!(matches!(solutions(&empty), Solutions::Multiple(..)));
        assert_eq!(solve_unique(&empty), Err(SolveError::Multiple));
        let mut dup = Grid::from_line(EXAMPLE).unwrap();
        dup.set(2, Digit::new(5)); // a second 5 in row 1
        assert!(matches!(solve_unique(&dup), Err(SolveError::Contradiction(_))));
        let msg = solve_unique(&dup).unwrap_err().to_string();
        assert!(msg.contains("r1c1 and r1c3 both hold 5 in row 1"), "{msg}");
        // No conflict among givens, yet no solution: r1c1 can take nothing.
        let none = Grid::from_line(&format!(".12345678{}{}", "9........", ".".repeat(63))).unwrap();
        assert!(none.conflicts().is_empty());
        assert_eq!(count_solutions(&none, 2), 0);
        assert_eq!(solve_unique(&none), Err(SolveError::NoSolution));
        assert_eq!(count_solutions_general(&none, 2), 0);
    }

    /// A position whose givens allow several solutions and whose marks allow one, built as a
    /// player's program would leave it: `solution`'s givens minus `open` cells, every empty
    /// cell marked with what the givens allow, then, while two solutions fit the marks, the
    /// digit of a second solution struck out where it differs from `solution`.
    fn position_with_marks(solution: &Grid, open: impl Fn(usize) -> bool) -> (Grid, Vec<Candidates>) {
        let mut grid = solution.clone();
        for c in 0..grid.len() {
            if open(c) {
                grid.set(c, None);
            }
        }
        let mut marks: Vec<Candidates> = (0..grid.len())
            .map(|c| {
                if grid.get(c).is_some() {
                    Candidates::NONE
                } else {
                    grid.candidates(c)
                }
            })
            .collect();
        while let Solutions::Multiple(a, b) = solutions_within(&grid, &marks) {
            let other = if a == *solution { &b } else { &a };
            let cell = (0..grid.len())
                .find(|&c| other.get(c) != solution.get(c))
                .expect("they differ");
            marks[cell].remove(other.get(cell).expect("solved"));
        }
        (grid, marks)
    }

    #[test]
    fn marks_make_a_puzzle_of_givens_with_several_solutions() {
        let puzzle = Grid::from_line(EXAMPLE).unwrap();
        let solution = solve_unique(&puzzle).unwrap();
        // Rows 1-3 and the first three columns open: far too few givens for one solution.
        let (grid, marks) = position_with_marks(&solution, |c| c < 27 || c % 9 < 3);
        assert_eq!(count_solutions(&grid, 2), 2, "the givens alone have several solutions");
        assert!(grid.empty_count() > 40);
        assert_eq!(count_solutions_within(&grid, &marks, 2), 1);
        assert_eq!(solve_unique_within(&grid, &marks), Ok(solution.clone()));
        assert_eq!(solutions_within(&grid, &marks), Solutions::Unique(solution.clone()));
        // Some marks are still open: the marks are not simply the solution.
        assert!((0..81).filter(|&c| marks[c].len() > 1).count() > 10);
        // Striking the solution's digit out of a cell leaves no solution within the marks.
        let cell = (0..81).find(|&c| marks[c].len() > 1).unwrap();
        let mut struck = marks.clone();
        struck[cell].remove(solution.get(cell).unwrap());
        assert_eq!(count_solutions_within(&grid, &struck, 2), 0);
        assert_eq!(solve_unique_within(&grid, &struck), Err(SolveError::NoSolution));
        // An empty cell without any mark has no digit to take.
        let mut blank = marks.clone();
        blank[cell] = Candidates::NONE;
        assert_eq!(solve_unique_within(&grid, &blank), Err(SolveError::NoSolution));
        // The marks the givens allow: the count of the givens alone.
        let plain: Vec<Candidates> = (0..81).map(|c| grid.candidates(c)).collect();
        assert_eq!(solve_unique_within(&grid, &plain), Err(SolveError::Multiple));
        assert_eq!(count_solutions_within(&grid, &[], 3), count_solutions(&grid, 3));
    }

    #[test]
    fn the_classic_fast_path_counts_within_marks_as_the_general_search() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(11);
        let solution = solve_unique(&Grid::from_line(EXAMPLE).unwrap()).unwrap();
        let grid = Grid::from_line(&format!("{}{}", &EXAMPLE[..40], ".".repeat(41))).unwrap();
        let mut counts = Vec::new();
        for round in 0..60 {
            // Random marks: each cell keeps its solution digit and some of the others the
            // givens allow, and now and then loses the solution digit too.
            let marks: Vec<Candidates> = (0..81)
                .map(|c| {
                    let right = solution.get(c).unwrap();
                    grid.candidates(c)
                        .iter()
                        .filter(|&d| {
                            let keep = if d == right { 990 } else { 300 + round * 10 };
                            rand::Rng::random_range(&mut rng, 0..1000) < keep
                        })
                        .collect()
                })
                .collect();
            let allowed = allowed_digits(&grid, &marks);
            let general = search(&grid, Some(&allowed), 50, None).0;
            assert_eq!(count_solutions_within(&grid, &marks, 50), general, "round {round}");
            if let Ok(found) = solve_unique_within(&grid, &marks) {
                assert_eq!(general, 1);
                assert!(grid.is_extended_by(&found) && found.is_solved());
                assert!((0..81).all(|c| grid.get(c).is_some() || marks[c].contains(found.get(c).unwrap())));
            }
            counts.push(general);
        }
        // The rounds went through none, one and several solutions.
        assert!(
            counts.contains(&0) && counts.contains(&1) && counts.iter().any(|&n| n > 1),
            "{counts:?}"
        );
        // The solution's own digits as marks: exactly that solution.
        let exact: Vec<Candidates> = (0..81).map(|c| Candidates::only(solution.get(c).unwrap())).collect();
        assert_eq!(solve_unique_within(&grid, &exact), Ok(solution));
    }

    #[test]
    fn a_cube_position_with_marks_has_its_one_solution_within_them() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(3);
        let solution = solve_random(&Grid::empty(Shape::Cube), &mut rng).unwrap();
        // Every third place open: the cube's givens alone leave many solutions.
        let (grid, marks) = position_with_marks(&solution, |c| c % 3 != 0);
        assert_eq!(count_solutions(&grid, 2), 2, "the givens alone have several solutions");
        assert_eq!(count_solutions_within(&grid, &marks, 2), 1);
        assert_eq!(solve_unique_within(&grid, &marks), Ok(solution.clone()));
        let cell = (0..grid.len()).find(|&c| marks[c].len() > 1).expect("open marks left");
        let mut struck = marks.clone();
        struck[cell].remove(solution.get(cell).unwrap());
        assert_eq!(solve_unique_within(&grid, &struck), Err(SolveError::NoSolution));
    }

    #[test]
    fn the_restarts_budgets_follow_the_luby_sequence() {
        let terms: Vec<u64> = (1..=15).map(luby).collect();
        assert_eq!(terms, [1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8]);
    }

    #[test]
    fn random_cube_grids_are_valid() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(7);
        let g = solve_random(&Grid::empty(Shape::Cube), &mut rng).unwrap();
        assert!(g.is_solved());
        assert_eq!(g.len(), 217);
    }
}
