//! Hints that teach, in stages: first where to look (the technique and the house), then why
//! (the pattern, drawn, and the explanation), then the step applied as one move.
//!
//! [`HintRequest::compute`] is the one function that finds a hint: the window runs it off the
//! UI thread (a `Task`) and the CLI's `hint --json` prints its result, so the two cannot
//! disagree. A [`StagedHint`] holds everything every stage shows: what to draw on the board, by
//! cell index ([`StagedHint::overlay`], a [`HintOverlay`] that the flat board and the cube view
//! can both draw), and the words each stage says ([`StagedHint::text`], written by
//! [`super::explain`], which reads the hint's fields). An [`ActiveHint`](super::ActiveHint)
//! walks the stages on a game ([`super::state`]): the hint counts as help from stage 2 on, and
//! stage 3 is one move in the history, undone like any other.
//!
//! Nothing here knows of the game or of the words' languages: the game and the words read
//! hints, never the other way round.
//!
//! The step is found on the player's board with the engine's own candidates, not the player's
//! notes (notes may be missing or wrong); when the player keeps notes, the eliminations apply
//! to them, and stage 2 draws the candidates the player has not written paler (the legend,
//! [`HintOverlay::legend`], says so).
//!
//! A single's "why" (the digits around it that rule out the rest, [`RuleOut`]) is worked out
//! here, when the hint is made, rather than by the engine's finders: they run thousands of
//! times per grading, and only a hint shown to a player needs it.

use serde::Serialize;

use crate::engine::hint::{chain_message, hint_from, Hint};
use crate::engine::logic::budget::Budget;
use crate::engine::logic::text::and_list;
use crate::engine::logic::Link;
use crate::engine::{Candidates, Digit, Geometry, Grid, HouseKind, Step, Technique};

/// The three stages of a hint.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Stage {
    /// The technique and the house or area to look at.
    Where,
    /// The pattern, drawn, and the explanation.
    Why,
    /// The step applied as one move.
    Apply,
}

impl Stage {
    /// Every stage in order.
    pub const ALL: [Stage; 3] = [Stage::Where, Stage::Why, Stage::Apply];

    /// 1, 2 or 3.
    pub fn number(self) -> u8 {
        match self {
            Stage::Where => 1,
            Stage::Why => 2,
            Stage::Apply => 3,
        }
    }

    /// The stage after this one.
    pub fn next(self) -> Option<Stage> {
        match self {
            Stage::Where => Some(Stage::Why),
            Stage::Why => Some(Stage::Apply),
            Stage::Apply => None,
        }
    }

    /// What the stage is, in words ("Where to look"), in the current language.
    pub fn title(self) -> String {
        crate::t!(match self {
            Stage::Where => "stage-where",
            Stage::Why => "stage-why",
            Stage::Apply => "stage-applied",
        })
    }
}

/// What kind of hint the board calls for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum HintKind {
    /// A logical step (possibly several, ending with a placement).
    Step,
    /// An entry is wrong: it is explained, nothing else is hinted.
    Mistake,
    /// The techniques find nothing: a digit from the solution.
    Reveal,
    /// The board is full and right.
    Solved,
}

/// A wrong entry, explained.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MistakeInfo {
    /// The wrong cell.
    pub cell: usize,
    /// What the player entered there.
    pub entered: Digit,
    /// The cell holding the same digit in one of its houses, and that house (a repeat).
    pub repeats: Option<(usize, usize)>,
    /// How many other entries are wrong.
    pub other_wrong: usize,
}

/// What a hint draws on the board at one stage, by cell index (the classic board's 81 or the
/// cube's 217): GUI-free, so any view (the flat face, the cube view) can draw it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct HintOverlay {
    /// The houses to highlight.
    pub houses: Vec<usize>,
    /// Their cells (the area to look at).
    pub area: Vec<usize>,
    /// The cells of the pattern.
    pub cells: Vec<usize>,
    /// The candidates the pattern uses (drawn in the pattern colour).
    pub candidates: Vec<(usize, Digit)>,
    /// Fins of a finned fish.
    pub fins: Vec<(usize, Digit)>,
    /// Candidates the step removes (struck out).
    pub strikes: Vec<(usize, Digit)>,
    /// The digit the step places.
    pub placement: Option<(usize, Digit)>,
    /// Links between candidates (strong drawn solid, weak dashed).
    pub links: Vec<Link>,
    /// Walking a chain: how many of the last `links` the item on show added. They are drawn
    /// bold and the links before them faded, so the link being read stands out; 0 (no walk,
    /// or an item that adds no link) draws every link alike.
    #[serde(skip)]
    pub current_links: usize,
    /// Candidates drawn that the player has not written in their notes.
    pub unwritten: Vec<(usize, Digit)>,
    /// A single's reasons: the digits around it that rule out the others (stage 2).
    pub rule_outs: Vec<RuleOut>,
    /// A wrong entry.
    pub mistake: Option<usize>,
    /// The cell a wrong entry repeats.
    pub conflict: Option<usize>,
    /// Killer: the cages the hint's steps rest on (indexes into the board's cages), outlined
    /// from stage 1; their cells are part of the area.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub cages: Vec<usize>,
}

/// One reason of a single: `digit`, in the filled cell `by`, rules `digit` out of the cell
/// `target` (they share a row, column or box).
///
/// A naked single has one per other digit (the target is the single's cell); a hidden single
/// one per other empty cell of its house (the digit is the single's).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct RuleOut {
    /// The cell the digit is ruled out of.
    pub target: usize,
    /// The digit.
    pub digit: Digit,
    /// The filled cell holding it.
    pub by: usize,
}

