//! The shipped level files: every level passes validation, and the files say how they were made.

use sudoku3d::engine::{Difficulty, Shape, Variant};
use sudoku3d::levels::{file_name, load, load_str, LevelFile};

#[test]
fn every_shipped_level_is_valid() {
    for shape in Variant::ALL {
        for &difficulty in shape.row().bands {
            // Graded in full here: the window reads the shipped files checking only their
            // solutions (`levels::load`), trusting this test for the rest.
            let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("levels")
                .join(file_name(shape, difficulty));
            let text = std::fs::read_to_string(&path).unwrap();
            let loaded = load_str(shape, difficulty, &path.display().to_string(), &text);
            assert!(
                loaded.problems.is_empty(),
                "{shape} {difficulty:?}: {:?}",
                loaded.problems
            );
            assert_eq!(load(shape, difficulty, None).levels.len(), loaded.levels.len());
            assert!(
                loaded.levels.len() >= 50,
                "{shape} {difficulty:?}: only {} levels",
                loaded.levels.len()
            );
            let file: LevelFile = serde_json::from_str(&text).unwrap();
            assert!(!file.generated_by.date.is_empty() && file.generated_by.per_difficulty >= 50);
            for (n, level) in file.levels.iter().enumerate() {
                assert_eq!(level.id, format!("{shape}-{}-{:03}", difficulty.name(), n + 1));
            }
            let ids: std::collections::HashSet<_> = file.levels.iter().map(|l| &l.id).collect();
            assert_eq!(ids.len(), file.levels.len(), "ids are unique");
        }
    }
}

#[test]
fn extra_levels_in_the_data_folder_load_and_bad_ones_are_reported() {
    let dir = crate::common::fresh_dir("extra-levels");
    let name = file_name(Shape::Classic.variant(), Difficulty::Easy);
    std::fs::write(dir.join(&name), "{ this is not json").unwrap();
    let loaded = load(Shape::Classic.variant(), Difficulty::Easy, Some(&dir));
    assert!(loaded.levels.len() >= 50, "the embedded levels still load");
    assert_eq!(loaded.problems.len(), 1);
    assert!(loaded.problems[0].contains("not a level file"));
}

/// Validation holds a level to the file's rating and, on a cube, to every face rule.
#[test]
fn a_level_with_a_wrong_rating_or_a_face_out_of_band_is_rejected() {
    use sudoku3d::engine::{Face, Grid};
    use sudoku3d::levels::validate;
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("levels")
        .join(file_name(Shape::Cube.variant(), Difficulty::Medium));
    let file: LevelFile = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let level = &file.levels[0];
    assert!(validate(Shape::Cube.variant(), Difficulty::Medium, level).is_ok());

    let mut misrated = level.clone();
    misrated.rating = level.rating.map(|r| r + 1.0);
    let err = validate(Shape::Cube.variant(), Difficulty::Medium, &misrated).unwrap_err();
    assert!(err.contains("rates it"), "{err}");

    // The Top face given in full: still one solution, but that face is no Medium face.
    let puzzle = Grid::cube_from_line(&level.puzzle).unwrap();
    let solution = Grid::cube_from_line(&level.solution).unwrap();
    let mut full_top = puzzle.clone();
    for i in 0..81 {
        let cell = puzzle.geometry().cell_at(Face::Top, i / 9, i % 9);
        full_top.set(cell, solution.get(cell));
    }
    let mut tampered = level.clone();
    tampered.puzzle = full_top.to_line();
    let err = validate(Shape::Cube.variant(), Difficulty::Medium, &tampered).unwrap_err();
    assert!(err.contains("Top face has 0 empty places"), "{err}");
}

/// The shipped puzzles of a mode and band, as the level files give them (parsed, not validated:
/// the tests below grade them themselves).
fn shipped_puzzles(variant: Variant, difficulty: Difficulty) -> Vec<sudoku3d::engine::Grid> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("levels")
        .join(file_name(variant, difficulty));
    let file: LevelFile = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    file.levels
        .iter()
        .map(|l| sudoku3d::engine::Grid::from_variant_line(variant, &l.puzzle).unwrap())
        .collect()
}

