//! UI tests: the real application's `view` and `update`, driven by `iced_test`'s simulator
//! (no display needed). Each test starts a game from a fixed puzzle, clicks widgets by id,
//! feeds the produced messages back into `update`, and reads the rebuilt view.
//!
//! Pin the renderer in CI with `ICED_TEST_BACKEND=tiny-skia`.
#![cfg(feature = "gui")]

use crate::common;
use common::widgets::{after_the_wave, assert_matches_snapshot, cell_text, click, finish_hint, shows, texts_in};

use std::time::Instant;

use iced::Theme;
use iced_test::selector::id;

use sudoku3d::app::keys::{Direction, Shortcut};
use sudoku3d::app::screen::game;
use sudoku3d::app::theme::{self, ThemeChoice};
use sudoku3d::app::{App, Launch, Message};
use sudoku3d::engine::{Difficulty, Digit, Grid, Shape, Variant};
use sudoku3d::play::source::{self, Loaded, Request};
use sudoku3d::play::Stage;

/// A classic puzzle with one solution (51 empty cells).
const PUZZLE: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

fn loaded() -> Loaded {
    source::from_text(PUZZLE).expect("the test puzzle is valid")
}

fn app() -> App {
    App::with_game(loaded())
}

fn digit(n: u8) -> Digit {
    Digit::new(n).expect("1..9")
}

fn grid(app: &App) -> &Grid {
    app.game().expect("a game is on").state().grid()
}

fn solution(app: &App) -> Grid {
    app.game().expect("a game is on").state().solution().clone()
}

/// Clicks the first widget showing `label`.
fn click_text(app: &mut App, label: &str) {
    let messages: Vec<Message> = {
        let mut ui = common::widgets::simulator(app.view());
        ui.click(label).unwrap_or_else(|e| panic!("click {label:?}: {e}"));
        ui.into_messages().collect()
    };
    for m in messages {
        let _ = app.update(m);
    }
}

fn status(app: &App) -> String {
    let mut ui = common::widgets::simulator(app.view());
    texts_in(&mut ui, "status").join(" ")
}

#[test]
fn clicking_a_cell_and_a_digit_fills_the_cell() {
    let mut app = app();
    assert!(cell_text(&app, 0, 2).is_empty());
    click(&mut app, "cell-0-2");
    click(&mut app, "digit-4");
    assert_eq!(cell_text(&app, 0, 2), ["4"]);
    assert_eq!(grid(&app).get(2), Some(digit(4)));
    // The pad counts down: 4 appears twice among the givens, so 9 - 2 - 1 are left.
    let mut ui = common::widgets::simulator(app.view());
    assert!(texts_in(&mut ui, "digit-4").contains(&"6 left".to_string()));
}

#[test]
fn givens_refuse_changes() {
    let mut app = app();
    click(&mut app, "cell-0-0");
    click(&mut app, "digit-1");
    assert_eq!(cell_text(&app, 0, 0), ["5"]);
    click(&mut app, "clear");
    assert_eq!(cell_text(&app, 0, 0), ["5"]);
    assert!(status(&app).contains("given"), "status: {}", status(&app));
}

/// The logical pixels of the snapshot of `app`'s view at `size`, and how many pixels a logical
/// pixel is.
fn picture(app: &App, size: (f32, f32), theme: &Theme) -> (image::RgbaImage, f32) {
    let mut ui = common::widgets::simulator_sized(size, app.view());
    let snapshot = ui.snapshot(theme).expect("a snapshot");
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("hint-pictures");
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    let path = dir.join(format!("{:?}-{}.png", std::thread::current().id(), size.0));
    let _ = std::fs::remove_file(&path);
    assert!(snapshot.matches_image(&path).expect("written"));
    let path = std::fs::read_dir(&dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .find(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with(&format!("{:?}-{}", std::thread::current().id(), size.0)))
        })
        .expect("the picture");
    let img = image::open(&path).expect("a png").to_rgba8();
    // The last picture stays as `last-WIDTH.png`, to look at when a test fails.
    let _ = std::fs::rename(&path, dir.join(format!("last-{}.png", size.0)));
    let scale = img.width() as f32 / size.0;
    (img, scale)
}

