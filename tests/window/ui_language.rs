//! The window in the player's language, and "Export PDF": the real application's `view` and
//! `update` driven by `iced_test`'s simulator (no display needed).
//!
//! Pin the renderer in CI with `ICED_TEST_BACKEND=tiny-skia`.
#![cfg(feature = "gui")]

use crate::common;
use common::fresh_dir;
use common::widgets::{click, shows, texts_in};

use std::path::{Path, PathBuf};

use sudoku3d::app::export::ExportTarget;
use sudoku3d::app::screen::game;
use sudoku3d::app::{App, Launch, Message};
use sudoku3d::engine::{Difficulty, Shape, Variant};
use sudoku3d::i18n::Language;
use sudoku3d::play::source;

/// A classic puzzle with one solution (51 empty cells).
const PUZZLE: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

#[test]
fn the_language_switches_in_the_settings_at_once_and_is_saved() {
    let dir = fresh_dir("ui-language-switch");
    // The machine's locale plays no part: the launch names no system language, so English.
    let (mut app, _) = App::new(
        Launch {
            data_dir: Some(dir.clone()),
            ..Launch::default()
        },
        Default::default(),
    );
    assert!(shows(&app, "Play") && shows(&app, "How to play"));
    click(&mut app, "menu-settings");
    assert!(shows(&app, "Language"));
    click(&mut app, "language-ru");
    // At once, on the screen on show: no restart.
    assert_eq!(app.language(), Language::Russian);
    assert!(shows(&app, "Настройки"), "the settings title in Russian");
    assert!(shows(&app, "Тема") && shows(&app, "Язык"));
    assert!(!shows(&app, "Settings"));
    click(&mut app, "settings-back");
    for label in ["Играть", "3D-куб", "Статистика", "Настройки", "Как играть", "Выход"]
    {
        assert!(shows(&app, label), "the menu shows {label:?}");
    }
    assert!(!shows(&app, "Play"));
    // Saved: the next start speaks Russian too.
    let (mut settings, waited) = (String::new(), std::time::Instant::now());
    while !settings.contains("\"language\"") && waited.elapsed().as_secs() < 10 {
        std::thread::sleep(std::time::Duration::from_millis(50));
        settings = std::fs::read_to_string(dir.join("settings.json")).unwrap_or_default();
    }
    assert!(settings.contains("\"language\": \"ru\""), "{settings}");
    let (again, _) = App::new(
        Launch {
            data_dir: Some(dir.clone()),
            ..Launch::default()
        },
        Default::default(),
    );
    assert!(shows(&again, "Играть"));
    // And back to the system's language (English here).
    click(&mut app, "menu-settings");
    click(&mut app, "language-system");
    assert_eq!(app.language(), Language::English);
    assert!(shows(&app, "Settings"));
}

#[test]
fn the_system_language_is_followed_until_the_player_picks_one() {
    let (app, _) = App::new(
        Launch {
            system_language: Some(Language::Chinese),
            ..Launch::default()
        },
        Default::default(),
    );
    assert!(shows(&app, "开始游戏"), "the menu in Chinese");
}

