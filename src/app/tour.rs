//! Screenshot mode's tour (`--screenshot DIR --open menu,game-hint,...`, hidden options for the
//! real-window tests): the window visits the named screens one by one and, at each, saves a
//! picture of itself (`NAME.png`) and where the real layout put every widget and text
//! (`NAME.json`), then quits. The iced test simulator lays out with the window's fonts too, but
//! only the window's own layout proves what a player sees.
//!
//! Why this file is long: every stop, its name and what brings it on belong together, so a new
//! stop is one place to read; the long hint's stops are in `tour_hint`.

#[path = "tour_hint.rs"]
mod tour_hint;

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::Instant;

use iced::{Rectangle, Vector};
use iced_core::widget::operation::{Focusable, Operation, Outcome, Scrollable, TextInput};
use iced_core::widget::Id;
use serde::Serialize;

use iced::Task;

use super::dialog::Question;
use super::keys::Shortcut;
use super::screen::menu::{self, Menu};
use super::screen::{game, stats, Screen};
use super::{App, Message};
use crate::engine::{Shape, Variant};

/// A state of the window the tour can show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stop {
    /// The menu, with Continue (a game is started and left first when none is saved).
    Menu,
    /// The classic game's difficulty screen.
    Difficulty,
    /// The puzzle entry screen.
    Custom,
    /// The puzzle entry screen after a picture was dropped on the window and read: the
    /// picture `tour-picture.png` of the data folder (the real-window test puts one there).
    CustomPicture,
    /// The loading screen.
    Loading,
    /// The classic game (the generator's easy puzzle of seed 1), no hint open.
    Game,
    /// That game with its first hint open.
    GameHint,
    /// The cube's start screen.
    Cube,
    /// A cube game (easy, seed 1) in 3D.
    Cube3d,
    /// That game on one flat face.
    CubeFlat,
    /// The statistics.
    Statistics,
    /// The settings.
    Settings,
    /// How to play.
    Help,
    /// A diagonal game (easy, seed 1) with its first hint open.
    DiagonalHint,
    /// A jigsaw game (easy, seed 1) with its first hint open.
    JigsawHint,
    /// A killer game (easy, seed 1) with the first cell of its cage of the most combinations
    /// selected (the combinations helper at its longest) and its first hint open.
    KillerHint,
    /// The Learn screen's technique map.
    Learn,
    /// Learn's Show me of the X-Wing, at stage 2 (the pattern drawn, with its legend).
    LearnShow,
    /// Learn's Practise of the X-Wing, at its first position.
    LearnPractise,
    /// The classic game won by typing every digit (each move credited, as a player's would
    /// be), its victory card offering "Next for you" with its reason.
    Victory,
    /// The statistics' Techniques tab (after `victory`, it lists the credited techniques).
    StatisticsTechniques,
    /// A hint of six steps ending in a forcing chain at stage 2, first view (see `tour_hint`).
    HintSteps,
    /// That hint after Next then Previous: its panel must look as on its first view.
    HintStepsBack,
    /// That hint walked to its last line.
    ChainEnd,
}

