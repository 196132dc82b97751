//! The generator: random finished grids, and puzzles with exactly one solution, graded into
//! the difficulty bands; a cube is dug face by face, keeping the face rules of its band
//! ([`super::cube_faces`]).

use std::time::Instant;

use rand::rngs::StdRng;
use rand::seq::{IndexedRandom, SliceRandom};
use rand::{Rng, RngCore, SeedableRng};

use super::cube_faces::{measure, unique_alone};
use super::geometry::{samurai, samurai_cell_on_square, samurai_square_of, Face, Geometry, Variant, SAMURAI_SIDE};
use super::grid::Grid;
use super::killer::{self, CageSet, Cages};
use super::logic::budget;
use super::logic::{lowest_level, solvable_within, Grade, Level, LogicalSolver, Technique, TABLE};
use super::shape::Shape;
use super::solver::{count_killer, count_on, count_solutions, solve_random, solve_random_on, CellValues};
use super::types::Digit;

pub use super::difficulty::{Difficulty, Rating};

/// A generated puzzle with its solution and grade.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// The givens.
    pub puzzle: Grid,
    /// The one solution.
    pub solution: Grid,
    /// The band it was made for.
    pub difficulty: Difficulty,
    /// What the grader found.
    pub grade: Grade,
}

/// A random finished grid, by randomized search from the empty board. On a jigsaw the search
/// starts afresh whenever it runs past [`super::jigsaw::FILL_BUDGET`]. `None` when the fill
/// stopped: the running time budget ran out or was cancelled (the window's Back while it
/// generates), or a jigsaw layout never filled in [`FILL_TRIES`] searches (no full grid at all).
pub fn random_grid(shape: Shape, rng: &mut dyn RngCore) -> Option<Grid> {
    let empty = Grid::empty(shape.clone());
    match shape {
        // A random fill of a jigsaw layout now and then wanders for minutes (measured: the
        // jigsaw Hard level run spent most of its time in such fills), though the same layout
        // fills at once on another try: a fresh search is cheaper than waiting.
        Shape::Jigsaw(_) => (0..FILL_TRIES)
            .find_map(|_| super::solver::solve_random_within_budget(&empty, rng, super::jigsaw::FILL_BUDGET)),
        // The classic and cube boards always fill at once (and their level files stay the same).
        _ => solve_random(&empty, rng),
    }
}

/// Searches for a jigsaw's full grid before its layout counts as one without any.
pub(crate) const FILL_TRIES: usize = 20;

/// One attempt at a puzzle of `difficulty`; None when the result misses the band or
/// `deadline` passes. A cube is dug face by face ([`cube_attempt`]); a killer's cages are laid
/// afresh over a random grid ([`killer_attempt`]: any killer `shape` asks for a new layout, since
/// the cages are made with the puzzle); on the classic board:
///
/// Easy: a random grid, clues removed in random order while the puzzle stays unique and
/// solvable by singles, down to a random count of empty cells in the band.
///
/// Medium, Hard and Expert: clues removed while the puzzle stays unique (a minimal puzzle, most
/// often harder than the band), then clues of the solution put back in random order. A clue
/// that would make the puzzle solvable by the band below is skipped; the first puzzle in the
/// band's range of empty cells that the band's techniques solve is graded by the whole table:
/// the result if that grade is the band's, the end of the attempt if not.
pub fn generate_attempt(
    shape: Shape,
    difficulty: Difficulty,
    rng: &mut dyn RngCore,
    deadline: Option<Instant>,
) -> Option<Puzzle> {
    kept(attempt(shape, difficulty, rng, deadline))
}

/// [`generate_attempt`] before the check that no count ran into the budget.
fn attempt(shape: Shape, difficulty: Difficulty, rng: &mut dyn RngCore, deadline: Option<Instant>) -> Option<Puzzle> {
    if shape == Shape::Cube {
        // A cube keeps the band on every face (crate::engine::cube_faces).
        return cube_attempt(difficulty, rng, deadline).ok();
    }
    if let Shape::Killer(_) = shape {
        // A killer's cages are laid over its grid: the layout is the puzzle.
        return killer_attempt(difficulty, rng, deadline);
    }
    // None: a jigsaw layout on which no full grid exists, or the budget stopped the fill.
    let solution = random_grid(shape.clone(), rng)?;
    let mut puzzle = solution.clone();
    let order = removal_units(&shape, rng);
    let late = || past(deadline);
    let (lo, hi) = difficulty.empty_range_on(shape.variant());
    let level = difficulty.level();
    if difficulty == Difficulty::Easy {
        let target = rng.random_range(lo..=hi);
        let mut empty = 0;
        for unit in &order {
            if empty + unit.len() > target || late() {
                break;
            }
            unit.clear(&mut puzzle);
            if count_solutions(&puzzle, 2) != 1 || !solvable_within(&puzzle, level) {
                unit.restore(&mut puzzle, &solution);
            } else {
                empty += unit.len();
            }
        }
        let grade = difficulty.judge(&puzzle).ok()?;
        return Some(Puzzle {
            puzzle,
            solution,
            difficulty,
            grade,
        });
    }
    let bulk = if shape == Shape::Samurai {
        SAMURAI_BULK_PAIRS
    } else {
        BULK_DIG
    };
    if !dig_minimal(&mut puzzle, &solution, &order, bulk, &late) {
        return None;
    }
    let mut empties: Vec<&Unit> = order.iter().filter(|u| puzzle.get(u.first()).is_none()).collect();
    empties.shuffle(rng);
    let mut empty = puzzle.empty_count();
    let mut now = lowest_level(&puzzle, level);
    if now.is_some_and(|l| l < level) {
        // Clues only make a puzzle easier.
        return None;
    }
    let mut skipped = 0;
    for unit in empties.into_iter().map(Some).chain([None]) {
        if late() || empty < lo || skipped > 12 {
            return None;
        }
        if empty <= hi && now == Some(level) {
            // In the range and finished by the band's techniques, but maybe still not the
            // band's grade (Hard with one Hard step). Putting more clues back seldom mends
            // that: measured on 300 classic Hard puzzles, 9% came after such a miss, and the
            // attempts that missed and went on failed anyway after about ten more grades each,
            // so a fresh attempt is quicker.
            let grade = difficulty.judge(&puzzle).ok()?;
            if !difficulty.keeps(&shape, &grade, rng) {
                return None;
            }
            return Some(Puzzle {
                puzzle,
                solution,
                difficulty,
                grade,
            });
        }
        let Some(unit) = unit else { break };
        // Put the clue back unless that makes the puzzle fall to an easier band.
        unit.restore(&mut puzzle, &solution);
        let after = lowest_level(&puzzle, level);
        if after.is_some_and(|l| l < level) {
            unit.clear(&mut puzzle);
            skipped += 1;
        } else {
            empty -= unit.len();
            now = after;
        }
    }
    None
}