/// A Russian game: the buttons, the status line and a hint's explanation.
#[test]
fn a_game_and_its_hint_speak_russian() {
    let (mut app, _) = App::new(
        Launch {
            system_language: Some(Language::Russian),
            variant: Some(Variant::Classic),
            difficulty: Some(Difficulty::Easy),
            seed: Some(1),
            ..Launch::default()
        },
        Default::default(),
    );
    let request = app.pending().expect("a puzzle is being made");
    let loaded = source::from_text(PUZZLE).expect("the test puzzle");
    let _ = app.update(Message::Loaded(request, Ok(loaded)));
    assert_eq!(app.screen_name(), "game");
    for label in ["Подсказка", "Отменить", "Вернуть", "Стереть", "Пауза", "Заметки: выкл"]
    {
        assert!(shows(&app, label), "the game shows {label:?}");
    }
    // The game menu speaks Russian too.
    click(&mut app, "game-menu");
    for label in ["Проверить", "Решить", "Сброс", "Новая игра", "Показывать ошибки"]
    {
        assert!(shows(&app, label), "the game menu shows {label:?}");
    }
    let _ = app.update(Message::Key(sudoku3d::app::keys::Shortcut::Escape));
    assert!(app.title().starts_with("Судоку 3D"), "{}", app.title());
    click(&mut app, "hint");
    let words = {
        let mut ui = common::widgets::simulator(app.view());
        texts_in(&mut ui, "hint-panel").join(" ")
    };
    assert!(words.contains("Ищите приём"), "stage 1 in Russian: {words}");
    click(&mut app, "hint-next");
    let words = {
        let mut ui = common::widgets::simulator(app.view());
        texts_in(&mut ui, "hint-panel").join(" ")
    };
    assert!(words.contains("Шаг 2 из 3: Почему"), "{words}");
    assert!(!words.contains(" the "), "no English left in the explanation: {words}");
    common::widgets::choose(&mut app, "check");
    let status = {
        let mut ui = common::widgets::simulator(app.view());
        texts_in(&mut ui, "status").join(" ")
    };
    assert!(status.starts_with("Пока не решено"), "{status}");
}

#[test]
fn export_pdf_writes_the_puzzle_the_progress_and_the_solution() {
    let loaded = source::from_text(PUZZLE).expect("the test puzzle");
    let mut app = App::with_game(loaded);
    // Place a right digit, so there is progress to print: r1c3 is 4 in the solution.
    click(&mut app, "cell-0-2");
    click(&mut app, "digit-4");
    common::widgets::choose(&mut app, "export-pdf");
    assert!(shows(&app, "Choose file…"), "the choice before the dialog");
    click(&mut app, "export-progress");
    click(&mut app, "export-solution");
    click(&mut app, "export-choose");
    // The platform's dialog answers with a file (the task that opens it is the runtime's).
    let pdf = fresh_dir("ui-language-export").join("puzzle.pdf");
    let _ = app.update(Message::ExportTo(ExportTarget::Chosen(pdf.clone())));
    let job = app.pending_export().cloned().expect("the PDF is being written");
    let written = job.write();
    assert_eq!(written.as_deref(), Ok(pdf.as_path()));
    let _ = app.update(Message::Game(game::Message::Exported(written)));
    let status = {
        let mut ui = common::widgets::simulator(app.view());
        texts_in(&mut ui, "status").join(" ")
    };
    assert!(status.contains("Saved the PDF to"), "{status}");

    let pages = common::pdf::pages(&pdf);
    assert_eq!(pages.len(), 2, "the puzzle, then its solution: {pages:?}");
    assert!(pages[0].contains("Sudoku 3D"), "{}", pages[0]);
    assert!(pages[0].contains("Puzzle 1"), "{}", pages[0]);
    assert!(pages[1].contains("Solution 1"), "{}", pages[1]);
    // The page holds the 30 givens and the placed 4: 31 digits in the grid.
    let heading = pages[0].find("Puzzle 1").expect("the heading");
    let grid = &pages[0][heading..];
    let grid = &grid[grid.find('\n').expect("the grid under the heading")..];
    let digits = grid.chars().filter(char::is_ascii_digit).count();
    assert_eq!(
        digits,
        PUZZLE.chars().filter(char::is_ascii_digit).count() + 1,
        "{}",
        pages[0]
    );
}

#[test]
fn a_cancelled_dialog_writes_nothing_and_says_so() {
    let loaded = source::from_text(PUZZLE).expect("the test puzzle");
    let mut app = App::with_game(loaded);
    common::widgets::choose(&mut app, "export-pdf");
    click(&mut app, "export-choose");
    let _ = app.update(Message::ExportTo(ExportTarget::Cancelled));
    assert!(app.pending_export().is_none());
    let status = {
        let mut ui = common::widgets::simulator(app.view());
        texts_in(&mut ui, "status").join(" ")
    };
    assert!(status.contains("Export cancelled"), "{status}");
}

