//! The state of one game in play, without any drawing: the board, the player's notes, the
//! history of moves and the clock.
//!
//! Everything the player does is a [`Move`]: a list of cell changes, each with the cell's
//! state before and after. The board is the puzzle with the moves of the history applied, so
//! undo, redo, reset and hints all work on the history and never on saved copies of the
//! board. Puzzle logic (hints, solving, candidates) comes from [`crate::engine`]; this module
//! only keeps track of the game.
//!
//! The state works on a [`Grid`] of any [`Shape`](crate::engine::Shape): the classic board
//! and the cube share it.

use std::time::{Duration, Instant};

use crate::engine::{hint, Candidates, Digit, Face, Grid};

use super::hint::{HintKind, HintOverlay, HintRequest, Stage, StageText, StagedHint};
use super::walk::Walk;

/// What one cell holds: a digit, or pencil marks (notes), never both.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct CellState {
    /// The digit placed in the cell, if any.
    pub digit: Option<Digit>,
    /// The player's notes for the cell (empty when a digit is placed).
    pub notes: Candidates,
}

/// One cell changed by a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Change {
    /// The cell index in the grid.
    pub cell: usize,
    /// The cell before the move.
    pub before: CellState,
    /// The cell after the move.
    pub after: CellState,
}

/// What kind of move the player made.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MoveKind {
    /// A digit placed by the player.
    Place(Digit),
    /// A digit or the notes of a cell cleared.
    Clear,
    /// A note switched on or off.
    Note(Digit),
    /// Every empty cell given its candidates as notes.
    FillNotes,
    /// A digit placed by a hint.
    Hint(Digit),
    /// The whole solution filled in.
    Solve,
    /// Every cell the player filled emptied again: back to the puzzle as loaded.
    Reset,
    /// The cells a hint showed given their notes from it ("Write these into my notes"): the
    /// candidates left where the player kept none, the hint's eliminations struck from the
    /// notes the player has.
    HintNotes,
    /// A colour mark painted on cells (1 to [`CELL_COLOURS`]), or taken off them (0): see
    /// [`GameState::paint`]. It changes no digit and no note, only [`Move::paints`].
    Paint(u8),
}

/// How many colours the player can paint on cells ([`GameState::paint`]), numbered from 1.
pub const CELL_COLOURS: u8 = 6;

/// One cell's colour mark changed by a move: 0 is no colour, 1 to [`CELL_COLOURS`] a colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Paint {
    /// The cell index in the grid.
    pub cell: usize,
    /// The colour before the move.
    pub before: u8,
    /// The colour after the move.
    pub after: u8,
}

/// One entry of the history: what was done and which cells it changed.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Move {
    /// What the player did.
    pub kind: MoveKind,
    /// Every cell the move changed.
    pub changes: Vec<Change>,
    /// Every colour mark the move changed (a Paint, or a Reset taking the marks off); absent
    /// from saves made before colour marks.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub paints: Vec<Paint>,
}

/// Why a move was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The cell is a given of the puzzle.
    Given,
    /// The game is over (solved).
    Finished,
    /// The cell index is not on the board.
    OutOfRange,
    /// A hint was computed for another board (the board changed since).
    Stale,
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&crate::t!(match self {
            Refusal::Given => "refusal-given",
            Refusal::Finished => "refusal-finished",
            Refusal::OutOfRange => "refusal-out-of-range",
            Refusal::Stale => "refusal-stale",
        }))
    }
}

/// Why a saved history does not fit its puzzle.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RestoreError {
    /// The solution is not a finished board that keeps the puzzle's givens.
    #[error("the solution does not fit the puzzle")]
    SolutionDoesNotFit,
    /// A move of the history (numbered from 1, oldest first) does not fit.
    #[error("move {number}: {problem}")]
    Move {
        /// The move's number, from 1.
        number: usize,
        /// What is wrong with it.
        problem: ReplayProblem,
    },
    /// An undone move (numbered from 1, the next to redo first) does not fit.
    #[error("undone move {number}: {problem}")]
    UndoneMove {
        /// The move's number, from 1.
        number: usize,
        /// What is wrong with it.
        problem: ReplayProblem,
    },
    /// The history fills the board in: there is nothing left to play.
    #[error("the saved board is already solved")]
    AlreadySolved,
    /// An elimination remembered from a hint is off the board, on a given, or rules out the
    /// cell's digit in the solution (no hint ever shows that).
    #[error("the eliminations remembered for cell {0} do not fit the puzzle")]
    RuledOut(usize),
}

/// What is wrong with one change of a saved move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReplayProblem {
    /// The cell index is not on the board.
    #[error("cell {0} is not on the board")]
    OffBoard(usize),
    /// The change touches a given.
    #[error("cell {0} is a given")]
    Given(usize),
    /// The cell does not hold what the change says it held before.
    #[error("cell {0} does not hold what the move expects")]
    Unexpected(usize),
    /// The cell would hold a digit and notes, or notes that are not digits.
    #[error("cell {0} would hold a digit and notes, or unknown notes")]
    BadContent(usize),
    /// A colour mark that does not fit: not the cell's colour before, or not a colour.
    #[error("cell {0} does not hold the colour the move expects, or gets an unknown one")]
    BadColour(usize),
}

/// What a move led to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Nothing changed (the cell already held that).
    Unchanged,
    /// The board changed.
    Changed,
    /// The board changed and is now solved.
    Solved,
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Finish {
    /// The time on the clock.
    pub time: Duration,
    /// Whether help was used on the way: Solve, or a hint, at any time in this game (a Reset
    /// or an undo does not take the help back).
    pub assisted: bool,
}

/// The answer to Check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Check {
    /// Whether the board is complete and right.
    pub solved: bool,
    /// The cells whose digit differs from the solution.
    pub wrong: Vec<usize>,
    /// How many cells are still empty.
    pub empty: usize,
}

impl Check {
    /// The sentence for the player.
    pub fn message(&self) -> String {
        if self.solved {
            return crate::t!("check-solved");
        }
        crate::t!("check-not-solved", wrong = self.wrong.len(), empty = self.empty)
    }
}

/// A stopwatch that can be paused.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Timer {
    accumulated: Duration,
    since: Option<Instant>,
}

impl Timer {
    /// A stopped timer at zero.
    pub fn new() -> Timer {
        Timer::default()
    }

    /// The time counted up to `now`.
    pub fn elapsed(&self, now: Instant) -> Duration {
        self.accumulated + self.since.map_or(Duration::ZERO, |s| now.saturating_duration_since(s))
    }

    /// Whether the timer is counting.
    pub fn is_running(&self) -> bool {
        self.since.is_some()
    }

    /// Starts (or resumes) counting at `now`.
    pub fn start(&mut self, now: Instant) {
        if self.since.is_none() {
            self.since = Some(now);
        }
    }

    /// Stops counting at `now`, keeping the time so far.
    pub fn pause(&mut self, now: Instant) {
        if let Some(s) = self.since.take() {
            self.accumulated += now.saturating_duration_since(s);
        }
    }

    /// Back to zero, stopped.
    pub fn reset(&mut self) {
        *self = Timer::default();
    }
}

/// A clock reading as `mm:ss`, or `hh:mm:ss` past an hour.
pub fn format_time(time: Duration) -> String {
    let secs = time.as_secs();
    let (h, m, s) = (secs / 3600, secs / 60 % 60, secs % 60);
    if h > 0 {
        format!("{h:02}:{m:02}:{s:02}")
    } else {
        format!("{m:02}:{s:02}")
    }
}

/// One game: the puzzle, its solution, the board in play with notes, the history and the clock.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameState {
    puzzle: Grid,
    solution: Grid,
    grid: Grid,
    notes: Vec<Candidates>,
    done: Vec<Move>,
    undone: Vec<Move>,
    timer: Timer,
    finish: Option<Finish>,
    hints: u32,
    help_used: bool,
    /// The pencil marks of a position brought from elsewhere: the notes the game starts (and
    /// resets) with, and the candidates its hints start from.
    marks: Option<Vec<Candidates>>,
    /// By cell, the candidates hints have shown cannot be there, kept for the rest of the game
    /// so that no hint teaches them twice. They are facts of the puzzle (a hint is only given
    /// on a board without a wrong digit, so what it proves stays true whatever is undone
    /// later); only Reset, a fresh start, forgets them.
    ruled_out: Vec<Candidates>,
    /// By cell, the colour mark the player painted (0: none); see [`GameState::paint`].
    colours: Vec<u8>,
}

