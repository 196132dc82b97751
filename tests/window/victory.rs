//! The victory moment and the keys around it, through the real application's `view` and
//! `update` (iced_test, no display): the wave over a solved board runs and stops (by itself,
//! on a key, on a click), on the classic board and on the cube (3D and flat); the victory card
//! shows the time against the best and answers Enter with the next puzzle of the same band;
//! Enter answers the new-game question; Continue brings the selection (and the cube's face and
//! view) back.
#![cfg(feature = "gui")]

use std::path::Path;
use std::time::{Duration, Instant};

use iced_test::selector::id;

use crate::common;
use common::fresh_dir;
use common::widgets::{after_the_wave, finish_hint, shows, simulator};

use sudoku3d::app::keys::{Direction, Shortcut};
use sudoku3d::app::screen::game::{self, Celebration, Game};
use sudoku3d::app::screen::menu;
use sudoku3d::app::{App, Launch, Message};
use sudoku3d::engine::{Difficulty, Face, Shape};
use sudoku3d::i18n::Language;
use sudoku3d::play::source::{self, Request};
use sudoku3d::store::{self, Category, ModeStats, Statistics};

/// A classic puzzle with one solution (51 empty cells): an entered puzzle.
const PUZZLE: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

fn send(app: &mut App, messages: impl IntoIterator<Item = Message>) {
    for m in messages {
        let _ = app.update(m);
    }
}

fn game(app: &App) -> &Game {
    app.game().expect("a game on show")
}

fn has(app: &App, widget: &str) -> bool {
    simulator(app.view()).find(id(widget.to_string())).is_ok()
}

/// The application in a game of the generator's `shape` and `band` (seed 7), loaded as the
/// background thread would.
fn app_with(shape: Shape, band: Difficulty, data_dir: Option<&Path>) -> App {
    app_speaking(shape, band, data_dir, Language::English)
}

/// [`app_with`], the window speaking `language`.
fn app_speaking(shape: Shape, band: Difficulty, data_dir: Option<&Path>, language: Language) -> App {
    let launch = Launch {
        variant: Some(shape.variant()),
        difficulty: Some(band),
        seed: Some(7),
        data_dir: data_dir.map(Path::to_path_buf),
        system_language: Some(language),
        ..Launch::default()
    };
    let (mut app, _) = App::new(launch, Default::default());
    let request = app.pending().expect("a puzzle is being made");
    let made = source::load_now(Request::Generate {
        variant: shape.variant(),
        difficulty: band,
        seed: 7,
    });
    send(&mut app, [Message::Loaded(request, made)]);
    assert_eq!(app.screen_name(), "game");
    app
}

/// Types the solution into every empty cell, the last one last: the game is won.
fn solve_by_hand(app: &mut App) {
    common::widgets::type_the_solution(app);
    assert!(game(app).state().is_finished(), "every cell typed: solved");
}

/// A frame of the wave `after` the moment the game was won (`won`).
fn frame(app: &mut App, won: Instant, after: Duration) {
    send(app, [Message::Game(game::Message::Frame(won + after))]);
}

fn lit(app: &App) -> usize {
    game(app)
        .glow()
        .map_or(0, |levels| levels.iter().filter(|&&l| l > 0.0).count())
}

