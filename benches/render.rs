//! How long the isometric cube preview takes to draw: one 600 x 600 frame (target: under 5 ms);
//! and one frame of the cube view the game is played on, at the default window (1060 x 760:
//! a 582 x 582 view) with highlights and notes, and with a hint's pattern on top (target: under
//! 8 ms on one core).
//!
//! `cargo bench --bench render`. The first benchmark is wall-clock time; the others are CPU time
//! of the benchmarking thread (Linux, from /proc/thread-self/schedstat; wall-clock elsewhere),
//! which stays meaningful on a machine shared with other work.

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{criterion_group, criterion_main, BenchmarkGroup, Criterion};
use rand::SeedableRng;
use sudoku3d::engine::generator::generate_minimal;
use sudoku3d::engine::Candidates;
use sudoku3d::engine::{Face, Grid, Shape};
use sudoku3d::play::{HintRequest, Stage};
use sudoku3d::render::{render_cube, render_cube_into, render_cube_marked, CubeMarks, CubeView, Mark};

/// CPU time used so far by this thread, if the system tells.
fn thread_cpu_time() -> Option<Duration> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let nanos: u64 = text.split_whitespace().next()?.parse().ok()?;
    Some(Duration::from_nanos(nanos))
}

/// Benchmarks `frame` in CPU time of this thread.
fn cpu_bench<M: criterion::measurement::Measurement<Value = Duration>>(
    group: &mut BenchmarkGroup<M>,
    name: &str,
    mut frame: impl FnMut(),
) {
    group.bench_function(name, |b| {
        b.iter_custom(|iters| {
            let (cpu, wall) = (thread_cpu_time(), Instant::now());
            for _ in 0..iters {
                frame();
            }
            match (cpu, thread_cpu_time()) {
                (Some(start), Some(end)) if end > start => end - start,
                _ => wall.elapsed(),
            }
        })
    });
}

fn bench_render(c: &mut Criterion) {
    let (puzzle, solution) =
        generate_minimal(Shape::Cube, &mut rand::rngs::StdRng::seed_from_u64(1)).expect("a full grid");
    // A board half played: every other empty cell filled in, so givens and entries both draw.
    let mut current = puzzle.clone();
    for cell in (0..current.len()).step_by(2) {
        if current.get(cell).is_none() {
            current.set(cell, solution.get(cell));
        }
    }
    let selected = Some(Shape::Cube.geometry().cell_at(Face::Top, 8, 8));
    let view = CubeView {
        puzzle: &puzzle,
        current: &current,
        active_face: Some(Face::Front),
        selected,
        size: 600,
        dark: false,
    };
    let full = CubeView {
        current: &solution,
        ..view
    };
    let empty = Grid::empty(Shape::Cube);
    let bare = CubeView {
        puzzle: &empty,
        current: &empty,
        ..view
    };

    let mut group = c.benchmark_group("cube preview");
    group.sample_size(20);
    group.bench_function("600x600 half played (wall clock)", |b| {
        b.iter(|| render_cube(black_box(&view)))
    });
    cpu_bench(&mut group, "600x600 half played (cpu)", || {
        black_box(render_cube(black_box(&view)));
    });
    cpu_bench(&mut group, "600x600 all 243 digits (cpu)", || {
        black_box(render_cube(black_box(&full)));
    });
    cpu_bench(&mut group, "600x600 no digits (cpu)", || {
        black_box(render_cube(black_box(&bare)));
    });
    let mut image = render_cube(&view);
    cpu_bench(&mut group, "600x600 half played, buffer reused (cpu)", || {
        render_cube_into(black_box(&view), &mut image);
    });
    group.finish();

    // The cube view at the default window: the selected cell's peers and digit highlighted,
    // every empty cell with notes (the most there is to draw).
    let geometry = Shape::Cube.geometry();
    let sel = geometry.cell_at(Face::Front, 4, 4);
    let mut marks = vec![Mark::None; current.len()];
    for &p in geometry.peers(sel) {
        marks[p] = Mark::Peer;
    }
    for (cell, mark) in marks.iter_mut().enumerate() {
        if current.get(cell).is_some() && current.get(cell) == current.get(sel) {
            *mark = Mark::Same;
        }
    }
    let notes: Vec<Candidates> = (0..current.len())
        .map(|c| {
            if current.get(c).is_none() {
                current.candidates(c)
            } else {
                Candidates::NONE
            }
        })
        .collect();
    let marked = CubeMarks {
        marks: &marks,
        notes: &notes,
        colours: &[],
        hint: None,
    };
    let view = CubeView {
        selected: Some(sel),
        size: 582,
        ..view
    };
    let mut group = c.benchmark_group("cube view");
    group.sample_size(20);
    let mut image = image::RgbaImage::new(0, 0);
    cpu_bench(&mut group, "582x582 default window, marks and notes (cpu)", || {
        render_cube_marked(black_box(&view), black_box(&marked), &mut image);
    });
    // The same with a hint's pattern on show (stage 2: candidates, struck ones, links).
    let hint = HintRequest {
        solution: solution.clone(),
        board: current.clone(),
        notes: Vec::new(),
        marks: None,
        near: None,
    }
    .compute()
    .overlay(Stage::Why);
    let hinted = CubeMarks {
        hint: Some(&hint),
        ..marked
    };
    cpu_bench(
        &mut group,
        "582x582 default window, marks, notes and a hint (cpu)",
        || {
            render_cube_marked(black_box(&view), black_box(&hinted), &mut image);
        },
    );
    group.finish();
}

criterion_group!(benches, bench_render);
criterion_main!(benches);
