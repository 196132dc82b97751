//! Where the game's parts go in a window of some size: the board beside the panel or above the
//! digit strip, and on the cube where the preview goes. Whichever arrangement gives the biggest
//! board wins.

use iced::Size;

use crate::app::widget::cube_parts;
use crate::engine::Shape;

/// Width of the side panel in the wide layout.
pub(super) const PANEL: f32 = 300.0;
/// Space around and between the parts.
pub(super) const GAP: f32 = 24.0;
/// Height of the status line under the board.
pub(super) const STATUS: f32 = 60.0;
/// Height of the bar at the top.
pub(super) const HEADER: f32 = 58.0;
/// Height of the action buttons.
pub(super) const BUTTON: f32 = 40.0;
/// Cube, flat view: the width of the label beside a linked column, and the height of the
/// label over or under a linked row.
pub(super) const LABEL_W: f32 = 84.0;
pub(super) const LABEL_H: f32 = 22.0;
/// Height of a compact button: the actions while a hint is open, when the hint's words need
/// the room.
pub(super) const COMPACT: f32 = 32.0;
/// Height of a key of the compact pad (two rows of five).
pub(super) const PAD_KEY: f32 = 40.0;
/// Space between the rows of the panel.
pub(super) const ROW_GAP: f32 = 8.0;
/// The least height of the hint's box: its title, a sentence of two lines, a legend and two
/// rows of buttons.
pub(super) const HINT_MIN: f32 = 190.0;
/// Under the board of the narrow layout while a hint is open, in a body of `size`: the hint's
/// box, the compact pad (two rows), the rows of compact actions (ten at most, the cube's view
/// switch among them) and the mistakes switch, with the space between them.
fn hint_under(size: Size) -> f32 {
    let rows = 10usize.div_ceil(compact_per_row(hint_under_width(size))) as f32;
    HINT_MIN + 2.0 * PAD_KEY + 6.0 + rows * COMPACT + (rows - 1.0) * 6.0 + ROW_GAP + 20.0 + 3.0 * 10.0
}

/// The width of the hint's box, the pad and the actions under the board of the narrow
/// layout while a hint is open, in a body of `size`: all its width, up to a comfortable line.
pub(super) fn hint_under_width(size: Size) -> f32 {
    (size.width - 2.0 * gap(size)).min(640.0)
}

/// How many compact actions go in a row `width` wide: five, or four when five would cut
/// their labels.
pub(super) fn compact_per_row(width: f32) -> usize {
    if width >= 490.0 {
        5
    } else {
        4
    }
}

/// The side panel's parts while a hint is open, below the hint's box: the compact pad (two
/// rows), the actions three to a row in three rows, the mistakes switch, and the space between.
pub(super) const PANEL_CONTROLS: f32 = 2.0 * PAD_KEY + 6.0 + 3.0 * COMPACT + 2.0 * 6.0 + 20.0 + 3.0 * ROW_GAP;

/// The height of the hint's box in the side panel of a body `height` tall (the panel's
/// column, inside the gaps): all that the controls under it leave.
pub(super) fn hint_height(height: f32) -> f32 {
    (height - PANEL_CONTROLS).max(HINT_MIN)
}

/// The height of the hint's box under the board of the narrow layout, in a body of `size`
/// with the board `used` tall (with what goes above it): what the controls leave, at least
/// [`HINT_MIN`].
pub(super) fn hint_under_height(size: Size, used: f32) -> f32 {
    (size.height - 2.0 * gap(size) - used - (hint_under(size) - HINT_MIN)).max(HINT_MIN)
}

/// Where the parts of the game go in a body of some size.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Layout {
    /// The board beside the panel (else above the pad).
    pub(super) wide: bool,
    /// Cube: the preview in a bar above the board (else in a column beside it).
    pub(super) bar: bool,
    /// Cube: the column beside the board is the narrow strip (a small window).
    pub(super) strip: bool,
    /// The board's square.
    pub(super) side: f32,
    /// Cube: the side of the preview.
    pub(super) preview: f32,
}

/// Cube, flat view: whether a window `width` wide labels a linked column beside the board (else
/// in the line over or under it, leaving the board its room).
pub(super) fn side_labels(width: f32) -> bool {
    width >= 1000.0
}

