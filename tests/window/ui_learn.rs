//! The Learn screen through the simulator: opened from the menu by key L, the map lists every
//! technique of the table (Practise disabled, with its reason, where the shipped pool has no
//! position); Show me walks the hint's stages on a pool position; Practise checks the player's
//! moves (not this one, partly right, right) and a technique answered right five times in a
//! row without a hint shows as mastered, also after a restart (the standings are saved with
//! the statistics).
#![cfg(feature = "gui")]

use crate::common;
use common::fresh_dir;
use common::widgets::{simulator_sized, texts_in};

use std::path::PathBuf;

use iced_test::selector::id;

use sudoku3d::app::keys::Shortcut;
use sudoku3d::app::screen::learn::map::Group;
use sudoku3d::app::screen::learn::{self, Done, Job};
use sudoku3d::app::{App, Launch, Message};
use sudoku3d::engine::learn::{Pool, Position};
use sudoku3d::engine::Technique;
use sudoku3d::i18n::Language;

/// The application on the menu, reading `dir`, in English.
fn app_in(dir: PathBuf) -> App {
    let launch = Launch {
        data_dir: Some(dir),
        system_language: Some(Language::English),
        ..Launch::default()
    };
    App::new(launch, Default::default()).0
}

/// Runs the work the Learn screen waits for, as the application's task would off the UI
/// thread, and feeds the answer back. Returns the practice run's positions when that was it.
fn finish_work(app: &mut App) -> Vec<Position> {
    let Some((number, job)) = app.learn().and_then(|l| l.pending()) else {
        return Vec::new();
    };
    let done = job.run();
    let positions = match &done {
        Done::Practise(p) => p.clone(),
        _ => Vec::new(),
    };
    let _ = app.update(Message::Learn(learn::Message::Done(number, Box::new(done))));
    positions
}

