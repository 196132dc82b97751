//! "Next for you" (Learn): the one sentence saying why the puzzle offered fits the player,
//! shared by the victory card and the menu, which both offer it.

use crate::play::nextup::Why;
use crate::t;

/// Why the puzzle was chosen, in the window's language: a new player's first band, the next
/// technique up (and how often the player found it), or one they already use.
pub fn reason(why: &Why) -> String {
    match why {
        Why::FirstBand => t!("nextup-why-first"),
        Why::Next { technique, found } => t!(
            "nextup-why-next",
            technique = crate::i18n::technique_title(*technique),
            found = *found
        ),
        Why::Known { technique, found } => t!(
            "nextup-why-known",
            technique = crate::i18n::technique_title(*technique),
            found = *found
        ),
    }
}

/// The board's short name ("Classic", "Killer"), as the menu's "Next for you" names it.
pub fn board(variant: crate::engine::Variant) -> String {
    t!(variant.row().keys.short)
}