/// What a mark on the board means, for the legend beside it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum LegendKind {
    /// The highlighted houses: where to look.
    Area,
    /// The candidates the pattern uses (the pattern colour).
    Pattern,
    /// Fins of a finned fish.
    Fin,
    /// Candidates the step removes (struck out).
    Removed,
    /// The digit the step places.
    Placed,
    /// A strong link (drawn solid): one end or the other is true.
    StrongLink,
    /// A weak link (drawn dashed): not both ends are true.
    WeakLink,
    /// The digits that rule out the others ([`RuleOut`]).
    RuleOut,
    /// Candidates drawn that are not in the player's notes (drawn paler).
    Unwritten,
    /// A wrong entry.
    Mistake,
    /// The entry a wrong one repeats.
    Conflict,
}

/// One line of the legend: a kind of mark and what it means in the player's language.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LegendEntry {
    /// The kind of mark (the window draws its swatch).
    pub kind: LegendKind,
    /// Its meaning, translated.
    pub label: String,
}

/// Where in its cell a mark of the hint is drawn: each mark of one cell has a place of its
/// own, so none is drawn over another.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum MarkPlace {
    /// At a candidate's place (a disc, a fin, a strike).
    Note(Digit),
    /// In the middle of the cell (the digit a hint places, a ring round a digit that rules
    /// others out).
    Centre,
    /// A frame along the cell's edge (the placement).
    Frame,
    /// A frame inside that one (a wrong entry, or the cell it repeats).
    InnerFrame,
}

/// The kind of a mark the hint draws in a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MarkKind {
    Candidate,
    Fin,
    Strike,
    Placement,
    PlacedDigit,
    RuleOut,
    Mistake,
    Conflict,
}

impl HintOverlay {
    /// Whether the overlay draws nothing.
    pub fn is_empty(&self) -> bool {
        *self == HintOverlay::default()
    }

    /// Every mark the overlay draws in a cell: the cell, where in it, and what.
    pub fn marks(&self) -> Vec<(usize, MarkPlace, MarkKind)> {
        let mut marks = Vec::new();
        for &(c, d) in &self.candidates {
            marks.push((c, MarkPlace::Note(d), MarkKind::Candidate));
        }
        for &(c, d) in &self.fins {
            marks.push((c, MarkPlace::Note(d), MarkKind::Fin));
        }
        for &(c, d) in &self.strikes {
            marks.push((c, MarkPlace::Note(d), MarkKind::Strike));
        }
        if let Some((c, _)) = self.placement {
            marks.push((c, MarkPlace::Frame, MarkKind::Placement));
            // The digit in the middle (drawn while the pattern is) covers the candidates'
            // places of its cell.
            marks.push((c, MarkPlace::Centre, MarkKind::PlacedDigit));
        }
        for r in &self.rule_outs {
            marks.push((r.by, MarkPlace::Centre, MarkKind::RuleOut));
        }
        if let Some(c) = self.mistake {
            marks.push((c, MarkPlace::InnerFrame, MarkKind::Mistake));
        }
        if let Some(c) = self.conflict {
            marks.push((c, MarkPlace::InnerFrame, MarkKind::Conflict));
        }
        marks.sort_by_key(|&(c, p, _)| (c, p));
        marks.dedup_by_key(|m| (m.0, m.1, m.2));
        marks
    }

    /// The overlay with no two marks in one place of a cell, and nothing drawn over the digit
    /// a hint places: a candidate both drawn and struck out (a supposition that ends in a
    /// contradiction) keeps only its strike, which is the conclusion; a fin is not drawn as a
    /// candidate too; the cell that gets the placed digit keeps its frame and the digit, not
    /// the candidates' discs and strikes under it (placing it removes them anyway).
    pub fn unstacked(&self) -> HintOverlay {
        let mut o = self.clone();
        let placed = o.placement.map(|(c, _)| c);
        let strikes = o.strikes.clone();
        let fins = o.fins.clone();
        o.candidates
            .retain(|m| !strikes.contains(m) && !fins.contains(m) && Some(m.0) != placed);
        o.fins.retain(|m| !strikes.contains(m) && Some(m.0) != placed);
        o.strikes.retain(|m| Some(m.0) != placed);
        o.candidates.dedup();
        o.strikes.dedup();
        o.fins.dedup();
        // A mistake and the cell it repeats are two cells; one cell for both says the mistake.
        if o.conflict.is_some() && o.conflict == o.mistake {
            o.conflict = None;
        }
        o
    }
}

/// A stage's words: a short title, the sentence, and the lines of a longer deduction.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct StageText {
    /// A short heading ("Hidden single").
    pub title: String,
    /// The explanation.
    pub sentence: String,
    /// The steps of a multi-step hint (depth 0) with each chain's links and forced inferences
    /// under their step (depth 1, deeper for nested chains), in order.
    pub lines: Vec<TextLine>,
}

/// One line of a hint's deduction, with how deep it sits under its step.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct TextLine {
    /// 0: a step of a multi-step hint; 1: a link or inference of the step above; 2 and more:
    /// lines of a chain nested inside that one.
    pub depth: u8,
    /// The index in [`StagedHint::steps`] of the step the line belongs to.
    pub step: usize,
    /// The words, without indentation.
    pub text: String,
}

impl TextLine {
    /// A line at `depth` of step `step`.
    pub fn new(depth: u8, step: usize, text: impl Into<String>) -> TextLine {
        TextLine {
            depth,
            step,
            text: text.into(),
        }
    }
}

/// A line reads as its words, so code that shows lines as plain text keeps working.
impl std::ops::Deref for TextLine {
    type Target = str;

    fn deref(&self) -> &str {
        &self.text
    }
}