/// The bounds of the widget with id `target` at window size `size`.
fn bounds(app: &App, size: (f32, f32), target: &str) -> iced::Rectangle {
    let mut ui = common::widgets::simulator_sized(size, app.view());
    ui.find(id(target.to_string()))
        .unwrap_or_else(|e| panic!("find {target}: {e}"))
        .bounds()
}

/// How many pixels of `area` (logical) are within `tolerance` of `color` on every channel.
fn pixels_like(img: &image::RgbaImage, scale: f32, area: iced::Rectangle, color: iced::Color, tolerance: u8) -> usize {
    let [r, g, b, _] = color.into_rgba8();
    let mut n = 0;
    let (x0, y0) = ((area.x * scale) as u32, (area.y * scale) as u32);
    let (x1, y1) = (
        ((area.x + area.width) * scale) as u32,
        ((area.y + area.height) * scale) as u32,
    );
    for y in y0..y1.min(img.height()) {
        for x in x0..x1.min(img.width()) {
            let p = img.get_pixel(x, y).0;
            if p[0].abs_diff(r) <= tolerance && p[1].abs_diff(g) <= tolerance && p[2].abs_diff(b) <= tolerance {
                n += 1;
            }
        }
    }
    n
}

/// How many pixels of `area` (logical) `test` accepts.
fn pixels_where(img: &image::RgbaImage, scale: f32, area: iced::Rectangle, test: impl Fn([i32; 3]) -> bool) -> usize {
    let (x0, y0) = ((area.x * scale) as u32, (area.y * scale) as u32);
    let (x1, y1) = (
        ((area.x + area.width) * scale) as u32,
        ((area.y + area.height) * scale) as u32,
    );
    let mut n = 0;
    for y in y0..y1.min(img.height()) {
        for x in x0..x1.min(img.width()) {
            let p = img.get_pixel(x, y).0;
            if test([p[0] as i32, p[1] as i32, p[2] as i32]) {
                n += 1;
            }
        }
    }
    n
}

/// The note place of `digit` in a cell drawn at `cell` (where the board draws that note).
fn note_place(cell: iced::Rectangle, digit: Digit) -> iced::Rectangle {
    let (w, h) = (((cell.width - 6.0) / 3.0).floor(), ((cell.height - 4.0) / 3.0).floor());
    let i = digit.get() as usize - 1;
    iced::Rectangle {
        x: cell.x + 3.0 + (i % 3) as f32 * w,
        y: cell.y + 2.0 + (i / 3) as f32 * h,
        width: w,
        height: h,
    }
}

const SIZE: (f32, f32) = (1060.0, 760.0);

/// Needs locked candidates before its first placement: a two-step hint with struck candidates.
const LOCKED: &str = "........92...6.5...5.72..4.87....6.11.....9.8.......5..4..........612.....3.5....";

/// Of top1465, the hint with the longest explanation: twelve numbered steps to an Empty
/// Rectangle and a naked single.
const LONG: &str = "12......9.5..9.2.3........4.3.........18.........246......67.5...2.41.7.9........";

