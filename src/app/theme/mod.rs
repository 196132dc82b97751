//! Colours and style functions: one light and one dark theme, and the board's palette for
//! each. Every style function reads the theme it is given, so the whole window follows the
//! theme (and the system's choice) without the screens knowing about colours. The colours
//! themselves are in `palette`.

use iced::theme::Mode;
use iced::widget::{button, container, text_editor, toggler};
use iced::{Background, Border, Color, Shadow, Theme};

mod palette;

pub use palette::{colors, hint_colors, mark_colors, Colors, HintColors, MarkColors};
use palette::{DARK, LIGHT};

/// Which theme the player chose: the settings' own type, so what is saved is what is shown.
pub use crate::store::ThemeChoice;

impl ThemeChoice {
    /// The next choice in the cycle System, Light, Dark.
    pub fn next(self) -> ThemeChoice {
        match self {
            ThemeChoice::System => ThemeChoice::Light,
            ThemeChoice::Light => ThemeChoice::Dark,
            ThemeChoice::Dark => ThemeChoice::System,
        }
    }

    /// The choice in one word: `System`, `Light` or `Dark`.
    pub fn name(self) -> &'static str {
        match self {
            ThemeChoice::System => "System",
            ThemeChoice::Light => "Light",
            ThemeChoice::Dark => "Dark",
        }
    }

    /// The choice as the player reads it, in the window's language.
    pub fn title(self) -> String {
        crate::t!(match self {
            ThemeChoice::System => "theme-system",
            ThemeChoice::Light => "theme-light",
            ThemeChoice::Dark => "theme-dark",
        })
    }

    /// The label of the theme button ("Theme: System").
    pub fn label(self) -> String {
        crate::t!("theme-button", theme = self.title())
    }

    /// The theme to draw with, given the system's current mode.
    pub fn theme(self, system: Mode) -> Theme {
        let dark = match self {
            ThemeChoice::System => system == Mode::Dark,
            ThemeChoice::Light => false,
            ThemeChoice::Dark => true,
        };
        if dark {
            DARK.clone()
        } else {
            LIGHT.clone()
        }
    }
}

/// The window's monospace face (the clock, keys, puzzle text): the embedded
/// [`super::MONO_FONT`], never the system's monospace font.
pub const MONOSPACE: iced::Font = iced::Font::with_name("DejaVu Sans Mono");

fn mix(a: Color, b: Color, t: f32) -> Color {
    Color {
        r: a.r + (b.r - a.r) * t,
        g: a.g + (b.g - a.g) * t,
        b: a.b + (b.b - a.b) * t,
        a: a.a + (b.a - a.a) * t,
    }
}

/// A shade of `color` for hovering: a touch towards the text colour.
fn hovered(theme: &Theme, color: Color) -> Color {
    mix(color, theme.palette().text, 0.06)
}

/// How a board cell looks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CellLook {
    /// The cell is a given.
    pub given: bool,
    /// The cell is linked to another face (cube).
    pub linked: bool,
    /// Its background highlight.
    pub highlight: Highlight,
    /// The cell's digit is wrong (Check, or mistake highlighting).
    pub wrong: bool,
    /// The cell's digit repeats in one of its houses.
    pub conflict: bool,
}

/// Why a cell is highlighted, strongest last.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub enum Highlight {
    /// Not highlighted.
    #[default]
    None,
    /// In the selected cell's row, column or box.
    Peer,
    /// Holds the same digit as the selected cell.
    Same,
    /// In the houses the hint on show says to look at.
    Hint,
    /// The wrong entry the hint on show points at: drawn as any wrong digit.
    HintTarget,
    /// The selected cell.
    Selected,
}

/// The style of a board cell.
pub fn cell(look: CellLook) -> impl Fn(&Theme, button::Status) -> button::Style {
    move |theme, status| {
        let c = colors(theme);
        let mut background = match look.highlight {
            Highlight::Selected => c.selected,
            Highlight::HintTarget => c.wrong,
            Highlight::Hint => c.hint,
            Highlight::Same => c.same,
            Highlight::Peer => c.peer,
            Highlight::None if look.given => c.given,
            Highlight::None if look.linked => c.linked,
            Highlight::None => c.cell,
        };
        if look.wrong && look.highlight != Highlight::Selected {
            background = c.wrong;
        } else if look.conflict && look.highlight != Highlight::Selected {
            background = c.conflict;
        }
        if matches!(status, button::Status::Hovered | button::Status::Pressed) && look.highlight != Highlight::Selected
        {
            background = hovered(theme, background);
        }
        let text_color = if look.wrong {
            c.wrong_text
        } else if look.conflict {
            c.conflict_text
        } else if look.given {
            c.given_text
        } else if look.highlight == Highlight::HintTarget {
            c.wrong_text
        } else if look.linked {
            c.linked_text
        } else {
            c.entry_text
        };
        let border = if look.highlight == Highlight::Selected {
            Border {
                color: c.accent,
                width: 2.0,
                radius: 0.0.into(),
            }
        } else if look.linked {
            Border {
                color: c.linked_frame,
                width: 1.0,
                radius: 0.0.into(),
            }
        } else {
            Border::default()
        };
        button::Style {
            background: Some(Background::Color(background)),
            text_color,
            border,
            shadow: Shadow::default(),
            snap: true,
        }
    }
}

