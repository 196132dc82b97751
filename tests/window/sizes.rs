//! Every size, every language, every screen, in the real window: the binary under Xvfb at
//! the smallest window it allows (640x540), 800x600, 768x540, 640x960, 1060x760 and 1920x1080, in English, Russian and Chinese, light
//! and dark, tours its screens (the menu with Continue, the difficulty screens, the puzzle
//! entry (empty, and with a picture dropped on the window and read), loading, a game without and with a hint open, a diagonal, a jigsaw and a killer
//! game with a hint open (the killer's with a cell of its longest cage selected), the cube in
//! 3D and flat, the statistics, the settings, How to play, Learn's map, Show me and Practise, a won game's
//! victory card offering Next for you, the statistics' Techniques tab, a multi-step hint's
//! stage 2 on its first view and again after Next and Previous, which must look the same, and
//! its forcing chain walked to the end) with the hidden `--screenshot DIR
//! --open ...` mode, which saves each screen's picture and where the
//! window's own layout put every widget and text. The test then checks, per screen:
//! - the window has the size asked for;
//! - every widget and text lies inside the window (or inside a scrollable that reaches it) and
//!   inside the widget it belongs to;
//! - no text is squashed (laid out with no height or width) and no text draws outside its
//!   place (ink just beside or below it, where no other text is: a clipped, squashed or
//!   overflowing label);
//! - no two controls (widgets with an id holding a text) overlap;
//! - the menu does not scroll in a window 600 px tall or more;
//! - a button's label lies inside its button and on one line (one band of ink);
//! - on the game screens the board is the largest widget, and at least 250 px (260 give or
//!   take its frame) however small the window;
//! - on the game screens every control a player needs (Back, Pause, the game menu, the nine
//!   digits and Clear, Notes, Undo, Redo, Hint; the filter and colour rows without a hint; the
//!   cube's view switch) is there, whole and inside the window: reachable, not cut off;
//! - nothing is drawn on the window's last row and column, where a cut would show.
//!
//! The iced test simulator lays out with the window's fonts too, but only the window's own
//! layout proves what a player sees. Needs `Xvfb` and `xdotool` (no ImageMagick: the window
//! saves its pictures itself); without them the test says so and passes without running.
//! `SUDOKU3D_SHOTS=DIR` keeps the pictures and layouts (DIR/WxH-LANG-THEME/SCREEN.png).
//! `SUDOKU3D_SIZES`, `SUDOKU3D_LANGS`, `SUDOKU3D_THEMES`, `SUDOKU3D_SCREENS` (comma separated)
//! narrow the matrix while working on one case.
#![cfg(all(feature = "gui", feature = "cli", unix))]

use crate::common;
use common::fresh_dir;
use common::window::Xvfb;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::Value;

/// The window's smallest size (the game's own figure) comes first: what the game allows, it
/// must play in.
const SIZES: [(u32, u32); 6] = [
    (
        sudoku3d::app::MIN_WINDOW.width as u32,
        sudoku3d::app::MIN_WINDOW.height as u32,
    ),
    (800, 600),
    (768, 540),
    (640, 960),
    (1060, 760),
    (1920, 1080),
];
/// The least side of the board (its cells, or the 3D view) on a game screen.
const LEAST_BOARD: f32 = 250.0;
/// The window height from which the menu shows whole, without scrolling.
const MENU_WHOLE_FROM: f32 = 600.0;
const LANGUAGES: [&str; 3] = ["en", "ru", "zh-CN"];
const THEMES: [&str; 2] = ["light", "dark"];
/// The tour, in an order that needs the fewest changes: the game is started before the menu
/// (which then offers to continue it).
const SCREENS: [&str; 24] = [
    "game",
    "game-hint",
    "diagonal-hint",
    "jigsaw-hint",
    "killer-hint",
    "menu",
    "difficulty",
    "custom",
    "custom-picture",
    "loading",
    "cube",
    "cube-3d",
    "cube-flat",
    "statistics",
    "settings",
    "help",
    "learn",
    "learn-show",
    "learn-practise",
    "victory",
    "statistics-techniques",
    "hint-steps",
    "hint-steps-back",
    "chain-end",
];

