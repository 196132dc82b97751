//! Diagonal (X) and jigsaw puzzles on the command line: `--variant` on solve, generate, rate,
//! hint and print, the jigsaw text form (digits, then the region map), files of them, and the
//! printed drawing of diagonals and regions.

use std::fs;
use std::path::{Path, PathBuf};

use sudoku3d::engine::{
    count_solutions, generate_variant_seeded, solve_unique, Difficulty, Grid, Puzzle, Shape, Variant,
};
use sudoku3d::print::{given_puzzle, write_pdf, PerPage, PrintOptions, PrintPuzzle};

use crate::binary::{self, run, stderr, stdout};
use crate::common;
use common::pdf::pages;

fn out_dir(tag: &str) -> PathBuf {
    binary::out_dir("variants", tag)
}

/// A diagonal puzzle that has more than one solution as a classic one: only the diagonals
/// make it unique, so an answer that ignores them cannot pass.
fn diagonal_puzzle() -> Puzzle {
    let p = generate_variant_seeded(Variant::Diagonal, Difficulty::Medium, 1);
    let classic = p.puzzle.clone().with_shape(Shape::Classic);
    assert_eq!(count_solutions(&classic, 2), 2, "the chosen puzzle needs its diagonals");
    p
}

/// A jigsaw puzzle (on a random layout) whose first hint is a hidden single in a region.
fn jigsaw_puzzle() -> Puzzle {
    generate_variant_seeded(Variant::Jigsaw, Difficulty::Medium, 1)
}

/// The digits (81 characters) and the region map of a jigsaw line.
fn split(line: &str) -> (String, String) {
    let parts: Vec<&str> = line.split_whitespace().collect();
    assert_eq!(parts.len(), 2, "digits and map: {line:?}");
    (parts[0].to_string(), parts[1].to_string())
}

/// Each main diagonal of a finished grid holds 1-9 once (checked here, not by the engine).
fn diagonals_hold_every_digit(line: &str) -> bool {
    let cells: Vec<char> = line.chars().collect();
    let down: std::collections::BTreeSet<char> = (0..9).map(|i| cells[i * 9 + i]).collect();
    let up: std::collections::BTreeSet<char> = (0..9).map(|i| cells[i * 9 + 8 - i]).collect();
    let all: std::collections::BTreeSet<char> = "123456789".chars().collect();
    down == all && up == all
}

/// Each region of `map` holds 1-9 once in the finished `digits`.
fn regions_hold_every_digit(digits: &str, map: &str) -> bool {
    let digits: Vec<char> = digits.chars().collect();
    let mut regions: std::collections::BTreeMap<char, Vec<char>> = Default::default();
    for (i, symbol) in map.chars().enumerate() {
        regions.entry(symbol).or_default().push(digits[i]);
    }
    regions.len() == 9
        && regions.values().all(|r| {
            let mut r = r.clone();
            r.sort_unstable();
            r.iter().collect::<String>() == "123456789"
        })
}

#[test]
fn solve_with_variant_gives_the_unique_solution_of_the_variant() {
    let x = diagonal_puzzle();
    let line = x.puzzle.to_line();
    for name in ["x", "diagonal", "X"] {
        let o = run(&["solve", "--variant", name, &line]);
        assert_eq!(o.status.code(), Some(0), "{name}: {}", stderr(&o));
        let answer = stdout(&o).trim().to_string();
        assert_eq!(answer, x.solution.to_line(), "{name}");
        assert!(diagonals_hold_every_digit(&answer));
        assert!(x
            .puzzle
            .is_extended_by(&Grid::from_line(&answer).unwrap().with_shape(Shape::Diagonal)));
    }
    // The same digits as a classic puzzle: several solutions.
    assert_eq!(run(&["solve", &line]).status.code(), Some(5));

    let j = jigsaw_puzzle();
    let (digits, map) = split(&j.puzzle.to_line());
    let joined = format!("{digits}{map}");
    for args in [vec![digits.as_str(), map.as_str()], vec![joined.as_str()]] {
        let mut all = vec!["solve", "--variant", "jigsaw"];
        all.extend(args);
        let o = run(&all);
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        let (solved, solved_map) = split(stdout(&o).trim());
        assert_eq!(solved_map, map, "the answer keeps the puzzle's map");
        assert!(regions_hold_every_digit(&solved, &map));
        let solution = Grid::from_variant_line(Variant::Jigsaw, stdout(&o).trim()).unwrap();
        assert_eq!(solution, solve_unique(&j.puzzle).unwrap());
        assert!(j.puzzle.is_extended_by(&solution));
    }
    // The pretty form: each row's digits, then the same row of the region map.
    let pretty = run(&["solve", "--variant", "jigsaw", "--pretty", &digits, &map]);
    assert_eq!(pretty.status.code(), Some(0), "{}", stderr(&pretty));
    let text = stdout(&pretty);
    let rows: Vec<&str> = text.lines().collect();
    assert_eq!(rows.len(), 9, "{text}");
    let (solved, _) = split(&j.solution.to_line());
    for (r, row) in rows.iter().enumerate() {
        let cells: String = row.split_whitespace().collect();
        assert_eq!(
            cells,
            format!("{}{}", &solved[r * 9..r * 9 + 9], &map[r * 9..r * 9 + 9])
        );
    }
}

