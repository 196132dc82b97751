//! A hint's words in the player's language ([`StagedHint::text`]): the engine's English
//! sentences, or, in another language, words built from the hint's structured fields. It only
//! reads hints: nothing it reads imports it back.
//!
//! The engine's finders write one English sentence per step (`Step::explanation`, and numbered
//! `lines` for chains) while they find the step, naming every link and every set as they go.
//! That English stays as it is: it says more than any template could rebuild from the fields.
//! For the other languages the sentence is built here, at display time, from the step's
//! technique, digits, cells, houses, placements and eliminations: one Fluent message per
//! technique (`explain-x-wing`, ...), most of them sharing a family's wording, and a chain's
//! lines written as its links in the usual notation (`(4)r1c2 = (4)r1c7`), which reads the same
//! in every language.
//!
//! Singles are the exception: their "why" (the digits around them that rule out the rest, which
//! the engine's finders do not record) is written here in every language, English included,
//! from the hint's [`RuleOut`]s.
//!
//! It runs on the thread showing the hint (a hint is found on another thread, whose language
//! is English), and knows nothing of iced.

use crate::engine::logic::text::and_list as english_list;
use crate::engine::logic::{Inference, Reason};
use crate::engine::{Digit, Geometry, HouseKind, Step, Technique};
use crate::i18n::{self, Language};
use crate::t;

use super::hint::{
    HintKind, HintOverlay, LegendEntry, LegendKind, RuleOut, Stage, StageText, StagedHint, Supposition, TextLine,
};

/// Whether the hint shows the engine's own English sentences.
pub fn english() -> bool {
    i18n::language() == Language::English
}

/// A cell's name: `r1c2`, on the cube with its face first (`Верх r1c2`).
pub fn cell_name(geometry: &Geometry, cell: usize) -> String {
    let p = geometry.positions(cell)[0];
    let rc = format!("r{}c{}", p.row + 1, p.col + 1);
    // On a board of several faces (the cube) a cell's name says its face.
    if geometry.faces().len() > 1 {
        format!("{} {rc}", i18n::face_name(p.face))
    } else {
        rc
    }
}

/// A house's name: `row 3`, `box 5`, on the cube with its face (`box 5 of Front`).
pub fn house_name(geometry: &Geometry, house: usize) -> String {
    let h = &geometry.houses()[house];
    let id = match h.kind {
        HouseKind::Row => "house-row",
        HouseKind::Column => "house-column",
        HouseKind::Box => "house-box",
        HouseKind::Region => "house-region",
        HouseKind::Diagonal if h.index == 0 => return t!("house-diagonal-down"),
        HouseKind::Diagonal => return t!("house-diagonal-up"),
    };
    if let Some((first, second)) = geometry.shared_box(house) {
        return t!(
            "house-shared-box",
            first = i18n::face_name(first),
            second = i18n::face_name(second)
        );
    }
    let name = t!(id, number = u32::from(h.index) + 1);
    if geometry.shape() == crate::engine::Shape::Samurai {
        t!("house-in-grid", house = name, grid = i18n::face_name(h.face))
    } else if geometry.faces().len() > 1 {
        t!("house-on-face", house = name, face = i18n::face_name(h.face))
    } else {
        name
    }
}

/// Items in words: `a`, `a and b`, `a, b and c`.
pub fn and_list(items: impl IntoIterator<Item = String>) -> String {
    let items: Vec<String> = items.into_iter().collect();
    match items.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, head)) => t!("list-and", head = head.join(&t!("list-separator")), last = last),
    }
}

/// Items as alternatives: `a`, `a or b`, `a, b or c`.
pub fn or_list(items: impl IntoIterator<Item = String>) -> String {
    let items: Vec<String> = items.into_iter().collect();
    match items.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, head)) => t!("list-or", head = head.join(&t!("list-separator")), last = last),
    }
}