impl Stop {
    /// Every stop, with its name on the command line.
    pub const ALL: [(Stop, &'static str); 24] = [
        (Stop::Menu, "menu"),
        (Stop::Difficulty, "difficulty"),
        (Stop::Custom, "custom"),
        (Stop::CustomPicture, "custom-picture"),
        (Stop::Loading, "loading"),
        (Stop::Game, "game"),
        (Stop::GameHint, "game-hint"),
        (Stop::Cube, "cube"),
        (Stop::Cube3d, "cube-3d"),
        (Stop::CubeFlat, "cube-flat"),
        (Stop::Statistics, "statistics"),
        (Stop::Settings, "settings"),
        (Stop::Help, "help"),
        (Stop::DiagonalHint, "diagonal-hint"),
        (Stop::JigsawHint, "jigsaw-hint"),
        (Stop::KillerHint, "killer-hint"),
        (Stop::Learn, "learn"),
        (Stop::LearnShow, "learn-show"),
        (Stop::LearnPractise, "learn-practise"),
        (Stop::Victory, "victory"),
        (Stop::StatisticsTechniques, "statistics-techniques"),
        (Stop::HintSteps, "hint-steps"),
        (Stop::HintStepsBack, "hint-steps-back"),
        (Stop::ChainEnd, "chain-end"),
    ];

    /// The stop named `name`.
    pub fn from_name(name: &str) -> Option<Stop> {
        Stop::ALL.iter().find(|(_, n)| *n == name).map(|(s, _)| *s)
    }

    /// Its name on the command line and in the files written.
    pub fn name(self) -> &'static str {
        Stop::ALL.iter().find(|(s, _)| *s == self).map_or("", |(_, n)| n)
    }

    /// The stops named in `list` (comma separated), or the first unknown name.
    pub fn parse_list(list: &str) -> Result<Vec<Stop>, String> {
        list.split(',')
            .map(str::trim)
            .filter(|n| !n.is_empty())
            .map(|n| Stop::from_name(n).ok_or_else(|| n.to_string()))
            .collect()
    }
}

/// The tour under way: the stops left, and what was captured at the current one.
///
/// A capture is the picture and the layout of one frame. iced's `window::screenshot` renders
/// what the window last drew, while the widget operation reads the interface as the last
/// message left it: a message that changes the screen (a choice or a check arriving off the
/// UI thread, a resize) before its frame is drawn would pair a newer layout with an older
/// picture. So the capture starts on a frame begun after the last such message
/// (`window::frames`), and is taken again when one comes before both parts are in.
#[derive(Debug)]
pub(super) struct Tour {
    dir: PathBuf,
    stops: Vec<Stop>,
    next: usize,
    /// Ticks the current stop has been ready for (it is captured after one, so the view is
    /// drawn as it is).
    settled: u32,
    capturing: bool,
    /// When the window last took a message other than the tour's own (one that may change
    /// what it shows).
    changed_at: Instant,
    /// A capture waits for a frame drawn after `changed_at`.
    awaiting_frame: bool,
    /// When the frame the capture under way rests on began to be drawn.
    frame: Option<Instant>,
    picture: Option<iced::window::Screenshot>,
    layout: Option<Layout>,
    /// Where a failure to save goes, to be told once the window has closed.
    failure: Arc<Mutex<Option<String>>>,
    /// The walk presses made for `hint-steps-back` (Next, then Previous).
    pub(super) walk_presses: u8,
}

impl Tour {
    /// A tour of `stops`, writing into `dir`; a failure to write goes to `failure`.
    pub(super) fn new(dir: PathBuf, stops: Vec<Stop>, failure: Arc<Mutex<Option<String>>>) -> Tour {
        Tour {
            failure,
            walk_presses: 0,
            dir,
            stops,
            next: 0,
            settled: 0,
            capturing: false,
            changed_at: Instant::now(),
            awaiting_frame: false,
            frame: None,
            picture: None,
            layout: None,
        }
    }

    /// The stop to show now, or `None` when the tour is over.
    pub(super) fn current(&self) -> Option<Stop> {
        self.stops.get(self.next).copied()
    }

    /// Whether a capture is under way (the window must stay as it is).
    pub(super) fn capturing(&self) -> bool {
        self.capturing
    }

    /// The current stop is on show: once it has stayed for a tick, the capture starts, on the
    /// next frame drawn after the last change ([`Tour::frame_drawn`]).
    pub(super) fn ready(&mut self) {
        self.settled += 1;
        if self.settled >= 2 && !self.capturing {
            self.capturing = true;
            self.awaiting_frame = true;
        }
    }

    /// The window took a message other than the tour's own: what it shows may change.
    pub(super) fn changed(&mut self) {
        self.changed_at = Instant::now();
    }