/// What the digging takes out or puts back at once: one cell, or on a Samurai board a cell
/// and its image under a half turn of the square (the middle cell alone), so the givens stay
/// symmetric as printed Samurai puzzles have them.
#[derive(Clone, Copy, Debug)]
struct Unit(usize, Option<usize>);

impl Unit {
    fn first(&self) -> usize {
        self.0
    }

    fn cells(&self) -> impl Iterator<Item = usize> {
        std::iter::once(self.0).chain(self.1)
    }

    fn len(&self) -> usize {
        1 + usize::from(self.1.is_some())
    }

    /// Takes the unit's givens out of `puzzle`.
    fn clear(&self, puzzle: &mut Grid) {
        self.cells().for_each(|c| puzzle.set(c, None));
    }

    /// Puts the unit's givens back from `solution`.
    fn restore(&self, puzzle: &mut Grid, solution: &Grid) {
        self.cells().for_each(|c| puzzle.set(c, solution.get(c)));
    }
}

/// The board's removal units in random order (see [`Unit`]).
fn removal_units(shape: &Shape, rng: &mut dyn RngCore) -> Vec<Unit> {
    if *shape == Shape::Samurai {
        let mut pairs: Vec<Unit> = samurai_pairs()
            .into_iter()
            .map(|(a, b)| Unit(a, (a != b).then_some(b)))
            .collect();
        pairs.shuffle(rng);
        return pairs;
    }
    // The classic order exactly as before units (one shuffle of the cells), so the seeded
    // level files are made again cell for cell.
    let mut order: Vec<usize> = (0..shape.cell_count()).collect();
    order.shuffle(rng);
    order.into_iter().map(|c| Unit(c, None)).collect()
}

/// Takes the units of `order` out of `puzzle` while it keeps one solution, so that none left
/// can go: the first `bulk` together when the puzzle stays unique that way (a puzzle with one
/// solution keeps it when clues are added, so removing them one at a time would have removed
/// every one: one count instead of one per unit; the late, costly counts are the same either
/// way), then the rest one by one. False when `late` stopped it.
fn dig_minimal(puzzle: &mut Grid, solution: &Grid, order: &[Unit], bulk: usize, late: &dyn Fn() -> bool) -> bool {
    let (first, rest) = order.split_at(bulk.min(order.len()));
    first.iter().for_each(|u| u.clear(puzzle));
    let one_by_one = if count_solutions(puzzle, 2) == 1 {
        rest
    } else {
        first.iter().for_each(|u| u.restore(puzzle, solution));
        order
    };
    for unit in one_by_one {
        if late() {
            return false;
        }
        unit.clear(puzzle);
        if count_solutions(puzzle, 2) != 1 {
            unit.restore(puzzle, solution);
        }
    }
    true
}

/// Each Samurai cell paired with the cell on the square turned half round, each pair once
/// (the middle cell with itself).
fn samurai_pairs() -> Vec<(usize, usize)> {
    let n = samurai().cell_count();
    (0..n)
        .filter_map(|cell| {
            let (r, c) = samurai_square_of(cell);
            let partner = samurai_cell_on_square(SAMURAI_SIDE - 1 - r, SAMURAI_SIDE - 1 - c)?;
            (cell <= partner).then_some((cell, partner))
        })
        .collect()
}

/// Cells of the removal order taken out together before the one-by-one digging (when the
/// puzzle left has more than one solution, every cell is dug one by one instead).
const BULK_DIG: usize = 40;

/// Whether an attempt must end: `deadline` passed, or the budget running on this thread (see
/// `logic::budget`) ran out. A count of solutions stopped by the budget settles nothing, so an
/// attempt that ran into it is given up rather than trusted (see [`kept`]).
fn past(deadline: Option<Instant>) -> bool {
    deadline.is_some_and(|d| Instant::now() > d) || budget::exhausted()
}

/// The attempt's puzzle, unless the running budget ran out during it: then one of its counts
/// may have stopped short (taken as "one solution" or "several" wrongly), and it is dropped.
fn kept(made: Option<Puzzle>) -> Option<Puzzle> {
    made.filter(|_| !budget::exhausted())
}

/// A puzzle of `difficulty`, trying until one lands in the band.
pub fn generate(shape: Shape, difficulty: Difficulty, rng: &mut dyn RngCore) -> Puzzle {
    loop {
        if let Some(p) = generate_attempt(shape.clone(), difficulty, rng, None) {
            return p;
        }
    }
}

