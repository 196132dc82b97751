//! "Enter your own puzzle" on the board: the givens typed as in play (a cell clicked or
//! reached with the arrows, a digit typed or pressed on the pad, Delete to clear) make a game
//! that starts with them; a clash is marked at once; a puzzle with several solutions cannot
//! start and says why; a pasted text fills the board, and the board's digits fill the text.

use iced::{Rectangle, Size};
use iced_test::selector::id;

use crate::common;

use common::widgets::{click, deliver_entry_check, share_like, shows, simulator_sized};

use sudoku3d::app::keys::{Direction, Shortcut};
use sudoku3d::app::screen::custom::{self, Check};
use sudoku3d::app::theme::colors;
use sudoku3d::app::{App, Launch, Message};
use sudoku3d::engine::{Digit, Variant};
use sudoku3d::play::source::{self, EntryCheck, Request};
use sudoku3d::play::LoadError;

const PUZZLE: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// The default window.
const SIZE: Size = Size::new(1060.0, 760.0);

/// The entry screen of `variant`, reached as a player does: its difficulty screen, then
/// "Enter your own puzzle".
pub(crate) fn entry(variant: Variant) -> App {
    let (mut app, _) = App::new(
        Launch {
            variant: Some(variant),
            ..Launch::default()
        },
        Default::default(),
    );
    click(&mut app, "difficulty-custom");
    assert_eq!(app.screen_name(), "custom");
    app
}

pub(crate) fn screen(app: &App) -> &custom::Custom {
    app.custom().expect("the entry screen")
}

/// A key as the window's key listener sends it (the text field not focused).
fn key(app: &mut App, shortcut: Shortcut) {
    let _ = app.update(Message::Key(shortcut));
}

fn digit(n: u8) -> Digit {
    Digit::new(n).expect("a digit")
}

#[test]
fn givens_typed_on_the_board_make_a_game_that_starts_with_them() {
    let mut app = entry(Variant::Classic);
    assert!(
        screen(&app).board().is_some_and(|b| b.filled_count() == 0),
        "an empty board"
    );
    assert!(shows(&app, "Type the givens on the board, or paste a puzzle."));
    let givens: Vec<(usize, u8)> = PUZZLE
        .chars()
        .enumerate()
        .filter_map(|(cell, c)| Some((cell, c.to_digit(10)? as u8)))
        .collect();
    // The first given by a click and the pad, the next ones in its row by the arrows and
    // keys, the rest by a click and a key.
    click(&mut app, "cell-0-0");
    click(&mut app, "digit-5");
    let mut at = 0;
    for &(cell, d) in &givens[1..] {
        if cell / 9 == 0 {
            while at < cell {
                key(&mut app, Shortcut::Move(Direction::Right));
                at += 1;
            }
        } else {
            click(&mut app, &format!("cell-{}-{}", cell / 9, cell % 9));
        }
        assert_eq!(screen(&app).selected(), Some(cell));
        key(&mut app, Shortcut::Digit(digit(d)));
    }
    // A wrong digit typed and taken back with Delete.
    click(&mut app, "cell-8-0");
    key(&mut app, Shortcut::Digit(digit(1)));
    assert_eq!(
        screen(&app).text().chars().nth(72),
        Some('1'),
        "the text follows the board"
    );
    key(&mut app, Shortcut::Clear);
    // The text field holds what the board shows.
    assert_eq!(screen(&app).text(), PUZZLE);
    assert!(
        matches!(screen(&app).check(), Check::Running(_)),
        "checked off the UI thread"
    );
    assert!(shows(&app, "Checking that it has exactly one solution…"));
    deliver_entry_check(&mut app);
    assert_eq!(screen(&app).check(), &Check::Done(EntryCheck::Unique));
    assert!(shows(&app, "Exactly one solution: ready to play."));
    // Enter plays, as the button does.
    key(&mut app, Shortcut::Confirm);
    let request = app.pending().expect("the puzzle is being loaded");
    let _ = app.update(Message::Loaded(
        request,
        source::load_now(Request::Text {
            variant: Variant::Classic,
            text: PUZZLE.into(),
        }),
    ));
    assert_eq!(app.screen_name(), "game");
    let game = app.game().expect("the game");
    assert_eq!(game.state().puzzle().to_line(), PUZZLE, "the givens typed");
    assert_eq!(game.state().grid().to_line(), PUZZLE, "nothing else on the board");
}

