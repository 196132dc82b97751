//! What a hint says and marks, in every language: a single's reasons drawn and said, a forcing
//! chain's stage 1 naming its supposition, no jargon about notes in the text (the legend says
//! it), and a chain's lines indented under their step.

use std::sync::OnceLock;
use std::time::Instant;

use sudoku3d::engine::{generate_seeded, Candidates, Difficulty, Digit, Grid, Shape, Technique};
use sudoku3d::i18n::{in_language, Language};
use sudoku3d::play::explain::{cell_name, house_name};
use sudoku3d::play::{GameState, HintKind, LegendKind, Stage, StagedHint, Supposition};

/// Every step hint of a game played to the end by hints, in order, with what earlier hints had
/// ruled out when it was asked (the hint starts without those: a single may rest on them).
fn hints_of_game(puzzle: Grid, solution: Grid) -> Vec<(StagedHint, Vec<Candidates>)> {
    let mut game = GameState::new(puzzle, solution).expect("a game");
    let now = Instant::now();
    let mut hints = Vec::new();
    while game.finish().is_none() && hints.len() < 90 {
        let remembered = game.all_ruled_out().to_vec();
        let hint = game.hint_request(None).compute();
        if hint.kind != HintKind::Step {
            break;
        }
        game.apply_hint(&hint, now).expect("the hint applies");
        hints.push((hint, remembered));
    }
    hints
}

/// The hints of a few generated games: classic of every band, and one cube game (played once
/// for all the tests), each with what earlier hints had ruled out.
fn sample_with_memory() -> Vec<(StagedHint, Vec<Candidates>)> {
    static HINTS: OnceLock<Vec<(StagedHint, Vec<Candidates>)>> = OnceLock::new();
    HINTS
        .get_or_init(|| {
            let mut hints = Vec::new();
            for difficulty in Difficulty::ALL {
                let p = generate_seeded(Shape::Classic, difficulty, 7);
                hints.extend(hints_of_game(p.puzzle, p.solution));
            }
            let p = generate_seeded(Shape::Cube, Difficulty::Medium, 7);
            hints.extend(hints_of_game(p.puzzle, p.solution));
            hints
        })
        .clone()
}

/// The sample's hints alone.
fn sample_hints() -> Vec<StagedHint> {
    sample_with_memory().into_iter().map(|(hint, _)| hint).collect()
}

/// The hint on the position of issue 26 where a contradiction forcing chain about r9c8 places 8.
fn forcing_chain_hint() -> StagedHint {
    let puzzle = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
    let current = "4...3.......6..8..........1....5..9..8....6...7.2........1927..513...942927.4.1..";
    let puzzle = Grid::from_line(puzzle).unwrap();
    let mut game = GameState::new(puzzle.clone(), sudoku3d::engine::solve_unique(&puzzle).unwrap()).unwrap();
    let now = Instant::now();
    let current = Grid::from_line(current).unwrap();
    for cell in 0..81 {
        if puzzle.get(cell).is_none() {
            if let Some(d) = current.get(cell) {
                game.place(cell, d, now).unwrap();
            }
        }
    }
    game.hint_request(None).compute()
}

