//! The bar at the top of the game, and the game menu it opens.
//!
//! The bar holds what a player needs at any moment and nothing else: the one way back at the
//! left, the puzzle's name in the middle (when there is room for it), the clock, Pause and the
//! game menu's button at the right. The menu holds the rare and the destructive actions, each
//! with its keys, as a card under its button over the screen; a click outside it or Escape
//! closes it.

use iced::alignment::{Horizontal, Vertical};
use iced::widget::{button, column, container, mouse_area, opaque, row, rule, space, text, Column};
use iced::{Alignment, Element, Length, Padding, Shadow, Theme, Vector};

use super::layout::HEADER;
use super::{Game, Message};
use crate::app::theme;
use crate::app::widget::pad::label_width;
use crate::engine::{Candidates, Grid, Rating};
use crate::i18n;
use crate::play::{format_time, Origin};
use crate::t;

/// The game menu's button: a glyph every font of the window has (DejaVu Sans draws it).
const MENU_GLYPH: &str = "\u{22ef}";
/// The width of the game menu's card.
const MENU_WIDTH: f32 = 330.0;

/// One entry of the game menu.
struct Item {
    id: &'static str,
    label: String,
    keys: &'static str,
    message: Option<Message>,
    /// Throws the player's work away (undoable): drawn in the danger colour.
    destructive: bool,
    /// A switch: `Some(on)`, drawn with a check mark while on.
    switch: Option<bool>,
}

impl Game {
    /// An entered puzzle not graded yet: its line and what grading it needs (the puzzle and
    /// its marks). The application grades it off the UI thread, within the rating budget, and
    /// answers with [`Message::Rated`]: grading it as the game is made would keep the window
    /// waiting, for seconds on a hard killer.
    pub fn rating_wanted(&self) -> Option<(String, Grid, Option<Vec<Candidates>>)> {
        (self.origin == Origin::Entered && self.rating.is_none()).then(|| {
            let puzzle = self.state.puzzle().clone();
            (puzzle.to_line(), puzzle, self.state.marks().map(<[_]>::to_vec))
        })
    }

    /// The grade of the entered puzzle of `line` came: the subtitle shows it (a grade of another
    /// puzzle, come late, is dropped).
    pub(super) fn rated(&mut self, line: &str, rating: Rating) {
        if self.state.puzzle().to_line() == line {
            self.rating = Some(rating);
        }
    }

    /// A short name of the game for the window title.
    pub fn title(&self) -> String {
        let difficulty = i18n::difficulty_title(self.difficulty);
        let name = match &self.origin {
            Origin::Entered => t!("game-your-puzzle"),
            _ => t!(self.shape().variant().row().keys.game, difficulty = difficulty),
        };
        if self.paused {
            t!("game-paused-suffix", game = name)
        } else if self.state.is_finished() {
            t!("game-solved-suffix", game = name)
        } else {
            name
        }
    }

    /// The bar, `width` wide. Its sides are as wide as each other, so the title sits in the
    /// middle of the window; the title (and under it the subtitle, in a wide window) shows
    /// only when it fits between them: the window's title names the game anyway.
    pub(super) fn header(&self, width: f32) -> Element<'_, Message> {
        let narrow = width < 600.0;
        let pad_x: f32 = if narrow { 8.0 } else { 14.0 };
        let back_label = t!("back");
        let back = container(
            button(text(back_label.clone()).size(15))
                .padding([7, if narrow { 8 } else { 12 }])
                .style(theme::flat)
                .on_press(Message::Back),
        )
        .id("back");

