//! The engine on the variant boards: Diagonal (X) sudoku, where the two main diagonals are
//! houses, and Jigsaw sudoku, where irregular regions replace the boxes.
//!
//! - the general solver counts as dancing links do, on random diagonal and jigsaw puzzles with
//!   one, several and no solutions; the classic fast path never answers for them;
//! - every grader step, and every step any technique finds on the way, agrees with the known
//!   solution on generated puzzles of all four bands;
//! - repeated givens are reported in the right house ("in the diagonal r1c1-r9c9").

use std::collections::BTreeMap;

use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use sudoku3d::engine::dlx::{count_solutions_dlx, solve_dlx};
use sudoku3d::engine::generator::{generate, generate_minimal, random_grid};
use sudoku3d::engine::jigsaw::random_regions;
use sudoku3d::engine::logic::context::{Tables, NARROW};
use sudoku3d::engine::logic::{find_all, TABLE};
use sudoku3d::engine::solver::count_solutions_general;
use sudoku3d::engine::{
    count_solutions, solve_any, solve_unique, Difficulty, Grid, HouseKind, LogicalSolver, Shape, SolveError, Technique,
};

use crate::grader::run_checked;

/// The Diagonal board and `layouts` random jigsaw layouts (from `seed`).
fn variant_shapes(layouts: usize, seed: u64) -> Vec<Shape> {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut shapes = vec![Shape::Diagonal];
    shapes.extend((0..layouts).map(|_| Shape::Jigsaw(random_regions(&mut rng))));
    shapes
}

/// A puzzle from a random full grid of `shape`: `keep` givens at random; with `spoil`, one
/// empty cell then takes a wrong digit that repeats none of its houses (most often leaving no
/// solution).
fn dug(shape: Shape, keep: usize, spoil: bool, rng: &mut StdRng) -> Grid {
    let full = random_grid(shape.clone(), rng).expect("a full grid");
    assert!(full.is_solved(), "{shape}: no full grid");
    let mut cells: Vec<usize> = (0..81).collect();
    cells.shuffle(rng);
    let mut puzzle = full.clone();
    for &c in &cells[keep..] {
        puzzle.set(c, None);
    }
    if spoil {
        for &c in &cells[keep..] {
            let wrong: Vec<_> = puzzle
                .candidates(c)
                .iter()
                .filter(|&d| Some(d) != full.get(c))
                .collect();
            if let Some(&d) = wrong.first() {
                puzzle.set(c, Some(d));
                break;
            }
        }
    }
    assert!(puzzle.conflicts().is_empty());
    puzzle
}

/// The general solver (and the public count, which picks it for these boards) against dancing
/// links on 300 random puzzles of the Diagonal board and of four jigsaw layouts: the same count
/// up to two, and the same solution when there is one.
#[test]
fn the_general_solver_counts_as_dancing_links_on_variant_puzzles() {
    let shapes = variant_shapes(4, 30);
    let mut rng = StdRng::seed_from_u64(31);
    // Outcomes per variant: none, one, several.
    let mut seen: BTreeMap<String, [usize; 3]> = BTreeMap::new();
    for i in 0..300 {
        let shape = if i % 2 == 0 {
            Shape::Diagonal
        } else {
            shapes[1 + i / 2 % 4].clone()
        };
        let keep = rng.random_range(22..=40);
        let spoil = i % 3 == 0;
        let puzzle = dug(shape.clone(), keep, spoil, &mut rng);
        let label = format!("#{i} {shape} {}", puzzle.to_line());
        let dlx = count_solutions_dlx(&puzzle, 2);
        assert_eq!(count_solutions_general(&puzzle, 2), dlx, "{label}");
        assert_eq!(count_solutions(&puzzle, 2), dlx, "{label}");
        match solve_unique(&puzzle) {
            Ok(solution) => {
                assert_eq!(dlx, 1, "{label}");
                assert!(solution.is_solved() && puzzle.is_extended_by(&solution), "{label}");
                assert_eq!(solve_dlx(&puzzle), Some(solution), "{label}");
            }
            Err(SolveError::NoSolution) => assert_eq!(dlx, 0, "{label}"),
            Err(SolveError::Multiple) => assert_eq!(dlx, 2, "{label}"),
            Err(e) => panic!("{label}: {e}"),
        }
        seen.entry(shape.variant().to_string()).or_default()[dlx] += 1;
    }
    eprintln!("none, one, several: {seen:?}");
    for (variant, counts) in &seen {
        assert!(
            counts.iter().all(|&n| n >= 10),
            "{variant}: too few of some outcome: {counts:?}"
        );
    }
}

