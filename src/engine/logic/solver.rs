//! The solver: asks the table's rows in order, applies the first step found, and grades a
//! puzzle by the steps it took.

use std::collections::BTreeMap;

use crate::engine::grid::Grid;
use crate::engine::solver::count_solutions;
use crate::engine::types::{Candidates, Digit};

use super::context::{width_for, Derived, Tables, NARROW, WIDE};
use super::{Context, Level, Sink, Step, Technique, TABLE};

/// What the grader found about a puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grade {
    /// The technique of the hardest step (highest rating; None for a puzzle already complete).
    pub hardest: Option<Technique>,
    /// The rating of the hardest step in tenths (0 when there was no step).
    pub rating: u16,
    /// Sum of the weights of every step taken (the second number).
    pub score: u32,
    /// Whether the techniques finished the puzzle; false means it needs more than they know
    /// (or, with [`Grade::out_of_budget`], more than they found within the budget).
    pub solved: bool,
    /// Whether the grading stopped because its budget ran out (see `engine::budget`): the
    /// rest of the grade is what it found so far.
    pub out_of_budget: bool,
    /// Steps taken.
    pub steps: usize,
    /// How many steps of each technique.
    pub counts: BTreeMap<Technique, usize>,
}

impl Grade {
    /// The grade of no steps yet.
    pub(crate) fn empty() -> Grade {
        Grade {
            hardest: None,
            rating: 0,
            score: 0,
            solved: false,
            out_of_budget: false,
            steps: 0,
            counts: BTreeMap::new(),
        }
    }

    /// Counts `step` in: the hardest step so far (of two rated the same, the later
    /// technique in the table), the score and the steps of each technique.
    pub(crate) fn count(&mut self, step: &Step) {
        let key = (step.rating, step.technique.rank());
        if self.hardest.is_none_or(|h| key >= (self.rating, h.rank())) {
            self.hardest = Some(step.technique);
            self.rating = step.rating;
        }
        self.score += step.technique.weight();
        self.steps += 1;
        *self.counts.entry(step.technique).or_default() += 1;
    }

    /// The rating as a decimal ("4.2").
    pub fn rating_text(&self) -> String {
        super::rating_text(self.rating)
    }

    /// The highest level among the techniques used.
    pub fn level(&self) -> Level {
        self.counts.keys().map(|t| t.level()).max().unwrap_or(Level::Easy)
    }
}

/// What the candidates derive ([`Derived`]), at the width the board is graded at.
// The narrow variant stays inline (every board but a Samurai, graded by the hundred), the
// wide one is boxed so that the narrow boards do not carry its size: the sizes differ on
// purpose.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug)]
enum DerivedAt {
    /// Boards of up to 256 cells.
    Narrow(Derived<NARROW>),
    /// Boards past 256 cells (a Samurai board), or any board in the tests that check the wide
    /// width against the narrow one.
    Wide(Box<Derived<WIDE>>),
}

impl DerivedAt {
    /// Derived from a board's candidates, at the board's width ([`width_for`]).
    fn of(grid: &Grid, candidates: &[Candidates]) -> DerivedAt {
        let g = grid.geometry();
        if width_for(g.cell_count()) == NARROW {
            DerivedAt::Narrow(Derived::of(g, candidates))
        } else {
            DerivedAt::Wide(Box::new(Derived::of(g, candidates)))
        }
    }
}

