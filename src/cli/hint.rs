//! `hint`: the next logical step, from the puzzle or a board in play.

use clap::Args;

use super::common::parse_puzzle;
use super::output::Out;
use super::{variant_of, CliError, Exit};
use sudoku3d::engine::hint::{marks_keep_solution, struck_solution_digit};
use sudoku3d::engine::logic::budget::{self, Budget};
use sudoku3d::engine::logic::step::Node;
use sudoku3d::engine::{
    solve_unique, solve_unique_within, within_budget, Candidates, Digit, FacePos, Grid, PencilMarks, SolveError, Step,
    Unsettled, Variant,
};
use sudoku3d::play::{HintRequest, Stage, StagedHint};

/// `hint`'s arguments.
#[derive(Args, Debug)]
pub struct HintArgs {
    /// The puzzle (with --cube, three faces U F R; with --variant jigsaw, the 81 digits then
    /// the 81-symbol region map; with --variant killer, the digits, the cage map and the sums).
    // Unbounded: a killer's sums typed as "3, 15, 22" are several words (the parser joins them).
    #[arg(num_args = 1.., required = true)]
    pub puzzle: Vec<String>,
    /// The board in play (same form as the puzzle, a killer's sums as one word such as
    /// 3,15,22); default: the puzzle itself.
    // At most three words, so that a puzzle after it is still the puzzle.
    #[arg(long, num_args = 1..=3)]
    pub current: Vec<String>,
    /// The puzzle is a cube.
    #[arg(long)]
    pub cube: bool,
    #[arg(long, value_parser = super::KindArg::VARIANT, value_name = "VARIANT", ignore_case = true, conflicts_with = "cube", help = super::VARIANT_HELP)]
    pub variant: Option<Variant>,
    /// Print the hint's stages as JSON: technique, rating, house, and per stage the sentence,
    /// its lines (each with its depth: a step, or a link or inference under it) and what the
    /// window draws (pattern cells and candidates, links, eliminations, placement), from the
    /// same function the window uses; and `steps`, each step of the hint with its technique,
    /// placements, eliminations, cells, houses and links.
    #[arg(long)]
    pub json: bool,
    /// The selected cell (index, or a name like r5c5): of the easiest steps, the nearest.
    #[arg(long)]
    pub near: Option<String>,
    /// How long the techniques may search, in milliseconds (0: no limit). Past it the hint is
    /// a digit from the solution, saying that no step a person could follow was found in time.
    #[arg(long, value_name = "MS", default_value_t = budget::HINT.as_millis() as u64)]
    pub budget_ms: u64,
}

/// A board of `variant` as typed, or a classic or diagonal pencil-mark position (729
/// characters, or 81 groups of candidates): the digits, and the marks when there are any.
pub(crate) fn parse_position(parts: &[String], variant: Variant) -> Result<(Grid, Option<Vec<Candidates>>), CliError> {
    let text = parts.join(" ");
    let marks_allowed = variant.row().classic_text;
    if !marks_allowed || text.split_whitespace().map(str::len).sum::<usize>() == 81 {
        return Ok((parse_puzzle(parts, variant)?, None));
    }
    let marks = PencilMarks::parse(&text)?;
    // Pencil marks are read in the classic forms; the kind's shape is laid on them.
    let grid = match variant.fixed_shape() {
        Some(shape) if variant.row().classic_text => marks.grid.with_shape(shape),
        _ => marks.grid,
    };
    Ok((grid, Some(marks.candidates)))
}

/// Prints the next step and the digit it places.
pub fn run(args: &HintArgs) -> Result<(), CliError> {
    let variant = variant_of(args.cube, args.variant);
    let (puzzle, puzzle_marks) = parse_position(&args.puzzle, variant)?;
    // A cell name that is no cell is a usage error (exit 2), said before any work.
    let near = match &args.near {
        Some(name) => Some(cell_of(&puzzle, name, "--near")?),
        None => None,
    };
    let played = if args.current.is_empty() {
        None
    } else {
        Some(parse_position(&args.current, variant)?)
    };
    if let Some((current, _)) = &played {
        if current.shape() != puzzle.shape() {
            let what = if current.shape().cages().is_some() && puzzle.shape().cages().is_some() {
                "--current has other cages than the puzzle"
            } else {
                "--current is not the same kind of board as the puzzle"
            };
            return Err(CliError::new(Exit::Malformed, what));
        }
        if !puzzle.is_extended_by(current) {
            return Err(CliError::new(
                Exit::Malformed,
                "--current changes a given of the puzzle",
            ));
        }
    }
    // One budget for the whole question: the solve behind the hint (a killer's can be the
    // slow part) and the search for a step share its deadline, so the answer comes within it.
    let budget = match args.budget_ms {
        0 => Budget::unlimited(),
        ms => Budget::time(std::time::Duration::from_millis(ms)),
    };
    budget
        .run(|| hint_within(args, puzzle, puzzle_marks, played, near))
        .value
}

