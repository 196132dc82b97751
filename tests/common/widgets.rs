//! Reading what a widget shows, for the window tests.

use std::path::{Path, PathBuf};

use iced::{Element, Size};
use iced_test::selector::{id, Candidate};
use iced_test::Simulator;
use sudoku3d::app::{App, Message};

/// A simulator over `view` at iced's default window size (1024x768), drawing with the fonts
/// the window embeds.
pub fn simulator<'a>(view: impl Into<Element<'a, Message>>) -> Simulator<'a, Message> {
    simulator_sized(iced::window::Settings::default().size, view)
}

/// A simulator over `view` at `size`, drawing with the fonts the window embeds
/// (`sudoku3d::app::FONTS`), so text is measured and drawn alike on every machine whatever
/// fonts it has installed.
pub fn simulator_sized<'a>(size: impl Into<Size>, view: impl Into<Element<'a, Message>>) -> Simulator<'a, Message> {
    // The simulator's fonts live in one store for the whole process: load them once, before
    // any simulator of any test thread draws (a second load would add the faces again).
    static FONTS_LOADED: std::sync::Once = std::sync::Once::new();
    FONTS_LOADED.call_once(|| {
        let settings = iced::Settings {
            fonts: sudoku3d::app::FONTS.iter().map(|&bytes| bytes.into()).collect(),
            ..iced::Settings::default()
        };
        let _loader: Simulator<'_, ()> = Simulator::with_settings(settings, iced::widget::text(""));
    });
    Simulator::with_size(iced::Settings::default(), size, view)
}

/// The messages a click on the widget with id `target` produces (not yet fed to `update`).
pub fn clicked(app: &App, target: &str) -> Vec<Message> {
    let mut ui = simulator(app.view());
    ui.click(id(target.to_string()))
        .unwrap_or_else(|e| panic!("click {target}: {e}"));
    ui.into_messages().collect()
}

/// Clicks the widget with id `target` as a player does: the click must produce a message; each
/// is fed to `update`, and a hint it starts is run to its answer.
#[allow(dead_code)] // Not every test file clicks this way.
pub fn click(app: &mut App, target: &str) {
    let messages = clicked(app, target);
    assert!(!messages.is_empty(), "clicking {target} produced no message");
    send(app, messages);
}

/// Feeds `messages` to `update`, and runs a hint they start to its answer.
#[allow(dead_code)] // Not every test file sends messages itself.
pub fn send(app: &mut App, messages: impl IntoIterator<Item = Message>) {
    for m in messages {
        let _ = app.update(m);
    }
    finish_hint(app);
}

/// The game on show.
#[allow(dead_code)] // Only the tests that play need it.
pub fn game(app: &App) -> &sudoku3d::app::screen::game::Game {
    app.game().expect("a game is on")
}

/// The generator's easy cube of `seed`, made now (the loading screen's background work): the
/// cube the cube tests play.
#[allow(dead_code)] // Only the cube tests need it.
pub fn easy_cube(seed: u64) -> sudoku3d::play::source::Loaded {
    let request = sudoku3d::play::source::Request::Generate {
        variant: sudoku3d::engine::Variant::Cube,
        difficulty: sudoku3d::engine::Difficulty::Easy,
        seed,
    };
    sudoku3d::play::source::load_now(request).expect("the generator makes a cube")
}

/// Lets the victory wave run its course: a frame after its end, as the window's timer sends
/// one, and the victory card shows.
#[allow(dead_code)] // Only the tests that win a game need it.
pub fn after_the_wave(app: &mut App) {
    use sudoku3d::app::screen::game;
    let end = std::time::Instant::now() + game::Celebration::length() + std::time::Duration::from_millis(50);
    let _ = app.update(Message::Game(game::Message::Frame(end)));
}

/// The ids of the game menu's entries (opened by the header's button `game-menu`): the rare and
/// the destructive actions.
#[allow(dead_code)] // Not every test file opens the game menu.
pub const MENU_ITEMS: [&str; 7] = [
    "check",
    "fill-notes",
    "show-mistakes",
    "export-pdf",
    "reset",
    "solve",
    "new-puzzle",
];

/// Chooses the game menu's entry `target` as a player does: the header's menu button, then the
/// entry (each click must produce a message).
#[allow(dead_code)] // Not every test file opens the game menu.
pub fn choose(app: &mut App, target: &str) {
    click(app, "game-menu");
    click(app, target);
}

/// Whether the window shows a widget with this label.
#[allow(dead_code)] // Not every test file looks for labels.
pub fn shows(app: &App, label: &str) -> bool {
    let mut ui = simulator(app.view());
    ui.find(label).is_ok()
}

