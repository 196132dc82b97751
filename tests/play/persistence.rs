//! What the game keeps between runs: the saved game, the statistics, the settings, and the
//! levels dealt. Every test works in a fresh folder of its own, passed explicitly (the
//! environment variable `SUDOKU3D_DATA_DIR` is read only by the binary at start, since tests
//! share one process).
#![cfg(feature = "gui")]

use crate::common;
use common::widgets::cell_text;
use common::widgets::{shows, texts_in};

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use iced::futures::executor::block_on;

use sudoku3d::app::persist::Disk;
use sudoku3d::app::screen::game::{self, Game};
use sudoku3d::app::{App, Launch, Message};
use sudoku3d::engine::{Difficulty, Digit, Shape};
use sudoku3d::play::saved::{load_all, SavedGame};
use sudoku3d::play::source::{self, Origin, Request};
use sudoku3d::store::{self, Settings, Statistics, ThemeChoice};

/// A classic puzzle with one solution (51 empty cells).
const PUZZLE: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// Waits (up to five seconds) for the background writes to make `check` true.
fn wait_for(what: &str, check: impl Fn() -> bool) {
    let deadline = Instant::now() + Duration::from_secs(5);
    while !check() {
        assert!(Instant::now() < deadline, "timed out waiting for {what}");
        std::thread::sleep(Duration::from_millis(10));
    }
}

fn d(n: u8) -> Digit {
    Digit::new(n).expect("1..9")
}

/// Saves a game in play (`played_game`) as `dir`'s saved game, and returns it.
fn save_a_game_in(dir: &Path) -> SavedGame {
    let saved = played_game(Instant::now())
        .to_saved(Instant::now())
        .expect("unfinished");
    store::save_json(&dir.join(store::SAVED_GAME_FILE), &saved).expect("saved");
    saved
}

fn app_in(dir: &Path) -> App {
    let launch = Launch {
        data_dir: Some(dir.to_path_buf()),
        ..Launch::default()
    };
    App::new(launch, Default::default()).0
}

fn send(app: &mut App, messages: impl IntoIterator<Item = game::Message>) {
    for m in messages {
        let _ = app.update(Message::Game(m));
    }
}

/// Clicks the widget with id `target` and feeds the messages back into `update`.
fn click(app: &mut App, target: &str) {
    let messages = common::widgets::clicked(app, target);
    for m in messages {
        let _ = app.update(m);
    }
}

/// A game of `PUZZLE` with some moves: a digit in r1c3, notes 1 and 6 in r1c4, a digit in
/// r1c6 taken back (undone).
fn played_game(now: Instant) -> Game {
    use game::Message::*;
    let mut g = Game::new(source::from_text(PUZZLE).expect("valid"), now).expect("a game");
    let solution = g.state().solution().clone();
    for m in [
        CellPressed(2),
        DigitPressed(solution.get(2).expect("solved")),
        ToggleNotes,
        CellPressed(3),
        DigitPressed(d(1)),
        DigitPressed(d(6)),
        ToggleNotes,
        CellPressed(5),
        DigitPressed(solution.get(5).expect("solved")),
        Undo,
    ] {
        let _ = g.update(m);
    }
    g
}

/// The files in `dir` whose names start with `prefix`.
fn files_starting(dir: &Path, prefix: &str) -> Vec<PathBuf> {
    std::fs::read_dir(dir)
        .expect("the folder")
        .filter_map(Result::ok)
        .filter(|e| e.file_name().to_string_lossy().starts_with(prefix))
        .map(|e| e.path())
        .collect()
}

