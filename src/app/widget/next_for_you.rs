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
        // The ids stay literals inside `t!`, where the test of the messages the code asks
        // for reads them.
        Why::NextMade {
            technique,
            found,
            generated,
        } => t!(
            if *generated {
                "nextup-why-generated"
            } else {
                "nextup-why-pool"
            },
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Technique;
    use crate::i18n::{set_language, Language};

    /// A puzzle offered past the shipped levels says where it came from: generated for the
    /// player, or taken from the practice collection.
    #[test]
    fn a_made_puzzle_says_whether_it_was_generated_or_from_the_practice_collection() {
        set_language(Language::English);
        let why = |generated| {
            reason(&Why::NextMade {
                technique: Technique::XWing,
                found: 0,
                generated,
            })
        };
        let (generated, pool) = (why(true), why(false));
        assert!(generated.contains("generated for you"), "{generated}");
        assert!(pool.contains("practice collection"), "{pool}");
        assert!(!generated.contains("practice collection"), "{generated}");
    }
}
