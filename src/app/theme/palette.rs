//! The two themes' colours: iced's palettes, the board's and panels' colours, and the hint's,
//! with the tests that hold every pair of them to a readable contrast.

use std::sync::LazyLock;

use iced::theme::Palette;
use iced::{Color, Theme};

use crate::render::{DARK_INKS, DARK_TINTS, LIGHT_INKS, LIGHT_TINTS};

const fn rgb(c: [u8; 3]) -> Color {
    Color::from_rgb8(c[0], c[1], c[2])
}

const fn hex(rgb: u32) -> Color {
    Color::from_rgb8((rgb >> 16) as u8, (rgb >> 8) as u8, rgb as u8)
}

pub(super) static LIGHT: LazyLock<Theme> = LazyLock::new(|| {
    Theme::custom(
        "Sudoku Light",
        Palette {
            background: hex(0xf3f4f7),
            text: hex(0x1d2330),
            primary: hex(0x2f6fdf),
            success: hex(0x1f8a4c),
            warning: hex(0xc27a0e),
            danger: hex(0xd0342c),
        },
    )
});

pub(super) static DARK: LazyLock<Theme> = LazyLock::new(|| {
    Theme::custom(
        "Sudoku Dark",
        Palette {
            background: hex(0x15171c),
            text: hex(0xe6e9ef),
            primary: hex(0x5b9cff),
            success: hex(0x4cc27e),
            warning: hex(0xe3a93a),
            danger: hex(0xff6f66),
        },
    )
});

/// The colours of the board and the panels, for one theme.
#[derive(Clone, Copy, Debug)]
pub struct Colors {
    /// Cards and panels.
    pub surface: Color,
    /// Borders of cards and buttons.
    pub outline: Color,
    /// Secondary text.
    pub muted: Color,
    /// An empty or player-filled cell.
    pub cell: Color,
    /// A given cell.
    pub given: Color,
    /// The digit of a given.
    pub given_text: Color,
    /// A digit the player placed.
    pub entry_text: Color,
    /// Cells in the selected cell's row, column and box.
    pub peer: Color,
    /// Cells holding the selected digit.
    pub same: Color,
    /// The selected cell.
    pub selected: Color,
    /// The selected cell's frame, and accents.
    pub accent: Color,
    /// Text on the accent colour (the main buttons).
    pub on_accent: Color,
    /// The houses a hint says to look at.
    pub hint: Color,
    /// A wrong cell (found by Check, Show mistakes, or pointed at by a hint).
    pub wrong: Color,
    /// The digit of a wrong cell.
    pub wrong_text: Color,
    /// A cell whose digit repeats in one of its houses (a broken rule).
    pub conflict: Color,
    /// The digit of such a cell.
    pub conflict_text: Color,
    /// Pencil marks.
    pub note_text: Color,
    /// Lines between cells.
    pub thin_line: Color,
    /// Lines between boxes and around the board.
    pub thick_line: Color,
    /// Linked cells of the cube (shown on two faces): their entries and the edge labels.
    pub linked_text: Color,
    /// A linked cell's fill: its own hue (lavender), distinct from every highlight.
    pub linked: Color,
    /// A linked cell's frame.
    pub linked_frame: Color,
    /// The selected cell's twin on another face.
    pub twin: Color,
    /// Good news.
    pub success: Color,
    /// Bad news.
    pub danger: Color,
}

// Chosen so that every highlight is its own colour (at least 10 apart in CIELAB, checked in
// the tests below) and every text meets WCAG AA on every background it can sit on. The tints
// that carry a meaning are shared with the cube view ([`crate::render::CellTints`]), so each
// means the same in both views.
const LIGHT_COLORS: Colors = Colors {
    surface: hex(0xffffff),
    outline: hex(0xd5d9e1),
    muted: hex(0x5c6473),
    cell: hex(0xffffff),
    given: hex(0xdfe3ea),
    given_text: hex(0x1d2330),
    entry_text: hex(0x1a449e),
    peer: rgb(LIGHT_TINTS.peer),
    same: rgb(LIGHT_TINTS.same),
    selected: rgb(LIGHT_TINTS.selected),
    accent: hex(0x2f6fdf),
    on_accent: hex(0xffffff),
    hint: rgb(LIGHT_TINTS.hint_area),
    wrong: rgb(LIGHT_TINTS.wrong),
    wrong_text: rgb(LIGHT_INKS.mistake),
    conflict: rgb(LIGHT_TINTS.conflict),
    conflict_text: rgb(LIGHT_INKS.conflict),
    note_text: hex(0x434b59),
    thin_line: hex(0xc5cbd6),
    thick_line: hex(0x2b3242),
    linked_text: hex(0x5b36b8),
    linked: rgb(LIGHT_TINTS.linked),
    linked_frame: hex(0x9a80dc),
    twin: rgb(LIGHT_TINTS.twin),
    success: hex(0x1b7a43),
    danger: hex(0xc62828),
};