#[test]
fn a_jigsaw_without_its_map_or_with_a_broken_one_is_a_malformed_puzzle() {
    let j = jigsaw_puzzle();
    let (digits, map) = split(&j.puzzle.to_line());
    let short = &map[..80];
    // A map whose first cell is moved to another region: that one has ten cells.
    let other = map.chars().find(|&c| c != map.chars().next().unwrap()).unwrap();
    let ten = format!("{other}{}", &map[1..]);
    for command in ["solve", "rate", "hint"] {
        let bare = run(&[command, "--variant", "jigsaw", &digits]);
        assert_eq!(bare.status.code(), Some(3), "{command}: {}", stderr(&bare));
        assert!(stderr(&bare).contains("region map"), "{command}: {}", stderr(&bare));
        let cut = run(&[command, "--variant", "jigsaw", &digits, short]);
        assert_eq!(cut.status.code(), Some(3), "{command}: {}", stderr(&cut));
        assert!(stderr(&cut).contains("found 80"), "{command}: {}", stderr(&cut));
        let uneven = run(&[command, "--variant", "jigsaw", &digits, &ten]);
        assert_eq!(uneven.status.code(), Some(3), "{command}: {}", stderr(&uneven));
        assert!(
            stderr(&uneven).contains("cells, expected 9"),
            "{command}: {}",
            stderr(&uneven)
        );
    }
    // Without --variant, digits and a map are no classic puzzle; the error says what to add.
    let classic = run(&["solve", &digits, &map]);
    assert_eq!(classic.status.code(), Some(3));
    assert!(stderr(&classic).contains("--variant jigsaw"), "{}", stderr(&classic));
    // A variant is no cube, and no name it does not know.
    assert_eq!(
        run(&["solve", "--variant", "x", "--cube", &digits]).status.code(),
        Some(2)
    );
    let unknown = run(&["solve", "--variant", "sums", &digits]);
    assert_eq!(unknown.status.code(), Some(2));
    assert!(stderr(&unknown).contains("jigsaw"), "{}", stderr(&unknown));
}

