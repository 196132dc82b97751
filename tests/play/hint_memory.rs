//! Hints remember: the eliminations a hint showed (its stage 2, or its step applied) stay
//! known for the rest of the game, saved with it; the next hint starts without them, so it
//! does not teach them again; the board shows them where the player keeps no notes; "Write
//! these into my notes" is one move that Undo takes back; Reset and a new game forget them.

use std::time::Instant;

use crate::common;

use sudoku3d::engine::{solve_unique, Difficulty, Digit, Grid, Shape, Technique};
use sudoku3d::levels;
use sudoku3d::play::{ActiveHint, Advanced, GameState, HintKind, MoveKind, Origin, SavedGame, Stage, StagedHint};

fn game_of(puzzle: &Grid) -> GameState {
    let solution = solve_unique(puzzle).expect("one solution");
    GameState::new(puzzle.clone(), solution).expect("a game")
}

fn is_pair(t: Technique) -> bool {
    matches!(t, Technique::NakedPair | Technique::HiddenPair)
}

/// A game played by hints, the player writing only their digits (no notes, nothing
/// remembered), up to the first hint that teaches a pair; that hint.
fn at_a_pair(puzzle: &Grid) -> Option<(GameState, StagedHint)> {
    let mut game = game_of(puzzle);
    let now = Instant::now();
    for _ in 0..81 {
        let hint = game.hint_request(None).compute();
        if hint.kind != HintKind::Step {
            return None;
        }
        if hint
            .steps
            .iter()
            .any(|s| is_pair(s.technique) && !s.eliminations.is_empty())
        {
            return Some((game, hint));
        }
        let (cell, digit) = hint.placement?;
        game.place(cell, digit, now).expect("the hint's digit");
    }
    None
}

/// The first shipped Hard level (then Expert) whose hints teach a pair on the way, there.
fn a_pair() -> (GameState, StagedHint) {
    [Difficulty::Hard, Difficulty::Expert]
        .into_iter()
        .flat_map(|band| levels::load(Shape::Classic.variant(), band, None).levels)
        .find_map(|level| at_a_pair(&level.puzzle))
        .expect("a shipped level teaches a pair on the way")
}

/// Shows `hint` up to stage 2 and closes it, as a player who reads "Why?" and goes on alone.
fn read_why(game: &mut GameState, hint: StagedHint) {
    let mut active = ActiveHint::new(hint);
    assert_eq!(active.advance(game, Instant::now()), Ok(Advanced::Shown(Stage::Why)));
}

fn repeated(first: &StagedHint, second: &StagedHint) -> Vec<(usize, Digit)> {
    second
        .steps
        .iter()
        .flat_map(|s| s.eliminations.iter().copied())
        .filter(|e| first.eliminations.contains(e))
        .collect()
}

#[test]
fn a_pair_read_at_stage_two_is_not_taught_again() {
    let (mut game, first) = a_pair();
    assert!(game.all_notes().iter().all(|n| n.is_empty()), "a player without notes");
    // Without the memory the next hint is the same lesson (what this test guards against).
    let forgetful = game.hint_request(None).compute();
    assert!(
        !repeated(&first, &forgetful).is_empty(),
        "asked again, the pair comes back"
    );
    read_why(&mut game, first.clone());
    for &(cell, digit) in &first.eliminations {
        assert!(
            game.ruled_out(cell).contains(digit),
            "r{}c{} {digit}",
            cell / 9 + 1,
            cell % 9 + 1
        );
    }
    let second = game.hint_request(None).compute();
    assert_eq!(second.kind, HintKind::Step);
    assert!(
        repeated(&first, &second).is_empty(),
        "the second hint removes again {:?}",
        repeated(&first, &second)
    );
    // And it is still right: its digit is the solution's.
    let (cell, digit) = second.placement.expect("a digit");
    assert_eq!(game.solution().get(cell), Some(digit));
}

#[test]
fn a_hint_closed_at_stage_one_teaches_nothing() {
    let (mut game, first) = a_pair();
    let _stage_one = ActiveHint::new(first.clone());
    assert!(game.all_ruled_out().iter().all(|r| r.is_empty()));
    let again = game.hint_request(None).compute();
    assert_eq!(
        again.eliminations, first.eliminations,
        "stage 1 only says where to look"
    );
    // A mistake's hint proves nothing.
    let empty = (0..81).find(|&c| game.grid().get(c).is_none()).unwrap();
    let wrong = Digit::all().find(|&d| game.solution().get(empty) != Some(d)).unwrap();
    game.place(empty, wrong, Instant::now()).unwrap();
    let mistake = game.hint_request(None).compute();
    assert_eq!(mistake.kind, HintKind::Mistake);
    assert_eq!(game.remember(&mistake), 0);
}

