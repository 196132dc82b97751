//! A puzzle from a picture in the window: "From a picture…", a picture file dropped on the
//! window (from any screen), an image pasted from the clipboard. The picture is one the
//! project prints itself (`sudoku3d::print`, rasterised at 100 dpi); each reading is run as the
//! application's task runs it and its answer fed back through `update`. The picture then shows
//! beside the board with the grid drawn over it, doubtful cells are lit until typed over, and a
//! file that is not a picture, or a picture without a grid, says so.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use iced::Size;
use iced_test::selector::id;

use crate::common;
use crate::ui_entry::{entry, screen};

// The window tests use only `printed` of the picture helpers the cli tests share (here and
// in the real-window size test, which drops one on the window).
#[path = "../common/pictures.rs"]
#[allow(dead_code)]
pub(crate) mod pictures;
use common::widgets::{click, deliver_entry_check, simulator_sized};

use sudoku3d::app::picture::{picture_of, read, read_pixels, Held, PictureOutcome};
use sudoku3d::app::screen::custom::{self, Check};
use sudoku3d::app::{App, Launch, Message};
use sudoku3d::engine::{generate_seeded, Difficulty, Grid, Shape, Variant};
use sudoku3d::play::source::{self, EntryCheck, Request};

/// The default window.
const SIZE: Size = Size::new(1060.0, 760.0);

/// A puzzle printed and rasterised into `name.png` in a folder of this test's own.
fn printed_picture(name: &str, seed: u64) -> (Grid, PathBuf) {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("entry-picture");
    std::fs::create_dir_all(&dir).expect("a folder for the picture");
    let puzzle = generate_seeded(Shape::Classic, Difficulty::Medium, seed).puzzle;
    let picture = pictures::printed(&puzzle, 100, &dir, name).expect("print and pdftoppm make a picture");
    let path = dir.join(format!("{name}.png"));
    picture.save(&path).expect("the picture saved");
    (puzzle, path)
}

/// A file of `bytes` named `name` in the test's folder.
fn file(name: &str, bytes: &[u8]) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("entry-picture");
    std::fs::create_dir_all(&dir).expect("a folder");
    let path = dir.join(name);
    std::fs::write(&path, bytes).expect("written");
    path
}

/// The line under the board (the check, a reading's note, or an error).
fn status(app: &App) -> String {
    let mut ui = simulator_sized(SIZE, app.view());
    common::widgets::texts_in(&mut ui, "custom-error").join(" ")
}

fn shows_picture(app: &App) -> bool {
    simulator_sized(SIZE, app.view()).find(id("custom-picture")).is_ok()
}

/// The shown picture's pixels.
fn pixels(outcome: &PictureOutcome) -> (u32, u32, Vec<u8>) {
    let PictureOutcome::Read { shown, .. } = outcome else {
        panic!("not a reading: {outcome:?}");
    };
    match &shown.handle {
        iced::widget::image::Handle::Rgba {
            width, height, pixels, ..
        } => (*width, *height, pixels.to_vec()),
        other => panic!("the picture is handed over as pixels: {other:?}"),
    }
}

/// "From a picture…": the button is there, and a picture read (as the button's task reads the
/// file the dialog gave) fills the field and the board with the puzzle printed; once the check
/// finds one solution, the line under the board says how many givens were read, and the
/// picture is shown. A picture without a grid says so and fills nothing.
#[test]
fn a_puzzle_read_from_a_picture_fills_the_board() {
    let (puzzle, path) = printed_picture("printed", 3);
    let mut app = entry(Variant::Killer);
    assert!(simulator_sized(SIZE, app.view())
        .find(id("custom-from-picture"))
        .is_ok());
    assert!(!shows_picture(&app));
    let outcome = read(path);
    let givens = match &outcome {
        PictureOutcome::Read { givens, .. } => *givens,
        other => panic!("the printed puzzle is read: {other:?}"),
    };
    assert_eq!(givens, 81 - puzzle.empty_count());
    let _ = app.update(Message::Custom(custom::Message::PictureRead(outcome)));
    // A killer's cages cannot be read: the board switches to classic.
    let board = screen(&app).board().expect("a board").clone();
    assert_eq!(board.to_line(), puzzle.to_line());
    deliver_entry_check(&mut app);
    let note = status(&app);
    assert!(
        note.contains(&format!("Read {givens} givens from the picture")),
        "the note under the board: {note}"
    );
    assert!(shows_picture(&app), "the picture is shown beside the board");
    assert!(screen(&app).can_play());

    let blank = dir_blank();
    let mut app = entry(Variant::Classic);
    let _ = app.update(Message::Custom(custom::Message::PictureRead(read(blank))));
    let said = status(&app);
    assert!(said.contains("No sudoku grid found in the picture"), "{said}");
    assert_eq!(screen(&app).board().map(|b| b.filled_count()), Some(0));
    assert!(!shows_picture(&app));
}

