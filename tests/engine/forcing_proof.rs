//! Forcing chains' proofs can be followed: every inference a contradiction or nested forcing
//! chain prints is replayed from the position the step starts from, with nothing but the
//! inferences printed before it (at its depth, inside its suppositions). A "last place" or
//! "last candidate" an inner step cites must hold by what was printed, the contradiction must be
//! real, and the conclusion must be the step's placement or elimination.

use crate::common;

use sudoku3d::engine::geometry::Geometry;
use sudoku3d::engine::hint::{hint, Hint};
use sudoku3d::engine::killer::combinations;
use sudoku3d::engine::logic::forcing::{self, proof_lines};
use sudoku3d::engine::logic::{Inference, Reason};
use sudoku3d::engine::{Candidates, Difficulty, Digit, Grid, LogicalSolver, Shape, Step, Technique, Variant};

/// What the proof has said so far inside one supposition: per cell, the digits still possible
/// (a cell's candidates less those printed as removed) and those printed as true.
#[derive(Clone)]
struct State {
    cands: Vec<u16>,
    truth: Vec<u16>,
}

impl State {
    fn apply(&mut self, inference: &Inference) {
        let bit = 1 << inference.digit.index();
        if inference.placed {
            self.truth[inference.cell] |= bit;
        } else {
            self.cands[inference.cell] &= !bit;
        }
    }

    fn has(&self, cell: usize, d: Digit) -> bool {
        self.cands[cell] >> d.index() & 1 != 0
    }

    fn is(&self, cell: usize, d: Digit) -> bool {
        self.truth[cell] >> d.index() & 1 != 0
    }
}

