//! Stage 2 of a hint walked one item at a time: each step of a multi-step hint, and inside a
//! chain each link, is an item with its line of text, its depth (a chain's links sit under
//! their step) and what it adds to the drawing. [`Walk::overlay`] draws the items up to a
//! cursor, so the board grows link by link and shrinks again going back;
//! [`ActiveHint`](super::ActiveHint) keeps the cursor.
//!
//! The walk is built from the stage's words in the player's language ([`StagedHint::text`]),
//! each line naming its step: at depth 0 a multi-step hint's lines are its steps in order, the
//! deeper lines the links (or, for a forcing chain, the forced steps) of the step above them.
//! A step's lines take its links in order when there are as many links as lines (or a whole
//! number of links per line); otherwise the lines are text only, and the step's drawing comes
//! whole with its last line. A forcing chain's lines are its proof's inferences
//! ([`Step::proof`]): each draws its candidate (placed or struck out) and links from the
//! inferences it rests on. Nothing here knows of iced.

use crate::engine::logic::{Inference, Link};
use crate::engine::{Digit, Step};

use super::hint::{HintOverlay, Stage, StagedHint};

/// One item of the walk: a line, how deep it sits, and what it adds to the drawing.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct WalkItem {
    /// The line, without its indentation.
    pub text: String,
    /// 0 for a step (or a single step's top lines), 1 for a link under it, and so on.
    pub depth: usize,
    /// What the board draws from this item on (cells, candidates, fins, strikes, links and
    /// the placement; the houses stay the stage's).
    pub adds: HintOverlay,
    /// The step of the hint it belongs to (an index into [`StagedHint::steps`]).
    pub step: usize,
    /// A forcing chain's line: the inferences of its step's proof it draws.
    pub inferences: Vec<usize>,
}

/// Stage 2 of a hint as a list of items; empty when there is nothing to walk (a hint of one
/// step without lines shows whole).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Walk {
    /// The items in order.
    pub items: Vec<WalkItem>,
    /// The whole stage-2 drawing (what the last item shows).
    whole: HintOverlay,
    /// What each step of the hint removes: all an earlier step shows inside a chain (its
    /// items' strikes include a forcing chain's suppositions, which remove nothing).
    removed: Vec<Vec<(usize, Digit)>>,
    /// Each step's forcing-chain proof (empty for other steps) and what it concludes: the last
    /// view draws only the inferences the contradiction rests on.
    proofs: Vec<(Vec<Inference>, HintOverlay)>,
}

/// The candidates at the two ends of a link.
fn ends(link: &Link) -> impl Iterator<Item = (usize, Digit)> + '_ {
    [&link.from, &link.to]
        .into_iter()
        .flat_map(|n| n.cells.iter().map(move |&c| (c, n.digit)))
}

/// What `links` of `step` draw: the links, and their ends among the step's own candidates,
/// fins and cells.
fn links_overlay(step: &Step, links: &[Link]) -> HintOverlay {
    let mut o = HintOverlay {
        links: links.to_vec(),
        ..HintOverlay::default()
    };
    for link in links {
        for (c, d) in ends(link) {
            if step.candidates.contains(&(c, d)) {
                o.candidates.push((c, d));
            }
            if step.fins.contains(&(c, d)) {
                o.fins.push((c, d));
            }
            if step.cells.contains(&c) {
                o.cells.push(c);
            }
        }
    }
    o
}

/// Everything `step` draws.
fn step_overlay(step: &Step) -> HintOverlay {
    HintOverlay {
        cells: step.cells.clone(),
        candidates: step.candidates.clone(),
        fins: step.fins.clone(),
        strikes: step.eliminations.clone(),
        links: step.links.clone(),
        ..HintOverlay::default()
    }
}

/// Adds `more` to `into`, keeping each thing once and links in order.
fn add(into: &mut HintOverlay, more: &HintOverlay) {
    into.cells.extend(&more.cells);
    into.candidates.extend(&more.candidates);
    into.fins.extend(&more.fins);
    into.strikes.extend(&more.strikes);
    for link in &more.links {
        if !into.links.contains(link) {
            into.links.push(link.clone());
        }
    }
    if more.placement.is_some() {
        into.placement = more.placement;
    }
    for r in &more.rule_outs {
        if !into.rule_outs.contains(r) {
            into.rule_outs.push(*r);
        }
    }
}

fn tidy(o: &mut HintOverlay) {
    for v in [&mut o.candidates, &mut o.fins, &mut o.strikes] {
        v.sort_unstable();
        v.dedup();
    }
    o.cells.sort_unstable();
    o.cells.dedup();
}