/// A white picture: nothing like a grid in it.
fn dir_blank() -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("entry-picture");
    std::fs::create_dir_all(&dir).expect("a folder");
    let blank = dir.join("blank.png");
    image::GrayImage::from_pixel(400, 400, image::Luma([255]))
        .save(&blank)
        .expect("saved");
    blank
}

/// The picture shown is cut to the grid (not the whole printed page) and has the grid found
/// drawn over it: along a row, the ten lines of the grid cross in the overlay's blue (a printed
/// page has no blue of its own).
#[test]
fn the_picture_shown_has_the_grid_drawn_over_it() {
    let (_, path) = printed_picture("overlay", 5);
    let outcome = read(path);
    let (w, h, rgba) = pixels(&outcome);
    assert!(
        w.max(h) <= sudoku3d::app::picture::SHOWN_SIDE && w.max(h) > 200,
        "{w}x{h}"
    );
    let blue = |x: u32, y: u32| {
        let i = ((y * w + x) * 4) as usize;
        rgba[i + 2] > 180 && rgba[i] < 80
    };
    // The picture is cut to the grid and a margin: look along several rows, take the best.
    let crossings = (h / 8..h * 7 / 8)
        .step_by(7)
        .map(|y| {
            let mut runs = 0;
            let mut inside = false;
            for x in 0..w {
                let now = blue(x, y);
                if now && !inside {
                    runs += 1;
                }
                inside = now;
            }
            runs
        })
        .max()
        .unwrap_or(0);
    assert_eq!(
        crossings, 10,
        "the grid's ten vertical lines cross a row of the picture"
    );
}

/// A picture dropped on the window while the menu is on show opens the entry screen, which
/// reads it (the drop's task run here as the application runs it) and fills the board; a file
/// that is not a picture, and a picture without a grid, say so and leave the board as it was.
#[test]
fn a_picture_dropped_on_the_window_opens_the_entry_screen_and_is_read() {
    let (puzzle, path) = printed_picture("dropped", 7);
    let (mut app, _) = App::new(Launch::default(), Default::default());
    assert_eq!(app.screen_name(), "menu");
    let _ = app.update(Message::FileDropped(path.clone()));
    assert_eq!(app.screen_name(), "custom", "a drop opens the entry screen");
    assert!(status(&app).contains("Reading the picture"), "{}", status(&app));
    let _ = app.update(Message::Custom(custom::Message::PictureRead(read(path))));
    assert_eq!(screen(&app).board().map(Grid::to_line), Some(puzzle.to_line()));
    assert!(shows_picture(&app));
    deliver_entry_check(&mut app);
    assert_eq!(screen(&app).check(), &Check::Done(EntryCheck::Unique));

    // A text file dropped by mistake: the message names it, the board keeps its puzzle.
    let notes = file(
        "notes.txt",
        b"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28",
    );
    let _ = app.update(Message::FileDropped(notes.clone()));
    let _ = app.update(Message::Custom(custom::Message::PictureRead(read(notes))));
    let said = status(&app);
    assert!(said.contains("Cannot read the picture: notes.txt"), "{said}");
    assert_eq!(screen(&app).board().map(Grid::to_line), Some(puzzle.to_line()));
    // A picture with no grid in it.
    let _ = app.update(Message::FileDropped(dir_blank()));
    let _ = app.update(Message::Custom(custom::Message::PictureRead(read(dir_blank()))));
    assert!(status(&app).contains("No sudoku grid found"), "{}", status(&app));
}