#[test]
fn hint_stage_one_names_the_technique_and_highlights_the_house() {
    let mut app = app();
    click(&mut app, "hint");
    let game = app.game().unwrap();
    let active = game.active_hint().expect("a hint on show");
    assert_eq!(active.stage, Stage::Where);
    assert!(game.state().history().is_empty(), "nothing placed at stage 1");
    assert_eq!(game.state().hints_used(), 0, "stage 1 is not help yet");
    let words = {
        let mut ui = common::widgets::simulator(app.view());
        texts_in(&mut ui, "hint-panel").join(" ")
    };
    assert!(words.contains(&active.hint.where_text), "{words}");
    assert!(words.contains("There is a "), "{words}");
    // Every empty cell of the house has the hint background; a cell outside it has not.
    let theme = ThemeChoice::Light.theme(iced::theme::Mode::Light);
    let hint_bg = theme::colors(&theme).hint;
    let (img, scale) = picture(&app, SIZE, &theme);
    let overlay = game.hint_overlay().expect("an overlay");
    let g = grid(&app);
    for &cell in overlay.area.iter().filter(|&&c| g.get(c).is_none()) {
        let b = bounds(&app, SIZE, &format!("cell-{}-{}", cell / 9, cell % 9));
        let corner = iced::Rectangle {
            x: b.x + 1.0,
            y: b.y + 1.0,
            width: 4.0,
            height: 4.0,
        };
        assert!(
            pixels_like(&img, scale, corner, hint_bg, 2) >= 9,
            "cell {cell} is not highlighted"
        );
    }
    let outside = (0..81)
        .find(|c| !overlay.area.contains(c) && g.get(*c).is_none())
        .unwrap();
    let b = bounds(&app, SIZE, &format!("cell-{}-{}", outside / 9, outside % 9));
    let corner = iced::Rectangle {
        x: b.x + 1.0,
        y: b.y + 1.0,
        width: 4.0,
        height: 4.0,
    };
    assert_eq!(pixels_like(&img, scale, corner, hint_bg, 2), 0);
    // No pattern yet: no placement drawn.
    assert!(overlay.candidates.is_empty() && overlay.placement.is_none());
}

/// Next, until stage 2's walk through its steps and links has shown them all.
fn walk_to_the_end(app: &mut App) {
    let count = app.game().and_then(|g| g.active_hint()).map_or(0, |h| h.walk().len());
    for _ in 0..count {
        let _ = app.update(Message::Key(Shortcut::WalkHint { back: false }));
    }
}

#[test]
fn hint_stage_two_draws_the_pattern_and_strikes_the_removed_candidates() {
    let mut app = App::with_game(source::from_text(LOCKED).unwrap());
    click(&mut app, "hint");
    click(&mut app, "hint-next");
    // Stage 2 is walked step by step: to its end, where it is drawn whole.
    walk_to_the_end(&mut app);
    let game = app.game().unwrap();
    let active = game.active_hint().unwrap();
    assert_eq!(active.stage, Stage::Why);
    assert_eq!(game.state().hints_used(), 1, "stage 2 counts as help");
    assert!(game.state().history().is_empty(), "nothing applied yet");
    let words = {
        let mut ui = common::widgets::simulator(app.view());
        texts_in(&mut ui, "hint-panel").join(" ")
    };
    assert!(words.contains("Locked candidates:"), "{words}");
    assert!(!words.contains("1. Locked"), "steps are not numbered: {words}");
    // No jargon about notes in the words: the legend says what pale candidates are.
    assert!(!words.contains("drawn, not written"), "{words}");
    let overlay = game.hint_overlay().unwrap().clone();
    assert!(overlay
        .legend()
        .iter()
        .any(|e| e.kind == sudoku3d::play::LegendKind::Unwritten));
    // What the board draws: no mark stacked on another, none in the cell of the placed digit.
    let overlay = overlay.unstacked();
    assert!(!overlay.candidates.is_empty() && !overlay.strikes.is_empty());
    let theme = ThemeChoice::Light.theme(iced::theme::Mode::Light);
    let (img, scale) = picture(&app, SIZE, &theme);
    for &(cell, d) in &overlay.candidates {
        let b = bounds(&app, SIZE, &format!("cell-{}-{}", cell / 9, cell % 9));
        // The pattern's blue (lighter where the player has no such note).
        let n = pixels_where(&img, scale, note_place(b, d), |[r, _, b]| b - r > 90);
        assert!(
            n > 20,
            "candidate {d} of cell {cell} is not drawn in the pattern colour ({n})"
        );
    }
    for &(cell, d) in &overlay.strikes {
        let b = bounds(&app, SIZE, &format!("cell-{}-{}", cell / 9, cell % 9));
        let red = |[r, g, b]: [i32; 3]| r - g > 80 && r - b > 80;
        let n = pixels_where(&img, scale, note_place(b, d), red);
        assert!(n > 10, "candidate {d} of cell {cell} is not struck out ({n})");
    }
    let untouched = (0..81)
        .find(|c| !overlay.cells.contains(c) && !overlay.strikes.iter().any(|s| s.0 == *c))
        .unwrap();
    let b = bounds(&app, SIZE, &format!("cell-{}-{}", untouched / 9, untouched % 9));
    assert_eq!(pixels_where(&img, scale, b, |[r, g, b]| r - g > 80 && r - b > 80), 0);
    let (cell, _) = overlay.placement.expect("the digit to place");
    let b = bounds(&app, SIZE, &format!("cell-{}-{}", cell / 9, cell % 9));
    let green = |[r, g, b]: [i32; 3]| g - r > 60 && g - b > 30;
    assert!(pixels_where(&img, scale, b, green) > 40, "the placed cell is ringed");
    // Esc dismisses the hint and its drawing.
    let _ = app.update(Message::Key(Shortcut::Escape));
    assert!(app.game().unwrap().active_hint().is_none());
    let mut ui = common::widgets::simulator(app.view());
    assert!(ui.find(id("hint-overlay")).is_err());
}

