//! The grader's memory: everything a finder keeps from one position to the next, in one place.
//!
//! The grader and the hints walk a puzzle position by position, each inside the one before (the
//! same givens and more, the same candidates or fewer), and every row is asked again at every
//! step. Several finders keep what they worked out on the last position and reuse it when the
//! next one allows: this module owns all of it, one [`Memory`] per thread, one field per
//! [`Slot`], and one reset ([`Memory::forget_all`]). The family modules keep their logic and
//! their value types; they reach their memory only through the accessors here, each of which
//! names its slot.
//!
//! Which rows read which slot is a column of the technique table ([`super::Row::memory`]): in
//! debug builds a row that reaches a slot its row does not list fails at once, and the tests
//! check that every listed slot is read.
//!
//! What is kept never changes a step: every slot answers as a fresh computation would (the
//! tests compare warm and cold memory along the grader's walks, and `tests/engine/step_digest.rs`
//! holds the steps themselves).

use std::any::Any;
#[cfg(any(test, debug_assertions))]
use std::cell::Cell;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use crate::engine::types::Candidates;

use super::chains::QuickMap;
use super::context::{MAX_DIGITS, NARROW, WIDE};
use super::{als, barren, chains, digit_memo, fish, forcing, propagate, templates, Context, Technique};

/// One part of the grader's memory, as the technique table names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Slot {
    /// Per row, the last position where it found nothing ([`Memory`]'s `found_nothing`).
    FoundNothing,
    /// Per part of a single-digit finder and digit, the digit's cells where it found nothing.
    DigitFoundNothing,
    /// Per digit, whether every place of it lies in a template. Sound only for rows that reason
    /// about one digit alone: a row lists it only then.
    Templates,
    /// The almost locked sets of the last position and their restricted pairs.
    AlsSets,
    /// The almost locked sets of the last position, house by house.
    AlsHouses,
    /// What suppositions led to on the last position (forcing chains).
    Carried,
    /// The grouped link graph of the last position.
    GroupedGraph,
    /// Every supposition of the last position followed through.
    Followed,
    /// The first finned and sashimi fish of a size on the last position.
    FirstFins,
}

impl Slot {
    /// Every slot.
    pub const ALL: [Slot; 9] = [
        Slot::FoundNothing,
        Slot::DigitFoundNothing,
        Slot::Templates,
        Slot::AlsSets,
        Slot::AlsHouses,
        Slot::Carried,
        Slot::GroupedGraph,
        Slot::Followed,
        Slot::FirstFins,
    ];

    #[cfg(any(test, debug_assertions))]
    fn bit(self) -> u16 {
        1 << self as u16
    }
}

/// What a row keeps for the rows after it on the same position, with the candidates it was
/// worked out for.
pub(super) type PositionCache<T> = Option<(Vec<Candidates>, Rc<T>)>;

/// What `cache` kept when it was worked out for these very candidates, else `build()` (kept
/// for the rows after).
pub(super) fn per_position<T, const W: usize>(
    cache: &mut PositionCache<T>,
    ctx: &Context<W>,
    build: impl FnOnce() -> T,
) -> Rc<T> {
    if let Some((key, kept)) = cache.as_ref() {
        if key.as_slice() == ctx.candidates {
            return Rc::clone(kept);
        }
    }
    let value = Rc::new(build());
    *cache = Some((ctx.candidates.to_vec(), Rc::clone(&value)));
    value
}

