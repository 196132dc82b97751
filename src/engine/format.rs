//! Text forms: the 81-character line, the 9-line grid, and the cube's three faces.
//!
//! Every parser error names the line and column of the offending character.

use std::io::BufRead;

use super::geometry::{samurai, Face, Regions, RegionsError, Variant};
use super::grid::Grid;
use super::killer::{Cages, CagesError};
use super::lines::{LineError, LineReader};
use super::shape::Shape;
use super::solver::CellValues;
use super::types::{Candidates, Digit};

/// The symbols of a board's digits, as an error message names them: "1-6", "1-9", or
/// "1-9, A-G" on the 16x16 board.
pub fn digit_symbols(size: usize) -> String {
    let last = super::types::Digit::from_index(size.clamp(1, 16) - 1);
    if size <= 9 {
        format!("1-{last}")
    } else {
        format!("1-9, A-{last}")
    }
}

/// Why a text is not a puzzle.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseError {
    /// A character that is not a digit, '.' or '0'.
    #[error("line {line}, column {column}: unexpected character {ch:?} (expected 1-9, '.' or '0')")]
    BadChar {
        /// 1-based line.
        line: usize,
        /// 1-based column (in characters).
        column: usize,
        /// The character found.
        ch: char,
    },
    /// Too few or too many cells.
    #[error("line {line}: {found} cells, expected {expected}")]
    WrongLength {
        /// 1-based line.
        line: usize,
        /// Cells found.
        found: usize,
        /// Cells expected.
        expected: usize,
    },
    /// A one-line puzzle broken over lines (wrapped at 80 columns by an editor or a mail, say).
    #[error(
        "line {line}: a line break splits the puzzle: {found} cells over {lines} lines; write its 81 cells on one line"
    )]
    SplitLine {
        /// 1-based line where the puzzle starts.
        line: usize,
        /// The lines it is spread over.
        lines: usize,
        /// Cells found on them together.
        found: usize,
    },
    /// A 9-line grid that stops before its ninth row.
    #[error("line {line}: the grid has {rows} rows, expected 9")]
    ShortGrid {
        /// 1-based line where the grid started.
        line: usize,
        /// Rows found.
        rows: usize,
    },
    /// Nothing to parse.
    #[error("no puzzle found: the input is empty")]
    Empty,
    /// A cube given with other than three faces.
    #[error("a cube needs three faces (U F R), found {found}")]
    FaceCount {
        /// Faces found.
        found: usize,
    },
    /// Two faces give different digits to one linked cell.
    #[error("linked cell {first} and {second} hold different digits ({a} and {b})")]
    LinkMismatch {
        /// One place of the cell.
        first: String,
        /// The other place.
        second: String,
        /// The digit at the first place.
        a: Digit,
        /// The digit at the second place.
        b: Digit,
    },
    /// The input could not be read.
    #[error("could not read input: {0}")]
    Io(String),
    /// A line of a file that is not UTF-8 text.
    #[error("line {line}: not UTF-8 text (byte {byte})")]
    NotUtf8 {
        /// 1-based line.
        line: usize,
        /// 1-based byte of the first bad byte.
        byte: usize,
    },
    /// A jigsaw puzzle whose region map is missing or wrong.
    #[error("jigsaw regions: {0}")]
    Regions(RegionsError),
    /// A jigsaw puzzle given without its region map.
    #[error("a jigsaw puzzle needs its region map after the digits: 81 digits, a space, 81 region symbols")]
    NoRegions,
    /// A killer puzzle whose cages are wrong.
    #[error("killer cages: {0}")]
    Cages(CagesError),
    /// A killer puzzle given without its cages.
    #[error("a killer puzzle needs its cages: 81 digits (may be left out), a space, 81 cage symbols, a space, the sums separated by commas")]
    NoCages,
    /// A Samurai board in none of its text forms (see [`read_samurai`]).
    #[error(
        "a Samurai board is 21 lines of 21 squares, one line of 369 cells, or five grids of 81 cells (top left, top right, centre, bottom left, bottom right); found {found} parts"
    )]
    SamuraiForm {
        /// Lines (of the 21-line form) or whitespace-separated parts found.
        found: usize,
    },
    /// A digit on a square of the 21x21 Samurai block that no grid covers.
    #[error("line {line}, column {column}: {ch:?} is outside the five grids (expected a space or '.')")]
    OutsideGrids {
        /// 1-based line.
        line: usize,
        /// 1-based column (in characters).
        column: usize,
        /// The character found.
        ch: char,
    },
    /// A digit the board has no place for (7 on a 6x6 board).
    #[error("line {line}, column {column}: {ch:?} is not a digit of a {size}x{size} board (expected {}, '.' or '0')", digit_symbols(*size))]
    NotOnBoard {
        /// 1-based line.
        line: usize,
        /// 1-based column (in characters).
        column: usize,
        /// The character found.
        ch: char,
        /// The board's size (its digits are 1..=size).
        size: usize,
    },
    /// A character that is no digit of any board, on a board of another size than 9.
    #[error("line {line}, column {column}: unexpected character {ch:?} (expected {}, '.' or '0')", digit_symbols(*size))]
    NotASymbol {
        /// 1-based line.
        line: usize,
        /// 1-based column (in characters).
        column: usize,
        /// The character found.
        ch: char,
        /// The board's size (its digits are 1..=size).
        size: usize,
    },
    /// A line of a file longer than any puzzle can be.
    #[error("line {line}: longer than {} bytes, not a puzzle", super::lines::MAX_LINE)]
    LineTooLong {
        /// 1-based line.
        line: usize,
    },
}

impl ParseError {
    /// The error of a file line that could not be read as text.
    pub fn of_line(line: usize, error: LineError) -> ParseError {
        match error {
            LineError::InvalidUtf8 { byte } => ParseError::NotUtf8 { line, byte },
            LineError::TooLong => ParseError::LineTooLong { line },
            LineError::Io(e) => ParseError::Io(e),
        }
    }
}

/// The two text layouts a file of classic puzzles can use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextFormat {
    /// One puzzle a line, 81 characters.
    Line,
    /// Nine lines of nine digits separated by spaces, `0` for empty; blank lines between grids.
    Block,
}

fn cell_char(ch: char) -> Option<Option<Digit>> {
    match ch {
        '.' | '0' => Some(None),
        _ => Digit::from_char(ch).map(Some),
    }
}