/// A minimal puzzle of a variant is unique by its own houses but not by the classic ones: the
/// counts, the unique solution and any solution all come from the general search (the classic
/// fast path would count otherwise, or fill in a grid that breaks a diagonal or a region).
#[test]
fn the_classic_fast_path_never_answers_for_a_variant() {
    for (i, shape) in variant_shapes(2, 32).into_iter().enumerate() {
        let (puzzle, solution) =
            generate_minimal(shape.clone(), &mut StdRng::seed_from_u64(33 + i as u64)).expect("a full grid");
        let as_classic = puzzle.clone().with_shape(Shape::Classic);
        // Read as classic it has several solutions (diagonal) or none (a jigsaw's givens
        // often repeat in a 3x3 box): either way the classic count is not the variant's.
        assert_ne!(
            count_solutions(&as_classic, 2),
            1,
            "{shape}: a classic reading is unique"
        );
        assert_eq!(sudoku3d::engine::fast::count_classic(&puzzle, 2), None, "{shape}");
        assert_eq!(count_solutions(&puzzle, 2), 1, "{shape}");
        assert_eq!(count_solutions_dlx(&puzzle, 2), 1, "{shape}");
        assert_eq!(solve_unique(&puzzle).as_ref(), Ok(&solution), "{shape}");
        let any = solve_any(&puzzle).unwrap();
        assert!(any.is_solved() && any.shape() == shape, "{shape}");
        assert_eq!(any, solution, "{shape}");
    }
}

/// Two givens that repeat a digit are named with the house they share on that board.
#[test]
fn a_repeated_given_is_reported_in_its_diagonal_or_region() {
    let five = sudoku3d::engine::Digit::new(5);
    // r1c1 and r9c9 share only the diagonal.
    let mut diagonal = Grid::empty(Shape::Diagonal);
    diagonal.set(0, five);
    diagonal.set(80, five);
    let message = solve_unique(&diagonal).unwrap_err().to_string();
    assert!(
        message.contains("r1c1 and r9c9 both hold 5 in the diagonal r1c1-r9c9"),
        "{message}"
    );
    assert!(matches!(solve_any(&diagonal), Err(SolveError::Contradiction(_))));
    // The other diagonal: r1c9 and r9c1.
    let mut up = Grid::empty(Shape::Diagonal);
    up.set(8, five);
    up.set(72, five);
    let message = solve_unique(&up).unwrap_err().to_string();
    assert!(
        message.contains("r1c9 and r9c1 both hold 5 in the diagonal r1c9-r9c1"),
        "{message}"
    );
    // The same two cells on the classic board break no rule.
    assert!(diagonal.clone().with_shape(Shape::Classic).conflicts().is_empty());

    // On a jigsaw: two cells of one region in different rows and columns.
    let shape = variant_shapes(1, 34)[1].clone();
    let regions = shape.regions().unwrap();
    let (a, b) = (0..81)
        .flat_map(|a| (a + 1..81).map(move |b| (a, b)))
        .find(|&(a, b)| regions.region_of(a) == regions.region_of(b) && a / 9 != b / 9 && a % 9 != b % 9)
        .unwrap();
    let mut jigsaw = Grid::empty(shape.clone());
    jigsaw.set(a, five);
    jigsaw.set(b, five);
    let message = solve_unique(&jigsaw).unwrap_err().to_string();
    let g = shape.geometry();
    let expected = format!(
        "{} and {} both hold 5 in region {}",
        g.cell_name(a),
        g.cell_name(b),
        regions.region_of(a) + 1
    );
    assert!(message.contains(&expected), "{message}, expected {expected}");
}

