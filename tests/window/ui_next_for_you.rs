//! "Next for you" and the statistics' Techniques tab (issue 40, Learn), through the real
//! application's `view` and `update` (iced_test, no display): the victory card and the menu
//! offer the puzzle `play::nextup::choose` picks for the player's standings, with the sentence
//! saying why, once the choice (made off the UI thread) arrives; pressing it starts that level
//! as a game of its board and band; the Techniques tab lists the techniques credited to the
//! player, in every language and window size, and still does after a restart.
#![cfg(feature = "gui")]

use std::path::Path;

use iced_test::selector::id;

use crate::common;
use common::fresh_dir;
use common::widgets::{after_the_wave, click, simulator, simulator_sized, texts_in};

use sudoku3d::app::screen::game;
use sudoku3d::app::{App, Launch, Message};
use sudoku3d::engine::learn::Credit;
use sudoku3d::engine::{Difficulty, Technique, Variant};
use sudoku3d::i18n::Language;
use sudoku3d::play::nextup;
use sudoku3d::play::source::{self, Origin, Request};

/// The application reading `dir`, speaking `language`: on the menu, or in a game of the
/// generator's classic Easy puzzle (seed 7) when `in_game`.
fn app_in(dir: &Path, language: Language, in_game: bool) -> App {
    let launch = Launch {
        data_dir: Some(dir.to_path_buf()),
        system_language: Some(language),
        variant: in_game.then_some(Variant::Classic),
        difficulty: in_game.then_some(Difficulty::Easy),
        seed: in_game.then_some(7),
        ..Launch::default()
    };
    let (mut app, _) = App::new(launch, Default::default());
    if in_game {
        let request = app.pending().expect("a puzzle is being made");
        let made = source::load_now(Request::Generate {
            variant: Variant::Classic,
            difficulty: Difficulty::Easy,
            seed: 7,
        });
        let _ = app.update(Message::Loaded(request, made));
        assert_eq!(app.screen_name(), "game");
    }
    app
}

/// Moves of the player's own credited to each of `techniques`, `times` times each, as the
/// background credit reports them.
fn credit(app: &mut App, techniques: &[Technique], times: usize) {
    for (n, &t) in techniques.iter().enumerate() {
        for k in 0..times {
            // Each a move of its own (a series of one).
            let series = 1_000_000 + (n * times + k) as u64;
            let credited = sudoku3d::play::Credited {
                series,
                credit: Credit::Found(t),
            };
            let _ = app.update(Message::Credited(credited));
        }
    }
}

/// Answers the question "which puzzle next?" as the application's task would, off the UI
/// thread: `nextup::choose_or_make` on the player's standings and played levels. Returns the
/// choice.
fn answer_next(app: &mut App) -> nextup::Choice {
    let (number, variant) = app.next_asked().expect("the window asked for the puzzle to offer");
    let stats = app.statistics();
    let played: Vec<String> = Difficulty::ALL
        .into_iter()
        .flat_map(|d| stats.played_levels(variant, d))
        .collect();
    let choice = nextup::choose_or_make(
        &stats.techniques,
        variant,
        &played,
        11,
        nextup::MAKE_BUDGET,
        &sudoku3d::engine::logic::budget::Cancel::new(),
    )
    .expect("classic levels ship");
    let _ = app.update(Message::NextChosen(number, variant, Some(Box::new(choice.clone()))));
    assert!(app.next_asked().is_none(), "answered");
    choice
}

/// Types the solution into every empty cell: the game is won, and the card shows.
fn win(app: &mut App) {
    let state = app.game().expect("a game").state();
    let solution = state.solution().clone();
    let empty: Vec<usize> = (0..state.grid().len())
        .filter(|&c| state.grid().get(c).is_none())
        .collect();
    for cell in empty {
        let digit = solution.get(cell).expect("solved");
        let _ = app.update(Message::Game(game::Message::CellPressed(cell)));
        let _ = app.update(Message::Game(game::Message::DigitPressed(digit)));
    }
    after_the_wave(app);
    assert!(app.game().expect("a game").victory_card_open());
}

fn has(app: &App, widget: &str) -> bool {
    simulator(app.view()).find(id(widget.to_string())).is_ok()
}

fn text_of(app: &App, widget: &str) -> String {
    texts_in(&mut simulator(app.view()), widget).join(" ")
}

/// The game on show plays `choice`: its puzzle, band and level id.
fn plays(app: &App, choice: &nextup::Choice) {
    assert_eq!(app.screen_name(), "game");
    let game = app.game().expect("a game");
    assert_eq!(game.origin(), &Origin::Level { id: choice.id.clone() });
    assert_eq!(game.difficulty(), choice.difficulty);
    assert_eq!(game.state().puzzle(), &choice.puzzle);
    assert!(!game.state().is_finished());
}

