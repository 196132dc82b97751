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

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::rc::Rc;

use crate::engine::types::{Candidates, Digit};

use super::barren::{self, Since};
use super::context::MAX_DIGITS;
use super::digit_memo::DigitPart;
use super::memory::{self, PositionCache};
use super::templates::OneDigitRow;
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

impl Family {
    /// The family's bit in [`Graph::families`].
    fn bit(self) -> u8 {
        match self {
            Family::X => 1,
            Family::XY => 2,
            Family::Aic => 4,
            Family::Grouped => 8,
        }
    }
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

#[derive(Clone, Copy)]
struct NodeInfo<const W: usize> {
    cells: NodeCells,
    set: CellSet<W>,
    digit: Digit,
}

/// A node's cells in increasing order, kept inline (a graph has hundreds of nodes, rebuilt at
/// every step).
#[derive(Clone, Copy, PartialEq, Eq)]
struct NodeCells {
    list: [u16; 9],
    len: u8,
}

impl NodeCells {
    fn of<const W: usize>(set: &CellSet<W>) -> NodeCells {
        let mut cells = NodeCells { list: [0; 9], len: 0 };
        for c in set.iter().take(9) {
            cells.list[usize::from(cells.len)] = c as u16;
            cells.len += 1;
        }
        cells
    }

    fn one(cell: usize) -> NodeCells {
        let mut list = [0; 9];
        list[0] = cell as u16;
        NodeCells { list, len: 1 }
    }

    fn len(&self) -> usize {
        usize::from(self.len)
    }

    /// The cell of a single-cell node.
    fn single(&self) -> Option<usize> {
        (self.len == 1).then_some(usize::from(self.list[0]))
    }

    fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.list[..self.len()].iter().map(|&c| usize::from(c))
    }

    fn to_vec(self) -> Vec<usize> {
        self.iter().collect()
    }
}

/// The link graph of a position: one digit's for X-Chains, or the grouped graph, of which XY-Chains
/// and AICs each read their own links ([`Graph::keeps`]).
pub(super) struct Graph<const W: usize> {
    nodes: Vec<NodeInfo<W>>,
    strong: Adjacency,
    weak: Adjacency,
    /// Per node with a strong link, the cells holding its digit that see all of its cells
    /// (what a chain ending there can remove; empty for nodes without a strong link).
    sees: Vec<CellSet<W>>,
    /// Per node, the cells it is drawn from: its cell, or a group's box∩line (a group whose
    /// box∩line held other cells of its digit before is a new node).
    spans: Vec<CellSet<W>>,
    /// Per node, which families' chains may pass through it ([`Family::bit`]): a grouped
    /// graph serves XY-Chains and AICs too, each seeing only its own links.
    families: Vec<u8>,
}

/// Per node, the nodes it links to (and through what), in one list.
#[derive(Default)]
struct Adjacency {
    /// Node `a`'s links are `edges[start[a]..start[a + 1]]`.
    start: Vec<u32>,
    edges: Vec<(u32, Via)>,
}

impl Adjacency {
    /// Links both ways for each pair, in the pairs' order.
    fn of_pairs(nodes: usize, pairs: &[(u32, u32, Via)]) -> Adjacency {
        let mut start = vec![0u32; nodes + 1];
        for &(a, b, _) in pairs {
            start[a as usize + 1] += 1;
            start[b as usize + 1] += 1;
        }
        for k in 0..nodes {
            start[k + 1] += start[k];
        }
        let mut fill = start.clone();
        let mut edges = vec![(0u32, Via::Sight); pairs.len() * 2];
        for &(a, b, via) in pairs {
            edges[fill[a as usize] as usize] = (b, via);
            fill[a as usize] += 1;
            edges[fill[b as usize] as usize] = (a, via);
            fill[b as usize] += 1;
        }
        Adjacency { start, edges }
    }
}

impl std::ops::Index<usize> for Adjacency {
    type Output = [(u32, Via)];

    fn index(&self, node: usize) -> &[(u32, Via)] {
        &self.edges[self.start[node] as usize..self.start[node + 1] as usize]
    }
}

fn lookup<const W: usize>(map: &QuickMap<(CellSet<W>, u8), u32>, set: &CellSet<W>, d: Digit) -> Option<u32> {
    map.get(&(*set, d.index() as u8)).copied()
}