const DARK_COLORS: Colors = Colors {
    surface: hex(0x1f232b),
    outline: hex(0x353b47),
    muted: hex(0xaab2c0),
    cell: hex(0x22262e),
    given: hex(0x3a404c),
    given_text: hex(0xf4f6fa),
    entry_text: hex(0xa6caff),
    peer: rgb(DARK_TINTS.peer),
    same: rgb(DARK_TINTS.same),
    selected: rgb(DARK_TINTS.selected),
    accent: hex(0x5b9cff),
    on_accent: hex(0x0d1420),
    hint: rgb(DARK_TINTS.hint_area),
    wrong: rgb(DARK_TINTS.wrong),
    wrong_text: rgb(DARK_INKS.mistake),
    conflict: rgb(DARK_TINTS.conflict),
    conflict_text: rgb(DARK_INKS.conflict),
    note_text: hex(0xc3c9d4),
    thin_line: hex(0x3b4250),
    thick_line: hex(0x8f98a8),
    linked_text: hex(0xcfc2ff),
    linked: rgb(DARK_TINTS.linked),
    linked_frame: hex(0x8a70d0),
    twin: rgb(DARK_TINTS.twin),
    success: hex(0x5fd08f),
    danger: hex(0xff8f87),
};

/// The colours for `theme` (light or dark, from its palette).
pub fn colors(theme: &Theme) -> &'static Colors {
    if theme.extended_palette().is_dark {
        &DARK_COLORS
    } else {
        &LIGHT_COLORS
    }
}

/// The colours a hint draws on the board with, for one theme (the cube view's too:
/// [`crate::render::HintInks`]).
#[derive(Clone, Copy, Debug)]
pub struct HintColors {
    /// The pattern's candidates (a filled disc).
    pub pattern: Color,
    /// A digit drawn on a pattern disc.
    pub on_pattern: Color,
    /// Fins of a finned fish.
    pub fin: Color,
    /// Candidates the step removes (struck out).
    pub strike: Color,
    /// The digit the step places.
    pub place: Color,
    /// Links between candidates.
    pub link: Color,
    /// The rings around the digits that rule out a single's other digits or cells.
    pub rule_out: Color,
    /// The ring around a wrong entry (the wrong digit's colour).
    pub mistake: Color,
    /// The ring around the entry a wrong one repeats (the repeated digit's colour).
    pub conflict: Color,
}

const fn hint_inks(c: crate::render::HintInks) -> HintColors {
    HintColors {
        pattern: rgb(c.pattern),
        on_pattern: rgb(c.on_pattern),
        fin: rgb(c.fin),
        strike: rgb(c.strike),
        place: rgb(c.place),
        link: rgb(c.link),
        rule_out: rgb(c.rule_out),
        mistake: rgb(c.mistake),
        conflict: rgb(c.conflict),
    }
}

const LIGHT_HINT: HintColors = hint_inks(LIGHT_INKS);
const DARK_HINT: HintColors = hint_inks(DARK_INKS);

/// The hint colours for `theme`.
pub fn hint_colors(theme: &Theme) -> &'static HintColors {
    if theme.extended_palette().is_dark {
        &DARK_HINT
    } else {
        &LIGHT_HINT
    }
}

/// The player's own marks, for one theme: the colour marks painted on cells and the
/// candidate filter's fill. Their values live in [`crate::render::MARK_RGB`] and
/// [`crate::render::FILTER_RGB`], shared with the 3D view; kept apart from [`Colors`] and
/// [`HintColors`], whose meanings they must not take.
#[derive(Clone, Copy, Debug)]
pub struct MarkColors {
    /// Colour marks 1 to 6 (index 0 to 5).
    pub cells: [Color; 6],
    /// A cell the candidate filter lights up.
    pub filter: Color,
}