#[test]
fn generate_with_variant_makes_unique_puzzles_of_that_kind() {
    let o = run(&[
        "generate",
        "--variant",
        "jigsaw",
        "-d",
        "easy",
        "-n",
        "2",
        "--seed",
        "5",
        "--json",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let mut layouts = Vec::new();
    for (i, line) in stdout(&o).lines().enumerate() {
        let v: serde_json::Value = serde_json::from_str(line).unwrap();
        assert_eq!(v["mode"], "jigsaw");
        let text = v["puzzle"].as_str().unwrap();
        let puzzle = Grid::from_variant_line(Variant::Jigsaw, text).unwrap();
        let Shape::Jigsaw(regions) = puzzle.shape().clone() else {
            panic!("not a jigsaw: {text}")
        };
        assert!(regions.is_connected());
        assert_ne!(
            regions,
            sudoku3d::engine::Regions::boxes(),
            "a random layout, not the boxes"
        );
        assert_eq!(count_solutions(&puzzle, 2), 1, "{text}");
        // The same seed gives the same puzzle as the library.
        let expected = generate_variant_seeded(Variant::Jigsaw, Difficulty::Easy, 5 + i as u64);
        assert_eq!(puzzle, expected.puzzle);
        layouts.push(regions);
    }
    assert_eq!(layouts.len(), 2);
    assert_ne!(layouts[0], layouts[1], "each puzzle on its own layout");

    // With the solution: the puzzle's line, then the solution's digits.
    let o = run(&[
        "generate",
        "--variant",
        "x",
        "-d",
        "easy",
        "--seed",
        "9",
        "--with-solution",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let parts: Vec<String> = stdout(&o).split_whitespace().map(str::to_string).collect();
    assert_eq!(parts.len(), 2);
    let puzzle = Grid::from_variant_line(Variant::Diagonal, &parts[0]).unwrap();
    assert_eq!(count_solutions(&puzzle, 2), 1);
    assert_eq!(solve_unique(&puzzle).unwrap().to_line(), parts[1]);
    assert!(diagonals_hold_every_digit(&parts[1]));
    let same = run(&[
        "generate",
        "--variant",
        "diagonal",
        "-d",
        "easy",
        "--seed",
        "9",
        "--with-solution",
    ]);
    assert_eq!(stdout(&same), stdout(&o), "x and diagonal are one variant");
}

#[test]
fn rate_and_hint_explain_with_diagonals_and_regions() {
    let x = diagonal_puzzle();
    let line = x.puzzle.to_line();
    let rated = run(&["rate", "--variant", "x", "--path", &line]);
    assert_eq!(rated.status.code(), Some(0), "{}", stderr(&rated));
    let text = stdout(&rated);
    assert!(text.contains("In the diagonal r1c1-r9c9"), "{text}");
    assert!(text.lines().last().unwrap().contains("unique"), "{text}");
    // As a classic puzzle it has two solutions: rated beyond the techniques.
    assert!(stdout(&run(&["rate", &line])).contains("more than one solution"));

    // The hint's digit is the diagonal solution's.
    let hint = run(&["hint", "--variant", "diagonal", "--json", &line]);
    assert_eq!(hint.status.code(), Some(0), "{}", stderr(&hint));
    let v: serde_json::Value = serde_json::from_str(stdout(&hint).trim()).unwrap();
    let cell = v["placement"]["index"].as_u64().unwrap() as usize;
    let digit = v["placement"]["digit"].as_u64().unwrap();
    assert_eq!(x.solution.get(cell).map(|d| u64::from(d.get())), Some(digit));
    assert_eq!(
        run(&["hint", &line]).status.code(),
        Some(5),
        "no single answer as classic"
    );

    // The first seed whose first hint rests on a region (most do: a region's hidden single).
    let (j, digits, map, v) = (1..=40)
        .find_map(|seed| {
            let j = generate_variant_seeded(Variant::Jigsaw, Difficulty::Medium, seed);
            let (digits, map) = split(&j.puzzle.to_line());
            let hint = run(&["hint", "--variant", "jigsaw", "--json", &digits, &map]);
            assert_eq!(hint.status.code(), Some(0), "{}", stderr(&hint));
            let v: serde_json::Value = serde_json::from_str(stdout(&hint).trim()).unwrap();
            let on_region = v["houses"][0].as_str().is_some_and(|h| h.starts_with("region "));
            on_region.then_some((j, digits, map, v))
        })
        .expect("a jigsaw whose first hint rests on a region");
    // Region N is the map's N-th symbol in order of first appearance (the map is written
    // with A for region 1, B for region 2...).
    let number: u8 = v["houses"][0].as_str().unwrap()["region ".len()..].parse().unwrap();
    let symbol = (b'A' + number - 1) as char;
    let region: Vec<u64> = map
        .chars()
        .enumerate()
        .filter(|&(_, c)| c == symbol)
        .map(|(i, _)| i as u64)
        .collect();
    let area: Vec<u64> = v["stages"][0]["overlay"]["area"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_u64().unwrap())
        .collect();
    assert_eq!(area, region, "the hint's house is the region drawn by the map");
    let cell = v["placement"]["index"].as_u64().unwrap() as usize;
    assert_eq!(
        j.solution.get(cell).map(|d| u64::from(d.get())),
        v["placement"]["digit"].as_u64()
    );
    let rated = run(&["rate", "--variant", "jigsaw", "--path", &digits, &map]);
    assert!(stdout(&rated).contains("In region "), "{}", stdout(&rated));
}

#[test]
fn a_file_of_jigsaws_is_answered_line_by_line_in_its_order() {
    let good = [
        jigsaw_puzzle(),
        generate_variant_seeded(Variant::Jigsaw, Difficulty::Easy, 2),
    ];
    let (digits, map) = split(&good[0].puzzle.to_line());
    let lines = [
        good[0].puzzle.to_line(),
        "# a comment".to_string(),
        digits.clone(),                                        // line 3: no map
        format!("{}{map}", digits.replacen('.', "x", 1)),      // line 4: a stray character
        format!("{digits} {}", &map[..80]),                    // line 5: a short map
        good[1].puzzle.to_line().split_whitespace().collect(), // line 6: 162 in a row
    ];
    let dir = out_dir("file");
    let file = dir.join("jigsaws.txt");
    fs::write(&file, lines.join("\n") + "\n").unwrap();
    let path = file.to_str().unwrap();

    let solved = run(&["solve", "--variant", "jigsaw", "--file", path]);
    assert_eq!(solved.status.code(), Some(6), "{}", stderr(&solved));
    let out: Vec<String> = stdout(&solved).lines().map(str::to_string).collect();
    assert_eq!(out.len(), 5, "{out:?}");
    assert_eq!(out[0], good[0].solution.to_line());
    for failed in &out[1..4] {
        assert!(failed.chars().all(|c| c == 'x' || c == ' '), "{failed}");
    }
    assert_eq!(out[4], good[1].solution.to_line());
    let err = stderr(&solved);
    assert!(err.contains("line 3: a jigsaw puzzle needs its region map"), "{err}");
    assert!(err.contains("line 4, column"), "{err}");
    assert!(err.contains("line 5: jigsaw regions"), "{err}");
    assert!(err.contains("3 of 5 puzzles failed"), "{err}");

    let rated = run(&["rate", "--variant", "jigsaw", "--file", path, "--jobs", "1"]);
    assert_eq!(rated.status.code(), Some(6));
    let out: Vec<String> = stdout(&rated).lines().map(str::to_string).collect();
    assert_eq!(out.len(), 5, "{out:?}");
    assert!(out[0].contains("unique") && out[4].contains("unique"), "{out:?}");
    assert!(out[1].starts_with("error") && out[1].contains("line 3"), "{out:?}");
    assert!(out[2].starts_with("error") && out[2].contains("line 4"), "{out:?}");
    assert!(out[3].starts_with("error") && out[3].contains("line 5"), "{out:?}");

    // A diagonal file reads the classic layouts; its answers respect the diagonals.
    let x = diagonal_puzzle();
    let xfile = dir.join("x.txt");
    fs::write(
        &xfile,
        format!("{}\n{}\n", x.puzzle.to_line(), &x.puzzle.to_line()[1..]),
    )
    .unwrap();
    let o = run(&["solve", "--variant", "x", "--file", xfile.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(6));
    let out: Vec<String> = stdout(&o).lines().map(str::to_string).collect();
    assert_eq!(out, [x.solution.to_line(), "x".repeat(81)]);
    assert!(stderr(&o).contains("line 2: 80 cells"), "{}", stderr(&o));
}

// ---------------------------------------------------------------------------------------------
// Printing: the drawing, read back as pixels (poppler's pdftoppm), and the digits as text.

/// The first page of a PDF as grey levels (72 dpi: one pixel a point).
fn raster(pdf: &Path) -> image::GrayImage {
    common::pdf::raster(pdf, 1, 72)
}

/// One puzzle on one page, without the solutions.
fn print_one(grid: Grid, name: &str) -> image::GrayImage {
    let path = out_dir(name).join(format!("{name}.pdf"));
    let options = PrintOptions {
        per_page: PerPage::One,
        ..PrintOptions::default()
    };
    write_pdf(&path, &[PrintPuzzle::new(grid, "Medium")], &options).unwrap();
    raster(&path)
}

/// A rectangle of pixels: left, top, right, bottom (inclusive).
type Bounds = (u32, u32, u32, u32);

/// The pixels where two pages differ, and their bounding box.
fn difference(a: &image::GrayImage, b: &image::GrayImage) -> (Vec<(u32, u32)>, Bounds) {
    assert_eq!(a.dimensions(), b.dimensions());
    let pixels: Vec<(u32, u32)> = a
        .enumerate_pixels()
        .filter(|&(x, y, p)| p.0[0].abs_diff(b.get_pixel(x, y).0[0]) > 3)
        .map(|(x, y, _)| (x, y))
        .collect();
    let bounds = pixels.iter().fold((u32::MAX, u32::MAX, 0, 0), |(l, t, r, b), &(x, y)| {
        (l.min(x), t.min(y), r.max(x), b.max(y))
    });
    (pixels, bounds)
}

#[test]
fn a_diagonal_board_prints_with_both_diagonals_shaded() {
    let x = diagonal_puzzle();
    let classic = print_one(x.puzzle.clone().with_shape(Shape::Classic), "x-as-classic");
    let diagonal = print_one(x.puzzle.clone(), "x");
    let (pixels, (left, top, right, bottom)) = difference(&classic, &diagonal);
    assert!(!pixels.is_empty(), "the diagonal board prints as a classic one");
    // The shading spans the grid (its corner cells are on the diagonals): a large square.
    let (w, h) = (right - left + 1, bottom - top + 1);
    assert!(w > 300 && w.abs_diff(h) <= 3, "{w}x{h}");
    let cell = w as f32 / 9.0;
    let at = |p: u32, from: u32| (p - from) as f32 / cell;
    for &(px, py) in &pixels {
        let (col, row) = (at(px, left), at(py, top));
        // A pixel on a cell's side may belong to either cell.
        let near_side = (col - col.round()).abs() < 0.05 || (row - row.round()).abs() < 0.05;
        let (c, r) = (col as usize, row as usize);
        assert!(
            near_side || r == c || r + c == 8,
            "a change off the diagonals at r{}c{}",
            r + 1,
            c + 1
        );
    }
    // Every diagonal cell is shaded (a point near its corner, away from the digit), and is
    // darker than paper.
    for i in 0..9u32 {
        for (r, c) in [(i, i), (i, 8 - i)] {
            let x = left + (c as f32 * cell + cell * 0.15) as u32;
            let y = top + (r as f32 * cell + cell * 0.15) as u32;
            let shade = diagonal.get_pixel(x, y).0[0];
            assert!(shade < 240 && shade > 180, "r{}c{}: grey {shade}", r + 1, c + 1);
            assert_eq!(
                classic.get_pixel(x, y).0[0],
                255,
                "classic r{}c{} is white",
                r + 1,
                c + 1
            );
        }
    }
}

#[test]
fn a_jigsaw_prints_its_regions_with_borders_and_fills() {
    let j = jigsaw_puzzle();
    let Shape::Jigsaw(regions) = j.puzzle.shape() else {
        unreachable!()
    };
    let map = regions.map();
    let classic = print_one(j.puzzle.clone().with_shape(Shape::Classic), "jigsaw-as-classic");
    let jigsaw = print_one(j.puzzle.clone(), "jigsaw");
    let (pixels, (left, top, right, bottom)) = difference(&classic, &jigsaw);
    assert!(!pixels.is_empty(), "the jigsaw prints as a classic board");
    // Every cell has a fill, so the changes cover the grid inside its border.
    let (w, h) = (right - left + 1, bottom - top + 1);
    assert!(w > 300 && w.abs_diff(h) <= 3, "{w}x{h}");
    let cell = w as f32 / 9.0;
    let point = |col: f32, row: f32| (left + (col * cell) as u32, top + (row * cell) as u32);
    // The darkest pixel around a point: a thick black border or a thin grey line.
    let darkest = |(x, y): (u32, u32)| {
        let mut min = 255;
        for dx in 0..5 {
            for dy in 0..5 {
                min = min.min(jigsaw.get_pixel(x + dx - 2, y + dy - 2).0[0]);
            }
        }
        min
    };
    let fill = |row: usize, col: usize| {
        let (x, y) = point(col as f32 + 0.15, row as f32 + 0.15);
        jigsaw.get_pixel(x, y).0[0]
    };
    for row in 0..9 {
        for col in 0..9 {
            let here = map[row * 9 + col];
            let mut sides = Vec::new();
            if col < 8 {
                sides.push((
                    map[row * 9 + col + 1],
                    point(col as f32 + 1.0, row as f32 + 0.5),
                    (row, col + 1),
                ));
            }
            if row < 8 {
                sides.push((
                    map[(row + 1) * 9 + col],
                    point(col as f32 + 0.5, row as f32 + 1.0),
                    (row + 1, col),
                ));
            }
            for (there, at, (r2, c2)) in sides {
                let ink = darkest(at);
                if there == here {
                    assert!(
                        ink > 100,
                        "r{}c{} to r{}c{}: a thick line inside a region ({ink})",
                        row + 1,
                        col + 1,
                        r2 + 1,
                        c2 + 1
                    );
                    assert_eq!(fill(row, col), fill(r2, c2), "one region, one fill");
                } else {
                    assert!(
                        ink < 60,
                        "r{}c{} to r{}c{}: no border between regions ({ink})",
                        row + 1,
                        col + 1,
                        r2 + 1,
                        c2 + 1
                    );
                    assert!(
                        fill(row, col).abs_diff(fill(r2, c2)) >= 6,
                        "neighbouring regions at r{}c{} and r{}c{} look alike in grey",
                        row + 1,
                        col + 1,
                        r2 + 1,
                        c2 + 1
                    );
                }
                assert!(fill(row, col) < 252, "r{}c{} has no fill", row + 1, col + 1);
            }
        }
    }
}

#[test]
fn print_with_variant_prints_the_puzzles_given_or_generated() {
    let dir = out_dir("print-cli");
    let j = jigsaw_puzzle();
    let (digits, map) = split(&j.puzzle.to_line());
    let pdf = dir.join("jigsaw.pdf");
    let o = run(&[
        "print",
        "--variant",
        "jigsaw",
        "--puzzle",
        &digits,
        &map,
        "--solutions",
        "--per-page",
        "1",
        "-o",
        pdf.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let sheets = pages(&pdf);
    assert_eq!(sheets.len(), 2);
    let printed: String = sheets[0]
        .chars()
        .skip_while(|c| *c != '\u{b7}')
        .filter(char::is_ascii_digit)
        .collect();
    let givens: String = digits.chars().filter(char::is_ascii_digit).collect();
    assert_eq!(printed, givens);
    let (solved, _) = split(&j.solution.to_line());
    let printed: String = sheets[1]
        .chars()
        .skip_while(|c| *c != '\u{b7}')
        .filter(char::is_ascii_digit)
        .collect();
    assert_eq!(printed, solved);
    // The CLI draws what the library does for the same puzzle.
    let library = dir.join("library.pdf");
    let options = PrintOptions {
        per_page: PerPage::One,
        solutions: true,
        ..PrintOptions::default()
    };
    write_pdf(&library, &[given_puzzle(j.puzzle.clone()).unwrap()], &options).unwrap();
    let (changed, _) = difference(&raster(&library), &raster(&pdf));
    assert!(changed.is_empty(), "{} pixels differ", changed.len());

    // New puzzles: those `generate` gives for the seed.
    let pdf = dir.join("x.pdf");
    let o = run(&[
        "print",
        "--variant",
        "x",
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
    let page = &pages(&pdf)[0];
    for seed in [3, 4] {
        let p = generate_variant_seeded(Variant::Diagonal, Difficulty::Easy, seed);
        let givens: String = p.puzzle.to_line().chars().filter(char::is_ascii_digit).collect();
        assert!(
            page.split_whitespace().collect::<String>().contains(&givens),
            "seed {seed}"
        );
    }

    // A file of jigsaws with a line that lacks its map: refused, naming the line.
    let file = dir.join("jigsaws.txt");
    fs::write(&file, format!("{}\n{digits}\n", j.puzzle.to_line())).unwrap();
    let o = run(&[
        "print",
        "--variant",
        "jigsaw",
        "--file",
        file.to_str().unwrap(),
        "-o",
        pdf.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(3), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("line 2") && stderr(&o).contains("region map"),
        "{}",
        stderr(&o)
    );
}

/// The window's Export PDF of a jigsaw game in progress: the same drawing path, with the
/// player's entries and the solution page.
#[cfg(feature = "gui")]
#[test]
fn the_windows_export_prints_a_jigsaw_game_with_its_regions() {
    use sudoku3d::app::export::{ExportChoice, PdfExport};
    let j = jigsaw_puzzle();
    let mut board = j.puzzle.clone();
    let empty = (0..81).find(|&c| board.get(c).is_none()).unwrap();
    board.set(empty, j.solution.get(empty));
    let dir = out_dir("export");
    let choice = ExportChoice {
        progress: true,
        solution: true,
    };
    let export = PdfExport::new(
        dir.join("game.pdf"),
        choice,
        (&j.puzzle, &j.solution, &board),
        ("Sudoku 3D".into(), "Medium".into()),
        Default::default(),
    );
    let path = export.write().unwrap();
    let sheets = pages(&path);
    assert_eq!(sheets.len(), 2);
    let printed: String = sheets[0]
        .chars()
        .skip_while(|c| *c != '\u{b7}')
        .filter(char::is_ascii_digit)
        .collect();
    let (board_digits, _) = split(&board.to_line());
    assert_eq!(
        printed,
        board_digits.chars().filter(char::is_ascii_digit).collect::<String>()
    );
    // Drawn as the jigsaw it is, not as a classic board of the same digits (whose page
    // differs from it only by its footer otherwise).
    let classic = dir.join("classic.pdf");
    let flat = PrintPuzzle::new(j.puzzle.clone().with_shape(Shape::Classic), "Medium")
        .with_progress(board.clone().with_shape(Shape::Classic));
    let options = PrintOptions {
        per_page: PerPage::One,
        ..PrintOptions::default()
    };
    write_pdf(&classic, &[flat], &options).unwrap();
    let (changed, _) = difference(&raster(&classic), &raster(&path));
    assert!(changed.len() > 1000, "{} pixels differ", changed.len());
}

#[test]
fn every_board_kind_is_a_value_of_variant_and_mode_by_each_of_its_spellings() {
    // The spellings users type, the older and shorter ones too: each reaches its kind.
    let spellings = [
        ("classic", "classic"),
        ("diagonal", "diagonal"),
        ("x", "diagonal"),
        ("X", "diagonal"),
        ("jigsaw", "jigsaw"),
        ("Killer", "killer"),
        ("mini", "mini"),
        ("6x6", "mini"),
        ("giant", "giant"),
        ("16X16", "giant"),
    ];
    for (spelling, kind) in spellings {
        let o = run(&[
            "generate",
            "--variant",
            spelling,
            "-d",
            "easy",
            "-n",
            "1",
            "--seed",
            "3",
            "--json",
        ]);
        assert_eq!(o.status.code(), Some(0), "--variant {spelling}: {}", stderr(&o));
        assert!(
            stdout(&o).contains(&format!("\"variant\":\"{kind}\""))
                || stdout(&o).contains(&format!("\"mode\":\"{kind}\"")),
            "--variant {spelling} made no {kind}: {}",
            stdout(&o)
        );
    }
    // --help names every value with what its puzzle text is; -h lists them.
    let help = stdout(&run(&["generate", "--help"]));
    for (kind, words) in [
        ("classic", "81 characters"),
        ("diagonal", "main diagonals"),
        ("jigsaw", "region map"),
        ("killer", "cage sums"),
        ("mini", "36 cells"),
        ("giant", "256 cells"),
    ] {
        assert!(help.contains(&format!("- {kind}:")), "{kind} not in --help: {help}");
        assert!(help.contains(words), "--help does not say {words:?}: {help}");
    }
    // Every kind of the board table, in its order (the cube by --cube on terminal commands).
    let names = |cube: bool| {
        let kinds: Vec<&str> = sudoku3d::engine::boards::TABLE
            .iter()
            .map(|row| row.name)
            .filter(|&name| cube || name != "cube")
            .collect();
        format!("[possible values: {}]", kinds.join(", "))
    };
    assert!(names(false).contains("mini, giant"), "{}", names(false));
    let short = stdout(&run(&["solve", "-h"]));
    assert!(short.contains(&names(false)), "{short}");
    // A wrong value: a usage error naming the accepted ones (the cube has --cube).
    let o = run(&["solve", "--variant", "hexagon", EXAMPLE_CLASSIC]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("invalid value 'hexagon'") && stderr(&o).contains(&names(false)),
        "{}",
        stderr(&o)
    );
    let o = run(&["solve", "--variant", "cube", EXAMPLE_CLASSIC]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    // --mode takes the cube too, and refuses what is no kind.
    let o = run(&["levels", "--mode", "hexagon"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains(&names(true)), "{}", stderr(&o));
    let help = stdout(&run(&["--help"]));
    assert!(help.contains("- cube:") && help.contains("- mini:"), "{help}");
}

/// A classic puzzle with one solution.
const EXAMPLE_CLASSIC: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
