// Temporary: grade Giant puzzles, checking each step against the solution.
use rand::rngs::StdRng;
use rand::SeedableRng;
use std::time::Instant;
use sudoku3d::engine::generator::unique_on;
use sudoku3d::engine::geometry::giant;
use sudoku3d::engine::{Grid, LogicalSolver, Shape};

fn main() {
    let args: Vec<usize> = std::env::args().skip(1).map(|a| a.parse().unwrap()).collect();
    let (empty, count) = (args[0], args[1]);
    for seed in 1..=count as u64 {
        let t = Instant::now();
        let Some((cells, sol)) = unique_on(giant(), empty, &mut StdRng::seed_from_u64(seed)) else { println!("no puzzle"); continue };
        let gen = t.elapsed();
        let puzzle = Grid::from_cells(Shape::Giant, cells).unwrap();
        let t = Instant::now();
        let mut solver = LogicalSolver::new(&puzzle);
        let mut used: Vec<String> = Vec::new();
        let mut n = 0;
        while let Some(step) = solver.next_step() {
            let cands = solver.candidates();
            for &(c, d) in &step.placements { assert_eq!(sol[c], d, "seed {seed} step {n} wrong placement: {}", step.explanation); }
            for &(c, d) in &step.eliminations { assert!(cands[c].contains(d)); assert_ne!(sol[c], d, "seed {seed} step {n}: {} {:?}", step.explanation, step.lines); }
            let name = format!("{:?}", step.technique);
            if !used.contains(&name) { used.push(name); }
            if n < 3 || step.technique.rank() > 3 && used.len() < 12 { }
            solver.apply(&step);
            n += 1;
        }
        let done = solver.grid().cells().iter().all(|c| c.is_some());
        println!("seed {seed}: gen {:?} grade {:?} steps {n} finished {done} {:?}", gen, t.elapsed(), used);
    }
}