/// Candidates grouped by cell: `r1c2 (4, 7) and r3c4 (5)`.
pub fn candidates_text(geometry: &Geometry, candidates: &[(usize, Digit)]) -> String {
    let mut cells: Vec<usize> = Vec::new();
    for &(c, _) in candidates {
        if !cells.contains(&c) {
            cells.push(c);
        }
    }
    and_list(cells.iter().map(|&c| {
        let digits: Vec<String> = candidates
            .iter()
            .filter(|u| u.0 == c)
            .map(|u| u.1.to_string())
            .collect();
        format!("{} ({})", cell_name(geometry, c), digits.join(", "))
    }))
}

/// The family of wording a technique's message uses (each technique has its own message id;
/// the families keep the translations short).
fn message_id(technique: Technique) -> String {
    format!("explain-{}", technique.name().replace('_', "-"))
}

/// A step in one sentence, in the current language.
pub fn step_sentence(geometry: &Geometry, step: &Step) -> String {
    if english() {
        return step.explanation.clone();
    }
    let mut digits: Vec<Digit> = step
        .candidates
        .iter()
        .chain(&step.placements)
        .chain(&step.eliminations)
        .map(|c| c.1)
        .collect();
    digits.sort_unstable();
    digits.dedup();
    let digits = and_list(digits.iter().map(Digit::to_string));
    let mut houses: Vec<usize> = Vec::new();
    for &h in &step.houses {
        if !houses.contains(&h) {
            houses.push(h);
        }
    }
    let (cell, digit) = step
        .placements
        .first()
        .map(|&(c, d)| (cell_name(geometry, c), d.to_string()))
        .unwrap_or_default();
    let removes = candidates_text(geometry, &step.eliminations);
    let result = match (step.placements.is_empty(), step.eliminations.is_empty()) {
        (false, true) => t!("explain-result-place", digit = &digit, cell = &cell),
        (true, _) => t!("explain-result-remove", removes = &removes),
        (false, false) => t!("explain-result-both", digit = &digit, cell = &cell, removes = &removes),
    };
    let mut pattern: Vec<usize> = step.cells.clone();
    pattern.dedup();
    // A killer step names its cages ("the 15 cage at r1c1"); the digit its pattern is about
    // (cage locked candidates) is its first pattern candidate's.
    let shape = geometry.shape();
    let cages = shape.cages();
    let cages = and_list(step.cages.iter().filter_map(|&i| {
        let cage = cages?.cages().get(i)?;
        Some(t!(
            "explain-cage-name",
            sum = u32::from(cage.sum),
            cell = cell_name(geometry, cage.anchor())
        ))
    }));
    let digit = match step.candidates.first() {
        Some(&(_, d)) if step.placements.is_empty() && !step.cages.is_empty() => d.to_string(),
        _ => digit,
    };
    t!(
        &message_id(step.technique),
        technique = i18n::technique_title(step.technique),
        digit = digit,
        digits = digits,
        cell = cell,
        cells = and_list(pattern.iter().map(|&c| cell_name(geometry, c))),
        houses = and_list(houses.iter().map(|&h| house_name(geometry, h))),
        removes = removes,
        result = result,
        cages = cages,
    )
}

/// A step's lines under it (depth 1, deeper for a nested chain's inner lines): the engine's
/// English (its indentation, two spaces a level, becomes depth), or, in another language, its
/// links written as a chain. `index` is the step's place in the hint.
pub fn step_lines(geometry: &Geometry, step: &Step, index: usize) -> Vec<TextLine> {
    // A forcing chain's proof, inference by inference, in every language: a nested
    // supposition's proof sits one level deeper, before the line it proves.
    if !step.proof.is_empty() {
        return step
            .proof
            .iter()
            .map(|i| TextLine::new(i.depth.saturating_add(1), index, inference_sentence(geometry, i)))
            .collect();
    }
    if english() {
        return step
            .lines
            .iter()
            .map(|l| {
                let text = l.trim_start();
                let indent = (l.len() - text.len()) / 2;
                TextLine::new(1 + u8::try_from(indent).unwrap_or(u8::MAX - 1), index, text)
            })
            .collect();
    }
    step.links
        .iter()
        .map(|link| {
            let node = |n: &crate::engine::logic::Node| {
                let cells: Vec<String> = n.cells.iter().map(|&c| cell_name(geometry, c)).collect();
                format!("({}){}", n.digit, cells.join(","))
            };
            let sign = if link.strong { "=" } else { "\u{2212}" };
            TextLine::new(1, index, format!("{} {sign} {}", node(&link.from), node(&link.to)))
        })
        .collect()
}