impl GameState {
    /// A new game of `puzzle`, whose one solution is `solution`. The clock is stopped at zero.
    ///
    /// Returns `None` when the two boards differ in shape, or the solution does not keep the
    /// puzzle's givens or is not a finished board.
    pub fn new(puzzle: Grid, solution: Grid) -> Option<GameState> {
        if puzzle.shape() != solution.shape() || !puzzle.is_extended_by(&solution) || !solution.is_solved() {
            return None;
        }
        let notes = vec![Candidates::NONE; puzzle.len()];
        Some(GameState {
            grid: puzzle.clone(),
            puzzle,
            solution,
            ruled_out: notes.clone(),
            colours: vec![0; notes.len()],
            notes,
            done: Vec::new(),
            undone: Vec::new(),
            timer: Timer::new(),
            finish: None,
            hints: 0,
            help_used: false,
            marks: None,
        })
    }

    /// A new game of a position with pencil marks: `puzzle` holds its placed digits, `marks`
    /// each cell's candidates, which every empty cell starts with as notes (a given keeps
    /// none). Hints start from the marks rather than from the candidates the digits leave.
    ///
    /// Returns `None` as [`GameState::new`] does, when `marks` is not one set per cell, or when
    /// the solution puts in an empty cell a digit its marks leave out: the marks are part of
    /// the puzzle, so its solution keeps inside them (a save whose solution does not is
    /// refused rather than played with hints that would prove false things).
    pub fn with_marks(puzzle: Grid, solution: Grid, marks: Vec<Candidates>) -> Option<GameState> {
        if marks.len() != puzzle.len() || hint::marks_keep_solution(&solution, &puzzle, &marks).is_err() {
            return None;
        }
        let mut game = GameState::new(puzzle, solution)?;
        let marks: Vec<Candidates> = marks
            .into_iter()
            .enumerate()
            .map(|(c, m)| {
                if game.puzzle.get(c).is_some() {
                    Candidates::NONE
                } else {
                    m.intersection(game.puzzle.geometry().all_digits())
                }
            })
            .collect();
        game.notes = marks.clone();
        game.marks = Some(marks);
        Some(game)
    }

    /// The pencil marks the game was brought with, if it was (see [`GameState::with_marks`]).
    pub fn marks(&self) -> Option<&[Candidates]> {
        self.marks.as_deref()
    }

    /// The notes `cell` holds before any move: its brought pencil marks, or none.
    fn start_notes(&self, cell: usize) -> Candidates {
        self.marks
            .as_ref()
            .and_then(|m| m.get(cell).copied())
            .unwrap_or(Candidates::NONE)
    }

    /// A game picked up again from a save: the moves made (oldest first), the undone moves
    /// (as [`GameState::undone_moves`] lists them), the time on the clock and the hints taken.
    /// The clock is stopped.
    ///
    /// The moves are replayed from the puzzle, and every change must start from what its cell
    /// holds at that point and leave the givens alone: a save that does not fit its puzzle is
    /// refused with the reason ([`RestoreError`]), as is one that is already solved. A game of
    /// a position with pencil marks starts from its `marks` (see [`GameState::with_marks`]).
    pub fn restore(
        puzzle: Grid,
        solution: Grid,
        marks: Option<Vec<Candidates>>,
        done: Vec<Move>,
        undone: Vec<Move>,
        elapsed: Duration,
        hints: u32,
    ) -> Result<GameState, RestoreError> {
        let mut game = match marks {
            Some(marks) => GameState::with_marks(puzzle, solution, marks),
            None => GameState::new(puzzle, solution),
        }
        .ok_or(RestoreError::SolutionDoesNotFit)?;
        for (n, m) in done.iter().enumerate() {
            game.replay(m)
                .map_err(|problem| RestoreError::Move { number: n + 1, problem })?;
        }
        if game.grid == game.solution {
            return Err(RestoreError::AlreadySolved);
        }
        // Redoing every undone move (the last undone first) must fit too; then take them back.
        for (n, m) in undone.iter().rev().enumerate() {
            game.replay(m)
                .map_err(|problem| RestoreError::UndoneMove { number: n + 1, problem })?;
        }
        for m in &undone {
            game.revert(m);
        }
        game.done = done;
        game.undone = undone;
        game.hints = hints;
        game.help_used = hints > 0 || game.done.iter().chain(&game.undone).any(|m| m.kind == MoveKind::Solve);
        game.timer = Timer {
            accumulated: elapsed,
            since: None,
        };
        Ok(game)
    }

    /// Applies a move from a save, checking each change against the board first.
    fn replay(&mut self, m: &Move) -> Result<(), ReplayProblem> {
        for ch in &m.changes {
            let cell = ch.cell;
            if cell >= self.grid.len() {
                return Err(ReplayProblem::OffBoard(cell));
            }
            if self.is_given(cell) {
                return Err(ReplayProblem::Given(cell));
            }
            if self.cell(cell) != ch.before {
                return Err(ReplayProblem::Unexpected(cell));
            }
            let after = ch.after;
            let digits = self.grid.geometry().all_digits();
            let off_board = after.digit.is_some_and(|d| !digits.contains(d));
            if after.notes.bits() & !digits.bits() != 0
                || off_board
                || (after.digit.is_some() && !after.notes.is_empty())
            {
                return Err(ReplayProblem::BadContent(cell));
            }
            self.grid.set(cell, after.digit);
            self.notes[cell] = after.notes;
        }
        for p in &m.paints {
            match self.colours.get_mut(p.cell) {
                None => return Err(ReplayProblem::OffBoard(p.cell)),
                Some(colour) if *colour != p.before || p.after > CELL_COLOURS => {
                    return Err(ReplayProblem::BadColour(p.cell))
                }
                Some(colour) => *colour = p.after,
            }
        }
        Ok(())
    }

    /// The puzzle as loaded (its givens).
    pub fn puzzle(&self) -> &Grid {
        &self.puzzle
    }

    /// The solution.
    pub fn solution(&self) -> &Grid {
        &self.solution
    }

    /// The board in play.
    pub fn grid(&self) -> &Grid {
        &self.grid
    }

    /// The notes of `cell`.
    pub fn notes(&self, cell: usize) -> Candidates {
        self.notes.get(cell).copied().unwrap_or(Candidates::NONE)
    }

    /// The notes of every cell, by cell index.
    pub fn all_notes(&self) -> &[Candidates] {
        &self.notes
    }

    /// What `cell` holds.
    pub fn cell(&self, cell: usize) -> CellState {
        CellState {
            digit: self.grid.get(cell),
            notes: self.notes(cell),
        }
    }

    /// Whether `cell` is a given of the puzzle.
    pub fn is_given(&self, cell: usize) -> bool {
        cell < self.puzzle.len() && self.puzzle.get(cell).is_some()
    }

    /// The moves made, oldest first.
    pub fn history(&self) -> &[Move] {
        &self.done
    }

    /// The moves taken back and not made again, the next one to redo last.
    pub fn undone_moves(&self) -> &[Move] {
        &self.undone
    }

    /// Whether there is a move to undo: any move while the game is open; once it is over,
    /// only a Solve (which reopens the game, still counted as helped).
    pub fn can_undo(&self) -> bool {
        match self.finish {
            None => !self.done.is_empty(),
            Some(_) => self.done.last().is_some_and(|m| m.kind == MoveKind::Solve),
        }
    }

    /// Whether Solve ended the game, rather than the player's own last digit: the game is over
    /// and its last move is Solve (once it is over only Undo can follow it).
    pub fn ended_by_solve(&self) -> bool {
        self.finish.is_some() && self.done.last().is_some_and(|m| m.kind == MoveKind::Solve)
    }

    /// Whether there is an undone move to redo: any while the game is open; once it is
    /// over, only a Reset (which opens it again).
    pub fn can_redo(&self) -> bool {
        match self.finish {
            None => !self.undone.is_empty(),
            Some(_) => self.undone.last().is_some_and(|m| m.kind == MoveKind::Reset),
        }
    }

    /// How the game ended, once it has.
    pub fn finish(&self) -> Option<Finish> {
        self.finish
    }

    /// Whether the game is over.
    pub fn is_finished(&self) -> bool {
        self.finish.is_some()
    }

    /// How many hints were taken.
    pub fn hints_used(&self) -> u32 {
        self.hints
    }

