//! The game screen: the board, the digit pad, the actions and the clock.
//!
//! The screen keeps what is about showing the game (selection, notes mode, the last hint's
//! highlight, pause, the status line); the game itself lives in [`GameState`], and every
//! puzzle question goes to the engine through it.
//!
//! This module holds the screen's state, its messages and their routing; each concern has a
//! module of its own: what the screen tells of itself and the clock's standing (`accessors`), the moves (`moves`), the keys, the hint, the export choice, the cube's
//! parts, a killer cage's combinations (`cage`), and the views (the header, the board area,
//! the side panel) with their layout.

use std::time::{Duration, Instant};

use iced::widget::{column, responsive, stack};
use iced::{Element, Point, Size};

pub use crate::app::display::Display;
use crate::app::keys::Shortcut;
use crate::app::widget::cube_view::CubeBoard;
use crate::app::widget::preview::Preview;
use crate::engine::logic::budget::Cancel;
use crate::engine::{Difficulty, Digit, Face, Rating, Shape};
use crate::play::{ActiveHint, HintRequest, StagedHint};
use crate::play::{Finish, GameState, Loaded, Origin};

mod accessors;
mod board;
mod cage;
pub use cage::{CageHelp, Combination};
mod cube;
mod export;
pub use export::ExportChoice;
mod header;
mod hint;
mod keys;
mod layout;
mod learn;
pub use learn::LearnEvent;
mod moves;
mod panel;
mod samurai;
mod saving;
mod settings;
mod victory;
pub use victory::{Celebration, FRAME};
mod tools;
pub use tools::Pick;

use layout::HEADER;

/// A message of the game screen.
#[derive(Clone, Debug)]
pub enum Message {
    /// A cell was clicked: it alone is selected.
    CellPressed(usize),
    /// The mouse went down on a cell, with Ctrl or Shift held or not (see [`Pick`]); a drag
    /// from it selects the cells it crosses.
    CellPicked(usize, Pick),
    /// The mouse, held down since a cell was picked, is over this cell: it joins the selection.
    CellDragged(usize),
    /// The mouse button went up: the drag, if any, is over.
    DragEnded,
    /// The candidate filter: light up every cell that still has this candidate (again: off).
    Filter(Digit),
    /// The candidate filter off.
    FilterOff,
    /// Paint this colour mark (1 to [`crate::play::CELL_COLOURS`]; 0 takes it off) on the
    /// selected cells.
    Paint(u8),
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
    /// An entered puzzle's grade, worked out off the UI thread, for the puzzle of this line.
    Rated(String, Rating),
    /// Close the hint on show.
    CloseHint,
    /// "Write these into my notes": the hint on show (at stage 2) written into the notes.
    WriteHintNotes,
    /// Stage 2 of the hint on show: the next step or link (`back`: the one before).
    HintWalk {
        /// Go back one.
        back: bool,
    },
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
    /// The header's game menu (the rare and destructive actions) opened or closed.
    GameMenuToggled,
    /// Close the game menu (Escape, or a click outside it).
    GameMenuClosed,
    /// Close the victory card to look at the board.
    CloseVictory,
    /// The victory card's "Next for you": the puzzle chosen for the player.
    NextForYou,
    /// The clock ticked.
    Tick(Instant),
    /// A frame of the victory wave, while it runs.
    Frame(Instant),
    /// A mouse button was pressed while the victory wave ran: it stops.
    SkipCelebration,
    /// The window lost the focus.
    FocusLost,
    /// A keyboard shortcut.
    Shortcut(Shortcut),
    /// Cube: show this face on the board.
    FaceSelected(Face),
    /// Samurai: show the whole board (`None`) or this grid larger.
    GridShown(Option<Face>),
    /// Cube: the preview was pressed at this point (the preview shown at this side).
    PreviewPressed(Point, f32),
    /// Cube: the 3D view was pressed at this point (the view shown at this side).
    CubePressed(Point, f32),
    /// Cube: the 3D view was pressed at this point with Ctrl or Shift held (see [`Pick`]).
    CubePicked(Point, f32, Pick),
    /// Cube: the mouse, held down on the 3D view, is at this point.
    CubeDragged(Point, f32),
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
    /// Start the puzzle "Next for you" offered ([`Game::offer_next`]).
    NextForYou,
    /// The game just ended; the application answers with [`Game::show_victory`].
    Finished(Finish),
    /// Find a hint off the UI thread and answer with [`Message::HintFound`] and this number;
    /// the search stops when the flag is set (the hint closed, the board changed, the game
    /// left).
    ComputeHint(u64, HintRequest, Cancel),
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
    /// Samurai: the whole board on show (else the grid `face`, larger).
    whole: bool,
    selected: Option<usize>,
    /// The other selected cells, besides `selected` (Ctrl/Shift+click, a drag): a digit, a
    /// note, Clear or a colour goes into all of them.
    also: Vec<usize>,
    /// A drag is selecting cells (the mouse went down on a cell and is still down).
    dragging: bool,
    /// The candidate filter's digit, if it is on.
    filter: Option<Digit>,
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
    /// The victory wave running over the solved board (the card waits for its end).
    celebration: Option<Celebration>,
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
    /// What the player's standing per technique counts, for the application to take
    /// ([`Game::take_learn_events`]).
    learn_events: Vec<LearnEvent>,
    /// The player's own moves as they go to the credit (a series of note removals is one).
    own_moves: crate::play::OwnMoves,
    /// What the hint on show draws on the board at its stage.
    overlay: Option<crate::play::HintOverlay>,
    /// The hint being computed: its number and what it was asked for.
    hint_wait: Option<(u64, HintRequest)>,
    /// Stops the search of the hint being computed (set when it is no longer wanted).
    hint_cancel: Cancel,
    /// Numbers the hint requests, so a late answer to an old one is dropped.
    hint_seq: u64,
    /// Cube: the hint (its request's number) during which the player chose the 3D view over
    /// the flat face an open hint turns to.
    hint_in_3d: Option<u64>,
    /// Cube: the hint and stage whose face was last chosen (see `follow_hint`).
    hint_faced: Option<(u64, crate::play::Stage)>,
    /// "Export PDF": the choice of what to print, while it is open.
    export: Option<ExportChoice>,
    /// The header's game menu is open.
    menu_open: bool,
    /// Why the puzzle "Next for you" offers on the victory card fits (once it is chosen).
    next_for_you: Option<crate::play::nextup::Why>,
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