/// Ids that hold text that may take several lines (sentences, not button labels).
const PROSE: [&str; 9] = [
    "status",
    "custom-error",
    "custom-picture",
    "notice-",
    "hint-",
    "stats-",
    "puzzle-input",
    "next-for-you-why",
    "victory-",
];

/// One widget of a layout the window saved.
#[derive(Debug)]
struct Widget {
    kind: String,
    id: Option<String>,
    rect: Rect,
    parent: Option<usize>,
    scrolled: bool,
    text: Option<String>,
}

#[derive(Clone, Copy, Debug, PartialEq)]
struct Rect {
    x: f32,
    y: f32,
    w: f32,
    h: f32,
}

impl Rect {
    fn right(&self) -> f32 {
        self.x + self.w
    }
    fn bottom(&self) -> f32 {
        self.y + self.h
    }
    fn area(&self) -> f32 {
        self.w * self.h
    }
    fn empty(&self) -> bool {
        self.w < 0.5 || self.h < 0.5
    }
    /// Whether `other` lies inside, give or take `slack` pixels.
    fn holds(&self, other: &Rect, slack: f32) -> bool {
        other.x >= self.x - slack
            && other.y >= self.y - slack
            && other.right() <= self.right() + slack
            && other.bottom() <= self.bottom() + slack
    }
    /// The area both cover.
    fn overlap(&self, other: &Rect) -> f32 {
        let w = self.right().min(other.right()) - self.x.max(other.x);
        let h = self.bottom().min(other.bottom()) - self.y.max(other.y);
        w.max(0.0) * h.max(0.0)
    }
    fn union(&self, other: &Rect) -> Rect {
        let (x, y) = (self.x.min(other.x), self.y.min(other.y));
        Rect {
            x,
            y,
            w: self.right().max(other.right()) - x,
            h: self.bottom().max(other.bottom()) - y,
        }
    }
}

impl std::fmt::Display for Rect {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:.0},{:.0} {:.0}x{:.0}", self.x, self.y, self.w, self.h)
    }
}

fn read_layout(path: &Path) -> Vec<Widget> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let json: Value = serde_json::from_str(&text).expect("the layout is JSON");
    let rect = |v: &Value| {
        let n = |i: usize| v[i].as_f64().unwrap_or(0.0) as f32;
        Rect {
            x: n(0),
            y: n(1),
            w: n(2),
            h: n(3),
        }
    };
    json["widgets"]
        .as_array()
        .expect("widgets")
        .iter()
        .map(|w| Widget {
            kind: w["kind"].as_str().unwrap_or_default().to_string(),
            id: w["id"].as_str().map(String::from),
            rect: rect(&w["bounds"]),
            parent: w["parent"].as_u64().map(|p| p as usize),
            scrolled: w["scrolled"].as_bool().unwrap_or(false),
            text: w["text"].as_str().map(String::from),
        })
        .collect()
}

/// The widgets `i` is inside, nearest first.
fn ancestors(widgets: &[Widget], i: usize) -> Vec<usize> {
    let mut out = Vec::new();
    let mut at = widgets[i].parent;
    while let Some(p) = at {
        out.push(p);
        at = widgets[p].parent;
    }
    out
}

/// What of widget `i` can be seen: a widget inside a scrollable is clipped by the scrollable's
/// viewport (its nearest scrollable around it, else its nearest widget outside the scroll);
/// empty when scrolled out of view.
fn visible(widgets: &[Widget], i: usize) -> Rect {
    let w = &widgets[i];
    if !w.scrolled {
        return w.rect;
    }
    let around = ancestors(widgets, i);
    let clip = around
        .iter()
        .find(|&&a| widgets[a].kind == "scrollable")
        .or_else(|| around.iter().find(|&&a| !widgets[a].scrolled))
        .map(|&a| widgets[a].rect);
    match clip {
        Some(c) => {
            let (x, y) = (w.rect.x.max(c.x), w.rect.y.max(c.y));
            Rect {
                x,
                y,
                w: (w.rect.right().min(c.right()) - x).max(0.0),
                h: (w.rect.bottom().min(c.bottom()) - y).max(0.0),
            }
        }
        None => w.rect,
    }
}