#[test]
fn hint_stage_three_changes_the_board_as_one_move_that_undo_takes_back() {
    let mut app = App::with_game(source::from_text(LOCKED).unwrap());
    common::widgets::choose(&mut app, "fill-notes");
    let notes_before = app.game().unwrap().state().all_notes().to_vec();
    click(&mut app, "hint");
    click(&mut app, "hint");
    click(&mut app, "hint");
    let game = app.game().unwrap();
    assert_eq!(game.active_hint().unwrap().stage, Stage::Apply);
    assert_eq!(game.state().history().len(), 2, "fill notes, then the hint as one move");
    let (cell, digit) = game.active_hint().unwrap().hint.placement.unwrap();
    assert_eq!(grid(&app).get(cell), Some(digit));
    assert_eq!(cell_text(&app, cell / 9, cell % 9), [digit.to_string()]);
    for &(c, d) in &game.active_hint().unwrap().hint.eliminations {
        assert!(
            !game.state().notes(c).contains(d),
            "the removed candidate {d} left r{}c{}",
            c / 9 + 1,
            c % 9 + 1
        );
    }
    click(&mut app, "undo");
    assert_eq!(grid(&app).get(cell), None);
    assert_eq!(app.game().unwrap().state().all_notes(), &notes_before[..]);
    assert_eq!(app.game().unwrap().state().hints_used(), 1);
}

