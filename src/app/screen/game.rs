//! The game screen: the board, the digit pad, the actions and the clock.
//!
//! The screen keeps what is about showing the game (selection, notes mode, the last hint's
//! highlight, pause, the status line); the game itself lives in [`GameState`], and every
//! puzzle question goes to the engine through it.

use std::time::{Duration, Instant};

use iced::alignment::{Horizontal, Vertical};
use iced::widget::{button, column, container, opaque, responsive, row, space, stack, text, toggler, Column, Row};
use iced::{Alignment, Element, Length, Point, Size};

use crate::app::export::ExportChoice;
use crate::app::keys::{Direction, Shortcut};
use crate::app::screen::cube;
use crate::app::theme::{self, ThemeChoice};
use crate::app::widget::board::Board;
use crate::app::widget::cube_view::CubeBoard;
use crate::app::widget::pad::Pad;
use crate::app::widget::preview::Preview;
use crate::engine::{Difficulty, Digit, Face, Rating, Shape};
use crate::i18n;
use crate::play::{format_time, Finish, GameState, Outcome, Refusal};
use crate::play::{ActiveHint, HintRequest, StagedHint};
use crate::play::{Loaded, Origin, SaveError, SavedGame};
use crate::t;

mod hint;
use crate::render::{CubeMarks, Mark};

/// Width of the side panel in the wide layout.
const PANEL: f32 = 300.0;
/// Space around and between the parts.
const GAP: f32 = 24.0;
/// Height of the status line under the board.
const STATUS: f32 = 60.0;
/// Height of the bar at the top.
const HEADER: f32 = 58.0;
/// Height of the action buttons.
const BUTTON: f32 = 40.0;
/// Cube, flat view: the width of the label beside a linked column, and the height of the
/// label over or under a linked row.
const LABEL_W: f32 = 84.0;
const LABEL_H: f32 = 22.0;

/// A message of the game screen.
#[derive(Clone, Debug)]
pub enum Message {
    /// A cell was clicked.
    CellPressed(usize),
    /// A digit of the pad was clicked.
    DigitPressed(Digit),
    /// Clear was clicked.
    ClearPressed,
    /// Notes mode on or off.
    ToggleNotes,
    /// Give every empty cell its candidates as notes.
    FillNotes,
    /// Take back the last move.
    Undo,
    /// Make the last undone move again.
    Redo,
    /// Hint: find a hint, or show the next stage of the one on show.
    Hint,
    /// A hint was found off the UI thread (the request's number, the hint).
    HintFound(u64, Box<StagedHint>),
    /// Close the hint on show.
    CloseHint,
    /// Undo back to just before the first wrong entry.
    BackToCorrect,
    /// Compare the board with the solution.
    Check,
    /// Fill in the solution.
    Solve,
    /// Back to the puzzle as loaded.
    Reset,
    /// Another puzzle of the same difficulty.
    NewPuzzle,
    /// Pause or resume.
    TogglePause,
    /// Mistake highlighting switched.
    MistakesToggled(bool),
    /// Back to the difficulty screen.
    Back,
    /// Back to the menu.
    Menu,
    /// The theme button.
    ToggleTheme,
    /// Close the victory card to look at the board.
    CloseVictory,
    /// The clock ticked.
    Tick(Instant),
    /// The window lost the focus.
    FocusLost,
    /// A keyboard shortcut.
    Shortcut(Shortcut),
    /// Cube: show this face on the board.
    FaceSelected(Face),
    /// Cube: the preview was pressed at this point (the preview shown at this side).
    PreviewPressed(Point, f32),
    /// Cube: the 3D view was pressed at this point (the view shown at this side).
    CubePressed(Point, f32),
    /// Cube: switch between the 3D view and the flat face.
    ViewToggled,
    /// "Export PDF": open the choice of what to print.
    ExportOpened,
    /// Print the player's progress, or not.
    ExportProgressToggled(bool),
    /// Print the solution, or not.
    ExportSolutionToggled(bool),
    /// Go on to the save dialog.
    ExportChosen,
    /// Close the export choice.
    ExportClosed,
    /// The PDF was written (its path) or not (why).
    Exported(Result<std::path::PathBuf, String>),
    /// No save dialog could open: the PDF was written here instead (or not, and why).
    ExportedWithoutDialog(Result<std::path::PathBuf, String>),
    /// The save dialog was closed without a file.
    ExportCancelled,
}

/// What the game asks of the application.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Nothing.
    None,
    /// Go to the difficulty screen.
    Back,
    /// Go to the menu.
    Menu,
    /// Load another puzzle of this difficulty.
    NewPuzzle(Difficulty),
    /// Switch to the next theme.
    ToggleTheme,
    /// The game just ended; the application answers with [`Game::show_victory`].
    Finished(Finish),
    /// Find a hint off the UI thread and answer with [`Message::HintFound`] and this number.
    ComputeHint(u64, HintRequest),
    /// Ask where to save the PDF, then write it; answer with [`Message::Exported`].
    Export(ExportChoice),
}

/// The tone of the status line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tone {
    /// Neutral information.
    Info,
    /// Good news.
    Good,
    /// Something went wrong.
    Bad,
}

/// The victory card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Victory {
    /// How the game ended.
    pub finish: Finish,
    /// The best time (of unaided wins, as stored) before this game, for this mode and difficulty.
    pub previous_best: Option<Duration>,
    /// Whether this game beat it.
    pub new_best: bool,
    /// Whether the win counted in the statistics (not for a puzzle already won: a replay).
    pub counted: bool,
}

/// The game screen.
#[derive(Debug)]
pub struct Game {
    state: GameState,
    difficulty: Difficulty,
    origin: Origin,
    /// An entered puzzle's real grade (a band, or beyond the techniques).
    rating: Option<Rating>,
    face: Face,
    selected: Option<usize>,
    notes_mode: bool,
    show_mistakes: bool,
    /// Highlight the selected cell's peers, and the cells with its digit.
    highlights: (bool, bool),
    paused: bool,
    status: Option<(String, Tone)>,
    hint_cells: Vec<usize>,
    hint_target: Option<usize>,
    checked: Vec<usize>,
    now: Instant,
    victory: Option<Victory>,
    victory_open: bool,
    /// Cube: the picture of the whole cube beside the board.
    preview: Preview,
    /// Cube: play on the whole cube in 3D (else on one flat face beside the preview).
    cube_view: bool,
    /// A dialog of the application (the new-game question) covers the board: the clock stops.
    covered: bool,
    /// Cube: the 3D view's last frame.
    cube_board: CubeBoard,
    display: Display,
    /// The hint on show, and its stage.
    hint: Option<ActiveHint>,
    /// What the hint on show draws on the board at its stage.
    overlay: Option<crate::play::HintOverlay>,
    /// The hint being computed: its number and what it was asked for.
    hint_wait: Option<(u64, HintRequest)>,
    /// Numbers the hint requests, so a late answer to an old one is dropped.
    hint_seq: u64,
    /// "Export PDF": the choice of what to print, while it is open.
    export: Option<ExportChoice>,
}