    /// Whether help (a hint or Solve) was used in this game, at any time: neither Reset nor
    /// undo takes it back, so a win after it never counts as unaided.
    pub fn help_used(&self) -> bool {
        self.help_used
    }

    /// Marks the game as helped (a save that says so).
    pub fn mark_help_used(&mut self) {
        self.help_used = true;
    }

    /// The cells whose digit is also in another cell of one of its houses (rows, columns,
    /// boxes; on the cube every house of every face; a killer's cages), and on a killer board
    /// the filled cells of a cage whose digits exceed its sum or fill it with another sum: a
    /// rule broken, whatever the solution.
    pub fn conflicts(&self) -> Vec<usize> {
        let mut cells: Vec<usize> = self.grid.conflicts().iter().flat_map(|c| [c.first, c.second]).collect();
        if let Some(cages) = self.grid.shape().cages() {
            for cage in self.grid.broken_cages() {
                let filled = cages.cages()[cage]
                    .cells
                    .iter()
                    .filter(|&&c| self.grid.get(c).is_some());
                cells.extend(filled);
            }
        }
        cells.sort_unstable();
        cells.dedup();
        cells
    }

    /// The clock.
    pub fn timer(&self) -> &Timer {
        &self.timer
    }

    /// The time on the clock at `now` (frozen once the game is over).
    pub fn elapsed(&self, now: Instant) -> Duration {
        match self.finish {
            Some(f) => f.time,
            None => self.timer.elapsed(now),
        }
    }

    /// Starts or resumes the clock (not once the game is over).
    pub fn resume(&mut self, now: Instant) {
        if self.finish.is_none() {
            self.timer.start(now);
        }
    }

    /// Pauses the clock.
    pub fn pause(&mut self, now: Instant) {
        self.timer.pause(now);
    }

    /// How many of `digit` are still to place: its count in the solution minus its count on
    /// the board (nine minus the placed ones on the classic board).
    pub fn remaining(&self, digit: Digit) -> usize {
        let wanted = self.solution.cells().iter().filter(|&&d| d == Some(digit)).count();
        let placed = self.grid.cells().iter().filter(|&&d| d == Some(digit)).count();
        wanted.saturating_sub(placed)
    }

    /// How many of `digit` are still to place on one face (of the cube; the classic board has
    /// one face): nine minus the placed ones among its 81 places. A linked cell counts on each
    /// face that shows it.
    pub fn remaining_on_face(&self, face: Face, digit: Digit) -> usize {
        let geometry = self.grid.geometry();
        let placed = (0..81)
            .filter(|&i| self.grid.get(geometry.cell_at(face, i / 9, i % 9)) == Some(digit))
            .count();
        9usize.saturating_sub(placed)
    }

    /// The cells whose digit differs from the solution.
    pub fn mistakes(&self) -> Vec<usize> {
        (0..self.grid.len())
            .filter(|&c| matches!((self.grid.get(c), self.solution.get(c)), (Some(a), Some(b)) if a != b))
            .collect()
    }

    /// Compares the board with the solution.
    pub fn check(&self) -> Check {
        Check {
            solved: self.grid == self.solution,
            wrong: self.mistakes(),
            empty: self.grid.empty_count(),
        }
    }

    fn editable(&self, cell: usize) -> Result<(), Refusal> {
        if cell >= self.grid.len() {
            Err(Refusal::OutOfRange)
        } else if self.finish.is_some() {
            Err(Refusal::Finished)
        } else if self.is_given(cell) {
            Err(Refusal::Given)
        } else {
            Ok(())
        }
    }

    /// The changes that put `digit` in `cell`: the cell loses its notes, and the peers lose
    /// `digit` from theirs.
    fn placing(&self, cell: usize, digit: Digit) -> Vec<Change> {
        let before = self.cell(cell);
        let mut changes = vec![Change {
            cell,
            before,
            after: CellState {
                digit: Some(digit),
                notes: Candidates::NONE,
            },
        }];
        for &peer in self.grid.geometry().peers(cell) {
            let before = self.cell(peer);
            if before.digit.is_none() && before.notes.contains(digit) {
                let mut after = before;
                after.notes.remove(digit);
                changes.push(Change {
                    cell: peer,
                    before,
                    after,
                });
            }
        }
        changes
    }

    /// Whether the board has `digit` (Mini has 1-6: a 7 typed there changes nothing).
    fn has_digit(&self, digit: Digit) -> bool {
        self.grid.geometry().all_digits().contains(digit)
    }

    /// Puts `digit` in `cell`. A placed digit removes itself from the notes of its row,
    /// column and box (its peers).
    pub fn place(&mut self, cell: usize, digit: Digit, now: Instant) -> Result<Outcome, Refusal> {
        self.editable(cell)?;
        if !self.has_digit(digit) {
            return Ok(Outcome::Unchanged);
        }
        if self.grid.get(cell) == Some(digit) {
            return Ok(Outcome::Unchanged);
        }
        let changes = self.placing(cell, digit);
        Ok(self.commit(MoveKind::Place(digit), changes, now))
    }

    /// Empties `cell`: its digit if it has one, otherwise its notes.
    pub fn clear(&mut self, cell: usize, now: Instant) -> Result<Outcome, Refusal> {
        self.editable(cell)?;
        let before = self.cell(cell);
        let after = CellState::default();
        if before == after {
            return Ok(Outcome::Unchanged);
        }
        Ok(self.commit(MoveKind::Clear, vec![Change { cell, before, after }], now))
    }

    /// Switches the note `digit` of an empty `cell` on or off (a filled cell is left alone).
    pub fn toggle_note(&mut self, cell: usize, digit: Digit, now: Instant) -> Result<Outcome, Refusal> {
        self.editable(cell)?;
        let before = self.cell(cell);
        if before.digit.is_some() || !self.has_digit(digit) {
            return Ok(Outcome::Unchanged);
        }
        let mut after = before;
        after.notes.toggle(digit);
        Ok(self.commit(MoveKind::Note(digit), vec![Change { cell, before, after }], now))
    }

    /// The cells of `cells` a multi-cell entry writes into: on the board, not givens, without a
    /// digit; each once, in the order given.
    fn open_cells(&self, cells: &[usize]) -> Vec<usize> {
        let mut open: Vec<usize> = Vec::with_capacity(cells.len());
        for &cell in cells {
            if cell < self.grid.len() && !self.is_given(cell) && self.grid.get(cell).is_none() && !open.contains(&cell)
            {
                open.push(cell);
            }
        }
        open
    }

    /// The changes from the cells as they are to `after` (one state per cell), cell by cell.
    fn changes_to(&self, after: Vec<CellState>) -> Vec<Change> {
        after
            .into_iter()
            .enumerate()
            .filter_map(|(cell, after)| {
                let before = self.cell(cell);
                (before != after).then_some(Change { cell, before, after })
            })
            .collect()
    }

    /// Puts `digit` in every empty cell of `cells` (givens and filled cells are left alone),
    /// as one move that one Undo takes back; each placed digit leaves its peers' notes, as
    /// [`GameState::place`] does.
    pub fn place_all(&mut self, cells: &[usize], digit: Digit, now: Instant) -> Result<Outcome, Refusal> {
        if self.finish.is_some() {
            return Err(Refusal::Finished);
        }
        if !self.has_digit(digit) {
            return Ok(Outcome::Unchanged);
        }
        let mut after: Vec<CellState> = (0..self.grid.len()).map(|c| self.cell(c)).collect();
        let geometry = self.grid.geometry();
        for cell in self.open_cells(cells) {
            after[cell] = CellState {
                digit: Some(digit),
                notes: Candidates::NONE,
            };
            for &peer in geometry.peers(cell) {
                if after[peer].digit.is_none() {
                    after[peer].notes.remove(digit);
                }
            }
        }
        let changes = self.changes_to(after);
        Ok(self.commit(MoveKind::Place(digit), changes, now))
    }

    /// Switches the note `digit` in every empty cell of `cells`, as one move: on in all of
    /// them, or, when all of them already have it, off in all.
    pub fn toggle_note_all(&mut self, cells: &[usize], digit: Digit, now: Instant) -> Result<Outcome, Refusal> {
        if self.finish.is_some() {
            return Err(Refusal::Finished);
        }
        if !self.has_digit(digit) {
            return Ok(Outcome::Unchanged);
        }
        let open = self.open_cells(cells);
        let on = !open.iter().all(|&c| self.notes(c).contains(digit));
        let changes = open
            .into_iter()
            .filter_map(|cell| {
                let before = self.cell(cell);
                let mut after = before;
                if on {
                    after.notes.insert(digit);
                } else {
                    after.notes.remove(digit);
                }
                (before != after).then_some(Change { cell, before, after })
            })
            .collect();
        Ok(self.commit(MoveKind::Note(digit), changes, now))
    }

