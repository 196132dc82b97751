//! The digit pad: 1 to 9 (1 to 6 on Mini, 1 to G on Giant), each with how many are still to
//! place, and Clear.

use iced::widget::{button, column, container, text, Column, Row};
use iced::{Alignment, Element, Length};

use crate::app::theme;
use crate::engine::Digit;

/// The size of Clear's label.
const CLEAR_TEXT: f32 = 15.0;

/// What the pad shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pad {
    /// For each digit 1..16 (index 0..15), how many are still to place (the board's digits
    /// only are read).
    pub remaining: [usize; Digit::MAX as usize],
    /// How many digits the board has: 9, 6 on Mini, 16 on Giant (the pad shows only those).
    pub digits: u8,
    /// Whether the pad writes notes.
    pub notes: bool,
    /// Whether the pad can be used at all (not while paused or finished).
    pub enabled: bool,
    /// The digit of the selected cell, shown as chosen.
    pub current: Option<Digit>,
}

/// About how wide `label` is drawn at `size` in the window's fonts: a generous guess (a CJK
/// character is a square, any other about 0.62 of the size, more than DejaVu Sans's average),
/// for deciding what fits where before anything is drawn.
pub fn label_width(label: &str, size: f32) -> f32 {
    label
        .chars()
        .map(|c| if (c as u32) >= 0x2E80 { size } else { 0.62 * size })
        .sum()
}

/// The widget id of digit `d`'s button: `digit-5`. Clear is `clear`.
pub fn digit_id(d: Digit) -> String {
    format!("digit-{d}")
}