/// A solver's context at the width its board is graded at ([`LogicalSolver::context_at`]).
#[allow(clippy::large_enum_variant)] // As in `DerivedAt`: the narrow variant stays inline.
pub enum ContextAt<'a> {
    /// A board of up to 256 cells.
    Narrow(Context<'a, NARROW>),
    /// A board past 256 cells (a Samurai board); boxed, as the narrow ones are the many.
    Wide(Box<Context<'a, WIDE>>),
}

/// Runs `$body` with `$ctx` bound to the solver's context at its width
/// ([`LogicalSolver::context_at`]): the body is compiled once per width, as a closure cannot
/// be generic over it.
macro_rules! at_width {
    ($solver:expr, $ctx:ident => $body:expr) => {
        match $solver.context_at() {
            $crate::engine::logic::ContextAt::Narrow($ctx) => $body,
            $crate::engine::logic::ContextAt::Wide(ctx) => {
                let $ctx = *ctx;
                $body
            }
        }
    };
}
pub(crate) use at_width;

/// A logical solver over a grid and its candidates.
#[derive(Clone, Debug)]
pub struct LogicalSolver {
    grid: Grid,
    candidates: Vec<Candidates>,
    /// Whether uniqueness techniques may run (only on puzzles with one solution).
    unique: bool,
    /// Where each digit stands, kept as candidates go (rather than derived at every step), at
    /// the board's width.
    derived: DerivedAt,
}

impl LogicalSolver {
    /// Starts from `grid`, with every candidate not excluded by a placed peer. Uniqueness
    /// techniques are on: the puzzle must have exactly one solution (see
    /// [`LogicalSolver::without_uniqueness`]).
    pub fn new(grid: &Grid) -> LogicalSolver {
        let candidates: Vec<Candidates> = (0..grid.len()).map(|c| grid.candidates(c)).collect();
        LogicalSolver {
            derived: DerivedAt::of(grid, &candidates),
            grid: grid.clone(),
            candidates,
            unique: true,
        }
    }

    /// Starts from a pencil-mark position: `candidates[c]` for each empty cell (intersected
    /// with what the placed digits allow).
    ///
    /// Uniqueness techniques stay on, as for [`LogicalSolver::new`]: such a position is a
    /// puzzle whose constraints are its givens and its marks, and it must have exactly one
    /// solution within its marks (`solver::solve_unique_within`). Unique rectangles and BUG+1
    /// are sound there: the deadly pattern they avoid, left inside the marks, would give a
    /// second solution within the marks, which that one solution rules out. A caller whose
    /// position may have several solutions within its marks turns them off
    /// ([`LogicalSolver::without_uniqueness`]).
    pub fn with_candidates(grid: &Grid, candidates: &[Candidates]) -> LogicalSolver {
        let mut solver = LogicalSolver::new(grid);
        for (c, slot) in solver.candidates.iter_mut().enumerate() {
            if let Some(&given) = candidates.get(c) {
                *slot = slot.intersection(given);
            }
        }
        solver.derived = DerivedAt::of(grid, &solver.candidates);
        solver
    }

    /// The same solver at the wide width, whatever the board's size: the tests check that the
    /// wide width steps as the narrow one does on the boards they can grade at both.
    #[cfg(test)]
    pub(crate) fn at_wide_width(mut self) -> LogicalSolver {
        self.derived = DerivedAt::Wide(Box::new(Derived::of(self.grid.geometry(), &self.candidates)));
        self
    }

    /// Turns the uniqueness techniques off (for puzzles that may have several solutions).
    pub fn without_uniqueness(mut self) -> LogicalSolver {
        self.unique = false;
        self
    }

    /// The board as far as solved.
    pub fn grid(&self) -> &Grid {
        &self.grid
    }

    /// The current candidates of each cell.
    pub fn candidates(&self) -> &[Candidates] {
        &self.candidates
    }

    /// The context finders read, for the current state, on a board of up to 256 cells (the
    /// narrow width; the solver's own methods reach any board's at its width).
    ///
    /// # Panics
    ///
    /// On a board graded at the wide width (past 256 cells).
    pub fn context(&self) -> Context<'_> {
        match &self.derived {
            DerivedAt::Narrow(derived) => Context::with_derived(&self.grid, &self.candidates, derived),
            DerivedAt::Wide(_) => panic!("LogicalSolver::context is for boards of up to 256 cells"),
        }
    }

    /// The context finders read, for the current state, at the board's width: a caller that
    /// reads it on any board matches both arms (`at_width!` does, within the crate).
    pub fn context_at(&self) -> ContextAt<'_> {
        match &self.derived {
            DerivedAt::Narrow(derived) => {
                ContextAt::Narrow(Context::with_derived(&self.grid, &self.candidates, derived))
            }
            DerivedAt::Wide(derived) => {
                ContextAt::Wide(Box::new(Context::with_derived(&self.grid, &self.candidates, derived)))
            }
        }
    }

    /// Whether the solver runs at the wide width.
    #[cfg(test)]
    pub(crate) fn is_wide(&self) -> bool {
        matches!(self.derived, DerivedAt::Wide(_))
    }

    fn allowed(&self, technique: Technique) -> bool {
        // The table's variants column: a row left out on this board is never asked (grader,
        // bands and hints all come through here).
        if !technique.applies_to(self.grid.shape()) {
            return false;
        }
        // Nested forcing chains are sound on any board, but their search only ends quickly
        // when a wrong candidate must fail, that is on a puzzle with one solution.
        self.unique || !(is_uniqueness(technique) || technique == Technique::NestedForcingChain)
    }

    /// The easiest next step, not applied; None when stuck or solved.
    pub fn next_step(&self) -> Option<Step> {
        self.first_step(TABLE.len())
    }

    /// The easiest next step using no technique later in the table than `max`.
    pub fn next_step_up_to(&self, max: Technique) -> Option<Step> {
        self.first_step(max.rank() + 1)
    }

    fn first_step(&self, rows: usize) -> Option<Step> {
        self.first_of(TABLE.iter().take(rows))
    }

    /// The easiest next step among the rows of the table whose place (`Technique::rank`) is in
    /// `ranks`.
    pub fn next_step_among(&self, ranks: std::ops::Range<usize>) -> Option<Step> {
        self.first_of(TABLE.iter().skip(ranks.start).take(ranks.len()))
    }

    /// The easiest next step among the techniques of `level` and below (the bands use it while
    /// generating: "solvable within Medium").
    pub fn next_step_within(&self, level: Level) -> Option<Step> {
        self.first_of(TABLE.iter().filter(|r| r.level <= level))
    }

    /// The first step the rows find, asked in order.
    fn first_of<'r>(&self, rows: impl Iterator<Item = &'r super::Row>) -> Option<Step> {
        at_width!(self, ctx => self.first_on(&ctx, rows))
    }

    fn first_on<'r, const W: usize>(
        &self,
        ctx: &Context<W>,
        rows: impl Iterator<Item = &'r super::Row>,
    ) -> Option<Step> {
        let mut sink = Sink::first();
        for row in rows {
            if !self.allowed(row.technique) {
                continue;
            }
            sink.run(ctx, row);
            if sink.done() {
                return sink.into_steps().into_iter().next();
            }
        }
        None
    }

    /// Every step of the first technique among the rows whose place is in `ranks` that finds
    /// any (a hint picks the one nearest a cell); empty when none does.
    pub fn all_steps_among(&self, ranks: std::ops::Range<usize>) -> Vec<Step> {
        at_width!(self, ctx => self.all_steps_on(&ctx, ranks))
    }

    fn all_steps_on<const W: usize>(&self, ctx: &Context<W>, ranks: std::ops::Range<usize>) -> Vec<Step> {
        for row in TABLE.iter().skip(ranks.start).take(ranks.len()) {
            if !self.allowed(row.technique) {
                continue;
            }
            let mut sink = Sink::every();
            sink.run(ctx, row);
            let steps = sink.into_steps();
            if !steps.is_empty() {
                return steps;
            }
        }
        Vec::new()
    }

    /// Every step `technique` finds now (for tests and hints).
    pub fn all_steps(&self, technique: Technique) -> Vec<Step> {
        if !self.allowed(technique) {
            return Vec::new();
        }
        at_width!(self, ctx => super::find_all(&ctx, technique))
    }

    /// Applies a step: places its digits (removing them from peers' candidates) and removes
    /// its eliminations.
    pub fn apply(&mut self, step: &Step) {
        for &(c, d) in &step.placements {
            self.place(c, d);
        }
        for &(c, d) in &step.eliminations {
            self.remove(c, d);
        }
    }

    /// Removes a candidate (if still there).
    fn remove(&mut self, cell: usize, digit: Digit) {
        if self.candidates[cell].contains(digit) {
            self.candidates[cell].remove(digit);
            match &mut self.derived {
                DerivedAt::Narrow(derived) => derived.remove(self.grid.geometry(), cell, digit),
                DerivedAt::Wide(derived) => derived.remove(self.grid.geometry(), cell, digit),
            }
        }
    }

    /// The candidates whose absence `step` relies on, for a step found on the current state
    /// (before it is applied): the pattern holds because these `(cell, digit)` are gone. The
    /// hint uses it to keep only the eliminations a placement needs.
    pub fn premises(&self, step: &Step) -> Vec<(usize, Digit)> {
        self.premises_of(std::slice::from_ref(step)).pop().unwrap_or_default()
    }

    /// [`LogicalSolver::premises`] of several steps found on the current state, on one context.
    pub fn premises_of(&self, steps: &[Step]) -> Vec<Vec<(usize, Digit)>> {
        at_width!(self, ctx => steps.iter().map(|step| self.premises_on(&ctx, step)).collect())
    }

    fn premises_on<const W: usize>(&self, ctx: &Context<W>, step: &Step) -> Vec<(usize, Digit)> {
        let mut out = match &step.relies_on {
            Some(exact) => exact.clone(),
            None => {
                let premises: super::Premises<W> = step.technique.row().premises.at();
                premises(ctx, step)
            }
        };
        out.retain(|&(c, d)| self.grid.get(c).is_none() && !self.candidates[c].contains(d));
        out.sort_unstable();
        out.dedup();
        out
    }
}

