//! Diagonal and jigsaw games in the window, through the real application's `view` and `update`
//! (iced_test, no display): the menu leads to each variant's difficulty screen and a game of
//! its shape; a digit repeated on a diagonal is drawn as a conflict, and the diagonals are
//! tinted; a jigsaw board draws thick borders between its regions (not between the boxes) and
//! comes back with its layout after Continue; a win counts under the variant.
#![cfg(feature = "gui")]

use std::path::Path;

use iced::{Color, Rectangle, Size, Theme};
use iced_test::selector::id;

use crate::common;
use common::fresh_dir;
use common::widgets::{click, shows, simulator_sized};

use sudoku3d::app::keys::Shortcut;
use sudoku3d::app::screen::{game, menu};
use sudoku3d::app::theme::colors;
use sudoku3d::app::{App, Launch, Message};
use sudoku3d::engine::{Difficulty, Digit, HouseKind, Shape, Variant};
use sudoku3d::play::source::{self, Request};
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

/// From the menu, the menu entry `entry`, then Easy: the puzzle asked for is answered with the
/// generator's easy `variant` puzzle of `seed`, as the background thread would.
fn play_from_menu(app: &mut App, entry: &str, variant: Variant, seed: u64) {
    click(app, entry);
    play_easy(app, variant, seed);
}

/// On the difficulty screen, Easy: the puzzle asked for is answered with the generator's easy
/// `variant` puzzle of `seed`.
fn play_easy(app: &mut App, variant: Variant, seed: u64) {
    assert_eq!(app.screen_name(), "difficulty");
    click(app, "difficulty-easy");
    assert_eq!(app.screen_name(), "loading");
    let pending = app.pending().expect("a puzzle is being made");
    let made = source::load_now(Request::Generate {
        variant,
        difficulty: Difficulty::Easy,
        seed,
    });
    send(app, [Message::Loaded(pending, made)]);
    assert_eq!(app.screen_name(), "game");
}

/// The picture of `app` (light theme unless the settings say otherwise), its scale, and the
/// bounds of the widgets with these ids.
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
    let folder = std::path::Path::new("ui-variants").join(tag);
    let img = common::widgets::snapshot_pixels(&snapshot, &folder);
    let scale = img.width() as f32 / SIZE.width;
    (img, scale, bounds)
}

fn rgb([r, g, b]: [u8; 3]) -> Color {
    Color::from_rgb8(r, g, b)
}

fn house_tints(theme: &Theme) -> sudoku3d::render::HouseTints {
    if theme.extended_palette().is_dark {
        sudoku3d::render::DARK_HOUSE_TINTS
    } else {
        sudoku3d::render::LIGHT_HOUSE_TINTS
    }
}

fn cell_id(cell: usize) -> String {
    format!("cell-{}-{}", cell / 9, cell % 9)
}

/// Whether `cell` lies on a main diagonal.
fn on_diagonal(cell: usize) -> bool {
    let (r, c) = (cell / 9, cell % 9);
    r == c || r + c == 8
}