    /// Empties every cell of `cells` the player filled (its digit or its notes), as one move.
    pub fn clear_all(&mut self, cells: &[usize], now: Instant) -> Result<Outcome, Refusal> {
        if self.finish.is_some() {
            return Err(Refusal::Finished);
        }
        let mut changes: Vec<Change> = Vec::new();
        for &cell in cells {
            if cell >= self.grid.len() || self.is_given(cell) || changes.iter().any(|ch| ch.cell == cell) {
                continue;
            }
            let before = self.cell(cell);
            if before != CellState::default() {
                changes.push(Change {
                    cell,
                    before,
                    after: CellState::default(),
                });
            }
        }
        Ok(self.commit(MoveKind::Clear, changes, now))
    }

    /// The colour mark of `cell`: 1 to [`CELL_COLOURS`], or `None`.
    pub fn colour(&self, cell: usize) -> Option<u8> {
        self.colours.get(cell).copied().filter(|&c| c != 0)
    }

    /// The colour mark of every cell, by cell index (0: none).
    pub fn all_colours(&self) -> &[u8] {
        &self.colours
    }

    /// The paints that give each cell of `cells` (on the board, each once) the colour
    /// `colour` (0: none), for the cells that do not have it yet.
    fn painting(&self, cells: &[usize], colour: u8) -> Vec<Paint> {
        let mut paints: Vec<Paint> = Vec::new();
        for &cell in cells {
            match self.colours.get(cell) {
                Some(&before) if before != colour && !paints.iter().any(|p| p.cell == cell) => paints.push(Paint {
                    cell,
                    before,
                    after: colour,
                }),
                _ => {}
            }
        }
        paints
    }

    /// Paints the colour mark `colour` (1 to [`CELL_COLOURS`]) on every cell of `cells`, givens
    /// included, as one move that Undo takes back; when all of them already have it, takes it
    /// off them instead. `colour` 0 takes any colour off them. Colours change no digit and no
    /// note; they are the player's own marks for chains and colouring, kept with the game and
    /// taken off by Reset. A colour outside 0 to [`CELL_COLOURS`] changes nothing.
    pub fn paint(&mut self, cells: &[usize], colour: u8) -> Result<Outcome, Refusal> {
        if self.finish.is_some() {
            return Err(Refusal::Finished);
        }
        if colour > CELL_COLOURS {
            return Ok(Outcome::Unchanged);
        }
        let on_board: Vec<usize> = cells.iter().copied().filter(|&c| c < self.grid.len()).collect();
        let colour = if colour != 0 && on_board.iter().all(|&c| self.colours[c] == colour) {
            0
        } else {
            colour
        };
        let paints = self.painting(&on_board, colour);
        if paints.is_empty() {
            return Ok(Outcome::Unchanged);
        }
        self.record(Move {
            kind: MoveKind::Paint(colour),
            changes: Vec::new(),
            paints,
        });
        Ok(Outcome::Changed)
    }

    /// Whether `cell` still has the candidate `digit` as the player sees the board: the cell
    /// is empty and, where the player keeps notes, they hold `digit`; where the player keeps
    /// none, `digit` is one of the cell's possible digits given the digits placed in its
    /// houses (within the pencil marks the game was brought with), less the eliminations
    /// earlier hints showed on this board (drawn struck out there). Everything it uses is on
    /// the board: never the solution.
    pub fn has_candidate(&self, cell: usize, digit: Digit) -> bool {
        if cell >= self.grid.len() || self.grid.get(cell).is_some() {
            return false;
        }
        let notes = self.notes(cell);
        if !notes.is_empty() {
            return notes.contains(digit);
        }
        let mut possible = self.grid.candidates(cell).difference(self.ruled_out(cell));
        if self.marks.is_some() {
            possible = possible.intersection(self.start_notes(cell));
        }
        possible.contains(digit)
    }

    /// The candidate filter: every cell that still has the candidate `digit`
    /// ([`GameState::has_candidate`]), in cell order.
    pub fn candidate_cells(&self, digit: Digit) -> Vec<usize> {
        (0..self.grid.len()).filter(|&c| self.has_candidate(c, digit)).collect()
    }

    /// Fills in notes, in one move, keeping the player's eliminations and the hints': an empty
    /// cell without notes gets its candidates (the digits no peer holds, and in a game brought
    /// with pencil marks, of those the ones its marks keep, less what hints ruled out); a cell
    /// with notes keeps those of them that are still candidates (a digit the player struck out
    /// stays out).
    pub fn fill_candidates(&mut self, now: Instant) -> Result<Outcome, Refusal> {
        if self.finish.is_some() {
            return Err(Refusal::Finished);
        }
        let changes = (0..self.grid.len())
            .filter(|&c| self.grid.get(c).is_none())
            .filter_map(|cell| {
                let before = self.cell(cell);
                let mut candidates = self.grid.candidates(cell).difference(self.ruled_out(cell));
                if self.marks.is_some() {
                    candidates = candidates.intersection(self.start_notes(cell));
                }
                let notes = if before.notes.is_empty() {
                    candidates
                } else {
                    Candidates::from_bits(before.notes.bits() & candidates.bits())
                };
                let after = CellState { digit: None, notes };
                (before != after).then_some(Change { cell, before, after })
            })
            .collect();
        Ok(self.commit(MoveKind::FillNotes, changes, now))
    }

    /// What a hint for the board in play is computed from (see
    /// [`HintRequest::compute`]); of the easiest steps, the one nearest `near` is chosen.
    ///
    /// The techniques start from the candidates the digits leave (within the brought pencil
    /// marks, if any) less the eliminations earlier hints showed ([`GameState::ruled_out`]),
    /// so a hint never teaches what one before it did.
    pub fn hint_request(&self, near: Option<usize>) -> HintRequest {
        HintRequest {
            solution: self.solution.clone(),
            board: self.grid.clone(),
            notes: self.notes.clone(),
            marks: self.hint_marks(),
            near,
        }
    }

    /// The candidates a hint starts from: the brought marks (or every digit) less what hints
    /// have ruled out; `None`, the digits' own candidates, when neither narrows them.
    fn hint_marks(&self) -> Option<Vec<Candidates>> {
        if self.ruled_out.iter().all(|r| r.is_empty()) {
            return self.marks.clone();
        }
        Some(
            (0..self.grid.len())
                .map(|cell| {
                    let base = match &self.marks {
                        Some(_) => self.start_notes(cell),
                        None => self.grid.geometry().all_digits(),
                    };
                    base.difference(self.ruled_out(cell))
                })
                .collect(),
        )
    }

    /// The candidates hints have shown cannot be in `cell`: remembered for the rest of the
    /// game (see [`GameState::remember`]).
    pub fn ruled_out(&self, cell: usize) -> Candidates {
        self.ruled_out.get(cell).copied().unwrap_or(Candidates::NONE)
    }

    /// [`GameState::ruled_out`] of every cell, by cell index.
    pub fn all_ruled_out(&self) -> &[Candidates] {
        &self.ruled_out
    }

    /// Remembers the eliminations `hint` showed the player (its stage 2, or its step
    /// applied), so that the next hints start without them and the board can show them.
    /// Returns how many were new. Only a logical step's eliminations are kept, and only those
    /// that are true of the puzzle (in an empty cell, never the solution's digit).
    pub fn remember(&mut self, hint: &StagedHint) -> usize {
        if hint.kind != HintKind::Step {
            return 0;
        }
        let mut new = 0;
        for &(cell, digit) in &hint.eliminations {
            let fact = self.puzzle.get(cell).is_none() && self.solution.get(cell).is_some_and(|s| s != digit);
            if let Some(slot) = self.ruled_out.get_mut(cell).filter(|_| fact) {
                if !slot.contains(digit) {
                    slot.insert(digit);
                    new += 1;
                }
            }
        }
        new
    }

