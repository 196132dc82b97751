//! The Learn screen (issue 40): the technique map ([`map`]), **Show me** ([`show`]) and
//! **Practise** ([`practise`]). Positions come from the shipped practice pool
//! (`engine::learn::Pool::shipped`), each checked again and its hint computed off the UI
//! thread: the screen asks for that work with [`Action::Work`] and gets the answer back as
//! [`Message::Done`]. The player's standings per technique are the statistics'
//! (`store::Statistics::techniques`); a practice answer goes back to the application with
//! [`Action::Practised`], which records and saves it.

pub mod map;
pub mod practise;
mod practise_view;
pub mod show;

use iced::widget::{button, column, container, row, scrollable, text};
use iced::{Alignment, Element, Length};

use crate::app::keys::Shortcut;
use crate::app::theme;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use crate::engine::learn::practice::{make_position, MAKE_BUDGET};
use crate::engine::learn::{Pool, Position, Verdict};
use crate::engine::logic::budget::{self, Budget};
use crate::engine::logic::Step;
use crate::engine::Grid;
use crate::engine::{Digit, Technique};
use crate::play::made::MadePositions;
use crate::play::{GameState, HintRequest, StagedHint, Standings};
use crate::t;

pub use practise::Practice;
pub use show::Show;

/// A message of the Learn screen.
#[derive(Clone, Debug)]
pub enum Message {
    /// Show me this technique.
    ShowMe(Technique),
    /// Practise this technique.
    Practise(Technique),
    /// The work with this number is done.
    Done(u64, Box<Done>),
    /// Back: from Show me or Practise to the map, from the map to the menu.
    Back,
    /// Show me: the next (or, `back`, the previous) stage or item of the walk.
    Step {
        /// The one before.
        back: bool,
    },
    /// Practise: a cell was pressed.
    Cell(usize),
    /// Practise: a digit of the pad (or its key).
    Digit(Digit),
    /// Practise: a digit's note switched in the selected cell (Shift+digit).
    Note(Digit),
    /// Practise: Clear.
    Clear,
    /// Practise: notes mode on or off.
    ToggleNotes,
    /// Practise: check the candidates taken out.
    Check,
    /// Practise: where to look (the hint's stage 1; the position then counts as hinted).
    Where,
    /// Practise: the next position (or the score at the end of the run).
    Next,
    /// Practise: the same technique again, from its first position.
    Again,
    /// Practise: past the run's last position, on to a new one made for the player.
    More,
    /// A key the application passed on.
    Key(Shortcut),
    /// The map was scrolled to this offset from its top.
    MapScrolled(f32),
}

/// What the Learn screen asks of the application.
#[derive(Debug)]
pub enum Action {
    /// Nothing.
    None,
    /// Back to the menu.
    Back,
    /// The map is back on show: scroll it to this offset from its top, where the player left
    /// it for Show me or Practise.
    ScrollMap(f32),
    /// Run this work off the UI thread and answer with [`Message::Done`] and its number.
    Work(u64, Job),
    /// Show me showed the technique: count it as seen in a hint.
    Seen(Technique),
    /// A practice position was answered (its first answer): record it in the standings.
    Practised {
        /// The technique practised.
        technique: Technique,
        /// What the checker said.
        verdict: Verdict,
        /// The player asked where to look before answering.
        hinted: bool,
    },
}

/// Work the screen waits for, slow enough to run off the UI thread: reading and checking pool
/// positions, and hints (a forcing chain's may take a second).
#[derive(Clone, Debug)]
pub enum Job {
    /// A position of the technique for Show me, with its hint.
    ShowMe(Technique),
    /// The practice run's positions of the technique: the shipped pool's, then those made
    /// for the player before (kept in the data folder, if any).
    Practise(Technique, Option<MadePositions>),
    /// A new position of the technique, none of the known `(puzzle, board)`s, made within
    /// [`MAKE_BUDGET`] unless `cancel` is set first; kept in the data folder when made.
    Make {
        /// The technique.
        technique: Technique,
        /// The run's positions so far.
        known: Vec<(Grid, Grid)>,
        /// Set when the player leaves the run.
        cancel: Arc<AtomicBool>,
        /// Where made positions are kept.
        store: Option<MadePositions>,
        /// The seed of the search.
        seed: u64,
    },
    /// The hint of a practice position (for "Where to look").
    Hint(HintRequest, Box<Step>),
}

/// What a [`Job`] found.
#[derive(Clone, Debug)]
pub enum Done {
    /// Show me's position and its hint (None: the pool has none that reads).
    ShowMe(Option<(Position, StagedHint)>),
    /// The run's positions (empty: none read).
    Practise(Vec<Position>),
    /// The new position (None: none could be made in time, or the run was left).
    Made(Option<Position>),
    /// A practice position's hint.
    Hint(StagedHint),
}