        let clock_text = format_time(self.state.elapsed(self.now));
        let clock_width = label_width(&clock_text, 22.0);
        let clock = container(
            text(clock_text)
                .size(22)
                .font(theme::MONOSPACE)
                .style(theme::accent_text)
                .wrapping(text::Wrapping::None),
        )
        .id("clock");
        let pause_label = if self.paused { t!("resume") } else { t!("pause") };
        let pause_width = (label_width(&pause_label, 15.0) + 24.0).max(if narrow { 76.0 } else { 86.0 });
        let pause = container(
            button(
                text(pause_label)
                    .size(15)
                    .align_x(Horizontal::Center)
                    .width(Length::Fill)
                    .wrapping(text::Wrapping::None),
            )
            .width(pause_width)
            .padding([7, if narrow { 6 } else { 10 }])
            .style(theme::action)
            .on_press_maybe((!self.state.is_finished()).then_some(Message::TogglePause)),
        )
        .id("pause");
        let menu_style = if self.menu_open { theme::toggled } else { theme::flat };
        let menu_button = container(
            button(
                text(MENU_GLYPH)
                    .size(20)
                    .align_x(Horizontal::Center)
                    .align_y(Vertical::Center)
                    .width(Length::Fill)
                    .height(Length::Fill),
            )
            .width(44)
            .height(36)
            .padding(0)
            .style(menu_style)
            .on_press(Message::GameMenuToggled),
        )
        .id("game-menu");
        let spacing = if narrow { 6.0 } else { 10.0 };
        let right = row![clock, pause, menu_button]
            .spacing(spacing)
            .align_y(Alignment::Center);
        let right_width = clock_width + pause_width + 44.0 + 2.0 * spacing;
        let left_width = label_width(&back_label, 15.0) + if narrow { 16.0 } else { 24.0 };
        let side = right_width.max(left_width).ceil() + 8.0;

        let title = match self.origin {
            Origin::Entered => t!("game-your-puzzle"),
            Origin::Generated { .. } | Origin::Level { .. } => i18n::difficulty_title(self.difficulty),
        };
        let subtitle = match (self.origin.tag(), self.shape()) {
            (None, _) => match self.rating {
                Some(Rating::Beyond) => t!("game-entered-beyond"),
                Some(r) => t!("game-entered-graded", rating = i18n::rating_title(r).to_lowercase()),
                None => t!("game-entered"),
            },
            (Some(tag), shape) => t!(shape.variant().row().keys.subtitle, tag = tag),
        };
        let room = width - 2.0 * pad_x - 2.0 * side;
        // The title (the difficulty) and under it the subtitle (the board's kind and level):
        // full size in a wide window; smaller in a narrow one, so the mode and difficulty stay
        // on the bar; the title alone only when even that does not fit.
        let fits = |words: &str, size: f32| room >= label_width(words, size) + 16.0;
        let sizes = if width >= 820.0 && fits(&title, 19.0) && fits(&subtitle, 12.0) {
            Some((19.0, Some(12.0)))
        } else if fits(&title, 16.0) && fits(&subtitle, 11.0) {
            Some((16.0, Some(11.0)))
        } else if fits(&title, 19.0) {
            Some((19.0, None))
        } else {
            None
        };
        let bar: Element<'_, Message> = if let Some((title_size, subtitle_size)) = sizes {
            let mut middle = column![text(title).size(title_size).wrapping(text::Wrapping::None)];
            if let Some(size) = subtitle_size {
                middle = middle.push(
                    text(subtitle)
                        .size(size)
                        .style(theme::muted_text)
                        .wrapping(text::Wrapping::None),
                );
            }
            row![
                container(back).width(side),
                container(container(middle.align_x(Alignment::Center)).id("title"))
                    .width(Length::Fill)
                    .align_x(Horizontal::Center),
                container(right).width(side).align_x(Horizontal::Right),
            ]
            .align_y(Alignment::Center)
            .into()
        } else {
            row![back, space::horizontal(), right].align_y(Alignment::Center).into()
        };
        container(bar)
            .width(Length::Fill)
            .height(HEADER)
            .padding([0.0, pad_x])
            .align_y(Vertical::Center)
            .style(theme::header)
            .into()
    }

    /// The game menu's entries, in the order shown: checking and notes, the mistakes switch,
    /// printing, then the two that throw work away, then a new puzzle. Each is enabled when
    /// its message would do something now (as its key would).
    fn menu_items(&self) -> Vec<Vec<Item>> {
        let playing = self.playing();
        let open = !self.paused;
        let item = |id, label, keys, message: Message, enabled: bool| Item {
            id,
            label,
            keys,
            message: enabled.then_some(message),
            destructive: false,
            switch: None,
        };
        vec![
            vec![
                item("check", t!("action-check"), "C", Message::Check, open),
                item("fill-notes", t!("action-fill-notes"), "F", Message::FillNotes, playing),
                Item {
                    switch: Some(self.show_mistakes),
                    ..item(
                        "show-mistakes",
                        t!("show-mistakes"),
                        "M",
                        Message::MistakesToggled(!self.show_mistakes),
                        true,
                    )
                },
            ],
            vec![item(
                "export-pdf",
                t!("action-export"),
                "Ctrl+P",
                Message::ExportOpened,
                open,
            )],
            vec![
                Item {
                    destructive: true,
                    ..item("reset", t!("action-reset"), "Ctrl+R", Message::Reset, open)
                },
                Item {
                    destructive: true,
                    ..item("solve", t!("action-solve"), "Ctrl+Shift+S", Message::Solve, playing)
                },
            ],
            vec![item("new-puzzle", t!("new-puzzle"), "Ctrl+N", Message::NewPuzzle, true)],
        ]
    }

    /// The game menu over the whole screen: its card under the menu's button, and around it
    /// a clear layer that closes the menu when clicked (and keeps the click from the board).
    pub(super) fn game_menu(&self) -> Element<'_, Message> {
        let mut entries: Vec<Element<'_, Message>> = Vec::new();
        for (i, group) in self.menu_items().into_iter().enumerate() {
            if i > 0 {
                entries.push(container(rule::horizontal(1)).padding([4, 8]).into());
            }
            entries.extend(group.into_iter().map(menu_entry));
        }
        let card = container(Column::with_children(entries).spacing(2))
            .id("game-menu-card")
            .width(MENU_WIDTH)
            .padding(6)
            .style(popover);
        let right = if self.display.window.width < 600.0 { 8.0 } else { 14.0 };
        // The card sits in a clear frame as far as its shadow reaches (up to the window's
        // edge): iced's CPU renderer repaints a closed card's place by the card's own bounds,
        // not its shadow's, and left the shadow's rim over the pad after Solve. The frame's
        // bounds cover the shadow, so they are repainted with it (see `shadow_room`).
        let room = Padding {
            top: SHADOW_BLUR - SHADOW_DROP,
            right,
            bottom: SHADOW_BLUR + SHADOW_DROP,
            left: SHADOW_BLUR,
        };
        let card = container(opaque(card)).padding(room).style(shadow_room);
        let placed = container(card)
            .width(Length::Fill)
            .height(Length::Fill)
            .align_x(Horizontal::Right)
            .padding(Padding {
                top: HEADER - 4.0 - room.top,
                right: 0.0,
                bottom: 0.0,
                left: 8.0,
            });
        opaque(mouse_area(placed).on_press(Message::GameMenuClosed))
    }
}

