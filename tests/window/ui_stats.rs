//! The statistics screen and the cube's start screen, through the simulator: every board's
//! table in one column layout (the same x for every column header) at every window size and
//! language, the chart of solve times drawn in its bands' colours in both themes, "Reset
//! statistics" asked first (Cancel and Escape keep everything, Reset empties it), and the cube's
//! bands with their descriptions and best times.
#![cfg(feature = "gui")]

use crate::common;
use common::widgets::{assert_texts_fit, click, shows, simulator_sized};

use std::path::PathBuf;

use iced::{Rectangle, Size, Theme};
use iced_test::selector::id;

use sudoku3d::app::keys::Shortcut;
use sudoku3d::app::screen::stats::band_color;
use sudoku3d::app::{App, Launch, Message};
use sudoku3d::engine::{Difficulty, Digit, Shape, Variant};
use sudoku3d::i18n::Language;
use sudoku3d::store::{Category, GameEnd, PlayedGame, Statistics};

const SIZES: [(f32, f32); 5] = [
    (1060.0, 760.0),
    (800.0, 600.0),
    (768.0, 540.0),
    (640.0, 960.0),
    (1920.0, 1080.0),
];
const LANGUAGES: [Language; 3] = [Language::English, Language::Russian, Language::Chinese];

/// A data folder whose statistics hold a game of each band on every board, and a history with a solved
/// game of every band on the classic board (one with help) and an abandoned one.
fn seeded(tag: &str) -> PathBuf {
    let dir = crate::common::fresh_dir(&format!("ui-stats-{tag}"));
    let mut stats = Statistics::default();
    for (n, d) in Difficulty::ALL.into_iter().enumerate() {
        for variant in Variant::ALL {
            let puzzle = format!("{variant}-{n}");
            stats.record_start(variant, Category::Band(d), &puzzle, None);
            stats.record_win(variant, Category::Band(d), &puzzle, 240 + 300 * n as u64, false);
        }
        for (secs, end) in [(200, GameEnd::Solved), (260, GameEnd::SolvedWithHelp)] {
            stats.record_game(PlayedGame {
                date: format!("2026-11-{:02}", 10 + n),
                variant: Shape::Classic.variant(),
                difficulty: d,
                entered: false,
                secs: secs + 400 * n as u64,
                hints: u32::from(end == GameEnd::SolvedWithHelp),
                end,
                by_solve: false,
            });
        }
    }
    stats.record_game(PlayedGame {
        date: "2026-11-20".into(),
        variant: Shape::Cube.variant(),
        difficulty: Difficulty::Hard,
        entered: false,
        secs: 1234,
        hints: 3,
        end: GameEnd::Abandoned,
        by_solve: false,
    });
    let text = serde_json::to_string_pretty(&stats).expect("statistics as JSON");
    std::fs::write(dir.join("statistics.json"), text).expect("statistics written");
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

/// Clicks `target` in a window tall enough for the whole summary: "Reset statistics" comes
/// after every board's table, below the fold of a 1024x768 window (the page scrolls).
fn click_tall(app: &mut App, target: &str) {
    let mut ui = simulator_sized(Size::new(1060.0, 2400.0), app.view());
    ui.click(id(target.to_string()))
        .unwrap_or_else(|e| panic!("click {target}: {e}"));
    let messages: Vec<Message> = ui.into_messages().collect();
    assert!(!messages.is_empty(), "clicking {target} produced no message");
    for m in messages {
        let _ = app.update(m);
    }
}

fn key(app: &mut App, shortcut: Shortcut) {
    let _ = app.update(Message::Key(shortcut));
}

fn digit(n: u8) -> Shortcut {
    Shortcut::Digit(Digit::new(n).expect("1..9"))
}

/// The statistics screen (the menu's third entry).
fn statistics_screen(app: &mut App) {
    key(app, digit(3));
    assert_eq!(app.screen_name(), "statistics");
}

fn bounds_of(app: &App, size: Size, target: &str) -> Option<Rectangle> {
    let mut ui = simulator_sized(size, app.view());
    ui.find(id(target.to_string())).ok().map(|t| t.bounds())
}

/// Every text of the view at `size` lies inside the window or inside a scrollable.
fn texts_fit(app: &App, size: Size, what: &str) {
    assert_texts_fit(&mut simulator_sized(size, app.view()), size, what);
}

#[test]
fn every_boards_tables_line_up_at_every_size_and_language() {
    for language in LANGUAGES {
        let mut app = app_in(seeded(&format!("line-up-{}", language.code())), language);
        statistics_screen(&mut app);
        for (w, h) in SIZES {
            let size = Size::new(w, h);
            let what = format!("{} {w}x{h}", language.code());
            // One table a board where the window has room for every column, else two (games,
            // then times and streaks); either way the same layout for every board.
            let parts: &[(&str, usize)] = if bounds_of(&app, size, "stats-classic").is_some() {
                &[("", 8)]
            } else {
                &[("-games", 4), ("-times", 5)]
            };
            assert_eq!(
                parts.len() == 1,
                w > 700.0,
                "{what}: split tables only in a narrow window"
            );
            for &(part, columns) in parts {
                for n in 0..columns {
                    let head = |shape: &str| {
                        bounds_of(&app, size, &format!("stats-{shape}{part}-head-{n}"))
                            .unwrap_or_else(|| panic!("{what}: no header {n} of the {shape}{part} table"))
                    };
                    let classic = head("classic");
                    for other in ["cube", "diagonal", "jigsaw", "killer"] {
                        let other_head = head(other);
                        assert_eq!(
                            (classic.x, classic.width),
                            (other_head.x, other_head.width),
                            "{what}: column {n} of {part:?} of the {other} table does not line up"
                        );
                    }
                }
            }
            texts_fit(&app, size, &format!("{what} summary"));
        }
        click(&mut app, "stats-tab-history");
        for (w, h) in SIZES {
            texts_fit(&app, Size::new(w, h), &format!("{} {w}x{h} history", language.code()));
        }
    }
}

/// The pixels of a snapshot of the view at `size` in `theme`, and the chart's bounds.
fn chart_pixels(app: &App, size: Size, theme: &Theme, tag: &str) -> (image::RgbaImage, Rectangle) {
    let mut ui = simulator_sized(size, app.view());
    let chart = ui
        .find(id("stats-chart"))
        .expect("the chart is on the history page")
        .bounds();
    let snapshot = ui.snapshot(theme).expect("a snapshot");
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("ui-stats-chart")
        .join(tag);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    // Writes the picture, as there is none to compare with yet.
    let _ = snapshot.matches_image(dir.join("chart.png"));
    let file = std::fs::read_dir(&dir)
        .expect("the scratch folder")
        .flatten()
        .next()
        .expect("the picture written")
        .path();
    (image::open(file).expect("a PNG").to_rgba8(), chart)
}

#[test]
fn the_history_page_draws_a_chart_of_solve_times_in_both_themes() {
    let mut app = app_in(seeded("chart"), Language::English);
    statistics_screen(&mut app);
    let size = Size::new(1060.0, 760.0);
    assert!(
        bounds_of(&app, size, "stats-chart").is_none(),
        "the summary has no chart"
    );
    click(&mut app, "stats-tab-history");
    assert!(
        shows(&app, "Solve times") && shows(&app, "Minutes"),
        "the axes are labelled"
    );
    assert!(shows(&app, "With help"), "the ring is explained");
    for (dark, theme) in [(false, Theme::Light), (true, Theme::Dark)] {
        let (pixels, chart) = chart_pixels(&app, size, &theme, if dark { "dark" } else { "light" });
        // The snapshot may be drawn at a higher scale than the layout's logical pixels.
        let scale = pixels.width() as f32 / size.width;
        let span = |from: f32, length: f32| (from * scale) as u32..((from + length) * scale) as u32;
        for band in Difficulty::ALL {
            let c = band_color(dark, band);
            let want = [
                (c.r * 255.0).round() as u8,
                (c.g * 255.0).round() as u8,
                (c.b * 255.0).round() as u8,
            ];
            let drawn = span(chart.x, chart.width)
                .flat_map(|x| span(chart.y, chart.height).map(move |y| (x, y)))
                .filter(|&(x, y)| {
                    let p = pixels.get_pixel(x, y).0;
                    (0..3).all(|i| p[i].abs_diff(want[i]) <= 2)
                })
                .count();
            assert!(
                drawn >= 20,
                "dark {dark}: {band:?}'s dots are not on the chart ({drawn} pixels)"
            );
        }
    }
    // The cube has no solved game yet: its chart says so rather than drawing empty axes.
    click(&mut app, "stats-chart-cube");
    assert!(bounds_of(&app, size, "stats-chart").is_none());
    assert!(bounds_of(&app, size, "stats-chart-empty").is_some());
    // The history lists the latest game first.
    assert!(shows(&app, "The last 9 games, latest first."));
    let mut ui = simulator_sized(size, app.view());
    let first = common::widgets::texts_in(&mut ui, "stats-history");
    let abandoned = first
        .iter()
        .position(|t| t == "Abandoned")
        .expect("the abandoned game is listed");
    let dates: Vec<&String> = first.iter().filter(|t| t.starts_with("2026-")).collect();
    assert_eq!(dates.first().map(|d| d.as_str()), Some("2026-11-20"), "latest first");
    assert!(abandoned < first.iter().position(|t| t == "Solved").expect("solved games"));
}

#[test]
fn reset_statistics_asks_first_and_only_reset_empties_them() {
    let mut app = app_in(seeded("reset"), Language::English);
    statistics_screen(&mut app);
    assert!(shows(&app, "04:00"), "the classic Easy best time");
    let before = app.statistics().clone();
    assert_eq!(before.history.len(), 9);
    // Cancel, then Escape: the question closes, nothing changes, the screen stays.
    click_tall(&mut app, "stats-reset");
    assert!(app.confirming());
    assert!(shows(&app, "Reset statistics?"));
    // It says what it empties: the tables of every board (there are five), not "both".
    assert!(shows(
        &app,
        "The tables of every board, the history and the chart are emptied."
    ));
    click(&mut app, "reset-cancel");
    assert!(!app.confirming());
    assert_eq!(app.statistics(), &before);
    click_tall(&mut app, "stats-reset");
    key(&mut app, Shortcut::Escape);
    assert!(!app.confirming());
    assert_eq!(app.screen_name(), "statistics", "Escape closed the question only");
    assert_eq!(app.statistics(), &before);
    // Reset: everything emptied, shown emptied, and written to the data folder.
    click_tall(&mut app, "stats-reset");
    let messages = common::widgets::clicked(&app, "reset-confirm");
    let tasks: usize = messages.into_iter().map(|m| app.update(m).units()).sum();
    assert!(tasks > 0, "the emptied statistics are saved");
    assert!(!app.confirming());
    assert!(app.statistics().history.is_empty());
    for variant in Variant::ALL {
        for d in Difficulty::ALL {
            let row = app.statistics().get(variant, d);
            assert_eq!((row.played, row.won, row.best_secs), (0, 0, None), "{variant} {d:?}");
        }
    }
    assert!(!shows(&app, "04:00"), "no best time is left");
    // No board was played now: no tables of zeros, a sentence instead.
    let size = Size::new(1060.0, 760.0);
    for variant in Variant::ALL {
        let table = format!("stats-{variant}");
        assert!(bounds_of(&app, size, &table).is_none(), "{table} after the reset");
    }
    assert!(bounds_of(&app, size, "stats-none-played").is_some());
    assert!(shows(
        &app,
        "No games yet: the table of each board you play appears here."
    ));
    click(&mut app, "stats-tab-history");
    assert!(
        bounds_of(&app, size, "stats-history-empty").is_some(),
        "the history page shows it empty"
    );
}

#[test]
fn the_cube_start_screen_shows_the_bands_descriptions_and_best_times() {
    let mut app = app_in(seeded("cube"), Language::English);
    key(&mut app, digit(2));
    assert_eq!(app.screen_name(), "cube");
    for (n, d) in Difficulty::ALL.into_iter().enumerate() {
        let about = sudoku3d::i18n::difficulty_about(d);
        assert!(shows(&app, &about), "{d:?}: {about:?} is not shown");
        // Seeded best times: 04:00, 09:00, 14:00, 19:00.
        let best = format!("best {:02}:00", 4 + 5 * n);
        assert!(shows(&app, &best), "{d:?}: {best:?} is not shown");
    }
    for language in [Language::Russian, Language::Chinese] {
        let mut app = app_in(seeded(&format!("cube-{}", language.code())), language);
        key(&mut app, digit(2));
        for (w, h) in SIZES {
            let size = Size::new(w, h);
            let mut ui = simulator_sized(size, app.view());
            for d in Difficulty::ALL {
                let about = sudoku3d::i18n::difficulty_about(d);
                assert!(
                    ui.find(about.as_str()).is_ok(),
                    "{} {w}x{h}: {d:?}'s description",
                    language.code()
                );
            }
        }
    }
}
