//! Killer puzzles on the command line: `--variant killer` on solve (one puzzle and files),
//! rate, hint, generate and print, the killer text form (digits, cage map, sums), the errors
//! of bad cage text, and the printed cages read back as pixels (poppler's pdftoppm).

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

use rand::rngs::StdRng;
use rand::SeedableRng;
use sudoku3d::engine::generator::split_until_unique;
use sudoku3d::engine::killer::{random_cages, sum_range};
use sudoku3d::engine::{
    count_solutions, generate_variant_seeded, random_grid, solve_unique, Cages, Difficulty, Digit, Grid, Shape, Variant,
};

use crate::binary::{self, run, stderr, stdout};
use crate::common;
use common::pdf::pages;

fn out_dir(tag: &str) -> PathBuf {
    binary::out_dir("killer", tag)
}

/// A killer puzzle without givens and its solution: cages laid at random over a random grid,
/// split until the cages alone have one solution (seeded, so the same each run).
fn killer(seed: u64) -> (Grid, Grid) {
    let mut rng = StdRng::seed_from_u64(seed);
    let solution = random_grid(Shape::Classic, &mut rng).expect("a full grid");
    let values: [u8; 81] = solution.values().try_into().unwrap();
    let set = split_until_unique(random_cages(&values, &mut rng), &values, &mut rng);
    let shape = Shape::Killer(Cages::intern(set));
    (Grid::empty(shape.clone()), solution.with_shape(shape))
}

/// The map and the sums of a killer line (the digits, if written, left out).
fn cage_parts(line: &str) -> (String, String) {
    let parts: Vec<&str> = line.split_whitespace().collect();
    let n = parts.len();
    assert!(n >= 2, "{line:?}");
    (parts[n - 2].to_string(), parts[n - 1].to_string())
}

/// Whether `line` (digits, map, sums) is a finished killer board, checked here from the text
/// alone: every row, column and box holds 1-9, and each cage (a connected group of one map
/// symbol, numbered in reading order of its first cell) holds distinct digits adding up to
/// its sum.
fn is_solved_killer(line: &str) -> bool {
    let parts: Vec<&str> = line.split_whitespace().collect();
    let [digits, map, sums] = parts.as_slice() else {
        return false;
    };
    let d: Vec<u32> = digits
        .chars()
        .filter_map(|c| c.to_digit(10))
        .filter(|&v| v > 0)
        .collect();
    let map: Vec<char> = map.chars().collect();
    if d.len() != 81 || map.len() != 81 {
        return false;
    }
    let all: BTreeSet<u32> = (1..=9).collect();
    let houses = (0..9).flat_map(|i| {
        [
            (0..9).map(|k| i * 9 + k).collect::<Vec<_>>(),
            (0..9).map(|k| k * 9 + i).collect(),
            (0..9).map(|k| (i / 3 * 3 + k / 3) * 9 + i % 3 * 3 + k % 3).collect(),
        ]
    });
    for house in houses {
        if house.iter().map(|&c| d[c]).collect::<BTreeSet<_>>() != all {
            return false;
        }
    }
    let mut cage = [usize::MAX; 81];
    let mut cages: Vec<Vec<usize>> = Vec::new();
    for start in 0..81 {
        if cage[start] != usize::MAX {
            continue;
        }
        let mut cells = vec![start];
        cage[start] = cages.len();
        let mut k = 0;
        while k < cells.len() {
            let c = cells[k];
            k += 1;
            let (r, col) = (c / 9, c % 9);
            let next = [
                (r > 0).then(|| c - 9),
                (r < 8).then(|| c + 9),
                (col > 0).then(|| c - 1),
                (col < 8).then(|| c + 1),
            ];
            for n in next.into_iter().flatten() {
                if cage[n] == usize::MAX && map[n] == map[start] {
                    cage[n] = cages.len();
                    cells.push(n);
                }
            }
        }
        cages.push(cells);
    }
    let sums: Vec<u32> = sums.split(',').map(|s| s.trim().parse().unwrap()).collect();
    sums.len() == cages.len()
        && cages.iter().zip(&sums).all(|(cells, &sum)| {
            let digits: BTreeSet<u32> = cells.iter().map(|&c| d[c]).collect();
            digits.len() == cells.len() && digits.iter().sum::<u32>() == sum
        })
}

