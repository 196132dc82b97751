//! The printed PDF as a reader sees it: pages, headings, and every grid's digits, read back
//! with poppler's `pdftotext` (Debian's poppler-utils; `.ci/run` installs it).

use std::path::{Path, PathBuf};
use std::process::Command;

use sudoku3d::engine::{generate_seeded, Difficulty, Face, Grid, Shape};
use sudoku3d::print::{write_pdf, CubeLayout, PerPage, PrintOptions, PrintPuzzle};

use crate::common;
use common::pdf::pages;

fn out_dir() -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("print");
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The digits printed on a page after `heading`, up to the next heading (or the page's end):
/// the grid under that heading, read cell by cell.
fn digits_under(page: &str, heading: &str) -> String {
    let start = page
        .find(heading)
        .unwrap_or_else(|| panic!("no {heading:?} on the page:\n{page}"));
    let rest = &page[start + heading.len()..];
    let end = ["Puzzle ", "Solution "]
        .iter()
        .filter_map(|h| rest.find(h))
        .min()
        .unwrap_or(rest.len());
    rest[..end].chars().filter(char::is_ascii_digit).collect()
}

/// The digits of `grid` face by face (U, F, R for a cube), in reading order, as printed.
fn face_digits(grid: &Grid) -> String {
    let geometry = grid.geometry();
    let mut s = String::new();
    for &face in geometry.faces() {
        for i in 0..81 {
            if let Some(d) = grid.at(face, i / 9, i % 9) {
                s.push(d.to_char());
            }
        }
    }
    s
}

fn headings(page: &str) -> usize {
    page.matches("Puzzle ").count() + page.matches("Solution ").count()
}

#[test]
fn classic_puzzles_two_a_page_then_their_solutions() {
    let puzzles: Vec<_> = (1..=5u64)
        .map(|seed| generate_seeded(Shape::Classic, Difficulty::Medium, seed))
        .collect();
    let printed: Vec<_> = puzzles
        .iter()
        .map(|p| PrintPuzzle::new(p.puzzle.clone(), "Medium").with_solution(p.solution.clone()))
        .collect();
    let options = PrintOptions {
        title: "Weekend puzzles".into(),
        per_page: PerPage::Two,
        solutions: true,
        cube_layout: CubeLayout::Faces,
        ..PrintOptions::default()
    };
    let path = out_dir().join("classic.pdf");
    write_pdf(&path, &printed, &options).unwrap();
    let bytes = std::fs::read(&path).unwrap();
    assert!(bytes.starts_with(b"%PDF-"));
    assert!(
        !String::from_utf8_lossy(&bytes).contains("/Image"),
        "grids must be vectors, not images"
    );

    let pages = pages(&path);
    // Five puzzles two a page: 3 pages; their solutions four a page: 2 more.
    assert_eq!(pages.len(), 5);
    for (i, page) in pages.iter().enumerate() {
        assert!(page.contains(&format!("Page {} of 5", i + 1)), "{page}");
    }
    let grids: Vec<usize> = pages.iter().map(|p| headings(p)).collect();
    assert_eq!(grids, [2, 2, 1, 4, 1]);
    for (n, p) in puzzles.iter().enumerate() {
        let page = &pages[n / 2];
        assert!(page.starts_with("Weekend puzzles"), "{page}");
        let heading = format!("Puzzle {} \u{b7} Medium", n + 1);
        assert_eq!(digits_under(page, &heading), face_digits(&p.puzzle), "{heading}");
        let page = &pages[3 + n / 4];
        assert!(page.starts_with("Weekend puzzles: solutions"), "{page}");
        let heading = format!("Solution {} \u{b7} Medium", n + 1);
        let digits = digits_under(page, &heading);
        assert_eq!(digits.len(), 81);
        assert_eq!(digits, face_digits(&p.solution), "{heading}");
    }
}

#[test]
fn six_a_page_fills_pages_in_order() {
    let printed: Vec<_> = (0..13u64)
        .map(|seed| PrintPuzzle::new(generate_seeded(Shape::Classic, Difficulty::Easy, seed).puzzle, "Easy"))
        .collect();
    let options = PrintOptions {
        per_page: PerPage::Six,
        ..PrintOptions::default()
    };
    let path = out_dir().join("six.pdf");
    write_pdf(&path, &printed, &options).unwrap();
    let pages = pages(&path);
    assert_eq!(pages.iter().map(|p| headings(p)).collect::<Vec<_>>(), [6, 6, 1]);
    assert!(pages[2].contains("Puzzle 13 \u{b7} Easy"));
    for (n, p) in printed.iter().enumerate() {
        let heading = format!("Puzzle {} \u{b7} Easy", n + 1);
        assert_eq!(digits_under(&pages[n / 6], &heading), face_digits(&p.puzzle));
    }
}

#[test]
fn a_cube_prints_as_three_labelled_faces_or_as_a_drawing() {
    // Medium: its cubes keep givens on the shared edges (Easy and Hard dig them first).
    let cube = generate_seeded(Shape::Cube, Difficulty::Medium, 7);
    let printed = [PrintPuzzle::new(cube.puzzle.clone(), "Medium").with_solution(cube.solution.clone())];
    for layout in [CubeLayout::Faces, CubeLayout::Isometric] {
        let options = PrintOptions {
            per_page: PerPage::One,
            solutions: true,
            cube_layout: layout,
            ..PrintOptions::default()
        };
        let path = out_dir().join(format!("cube-{layout:?}.pdf").to_lowercase());
        write_pdf(&path, &printed, &options).unwrap();
        let pages = pages(&path);
        assert_eq!(pages.len(), 2, "{layout:?}");
        for face in Face::ALL {
            assert!(pages[0].contains(face.name()), "{layout:?}: no {} label", face.name());
        }
        // Every face is printed whole: a linked given shows on each face it belongs to.
        let digits = digits_under(&pages[0], "Puzzle 1 \u{b7} Medium");
        assert_eq!(digits, face_digits(&cube.puzzle), "{layout:?}");
        assert!(
            digits.len() > cube.puzzle.filled_count(),
            "linked givens appear on two faces"
        );
        assert_eq!(
            digits_under(&pages[1], "Solution 1 \u{b7} Medium").len(),
            243,
            "{layout:?}"
        );
        if layout == CubeLayout::Faces {
            assert!(
                pages[0].contains("Edges with the same letter"),
                "the legend of the shared edges"
            );
        }
    }
}

#[test]
fn a_game_in_progress_prints_the_players_entries_too() {
    let p = generate_seeded(Shape::Classic, Difficulty::Easy, 11);
    let mut board = p.puzzle.clone();
    let empty: Vec<usize> = (0..81).filter(|&c| board.get(c).is_none()).take(5).collect();
    for &c in &empty {
        board.set(c, p.solution.get(c));
    }
    let path = out_dir().join("progress.pdf");
    let printed = [PrintPuzzle::new(p.puzzle.clone(), "Easy").with_progress(board.clone())];
    write_pdf(&path, &printed, &PrintOptions::default()).unwrap();
    let pages = pages(&path);
    assert_eq!(pages.len(), 1);
    assert_eq!(digits_under(&pages[0], "Puzzle 1 \u{b7} Easy"), face_digits(&board));
}

/// `sudoku3d print` itself (the binary is built with the `cli` feature).
#[cfg(feature = "cli")]
mod command {
    use super::*;

    fn sudoku3d(args: &[&str]) -> std::process::Output {
        Command::new(env!("CARGO_BIN_EXE_sudoku3d"))
            .args(args)
            .output()
            .unwrap()
    }

    #[test]
    fn print_with_a_seed_prints_the_puzzles_generate_gives_for_it() {
        let path = out_dir().join("cli-seed.pdf");
        let out = sudoku3d(&[
            "print",
            "--output",
            path.to_str().unwrap(),
            "--difficulty",
            "hard",
            "-n",
            "3",
            "--per-page",
            "1",
            "--seed",
            "40",
            "--solutions",
        ]);
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        let generated = sudoku3d(&["generate", "--difficulty", "hard", "-n", "3", "--seed", "40"]);
        let lines = String::from_utf8(generated.stdout).unwrap();
        let pages = pages(&path);
        // Three puzzles one a page, then their solutions on one page.
        assert_eq!(pages.len(), 4);
        for (n, line) in lines.lines().enumerate() {
            let puzzle = Grid::from_line(line).unwrap();
            let heading = format!("Puzzle {} \u{b7} Hard", n + 1);
            assert_eq!(digits_under(&pages[n], &heading), face_digits(&puzzle), "{heading}");
        }
        assert_eq!(headings(&pages[3]), 3);
    }

    #[test]
    fn print_a_given_puzzle_rates_it_and_refuses_one_with_two_solutions() {
        let given = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        let path = out_dir().join("cli-given.pdf");
        let out = sudoku3d(&["print", "--output", path.to_str().unwrap(), "--puzzle", given]);
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        let pages = pages(&path);
        assert_eq!(pages.len(), 1);
        let puzzle = Grid::from_line(given).unwrap();
        assert_eq!(digits_under(&pages[0], "Puzzle 1 \u{b7} Easy"), face_digits(&puzzle));

        // The empty board has many solutions.
        let two = ".".repeat(81);
        let bad = out_dir().join("cli-bad.pdf");
        let out = sudoku3d(&["print", "--output", bad.to_str().unwrap(), "--puzzle", &two]);
        assert_eq!(out.status.code(), Some(5), "{}", String::from_utf8_lossy(&out.stderr));
        assert!(!bad.exists(), "no PDF for a puzzle with two solutions");
    }

    #[test]
    fn print_a_file_of_cubes_and_name_the_bad_line() {
        let dir = out_dir();
        let cubes: Vec<String> = (1..=2u64)
            .map(|seed| {
                let p = generate_seeded(Shape::Cube, Difficulty::Easy, seed).puzzle;
                p.cube_faces().join(" ")
            })
            .collect();
        let file = dir.join("cubes.txt");
        std::fs::write(&file, format!("{}\n\n{}\n", cubes[0], cubes[1])).unwrap();
        let path = dir.join("cli-cubes.pdf");
        let out = sudoku3d(&[
            "print",
            "--output",
            path.to_str().unwrap(),
            "--cube",
            "--layout",
            "isometric",
            "--file",
            file.to_str().unwrap(),
        ]);
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        let pages = pages(&path);
        assert_eq!(pages.len(), 1);
        assert_eq!(headings(&pages[0]), 2);

        std::fs::write(&file, format!("{}\nnot a cube\n", cubes[0])).unwrap();
        let out = sudoku3d(&[
            "print",
            "--output",
            path.to_str().unwrap(),
            "--cube",
            "--file",
            file.to_str().unwrap(),
        ]);
        assert_eq!(out.status.code(), Some(3));
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("line 2"), "{err}");
    }

    #[test]
    fn print_refuses_a_page_layout_it_does_not_offer() {
        let path = out_dir().join("cli-three.pdf");
        let out = sudoku3d(&["print", "--output", path.to_str().unwrap(), "--per-page", "3"]);
        assert_eq!(out.status.code(), Some(2));
        assert!(String::from_utf8_lossy(&out.stderr).contains("1, 2, 4 or 6"));
    }
}
