//! Hints on a board in play: first any entry that contradicts the solution, otherwise the
//! easiest logical steps that lead to a placement, explained in a sentence. Of the eliminations
//! the solver made on the way, the hint keeps only those the placement needs (directly or
//! through another kept step), and tells them in order before the placement. Each step keeps
//! only what is still on the board when it comes: one that an earlier step (or the same pattern
//! found from another house) already made is left out.
//!
//! Which step a hint takes is decided here: the easiest one nearest the player's cell, and
//! where only forcing chains are left, one that places a digit or finishes a cell (the chains
//! themselves are followed by `logic::forcing`, which knows nothing of hints).

use super::grade::{LogicalSolver, Step, Technique};
use super::grid::Grid;
use super::logic::budget;
use super::logic::forcing::Suppositions;
use super::logic::{at_width, Context, TABLE};
use super::solver::solve_unique;
use super::types::{Candidates, Digit};

/// What the hint engine suggests.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Hint {
    /// An entry contradicts the solution: fix it first.
    Mistake {
        /// The wrong cell.
        cell: usize,
        /// What the player entered.
        entered: Digit,
        /// What the solution holds there.
        correct: Digit,
        /// What to tell the player.
        message: String,
    },
    /// A logical step that places `digit` in `cell`.
    Place {
        /// The cell to fill.
        cell: usize,
        /// The digit.
        digit: Digit,
        /// The hardest technique on the way (eliminations may come before the placement).
        technique: Technique,
        /// The steps, eliminations first, the placing step last.
        steps: Vec<Step>,
        /// What to tell the player.
        message: String,
    },
    /// The techniques found nothing: the cell's value from the solution.
    Reveal {
        /// The cell.
        cell: usize,
        /// Its digit in the solution.
        digit: Digit,
        /// Whether the search stopped at its budget (see `engine::budget`) rather than
        /// running out of techniques.
        out_of_budget: bool,
        /// What to tell the player.
        message: String,
    },
    /// Nothing left to do.
    Solved,
    /// The puzzle itself has no unique solution, so no hint can be trusted.
    Unsolvable {
        /// Why.
        message: String,
    },
}

impl Hint {
    /// The sentence for the player.
    pub fn message(&self) -> String {
        match self {
            Hint::Mistake { message, .. } | Hint::Place { message, .. } | Hint::Reveal { message, .. } => {
                message.clone()
            }
            Hint::Solved => "The puzzle is solved.".to_string(),
            Hint::Unsolvable { message } => message.clone(),
        }
    }

    /// The cell and digit the hint fills in, if any.
    pub fn placement(&self) -> Option<(usize, Digit)> {
        match *self {
            Hint::Place { cell, digit, .. } | Hint::Reveal { cell, digit, .. } => Some((cell, digit)),
            _ => None,
        }
    }
}

/// The next hint for `current`, a board in play of the puzzle `puzzle` (whose givens it keeps).
pub fn hint(puzzle: &Grid, current: &Grid) -> Hint {
    let solution = match solve_unique(puzzle) {
        Ok(s) => s,
        Err(e) => {
            return Hint::Unsolvable {
                message: format!("No hint: {e}."),
            }
        }
    };
    hint_with_solution(&solution, current)
}

/// As [`hint`], when the solution is already known.
pub fn hint_with_solution(solution: &Grid, current: &Grid) -> Hint {
    hint_near(solution, current, None)
}

/// As [`hint_with_solution`], choosing among the easiest steps the one nearest `near` (the
/// player's selected cell): of the steps the first technique in the table finds, the one whose
/// target lies closest. Without a cell, the first step found, as [`hint_with_solution`].
pub fn hint_near(solution: &Grid, current: &Grid, near: Option<usize>) -> Hint {
    hint_from(solution, current, None, near)
}