#[test]
fn a_long_explanation_is_fully_visible_at_the_minimum_window_size() {
    let mut app = App::with_game(source::from_text(LONG).unwrap());
    click(&mut app, "hint");
    click(&mut app, "hint");
    walk_to_the_end(&mut app);
    let lines = app.game().unwrap().active_hint().unwrap().text().lines.len();
    assert!(lines >= 3, "a long explanation: {lines} lines");
    let size = (560.0, 620.0);
    let window = iced::Rectangle::new(iced::Point::ORIGIN, iced::Size::new(size.0, size.1));
    let panel = bounds(&app, size, "hint-panel");
    assert!(
        window.contains(panel.position())
            && panel.x + panel.width <= size.0 + 0.5
            && panel.y + panel.height <= size.1 + 0.5,
        "{panel:?}"
    );
    let words = app.game().unwrap().active_hint().unwrap().text();
    let mut wanted = vec![words.title.clone(), words.sentence.clone()];
    wanted.extend(words.lines.iter().map(|l| l.trim_start().to_string()));
    // The panel scrolls: every line must come fully into its view, wheel turn by wheel turn.
    let mut ui = common::widgets::simulator_sized(size, app.view());
    let mut shown: Vec<String> = Vec::new();
    for turn in 0..80 {
        let _ = ui.find(|candidate: iced_test::selector::Candidate<'_>| {
            if let iced_test::selector::Candidate::Text {
                bounds: b,
                visible_bounds,
                content,
                ..
            } = candidate
            {
                // Fully in view: the part shown (scrolled, clipped) is the whole text, inside
                // the panel.
                let inside = visible_bounds.is_some_and(|v| {
                    (v.width - b.width).abs() < 0.5
                        && (v.height - b.height).abs() < 0.5
                        && v.x >= panel.x
                        && v.x + v.width <= panel.x + panel.width + 0.5
                        && v.y >= panel.y
                        && v.y + v.height <= panel.y + panel.height + 0.5
                });
                if inside && wanted.iter().any(|w| w == content) && !shown.iter().any(|s| s == content) {
                    shown.push(content.to_string());
                }
            }
            None::<()>
        });
        ui.point_at(panel.center());
        // Walked to its end, the panel keeps its last line in view: scroll up, then down.
        let y = if turn < 40 { 40.0 } else { -40.0 };
        let _ = ui.simulate([iced::Event::Mouse(iced::mouse::Event::WheelScrolled {
            delta: iced::mouse::ScrollDelta::Pixels { x: 0.0, y },
        })]);
    }
    for line in &wanted {
        assert!(shown.contains(line), "never fully in view: {line:?}");
    }
    let _ = picture(&app, size, &ThemeChoice::Light.theme(iced::theme::Mode::Light));
}

#[test]
fn solve_shows_the_solution() {
    let mut app = app();
    common::widgets::choose(&mut app, "solve");
    after_the_wave(&mut app);
    let solution = solution(&app);
    assert_eq!(grid(&app), &solution);
    assert!(shows(&app, "Solved with help"));
    assert!(app.game().unwrap().state().finish().unwrap().assisted);
    click_text(&mut app, "Close");
    for (r, c) in [(0, 2), (4, 4), (8, 0)] {
        assert_eq!(cell_text(&app, r, c), [solution.get(r * 9 + c).unwrap().to_string()]);
    }
}

#[test]
fn reset_restores_the_puzzle() {
    let mut app = app();
    click(&mut app, "cell-0-2");
    click(&mut app, "digit-4");
    click(&mut app, "cell-0-3");
    click(&mut app, "digit-6");
    common::widgets::choose(&mut app, "reset");
    assert_eq!(grid(&app).to_line(), PUZZLE);
    assert!(cell_text(&app, 0, 2).is_empty() && cell_text(&app, 0, 3).is_empty());
    // Reset is a move: Undo brings the entries back.
    click(&mut app, "undo");
    assert_eq!(cell_text(&app, 0, 2), ["4"]);
    assert_eq!(cell_text(&app, 0, 3), ["6"]);
}

#[test]
fn check_on_a_finished_correct_board_says_solved() {
    let mut app = app();
    let solution = solution(&app);
    let empty: Vec<usize> = (0..81).filter(|&c| grid(&app).get(c).is_none()).collect();
    let (last, rest) = empty.split_last().unwrap();
    for &cell in rest {
        let _ = app.update(Message::Game(sudoku3d::app::screen::game::Message::CellPressed(cell)));
        let _ = app.update(Message::Game(sudoku3d::app::screen::game::Message::DigitPressed(
            solution.get(cell).unwrap(),
        )));
    }
    common::widgets::choose(&mut app, "check");
    assert!(
        status(&app).starts_with("Not solved yet: no mistakes so far, 1 cell to fill"),
        "{}",
        status(&app)
    );
    // The last digit by clicks: the victory card appears with the time.
    click(&mut app, &format!("cell-{}-{}", last / 9, last % 9));
    click(&mut app, &format!("digit-{}", solution.get(*last).unwrap()));
    after_the_wave(&mut app);
    assert!(shows(&app, "Solved!"));
    let victory = app.game().unwrap().victory().expect("victory card");
    assert!(!victory.finish.assisted && victory.new_best);
    click_text(&mut app, "Close");
    common::widgets::choose(&mut app, "check");
    assert_eq!(status(&app), "Solved!");
}