#[test]
fn a_naked_single_marks_the_digits_that_rule_out_the_other_eight_and_says_so() {
    let hints: Vec<(StagedHint, Vec<Candidates>)> = sample_with_memory()
        .into_iter()
        .filter(|(h, _)| h.technique == Some(Technique::NakedSingle) && h.steps.len() == 1)
        .collect();
    assert!(hints.len() > 20, "only {} naked singles", hints.len());
    for (hint, remembered) in &hints {
        let geometry = hint.board.geometry();
        let (cell, digit) = hint.placement.unwrap();
        let overlay = hint.overlay(Stage::Why);
        // A digit an earlier hint ruled out is not on the board to mark (the board shows it
        // struck in the cell, and the sentence says it was ruled out earlier).
        let mut covered: Vec<Digit> = overlay.rule_outs.iter().map(|r| r.digit).collect();
        covered.extend(remembered[cell].iter());
        covered.push(digit);
        covered.sort_unstable();
        covered.dedup();
        assert_eq!(
            covered.len(),
            9,
            "{}: {:?}",
            geometry.cell_name(cell),
            overlay.rule_outs
        );
        for r in &overlay.rule_outs {
            assert_eq!(r.target, cell);
            assert_eq!(hint.board.get(r.by), Some(r.digit), "{r:?} is not on the board");
            assert!(geometry.peers(cell).contains(&r.by), "{r:?} does not see the cell");
            // One cell per digit, the nearest.
            let nearest = geometry
                .peers(cell)
                .iter()
                .filter(|&&p| hint.board.get(p) == Some(r.digit))
                .map(|&p| geometry.cell_distance(cell, p))
                .min();
            assert_eq!(Some(geometry.cell_distance(cell, r.by)), nearest, "{r:?}");
        }
        assert!(overlay.legend().iter().any(|e| e.kind == LegendKind::RuleOut));
        for language in Language::ALL {
            let sentence = in_language(language, || hint.text(Stage::Why).sentence);
            // The reason: each house holding a ruling digit is named, with the digits.
            for r in &overlay.rule_outs {
                let house = geometry
                    .houses_of(cell)
                    .iter()
                    .copied()
                    .find(|&h| geometry.houses()[h].cells.contains(&r.by))
                    .unwrap();
                let name = in_language(language, || house_name(geometry, house));
                assert!(sentence.contains(&name), "{language:?} lacks {name}: {sentence}");
                assert!(sentence.contains(&r.digit.to_string()), "{language:?}: {sentence}");
            }
        }
    }
}

#[test]
fn a_hidden_single_marks_a_blocker_for_each_other_empty_cell_and_highlights_its_house() {
    let hints: Vec<(StagedHint, Vec<Candidates>)> = sample_with_memory()
        .into_iter()
        .filter(|(h, _)| h.steps.last().is_some_and(|s| s.technique == Technique::HiddenSingle))
        .collect();
    assert!(hints.len() > 20, "only {} hidden singles", hints.len());
    let mut blockers = 0;
    for (hint, remembered) in &hints {
        let geometry = hint.board.geometry();
        let (cell, digit) = hint.placement.unwrap();
        let single = hint.steps.last().unwrap();
        let house = single.houses[0];
        let overlay = hint.overlay(Stage::Why);
        assert!(
            overlay.houses.contains(&house),
            "{} is not highlighted at stage 2 ({:?})",
            geometry.house_name(house),
            hint.technique
        );
        let others: Vec<usize> = geometry.houses()[house]
            .cells
            .iter()
            .copied()
            .filter(|&c| c != cell && hint.board.get(c).is_none())
            .collect();
        for &other in &others {
            let marked = overlay.rule_outs.iter().find(|r| r.target == other);
            // A one-step hint starts from the digits alone, less what earlier hints ruled out:
            // every other empty cell has a blocker, or an earlier hint removed the digit there.
            if hint.steps.len() == 1 && !remembered[other].contains(digit) {
                assert!(marked.is_some(), "{} has no blocker", geometry.cell_name(other));
            }
            if let Some(r) = marked {
                assert_eq!(r.digit, digit);
                assert_eq!(hint.board.get(r.by), Some(digit));
                assert!(geometry.peers(other).contains(&r.by));
                blockers += 1;
            }
        }
        for language in Language::ALL {
            let sentence = in_language(language, || hint.text(Stage::Why).sentence);
            let lines = in_language(language, || hint.text(Stage::Why).lines);
            let said = format!(
                "{sentence} {}",
                lines.iter().map(|l| l.text.as_str()).collect::<Vec<_>>().join(" ")
            );
            for r in &overlay.rule_outs {
                let (target, by) = in_language(language, || (cell_name(geometry, r.target), cell_name(geometry, r.by)));
                assert!(
                    said.contains(&target) && said.contains(&by),
                    "{language:?} lacks {target}/{by}: {said}"
                );
            }
        }
    }
    assert!(blockers > 50, "only {blockers} blockers");
}