#[test]
fn a_new_player_wins_and_the_card_offers_an_easy_level_then_starts_it() {
    let dir = fresh_dir("ui-nextfor-card-new");
    let mut app = app_in(&dir, Language::English, true);
    win(&mut app);
    // The choice is made off the UI thread: the card shows without the offer until it comes.
    assert!(!has(&app, "next-for-you"));
    let choice = answer_next(&mut app);
    assert_eq!(choice.why, nextup::Why::FirstBand);
    assert_eq!(choice.difficulty, Difficulty::Easy);
    assert!(has(&app, "next-for-you"), "the card offers Next for you");
    assert!(text_of(&app, "next-for-you").contains("Next for you"));
    let why = text_of(&app, "next-for-you-why");
    assert!(why.starts_with("A puzzle from the Easy band"), "{why}");
    click(&mut app, "next-for-you");
    plays(&app, &choice);
}

#[test]
fn a_player_of_singles_is_offered_the_next_technique_up_and_told_why() {
    for (language, says) in [
        (Language::English, "Needs Locked candidates, the next technique up"),
        (Language::Russian, "Нужен приём «Запертые кандидаты», следующий для вас"),
    ] {
        let dir = fresh_dir(&format!("ui-nextfor-card-next-{language:?}"));
        let mut app = app_in(&dir, language, true);
        credit(&mut app, &[Technique::NakedSingle, Technique::HiddenSingle], 4);
        win(&mut app);
        let choice = answer_next(&mut app);
        let next = nextup::frontier(&app.statistics().techniques, Variant::Classic).next;
        assert_eq!(next, Some(Technique::LockedCandidates));
        assert_eq!(
            choice.why,
            nextup::Why::Next {
                technique: Technique::LockedCandidates,
                found: 0
            }
        );
        assert_eq!(choice.hardest, Technique::LockedCandidates);
        let why = text_of(&app, "next-for-you-why");
        assert!(why.starts_with(says), "{language:?}: {why}");
        click(&mut app, "next-for-you");
        plays(&app, &choice);
    }
}

#[test]
fn the_menu_offers_next_for_you_once_chosen_and_starts_it() {
    let dir = fresh_dir("ui-nextfor-menu");
    let mut app = app_in(&dir, Language::English, false);
    assert_eq!(app.screen_name(), "menu");
    assert!(
        !has(&app, "menu-next-for-you"),
        "nothing offered before the choice comes"
    );
    let choice = answer_next(&mut app);
    assert!(has(&app, "menu-next-for-you"));
    assert!(text_of(&app, "menu-next-for-you").contains("Next for you: Classic"));
    click(&mut app, "menu-next-for-you");
    plays(&app, &choice);
    // Back on the menu, it asks again (the standings may have changed), for the board played.
    let _ = app.update(Message::Game(game::Message::Menu));
    assert_eq!(app.screen_name(), "menu");
    assert_eq!(app.next_asked().map(|(_, v)| v), Some(Variant::Classic));
}

/// Each showing of the menu asks for a puzzle, which may mean seconds of generating on a
/// thread: asking again stops the search asked before, and so does leaving the screen that
/// asked, and the late answer of a stopped question is not taken.
#[test]
fn a_replaced_or_left_question_stops_its_search() {
    let dir = fresh_dir("ui-nextfor-cancel");
    let mut app = app_in(&dir, Language::English, false);
    let (first, _) = app.next_asked().expect("the menu asked");
    assert!(!app.next_question_cancelled(), "the question on show runs on");
    let _ = app.update(Message::Menu(sudoku3d::app::screen::menu::Message::Learn));
    assert_eq!(app.screen_name(), "learn");
    assert!(app.next_question_cancelled(), "leaving the menu stops its search");
    assert!(app.next_asked().is_none(), "no question is waiting any more");
    // Its answer, should it still come, is not offered.
    let late = nextup::choose(&app.statistics().techniques, Variant::Classic, &[], 1).expect("classic levels ship");
    let _ = app.update(Message::NextChosen(first, Variant::Classic, Some(Box::new(late))));
    assert!(app.next_for_you().is_none(), "a stopped question's answer is dropped");
    // Back on the menu, a new question runs, not stopped.
    let _ = app.update(Message::Learn(sudoku3d::app::screen::learn::Message::Back));
    assert_eq!(app.screen_name(), "menu");
    let (second, _) = app.next_asked().expect("the menu asked again");
    assert_ne!(first, second);
    assert!(!app.next_question_cancelled());
}

