//! Killer puzzles entered by the player (`source::from_variant_text` on the killer board): the
//! text `<81 digits> <81 cage symbols> <sums>` (digits may be left out) starts a game with
//! those cages; every way the cages can be wrong is refused with its own sentence in the
//! player's language; a killer with several solutions, or none, gets the usual refusal.

use std::sync::LazyLock;

use crate::common::killer_text::{raw_cages, text, unique_cages};
use sudoku3d::engine::{solver, CageSet, CagesError, Grid, ParseError, Shape, SolveError, Variant};
use sudoku3d::i18n::{set_language, tr, Language};
use sudoku3d::play::source::{from_variant_text, load_now, LoadError, Origin, Request};

/// A killer with one solution (no givens needed), and that solution.
static KILLER: LazyLock<(CageSet, [u8; 81])> = LazyLock::new(|| unique_cages(31));

const LANGUAGES: [Language; 3] = [Language::English, Language::Russian, Language::Chinese];

/// The refusal of `text` on the killer board.
fn refused(text: &str) -> LoadError {
    from_variant_text(Variant::Killer, text).expect_err("refused")
}

#[test]
fn a_killer_entered_starts_with_its_cages() {
    let (set, solution) = &*KILLER;
    let line = text(set);
    let loaded = from_variant_text(Variant::Killer, &line).expect("a killer with one solution");
    let Shape::Killer(cages) = loaded.puzzle.shape() else {
        panic!("not a killer: {:?}", loaded.puzzle.shape());
    };
    assert_eq!(cages.set(), set, "the cages entered");
    assert_eq!(loaded.puzzle.empty_count(), 81, "no givens");
    assert_eq!(loaded.solution.values(), solution.to_vec());
    assert!(loaded.solution.is_solved());
    assert_eq!(loaded.origin, Origin::Entered);
    assert_eq!(loaded.marks, None);
    // The digits written out (all empty, or a few givens of the solution) read the same cages.
    let dots = format!("{} {line}", ".".repeat(81));
    assert_eq!(
        from_variant_text(Variant::Killer, &dots).expect("with its digits"),
        loaded
    );
    let givens: String = (0..81)
        .map(|c| if c % 10 == 0 { (b'0' + solution[c]) as char } else { '0' })
        .collect();
    let with_givens = from_variant_text(Variant::Killer, &format!("{givens} {line}")).expect("with givens");
    assert_eq!(with_givens.puzzle.shape(), loaded.puzzle.shape());
    assert_eq!(with_givens.puzzle.empty_count(), 81 - 9);
    assert_eq!(with_givens.solution, loaded.solution);
    // The window's request does the same.
    let request = Request::Text {
        variant: Variant::Killer,
        text: line.clone(),
    };
    assert_eq!(load_now(request), Ok(loaded));
    // The sums on a second line, or spaced after their commas, are the same puzzle.
    let spaced = format!("{}\n{}", set.map_text(), set.sums_text().replace(',', ", "));
    assert_eq!(
        from_variant_text(Variant::Killer, &spaced).map(|l| l.solution),
        Ok(with_givens.solution)
    );
}