    /// Whether the capture waits for a frame.
    pub(super) fn awaiting_frame(&self) -> bool {
        self.awaiting_frame
    }

    /// A frame was drawn, begun at `at`: whether to capture on it (the capture waits for one,
    /// and nothing changed since it began, so it shows the interface as it is).
    pub(super) fn frame_drawn(&mut self, at: Instant) -> bool {
        if !self.awaiting_frame || self.changed_at >= at {
            return false;
        }
        self.awaiting_frame = false;
        self.frame = Some(at);
        true
    }

    /// The tour failed: `error` is told once the window has closed.
    pub(super) fn fail(&self, error: String) {
        if let Ok(mut failure) = self.failure.lock() {
            *failure = Some(error);
        }
    }

    /// The current stop is not on show yet.
    pub(super) fn unsettle(&mut self) {
        self.settled = 0;
    }

    /// The picture arrived.
    pub(super) fn picture(&mut self, picture: iced::window::Screenshot) {
        self.picture = Some(picture);
    }

    /// The layout arrived.
    pub(super) fn layout(&mut self, layout: Layout) {
        self.layout = Some(layout);
    }

    /// Once both the picture and the layout are in: writes them and moves on to the next
    /// stop. `Ok(true)` when the tour is over.
    pub(super) fn store(&mut self) -> Result<bool, String> {
        let (Some(picture), Some(layout), Some(stop)) = (self.picture.as_ref(), self.layout.as_ref(), self.current())
        else {
            return Ok(false);
        };
        // Something changed after the frame began: the parts may show two states. Again, on a
        // later frame.
        if self.frame.is_none_or(|frame| self.changed_at >= frame) {
            eprintln!(
                "tour: {}: the window changed during the capture; taken again",
                stop.name()
            );
            self.picture = None;
            self.layout = None;
            self.frame = None;
            self.awaiting_frame = true;
            return Ok(false);
        }
        std::fs::create_dir_all(&self.dir).map_err(|e| format!("could not create {}: {e}", self.dir.display()))?;
        let (w, h) = (picture.size.width, picture.size.height);
        let img = ::image::RgbaImage::from_raw(w, h, picture.rgba.to_vec())
            .ok_or_else(|| format!("the screenshot is not {w}x{h} pixels"))?;
        let png = self.dir.join(format!("{}.png", stop.name()));
        img.save_with_format(&png, ::image::ImageFormat::Png)
            .map_err(|e| format!("could not save {}: {e}", png.display()))?;
        write_json(&self.dir.join(format!("{}.json", stop.name())), layout)?;
        self.picture = None;
        self.layout = None;
        self.frame = None;
        self.capturing = false;
        self.settled = 0;
        self.next += 1;
        Ok(self.current().is_none())
    }
}

fn write_json(path: &Path, layout: &Layout) -> Result<(), String> {
    let text = serde_json::to_string_pretty(layout).map_err(|e| e.to_string())?;
    std::fs::write(path, text).map_err(|e| format!("could not save {}: {e}", path.display()))
}

/// Where the window's layout put everything: one entry per widget the layout reports, in the
/// order of the widget tree.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Layout {
    /// The widgets.
    pub widgets: Vec<Placed>,
}

/// One widget of the layout.
#[derive(Clone, Debug, Serialize)]
pub struct Placed {
    /// `container` (rows, columns, buttons and containers alike), `text`, `scrollable`,
    /// `focusable`, `text_input` or `custom`.
    pub kind: &'static str,
    /// Its id, if it has one of the game's (a name, not a number iced made up).
    pub id: Option<String>,
    /// Where it is drawn in the window (a scrolled widget's place after the scroll), as x, y,
    /// width, height in logical pixels.
    pub bounds: [f32; 4],
    /// The part of it a scrollable around it lets show (`None`: none).
    pub visible: Option<[f32; 4]>,
    /// The entry of the widget it is in (an index into the list).
    pub parent: Option<usize>,
    /// Whether a scrollable is around it (it may be outside the window, to be scrolled to).
    pub scrolled: bool,
    /// A text's words.
    pub text: Option<String>,
    /// A scrollable's content size, width and height.
    pub content: Option<[f32; 2]>,
}