/// Where a forcing chain starts: what it supposes, named at stage 1 instead of the houses its
/// contradiction lies in.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Supposition {
    /// "Suppose `cell` is (or, with `is` false, is not) `digit`."
    Candidate {
        /// The cell supposed about.
        cell: usize,
        /// The digit.
        digit: Digit,
        /// Whether the chain supposes the digit is there (or is not).
        is: bool,
    },
    /// Each digit the cell can hold, in turn.
    Cell {
        /// The cell.
        cell: usize,
        /// Its candidates, the branches.
        digits: Vec<Digit>,
    },
    /// Each place the digit has left in the house, in turn.
    House {
        /// The house.
        house: usize,
        /// The digit.
        digit: Digit,
        /// Its places, the branches.
        cells: Vec<usize>,
    },
}

/// Everything a hint shows, at every stage.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct StagedHint {
    /// What kind of hint.
    pub kind: HintKind,
    /// The board the hint was computed on (a hint for another board is stale).
    #[serde(skip)]
    pub board: Grid,
    /// The technique to learn: the hardest of the steps.
    pub technique: Option<Technique>,
    /// Its rating in tenths (Sudoku-Explainer-like scale).
    pub rating: u16,
    /// The houses to look at (stage 1).
    pub houses: Vec<usize>,
    /// Where to look in words ("box 5").
    pub area: String,
    /// The steps, eliminations first, the placing step last.
    pub steps: Vec<Step>,
    /// The digit the hint places.
    pub placement: Option<(usize, Digit)>,
    /// Every candidate the steps remove.
    pub eliminations: Vec<(usize, Digit)>,
    /// Candidates of the pattern the player's notes do not show.
    pub unwritten: Vec<(usize, Digit)>,
    /// Why a single (the placing step, when it is one) holds: the digits that rule out the rest.
    pub rule_outs: Vec<RuleOut>,
    /// A forcing chain's supposition, when the technique to learn is one.
    pub supposition: Option<Supposition>,
    /// A wrong entry, explained.
    pub mistake: Option<MistakeInfo>,
    /// The whole deduction in one paragraph.
    pub sentence: String,
    /// Stage 1's sentence.
    pub where_text: String,
    /// A reveal given because the search ran out of its budget (see `engine::budget`), not
    /// because the techniques found nothing.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub out_of_budget: bool,
}

/// What a hint is computed from: owned, so it can be sent to another thread.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HintRequest {
    /// The puzzle's one solution.
    pub solution: Grid,
    /// The board in play.
    pub board: Grid,
    /// The player's notes by cell (empty when they keep none).
    pub notes: Vec<Candidates>,
    /// Pencil marks brought from elsewhere (one candidate set per cell): the techniques start
    /// from them instead of the candidates the digits leave. They must keep every empty
    /// cell's solution digit ([`crate::engine::hint::marks_keep_solution`]).
    pub marks: Option<Vec<Candidates>>,
    /// The selected cell: of the easiest steps, the nearest to it is chosen.
    pub near: Option<usize>,
}

impl HintRequest {
    /// Finds the hint: a wrong entry first, else the easiest logical steps to a placement,
    /// else (only when the techniques find nothing) a digit from the solution.
    /// With [`marks`](Self::marks), the techniques start from them.
    pub fn compute(self) -> StagedHint {
        self.compute_within(&Budget::unlimited())
    }

    /// As [`HintRequest::compute`], within `budget`: past it, the search stops and the hint
    /// is a digit from the solution, saying that no step a person could follow was found in
    /// the time allowed.
    pub fn compute_within(self, budget: &Budget) -> StagedHint {
        budget.run(|| self.compute_here()).value
    }

    /// The hint that walks `step` first (a step the position holds, as a practice position's
    /// own), then the easiest steps from there to a digit, nearest the cells `step` works on:
    /// named after `step`'s technique, whatever the later steps are, so Show me teaches the
    /// technique practised rather than the one the ordinary hint would pick. A step that does
    /// not agree with the solution, or a board with a mistake, gets the ordinary hint.
    pub fn compute_from_step(self, step: &Step, budget: &Budget) -> StagedHint {
        budget.run(|| self.walk_step_here(step)).value
    }

    fn walk_step_here(self, step: &Step) -> StagedHint {
        let agrees = step.placements.iter().all(|&(c, d)| self.solution.get(c) == Some(d))
            && step.eliminations.iter().all(|&(c, d)| self.solution.get(c) != Some(d));
        if !agrees || find_mistake(&self.solution, &self.board).is_some() {
            return self.compute_here();
        }
        // The board moves into the hint: its shape (a cheap handle) keeps the geometry.
        let shape = self.board.shape().clone();
        let geometry = shape.geometry();
        if let Some(&placement) = step.placements.first() {
            let steps = vec![step.clone()];
            let sentence = chain_message(&steps);
            return step_hint(
                geometry,
                self.board,
                &self.notes,
                placement,
                steps,
                sentence,
                Some(step),
            );
        }
        let mut after: Vec<Candidates> = match &self.marks {
            Some(marks) => marks.clone(),
            None => (0..self.board.len()).map(|c| self.board.candidates(c)).collect(),
        };
        for &(c, d) in &step.eliminations {
            if let Some(set) = after.get_mut(c) {
                set.remove(d);
            }
        }
        let near = step.eliminations.first().map(|&(c, _)| c).or(self.near);
        match hint_from(&self.solution, &self.board, Some(&after), near) {
            Hint::Place {
                cell,
                digit,
                steps: rest,
                ..
            } => {
                let mut steps = vec![step.clone()];
                steps.extend(rest);
                let sentence = chain_message(&steps);
                step_hint(
                    geometry,
                    self.board,
                    &self.notes,
                    (cell, digit),
                    steps,
                    sentence,
                    Some(step),
                )
            }
            _ => self.compute_here(),
        }
    }

