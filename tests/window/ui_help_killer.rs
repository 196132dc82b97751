//! Killer outside the game, through the simulator: How to play has a Killer section (the
//! rules, an example board with its cages drawn as the game draws them, how to start) in every
//! language and within the window at its small sizes; the entry screen's Killer switch takes a
//! pasted killer, says what is wrong with its cages in the player's language, and starts a
//! killer game on the cages entered.
#![cfg(feature = "gui")]

use crate::common;
use common::fresh_dir;
use common::killer_text::{text, unique_cages};
use common::widgets::{click, shows, simulator_sized};

use iced::{Color, Rectangle, Size, Theme};
use iced_test::selector::id;

use sudoku3d::app::screen::custom;
use sudoku3d::app::theme::{colors, ThemeChoice};
use sudoku3d::app::widget::cages::CageInk;
use sudoku3d::app::{App, Launch, Message};
use sudoku3d::engine::{Shape, Variant};
use sudoku3d::i18n::{tr, Language};
use sudoku3d::play::source::{self, Request};
use sudoku3d::store::Category;

const LANGUAGES: [Language; 3] = [Language::English, Language::Russian, Language::Chinese];

/// Tall enough for the whole help page to be laid out without scrolling.
const TALL: Size = Size::new(1024.0, 6000.0);

/// The application on the menu, speaking `language`, on `board` (the menu's board).
fn app_in(tag: &str, language: Language, board: Option<Variant>) -> App {
    let launch = Launch {
        data_dir: Some(fresh_dir(&format!("ui-help-killer-{tag}"))),
        system_language: Some(language),
        variant: board,
        ..Launch::default()
    };
    App::new(launch, Default::default()).0
}

/// The help page drawn in `theme` at [`TALL`], and where the example board lies on it.
fn help_picture(app: &App, theme: &Theme) -> (image::RgbaImage, f32, Rectangle) {
    let mut ui = simulator_sized(TALL, app.view());
    let board = ui.find(id("help-killer-board")).expect("the example board").bounds();
    let snapshot = ui.snapshot(theme).expect("a snapshot");
    let folder = std::path::Path::new("help-killer").join(format!("{}", theme.extended_palette().is_dark));
    let img = common::widgets::snapshot_pixels(&snapshot, &folder);
    let scale = img.width() as f32 / TALL.width;
    (img, scale, board)
}

/// How many pixels of `area` (logical) are within `tolerance` of `colour` on every channel.
fn count_like(img: &image::RgbaImage, scale: f32, area: Rectangle, colour: Color, tolerance: u8) -> usize {
    let [r, g, b, _] = colour.into_rgba8();
    let (x0, y0) = ((area.x * scale).ceil() as u32, (area.y * scale).ceil() as u32);
    let x1 = (((area.x + area.width) * scale).floor() as u32).min(img.width());
    let y1 = (((area.y + area.height) * scale).floor() as u32).min(img.height());
    let mut like = 0;
    for y in y0..y1 {
        for x in x0..x1 {
            let p = img.get_pixel(x, y).0;
            if p[0].abs_diff(r) <= tolerance && p[1].abs_diff(g) <= tolerance && p[2].abs_diff(b) <= tolerance {
                like += 1;
            }
        }
    }
    like
}

#[test]
fn how_to_play_explains_killer_with_an_example_board_in_every_language() {
    let mut rules_seen = Vec::new();
    for language in LANGUAGES {
        let mut app = app_in(&format!("help-{}", language.code()), language, None);
        click(&mut app, "menu-help");
        assert_eq!(app.screen_name(), "help");
        let what = language.code();
        for key in [
            "help-killer-heading",
            "help-killer-rules",
            "help-killer-board",
            "help-killer-picture",
            "help-killer-start-heading",
            "help-killer-combinations",
            "help-killer-45",
            "help-killer-helper",
        ] {
            assert!(shows(&app, &tr(key)), "{what}: {key} is not shown");
        }
        rules_seen.push(tr("help-killer-rules"));
        for (w, h) in [(800.0, 600.0), (640.0, 960.0), (1060.0, 760.0)] {
            let mut ui = simulator_sized(Size::new(w, h), app.view());
            for part in ["help-killer", "help-killer-board", "help-killer-start"] {
                let b = ui
                    .find(id(part))
                    .unwrap_or_else(|_| panic!("{what} {w}x{h}: no {part}"))
                    .bounds();
                assert!(
                    b.x >= 0.0 && b.x + b.width <= w + 0.5 && b.width > 0.0 && b.height > 0.0,
                    "{what} {w}x{h}: {part} is cut off: {b:?}"
                );
            }
            let board = ui.find(id("help-killer-board")).expect("the example").bounds();
            assert!((board.width - board.height).abs() < 0.5, "{what} {w}x{h}: {board:?}");
            assert!(board.width >= 200.0, "{what} {w}x{h}: the example is too small to read");
        }
    }
    let distinct: std::collections::BTreeSet<&String> = rules_seen.iter().collect();
    assert_eq!(distinct.len(), 3, "{rules_seen:?}");
}

