//! Stage 1 of a hint points, never answers: it names the technique and a house to look at,
//! not the cell to fill, and the board's highlight at stage 1 leaves more than one empty cell
//! to choose from. Checked on every hint of whole games played by hints: generated games of
//! every band on the classic board and the cube, and famous hard puzzles.

use std::time::Instant;

use sudoku3d::engine::{generate_seeded, solve_unique, Difficulty, Grid, Shape};
use sudoku3d::i18n::{set_language, Language};
use sudoku3d::play::{GameState, HintKind, Stage, StagedHint, Supposition};

use crate::common;

/// Whether the hint is a cell or unit forcing chain whose branches are about `cell`: its stage
/// 1 names where the chain starts (issue 26 asks it to). A contradiction chain's supposition
/// is about the answer's own cell ("Suppose r9c8 is not 8"), so its stage 1 names only the box
/// (issue 41): it is not excused.
fn supposes_about(hint: &StagedHint, cell: usize) -> bool {
    match &hint.supposition {
        Some(Supposition::Cell { cell: c, .. }) => *c == cell,
        Some(Supposition::Candidate { .. }) => false,
        Some(Supposition::House { cells, .. }) => cells.contains(&cell),
        None => false,
    }
}

/// Plays `puzzle` to the end by hints, checking stage 1 of each; the hints checked.
fn play_by_hints(puzzle: Grid, solution: Grid, label: &str) -> usize {
    let mut game = GameState::new(puzzle, solution).expect("a game");
    let now = Instant::now();
    let mut checked = 0;
    while game.finish().is_none() && checked < 90 {
        let hint = game.hint_request(None).compute();
        if hint.kind != HintKind::Step {
            break;
        }
        let (cell, _) = hint.placement.expect("a step hint places a digit");
        let geometry = game.grid().geometry();
        for language in Language::ALL {
            set_language(language);
            let stage_one = hint.text(Stage::Where);
            let shown = format!(
                "{} {} {}",
                stage_one.title,
                stage_one.sentence,
                stage_one
                    .lines
                    .iter()
                    .map(|l| l.text.as_str())
                    .collect::<Vec<_>>()
                    .join(" ")
            );
            let name = sudoku3d::play::explain::cell_name(geometry, cell);
            assert!(
                !shown.contains(&name) || supposes_about(&hint, cell),
                "{label}, {language:?}: stage 1 names the answer's cell {name}: {shown}"
            );
        }
        set_language(Language::English);
        let overlay = hint.overlay(Stage::Where);
        let open = overlay.area.iter().filter(|&&c| game.grid().get(c).is_none()).count();
        // A cell alone in its row, column and box is plain to see on the board itself: no
        // house can hide it, so no highlight is asked to.
        let alone = geometry.houses_of(cell).iter().all(|&h| {
            geometry.houses()[h]
                .cells
                .iter()
                .filter(|&&c| game.grid().get(c).is_none())
                .count()
                == 1
        });
        assert!(
            open > 1 || alone,
            "{label}: stage 1 of a {:?} highlights {open} empty cell(s): the answer",
            hint.technique
        );
        game.apply_hint(&hint, now).expect("the hint applies");
        checked += 1;
    }
    checked
}

#[test]
fn stage_one_of_a_hint_never_names_or_singles_out_the_answer_cell() {
    let mut checked = 0;
    for shape in [Shape::Classic, Shape::Cube] {
        for difficulty in Difficulty::ALL {
            let seeds = if shape == Shape::Classic { 0..3 } else { 0..1 };
            for seed in seeds {
                let p = generate_seeded(shape.clone(), difficulty, seed);
                checked += play_by_hints(p.puzzle, p.solution, &format!("{shape} {difficulty:?} seed {seed}"));
            }
        }
    }
    for (i, line) in common::data::collection("famous.txt", 4).iter().enumerate() {
        let puzzle = Grid::from_line(line).expect("a puzzle");
        let solution = solve_unique(&puzzle).expect("one solution");
        checked += play_by_hints(puzzle, solution, &format!("famous #{}", i + 1));
    }
    assert!(checked > 300, "only {checked} hints checked");
}

/// A killer puzzle (random cages split until unique, no givens) and its solution, from `seed`.
fn killer_puzzle(seed: u64) -> (Grid, Grid) {
    use rand::SeedableRng;
    use sudoku3d::engine::generator::split_until_unique;
    use sudoku3d::engine::killer::random_cages;
    let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
    let full = sudoku3d::engine::solver::solve_random(&Grid::empty(Shape::Classic), &mut rng).expect("a full grid");
    let values: [u8; 81] = full.values().try_into().expect("81 cells");
    let set = split_until_unique(random_cages(&values, &mut rng), &values, &mut rng);
    let shape = Shape::Killer(sudoku3d::engine::Cages::intern(set));
    (Grid::empty(shape.clone()), full.with_shape(shape))
}

/// Killer hints too: stage 1 names the technique and its houses, never the answer's cell, in
/// every language; and every stage of a cage technique's hint reads in every language with
/// its cages named and no message left unfilled.
#[test]
fn stage_one_of_a_killer_hint_never_names_the_answer_and_every_stage_reads() {
    let mut checked = 0;
    for seed in 0..2 {
        let (puzzle, solution) = killer_puzzle(seed);
        checked += play_by_hints(puzzle.clone(), solution.clone(), &format!("killer seed {seed}"));
        let mut game = GameState::new(puzzle, solution).expect("a game");
        let now = Instant::now();
        let mut cage_hints = 0;
        while game.finish().is_none() && cage_hints < 20 {
            let hint = game.hint_request(None).compute();
            if hint.kind != HintKind::Step {
                break;
            }
            let on_cages = hint.steps.iter().any(|s| !s.cages.is_empty());
            for language in Language::ALL {
                set_language(language);
                for stage in [Stage::Where, Stage::Why, Stage::Apply] {
                    let text = hint.text(stage);
                    let all = format!(
                        "{} {} {}",
                        text.title,
                        text.sentence,
                        text.lines.iter().map(|l| l.text.as_str()).collect::<Vec<_>>().join(" ")
                    );
                    assert!(
                        !all.contains("explain-") && !all.contains("technique-") && !all.contains('{'),
                        "{language:?}: {all}"
                    );
                }
                if on_cages && language != Language::English {
                    let why = hint.text(Stage::Why);
                    let lines: String = why.lines.iter().map(|l| l.text.clone()).collect();
                    let words = format!("{} {lines}", why.sentence);
                    let cage_word = if language == Language::Russian {
                        "групп"
                    } else {
                        "笼子"
                    };
                    assert!(
                        words.contains(cage_word) || words.contains("45"),
                        "{language:?}: a cage step's words name no cage: {words}"
                    );
                }
            }
            set_language(Language::English);
            cage_hints += usize::from(on_cages);
            game.apply_hint(&hint, now).expect("the hint applies");
        }
        assert!(cage_hints > 0, "killer seed {seed}: no hint on cages");
    }
    assert!(checked > 60, "only {checked} hints checked");
}
