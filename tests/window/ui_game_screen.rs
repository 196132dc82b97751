//! The compact game screen, through the real application's `view` and `update` (iced_test, no
//! display): the header's game menu opens, shows every rare or destructive action with its
//! keys (keys that do what the entry does), closes on Escape and on a click outside, and each
//! entry does its action; at five window sizes, in English, Russian and Chinese, on the classic
//! board and the cube (3D and flat), the board is the largest thing on the screen, no control
//! lies on another and every label is inside its control; the cube's flat board stays put from
//! face to face.
#![cfg(feature = "gui")]

use crate::common;
use common::widgets::{choose, click, shows, simulator_sized, MENU_ITEMS};

use iced::keyboard::{Key, Modifiers};
use iced::{Rectangle, Size};
use iced_test::selector::{id, Candidate};

use sudoku3d::app::keys::{self, Shortcut};
use sudoku3d::app::screen::game;
use sudoku3d::app::{App, Launch, Message};
use sudoku3d::engine::{Difficulty, Digit, Face, Shape};
use sudoku3d::i18n::Language;
use sudoku3d::play::source::{self, Loaded, Request};

/// The sizes the game must look right at: 800x600, the window an 800x600 screen gives, a
/// narrow tall one, the default, and a full HD screen.
const SIZES: [Size; 5] = [
    Size::new(800.0, 600.0),
    Size::new(768.0, 540.0),
    Size::new(640.0, 960.0),
    Size::new(1060.0, 760.0),
    Size::new(1920.0, 1080.0),
];

/// The generator's easy game of seed 1 of `shape`, in a window of `size` speaking `language`.
fn app(shape: Shape, size: Size, language: Language) -> App {
    let (mut app, _) = App::new(
        Launch {
            system_language: Some(language),
            variant: Some(shape.variant()),
            difficulty: Some(Difficulty::Easy),
            seed: Some(1),
            ..Launch::default()
        },
        Default::default(),
    );
    let pending = app.pending().expect("a puzzle is being made");
    let request = Request::Generate {
        variant: shape.variant(),
        difficulty: Difficulty::Easy,
        seed: 1,
    };
    let loaded: Loaded = source::load_now(request).expect("the puzzle");
    let _ = app.update(Message::Loaded(pending, Ok(loaded)));
    let _ = app.update(Message::WindowResized(size));
    assert_eq!(app.screen_name(), "game");
    app
}

fn game(app: &App) -> &game::Game {
    app.game().expect("a game is on")
}

fn menu_open(app: &App) -> bool {
    game(app).game_menu_open()
}

/// The keys an entry shows ("Ctrl+Shift+S") as the window would deliver them.
fn parse_keys(keys: &str) -> (Key, Modifiers) {
    let mut modifiers = Modifiers::empty();
    let mut parts: Vec<&str> = keys.split('+').collect();
    let last = parts.pop().expect("a key");
    for part in parts {
        modifiers |= match part {
            "Ctrl" => Modifiers::CTRL,
            "Shift" => Modifiers::SHIFT,
            "Alt" => Modifiers::ALT,
            other => panic!("an unknown modifier {other}"),
        };
    }
    let letter = if modifiers.shift() {
        last.to_uppercase()
    } else {
        last.to_lowercase()
    };
    (Key::Character(letter.into()), modifiers)
}

/// The texts drawn wholly inside the widget `target`, in the order drawn.
fn texts_of(app: &App, target: &str) -> Vec<String> {
    let mut ui = common::widgets::simulator(app.view());
    let bounds = ui.find(id(target.to_string())).expect(target).bounds();
    let mut found = Vec::new();
    let _ = ui.find(|candidate: Candidate<'_>| {
        if let Candidate::Text { bounds: b, content, .. } = candidate {
            if inside(&bounds, &b) && !content.trim().is_empty() {
                found.push(content.to_string());
            }
        }
        None::<()>
    });
    found
}