/// One inference of a forcing chain's proof, in the current language ("r1c2 is 5 (the last
/// place for 5 in row 1).").
pub fn inference_sentence(geometry: &Geometry, inference: &Inference) -> String {
    let cell = cell_name(geometry, inference.cell);
    let digit = inference.digit;
    match inference.reason {
        Reason::Supposition => t!(
            if inference.placed {
                "proof-suppose"
            } else {
                "proof-suppose-not"
            },
            cell = cell,
            digit = digit
        ),
        Reason::HoldsOther { digit: other } => t!("proof-holds-other", cell = cell, digit = digit, other = other),
        Reason::Sees { cell: by } => t!("proof-sees", cell = cell, digit = digit, by = cell_name(geometry, by)),
        Reason::LastCandidate => t!("proof-last-candidate", cell = cell, digit = digit),
        Reason::LastPlace { house } => t!(
            "proof-last-place",
            cell = cell,
            digit = digit,
            house = house_name(geometry, house)
        ),
        Reason::Locked { confined, house } => t!(
            "proof-locked",
            cell = cell,
            digit = digit,
            confined = house_name(geometry, confined),
            house = house_name(geometry, house)
        ),
        Reason::Nested => t!("proof-nested", cell = cell, digit = digit),
        Reason::NoCandidateLeft => t!("proof-no-candidate", cell = cell),
        Reason::NoPlaceLeft { house } => t!("proof-no-place", digit = digit, house = house_name(geometry, house)),
        Reason::BothTrueAndFalse => t!("proof-both", cell = cell, digit = digit),
        Reason::CageSum {
            cage,
            left,
            cells,
            fits,
        } => t!(
            if inference.placed {
                "proof-cage-places"
            } else {
                "proof-cage-removes"
            },
            cell = cell,
            digit = digit,
            cage = proof_cage_name(geometry, cage),
            left = u32::from(left),
            cells = u32::from(cells),
            combos = crate::engine::logic::forcing::fits_text(cells, left, fits, &t!("proof-cage-or"))
        ),
        Reason::CageBroken { cage, left, cells } => {
            let cage = proof_cage_name(geometry, cage);
            if left < 0 {
                t!("proof-cage-over", cage = cage)
            } else if cells == 0 {
                t!("proof-cage-full", cage = cage)
            } else {
                t!(
                    "proof-cage-no-fit",
                    cage = cage,
                    left = i32::from(left),
                    cells = u32::from(cells)
                )
            }
        }
    }
}

/// "the 17 cage at r3c4" in the current language (the cage's number when the board has none).
fn proof_cage_name(geometry: &Geometry, cage: usize) -> String {
    let shape = geometry.shape();
    match shape.cages().and_then(|x| x.cages().get(cage)) {
        Some(x) => t!(
            "explain-cage-name",
            sum = u32::from(x.sum),
            cell = cell_name(geometry, x.anchor())
        ),
        None => (cage + 1).to_string(),
    }
}

