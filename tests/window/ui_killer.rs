//! Killer games in the window, through the real application's `view` and `update` (iced_test,
//! no display): the menu leads to the killer's difficulty screen and a killer game; the cages
//! are drawn (a dashed outline inside the cells, the sum in the first cell's corner); a cage
//! whose digits miss its sum is drawn as a conflict; the combinations helper lists the sets of
//! the selected cell's cage and strikes out those the placed digits rule out; a win counts
//! under Killer; Continue brings the cages back.
//!
//! The puzzle asked for is answered with one made here from the generator's pieces
//! (`common::killer`), so each test knows its cages (the shipped killer levels are held by the
//! levels tests).
#![cfg(feature = "gui")]

use std::path::Path;

use iced::{Color, Rectangle, Size};
use iced_test::selector::id;

use crate::common;
use common::fresh_dir;
use common::widgets::{click, shows, simulator_sized};

use sudoku3d::app::keys::Shortcut;
use sudoku3d::app::screen::{game, menu};
use sudoku3d::app::theme::colors;
use sudoku3d::app::widget::cages;
use sudoku3d::app::{App, Launch, Message};
use sudoku3d::engine::killer::combinations;
use sudoku3d::engine::{Cage, Difficulty, Digit, Shape, Variant};
use sudoku3d::store;

/// The window's size in these tests (the default window).
const SIZE: Size = Size::new(1060.0, 760.0);

fn send(app: &mut App, messages: impl IntoIterator<Item = Message>) {
    for m in messages {
        let _ = app.update(m);
    }
}

fn game(app: &App) -> &game::Game {
    app.game().expect("a game on show")
}

/// A window on the menu, keeping its files in `data_dir` if given.
fn window(data_dir: Option<&Path>) -> App {
    let launch = Launch {
        data_dir: data_dir.map(Path::to_path_buf),
        ..Launch::default()
    };
    let (mut app, _) = App::new(launch, Default::default());
    send(&mut app, [Message::WindowResized(SIZE)]);
    app
}

/// From the menu, Killer, then Easy: the puzzle asked for is answered with the killer of
/// `seed`.
fn play_killer(app: &mut App, seed: u64) {
    click(app, "menu-killer");
    assert_eq!(app.screen_name(), "difficulty");
    click(app, "difficulty-easy");
    assert_eq!(app.screen_name(), "loading");
    let pending = app.pending().expect("a puzzle is being made");
    send(app, [Message::Loaded(pending, Ok(common::killer::loaded(seed)))]);
    assert_eq!(app.screen_name(), "game");
}

/// The cages of the game on show.
fn cages_of(app: &App) -> Vec<Cage> {
    game(app).shape().cages().expect("a killer board").cages().to_vec()
}

/// The picture of `app`, its scale, and the bounds of the widgets with these ids.
fn picture(app: &App, tag: &str, ids: &[String]) -> (image::RgbaImage, f32, Vec<Rectangle>) {
    let mut ui = simulator_sized(SIZE, app.view());
    let bounds = ids
        .iter()
        .map(|target| {
            ui.find(id(target.clone()))
                .unwrap_or_else(|e| panic!("{target}: {e}"))
                .bounds()
        })
        .collect();
    let snapshot = ui.snapshot(&app.theme()).expect("a snapshot");
    let folder = std::path::Path::new("ui-killer").join(tag);
    let img = common::widgets::snapshot_pixels(&snapshot, &folder);
    let scale = img.width() as f32 / SIZE.width;
    (img, scale, bounds)
}

/// Whether the pixel at logical `(x, y)` is within `tolerance` of `colour` on every channel.
fn near(img: &image::RgbaImage, scale: f32, x: f32, y: f32, colour: Color, tolerance: u8) -> bool {
    let [r, g, b, _] = colour.into_rgba8();
    let p = img.get_pixel((x * scale) as u32, (y * scale) as u32).0;
    p[0].abs_diff(r) <= tolerance && p[1].abs_diff(g) <= tolerance && p[2].abs_diff(b) <= tolerance
}

