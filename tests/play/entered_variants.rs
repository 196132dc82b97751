//! Puzzles entered for the diagonal and jigsaw boards (`source::from_variant_text`): read on
//! the board chosen, checked for one solution with that board's houses, graded, and refused
//! with a clear sentence (in the player's language) when a jigsaw's region map is missing or
//! wrong.

use std::sync::LazyLock;

use sudoku3d::engine::{
    generate_variant_seeded, Candidates, Difficulty, Digit, Grid, ParseError, RegionsError, Shape, Variant,
};
use sudoku3d::i18n::{set_language, tr, Language};
use sudoku3d::play::source::{from_text, from_variant_text, LoadError, Origin, Request};

/// A diagonal puzzle with one solution on the diagonal board, from the generator.
static DIAGONAL_LINE: LazyLock<String> = LazyLock::new(|| {
    generate_variant_seeded(Variant::Diagonal, Difficulty::Easy, 7)
        .puzzle
        .to_line()
});

/// A jigsaw puzzle with one solution, from the generator: its digits, a space, its region
/// map.
static JIGSAW_LINE: LazyLock<String> = LazyLock::new(|| {
    generate_variant_seeded(Variant::Jigsaw, Difficulty::Easy, 7)
        .puzzle
        .to_line()
});

/// Whether `grid`'s two main diagonals each hold 1 to 9.
fn diagonals_hold_every_digit(grid: &Grid) -> bool {
    let line = grid.to_line();
    let digits: Vec<char> = line.chars().collect();
    let down: std::collections::BTreeSet<char> = (0..9).map(|i| digits[i * 9 + i]).collect();
    let up: std::collections::BTreeSet<char> = (0..9).map(|i| digits[i * 9 + 8 - i]).collect();
    down.len() == 9 && up.len() == 9 && !down.contains(&'.')
}

#[test]
fn a_diagonal_puzzle_is_solved_with_its_diagonals() {
    let diagonal = DIAGONAL_LINE.as_str();
    let loaded = from_variant_text(Variant::Diagonal, diagonal).expect("a diagonal puzzle");
    assert_eq!(loaded.puzzle.shape(), Shape::Diagonal);
    assert_eq!(loaded.solution.shape(), Shape::Diagonal);
    assert_eq!(loaded.origin, Origin::Entered);
    assert!(loaded.solution.is_solved());
    assert!(diagonals_hold_every_digit(&loaded.solution));
    assert_eq!(loaded.puzzle.to_line(), diagonal);
    // One digit at r1c1 and r4c4: in another row, column and box, but on one diagonal. The
    // diagonal board refuses it as a clash; the classic board only finds it far from unique.
    let d = loaded.solution.to_line().chars().next().expect("r1c1");
    let mut clash = vec!['.'; 81];
    clash[0] = d;
    clash[3 * 9 + 3] = d;
    let clash: String = clash.into_iter().collect();
    assert!(
        matches!(
            from_variant_text(Variant::Diagonal, &clash),
            Err(LoadError::NoSolution(_))
        ),
        "a digit twice on a diagonal"
    );
    assert_eq!(from_text(&clash), Err(LoadError::Multiple));
}

#[test]
fn a_diagonal_position_with_pencil_marks_keeps_the_diagonals_candidates() {
    let plain = from_variant_text(Variant::Diagonal, DIAGONAL_LINE.as_str()).expect("a diagonal puzzle");
    // The 729-character form with every digit marked in every empty cell: the marks kept are
    // those the diagonal board allows, fewer than the classic board would.
    let long: String = (0..81)
        .flat_map(|c| {
            let placed = plain.puzzle.get(c);
            Digit::all().map(move |d| match placed {
                Some(p) if p != d => '.',
                _ => d.to_char(),
            })
        })
        .collect();
    let loaded = from_variant_text(Variant::Diagonal, &long).expect("a diagonal position");
    assert_eq!(loaded.puzzle.shape(), Shape::Diagonal);
    assert_eq!(loaded.solution, plain.solution);
    let marks = loaded.marks.expect("the marks");
    for (c, &kept) in marks.iter().enumerate() {
        let allowed = if loaded.puzzle.get(c).is_some() {
            Candidates::NONE
        } else {
            loaded.puzzle.candidates(c)
        };
        assert_eq!(kept, allowed, "cell {c}");
    }
    let on_diagonal = |c: usize| c / 9 == c % 9 || c / 9 + c % 9 == 8;
    let classic = loaded.puzzle.clone().with_shape(Shape::Classic);
    assert!(
        (0..81).any(|c| on_diagonal(c) && marks[c].len() < classic.candidates(c).len()),
        "a diagonal's digits rule out candidates the classic board keeps"
    );
}

