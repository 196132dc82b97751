//! Statistics that cannot lie (proptest), without a window: random sequences of play, reset,
//! solve, hint, undo, win and abandon over a few puzzles, fed to the statistics the way the
//! window does (`play::record`), keep these true after every step. Hints go through the path
//! the window's Hint button takes: a hint is computed and shown at stage 1, and later presses
//! move the hint on show to stage 2 (its pattern: help) and stage 3 (applied), or find a new
//! one once the board has changed.
//!
//! - a puzzle counts once as played, however often it is dealt;
//! - a puzzle counts at most once as won: a replay of a solved puzzle is no new win or best;
//! - won never exceeds played, unaided wins never exceed wins;
//! - a win counts as unaided only when no hint and no Solve was used in that game, Reset and
//!   undo notwithstanding;
//! - the best time is the fastest unaided first win;
//! - the history lists every finished and abandoned game, in order, with how it ended and
//!   the hints taken in it.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::LazyLock;
use std::time::{Duration, Instant};

use proptest::prelude::*;
use sudoku3d::engine::{Difficulty, Shape};
use sudoku3d::play::{record, ActiveHint, Advanced, GameState, Origin, Refusal, Stage};
use sudoku3d::store::{Category, GameEnd, Statistics};

/// What the player does.
#[derive(Clone, Debug)]
enum Op {
    /// Deal puzzle i (a new game of it, leaving any unfinished one).
    Deal(usize),
    /// Fill n more cells with the right digit (the last one wins).
    Fill(usize),
    /// A wrong digit somewhere.
    Wrong,
    /// The Hint button: moves the hint on show to its next stage, or shows a new one at
    /// stage 1 (none on show, past its last stage, or the board changed under it).
    HintPress,
    /// The hint on show is closed (Escape, or a move elsewhere).
    HintClose,
    Solve,
    Reset,
    Undo,
    Redo,
    /// Let the clock run.
    Wait(u64),
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        3 => (0..3usize).prop_map(Op::Deal),
        8 => (1..30usize).prop_map(Op::Fill),
        2 => Just(Op::Wrong),
        4 => Just(Op::HintPress),
        1 => Just(Op::HintClose),
        2 => Just(Op::Solve),
        3 => Just(Op::Reset),
        3 => Just(Op::Undo),
        2 => Just(Op::Redo),
        2 => (1..600u64).prop_map(Op::Wait),
    ]
}

/// Three easy levels: (puzzle, solution, origin).
static LEVELS: LazyLock<Vec<(GameState, Origin)>> = LazyLock::new(|| {
    sudoku3d::levels::load(Shape::Classic.variant(), Difficulty::Easy, None)
        .levels
        .into_iter()
        .take(3)
        .map(|l| {
            let origin = Origin::Level { id: l.id.clone() };
            (GameState::new(l.puzzle, l.solution).expect("a level is a game"), origin)
        })
        .collect()
});

/// What the statistics must say, kept by the test from what it saw.
#[derive(Default)]
struct Expected {
    dealt: BTreeSet<usize>,
    /// Puzzle -> whether its first win was unaided, and its time.
    won: BTreeMap<usize, (bool, u64)>,
    /// The games that ended, in order: how, and the hints taken in each.
    history: Vec<(GameEnd, u32)>,
}