/// What the game knows of the window, for the cube preview's picture.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Display {
    /// The window's size in logical pixels.
    pub window: Size,
    /// Physical pixels per logical pixel.
    pub scale: f32,
    /// Whether the theme is dark.
    pub dark: bool,
}

impl Default for Display {
    fn default() -> Display {
        Display {
            window: crate::app::WINDOW,
            scale: 1.0,
            dark: false,
        }
    }
}

/// Where the parts of the game go in a body of some size.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Layout {
    /// The board beside the panel (else above the pad).
    wide: bool,
    /// Cube: the preview in a bar above the board (else in a column beside it).
    bar: bool,
    /// Cube: the column beside the board is the narrow strip (a small window).
    strip: bool,
    /// The board's square.
    side: f32,
    /// Cube: the side of the preview.
    preview: f32,
}

impl Game {
    /// A game of a loaded puzzle, with the clock running from `now`.
    ///
    /// Returns `None` when the loaded solution does not fit the puzzle.
    pub fn new(loaded: Loaded, now: Instant) -> Option<Game> {
        let state = match loaded.marks {
            Some(marks) => GameState::with_marks(loaded.puzzle, loaded.solution, marks)?,
            None => GameState::new(loaded.puzzle, loaded.solution)?,
        };
        Some(Game::resumed(state, loaded.difficulty, loaded.origin, now))
    }

    /// The game saved earlier, on show again with the clock running from `now`; the save is
    /// refused (with the reason) when it does not fit its puzzle.
    pub fn from_saved(saved: &SavedGame, now: Instant) -> Result<Game, SaveError> {
        let state = saved.restore()?;
        Ok(Game::resumed(state, saved.difficulty, saved.origin.clone(), now))
    }

    /// The game as a save, at `now`; `None` once it is finished (nothing to resume).
    pub fn to_saved(&self, now: Instant) -> Option<SavedGame> {
        SavedGame::of(&self.state, self.difficulty, &self.origin, now)
    }

    /// A game of `state` (a new one, or one picked up from a save), with the clock running
    /// from `now`.
    pub fn resumed(mut state: GameState, difficulty: Difficulty, origin: Origin, now: Instant) -> Game {
        state.resume(now);
        let rating = (origin == Origin::Entered).then(|| crate::play::source::rating_of(state.puzzle(), state.marks()));
        let mut game = Game {
            state,
            difficulty,
            origin,
            rating,
            face: Face::Top,
            selected: None,
            notes_mode: false,
            show_mistakes: false,
            highlights: (true, true),
            paused: false,
            status: None,
            hint_cells: Vec::new(),
            hint_target: None,
            checked: Vec::new(),
            now,
            victory: None,
            victory_open: false,
            preview: Preview::new(),
            cube_view: true,
            covered: false,
            cube_board: CubeBoard::new(),
            display: Display::default(),
            hint: None,
            overlay: None,
            hint_wait: None,
            hint_seq: 0,
            export: None,
        };
        game.refresh_preview();
        game
    }

    /// Tells the game about the window and the theme; the cube's preview follows them.
    pub fn set_display(&mut self, display: Display) {
        self.display = display;
        self.refresh_preview();
    }

    /// The face shown on the board (always [`Face::Top`] on the classic board).
    pub fn face(&self) -> Face {
        self.face
    }

    /// The cube's preview (never rendered on the classic board).
    pub fn preview(&self) -> &Preview {
        &self.preview
    }

    /// The cube's 3D view (drawn only on the cube, while it is the view chosen).
    pub fn cube_board(&self) -> &CubeBoard {
        &self.cube_board
    }

    /// Whether the cube is played in 3D (the setting; the classic board ignores it).
    pub fn cube_view(&self) -> bool {
        self.cube_view
    }

    /// Plays the cube in 3D, or on one flat face at a time.
    pub fn set_cube_view(&mut self, on: bool) {
        self.cube_view = on;
        self.refresh_preview();
    }

    /// Whether the 3D view is on show.
    fn in_3d(&self) -> bool {
        self.cube_view && self.shape() == Shape::Cube
    }

    /// What the 3D view highlights in each cell, with the same rules as the flat board: the
    /// selected cell's peers on every face, the cells holding its digit, the last hint, and
    /// wrong cells (mistakes shown, a Check's, and digits that clash in a house).
    fn cube_marks(&self) -> Vec<Mark> {
        let grid = self.state.grid();
        let geometry = grid.geometry();
        let mut marks = vec![Mark::None; grid.len()];
        if let Some(sel) = self.selected {
            if self.highlights.0 {
                for &p in geometry.peers(sel) {
                    marks[p] = Mark::Peer;
                }
            }
            if let (true, Some(d)) = (self.highlights.1, grid.get(sel)) {
                for (cell, mark) in marks.iter_mut().enumerate() {
                    if grid.get(cell) == Some(d) {
                        *mark = Mark::Same;
                    }
                }
            }
        }
        for &c in &self.hint_cells {
            if let Some(m) = marks.get_mut(c) {
                *m = Mark::Hint;
            }
        }
        if let Some(m) = self.hint_target.and_then(|c| marks.get_mut(c)) {
            *m = Mark::HintTarget;
        }
        let clashes = grid.conflicts().into_iter().flat_map(|c| [c.first, c.second]);
        for c in self.wrong_cells().into_iter().chain(clashes) {
            if grid.get(c).is_some() && self.state.puzzle().get(c).is_none() {
                if let Some(m) = marks.get_mut(c) {
                    *m = Mark::Wrong;
                }
            }
        }
        marks
    }

    /// Renders the cube's preview again if what it shows changed (see [`Preview::show`]).
    /// Called after every message: a render (about 2.5 ms at 600 px) happens inline, and only
    /// after a move, a switch, a resize or a theme change, never on a tick or a mouse move.
    fn refresh_preview(&mut self) {
        if self.shape() != Shape::Cube {
            return;
        }
        let body = Size::new(
            self.display.window.width,
            (self.display.window.height - HEADER).max(0.0),
        );
        if self.cube_view {
            let side = cube_layout(body).side;
            let hidden = crate::engine::Grid::empty(Shape::Cube);
            let (puzzle, current) = if self.paused {
                (&hidden, &hidden)
            } else {
                (self.state.puzzle(), self.state.grid())
            };
            let view = crate::render::CubeView {
                puzzle,
                current,
                active_face: Some(self.face),
                selected: self.selected.filter(|_| !self.paused),
                size: (side * self.display.scale).round().max(1.0) as u32,
                dark: self.display.dark,
            };
            let (marks, notes) = if self.paused {
                (Vec::new(), Vec::new())
            } else {
                (self.cube_marks(), self.state.all_notes().to_vec())
            };
            self.cube_board.show(
                &view,
                &CubeMarks {
                    marks: &marks,
                    notes: &notes,
                    hint: self.overlay.as_ref().filter(|_| !self.paused),
                },
            );
            return;
        }
        let side = layout(self.shape(), body).preview;
        let view = crate::render::CubeView {
            puzzle: self.state.puzzle(),
            current: self.state.grid(),
            active_face: Some(self.face),
            selected: self.selected,
            size: (side * self.display.scale).round().max(1.0) as u32,
            dark: self.display.dark,
        };
        self.preview.show(&view, self.paused, self.overlay.as_ref());
    }

