//! The player's language: every text the window shows is a Fluent message, looked up here.
//!
//! The messages live in one Fluent file per language, `i18n/LANG/sudoku3d.ftl` in the
//! repository, embedded in the binary ([`Language::source`]). [`set_language`] picks the
//! language the current thread speaks; [`tr`] and the [`t!`](crate::t) macro look a message up
//! in it, falling back to English and then to the message id itself, so a missing translation
//! shows up as English (and the `i18n` test fails) instead of breaking the window.
//!
//! The language is per thread, like a C locale: the window's update and view run on one thread,
//! and tests running side by side on their own threads each keep their own language (English
//! unless a test picks another). Nothing here knows about iced: the play model and the
//! engine-side hint explanations use it too.

use std::cell::{Cell, RefCell};

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use serde::{Deserialize, Serialize};

/// A language the game speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Language {
    /// English (the fallback for any missing message).
    #[default]
    #[serde(rename = "en")]
    English,
    /// Russian.
    #[serde(rename = "ru")]
    Russian,
    /// Chinese, simplified.
    #[serde(rename = "zh-CN")]
    Chinese,
}

impl Language {
    /// Every language, in the order the settings list them.
    pub const ALL: [Language; 3] = [Language::English, Language::Russian, Language::Chinese];

    /// The BCP 47 tag, also the folder of its Fluent file: `en`, `ru`, `zh-CN`.
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::Russian => "ru",
            Language::Chinese => "zh-CN",
        }
    }

    /// The language's name in itself, as the settings show it whatever the current language.
    pub fn native_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::Russian => "Русский",
            Language::Chinese => "简体中文",
        }
    }

    /// The Fluent file, as embedded in the binary.
    pub fn source(self) -> &'static str {
        match self {
            Language::English => include_str!("../i18n/en/sudoku3d.ftl"),
            Language::Russian => include_str!("../i18n/ru/sudoku3d.ftl"),
            Language::Chinese => include_str!("../i18n/zh-CN/sudoku3d.ftl"),
        }
    }

    /// The language of a POSIX locale (`ru_RU.UTF-8`) or a BCP 47 tag (`zh-Hans-CN`), if the
    /// game speaks it. Any Chinese locale gets simplified Chinese, the only Chinese there is.
    pub fn from_locale(locale: &str) -> Option<Language> {
        let lang: String = locale
            .chars()
            .take_while(|c| c.is_ascii_alphabetic())
            .collect::<String>()
            .to_ascii_lowercase();
        match lang.as_str() {
            "en" => Some(Language::English),
            "ru" => Some(Language::Russian),
            "zh" => Some(Language::Chinese),
            _ => None,
        }
    }

    /// The language the system asks for, from the locale variables in POSIX order
    /// (`LC_ALL`, `LC_MESSAGES`, `LANG`; the first one set decides), then `LANGUAGE`'s list, then
    /// what the operating system says; English when none of them names a language the game
    /// speaks.
    pub fn from_system() -> Language {
        let var = |name: &str| std::env::var(name).ok().filter(|v| !v.is_empty());
        let posix = var("LC_ALL").or_else(|| var("LC_MESSAGES")).or_else(|| var("LANG"));
        if let Some(locale) = posix
            .as_deref()
            .filter(|l| *l != "C" && *l != "POSIX" && !l.starts_with("C."))
        {
            if let Some(language) = Language::from_locale(locale) {
                return language;
            }
        }
        var("LANGUAGE")
            .into_iter()
            .flat_map(|list| list.split(':').map(str::to_string).collect::<Vec<_>>())
            .chain(sys_locale::get_locales())
            .find_map(|l| Language::from_locale(&l))
            .unwrap_or_default()
    }

    fn index(self) -> usize {
        match self {
            Language::English => 0,
            Language::Russian => 1,
            Language::Chinese => 2,
        }
    }
}

/// A language's messages, parsed once per thread.
type Bundle = FluentBundle<FluentResource>;