/// Stage 1 of a contradiction chain names its box and the kind of chain, never the
/// supposition ("Suppose r9c8 is not 8" would say that r9c8 is 8); stage 2 names it.
#[test]
fn stage_one_of_a_forcing_chain_names_its_box_and_stage_two_its_supposition() {
    let hint = forcing_chain_hint();
    assert_eq!(hint.technique, Some(Technique::ContradictionForcingChain));
    let r9c8 = 8 * 9 + 7;
    assert_eq!(
        hint.supposition,
        Some(Supposition::Candidate {
            cell: r9c8,
            digit: Digit::new(8).unwrap(),
            is: false
        })
    );
    for language in Language::ALL {
        let (stage_one, box_9, stage_two) = in_language(language, || {
            let geometry = hint.board.geometry();
            let box_9 = geometry
                .houses_of(r9c8)
                .iter()
                .copied()
                .find(|&h| geometry.houses()[h].kind == sudoku3d::engine::HouseKind::Box)
                .expect("a box");
            (
                hint.text(Stage::Where).sentence,
                sudoku3d::play::explain::house_name(geometry, box_9),
                hint.text(Stage::Why),
            )
        });
        assert!(!stage_one.contains("r9c8"), "{language:?}: {stage_one}");
        assert!(stage_one.contains(&box_9), "{language:?}: {stage_one}");
        let said = format!(
            "{} {}",
            stage_two.sentence,
            stage_two
                .lines
                .iter()
                .map(|l| l.text.as_str())
                .collect::<Vec<_>>()
                .join(" ")
        );
        assert!(said.contains("r9c8"), "{language:?}: {said}");
    }
    assert_eq!(
        hint.text(Stage::Where).sentence,
        "Look for this: Contradiction forcing chain, which settles a cell of box 9."
    );
    assert_eq!(hint.overlay(Stage::Where).houses.len(), 1, "only the box is lit");
}

#[test]
fn a_chains_lines_sit_under_its_step_and_only_steps_are_counted() {
    let hint = forcing_chain_hint();
    for language in Language::ALL {
        let text = in_language(language, || hint.text(Stage::Why));
        let steps = text.lines.iter().filter(|l| l.depth == 0).count();
        assert_eq!(steps, hint.steps.len(), "{language:?}");
        assert!(
            text.sentence.contains(&hint.steps.len().to_string()),
            "{language:?}: {}",
            text.sentence
        );
        // The chain (the last step) has its lines, all under it.
        let chain = hint.steps.len() - 1;
        let under: Vec<_> = text.lines.iter().filter(|l| l.step == chain && l.depth > 0).collect();
        // Every language writes the chain's inferences (from its proof), naming its cells.
        assert!(under.len() > 10, "{language:?}: {:?}", text.lines);
        assert!(under.iter().any(|l| l.text.contains("r9c8")), "{language:?}: {under:?}");
        let mut last_step = None;
        for line in &text.lines {
            if line.depth == 0 {
                last_step = Some(line.step);
            } else {
                assert_eq!(Some(line.step), last_step, "a line not under its step: {line:?}");
            }
            assert_eq!(line.text, line.text.trim_start(), "indent by depth, not spaces");
        }
    }
    // A chain alone: every line is under the sentence (its step).
    let alone: Vec<StagedHint> = sample_hints()
        .into_iter()
        .filter(|h| h.steps.len() == 1 && !h.steps[0].lines.is_empty())
        .collect();
    for hint in &alone {
        let text = hint.text(Stage::Why);
        assert!(text.lines.iter().all(|l| l.depth > 0), "{:?}", text.lines);
    }
}