    /// Cube: shows `face` on the board. A selected cell the face also shows (a linked one)
    /// stays selected; otherwise the same place on the new face is.
    fn show_face(&mut self, face: Face) {
        if self.shape() != Shape::Cube || face == self.face {
            return;
        }
        let geometry = self.state.grid().geometry();
        if let Some(cell) = self.selected {
            let places = geometry.positions(cell);
            if !places.iter().any(|p| p.face == face) {
                let place = places.iter().find(|p| p.face == self.face).or(places.first());
                self.selected = place.map(|p| geometry.cell_at(face, p.row as usize, p.col as usize));
            }
        }
        self.face = face;
    }

    /// Cube: makes sure the board shows `cell`, switching to a face of it if need be.
    fn reveal(&mut self, cell: usize) {
        let places = self.state.grid().geometry().positions(cell);
        if !places.iter().any(|p| p.face == self.face) {
            if let Some(p) = places.first() {
                self.face = p.face;
            }
        }
    }

    /// The game's state (board, notes, history, clock).
    pub fn state(&self) -> &GameState {
        &self.state
    }

    /// The difficulty.
    pub fn difficulty(&self) -> Difficulty {
        self.difficulty
    }

    /// Where the puzzle came from.
    pub fn origin(&self) -> &Origin {
        &self.origin
    }

    /// Whether every mistake is shown in red.
    pub fn shows_mistakes(&self) -> bool {
        self.show_mistakes
    }

    /// Shows every mistake in red, or only those a Check found.
    pub fn set_show_mistakes(&mut self, on: bool) {
        self.show_mistakes = on;
    }

    /// Highlights (or not) the selected cell's row, column and box, and the cells holding
    /// its digit.
    pub fn set_highlights(&mut self, peers: bool, same_digit: bool) {
        self.highlights = (peers, same_digit);
    }

    /// The board's shape.
    pub fn shape(&self) -> Shape {
        self.state.grid().shape()
    }

    /// The selected cell.
    pub fn selected(&self) -> Option<usize> {
        self.selected
    }

    /// Whether the pad writes notes.
    pub fn notes_mode(&self) -> bool {
        self.notes_mode
    }

    /// Whether the game is paused.
    pub fn is_paused(&self) -> bool {
        self.paused
    }

    /// The status line, if any.
    pub fn status(&self) -> Option<&str> {
        self.status.as_ref().map(|(s, _)| s.as_str())
    }

    /// Whether the clock is counting (for the tick subscription).
    pub fn is_running(&self) -> bool {
        !self.paused && !self.covered && !self.state.is_finished()
    }

    /// A dialog covers the board (`covered`), or no longer does: the clock stops while one
    /// does, as when paused, and runs on when it closes (unless the game was paused meanwhile).
    pub fn set_covered(&mut self, covered: bool, now: Instant) {
        if covered == self.covered {
            return;
        }
        self.covered = covered;
        if self.paused || self.state.is_finished() {
            return;
        }
        if covered {
            self.state.pause(now);
        } else {
            self.state.resume(now);
        }
    }

    /// The victory card's content, once the game is over.
    pub fn victory(&self) -> Option<Victory> {
        self.victory
    }

    /// A short name of the game for the window title.
    pub fn title(&self) -> String {
        let difficulty = i18n::difficulty_title(self.difficulty);
        let name = match (&self.origin, self.shape()) {
            (Origin::Entered, _) => t!("game-your-puzzle"),
            (_, Shape::Classic) => t!("game-puzzle", difficulty = difficulty),
            (_, Shape::Cube) => t!("game-cube", difficulty = difficulty),
        };
        if self.paused {
            t!("game-paused-suffix", game = name)
        } else if self.state.is_finished() {
            t!("game-solved-suffix", game = name)
        } else {
            name
        }
    }

    /// Shows the victory card, with the best time before this game as the statistics hold it.
    pub fn show_victory(&mut self, previous_best: Option<Duration>, new_best: bool, counted: bool) {
        if let Some(finish) = self.state.finish() {
            self.victory = Some(Victory {
                finish,
                previous_best,
                new_best,
                counted,
            });
            self.victory_open = true;
        }
    }

    fn say(&mut self, text: impl Into<String>, tone: Tone) {
        self.status = Some((text.into(), tone));
    }

    fn clear_marks(&mut self) {
        self.hint_cells.clear();
        self.hint_target = None;
        self.checked.clear();
        self.hint = None;
        self.overlay = None;
        self.hint_wait = None;
    }

    /// The game is open again (a Reset, or Solve undone): no victory card, the clock runs.
    fn reopened(&mut self, now: Instant) {
        self.victory = None;
        self.victory_open = false;
        self.paused = false;
        self.clear_marks();
        self.state.resume(now);
    }

    /// After a move: drop the old marks, and end the game when it is solved.
    fn after_move(&mut self, result: Result<Outcome, Refusal>) -> Action {
        match result {
            Ok(Outcome::Unchanged) => Action::None,
            Ok(Outcome::Changed) => {
                self.clear_marks();
                self.status = None;
                Action::None
            }
            Ok(Outcome::Solved) => self.finished(),
            Err(refusal) => {
                self.say(refusal.to_string(), Tone::Bad);
                Action::None
            }
        }
    }

    fn finished(&mut self) -> Action {
        self.clear_marks();
        match self.state.finish() {
            Some(finish) => {
                if finish.assisted {
                    self.say(t!("say-solution-filled"), Tone::Info);
                } else {
                    self.say(t!("say-solved-in", time = format_time(finish.time)), Tone::Good);
                }
                Action::Finished(finish)
            }
            None => Action::None,
        }
    }

    fn select_move(&mut self, direction: Direction) {
        let geometry = self.state.grid().geometry();
        let (r, c) = match self.selected.and_then(|cell| {
            geometry
                .positions(cell)
                .iter()
                .find(|p| p.face == self.face || self.shape() == Shape::Classic)
                .copied()
        }) {
            Some(p) => (p.row as usize, p.col as usize),
            None => {
                self.selected = Some(geometry.cell_at(self.face, 4, 4));
                return;
            }
        };
        let (r, c) = match direction {
            Direction::Up => ((r + 8) % 9, c),
            Direction::Down => ((r + 1) % 9, c),
            Direction::Left => (r, (c + 8) % 9),
            Direction::Right => (r, (c + 1) % 9),
        };
        self.selected = Some(geometry.cell_at(self.face, r, c));
    }

    fn enter_digit(&mut self, digit: Digit, as_note: bool) -> Action {
        let Some(cell) = self.selected else {
            self.say(t!("say-select-first"), Tone::Info);
            return Action::None;
        };
        let now = self.now;
        let result = if as_note {
            self.state.toggle_note(cell, digit, now)
        } else {
            self.state.place(cell, digit, now)
        };
        self.after_move(result)
    }

    fn playing(&self) -> bool {
        !self.paused && !self.state.is_finished()
    }