/// A text worth checking: one with something to read.
fn readable(w: &Widget) -> bool {
    w.kind == "text" && w.text.as_deref().is_some_and(|t| !t.trim().is_empty())
}

/// How far apart two colours are (the sum over red, green and blue).
fn distance(a: [u8; 4], b: [u8; 4]) -> i32 {
    (0..3).map(|i| (a[i] as i32 - b[i] as i32).abs()).sum()
}

/// Clearly drawn against the background (text has strong contrast; borders and tints do not).
const INK: i32 = 200;

/// How far a pixel must be from `back` to count as a text's ink: half as far as the text's
/// own strongest pixel in `rect` (a dimmed label is ink too), and never less than a faint
/// border or tint is.
fn ink_threshold(img: &image::RgbaImage, rect: Rect, back: [u8; 4]) -> i32 {
    let strongest = pixels(img, rect)
        .map(|(x, y)| distance(img.get_pixel(x, y).0, back))
        .max()
        .unwrap_or(0);
    (strongest / 2).max(90)
}

/// The most common colour in `rect` of `img`.
fn background(img: &image::RgbaImage, rect: Rect) -> [u8; 4] {
    let mut counts = std::collections::HashMap::new();
    for (x, y) in pixels(img, rect) {
        *counts.entry(img.get_pixel(x, y).0).or_insert(0usize) += 1;
    }
    counts.into_iter().max_by_key(|(_, n)| *n).map_or([0; 4], |(c, _)| c)
}

/// The whole pixels inside `rect` that are in the picture.
fn pixels(img: &image::RgbaImage, rect: Rect) -> impl Iterator<Item = (u32, u32)> {
    let x0 = rect.x.max(0.0).ceil() as u32;
    let y0 = rect.y.max(0.0).ceil() as u32;
    let x1 = (rect.right().floor().max(0.0) as u32).min(img.width());
    let y1 = (rect.bottom().floor().max(0.0) as u32).min(img.height());
    (y0..y1).flat_map(move |y| (x0..x1).map(move |x| (x, y)))
}

/// The bands of rows with ink inside `rect` (runs of inked rows, gaps under `gap` rows
/// bridged).
fn ink_bands(img: &image::RgbaImage, rect: Rect, back: [u8; 4], gap: u32) -> usize {
    let ink = ink_threshold(img, rect, back);
    let mut rows: Vec<u32> = pixels(img, rect)
        .filter(|&(x, y)| distance(img.get_pixel(x, y).0, back) > ink)
        .map(|(_, y)| y)
        .collect();
    rows.dedup();
    rows.windows(2).filter(|w| w[1] - w[0] > gap).count() + usize::from(!rows.is_empty())
}

