//! The statistics' Techniques tab (issue 40, Learn): a row per technique the player has met
//! (found in a game, seen or applied by a hint, or practised), in the order of the Learn
//! map, named as the map names them: found yourself, via a hint, practice (right of tries),
//! mastered, and the day first found. Techniques never met are left out: a table of 40
//! empty rows says nothing, and the Learn map lists them all.

use iced::widget::{column, container, text, Column};
use iced::{Alignment, Element};

use super::{sideways, table, Message};
use crate::app::theme;
use crate::engine::Technique;
use crate::play::standings::Level;
use crate::play::{Standing, Standings};
use crate::t;

/// The columns where the card has room: the technique, then found yourself, via a hint,
/// practice, mastered (its day) and first found (its day).
const WIDE: [f32; 6] = [160.0, 80.0, 96.0, 92.0, 86.0, 86.0];
/// The columns in a narrow window: the technique (with the days under its name), found
/// yourself, via a hint, practice.
const NARROW: [f32; 4] = [150.0, 76.0, 96.0, 88.0];

/// The width the wide table needs.
pub(super) fn wide_width() -> f32 {
    WIDE.iter().sum()
}

/// The techniques met, in the table's (the Learn map's) order.
fn met(standings: &Standings) -> Vec<(Technique, Standing)> {
    Technique::all()
        .map(|t| (t, standings.get(t)))
        .filter(|(_, s)| s.level() != Level::NotMet)
        .collect()
}

/// The tab's page, `width` wide.
pub(super) fn view(standings: &Standings, width: f32) -> Element<'_, Message> {
    let rows = met(standings);
    if rows.is_empty() {
        return container(text(t!("stats-techniques-empty")).size(15).style(theme::muted_text))
            .id("stats-techniques-empty")
            .into();
    }
    let wide = width >= wide_width();
    let (ids, widths): (&[&str], &[f32]) = if wide {
        (
            &[
                "stats-technique",
                "stats-found",
                "stats-via-hint",
                "stats-practice",
                "stats-mastered",
                "stats-first-found",
            ],
            &WIDE,
        )
    } else {
        (
            &["stats-technique", "stats-found", "stats-via-hint", "stats-practice"],
            &NARROW,
        )
    };
    let heads = ids
        .iter()
        .zip(widths)
        .enumerate()
        .map(|(n, (&id, &w))| {
            let align = if n == 0 { Alignment::Start } else { Alignment::Center };
            (t!(id), w, align)
        })
        .collect();
    let lines = rows.iter().map(|(t, s)| line(*t, s, wide)).collect();
    let needs: f32 = widths.iter().sum();
    column![
        text(t!("stats-techniques-count", count = rows.len()))
            .size(14)
            .style(theme::muted_text),
        sideways(table("stats-techniques", heads, lines), needs, width),
        text(t!("stats-techniques-note", run = crate::play::MASTERY_RUN))
            .size(14)
            .style(theme::muted_text),
    ]
    .spacing(8)
    .into()
}

/// A dash for a count or a day there is none of.
const DASH: &str = "\u{2013}";

/// One technique's row: its name (with the days under it in a narrow window), the counts,
/// and in a wide window the days in columns of their own.
fn line<'a>(technique: Technique, s: &Standing, wide: bool) -> Vec<Element<'a, Message>> {
    let name = crate::i18n::technique_title(technique);
    let count = |n: u32| -> Element<'a, Message> {
        let label = if n == 0 { DASH.to_string() } else { n.to_string() };
        text(label).size(15).into()
    };
    let practice: Element<'a, Message> = match s.practised() {
        0 => text(DASH).size(15).into(),
        tries => text(format!("{}/{tries}", s.practice_right)).size(15).into(),
    };
    let day = |d: &Option<String>| d.clone().unwrap_or_else(|| DASH.to_string());
    let id = format!("stats-technique-{}", technique.name());
    let mut cells: Vec<Element<'a, Message>> = if wide {
        vec![container(text(name).size(15)).id(id).into()]
    } else {
        // The days under the name: when first found, and mastered (in the success colour).
        let mut under = Column::new().push(text(name).size(15));
        if let Some(first) = &s.first_found {
            under = under.push(
                text(t!("stats-first-found-on", date = first.clone()))
                    .size(12)
                    .style(theme::muted_text),
            );
        }
        if let Some(mastered) = &s.mastered {
            under = under.push(
                text(t!("stats-mastered-on", date = mastered.clone()))
                    .size(12)
                    .style(theme::success_text),
            );
        }
        vec![container(under).id(id).into()]
    };
    cells.extend([count(s.found), count(s.via_hint), practice]);
    if wide {
        let mastered = text(day(&s.mastered)).size(14);
        let mastered = if s.mastered.is_some() {
            mastered.style(theme::success_text)
        } else {
            mastered
        };
        cells.extend([mastered.into(), text(day(&s.first_found)).size(14).into()]);
    }
    cells
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_techniques_met_are_listed_in_the_maps_order() {
        let mut standings = Standings::default();
        let found = Standing {
            found: 2,
            first_found: Some("2026-11-20".into()),
            ..Standing::default()
        };
        standings.0.insert(Technique::XWing, found);
        let seen = Standing {
            seen_in_hint: 1,
            ..Standing::default()
        };
        standings.0.insert(Technique::HiddenSingle, seen);
        let listed: Vec<Technique> = met(&standings).into_iter().map(|(t, _)| t).collect();
        assert_eq!(listed, vec![Technique::HiddenSingle, Technique::XWing]);
    }

    #[test]
    fn the_wide_table_fits_the_cards_width() {
        assert!(wide_width() <= super::super::CONTENT_WIDTH);
    }
}