/// What inference `index` of a forcing chain's proof draws: its candidate, blue when the chain
/// makes it true and struck out when it removes it, its cell tinted, and a link from each
/// earlier inference it rests on (weak from a digit placed to a candidate it removes, strong
/// from a candidate removed to the digit that is then the only one left).
fn inference_overlay(proof: &[Inference], index: usize) -> HintOverlay {
    inference_overlay_from(proof, index, |_| true)
}

/// [`inference_overlay`] with links only from the earlier inferences `linked` accepts.
fn inference_overlay_from(proof: &[Inference], index: usize, linked: impl Fn(usize) -> bool) -> HintOverlay {
    let inference = &proof[index];
    let at = (inference.cell, inference.digit);
    let mut o = HintOverlay {
        cells: vec![inference.cell],
        ..HintOverlay::default()
    };
    if inference.placed {
        o.candidates.push(at);
        if inference.reason.is_contradiction() {
            o.strikes.push(at);
        }
    } else {
        o.strikes.push(at);
    }
    for &used in inference.uses.iter().filter(|&&u| linked(u)) {
        let Some(cause) = proof.get(used) else { continue };
        let from = (cause.cell, cause.digit);
        if from == at || cause.placed == inference.placed {
            continue;
        }
        o.links.push(if cause.placed {
            Link::weak(from, at)
        } else {
            Link::strong(from, at)
        });
    }
    o
}

/// The inferences of a forcing chain's `proof` that its last one (the contradiction) rests on,
/// in order: followed back through what each uses, except that a nested supposition's failure
/// stands for its own proof (the lines of that proof have left the board by then), so that
/// proof is not followed.
pub fn needed_inferences(proof: &[Inference]) -> Vec<usize> {
    let mut needed = vec![false; proof.len()];
    let mut to_visit: Vec<usize> = proof.len().checked_sub(1).into_iter().collect();
    while let Some(i) = to_visit.pop() {
        if needed[i] {
            continue;
        }
        needed[i] = true;
        if !matches!(proof[i].reason, crate::engine::logic::Reason::Nested) {
            to_visit.extend(proof[i].uses.iter().filter(|&&u| u < proof.len()));
        }
    }
    (0..proof.len()).filter(|&i| needed[i]).collect()
}

/// A forcing chain's lines as items, one per inference of its proof (or, when the lines fold a
/// nested supposition into the line it proves, one per inference at depth 0 with the nested
/// ones), when they line up; the step's conclusion with the last line.
fn proof_items(step: &Step, lines: &[(String, usize)], conclusion: &HintOverlay) -> Option<Vec<WalkItem>> {
    let mut groups: Vec<Vec<usize>> = Vec::new();
    if lines.len() == step.proof.len() {
        // One line per inference, a nested supposition's inside it.
        groups = (0..step.proof.len()).map(|i| vec![i]).collect();
    } else {
        let mut inner: Vec<usize> = Vec::new();
        for (i, inference) in step.proof.iter().enumerate() {
            inner.push(i);
            if inference.depth == 0 {
                groups.push(std::mem::take(&mut inner));
            }
        }
    }
    if groups.len() != lines.len() || groups.is_empty() {
        return None;
    }
    let last = groups.len() - 1;
    Some(
        groups
            .iter()
            .zip(lines)
            .enumerate()
            .map(|(k, (group, (text, depth)))| {
                let mut adds = HintOverlay::default();
                for &i in group {
                    add(&mut adds, &inference_overlay(&step.proof, i));
                }
                if k == last {
                    add(&mut adds, conclusion);
                }
                WalkItem {
                    text: text.clone(),
                    depth: *depth,
                    adds,
                    step: 0,
                    inferences: group.clone(),
                }
            })
            .collect(),
    )
}

/// One step's lines as items: a forcing chain's inference by inference, a chain's links shared
/// out over the lines when they divide evenly, the whole step drawn with the last line.
fn step_items(step: &Step, lines: &[(String, usize)], whole: HintOverlay) -> Vec<WalkItem> {
    let conclusion = HintOverlay {
        strikes: step.eliminations.clone(),
        placement: whole.placement,
        rule_outs: whole.rule_outs.clone(),
        ..HintOverlay::default()
    };
    if let Some(items) = proof_items(step, lines, &conclusion) {
        return items;
    }
    let per_line = match (lines.len(), step.links.len()) {
        (0, _) | (_, 0) => 0,
        (n, m) if m % n == 0 => m / n,
        _ => 0,
    };
    let last = lines.len().saturating_sub(1);
    lines
        .iter()
        .enumerate()
        .map(|(i, (text, depth))| {
            let mut adds = if per_line > 0 {
                links_overlay(step, &step.links[i * per_line..(i + 1) * per_line])
            } else {
                HintOverlay::default()
            };
            if i == last {
                add(&mut adds, &whole);
            }
            WalkItem {
                text: text.clone(),
                depth: *depth,
                adds,
                step: 0,
                ..WalkItem::default()
            }
        })
        .collect()
}

