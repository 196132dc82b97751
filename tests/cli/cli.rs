//! The command line, run as a user runs it: the built binary, its output and exit codes.

use std::collections::HashSet;
use std::fs;
use std::path::PathBuf;
use std::process::{Command, Output};

use sudoku3d::engine::{solve_unique, Grid, PuzzleReader};

use crate::binary::{bin, names_in, run, stderr, stdout};
use crate::common;
use common::data::{collection as sample, collection_path as data};

const EXAMPLE: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

#[test]
fn solve_prints_the_solution() {
    let o = run(&["solve", EXAMPLE]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let solution = Grid::from_line(stdout(&o).trim()).unwrap();
    assert!(solution.is_solved());
    assert!(Grid::from_line(EXAMPLE).unwrap().is_extended_by(&solution));
    let pretty = run(&["solve", "--pretty", EXAMPLE]);
    assert_eq!(Grid::from_line(&stdout(&pretty)).unwrap(), solution);
}

#[test]
fn solve_exit_codes_tell_bad_input_apart() {
    let short = run(&["solve", "53..7"]);
    assert_eq!(short.status.code(), Some(3));
    assert!(stderr(&short).contains("5 cells, expected 81"), "{}", stderr(&short));
    let stray = run(&["solve", &EXAMPLE.replacen('.', "x", 1)]);
    assert_eq!(stray.status.code(), Some(3));
    assert!(
        stderr(&stray).contains("column 3") && stderr(&stray).contains("'x'"),
        "{}",
        stderr(&stray)
    );
    let many = run(&["solve", &".".repeat(81)]);
    assert_eq!(many.status.code(), Some(5));
    assert!(stderr(&many).contains("has more than one solution"));
    let twice = format!("55{}", &EXAMPLE[2..]);
    let contradiction = run(&["solve", &twice]);
    assert_eq!(contradiction.status.code(), Some(4));
    assert!(
        stderr(&contradiction).contains("r1c1 and r1c2"),
        "{}",
        stderr(&contradiction)
    );
    for o in [&short, &stray, &many, &contradiction] {
        assert_eq!(stderr(o).lines().count(), 1, "one clear line: {}", stderr(o));
        assert!(!stderr(o).contains("panicked"));
    }
}

#[test]
fn solve_file_keeps_order_marks_failures_and_round_trips() {
    let dir = common::fresh_dir("cli-solvefile");
    let mut lines = sample("top1465.txt", 40);
    lines[5] = "not a puzzle".into();
    lines[9] = ".".repeat(81); // more than one solution
    let input = dir.join("in.txt");
    fs::write(&input, lines.join("\n") + "\n").unwrap();
    let output = dir.join("out.txt");
    let o = run(&[
        "solve",
        "--file",
        input.to_str().unwrap(),
        "--output",
        output.to_str().unwrap(),
        "--jobs",
        "2",
    ]);
    assert_eq!(o.status.code(), Some(6), "{}", stderr(&o));
    let err = stderr(&o);
    assert!(err.contains("line 6") && err.contains("line 10"), "{err}");
    let out = fs::read_to_string(&output).unwrap();
    let out_lines: Vec<&str> = out.lines().collect();
    assert_eq!(out_lines.len(), 40, "the output lines up with the input");
    for (i, (puzzle, solved)) in lines.iter().zip(&out_lines).enumerate() {
        if i == 5 || i == 9 {
            assert_eq!(*solved, "x".repeat(81));
            continue;
        }
        let p = Grid::from_line(puzzle).unwrap();
        assert_eq!(
            Grid::from_line(solved).unwrap(),
            solve_unique(&p).unwrap(),
            "line {}",
            i + 1
        );
    }
}

#[test]
fn solve_file_in_the_nine_line_format_answers_in_kind() {
    let dir = common::fresh_dir("cli-blocks");
    let puzzles: Vec<Grid> = sample("famous.txt", 3)
        .iter()
        .map(|l| Grid::from_line(l).unwrap())
        .collect();
    let text = puzzles.iter().map(Grid::to_block).collect::<Vec<_>>().join("\n\n");
    let input = dir.join("grids.txt");
    fs::write(&input, text).unwrap();
    let o = run(&["-s", input.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    let solved: Vec<Grid> = PuzzleReader::new(out.as_bytes()).map(|e| e.grid.unwrap()).collect();
    assert_eq!(solved.len(), 3);
    for (p, s) in puzzles.iter().zip(&solved) {
        assert_eq!(&solve_unique(p).unwrap(), s);
    }
    assert!(
        out.lines().nth(9).is_some_and(str::is_empty),
        "a blank line between grids"
    );
}

#[test]
fn solve_file_errors_on_missing_and_empty_files() {
    let dir = common::fresh_dir("cli-missing");
    let missing = run(&["solve", "--file", dir.join("nope.txt").to_str().unwrap()]);
    assert_eq!(missing.status.code(), Some(1));
    assert!(stderr(&missing).contains("cannot open"));
    let empty = dir.join("empty.txt");
    fs::write(&empty, "").unwrap();
    let o = run(&["solve", "--file", empty.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(3));
    assert!(stderr(&o).contains("empty"));
    let unwritable = run(&[
        "solve",
        "--file",
        data("famous.txt").to_str().unwrap(),
        "--output",
        "/nonexistent/dir/out.txt",
    ]);
    assert_eq!(unwritable.status.code(), Some(1));
    assert!(stderr(&unwritable).contains("cannot write"));
}

#[test]
fn grids_are_valid_distinct_and_formatted() {
    let dir = common::fresh_dir("cli-grids");
    let path = dir.join("sudoku.txt");
    let o = run(&["grids", "-n", "3000", "--output", path.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let text = fs::read_to_string(&path).unwrap();
    assert!(!text.ends_with("\n\n"), "no blank line after the last grid");
    assert!(text.lines().next().unwrap().split(' ').count() == 9);
    let grids: Vec<Grid> = PuzzleReader::new(text.as_bytes()).map(|e| e.grid.unwrap()).collect();
    assert_eq!(grids.len(), 3000);
    assert!(grids.iter().all(Grid::is_solved));
    assert_eq!(grids.iter().map(Grid::to_line).collect::<HashSet<_>>().len(), 3000);

    let lines = dir.join("lines.txt");
    let o = run(&[
        "grids",
        "-n",
        "500",
        "--format",
        "line",
        "--output",
        lines.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0));
    let text = fs::read_to_string(&lines).unwrap();
    assert_eq!(text.lines().count(), 500);
    assert!(text
        .lines()
        .all(|l| l.len() == 81 && Grid::from_line(l).unwrap().is_solved()));
}

#[test]
fn short_form_c_writes_sudoku_txt() {
    let dir = common::fresh_dir("cli-shortc");
    let o = bin().current_dir(&dir).args(["-c", "10"]).output().unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let text = fs::read_to_string(dir.join("sudoku.txt")).unwrap();
    assert_eq!(PuzzleReader::new(text.as_bytes()).count(), 10);
}

#[test]
fn grids_rejects_out_of_range_counts() {
    for n in ["0", "10000001"] {
        let o = run(&["grids", "-n", n, "--output", "/tmp/unused-sudoku3d.txt"]);
        assert_eq!(o.status.code(), Some(2));
        assert!(stderr(&o).contains("between 1 and 10,000,000"), "{}", stderr(&o));
    }
    let o = run(&["grids", "-n", "5", "--output", "/nonexistent/dir/x.txt"]);
    assert_eq!(o.status.code(), Some(1));
}

#[test]
fn generate_is_reproducible_unique_and_rated() {
    let a = run(&[
        "generate",
        "--difficulty",
        "easy",
        "-n",
        "3",
        "--seed",
        "5",
        "--json",
        "--with-solution",
    ]);
    assert_eq!(a.status.code(), Some(0), "{}", stderr(&a));
    let b = run(&[
        "generate",
        "--difficulty",
        "easy",
        "-n",
        "3",
        "--seed",
        "5",
        "--json",
        "--with-solution",
    ]);
    assert_eq!(stdout(&a), stdout(&b));
    for line in stdout(&a).lines() {
        let v: serde_json::Value = serde_json::from_str(line).unwrap();
        let puzzle = Grid::from_line(v["puzzle"].as_str().unwrap()).unwrap();
        let solution = Grid::from_line(v["solution"].as_str().unwrap()).unwrap();
        assert_eq!(solve_unique(&puzzle).unwrap(), solution);
        assert_eq!(v["difficulty"], "easy");
        assert!((35..=40).contains(&v["empty"].as_u64().unwrap()));
    }
}

#[test]
fn generate_cube_prints_three_faces() {
    let o = run(&["generate", "--cube", "--difficulty", "easy", "--seed", "3"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let line = stdout(&o);
    let faces: Vec<&str> = line.split_whitespace().collect();
    assert_eq!(faces.len(), 3);
    let cube = Grid::cube_from_faces([faces[0], faces[1], faces[2]]).unwrap();
    let solved = run(&["solve", "--cube", faces[0], faces[1], faces[2]]);
    assert_eq!(solved.status.code(), Some(0), "{}", stderr(&solved));
    let solution = Grid::cube_from_line(stdout(&solved).trim()).unwrap();
    assert!(solution.is_solved() && cube.is_extended_by(&solution));
}

#[test]
fn rate_reports_json_keys() {
    let o = run(&["rate", "--json", EXAMPLE]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(stdout(&o).trim()).unwrap();
    assert_eq!(v["solutions"], 1);
    assert_eq!(v["empty"], 51);
    assert_eq!(v["difficulty"], "easy");
    assert!(v["hardest"].as_str().unwrap().ends_with("_single"));
    assert!(v["score"].as_u64().unwrap() > 0);
    assert_eq!(v["rating"], 2.3);
    let steps = v["steps"].as_object().unwrap();
    assert_eq!(steps.values().map(|n| n.as_u64().unwrap()).sum::<u64>(), 51, "{v}");
    let many = run(&["rate", "--json", &".".repeat(81)]);
    let v: serde_json::Value = serde_json::from_str(stdout(&many).trim()).unwrap();
    assert_eq!(v["solutions"], 2);
    // A famous hard puzzle: finished, the last resort being explained forcing chains.
    let hard = sample("famous.txt", 1).remove(0);
    let v: serde_json::Value = serde_json::from_str(stdout(&run(&["rate", "--json", &hard])).trim()).unwrap();
    assert_eq!(v["difficulty"], "expert", "{v}");
    assert!(v["rating"].as_f64().unwrap() >= 5.0, "{v}");
}

/// `rate --path` explains every step, numbered, and stops where the techniques stop; a
/// pencil-mark position (729 characters) is rated from its candidates.
#[test]
fn rate_path_and_pencil_marks() {
    let top = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
    let o = run(&["rate", "--path", top]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].starts_with("1. ["), "{out}");
    assert!(lines.iter().any(|l| l.contains("Skyscraper")), "{out}");
    // Every step numbered, in order, to the end: the puzzle is finished (no "stop here").
    let numbered = lines
        .iter()
        .take_while(|l| l.starts_with(|c: char| c.is_ascii_digit()))
        .count();
    for (i, l) in lines.iter().take(numbered).enumerate() {
        assert!(l.starts_with(&format!("{}. [", i + 1)), "{l}");
    }
    assert!(
        !lines.iter().any(|l| l.starts_with("The techniques stop here.")),
        "{out}"
    );
    assert!(lines.last().unwrap().starts_with("expert"), "{out}");
    // The easy example as pencil marks: every empty cell holds every digit its peers allow.
    let grid = sudoku3d::engine::Grid::from_line(EXAMPLE).unwrap();
    let marks: String = (0..81)
        .flat_map(|c| {
            let set = grid
                .get(c)
                .map_or(grid.candidates(c), sudoku3d::engine::Candidates::only);
            sudoku3d::engine::Digit::all().map(move |d| if set.contains(d) { d.to_char() } else { '.' })
        })
        .collect();
    let v: serde_json::Value = serde_json::from_str(stdout(&run(&["rate", "--json", &marks])).trim()).unwrap();
    assert_eq!(v["difficulty"], "easy", "{v}");
    let bad = run(&["rate", &marks[..700]]);
    assert_eq!(bad.status.code(), Some(3), "{}", stderr(&bad));
}

#[test]
fn rate_file_gives_one_result_a_line() {
    let dir = common::fresh_dir("cli-rate");
    let input = dir.join("p.txt");
    let mut lines = sample("top1465.txt", 5);
    lines.push("bad".into());
    fs::write(&input, lines.join("\n")).unwrap();
    let o = run(&["rate", "--file", input.to_str().unwrap(), "--json"]);
    assert_eq!(o.status.code(), Some(6));
    let out = stdout(&o);
    assert_eq!(out.lines().count(), 6);
    assert!(out.lines().last().unwrap().contains("error"));
}

/// `rate --file` on worker threads writes what one thread writes, in the file's order: each
/// line the rating of the puzzle at that place (a puzzle rated alone gives the same line), and
/// a bad line's error where the bad line was. 300 puzzles: more than one chunk of work.
#[test]
fn rate_file_on_every_core_keeps_the_files_order() {
    let dir = common::fresh_dir("cli-rate-jobs");
    let input = dir.join("p.txt");
    let mut lines = sample("top1465.txt", 300);
    lines.insert(260, "bad".into());
    fs::write(&input, lines.join("\n")).unwrap();
    let path = input.to_str().unwrap();
    let one = run(&["rate", "--file", path, "--jobs", "1"]);
    let all = run(&["rate", "--file", path, "--jobs", "2"]);
    assert_eq!(one.status.code(), Some(6), "{}", stderr(&one));
    assert_eq!(all.status.code(), Some(6), "{}", stderr(&all));
    assert_eq!(stdout(&one), stdout(&all));
    let out = stdout(&all);
    let rated: Vec<&str> = out.lines().collect();
    assert_eq!(rated.len(), 301);
    assert!(rated[260].starts_with("error"), "{}", rated[260]);
    for i in [0, 259, 261, 300] {
        let alone = run(&["rate", &lines[i]]);
        assert_eq!(stdout(&alone).trim_end(), rated[i], "puzzle {i}");
    }
    let zero = run(&["rate", "--file", path, "--jobs", "0"]);
    assert_eq!(zero.status.code(), Some(2), "{}", stderr(&zero));
}

#[test]
fn hint_names_a_step_or_a_mistake() {
    let o = run(&["hint", EXAMPLE]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let text = stdout(&o);
    let place = text
        .lines()
        .find(|l| l.starts_with("place "))
        .expect("a placement line");
    // "place D in rRcC": check it against the solution.
    let words: Vec<&str> = place.split_whitespace().collect();
    let digit: u8 = words[1].parse().unwrap();
    let rc = words[3].trim_start_matches('r');
    let (r, c) = rc.split_once('c').unwrap();
    let cell = (r.parse::<usize>().unwrap() - 1) * 9 + c.parse::<usize>().unwrap() - 1;
    let solution = solve_unique(&Grid::from_line(EXAMPLE).unwrap()).unwrap();
    assert_eq!(solution.get(cell).unwrap().get(), digit);

    let mut current = EXAMPLE.to_string();
    let wrong = if solution.get(2).unwrap().get() == 1 { "2" } else { "1" };
    current.replace_range(2..3, wrong);
    let o = run(&["hint", EXAMPLE, "--current", &current]);
    assert_eq!(o.status.code(), Some(0));
    assert!(stdout(&o).contains("r1c3"), "{}", stdout(&o));
}

/// The 729-character pencil-mark form of `grid` with `removed` candidates struck out.
fn marks_729(grid: &Grid, removed: &[(usize, u8)]) -> String {
    (0..81)
        .flat_map(|c| {
            let set = grid
                .get(c)
                .map_or(grid.candidates(c), sudoku3d::engine::Candidates::only);
            sudoku3d::engine::Digit::all().map(move |d| {
                if set.contains(d) && !removed.contains(&(c, d.get())) {
                    d.to_char()
                } else {
                    '.'
                }
            })
        })
        .collect()
}

/// `hint` starts from a pencil-mark position's candidates: once the candidates the hint's
/// deduction removes are already struck out, what is left is a single at the same place; marks
/// that strike out a cell's solution digit are refused, naming the cell.
#[test]
fn hint_starts_from_pencil_marks() {
    // From top1465: its first placement needs a hidden pair first.
    let puzzle = "....4...1.3.6.....8........1.9..5.........87....2......7....26.5...94.........3..";
    let grid = Grid::from_line(puzzle).unwrap();
    let json = |args: &[&str]| -> serde_json::Value {
        let o = run(args);
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        serde_json::from_str(stdout(&o).trim()).unwrap()
    };
    let plain = json(&["hint", "--json", puzzle]);
    let removed: Vec<(usize, u8)> = plain["eliminations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            (
                e["index"].as_u64().unwrap() as usize,
                e["digit"].as_u64().unwrap() as u8,
            )
        })
        .collect();
    assert!(
        !removed.is_empty(),
        "the first placement of this puzzle needs eliminations: {plain}"
    );
    // Full marks: the same hint as the digits alone.
    let same = json(&["hint", "--json", &marks_729(&grid, &[])]);
    assert_eq!(same["placement"], plain["placement"]);
    assert_eq!(same["technique"], plain["technique"]);
    // The deduction's eliminations already made: a single places the same digit.
    let after = json(&["hint", "--json", &marks_729(&grid, &removed)]);
    assert_eq!(after["placement"], plain["placement"], "{after}");
    let technique = after["technique"].as_str().unwrap();
    assert!(technique.ends_with("single"), "{after}");
    assert_ne!(after["technique"], plain["technique"]);
    // A mark list without a cell's solution digit proves false things: refused.
    let solution = solve_unique(&grid).unwrap();
    let cell = (0..81).find(|&c| grid.get(c).is_none()).unwrap();
    let wrong = marks_729(&grid, &[(cell, solution.get(cell).unwrap().get())]);
    let o = run(&["hint", &wrong]);
    assert_eq!(o.status.code(), Some(4), "{}", stderr(&o));
    assert!(stderr(&o).contains("r1c1"), "{}", stderr(&o));
    assert_eq!(stderr(&o).lines().count(), 1, "{}", stderr(&o));
}

#[test]
fn hint_json_gives_the_stages_the_window_draws() {
    let locked = "........92...6.5...5.72..4.87....6.11.....9.8.......5..4..........612.....3.5....";
    let o = run(&["hint", locked, "--json"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).expect("one JSON object");
    assert_eq!(v["kind"], "step");
    assert_eq!(v["technique"], "locked_candidates");
    assert_eq!(v["house"], "box 6 and row 6");
    assert_eq!(v["placement"]["cell"], "r1c1");
    assert_eq!(v["placement"]["digit"], 4);
    let stages = v["stages"].as_array().expect("stages");
    assert_eq!(stages.len(), 3);
    assert_eq!(
        stages[0]["sentence"],
        "There are locked candidates in box 6 and row 6. It leads to a hidden single."
    );
    assert!(stages[0]["overlay"]["candidates"].as_array().unwrap().is_empty());
    assert_eq!(stages[1]["lines"].as_array().unwrap().len(), 2);
    let strikes = stages[1]["overlay"]["strikes"].as_array().unwrap();
    assert_eq!(strikes.len(), v["eliminations"].as_array().unwrap().len());
    assert!(
        strikes.iter().any(|s| s[0] == 45 && s[1] == 4),
        "r6c1 loses 4: {strikes:?}"
    );
    // The placement agrees with the solution.
    let solution = solve_unique(&Grid::from_line(locked).unwrap()).unwrap();
    assert_eq!(solution.get(0).unwrap().get(), 4);
    // Nearest the selected cell: hints near different cells are not all the same.
    let cells: HashSet<u64> = ["r1c1", "r5c5", "r9c9"]
        .iter()
        .map(|near| {
            let o = run(&["hint", EXAMPLE, "--json", "--near", near]);
            let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
            v["placement"]["index"].as_u64().unwrap()
        })
        .collect();
    assert!(cells.len() > 1, "{cells:?}");
    assert_eq!(
        run(&["hint", EXAMPLE, "--json", "--near", "r10c1"]).status.code(),
        Some(2)
    );
}

#[test]
fn help_is_on_every_command() {
    for cmd in ["solve", "grids", "generate", "rate", "hint", "levels", "render"] {
        let o = run(&[cmd, "--help"]);
        assert_eq!(o.status.code(), Some(0));
        assert!(stdout(&o).contains("Usage"), "{cmd}");
    }
}

#[test]
fn render_writes_a_png_of_the_cube() {
    let dir = common::fresh_dir("cli-render");
    let out = dir.join("cube.png");
    let o = render_easy_cube(&out, "300");
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let img = image::open(&out).unwrap();
    assert_eq!((img.width(), img.height()), (300, 300));
}

/// `render` of the easy cube `generate --cube --seed 1` makes, to `out` at `size` pixels.
fn render_easy_cube(out: &std::path::Path, size: &str) -> Output {
    let gen = run(&["generate", "--cube", "--difficulty", "easy", "--seed", "1"]);
    let line = stdout(&gen);
    let faces: Vec<&str> = line.split_whitespace().collect();
    run(&[
        "render",
        "--cube",
        faces[0],
        faces[1],
        faces[2],
        "--output",
        out.to_str().unwrap(),
        "--size",
        size,
    ])
}

#[test]
fn print_and_render_replace_their_output_whole_or_not_at_all() {
    let dir = common::fresh_dir("cli-outputs");
    let pdf = dir.join("sheet.pdf");
    fs::write(&pdf, "the old sheet").unwrap();
    // A puzzle with many solutions fails after the output was opened: the old file stays as it
    // was, and no temporary file is left beside it.
    let many = format!("1{}", ".".repeat(80));
    let o = run(&["print", "--puzzle", &many, "--output", pdf.to_str().unwrap()]);
    assert_ne!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(fs::read_to_string(&pdf).unwrap(), "the old sheet");
    assert_eq!(names_in(&dir), ["sheet.pdf"]);
    // A run that succeeds puts the whole new file in its place.
    let o = run(&["print", "--puzzle", EXAMPLE, "--output", pdf.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(fs::read(&pdf).unwrap().starts_with(b"%PDF-"));
    let png = dir.join("cube.png");
    fs::write(&png, "the old picture").unwrap();
    let o = render_easy_cube(&png, "100");
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(fs::read(&png).unwrap().starts_with(b"\x89PNG"));
    assert_eq!(names_in(&dir), ["cube.png", "sheet.pdf"]);
    // A device is written directly, and a full one is exit 1 with one line.
    let o = run(&["print", "--puzzle", EXAMPLE, "--output", "/dev/full"]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(stderr(&o).contains("cannot write /dev/full"), "{}", stderr(&o));
}

/// The cell and digit of `hint`'s "place D in rRcC" line.
fn placed_by(out: &str) -> (usize, u8) {
    let place = out
        .lines()
        .find(|l| l.starts_with("place "))
        .unwrap_or_else(|| panic!("a placement line: {out}"));
    let words: Vec<&str> = place.split_whitespace().collect();
    let (r, c) = words[3].trim_start_matches('r').split_once('c').unwrap();
    let cell = (r.parse::<usize>().unwrap() - 1) * 9 + c.parse::<usize>().unwrap() - 1;
    (cell, words[1].parse().unwrap())
}

/// A pencil-mark position whose givens alone allow several solutions but whose marks leave
/// one is a puzzle: `rate` rates it, unique within its marks, and `hint` places that
/// solution's digits. Marks that two solutions fit, or none, are refused by `hint` (exit 5,
/// exit 4); `rate` reports the first and refuses the second (exit 4).
#[test]
fn a_position_unique_within_its_marks_is_rated_and_hinted() {
    use common::marks::{
        ambiguous_givens_one_solution_within_marks, empty_cell_candidates, long_form, no_solution_within,
    };
    use sudoku3d::engine::{count_solutions, count_solutions_within, Candidates};
    let (grid, marks, solution) = ambiguous_givens_one_solution_within_marks(&Grid::from_line(EXAMPLE).unwrap());
    assert_eq!(count_solutions(&grid, 2), 2, "the givens alone do not decide");
    assert_eq!(count_solutions_within(&grid, &marks, 2), 1, "the marks do");
    let position = long_form(&grid, &marks);
    let rated = run(&["rate", &position]);
    assert_eq!(rated.status.code(), Some(0), "{}", stderr(&rated));
    assert!(stdout(&rated).contains("unique within the marks"), "{}", stdout(&rated));
    let v: serde_json::Value = serde_json::from_str(stdout(&run(&["rate", "--json", &position])).trim()).unwrap();
    assert_eq!(v["solutions"], 1, "{v}");
    assert_eq!(v["within_marks"], true, "{v}");
    assert_ne!(v["difficulty"], "beyond", "{v}");
    // Hints one after another, each on the board the last one left (digits only: the board
    // keeps the puzzle's marks): the solution's digits.
    let mut board = grid.clone();
    for _ in 0..5 {
        let o = run(&["hint", &position, "--current", &board.to_line()]);
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        let (cell, digit) = placed_by(&stdout(&o));
        assert_eq!(board.get(cell), None, "an empty cell");
        assert_eq!(solution.get(cell).unwrap().get(), digit, "{}", stdout(&o));
        board.set(cell, solution.get(cell));
    }
    // A board brought with marks wider than the puzzle's (every digit its peers allow): the
    // hint still places the solution's digit.
    let wide: Vec<Candidates> = (0..81).map(|c| empty_cell_candidates(&board, c)).collect();
    let o = run(&["hint", &position, "--current", &long_form(&board, &wide)]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let (cell, digit) = placed_by(&stdout(&o));
    assert_eq!((board.get(cell), solution.get(cell).unwrap().get()), (None, digit));
    let o = run(&["hint", "--json", &position]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(stdout(&o).trim()).unwrap();
    let cell = v["placement"]["index"].as_u64().unwrap() as usize;
    assert_eq!(v["placement"]["digit"], solution.get(cell).unwrap().get(), "{v}");

    // The marks the givens allow: the givens' two solutions fit them.
    let plain: Vec<Candidates> = (0..81).map(|c| empty_cell_candidates(&grid, c)).collect();
    let open = long_form(&grid, &plain);
    let o = run(&["hint", &open]);
    assert_eq!(o.status.code(), Some(5), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("more than one solution within its pencil marks"),
        "{}",
        stderr(&o)
    );
    assert!(stdout(&run(&["rate", &open])).contains("more than one solution within the marks"));
    // Marks no solution fits, on the same givens: no cell to name.
    let none = long_form(&grid, &no_solution_within(&grid, &plain));
    let o = run(&["hint", &none]);
    assert_eq!(o.status.code(), Some(4), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("no solution within its pencil marks"),
        "{}",
        stderr(&o)
    );
    // `rate` refuses it as a puzzle without a solution (exit 4), as `hint` does.
    let o = run(&["rate", &none]);
    assert_eq!(o.status.code(), Some(4), "{}", stdout(&o));
    assert!(
        stderr(&o).contains("no solution within its pencil marks"),
        "{}",
        stderr(&o)
    );
}

// ---- Bad input and faults (issue 27) ----

/// The 81-character puzzle of `EXAMPLE` `n` times, one a line, in a new file of `dir`.
fn example_file(dir: &std::path::Path, name: &str, n: usize) -> PathBuf {
    let path = dir.join(name);
    fs::write(&path, format!("{EXAMPLE}\n").repeat(n)).unwrap();
    path
}

/// A job count far above the cores is capped to them, said once on stderr, and the run is as
/// quick as ever (it once started thousands of threads for a five-line file).
#[test]
fn jobs_above_the_cores_are_capped_and_said_once() {
    let dir = common::fresh_dir("cli-jobs");
    let input = example_file(&dir, "five.txt", 5);
    let started = std::time::Instant::now();
    let o = run(&["solve", "--file", input.to_str().unwrap(), "--jobs", "1000000"]);
    let took = started.elapsed();
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(stdout(&o).lines().count(), 5);
    let notes: Vec<String> = stderr(&o)
        .lines()
        .filter(|l| l.contains("--jobs 1000000"))
        .map(String::from)
        .collect();
    assert_eq!(notes.len(), 1, "{}", stderr(&o));
    assert!(notes[0].contains("using"), "{}", notes[0]);
    assert!(took < std::time::Duration::from_secs(30), "{took:?}");
    // The same for `levels` (stopped early by its deadline; the note comes first).
    let o = run(&[
        "levels",
        "--per-difficulty",
        "1",
        "--mode",
        "classic",
        "--deadline-s",
        "1",
        "--jobs",
        "1000000",
        "--out",
        dir.to_str().unwrap(),
    ]);
    assert!(matches!(o.status.code(), Some(0 | 7)), "{}", stderr(&o));
    assert_eq!(
        stderr(&o).lines().filter(|l| l.contains("--jobs 1000000")).count(),
        1,
        "{}",
        stderr(&o)
    );
    // Zero is still a usage error.
    assert_eq!(
        run(&["solve", "--file", input.to_str().unwrap(), "--jobs", "0"])
            .status
            .code(),
        Some(2)
    );
}

/// An `--output` file keeps what the user set up: its mode, a symlink to it, its hard links;
/// and a long legal name works (the temporary name stays within the filesystem's limit).
#[test]
fn output_keeps_mode_symlinks_and_hard_links() {
    use std::os::unix::fs::{MetadataExt, PermissionsExt};
    let dir = common::fresh_dir("cli-keep");
    let input = example_file(&dir, "in.txt", 2);
    let solve_to = |out: &std::path::Path| {
        let o = run(&[
            "solve",
            "--file",
            input.to_str().unwrap(),
            "--output",
            out.to_str().unwrap(),
        ]);
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    };
    let solution = solve_unique(&Grid::from_line(EXAMPLE).unwrap()).unwrap().to_line();
    let expected = format!("{solution}\n{solution}\n");

    // A private file stays private.
    let private = dir.join("private.txt");
    fs::write(&private, "old").unwrap();
    fs::set_permissions(&private, fs::Permissions::from_mode(0o600)).unwrap();
    solve_to(&private);
    assert_eq!(fs::read_to_string(&private).unwrap(), expected);
    assert_eq!(fs::metadata(&private).unwrap().permissions().mode() & 0o777, 0o600);

    // A symlink stays a link, and its target gets the new text.
    let target = dir.join("target.txt");
    fs::write(&target, "old").unwrap();
    let link = dir.join("link.txt");
    std::os::unix::fs::symlink("target.txt", &link).unwrap();
    solve_to(&link);
    assert!(fs::symlink_metadata(&link).unwrap().file_type().is_symlink());
    assert_eq!(fs::read_to_string(&target).unwrap(), expected);

    // Hard links stay one file: the other name sees the new text too (`grids` here).
    let first = dir.join("first.txt");
    let second = dir.join("second.txt");
    fs::write(&first, "old").unwrap();
    fs::hard_link(&first, &second).unwrap();
    let o = run(&[
        "grids",
        "-n",
        "3",
        "--format",
        "line",
        "--output",
        first.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(fs::read_to_string(&second).unwrap().lines().count(), 3);
    assert_eq!(fs::metadata(&first).unwrap().nlink(), 2);
    assert_eq!(
        fs::metadata(&first).unwrap().ino(),
        fs::metadata(&second).unwrap().ino()
    );

    // A 250-byte name is legal: it works, and nothing is left beside it.
    let long = dir.join("n".repeat(250));
    solve_to(&long);
    assert_eq!(fs::read_to_string(&long).unwrap(), expected);
    assert!(
        !names_in(&dir).iter().any(|n| n.contains(".tmp-")),
        "{:?}",
        names_in(&dir)
    );
}

/// Ctrl+C (or SIGTERM, or SIGHUP from a closed terminal) while `solve --file --output` runs
/// leaves the old output as it was and no temporary file beside it. The input is a FIFO kept
/// open, so the run is caught mid-way.
#[test]
fn an_interrupted_output_leaves_no_temporary_file() {
    use std::io::Write;
    for signal in ["INT", "TERM", "HUP"] {
        let dir = common::fresh_dir(&format!("cli-signal-{signal}"));
        let fifo = dir.join("in.fifo");
        assert!(Command::new("mkfifo").arg(&fifo).status().unwrap().success());
        let out = dir.join("out.txt");
        fs::write(&out, "the old output").unwrap();
        let mut child = bin()
            .args([
                "solve",
                "--file",
                fifo.to_str().unwrap(),
                "--output",
                out.to_str().unwrap(),
            ])
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        // Opening for writing waits for the reader; the lines written stay short of a chunk,
        // so the run waits for more with its temporary file open.
        let mut writer = fs::OpenOptions::new().write(true).open(&fifo).unwrap();
        writer.write_all(format!("{EXAMPLE}\n").repeat(3).as_bytes()).unwrap();
        writer.flush().unwrap();
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
        while !names_in(&dir).iter().any(|n| n.contains(".tmp-")) {
            assert!(
                std::time::Instant::now() < deadline,
                "no temporary file: {:?}",
                names_in(&dir)
            );
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
        let killed = Command::new("kill")
            .args([&format!("-{signal}"), &child.id().to_string()])
            .status()
            .unwrap();
        assert!(killed.success());
        let status = child.wait().unwrap();
        drop(writer);
        assert_ne!(status.code(), Some(0), "{signal}");
        assert_eq!(names_in(&dir), ["in.fifo", "out.txt"], "{signal}");
        assert_eq!(fs::read_to_string(&out).unwrap(), "the old output");
    }
}

/// `/dev/zero` (NUL bytes from the first block) is no text: refused at once, in one line.
/// An endless line is reported as soon as it passes the limit.
#[test]
fn binary_input_is_refused_and_an_endless_line_reported_at_once() {
    use std::io::{BufRead, Write};
    let o = run(&["solve", "--file", "/dev/zero"]);
    assert_eq!(o.status.code(), Some(3), "{}", stderr(&o));
    assert!(stderr(&o).contains("not a text file"), "{}", stderr(&o));
    assert_eq!(stderr(&o).lines().count(), 1, "{}", stderr(&o));

    let mut child = bin()
        .args(["solve", "--file", "/dev/stdin"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    // 200 KB of digits and no line end: the input stays open, the line never ends.
    input.write_all(&vec![b'7'; 200_000]).unwrap();
    input.flush().unwrap();
    let errors = child.stderr.take().unwrap();
    let (send, receive) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let mut line = String::new();
        let _ = std::io::BufReader::new(errors).read_line(&mut line);
        let _ = send.send(line);
    });
    let reported = receive.recv_timeout(std::time::Duration::from_secs(30));
    child.kill().unwrap();
    child.wait().unwrap();
    drop(input);
    let line = reported.expect("the over-long line is reported while it goes on");
    assert!(line.contains("line 1") && line.contains("longer than"), "{line}");
}

/// `hint --near` works in plain text as in JSON: a cell name that is no cell is exit 2, and the
/// plain hint is the JSON's (placement, and the same sentence on a mistake, naming the cell
/// the wrong digit repeats).
#[test]
fn plain_hint_and_json_hint_are_one_hint() {
    for bad in ["banana", "r10c1", "81"] {
        let o = run(&["hint", EXAMPLE, "--near", bad]);
        assert_eq!(o.status.code(), Some(2), "{bad}: {}", stderr(&o));
        assert!(stderr(&o).contains("--near"), "{}", stderr(&o));
    }
    let mut placed = HashSet::new();
    for near in ["r1c1", "r5c5", "r9c9"] {
        let plain = run(&["hint", EXAMPLE, "--near", near]);
        assert_eq!(plain.status.code(), Some(0), "{}", stderr(&plain));
        let json = run(&["hint", EXAMPLE, "--json", "--near", near]);
        let v: serde_json::Value = serde_json::from_str(&stdout(&json)).unwrap();
        let (cell, digit) = placed_by(&stdout(&plain));
        assert_eq!(v["placement"]["index"], cell as u64, "{near}");
        assert_eq!(v["placement"]["digit"], digit, "{near}");
        assert_eq!(stdout(&plain).lines().next().unwrap(), v["sentence"], "{near}");
        placed.insert(cell);
    }
    assert!(placed.len() > 1, "--near changes the plain hint: {placed:?}");
    // A 5 typed in r1c3, where r1c1 already holds 5.
    let mut current = EXAMPLE.to_string();
    current.replace_range(2..3, "5");
    let plain = run(&["hint", EXAMPLE, "--current", &current]);
    let json = run(&["hint", EXAMPLE, "--current", &current, "--json"]);
    assert_eq!(plain.status.code(), Some(0), "{}", stderr(&plain));
    let v: serde_json::Value = serde_json::from_str(&stdout(&json)).unwrap();
    assert_eq!(v["kind"], "mistake");
    assert_eq!(stdout(&plain).trim(), v["sentence"]);
    assert!(stdout(&plain).contains("r1c1"), "{}", stdout(&plain));
}

/// A missing required argument is named.
#[test]
fn a_missing_argument_is_named() {
    let o = run(&["grids"]);
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains("required arguments were not provided") && err.contains("-n <N>"),
        "{err}"
    );
}

/// `rate --path --json` is one JSON document, the path inside it.
#[test]
fn rate_path_json_is_one_document() {
    let o = run(&["rate", "--path", "--json", EXAMPLE]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).expect("stdout is one JSON document");
    let path = v["path"].as_array().expect("the path is in the JSON");
    assert_eq!(path.len(), 51, "one step per empty cell of this easy puzzle: {v}");
    assert!(path
        .iter()
        .all(|s| s["technique"].as_str().unwrap().ends_with("_single")));
    assert_eq!(v["path_finished"], true);
    assert_eq!(v["difficulty"], "easy");
}

/// `rate --path` grades in the one walk that lists the steps: its report is `rate`'s, the steps
/// it counts and its hardest rating are the path's, and the path ends finished exactly when
/// the techniques finished (an expert classic, the same with a given taken out so it has two
/// solutions, and an easy cube, whose faces are measured on the way).
#[test]
fn rate_path_reports_what_rate_reports_from_the_steps_it_lists() {
    let top = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
    let two_solutions = format!(".{}", &top[1..]);
    let cube = stdout(&run(&["generate", "--cube", "--difficulty", "easy", "--seed", "1"]));
    let mut cube_args = vec!["--cube"];
    cube_args.extend(cube.split_whitespace());
    for puzzle in [vec![top], vec![two_solutions.as_str()], cube_args] {
        let rated = run(&[&["rate", "--json"][..], &puzzle].concat());
        let walked = run(&[&["rate", "--json", "--path"][..], &puzzle].concat());
        assert_eq!(
            rated.status.code(),
            walked.status.code(),
            "{puzzle:?}: {}",
            stderr(&walked)
        );
        let report: serde_json::Value = serde_json::from_str(stdout(&rated).trim()).expect("JSON");
        let mut with_path: serde_json::Value = serde_json::from_str(stdout(&walked).trim()).expect("JSON");
        let fields = with_path.as_object_mut().expect("an object");
        let path = fields.remove("path").expect("the path");
        let finished = fields.remove("path_finished").expect("whether it finished");
        assert_eq!(with_path, report, "{puzzle:?}: the report beside the path is rate's");
        let path = path.as_array().expect("the steps");
        let mut counted = std::collections::BTreeMap::new();
        for step in path {
            *counted.entry(step["technique"].as_str().expect("a name")).or_insert(0) += 1;
        }
        let steps: std::collections::BTreeMap<&str, u64> = report["steps"]
            .as_object()
            .expect("the counts")
            .iter()
            .map(|(t, n)| (t.as_str(), n.as_u64().expect("a count")))
            .collect();
        assert_eq!(counted, steps, "{puzzle:?}: the report counts the path's steps");
        let hardest = path.iter().filter_map(|s| s["rating"].as_f64()).fold(0.0, f64::max);
        assert_eq!(report["rating"].as_f64(), Some(hardest), "{puzzle:?}");
        // Sound steps cannot fill a grid of two solutions; these unique ones they finish.
        assert_eq!(finished, report["solutions"] == 1, "{puzzle:?}");
    }
}

/// A puzzle without a solution is exit 4 for `rate` and `hint`, with or without a clash of its
/// givens.
#[test]
fn a_puzzle_without_a_solution_is_exit_4() {
    // No two givens clash, but there is no solution: a digit the example's r1c3 allows, but
    // not its solution's.
    let example = Grid::from_line(EXAMPLE).unwrap();
    let right = solve_unique(&example).unwrap().get(2).unwrap();
    let wrong = sudoku3d::engine::Digit::all()
        .find(|&d| d != right && example.candidates(2).contains(d))
        .unwrap();
    let mut none = EXAMPLE.to_string();
    none.replace_range(2..3, &wrong.to_string());
    let none = none.as_str();
    let grid = Grid::from_line(none).unwrap();
    assert!(grid.conflicts().is_empty());
    assert_eq!(sudoku3d::engine::count_solutions(&grid, 2), 0);
    for args in [vec!["rate", none], vec!["rate", "--json", none], vec!["hint", none]] {
        let o = run(&args);
        assert_eq!(o.status.code(), Some(4), "{args:?}: {}", stdout(&o));
        assert!(stderr(&o).contains("no solution"), "{}", stderr(&o));
        assert!(stdout(&o).is_empty(), "{}", stdout(&o));
    }
    let dir = common::fresh_dir("cli-nosolution");
    let file = dir.join("p.txt");
    fs::write(&file, format!("{EXAMPLE}\n{none}\n")).unwrap();
    let o = run(&["rate", "--file", file.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(6), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("line 2: the puzzle has no solution"),
        "{}",
        stderr(&o)
    );
}

/// A comment that is not UTF-8 is skipped; a puzzle wrapped at 80 columns is said to be split
/// by a line break.
#[test]
fn comments_of_any_bytes_and_wrapped_puzzles() {
    let dir = common::fresh_dir("cli-comments");
    let file = dir.join("p.txt");
    let mut bytes = b"# caf\xE9 (Latin-1)\n".to_vec();
    bytes.extend_from_slice(format!("{EXAMPLE}\n").as_bytes());
    fs::write(&file, bytes).unwrap();
    let o = run(&["solve", "--file", file.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(stdout(&o).lines().count(), 1);

    let wrapped = format!("{}\n{}", &EXAMPLE[..80], &EXAMPLE[80..]);
    let o = run(&["solve", &wrapped]);
    assert_eq!(o.status.code(), Some(3));
    assert!(stderr(&o).contains("a line break splits the puzzle"), "{}", stderr(&o));
    fs::write(&file, format!("{wrapped}\n")).unwrap();
    let o = run(&["solve", "--file", file.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(6), "{}", stderr(&o));
    assert!(stderr(&o).contains("a line break splits the puzzle"), "{}", stderr(&o));
}

/// A closed standard output is an error, not a quiet success; `>/dev/null` is still fine.
#[test]
fn a_closed_stdout_is_an_error() {
    let o = Command::new("sh")
        .args([
            "-c",
            "exec \"$0\" solve \"$1\" >&-",
            env!("CARGO_BIN_EXE_sudoku3d"),
            EXAMPLE,
        ])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(stderr(&o).contains("standard output"), "{}", stderr(&o));
    let o = bin()
        .args(["solve", EXAMPLE])
        .stdout(std::process::Stdio::null())
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
}

/// `generate --help` lists every difficulty it takes.
#[test]
fn generate_help_lists_expert() {
    let o = run(&["generate", "--help"]);
    assert!(stdout(&o).contains("easy, medium, hard or expert"), "{}", stdout(&o));
}

/// `hint --json` lists the hint's steps in order: the XY-Wing replay of issue 26 (once listed
/// twice, its arms swapped) reads as locked candidates, the wing once, and the single; each
/// step's cells, candidates and links are named as the rest of the JSON names them.
#[test]
fn hint_json_lists_each_step_once() {
    let o = run(&[
        "hint",
        "5.43.6..........5.3....71.4.....931...2.8......7..34.2.8.......7..1..9...6..24...",
        "--current",
        "5.43162......42.5332...71.445.27931..324815....7..34.228...5.4.74.1.892..6..2483.",
        "--near",
        "r5c8",
        "--json",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).expect("one JSON object");
    let steps = v["steps"].as_array().expect("steps");
    let techniques: Vec<&str> = steps.iter().map(|s| s["technique"].as_str().unwrap()).collect();
    assert_eq!(
        techniques,
        ["locked_candidates", "locked_candidates", "xy_wing", "hidden_single"],
        "{v:#}"
    );
    let effects: HashSet<String> = steps
        .iter()
        .map(|s| format!("{} {}", s["eliminations"], s["placements"]))
        .collect();
    assert_eq!(effects.len(), steps.len(), "a step repeats another: {v:#}");
    let wing = &steps[2];
    assert_eq!(wing["eliminations"][0]["cell"], "r5c8");
    assert_eq!(wing["eliminations"][0]["digit"], 6);
    assert!(
        wing["cells"].as_array().unwrap().contains(&serde_json::json!("r6c8")),
        "{wing:#}"
    );
    let links = wing["links"].as_array().unwrap();
    assert!(!links.is_empty(), "{wing:#}");
    for link in links {
        assert!(link["strong"].is_boolean(), "{link}");
        assert!(link["from"]["cells"][0].as_str().unwrap().starts_with('r'), "{link}");
    }
    let last = steps.last().unwrap();
    assert_eq!(last["placements"][0], v["placement"]);
    assert!(
        last["houses"]
            .as_array()
            .unwrap()
            .contains(&serde_json::json!("column 8")),
        "{last:#}"
    );
    // A forcing chain's lines come with its step.
    let o = run(&[
        "hint",
        "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
        "--current",
        "4...3.......6..8..........1....5..9..8....6...7.2........1927..513...942927.4.1..",
        "--json",
    ]);
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).expect("one JSON object");
    let chain = v["steps"].as_array().unwrap().last().unwrap().clone();
    assert_eq!(chain["technique"], "contradiction_forcing_chain");
    assert!(chain["lines"].as_array().unwrap().len() > 10, "{chain:#}");
}
