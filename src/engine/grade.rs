//! The grader: a logical solver that uses human techniques, easiest first.
//! (Skeleton: singles only; the full technique set is being written.)

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
    /// The houses the pattern lives in.
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
        LogicalSolver { grid: grid.clone(), candidates }
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
    pub fn next_step_up_to(&self, _max: Technique) -> Option<Step> {
        let g = self.grid.geometry();
        for c in 0..self.grid.len() {
            if self.grid.get(c).is_none() {
                if let Some(d) = self.candidates[c].single() {
                    return Some(Step {
                        technique: Technique::NakedSingle,
                        placements: vec![(c, d)],
                        eliminations: vec![],
                        cells: vec![c],
                        houses: vec![],
                        explanation: format!("{} can only be {d}.", g.cell_name(c)),
                    });
                }
            }
        }
        for (h, house) in g.houses().iter().enumerate() {
            for d in Digit::all() {
                let places: Vec<usize> = house.cells.iter().copied().filter(|&c| self.candidates[c].contains(d)).collect();
                if places.len() == 1 && self.grid.get(places[0]).is_none() {
                    return Some(Step {
                        technique: Technique::HiddenSingle,
                        placements: vec![(places[0], d)],
                        eliminations: vec![],
                        cells: vec![places[0]],
                        houses: vec![h],
                        explanation: format!("In {}, {d} fits only in {}.", g.house_name(h), g.cell_name(places[0])),
                    });
                }
            }
        }
        None
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
}

/// Grades a puzzle with every technique.
pub fn grade(puzzle: &Grid) -> Grade {
    grade_up_to(puzzle, Technique::XYWing)
}

/// Grades a puzzle using no technique harder than `max`; stops (unsolved) when stuck.
pub fn grade_up_to(puzzle: &Grid, max: Technique) -> Grade {
    let mut solver = LogicalSolver::new(puzzle);
    let mut out = Grade { hardest: None, score: 0, solved: false, steps: 0 };
    while let Some(step) = solver.next_step_up_to(max) {
        out.hardest = out.hardest.max(Some(step.technique));
        out.score += step.technique.weight();
        out.steps += 1;
        solver.apply(&step);
    }
    out.solved = solver.grid().is_complete() && solver.grid().conflicts().is_empty();
    out
}