/// Parses the cells of one line (whitespace ignored; with `block_marks`, also `|`), appending
/// them to `out`. `line` is the 1-based line number for errors.
fn parse_cells_into(
    text: &str,
    line: usize,
    block_marks: bool,
    out: &mut Vec<Option<Digit>>,
) -> Result<(), ParseError> {
    // Nearly every line of a collection is plain ASCII: reading it byte by byte is several
    // times faster than decoding characters (`solve --file` spent a tenth of its time here),
    // and gives the same cells, errors and columns.
    if text.is_ascii() {
        for (i, &byte) in text.as_bytes().iter().enumerate() {
            match byte {
                b'.' | b'0' => out.push(None),
                b'1'..=b'9' => out.push(Digit::new(byte - b'0')),
                b'|' if block_marks => {}
                // char's whitespace, which (unlike u8::is_ascii_whitespace) has the vertical tab.
                _ if char::from(byte).is_whitespace() => {}
                _ => {
                    return Err(ParseError::BadChar {
                        line,
                        column: i + 1,
                        ch: char::from(byte),
                    })
                }
            }
        }
        return Ok(());
    }
    for (i, ch) in text.chars().enumerate() {
        if ch.is_whitespace() || (block_marks && ch == '|') {
            continue;
        }
        match cell_char(ch) {
            Some(v) => out.push(v),
            None => {
                return Err(ParseError::BadChar {
                    line,
                    column: i + 1,
                    ch,
                })
            }
        }
    }
    Ok(())
}

fn is_separator(text: &str) -> bool {
    text.chars()
        .all(|c| c.is_whitespace() || matches!(c, '-' | '+' | '|' | '='))
}

impl Grid {
    /// A classic puzzle from its 81-character form: `1`-`9` given, `.` or `0` empty,
    /// whitespace ignored. Also reads the 9-line form.
    ///
    /// ```
    /// use sudoku3d::engine::Grid;
    /// let puzzle = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    /// let grid = Grid::from_line(puzzle).unwrap();
    /// assert_eq!(grid.empty_count(), 51);
    /// assert!(Grid::from_line("53x").is_err());
    /// ```
    pub fn from_line(text: &str) -> Result<Grid, ParseError> {
        let rows: Vec<&str> = text.lines().filter(|l| !is_separator(l)).collect();
        if rows.len() > 1 {
            // 81 cells with a line of more than nine, which no row of the 9-line layout has:
            // a line break splits a one-line puzzle.
            let lines = text.lines().enumerate().filter(|(_, l)| !is_separator(l));
            let counts: Vec<usize> = lines
                .clone()
                .map(|(_, l)| l.chars().filter(|&c| cell_char(c).is_some()).count())
                .collect();
            if counts.iter().any(|&n| n > 9) && counts.iter().sum::<usize>() == 81 {
                let mut cells = Vec::with_capacity(81);
                for (i, l) in lines.clone() {
                    parse_cells_into(l, i + 1, true, &mut cells)?;
                }
                let line = lines.map(|(i, _)| i + 1).next().unwrap_or(1);
                return Err(ParseError::SplitLine {
                    line,
                    lines: rows.len(),
                    found: cells.len(),
                });
            }
            return parse_block(text.lines().enumerate().map(|(i, l)| (i + 1, l)));
        }
        let mut cells = Vec::with_capacity(81);
        let mut line_no = 1;
        for (i, l) in text.lines().enumerate() {
            if !is_separator(l) {
                line_no = i + 1;
                parse_cells_into(l, line_no, false, &mut cells)?;
            }
        }
        if cells.is_empty() {
            return Err(ParseError::Empty);
        }
        if cells.len() != 81 {
            return Err(ParseError::WrongLength {
                line: line_no,
                found: cells.len(),
                expected: 81,
            });
        }
        Ok(Grid::from_cells(Shape::Classic, cells).expect("81 cells"))
    }

    /// The 81-character form, `.` for empty (classic and diagonal boards; a cube gives its
    /// three faces separated by spaces, a jigsaw its digits, a space and its region map, a
    /// killer its digits, its cage map and its sums, separated by spaces).
    pub fn to_line(&self) -> String {
        (self.shape().variant().row().write)(self)
    }

    /// A board of `variant` in the form [`Grid::to_line`] writes: the 81 characters (or the
    /// 9-line form) for classic and diagonal boards, three faces for a cube, and for a jigsaw
    /// the digits then the region map, separated by white space or written as one run of
    /// 162 characters; for a killer the digits (which may be left out when there are none),
    /// the cage map and the sums separated by commas (see `engine::killer`).
    ///
    /// ```
    /// use sudoku3d::engine::{Grid, Shape, Variant};
    /// let digits = ".".repeat(81);
    /// let regions = "AAABBBCCC".repeat(3) + &"DDDEEEFFF".repeat(3) + &"GGGHHHIII".repeat(3);
    /// let grid = Grid::from_variant_line(Variant::Jigsaw, &format!("{digits} {regions}")).unwrap();
    /// assert!(matches!(grid.shape(), Shape::Jigsaw(_)));
    /// assert!(Grid::from_variant_line(Variant::Jigsaw, &digits).is_err());
    /// ```
    pub fn from_variant_line(variant: Variant, text: &str) -> Result<Grid, ParseError> {
        (variant.row().read)(text)
    }

    /// A board of `shape` in the form [`Grid::to_line`] writes; a jigsaw's text must name
    /// `shape`'s regions.
    pub fn from_shape_line(shape: Shape, text: &str) -> Result<Grid, ParseError> {
        let grid = Grid::from_variant_line(shape.variant(), text)?;
        if *grid.shape() != shape {
            // A killer's layout is its cages, a jigsaw's its regions.
            return Err(if shape.cages().is_some() {
                ParseError::NoCages
            } else {
                ParseError::Regions(RegionsError::Other("the region map is not this board's".into()))
            });
        }
        Ok(grid)
    }

    /// The 9-line form: digits separated by spaces, `0` for empty, no trailing newline.
    pub fn to_block(&self) -> String {
        let mut s = String::with_capacity(9 * 18);
        for r in 0..9 {
            for c in 0..9 {
                s.push(self.at(Face::Top, r, c).map_or('0', Digit::to_char));
                if c < 8 {
                    s.push(' ');
                }
            }
            if r < 8 {
                s.push('\n');
            }
        }
        s
    }

    /// A grid for reading in a terminal, with lines between boxes (one face).
    pub fn to_pretty_face(&self, face: Face) -> String {
        let mut s = String::new();
        for r in 0..9 {
            if r == 3 || r == 6 {
                s.push_str("------+-------+------\n");
            }
            for c in 0..9 {
                if c == 3 || c == 6 {
                    s.push_str("| ");
                }
                s.push(self.at(face, r, c).map_or('.', Digit::to_char));
                if c < 8 {
                    s.push(' ');
                }
            }
            s.push('\n');
        }
        s
    }