/// As [`hint_near`], starting from pencil marks (`candidates`, one set per cell, as a position
/// brought from another program) instead of the candidates the placed digits leave. The marks
/// must keep every empty cell's solution digit (see [`marks_keep_solution`]).
pub fn hint_from(solution: &Grid, current: &Grid, candidates: Option<&[Candidates]>, near: Option<usize>) -> Hint {
    let geometry = current.geometry();
    for cell in 0..current.len() {
        if let (Some(entered), Some(correct)) = (current.get(cell), solution.get(cell)) {
            if entered != correct {
                return Hint::Mistake {
                    cell,
                    entered,
                    correct,
                    message: format!(
                        "{} should not be {entered}: it contradicts the solution.",
                        geometry.cell_name(cell)
                    ),
                };
            }
        }
    }
    if current.is_complete() {
        return Hint::Solved;
    }
    let mut solver = match candidates {
        Some(marks) => LogicalSolver::with_candidates(current, marks),
        None => LogicalSolver::new(current),
    };
    // Each step found, with the candidates whose absence it relies on.
    let mut chain: Vec<(Step, Vec<(usize, Digit)>)> = Vec::new();
    // The solver as each batch of steps was found, with how many steps came before it: a
    // forcing chain at the end is looked for again on these (see `shortest_story`).
    let mut boards: Vec<(LogicalSolver, usize)> = Vec::new();
    loop {
        if budget::exhausted() {
            break;
        }
        let found = next_steps(&solver, solution, near);
        if found.is_empty() {
            break;
        }
        boards.push((solver.clone(), chain.len()));
        // Premises are read on the position the steps were found on, before any is applied.
        let premises = solver.premises_of(&found);
        let mut applied = false;
        for (step, premises) in found.into_iter().zip(premises) {
            // Steps of one batch are found on the same position, so one may repeat another
            // (one pattern seen from two sides): only what is still on the board counts.
            let Some(step) = still_new(&solver, step) else {
                continue;
            };
            // A chain found before an earlier step of the batch struck candidates would read
            // them in its lines: told from the position now, it reads none.
            let (step, premises) = if applied {
                replayed(&solver, step, premises)
            } else {
                (step, premises)
            };
            if let Some(&(cell, digit)) = step.placements.first() {
                let steps = shortest_story(current.len(), chain, step, premises, &boards);
                // The hardest step: highest rating, later in the table on a tie.
                let technique = steps
                    .iter()
                    .max_by_key(|s| (s.rating, s.technique.rank()))
                    .map_or(Technique::NakedSingle, |s| s.technique);
                let message = chain_message(&steps);
                return Hint::Place {
                    cell,
                    digit,
                    technique,
                    steps,
                    message,
                };
            }
            solver.apply(&step);
            applied = true;
            chain.push((step, premises));
        }
    }
    // Stuck: reveal from the solution the cell the player asked about when it is empty (they
    // were working there), else the empty cell with the fewest candidates.
    let candidates = solver.candidates();
    let cell = near
        .filter(|&c| c < current.len() && current.get(c).is_none())
        .or_else(|| {
            (0..current.len())
                .filter(|&c| current.get(c).is_none())
                .min_by_key(|&c| candidates[c].len())
        })
        .unwrap_or(0);
    let digit = solution.get(cell).unwrap_or(Digit::ONE);
    let out_of_budget = budget::exhausted();
    let message = if out_of_budget {
        format!(
            "No step a person could follow was found in the time allowed; from the solution, {} is {digit}.",
            geometry.cell_name(cell)
        )
    } else {
        format!(
            "No step with the techniques I know; from the solution, {} is {digit}.",
            geometry.cell_name(cell)
        )
    };
    Hint::Reveal {
        cell,
        digit,
        out_of_budget,
        message,
    }
}