/// The share of the pixels of `area` (logical) within 3 of `colour` on every channel.
fn share_like(img: &image::RgbaImage, scale: f32, area: Rectangle, colour: Color) -> f32 {
    let [r, g, b, _] = colour.into_rgba8();
    let (x0, y0) = ((area.x * scale).ceil() as u32, (area.y * scale).ceil() as u32);
    let x1 = (((area.x + area.width) * scale).floor() as u32).min(img.width());
    let y1 = (((area.y + area.height) * scale).floor() as u32).min(img.height());
    let (mut like, mut all) = (0, 0);
    for y in y0..y1 {
        for x in x0..x1 {
            let p = img.get_pixel(x, y).0;
            all += 1;
            if p[0].abs_diff(r) <= 3 && p[1].abs_diff(g) <= 3 && p[2].abs_diff(b) <= 3 {
                like += 1;
            }
        }
    }
    like as f32 / all.max(1) as f32
}

fn cell_id(cell: usize) -> String {
    format!("cell-{}-{}", cell / 9, cell % 9)
}

#[test]
fn the_menu_and_key_8_lead_to_the_killers_difficulty_screen_and_a_killer_game() {
    let mut app = window(None);
    send(&mut app, [Message::Key(Shortcut::Digit(Digit::new(8).unwrap()))]);
    assert_eq!(app.screen_name(), "difficulty");
    assert!(
        shows(&app, "New killer game"),
        "key 8 opens the killer's difficulty screen"
    );

    let mut app = window(None);
    click(&mut app, "menu-killer");
    assert!(shows(&app, "New killer game"));
    assert_eq!(app.mode(), Variant::Killer);
    click(&mut app, "difficulty-easy");
    assert!(shows(&app, "Making an easy killer and its cages\u{2026}"));
    // Cancel goes back to the killer's difficulty screen.
    send(&mut app, [Message::Key(Shortcut::Escape)]);
    assert!(shows(&app, "New killer game"), "Cancel returns to the killer's screen");
    send(
        &mut app,
        [Message::Difficulty(sudoku3d::app::screen::difficulty::Message::Back)],
    );
    assert_eq!(app.screen_name(), "menu");

    play_killer(&mut app, 11);
    assert_eq!(game(&app).shape().variant(), Variant::Killer);
    assert!(
        app.title().contains("Easy killer"),
        "the window title {:?}",
        app.title()
    );
    assert!(simulator_sized(SIZE, app.view()).find(id("cage-lines")).is_ok());
    send(&mut app, [Message::Game(game::Message::Back)]);
    assert!(shows(&app, "New killer game"), "Back returns to the killer's screen");
}

#[test]
fn cages_are_drawn_dashed_inside_their_cells_with_the_sum_in_the_first_cells_corner() {
    let mut app = window(None);
    play_killer(&mut app, 12);
    let theme = app.theme();
    let all = cages_of(&app);
    // A cell on the top edge of its cage that is not the cage's first (no sum over its line),
    // and a cage's first cell, and a cell that is neither: its top-left corner stays empty.
    let top_edge = all
        .iter()
        .flat_map(|c| c.cells.iter().map(move |&cell| (c, cell)))
        .find(|(c, cell)| *cell != c.anchor() && *cell >= 9 && !c.cells.contains(&(cell - 9)))
        .map(|(_, cell)| cell)
        .expect("a cage cell under another cage");
    let anchor = all
        .iter()
        .find(|c| c.sum >= 10)
        .expect("a cage of a two-digit sum")
        .anchor();
    let plain = (0..81)
        .find(|&cell| {
            let cage = all.iter().find(|c| c.cells.contains(&cell)).unwrap();
            cage.anchor() != cell
                && cell >= 9
                && cage.cells.contains(&(cell - 9))
                && cell % 9 > 0
                && cage.cells.contains(&(cell - 1))
        })
        .expect("a cell inside a cage, with cage-mates above and at its left");
    let ids: Vec<String> = [top_edge, anchor, plain].map(cell_id).to_vec();
    let (img, scale, b) = picture(&app, "cages", &ids);
    let ink = cages::CageInk::of(&theme);

    // The dashed line along the top of `top_edge`, inside the cell: ink and gaps in turn.
    let cell = b[0];
    let y = cell.y + cages::inset(cell.width) + 0.25;
    let (mut dashes, mut on) = (0, false);
    let mut x = cell.x + cages::inset(cell.width) + 0.5;
    while x < cell.x + cell.width - cages::inset(cell.width) - 0.5 {
        let inked = near(&img, scale, x, y, ink.line, 60);
        if inked && !on {
            dashes += 1;
        }
        on = inked;
        x += 0.5;
    }
    assert!(
        dashes >= 3,
        "a dashed line inside r{}c{}'s top: {dashes} dashes",
        top_edge / 9 + 1,
        top_edge % 9 + 1
    );

    // The sum: ink of the sums' colour in the first cell's top-left corner, none in the same
    // corner of a cell inside a cage.
    let corner = |r: Rectangle| Rectangle::new(r.position(), Size::new(r.width * 0.35, r.height * 0.3));
    let inked = |r: Rectangle| {
        let (mut count, mut y) = (0, r.y);
        while y < r.y + r.height {
            let mut x = r.x;
            while x < r.x + r.width {
                count += usize::from(near(&img, scale, x, y, ink.sum, 40));
                x += 0.5;
            }
            y += 0.5;
        }
        count
    };
    assert!(
        inked(corner(b[1])) >= 10,
        "the sum in r{}c{}'s corner",
        anchor / 9 + 1,
        anchor % 9 + 1
    );
    assert_eq!(inked(corner(b[2])), 0, "nothing in the corner of a cell inside a cage");
    assert!(share_like(&img, scale, corner(b[2]), colors(&theme).cell) > 0.95);
}