    /// A jigsaw for reading in a terminal: each row's digits, then the same row of the
    /// region map (there are no box lines to draw).
    pub(super) fn to_pretty_jigsaw(&self) -> String {
        let map = self.shape().regions().map(|r| r.to_string()).unwrap_or_default();
        let map: Vec<char> = map.chars().collect();
        let mut s = String::new();
        for r in 0..9 {
            for c in 0..9 {
                s.push(self.at(Face::Top, r, c).map_or('.', Digit::to_char));
                s.push(' ');
            }
            s.push_str("   ");
            for c in 0..9 {
                s.push(map.get(r * 9 + c).copied().unwrap_or('?'));
                if c < 8 {
                    s.push(' ');
                }
            }
            s.push('\n');
        }
        s
    }

    /// A grid for reading in a terminal; the cube shows each face under its name.
    pub fn to_pretty(&self) -> String {
        (self.shape().variant().row().pretty)(self)
    }

    /// A cube from its three faces U, F, R, each in the 81-character form. A linked cell given
    /// on two faces must carry the same digit on both.
    pub fn cube_from_faces(faces: [&str; 3]) -> Result<Grid, ParseError> {
        let geometry = Shape::Cube.geometry();
        let mut grid = Grid::empty(Shape::Cube);
        for (fi, text) in faces.iter().enumerate() {
            let face = Face::ALL[fi];
            let parsed = Grid::from_line(text)?;
            for r in 0..9 {
                for c in 0..9 {
                    let Some(d) = parsed.at(Face::Top, r, c) else { continue };
                    let cell = geometry.cell_at(face, r, c);
                    match grid.get(cell) {
                        Some(prev) if prev != d => {
                            let first = geometry.positions(cell)[0];
                            return Err(ParseError::LinkMismatch {
                                first: format!("{}({},{})", first.face.letter(), first.row, first.col),
                                second: format!("{}({},{})", face.letter(), r, c),
                                a: prev,
                                b: d,
                            });
                        }
                        _ => grid.set(cell, Some(d)),
                    }
                }
            }
        }
        Ok(grid)
    }

    /// A cube from one line: three whitespace-separated faces, or 243 characters in a row.
    pub fn cube_from_line(text: &str) -> Result<Grid, ParseError> {
        let parts: Vec<&str> = text.split_whitespace().collect();
        match parts.len() {
            3 => Grid::cube_from_faces([parts[0], parts[1], parts[2]]),
            1 if parts[0].chars().count() == 243 => {
                let chars: Vec<char> = parts[0].chars().collect();
                let faces: Vec<String> = chars.chunks(81).map(|c| c.iter().collect()).collect();
                Grid::cube_from_faces([&faces[0], &faces[1], &faces[2]])
            }
            0 => Err(ParseError::Empty),
            n => Err(ParseError::FaceCount { found: n }),
        }
    }

    /// The three faces U, F, R in the 81-character form (a linked cell appears on each face).
    pub fn cube_faces(&self) -> [String; 3] {
        Face::ALL.map(|f| face_string(self, f))
    }
}

// Each kind's text forms, which its row of the board table (`engine::boards`) names.

/// The classic forms (81 characters or the 9-line block) on the diagonal board.
pub(super) fn read_diagonal(text: &str) -> Result<Grid, ParseError> {
    Ok(Grid::from_line(text)?.with_shape(Shape::Diagonal))
}

/// A jigsaw: its digits and region map, separated by white space or as one run of 162
/// characters, or the 9-line grid then the 9 lines of the map.
pub(super) fn read_jigsaw(text: &str) -> Result<Grid, ParseError> {
    let parts: Vec<&str> = text.split_whitespace().collect();
    let (digits, map) = match parts.as_slice() {
        [] => return Err(ParseError::Empty),
        [one] if one.chars().count() == 162 => {
            let split = one.char_indices().nth(81).map_or(one.len(), |(i, _)| i);
            one.split_at(split)
        }
        [digits, map] => (*digits, *map),
        _ if text.lines().filter(|l| !l.trim().is_empty()).count() >= 9 => {
            // The 9-line grid, then the 9 lines of the region map.
            let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
            let (grid, map) = lines.split_at(9.min(lines.len()));
            let grid = Grid::from_line(&grid.join("\n"))?;
            if map.is_empty() {
                return Err(ParseError::NoRegions);
            }
            let regions = Regions::parse(&map.concat()).map_err(ParseError::Regions)?;
            return Ok(grid.with_shape(Shape::Jigsaw(regions)));
        }
        _ => return Err(ParseError::NoRegions),
    };
    let grid = Grid::from_line(digits)?;
    let regions = Regions::parse(map).map_err(ParseError::Regions)?;
    Ok(grid.with_shape(Shape::Jigsaw(regions)))
}

/// A killer: its digits (which may be left out), its cage map and its sums after commas.
pub(super) fn read_killer(text: &str) -> Result<Grid, ParseError> {
    // The sums start at the first part with a comma (they may hold spaces).
    let parts: Vec<&str> = text.split_whitespace().collect();
    if parts.is_empty() {
        return Err(ParseError::Empty);
    }
    let Some(first_sum) = parts.iter().position(|p| p.contains(',')) else {
        return Err(ParseError::NoCages);
    };
    let sums = parts[first_sum..].concat();
    let (grid, map) = match &parts[..first_sum] {
        [map] => (Grid::empty(Shape::Classic), *map),
        [digits, map] => (Grid::from_line(digits)?, *map),
        _ => return Err(ParseError::NoCages),
    };
    let cages = Cages::parse(map, &sums).map_err(ParseError::Cages)?;
    Ok(grid.with_shape(Shape::Killer(cages)))
}

/// A one-face board's 81 characters.
pub(super) fn write_face(grid: &Grid) -> String {
    face_string(grid, Face::Top)
}

/// A cube's three faces separated by spaces.
pub(super) fn write_cube(grid: &Grid) -> String {
    grid.cube_faces().join(" ")
}

/// A jigsaw's digits, a space and its region map.
pub(super) fn write_jigsaw(grid: &Grid) -> String {
    match grid.shape().regions() {
        Some(regions) => format!("{} {regions}", face_string(grid, Face::Top)),
        None => face_string(grid, Face::Top),
    }
}

/// A killer's digits, its cage map and its sums, separated by spaces.
pub(super) fn write_killer(grid: &Grid) -> String {
    match grid.shape().cages() {
        Some(cages) => format!("{} {cages}", face_string(grid, Face::Top)),
        None => face_string(grid, Face::Top),
    }
}

/// A one-face board for reading in a terminal.
pub(super) fn pretty_face(grid: &Grid) -> String {
    grid.to_pretty_face(Face::Top)
}

/// A jigsaw for reading in a terminal: each row's digits beside the same row of its map.
pub(super) fn pretty_jigsaw(grid: &Grid) -> String {
    grid.to_pretty_jigsaw()
}

