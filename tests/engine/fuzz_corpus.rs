//! The fuzz corpus, replayed: every committed input of every target (`fuzz/corpus/TARGET/`),
//! then a short run of mutations of it (the long runs are `examples/fuzz.rs`, see
//! docs/reliability.md). No input may panic, and what a target accepts must keep its promises.

use crate::fuzz_targets as targets;
use targets::TARGETS;

#[test]
fn every_target_has_a_corpus_and_no_committed_input_fails() {
    for target in TARGETS {
        let corpus = targets::corpus(target.name);
        assert!(
            corpus.len() >= 3,
            "{}: only {} inputs in its corpus",
            target.name,
            corpus.len()
        );
        for (path, bytes) in corpus {
            if let Err(message) = targets::check(target, &bytes) {
                panic!("{}: {message}", path.display());
            }
        }
    }
}

#[test]
fn a_short_mutation_run_of_every_target_finds_nothing() {
    for target in TARGETS {
        // The level files validate every level (solver and grader): fewer of them.
        let count = if target.name == "level_file" { 500 } else { 10_000 };
        let run = targets::run(target, count, 2026);
        assert!(
            run.failures.is_empty(),
            "{}: {} failing inputs, first: {} ({:?})",
            target.name,
            run.failures.len(),
            run.failures[0].1,
            String::from_utf8_lossy(&run.failures[0].0)
        );
    }
}