#[test]
fn no_stage_says_drawn_not_written_in_any_language() {
    let mut hints = sample_hints();
    hints.push(forcing_chain_hint());
    let jargon = ["drawn, not written", "not in your notes", "не записан", "未写入"];
    let mut unwritten = 0;
    for hint in &hints {
        unwritten += usize::from(!hint.unwritten.is_empty());
        for language in Language::ALL {
            for stage in Stage::ALL {
                let text = in_language(language, || hint.text(stage));
                let all = format!(
                    "{} {} {}",
                    text.title,
                    text.sentence,
                    text.lines.iter().map(|l| l.text.as_str()).collect::<Vec<_>>().join(" ")
                );
                for j in jargon {
                    assert!(!all.contains(j), "{language:?} stage {stage:?}: {all}");
                }
            }
        }
    }
    // The games keep no notes: the hints did draw candidates the player had not written.
    assert!(unwritten > 10, "{unwritten}");
}

/// A killer hint's forcing chain reads the cages' sums inside its supposition (issue 41), and
/// every language writes those lines: the cage by its sum and first cell, what its open cells
/// need, and the combinations that still fit. From the position before the grader's first
/// forcing chain on a shipped Expert killer.
#[test]
fn a_killer_chains_cage_lines_speak_every_language() {
    use sudoku3d::engine::logic::Reason;
    use sudoku3d::engine::{LogicalSolver, Variant};
    let levels = sudoku3d::levels::load(Variant::Killer, Difficulty::Expert, None).levels;
    let mut checked = 0;
    for level in levels.iter() {
        let mut solver = LogicalSolver::new(&level.puzzle);
        let mut at_chain = false;
        while let Some(step) = solver.next_step() {
            if matches!(step.technique, Technique::ContradictionForcingChain) {
                at_chain = true;
                break;
            }
            solver.apply(&step);
        }
        if !at_chain {
            continue;
        }
        let mut game = GameState::new(level.puzzle.clone(), level.solution.clone()).expect("a game");
        let now = Instant::now();
        for cell in 0..81 {
            if let (None, Some(d)) = (level.puzzle.get(cell), solver.grid().get(cell)) {
                game.place(cell, d, now).expect("the grader's digit");
            }
        }
        let hint = game.hint_request(None).compute();
        let Some((index, step)) = hint.steps.iter().enumerate().find(|(_, s)| {
            s.proof
                .iter()
                .any(|x| matches!(x.reason, Reason::CageSum { cells: 2.., .. }))
        }) else {
            continue;
        };
        let shape = level.puzzle.shape();
        let cages = shape.cages().expect("a killer");
        for language in Language::ALL {
            let text = in_language(language, || hint.text(Stage::Why));
            let lines: Vec<&str> = text
                .lines
                .iter()
                .filter(|l| l.step == index && l.depth > 0)
                .map(|l| l.text.as_str())
                .collect();
            let word = match language {
                Language::English => "cage at",
                Language::Russian => "группа",
                _ => "笼子",
            };
            for x in step
                .proof
                .iter()
                .filter(|x| matches!(x.reason, Reason::CageSum { cells: 2.., .. }))
            {
                let Reason::CageSum { cage, left, .. } = x.reason else {
                    unreachable!("filtered")
                };
                let cage = &cages.cages()[cage];
                let anchor = cell_name(level.puzzle.geometry(), cage.anchor());
                let line = lines.iter().find(|l| {
                    l.contains(&cell_name(level.puzzle.geometry(), x.cell)) && l.contains(word) && l.contains(&anchor)
                });
                let line = line.unwrap_or_else(|| panic!("{language:?}: no cage line for {x:?} in {lines:?}"));
                assert!(
                    line.contains(&cage.sum.to_string()) && line.contains(&left.to_string()) && line.contains('+'),
                    "{language:?}: {line}"
                );
            }
        }
        checked += 1;
    }
    assert!(checked >= 4, "{checked} killer hints with cage lines");
}
