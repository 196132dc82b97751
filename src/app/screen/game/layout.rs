//! Where the game's parts go in a window of some size: the board beside the panel or above the
//! digit strip, and on the cube where the preview goes. Whichever arrangement gives the biggest
//! board wins: the board is the largest thing on the screen.

use iced::Size;

use crate::app::widget::cube_parts;
use crate::app::widget::pad::label_width;
use crate::engine::Shape;
use crate::t;

/// Width of the side panel in the wide layout.
pub(super) const PANEL: f32 = 300.0;
/// Space around and between the parts.
pub(super) const GAP: f32 = 24.0;
/// Height of the status line under the board: two lines of quiet text.
pub(super) const STATUS: f32 = 36.0;
/// Height of the bar at the top.
pub(super) const HEADER: f32 = 52.0;
/// Height of the action buttons.
pub(super) const BUTTON: f32 = 40.0;
/// Cube, flat view: the height of the line over and under the board that names the linked
/// edges.
pub(super) const LABEL_H: f32 = 22.0;
/// Height of a compact button: the actions while a hint is open, when the hint's words need
/// the room.
pub(super) const COMPACT: f32 = 32.0;
/// Height of a key of the compact pad (two rows of five).
pub(super) const PAD_KEY: f32 = 40.0;
/// Height of the tools bar (the Filter row and the Colour row, 28 px each, 6 apart): it goes
/// under the pad in every layout without a hint, so the room kept for the controls counts it.
pub(super) const TOOLS: f32 = 2.0 * 28.0 + 6.0;
/// Space between the rows of the panel.
pub(super) const ROW_GAP: f32 = 8.0;
/// Space between the parts of the narrow layout's column.
pub(super) const SPACING: f32 = 10.0;
/// The tallest key of the pad's strip.
pub(super) const STRIP_KEY: f32 = 64.0;
/// The least height of the hint's box: its title, a sentence of two lines, a legend and two
/// rows of buttons.
pub(super) const HINT_MIN: f32 = 190.0;
/// The least height of the hint's box beside a small board: a long sentence of the hint fits
/// in its view whole.
pub(super) const HINT_READ: f32 = 240.0;
/// Height of the cube's face switcher (Top, Front, Right).
pub(super) const FACES: f32 = 36.0;
/// Space between the buttons of a row of actions, tall and compact.
pub(super) const ROW_SPACING: f32 = 8.0;
pub(super) const COMPACT_SPACING: f32 = 6.0;

/// The labels of the buttons in a row of actions under the board, in the player's language:
/// Notes (on and off: the row stays as it is when notes mode switches), Undo, Redo, Hint and,
/// on the cube (`view_switch`), the short labels of the view switch.
fn action_labels(view_switch: bool) -> Vec<String> {
    let mut labels = vec![
        t!("notes-on"),
        t!("notes-off"),
        t!("action-undo"),
        t!("action-redo"),
        t!("action-hint"),
    ];
    if view_switch {
        labels.extend([t!("view-flat-short"), t!("view-3d-short")]);
    }
    labels
}

/// How many of the row's buttons (Notes, Undo, Redo, Hint, and the view switch when
/// `view_switch`) go in a row `width` wide with `gap` between them, their labels at `text`
/// size and `padding` at each side: as many as leave each label room on one line.
pub(super) fn per_row(width: f32, view_switch: bool, text: f32, padding: f32, gap: f32) -> usize {
    let count = if view_switch { 5 } else { 4 };
    let need = action_labels(view_switch)
        .iter()
        .map(|l| label_width(l, text))
        .fold(0.0, f32::max)
        + 2.0 * padding
        + 4.0;
    (1..=count)
        .rev()
        .find(|&n| (width - gap * (n as f32 - 1.0)) / n as f32 >= need)
        .unwrap_or(1)
}

/// How many rows the row's buttons take, at most `per_row` to a row.
fn rows(view_switch: bool, per_row: usize) -> f32 {
    let count: usize = if view_switch { 5 } else { 4 };
    count.div_ceil(per_row.max(1)) as f32
}

/// The compact rows' buttons to a row, `width` wide (with an open hint).
pub(super) fn compact_per_row(width: f32, view_switch: bool) -> usize {
    per_row(width, view_switch, 13.0, 3.0, COMPACT_SPACING)
}

/// The tall rows' buttons to a row, `width` wide (under the pad's strip).
pub(super) fn tall_per_row(width: f32, view_switch: bool) -> usize {
    per_row(width, view_switch, 15.0, 6.0, ROW_SPACING)
}

