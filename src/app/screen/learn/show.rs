//! Show me: a real position of the shipped pool where the technique is the simplest step,
//! walked through with the game's own hint ([`ActiveHint`]): stage 1 (where to look), stage 2
//! item by item (the steps and links, drawn as in a game, with the legend), stage 3 (the
//! step applied on the board). Next and Previous move one frame; each frame is rebuilt from the
//! position, so Previous takes an applied step back.

use std::time::Instant;

use iced::widget::{button, container, responsive, row, text, Column};
use iced::{Alignment, Element};

use super::{board_beside_panel, board_view, page, split, Message};
use crate::app::theme;
use crate::app::widget::hint_overlay::legend_row;
use crate::engine::learn::Position;
use crate::engine::{Candidates, Technique};
use crate::play::{ActiveHint, GameState, HintOverlay, StagedHint};
use crate::t;

/// Show me's state: the position, its hint, and the frame on show.
#[derive(Debug)]
pub struct Show {
    technique: Technique,
    position: Position,
    /// The position as a game (before the hint's step).
    base: GameState,
    hint: StagedHint,
    /// How many items stage 2 walks through (at least 1).
    walk: usize,
    /// The frame on show: 0 stage 1, 1..=walk stage 2's items, walk + 1 stage 3.
    frame: usize,
    /// The game and the hint at the frame on show.
    game: GameState,
    active: ActiveHint,
    overlay: HintOverlay,
    /// No notes remembered from earlier hints (the board asks for them).
    remembered: Vec<Candidates>,
}

impl Show {
    /// Show me on `position` with its `hint`, at stage 1; None when the position is not a game.
    pub fn new(technique: Technique, position: Position, hint: StagedHint) -> Option<Show> {
        let base = super::position_game(&position)?;
        let mut probe = (base.clone(), ActiveHint::new(hint.clone()));
        let _ = probe.1.advance(&mut probe.0, Instant::now());
        let walk = probe.1.walk_position().map_or(1, |(_, n)| n);
        let active = ActiveHint::new(hint.clone());
        let overlay = active.overlay();
        Some(Show {
            technique,
            remembered: vec![Candidates::NONE; position.board.len()],
            position,
            game: base.clone(),
            base,
            hint,
            walk,
            frame: 0,
            active,
            overlay,
        })
    }

    /// How many frames: stage 1, stage 2's items, and stage 3 when the hint has one.
    fn frames(&self) -> usize {
        match self.hint.stages() {
            3 => self.walk + 2,
            _ => 1,
        }
    }

    /// The frame on show and how many there are.
    pub fn frame(&self) -> (usize, usize) {
        (self.frame, self.frames())
    }

    /// Next (or, `back`, Previous).
    pub fn step(&mut self, back: bool) {
        let target = if back {
            self.frame.checked_sub(1)
        } else {
            Some(self.frame + 1).filter(|&f| f < self.frames())
        };
        if let Some(frame) = target {
            self.show_frame(frame);
        }
    }

    /// Rebuilds the game and the hint at `frame`, from the position.
    fn show_frame(&mut self, frame: usize) {
        let now = Instant::now();
        let mut game = self.base.clone();
        let mut active = ActiveHint::new(self.hint.clone());
        if frame >= 1 {
            let _ = active.advance(&mut game, now);
            for _ in 1..frame.min(self.walk) {
                active.walk_next();
            }
        }
        if frame > self.walk {
            let _ = active.advance(&mut game, now);
        }
        self.overlay = active.overlay();
        self.game = game;
        self.active = active;
        self.frame = frame;
    }

    /// The page.
    pub fn view(&self) -> Element<'_, Message> {
        responsive(move |size| {
            let title = t!(
                "learn-show-title",
                technique = crate::i18n::technique_title(self.technique)
            );
            let (wide, side, panel_width) = split(size);
            let board = board_view(
                &self.game,
                &self.position.puzzle,
                None,
                Some(&self.overlay),
                &self.remembered,
                side,
            );
            page(title, board_beside_panel(board, self.panel(panel_width), wide))
        })
        .into()
    }

    /// The hint's words at the frame on show, the legend, and Previous / Next.
    fn panel(&self, width: f32) -> Element<'_, Message> {
        let words = self.active.text();
        let mut parts: Vec<Element<'_, Message>> = Vec::new();
        if let Some(other) = self.hint.technique.filter(|&t| t != self.technique) {
            // The hint's way to a digit is named after another technique: said plainly.
            parts.push(
                container(
                    text(t!(
                        "learn-show-other",
                        technique = crate::i18n::technique_title(self.technique),
                        other = crate::i18n::technique_title(other)
                    ))
                    .size(13)
                    .style(theme::muted_text),
                )
                .id("learn-show-other")
                .into(),
            );
        }
        parts.extend([
            text(words.title).size(17).style(theme::accent_text).into(),
            text(t!(
                "hint-step-of",
                number = self.active.stage.number(),
                count = self.hint.stages(),
                text = self.active.stage.title()
            ))
            .size(12)
            .style(theme::muted_text)
            .into(),
            text(words.sentence).size(15).into(),
        ]);
        for line in &words.lines {
            parts.push(
                container(text(line.text.clone()).size(14))
                    .padding(iced::Padding {
                        left: 14.0 * f32::from(line.depth),
                        ..iced::Padding::ZERO
                    })
                    .into(),
            );
        }
        if let Some(legend) = legend_row(&self.overlay) {
            parts.push(legend);
        }
        parts.push(
            text(t!("learn-show-from", source = self.position.source.clone()))
                .size(12)
                .style(theme::muted_text)
                .into(),
        );
        let (at, count) = self.frame();
        let small = |label: String, message: Option<Message>, id: &'static str| {
            container(
                button(text(label).size(14))
                    .padding([6, 14])
                    .style(theme::action)
                    .on_press_maybe(message),
            )
            .id(id)
        };
        let buttons = row![
            small(
                t!("learn-show-previous"),
                (at > 0).then_some(Message::Step { back: true }),
                "learn-show-previous"
            ),
            small(
                t!("learn-show-next"),
                (at + 1 < count).then_some(Message::Step { back: false }),
                "learn-show-next"
            ),
            container(
                text(format!("{} / {}", at + 1, count))
                    .size(12)
                    .style(theme::muted_text)
            )
            .id("learn-show-position"),
        ]
        .spacing(8)
        .align_y(Alignment::Center);
        parts.push(buttons.into());
        container(Column::with_children(parts).spacing(6))
            .id("learn-show-panel")
            .width(width)
            .padding([10, 12])
            .style(theme::hint_panel)
            .into()
    }
}
