//! The translations: every language has every message, every message the code asks for
//! exists, and each file parses.

use std::collections::BTreeSet;

use sudoku3d::engine::{Difficulty, Face, Technique, Variant};
use sudoku3d::i18n::{self, message_ids, Language};

fn ids(language: Language) -> BTreeSet<String> {
    let (ids, errors) = message_ids(language.source());
    assert!(errors.is_empty(), "{}: syntax errors {errors:?}", language.code());
    let set: BTreeSet<String> = ids.iter().cloned().collect();
    assert_eq!(
        set.len(),
        ids.len(),
        "{}: a message id is defined twice",
        language.code()
    );
    set
}

#[test]
fn every_language_has_the_same_messages() {
    let english = ids(Language::English);
    for language in Language::ALL {
        let other = ids(language);
        let missing: Vec<_> = english.difference(&other).collect();
        let extra: Vec<_> = other.difference(&english).collect();
        assert!(missing.is_empty(), "{} lacks {missing:?}", language.code());
        assert!(
            extra.is_empty(),
            "{} has messages English lacks: {extra:?}",
            language.code()
        );
    }
}

/// The string literals inside every `t!(...)` of a source text (the message ids it asks
/// for, and any literal arguments).
fn literals_in_t_calls(source: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut rest = source;
    while let Some(start) = rest.find("t!(") {
        let call = &rest[start + 3..];
        // `format!(` and `print!(` end in `t!(` too.
        if rest[..start]
            .chars()
            .next_back()
            .is_some_and(|c| c.is_alphanumeric() || c == '_')
        {
            rest = call;
            continue;
        }
        let mut depth = 1;
        let mut end = call.len();
        let mut in_string = false;
        let mut escaped = false;
        for (i, ch) in call.char_indices() {
            match ch {
                _ if escaped => escaped = false,
                '\\' if in_string => escaped = true,
                '"' => in_string = !in_string,
                '(' if !in_string => depth += 1,
                ')' if !in_string => {
                    depth -= 1;
                    if depth == 0 {
                        end = i;
                        break;
                    }
                }
                _ => {}
            }
        }
        let body = &call[..end];
        found.extend(body.split('"').skip(1).step_by(2).map(str::to_string));
        rest = &call[end..];
    }
    found
}

fn is_message_id(s: &str) -> bool {
    s.contains('-')
        && s.chars().next().is_some_and(|c| c.is_ascii_lowercase())
        && s.chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
}

#[test]
fn every_message_the_code_asks_for_exists() {
    let english = ids(Language::English);
    let files = crate::common::source::rust_files("src");
    let mut asked = BTreeSet::new();
    for file in &files {
        let source = std::fs::read_to_string(file).expect("a source file");
        asked.extend(literals_in_t_calls(&source).into_iter().filter(|s| is_message_id(s)));
        // The help screen's tables name their messages outside `t!`.
        if file.ends_with("keys.rs") || file.ends_with("help.rs") {
            // ... and its widgets' ids look like message ids: leave those out.
            let widget_ids: BTreeSet<&str> = source
                .split(".id(\"")
                .skip(1)
                .filter_map(|s| s.split('"').next())
                .collect();
            asked.extend(
                source
                    .split('"')
                    .skip(1)
                    .step_by(2)
                    .filter(|s| is_message_id(s) && (s.starts_with("key-") || s.starts_with("help-")))
                    .filter(|s| !widget_ids.contains(s))
                    .map(str::to_string),
            );
        }
    }
    assert!(asked.len() > 150, "the scan found only {} ids", asked.len());
    let undefined: Vec<_> = asked.difference(&english).collect();
    assert!(undefined.is_empty(), "the code uses undefined messages: {undefined:?}");
}

#[test]
fn names_built_from_the_engine_all_have_messages() {
    for language in Language::ALL {
        i18n::set_language(language);
        for d in Difficulty::ALL {
            assert!(!i18n::difficulty_title(d).starts_with("difficulty-"), "{d:?}");
            assert!(!i18n::difficulty_about(d).starts_with("difficulty-"), "{d:?}");
        }
        for f in [Face::Top, Face::Front, Face::Right] {
            assert!(!i18n::face_name(f).starts_with("face-"), "{f:?}");
        }
        for v in Variant::ALL {
            assert!(!i18n::board_name(v).starts_with("stats-"), "{v:?}");
            assert!(!i18n::board_title(v).starts_with("stats-"), "{v:?}");
        }
        for t in Technique::all() {
            assert!(!i18n::technique_title(t).starts_with("technique-"), "{t:?}");
            assert!(i18n::has(&format!("explain-{}", t.name().replace('_', "-"))), "{t:?}");
        }
    }
}

#[test]
fn russian_and_chinese_are_not_english() {
    for language in [Language::Russian, Language::Chinese] {
        i18n::set_language(language);
        assert_ne!(i18n::tr("menu-play"), "Play");
        assert_ne!(i18n::tr("settings-title"), "Settings");
    }
}

#[test]
fn the_embedded_chinese_font_has_every_character_the_translation_uses() {
    use ab_glyph::Font as _;
    let font = ab_glyph::FontRef::try_from_slice(include_bytes!("../../resources/fonts/NotoSansSC-subset.otf"))
        .expect("the subset font parses");
    let text: String = Language::Chinese
        .source()
        .lines()
        .filter(|l| !l.starts_with('#'))
        .chain([Language::Chinese.native_name()])
        .collect();
    let missing: BTreeSet<char> = text
        .chars()
        .filter(|c| !c.is_ascii() && font.glyph_id(*c).0 == 0)
        .collect();
    assert!(
        missing.is_empty(),
        "not in resources/fonts/NotoSansSC-subset.otf (run resources/fonts/subset-cjk.sh): {missing:?}"
    );
}