/// A killer for reading in a terminal: the board, then its cage map and sums.
pub(super) fn pretty_killer(grid: &Grid) -> String {
    match grid.shape().cages() {
        Some(cages) => format!(
            "{}\ncages: {} {}\n",
            grid.to_pretty_face(Face::Top),
            cages.set().map_text(),
            cages.set().sums_text()
        ),
        None => grid.to_pretty_face(Face::Top),
    }
}

/// A cube for reading in a terminal: each face under its name.
pub(super) fn pretty_cube(grid: &Grid) -> String {
    Face::ALL
        .iter()
        .map(|&f| format!("{} ({}):\n{}", f.name(), f.letter(), grid.to_pretty_face(f)))
        .collect::<Vec<_>>()
        .join("\n")
}

// The Samurai board's forms (issue 44): one value per cell of `geometry::samurai()` (cells in
// reading order of the 21x21 square, over the squares the five grids cover); `samurai.rs`
// makes them a `Grid`.

use super::geometry::{samurai_cell_on_square as cell_on_square, SAMURAI_SIDE};

/// The cell on each square of the 21x21 Samurai board (None outside the grids).
fn samurai_squares() -> [[Option<usize>; SAMURAI_SIDE]; SAMURAI_SIDE] {
    std::array::from_fn(|r| std::array::from_fn(|c| cell_on_square(r, c)))
}

/// A Samurai board from any of its text forms, as one value per cell of
/// [`super::geometry::samurai`]:
///
/// - the **21-line block**: the printed square, 21 lines of 21 characters, `1`-`9` given, `.`
///   or `0` empty inside the grids, a space or `.` on the squares outside them (lines may stop
///   early: the squares after the end are outside or empty);
/// - **one line of 369 cells**: the grids' squares in reading order of the square (whitespace
///   between cells is not allowed: a run of 369 characters);
/// - **five grids of 81 cells** (the common form of Samurai collections), separated by
///   whitespace or on five lines, in the order top left, top right, centre, bottom left, bottom
///   right; a shared cell given in both its grids must carry one digit.
pub fn read_samurai(text: &str) -> Result<CellValues, ParseError> {
    let lines: Vec<(usize, &str)> = text
        .lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.trim_end()))
        .filter(|(_, l)| !l.is_empty())
        .collect();
    if lines.len() == SAMURAI_SIDE {
        return read_samurai_block(&lines);
    }
    let parts: Vec<(usize, &str)> = lines
        .iter()
        .flat_map(|&(line, l)| l.split_whitespace().map(move |p| (line, p)))
        .collect();
    let cell_count = samurai().cell_count();
    match parts.as_slice() {
        [] => Err(ParseError::Empty),
        [(line, part)] if part.chars().count() == cell_count => {
            let mut cells = Vec::with_capacity(cell_count);
            parse_cells_into(part, *line, false, &mut cells)?;
            Ok(cells)
        }
        [(line, part)] => Err(ParseError::WrongLength {
            line: *line,
            found: part.chars().count(),
            expected: cell_count,
        }),
        grids if grids.len() == Face::SAMURAI.len() => read_samurai_grids(grids),
        other => Err(ParseError::SamuraiForm { found: other.len() }),
    }
}

fn read_samurai_block(lines: &[(usize, &str)]) -> Result<CellValues, ParseError> {
    let squares = samurai_squares();
    let mut cells = vec![None; samurai().cell_count()];
    for (r, &(line, text)) in lines.iter().enumerate() {
        let count = text.chars().count();
        if count > SAMURAI_SIDE {
            return Err(ParseError::WrongLength {
                line,
                found: count,
                expected: SAMURAI_SIDE,
            });
        }
        for (c, ch) in text.chars().enumerate() {
            match (squares[r][c], ch) {
                (None, ' ' | '.') => {}
                (None, _) => {
                    return Err(ParseError::OutsideGrids {
                        line,
                        column: c + 1,
                        ch,
                    })
                }
                (Some(cell), _) => match cell_char(ch) {
                    Some(value) => cells[cell] = value,
                    None => {
                        return Err(ParseError::BadChar {
                            line,
                            column: c + 1,
                            ch,
                        })
                    }
                },
            }
        }
    }
    Ok(cells)
}

fn read_samurai_grids(grids: &[(usize, &str)]) -> Result<CellValues, ParseError> {
    let g = samurai();
    let mut cells: CellValues = vec![None; g.cell_count()];
    for (&(line, text), &face) in grids.iter().zip(&Face::SAMURAI) {
        let mut grid = Vec::with_capacity(81);
        parse_cells_into(text, line, false, &mut grid)?;
        if grid.len() != 81 {
            return Err(ParseError::WrongLength {
                line,
                found: grid.len(),
                expected: 81,
            });
        }
        for (i, value) in grid.into_iter().enumerate() {
            let Some(d) = value else { continue };
            let (r, c) = (i / 9, i % 9);
            let cell = g.cell_at(face, r, c);
            match cells[cell] {
                Some(prev) if prev != d => {
                    let first = g.positions(cell)[0];
                    return Err(ParseError::LinkMismatch {
                        first: format!("{}({},{})", first.face.letter(), first.row, first.col),
                        second: format!("{}({},{})", face.letter(), r, c),
                        a: prev,
                        b: d,
                    });
                }
                _ => cells[cell] = Some(d),
            }
        }
    }
    Ok(cells)
}

/// A Samurai board (one value per cell of [`super::geometry::samurai`]) as one line of 369
/// cells, `.` for empty: the form [`read_samurai`] reads back.
pub fn write_samurai_line(cells: &[Option<Digit>]) -> String {
    (0..samurai().cell_count())
        .map(|c| cells.get(c).copied().flatten().map_or('.', Digit::to_char))
        .collect()
}

