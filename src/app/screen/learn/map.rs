//! The technique map: every technique of the grader's table, grouped as the bands grow, each
//! with its name, what it is, its band and rating, the boards it is asked on when not all,
//! the player's standing, and Show me and Practise (both disabled, with the reason, when the
//! shipped pool has no position of it).

use std::sync::LazyLock;

use iced::widget::{button, column, container, row, scrollable, text, Column, Row};
use iced::{Alignment, Element, Length};

use super::Message;
use crate::app::theme;
use crate::engine::learn::Pool;
use crate::engine::logic::{rating_text, Level as Band};
use crate::engine::{Technique, Variant};
use crate::play::standings::Level;
use crate::play::Standings;
use crate::t;

/// The groups of the map, in the order the bands grow.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Group {
    /// Naked and hidden singles.
    Singles,
    /// Locked candidates, naked and hidden subsets.
    Subsets,
    /// Fish (plain, finned, sashimi), wings and the single-digit patterns.
    FishAndWings,
    /// Unique rectangles and BUG+1.
    Uniqueness,
    /// Colouring, remote pairs, X- and XY-chains, AICs.
    Chains,
    /// Sue de Coq and the almost locked sets.
    Als,
    /// Forcing chains.
    Forcing,
    /// The killer cage techniques.
    Killer,
}

impl Group {
    /// Every group in the map's order.
    pub const ALL: [Group; 8] = [
        Group::Singles,
        Group::Subsets,
        Group::FishAndWings,
        Group::Uniqueness,
        Group::Chains,
        Group::Als,
        Group::Forcing,
        Group::Killer,
    ];

    /// The group a technique is shown in.
    pub fn of(technique: Technique) -> Group {
        use Technique as T;
        match technique {
            T::NakedSingle | T::HiddenSingle => Group::Singles,
            T::LockedCandidates
            | T::NakedPair
            | T::HiddenPair
            | T::NakedTriple
            | T::HiddenTriple
            | T::NakedQuad
            | T::HiddenQuad => Group::Subsets,
            T::XWing
            | T::Swordfish
            | T::Jellyfish
            | T::FinnedXWing
            | T::SashimiXWing
            | T::FinnedSwordfish
            | T::SashimiSwordfish
            | T::FinnedJellyfish
            | T::SashimiJellyfish
            | T::XYWing
            | T::XYZWing
            | T::WWing
            | T::Skyscraper
            | T::TwoStringKite
            | T::EmptyRectangle
            | T::TurbotFish => Group::FishAndWings,
            T::UniqueRectangle1 | T::UniqueRectangle2 | T::UniqueRectangle3 | T::UniqueRectangle4 | T::BugPlusOne => {
                Group::Uniqueness
            }
            T::SimpleColouring | T::RemotePairs | T::XChain | T::XYChain | T::Aic | T::GroupedAic => Group::Chains,
            T::SueDeCoq | T::AlsXz | T::AlsXyWing => Group::Als,
            T::ContradictionForcingChain | T::CellForcingChain | T::UnitForcingChain | T::NestedForcingChain => {
                Group::Forcing
            }
            T::CageCombination | T::RuleOf45 | T::RuleOf45Combination | T::CageLockedCandidates | T::CageSplit => {
                Group::Killer
            }
        }
    }

    /// The group's heading.
    pub fn title(self) -> String {
        t!(match self {
            Group::Singles => "learn-group-singles",
            Group::Subsets => "learn-group-subsets",
            Group::FishAndWings => "learn-group-fish-wings",
            Group::Uniqueness => "learn-group-uniqueness",
            Group::Chains => "learn-group-chains",
            Group::Als => "learn-group-als",
            Group::Forcing => "learn-group-forcing",
            Group::Killer => "learn-group-killer",
        })
    }

    /// The group's techniques, in table order.
    pub fn techniques(self) -> Vec<Technique> {
        Technique::all().filter(|&t| Group::of(t) == self).collect()
    }
}

/// The id of the map's scrollable (the application scrolls it back to where the player was).
pub const MAP_ID: &str = "learn-map";

/// How many positions the shipped pool holds per technique (read once; the entries are
/// checked again only when a run starts).
static POOL_COUNTS: LazyLock<Vec<(Technique, usize)>> = LazyLock::new(|| Pool::shipped().counts());

/// How many shipped practice positions `technique` has.
pub fn pool_count(technique: Technique) -> usize {
    POOL_COUNTS.iter().find(|(t, _)| *t == technique).map_or(0, |&(_, n)| n)
}

/// What a technique is, in one short paragraph.
pub fn about(technique: Technique) -> String {
    crate::i18n::tr(&format!("learn-about-{}", technique.name().replace('_', "-")))
}