/// Every step any technique finds on the position (not only the grader's first) agrees with
/// the solution; forcing chains, slow to list and generic over houses, are left to the replay.
fn every_finder_agrees(solver: &LogicalSolver, solution: &Grid, label: &str, found: &mut BTreeMap<Technique, usize>) {
    let ctx = solver.context();
    let g = solver.grid().geometry();
    for row in TABLE
        .iter()
        .take_while(|r| r.technique != Technique::ContradictionForcingChain)
    {
        if !row.applies_to(solver.grid().shape()) {
            continue;
        }
        for step in find_all(&ctx, row.technique) {
            for &(c, d) in &step.placements {
                assert_eq!(solution.get(c), Some(d), "{label}: {}", step.explanation);
            }
            for &(c, d) in &step.eliminations {
                assert_ne!(
                    solution.get(c),
                    Some(d),
                    "{label}: removes the solution's {d} from {}: {}",
                    g.cell_name(c),
                    step.explanation
                );
            }
            *found.entry(step.technique).or_default() += 1;
        }
    }
}

/// Generated diagonal and jigsaw puzzles of all four bands, and minimal ones (often harder):
/// every grader step replayed against the solution (as for the classic board: right
/// placements, no elimination of the solution's digit, no easier step skipped); along the
/// way every technique's every step on a sample of positions; the diagonals and the regions
/// carry steps of their own.
#[test]
fn every_step_on_variant_puzzles_agrees_with_the_solution() {
    let mut counts = vec![0usize; TABLE.len()];
    let mut first = BTreeMap::new();
    let mut found = BTreeMap::new();
    let mut houses_used: BTreeMap<String, usize> = BTreeMap::new();
    let mut puzzles: Vec<(Grid, Grid, String)> = Vec::new();
    let shapes = variant_shapes(3, 35);
    for (i, difficulty) in Difficulty::ALL.into_iter().enumerate() {
        for (j, shape) in [&shapes[0], &shapes[1 + i % 3]].into_iter().enumerate() {
            let p = generate(
                shape.clone(),
                difficulty,
                &mut StdRng::seed_from_u64(36 + (i * 2 + j) as u64),
            );
            puzzles.push((p.puzzle, p.solution, format!("{shape} {} #{i}", difficulty.name())));
        }
    }
    for (i, shape) in shapes.iter().enumerate() {
        let (puzzle, solution) =
            generate_minimal(shape.clone(), &mut StdRng::seed_from_u64(40 + i as u64)).expect("a full grid");
        puzzles.push((puzzle, solution, format!("{shape} minimal #{i}")));
    }
    for (puzzle, solution, label) in &puzzles {
        assert!(
            run_checked(puzzle, solution, &mut counts, &mut first, label),
            "{label}: not finished"
        );
        let mut solver = LogicalSolver::new(puzzle);
        let mut n = 0;
        while let Some(step) = solver.next_step() {
            // Every finder on every third position past the opening singles.
            if n % 3 == 0 && step.technique != Technique::NakedSingle {
                every_finder_agrees(&solver, solution, &format!("{label} step {n}"), &mut found);
            }
            for &h in &step.houses {
                let kind = puzzle.geometry().houses()[h].kind;
                if matches!(kind, HouseKind::Diagonal | HouseKind::Region) {
                    *houses_used.entry(format!("{kind:?} {:?}", step.technique)).or_default() += 1;
                }
            }
            solver.apply(&step);
            n += 1;
        }
    }
    for (i, t) in Technique::all().enumerate() {
        if counts[i] > 0 {
            eprintln!("{:<28} {:>5} steps   first: {}", t.title(), counts[i], first[&i]);
        }
    }
    eprintln!("every finder's steps checked: {found:?}");
    eprintln!("steps resting on a diagonal or a region: {houses_used:?}");
    let on = |kind: &str, t: &str| houses_used.contains_key(&format!("{kind} {t}"));
    assert!(
        on("Diagonal", "HiddenSingle") && on("Region", "HiddenSingle"),
        "{houses_used:?}"
    );
    assert!(
        on("Diagonal", "LockedCandidates") && on("Region", "LockedCandidates"),
        "{houses_used:?}"
    );
    // Beyond singles, a good part of the table was asked and answered.
    assert!(found.len() >= 12, "{found:?}");
    assert!(counts[Technique::XWing.rank()..].iter().sum::<usize>() > 0);
}