/// The board's frame: the thick lines show through the gaps between boxes.
///
/// No shadows anywhere: iced 0.14's software renderer redraws only damaged areas and does
/// not count a shadow in them, so shadows darken with every redraw (iced-rs/iced#2712).
pub fn board_frame(theme: &Theme) -> container::Style {
    let c = colors(theme);
    container::Style {
        background: Some(c.thick_line.into()),
        border: Border {
            color: c.thick_line,
            width: 0.0,
            radius: 3.0.into(),
        },
        shadow: Shadow::default(),
        ..container::Style::default()
    }
}

/// A box of the board: the thin lines show through the gaps between cells.
pub fn box_frame(theme: &Theme) -> container::Style {
    container::Style {
        background: Some(colors(theme).thin_line.into()),
        ..container::Style::default()
    }
}

/// The note digits' colour.
pub fn note_text(theme: &Theme) -> iced::widget::text::Style {
    iced::widget::text::Style {
        color: Some(colors(theme).note_text),
    }
}

/// Secondary text.
pub fn muted_text(theme: &Theme) -> iced::widget::text::Style {
    iced::widget::text::Style {
        color: Some(colors(theme).muted),
    }
}

/// Good news text.
pub fn success_text(theme: &Theme) -> iced::widget::text::Style {
    iced::widget::text::Style {
        color: Some(colors(theme).success),
    }
}

/// Bad news text.
pub fn danger_text(theme: &Theme) -> iced::widget::text::Style {
    iced::widget::text::Style {
        color: Some(colors(theme).danger),
    }
}

/// The labels on the cube's linked edges, in the linked cells' colour.
pub fn linked_label(theme: &Theme) -> iced::widget::text::Style {
    iced::widget::text::Style {
        color: Some(colors(theme).linked_text),
    }
}

/// Accent text (titles, the clock).
pub fn accent_text(theme: &Theme) -> iced::widget::text::Style {
    iced::widget::text::Style {
        color: Some(colors(theme).accent),
    }
}

/// A raised card: panels, dialogs.
pub fn card(theme: &Theme) -> container::Style {
    let c = colors(theme);
    container::Style {
        background: Some(c.surface.into()),
        border: Border {
            color: c.outline,
            width: 1.0,
            radius: 14.0.into(),
        },
        shadow: Shadow::default(),
        ..container::Style::default()
    }
}

/// The bar at the top of the game.
pub fn header(theme: &Theme) -> container::Style {
    let c = colors(theme);
    container::Style {
        background: Some(c.surface.into()),
        border: Border {
            color: c.outline,
            width: 1.0,
            radius: 0.0.into(),
        },
        ..container::Style::default()
    }
}

/// A veil over the board (victory): the window's background, half seen through. The paused
/// board is covered by the same colour, opaque: the veil means "the board is covered", and no
/// cell colour is used for it.
pub fn scrim(theme: &Theme) -> container::Style {
    let base = theme.palette().background;
    container::Style {
        background: Some(Color { a: 0.55, ..base }.into()),
        ..container::Style::default()
    }
}

/// The covered board while paused (see [`scrim`]).
pub fn paused_board(theme: &Theme) -> container::Style {
    let c = colors(theme);
    container::Style {
        background: Some(theme.palette().background.into()),
        border: Border {
            color: c.thick_line,
            width: 2.0,
            radius: 3.0.into(),
        },
        ..container::Style::default()
    }
}

/// The status line under the board.
pub fn status_bar(theme: &Theme) -> container::Style {
    let c = colors(theme);
    container::Style {
        background: Some(c.surface.into()),
        border: Border {
            color: c.outline,
            width: 1.0,
            radius: 10.0.into(),
        },
        ..container::Style::default()
    }
}