/// As [`generate_variant_seeded`], giving up (None) once the budget running on this thread
/// runs out (the window's Back while it generates): every attempt then ends at once, where
/// the plain loop would go on trying for ever. Outside a budget it is the same puzzle.
pub fn generate_variant_within(variant: Variant, difficulty: Difficulty, seed: u64) -> Option<Puzzle> {
    let mut rng = StdRng::seed_from_u64(seed);
    // A board with sums (a killer) lays its cages with its grid: no shape to draw first.
    let shape = (!variant.row().cage_sums).then(|| super::jigsaw::shape_for(variant, &mut rng));
    loop {
        let made = match &shape {
            None => killer_attempt(difficulty, &mut rng, None),
            Some(shape) => generate_attempt(shape.clone(), difficulty, &mut rng, None),
        };
        if let Some(p) = made {
            return Some(p);
        }
        if budget::exhausted() {
            return None;
        }
    }
}

/// A puzzle from a seed: the same seed, shape and difficulty always give the same puzzle.
pub fn generate_seeded(shape: Shape, difficulty: Difficulty, seed: u64) -> Puzzle {
    generate(shape, difficulty, &mut StdRng::seed_from_u64(seed))
}

/// A puzzle of `variant` from a seed: the same seed, variant and difficulty always give the
/// same puzzle (a jigsaw's layout comes from the seed too).
pub fn generate_variant_seeded(variant: Variant, difficulty: Difficulty, seed: u64) -> Puzzle {
    let mut rng = StdRng::seed_from_u64(seed);
    if variant.row().cage_sums {
        loop {
            if let Some(p) = killer_attempt(difficulty, &mut rng, None) {
                return p;
            }
        }
    }
    let shape = super::jigsaw::shape_for(variant, &mut rng);
    generate(shape, difficulty, &mut rng)
}

/// One attempt at a puzzle of `variant` (see [`generate_attempt`]): a jigsaw's layout drawn
/// first ([`super::jigsaw::shape_for`]), a killer's cages laid with its grid.
pub fn generate_variant_attempt(
    variant: Variant,
    difficulty: Difficulty,
    rng: &mut dyn RngCore,
    deadline: Option<Instant>,
) -> Option<Puzzle> {
    if variant.row().cage_sums {
        return killer_attempt(difficulty, rng, deadline);
    }
    let shape = super::jigsaw::shape_for(variant, rng);
    generate_attempt(shape, difficulty, rng, deadline)
}

/// Where a killer layout falls against the band being made.
enum KillerFit {
    /// An easier band's techniques finish it (or Hard with one Hard step).
    Easier,
    /// In the band, with its grade.
    In(Grade),
    /// The band's techniques do not finish it.
    Harder,
}

/// The killer board of `set` with `givens` (on the classic board); interns the layout.
fn killer_board(set: &CageSet, givens: &Grid) -> Grid {
    givens.clone().with_shape(Shape::Killer(Cages::intern(set.clone())))
}

/// Grades a killer layout with one solution against `difficulty`; None when `late` says time
/// is up. Interns the layout: the grader reads cages through the board's shape.
fn killer_fit(set: &CageSet, givens: &Grid, difficulty: Difficulty, late: &dyn Fn() -> bool) -> Option<KillerFit> {
    let puzzle = killer_board(set, givens);
    Some(match lowest_level_stepwise(&puzzle, difficulty.level(), late).ok()? {
        None => KillerFit::Harder,
        Some(l) if l < difficulty.level() => KillerFit::Easier,
        Some(_) => match difficulty.judge(&puzzle) {
            Ok(grade) => KillerFit::In(grade),
            // Hard with a single Hard step: a looser layout may need another.
            Err(_) => KillerFit::Easier,
        },
    })
}

/// The lowest level whose techniques (with all easier ones) solve a puzzle with one solution,
/// trying levels up to `max`, step by step through the grader's table; Ok(None) when even
/// `max` does not, Err(()) when `late` says time is up (asked between steps).
///
/// [`lowest_level`] places singles in bulk and asks only the rows above Easy, so it misses a
/// killer's Easy cage rows: this asks every row of each level. On Expert it leaves out the
/// nested forcing chain: on a killer board with few digits placed, one search of it ran for
/// many minutes, past any attempt's timeout. Every killer kept is graded again in full
/// ([`Difficulty::judge`]), which asks the rows in the same order, so the nested chain is
/// never reached on a puzzle this finishes.
fn lowest_level_stepwise(puzzle: &Grid, max: Level, late: &dyn Fn() -> bool) -> Result<Option<Level>, ()> {
    let nested = Technique::NestedForcingChain.rank();
    let mut solver = LogicalSolver::new(puzzle);
    let mut level = Level::Easy;
    loop {
        if late() {
            return Err(());
        }
        let step = if level == Level::Expert {
            solver
                .next_step_among(0..nested)
                .or_else(|| solver.next_step_among(nested + 1..TABLE.len()))
        } else {
            solver.next_step_within(level)
        };
        match step {
            Some(step) => solver.apply(&step),
            None if solver.grid().is_complete() => return Ok(Some(level)),
            None if level < max => level = level.harder(),
            None => return Ok(None),
        }
    }
}

/// Whether the cages alone (and `givens`) leave one solution.
fn killer_unique(set: &CageSet, givens: &Grid) -> bool {
    count_killer(givens, set, 2).0 == 1
}

