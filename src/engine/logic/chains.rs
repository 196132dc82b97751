//! Chains: alternating inference chains over candidates (X-Chain, XY-Chain, Remote pairs, AIC
//! and AIC with grouped nodes).
//!
//! A node is a digit in one cell, or (grouped) a digit in the cells of a box∩line that still
//! hold it. A strong link says "if one node is false, the other is true" (the only two places of
//! a digit in a house, or the only two candidates of a cell); a weak link says "if one is true,
//! the other is false" (same digit in cells that see each other, or two digits of one cell).
//! A chain starts at a node A assumed false and alternates strong and weak links to a node D
//! reached true: so A or D is true. Whatever sees both (same digit), or both digits when A and D
//! lie in cells that see each other, is removed; a chain that comes back to A proves A.
//!
//! The search is a breadth-first search from every node, so each conclusion comes with a
//! shortest chain; the step rated lowest (shortest) is reported first.

use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasherDefault, Hasher};

use crate::engine::types::{Candidates, Digit};

use super::digit_memo::DigitPart;
use super::text::{cell_list, removals};
use super::{CellSet, Context, Link, Node, Sink, Step, Technique};

/// Which links a chain family may use.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Family {
    /// One digit, conjugate pairs in houses.
    X,
    /// Bivalue cells joined by same-digit weak links.
    XY,
    /// Any single-cell nodes.
    Aic,
    /// Any nodes, grouped ones included.
    Grouped,
}

/// What joins two nodes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Via {
    /// The digit's only two places (or node groups) in this house.
    House(usize),
    /// The cell's only two candidates.
    Cell(usize),
    /// Same digit, cells that see each other.
    Sight,
    /// Two digits of the same cell.
    SameCell,
}

struct NodeInfo {
    cells: Vec<usize>,
    set: CellSet,
    digit: Digit,
}

/// The link graph of one family on one context.
struct Graph {
    nodes: Vec<NodeInfo>,
    strong: Vec<Vec<(u32, Via)>>,
    weak: Vec<Vec<(u32, Via)>>,
    /// Per node with a strong link, the cells holding its digit that see all of its cells
    /// (what a chain ending there can remove; empty for nodes without a strong link).
    sees: Vec<CellSet>,
}

fn lookup(map: &QuickMap<(CellSet, u8), u32>, set: &CellSet, d: Digit) -> Option<u32> {
    map.get(&(*set, d.index() as u8)).copied()
}

