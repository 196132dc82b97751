//! The player's standing per technique (issue 40, "Learn"): seen in a hint, found yourself
//! (credited from the player's own moves, with the day first found), via a hint, practice
//! results, and mastered. Saved with the statistics (`store::Statistics::techniques`); every
//! field has a default, so files written before load.
//!
//! The mastery rule: [`MASTERY_RUN`] right moves in a row without a hint (a practice move
//! checked right, or a move of an ordinary game credited to the technique); a practice move
//! that is not right, or a move of the technique made by a hint, starts the run again.
//!
//! A move of an ordinary game is credited off the UI thread: [`CreditJob`] holds what the
//! credit reads (the solution, the board and notes before the move, the move), taken when the
//! move is made, and [`CreditJob::run`] does the work in the background.
//!
//! Moves that change several cells at once: taking one note out of several selected cells is
//! ONE move ([`removed_notes`]), credited to the simplest technique whose steps remove those
//! candidates (a pointing pair's or an X-Wing's eliminations made in one go). A series of
//! note removals made one cell at a time, with nothing else in between, is credited as one
//! growing move ([`OwnMoves`]): each removal's job asks for the series' removals so far, from
//! the board before the series; a technique is counted once per series ([`CountedSeries`]),
//! so an X-Wing's three eliminations taken out one by one count one X-Wing, not three. (If
//! the first removal alone is explained by an easier technique, that one counts as well:
//! the player may well have seen it first.)

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicU64, Ordering};

use crate::engine::learn::{credit, Budget, Credit, PlayerMove, Verdict};
use crate::engine::{Candidates, Digit, Grid, Technique};

use super::GameState;

/// Right moves in a row without a hint that make a technique mastered.
pub const MASTERY_RUN: u32 = 5;

/// The most games, wins, hints or technique counts a statistics file may hold: ten million (a
/// game a minute for 19 years). A file counting more is not one the game wrote, and is kept
/// aside. (`store::MAX_COUNT` names it too.)
pub const MAX_COUNT: u32 = 10_000_000;

/// The most any count may reach.
const MAX: u32 = MAX_COUNT;

/// One technique's standing.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct Standing {
    /// Times a hint showed it.
    pub seen_in_hint: u32,
    /// Moves of the player's own credited to it.
    pub found: u32,
    /// The day (UTC, `YYYY-MM-DD`) it was first found.
    pub first_found: Option<String>,
    /// Moves of it made by a hint (Apply, "Write these into my notes").
    pub via_hint: u32,
    /// Practice moves checked right.
    pub practice_right: u32,
    /// Practice moves checked partly right.
    pub practice_partly: u32,
    /// Practice moves that were not this technique.
    pub practice_wrong: u32,
    /// Right moves in a row without a hint, up to now.
    pub run: u32,
    /// The day it was mastered ([`MASTERY_RUN`] right in a row), once it is.
    pub mastered: Option<String>,
}

/// Where a technique stands, as the Learn screen names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    /// Never met.
    NotMet,
    /// Shown in a hint (or applied by one), never found.
    Seen,
    /// Practised, never found in a game.
    Practised,
    /// Found in a game this many times.
    Found(u32),
    /// Mastered.
    Mastered,
}

impl Standing {
    /// Where it stands.
    pub fn level(&self) -> Level {
        if self.mastered.is_some() {
            Level::Mastered
        } else if self.found > 0 {
            Level::Found(self.found)
        } else if self.practice_right + self.practice_partly + self.practice_wrong > 0 {
            Level::Practised
        } else if self.seen_in_hint + self.via_hint > 0 {
            Level::Seen
        } else {
            Level::NotMet
        }
    }

    /// Practice moves checked, of every verdict.
    pub fn practised(&self) -> u32 {
        self.practice_right
            .saturating_add(self.practice_partly)
            .saturating_add(self.practice_wrong)
    }

    /// One more right move without a hint: the run grows, and at [`MASTERY_RUN`] the
    /// technique is mastered (the first day only).
    fn right_unaided(&mut self, date: &str) {
        self.run = (self.run + 1).min(MAX);
        if self.run >= MASTERY_RUN && self.mastered.is_none() {
            self.mastered = Some(date.to_string());
        }
    }

