//! Samurai (issue 44) by its rules alone, for the tests that check the engine's Samurai
//! puzzles and answers: five 9x9 grids on a 21x21 square, written here from the rules, not
//! from the engine's cells and houses, with a plain backtracking search.

/// The top-left square of each grid, as a Samurai is printed: top left, top right, centre,
/// bottom left, bottom right (typed here, not read from the engine: the check's own rules).
pub const CORNERS: [(usize, usize); 5] = [(0, 0), (0, 12), (6, 6), (12, 0), (12, 12)];

/// A Samurai board as a printed square: 0 for an empty square or one outside the grids.
pub type Square = [[u8; 21]; 21];

/// The rules, and nothing of the engine: each row, column and 3x3 box of each grid holds 1-9
/// once. A square of two grids is in the rows, columns and boxes of both.
pub struct Rules {
    /// Every square inside a grid.
    pub squares: Vec<(usize, usize)>,
    /// Every row, column and box of every grid, as its nine squares.
    pub units: Vec<[(usize, usize); 9]>,
    /// For each square (row * 21 + col), the units it is in.
    pub units_of: Vec<Vec<usize>>,
}

impl Rules {
    pub fn new() -> Rules {
        let mut units = Vec::new();
        for &(r0, c0) in &CORNERS {
            for i in 0..9 {
                units.push(std::array::from_fn(|k| (r0 + i, c0 + k)));
                units.push(std::array::from_fn(|k| (r0 + k, c0 + i)));
                let (br, bc) = (r0 + i / 3 * 3, c0 + i % 3 * 3);
                units.push(std::array::from_fn(|k| (br + k / 3, bc + k % 3)));
            }
        }
        let mut units_of = vec![Vec::new(); 21 * 21];
        for (u, unit) in units.iter().enumerate() {
            for &(r, c) in unit {
                units_of[r * 21 + c].push(u);
            }
        }
        let squares = (0..21 * 21)
            .filter(|&i| !units_of[i].is_empty())
            .map(|i| (i / 21, i % 21))
            .collect();
        Rules {
            squares,
            units,
            units_of,
        }
    }

    /// The digits (bit d-1) no unit of the square holds yet.
    pub fn allowed(&self, board: &Square, (r, c): (usize, usize)) -> u16 {
        let mut used = 0u16;
        for &u in &self.units_of[r * 21 + c] {
            for &(ur, uc) in &self.units[u] {
                if board[ur][uc] != 0 {
                    used |= 1 << (board[ur][uc] - 1);
                }
            }
        }
        !used & 0x1ff
    }

    /// Whether no unit holds a digit twice.
    pub fn consistent(&self, board: &Square) -> bool {
        self.units.iter().all(|unit| {
            let mut seen = 0u16;
            unit.iter().all(|&(r, c)| {
                let d = board[r][c];
                if d == 0 {
                    return true;
                }
                let bit = 1 << (d - 1);
                let fresh = seen & bit == 0;
                seen |= bit;
                fresh
            })
        })
    }

    /// Solutions of `board`, counted up to `limit`: fill the empty square with the fewest
    /// digits allowed, each in turn.
    pub fn count(&self, board: &mut Square, limit: usize) -> usize {
        if !self.consistent(board) {
            return 0;
        }
        self.count_from(board, limit)
    }

    fn count_from(&self, board: &mut Square, limit: usize) -> usize {
        let mut best: Option<((usize, usize), u16)> = None;
        for &(r, c) in &self.squares {
            if board[r][c] == 0 {
                let allowed = self.allowed(board, (r, c));
                if best.is_none_or(|(_, b)| allowed.count_ones() < b.count_ones()) {
                    best = Some(((r, c), allowed));
                    if allowed.count_ones() <= 1 {
                        break;
                    }
                }
            }
        }
        let Some(((r, c), mut allowed)) = best else {
            return 1; // every square filled, and each digit was allowed where it went
        };
        let mut found = 0;
        while allowed != 0 && found < limit {
            let d = allowed.trailing_zeros() as u8 + 1;
            allowed &= allowed - 1;
            board[r][c] = d;
            found += self.count_from(board, limit - found);
        }
        board[r][c] = 0;
        found
    }
}

/// A board in the one-line form (369 cells in reading order of the square, `.` or `0` empty)
/// as its square; None when the line is not 369 cells of `.`, `0` and 1-9.
pub fn from_line(line: &str, rules: &Rules) -> Option<Square> {
    let values: Vec<u8> = line
        .chars()
        .map(|ch| match ch {
            '.' => Some(0),
            _ => ch.to_digit(10).map(|d| d as u8),
        })
        .collect::<Option<_>>()?;
    if values.len() != rules.squares.len() {
        return None;
    }
    let mut board = [[0u8; 21]; 21];
    for (&(r, c), v) in rules.squares.iter().zip(values) {
        board[r][c] = v;
    }
    Some(board)
}

/// Whether a board is full and breaks no rule.
pub fn solved(board: &Square, rules: &Rules) -> bool {
    rules.squares.iter().all(|&(r, c)| board[r][c] != 0) && rules.consistent(board)
}