/// Whether a technique relies on the puzzle having one solution.
pub fn is_uniqueness(technique: Technique) -> bool {
    matches!(
        technique,
        Technique::UniqueRectangle1
            | Technique::UniqueRectangle2
            | Technique::UniqueRectangle3
            | Technique::UniqueRectangle4
            | Technique::BugPlusOne
    )
}

/// Grades a puzzle with every technique (uniqueness techniques only when it has one solution).
pub fn grade(puzzle: &Grid) -> Grade {
    grade_up_to(puzzle, TABLE[TABLE.len() - 1].technique)
}

/// Grades a puzzle using no technique later in the table than `max`; stops (unsolved) when
/// stuck.
pub fn grade_up_to(puzzle: &Grid, max: Technique) -> Grade {
    let mut solver = LogicalSolver::new(puzzle);
    if count_solutions(puzzle, 2) != 1 {
        solver.unique = false;
    }
    grade_with(solver, max)
}

/// Grades a puzzle known to have exactly one solution (uniqueness techniques on, no check).
pub fn grade_unique(puzzle: &Grid) -> Grade {
    grade_with(LogicalSolver::new(puzzle), TABLE[TABLE.len() - 1].technique)
}

/// Whether the techniques of `level` and below solve a puzzle known to have one solution.
/// Faster than grading: singles are applied in bulk without building steps, and the other
/// techniques are asked only when singles run out (every technique only removes candidates,
/// so the order does not change whether the puzzle gets solved).
pub fn solvable_within(puzzle: &Grid, level: Level) -> bool {
    lowest_level(puzzle, level).is_some()
}