#[test]
fn the_game_menu_opens_shows_each_entrys_keys_and_the_keys_do_what_the_entry_does() {
    let mut app = App::with_game(
        source::load_now(Request::Generate {
            variant: Shape::Classic.variant(),
            difficulty: Difficulty::Easy,
            seed: 1,
        })
        .expect("the puzzle"),
    );
    // Closed, none of its entries is on the screen.
    for item in MENU_ITEMS {
        let mut ui = common::widgets::simulator(app.view());
        assert!(ui.find(id(item)).is_err(), "{item} shows with the menu closed");
    }
    click(&mut app, "game-menu");
    assert!(menu_open(&app));
    // Each entry: its label and its keys; the keys mean the shortcut of the entry's action.
    let expected = [
        ("check", "Check", Shortcut::Check),
        ("fill-notes", "Fill notes", Shortcut::FillNotes),
        ("show-mistakes", "Show mistakes", Shortcut::ToggleMistakes),
        ("export-pdf", "Export PDF", Shortcut::Export),
        ("reset", "Reset", Shortcut::Reset),
        ("solve", "Solve", Shortcut::Solve),
        ("new-puzzle", "New puzzle", Shortcut::NewPuzzle),
    ];
    assert_eq!(expected.len(), MENU_ITEMS.len());
    for (item, label, shortcut) in expected {
        let texts = texts_of(&app, item);
        // The menu floats over the pad: texts under the entry's place are found too, before
        // the entry's own (the layer on top is visited last).
        assert!(texts.iter().any(|t| t == label), "{item}: {texts:?}");
        let shown = texts.last().expect("the keys");
        let (key, modifiers) = parse_keys(shown);
        assert_eq!(
            keys::shortcut(&key, None, modifiers),
            Some(shortcut),
            "{item} shows {shown}"
        );
    }
    // A second click on the button closes it.
    click(&mut app, "game-menu");
    assert!(!menu_open(&app));
}

#[test]
fn escape_or_a_click_outside_closes_the_game_menu_and_does_nothing_else() {
    let mut app = App::with_game(
        source::load_now(Request::Generate {
            variant: Shape::Classic.variant(),
            difficulty: Difficulty::Easy,
            seed: 1,
        })
        .expect("the puzzle"),
    );
    let _ = app.update(Message::Game(game::Message::CellPressed(40)));
    click(&mut app, "game-menu");
    let _ = app.update(Message::Key(Shortcut::Escape));
    assert!(!menu_open(&app), "Escape closes the menu");
    assert_eq!(game(&app).selected(), Some(40), "Escape closed only the menu");
    assert_eq!(app.screen_name(), "game");
    // A click on a cell under the open menu closes it and selects nothing.
    click(&mut app, "game-menu");
    click(&mut app, "cell-8-0");
    assert!(!menu_open(&app), "a click outside closes the menu");
    assert_eq!(
        game(&app).selected(),
        Some(40),
        "the click went to the menu, not the board"
    );
    // Once it is closed, the board takes clicks again.
    click(&mut app, "cell-8-0");
    assert_eq!(game(&app).selected(), Some(72));
}

#[test]
fn each_entry_of_the_game_menu_does_its_action_and_closes_the_menu() {
    let fresh = || {
        App::with_game(
            source::load_now(Request::Generate {
                variant: Shape::Classic.variant(),
                difficulty: Difficulty::Easy,
                seed: 1,
            })
            .expect("the puzzle"),
        )
    };
    let empty = |app: &App| {
        let grid = game(app).state().grid();
        (0..81).find(|&c| grid.get(c).is_none()).expect("an empty cell")
    };
    // Check: a wrong digit is found.
    let mut app = fresh();
    let cell = empty(&app);
    let right = game(&app).state().solution().get(cell).expect("solved");
    let wrong = sudoku3d::engine::Digit::all()
        .find(|&d| d != right)
        .expect("another digit");
    let _ = app.update(Message::Game(game::Message::CellPressed(cell)));
    let _ = app.update(Message::Game(game::Message::DigitPressed(wrong)));
    choose(&mut app, "check");
    assert!(!menu_open(&app));
    assert!(game(&app).status().is_some(), "Check said nothing");
    // Show mistakes: switched on, then off.
    choose(&mut app, "show-mistakes");
    assert!(game(&app).shows_mistakes() && !menu_open(&app));
    choose(&mut app, "show-mistakes");
    assert!(!game(&app).shows_mistakes());
    // Reset: the entry is gone.
    choose(&mut app, "reset");
    assert_eq!(game(&app).state().grid().get(cell), None);
    // Fill notes: every empty cell has notes.
    choose(&mut app, "fill-notes");
    assert!(!game(&app).state().all_notes()[cell].is_empty(), "no notes filled");
    // Export PDF: the choice of what to print opens.
    choose(&mut app, "export-pdf");
    assert!(shows(&app, "Choose file\u{2026}"), "no export choice");
    let _ = app.update(Message::Key(Shortcut::Escape));
    // Solve: the game ends, with help.
    choose(&mut app, "solve");
    assert!(game(&app).state().is_finished());
    // New puzzle over an unfinished game asks first (the question it had before the menu).
    let mut app = fresh();
    let _ = app.update(Message::Game(game::Message::CellPressed(cell)));
    let _ = app.update(Message::Game(game::Message::DigitPressed(right)));
    choose(&mut app, "new-puzzle");
    assert!(app.confirming(), "New puzzle did not ask");
}