    /// A game of `state` (a new one, or one picked up from a save), with the clock running
    /// from `now`.
    pub fn resumed(mut state: GameState, difficulty: Difficulty, origin: Origin, now: Instant) -> Game {
        state.resume(now);
        let rating = None; // An entered puzzle's grade comes later: `Game::rating_wanted`.
        let samurai = state.grid().shape() == Shape::Samurai;
        let mut game = Game {
            state,
            difficulty,
            origin,
            rating,
            // A Samurai opens on its whole board; its grid view starts on the centre grid.
            face: if samurai { Face::Centre } else { Face::Top },
            whole: samurai,
            selected: None,
            also: Vec::new(),
            dragging: false,
            filter: None,
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
            celebration: None,
            preview: Preview::new(),
            cube_view: true,
            covered: false,
            cube_board: CubeBoard::new(),
            display: Display::default(),
            hint: None,
            learn_events: Vec::new(),
            own_moves: Default::default(),
            overlay: None,
            hint_wait: None,
            hint_cancel: Cancel::new(),
            hint_seq: 0,
            hint_in_3d: None,
            hint_faced: None,
            export: None,
            menu_open: false,
            next_for_you: None,
        };
        game.refresh_preview();
        game
    }

    /// Handles a message.
    pub fn update(&mut self, message: Message) -> Action {
        let action = self.handle(message);
        if matches!(
            action,
            Action::Back | Action::Menu | Action::NewPuzzle(_) | Action::NextForYou
        ) {
            self.stop_hint_search();
        }
        self.follow_hint();
        self.refresh_preview();
        action
    }

