//! `rate`: how many solutions, and the techniques a person needs.

use std::path::PathBuf;

use clap::Args;

use rayon::prelude::*;

use super::common::{entry_failure, file_entries, file_outcome, open_input, parse_puzzle, thread_pool};
use super::output::{warn, Out};
use super::{variant_of, CliError, Exit, GridFormat};
use std::collections::BTreeMap;

use std::time::Duration;

use sudoku3d::engine::cube_faces;
use sudoku3d::engine::difficulty::Rating;
use sudoku3d::engine::format::Entry;
use sudoku3d::engine::logic::budget::{self, Budget};
use sudoku3d::engine::logic::{grade_walk, LogicalSolver, Step, TABLE};
use sudoku3d::engine::{
    count_solutions, count_solutions_within, within_budget, Candidates, Grid, PencilMarks, Shape, SolveError,
    Unsettled, Variant,
};

/// `rate`'s arguments.
#[derive(Args, Debug)]
pub struct RateArgs {
    /// The puzzle (with --cube, three faces U F R; with --variant jigsaw, the 81 digits then
    /// the 81-symbol region map; with --variant killer, the digits, the cage map and the sums).
    // Unbounded: a killer's sums typed as "3, 15, 22" are several words (the parser joins them).
    #[arg(num_args = 0..)]
    pub puzzle: Vec<String>,
    /// Rate every puzzle of a file, one result a line.
    #[arg(long, short = 'f', conflicts_with = "puzzle")]
    pub file: Option<PathBuf>,
    /// One JSON object per puzzle.
    #[arg(long)]
    pub json: bool,
    /// The puzzle is a cube.
    #[arg(long)]
    pub cube: bool,
    #[arg(long, value_parser = super::KindArg::VARIANT, value_name = "VARIANT", ignore_case = true, conflicts_with = "cube", help = super::VARIANT_HELP)]
    pub variant: Option<Variant>,
    /// Print the whole solution path, one explained step a line (with --json, as the
    /// report's `path`: technique, title, rating, explanation and lines per step).
    #[arg(long, conflicts_with = "file")]
    pub path: bool,
    /// The layout of --file: `line` or `grid` (default: told by the first puzzle line).
    #[arg(long, value_enum, requires = "file")]
    pub format: Option<GridFormat>,
    /// Worker threads for --file (default: all cores; more than the cores is capped to them).
    #[arg(long, short = 'j', requires = "file")]
    pub jobs: Option<usize>,
    /// How long the techniques may search, per puzzle, in milliseconds (0: no limit). Past it
    /// the puzzle is reported beyond the program's logic within the budget (exit 8 for one
    /// puzzle), with the steps found so far.
    #[arg(long, value_name = "MS", default_value_t = budget::RATE.as_millis() as u64)]
    pub budget_ms: u64,
}

impl RateArgs {
    /// The budget each puzzle is graded within.
    fn budget(&self) -> Budget {
        match self.budget_ms {
            0 => Budget::unlimited(),
            ms => Budget::time(Duration::from_millis(ms)),
        }
    }
}

/// Givens that break a rule cannot be rated: the answer is the cells in conflict.
fn refuse_contradiction(puzzle: &Grid) -> Result<(), CliError> {
    let conflicts = puzzle.conflicts();
    if conflicts.is_empty() {
        Ok(())
    } else {
        Err(SolveError::Contradiction(conflicts).into())
    }
}

/// What `rate` reports for one puzzle.
#[derive(serde::Serialize, Debug, Clone, PartialEq)]
pub struct RateReport {
    /// 0, 1, or 2 meaning "two or more"; for a pencil-mark position, the solutions that keep
    /// every empty cell inside its marks.
    pub solutions: usize,
    /// Whether the position came with pencil marks (then `solutions` counts within them).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub within_marks: bool,
    /// Empty cells.
    pub empty: usize,
    /// `easy`, `medium`, `hard`, `expert`, or `beyond` when the techniques run out.
    pub difficulty: &'static str,
    /// The hardest technique needed, in snake_case.
    pub hardest: Option<&'static str>,
    /// The rating of the hardest step, one decimal (Sudoku-Explainer-like scale).
    pub rating: f64,
    /// The score (sum of technique weights over the steps).
    pub score: u32,
    /// How many steps of each technique, by snake_case name.
    pub steps: BTreeMap<&'static str, usize>,
    /// On a cube with one solution: what each face holds (the band's face rules).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub faces: Option<FacesReport>,
    /// Whether the techniques stopped at the time budget (`--budget-ms`) before finishing:
    /// the puzzle is beyond the program's logic within the budget, and the rest of the
    /// report is what they found so far.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub out_of_budget: bool,
}