/// Where the parts of the 3D cube game go in a body of `size`: the view beside the panel when
/// that gives the bigger view, else above the digit strip and the actions (and the hint's box
/// while `hint` is open).
pub(super) fn cube_layout(size: Size, hint: bool) -> Layout {
    let wide_side = (size.width - PANEL - 3.0 * gap(size)).min(size.height - 2.0 * gap(size) - STATUS - 12.0);
    // Under the view: the status line, the pad, the actions beside the view switch; with a
    // hint, its box and the compact actions in place of the status line and the tall ones.
    let strip_height = if hint {
        hint_under(size) - STATUS
    } else {
        64.0 + 3.0 * BUTTON + 24.0 + 5.0 * 10.0
    };
    let narrow_side = (size.width - 2.0 * gap(size)).min(size.height - 2.0 * gap(size) - STATUS - strip_height - 12.0);
    let wide = wide_side >= narrow_side;
    Layout {
        wide,
        bar: false,
        strip: false,
        side: wide_side.max(narrow_side).max(120.0).floor(),
        preview: 0.0,
    }
}

/// Where the parts of the game go in a body of `size`: whichever arrangement gives the biggest
/// board. The board beside the panel, or above a strip of digits; on the cube the preview
/// goes in a column at the left, or in a bar above the board (in a small window the column
/// would leave the board smaller than the pad). While a `hint` is open the narrow layout keeps
/// room under the board for the hint's box as well as the pad and the actions.
pub(super) fn layout(shape: Shape, size: Size, hint: bool) -> Layout {
    let cube = shape == Shape::Cube;
    let gap = gap(size);
    // The cube's flat face has its linked edges labelled: a column beside it, a line above
    // and below.
    let label_w = if cube && side_labels(size.width) {
        LABEL_W + 4.0
    } else {
        0.0
    };
    let label_h = if cube { 2.0 * LABEL_H } else { 0.0 };
    let status = size.height - 2.0 * gap - STATUS - 12.0 - label_h;
    let beside = size.width - PANEL - 3.0 * gap - label_w;
    // Under the board: the pad's strip, two rows of actions and the mistakes switch; with a
    // hint, its box and compact actions in place of the status line and the tall ones.
    let strip_height = if hint {
        hint_under(size) - STATUS
    } else {
        64.0 + 2.0 * BUTTON + 24.0 + 4.0 * 10.0
    };
    // The cube's bar above the board (the view switch under it goes among the compact
    // actions while a hint is open).
    let bar = if cube { cube_parts::BAR_PREVIEW + 10.0 } else { 0.0 };
    let narrow = Layout {
        wide: false,
        bar: cube,
        strip: false,
        side: (size.width - 2.0 * gap).min(status - strip_height - bar),
        preview: cube_parts::BAR_PREVIEW,
    };
    let mut options = vec![narrow];
    if cube {
        let aside = cube_parts::aside_width(size.width, PANEL, gap);
        options.push(Layout {
            wide: true,
            bar: false,
            strip: false,
            side: (beside - aside - gap).min(status),
            preview: aside,
        });
        // The bar only when the column would leave the board narrower than the panel: the
        // column's bigger preview is worth some board, as long as the board stays the largest
        // thing on the screen.
        let column_side = (beside - aside - gap).min(status);
        // The bar, and the view switch under it.
        let bar_side = beside.min(status - bar - BUTTON - 10.0);
        if column_side < PANEL && bar_side > column_side {
            options.push(Layout {
                wide: true,
                bar: true,
                strip: false,
                side: bar_side,
                preview: cube_parts::BAR_PREVIEW,
            });
        }
        // In a small window the narrow strip beside the board leaves it more room than the
        // bar above it: height is what such a window lacks.
        if column_side < PANEL {
            options.push(Layout {
                wide: true,
                bar: false,
                strip: true,
                side: (beside - cube_parts::STRIP - gap).min(status),
                preview: cube_parts::STRIP,
            });
        }
    } else {
        options.push(Layout {
            wide: true,
            bar: false,
            strip: false,
            side: beside.min(status),
            preview: 0.0,
        });
    }
    // The last of equals wins: the wide layouts come after the narrow one.
    let mut best = options
        .into_iter()
        .reduce(|a, b| if b.side >= a.side { b } else { a })
        .unwrap_or(narrow);
    best.side = best.side.max(120.0);
    best
}

/// Space around and between the parts: less in a small window, where every pixel goes to
/// the board.
pub(super) fn gap(body: Size) -> f32 {
    if body.height < 640.0 || body.width < 900.0 {
        GAP / 2.0
    } else {
        GAP
    }
}