/// The grader's memory on one thread. Every field is one [`Slot`] (those holding cell sets are
/// kept once per width, in `Slots`); each says its key, what
/// makes it stale, and which rows read it (the table's column must agree: see
/// `every_row_reads_the_memory_its_row_lists`). A stale entry is never wrong, only unused:
/// each reader checks the key against the position it is asked about.
#[derive(Default)]
pub struct Memory {
    /// The slots of the boards graded at the narrow width (every board up to 256 cells).
    narrow: Slots<NARROW>,
    /// The slots of the boards graded at the wide width (a Samurai board).
    wide: Slots<WIDE>,
    /// [`Slot::Carried`]. Key: with or without locked candidates. Holds what suppositions led to
    /// on the last position followed; stale when the position asked is not inside it (another
    /// board, a candidate back, a given gone), and then followed afresh. Read by the
    /// contradiction, cell and unit forcing chains, and by hints' forcing chains
    /// (`propagate.rs`).
    carried: RefCell<[Option<propagate::Carried>; 2]>,
    /// [`Slot::Followed`]. Key: the candidates, the filled cells, the level (singles only, or
    /// locked candidates too) and whether every supposition kept its literals. Holds every
    /// supposition followed through. Stale on any other key. Read by cell and unit forcing
    /// chains, and by contradiction forcing chains when every step is wanted (`forcing.rs`).
    followed: RefCell<Option<forcing::Followed>>,
    /// [`Slot::FirstFins`]. Key: the candidates and the fish size. Holds the first finned and
    /// the first sashimi fish, found by one scan. Stale on any other key. Read by the finned
    /// and sashimi rows when the first step is wanted (`fish.rs`).
    first_fins: RefCell<Option<fish::FirstFins>>,
    /// Not memory but a switch for the tests: the template test answers "not settled" (every
    /// digit is looked at). [`Memory::forget_all`] leaves it.
    #[cfg(test)]
    templates_off: Cell<bool>,
    /// The row being asked, if any ([`running`]).
    #[cfg(any(test, debug_assertions))]
    running: Cell<Option<Technique>>,
    /// The slots reached, one bit each ([`Slot::bit`]).
    #[cfg(any(test, debug_assertions))]
    reached: Cell<u16>,
}

/// The slots of the grader's memory whose values hold cell sets, at one width `W`: a thread
/// grading a classic board and a Samurai board keeps both. (The other slots, in [`Memory`],
/// hold no cell set and answer for either width.)
#[derive(Default)]
struct Slots<const W: usize> {
    /// [`Slot::FoundNothing`]. Key: the technique. Holds the candidates and filled cells of the
    /// last position where the row found nothing. Stale when the position asked is not inside
    /// it (another board size, a candidate back, a filled cell emptied): then the row searches
    /// everywhere and replaces it when it finds nothing again. Read by the subsets, the unique
    /// rectangles, Sue de Coq, ALS-XZ, ALS-XY-Wing, XY-Chains, AICs and grouped AICs
    /// (`barren.rs`).
    found_nothing: RefCell<HashMap<Technique, barren::Position<W>>>,
    /// [`Slot::DigitFoundNothing`]. Key: a number the finder makes of its technique and whatever
    /// else it loops over (face, fish size, orientation), and the digit. Holds the board's size
    /// and the digit's cells where that part last found nothing. Stale when the digit's cells
    /// differ (the part then searches, looking first at what changed when the cells only lost
    /// some). Sound because the readers reason about one digit alone: the fish rows, the
    /// skyscraper, 2-string kite, turbot fish, empty rectangle, simple colouring and X-Chain
    /// (`digit_memo.rs`).
    digit_found_nothing: RefCell<QuickMap<(u64, usize), digit_memo::DigitCells<W>>>,
    /// [`Slot::Templates`]. Key: the digit, then the board's size and the digit's cells. Holds
    /// whether every place of the digit lies in a template. Stale when the digit's cells
    /// differ (worked out again). Read through [`digit_memo`] by the same rows as
    /// `digit_found_nothing`, and only by rows reasoning about one digit alone
    /// (`templates.rs`).
    templates: RefCell<[templates::Kept<W>; MAX_DIGITS]>,
    /// [`Slot::AlsSets`]. Key: the candidates of every cell. Holds the position's almost locked
    /// sets and their restricted pairs, so that ALS-XZ and ALS-XY-Wing, asked one after the
    /// other, find them once. Stale on any other position (`als.rs`).
    als_sets: RefCell<PositionCache<als::AlsPosition<W>>>,
    /// [`Slot::AlsHouses`]. Key: per house, its open cells and their candidates; per digit, the
    /// cells holding it. Holds the last position's sets house by house and their restricted
    /// pairs: a house whose open cells are unchanged keeps its sets, and a set's cells seeing
    /// a digit change only with the digit's cells. Read when `als_sets` is stale, by ALS-XZ and
    /// ALS-XY-Wing (`als.rs`).
    als_houses: RefCell<Option<als::Memo<W>>>,
    /// [`Slot::GroupedGraph`]. Key: the candidates of every cell. Holds the grouped link graph,
    /// of which XY-Chains, AICs and grouped AICs each read their own links. Stale on any other
    /// position (`chains.rs`).
    grouped_graph: RefCell<PositionCache<chains::Graph<W>>>,
}