#[test]
fn what_a_hint_showed_outlives_undo_and_goes_with_reset_and_a_new_game() {
    let (mut game, first) = a_pair();
    let now = Instant::now();
    let mut active = ActiveHint::new(first.clone());
    active.advance(&mut game, now).unwrap();
    let Ok(Advanced::Applied(_)) = active.advance(&mut game, now) else {
        panic!("stage 3 applies the step");
    };
    let remembered = game.all_ruled_out().to_vec();
    assert!(remembered.iter().any(|r| !r.is_empty()));
    // Undoing the step takes its digit back, not what it proved.
    assert!(game.undo(now));
    assert_eq!(game.all_ruled_out(), &remembered[..]);
    assert!(repeated(&first, &game.hint_request(None).compute()).is_empty());
    // Reset is a fresh start.
    game.reset(now);
    assert!(game.all_ruled_out().iter().all(|r| r.is_empty()));
    assert!(game.remembered_marks().iter().all(|r| r.is_empty()));
    let fresh = GameState::new(game.puzzle().clone(), game.solution().clone()).unwrap();
    assert!(fresh.all_ruled_out().iter().all(|r| r.is_empty()));
}

#[test]
fn stage_three_without_notes_remembers_what_it_removed() {
    // Applied straight away (as `apply_hint` is, by whoever calls it): the player keeps no
    // notes, so nothing would carry the eliminations but the memory.
    let (mut game, first) = a_pair();
    game.apply_hint(&first, Instant::now()).unwrap();
    assert!(game.all_notes().iter().all(|n| n.is_empty()));
    for &(cell, digit) in &first.eliminations {
        assert!(game.ruled_out(cell).contains(digit));
    }
}

#[test]
fn the_board_shows_them_only_in_empty_cells_without_notes() {
    let (mut game, first) = a_pair();
    let now = Instant::now();
    read_why(&mut game, first.clone());
    let shown = game.remembered_marks();
    let &(cell, digit) = first.eliminations.first().unwrap();
    assert!(shown[cell].contains(digit), "drawn where the player keeps no notes");
    for (c, marks) in shown.iter().enumerate() {
        assert!(
            marks.iter().all(|d| game.ruled_out(c).contains(d)),
            "only what was shown"
        );
        assert!(marks.is_empty() || game.grid().get(c).is_none());
    }
    // A note in the cell: the player's notes speak for it.
    let other = game.grid().candidates(cell).iter().find(|&d| d != digit).unwrap();
    game.toggle_note(cell, other, now).unwrap();
    assert!(game.remembered_marks()[cell].is_empty());
    game.undo(now);
    // Once a digit on the board rules it out too, it is no news: not drawn.
    let peer_with_it = Shape::Classic
        .geometry()
        .peers(cell)
        .iter()
        .copied()
        .find(|&p| game.grid().get(p).is_none() && game.solution().get(p) == Some(digit));
    if let Some(peer) = peer_with_it {
        game.place(peer, digit, now).unwrap();
        assert!(!game.remembered_marks()[cell].contains(digit));
        assert!(game.ruled_out(cell).contains(digit), "still remembered");
    }
}

#[test]
fn write_these_into_my_notes_is_one_move_that_undo_takes_back() {
    let (mut game, first) = a_pair();
    let now = Instant::now();
    read_why(&mut game, first.clone());
    assert!(game.can_write_hint_notes(&first));
    let before = game.all_notes().to_vec();
    let moves = game.history().len();
    game.write_hint_notes(&first, now).unwrap();
    assert_eq!(game.history().len(), moves + 1, "one move");
    assert_eq!(game.history().last().unwrap().kind, MoveKind::HintNotes);
    // Every cell the hint touched now notes what is left, the eliminations gone.
    for step in &first.steps {
        for &(cell, digit) in &step.candidates {
            assert!(game.notes(cell).contains(digit), "the pattern's {digit} in {cell}");
        }
    }
    for &(cell, digit) in &first.eliminations {
        let notes = game.notes(cell);
        assert!(!notes.is_empty() && !notes.contains(digit), "{cell}: {notes:?}");
        let expected = game.grid().candidates(cell).difference(game.ruled_out(cell));
        assert_eq!(notes, expected, "the candidates left in {cell}");
    }
    assert!(!game.can_write_hint_notes(&first), "nothing left to write");
    assert!(game.undo(now));
    assert_eq!(game.all_notes(), &before[..]);
    // With the player's own notes, only the eliminations leave them; nothing is added.
    let &(cell, digit) = first.eliminations.first().unwrap();
    game.toggle_note(cell, digit, now).unwrap();
    let next_hint = game.hint_request(None).compute();
    assert_eq!(next_hint.board, first.board, "notes do not change the board");
    game.write_hint_notes(&first, now).unwrap();
    assert!(
        game.notes(cell).is_empty(),
        "the player's one note was the eliminated digit"
    );
}