/// One attempt at a killer puzzle of `difficulty`; None when it misses the band or `deadline`
/// passes.
///
/// Cages laid at random over a random grid ([`killer::random_cages`]) and split until the
/// cages alone have one solution ([`split_until_unique`]), then steered into the band
/// by the grader: while too easy, two touching cages are merged (smallest pairs first, their
/// digits distinct, at most [`MERGED_MAX`] cells, the result still unique); while too hard, one
/// of the largest cages is split in two (uniqueness restored by splitting more if the split
/// lost it), or, with no cage left to split, a digit is given. A step that would jump past the
/// band is not taken: the next merge or split is tried instead. Uniqueness is proven by
/// [`count_killer`] for every layout graded; only graded layouts are interned.
pub fn killer_attempt(difficulty: Difficulty, rng: &mut dyn RngCore, deadline: Option<Instant>) -> Option<Puzzle> {
    kept(killer_attempt_counted(difficulty, rng, deadline))
}

/// [`killer_attempt`] before the check that no count ran into the budget.
fn killer_attempt_counted(difficulty: Difficulty, rng: &mut dyn RngCore, deadline: Option<Instant>) -> Option<Puzzle> {
    let late = || past(deadline);
    // None: the fill stopped at the running budget (the window's Back while it generates).
    let full = random_grid(Shape::Classic, rng)?;
    let solution: [u8; 81] = full.values().try_into().ok()?;
    let mut givens = Grid::empty(Shape::Classic);
    let mut set = split_until_unique(killer::random_cages(&solution, rng), &solution, rng);
    let mut fit = killer_fit(&set, &givens, difficulty, &late)?;
    for _ in 0..KILLER_STEPS {
        if late() {
            return None;
        }
        let next = match fit {
            KillerFit::In(grade) => {
                // Interned already, by the grading.
                let shape = Shape::Killer(Cages::intern(set));
                if !difficulty.keeps(&shape, &grade, rng) {
                    return None;
                }
                return Some(Puzzle {
                    puzzle: givens.with_shape(shape.clone()),
                    solution: full.with_shape(shape),
                    difficulty,
                    grade,
                });
            }
            KillerFit::Easier => killer_merge(&set, &givens, &solution, difficulty, rng, &late)?,
            KillerFit::Harder => match killer_split(&set, &givens, &solution, difficulty, rng, &late) {
                Some(next) => next,
                None => {
                    // Nothing left to split that keeps the band within reach: give a digit.
                    let empty: Vec<usize> = (0..81).filter(|&c| givens.get(c).is_none()).collect();
                    let &cell = empty.choose(rng)?;
                    givens.set(cell, full.get(cell));
                    let fit = killer_fit(&set, &givens, difficulty, &late)?;
                    (set, fit)
                }
            },
        };
        (set, fit) = next;
    }
    None
}

/// Steering steps of a killer attempt before it gives up.
const KILLER_STEPS: usize = 40;

/// The most cells a cage made by merging may have: published killers seldom have bigger ones.
pub const MERGED_MAX: usize = 6;

/// Merges or splits tried at one steering step before the attempt gives up on it.
const KILLER_TRIES: usize = 16;

/// The next layout when `set` is too easy: the first merge of two touching cages (smallest
/// pairs first, ties in random order) that stays unique and does not jump past the band.
fn killer_merge(
    set: &CageSet,
    givens: &Grid,
    solution: &[u8; 81],
    difficulty: Difficulty,
    rng: &mut dyn RngCore,
    late: &dyn Fn() -> bool,
) -> Option<(CageSet, KillerFit)> {
    let cages = set.cages();
    let mut pairs: Vec<(usize, usize)> = killer::touching_pairs(set)
        .into_iter()
        .filter(|&(a, b)| cages[a].cells.len() + cages[b].cells.len() <= MERGED_MAX)
        .collect();
    pairs.shuffle(rng);
    pairs.sort_by_key(|&(a, b)| cages[a].cells.len() + cages[b].cells.len());
    let mut tried = 0;
    for (a, b) in pairs {
        if tried >= KILLER_TRIES || late() {
            return None;
        }
        let Some(merged) = killer::merge_cages(set, a, b, solution) else {
            continue;
        };
        if !killer_unique(&merged, givens) {
            continue;
        }
        tried += 1;
        match killer_fit(&merged, givens, difficulty, late)? {
            KillerFit::Harder => continue,
            fit => return Some((merged, fit)),
        }
    }
    None
}

/// The next layout when `set` is too hard: one of the largest cages split in two (split further
/// until unique again), the first such split that does not fall below the band.
fn killer_split(
    set: &CageSet,
    givens: &Grid,
    solution: &[u8; 81],
    difficulty: Difficulty,
    rng: &mut dyn RngCore,
    late: &dyn Fn() -> bool,
) -> Option<(CageSet, KillerFit)> {
    let cages = set.cages();
    let mut order: Vec<usize> = (0..cages.len()).filter(|&i| cages[i].cells.len() > 1).collect();
    order.shuffle(rng);
    order.sort_by_key(|&i| std::cmp::Reverse(cages[i].cells.len()));
    for &index in order.iter().take(KILLER_TRIES) {
        if late() {
            return None;
        }
        let cells = &cages[index].cells;
        let &cell = cells.choose(rng)?;
        let mut split = killer::split_cage(set, index, cell, solution);
        if !killer_unique(&split, givens) {
            split = split_until_unique(split, solution, rng);
        }
        match killer_fit(&split, givens, difficulty, late)? {
            KillerFit::Easier => continue,
            fit => return Some((split, fit)),
        }
    }
    None
}

/// A puzzle with the fewest clues this removal order allows (unique, any difficulty), and its
/// solution; `None` when no full grid came ([`random_grid`]).
pub fn generate_minimal(shape: Shape, rng: &mut dyn RngCore) -> Option<(Grid, Grid)> {
    let solution = random_grid(shape.clone(), rng)?;
    let mut puzzle = solution.clone();
    let mut order: Vec<usize> = (0..shape.cell_count()).collect();
    order.shuffle(rng);
    for cell in order {
        let digit = puzzle.get(cell);
        puzzle.set(cell, None);
        if count_solutions(&puzzle, 2) != 1 {
            puzzle.set(cell, digit);
        }
    }
    Some((puzzle, solution))
}