    fn compute_here(self) -> StagedHint {
        // A handle of its own: the board moves into the hint while the geometry is read.
        let shape = self.board.shape().clone();
        let geometry = shape.geometry();
        let candidates = self.marks.as_deref();
        if let Some(mistake) = find_mistake(&self.solution, &self.board) {
            return mistake_hint(geometry, self.board, mistake);
        }
        match hint_from(&self.solution, &self.board, candidates, self.near) {
            Hint::Place {
                cell,
                digit,
                steps,
                message,
                ..
            } => step_hint(geometry, self.board, &self.notes, (cell, digit), steps, message, None),
            Hint::Reveal {
                cell,
                digit,
                out_of_budget,
                ..
            } => {
                let (sentence, where_text) = if out_of_budget {
                    (
                        format!(
                            "No step a person could follow was found in the time allowed, so this comes from the solution: {} is {digit}.",
                            geometry.cell_name(cell)
                        ),
                        "No step a person could follow was found in the time allowed.",
                    )
                } else {
                    (
                        format!(
                            "No technique I know finds a step here, so this comes from the solution: {} is {digit}.",
                            geometry.cell_name(cell)
                        ),
                        "No technique I know finds a step on this board.",
                    )
                };
                StagedHint {
                    kind: HintKind::Reveal,
                    board: self.board,
                    technique: None,
                    rating: 0,
                    houses: Vec::new(),
                    area: geometry.cell_name(cell),
                    steps: Vec::new(),
                    placement: Some((cell, digit)),
                    eliminations: Vec::new(),
                    unwritten: Vec::new(),
                    rule_outs: Vec::new(),
                    supposition: None,
                    mistake: None,
                    sentence,
                    where_text: where_text.into(),
                    out_of_budget,
                }
            }
            // The request comes with the solution, so the puzzle is unique; a mistake was
            // caught above: what is left is a full, right board.
            Hint::Solved | Hint::Mistake { .. } | Hint::Unsolvable { .. } => StagedHint {
                kind: HintKind::Solved,
                board: self.board,
                technique: None,
                rating: 0,
                houses: Vec::new(),
                area: String::new(),
                steps: Vec::new(),
                placement: None,
                eliminations: Vec::new(),
                unwritten: Vec::new(),
                rule_outs: Vec::new(),
                supposition: None,
                mistake: None,
                sentence: "The puzzle is solved.".into(),
                where_text: "The puzzle is solved.".into(),
                out_of_budget: false,
            },
        }
    }
}

/// The first wrong entry, preferring one that repeats a digit in its row, column or box.
fn find_mistake(solution: &Grid, board: &Grid) -> Option<MistakeInfo> {
    let geometry = board.geometry();
    let wrong: Vec<usize> = (0..board.len())
        .filter(|&c| matches!((board.get(c), solution.get(c)), (Some(a), Some(b)) if a != b))
        .collect();
    let repeat_of = |cell: usize, digit: Digit| {
        geometry.houses_of(cell).iter().find_map(|&h| {
            geometry.houses()[h]
                .cells
                .iter()
                .find(|&&o| o != cell && board.get(o) == Some(digit))
                .map(|&o| (o, h))
        })
    };
    let others = wrong.len().saturating_sub(1);
    let pick = wrong
        .iter()
        .find_map(|&c| board.get(c).and_then(|d| repeat_of(c, d).map(|r| (c, d, Some(r)))))
        .or_else(|| wrong.first().and_then(|&c| board.get(c).map(|d| (c, d, None))))?;
    Some(MistakeInfo {
        cell: pick.0,
        entered: pick.1,
        repeats: pick.2,
        other_wrong: others,
    })
}

fn mistake_hint(geometry: &Geometry, board: Grid, m: MistakeInfo) -> StagedHint {
    let name = geometry.cell_name(m.cell);
    let mut sentence = match m.repeats {
        Some((other, house)) => format!(
            "{name} holds {d}, but {} in {} already holds {d}: a digit appears once in each row, column and box.",
            geometry.cell_name(other),
            geometry.house_name(house),
            d = m.entered
        ),
        None => format!(
            "{name} should not be {}: nothing on the board repeats it yet, but it does not fit the puzzle's one solution.",
            m.entered
        ),
    };
    sentence.push(' ');
    sentence.push_str(&match m.other_wrong {
        0 => "It is the only wrong entry.".to_string(),
        1 => "1 other entry is wrong too.".to_string(),
        n => format!("{n} other entries are wrong too."),
    });
    StagedHint {
        kind: HintKind::Mistake,
        board,
        technique: None,
        rating: 0,
        houses: m.repeats.map(|r| vec![r.1]).unwrap_or_default(),
        area: name,
        steps: Vec::new(),
        placement: None,
        eliminations: Vec::new(),
        unwritten: Vec::new(),
        rule_outs: Vec::new(),
        supposition: None,
        where_text: sentence.clone(),
        sentence,
        mistake: Some(m),
        out_of_budget: false,
    }
}