/// Names (ids or texts) with their bounds.
type Placed = Vec<(String, Rectangle)>;

/// Every widget with an id on the screen, and every text, at `size`.
fn layout(app: &App, size: Size) -> (Placed, Placed) {
    let mut ui = simulator_sized(size, app.view());
    let mut ids = Vec::new();
    let mut texts = Vec::new();
    let _ = ui.find(|c: Candidate<'_>| {
        match c {
            Candidate::Container {
                id: Some(id), bounds, ..
            } => {
                // Debug prints the id as `Id(Custom("cell-0-0"))`: the name is between quotes.
                let name = format!("{id:?}");
                let name = name.split('"').nth(1).unwrap_or(&name).to_string();
                ids.push((name, bounds));
            }
            Candidate::Text { content, bounds, .. } if !content.trim().is_empty() => {
                texts.push((content.to_string(), bounds));
            }
            _ => {}
        }
        None::<()>
    });
    (ids, texts)
}

fn area(r: &Rectangle) -> f32 {
    r.width * r.height
}

fn overlap(a: &Rectangle, b: &Rectangle) -> bool {
    a.intersection(b).is_some_and(|i| i.width > 0.5 && i.height > 0.5)
}

fn inside(outer: &Rectangle, inner: &Rectangle) -> bool {
    inner.x >= outer.x - 0.5
        && inner.y >= outer.y - 0.5
        && inner.x + inner.width <= outer.x + outer.width + 0.5
        && inner.y + inner.height <= outer.y + outer.height + 0.5
}

/// At `size`: the board (its cells, or the 3D view) is larger than any other widget; the
/// controls are in the window, on no other control, and their labels inside them.
fn assert_board_is_the_hero(app: &App, size: Size, what: &str) {
    let (ids, texts) = layout(app, size);
    let window = Rectangle::new(iced::Point::ORIGIN, size);
    let cells: Vec<Rectangle> = ids
        .iter()
        .filter(|(i, _)| i.starts_with("cell-"))
        .map(|(_, b)| *b)
        .collect();
    let board = match cells.split_first() {
        Some((first, rest)) => rest.iter().fold(*first, |a, b| a.union(b)),
        None => ids
            .iter()
            .find(|(i, _)| i == "cube-view")
            .map(|(_, b)| *b)
            .unwrap_or_else(|| panic!("{what}: neither board cells nor the cube view in {ids:?}")),
    };
    assert!(
        inside(&window, &board),
        "{what}: the board is out of the window: {board:?}"
    );
    // The board's own layers (the hint's drawing over it) hold it: they are the board.
    let others: Vec<&(String, Rectangle)> = ids
        .iter()
        .filter(|(i, b)| !i.starts_with("cell-") && i != "cube-view" && !inside(b, &board))
        .collect();
    for (other, b) in &others {
        assert!(
            area(&board) > area(b),
            "{what}: {other} {b:?} is larger than the board {board:?}"
        );
    }
    // The controls: the pad, the buttons, the header's and the cube's.
    let controls: Vec<&(String, Rectangle)> = others
        .iter()
        .copied()
        .filter(|(i, _)| {
            i.starts_with("digit-")
                || i.starts_with("face-")
                || [
                    "clear",
                    "notes",
                    "undo",
                    "redo",
                    "hint",
                    "back",
                    "pause",
                    "game-menu",
                    "clock",
                    "title",
                    "status",
                    "view-switch",
                ]
                .contains(&i.as_str())
        })
        .collect();
    for name in [
        "digit-1",
        "clear",
        "notes",
        "undo",
        "redo",
        "hint",
        "back",
        "pause",
        "game-menu",
    ] {
        assert!(
            controls.iter().any(|(i, _)| i == name),
            "{what}: no {name} on the screen"
        );
    }
    for (i, (a, ra)) in controls.iter().enumerate() {
        assert!(inside(&window, ra), "{what}: {a} is out of the window: {ra:?}");
        for (b, rb) in &controls[i + 1..] {
            assert!(!overlap(ra, rb), "{what}: {a} {ra:?} lies on {b} {rb:?}");
        }
    }
    for (content, t) in &texts {
        for (control, b) in controls.iter().filter(|(c, _)| c != "status") {
            if b.contains(t.center()) {
                assert!(
                    inside(b, t),
                    "{what}: the label {content:?} {t:?} runs out of {control} {b:?}"
                );
            }
        }
    }
}