/// A Samurai puzzle (issue 44) with one solution and givens symmetric under a half turn of
/// its 21x21 square, as printed Samurai puzzles have them, and its solution: a random board
/// filled by the solver, then pairs of givens (a cell and its image under the half turn; the
/// middle cell alone) taken out in random order while the puzzle keeps one solution, so no pair
/// left can go. One value per cell of [`super::geometry::samurai`], with no band: a banded one
/// is [`generate_attempt`]'s on [`Shape::Samurai`].
pub fn samurai_symmetric(rng: &mut dyn RngCore) -> Option<(CellValues, CellValues)> {
    let solution = random_grid(Shape::Samurai, rng)?;
    let order = removal_units(&Shape::Samurai, rng);
    let mut puzzle = solution.clone();
    dig_minimal(&mut puzzle, &solution, &order, SAMURAI_BULK_PAIRS, &|| false);
    Some((puzzle.cells().to_vec(), solution.cells().to_vec()))
}

/// Pairs of a Samurai's givens taken out at once before the one-by-one digging (of 185).
const SAMURAI_BULK_PAIRS: usize = 60;

/// The small unavoidable sets of `face` in the finished cube `solution` that hold a linked
/// cell, smallest first (ties in random order), as cube cells.
///
/// Two rows of one band hold the same digits; following a digit of the first row to its column
/// in the second, and that column's digit in the first row on, closes a cycle of columns. Swapping
/// the two rows' digits on a cycle gives another valid face (each row, column and box keeps its
/// digits), so a face alone with all those cells empty has two solutions. With a linked cell
/// among them the other faces can tell the two apart, which is what makes the links needed.
/// Columns of one stack give the same sets transposed.
fn linked_unavoidable_sets(solution: &Grid, face: Face, rng: &mut dyn RngCore) -> Vec<Vec<usize>> {
    let geometry = solution.geometry();
    let digit = |r: usize, c: usize| solution.at(face, r, c).map_or(0, |d| d.get());
    let mut sets: Vec<Vec<usize>> = Vec::new();
    for transposed in [false, true] {
        // (line, across) -> (row, col) of the face.
        let at = |line: usize, across: usize| if transposed { (across, line) } else { (line, across) };
        for a in 0..9 {
            for b in a + 1..9 {
                if a / 3 != b / 3 {
                    continue;
                }
                let mut seen = [false; 9];
                for start in 0..9 {
                    if seen[start] {
                        continue;
                    }
                    let mut cycle = Vec::new();
                    let mut x = start;
                    while !seen[x] {
                        seen[x] = true;
                        cycle.push(x);
                        let (r, c) = at(a, x);
                        let d = digit(r, c);
                        // The place of d on line b.
                        x = (0..9)
                            .find(|&y| {
                                let (r, c) = at(b, y);
                                digit(r, c) == d
                            })
                            .unwrap_or(start);
                    }
                    // Sets of up to 8 cells: bigger ones empty too much of a face at once.
                    if cycle.len() > 4 {
                        continue;
                    }
                    let cells: Vec<usize> = cycle
                        .iter()
                        .flat_map(|&x| [at(a, x), at(b, x)])
                        .map(|(r, c)| geometry.cell_at(face, r, c))
                        .collect();
                    if cells.iter().any(|&c| geometry.is_linked(c)) {
                        sets.push(cells);
                    }
                }
            }
        }
    }
    sets.shuffle(rng);
    sets.sort_by_key(Vec::len);
    sets
}

/// Why a try of [`cube_attempt`] gave no puzzle (for measuring the generator).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum CubeMiss {
    /// The deadline passed (or the running budget stopped the fill).
    Deadline,
    /// No face-sized unavoidable set through a linked cell could be emptied on some face.
    UniqueAlone,
    /// A face could not be dug to the band's least empty places.
    FaceShort,
    /// The grade is not the band's.
    Grade,
    /// The final check of the face rules failed (the hard steps on one face).
    Rules,
    /// The cube was in the band but dropped to keep one technique from deciding too much of
    /// it ([`Difficulty::keeps`]).
    Steered,
}

