//! Every face of a generated cube matters: cubes of each band, made by the generator the game
//! and the CLI use, keep the face rules of `engine::cube_faces` (every face's empty places in
//! the classic band; in Hard no face unique on its own givens; in Hard the steps
//! above the band's floor on at least two faces), and still have one solution and their band.

use sudoku3d::engine::cube_faces::{face_band, face_empty, face_rules, governs, needs_links, unique_alone};
use sudoku3d::engine::{generate_seeded, solve_unique, Difficulty, Face, Shape};

#[test]
fn generated_cubes_keep_the_face_rules() {
    for difficulty in Difficulty::ALL.into_iter().filter(|&d| governs(d)) {
        let (lo, hi) = face_band(difficulty);
        for seed in 0..3 {
            let cube = generate_seeded(Shape::Cube, difficulty, 1000 + seed);
            assert_eq!(solve_unique(&cube.puzzle).as_ref(), Ok(&cube.solution));
            assert!(difficulty.admits(&cube.grade));
            let report =
                face_rules(&cube.puzzle, difficulty).unwrap_or_else(|e| panic!("{difficulty:?} seed {seed}: {e}"));
            for face in Face::ALL {
                // Counted again here, face by face, rather than trusting the report.
                let empty = face_empty(&cube.puzzle, face);
                assert!((lo..=hi).contains(&empty), "{difficulty:?} {face:?}: {empty}");
                assert_eq!(report.empty[face.index()], empty);
                if needs_links(difficulty) {
                    assert!(
                        !unique_alone(&cube.puzzle, face),
                        "{difficulty:?} {face:?} is a sudoku alone"
                    );
                }
            }
            if difficulty == Difficulty::Hard {
                assert!(report.hard_steps.iter().filter(|&&t| t).count() >= 2, "{report:?}");
            }
        }
    }
}

/// Why tries fail, per band (a measurement: `cargo test --release --test cube_faces -- --ignored
/// --nocapture`).
#[test]
#[ignore]
fn misses_per_band() {
    use rand::SeedableRng;
    use sudoku3d::engine::cube_faces::attempt;
    for difficulty in Difficulty::ALL.into_iter().filter(|&d| governs(d)) {
        let mut rng = rand::rngs::StdRng::seed_from_u64(9);
        let mut misses = std::collections::BTreeMap::new();
        let start = std::time::Instant::now();
        for _ in 0..40 {
            *misses.entry(attempt(difficulty, &mut rng, None).err()).or_insert(0) += 1;
        }
        println!("{difficulty:?}: {misses:?} in {:?}", start.elapsed());
    }
}
