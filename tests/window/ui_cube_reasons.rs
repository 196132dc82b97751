//! A cube hint's reasons on the faces not shown: the flat face names them in the strips along
//! its edges ("↑ Top: r8c3: 5"), and the 3D view circles them on every face (issue 42, "Cube
//! hints with all their reasons"). Driven through the real application's `view` and `update`
//! with `iced_test`'s simulator, on the generator's easy cube of seed 1.
//!
//! Pin the renderer in CI with `ICED_TEST_BACKEND=tiny-skia`.
#![cfg(feature = "gui")]

use crate::common;
use common::widgets::{click, easy_cube, game, send, texts_in};

use iced::{Point, Size, Theme};
use iced_test::selector::id;

use sudoku3d::app::screen::game;
use sudoku3d::app::theme::ThemeChoice;
use sudoku3d::app::widget::edge_links::OffFaceMark;
use sudoku3d::app::{App, Launch, Message};
use sudoku3d::engine::{Difficulty, Face, Shape};
use sudoku3d::i18n::Language;
use sudoku3d::play::{LegendKind, Stage};

/// A cube game of the generator's easy cube of seed 1, on the flat face view, in a window
/// speaking `language`.
fn app_in(language: Language) -> App {
    let (mut app, _) = App::new(
        Launch {
            system_language: Some(language),
            variant: Some(Shape::Cube.variant()),
            difficulty: Some(Difficulty::Easy),
            seed: Some(1),
            ..Launch::default()
        },
        Default::default(),
    );
    let pending = app.pending().expect("a puzzle is being made");
    let _ = app.update(Message::Loaded(pending, Ok(easy_cube(1))));
    assert_eq!(app.screen_name(), "game");
    assert!(game(&app).in_3d(), "the cube is played in 3D by default");
    send(&mut app, [Message::Game(game::Message::ViewToggled)]);
    assert!(!game(&app).in_3d(), "the flat face");
    app
}

/// Plays hints (each to its end) until one, at stage 2, has a digit that rules a candidate out
/// on a face other than the one the hint shows; returns with that hint open at stage 2.
fn hint_with_a_reason_off_the_face(app: &mut App) {
    for _ in 0..200 {
        click(app, "hint");
        assert_eq!(game(app).active_hint().expect("a hint").stage, Stage::Where);
        click(app, "hint");
        let g = game(app);
        let geometry = g.state().grid().geometry();
        let off_face = |cell: usize| !geometry.positions(cell).iter().any(|p| p.face == g.face());
        if g.active_hint().is_some_and(|h| h.stage == Stage::Why)
            && g.hint_overlay()
                .is_some_and(|o| o.rule_outs.iter().any(|r| off_face(r.by)))
        {
            return;
        }
        for _ in 0..20 {
            if game(app).active_hint().is_none_or(|h| h.stage == Stage::Apply) {
                break;
            }
            click(app, "hint");
        }
        click(app, "hint-close");
    }
    panic!("no hint of the game has a reason on another face");
}

/// The digit in the cell `mark` names.
fn digit_at(app: &App, mark: &OffFaceMark) -> Option<u8> {
    let grid = game(app).state().grid();
    let cell = grid.geometry().cell_at(mark.face, mark.row, mark.col);
    grid.get(cell).map(|d| d.get())
}

/// Every text inside the strip of `face` in a simulator `size` large, with the strip's bounds.
fn strip_texts(app: &App, size: Size, face: Face) -> (Vec<String>, iced::Rectangle) {
    let mut ui = common::widgets::simulator_sized(size, app.view());
    let target = format!("edge-hint-{}", face.letter());
    let bounds = ui
        .find(id(target.clone()))
        .unwrap_or_else(|e| panic!("no strip {target} at {size:?}: {e}"))
        .bounds();
    (texts_in(&mut ui, &target), bounds)
}

/// The window sizes the strips must fit in: the default, a small one and a narrow tall one.
const SIZES: [(f32, f32); 3] = [(1060.0, 760.0), (800.0, 600.0), (640.0, 960.0)];