#[test]
fn the_menu_leads_to_each_variants_difficulty_screen_and_a_game_of_its_shape() {
    for (entry, key, variant, title, making, game_title) in [
        (
            "menu-diagonal",
            6,
            Variant::Diagonal,
            "New diagonal game",
            "Making an easy diagonal puzzle\u{2026}",
            "Easy diagonal",
        ),
        (
            "menu-jigsaw",
            7,
            Variant::Jigsaw,
            "New jigsaw game",
            "Making an easy jigsaw and its regions\u{2026}",
            "Easy jigsaw",
        ),
    ] {
        // The menu's key opens the same screen as its button.
        let mut app = window(None);
        send(&mut app, [Message::Key(Shortcut::Digit(Digit::new(key).unwrap()))]);
        assert_eq!(app.screen_name(), "difficulty", "{entry}: key {key}");
        assert!(shows(&app, title), "{entry}: key {key} opens {title}");

        let mut app = window(None);
        click(&mut app, entry);
        assert_eq!(app.screen_name(), "difficulty");
        assert!(shows(&app, title), "{entry}: the difficulty screen says {title}");
        assert_eq!(app.mode(), variant);
        click(&mut app, "difficulty-easy");
        assert_eq!(app.screen_name(), "loading");
        assert!(shows(&app, making), "{entry}: the loading screen says {making}");
        // Cancel goes back to this variant's difficulty screen, not the classic one.
        send(&mut app, [Message::Key(Shortcut::Escape)]);
        assert!(shows(&app, title), "{entry}: Cancel returns to {title}");

        play_easy(&mut app, variant, 1);
        assert_eq!(game(&app).shape().variant(), variant);
        assert!(
            app.title().contains(game_title),
            "{entry}: the window title {:?}",
            app.title()
        );
        // A jigsaw comes with a layout of its own, not the boxes.
        if let Shape::Jigsaw(regions) = game(&app).shape() {
            assert_ne!(*regions, sudoku3d::engine::Regions::boxes());
        }
        // Back from the game: this variant's difficulty screen again.
        send(&mut app, [Message::Game(game::Message::Back)]);
        assert_eq!(app.screen_name(), "difficulty");
        assert!(shows(&app, title), "{entry}: Back returns to {title}");
    }
}

#[test]
fn a_digit_repeated_on_a_diagonal_is_a_conflict_and_the_diagonals_are_tinted() {
    let mut app = window(None);
    play_from_menu(&mut app, "menu-diagonal", Variant::Diagonal, 1);
    let theme = app.theme();
    let state = game(&app).state();
    let grid = state.grid().clone();
    let held = grid.shape().clone();
    let geometry = held.geometry();
    // An empty cell of the down diagonal, and a filled one of the same diagonal that shares no
    // row, column or box with it: only the diagonal joins them.
    let pair = (0..9).map(|i| i * 10).find_map(|a| {
        grid.get(a).is_none().then_some(())?;
        let b = (0..9)
            .map(|i| i * 10)
            .find(|&b| grid.get(b).is_some() && a / 27 != b / 27 && (a % 9) / 3 != (b % 9) / 3)?;
        Some((a, b))
    });
    let (a, b) = pair.expect("an empty and a filled cell on the diagonal, boxes apart");
    let digit = grid.get(b).expect("filled");

    // Before: a cell of the other diagonal, away from the selection, shows the quiet tint.
    let selected = (0..81)
        .find(|&s| grid.get(s).is_none() && !on_diagonal(s))
        .expect("an empty cell off the diagonals");
    send(&mut app, [Message::Game(game::Message::CellPressed(selected))]);
    let quiet = (0..81)
        .find(|&t| {
            on_diagonal(t) && t != 40 && grid.get(t).is_none() && geometry.peers(selected).binary_search(&t).is_err()
        })
        .expect("an empty diagonal cell away from the selection");
    let plain = (0..81)
        .find(|&t| {
            !on_diagonal(t)
                && t != selected
                && grid.get(t).is_none()
                && geometry.peers(selected).binary_search(&t).is_err()
        })
        .expect("an empty cell off the diagonals, away from the selection");
    let (img, scale, bounds) = picture(&app, "diagonal-tint", &[cell_id(quiet), cell_id(plain)]);
    let tint = rgb(house_tints(&theme).diagonal);
    assert!(
        common::widgets::share_like(&img, scale, bounds[0], tint) > 0.8,
        "r{}c{} is tinted",
        quiet / 9 + 1,
        quiet % 9 + 1
    );
    assert!(
        common::widgets::share_like(&img, scale, bounds[1], colors(&theme).cell) > 0.8,
        "a cell off the diagonals is not"
    );

    // The repeated digit: a conflict of the two cells, drawn in the conflict colour.
    send(
        &mut app,
        [
            Message::Game(game::Message::CellPressed(a)),
            Message::Game(game::Message::DigitPressed(digit)),
        ],
    );
    let conflicts = game(&app).state().conflicts();
    assert!(conflicts.contains(&a) && conflicts.contains(&b), "{conflicts:?}");
    // Select a cell away from both so that neither is drawn selected.
    let away = (0..81)
        .find(|&s| {
            !on_diagonal(s)
                && geometry.peers(s).binary_search(&a).is_err()
                && geometry.peers(s).binary_search(&b).is_err()
        })
        .expect("a cell away from both");
    send(&mut app, [Message::Game(game::Message::CellPressed(away))]);
    let (img, scale, bounds) = picture(&app, "diagonal-conflict", &[cell_id(a), cell_id(b)]);
    for (cell, area) in [a, b].into_iter().zip(bounds) {
        let share = common::widgets::share_like(&img, scale, area, colors(&theme).conflict);
        assert!(
            share > 0.5,
            "r{}c{} drawn as a conflict: {share}",
            cell / 9 + 1,
            cell % 9 + 1
        );
    }
}

