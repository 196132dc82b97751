//! How to play explains every colour of the board and of the hints, each with a swatch drawn in
//! the colour the board uses in the theme on show.

use iced::{Color, Rectangle, Theme};
use iced_test::selector::id;
use sudoku3d::app::screen::help::{BOARD_COLOURS, HINT_COLOURS};
use sudoku3d::app::theme::{colors, hint_colors, ThemeChoice};
use sudoku3d::app::{App, Launch};
use sudoku3d::play::LegendKind;

use crate::common;
use crate::common::widgets::click;

/// Tall enough for the whole help page to be laid out without scrolling.
const SIZE: (f32, f32) = (1024.0, 5000.0);

/// The picture of `app` in `theme`, and the bounds of the widgets with these ids.
fn picture(app: &App, theme: &Theme, ids: &[String]) -> (image::RgbaImage, f32, Vec<Rectangle>) {
    let mut ui = common::widgets::simulator_sized(SIZE, app.view());
    let bounds = ids
        .iter()
        .map(|target| {
            ui.find(id(target.clone()))
                .unwrap_or_else(|e| panic!("find {target}: {e}"))
                .bounds()
        })
        .collect();
    let snapshot = ui.snapshot(theme).expect("a snapshot");
    let folder = std::path::Path::new("help-colours").join(format!("{}", theme.extended_palette().is_dark));
    let img = common::widgets::snapshot_pixels(&snapshot, &folder);
    let scale = img.width() as f32 / SIZE.0;
    (img, scale, bounds)
}

/// The one colour a hint's mark is drawn in (none for the pale candidate, drawn translucent).
fn mark_colour(kind: LegendKind, theme: &Theme) -> Option<Color> {
    let h = hint_colors(theme);
    Some(match kind {
        LegendKind::Area => colors(theme).hint,
        LegendKind::Pattern => h.pattern,
        LegendKind::Fin => h.fin,
        LegendKind::Removed => h.strike,
        LegendKind::Placed => h.place,
        LegendKind::StrongLink | LegendKind::WeakLink => h.link,
        LegendKind::RuleOut => h.rule_out,
        LegendKind::Mistake => h.mistake,
        LegendKind::Conflict => h.conflict,
        LegendKind::Unwritten => return None,
    })
}

/// How to play has a Colours section with a swatch for every colour of the board and of the
/// hints; each board swatch is mostly the board's own fill and each hint swatch shows the
/// hint's own ink, in the light theme and in the dark one.
#[test]
fn how_to_play_shows_every_colour_with_a_swatch_in_the_themes_colour() {
    let (mut app, _) = App::new(Launch::default(), Default::default());
    click(&mut app, "menu-help");
    assert_eq!(app.screen_name(), "help");
    assert!(common::widgets::shows(&app, "Colours"));
    let names = BOARD_COLOURS
        .iter()
        .map(|(name, _, _)| *name)
        .chain(HINT_COLOURS.iter().map(|(name, _, _)| *name));
    let ids: Vec<String> = std::iter::once("help-colours".to_string())
        .chain(names.map(|name| format!("help-swatch-{name}")))
        .collect();
    for choice in [ThemeChoice::Light, ThemeChoice::Dark] {
        let theme = choice.theme(iced::theme::Mode::Light);
        let (img, scale, bounds) = picture(&app, &theme, &ids);
        let section = bounds[0];
        let swatches = &bounds[1..];
        for (i, (name, swatch, _)) in BOARD_COLOURS.iter().enumerate() {
            let area = swatches[i];
            assert!(section.contains(area.center()), "{name} is outside the section");
            let fill = (swatch.fill)(colors(&theme), &theme);
            let share = common::widgets::share_like(&img, scale, area, fill);
            assert!(
                share >= 0.4,
                "{choice:?}: the {name} swatch is only {share:.2} its fill {fill:?}"
            );
        }
        for (i, (name, kind, _)) in HINT_COLOURS.iter().enumerate() {
            let area = swatches[BOARD_COLOURS.len() + i];
            assert!(section.contains(area.center()), "{name} is outside the section");
            if let Some(ink) = mark_colour(*kind, &theme) {
                let share = common::widgets::share_like(&img, scale, area, ink);
                assert!(
                    share >= 0.03,
                    "{choice:?}: the {name} swatch is only {share:.3} its ink {ink:?}"
                );
            }
        }
    }
}
