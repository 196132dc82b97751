//! Small helpers for the explanations: lists in words and cell names.

use std::fmt::Write as _;

use crate::engine::geometry::{Face, Geometry};
use crate::engine::shape::Shape;
use crate::engine::types::{Candidates, Digit};

/// The cell's name as seen on `face` when it lies there ("Front r1c3" for the cell that is also
/// Top r9c3), else its usual name.
pub fn cell_name_on(g: &Geometry, cell: usize, face: Option<Face>) -> String {
    if g.shape() == Shape::Cube {
        if let Some(p) = face.and_then(|f| g.positions(cell).iter().find(|p| p.face == f)) {
            return format!("{} r{}c{}", p.face.name(), p.row + 1, p.col + 1);
        }
    }
    g.cell_name(cell)
}

/// The cells of a list of candidates, each once, in order.
pub fn dedup_cells(candidates: &[(usize, Digit)]) -> Vec<usize> {
    let mut cells: Vec<usize> = Vec::new();
    for &(c, _) in candidates {
        if !cells.contains(&c) {
            cells.push(c);
        }
    }
    cells
}

/// Items joined by `sep`.
pub fn list<T: std::fmt::Display>(items: impl Iterator<Item = T>, sep: &str) -> String {
    let mut out = String::new();
    for (i, item) in items.enumerate() {
        if i > 0 {
            out.push_str(sep);
        }
        let _ = write!(out, "{item}");
    }
    out
}

/// "a", "a and b", "a, b and c".
pub fn and_list<T: std::fmt::Display>(items: impl Iterator<Item = T>) -> String {
    let items: Vec<String> = items.map(|i| i.to_string()).collect();
    match items.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
    }
}

/// "4 or 7".
pub fn and_or(set: Candidates) -> String {
    let items: Vec<String> = set.iter().map(|d| d.to_string()).collect();
    match items.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
    }
}

/// "r1c2, r3c4" for the cells of eliminations.
pub fn cell_list(g: &Geometry, cells: impl Iterator<Item = usize>) -> String {
    list(cells.map(|c| g.cell_name(c)), ", ")
}

/// "r1c2<>5, r3c4<>5 and 7" style: each cell with the digits it loses ("r1c2 loses 5").
pub fn losses(g: &Geometry, eliminations: &[(usize, Digit)]) -> String {
    let mut out = String::new();
    for (i, c) in dedup_cells(eliminations).into_iter().enumerate() {
        let lost = eliminations.iter().filter(|e| e.0 == c).map(|e| e.1);
        if i > 0 {
            out.push_str(", ");
        }
        let _ = write!(out, "{} loses {}", g.cell_name(c), and_list(lost));
    }
    out
}

/// "removed from r1c2, r3c4" when all eliminations remove one digit, else the losses per cell.
pub fn removals(g: &Geometry, eliminations: &[(usize, Digit)]) -> String {
    let first = eliminations.first().map(|e| e.1);
    if eliminations.iter().all(|e| Some(e.1) == first) {
        let d = first.map(|d| d.to_string()).unwrap_or_default();
        format!("{d} removed from {}", cell_list(g, eliminations.iter().map(|e| e.0)))
    } else {
        losses(g, eliminations)
    }
}