impl<const W: usize> Graph<W> {
    /// The graph of one digit's X-Chains (`family` X, `only` that digit), or the grouped graph
    /// (`family` Grouped), which XY-Chains and AICs read too.
    fn build(ctx: &Context<W>, family: Family, only: Option<Digit>) -> Graph<W> {
        debug_assert!(matches!(family, Family::X | Family::Grouped));
        let t = ctx.tables;
        let cands = ctx.candidates;
        // Single-cell nodes by candidate: `cell * stride + digit index`.
        let stride = ctx.digit_count();
        // Room for every candidate as a node, and as many groups (reallocating as nodes come
        // costs more than the room).
        let room = 2 * cands.iter().map(|set| set.len() as usize).sum::<usize>();
        let mut nodes: Vec<NodeInfo<W>> = Vec::with_capacity(room);
        // Grouped nodes by cells and digit (single-cell nodes are found through `single`).
        let mut map: QuickMap<(CellSet<W>, u8), u32> = QuickMap::default();
        let mut spans: Vec<CellSet<W>> = Vec::with_capacity(room);
        let mut add = |nodes: &mut Vec<NodeInfo<W>>,
                       spans: &mut Vec<CellSet<W>>,
                       set: CellSet<W>,
                       span: CellSet<W>,
                       d: Digit|
         -> u32 {
            *map.entry((set, d.index() as u8)).or_insert_with(|| {
                spans.push(span);
                nodes.push(NodeInfo {
                    cells: NodeCells::of(&set),
                    set,
                    digit: d,
                });
                (nodes.len() - 1) as u32
            })
        };
        let digits: Vec<Digit> = ctx.digits().filter(|&d| only.is_none_or(|o| o == d)).collect();
        let mut single = vec![u32::MAX; cands.len() * stride];
        for (c, set) in cands.iter().enumerate() {
            for d in set.iter() {
                if digits.contains(&d) {
                    let mut s = CellSet::EMPTY;
                    s.insert(c);
                    single[c * stride + d.index()] = nodes.len() as u32;
                    spans.push(s);
                    nodes.push(NodeInfo {
                        cells: NodeCells::one(c),
                        set: s,
                        digit: d,
                    });
                }
            }
        }
        let mut groups: Vec<Vec<u32>> = vec![Vec::new(); MAX_DIGITS];
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
                        let id = add(&mut nodes, &mut spans, g, inter, d);
                        if nodes.len() > before {
                            groups[d.index()].push(id);
                        }
                    }
                }
            }
        }
        let map_now = map;
        let n = nodes.len();
        // The strong links in the order found, each pair of nodes once.
        let mut pairs: Vec<(u32, u32, Via)> = Vec::with_capacity(n);
        let mut linked = vec![0u64; (n * n).div_ceil(64)];
        let mut link = |pairs: &mut Vec<(u32, u32, Via)>, a: u32, b: u32, via: Via| {
            let (x, y) = (a as usize * n + b as usize, b as usize * n + a as usize);
            if linked[x / 64] >> (x % 64) & 1 == 0 {
                linked[x / 64] |= 1 << (x % 64);
                linked[y / 64] |= 1 << (y % 64);
                pairs.push((a, b, via));
            }
        };
        // House links come house by house (in `order`), digit by digit: a conjugate pair, or
        // (grouped) each group of the digit lying in a house where the digit has three places
        // or more, in the order made, with the house's other places. The groups' links are
        // found from the few houses holding each group and put in that order by their key.
        let mut keyed: Vec<(u64, u32, u32, Via)> = Vec::with_capacity(n);
        let key = |rank: usize, d: Digit, group: u32| ((rank * MAX_DIGITS + d.index()) as u64) << 32 | u64::from(group);
        let mut rank = vec![usize::MAX; ctx.geometry.houses().len()];
        for (i, &h) in t.order.iter().enumerate() {
            rank[h] = i;
            for &d in &digits {
                let m = ctx.pos(h, d);
                if m.count_ones() == 2 {
                    let mut it = ctx.cells_at(h, m);
                    if let (Some(a), Some(b)) = (it.next(), it.next()) {
                        let (a, b) = (single[a * stride + d.index()], single[b * stride + d.index()]);
                        keyed.push((key(i, d, 0), a, b, Via::House(h)));
                    }
                }
            }
        }
        for &gid in groups.iter().flatten() {
            let node = &nodes[gid as usize];
            let (gs, d) = (node.set, node.digit);
            for &h in node.cells.iter().next().map_or(&[][..], |c| &t.cell_houses[c][..]) {
                if !gs.minus(&t.house_sets[h]).is_empty() || ctx.pos(h, d).count_ones() < 3 {
                    continue;
                }
                let rest = t.house_sets[h].and(&ctx.holders[d.index()]).minus(&gs);
                let other = if rest.len() == 1 {
                    rest.iter().next().map(|c| single[c * stride + d.index()])
                } else {
                    lookup(&map_now, &rest, d)
                };
                if let Some(o) = other {
                    keyed.push((key(rank[h], d, gid + 1), gid, o, Via::House(h)));
                }
            }
        }
        keyed.sort_unstable_by_key(|x| x.0);
        for &(_, a, b, via) in &keyed {
            link(&mut pairs, a, b, via);
        }
        if family != Family::X {
            for (c, set) in cands.iter().enumerate() {
                if set.len() == 2 {
                    let mut it = set.iter();
                    if let (Some(x), Some(y)) = (it.next(), it.next()) {
                        link(
                            &mut pairs,
                            single[c * stride + x.index()],
                            single[c * stride + y.index()],
                            Via::Cell(c),
                        );
                    }
                }
            }
        }
        // Weak links, only towards nodes that have a strong link (a chain goes on from there).
        let strong = Adjacency::of_pairs(n, &pairs);
        // Per digit, the groups with a strong link, in the order made.
        let linked_groups: Vec<Vec<u32>> = groups
            .iter()
            .map(|list| {
                list.iter()
                    .copied()
                    .filter(|&gid| !strong[gid as usize].is_empty())
                    .collect()
            })
            .collect();
        let mut weak = Adjacency {
            start: Vec::with_capacity(n + 1),
            edges: Vec::with_capacity(8 * n),
        };
        let mut sees = vec![CellSet::EMPTY; n];
        for a in 0..n {
            weak.start.push(weak.edges.len() as u32);
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
                let b = single[c * stride + d.index()];
                if b != u32::MAX && !strong[b as usize].is_empty() {
                    weak.edges.push((b, Via::Sight));
                }
            }
            for &gid in &linked_groups[d.index()] {
                if nodes[gid as usize].set.minus(&seen).is_empty() {
                    weak.edges.push((gid, Via::Sight));
                }
            }
            if let (true, Some(c)) = (family != Family::X, node.cells.single()) {
                for e in cands[c].iter() {
                    let b = single[c * stride + e.index()];
                    if e != d && b != u32::MAX && !strong[b as usize].is_empty() {
                        weak.edges.push((b, Via::SameCell));
                    }
                }
            }
        }
        weak.start.push(weak.edges.len() as u32);
        // Single-cell nodes come first, groups after.
        let singles = nodes.iter().take_while(|node| node.cells.len() == 1).count();
        // A node is in a family's graph when it has a strong link of that family: any for the
        // family built; on a grouped graph, one to a single-cell node for AIC (single-cell
        // nodes only), and a bivalue cell's for XY.
        let families = (0..n)
            .map(|a| {
                let mut bits = 0;
                for &(b, via) in &strong[a] {
                    bits |= family.bit();
                    if family == Family::Grouped && a < singles && (b as usize) < singles {
                        bits |= Family::Aic.bit();
                        if matches!(via, Via::Cell(_)) {
                            bits |= Family::XY.bit();
                        }
                    }
                }
                bits
            })
            .collect();
        Graph {
            nodes,
            strong,
            weak,
            sees,
            spans,
            families,
        }
    }
}