/// The lowest level whose techniques (with all easier ones) solve a puzzle known to have one
/// solution, trying levels up to `max`; None when even `max` does not. One pass: each level
/// starts where the one below got stuck.
pub fn lowest_level(puzzle: &Grid, max: Level) -> Option<Level> {
    let mut solver = LogicalSolver::new(puzzle);
    let mut level = Level::Easy;
    loop {
        if !solver.propagate_singles() {
            return None;
        }
        if solver.grid.is_complete() {
            return Some(level);
        }
        let step = solver.first_of(TABLE.iter().filter(|r| r.level <= level && r.level > Level::Easy));
        match step {
            Some(step) => solver.apply(&step),
            None if level < max => level = level.harder(),
            None => return None,
        }
    }
}

impl LogicalSolver {
    /// Places naked and hidden singles until none is left, without building steps. False when
    /// a cell or a house runs out of room for a digit (a contradiction).
    fn propagate_singles(&mut self) -> bool {
        // A handle of its own: the geometry is read while `self` changes.
        let shape = self.grid.shape().clone();
        let g = shape.geometry();
        let order: &[usize] = match self.derived {
            DerivedAt::Narrow(_) => &Tables::<NARROW>::of(g).order,
            DerivedAt::Wide(_) => &Tables::<WIDE>::of(g).order,
        };
        loop {
            let mut placed = false;
            for c in 0..self.candidates.len() {
                if self.grid.get(c).is_none() {
                    match self.candidates[c].len() {
                        0 => return false,
                        1 => {
                            if let Some(d) = self.candidates[c].single() {
                                self.place(c, d);
                                placed = true;
                            }
                        }
                        _ => {}
                    }
                }
            }
            for &h in order {
                let cells = &g.houses()[h].cells;
                let mut once = 0u16;
                let mut twice = 0u16;
                let mut filled = g.absent_digit_bits();
                for &c in cells {
                    let m = self.candidates[c].bits();
                    twice |= once & m;
                    once |= m;
                    if let Some(d) = self.grid.get(c) {
                        filled |= 1 << d.index();
                    }
                }
                if (once | filled) != g.all_digits().bits() | g.absent_digit_bits() {
                    return false;
                }
                let mut single = once & !twice & !filled;
                while single != 0 {
                    let d = Digit::from_index(single.trailing_zeros() as usize);
                    single &= single - 1;
                    if let Some(&c) = cells.iter().find(|&&c| self.candidates[c].contains(d)) {
                        self.place(c, d);
                        placed = true;
                    }
                }
            }
            if !placed {
                return true;
            }
        }
    }

    fn place(&mut self, cell: usize, digit: Digit) {
        self.grid.set(cell, Some(digit));
        let left = self.candidates[cell];
        for d in left.iter() {
            self.remove(cell, d);
        }
        let shape = self.grid.shape().clone();
        for &p in shape.geometry().peers(cell) {
            self.remove(p, digit);
        }
    }
}

/// Grades from a solver's state (a pencil-mark position, say).
pub fn grade_with(solver: LogicalSolver, max: Technique) -> Grade {
    grade_walk(solver, max, |_| {})
}

/// Grades as [`grade_with`] does, showing `each` every step before it is applied: a caller
/// that prints the steps too (`sudoku3d rate --path`) walks them once, for both.
pub fn grade_walk(mut solver: LogicalSolver, max: Technique, mut each: impl FnMut(&Step)) -> Grade {
    let mut out = Grade::empty();
    while let Some(step) = solver.next_step_up_to(max) {
        out.count(&step);
        each(&step);
        solver.apply(&step);
    }
    out.solved = solver.grid().is_complete() && solver.grid().conflicts().is_empty();
    // A search cut short finds nothing, so the loop above ends there too.
    out.out_of_budget = !out.solved && super::budget::exhausted();
    out
}