#[test]
fn the_wave_runs_over_the_board_then_the_card_shows() {
    let mut app = app_with(Shape::Classic, Difficulty::Easy, None);
    let cells = game(&app).state().grid().len();
    solve_by_hand(&mut app);
    let won = Instant::now();
    assert!(game(&app).celebrating(), "the wave starts when the board is solved");
    assert!(
        !game(&app).victory_card_open() && !shows(&app, "Solved!"),
        "the card waits for the wave"
    );
    assert!(has(&app, "victory-glow"), "the glow is drawn over the board");
    // A wave: part of the board lit at a time, moving on from frame to frame.
    frame(&mut app, won, Duration::from_millis(300));
    let early = lit(&app);
    assert!(early > 0 && early < cells, "{early} cells lit at 0.3 s");
    let early_levels = game(&app).glow().expect("running").to_vec();
    frame(&mut app, won, Duration::from_millis(700));
    let later = game(&app).glow().expect("running").to_vec();
    assert_ne!(early_levels, later, "the wave moves");
    // By itself it ends within its length, and the card shows.
    assert!(Celebration::length() <= Duration::from_millis(1500));
    frame(&mut app, won, Celebration::length() + Duration::from_millis(40));
    assert!(!game(&app).celebrating(), "the wave is over");
    assert!(!has(&app, "victory-glow"), "nothing is drawn over the board any more");
    assert!(game(&app).victory_card_open());
    assert!(shows(&app, "Solved!") && shows(&app, "Next puzzle"));
    assert!(shows(&app, "Enter: next puzzle \u{b7} Esc: look at the board"));
}

#[test]
fn a_key_or_a_click_stops_the_wave_at_once() {
    let mut app = app_with(Shape::Classic, Difficulty::Easy, None);
    solve_by_hand(&mut app);
    let selected = game(&app).selected();
    // A key stops it and does nothing else: the selection stays, the card shows.
    send(&mut app, [Message::Key(Shortcut::Move(Direction::Right))]);
    assert!(!game(&app).celebrating());
    assert_eq!(game(&app).selected(), selected, "the key only stopped the wave");
    assert!(game(&app).victory_card_open() && shows(&app, "Solved!"));
    // Solve ends a game with the wave too; Enter while it runs only stops it.
    let mut app = app_with(Shape::Classic, Difficulty::Easy, None);
    send(&mut app, [Message::Game(game::Message::Solve)]);
    assert!(game(&app).celebrating(), "Solve: the wave");
    send(&mut app, [Message::Key(Shortcut::Confirm)]);
    assert_eq!(app.screen_name(), "game", "Enter during the wave only stops it");
    assert!(game(&app).victory_card_open() && shows(&app, "Solved with help"));
    // A press of the mouse anywhere stops it too.
    send(&mut app, [Message::Key(Shortcut::Undo)]);
    assert!(!game(&app).state().is_finished(), "Undo takes Solve back");
    send(&mut app, [Message::Key(Shortcut::Solve)]);
    assert!(game(&app).celebrating(), "solved again: the wave again");
    send(&mut app, [Message::Game(game::Message::SkipCelebration)]);
    assert!(!game(&app).celebrating() && game(&app).victory_card_open());
}

#[test]
fn the_wave_runs_on_the_cube_in_3d_and_on_the_flat_face() {
    for flat in [false, true] {
        let mut app = app_with(Shape::Cube, Difficulty::Easy, None);
        if flat {
            send(&mut app, [Message::Game(game::Message::ViewToggled)]);
        }
        assert_eq!(game(&app).in_3d(), !flat);
        solve_by_hand(&mut app);
        let won = Instant::now();
        assert!(game(&app).celebrating());
        let renders = game(&app).cube_board().renders();
        frame(&mut app, won, Duration::from_millis(250));
        assert!(lit(&app) > 0 && lit(&app) < 217, "flat {flat}: {} cells lit", lit(&app));
        if flat {
            assert!(has(&app, "victory-glow"), "the flat face glows");
        } else {
            assert!(
                game(&app).cube_board().renders() > renders,
                "each frame draws the 3D view again"
            );
            let before = game(&app).cube_board().renders();
            frame(&mut app, won, Duration::from_millis(500));
            assert!(game(&app).cube_board().renders() > before);
        }
        send(&mut app, [Message::Key(Shortcut::Move(Direction::Left))]);
        assert!(!game(&app).celebrating(), "flat {flat}: a key stops it");
        assert!(shows(&app, "Solved!"));
        if !flat {
            // Stopped: the view is drawn once without the glow, then no more.
            let after = game(&app).cube_board().renders();
            send(&mut app, [Message::Game(game::Message::Tick(Instant::now()))]);
            assert_eq!(game(&app).cube_board().renders(), after, "no frame once it stopped");
        }
    }
}