/// One try at a cube puzzle of `difficulty` that keeps the face rules of its band
/// ([`super::cube_faces`]), saying why a try failed: the caller tries again with the next
/// random grid.
///
/// A random finished cube; then, on each face (Medium and up), an unavoidable set of that face
/// through a linked cell is emptied, which makes the face alone ambiguous for good (removing
/// more givens never makes a puzzle unique again). Then cells are removed in random order
/// while the cube stays fit: solvable by the band's techniques (Easy, Medium: which also
/// proves one solution), or with one solution (Hard, Expert). Easy stops at a random target
/// inside the band on each face. The others dig as far as they go, then put givens back
/// ([`put_back`]) until every face is in the band and the band's techniques, and no easier
/// ones, finish the cube. No backtracking: a try that misses is dropped, and the next grid is
/// quicker than repairing it.
pub fn cube_attempt(
    difficulty: Difficulty,
    rng: &mut dyn RngCore,
    deadline: Option<Instant>,
) -> Result<Puzzle, CubeMiss> {
    let late = || past(deadline);
    // The fill stops only at the running budget: the deadline's miss.
    let Some(solution) = random_grid(Shape::Cube, rng) else {
        return Err(CubeMiss::Deadline);
    };
    let geometry = solution.geometry();
    let rules = difficulty.face_rules();
    let (lo, hi) = rules.empty.unwrap_or((0, 81));
    let targets: [usize; 3] = std::array::from_fn(|_| rng.random_range(lo..=hi));
    let targets = if difficulty == Difficulty::Expert {
        [81; 3]
    } else {
        targets
    };
    // Easy digs to its targets; the others dig as far as they go, then put givens back down
    // to the targets (a dug-out cube needs the harder techniques; near the band's top, the
    // links still let singles finish most cubes).
    let dig_to = match difficulty {
        Difficulty::Easy => targets,
        // A cube dug out entirely needs the slowest techniques at every check.
        Difficulty::Expert => [64; 3],
        Difficulty::Medium | Difficulty::Hard => [81; 3],
    };
    let level = difficulty.level();
    // Solvable by singles or Medium's techniques means one solution; Hard's include the
    // uniqueness techniques, so from Hard on the solution count is asked instead.
    let fit = |puzzle: &Grid| match difficulty {
        Difficulty::Easy | Difficulty::Medium => solvable_within(puzzle, level),
        Difficulty::Hard | Difficulty::Expert => count_solutions(puzzle, 2) == 1,
    };
    let mut puzzle = solution.clone();
    let mut empty = [0usize; 3];
    // Removes `cells` (all or none) when every face stays within `limit` and the cube stays fit.
    let dig = |puzzle: &mut Grid, empty: &mut [usize; 3], cells: &[usize], limit: &[usize; 3]| -> bool {
        let cells: Vec<usize> = cells.iter().copied().filter(|&c| puzzle.get(c).is_some()).collect();
        let added = on_faces(&cells);
        if cells.is_empty() || (0..3).any(|f| added[f] > 0 && empty[f] + added[f] > limit[f]) {
            return false;
        }
        for &c in &cells {
            puzzle.set(c, None);
        }
        if fit(puzzle) {
            (0..3).for_each(|f| empty[f] += added[f]);
            true
        } else {
            for &c in &cells {
                puzzle.set(c, solution.get(c));
            }
            false
        }
    };
    // Faces that need their links.
    let mut kept_empty: Vec<usize> = Vec::new();
    if rules.needs_links {
        for face in Face::ALL {
            if !unique_alone(&puzzle, face) {
                continue;
            }
            let sets = linked_unavoidable_sets(&solution, face, rng);
            let emptied = sets
                .iter()
                .take(6)
                .find(|set| dig(&mut puzzle, &mut empty, set, &dig_to));
            match emptied {
                Some(set) => kept_empty.extend(set),
                None => return Err(CubeMiss::UniqueAlone),
            }
        }
    }
    let mut order: Vec<usize> = (0..geometry.cell_count()).collect();
    order.shuffle(rng);
    for &cell in &order {
        if (0..3).all(|f| empty[f] >= dig_to[f]) {
            break;
        }
        if late() {
            return Err(CubeMiss::Deadline);
        }
        dig(&mut puzzle, &mut empty, &[cell], &dig_to);
    }
    if empty.iter().any(|&e| e < lo) {
        return Err(CubeMiss::FaceShort);
    }
    let grade = if difficulty == Difficulty::Easy {
        let (grade, report) = measure(&puzzle);
        if grade.hardest.is_none() || !difficulty.admits(&grade) {
            return Err(CubeMiss::Grade);
        }
        rules.check(&report).map_err(|_| CubeMiss::Rules)?;
        grade
    } else {
        let bounds = Bounds { lo, hi, targets };
        put_back(
            &mut puzzle,
            &solution,
            &kept_empty,
            &mut empty,
            &bounds,
            difficulty,
            rng,
            late,
        )?
    };
    Ok(Puzzle {
        puzzle,
        solution,
        difficulty,
        grade,
    })
}

/// How many places `cells` take on each face.
fn on_faces(cells: &[usize]) -> [usize; 3] {
    let geometry = super::geometry::cube();
    let mut out = [0usize; 3];
    for &c in cells {
        for p in geometry.positions(c) {
            out[p.face.index()] += 1;
        }
    }
    out
}

/// The empty places each face may have, and the ones it is put back to.
struct Bounds {
    lo: usize,
    hi: usize,
    targets: [usize; 3],
}

