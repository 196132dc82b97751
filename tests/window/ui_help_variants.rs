//! The Diagonal and Jigsaw boards outside the game, through the simulator: How to play
//! explains both (rules, how the board draws them, an example board, the solving note) in
//! every language and within the window at its small sizes; the statistics show a table for
//! each board played (and none for the others) with the counts recorded, the history names
//! the board and the chart switches to each; and a jigsaw puzzle entered with its region map starts a jigsaw
//! game recorded under that board's own puzzles, while one without its map is refused in the
//! player's language.
#![cfg(feature = "gui")]

use crate::common;
use common::widgets::{click, shows, simulator_sized, texts_in};

use std::path::PathBuf;
use std::sync::LazyLock;

use iced::Size;
use iced_test::selector::id;

use sudoku3d::app::keys::Shortcut;
use sudoku3d::app::screen::custom;
use sudoku3d::app::{App, Launch, Message};
use sudoku3d::engine::{generate_variant_seeded, Difficulty, Digit, Shape, Variant};
use sudoku3d::i18n::Language;
use sudoku3d::play::source::{self, Request};
use sudoku3d::store::{Category, GameEnd, PlayedGame, Statistics};

const LANGUAGES: [Language; 3] = [Language::English, Language::Russian, Language::Chinese];

/// A jigsaw puzzle with one solution, from the generator: its digits, a space, its region
/// map.
static JIGSAW_LINE: LazyLock<String> = LazyLock::new(|| {
    generate_variant_seeded(Variant::Jigsaw, Difficulty::Easy, 7)
        .puzzle
        .to_line()
});

/// A fresh data folder (with `statistics` written in it, if given).
fn data_dir(tag: &str, statistics: Option<&Statistics>) -> PathBuf {
    let dir = crate::common::fresh_dir(&format!("ui-variants-{tag}"));
    if let Some(stats) = statistics {
        let text = serde_json::to_string_pretty(stats).expect("statistics as JSON");
        std::fs::write(dir.join("statistics.json"), text).expect("statistics written");
    }
    dir
}

/// The application on the menu, reading `dir`, speaking `language`.
fn app_in(dir: PathBuf, language: Language) -> App {
    let launch = Launch {
        data_dir: Some(dir),
        system_language: Some(language),
        ..Launch::default()
    };
    App::new(launch, Default::default()).0
}

fn menu_key(app: &mut App, n: u8) {
    let _ = app.update(Message::Key(Shortcut::Digit(Digit::new(n).expect("1..9"))));
}

#[test]
fn how_to_play_explains_the_diagonal_and_jigsaw_boards_in_every_language() {
    let mut rules_seen = Vec::new();
    for language in LANGUAGES {
        let mut app = app_in(data_dir(&format!("help-{}", language.code()), None), language);
        menu_key(&mut app, 5);
        assert_eq!(app.screen_name(), "help");
        let what = language.code();
        for (section, rules) in [("diagonal", "help-diagonal-rules"), ("jigsaw", "help-jigsaw-rules")] {
            let rules = sudoku3d::i18n::tr(rules);
            assert!(shows(&app, &rules), "{what}: the {section} rules are not shown");
            rules_seen.push(rules);
        }
        let solving = sudoku3d::i18n::tr("help-variants-solving");
        assert!(shows(&app, &solving), "{what}: the solving note is not shown");
        for (w, h) in [(800.0, 600.0), (640.0, 960.0), (1060.0, 760.0)] {
            let size = Size::new(w, h);
            let mut ui = simulator_sized(size, app.view());
            for part in [
                "help-diagonal",
                "help-diagonal-board",
                "help-jigsaw",
                "help-jigsaw-board",
                "help-variants-solving",
            ] {
                let b = ui
                    .find(id(part))
                    .unwrap_or_else(|_| panic!("{what} {w}x{h}: no {part}"))
                    .bounds();
                assert!(
                    b.x >= 0.0 && b.x + b.width <= w + 0.5 && b.width > 0.0 && b.height > 0.0,
                    "{what} {w}x{h}: {part} is cut off: {b:?}"
                );
            }
            // The example board keeps its square whatever the window.
            let board = ui.find(id("help-jigsaw-board")).expect("the example").bounds();
            assert!((board.width - board.height).abs() < 0.5, "{what} {w}x{h}: {board:?}");
        }
    }
    // Three languages, six different texts: each translated, none left in English.
    let distinct: std::collections::BTreeSet<&String> = rules_seen.iter().collect();
    assert_eq!(distinct.len(), 6, "{rules_seen:?}");
}