fn step_hint(
    geometry: &Geometry,
    board: Grid,
    notes: &[Candidates],
    placement: (usize, Digit),
    steps: Vec<Step>,
    sentence: String,
    taught: Option<&Step>,
) -> StagedHint {
    // The technique to learn is the step asked to be taught, else the hardest step's; ties go
    // to the later (placing) step.
    let main = taught.cloned().or_else(|| {
        steps
            .iter()
            .enumerate()
            .max_by_key(|(i, s)| (s.rating, s.technique.rank(), *i))
            .map(|(_, s)| s.clone())
    });
    let (technique, rating, houses, area) = match &main {
        Some(s) => {
            let (houses, area) = area_of(geometry, &board, s);
            (Some(s.technique), s.rating, houses, area)
        }
        None => (None, 0, Vec::new(), geometry.cell_name(placement.0)),
    };
    let supposition = main.as_ref().and_then(|s| supposition_of(geometry, s));
    // A forcing chain is looked at from where it starts: the houses of its supposition. A
    // contradiction chain's supposition is about the very cell it settles, so stage 1 names
    // only its box (its row, column and box together would point at the cell).
    let (houses, area) = match &supposition {
        Some(Supposition::Candidate { cell, .. }) => {
            let house = box_of(geometry, *cell);
            (vec![house], geometry.house_name(house))
        }
        Some(Supposition::Cell { cell, .. }) => {
            let houses = geometry.houses_of(*cell).to_vec();
            let area = and_list(houses.iter().map(|&h| geometry.house_name(h)));
            (houses, area)
        }
        Some(Supposition::House { house, .. }) => (vec![*house], geometry.house_name(*house)),
        None => (houses, area),
    };
    let mut where_text = match (technique, &supposition) {
        // The supposition would name the answer ("Suppose r9c9 is not 6"): stage 2 says it.
        (Some(t), Some(Supposition::Candidate { is, .. })) => format!(
            "Look for this: {}, which {} a cell of {area}.",
            t.title(),
            if *is { "removes a candidate from" } else { "settles" }
        ),
        (Some(_), Some(s)) => format!("{} and follow what it forces.", supposition_english(geometry, s)),
        (Some(t), None) => format!("There {} in {area}.", phrase(t)),
        (None, _) => format!("Look at {area}."),
    };
    if let (Some(main), Some(last)) = (&main, steps.last()) {
        if main != last {
            // Only the technique: naming the last step's cell would give the answer away.
            where_text.push_str(&format!(
                " It leads to {}.",
                phrase(last.technique)
                    .trim_start_matches("is ")
                    .trim_start_matches("are ")
            ));
        }
    }
    let mut eliminations: Vec<(usize, Digit)> = steps.iter().flat_map(|s| s.eliminations.iter().copied()).collect();
    eliminations.sort_unstable();
    eliminations.dedup();
    let mut unwritten: Vec<(usize, Digit)> = steps
        .iter()
        .flat_map(|s| s.candidates.iter().chain(&s.fins).chain(&s.eliminations))
        .copied()
        .filter(|&(c, d)| board.get(c).is_none() && !notes.get(c).is_some_and(|n| n.contains(d)))
        .collect();
    unwritten.sort_unstable();
    unwritten.dedup();
    let rule_outs = steps.last().map(|s| rule_outs(geometry, &board, s)).unwrap_or_default();
    StagedHint {
        kind: HintKind::Step,
        board,
        technique,
        rating,
        houses,
        area,
        steps,
        placement: Some(placement),
        eliminations,
        unwritten,
        rule_outs,
        supposition,
        mistake: None,
        sentence,
        where_text,
        out_of_budget: false,
    }
}

/// Why a single holds, from the digits on `board`: for a naked single, for each other digit the
/// nearest filled cell of its row, column or box holding it; for a hidden single, for each
/// other empty cell of its house the nearest filled cell it sees holding the digit. A digit
/// no filled cell rules out (an earlier step or the marks removed it) has no entry. Empty for
/// any other step.
pub fn rule_outs(geometry: &Geometry, board: &Grid, step: &Step) -> Vec<RuleOut> {
    let Some(&(cell, digit)) = step.placements.first() else {
        return Vec::new();
    };
    // The nearest filled peer of `target` holding `digit`.
    let nearest = |target: usize, digit: Digit| {
        geometry
            .peers(target)
            .iter()
            .copied()
            .filter(|&p| board.get(p) == Some(digit))
            .min_by_key(|&p| (geometry.cell_distance(target, p), p))
            .map(|by| RuleOut { target, digit, by })
    };
    match step.technique {
        Technique::NakedSingle => geometry
            .digits()
            .filter(|&other| other != digit)
            .filter_map(|other| nearest(cell, other))
            .collect(),
        Technique::HiddenSingle => {
            let Some(&house) = step.houses.first() else {
                return Vec::new();
            };
            geometry.houses()[house]
                .cells
                .iter()
                .copied()
                .filter(|&t| t != cell && board.get(t).is_none())
                .filter_map(|t| nearest(t, digit))
                .collect()
        }
        _ => Vec::new(),
    }
}

/// A forcing chain's supposition, read from the step: a contradiction chain's from its proof
/// (else the opposite of what it concludes); a cell or unit forcing chain's branches are its
/// lines' "If r1c2 is 4:" (the step carries no other record of them).
fn supposition_of(geometry: &Geometry, step: &Step) -> Option<Supposition> {
    match step.technique {
        Technique::ContradictionForcingChain | Technique::NestedForcingChain => {
            if let Some((cell, digit, is)) = step.supposition() {
                return Some(Supposition::Candidate { cell, digit, is });
            }
            if let Some(&(cell, digit)) = step.placements.first() {
                return Some(Supposition::Candidate { cell, digit, is: false });
            }
            step.eliminations
                .first()
                .map(|&(cell, digit)| Supposition::Candidate { cell, digit, is: true })
        }
        Technique::CellForcingChain | Technique::UnitForcingChain => {
            let names: std::collections::HashMap<String, usize> =
                (0..geometry.cell_count()).map(|c| (geometry.cell_name(c), c)).collect();
            let branches: Vec<(usize, Digit)> = step
                .lines
                .iter()
                .filter_map(|l| {
                    let (name, digit) = l.strip_prefix("If ")?.strip_suffix(':')?.rsplit_once(" is ")?;
                    Some((*names.get(name)?, digit.parse::<u8>().ok().and_then(Digit::new)?))
                })
                .collect();
            let (&(first_cell, first_digit), _) = branches.split_first()?;
            if branches.iter().all(|b| b.0 == first_cell) {
                return Some(Supposition::Cell {
                    cell: first_cell,
                    digits: branches.iter().map(|b| b.1).collect(),
                });
            }
            let cells: Vec<usize> = branches.iter().map(|b| b.0).collect();
            let house = geometry
                .houses_of(first_cell)
                .iter()
                .copied()
                .find(|&h| cells.iter().all(|c| geometry.houses()[h].cells.contains(c)))?;
            Some(Supposition::House {
                house,
                digit: first_digit,
                cells,
            })
        }
        _ => None,
    }
}