impl Graph {
    fn build(ctx: &Context, family: Family, only: Option<Digit>) -> Graph {
        let t = ctx.tables;
        let cands = ctx.candidates;
        let mut nodes: Vec<NodeInfo> = Vec::new();
        // Grouped nodes by cells and digit (single-cell nodes are found through `single`).
        let mut map: QuickMap<(CellSet, u8), u32> = QuickMap::default();
        let mut add = |nodes: &mut Vec<NodeInfo>, set: CellSet, d: Digit| -> u32 {
            *map.entry((set, d.index() as u8)).or_insert_with(|| {
                nodes.push(NodeInfo {
                    cells: set.iter().collect(),
                    set,
                    digit: d,
                });
                (nodes.len() - 1) as u32
            })
        };
        let digits: Vec<Digit> = Digit::all().filter(|&d| only.is_none_or(|o| o == d)).collect();
        let mut single = vec![u32::MAX; cands.len() * 9];
        for (c, set) in cands.iter().enumerate() {
            for d in set.iter() {
                if digits.contains(&d) {
                    let mut s = CellSet::EMPTY;
                    s.insert(c);
                    single[c * 9 + d.index()] = nodes.len() as u32;
                    nodes.push(NodeInfo {
                        cells: vec![c],
                        set: s,
                        digit: d,
                    });
                }
            }
        }
        let mut groups: Vec<Vec<u32>> = vec![Vec::new(); 9];
        if family == Family::Grouped {
            for lp in &t.locked {
                if lp.a > lp.b {
                    continue;
                }
                let inter = t.house_sets[lp.a].and(&t.house_sets[lp.b]);
                for &d in &digits {
                    let g = inter.and(&ctx.holders[d.index()]);
                    if g.len() >= 2 {
                        let before = nodes.len();
                        let id = add(&mut nodes, g, d);
                        if nodes.len() > before {
                            groups[d.index()].push(id);
                        }
                    }
                }
            }
        }
        let map_now = map;
        let n = nodes.len();
        let mut strong: Vec<Vec<(u32, Via)>> = vec![Vec::new(); n];
        let link = |strong: &mut Vec<Vec<(u32, Via)>>, a: u32, b: u32, via: Via| {
            if !strong[a as usize].iter().any(|&(x, _)| x == b) {
                strong[a as usize].push((b, via));
                strong[b as usize].push((a, via));
            }
        };
        if family != Family::XY {
            for &h in &t.order {
                for &d in &digits {
                    let p = t.house_sets[h].and(&ctx.holders[d.index()]);
                    let len = p.len();
                    if len == 2 {
                        let mut it = p.iter();
                        if let (Some(a), Some(b)) = (it.next(), it.next()) {
                            link(
                                &mut strong,
                                single[a * 9 + d.index()],
                                single[b * 9 + d.index()],
                                Via::House(h),
                            );
                        }
                    } else if len >= 3 && family == Family::Grouped {
                        for &gid in &groups[d.index()] {
                            let gs = nodes[gid as usize].set;
                            if gs.minus(&p).is_empty() {
                                let rest = p.minus(&gs);
                                let other = if rest.len() == 1 {
                                    rest.iter().next().map(|c| single[c * 9 + d.index()])
                                } else {
                                    lookup(&map_now, &rest, d)
                                };
                                if let Some(o) = other {
                                    link(&mut strong, gid, o, Via::House(h));
                                }
                            }
                        }
                    }
                }
            }
        }
        if matches!(family, Family::XY | Family::Aic | Family::Grouped) {
            for (c, set) in cands.iter().enumerate() {
                if set.len() == 2 {
                    let mut it = set.iter();
                    if let (Some(x), Some(y)) = (it.next(), it.next()) {
                        link(
                            &mut strong,
                            single[c * 9 + x.index()],
                            single[c * 9 + y.index()],
                            Via::Cell(c),
                        );
                    }
                }
            }
        }
        // Weak links, only towards nodes that have a strong link (a chain goes on from there).
        let mut weak: Vec<Vec<(u32, Via)>> = vec![Vec::new(); n];
        let mut sees = vec![CellSet::EMPTY; n];
        for a in 0..n {
            if strong[a].is_empty() {
                continue;
            }
            let node = &nodes[a];
            let d = node.digit;
            let mut seen = ctx.holders[d.index()];
            for c in node.set.iter() {
                seen = seen.and(&t.peers[c]);
            }
            sees[a] = seen;
            for c in seen.iter() {
                let b = single[c * 9 + d.index()];
                if b != u32::MAX && !strong[b as usize].is_empty() {
                    weak[a].push((b, Via::Sight));
                }
            }
            for &gid in &groups[d.index()] {
                if !strong[gid as usize].is_empty() && nodes[gid as usize].set.minus(&seen).is_empty() {
                    weak[a].push((gid, Via::Sight));
                }
            }
            if family != Family::X && node.cells.len() == 1 {
                let c = node.cells[0];
                for e in cands[c].iter() {
                    let b = single[c * 9 + e.index()];
                    if e != d && b != u32::MAX && !strong[b as usize].is_empty() {
                        if family == Family::XY {
                            continue;
                        }
                        weak[a].push((b, Via::SameCell));
                    }
                }
            }
        }
        Graph {
            nodes,
            strong,
            weak,
            sees,
        }
    }
}

/// The conclusion "A or D": what it removes (or places, when A = D).
/// Removals and placements.
type Outcome = (Vec<(usize, Digit)>, Vec<(usize, Digit)>);

/// A quick hasher for the search's own keys (cells and digits, nothing from outside, so the
/// standard hasher's guard against chosen collisions is not needed). The tables are only
/// looked up, never walked, so their order does not matter.
#[derive(Default, Clone, Copy)]
struct QuickHasher(u64);

impl QuickHasher {
    #[inline]
    fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x517c_c1b7_2722_0a95);
    }
}