    /// The game picked up again with the eliminations a save remembered (see
    /// [`GameState::ruled_out`]): refused when one is off the board, on a given, or rules out
    /// the solution's digit.
    pub fn with_ruled_out(mut self, ruled_out: Vec<Candidates>) -> Result<GameState, RestoreError> {
        if ruled_out.len() > self.grid.len() {
            return Err(RestoreError::RuledOut(self.grid.len()));
        }
        for (cell, &digits) in ruled_out.iter().enumerate() {
            if digits.is_empty() {
                continue;
            }
            let fits = digits.bits() & !self.grid.geometry().all_digits().bits() == 0
                && !self.is_given(cell)
                && self.solution.get(cell).is_some_and(|s| !digits.contains(s));
            if !fits {
                return Err(RestoreError::RuledOut(cell));
            }
            self.ruled_out[cell] = digits;
        }
        Ok(self)
    }

    /// What the board shows of [`GameState::ruled_out`], by cell: in each empty cell where the
    /// player keeps no notes, the remembered eliminations the digits on the board do not
    /// already make plain (those are no news).
    pub fn remembered_marks(&self) -> Vec<Candidates> {
        (0..self.grid.len())
            .map(|cell| {
                if self.grid.get(cell).is_some() || !self.notes(cell).is_empty() {
                    return Candidates::NONE;
                }
                self.ruled_out(cell).intersection(self.grid.candidates(cell))
            })
            .collect()
    }

    /// The cells a hint's pattern and eliminations touch (none for a hint that eliminates
    /// nothing), with the notes "Write these into my notes" gives them: where the player keeps notes, those less the hint's eliminations;
    /// where none, the candidates left (those the digits leave, within the brought marks, less
    /// every remembered elimination and the hint's). Only the cells that would change.
    fn hint_notes(&self, hint: &StagedHint) -> Vec<Change> {
        // A hint that removes nothing (a single) has no eliminations to write.
        if hint.kind != HintKind::Step || hint.eliminations.is_empty() {
            return Vec::new();
        }
        let mut cells: Vec<usize> = hint
            .steps
            .iter()
            .flat_map(|s| {
                s.cells
                    .iter()
                    .copied()
                    .chain(s.candidates.iter().chain(&s.fins).chain(&s.eliminations).map(|p| p.0))
            })
            .filter(|&c| c < self.grid.len() && self.grid.get(c).is_none())
            .collect();
        cells.sort_unstable();
        cells.dedup();
        cells
            .into_iter()
            .filter_map(|cell| {
                let mut gone = Candidates::NONE;
                hint.eliminations
                    .iter()
                    .filter(|e| e.0 == cell)
                    .for_each(|e| gone.insert(e.1));
                let before = self.cell(cell);
                let notes = if before.notes.is_empty() {
                    let mut left = self.grid.candidates(cell);
                    if self.marks.is_some() {
                        left = left.intersection(self.start_notes(cell));
                    }
                    left.difference(self.ruled_out(cell))
                } else {
                    before.notes
                };
                let after = CellState {
                    digit: None,
                    notes: notes.difference(gone),
                };
                (before != after).then_some(Change { cell, before, after })
            })
            .collect()
    }

    /// Whether "Write these into my notes" would change anything for `hint`.
    pub fn can_write_hint_notes(&self, hint: &StagedHint) -> bool {
        self.finish.is_none() && hint.board == self.grid && !self.hint_notes(hint).is_empty()
    }

    /// "Write these into my notes": as one move, the cells `hint` touches get their notes from
    /// it (see [`MoveKind::HintNotes`]); the hint's eliminations are remembered too. A hint
    /// found for another board is refused.
    pub fn write_hint_notes(&mut self, hint: &StagedHint, now: Instant) -> Result<Outcome, Refusal> {
        if self.finish.is_some() {
            return Err(Refusal::Finished);
        }
        if hint.board != self.grid {
            return Err(Refusal::Stale);
        }
        self.remember(hint);
        let changes = self.hint_notes(hint);
        Ok(self.commit(MoveKind::HintNotes, changes, now))
    }

    /// Counts a hint as help (a staged hint does so when it shows its pattern, stage 2): one
    /// more hint taken, and the game is helped from now on, so its win is not unaided.
    pub fn record_help(&mut self) {
        self.hints += 1;
        self.help_used = true;
    }

    /// Applies a staged hint as one move: its eliminations leave the player's notes and its
    /// digit is placed (leaving its peers' notes too). A hint found for another board is
    /// refused.
    pub fn apply_hint(&mut self, hint: &StagedHint, now: Instant) -> Result<Outcome, Refusal> {
        if self.finish.is_some() {
            return Err(Refusal::Finished);
        }
        if hint.board != self.grid {
            return Err(Refusal::Stale);
        }
        // Work on a copy of the cells, then record every cell that changed once.
        let mut after: Vec<CellState> = (0..self.grid.len()).map(|c| self.cell(c)).collect();
        for &(c, d) in &hint.eliminations {
            if let Some(cell) = after.get_mut(c) {
                if cell.digit.is_none() {
                    cell.notes.remove(d);
                }
            }
        }
        let mut kind = MoveKind::FillNotes;
        if let Some((cell, digit)) = hint.placement {
            if cell >= self.grid.len() || self.is_given(cell) {
                return Err(Refusal::Given);
            }
            kind = MoveKind::Hint(digit);
            after[cell] = CellState {
                digit: Some(digit),
                notes: Candidates::NONE,
            };
            for &peer in self.grid.geometry().peers(cell) {
                if after[peer].digit.is_none() {
                    after[peer].notes.remove(digit);
                }
            }
        }
        let changes = after
            .into_iter()
            .enumerate()
            .filter_map(|(cell, after)| {
                let before = self.cell(cell);
                (before != after).then_some(Change { cell, before, after })
            })
            .collect();
        // Applying a step is help even if nothing showed its pattern first; what it proved is
        // known from now on, noted or not.
        self.help_used = true;
        self.remember(hint);
        Ok(self.commit(kind, changes, now))
    }

    /// "Back to the last correct position": undoes the moves back to just before the first
    /// one that put a wrong digit on the board (the undone moves can be redone). Returns how
    /// many moves were undone (0 when no move ever left a wrong digit).
    pub fn back_to_last_correct(&mut self, now: Instant) -> usize {
        if self.finish.is_some() {
            return 0;
        }
        let first_wrong = self.done.iter().position(|m| {
            m.changes
                .iter()
                .any(|ch| ch.after.digit.is_some() && ch.after.digit != self.solution.get(ch.cell))
        });
        let Some(first) = first_wrong else {
            return 0;
        };
        let count = self.done.len() - first;
        for _ in 0..count {
            self.undo(now);
        }
        count
    }

    /// Fills in the whole solution, as one move, and ends the game as solved with help.
    pub fn solve(&mut self, now: Instant) -> Result<Outcome, Refusal> {
        if self.finish.is_some() {
            return Err(Refusal::Finished);
        }
        let changes = (0..self.grid.len())
            .filter_map(|cell| {
                let before = self.cell(cell);
                let after = CellState {
                    digit: self.solution.get(cell),
                    notes: Candidates::NONE,
                };
                (before != after).then_some(Change { cell, before, after })
            })
            .collect();
        let time = self.timer.elapsed(now);
        self.record(Move {
            kind: MoveKind::Solve,
            changes,
            paints: Vec::new(),
        });
        self.timer.pause(now);
        self.help_used = true;
        self.finish = Some(Finish { time, assisted: true });
        Ok(Outcome::Solved)
    }

    /// Takes back the last move. Once the game is over only a Solve can be taken back: the
    /// game opens again and its clock runs on from `now` (as after a Reset), still helped.
    /// Undoing the Reset of a finished game ends it again at `now`.
    pub fn undo(&mut self, now: Instant) -> bool {
        if !self.can_undo() {
            return false;
        }
        match self.done.pop() {
            Some(m) => {
                self.revert(&m);
                self.undone.push(m);
                let was_over = self.finish.take().is_some();
                // Undoing the Reset of a finished game gives the finished board back: the game
                // is over again.
                if !self.check_finish(now) && was_over {
                    // The clock runs again here, not at the next resume, so that a Redo of the
                    // Reset undone after this (which opens the game and starts the clock) gives
                    // back this very state.
                    self.timer.start(now);
                }
                true
            }
            None => false,
        }
    }

    /// Makes the last undone move again.
    pub fn redo(&mut self, now: Instant) -> bool {
        if !self.can_redo() {
            return false;
        }
        match self.undone.pop() {
            Some(m) => {
                self.apply(&m);
                self.done.push(m);
                if self.finish.take().is_some() {
                    self.timer.start(now);
                }
                self.check_finish(now);
                true
            }
            None => false,
        }
    }

