//! No stale pixel, in the real window: the binary under Xvfb at 800x600 (light theme), driven
//! through the actions that left drawing behind (issue 42). A hard classic game: the game
//! menu opened and closed, a hint's stages and its Apply, a Ctrl+click selection of r1c7 and
//! r2c7 and clearing it, the candidate filter on and off, a colour mark, and Solve from the
//! menu with the victory card (once the wave has ended). A saved game continued from the
//! menu: an XY-Chain of 15 links walked forward, back and to its last link, then applied.
//! The cube: its 3D view, the flat face, the next face, a hint's stages, the 3D view with the
//! hint. After each action the window's pixels must equal a full redraw of the same state:
//! the window is resized by a pixel and back (a new surface, drawn whole), and the two
//! screenshots are compared with a tolerance of 0 differing pixels. Only the clock is left out
//! (it ticks between the two pictures): its place is where two pictures of the idle window,
//! taken a second apart, differ.
//!
//! Needs `Xvfb`, `xdotool` and ImageMagick's `import`; without them the test says so and passes
//! without running. `SUDOKU3D_SHOTS=DIR` keeps the pictures there (ACTION-window.png,
//! ACTION-redrawn.png).
#![cfg(all(feature = "gui", feature = "cli", unix))]

use crate::common;
use common::widgets::simulator_sized;
use common::window::{Game, Screenshots, Xvfb};

use std::time::Duration;

use iced::{Point, Rectangle, Size};
use iced_test::selector::id;
use sudoku3d::app::screen::game;
use sudoku3d::app::{App, Message};
use sudoku3d::engine::{Difficulty, Variant};
use sudoku3d::play::source::{self, Request};

const WIDTH: u32 = 800;
const HEIGHT: u32 = 600;

/// Where the mouse waits between actions: the window's bottom-left corner, in the gap around
/// the body, over nothing that reacts to it.
const PARKED: (i32, i32) = (3, HEIGHT as i32 - 3);

/// The places the simulator gives, at the window's size, to the game menu's button, the
/// menu's Solve and two cells of column 7 (r1c7, r2c7).
struct Places {
    menu: Point,
    solve: Point,
    r1c7: Point,
    r2c7: Point,
}

fn places() -> Places {
    let request = Request::Generate {
        variant: Variant::Classic,
        difficulty: Difficulty::Hard,
        seed: 1,
    };
    let mut app = App::with_game(source::load_now(request).expect("the puzzle"));
    let size = Size::new(WIDTH as f32, HEIGHT as f32);
    let _ = app.update(Message::WindowResized(size));
    let centre = |app: &App, target: &str| -> Point {
        let mut ui = simulator_sized(size, app.view());
        let bounds: Rectangle = ui
            .find(id(target.to_string()))
            .unwrap_or_else(|e| panic!("no {target}: {e}"))
            .bounds();
        bounds.center()
    };
    let menu = centre(&app, "game-menu");
    let r1c7 = centre(&app, "cell-0-6");
    let r2c7 = centre(&app, "cell-1-6");
    let _ = app.update(Message::Game(game::Message::GameMenuToggled));
    let solve = centre(&app, "solve");
    Places {
        menu,
        solve,
        r1c7,
        r2c7,
    }
}

/// The pixels where `a` and `b` differ, outside `masked`.
fn differing(a: &image::RgbaImage, b: &image::RgbaImage, masked: Option<(u32, u32, u32, u32)>) -> Vec<(u32, u32)> {
    a.enumerate_pixels()
        .filter(|&(x, y, p)| {
            let hidden = masked.is_some_and(|(x0, y0, x1, y1)| (x0..=x1).contains(&x) && (y0..=y1).contains(&y));
            !hidden && b.get_pixel(x, y) != p
        })
        .map(|(x, y, _)| (x, y))
        .collect()
}