/// The box (on a jigsaw, the region) a cell lies in: where stage 1 of a contradiction chain
/// points.
fn box_of(geometry: &Geometry, cell: usize) -> usize {
    let houses = geometry.houses_of(cell);
    houses
        .iter()
        .copied()
        .find(|&h| matches!(geometry.houses()[h].kind, HouseKind::Box | HouseKind::Region))
        .or_else(|| houses.last().copied())
        .unwrap_or(0)
}

/// "Suppose r9c8 is not 8", "Try each digit r5c5 can hold (3, 5 or 7)", "Try each place for 7 in
/// row 3 (r3c1 or r3c5)".
fn supposition_english(geometry: &Geometry, s: &Supposition) -> String {
    let or_list = |items: Vec<String>| and_list(items.iter()).replace(" and ", " or ");
    match s {
        Supposition::Candidate { cell, digit, is } => format!(
            "Suppose {} {} {digit}",
            geometry.cell_name(*cell),
            if *is { "is" } else { "is not" }
        ),
        Supposition::Cell { cell, digits } => format!(
            "Try each digit {} can hold ({}) in turn",
            geometry.cell_name(*cell),
            or_list(digits.iter().map(Digit::to_string).collect())
        ),
        Supposition::House { house, digit, cells } => format!(
            "Try each place for {digit} in {} ({}) in turn",
            geometry.house_name(*house),
            or_list(cells.iter().map(|&c| geometry.cell_name(c)).collect())
        ),
    }
}

/// "is a hidden single", "is an X-Wing", "are locked candidates".
fn phrase(t: Technique) -> String {
    let title = t.title();
    let mut chars = title.chars();
    let name = match (chars.next(), chars.next()) {
        // "Hidden single" reads "hidden single"; "Empty Rectangle" and "X-Wing" keep their capitals.
        (Some(first), Some(second))
            if second.is_lowercase() && !title[first.len_utf8()..].chars().any(char::is_uppercase) =>
        {
            format!("{}{}", first.to_lowercase(), &title[first.len_utf8()..])
        }
        _ => title.to_string(),
    };
    // Titles that name several things read "There are remote pairs in ...", not "is a remote pairs".
    // (locked candidates, cage locked candidates, remote pairs).
    if name.ends_with("candidates") || name.ends_with("pairs") {
        return format!("are {name}");
    }
    // "unique" sounds with a consonant ("a unique rectangle"); "X" and "ALS" with a vowel.
    let vowel =
        !name.starts_with("unique") && name.starts_with(['a', 'e', 'i', 'o', 'u', 'X', 'A', 'E', 'I', 'O', 'U']);
    format!("is {} {name}", if vowel { "an" } else { "a" })
}

/// The houses a step lives in and their names; a naked single's area is the one house of its
/// cell with the most empty cells (its cell, its row, column and box together, or a house with
/// no other empty cell would name the answer), a pattern without houses is named by its cells.
fn area_of(geometry: &Geometry, board: &Grid, step: &Step) -> (Vec<usize>, String) {
    let mut houses: Vec<usize> = Vec::new();
    for &h in &step.houses {
        if !houses.contains(&h) {
            houses.push(h);
        }
    }
    if step.technique == Technique::NakedSingle {
        let cell = step.placements.first().map(|p| p.0).unwrap_or(0);
        let empty = |h: usize| {
            geometry.houses()[h]
                .cells
                .iter()
                .filter(|&&c| board.get(c).is_none())
                .count()
        };
        // Most empty cells first; among equals a row, then a column, then a box.
        let kind_order = |h: usize| match geometry.houses()[h].kind {
            HouseKind::Row => 0,
            HouseKind::Column => 1,
            HouseKind::Box | HouseKind::Region => 2,
            HouseKind::Diagonal => 3,
        };
        let house = geometry
            .houses_of(cell)
            .iter()
            .copied()
            .min_by_key(|&h| (std::cmp::Reverse(empty(h)), kind_order(h)));
        if let Some(house) = house {
            return (vec![house], geometry.house_name(house));
        }
    }
    if houses.is_empty() {
        let names = and_list(step.cells.iter().map(|&c| geometry.cell_name(c)));
        return (houses, format!("the cells {names}"));
    }
    let names = and_list(houses.iter().map(|&h| geometry.house_name(h)));
    (houses, names)
}

impl StagedHint {
    /// How many stages the hint has: three for a step or a reveal, one for a mistake or a
    /// solved board.
    pub fn stages(&self) -> u8 {
        match self.kind {
            HintKind::Step | HintKind::Reveal => 3,
            HintKind::Mistake | HintKind::Solved => 1,
        }
    }

    /// The last stage the hint has.
    pub fn last_stage(&self) -> Stage {
        if self.stages() == 3 {
            Stage::Apply
        } else {
            Stage::Where
        }
    }