#[test]
fn a_jigsaw_puzzle_is_read_with_its_region_map() {
    let jigsaw = JIGSAW_LINE.as_str();
    let loaded = from_variant_text(Variant::Jigsaw, jigsaw).expect("a jigsaw puzzle");
    let Shape::Jigsaw(regions) = loaded.puzzle.shape() else {
        panic!("not a jigsaw: {:?}", loaded.puzzle.shape());
    };
    let (digits, map) = jigsaw.split_once(' ').expect("digits and map");
    assert_eq!(regions.to_string(), map);
    assert_eq!(loaded.puzzle.to_line(), jigsaw);
    assert!(loaded.solution.is_solved());
    assert_eq!(loaded.marks, None);
    // The nine-line grid then the nine-line map is the same puzzle.
    let lines = |s: &str| -> String {
        s.as_bytes()
            .chunks(9)
            .map(|row| String::from_utf8_lossy(row).into_owned())
            .collect::<Vec<_>>()
            .join("\n")
    };
    let block = format!("{}\n{}", lines(digits), lines(map));
    assert_eq!(
        from_variant_text(Variant::Jigsaw, &block).expect("nine lines each"),
        loaded
    );
    // The load request of the window says which board.
    let request = Request::Text {
        variant: Variant::Jigsaw,
        text: jigsaw.into(),
    };
    assert_eq!(sudoku3d::play::source::load_now(request), Ok(loaded));
}

#[test]
fn a_missing_or_bad_region_map_is_refused_in_the_players_language() {
    let jigsaw = JIGSAW_LINE.as_str();
    let (digits, map) = jigsaw.split_once(' ').expect("digits and map");
    let no_map = from_variant_text(Variant::Jigsaw, digits).unwrap_err();
    assert_eq!(no_map, LoadError::Parse(ParseError::NoRegions));
    let short = from_variant_text(Variant::Jigsaw, &format!("{digits} {}", &map[..80])).unwrap_err();
    assert_eq!(short, LoadError::Parse(ParseError::Regions(RegionsError::Length(80))));
    // A region of ten cells (and so one of eight).
    let mut uneven: Vec<char> = map.chars().collect();
    let other = uneven.iter().copied().find(|&c| c != uneven[0]).expect("two regions");
    let at = uneven.iter().position(|&c| c == other).expect("a cell of it");
    uneven[at] = uneven[0];
    let uneven: String = uneven.into_iter().collect();
    let uneven = from_variant_text(Variant::Jigsaw, &format!("{digits} {uneven}")).unwrap_err();
    assert!(
        matches!(uneven, LoadError::Parse(ParseError::Regions(RegionsError::Size { .. }))),
        "{uneven:?}"
    );
    // Each said in the player's language, and differently in each.
    for language in [Language::English, Language::Russian, Language::Chinese] {
        set_language(language);
        assert_eq!(no_map.message(), tr("load-error-no-regions"));
        for error in [&short, &uneven] {
            let message = error.message();
            assert!(message.contains("80") || message.contains("10"), "{message}");
            assert_ne!(message, LoadError::Parse(ParseError::Empty).message());
        }
    }
    set_language(Language::English);
    assert!(no_map.message().contains("region map"));
    let english = short.message();
    set_language(Language::Russian);
    assert_ne!(short.message(), english, "the Russian sentence is not the English one");
    assert!(short.message().contains("карте областей"), "{}", short.message());
    set_language(Language::English);
    // The classic board never asks for a map: the digits alone parse there.
    assert!(!matches!(from_text(digits), Err(LoadError::Parse(_))));
}
