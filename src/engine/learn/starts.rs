//! Reading practice sources: the puzzle collections (`data/practice-sources/`) whose positions
//! the pool command walks the grader from ([`Start`]), in the two forms they come in.

use crate::engine::grid::Grid;
use crate::engine::types::{Candidates, Digit};

use super::practice::Start;

/// The starts of one collection file named `name` (its stem, `hodoku-reglib`): each line is
/// either a puzzle (81 characters, `.` or `0` for an empty cell) or a HoDoKu library case
/// (`:code:digits:givens:deleted:eliminations:placements:extra`, where a `+` before a digit
/// marks one placed after the givens and `deleted` lists candidates already removed, as
/// `digit row column` triples). Lines starting with `#`, blank lines and lines that do not
/// read are skipped. A start is named `name line N`.
pub fn read_starts(name: &str, text: &str) -> Vec<Start> {
    text.lines()
        .enumerate()
        .filter_map(|(i, line)| {
            let line = line.trim();
            let source = format!("{name} line {}", i + 1);
            if line.starts_with(':') {
                library_case(&source, line)
            } else if line.len() == 81 && !line.starts_with('#') {
                Grid::from_line(line)
                    .ok()
                    .map(|puzzle| Start::of_puzzle(&source, puzzle))
            } else {
                None
            }
        })
        .collect()
}

/// A HoDoKu library case as a start: the givens without `+` are the puzzle; with them, the
/// board; the board's candidates less the deleted ones, the marks.
fn library_case(source: &str, line: &str) -> Option<Start> {
    let fields: Vec<&str> = line.split(':').collect();
    let givens = fields.get(3)?;
    let mut puzzle_text = String::with_capacity(81);
    let mut board_text = String::with_capacity(81);
    let mut placed = false;
    for ch in givens.chars() {
        if ch == '+' {
            placed = true;
            continue;
        }
        puzzle_text.push(if placed { '.' } else { ch });
        board_text.push(ch);
        placed = false;
    }
    let puzzle = Grid::from_line(&puzzle_text).ok()?;
    let board = Grid::from_line(&board_text).ok()?;
    let mut candidates: Vec<Candidates> = board.all_candidates();
    for triple in fields.get(4)?.split_whitespace() {
        let b = triple.as_bytes();
        if b.len() != 3 {
            return None;
        }
        let digit = Digit::new(b[0].wrapping_sub(b'0'))?;
        let (row, col) = (b[1].wrapping_sub(b'1') as usize, b[2].wrapping_sub(b'1') as usize);
        if row > 8 || col > 8 {
            return None;
        }
        candidates[row * 9 + col].remove(digit);
    }
    Some(Start {
        source: source.to_string(),
        puzzle,
        board,
        candidates,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_library_case_reads_as_puzzle_board_and_marks() {
        let line = ":0603:3:14+8..+9+72+5.+3...89.697+6....38.+61......3+2.8.56...9......2.5+9+186....+8+3....61+6+1...35+89:224 524 225 525 135 455 755 458 758 165 168 771 284 484 784 285 485 785:364 365::";
        let starts = read_starts("reglib", &format!("# a comment\n{line}\n"));
        assert_eq!(starts.len(), 1);
        let s = &starts[0];
        assert_eq!(s.source, "reglib line 2");
        // r1c3 holds a placed 8, not a given.
        assert_eq!(s.puzzle.get(2), None);
        assert_eq!(s.board.get(2), Digit::new(8));
        assert!(s.puzzle.is_extended_by(&s.board));
        // r2c4 lost 2 and 5 (`224 524`).
        let r2c4 = 9 + 3;
        assert!(s.board.get(r2c4).is_none());
        assert!(!s.candidates[r2c4].contains(Digit::new(2).expect("2")));
        assert!(!s.candidates[r2c4].contains(Digit::new(5).expect("5")));
        // And nothing else: the digits' candidates less those two.
        let mut expected = s.board.candidates(r2c4);
        expected.remove(Digit::new(2).expect("2"));
        expected.remove(Digit::new(5).expect("5"));
        assert_eq!(s.candidates[r2c4], expected);
    }
}