impl Job {
    /// Does the work (slow: the application runs it on a thread of its own).
    pub fn run(self) -> Done {
        match self {
            Job::ShowMe(technique) => Done::ShowMe(show_me_position(technique)),
            Job::Practise(technique, store) => {
                let mut positions = Pool::shipped().positions(technique);
                if let Some(store) = store {
                    positions.extend(store.positions(technique));
                }
                Done::Practise(positions)
            }
            Job::Make {
                technique,
                known,
                cancel,
                store,
                seed,
            } => {
                let made = make_position(
                    technique,
                    seed,
                    known,
                    MAKE_BUDGET,
                    Some(cancel),
                    &crate::levels::shipped_unchecked,
                );
                if let (Some(position), Some(store)) = (&made, &store) {
                    if let Err(e) = store.add(position) {
                        eprintln!("sudoku3d: {} could not be written: {e}", store.path().display());
                    }
                }
                Done::Made(made)
            }
            // The position's own step of the technique (as Show me walks it): the grader's
            // next step can be an easier technique where one is practised beside it.
            Job::Hint(request, step) => Done::Hint(request.compute_from_step(&step, &Budget::time(budget::HINT))),
        }
    }
}

/// The game of a position: its digits as the puzzle, its candidates as the notes (hints then
/// start from those marks, as on a board brought with pencil marks).
pub fn position_game(position: &Position) -> Option<GameState> {
    GameState::with_marks(
        position.board.clone(),
        position.solution.clone(),
        position.candidates.clone(),
    )
}

/// Show me's position of `technique`: the first pool position that reads, with the hint that
/// walks the position's own step of the technique first (then the easiest steps on to a digit),
/// so the walk is named after and teaches the technique practised, not whatever the ordinary
/// hint would pick there (an easier-looking shortcut, or a harder step later on).
pub fn show_me_position(technique: Technique) -> Option<(Position, StagedHint)> {
    Pool::shipped().positions(technique).into_iter().find_map(|position| {
        let game = position_game(&position)?;
        let step = position.steps.first()?.clone();
        let hint = game
            .hint_request(None)
            .compute_from_step(&step, &Budget::time(budget::HINT));
        Some((position, hint))
    })
}

/// The page on show.
#[derive(Debug)]
enum Page {
    /// The technique map.
    Map,
    /// Waiting for a position of this technique.
    Loading(Technique),
    /// No position of this technique could be read.
    Empty(Technique),
    /// Show me.
    Show(Box<Show>),
    /// Practise.
    Practise(Box<Practice>),
}

/// The Learn screen.
#[derive(Debug)]
pub struct Learn {
    standings: Standings,
    page: Page,
    /// The number of the last work asked for: only its answer is taken.
    work: u64,
    /// The work awaited, if any (tests run it as the application would).
    pending: Option<(u64, Job)>,
    /// How far down the map was scrolled.
    map_offset: f32,
    /// The new practice position being made, if one is (it runs beside `pending`).
    making: Option<(u64, Job)>,
    /// Where positions made for the player are kept (None: nowhere, a test or a visitor).
    store: Option<MadePositions>,
}

impl Learn {
    /// The map, with the player's standings.
    pub fn new(standings: Standings) -> Learn {
        Learn {
            standings,
            page: Page::Map,
            work: 0,
            pending: None,
            map_offset: 0.0,
            making: None,
            store: None,
        }
    }

    /// Keeps the positions made for the player in `store` (and reads them back next run).
    pub fn with_store(mut self, store: Option<MadePositions>) -> Learn {
        self.store = store;
        self
    }

    /// The new practice position being made: its number and job (tests run it themselves).
    pub fn making(&self) -> Option<(u64, Job)> {
        self.making.clone()
    }

    /// The practice run on show, if it is.
    pub fn practice(&self) -> Option<&Practice> {
        match &self.page {
            Page::Practise(p) => Some(p),
            _ => None,
        }
    }

    /// The standings changed (a practice answer was recorded).
    pub fn set_standings(&mut self, standings: Standings) {
        if let Page::Practise(practice) = &mut self.page {
            let technique = practice.technique();
            if standings.get(technique).mastered.is_some() && self.standings.get(technique).mastered.is_none() {
                practice.mastered_now();
            }
        }
        self.standings = standings;
    }

    /// The work awaited: its number and what it is (the application runs it as a `Task`;
    /// tests run it themselves and answer with [`Message::Done`]).
    pub fn pending(&self) -> Option<(u64, Job)> {
        self.pending.clone()
    }

