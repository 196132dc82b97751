//! Jigsaw layouts: random regions for the generator.
//!
//! A layout starts as the classic boxes and is reshaped by swapping cells across region
//! borders: each swap trades one cell of region A next to B for one cell of B next to A, and is
//! kept only when both regions stay in one piece. After enough swaps the boxes are gone and the
//! regions are irregular but connected, of nine cells each. A layout is handed out only when a
//! full grid exists on it (some layouts admit no solution at all).
//!
//! Beside the random layouts the game ships a set of layouts (`levels/jigsaw-layouts.txt`,
//! made by `examples/jigsaw_layouts.rs`), each one kept because a puzzle of every band was
//! made on it. [`shape_for`] draws from both.

use std::sync::OnceLock;

use rand::seq::IndexedRandom;
use rand::{Rng, RngCore};

use super::geometry::{Regions, Variant};
use super::grid::Grid;
use super::killer::{is_connected, neighbours};
use super::shape::Shape;
use super::solver::solve_random_within_budget;

/// Swaps tried per layout: enough that no box survives (measured: after 300 kept swaps a
/// layout shares no region with the boxes in nearly every case).
const SWAPS: usize = 600;

/// Branch points the search for a full grid on a new layout may take. Most layouts fill in a
/// few hundred; one that admits no grid can keep the search going for hours, so a layout that
/// does not fill within this is dropped for a fresh one.
pub const FILL_BUDGET: u64 = 20_000;

/// Whether the cells of `region` in `map` form one orthogonally connected piece.
fn connected(map: &[u8; 81], region: u8) -> bool {
    let cells: Vec<usize> = (0..81).filter(|&c| map[c] == region).collect();
    is_connected(&cells)
}

/// A random layout of nine connected regions of nine cells (it may admit no full grid; see
/// [`random_regions`]).
pub fn random_map(rng: &mut dyn RngCore) -> [u8; 81] {
    let mut map: [u8; 81] = *Regions::boxes().map();
    for _ in 0..SWAPS {
        // A cell on a border, and a neighbour of it in another region.
        let a = rng.random_range(0..81);
        let others: Vec<usize> = neighbours(a).filter(|&n| map[n] != map[a]).collect();
        let Some(&b_side) = others.choose(rng) else {
            continue;
        };
        let (ra, rb) = (map[a], map[b_side]);
        // A cell of B's region that touches A's region, other than the one A touches... any
        // will do: move `a` into B and that cell into A.
        let candidates: Vec<usize> = (0..81)
            .filter(|&c| map[c] == rb && c != b_side && neighbours(c).any(|n| map[n] == ra && n != a))
            .collect();
        let Some(&b) = candidates.choose(rng) else {
            continue;
        };
        map[a] = rb;
        map[b] = ra;
        if !(connected(&map, ra) && connected(&map, rb)) {
            map[a] = ra;
            map[b] = rb;
        }
    }
    map
}

/// A random jigsaw layout on which a full grid exists.
pub fn random_regions(rng: &mut dyn RngCore) -> Regions {
    loop {
        let map = random_map(rng);
        let Ok(regions) = Regions::from_map(map) else {
            continue;
        };
        if solve_random_within_budget(&Grid::empty(Shape::Jigsaw(regions.clone())), rng, FILL_BUDGET).is_some() {
            return regions;
        }
        // Once the running budget is out (Back while the window generates) no fill can
        // succeed: this layout goes back unchecked, and the attempt using it ends unmade.
        if super::logic::budget::exhausted() {
            return regions;
        }
    }
}

/// The shipped layouts' file: one layout a line (81 region letters A-I, row by row), `#`
/// starts a comment line.
const SHIPPED: &str = include_str!("../../levels/jigsaw-layouts.txt");

/// The layout lines of a layouts file: every line that is not blank or a comment.
pub fn layout_lines(text: &str) -> impl Iterator<Item = &str> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
}

/// The shipped jigsaw layouts, in the file's order (a line that does not parse is left out;
/// the unit tests check that none is).
pub fn shipped_layouts() -> &'static [Regions] {
    static LAYOUTS: OnceLock<Vec<Regions>> = OnceLock::new();
    LAYOUTS.get_or_init(|| layout_lines(SHIPPED).filter_map(|l| Regions::parse(l).ok()).collect())
}