#[test]
fn a_mid_game_save_resumes_the_board_notes_history_and_time() {
    let dir = common::fresh_dir("persistence-resume");
    let start = Instant::now();
    let game = played_game(start);
    assert_eq!(game.state().history().len(), 3);
    assert_eq!(game.state().undone_moves().len(), 1);
    let saved = game.to_saved(start + Duration::from_secs(95)).expect("unfinished");
    assert_eq!(saved.elapsed_ms, 95_000);
    store::save_json(&dir.join(store::SAVED_GAME_FILE), &saved).expect("saved");

    let stored = load_all(&dir);
    assert!(stored.notices.is_empty(), "{:?}", stored.notices);
    let loaded = stored.saved.expect("the save loads");
    assert_eq!(loaded, saved);
    let later = Instant::now();
    let mut resumed = Game::from_saved(&loaded, later).expect("it resumes");
    let (before, after) = (game.state(), resumed.state());
    assert_eq!(after.grid(), before.grid());
    assert_eq!(after.all_notes(), before.all_notes());
    assert_eq!(after.history(), before.history());
    assert_eq!(after.undone_moves(), before.undone_moves());
    assert_eq!(after.elapsed(later), Duration::from_secs(95));
    assert_eq!(resumed.origin(), &Origin::Entered);

    // Undo after resuming takes back the last move made before saving (the note 6)...
    let _ = resumed.update(game::Message::Undo);
    assert_eq!(resumed.state().notes(3), sudoku3d::engine::Candidates::only(d(1)));
    // ...and redo brings back, in turn, the moves undone.
    let _ = resumed.update(game::Message::Redo);
    let _ = resumed.update(game::Message::Redo);
    assert_eq!(resumed.state().grid().get(5), before.solution().get(5));
}

#[test]
fn the_menu_offers_continue_and_it_shows_the_saved_board() {
    let dir = common::fresh_dir("persistence-continue");
    let saved = save_a_game_in(&dir);

    let mut app = app_in(&dir);
    assert_eq!(app.screen_name(), "menu");
    assert!(shows(&app, "Continue"));
    click(&mut app, "menu-continue");
    assert_eq!(app.screen_name(), "game");
    let two = saved.solution.chars().nth(2).expect("81 cells").to_string();
    assert_eq!(cell_text(&app, 0, 2), [two]);
    assert_eq!(cell_text(&app, 0, 3), ["1", "6"]);
    assert!(cell_text(&app, 0, 5).is_empty());

    // Undo works on the resumed game; leaving it saves it at once.
    click(&mut app, "undo");
    assert_eq!(cell_text(&app, 0, 3), ["1"]);
    send(&mut app, [game::Message::Menu]);
    assert_eq!(app.screen_name(), "menu");
    let path = dir.join(store::SAVED_GAME_FILE);
    let undone_twice = |p: &Path| match store::load_json::<SavedGame>(p) {
        store::Loaded::Ok(s) => s.history.len() == 2 && s.undone.len() == 2,
        _ => false,
    };
    wait_for("the save after leaving", || undone_twice(&path));

    // A move, then the save timer: written within the tick.
    click(&mut app, "menu-continue");
    send(
        &mut app,
        [game::Message::CellPressed(5), game::Message::DigitPressed(d(1))],
    );
    let _ = app.update(Message::SaveGame);
    let placed = |p: &Path| match store::load_json::<SavedGame>(p) {
        store::Loaded::Ok(s) => s.board.chars().nth(5) == Some('1'),
        _ => false,
    };
    wait_for("the timed save", || placed(&path));
    // Closing the window saves too.
    send(&mut app, [game::Message::ClearPressed]);
    let _ = app.update(Message::CloseRequested);
    wait_for(
        "the save on close",
        || matches!(store::load_json::<SavedGame>(&path), store::Loaded::Ok(s) if s.board.chars().nth(5) == Some('.')),
    );
}

