//! The Samurai board (issue 44) in the general solver: five 9x9 grids on a 21x21 square, the
//! centre grid sharing a corner box with each of the four others.
//!
//! - the board's cells are the squares the five grids cover, a shared box's cells one cell
//!   seen from both its grids;
//! - the solver's counts agree with a plain backtracking search that knows only the rules
//!   (written here on the 21x21 square, not on the engine's cells and houses), on puzzles with
//!   one solution, several and none, made from solved boards the solver filled from empty;
//! - generated Samurai puzzles have one solution (by the plain search), givens symmetric under a
//!   half turn of the square, and no pair of givens that could go;
//! - a published Samurai (typed in the 21-line block) has its published solution, and only it.

use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::SeedableRng;
use sudoku3d::engine::format::{read_samurai, write_samurai_block, write_samurai_grids, write_samurai_line};
use sudoku3d::engine::generator::samurai_symmetric;
use sudoku3d::engine::geometry::{samurai, Geometry};
use sudoku3d::engine::solver::{self, CellValues};
use sudoku3d::engine::{Digit, Face, ParseError};

use crate::common::samurai::{Rules, Square, CORNERS};

/// The solver's count (up to `limit`) of a Samurai board's values (369 cells of 1-9: they fit).
fn count_on(g: &Geometry, cells: &[Option<Digit>], limit: usize) -> usize {
    solver::count_on(g, cells, limit).expect("a Samurai's cells")
}

/// The solver's count and first two solutions, as values per cell.
fn solutions_on(
    g: &Geometry,
    cells: &[Option<Digit>],
    limit: usize,
) -> (usize, Option<CellValues>, Option<CellValues>) {
    let values = |v: Vec<Digit>| v.into_iter().map(Some).collect();
    let (found, a, b) = solver::solutions_on(g, cells, limit).expect("a Samurai's cells");
    (found, a.map(values), b.map(values))
}

/// A random solution of `cells`, as values per cell.
fn solve_random_on(g: &Geometry, cells: &[Option<Digit>], rng: &mut StdRng) -> Option<Vec<Option<Digit>>> {
    solver::solve_random_on(g, cells, rng).map(|v| v.into_iter().map(Some).collect())
}

/// The grids' faces in the order of [`CORNERS`].
const FACES: [Face; 5] = [
    Face::TopLeft,
    Face::TopRight,
    Face::Centre,
    Face::BottomLeft,
    Face::BottomRight,
];

/// Where each of the engine's cells lies on the printed square, from the places the engine
/// shows it (its grid, row and column); every place of a shared cell must be one square.
fn squares_of_cells() -> Vec<(usize, usize)> {
    let g = samurai();
    (0..g.cell_count())
        .map(|cell| {
            let places: Vec<(usize, usize)> = g
                .positions(cell)
                .iter()
                .map(|p| {
                    let grid = FACES.iter().position(|&f| f == p.face).expect("a Samurai grid");
                    let (r0, c0) = CORNERS[grid];
                    (r0 + p.row as usize, c0 + p.col as usize)
                })
                .collect();
            assert!(places.windows(2).all(|w| w[0] == w[1]), "cell {cell} at {places:?}");
            places[0]
        })
        .collect()
}

fn to_square(cells: &[Option<Digit>], at: &[(usize, usize)]) -> Square {
    let mut board = [[0u8; 21]; 21];
    for (cell, &(r, c)) in at.iter().enumerate() {
        board[r][c] = cells[cell].map_or(0, |d| d.get());
    }
    board
}