/// The example board shows its cages as the game does: the dashed line and the sum in the
/// cage's ink in the top-left box, the tinted cell the rule of 45 fills, and the board's plain
/// cells where no cage is drawn (the bottom-right box), in the light theme and the dark one.
#[test]
fn the_example_board_draws_a_few_cages_with_their_sums() {
    let mut app = app_in("picture", Language::English, None);
    click(&mut app, "menu-help");
    for choice in [ThemeChoice::Light, ThemeChoice::Dark] {
        let theme = choice.theme(iced::theme::Mode::Light);
        let (img, scale, board) = help_picture(&app, &theme);
        let step = board.width / 9.0;
        let cell = |r: usize, c: usize| {
            Rectangle::new(
                iced::Point::new(board.x + c as f32 * step, board.y + r as f32 * step),
                Size::new(step, step),
            )
        };
        let ink = CageInk::of(&theme);
        // The box of the example's cages, and the box without any.
        let top_left = Rectangle::new(board.position(), Size::new(3.0 * step, 3.0 * step));
        let bottom_right = Rectangle::new(
            iced::Point::new(board.x + 6.0 * step + 3.0, board.y + 6.0 * step + 3.0),
            Size::new(3.0 * step - 6.0, 3.0 * step - 6.0),
        );
        let lines = count_like(&img, scale, top_left, ink.line, 40);
        assert!(
            lines >= 100,
            "{choice:?}: cage lines in the top-left box: {lines} pixels"
        );
        assert_eq!(
            count_like(&img, scale, bottom_right, ink.line, 20),
            0,
            "{choice:?}: a cage drawn where the example has none"
        );
        // The sum of the first cage in r1c1's corner, in the sums' ink.
        let corner = Rectangle::new(cell(0, 0).position(), Size::new(step * 0.5, step * 0.45));
        let sum = count_like(&img, scale, corner, ink.sum, 40);
        assert!(sum >= 8, "{choice:?}: the sum in r1c1's corner: {sum} pixels");
        // The innie, r3c3, tinted: mostly not the plain cell's colour, unlike r9c9.
        let plain = colors(&theme).cell;
        let inside = |r: Rectangle| {
            Rectangle::new(
                r.position() + iced::Vector::new(4.0, 4.0),
                Size::new(r.width - 8.0, 5.0),
            )
        };
        let innie_plain = count_like(&img, scale, inside(cell(2, 2)), plain, 3);
        let far_plain = count_like(&img, scale, inside(cell(8, 8)), plain, 3);
        assert!(
            far_plain > 0 && innie_plain * 4 < far_plain,
            "{choice:?}: {innie_plain} vs {far_plain}"
        );
    }
}

/// Types or pastes `text` into the entry screen.
fn paste(app: &mut App, text: &str) {
    let _ = app.update(Message::Custom(custom::Message::Pasted(Some(text.into()))));
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
fn the_entry_screens_killer_switch_takes_a_pasted_killer_and_starts_it() {
    let mut app = app_in("custom", Language::Russian, Some(Variant::Classic));
    click(&mut app, "difficulty-custom");
    assert_eq!(app.screen_name(), "custom");
    click(&mut app, "custom-board-killer");
    assert_eq!(app.custom().expect("the entry screen").variant(), Variant::Killer);
    assert!(
        shows(&app, &tr("custom-killer-how")),
        "the killer's text form is explained"
    );
    let (set, solution) = unique_cages(31);
    let line = text(&set);
    // The map alone: refused, saying in Russian that the sums are missing.
    paste(&mut app, &set.map_text());
    assert!(
        shows(
            &app,
            &sudoku3d::t!("custom-count-killer-no-givens", symbols = 81, sums = 0, total = 0)
        ),
        "the count of the map and its sums"
    );
    play(&mut app);
    assert_eq!(app.screen_name(), "custom");
    let error = app.custom().unwrap().error().expect("an error").to_string();
    assert_eq!(error, tr("load-error-no-cages"));
    assert!(error.contains("суммы"), "{error}");
    assert!(shows(&app, &error));
    // The map and its sums: a killer game on those cages, counted under the killer's own
    // puzzles.
    paste(&mut app, &line);
    let total: u32 = set.cages().iter().map(|c| c.sum as u32).sum();
    assert!(shows(
        &app,
        &sudoku3d::t!(
            "custom-count-killer-no-givens",
            symbols = 81,
            sums = set.cages().len(),
            total = total
        )
    ));
    let request = play(&mut app);
    assert_eq!(
        request,
        Request::Text {
            variant: Variant::Killer,
            text: line.clone()
        }
    );
    assert_eq!(app.screen_name(), "game", "{:?}", app.custom().and_then(|c| c.error()));
    let state = app.game().expect("a game").state();
    let Shape::Killer(cages) = state.puzzle().shape() else {
        panic!("not a killer: {:?}", state.puzzle().shape());
    };
    assert_eq!(cages.set(), &set);
    assert_eq!(state.puzzle().empty_count(), 81);
    assert_eq!(state.solution().values(), solution.to_vec());
    assert_eq!(app.statistics().row(Variant::Killer, Category::Entered).played, 1);
    assert_eq!(app.statistics().row(Variant::Classic, Category::Entered).played, 0);
}