    fn checked(mut self, name: &str) -> Result<Standing, String> {
        for (what, n) in [
            ("seen_in_hint", self.seen_in_hint),
            ("found", self.found),
            ("via_hint", self.via_hint),
            ("practice_right", self.practice_right),
            ("practice_partly", self.practice_partly),
            ("practice_wrong", self.practice_wrong),
            ("run", self.run),
        ] {
            if n > MAX {
                return Err(format!("technique {name}: {what} is {n}, more than {MAX}"));
            }
        }
        for (what, date) in [("first_found", &self.first_found), ("mastered", &self.mastered)] {
            if date.as_ref().is_some_and(|d| d.len() > 10) {
                return Err(format!("technique {name}: {what} {date:?} is not YYYY-MM-DD"));
            }
        }
        // A first day with nothing found is not one the game wrote: forget it.
        if self.found == 0 {
            self.first_found = None;
        }
        Ok(self)
    }
}

/// The standing of every technique met so far (a technique never met has none).
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(transparent)]
pub struct Standings(pub BTreeMap<Technique, Standing>);

impl Standings {
    /// A technique's standing (the default when never met).
    pub fn get(&self, technique: Technique) -> Standing {
        self.0.get(&technique).cloned().unwrap_or_default()
    }

    fn entry(&mut self, technique: Technique) -> &mut Standing {
        self.0.entry(technique).or_default()
    }

    /// A hint showed the technique.
    pub fn record_seen_in_hint(&mut self, technique: Technique) {
        let s = self.entry(technique);
        s.seen_in_hint = (s.seen_in_hint + 1).min(MAX);
    }

    /// A move of the technique was made by a hint: counted, and the run starts again.
    pub fn record_via_hint(&mut self, technique: Technique) {
        let s = self.entry(technique);
        s.via_hint = (s.via_hint + 1).min(MAX);
        s.run = 0;
    }

    /// A move of the player's own was credited (`date`: today, `YYYY-MM-DD`). Returns the
    /// technique counted, if any: an unexplained move or one that changed nothing counts for
    /// none.
    pub fn record_credit(&mut self, credited: Credit, date: &str) -> Option<Technique> {
        let technique = credited.technique()?;
        let s = self.entry(technique);
        s.found = (s.found + 1).min(MAX);
        if s.first_found.is_none() {
            s.first_found = Some(date.to_string());
        }
        s.right_unaided(date);
        Some(technique)
    }

    /// A practice move was checked; `with_hint`: the player opened the hint on that position
    /// before moving (a right move then does not add to the run).
    pub fn record_practice(&mut self, technique: Technique, verdict: Verdict, with_hint: bool, date: &str) {
        let s = self.entry(technique);
        match verdict {
            Verdict::Right => {
                s.practice_right = (s.practice_right + 1).min(MAX);
                if with_hint {
                    s.run = 0;
                } else {
                    s.right_unaided(date);
                }
            }
            Verdict::PartlyRight => {
                s.practice_partly = (s.practice_partly + 1).min(MAX);
                s.run = 0;
            }
            Verdict::NotThisOne => {
                s.practice_wrong = (s.practice_wrong + 1).min(MAX);
                s.run = 0;
            }
        }
    }

    /// The standings with every count in range; an error names the first out of range.
    pub fn checked(self) -> Result<Standings, String> {
        self.0
            .into_iter()
            .map(|(t, s)| s.checked(t.name()).map(|s| (t, s)))
            .collect::<Result<_, _>>()
            .map(Standings)
    }

    /// At least the bytes these standings take in the statistics file (pretty JSON).
    pub fn written_size_bound(&self) -> usize {
        // Per technique its name, nine fields with their names and indentation, two dates.
        64 + self.0.len() * 640
    }
}

/// What crediting one move of an ordinary game reads, taken when the move is made (the board
/// and notes before it), so the work can run on another thread.
#[derive(Clone, Debug)]
pub struct CreditJob {
    /// The puzzle's solution.
    pub solution: Grid,
    /// The board before the move.
    pub board: Grid,
    /// The notes before the move, one set per cell.
    pub notes: Vec<Candidates>,
    /// The move.
    pub mv: PlayerMove,
    /// The series of moves this one belongs to (see [`OwnMoves`]): a technique is counted once
    /// per series.
    pub series: u64,
}

/// A credit and the series of moves it belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Credited {
    /// The series ([`CreditJob::series`]).
    pub series: u64,
    /// What the move was credited to.
    pub credit: Credit,
}

/// A new series number, unique in the process (series of different games never share one).
fn new_series() -> u64 {
    static SERIES: AtomicU64 = AtomicU64::new(1);
    SERIES.fetch_add(1, Ordering::Relaxed)
}