    /// Handles a message.
    pub fn update(&mut self, message: Message) -> Action {
        let action = self.handle(message);
        self.refresh_preview();
        action
    }

    fn handle(&mut self, message: Message) -> Action {
        let now = match message {
            Message::Tick(at) => at,
            _ => Instant::now(),
        };
        self.now = now;
        // While paused only these work: the board is hidden.
        if self.paused
            && !matches!(
                message,
                Message::TogglePause
                    | Message::Tick(_)
                    | Message::FocusLost
                    | Message::Back
                    | Message::Menu
                    | Message::ToggleTheme
                    | Message::NewPuzzle
                    | Message::MistakesToggled(_)
                    | Message::ViewToggled
                    | Message::Shortcut(Shortcut::Pause | Shortcut::Escape)
            )
        {
            return Action::None;
        }
        match message {
            Message::CellPressed(cell) => {
                self.selected = Some(cell);
                Action::None
            }
            Message::DigitPressed(digit) => self.enter_digit(digit, self.notes_mode),
            Message::ClearPressed => match self.selected {
                Some(cell) => {
                    let result = self.state.clear(cell, now);
                    self.after_move(result)
                }
                None => {
                    self.say(t!("say-select-cell"), Tone::Info);
                    Action::None
                }
            },
            Message::ToggleNotes => {
                self.notes_mode = !self.notes_mode;
                Action::None
            }
            Message::FillNotes => {
                let result = self.state.fill_candidates(now);
                let action = self.after_move(result);
                if result == Ok(Outcome::Changed) {
                    self.say(t!("say-filled-notes"), Tone::Info);
                }
                action
            }
            Message::Undo => {
                let was_finished = self.state.is_finished();
                if self.state.undo(now) {
                    self.clear_marks();
                    self.status = None;
                    if self.state.is_finished() {
                        // The Reset of a finished game undone: the finished board is back.
                        return self.finished();
                    }
                    if was_finished {
                        self.reopened(now);
                    }
                } else if !self.state.is_finished() {
                    self.say(t!("say-nothing-undo"), Tone::Info);
                }
                Action::None
            }
            Message::Redo => {
                let was_finished = self.state.is_finished();
                if self.state.redo(now) {
                    self.clear_marks();
                    self.status = None;
                    if was_finished && !self.state.is_finished() {
                        self.reopened(now);
                    }
                    if self.state.is_finished() {
                        return self.finished();
                    }
                } else if !self.state.is_finished() {
                    self.say(t!("say-nothing-redo"), Tone::Info);
                }
                Action::None
            }
            Message::Hint => self.hint_pressed(now),
            Message::HintFound(number, found) => {
                self.hint_found(number, *found);
                Action::None
            }
            Message::CloseHint => {
                self.close_hint();
                Action::None
            }
            Message::BackToCorrect => {
                self.back_to_correct(now);
                Action::None
            }
            Message::Check => {
                let check = self.state.check();
                self.clear_marks();
                self.checked = check.wrong.clone();
                let tone = if check.solved {
                    Tone::Good
                } else if check.wrong.is_empty() {
                    Tone::Info
                } else {
                    Tone::Bad
                };
                self.say(check.message(), tone);
                Action::None
            }
            Message::Solve => match self.state.solve(now) {
                Ok(_) => self.finished(),
                Err(refusal) => {
                    self.say(refusal.to_string(), Tone::Info);
                    Action::None
                }
            },
            Message::Reset => {
                if self.state.reset(now) == Outcome::Changed {
                    self.reopened(now);
                    self.say(t!("say-reset"), Tone::Info);
                }
                Action::None
            }
            Message::NewPuzzle => Action::NewPuzzle(self.difficulty),
            Message::TogglePause | Message::Shortcut(Shortcut::Pause) => {
                if self.paused {
                    self.paused = false;
                    self.state.resume(now);
                } else if !self.state.is_finished() {
                    self.paused = true;
                    self.state.pause(now);
                }
                Action::None
            }
            Message::FocusLost => {
                if self.playing() {
                    self.paused = true;
                    self.state.pause(now);
                }
                Action::None
            }
            Message::MistakesToggled(on) => {
                self.show_mistakes = on;
                Action::None
            }
            Message::Back => Action::Back,
            Message::Menu => Action::Menu,
            Message::ToggleTheme => Action::ToggleTheme,
            Message::CloseVictory => {
                self.victory_open = false;
                Action::None
            }
            Message::ExportOpened => {
                self.export = Some(self.export.unwrap_or_default());
                Action::None
            }
            Message::ExportProgressToggled(on) => {
                if let Some(choice) = &mut self.export {
                    choice.progress = on;
                }
                Action::None
            }
            Message::ExportSolutionToggled(on) => {
                if let Some(choice) = &mut self.export {
                    choice.solution = on;
                }
                Action::None
            }
            Message::ExportClosed => {
                self.export = None;
                Action::None
            }
            Message::ExportChosen => match self.export.take() {
                Some(choice) => Action::Export(choice),
                None => Action::None,
            },
            Message::Exported(Ok(path)) => {
                self.say(t!("export-written", path = path.display().to_string()), Tone::Good);
                Action::None
            }
            Message::ExportedWithoutDialog(Ok(path)) => {
                self.say(t!("export-no-dialog", path = path.display().to_string()), Tone::Info);
                Action::None
            }
            Message::Exported(Err(error)) | Message::ExportedWithoutDialog(Err(error)) => {
                self.say(t!("export-failed", error = error), Tone::Bad);
                Action::None
            }
            Message::ExportCancelled => {
                self.say(t!("export-cancelled"), Tone::Info);
                Action::None
            }
            Message::Tick(_) => Action::None,
            Message::Shortcut(shortcut) => self.shortcut(shortcut),
            Message::FaceSelected(face) => {
                self.show_face(face);
                Action::None
            }
            Message::CubePressed(point, side) => {
                // The face of the cell pressed becomes the face played: the pad counts it, and
                // the arrow keys move on it.
                if let Some((face, row, col)) = self.cube_board.hit(point, side) {
                    self.face = face;
                    self.selected = Some(self.state.grid().geometry().cell_at(face, row, col));
                }
                Action::None
            }
            Message::ViewToggled => {
                if self.shape() == Shape::Cube {
                    self.cube_view = !self.cube_view;
                }
                Action::None
            }
            Message::PreviewPressed(point, side) => {
                // Clicking the cube shows the face clicked and selects the cell.
                if let Some((face, row, col)) = self.preview.hit(point, side) {
                    self.show_face(face);
                    self.selected = Some(self.state.grid().geometry().cell_at(face, row, col));
                }
                Action::None
            }
        }
    }