/// Every non-empty text drawn inside the widget with id `target`.
pub fn texts_in(ui: &mut Simulator<'_, Message>, target: &str) -> Vec<String> {
    let bounds = ui
        .find(id(target.to_string()))
        .unwrap_or_else(|e| panic!("find {target}: {e}"))
        .bounds();
    let mut found = Vec::new();
    let _ = ui.find(|candidate: Candidate<'_>| {
        if let Candidate::Text { bounds: b, content, .. } = candidate {
            if bounds.contains(b.center()) && !content.is_empty() {
                found.push(content.to_string());
            }
        }
        None::<()>
    });
    found
}

/// Asserts that the view in `ui`, laid out at `size`, draws some text and that every text lies
/// inside the window, or runs on below it inside a scrollable (a page that scrolls); `what`
/// names the view in a failure.
pub fn assert_texts_fit(ui: &mut Simulator<'_, Message>, size: Size, what: &str) {
    let mut texts = Vec::new();
    let mut scrolled = Vec::new();
    let _ = ui.find(|c: Candidate<'_>| {
        match c {
            Candidate::Scrollable { bounds, .. } => scrolled.push(bounds),
            Candidate::Text { content, bounds, .. } if !content.trim().is_empty() => {
                texts.push((content.to_string(), bounds));
            }
            _ => {}
        }
        None::<()>
    });
    assert!(!texts.is_empty(), "{what}: no text drawn");
    for (content, b) in &texts {
        let in_scrollable = scrolled
            .iter()
            .any(|s| b.x >= s.x - 0.5 && b.x + b.width <= s.x + s.width + 0.5);
        let inside = b.x >= -0.5 && b.x + b.width <= size.width + 0.5 && b.y >= -0.5;
        assert!(
            inside && (in_scrollable || b.y + b.height <= size.height + 0.5),
            "{what}: {content:?} is out of the window: {b:?}"
        );
    }
}

/// What the classic board's cell at row `r`, column `c` (0-based) shows.
pub fn cell_text(app: &App, r: usize, c: usize) -> Vec<String> {
    let mut ui = simulator(app.view());
    texts_in(&mut ui, &format!("cell-{r}-{c}"))
}

/// A snapshot as pixels: written into the scratch folder `folder` under cargo's temporary
/// folder for tests (emptied first) and read back.
pub fn snapshot_pixels(snapshot: &iced_test::simulator::Snapshot, folder: &Path) -> image::RgbaImage {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(folder);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    assert!(snapshot.matches_image(dir.join("picture.png")).expect("written"));
    // `matches_image` adds the renderer to the name: the one file in the folder.
    let path = std::fs::read_dir(&dir)
        .expect("the scratch folder")
        .flatten()
        .next()
        .expect("the picture")
        .path();
    image::open(path).expect("a png").to_rgba8()
}

/// Compares a picture of the window with its committed reference,
/// `tests/snapshots/NAME-RENDERER.png`, pixel for pixel.
///
/// The picture drawn is always written to the test's scratch folder first (to look at when the
/// comparison fails). A missing reference fails the test: a test must not pass by writing what
/// it compares against. `SUDOKU3D_BLESS=1` writes the references anew; look at them before
/// committing.
pub fn assert_matches_snapshot(snapshot: &iced_test::simulator::Snapshot, name: &str) {
    // `matches_image` names the file NAME-RENDERER.png and writes it when it is missing: in a
    // folder of its own, the one file there is the picture just drawn.
    let drawn_dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("ui-snapshots").join(name);
    let _ = std::fs::remove_dir_all(&drawn_dir);
    std::fs::create_dir_all(&drawn_dir).expect("a scratch folder");
    let written = snapshot.matches_image(drawn_dir.join(format!("{name}.png")));
    assert!(written.is_ok_and(|ok| ok), "{name}: the picture could not be written");
    let drawn: Vec<PathBuf> = std::fs::read_dir(&drawn_dir)
        .expect("the scratch folder")
        .flatten()
        .map(|e| e.path())
        .collect();
    let [drawn] = drawn.as_slice() else {
        panic!("{name}: expected one picture drawn, found {drawn:?}");
    };
    let snapshots = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/snapshots");
    let reference = snapshots.join(drawn.file_name().expect("a file name"));
    if std::env::var_os("SUDOKU3D_BLESS").is_some() {
        std::fs::create_dir_all(&snapshots).expect("tests/snapshots");
        std::fs::copy(drawn, &reference).expect("the reference written");
    }
    assert!(
        reference.exists(),
        "{name}: no reference picture {} for this renderer (the picture drawn is {}); \
         write references with SUDOKU3D_BLESS=1",
        reference.display(),
        drawn.display()
    );
    let same = snapshot
        .matches_image(snapshots.join(format!("{name}.png")))
        .unwrap_or_else(|e| panic!("{name}: cannot read {}: {e}", reference.display()));
    assert!(
        same,
        "{name}: the window differs from {}; the picture drawn is {}",
        reference.display(),
        drawn.display()
    );
}