/// The operation that walks the window's widget tree and records every widget in a
/// [`Layout`] (as the selector of `iced_test` does, with scrollables' translations applied).
#[derive(Debug)]
pub(super) struct Recorder {
    layout: Layout,
    /// The widget whose children are being walked, at each depth.
    parents: Vec<Option<usize>>,
    /// The last widget recorded (the parent of what a `traverse` walks next).
    last: Option<usize>,
    viewport: Rectangle,
    translation: Vector,
    scrolled: bool,
    saved: Vec<(Rectangle, Vector, bool)>,
}

impl Recorder {
    /// A recorder for a window of `size`.
    pub(super) fn new(size: iced::Size) -> Recorder {
        Recorder {
            layout: Layout::default(),
            parents: Vec::new(),
            last: None,
            viewport: Rectangle::with_size(size),
            translation: Vector::ZERO,
            scrolled: false,
            saved: Vec::new(),
        }
    }

    fn record(&mut self, kind: &'static str, id: Option<&Id>, bounds: Rectangle) -> usize {
        let on_screen = bounds + self.translation;
        let visible = self.viewport.intersection(&on_screen);
        let rect = |r: Rectangle| [r.x, r.y, r.width, r.height];
        self.layout.widgets.push(Placed {
            kind,
            id: id.and_then(name_of),
            bounds: rect(on_screen),
            visible: visible.map(rect),
            parent: self.parents.last().copied().flatten(),
            scrolled: self.scrolled,
            text: None,
            content: None,
        });
        let index = self.layout.widgets.len() - 1;
        self.last = Some(index);
        index
    }
}

/// The game's name of a widget id (`Id::new("menu-play")` is `menu-play`); `None` for the ids
/// iced numbers itself. iced shows the name only through `Debug`.
fn name_of(id: &Id) -> Option<String> {
    let debug = format!("{id:?}");
    let start = debug.find("Custom(\"")? + "Custom(\"".len();
    let end = debug.rfind("\")")?;
    (end >= start).then(|| debug[start..end].to_string())
}

impl Operation<Layout> for Recorder {
    fn traverse(&mut self, operate: &mut dyn FnMut(&mut dyn Operation<Layout>)) {
        self.parents.push(self.last);
        self.saved.push((self.viewport, self.translation, self.scrolled));
        operate(self);
        self.last = self.parents.pop().flatten();
        if let Some((viewport, translation, scrolled)) = self.saved.pop() {
            self.viewport = viewport;
            self.translation = translation;
            self.scrolled = scrolled;
        }
    }

    fn container(&mut self, id: Option<&Id>, bounds: Rectangle) {
        self.record("container", id, bounds);
    }

    fn scrollable(
        &mut self,
        id: Option<&Id>,
        bounds: Rectangle,
        content_bounds: Rectangle,
        translation: Vector,
        _state: &mut dyn Scrollable,
    ) {
        let index = self.record("scrollable", id, bounds);
        self.layout.widgets[index].content = Some([content_bounds.width, content_bounds.height]);
        let visible = self.viewport.intersection(&(bounds + self.translation));
        self.translation -= translation;
        self.viewport = visible.unwrap_or_default();
        self.scrolled = true;
    }

    fn focusable(&mut self, id: Option<&Id>, bounds: Rectangle, _state: &mut dyn Focusable) {
        self.record("focusable", id, bounds);
    }

    fn text_input(&mut self, id: Option<&Id>, bounds: Rectangle, _state: &mut dyn TextInput) {
        self.record("text_input", id, bounds);
    }