fn bundle(language: Language) -> Bundle {
    let tag: unic_langid::LanguageIdentifier = language.code().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new(vec![tag]);
    // Fluent wraps every argument in Unicode isolation marks by default; the window's fonts
    // draw them as boxes, and the game shows no right-to-left text they would protect.
    bundle.set_use_isolating(false);
    // A syntax error keeps the messages that parse (the test below fails on the error).
    let resource = FluentResource::try_new(language.source().to_string()).unwrap_or_else(|(partial, _)| partial);
    // A duplicate id keeps the first message (the test fails on duplicates too).
    let _ = bundle.add_resource(resource);
    bundle
}

thread_local! {
    static CURRENT: Cell<Language> = const { Cell::new(Language::English) };
    static BUNDLES: RefCell<[Option<Bundle>; 3]> = const { RefCell::new([None, None, None]) };
}

/// Makes the current thread speak `language` from now on.
pub fn set_language(language: Language) {
    CURRENT.with(|c| c.set(language));
}

/// The language the current thread speaks.
pub fn language() -> Language {
    CURRENT.with(Cell::get)
}

/// `f`'s result with the current thread speaking `language` meanwhile (a log line in
/// English, say, whatever the window speaks).
pub fn in_language<T>(language: Language, f: impl FnOnce() -> T) -> T {
    let before = self::language();
    set_language(language);
    let result = f();
    set_language(before);
    result
}

/// Arguments of a message: names and values (`digit = 5`, `cell = "r1c2"`).
#[derive(Default)]
pub struct Args(FluentArgs<'static>);

impl Args {
    /// No arguments yet.
    pub fn new() -> Args {
        Args::default()
    }

    /// Sets one argument: a number (plural forms follow it) or a text.
    pub fn set(&mut self, name: &'static str, value: impl Into<Arg>) -> &mut Args {
        self.0.set(name, value.into().0);
        self
    }
}

/// A message argument's value.
pub struct Arg(FluentValue<'static>);

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg(FluentValue::from(n))
            }
        }
    )*};
}
number_args!(u8, u16, u32, u64, usize, i32, i64);

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg(FluentValue::from(s))
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg(FluentValue::from(s.to_string()))
    }
}

impl From<&String> for Arg {
    fn from(s: &String) -> Arg {
        Arg(FluentValue::from(s.clone()))
    }
}

impl From<crate::engine::Digit> for Arg {
    fn from(d: crate::engine::Digit) -> Arg {
        Arg(FluentValue::from(d.get()))
    }
}

/// The message `id` in the current language.
pub fn tr(id: &str) -> String {
    format(language(), id, None)
}

/// The message `id` in the current language, with arguments.
pub fn tr_with(id: &str, args: &Args) -> String {
    format(language(), id, Some(&args.0))
}

/// The message `id` in `language` (English when that language lacks it, the id itself when
/// no language has it).
pub fn format(language: Language, id: &str, args: Option<&FluentArgs<'static>>) -> String {
    let found = |language: Language| {
        BUNDLES.with(|bundles| {
            let mut bundles = bundles.borrow_mut();
            let bundle = bundles[language.index()].get_or_insert_with(|| bundle(language));
            let pattern = bundle.get_message(id)?.value()?;
            let mut errors = Vec::new();
            Some(bundle.format_pattern(pattern, args, &mut errors).into_owned())
        })
    };
    found(language)
        .or_else(|| found(Language::English))
        .unwrap_or_else(|| id.to_string())
}

/// Whether the current language has the message `id` (the engine's English sentence is used
/// for a hint explanation with no template).
pub fn has(id: &str) -> bool {
    BUNDLES.with(|bundles| {
        let language = language();
        let mut bundles = bundles.borrow_mut();
        bundles[language.index()]
            .get_or_insert_with(|| bundle(language))
            .has_message(id)
    })
}

/// A band's name in the current language ("Easy", "Лёгкий").
pub fn difficulty_title(difficulty: crate::engine::Difficulty) -> String {
    tr(&format!("difficulty-{}", difficulty.name()))
}

/// What a band asks of a player, in one line.
pub fn difficulty_about(difficulty: crate::engine::Difficulty) -> String {
    tr(&format!("difficulty-{}-about", difficulty.name()))
}