/// A simulator over the window in a window tall enough to show the whole map (a player
/// scrolls to the technique; the map's fit in real windows is the size test's).
fn simulator(view: iced::Element<'_, Message>) -> iced_test::Simulator<'_, Message> {
    simulator_sized((1024.0, 12000.0), view)
}

/// Clicks the widget with id `target`; the click must produce a message.
fn click(app: &mut App, target: &str) {
    let mut ui = simulator(app.view());
    ui.click(id(target.to_string()))
        .unwrap_or_else(|e| panic!("click {target}: {e}"));
    let messages: Vec<Message> = ui.into_messages().collect();
    assert!(!messages.is_empty(), "clicking {target} produced no message");
    for m in messages {
        let _ = app.update(m);
    }
}

/// Every text inside the widget with id `target`, joined.
fn text_of(app: &App, target: &str) -> String {
    let mut ui = simulator(app.view());
    texts_in(&mut ui, target).join(" ")
}

fn key(app: &mut App, shortcut: Shortcut) {
    let _ = app.update(Message::Key(shortcut));
}

/// Selects the cell by clicking it on the board.
fn select(app: &mut App, cell: usize) {
    click(app, &format!("cell-{}-{}", cell / 9, cell % 9));
}

/// Opens Learn from the menu by key L.
fn open_learn(app: &mut App) {
    assert_eq!(app.screen_name(), "menu");
    key(app, Shortcut::Learn);
    assert_eq!(app.screen_name(), "learn");
}

/// Makes the technique's step on the practice position on show: places its digit, or takes
/// out every candidate of its first step and presses Check.
fn make_the_step(app: &mut App, position: &Position) {
    let step = &position.steps[0];
    if let Some(&(cell, digit)) = step.placements.first() {
        select(app, cell);
        key(app, Shortcut::Digit(digit));
        return;
    }
    click(app, "learn-notes");
    for &(cell, digit) in &step.eliminations {
        select(app, cell);
        key(app, Shortcut::Digit(digit));
    }
    click(app, "learn-notes");
    click(app, "learn-check");
}

#[test]
fn learn_opens_by_key_l_and_maps_every_technique() {
    let mut app = app_in(fresh_dir("ui-learn-map"));
    open_learn(&mut app);
    let mut ui = simulator(app.view());
    assert!(ui.find("Learn the techniques").is_ok());
    for technique in Technique::all() {
        let name = technique.name();
        assert!(
            ui.find(id(format!("learn-{name}"))).is_ok(),
            "{name} has a card on the map"
        );
    }
    drop(ui);
    assert_eq!(text_of(&app, "learn-standing-x_wing"), "Not met yet");
    // A card's rating is the range its steps take, as hints show them: a hidden single in a
    // box is 1.2, in a line 1.5; a chain rates higher the longer it is.
    let card = text_of(&app, "learn-hidden_single");
    assert!(card.contains("rating 1.2–1.5"), "{card}");
    let card = text_of(&app, "learn-x_chain");
    assert!(
        card.contains(&format!("rating {}+", Technique::XChain.rating() as f32 / 10.0)),
        "{card}"
    );
    // Every technique has shipped positions: no card says it has none, every Practise works.
    let mut ui = simulator(app.view());
    for technique in Technique::all() {
        let name = technique.name();
        assert!(
            ui.find(id(format!("learn-why-{name}"))).is_err(),
            "{name} says it has no positions"
        );
    }
    ui.click(id("learn-practise-remote_pairs"))
        .expect("the button is there");
    assert_eq!(ui.into_messages().count(), 1, "Practise of remote pairs starts a run");
    // Esc goes back to the menu; How to play says the mastered rule.
    key(&mut app, Shortcut::Escape);
    assert_eq!(app.screen_name(), "menu");
    click(&mut app, "menu-help");
    assert!(text_of(&app, "help-learn").contains("5 right moves in a row without a hint"));
}

#[test]
fn show_me_walks_the_hint_stages() {
    let mut app = app_in(fresh_dir("ui-learn-show"));
    open_learn(&mut app);
    click(&mut app, "learn-show-x_wing");
    assert_eq!(app.learn().map(|l| l.page_name()), Some("loading"));
    finish_work(&mut app);
    let learn = app.learn().expect("Learn on show");
    assert_eq!(learn.page_name(), "show");
    let (at, count) = learn.show_frame().expect("a frame");
    assert_eq!(at, 0);
    assert!(count >= 3, "stage 1, stage 2 and stage 3 at least: {count}");
    let first = text_of(&app, "learn-show-panel");
    assert!(first.contains("X-Wing"), "{first}");
    assert!(first.contains("Where to look"), "{first}");
    // Next: stage 2 draws the pattern, with its legend.
    click(&mut app, "learn-show-next");
    let second = text_of(&app, "learn-show-panel");
    assert!(second.contains("Why"), "{second}");
    let mut ui = simulator(app.view());
    assert!(ui.find(id("hint-overlay")).is_ok(), "the pattern is drawn");
    assert!(ui.find(id("hint-legend")).is_ok(), "with its legend");
    drop(ui);
    for _ in 1..count {
        let _ = app.update(Message::Learn(learn::Message::Step { back: false }));
    }
    assert_eq!(app.learn().and_then(|l| l.show_frame()), Some((count - 1, count)));
    assert!(text_of(&app, "learn-show-panel").contains("Applied"));
    // Previous goes back a frame; Back returns to the map, where X-Wing was seen.
    click(&mut app, "learn-show-previous");
    assert_eq!(app.learn().and_then(|l| l.show_frame()), Some((count - 2, count)));
    click(&mut app, "learn-back");
    assert_eq!(app.learn().map(|l| l.page_name()), Some("map"));
    assert_eq!(text_of(&app, "learn-standing-x_wing"), "Seen in a hint");
}

#[test]
fn practice_says_not_this_one_partly_right_and_right() {
    let mut app = app_in(fresh_dir("ui-learn-answers"));
    open_learn(&mut app);
    click(&mut app, "learn-practise-x_wing");
    let positions = finish_work(&mut app);
    assert!(!positions.is_empty());
    // A position whose first step removes two candidates or more, one of which is no whole
    // step: taking out one of them is partly right.
    let at = positions
        .iter()
        .position(|p| {
            let removes = &p.steps[0].eliminations;
            removes.len() >= 2 && !p.steps.iter().any(|s| s.eliminations == removes[..1])
        })
        .expect("an X-Wing of the pool removes two candidates");
    for _ in 0..at {
        click(&mut app, "learn-next");
    }
    let position = &positions[at];
    // Not this one: a digit the X-Wing does not place (it places none).
    let empty = (0..81)
        .find(|&c| position.board.get(c).is_none())
        .expect("an empty cell");
    let digit = position.solution.get(empty).expect("solved");
    select(&mut app, empty);
    key(&mut app, Shortcut::Digit(digit));
    let answer = text_of(&app, "learn-answer");
    assert!(answer.starts_with("Not this one"), "{answer}");
    assert!(position.board.get(empty).is_none());
    // Where to look is on offer: its stage 1 names the technique.
    click(&mut app, "learn-where");
    let (number, job) = app.learn().and_then(|l| l.pending()).expect("the hint is asked for");
    assert!(matches!(job, Job::Hint(..)));
    let _ = app.update(Message::Learn(learn::Message::Done(number, Box::new(job.run()))));
    assert!(text_of(&app, "learn-where-text").contains("X-Wing"));
    // Partly right: one of its candidates.
    let removes = position.steps[0].eliminations.clone();
    click(&mut app, "learn-notes");
    select(&mut app, removes[0].0);
    key(&mut app, Shortcut::Digit(removes[0].1));
    click(&mut app, "learn-check");
    let answer = text_of(&app, "learn-answer");
    assert!(answer.starts_with("Partly right"), "{answer}");
    // Right: the rest of them.
    for &(cell, digit) in &removes[1..] {
        select(&mut app, cell);
        key(&mut app, Shortcut::Digit(digit));
    }
    click(&mut app, "learn-check");
    let answer = text_of(&app, "learn-answer");
    assert!(answer.starts_with("Right"), "{answer}");
    // The position's first answer counts: one practised, none right.
    click(&mut app, "learn-back");
    assert_eq!(text_of(&app, "learn-standing-x_wing"), "Practised: 0 of 1 right");
}

#[test]
fn five_right_in_a_row_is_mastered_and_saved() {
    let dir = fresh_dir("ui-learn-mastered");
    let mut app = app_in(dir.clone());
    open_learn(&mut app);
    let technique = Technique::HiddenSingle;
    click(&mut app, "learn-practise-hidden_single");
    let positions = finish_work(&mut app);
    assert_eq!(positions.len(), 5, "the shipped pool holds five hidden singles");
    for (n, position) in positions.iter().enumerate() {
        assert_eq!(position.technique, technique);
        make_the_step(&mut app, position);
        let answer = text_of(&app, "learn-answer");
        assert!(answer.starts_with("Right"), "position {n}: {answer}");
        let mastered = simulator(app.view()).find(id("learn-mastered")).is_ok();
        assert_eq!(mastered, n == 4, "mastered after the fifth right answer only ({n})");
        click(&mut app, "learn-next");
    }
    let score = text_of(&app, "learn-score");
    assert!(score.contains("5") && score.starts_with("Run over"), "{score}");
    assert!(text_of(&app, "learn-exhausted").contains("every position of Hidden single ready to practise"));
    click(&mut app, "learn-score-back");
    assert_eq!(text_of(&app, "learn-standing-hidden_single"), "Mastered");
    // Saved with the statistics at the next save tick: a new start shows it too.
    let _ = app.update(Message::SaveGame);
    let (mut saved, waited) = (String::new(), std::time::Instant::now());
    while !saved.contains("mastered") && waited.elapsed().as_secs() < 10 {
        std::thread::sleep(std::time::Duration::from_millis(50));
        saved = std::fs::read_to_string(dir.join("statistics.json")).unwrap_or_default();
    }
    assert!(saved.contains("hidden_single") && saved.contains("mastered"), "{saved}");
    // The window closes (its hold on the data folder goes) and opens again.
    drop(app);
    let mut again = app_in(dir);
    open_learn(&mut again);
    assert_eq!(text_of(&again, "learn-standing-hidden_single"), "Mastered");
}

#[test]
fn every_technique_of_the_pool_opens_in_show_me_and_practise() {
    let mut app = app_in(fresh_dir("ui-learn-every"));
    open_learn(&mut app);
    let mut other = Vec::new();
    for (technique, _) in Pool::shipped().counts() {
        let name = technique.name();
        click(&mut app, &format!("learn-show-{name}"));
        finish_work(&mut app);
        assert_eq!(app.learn().map(|l| l.page_name()), Some("show"), "{name}");
        // Named after the technique, or saying that the hint's way is named after another.
        let title = sudoku3d::i18n::technique_title(technique);
        let named = text_of(&app, "learn-show-panel").contains(&format!("{title} ("));
        let said = simulator(app.view()).find(id("learn-show-other")).is_ok();
        assert!(named != said, "{name}: named {named}, says another {said}");
        if said {
            other.push(name);
        }
        if std::env::var_os("SUDOKU3D_SHOTS").is_some() && Group::of(technique) == Group::Killer {
            let mut ui = simulator_sized((1060.0, 760.0), app.view());
            let shot = ui.snapshot(&iced::Theme::Light).expect("a snapshot");
            let _ = shot.matches_image(std::env::temp_dir().join(format!("learn-{name}.png")));
        }
        click(&mut app, "learn-back");
        click(&mut app, &format!("learn-practise-{name}"));
        let positions = finish_work(&mut app);
        assert!(!positions.is_empty(), "{name}");
        assert_eq!(app.learn().map(|l| l.page_name()), Some("practise"), "{name}");
        click(&mut app, "learn-back");
    }
    // Show me walks the pool position's own step, so every technique is shown under its own
    // name (before it walked the ordinary hint, and 7 of 36 were named after another).
    assert!(other.is_empty(), "{other:?}");
}

/// Remote pairs is never the simplest step, so its positions have an easier step first: the
/// page says so, "Where to look" points at the remote pair (not the easier step the ordinary
/// hint would give), and making the remote pair's step is right.
#[test]
fn remote_pairs_is_practised_beside_an_easier_step_and_says_so() {
    let mut app = app_in(fresh_dir("ui-learn-remote-pairs"));
    open_learn(&mut app);
    click(&mut app, "learn-practise-remote_pairs");
    let positions = finish_work(&mut app);
    assert!(positions.len() >= 3, "{} positions", positions.len());
    let note = text_of(&app, "learn-beside-easier");
    assert!(note.contains("An easier technique also works here"), "{note}");
    click(&mut app, "learn-where");
    let (number, job) = app.learn().and_then(|l| l.pending()).expect("the hint is asked for");
    let _ = app.update(Message::Learn(learn::Message::Done(number, Box::new(job.run()))));
    let where_text = text_of(&app, "learn-where-text");
    assert!(where_text.contains("Remote pairs"), "{where_text}");
    make_the_step(&mut app, &positions[0]);
    let answer = text_of(&app, "learn-answer");
    assert!(answer.starts_with("Right"), "{answer}");
}

#[test]
fn a_right_answer_after_where_to_look_is_hinted_and_breaks_the_run() {
    let mut app = app_in(fresh_dir("ui-learn-hinted"));
    open_learn(&mut app);
    click(&mut app, "learn-practise-hidden_single");
    let positions = finish_work(&mut app);
    for (n, position) in positions.iter().enumerate() {
        if n == 0 {
            // Where to look first: the position counts as hinted.
            click(&mut app, "learn-where");
            let (number, job) = app.learn().and_then(|l| l.pending()).expect("the hint is asked for");
            let _ = app.update(Message::Learn(learn::Message::Done(number, Box::new(job.run()))));
            assert!(text_of(&app, "learn-where-text").contains("Hidden single"));
        }
        make_the_step(&mut app, position);
        assert!(text_of(&app, "learn-answer").starts_with("Right"), "position {n}");
        click(&mut app, "learn-next");
    }
    // Five right, the first with the hint: four in a row without one, not mastered.
    assert!(simulator(app.view()).find(id("learn-mastered")).is_err());
    click(&mut app, "learn-score-back");
    assert_eq!(text_of(&app, "learn-standing-hidden_single"), "Practised: 5 of 5 right");
}

/// The score counts out of the positions answered: one skipped (Next before any answer) is
/// said apart, not counted as a miss, in every language; a run with none answered says so.
#[test]
fn the_score_counts_the_answered_positions_and_says_the_skipped_apart() {
    let cases = [
        (
            Language::English,
            "Of the 4 positions you answered, 4 right first time, 0 partly right, 0 not this one.",
            "1 skipped.",
            "Run over: you answered none of the positions. 5 skipped.",
        ),
        (
            Language::Russian,
            "Из 4 позиций, на которые вы ответили: верно с первого раза 4, отчасти 0, не то 0.",
            "Пропущено: 1.",
            "Тренировка окончена: вы не ответили ни на одну позицию. Пропущено: 5.",
        ),
        (
            Language::Chinese,
            "在你回答的 4 个局面中，做对 4 个，部分正确 0 个，不对 0 个。",
            "略过 1 个。",
            "试做完成：你没有回答任何局面。略过 5 个。",
        ),
    ];
    for (language, answered, skipped, none) in cases {
        let launch = Launch {
            data_dir: Some(fresh_dir("ui-learn-skipped")),
            system_language: Some(language),
            ..Launch::default()
        };
        let mut app = App::new(launch, Default::default()).0;
        open_learn(&mut app);
        click(&mut app, "learn-practise-hidden_single");
        let positions = finish_work(&mut app);
        assert_eq!(positions.len(), 5, "the shipped pool holds five hidden singles");
        // The first skipped, the other four answered right.
        click(&mut app, "learn-next");
        for position in &positions[1..] {
            make_the_step(&mut app, position);
            click(&mut app, "learn-next");
        }
        let score = text_of(&app, "learn-score");
        assert!(
            score.contains(answered) && score.ends_with(skipped),
            "{language:?}: {score}"
        );
        assert!(!score.contains('5'), "the skipped one is not in the count: {score}");
        // Again, skipping every position.
        click(&mut app, "learn-again");
        finish_work(&mut app);
        for _ in &positions {
            click(&mut app, "learn-next");
        }
        assert_eq!(text_of(&app, "learn-score"), none, "{language:?}");
    }
}

#[test]
fn every_technique_has_its_paragraph_and_group_name_in_every_language() {
    use sudoku3d::app::screen::learn::map;
    for language in [Language::English, Language::Russian, Language::Chinese] {
        sudoku3d::i18n::set_language(language);
        for technique in Technique::all() {
            let about = map::about(technique);
            assert!(
                !about.starts_with("learn-about-") && about.len() > 20,
                "{language:?} {technique:?}: {about}"
            );
        }
        for group in Group::ALL {
            assert!(!group.title().starts_with("learn-group-"), "{language:?} {group:?}");
        }
    }
    sudoku3d::i18n::set_language(Language::English);
}

/// Past the pool's last position: the run asks for a new position in the background; pressing
/// A new position before it is made says it is being made (the window does not wait on it),
/// then shows it when it arrives: a position of the technique, different from every shipped
/// one, kept in the data folder so the next run starts with it.
#[test]
fn a_run_past_the_shipped_positions_gets_a_fresh_one_made_in_the_background() {
    let dir = fresh_dir("ui-learn-more");
    let mut app = app_in(dir.clone());
    open_learn(&mut app);
    click(&mut app, "learn-practise-naked_single");
    let positions = finish_work(&mut app);
    assert!(positions.len() >= 3, "the pool's naked singles");
    for (n, position) in positions.iter().enumerate() {
        let asked = app.learn().and_then(|l| l.making()).is_some();
        // Asked for once the run's last position is on show, not before.
        assert_eq!(asked, n + 1 == positions.len(), "position {n}");
        make_the_step(&mut app, position);
        click(&mut app, "learn-next");
    }
    assert!(text_of(&app, "learn-score").starts_with("Run over"));
    shots(&app, "score");
    // The player asks for more before the new position is made: it says so and waits.
    click(&mut app, "learn-more");
    assert!(text_of(&app, "learn-making").contains("Making a new position of Naked single"));
    shots(&app, "making");
    let (number, job) = app.learn().and_then(|l| l.making()).expect("a position is being made");
    let done = job.run();
    let _ = app.update(Message::Learn(learn::Message::Done(number, Box::new(done))));
    let made = app
        .learn()
        .and_then(|l| l.practice())
        .map(|p| p.current().clone())
        .expect("the run goes on to the new position");
    assert_eq!(made.technique, Technique::NakedSingle);
    assert!(
        positions
            .iter()
            .all(|p| (&p.puzzle, &p.board) != (&made.puzzle, &made.board)),
        "the new position {} is one of the pool's",
        made.source
    );
    assert!(text_of(&app, "learn-made-position").starts_with("Made for you"));
    shots(&app, "made");
    // It is practised like the others, and the next one is already being made.
    make_the_step(&mut app, &made);
    assert!(text_of(&app, "learn-answer").starts_with("Right"));
    assert!(app.learn().and_then(|l| l.making()).is_some());
    // Kept: a new run (after a restart) starts with the pool's positions and this one.
    click(&mut app, "learn-back");
    drop(app);
    let mut again = app_in(dir.clone());
    open_learn(&mut again);
    click(&mut again, "learn-practise-naked_single");
    let next_run = finish_work(&mut again);
    assert_eq!(next_run.len(), positions.len() + 1);
    assert_eq!(next_run.last(), Some(&made));
    let _ = std::fs::remove_dir_all(&dir);
}

/// With `SUDOKU3D_SHOTS` set, pictures of the page at 800x600 and 640x960 (the narrowest
/// window the game allows is 640 wide; light and dark) in the temporary folder, to look at.
fn shots(app: &App, tag: &str) {
    if std::env::var_os("SUDOKU3D_SHOTS").is_none() {
        return;
    }
    for (w, h) in [(800.0, 600.0), (640.0, 960.0)] {
        for (theme, name) in [(iced::Theme::Light, "light"), (iced::Theme::Dark, "dark")] {
            let mut ui = simulator_sized((w, h), app.view());
            let shot = ui.snapshot(&theme).expect("a snapshot");
            let _ = shot.matches_image(std::env::temp_dir().join(format!("learn-{tag}-{w}x{h}-{name}.png")));
        }
    }
}

/// "Where to look" open on a practice position at 800x600 (the smallest window the game is
/// laid out for), in English and Russian: Check and Next stay in the window without scrolling
/// (the explanation goes below them).
#[test]
fn check_and_next_stay_in_an_800x600_window_with_where_to_look_open() {
    for (language, tag) in [(Language::English, "en"), (Language::Russian, "ru")] {
        let launch = Launch {
            data_dir: Some(fresh_dir(&format!("ui-learn-800-{tag}"))),
            system_language: Some(language),
            ..Launch::default()
        };
        let mut app = App::new(launch, Default::default()).0;
        open_learn(&mut app);
        click(&mut app, "learn-practise-remote_pairs");
        finish_work(&mut app);
        click(&mut app, "learn-where");
        let (number, job) = app.learn().and_then(|l| l.pending()).expect("the hint is asked for");
        let _ = app.update(Message::Learn(learn::Message::Done(number, Box::new(job.run()))));
        shots(&app, &format!("where-{tag}"));
        let mut ui = simulator_sized((800.0, 600.0), app.view());
        assert!(ui.find(id("learn-where-text")).is_ok(), "{tag}: the explanation shows");
        for button in ["learn-check", "learn-next"] {
            let bounds = ui
                .find(id(button.to_string()))
                .unwrap_or_else(|e| panic!("{tag}: {button}: {e}"))
                .bounds();
            assert!(
                bounds.y >= 0.0 && bounds.y + bounds.height <= 600.0,
                "{tag}: {button} at {bounds:?} is out of the 800x600 window"
            );
        }
    }
}