    /// The cells of the houses to look at.
    fn area_cells(&self) -> Vec<usize> {
        let geometry = self.board.geometry();
        let mut cells: Vec<usize> = self
            .houses
            .iter()
            .flat_map(|&h| geometry.houses()[h].cells.iter().copied())
            .collect();
        if self.kind == HintKind::Reveal {
            cells.extend(self.placement.map(|p| p.0));
        }
        cells.sort_unstable();
        cells.dedup();
        cells
    }

    /// Killer: the cages the steps rest on into `o`, their cells into its area.
    fn add_cages(&self, o: &mut HintOverlay) {
        if let Some(cages) = self.board.shape().cages() {
            o.cages = self.steps.iter().flat_map(|s| s.cages.iter().copied()).collect();
            o.cages.sort_unstable();
            o.cages.dedup();
            o.cages.retain(|&c| c < cages.cages().len());
            o.area
                .extend(o.cages.iter().flat_map(|&c| cages.cages()[c].cells.iter().copied()));
        }
        o.area.sort_unstable();
        o.area.dedup();
    }

    /// What the board shows at `stage`: the area from stage 1, the pattern from stage 2.
    pub fn overlay(&self, stage: Stage) -> HintOverlay {
        let mut o = HintOverlay {
            houses: self.houses.clone(),
            area: self.area_cells(),
            ..HintOverlay::default()
        };
        if let Some(m) = &self.mistake {
            o.mistake = Some(m.cell);
            o.conflict = m.repeats.map(|r| r.0);
            return o;
        }
        self.add_cages(&mut o);
        if stage == Stage::Where {
            return o;
        }
        // From stage 2 the answer is shown: a naked single's row, column and box, whose digits
        // rule out the other eight, are all highlighted (stage 1 showed one of them).
        // The house a placing single lives in is highlighted too, whatever the technique to
        // learn (a hidden single after locked candidates is read in its own house).
        let geometry = self.board.geometry();
        if let (Some(last), Some((cell, _))) = (self.steps.last(), self.placement) {
            let single_houses: Vec<usize> = match last.technique {
                Technique::NakedSingle => geometry.houses_of(cell).to_vec(),
                Technique::HiddenSingle => last.houses.clone(),
                _ => Vec::new(),
            };
            if self.technique == Some(Technique::NakedSingle) {
                o.houses.clear();
            }
            for h in single_houses {
                if !o.houses.contains(&h) {
                    o.houses.push(h);
                }
            }
            o.area = o
                .houses
                .iter()
                .flat_map(|&h| geometry.houses()[h].cells.iter().copied())
                .collect();
            self.add_cages(&mut o);
        }
        for s in &self.steps {
            o.cells.extend(&s.cells);
            o.candidates.extend(&s.candidates);
            o.fins.extend(&s.fins);
            o.links.extend(s.links.iter().cloned());
        }
        o.cells.sort_unstable();
        o.cells.dedup();
        o.candidates.sort_unstable();
        o.candidates.dedup();
        o.fins.sort_unstable();
        o.fins.dedup();
        o.placement = self.placement;
        if stage == Stage::Why {
            o.strikes = self.eliminations.clone();
            o.unwritten = self.unwritten.clone();
            o.rule_outs = self.rule_outs.clone();
        } else {
            // Applied: the board itself now shows the result; keep the pattern's cells.
            o.candidates.clear();
            o.fins.clear();
            o.links.clear();
        }
        o
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::solve_unique;

    const PUZZLE: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    /// Every technique's hint sentence reads as English: plural titles take "are", "unique" takes
    /// "a", and no sentence says "is a ... pairs" or "an unique".
    #[test]
    fn every_technique_phrase_agrees_with_its_title() {
        assert_eq!(phrase(Technique::RemotePairs), "are remote pairs");
        assert_eq!(phrase(Technique::LockedCandidates), "are locked candidates");
        assert_eq!(phrase(Technique::CageLockedCandidates), "are cage locked candidates");
        assert_eq!(phrase(Technique::UniqueRectangle1), "is a unique rectangle type 1");
        assert_eq!(phrase(Technique::XWing), "is an X-Wing");
        assert_eq!(phrase(Technique::HiddenSingle), "is a hidden single");
        for t in Technique::all() {
            let p = phrase(t);
            let plural = p.ends_with("pairs") || p.ends_with("candidates");
            assert_eq!(p.starts_with("are "), plural, "{t:?}: {p}");
            assert!(!p.contains("an unique") && !p.contains("a X"), "{t:?}: {p}");
        }
    }

    /// Needs locked candidates before its first placement (from `engine::hint`'s tests).
    const LOCKED: &str = "........92...6.5...5.72..4.87....6.11.....9.8.......5..4..........612.....3.5....";

    /// A request on the puzzle `line` as given (no notes, no marks), as a game asks it.
    fn request(line: &str) -> HintRequest {
        let board = Grid::from_line(line).unwrap();
        HintRequest {
            solution: solve_unique(&board).unwrap(),
            board,
            notes: Vec::new(),
            marks: None,
            near: None,
        }
    }

    fn d(n: u8) -> Digit {
        Digit::new(n).unwrap()
    }

    #[test]
    fn stage_one_names_the_technique_and_the_house_and_draws_no_pattern() {
        let hint = request(PUZZLE).compute();
        assert_eq!(hint.kind, HintKind::Step);
        let overlay = hint.overlay(Stage::Where);
        assert!(!overlay.area.is_empty());
        assert!(overlay.candidates.is_empty() && overlay.strikes.is_empty() && overlay.placement.is_none());
        let text = hint.text(Stage::Where).sentence;
        let t = hint.technique.unwrap();
        assert!(text.to_lowercase().contains(&t.title().to_lowercase()), "{text}");
        assert!(text.contains(&hint.area), "{text}");
        // The placement lies in the highlighted area.
        assert!(overlay.area.contains(&hint.placement.unwrap().0));
    }

    #[test]
    fn the_easiest_step_nearest_the_selected_cell_is_chosen() {
        let base = request(PUZZLE);
        let solution = base.solution.clone();
        let mut seen = std::collections::HashSet::new();
        for near in [0, 40, 80] {
            let hint = HintRequest {
                near: Some(near),
                ..base.clone()
            }
            .compute();
            let (cell, digit) = hint.placement.unwrap();
            assert_eq!(solution.get(cell), Some(digit));
            // Singles are the easiest: every hint on this board is a single step.
            assert_eq!(hint.steps.len(), 1);
            // No placing step of the same technique lies nearer.
            let solver = crate::engine::LogicalSolver::new(&base.board);
            let geometry = base.board.geometry();
            let mine = geometry.cell_distance(cell, near);
            for other in solver.all_steps(hint.technique.unwrap()) {
                assert!(crate::engine::hint::step_distance(geometry, &other, near) >= mine);
            }
            seen.insert(cell);
        }
        assert!(seen.len() > 1, "different selections give different hints");
    }

    #[test]
    fn stage_two_draws_the_pattern_the_strikes_and_the_unwritten_candidates() {
        let hint = request(LOCKED).compute();
        assert_eq!(hint.technique, Some(Technique::LockedCandidates));
        assert_eq!(
            hint.text(Stage::Where).sentence,
            "There are locked candidates in box 6 and row 6. It leads to a hidden single."
        );
        let o = hint.overlay(Stage::Why);
        assert!(!o.candidates.is_empty());
        assert_eq!(o.strikes, hint.eliminations);
        assert!(o.strikes.contains(&(45, d(4))), "r6c1 loses 4: {:?}", o.strikes);
        assert_eq!(o.placement, Some((0, d(4))));
        // No notes: every candidate drawn is one the player has not written.
        assert!(!o.unwritten.is_empty());
        assert!(o.legend().iter().any(|e| e.kind == LegendKind::Unwritten));
        let text = hint.text(Stage::Why);
        assert!(!text.sentence.contains("not in your notes"), "{}", text.sentence);
        assert_eq!(text.lines.len(), 2, "two steps: {:?}", text.lines);
        assert!(text.lines.iter().all(|l| l.depth == 0));
        assert!(text.lines[0].text.starts_with("Locked candidates:"));
    }

    #[test]
    fn with_notes_written_nothing_is_unwritten() {
        let mut request = request(LOCKED);
        // Every candidate the digits leave written, as Fill notes writes them.
        request.notes = (0..request.board.len())
            .map(|c| match request.board.get(c) {
                Some(_) => Candidates::NONE,
                None => request.board.candidates(c),
            })
            .collect();
        let hint = request.compute();
        assert!(hint.unwritten.is_empty(), "{:?}", hint.unwritten);
        let legend = hint.overlay(Stage::Why).legend();
        assert!(!legend.iter().any(|e| e.kind == LegendKind::Unwritten), "{legend:?}");
    }

    #[test]
    fn a_repeated_digit_names_the_other_cell() {
        let mut request = request(PUZZLE);
        // r1c3 := 5 repeats the given 5 of r1c1.
        request.board.set(2, Some(d(5)));
        let hint = request.compute();
        assert_eq!(hint.kind, HintKind::Mistake);
        let text = hint.text(Stage::Where).sentence;
        assert!(text.starts_with("r1c3 holds 5, but r1c1 in "), "{text}");
        assert!(text.contains("It is the only wrong entry."), "{text}");
        let o = hint.overlay(Stage::Where);
        assert_eq!((o.mistake, o.conflict), (Some(2), Some(0)));
    }

    #[test]
    fn a_digit_wrong_only_against_the_solution_says_so_and_counts_the_others() {
        let mut request = request(PUZZLE);
        let solution = request.solution.clone();
        let board = &mut request.board;
        // Wrong digits that repeat nothing on the board: candidates other than the solution's.
        let mut placed = 0;
        for cell in 0..81 {
            if placed == 2 {
                break;
            }
            if board.get(cell).is_some() {
                continue;
            }
            let wrong = board.candidates(cell).iter().find(|&x| Some(x) != solution.get(cell));
            if let Some(w) = wrong {
                board.set(cell, Some(w));
                if board.conflicts().is_empty() {
                    placed += 1;
                } else {
                    board.set(cell, None);
                }
            }
        }
        let hint = request.compute();
        let text = hint.text(Stage::Where).sentence;
        assert!(text.contains("does not fit the puzzle's one solution"), "{text}");
        assert!(text.contains("1 other entry is wrong too."), "{text}");
    }

    #[test]
    fn a_cube_hint_names_faces() {
        let levels = crate::levels::load(crate::engine::Variant::Cube, crate::engine::Difficulty::Easy, None);
        let level = levels.levels.into_iter().next().unwrap();
        let hint = HintRequest {
            solution: level.solution.clone(),
            board: level.puzzle,
            notes: Vec::new(),
            marks: None,
            near: None,
        }
        .compute();
        assert_eq!(hint.kind, HintKind::Step);
        let text = hint.text(Stage::Where).sentence;
        assert!(["Top", "Front", "Right"].iter().any(|f| text.contains(f)), "{text}");
        let (cell, digit) = hint.placement.unwrap();
        assert_eq!(level.solution.get(cell), Some(digit));
    }
}