impl<const W: usize> Graph<W> {
    /// The states a chain goes on to from `state` (node * 2 + 1 when the node is true): from a
    /// false node through its strong links to true nodes, from a true one through its weak
    /// links to false nodes.
    fn next_states(&self, state: usize, family: Family) -> impl Iterator<Item = (usize, Via)> + '_ {
        let truth = state & 1 == 1;
        let edges = if truth {
            &self.weak[state / 2]
        } else {
            &self.strong[state / 2]
        };
        edges
            .iter()
            .filter(move |&&(to, via)| self.keeps(family, truth, to as usize, via))
            .map(move |&(to, v)| (to as usize * 2 + usize::from(!truth), v))
    }

    /// Whether `family`'s graph has `node`.
    fn has(&self, node: usize, family: Family) -> bool {
        self.families[node] & family.bit() != 0
    }

    /// Whether `family`'s graph has the link from a node (true: a weak link from a true node;
    /// false: a strong one from a false node) to `to` through `via`. A graph built for the
    /// family has all its own links; on a grouped graph, an XY-Chain's strong links are
    /// bivalue cells and its weak links lie between cells, and both reach only nodes of the
    /// family (the links the family's own graph would have, in the same order).
    fn keeps(&self, family: Family, truth: bool, to: usize, via: Via) -> bool {
        if self.families[to] & family.bit() == 0 {
            return false;
        }
        match family {
            Family::XY => {
                if truth {
                    via == Via::Sight
                } else {
                    matches!(via, Via::Cell(_))
                }
            }
            Family::X | Family::Aic | Family::Grouped => true,
        }
    }

    /// On a position inside one where this family's chains concluded nothing (`since`),
    /// whether a chain may conclude something now. A chain whose strong links all held before
    /// (same nodes, weak links between them too) was a chain before, concluding then at least
    /// what it concludes now: nothing. So a concluding chain uses a new strong link u = v
    /// (its house's places of the digit, or its cell's candidates, changed; or a group node
    /// changed): it runs A ... u, v ... D (or the other way), where A is reached true going
    /// backwards from u assumed true and D forwards from v assumed true. This asks whether
    /// some such A and D conclude something, ignoring the length limit (a yes only sends the
    /// caller to the full search). Returns the nodes that may start such a chain (None when
    /// none may).
    fn may_conclude_through(&self, ctx: &Context<W>, since: &Since<W>, family: Family) -> Option<Vec<bool>> {
        let t = ctx.tables;
        let before: [CellSet<W>; MAX_DIGITS] = std::array::from_fn(|d| {
            if d < ctx.digit_count() {
                since.holders_before(d)
            } else {
                CellSet::EMPTY
            }
        });
        let n = self.nodes.len();
        let node_new = |x: usize| {
            let node = &self.nodes[x];
            node.cells.len() > 1 && self.spans[x].and(&before[node.digit.index()]) != node.set
        };
        let mut links: Vec<(u32, u32)> = Vec::new();
        for a in (0..n).filter(|&a| self.has(a, family)) {
            for &(b, via) in &self.strong[a] {
                if (b as usize) < a || !self.keeps(family, false, b as usize, via) {
                    continue;
                }
                let d = self.nodes[a].digit.index();
                let new = match via {
                    Via::Cell(c) => since.changed.contains(c),
                    Via::House(h) => {
                        let house = &t.house_sets[h];
                        house.and(&ctx.holders[d]) != house.and(&before[d])
                    }
                    Via::Sight | Via::SameCell => true,
                };
                if new || node_new(a) || node_new(b as usize) {
                    links.push((a as u32, b));
                }
            }
        }
        if links.is_empty() {
            return None;
        }
        // A start of a concluding chain through u = v: a node reached true from u (a chain A ...
        // u, v ... D read backwards), concluding with a node reached true from v.
        let mut starts = vec![false; n];
        let mut any = false;
        // What each end of a new link reaches true, assumed true itself, summed up.
        let mut reach: QuickMap<u32, Reach<W>> = QuickMap::default();
        let mut marks = vec![false; n * 2];
        let (mut frontier, mut next, mut touched): (Vec<usize>, Vec<usize>, Vec<usize>) =
            (Vec::new(), Vec::new(), Vec::new());
        for &(u, v) in &links {
            for x in [u, v] {
                if reach.contains_key(&x) {
                    continue;
                }
                let s0 = x as usize * 2 + 1;
                marks[s0] = true;
                touched.clear();
                touched.push(s0);
                frontier.clear();
                frontier.push(s0);
                while !frontier.is_empty() {
                    next.clear();
                    for &state in &frontier {
                        for (ns, _) in self.next_states(state, family) {
                            if !marks[ns] {
                                marks[ns] = true;
                                touched.push(ns);
                                next.push(ns);
                            }
                        }
                    }
                    std::mem::swap(&mut frontier, &mut next);
                }
                let mut r = Reach {
                    nodes: Vec::new(),
                    members: vec![0u64; n.div_ceil(64)],
                    sees: [CellSet::EMPTY; MAX_DIGITS],
                    singles: [CellSet::EMPTY; MAX_DIGITS],
                };
                for &state in &touched {
                    marks[state] = false;
                    if state & 1 == 0 {
                        continue;
                    }
                    let y = state / 2;
                    let node = &self.nodes[y];
                    let e = node.digit.index();
                    r.nodes.push(y as u32);
                    r.members[y / 64] |= 1 << (y % 64);
                    r.sees[e] = r.sees[e].or(&self.sees[y]);
                    if let Some(c) = node.cells.single() {
                        r.singles[e].insert(c);
                    }
                }
                reach.insert(x, r);
            }
            for (from, to) in [(u, v), (v, u)] {
                let (from_a, from_d) = (&reach[&from], &reach[&to]);
                for &a in &from_a.nodes {
                    if !starts[a as usize] && self.may_conclude_with(ctx, a as usize, from_d, family) {
                        starts[a as usize] = true;
                        any = true;
                    }
                }
            }
        }
        any.then_some(starts)
    }

    /// Whether node `a` and some node of `others` may conclude something (`conclusion` for
    /// the pairs at once, through the unions of what the others see).
    fn may_conclude_with(&self, ctx: &Context<W>, a: usize, others: &Reach<W>, family: Family) -> bool {
        if others.members[a / 64] >> (a % 64) & 1 != 0 {
            return true;
        }
        let node = &self.nodes[a];
        let d = node.digit.index();
        let sees = &self.sees[a];
        if !sees.and(&others.sees[d]).is_empty() {
            return true;
        }
        if family == Family::XY {
            return false;
        }
        (0..ctx.digit_count()).filter(|&e| e != d).any(|e| {
            !sees.and(&others.singles[e]).is_empty()
                || node.cells.single().is_some_and(|c| {
                    others.sees[e].contains(c) || others.singles[e].contains(c) && ctx.candidates[c].len() >= 3
                })
        })
    }
}