#[test]
fn the_techniques_tab_lists_the_techniques_credited_and_keeps_them_after_a_restart() {
    let dir = fresh_dir("ui-nextfor-tab");
    let mut app = app_in(&dir, Language::English, false);
    credit(&mut app, &[Technique::HiddenSingle], 3);
    credit(&mut app, &[Technique::XWing], 1);
    // Saved with the statistics at the next save tick.
    let _ = app.update(Message::SaveGame);
    let (mut saved, waited) = (String::new(), std::time::Instant::now());
    while !saved.contains("x_wing") && waited.elapsed().as_secs() < 10 {
        std::thread::sleep(std::time::Duration::from_millis(50));
        saved = std::fs::read_to_string(dir.join("statistics.json")).unwrap_or_default();
    }
    assert!(saved.contains("x_wing"), "{saved}");
    drop(app);
    for language in [Language::English, Language::Russian, Language::Chinese] {
        let mut app = app_in(&dir, language, false);
        click(&mut app, "menu-statistics");
        click(&mut app, "stats-tab-techniques");
        for size in [(1024.0, 768.0), (800.0, 600.0), (640.0, 960.0)] {
            let mut ui = simulator_sized(size, app.view());
            for listed in ["stats-technique-hidden_single", "stats-technique-x_wing"] {
                let at = ui
                    .find(id(listed))
                    .unwrap_or_else(|e| panic!("{language:?} {size:?}: {e}"));
                assert!(
                    at.bounds().x >= 0.0 && at.bounds().x + at.bounds().width <= size.0,
                    "{listed} in view"
                );
            }
            assert!(
                ui.find(id("stats-technique-naked_single")).is_err(),
                "never met: not listed"
            );
            let table = ui.find(id("stats-techniques")).expect("the table").bounds();
            assert!(
                table.x + table.width <= size.0,
                "{language:?} {size:?}: the table fits, {table:?}"
            );
        }
        if language == Language::English {
            let mut ui = simulator(app.view());
            let row = texts_in(&mut ui, "stats-technique-hidden_single");
            assert_eq!(row, ["Hidden single"]);
            assert!(ui.find("2 techniques met").is_ok());
            // Found yourself 3 times: the count is on the technique's row.
            let name = ui.find(id("stats-technique-hidden_single")).expect("row").bounds();
            let mut counts = Vec::new();
            let _ = ui.find(|c: iced_test::selector::Candidate<'_>| {
                if let iced_test::selector::Candidate::Text { bounds, content, .. } = c {
                    if (bounds.center().y - name.center().y).abs() < 4.0 && bounds.x > name.x + name.width {
                        counts.push(content.to_string());
                    }
                }
                None::<()>
            });
            assert_eq!(counts.first().map(String::as_str), Some("3"), "{counts:?}");
            assert!(
                counts.iter().any(|c| c == &sudoku3d::store::today()),
                "first found today: {counts:?}"
            );
        }
    }
}

/// Runs `task` as the window's runtime would (off the UI thread work included) and hands its
/// technique credits back to the application, as [`Message::Credited`] reaches it.
fn run_credits(app: &mut App, task: iced::Task<Message>) {
    use iced::futures::StreamExt;
    let Some(mut stream) = iced_runtime::task::into_stream(task) else {
        return;
    };
    let mut credited = Vec::new();
    iced::futures::executor::block_on(async {
        while let Some(action) = stream.next().await {
            if let iced_runtime::Action::Output(message @ Message::Credited(_)) = action {
                credited.push(message);
            }
        }
    });
    for message in credited {
        let _ = app.update(message);
    }
}

/// Types the solution into every empty cell, running what each move asks for (the credit of
/// the player's own moves among it), then lets the victory wave finish.
fn win_crediting(app: &mut App) {
    let state = app.game().expect("a game").state();
    let solution = state.solution().clone();
    let empty: Vec<usize> = (0..state.grid().len())
        .filter(|&c| state.grid().get(c).is_none())
        .collect();
    for cell in empty {
        let digit = solution.get(cell).expect("solved");
        let _ = app.update(Message::Game(game::Message::CellPressed(cell)));
        let task = app.update(Message::Game(game::Message::DigitPressed(digit)));
        run_credits(app, task);
    }
    after_the_wave(app);
    assert!(app.game().expect("a game").victory_card_open());
}

/// Moves of the player's own credited, over every technique.
fn found_total(app: &App) -> u32 {
    Technique::all().map(|t| app.statistics().techniques.get(t).found).sum()
}

#[test]
fn replaying_a_won_puzzle_credits_its_moves_no_second_time() {
    let dir = fresh_dir("ui-nextfor-replay-credit");
    let mut app = app_in(&dir, Language::English, true);
    win_crediting(&mut app);
    let won = app.statistics().get(Variant::Classic, Difficulty::Easy).won;
    assert_eq!(won, 1);
    assert!(found_total(&app) > 0, "the first win credits the moves typed");
    // The same puzzle again (the window opened anew on the same folder): the statistics count
    // no second win, and the techniques no second credit.
    // (The last move's credit comes back after the win's save; the save timer writes it.)
    let mut app = app_in(&dir, Language::English, true);
    let found = found_total(&app);
    assert!(found > 0, "the credits were saved");
    assert!(!app.game().expect("a game").state().is_finished());
    win_crediting(&mut app);
    assert_eq!(app.statistics().get(Variant::Classic, Difficulty::Easy).won, won);
    assert_eq!(found_total(&app), found, "a replay credits nothing again");
}