/// What one screen of one combination breaks; empty when it is right.
fn check_screen(screen: &str, size: (u32, u32), layout: &[Widget], img: &image::RgbaImage) -> Vec<String> {
    let mut bad = Vec::new();
    let (ww, wh) = (size.0 as f32, size.1 as f32);
    if img.dimensions() != size {
        bad.push(format!(
            "the window is {}x{}, not {}x{}",
            img.width(),
            img.height(),
            size.0,
            size.1
        ));
        return bad;
    }
    let window = Rect {
        x: 0.0,
        y: 0.0,
        w: ww,
        h: wh,
    };
    let name = |i: usize| {
        let w = &layout[i];
        match (&w.id, &w.text) {
            (Some(id), _) => format!("{} {id:?}", w.kind),
            (None, Some(t)) => format!("text {t:?}"),
            _ => format!("{} #{i}", w.kind),
        }
    };
    // The id'd widget a widget belongs to (itself included), if any.
    let owner = |i: usize| {
        std::iter::once(i)
            .chain(ancestors(layout, i))
            .find(|&a| layout[a].id.is_some())
    };

    for (i, w) in layout.iter().enumerate() {
        let text = readable(w);
        if text && w.rect.empty() {
            bad.push(format!("{} is squashed to {}", name(i), w.rect));
            continue;
        }
        if w.rect.empty() || (w.kind == "text" && !text) {
            continue;
        }
        if !w.scrolled && !window.holds(&w.rect, 0.5) {
            bad.push(format!("{} at {} is outside the window", name(i), w.rect));
        }
        // Scrolled out of view behind a scrollable: it is not drawn there.
        let seen = visible(layout, i);
        if let Some(p) = w.parent.filter(|_| !seen.empty()) {
            let parent = &layout[p];
            if parent.kind != "scrollable" && !parent.rect.empty() && !parent.rect.holds(&seen, 1.0) {
                bad.push(format!(
                    "{} at {} sticks out of {} at {}",
                    name(i),
                    w.rect,
                    name(p),
                    parent.rect
                ));
            }
        }
    }

    // The menu fits a window of 600 px or more without scrolling: a page taller than its
    // scrollable by a few pixels still shows Quit but cuts the card's bottom edge.
    if screen == "menu" && wh >= MENU_WHOLE_FROM {
        for (i, w) in layout.iter().enumerate().filter(|(_, w)| w.kind == "scrollable") {
            let page = layout
                .iter()
                .filter(|c| c.parent == Some(i))
                .map(|c| c.rect.h)
                .fold(0.0, f32::max);
            if page > w.rect.h + 0.5 {
                bad.push(format!("the menu scrolls: its page is {page:.0} px tall in {}", w.rect));
            }
        }
    }

    // Controls: widgets with an id and a text inside; none overlaps another.
    let texts: Vec<usize> = (0..layout.len()).filter(|&i| readable(&layout[i])).collect();
    let mut controls: Vec<(usize, Vec<usize>)> = Vec::new();
    for &t in &texts {
        if let Some(c) = owner(t) {
            match controls.iter_mut().find(|(o, _)| *o == c) {
                Some((_, inside)) => inside.push(t),
                None => controls.push((c, vec![t])),
            }
        }
    }
    for (a, (ca, _)) in controls.iter().enumerate() {
        for (cb, _) in &controls[a + 1..] {
            let related = ancestors(layout, *ca).contains(cb) || ancestors(layout, *cb).contains(ca);
            // The victory card lies over the board on purpose: its controls cover cells.
            let is_cell = |c: usize| layout[c].id.as_deref().is_some_and(|id| id.starts_with("cell-"));
            let related = related || (screen == "victory" && is_cell(*ca) != is_cell(*cb));
            // What a scrollable clips away does not cover anything.
            let shared = visible(layout, *ca).overlap(&visible(layout, *cb));
            if !related && shared > 1.0 {
                bad.push(format!(
                    "{} at {} and {} at {} overlap",
                    name(*ca),
                    layout[*ca].rect,
                    name(*cb),
                    layout[*cb].rect
                ));
            }
        }
    }

    // A button's label (the one text of a control that is not prose): inside it, on one line.
    for (control, inside) in &controls {
        let id = layout[*control].id.as_deref().unwrap_or_default();
        if inside.len() != 1 || PROSE.iter().any(|p| id.starts_with(p)) || id.starts_with("cell-") {
            continue;
        }
        let t = inside[0];
        let (label, place) = (&layout[t].rect, &layout[*control].rect);
        if !place.holds(label, 0.5) {
            bad.push(format!("{}'s label at {label} is outside it ({place})", name(*control)));
        }
        // A label in a scrollable is looked at where it shows: inside the window and inside
        // every scrollable around it (most pages scroll only when the window is short).
        let shown = window.holds(label, 0.5)
            && ancestors(layout, t)
                .iter()
                .all(|&a| layout[a].kind != "scrollable" || layout[a].rect.holds(label, 0.5));
        let visible = shown.then_some(*label);
        if let Some(rect) = visible {
            let back = background(img, rect);
            let bands = ink_bands(img, rect, back, (rect.h / 6.0).max(3.0) as u32);
            if bands > 1 {
                bad.push(format!(
                    "{}'s label {:?} takes {bands} lines ({rect})",
                    name(*control),
                    layout[t].text.as_deref().unwrap_or_default()
                ));
            }
        }
    }

    // Ink just beside and below each text, where no other text or control is: a label drawn
    // outside its place (squashed, clipped, too wide). A control's label is looked at inside
    // the control (off its border); a text of no control away from every control.
    let text_rects: Vec<Rect> = texts.iter().map(|&t| layout[t].rect).collect();
    let near = |r: &Rect, px: f32, py: f32, by: f32| {
        px >= r.x - by && px <= r.right() + by && py >= r.y - by && py <= r.bottom() + by
    };
    for &t in &texts {
        let w = &layout[t];
        if w.scrolled || w.text.as_deref().is_some_and(|s| s.chars().count() < 2) {
            continue;
        }
        // The victory card lies over the board on purpose: the board's texts (its cells and
        // its edge labels, r1 and c1) may have the card's ink beside them.
        let of_the_board = |t: usize| {
            let edge = layout[t].text.as_deref().is_some_and(|s| {
                let mut c = s.chars();
                matches!((c.next(), c.next(), c.next()), (Some('r' | 'c'), Some('1'..='9'), None))
            });
            let cell = owner(t)
                .and_then(|c| layout[c].id.as_deref())
                .is_some_and(|id| id.starts_with("cell-"));
            edge || cell
        };
        if screen == "victory" && of_the_board(t) {
            continue;
        }
        let r = w.rect;
        let mine = owner(t);
        let room = mine.map(|c| {
            let o = layout[c].rect;
            Rect {
                x: o.x + 3.0,
                y: o.y + 3.0,
                w: o.w - 6.0,
                h: o.h - 6.0,
            }
        });
        let others: Vec<Rect> = layout
            .iter()
            .enumerate()
            .filter(|(i, o)| o.id.is_some() && Some(*i) != mine && !ancestors(layout, t).contains(i))
            .map(|(_, o)| o.rect)
            .collect();
        let back = background(img, r);
        let ink = ink_threshold(img, r, back);
        let strips = [
            (
                "below",
                Rect {
                    x: r.x + 2.0,
                    y: r.bottom() + 1.0,
                    w: r.w - 4.0,
                    h: 3.0,
                },
            ),
            (
                "left of",
                Rect {
                    x: r.x - 4.0,
                    y: r.y + 2.0,
                    w: 3.0,
                    h: r.h - 4.0,
                },
            ),
            (
                "right of",
                Rect {
                    x: r.right() + 1.0,
                    y: r.y + 2.0,
                    w: 3.0,
                    h: r.h - 4.0,
                },
            ),
        ];
        for (side, strip) in strips {
            let inked = pixels(img, strip)
                .filter(|&(x, y)| {
                    let (px, py) = (x as f32 + 0.5, y as f32 + 0.5);
                    let free = match room {
                        // Inside its own control, the ink of another control in it (a
                        // caption's neighbouring swatch) is not the text's.
                        Some(room) => near(&room, px, py, 0.0) && !others.iter().any(|o| near(o, px, py, 3.0)),
                        None => !others.iter().any(|o| near(o, px, py, 3.0)),
                    };
                    free && !text_rects.iter().any(|o| near(o, px, py, 1.0))
                        && distance(img.get_pixel(x, y).0, back) > ink
                })
                .count();
            if inked >= 3 {
                bad.push(format!(
                    "text {:?} at {r} draws outside its place ({inked} pixels of ink {side} it)",
                    w.text.as_deref().unwrap_or_default()
                ));
            }
        }
    }

    // The board is the largest widget on the game screens.
    if ["game", "cube-", "diagonal-", "jigsaw-", "killer-"]
        .iter()
        .any(|s| screen.starts_with(s))
    {
        let board = layout
            .iter()
            .filter(|w| {
                w.id.as_deref()
                    .is_some_and(|id| id.starts_with("cell-") || id == "cube-view")
            })
            .map(|w| w.rect)
            .reduce(|a, b| a.union(&b));
        match board {
            None => bad.push("no board".to_string()),
            Some(board) => {
                if board.w.min(board.h) < LEAST_BOARD {
                    bad.push(format!("the board at {board} is smaller than {LEAST_BOARD} px"));
                }
                for (i, w) in layout.iter().enumerate() {
                    let id = w.id.as_deref().unwrap_or_default();
                    if w.id.is_none() || id.starts_with("cell-") || id == "cube-view" || w.rect.holds(&board, 1.0) {
                        continue;
                    }
                    // The hint's drawing lies over the board.
                    if board.holds(&w.rect, 1.0) {
                        continue;
                    }
                    if w.rect.area() >= board.area() {
                        bad.push(format!("{} at {} is larger than the board at {board}", name(i), w.rect));
                    }
                }
            }
        }
    }

    // Every control a player needs is there, whole, in the window (not scrolled away).
    if ["game", "cube-", "diagonal-", "jigsaw-", "killer-"]
        .iter()
        .any(|s| screen.starts_with(s))
    {
        let mut needed: Vec<String> = ["back", "pause", "game-menu", "clear", "notes", "undo", "redo", "hint"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        needed.extend((1..=9).map(|d| format!("digit-{d}")));
        if !screen.ends_with("-hint") {
            needed.extend((1..=9).map(|d| format!("filter-{d}")));
            needed.extend((0..=6).map(|c| format!("paint-{c}")));
        }
        if screen.starts_with("cube-") {
            needed.push("view-switch".to_string());
        }
        for id in &needed {
            let found: Vec<&Widget> = layout.iter().filter(|w| w.id.as_deref() == Some(id.as_str())).collect();
            match found.first() {
                None => bad.push(format!("no {id:?}: the control is not on the screen")),
                Some(w) if w.scrolled || w.rect.w < 12.0 || w.rect.h < 12.0 || !window.holds(&w.rect, 0.5) => {
                    bad.push(format!("{id:?} at {} is not whole inside the window", w.rect))
                }
                Some(_) => {}
            }
        }
    }

    // Nothing drawn on the last row and column but the background: a cut would show there.
    let (lw, lh) = (img.width() - 1, img.height() - 1);
    let corner = img.get_pixel(lw, lh).0;
    let edge: Vec<(u32, u32)> = (0..img.width())
        .map(|x| (x, lh))
        .chain((0..img.height()).map(|y| (lw, y)))
        .collect();
    // A scrollbar sits on the edge of its scrollable.
    let scrollables: Vec<Rect> = layout
        .iter()
        .filter(|w| w.kind == "scrollable")
        .map(|w| w.rect)
        .collect();
    let inked = edge
        .iter()
        .filter(|&&(x, y)| {
            let (px, py) = (x as f32 + 0.5, y as f32 + 0.5);
            !scrollables.iter().any(|s| near(s, px, py, 0.0)) && distance(img.get_pixel(x, y).0, corner) > INK
        })
        .count();
    if inked > 0 {
        bad.push(format!("{inked} pixels of ink on the window's last row or column"));
    }
    bad
}

/// Runs the tour of `screens` for one combination; the folder of its pictures and layouts,
/// or why it did not run.
fn tour(x: &Xvfb, size: (u32, u32), language: &str, theme: &str, screens: &[&str], out: &Path) -> Result<(), String> {
    let data = fresh_dir(&format!("sizes-{}x{}-{language}-{theme}", size.0, size.1));
    let settings = format!(
        r#"{{"version":1,"language":"{language}","theme":"{theme}","window":[{},{}]}}"#,
        size.0, size.1
    );
    std::fs::write(data.join("settings.json"), settings).expect("settings written");
    if screens.contains(&"custom-picture") {
        // The picture the tour drops on the window (see `Stop::CustomPicture`).
        std::fs::copy(printed_picture(), data.join("tour-picture.png")).expect("the picture copied");
    }
    let runtime = data.with_extension("runtime");
    std::fs::create_dir_all(&runtime).expect("runtime folder");
    let mut perms = std::fs::metadata(&runtime).expect("runtime folder").permissions();
    std::os::unix::fs::PermissionsExt::set_mode(&mut perms, 0o700);
    std::fs::set_permissions(&runtime, perms).expect("runtime folder");
    let _ = std::fs::remove_dir_all(out);
    let mut child = Command::new(env!("CARGO_BIN_EXE_sudoku3d"))
        .arg("--screenshot")
        .arg(out)
        .args(["--open", &screens.join(",")])
        .env("DISPLAY", &x.display)
        .env_remove("WAYLAND_DISPLAY")
        .env("XDG_RUNTIME_DIR", &runtime)
        .env("SUDOKU3D_DATA_DIR", &data)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("the game did not start: {e}"))?;
    let start = Instant::now();
    let status = loop {
        if let Ok(Some(status)) = child.try_wait() {
            break status;
        }
        if start.elapsed() > Duration::from_secs(90) {
            let _ = child.kill();
            let _ = child.wait();
            return Err("the tour did not end within 90 s".into());
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    let mut said = String::new();
    if let Some(mut e) = child.stderr.take() {
        let _ = std::io::Read::read_to_string(&mut e, &mut said);
    }
    let _ = std::fs::remove_dir_all(&data);
    let _ = std::fs::remove_dir_all(&runtime);
    if !status.success() {
        return Err(format!("the tour failed ({status}): {said}"));
    }
    Ok(())
}

/// A puzzle printed by the project and rasterised at 100 dpi, made once for the whole test.
fn printed_picture() -> &'static Path {
    static PICTURE: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();
    PICTURE.get_or_init(|| {
        let dir = fresh_dir("sizes-picture");
        let puzzle = sudoku3d::engine::generate_seeded(
            sudoku3d::engine::Shape::Classic,
            sudoku3d::engine::Difficulty::Medium,
            3,
        )
        .puzzle;
        let picture = crate::ui_picture::pictures::printed(&puzzle, 100, &dir, "printed").expect("print and pdftoppm");
        let path = dir.join("printed.png");
        picture.save(&path).expect("the picture saved");
        path
    })
}

/// The values of the environment variable `name` (comma separated), or `all`.
fn chosen<T: Copy>(name: &str, all: &[T], named: impl Fn(&T) -> String) -> Vec<T> {
    match std::env::var(name) {
        Ok(list) if !list.trim().is_empty() => {
            let wanted: Vec<&str> = list.split(',').map(str::trim).collect();
            all.iter()
                .copied()
                .filter(|v| wanted.contains(&named(v).as_str()))
                .collect()
        }
        _ => all.to_vec(),
    }
}

/// The texts of the hint panel: each with its place.
fn hint_panel_texts(layout: &[Widget]) -> Option<(Rect, Vec<(String, Rect)>)> {
    let panel = layout.iter().position(|w| w.id.as_deref() == Some("hint-panel"))?;
    let texts = (0..layout.len())
        .filter(|&i| readable(&layout[i]) && ancestors(layout, i).contains(&panel))
        .map(|i| (layout[i].text.clone().unwrap_or_default(), layout[i].rect))
        .collect();
    Some((layout[panel].rect, texts))
}

/// A multi-step hint's stage 2 on its first view (`hint-steps`) against the same view after
/// Next then Previous (`hint-steps-back`): a report had the first view's text cut mid-word
/// (whole after Next then Previous), as a text laid out for a stale width would be. The two
/// must agree: the same texts in the same places, each inside the panel, and the same
/// pixels in the panel.
fn same_hint_panel(out: &Path) -> Vec<String> {
    let mut bad = Vec::new();
    let read = |name: &str| {
        let layout = read_layout(&out.join(format!("{name}.json")));
        let picture = out.join(format!("{name}.png"));
        let img = image::open(&picture)
            .unwrap_or_else(|e| panic!("{}: {e}", picture.display()))
            .to_rgba8();
        (hint_panel_texts(&layout), img)
    };
    let ((first, first_img), (again, again_img)) = (read("hint-steps"), read("hint-steps-back"));
    let (Some((panel, first)), Some((_, again))) = (first, again) else {
        return vec!["no hint panel on show".to_string()];
    };
    if first.len() < 3 {
        bad.push(format!("the panel shows {} texts: {first:?}", first.len()));
    }
    for (text, rect) in &first {
        if rect.right() > panel.right() + 0.5 || rect.x < panel.x - 0.5 {
            bad.push(format!("{text:?} at {rect} is wider than the panel at {panel}"));
        }
    }
    let differs = |a: &Rect, b: &Rect| {
        (a.x - b.x).abs() > 0.5 || (a.y - b.y).abs() > 0.5 || (a.w - b.w).abs() > 0.5 || (a.h - b.h).abs() > 0.5
    };
    if first.len() != again.len()
        || first
            .iter()
            .zip(&again)
            .any(|((ta, ra), (tb, rb))| ta != tb || differs(ra, rb))
    {
        bad.push(format!(
            "the first view's texts {first:?} differ from those after Next and Previous {again:?}"
        ));
    }
    let (x0, y0) = (panel.x.max(0.0) as u32, panel.y.max(0.0) as u32);
    let (x1, y1) = (
        (panel.right() as u32).min(first_img.width()),
        (panel.bottom() as u32).min(first_img.height()),
    );
    let mut changed = 0;
    for y in y0..y1 {
        for x in x0..x1 {
            if distance(first_img.get_pixel(x, y).0, again_img.get_pixel(x, y).0) > INK {
                changed += 1;
            }
        }
    }
    if changed > 0 {
        bad.push(format!(
            "{changed} pixels of the panel at {panel} differ between the first view and after Next and Previous"
        ));
    }
    bad
}

/// The problems of every screen of a tour saved in `out`, as (screen, problem).
fn check_tour(out: &Path, size: (u32, u32), screens: &[&str]) -> Vec<(String, String)> {
    let mut found = Vec::new();
    for screen in screens {
        let layout = read_layout(&out.join(format!("{screen}.json")));
        let picture = out.join(format!("{screen}.png"));
        let img = image::open(&picture)
            .unwrap_or_else(|e| panic!("{}: {e}", picture.display()))
            .to_rgba8();
        for problem in check_screen(screen, size, &layout, &img) {
            found.push((screen.to_string(), problem));
        }
    }
    found
}

#[test]
fn every_screen_fits_every_window_size_language_and_theme() {
    let Some(x) = Xvfb::start_sized(2048, 1280) else {
        eprintln!("SKIPPED: the real-window size test did not run");
        return;
    };
    let sizes = chosen("SUDOKU3D_SIZES", &SIZES, |(w, h)| format!("{w}x{h}"));
    let languages = chosen("SUDOKU3D_LANGS", &LANGUAGES, |l| l.to_string());
    let themes = chosen("SUDOKU3D_THEMES", &THEMES, |t| t.to_string());
    let screens = chosen("SUDOKU3D_SCREENS", &SCREENS, |s| s.to_string());
    let keep = std::env::var_os("SUDOKU3D_SHOTS").map(PathBuf::from);
    let scratch = fresh_dir("sizes-shots");
    let mut failures = Vec::new();
    let mut checked = 0;
    for &size in &sizes {
        for &language in &languages {
            for &theme in &themes {
                let combination = format!("{}x{}-{language}-{theme}", size.0, size.1);
                let out = keep.clone().unwrap_or_else(|| scratch.clone()).join(&combination);
                if let Err(e) = tour(&x, size, language, theme, &screens, &out) {
                    failures.push(format!("{combination}: {e}"));
                    continue;
                }
                let found = check_tour(&out, size, &screens);
                checked += screens.len();
                failures.extend(
                    found
                        .into_iter()
                        .map(|(screen, problem)| format!("{combination} {screen}: {problem}")),
                );
                if screens.contains(&"hint-steps") && screens.contains(&"hint-steps-back") {
                    for problem in same_hint_panel(&out) {
                        failures.push(format!("{combination} hint-steps: {problem}"));
                    }
                }
            }
        }
    }
    let _ = std::fs::remove_dir_all(&scratch);
    eprintln!("checked {checked} screens");
    assert!(
        failures.is_empty(),
        "{} problems (SUDOKU3D_SHOTS=DIR keeps the pictures):\n{}",
        failures.len(),
        failures.join("\n")
    );
}