    fn text(&mut self, id: Option<&Id>, bounds: Rectangle, text: &str) {
        let index = self.record("text", id, bounds);
        self.layout.widgets[index].text = Some(text.to_string());
    }

    fn custom(&mut self, id: Option<&Id>, bounds: Rectangle, _state: &mut dyn std::any::Any) {
        self.record("custom", id, bounds);
    }

    fn finish(&self) -> Outcome<Layout> {
        Outcome::Some(self.layout.clone())
    }
}

/// The tour's steps, driven by the application's messages (`TourTick`, `TourPicture`,
/// `TourLayout`): the screens are the application's to switch.
impl App {
    /// Screenshot mode's tour: brings the next screen on, or captures the one on show once it
    /// has stayed for a tick.
    pub(super) fn tour_step(&mut self) -> Task<Message> {
        let Some(stop) = self.tour.as_ref().filter(|t| !t.capturing()).and_then(Tour::current) else {
            return Task::none();
        };
        let on_its_way = self.tour_prepare(stop);
        let Some(tour) = self.tour.as_mut() else {
            return Task::none();
        };
        if let Some(task) = on_its_way {
            tour.unsettle();
            return task;
        }
        tour.ready();
        Task::none()
    }

    /// A frame was drawn: the capture (the picture and the layout) starts on it when it waits
    /// for one and nothing changed since the frame began.
    pub(super) fn tour_frame(&mut self, at: Instant) -> Task<Message> {
        if !self.tour.as_mut().is_some_and(|tour| tour.frame_drawn(at)) {
            return Task::none();
        }
        Task::batch([
            iced::window::latest()
                .and_then(iced::window::screenshot)
                .map(Message::TourPicture),
            iced_runtime::task::widget(Recorder::new(self.window.size)).map(Message::TourLayout),
        ])
    }

    /// Notes a message other than the tour's own (see [`Tour`]).
    pub(super) fn tour_heard(&mut self, message: &Message) {
        let own = matches!(
            message,
            Message::TourTick | Message::TourPicture(_) | Message::TourLayout(_) | Message::TourFrame(_)
        );
        if let (Some(tour), false) = (self.tour.as_mut(), own) {
            tour.changed();
        }
    }

