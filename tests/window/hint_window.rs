//! The panel never costs a control, in the real window: the binary under Xvfb at 768x540 (the
//! window an 800x600 screen gives), a hint opened with H; the screenshot shows something at
//! the place of every control the simulator lays out there (not an empty sliver), and a click
//! on an empty cell and then on the pad's key, at the places the simulator gives, enters the
//! digit (the saved game holds it). Classic in the light theme, the cube in the dark one.
//!
//! Needs `Xvfb`, `xdotool` and ImageMagick's `import`; without them the test says so and passes
//! without running. `SUDOKU3D_SHOTS=DIR` keeps the screenshots there.
#![cfg(all(feature = "gui", feature = "cli", unix))]

use crate::common;
use common::fresh_dir;
use common::widgets::{finish_hint, simulator_sized};
use common::window::{have, Game, Xvfb};

use std::path::Path;
use std::process::Command;
use std::time::Duration;

use iced::{Rectangle, Size};
use iced_test::selector::id;
use sudoku3d::app::screen::game;
use sudoku3d::app::{App, Message};
use sudoku3d::engine::{Difficulty, Shape};
use sudoku3d::play::source::{self, Request};
use sudoku3d::play::SavedGame;

const WINDOW: Size = Size::new(768.0, 540.0);

/// The controls whose places are checked in the picture: the pad's digits and the controls
/// under it.
fn controls() -> Vec<String> {
    let digits = (1..=9).map(|d| format!("digit-{d}"));
    digits
        .chain(crate::ui_hint_layout::PLAY_CONTROLS.map(String::from))
        .collect()
}

/// What the simulator lays out at [`WINDOW`] for the generator's easy game of seed 1 of
/// `shape` with its first hint open: each control's bounds, an empty cell on the board (its
/// bounds) and the digit that goes there.
fn expected(shape: Shape) -> (Vec<(String, Rectangle)>, Rectangle, usize, String) {
    let request = Request::Generate {
        variant: shape.variant(),
        difficulty: Difficulty::Easy,
        seed: 1,
    };
    let mut app = App::with_game(source::load_now(request).expect("the puzzle"));
    let _ = app.update(Message::WindowResized(WINDOW));
    let _ = app.update(Message::Game(game::Message::Hint));
    finish_hint(&mut app);
    let g = app.game().expect("a game");
    assert!(g.active_hint().is_some(), "the hint is open");
    let mut ui = simulator_sized(WINDOW, app.view());
    let mut bounds = |target: &str| {
        ui.find(id(target.to_string()))
            .unwrap_or_else(|e| panic!("no {target}: {e}"))
            .bounds()
    };
    let controls = controls()
        .into_iter()
        .map(|c| {
            let b = bounds(&c);
            (c, b)
        })
        .collect();
    let grid = g.state().grid();
    let held = grid.shape().clone();
    let geometry = held.geometry();
    let (cell, r, c) = (0..81)
        .map(|i| (geometry.cell_at(g.face(), i / 9, i % 9), i / 9, i % 9))
        .find(|&(cell, _, _)| grid.get(cell).is_none())
        .expect("an empty cell");
    let cell_bounds = bounds(&sudoku3d::app::widget::board::cell_id(&shape, g.face(), r, c));
    let digit = g.state().solution().get(cell).expect("solved").to_string();
    (controls, cell_bounds, cell, digit)
}

/// How many pixels of `rect` (inset by 3) differ clearly from `background`, as a share.
fn ink(img: &image::RgbaImage, rect: Rectangle, background: [u8; 4]) -> f32 {
    let (x0, y0) = ((rect.x + 3.0) as u32, (rect.y + 3.0) as u32);
    let (x1, y1) = ((rect.x + rect.width - 3.0) as u32, (rect.y + rect.height - 3.0) as u32);
    let mut differ = 0usize;
    let mut all = 0usize;
    for y in y0..y1.min(img.height()) {
        for x in x0..x1.min(img.width()) {
            let p = img.get_pixel(x, y).0;
            let d: i32 = (0..3).map(|i| (p[i] as i32 - background[i] as i32).abs()).sum();
            if d > 40 {
                differ += 1;
            }
            all += 1;
        }
    }
    differ as f32 / all.max(1) as f32
}