/// Every refusal a killer's cages can get, with the numbers its sentence must show.
fn cage_errors() -> Vec<(LoadError, Vec<String>)> {
    let (set, _) = &*KILLER;
    let map = set.map_text();
    let sums: Vec<u8> = set.cages().iter().map(|c| c.sum).collect();
    let join = |sums: &[u8]| sums.iter().map(u8::to_string).collect::<Vec<_>>().join(",");
    let mut out = Vec::new();
    // Digits alone: no cages at all.
    let no_cages = refused(&".".repeat(81));
    assert_eq!(no_cages, LoadError::Parse(ParseError::NoCages));
    out.push((no_cages, vec![]));
    // A map one symbol short.
    let short = refused(&format!("{} {}", &map[..80], join(&sums)));
    assert_eq!(short, LoadError::Parse(ParseError::Cages(CagesError::Length(80))));
    out.push((short, vec!["80".into()]));
    // One sum missing.
    let missing = refused(&format!("{map} {}", join(&sums[1..])));
    assert_eq!(
        missing,
        LoadError::Parse(ParseError::Cages(CagesError::SumCount {
            cages: sums.len(),
            sums: sums.len() - 1
        }))
    );
    out.push((missing, vec![sums.len().to_string(), (sums.len() - 1).to_string()]));
    // A sum that is no number.
    let word = refused(&format!("{map} {},x9", join(&sums[1..])));
    assert_eq!(
        word,
        LoadError::Parse(ParseError::Cages(CagesError::NotANumber("x9".into())))
    );
    out.push((word, vec!["x9".into()]));
    // A two-cell cage whose sum two different digits cannot make.
    let pair = set
        .cages()
        .iter()
        .position(|c| c.cells.len() == 2)
        .expect("a cage of two");
    let anchor = set.cages()[pair].anchor();
    let mut bad = sums.clone();
    bad[pair] = 2;
    let unreachable = refused(&format!("{map} {}", join(&bad)));
    assert_eq!(
        unreachable,
        LoadError::Parse(ParseError::Cages(CagesError::BadSum {
            anchor,
            cells: 2,
            sum: 2
        }))
    );
    let name = format!("r{}c{}", anchor / 9 + 1, anchor % 9 + 1);
    out.push((unreachable, vec![name, "2".into(), "3".into(), "17".into()]));
    // Every sum reachable, but one larger than the grid allows: the total is off.
    let grow = (0..sums.len())
        .find(|&i| {
            let cells = set.cages()[i].cells.len();
            (sums[i] as usize) < sudoku3d::engine::killer::sum_range(cells).1
        })
        .expect("a cage below its largest sum");
    let mut over = sums.clone();
    over[grow] += 1;
    let total = refused(&format!("{map} {}", join(&over)));
    assert_eq!(total, LoadError::Parse(ParseError::Cages(CagesError::Total(406))));
    out.push((total, vec!["406".into(), "405".into()]));
    // A cage of ten cells: the top row and the cell under its start; every other cell a cage
    // of its own (a checkerboard of two symbols keeps neighbours apart).
    let big_map: String = (0..81)
        .map(|c| match c {
            0..=9 => 'a',
            _ if (c / 9 + c % 9) % 2 == 0 => 'b',
            _ => 'c',
        })
        .collect();
    let big_sums = std::iter::once("45".to_string())
        .chain((10..81).map(|_| "5".to_string()))
        .collect::<Vec<_>>()
        .join(",");
    let too_big = refused(&format!("{big_map} {big_sums}"));
    assert_eq!(
        too_big,
        LoadError::Parse(ParseError::Cages(CagesError::TooBig { anchor: 0, cells: 10 }))
    );
    out.push((too_big, vec!["r1c1".into(), "10".into()]));
    // The text form always floods a symbol's cells into connected cages, each cell in one:
    // these two come only from a layout built cage by cage, but get their sentence all the same.
    out.push((
        LoadError::Parse(ParseError::Cages(CagesError::NotConnected(40))),
        vec!["r5c5".into()],
    ));
    out.push((
        LoadError::Parse(ParseError::Cages(CagesError::Cover { cell: 80, count: 2 })),
        vec!["r9c9".into(), "2".into()],
    ));
    out
}

#[test]
fn every_error_in_the_cages_is_said_in_the_players_language() {
    let errors = cage_errors();
    let generic = |e: &LoadError| match e {
        LoadError::Parse(p) => tr_parse(p),
        _ => unreachable!(),
    };
    for language in LANGUAGES {
        set_language(language);
        let mut sentences = Vec::new();
        for (error, shown) in &errors {
            let message = error.message();
            assert_ne!(
                message,
                generic(error),
                "{language:?}: {error:?} said as a bare parse error"
            );
            assert!(!message.contains('{') && !message.is_empty(), "{message}");
            for part in shown {
                assert!(
                    message.contains(part.as_str()),
                    "{language:?}: {message:?} does not show {part}"
                );
            }
            sentences.push(message);
        }
        // Each error its own sentence.
        let distinct: std::collections::BTreeSet<&String> = sentences.iter().collect();
        assert_eq!(distinct.len(), sentences.len(), "{sentences:#?}");
        assert_eq!(errors[0].0.message(), tr("load-error-no-cages"));
    }
    // Translated: the Russian sentences are not the English ones.
    set_language(Language::English);
    let english: Vec<String> = errors.iter().map(|(e, _)| e.message()).collect();
    assert!(english[1].contains("cage map"), "{}", english[1]);
    set_language(Language::Russian);
    for ((error, _), english) in errors.iter().zip(&english) {
        assert_ne!(&error.message(), english);
    }
    assert!(
        errors[1].0.message().contains("карте групп"),
        "{}",
        errors[1].0.message()
    );
    set_language(Language::English);
}

/// How the parser's error would read without a sentence of its own.
fn tr_parse(error: &ParseError) -> String {
    sudoku3d::t!("load-error-parse", detail = error.to_string())
}