    fn shortcut(&mut self, shortcut: Shortcut) -> Action {
        match shortcut {
            Shortcut::Move(direction) => {
                self.select_move(direction);
                Action::None
            }
            Shortcut::Digit(d) => self.update(Message::DigitPressed(d)),
            Shortcut::Note(d) => self.enter_digit(d, true),
            Shortcut::Clear => self.update(Message::ClearPressed),
            Shortcut::ToggleNotes => self.update(Message::ToggleNotes),
            Shortcut::Undo => self.update(Message::Undo),
            Shortcut::Redo => self.update(Message::Redo),
            Shortcut::Hint => self.update(Message::Hint),
            Shortcut::Check => self.update(Message::Check),
            Shortcut::FillNotes => self.update(Message::FillNotes),
            Shortcut::Reset => self.update(Message::Reset),
            Shortcut::NewPuzzle => self.update(Message::NewPuzzle),
            Shortcut::Solve => self.update(Message::Solve),
            Shortcut::Pause => self.update(Message::TogglePause),
            Shortcut::Escape => {
                if self.export.is_some() {
                    self.export = None;
                } else if self.hint.is_some() || self.hint_wait.is_some() {
                    self.close_hint();
                } else if self.victory_open {
                    self.victory_open = false;
                } else if self.selected.is_some() && !self.paused {
                    self.selected = None;
                } else {
                    return Action::Back;
                }
                Action::None
            }
            // The application handles Ctrl+Q before the game sees it.
            Shortcut::Quit => Action::None,
            Shortcut::Face(face) => self.update(Message::FaceSelected(face)),
            Shortcut::ToggleView => self.update(Message::ViewToggled),
            Shortcut::NextFace { back } => {
                let step = if back { 2 } else { 1 };
                self.update(Message::FaceSelected(Face::ALL[(self.face.index() + step) % 3]))
            }
        }
    }

    /// The cells to mark wrong: the last Check's, and every mistake when highlighting is on.
    fn wrong_cells(&self) -> Vec<usize> {
        let mut wrong = self.checked.clone();
        if self.show_mistakes {
            wrong.extend(self.state.mistakes());
        }
        wrong
    }

