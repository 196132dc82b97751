//! The player's standing per technique (issue 40): credited from real moves of a game, kept
//! in the statistics file across a restart, and read from files written before it existed.

use std::time::Instant;

use sudoku3d::engine::learn::{Credit, PlayerMove, Verdict};
use sudoku3d::engine::{Digit, LogicalSolver, Technique};
use sudoku3d::play::standings::Level;
use sudoku3d::play::{source, CreditJob, GameState, MASTERY_RUN};
use sudoku3d::store::{self, Statistics};

use crate::common::fresh_dir;

const PUZZLE: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

fn game() -> GameState {
    let loaded = source::from_text(PUZZLE).expect("a puzzle");
    GameState::new(loaded.puzzle, loaded.solution).expect("a game")
}

fn load(dir: &std::path::Path) -> Statistics {
    match store::load_json::<Statistics>(&dir.join(store::STATISTICS_FILE)) {
        store::Loaded::Ok(s) => s.checked().expect("in range"),
        _ => panic!("the statistics file did not load"),
    }
}

#[test]
fn moves_of_a_game_are_credited_and_the_standings_survive_a_restart() {
    let dir = fresh_dir("standings-restart");
    let mut stats = Statistics::default();
    let mut game = game();
    // The player makes the grader's first three placements themselves, no hint open.
    let mut credited = Vec::new();
    for _ in 0..3 {
        let solver = LogicalSolver::new(game.grid());
        let step = solver.next_step().expect("a step");
        let (cell, digit) = step.placements[0];
        let job = CreditJob::before(&game, PlayerMove::Place(cell, digit), false).expect("no hint open");
        game.place(cell, digit, Instant::now()).expect("placed");
        let got = job.run();
        assert_eq!(got.technique(), Some(step.technique), "{got:?}");
        credited.push(stats.techniques.record_credit(got, "2026-11-28").expect("credited"));
    }
    // With a hint open the move is the hint's: no job, counted via the hint.
    let solver = LogicalSolver::new(game.grid());
    let step = solver.next_step().expect("a step");
    assert!(CreditJob::before(
        &game,
        PlayerMove::Place(step.placements[0].0, step.placements[0].1),
        true
    )
    .is_none());
    stats.techniques.record_via_hint(step.technique);
    // A wrong digit is unexplained and counts for nothing.
    let cell = (0..81).find(|&c| game.grid().get(c).is_none()).expect("an empty cell");
    let right = game.solution().get(cell).expect("solved");
    let wrong = Digit::new(right.get() % 9 + 1).expect("a digit");
    let job = CreditJob::before(&game, PlayerMove::Place(cell, wrong), false).expect("a job");
    assert!(matches!(job.run(), Credit::Unexplained(_)));
    assert_eq!(stats.techniques.record_credit(job.run(), "2026-11-28"), None);

    store::save_json(&dir.join(store::STATISTICS_FILE), &stats).expect("saved");
    let back = load(&dir);
    assert_eq!(back, stats);
    let first = back.techniques.get(credited[0]);
    let found = credited.iter().filter(|&&t| t == credited[0]).count() as u32;
    assert_eq!(first.found, found);
    assert_eq!(first.first_found.as_deref(), Some("2026-11-28"));
    assert!(back.techniques.get(step.technique).via_hint >= 1);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn five_right_in_a_row_without_a_hint_master_a_technique() {
    let dir = fresh_dir("standings-mastery");
    let mut stats = Statistics::default();
    let t = Technique::XWing;
    for _ in 0..MASTERY_RUN - 1 {
        stats.techniques.record_practice(t, Verdict::Right, false, "2026-11-27");
    }
    // A wrong move starts the run again; a right move with the hint open does not count.
    stats
        .techniques
        .record_practice(t, Verdict::NotThisOne, false, "2026-11-27");
    stats.techniques.record_practice(t, Verdict::Right, true, "2026-11-27");
    assert_eq!(stats.techniques.get(t).level(), Level::Practised);
    for _ in 0..MASTERY_RUN {
        stats.techniques.record_practice(t, Verdict::Right, false, "2026-11-28");
    }
    store::save_json(&dir.join(store::STATISTICS_FILE), &stats).expect("saved");
    let back = load(&dir).techniques.get(t);
    assert_eq!(back.level(), Level::Mastered);
    assert_eq!(back.mastered.as_deref(), Some("2026-11-28"));
    assert_eq!(back.practice_right, 2 * MASTERY_RUN);
    assert_eq!(back.practice_wrong, 1);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_statistics_file_from_before_the_standings_loads_with_none() {
    let dir = fresh_dir("standings-old");
    let old = r#"{"version": 1, "modes": {"classic-easy": {"played": 3, "won": 2}}, "history": []}"#;
    std::fs::write(dir.join(store::STATISTICS_FILE), old).expect("written");
    let back = load(&dir);
    assert_eq!(back.modes["classic-easy"].won, 2);
    assert!(back.techniques.0.is_empty());
    assert_eq!(back.techniques.get(Technique::XWing).level(), Level::NotMet);
    // A file that counts past the cap is refused, naming the technique.
    let bad = r#"{"techniques": {"x_wing": {"found": 99999999999}}}"#;
    assert!(
        serde_json::from_str::<Statistics>(bad).is_err() || {
            let s: Statistics = serde_json::from_str(bad).expect("parsed");
            s.checked().is_err()
        }
    );
    let big = r#"{"techniques": {"x_wing": {"found": 20000000}}}"#;
    let s: Statistics = serde_json::from_str(big).expect("parsed");
    assert!(s.checked().expect_err("out of range").contains("x_wing"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// The game screen hands the application a credit job for each move of the player's own,
/// none while a hint is open, and counts the hint as seen.
#[cfg(feature = "gui")]
#[test]
fn the_game_screen_credits_own_moves_and_not_a_hints() {
    use game::Message::*;
    use sudoku3d::app::screen::game::{self, Game, LearnEvent};
    let now = Instant::now();
    let mut g = Game::new(source::from_text(PUZZLE).expect("valid"), now).expect("a game");
    // The grader's first placement, made by the player.
    let step = LogicalSolver::new(g.state().grid()).next_step().expect("a step");
    let (cell, digit) = step.placements[0];
    let _ = g.update(CellPressed(cell));
    let _ = g.update(DigitPressed(digit));
    let events = g.take_learn_events();
    assert_eq!(events.len(), 1, "{events:?}");
    let LearnEvent::Credit(job) = &events[0] else {
        panic!("not a credit: {events:?}");
    };
    assert_eq!(job.mv, PlayerMove::Place(cell, digit));
    assert!(job.board.get(cell).is_none(), "the board before the move");
    assert_eq!(job.run().technique(), Some(step.technique));
    // Taking a note out is a move too; putting one in is not.
    let _ = g.update(FillNotes);
    let empty = (0..81)
        .find(|&c| g.state().grid().get(c).is_none())
        .expect("an empty cell");
    let wrong = g
        .state()
        .notes(empty)
        .iter()
        .find(|&x| Some(x) != g.state().solution().get(empty))
        .expect("a wrong note");
    let _ = g.update(ToggleNotes);
    let _ = g.update(CellPressed(empty));
    let _ = g.update(DigitPressed(wrong));
    let _ = g.update(ToggleNotes);
    let events = g.take_learn_events();
    assert!(
        matches!(events.as_slice(), [LearnEvent::Credit(job)] if job.mv == PlayerMove::Remove(vec![(empty, wrong)])),
        "{events:?}"
    );
    // A hint on show: it counts as seen, and a move made meanwhile is not credited.
    let _ = g.update(Hint);
    let (number, request) = g.pending_hint().expect("a hint asked for");
    let hint = request.compute();
    let technique = hint.technique.expect("a technique");
    let _ = g.update(HintFound(number, Box::new(hint)));
    let events = g.take_learn_events();
    assert!(
        matches!(events.as_slice(), [LearnEvent::SeenInHint(t)] if *t == technique),
        "{events:?}"
    );
    let other = (0..81)
        .find(|&c| g.state().grid().get(c).is_none())
        .expect("an empty cell");
    let _ = g.update(CellPressed(other));
    let _ = g.update(DigitPressed(g.state().solution().get(other).expect("solved")));
    assert!(
        !g.take_learn_events().iter().any(|e| matches!(e, LearnEvent::Credit(_))),
        "a move with the hint open is not the player's own"
    );
}
