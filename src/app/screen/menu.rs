//! The main menu: Continue (when a game is saved), one entry per board kind (from the board
//! table's `menu` column: Play for the classic board, then Diagonal, Jigsaw, Killer, Mini, the
//! cube), Learn, the statistics, the settings, the help, Quit, and any notice about a file that
//! could not be read.

use std::sync::LazyLock;

use iced::widget::{button, column, container, image, row, text, Column, Row};
use iced::{Alignment, Element, Length};

use crate::app::keys::Shortcut;
use crate::app::theme;
use crate::app::widget::page;
use crate::engine::boards::TABLE;
use crate::engine::Variant;
use crate::play::saved::Notice;
use crate::t;

/// The window height from which the menu shows the logo.
const TALL: f32 = 720.0;

/// The window height from which the menu shows the logo beside "Next for you" too.
const LOGO_ROOM: f32 = 880.0;

/// The logo, decoded once: a handle made in `view` would be a new image at every frame.
static LOGO: LazyLock<image::Handle> = LazyLock::new(|| image::Handle::from_bytes(crate::app::icon::ICON_PNG));

/// A message of the menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Message {
    /// Continue the saved game.
    Continue,
    /// Start the puzzle "Next for you" offers.
    NextForYou,
    /// Play a game of this kind (the cube: its start screen).
    Play(Variant),
    /// The statistics.
    Statistics,
    /// Learn: the technique map.
    Learn,
    /// The settings.
    Settings,
    /// The rules and the controls.
    HowToPlay,
    /// Leave the game.
    Quit,
    /// The notice with this index was read.
    DismissNotice(usize),
}

/// What the menu asks of the application.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Nothing.
    None,
    /// Resume the saved game.
    Continue,
    /// Start the puzzle "Next for you" offers.
    NextForYou,
    /// Go to where a game of this mode is chosen (the difficulty screen, or the cube's).
    Play(Variant),
    /// Show the statistics.
    Statistics,
    /// Show the Learn screen.
    Learn,
    /// Show the settings.
    Settings,
    /// Show how to play.
    HowToPlay,
    /// Quit.
    Quit,
    /// Drop the notice with this index.
    DismissNotice(usize),
}

/// What the menu shows from the data folder.
#[derive(Clone, Debug, Default)]
pub struct Saves<'a> {
    /// The saved game's summary, when there is one to continue.
    pub resume: Option<String>,
    /// What the player is told about the data folder's files.
    pub notices: &'a [Notice],
    /// "Next for you", once a puzzle is chosen: the board's name and why it fits.
    pub next_for_you: Option<(String, String)>,
}

/// The menu. It keeps no state: what it shows from the saves comes with [`Menu::view`].
#[derive(Clone, Debug, Default)]
pub struct Menu;

impl Menu {
    /// Handles a message.
    pub fn update(&mut self, message: Message) -> Action {
        match message {
            Message::Continue => Action::Continue,
            Message::NextForYou => Action::NextForYou,
            Message::Play(variant) => Action::Play(variant),
            Message::Statistics => Action::Statistics,
            Message::Learn => Action::Learn,
            Message::Settings => Action::Settings,
            Message::HowToPlay => Action::HowToPlay,
            Message::Quit => Action::Quit,
            Message::DismissNotice(i) => Action::DismissNotice(i),
        }
    }

    /// The screen. The theme and the language are chosen in the settings only.
    pub fn view<'a>(&'a self, saves: Saves<'a>) -> Element<'a, Message> {
        page::centered(move |size| self.page(saves.clone(), size))
    }