    /// The name of the page on show: `map`, `loading`, `empty`, `show` or `practise`.
    pub fn page_name(&self) -> &'static str {
        match self.page {
            Page::Map => "map",
            Page::Loading(_) => "loading",
            Page::Empty(_) => "empty",
            Page::Show(_) => "show",
            Page::Practise(_) => "practise",
        }
    }

    /// Show me's frame on show and how many there are, when Show me is on show.
    pub fn show_frame(&self) -> Option<(usize, usize)> {
        match &self.page {
            Page::Show(show) => Some(show.frame()),
            _ => None,
        }
    }

    fn ask(&mut self, job: Job) -> Action {
        self.work += 1;
        self.pending = Some((self.work, job.clone()));
        Action::Work(self.work, job)
    }

    /// Handles a message.
    pub fn update(&mut self, message: Message) -> Action {
        match message {
            Message::ShowMe(t) => {
                self.page = Page::Loading(t);
                self.ask(Job::ShowMe(t))
            }
            Message::Practise(t) => {
                self.making = None;
                self.page = Page::Loading(t);
                self.ask(Job::Practise(t, self.store.clone()))
            }
            Message::Again => match &self.page {
                Page::Practise(p) => {
                    let t = p.technique();
                    self.making = None;
                    self.page = Page::Loading(t);
                    self.ask(Job::Practise(t, self.store.clone()))
                }
                _ => Action::None,
            },
            Message::Done(number, done) => {
                if let (Done::Made(made), Some((n, _))) = (done.as_ref(), &self.making) {
                    if *n == number {
                        self.making = None;
                        if let Page::Practise(practice) = &mut self.page {
                            practice.made(made.clone());
                        }
                        return self.make_more();
                    }
                }
                if self.pending.as_ref().is_none_or(|(n, _)| *n != number) {
                    return Action::None;
                }
                self.pending = None;
                let action = self.done(*done);
                match action {
                    Action::None => self.make_more(),
                    other => other,
                }
            }
            Message::Back => match self.page {
                Page::Map => Action::Back,
                _ => {
                    self.pending = None;
                    self.making = None;
                    self.page = Page::Map;
                    Action::ScrollMap(self.map_offset)
                }
            },
            Message::MapScrolled(offset) => {
                self.map_offset = offset;
                Action::None
            }
            Message::Key(shortcut) => self.key(shortcut),
            Message::Step { back } => {
                if let Page::Show(show) = &mut self.page {
                    show.step(back);
                }
                Action::None
            }
            other => match &mut self.page {
                Page::Practise(practice) => match practice.update(other) {
                    practise::Outcome::None => self.make_more(),
                    practise::Outcome::Answered(verdict, hinted) => Action::Practised {
                        technique: practice.technique(),
                        verdict,
                        hinted,
                    },
                    practise::Outcome::Hint(request, step) => self.ask(Job::Hint(request, step)),
                },
                _ => Action::None,
            },
        }
    }

    /// Asks for a new practice position when the run wants one (its last position is on
    /// show) and none is being made.
    fn make_more(&mut self) -> Action {
        if self.making.is_some() {
            return Action::None;
        }
        let Page::Practise(practice) = &mut self.page else {
            return Action::None;
        };
        if !practice.wants_more() {
            return Action::None;
        }
        let technique = practice.technique();
        let (known, cancel) = practice.making_asked();
        let job = Job::Make {
            technique,
            known,
            cancel,
            store: self.store.clone(),
            seed: crate::play::source::random_seed(),
        };
        self.work += 1;
        self.making = Some((self.work, job.clone()));
        Action::Work(self.work, job)
    }

    fn done(&mut self, done: Done) -> Action {
        let technique = match self.page {
            Page::Loading(t) => Some(t),
            _ => None,
        };
        match (done, technique) {
            (Done::ShowMe(Some((position, hint))), Some(t)) => match Show::new(t, position, hint) {
                Some(show) => {
                    self.page = Page::Show(Box::new(show));
                    Action::Seen(t)
                }
                None => {
                    self.page = Page::Empty(t);
                    Action::None
                }
            },
            (Done::Practise(positions), Some(t)) => {
                self.page = match Practice::new(t, positions) {
                    Some(practice) => Page::Practise(Box::new(practice)),
                    None => Page::Empty(t),
                };
                Action::None
            }
            (Done::ShowMe(None), Some(t)) => {
                self.page = Page::Empty(t);
                Action::None
            }
            (Done::Hint(hint), None) => {
                if let Page::Practise(practice) = &mut self.page {
                    practice.hint_found(hint);
                }
                Action::None
            }
            _ => Action::None,
        }
    }

    /// Keys: Esc goes back; in Show me the walk keys and Enter step on; in Practise the game's
    /// keys (digits, Shift+digit notes, N, arrows, Clear, C or Enter to check, H where to look).
    fn key(&mut self, shortcut: Shortcut) -> Action {
        let message = match (&self.page, shortcut) {
            (_, Shortcut::Escape) => Message::Back,
            (Page::Show(_), Shortcut::WalkHint { back }) => Message::Step { back },
            (Page::Show(_), Shortcut::Confirm) => Message::Step { back: false },
            (Page::Practise(p), shortcut) => match p.key(shortcut) {
                Some(message) => message,
                None => return Action::None,
            },
            _ => return Action::None,
        };
        self.update(message)
    }

    /// The screen.
    pub fn view(&self) -> Element<'_, Message> {
        match &self.page {
            Page::Map => map::view(&self.standings),
            Page::Loading(t) => waiting(*t, t!("learn-loading")),
            Page::Empty(t) => waiting(*t, t!("learn-none-found")),
            Page::Show(show) => show.view(),
            Page::Practise(practice) => practice.view(),
        }
    }
}