const LIGHT_MARKS: MarkColors = MarkColors {
    cells: [
        rgb(crate::render::MARK_RGB[0].0),
        rgb(crate::render::MARK_RGB[1].0),
        rgb(crate::render::MARK_RGB[2].0),
        rgb(crate::render::MARK_RGB[3].0),
        rgb(crate::render::MARK_RGB[4].0),
        rgb(crate::render::MARK_RGB[5].0),
    ],
    filter: rgb(crate::render::FILTER_RGB.0),
};

const DARK_MARKS: MarkColors = MarkColors {
    cells: [
        rgb(crate::render::MARK_RGB[0].1),
        rgb(crate::render::MARK_RGB[1].1),
        rgb(crate::render::MARK_RGB[2].1),
        rgb(crate::render::MARK_RGB[3].1),
        rgb(crate::render::MARK_RGB[4].1),
        rgb(crate::render::MARK_RGB[5].1),
    ],
    filter: rgb(crate::render::FILTER_RGB.1),
};

/// The marks' colours for `theme`.
pub fn mark_colors(theme: &Theme) -> &'static MarkColors {
    if theme.extended_palette().is_dark {
        &DARK_MARKS
    } else {
        &LIGHT_MARKS
    }
}

#[cfg(test)]
mod tests {
    use super::super::*;
    use super::*;

    #[test]
    fn choices_cycle_and_pick_the_right_palette() {
        let c = ThemeChoice::default();
        assert_eq!(c, ThemeChoice::System);
        assert_eq!(c.next().next().next(), c);
        assert!(!ThemeChoice::System.theme(Mode::Light).extended_palette().is_dark);
        assert!(ThemeChoice::System.theme(Mode::Dark).extended_palette().is_dark);
        assert!(ThemeChoice::Dark.theme(Mode::Light).extended_palette().is_dark);
        assert!(!ThemeChoice::Light.theme(Mode::Dark).extended_palette().is_dark);
    }