/// A cube's faces measured against the band of its rating (`engine::cube_faces`).
#[derive(serde::Serialize, Debug, Clone, PartialEq)]
pub struct FacesReport {
    /// Empty places of each face, U F R (out of 81).
    pub empty: [usize; 3],
    /// How many faces are unique sudokus on their own givens.
    pub unique_alone: usize,
    /// How many faces the steps above the rated band's floor touch (0 for Easy and Medium).
    pub hard_faces: usize,
    /// Why the cube breaks the face rules of the band it is rated, if it does.
    pub broken: Option<String>,
}

/// The solver for a position: the uniqueness techniques run only when it has one solution
/// (for a pencil-mark position, one within its marks: see `LogicalSolver::with_candidates`).
fn solver_for(puzzle: &Grid, candidates: Option<&[Candidates]>, solutions: usize) -> LogicalSolver {
    let solver = match candidates {
        Some(c) => LogicalSolver::with_candidates(puzzle, c),
        None => LogicalSolver::new(puzzle),
    };
    if solutions == 1 {
        solver
    } else {
        solver.without_uniqueness()
    }
}

/// Up to 2 solutions of the puzzle, of a pencil-mark position those within its marks: the
/// marks are constraints as the givens are. The count runs under the rating's time budget
/// (a killer's count is the slow part): past it, no rating (exit 8), said at once.
fn solution_count(puzzle: &Grid, candidates: Option<&[Candidates]>, args: &RateArgs) -> Result<usize, CliError> {
    if !puzzle.conflicts().is_empty() {
        return Ok(0);
    }
    let counted = within_budget(&args.budget(), || match candidates {
        Some(marks) => count_solutions_within(puzzle, marks, 2),
        None => count_solutions(puzzle, 2),
    });
    match counted {
        Ok(count) => Ok(count),
        Err(Unsettled) => Err(CliError::new(
            Exit::BeyondBudget,
            format!(
                "the number of solutions could not be settled within the {} ms budget, so the puzzle is not rated (--budget-ms 0 counts without a limit)",
                args.budget_ms
            ),
        )),
    }
}

/// Rates a position, with pencil marks when given, whose solutions were counted (for a
/// position with marks, within them; on a killer the count is the slow part, done once): the
/// grader within `budget`, showing `each` every step it takes. The report, and whether the
/// techniques finished the puzzle.
fn rate_counted(
    puzzle: &Grid,
    candidates: Option<&[Candidates]>,
    solutions: usize,
    budget: &Budget,
    each: impl FnMut(&Step),
) -> (RateReport, bool) {
    let last = TABLE[TABLE.len() - 1].technique;
    let spent = budget.run(|| {
        if puzzle.shape() == Shape::Cube && solutions == 1 && candidates.is_none() {
            // The same grade, with each face measured on the way.
            let (g, report) = cube_faces::measure_walk(puzzle, each);
            (g, Some(report))
        } else {
            (grade_walk(solver_for(puzzle, candidates, solutions), last, each), None)
        }
    });
    let ((g, faces), out_of_budget) = (spent.value, spent.exhausted);
    let out_of_budget = out_of_budget && !g.solved;
    let rating = if solutions == 1 { Rating::of(&g) } else { Rating::Beyond };
    let faces = faces.map(|report| {
        let band = rating.difficulty();
        FacesReport {
            empty: report.empty,
            unique_alone: report.unique_alone.iter().filter(|&&u| u).count(),
            hard_faces: band.map_or(0, |d| report.hard_faces(&d.face_rules())),
            broken: band.and_then(|d| d.face_rules().check(&report).err().map(|e| e.to_string())),
        }
    });
    let report = RateReport {
        solutions,
        within_marks: candidates.is_some(),
        empty: puzzle.empty_count(),
        difficulty: rating.name(),
        hardest: g.hardest.map(|t| t.name()),
        rating: f64::from(g.rating) / 10.0,
        score: g.score,
        steps: g.counts.iter().map(|(t, &n)| (t.name(), n)).collect(),
        faces,
        out_of_budget,
    };
    (report, g.solved)
}

/// One step of the solution path, as `rate --path` prints it.
#[derive(serde::Serialize, Debug, Clone, PartialEq)]
pub struct PathStep {
    /// The step's technique, in snake_case (as `hardest` and `steps` name it).
    pub technique: &'static str,
    /// The technique's name as a player reads it ("XY-Wing").
    pub title: &'static str,
    /// The step's rating, one decimal.
    pub rating: f64,
    /// What the step does and why.
    pub explanation: String,
    /// The links of a longer deduction, one sentence each.
    pub lines: Vec<String>,
}