#[test]
fn unreadable_files_give_defaults_and_a_notice_and_are_kept_aside() {
    let dir = common::fresh_dir("persistence-corrupt");
    let mut newer = played_game(Instant::now())
        .to_saved(Instant::now())
        .expect("unfinished");
    let newer_version = sudoku3d::play::saved::SAVED_GAME_VERSION + 1;
    newer.version = newer_version;
    let newer = serde_json::to_string(&newer).expect("json");
    let bad: [(&str, &str); 3] = [
        (store::SAVED_GAME_FILE, &newer),
        (store::STATISTICS_FILE, "{ \"version\": 1, \"modes\": { torn"),
        (store::SETTINGS_FILE, ""),
    ];
    for (name, content) in bad {
        std::fs::write(dir.join(name), content).expect("written");
    }
    let mut app = app_in(&dir);
    // The game starts, on the menu, with defaults and one notice per file.
    assert_eq!(app.screen_name(), "menu");
    assert_eq!(app.notices().len(), 3, "{:?}", app.notices());
    assert!(app.saved_game().is_none());
    assert_eq!(app.statistics(), &Statistics::default());
    assert_eq!(app.settings(), &Settings::default());
    assert!(!shows(&app, "Continue"));
    let all = app.notices().join("\n");
    assert!(all.contains(&format!("version {newer_version}")), "{all}");
    assert!(all.contains("empty"), "{all}");
    // Each bad file is kept, unchanged, beside where it was.
    for (name, content) in bad {
        assert!(!dir.join(name).exists(), "{name} was moved aside");
        let kept = files_starting(&dir, &format!("{name}.corrupt-"));
        assert_eq!(kept.len(), 1, "{name}");
        assert_eq!(std::fs::read_to_string(&kept[0]).expect("kept"), content);
    }
    // The notices are on the menu and go away when dismissed.
    assert!(shows(&app, app.notices()[0].clone().as_str()));
    click(&mut app, "notice-dismiss-0");
    assert_eq!(app.notices().len(), 2);
}

#[test]
fn a_wrong_version_or_tampered_save_is_refused_the_same_way() {
    let dir = common::fresh_dir("persistence-tampered");
    let mut saved = played_game(Instant::now())
        .to_saved(Instant::now())
        .expect("unfinished");
    saved.board = saved.puzzle.clone();
    store::save_json(&dir.join(store::SAVED_GAME_FILE), &saved).expect("saved");
    let stored = load_all(&dir);
    assert!(stored.saved.is_none());
    assert!(
        stored.notices[0].text().contains("does not match"),
        "{:?}",
        stored.notices[0]
    );
    assert_eq!(files_starting(&dir, "game.json.corrupt-").len(), 1);
}

#[test]
fn a_win_updates_the_statistics_which_round_trip() {
    let dir = common::fresh_dir("persistence-win");
    let mut app = app_in(&dir);
    click(&mut app, "menu-play");
    click(&mut app, "difficulty-easy");
    assert_eq!(app.screen_name(), "loading");
    // Play the puzzle thread's part.
    let request = app.pending().expect("a level is being dealt");
    let level = source::load_now(Request::Level {
        variant: Shape::Classic.variant(),
        difficulty: Difficulty::Easy,
        extra_dir: None,
        played: app
            .statistics()
            .played_levels(Shape::Classic.variant(), Difficulty::Easy),
    });
    let _ = app.update(Message::Loaded(request, level));
    let state = app.game().expect("a game").state();
    assert_eq!(app.game().unwrap().origin().level_id(), Some("classic-easy-001"));
    let solution = state.solution().clone();
    let empty: Vec<usize> = (0..81).filter(|&c| state.grid().get(c).is_none()).collect();
    for cell in empty {
        send(
            &mut app,
            [
                game::Message::CellPressed(cell),
                game::Message::DigitPressed(solution.get(cell).expect("solved")),
            ],
        );
    }
    let victory = app.game().unwrap().victory().expect("won");
    assert!(victory.new_best && victory.previous_best.is_none());
    common::widgets::after_the_wave(&mut app);
    assert!(shows(&app, "New best! Your first win at this difficulty."));
    let easy = app.statistics().get(Shape::Classic.variant(), Difficulty::Easy);
    assert_eq!((easy.played, easy.won, easy.won_unaided), (1, 1, 1));
    assert_eq!((easy.current_streak, easy.best_streak), (1, 1));
    assert!(easy.best_secs.is_some());
    assert_eq!(easy.played_levels, ["classic-easy-001"]);
    // The file follows, and the finished game's save is gone.
    let path = dir.join(store::STATISTICS_FILE);
    let expected = app.statistics().clone();
    wait_for(
        "the statistics file",
        || matches!(store::load_json::<Statistics>(&path), store::Loaded::Ok(s) if s == expected),
    );
    wait_for("the save removed", || !dir.join(store::SAVED_GAME_FILE).exists());
    assert_eq!(load_all(&dir).statistics, expected);

    // The next game is the next level; giving it up for another ends the streak.
    send(&mut app, [game::Message::NewPuzzle]);
    let request = app.pending().expect("dealing");
    let played = app
        .statistics()
        .played_levels(Shape::Classic.variant(), Difficulty::Easy);
    let level = |played| {
        source::load_now(Request::Level {
            variant: Shape::Classic.variant(),
            difficulty: Difficulty::Easy,
            extra_dir: None,
            played,
        })
    };
    let _ = app.update(Message::Loaded(request, level(played)));
    assert_eq!(app.game().unwrap().origin().level_id(), Some("classic-easy-002"));
    send(&mut app, [game::Message::CellPressed(0), game::Message::NewPuzzle]);
    let request = app.pending().expect("dealing");
    let played = app
        .statistics()
        .played_levels(Shape::Classic.variant(), Difficulty::Easy);
    let _ = app.update(Message::Loaded(request, level(played)));
    let easy = app.statistics().get(Shape::Classic.variant(), Difficulty::Easy);
    assert_eq!((easy.played, easy.current_streak, easy.best_streak), (3, 0, 1));
    // The statistics screen shows them.
    send(&mut app, [game::Message::Menu]);
    click(&mut app, "menu-statistics");
    assert_eq!(app.screen_name(), "statistics");
    let mut ui = common::widgets::simulator(app.view());
    let classic = texts_in(&mut ui, "stats-classic");
    assert!(classic.iter().any(|t| t == "Best streak"), "{classic:?}");
    assert!(classic.iter().any(|t| t == "3"), "{classic:?}");
}

