//! Giant 16x16 (4x4 boxes, digits 1-9 and A-G) on the command line: `--variant giant` on
//! generate, solve, rate, hint and print, its shipped levels rated in their bands, its letters
//! in either case, and its errors. Every puzzle and answer is checked here by the 16x16 rules
//! and a search of the test's own, not by the engine that made it.

use crate::binary::{self, run, stderr, stdout};
use crate::common;
use common::square;

/// The board's size and its boxes (four by four cells).
const SIZE: usize = 16;
const BOXES: (usize, usize) = (4, 4);

/// The values 1-16 of a 256-character line: 0 for an empty cell, A-G (either case) for 10-16.
fn cells(line: &str) -> Vec<u8> {
    square::cells(line, SIZE)
}

/// Whether a finished board holds 1-16 once in every row, column and 4x4 box.
fn obeys_the_rules(board: &[u8]) -> bool {
    square::obeys_the_rules(board, &square::houses(SIZE, BOXES), SIZE)
}

/// The first puzzle of a shipped level file.
fn shipped(band: &str) -> String {
    let text = std::fs::read_to_string(format!("{}/levels/giant-{band}.json", env!("CARGO_MANIFEST_DIR"))).unwrap();
    let at = text.find("\"puzzle\": \"").expect("a puzzle") + "\"puzzle\": \"".len();
    text[at..at + 256].to_string()
}

#[test]
fn giant_puzzles_are_generated_in_their_band_with_one_solution_and_solved() {
    let houses = square::houses(SIZE, BOXES);
    for band in ["easy", "medium"] {
        let o = run(&["generate", "--variant", "giant", "-d", band, "--seed", "7"]);
        assert_eq!(o.status.code(), Some(0), "{band}: {}", stderr(&o));
        let line = stdout(&o).trim().to_string();
        let mut board = cells(&line);
        assert_eq!(
            square::count(&mut board, &houses, SIZE, 2),
            1,
            "{band}: {line} has not one solution"
        );
        let rated = run(&["rate", "--budget-ms", "0", "--variant", "giant", &line]);
        assert!(stdout(&rated).starts_with(band), "{band}: {}", stdout(&rated));
        let solved = run(&["solve", "--variant", "giant", &line]);
        assert_eq!(solved.status.code(), Some(0), "{}", stderr(&solved));
        let answer = cells(stdout(&solved).trim());
        assert!(obeys_the_rules(&answer), "{line}: {answer:?}");
        assert!(
            board.iter().zip(&answer).all(|(&g, &a)| g == 0 || g == a),
            "the givens kept"
        );
    }
}

#[test]
fn shipped_giant_levels_rate_in_their_band_and_read_in_lower_case() {
    for band in ["easy", "medium", "hard", "expert"] {
        let line = shipped(band);
        // Without rate's 900 ms budget: an Expert Giant takes about 0.2 s alone, and several
        // times that beside the other tests on two cores (it ran out once).
        let rated = run(&["rate", "--budget-ms", "0", "--variant", "giant", &line.to_lowercase()]);
        assert_eq!(rated.status.code(), Some(0), "{}", stderr(&rated));
        assert!(stdout(&rated).starts_with(band), "{band}: {}", stdout(&rated));
        assert!(stdout(&rated).contains("unique"), "{}", stdout(&rated));
    }
}

#[test]
fn a_giant_hint_places_the_solutions_symbol() {
    let line = shipped("hard");
    let answer = cells(stdout(&run(&["solve", "--variant", "giant", &line])).trim());
    let o = run(&["hint", "--variant", "giant", &line]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let hint = stdout(&o);
    // "place E in r11c11": the symbol and the cell agree with the solution.
    let place = hint
        .lines()
        .find(|l| l.starts_with("place "))
        .expect("the hint places a digit");
    let words: Vec<&str> = place.split_whitespace().collect();
    let digit = cells(&format!("{}{}", words[1], ".".repeat(255)))[0];
    let (row, col) = words[3][1..].split_once('c').unwrap();
    let cell = (row.parse::<usize>().unwrap() - 1) * 16 + col.parse::<usize>().unwrap() - 1;
    assert_eq!(answer[cell], digit, "{hint}");
}

#[test]
fn giant_refuses_symbols_past_g_and_short_lines() {
    let line = shipped("easy");
    let o = run(&["solve", "--variant", "giant", &format!("{}H", &line[..255])]);
    assert_eq!(o.status.code(), Some(3));
    assert!(
        stderr(&o).contains("column 256: unexpected character 'H' (expected 1-9, A-G, '.' or '0')"),
        "{}",
        stderr(&o)
    );
    let o = run(&["solve", "--variant", "giant", &line[..100]]);
    assert_eq!(o.status.code(), Some(3));
    assert!(stderr(&o).contains("100 cells, expected 256"), "{}", stderr(&o));
}

#[test]
fn a_giant_puzzle_prints_as_a_sixteen_by_sixteen_grid_with_its_letters() {
    let dir = binary::out_dir("giant", "print");
    let line = shipped("medium");
    let pdf = dir.join("giant.pdf");
    let o = run(&[
        "print",
        "--variant",
        "giant",
        "--per-page",
        "1",
        "--puzzle",
        &line,
        "-o",
        pdf.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let text = &common::pdf::pages(&pdf)[0];
    let givens: String = line.chars().filter(|c| c.is_ascii_alphanumeric()).collect();
    let printed = common::pdf::first_puzzle_symbols(text);
    assert_eq!(printed, givens, "{text}");
    // Sixteen columns of cells: seventeen lines cross row 1 just under the grid's top edge.
    assert_eq!(
        common::pdf::lines_across_first_row(&pdf, 150, 8),
        17,
        "lines across row 1 of the printed grid"
    );
}