/// Statistics with games of the diagonal and jigsaw boards: on the diagonal board two Easy
/// games started and one won in 5:00; on the jigsaw three Medium started and two won (the
/// best 7:00), and one entered puzzle won in 12:00. The history holds a solved jigsaw game
/// and an abandoned diagonal one.
fn seeded_variants() -> Statistics {
    let mut stats = Statistics::default();
    let easy = Category::Band(Difficulty::Easy);
    let medium = Category::Band(Difficulty::Medium);
    for n in 0..2 {
        stats.record_start(Variant::Diagonal, easy, &format!("d{n}"), None);
    }
    stats.record_win(Variant::Diagonal, easy, "d0", 300, false);
    for n in 0..3 {
        stats.record_start(Variant::Jigsaw, medium, &format!("j{n}"), None);
    }
    stats.record_win(Variant::Jigsaw, medium, "j0", 420, false);
    stats.record_win(Variant::Jigsaw, medium, "j1", 480, true);
    stats.record_start(Variant::Jigsaw, Category::Entered, "mine", None);
    stats.record_win(Variant::Jigsaw, Category::Entered, "mine", 720, false);
    // A cube game started: its table shows, without a row of one's own puzzles.
    stats.record_start(Variant::Cube, easy, "c0", None);
    for (variant, difficulty, secs, end, date) in [
        (Variant::Jigsaw, Difficulty::Medium, 420, GameEnd::Solved, "2026-11-21"),
        (
            Variant::Diagonal,
            Difficulty::Easy,
            95,
            GameEnd::Abandoned,
            "2026-11-22",
        ),
    ] {
        stats.record_game(PlayedGame {
            date: date.into(),
            variant,
            difficulty,
            entered: false,
            secs,
            hints: 0,
            end,
            by_solve: false,
        });
    }
    stats
}

/// The texts of the row labelled `label` in table `table`: the label and the numbers after it.
fn row_of(texts: &[String], label: &str, cells: usize) -> Vec<String> {
    let at = texts
        .iter()
        .position(|t| t == label)
        .unwrap_or_else(|| panic!("no row {label:?} in {texts:?}"));
    texts[at..at + cells].to_vec()
}

#[test]
fn the_statistics_show_every_board_with_its_counts() {
    let stats = seeded_variants();
    let mut app = app_in(data_dir("stats", Some(&stats)), Language::English);
    menu_key(&mut app, 3);
    assert_eq!(app.screen_name(), "statistics");
    let size = Size::new(1060.0, 760.0);
    {
        let mut ui = simulator_sized(size, app.view());
        for table in ["stats-diagonal", "stats-jigsaw", "stats-cube"] {
            assert!(ui.find(id(table)).is_ok(), "no table {table}");
        }
        // Only the boards played have a table.
        for table in ["stats-classic", "stats-killer"] {
            assert!(ui.find(id(table)).is_err(), "{table}, though no game of it was played");
        }
        assert!(
            shows(&app, "Diagonal (X)") && shows(&app, "Jigsaw"),
            "the boards are named"
        );
        // Label, played, won, without help, best, average, streak, best streak.
        let diagonal = texts_in(&mut ui, "stats-diagonal");
        assert_eq!(row_of(&diagonal, "Easy", 5), ["Easy", "2", "1", "1", "05:00"]);
        let jigsaw = texts_in(&mut ui, "stats-jigsaw");
        // The best and average times are those of the wins without help.
        assert_eq!(
            row_of(&jigsaw, "Medium", 6),
            ["Medium", "3", "2", "1", "07:00", "07:00"]
        );
        assert_eq!(
            row_of(&jigsaw, "Your puzzles", 5),
            ["Your puzzles", "1", "1", "1", "12:00"]
        );
        // The cube cannot be entered: no row of one's own puzzles.
        assert!(!texts_in(&mut ui, "stats-cube").contains(&"Your puzzles".to_string()));
    }
    // The history names the board, and the chart shows each board's own solve times.
    click(&mut app, "stats-tab-history");
    let has = |app: &App, target: &str| simulator_sized(size, app.view()).find(id(target.to_string())).is_ok();
    {
        let mut ui = simulator_sized(size, app.view());
        let history = texts_in(&mut ui, "stats-history");
        let named = history.iter().filter(|t| ["Diagonal", "Jigsaw"].contains(&t.as_str()));
        assert_eq!(named.count(), 2, "{history:?}");
    }
    assert!(has(&app, "stats-chart-empty"), "no classic game solved");
    click(&mut app, "stats-chart-jigsaw");
    assert!(has(&app, "stats-chart"), "the jigsaw's solved game is charted");
    click(&mut app, "stats-chart-diagonal");
    assert!(has(&app, "stats-chart-empty"), "the diagonal game was abandoned");
}

/// Types `text` into the entry screen (as a paste would).
fn enter(app: &mut App, text: &str) {
    let _ = app.update(Message::Custom(custom::Message::Edited(text.into())));
}

/// Plays the entered text: the request the window sent, and the screen after its answer.
fn play(app: &mut App) -> Request {
    click(app, "custom-play");
    let number = app.pending().expect("being checked");
    let request = app.pending_request().expect("the request").clone();
    let _ = app.update(Message::Loaded(number, source::load_now(request.clone())));
    request
}