#[test]
fn solve_prints_the_killer_solution_in_the_killer_form() {
    let (puzzle, solution) = killer(1);
    let line = puzzle.to_line();
    let (map, sums) = cage_parts(&line);
    let dots = ".".repeat(81);
    for args in [
        vec![map.as_str(), sums.as_str()],
        vec![dots.as_str(), map.as_str(), sums.as_str()],
    ] {
        let mut all = vec!["solve", "--variant", "killer"];
        all.extend(&args);
        let o = run(&all);
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        let answer = stdout(&o).trim().to_string();
        assert_eq!(answer, solution.to_line());
        assert!(is_solved_killer(&answer), "{answer}");
        let (answer_map, answer_sums) = cage_parts(&answer);
        assert_eq!(
            (answer_map, answer_sums),
            (map.clone(), sums.clone()),
            "the puzzle's cages"
        );
    }
    // Givens are kept: a puzzle with some solution digits given has that same solution.
    let mut given = puzzle.clone();
    for cell in [0, 40, 80] {
        given.set(cell, solution.get(cell));
    }
    let o = run(&["solve", "--variant", "KILLER", &given.to_line()]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(stdout(&o).trim(), solution.to_line());
    // The pretty form: the grid, then the cages.
    let o = run(&["solve", "--variant", "killer", "--pretty", &map, &sums]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(text.ends_with(&format!("\ncages: {map} {sums}\n")), "{text:?}");
    let first_row: String = text
        .lines()
        .next()
        .unwrap()
        .chars()
        .filter(char::is_ascii_digit)
        .collect();
    assert_eq!(first_row, solution.to_line()[..9]);
}

#[test]
fn a_killer_with_several_solutions_or_none_says_so() {
    let (puzzle, solution) = killer(2);
    let (map, sums) = cage_parts(&puzzle.to_line());
    // A given that is not the solution's: the cages have one solution, so none is left.
    let wrong = (1..=9u8)
        .find(|&d| Some(d) != solution.get(40).map(Digit::get))
        .unwrap();
    let mut digits: Vec<char> = ".".repeat(81).chars().collect();
    digits[40] = (b'0' + wrong) as char;
    let digits: String = digits.into_iter().collect();
    let o = run(&["solve", "--variant", "killer", &digits, &map, &sums]);
    assert_eq!(o.status.code(), Some(4), "{}", stderr(&o));
    assert!(stderr(&o).contains("no solution"), "{}", stderr(&o));
    // Each row one cage of 45: the cages add nothing to the rows, so many grids fit.
    let rows: String = (0..9).map(|r| if r % 2 == 0 { "a" } else { "b" }.repeat(9)).collect();
    let o = run(&["solve", "--variant", "killer", &rows, &["45"; 9].join(",")]);
    assert_eq!(o.status.code(), Some(5), "{}", stderr(&o));
    let o = run(&["solve", "--variant", "killer", "--first", &rows, &["45"; 9].join(",")]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(is_solved_killer(stdout(&o).trim()), "{}", stdout(&o));
}

/// The sums of a killer line as numbers.
fn sum_list(sums: &str) -> Vec<u32> {
    sums.split(',').map(|s| s.parse().unwrap()).collect()
}

fn join(sums: &[u32]) -> String {
    sums.iter().map(u32::to_string).collect::<Vec<_>>().join(",")
}

/// Bad cage texts, each with what its error must say: `(name, arguments, words)`.
fn bad_killers() -> Vec<(&'static str, Vec<String>, Vec<String>)> {
    let (puzzle, _) = killer(3);
    let (map, sums) = cage_parts(&puzzle.to_line());
    let list = sum_list(&sums);
    let dots = ".".repeat(81);
    // The first cage's cells: a cage of two or more cells gets an impossible sum.
    let cages = puzzle.shape().cages().unwrap();
    let big = cages.cages().iter().position(|c| c.cells.len() >= 2).unwrap();
    let mut impossible = list.clone();
    impossible[big] = 1;
    let anchor = cages.cages()[big].anchor();
    let at = format!("the cage at r{}c{}", anchor / 9 + 1, anchor % 9 + 1);
    // One more on a cage below its highest sum still fits the cage, but the total is then off.
    let mut off = list.clone();
    let bump = cages
        .cages()
        .iter()
        .position(|c| (c.sum as usize) < sum_range(c.cells.len()).1)
        .unwrap();
    off[bump] += 1;
    let words = |w: &[&str]| w.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    vec![
        (
            "no sums",
            vec![dots.clone(), map.clone()],
            words(&["needs its cages", "sums separated by commas"]),
        ),
        ("no map", vec![sums.clone()], words(&["needs its cages"])),
        (
            "short map",
            vec![map[..80].to_string(), sums.clone()],
            words(&["killer cages", "81 characters, found 80"]),
        ),
        (
            "impossible sum",
            vec![map.clone(), join(&impossible)],
            words(&[&at, "sum 1", "add up to"]),
        ),
        (
            "a sum missing",
            vec![map.clone(), join(&list[1..])],
            // A symbol written in two places that do not touch is two cages: the count says so.
            words(&["cages (a cage is a connected group", "sums are given"]),
        ),
        (
            "not a number",
            vec![map.clone(), sums.replacen(',', ",x,", 1)],
            words(&["\"x\" is not a cage sum"]),
        ),
        ("total", vec![map.clone(), join(&off)], words(&["add up to 406", "405"])),
        (
            "too big",
            vec!["a".repeat(81), "45,".into()],
            words(&["has 81 cells", "at most 9"]),
        ),
        (
            "digits too short",
            vec![dots[..80].to_string(), map, sums],
            words(&["80 cells, expected 81"]),
        ),
    ]
}

#[test]
fn bad_killer_text_is_refused_with_a_clear_message() {
    for (name, args, words) in bad_killers() {
        for command in ["solve", "rate", "hint"] {
            let mut all = vec![command, "--variant", "killer"];
            all.extend(args.iter().map(String::as_str));
            let o = run(&all);
            let err = stderr(&o);
            assert_eq!(o.status.code(), Some(3), "{command} {name}: {err}");
            assert!(err.starts_with("error: malformed puzzle: "), "{command} {name}: {err}");
            assert_eq!(err.lines().count(), 1, "{command} {name}: one line: {err}");
            for w in &words {
                assert!(err.contains(w), "{command} {name}: {err:?} lacks {w:?}");
            }
        }
    }
    // A killer given without --variant: the error says what to add.
    let (puzzle, _) = killer(3);
    let (map, sums) = cage_parts(&puzzle.to_line());
    let o = run(&["solve", &map, &sums]);
    assert_eq!(o.status.code(), Some(3), "{}", stderr(&o));
    assert!(stderr(&o).contains("add --variant killer"), "{}", stderr(&o));
    let o = run(&["solve", &".".repeat(81), &map, &sums]);
    assert_eq!(o.status.code(), Some(3), "{}", stderr(&o));
    assert!(stderr(&o).contains("add --variant killer"), "{}", stderr(&o));
}

#[test]
fn a_file_of_killers_is_solved_line_by_line_and_bad_lines_say_why() {
    let good = [killer(4), killer(5)];
    let (map, sums) = cage_parts(&good[0].0.to_line());
    let lines = [
        good[0].0.to_line(),
        "# a comment".to_string(),
        format!("{} {map}", ".".repeat(81)),              // line 3: no sums
        format!("{} {sums}", &map[..80]),                 // line 4: a short map
        format!("{map} {}", join(&sum_list(&sums)[1..])), // line 5: a sum missing
        {
            // line 6: the second puzzle without its digits
            let (m, s) = cage_parts(&good[1].0.to_line());
            format!("{m} {s}")
        },
    ];
    let dir = out_dir("file");
    let file = dir.join("killers.txt");
    fs::write(&file, lines.join("\n") + "\n").unwrap();
    let path = file.to_str().unwrap();

    let solved = run(&["solve", "--variant", "killer", "--file", path]);
    assert_eq!(solved.status.code(), Some(6), "{}", stderr(&solved));
    let out: Vec<String> = stdout(&solved).lines().map(str::to_string).collect();
    assert_eq!(out.len(), 5, "{out:?}");
    assert_eq!(out[0], good[0].1.to_line());
    assert!(is_solved_killer(&out[0]));
    for failed in &out[1..4] {
        assert!(failed.chars().all(|c| c == 'x' || c == ' '), "{failed}");
    }
    assert_eq!(out[4], good[1].1.to_line());
    let err = stderr(&solved);
    assert!(err.contains("line 3: a killer puzzle needs its cages"), "{err}");
    assert!(
        err.contains("line 4: killer cages: a cage map needs 81 characters, found 80"),
        "{err}"
    );
    assert!(err.contains("line 5: killer cages: the map has"), "{err}");
    assert!(err.contains("3 of 5 puzzles failed (2 solved)"), "{err}");

    let rated = run(&["rate", "--variant", "killer", "--file", path, "--jobs", "1"]);
    assert_eq!(rated.status.code(), Some(6), "{}", stderr(&rated));
    let out: Vec<String> = stdout(&rated).lines().map(str::to_string).collect();
    assert_eq!(out.len(), 5, "{out:?}");
    assert!(out[0].contains("unique") && out[4].contains("unique"), "{out:?}");
    for (k, line) in [(1, 3), (2, 4), (3, 5)] {
        assert!(
            out[k].starts_with("error") && out[k].contains(&format!("line {line}")),
            "{out:?}"
        );
    }
}

// ---------------------------------------------------------------------------------------------
// Printing: the cages read back as pixels.

/// A page of a PDF as grey levels at 144 dpi (two pixels a point).
fn raster(pdf: &Path, page: usize) -> image::GrayImage {
    common::pdf::raster(pdf, page, 144)
}

/// The centres of the dark runs (grey below 100) along a line of pixels.
fn dark_runs(values: impl Iterator<Item = u8>) -> Vec<f32> {
    let mut runs = Vec::new();
    let mut start = None;
    for (i, v) in values.enumerate() {
        match (v < 100, start) {
            (true, None) => start = Some(i),
            (false, Some(s)) => {
                runs.push((s + i - 1) as f32 / 2.0);
                start = None;
            }
            _ => {}
        }
    }
    runs
}

/// Where the grid of a one-puzzle page is: its left and top edge and its cell, in pixels,
/// from the thick border (the first and last dark runs across the page's middle).
fn grid_of(page: &image::GrayImage) -> (f32, f32, f32) {
    let (w, h) = page.dimensions();
    let across = dark_runs((0..w).map(|x| page.get_pixel(x, h / 2).0[0]));
    let (left, right) = (across[0], *across.last().unwrap());
    let down = dark_runs((0..h).map(|y| page.get_pixel(((left + right) / 2.0) as u32, y).0[0]));
    // The first dark run from the top at the grid's middle is its border (the title and the
    // heading are at the left edge).
    let top = down[0];
    (left, top, (right - left) / 9.0)
}

#[test]
fn print_outlines_each_cage_with_a_dashed_line_and_its_sum_in_the_corner() {
    let (puzzle, solution) = killer(6);
    let cages = puzzle.shape().cages().unwrap();
    // Givens in some cages' first cells: the sum must stay clear of them.
    let mut given = puzzle.clone();
    let anchors: Vec<usize> = cages.cages().iter().map(|c| c.anchor()).collect();
    for &cell in anchors.iter().step_by(3) {
        given.set(cell, solution.get(cell));
    }
    let line = given.to_line();
    let parts: Vec<&str> = line.split_whitespace().collect();
    let dir = out_dir("print");
    let pdf = dir.join("killer.pdf");
    let mut args = vec!["print", "--variant", "killer", "--per-page", "1", "--solutions", "-o"];
    args.push(pdf.to_str().unwrap());
    args.push("--puzzle");
    args.extend(&parts);
    let o = run(&args);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));

    // The text: each sum, then the givens (and on the solution page, every digit).
    let sheets = pages(&pdf);
    assert_eq!(sheets.len(), 2);
    let sums: String = cages.cages().iter().map(|c| c.sum.to_string()).collect();
    let givens: String = parts[0]
        .chars()
        .filter(char::is_ascii_digit)
        .filter(|&c| c != '0')
        .collect();
    let printed: String = sheets[0]
        .chars()
        .skip_while(|c| *c != '\u{b7}')
        .filter(char::is_ascii_digit)
        .collect();
    assert_eq!(printed, format!("{sums}{givens}"));
    let solved: String = solution.to_line().split_whitespace().next().unwrap().to_string();
    let printed: String = sheets[1]
        .chars()
        .skip_while(|c| *c != '\u{b7}')
        .filter(char::is_ascii_digit)
        .collect();
    assert_eq!(printed, format!("{sums}{solved}"));

    let page = raster(&pdf, 1);
    let (left, top, cell) = grid_of(&page);
    assert!(cell > 100.0, "a cell of {cell} px");
    // The grey at a point of a cell, in shares of the cell from its top-left corner.
    let grey = |index: usize, x: f32, y: f32| {
        let (r, c) = ((index / 9) as f32, (index % 9) as f32);
        page.get_pixel((left + (c + x) * cell) as u32, (top + (r + y) * cell) as u32)
            .0[0]
    };
    // Along a side's middle, a tenth of the cell inside: (darkest, lightest) grey, each
    // sample the darkest of the few pixels across the thin line.
    let across = 3.0 / cell;
    let along = |index: usize, side: usize| {
        let samples: Vec<u8> = (0..=40)
            .map(|k| 0.36 + k as f32 * 0.009)
            .map(|t| {
                (-3..=3)
                    .map(|k| {
                        let d = k as f32 / 3.0 * across;
                        match side {
                            0 => grey(index, t, 0.1 + d),
                            1 => grey(index, 0.9 + d, t),
                            2 => grey(index, t, 0.9 + d),
                            _ => grey(index, 0.1 + d, t),
                        }
                    })
                    .min()
                    .unwrap()
            })
            .collect();
        (*samples.iter().min().unwrap(), *samples.iter().max().unwrap())
    };
    let (mut dashed, mut clear) = (0, 0);
    for index in 0..81 {
        let (r, c) = (index / 9, index % 9);
        let neighbours = [
            (r > 0).then(|| index - 9),
            (c < 8).then(|| index + 1),
            (r < 8).then(|| index + 9),
            (c > 0).then(|| index - 1),
        ];
        for (side, next) in neighbours.into_iter().enumerate() {
            let (dark, light) = along(index, side);
            let name = format!("r{}c{} side {side}", r + 1, c + 1);
            if next.is_some_and(|n| cages.cage_of(n) == cages.cage_of(index)) {
                assert!(dark > 200, "{name}: a line inside a cage ({dark})");
                clear += 1;
            } else {
                assert!(dark < 110, "{name}: no cage outline ({dark})");
                assert!(light > 200, "{name}: the outline is not dashed ({light})");
                dashed += 1;
            }
        }
    }
    assert!(dashed > 100 && clear > 20, "{dashed} outlined sides, {clear} clear");
    // Each sum is drawn in its cage's first cell, top left; no other cell has ink there.
    // (In a first cell the outline is broken under the sum, so any ink there is the sum's;
    // elsewhere the part clear of the outline a tenth inside the sides.)
    let ink = |index: usize, from: f32| {
        let mut min = 255;
        for i in 0..=20 {
            for j in 0..=6 {
                let x = from + i as f32 * (0.3 - from) / 20.0;
                min = min.min(grey(index, x, 0.13 + j as f32 * 0.01));
            }
        }
        min
    };
    for index in 0..81 {
        let name = format!("r{}c{}", index / 9 + 1, index % 9 + 1);
        if anchors.contains(&index) {
            assert!(ink(index, 0.065) < 100, "{name}: no sum drawn");
            // Clear of a given below it: white between the sum and the digit.
            for k in 0..=20 {
                let x = 0.13 + k as f32 * 0.035;
                assert!(grey(index, x, 0.235) > 200, "{name}: the sum touches the digit");
            }
        } else {
            assert!(
                ink(index, 0.13) > 200,
                "{name}: ink in the sum's corner ({})",
                ink(index, 0.13)
            );
        }
    }
}

#[test]
fn print_makes_killer_puzzles_from_a_file() {
    let dir = out_dir("print-file");
    let good = killer(7);
    let file = dir.join("killers.txt");
    let (map, _) = cage_parts(&good.0.to_line());
    fs::write(&file, format!("{}\n{map}\n", good.0.to_line())).unwrap();
    let pdf = dir.join("killers.pdf");
    let print = || {
        run(&[
            "print",
            "--variant",
            "killer",
            "--file",
            file.to_str().unwrap(),
            "-o",
            pdf.to_str().unwrap(),
        ])
    };
    let o = print();
    assert_eq!(o.status.code(), Some(3), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("line 2") && stderr(&o).contains("needs its cages"),
        "{}",
        stderr(&o)
    );
    fs::write(&file, format!("{}\n", good.0.to_line())).unwrap();
    let o = print();
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(pages(&pdf).len(), 1);
}

/// The cage techniques' names, as `rate` and `hint` write them.
const CAGE_TECHNIQUES: [&str; 5] = [
    "cage_combination",
    "rule_of_45",
    "rule_of_45_combination",
    "cage_locked_candidates",
    "cage_split",
];

#[test]
fn rate_and_hint_explain_a_killer_with_its_cages() {
    let (puzzle, solution) = killer(8);
    let (map, sums) = cage_parts(&puzzle.to_line());
    let o = run(&["rate", "--variant", "killer", "--json", "--path", &map, &sums]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(stdout(&o).trim()).unwrap();
    assert_eq!(v["solutions"], 1);
    assert_eq!(v["empty"], 81);
    let steps = v["steps"].as_object().unwrap();
    assert!(
        steps.keys().any(|t| CAGE_TECHNIQUES.contains(&t.as_str())),
        "no cage technique in {steps:?}"
    );
    let path = v["path"].as_array().unwrap();
    assert!(!path.is_empty());
    // Nothing but the cages tells anything on a board without givens.
    let first = path[0]["technique"].as_str().unwrap();
    assert!(CAGE_TECHNIQUES.contains(&first), "{first}");
    if v["path_finished"] == true {
        assert_ne!(v["difficulty"], "beyond", "{v}");
    }
    // The plain line, and the file form, say the same band.
    let plain = run(&["rate", "--variant", "killer", &map, &sums]);
    assert_eq!(plain.status.code(), Some(0), "{}", stderr(&plain));
    let line = stdout(&plain);
    assert!(line.starts_with(v["difficulty"].as_str().unwrap()), "{line}");
    assert!(line.contains("unique"), "{line}");

    // The first hint rests on a cage, and what it places or removes fits the solution.
    let hint = run(&["hint", "--variant", "killer", "--json", &map, &sums]);
    assert_eq!(hint.status.code(), Some(0), "{}", stderr(&hint));
    let h: serde_json::Value = serde_json::from_str(stdout(&hint).trim()).unwrap();
    // (Its last step may be the single a cage left: the steps before it are the cage's.)
    let techniques: Vec<&str> = h["steps"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["technique"].as_str().unwrap())
        .collect();
    assert!(CAGE_TECHNIQUES.contains(&techniques[0]), "{techniques:?}");
    let digit_at = |c: &serde_json::Value| {
        let cell = c["index"].as_u64().unwrap() as usize;
        (solution.get(cell).map(|d| u64::from(d.get())), c["digit"].as_u64())
    };
    if !h["placement"].is_null() {
        let (solved, placed) = digit_at(&h["placement"]);
        assert_eq!(solved, placed);
    }
    for e in h["eliminations"].as_array().unwrap() {
        let (solved, removed) = digit_at(e);
        assert_ne!(solved, removed, "the hint removes the solution's digit: {e}");
    }
    assert!(
        h["placement"].is_object() || !h["eliminations"].as_array().unwrap().is_empty(),
        "{h}"
    );
    let words = run(&["hint", "--variant", "killer", &map, &sums]);
    assert_eq!(words.status.code(), Some(0), "{}", stderr(&words));
    assert!(stdout(&words).to_lowercase().contains("cage"), "{}", stdout(&words));

    // From a board in play: half the solution filled in; the hint's digit is the solution's.
    let mut board = puzzle.clone();
    for cell in (0..81).filter(|c| c % 2 == 0) {
        board.set(cell, solution.get(cell));
    }
    let o = run(&[
        "hint",
        "--variant",
        "killer",
        "--json",
        &map,
        &sums,
        "--current",
        &board.to_line(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let h: serde_json::Value = serde_json::from_str(stdout(&o).trim()).unwrap();
    let (solved, placed) = digit_at(&h["placement"]);
    assert_eq!(solved, placed, "{h}");
    // A board of other cages is not this puzzle's.
    let (other, _) = killer(9);
    let o = run(&[
        "hint",
        "--variant",
        "killer",
        &map,
        &sums,
        "--current",
        &other.to_line(),
    ]);
    assert_eq!(o.status.code(), Some(3), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("--current has other cages than the puzzle"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn generate_and_print_make_unique_killers() {
    let o = run(&[
        "generate",
        "--variant",
        "killer",
        "-d",
        "easy",
        "-n",
        "2",
        "--seed",
        "5",
        "--json",
        "--with-solution",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let mut layouts = Vec::new();
    for (i, line) in stdout(&o).lines().enumerate() {
        let v: serde_json::Value = serde_json::from_str(line).unwrap();
        assert_eq!(v["mode"], "killer");
        assert_eq!(v["difficulty"], "easy");
        let text = v["puzzle"].as_str().unwrap();
        let puzzle = Grid::from_variant_line(Variant::Killer, text).unwrap();
        let Shape::Killer(cages) = puzzle.shape().clone() else {
            panic!("not a killer: {text}")
        };
        assert_eq!(count_solutions(&puzzle, 2), 1, "{text}");
        // The solution's digits, checked against the cages from the text alone.
        let digits = v["solution"].as_str().unwrap();
        let (map, sums) = cage_parts(text);
        assert!(is_solved_killer(&format!("{digits} {map} {sums}")), "{digits}");
        assert_eq!(
            digits,
            solve_unique(&puzzle)
                .unwrap()
                .to_line()
                .split_whitespace()
                .next()
                .unwrap()
        );
        // The same seed gives the library's puzzle.
        let expected = generate_variant_seeded(Variant::Killer, Difficulty::Easy, 5 + i as u64);
        assert_eq!(puzzle, expected.puzzle);
        layouts.push(cages);
    }
    assert_eq!(layouts.len(), 2);
    assert_ne!(layouts[0], layouts[1], "each puzzle on its own cages");
    // Plain: the puzzle's three parts, then the solution's digits.
    let o = run(&[
        "generate",
        "--variant",
        "killer",
        "-d",
        "easy",
        "--seed",
        "5",
        "--with-solution",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let text = stdout(&o);
    let parts: Vec<&str> = text.split_whitespace().collect();
    assert_eq!(parts.len(), 4, "{parts:?}");
    assert!(is_solved_killer(&format!("{} {} {}", parts[3], parts[1], parts[2])));

    // print makes the same puzzles: each one's sums are on the page.
    let dir = out_dir("print-new");
    let pdf = dir.join("new.pdf");
    let o = run(&[
        "print",
        "--variant",
        "killer",
        "--seed",
        "3",
        "-n",
        "2",
        "-d",
        "easy",
        "-o",
        pdf.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let page: String = pages(&pdf)[0].split_whitespace().collect();
    for seed in [3, 4] {
        let p = generate_variant_seeded(Variant::Killer, Difficulty::Easy, seed);
        let cages = p.puzzle.shape().cages().unwrap();
        let sums: String = cages.cages().iter().map(|c| c.sum.to_string()).collect();
        assert!(page.contains(&sums), "seed {seed}: {sums} not in {page}");
    }
}

/// The window's Export PDF of a killer game in progress: the same drawing, cages and sums on
/// the page with the player's entries.
#[cfg(feature = "gui")]
#[test]
fn the_windows_export_prints_a_killer_game_with_its_cages() {
    use sudoku3d::app::export::{ExportChoice, PdfExport};
    use sudoku3d::print::{write_pdf, PerPage, PrintOptions, PrintPuzzle};
    let (puzzle, solution) = killer(10);
    let mut board = puzzle.clone();
    for cell in [0, 1, 2] {
        board.set(cell, solution.get(cell));
    }
    let dir = out_dir("export");
    let choice = ExportChoice {
        progress: true,
        solution: true,
    };
    let export = PdfExport::new(
        dir.join("game.pdf"),
        choice,
        (&puzzle, &solution, &board),
        ("Sudoku 3D".into(), "Medium".into()),
        Default::default(),
    );
    let path = export.write().unwrap();
    let sheets = pages(&path);
    assert_eq!(sheets.len(), 2);
    let cages = puzzle.shape().cages().unwrap();
    let sums: String = cages.cages().iter().map(|c| c.sum.to_string()).collect();
    let entries: String = (0..3).filter_map(|c| board.get(c)).map(|d| d.to_char()).collect();
    let printed: String = sheets[0]
        .chars()
        .skip_while(|c| *c != '\u{b7}')
        .filter(char::is_ascii_digit)
        .collect();
    assert_eq!(printed, format!("{sums}{entries}"));
    // Drawn with its cages: it differs from the same digits on a classic board by far more
    // than the sums' few digits.
    let classic = dir.join("classic.pdf");
    let flat = PrintPuzzle::new(puzzle.clone().with_shape(Shape::Classic), "Medium")
        .with_progress(board.clone().with_shape(Shape::Classic));
    let options = PrintOptions {
        per_page: PerPage::One,
        ..PrintOptions::default()
    };
    write_pdf(&classic, &[flat], &options).unwrap();
    let (a, b) = (raster(&classic, 1), raster(&path, 1));
    let changed = a
        .pixels()
        .zip(b.pixels())
        .filter(|(p, q)| p.0[0].abs_diff(q.0[0]) > 60)
        .count();
    assert!(changed > 20_000, "{changed} pixels differ");
}

/// Issue 41's merged killer (two touching cage pairs of a shipped Expert killer merged): the
/// techniques need minutes on it without a budget.
const MERGED_KILLER: [&str; 2] = [
    "abbaabbbaaccdddbaabaacdccaabbccacbbcaabcabbccaaabcbaabbccbcddabbadbadaccdddaaaacc",
    "7,9,7,16,30,7,30,14,14,15,12,12,19,16,28,8,20,11,13,5,7,14,19,1,23,26,22",
];

/// `rate` answers on a killer beyond the techniques' reach within the budget: beyond, with
/// what it found so far, its own exit status and words (not a wall time: that the answer
/// comes, and says so).
#[test]
fn rate_answers_within_its_budget_on_a_hard_killer() {
    let [map, sums] = MERGED_KILLER;
    let o = run(&["rate", "--variant", "killer", map, sums, "--json"]);
    let out = stdout(&o);
    let report: serde_json::Value = serde_json::from_str(out.trim()).expect("one JSON report");
    if report["out_of_budget"] == true {
        assert_eq!(o.status.code(), Some(8), "{}", stderr(&o));
        assert_eq!(report["difficulty"], "beyond");
        assert!(report["score"].as_u64().unwrap_or(0) > 0, "what it found so far: {out}");
        assert!(
            stderr(&o).contains("beyond the program's logic within the"),
            "{}",
            stderr(&o)
        );
    } else {
        // A faster machine may finish it: then it is rated as any other puzzle.
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    }
    // A budget too short for anything past the first steps: always beyond (the count and
    // the grade share it, so the count may be what runs out: then no rating, said so).
    let o = run(&["rate", "--variant", "killer", map, sums, "--budget-ms", "1"]);
    assert_eq!(o.status.code(), Some(8), "{}", stderr(&o));
    assert!(
        stdout(&o).contains("out-of-budget") || stderr(&o).contains("could not be settled within the 1 ms budget"),
        "{}{}",
        stdout(&o),
        stderr(&o)
    );
}

/// `hint` on the merged killer, walked hint after hint: every one answers with the right digit
/// (a step, or past the budget a digit from the solution that says so).
#[test]
fn hints_answer_within_their_budget_on_hard_killers() {
    let [map, sums] = MERGED_KILLER;
    let puzzle = Grid::from_variant_line(Variant::Killer, &format!("{} {map} {sums}", ".".repeat(81))).unwrap();
    let solution = solve_unique(&puzzle).unwrap();
    let mut board = puzzle.clone();
    let mut budgeted = 0;
    let mut hints = 0;
    while !board.is_complete() {
        hints += 1;
        let line = board.to_line();
        let current: Vec<&str> = line.split_whitespace().collect();
        let empty = ".".repeat(81);
        let mut args = vec!["hint", "--variant", "killer", empty.as_str(), map, sums, "--current"];
        args.extend(&current);
        args.push("--json");
        let o = run(&args);
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        let hint: serde_json::Value = serde_json::from_str(stdout(&o).trim()).expect("JSON");
        let placement = &hint["placement"];
        let cell = placement["index"].as_u64().expect("a digit to place") as usize;
        let digit = placement["digit"].as_u64().unwrap();
        assert_eq!(
            solution.get(cell).map(|d| u64::from(d.get())),
            Some(digit),
            "the right digit"
        );
        if hint["out_of_budget"] == true {
            budgeted += 1;
            assert_eq!(hint["kind"], "reveal");
        }
        board.set(cell, solution.get(cell));
    }
    eprintln!("{budgeted} of {hints} hints past the budget");
}

/// Killer lines (map and sums) of a data file of the solver's measure, comments left out.
fn killer_lines(file: &str) -> Vec<(String, String)> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("data/solver-speed")
        .join(file);
    fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(cage_parts)
        .collect()
}

/// What a `hint` answered, checked against `solution`: a digit of the solution (a step, or
/// past the budget a reveal that says so), or exit 8 saying the solve did not settle within
/// the budget. Never a wrong digit, never silence. Whether it was past the budget.
fn honest_hint(o: &std::process::Output, solution: &Grid, what: &str) -> bool {
    match o.status.code() {
        Some(0) => {
            let hint: serde_json::Value = serde_json::from_str(stdout(o).trim()).expect("JSON");
            let placement = &hint["placement"];
            let cell = placement["index"].as_u64().expect("a digit to place") as usize;
            let digit = placement["digit"].as_u64().expect("a digit");
            assert_eq!(
                solution.get(cell).map(|d| u64::from(d.get())),
                Some(digit),
                "{what}: the solution's digit"
            );
            if hint["out_of_budget"] == true {
                assert_eq!(hint["kind"], "reveal", "{what}");
                assert!(
                    hint["sentence"].as_str().unwrap_or("").contains("in the time allowed"),
                    "{what}: {hint}"
                );
            }
            hint["out_of_budget"] == true
        }
        Some(8) => {
            assert!(
                stderr(o).contains("could not be settled within the"),
                "{what}: {}",
                stderr(o)
            );
            true
        }
        other => panic!("{what}: exit {other:?}: {}", stderr(o)),
    }
}

/// `hint` on every hard killer of the solver's measure (the merged Expert killers,
/// its 1.1 s killer) and a generated set of killers without givens (random cages split until
/// unique: the kind of which 15 in 24 needed minutes of `rate`): the solve behind the hint
/// and the search share the hint's budget, so an answer comes, from the puzzle and from a
/// board in play (`--current`, half the solution filled in), and with a budget of 1 ms it is
/// still honest (a reveal that says so, or exit 8 when even the solve did not settle).
#[test]
fn hint_answers_on_hard_killers_with_the_solve_under_its_budget() {
    let mut killers = killer_lines("merged.txt");
    killers.extend(killer_lines("issue-hard.txt"));
    for seed in 1..=4 {
        let (puzzle, _) = killer(seed);
        let line = puzzle.to_line();
        let parts: Vec<&str> = line.split_whitespace().collect();
        killers.push((parts[1].to_string(), parts[2].to_string()));
    }
    let empty = ".".repeat(81);
    let mut past = 0;
    for (map, sums) in &killers {
        let puzzle = Grid::from_variant_line(Variant::Killer, &format!("{empty} {map} {sums}")).expect("parses");
        let solution = solve_unique(&puzzle).expect("one solution");
        let base = ["hint", "--variant", "killer", empty.as_str(), map, sums, "--json"];
        past += usize::from(honest_hint(&run(&base), &solution, map));
        // Half the solution filled in, as a board in play.
        let mut board = puzzle.clone();
        (0..81).step_by(2).for_each(|c| board.set(c, solution.get(c)));
        let line = board.to_line();
        let digits = line.split_whitespace().next().expect("the digits");
        let mut args = base.to_vec();
        args.extend(["--current", digits, map, sums]);
        past += usize::from(honest_hint(&run(&args), &solution, map));
        let mut args = base.to_vec();
        args.extend(["--budget-ms", "1"]);
        honest_hint(&run(&args), &solution, map);
    }
    eprintln!("{past} of {} hints past the budget", 2 * killers.len());
}
