//! Samurai (five 9x9 grids on a 21x21 square, issue 44) on the command line: `--variant
//! samurai` on generate, solve, rate, hint and print, its shipped levels rated in their bands,
//! its three text forms, and its errors. Every puzzle and answer is checked here by the rules
//! and a search of the test's own (`common::samurai`), not by the engine that made it.

use crate::binary::{self, run, stderr, stdout};
use crate::common;
use common::samurai::{from_line, solved, Rules, Square};

/// The first puzzle of a shipped level file.
fn shipped(band: &str) -> String {
    let text = std::fs::read_to_string(format!("{}/levels/samurai-{band}.json", env!("CARGO_MANIFEST_DIR"))).unwrap();
    let at = text.find("\"puzzle\": \"").expect("a puzzle") + "\"puzzle\": \"".len();
    text[at..at + 369].to_string()
}

/// A board as the printed square: 21 lines, `.` for an empty cell, spaces outside the grids.
fn square_lines(board: &Square, rules: &Rules) -> Vec<String> {
    (0..21)
        .map(|r| {
            let row: String = (0..21)
                .map(|c| match rules.squares.contains(&(r, c)) {
                    false => ' ',
                    true if board[r][c] == 0 => '.',
                    true => char::from(b'0' + board[r][c]),
                })
                .collect();
            row.trim_end().to_string()
        })
        .collect()
}

#[test]
fn samurai_puzzles_are_generated_in_their_band_with_one_symmetric_solution_and_solved() {
    let rules = Rules::new();
    for band in ["easy", "hard"] {
        let o = run(&["generate", "--variant", "samurai", "-d", band, "--seed", "5"]);
        assert_eq!(o.status.code(), Some(0), "{band}: {}", stderr(&o));
        let line = stdout(&o).trim().to_string();
        let mut board = from_line(&line, &rules).unwrap_or_else(|| panic!("{band}: not 369 cells: {line}"));
        // Givens symmetric under a half turn of the square, as printed Samurai puzzles are.
        for &(r, c) in &rules.squares {
            assert_eq!(
                board[r][c] == 0,
                board[20 - r][20 - c] == 0,
                "{band}: r{r}c{c} and its image"
            );
        }
        assert_eq!(rules.count(&mut board, 2), 1, "{band}: {line} has not one solution");
        let rated = run(&["rate", "--budget-ms", "0", "--variant", "samurai", &line]);
        assert!(stdout(&rated).starts_with(band), "{band}: {}", stdout(&rated));
        let o = run(&["solve", "--variant", "samurai", &line]);
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        let answer = from_line(stdout(&o).trim(), &rules).expect("a solution of 369 cells");
        assert!(solved(&answer, &rules), "{line}: {}", stdout(&o));
        assert!(
            rules
                .squares
                .iter()
                .all(|&(r, c)| board[r][c] == 0 || board[r][c] == answer[r][c]),
            "the givens kept"
        );
    }
}

#[test]
fn shipped_samurai_levels_rate_in_their_band() {
    for band in ["easy", "medium", "hard", "expert"] {
        let line = shipped(band);
        let rated = run(&["rate", "--budget-ms", "0", "--variant", "samurai", &line]);
        assert_eq!(rated.status.code(), Some(0), "{}", stderr(&rated));
        assert!(stdout(&rated).starts_with(band), "{band}: {}", stdout(&rated));
        assert!(stdout(&rated).contains("unique"), "{}", stdout(&rated));
    }
}

/// The printed square (21 lines, spaces outside the grids) and the five grids of 81 read as
/// the same puzzle as the one line: solve gives the same answer for each.
#[test]
fn the_square_and_the_five_grids_are_the_same_puzzle_as_the_line() {
    let rules = Rules::new();
    let line = shipped("medium");
    let board = from_line(&line, &rules).unwrap();
    let square = square_lines(&board, &rules).join("\n");
    let grids: Vec<String> = common::samurai::CORNERS
        .iter()
        .map(|&(r0, c0)| {
            (0..81)
                .map(|i| match board[r0 + i / 9][c0 + i % 9] {
                    0 => '.',
                    d => char::from(b'0' + d),
                })
                .collect()
        })
        .collect();
    let answer = stdout(&run(&["solve", "--variant", "samurai", &line]))
        .trim()
        .to_string();
    assert_eq!(answer.len(), 369, "{answer}");
    for (name, text) in [("square", square), ("grids", grids.join("\n"))] {
        let o = run(&["solve", "--variant", "samurai", &text]);
        assert_eq!(o.status.code(), Some(0), "{name}: {}", stderr(&o));
        assert_eq!(stdout(&o).trim(), answer, "{name}:\n{text}");
    }
}