#[test]
fn at_every_size_in_every_language_the_board_is_the_largest_thing_and_nothing_overlaps() {
    for size in SIZES {
        for language in Language::ALL {
            for (view, shape, flat) in [
                ("classic", Shape::Classic, false),
                ("cube 3D", Shape::Cube, false),
                ("cube flat", Shape::Cube, true),
            ] {
                let mut app = app(shape, size, language);
                if flat {
                    let _ = app.update(Message::Game(game::Message::ViewToggled));
                }
                let what = format!("{view} at {}x{} in {}", size.width, size.height, language.code());
                assert_board_is_the_hero(&app, size, &what);
                // With a hint open too (on the cube it turns the view to a flat face).
                let _ = app.update(Message::Game(game::Message::Hint));
                common::widgets::finish_hint(&mut app);
                assert!(game(&app).active_hint().is_some(), "{what}: no hint");
                assert_board_is_the_hero(&app, size, &format!("{what}, hint open"));
                let _ = app.update(Message::Game(game::Message::CloseHint));
                // The game menu open over it: in the window.
                let _ = app.update(Message::Game(game::Message::GameMenuToggled));
                let (ids, _) = layout(&app, size);
                let card = ids
                    .iter()
                    .find(|(i, _)| i == "game-menu-card")
                    .map(|(_, b)| *b)
                    .unwrap_or_else(|| panic!("{what}: no menu"));
                let window = Rectangle::new(iced::Point::ORIGIN, size);
                assert!(
                    inside(&window, &card),
                    "{what}: the menu is out of the window: {card:?}"
                );
                // Every entry on one line: as high as the others (a wrapped label is taller).
                let heights: Vec<f32> = MENU_ITEMS
                    .iter()
                    .map(|item| {
                        ids.iter()
                            .find(|(i, _)| i == item)
                            .map(|(_, b)| b.height)
                            .unwrap_or_else(|| panic!("{what}: no {item} in the menu"))
                    })
                    .collect();
                let (low, high) = heights
                    .iter()
                    .fold((f32::MAX, 0.0f32), |(lo, hi), &h| (lo.min(h), hi.max(h)));
                assert!(high - low < 1.0, "{what}: a menu entry wraps: {heights:?}");
            }
        }
    }
}

#[test]
fn the_check_fails_when_a_control_is_larger_than_the_board() {
    // A window far too low, with a hint open: the board shrinks to its least size, under
    // the hint's box.
    let failed = std::panic::catch_unwind(|| {
        let size = Size::new(1060.0, 300.0);
        let mut app = app(Shape::Classic, size, Language::English);
        let _ = app.update(Message::Game(game::Message::Hint));
        common::widgets::finish_hint(&mut app);
        assert!(game(&app).active_hint().is_some());
        assert_board_is_the_hero(&app, size, "low")
    });
    assert!(failed.is_err(), "a squashed board went unnoticed");
}

/// The bounds of the flat board's cells.
fn board_bounds(app: &App, size: Size) -> Rectangle {
    let (ids, _) = layout(app, size);
    ids.iter()
        .filter(|(i, _)| i.starts_with("cell-"))
        .map(|(_, b)| *b)
        .reduce(|a, b| a.union(&b))
        .expect("the flat board")
}