#[test]
fn check_marks_wrong_cells() {
    let mut app = app();
    let wrong = Digit::all()
        .find(|&d| Some(d) != solution(&app).get(2) && grid(&app).candidates(2).contains(d))
        .unwrap();
    click(&mut app, "cell-0-2");
    click(&mut app, &format!("digit-{wrong}"));
    common::widgets::choose(&mut app, "check");
    assert_eq!(status(&app), "Not solved yet: 1 cell is wrong, 50 cells to fill.");
    let game = app.game().unwrap();
    assert_eq!(game.state().check().wrong, vec![2]);
}

#[test]
fn undo_and_redo_walk_the_history() {
    let mut app = app();
    click(&mut app, "cell-0-2");
    click(&mut app, "digit-4");
    for _ in 0..3 {
        click(&mut app, "hint");
    }
    assert_eq!(app.game().unwrap().state().history().len(), 2);
    click(&mut app, "undo");
    click(&mut app, "undo");
    assert!(cell_text(&app, 0, 2).is_empty());
    assert_eq!(grid(&app).to_line(), PUZZLE);
    click(&mut app, "redo");
    assert_eq!(cell_text(&app, 0, 2), ["4"]);
    // Clearing is a move too, undone by Ctrl+Z.
    click(&mut app, "cell-0-2");
    click(&mut app, "clear");
    assert!(cell_text(&app, 0, 2).is_empty());
    let _ = app.update(Message::Key(Shortcut::Undo));
    assert_eq!(cell_text(&app, 0, 2), ["4"]);
    let _ = app.update(Message::Key(Shortcut::Redo));
    assert!(cell_text(&app, 0, 2).is_empty());
}

#[test]
fn notes_are_pencil_marks_that_placed_digits_remove() {
    let mut app = app();
    click(&mut app, "notes");
    assert!(app.game().unwrap().notes_mode());
    click(&mut app, "cell-0-2");
    click(&mut app, "digit-1");
    click(&mut app, "digit-2");
    click(&mut app, "digit-4");
    assert_eq!(cell_text(&app, 0, 2), ["1", "2", "4"]);
    click(&mut app, "digit-2");
    assert_eq!(cell_text(&app, 0, 2), ["1", "4"]);
    // Place a 4 in the same row: the note 4 goes.
    click(&mut app, "notes");
    click(&mut app, "cell-0-3");
    click(&mut app, "digit-4");
    assert_eq!(cell_text(&app, 0, 2), ["1"]);
    // Undo brings it back.
    click(&mut app, "undo");
    assert_eq!(cell_text(&app, 0, 2), ["1", "4"]);
    // Fill notes gives every empty cell without notes its candidates, and keeps the
    // player's eliminations: r1c3 keeps 1 and 4 (2 was struck out), not all of 1, 2, 4.
    common::widgets::choose(&mut app, "fill-notes");
    assert_eq!(cell_text(&app, 0, 2), ["1", "4"]);
    let candidates: Vec<String> = grid(&app).candidates(3).iter().map(|d| d.to_string()).collect();
    assert_eq!(cell_text(&app, 0, 3), candidates);
    // One move: one undo takes it all back.
    click(&mut app, "undo");
    assert!(cell_text(&app, 0, 3).is_empty());
}