/// The smallest box holding `pixels`: (left, top, right, bottom).
fn bounding(pixels: &[(u32, u32)]) -> Option<(u32, u32, u32, u32)> {
    let (first, rest) = pixels.split_first()?;
    Some(
        rest.iter()
            .fold((first.0, first.1, first.0, first.1), |(x0, y0, x1, y1), &(x, y)| {
                (x0.min(x), y0.min(y), x1.max(x), y1.max(y))
            }),
    )
}

struct Session<'a> {
    screen: &'a Screenshots,
    x: &'a Xvfb,
    game: Game,
    window: String,
    clock: (u32, u32, u32, u32),
}

impl Session<'_> {
    /// Moves the mouse (without `--sync`, which waits for ever when the mouse is there
    /// already), then gives the window a moment to see it.
    fn mouse_to(&self, (px, py): (i32, i32)) {
        self.x.xdotool(&["mousemove", &px.to_string(), &py.to_string()]);
        std::thread::sleep(Duration::from_millis(150));
    }

    fn click_at(&self, at: Point, with: Option<&str>) {
        self.mouse_to((at.x.round() as i32, at.y.round() as i32));
        match with {
            Some(key) => {
                self.x.xdotool(&["keydown", key]);
                self.x.xdotool(&["click", "1"]);
                self.x.xdotool(&["keyup", key]);
            }
            None => {
                self.x.xdotool(&["click", "1"]);
            }
        }
        std::thread::sleep(Duration::from_millis(400));
    }

    fn keys(&self, keys: &[&str]) {
        for key in keys {
            self.game.keys(self.x, &[key.to_string()]);
            std::thread::sleep(Duration::from_millis(500));
        }
    }

    /// Compares the window after `action` with a full redraw of it; the differing pixels
    /// outside the clock, and where to see them.
    fn check(&self, action: &str, settle: Duration) -> Option<String> {
        self.mouse_to(PARKED);
        std::thread::sleep(settle);
        let before = self.screen.shot(&format!("{action}-window.png"));
        self.x.xdotool(&[
            "windowsize",
            "--sync",
            &self.window,
            &(WIDTH + 1).to_string(),
            &HEIGHT.to_string(),
        ]);
        std::thread::sleep(Duration::from_millis(600));
        self.x.xdotool(&[
            "windowsize",
            "--sync",
            &self.window,
            &WIDTH.to_string(),
            &HEIGHT.to_string(),
        ]);
        std::thread::sleep(Duration::from_millis(1000));
        let redrawn = self.screen.shot(&format!("{action}-redrawn.png"));
        let stale = differing(&before, &redrawn, Some(self.clock));
        (!stale.is_empty()).then(|| {
            format!(
                "{action}: {} pixels differ from a full redraw, within {:?} (see {})",
                stale.len(),
                bounding(&stale),
                self.screen.pictures.join(format!("{action}-window.png")).display()
            )
        })
    }
}

/// Starts the game with `args` on the screen and finds the clock's place: where the idle window
/// changes within a second and a bit.
fn open<'a>(screen: &'a Screenshots, args: &[&str], keys: &[&str]) -> Session<'a> {
    let x = &screen.x;
    let game = Game::start_with(x, &screen.dir, args, Duration::from_secs(60));
    let window = game
        .window
        .clone()
        .unwrap_or_else(|| panic!("no window: {}", game.missing));
    for key in keys {
        game.keys(x, &[key.to_string()]);
        std::thread::sleep(Duration::from_millis(1500));
    }
    x.xdotool(&["mousemove", &PARKED.0.to_string(), &PARKED.1.to_string()]);
    std::thread::sleep(Duration::from_millis(300));
    let idle = screen.shot("idle-1.png");
    std::thread::sleep(Duration::from_millis(1200));
    let ticked = screen.shot("idle-2.png");
    let clock = bounding(&differing(&idle, &ticked, None)).expect("the clock ticks");
    assert!(
        clock.3 < 52 && clock.2 - clock.0 < 120,
        "what changed on the idle window is not the clock in the header: {clock:?}"
    );
    // The whole clock (the digits that did not change this second too), with a margin.
    let clock = (clock.0.saturating_sub(40), 0, clock.2 + 40, 52);
    Session {
        screen,
        x,
        game,
        window,
        clock,
    }
}