/// The grader's deadly rectangles (unique rectangles rest on them) are exactly the rectangles
/// of two rows and two columns whose two digits, where a full grid holds them crosswise, can
/// be swapped into another full grid: a diagonal through a corner or a jigsaw region holding a
/// single corner spoils the swap, and such a rectangle must not be in the table.
#[test]
fn deadly_rectangles_are_the_swappable_ones_on_every_flat_board() {
    let mut shapes = vec![Shape::Classic];
    shapes.extend(variant_shapes(3, 41));
    let mut rng = StdRng::seed_from_u64(42);
    for shape in shapes {
        let table: std::collections::HashSet<[usize; 4]> = Tables::<NARROW>::of(shape.geometry())
            .rectangles
            .iter()
            .map(|r| {
                let mut sorted = *r;
                sorted.sort_unstable();
                sorted
            })
            .collect();
        let mut swappable = 0;
        for _ in 0..4 {
            let full = random_grid(shape.clone(), &mut rng).expect("a full grid");
            for r1 in 0..9 {
                for r2 in r1 + 1..9 {
                    for c1 in 0..9 {
                        for c2 in c1 + 1..9 {
                            let cells = [r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2];
                            let (a, b) = (full.get(cells[0]), full.get(cells[1]));
                            if a == b || full.get(cells[3]) != a || full.get(cells[2]) != b {
                                continue;
                            }
                            let mut swapped = full.clone();
                            for (i, &c) in cells.iter().enumerate() {
                                swapped.set(c, if i == 0 || i == 3 { b } else { a });
                            }
                            let deadly = swapped.is_solved();
                            swappable += usize::from(deadly);
                            assert_eq!(
                                table.contains(&cells),
                                deadly,
                                "{shape}: rectangle r{}c{} r{}c{} {}",
                                r1 + 1,
                                c1 + 1,
                                r2 + 1,
                                c2 + 1,
                                if deadly {
                                    "swaps but is missing"
                                } else {
                                    "does not swap but is listed"
                                }
                            );
                        }
                    }
                }
            }
        }
        assert!(swappable > 0, "{shape}: no swappable rectangle met");
    }
}

/// Nearly empty jigsaw boards that sent the general search through millions of dead branches
/// (minutes; issue 41): three givens of a full grid of a random layout. Each has at least two
/// solutions, and the count and the two witnesses come back (the search now places locked
/// candidates between houses and restarts in other digit orders).
#[test]
fn nearly_empty_jigsaws_count_two_solutions_with_two_real_witnesses() {
    use sudoku3d::engine::{solutions, Solutions, Variant};
    let boards = [
        ".............................................1......7.......................3.... AAABBBCCCAADBBCCCCAADDBBBCEAADFBFECEDDDFFFEEEDGFFFFEEHDGGIIIEIHGGIIHIIIHGGGGHHHHH",
        "................9.......................1................3....................... ABBBBBCCCAAABBBCCCDAAAABCECDDDAFFCEEDFFFFFFGEDDHIFGGGEDHHIIIGEEDHHHHIGEEHHIIIIGGG",
        "................5.....1.......................................7.................. AAAAAAAAABBBBCCCCCBDDEFFCCCBDDEEFFGCBBDDEEFGGBDDDHEFFGHHHHHEEFGHHIHIIEFGIIIIIIGGG",
    ];
    for text in boards {
        let grid = Grid::from_variant_line(Variant::Jigsaw, text).expect("a jigsaw board");
        assert_eq!(count_solutions(&grid, 2), 2, "{text}");
        assert_eq!(solve_unique(&grid), Err(SolveError::Multiple), "{text}");
        match solutions(&grid) {
            Solutions::Multiple(a, b) => {
                assert_ne!(a, b, "{text}");
                for w in [&a, &b] {
                    assert!(
                        w.is_solved() && grid.is_extended_by(w),
                        "{text}: a witness breaks a rule"
                    );
                }
            }
            other => panic!("{text}: {other:?}"),
        }
        let any = solve_any(&grid).expect("a solution");
        assert!(any.is_solved() && grid.is_extended_by(&any));
    }
}