/// A Samurai board as the printed 21x21 square: 21 lines, `.` for an empty cell, spaces
/// outside the grids (none at the ends of lines).
pub fn write_samurai_block(cells: &[Option<Digit>]) -> String {
    let mut out = String::with_capacity(SAMURAI_SIDE * (SAMURAI_SIDE + 1));
    for row in samurai_squares() {
        let line: String = row
            .iter()
            .map(|square| square.map_or(' ', |c| cells.get(c).copied().flatten().map_or('.', Digit::to_char)))
            .collect();
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

/// A Samurai board as its five grids of 81 cells (top left, top right, centre, bottom left,
/// bottom right), a shared cell in both its grids.
pub fn write_samurai_grids(cells: &[Option<Digit>]) -> [String; 5] {
    let g = samurai();
    Face::SAMURAI.map(|face| {
        (0..81)
            .map(|i| {
                let cell = g.cell_at(face, i / 9, i % 9);
                cells.get(cell).copied().flatten().map_or('.', Digit::to_char)
            })
            .collect()
    })
}

fn face_string(grid: &Grid, face: Face) -> String {
    let mut s = String::with_capacity(81);
    for r in 0..9 {
        for c in 0..9 {
            s.push(grid.at(face, r, c).map_or('.', Digit::to_char));
        }
    }
    s
}

fn parse_block<'a>(lines: impl Iterator<Item = (usize, &'a str)>) -> Result<Grid, ParseError> {
    let mut cells = Vec::with_capacity(81);
    let mut rows = 0;
    let mut first_line = 0;
    for (line_no, text) in lines {
        if is_separator(text) {
            continue;
        }
        if first_line == 0 {
            first_line = line_no;
        }
        let before = cells.len();
        parse_cells_into(text, line_no, true, &mut cells)?;
        if cells.len() - before != 9 {
            return Err(ParseError::WrongLength {
                line: line_no,
                found: cells.len() - before,
                expected: 9,
            });
        }
        rows += 1;
    }
    if rows == 0 {
        return Err(ParseError::Empty);
    }
    if rows != 9 {
        return Err(ParseError::ShortGrid { line: first_line, rows });
    }
    Ok(Grid::from_cells(Shape::Classic, cells).expect("81 cells"))
}

/// One puzzle read from a file, or why that entry is not one.
#[derive(Debug)]
pub struct Entry {
    /// The 1-based line the entry starts on.
    pub line: usize,
    /// The puzzle, or the reason it could not be read.
    pub grid: Result<Grid, ParseError>,
}

/// Whether a line is a comment (`#` first), skipped like a blank line.
pub fn is_comment(text: &str) -> bool {
    text.trim_start().starts_with('#')
}

/// Whether a line of a file of `variant` puzzles is a comment: `#` first, except in a killer
/// file a line whose first word is a cage map (81 symbols, and `#` may be one) followed by
/// sums, which is a killer with its digits left out.
pub fn is_comment_in(variant: Variant, text: &str) -> bool {
    if !is_comment(text) {
        return false;
    }
    if variant != Variant::Killer {
        return true;
    }
    let mut words = text.split_whitespace();
    let is_cage_map = words.next().is_some_and(|w| w.chars().count() == 81);
    !(is_cage_map && words.any(|w| w.contains(',')))
}

/// Reads puzzles one at a time from a file in either text layout, given or detected from the
/// first line that looks like a puzzle; memory stays constant however long the file (or a
/// line: see [`LineReader`]).
///
/// Every entry is either a puzzle or one error with its line: a line that is not UTF-8, an
/// over-long line, or a line that is not a puzzle (a header, say) is an entry of its own, and
/// reading goes on. Blank lines and comments (`#` first) are skipped. Before the layout is
/// known, a line that is not made of cells does not decide it, so a header cannot flip a file
/// of puzzle lines into the 9-line layout.
pub struct PuzzleReader<R> {
    lines: LineReader<R>,
    format: Option<TextFormat>,
    failed: bool,
    /// A content line read ahead (to tell a puzzle split over two lines) and not used.
    pending: Option<ContentLine>,
}

/// A line of content, or the error that replaces it.
type ContentLine = (usize, Result<String, ParseError>);

impl<R: BufRead> PuzzleReader<R> {
    /// A reader over `input` that detects the layout.
    pub fn new(input: R) -> Self {
        Self::with_format(input, None)
    }

    /// A reader over `input` in the layout given (`None`: detect it).
    pub fn with_format(input: R, format: Option<TextFormat>) -> Self {
        PuzzleReader {
            lines: LineReader::new(input),
            format,
            failed: false,
            pending: None,
        }
    }

    /// The layout given or detected so far.
    pub fn format(&self) -> Option<TextFormat> {
        self.format
    }

    /// The next line that is not blank, a comment, nor (outside the line layout) a separator.
    fn next_content_line(&mut self) -> Option<ContentLine> {
        if let Some(pending) = self.pending.take() {
            return Some(pending);
        }
        for line in self.lines.by_ref() {
            let text = match line.text {
                Ok(text) => text,
                Err(e) => {
                    if matches!(e, LineError::Io(_)) {
                        self.failed = true;
                    }
                    return Some((line.number, Err(ParseError::of_line(line.number, e))));
                }
            };
            let skip = is_comment(&text)
                || if self.format == Some(TextFormat::Line) {
                    text.trim().is_empty()
                } else {
                    is_separator(&text)
                };
            if !skip {
                return Some((line.number, Ok(text)));
            }
        }
        None
    }
}

impl<R: BufRead> PuzzleReader<R> {
    /// Whether the next content line holds just the cells a short puzzle line of `found` cells
    /// lacks (an 81-character puzzle wrapped at 80 columns): then both lines are one entry, and
    /// the next line is used up; otherwise it is kept for the next entry.
    fn completed_by_next_line(&mut self, found: usize) -> bool {
        let Some((next_line, next)) = self.next_content_line() else {
            return false;
        };
        let mut cells = Vec::new();
        let fits = next.as_ref().is_ok_and(|text| {
            parse_cells_into(text, next_line, false, &mut cells).is_ok() && found + cells.len() == 81
        });
        if !fits {
            self.pending = Some((next_line, next));
        }
        fits
    }
}

/// How many cells a line holds (whitespace and `|` aside); `None` for a line that holds
/// something other than cells.
fn cell_count(text: &str) -> Option<usize> {
    let mut count = 0;
    for ch in text.chars() {
        if ch.is_whitespace() || ch == '|' {
            continue;
        }
        cell_char(ch)?;
        count += 1;
    }
    Some(count)
}

impl<R: BufRead> PuzzleReader<R> {
    /// Whether the next content line is a row of the 9-line layout (nine cells); it is kept
    /// for the next entry either way.
    fn next_is_row(&mut self) -> bool {
        let next = self.next_content_line();
        let row = matches!(&next, Some((_, Ok(text))) if cell_count(text) == Some(9));
        self.pending = next;
        row
    }

    /// The layout of a file not yet known, told by its first line of cells `text`: more than
    /// nine cells is the line layout; a row of nine cells followed by another is the 9-line
    /// layout. `None` when the line does not tell (a header, or a short line of cells such as
    /// `5` or `.6.8.5` before puzzle lines): it is then one bad entry, read as a puzzle line,
    /// and the layout is left for the next line to tell.
    fn detect_layout(&mut self, text: &str) -> Option<TextFormat> {
        match cell_count(text)? {
            n if n > 9 => Some(TextFormat::Line),
            9 if self.next_is_row() => Some(TextFormat::Block),
            _ => None,
        }
    }
}