/// Replays `step`'s proof on `grid` with `candidates` (the position the step starts from).
/// Err names the first inference that does not follow.
fn replay(grid: &Grid, candidates: &[Candidates], step: &Step) -> Result<(), String> {
    let g: &Geometry = grid.geometry();
    let proof = &step.proof;
    let given = |c: usize, d: Digit| grid.get(c) == Some(d);
    let base = State {
        cands: (0..grid.len())
            .map(|c| if grid.get(c).is_some() { 0 } else { candidates[c].bits() })
            .collect(),
        truth: vec![0; grid.len()],
    };
    // The states of the suppositions being followed, outermost first (depth = index).
    let mut stack: Vec<(State, &Inference)> = Vec::new();
    // The supposition the last contradiction refuted, with its depth.
    let mut refuted: Option<(&Inference, u8)> = None;
    let mut ended = false;
    for (i, x) in proof.iter().enumerate() {
        let say = |why: &str| {
            format!(
                "inference {i} (depth {}) {}{} {}: {why}; reason {:?}",
                x.depth,
                g.cell_name(x.cell),
                if x.placed { " is" } else { " is not" },
                x.digit,
                x.reason
            )
        };
        if ended {
            return Err(say("after the chain's contradiction"));
        }
        if x.uses.iter().any(|&u| u >= i) {
            return Err(say("uses an inference printed after it"));
        }
        let depth = usize::from(x.depth);
        if x.reason == Reason::Supposition {
            if depth != stack.len() || (depth == 0 && i != 0) {
                return Err(say("a supposition out of place"));
            }
            let mut state = stack.last().map_or_else(|| base.clone(), |s| s.0.clone());
            if x.placed && !state.has(x.cell, x.digit) {
                return Err(say("supposes a digit the cell cannot hold"));
            }
            state.apply(x);
            stack.push((state, x));
            continue;
        }
        if depth + 1 != stack.len() {
            return Err(say("not at the depth of the supposition it is inside"));
        }
        let state = &stack[depth].0;
        let (c, d) = (x.cell, x.digit);
        let houses = g.houses();
        let holds = match x.reason {
            Reason::Supposition => unreachable!("handled above"),
            Reason::HoldsOther { digit } => !x.placed && digit != d && state.is(c, digit) && state.has(c, d),
            Reason::Sees { cell } => {
                !x.placed && g.peers(c).contains(&cell) && (state.is(cell, d) || given(cell, d)) && state.has(c, d)
            }
            Reason::LastCandidate => x.placed && state.cands[c] == 1 << d.index() && !state.is(c, d),
            Reason::LastPlace { house } => {
                let cells = &houses[house].cells;
                x.placed
                    && cells.contains(&c)
                    && state.has(c, d)
                    && !state.is(c, d)
                    && cells.iter().all(|&q| q == c || (!state.has(q, d) && !given(q, d)))
            }
            Reason::Locked { confined, house } => {
                let (a, b) = (&houses[confined].cells, &houses[house].cells);
                !x.placed
                    && b.contains(&c)
                    && !a.contains(&c)
                    && state.has(c, d)
                    && a.iter().all(|&q| !given(q, d) && (!state.has(q, d) || b.contains(&q)))
            }
            Reason::Nested => {
                // The block just before, one level deeper, supposed this candidate and failed.
                let ok = refuted.is_some_and(|(s, at)| {
                    usize::from(at) == depth + 1 && s.cell == c && s.digit == d && s.placed && !x.placed
                }) && state.has(c, d);
                refuted = None;
                ok
            }
            Reason::NoCandidateLeft => state.cands[c] == 0 && grid.get(c).is_none(),
            Reason::NoPlaceLeft { house } => houses[house].cells.iter().all(|&q| !state.has(q, d) && !given(q, d)),
            // True, and false because it is gone, or the cell or a peer is printed as another
            // digit or the same.
            Reason::BothTrueAndFalse => {
                state.is(c, d)
                    && (!state.has(c, d)
                        || state.truth[c] != 1 << d.index()
                        || g.peers(c).iter().any(|&q| state.is(q, d) || given(q, d)))
            }
            // The cage as printed so far: its open cells, what they need, the combinations
            // that still fit, and the digit among them (or none at all).
            Reason::CageSum {
                cage,
                left,
                cells,
                fits,
            } => cage_reading(grid, state, cage).is_some_and(|r| {
                let kept = r.digits & state.cands[c];
                r.open.contains(&c)
                    && r.left == Some(usize::from(left))
                    && r.open.len() == usize::from(cells)
                    && r.fits == fits
                    && state.has(c, d)
                    && if x.placed {
                        kept == 1 << d.index()
                    } else {
                        kept >> d.index() & 1 == 0
                    }
            }),
            // Over its sum, full with another sum, or nothing fits what its open cells need.
            Reason::CageBroken { cage, left, cells } => cage_reading(grid, state, cage).is_some_and(|r| {
                r.open.len() == usize::from(cells)
                    && match r.left {
                        None => left < 0,
                        Some(need) => {
                            i64::from(left) == need as i64 && if r.open.is_empty() { need != 0 } else { r.digits == 0 }
                        }
                    }
            }),
        };
        if !holds {
            return Err(say("does not follow from the position and what was printed before it"));
        }
        if x.reason.is_contradiction() {
            let (_, supposition) = stack.pop().expect("inside a supposition");
            refuted = Some((supposition, x.depth));
            ended = stack.is_empty();
        } else {
            stack[depth].0.apply(x);
        }
    }
    if !ended {
        return Err("the proof does not end in the chain's contradiction".into());
    }
    // The supposition is false: its opposite is the step's conclusion.
    let s = &proof[0];
    let (placements, eliminations) = if s.placed {
        (vec![], vec![(s.cell, s.digit)])
    } else {
        (vec![(s.cell, s.digit)], vec![])
    };
    if step.placements != placements || step.eliminations != eliminations {
        return Err(format!(
            "concludes {placements:?} / {eliminations:?}, the step {:?} / {:?}",
            step.placements, step.eliminations
        ));
    }
    if step.supposition() != Some((s.cell, s.digit, s.placed)) {
        return Err("the step does not name its supposition".into());
    }
    if step.lines != proof_lines(g, proof) {
        return Err("the lines are not the proof's".into());
    }
    Ok(())
}

/// A killer cage as a proof's state leaves it: its open cells, what they must add up to (None
/// when its placed digits exceed its sum), the combinations of that size and sum that avoid
/// its placed digits, have a digit in every open cell and each digit in some open cell (bit i
/// for the i-th of `combinations`), and their digits.
struct CageReading {
    open: Vec<usize>,
    left: Option<usize>,
    fits: u16,
    digits: u16,
}

fn cage_reading(grid: &Grid, state: &State, cage: usize) -> Option<CageReading> {
    let shape = grid.shape();
    let cage = shape.cages()?.cages().get(cage)?.clone();
    let (mut placed, mut sum) = (0u16, 0usize);
    let mut open = Vec::new();
    for &q in &cage.cells {
        let digit = grid
            .get(q)
            .map(|d| d.index())
            .or_else(|| (state.truth[q] != 0).then(|| state.truth[q].trailing_zeros() as usize));
        match digit {
            Some(d) => {
                placed |= 1 << d;
                sum += d + 1;
            }
            None => open.push(q),
        }
    }
    let left = usize::from(cage.sum).checked_sub(sum);
    let (mut fits, mut digits) = (0u16, 0u16);
    if let Some(left) = left {
        for (i, &combo) in combinations(open.len(), left).iter().enumerate() {
            let any_cell = |dd: usize| open.iter().any(|&q| state.cands[q] >> dd & 1 != 0);
            let fits_cells = open.iter().all(|&q| state.cands[q] & combo != 0);
            let digits_placed = (0..9).filter(|&dd| combo >> dd & 1 != 0).all(any_cell);
            if combo & placed == 0 && fits_cells && digits_placed {
                fits |= 1 << i;
                digits |= combo;
            }
        }
    }
    Some(CageReading {
        open,
        left,
        fits,
        digits,
    })
}