    /// The screen.
    pub fn view(&self, theme_choice: ThemeChoice) -> Element<'_, Message> {
        responsive(move |size| {
            let compact = size.width < 820.0;
            let body = self.body(Size::new(size.width, (size.height - HEADER).max(0.0)));
            column![self.header(theme_choice, compact), body].into()
        })
        .into()
    }

    fn header(&self, theme_choice: ThemeChoice, compact: bool) -> Element<'_, Message> {
        let flat = |label: String, message: Message| {
            button(text(label).size(15))
                .padding([7, 12])
                .style(theme::flat)
                .on_press(message)
        };
        let left = row![
            flat(t!("back"), Message::Back),
            flat(t!("menu"), Message::Menu),
            container(flat(t!("action-export"), Message::ExportOpened)).id("export-pdf"),
        ]
        .spacing(4)
        .align_y(Alignment::Center);

        let subtitle = match (self.origin.tag(), self.shape()) {
            (None, _) => match self.rating {
                Some(Rating::Beyond) => t!("game-entered-beyond"),
                Some(r) => t!("game-entered-graded", rating = i18n::rating_title(r).to_lowercase()),
                None => t!("game-entered"),
            },
            (Some(tag), Shape::Classic) => t!("game-subtitle-classic", tag = tag),
            (Some(tag), Shape::Cube) => t!("game-subtitle-cube", tag = tag),
        };
        let title = match self.origin {
            Origin::Entered => t!("game-your-puzzle"),
            Origin::Generated { .. } | Origin::Level { .. } => i18n::difficulty_title(self.difficulty),
        };
        let middle = if compact {
            column![text(title).size(19)]
        } else {
            column![text(title).size(19), text(subtitle).size(12).style(theme::muted_text)]
        }
        .align_x(Alignment::Center);
        let theme_label = if compact {
            theme_choice.title()
        } else {
            theme_choice.label()
        };

        let clock = text(format_time(self.state.elapsed(self.now)))
            .size(22)
            .font(theme::MONOSPACE)
            .style(theme::accent_text);
        let pause_label = if self.paused { t!("resume") } else { t!("pause") };
        let pause = container(
            button(
                text(pause_label)
                    .size(15)
                    .align_x(Horizontal::Center)
                    .width(Length::Fill),
            )
            .width(86)
            .padding([7, 10])
            .style(theme::action)
            .on_press_maybe((!self.state.is_finished()).then_some(Message::TogglePause)),
        )
        .id("pause");
        let right = row![clock, pause, flat(theme_label, Message::ToggleTheme)]
            .spacing(12)
            .align_y(Alignment::Center);

        let bar = row![
            container(left).width(Length::Fill),
            middle,
            container(right).width(Length::Fill).align_x(Horizontal::Right),
        ]
        .align_y(Alignment::Center)
        .padding([8, 14]);
        container(bar)
            .width(Length::Fill)
            .height(HEADER)
            .align_y(Vertical::Center)
            .style(theme::header)
            .into()
    }

    fn body(&self, size: Size) -> Element<'_, Message> {
        if self.in_3d() {
            return self.body_3d(size);
        }
        let layout = layout(self.shape(), size);
        let side = layout.side;
        let content: Element<'_, Message> = if layout.wide {
            let real = crate::app::widget::board::Metrics::fit(side).side();
            let mut left = Vec::new();
            if let (true, Some(parts)) = (layout.bar, self.cube_parts()) {
                left.push(cube::bar(parts, real));
                left.push(self.view_switch(real));
            }
            left.extend([self.board_area(side), self.status_line(side)]);
            // The tall panel needs about 520 px.
            let low = size.height - 2.0 * gap(size) < 520.0;
            let main = row![Column::with_children(left).spacing(10), self.panel(low)].spacing(gap(size));
            match self.cube_parts() {
                Some(parts) if layout.strip => {
                    let switch = self.view_switch(cube::STRIP);
                    row![cube::strip(parts, switch), main].spacing(gap(size)).into()
                }
                Some(parts) if !layout.bar => {
                    let aside =
                        column![cube::aside(parts, layout.preview), self.view_switch(layout.preview)].spacing(12);
                    row![aside, main].spacing(gap(size)).into()
                }
                _ => main.into(),
            }
        } else {
            let width = side.max(360.0).min(size.width - 2.0 * gap(size));
            let mut parts: Vec<Element<'_, Message>> = Vec::new();
            if let Some(p) = self.cube_parts() {
                parts.push(cube::bar(p, width));
                parts.push(self.view_switch(width));
            }
            if self.hint_open() {
                // The hint takes the place of the status line, the pad and the buttons.
                let room = STATUS + 64.0 + 2.0 * BUTTON + 24.0 + 4.0 * 10.0;
                parts.extend([self.board_area(side), self.hint_panel(width, room)]);
            } else {
                parts.extend([
                    self.board_area(side),
                    self.status_line(side),
                    self.pad().strip(width, Message::DigitPressed, Message::ClearPressed),
                    self.action_rows(width, 5),
                ]);
            }
            Column::with_children(parts)
                .spacing(10)
                .align_x(Alignment::Center)
                .into()
        };
        container(content).center(Length::Fill).padding(gap(size)).into()
    }

    /// Cube: the body with the 3D view as the board.
    fn body_3d(&self, size: Size) -> Element<'_, Message> {
        let l = cube_layout(size);
        let press = self
            .playing()
            .then_some(Message::CubePressed as fn(Point, f32) -> Message);
        let surface: Element<'_, Message> = if self.paused {
            self.board_area(l.side)
        } else {
            let view = self.cube_board.view(l.side, press);
            match (self.export, self.victory) {
                // The export choice over the 3D view, as over the flat board.
                (Some(choice), _) => {
                    let card = container(export_card(choice)).padding([22, 28]).style(theme::card);
                    stack![view, opaque(container(card).center(l.side).style(theme::scrim))].into()
                }
                (None, Some(victory)) if self.victory_open => {
                    let card = container(self.victory_card(victory))
                        .padding([26, 34])
                        .style(theme::card);
                    stack![view, opaque(container(card).center(l.side).style(theme::scrim))].into()
                }
                _ => view,
            }
        };
        let content: Element<'_, Message> = if l.wide {
            // The view switch beside the status line keeps the panel as tall as the flat
            // board's, so it fits an 800 x 600 window too.
            let switch = 170.0;
            let under = row![self.status_line(l.side - switch - 8.0), self.view_switch(switch)]
                .spacing(8)
                .align_y(Alignment::Center);
            let low = size.height - 2.0 * gap(size) < 520.0;
            row![column![surface, under].spacing(12), self.panel(low)]
                .spacing(gap(size))
                .into()
        } else {
            let width = l.side.max(360.0).min(size.width - 2.0 * gap(size));
            column![
                surface,
                self.status_line(l.side),
                self.pad().strip(width, Message::DigitPressed, Message::ClearPressed),
                row![self.view_switch(150.0), self.action_rows(width - 158.0, 4)].spacing(8),
            ]
            .spacing(10)
            .align_x(Alignment::Center)
            .into()
        };
        container(content).center(Length::Fill).padding(gap(size)).into()
    }

    /// Cube: the button switching between the 3D view and the flat face, `width` wide.
    fn view_switch(&self, width: f32) -> Element<'_, Message> {
        let label = if self.cube_view { t!("view-flat") } else { t!("view-3d") };
        // Narrow (the small window's strip): the label may take two lines.
        let height = if width < 150.0 {
            Length::Shrink
        } else {
            Length::Fixed(BUTTON)
        };
        let b = button(text(label).size(15).align_x(Horizontal::Center).width(Length::Fill))
            .width(width)
            .height(height)
            .padding([9, 6])
            .style(theme::action)
            .on_press(Message::ViewToggled);
        container(b).id("view-switch").into()
    }

    /// Cube: what the preview column needs.
    fn cube_parts(&self) -> Option<cube::Parts<'_, Message>> {
        (self.shape() == Shape::Cube).then_some(cube::Parts {
            preview: &self.preview,
            face: self.face,
            enabled: !self.paused,
            on_press: Message::PreviewPressed,
            on_face: Message::FaceSelected,
        })
    }

    fn board_view(&self, side: f32) -> Element<'_, Message> {
        let wrong = self.wrong_cells();
        let conflicts = self.state.conflicts();
        let board = Board {
            grid: self.state.grid(),
            givens: self.state.puzzle(),
            notes: self.state.all_notes(),
            selected: self.selected,
            hint_cells: &self.hint_cells,
            hint_target: self.hint_target,
            wrong: &wrong,
            conflicts: &conflicts,
            peers: self.highlights.0,
            same_digit: self.highlights.1,
        };
        board.view_with_hint(self.face, side, Message::CellPressed, self.overlay.as_ref())
    }

    fn board_area(&self, side: f32) -> Element<'_, Message> {
        let real = crate::app::widget::board::board_metrics(side).side() + crate::app::widget::board::LABEL;
        if self.paused {
            let cover = column![
                text(t!("paused")).size(44),
                text(t!("paused-about")).size(15).style(theme::muted_text),
                button(text(t!("resume")).size(17))
                    .padding([10, 28])
                    .style(theme::primary)
                    .on_press(Message::TogglePause),
            ]
            .spacing(16)
            .align_x(Alignment::Center);
            return container(cover).center(real).style(theme::paused_board).into();
        }
        let board = self.labelled(self.board_view(side), real);
        if let Some(choice) = self.export {
            let card = container(export_card(choice)).padding([22, 28]).style(theme::card);
            let veil = container(card).center(real).style(theme::scrim);
            return stack![board, opaque(veil)].into();
        }
        match self.victory {
            Some(victory) if self.victory_open => {
                let card = container(self.victory_card(victory))
                    .padding([26, 34])
                    .style(theme::card);
                let veil = container(card).center(real).style(theme::scrim);
                stack![board, opaque(veil)].into()
            }
            _ => board,
        }
    }

    /// Cube, flat view: the board with each linked edge labelled with the face and edge it
    /// joins ("Right, top row, reversed"); the classic board as it is. `real` is the board's
    /// side.
    fn labelled<'a>(&self, board: Element<'a, Message>, real: f32) -> Element<'a, Message> {
        if self.shape() != Shape::Cube {
            return board;
        }
        let links = cube::edge_links(self.face);
        let label = |side: cube::Side| links.iter().find(|l| l.side == side).map(|l| l.label());
        let line = |side: cube::Side, arrow: &str| -> Element<'a, Message> {
            let t = label(side).map(|l| format!("{arrow} {l}")).unwrap_or_default();
            container(text(t).size(13).style(theme::linked_label))
                .width(real)
                .height(LABEL_H)
                .align_x(Horizontal::Center)
                .align_y(Vertical::Center)
                .into()
        };
        let column_label = |side: cube::Side, arrow: &str| -> Option<Element<'a, Message>> {
            let l = label(side)?;
            let words = l.replace(", ", ",\n");
            Some(
                container(
                    text(format!("{arrow}\n{words}"))
                        .size(13)
                        .style(theme::linked_label)
                        .align_x(Horizontal::Center),
                )
                .width(LABEL_W)
                .height(real)
                .align_x(Horizontal::Center)
                .align_y(Vertical::Center)
                .into(),
            )
        };
        if !side_labels(self.display.window.width) {
            // A narrow window: the label of the linked column goes in the line (over or under
            // the board) that no linked row uses, saying which edge it is.
            let column = [
                (cube::Side::Right, "edge-right-joins"),
                (cube::Side::Left, "edge-left-joins"),
            ]
            .into_iter()
            .find_map(|(side, id)| label(side).map(|l| t!(id, link = l)));
            let text_line = |t: String| -> Element<'a, Message> {
                container(text(t).size(13).style(theme::linked_label))
                    .width(real)
                    .height(LABEL_H)
                    .align_x(Horizontal::Center)
                    .align_y(Vertical::Center)
                    .into()
            };
            let (top, bottom) = match (label(cube::Side::Top), column) {
                (None, Some(c)) => (text_line(c), line(cube::Side::Bottom, "\u{2193}")),
                (_, Some(c)) => (line(cube::Side::Top, "\u{2191}"), text_line(c)),
                (_, None) => (line(cube::Side::Top, "\u{2191}"), line(cube::Side::Bottom, "\u{2193}")),
            };
            return column![top, board, bottom].into();
        }
        let mut middle: Vec<Element<'a, Message>> = Vec::new();
        middle.extend(column_label(cube::Side::Left, "\u{2190}"));
        middle.push(board);
        middle.extend(column_label(cube::Side::Right, "\u{2192}"));
        let has_side = middle.len() > 1;
        let body = column![
            line(cube::Side::Top, "\u{2191}"),
            Row::with_children(middle).spacing(4),
            line(cube::Side::Bottom, "\u{2193}"),
        ];
        // Room for one side label always, so the board keeps its size from face to face.
        container(body)
            .width(if has_side { real + LABEL_W + 4.0 } else { real })
            .into()
    }

    fn victory_card(&self, v: Victory) -> Element<'_, Message> {
        let time = format_time(v.finish.time);
        let mut lines: Vec<Element<'_, Message>> = Vec::new();
        if v.finish.assisted {
            lines.push(text(t!("victory-helped")).size(30).into());
            lines.push(
                text(t!("victory-helped-about"))
                    .size(15)
                    .style(theme::muted_text)
                    .into(),
            );
        } else {
            lines.push(text(t!("victory-solved")).size(36).style(theme::success_text).into());
            lines.push(text(t!("victory-time", time = time)).size(20).into());
            let best = match (v.new_best, v.previous_best) {
                _ if !v.counted => t!("victory-replay"),
                (true, Some(old)) => t!("victory-new-best-was", time = format_time(old)),
                (true, None) => t!("victory-first-win"),
                (false, Some(best)) => t!("victory-best", time = format_time(best)),
                (false, None) => String::new(),
            };
            if !best.is_empty() {
                lines.push(
                    text(best)
                        .size(15)
                        .style(if v.new_best {
                            theme::accent_text
                        } else {
                            theme::muted_text
                        })
                        .into(),
                );
            }
            let hints = self.state.hints_used();
            if hints > 0 {
                let label = t!("hints-used", count = hints);
                lines.push(text(label).size(14).style(theme::muted_text).into());
            }
        }
        let buttons = row![
            button(text(t!("new-puzzle")).size(16))
                .padding([9, 18])
                .style(theme::primary)
                .on_press(Message::NewPuzzle),
            button(text(t!("menu")).size(16))
                .padding([9, 18])
                .style(theme::action)
                .on_press(Message::Menu),
            button(text(t!("close")).size(16))
                .padding([9, 18])
                .style(theme::action)
                .on_press(Message::CloseVictory),
        ]
        .spacing(10);
        lines.push(space::vertical().height(6).into());
        lines.push(buttons.into());
        Column::with_children(lines)
            .spacing(10)
            .align_x(Alignment::Center)
            .into()
    }

    fn status_line(&self, side: f32) -> Element<'_, Message> {
        let real = crate::app::widget::board::board_metrics(side).side() + crate::app::widget::board::LABEL;
        let line = match &self.status {
            // Paused, nothing about the board shows: not even the last hint's sentence.
            _ if self.paused => text(t!("paused-status")).size(15).style(theme::muted_text),
            Some((message, tone)) => {
                let t = text(message.clone()).size(15);
                match tone {
                    Tone::Info => t,
                    Tone::Good => t.style(theme::success_text),
                    Tone::Bad => t.style(theme::danger_text),
                }
            }
            None if self.hint_open() => text(t!("status-hint-open")).size(15).style(theme::muted_text),
            None if self.notes_mode => text(t!("status-notes")).size(15).style(theme::muted_text),
            None => text(t!("status-idle")).size(15).style(theme::muted_text),
        };
        container(line.width(Length::Fill))
            .id("status")
            .width(real)
            .height(STATUS)
            .padding([8, 14])
            .align_y(Vertical::Center)
            .style(theme::status_bar)
            .into()
    }

    fn pad(&self) -> Pad {
        // On the cube the pad counts the face shown: nine of each digit per face, as the
        // player sees them, rather than the whole cube's 24 or so.
        let remaining = std::array::from_fn(|i| match self.shape() {
            // Paused, the counts would tell about the hidden board.
            _ if self.paused => usize::MAX,
            Shape::Classic => self.state.remaining(Digit::from_index(i)),
            Shape::Cube => self.state.remaining_on_face(self.face, Digit::from_index(i)),
        });
        Pad {
            remaining,
            notes: self.notes_mode,
            enabled: self.playing(),
            current: self.selected.and_then(|c| self.state.grid().get(c)),
        }
    }

    fn action<'a>(
        &self,
        label: String,
        id: &'static str,
        width: f32,
        message: Option<Message>,
    ) -> Element<'a, Message> {
        // Buttons that end or empty the game (each undoable) are drawn in the danger colour.
        let style = if matches!(id, "solve" | "reset") {
            theme::destructive
        } else {
            theme::action
        };
        let b = button(text(label).size(15).align_x(Horizontal::Center).width(Length::Fill))
            .width(width)
            .height(BUTTON)
            .padding([9, 6])
            .style(style)
            .on_press_maybe(message);
        container(b).id(id).into()
    }

    fn notes_button(&self, width: f32) -> Element<'_, Message> {
        let label = if self.notes_mode {
            t!("notes-on")
        } else {
            t!("notes-off")
        };
        let b = button(text(label).size(15).align_x(Horizontal::Center).width(Length::Fill))
            .width(width)
            .height(BUTTON)
            .padding([9, 6])
            .style(if self.notes_mode { theme::toggled } else { theme::action })
            .on_press_maybe(self.playing().then_some(Message::ToggleNotes));
        container(b).id("notes").into()
    }

    /// The action buttons, in the order they are laid out.
    fn actions(&self, width: f32) -> Vec<Element<'_, Message>> {
        let playing = self.playing();
        let when = |ok: bool, m: Message| ok.then_some(m);
        vec![
            self.action(
                t!("action-undo"),
                "undo",
                width,
                when(!self.paused && self.state.can_undo(), Message::Undo),
            ),
            self.action(
                t!("action-redo"),
                "redo",
                width,
                when(!self.paused && self.state.can_redo(), Message::Redo),
            ),
            self.action(t!("action-hint"), "hint", width, when(playing, Message::Hint)),
            self.action(t!("action-check"), "check", width, when(!self.paused, Message::Check)),
            self.action(
                t!("action-fill-notes"),
                "fill-notes",
                width,
                when(playing, Message::FillNotes),
            ),
            self.action(t!("action-solve"), "solve", width, when(playing, Message::Solve)),
            self.action(t!("action-reset"), "reset", width, when(!self.paused, Message::Reset)),
            self.action(t!("new-puzzle"), "new-puzzle", width, Some(Message::NewPuzzle)),
        ]
    }

    fn action_rows(&self, width: f32, per_row: usize) -> Element<'_, Message> {
        let gap = 8.0;
        let w = ((width - gap * (per_row as f32 - 1.0)) / per_row as f32).floor();
        let mut items = vec![self.notes_button(w)];
        items.extend(self.actions(w));
        let mut rows = Vec::new();
        let mut iter = items.into_iter().peekable();
        while iter.peek().is_some() {
            let chunk: Vec<Element<'_, Message>> = iter.by_ref().take(per_row).collect();
            rows.push(Row::with_children(chunk).spacing(gap).align_y(Alignment::Center).into());
        }
        rows.push(self.mistakes_switch());
        Column::with_children(rows).spacing(gap).into()
    }

    fn mistakes_switch(&self) -> Element<'_, Message> {
        let switch = toggler(self.show_mistakes)
            .label(t!("show-mistakes"))
            .text_size(15)
            .size(20)
            .spacing(10)
            .on_toggle(Message::MistakesToggled)
            .style(theme::switch);
        container(switch).id("show-mistakes").into()
    }

    /// The side panel: the pad, Clear and Notes, the actions and the mistakes switch. A `low`
    /// panel (short windows) has lower pad keys and the actions three to a row.
    fn panel(&self, low: bool) -> Element<'_, Message> {
        let half = (PANEL - 8.0) / 2.0;
        let per_row = if low { 3 } else { 2 };
        let width = ((PANEL - 8.0 * (per_row as f32 - 1.0)) / per_row as f32).floor();
        let pad = self.pad();
        let mut actions = self.actions(width).into_iter().peekable();
        let mut rows: Vec<Element<'_, Message>> = if self.hint_open() {
            // The hint takes the place of the digits while it is on show.
            vec![self.hint_panel(PANEL, PANEL + 48.0)]
        } else {
            vec![
                pad.block(PANEL, low, Message::DigitPressed),
                row![pad.clear(half, Message::ClearPressed), self.notes_button(half)]
                    .spacing(8)
                    .into(),
            ]
        };
        rows.push(space::vertical().height(4).into());
        while actions.peek().is_some() {
            let chunk: Vec<Element<'_, Message>> = actions.by_ref().take(per_row).collect();
            rows.push(Row::with_children(chunk).spacing(8).into());
        }
        rows.push(space::vertical().height(4).into());
        rows.push(self.mistakes_switch());
        Column::with_children(rows).spacing(8).width(PANEL).into()
    }
}