/// The jigsaw levels are not all on one layout: in every band they use several, and both the
/// shipped layouts and random ones.
#[test]
fn jigsaw_levels_use_more_than_one_layout() {
    use std::collections::HashSet;
    use sudoku3d::engine::jigsaw::shipped_layouts;
    for difficulty in Difficulty::ALL {
        let layouts: Vec<_> = shipped_puzzles(Variant::Jigsaw, difficulty)
            .iter()
            .map(|p| p.shape().regions().expect("a jigsaw board").clone())
            .collect();
        let distinct: HashSet<&[u8; 81]> = layouts.iter().map(|r| r.map()).collect();
        assert!(distinct.len() > 1, "jigsaw {difficulty:?}: one layout");
        let shipped = layouts.iter().filter(|r| shipped_layouts().contains(r)).count();
        assert!(
            shipped > 0 && shipped < layouts.len(),
            "jigsaw {difficulty:?}: {shipped} of {} on shipped layouts",
            layouts.len()
        );
    }
}

/// Hard: no one technique is the hardest step of more than 40% of a variant's shipped Hard
/// levels (each level graded here, not read from the file).
#[test]
fn no_technique_decides_more_than_forty_percent_of_hard() {
    use sudoku3d::engine::logic::grade_unique;
    for shape in Variant::ALL {
        let puzzles = shipped_puzzles(shape, Difficulty::Hard);
        let mut deciding = std::collections::BTreeMap::new();
        for puzzle in &puzzles {
            let hardest = grade_unique(puzzle).hardest.expect("a Hard level has steps");
            *deciding.entry(hardest).or_insert(0usize) += 1;
        }
        for (technique, &n) in &deciding {
            assert!(
                n * 10 <= puzzles.len() * 4,
                "{shape} Hard: {} decides {n} of {} levels: {deciding:?}",
                technique.name(),
                puzzles.len()
            );
        }
    }
}

/// Medium: every shipped Medium level (every variant) needs at least one locked candidates,
/// pair or X-Wing step, and no step harder than those.
#[test]
fn every_medium_level_needs_a_medium_step_and_nothing_harder() {
    use sudoku3d::engine::logic::{grade_unique, Level};
    for shape in Variant::ALL {
        for (i, puzzle) in shipped_puzzles(shape, Difficulty::Medium).iter().enumerate() {
            let grade = grade_unique(puzzle);
            assert!(grade.solved, "{shape} Medium level {}", i + 1);
            let medium = grade.counts.keys().filter(|t| t.level() == Level::Medium).count();
            assert!(medium > 0, "{shape} Medium level {}: {:?}", i + 1, grade.counts);
            let harder: Vec<_> = grade.counts.keys().filter(|t| t.level() > Level::Medium).collect();
            assert!(harder.is_empty(), "{shape} Medium level {}: {harder:?}", i + 1);
        }
    }
}