#[test]
fn settings_persist_and_apply() {
    let dir = common::fresh_dir("persistence-settings");
    let mut app = app_in(&dir);
    click(&mut app, "menu-settings");
    click(&mut app, "theme-dark");
    click(&mut app, "setting-mistakes");
    assert_eq!(app.theme_choice(), ThemeChoice::Dark);
    let path = dir.join(store::SETTINGS_FILE);
    wait_for(
        "the settings file",
        || matches!(store::load_json::<Settings>(&path), store::Loaded::Ok(s) if s.theme == ThemeChoice::Dark && s.show_mistakes),
    );
    let again = app_in(&dir);
    assert_eq!(again.theme_choice(), ThemeChoice::Dark);
    assert!(again.settings().show_mistakes && again.settings().highlight_peers);
}

#[test]
fn an_interrupted_write_leaves_the_previous_save_intact() {
    let dir = common::fresh_dir("persistence-interrupted");
    let disk = Disk::new(dir.clone());
    let saved = played_game(Instant::now())
        .to_saved(Instant::now())
        .expect("unfinished");
    block_on(disk.save(store::SAVED_GAME_FILE, saved.clone())).expect("saved");
    // A crash between writing the temporary file and renaming it leaves this behind.
    std::fs::write(dir.join(".game.json.tmp-424242"), "{ \"version\": 1, \"sha").expect("written");
    let stored = load_all(&dir);
    assert!(stored.notices.is_empty());
    assert_eq!(stored.saved, Some(saved.clone()));
    // And the next save goes through as usual.
    let mut newer = saved;
    newer.elapsed_ms += 1000;
    block_on(disk.save(store::SAVED_GAME_FILE, newer.clone())).expect("saved");
    assert_eq!(load_all(&dir).saved, Some(newer));
}

#[test]
fn dealing_never_repeats_a_level_until_all_are_played() {
    let all = source::valid_levels(Shape::Classic.variant(), Difficulty::Easy, None).len();
    assert!(all >= 2, "the shipped levels");
    let mut statistics = Statistics::default();
    let mut seen = HashSet::new();
    let deal = |statistics: &Statistics| {
        source::load_now(Request::Level {
            variant: Shape::Classic.variant(),
            difficulty: Difficulty::Easy,
            extra_dir: None,
            played: statistics.played_levels(Shape::Classic.variant(), Difficulty::Easy),
        })
        .expect("a puzzle")
    };
    for _ in 0..all {
        let loaded = deal(&statistics);
        let Origin::Level { id } = loaded.origin else {
            panic!("a level while some are unplayed, got {:?}", loaded.origin)
        };
        assert!(seen.insert(id.clone()), "{id} dealt twice");
        statistics.record_start(
            Shape::Classic.variant(),
            sudoku3d::store::Category::Band(Difficulty::Easy),
            &loaded.puzzle.to_line(),
            Some(&id),
        );
    }
    assert_eq!(seen.len(), all);
    // Every level played: play goes on with a fresh puzzle from the generator.
    let fresh = deal(&statistics);
    assert!(matches!(fresh.origin, Origin::Generated { .. }), "{:?}", fresh.origin);
    assert!(fresh.solution.is_solved() && fresh.difficulty == Difficulty::Easy);
}