#[test]
fn the_board_is_the_squares_of_five_grids_with_shared_corner_boxes() {
    let g = samurai();
    let rules = Rules::new();
    let at = squares_of_cells();
    assert_eq!(g.cell_count(), 369);
    assert_eq!(rules.squares.len(), 369, "five grids of 81 less four shared boxes of 9");
    let mut sorted = at.clone();
    sorted.sort_unstable();
    assert_eq!(sorted, rules.squares, "each square is one cell");
    // The centre's corner boxes are the other grids' inner corners: shown on two grids.
    let shared: Vec<usize> = (0..369).filter(|&c| g.positions(c).len() == 2).collect();
    assert_eq!(shared.len(), 36);
    assert!(shared
        .iter()
        .all(|&c| g.positions(c).iter().any(|p| p.face == Face::Centre)));
    // A cell's peers are the squares sharing a unit with it.
    for cell in [0, 60, 184, 368, g.cell_at(Face::Centre, 0, 0)] {
        let (r, c) = at[cell];
        let mut expected: Vec<(usize, usize)> = rules.units_of[r * 21 + c]
            .iter()
            .flat_map(|&u| rules.units[u])
            .filter(|&s| s != (r, c))
            .collect();
        expected.sort_unstable();
        expected.dedup();
        let mut peers: Vec<(usize, usize)> = g.peers(cell).iter().map(|&p| at[p]).collect();
        peers.sort_unstable();
        assert_eq!(peers, expected, "peers of cell {cell}");
    }
}

/// A puzzle from a seeded solved board: givens taken out in a random order while the solver
/// still counts one solution, up to `remove` of them (the plain search is slow on the
/// sparsest boards). Gives the puzzle, its solution and the order tried.
fn unique_puzzle(seed: u64, remove: usize) -> (Vec<Option<Digit>>, Vec<Option<Digit>>, Vec<usize>) {
    let g = samurai();
    let mut rng = StdRng::seed_from_u64(seed);
    let solution = solve_random_on(g, &vec![None; 369], &mut rng).expect("an empty Samurai can be filled");
    assert!(solution.iter().all(Option::is_some));
    let mut order: Vec<usize> = (0..369).collect();
    order.shuffle(&mut rng);
    let mut puzzle = solution.clone();
    let mut removed = 0;
    for &cell in &order {
        if removed == remove {
            break;
        }
        let digit = puzzle[cell].take();
        if count_on(g, &puzzle, 2) == 1 {
            removed += 1;
        } else {
            puzzle[cell] = digit;
        }
    }
    assert_eq!(removed, remove, "seed {seed}: the board should allow {remove} removals");
    (puzzle, solution, order)
}

#[test]
fn the_solver_counts_as_a_plain_search_of_the_rules() {
    let g = samurai();
    let rules = Rules::new();
    let at = squares_of_cells();
    for seed in [1u64, 2, 3] {
        let (puzzle, solution, order) = unique_puzzle(seed, 255);
        // The filled board keeps the rules.
        let full = to_square(&solution, &at);
        assert!(rules.consistent(&full) && rules.squares.iter().all(|&(r, c)| full[r][c] != 0));

        // One solution: the solver's, and the plain search finds no other.
        let (found, first, _) = solutions_on(g, &puzzle, 2);
        assert_eq!((found, first.as_ref()), (1, Some(&solution)), "seed {seed}");
        assert_eq!(rules.count(&mut to_square(&puzzle, &at), 10), 1, "seed {seed}: unique");

        // Several: the first given whose removal breaks uniqueness, counted by both up to 10.
        let open = order
            .iter()
            .copied()
            .find(|&c| {
                let mut more = puzzle.clone();
                more[c] = None;
                puzzle[c].is_some() && count_on(g, &more, 2) == 2
            })
            .expect("some given keeps the puzzle unique");
        let mut several = puzzle.clone();
        several[open] = None;
        let count = count_on(g, &several, 10);
        assert!(count >= 2);
        assert_eq!(
            rules.count(&mut to_square(&several, &at), 10),
            count,
            "seed {seed}: several"
        );
        // Its two witnesses are different solutions of the rules that keep the givens.
        let (_, a, b) = solutions_on(g, &several, 2);
        let (a, b) = (a.expect("a first solution"), b.expect("a second solution"));
        assert_ne!(a, b);
        for s in [&a, &b] {
            assert!(rules.consistent(&to_square(s, &at)) && s.iter().all(Option::is_some));
            assert!((0..369).all(|c| several[c].is_none() || several[c] == s[c]));
        }

        // None: an empty cell given a digit its houses allow but the solution does not hold
        // (the puzzle is unique, so no solution is left), a shared cell when one fits.
        let board = to_square(&puzzle, &at);
        let wrong = |c: usize| {
            let right = 1u16 << (solution[c].expect("solved").get() - 1);
            rules.allowed(&board, at[c]) & !right
        };
        let cell = (0..369)
            .filter(|&c| puzzle[c].is_none() && wrong(c) != 0)
            .max_by_key(|&c| g.positions(c).len())
            .expect("an empty cell with a wrong digit its houses allow");
        let mut none = puzzle.clone();
        none[cell] = Digit::new(wrong(cell).trailing_zeros() as u8 + 1);
        assert_eq!(count_on(g, &none, 2), 0, "seed {seed}: none");
        assert_eq!(rules.count(&mut to_square(&none, &at), 2), 0, "seed {seed}: none");
        // Givens that break a rule in a shared box: no solution for either.
        let shared = g.cell_at(Face::Centre, 0, 0);
        let other = g.cell_at(Face::TopLeft, 8, 8);
        let mut broken = solution.clone();
        broken[shared] = broken[other];
        assert_eq!(count_on(g, &broken, 2), 0);
        assert_eq!(rules.count(&mut to_square(&broken, &at), 2), 0);
    }
}