    /// What brings `stop` on (a task, or nothing while a puzzle or a hint is still on its
    /// way), or `None` when it is on show.
    fn tour_prepare(&mut self, stop: Stop) -> Option<Task<Message>> {
        use crate::engine::Difficulty;
        let game = self.screen.game();
        if self.requests.pending().is_some() || game.is_some_and(|g| g.pending_hint().is_some()) {
            return Some(Task::none());
        }
        let classic = game.filter(|g| g.shape() == Shape::Classic);
        let cube = game.filter(|g| g.shape() == Shape::Cube);
        let of = |variant: Variant| game.filter(|g| g.shape().variant() == variant);
        let (diagonal, jigsaw, killer) = (of(Variant::Diagonal), of(Variant::Jigsaw), of(Variant::Killer));
        let start = |variant| Question::Start(variant, Difficulty::Easy, Some(1));
        let on = self.screen.name();
        let other = |name: &str| on != name;
        match stop {
            Stop::Menu => match (on, self.session.saved.is_some()) {
                // "Next for you" is chosen off the UI thread: the picture waits for it.
                ("menu", true) if self.next_asked().is_some() => Some(Task::none()),
                ("menu", true) => None,
                ("game", _) => Some(self.leave_for(Screen::Menu(Menu))),
                (_, true) => Some(self.show_menu()),
                (_, false) => Some(self.new_game_now(start(Variant::Classic))),
            },
            Stop::Difficulty => other("difficulty").then(|| {
                let chooser = self.chooser(Variant::Classic);
                self.show(chooser)
            }),
            Stop::Cube => other("cube").then(|| {
                let chooser = self.chooser(Variant::Cube);
                self.show(chooser)
            }),
            Stop::Custom => other("custom").then(|| self.show(Screen::Custom(Box::default()))),
            Stop::CustomPicture => self.tour_picture(),
            Stop::Loading => other("loading").then(|| self.show(Screen::Loading(Variant::Classic, Difficulty::Easy))),
            Stop::Statistics => other("statistics").then(|| self.menu_action(menu::Action::Statistics)),
            Stop::Settings => other("settings").then(|| self.menu_action(menu::Action::Settings)),
            Stop::Help => other("help").then(|| self.menu_action(menu::Action::HowToPlay)),
            Stop::Learn | Stop::LearnShow | Stop::LearnPractise => self.tour_learn(stop),
            Stop::Victory => match classic.map(|g| (g.state().is_finished(), g.victory_card_open())) {
                None => Some(self.new_game_now(start(Variant::Classic))),
                Some((false, _)) => Some(self.tour_win()),
                // The wave runs, or the choice is on its way.
                Some((true, open)) if !open || self.next_asked().is_some() => Some(Task::none()),
                Some((true, _)) => None,
            },
            Stop::StatisticsTechniques => match &mut self.screen {
                Screen::Statistics(screen) if screen.tab() == stats::Tab::Techniques => None,
                Screen::Statistics(screen) => {
                    let _ = screen.update(stats::Message::Show(stats::Tab::Techniques));
                    Some(Task::none())
                }
                _ => Some(self.menu_action(menu::Action::Statistics)),
            },
            Stop::Game => match classic.map(|g| g.active_hint().is_some()) {
                Some(false) => None,
                _ => Some(self.new_game_now(start(Variant::Classic))),
            },
            Stop::GameHint => match classic.map(|g| g.active_hint().is_some()) {
                Some(true) => None,
                Some(false) => Some(self.update_game(game::Message::Shortcut(Shortcut::Hint))),
                None => Some(self.new_game_now(start(Variant::Classic))),
            },
            Stop::DiagonalHint | Stop::JigsawHint => {
                let (on_show, variant) = match stop {
                    Stop::DiagonalHint => (diagonal, Variant::Diagonal),
                    _ => (jigsaw, Variant::Jigsaw),
                };
                match on_show.map(|g| g.active_hint().is_some()) {
                    Some(true) => None,
                    Some(false) => Some(self.update_game(game::Message::Shortcut(Shortcut::Hint))),
                    None => Some(self.new_game_now(start(variant))),
                }
            }
            Stop::KillerHint => match killer.map(|g| (g.selected().is_some(), g.active_hint().is_some())) {
                Some((_, true)) => None,
                Some((true, false)) => Some(self.update_game(game::Message::Shortcut(Shortcut::Hint))),
                Some((false, false)) => {
                    let cell = killer.and_then(|g| g.shape().cages()).and_then(|cages| {
                        let longest = cages.cages().iter().max_by_key(|c| c.combinations().len());
                        longest.map(|c| c.anchor())
                    });
                    Some(self.update_game(game::Message::CellPressed(cell.unwrap_or(0))))
                }
                None => Some(self.new_game_now(start(Variant::Killer))),
            },
            Stop::HintSteps | Stop::ChainEnd => self.tour_long_hint(stop == Stop::ChainEnd),
            Stop::HintStepsBack => self.tour_long_hint_back(),
            Stop::Cube3d | Stop::CubeFlat => match cube.map(|g| g.cube_view() == (stop == Stop::Cube3d)) {
                Some(true) => None,
                Some(false) => Some(self.update_game(game::Message::Shortcut(Shortcut::ToggleView))),
                None => Some(self.new_game_now(start(Variant::Cube))),
            },
        }
    }

