//! Boards of other sizes (issue 43): how long the general engine takes on Mini 6x6 and Giant
//! 16x16. For each board and number of empty cells, `count` puzzles made by
//! `generator::unique_on` (a random full grid, clues taken away while the puzzle stays
//! unique): the time to make one (median and slowest) and to count a made puzzle's solutions
//! to two (median and slowest), by the general solver and by dancing links (`dlx`, the
//! reference the solver is checked against). Thread CPU time.
//!
//! ```text
//! cargo run --release --example sizes_speed -- [count] [seed]
//! ```

#[path = "common/clock.rs"]
mod clock;

use clock::Clock;
use rand::rngs::StdRng;
use rand::SeedableRng;
use sudoku3d::engine::dlx::count_dlx_on;
use sudoku3d::engine::generator::unique_on;
use sudoku3d::engine::geometry::{self, Geometry};
use sudoku3d::engine::solver::count_on;

/// The median and the largest of `times`, in milliseconds.
fn median_max(times: &mut [f64]) -> (f64, f64) {
    times.sort_by(f64::total_cmp);
    (times[times.len() / 2] * 1e3, times[times.len() - 1] * 1e3)
}

fn main() {
    let mut args = std::env::args().skip(1);
    let count: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(20).max(1);
    let seed: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(43);
    let boards: [(&str, &Geometry, &[usize]); 2] = [
        ("Mini 6x6", geometry::mini(), &[18, 22, 24, 36]),
        ("Giant 16x16", geometry::giant(), &[100, 140, 150, 160, 170]),
    ];
    let mut rng = StdRng::seed_from_u64(seed);
    for (name, g, empties) in boards {
        for &empty in empties {
            let (mut make, mut counts, mut dlx, mut reached) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
            for _ in 0..count {
                let clock = Clock::start();
                let (givens, _) = unique_on(g, empty, &mut rng).expect("a full grid");
                make.push(clock.elapsed().as_secs_f64());
                reached.push(givens.iter().filter(|d| d.is_none()).count());
                let clock = Clock::start();
                assert_eq!(count_on(g, &givens, 2), Ok(1));
                counts.push(clock.elapsed().as_secs_f64());
                let clock = Clock::start();
                assert_eq!(count_dlx_on(g, &givens, 2), Ok(1));
                dlx.push(clock.elapsed().as_secs_f64());
            }
            let (make_med, make_max) = median_max(&mut make);
            let (count_med, count_max) = median_max(&mut counts);
            let (dlx_med, dlx_max) = median_max(&mut dlx);
            reached.sort_unstable();
            println!(
                "{name}, {empty} empty asked ({}..={} reached), {count} puzzles: make {make_med:.2} ms median, {make_max:.2} ms slowest; count to 2 {count_med:.3} ms median, {count_max:.3} ms slowest; DLX count to 2 {dlx_med:.3} ms median, {dlx_max:.3} ms slowest",
                reached[0],
                reached[reached.len() - 1],
            );
        }
    }
    println!("({})", Clock::name());
}
