//! A hint's chain walked link by link in the window: Next / Previous in the hint panel and
//! their keys, the board drawing only the links so far, the panel showing the lines so far
//! (indented, not numbered) and a legend of the marks drawn.
#![cfg(feature = "gui")]

use crate::common;
use common::widgets::{click, texts_in};

use sudoku3d::app::keys::Shortcut;
use sudoku3d::app::{App, Message};
use sudoku3d::play::{source, LegendKind, Stage};

/// A board of top1465's puzzle `8.9...3.....7.1...5...` played by hints, entered as a puzzle:
/// its next hint is one XY-Chain of 15 links.
pub(crate) const XY_CHAIN: &str = "8194..375.3.751.895.7839....78543.263..69..58.5.1.8.43.632.5894.9.38.5...859...3.";

/// The game on `XY_CHAIN` with its hint at stage 2.
fn chain_at_stage_two() -> App {
    let mut app = App::with_game(source::from_text(XY_CHAIN).expect("a valid puzzle"));
    click(&mut app, "hint");
    click(&mut app, "hint");
    assert_eq!(app.game().unwrap().active_hint().unwrap().stage, Stage::Why);
    app
}

fn panel_texts(app: &App) -> Vec<String> {
    let mut ui = common::widgets::simulator(app.view());
    texts_in(&mut ui, "hint-panel")
}

/// The kinds of mark the legend names now.
fn legend_kinds(app: &App) -> Vec<LegendKind> {
    let overlay = app.game().unwrap().hint_overlay().expect("an overlay").clone();
    overlay.legend().into_iter().map(|e| e.kind).collect()
}

/// The links the board draws now.
fn links_drawn(app: &App) -> usize {
    app.game().unwrap().hint_overlay().expect("an overlay").links.len()
}

#[test]
fn next_twice_shows_the_third_link_and_draws_three_links() {
    let mut app = chain_at_stage_two();
    let walk = app.game().unwrap().active_hint().unwrap().walk();
    assert!(walk.len() >= 4, "a chain of {} links", walk.len());
    assert_eq!(links_drawn(&app), 1, "stage 2 opens on the first link");
    click(&mut app, "hint-walk-next");
    click(&mut app, "hint-walk-next");
    assert_eq!(links_drawn(&app), 3);
    let texts = panel_texts(&app);
    for (i, item) in walk.items.iter().enumerate() {
        assert_eq!(
            texts.contains(&item.text),
            i < 3,
            "link {}: {:?} in {texts:?}",
            i + 1,
            item.text
        );
    }
    assert!(
        texts.iter().all(|t| !t.starts_with("3. ")),
        "lines are not numbered: {texts:?}"
    );
    assert!(texts.contains(&format!("3 of {}", walk.len())), "{texts:?}");
    // The legend names the marks of the links drawn so far.
    let legend = legend_kinds(&app);
    assert!(legend.contains(&LegendKind::Pattern), "{legend:?}");
    assert!(!legend.contains(&LegendKind::Placed), "nothing placed yet: {legend:?}");
    {
        let mut ui = common::widgets::simulator(app.view());
        for entry in app.game().unwrap().hint_overlay().unwrap().legend() {
            assert!(ui.find(entry.label.as_str()).is_ok(), "{:?} in the legend", entry.label);
        }
    }
    // Previous takes the third link back off the board and out of the text.
    click(&mut app, "hint-walk-previous");
    assert_eq!(links_drawn(&app), 2);
    assert!(!panel_texts(&app).contains(&walk.items[2].text));
}

#[test]
fn the_keys_walk_and_stop_at_the_ends() {
    let mut app = chain_at_stage_two();
    let count = app.game().unwrap().active_hint().unwrap().walk().len();
    let key = |app: &mut App, back: bool| {
        let _ = app.update(Message::Key(Shortcut::WalkHint { back }));
    };
    key(&mut app, true);
    assert_eq!(links_drawn(&app), 1, "nothing before the first link");
    for _ in 0..count + 3 {
        key(&mut app, false);
    }
    assert_eq!(links_drawn(&app), count, "the whole chain, no further");
    let texts = panel_texts(&app);
    assert!(texts.contains(&format!("{count} of {count}")), "{texts:?}");
    let legend = legend_kinds(&app);
    assert!(
        legend.contains(&LegendKind::Placed),
        "the chain's end places: {legend:?}"
    );
    key(&mut app, true);
    assert_eq!(links_drawn(&app), count - 1);
    // Apply still works from anywhere in the walk.
    click(&mut app, "hint-next");
    let game = app.game().unwrap();
    assert_eq!(game.active_hint().unwrap().stage, Stage::Apply);
    let (cell, digit) = game.active_hint().unwrap().hint.placement.unwrap();
    assert_eq!(game.state().grid().get(cell), Some(digit));
    assert!(panel_texts(&app).iter().all(|t| t != "Next"), "no walk at stage 3");
}
