//! HoDoKu's regression library (`data/hodoku-reglib-1.4.txt`): 1,100 pencil-mark positions,
//! each with exactly what one technique must find there, or (code ending in `-x`) that it must
//! find nothing. Every case of a code we map to one of our techniques must pass; the test
//! prints, per code, how many passed.
//!
//! A case passes when some step of the mapped technique on the position (every step, not only
//! the first: `LogicalSolver::all_steps`) removes exactly the listed candidates, or places the
//! listed digits. HoDoKu states BUG+1 as the removal of the cell's other candidates; our BUG+1
//! places the digit, which is the same.

use std::collections::BTreeMap;

use sudoku3d::engine::{Candidates, Digit, Grid, LogicalSolver, PencilMarks, Technique};

/// HoDoKu codes (with variant, if any) and our technique for them. Codes not listed are
/// techniques we do not have (or variants we do not implement, e.g. unique rectangles with
/// missing candidates, `-2`).
const CODES: &[(&str, Technique)] = &[
    ("0000", Technique::NakedSingle), // full house: a naked single too
    ("0002", Technique::HiddenSingle),
    ("0003", Technique::NakedSingle),
    ("0100", Technique::LockedCandidates),
    ("0101", Technique::LockedCandidates),
    ("0110-1", Technique::NakedPair), // locked pair: our naked pair clears the line and the box
    ("0111-1", Technique::NakedTriple),
    ("0200", Technique::NakedPair),
    ("0201", Technique::NakedTriple),
    ("0202", Technique::NakedQuad),
    ("0210", Technique::HiddenPair),
    ("0211", Technique::HiddenTriple),
    ("0212", Technique::HiddenQuad),
    ("0300", Technique::XWing),
    ("0301", Technique::Swordfish),
    ("0302", Technique::Jellyfish),
    ("0310", Technique::FinnedXWing),
    ("0311", Technique::FinnedSwordfish),
    ("0312", Technique::FinnedJellyfish),
    ("0320", Technique::SashimiXWing),
    ("0321", Technique::SashimiSwordfish),
    ("0322", Technique::SashimiJellyfish),
    ("0400", Technique::Skyscraper),
    ("0401", Technique::TwoStringKite),
    ("0402", Technique::EmptyRectangle),
    ("0402-1", Technique::EmptyRectangle),
    ("0403", Technique::TurbotFish),
    ("0500", Technique::SimpleColouring),
    ("0501", Technique::SimpleColouring),
    ("0600-1", Technique::UniqueRectangle1),
    ("0601-1", Technique::UniqueRectangle2),
    ("0602-1", Technique::UniqueRectangle3),
    ("0603-1", Technique::UniqueRectangle4),
    ("0610", Technique::BugPlusOne),
    ("0610-x", Technique::BugPlusOne),
    ("0800", Technique::XYWing),
    ("0801", Technique::XYZWing),
    ("0803", Technique::WWing),
    ("0701", Technique::XChain),
    ("0702", Technique::XYChain),
    ("0703", Technique::RemotePairs),
    ("0707-1", Technique::Aic), // discontinuous nice loops: an AIC from the candidate to itself
    ("0707-2", Technique::Aic),
    ("0708-1", Technique::Aic),
    ("0708-2", Technique::Aic),
    ("0710-1", Technique::GroupedAic),
    ("0710-2", Technique::GroupedAic),
    ("0711-1", Technique::GroupedAic),
    ("0711-2", Technique::GroupedAic),
    ("0901-1", Technique::AlsXz),
    ("0901-2", Technique::AlsXz),
    ("0902-1", Technique::AlsXyWing),
    ("1101", Technique::SueDeCoq),
];

/// `"436 257"` as `[(r3c6, 4), (r5c7, 2)]`.
fn candidates_of(text: &str) -> Vec<(usize, Digit)> {
    text.split_whitespace()
        .filter_map(|t| {
            let b = t.as_bytes();
            if b.len() != 3 {
                return None;
            }
            let d = Digit::new(b[0] - b'0')?;
            let (r, c) = ((b[1] - b'1') as usize, (b[2] - b'1') as usize);
            Some((r * 9 + c, d))
        })
        .collect()
}

struct Case {
    code: String,
    line: usize,
    solver: LogicalSolver,
    eliminations: Vec<(usize, Digit)>,
    placements: Vec<(usize, Digit)>,
}