/// Why a single holds, in the current language (English too): the digits of its row, column
/// and box that rule out the other eight (a naked single), or, for each other empty cell of
/// its house, the digit it sees (a hidden single); and what earlier steps ruled out. None for
/// a step that is not the hint's placing single.
fn single_sentence(hint: &StagedHint, index: usize) -> Option<String> {
    let step = hint.steps.get(index)?;
    if index + 1 != hint.steps.len() {
        return None;
    }
    let geometry = hint.board.geometry();
    let &(cell, digit) = step.placements.first()?;
    let name = cell_name(geometry, cell);
    let (mut sentence, earlier) = match step.technique {
        Technique::NakedSingle => {
            // Grouped by the house of the cell that holds each ruling digit.
            let mut groups: Vec<(usize, Vec<Digit>)> = Vec::new();
            for r in &hint.rule_outs {
                let Some(&house) = geometry
                    .houses_of(cell)
                    .iter()
                    .find(|&&h| geometry.houses()[h].cells.contains(&r.by))
                else {
                    continue;
                };
                match groups.iter_mut().find(|g| g.0 == house) {
                    Some(g) => g.1.push(r.digit),
                    None => groups.push((house, vec![r.digit])),
                }
            }
            // Row, column, box: the order of the cell's houses.
            groups.sort_by_key(|g| geometry.houses_of(cell).iter().position(|&h| h == g.0));
            let reasons = groups
                .iter()
                .map(|(h, digits)| {
                    t!(
                        "hint-reason-house-holds",
                        house = house_name(geometry, *h),
                        digits = and_list(digits.iter().map(Digit::to_string))
                    )
                })
                .collect::<Vec<_>>()
                .join(&t!("list-group-separator"));
            // Only the board's digits: 7 to 9 were never candidates on Mini.
            let earlier: Vec<(usize, Digit)> = geometry
                .digits()
                .filter(|&d| d != digit && !hint.rule_outs.iter().any(|r| r.digit == d))
                .map(|d| (cell, d))
                .collect();
            let sentence = if reasons.is_empty() {
                t!("hint-naked-single-earlier", cell = &name, digit = digit)
            } else {
                t!("hint-naked-single-why", cell = &name, digit = digit, reasons = reasons)
            };
            (sentence, earlier)
        }
        Technique::HiddenSingle => {
            let &house = step.houses.first()?;
            let others: Vec<usize> = geometry.houses()[house]
                .cells
                .iter()
                .copied()
                .filter(|&t| t != cell && hint.board.get(t).is_none())
                .collect();
            let sees = and_list(hint.rule_outs.iter().map(|r: &RuleOut| {
                t!(
                    "hint-reason-sees",
                    cell = cell_name(geometry, r.target),
                    by = cell_name(geometry, r.by)
                )
            }));
            let earlier: Vec<(usize, Digit)> = others
                .iter()
                .filter(|&&t| !hint.rule_outs.iter().any(|r| r.target == t))
                .map(|&t| (t, digit))
                .collect();
            let house = house_name(geometry, house);
            let sentence = if hint.rule_outs.is_empty() && others.is_empty() {
                t!("hint-hidden-single-full", house = house, cell = &name, digit = digit)
            } else if hint.rule_outs.is_empty() {
                t!("hint-hidden-single-earlier", house = house, cell = &name, digit = digit)
            } else {
                t!(
                    "hint-hidden-single-why",
                    house = house,
                    cell = &name,
                    digit = digit,
                    reasons = sees
                )
            };
            (sentence, earlier)
        }
        _ => return None,
    };
    if !earlier.is_empty() {
        sentence.push(' ');
        sentence.push_str(&t!(
            "hint-ruled-out-earlier",
            removes = candidates_text(geometry, &earlier)
        ));
    }
    Some(sentence)
}

/// A forcing chain's supposition as stage 1's sentence, in the current language.
fn supposition_text(geometry: &Geometry, supposition: &Supposition) -> String {
    match supposition {
        Supposition::Candidate { cell, digit, is } => t!(
            if *is {
                "hint-where-suppose"
            } else {
                "hint-where-suppose-not"
            },
            cell = cell_name(geometry, *cell),
            digit = *digit
        ),
        Supposition::Cell { cell, digits } => t!(
            "hint-where-try-cell",
            cell = cell_name(geometry, *cell),
            digits = or_list(digits.iter().map(Digit::to_string))
        ),
        Supposition::House { house, digit, cells } => t!(
            "hint-where-try-house",
            house = house_name(geometry, *house),
            digit = *digit,
            cells = or_list(cells.iter().map(|&c| cell_name(geometry, c)))
        ),
    }
}

