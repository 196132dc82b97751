//! Mini 6x6 (2x3 boxes, digits 1-6) on the command line: `--variant mini` on generate, solve,
//! rate, hint and print; its bands (Easy, Medium, Hard: no Expert) and its errors. Every puzzle
//! and answer is checked here by the 6x6 rules and a small search of the test's own, not by the
//! engine that made it.

use crate::binary::{self, run, stderr, stdout};
use crate::common;
use common::square;

/// The board's size and its boxes (two rows by three cells).
const SIZE: usize = 6;
const BOXES: (usize, usize) = (2, 3);

/// The cells of a 36-character line: 0 for an empty cell.
fn cells(line: &str) -> Vec<u8> {
    square::cells(line, SIZE)
}

/// Whether a finished board holds 1-6 once in every row, column and box.
fn obeys_the_rules(board: &[u8]) -> bool {
    square::obeys_the_rules(board, &square::houses(SIZE, BOXES), SIZE)
}

/// Solutions of a Mini board, counted up to `limit` by a search of the test's own.
fn count(board: &mut [u8], limit: usize) -> usize {
    square::count(board, &square::houses(SIZE, BOXES), SIZE, limit)
}

#[test]
fn mini_puzzles_are_generated_in_their_band_with_one_solution_and_solved() {
    for band in ["easy", "medium", "hard"] {
        let o = run(&["generate", "--variant", "mini", "-d", band, "-n", "3", "--seed", "11"]);
        assert_eq!(o.status.code(), Some(0), "{band}: {}", stderr(&o));
        let lines: Vec<String> = stdout(&o).lines().map(str::to_owned).collect();
        assert_eq!(lines.len(), 3, "{band}: {lines:?}");
        for line in &lines {
            let mut board = cells(line);
            assert_eq!(count(&mut board, 2), 1, "{band}: {line} has not one solution");
            let rated = run(&["rate", "--variant", "mini", line]);
            assert_eq!(rated.status.code(), Some(0), "{}", stderr(&rated));
            assert!(
                stdout(&rated).starts_with(band),
                "{band} puzzle rated otherwise: {}",
                stdout(&rated)
            );
            let solved = run(&["solve", "--variant", "mini", line]);
            assert_eq!(solved.status.code(), Some(0), "{}", stderr(&solved));
            let answer = cells(stdout(&solved).trim());
            assert!(obeys_the_rules(&answer), "{line}: {answer:?}");
            assert!(
                board.iter().zip(&answer).all(|(&g, &a)| g == 0 || g == a),
                "the givens kept"
            );
        }
    }
}

#[test]
fn a_mini_hint_is_true_to_the_solution_and_names_only_the_boards_digits() {
    let o = run(&["generate", "--variant", "mini", "-d", "hard", "--seed", "3"]);
    let line = stdout(&o).trim().to_string();
    let answer = cells(stdout(&run(&["solve", "--variant", "mini", &line])).trim());
    let o = run(&["hint", "--variant", "mini", &line]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let hint = stdout(&o);
    // "place 6 in r5c6": the placement the hint ends with agrees with the solution.
    let place = hint
        .lines()
        .find(|l| l.starts_with("place "))
        .expect("the hint places a digit");
    let words: Vec<&str> = place.split_whitespace().collect();
    let digit: u8 = words[1].parse().unwrap();
    let name = words[3];
    let (row, col) = name[1..].split_once('c').unwrap();
    let cell = (row.parse::<usize>().unwrap() - 1) * 6 + col.parse::<usize>().unwrap() - 1;
    assert_eq!(answer[cell], digit, "{hint}");
    assert!(
        !hint.contains(['7', '8', '9']),
        "a digit the board has not, or a cell past r6c6: {hint}"
    );
}

#[test]
fn mini_refuses_an_expert_band_and_digits_it_has_no_place_for() {
    let o = run(&["generate", "--variant", "mini", "-d", "expert"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("mini has no expert band: its bands are easy, medium, hard"),
        "{}",
        stderr(&o)
    );
    let o = run(&["solve", "--variant", "mini", "1.3.5.4.6.2..3.6.4..1.5.3..4.2.6.5.7"]);
    assert_eq!(o.status.code(), Some(3));
    assert!(
        stderr(&o).contains("column 36: '7' is not a digit of a 6x6 board (expected 1-6"),
        "{}",
        stderr(&o)
    );
    let o = run(&["solve", "--variant", "mini", "1.3.5.4.6.2"]);
    assert_eq!(o.status.code(), Some(3));
    assert!(stderr(&o).contains("11 cells, expected 36"), "{}", stderr(&o));
    // Two solutions: said so, nothing printed as an answer.
    let o = run(&["solve", "--variant", "mini", &".".repeat(36)]);
    assert_eq!(o.status.code(), Some(5), "{}", stderr(&o));
}

#[test]
fn a_mini_file_names_the_line_of_a_digit_it_has_no_place_for() {
    let dir = common::fresh_dir("mini-file-lines");
    let path = dir.join("minis.txt");
    let bad = format!("{}7", ".".repeat(35));
    std::fs::write(&path, format!("{}\n{bad}\n", "1.3.5.4.6.2..3.6.4..1.5.3..4.2.6.5.1")).expect("write the file");
    let o = run(&[
        "solve",
        "--variant",
        "mini",
        "--file",
        path.to_str().expect("a UTF-8 path"),
    ]);
    assert_ne!(o.status.code(), Some(0));
    // The second line of the file, not the first line of its own text.
    assert!(
        stderr(&o).contains("line 2, column 36: '7' is not a digit of a 6x6 board"),
        "{}",
        stderr(&o)
    );
    assert!(!stderr(&o).contains("line 1, column"), "{}", stderr(&o));
}

#[test]
fn a_mini_puzzle_prints_as_a_six_by_six_grid_with_its_digits() {
    let dir = binary::out_dir("mini", "print");
    let line = "4....3.3..4....2.5..5.6.1.......61..";
    let pdf = dir.join("mini.pdf");
    let o = run(&[
        "print",
        "--variant",
        "mini",
        "--per-page",
        "1",
        "--puzzle",
        line,
        "-o",
        pdf.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let text = &common::pdf::pages(&pdf)[0];
    // The givens in reading order, and nothing else on the grid.
    let givens: String = line.chars().filter(|c| c.is_ascii_digit()).collect();
    let printed = common::pdf::first_puzzle_symbols(text);
    assert_eq!(printed, givens, "{text}");
    // Six columns of cells: the grid's left edge, five lines between cells (the middle one
    // thick) and its right edge cross row 1 just under the grid's top edge (above its digits).
    assert_eq!(
        common::pdf::lines_across_first_row(&pdf, 72, 5),
        7,
        "lines across row 1 of the printed grid"
    );
}