fn cases() -> Vec<Case> {
    let path = format!("{}/data/hodoku-reglib-1.4.txt", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if !line.starts_with(':') {
            continue;
        }
        let fields: Vec<&str> = line.split(':').collect();
        assert!(fields.len() >= 7, "line {}: {line}", i + 1);
        let givens: String = fields[3].chars().filter(|&ch| ch != '+').collect();
        let grid = Grid::from_line(&givens).unwrap_or_else(|e| panic!("line {}: {e}", i + 1));
        let mut cands: Vec<Candidates> = (0..81).map(|c| grid.candidates(c)).collect();
        for (c, d) in candidates_of(fields[4]) {
            cands[c].remove(d);
        }
        out.push(Case {
            code: fields[1].to_string(),
            line: i + 1,
            solver: LogicalSolver::with_candidates(&grid, &cands),
            eliminations: candidates_of(fields[5]),
            placements: candidates_of(fields[6]),
        });
    }
    out
}

/// What a step does, as sorted eliminations (a placement counts as removing the cell's other
/// candidates when the case lists eliminations).
fn passes(case: &Case, technique: Technique) -> bool {
    let steps = case.solver.all_steps(technique);
    if case.code.ends_with("-x") {
        return steps.is_empty();
    }
    let mut want = case.eliminations.clone();
    want.sort_unstable();
    steps.iter().any(|s| {
        if !case.placements.is_empty() {
            return case.placements.iter().all(|p| s.placements.contains(p));
        }
        let mut got = s.eliminations.clone();
        for &(c, d) in &s.placements {
            got.extend(case.solver.candidates()[c].iter().filter(|&x| x != d).map(|x| (c, x)));
        }
        got.sort_unstable();
        got.dedup();
        got == want
    })
}

#[test]
fn hodoku_library_cases_pass_for_every_implemented_technique() {
    let all = cases();
    assert!(all.len() > 1000, "{} cases", all.len());
    let mut report: BTreeMap<String, (usize, usize, Vec<usize>)> = BTreeMap::new();
    let mut uncovered: BTreeMap<String, usize> = BTreeMap::new();
    for case in &all {
        match CODES.iter().find(|(code, _)| *code == case.code) {
            Some(&(_, technique)) => {
                let entry = report.entry(case.code.clone()).or_default();
                if passes(case, technique) {
                    entry.0 += 1;
                } else {
                    entry.1 += 1;
                    entry.2.push(case.line);
                }
            }
            None => *uncovered.entry(case.code.clone()).or_default() += 1,
        }
    }
    // The same positions read from their 729-character pencil-mark form (where no empty cell
    // is down to one candidate, which that form would read as placed) give the same answers.
    let mut via_text = 0;
    for case in &all {
        let Some(&(_, technique)) = CODES.iter().find(|(code, _)| *code == case.code) else {
            continue;
        };
        let cands = case.solver.candidates();
        let grid = case.solver.grid();
        if (0..81).any(|c| grid.get(c).is_none() && cands[c].len() < 2) {
            continue;
        }
        let text: String = (0..81)
            .flat_map(|c| {
                let set = grid.get(c).map_or(cands[c], Candidates::only);
                Digit::all().map(move |d| if set.contains(d) { d.to_char() } else { '.' })
            })
            .collect();
        let pm = PencilMarks::parse(&text).unwrap_or_else(|e| panic!("line {}: {e}", case.line));
        let reread = Case {
            code: case.code.clone(),
            line: case.line,
            solver: LogicalSolver::with_candidates(&pm.grid, &pm.candidates),
            eliminations: case.eliminations.clone(),
            placements: case.placements.clone(),
        };
        assert_eq!(reread.solver.candidates(), cands, "line {}", case.line);
        assert!(
            passes(&reread, technique),
            "line {} read from its pencil marks",
            case.line
        );
        via_text += 1;
    }
    eprintln!("{via_text} cases also pass read from the 729-character form");
    assert!(via_text > 500);

    let mut failed = 0;
    for (code, (ok, bad, lines)) in &report {
        let technique = CODES.iter().find(|(c, _)| c == code).map(|x| x.1.title()).unwrap_or("");
        eprintln!("{code:<8} {technique:<26} passed {ok:>3}  failed {bad:>3} {lines:?}");
        failed += bad;
    }
    let skipped: usize = uncovered.values().sum();
    eprintln!(
        "not covered (techniques or variants we do not have): {skipped} cases in {} codes",
        uncovered.len()
    );
    assert_eq!(failed, 0, "{failed} cases of implemented techniques failed");
}