/// Every text of the view at `size` lies inside the window (or runs on below it inside a
/// scrollable), in a language whose words are longer than English's.
fn fits(app: &App, size: iced::Size, what: &str) {
    let mut ui = common::widgets::simulator_sized(size, app.view());
    common::widgets::assert_texts_fit(&mut ui, size, what);
    if let Ok(dir) = std::env::var("SUDOKU3D_SHOTS") {
        let snapshot = ui.snapshot(&iced::Theme::Light).expect("a snapshot");
        let _ = snapshot.matches_image(Path::new(&dir).join(format!("{what}.png")));
    }
}

#[test]
fn russian_and_chinese_screens_fit_800_by_600() {
    use sudoku3d::app::keys::Shortcut;
    let size = iced::Size::new(800.0, 600.0);
    for language in [Language::Russian, Language::Chinese] {
        let code = language.code();
        let launch = Launch {
            system_language: Some(language),
            ..Launch::default()
        };
        let (mut app, _) = App::new(launch.clone(), Default::default());
        let _ = app.update(Message::WindowResized(size));
        fits(&app, size, &format!("{code}-menu"));
        for (n, screen) in [(1, "difficulty"), (3, "statistics"), (4, "settings"), (5, "help")] {
            let digit = sudoku3d::engine::Digit::new(n).expect("1..5");
            let _ = app.update(Message::Key(Shortcut::Digit(digit)));
            fits(&app, size, &format!("{code}-{screen}"));
            let _ = app.update(Message::Key(Shortcut::Escape));
        }
        let (mut game, _) = App::new(
            Launch {
                variant: Some(Variant::Classic),
                difficulty: Some(Difficulty::Easy),
                seed: Some(1),
                ..launch
            },
            Default::default(),
        );
        let request = game.pending().expect("a puzzle is being made");
        let _ = game.update(Message::Loaded(
            request,
            Ok(source::from_text(PUZZLE).expect("the puzzle")),
        ));
        let _ = game.update(Message::WindowResized(size));
        fits(&game, size, &format!("{code}-game"));
        common::widgets::choose(&mut game, "export-pdf");
        fits(&game, size, &format!("{code}-export"));
    }
}

/// The window in `language` with the first generated Easy cube (seed 1) open.
fn cube_game_in(language: Language) -> App {
    let (mut app, _) = App::new(
        Launch {
            system_language: Some(language),
            variant: Some(Variant::Cube),
            difficulty: Some(Difficulty::Easy),
            seed: Some(1),
            ..Launch::default()
        },
        Default::default(),
    );
    let request = app.pending().expect("a puzzle is being made");
    let loaded = source::load_now(source::Request::Generate {
        variant: Shape::Cube.variant(),
        difficulty: Difficulty::Easy,
        seed: 1,
    });
    let _ = app.update(Message::Loaded(request, loaded));
    assert_eq!(app.screen_name(), "game");
    app
}

/// Exports the solution page too of a generated cube, in `language`: the PDF's pages as text.
fn export_cube_in(language: Language, name: &str) -> Vec<String> {
    let mut app = cube_game_in(language);
    common::widgets::choose(&mut app, "export-pdf");
    click(&mut app, "export-solution");
    click(&mut app, "export-choose");
    let pdf = fresh_dir(&format!("ui-language-{name}")).join("puzzle.pdf");
    let _ = app.update(Message::ExportTo(ExportTarget::Chosen(pdf.clone())));
    let job = app.pending_export().cloned().expect("the PDF is being written");
    assert_eq!(job.write().as_deref(), Ok(pdf.as_path()));
    if let Ok(dir) = std::env::var("SUDOKU3D_SHOTS") {
        let _ = std::fs::copy(&pdf, Path::new(&dir).join(format!("{name}.pdf")));
    }
    common::pdf::pages(&pdf)
}

