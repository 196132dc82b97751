//! Every face of a generated cube matters: cubes of each band, made by the generator the game
//! and the CLI use, keep the face rules of `engine::cube_faces` (every face's empty places in
//! the classic band, Expert aside; from Medium on no face unique on its own givens; in Hard and
//! Expert the steps above the band's floor on at least two faces), and still have one solution
//! and their band.

use sudoku3d::engine::cube_faces::{face_empty, face_grid, measure};
use sudoku3d::engine::logic::Level;
use sudoku3d::engine::solver::count_solutions_general;
use sudoku3d::engine::{generate_seeded, solve_unique, Difficulty, Face, Shape};

#[test]
fn generated_cubes_keep_the_face_rules() {
    for difficulty in Difficulty::ALL {
        for seed in 0..2 {
            let cube = generate_seeded(Shape::Cube, difficulty, 1000 + seed);
            let label = format!("{difficulty:?} seed {seed}");
            assert_eq!(solve_unique(&cube.puzzle).as_ref(), Ok(&cube.solution), "{label}");
            assert_eq!(difficulty.judge(&cube.puzzle), Ok(cube.grade.clone()), "{label}");
            let (_, report) = measure(&cube.puzzle);
            for face in Face::ALL {
                // Counted again here, face by face, from the face as a classic grid.
                let alone = face_grid(&cube.puzzle, face);
                let empty = alone.empty_count();
                assert_eq!(empty, face_empty(&cube.puzzle, face), "{label} {face:?}");
                if let Some((lo, hi)) = difficulty.face_rules().empty {
                    assert!((lo..=hi).contains(&empty), "{label} {face:?}: {empty} empty");
                }
                if difficulty.face_rules().needs_links {
                    // By the general solver, not the fast one the rules use.
                    assert_eq!(
                        count_solutions_general(&alone, 2),
                        2,
                        "{label} {face:?} is a sudoku on its own"
                    );
                }
            }
            // The steps harder than the band's floor, face by face.
            let floor = match difficulty {
                Difficulty::Hard => Some(Level::Medium),
                Difficulty::Expert => Some(Level::Hard),
                _ => None,
            };
            if let Some(floor) = floor {
                let faces = report.faces_above(floor).iter().filter(|&&t| t).count();
                assert!(faces >= 2, "{label}: {report:?}");
            }
        }
    }
}

/// Why tries fail, and how long a cube takes, per band (a measurement:
/// `cargo test --release --test engine cube_faces:: -- --ignored --nocapture`).
#[test]
#[ignore]
fn misses_per_band() {
    use rand::SeedableRng;
    use sudoku3d::engine::generator::cube_attempt;
    for difficulty in Difficulty::ALL {
        let mut rng = rand::rngs::StdRng::seed_from_u64(9);
        let mut misses = std::collections::BTreeMap::new();
        let start = std::time::Instant::now();
        for _ in 0..40 {
            *misses
                .entry(cube_attempt(difficulty, &mut rng, None).err())
                .or_insert(0) += 1;
        }
        println!("{difficulty:?}: {misses:?} in {:?}", start.elapsed());
    }
}