/// A file made by `sudoku3d levels` and put in the data folder's `levels/` numbers its levels as
/// the shipped ones are (`classic-easy-001`...): its levels are still dealt once every shipped
/// level has been played, under ids of their own, and only then does the generator take over.
#[test]
fn an_extra_file_with_the_shipped_ids_is_dealt_after_the_shipped_levels() {
    use std::collections::HashSet;
    use std::time::Duration;
    use sudoku3d::levels::{next_unplayed, pregenerate, LevelSettings};
    let dir = crate::common::fresh_dir("extra-ids");
    let settings = LevelSettings {
        per_difficulty: 2,
        timeout: Duration::from_secs(10),
        seed: 27_027,
        jobs: 1,
        deadline: None,
    };
    let extra = pregenerate(Shape::Classic.variant(), Difficulty::Easy, &settings, &|_| {});
    assert_eq!(extra.levels.len(), 2);
    let shipped = load(Shape::Classic.variant(), Difficulty::Easy, None).levels;
    assert_eq!(extra.levels[0].id, shipped[0].id, "the same ids as the shipped file");
    std::fs::write(
        dir.join(file_name(Shape::Classic.variant(), Difficulty::Easy)),
        extra.to_json(),
    )
    .unwrap();

    let all = load(Shape::Classic.variant(), Difficulty::Easy, Some(&dir));
    assert!(all.problems.is_empty(), "{:?}", all.problems);
    assert_eq!(all.levels.len(), shipped.len() + 2);
    // Every shipped level played, as the statistics record them.
    let mut played: HashSet<String> = shipped.iter().map(|l| l.id.clone()).collect();
    for level in &extra.levels {
        let next = next_unplayed(&all.levels, &played).expect("an extra level is dealt");
        assert_eq!(
            next.puzzle.to_line(),
            level.puzzle,
            "the extra levels in the file's order"
        );
        assert!(!shipped.iter().any(|s| s.id == next.id), "{} is a shipped id", next.id);
        played.insert(next.id.clone());
    }
    assert!(next_unplayed(&all.levels, &played).is_none(), "all played");
    // The ids stay the same from one run to the next (they are written into the statistics).
    let again = load(Shape::Classic.variant(), Difficulty::Easy, Some(&dir));
    assert_eq!(
        again.levels.iter().map(|l| &l.id).collect::<Vec<_>>(),
        all.levels.iter().map(|l| &l.id).collect::<Vec<_>>()
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The killer levels: the cages alone (no digit given) have one solution, counted with the
/// cages' sums; and the cages look like a published killer's: mostly of one to five cells, none
/// past the generator's largest, and not so many single cells that they are givens in disguise.
#[test]
fn killer_levels_are_cages_alone_with_one_solution_and_plausible_sizes() {
    use sudoku3d::engine::solver::count_killer;
    use sudoku3d::engine::Grid;
    for difficulty in Difficulty::ALL {
        let puzzles = shipped_puzzles(Variant::Killer, difficulty);
        assert!(puzzles.len() >= 50, "killer {difficulty:?}: {} levels", puzzles.len());
        let (mut cages_in_all, mut small, mut single) = (0, 0, 0);
        for (i, puzzle) in puzzles.iter().enumerate() {
            let cages = puzzle.shape().cages().expect("a killer board");
            assert_eq!(
                puzzle.empty_count(),
                81,
                "killer {difficulty:?} level {}: digits given",
                i + 1
            );
            let (found, _, _) = count_killer(&Grid::empty(Shape::Classic), cages.set(), 2);
            assert_eq!(found, 1, "killer {difficulty:?} level {}", i + 1);
            for cage in cages.cages() {
                let size = cage.cells.len();
                assert!(
                    size <= 7,
                    "killer {difficulty:?} level {}: a cage of {size} cells",
                    i + 1
                );
                cages_in_all += 1;
                small += usize::from(size <= 5);
                single += usize::from(size == 1);
            }
        }
        assert!(
            small * 100 >= cages_in_all * 90,
            "killer {difficulty:?}: {small} of {cages_in_all} cages have 1-5 cells"
        );
        assert!(
            single * 100 <= cages_in_all * 35,
            "killer {difficulty:?}: {single} of {cages_in_all} cages are single cells"
        );
    }
}

/// A published killer (tests/data/killer-public.txt, its source and licence noted there) reads
/// in the project's form and has one solution, the one its source gives.
#[test]
fn the_public_killer_sample_reads_and_has_one_solution() {
    use sudoku3d::engine::{solve_unique, Grid};
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/killer-public.txt");
    let text = std::fs::read_to_string(path).unwrap();
    let puzzles: Vec<Grid> = text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| Grid::from_variant_line(Variant::Killer, l).unwrap())
        .collect();
    assert_eq!(puzzles.len(), 1);
    let solved = solve_unique(&puzzles[0]).unwrap();
    // The solution Wikipedia's picture shows, row by row.
    let expected = "215647398368952174794381652586274931142593867973816425821739546659428713437165289";
    let digits: String = solved.values().iter().map(|d| char::from(b'0' + d)).collect();
    assert_eq!(digits, expected);
}
