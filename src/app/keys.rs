//! The keyboard shortcuts: raw key presses turned into what they mean in a game.

use iced::keyboard::key::{Code, Named, Physical};
use iced::keyboard::{Key, Modifiers};

use crate::engine::{Digit, Face};

/// A direction for moving the selection.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    /// One row up.
    Up,
    /// One row down.
    Down,
    /// One column left.
    Left,
    /// One column right.
    Right,
}

/// What a key press asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shortcut {
    /// Arrows: move the selection.
    Move(Direction),
    /// 1-9: place a digit (or a note, in notes mode).
    Digit(Digit),
    /// Shift+1-9: switch a note on or off.
    Note(Digit),
    /// Ctrl+1-9: the candidate filter on this digit (again: off).
    Filter(Digit),
    /// Ctrl+0: the candidate filter off.
    FilterOff,
    /// Ctrl+Shift+1-6: paint this colour mark on the selected cells (again: take it off);
    /// Ctrl+Shift+0 (as 0): take their colour off.
    Paint(u8),
    /// 0, Backspace, Delete: clear the cell.
    Clear,
    /// N: notes mode on or off.
    ToggleNotes,
    /// Ctrl+Z: undo.
    Undo,
    /// Ctrl+Y or Ctrl+Shift+Z: redo.
    Redo,
    /// H: hint.
    Hint,
    /// P: pause or resume.
    Pause,
    /// C: check the board.
    Check,
    /// F: fill every empty cell's notes with its candidates.
    FillNotes,
    /// Ctrl+R: reset to the puzzle.
    Reset,
    /// Ctrl+N: a new puzzle of the same difficulty.
    NewPuzzle,
    /// Ctrl+Shift+S: fill in the solution.
    Solve,
    /// Ctrl+P: print the puzzle to a PDF ("Export PDF").
    Export,
    /// M: show every mistake, or only those a Check finds.
    ToggleMistakes,
    /// Escape: close what is open (a dialog, the victory card, the selection), else go back.
    Escape,
    /// Ctrl+Q: save and quit.
    Quit,
    /// Enter: the default answer of what is open (the new-game question's "Start new", the
    /// victory card's "Next puzzle").
    Confirm,
    /// Alt+1, Alt+2, Alt+3: show the Top, Front or Right face of the cube.
    Face(Face),
    /// V: the cube in 3D, or one flat face.
    ToggleView,
    /// Tab (Shift+Tab): show the next (previous) face of the cube.
    NextFace {
        /// Go the other way round.
        back: bool,
    },
    /// Period or Page Down (comma or Page Up): the next (previous) step or link of the hint's
    /// explanation.
    WalkHint {
        /// The one before.
        back: bool,
    },
    /// L: the Learn screen (on the menu).
    Learn,
    /// A, B, D, E, G, and Shift with C or F: the digits 10-16 of the 16x16 board (Shift: a
    /// note), see [`Shortcut::on_board`]; elsewhere Shift+C checks and Shift+F fills the notes
    /// as C and F do.
    Letter {
        /// The letter, lower case.
        letter: char,
        /// Whether Shift was held.
        shift: bool,
    },
}

impl Shortcut {
    /// What the shortcut does on a board of `size` digits. On the 16x16 board the letters
    /// A-G type 10-16 (Shift: a note), as most 16x16 puzzles print them, so C and F type 12
    /// and 15 there (Check and Fill notes are on their buttons); on every other board a letter
    /// is what it always was. None: nothing there.
    pub fn on_board(self, size: usize) -> Option<Shortcut> {
        let symbol = |letter: char, shift: bool| {
            Digit::from_symbol(letter, size).map(|d| if shift { Shortcut::Note(d) } else { Shortcut::Digit(d) })
        };
        match self {
            Shortcut::Check if size > 9 => symbol('c', false),
            Shortcut::FillNotes if size > 9 => symbol('f', false),
            Shortcut::Letter { letter, shift } if size > 9 => symbol(letter, shift),
            Shortcut::Letter { letter: 'c', .. } => Some(Shortcut::Check),
            Shortcut::Letter { letter: 'f', .. } => Some(Shortcut::FillNotes),
            Shortcut::Letter { .. } => None,
            other => Some(other),
        }
    }
}