impl<const W: usize> Slots<W> {
    /// Swaps every slot with `other`'s.
    fn exchange(&self, other: &Slots<W>) {
        self.found_nothing.swap(&other.found_nothing);
        self.digit_found_nothing.swap(&other.digit_found_nothing);
        self.templates.swap(&other.templates);
        self.als_sets.swap(&other.als_sets);
        self.als_houses.swap(&other.als_houses);
        self.grouped_graph.swap(&other.grouped_graph);
    }
}

thread_local! {
    static MEMORY: Memory = Memory::default();
}

impl Memory {
    /// Forgets everything the grader keeps on this thread: the next position is worked out
    /// cold, as on a fresh thread (for a test or a benchmark that wants a cold start). The
    /// steps found are the same either way.
    pub fn forget_all() {
        let empty = Memory::default();
        MEMORY.with(|m| m.exchange(&empty));
    }

    /// Runs `f` with nothing remembered, and then puts back what was (tests compare a warm
    /// memory with a cold one along a walk that goes on warm).
    #[cfg(test)]
    pub(super) fn cold<R>(f: impl FnOnce() -> R) -> R {
        let kept = Memory::default();
        MEMORY.with(|m| m.exchange(&kept));
        let out = f();
        MEMORY.with(|m| m.exchange(&kept));
        out
    }

    /// Swaps every slot with `other`'s (the switches and the debug record stay).
    fn exchange(&self, other: &Memory) {
        self.narrow.exchange(&other.narrow);
        self.wide.exchange(&other.wide);
        self.carried.swap(&other.carried);
        self.followed.swap(&other.followed);
        self.first_fins.swap(&other.first_fins);
    }

    /// The slots of width `W`. Picked through `Any`, so that the finders need no bound on
    /// their width (the two `TypeId`s are known at compile time and the pick folds away).
    fn at<const W: usize>(&self) -> &Slots<W> {
        let slots: &dyn Any = if W == NARROW { &self.narrow } else { &self.wide };
        slots
            .downcast_ref::<Slots<W>>()
            .expect("cell sets come in the narrow and the wide width only")
    }

    /// Notes that `slot` is reached; a row reaching a slot its row of the table does not list
    /// is a bug (its column would lie about what its steps depend on).
    fn note(&self, slot: Slot) {
        #[cfg(any(test, debug_assertions))]
        {
            self.reached.set(self.reached.get() | slot.bit());
            if let Some(t) = self.running.get() {
                assert!(
                    t.row().memory.contains(&slot),
                    "the {t:?} row reached the memory slot {slot:?}, which its row of the table does not list"
                );
            }
        }
        #[cfg(not(any(test, debug_assertions)))]
        let _ = slot;
    }
}

/// Runs `f` on one slot of the thread's memory.
fn reach<T, R, const W: usize>(slot: Slot, field: fn(&Slots<W>) -> &RefCell<T>, f: impl FnOnce(&mut T) -> R) -> R {
    MEMORY.with(|m| {
        m.note(slot);
        f(&mut field(m.at()).borrow_mut())
    })
}

/// Runs `f` on one slot of the thread's memory that holds no cell set.
fn reach_any<T, R>(slot: Slot, field: fn(&Memory) -> &RefCell<T>, f: impl FnOnce(&mut T) -> R) -> R {
    MEMORY.with(|m| {
        m.note(slot);
        f(&mut field(m).borrow_mut())
    })
}

/// As [`reach_any`], or None while the thread is ending (a value dropped then has nowhere to go).
fn try_reach<T, R>(slot: Slot, field: fn(&Memory) -> &RefCell<T>, f: impl FnOnce(&mut T) -> R) -> Option<R> {
    MEMORY
        .try_with(|m| {
            m.note(slot);
            f(&mut field(m).borrow_mut())
        })
        .ok()
}

/// [`Slot::FoundNothing`].
pub(super) fn found_nothing<R, const W: usize>(f: impl FnOnce(&mut HashMap<Technique, barren::Position<W>>) -> R) -> R {
    reach(Slot::FoundNothing, |m| &m.found_nothing, f)
}

