//! The positions the game makes for a player past the shipped pool (`play::made`): kept in
//! the data folder across runs, never twice, a damaged file set aside and read as empty
//! (never a panic), a visitor of the folder writing nothing; and `make_position` gives a new
//! position of the technique, none of those it is told are known.

use std::time::Duration;

use sudoku3d::engine::learn::practice::make_position;
use sudoku3d::engine::learn::Pool;
use sudoku3d::engine::{LogicalSolver, Technique};
use sudoku3d::play::made::{MadePositions, MADE_POSITIONS_FILE};

use crate::common::fresh_dir;

#[test]
fn made_positions_are_kept_once_and_read_back() {
    let dir = fresh_dir("made-kept");
    let store = MadePositions::new(&dir, true);
    assert!(store.positions(Technique::XWing).is_empty(), "no file: nothing kept");
    let pool = Pool::shipped();
    let x = pool.positions(Technique::XWing);
    store.add(&x[0]).expect("written");
    store.add(&x[1]).expect("written");
    store.add(&x[0]).expect("the same again");
    assert_eq!(store.positions(Technique::XWing), vec![x[0].clone(), x[1].clone()]);
    assert!(store.positions(Technique::Swordfish).is_empty());
    // No temporary file is left beside it.
    let names: Vec<String> = std::fs::read_dir(&dir)
        .expect("listed")
        .filter_map(|e| e.ok().map(|e| e.file_name().to_string_lossy().into_owned()))
        .collect();
    assert_eq!(names, vec![MADE_POSITIONS_FILE.to_string()]);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_damaged_file_is_set_aside_and_read_as_empty() {
    let dir = fresh_dir("made-damaged");
    let path = dir.join(MADE_POSITIONS_FILE);
    std::fs::write(&path, b"{\"version\": 1, \"entries\": [ {\"technique\": \"x_wi").expect("written");
    // A visitor leaves it where it is.
    let visitor = MadePositions::new(&dir, false);
    assert!(visitor.positions(Technique::XWing).is_empty());
    assert!(path.exists(), "a visitor moved the file");
    let one = Pool::shipped().positions(Technique::XWing).remove(0);
    visitor.add(&one).expect("a visitor writes nothing");
    assert!(std::fs::read(&path).expect("still there").ends_with(b"x_wi"));
    // The owner sets it aside and starts afresh.
    let store = MadePositions::new(&dir, true);
    assert!(store.positions(Technique::XWing).is_empty());
    assert!(!path.exists(), "the damaged file is still in place");
    let aside = std::fs::read_dir(&dir)
        .expect("listed")
        .filter_map(|e| e.ok())
        .any(|e| {
            e.file_name()
                .to_string_lossy()
                .starts_with("practice-made.json.corrupt-")
        });
    assert!(aside, "the damaged file is kept aside");
    store.add(&one).expect("written");
    assert_eq!(store.positions(Technique::XWing), vec![one]);
    // A file that reads but holds a position that no longer holds (a board edited by hand)
    // loses only that entry.
    let text = std::fs::read_to_string(&path).expect("read");
    let mut pool: Pool = serde_json::from_str(&text).expect("json");
    let mut broken = pool.entries[0].clone();
    broken.board = broken.puzzle.replace('.', "1");
    pool.entries.insert(0, broken);
    std::fs::write(&path, serde_json::to_string(&pool).expect("json")).expect("written");
    assert_eq!(store.positions(Technique::XWing).len(), 1);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_made_position_is_new_and_its_technique_is_the_simplest_step() {
    for technique in [Technique::HiddenSingle, Technique::NakedPair] {
        let known: Vec<_> = Pool::shipped()
            .positions(technique)
            .into_iter()
            .map(|p| (p.puzzle, p.board))
            .collect();
        let made = make_position(
            technique,
            3,
            known.clone(),
            Duration::from_secs(60),
            None,
            &sudoku3d::levels::shipped_unchecked,
        )
        .expect("a position made");
        assert!(!known.contains(&(made.puzzle.clone(), made.board.clone())));
        let solver = LogicalSolver::with_candidates(&made.board, &made.candidates);
        assert_eq!(solver.next_step().map(|s| s.technique), Some(technique));
        assert!(made.agrees_with(&made.solution));
    }
    // Cancelled before it starts: nothing is made.
    let cancel = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(true));
    let none = make_position(
        Technique::XWing,
        3,
        Vec::new(),
        Duration::from_secs(60),
        Some(cancel),
        &sudoku3d::levels::shipped_unchecked,
    );
    assert!(none.is_none());
}
