//! The game screen's hint: asking for one (computed off the UI thread), walking its stages,
//! and the panel that shows its words. The hint itself, its stages and what they draw come
//! from [`crate::play::hint`]; the board draws the overlay (`widget::hint_overlay`).

use std::time::Instant;

use iced::alignment::Horizontal;
use iced::widget::{button, container, scrollable, text, Column};
use iced::{Element, Length};

use super::{Action, Game, Message, Tone};
use crate::app::theme;
use crate::app::widget::hint_overlay::legend_row;
use crate::engine::logic::budget::Cancel;
use crate::play::{ActiveHint, Advanced, HintKind, Outcome, Refusal, Stage, StagedHint};

impl Game {
    /// Whether a hint (or the wait for one) is on show.
    pub fn hint_open(&self) -> bool {
        self.hint.is_some() || self.hint_wait.is_some()
    }

    /// The hint on show, if any.
    pub fn active_hint(&self) -> Option<&ActiveHint> {
        self.hint.as_ref()
    }

    /// What the hint on show draws on the board.
    pub fn hint_overlay(&self) -> Option<&crate::play::HintOverlay> {
        self.overlay.as_ref()
    }

    /// The hint being computed: its number and request (the application runs it as a
    /// `Task`; tests run it themselves and answer with [`Message::HintFound`]).
    pub fn pending_hint(&self) -> Option<(u64, crate::play::HintRequest)> {
        self.hint_wait.clone()
    }

    /// The flag that stops the search of the hint being computed (tests run the search
    /// themselves, as the application does, under it).
    pub fn hint_search_cancel(&self) -> Cancel {
        self.hint_cancel.clone()
    }

    /// Hint pressed: the next stage of the hint on show, or a new hint.
    pub(super) fn hint_pressed(&mut self, now: Instant) -> Action {
        if !self.playing() {
            return Action::None;
        }
        if let Some(active) = &mut self.hint {
            match active.advance(&mut self.state, now) {
                Ok(Advanced::Shown(_)) => {
                    self.show_overlay();
                    return Action::None;
                }
                Ok(Advanced::Applied(outcome)) => {
                    if let Some(t) = active.hint.technique {
                        self.learn_events.push(super::LearnEvent::ViaHint(t));
                    }
                    self.show_overlay();
                    if let Some((cell, _)) = self.hint.as_ref().and_then(|h| h.hint.placement) {
                        self.select_only(Some(cell));
                        self.reveal(cell);
                    }
                    if outcome == Outcome::Solved {
                        let text = self.hint.as_ref().map(|h| h.text().sentence).unwrap_or_default();
                        let action = self.finished();
                        self.say(crate::t!("hint-last-cell", text = text), Tone::Good);
                        return action;
                    }
                    return Action::None;
                }
                // Past the last stage, or the board changed: a new hint.
                Ok(Advanced::Done) | Err(Refusal::Stale) => {}
                Err(refusal) => {
                    self.say(refusal.to_string(), Tone::Info);
                    return Action::None;
                }
            }
        }
        self.request_hint()
    }

    /// Asks for a new hint for the board as it is, nearest the selected cell; while one is
    /// being computed for this very board, a press starts no second search.
    fn request_hint(&mut self) -> Action {
        if self
            .hint_wait
            .as_ref()
            .is_some_and(|(_, r)| &r.board == self.state.grid())
        {
            return Action::None;
        }
        self.clear_marks();
        self.hint_seq += 1;
        let request = self.state.hint_request(self.selected);
        self.hint_wait = Some((self.hint_seq, request.clone()));
        self.hint_cancel = Cancel::new();
        Action::ComputeHint(self.hint_seq, request, self.hint_cancel.clone())
    }

    /// The hint being computed is no longer wanted: its search stops (the window's Back,
    /// Menu and New puzzle call it as they leave the game).
    pub fn stop_hint_search(&mut self) {
        self.hint_wait = None;
        self.hint_cancel.cancel();
    }