#[test]
fn a_cage_whose_digits_miss_its_sum_is_a_conflict() {
    let mut app = window(None);
    play_killer(&mut app, 13);
    let theme = app.theme();
    // A cage of two cells whose sum is not 1 + 2: filled with 1 and 2 it breaks its sum, and
    // nothing else (the board has no other digit).
    let cage = cages_of(&app)
        .iter()
        .find(|c| c.cells.len() == 2 && c.sum != 3)
        .expect("a cage of two cells")
        .clone();
    let (a, b) = (cage.cells[0], cage.cells[1]);
    let d = |n| Digit::new(n).unwrap();
    send(
        &mut app,
        [
            Message::Game(game::Message::CellPressed(a)),
            Message::Game(game::Message::DigitPressed(d(1))),
        ],
    );
    assert!(
        game(&app).state().conflicts().is_empty(),
        "one digit below the sum breaks nothing"
    );
    send(
        &mut app,
        [
            Message::Game(game::Message::CellPressed(b)),
            Message::Game(game::Message::DigitPressed(d(2))),
        ],
    );
    assert_eq!(
        game(&app).state().conflicts(),
        vec![a, b],
        "the full cage misses its sum"
    );
    // Select a cell away from both, so neither is drawn selected or as a peer.
    let held = game(&app).state().grid().shape().clone();
    let geometry = held.geometry();
    let away = (0..81)
        .find(|&s| {
            ![a, b]
                .iter()
                .any(|&c| c == s || geometry.peers(s).binary_search(&c).is_ok())
        })
        .expect("a cell away from the cage");
    send(&mut app, [Message::Game(game::Message::CellPressed(away))]);
    let (img, scale, bounds) = picture(&app, "conflict", &[cell_id(a), cell_id(b)]);
    for (cell, area) in [a, b].into_iter().zip(bounds) {
        let share = share_like(&img, scale, area, colors(&theme).conflict);
        assert!(
            share > 0.4,
            "r{}c{} drawn as a conflict: {share}",
            cell / 9 + 1,
            cell % 9 + 1
        );
    }
    // Undo takes the conflict away.
    send(&mut app, [Message::Game(game::Message::Undo)]);
    assert!(game(&app).state().conflicts().is_empty());
}