#[test]
fn a_bad_extra_level_file_does_not_stop_the_game() {
    let dir = common::fresh_dir("persistence-levels");
    let levels = dir.join("levels");
    std::fs::create_dir_all(&levels).expect("folder");
    std::fs::write(levels.join("classic-medium.json"), "{ not json").expect("written");
    let loaded = source::load_now(Request::Level {
        variant: Shape::Classic.variant(),
        difficulty: Difficulty::Medium,
        extra_dir: Some(levels),
        played: HashSet::new(),
    })
    .expect("a puzzle");
    assert_eq!(
        loaded.origin,
        Origin::Level {
            id: "classic-medium-001".into()
        }
    );
}

#[test]
fn a_second_window_on_the_same_folder_saves_nothing_and_the_first_keeps_its_game() {
    let dir = common::fresh_dir("persistence-second-window");
    let saved = save_a_game_in(&dir);
    let first = app_in(&dir);
    assert!(first.notices().is_empty(), "{:?}", first.notices());
    let mut second = app_in(&dir);
    assert!(
        second.notices()[0].contains("already open in another window"),
        "{:?}",
        second.notices()
    );
    assert!(shows(&second, &second.notices()[0].clone()));
    // The second window can play, but its moves and its new games are written nowhere.
    plays_but_saves_nothing(
        &mut second,
        &dir,
        &saved,
        "Open in another window: nothing you do here is saved.",
    );
    // Once the first window is gone, the next one owns the folder.
    drop(first);
    drop(second);
    let third = app_in(&dir);
    assert!(third.notices().is_empty(), "{:?}", third.notices());
}

#[test]
fn a_failed_save_is_shown_in_the_game_at_once_and_tried_again() {
    let dir = common::fresh_dir("persistence-failed-save");
    save_a_game_in(&dir);
    let mut app = app_in(&dir);
    click(&mut app, "menu-continue");
    assert_eq!(app.screen_name(), "game");
    // A write fails (as on a full disk): the game says so at once.
    let path = dir.join(store::SAVED_GAME_FILE);
    let full = std::io::Error::from_raw_os_error(28);
    let _ = app.update(Message::Saved(Err(sudoku3d::app::persist::WriteError::Save {
        path: path.clone(),
        source: std::sync::Arc::new(full),
    })));
    let sentence = app.notices().last().expect("a notice").clone();
    assert!(
        sentence.contains("could not be saved") && sentence.contains("No space left"),
        "{sentence}"
    );
    assert!(shows(&app, &sentence), "the game shows it");
    // The save timer tries again, and the save lands.
    std::fs::remove_file(&path).expect("removed");
    let _ = app.update(Message::SaveGame);
    wait_for("the retried save", || path.exists());
    // Its success clears the notice.
    let _ = app.update(Message::Saved(Ok(())));
    assert!(!app.notices().contains(&sentence));
    assert!(!shows(&app, &sentence));
}

#[test]
fn a_window_that_cannot_lock_its_folder_says_so_and_saves_nothing() {
    let dir = common::fresh_dir("persistence-unlockable");
    let saved = save_a_game_in(&dir);
    // Something else than a plain file at the lock path: no window can take the lock.
    std::fs::create_dir(dir.join(store::LOCK_FILE)).expect("a folder");
    let mut app = app_in(&dir);
    let notice = app.notices().first().expect("a notice").clone();
    assert!(notice.contains("could not be locked"), "{notice}");
    assert!(shows(&app, &notice), "the menu shows it");
    plays_but_saves_nothing(
        &mut app,
        &dir,
        &saved,
        "The data folder could not be locked: nothing you do here is saved.",
    );
    assert!(!dir.join(store::SETTINGS_FILE).exists());
}