impl<R: BufRead> Iterator for PuzzleReader<R> {
    type Item = Entry;

    fn next(&mut self) -> Option<Entry> {
        // After a read error only the line read ahead (that error, say) is left.
        if self.failed && self.pending.is_none() {
            return None;
        }
        let (line, text) = self.next_content_line()?;
        let text = match text {
            Ok(text) => text,
            Err(e) => return Some(Entry { line, grid: Err(e) }),
        };
        let format = match self.format {
            Some(f) => f,
            None => match self.detect_layout(&text) {
                Some(f) => *self.format.insert(f),
                None if cell_count(&text).is_some() => TextFormat::Line,
                None => {
                    // Not a puzzle line (a header, say): an entry of its own, with its reason.
                    let mut cells = Vec::new();
                    let error = parse_cells_into(&text, line, true, &mut cells).err();
                    return Some(Entry {
                        line,
                        grid: Err(error.unwrap_or(ParseError::Empty)),
                    });
                }
            },
        };
        match format {
            TextFormat::Line => {
                let mut cells = Vec::with_capacity(81);
                let grid = parse_cells_into(&text, line, false, &mut cells).and_then(|_| {
                    let found = cells.len();
                    Grid::from_cells(Shape::Classic, cells).ok_or_else(|| {
                        if found < 81 && self.completed_by_next_line(found) {
                            ParseError::SplitLine {
                                line,
                                lines: 2,
                                found: 81,
                            }
                        } else {
                            ParseError::WrongLength {
                                line,
                                found,
                                expected: 81,
                            }
                        }
                    })
                });
                Some(Entry { line, grid })
            }
            TextFormat::Block => {
                // Read nine row lines; a bad row still counts as a row so later grids stay aligned.
                let mut rows = vec![(line, text)];
                let mut bad_row = None;
                while rows.len() < 9 {
                    match self.next_content_line() {
                        Some((n, Ok(t))) => rows.push((n, t)),
                        Some((n, Err(e))) => {
                            bad_row.get_or_insert(e);
                            rows.push((n, String::new()));
                        }
                        None => break,
                    }
                }
                let grid = if let Some(e) = bad_row {
                    Err(e)
                } else if rows.len() < 9 {
                    Err(ParseError::ShortGrid { line, rows: rows.len() })
                } else {
                    parse_block(rows.iter().map(|(n, t)| (*n, t.as_str())))
                };
                Some(Entry { line, grid })
            }
        }
    }
}

/// A frame line of a printed pencil-mark grid: rules and corners only (HoDoKu and Sudopedia
/// draw the top corners with `.` and the bottom ones with `'`, which are no candidates).
fn is_frame(text: &str) -> bool {
    text.contains(['-', '='])
        && text
            .chars()
            .all(|c| c.is_whitespace() || matches!(c, '-' | '=' | '+' | '|' | '.' | '\'' | ':' | '*'))
}

/// A classic position with pencil marks: the placed digits and each empty cell's candidates.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PencilMarks {
    /// The placed digits.
    pub grid: Grid,
    /// Each cell's candidates (empty for a placed cell).
    pub candidates: Vec<Candidates>,
}

impl PencilMarks {
    /// A position in any of three forms:
    ///
    /// * the 81-character form (or the 9-line grid): candidates are what the placed digits
    ///   allow;
    /// * the 729-character form: cell by cell, nine places each, the digit where it is still a
    ///   candidate and `.` (or `0`) where it is not (whitespace ignored);
    /// * the printed form: 81 groups of candidates separated by whitespace, with grid
    ///   decoration (`|`, `-`, `+`, `=`, `*`, `:`) ignored, and so are whole frame lines
    ///   such as HoDoKu's `.-----.-----.` and `'-----'-----'`.
    ///
    /// In the last two forms a cell with a single digit counts as placed.
    ///
    /// ```
    /// use sudoku3d::engine::format::PencilMarks;
    /// let mut text = String::from("12 ");
    /// text.push_str(&"123456789 ".repeat(80));
    /// let pm = PencilMarks::parse(&text).unwrap();
    /// assert_eq!(pm.candidates[0].len(), 2);
    /// assert!(PencilMarks::parse("12 34").is_err());
    /// ```
    pub fn parse(text: &str) -> Result<PencilMarks, ParseError> {
        let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        if compact.is_empty() {
            return Err(ParseError::Empty);
        }
        if compact.chars().count() == 81
            || text.lines().filter(|l| !is_separator(l)).count() == 9 && compact.len() == 81
        {
            let grid = Grid::from_line(text)?;
            let candidates = (0..81).map(|c| grid.candidates(c)).collect();
            return Ok(PencilMarks { grid, candidates });
        }
        if compact.len() == 729 && compact.chars().all(|c| c == '.' || c.is_ascii_digit()) {
            let mut sets = Vec::with_capacity(81);
            for (cell, group) in compact.as_bytes().chunks(9).enumerate() {
                let mut set = Candidates::NONE;
                for (i, &b) in group.iter().enumerate() {
                    match b {
                        b'.' | b'0' => {}
                        _ if b == b'1' + i as u8 => set.insert(Digit::from_index(i)),
                        _ => {
                            return Err(ParseError::BadChar {
                                line: 1,
                                column: cell * 9 + i + 1,
                                ch: b as char,
                            })
                        }
                    }
                }
                sets.push(set);
            }
            return Ok(PencilMarks::from_sets(sets));
        }
        // '.' and '0' stand for empty cells in a grid and never in a printed group of
        // candidates, and a single run of digits is no 81 groups either: such a text is a grid
        // or a 729-character form with a wrong count, and says so (the nearer of the two counts
        // is the one expected).
        let one_run = text.split_whitespace().count() == 1;
        if (one_run || compact.chars().any(|c| c == '.' || c == '0'))
            && compact.chars().all(|c| c == '.' || c.is_ascii_digit())
        {
            let found = compact.chars().count();
            return Err(ParseError::WrongLength {
                line: 1,
                found,
                expected: if found < (81 + 729) / 2 { 81 } else { 729 },
            });
        }
        let mut sets = Vec::with_capacity(81);
        for (line_no, line) in text.lines().enumerate() {
            if is_frame(line) {
                continue;
            }
            let mut column = 0;
            for token in line.split(|c: char| c.is_whitespace() || matches!(c, '|' | '-' | '+' | '=' | '*' | ':')) {
                column += token.chars().count() + 1;
                if token.is_empty() {
                    continue;
                }
                let mut set = Candidates::NONE;
                for (k, ch) in token.chars().enumerate() {
                    match Digit::from_char(ch) {
                        Some(d) => set.insert(d),
                        None => {
                            return Err(ParseError::BadChar {
                                line: line_no + 1,
                                column: column - token.chars().count() + k,
                                ch,
                            })
                        }
                    }
                }
                sets.push(set);
            }
        }
        if sets.len() != 81 {
            return Err(ParseError::WrongLength {
                line: text.lines().count().max(1),
                found: sets.len(),
                expected: 81,
            });
        }
        Ok(PencilMarks::from_sets(sets))
    }