/// The band's name.
fn band_title(band: Band) -> String {
    t!(match band {
        Band::Easy => "difficulty-easy",
        Band::Medium => "difficulty-medium",
        Band::Hard => "difficulty-hard",
        Band::Expert => "difficulty-expert",
    })
}

/// The boards the technique is asked on, when not every board: killer only, or not on killer.
fn boards_note(technique: Technique) -> Option<String> {
    let variants = technique.row().variants;
    if variants == [Variant::Killer] {
        Some(t!("learn-only-killer"))
    } else if !variants.contains(&Variant::Killer) {
        Some(t!("learn-not-killer"))
    } else {
        None
    }
}

/// Where the player stands with the technique, in words.
pub fn standing_text(standings: &Standings, technique: Technique) -> String {
    let standing = standings.get(technique);
    match standing.level() {
        Level::NotMet => t!("learn-standing-not-met"),
        Level::Seen => t!("learn-standing-seen"),
        Level::Practised => t!(
            "learn-standing-practised",
            right = standing.practice_right,
            total = standing.practised()
        ),
        Level::Found(n) => t!("learn-standing-found", count = n),
        Level::Mastered => t!("learn-standing-mastered"),
    }
}

/// The map.
pub fn view(standings: &Standings) -> Element<'_, Message> {
    let back = container(
        button(text(t!("learn-back")).size(14))
            .padding([6, 12])
            .style(theme::action)
            .on_press(Message::Back),
    )
    .id("learn-back");
    let top = column![
        row![back, text(t!("learn-title")).size(24)]
            .spacing(14)
            .align_y(Alignment::Center),
        text(t!("learn-intro")).size(14).style(theme::muted_text),
    ]
    .spacing(8);
    let mut list = Column::new().spacing(10);
    for group in Group::ALL {
        list = list.push(
            container(text(group.title()).size(19).style(theme::accent_text)).padding(iced::Padding {
                top: 10.0,
                ..iced::Padding::ZERO
            }),
        );
        for technique in group.techniques() {
            list = list.push(card(standings, technique));
        }
    }
    let list = scrollable(container(list).padding(iced::Padding {
        right: 14.0,
        ..iced::Padding::ZERO
    }))
    .id(MAP_ID)
    .on_scroll(|viewport| Message::MapScrolled(viewport.absolute_offset().y))
    .height(Length::Fill);
    let page = column![top, list].spacing(12).max_width(760);
    container(page)
        .padding([16, 16])
        .center_x(Length::Fill)
        .height(Length::Fill)
        .into()
}

/// One technique's card.
fn card(standings: &Standings, technique: Technique) -> Element<'_, Message> {
    let name = technique.name();
    // The ratings its steps take, as a hint shows them (a hidden single in a box is 1.2).
    let rating = match technique.rating_range() {
        (low, Some(high)) if low == high => rating_text(low),
        (low, Some(high)) => format!("{}–{}", rating_text(low), rating_text(high)),
        (low, None) => format!("{}+", rating_text(low)),
    };
    let mut facts = t!("learn-band", band = band_title(technique.level()), rating = rating);
    if let Some(note) = boards_note(technique) {
        facts = format!("{facts} · {note}");
    }
    let level = standings.get(technique).level();
    let standing = text(standing_text(standings, technique)).size(13);
    let standing = match level {
        Level::Mastered => standing.style(theme::success_text),
        Level::NotMet => standing.style(theme::muted_text),
        _ => standing.style(theme::accent_text),
    };
    let available = pool_count(technique) > 0;
    let action = |label: String, id: String, message: Message| {
        container(
            button(text(label).size(14))
                .padding([6, 14])
                .style(theme::action)
                .on_press_maybe(available.then_some(message)),
        )
        .id(id)
    };
    let mut buttons = Row::new()
        .spacing(8)
        .align_y(Alignment::Center)
        .push(action(
            t!("learn-show-me"),
            format!("learn-show-{name}"),
            Message::ShowMe(technique),
        ))
        .push(action(
            t!("learn-practise"),
            format!("learn-practise-{name}"),
            Message::Practise(technique),
        ));
    if !available {
        buttons = buttons.push(
            container(text(t!("learn-no-positions")).size(13).style(theme::muted_text)).id(format!("learn-why-{name}")),
        );
    }
    let body = column![
        text(crate::i18n::technique_title(technique)).size(17),
        text(facts).size(12).style(theme::muted_text),
        text(about(technique)).size(14),
        container(standing).id(format!("learn-standing-{name}")),
        buttons.wrap(),
    ]
    .spacing(5);
    container(body)
        .id(format!("learn-{name}"))
        .width(Length::Fill)
        .padding([10, 14])
        .style(theme::card)
        .into()
}