/// The words of an exported page are the player's language's: title, headings, difficulty,
/// face names, the legend under the cube and the page numbers; none is left in English.
#[test]
fn export_pdf_speaks_russian_and_chinese() {
    let english = [
        "Sudoku", "Puzzle", "Solution", "Easy", "Page", "Top", "Front", "Right", "Shaded", "Edges",
    ];
    for (language, name, puzzle_page, solution_page) in [
        (
            Language::Russian,
            "export-ru",
            vec![
                "Судоку 3D",
                "Головоломка 1 \u{b7} Лёгкий",
                "Верх",
                "Перед",
                "Право",
                "Закрашенные клетки лежат на двух гранях",
                "Рёбра с одной буквой",
                "Страница 1 из 2",
            ],
            vec!["Судоку 3D: решения", "Решение 1 \u{b7} Лёгкий", "Страница 2 из 2"],
        ),
        (
            Language::Chinese,
            "export-zh",
            vec![
                "数独 3D",
                "题目 1 \u{b7} 简单",
                "上",
                "前",
                "右",
                "带底色的格子",
                "第 1 页，共 2 页",
            ],
            vec!["数独 3D：答案", "答案 1 \u{b7} 简单", "第 2 页，共 2 页"],
        ),
    ] {
        let pages = export_cube_in(language, name);
        assert_eq!(pages.len(), 2, "{name}: the puzzle, then its solution: {pages:?}");
        for (page, words) in pages.iter().zip([puzzle_page, solution_page]) {
            for word in words {
                assert!(page.contains(word), "{name}: {word:?} is not on the page:\n{page}");
            }
            for word in english {
                assert!(!page.contains(word), "{name}: {word:?} is left in English:\n{page}");
            }
        }
    }
}

/// A saved game that is not JSON, in a data folder whose settings say Russian: the notice on
/// the menu is Russian, names where the file was kept, and follows a switch to Chinese.
#[test]
fn a_notice_about_a_broken_file_speaks_the_players_language() {
    let dir = fresh_dir("ui-language-notice");
    std::fs::write(dir.join("settings.json"), r#"{"version": 1, "language": "ru"}"#).expect("settings");
    std::fs::write(dir.join("game.json"), "{ torn").expect("a torn save");
    let (mut app, _) = App::new(
        Launch {
            data_dir: Some(dir.clone()),
            ..Launch::default()
        },
        Default::default(),
    );
    assert_eq!(app.language(), Language::Russian);
    let kept: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("the folder")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.to_string_lossy().contains("game.json.corrupt-"))
        .collect();
    assert_eq!(kept.len(), 1, "the save is kept aside");
    let notices = app.notices();
    assert_eq!(notices.len(), 1, "{notices:?}");
    let notice = &notices[0];
    assert!(
        notice.starts_with("Не удалось прочитать файл сохранённой игры (это не корректный JSON: строка 1, столбец "),
        "{notice}"
    );
    assert!(
        notice.contains(&format!("он сохранён как {}", kept[0].display())),
        "{notice}"
    );
    assert!(notice.ends_with("а продолжить игру нельзя."), "{notice}");
    assert!(shows(&app, notice), "the menu shows the notice");
    // The notice is put into words when shown: a switch of language changes it at once.
    click(&mut app, "menu-settings");
    click(&mut app, "language-zh-CN");
    click(&mut app, "settings-back");
    let notice = &app.notices()[0];
    assert!(
        notice.starts_with("无法读取你的存档（它不是有效的 JSON：第 1 行"),
        "{notice}"
    );
    assert!(shows(&app, notice), "the menu shows the notice in Chinese");
}

/// The cube's face buttons speak the player's language at every size: in the row beside the
/// board and in the narrow strip of a small window (where they once read Top / Front / Right
/// in every language).
#[test]
fn the_cube_face_buttons_speak_russian_and_chinese_at_every_size() {
    for (language, names) in [
        (Language::Russian, ["Верх", "Перед", "Право"]),
        (Language::Chinese, ["上", "前", "右"]),
    ] {
        for size in [iced::Size::new(1060.0, 760.0), iced::Size::new(768.0, 540.0)] {
            let mut app = cube_game_in(language);
            let _ = app.update(Message::WindowResized(size));
            // The face buttons are the flat view's.
            if app.game().is_some_and(|g| g.cube_view()) {
                let _ = app.update(Message::Game(game::Message::ViewToggled));
            }
            let mut ui = common::widgets::simulator_sized(size, app.view());
            for (letter, name) in ["U", "F", "R"].into_iter().zip(names) {
                let words = texts_in(&mut ui, &format!("face-{letter}")).join(" ");
                assert_eq!(words, name, "{language:?} at {size:?}");
            }
        }
    }
}