/// [`Slot::DigitFoundNothing`].
pub(super) fn digit_found_nothing<R, const W: usize>(
    f: impl FnOnce(&mut QuickMap<(u64, usize), digit_memo::DigitCells<W>>) -> R,
) -> R {
    reach(Slot::DigitFoundNothing, |m| &m.digit_found_nothing, f)
}

/// [`Slot::Templates`] (through [`templates::OneDigitRow`], which only single-digit rows make).
pub(super) fn templates<R, const W: usize>(
    _: templates::OneDigitRow,
    f: impl FnOnce(&mut [templates::Kept<W>; MAX_DIGITS]) -> R,
) -> R {
    reach(Slot::Templates, |m| &m.templates, f)
}

/// [`Slot::AlsSets`].
pub(super) fn als_sets<R, const W: usize>(f: impl FnOnce(&mut PositionCache<als::AlsPosition<W>>) -> R) -> R {
    reach(Slot::AlsSets, |m| &m.als_sets, f)
}

/// [`Slot::AlsHouses`].
pub(super) fn als_houses<R, const W: usize>(f: impl FnOnce(&mut Option<als::Memo<W>>) -> R) -> R {
    reach(Slot::AlsHouses, |m| &m.als_houses, f)
}

/// [`Slot::Carried`]; None while the thread is ending.
pub(super) fn carried<R>(f: impl FnOnce(&mut [Option<propagate::Carried>; 2]) -> R) -> Option<R> {
    try_reach(Slot::Carried, |m| &m.carried, f)
}

/// [`Slot::GroupedGraph`].
pub(super) fn grouped_graph<R, const W: usize>(f: impl FnOnce(&mut PositionCache<chains::Graph<W>>) -> R) -> R {
    reach(Slot::GroupedGraph, |m| &m.grouped_graph, f)
}

/// [`Slot::Followed`].
pub(super) fn followed<R>(f: impl FnOnce(&mut Option<forcing::Followed>) -> R) -> R {
    reach_any(Slot::Followed, |m| &m.followed, f)
}

/// [`Slot::FirstFins`].
pub(super) fn first_fins<R>(f: impl FnOnce(&mut Option<fish::FirstFins>) -> R) -> R {
    reach_any(Slot::FirstFins, |m| &m.first_fins, f)
}

/// Whether the template test is switched off (tests only).
#[cfg(test)]
pub(super) fn templates_off() -> bool {
    MEMORY.with(|m| m.templates_off.get())
}

/// Runs `f` with the template test switched off: every digit is looked at.
#[cfg(test)]
pub(super) fn without_templates<R>(f: impl FnOnce() -> R) -> R {
    let was = MEMORY.with(|m| m.templates_off.replace(true));
    let out = f();
    MEMORY.with(|m| m.templates_off.set(was));
    out
}

/// Runs `f`, the finder of `technique`'s row: in debug builds every slot it reaches is checked
/// against the row's column.
#[inline]
pub(super) fn running<R>(technique: Technique, f: impl FnOnce() -> R) -> R {
    #[cfg(any(test, debug_assertions))]
    let outer = MEMORY.with(|m| m.running.replace(Some(technique)));
    #[cfg(not(any(test, debug_assertions)))]
    let _ = technique;
    let out = f();
    #[cfg(any(test, debug_assertions))]
    MEMORY.with(|m| m.running.set(outer));
    out
}

/// The row being asked on this thread, if any (debug builds).
#[cfg(any(test, debug_assertions))]
pub(super) fn running_row() -> Option<Technique> {
    MEMORY.with(|m| m.running.get())
}