#[test]
fn keyboard_moves_places_and_clears() {
    let mut app = app();
    let _ = app.update(Message::Key(Shortcut::Move(Direction::Right)));
    assert_eq!(
        app.game().unwrap().selected(),
        Some(40),
        "the first arrow selects the centre"
    );
    // From r5c5 to r1c3: up four times, left twice.
    for _ in 0..4 {
        let _ = app.update(Message::Key(Shortcut::Move(Direction::Up)));
    }
    for _ in 0..2 {
        let _ = app.update(Message::Key(Shortcut::Move(Direction::Left)));
    }
    assert_eq!(app.game().unwrap().selected(), Some(2));
    let _ = app.update(Message::Key(Shortcut::Digit(digit(4))));
    assert_eq!(cell_text(&app, 0, 2), ["4"]);
    let _ = app.update(Message::Key(Shortcut::Clear));
    assert!(cell_text(&app, 0, 2).is_empty());
    let _ = app.update(Message::Key(Shortcut::Note(digit(7))));
    assert_eq!(cell_text(&app, 0, 2), ["7"]);
    let _ = app.update(Message::Key(Shortcut::ToggleNotes));
    assert!(app.game().unwrap().notes_mode());
    let _ = app.update(Message::Key(Shortcut::Hint));
    finish_hint(&mut app);
    let _ = app.update(Message::Key(Shortcut::Hint));
    assert_eq!(app.game().unwrap().state().hints_used(), 1);
}

#[test]
fn pause_hides_the_board_and_stops_the_clock() {
    let mut app = app();
    click(&mut app, "pause");
    let game = app.game().unwrap();
    assert!(game.is_paused() && !game.state().timer().is_running());
    let mut ui = common::widgets::simulator(app.view());
    assert!(ui.find(id("cell-0-0")).is_err(), "the board is hidden");
    assert!(ui.find("Paused").is_ok());
    drop(ui);
    click_text(&mut app, "Resume");
    assert!(app.game().unwrap().state().timer().is_running());
    assert_eq!(cell_text(&app, 0, 0), ["5"]);
    // Losing the focus pauses too, once the window had it.
    let _ = app.update(Message::Focus(false));
    assert!(!app.game().unwrap().is_paused(), "a focus the window never had");
    let _ = app.update(Message::Focus(true));
    let _ = app.update(Message::Focus(false));
    assert!(app.game().unwrap().is_paused());
}

#[test]
fn menu_leads_to_a_game_of_the_chosen_difficulty() {
    let (mut app, _) = App::new(Launch::default(), Default::default());
    assert_eq!(app.screen_name(), "menu");
    click(&mut app, "menu-play");
    assert_eq!(app.screen_name(), "difficulty");
    click(&mut app, "difficulty-easy");
    assert_eq!(app.screen_name(), "loading");
    // Play the background thread's part: load the puzzle and hand it over.
    let request = app.pending().expect("a puzzle is being made");
    let easy = source::load_now(Request::Generate {
        variant: Shape::Classic.variant(),
        difficulty: Difficulty::Easy,
        seed: 7,
    });
    let _ = app.update(Message::Loaded(request, easy));
    assert_eq!(app.screen_name(), "game");
    assert_eq!(app.game().unwrap().difficulty(), Difficulty::Easy);
    common::widgets::choose(&mut app, "new-puzzle");
    assert_eq!(app.screen_name(), "loading");
}

#[test]
fn menu_has_help_and_cube_screens() {
    let (mut app, _) = App::new(Launch::default(), Default::default());
    click(&mut app, "menu-help");
    assert_eq!(app.screen_name(), "help");
    assert!(shows(&app, "The rules"));
    click(&mut app, "help-back");
    click(&mut app, "menu-cube");
    assert_eq!(app.screen_name(), "cube");
    assert!(shows(&app, "3D Cube"));
}