#[test]
fn enter_on_the_victory_card_starts_the_next_puzzle_of_the_band() {
    for (shape, band, making) in [
        (Shape::Classic, Difficulty::Medium, "Making a medium puzzle\u{2026}"),
        (Shape::Cube, Difficulty::Hard, "Making a hard cube\u{2026}"),
    ] {
        let mut app = app_with(shape.clone(), band, None);
        solve_by_hand(&mut app);
        after_the_wave(&mut app);
        assert!(has(&app, "next-puzzle"), "the card has the button");
        send(&mut app, [Message::Key(Shortcut::Confirm)]);
        assert_eq!(app.screen_name(), "loading", "{shape}: Enter starts the next puzzle");
        assert!(shows(&app, making), "{shape}: of the same band");
        let request = app.pending().expect("a puzzle is being made");
        let next = source::load_now(Request::Generate {
            variant: shape.variant(),
            difficulty: band,
            seed: 8,
        });
        send(&mut app, [Message::Loaded(request, next)]);
        assert_eq!((game(&app).shape().clone(), game(&app).difficulty()), (shape, band));
        assert!(!game(&app).state().is_finished());
    }
    // The button does the same.
    let mut app = app_with(Shape::Classic, Difficulty::Easy, None);
    solve_by_hand(&mut app);
    after_the_wave(&mut app);
    let messages = common::widgets::clicked(&app, "next-puzzle");
    send(&mut app, messages);
    assert_eq!(app.screen_name(), "loading");
    assert!(shows(&app, "Making an easy puzzle\u{2026}"));
}

/// A data folder holding a game of `PUZZLE` ten minutes in, and statistics whose best time for
/// entered puzzles is `best` seconds (none: no win yet).
fn folder_with_best(tag: &str, best: Option<u64>) -> std::path::PathBuf {
    let dir = fresh_dir(tag);
    let start = Instant::now();
    let fresh = Game::new(source::from_text(PUZZLE).expect("valid"), start).expect("a game");
    let saved = fresh.to_saved(start + Duration::from_secs(600)).expect("unfinished");
    store::save_json(&dir.join(store::SAVED_GAME_FILE), &saved).expect("saved");
    let mut stats = Statistics::default();
    if let Some(best) = best {
        let row = ModeStats {
            played: 2,
            won: 1,
            won_unaided: 1,
            best_secs: Some(best),
            total_unaided_secs: best,
            current_streak: 1,
            best_streak: 1,
            ..ModeStats::default()
        };
        stats.modes.insert(Category::Entered.key(Shape::Classic.variant()), row);
    }
    store::save_json(&dir.join(store::STATISTICS_FILE), &stats).expect("saved");
    dir
}

#[test]
fn the_card_shows_the_time_against_the_best() {
    for (round, (best, line, new_best)) in [
        (Some(60), "Best: 01:00", false),
        (Some(3 * 3600), "New best! (was 03:00:00)", true),
        (None, "New best! Your first win at this difficulty.", true),
    ]
    .into_iter()
    .enumerate()
    {
        // A folder per round: the app of the round before may still be writing into its own
        // (saves run on threads of their own, and the won game's save is being removed).
        let dir = folder_with_best(&format!("victory-best-{round}"), best);
        let (mut app, _) = App::new(
            Launch {
                data_dir: Some(dir.clone()),
                ..Launch::default()
            },
            Default::default(),
        );
        send(&mut app, [Message::Menu(menu::Message::Continue)]);
        solve_by_hand(&mut app);
        after_the_wave(&mut app);
        let victory = game(&app).victory().expect("won");
        assert!(victory.finish.time >= Duration::from_secs(600));
        assert_eq!(victory.new_best, new_best, "best {best:?}");
        assert!(shows(&app, "Solved!"));
        assert!(shows(
            &app,
            &format!("Your time: {}", sudoku3d::play::format_time(victory.finish.time))
        ));
        let texts = common::widgets::texts_in(&mut simulator(app.view()), "victory-best");
        assert!(texts.iter().any(|t| t == line), "best {best:?}: {texts:?}");
        drop(app);
        let _ = std::fs::remove_dir_all(&dir);
    }
}

