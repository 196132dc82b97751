// Temporary: the level of random unique Giant puzzles by empty cells.
use rand::rngs::StdRng;
use rand::SeedableRng;
use std::time::Instant;
use sudoku3d::engine::generator::unique_on;
use sudoku3d::engine::geometry::giant;
use sudoku3d::engine::logic::grade_unique;
use sudoku3d::engine::{Grid, Shape};

fn main() {
    let args: Vec<usize> = std::env::args().skip(1).map(|a| a.parse().unwrap()).collect();
    let count = args[0];
    for &empty in &args[1..] {
        let mut levels = std::collections::BTreeMap::new();
        let (mut gen, mut grade) = (Vec::new(), Vec::new());
        let mut found = 0;
        for seed in 1..=count as u64 {
            let t = Instant::now();
            let Some((cells, _)) = unique_on(giant(), empty, &mut StdRng::seed_from_u64(seed * 7919 + empty as u64)) else { continue };
            gen.push(t.elapsed().as_secs_f64() * 1000.0);
            found += 1;
            let puzzle = Grid::from_cells(Shape::Giant, cells).unwrap();
            let t = Instant::now();
            let g = grade_unique(&puzzle);
            grade.push(t.elapsed().as_secs_f64() * 1000.0);
            let level = g.hardest.map(|t| format!("{:?}", t.row().level)).unwrap_or("none".into());
            *levels.entry(if g.solved { level } else { "unsolved".into() }).or_insert(0) += 1;
        }
        gen.sort_by(f64::total_cmp); grade.sort_by(f64::total_cmp);
        let med = |v: &Vec<f64>| v.get(v.len() / 2).copied().unwrap_or(0.0);
        println!("empty {empty}: {found} made; gen median {:.1} ms max {:.1}; grade median {:.1} ms max {:.1}; {:?}", med(&gen), gen.last().copied().unwrap_or(0.0), med(&grade), grade.last().copied().unwrap_or(0.0), levels);
    }
}