#[test]
fn a_clash_is_marked_at_once_on_the_board() {
    let mut app = entry(Variant::Diagonal);
    // r1c1 and r9c9 share only the main diagonal.
    for (cell, target) in [(0, "cell-0-0"), (80, "cell-8-8")] {
        click(&mut app, target);
        key(&mut app, Shortcut::Digit(digit(7)));
        assert_eq!(screen(&app).selected(), Some(cell));
    }
    assert_eq!(screen(&app).conflicts(), vec![0, 80], "at once, before any check");
    // Drawn in the conflict colour, with the selection elsewhere.
    click(&mut app, "cell-4-1");
    let mut ui = simulator_sized(SIZE, app.view());
    let bounds: Vec<Rectangle> = ["cell-0-0", "cell-8-8"]
        .iter()
        .map(|target| ui.find(id(*target)).expect("the cell").bounds())
        .collect();
    let snapshot = ui.snapshot(&app.theme()).expect("a snapshot");
    drop(ui);
    let img = common::widgets::snapshot_pixels(&snapshot, std::path::Path::new("ui-entry/clash"));
    let scale = img.width() as f32 / SIZE.width;
    for area in bounds {
        let share = share_like(&img, scale, area, colors(&app.theme()).conflict);
        assert!(share > 0.4, "{area:?} drawn as a conflict: {share}");
    }
    // The check says why it cannot be played, and Play is off.
    deliver_entry_check(&mut app);
    assert!(matches!(
        screen(&app).check(),
        Check::Done(EntryCheck::Refused(LoadError::NoSolution(_)))
    ));
    assert!(!screen(&app).can_play());
    // Clearing one takes the clash away.
    click(&mut app, "cell-8-8");
    key(&mut app, Shortcut::Clear);
    assert!(screen(&app).conflicts().is_empty());
}

#[test]
fn a_puzzle_with_several_solutions_cannot_start_and_says_why() {
    let mut app = entry(Variant::Classic);
    // The puzzle less two of its givens, chosen so that it has several solutions.
    let givens: Vec<usize> = (0..81).filter(|&c| PUZZLE.as_bytes()[c] != b'.').collect();
    let less = |cells: [usize; 2]| -> String {
        let mut text = PUZZLE.as_bytes().to_vec();
        for c in cells {
            text[c] = b'.';
        }
        String::from_utf8(text).unwrap()
    };
    let removed = givens
        .iter()
        .flat_map(|&a| givens.iter().map(move |&b| [a, b]))
        .find(|&pair| {
            let grid = sudoku3d::engine::Grid::from_line(&less(pair)).unwrap();
            sudoku3d::engine::count_solutions(&grid, 2) == 2
        })
        .expect("two givens the puzzle needs");
    let _ = app.update(Message::Custom(custom::Message::Pasted(Some(less(removed)))));
    deliver_entry_check(&mut app);
    assert_eq!(
        screen(&app).check(),
        &Check::Done(EntryCheck::Refused(LoadError::Multiple))
    );
    let said = LoadError::Multiple.message();
    assert!(said.contains("more than one solution"), "{said}");
    assert!(shows(&app, &said));
    // Play is off: neither the button nor Enter starts anything.
    let mut ui = simulator_sized(SIZE, app.view());
    let _ = ui.click(id("custom-play"));
    assert_eq!(ui.into_messages().count(), 0, "Play is not pressable");
    key(&mut app, Shortcut::Confirm);
    assert_eq!(app.pending(), None);
    assert_eq!(app.screen_name(), "custom");
    // The missing givens typed on the board: one solution, and Play starts it.
    for cell in removed {
        click(&mut app, &format!("cell-{}-{}", cell / 9, cell % 9));
        let d = PUZZLE.as_bytes()[cell] - b'0';
        key(&mut app, Shortcut::Digit(digit(d)));
    }
    assert_eq!(screen(&app).text(), PUZZLE);
    deliver_entry_check(&mut app);
    assert!(screen(&app).can_play());
    click(&mut app, "custom-play");
    assert!(app.pending().is_some());
}