/// From a dug-out cube to the band: givens of the solution put back in random order (never one
/// of `kept_empty`, whose faces would be sudokus alone again), first on the faces above their
/// target, skipping any that would let an easier band's techniques finish it; the first cube
/// with every face in the band that the band's techniques finish and that keeps the face rules
/// is the result.
#[allow(clippy::too_many_arguments)]
fn put_back(
    puzzle: &mut Grid,
    solution: &Grid,
    kept_empty: &[usize],
    empty: &mut [usize; 3],
    bounds: &Bounds,
    difficulty: Difficulty,
    rng: &mut dyn RngCore,
    late: impl Fn() -> bool,
) -> Result<Grade, CubeMiss> {
    let level = difficulty.level();
    let mut now = lowest_level(puzzle, level);
    if now.is_some_and(|l| l < level) {
        // Givens only make a puzzle easier.
        return Err(CubeMiss::Grade);
    }
    let mut holes: Vec<usize> = (0..puzzle.len())
        .filter(|&c| puzzle.get(c).is_none() && !kept_empty.contains(&c))
        .collect();
    holes.shuffle(rng);
    let mut skipped = 0;
    let mut judged = 0;
    loop {
        let in_band = empty.iter().all(|e| (bounds.lo..=bounds.hi).contains(e));
        if in_band && now == Some(level) {
            let (grade, report) = measure(puzzle);
            if grade.hardest.is_some() && difficulty.admits(&grade) && difficulty.face_rules().check(&report).is_ok() {
                // The same steering as the classic generator's (no one technique decides
                // more than 40% of a band).
                if !difficulty.keeps(&Shape::Cube, &grade, rng) {
                    return Err(CubeMiss::Steered);
                }
                return Ok(grade);
            }
            judged += 1;
            if judged > 3 {
                return Err(CubeMiss::Rules);
            }
        }
        if late() {
            return Err(CubeMiss::Deadline);
        }
        if skipped > 24 {
            return Err(CubeMiss::Grade);
        }
        let above = |f: usize| empty[f] > bounds.targets[f];
        let any_above = (0..3).any(above);
        // The next hole that brings a face above its target down (any hole once none is),
        // without taking a face below the band.
        let pick = holes.iter().position(|&c| {
            let on = on_faces(&[c]);
            (0..3).all(|f| empty[f] >= bounds.lo + on[f]) && (!any_above || (0..3).any(|f| on[f] > 0 && above(f)))
        });
        let Some(i) = pick else {
            return Err(CubeMiss::Grade);
        };
        let cell = holes.remove(i);
        puzzle.set(cell, solution.get(cell));
        let after = lowest_level(puzzle, level);
        if after.is_some_and(|l| l < level) {
            puzzle.set(cell, None);
            skipped += 1;
        } else {
            now = after;
            let on = on_faces(&[cell]);
            (0..3).for_each(|f| empty[f] -= on[f]);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::cube_faces::face_empty;
    use crate::engine::logic::grade_unique;
    use crate::engine::solver::solve_unique;

    /// A fill the budget stops (the window's Back while a puzzle is made) is no grid, not an
    /// empty board handed on as if it were one; the same fill unstopped is a full grid.
    #[test]
    fn a_fill_stopped_by_the_budget_is_no_grid() {
        use crate::engine::logic::budget::{Budget, Cancel};
        let back = Cancel::new();
        back.cancel();
        for shape in [Shape::Classic, Shape::Cube] {
            let stopped = Budget::unlimited()
                .cancelled_by(&back)
                .run(|| random_grid(shape.clone(), &mut StdRng::seed_from_u64(1)));
            assert_eq!(stopped.value, None, "{shape:?}");
            let full = random_grid(shape.clone(), &mut StdRng::seed_from_u64(1));
            assert!(full.is_some_and(|g| g.is_complete()), "{shape:?}");
        }
        // The generators built on it miss instead of digging an empty board.
        let stopped = Budget::unlimited()
            .cancelled_by(&back)
            .run(|| generate_minimal(Shape::Classic, &mut StdRng::seed_from_u64(1)));
        assert!(stopped.value.is_none());
    }

    #[test]
    fn same_seed_same_puzzle() {
        let a = generate_seeded(Shape::Classic, Difficulty::Easy, 42);
        let b = generate_seeded(Shape::Classic, Difficulty::Easy, 42);
        assert_eq!(a, b);
        let c = generate_seeded(Shape::Classic, Difficulty::Easy, 43);
        assert_ne!(a.puzzle, c.puzzle);
    }

    #[test]
    fn generated_puzzles_are_unique_and_in_band() {
        for (i, d) in Difficulty::ALL.into_iter().enumerate() {
            let p = generate_seeded(Shape::Classic, d, 100 + i as u64);
            assert_eq!(solve_unique(&p.puzzle).as_ref(), Ok(&p.solution));
            let (lo, hi) = d.empty_range();
            assert!(
                (lo..=hi).contains(&p.puzzle.empty_count()),
                "{d:?}: {}",
                p.puzzle.empty_count()
            );
            assert_eq!(d.judge(&p.puzzle), Ok(p.grade.clone()), "{d:?}");
        }
    }

    #[test]
    fn an_emptied_unavoidable_set_makes_its_face_ambiguous_but_not_the_cube() {
        let mut rng = StdRng::seed_from_u64(8);
        let solution = random_grid(Shape::Cube, &mut rng).expect("a full cube");
        for face in Face::ALL {
            let sets = linked_unavoidable_sets(&solution, face, &mut rng);
            assert!(!sets.is_empty(), "{face:?}");
            for set in sets.iter().take(5) {
                let mut dug = solution.clone();
                for &c in set {
                    dug.set(c, None);
                }
                assert!(!unique_alone(&dug, face), "{face:?} {set:?}");
                assert!(set.iter().any(|&c| solution.geometry().is_linked(c)));
                assert_eq!(count_solutions(&dug, 2), 1, "the other faces pin the linked cell");
            }
        }
    }

    #[test]
    fn measuring_grades_as_the_grader_does() {
        let mut rng = StdRng::seed_from_u64(3);
        for difficulty in [Difficulty::Easy, Difficulty::Hard] {
            let p = loop {
                if let Ok(p) = cube_attempt(difficulty, &mut rng, None) {
                    break p;
                }
            };
            let (grade, report) = measure(&p.puzzle);
            assert_eq!(grade, grade_unique(&p.puzzle));
            assert_eq!(report.empty, Face::ALL.map(|f| face_empty(&p.puzzle, f)));
            // Every step's faces are recorded under its level.
            for (level, faces) in report.step_faces.iter().enumerate() {
                let used = grade.counts.keys().any(|t| t.level() as usize == level);
                assert_eq!(used, faces.iter().any(|&t| t), "level {level}");
            }
        }
    }
}

/// Splits cages of `set` until the cages alone (no givens) have one solution, `solution`:
/// while a second solution exists, a cage holding a cell where the two differ is cut in two
/// (the part reached first from that cell, and the rest, piece by piece). Ends at worst with
/// every cell its own cage, which is unique.
pub fn split_until_unique(set: CageSet, solution: &[u8; 81], rng: &mut dyn RngCore) -> CageSet {
    let empty = Grid::empty(Shape::Classic);
    let mut set = set;
    loop {
        let (found, first, second) = count_killer(&empty, &set, 2);
        if found != 2 {
            // One solution; none cannot happen (the cages were laid over `solution`).
            return set;
        }
        let other = [first, second]
            .into_iter()
            .flatten()
            .map(|g| g.values())
            .find(|v| v[..] != solution[..])
            .expect("two different solutions: one is not `solution`");
        let differ: Vec<usize> = (0..81)
            .filter(|&c| other[c] != solution[c] && set.cages()[set.cage_of(c)].cells.len() > 1)
            .collect();
        if differ.is_empty() {
            return set;
        }
        let cell = differ[rng.random_range(0..differ.len())];
        set = killer::split_cage(&set, set.cage_of(cell), cell, solution);
    }
}

/// A puzzle with one solution on a square board of any size (Mini 6x6, Giant 16x16; any
/// geometry works): a random full grid, then clues taken away in random order while the
/// puzzle keeps one solution, until `empty` cells are empty or every clue left is needed. The
/// givens and the solution, one per cell (the geometry's cell order); None when no full grid
/// came. Not graded into a band: the grader's rules per board come from a board kind, which
/// these boards get with their table rows (issue 43's next step).
pub fn unique_on(geometry: &Geometry, empty: usize, rng: &mut dyn RngCore) -> Option<(Vec<Option<Digit>>, Vec<Digit>)> {
    let n = geometry.cell_count();
    let solution = solve_random_on(geometry, &vec![None; n], rng)?;
    let mut givens: Vec<Option<Digit>> = solution.iter().copied().map(Some).collect();
    let mut order: Vec<usize> = (0..n).collect();
    order.shuffle(rng);
    let mut removed = 0;
    for cell in order {
        if removed >= empty {
            break;
        }
        let clue = givens[cell].take();
        if count_on(geometry, &givens, 2) == Ok(1) {
            removed += 1;
        } else {
            givens[cell] = clue;
        }
    }
    Some((givens, solution))
}

#[cfg(test)]
mod killer_tests {
    use super::*;
    use crate::engine::solver::solve_unique;

    #[test]
    fn random_cages_split_until_unique_have_one_solution_the_grid_they_were_laid_on() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(2026);
        for _ in 0..5 {
            let full = solve_random(&Grid::empty(Shape::Classic), &mut rng).unwrap();
            let solution: [u8; 81] = full.values().try_into().unwrap();
            let set = split_until_unique(killer::random_cages(&solution, &mut rng), &solution, &mut rng);
            let (found, first, _) = count_killer(&Grid::empty(Shape::Classic), &set, 2);
            assert_eq!(found, 1);
            assert_eq!(first.unwrap().values(), solution.to_vec());
            // Through the interned board too, by the general solver.
            let puzzle = Grid::empty(Shape::Classic).with_shape(Shape::Killer(Cages::intern(set)));
            let solved = solve_unique(&puzzle).unwrap();
            assert!(solved.is_solved());
        }
    }

    #[test]
    fn killer_puzzles_have_one_solution_and_their_band_with_the_cages_alone() {
        for (seed, difficulty) in [(1, Difficulty::Easy), (2, Difficulty::Medium), (3, Difficulty::Hard)] {
            let p = generate_variant_seeded(Variant::Killer, difficulty, seed);
            let cages = p.puzzle.shape().cages().expect("a killer board");
            assert_eq!(p.solution.shape(), p.puzzle.shape());
            // The cages alone: no digit given (the band was reached by merging and splitting).
            assert_eq!(p.puzzle.empty_count(), 81, "{difficulty:?}");
            let (found, first, _) = count_killer(&Grid::empty(Shape::Classic), cages.set(), 2);
            assert_eq!(found, 1, "{difficulty:?}");
            assert_eq!(first.unwrap().values(), p.solution.values());
            assert_eq!(solve_unique(&p.puzzle).as_ref(), Ok(&p.solution));
            assert!(p.solution.is_solved());
            assert_eq!(difficulty.judge(&p.puzzle), Ok(p.grade.clone()), "{difficulty:?}");
            assert!(cages.cages().iter().all(|c| c.cells.len() <= killer::MAX_CAGE));
        }
        // The same seed, the same puzzle.
        assert_eq!(
            generate_variant_seeded(Variant::Killer, Difficulty::Easy, 1),
            generate_variant_seeded(Variant::Killer, Difficulty::Easy, 1)
        );
    }

    #[test]
    fn a_killer_attempt_gives_up_at_its_deadline() {
        let mut rng = StdRng::seed_from_u64(4);
        let started = Instant::now();
        let passed = Some(started);
        for difficulty in Difficulty::ALL {
            assert_eq!(killer_attempt(difficulty, &mut rng, passed), None, "{difficulty:?}");
        }
        assert!(started.elapsed().as_secs() < 5, "{:?}", started.elapsed());
        // Through the variant entry the level files use, too.
        assert_eq!(
            generate_variant_attempt(Variant::Killer, Difficulty::Expert, &mut rng, passed),
            None
        );
    }

    #[test]
    fn a_killer_shape_asks_for_a_killer_attempt() {
        let mut rng = StdRng::seed_from_u64(5);
        let any = Shape::Killer(Cages::intern(killer::random_cages(
            &std::array::from_fn(|i| ((i / 9 * 3 + i / 27 + i % 9) % 9 + 1) as u8),
            &mut rng,
        )));
        let p = loop {
            if let Some(p) = generate_attempt(any.clone(), Difficulty::Easy, &mut rng, None) {
                break p;
            }
        };
        assert!(p.puzzle.shape().cages().is_some());
        assert_eq!(
            count_killer(&Grid::empty(Shape::Classic), p.puzzle.shape().cages().unwrap().set(), 2).0,
            1
        );
    }
}