impl Walk {
    /// The walk through stage 2 of `hint`, in the current language.
    pub fn of(hint: &StagedHint) -> Walk {
        let mut whole = hint.overlay(Stage::Why);
        tidy(&mut whole);
        let text = hint.text(Stage::Why);
        if text.lines.is_empty() || hint.steps.is_empty() {
            return Walk::default();
        }
        let last_step = hint.steps.len() - 1;
        // The placement (and a single's reasons) belong to the last step: they show when that
        // step is done.
        let with_conclusion = |i: usize, mut o: HintOverlay| {
            if i == last_step {
                o.placement = hint.placement;
                o.rule_outs = whole.rule_outs.clone();
            }
            o
        };
        let mut items = Vec::new();
        let mut rest = text.lines.as_slice();
        for (i, step) in hint.steps.iter().enumerate() {
            let end = rest.iter().position(|l| l.step != i).unwrap_or(rest.len());
            let (mine, next) = rest.split_at(end);
            rest = next;
            let whole = with_conclusion(i, step_overlay(step));
            let (header, under) = match mine.split_first() {
                Some((first, under)) if first.depth == 0 => (Some(first), under),
                _ => (None, mine),
            };
            let under: Vec<(String, usize)> = under.iter().map(|l| (l.text.clone(), usize::from(l.depth))).collect();
            let mut step_walk = Vec::new();
            if let Some(header) = header {
                step_walk.push(WalkItem {
                    text: header.text.clone(),
                    depth: 0,
                    adds: if under.is_empty() {
                        whole.clone()
                    } else {
                        HintOverlay::default()
                    },
                    step: i,
                    ..WalkItem::default()
                });
            }
            step_walk.extend(step_items(step, &under, whole));
            items.extend(step_walk.into_iter().map(|item| WalkItem { step: i, ..item }));
        }
        if !rest.is_empty() || items.len() != text.lines.len() {
            // The words do not line up with the steps: text only, the drawing whole at the end.
            items = text
                .lines
                .iter()
                .map(|l| WalkItem {
                    text: l.text.clone(),
                    depth: usize::from(l.depth),
                    adds: HintOverlay::default(),
                    step: last_step,
                    ..WalkItem::default()
                })
                .collect();
            if let Some(last) = items.last_mut() {
                last.adds = whole.clone();
            }
        }
        let removed = hint.steps.iter().map(|s| s.eliminations.clone()).collect();
        let proofs = hint
            .steps
            .iter()
            .enumerate()
            .map(|(i, step)| {
                let conclusion = HintOverlay {
                    strikes: step.eliminations.clone(),
                    placement: if i == last_step { hint.placement } else { None },
                    rule_outs: if i == last_step {
                        whole.rule_outs.clone()
                    } else {
                        Vec::new()
                    },
                    ..HintOverlay::default()
                };
                (step.proof.clone(), conclusion)
            })
            .collect();
        Walk {
            items,
            whole,
            removed,
            proofs,
        }
    }

    /// Whether there is anything to walk.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// How many items there are.
    pub fn len(&self) -> usize {
        self.items.len()
    }