/// The height of the compact rows `width` wide.
fn compact_height(width: f32, view_switch: bool) -> f32 {
    let n = rows(view_switch, compact_per_row(width, view_switch));
    n * COMPACT + (n - 1.0) * COMPACT_SPACING
}

/// Under the board of the narrow layout while a hint is open, in a body of `size`: the status
/// line (a killer's cage combinations, what the game says), the hint's box, the compact pad
/// (two rows) and the rows of compact actions (the cube's view switch among them), with the
/// space above each.
fn hint_under(size: Size, cube: bool) -> f32 {
    let width = hint_under_width(size);
    STATUS + HINT_MIN + 2.0 * PAD_KEY + 6.0 + compact_height(width, cube) + 4.0 * SPACING
}

/// Under the board of the narrow layout without a hint, in a body of `size`: the status line,
/// the pad's strip, the tools bar and the rows of actions (the cube's view switch among them),
/// with the space above each.
fn strip_under(size: Size, cube: bool) -> f32 {
    let width = under_width(size);
    let n = rows(cube, tall_per_row(width, cube));
    STATUS + STRIP_KEY + TOOLS + n * BUTTON + (n - 1.0) * ROW_SPACING + 4.0 * SPACING
}

/// The width of the pad's strip and the actions under the board of the narrow layout.
pub(super) fn under_width(size: Size) -> f32 {
    (size.width - 2.0 * gap(size)).min(640.0)
}

/// The width of the hint's box, the pad and the actions under the board of the narrow
/// layout while a hint is open, in a body of `size`: all its width, up to a comfortable line.
pub(super) fn hint_under_width(size: Size) -> f32 {
    under_width(size)
}

/// Whether the side panel of a column `height` tall has low pad keys: the tall panel needs
/// about 520 px.
pub(super) fn low_panel(height: f32) -> bool {
    height < 520.0
}

/// The height of the side panel (without a hint) in a column `height` tall: the pad's block,
/// Clear and Notes, the tools bar and the actions, with the space between.
pub(super) fn panel_height(height: f32) -> f32 {
    let key = if low_panel(height) { 48.0 } else { 68.0 };
    3.0 * key + 2.0 * ROW_GAP + 4.0 * ROW_GAP + 4.0 + 2.0 * BUTTON + TOOLS
}

/// The side panel's parts while a hint is open, below the hint's box: the compact pad (two
/// rows), Notes and the actions two to a row, and the space between.
pub(super) const PANEL_CONTROLS: f32 = 2.0 * PAD_KEY + 6.0 + 2.0 * COMPACT + COMPACT_SPACING + 2.0 * ROW_GAP;

/// The height of the hint's box in the side panel of a body `height` tall (the panel's
/// column, inside the gaps): all that the controls under it leave.
pub(super) fn hint_height(height: f32) -> f32 {
    (height - PANEL_CONTROLS).max(HINT_MIN)
}

/// The height of the hint's box under the board of the narrow layout, in a body of `size`
/// with the board `used` tall (with what goes above it): what the status line and the controls leave, at least
/// [`HINT_MIN`].
pub(super) fn hint_under_height(size: Size, used: f32, cube: bool) -> f32 {
    (size.height - 2.0 * gap(size) - used - (hint_under(size, cube) - HINT_MIN)).max(HINT_MIN)
}

/// Where the parts of the game go in a body of some size.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Layout {
    /// The board beside the panel (else above the pad).
    pub(super) wide: bool,
    /// Cube: the preview in a bar above the board (else in a column beside it).
    pub(super) bar: bool,
    /// Cube: the column beside the board is the narrow strip.
    pub(super) strip: bool,
    /// Cube: the preview and the face switcher at the top of the side panel (the view switch
    /// beside the status line).
    pub(super) in_panel: bool,
    /// The board's square.
    pub(super) side: f32,
    /// Cube: the side of the preview.
    pub(super) preview: f32,
}