fn run(ops: &[Op]) {
    let start = Instant::now();
    let mut now = start;
    let mut stats = Statistics::default();
    let mut expected = Expected::default();
    let mut current: Option<(usize, GameState)> = None;
    // The hint on show, and whether the game in play was helped: kept by the test from what
    // the hint path and Solve answered, not read from the game.
    let mut hint: Option<ActiveHint> = None;
    let mut helped = false;
    // Hints taken in the game in play: each one shown up to its pattern (stage 2).
    let mut hints = 0;
    let easy = Difficulty::Easy;
    for op in ops {
        let was_finished = current.as_ref().is_some_and(|(_, g)| g.is_finished());
        match *op {
            Op::Deal(i) => {
                if let Some((j, g)) = &current {
                    if !g.is_finished() {
                        record::abandoned(&mut stats, Shape::Classic, easy, &LEVELS[*j].1, g.elapsed(now), hints);
                        expected.history.push((GameEnd::Abandoned, hints));
                    }
                }
                let (state, origin) = &LEVELS[i];
                let mut game = state.clone();
                game.resume(now);
                let counted = record::started(&mut stats, &game, easy, origin);
                hint = None;
                helped = false;
                hints = 0;
                assert_eq!(counted, expected.dealt.insert(i), "played counts a puzzle once");
                current = Some((i, game));
            }
            Op::Wait(secs) => now += Duration::from_secs(secs),
            _ => {}
        }
        let Some((i, game)) = current.as_mut() else { continue };
        match *op {
            Op::Fill(n) => {
                let empty: Vec<usize> = (0..81)
                    .filter(|&c| game.grid().get(c) != game.solution().get(c))
                    .collect();
                for &c in empty.iter().take(n) {
                    let _ = game.place(c, game.solution().get(c).expect("solved"), now);
                }
            }
            Op::Wrong => {
                if let Some(c) = (0..81).find(|&c| game.grid().get(c).is_none()) {
                    let right = game.solution().get(c).expect("solved");
                    let wrong = sudoku3d::engine::Digit::all()
                        .find(|&d| d != right)
                        .expect("eight others");
                    let _ = game.place(c, wrong, now);
                }
            }
            Op::HintPress if !game.is_finished() => {
                let advanced = match hint.as_mut() {
                    Some(active) => active.advance(game, now),
                    None => Ok(Advanced::Done),
                };
                match advanced {
                    Ok(Advanced::Shown(stage)) => {
                        if stage == Stage::Why {
                            helped = true;
                            hints += 1;
                        }
                    }
                    Ok(Advanced::Applied(_)) => helped = true,
                    Ok(Advanced::Done) | Err(Refusal::Stale) => {
                        hint = Some(ActiveHint::new(game.hint_request(None).compute()));
                    }
                    Err(refusal) => panic!("the hint on show was refused: {refusal}"),
                }
            }
            Op::HintPress => {}
            Op::HintClose => hint = None,
            Op::Solve => helped |= game.solve(now).is_ok(),
            Op::Reset => drop(game.reset(now)),
            Op::Undo => drop(game.undo(now)),
            Op::Redo => drop(game.redo(now)),
            Op::Deal(_) | Op::Wait(_) => {}
        }
        // The window records a win when a game becomes finished.
        if !was_finished && game.is_finished() && !matches!(op, Op::Deal(_)) {
            let finish = game.finish().expect("finished");
            let outcome = record::finished(&mut stats, game, easy, &LEVELS[*i].1).expect("over");
            let first = !expected.won.contains_key(i);
            assert_eq!(outcome.counted, first, "a puzzle is won once");
            assert_eq!(
                finish.assisted || game.help_used(),
                helped,
                "a game is helped exactly when help was shown"
            );
            let end = if helped {
                GameEnd::SolvedWithHelp
            } else {
                GameEnd::Solved
            };
            expected.history.push((end, hints));
            let last = stats.history.last().expect("the win is in the history");
            assert_eq!((last.secs, last.entered), (finish.time.as_secs(), false));
            if first {
                expected.won.insert(*i, (!helped, finish.time.as_secs()));
            } else {
                assert!(!outcome.new_best, "a replay is no new best");
            }
        }
        let row = stats.row(Shape::Classic.variant(), Category::Band(easy));
        assert_eq!(row.played as usize, expected.dealt.len());
        assert_eq!(row.won as usize, expected.won.len());
        assert!(row.won <= row.played && row.won_unaided <= row.won);
        let unaided: Vec<u64> = expected.won.values().filter(|(u, _)| *u).map(|&(_, t)| t).collect();
        assert_eq!(row.won_unaided as usize, unaided.len());
        assert_eq!(row.best_secs, unaided.iter().copied().min());
        let history: Vec<(GameEnd, u32)> = stats.history.iter().map(|g| (g.end, g.hints)).collect();
        assert_eq!(history, expected.history, "the history lists every game that ended");
    }
}

/// Every game that ends is in the history, latest last, with its hints: one abandoned after
/// two hints, one won after a hint, one won unaided.
#[test]
fn the_history_records_wins_and_abandons_with_their_hints() {
    let now = Instant::now();
    let mut stats = Statistics::default();
    let easy = Difficulty::Easy;
    // Two hints to their pattern (the board changes between them: the first is applied).
    let (state, origin) = &LEVELS[0];
    let mut left = state.clone();
    record::started(&mut stats, &left, easy, origin);
    for _ in 0..2 {
        let mut hint = ActiveHint::new(left.hint_request(None).compute());
        assert_eq!(hint.advance(&mut left, now), Ok(Advanced::Shown(Stage::Why)));
        assert!(matches!(hint.advance(&mut left, now), Ok(Advanced::Applied(_))));
    }
    assert_eq!(left.hints_used(), 2);
    record::abandoned(
        &mut stats,
        Shape::Classic,
        easy,
        origin,
        Duration::from_secs(95),
        left.hints_used(),
    );
    // A win after one hint, and one without.
    for (n, hinted) in [(1, true), (2, false)] {
        let (state, origin) = &LEVELS[n];
        let mut game = state.clone();
        record::started(&mut stats, &game, easy, origin);
        if hinted {
            let mut hint = ActiveHint::new(game.hint_request(None).compute());
            hint.advance(&mut game, now).expect("to stage 2");
        }
        for c in 0..81 {
            let _ = game.place(c, game.solution().get(c).expect("solved"), now);
        }
        record::finished(&mut stats, &game, easy, origin).expect("won");
    }
    let history: Vec<_> = stats
        .history
        .iter()
        .map(|g| (g.variant, g.difficulty, g.category(), g.end, g.hints))
        .collect();
    let row = Category::Band(easy);
    assert_eq!(
        history,
        [
            (Shape::Classic.variant(), easy, row, GameEnd::Abandoned, 2),
            (Shape::Classic.variant(), easy, row, GameEnd::SolvedWithHelp, 1),
            (Shape::Classic.variant(), easy, row, GameEnd::Solved, 0),
        ]
    );
    assert_eq!(stats.history[0].secs, 95);
    assert_eq!(stats.history[0].date, sudoku3d::store::today());
    // An entered puzzle is in the history as one.
    let mut own = LEVELS[1].0.clone();
    record::started(&mut stats, &own, Difficulty::Hard, &Origin::Entered);
    own.solve(now).expect("open");
    record::finished(&mut stats, &own, Difficulty::Hard, &Origin::Entered);
    let last = stats.history.last().expect("four games");
    assert_eq!(
        (last.category(), last.end),
        (Category::Entered, GameEnd::SolvedWithHelp)
    );
}