    /// The menu in a window of `size` (placed by [`page::centered`]: scrolling when it does
    /// not fit, never squashed).
    fn page<'a>(&'a self, saves: Saves<'a>, size: iced::Size) -> Element<'a, Message> {
        let tall = size.height >= TALL;
        // Three entries a row where the window is wide enough: Giant's entry made eleven after
        // Play, and two a row took a sixth row, more than 800x600 holds without scrolling.
        // Two a row in a narrow window. Every entry of a row is as wide as before (144 px:
        // "Диагональная" fits on one line).
        let across = if size.width >= 600.0 { 3 } else { 2 };
        let key = (300.0 - 12.0) / 2.0;
        let wide = across as f32 * key + (across as f32 - 1.0) * 12.0;
        let entry = |label: String, id: &'static str, message: Message, primary: bool, width: f32| {
            // A narrow button keeps little side padding: "Диагональная" fits on one line.
            let side = if width < wide { 8 } else { 20 };
            let b = button(text(label).size(18).width(Length::Fill).align_x(Alignment::Center))
                .width(width)
                .padding([if tall { 13 } else { 9 }, side])
                .style(if primary { theme::primary } else { theme::action })
                .on_press(message);
            container(b).id(id)
        };
        // A short window (800x600) keeps every entry in view with lower buttons, closer together.
        let mut entries = Column::new().spacing(if tall { 12 } else { 8 });
        let resuming = saves.resume.is_some();
        let offered = saves.next_for_you.is_some();
        if let Some(summary) = saves.resume {
            let label = column![text(t!("menu-continue")).size(18), text(summary).size(13)]
                .width(Length::Fill)
                .align_x(Alignment::Center);
            let b = button(label)
                .width(wide)
                .padding([8, 20])
                .style(theme::primary)
                .on_press(Message::Continue);
            entries = entries.push(container(b).id("menu-continue"));
        }
        if let Some((board, why)) = saves.next_for_you {
            // The board's name and the reason on a second line, as Continue has its summary; a
            // short window keeps just the board, so that every entry stays in view.
            let mut label = column![text(t!("nextup-menu", board = board)).size(if tall { 18 } else { 16 })];
            if tall {
                label = label.push(text(why).size(13).align_x(Alignment::Center));
            }
            let b = button(label.width(Length::Fill).align_x(Alignment::Center))
                .width(wide)
                .padding([if tall { 8 } else { 7 }, 20])
                .style(theme::action)
                .on_press(Message::NextForYou);
            entries = entries.push(container(b).id("menu-next-for-you"));
        }
        // The first kind (the classic board's Play) has a row of its own; the other kinds and
        // the screens two to a row.
        let mut kinds = kinds();
        if let Some(first) = kinds.next() {
            entries = entries.push(entry(
                t!(first.label),
                first.label,
                Message::Play(first.variant),
                !resuming,
                wide,
            ));
        }
        let screens = [
            ("menu-learn", Message::Learn),
            ("menu-statistics", Message::Statistics),
            ("menu-settings", Message::Settings),
            ("menu-help", Message::HowToPlay),
            ("menu-quit", Message::Quit),
        ];
        let rest: Vec<(&'static str, Message)> = kinds
            .map(|kind| (kind.label, Message::Play(kind.variant)))
            .chain(screens)
            .collect();
        for pair in rest.chunks(across) {
            // An entry left alone at the end takes the row's width.
            let width = if pair.len() == 1 { wide } else { key };
            let pair = pair
                .iter()
                .map(|&(label, message)| entry(t!(label), label, message, false, width).into());
            entries = entries.push(Row::with_children(pair).spacing(12));
        }
        let logo = image(LOGO.clone()).width(112).height(112);
        // In a short window, or with notices above it, the card leaves the logo out to keep the
        // buttons in view.
        // "Next for you" takes the logo's room in a window of less than LOGO_ROOM.
        let logo = (tall && saves.notices.is_empty() && (!offered || size.height >= LOGO_ROOM)).then_some(logo);
        // A short window (800x600) fits the card whole, with Continue and "Next for you" above
        // the entries and a tagline of two lines (Russian): a smaller title, less room above the
        // buttons and a thinner card edge.
        let content = column![
            logo,
            text(t!("app-name")).size(if tall { 46 } else { 40 }),
            text(t!("menu-tagline")).size(16).style(theme::muted_text),
            iced::widget::space::vertical().height(if tall { 18 } else { 6 }),
            entries,
        ]
        .spacing(8)
        .align_x(Alignment::Center);
        // In a narrow window the card gives up its side margins before the buttons shrink.
        let side = if size.width < wide + 2.0 * 56.0 + 40.0 { 20 } else { 56 };
        let card = container(content)
            .padding([if tall { 36 } else { 16 }, side])
            .style(theme::card);
        // Notices first, then the card.
        let mut page = Column::new().spacing(12).align_x(Alignment::Center);
        for (i, told) in saves.notices.iter().enumerate() {
            page = page.push(notice(i, told.text()));
        }
        page.push(card).into()
    }
}