    /// WCAG 2 relative luminance.
    fn luminance(c: Color) -> f32 {
        let lin = |v: f32| {
            if v <= 0.040_45 {
                v / 12.92
            } else {
                ((v + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * lin(c.r) + 0.7152 * lin(c.g) + 0.0722 * lin(c.b)
    }

    /// WCAG 2 contrast ratio, 1 to 21.
    fn contrast(a: Color, b: Color) -> f32 {
        let (la, lb) = (luminance(a), luminance(b));
        (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
    }

    /// CIE L*a*b* (D65), for how far apart two colours look.
    fn lab(c: Color) -> [f32; 3] {
        let lin = |v: f32| {
            if v <= 0.040_45 {
                v / 12.92
            } else {
                ((v + 0.055) / 1.055).powf(2.4)
            }
        };
        let (r, g, b) = (lin(c.r), lin(c.g), lin(c.b));
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.950_47;
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.088_83;
        let f = |t: f32| {
            if t > 0.008_856 {
                t.cbrt()
            } else {
                7.787 * t + 16.0 / 116.0
            }
        };
        [116.0 * f(y) - 16.0, 500.0 * (f(x) - f(y)), 200.0 * (f(y) - f(z))]
    }

    fn delta_e(a: Color, b: Color) -> f32 {
        let (a, b) = (lab(a), lab(b));
        ((a[0] - b[0]).powi(2) + (a[1] - b[1]).powi(2) + (a[2] - b[2]).powi(2)).sqrt()
    }

    fn themes() -> [(&'static str, Theme); 2] {
        [("light", LIGHT.clone()), ("dark", DARK.clone())]
    }

    /// Every text is readable where it is drawn: 4.5:1 for ordinary text, 3:1 for large text
    /// (the clock, the victory title).
    #[test]
    fn every_text_has_enough_contrast() {
        for (name, theme) in themes() {
            let c = colors(&theme);
            let p = theme.palette();
            let backgrounds = [
                ("cell", c.cell),
                ("given", c.given),
                ("peer", c.peer),
                ("same", c.same),
                ("selected", c.selected),
                ("hint", c.hint),
                ("linked", c.linked),
            ];
            let mut pairs: Vec<(String, Color, Color, f32)> = Vec::new();
            for (bg, color) in backgrounds {
                for (fg, text) in [
                    ("given text", c.given_text),
                    ("entry text", c.entry_text),
                    ("note text", c.note_text),
                    ("linked text", c.linked_text),
                ] {
                    pairs.push((format!("{fg} on {bg}"), text, color, 4.5));
                }
            }
            for (label, text, bg) in [
                ("wrong text on wrong", c.wrong_text, c.wrong),
                ("conflict text on conflict", c.conflict_text, c.conflict),
                ("text on background", p.text, p.background),
                ("text on surface", p.text, c.surface),
                ("muted on surface", c.muted, c.surface),
                ("muted on background", c.muted, p.background),
                ("muted on the paused board", c.muted, p.background),
                ("danger on surface", c.danger, c.surface),
                ("success on surface", c.success, c.surface),
                ("accent on surface", c.accent, c.surface),
                ("button text on accent", c.on_accent, c.accent),
                (
                    "Notes: on (entry text on the accent tint)",
                    c.entry_text,
                    mix(c.surface, c.accent, 0.18),
                ),
            ] {
                pairs.push((label.to_string(), text, bg, 4.5));
            }
            for (label, text, bg, min) in pairs {
                let ratio = contrast(text, bg);
                assert!(ratio >= min, "{name}: {label} is {ratio:.2}:1, below {min}:1");
            }
        }
    }

    /// The 3D cube view draws its digits and notes in its own palette, on fills shaded per
    /// face: every one is readable (4.5:1) on every fill it can stand on, in both themes.
    #[test]
    fn the_cube_views_digits_have_enough_contrast() {
        let color = |c: [u8; 3]| Color::from_rgb8(c[0], c[1], c[2]);
        for dark in [false, true] {
            for (what, text, fill) in crate::render::text_on_fills(dark) {
                let ratio = contrast(color(text), color(fill));
                assert!(ratio >= 4.5, "dark {dark}: {what} is {ratio:.2}:1, below 4.5:1");
            }
        }
    }

    fn color8(c: [u8; 3]) -> Color {
        Color::from_rgb8(c[0], c[1], c[2])
    }

    /// CIE LCh(ab): lightness, chroma and hue angle in degrees.
    fn lch(c: Color) -> [f32; 3] {
        let [l, a, b] = lab(c);
        [l, a.hypot(b), b.atan2(a).to_degrees().rem_euclid(360.0)]
    }

    /// Every colour that carries a meaning, in both views, by the name of its meaning: the flat
    /// board's fills, the cube view's fills (unshaded) and the hint's inks. Two entries of one
    /// name are one meaning (the flat and the cube view's peers).
    fn meanings(theme: &Theme) -> Vec<(&'static str, Color)> {
        let c = colors(theme);
        let dark = theme.extended_palette().is_dark;
        let mut out = vec![
            ("cell", c.cell),
            ("given", c.given),
            ("peer", c.peer),
            ("same digit", c.same),
            ("selected", c.selected),
            ("twin", c.twin),
            ("linked", c.linked),
            ("hint area", c.hint),
            ("conflict", c.conflict),
            ("wrong", c.wrong),
        ];
        out.extend(crate::render::cube_fills(dark).into_iter().map(|(n, c)| (n, color8(c))));
        let inks = if dark {
            crate::render::DARK_INKS
        } else {
            crate::render::LIGHT_INKS
        };
        out.extend(inks.named().into_iter().map(|(n, c)| (n, color8(c))));
        // The player's colour marks join here, each under its own name, when they exist.
        out
    }

    /// Each meaning has its own colour: no two meanings, on either board or in the hint's
    /// drawing, are less than 10 apart (CIE76) in either theme.
    #[test]
    fn no_two_meanings_share_a_colour() {
        let mut close = Vec::new();
        for (name, theme) in themes() {
            let meanings = meanings(&theme);
            for (i, (a, ca)) in meanings.iter().enumerate() {
                for (b, cb) in &meanings[i + 1..] {
                    let d = delta_e(*ca, *cb);
                    if a != b && d < 10.0 {
                        close.push(format!("{name}: {a} and {b} are only {d:.1} apart"));
                    }
                }
            }
        }
        assert!(close.is_empty(), "{close:#?}");
    }

    /// A colour learned on one board means the same on the other: each of the cube view's
    /// fills is nearer the flat board's fill of its own meaning than any other flat fill.
    #[test]
    fn the_cube_view_speaks_the_flat_boards_colours() {
        for (name, theme) in themes() {
            let c = colors(&theme);
            let flat = [
                ("peer", c.peer),
                ("same digit", c.same),
                ("selected", c.selected),
                ("twin", c.twin),
                ("linked", c.linked),
                ("hint area", c.hint),
                ("conflict", c.conflict),
                ("wrong", c.wrong),
                ("given", c.given),
            ];
            for (meaning, colour) in crate::render::cube_fills(theme.extended_palette().is_dark) {
                let Some(&(_, own)) = flat.iter().find(|(n, _)| *n == meaning) else {
                    continue;
                };
                let colour = color8(colour);
                let mine = delta_e(colour, own);
                for (other, theirs) in flat.iter().filter(|(n, _)| *n != meaning) {
                    let d = delta_e(colour, *theirs);
                    assert!(
                        mine < d,
                        "{name}: the cube's {meaning} ({mine:.1} from the board's) is nearer the board's {other} ({d:.1})"
                    );
                }
            }
        }
    }

    /// Every highlight of the cube view stands out from the cell under it on every face,
    /// however the face is shaded and whether it is the face played: at least 15 apart (the
    /// peers' old tint, about 11 on the Top face's cream, was barely seen).
    #[test]
    fn the_cube_views_highlights_stand_out_on_every_face() {
        let mut faint = Vec::new();
        for dark in [false, true] {
            for (what, shown, base) in crate::render::highlights_on_faces(dark) {
                let d = delta_e(color8(shown), color8(base));
                if d < 15.0 {
                    faint.push(format!("dark {dark}: {what} is only {d:.1} from the cell under it"));
                }
            }
        }
        assert!(faint.is_empty(), "{faint:#?}");
    }

    /// No tint is a dark yellow: yellow hues (85 to 115 degrees in CIELAB) below a lightness
    /// of 60 read as olive or khaki, a muddy colour that says nothing. Both boards, both themes.
    #[test]
    fn no_tint_is_a_muddy_dark_yellow() {
        for (name, theme) in themes() {
            for (meaning, colour) in meanings(&theme) {
                let [l, chroma, hue] = lch(colour);
                let yellow = (85.0..=115.0).contains(&hue) && chroma >= 10.0;
                assert!(
                    !yellow || l >= 60.0,
                    "{name}: {meaning} is a dark yellow (L {l:.0}, C {chroma:.0}, h {hue:.0}): olive"
                );
            }
        }
    }

    /// The player's colour marks and the filter's fill are colours of their own: 12 apart
    /// from every highlight and from each other, and every digit and note reads on them.
    #[test]
    fn the_players_marks_have_their_own_readable_colours() {
        for (name, theme) in themes() {
            let c = colors(&theme);
            let m = mark_colors(&theme);
            let highlights = [
                ("cell", c.cell),
                ("given", c.given),
                ("peer", c.peer),
                ("same digit", c.same),
                ("selected", c.selected),
                ("linked", c.linked),
                ("twin", c.twin),
                ("hint pattern", c.hint),
                ("conflict", c.conflict),
                ("mistake", c.wrong),
            ];
            let mut marks: Vec<(String, Color)> = vec![("filter".into(), m.filter)];
            marks.extend(
                m.cells
                    .iter()
                    .enumerate()
                    .map(|(i, &k)| (format!("colour {}", i + 1), k)),
            );
            for (i, (a, ca)) in marks.iter().enumerate() {
                for (b, cb) in highlights
                    .iter()
                    .map(|(b, cb)| (b.to_string(), *cb))
                    .chain(marks[i + 1..].iter().cloned())
                {
                    let d = delta_e(*ca, cb);
                    assert!(d >= 12.0, "{name}: {a} and {b} are only {d:.1} apart");
                }
                for (fg, text) in [
                    ("given text", c.given_text),
                    ("entry text", c.entry_text),
                    ("note text", c.note_text),
                    ("linked text", c.linked_text),
                ] {
                    let ratio = contrast(text, *ca);
                    assert!(ratio >= 4.5, "{name}: {fg} on {a} is {ratio:.2}:1");
                }
            }
        }
    }
}