#[test]
fn enter_answers_the_new_game_question_and_esc_keeps_playing() {
    let mut app = app_with(Shape::Classic, Difficulty::Easy, None);
    let cell = (0..81)
        .find(|&c| game(&app).state().grid().get(c).is_none())
        .expect("an empty cell");
    let digit = game(&app).state().solution().get(cell).expect("solved");
    send(
        &mut app,
        [
            Message::Game(game::Message::CellPressed(cell)),
            Message::Game(game::Message::DigitPressed(digit)),
        ],
    );
    // Esc: keep playing.
    send(&mut app, [Message::Key(Shortcut::NewPuzzle)]);
    assert!(app.confirming(), "an unfinished game: the question");
    assert!(shows(&app, "Enter: start new \u{b7} Esc: keep playing"));
    send(&mut app, [Message::Key(Shortcut::Escape)]);
    assert!(!app.confirming());
    assert_eq!(app.screen_name(), "game");
    assert_eq!(game(&app).state().grid().get(cell), Some(digit), "the game goes on");
    // Enter: its default answer, the new game asked for.
    send(&mut app, [Message::Key(Shortcut::NewPuzzle)]);
    assert!(app.confirming());
    send(&mut app, [Message::Key(Shortcut::Confirm)]);
    assert!(!app.confirming(), "Enter answered");
    assert_eq!(app.screen_name(), "loading", "the new game is on its way");
    assert!(shows(&app, "Making an easy puzzle\u{2026}"));
}

#[test]
fn continue_brings_the_selection_back() {
    // Classic: the selected cell, through the save file and a new window.
    let dir = fresh_dir("victory-continue-classic");
    {
        let mut app = app_with(Shape::Classic, Difficulty::Easy, Some(&dir));
        send(&mut app, [Message::Game(game::Message::CellPressed(57))]);
        send(&mut app, [Message::Game(game::Message::Menu)]);
        assert_eq!(app.saved_game().and_then(|s| s.view).and_then(|v| v.selected), Some(57));
        // The menu's Continue, in this window.
        send(&mut app, [Message::Menu(menu::Message::Continue)]);
        assert_eq!(game(&app).selected(), Some(57));
        assert!(simulator(app.view()).find(id("cell-6-3")).is_ok());
        let _ = app.update(Message::CloseRequested);
    }
    wait_for_view(&dir, Some(57));
    let (mut app, _) = App::new(
        Launch {
            data_dir: Some(dir.clone()),
            ..Launch::default()
        },
        Default::default(),
    );
    send(&mut app, [Message::Menu(menu::Message::Continue)]);
    assert_eq!(game(&app).selected(), Some(57), "a new window: the selection is back");
    drop(app);
    let _ = std::fs::remove_dir_all(&dir);

    // Cube: the face on show, the view (flat or 3D) and the selected cell.
    let mut app = app_with(Shape::Cube, Difficulty::Easy, None);
    let held = game(&app).state().grid().shape().clone();
    let geometry = held.geometry();
    let on_right = geometry.cell_at(Face::Right, 2, 6);
    send(
        &mut app,
        [
            Message::Game(game::Message::ViewToggled),
            Message::Game(game::Message::FaceSelected(Face::Right)),
            Message::Game(game::Message::CellPressed(on_right)),
            Message::Game(game::Message::Menu),
            Message::Menu(menu::Message::Continue),
        ],
    );
    let g = game(&app);
    assert_eq!(
        (g.in_3d(), g.face(), g.selected()),
        (false, Face::Right, Some(on_right))
    );
    assert!(has(&app, "cell-R-2-6"), "the flat Right face is on show");
    let on_front = geometry.cell_at(Face::Front, 7, 1);
    send(
        &mut app,
        [
            Message::Game(game::Message::ViewToggled),
            Message::Game(game::Message::FaceSelected(Face::Front)),
            Message::Game(game::Message::CellPressed(on_front)),
            Message::Game(game::Message::Back),
            Message::Cube(sudoku3d::app::screen::cube::Message::Back),
            Message::Menu(menu::Message::Continue),
        ],
    );
    let g = game(&app);
    assert_eq!((g.in_3d(), g.face(), g.selected()), (true, Face::Front, Some(on_front)));
}