/// The hint's next steps on the solver's board: the easiest step (nearest `near`); where only
/// forcing chains are left, one that places a digit, else one towards the cell chains can finish
/// soonest, else every contradiction forcing chain the position holds, else the cell and unit
/// forcing chains, else a nested chain that places a digit, else the grader's step. Empty when
/// stuck.
fn next_steps(solver: &LogicalSolver, solution: &Grid, near: Option<usize>) -> Vec<Step> {
    let forcing = Technique::ContradictionForcingChain.rank();
    let easiest = easiest_near(solver, near, 0..forcing);
    if !easiest.is_empty() {
        return easiest;
    }
    // The chains looked for here stand in for table rows: asked only where those rows are.
    let shape = solver.grid().shape();
    let contradictions = Technique::ContradictionForcingChain.applies_to(shape);
    let placing = || {
        at_width!(solver, ctx => {
            placing_chain(&ctx, solution, near).or_else(|| finishing_chain(&ctx, solution, near))
        })
    };
    if let Some(step) = contradictions.then(placing).flatten() {
        return vec![step];
    }
    // Each of these chains stays true once the others' candidates are gone (a supposition that
    // fails keeps failing with fewer candidates), so all are taken at once rather than one per
    // look at the whole table; those the digit in the end does not need are left out of the
    // hint (`needed_steps`).
    let all = solver.all_steps(Technique::ContradictionForcingChain);
    if !all.is_empty() {
        return all;
    }
    let nested = Technique::NestedForcingChain.rank();
    let easiest = easiest_near(solver, near, forcing + 1..nested);
    if !easiest.is_empty() {
        return easiest;
    }
    let nested_here = Technique::NestedForcingChain.applies_to(shape);
    if let Some(step) = nested_here
        .then(|| at_width!(solver, ctx => nested_placing_chain(&ctx, solution, near)))
        .flatten()
    {
        return vec![step];
    }
    easiest_near(solver, near, nested..TABLE.len())
}

/// Where only nested forcing chains are left: one whose supposition ("r4c5 is not 7") fails,
/// so it places the digit; the cell nearest `near` first, then the one with the fewest
/// candidates. Listing every nested chain of the position (the grader's row) follows and
/// explains a hundred failing suppositions or more (0.3-0.5 s on the hardest puzzles); the
/// first one that places a digit is usually found after a few.
fn nested_placing_chain<const W: usize>(ctx: &Context<W>, solution: &Grid, near: Option<usize>) -> Option<Step> {
    let cells = open_cells_by_distance(ctx, near);
    let mut suppositions = Suppositions::new(ctx, 2, false);
    cells.into_iter().find_map(|c| {
        let d = solution.get(c)?;
        ctx.candidates[c].contains(d).then_some(())?;
        suppositions.step(c, d.index())
    })
}

/// A contradiction forcing chain that places a digit at once ("supposing r4c5 is not 7 leads
/// to a contradiction, so r4c5 is 7"), following singles and then locked candidates; the cell
/// nearest `near` first, then the shortest chain. Where only forcing chains are left, the
/// grader removes one candidate per chain and a hint would follow many of them before a digit
/// can go in; one chain to a digit is both quicker to find and shorter to read. None when no
/// supposition of that kind fails (the hint then takes the grader's steps).
fn placing_chain<const W: usize>(ctx: &Context<W>, solution: &Grid, near: Option<usize>) -> Option<Step> {
    let n = ctx.candidates.len();
    let distance = |c: usize| near.map_or(0, |x| ctx.geometry.cell_distance(c, x));
    for level in 0..=1u8 {
        let mut suppositions = Suppositions::new(ctx, level, false);
        let mut best: Option<(usize, usize, usize, usize)> = None;
        for c in 0..n {
            let Some(d) = solution.get(c) else {
                continue;
            };
            if ctx.grid.get(c).is_some() || ctx.candidates[c].len() < 2 || !ctx.candidates[c].contains(d) {
                continue;
            }
            // The untraced test first: where it finds no contradiction, neither does the trace.
            if !suppositions.may_fail(c, d.index()) {
                continue;
            }
            let Some(length) = suppositions.failure_length(c, d.index()) else {
                continue;
            };
            let key = (distance(c), length, c, d.index());
            if best.is_none_or(|b| key < b) {
                best = Some(key);
            }
        }
        let Some((_, _, c, d)) = best else {
            continue;
        };
        return suppositions.step(c, d);
    }
    None
}

