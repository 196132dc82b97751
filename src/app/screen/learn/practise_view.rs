//! Practise's page: the board beside the panel (the task, the answer, the hint's stage 1, the
//! pad and the actions), the note while a new position is being made, and the run's score.
//! The run itself (its positions, the checker's answers, making more) is in `practise.rs`;
//! this file only reads it.

use iced::widget::{button, column, container, responsive, text, Column, Row};
use iced::Element;

use super::practise::{Making, Practice, Said};
use super::{board_beside_panel, board_view, page, split, Message};
use crate::app::theme;
use crate::app::widget::pad::Pad;
use crate::engine::learn::{practised_beside_easier, Verdict};
use crate::engine::Digit;
use crate::t;

impl Practice {
    /// The page.
    pub fn view(&self) -> Element<'_, Message> {
        responsive(move |size| {
            let title = t!(
                "learn-practise-title",
                technique = crate::i18n::technique_title(self.technique)
            );
            let (wide, side, panel_width) = split(size);
            let body: Element<'_, Message> = if self.waiting {
                container(
                    text(t!(
                        "learn-making",
                        technique = crate::i18n::technique_title(self.technique)
                    ))
                    .size(16)
                    .style(theme::muted_text),
                )
                .id("learn-making")
                .padding([20, 24])
                .style(theme::card)
                .into()
            } else if self.over {
                self.score()
            } else {
                let board = board_view(
                    &self.game,
                    &self.position().puzzle,
                    self.selected,
                    self.overlay.as_ref(),
                    &self.remembered,
                    side,
                );
                board_beside_panel(board, self.panel(panel_width, wide), wide)
            };
            page(title, body)
        })
        .into()
    }

    /// The task, the answer, the hint's stage 1, the pad and the actions.
    fn panel(&self, width: f32, wide: bool) -> Element<'_, Message> {
        let technique = crate::i18n::technique_title(self.technique);
        let mut parts: Vec<Element<'_, Message>> = vec![text(t!(
            "learn-practise-count",
            number = self.at + 1,
            count = self.positions.len()
        ))
        .size(12)
        .style(theme::muted_text)
        .into()];
        if self.at >= self.dealt {
            parts.push(
                container(text(t!("learn-made-position")).size(12).style(theme::muted_text))
                    .id("learn-made-position")
                    .into(),
            );
        }
        // The task until an answer is said; then the answer in its place (short windows).
        if self.said.is_none() {
            parts.push(
                text(t!("learn-practise-task", technique = technique.clone()))
                    .size(14)
                    .into(),
            );
            if practised_beside_easier(self.technique) {
                parts.push(
                    container(
                        text(t!("learn-beside-easier", technique = technique.clone()))
                            .size(12)
                            .style(theme::muted_text),
                    )
                    .id("learn-beside-easier")
                    .into(),
                );
            }
        }
        if let Some(said) = self.said {
            let line = match said {
                Said::Verdict(Verdict::Right) => {
                    text(t!("learn-verdict-right", technique = technique.clone())).style(theme::success_text)
                }
                Said::Verdict(Verdict::PartlyRight) => text(t!("learn-verdict-partly")).style(theme::accent_text),
                Said::Verdict(Verdict::NotThisOne) => {
                    text(t!("learn-verdict-wrong", technique = technique.clone())).style(theme::danger_text)
                }
                Said::NothingRemoved => text(t!("learn-nothing-removed")).style(theme::muted_text),
            };
            parts.push(container(line.size(15)).id("learn-answer").into());
        }
        if self.mastered {
            parts.push(
                container(
                    text(t!("learn-mastered-now", technique = technique.clone()))
                        .size(15)
                        .style(theme::success_text),
                )
                .id("learn-mastered")
                .into(),
            );
        }
        let pad = Pad {
            remaining: std::array::from_fn(|i| Digit::new(i as u8 + 1).map_or(0, |d| self.game.remaining(d))),
            digits: self.game.grid().geometry().size() as u8,
            notes: self.notes_mode,
            enabled: true,
            current: self.selected.and_then(|c| self.game.grid().get(c)),
        };
        if wide {
            parts.push(pad.block(width - 24.0, true, Message::Digit));
            parts.push(pad.clear(width - 24.0, Message::Clear));
        } else {
            parts.push(pad.strip(width - 24.0, 52.0, Message::Digit, Message::Clear));
        }
        let action = |label: String, id: &'static str, message: Option<Message>, on: bool| {
            container(
                button(text(label).size(14))
                    .padding([7, 14])
                    .style(if on { theme::toggled } else { theme::action })
                    .on_press_maybe(message),
            )
            .id(id)
            .into()
        };
        let answered = self.first.is_some();
        let actions: Vec<Element<'_, Message>> = vec![
            action(
                t!("learn-notes"),
                "learn-notes",
                Some(Message::ToggleNotes),
                self.notes_mode,
            ),
            action(t!("learn-check"), "learn-check", Some(Message::Check), false),
            action(
                t!("learn-where"),
                "learn-where",
                self.hint.is_none().then_some(Message::Where),
                false,
            ),
            action(t!("learn-next-position"), "learn-next", Some(Message::Next), answered),
        ];
        parts.push(Row::with_children(actions).spacing(8).wrap().into());
        // Where to look goes under the actions, so Check and Next stay in an 800x600 window
        // however long the explanation (it is the part a short window lets run off).
        if let Some(active) = &self.hint {
            let words = active.text();
            parts.push(
                container(
                    column![
                        text(words.title).size(15).style(theme::accent_text),
                        text(words.sentence).size(14)
                    ]
                    .spacing(4),
                )
                .id("learn-where-text")
                .into(),
            );
        }
        container(Column::with_children(parts).spacing(8))
            .id("learn-practise-panel")
            .width(width)
            .padding([10, 12])
            .style(theme::hint_panel)
            .into()
    }

    /// The run's score, whether the pool is exhausted, Practise again and Back to the map.
    fn score(&self) -> Element<'_, Message> {
        let technique = crate::i18n::technique_title(self.technique);
        let [right, partly, wrong] = self.tally;
        // Out of the positions answered: a skipped one has no answer to be right or wrong.
        let answered = right + partly + wrong;
        let score = if answered == 0 {
            t!("learn-score-none")
        } else {
            t!(
                "learn-score-answered",
                right = right,
                partly = partly,
                wrong = wrong,
                answered = answered
            )
        };
        let skipped = self.skipped();
        // The translation joins the two sentences (Chinese without a space).
        let score = if skipped > 0 {
            t!("learn-score-skipped", score = score, skipped = skipped)
        } else {
            score
        };
        let mut lines = Column::new()
            .spacing(10)
            .push(container(text(score).size(17)).id("learn-score"));
        if self.mastered {
            lines = lines.push(
                text(t!("learn-mastered-now", technique = technique.clone()))
                    .size(15)
                    .style(theme::success_text),
            );
        }
        let exhausted = if self.making == Making::Failed {
            t!("learn-none-made", technique = technique)
        } else {
            t!("learn-exhausted", technique = technique)
        };
        lines = lines.push(container(text(exhausted).size(14).style(theme::muted_text)).id("learn-exhausted"));
        let more = (self.making != Making::Failed).then(|| {
            container(
                button(text(t!("learn-more")).size(15))
                    .padding([8, 16])
                    .style(theme::primary)
                    .on_press(Message::More),
            )
            .id("learn-more")
        });
        let again = container(
            button(text(t!("learn-again")).size(15))
                .padding([8, 16])
                .style(theme::action)
                .on_press(Message::Again),
        )
        .id("learn-again");
        let back = container(
            button(text(t!("learn-back-to-map")).size(15))
                .padding([8, 16])
                .style(theme::action)
                .on_press(Message::Back),
        )
        .id("learn-score-back");
        let mut actions = Row::new().spacing(10);
        if let Some(more) = more {
            actions = actions.push(more);
        }
        lines = lines.push(actions.push(again).push(back).wrap());
        container(lines)
            .max_width(520)
            .padding([20, 24])
            .style(theme::card)
            .into()
    }
}