    /// A hint arrived: shown at stage 1, unless it answers an older request or the board
    /// changed meanwhile.
    pub(super) fn hint_found(&mut self, number: u64, found: StagedHint) {
        let current = self.hint_wait.as_ref().is_some_and(|(n, _)| *n == number);
        if !current || &found.board != self.state.grid() {
            return;
        }
        self.hint_wait = None;
        if let Some(t) = found.technique {
            self.learn_events.push(super::LearnEvent::SeenInHint(t));
        }
        // On the cube, show a face where the hint happens.
        let focus = found.placement.map(|p| p.0).or(found.mistake.as_ref().map(|m| m.cell));
        self.hint = Some(ActiveHint::new(found));
        self.show_overlay();
        if let Some(cell) = focus {
            self.reveal(cell);
        }
        self.status = None;
    }

    /// Takes the overlay of the hint's stage, and the highlights the cells show for it.
    fn show_overlay(&mut self) {
        let overlay = self.hint.as_ref().map(|h| h.overlay());
        self.hint_cells = overlay.as_ref().map(|o| o.area.clone()).unwrap_or_default();
        self.hint_target = overlay.as_ref().and_then(|o| o.mistake);
        self.overlay = overlay;
    }

    /// Esc or Close: the hint goes away (an applied step stays applied).
    pub(super) fn close_hint(&mut self) {
        self.hint = None;
        self.stop_hint_search();
        self.overlay = None;
        self.hint_cells.clear();
        self.hint_target = None;
    }

    /// "Back to the last correct position".
    pub(super) fn back_to_correct(&mut self, now: Instant) {
        let undone = self.state.back_to_last_correct(now);
        self.clear_marks();
        self.say(crate::t!("hint-undone", count = undone), Tone::Info);
    }

    /// Next (or, `back`, Previous): the next item of stage 2's walk through its steps and
    /// links; the board then draws only the items so far.
    pub(super) fn walk_hint(&mut self, back: bool) {
        let Some(active) = &mut self.hint else {
            return;
        };
        let moved = if back {
            active.walk_previous()
        } else {
            active.walk_next()
        };
        if moved {
            self.show_overlay();
        }
    }