/// How the help screen names a shortcut's keys: as written (`Ctrl + Z`), or a message of the
/// player's language (`Arrow keys`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Keys {
    /// Key names every keyboard prints.
    Written(&'static str),
    /// The id of a message naming them.
    Message(&'static str),
}

/// The shortcuts, for the help screen: the keys and the id of the message saying what they do.
pub const HELP: &[(Keys, &str)] = &[
    (Keys::Message("key-arrows"), "key-arrows-about"),
    (Keys::Written("1 - 9"), "key-digits-about"),
    (Keys::Written("Shift + 1 - 9"), "key-shift-digits-about"),
    (Keys::Message("key-select"), "key-select-about"),
    (Keys::Written("Ctrl + 1 - 9, Ctrl + 0"), "key-filter-about"),
    (
        Keys::Written("Ctrl + Shift + 1 - 6, Ctrl + Shift + 0"),
        "key-paint-about",
    ),
    (Keys::Message("key-clear"), "key-clear-about"),
    (Keys::Written("N"), "key-notes-about"),
    (Keys::Written("Ctrl + Z"), "key-undo-about"),
    (Keys::Written("Ctrl + Y, Ctrl + Shift + Z"), "key-redo-about"),
    (Keys::Written("H"), "key-hint-about"),
    (Keys::Written("P"), "key-pause-about"),
    (Keys::Written("C"), "key-check-about"),
    (Keys::Written("F"), "key-fill-about"),
    (Keys::Written("Ctrl + R"), "key-reset-about"),
    (Keys::Written("Ctrl + N"), "key-new-about"),
    (Keys::Written("Ctrl + Shift + S"), "key-solve-about"),
    (Keys::Written("M"), "key-mistakes-about"),
    (Keys::Written("Ctrl + P"), "key-export-about"),
    (Keys::Written("Esc"), "key-esc-about"),
    (Keys::Written("Enter"), "key-enter-about"),
    (Keys::Written("Ctrl + Q"), "key-quit-about"),
    (Keys::Message("key-menu"), "key-menu-about"),
    (Keys::Message("key-learn"), "key-learn-about"),
    (Keys::Message("key-difficulty"), "key-difficulty-about"),
    (Keys::Written("Alt + 1 - 3"), "key-faces-about"),
    (Keys::Written("Tab, Shift + Tab"), "key-next-face-about"),
    (Keys::Written("V"), "key-view-about"),
    (Keys::Written(". ,  PgDn PgUp"), "key-walk-about"),
];

fn physical_digit(physical: Physical) -> Option<u8> {
    let Physical::Code(code) = physical else { return None };
    Some(match code {
        Code::Digit0 | Code::Numpad0 => 0,
        Code::Digit1 | Code::Numpad1 => 1,
        Code::Digit2 | Code::Numpad2 => 2,
        Code::Digit3 | Code::Numpad3 => 3,
        Code::Digit4 | Code::Numpad4 => 4,
        Code::Digit5 | Code::Numpad5 => 5,
        Code::Digit6 | Code::Numpad6 => 6,
        Code::Digit7 | Code::Numpad7 => 7,
        Code::Digit8 | Code::Numpad8 => 8,
        Code::Digit9 | Code::Numpad9 => 9,
        _ => return None,
    })
}

/// What the key press means, if anything. `physical` is used for digits typed with Shift,
/// whose character depends on the keyboard layout.
pub fn shortcut(key: &Key, physical: Option<Physical>, modifiers: Modifiers) -> Option<Shortcut> {
    match key.as_ref() {
        Key::Named(named) => match named {
            Named::ArrowUp => Some(Shortcut::Move(Direction::Up)),
            Named::ArrowDown => Some(Shortcut::Move(Direction::Down)),
            Named::ArrowLeft => Some(Shortcut::Move(Direction::Left)),
            Named::ArrowRight => Some(Shortcut::Move(Direction::Right)),
            Named::Backspace | Named::Delete => Some(Shortcut::Clear),
            Named::Escape => Some(Shortcut::Escape),
            Named::Enter if !modifiers.command() && !modifiers.alt() => Some(Shortcut::Confirm),
            Named::PageDown => Some(Shortcut::WalkHint { back: false }),
            Named::PageUp => Some(Shortcut::WalkHint { back: true }),
            Named::Tab if !modifiers.command() && !modifiers.alt() => Some(Shortcut::NextFace {
                back: modifiers.shift(),
            }),
            _ => None,
        },
        Key::Character(text) => {
            let ch = text.chars().next()?.to_ascii_lowercase();
            if modifiers.command() && !modifiers.alt() {
                // Ctrl+digit (the filter) and Ctrl+Shift+digit (the colours), by the key's
                // place too: Shift, or another layout, types another character there.
                let n = ch
                    .to_digit(10)
                    .map(|d| d as u8)
                    .or_else(|| physical.and_then(physical_digit));
                if let Some(n) = n {
                    return match Digit::new(n) {
                        _ if modifiers.shift() => (n <= crate::play::CELL_COLOURS).then_some(Shortcut::Paint(n)),
                        Some(digit) => Some(Shortcut::Filter(digit)),
                        None => Some(Shortcut::FilterOff),
                    };
                }
            }
            if modifiers.command() {
                return match ch {
                    'z' if modifiers.shift() => Some(Shortcut::Redo),
                    'z' => Some(Shortcut::Undo),
                    'y' => Some(Shortcut::Redo),
                    'r' => Some(Shortcut::Reset),
                    'n' => Some(Shortcut::NewPuzzle),
                    's' if modifiers.shift() => Some(Shortcut::Solve),
                    'p' => Some(Shortcut::Export),
                    'q' => Some(Shortcut::Quit),
                    _ => None,
                };
            }
            if modifiers.alt() {
                // Alt+1..3 picks a face of the cube, by the key's place (any layout).
                let n = ch
                    .to_digit(10)
                    .map(|d| d as u8)
                    .or_else(|| physical.and_then(physical_digit));
                return match n {
                    Some(n @ 1..=3) => Some(Shortcut::Face(Face::ALL[usize::from(n - 1)])),
                    _ => None,
                };
            }
            let digit = ch
                .to_digit(10)
                .map(|d| d as u8)
                .or_else(|| physical.and_then(physical_digit));
            if let Some(d) = digit {
                return match Digit::new(d) {
                    Some(digit) if modifiers.shift() => Some(Shortcut::Note(digit)),
                    Some(digit) => Some(Shortcut::Digit(digit)),
                    None => Some(Shortcut::Clear),
                };
            }
            // Period and comma by their place too: other layouts type letters there.
            let place = match physical {
                Some(Physical::Code(Code::Period)) => Some('.'),
                Some(Physical::Code(Code::Comma)) => Some(','),
                _ => None,
            };
            match place.filter(|_| !ch.is_ascii()).unwrap_or(ch) {
                '.' => Some(Shortcut::WalkHint { back: false }),
                ',' => Some(Shortcut::WalkHint { back: true }),
                'n' => Some(Shortcut::ToggleNotes),
                'h' => Some(Shortcut::Hint),
                'p' => Some(Shortcut::Pause),
                'c' if !modifiers.shift() => Some(Shortcut::Check),
                'f' if !modifiers.shift() => Some(Shortcut::FillNotes),
                letter @ 'a'..='g' => Some(Shortcut::Letter {
                    letter,
                    shift: modifiers.shift(),
                }),
                'v' => Some(Shortcut::ToggleView),
                'm' => Some(Shortcut::ToggleMistakes),
                'l' => Some(Shortcut::Learn),
                _ => None,
            }
        }
        Key::Unidentified => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ch(s: &str) -> Key {
        Key::Character(s.into())
    }

    #[test]
    fn keys_map_to_shortcuts() {
        let none = Modifiers::empty();
        let five = Digit::new(5).unwrap();
        assert_eq!(shortcut(&ch("5"), None, none), Some(Shortcut::Digit(five)));
        assert_eq!(shortcut(&ch("c"), None, none), Some(Shortcut::Check));
        assert_eq!(shortcut(&ch("f"), None, none), Some(Shortcut::FillNotes));
        assert_eq!(shortcut(&ch("v"), None, none), Some(Shortcut::ToggleView));
        // The letters of the 16x16 board's digits: C and F keep Check and Fill notes on the
        // other boards, with Shift too.
        for (key, mods) in [("c", none), ("C", Modifiers::SHIFT)] {
            let on = |size| shortcut(&ch(key), None, mods).and_then(|s| s.on_board(size));
            assert_eq!(on(9), Some(Shortcut::Check));
            assert_eq!(on(6), Some(Shortcut::Check));
        }
        let twelve = Digit::new(12).unwrap();
        assert_eq!(
            shortcut(&ch("c"), None, none).and_then(|s| s.on_board(16)),
            Some(Shortcut::Digit(twelve))
        );
        assert_eq!(
            shortcut(&ch("C"), None, Modifiers::SHIFT).and_then(|s| s.on_board(16)),
            Some(Shortcut::Note(twelve))
        );
        let sixteen = Digit::new(16).unwrap();
        assert_eq!(
            shortcut(&ch("g"), None, none).and_then(|s| s.on_board(16)),
            Some(Shortcut::Digit(sixteen))
        );
        assert_eq!(shortcut(&ch("g"), None, none).and_then(|s| s.on_board(9)), None);
        assert_eq!(
            shortcut(&ch("f"), None, none).and_then(|s| s.on_board(9)),
            Some(Shortcut::FillNotes)
        );
        assert_eq!(
            shortcut(&ch("h"), None, none).and_then(|s| s.on_board(16)),
            Some(Shortcut::Hint)
        );
        assert_eq!(shortcut(&ch("r"), None, Modifiers::CTRL), Some(Shortcut::Reset));
        assert_eq!(shortcut(&ch("n"), None, Modifiers::CTRL), Some(Shortcut::NewPuzzle));
        assert_eq!(
            shortcut(&ch("s"), None, Modifiers::CTRL | Modifiers::SHIFT),
            Some(Shortcut::Solve)
        );
        assert_eq!(shortcut(&ch("s"), None, Modifiers::CTRL), None);
        assert_eq!(shortcut(&ch("p"), None, Modifiers::CTRL), Some(Shortcut::Export));
        assert_eq!(shortcut(&ch("m"), None, none), Some(Shortcut::ToggleMistakes));
        assert_eq!(shortcut(&ch("l"), None, none), Some(Shortcut::Learn));
        assert_eq!(
            shortcut(&ch("%"), Some(Physical::Code(Code::Digit5)), Modifiers::SHIFT),
            Some(Shortcut::Note(five))
        );
        assert_eq!(shortcut(&ch("0"), None, none), Some(Shortcut::Clear));
        assert_eq!(
            shortcut(&Key::Named(Named::Backspace), None, none),
            Some(Shortcut::Clear)
        );
        assert_eq!(
            shortcut(&Key::Named(Named::ArrowLeft), None, none),
            Some(Shortcut::Move(Direction::Left))
        );
        assert_eq!(shortcut(&Key::Named(Named::Enter), None, none), Some(Shortcut::Confirm));
        assert_eq!(shortcut(&Key::Named(Named::Enter), None, Modifiers::CTRL), None);
        assert_eq!(shortcut(&ch("z"), None, Modifiers::CTRL), Some(Shortcut::Undo));
        assert_eq!(
            shortcut(&ch("Z"), None, Modifiers::CTRL | Modifiers::SHIFT),
            Some(Shortcut::Redo)
        );
        assert_eq!(shortcut(&ch("y"), None, Modifiers::CTRL), Some(Shortcut::Redo));
        assert_eq!(shortcut(&ch("n"), None, none), Some(Shortcut::ToggleNotes));
        assert_eq!(shortcut(&ch("H"), None, Modifiers::SHIFT), Some(Shortcut::Hint));
        assert_eq!(shortcut(&ch("p"), None, none), Some(Shortcut::Pause));
        assert_eq!(shortcut(&ch("q"), None, none), None);
        assert_eq!(shortcut(&ch("q"), None, Modifiers::CTRL), Some(Shortcut::Quit));
        assert_eq!(shortcut(&ch("5"), None, Modifiers::CTRL), Some(Shortcut::Filter(five)));
        assert_eq!(shortcut(&ch("0"), None, Modifiers::CTRL), Some(Shortcut::FilterOff));
        // French AZERTY: the 5 key types "(" without Shift; Shift+Ctrl on the 3 key types "#"
        // in the US layout: the keys' places decide.
        assert_eq!(
            shortcut(&ch("("), Some(Physical::Code(Code::Digit5)), Modifiers::CTRL),
            Some(Shortcut::Filter(five))
        );
        assert_eq!(
            shortcut(
                &ch("#"),
                Some(Physical::Code(Code::Digit3)),
                Modifiers::CTRL | Modifiers::SHIFT
            ),
            Some(Shortcut::Paint(3))
        );
        assert_eq!(
            shortcut(
                &ch(")"),
                Some(Physical::Code(Code::Digit0)),
                Modifiers::CTRL | Modifiers::SHIFT
            ),
            Some(Shortcut::Paint(0))
        );
        assert_eq!(
            shortcut(
                &ch("&"),
                Some(Physical::Code(Code::Digit7)),
                Modifiers::CTRL | Modifiers::SHIFT
            ),
            None,
            "six colours"
        );

        assert_eq!(
            shortcut(&ch("2"), None, Modifiers::ALT),
            Some(Shortcut::Face(Face::Front))
        );
        assert_eq!(
            shortcut(&ch("\u{a1}"), Some(Physical::Code(Code::Digit1)), Modifiers::ALT),
            Some(Shortcut::Face(Face::Top))
        );
        assert_eq!(shortcut(&ch("4"), None, Modifiers::ALT), None);
        assert_eq!(
            shortcut(&Key::Named(Named::Tab), None, none),
            Some(Shortcut::NextFace { back: false })
        );
        assert_eq!(
            shortcut(&Key::Named(Named::Tab), None, Modifiers::SHIFT),
            Some(Shortcut::NextFace { back: true })
        );
        let next = Some(Shortcut::WalkHint { back: false });
        let previous = Some(Shortcut::WalkHint { back: true });
        assert_eq!(shortcut(&ch("."), None, none), next);
        assert_eq!(shortcut(&ch(","), None, none), previous);
        assert_eq!(shortcut(&Key::Named(Named::PageDown), None, none), next);
        assert_eq!(shortcut(&Key::Named(Named::PageUp), None, none), previous);
        // A Russian layout types "ю" and "б" on the period and comma keys.
        assert_eq!(shortcut(&ch("ю"), Some(Physical::Code(Code::Period)), none), next);
        assert_eq!(shortcut(&ch("б"), Some(Physical::Code(Code::Comma)), none), previous);
        assert_eq!(shortcut(&ch("ю"), None, none), None);
    }
}