/// Waits (up to five seconds) for the save in `dir` to hold this selection.
fn wait_for_view(dir: &Path, selected: Option<usize>) {
    let path = dir.join(store::SAVED_GAME_FILE);
    let deadline = Instant::now() + Duration::from_secs(5);
    loop {
        if let store::Loaded::Ok(s) = store::load_json::<sudoku3d::play::SavedGame>(&path) {
            if s.view.and_then(|v| v.selected) == selected {
                return;
            }
        }
        assert!(Instant::now() < deadline, "the save never held the selection");
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// Every text the window shows.
fn all_texts(app: &App) -> Vec<String> {
    let mut ui = simulator(app.view());
    let mut found = Vec::new();
    let _ = ui.find(|candidate: iced_test::selector::Candidate<'_>| {
        if let iced_test::selector::Candidate::Text { content, .. } = candidate {
            found.push(content.to_string());
        }
        None::<()>
    });
    found
}

#[test]
fn a_helped_win_typed_by_hand_says_what_happened() {
    // In English, word for word: no "Undo takes Solve back" (Undo has nothing to take back)
    // and no "The solution is filled in" (the player filled it).
    let mut app = app_with(Shape::Classic, Difficulty::Easy, None);
    send(&mut app, [Message::Key(Shortcut::Hint)]);
    finish_hint(&mut app);
    send(&mut app, [Message::Key(Shortcut::Hint)]);
    assert_eq!(game(&app).state().hints_used(), 1, "a hint to its pattern: help");
    solve_by_hand(&mut app);
    after_the_wave(&mut app);
    let finish = game(&app).state().finish().expect("over");
    assert!(finish.assisted && !game(&app).state().ended_by_solve());
    assert!(!game(&app).state().can_undo(), "a win typed by hand cannot be undone");
    let shown = all_texts(&app);
    assert!(shown.iter().any(|t| t == "Solved with help"), "{shown:?}");
    assert!(
        shown
            .iter()
            .any(|t| t == "You placed the last digit yourself, after 1 hint: no best time for this game."),
        "{shown:?}"
    );
    let time = sudoku3d::play::format_time(finish.time);
    assert!(shown.iter().any(|t| *t == format!("Your time: {time}")), "{shown:?}");
    assert!(
        shown.iter().any(|t| *t == format!("Solved in {time}, with help.")),
        "{shown:?}"
    );
    for wrong in ["Undo takes Solve back", "The solution is filled in"] {
        assert!(!shown.iter().any(|t| t.contains(wrong)), "{wrong:?} shown: {shown:?}");
    }

    // Solve: the card says Solve filled it in, and Undo does take it back.
    let mut app = app_with(Shape::Classic, Difficulty::Easy, None);
    send(&mut app, [Message::Game(game::Message::Solve)]);
    after_the_wave(&mut app);
    let shown = all_texts(&app);
    assert!(
        shown
            .iter()
            .any(|t| t == "Solve filled in the solution: no best time for this game. Undo takes Solve back."),
        "{shown:?}"
    );
    assert!(
        shown.iter().any(|t| t.starts_with("The solution is filled in")),
        "{shown:?}"
    );
    assert!(!shown.iter().any(|t| t.starts_with("You placed")), "{shown:?}");
    send(&mut app, [Message::Key(Shortcut::Undo)]);
    assert!(
        !game(&app).state().is_finished(),
        "Undo takes Solve back, as the card says"
    );
}

#[test]
fn a_helped_win_typed_by_hand_says_so_in_russian_and_chinese() {
    for language in [Language::Russian, Language::Chinese] {
        let mut app = app_speaking(Shape::Classic, Difficulty::Easy, None, language);
        send(&mut app, [Message::Key(Shortcut::Hint)]);
        finish_hint(&mut app);
        send(&mut app, [Message::Key(Shortcut::Hint)]);
        solve_by_hand(&mut app);
        after_the_wave(&mut app);
        let shown = all_texts(&app);
        let hinted = sudoku3d::t!("victory-hints-about", count = 1u32);
        let solve = sudoku3d::t!("victory-solve-about");
        assert!(
            shown.contains(&hinted),
            "{}: {hinted:?} not in {shown:?}",
            language.code()
        );
        assert!(
            !shown.contains(&solve),
            "{}: the Solve text after a typed win",
            language.code()
        );
        assert!(
            !shown.contains(&sudoku3d::t!("say-solution-filled")),
            "{}",
            language.code()
        );
        // The texts are the language's own, not English.
        assert!(!hinted.contains("last digit"), "{}: {hinted}", language.code());
        let mut app = app_speaking(Shape::Classic, Difficulty::Easy, None, language);
        send(&mut app, [Message::Game(game::Message::Solve)]);
        after_the_wave(&mut app);
        assert!(all_texts(&app).contains(&solve), "{}: {solve:?}", language.code());
    }
}

/// The last game of the history.
fn last_game(app: &App) -> store::PlayedGame {
    app.statistics()
        .history
        .last()
        .cloned()
        .expect("the game is in the history")
}

#[test]
fn a_game_ended_by_solve_is_not_plotted_as_a_solve_time() {
    // Solve: a win with help in the history, marked as ended by Solve, and no point on the
    // chart of solve times (its clock says how long the player looked, not how long solving
    // took).
    let dir = fresh_dir("victory-solve-chart");
    let mut app = app_with(Shape::Classic, Difficulty::Easy, Some(&dir));
    send(&mut app, [Message::Game(game::Message::Solve)]);
    after_the_wave(&mut app);
    let last = last_game(&app);
    assert_eq!(last.end, store::GameEnd::SolvedWithHelp);
    assert!(last.by_solve, "ended by Solve");
    send(
        &mut app,
        [
            Message::Game(game::Message::Menu),
            Message::Key(Shortcut::Digit(sudoku3d::engine::Digit::new(3).expect("3"))),
        ],
    );
    assert_eq!(app.screen_name(), "statistics");
    common::widgets::click(&mut app, "stats-tab-history");
    assert!(
        shows(&app, "No solved games on this board yet."),
        "a Solve is no solve time"
    );

    // A hinted game typed by hand is a solve time (drawn as a ring: with help).
    let dir = fresh_dir("victory-hinted-chart");
    let mut app = app_with(Shape::Classic, Difficulty::Easy, Some(&dir));
    send(&mut app, [Message::Key(Shortcut::Hint)]);
    finish_hint(&mut app);
    send(&mut app, [Message::Key(Shortcut::Hint)]);
    solve_by_hand(&mut app);
    after_the_wave(&mut app);
    let last = last_game(&app);
    assert!(last.end == store::GameEnd::SolvedWithHelp && !last.by_solve);
    send(
        &mut app,
        [
            Message::Game(game::Message::Menu),
            Message::Key(Shortcut::Digit(sudoku3d::engine::Digit::new(3).expect("3"))),
        ],
    );
    common::widgets::click(&mut app, "stats-tab-history");
    assert!(!shows(&app, "No solved games on this board yet."));
    assert!(shows(&app, "With help"), "the legend names the ring");
}