impl Hasher for QuickHasher {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        }
    }

    fn write_u8(&mut self, n: u8) {
        self.add(u64::from(n));
    }

    fn write_u32(&mut self, n: u32) {
        self.add(u64::from(n));
    }

    fn write_u64(&mut self, n: u64) {
        self.add(n);
    }

    fn write_usize(&mut self, n: usize) {
        self.add(n as u64);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

type QuickMap<K, V> = HashMap<K, V, BuildHasherDefault<QuickHasher>>;
type QuickSet<K> = HashSet<K, BuildHasherDefault<QuickHasher>>;

/// `a_sees` and `d_sees` are the nodes' [`Graph::sees`]. Returns None when the chain concludes
/// nothing (most chains), without building anything.
fn conclusion(
    ctx: &Context,
    a: &NodeInfo,
    d: &NodeInfo,
    a_sees: &CellSet,
    d_sees: &CellSet,
    same: bool,
) -> Option<Outcome> {
    let mut elims = Vec::new();
    let mut places = Vec::new();
    if same {
        if a.cells.len() == 1 {
            places.push((a.cells[0], a.digit));
        } else {
            if a_sees.is_empty() {
                return None;
            }
            elims.extend(a_sees.iter().map(|c| (c, a.digit)));
        }
        return Some((elims, places));
    }
    if a.digit == d.digit {
        let seen = a_sees.and(d_sees);
        if seen.is_empty() {
            return None;
        }
        elims.extend(seen.iter().map(|c| (c, a.digit)));
        return Some((elims, places));
    }
    if a.cells.len() == 1 && d.cells.len() == 1 && a.cells[0] == d.cells[0] {
        let c = a.cells[0];
        for e in ctx.candidates[c].iter() {
            if e != a.digit && e != d.digit {
                elims.push((c, e));
            }
        }
        return (!elims.is_empty()).then_some((elims, places));
    }
    // Different digits: a cell of one node seeing the whole other node loses the other's digit.
    for (x, y) in [(a, d), (d, a)] {
        if x.cells.len() == 1 {
            let c = x.cells[0];
            if ctx.candidates[c].contains(y.digit) && !y.set.contains(c) && y.set.iter().all(|p| ctx.sees(c, p)) {
                elims.push((c, y.digit));
            }
        }
    }
    (!elims.is_empty()).then_some((elims, places))
}

/// One chain found: the nodes in order and the links between them.
struct Chain {
    path: Vec<u32>,
    vias: Vec<Via>,
    eliminations: Vec<(usize, Digit)>,
    placements: Vec<(usize, Digit)>,
}

/// SE-like length bonus: +0.1 each time the number of links passes 4, 6, 8, 12, 16, 24, 32...
pub fn length_bonus(links: usize) -> u16 {
    let mut ceil = 4usize;
    let mut odd = false;
    let mut added = 0;
    while links > ceil {
        added += 1;
        ceil = if odd { ceil * 4 / 3 } else { ceil * 3 / 2 };
        odd = !odd;
    }
    added
}

fn search(ctx: &Context, sink: &mut Sink, family: Family, technique: Technique) {
    let per_digit: Vec<Option<Digit>> = if family == Family::X {
        Digit::all().map(Some).collect()
    } else {
        vec![None]
    };
    let mut best: Option<(usize, Kept)> = None;
    for only in per_digit {
        // An X-Chain reads one digit's cells: a digit that gave none before on the same cells
        // gives none now.
        let memo = match only {
            Some(digit) => match DigitPart::start(ctx, technique as u64, digit) {
                Some(memo) => Some(memo),
                None => continue,
            },
            None => None,
        };
        let graph = Graph::build(ctx, family, only);
        let n = graph.nodes.len();
        // parent[state] for state = node * 2 + polarity (1 = true).
        let mut parent = vec![u32::MAX; n * 2];
        let mut via = vec![Via::Sight; n * 2];
        let mut seen_conclusions: QuickSet<Outcome> = QuickSet::default();
        // Buffers of the breadth-first searches, reused from start to start.
        let (mut touched, mut frontier, mut next): (Vec<usize>, Vec<usize>, Vec<usize>) =
            (Vec::new(), Vec::new(), Vec::new());
        for start in 0..n {
            if graph.strong[start].is_empty() {
                continue;
            }
            if family == Family::XY && graph.nodes[start].cells.len() != 1 {
                continue;
            }
            touched.clear();
            let s0 = start * 2;
            parent[s0] = s0 as u32;
            touched.push(s0);
            frontier.clear();
            frontier.push(s0);
            let mut depth = 0;
            while !frontier.is_empty() && depth < 40 {
                depth += 1;
                next.clear();
                for &state in &frontier {
                    let node = state / 2;
                    let truth = state & 1 == 1;
                    let edges = if truth { &graph.weak[node] } else { &graph.strong[node] };
                    for &(to, v) in edges {
                        let ns = to as usize * 2 + usize::from(!truth);
                        if parent[ns] != u32::MAX {
                            continue;
                        }
                        parent[ns] = state as u32;
                        via[ns] = v;
                        touched.push(ns);
                        next.push(ns);
                        if truth {
                            continue;
                        }
                        // A strong link landed on a true node: A or `to` holds.
                        let d = to as usize;
                        let same = d == start;
                        let (a_info, d_info) = (&graph.nodes[start], &graph.nodes[d]);
                        if family == Family::XY && a_info.digit != d_info.digit {
                            continue;
                        }
                        let Some((elims, places)) =
                            conclusion(ctx, a_info, d_info, &graph.sees[start], &graph.sees[d], same)
                        else {
                            continue;
                        };
                        let mut key = (elims.clone(), places.clone());
                        key.0.sort_unstable();
                        if !seen_conclusions.insert(key) {
                            continue;
                        }
                        // The chain has `depth` links; when only the shortest is kept and one
                        // as short is kept already, this one is not needed.
                        if !sink_all(sink) && best.as_ref().is_some_and(|(l, _)| depth >= *l) {
                            continue;
                        }
                        // Walk back.
                        let mut path = vec![d as u32];
                        let mut vias = Vec::new();
                        let mut s = ns;
                        while s != s0 {
                            vias.push(via[s]);
                            s = parent[s] as usize;
                            path.push((s / 2) as u32);
                        }
                        path.reverse();
                        vias.reverse();
                        let chain = Chain {
                            path,
                            vias,
                            eliminations: elims,
                            placements: places,
                        };
                        let len = chain.vias.len();
                        debug_assert_eq!(len, depth);
                        if sink_all(sink) {
                            sink.push(describe(ctx, &graph, technique, &chain));
                        } else if best.as_ref().is_none_or(|(l, _)| len < *l) {
                            // Explained at the end: only the shortest chain is reported.
                            best = Some((len, Kept::new(&graph, chain)));
                        }
                    }
                }
                std::mem::swap(&mut frontier, &mut next);
            }
            for &s in &touched {
                parent[s] = u32::MAX;
            }
        }
        if seen_conclusions.is_empty() {
            if let Some(memo) = memo {
                memo.found_nothing();
            }
        }
    }
    if let Some((_, kept)) = best {
        sink.push(describe(ctx, &kept.graph, technique, &kept.chain));
    }
}

/// The shortest chain so far, with the nodes it uses (the graph of an X-Chain is rebuilt per
/// digit), explained only once the search is over.
struct Kept {
    graph: Graph,
    chain: Chain,
}

impl Kept {
    /// Keeps the chain's own nodes, renumbered along the path.
    fn new(graph: &Graph, chain: Chain) -> Kept {
        let nodes: Vec<NodeInfo> = chain
            .path
            .iter()
            .map(|&p| {
                let node = &graph.nodes[p as usize];
                NodeInfo {
                    cells: node.cells.clone(),
                    set: node.set,
                    digit: node.digit,
                }
            })
            .collect();
        let path = (0..nodes.len() as u32).collect();
        Kept {
            graph: Graph {
                nodes,
                strong: Vec::new(),
                weak: Vec::new(),
                sees: Vec::new(),
            },
            chain: Chain { path, ..chain },
        }
    }
}

/// Whether the sink collects every step (otherwise the shortest chain is kept and reported).
fn sink_all(sink: &Sink) -> bool {
    sink.collects_all()
}

fn node_text(ctx: &Context, node: &NodeInfo) -> String {
    let g = ctx.geometry;
    if node.cells.len() == 1 {
        format!("{} is {}", g.cell_name(node.cells[0]), node.digit)
    } else {
        format!(
            "{} lies in {}",
            node.digit,
            super::text::and_list(node.cells.iter().map(|&c| g.cell_name(c))).replace(" and ", " or ")
        )
    }
}

fn node_not(ctx: &Context, node: &NodeInfo) -> String {
    let g = ctx.geometry;
    if node.cells.len() == 1 {
        format!("{} is not {}", g.cell_name(node.cells[0]), node.digit)
    } else {
        format!(
            "{} is in none of {}",
            node.digit,
            super::text::and_list(node.cells.iter().map(|&c| g.cell_name(c)))
        )
    }
}

fn describe(ctx: &Context, graph: &Graph, technique: Technique, chain: &Chain) -> Step {
    let g = ctx.geometry;
    let mut step = Step::new(technique);
    step.eliminations = chain.eliminations.clone();
    step.placements = chain.placements.clone();
    let mut cells: Vec<usize> = Vec::new();
    let mut candidates: Vec<(usize, Digit)> = Vec::new();
    for &p in &chain.path {
        let node = &graph.nodes[p as usize];
        for &c in &node.cells {
            if !cells.contains(&c) {
                cells.push(c);
            }
            if !candidates.contains(&(c, node.digit)) {
                candidates.push((c, node.digit));
            }
        }
    }
    step.cells = cells;
    step.candidates = candidates;
    let mut houses: Vec<usize> = Vec::new();
    for (i, v) in chain.vias.iter().enumerate() {
        let from = &graph.nodes[chain.path[i] as usize];
        let to = &graph.nodes[chain.path[i + 1] as usize];
        let strong = i % 2 == 0;
        step.links.push(Link {
            from: Node {
                cells: from.cells.clone(),
                digit: from.digit,
            },
            to: Node {
                cells: to.cells.clone(),
                digit: to.digit,
            },
            strong,
        });
        let line = match *v {
            Via::House(h) => {
                if !houses.contains(&h) {
                    houses.push(h);
                }
                format!(
                    "If {}, then {}: in {}, {} has no other place.",
                    node_not(ctx, from),
                    node_text(ctx, to),
                    g.house_name(h),
                    from.digit
                )
            }
            Via::Cell(c) => format!(
                "If {}, then {}: it has no other candidate.",
                node_not(ctx, from),
                node_text(ctx, to).replace(&g.cell_name(c), "it")
            ),
            Via::Sight => {
                let h = common_house(ctx, &from.cells, &to.cells);
                if let Some(h) = h {
                    if !houses.contains(&h) {
                        houses.push(h);
                    }
                }
                format!(
                    "If {}, then {}: they share {}.",
                    node_text(ctx, from),
                    node_not(ctx, to),
                    h.map(|h| g.house_name(h)).unwrap_or_else(|| "a house".to_string())
                )
            }
            Via::SameCell => format!("If {}, then it is not {}.", node_text(ctx, from), to.digit),
        };
        step.lines.push(line);
    }
    if houses.is_empty() {
        if let Some(&c) = step.cells.first() {
            houses.extend(ctx.tables.cell_houses[c].first());
        }
    }
    step.houses = houses;
    let first = &graph.nodes[chain.path[0] as usize];
    let last = &graph.nodes[chain.path[chain.path.len() - 1] as usize];
    let result = if !chain.placements.is_empty() {
        format!(
            "so {} (assuming otherwise proves it): {} is placed",
            node_text(ctx, first),
            cell_list(g, chain.placements.iter().map(|p| p.0))
        )
    } else {
        format!("so {}", removals(g, &chain.eliminations))
    };
    let either = if chain.placements.is_empty() {
        format!("either {} or {}", node_text(ctx, first), node_text(ctx, last))
    } else {
        format!("{} in any case", node_text(ctx, first))
    };
    step.explanation = format!(
        "{}: a chain of {} links starting from \"{}\" ends with \"{}\"; {}, {}.",
        technique.title(),
        chain.vias.len(),
        node_not(ctx, first),
        node_text(ctx, last),
        either,
        result
    );
    step.rating = technique.rating() + length_bonus(chain.vias.len());
    step
}

fn common_house(ctx: &Context, a: &[usize], b: &[usize]) -> Option<usize> {
    let t = ctx.tables;
    let first = *a.first()?;
    t.cell_houses[first]
        .iter()
        .copied()
        .find(|&h| a.iter().chain(b).all(|&c| t.house_sets[h].contains(c)))
}

/// X-Chain: one digit, conjugate pairs joined by cells that see each other.
pub fn x_chain(ctx: &Context, sink: &mut Sink) {
    search(ctx, sink, Family::X, Technique::XChain);
}

/// XY-Chain: bivalue cells, each joined to the next by a shared digit in cells that see each
/// other; the digit both ends share leaves the cells that see both ends.
pub fn xy_chain(ctx: &Context, sink: &mut Sink) {
    search(ctx, sink, Family::XY, Technique::XYChain);
}

/// AIC (discontinuous nice loops included) on single candidates.
pub fn aic(ctx: &Context, sink: &mut Sink) {
    search(ctx, sink, Family::Aic, Technique::Aic);
}

/// AIC with grouped nodes (a digit in the cells of a box∩line).
pub fn grouped_aic(ctx: &Context, sink: &mut Sink) {
    search(ctx, sink, Family::Grouped, Technique::GroupedAic);
}

/// Remote pairs: bivalue cells with the same pair, each seeing the next; cells at odd distance
/// hold different digits of the pair, so a cell seeing two of them loses both digits.
pub fn remote_pairs(ctx: &Context, sink: &mut Sink) {
    let g = ctx.geometry;
    let cands = ctx.candidates;
    let mut pairs: Vec<Candidates> = Vec::new();
    for set in cands.iter() {
        if set.len() == 2 && !pairs.contains(set) {
            pairs.push(*set);
        }
    }
    for pair in pairs {
        let cells: Vec<usize> = (0..cands.len()).filter(|&c| cands[c] == pair).collect();
        if cells.len() < 4 {
            continue;
        }
        let mut colour: Vec<Option<(usize, bool)>> = vec![None; cands.len()];
        let mut comp = 0;
        for &s in &cells {
            if colour[s].is_some() {
                continue;
            }
            colour[s] = Some((comp, true));
            let mut members = vec![s];
            let mut links = Vec::new();
            let mut i = 0;
            while i < members.len() {
                let c = members[i];
                i += 1;
                let side = colour[c].is_some_and(|x| x.1);
                for &o in &cells {
                    if o != c && ctx.sees(c, o) && colour[o].is_none() {
                        colour[o] = Some((comp, !side));
                        members.push(o);
                        links.push((c, o));
                    }
                }
            }
            comp += 1;
            if members.len() < 4 {
                continue;
            }
            let on: Vec<usize> = members
                .iter()
                .copied()
                .filter(|&c| colour[c].is_some_and(|x| x.1))
                .collect();
            let off: Vec<usize> = members
                .iter()
                .copied()
                .filter(|&c| colour[c].is_some_and(|x| !x.1))
                .collect();
            let mut elims = Vec::new();
            for (c, set) in cands.iter().enumerate() {
                if members.contains(&c) || set.intersection(pair).is_empty() {
                    continue;
                }
                if on.iter().any(|&a| ctx.sees(a, c)) && off.iter().any(|&b| ctx.sees(b, c)) {
                    elims.extend(set.intersection(pair).iter().map(|d| (c, d)));
                }
            }
            if elims.is_empty() {
                continue;
            }
            let mut step = Step::new(Technique::RemotePairs);
            step.eliminations = elims;
            step.cells = members.clone();
            step.candidates = members.iter().flat_map(|&c| pair.iter().map(move |d| (c, d))).collect();
            for &(a, b) in &links {
                if let Some(h) = ctx.common_house(a, b) {
                    if !step.houses.contains(&h) {
                        step.houses.push(h);
                    }
                }
                for d in pair.iter() {
                    step.links.push(Link::weak((a, d), (b, d)));
                }
                step.lines.push(format!(
                    "{} and {} see each other, so they hold different digits of the pair.",
                    g.cell_name(a),
                    g.cell_name(b)
                ));
            }
            let digits = super::text::and_list(pair.iter());
            step.explanation = format!(
                "Remote pairs on {digits}: {} and {} each hold one digit of the pair and the other \
                 group the other digit, so a cell seeing both groups holds neither: {}.",
                cell_list(g, on.iter().copied()),
                cell_list(g, off.iter().copied()),
                removals(g, &step.eliminations)
            );
            if sink.push(step) {
                return;
            }
        }
    }
}

/// What a chain relies on: the digits absent from its bivalue cells and, for each strong link in
/// a house, the digit absent from the house's other cells.
pub fn premises(ctx: &Context, step: &Step) -> Vec<(usize, Digit)> {
    let t = ctx.tables;
    let mut out = Vec::new();
    for link in step.links.iter().filter(|l| l.strong) {
        let (a, b) = (&link.from, &link.to);
        if a.cells.len() == 1 && a.cells == b.cells {
            let c = a.cells[0];
            out.extend(Candidates::ALL.difference(ctx.candidates[c]).iter().map(|d| (c, d)));
            continue;
        }
        let both: Vec<usize> = a.cells.iter().chain(&b.cells).copied().collect();
        for &h in &t.order {
            if both.iter().all(|&c| t.house_sets[h].contains(c)) {
                for c in t.house_sets[h].iter() {
                    if !both.contains(&c) && ctx.grid.get(c).is_none() && !ctx.candidates[c].contains(a.digit) {
                        out.push((c, a.digit));
                    }
                }
            }
        }
    }
    // Remote pairs: the pair cells hold only the pair.
    if step.technique == Technique::RemotePairs {
        for &c in &step.cells {
            out.extend(Candidates::ALL.difference(ctx.candidates[c]).iter().map(|d| (c, d)));
        }
    }
    out
}