#[test]
fn after_each_action_the_window_equals_a_full_redraw_of_it() {
    let Some(screen) = Screenshots::start("pixels", (WIDTH, HEIGHT), "the stale-pixel test") else {
        return;
    };
    let at = places();
    let short = Duration::from_millis(600);
    let mut faults = Vec::new();

    // A hard classic game: the menu, a hint's stages, selections, marks, Solve.
    let session = open(
        &screen,
        &["--mode", "classic", "--difficulty", "hard", "--seed", "1"],
        &[],
    );
    let mut step = |session: &Session, action: &str, settle: Duration| {
        if let Some(fault) = session.check(action, settle) {
            faults.push(fault);
        }
    };
    session.click_at(at.menu, None);
    step(&session, "menu-open", short);
    session.keys(&["Escape"]);
    step(&session, "menu-closed", short);
    session.keys(&["h"]);
    step(&session, "hint-1", short);
    session.keys(&["h"]);
    step(&session, "hint-2", short);
    session.keys(&["h"]);
    step(&session, "hint-applied", short);
    session.keys(&["Escape"]);
    step(&session, "hint-closed", short);
    session.click_at(at.r1c7, None);
    session.click_at(at.r2c7, Some("ctrl"));
    step(&session, "multi-select", short);
    session.keys(&["Escape"]);
    step(&session, "selection-cleared", short);
    session.keys(&["ctrl+3"]);
    step(&session, "filter-3", short);
    session.keys(&["ctrl+0"]);
    step(&session, "filter-off", short);
    session.click_at(at.r1c7, None);
    session.keys(&["ctrl+shift+2"]);
    step(&session, "colour-mark", short);
    session.click_at(at.menu, None);
    session.click_at(at.solve, None);
    // The victory wave runs for a few seconds: the check is made once it has ended.
    step(&session, "solved-victory", Duration::from_secs(6));
    let _ = session.game.signal_and_wait("TERM");

    // A chain walked link by link (the XY-Chain of 15 links of `ui_hint_walk`), from a saved
    // game continued from the menu (C).
    let app = App::with_game(source::from_text(crate::ui_hint_walk::XY_CHAIN).expect("a valid puzzle"));
    let saved = app
        .game()
        .expect("a game")
        .to_saved(std::time::Instant::now())
        .expect("unfinished: saved");
    let text = serde_json::to_string(&saved).expect("the save as JSON");
    std::fs::write(screen.dir.join("game.json"), text).expect("the save written");
    let session = open(&screen, &[], &["c"]);
    session.keys(&["h", "h"]);
    step(&session, "chain-stage-2", short);
    session.keys(&["period", "period", "period"]);
    step(&session, "chain-link-4", short);
    session.keys(&["comma"]);
    step(&session, "chain-link-3", short);
    session.keys(&["period"; 12]);
    step(&session, "chain-last-link", short);
    session.keys(&["h"]);
    step(&session, "chain-applied", short);
    let _ = session.game.signal_and_wait("TERM");

    // The cube: its 3D view, the flat faces, a hint on a face.
    let _ = std::fs::remove_file(screen.dir.join("game.json"));
    let session = open(&screen, &["--mode", "cube", "--difficulty", "easy", "--seed", "1"], &[]);
    step(&session, "cube-opened", short);
    session.keys(&["v"]);
    step(&session, "cube-flat", short);
    session.keys(&["Tab"]);
    step(&session, "cube-next-face", short);
    session.keys(&["h"]);
    step(&session, "cube-hint-1", short);
    session.keys(&["h"]);
    step(&session, "cube-hint-2", short);
    session.keys(&["v"]);
    step(&session, "cube-3d-with-hint", short);
    let _ = session.game.signal_and_wait("TERM");

    assert!(faults.is_empty(), "stale pixels:\n{}", faults.join("\n"));
    let _ = std::fs::remove_dir_all(&screen.dir);
}