#[test]
fn the_combinations_helper_lists_the_selected_cages_sets_and_strikes_out_the_ruled_out() {
    let mut app = window(None);
    play_killer(&mut app, 14);
    assert!(game(&app).cage_help().is_none(), "nothing selected, no helper");
    assert!(simulator_sized(SIZE, app.view()).find(id("cage-combinations")).is_err());
    // A cage of three or more cells with more than one set.
    let (index, cage) = cages_of(&app)
        .iter()
        .enumerate()
        .find(|(_, c)| c.cells.len() >= 3 && combinations(c.cells.len(), c.sum as usize).len() >= 3)
        .map(|(i, c)| (i, c.clone()))
        .expect("a cage of three cells or more with three sets or more");
    let last = *cage.cells.last().unwrap();
    send(&mut app, [Message::Game(game::Message::CellPressed(last))]);
    let help = game(&app).cage_help().expect("the helper for the selected cell's cage");
    assert_eq!((help.cage, help.sum, help.cells), (index, cage.sum, cage.cells.len()));
    let mut sets: Vec<u16> = help.combinations.iter().map(|c| c.digits).collect();
    let texts: Vec<String> = help.combinations.iter().map(|c| c.text()).collect();
    assert!(texts.windows(2).all(|w| w[0] < w[1]), "in reading order: {texts:?}");
    sets.sort_unstable();
    assert_eq!(sets, combinations(cage.cells.len(), cage.sum as usize));
    // Each set adds up to the sum with as many digits as cells.
    for c in &help.combinations {
        let digits: Vec<u32> = c.text().chars().map(|ch| ch.to_digit(10).unwrap()).collect();
        assert_eq!(digits.len(), cage.cells.len());
        assert_eq!(digits.iter().sum::<u32>(), u32::from(cage.sum));
        assert!(!c.ruled_out, "nothing placed, nothing ruled out");
    }
    assert_eq!(help.heading(), format!("{} in {} cells:", cage.sum, cage.cells.len()));
    assert!(simulator_sized(SIZE, app.view()).find(id("cage-combinations")).is_ok());

    // A digit in some sets but not all, placed in the cage's first cell: the sets without it
    // are ruled out, the others stay.
    let digit = (1..=9u16)
        .find(|&d| {
            let with = sets.iter().filter(|&&s| s & (1 << (d - 1)) != 0).count();
            with > 0 && with < sets.len()
        })
        .expect("a digit in some sets only");
    send(
        &mut app,
        [
            Message::Game(game::Message::CellPressed(cage.cells[0])),
            Message::Game(game::Message::DigitPressed(Digit::new(digit as u8).unwrap())),
            Message::Game(game::Message::CellPressed(last)),
        ],
    );
    let help = game(&app).cage_help().expect("the helper");
    for c in &help.combinations {
        let has = c.text().contains(char::from(b'0' + digit as u8));
        assert_eq!(c.ruled_out, !has, "{}: placed {digit}", c.text());
    }
    assert!(
        help.text().contains('('),
        "the ruled-out sets are marked: {}",
        help.text()
    );
    // A selection of several cells has no one cage to show.
    send(
        &mut app,
        [Message::Game(game::Message::CellPicked(cage.cells[1], game::Pick::Add))],
    );
    assert!(game(&app).cage_help().is_none());
}