    fn handle(&mut self, message: Message) -> Action {
        // The game menu is a popover: whatever else happens (an item chosen, a key, a click
        // outside) closes it; only the clock and the answers of work done elsewhere leave it.
        match message {
            Message::GameMenuToggled => {
                self.menu_open = !self.menu_open;
                return Action::None;
            }
            Message::GameMenuClosed | Message::Shortcut(Shortcut::Escape) if self.menu_open => {
                self.menu_open = false;
                return Action::None;
            }
            Message::Tick(_)
            | Message::HintFound(..)
            | Message::Rated(..)
            | Message::Exported(_)
            | Message::ExportedWithoutDialog(_)
            | Message::ExportCancelled => {}
            _ => self.menu_open = false,
        }
        let now = match message {
            Message::Tick(at) | Message::Frame(at) => at,
            _ => Instant::now(),
        };
        self.now = now;
        // The victory wave: a frame moves it on; a key or a press stops it at once (a key
        // does nothing else, so Enter or Esc there never skips the card; a control pressed
        // also does its job).
        match message {
            Message::Frame(at) => {
                self.celebration_frame(at);
                return Action::None;
            }
            Message::SkipCelebration | Message::Shortcut(_) if self.celebrating() => {
                self.end_celebration();
                return Action::None;
            }
            Message::Tick(_) | Message::FocusLost | Message::SkipCelebration => {}
            _ => self.end_celebration(),
        }
        // While paused only these work: the board is hidden.
        if self.paused
            && !matches!(
                message,
                Message::TogglePause
                    | Message::Tick(_)
                    | Message::FocusLost
                    | Message::Back
                    | Message::Menu
                    | Message::NewPuzzle
                    | Message::MistakesToggled(_)
                    | Message::ViewToggled
                    | Message::GameMenuClosed
                    | Message::Shortcut(Shortcut::Pause | Shortcut::Escape | Shortcut::ToggleMistakes)
            )
        {
            return Action::None;
        }
        match message {
            Message::CellPressed(cell) => {
                self.pick(cell, Pick::Only);
                Action::None
            }
            Message::CellPicked(cell, pick) => {
                self.pick(cell, pick);
                Action::None
            }
            Message::CellDragged(cell) => {
                self.drag_over(cell);
                Action::None
            }
            Message::DragEnded => {
                self.dragging = false;
                Action::None
            }
            Message::Filter(digit) => {
                self.toggle_filter(digit);
                Action::None
            }
            Message::FilterOff => {
                self.filter = None;
                Action::None
            }
            Message::Paint(colour) => self.paint(colour),
            Message::DigitPressed(digit) => self.enter_digit(digit, self.notes_mode),
            Message::ClearPressed => self.clear_selected(now),
            Message::ToggleNotes => {
                self.notes_mode = !self.notes_mode;
                Action::None
            }
            Message::FillNotes => self.fill_notes(now),
            Message::Undo => self.undo(now),
            Message::Redo => self.redo(now),
            Message::Hint => self.hint_pressed(now),
            Message::HintFound(number, found) => {
                self.hint_found(number, *found);
                Action::None
            }
            Message::Rated(line, rating) => {
                self.rated(&line, rating);
                Action::None
            }
            Message::CloseHint => {
                self.close_hint();
                Action::None
            }
            Message::WriteHintNotes => self.write_hint_notes(now),
            Message::HintWalk { back } => {
                self.walk_hint(back);
                Action::None
            }
            Message::BackToCorrect => {
                self.back_to_correct(now);
                Action::None
            }
            Message::Check => self.check(),
            Message::Solve => self.solve(now),
            Message::Reset => self.reset(now),
            Message::NewPuzzle => Action::NewPuzzle(self.difficulty),
            Message::TogglePause | Message::Shortcut(Shortcut::Pause) => self.toggle_pause(now),
            Message::FocusLost => self.focus_lost(now),
            Message::MistakesToggled(on) => {
                self.show_mistakes = on;
                Action::None
            }
            Message::Back => Action::Back,
            Message::Menu => Action::Menu,
            Message::NextForYou => Action::NextForYou,
            // Handled above, before the pause's filter.
            Message::GameMenuToggled | Message::GameMenuClosed => Action::None,
            Message::CloseVictory => {
                self.victory_open = false;
                Action::None
            }
            message @ (Message::ExportOpened
            | Message::ExportProgressToggled(_)
            | Message::ExportSolutionToggled(_)
            | Message::ExportClosed
            | Message::ExportChosen
            | Message::Exported(_)
            | Message::ExportedWithoutDialog(_)
            | Message::ExportCancelled) => self.update_export(message),
            Message::Tick(_) | Message::Frame(_) | Message::SkipCelebration => Action::None,
            Message::Shortcut(shortcut) => self.shortcut(shortcut),
            Message::FaceSelected(face) => {
                self.show_face(face);
                Action::None
            }
            Message::GridShown(grid) => self.show_grid(grid),
            Message::CubePressed(point, side) => self.cube_pressed(point, side, Pick::Only),
            Message::CubePicked(point, side, pick) => self.cube_pressed(point, side, pick),
            Message::CubeDragged(point, side) => self.cube_dragged(point, side),
            Message::ViewToggled => self.toggle_view(),
            Message::PreviewPressed(point, side) => self.preview_pressed(point, side),
        }
    }

    /// The screen: the header over the body, and the game menu over both while it is open.
    pub fn view(&self) -> Element<'_, Message> {
        responsive(move |size| {
            let body = self.body(Size::new(size.width, (size.height - HEADER).max(0.0)));
            let screen = column![self.header(size.width), body];
            if self.menu_open {
                stack![screen, self.game_menu()].into()
            } else {
                screen.into()
            }
        })
        .into()
    }
}