fn run(shape: Shape, theme: &str) {
    let Some(x) = Xvfb::start() else {
        eprintln!("SKIPPED: the real-window layout test did not run");
        return;
    };
    let mode = if shape == Shape::Cube { "cube" } else { "classic" };
    let dir = fresh_dir(&format!("hint-layout-{mode}"));
    let settings = format!(
        r#"{{"version":1,"language":"en","theme":"{theme}","window":[{},{}]}}"#,
        WINDOW.width, WINDOW.height
    );
    std::fs::write(dir.join("settings.json"), settings).expect("settings written");
    let game = Game::start_with(
        &x,
        &dir,
        &["--mode", mode, "--difficulty", "easy", "--seed", "1"],
        Duration::from_secs(60),
    );
    let window = game
        .window
        .clone()
        .unwrap_or_else(|| panic!("no window: {}", game.missing));
    let geometry = x.xdotool(&["getwindowgeometry", "--shell", &window]);
    for line in ["X=0", "Y=0", "WIDTH=768", "HEIGHT=540"] {
        assert!(
            geometry.lines().any(|l| l == line),
            "{mode}: the window is not at 0,0 768x540: {geometry}"
        );
    }
    game.keys(&x, &["h".to_string()]);
    std::thread::sleep(Duration::from_millis(1500));

    let (controls, cell_bounds, cell, digit) = expected(shape);
    let shots = std::env::var_os("SUDOKU3D_SHOTS").map(std::path::PathBuf::from);
    let shot = shots
        .clone()
        .unwrap_or_else(|| dir.clone())
        .join(format!("layout-window-{mode}-{theme}.png"));
    if let Some(folder) = shot.parent() {
        std::fs::create_dir_all(folder).expect("the screenshots' folder");
    }
    let took = Command::new("import")
        .args(["-window", "root", "-crop", "768x540+0+0"])
        .arg(&shot)
        .env("DISPLAY", &x.display)
        .status()
        .is_ok_and(|s| s.success());
    assert!(took, "{mode}: no screenshot");
    let img = image::open(&shot).expect("the screenshot").to_rgba8();
    // The window's background: its bottom left corner, in the gap around the body.
    let background = img.get_pixel(2, img.height() - 2).0;
    for (control, bounds) in &controls {
        let inside = bounds.x >= 0.0
            && bounds.y >= 0.0
            && bounds.x + bounds.width <= WINDOW.width
            && bounds.y + bounds.height <= WINDOW.height;
        assert!(inside, "{mode}: {control} is laid out off the window: {bounds:?}");
        let share = ink(&img, *bounds, background);
        assert!(
            share > 0.03,
            "{mode} {theme}: nothing drawn where {control} should be ({bounds:?}, {:.1}% ink); see {}",
            share * 100.0,
            shot.display()
        );
    }

    // The pad works with the hint open: the cell, then the digit's key, clicked.
    let pad_key = controls
        .iter()
        .find(|(c, _)| *c == format!("digit-{digit}"))
        .map(|(_, b)| *b)
        .expect("the digit's key");
    for at in [cell_bounds.center(), pad_key.center()] {
        x.xdotool(&[
            "mousemove",
            "--sync",
            &(at.x.round() as i32).to_string(),
            &(at.y.round() as i32).to_string(),
            "click",
            "1",
        ]);
        std::thread::sleep(Duration::from_millis(400));
    }
    if let Some(dir) = &shots {
        let _ = Command::new("import")
            .args(["-window", "root", "-crop", "768x540+0+0"])
            .arg(dir.join(format!("layout-window-{mode}-{theme}-entered.png")))
            .env("DISPLAY", &x.display)
            .status();
    }
    assert!(game.signal_and_wait("TERM").is_some(), "{mode}: the game did not exit");
    let saved = read_saved(&dir, mode);
    let entered = saved.history.iter().any(|m| {
        m.changes
            .iter()
            .any(|ch| ch.cell == cell && ch.after.digit.map(|d| d.to_string()) == Some(digit.clone()))
    });
    assert!(
        entered,
        "{mode}: the pad's {digit} did not go into cell {cell}: {:?}",
        saved.history
    );
    let _ = std::fs::remove_dir_all(&dir);
}

fn read_saved(dir: &Path, what: &str) -> SavedGame {
    let text = std::fs::read_to_string(dir.join("game.json")).unwrap_or_else(|e| panic!("{what}: no saved game ({e})"));
    serde_json::from_str(&text).expect("the save is a saved game")
}

#[test]
fn at_768_by_540_with_a_hint_open_every_control_is_drawn_and_the_pad_enters_a_digit() {
    if !have("import") {
        eprintln!("SKIPPED: ImageMagick's import is not installed");
        return;
    }
    run(Shape::Classic, "light");
    run(Shape::Cube, "dark");
}