/// The header of Show me and Practise: Back to the map and the title.
fn header<'a>(title: String) -> Element<'a, Message> {
    let back = container(
        button(text(t!("learn-back-to-map")).size(14))
            .padding([6, 12])
            .style(theme::action)
            .on_press(Message::Back),
    )
    .id("learn-back");
    row![back, text(title).size(20).style(theme::accent_text)]
        .spacing(14)
        .align_y(Alignment::Center)
        .into()
}

/// A page with the header and one sentence (waiting for a position, or none found).
fn waiting<'a>(technique: Technique, sentence: String) -> Element<'a, Message> {
    let title = crate::i18n::technique_title(technique);
    container(column![header(title), container(text(sentence).size(16)).id("learn-waiting")].spacing(24))
        .padding(20)
        .width(Length::Fill)
        .into()
}

/// The page of Show me and Practise: the header over the board and its panel, side by side
/// when the window is wide (see [`split`]), stacked otherwise, scrolled when taller than it.
fn page<'a>(title: String, body: Element<'a, Message>) -> Element<'a, Message> {
    let page = column![header(title), body].spacing(12);
    scrollable(container(page).padding(16).center_x(Length::Fill))
        .height(Length::Fill)
        .into()
}

/// The board and its panel, as [`split`] decided.
fn board_beside_panel<'a>(
    board: Element<'a, Message>,
    panel: Element<'a, Message>,
    wide: bool,
) -> Element<'a, Message> {
    if wide {
        row![board, panel].spacing(20).align_y(Alignment::Start).into()
    } else {
        column![board, panel].spacing(12).align_x(Alignment::Center).into()
    }
}

/// How Show me and Practise share the window: side by side (`wide`) or the panel under the
/// board; the board's side (labels included) and the panel's width.
fn split(size: iced::Size) -> (bool, f32, f32) {
    // Room for the padding and the header above the board.
    let height = (size.height - 96.0).max(200.0);
    if size.width >= 720.0 && size.width >= size.height * 0.9 {
        let panel = (size.width * 0.36).clamp(280.0, 420.0);
        let side = (size.width - panel - 72.0).min(height).max(200.0);
        (true, side, panel)
    } else {
        let width = (size.width - 40.0).max(200.0);
        let side = width.min(size.height * 0.55);
        (false, side, width)
    }
}

/// The position's board: `game`'s digits and notes, the puzzle's givens shaded, the hint's
/// drawing over it; pressing a cell sends [`Message::Cell`].
fn board_view<'a>(
    game: &'a GameState,
    givens: &'a crate::engine::Grid,
    selected: Option<usize>,
    overlay: Option<&'a crate::play::HintOverlay>,
    remembered: &'a [crate::engine::Candidates],
    side: f32,
) -> Element<'a, Message> {
    let hint_cells: Vec<usize> = overlay.map(|o| o.area.clone()).unwrap_or_default();
    let conflicts = game.conflicts();
    let board = crate::app::widget::board::Board {
        grid: game.grid(),
        givens,
        notes: game.all_notes(),
        remembered,
        selected,
        also: &[],
        filtered: &[],
        colours: game.all_colours(),
        hint_cells: &hint_cells,
        hint_target: overlay.and_then(|o| o.mistake),
        wrong: &[],
        conflicts: &conflicts,
        peers: true,
        same_digit: true,
    };
    container(board.view_with_hint(crate::engine::Face::Top, side, Message::Cell, overlay))
        .id("learn-board")
        .into()
}