/// Help is help whatever came after: a hint or Solve anywhere in a game makes its win aided.
#[test]
fn solve_reset_and_typing_the_solution_is_a_win_with_help() {
    let (state, origin) = &LEVELS[0];
    let now = Instant::now();
    let mut stats = Statistics::default();
    let mut game = state.clone();
    record::started(&mut stats, &game, Difficulty::Easy, origin);
    game.solve(now).expect("open");
    record::finished(&mut stats, &game, Difficulty::Easy, origin);
    game.reset(now);
    for c in 0..81 {
        let _ = game.place(c, game.solution().get(c).expect("solved"), now);
    }
    assert!(game.finish().expect("won again").assisted);
    let again = record::finished(&mut stats, &game, Difficulty::Easy, origin).expect("over");
    assert!(!again.counted && !again.new_best);
    let row = stats.get(Shape::Classic.variant(), Difficulty::Easy);
    assert_eq!((row.played, row.won, row.won_unaided, row.best_secs), (1, 1, 0, None));
}

/// The bug players met: a hint shown to stage 2 (H H), then the puzzle finished by hand, was
/// recorded as an unaided first win with a best time. Stage 1 alone is no help.
#[test]
fn a_hint_shown_to_stage_two_then_a_win_by_hand_is_helped() {
    for (stages, aided) in [(1, false), (2, true), (3, true)] {
        let (state, origin) = &LEVELS[2];
        let now = Instant::now();
        let mut stats = Statistics::default();
        let mut game = state.clone();
        record::started(&mut stats, &game, Difficulty::Easy, origin);
        let mut hint = ActiveHint::new(game.hint_request(None).compute());
        for _ in 1..stages {
            hint.advance(&mut game, now).expect("the hint moves on");
        }
        // What the window saves before the win says so too.
        let saved = sudoku3d::play::SavedGame::of(&game, Difficulty::Easy, origin, now).expect("in play");
        assert_eq!(saved.help_used, aided, "stage {stages}: the saved game");
        assert_eq!(saved.restore().expect("restores").help_used(), aided);
        for c in 0..81 {
            let _ = game.place(c, game.solution().get(c).expect("solved"), now);
        }
        let outcome = record::finished(&mut stats, &game, Difficulty::Easy, origin).expect("won");
        assert!(outcome.counted);
        assert_eq!(game.help_used(), aided, "stage {stages}");
        let row = stats.get(Shape::Classic.variant(), Difficulty::Easy);
        assert_eq!(row.won, 1);
        assert_eq!(row.won_unaided, u32::from(!aided), "stage {stages}");
        assert_eq!(
            row.best_secs.is_some(),
            !aided,
            "stage {stages}: a best time only unaided"
        );
    }
}

/// An entered puzzle counts in its own row, never in a band's.
#[test]
fn entered_puzzles_have_their_own_row() {
    let (state, _) = &LEVELS[1];
    let mut stats = Statistics::default();
    let mut game = state.clone();
    record::started(&mut stats, &game, Difficulty::Hard, &Origin::Entered);
    game.solve(Instant::now()).expect("open");
    record::finished(&mut stats, &game, Difficulty::Hard, &Origin::Entered);
    assert_eq!(stats.row(Shape::Classic.variant(), Category::Entered).played, 1);
    assert_eq!(stats.row(Shape::Classic.variant(), Category::Entered).won, 1);
    for d in Difficulty::ALL {
        assert_eq!(stats.get(Shape::Classic.variant(), d).played, 0);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn statistics_cannot_be_inflated(ops in prop::collection::vec(op(), 1..60)) {
        run(&ops);
    }
}