/// A row of the game menu: a check mark for a switch that is on, the label, and the keys.
fn menu_entry<'a>(item: Item) -> Element<'a, Message> {
    let mark = match item.switch {
        Some(true) => "\u{2713}",
        _ => "",
    };
    let keys = text(item.keys)
        .size(13)
        .style(theme::muted_text)
        .wrapping(text::Wrapping::None);
    let content = row![
        text(mark).size(15).width(18),
        text(item.label).size(15).width(Length::Fill),
        keys,
    ]
    .spacing(8)
    .align_y(Alignment::Center);
    let style = if item.destructive {
        destructive_entry
    } else {
        theme::flat
    };
    let b = button(content)
        .width(Length::Fill)
        .padding([8, 10])
        .style(style)
        .on_press_maybe(item.message);
    container(b).id(item.id).into()
}

/// A menu entry that throws work away: flat, its label in the danger colour.
fn destructive_entry(theme: &Theme, status: button::Status) -> button::Style {
    let mut style = theme::flat(theme, status);
    if status != button::Status::Disabled {
        if let Some(danger) = theme::danger_text(theme).color {
            style.text_color = danger;
        }
    }
    style
}

/// How far the menu card's shadow blurs out, and how far down it is dropped.
const SHADOW_BLUR: f32 = 16.0;
const SHADOW_DROP: f32 = 4.0;

/// The menu's card: the raised card of the dialogs, with a shadow that lifts it off the board.
fn popover(theme: &Theme) -> container::Style {
    let mut style = theme::card(theme);
    style.border.radius = 10.0.into();
    style.shadow = Shadow {
        color: iced::Color {
            a: 0.25,
            ..iced::Color::BLACK
        },
        offset: Vector::new(0.0, SHADOW_DROP),
        blur_radius: SHADOW_BLUR,
    };
    style
}

/// The clear frame around the menu's card: a background that draws nothing but is a quad,
/// so the renderer counts the frame's whole rectangle (the card and its shadow) as changed
/// when the menu opens or closes.
fn shadow_room(_theme: &Theme) -> container::Style {
    container::Style {
        background: Some(iced::Color::TRANSPARENT.into()),
        ..container::Style::default()
    }
}
