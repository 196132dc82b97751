//! The labels on a flat face's linked edges ("Right, top row, reversed"): which side of the
//! face shown holds the same cells as a side of another face, read from the engine's cube
//! geometry.

use crate::engine::Face;
use crate::t;

/// A side of a face as drawn flat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// Row 0.
    Top,
    /// Column 8.
    Right,
    /// Row 8.
    Bottom,
    /// Column 0.
    Left,
}

impl Side {
    /// Every side, clockwise from the top.
    pub const ALL: [Side; 4] = [Side::Top, Side::Right, Side::Bottom, Side::Left];

    /// The `(row, col)` of the `i`-th cell along this side (left to right, top to bottom).
    fn place(self, i: usize) -> (usize, usize) {
        match self {
            Side::Top => (0, i),
            Side::Bottom => (8, i),
            Side::Left => (i, 0),
            Side::Right => (i, 8),
        }
    }

    /// The side's name as a house, in the window's language: `top row`, `right column`, ...
    pub fn name(self) -> String {
        t!(match self {
            Side::Top => "side-top",
            Side::Right => "side-right",
            Side::Bottom => "side-bottom",
            Side::Left => "side-left",
        })
    }
}

/// Where a linked side of a face joins another face: read from the cube's geometry, so the
/// labels cannot drift from what the engine links.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EdgeLink {
    /// The side of the face shown.
    pub side: Side,
    /// The face it joins.
    pub other: Face,
    /// The side of that face holding the same cells.
    pub other_side: Side,
    /// Whether the cells run the other way along it.
    pub reversed: bool,
}

impl EdgeLink {
    /// The label drawn on the edge: `Right, top row, reversed`.
    pub fn label(&self) -> String {
        let id = if self.reversed {
            "edge-link-reversed"
        } else {
            "edge-link"
        };
        t!(
            id,
            face = crate::i18n::face_name(self.other),
            side = self.other_side.name()
        )
    }
}

/// The linked sides of `face`: each side whose nine cells are also a side of another face.
pub fn edge_links(face: Face) -> Vec<EdgeLink> {
    let geometry = crate::engine::Shape::Cube.geometry();
    let cells = |f: Face, side: Side| -> [usize; 9] {
        std::array::from_fn(|i| {
            let (r, c) = side.place(i);
            geometry.cell_at(f, r, c)
        })
    };
    let mut links = Vec::new();
    for side in Side::ALL {
        let here = cells(face, side);
        for other in Face::ALL.into_iter().filter(|&f| f != face) {
            for other_side in Side::ALL {
                let there = cells(other, other_side);
                let mut back = there;
                back.reverse();
                if here == there || here == back {
                    links.push(EdgeLink {
                        side,
                        other,
                        other_side,
                        reversed: here != there,
                    });
                }
            }
        }
    }
    links
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edge_labels_follow_the_geometry() {
        let labels =
            |face: Face| -> Vec<(Side, String)> { edge_links(face).iter().map(|l| (l.side, l.label())).collect() };
        // As design/cube.md has it: U(8,i) = F(0,i), F(i,8) = R(i,0), U(i,8) = R(0,8-i).
        assert_eq!(
            labels(Face::Top),
            vec![
                (Side::Right, "Right, top row, reversed".to_string()),
                (Side::Bottom, "Front, top row".to_string()),
            ]
        );
        assert_eq!(
            labels(Face::Front),
            vec![
                (Side::Top, "Top, bottom row".to_string()),
                (Side::Right, "Right, left column".to_string()),
            ]
        );
        assert_eq!(
            labels(Face::Right),
            vec![
                (Side::Top, "Top, right column, reversed".to_string()),
                (Side::Left, "Front, right column".to_string()),
            ]
        );
    }
}