/// A visitor window (one that does not own `dir`) continues the saved game with `banner` on
/// show, plays a digit, is told to save and to close: the saved game is still `saved` and no
/// statistics were written.
fn plays_but_saves_nothing(app: &mut App, dir: &Path, saved: &SavedGame, banner: &str) {
    click(app, "menu-continue");
    assert!(shows(app, banner), "{banner}");
    send(app, [game::Message::CellPressed(5), game::Message::DigitPressed(d(1))]);
    let _ = app.update(Message::SaveGame);
    let _ = app.update(Message::CloseRequested);
    std::thread::sleep(Duration::from_millis(300));
    assert!(
        matches!(store::load_json::<SavedGame>(&dir.join(store::SAVED_GAME_FILE)), store::Loaded::Ok(s) if &s == saved)
    );
    assert!(!dir.join(store::STATISTICS_FILE).exists());
}

#[test]
fn an_owner_whose_lock_file_was_deleted_stops_saving_and_says_so() {
    let dir = common::fresh_dir("persistence-lock-lost");
    let saved = save_a_game_in(&dir);
    let path = dir.join(store::SAVED_GAME_FILE);
    let mut app = app_in(&dir);
    assert!(app.notices().is_empty(), "{:?}", app.notices());
    click(&mut app, "menu-continue");
    std::fs::remove_file(dir.join(store::LOCK_FILE)).expect("the lock file");
    send(
        &mut app,
        [game::Message::CellPressed(5), game::Message::DigitPressed(d(1))],
    );
    let _ = app.update(Message::SaveGame);
    std::thread::sleep(Duration::from_millis(300));
    // The writer checked the lock file first, and wrote nothing.
    assert!(matches!(store::load_json::<SavedGame>(&path), store::Loaded::Ok(s) if s == saved));
    // What that write answers (the task's message, fed back as the window would).
    let _ = app.update(Message::Saved(Err(sudoku3d::app::persist::WriteError::LockLost {
        path: dir.join(store::LOCK_FILE),
    })));
    let notice = app.notices().first().expect("a notice").clone();
    assert!(notice.contains("deleted or replaced"), "{notice}");
    assert!(shows(
        &app,
        "The data folder's lock file was removed: nothing more you do here is saved."
    ));
    // From now on nothing is even tried: a new window may own the folder.
    send(&mut app, [game::Message::ClearPressed]);
    let _ = app.update(Message::CloseRequested);
    std::thread::sleep(Duration::from_millis(300));
    assert!(matches!(store::load_json::<SavedGame>(&path), store::Loaded::Ok(s) if s == saved));
}

#[test]
fn quitting_when_the_game_cannot_be_saved_asks_first() {
    let dir = common::fresh_dir("persistence-quit-unsaved");
    save_a_game_in(&dir);
    let path = dir.join(store::SAVED_GAME_FILE);
    let mut app = app_in(&dir);
    click(&mut app, "menu-continue");
    // From now on the save cannot land (a folder where the file goes, as a full disk fails).
    std::fs::remove_file(&path).expect("removed");
    std::fs::create_dir(&path).expect("a folder");
    send(
        &mut app,
        [game::Message::CellPressed(5), game::Message::DigitPressed(d(1))],
    );
    let _ = app.update(Message::CloseRequested);
    // The writes of the quit end (the window gets `Exit` then): the player is asked.
    let deadline = Instant::now() + Duration::from_secs(5);
    while !app.confirming() {
        assert!(Instant::now() < deadline, "no question before quitting");
        std::thread::sleep(Duration::from_millis(20));
        let _ = app.update(Message::Exit { ask_if_unsaved: true });
    }
    assert!(shows(&app, "Your game could not be saved: quit anyway?"));
    assert!(shows(&app, "Quit anyway"));
    // Keep playing: the game is still there, the move with it.
    click(&mut app, "keep-playing");
    assert!(!app.confirming());
    assert_eq!(app.screen_name(), "game");
    assert_eq!(cell_text(&app, 0, 5), ["1"]);
    // A signal (a logout) does not ask.
    let _ = app.update(Message::Exit { ask_if_unsaved: false });
    assert!(!app.confirming());
}
