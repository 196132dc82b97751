//! The game screen's keys: the arrows move the selection on the face shown, and every other
//! shortcut is the button it stands for, handled in the same pass as a click.

use super::{Action, Game, Message};
use crate::app::keys::{Direction, Shortcut};
use crate::engine::{Face, Shape};

impl Game {
    pub(super) fn select_move(&mut self, direction: Direction) {
        if self.plane() == crate::app::widget::plane::Plane::Square {
            return self.select_move_on_square(direction);
        }
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
                let centre = geometry.size() / 2;
                self.select_only(Some(geometry.cell_at(self.face, centre, centre)));
                return;
            }
        };
        // Round the board's edge: nine cells a side, six on Mini.
        let n = geometry.size();
        let (r, c) = match direction {
            Direction::Up => ((r + n - 1) % n, c),
            Direction::Down => ((r + 1) % n, c),
            Direction::Left => (r, (c + n - 1) % n),
            Direction::Right => (r, (c + 1) % n),
        };
        // The arrows move one cell: a selection of several collapses to it.
        self.select_only(Some(geometry.cell_at(self.face, r, c)));
    }

    pub(super) fn shortcut(&mut self, shortcut: Shortcut) -> Action {
        // The 16x16 board's letters are its digits 10-16.
        let Some(shortcut) = shortcut.on_board(self.state.grid().geometry().size()) else {
            return Action::None;
        };
        match shortcut {
            Shortcut::Move(direction) => {
                self.select_move(direction);
                Action::None
            }
            Shortcut::Digit(d) => self.handle(Message::DigitPressed(d)),
            Shortcut::Note(d) => self.enter_digit(d, true),
            Shortcut::Filter(d) => self.handle(Message::Filter(d)),
            Shortcut::FilterOff => self.handle(Message::FilterOff),
            Shortcut::Paint(colour) => self.handle(Message::Paint(colour)),
            Shortcut::Clear => self.handle(Message::ClearPressed),
            Shortcut::ToggleNotes => self.handle(Message::ToggleNotes),
            Shortcut::Undo => self.handle(Message::Undo),
            Shortcut::Redo => self.handle(Message::Redo),
            Shortcut::Hint => self.handle(Message::Hint),
            Shortcut::Check => self.handle(Message::Check),
            Shortcut::FillNotes => self.handle(Message::FillNotes),
            Shortcut::Reset => self.handle(Message::Reset),
            Shortcut::NewPuzzle => self.handle(Message::NewPuzzle),
            Shortcut::Solve => self.handle(Message::Solve),
            Shortcut::Pause => self.handle(Message::TogglePause),
            Shortcut::Export => self.handle(Message::ExportOpened),
            Shortcut::ToggleMistakes => self.handle(Message::MistakesToggled(!self.show_mistakes)),
            Shortcut::Escape => {
                if self.export.is_some() {
                    self.export = None;
                } else if self.hint.is_some() || self.hint_wait.is_some() {
                    self.close_hint();
                } else if self.victory_open {
                    self.victory_open = false;
                } else if self.selected.is_some() && !self.paused {
                    self.select_only(None);
                } else {
                    return Action::Back;
                }
                Action::None
            }
            Shortcut::Confirm => self.confirm(),
            // The application handles Ctrl+Q before the game sees it.
            Shortcut::Quit => Action::None,
            // L opens Learn from the menu; in a game it means nothing.
            Shortcut::Learn | Shortcut::Letter { .. } => Action::None,
            Shortcut::Face(face) => self.handle(Message::FaceSelected(face)),
            Shortcut::ToggleView => self.handle(Message::ViewToggled),
            Shortcut::WalkHint { back } => self.handle(Message::HintWalk { back }),
            Shortcut::NextFace { back } if self.shape() == Shape::Samurai => self.next_grid(back),
            Shortcut::NextFace { back } => {
                let step = if back { 2 } else { 1 };
                self.handle(Message::FaceSelected(Face::ALL[(self.face.index() + step) % 3]))
            }
        }
    }
}