/// Runs the hint the game waits for, as the application's `Task` would off the UI thread, and
/// feeds the answer back (the window tests' stand-in for the runtime).
pub fn finish_hint(app: &mut App) {
    let pending = app.game().and_then(|g| g.pending_hint());
    if let Some((number, request)) = pending {
        let found = request.compute();
        let _ = app.update(Message::Game(sudoku3d::app::screen::game::Message::HintFound(
            number,
            Box::new(found),
        )));
    }
}

/// The share of the pixels of `area` (logical, in a picture `scale` times larger) within 3 of
/// `color` on every channel.
#[allow(dead_code)] // Not every test binary that includes this module reads pixels.
pub fn share_like(img: &image::RgbaImage, scale: f32, area: iced::Rectangle, color: iced::Color) -> f32 {
    let [r, g, b, _] = color.into_rgba8();
    let (x0, y0) = ((area.x * scale) as u32, (area.y * scale) as u32);
    let x1 = (((area.x + area.width) * scale) as u32).min(img.width());
    let y1 = (((area.y + area.height) * scale) as u32).min(img.height());
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

/// Delivers the entered puzzle's grade as the application's task does off the UI thread (the
/// subtitle then reads "entered puzzle, graded ..."). Panics when no grade is awaited.
#[allow(dead_code)] // Only the tests of entered puzzles need it.
pub fn deliver_entered_grade(app: &mut App) {
    let (line, puzzle, marks) = app
        .game()
        .and_then(|g| g.rating_wanted())
        .expect("an entered puzzle waits for its grade");
    let rating = sudoku3d::play::source::rating_of(&puzzle, marks.as_deref());
    let _ = app.update(Message::Game(sudoku3d::app::screen::game::Message::Rated(line, rating)));
}

/// Runs the entry screen's live check of the puzzle typed so far, as the application's task
/// does off the UI thread (within the rating budget), and delivers its answer. Panics when no
/// check is awaited.
#[allow(dead_code)] // Only the tests of the entry screen need it.
pub fn deliver_entry_check(app: &mut App) {
    use sudoku3d::app::screen::custom;
    use sudoku3d::engine::budget::{Budget, RATE};
    let (number, variant, text) = app
        .custom()
        .and_then(|c| c.check_wanted())
        .expect("a check of the entered puzzle is awaited");
    let answer = Budget::time(RATE)
        .run(|| sudoku3d::play::source::check_entered(variant, &text))
        .value;
    let _ = app.update(Message::Custom(custom::Message::Checked(number, answer)));
}

/// A window of `size` on the menu, with its files in a fresh folder named by `tag`.
pub fn menu_window(tag: &str, size: Size) -> App {
    let launch = sudoku3d::app::Launch {
        data_dir: Some(super::fresh_dir(tag)),
        ..sudoku3d::app::Launch::default()
    };
    let (mut app, _) = App::new(launch, Default::default());
    send(&mut app, [Message::WindowResized(size)]);
    app
}

/// Whether a window of `size` shows a widget with this id.
pub fn has_at(app: &App, size: Size, target: &str) -> bool {
    simulator_sized(size, app.view()).find(id(target.to_string())).is_ok()
}

/// From the menu's entry `menu` to the Easy band, answered with the generator's easy puzzle of
/// `variant` and `seed` (as the background thread would): a game on screen.
pub fn easy_game_from_menu(app: &mut App, menu: &str, variant: sudoku3d::engine::Variant, seed: u64) {
    use sudoku3d::play::source::{self, Request};
    click(app, menu);
    assert_eq!(app.screen_name(), "difficulty");
    click(app, "difficulty-easy");
    let pending = app.pending().expect("a puzzle is being made");
    let made = source::load_now(Request::Generate {
        variant,
        difficulty: sudoku3d::engine::Difficulty::Easy,
        seed,
    });
    send(app, [Message::Loaded(pending, made)]);
    assert_eq!(app.screen_name(), "game");
}

/// Types the solution into every empty cell of the game on screen, on the pad: a cell
/// pressed, then its digit.
pub fn type_the_solution(app: &mut App) {
    let state = game(app).state();
    let solution = state.solution().clone();
    let empty: Vec<usize> = (0..state.grid().len())
        .filter(|&c| state.grid().get(c).is_none())
        .collect();
    for cell in empty {
        send(
            app,
            [
                Message::Game(sudoku3d::app::screen::game::Message::CellPressed(cell)),
                Message::Game(sudoku3d::app::screen::game::Message::DigitPressed(
                    solution.get(cell).expect("solved"),
                )),
            ],
        );
    }
}