    /// What the board draws with the items up to and including `cursor`: the stage's houses and
    /// area, and only what those items add (the last item shows the whole stage). Inside a
    /// chain, the steps before it show only what they removed, so its links stand out.
    pub fn overlay(&self, cursor: usize) -> HintOverlay {
        if let Some(last) = self.last_view(cursor) {
            return last;
        }
        let current = self.items.get(cursor).map_or(0, |i| i.step);
        let in_chain =
            self.items.iter().any(|i| i.step == current && i.depth > 0) && self.items.iter().any(|i| i.step != current);
        let mut o = self.bare();
        let shown = match self.items.len() {
            0 => &[][..],
            n => &self.items[..=cursor.min(n - 1)],
        };
        // A nested supposition's lines (depth 2 and more) hold only inside it: once a shallower
        // line of the step follows, they leave the board. Walking back from the cursor, the
        // shallowest depth met so far in the step says which lines are closed.
        let mut closed = vec![false; shown.len()];
        let mut shallowest = usize::MAX;
        for j in (0..shown.len()).rev() {
            if j + 1 < shown.len() && shown[j + 1].step != shown[j].step {
                shallowest = usize::MAX;
            }
            closed[j] = shown[j].depth >= 2 && shallowest < shown[j].depth;
            shallowest = shallowest.min(shown[j].depth);
        }
        let mut links_before_current = 0;
        for (index, (item, closed)) in shown.iter().zip(closed).enumerate() {
            if closed {
                continue;
            }
            if index + 1 == shown.len() {
                links_before_current = o.links.len();
            }
            if in_chain && item.step != current {
                o.strikes.extend(self.removed.get(item.step).into_iter().flatten());
            } else {
                add(&mut o, &item.adds);
            }
        }
        if shown.len() > 1 {
            o.current_links = o.links.len() - links_before_current;
        }
        self.finish(o)
    }

    /// The stage's houses and area, nothing drawn on them yet.
    fn bare(&self) -> HintOverlay {
        HintOverlay {
            cells: Vec::new(),
            candidates: Vec::new(),
            fins: Vec::new(),
            strikes: Vec::new(),
            links: Vec::new(),
            placement: None,
            rule_outs: Vec::new(),
            unwritten: Vec::new(),
            current_links: 0,
            ..self.whole.clone()
        }
    }

    /// `o` sorted, with the candidates it draws that the player has not written.
    fn finish(&self, mut o: HintOverlay) -> HintOverlay {
        tidy(&mut o);
        o.unwritten = self
            .whole
            .unwritten
            .iter()
            .filter(|u| o.candidates.contains(u) || o.fins.contains(u) || o.strikes.contains(u))
            .copied()
            .collect();
        o
    }