/// Runs `f` and returns the slots it reached.
#[cfg(test)]
pub(super) fn reached_by<R>(f: impl FnOnce() -> R) -> (R, Vec<Slot>) {
    let outer = MEMORY.with(|m| m.reached.replace(0));
    let out = f();
    let bits = MEMORY.with(|m| m.reached.replace(outer | m.reached.get()));
    (out, Slot::ALL.into_iter().filter(|s| bits & s.bit() != 0).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::logic::{subsets, walk_puzzles, LogicalSolver, Sink, TABLE};

    /// Every row reaches exactly the slots its row of the table lists, over the grader's walks
    /// (classic and cube), one step wanted and every step: none it does not list (that fails
    /// inside the row already), and every one it lists at some position.
    #[test]
    fn every_row_reads_the_memory_its_row_lists() {
        let mut reached: Vec<Vec<Slot>> = vec![Vec::new(); TABLE.len()];
        let mut positions = 0;
        for puzzle in &walk_puzzles(2) {
            let mut solver = LogicalSolver::new(puzzle);
            loop {
                let next = solver.next_step();
                let ctx = solver.context();
                positions += 1;
                for (i, row) in TABLE.iter().enumerate() {
                    let ((), slots) = reached_by(|| {
                        Sink::first().run(&ctx, row);
                        // Every step: the nested forcing chains' (which reach nothing) only
                        // where few candidates are left, as they take long otherwise.
                        if row.technique != Technique::NestedForcingChain || next.is_none() {
                            Sink::every().run(&ctx, row);
                        }
                        // Now and then cold, as a row asked first on a position (a hint's)
                        // is: it builds what the rows before it would have.
                        if positions % 8 == 0 {
                            Memory::cold(|| Sink::first().run(&ctx, row));
                        }
                    });
                    for s in slots {
                        if !reached[i].contains(&s) {
                            reached[i].push(s);
                        }
                    }
                }
                let Some(step) = next else {
                    break;
                };
                solver.apply(&step);
            }
        }
        for (row, reached) in TABLE.iter().zip(&reached) {
            for slot in row.memory {
                assert!(
                    reached.contains(slot),
                    "{:?} lists {slot:?} but never reached it",
                    row.technique
                );
            }
            assert_eq!(
                reached.len(),
                row.memory.len(),
                "{:?} reached {reached:?}",
                row.technique
            );
        }
        assert!(reached.iter().flatten().count() > 40);
    }

    /// A finder reaching a slot its row does not list fails.
    #[test]
    #[should_panic(expected = "which its row of the table does not list")]
    fn a_row_reaching_a_slot_it_does_not_list_fails() {
        let puzzle = &walk_puzzles(1)[0];
        let solver = LogicalSolver::new(puzzle);
        let ctx = solver.context();
        // The naked pair's finder (which remembers where it found nothing) asked as the naked
        // single's row, which lists no memory.
        running(Technique::NakedSingle, || subsets::naked_pair(&ctx, &mut Sink::every()));
    }

    /// The grader takes the same step at every position of its walks (classic and cube) with
    /// everything kept from the positions before as with nothing kept.
    #[test]
    fn the_grader_steps_alike_with_a_warm_or_a_cold_memory() {
        let mut positions = 0;
        for puzzle in &walk_puzzles(3) {
            let mut solver = LogicalSolver::new(puzzle);
            loop {
                let warm = solver.next_step();
                let cold = Memory::cold(|| solver.next_step());
                assert!(warm == cold, "position {positions}: {warm:?} warm, {cold:?} cold");
                positions += 1;
                let Some(step) = warm else {
                    break;
                };
                solver.apply(&step);
            }
        }
        assert!(positions > 150, "{positions} positions");
    }

    /// After [`Memory::forget_all`] no slot holds anything.
    #[test]
    fn forgetting_all_empties_every_slot() {
        let puzzle = &walk_puzzles(1)[0];
        let solver = LogicalSolver::new(puzzle);
        let ctx = solver.context();
        for row in TABLE {
            Sink::first().run(&ctx, row);
        }
        let held = || {
            [
                found_nothing::<_, NARROW>(|m| !m.is_empty()),
                digit_found_nothing::<_, NARROW>(|m| !m.is_empty()),
                MEMORY.with(|m| m.narrow.templates.borrow().iter().any(Option::is_some)),
                als_sets::<_, NARROW>(|m| m.is_some()),
                als_houses::<_, NARROW>(|m| m.is_some()),
                carried(|m| m.iter().any(Option::is_some)).unwrap_or(false),
                grouped_graph::<_, NARROW>(|m| m.is_some()),
                followed(|m| m.is_some()),
                first_fins(|m| m.is_some()),
            ]
        };
        assert_eq!(held(), [true; 9]);
        Memory::forget_all();
        assert_eq!(held(), [false; 9]);
    }
}