/// When only forcing chains are left: a contradiction forcing chain removing a wrong candidate
/// from the cell that chains can finish soonest (every other candidate of it fails; the cell
/// nearest `near` first, then the one with the fewest candidates). The grader takes the
/// shortest chain anywhere, so the eliminations it makes before a digit can go in are spread
/// over the board; a hint that follows one cell reaches a digit in a few chains. None when no
/// cell can be finished by chains of singles and locked candidates.
fn finishing_chain<const W: usize>(ctx: &Context<W>, solution: &Grid, near: Option<usize>) -> Option<Step> {
    let cells = open_cells_by_distance(ctx, near);
    for level in 0..=1u8 {
        let mut suppositions = Suppositions::new(ctx, level, true);
        for &c in &cells {
            let Some(right) = solution.get(c) else {
                continue;
            };
            let wrong: Vec<usize> = ctx.candidates[c]
                .iter()
                .filter(|&x| x != right)
                .map(|x| x.index())
                .collect();
            // The untraced test first: where it finds no contradiction, neither does the trace.
            if !wrong.iter().all(|&x| suppositions.may_fail(c, x)) {
                continue;
            }
            let mut shortest: Option<(usize, usize)> = None;
            for &x in &wrong {
                let Some(len) = suppositions.failure_length(c, x) else {
                    shortest = None;
                    break;
                };
                if shortest.is_none_or(|(l, _)| len < l) {
                    shortest = Some((len, x));
                }
            }
            let Some((_, x)) = shortest else {
                continue;
            };
            return suppositions.step(c, x);
        }
    }
    None
}

/// The empty cells with two candidates or more, the nearest to `near` first, then those with
/// the fewest candidates (where a supposition is likeliest to fail soon).
fn open_cells_by_distance<const W: usize>(ctx: &Context<W>, near: Option<usize>) -> Vec<usize> {
    let distance = |c: usize| near.map_or(0, |x| ctx.geometry.cell_distance(c, x));
    let mut cells: Vec<(usize, usize, usize)> = (0..ctx.candidates.len())
        .filter(|&c| ctx.grid.get(c).is_none() && ctx.candidates[c].len() >= 2)
        .map(|c| (distance(c), ctx.candidates[c].len() as usize, c))
        .collect();
    cells.sort_unstable();
    cells.into_iter().map(|(_, _, c)| c).collect()
}

/// Why a position with pencil marks has no solution within its marks, when one cell can be
/// named: if the givens alone have one solution, the first empty cell whose marks leave out
/// its digit. `None` when the givens alone allow no solution or several (then no one cell is
/// to blame: each solution of the givens breaks some mark).
pub fn struck_solution_digit(grid: &Grid, marks: &[Candidates]) -> Option<(usize, Digit)> {
    let solution = solve_unique(grid).ok()?;
    marks_keep_solution(&solution, grid, marks).err()
}

/// The first empty cell whose pencil marks leave out its solution digit: from such marks the
/// techniques would prove false things, so a position with one is refused.
pub fn marks_keep_solution(solution: &Grid, current: &Grid, candidates: &[Candidates]) -> Result<(), (usize, Digit)> {
    for (cell, marks) in candidates.iter().enumerate().take(current.len()) {
        if let (None, Some(digit)) = (current.get(cell), solution.get(cell)) {
            if !marks.contains(digit) {
                return Err((cell, digit));
            }
        }
    }
    Ok(())
}

/// The easiest steps on the solver's board among the rows of the technique table whose place is
/// in `ranks`: every step of the first technique that finds any; with no cell, the step the
/// grader would take first (alone if it places a digit), near a cell the nearest first. All are
/// true at once (each stays true once the others have removed their candidates), so the hint
/// takes them together and keeps those its digit needs.
fn easiest_near(solver: &LogicalSolver, near: Option<usize>, ranks: std::ops::Range<usize>) -> Vec<Step> {
    let Some(near) = near.filter(|&c| c < solver.grid().len()) else {
        // The first step found, then the other steps of its technique.
        let Some(first) = solver.next_step_among(ranks) else {
            return Vec::new();
        };
        if !first.placements.is_empty() {
            return vec![first];
        }
        let mut steps = solver.all_steps(first.technique);
        steps.retain(|s| *s != first);
        steps.insert(0, first);
        return steps;
    };
    let geometry = solver.grid().geometry();
    let mut steps: Vec<(usize, usize, Step)> = solver
        .all_steps_among(ranks)
        .into_iter()
        .enumerate()
        .map(|(i, s)| (step_distance(geometry, &s, near), i, s))
        .collect();
    steps.sort_by_key(|&(distance, i, _)| (distance, i));
    steps.into_iter().map(|(_, _, s)| s).collect()
}