    /// Back to the puzzle as loaded, as one move that Undo takes back: every cell the player
    /// filled (digits and notes) is emptied (back to its brought pencil marks, in a game that
    /// has them) and a finished game opens again. The clock runs on
    /// and the help used stays used, so a reset cannot make a replay look like a fresh, fast,
    /// unaided win. The eliminations hints showed are forgotten (a fresh start), and stay
    /// forgotten when the Reset is undone.
    pub fn reset(&mut self, now: Instant) -> Outcome {
        let changes: Vec<Change> = (0..self.grid.len())
            .filter(|&c| !self.is_given(c))
            .filter_map(|cell| {
                let before = self.cell(cell);
                let after = CellState {
                    digit: None,
                    notes: self.start_notes(cell),
                };
                (before != after).then_some(Change { cell, before, after })
            })
            .collect();
        // The colour marks go too: a fresh start.
        let paints = self.painting(&(0..self.grid.len()).collect::<Vec<_>>(), 0);
        // A fresh start: what hints showed is forgotten too, even with nothing else to reset.
        let forgot = self.ruled_out.iter().any(|r| !r.is_empty());
        self.ruled_out.fill(Candidates::NONE);
        if changes.is_empty() && paints.is_empty() {
            return if forgot { Outcome::Changed } else { Outcome::Unchanged };
        }
        self.record(Move {
            kind: MoveKind::Reset,
            changes,
            paints,
        });
        if self.finish.take().is_some() {
            self.timer.start(now);
        }
        debug_assert_eq!(self.grid, self.puzzle);
        Outcome::Changed
    }

    fn apply(&mut self, m: &Move) {
        for ch in &m.changes {
            self.grid.set(ch.cell, ch.after.digit);
            self.notes[ch.cell] = ch.after.notes;
        }
        for p in &m.paints {
            self.colours[p.cell] = p.after;
        }
    }

    fn revert(&mut self, m: &Move) {
        for ch in m.changes.iter().rev() {
            self.grid.set(ch.cell, ch.before.digit);
            self.notes[ch.cell] = ch.before.notes;
        }
        for p in m.paints.iter().rev() {
            self.colours[p.cell] = p.before;
        }
    }

    fn record(&mut self, m: Move) {
        self.apply(&m);
        self.done.push(m);
        self.undone.clear();
    }

    fn commit(&mut self, kind: MoveKind, changes: Vec<Change>, now: Instant) -> Outcome {
        if changes.is_empty() {
            return Outcome::Unchanged;
        }
        self.record(Move {
            kind,
            changes,
            paints: Vec::new(),
        });
        if self.check_finish(now) {
            Outcome::Solved
        } else {
            Outcome::Changed
        }
    }

    /// Ends the game when the board matches the solution.
    fn check_finish(&mut self, now: Instant) -> bool {
        if self.finish.is_none() && self.grid == self.solution {
            let time = self.timer.elapsed(now);
            self.timer.pause(now);
            self.finish = Some(Finish {
                time,
                assisted: self.help_used,
            });
            return true;
        }
        false
    }
}

/// What moving a hint on did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Advanced {
    /// The hint now shows this stage.
    Shown(Stage),
    /// Stage 3: the step was applied as one move, with this outcome.
    Applied(Outcome),
    /// The hint has no further stage.
    Done,
}

/// A hint on show in a game, and its stage. The game's one way to take a hint:
/// [`GameState::hint_request`], [`HintRequest::compute`] (off the UI thread in the window),
/// [`ActiveHint::new`], then [`ActiveHint::advance`] stage by stage.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ActiveHint {
    /// The hint.
    pub hint: StagedHint,
    /// The stage on show.
    pub stage: Stage,
    /// At stage 2, how far the walk through its steps and links has come: the item on show
    /// (see [`Walk`]).
    cursor: usize,
}

impl ActiveHint {
    /// A hint at stage 1.
    pub fn new(hint: StagedHint) -> ActiveHint {
        ActiveHint {
            hint,
            stage: Stage::Where,
            cursor: 0,
        }
    }

    /// The walk through the stage on show: stage 2's steps and links, one by one; empty at the
    /// other stages and when stage 2 is one step with nothing to walk.
    pub fn walk(&self) -> Walk {
        match self.stage {
            Stage::Why => Walk::of(&self.hint),
            Stage::Where | Stage::Apply => Walk::default(),
        }
    }

    /// The item of the walk on show and how many there are (`(0, 3)` is the first of three),
    /// when there is a walk.
    pub fn walk_position(&self) -> Option<(usize, usize)> {
        self.walk_position_in(&self.walk())
    }

    /// [`Self::walk_position`] in `walk`, already built (a walk is rebuilt from the hint's
    /// words and drawing, so a caller needing both builds it once).
    pub fn walk_position_in(&self, walk: &Walk) -> Option<(usize, usize)> {
        (!walk.is_empty()).then(|| (self.cursor.min(walk.len() - 1), walk.len()))
    }

    /// Shows the next item of the walk; false when the last is on show (or there is no walk).
    pub fn walk_next(&mut self) -> bool {
        match self.walk_position() {
            Some((at, count)) if at + 1 < count => {
                self.cursor = at + 1;
                true
            }
            _ => false,
        }
    }

    /// Shows the item before; false at the first (or with no walk).
    pub fn walk_previous(&mut self) -> bool {
        match self.walk_position() {
            Some((at, _)) if at > 0 => {
                self.cursor = at - 1;
                true
            }
            _ => false,
        }
    }

    /// What the board shows now: at stage 2 only the steps and links walked so far.
    pub fn overlay(&self) -> HintOverlay {
        let walk = self.walk();
        match self.walk_position_in(&walk) {
            Some((at, _)) => walk.overlay(at),
            None => self.hint.overlay(self.stage),
        }
    }

    /// What the hint says now: at stage 2 the lines up to the item on show.
    pub fn text(&self) -> StageText {
        let mut text = self.hint.text(self.stage);
        if let Some((at, _)) = self.walk_position() {
            text.lines.truncate(at + 1);
        }
        text
    }