/// The rest of [`run`], under the hint's budget: the solution, then the hint.
fn hint_within(
    args: &HintArgs,
    puzzle: Grid,
    puzzle_marks: Option<Vec<Candidates>>,
    played: Option<(Grid, Option<Vec<Candidates>>)>,
    near: Option<usize>,
) -> Result<(), CliError> {
    // A pencil-mark position is a puzzle of its givens and marks together: its solution is
    // the one that keeps every empty cell inside the marks (the givens alone may allow more).
    // Past the budget no hint can be trusted (the puzzle may have no solution or several):
    // said at once, exit 8.
    let solved = within_budget(&Budget::unlimited(), || match &puzzle_marks {
        Some(marks) => solution_within(&puzzle, marks),
        None => solve_unique(&puzzle).map_err(CliError::from),
    });
    let solution = match solved {
        Ok(solution) => solution?,
        Err(Unsettled) => return Err(unsettled(args.budget_ms)),
    };
    // The marks of the board in play; a board without marks keeps the puzzle's, as a game
    // in the window does (they are part of the puzzle). A board's own marks count within the
    // puzzle's: a digit those leave out is no candidate, and so the techniques (uniqueness
    // ones included) work on candidates that only the one solution fits.
    let (current, marks) = match (played, puzzle_marks) {
        (Some((board, Some(marks))), Some(puzzle_marks)) => {
            let within = marks
                .iter()
                .zip(&puzzle_marks)
                .map(|(m, p)| m.intersection(*p))
                .collect();
            (board, Some(within))
        }
        (Some((board, Some(marks))), None) => (board, Some(marks)),
        (Some((board, None)), puzzle_marks) => (board, puzzle_marks),
        (None, puzzle_marks) => (puzzle.clone(), puzzle_marks),
    };
    if let Some(marks) = &marks {
        marks_keep_solution(&solution, &current, marks).map_err(|(cell, digit)| struck_out(&puzzle, cell, digit))?;
    }
    // One hint for both forms, the function the window uses: plain text prints its sentence
    // and placement, --json all of it, so the two cannot disagree (on --near, on a mistake).
    let staged = HintRequest {
        solution,
        board: current,
        notes: Vec::new(),
        marks,
        near,
    }
    // Within the budget already running (what the solve left of it).
    .compute_within(&Budget::unlimited());
    let mut out = Out::stdout();
    if args.json {
        out.line(&staged_json(&staged).to_string())?;
    } else {
        out.line(&staged.sentence)?;
        if let Some((cell, digit)) = staged.placement {
            out.line(&format!("place {digit} in {}", puzzle.geometry().cell_name(cell)))?;
        }
    }
    out.finish()
}

/// No hint because the puzzle's solutions could not be counted within the budget: exit 8.
fn unsettled(budget_ms: u64) -> CliError {
    CliError::new(
        Exit::BeyondBudget,
        format!(
            "no hint: the number of solutions could not be settled within the {budget_ms} ms budget, so no step or digit can be trusted (--budget-ms 0 counts without a limit)"
        ),
    )
}

/// The refusal of marks that leave out a cell's solution digit: exit 4, naming the cell.
fn struck_out(puzzle: &Grid, cell: usize, digit: Digit) -> CliError {
    CliError::new(
        Exit::NoSolution,
        format!(
            "the pencil marks of {} leave out {digit}, the digit its solution needs",
            puzzle.geometry().cell_name(cell)
        ),
    )
}

/// The one solution of a pencil-mark position within its marks, or why there is none: the
/// cell whose marks strike out the solution's digit when the givens alone fix the solution,
/// else no solution (exit 4) or several (exit 5) within the marks.
fn solution_within(puzzle: &Grid, marks: &[Candidates]) -> Result<Grid, CliError> {
    solve_unique_within(puzzle, marks).map_err(|e| match e {
        SolveError::NoSolution => match struck_solution_digit(puzzle, marks) {
            Some((cell, digit)) => struck_out(puzzle, cell, digit),
            None => CliError::new(Exit::NoSolution, "the position has no solution within its pencil marks"),
        },
        SolveError::Multiple => CliError::new(
            Exit::Multiple,
            "the position has more than one solution within its pencil marks",
        ),
        contradiction => contradiction.into(),
    })
}

