//! `practise` and `credit` (issue 40): positions where a technique is the simplest step, in
//! forms `hint --current` reads, and the credit of a move made on them.

use crate::binary::{run, stderr, stdout};

/// The positions `practise` prints as text: (source line, puzzle, board) triples.
fn positions(text: &str) -> Vec<(String, String, String)> {
    let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
    lines
        .chunks(3)
        .map(|c| (c[0].to_string(), c[1].to_string(), c[2].to_string()))
        .collect()
}

fn json(args: &[&str]) -> serde_json::Value {
    let out = run(args);
    assert!(out.status.success(), "{args:?}: {}", stderr(&out));
    serde_json::from_str(&stdout(&out)).expect("JSON")
}

/// `CELL=D` of a JSON candidate.
fn move_text(c: &serde_json::Value) -> String {
    format!("{}={}", c["cell"].as_str().expect("a cell"), c["digit"])
}

#[test]
fn practise_prints_positions_hint_reads_as_that_technique() {
    for technique in ["x_wing", "xy_wing", "hidden_single", "naked_pair"] {
        let out = run(&["practise", technique, "-n", "2", "--seed", "4"]);
        assert!(out.status.success(), "{}", stderr(&out));
        let found = positions(&stdout(&out));
        assert_eq!(found.len(), 2, "{technique}");
        for (header, puzzle, board) in found {
            assert!(header.starts_with(&format!("# {technique} ")), "{header}");
            let hint = json(&["hint", &puzzle, "--current", &board, "--json"]);
            assert_eq!(hint["technique"], technique, "{header}");
        }
    }
}

#[test]
fn practise_json_moves_are_credited_to_the_technique() {
    let all = json(&["practise", "xy_wing", "-n", "2", "--seed", "9", "--json"]);
    let all = all.as_array().expect("an array");
    assert_eq!(all.len(), 2);
    for p in all {
        let (puzzle, board) = (
            p["puzzle"].as_str().expect("puzzle"),
            p["current"].as_str().expect("board"),
        );
        let removed: Vec<String> = p["steps"][0]["eliminations"]
            .as_array()
            .expect("eliminations")
            .iter()
            .map(move_text)
            .collect();
        assert!(!removed.is_empty());
        let credited = json(&[
            "credit",
            puzzle,
            "--current",
            board,
            "--remove",
            &removed.join(","),
            "--json",
        ]);
        assert_eq!(credited["credit"], "xy_wing", "{p}");
        assert_eq!(credited["title"], "XY-Wing");
        // The plain form prints the name alone.
        let plain = run(&["credit", puzzle, "--current", board, "--remove", &removed.join(",")]);
        assert_eq!(stdout(&plain).trim(), "xy_wing");
    }
}

#[test]
fn credit_places_a_single_and_calls_a_wrong_digit_unexplained() {
    let p = &json(&["practise", "hidden_single", "--seed", "2", "--json"])[0];
    let (puzzle, board) = (
        p["puzzle"].as_str().expect("puzzle"),
        p["current"].as_str().expect("board"),
    );
    let placed = move_text(&p["placements"][0]);
    let out = run(&["credit", puzzle, "--current", board, "--place", &placed]);
    assert!(out.status.success(), "{}", stderr(&out));
    let name = stdout(&out).trim().to_string();
    assert!(name == "hidden_single" || name == "naked_single", "{name}");
    // The same cell, another digit.
    let cell = p["placements"][0]["cell"].as_str().expect("a cell");
    let right = p["placements"][0]["digit"].as_u64().expect("a digit");
    let wrong = if right == 9 { 1 } else { right + 1 };
    let credited = json(&[
        "credit",
        puzzle,
        "--current",
        board,
        "--place",
        &format!("{cell}={wrong}"),
        "--json",
    ]);
    assert_eq!(credited["credit"], "unexplained");
    assert_eq!(credited["unexplained"], "wrong_digit");
    assert!(credited["technique"].is_null());
}

#[test]
fn unknown_names_and_bad_moves_are_usage_errors() {
    let out = run(&["practise", "xwing"]);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(
        err.contains("\"xwing\"") && err.contains("x_wing") && err.contains("nested_forcing_chain"),
        "{err}"
    );
    let out = run(&["practise", "cage_split", "--variant", "classic"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("not asked on classic"), "{}", stderr(&out));
    let puzzle = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    for (flag, value, says) in [
        ("--place", "r1c1=5", "filled already"),
        ("--place", "r1c3", "not CELL=DIGIT"),
        ("--place", "r10c1=5", "no cell"),
        ("--remove", "r1c3=5", "no candidate 5"),
        ("--remove", "r1c3=x", "not a digit"),
    ] {
        let out = run(&["credit", puzzle, flag, value]);
        assert_eq!(out.status.code(), Some(2), "{flag} {value}: {}", stderr(&out));
        assert!(stderr(&out).contains(says), "{flag} {value}: {}", stderr(&out));
    }
}

#[test]
fn practise_on_a_killer_board_gives_its_marks_in_json() {
    let all = json(&["practise", "cage_combination", "-n", "1", "--json"]);
    let p = &all[0];
    assert_eq!(p["variant"], "killer");
    let marks = p["marks"].as_array().expect("marks");
    assert_eq!(marks.len(), 81);
    // Every elimination is a mark of the position.
    for e in p["eliminations"].as_array().expect("eliminations") {
        let cell = e["index"].as_u64().expect("index") as usize;
        let digit = e["digit"].to_string();
        assert!(marks[cell].as_str().expect("a mark string").contains(&digit), "{e}");
    }
}

#[test]
fn practise_all_writes_a_pool_with_every_technique_the_levels_hold() {
    let dir = crate::binary::out_dir("learn", "pool");
    let path = dir.join("practice.json");
    let out = run(&[
        "practise",
        "all",
        "-n",
        "1",
        "--generate",
        "0",
        "--write-pool",
        path.to_str().expect("a path"),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let pool: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&path).expect("written")).expect("JSON");
    let techniques: Vec<&str> = pool["entries"]
        .as_array()
        .expect("entries")
        .iter()
        .map(|e| e["technique"].as_str().expect("a name"))
        .collect();
    for t in ["naked_single", "x_wing", "xy_wing", "aic", "cage_combination"] {
        assert_eq!(techniques.iter().filter(|&&x| x == t).count(), 1, "{t}");
    }
}

/// `--sources`: a technique the shipped levels never make the simplest step (Jellyfish) is
/// found on HoDoKu's library positions, named by their line; without the library, none.
#[test]
fn practise_finds_positions_in_the_sources() {
    let library = format!("{}/data/hodoku-reglib-1.4.txt", env!("CARGO_MANIFEST_DIR"));
    let out = run(&["practise", "jellyfish", "-n", "2", "--generate", "0", "--json"]);
    assert!(!out.status.success(), "found without the library");
    let out = run(&[
        "practise",
        "jellyfish",
        "-n",
        "2",
        "--generate",
        "0",
        "--sources",
        &library,
        "--json",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let found: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    let found = found.as_array().expect("an array");
    assert_eq!(found.len(), 2);
    for p in found {
        assert_eq!(p["technique"], "jellyfish");
        assert!(
            p["source"]
                .as_str()
                .expect("a source")
                .starts_with("hodoku-reglib-1.4 line "),
            "{p}"
        );
        assert!(!p["eliminations"].as_array().expect("eliminations").is_empty());
    }
}