/// How far a step's target (what it places, else what it removes) lies from `cell`: the fewest
/// rows plus columns between them on a face both lie on; cells on no common face count as far.
pub fn step_distance(geometry: &crate::engine::Geometry, step: &Step, cell: usize) -> usize {
    let targets = if step.placements.is_empty() {
        &step.eliminations
    } else {
        &step.placements
    };
    targets
        .iter()
        .map(|&(c, _)| geometry.cell_distance(c, cell))
        .min()
        .unwrap_or(usize::MAX)
}

/// The step cut to what it still changes on the solver's board: its eliminations of
/// candidates that are gone and its placements in filled cells left out, its English sentence
/// told again with the eliminations that are left. None when nothing is left (an earlier step,
/// or the same pattern found from another house, made it all).
fn still_new(solver: &LogicalSolver, mut step: Step) -> Option<Step> {
    let grid = solver.grid();
    let candidates = solver.candidates();
    let live = |&(c, d): &(usize, Digit)| grid.get(c).is_none() && candidates[c].contains(d);
    step.placements.retain(live);
    let before = step.eliminations.clone();
    step.eliminations.retain(live);
    if !step.makes_progress() {
        return None;
    }
    if step.eliminations.len() < before.len() {
        retell_eliminations(grid.geometry(), &mut step, &before);
    }
    Some(step)
}

/// Rewrites the list of removed candidates in a step's sentence and lines from `before` (what
/// the finder removed) to the step's eliminations now. The finders write that list in one of
/// three forms (see `logic::text`); where none is found, a sentence saying which are new ends
/// the explanation.
fn retell_eliminations(g: &crate::engine::Geometry, step: &mut Step, before: &[(usize, Digit)]) {
    use super::logic::text::{cell_list, dedup_cells, losses, removals};
    let now = &step.eliminations;
    let forms = [
        (removals(g, before), removals(g, now)),
        (losses(g, before), losses(g, now)),
        (
            cell_list(g, dedup_cells(before).into_iter()),
            cell_list(g, dedup_cells(now).into_iter()),
        ),
    ];
    let mut told = false;
    for text in std::iter::once(&mut step.explanation).chain(step.lines.iter_mut()) {
        if let Some((old, new)) = forms.iter().find(|(old, _)| text.contains(old.as_str())) {
            *text = text.replacen(old.as_str(), new, 1);
            told = true;
        }
    }
    if !told {
        step.explanation
            .push_str(&format!(" (Earlier steps did the rest: here {}.)", removals(g, now)));
    }
}

/// The steps a placing step needs (`needed_steps`); where it is a contradiction forcing
/// chain, the same supposition is also followed on the boards before earlier batches of
/// steps, and the hint taken whose steps are fewest to read (a chain found after many
/// eliminations may read only a few of them, or none, when followed from further back).
fn shortest_story(
    cells: usize,
    chain: Vec<(Step, Vec<(usize, Digit)>)>,
    last: Step,
    premises: Vec<(usize, Digit)>,
    boards: &[(LogicalSolver, usize)],
) -> Vec<Step> {
    let cost = |steps: &[Step]| steps.iter().map(|s| s.lines.len().max(1)).sum::<usize>();
    let found_here = boards.last().map_or(0, |b| b.1);
    let mut best = needed_steps(cells, chain[..].to_vec(), last.clone(), premises);
    let Some(supposition) = chain_supposition(&last) else {
        return best;
    };
    for (board, before) in boards {
        if *before >= found_here {
            break;
        }
        let Some(earlier) = chain_on(board, supposition) else {
            continue;
        };
        if earlier.placements != last.placements || earlier.eliminations != last.eliminations {
            continue;
        }
        let premises = board.premises(&earlier);
        let steps = needed_steps(cells, chain[..*before].to_vec(), earlier, premises);
        if cost(&steps) < cost(&best) {
            best = steps;
        }
    }
    best
}