#[test]
fn generated_samurai_puzzles_are_unique_symmetric_and_minimal_by_pairs() {
    let g = samurai();
    let rules = Rules::new();
    let at = squares_of_cells();
    let cell_at: std::collections::HashMap<(usize, usize), usize> =
        at.iter().enumerate().map(|(c, &s)| (s, c)).collect();
    for seed in [44u64, 45] {
        let mut rng = StdRng::seed_from_u64(seed);
        let (puzzle, solution) = samurai_symmetric(&mut rng).expect("a Samurai fills");
        let givens = puzzle.iter().filter(|d| d.is_some()).count();
        // Printed Samurai puzzles give about 100 to 130 digits; a dig as deep as pairs allow
        // leaves far fewer than half the board.
        assert!(givens < 185, "seed {seed}: {givens} givens");
        assert!((0..369).all(|c| puzzle[c].is_none() || puzzle[c] == solution[c]));
        let full = to_square(&solution, &at);
        assert!(rules.consistent(&full) && rules.squares.iter().all(|&(r, c)| full[r][c] != 0));
        // One solution, by the plain search of the rules.
        assert_eq!(rules.count(&mut to_square(&puzzle, &at), 2), 1, "seed {seed}");
        // The givens turned half round are givens: the square's own symmetry.
        let board = to_square(&puzzle, &at);
        for &(r, c) in &rules.squares {
            assert_eq!(board[r][c] != 0, board[20 - r][20 - c] != 0, "seed {seed}: ({r}, {c})");
        }
        // No pair of givens can go: each one's removal leaves several solutions.
        for cell in (0..369).filter(|&c| puzzle[c].is_some()) {
            let (r, c) = at[cell];
            let mut fewer = puzzle.clone();
            fewer[cell] = None;
            fewer[cell_at[&(20 - r, 20 - c)]] = None;
            assert_eq!(count_on(g, &fewer, 2), 2, "seed {seed}: cell {cell}");
        }
    }
}