    /// The last view of a forcing chain's walk, when `cursor` is on it: not every line read on
    /// the way at once (at line 42 of 42 that was a tangle), but the contradiction and the
    /// inferences meeting in it drawn bold, the rest of what it rests on
    /// ([`needed_inferences`]) with their links faded behind them, and the
    /// conclusion; the steps before the chain show only what they removed. `None` elsewhere.
    fn last_view(&self, cursor: usize) -> Option<HintOverlay> {
        let last = self.items.len().checked_sub(1)?;
        if cursor < last || last == 0 {
            return None;
        }
        let step = self.items[last].step;
        let (proof, conclusion) = self.proofs.get(step)?;
        let walked = self.items.iter().any(|i| i.step == step && !i.inferences.is_empty());
        if proof.is_empty() || !walked {
            return None;
        }
        let mut o = self.bare();
        for removed in self.removed.iter().take(step) {
            o.strikes.extend(removed);
        }
        for item in self.items.iter().filter(|i| i.step == step && i.inferences.is_empty()) {
            add(&mut o, &item.adds);
        }
        let needed = needed_inferences(proof);
        let contradiction = proof.len() - 1;
        // The contradiction meets where two lines of inference clash (a candidate both placed
        // and removed, or the last one removed): it and the inferences it uses are drawn
        // last, bold, the rest of what it rests on faded behind them.
        let meeting: Vec<usize> = proof[contradiction]
            .uses
            .iter()
            .copied()
            .chain([contradiction])
            .filter(|i| needed.contains(i))
            .collect();
        for &i in needed.iter().filter(|i| !meeting.contains(i)) {
            add(&mut o, &inference_overlay_from(proof, i, |u| needed.contains(&u)));
        }
        let before = o.links.len();
        for &i in &meeting {
            add(&mut o, &inference_overlay_from(proof, i, |u| needed.contains(&u)));
        }
        add(&mut o, conclusion);
        o.current_links = o.links.len() - before;
        Some(self.finish(o))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{solve_unique, Grid, Technique};
    use crate::i18n::{set_language, Language};
    use crate::play::{ActiveHint, GameState, LegendKind};
    use std::time::Instant;

    /// Needs locked candidates before its first placement (from `engine::hint`'s tests).
    const LOCKED: &str = "........92...6.5...5.72..4.87....6.11.....9.8.......5..4..........612.....3.5....";
    /// A board of top1465's puzzle `8.9...3.....7.1...5...` played by hints, whose next hint is
    /// one XY-Chain of 15 links.
    const XY_CHAIN: &str = "8194..375.3.751.895.7839....78543.263..69..58.5.1.8.43.632.5894.9.38.5...859...3.";
    /// The board: twelve eliminations, then a contradiction forcing chain.
    const FORCING: &str = "4...3.......6..8..........1....5..9..8....6...7.2........1927..513...942927.4.1..";

    /// A game on `line` (as its puzzle) with its hint open at stage 2.
    fn at_stage_two(line: &str) -> (GameState, ActiveHint) {
        let puzzle = Grid::from_line(line).unwrap();
        let solution = solve_unique(&puzzle).unwrap();
        let mut game = GameState::new(puzzle, solution).unwrap();
        let mut active = ActiveHint::new(game.hint_request(None).compute());
        active.advance(&mut game, Instant::now()).unwrap();
        assert_eq!(active.stage, Stage::Why);
        (game, active)
    }

    fn sorted(mut o: HintOverlay) -> HintOverlay {
        tidy(&mut o);
        // Which links are the newest is the walk's emphasis, not what is drawn.
        o.current_links = 0;
        o.links.sort_by_key(|l| format!("{l:?}"));
        o
    }

    #[test]
    fn a_chain_is_walked_link_by_link_within_bounds() {
        set_language(Language::English);
        let (_, mut active) = at_stage_two(XY_CHAIN);
        assert_eq!(active.hint.technique, Some(Technique::XYChain));
        let links = active.hint.steps[0].links.len();
        assert!(links >= 3, "{links} links");
        assert_eq!(active.walk_position(), Some((0, links)));
        assert!(!active.walk_previous(), "nothing before the first link");
        assert_eq!(active.walk_position(), Some((0, links)));
        for at in 0..links {
            let overlay = active.overlay();
            // Only the links so far, in the chain's order, and their candidates.
            assert_eq!(overlay.links, active.hint.steps[0].links[..=at], "at {at}");
            // The link just reached stands out (drawn bold, the earlier ones faded); the
            // first, alone, is drawn plain.
            assert_eq!(overlay.current_links, usize::from(at > 0), "at {at}");
            for link in &overlay.links {
                for end in ends(link) {
                    assert!(overlay.candidates.contains(&end), "{end:?} drawn at {at}");
                }
            }
            // The words: the lines up to this link, the last one this link's.
            let text = active.text();
            assert_eq!(text.lines.len(), at + 1);
            assert_eq!(text.lines[at].trim_start(), active.walk().items[at].text);
            // The conclusion only once the chain is complete.
            if at + 1 < links {
                assert!(overlay.strikes.is_empty(), "at {at}");
            }
            assert_eq!(overlay.placement.is_some(), at + 1 == links, "at {at}");
            assert_eq!(active.walk_next(), at + 1 < links);
        }
        assert_eq!(
            active.walk_position(),
            Some((links - 1, links)),
            "no further than the last"
        );
        assert_eq!(sorted(active.overlay()), sorted(active.hint.overlay(Stage::Why)));
        assert_eq!(active.text(), active.hint.text(Stage::Why));
    }

    #[test]
    fn previous_undoes_next() {
        set_language(Language::English);
        let (_, mut active) = at_stage_two(XY_CHAIN);
        let first = (active.overlay(), active.text());
        assert!(active.walk_next() && active.walk_next());
        let third = (active.overlay(), active.text());
        assert_eq!(third.0.links.len(), 3);
        assert!(active.walk_next());
        assert!(active.walk_previous());
        assert_eq!((active.overlay(), active.text()), third);
        assert!(active.walk_previous() && active.walk_previous());
        assert_eq!((active.overlay(), active.text()), first);
        assert_eq!(first.0.links.len(), 1);
    }

    #[test]
    fn the_walk_follows_the_language_of_the_words() {
        set_language(Language::Russian);
        let (_, mut active) = at_stage_two(XY_CHAIN);
        let links = active.hint.steps[0].links.len();
        assert_eq!(active.walk_position(), Some((0, links)));
        assert!(active.walk_next());
        assert_eq!(active.overlay().links.len(), 2);
        assert_eq!(active.text().lines.len(), 2);
        set_language(Language::English);
    }

    #[test]
    fn several_steps_are_walked_step_by_step_and_into_the_chain() {
        set_language(Language::English);
        let (_, mut active) = at_stage_two(FORCING);
        let steps = active.hint.steps.len();
        assert!(steps > 1);
        let walk = active.walk();
        assert_eq!(walk.items.iter().filter(|i| i.depth == 0).count(), steps);
        assert_eq!(walk.len(), active.hint.text(Stage::Why).lines.len());
        // A step without lines of its own is drawn whole with its line: its eliminations.
        let first = &active.hint.steps[0];
        assert!(first.lines.is_empty());
        let mut want = first.eliminations.clone();
        want.sort_unstable();
        assert_eq!(active.overlay().strikes, want);
        assert!(active.overlay().placement.is_none());
        // The forcing chain's forced steps sit under it, one item each, each drawing its
        // inference (blue when placed, struck out when removed) once its line is on show.
        let chain = walk.items.iter().rposition(|i| i.depth == 0).unwrap();
        assert!(walk.items[chain + 1..].iter().all(|i| i.depth >= 1));
        let forcing = active.hint.steps[steps - 1].clone();
        assert_eq!(walk.len() - chain - 1, forcing.lines.len());
        assert_eq!(forcing.proof.len(), forcing.lines.len(), "no nested suppositions here");
        for _ in 0..chain {
            assert!(active.walk_next());
        }
        let mut links_before = 0;
        for (k, inference) in forcing.proof.iter().enumerate() {
            assert!(active.walk_next());
            let o = active.overlay();
            if k == 0 {
                // Inside the chain the steps before it keep only their removals: the first
                // line, "Suppose r9c8 is not 8.", draws no candidate of theirs.
                assert!(!inference.placed && o.candidates.is_empty(), "{o:?}");
                assert!(active.hint.steps[0].eliminations.iter().all(|e| o.strikes.contains(e)));
            }
            let at = (inference.cell, inference.digit);
            if inference.placed {
                assert!(o.candidates.contains(&at), "{inference:?}");
            } else {
                assert!(o.strikes.contains(&at), "{inference:?}");
            }
            assert!(o.links.len() >= links_before);
            links_before = o.links.len();
        }
        assert!(!active.walk_next(), "the chain's last line ends the walk");
        let o = active.overlay();
        assert_eq!(o.placement, active.hint.placement);
        assert!(active.hint.eliminations.iter().all(|e| o.strikes.contains(e)));
        // The causes are linked: "r9c8 is 6 (its last candidate)" rests on "r9c8 is not 8".
        let d = |n| Digit::new(n).unwrap();
        assert!(o.links.contains(&Link::strong((79, d(8)), (79, d(6)))), "{:?}", o.links);
        // Strikes grow step by step and never shrink going forward.
        let mut before = 0;
        while active.walk_previous() {}
        loop {
            let now = active.overlay().strikes.len();
            assert!(now >= before);
            before = now;
            if !active.walk_next() {
                break;
            }
        }
    }

    #[test]
    fn a_hint_of_locked_candidates_then_a_single_walks_its_two_steps() {
        set_language(Language::English);
        let (_, mut active) = at_stage_two(LOCKED);
        assert_eq!(active.walk_position(), Some((0, 2)));
        let o = active.overlay();
        assert!(!o.strikes.is_empty() && o.placement.is_none());
        let kinds = |o: &HintOverlay| o.legend().into_iter().map(|e| e.kind).collect::<Vec<_>>();
        assert!(!kinds(&o).contains(&LegendKind::Placed));
        assert!(kinds(&o).contains(&LegendKind::Removed));
        assert!(active.walk_next());
        assert_eq!(active.overlay().placement, active.hint.placement);
        assert!(kinds(&active.overlay()).contains(&LegendKind::Placed));
    }

    #[test]
    fn stages_one_and_three_have_nothing_to_walk() {
        let puzzle = Grid::from_line(LOCKED).unwrap();
        let solution = solve_unique(&puzzle).unwrap();
        let mut game = GameState::new(puzzle, solution).unwrap();
        let mut active = ActiveHint::new(game.hint_request(None).compute());
        assert_eq!(active.walk_position(), None);
        assert!(!active.walk_next());
        assert_eq!(active.overlay(), active.hint.overlay(Stage::Where));
        active.advance(&mut game, Instant::now()).unwrap();
        active.advance(&mut game, Instant::now()).unwrap();
        assert_eq!(active.stage, Stage::Apply);
        assert_eq!(active.walk_position(), None);
        assert_eq!(active.overlay(), active.hint.overlay(Stage::Apply));
    }

    /// Every hint met playing a hard puzzle by hints to its end (chains, forcing chains, nested
    /// ones): the walk has one item per line, moves within its bounds, only grows going forward
    /// and ends with the placement.
    #[test]
    fn every_hint_of_a_hard_game_walks_to_its_placement() {
        set_language(Language::English);
        let puzzle = Grid::from_line(FORCING).unwrap();
        let solution = solve_unique(&puzzle).unwrap();
        let mut game = GameState::new(puzzle, solution).unwrap();
        let mut walked = 0;
        while game.grid() != game.solution() {
            let mut active = ActiveHint::new(game.hint_request(None).compute());
            active.advance(&mut game, Instant::now()).unwrap();
            let lines = active.hint.text(Stage::Why).lines.len();
            let walk = active.walk();
            assert_eq!(walk.len(), lines);
            if let Some((at, count)) = active.walk_position() {
                assert_eq!((at, count), (0, lines));
                let mut before = active.overlay();
                while active.walk_next() {
                    let now = active.overlay();
                    assert!(now.links.len() >= before.links.len() || now.strikes.len() >= before.strikes.len());
                    before = now;
                }
                assert_eq!(active.walk_position(), Some((lines - 1, lines)));
                walked += 1;
            }
            assert_eq!(active.overlay().placement, active.hint.placement);
            active.advance(&mut game, Instant::now()).unwrap();
        }
        assert!(walked > 0);
    }

    /// The marks a view draws stacked: two in one place of a cell, or a candidate's mark in
    /// the cell that gets the placed digit.
    fn stacked(o: &HintOverlay) -> Vec<String> {
        use crate::play::{MarkKind, MarkPlace};
        let marks = o.marks();
        let mut bad = Vec::new();
        for (i, a) in marks.iter().enumerate() {
            for b in &marks[i + 1..] {
                if a.0 == b.0 && a.1 == b.1 {
                    bad.push(format!("{:?} and {:?} at {:?} of cell {}", a.2, b.2, a.1, a.0));
                }
            }
            if matches!(a.1, MarkPlace::Note(_)) && marks.iter().any(|m| m.0 == a.0 && m.2 == MarkKind::PlacedDigit) {
                bad.push(format!("{:?} under the placed digit in cell {}", a.2, a.0));
            }
        }
        bad
    }

    /// Every view of every hint of a hard game played by hints (each item of its chain walk,
    /// its last view among them, and each stage): what the board draws has no two marks in one
    /// place of a cell and nothing over the placed digit. The overlays as the hints give them
    /// do stack marks (a supposition's candidate that ends in a contradiction is drawn and
    /// struck out): the test sees it, so it fails when the board draws them unsorted.
    #[test]
    fn no_view_of_a_hint_stacks_two_marks_in_one_cell() {
        set_language(Language::English);
        let puzzle = Grid::from_line(FORCING).unwrap();
        let solution = solve_unique(&puzzle).unwrap();
        let mut game = GameState::new(puzzle, solution).unwrap();
        let (mut views, mut raw_stacked) = (0, 0);
        let mut check = |o: HintOverlay| {
            raw_stacked += usize::from(!stacked(&o).is_empty());
            let bad = stacked(&o.unstacked());
            assert!(bad.is_empty(), "{bad:?}");
            views += 1;
        };
        while game.grid() != game.solution() {
            let mut active = ActiveHint::new(game.hint_request(None).compute());
            check(active.overlay());
            active.advance(&mut game, Instant::now()).unwrap();
            check(active.overlay());
            while active.walk_next() {
                check(active.overlay());
            }
            active.advance(&mut game, Instant::now()).unwrap();
            check(active.overlay());
        }
        assert!(views > 20, "{views} views");
        assert!(
            raw_stacked > 0,
            "no view stacked marks before tidying: the test proves nothing"
        );
    }

    /// A nested forcing chain (the example, after its first hint): one item per
    /// inference; a nested supposition's inferences are drawn while it is followed and leave
    /// the board once the line it proves is on show.
    #[test]
    fn a_nested_supposition_is_drawn_only_while_it_is_followed() {
        set_language(Language::English);
        let (_, mut active) =
            at_stage_two("1.3..67...5.7....37.8.....4.4.5..3......2..9........45.7.9...3.6...1......2..8...");
        let step = active
            .hint
            .steps
            .iter()
            .position(|s| s.technique == Technique::NestedForcingChain)
            .expect("a nested forcing chain");
        let proof = active.hint.steps[step].proof.clone();
        let walk = active.walk();
        // The first nested inference and the line that closes its supposition.
        let inner = proof.iter().position(|i| i.depth > 0).expect("a nested supposition");
        let nested = inner + proof[inner..].iter().position(|i| i.depth == 0).unwrap();
        // The step's own line, then inference k.
        let first = walk.items.iter().position(|i| i.step == step).unwrap() + 1;
        assert_eq!(walk.items[first + inner].depth, 2);
        assert_eq!(walk.items.iter().filter(|i| i.step == step).count(), proof.len() + 1);
        // An inference inside the supposition whose candidate nothing else draws by the time
        // the supposition closes (no depth-0 inference so far, no earlier step's removal).
        let same = |a: &Inference, b: &Inference| (a.cell, a.digit) == (b.cell, b.digit);
        let earlier: Vec<(usize, Digit)> = active.hint.steps[..step]
            .iter()
            .flat_map(|s| s.eliminations.iter().copied())
            .collect();
        let k = (inner + 1..nested)
            .find(|&k| {
                !proof[..=nested].iter().any(|o| o.depth == 0 && same(o, &proof[k]))
                    && !earlier.contains(&(proof[k].cell, proof[k].digit))
            })
            .expect("an inference only the supposition draws");
        while active.walk_position().unwrap().0 < first + k {
            assert!(active.walk_next());
        }
        let i = &proof[k];
        let drawn = |o: &HintOverlay| {
            let at = (i.cell, i.digit);
            if i.placed {
                o.candidates.contains(&at)
            } else {
                o.strikes.contains(&at)
            }
        };
        assert!(drawn(&active.overlay()), "{i:?} while its supposition is followed");
        while active.walk_position().unwrap().0 < first + nested {
            assert!(active.walk_next());
        }
        assert!(!drawn(&active.overlay()), "{i:?} after the line it proves");
    }

    /// The last view of a long nested forcing chain (121 lines, the forum's hardest list):
    /// not every line read on the way, but the contradiction bold, what it rests on behind it
    /// and the conclusion; no link runs to a candidate the board does not draw (a closed
    /// supposition's), and it draws fewer links than the walk read.
    #[test]
    fn the_last_view_of_a_chain_holds_only_what_the_contradiction_needs() {
        set_language(Language::English);
        for line in [
            FORCING,
            "........7..4.2.6..8.....31......29...4..9..3...95.6....1......8..6.5.2..7......6.",
        ] {
            let (_, mut active) = at_stage_two(line);
            let step = active.hint.steps.len() - 1;
            let proof = active.hint.steps[step].proof.clone();
            assert!(!proof.is_empty(), "a forcing chain ends the hint");
            let mut read = Vec::new();
            loop {
                for link in active.overlay().links {
                    if !read.contains(&link) {
                        read.push(link);
                    }
                }
                if !active.walk_next() {
                    break;
                }
            }
            let last = active.overlay();
            // The contradiction stands out: its links are the bold ones, and it is drawn.
            let contradiction = proof.last().unwrap();
            let at = (contradiction.cell, contradiction.digit);
            assert!(last.current_links > 0, "the contradiction's links are bold");
            assert!(last.strikes.contains(&at) || last.candidates.contains(&at));
            // Only what the contradiction rests on: each candidate of the chain drawn is one
            // of the needed inferences (or the conclusion, or an earlier step's removal).
            let needed = needed_inferences(&proof);
            let earlier: Vec<(usize, Digit)> = active.hint.steps[..step]
                .iter()
                .flat_map(|s| s.eliminations.clone())
                .collect();
            for m in last.candidates.iter().chain(&last.strikes) {
                let of_needed = needed.iter().any(|&i| (proof[i].cell, proof[i].digit) == *m);
                assert!(
                    of_needed || earlier.contains(m) || active.hint.eliminations.contains(m),
                    "{m:?} drawn at the end is not needed ({line})"
                );
            }
            // Every link drawn joins two candidates drawn: none runs into a closed supposition.
            let drawn = |end: (usize, Digit)| {
                last.candidates.contains(&end) || last.strikes.contains(&end) || last.fins.contains(&end)
            };
            for link in &last.links {
                for end in ends(link) {
                    assert!(drawn(end), "{link:?} ends at {end:?}, not drawn ({line})");
                }
            }
            // A nested chain's suppositions are closed: far fewer links than were read.
            let fewer = if needed.len() < proof.len() {
                last.links.len() < read.len() / 2
            } else {
                last.links.len() <= read.len()
            };
            assert!(fewer, "{} links at the end, {} read", last.links.len(), read.len());
            assert_eq!(last.placement, active.hint.placement);
            assert!(active.hint.eliminations.iter().all(|e| last.strikes.contains(e)));
            eprintln!(
                "{line}: {} lines, {} links read, {} drawn at the end ({} bold), {} needed of {} inferences",
                active.walk().len(),
                read.len(),
                last.links.len(),
                last.current_links,
                needed.len(),
                proof.len()
            );
        }
    }
}