#[test]
fn an_entered_puzzle_is_checked_before_play() {
    let (mut app, _) = App::new(
        Launch {
            variant: Some(Variant::Classic),
            ..Launch::default()
        },
        Default::default(),
    );
    assert_eq!(app.screen_name(), "difficulty");
    click(&mut app, "difficulty-custom");
    // Type a puzzle with many solutions.
    let messages: Vec<Message> = {
        let mut ui = common::widgets::simulator(app.view());
        ui.click(id(sudoku3d::app::screen::custom::INPUT)).expect("the input");
        let _ = ui.typewrite(&".".repeat(81));
        ui.into_messages().collect()
    };
    for m in messages {
        let _ = app.update(m);
    }
    assert_eq!(app.custom().unwrap().text(), ".".repeat(81));
    click(&mut app, "custom-play");
    let request = app.pending().expect("being checked");
    let _ = app.update(Message::Loaded(
        request,
        source::load_now(Request::Text {
            variant: Variant::Classic,
            text: ".".repeat(81),
        }),
    ));
    assert_eq!(app.screen_name(), "custom");
    let error = app.custom().unwrap().error().expect("an error").to_string();
    assert!(error.contains("more than one solution"), "{error}");
    assert!(shows(&app, &error));
    // A good puzzle starts a game.
    let _ = app.update(Message::Custom(sudoku3d::app::screen::custom::Message::Edited(
        PUZZLE.into(),
    )));
    click(&mut app, "custom-play");
    let request = app.pending().unwrap();
    let _ = app.update(Message::Loaded(
        request,
        source::load_now(Request::Text {
            variant: Variant::Classic,
            text: PUZZLE.into(),
        }),
    ));
    assert_eq!(app.screen_name(), "game");
    assert_eq!(grid(&app).to_line(), PUZZLE);
}

#[test]
fn the_game_header_holds_one_way_back_and_no_theme() {
    let mut app = app();
    // Theme and language live in Settings: no theme button in the game, and one way out.
    {
        let mut ui = common::widgets::simulator(app.view());
        assert!(ui.find(id("theme")).is_err(), "a theme button in the game's header");
        assert!(ui.find(id("menu")).is_err(), "a second way back in the game's header");
        assert!(ui.find("Theme: System").is_err());
    }
    click(&mut app, "back");
    assert_eq!(app.screen_name(), "difficulty");
}

/// The game (a digit, a hint, notes, a selection) in both themes and the menu look as the
/// committed pictures in `tests/snapshots/` do, pixel for pixel (tiny-skia renderer).
#[test]
fn snapshots_match_the_references() {
    let start = Instant::now();
    let mut app = app();
    // The subtitle reads "entered puzzle, graded easy" once the grade has come.
    common::widgets::deliver_entered_grade(&mut app);
    click(&mut app, "cell-0-2");
    click(&mut app, "digit-4");
    click(&mut app, "hint");
    click(&mut app, "hint");
    click(&mut app, "hint");
    let _ = app.update(Message::Key(Shortcut::Escape));
    click(&mut app, "notes");
    click(&mut app, "cell-4-4");
    click(&mut app, "digit-5");
    click(&mut app, "digit-9");
    click(&mut app, "cell-2-0");
    // The clock shows 00:00 however long the clicks took.
    let _ = app.update(Message::Game(game::Message::Tick(start)));
    for (name, theme) in [("light", ThemeChoice::Light), ("dark", ThemeChoice::Dark)] {
        let theme: Theme = theme.theme(iced::theme::Mode::Light);
        let mut ui = common::widgets::simulator(app.view());
        assert_matches_snapshot(&ui.snapshot(&theme).expect("a snapshot"), &format!("game-{name}"));
    }
    let (menu, _) = App::new(Launch::default(), Default::default());
    let mut ui = common::widgets::simulator(menu.view());
    let theme = ThemeChoice::Light.theme(iced::theme::Mode::Light);
    assert_matches_snapshot(&ui.snapshot(&theme).expect("a snapshot"), "menu-light");
}

/// Rewrites `resources/icon.png` from `sudoku3d::app::icon::draw`.
#[test]
#[ignore]
fn write_icon() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/resources/icon.png");
    sudoku3d::app::icon::draw(256).save(path).unwrap();
}