#[test]
fn a_jigsaw_puzzle_entered_with_its_map_starts_a_jigsaw_game() {
    // Straight to the classic difficulty screen, whose last entry is one's own puzzle.
    let (mut app, _) = App::new(
        Launch {
            data_dir: Some(data_dir("custom-jigsaw", None)),
            system_language: Some(Language::Russian),
            variant: Some(Variant::Classic),
            ..Launch::default()
        },
        Default::default(),
    );
    click(&mut app, "difficulty-custom");
    assert_eq!(app.screen_name(), "custom");
    let jigsaw = JIGSAW_LINE.as_str();
    click(&mut app, "custom-board-jigsaw");
    assert_eq!(app.custom().expect("the entry screen").variant(), Variant::Jigsaw);
    // The digits alone: refused, saying in Russian that the region map is missing.
    let digits = jigsaw.split_whitespace().next().expect("the digits");
    enter(&mut app, digits);
    let request = play(&mut app);
    assert_eq!(
        request,
        Request::Text {
            variant: Variant::Jigsaw,
            text: digits.into()
        }
    );
    assert_eq!(app.screen_name(), "custom");
    let error = app.custom().unwrap().error().expect("an error").to_string();
    assert_eq!(error, sudoku3d::i18n::tr("load-error-no-regions"));
    assert!(error.contains("карта областей"), "{error}");
    assert!(shows(&app, &error));
    // With its map: a jigsaw game on that layout, counted under the jigsaw's own puzzles.
    enter(&mut app, jigsaw);
    play(&mut app);
    assert_eq!(app.screen_name(), "game");
    let state = app.game().expect("a game").state();
    assert!(matches!(state.puzzle().shape(), Shape::Jigsaw(_)));
    assert_eq!(state.puzzle().to_line(), jigsaw);
    let own = app.statistics().row(Variant::Jigsaw, Category::Entered);
    assert_eq!(own.played, 1);
    assert_eq!(app.statistics().row(Variant::Classic, Category::Entered).played, 0);
}

#[test]
fn the_menu_and_how_to_play_name_every_board_and_every_menu_key() {
    use sudoku3d::app::screen::menu;
    // The menu's keys as the code answers them, and the label of the button each one presses.
    let label = |message: &menu::Message| -> &'static str {
        match message {
            menu::Message::Play(Variant::Classic) => "menu-play",
            menu::Message::Play(Variant::Cube) => "menu-cube",
            menu::Message::Statistics => "menu-statistics",
            menu::Message::Settings => "menu-settings",
            menu::Message::HowToPlay => "menu-help",
            menu::Message::Play(Variant::Diagonal) => "menu-diagonal",
            menu::Message::Play(Variant::Jigsaw) => "menu-jigsaw",
            menu::Message::Play(Variant::Killer) => "menu-killer",
            menu::Message::Play(Variant::Mini) => "menu-mini",
            other => panic!("a digit key opens {other:?}: name it here"),
        }
    };
    let keys: Vec<(u8, &str)> = (1..=9)
        .filter_map(|n| {
            let pressed = menu::key(Shortcut::Digit(Digit::new(n).expect("1..9")))?;
            Some((n, label(&pressed)))
        })
        .collect();
    let last = keys.last().map(|&(n, _)| n).expect("the menu answers digits");
    // Every board, in the tagline's words.
    let boards: [(Language, [&str; 6]); 3] = [
        (
            Language::English,
            ["9×9", "diagonal", "jigsaw", "killer", "mini 6×6", "cube"],
        ),
        (
            Language::Russian,
            ["9×9", "диагональн", "пазл", "киллер", "мини 6×6", "куб"],
        ),
        (Language::Chinese, ["9×9", "对角线", "锯齿", "杀手", "六宫", "立方体"]),
    ];
    for (language, words) in boards {
        let what = language.code();
        let mut app = app_in(data_dir(&format!("menu-keys-{what}"), None), language);
        let tagline = sudoku3d::t!("menu-tagline");
        assert!(shows(&app, &tagline), "{what}: the tagline is on the menu");
        for word in words {
            assert!(
                tagline.to_lowercase().contains(word),
                "{what}: {tagline:?} does not name {word}"
            );
        }
        // How to play lists every key the menu answers, in order, by its button's label.
        menu_key(&mut app, 5);
        assert_eq!(app.screen_name(), "help");
        let range = sudoku3d::t!("key-menu");
        assert!(shows(&app, &range), "{what}: {range:?}");
        assert!(
            range.contains(&format!("1 - {last}")),
            "{what}: {range:?} for keys 1 to {last}"
        );
        let about = sudoku3d::t!("key-menu-about");
        assert!(shows(&app, &about), "{what}: {about:?}");
        let mut from = 0;
        for (n, id) in &keys {
            let name = sudoku3d::t!(id);
            let at = about[from..]
                .find(&name)
                .unwrap_or_else(|| panic!("{what}: key {n}, {name:?}, not listed in order in {about:?}"));
            from += at + name.len();
        }
    }
}