/// Cube, flat view: whether a window `width` wide labels a linked column beside the board (else
/// in the line over or under it, leaving the board its room).
fn side_labels(width: f32) -> bool {
    width >= 1000.0
}

/// Where the parts of the 3D cube game go in a body of `size`: the view beside the panel when
/// that gives the bigger view, else above the digit strip and the actions.
fn cube_layout(size: Size) -> Layout {
    let wide_side = (size.width - PANEL - 3.0 * gap(size)).min(size.height - 2.0 * gap(size) - STATUS - 12.0);
    let strip_height = 64.0 + 3.0 * BUTTON + 24.0 + 5.0 * 10.0;
    let narrow_side = (size.width - 2.0 * gap(size)).min(size.height - 2.0 * gap(size) - STATUS - strip_height - 12.0);
    let wide = wide_side >= narrow_side;
    Layout {
        wide,
        bar: false,
        strip: false,
        side: wide_side.max(narrow_side).max(120.0).floor(),
        preview: 0.0,
    }
}

/// Where the parts of the game go in a body of `size`: whichever arrangement gives the biggest
/// board. The board beside the panel, or above a strip of digits; on the cube the preview
/// goes in a column at the left, or in a bar above the board (in a small window the column
/// would leave the board smaller than the pad).
fn layout(shape: Shape, size: Size) -> Layout {
    let cube = shape == Shape::Cube;
    let gap = gap(size);
    // The cube's flat face has its linked edges labelled: a column beside it, a line above
    // and below.
    let label_w = if cube && side_labels(size.width) {
        LABEL_W + 4.0
    } else {
        0.0
    };
    let label_h = if cube { 2.0 * LABEL_H } else { 0.0 };
    let status = size.height - 2.0 * gap - STATUS - 12.0 - label_h;
    let beside = size.width - PANEL - 3.0 * gap - label_w;
    let strip_height = 64.0 + 2.0 * BUTTON + 24.0 + 4.0 * 10.0;
    let bar = if cube { cube::BAR_PREVIEW + 10.0 } else { 0.0 };
    let narrow = Layout {
        wide: false,
        bar: cube,
        strip: false,
        side: (size.width - 2.0 * gap).min(status - strip_height - bar),
        preview: cube::BAR_PREVIEW,
    };
    let mut options = vec![narrow];
    if cube {
        let aside = cube::aside_width(size.width, PANEL, gap);
        options.push(Layout {
            wide: true,
            bar: false,
            strip: false,
            side: (beside - aside - gap).min(status),
            preview: aside,
        });
        // The bar only when the column would leave the board narrower than the panel: the
        // column's bigger preview is worth some board, as long as the board stays the largest
        // thing on the screen.
        let column_side = (beside - aside - gap).min(status);
        // The bar, and the view switch under it.
        let bar_side = beside.min(status - bar - BUTTON - 10.0);
        if column_side < PANEL && bar_side > column_side {
            options.push(Layout {
                wide: true,
                bar: true,
                strip: false,
                side: bar_side,
                preview: cube::BAR_PREVIEW,
            });
        }
        // In a small window the narrow strip beside the board leaves it more room than the
        // bar above it: height is what such a window lacks.
        if column_side < PANEL {
            options.push(Layout {
                wide: true,
                bar: false,
                strip: true,
                side: (beside - cube::STRIP - gap).min(status),
                preview: cube::STRIP,
            });
        }
    } else {
        options.push(Layout {
            wide: true,
            bar: false,
            strip: false,
            side: beside.min(status),
            preview: 0.0,
        });
    }
    // The last of equals wins: the wide layouts come after the narrow one.
    let mut best = options
        .into_iter()
        .reduce(|a, b| if b.side >= a.side { b } else { a })
        .unwrap_or(narrow);
    best.side = best.side.max(120.0);
    best
}