#[test]
fn saved_and_continued_the_next_hint_still_does_not_repeat() {
    let (mut game, first) = a_pair();
    read_why(&mut game, first.clone());
    let saved = SavedGame::of(&game, Difficulty::Hard, &Origin::Entered, Instant::now()).unwrap();
    assert!(!saved.ruled_out.is_empty());
    let json = serde_json::to_string(&saved).unwrap();
    assert!(json.contains("\"ruled_out\""), "{json}");
    let loaded: SavedGame = serde_json::from_str(&json).unwrap();
    let restored = loaded.restore().expect("the save loads");
    assert_eq!(restored.all_ruled_out(), game.all_ruled_out());
    let next = restored.hint_request(None).compute();
    assert!(repeated(&first, &next).is_empty(), "{:?}", repeated(&first, &next));
}

#[test]
fn an_old_save_loads_and_a_damaged_memory_is_refused() {
    let (mut game, first) = a_pair();
    read_why(&mut game, first.clone());
    let saved = SavedGame::of(&game, Difficulty::Hard, &Origin::Entered, Instant::now()).unwrap();
    // Version 1 had no memory: such a file loads, with nothing remembered.
    let mut old: serde_json::Value = serde_json::to_value(&saved).unwrap();
    old["version"] = 1.into();
    old.as_object_mut().unwrap().remove("ruled_out");
    let old: SavedGame = serde_json::from_value(old).unwrap();
    let restored = old.restore().expect("a version 1 save still loads");
    assert!(restored.all_ruled_out().iter().all(|r| r.is_empty()));
    // A memory that rules out a cell's own digit is no hint's: the save does not fit.
    let (cell, _) = first.eliminations[0];
    let mut damaged = saved.clone();
    let own = game.solution().get(cell).unwrap();
    damaged.ruled_out.insert(cell, own.to_string());
    assert!(damaged.restore().is_err());
    let mut off_board = saved;
    off_board.ruled_out.insert(81, "1".into());
    assert!(off_board.restore().is_err());
    // Nothing remembered, nothing written: the file stays as version 1 wrote it.
    let plain = SavedGame::of(
        &game_of(game.puzzle()),
        Difficulty::Hard,
        &Origin::Entered,
        Instant::now(),
    )
    .unwrap();
    assert!(!serde_json::to_string(&plain).unwrap().contains("ruled_out"));
}

#[test]
fn a_hint_that_removes_nothing_has_nothing_to_write() {
    let level = levels::load(Shape::Classic.variant(), Difficulty::Easy, None)
        .levels
        .remove(0);
    let mut game = game_of(&level.puzzle);
    let single = game.hint_request(None).compute();
    assert!(single.eliminations.is_empty(), "an easy puzzle starts with a single");
    read_why(&mut game, single.clone());
    assert!(!game.can_write_hint_notes(&single));
    assert_eq!(
        game.write_hint_notes(&single, Instant::now()),
        Ok(sudoku3d::play::Outcome::Unchanged)
    );
    assert!(game.history().is_empty() && game.all_ruled_out().iter().all(|r| r.is_empty()));
}

#[test]
fn continue_on_the_menu_brings_the_memory_back() {
    use sudoku3d::app::{App, Launch};
    use sudoku3d::store;
    let (mut game, first) = a_pair();
    read_why(&mut game, first.clone());
    let dir = common::fresh_dir("hint-memory");
    let saved = SavedGame::of(&game, Difficulty::Hard, &Origin::Entered, Instant::now()).unwrap();
    store::save_json(&dir.join(store::SAVED_GAME_FILE), &saved).unwrap();
    let launch = Launch {
        data_dir: Some(dir.clone()),
        ..Launch::default()
    };
    let mut app = App::new(launch, Default::default()).0;
    for message in common::widgets::clicked(&app, "menu-continue") {
        let _ = app.update(message);
    }
    let resumed = app.game().expect("the saved game on show").state();
    assert_eq!(resumed.all_ruled_out(), game.all_ruled_out());
    let next = resumed.hint_request(None).compute();
    assert!(repeated(&first, &next).is_empty(), "{:?}", repeated(&first, &next));
    // The board shows them again.
    let marks = resumed.remembered_marks();
    let &(cell, digit) = first
        .eliminations
        .iter()
        .find(|&&(c, d)| marks[c].contains(d))
        .expect("an elimination the digits alone do not show");
    let shown = common::widgets::cell_text(&app, cell / 9, cell % 9);
    assert!(shown.contains(&digit.to_string()), "{shown:?}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn fill_notes_leaves_out_what_hints_ruled_out() {
    let (mut game, first) = a_pair();
    let now = Instant::now();
    read_why(&mut game, first.clone());
    game.fill_candidates(now).unwrap();
    for &(cell, digit) in &first.eliminations {
        let notes = game.notes(cell);
        assert!(!notes.is_empty() && !notes.contains(digit), "{cell}: {notes:?}");
        assert_eq!(notes, game.grid().candidates(cell).difference(game.ruled_out(cell)));
    }
    // The hint teaches nothing new when asked again with the notes filled.
    assert!(repeated(&first, &game.hint_request(None).compute()).is_empty());
}
