//! Jigsaw and killer layouts are freed once nothing uses them (issue 41): a layout, its
//! geometry, the solver's cage groups and the logical solver's tables live as long as some
//! grid holds the layout, and the interning table does not keep an entry per layout ever made.
//! Before, every layout was leaked for the whole process, so `solve --file` of a killer file
//! grew by about 43 KB a line.
//!
//! The checks ask about the layouts this test made (`is_alive`), which the other tests running
//! in the same process at the same time cannot hold.

use rand::rngs::StdRng;
use rand::SeedableRng;
use sudoku3d::engine::generator::random_grid;
use sudoku3d::engine::jigsaw::random_regions;
use sudoku3d::engine::killer::random_cages;
use sudoku3d::engine::solver::solve_random;
use sudoku3d::engine::{count_solutions, grade, hint, solve_unique, Cages, Grid, Regions, Shape};

use crate::common::killer::killer;

/// Everything a person's question runs on a board: the count, the solution, the grade (which
/// builds the logical solver's tables) and a hint.
fn ask_everything(puzzle: &Grid, solution: &Grid) {
    assert_eq!(count_solutions(puzzle, 2), 1);
    assert_eq!(solve_unique(puzzle).as_ref(), Ok(solution));
    let _ = grade(puzzle);
    let _ = hint(puzzle, puzzle);
}

#[test]
fn a_killer_layout_is_freed_with_the_last_grid_on_it() {
    let mut sets = Vec::new();
    for seed in [4101, 4102, 4103] {
        let (puzzle, solution) = killer(seed);
        let Shape::Killer(cages) = puzzle.shape().clone() else {
            panic!("a killer board");
        };
        let set = cages.set().clone();
        ask_everything(&puzzle, &solution);
        // While a grid holds it, the layout is alive, and reading it again shares it.
        assert!(Cages::is_alive(&set), "seed {seed}: alive while its grids are");
        let again = Cages::intern(set.clone());
        assert_eq!(again, cages);
        drop((puzzle, solution, cages, again));
        sets.push(set);
    }
    for (i, set) in sets.iter().enumerate() {
        assert!(
            !Cages::is_alive(set),
            "killer {i}: its layout outlived every grid that used it"
        );
    }
}

#[test]
fn a_jigsaw_layout_is_freed_with_the_last_grid_on_it() {
    let mut rng = StdRng::seed_from_u64(4111);
    let mut maps = Vec::new();
    for _ in 0..2 {
        let regions = random_regions(&mut rng);
        let map = *regions.map();
        let shape = Shape::Jigsaw(regions);
        // The generator's fill, within its budgets (a plain random fill of a jigsaw can wander).
        let full = random_grid(shape.clone(), &mut rng).expect("a full grid");
        assert!(full.is_complete(), "a fit layout fills");
        // A few givens gone: a question with an answer to find.
        let mut puzzle = full.clone();
        for cell in [0, 10, 20, 30, 40, 50, 60, 70, 80] {
            puzzle.set(cell, None);
        }
        ask_everything(&puzzle, &full);
        assert!(Regions::is_alive(&map), "alive while its grids are");
        assert_eq!(Regions::from_map(map).as_ref(), Ok(shape.regions().expect("a jigsaw")));
        drop((shape, full, puzzle));
        maps.push(map);
    }
    for (i, map) in maps.iter().enumerate() {
        assert!(
            !Regions::is_alive(map),
            "jigsaw {i}: its layout outlived every grid that used it"
        );
    }
}

#[test]
fn the_interning_table_stays_small_over_many_layouts() {
    let mut rng = StdRng::seed_from_u64(4121);
    let full = solve_random(&Grid::empty(Shape::Classic), &mut rng).expect("a full grid");
    let solution: [u8; 81] = full.values().try_into().expect("81 cells");
    let made = 1000;
    for _ in 0..made {
        // Each layout dropped as soon as it is made, as `solve --file` drops each line's.
        let cages = Cages::intern(random_cages(&solution, &mut rng));
        assert!(!cages.cages().is_empty());
    }
    // Swept whenever it doubles: within twice the layouts alive at once (a handful, in the
    // tests running beside this one) or the floor of 64, never one entry per layout made.
    let entries = Cages::table_entries();
    assert!(entries < 200, "{entries} entries after {made} layouts made and dropped");
}