impl Pad {
    fn digit_button<'a, M: Clone + 'a>(
        &self,
        d: Digit,
        width: f32,
        height: f32,
        finished_caption: bool,
        on_digit: &impl Fn(Digit) -> M,
    ) -> Element<'a, M> {
        let left = self.remaining[d.index()];
        // usize::MAX: the count is hidden (paused).
        let caption = match left {
            // Keys too low or too narrow for "9 left" under the digit (Giant's sixteen keys in
            // two rows): the count wrapped into the key's edge.
            _ if height < 36.0 || width < 44.0 => String::new(),
            usize::MAX => String::new(),
            0 if !finished_caption => String::new(),
            n => crate::t!("pad-left", count = n),
        };
        let big = (height * 0.44).clamp(16.0, 34.0);
        let small = (height * 0.17).clamp(9.0, 13.0);
        let label = text(d.to_string()).size(big);
        let label = if self.notes {
            label.style(theme::note_text)
        } else {
            label
        };
        let content = column![label, text(caption).size(small).style(theme::muted_text)]
            .align_x(Alignment::Center)
            .spacing(0)
            .width(Length::Fill);
        let usable = self.enabled && left > 0;
        let b = button(container(content).center(Length::Fill))
            .width(width)
            .height(height)
            .padding(2)
            .style(theme::pad_digit(self.current == Some(d)))
            .on_press_maybe(usable.then(|| on_digit(d)));
        container(b).id(digit_id(d)).into()
    }

    fn clear_button<'a, M: Clone + 'a>(&self, width: f32, height: f32, on_clear: M) -> Element<'a, M> {
        let words = crate::t!("pad-clear");
        // A key too narrow for its label at the usual size gets a smaller one: Russian
        // "Стереть" ran from edge to edge of the two-row pad's key beside an open hint.
        let room = width - 8.0;
        let wide = label_width(&words, CLEAR_TEXT);
        let size = if wide > room {
            (CLEAR_TEXT * room / wide).max(11.0)
        } else {
            CLEAR_TEXT
        };
        let label = text(words).size(size).wrapping(iced::widget::text::Wrapping::None);
        let b = button(container(label).center(Length::Fill))
            .width(width)
            .height(height)
            .padding(0)
            .style(theme::action)
            .on_press_maybe(self.enabled.then_some(on_clear));
        container(b).id("clear").into()
    }

    /// The pad as a 3x3 block of digits (4x4 on Giant), `width` wide; `low` makes the keys as
    /// low as they go (short windows).
    pub fn block<'a, M: Clone + 'a>(&self, width: f32, low: bool, on_digit: impl Fn(Digit) -> M) -> Element<'a, M> {
        let gap = 8.0;
        // Three keys a row: three rows of nine, two of Mini's six; four rows of four of
        // Giant's sixteen, in the height of three (the panel's height is counted so).
        let across: u8 = if self.digits > 9 { 4 } else { 3 };
        let w = ((width - f32::from(across - 1) * gap) / f32::from(across)).floor();
        let three = if low {
            48.0
        } else {
            (w * 0.72).round().clamp(48.0, 76.0)
        };
        let h = if across == 4 {
            ((3.0 * three - gap) / 4.0).floor()
        } else {
            three
        };
        let rows = (0..self.digits.div_ceil(across)).map(|r| {
            Row::with_children(
                (1..=across)
                    .filter_map(|c| Digit::new(r * across + c).filter(|d| d.get() <= self.digits))
                    .map(|d| self.digit_button(d, w, h, true, &on_digit)),
            )
            .spacing(gap)
            .into()
        });
        Column::with_children(rows).spacing(gap).into()
    }

    /// The pad as one row of nine digits and Clear, `width` wide and at most `tallest` high
    /// (narrow windows). Clear is as wide as a digit, or as its label needs.
    pub fn strip<'a, M: Clone + 'a>(
        &self,
        width: f32,
        tallest: f32,
        on_digit: impl Fn(Digit) -> M,
        on_clear: M,
    ) -> Element<'a, M> {
        if self.digits > 9 {
            // Sixteen keys in a row would be narrower than a finger: two rows of eight (and
            // Clear) in the strip's height.
            let gap = 6.0;
            let h = ((tallest.min(2.0 * 44.0) - gap) / 2.0).floor();
            return self.rows(width, h, on_digit, on_clear);
        }
        let gap = 5.0;
        let clear_label = label_width(&crate::t!("pad-clear"), CLEAR_TEXT) + 10.0;
        let keys = f32::from(self.digits);
        let even = (width - keys * gap) / (keys + 1.0);
        let clear = even.max(clear_label).floor();
        let w = ((width - keys * gap - clear) / keys).floor().max(28.0);
        let h = (w * 1.1).clamp(44.0, tallest);
        // A finished digit's key says nothing under its digit here: the keys of a narrow
        // window are too narrow for "all placed" on one line in every language (Russian's
        // "все на месте" wrapped and its second line was cut by the key's edge), and the key
        // is dimmed and cannot be pressed, which says it already.
        let key = |d| self.digit_button(d, w, h, false, &on_digit);
        let mut row = Row::with_children((1..=self.digits).filter_map(Digit::new).map(key)).spacing(gap);
        row = row.push(self.clear_button(clear, h, on_clear));
        row.into()
    }

    /// The pad as two rows of five, 1 to 5 over 6 to 9 and Clear, `width` wide and `height`
    /// a row: the compact pad beside an open hint. A finished digit's key shows only its
    /// digit, as in [`Pad::strip`]: these keys are as narrow (Russian "все на месте" wrapped
    /// out of the key into the gap between the rows at 800x600).
    pub fn rows<'a, M: Clone + 'a>(
        &self,
        width: f32,
        height: f32,
        on_digit: impl Fn(Digit) -> M,
        on_clear: M,
    ) -> Element<'a, M> {
        let gap = 6.0;
        // The top row takes the first half (1-5 of nine, 1-3 of six), the bottom the rest and
        // Clear; the keys are as wide as the longer row allows.
        let first = self.digits.div_ceil(2);
        let columns = f32::from(first.max(self.digits - first + 1));
        let w = ((width - (columns - 1.0) * gap) / columns).floor();
        let top = Row::with_children(
            (1..=first)
                .filter_map(Digit::new)
                .map(|d| self.digit_button(d, w, height, false, &on_digit)),
        );
        let bottom = Row::with_children(
            (first + 1..=self.digits)
                .filter_map(Digit::new)
                .map(|d| self.digit_button(d, w, height, false, &on_digit)),
        )
        .push(self.clear_button(w, height, on_clear));
        column![top.spacing(gap), bottom.spacing(gap)].spacing(gap).into()
    }

    /// Clear on its own, for the block layout.
    pub fn clear<'a, M: Clone + 'a>(&self, width: f32, on_clear: M) -> Element<'a, M> {
        self.clear_button(width, 40.0, on_clear)
    }
}