/// A cell from its index or its name as the sentences write it (`r5c5`, `Top r1c9`); on a
/// board of several faces or grids a shared cell answers to the name of each place it has
/// (`Centre r1c1` is `Top left r7c7` on a Samurai). `what` names the option in the error.
pub(crate) fn cell_of(grid: &Grid, name: &str, what: &str) -> Result<usize, CliError> {
    let g = grid.geometry();
    let name = name.trim();
    if let Ok(i) = name.parse::<usize>() {
        if i < grid.len() {
            return Ok(i);
        }
    }
    let several = g.faces().len() > 1;
    let place_name = |p: &FacePos| {
        let rc = format!("r{}c{}", p.row + 1, p.col + 1);
        if several {
            format!("{} {rc}", p.face.name())
        } else {
            rc
        }
    };
    (0..grid.len())
        .find(|&c| g.positions(c).iter().any(|p| place_name(p).eq_ignore_ascii_case(name)))
        .ok_or_else(|| {
            let example = place_name(&g.positions(g.cell_count() / 2)[0]);
            CliError::new(
                Exit::Usage,
                format!("{what}: no cell {name:?} (write {example}, or an index)"),
            )
        })
}

/// The hint as one JSON object: the same stages, sentences and drawings the window shows.
fn staged_json(h: &StagedHint) -> serde_json::Value {
    let g = h.board.geometry();
    let cand = |(c, d): (usize, Digit)| serde_json::json!({"cell": g.cell_name(c), "index": c, "digit": d.get()});
    let stages: Vec<serde_json::Value> = Stage::ALL
        .iter()
        .take(h.stages() as usize)
        .map(|&stage| {
            let text = h.text(stage);
            serde_json::json!({
                "stage": stage.number(),
                "name": stage,
                "title": text.title,
                "sentence": text.sentence,
                "lines": text.lines,
                "overlay": h.overlay(stage),
            })
        })
        .collect();
    serde_json::json!({
        "kind": h.kind,
        "technique": h.technique.map(|t| t.name()),
        "title": h.technique.map(|t| t.title()),
        "rating": f64::from(h.rating) / 10.0,
        "house": h.area,
        "houses": h.houses.iter().map(|&x| g.house_name(x)).collect::<Vec<_>>(),
        "pattern_cells": h.overlay(Stage::Why).cells.iter().map(|&c| g.cell_name(c)).collect::<Vec<_>>(),
        "pattern_candidates": h.overlay(Stage::Why).candidates.into_iter().map(cand).collect::<Vec<_>>(),
        "links": h.overlay(Stage::Why).links,
        "eliminations": h.eliminations.iter().copied().map(cand).collect::<Vec<_>>(),
        "placement": h.placement.map(cand),
        "sentence": h.sentence,
        "mistake": h.mistake,
        "out_of_budget": h.out_of_budget,
        "stages": stages,
        "steps": h.steps.iter().map(|s| step_json(g, s)).collect::<Vec<_>>(),
    })
}

/// One step of a hint as JSON, cells named as in the rest of the hint's JSON: what it places
/// and removes, the pattern's cells, houses and candidates, its links in the chain's order
/// (each strong or weak), its sentence and the lines of a longer deduction.
fn step_json(g: &sudoku3d::engine::Geometry, s: &Step) -> serde_json::Value {
    let cand = |&(c, d): &(usize, Digit)| serde_json::json!({"cell": g.cell_name(c), "index": c, "digit": d.get()});
    let node = |n: &Node| {
        serde_json::json!({
            "cells": n.cells.iter().map(|&c| g.cell_name(c)).collect::<Vec<_>>(),
            "digit": n.digit.get(),
        })
    };
    serde_json::json!({
        "technique": s.technique.name(),
        "title": s.technique.title(),
        "rating": f64::from(s.rating) / 10.0,
        "placements": s.placements.iter().map(cand).collect::<Vec<_>>(),
        "eliminations": s.eliminations.iter().map(cand).collect::<Vec<_>>(),
        "cells": s.cells.iter().map(|&c| g.cell_name(c)).collect::<Vec<_>>(),
        "candidates": s.candidates.iter().map(cand).collect::<Vec<_>>(),
        "houses": s.houses.iter().map(|&x| g.house_name(x)).collect::<Vec<_>>(),
        "links": s.links.iter().map(|l| serde_json::json!({
            "from": node(&l.from),
            "to": node(&l.to),
            "strong": l.strong,
        })).collect::<Vec<_>>(),
        "explanation": s.explanation,
        "lines": s.lines,
    })
}