/// Where to look, in the current language: the technique and its houses (never the answer).
fn where_text(hint: &StagedHint, geometry: &Geometry) -> String {
    let main = hint
        .technique
        .and_then(|t| hint.steps.iter().rev().find(|s| s.technique == t));
    let area = match (hint.technique, main) {
        (_, Some(s)) if hint.houses.is_empty() => {
            t!(
                "hint-area-cells",
                cells = and_list(s.cells.iter().map(|&c| cell_name(geometry, c)))
            )
        }
        _ if hint.houses.is_empty() => hint.placement.map(|p| cell_name(geometry, p.0)).unwrap_or_default(),
        _ => and_list(hint.houses.iter().map(|&h| house_name(geometry, h))),
    };
    let mut text = match (hint.technique, &hint.supposition) {
        // A contradiction chain's supposition would name the answer: stage 2 says it.
        (Some(t), Some(Supposition::Candidate { is: true, .. })) => t!(
            "hint-where-chain-removes",
            technique = i18n::technique_title(t),
            house = area
        ),
        (Some(t), Some(Supposition::Candidate { is: false, .. })) => t!(
            "hint-where-chain-settles",
            technique = i18n::technique_title(t),
            house = area
        ),
        (Some(_), Some(s)) => supposition_text(geometry, s),
        (Some(t), None) => t!("hint-where", technique = i18n::technique_title(t), area = area),
        (None, _) => t!("hint-look-at", area = area),
    };
    if let (Some(main), Some(last)) = (main, hint.steps.last()) {
        if main != last {
            text.push(' ');
            text.push_str(&t!(
                "hint-where-leads",
                technique = i18n::technique_title(last.technique)
            ));
        }
    }
    text
}

/// A wrong entry, explained.
fn mistake_text(hint: &StagedHint, geometry: &Geometry) -> String {
    let Some(m) = &hint.mistake else {
        return String::new();
    };
    let cell = cell_name(geometry, m.cell);
    let mut sentence = match m.repeats {
        Some((other, house)) => t!(
            "hint-mistake-repeat",
            cell = cell,
            digit = m.entered,
            other = cell_name(geometry, other),
            house = house_name(geometry, house)
        ),
        None => t!("hint-mistake-wrong", cell = cell, digit = m.entered),
    };
    sentence.push(' ');
    sentence.push_str(&t!("hint-mistake-others", count = m.other_wrong));
    sentence
}

/// What a hint says at `stage`, in a language other than English.
pub fn stage_text(hint: &StagedHint, stage: Stage) -> StageText {
    let geometry = hint.board.geometry();
    let title = match (hint.kind, hint.technique) {
        (HintKind::Step, Some(t)) => format!(
            "{} ({})",
            i18n::technique_title(t),
            crate::engine::logic::rating_text(hint.rating)
        ),
        (HintKind::Step, None) => t!("hint-title-hint"),
        (HintKind::Mistake, _) => t!("hint-title-mistake"),
        (HintKind::Reveal, _) => t!("hint-title-reveal"),
        (HintKind::Solved, _) => t!("hint-title-solved"),
    };
    let sentence = |stage: Stage| -> (String, Vec<TextLine>) {
        match (hint.kind, stage) {
            (HintKind::Mistake, _) => (mistake_text(hint, geometry), Vec::new()),
            (HintKind::Solved, _) => (t!("hint-solved"), Vec::new()),
            (HintKind::Reveal, Stage::Where) if hint.out_of_budget => (t!("hint-budget-where"), Vec::new()),
            (HintKind::Reveal, Stage::Where) => (t!("hint-reveal-where"), Vec::new()),
            (HintKind::Reveal, _) => {
                let (cell, digit) = hint
                    .placement
                    .map(|(c, d)| (cell_name(geometry, c), d.to_string()))
                    .unwrap_or_default();
                let sentence = if hint.out_of_budget {
                    t!("hint-budget", cell = cell, digit = digit)
                } else {
                    t!("hint-reveal", cell = cell, digit = digit)
                };
                (sentence, Vec::new())
            }
            (HintKind::Step, Stage::Where) => (where_text(hint, geometry), Vec::new()),
            (HintKind::Step, _) => {
                let said = |i: usize, s: &Step| single_sentence(hint, i).unwrap_or_else(|| step_sentence(geometry, s));
                let mut lines = Vec::new();
                let sentence = if hint.steps.len() > 1 {
                    for (i, s) in hint.steps.iter().enumerate() {
                        lines.push(TextLine::new(0, i, said(i, s)));
                        lines.extend(step_lines(geometry, s, i));
                    }
                    t!("hint-steps", count = hint.steps.len())
                } else {
                    let step = hint.steps.first();
                    lines.extend(step.map(|s| step_lines(geometry, s, 0)).unwrap_or_default());
                    step.map(|s| said(0, s)).unwrap_or_default()
                };
                (sentence, lines)
            }
        }
    };
    match stage {
        Stage::Apply if hint.stages() == 3 => {
            let mut parts = Vec::new();
            if let Some((c, d)) = hint.placement {
                parts.push(t!("hint-applied-place", digit = d, cell = cell_name(geometry, c)));
            }
            if !hint.eliminations.is_empty() {
                parts.push(t!("hint-applied-notes"));
            }
            StageText {
                title,
                sentence: t!("hint-applied", what = and_list(parts)),
                lines: Vec::new(),
            }
        }
        _ => {
            let stage = if hint.stages() == 1 { Stage::Where } else { stage };
            let (sentence, lines) = sentence(stage);
            StageText { title, sentence, lines }
        }
    }
}