    /// The entry screen with a picture read: the data folder's `tour-picture.png` dropped on
    /// the window as a player would, then waited for (its reading and the check after it).
    /// A picture that is missing or not read leaves the message saying so on show.
    fn tour_picture(&mut self) -> Option<Task<Message>> {
        use super::screen::custom::Check;
        match self.screen.custom() {
            Some(c) if c.reading_picture() || matches!(c.check(), Check::Running(_)) => Some(Task::none()),
            Some(c) if c.shows_picture() || c.error().is_some() => None,
            _ => {
                let data = self.session.levels_dir.as_deref().and_then(std::path::Path::parent);
                let path = data.map_or_else(|| "tour-picture.png".into(), |d| d.join("tour-picture.png"));
                Some(self.file_dropped(path))
            }
        }
    }

    /// Screenshot mode's tour: `arrived` (the picture or the layout) is in; once both are,
    /// they are saved and the tour goes on (or the window closes, at its end or on a failure).
    pub(super) fn tour_store(&mut self, arrived: impl FnOnce(&mut Tour)) -> Task<Message> {
        let Some(tour) = self.tour.as_mut() else {
            return Task::none();
        };
        arrived(tour);
        match tour.store() {
            Ok(false) => Task::none(),
            Ok(true) => iced::exit(),
            Err(e) => {
                tour.fail(e);
                iced::exit()
            }
        }
    }
}

impl App {
    /// Wins the classic game on show by typing the solution into every empty cell, as a
    /// player would (each move credited off the UI thread).
    fn tour_win(&mut self) -> Task<Message> {
        let Some(game) = self.screen.game() else {
            return Task::none();
        };
        let (grid, solution) = (game.state().grid().clone(), game.state().solution().clone());
        let mut tasks = vec![self.update_game(game::Message::CloseHint)];
        for cell in (0..grid.len()).filter(|&c| grid.get(c).is_none()) {
            if let Some(digit) = solution.get(cell) {
                tasks.push(self.update_game(game::Message::CellPressed(cell)));
                tasks.push(self.update_game(game::Message::DigitPressed(digit)));
            }
        }
        Task::batch(tasks)
    }

    /// What brings a Learn stop on: the map, then the X-Wing's Show me (stepped on to stage 2)
    /// or its practice run; nothing while a position is on its way.
    fn tour_learn(&mut self, stop: Stop) -> Option<Task<Message>> {
        use crate::app::screen::learn::Message as Learn;
        let technique = crate::engine::Technique::XWing;
        let Some(screen) = self.learn() else {
            return Some(self.open_learn());
        };
        let page = screen.page_name();
        let message = match (stop, page) {
            (_, "loading") => return Some(Task::none()),
            (Stop::Learn, "map") | (Stop::LearnPractise, "practise") => return None,
            (Stop::LearnShow, "show") => match screen.show_frame() {
                Some((0, _)) => Learn::Step { back: false },
                _ => return None,
            },
            (Stop::Learn, _) => Learn::Back,
            (Stop::LearnShow, _) => Learn::ShowMe(technique),
            _ => Learn::Practise(technique),
        };
        Some(self.learn_message(message))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stops_are_named_on_the_command_line_and_unknown_names_are_told() {
        assert_eq!(
            Stop::parse_list("menu, game-hint,cube-flat"),
            Ok(vec![Stop::Menu, Stop::GameHint, Stop::CubeFlat])
        );
        assert_eq!(Stop::parse_list("menu,nowhere"), Err("nowhere".to_string()));
        for (stop, name) in Stop::ALL {
            assert_eq!(Stop::from_name(name), Some(stop));
            assert_eq!(stop.name(), name);
        }
    }

    #[test]
    fn an_id_is_known_by_its_name() {
        assert_eq!(name_of(&Id::new("menu-play")), Some("menu-play".to_string()));
        assert_eq!(
            name_of(&Id::from(format!("cell-{}-{}", 1, 2))),
            Some("cell-1-2".to_string())
        );
        assert_eq!(name_of(&Id::unique()), None);
    }
}