/// Where the parts of the 3D cube game go in a body of `size`: the view beside the panel when
/// that gives the bigger view, else above the digit strip and the actions (and the hint's box
/// while `hint` is open).
pub(super) fn cube_layout(size: Size, hint: bool) -> Layout {
    let gap = gap(size);
    // Beside the panel the view switch goes beside the status line.
    let wide_side = (size.width - PANEL - 3.0 * gap).min(size.height - 2.0 * gap - STATUS - 12.0);
    let under = if hint {
        hint_under(size, true)
    } else {
        strip_under(size, true)
    };
    let narrow_side = (size.width - 2.0 * gap).min(size.height - 2.0 * gap - under);
    let wide = wide_side >= narrow_side;
    Layout {
        wide,
        bar: false,
        strip: false,
        in_panel: false,
        side: wide_side.max(narrow_side).max(120.0).floor(),
        preview: 0.0,
    }
}

/// Where the parts of the game go in a body of `size`: whichever arrangement gives the biggest
/// board. The board beside the panel, or above a strip of digits; on the cube the preview
/// goes in a column at the left, in a narrow strip at the left, or in a bar above the board.
/// While a `hint` is open the narrow layout keeps room under the board for the hint's box as
/// well as the pad and the actions.
pub(super) fn layout(shape: &Shape, size: Size, hint: bool) -> Layout {
    let cube = shape == Shape::Cube;
    let gap = gap(size);
    // The cube's flat face has its linked edges named in a line above and below it.
    let label_h = if cube { 2.0 * LABEL_H } else { 0.0 };
    // The board and the status line under it, inside the gaps.
    let tall = size.height - 2.0 * gap - SPACING - STATUS - label_h;
    let beside = size.width - PANEL - 3.0 * gap;
    let under = if hint {
        hint_under(size, cube)
    } else {
        strip_under(size, cube)
    };
    // The cube's bar above the board; with a hint the faces only, as in the panel (the hint
    // has turned to the face it needs; the preview comes back when it closes), so that the
    // board stays larger than the hint's box.
    let (bar, preview) = match (cube, hint) {
        // Samurai: the switch between the whole board and its grids above the board.
        (false, _) if shape == Shape::Samurai => (super::samurai::SAMURAI_SWITCH + SPACING, 0.0),
        (false, _) => (0.0, 0.0),
        (true, false) => (cube_parts::BAR_PREVIEW + SPACING, cube_parts::BAR_PREVIEW),
        (true, true) => (FACES + SPACING, 0.0),
    };
    let narrow = Layout {
        wide: false,
        bar: cube,
        strip: false,
        in_panel: false,
        side: (size.width - 2.0 * gap).min(size.height - 2.0 * gap - label_h - under - bar),
        preview,
    };
    let mut options = vec![narrow];
    if cube {
        // The bar above the board, and the view switch under it.
        options.push(Layout {
            wide: true,
            bar: true,
            strip: false,
            in_panel: false,
            side: beside.min(tall - bar - BUTTON - SPACING),
            preview: cube_parts::BAR_PREVIEW,
        });
        options.push(Layout {
            wide: true,
            bar: false,
            strip: true,
            in_panel: false,
            side: (beside - cube_parts::STRIP - gap).min(tall),
            preview: cube_parts::STRIP,
        });
        // The preview and the faces at the top of the panel: the board loses no width to
        // them, as long as the panel's column holds them over the pad and the actions. With
        // a hint only the faces go there, over the hint's box (the hint has turned to the
        // face it needs; the preview comes back when it closes).
        let column = size.height - 2.0 * gap;
        let fits = if hint {
            column >= FACES + ROW_GAP + HINT_READ + PANEL_CONTROLS
        } else {
            column >= cube_parts::BAR_PREVIEW + ROW_GAP + panel_height(column)
        };
        if fits {
            options.push(Layout {
                wide: true,
                bar: false,
                strip: false,
                in_panel: true,
                side: beside.min(tall),
                preview: if hint { 0.0 } else { cube_parts::BAR_PREVIEW },
            });
        }
        // Last: of boards as big, the one beside the big preview wins.
        let aside = cube_parts::aside_width(size.width, PANEL, gap);
        options.push(Layout {
            wide: true,
            bar: false,
            strip: false,
            in_panel: false,
            side: (beside - aside - gap).min(tall),
            preview: aside,
        });
    } else {
        options.push(Layout {
            wide: true,
            bar: false,
            strip: false,
            in_panel: false,
            side: beside.min(tall),
            preview: 0.0,
        });
    }
    // The last of equals wins: the wide layouts come after the narrow one.
    let mut best = options
        .into_iter()
        .reduce(|a, b| if b.side.floor() >= a.side.floor() { b } else { a })
        .unwrap_or(narrow);
    best.side = best.side.max(120.0).floor();
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