#[test]
fn continue_brings_the_cages_back() {
    let dir = fresh_dir("ui-killer-continue");
    std::fs::create_dir_all(&dir).expect("the data folder");
    let mut app = window(Some(&dir));
    play_killer(&mut app, 15);
    let shape = game(&app).shape().clone();
    assert!(matches!(shape, Shape::Killer(_)));

    // A move, then the menu: the game is saved; a new window continues it with its cages.
    let digit = game(&app).state().solution().get(0).expect("solved");
    send(
        &mut app,
        [
            Message::Game(game::Message::CellPressed(0)),
            Message::Game(game::Message::DigitPressed(digit)),
            Message::Game(game::Message::Menu),
        ],
    );
    let saved = app.saved_game().expect("the game is saved").clone();
    assert_eq!(saved.shape, shape, "the saved game carries the cages");
    drop(app);
    // The window writes game.json on its own thread: wait for the move to be in it.
    let path = dir.join(store::SAVED_GAME_FILE);
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    loop {
        if let store::Loaded::Ok(on_disk) = store::load_json::<sudoku3d::play::SavedGame>(&path) {
            if on_disk.board == saved.board {
                break;
            }
        }
        assert!(std::time::Instant::now() < deadline, "game.json never held the move");
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    let mut app = window(Some(&dir));
    send(&mut app, [Message::Menu(menu::Message::Continue)]);
    assert_eq!(app.screen_name(), "game");
    assert_eq!(game(&app).shape(), shape, "the same cages");
    assert_eq!(game(&app).state().grid().get(0), Some(digit));
    assert!(simulator_sized(SIZE, app.view()).find(id("cage-lines")).is_ok());
    // The helper reads the continued board: the digit placed rules sets out of its cage.
    send(&mut app, [Message::Game(game::Message::CellPressed(0))]);
    let help = game(&app).cage_help().expect("the helper");
    let placed = char::from(b'0' + digit.get());
    assert!(help
        .combinations
        .iter()
        .all(|c| c.ruled_out != c.text().contains(placed)));
    drop(app);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_won_killer_counts_under_killer() {
    let mut app = window(None);
    play_killer(&mut app, 16);
    let solution = game(&app).state().solution().clone();
    for cell in 0..81 {
        send(
            &mut app,
            [
                Message::Game(game::Message::CellPressed(cell)),
                Message::Game(game::Message::DigitPressed(solution.get(cell).expect("solved"))),
            ],
        );
    }
    assert!(game(&app).state().is_finished());
    let killer = app.statistics().get(Variant::Killer, Difficulty::Easy);
    assert_eq!((killer.played, killer.won, killer.won_unaided), (1, 1, 1));
    assert!(killer.best_secs.is_some());
    for other in [Variant::Classic, Variant::Diagonal, Variant::Jigsaw, Variant::Cube] {
        assert_eq!(app.statistics().get(other, Difficulty::Easy).played, 0, "{other:?}");
    }
    // The statistics screen has a Killer table; the best time shows on its difficulty screen.
    send(&mut app, [Message::Game(game::Message::Menu)]);
    send(&mut app, [Message::Key(Shortcut::Digit(Digit::new(3).unwrap()))]);
    assert_eq!(app.screen_name(), "statistics");
    assert!(simulator_sized(Size::new(1060.0, 2400.0), app.view())
        .find(id("stats-killer"))
        .is_ok());
}

#[test]
fn a_hint_resting_on_a_cage_outlines_it_and_shades_its_cells() {
    // The first killer whose first hint rests on a cage (the grader's cage techniques).
    let found = (30..60).find_map(|seed| {
        let mut app = window(None);
        play_killer(&mut app, seed);
        send(&mut app, [Message::Game(game::Message::Shortcut(Shortcut::Hint))]);
        common::widgets::finish_hint(&mut app);
        let cage = *game(&app).hint_overlay()?.cages.first()?;
        Some((app, cage))
    });
    let (app, index) = found.expect("a first hint resting on a cage in 30 killers");
    let cage = cages_of(&app)[index].clone();
    let overlay = game(&app).hint_overlay().expect("a hint on show");
    assert!(
        cage.cells.iter().all(|c| overlay.area.contains(c)),
        "the cage's cells are the area"
    );
    // The cage's outline in the pattern's colour along the top of its first cell, past its
    // sum; the cells in the hint's colour.
    let first = cage.anchor();
    let ids: Vec<String> = cage.cells.iter().map(|&c| cell_id(c)).collect();
    let (img, scale, bounds) = picture(&app, "hint-cage", &ids);
    let theme = app.theme();
    let pattern = sudoku3d::app::theme::hint_colors(&theme).pattern;
    let cell = bounds[0];
    let y = cell.y + cages::inset(cell.width) + 0.25;
    let (from, to) = (
        cell.x + cell.width * 0.6,
        cell.x + cell.width - cages::inset(cell.width) - 1.0,
    );
    let mut x = from;
    let (mut on, mut all) = (0, 0);
    while x < to {
        on += usize::from(near(&img, scale, x, y, pattern, 40));
        all += 1;
        x += 0.5;
    }
    assert!(
        on * 10 >= all * 9,
        "r{}c{}'s top drawn solid in the pattern's colour: {on} of {all}",
        first / 9 + 1,
        first % 9 + 1
    );
    let filled = |c: usize| game(&app).state().grid().get(c).is_some() || game(&app).selected() == Some(c);
    for (&c, area) in cage.cells.iter().zip(&bounds) {
        if filled(c) || overlay.cells.contains(&c) {
            continue;
        }
        let share = share_like(&img, scale, *area, colors(&theme).hint);
        assert!(
            share > 0.4,
            "r{}c{} in the hint's colour: {share}",
            c / 9 + 1,
            c % 9 + 1
        );
    }
}