// Written here rather than in `hint.rs`: the words read the hint, and the hint never reaches for
// its words (so `hint` imports neither this module nor the game).
impl StagedHint {
    /// What the hint says at `stage`.
    pub fn text(&self, stage: Stage) -> StageText {
        // The engine's sentences are English; other languages build theirs from the fields.
        if !english() {
            return stage_text(self, stage);
        }
        let geometry = self.board.geometry();
        let title = match (self.kind, self.technique) {
            (HintKind::Step, Some(t)) => format!("{} ({})", t.title(), crate::engine::logic::rating_text(self.rating)),
            (HintKind::Step, None) => "Hint".into(),
            (HintKind::Mistake, _) => "A wrong entry".into(),
            (HintKind::Reveal, _) => "From the solution".into(),
            (HintKind::Solved, _) => "Solved".into(),
        };
        if self.stages() == 1 || stage == Stage::Where {
            return StageText {
                title,
                sentence: self.where_text.clone(),
                lines: Vec::new(),
            };
        }
        // A single's reason is written here (the engine's sentence only states the single).
        let said = |i: usize, s: &Step| single_sentence(self, i).unwrap_or_else(|| s.explanation.clone());
        match stage {
            Stage::Where => unreachable!("handled above"),
            Stage::Why => {
                let mut lines = Vec::new();
                if self.steps.len() > 1 {
                    for (i, s) in self.steps.iter().enumerate() {
                        let title = s.technique.title();
                        let explanation = said(i, s);
                        lines.push(TextLine::new(
                            0,
                            i,
                            if explanation.starts_with(title) {
                                explanation
                            } else {
                                let e = explanation.strip_prefix("In ").map(|r| format!("in {r}"));
                                format!("{title}: {}", e.as_deref().unwrap_or(&explanation))
                            },
                        ));
                        lines.extend(step_lines(geometry, s, i));
                    }
                } else if let Some(s) = self.steps.first() {
                    lines.extend(step_lines(geometry, s, 0));
                }
                let sentence = if self.steps.len() > 1 {
                    format!("{} steps, in order; the last places the digit.", self.steps.len())
                } else {
                    self.steps
                        .first()
                        .and_then(|_| single_sentence(self, 0))
                        .unwrap_or_else(|| self.sentence.clone())
                };
                StageText { title, sentence, lines }
            }
            Stage::Apply => {
                let mut parts = Vec::new();
                if let Some((c, d)) = self.placement {
                    parts.push(format!("{d} placed in {}", geometry.cell_name(c)));
                }
                if !self.eliminations.is_empty() {
                    parts.push("the removed candidates taken out of your notes".to_string());
                }
                StageText {
                    title,
                    sentence: format!(
                        "Applied as one move: {}. Undo takes it back.",
                        english_list(parts.iter())
                    ),
                    lines: Vec::new(),
                }
            }
        }
    }
}