/// A notice about a file, with a button to dismiss it.
fn notice<'a>(index: usize, sentence: String) -> Element<'a, Message> {
    let dismiss = container(
        button(text(t!("notice-dismiss")).size(14))
            .padding([6, 12])
            .style(theme::action)
            .on_press(Message::DismissNotice(index)),
    )
    .id(format!("notice-dismiss-{index}"));
    let line = row![
        text(sentence).size(14).style(theme::danger_text).width(Length::Fill),
        dismiss
    ]
    .spacing(12)
    .align_y(Alignment::Center);
    container(line)
        .id(format!("notice-{index}"))
        .max_width(720)
        .padding([10, 14])
        .style(theme::status_bar)
        .into()
}

/// A kind's menu entry: its label (also its element id) and the kind it plays.
struct Kind {
    label: &'static str,
    variant: Variant,
}

/// The kinds' entries in menu order (the board table's `menu` column).
fn kinds() -> impl Iterator<Item = Kind> {
    let mut rows: Vec<_> = TABLE.iter().collect();
    rows.sort_by_key(|row| row.menu.place);
    rows.into_iter().map(|row| Kind {
        label: row.menu.label,
        variant: row.variant,
    })
}

/// The menu's keys, so the whole game works without a mouse: each kind's digit from the board
/// table (1 Play, 2 3D Cube, 6 Diagonal, 7 Jigsaw, 8 Killer, 9 Mini), 3 Statistics, 4 Settings,
/// 5 How to play (the first five kept as they were before the variants came), C Continue,
/// L Learn.
pub fn key(shortcut: Shortcut) -> Option<Message> {
    match shortcut {
        Shortcut::Digit(d) => match d.get() {
            3 => Some(Message::Statistics),
            4 => Some(Message::Settings),
            5 => Some(Message::HowToPlay),
            digit => TABLE
                .iter()
                .find(|row| row.menu.digit == Some(digit))
                .map(|row| Message::Play(row.variant)),
        },
        Shortcut::Check => Some(Message::Continue),
        Shortcut::Learn => Some(Message::Learn),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Digit;

    #[test]
    fn the_menu_answers_keys() {
        let digit = |n| Shortcut::Digit(Digit::new(n).unwrap());
        assert_eq!(key(digit(1)), Some(Message::Play(Variant::Classic)));
        assert_eq!(key(digit(2)), Some(Message::Play(Variant::Cube)));
        assert_eq!(key(digit(3)), Some(Message::Statistics));
        assert_eq!(key(digit(5)), Some(Message::HowToPlay));
        assert_eq!(key(digit(6)), Some(Message::Play(Variant::Diagonal)));
        assert_eq!(key(digit(7)), Some(Message::Play(Variant::Jigsaw)));
        assert_eq!(key(digit(8)), Some(Message::Play(Variant::Killer)));
        assert_eq!(
            Menu.update(Message::Play(Variant::Killer)),
            Action::Play(Variant::Killer)
        );
        assert_eq!(key(Shortcut::Check), Some(Message::Continue));
        assert_eq!(Menu.update(Message::Play(Variant::Cube)), Action::Play(Variant::Cube));
        assert_eq!(key(digit(9)), Some(Message::Play(Variant::Mini)));
        assert_eq!(key(Shortcut::Learn), Some(Message::Learn));
        assert_eq!(Menu.update(Message::Learn), Action::Learn);
    }
}