impl PathStep {
    /// The step as the path shows it.
    fn of(step: &Step) -> PathStep {
        PathStep {
            technique: step.technique.name(),
            title: step.technique.title(),
            rating: f64::from(step.rating) / 10.0,
            explanation: step.explanation.clone(),
            lines: step.lines.clone(),
        }
    }
}

/// The solution path as text, one explained step a line: "12. [4.2 XY-Wing] r7c1 is 2 or 7; ...".
fn path_lines(steps: &[PathStep], finished: bool) -> Vec<String> {
    let mut lines = Vec::new();
    for (n, step) in steps.iter().enumerate() {
        lines.push(format!(
            "{}. [{:.1} {}] {}",
            n + 1,
            step.rating,
            step.title,
            step.explanation
        ));
        for (i, sub) in step.lines.iter().enumerate() {
            lines.push(format!("    {}) {sub}", i + 1));
        }
    }
    if !finished {
        lines.push("The techniques stop here.".to_string());
    }
    lines
}

/// A position without a solution cannot be rated: exit 4, as for givens that break a rule.
/// Else how many solutions it has (up to 2).
fn refuse_no_solution(puzzle: &Grid, candidates: Option<&[Candidates]>, args: &RateArgs) -> Result<usize, CliError> {
    match (solution_count(puzzle, candidates, args)?, candidates) {
        (0, None) => Err(SolveError::NoSolution.into()),
        (0, Some(_)) => Err(CliError::new(
            Exit::NoSolution,
            "the position has no solution within its pencil marks",
        )),
        (n, _) => Ok(n),
    }
}

/// One puzzle's report as printed: a line of text, or of JSON.
fn rate_line(r: &RateReport, json: bool) -> String {
    if json {
        return serde_json::to_string(r).unwrap_or_default();
    }
    let unique = match (r.solutions, r.within_marks) {
        (0, false) => "no solution",
        (0, true) => "no solution within the marks",
        (1, false) => "unique",
        (1, true) => "unique within the marks",
        (_, false) => "more than one solution",
        (_, true) => "more than one solution within the marks",
    };
    let faces = match &r.faces {
        Some(f) => format!(
            " faces={}/{}/{} unique-alone={} hard-faces={} face-rules={}",
            f.empty[0],
            f.empty[1],
            f.empty[2],
            f.unique_alone,
            f.hard_faces,
            f.broken.as_deref().map_or("ok".to_string(), |why| format!("{why:?}"))
        ),
        None => String::new(),
    };
    let budget = if r.out_of_budget {
        " out-of-budget (beyond the program's logic within the time budget; found so far)"
    } else {
        ""
    };
    format!(
        "{:<7} rating={:.1} hardest={} score={} empty={} {}{faces}{budget}",
        r.difficulty,
        r.rating,
        r.hardest.unwrap_or("none"),
        r.score,
        r.empty,
        unique
    )
}