impl HintOverlay {
    /// The legend of what this overlay draws: one entry per kind of mark it shows, in a fixed
    /// order, each with its meaning in the current language. Nothing for an empty overlay.
    pub fn legend(&self) -> Vec<LegendEntry> {
        let drawn = |c: &(usize, Digit)| self.unwritten.contains(c);
        let kinds = [
            (LegendKind::Area, !self.area.is_empty(), t!("hint-legend-area")),
            (
                LegendKind::Pattern,
                !self.candidates.is_empty(),
                t!("hint-legend-pattern"),
            ),
            (LegendKind::Fin, !self.fins.is_empty(), t!("hint-legend-fin")),
            (LegendKind::Removed, !self.strikes.is_empty(), t!("hint-legend-removed")),
            (LegendKind::Placed, self.placement.is_some(), t!("hint-legend-placed")),
            (
                LegendKind::StrongLink,
                self.links.iter().any(|l| l.strong),
                t!("hint-legend-strong-link"),
            ),
            (
                LegendKind::WeakLink,
                self.links.iter().any(|l| !l.strong),
                t!("hint-legend-weak-link"),
            ),
            (
                LegendKind::RuleOut,
                !self.rule_outs.is_empty(),
                t!("hint-legend-rule-out"),
            ),
            (
                LegendKind::Unwritten,
                self.candidates.iter().chain(&self.fins).any(drawn),
                t!("hint-legend-unwritten"),
            ),
            (LegendKind::Mistake, self.mistake.is_some(), t!("hint-legend-mistake")),
            (
                LegendKind::Conflict,
                self.conflict.is_some(),
                t!("hint-legend-conflict"),
            ),
        ];
        kinds
            .into_iter()
            .filter(|k| k.1)
            .map(|(kind, _, label)| LegendEntry { kind, label })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Shape;
    use crate::i18n::set_language;

    /// Every technique's message renders in every language with the arguments the code
    /// passes: no placeholder left unfilled, no message missing.
    #[test]
    fn every_technique_has_an_explanation_in_every_language() {
        let geometry = Shape::Classic.geometry();
        for language in Language::ALL {
            set_language(language);
            for technique in Technique::all() {
                let mut step = Step::new(technique);
                step.cells = vec![0, 1];
                step.houses = vec![0];
                step.candidates = vec![(0, Digit::new(4).unwrap()), (1, Digit::new(7).unwrap())];
                // Singles place a digit; every other technique removes candidates.
                if matches!(technique, Technique::NakedSingle | Technique::HiddenSingle) {
                    step.placements = vec![(5, Digit::new(4).unwrap())];
                } else {
                    step.eliminations = vec![(5, Digit::new(4).unwrap())];
                }
                step.explanation = "The engine's English.".into();
                let sentence = step_sentence(geometry, &step);
                if language == Language::English {
                    assert_eq!(sentence, "The engine's English.");
                    continue;
                }
                assert!(!sentence.contains("explain-"), "{language:?} {technique:?}: {sentence}");
                assert!(!sentence.contains('{'), "{language:?} {technique:?}: {sentence}");
                assert!(
                    sentence.contains("r1c6"),
                    "{language:?} {technique:?} names the cell it changes: {sentence}"
                );
            }
        }
        set_language(Language::English);
    }

    #[test]
    fn russian_names_houses_and_faces() {
        set_language(Language::Russian);
        let g = Shape::Cube.geometry();
        let first_box = g
            .houses()
            .iter()
            .position(|h| h.kind == HouseKind::Box && h.face == crate::engine::Face::Top && h.index == 0)
            .unwrap();
        assert_eq!(house_name(g, first_box), "блок 1 (Верх)");
        assert!(cell_name(g, 0).starts_with("Верх r1c1"));
        assert_eq!(and_list(["a".into(), "b".into(), "c".into()]), "a, b и c");
        set_language(Language::English);
    }
}