    /// Moves to the next stage: stage 2 counts as help (once per hint); stage 3 applies the
    /// step to `game` as one move. A hint computed for another board is refused as stale.
    pub fn advance(&mut self, game: &mut GameState, now: Instant) -> Result<Advanced, Refusal> {
        if self.stage >= self.hint.last_stage() {
            return Ok(Advanced::Done);
        }
        let Some(next) = self.stage.next() else {
            return Ok(Advanced::Done);
        };
        if game.grid() != &self.hint.board {
            return Err(Refusal::Stale);
        }
        match next {
            Stage::Why => {
                game.record_help();
                game.remember(&self.hint);
                self.stage = next;
                Ok(Advanced::Shown(next))
            }
            Stage::Apply => {
                let outcome = game.apply_hint(&self.hint, now)?;
                self.stage = next;
                Ok(Advanced::Applied(outcome))
            }
            Stage::Where => Ok(Advanced::Done),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::solve_unique;

    const PUZZLE: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    /// Needs locked candidates before its first placement (from `engine::hint`'s tests).
    const LOCKED: &str = "........92...6.5...5.72..4.87....6.11.....9.8.......5..4..........612.....3.5....";

    fn game() -> GameState {
        game_of(PUZZLE)
    }

    fn game_of(line: &str) -> GameState {
        let puzzle = Grid::from_line(line).unwrap();
        let solution = solve_unique(&puzzle).unwrap();
        GameState::new(puzzle, solution).unwrap()
    }

    fn d(n: u8) -> Digit {
        Digit::new(n).unwrap()
    }

    #[test]
    fn placing_and_clearing_is_recorded() {
        let mut g = game();
        let now = Instant::now();
        assert_eq!(g.place(2, d(4), now), Ok(Outcome::Changed));
        assert_eq!(g.grid().get(2), Some(d(4)));
        assert_eq!(g.place(2, d(4), now), Ok(Outcome::Unchanged));
        assert_eq!(g.clear(2, now), Ok(Outcome::Changed));
        assert_eq!(g.grid().get(2), None);
        assert_eq!(g.history().len(), 2);
    }

    #[test]
    fn givens_refuse_changes() {
        let mut g = game();
        let now = Instant::now();
        assert_eq!(g.place(0, d(1), now), Err(Refusal::Given));
        assert_eq!(g.clear(0, now), Err(Refusal::Given));
        assert_eq!(g.toggle_note(0, d(1), now), Err(Refusal::Given));
        assert_eq!(g.place(500, d(1), now), Err(Refusal::OutOfRange));
        assert_eq!(g.grid().get(0), Some(d(5)));
    }

    #[test]
    fn undo_redo_and_reset_walk_the_history() {
        let mut g = game();
        let now = Instant::now();
        g.place(2, d(4), now).unwrap();
        g.toggle_note(3, d(6), now).unwrap();
        assert!(g.undo(now));
        assert!(g.notes(3).is_empty());
        assert!(g.undo(now));
        assert_eq!(g.grid().get(2), None);
        assert!(!g.undo(now));
        assert!(g.redo(now));
        assert_eq!(g.grid().get(2), Some(d(4)));
        assert!(g.can_redo());
        g.place(5, d(8), now).unwrap();
        assert!(!g.can_redo(), "a new move drops the redo list");
        assert_eq!(g.reset(now), Outcome::Changed);
        assert_eq!(g.grid(), g.puzzle());
        assert_eq!(g.history().last().map(|m| m.kind), Some(MoveKind::Reset));
        assert_eq!(g.reset(now), Outcome::Unchanged, "nothing left to reset");
        assert!(g.undo(now), "a reset is a move like any other");
        assert_eq!(g.grid().get(2), Some(d(4)));
        assert_eq!(g.grid().get(5), Some(d(8)));
    }

    #[test]
    fn solve_and_reset_are_undone_and_help_stays_used() {
        let mut g = game();
        let now = Instant::now();
        g.resume(now);
        g.place(2, g.solution().get(2).unwrap(), now).unwrap();
        g.solve(now).unwrap();
        assert!(g.is_finished() && g.can_undo());
        assert!(g.undo(now), "Solve is undone");
        assert!(!g.is_finished());
        assert_eq!(g.grid().get(2), g.solution().get(2));
        assert_eq!(g.grid().empty_count(), 50);
        assert!(g.help_used(), "undoing Solve does not give the help back");
        g.solve(now).unwrap();
        g.reset(now);
        assert!(!g.is_finished() && g.grid() == g.puzzle());
        assert!(g.help_used(), "nor does Reset");
        assert!(g.undo(now), "Reset is undone: the solved board is back, and over");
        assert!(g.is_finished() && g.grid() == g.solution());
        assert!(g.redo(now), "and Reset redone opens it again");
        assert!(!g.is_finished());
        // Typing the whole solution after all that is still a win with help.
        let cells: Vec<usize> = (0..81).filter(|&c| !g.is_given(c)).collect();
        for c in cells {
            let _ = g.place(c, g.solution().get(c).unwrap(), now);
        }
        assert!(g.finish().unwrap().assisted);
    }

    #[test]
    fn fill_notes_keeps_the_players_eliminations() {
        let mut g = game();
        let now = Instant::now();
        // r1c3 (cell 2) may be 1, 2 or 4; the player noted 1 and 9 only (9 is not possible).
        let cands = g.grid().candidates(2);
        assert!(cands.contains(d(1)) && !cands.contains(d(9)));
        g.toggle_note(2, d(1), now).unwrap();
        g.toggle_note(2, d(9), now).unwrap();
        assert_eq!(g.fill_candidates(now), Ok(Outcome::Changed));
        assert_eq!(
            g.notes(2),
            Candidates::only(d(1)),
            "kept 1, pruned 9, did not add the others"
        );
        assert_eq!(
            g.notes(3),
            g.grid().candidates(3),
            "a cell without notes gets its candidates"
        );
        assert!(g.undo(now));
        assert_eq!(g.notes(2).len(), 2, "one move: one undo");
    }

    #[test]
    fn conflicts_are_found_whatever_the_solution() {
        let mut g = game();
        let now = Instant::now();
        // r1c3 = 5 repeats the given 5 at r1c1 (row and box).
        g.place(2, d(5), now).unwrap();
        assert_eq!(g.conflicts(), vec![0, 2]);
        g.clear(2, now).unwrap();
        assert!(g.conflicts().is_empty());
    }

    #[test]
    fn a_placed_digit_leaves_its_peers_notes() {
        let mut g = game();
        let now = Instant::now();
        g.toggle_note(3, d(2), now).unwrap(); // r1c4, same row as r1c3
        g.toggle_note(3, d(6), now).unwrap();
        g.toggle_note(11, d(2), now).unwrap(); // r2c3, same box and column
        g.toggle_note(70, d(2), now).unwrap(); // r8c8: not a peer of r1c3
        g.place(2, d(2), now).unwrap();
        assert_eq!(g.notes(3), Candidates::only(d(6)));
        assert!(g.notes(11).is_empty());
        assert!(g.notes(70).contains(d(2)));
        assert!(g.undo(now));
        assert!(g.notes(3).contains(d(2)) && g.notes(11).contains(d(2)));
    }

    #[test]
    fn a_game_brought_with_marks_starts_resets_and_fills_notes_from_them() {
        let puzzle = Grid::from_line(PUZZLE).unwrap();
        let solution = solve_unique(&puzzle).unwrap();
        // The plain candidates, less one that is not the solution's digit in cell 2.
        let mut marks: Vec<Candidates> = (0..81).map(|c| puzzle.candidates(c)).collect();
        let wrong = marks[2].iter().find(|&x| Some(x) != solution.get(2)).unwrap();
        marks[2].remove(wrong);
        assert!(GameState::with_marks(puzzle.clone(), solution.clone(), marks[..80].to_vec()).is_none());
        let mut g = GameState::with_marks(puzzle.clone(), solution, marks.clone()).unwrap();
        assert_eq!(g.notes(2), marks[2]);
        assert!(g.notes(0).is_empty(), "a given has no notes");
        assert!(
            g.history().is_empty(),
            "the marks are where the game starts, not a move"
        );
        let now = Instant::now();
        g.clear(2, now).unwrap();
        g.clear(3, now).unwrap();
        g.toggle_note(3, g.grid().candidates(3).first().unwrap(), now).unwrap();
        g.fill_candidates(now).unwrap();
        assert_eq!(g.notes(2), marks[2], "Fill notes gives a cleared cell its marks back");
        assert!(!g.notes(2).contains(wrong));
        assert_eq!(g.notes(3).len(), 1, "a cell with notes keeps the player's");
        g.reset(now);
        assert_eq!(
            g.all_notes(),
            &marks
                .iter()
                .enumerate()
                .map(|(c, &m)| if puzzle.get(c).is_some() { Candidates::NONE } else { m })
                .collect::<Vec<_>>()[..]
        );
        // Hints start from the marks.
        assert_eq!(g.hint_request(None).marks.as_deref(), g.marks());
    }

    #[test]
    fn fill_candidates_is_one_move() {
        let mut g = game();
        let now = Instant::now();
        g.fill_candidates(now).unwrap();
        assert_eq!(g.history().len(), 1);
        assert_eq!(g.notes(2), g.grid().candidates(2));
        assert!(g.notes(0).is_empty(), "givens get no notes");
        g.undo(now);
        assert!(g.all_notes().iter().all(|n| n.is_empty()));
    }

    #[test]
    fn a_hint_counts_as_help_from_stage_two_and_its_move_can_be_undone() {
        // That the step is right is the engine's test (`engine::hint`); here, how the game
        // records it, through the staged path the window uses.
        let mut g = game();
        let now = Instant::now();
        let mut active = ActiveHint::new(g.hint_request(None).compute());
        assert!(!g.help_used() && g.hints_used() == 0, "stage 1 only says where to look");
        assert_eq!(active.advance(&mut g, now), Ok(Advanced::Shown(Stage::Why)));
        assert!(g.help_used(), "stage 2 shows the pattern: help");
        assert_eq!(g.hints_used(), 1);
        let Ok(Advanced::Applied(_)) = active.advance(&mut g, now) else {
            panic!("stage 3 applies the step");
        };
        let (cell, digit) = active.hint.placement.expect("a placing step");
        assert_eq!(g.grid().get(cell), Some(digit));
        assert_eq!(g.history().len(), 1);
        assert_eq!(g.history()[0].kind, MoveKind::Hint(digit));
        assert_eq!(g.hints_used(), 1, "one hint, however many stages");
        assert!(g.undo(now));
        assert_eq!(g.grid().get(cell), None);
        assert!(g.help_used(), "undoing a hint does not give the help back");
        g.reset(now);
        assert!(g.help_used(), "nor does Reset");
    }

    #[test]
    fn a_hint_points_at_a_mistake_first() {
        let mut g = game();
        let now = Instant::now();
        let wrong = Digit::all().find(|&x| Some(x) != g.solution().get(2)).unwrap();
        g.place(2, wrong, now).unwrap();
        let hint = g.hint_request(None).compute();
        assert_eq!(hint.mistake.as_ref().map(|m| m.cell), Some(2));
        let mut active = ActiveHint::new(hint);
        assert_eq!(
            active.advance(&mut g, now),
            Ok(Advanced::Done),
            "a mistake has one stage"
        );
        assert_eq!(g.grid().get(2), Some(wrong), "a mistake is shown, not changed");
    }

    #[test]
    fn solving_by_hand_finishes_the_game() {
        let mut g = game();
        let start = Instant::now();
        g.resume(start);
        let cells: Vec<usize> = (0..81).filter(|&c| !g.is_given(c)).collect();
        let (last, rest) = cells.split_last().unwrap();
        for &c in rest {
            assert_eq!(g.place(c, g.solution().get(c).unwrap(), start), Ok(Outcome::Changed));
        }
        assert!(!g.check().solved);
        let end = start + Duration::from_secs(75);
        assert_eq!(
            g.place(*last, g.solution().get(*last).unwrap(), end),
            Ok(Outcome::Solved)
        );
        assert!(g.check().solved);
        assert_eq!(g.check().message(), "Solved!");
        assert_eq!(
            g.finish(),
            Some(Finish {
                time: Duration::from_secs(75),
                assisted: false
            })
        );
        assert!(!g.timer().is_running());
        assert_eq!(g.place(*last, d(1), end), Err(Refusal::Finished));
        assert!(!g.undo(end));
    }

    #[test]
    fn solve_fills_the_solution_and_counts_as_help() {
        let mut g = game();
        let now = Instant::now();
        g.resume(now);
        g.toggle_note(2, d(1), now).unwrap();
        g.solve(now).unwrap();
        assert_eq!(g.grid(), g.solution());
        assert!(g.all_notes().iter().all(|n| n.is_empty()));
        assert!(g.finish().unwrap().assisted);
        assert!(!g.timer().is_running());
        g.reset(now);
        assert_eq!(g.grid(), g.puzzle());
        assert!(!g.is_finished());
    }

    #[test]
    fn check_counts_wrong_and_empty_cells() {
        let mut g = game();
        let now = Instant::now();
        let wrong = Digit::all().find(|&x| Some(x) != g.solution().get(2)).unwrap();
        g.place(2, wrong, now).unwrap();
        let check = g.check();
        assert!(!check.solved);
        assert_eq!(check.wrong, vec![2]);
        assert_eq!(check.empty, 50);
        assert_eq!(check.message(), "Not solved yet: 1 cell is wrong, 50 cells to fill.");
        assert_eq!(g.mistakes(), vec![2]);
    }

    #[test]
    fn remaining_counts_down_from_nine() {
        let mut g = game();
        let now = Instant::now();
        let five = d(5);
        let given = g.puzzle().cells().iter().filter(|&&x| x == Some(five)).count();
        assert_eq!(g.remaining(five), 9 - given);
        let cell = (0..81)
            .find(|&c| !g.is_given(c) && g.solution().get(c) == Some(five))
            .unwrap();
        g.place(cell, five, now).unwrap();
        assert_eq!(g.remaining(five), 8 - given);
    }

    #[test]
    fn remaining_on_a_cube_face_counts_its_81_places() {
        let levels = crate::levels::load(crate::engine::Variant::Cube, crate::engine::Difficulty::Easy, None);
        let level = levels.levels.into_iter().next().unwrap();
        let mut g = GameState::new(level.puzzle, level.solution).unwrap();
        let geometry = g.grid().geometry();
        // The corner cell is seen from all three faces: placing it counts on each.
        let corner = geometry.cell_at(Face::Top, 8, 8);
        let digit = g.solution().get(corner).unwrap();
        let before = Face::ALL.map(|f| g.remaining_on_face(f, digit));
        if !g.is_given(corner) {
            g.place(corner, digit, Instant::now()).unwrap();
            for (i, f) in Face::ALL.into_iter().enumerate() {
                assert_eq!(g.remaining_on_face(f, digit), before[i] - 1);
            }
        }
        g.solve(Instant::now()).unwrap();
        assert!(Face::ALL
            .iter()
            .all(|&f| Digit::all().all(|d| g.remaining_on_face(f, d) == 0)));
    }

    #[test]
    fn timer_pauses_and_formats() {
        let start = Instant::now();
        let mut t = Timer::new();
        t.start(start);
        t.pause(start + Duration::from_secs(10));
        assert_eq!(t.elapsed(start + Duration::from_secs(100)), Duration::from_secs(10));
        t.start(start + Duration::from_secs(100));
        assert_eq!(t.elapsed(start + Duration::from_secs(105)), Duration::from_secs(15));
        assert_eq!(format_time(Duration::from_secs(65)), "01:05");
        assert_eq!(format_time(Duration::from_secs(3600 + 62)), "01:01:02");
    }

    #[test]
    fn mismatched_solution_is_refused() {
        let puzzle = Grid::from_line(PUZZLE).unwrap();
        assert!(GameState::new(puzzle.clone(), puzzle).is_none());
    }

    #[test]
    fn stage_three_is_one_move_on_the_notes_and_undo_takes_it_back() {
        let mut g = game_of(LOCKED);
        let now = Instant::now();
        g.fill_candidates(now).unwrap();
        let notes_before = g.all_notes().to_vec();
        let mut active = ActiveHint::new(g.hint_request(None).compute());
        assert_eq!(g.hints_used(), 0);
        assert_eq!(active.advance(&mut g, now), Ok(Advanced::Shown(Stage::Why)));
        assert_eq!(g.hints_used(), 1, "stage 2 counts as help");
        assert_eq!(g.history().len(), 1, "nothing applied yet");
        assert_eq!(active.advance(&mut g, now), Ok(Advanced::Applied(Outcome::Changed)));
        assert_eq!(g.hints_used(), 1, "counted once");
        assert_eq!(g.history().len(), 2, "one move");
        assert_eq!(g.history()[1].kind, MoveKind::Hint(d(4)));
        assert_eq!(g.grid().get(0), Some(d(4)));
        for &(c, dd) in &active.hint.eliminations {
            assert!(!g.notes(c).contains(dd), "{c} still notes {dd}");
        }
        assert_eq!(active.advance(&mut g, now), Ok(Advanced::Done));
        assert!(g.undo(now));
        assert_eq!(g.all_notes(), &notes_before[..]);
        assert_eq!(g.grid().get(0), None);
    }

    #[test]
    fn a_stale_hint_is_refused() {
        let mut g = game();
        let now = Instant::now();
        let mut active = ActiveHint::new(g.hint_request(None).compute());
        g.place(2, g.solution().get(2).unwrap(), now).unwrap();
        assert_eq!(active.advance(&mut g, now), Err(Refusal::Stale));
    }

    #[test]
    fn back_to_the_last_correct_position_undoes_to_before_the_first_wrong_entry() {
        let mut g = game();
        let now = Instant::now();
        let right = g.solution().get(2).unwrap();
        g.place(2, right, now).unwrap(); // right
        let wrong = Digit::all().find(|&x| Some(x) != g.solution().get(3)).unwrap();
        g.place(3, wrong, now).unwrap(); // the first wrong entry
        g.toggle_note(5, d(1), now).unwrap();
        g.place(6, g.solution().get(6).unwrap(), now).unwrap();
        assert_eq!(g.back_to_last_correct(now), 3);
        assert_eq!(g.history().len(), 1);
        assert_eq!(g.grid().get(2), Some(right));
        assert!(g.mistakes().is_empty());
        assert!(g.can_redo(), "the undone moves can be redone");
        assert_eq!(g.back_to_last_correct(now), 0, "nothing wrong: nothing undone");
    }

    #[test]
    fn the_cli_and_the_window_read_the_same_hint() {
        // The CLI builds its request from the puzzle and the board; the game from its state.
        let g = game_of(LOCKED);
        let from_game = g.hint_request(None).compute();
        let from_cli = HintRequest {
            solution: g.solution().clone(),
            board: g.grid().clone(),
            notes: Vec::new(),
            marks: None,
            near: None,
        }
        .compute();
        assert_eq!(from_game, from_cli);
    }
}