#[test]
fn pasting_text_fills_the_board() {
    let mut app = entry(Variant::Classic);
    // The 9-line grid, a space between cells.
    let printed: String = PUZZLE
        .as_bytes()
        .chunks(9)
        .map(|row| {
            let cells: Vec<String> = row.iter().map(|&c| char::from(c).to_string()).collect();
            format!("{}\n", cells.join(" "))
        })
        .collect();
    let _ = app.update(Message::Custom(custom::Message::Pasted(Some(printed))));
    let board = screen(&app).board().expect("a board").clone();
    assert_eq!(board.to_line(), PUZZLE);
    assert_eq!(common::widgets::cell_text(&app, 0, 1), vec!["3"], "drawn on the board");
    assert_eq!(common::widgets::cell_text(&app, 0, 2), Vec::<String>::new());
    // Typing in the field fills the board as far as it goes.
    let _ = app.update(Message::Custom(custom::Message::Edited("..4".into())));
    assert_eq!(common::widgets::cell_text(&app, 0, 2), vec!["4"]);
    assert_eq!(screen(&app).board().unwrap().filled_count(), 1);
    // A jigsaw's board takes the pasted regions (it starts as the boxes, to be painted).
    click(&mut app, "custom-board-jigsaw");
    let boxes = sudoku3d::engine::Regions::boxes();
    assert_eq!(screen(&app).board().and_then(|b| b.shape().regions()), Some(&boxes));
    let regions = "AAABBBCCC".repeat(3) + &"DDDEEEFFF".repeat(3) + &"GGGHHHIII".repeat(3);
    let _ = app.update(Message::Custom(custom::Message::Pasted(Some(format!(
        "{PUZZLE}\n{regions}"
    )))));
    assert_eq!(screen(&app).board().unwrap().to_line(), format!("{PUZZLE} {regions}"));
    assert!(simulator_sized(SIZE, app.view()).find(id("region-lines")).is_ok());
    // A killer's board comes with its pasted cages; a given typed on it joins the text.
    click(&mut app, "custom-board-killer");
    assert!(
        screen(&app).board().is_some_and(|b| b.shape().cages().is_none()),
        "no cages yet: a plain board"
    );
    let (cages, solution) = common::killer_text::unique_cages(3);
    let _ = app.update(Message::Custom(custom::Message::Pasted(Some(
        common::killer_text::text(&cages),
    ))));
    assert!(simulator_sized(SIZE, app.view()).find(id("cage-lines")).is_ok());
    click(&mut app, "cell-4-4");
    key(&mut app, Shortcut::Digit(digit(solution[40])));
    let read = sudoku3d::engine::Grid::from_variant_line(Variant::Killer, &screen(&app).text()).expect("a killer text");
    assert_eq!(read.get(40), Some(digit(solution[40])));
    assert_eq!(read.shape().cages().map(|c| c.set().clone()), Some(cages));
    deliver_entry_check(&mut app);
    assert_eq!(screen(&app).check(), &Check::Done(EntryCheck::Unique));
}