/// A contradiction forcing chain found on an earlier position, followed again on the solver's
/// position (which only lacks candidates: the supposition still fails) so that its lines read
/// nothing struck since, with its premises there. Any other step, or a chain that does not
/// come out the same, is kept as it was.
fn replayed(solver: &LogicalSolver, step: Step, premises: Vec<(usize, Digit)>) -> (Step, Vec<(usize, Digit)>) {
    let Some(supposition) = chain_supposition(&step) else {
        return (step, premises);
    };
    match chain_on(solver, supposition) {
        Some(again) if again.placements == step.placements && again.eliminations == step.eliminations => {
            let premises = solver.premises(&again);
            (again, premises)
        }
        _ => (step, premises),
    }
}

/// The supposition `(cell, digit, supposed)` of a contradiction forcing chain that places or
/// removes one digit; None for any other step.
fn chain_supposition(step: &Step) -> Option<(usize, Digit, bool)> {
    if step.technique != Technique::ContradictionForcingChain {
        return None;
    }
    match (step.placements.first(), step.eliminations.as_slice()) {
        (Some(&(c, d)), _) => Some((c, d, false)),
        (None, &[(c, d)]) => Some((c, d, true)),
        _ => None,
    }
}

/// The contradiction forcing chain of a supposition `(cell, digit, supposed)` on a board,
/// followed with singles, else with locked candidates too. None when it does not fail there.
fn chain_on(board: &LogicalSolver, supposition: (usize, Digit, bool)) -> Option<Step> {
    at_width!(board, ctx => chain_on_context(&ctx, supposition))
}

/// [`chain_on`] on the board's context.
fn chain_on_context<const W: usize>(ctx: &Context<W>, (cell, digit, supposed): (usize, Digit, bool)) -> Option<Step> {
    if ctx.grid.get(cell).is_some() || !ctx.candidates[cell].contains(digit) || ctx.candidates[cell].len() < 2 {
        return None;
    }
    (0..=1u8).find_map(|level| {
        let mut suppositions = Suppositions::new(ctx, level, supposed);
        if !suppositions.may_fail(cell, digit.index()) {
            return None;
        }
        suppositions.step(cell, digit.index())
    })
}

/// The elimination steps of `chain` the placing step `last` needs (directly or through a kept
/// step), in order, followed by `last`.
fn needed_steps(
    cells: usize,
    chain: Vec<(Step, Vec<(usize, Digit)>)>,
    last: Step,
    premises: Vec<(usize, Digit)>,
) -> Vec<Step> {
    let mut needed = vec![Candidates::NONE; cells];
    let mark = |premises: &[(usize, Digit)], needed: &mut [Candidates]| {
        for &(c, d) in premises {
            needed[c].insert(d);
        }
    };
    mark(&premises, &mut needed);
    let mut kept = vec![last];
    for (step, premises) in chain.into_iter().rev() {
        if step.eliminations.iter().any(|&(c, d)| needed[c].contains(d)) {
            mark(&premises, &mut needed);
            kept.push(step);
        }
    }
    kept.reverse();
    kept
}

/// The hint's sentence: each elimination step named by its technique, then the placement
/// ("Locked candidates: in box 2, 6 lies only in row 1, so ... Then in row 1, 6 fits only in
/// r1c4.").
pub fn chain_message(steps: &[Step]) -> String {
    let Some((last, before)) = steps.split_last() else {
        return String::new();
    };
    let mut message = String::new();
    for s in before {
        let title = s.technique.title();
        if s.explanation.starts_with(title) {
            message.push_str(&s.explanation);
        } else {
            message.push_str(title);
            message.push_str(": ");
            message.push_str(&lower_lead(&s.explanation));
        }
        message.push(' ');
    }
    if before.is_empty() {
        message.push_str(&last.explanation);
    } else {
        message.push_str("Then ");
        message.push_str(&lower_lead(&last.explanation));
    }
    message
}