    /// The hint's words: title, stage, sentence, its lines (indented by depth; at stage 2 up to
    /// the step or link on show, that one highlighted), a legend of the marks drawn, and its
    /// buttons, in a box of `width` by at most `height` that scrolls if the words need more.
    pub(super) fn hint_panel(&self, width: f32, height: f32) -> Element<'_, Message> {
        let mut parts: Vec<Element<'_, Message>> = Vec::new();
        let mut buttons: Vec<Element<'_, Message>> = Vec::new();
        let mut walking = false;
        let small = |label: String, message: Option<Message>, id: &'static str| -> Element<'_, Message> {
            container(
                button(text(label).size(14).align_x(Horizontal::Center))
                    .padding([6, 12])
                    .style(theme::action)
                    .on_press_maybe(message),
            )
            .id(id)
            .into()
        };
        match &self.hint {
            None => {
                parts.push(text(crate::t!("hint-looking")).size(15).into());
            }
            Some(active) => {
                let words = active.text();
                let stages = active.hint.stages();
                parts.push(text(words.title).size(17).style(theme::accent_text).into());
                if stages > 1 {
                    parts.push(
                        text(crate::t!(
                            "hint-step-of",
                            number = active.stage.number(),
                            count = stages,
                            text = active.stage.title()
                        ))
                        .size(12)
                        .style(theme::muted_text)
                        .into(),
                    );
                }
                let sentence = text(words.sentence).size(15);
                parts.push(if active.hint.kind == HintKind::Mistake {
                    sentence.style(theme::danger_text).into()
                } else {
                    sentence.into()
                });
                let walk = active.walk();
                let position = active.walk_position_in(&walk);
                let lines: Vec<(String, usize)> = if walk.is_empty() {
                    words
                        .lines
                        .iter()
                        .map(|l| (l.text.clone(), usize::from(l.depth)))
                        .collect()
                } else {
                    walk.items.iter().map(|i| (i.text.clone(), i.depth)).collect()
                };
                // The item on show stands out from the ones before it (a walk of one item is
                // just the lines).
                let current = position.filter(|p| p.1 > 1).map(|p| p.0);
                for (i, (line, depth)) in lines.iter().enumerate().take(words.lines.len()) {
                    let line = text(line.clone()).size(14);
                    let line = if Some(i) == current {
                        line.style(theme::accent_text)
                    } else {
                        line
                    };
                    parts.push(
                        container(line)
                            .padding(iced::Padding {
                                left: 14.0 * *depth as f32,
                                ..iced::Padding::ZERO
                            })
                            .into(),
                    );
                }
                // Last in the words, so a walk kept at its bottom shows it with the line on show.
                // The overlay the board draws, kept by `show_overlay` as the hint moves.
                if let Some(legend) = self.overlay.as_ref().and_then(legend_row) {
                    parts.push(legend);
                }
                if let Some((at, count)) = position.filter(|p| p.1 > 1) {
                    walking = at > 0;
                    buttons.push(small(
                        crate::t!("hint-walk-previous"),
                        (at > 0).then_some(Message::HintWalk { back: true }),
                        "hint-walk-previous",
                    ));
                    buttons.push(small(
                        crate::t!("hint-walk-next"),
                        (at + 1 < count).then_some(Message::HintWalk { back: false }),
                        "hint-walk-next",
                    ));
                    buttons.push(
                        container(
                            text(crate::t!("hint-walk-position", number = at + 1, count = count))
                                .size(12)
                                .style(theme::muted_text),
                        )
                        .id("hint-walk-position")
                        .padding([8, 0])
                        .into(),
                    );
                }
                match active.stage.next().filter(|_| active.stage < active.hint.last_stage()) {
                    Some(Stage::Why) => buttons.push(small(crate::t!("hint-why"), Some(Message::Hint), "hint-next")),
                    Some(Stage::Apply) => {
                        buttons.push(small(crate::t!("hint-apply"), Some(Message::Hint), "hint-next"))
                    }
                    _ => {}
                }
                buttons.extend(self.write_notes_button(active));
                if active.hint.kind == HintKind::Mistake {
                    buttons.push(small(
                        crate::t!("hint-back-to-correct"),
                        Some(Message::BackToCorrect),
                        "hint-back",
                    ));
                }
            }
        }
        buttons.push(small(crate::t!("close"), Some(Message::CloseHint), "hint-close"));
        let words = Column::with_children(parts).spacing(6).width(Length::Fill);
        let words = scrollable(container(words).padding(iced::Padding {
            right: 12.0,
            ..iced::Padding::ZERO
        }))
        .height(Length::Fill);
        // Walking on, the line on show is the last one: keep the bottom in view.
        let words = if walking { words.anchor_bottom() } else { words };
        let content = Column::new()
            .push(words)
            .push(iced::widget::Row::with_children(buttons).spacing(8).wrap())
            .spacing(8);
        container(content)
            .id("hint-panel")
            .width(width)
            .height(height)
            .padding([10, 12])
            .style(theme::hint_panel)
            .into()
    }
}

// # remember: what hints showed stays known ("Write these into my notes").
impl Game {
    /// The "Write these into my notes" button: at stage 2 of a step, while writing the hint
    /// into the notes would change them.
    fn write_notes_button(&self, active: &ActiveHint) -> Option<Element<'_, Message>> {
        let offered = active.stage == Stage::Why && self.state.can_write_hint_notes(&active.hint);
        offered.then(|| {
            container(
                button(text(crate::t!("hint-write-notes")).size(14).align_x(Horizontal::Center))
                    .padding([6, 12])
                    .style(theme::action)
                    .on_press(Message::WriteHintNotes),
            )
            .id("hint-write-notes")
            .into()
        })
    }

    /// "Write these into my notes": one move, undone like any other; the hint stays on show,
    /// no longer calling anything in a cell that now has notes unwritten (the notes speak
    /// for it: what they lack, the hint removed).
    pub(super) fn write_hint_notes(&mut self, now: Instant) -> Action {
        let Some(active) = self.hint.as_mut() else {
            return Action::None;
        };
        match self.state.write_hint_notes(&active.hint, now) {
            Ok(_) => {
                if let Some(t) = active.hint.technique {
                    self.learn_events.push(super::LearnEvent::ViaHint(t));
                }
                let notes = self.state.all_notes();
                active
                    .hint
                    .unwritten
                    .retain(|&(c, _)| notes.get(c).is_none_or(|n| n.is_empty()));
                self.show_overlay();
                self.say(crate::t!("hint-notes-written"), Tone::Info);
            }
            Err(refusal) => self.say(refusal.to_string(), Tone::Info),
        }
        Action::None
    }
}