/// Space around and between the parts: less in a small window, where every pixel goes to
/// the board.
fn gap(body: Size) -> f32 {
    if body.height < 640.0 || body.width < 900.0 {
        GAP / 2.0
    } else {
        GAP
    }
}

/// The choice made before the save dialog: what the page shows besides the puzzle.
fn export_card<'a>(choice: ExportChoice) -> Element<'a, Message> {
    let switch = |label: String, id: &'static str, on: bool, message: fn(bool) -> Message| {
        container(
            toggler(on)
                .label(label)
                .text_size(15)
                .size(20)
                .spacing(10)
                .on_toggle(message)
                .style(theme::switch),
        )
        .id(id)
    };
    let buttons = row![
        container(
            button(text(t!("export-choose")).size(16))
                .padding([9, 18])
                .style(theme::primary)
                .on_press(Message::ExportChosen)
        )
        .id("export-choose"),
        button(text(t!("cancel")).size(16))
            .padding([9, 18])
            .style(theme::action)
            .on_press(Message::ExportClosed),
    ]
    .spacing(10);
    column![
        text(t!("export-title")).size(24),
        text(t!("export-about")).size(14).style(theme::muted_text),
        switch(
            t!("export-progress"),
            "export-progress",
            choice.progress,
            Message::ExportProgressToggled
        ),
        switch(
            t!("export-solution"),
            "export-solution",
            choice.solution,
            Message::ExportSolutionToggled
        ),
        buttons,
    ]
    .spacing(12)
    .max_width(360)
    .into()
}