/// An ordinary button: surface, thin outline.
pub fn action(theme: &Theme, status: button::Status) -> button::Style {
    let c = colors(theme);
    let text = theme.palette().text;
    let base = button::Style {
        background: Some(c.surface.into()),
        text_color: text,
        border: Border {
            color: c.outline,
            width: 1.0,
            radius: 9.0.into(),
        },
        shadow: Shadow::default(),
        snap: true,
    };
    match status {
        button::Status::Active => base,
        button::Status::Hovered => button::Style {
            background: Some(hovered(theme, c.surface).into()),
            ..base
        },
        button::Status::Pressed => button::Style {
            background: Some(mix(c.surface, c.accent, 0.15).into()),
            ..base
        },
        button::Status::Disabled => button::Style {
            text_color: Color { a: 0.35, ..text },
            background: Some(Color { a: 0.6, ..c.surface }.into()),
            ..base
        },
    }
}

/// The main button of a screen.
pub fn primary(theme: &Theme, status: button::Status) -> button::Style {
    let c = colors(theme);
    let base = button::Style {
        background: Some(c.accent.into()),
        text_color: c.on_accent,
        border: Border {
            color: c.accent,
            width: 1.0,
            radius: 9.0.into(),
        },
        shadow: Shadow::default(),
        snap: true,
    };
    match status {
        button::Status::Active => base,
        button::Status::Hovered | button::Status::Pressed => {
            let darker = mix(c.accent, Color::BLACK, 0.12);
            button::Style {
                background: Some(darker.into()),
                border: Border {
                    color: darker,
                    ..base.border
                },
                ..base
            }
        }
        button::Status::Disabled => button::Style {
            background: Some(Color { a: 0.4, ..c.accent }.into()),
            ..base
        },
    }
}

/// A button that throws something away (Reset, Solve): the danger colour, so it does not
/// pass for an everyday one.
pub fn destructive(theme: &Theme, status: button::Status) -> button::Style {
    let c = colors(theme);
    let mut style = action(theme, status);
    if status != button::Status::Disabled {
        style.text_color = c.danger;
        style.border.color = mix(c.outline, c.danger, 0.6);
    }
    style
}

/// A button that is switched on (Notes on).
pub fn toggled(theme: &Theme, status: button::Status) -> button::Style {
    let c = colors(theme);
    let base = action(theme, status);
    button::Style {
        background: Some(mix(c.surface, c.accent, 0.18).into()),
        // The entry colour rather than the accent: the accent on its own tint is too faint.
        text_color: c.entry_text,
        border: Border {
            color: c.accent,
            width: 1.5,
            radius: 9.0.into(),
        },
        ..base
    }
}

/// A quiet button without a frame (header links).
pub fn flat(theme: &Theme, status: button::Status) -> button::Style {
    let c = colors(theme);
    let base = button::Style {
        background: None,
        text_color: theme.palette().text,
        border: Border {
            radius: 8.0.into(),
            ..Border::default()
        },
        shadow: Shadow::default(),
        snap: true,
    };
    match status {
        button::Status::Hovered | button::Status::Pressed => button::Style {
            background: Some(mix(c.surface, c.accent, 0.12).into()),
            ..base
        },
        button::Status::Disabled => button::Style {
            text_color: c.muted,
            ..base
        },
        button::Status::Active => base,
    }
}

/// A digit of the pad.
pub fn pad_digit(selected: bool) -> impl Fn(&Theme, button::Status) -> button::Style {
    move |theme, status| {
        let c = colors(theme);
        let mut style = action(theme, status);
        style.border.radius = 12.0.into();
        if selected && status != button::Status::Disabled {
            style.background = Some(mix(c.surface, c.accent, 0.16).into());
            style.border = Border {
                color: c.accent,
                width: 1.5,
                radius: 12.0.into(),
            };
        }
        style
    }
}

/// The text field for an entered puzzle.
pub fn input(theme: &Theme, status: text_editor::Status) -> text_editor::Style {
    let c = colors(theme);
    let mut style = text_editor::default(theme, status);
    style.background = c.surface.into();
    style.border = Border {
        color: if matches!(status, text_editor::Status::Focused { .. }) {
            c.accent
        } else {
            c.outline
        },
        width: 1.5,
        radius: 9.0.into(),
    };
    style
}

/// Togglers follow the accent colour.
pub fn switch(theme: &Theme, status: toggler::Status) -> toggler::Style {
    toggler::default(theme, status)
}

/// The hint panel: a card in the surface colour with an accent frame.
pub fn hint_panel(theme: &Theme) -> container::Style {
    let c = colors(theme);
    container::Style {
        background: Some(Background::Color(c.surface)),
        border: Border {
            color: c.accent,
            width: 1.5,
            radius: 8.0.into(),
        },
        text_color: Some(theme.palette().text),
        ..container::Style::default()
    }
}