#[test]
fn a_samurai_hint_places_the_solutions_digit_in_a_named_grid() {
    let rules = Rules::new();
    let line = shipped("hard");
    let answer = from_line(stdout(&run(&["solve", "--variant", "samurai", &line])).trim(), &rules).unwrap();
    let o = run(&["hint", "--variant", "samurai", &line]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let hint = stdout(&o);
    // "place 4 in Centre r3c5": the grid's name, then the cell within that grid.
    let place = hint
        .lines()
        .find(|l| l.starts_with("place "))
        .expect("the hint places a digit");
    let words: Vec<&str> = place.split_whitespace().collect();
    let digit: u8 = words[1].parse().unwrap();
    let rc = words.last().unwrap();
    let grid = words[3..words.len() - 1].join(" ");
    let corner = ["Top left", "Top right", "Centre", "Bottom left", "Bottom right"]
        .iter()
        .position(|&g| g == grid)
        .unwrap_or_else(|| panic!("no grid named {grid:?}: {hint}"));
    let (r0, c0) = common::samurai::CORNERS[corner];
    let (row, col) = rc[1..].split_once('c').unwrap();
    let (r, c) = (
        r0 + row.parse::<usize>().unwrap() - 1,
        c0 + col.parse::<usize>().unwrap() - 1,
    );
    assert_eq!(answer[r][c], digit, "{hint}");
}

#[test]
fn samurai_refuses_a_digit_outside_the_grids_and_short_lines() {
    let line = shipped("easy");
    let o = run(&["solve", "--variant", "samurai", &line[..300]]);
    assert_eq!(o.status.code(), Some(3));
    assert!(stderr(&o).contains("300 cells, expected 369"), "{}", stderr(&o));
    // Row 1 of the square has 21 places; the 10th lies between the two top grids.
    let rules = Rules::new();
    let mut square = square_lines(&from_line(&line, &rules).unwrap(), &rules);
    square[0].replace_range(9..10, "5");
    let o = run(&["solve", "--variant", "samurai", &square.join("\n")]);
    assert_ne!(o.status.code(), Some(0));
    assert!(stderr(&o).contains("column 10"), "{}", stderr(&o));
}

#[test]
fn a_samurai_prints_alone_on_a_page_as_its_square() {
    let dir = binary::out_dir("samurai", "print");
    let line = shipped("medium");
    let pdf = dir.join("samurai.pdf");
    let o = run(&[
        "print",
        "--variant",
        "samurai",
        "--puzzle",
        &line,
        "-o",
        pdf.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let pages = common::pdf::pages(&pdf);
    assert_eq!(pages.len(), 1, "one Samurai, one page");
    // Row 1 of the square crosses the two top grids: ten lines each.
    assert_eq!(
        common::pdf::lines_across_first_row(&pdf, 150, 8),
        20,
        "lines across row 1 of the printed square"
    );
}

/// A shared cell answers to the name of each of its places: `hint --near` the centre grid's
/// r1c1 and the top-left grid's r7c7 give the same hint, and `credit` takes a placement named
/// by its grid (a name with no grid is refused, with an example of one that works).
#[test]
fn a_shared_cell_is_named_from_either_grid() {
    let line = shipped("hard");
    let near = |name: &str| stdout(&run(&["hint", "--variant", "samurai", "--near", name, &line]));
    let from_centre = near("Centre r1c1");
    assert!(from_centre.contains("place "), "{from_centre}");
    assert_eq!(near("top left r7c7"), from_centre);
    let place = from_centre.lines().find(|l| l.starts_with("place ")).unwrap();
    let words: Vec<&str> = place.split_whitespace().collect();
    let cell = words[3..].join(" ");
    let o = run(&[
        "credit",
        "--variant",
        "samurai",
        &line,
        "--place",
        &format!("{cell}={}", words[1]),
    ]);
    assert_eq!(o.status.code(), Some(0), "{cell}: {}", stderr(&o));
    let o = run(&["credit", "--variant", "samurai", &line, "--place", "r6c9=7"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("no cell \"r6c9\" (write Centre r5c5"),
        "{}",
        stderr(&o)
    );
}