#[test]
fn a_cube_hints_reasons_on_other_faces_are_named_in_the_edge_strips() {
    let mut app = app_in(Language::English);
    hint_with_a_reason_off_the_face(&mut app);
    let shown = game(&app).face();
    let marks = game(&app).off_face_marks();
    let overlay = game(&app).hint_overlay().expect("the hint's drawing").clone();
    let geometry = game(&app).state().grid().geometry();
    // Every reason whose digit the face shown does not show is named, and only those.
    let off: Vec<_> = overlay
        .rule_outs
        .iter()
        .filter(|r| !geometry.positions(r.by).iter().any(|p| p.face == shown))
        .collect();
    assert!(!off.is_empty());
    let reasons: Vec<&OffFaceMark> = marks.iter().filter(|m| m.kind == LegendKind::RuleOut).collect();
    assert_eq!(reasons.len(), off.len(), "{marks:?} for {off:?}");
    for mark in &marks {
        assert_ne!(mark.face, shown, "{mark:?} is on the face shown");
        if mark.kind == LegendKind::RuleOut {
            // The named cell holds the digit named: what a player checks on the other face.
            assert_eq!(digit_at(&app, mark), mark.digit.map(|d| d.get()), "{mark:?}");
        }
    }
    for lang in [Language::English, Language::Russian] {
        let mut app = app_in(lang);
        hint_with_a_reason_off_the_face(&mut app);
        assert_eq!(game(&app).off_face_marks(), marks, "the same hint in {lang:?}");
        for (w, h) in SIZES {
            let size = Size::new(w, h);
            send(&mut app, [Message::WindowResized(size)]);
            assert!(!game(&app).in_3d());
            for face in Face::ALL.into_iter().filter(|&f| f != shown) {
                let named: Vec<&OffFaceMark> = marks.iter().filter(|m| m.face == face).collect();
                if named.is_empty() {
                    continue;
                }
                let (texts, bounds) = strip_texts(&app, size, face);
                // Each mark by its cell and digit, none counted away as "+N": all fit.
                for mark in &named {
                    assert!(
                        texts.contains(&mark.label()),
                        "{lang:?} {size:?}: {} missing from {texts:?}",
                        mark.label()
                    );
                }
                assert_eq!(texts.len(), named.len() + 1, "{lang:?} {size:?}: {texts:?}");
                assert!(
                    texts[0].contains(&sudoku3d::i18n::in_language(lang, || sudoku3d::i18n::face_name(face))),
                    "{lang:?} {size:?}: {texts:?} does not name {face:?}"
                );
                assert!(
                    bounds.x >= 0.0 && bounds.x + bounds.width <= w && bounds.y + bounds.height <= h,
                    "{lang:?} {size:?}: the strip {bounds:?} is cut off"
                );
            }
        }
    }
    // Closing the hint takes the names away.
    click(&mut app, "hint-close");
    assert!(game(&app).off_face_marks().is_empty());
    let mut ui = common::widgets::simulator(app.view());
    for face in Face::ALL {
        assert!(ui.find(id(format!("edge-hint-{}", face.letter()))).is_err());
    }
}

/// The rule-out ring's teal (light theme, `render::LIGHT_INKS.rule_out`, 0x007c89), drawn or
/// blended into a light cell: much more green and blue than red, green and blue alike.
fn teal([r, g, b]: [i32; 3]) -> bool {
    g - r > 60 && b - r > 60 && (g - b).abs() < 40
}

#[test]
fn the_3d_view_circles_a_cube_hints_reasons_on_every_face() {
    let mut app = app_in(Language::English);
    hint_with_a_reason_off_the_face(&mut app);
    // V shows the open hint on the 3D view.
    send(&mut app, [Message::Game(game::Message::ViewToggled)]);
    assert!(game(&app).in_3d());
    let overlay = game(&app).hint_overlay().expect("the hint's drawing").clone();
    let theme: Theme = ThemeChoice::Light.theme(iced::theme::Mode::Light);
    let window = (1060.0, 760.0);
    send(&mut app, [Message::WindowResized(Size::new(window.0, window.1))]);
    let mut ui = common::widgets::simulator_sized(window, app.view());
    let view = ui.find(id("cube-view")).expect("the cube view").bounds();
    let snapshot = ui.snapshot(&theme).expect("a snapshot");
    let img = common::widgets::snapshot_pixels(&snapshot, std::path::Path::new("cube-reasons"));
    let scale = img.width() as f32 / window.0;
    let pixels = game(&app).cube_board().pixels();
    let on_cube = |face: Face, u: f32, v: f32| {
        let (x, y) = sudoku3d::render::face_point(pixels, face, u, v);
        let k = view.width / pixels as f32;
        Point::new(view.x + x * k, view.y + y * k)
    };
    // Teal pixels on the circle of 0.4 cells around a cell's centre, sampled along it.
    let ringed = |face: Face, row: u8, col: u8| {
        (0..48)
            .filter(|k| {
                let a = *k as f32 / 48.0 * std::f32::consts::TAU;
                let at = on_cube(face, col as f32 + 0.5 + 0.4 * a.cos(), row as f32 + 0.5 + 0.4 * a.sin());
                let (x, y) = ((at.x * scale) as i32, (at.y * scale) as i32);
                // The circle is a thin line: look a pixel or two either side of it.
                (-2..=2).any(|dx| {
                    (-2..=2).any(|dy| {
                        let p = img.get_pixel((x + dx) as u32, (y + dy) as u32).0;
                        teal([p[0] as i32, p[1] as i32, p[2] as i32])
                    })
                })
            })
            .count()
    };
    let geometry = game(&app).state().grid().geometry();
    let mut faces_seen = Vec::new();
    for r in &overlay.rule_outs {
        for p in geometry.positions(r.by) {
            let n = ringed(p.face, p.row, p.col);
            assert!(
                n >= 36,
                "the reason {:?} r{}c{} is not circled ({n} of 48)",
                p.face,
                p.row,
                p.col
            );
            faces_seen.push(p.face);
        }
    }
    faces_seen.dedup();
    assert!(faces_seen.len() > 1, "the reasons lie on one face only: {faces_seen:?}");
    // A cell that is no reason is not circled.
    let placed = overlay.placement.map(|p| p.0);
    let other = (0..geometry.cell_count())
        .find(|&c| {
            game(&app).state().grid().get(c).is_some()
                && !overlay.rule_outs.iter().any(|r| r.by == c)
                && Some(c) != placed
                && !overlay.cells.contains(&c)
        })
        .expect("a filled cell that is no reason");
    for p in geometry.positions(other) {
        let n = ringed(p.face, p.row, p.col);
        assert!(
            n < 8,
            "{:?} r{}c{} is circled though no reason ({n})",
            p.face,
            p.row,
            p.col
        );
    }
}