#[test]
fn a_jigsaw_board_draws_its_regions_and_continue_brings_the_layout_back() {
    let dir = fresh_dir("ui-variants-jigsaw");
    std::fs::create_dir_all(&dir).expect("the data folder");
    let mut app = window(Some(&dir));
    play_from_menu(&mut app, "menu-jigsaw", Variant::Jigsaw, 2);
    let shape = game(&app).shape().clone();
    let Shape::Jigsaw(regions) = shape.clone() else {
        panic!("a jigsaw game: {shape:?}");
    };
    let houses = shape.geometry().houses();
    assert!(houses.iter().any(|h| h.kind == HouseKind::Region));
    assert!(!houses.iter().any(|h| h.kind == HouseKind::Box));

    // Beside each other across a box line: one pair in two regions, one pair in one.
    let theme = app.theme();
    let pairs: Vec<(usize, bool)> = (0..81)
        .filter(|&c| c % 9 != 8 && c % 3 == 2)
        .map(|c| (c, regions.region_of(c) != regions.region_of(c + 1)))
        .collect();
    let parted = pairs.iter().find(|p| p.1).expect("a region border on a box line").0;
    let joined = pairs.iter().find(|p| !p.1).expect("a region across a box line").0;
    let ids: Vec<String> = [parted, parted + 1, joined, joined + 1].map(cell_id).to_vec();
    let (img, scale, b) = picture(&app, "jigsaw-regions", &ids);
    // The gap between two cells, in its middle half of the cells' height.
    let gap = |left: Rectangle, right: Rectangle| Rectangle {
        x: left.x + left.width,
        y: left.y + left.height / 4.0,
        width: right.x - left.x - left.width,
        height: left.height / 2.0,
    };
    let border = rgb(house_tints(&theme).region_border);
    let thin = colors(&theme).thin_line;
    assert!(
        common::widgets::share_like(&img, scale, gap(b[0], b[1]), border) > 0.8,
        "a thick border between two regions"
    );
    assert!(
        common::widgets::share_like(&img, scale, gap(b[2], b[3]), thin) > 0.8,
        "a thin line inside a region, on a box line"
    );
    assert!(
        common::widgets::share_like(&img, scale, gap(b[2], b[3]), border) < 0.1,
        "no box line inside a region"
    );

    // A move, then the menu: the game is saved as game.json; a new window continues it.
    let cell = (0..81)
        .find(|&c| game(&app).state().grid().get(c).is_none())
        .expect("an empty cell");
    let digit = game(&app).state().solution().get(cell).expect("solved");
    send(
        &mut app,
        [
            Message::Game(game::Message::CellPressed(cell)),
            Message::Game(game::Message::DigitPressed(digit)),
            Message::Game(game::Message::Menu),
        ],
    );
    let saved = app.saved_game().expect("the game is saved").clone();
    let grid = game_grid_line(&saved);
    drop(app);
    // The window writes game.json on its own thread: wait for the move to be in it.
    let path = dir.join(store::SAVED_GAME_FILE);
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    loop {
        if let store::Loaded::Ok(on_disk) = store::load_json::<sudoku3d::play::SavedGame>(&path) {
            if game_grid_line(&on_disk) == grid {
                break;
            }
        }
        assert!(std::time::Instant::now() < deadline, "game.json never held the move");
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    let mut app = window(Some(&dir));
    send(&mut app, [Message::Menu(menu::Message::Continue)]);
    assert_eq!(app.screen_name(), "game");
    assert_eq!(game(&app).shape(), Shape::Jigsaw(regions), "the same layout");
    assert_eq!(game(&app).state().grid().to_line(), grid, "the same board");
    assert_eq!(game(&app).state().grid().get(cell), Some(digit));
    assert!(simulator_sized(SIZE, app.view()).find(id("region-lines")).is_ok());
    drop(app);
    let _ = std::fs::remove_dir_all(&dir);
}

/// The board of a saved game, as one line (digits, then the jigsaw's map).
fn game_grid_line(saved: &sudoku3d::play::SavedGame) -> String {
    let game = game::Game::from_saved(saved, std::time::Instant::now()).expect("it loads");
    game.state().grid().to_line()
}

#[test]
fn a_won_diagonal_game_counts_under_diagonal() {
    let mut app = window(None);
    play_from_menu(&mut app, "menu-diagonal", Variant::Diagonal, 3);
    common::widgets::type_the_solution(&mut app);
    assert!(game(&app).state().is_finished());
    let diagonal = app.statistics().get(Variant::Diagonal, Difficulty::Easy);
    assert_eq!((diagonal.played, diagonal.won, diagonal.won_unaided), (1, 1, 1));
    assert!(diagonal.best_secs.is_some());
    for other in [Variant::Classic, Variant::Jigsaw, Variant::Cube] {
        assert_eq!(app.statistics().get(other, Difficulty::Easy).played, 0, "{other:?}");
    }
    // The best time shows on the diagonal's difficulty screen.
    send(&mut app, [Message::Game(game::Message::Back)]);
    assert_eq!(app.mode(), Variant::Diagonal);
    assert!(shows(&app, "New diagonal game"));
}

#[test]
fn a_hint_resting_on_a_diagonal_or_a_region_highlights_its_cells() {
    for (variant, kind) in [
        (Variant::Diagonal, HouseKind::Diagonal),
        (Variant::Jigsaw, HouseKind::Region),
    ] {
        // The first easy puzzle whose first hint looks at a house of this kind.
        let found = (1..=120).find_map(|seed| {
            let mut app = window(None);
            send(
                &mut app,
                [Message::Key(Shortcut::Digit(
                    Digit::new(if variant == Variant::Diagonal { 6 } else { 7 }).unwrap(),
                ))],
            );
            play_easy(&mut app, variant, seed);
            send(&mut app, [Message::Game(game::Message::Shortcut(Shortcut::Hint))]);
            common::widgets::finish_hint(&mut app);
            let held = game(&app).shape().clone();
            let geometry = held.geometry();
            let overlay = game(&app).hint_overlay()?;
            let house = *overlay.houses.iter().find(|&&h| geometry.houses()[h].kind == kind)?;
            Some((app, house))
        });
        let (app, house) =
            found.unwrap_or_else(|| panic!("no first hint on a {kind:?} in 120 easy {variant:?} puzzles"));
        let held = game(&app).shape().clone();
        let geometry = held.geometry();
        let cells = geometry.houses()[house].cells.clone();
        let overlay = game(&app).hint_overlay().expect("a hint on show");
        assert!(
            cells.iter().all(|c| overlay.area.contains(c)),
            "the area holds the {kind:?}'s cells"
        );
        // Its empty cells are drawn in the hint's colour (the filled ones carry their digit).
        let empty: Vec<usize> = cells
            .iter()
            .copied()
            .filter(|&c| game(&app).state().grid().get(c).is_none() && Some(c) != game(&app).selected())
            .collect();
        assert!(!empty.is_empty());
        let ids: Vec<String> = empty.iter().map(|&c| cell_id(c)).collect();
        let (img, scale, bounds) = picture(&app, &format!("hint-{kind:?}"), &ids);
        let theme = app.theme();
        for (cell, area) in empty.iter().zip(bounds) {
            let share = common::widgets::share_like(&img, scale, area, colors(&theme).hint);
            assert!(
                share > 0.5,
                "{kind:?}: r{}c{} drawn in the hint's colour: {share}",
                cell / 9 + 1,
                cell % 9 + 1
            );
        }
    }
}