/// Ctrl+V or Paste with an image on the clipboard: the clipboard's pixels (as the clipboard
/// crate hands them over) become a picture, which is read off the UI thread and fills the
/// board. Text on the clipboard is no picture (it is pasted as text, as before, and takes the
/// picture of the puzzle before away), and pixels that do not fill the size given are none.
#[test]
fn an_image_pasted_from_the_clipboard_is_read() {
    let (puzzle, path) = printed_picture("pasted", 11);
    let rgba = image::open(&path).expect("the picture").to_rgba8();
    let (width, height) = (rgba.width() as usize, rgba.height() as usize);
    let held = Held::Picture {
        width,
        height,
        rgba: rgba.clone().into_raw(),
    };
    let picture = picture_of(held).expect("the clipboard's pixels make a picture");
    assert_eq!(*picture, rgba);
    assert_eq!(picture_of(Held::Text), None);
    assert_eq!(
        picture_of(Held::Picture {
            width,
            height,
            rgba: vec![0; 16]
        }),
        None
    );

    let mut app = entry(Variant::Classic);
    // The text field had the key and the clipboard held no picture: nothing more happens.
    let _ = app.update(Message::Custom(custom::Message::ClipboardRead {
        picture: None,
        then_text: false,
    }));
    assert_eq!(screen(&app).error(), None);
    let _ = app.update(Message::Custom(custom::Message::ClipboardRead {
        picture: Some(picture.clone()),
        then_text: false,
    }));
    assert!(status(&app).contains("Reading the picture"), "{}", status(&app));
    let outcome = read_pixels(Arc::clone(&picture));
    let _ = app.update(Message::Custom(custom::Message::PictureRead(outcome)));
    assert_eq!(screen(&app).board().map(Grid::to_line), Some(puzzle.to_line()));
    assert_eq!(
        app.custom().map(|c| c.text().trim().to_string()),
        Some(puzzle.to_line())
    );
    assert!(shows_picture(&app));
    // Then text pasted: another puzzle, so the picture goes.
    let other = generate_seeded(Shape::Classic, Difficulty::Medium, 12).puzzle.to_line();
    let _ = app.update(Message::Custom(custom::Message::Pasted(Some(other.clone()))));
    assert_eq!(screen(&app).board().map(Grid::to_line), Some(other));
    assert!(!shows_picture(&app), "the picture of the puzzle before is gone");
}

/// The doubtful cells of a reading are lit on the board and named under it until the player
/// types over them (the same digit confirms it) or the digit there changes in the field; the
/// picture stays; the puzzle then plays.
#[test]
fn doubtful_cells_are_marked_until_typed_over() {
    let (puzzle, path) = printed_picture("doubtful", 13);
    let mut outcome = read(path);
    let given = (0..81).find(|&c| puzzle.get(c).is_some()).expect("a given");
    let empty = (0..81).find(|&c| puzzle.get(c).is_none()).expect("an empty cell");
    // As if the reader had been unsure of these two cells.
    if let PictureOutcome::Read { doubtful, .. } = &mut outcome {
        *doubtful = vec![given, empty];
    }
    let mut app = entry(Variant::Classic);
    let _ = app.update(Message::Custom(custom::Message::PictureRead(outcome)));
    assert_eq!(screen(&app).doubtful(), &[given, empty]);
    deliver_entry_check(&mut app);
    let name = |c: usize| format!("r{}c{}", c / 9 + 1, c % 9 + 1);
    let said = status(&app);
    assert!(said.contains(&name(given)) && said.contains(&name(empty)), "{said}");
    // The given typed again: confirmed.
    click(&mut app, &format!("cell-{}-{}", given / 9, given % 9));
    let digit = puzzle.get(given).expect("a given");
    let _ = app.update(Message::Custom(custom::Message::Digit(digit)));
    assert_eq!(screen(&app).doubtful(), &[empty]);
    assert_eq!(screen(&app).board().map(Grid::to_line), Some(puzzle.to_line()));
    // The board did not change, so the check's answer stands; the note follows.
    let said = status(&app);
    assert!(!said.contains(&name(given)) && said.contains(&name(empty)), "{said}");
    // The empty cell given a digit in the field: settled too.
    let mut line: Vec<char> = puzzle.to_line().chars().collect();
    line[empty] = '1';
    let line: String = line.into_iter().collect();
    let _ = app.update(Message::Custom(custom::Message::Edited(line)));
    assert_eq!(screen(&app).doubtful(), &[] as &[usize]);
    // Back as read: nothing doubtful comes back, and the puzzle plays.
    let _ = app.update(Message::Custom(custom::Message::Edited(puzzle.to_line())));
    assert_eq!(screen(&app).doubtful(), &[] as &[usize]);
    assert!(shows_picture(&app));
    deliver_entry_check(&mut app);
    assert!(status(&app).contains("Read"), "{}", status(&app));
    assert!(screen(&app).can_play());
    click(&mut app, "custom-play");
    let request = app.pending().expect("the puzzle is being loaded");
    let text = puzzle.to_line();
    let loaded = source::load_now(Request::Text {
        variant: Variant::Classic,
        text,
    });
    let _ = app.update(Message::Loaded(request, loaded));
    assert_eq!(app.screen_name(), "game");
    let game = app.game().expect("the game");
    assert_eq!(game.state().puzzle().to_line(), puzzle.to_line(), "the givens read");
}