#[test]
fn a_jigsaws_regions_are_painted_on_the_board() {
    let mut app = entry(Variant::Jigsaw);
    let regions_of = |app: &App| {
        screen(app)
            .board()
            .and_then(|b| b.shape().regions().cloned())
            .expect("a jigsaw board")
    };
    let boxes = regions_of(&app);
    click(&mut app, "custom-paint-regions");
    assert!(screen(&app).painting());
    assert!(simulator_sized(SIZE, app.view()).find(id("region-painter")).is_ok());
    let stroke = |app: &mut App, from: usize, over: usize| {
        for m in [
            custom::Message::PaintFrom(from),
            custom::Message::PaintOver(over),
            custom::Message::PaintDone,
        ] {
            let _ = app.update(Message::Custom(m));
        }
    };
    // A drag from r1c1 onto r1c4: region 1 takes a tenth cell, region 2 is left with eight.
    stroke(&mut app, 0, 3);
    let problem = screen(&app).map_problem().expect("region 1 too big");
    assert!(problem.contains("Region 1 ") && problem.contains("10"), "{problem}");
    assert!(shows(&app, &problem), "said on the screen");
    assert!(!screen(&app).can_play());
    assert_eq!(regions_of(&app), boxes, "the board keeps the last right layout");
    // A drag from r1c5 (region 2) onto r2c3 (region 1): nine of nine again, the board's new layout.
    stroke(&mut app, 4, 11);
    assert_eq!(screen(&app).map_problem(), None);
    let painted = regions_of(&app);
    assert_ne!(painted, boxes);
    assert_eq!(painted.region_of(3), painted.region_of(0));
    assert_eq!(painted.region_of(11), painted.region_of(4));
    // A region in two pieces is refused too (r9c9 painted into region 1, r1c1 into 9).
    stroke(&mut app, 0, 80);
    stroke(&mut app, 79, 0);
    assert!(screen(&app).map_problem().is_some_and(|p| p.contains("pieces")));
    stroke(&mut app, 79, 80);
    stroke(&mut app, 1, 0);
    assert_eq!(screen(&app).map_problem(), None);
    assert_eq!(regions_of(&app), painted);
    // Back to typing: the givens go on the painted board, and the text holds both.
    click(&mut app, "custom-type-givens");
    assert!(simulator_sized(SIZE, app.view()).find(id("region-lines")).is_ok());
    click(&mut app, "cell-0-0");
    key(&mut app, Shortcut::Digit(digit(4)));
    let text = screen(&app).text();
    let read = sudoku3d::engine::Grid::from_variant_line(Variant::Jigsaw, &text).expect("a jigsaw text");
    assert_eq!(read.shape().regions(), Some(&painted));
    assert_eq!(read.get(0), Some(digit(4)));
}

#[test]
fn a_killers_cages_are_drawn_and_summed_on_the_board() {
    let mut app = entry(Variant::Killer);
    assert!(
        screen(&app).board().is_some_and(|b| b.shape().cages().is_none()),
        "a plain board to draw on"
    );
    click(&mut app, "custom-paint-regions");
    assert!(screen(&app).painting());
    let (cages, solution) = common::killer_text::unique_cages(3);
    let send = |app: &mut App, m: custom::Message| {
        let _ = app.update(Message::Custom(m));
    };
    for (i, cage) in cages.cages().iter().enumerate() {
        // A stroke over the cage's cells, then its sum typed.
        send(&mut app, custom::Message::PaintFrom(cage.cells[0]));
        for &cell in &cage.cells[1..] {
            send(&mut app, custom::Message::PaintOver(cell));
        }
        send(&mut app, custom::Message::PaintDone);
        // The sum in its field (a sum of one digit by its key, as the pad would).
        match Digit::new(cage.sum) {
            Some(d) => key(&mut app, Shortcut::Digit(d)),
            None => send(&mut app, custom::Message::SumTyped(cage.sum.to_string())),
        }
        if i == 0 {
            let loose = 81 - cage.cells.len();
            let problem = screen(&app).map_problem().expect("cells in no cage");
            assert!(problem.contains(&loose.to_string()), "{problem}");
            assert!(shows(&app, &problem));
            assert!(!screen(&app).can_play());
        }
    }
    assert_eq!(screen(&app).map_problem(), None, "the cages cover the board and add up");
    let board = screen(&app).board().expect("a board").clone();
    assert_eq!(board.shape().cages().map(|c| c.set().clone()), Some(cages.clone()));
    // The text is the killer's, and it has one solution.
    let read = sudoku3d::engine::Grid::from_variant_line(Variant::Killer, &screen(&app).text()).expect("a killer text");
    assert_eq!(read.shape().cages().map(|c| c.set().clone()), Some(cages));
    deliver_entry_check(&mut app);
    assert_eq!(screen(&app).check(), &Check::Done(EntryCheck::Unique));
    // A given typed on it, back in typing mode.
    click(&mut app, "custom-type-givens");
    click(&mut app, "cell-0-0");
    key(&mut app, Shortcut::Digit(digit(solution[0])));
    assert_eq!(screen(&app).board().unwrap().get(0), Some(digit(solution[0])));
    assert!(screen(&app).can_play() || matches!(screen(&app).check(), Check::Running(_)));
}