#[test]
fn a_killer_with_several_solutions_or_none_is_refused() {
    // Cages as laid at random, before splitting: the seed is chosen so they allow two
    // solutions (checked here with the counter, not assumed).
    let (seed, set) = (0..20)
        .map(|seed| (seed, raw_cages(seed).0))
        .find(|(_, set)| solver::count_killer(&Grid::empty(Shape::Classic), set, 2).0 == 2)
        .expect("random cages with two solutions");
    let several = refused(&text(&set));
    assert_eq!(several, LoadError::Multiple, "seed {seed}");
    for language in LANGUAGES {
        set_language(language);
        assert_eq!(several.message(), tr("load-error-multiple"));
    }
    set_language(Language::English);
    // The one-solution killer with a given its solution does not have: no solution.
    let (set, solution) = &*KILLER;
    let wrong = solution[0] % 9 + 1;
    let givens = format!("{wrong}{}", ".".repeat(80));
    let none = refused(&format!("{givens} {}", text(set)));
    assert!(
        matches!(none, LoadError::NoSolution(SolveError::NoSolution)),
        "{none:?}"
    );
    assert!(
        none.message().starts_with("That puzzle cannot be solved"),
        "{}",
        none.message()
    );
    // A given twice in a cage is a contradiction, named as one.
    let cage = set
        .cages()
        .iter()
        .find(|c| c.cells.len() >= 2)
        .expect("a cage of two or more");
    let mut twice = vec!['.'; 81];
    twice[cage.cells[0]] = '5';
    twice[cage.cells[1]] = '5';
    let twice: String = twice.into_iter().collect();
    let clash = refused(&format!("{twice} {}", text(set)));
    assert!(
        matches!(clash, LoadError::NoSolution(SolveError::Contradiction(_))),
        "{clash:?}"
    );
}

/// Issue 41's merged killer (a shipped Expert killer with two touching cage pairs merged).
const MERGED_KILLER: &str = "abbaabbbaaccdddbaabaacdccaabbccacbbcaabcabbccaaabcbaabbccbcddabbadbadaccdddaaaacc \
     7,9,7,16,30,7,30,14,14,15,12,12,19,16,28,8,20,11,13,5,7,14,19,1,23,26,22";

/// The check that an entered puzzle has one solution runs under the count budget and the
/// window's flag: on the hard killer it settles (the game opens); stopped by its flag
/// (Back on "Checking…") it answers at once that it could not be settled, in the player's
/// language, and never opens a puzzle it did not check.
#[test]
fn the_check_of_an_entered_killer_answers_within_its_budget() {
    use sudoku3d::engine::budget::{Budget, Cancel};
    let request = || Request::Text {
        variant: Variant::Killer,
        text: MERGED_KILLER.to_string(),
    };
    let loaded = load_now(request()).expect("the merged killer is checked within the budget");
    assert!(loaded.solution.is_solved());
    let cancel = Cancel::new();
    cancel.cancel();
    let stopped = Budget::unlimited().cancelled_by(&cancel).run(|| load_now(request()));
    assert!(stopped.exhausted);
    let error = stopped.value.expect_err("not opened unchecked");
    assert_eq!(error, LoadError::Unsettled);
    for language in LANGUAGES {
        set_language(language);
        let words = error.message();
        assert!(
            !words.is_empty() && !words.contains("load-error"),
            "{language:?}: {words}"
        );
    }
    set_language(Language::English);
    assert!(error.message().contains("exactly one solution"), "{}", error.message());
}

/// A saved killer read at startup is checked under the count budget: settled, the game is
/// kept; not settled within it, the game is kept when its saved solution solves its puzzle
/// (it was checked when it began) and refused when it does not.
#[test]
fn a_saved_killer_is_checked_within_the_budget() {
    use std::time::Instant;
    use sudoku3d::engine::budget::{Budget, Cancel};
    use sudoku3d::engine::Difficulty;
    use sudoku3d::play::saved::SavedGame;
    use sudoku3d::play::state::GameState;
    let loaded = from_variant_text(Variant::Killer, MERGED_KILLER).expect("one solution");
    let state = GameState::new(loaded.puzzle.clone(), loaded.solution.clone()).expect("a game");
    let saved = SavedGame::of(&state, Difficulty::Expert, &Origin::Entered, Instant::now()).expect("in play");
    assert!(saved.restore().is_ok(), "settled within the budget");
    let cancel = Cancel::new();
    cancel.cancel();
    let unsettled = |save: &SavedGame| Budget::unlimited().cancelled_by(&cancel).run(|| save.restore());
    let kept = unsettled(&saved);
    assert!(kept.exhausted, "the count was stopped");
    assert!(kept.value.is_ok(), "{:?}", kept.value.err());
    // Two digits of the saved solution swapped in a row: no solution of the puzzle.
    let mut wrong = saved.clone();
    let mut digits: Vec<char> = wrong.solution.chars().collect();
    let (a, b) = (0..9)
        .flat_map(|a| (a + 1..9).map(move |b| (a, b)))
        .find(|&(a, b)| digits[a] != digits[b])
        .expect("a row has two different digits");
    digits.swap(a, b);
    wrong.solution = digits.into_iter().collect();
    assert!(unsettled(&wrong).value.is_err(), "a wrong solution is refused");
    assert!(wrong.restore().is_err());
}