/// Lower-cases a sentence's leading "In" so it can follow a colon or "Then"; cell and face
/// names keep their capitals.
fn lower_lead(sentence: &str) -> String {
    match sentence.strip_prefix("In ") {
        Some(rest) => format!("in {rest}"),
        None => sentence.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const EXAMPLE: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn hint_places_a_correct_digit() {
        let puzzle = Grid::from_line(EXAMPLE).unwrap();
        let solution = solve_unique(&puzzle).unwrap();
        let h = hint(&puzzle, &puzzle);
        let (cell, digit) = h.placement().unwrap();
        assert_eq!(solution.get(cell), Some(digit));
        assert!(!h.message().is_empty());
    }

    #[test]
    fn hint_names_a_mistake_first() {
        let puzzle = Grid::from_line(EXAMPLE).unwrap();
        let solution = solve_unique(&puzzle).unwrap();
        let mut current = puzzle.clone();
        let cell = 2; // r1c3, empty in the puzzle
        let wrong = Digit::all().find(|&d| Some(d) != solution.get(cell)).unwrap();
        current.set(cell, Some(wrong));
        match hint(&puzzle, &current) {
            Hint::Mistake { cell: c, message, .. } => {
                assert_eq!(c, 2);
                assert!(message.contains("r1c3"));
            }
            other => panic!("expected a mistake, got {other:?}"),
        }
    }

    #[test]
    fn eliminations_before_the_placement_read_as_one_story() {
        let puzzle =
            Grid::from_line("........92...6.5...5.72..4.87....6.11.....9.8.......5..4..........612.....3.5....")
                .unwrap();
        match hint(&puzzle, &puzzle) {
            Hint::Place {
                cell,
                digit,
                technique,
                steps,
                message,
            } => {
                assert_eq!((cell, digit.get()), (0, 4));
                assert_eq!(technique, Technique::LockedCandidates);
                assert_eq!(steps.len(), 2);
                assert_eq!(
                    message,
                    "Locked candidates: in box 6, 4 lies only in row 6, so it cannot go elsewhere \
                     in row 6: removed from r6c1, r6c3, r6c4, r6c5, r6c6. Then in column 1, 4 fits \
                     only in r1c1."
                );
            }
            other => panic!("expected a placement, got {other:?}"),
        }
    }

    /// A step whose eliminations an earlier step partly made keeps only the rest, and its
    /// sentence lists only those; one made whole is dropped.
    #[test]
    fn a_step_keeps_only_what_is_still_on_the_board() {
        let puzzle =
            Grid::from_line("........92...6.5...5.72..4.87....6.11.....9.8.......5..4..........612.....3.5....")
                .unwrap();
        let solver = LogicalSolver::new(&puzzle);
        let g = puzzle.geometry();
        let step = solver
            .all_steps(Technique::LockedCandidates)
            .into_iter()
            .find(|s| s.eliminations.len() >= 3)
            .expect("locked candidates removing three or more");
        let (gone_cell, gone_digit) = step.eliminations[0];
        let mut marks = solver.candidates().to_vec();
        marks[gone_cell].remove(gone_digit);
        let cut = still_new(&LogicalSolver::with_candidates(&puzzle, &marks), step.clone()).expect("more to remove");
        assert_eq!(cut.eliminations, step.eliminations[1..]);
        let gone = g.cell_name(gone_cell);
        assert!(step.explanation.contains(&format!("{gone},")), "{}", step.explanation);
        assert!(!cut.explanation.contains(&format!("{gone},")), "{}", cut.explanation);
        assert!(
            cut.explanation.contains(&g.cell_name(cut.eliminations[0].0)),
            "{}",
            cut.explanation
        );
        for &(c, d) in &step.eliminations {
            marks[c].remove(d);
        }
        assert_eq!(still_new(&LogicalSolver::with_candidates(&puzzle, &marks), step), None);
    }

    #[test]
    fn message_joins_steps() {
        assert_eq!(
            lower_lead("In box 2, 6 fits only in r1c4."),
            "in box 2, 6 fits only in r1c4."
        );
        assert_eq!(lower_lead("Front r1c4 can only be 6."), "Front r1c4 can only be 6.");
    }
}
