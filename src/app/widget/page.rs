//! A screen's card placed in the window: centred when it fits, scrolling when the window is too
//! short for it (a small window, a long language), never squashed.

use iced::widget::{container, responsive, scrollable};
use iced::{Element, Length, Size};

/// The page `card` builds for the window's size: centred in the window, with a margin, inside
/// a scrollable as tall as the window. Its content is then at least that tall (so the card is
/// centred) and grows past it when the card needs more, scrolling instead of squashing what a
/// column cannot fit.
pub fn centered<'a, Message: 'a>(card: impl Fn(Size) -> Element<'a, Message> + 'a) -> Element<'a, Message> {
    responsive(move |size| {
        scrollable(container(card(size)).center(Length::Fill).padding(20))
            .height(size.height)
            .into()
    })
    .into()
}