/// What a band of a kind asks of a player: a kind graded by its own techniques (a killer's
/// cage techniques) says so (its row of the board table names the messages).
pub fn band_about(variant: crate::engine::Variant, difficulty: crate::engine::Difficulty) -> String {
    tr(&format!(
        "{}-{}-about",
        variant.row().keys.bands_about,
        difficulty.name()
    ))
}

/// A grade's name: a band's, or "Beyond".
pub fn rating_title(rating: crate::engine::Rating) -> String {
    match rating.difficulty() {
        Some(difficulty) => difficulty_title(difficulty),
        None => tr("rating-beyond"),
    }
}

/// A board's short name ("Classic", "Killer"): on the statistics' history and switch, the
/// entry screen's switch and the menu's "Next for you".
pub fn board_name(variant: crate::engine::Variant) -> String {
    tr(&format!("stats-mode-{}", variant.name()))
}

/// A board's full name, over its table of statistics: "Classic 9×9", "3D Cube".
pub fn board_title(variant: crate::engine::Variant) -> String {
    tr(&format!("stats-{}", variant.name()))
}

/// A cube face's name ("Top", "Верх").
pub fn face_name(face: crate::engine::Face) -> String {
    tr(&format!("face-{}", face.name().to_ascii_lowercase().replace(' ', "-")))
}

/// A technique's name as a player reads it ("Hidden single", "Скрытая одиночка").
pub fn technique_title(technique: crate::engine::Technique) -> String {
    tr(&format!("technique-{}", technique.name().replace('_', "-")))
}

/// A message in the current language: `t!("menu-play")`, `t!("say-solved-in", time = text)`.
#[macro_export]
macro_rules! t {
    ($id:expr) => {
        $crate::i18n::tr($id)
    };
    ($id:expr, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::i18n::Args::new();
        $( args.set(stringify!($name), $value); )+
        $crate::i18n::tr_with($id, &args)
    }};
}

/// The message ids of a Fluent file (with `.attribute` ids for attributes), and any syntax
/// errors in it.
pub fn message_ids(source: &str) -> (Vec<String>, Vec<String>) {
    use fluent_syntax::ast::Entry;
    let (resource, errors) = match fluent_syntax::parser::parse(source) {
        Ok(r) => (r, Vec::new()),
        Err((r, errors)) => (r, errors.iter().map(|e| format!("{e:?}")).collect()),
    };
    let mut ids = Vec::new();
    for entry in resource.body {
        if let Entry::Message(m) = entry {
            for a in &m.attributes {
                ids.push(format!("{}.{}", m.id.name, a.id.name));
            }
            ids.push(m.id.name.to_string());
        }
    }
    (ids, errors)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locales_name_the_languages() {
        assert_eq!(Language::from_locale("ru_RU.UTF-8"), Some(Language::Russian));
        assert_eq!(Language::from_locale("zh-Hans-CN"), Some(Language::Chinese));
        assert_eq!(Language::from_locale("zh_TW"), Some(Language::Chinese));
        assert_eq!(Language::from_locale("en_GB"), Some(Language::English));
        assert_eq!(Language::from_locale("de_DE.UTF-8"), None);
        assert_eq!(Language::from_locale("C"), None);
    }

    #[test]
    fn a_message_is_looked_up_in_the_threads_language_with_plurals() {
        set_language(Language::Russian);
        assert_eq!(t!("menu-play"), "Играть");
        assert_eq!(t!("hints-used", count = 2), "2 подсказки");
        assert_eq!(t!("hints-used", count = 5), "5 подсказок");
        set_language(Language::English);
        assert_eq!(t!("menu-play"), "Play");
        assert_eq!(t!("hints-used", count = 1), "1 hint used");
        // An unknown id shows as itself rather than breaking the window.
        let unknown = format!("no-such-{}", "message");
        assert_eq!(t!(&unknown), unknown);
    }

    #[test]
    fn the_settings_name_is_the_saved_code() {
        for language in Language::ALL {
            let json = serde_json::to_string(&language).unwrap();
            assert_eq!(json, format!("\"{}\"", language.code()));
            assert_eq!(serde_json::from_str::<Language>(&json).unwrap(), language);
        }
    }
}