/// The move of the player's own that taking `digit`'s note out of `cells` at once makes, if
/// it takes any out: as `GameState::toggle_note_all` does, the note goes from every open cell
/// of the selection only when every one of them has it (else it is written into them all, which
/// is no deduction).
pub fn removed_notes(game: &GameState, cells: &[usize], digit: Digit) -> Option<PlayerMove> {
    let grid = game.grid();
    let mut open: Vec<usize> = cells
        .iter()
        .copied()
        .filter(|&c| c < grid.len() && grid.get(c).is_none() && !game.is_given(c))
        .collect();
    open.sort_unstable();
    open.dedup();
    if open.is_empty() || !open.iter().all(|&c| game.notes(c).contains(digit)) {
        return None;
    }
    Some(PlayerMove::Remove(open.into_iter().map(|c| (c, digit)).collect()))
}

/// The player's own moves of one game, as they are handed to the credit: a series of note
/// removals made one after another grows into one move (see the module docs).
#[derive(Clone, Debug, Default)]
pub struct OwnMoves {
    series: Option<Series>,
}

/// A series of note removals: the board and notes before it, and what it removed so far.
#[derive(Clone, Debug)]
struct Series {
    id: u64,
    board: Grid,
    notes: Vec<Candidates>,
    removed: Vec<(usize, Digit)>,
}

impl OwnMoves {
    /// The job for `mv`, about to be made on `game` (before it is applied); None while a hint
    /// is open. A removal that follows the series' last with nothing else changed since asks
    /// for the series' removals so far and this one, from the board before the series.
    pub fn job(&mut self, game: &GameState, mv: PlayerMove, hint_open: bool) -> Option<CreditJob> {
        let mut job = CreditJob::before(game, mv, hint_open)?;
        let PlayerMove::Remove(removed) = &job.mv else {
            self.series = None;
            return Some(job);
        };
        let continues = self.series.as_ref().is_some_and(|s| {
            s.board == job.board
                && (0..job.notes.len()).all(|c| {
                    let mut expected = s.notes[c];
                    for &(_, d) in s.removed.iter().filter(|&&(x, _)| x == c) {
                        expected.remove(d);
                    }
                    expected == job.notes[c]
                })
        });
        if !continues {
            self.series = Some(Series {
                id: new_series(),
                board: job.board.clone(),
                notes: job.notes.clone(),
                removed: Vec::new(),
            });
        }
        let series = self.series.as_mut()?;
        for &x in removed {
            if !series.removed.contains(&x) {
                series.removed.push(x);
            }
        }
        job.series = series.id;
        job.board = series.board.clone();
        job.notes = series.notes.clone();
        job.mv = PlayerMove::Remove(series.removed.clone());
        Some(job)
    }
}

/// The techniques already counted for the latest series of moves, so a series credited
/// again as it grows counts each technique once.
#[derive(Clone, Debug, Default)]
pub struct CountedSeries {
    series: u64,
    counted: Vec<Technique>,
}

impl CountedSeries {
    /// The credit to record for `credited`: None when its series already counted that
    /// technique (or it credits none).
    pub fn count(&mut self, credited: Credited) -> Option<Credit> {
        let technique = credited.credit.technique()?;
        if self.series != credited.series {
            self.series = credited.series;
            self.counted.clear();
        }
        if self.counted.contains(&technique) {
            return None;
        }
        self.counted.push(technique);
        Some(credited.credit)
    }
}

impl CreditJob {
    /// The job for `mv`, about to be made on `game` (call it before the move is applied). None
    /// while a hint is open (`hint_open`: the window holds the hint): a move then is the
    /// hint's, not the player's own.
    pub fn before(game: &GameState, mv: PlayerMove, hint_open: bool) -> Option<CreditJob> {
        if hint_open {
            return None;
        }
        let board = game.grid().clone();
        let notes = (0..board.len()).map(|c| game.notes(c)).collect();
        Some(CreditJob {
            solution: game.solution().clone(),
            board,
            notes,
            mv,
            series: new_series(),
        })
    }

    /// Credits the move (slow: run it off the UI thread) with the play budget.
    pub fn run(&self) -> Credit {
        credit(&self.solution, &self.board, &self.notes, &self.mv, &Budget::default())
    }

    /// [`CreditJob::run`], with the series the move belongs to.
    pub fn run_in_series(&self) -> Credited {
        Credited {
            series: self.series,
            credit: self.run(),
        }
    }
}
