//! Text forms of the square boards of other sizes than 9 (Mini 6x6 now; any N x N with
//! digits 1-9 then A-G): one line of N*N cells, or N lines of N cells, `.` or `0` for an
//! empty cell. Box lines drawn with `|`, `-` and `+` are skipped, as are spaces between cells.
//!
//! Their own file rather than `format.rs`: the classic readers keep their 9x9 fast paths and
//! error texts ("expected 1-9"), while these read the board's own digits.

use super::format::ParseError;
use super::grid::Grid;
use super::shape::Shape;
use super::types::Digit;

/// Reads a board of `shape` (a square board of one fixed size) from one line of N*N cells or
/// from N lines of N.
pub fn read(shape: Shape, text: &str) -> Result<Grid, ParseError> {
    let size = shape.geometry().size();
    let mut cells = Vec::with_capacity(size * size);
    let mut last_line = 1;
    let mut rows = 0;
    for (i, line) in text.lines().enumerate() {
        let before = cells.len();
        for (column, ch) in line.chars().enumerate() {
            match ch {
                '.' | '0' => cells.push(None),
                '|' | '-' | '+' => {}
                _ if ch.is_whitespace() => {}
                _ => match Digit::from_symbol(ch, size) {
                    Some(d) => cells.push(Some(d)),
                    None if Digit::from_symbol(ch, 16).is_some() => {
                        return Err(ParseError::NotOnBoard {
                            line: i + 1,
                            column: column + 1,
                            ch,
                            size,
                        })
                    }
                    None => {
                        return Err(ParseError::NotASymbol {
                            line: i + 1,
                            column: column + 1,
                            ch,
                            size,
                        })
                    }
                },
            }
        }
        if cells.len() > before {
            last_line = i + 1;
            rows += 1;
        }
    }
    if cells.is_empty() {
        return Err(ParseError::Empty);
    }
    // N lines must each hold a row: a block with a short row would shift every cell after it.
    if rows > 1 && cells.len() == size * size && rows != size {
        return Err(ParseError::WrongLength {
            line: last_line,
            found: cells.len() / rows,
            expected: size,
        });
    }
    if cells.len() != size * size {
        return Err(ParseError::WrongLength {
            line: last_line,
            found: cells.len(),
            expected: size * size,
        });
    }
    Ok(Grid::from_cells(shape, cells).expect("N*N cells"))
}

/// One line of N*N cells, `.` for an empty one.
pub fn write(grid: &Grid) -> String {
    grid.cells().iter().map(|c| c.map_or('.', Digit::to_char)).collect()
}

/// N lines with the boxes drawn, for a terminal: `1 2 3 | 4 5 6` and `------+------`, each
/// ending in a newline (as the 9x9 grid's).
pub fn pretty(grid: &Grid) -> String {
    let g = grid.geometry();
    let (size, (box_rows, box_cols)) = (g.size(), g.box_shape());
    let mut out = String::new();
    for r in 0..size {
        if r > 0 && r % box_rows == 0 {
            // Under `1 2 3 | 4 5 6 | 7 8 9`: the outer boxes' segments are a space shorter.
            let boxes = size / box_cols;
            let segments: Vec<String> = (0..boxes)
                .map(|b| "-".repeat(2 * box_cols + usize::from(b > 0 && b + 1 < boxes)))
                .collect();
            out.push_str(&segments.join("+"));
            out.push('\n');
        }
        let mut row = String::new();
        for c in 0..size {
            if c > 0 && c % box_cols == 0 {
                row.push_str("| ");
            }
            row.push(grid.cells()[r * size + c].map_or('.', Digit::to_char));
            row.push(' ');
        }
        out.push_str(row.trim_end());
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const MINI: &str = "1.3.5.4.6.2..3.6.4..1.5.3..4.2.6.5.1";

    #[test]
    fn a_mini_board_reads_back_what_it_writes_in_either_form() {
        let grid = read(Shape::Mini, MINI).unwrap();
        assert_eq!(grid.len(), 36);
        assert_eq!(write(&grid), MINI);
        let block = pretty(&grid);
        assert_eq!(
            block.lines().count(),
            6 + 2,
            "six rows and two lines between boxes:\n{block}"
        );
        assert_eq!(block.lines().next(), Some("1 . 3 | . 5 ."));
        assert_eq!(block.lines().nth(2), Some("------+------"));
        assert_eq!(read(Shape::Mini, &block).unwrap(), grid);
    }

    #[test]
    fn a_mini_board_refuses_what_it_cannot_hold() {
        let seven = MINI.replacen('.', "7", 1);
        let err = read(Shape::Mini, &seven).unwrap_err();
        assert!(err.to_string().contains("1-6"), "{err}");
        assert!(matches!(
            read(Shape::Mini, "x"),
            Err(ParseError::NotASymbol { column: 1, size: 6, .. })
        ));
        assert!(matches!(
            read(Shape::Mini, &MINI[..35]),
            Err(ParseError::WrongLength {
                found: 35,
                expected: 36,
                ..
            })
        ));
        assert!(matches!(read(Shape::Mini, ""), Err(ParseError::Empty)));
        // Six cells short in one row of the block, made up at the end: refused, not shifted.
        let block: Vec<&str> = MINI
            .as_bytes()
            .chunks(6)
            .map(|r| std::str::from_utf8(r).unwrap())
            .collect();
        let uneven = format!("{}\n{}\n{}", &block[..2].concat(), block[2..5].join("\n"), block[5]);
        assert!(read(Shape::Mini, &uneven).is_err());
    }

    /// A 16x16 board writes 10-16 as A-G, reads them in either case and in its block form,
    /// and names its symbols when a character is none of them.
    #[test]
    fn a_giant_board_reads_its_letters_in_either_case() {
        let giant: String = (0..256)
            .map(|i| {
                if i % 17 == 0 {
                    Digit::from_index(i % 16).to_char()
                } else {
                    '.'
                }
            })
            .collect();
        let grid = read(Shape::Giant, &giant).unwrap();
        assert_eq!(grid.get(17 * 10), Digit::new(11));
        assert_eq!(write(&grid), giant);
        assert_eq!(read(Shape::Giant, &giant.to_lowercase()).unwrap(), grid);
        let block = pretty(&grid);
        assert_eq!(block.lines().count(), 16 + 3, "{block}");
        assert_eq!(read(Shape::Giant, &block).unwrap(), grid);
        let err = read(Shape::Giant, &giant.replacen('.', "H", 1)).unwrap_err();
        assert_eq!(
            err.to_string(),
            "line 1, column 2: unexpected character 'H' (expected 1-9, A-G, '.' or '0')"
        );
    }
}
