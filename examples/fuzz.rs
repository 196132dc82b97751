//! Long fuzz runs on stable Rust (see docs/reliability.md): each target of
//! `tests/fuzz/targets.rs` gets N mutations of its committed corpus in `fuzz/corpus/`.
//!
//! ```sh
//! cargo run --release --features tools --example fuzz -- all 1000000        # every target, a million inputs each
//! cargo run --release --features tools --example fuzz -- saved_game 50000 7 # one target, 50,000 inputs, seed 7
//! ```
//!
//! An input that panics is written to `fuzz/crashes/TARGET-N` (replay it by copying it into the
//! corpus, which `cargo test --test engine fuzz_corpus::` runs), and the run exits 1.

#[path = "../tests/fuzz/targets.rs"]
mod targets;

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let which = args.first().map_or("all", String::as_str);
    let count: u64 = args.get(1).and_then(|n| n.parse().ok()).unwrap_or(1_000_000);
    let seed: u64 = args.get(2).and_then(|n| n.parse().ok()).unwrap_or(1);
    let chosen: Vec<&targets::Target> = targets::TARGETS
        .iter()
        .filter(|t| which == "all" || t.name == which)
        .collect();
    if chosen.is_empty() {
        let names: Vec<_> = targets::TARGETS.iter().map(|t| t.name).collect();
        eprintln!("error: no target {which:?}; the targets are: all, {}", names.join(", "));
        return ExitCode::from(2);
    }
    // Failures are reported below, with their inputs; the hook would print each one too.
    std::panic::set_hook(Box::new(|_| {}));
    let mut failed = false;
    for target in chosen {
        let run = targets::run(target, count, seed);
        println!(
            "{:<12} {} inputs in {:.1} s ({:.0}/s), {} failures",
            target.name,
            run.inputs,
            run.seconds,
            run.inputs as f64 / run.seconds.max(1e-9),
            run.failures.len()
        );
        for (n, (input, message)) in run.failures.iter().enumerate() {
            let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz/crashes");
            let _ = std::fs::create_dir_all(&dir);
            let path = dir.join(format!("{}-{n}", target.name));
            let _ = std::fs::write(&path, input);
            println!("  {}: {message}", path.display());
            failed = true;
        }
    }
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