/// The board for one generator attempt of `variant`: its one shape, or for a jigsaw a layout.
///
/// A jigsaw takes one of the shipped layouts half the time and a fresh random one otherwise,
/// for every caller alike (the window's puzzles, `generate`, the level files): the shipped
/// ones are known to carry every band, the random ones keep the shapes from repeating, and
/// one rule for all keeps a seed's puzzle the same wherever it is made.
pub fn shape_for(variant: Variant, rng: &mut dyn RngCore) -> Shape {
    variant.fixed_shape().unwrap_or_else(|| {
        let shipped = shipped_layouts();
        let regions = match shipped.choose(rng) {
            Some(regions) if rng.random_bool(0.5) => regions.clone(),
            _ => random_regions(rng),
        };
        Shape::Jigsaw(regions)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::rngs::StdRng;
    use rand::SeedableRng;

    /// Nine connected regions of nine cells, not the plain boxes, and a full grid exists.
    fn assert_fit(regions: Regions, rng: &mut StdRng) {
        assert!(regions.is_connected(), "{regions}");
        assert_ne!(regions, Regions::boxes());
        for r in 0..9u8 {
            assert_eq!(regions.map().iter().filter(|&&x| x == r).count(), 9, "{regions}");
        }
        // As the generator fills a jigsaw: fresh searches within the fill budget, a few tries
        // (one random search can wander where the next fills at once).
        let empty = Grid::empty(Shape::Jigsaw(regions.clone()));
        let tries = (1..=crate::engine::generator::FILL_TRIES)
            .find(|_| solve_random_within_budget(&empty, rng, FILL_BUDGET).is_some());
        assert!(tries.is_some(), "no full grid on {regions}");
    }

    #[test]
    fn every_shipped_layout_parses_is_fit_and_carries_a_unique_puzzle() {
        use crate::engine::generator::generate_minimal;
        use crate::engine::solver::count_solutions;
        let lines: Vec<&str> = layout_lines(SHIPPED).collect();
        let layouts = shipped_layouts();
        assert!(layouts.len() >= 12, "{} layouts", layouts.len());
        assert_eq!(layouts.len(), lines.len(), "every line parses");
        let mut rng = StdRng::seed_from_u64(11);
        for (i, regions) in layouts.iter().enumerate() {
            assert_fit(regions.clone(), &mut rng);
            assert_eq!(regions.to_string(), lines[i], "written as the game writes it");
            assert!(!layouts[..i].contains(regions), "layout {} twice", i + 1);
            let (puzzle, solution) = generate_minimal(Shape::Jigsaw(regions.clone()), &mut rng).expect("a full grid");
            assert!(puzzle.empty_count() > 0 && solution.is_complete());
            assert_eq!(count_solutions(&puzzle, 2), 1, "{regions}");
        }
    }

    #[test]
    fn a_jigsaw_draws_shipped_and_random_layouts() {
        let mut rng = StdRng::seed_from_u64(5);
        let shapes: Vec<Regions> = (0..40)
            .filter_map(|_| shape_for(Variant::Jigsaw, &mut rng).regions().cloned())
            .collect();
        assert_eq!(shapes.len(), 40);
        let shipped = shapes.iter().filter(|r| shipped_layouts().contains(r)).count();
        assert!((8..=32).contains(&shipped), "{shipped} of 40 shipped");
        assert_eq!(shape_for(Variant::Diagonal, &mut rng), Shape::Diagonal);
    }

    #[test]
    fn random_layouts_are_nine_connected_regions_of_nine_and_not_the_boxes() {
        let mut rng = StdRng::seed_from_u64(7);
        for _ in 0..20 {
            let regions = random_regions(&mut rng);
            assert!(regions.is_connected(), "{regions}");
            assert_ne!(regions, Regions::boxes());
            for r in 0..9u8 {
                assert_eq!(regions.map().iter().filter(|&&x| x == r).count(), 9, "{regions}");
            }
        }
    }
}