    /// Single-digit cells become placed digits; the others keep their candidates.
    fn from_sets(sets: Vec<Candidates>) -> PencilMarks {
        let cells = sets
            .iter()
            .map(|s| if s.len() == 1 { s.single() } else { None })
            .collect();
        let grid = Grid::from_cells(Shape::Classic, cells).unwrap_or_else(|| Grid::empty(Shape::Classic));
        let candidates = sets
            .iter()
            .map(|&s| if s.len() == 1 { Candidates::NONE } else { s })
            .collect();
        PencilMarks { grid, candidates }
    }

    /// The 729-character form.
    pub fn to_729(&self) -> String {
        let mut out = String::with_capacity(729);
        for c in 0..81 {
            let set = match self.grid.get(c) {
                Some(d) => Candidates::only(d),
                None => self.candidates[c],
            };
            for d in Digit::all() {
                out.push(if set.contains(d) { d.to_char() } else { '.' });
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const EXAMPLE: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn ascii_and_other_lines_read_the_same_cells_and_errors() {
        let cells = |text: &str, marks: bool| {
            let mut out = Vec::new();
            parse_cells_into(text, 7, marks, &mut out).map(|()| out)
        };
        let expected = vec![Digit::new(1), Digit::new(2), None, None, Digit::new(9)];
        // ASCII (the fast path), with a vertical tab, a block mark and a tab.
        assert_eq!(cells("12.\u{b}|0\t9", true), Ok(expected.clone()));
        // The same with a non-ASCII space in it (the character path).
        assert_eq!(cells("12.\u{b}|0\u{a0}9", true), Ok(expected));
        for text in ["12.|9", "12.|\u{a0}9"] {
            assert_eq!(
                cells(text, false),
                Err(ParseError::BadChar {
                    line: 7,
                    column: 4,
                    ch: '|'
                }),
                "{text:?}"
            );
        }
        assert_eq!(
            cells("1x", true),
            Err(ParseError::BadChar {
                line: 7,
                column: 2,
                ch: 'x'
            })
        );
        assert_eq!(
            cells("\u{e9}1", true),
            Err(ParseError::BadChar {
                line: 7,
                column: 1,
                ch: '\u{e9}'
            })
        );
    }

    #[test]
    fn line_round_trips() {
        let g = Grid::from_line(EXAMPLE).unwrap();
        assert_eq!(g.to_line(), EXAMPLE);
        assert_eq!(Grid::from_line(&EXAMPLE.replace('.', "0")).unwrap(), g);
    }

    #[test]
    fn block_round_trips() {
        let g = Grid::from_line(EXAMPLE).unwrap();
        let block = g.to_block();
        assert_eq!(block.lines().count(), 9);
        assert!(block.starts_with("5 3 0 0 7 0 0 0 0\n"));
        assert_eq!(Grid::from_line(&block).unwrap(), g);
        assert_eq!(Grid::from_line(&g.to_pretty()).unwrap(), g);
    }

    #[test]
    fn errors_name_line_column_and_char() {
        let bad = format!("{}x{}", &EXAMPLE[..10], &EXAMPLE[11..]);
        assert_eq!(
            Grid::from_line(&bad),
            Err(ParseError::BadChar {
                line: 1,
                column: 11,
                ch: 'x'
            })
        );
        assert_eq!(
            Grid::from_line(&EXAMPLE[..80]),
            Err(ParseError::WrongLength {
                line: 1,
                found: 80,
                expected: 81
            })
        );
        assert_eq!(Grid::from_line("  \n"), Err(ParseError::Empty));
    }

    #[test]
    fn reader_detects_block_layout_and_keeps_going_after_a_bad_grid() {
        let g = Grid::from_line(EXAMPLE).unwrap();
        let mut bad = g.to_block();
        bad.replace_range(0..1, "x");
        let text = format!("{}\n\n{}\n\n{}\n", g.to_block(), bad, g.to_block());
        let entries: Vec<Entry> = PuzzleReader::new(text.as_bytes()).collect();
        assert_eq!(entries.len(), 3);
        assert_eq!(entries[0].grid.as_ref().unwrap(), &g);
        assert_eq!(entries[1].line, 11);
        assert!(matches!(
            entries[1].grid,
            Err(ParseError::BadChar {
                line: 11,
                column: 1,
                ..
            })
        ));
        assert_eq!(entries[2].grid.as_ref().unwrap(), &g);
    }

    #[test]
    fn reader_reads_lines() {
        let text = format!("{EXAMPLE}\n\nshort\n{EXAMPLE}\n");
        let mut reader = PuzzleReader::new(text.as_bytes());
        let entries: Vec<Entry> = reader.by_ref().collect();
        assert_eq!(reader.format(), Some(TextFormat::Line));
        assert_eq!(entries.len(), 3);
        assert_eq!(entries[1].line, 3);
        assert!(entries[1].grid.is_err());
        assert_eq!(entries[2].line, 4);
    }

    #[test]
    fn a_header_a_comment_a_bad_line_and_a_byte_order_mark_do_not_derail_the_reader() {
        let mut text = b"\xEF\xBB\xBFPuzzles\n# from the collection\n".to_vec();
        for i in 0..5 {
            if i == 2 {
                text.extend_from_slice(b"53..7...\xFF\n");
            }
            text.extend_from_slice(EXAMPLE.as_bytes());
            text.push(b'\n');
        }
        let mut reader = PuzzleReader::new(text.as_slice());
        let entries: Vec<Entry> = reader.by_ref().collect();
        assert_eq!(reader.format(), Some(TextFormat::Line));
        let lines: Vec<usize> = entries.iter().map(|e| e.line).collect();
        assert_eq!(lines, [1, 3, 4, 5, 6, 7, 8]);
        assert!(matches!(
            entries[0].grid,
            Err(ParseError::BadChar {
                line: 1,
                column: 1,
                ch: 'P'
            })
        ));
        assert_eq!(entries[3].grid, Err(ParseError::NotUtf8 { line: 5, byte: 9 }));
        assert_eq!(entries.iter().filter(|e| e.grid.is_ok()).count(), 5);
        // Forced, the layout is not guessed: a file of 9-line grids read as lines fails.
        let block = Grid::from_line(EXAMPLE).unwrap().to_block();
        let forced: Vec<Entry> = PuzzleReader::with_format(block.as_bytes(), Some(TextFormat::Line)).collect();
        assert_eq!(forced.len(), 9);
        assert!(forced.iter().all(|e| e.grid.is_err()));
    }

    /// An 81-character puzzle wrapped at 80 columns: the error says a line break splits it,
    /// as an argument and in a file (where the next puzzle is still read).
    #[test]
    fn a_puzzle_split_by_a_line_break_is_named_so() {
        let puzzle = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        let wrapped = format!("{}\n{}", &puzzle[..80], &puzzle[80..]);
        let e = Grid::from_line(&wrapped).unwrap_err();
        assert!(
            matches!(
                e,
                ParseError::SplitLine {
                    line: 1,
                    lines: 2,
                    found: 81
                }
            ),
            "{e}"
        );
        assert!(e.to_string().contains("a line break splits the puzzle"), "{e}");
        let file = format!("{wrapped}\n{puzzle}\n{}\n", &puzzle[..80]);
        let entries: Vec<Entry> = PuzzleReader::new(file.as_bytes()).collect();
        assert_eq!(entries.len(), 3);
        assert!(matches!(entries[0].grid, Err(ParseError::SplitLine { line: 1, .. })));
        assert_eq!(entries[1].line, 3);
        assert!(entries[1].grid.is_ok());
        assert!(matches!(
            entries[2].grid,
            Err(ParseError::WrongLength {
                line: 4,
                found: 80,
                expected: 81
            })
        ));
    }

    #[test]
    fn variant_lines_round_trip_and_a_jigsaw_needs_its_map() {
        let digits = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        let map = "AAABBBBBCAAABBDDBCEEAFFDDBCEEAFFDDDCEEAFFDCCCGEEEFDCCHGGGIFHHHHGGGIFHHHHGGIIIIIII";
        let jig = Grid::from_variant_line(Variant::Jigsaw, &format!("{digits} {map}")).unwrap();
        assert_eq!(jig.to_line(), format!("{digits} {map}"));
        assert_eq!(
            Grid::from_variant_line(Variant::Jigsaw, &format!("{digits}{map}")).unwrap(),
            jig
        );
        assert_eq!(Grid::from_shape_line(jig.shape().clone(), &jig.to_line()).unwrap(), jig);
        assert_eq!(
            Grid::from_variant_line(Variant::Jigsaw, digits),
            Err(ParseError::NoRegions)
        );
        let short = &map[..80];
        assert!(matches!(
            Grid::from_variant_line(Variant::Jigsaw, &format!("{digits} {short}")),
            Err(ParseError::Regions(RegionsError::Length(80)))
        ));
        let x = Grid::from_variant_line(Variant::Diagonal, digits).unwrap();
        assert_eq!(x.shape(), Shape::Diagonal);
        assert_eq!(x.to_line(), digits);
    }

    #[test]
    fn cube_faces_round_trip_and_links_must_agree() {
        let mut faces = [".".repeat(81), ".".repeat(81), ".".repeat(81)];
        faces[0].replace_range(80..81, "5"); // U(8,8), the corner
        let cube = Grid::cube_from_faces([&faces[0], &faces[1], &faces[2]]).unwrap();
        let out = cube.cube_faces();
        assert_eq!(&out[1][8..9], "5"); // F(0,8)
        assert_eq!(&out[2][0..1], "5"); // R(0,0)
        faces[1].replace_range(8..9, "6");
        assert!(matches!(
            Grid::cube_from_faces([&faces[0], &faces[1], &faces[2]]),
            Err(ParseError::LinkMismatch { .. })
        ));
    }

    #[test]
    fn pencil_marks_in_three_forms_agree() {
        let line = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        let bare = PencilMarks::parse(line).unwrap();
        assert_eq!(bare.grid, Grid::from_line(line).unwrap());
        let long = bare.to_729();
        assert_eq!(long.len(), 729);
        // Read back, a cell with one candidate left counts as placed; from then on the forms
        // agree exactly.
        let plain = PencilMarks::parse(&long).unwrap();
        assert!(plain.grid.filled_count() > bare.grid.filled_count());
        assert_eq!(PencilMarks::parse(&plain.to_729()).unwrap(), plain);
        // The printed form, with decoration, one row a line.
        let mut printed = String::new();
        for r in 0..9 {
            if r % 3 == 0 {
                printed.push_str("+-------+-------+-------+\n");
            }
            for c in 0..9 {
                if c % 3 == 0 {
                    printed.push_str("| ");
                }
                let cell = r * 9 + c;
                let set = match plain.grid.get(cell) {
                    Some(d) => Candidates::only(d),
                    None => plain.candidates[cell],
                };
                printed.extend(set.iter().map(|d| d.to_char()));
                printed.push(' ');
            }
            printed.push_str("|\n");
        }
        assert_eq!(PencilMarks::parse(&printed).unwrap(), plain);
        // HoDoKu's frame: '.' and '\'' corners on the top and bottom rules.
        let hodoku = printed.replacen("+-------+-------+-------+", ".-------.-------.-------.", 1)
            + "'-------'-------'-------'\n";
        assert!(hodoku.starts_with(".---"));
        assert_eq!(PencilMarks::parse(&hodoku).unwrap(), plain);
        // A removed candidate survives the round trip.
        let mut narrowed = plain.clone();
        narrowed.candidates[2].remove(Digit::new(1).unwrap());
        assert_eq!(PencilMarks::parse(&narrowed.to_729()).unwrap(), narrowed);
    }

    #[test]
    fn bad_pencil_marks_say_where() {
        let mut long = ".".repeat(729);
        long.replace_range(3..4, "7");
        assert!(matches!(
            PencilMarks::parse(&long),
            Err(ParseError::BadChar { column: 4, ch: '7', .. })
        ));
        assert!(matches!(
            PencilMarks::parse("12 34 x5"),
            Err(ParseError::BadChar { ch: 'x', .. })
        ));
        assert!(matches!(
            PencilMarks::parse("12 34"),
            Err(ParseError::WrongLength { found: 2, .. })
        ));
        // A grid a character short is a grid with a wrong count, not a bad '.' in a group.
        let short = &".".repeat(80);
        assert_eq!(
            PencilMarks::parse(short),
            Err(ParseError::WrongLength {
                line: 1,
                found: 80,
                expected: 81
            })
        );
        assert_eq!(
            PencilMarks::parse(&"12345678".repeat(12)),
            Err(ParseError::WrongLength {
                line: 1,
                found: 96,
                expected: 81
            })
        );
        assert_eq!(
            PencilMarks::parse(&format!("{}5", ".".repeat(727))),
            Err(ParseError::WrongLength {
                line: 1,
                found: 728,
                expected: 729
            })
        );
    }
}