#[test]
fn the_cubes_flat_board_fills_the_window_and_stays_put_from_face_to_face() {
    for size in SIZES {
        let mut app = app(Shape::Cube, size, Language::English);
        let _ = app.update(Message::Game(game::Message::ViewToggled));
        let top = board_bounds(&app, size);
        for face in [Face::Front, Face::Right] {
            let _ = app.update(Message::Game(game::Message::FaceSelected(face)));
            assert_eq!(board_bounds(&app, size), top, "at {size:?} the board moved on {face:?}");
        }
        // The classic board at this size, for comparison: the flat face is nearly as big.
        let classic = board_bounds(&app_classic(size), size);
        assert!(
            top.width >= 0.75 * classic.width,
            "at {size:?} the flat face is {} wide against the classic board's {}",
            top.width,
            classic.width
        );
    }
    // The default window: the flat face is far bigger than the 325 px it was.
    let size = Size::new(1060.0, 760.0);
    let mut app = app(Shape::Cube, size, Language::English);
    let _ = app.update(Message::Game(game::Message::ViewToggled));
    assert!(board_bounds(&app, size).width >= 450.0);
}

fn app_classic(size: Size) -> App {
    app(Shape::Classic, size, Language::English)
}

/// What the digit key `digit` shows, in a window of `size`.
fn key_texts(app: &App, size: Size, digit: Digit) -> Vec<String> {
    let mut ui = simulator_sized(size, app.view());
    common::widgets::texts_in(&mut ui, &format!("digit-{digit}"))
}

/// A digit placed in all its cells: its key says so under the digit in the 3x3 pad, and shows
/// only its (dimmed) digit in the one-row pad of a narrow window and in the two-row pad beside
/// an open hint, whose keys are too narrow for "все на месте" on one line (it wrapped, and its
/// second line was cut by the key's edge or fell out of the key); a digit still to place keeps
/// its count there.
#[test]
fn a_finished_digits_key_is_captioned_only_where_the_caption_fits() {
    let wide = Size::new(1060.0, 760.0);
    let narrow = Size::new(640.0, 960.0);
    let mut app = app(Shape::Classic, wide, Language::Russian);
    let five = Digit::new(5).expect("a digit");
    let solution = game(&app).state().solution().clone();
    for cell in 0..81 {
        if solution.get(cell) == Some(five) && game(&app).state().grid().get(cell).is_none() {
            click(&mut app, &format!("cell-{}-{}", cell / 9, cell % 9));
            click(&mut app, "digit-5");
        }
    }
    assert_eq!(game(&app).state().remaining(five), 0);
    assert_eq!(key_texts(&app, wide, five), ["5", "все на месте"]);
    let _ = app.update(Message::WindowResized(narrow));
    assert_eq!(key_texts(&app, narrow, five), ["5"]);
    let open = Digit::all()
        .find(|&d| game(&app).state().remaining(d) > 0)
        .expect("a digit still to place");
    let left = format!("ещё {}", game(&app).state().remaining(open));
    assert_eq!(key_texts(&app, narrow, open), [open.to_string(), left.clone()]);
    // The compact pad of two rows beside an open hint at 800x600: as narrow keys.
    let small = Size::new(800.0, 600.0);
    let _ = app.update(Message::WindowResized(small));
    click(&mut app, "hint");
    assert!(game(&app).hint_open());
    assert_eq!(key_texts(&app, small, five), ["5"]);
    assert_eq!(key_texts(&app, small, open), [open.to_string(), left]);
}

/// Clear's label sits inside its key with room on both sides in every pad: the two-row pad
/// beside an open hint at 800x600 has keys a fifth of its panel wide, and Russian "Стереть"
/// at the usual size ran from edge to edge.
#[test]
fn clears_label_has_room_in_its_key_beside_an_open_hint() {
    let small = Size::new(800.0, 600.0);
    for language in [Language::English, Language::Russian, Language::Chinese] {
        let mut app = app(Shape::Classic, small, language);
        click(&mut app, "hint");
        assert!(game(&app).hint_open());
        let mut ui = simulator_sized(small, app.view());
        let key = ui.find(id("clear")).expect("Clear").bounds();
        let mut labels = Vec::new();
        let _ = ui.find(|candidate: Candidate<'_>| {
            if let Candidate::Text { bounds, content, .. } = candidate {
                if key.contains(bounds.center()) && !content.trim().is_empty() {
                    labels.push((content.to_string(), bounds));
                }
            }
            None::<()>
        });
        assert_eq!(labels.len(), 1, "{language:?}: {labels:?}");
        let (words, label) = &labels[0];
        let room = (label.x - key.x).min(key.x + key.width - label.x - label.width);
        assert!(
            room >= 4.0,
            "{language:?}: {words:?} has {room} px beside it in {key:?}"
        );
    }
}
