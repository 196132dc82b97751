//! The shipped practice pool (`levels/practice.json`): every technique of the table has
//! positions, each replays against its puzzle's one solution, the checker judges moves on the
//! positions added from the collections (`data/practice-sources`, HoDoKu's library), and Show
//! me's hint, built from the position's own step, is named after the technique practised.

use std::time::Duration;

use sudoku3d::engine::learn::{practised_beside_easier, PlayerMove, Pool, Position, Verdict};
use sudoku3d::engine::logic::budget::Budget;
use sudoku3d::engine::{solve_unique, LogicalSolver, Technique};
use sudoku3d::play::GameState;

/// The techniques the classic boards never made the simplest step in the shipped levels, whose
/// positions come from the collections (and, for the turbot fish, diagonal boards; remote pairs
/// is practised where an easier row acts too, see `practised_beside_easier`).
const FROM_COLLECTIONS: &[Technique] = &[
    Technique::NakedQuad,
    Technique::HiddenQuad,
    Technique::Jellyfish,
    Technique::SashimiJellyfish,
    Technique::TurbotFish,
    Technique::SimpleColouring,
    Technique::SueDeCoq,
    Technique::AlsXz,
    Technique::CellForcingChain,
    Technique::UnitForcingChain,
    Technique::NestedForcingChain,
    Technique::RemotePairs,
];

#[test]
fn every_technique_of_the_table_has_a_shipped_position() {
    let pool = Pool::shipped();
    let missing: Vec<Technique> = Technique::all().filter(|&t| pool.positions(t).is_empty()).collect();
    let names: Vec<&str> = missing.iter().map(|t| t.name()).collect();
    assert!(
        missing.is_empty(),
        "techniques without a shipped practice position: {names:?}"
    );
    // Every technique has a run of at least three.
    for technique in Technique::all() {
        let n = pool.positions(technique).len();
        assert!(n >= 3, "{}: only {n} positions", technique.name());
    }
}

/// Each position's steps, applied one after the other from its marks, place only the
/// solution's digits and remove none of them; the puzzle has one solution; the grader's next
/// step there is of the technique (every easier row finds nothing).
#[test]
fn every_shipped_position_replays_against_the_solution() {
    let pool = Pool::shipped();
    let mut seen = 0;
    for technique in Technique::all() {
        for p in pool.positions(technique) {
            assert_eq!(solve_unique(&p.puzzle).as_ref(), Ok(&p.solution), "{}", p.source);
            assert!(p.agrees_with(&p.solution), "{} {}", technique.name(), p.source);
            let mut solver = LogicalSolver::with_candidates(&p.board, &p.candidates);
            let next = solver.next_step().map(|s| s.technique);
            if practised_beside_easier(technique) {
                // An easier row acts first (the page says so), and the technique acts too.
                let next = next.expect("a step");
                let rank = |t: Technique| Technique::all().position(|x| x == t);
                assert!(
                    rank(next) < rank(technique),
                    "{}: {} comes first",
                    p.source,
                    next.name()
                );
                assert!(!solver.all_steps(technique).is_empty(), "{}", p.source);
            } else {
                assert_eq!(next, Some(technique), "{}", p.source);
            }
            for step in &p.steps {
                assert_eq!(step.technique, technique, "{}", p.source);
                solver.apply(step);
                for c in 0..solver.grid().len() {
                    let truth = p.solution.get(c).expect("a solved grid");
                    match solver.grid().get(c) {
                        Some(d) => assert_eq!(d, truth, "{} placed a wrong digit", p.source),
                        None => assert!(
                            solver.candidates()[c].contains(truth),
                            "{} removed a true digit",
                            p.source
                        ),
                    }
                }
            }
            seen += 1;
        }
    }
    assert!(seen >= 47 * 3, "only {seen} positions");
}

/// A candidate the technique neither removes nor places: an empty cell's solution digit.
fn kept(p: &Position) -> (usize, sudoku3d::engine::Digit) {
    let placed = p.placements();
    (0..p.board.len())
        .find(|&c| p.board.get(c).is_none() && !placed.iter().any(|&(x, _)| x == c))
        .and_then(|c| p.solution.get(c).map(|d| (c, d)))
        .expect("an empty cell the technique does not fill")
}

#[test]
fn the_checker_judges_moves_on_the_new_positions() {
    let pool = Pool::shipped();
    let mut partly = 0;
    for &technique in FROM_COLLECTIONS {
        let positions = pool.positions(technique);
        assert!(
            positions.len() >= 3,
            "{}: {} positions",
            technique.name(),
            positions.len()
        );
        for p in positions.iter().take(2) {
            let step = &p.steps[0];
            let right = match step.placements.first() {
                Some(&(c, d)) => PlayerMove::Place(c, d),
                None => PlayerMove::Remove(step.eliminations.clone()),
            };
            assert_eq!(p.check(&right), Verdict::Right, "{}", p.source);
            // Part of a step's eliminations (when no step removes just that one).
            let all = p.eliminations();
            if let Some(&one) = all
                .iter()
                .find(|x| !p.steps.iter().any(|s| s.eliminations == vec![**x]))
            {
                assert_eq!(
                    p.check(&PlayerMove::Remove(vec![one])),
                    Verdict::PartlyRight,
                    "{}",
                    p.source
                );
                partly += 1;
                // With a true candidate besides: not this one.
                assert_eq!(
                    p.check(&PlayerMove::Remove(vec![one, kept(p)])),
                    Verdict::NotThisOne,
                    "{}",
                    p.source
                );
            }
            // A true digit placed elsewhere, and a true candidate removed: not this one.
            let (c, d) = kept(p);
            assert_eq!(p.check(&PlayerMove::Place(c, d)), Verdict::NotThisOne, "{}", p.source);
            assert_eq!(
                p.check(&PlayerMove::Remove(vec![(c, d)])),
                Verdict::NotThisOne,
                "{}",
                p.source
            );
        }
    }
    assert!(partly >= 5, "only {partly} partly right moves checked");
}

/// Show me's hint (`app::screen::learn::show_me_position` walks the first pool position that
/// reads with `HintRequest::compute_from_step`) is named after the technique for every
/// technique the pool holds, and its steps start with the position's own step.
#[test]
fn show_me_walks_the_practised_technique() {
    let pool = Pool::shipped();
    let mut wrong = Vec::new();
    for technique in Technique::all() {
        let Some(p) = pool.positions(technique).into_iter().next() else {
            continue;
        };
        let game = GameState::with_marks(p.board.clone(), p.solution.clone(), p.candidates.clone())
            .expect("the marks keep the solution");
        let hint = game
            .hint_request(None)
            .compute_from_step(&p.steps[0], &Budget::time(Duration::from_secs(20)));
        assert_eq!(hint.steps.first(), Some(&p.steps[0]), "{}", technique.name());
        assert!(hint.placement.is_some(), "{}", technique.name());
        if hint.technique != Some(technique) {
            wrong.push((technique.name(), hint.technique.map(Technique::name)));
        }
    }
    assert!(wrong.is_empty(), "Show me named the wrong technique: {wrong:?}");
}