/// The nodes reached true from one node assumed true, with per digit what they see together
/// and the cells of the single-cell ones.
struct Reach<const W: usize> {
    nodes: Vec<u32>,
    members: Vec<u64>,
    sees: [CellSet<W>; MAX_DIGITS],
    singles: [CellSet<W>; MAX_DIGITS],
}

/// The conclusion "A or D": what it removes (or places, when A = D).
/// Removals and placements.
type Outcome = (Vec<(usize, Digit)>, Vec<(usize, Digit)>);

/// A quick hasher for the engine's own keys (cells, digits, finder parts: nothing from outside,
/// so the standard hasher's guard against chosen collisions is not needed; the chain search
/// and the single-digit finders' memory use it). The tables are only
/// looked up, never walked, so their order does not matter.
#[derive(Default, Clone, Copy)]
pub(super) struct QuickHasher(u64);

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

pub(super) type QuickMap<K, V> = HashMap<K, V, BuildHasherDefault<QuickHasher>>;

/// `a_sees` and `d_sees` are the nodes' [`Graph::sees`]. Returns None when the chain concludes
/// nothing (most chains), without building anything.
fn conclusion<const W: usize>(
    ctx: &Context<W>,
    a: &NodeInfo<W>,
    d: &NodeInfo<W>,
    a_sees: &CellSet<W>,
    d_sees: &CellSet<W>,
    same: bool,
) -> Option<Outcome> {
    let mut elims = Vec::new();
    let mut places = Vec::new();
    if same {
        if let Some(c) = a.cells.single() {
            places.push((c, a.digit));
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
    if let Some(c) = a.cells.single().filter(|&c| d.cells.single() == Some(c)) {
        for e in ctx.candidates[c].iter() {
            if e != a.digit && e != d.digit {
                elims.push((c, e));
            }
        }
        return (!elims.is_empty()).then_some((elims, places));
    }
    // Different digits: a cell of one node seeing the whole other node loses the other's digit.
    for (x, y) in [(a, d), (d, a)] {
        if let Some(c) = x.cells.single() {
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

/// The grouped graph of the position (the links depend on the candidates alone), kept in
/// [`memory`]'s `grouped_graph`: the XY-Chain, AIC and grouped AIC rows are asked on the same
/// position one after the other, and each reads its own links of it.
fn grouped_graph<const W: usize>(ctx: &Context<W>) -> Rc<Graph<W>> {
    memory::grouped_graph(|kept: &mut PositionCache<Graph<W>>| {
        memory::per_position(kept, ctx, || Graph::build(ctx, Family::Grouped, None))
    })
}

/// On a position inside one where the family's chains concluded nothing (`since`), whether
/// its graph may hold a strong link that is new in [`Graph::may_conclude_through`]'s sense (if
/// not, that finds no link and the row nothing). XY-Chains: a changed cell that is bivalue now.
/// AICs also: a house holding a changed cell where a digit now has two places, not the same
/// as before. Grouped AICs (whose groups may change in more ways): always maybe.
fn may_have_new_link<const W: usize>(ctx: &Context<W>, since: &Since<W>, family: Family) -> bool {
    if since.changed.iter().any(|c| ctx.candidates[c].len() == 2) {
        return true;
    }
    match family {
        Family::XY => false,
        Family::Aic => {
            let mut before: [Option<CellSet<W>>; MAX_DIGITS] = [None; MAX_DIGITS];
            for h in since.changed_houses(ctx).iter() {
                let house = &ctx.tables.house_sets[h];
                for d in ctx.digits() {
                    if ctx.pos(h, d).count_ones() == 2 {
                        let then = *before[d.index()].get_or_insert_with(|| since.holders_before(d.index()));
                        if house.and(&ctx.holders[d.index()]) != house.and(&then) {
                            return true;
                        }
                    }
                }
            }
            false
        }
        Family::X | Family::Grouped => true,
    }
}

/// A graph to search, the single-digit memory of its digit (X-Chains), and the starts that
/// may conclude something (None: every start).
type ToSearch<const W: usize> = (Rc<Graph<W>>, Option<DigitPart<W>>, Option<Vec<bool>>);

fn search<const W: usize>(ctx: &Context<W>, sink: &mut Sink, family: Family, technique: Technique) {
    let per_digit: Vec<Option<Digit>> = if family == Family::X {
        ctx.digits().map(Some).collect()
    } else {
        vec![None]
    };
    // The graphs to search: an X-Chain reads one digit's cells, and a digit that gave none
    // before on the same cells gives none now.
    let mut graphs: Vec<ToSearch<W>> = Vec::new();
    for only in per_digit {
        let memo = match only {
            Some(digit) => match DigitPart::start(ctx, OneDigitRow::of(technique), technique as u64, digit) {
                Some(memo) => Some(memo),
                None => continue,
            },
            None => None,
        };
        // On a position inside one where the row concluded nothing, only chains through a
        // changed link may conclude, from the starts that reach one; with no new link at all,
        // nothing (known before any graph is built).
        let since = (family != Family::X)
            .then(|| barren::since_nothing(ctx, technique))
            .flatten();
        if since
            .as_ref()
            .is_some_and(|since| !may_have_new_link(ctx, since, family))
        {
            barren::found_nothing(ctx, technique);
            return;
        }
        let graph = match family {
            Family::X => Rc::new(Graph::build(ctx, family, only)),
            Family::XY | Family::Aic | Family::Grouped => grouped_graph(ctx),
        };
        let mut starts = None;
        if let Some(since) = &since {
            starts = graph.may_conclude_through(ctx, since, family);
            if starts.is_none() {
                barren::found_nothing(ctx, technique);
                return;
            }
        }
        graphs.push((graph, memo, starts));
    }
    let mut state = Bfs::default();
    let found_any = if sink_all(sink) {
        graphs.iter().fold(false, |found, (graph, _, starts)| {
            every_conclusion(ctx, sink, graph, starts.as_deref(), family, technique, &mut state) | found
        })
    } else {
        // The shortest chain, first among equals by start and then by the search's order.
        let mut best: Option<(usize, Kept<W>)> = None;
        let mut found_any = false;
        for (graph, _, starts) in &graphs {
            found_any |= shortest(ctx, graph, starts.as_deref(), family, &mut best, &mut state);
        }
        if let Some((_, kept)) = best {
            sink.push(describe(ctx, &kept.graph, technique, &kept.chain));
        }
        found_any
    };
    if !found_any {
        for (_, memo, _) in graphs {
            if let Some(memo) = memo {
                memo.found_nothing();
            }
        }
        if family != Family::X {
            barren::found_nothing(ctx, technique);
        }
    }
}

/// The breadth-first search's buffers, reused from start to start.
#[derive(Default)]
struct Bfs {
    /// parent[state] for state = node * 2 + polarity (1 = true).
    parent: Vec<u32>,
    via: Vec<Via>,
    touched: Vec<usize>,
    frontier: Vec<usize>,
    next: Vec<usize>,
}

impl Bfs {
    fn reset(&mut self, nodes: usize) {
        self.parent.clear();
        self.parent.resize(nodes * 2, u32::MAX);
        self.via.clear();
        self.via.resize(nodes * 2, Via::Sight);
    }

    /// The chain the search found from `start` (assumed false) to the state `to`, with what
    /// it concludes.
    fn chain(&self, start: usize, to: usize, (eliminations, placements): Outcome) -> Chain {
        let s0 = start * 2;
        let mut path = vec![(to / 2) as u32];
        let mut vias = Vec::new();
        let mut s = to;
        while s != s0 {
            vias.push(self.via[s]);
            s = self.parent[s] as usize;
            path.push((s / 2) as u32);
        }
        path.reverse();
        vias.reverse();
        Chain {
            path,
            vias,
            eliminations,
            placements,
        }
    }
}

/// Searches breadth-first from every start of `graph` (of `starts`, when given) up to `limit`
/// links, calling `landed` at each node reached true (start, node, links, state); `landed`
/// returns the limit from then on (a search for the shortest chain stops at the length it
/// holds).
fn from_every_start<const W: usize>(
    graph: &Graph<W>,
    starts: Option<&[bool]>,
    family: Family,
    mut limit: usize,
    state: &mut Bfs,
    mut landed: impl FnMut(usize, usize, usize, &Bfs, usize) -> usize,
) {
    let n = graph.nodes.len();
    state.reset(n);
    for start in 0..n {
        if !graph.has(start, family) || starts.is_some_and(|s| !s[start]) {
            continue;
        }
        let s0 = start * 2;
        state.parent[s0] = s0 as u32;
        state.touched.clear();
        state.touched.push(s0);
        state.frontier.clear();
        state.frontier.push(s0);
        let mut depth = 0;
        while !state.frontier.is_empty() && depth < limit {
            depth += 1;
            state.next.clear();
            for i in 0..state.frontier.len() {
                let from = state.frontier[i];
                let truth = from & 1 == 1;
                for (ns, v) in graph.next_states(from, family) {
                    if state.parent[ns] != u32::MAX {
                        continue;
                    }
                    state.parent[ns] = from as u32;
                    state.via[ns] = v;
                    state.touched.push(ns);
                    state.next.push(ns);
                    if !truth {
                        // A strong link landed on a true node: A or `to` holds.
                        limit = landed(start, ns / 2, depth, state, ns);
                    }
                }
            }
            std::mem::swap(&mut state.frontier, &mut state.next);
        }
        for &s in &state.touched {
            state.parent[s] = u32::MAX;
        }
    }
}

/// What a chain from `start` to `end` concludes, if anything.
fn concludes<const W: usize>(
    ctx: &Context<W>,
    graph: &Graph<W>,
    family: Family,
    start: usize,
    end: usize,
) -> Option<Outcome> {
    let (a, d) = (&graph.nodes[start], &graph.nodes[end]);
    if family == Family::XY && a.digit != d.digit {
        return None;
    }
    conclusion(ctx, a, d, &graph.sees[start], &graph.sees[end], start == end)
}

/// Keeps in `best` the shortest concluding chain of `graph` shorter than the one it holds (up
/// to 40 links), from `starts` when given. Returns whether any chain concluded something.
fn shortest<const W: usize>(
    ctx: &Context<W>,
    graph: &Graph<W>,
    starts: Option<&[bool]>,
    family: Family,
    best: &mut Option<(usize, Kept<W>)>,
    state: &mut Bfs,
) -> bool {
    let cap = |best: &Option<(usize, Kept<W>)>| best.as_ref().map_or(40, |(l, _)| (l - 1).min(40));
    let mut found_any = false;
    from_every_start(
        graph,
        starts,
        family,
        cap(best),
        state,
        |start, end, depth, state, ns| {
            if let Some((eliminations, placements)) = concludes(ctx, graph, family, start, end) {
                found_any = true;
                if best.as_ref().is_none_or(|(l, _)| depth < *l) {
                    let chain = state.chain(start, ns, (eliminations, placements));
                    *best = Some((depth, Kept::new(graph, chain)));
                }
            }
            cap(best)
        },
    );
    found_any
}

/// Reports every conclusion of `graph` once, by its shortest chain (the first found among
/// equals), in the order the conclusions were first reached. Returns whether there was any.
fn every_conclusion<const W: usize>(
    ctx: &Context<W>,
    sink: &mut Sink,
    graph: &Graph<W>,
    starts: Option<&[bool]>,
    family: Family,
    technique: Technique,
    state: &mut Bfs,
) -> bool {
    let mut index: QuickMap<Outcome, usize> = QuickMap::default();
    let mut chains: Vec<Chain> = Vec::new();
    from_every_start(graph, starts, family, 40, state, |start, end, depth, state, ns| {
        if let Some((eliminations, placements)) = concludes(ctx, graph, family, start, end) {
            let mut key = (eliminations.clone(), placements.clone());
            key.0.sort_unstable();
            let known = index.get(&key).copied();
            if known.is_none_or(|k| depth < chains[k].vias.len()) {
                let chain = state.chain(start, ns, (eliminations, placements));
                match known {
                    Some(k) => chains[k] = chain,
                    None => {
                        index.insert(key, chains.len());
                        chains.push(chain);
                    }
                }
            }
        }
        40
    });
    for chain in &chains {
        sink.push(describe(ctx, graph, technique, chain));
    }
    !chains.is_empty()
}

/// The shortest chain so far, with the nodes it uses (the graph of an X-Chain is rebuilt per
/// digit), explained only once the search is over.
struct Kept<const W: usize> {
    graph: Graph<W>,
    chain: Chain,
}

impl<const W: usize> Kept<W> {
    /// Keeps the chain's own nodes, renumbered along the path.
    fn new(graph: &Graph<W>, chain: Chain) -> Kept<W> {
        let nodes: Vec<NodeInfo<W>> = chain
            .path
            .iter()
            .map(|&p| {
                let node = &graph.nodes[p as usize];
                *node
            })
            .collect();
        let path = (0..nodes.len() as u32).collect();
        Kept {
            graph: Graph {
                nodes,
                strong: Adjacency::default(),
                weak: Adjacency::default(),
                sees: Vec::new(),
                spans: Vec::new(),
                families: Vec::new(),
            },
            chain: Chain { path, ..chain },
        }
    }
}

/// Whether the sink collects every step (otherwise the shortest chain is kept and reported).
fn sink_all(sink: &Sink) -> bool {
    sink.collects_all()
}

fn node_text<const W: usize>(ctx: &Context<W>, node: &NodeInfo<W>) -> String {
    let g = ctx.geometry;
    if let Some(c) = node.cells.single() {
        format!("{} is {}", g.cell_name(c), node.digit)
    } else {
        format!(
            "{} lies in {}",
            node.digit,
            super::text::and_list(node.cells.iter().map(|c| g.cell_name(c))).replace(" and ", " or ")
        )
    }
}

fn node_not<const W: usize>(ctx: &Context<W>, node: &NodeInfo<W>) -> String {
    let g = ctx.geometry;
    if let Some(c) = node.cells.single() {
        format!("{} is not {}", g.cell_name(c), node.digit)
    } else {
        format!(
            "{} is in none of {}",
            node.digit,
            super::text::and_list(node.cells.iter().map(|c| g.cell_name(c)))
        )
    }
}

fn describe<const W: usize>(ctx: &Context<W>, graph: &Graph<W>, technique: Technique, chain: &Chain) -> Step {
    let g = ctx.geometry;
    let mut step = Step::new(technique);
    step.eliminations = chain.eliminations.clone();
    step.placements = chain.placements.clone();
    let mut cells: Vec<usize> = Vec::new();
    let mut candidates: Vec<(usize, Digit)> = Vec::new();
    for &p in &chain.path {
        let node = &graph.nodes[p as usize];
        for c in node.cells.iter() {
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
                cells: from.cells.to_vec(),
                digit: from.digit,
            },
            to: Node {
                cells: to.cells.to_vec(),
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
                let h = common_house(ctx, &from.cells.to_vec(), &to.cells.to_vec());
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

fn common_house<const W: usize>(ctx: &Context<W>, a: &[usize], b: &[usize]) -> Option<usize> {
    let t = ctx.tables;
    let first = *a.first()?;
    t.cell_houses[first]
        .iter()
        .copied()
        .find(|&h| a.iter().chain(b).all(|&c| t.house_sets[h].contains(c)))
}

/// X-Chain: one digit, conjugate pairs joined by cells that see each other.
pub fn x_chain<const W: usize>(ctx: &Context<W>, sink: &mut Sink) {
    search(ctx, sink, Family::X, Technique::XChain);
}

/// XY-Chain: bivalue cells, each joined to the next by a shared digit in cells that see each
/// other; the digit both ends share leaves the cells that see both ends.
pub fn xy_chain<const W: usize>(ctx: &Context<W>, sink: &mut Sink) {
    search(ctx, sink, Family::XY, Technique::XYChain);
}

/// AIC (discontinuous nice loops included) on single candidates.
pub fn aic<const W: usize>(ctx: &Context<W>, sink: &mut Sink) {
    search(ctx, sink, Family::Aic, Technique::Aic);
}

/// AIC with grouped nodes (a digit in the cells of a box∩line).
pub fn grouped_aic<const W: usize>(ctx: &Context<W>, sink: &mut Sink) {
    search(ctx, sink, Family::Grouped, Technique::GroupedAic);
}

/// Remote pairs: bivalue cells with the same pair, each seeing the next; cells at odd distance
/// hold different digits of the pair, so a cell seeing two of them loses both digits.
pub fn remote_pairs<const W: usize>(ctx: &Context<W>, sink: &mut Sink) {
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
pub fn premises<const W: usize>(ctx: &Context<W>, step: &Step) -> Vec<(usize, Digit)> {
    let t = ctx.tables;
    let mut out = Vec::new();
    for link in step.links.iter().filter(|l| l.strong) {
        let (a, b) = (&link.from, &link.to);
        if a.cells.len() == 1 && a.cells == b.cells {
            let c = a.cells[0];
            out.extend(ctx.ruled_out(c));
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
            out.extend(ctx.ruled_out(c));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::logic::{find_all, walk_positions};

    /// The chain rows with a search of their own.
    const SEARCHED: [Technique; 4] = [
        Technique::XChain,
        Technique::XYChain,
        Technique::Aic,
        Technique::GroupedAic,
    ];

    /// The chain reported when one step is wanted is a shortest one of those reported when
    /// every step is wanted (where each conclusion comes with its shortest chain from any
    /// start), and is among them.
    #[test]
    fn the_chain_reported_is_a_shortest_one() {
        let mut compared = 0;
        walk_positions(4, |ctx| {
            for technique in SEARCHED {
                let mut sink = Sink::first();
                sink.run(ctx, technique.row());
                let (first, every) = (sink.into_steps().into_iter().next(), find_all(ctx, technique));
                let Some(first) = first else {
                    assert!(every.is_empty(), "{technique:?}");
                    continue;
                };
                let shortest = every.iter().map(|s| s.links.len()).min();
                assert_eq!(
                    Some(first.links.len()),
                    shortest,
                    "{technique:?}: {}",
                    first.explanation
                );
                assert!(every.contains(&first), "{technique:?}: {}", first.explanation);
                compared += 1;
            }
        });
        assert!(compared > 100, "{compared} positions with a chain");
    }
}