#[test]
fn the_three_text_forms_read_back_what_they_write() {
    let at = squares_of_cells();
    let mut rng = StdRng::seed_from_u64(7);
    let (puzzle, _) = samurai_symmetric(&mut rng).expect("a Samurai fills");
    let block = write_samurai_block(&puzzle);
    let line = write_samurai_line(&puzzle);
    let grids = write_samurai_grids(&puzzle);
    assert_eq!(line.chars().count(), 369);
    assert!(grids.iter().all(|g| g.chars().count() == 81));
    // The block is the printed square: each character where the rules put the square.
    let board = to_square(&puzzle, &at);
    let rows: Vec<Vec<char>> = block.lines().map(|l| l.chars().collect()).collect();
    assert_eq!(rows.len(), 21);
    for (r, squares) in board.iter().enumerate() {
        for (c, &digit) in squares.iter().enumerate() {
            let ch = rows[r].get(c).copied().unwrap_or(' ');
            let expected = match (at.contains(&(r, c)), digit) {
                (false, _) => ' ',
                (true, 0) => '.',
                (true, d) => char::from(b'0' + d),
            };
            assert_eq!(ch, expected, "square ({r}, {c})");
        }
    }
    assert_eq!(read_samurai(&block), Ok(puzzle.clone()));
    assert_eq!(read_samurai(&line), Ok(puzzle.clone()));
    assert_eq!(read_samurai(&grids.join("\n")), Ok(puzzle.clone()));
    assert_eq!(read_samurai(&grids.join(" ")), Ok(puzzle.clone()));
    // Dots outside the grids, as some programs print the square.
    let dotted: String = block.lines().map(|l| format!("{l:<21}\n").replace(' ', ".")).collect();
    assert_eq!(read_samurai(&dotted), Ok(puzzle.clone()));

    // Errors name what is wrong and where.
    let mut outside: Vec<String> = block.lines().map(str::to_string).collect();
    outside[10] = format!("5{}", &outside[10][1..]);
    assert_eq!(
        read_samurai(&outside.join("\n")),
        Err(ParseError::OutsideGrids {
            line: 11,
            column: 1,
            ch: '5'
        })
    );
    // The centre's r1c1 is the top-left grid's r7c7: two different digits for it.
    let mut clash = grids.clone();
    clash[0].replace_range(60..61, "1");
    clash[2].replace_range(0..1, "2");
    assert!(matches!(
        read_samurai(&clash.join("\n")),
        Err(ParseError::LinkMismatch { .. })
    ));
    assert_eq!(
        read_samurai(&grids[..4].join("\n")),
        Err(ParseError::SamuraiForm { found: 4 })
    );
    assert!(matches!(
        read_samurai(&line[..368]),
        Err(ParseError::WrongLength { expected: 369, .. })
    ));
    assert_eq!(read_samurai("  \n"), Err(ParseError::Empty));
}

/// A published Samurai: the "samuraisudoku_easy" test of the puzzle-solver crate
/// (github.com/wangds/puzzle-solver, tests/samuraisudoku.rs, which names www.samurai-sudoku.com as
/// its source), typed here in the 21-line block.
/// The puzzle.
const PUBLISHED: [&str; 21] = [
    "..3...2..   ..6...2..",
    ".2.4.8.3.   .3.4.2.8.",
    "8...9...4   8...1...4",
    ".5.6.1.2.   .2.1.7.9.",
    "..8...6..   ..9...8..",
    ".7.8.4.1.   .8.5.9.4.",
    "1...7...........7...5",
    ".4.1.2.........2.8.7.",
    "..9.......6.......1..",
    "      ...5.1...",
    "      ..9...6..",
    "      ...3.6...",
    "..8.......7.......4..",
    ".4.5.1.........9.5.7.",
    "6...2...........6...9",
    ".9.1.3.7.   .7.5.1.9.",
    "..5...1..   ..3...6..",
    ".1.6.8.9.   .2.8.6.1.",
    "5...7...6   7...2...5",
    ".2.3.5.1.   .9.6.4.3.",
    "..6...2..   ..4...1..",
];

/// Its solution as published there.
const PUBLISHED_SOLUTION: [&str; 21] = [
    "493715268   946835217",
    "527468931   137492586",
    "861293574   852716934",
    "954631827   524187693",
    "318927645   719643852",
    "276854319   683529741",
    "182379456713298371465",
    "645182793852461258379",
    "739546182964375964128",
    "      648591723",
    "      319287654",
    "      275346189",
    "178936524178936287451",
    "243581967435812945376",
    "659427831629547163829",
    "892143675   678531294",
    "465792183   153492687",
    "317658492   429876513",
    "581279346   761328945",
    "924365718   295614738",
    "736814259   384759162",
];
#[test]
fn a_published_samurai_has_its_published_solution() {
    let g = samurai();
    let rules = Rules::new();
    let at = squares_of_cells();
    let puzzle = read_samurai(&PUBLISHED.join("\n")).expect("the block reads");
    let solution = read_samurai(&PUBLISHED_SOLUTION.join("\n")).expect("the block reads");
    assert_eq!(puzzle.iter().flatten().count(), 108, "its givens");
    assert_eq!(count_on(g, &puzzle, 2), 1);
    assert_eq!(solutions_on(g, &puzzle, 2).1, Some(solution.clone()));
    assert_eq!(rules.count(&mut to_square(&puzzle, &at), 2), 1);
    // Written back, the block is the one typed.
    assert_eq!(write_samurai_block(&puzzle), PUBLISHED.join("\n") + "\n");
}