/// Rates the puzzle given, or every puzzle of `--file`.
pub fn run(args: &RateArgs) -> Result<(), CliError> {
    if args.file.is_none() && args.format.is_some() {
        return Err(CliError::new(Exit::Usage, "--format applies to --file only"));
    }
    let Some(path) = &args.file else {
        let variant = variant_of(args.cube, args.variant);
        // A classic or diagonal position may come with pencil marks (729 characters, or 81
        // groups).
        let marks = match args.puzzle.as_slice() {
            _ if !variant.row().classic_text => None,
            [] => None,
            parts => {
                let text = parts.join(" ");
                if text.split_whitespace().map(str::len).sum::<usize>() == 81 {
                    None
                } else {
                    let mut marks = PencilMarks::parse(&text)?;
                    if let Some(shape) = variant.fixed_shape() {
                        marks.grid = marks.grid.with_shape(shape);
                    }
                    Some(marks)
                }
            }
        };
        let (puzzle, candidates) = match &marks {
            Some(pm) => (pm.grid.clone(), Some(pm.candidates.as_slice())),
            None => (parse_puzzle(&args.puzzle, variant)?, None),
        };
        refuse_contradiction(&puzzle)?;
        let mut steps = Vec::new();
        let keep = |step: &Step| {
            if args.path {
                steps.push(PathStep::of(step));
            }
        };
        let (report, finished) = counted_and_rated(&puzzle, candidates, args, keep)?;
        let path = args.path.then_some((steps, finished));
        let mut out = Out::stdout();
        match (&path, args.json) {
            // With --json, stdout is one JSON document: the path is a part of it.
            (Some((steps, finished)), true) => {
                let mut v = serde_json::to_value(&report).unwrap_or_default();
                if let serde_json::Value::Object(map) = &mut v {
                    map.insert("path".into(), serde_json::to_value(steps).unwrap_or_default());
                    map.insert("path_finished".into(), serde_json::Value::Bool(*finished));
                }
                out.line(&v.to_string())?;
            }
            (Some((steps, finished)), false) => {
                for line in path_lines(steps, *finished) {
                    out.line(&line)?;
                }
                if !*finished && report.out_of_budget {
                    out.line("(The time budget ran out: --budget-ms 0 searches without a limit.)")?;
                }
                out.line(&rate_line(&report, false))?;
            }
            (None, json) => out.line(&rate_line(&report, json))?,
        }
        out.finish()?;
        if report.out_of_budget {
            return Err(CliError::new(
                Exit::BeyondBudget,
                format!(
                    "beyond the program's logic within the {} ms budget: {} steps found so far (--budget-ms 0 searches without a limit)",
                    args.budget_ms,
                    report.steps.values().sum::<usize>()
                ),
            ));
        }
        return Ok(());
    };
    rate_file(args, path)
}

/// Rates every puzzle of `path` on worker threads, a chunk at a time so memory stays bounded
/// however long the file; the lines come out in the file's order.
fn rate_file(args: &RateArgs, path: &std::path::Path) -> Result<(), CliError> {
    // Grading takes about 4 ms a puzzle: a chunk this size keeps every core busy and the
    // output flowing.
    const CHUNK: usize = 256;
    let input = open_input(path)?;
    let mut out = Out::stdout();
    let pool = thread_pool(args.jobs)?;
    let variant = variant_of(args.cube, args.variant);
    let mut entries = file_entries(input, variant, args.format.map(Into::into));
    let (mut total, mut failed) = (0, 0);
    let mut chunk = Vec::with_capacity(CHUNK);
    loop {
        chunk.clear();
        chunk.extend(entries.by_ref().take(CHUNK));
        if chunk.is_empty() {
            break;
        }
        let lines: Vec<Result<String, CliError>> =
            pool.install(|| chunk.par_iter().map(|entry| rate_entry(entry, args)).collect());
        for line in lines {
            total += 1;
            let line = match line {
                Ok(line) => line,
                Err(e) => {
                    failed += 1;
                    warn(&format!("error: {}: {}", path.display(), e.message));
                    if args.json {
                        format!(
                            "{{\"error\":{}}}",
                            serde_json::to_string(&e.message).unwrap_or_default()
                        )
                    } else {
                        format!("error   {}", e.message)
                    }
                }
            };
            out.line(&line)?;
        }
    }
    out.finish()?;
    file_outcome(path, total, failed, "could not be rated")
}

/// One puzzle of a file rated: its line, or why it cannot be rated.
fn rate_entry(entry: &Entry, args: &RateArgs) -> Result<String, CliError> {
    let grid = entry.grid.clone().map_err(|e| {
        CliError::new(
            Exit::Malformed,
            format!("malformed puzzle: {}", entry_failure(entry.line, &e)),
        )
    })?;
    let (report, _) = refuse_contradiction(&grid)
        .and_then(|_| counted_and_rated(&grid, None, args, |_| {}))
        .map_err(|e| CliError::new(e.exit, format!("line {}: {}", entry.line, e.message)))?;
    Ok(rate_line(&report, args.json))
}

/// The count of a puzzle's solutions and its grade under one deadline (`--budget-ms`): the
/// count takes what it needs (milliseconds on most boards, most of it on a hard killer) and
/// the techniques the rest, so the whole answer comes within the budget rather than within
/// two of them. `each` sees every step the grade takes (`--path` prints them). The report,
/// and whether the techniques finished the puzzle.
fn counted_and_rated(
    puzzle: &Grid,
    candidates: Option<&[Candidates]>,
    args: &RateArgs,
    each: impl FnMut(&Step),
) -> Result<(RateReport, bool), CliError> {
    args.budget()
        .run(|| {
            let solutions = refuse_no_solution(puzzle, candidates, args)?;
            // The grade's own run is cut to the deadline already running.
            Ok(rate_counted(puzzle, candidates, solutions, &args.budget(), each))
        })
        .value
}