fn is_forcing(step: &Step) -> bool {
    matches!(
        step.technique,
        Technique::ContradictionForcingChain | Technique::NestedForcingChain
    )
}

/// Replays every forcing chain of the grader's path through `puzzle`; returns (chains, nested
/// ones), and the failures as text.
fn replay_path(puzzle: &Grid, failures: &mut Vec<String>) -> (usize, usize) {
    let mut solver = LogicalSolver::new(puzzle);
    let (mut chains, mut nested) = (0, 0);
    while let Some(step) = solver.next_step() {
        if is_forcing(&step) {
            chains += 1;
            nested += usize::from(step.technique == Technique::NestedForcingChain);
            if let Err(e) = replay(solver.grid(), solver.candidates(), &step) {
                failures.push(format!(
                    "{} step {chains}: {e}\n  {}",
                    puzzle.to_line(),
                    step.lines.join("\n  ")
                ));
            }
        }
        solver.apply(&step);
    }
    (chains, nested)
}

/// The grader's forcing chains on the famous puzzles, the first hardest ones of the forum's
/// list and one the issue names, and a few cube levels: every printed inference follows.
#[test]
fn every_printed_inference_of_a_forcing_chain_follows() {
    let mut puzzles = common::data::grids("famous.txt", usize::MAX);
    puzzles.extend(common::data::grids("forum_hardest_1106.txt", 4));
    // Step 2 of its path was a nested chain citing a last place still open by its text.
    puzzles.push(
        Grid::from_line("1....67...5.7....3..8.....4.4.5..3......2..9........45.7.9...3.6...1......2..8...")
            .expect("a puzzle"),
    );
    let hardest = *Difficulty::ALL.last().expect("bands");
    puzzles.extend(
        sudoku3d::levels::load(Shape::Cube.variant(), hardest, None)
            .levels
            .into_iter()
            .take(3)
            .map(|l| l.puzzle),
    );
    let mut failures = Vec::new();
    let (mut chains, mut nested) = (0, 0);
    for puzzle in &puzzles {
        let (c, n) = replay_path(puzzle, &mut failures);
        chains += c;
        nested += n;
    }
    assert!(
        failures.is_empty(),
        "{} of {chains} forcing chains ({nested} nested) do not follow:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(chains > 200 && nested > 20, "{chains} chains, {nested} nested");
}

/// Nested chains two levels deep (which the grader reaches only where one level finds
/// nothing) replay too: an inference two suppositions deep may read what either found.
#[test]
fn every_printed_inference_of_a_two_level_nested_chain_follows() {
    let puzzle = common::data::grids("famous.txt", 1).remove(0);
    let mut solver = LogicalSolver::new(&puzzle);
    while let Some(step) = solver.next_step() {
        if step.technique == Technique::NestedForcingChain {
            break;
        }
        solver.apply(&step);
    }
    let steps = forcing::deeper_nested(&solver.context(), 40);
    for step in &steps {
        replay(solver.grid(), solver.candidates(), step).unwrap_or_else(|e| panic!("{e}\n{}", step.lines.join("\n")));
    }
    let deep = steps.iter().filter(|s| s.proof.iter().any(|x| x.depth == 2)).count();
    assert!(
        deep >= 3,
        "{deep} of {} chains read a supposition two levels deep",
        steps.len()
    );
}

/// A hint's forcing chain ("suppose r9c8 is not 8") replays too, from the position its
/// earlier steps leave.
#[test]
fn a_hints_forcing_chain_follows() {
    let puzzle = Grid::from_line("4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........")
        .expect("puzzle");
    let current = Grid::from_line("4...3.......6..8..........1....5..9..8....6...7.2........1927..513...942927.4.1..")
        .expect("current");
    let Hint::Place { steps, .. } = hint(&puzzle, &current) else {
        panic!("a placing hint");
    };
    let mut solver = LogicalSolver::new(&current);
    let mut chains = 0;
    for step in &steps {
        if is_forcing(step) {
            chains += 1;
            replay(solver.grid(), solver.candidates(), step).unwrap_or_else(|e| panic!("{e}"));
        }
        solver.apply(step);
    }
    assert!(chains >= 1, "the hint ends in a forcing chain");
}

/// A hint that takes several contradiction chains found on one position tells each from the
/// position the earlier ones leave (issue 41): no line of a later chain relies on a candidate
/// an earlier chain of the same hint struck ("r7c9 is 2 (the last place for 2 in box 9)" after
/// "so r7c9 is not 2").
#[test]
fn a_hints_later_chains_follow_from_what_its_earlier_steps_left() {
    let puzzle = Grid::from_line(".2....7..4....9.3.6..2.3.4.....1......85.....9....4.6..94....5.5.....6.3.....5...")
        .expect("puzzle");
    let current = Grid::from_line(".2....78.4....92366..2.3.4.....1......85.....9....4.6..94....5.5.....6.3.....5...")
        .expect("current");
    let Hint::Place { steps, .. } = hint(&puzzle, &current) else {
        panic!("a placing hint");
    };
    let mut solver = LogicalSolver::new(&current);
    let mut chains = 0;
    for step in &steps {
        if is_forcing(step) {
            chains += 1;
            replay(solver.grid(), solver.candidates(), step).unwrap_or_else(|e| panic!("{e}"));
        }
        solver.apply(step);
    }
    assert!(chains >= 2, "the hint takes several chains");
}

/// Whether a step's proof reads a killer cage's sum.
fn reads_a_cage(step: &Step) -> bool {
    step.proof
        .iter()
        .any(|x| matches!(x.reason, Reason::CageSum { .. } | Reason::CageBroken { .. }))
}

/// Killer chains follow the cages' sums inside their suppositions (issue 41): on shipped Expert
/// killers, the grader's forcing chains replay line by line, cage lines included (what each
/// says the cage needs and which combinations still fit is what the printed state leaves),
/// many of them read a cage, and each cage line is worded with the cage's sum and first cell.
#[test]
fn every_printed_inference_of_a_killer_chain_follows() {
    let levels = sudoku3d::levels::load(Variant::Killer, Difficulty::Expert, None).levels;
    let mut failures = Vec::new();
    let (mut chains, mut with_cages) = (0, 0);
    for level in levels.iter() {
        let mut solver = LogicalSolver::new(&level.puzzle);
        while let Some(step) = solver.next_step() {
            if is_forcing(&step) {
                chains += 1;
                if let Err(e) = replay(solver.grid(), solver.candidates(), &step) {
                    failures.push(format!(
                        "{} : {e}\n  {}",
                        level.puzzle.to_line(),
                        step.lines.join("\n  ")
                    ));
                }
                if reads_a_cage(&step) {
                    with_cages += 1;
                    assert!(
                        step.lines.iter().any(|l| l.contains(" cage at r")),
                        "{}",
                        step.lines.join("\n")
                    );
                }
            }
            solver.apply(&step);
        }
        assert!(
            solver.grid().is_complete(),
            "the grader solves {}",
            level.puzzle.to_line()
        );
    }
    assert!(
        failures.is_empty(),
        "{} of {chains} killer chains do not follow:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(
        with_cages >= 20 && with_cages * 2 >= chains,
        "{with_cages} of {chains} chains read a cage"
    );
}

/// A killer hint's forcing chains replay too, cage lines included: from the position before
/// each shipped Expert killer's first forcing chain (of the first ones that have one), the hint
/// asked there is replayed step by step.
#[test]
fn a_killer_hints_forcing_chains_follow() {
    let levels = sudoku3d::levels::load(Variant::Killer, Difficulty::Expert, None).levels;
    let (mut hints, mut chains, mut with_cages) = (0, 0, 0);
    for level in levels.iter() {
        let mut solver = LogicalSolver::new(&level.puzzle);
        let current = loop {
            let Some(step) = solver.next_step() else {
                break None;
            };
            if is_forcing(&step) {
                break Some(solver.grid().clone());
            }
            solver.apply(&step);
        };
        let Some(current) = current else {
            continue;
        };
        let Hint::Place { steps, .. } = hint(&level.puzzle, &current) else {
            continue;
        };
        hints += 1;
        let mut replayer = LogicalSolver::new(&current);
        for step in &steps {
            if is_forcing(step) {
                chains += 1;
                with_cages += usize::from(reads_a_cage(step));
                replay(replayer.grid(), replayer.candidates(), step)
                    .unwrap_or_else(|e| panic!("{}: {e}\n{}", level.puzzle.to_line(), step.lines.join("\n")));
            }
            replayer.apply(step);
        }
    }
    assert!(
        hints >= 5 && with_cages >= 5,
        "{hints} hints, {chains} chains, {with_cages} reading a cage"
    );
}
