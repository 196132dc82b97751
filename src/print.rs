//! Printing: a PDF of puzzles (classic, diagonal, jigsaw and killer grids, or cubes) with real
//! vector grids and real text. A diagonal board's two main diagonals are shaded; a jigsaw's
//! regions get thick borders (no box lines) and light fills, neighbours never alike, that stay
//! apart in black and white; a killer's cages are outlined as killer books draw them, by a thin
//! dashed line a little inside their cells, each cage's sum small in its first cell's corner.
//!
//! Every grid line is a vector path and every digit, heading and label is text in embedded
//! fonts (subsets of DejaVu Sans for Latin, Cyrillic and the digits, and of Noto Sans SC for
//! Chinese, each with a Unicode map), so the PDF prints sharply at any size and its text can be
//! selected, searched and extracted. The words on the page ([`PrintWords`]) are English unless
//! the caller gives others: the window passes the player's language. A page has the document's title, then 1,
//! 2, 4 or 6 puzzles, each under a heading with its number and difficulty; when asked, the
//! solutions follow on the last pages. A cube is printed either as its three faces (Top, Front,
//! Right, laid out as a net with the shared edges marked) or as an isometric drawing; a Samurai
//! as its 21x21 square, one a page, its shared boxes shaded.
//!
//! No GUI and no command-line code lives here: the CLI's `print` command and the window both
//! call [`write_pdf`] (or [`pdf_bytes`]).
//!
//! ```
//! use sudoku3d::engine::{generate_seeded, Difficulty, Shape};
//! use sudoku3d::print::{pdf_bytes, PrintOptions, PrintPuzzle};
//!
//! let generated = generate_seeded(Shape::Classic, Difficulty::Easy, 1);
//! let puzzle = PrintPuzzle::new(generated.puzzle, "Easy").with_solution(generated.solution);
//! let options = PrintOptions { solutions: true, ..PrintOptions::default() };
//! let pdf = pdf_bytes(&[puzzle], &options).unwrap();
//! assert!(pdf.starts_with(b"%PDF-"));
//! ```

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use ab_glyph::{Font, FontRef, GlyphId};
use pdf_writer::types::{CidFontType, FontFlags, LineCapStyle, LineJoinStyle, SystemInfo};
use pdf_writer::{Content, Filter, Finish, Name, Pdf, Rect, Ref, Str, TextStr};
use subsetter::GlyphRemapper;

use crate::engine::geometry::SAMURAI_ORIGINS;
use crate::engine::samurai;
use crate::engine::{grade, solve_unique, Cages, Face, Grid, Puzzle, Rating, Shape, SolveError};

/// How many puzzles a page holds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PerPage {
    /// One large grid.
    One,
    /// Two grids, one above the other.
    Two,
    /// Four grids, two by two.
    #[default]
    Four,
    /// Six grids, two across and three down.
    Six,
}

impl PerPage {
    /// The number of puzzles on a page.
    pub fn count(self) -> usize {
        let (columns, rows) = self.slots();
        columns * rows
    }

    /// Columns and rows of the page's slots.
    fn slots(self) -> (usize, usize) {
        match self {
            PerPage::One => (1, 1),
            PerPage::Two => (1, 2),
            PerPage::Four => (2, 2),
            PerPage::Six => (2, 3),
        }
    }
}

impl TryFrom<u32> for PerPage {
    type Error = String;

    fn try_from(n: u32) -> Result<PerPage, String> {
        match n {
            1 => Ok(PerPage::One),
            2 => Ok(PerPage::Two),
            4 => Ok(PerPage::Four),
            6 => Ok(PerPage::Six),
            _ => Err(format!("{n} puzzles per page is not offered: expected 1, 2, 4 or 6")),
        }
    }
}

/// How a cube is drawn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum CubeLayout {
    /// The three faces flat, labelled Top, Front and Right, laid out as a net (Top above Front,
    /// Right beside Front) with each pair of shared edges marked by the same letter and colour.
    #[default]
    Faces,
    /// The cube in isometric projection, as in the game's preview: the shared edges are the
    /// cube's own edges.
    Isometric,
}

/// What to print and how.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PrintOptions {
    /// The title at the top of every page (and the PDF's document title).
    pub title: String,
    /// Puzzles per page.
    pub per_page: PerPage,
    /// Print the solutions on the last pages (every puzzle then needs its solution).
    pub solutions: bool,
    /// How cubes are drawn.
    pub cube_layout: CubeLayout,
    /// The words printed besides the title and the difficulties.
    pub words: PrintWords,
}

impl Default for PrintOptions {
    fn default() -> PrintOptions {
        PrintOptions {
            title: "Sudoku 3D".into(),
            per_page: PerPage::default(),
            solutions: false,
            cube_layout: CubeLayout::default(),
            words: PrintWords::default(),
        }
    }
}

/// The words of the page, in one language: English by default (the command line's), the
/// player's language when the window exports. A name in braces is a placeholder, filled in
/// for each puzzle or page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PrintWords {
    /// A puzzle's heading, with `{number}`: "Puzzle {number}".
    pub puzzle: String,
    /// A solution's heading, with `{number}`: "Solution {number}".
    pub solution: String,
    /// The title of the solution pages, with `{title}` (the document's): "{title}: solutions".
    pub solutions_title: String,
    /// The footer, with `{page}` and `{pages}`: "Page {page} of {pages}".
    pub page: String,
    /// The names of a cube's faces: Top, Front and Right.
    pub faces: [String; 3],
    /// The two lines at the foot of a page of cubes drawn as faces.
    pub legend: [String; 2],
}

impl Default for PrintWords {
    fn default() -> PrintWords {
        PrintWords {
            puzzle: "Puzzle {number}".into(),
            solution: "Solution {number}".into(),
            solutions_title: "{title}: solutions".into(),
            page: "Page {page} of {pages}".into(),
            faces: ["Top".into(), "Front".into(), "Right".into()],
            legend: [
                "Shaded cells are on two faces (the corner cell on three).".into(),
                "Edges with the same letter are the same cells; c runs from the corner where the faces meet.".into(),
            ],
        }
    }
}

impl PrintWords {
    /// Every word, for checking that the fonts have their characters.
    pub fn all(&self) -> String {
        [&self.puzzle, &self.solution, &self.solutions_title, &self.page]
            .into_iter()
            .chain(&self.faces)
            .chain(&self.legend)
            .map(String::as_str)
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// `pattern` with each `{name}` replaced by its value.
fn fill(pattern: &str, values: &[(&str, &str)]) -> String {
    values.iter().fold(pattern.to_string(), |text, (name, value)| {
        text.replace(&format!("{{{name}}}"), value)
    })
}

/// One puzzle to print.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PrintPuzzle {
    /// The givens, printed in black.
    pub puzzle: Grid,
    /// The solution, needed when [`PrintOptions::solutions`] is set.
    pub solution: Option<Grid>,
    /// The board in play (givens plus a player's entries): the entries are printed in blue in
    /// their cells. `None` prints the bare puzzle.
    pub progress: Option<Grid>,
    /// The difficulty shown in the heading ("Easy", "Hard", ...); empty shows none.
    pub difficulty: String,
}

impl PrintPuzzle {
    /// A puzzle without solution or progress.
    pub fn new(puzzle: Grid, difficulty: impl Into<String>) -> PrintPuzzle {
        PrintPuzzle {
            puzzle,
            solution: None,
            progress: None,
            difficulty: difficulty.into(),
        }
    }

    /// The same puzzle with its solution.
    pub fn with_solution(mut self, solution: Grid) -> PrintPuzzle {
        self.solution = Some(solution);
        self
    }

    /// The same puzzle with a player's board in play.
    pub fn with_progress(mut self, progress: Grid) -> PrintPuzzle {
        self.progress = Some(progress);
        self
    }
}

impl From<Puzzle> for PrintPuzzle {
    /// A generated puzzle, with its solution and its band as the difficulty.
    fn from(p: Puzzle) -> PrintPuzzle {
        PrintPuzzle::new(p.puzzle, p.difficulty.title()).with_solution(p.solution)
    }
}

/// A puzzle someone gave (typed or read from a file), ready to print: solved, and rated by
/// the techniques it needs ("Easy" ... "Expert", or "Beyond" when they run out).
///
/// Fails when the puzzle has no solution or more than one: a sheet must have one answer.
pub fn given_puzzle(puzzle: Grid) -> Result<PrintPuzzle, SolveError> {
    let solution = solve_unique(&puzzle)?;
    let rating = Rating::of(&grade(&puzzle));
    let difficulty = match rating {
        Rating::Easy => "Easy",
        Rating::Medium => "Medium",
        Rating::Hard => "Hard",
        Rating::Expert => "Expert",
        Rating::Beyond => "Beyond",
    };
    Ok(PrintPuzzle::new(puzzle, difficulty).with_solution(solution))
}

/// Why a PDF could not be made or written.
#[derive(Debug, thiserror::Error)]
pub enum PrintError {
    /// Nothing to print.
    #[error("there are no puzzles to print")]
    NoPuzzles,
    /// Solutions were asked for, but a puzzle came without one.
    #[error("puzzle {number} has no solution to print")]
    MissingSolution {
        /// The puzzle's number, from 1.
        number: usize,
    },
    /// A solution or board in play is not of the puzzle's shape, or does not keep its givens.
    #[error("puzzle {number}: its {what} does not fit the puzzle")]
    Mismatch {
        /// The puzzle's number, from 1.
        number: usize,
        /// "solution" or "board in play".
        what: &'static str,
    },
    /// The embedded font could not be read or subset (a broken build).
    #[error("the embedded font could not be used: {0}")]
    Font(String),
    /// The file could not be written.
    #[error("cannot write the PDF {}: {source}", path.display())]
    Write {
        /// The file asked for.
        path: PathBuf,
        /// What the operating system said.
        source: std::io::Error,
    },
}

/// Noto Sans CJK SC cut down to the characters of the Chinese translation
/// (`resources/fonts/subset-cjk.sh`): the PDF's Chinese, and the window's.
pub const CJK_FONT: &[u8] = include_bytes!("../resources/fonts/NotoSansSC-subset.otf");

/// Whether the PDF's fonts (DejaVu Sans, then the Chinese subset) have a glyph for every
/// character of `text`: one they lack would print as a box, so the window prints such words in
/// English.
pub fn font_covers(text: &str) -> bool {
    let fonts = [crate::render::FONT_BYTES, CJK_FONT].map(|bytes| FontRef::try_from_slice(bytes).ok());
    text.chars()
        .all(|ch| ch.is_whitespace() || fonts.iter().flatten().any(|font| font.glyph_id(ch).0 != 0))
}

/// Writes the PDF of `puzzles` to `path` (atomically: a failed write leaves no torn file).
///
/// This is the one call for "Export PDF" in the window and for `sudoku3d print`.
pub fn write_pdf(path: &Path, puzzles: &[PrintPuzzle], options: &PrintOptions) -> Result<(), PrintError> {
    let bytes = pdf_bytes(puzzles, options)?;
    crate::store::replace_file(path, &bytes).map_err(|source| PrintError::Write {
        path: path.to_path_buf(),
        source,
    })
}

/// How many of `puzzles` a page holds when `asked` is the layout asked for: one a page when
/// a Samurai is among them (its 21x21 square needs the whole page for its cells to take a
/// pencil: 24 points on A4 portrait, a classic grid's at four a page).
pub fn puzzles_per_page(puzzles: &[PrintPuzzle], asked: PerPage) -> PerPage {
    if puzzles.iter().any(|p| p.puzzle.shape() == Shape::Samurai) {
        PerPage::One
    } else {
        asked
    }
}

/// The PDF of `puzzles`, as bytes: the puzzle pages, then (with `options.solutions`) the
/// solution pages. Puzzles are numbered from 1 in the order given.
pub fn pdf_bytes(puzzles: &[PrintPuzzle], options: &PrintOptions) -> Result<Vec<u8>, PrintError> {
    if puzzles.is_empty() {
        return Err(PrintError::NoPuzzles);
    }
    for (i, p) in puzzles.iter().enumerate() {
        let number = i + 1;
        let fits = |g: &Grid| g.shape() == p.puzzle.shape() && p.puzzle.is_extended_by(g);
        if let Some(progress) = &p.progress {
            if !fits(progress) {
                return Err(PrintError::Mismatch {
                    number,
                    what: "board in play",
                });
            }
        }
        match &p.solution {
            Some(solution) if !fits(solution) || !solution.is_solved() => {
                return Err(PrintError::Mismatch {
                    number,
                    what: "solution",
                });
            }
            None if options.solutions => return Err(PrintError::MissingSolution { number }),
            _ => {}
        }
    }

    let mut fonts = TextFont::new()?;
    let samurai = puzzles.iter().any(|p| p.puzzle.shape() == Shape::Samurai);
    let per_page = puzzles_per_page(puzzles, options.per_page);
    let mut pages = paginate(puzzles, per_page, SlotKind::Puzzle, &options.title);
    if options.solutions {
        // Solutions are for checking, so they are printed smaller: at least four a page.
        let layout = match options.per_page {
            _ if samurai => PerPage::Two,
            PerPage::Six => PerPage::Six,
            _ => PerPage::Four,
        };
        let title = fill(&options.words.solutions_title, &[("title", &options.title)]);
        pages.extend(paginate(puzzles, layout, SlotKind::Solution, &title));
    }

    let page_count = pages.len();
    let contents: Vec<Vec<u8>> = pages
        .iter()
        .enumerate()
        .map(|(i, (layout, title, slots))| {
            let mut page = PageWriter {
                content: Content::new(),
                font: &mut fonts,
                words: &options.words,
            };
            page.draw_page(title, *layout, slots, options.cube_layout, i + 1, page_count);
            page.content.finish().into_vec()
        })
        .collect();
    assemble(&options.title, &contents, fonts)
}

// ---------------------------------------------------------------------------------------------
// Page layout (PDF points, origin at the bottom left of an A4 page)

const PAGE_WIDTH: f32 = 595.28;
const PAGE_HEIGHT: f32 = 841.89;
const MARGIN: f32 = 42.0;
const TITLE_SIZE: f32 = 18.0;
const HEADING_SIZE: f32 = 11.0;
const SMALL_SIZE: f32 = 8.5;
/// Space between slots.
const GUTTER: f32 = 18.0;
/// The top of the slot area, under the title.
const SLOTS_TOP: f32 = PAGE_HEIGHT - MARGIN - TITLE_SIZE - 16.0;
/// The bottom of the slot area, above the footer.
const SLOTS_BOTTOM: f32 = MARGIN + 36.0;

type Rgb = (f32, f32, f32);
const BLACK: Rgb = (0.0, 0.0, 0.0);
const GIVEN: Rgb = (0.05, 0.05, 0.08);
const ENTRY: Rgb = (0.08, 0.33, 0.80);
const SOLVED: Rgb = (0.40, 0.44, 0.52);
const THIN: Rgb = (0.55, 0.57, 0.62);
const PAPER: Rgb = (1.0, 1.0, 1.0);
/// A killer cage's dashed outline and its sum: near black, so that the thin dashes stay
/// plain in grey print and on a pale printer.
const CAGE: Rgb = (0.10, 0.10, 0.13);
const FAINT: Rgb = (0.40, 0.40, 0.40);
/// The fill of cells shown on more than one face of a cube.
const LINKED: Rgb = (0.86, 0.91, 0.99);
/// The fill of the cells on a diagonal board's two main diagonals: a light grey-blue, which
/// prints as a light grey in black and white.
const DIAGONAL: Rgb = (0.84, 0.86, 0.91);
/// The fills of a jigsaw's regions, neighbouring regions never alike: light tints whose
/// greys differ in steps, so that they stay apart in black and white too (cream, blue, sand,
/// sage; greys about 0.96, 0.91, 0.85 and 0.79).
const REGION_FILLS: [Rgb; 4] = [
    (0.98, 0.96, 0.92),
    (0.88, 0.92, 0.97),
    (0.88, 0.85, 0.79),
    (0.77, 0.81, 0.77),
];
/// The marks of the three pairs of shared edges in the faces layout: Top-Front, Front-Right,
/// Top-Right.
const EDGE_MARKS: [(char, Rgb); 3] = [
    ('a', (0.90, 0.50, 0.05)),
    ('b', (0.15, 0.58, 0.30)),
    ('c', (0.58, 0.30, 0.78)),
];

/// The height of a digit (baseline to the top of an 8) as a share of the cell.
const DIGIT_HEIGHT: f32 = 0.5;
/// How far a killer cage's dashed outline runs inside its cells' sides, as a share of the cell.
const CAGE_INSET: f32 = 0.1;
/// A cage sum's size (of its font, in points) as a share of the cell: its digits are 0.16 of
/// the cell high, so with the cell's top margin they end above a centred digit, which starts a
/// quarter of the cell down.
const SUM_SIZE: f32 = 0.22;
/// Where a cage sum's text starts, left and top, as shares of the cell; the patch under it
/// reaches [`SUM_PAD`] further each way.
const SUM_CORNER: (f32, f32) = (0.05, 0.04);
const SUM_PAD: f32 = 0.025;

/// The pages of `puzzles` laid out `layout`, each slot showing `kind`, numbered from 1.
fn paginate<'a>(
    puzzles: &'a [PrintPuzzle],
    layout: PerPage,
    kind: SlotKind,
    title: &str,
) -> Vec<(PerPage, String, Vec<Slot<'a>>)> {
    let per_page = layout.count();
    puzzles
        .chunks(per_page)
        .enumerate()
        .map(|(page_index, chunk)| {
            let slots = chunk
                .iter()
                .enumerate()
                .map(|(k, puzzle)| Slot {
                    number: page_index * per_page + k + 1,
                    puzzle,
                    kind,
                })
                .collect();
            (layout, title.to_string(), slots)
        })
        .collect()
}

/// What a slot shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum SlotKind {
    Puzzle,
    Solution,
}

/// One puzzle in its place on a page.
struct Slot<'a> {
    number: usize,
    puzzle: &'a PrintPuzzle,
    kind: SlotKind,
}

/// A rectangle on the page: left, bottom, width, height.
#[derive(Clone, Copy, Debug)]
struct Area {
    x: f32,
    y: f32,
    w: f32,
    h: f32,
}

/// A face drawn on the page: the page point of face coordinates `(col, row)` (in cells, 0..9)
/// is `origin + col * u + row * v`. A flat grid has `u = (c, 0)` and `v = (0, -c)`; the
/// isometric faces have slanted vectors, and everything (cells, lines, digits) follows them.
#[derive(Clone, Copy, Debug)]
struct FaceMap {
    origin: (f32, f32),
    u: (f32, f32),
    v: (f32, f32),
}

impl FaceMap {
    fn flat(left: f32, top: f32, cell: f32) -> FaceMap {
        FaceMap {
            origin: (left, top),
            u: (cell, 0.0),
            v: (0.0, -cell),
        }
    }

    fn at(&self, col: f32, row: f32) -> (f32, f32) {
        (
            self.origin.0 + col * self.u.0 + row * self.v.0,
            self.origin.1 + col * self.u.1 + row * self.v.1,
        )
    }
}

/// What one face shows: a digit and its colour per cell, each cell's fill, a jigsaw's regions
/// and a killer's cages.
struct FaceInk {
    /// Cells a side (9; 6 on Mini), and the rows and columns of a box.
    size: usize,
    boxes: (usize, usize),
    /// Per cell in reading order.
    digits: Vec<Option<(char, Rgb)>>,
    /// The cell's background; `None` leaves the paper white.
    fills: Vec<Option<Rgb>>,
    /// A jigsaw's region of each cell: thick lines are drawn between regions instead of the
    /// 3x3 box lines.
    regions: Option<[u8; 81]>,
    /// A killer's cages: outlined and summed over the classic lines.
    cages: Option<Cages>,
}

struct PageWriter<'f> {
    content: Content,
    font: &'f mut TextFont,
    words: &'f PrintWords,
}

impl PageWriter<'_> {
    fn draw_page(
        &mut self,
        title: &str,
        layout: PerPage,
        slots: &[Slot],
        cube_layout: CubeLayout,
        page: usize,
        pages: usize,
    ) {
        self.content.set_line_join(LineJoinStyle::MiterJoin);
        self.text(title, TITLE_SIZE, MARGIN, PAGE_HEIGHT - MARGIN - TITLE_SIZE, BLACK);
        // The footer comes before the grids so that text extraction reads each grid's digits
        // right after its heading.
        let footer = fill(
            &self.words.page,
            &[("page", &page.to_string()), ("pages", &pages.to_string())],
        );
        let width = self.font.width(&footer, SMALL_SIZE);
        self.text(&footer, SMALL_SIZE, (PAGE_WIDTH - width) / 2.0, MARGIN, FAINT);
        let has_faces =
            cube_layout == CubeLayout::Faces && slots.iter().any(|s| *s.puzzle.puzzle.shape() == Shape::Cube);
        if has_faces {
            let words = self.words;
            for (line, y) in words.legend.iter().zip([MARGIN + 24.0, MARGIN + 13.0]) {
                let width = self.font.width(line, SMALL_SIZE);
                self.text(line, SMALL_SIZE, (PAGE_WIDTH - width) / 2.0, y, FAINT);
            }
        }
        let (columns, rows) = layout.slots();
        let area_w = PAGE_WIDTH - 2.0 * MARGIN;
        let area_h = SLOTS_TOP - SLOTS_BOTTOM;
        let slot_w = (area_w - GUTTER * (columns - 1) as f32) / columns as f32;
        let slot_h = (area_h - GUTTER * (rows - 1) as f32) / rows as f32;
        for (i, slot) in slots.iter().enumerate() {
            let (col, row) = (i % columns, i / columns);
            let area = Area {
                x: MARGIN + col as f32 * (slot_w + GUTTER),
                y: SLOTS_TOP - (row + 1) as f32 * slot_h - row as f32 * GUTTER,
                w: slot_w,
                h: slot_h,
            };
            self.draw_slot(slot, area, cube_layout);
        }
    }

    fn draw_slot(&mut self, slot: &Slot, area: Area, cube_layout: CubeLayout) {
        let p = slot.puzzle;
        let what = match slot.kind {
            SlotKind::Puzzle => &self.words.puzzle,
            SlotKind::Solution => &self.words.solution,
        };
        let what = fill(what, &[("number", &slot.number.to_string())]);
        let heading = if p.difficulty.is_empty() {
            what
        } else {
            format!("{what} \u{b7} {}", p.difficulty)
        };
        // The heading sits just above the drawing, at its left edge: each drawer places it.
        let box_ = Area {
            h: area.h - HEADING_SIZE - 6.0,
            ..area
        };
        let shown = match slot.kind {
            SlotKind::Puzzle => p.progress.as_ref().unwrap_or(&p.puzzle),
            SlotKind::Solution => p.solution.as_ref().unwrap_or(&p.puzzle),
        };
        let entry_colour = match slot.kind {
            SlotKind::Puzzle => ENTRY,
            SlotKind::Solution => SOLVED,
        };
        if p.puzzle.shape().variant().row().structure.faces {
            match cube_layout {
                CubeLayout::Faces => self.draw_cube_faces(&heading, box_, &p.puzzle, shown, entry_colour),
                CubeLayout::Isometric => self.draw_cube_isometric(&heading, box_, &p.puzzle, shown, entry_colour),
            }
        } else if p.puzzle.shape() == Shape::Samurai {
            let side = box_.w.min(box_.h);
            let left = box_.x + (box_.w - side) / 2.0;
            let top = box_.y + box_.h - (box_.h - side) / 2.0;
            self.text(&heading, HEADING_SIZE, left, top + 6.0, BLACK);
            // Each grid as a face of its own at its place on the square; the shared boxes
            // are drawn by both their grids, on the same spot, shaded as a cube's linked cells.
            let cell = side / samurai::SIDE as f32;
            for (&face, &(r0, c0)) in Face::SAMURAI.iter().zip(&SAMURAI_ORIGINS) {
                let map = FaceMap::flat(left + c0 as f32 * cell, top - r0 as f32 * cell, cell);
                self.draw_face(map, &face_ink(&p.puzzle, shown, face, entry_colour, true));
            }
        } else {
            let side = box_.w.min(box_.h);
            let left = box_.x + (box_.w - side) / 2.0;
            let top = box_.y + box_.h - (box_.h - side) / 2.0;
            self.text(&heading, HEADING_SIZE, left, top + 6.0, BLACK);
            let ink = flat_ink(&p.puzzle, shown, entry_colour);
            let map = FaceMap::flat(left, top, side / ink.size as f32);
            self.draw_face(map, &ink);
        }
    }

    /// The cube as a net: Top above Front, Right beside Front, each shared edge marked on both
    /// faces with its letter and colour.
    fn draw_cube_faces(&mut self, heading: &str, area: Area, puzzle: &Grid, shown: &Grid, entry: Rgb) {
        let label = SMALL_SIZE + 4.0;
        let gap_share = 0.12;
        let side = (area.w / (2.0 + gap_share)).min((area.h - 2.0 * label) / (2.0 + gap_share));
        let gap = side * gap_share;
        let total = 2.0 * side + gap;
        let left = area.x + (area.w - total) / 2.0;
        let top = area.y + area.h - (area.h - total - 2.0 * label) / 2.0 - label;
        self.text(heading, HEADING_SIZE, left, top + label + 4.0, BLACK);
        let cell = side / 9.0;
        let top_face = FaceMap::flat(left, top, cell);
        let front = FaceMap::flat(left, top - side - gap, cell);
        let right = FaceMap::flat(left + side + gap, top - side - gap, cell);
        for (face, map) in [(Face::Top, top_face), (Face::Front, front), (Face::Right, right)] {
            let ink = face_ink(puzzle, shown, face, entry, true);
            self.draw_face(map, &ink);
        }
        let size = SMALL_SIZE;
        let words = self.words;
        let [top_name, front_name, right_name] = &words.faces;
        self.text(top_name, size, left, top + 3.0, FAINT);
        self.text(front_name, size, left, top - 2.0 * side - gap - size - 2.0, FAINT);
        self.text(
            right_name,
            size,
            left + side + gap,
            top - 2.0 * side - gap - size - 2.0,
            FAINT,
        );

        // The shared edges: a bar just outside each edge of a pair, and the pair's letter.
        let bar = (cell * 0.16).clamp(1.0, 2.4);
        let off = bar / 2.0 + (gap - 2.0 * bar).max(0.0) / 6.0;
        let [(a, a_rgb), (b, b_rgb), (c, c_rgb)] = EDGE_MARKS;
        let edge_bars = [
            // Top's bottom row = Front's top row.
            (a_rgb, top_face.at(0.0, 9.0), top_face.at(9.0, 9.0), (0.0, -off)),
            (a_rgb, front.at(0.0, 0.0), front.at(9.0, 0.0), (0.0, off)),
            // Front's right column = Right's left column.
            (b_rgb, front.at(9.0, 0.0), front.at(9.0, 9.0), (off, 0.0)),
            (b_rgb, right.at(0.0, 0.0), right.at(0.0, 9.0), (-off, 0.0)),
            // Top's right column = Right's top row (both from the corner the faces share).
            (c_rgb, top_face.at(9.0, 0.0), top_face.at(9.0, 9.0), (off, 0.0)),
            (c_rgb, right.at(0.0, 0.0), right.at(9.0, 0.0), (0.0, off)),
        ];
        self.content.set_line_cap(LineCapStyle::ButtCap);
        self.content.set_line_width(bar);
        for (rgb, from, to, (dx, dy)) in edge_bars {
            self.content.set_stroke_rgb(rgb.0, rgb.1, rgb.2);
            self.content.move_to(from.0 + dx, from.1 + dy);
            self.content.line_to(to.0 + dx, to.1 + dy);
            self.content.stroke();
        }
        let letter = (gap * 0.9).clamp(5.0, SMALL_SIZE + 1.0);
        let mid_gap = top - side - gap / 2.0 - letter * 0.36;
        self.text(&a.to_string(), letter, left - letter * 0.9, mid_gap, a_rgb);
        let b_x = left + side + gap / 2.0 - self.font.width("b", letter) / 2.0;
        self.text(
            &b.to_string(),
            letter,
            b_x,
            top - 2.0 * side - gap - letter - 1.0,
            b_rgb,
        );
        let c_x = left + side + gap + off + bar;
        self.text(&c.to_string(), letter, c_x, top - side + off + bar, c_rgb);
    }

    /// The cube in isometric projection: U on top, F lower left, R lower right, the three
    /// shared edges meeting at the near corner in the middle (the layout of `render`).
    fn draw_cube_isometric(&mut self, heading: &str, area: Area, puzzle: &Grid, shown: &Grid, entry: Rgb) {
        let sqrt3 = 3f32.sqrt();
        let edge = (area.w / sqrt3).min(area.h / 2.0);
        let (cx, cy) = (area.x + area.w / 2.0, area.y + area.h / 2.0);
        self.text(heading, HEADING_SIZE, cx - sqrt3 / 2.0 * edge, cy + edge + 6.0, BLACK);
        let cell = edge / 9.0;
        let up_left = (-sqrt3 / 2.0, 0.5);
        let up_right = (sqrt3 / 2.0, 0.5);
        let down = (0.0, -1.0);
        let scale = |d: (f32, f32), k: f32| (d.0 * k, d.1 * k);
        let left_corner = (cx + up_left.0 * edge, cy + up_left.1 * edge);
        let top_corner = (left_corner.0 + up_right.0 * edge, left_corner.1 + up_right.1 * edge);
        let maps = [
            // U: row 8 along the U-F edge, column 8 along the U-R edge.
            (
                Face::Top,
                FaceMap {
                    origin: top_corner,
                    u: scale(up_left, -cell),
                    v: scale(up_right, -cell),
                },
            ),
            // F: row 0 along the U-F edge, column 8 along the F-R edge.
            (
                Face::Front,
                FaceMap {
                    origin: left_corner,
                    u: scale(up_left, -cell),
                    v: scale(down, cell),
                },
            ),
            // R: column 0 along the F-R edge, row 0 along the U-R edge.
            (
                Face::Right,
                FaceMap {
                    origin: (cx, cy),
                    u: scale(up_right, cell),
                    v: scale(down, cell),
                },
            ),
        ];
        for (face, map) in maps {
            let ink = face_ink(puzzle, shown, face, entry, true);
            self.draw_face(map, &ink);
        }
        // Labels in the empty corners of the hexagon's bounding box.
        let size = SMALL_SIZE;
        let half_w = sqrt3 / 2.0 * edge;
        let words = self.words;
        let [top_name, front_name, right_name] = &words.faces;
        self.text(top_name, size, cx - half_w, cy + edge - size, FAINT);
        self.text(front_name, size, cx - half_w, cy - edge + 2.0, FAINT);
        let w = self.font.width(right_name, size);
        self.text(right_name, size, cx + half_w - w, cy - edge + 2.0, FAINT);
    }

    /// One face (9x9, or Mini's 6x6): filled cells, thin lines, box lines (a jigsaw's region
    /// borders instead), the border, a killer's cages, then the digits.
    fn draw_face(&mut self, map: FaceMap, ink: &FaceInk) {
        let cell = map.u.0.hypot(map.u.1);
        let (n, (box_rows, box_cols)) = (ink.size, ink.boxes);
        let side = n as f32;
        let c = &mut self.content;
        // One fill per colour, in the order the colours first appear.
        let mut colours: Vec<Rgb> = Vec::new();
        for fill in ink.fills.iter().flatten() {
            if !colours.contains(fill) {
                colours.push(*fill);
            }
        }
        for colour in colours {
            c.set_fill_rgb(colour.0, colour.1, colour.2);
            for (i, _) in ink.fills.iter().enumerate().filter(|(_, f)| **f == Some(colour)) {
                let (row, col) = ((i / n) as f32, (i % n) as f32);
                let corners = [
                    map.at(col, row),
                    map.at(col + 1.0, row),
                    map.at(col + 1.0, row + 1.0),
                    map.at(col, row + 1.0),
                ];
                c.move_to(corners[0].0, corners[0].1);
                for p in &corners[1..] {
                    c.line_to(p.0, p.1);
                }
                c.close_path();
            }
            c.fill_nonzero();
        }
        // A killer's outlines and the patches under its sums go under the grid lines, which
        // stay whole where a patch reaches them.
        if let Some(cages) = &ink.cages {
            self.draw_cage_outlines(map, cages, ink);
        }
        let c = &mut self.content;
        let line = |c: &mut Content, from: (f32, f32), to: (f32, f32)| {
            c.move_to(from.0, from.1);
            c.line_to(to.0, to.1);
        };
        // The thin lines between cells; on a jigsaw every one of them, since its regions, not
        // the boxes, get the thick lines.
        let thin = |k: usize, every: usize| ink.regions.is_some() || !k.is_multiple_of(every);
        c.set_line_cap(LineCapStyle::ButtCap);
        c.set_line_width((cell * 0.03).clamp(0.3, 0.8));
        c.set_stroke_rgb(THIN.0, THIN.1, THIN.2);
        for k in 1..n {
            let at = k as f32;
            if thin(k, box_cols) {
                line(c, map.at(at, 0.0), map.at(at, side));
            }
            if thin(k, box_rows) {
                line(c, map.at(0.0, at), map.at(side, at));
            }
        }
        c.stroke();
        c.set_line_cap(LineCapStyle::ProjectingSquareCap);
        c.set_line_width((cell * 0.07).clamp(0.8, 2.0));
        c.set_stroke_rgb(BLACK.0, BLACK.1, BLACK.2);
        match &ink.regions {
            None => {
                for k in (box_cols..n).step_by(box_cols).map(|k| k as f32) {
                    line(c, map.at(k, 0.0), map.at(k, side));
                }
                for k in (box_rows..n).step_by(box_rows).map(|k| k as f32) {
                    line(c, map.at(0.0, k), map.at(side, k));
                }
            }
            Some(regions) => {
                // Each cell side between two regions, as its own segment (the square caps
                // join them at the corners).
                for row in 0..9 {
                    for col in 0..9 {
                        let (r, k) = (row as f32, col as f32);
                        let here = regions[row * 9 + col];
                        if col < 8 && regions[row * 9 + col + 1] != here {
                            line(c, map.at(k + 1.0, r), map.at(k + 1.0, r + 1.0));
                        }
                        if row < 8 && regions[(row + 1) * 9 + col] != here {
                            line(c, map.at(k, r + 1.0), map.at(k + 1.0, r + 1.0));
                        }
                    }
                }
            }
        }
        c.stroke();
        c.set_line_width((cell * 0.1).clamp(1.0, 2.6));
        let corners = [
            map.at(0.0, 0.0),
            map.at(side, 0.0),
            map.at(side, side),
            map.at(0.0, side),
        ];
        c.move_to(corners[0].0, corners[0].1);
        for p in &corners[1..] {
            c.line_to(p.0, p.1);
        }
        c.close_and_stroke();
        if let Some(cages) = &ink.cages {
            self.draw_cage_sums(map, cages);
        }

        // Digits in reading order, each in the plane of its face.
        let cap = self.font.cap_height;
        let mut colour = None;
        self.content.begin_text();
        self.content.set_font(self.font.faces[LATIN].name, 1.0);
        for (i, (ch, rgb)) in ink.digits.iter().enumerate().filter_map(|(i, d)| d.map(|d| (i, d))) {
            if colour != Some(rgb) {
                self.content.set_fill_rgb(rgb.0, rgb.1, rgb.2);
                colour = Some(rgb);
            }
            let (encoded, advance) = self.font.faces[LATIN].encode(ch);
            let (row, col) = ((i / n) as f32, (i % n) as f32);
            let centre = map.at(col + 0.5, row + 0.5);
            let k = DIGIT_HEIGHT / cap;
            let origin = (
                centre.0 - advance / 2.0 * k * map.u.0 + cap / 2.0 * k * map.v.0,
                centre.1 - advance / 2.0 * k * map.u.1 + cap / 2.0 * k * map.v.1,
            );
            self.content
                .set_text_matrix([map.u.0 * k, map.u.1 * k, -map.v.0 * k, -map.v.1 * k, origin.0, origin.1]);
            self.content.show(Str(&encoded));
        }
        self.content.end_text();
    }

    /// A killer's cage outlines on a flat face: each cage outlined by a thin dashed line
    /// [`CAGE_INSET`] inside its cells, then a patch of the cell's own background where each
    /// sum goes (the top-left corner of the cage's first cell), breaking the outline there so
    /// that the two never cross.
    fn draw_cage_outlines(&mut self, map: FaceMap, cages: &Cages, ink: &FaceInk) {
        let cell = map.u.0.hypot(map.u.1);
        let width = (cell * 0.025).clamp(0.45, 0.9);
        let c = &mut self.content;
        c.set_stroke_rgb(CAGE.0, CAGE.1, CAGE.2);
        c.set_line_width(width);
        // Square caps close each corner; the dashes are shortened by the width they add.
        c.set_line_cap(LineCapStyle::ProjectingSquareCap);
        for index in 0..cages.cages().len() {
            for outline in cage_outlines(cages, index, CAGE_INSET) {
                for (k, &from) in outline.iter().enumerate() {
                    let to = outline[(k + 1) % outline.len()];
                    let length = (to.0 - from.0).abs().max((to.1 - from.1).abs()) * cell;
                    let (dash, gap) = dashes(length, cell * 0.17);
                    // The run starts and ends halfway along a dash, so that each corner is a
                    // dash bent round it rather than a gap.
                    c.set_dash_pattern([dash - width, gap + width], (dash - width) / 2.0);
                    let (a, b) = (map.at(from.0, from.1), map.at(to.0, to.1));
                    c.move_to(a.0, a.1);
                    c.line_to(b.0, b.1);
                    c.stroke();
                }
            }
        }
        c.set_dash_pattern([], 0.0);
        for cage in cages.cages() {
            let anchor = cage.anchor();
            let (left, top, right, bottom) = self.sum_box(cage.sum, anchor, cell);
            let paper = ink.fills[anchor].unwrap_or(PAPER);
            let corners = [
                map.at(left, top),
                map.at(right, top),
                map.at(right, bottom),
                map.at(left, bottom),
            ];
            let c = &mut self.content;
            c.set_fill_rgb(paper.0, paper.1, paper.2);
            c.move_to(corners[0].0, corners[0].1);
            for p in &corners[1..] {
                c.line_to(p.0, p.1);
            }
            c.close_path();
            c.fill_nonzero();
        }
    }

    /// The patch under a cage's sum in its first cell `anchor`, in face coordinates: left,
    /// top, right, bottom.
    fn sum_box(&self, sum: u8, anchor: usize, cell: f32) -> (f32, f32, f32, f32) {
        let size = sum_size(cell);
        let wide = self.font.width(&sum.to_string(), size) / cell;
        let high = self.font.cap_height * size / cell;
        let (row, col) = ((anchor / 9) as f32, (anchor % 9) as f32);
        let (left, top) = (col + SUM_CORNER.0, row + SUM_CORNER.1);
        (
            left - SUM_PAD,
            top - SUM_PAD,
            left + wide + SUM_PAD,
            top + high + SUM_PAD,
        )
    }

    /// Each cage's sum, small, in the top-left corner of its first cell (on the patch
    /// [`PageWriter::draw_cage_outlines`] left for it).
    fn draw_cage_sums(&mut self, map: FaceMap, cages: &Cages) {
        let cell = map.u.0.hypot(map.u.1);
        let size = sum_size(cell);
        let high = self.font.cap_height * size / cell;
        for cage in cages.cages() {
            let anchor = cage.anchor();
            let (row, col) = ((anchor / 9) as f32, (anchor % 9) as f32);
            let baseline = map.at(col + SUM_CORNER.0, row + SUM_CORNER.1 + high);
            self.text(&cage.sum.to_string(), size, baseline.0, baseline.1, CAGE);
        }
    }

    /// A line of text with its baseline-left at `(x, y)`.
    /// Each run of characters is shown in the first font that has them; the text position
    /// moves on by the run's widths, so the runs join up.
    fn text(&mut self, text: &str, size: f32, x: f32, y: f32, rgb: Rgb) {
        let runs = self.font.encode(text);
        self.content.begin_text();
        self.content.set_fill_rgb(rgb.0, rgb.1, rgb.2);
        self.content.set_text_matrix([1.0, 0.0, 0.0, 1.0, x, y]);
        for (face, encoded) in runs {
            self.content.set_font(self.font.faces[face].name, size);
            self.content.show(Str(&encoded));
        }
        self.content.end_text();
    }
}

/// The digits and shading of one face of `shown` (the puzzle, the board in play or the
/// solution): givens of `puzzle` in black, other digits in `entry`; linked cells shaded when
/// `shade_linked`.
fn face_ink(puzzle: &Grid, shown: &Grid, face: Face, entry: Rgb, shade_linked: bool) -> FaceInk {
    let geometry = puzzle.geometry();
    let n = geometry.size();
    let mut ink = FaceInk {
        size: n,
        boxes: geometry.box_shape(),
        digits: vec![None; n * n],
        fills: vec![None; n * n],
        regions: None,
        cages: None,
    };
    for i in 0..n * n {
        let cell = geometry.cell_at(face, i / n, i % n);
        ink.fills[i] = (shade_linked && geometry.is_linked(cell)).then_some(LINKED);
        ink.digits[i] = match (puzzle.get(cell), shown.get(cell)) {
            (Some(d), _) => Some((d.to_char(), GIVEN)),
            (None, Some(d)) => Some((d.to_char(), entry)),
            (None, None) => None,
        };
    }
    ink
}

/// The ink of a flat board (classic, diagonal, jigsaw, killer): a diagonal board's two main
/// diagonals shaded, a jigsaw's regions filled and bordered, a killer's cages outlined.
fn flat_ink(puzzle: &Grid, shown: &Grid, entry: Rgb) -> FaceInk {
    let mut ink = face_ink(puzzle, shown, Face::Top, entry, false);
    // What the kind draws beside its digits (its row of the board table), from its layout.
    let shape = puzzle.shape();
    if shape.variant().row().structure.diagonals {
        for i in 0..81 {
            let (row, col) = (i / 9, i % 9);
            if row == col || row + col == 8 {
                ink.fills[i] = Some(DIAGONAL);
            }
        }
    }
    if let Some(regions) = shape.regions() {
        let map = *regions.map();
        let colours = region_colours(&map);
        for i in 0..81 {
            ink.fills[i] = Some(REGION_FILLS[colours[map[i] as usize]]);
        }
        ink.regions = Some(map);
    }
    if let Some(cages) = shape.cages() {
        ink.cages = Some(cages.clone());
    }
    ink
}

/// The size of a cage sum's text in a cell of `cell` points.
fn sum_size(cell: f32) -> f32 {
    cell * SUM_SIZE
}

/// The dash and the gap of a dashed run of `length` points: about `period` together, adjusted
/// so that a whole number of them fills the run.
fn dashes(length: f32, period: f32) -> (f32, f32) {
    let count = (length / period).round().max(1.0);
    let period = length / count;
    (period * 0.6, period * 0.4)
}

/// The outlines of cage `index` of `cages`, `inset` (a share of the cell) inside its cells:
/// closed loops of corner points in face coordinates (column, row; 0..9), clockwise on the
/// page. Where the cage turns inwards the line goes on `inset` into the next cell, so that it
/// stays `inset` from every side of the cage; cells that touch only at a corner keep apart.
/// A cage round a hole has two loops.
fn cage_outlines(cages: &Cages, index: usize, inset: f32) -> Vec<Vec<(f32, f32)>> {
    // A point on a cell corner's column and row line (0..=9), each moved by -1, 0 or +1 insets.
    type Point = ((i32, i32), (i32, i32));
    let inside = |row: i32, col: i32| {
        (0..9).contains(&row) && (0..9).contains(&col) && cages.cage_of((row * 9 + col) as usize) == index
    };
    // Where a side's line ends at the corner it shares with the side `along` the run: inset
    // from that side when the cage stops there, on into the cell beyond when the cage turns
    // round the corner, and at the cell's corner when the side runs straight on.
    let end = |line: i32, toward: i32, next: bool, diagonal: bool| match (next, diagonal) {
        (false, _) => (line, -toward),
        (true, true) => (line, toward),
        (true, false) => (line, 0),
    };
    let mut next: std::collections::HashMap<Point, Point> = std::collections::HashMap::new();
    for &cell in &cages.cages()[index].cells {
        let (r, c) = ((cell / 9) as i32, (cell % 9) as i32);
        let at = |dr: i32, dc: i32| inside(r + dr, c + dc);
        // Clockwise: the top side runs right, the right side down, the bottom left, the left up.
        if !at(-1, 0) {
            let y = (r, 1);
            next.insert(
                (end(c, -1, at(0, -1), at(-1, -1)), y),
                (end(c + 1, 1, at(0, 1), at(-1, 1)), y),
            );
        }
        if !at(0, 1) {
            let x = (c + 1, -1);
            next.insert(
                (x, end(r, -1, at(-1, 0), at(-1, 1))),
                (x, end(r + 1, 1, at(1, 0), at(1, 1))),
            );
        }
        if !at(1, 0) {
            let y = (r + 1, -1);
            next.insert(
                (end(c + 1, 1, at(0, 1), at(1, 1)), y),
                (end(c, -1, at(0, -1), at(1, -1)), y),
            );
        }
        if !at(0, -1) {
            let x = (c, 1);
            next.insert(
                (x, end(r + 1, 1, at(1, 0), at(1, -1))),
                (x, end(r, -1, at(-1, 0), at(-1, -1))),
            );
        }
    }
    let place = |((x, dx), (y, dy)): Point| (x as f32 + dx as f32 * inset, y as f32 + dy as f32 * inset);
    let mut loops = Vec::new();
    while let Some(&start) = next.keys().min() {
        let mut points = vec![start];
        let mut at = start;
        while let Some(to) = next.remove(&at) {
            if to == start {
                break;
            }
            points.push(to);
            at = to;
        }
        // Only the corners: a point between two runs in one direction is no corner.
        let n = points.len();
        let corners: Vec<(f32, f32)> = (0..n)
            .filter(|&k| {
                let (before, here, after) = (points[(k + n - 1) % n], points[k], points[(k + 1) % n]);
                let same_x = before.0 == here.0 && here.0 == after.0;
                let same_y = before.1 == here.1 && here.1 == after.1;
                !(same_x || same_y)
            })
            .map(|k| place(points[k]))
            .collect();
        loops.push(corners);
    }
    loops
}

/// A fill of [`REGION_FILLS`] for each of the nine regions of `map` (region numbers 0..9), no
/// two regions that share a cell side alike: a layout's regions are a map on the plane, so
/// four fills always do, and a search over nine regions is immediate.
fn region_colours(map: &[u8; 81]) -> [usize; 9] {
    let mut touches = [[false; 9]; 9];
    for i in 0..81 {
        let (row, col) = (i / 9, i % 9);
        let here = map[i] as usize % 9;
        for next in [(col < 8).then(|| i + 1), (row < 8).then(|| i + 9)]
            .into_iter()
            .flatten()
        {
            let there = map[next] as usize % 9;
            if there != here {
                touches[here][there] = true;
                touches[there][here] = true;
            }
        }
    }
    fn assign(region: usize, touches: &[[bool; 9]; 9], colours: &mut [usize; 9]) -> bool {
        if region == 9 {
            return true;
        }
        for colour in 0..REGION_FILLS.len() {
            if (0..region).all(|other| !touches[region][other] || colours[other] != colour) {
                colours[region] = colour;
                if assign(region + 1, touches, colours) {
                    return true;
                }
            }
        }
        false
    }
    let mut colours = [0; 9];
    if !assign(0, &touches, &mut colours) {
        // Not reached for a plane map; neighbours alike are still told apart by the borders.
        colours = std::array::from_fn(|r| r % REGION_FILLS.len());
    }
    colours
}

// ---------------------------------------------------------------------------------------------
// The fonts: DejaVu Sans (a TrueType font) for Latin, Cyrillic and the digits, and the Noto
// Sans SC subset (a CFF-based OpenType font) for Chinese. Each is subset to the glyphs used and
// embedded as a CID-keyed font with a ToUnicode map, so the text can be copied and searched;
// a font no character needed is left out.

/// The index of DejaVu Sans in [`TextFont::faces`]: the digits, Latin and Cyrillic.
const LATIN: usize = 0;

/// One font of the document, and the glyphs used from it so far.
struct PdfFace {
    /// The font's resource name on the pages.
    name: Name<'static>,
    /// Its PostScript name in the PDF, with the subset tag.
    base_name: &'static [u8],
    /// The whole font file.
    data: &'static [u8],
    font: FontRef<'static>,
    units_per_em: f32,
    /// The outlines are CFF (embedded as `FontFile3`), not TrueType (`FontFile2`).
    cff: bool,
    /// The glyphs used, renumbered from 0 for the subset.
    remapper: GlyphRemapper,
    /// New glyph id -> the character it shows (for ToUnicode).
    chars: BTreeMap<u16, char>,
}

impl PdfFace {
    fn new(
        name: &'static [u8],
        base_name: &'static [u8],
        data: &'static [u8],
        cff: bool,
    ) -> Result<PdfFace, PrintError> {
        let font = FontRef::try_from_slice(data).map_err(|e| PrintError::Font(e.to_string()))?;
        Ok(PdfFace {
            name: Name(name),
            base_name,
            data,
            units_per_em: font.units_per_em().unwrap_or(1000.0),
            font,
            cff,
            remapper: GlyphRemapper::new(),
            chars: BTreeMap::new(),
        })
    }

    fn has(&self, ch: char) -> bool {
        self.font.glyph_id(ch).0 != 0
    }

    /// `ch` as a two-byte subset glyph id, and its advance in ems.
    fn encode(&mut self, ch: char) -> ([u8; 2], f32) {
        let id = self.font.glyph_id(ch);
        let new = self.remapper.remap(id.0);
        self.chars.entry(new).or_insert(ch);
        (new.to_be_bytes(), self.advance(ch))
    }

    /// The advance of `ch`, in ems.
    fn advance(&self, ch: char) -> f32 {
        self.font.h_advance_unscaled(self.font.glyph_id(ch)) / self.units_per_em
    }

    /// Whether any character was shown in this font.
    fn used(&self) -> bool {
        !self.chars.is_empty()
    }
}

struct TextFont {
    /// DejaVu Sans, then the Chinese subset: a character is shown in the first that has it.
    faces: [PdfFace; 2],
    /// Height of the capitals and digits in DejaVu Sans, in ems.
    cap_height: f32,
}

impl TextFont {
    fn new() -> Result<TextFont, PrintError> {
        let latin = PdfFace::new(b"F1", b"SUDOKU+DejaVuSans", crate::render::FONT_BYTES, false)?;
        let chinese = PdfFace::new(b"F2", b"SUDOKV+NotoSansCJKsc-Regular", CJK_FONT, true)?;
        let cap_height = latin
            .font
            .outline(latin.font.glyph_id('8'))
            // ab_glyph's unscaled outline bounds are flipped: `min.y` is the top (y_max).
            .map(|o| o.bounds.min.y / latin.units_per_em)
            .unwrap_or(0.73);
        Ok(TextFont {
            faces: [latin, chinese],
            cap_height,
        })
    }

    /// The font that shows `ch`: the first that has it (DejaVu's missing-glyph box if none).
    fn face_of(&self, ch: char) -> usize {
        self.faces.iter().position(|f| f.has(ch)).unwrap_or(LATIN)
    }

    /// `text` as runs of two-byte subset glyph ids, each with the font that shows it.
    fn encode(&mut self, text: &str) -> Vec<(usize, Vec<u8>)> {
        let mut runs: Vec<(usize, Vec<u8>)> = Vec::new();
        for ch in text.chars() {
            let face = self.face_of(ch);
            let (bytes, _) = self.faces[face].encode(ch);
            match runs.last_mut() {
                Some((last, run)) if *last == face => run.extend_from_slice(&bytes),
                _ => runs.push((face, bytes.to_vec())),
            }
        }
        runs
    }

    /// The width of `text` at `size` points.
    fn width(&self, text: &str, size: f32) -> f32 {
        text.chars()
            .map(|ch| self.faces[self.face_of(ch)].advance(ch))
            .sum::<f32>()
            * size
    }
}

fn compress(data: &[u8]) -> Vec<u8> {
    miniz_oxide::deflate::compress_to_vec_zlib(data, 6)
}

/// Writes the document: catalog, pages, contents and the fonts used.
fn assemble(title: &str, contents: &[Vec<u8>], fonts: TextFont) -> Result<Vec<u8>, PrintError> {
    let mut next = 1;
    let mut alloc = || {
        next += 1;
        Ref::new(next - 1)
    };
    let catalog = alloc();
    let tree = alloc();
    let info = alloc();
    // Type0 font, CID font, descriptor, ToUnicode map and font file, per font used.
    let used: Vec<(&PdfFace, [Ref; 5])> = fonts
        .faces
        .iter()
        .filter(|f| f.used())
        .map(|f| (f, [alloc(), alloc(), alloc(), alloc(), alloc()]))
        .collect();
    let page_ids: Vec<(Ref, Ref)> = contents.iter().map(|_| (alloc(), alloc())).collect();

    let mut pdf = Pdf::new();
    pdf.catalog(catalog).pages(tree);
    pdf.pages(tree)
        .kids(page_ids.iter().map(|(page, _)| *page))
        .count(page_ids.len() as i32);
    pdf.document_info(info)
        .title(TextStr(title))
        .creator(TextStr("Sudoku 3D"))
        .producer(TextStr("Sudoku 3D (pdf-writer)"));
    for ((page_id, content_id), content) in page_ids.iter().zip(contents) {
        let mut page = pdf.page(*page_id);
        page.media_box(Rect::new(0.0, 0.0, PAGE_WIDTH, PAGE_HEIGHT))
            .parent(tree)
            .contents(*content_id);
        let mut resources = page.resources();
        let mut page_fonts = resources.fonts();
        for (face, [type0, ..]) in &used {
            page_fonts.pair(face.name, *type0);
        }
        page_fonts.finish();
        resources.finish();
        page.finish();
        pdf.stream(*content_id, &compress(content)).filter(Filter::FlateDecode);
    }
    for (face, refs) in used {
        write_font(&mut pdf, face, refs, fonts.cap_height)?;
    }
    Ok(pdf.finish())
}

/// One font, subset to the glyphs used: its Type0 font, CID font, descriptor, ToUnicode map
/// and font file, at `refs` in that order.
fn write_font(pdf: &mut Pdf, face: &PdfFace, refs: [Ref; 5], latin_cap_height: f32) -> Result<(), PrintError> {
    let [type0, cid, descriptor, to_unicode, font_file] = refs;
    // Metrics are in the PDF's thousandths of an em.
    let em = |units: f32| units / face.units_per_em * 1000.0;
    let font = &face.font;
    let subset = subsetter::subset(face.data, 0, &face.remapper).map_err(|e| PrintError::Font(format!("{e:?}")))?;
    let old_ids: Vec<u16> = face.remapper.remapped_gids().collect();
    let widths: Vec<f32> = old_ids
        .iter()
        .map(|&old| em(font.h_advance_unscaled(GlyphId(old))))
        .collect();
    let mut bbox = Rect::new(0.0, em(font.descent_unscaled()), 0.0, em(font.ascent_unscaled()));
    for &old in &old_ids {
        if let Some(outline) = font.outline(GlyphId(old)) {
            bbox.x1 = bbox.x1.min(em(outline.bounds.min.x));
            // `min.y` is the glyph's top, `max.y` its bottom (see `TextFont::new`).
            bbox.y1 = bbox.y1.min(em(outline.bounds.max.y));
            bbox.x2 = bbox.x2.max(em(outline.bounds.max.x));
            bbox.y2 = bbox.y2.max(em(outline.bounds.min.y));
        }
    }
    let cap_height = font
        .outline(font.glyph_id('8'))
        .map_or(latin_cap_height * 1000.0, |o| em(o.bounds.min.y));
    let system_info = SystemInfo {
        registry: Str(b"Adobe"),
        ordering: Str(b"Identity"),
        supplement: 0,
    };
    pdf.type0_font(type0)
        .base_font(Name(face.base_name))
        .encoding_predefined(Name(b"Identity-H"))
        .descendant_font(cid)
        .to_unicode(to_unicode);
    let mut cid_font = pdf.cid_font(cid);
    cid_font
        .subtype(if face.cff {
            CidFontType::Type0
        } else {
            CidFontType::Type2
        })
        .base_font(Name(face.base_name))
        .system_info(system_info)
        .font_descriptor(descriptor)
        .default_width(0.0);
    // The subsetter numbers the glyphs of either kind of font so that CID = glyph id; a
    // TrueType CID font says so, a CFF one is CID-keyed already.
    if !face.cff {
        cid_font.cid_to_gid_map_predefined(Name(b"Identity"));
    }
    cid_font.widths().consecutive(0, widths);
    cid_font.finish();
    let mut descriptor = pdf.font_descriptor(descriptor);
    descriptor
        .name(Name(face.base_name))
        .flags(FontFlags::NON_SYMBOLIC)
        .bbox(bbox)
        .italic_angle(0.0)
        .ascent(em(font.ascent_unscaled()))
        .descent(em(font.descent_unscaled()))
        .cap_height(cap_height)
        .stem_v(80.0);
    if face.cff {
        descriptor.font_file3(font_file);
    } else {
        descriptor.font_file2(font_file);
    }
    descriptor.finish();
    let mut cmap = pdf_writer::types::UnicodeCmap::new(Name(b"Custom"), system_info);
    for (&glyph, &ch) in &face.chars {
        cmap.pair(glyph, ch);
    }
    let cmap = compress(&cmap.finish());
    pdf.cmap(to_unicode, &cmap).filter(Filter::FlateDecode);
    let compressed = compress(&subset);
    let mut stream = pdf.stream(font_file, &compressed);
    stream.filter(Filter::FlateDecode);
    if face.cff {
        // The whole OpenType file (CFF outlines), as PDF 1.6 allows.
        stream.pair(Name(b"Subtype"), Name(b"OpenType"));
    } else {
        stream.pair(Name(b"Length1"), subset.len() as i32);
    }
    stream.finish();
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::generate_seeded;
    use crate::engine::Difficulty;

    #[test]
    fn per_page_takes_only_the_offered_counts() {
        for n in [1, 2, 4, 6] {
            assert_eq!(PerPage::try_from(n).map(PerPage::count), Ok(n as usize));
        }
        for n in [0, 3, 5, 7, 12] {
            assert!(PerPage::try_from(n).is_err());
        }
    }

    #[test]
    fn asking_for_solutions_without_them_is_an_error() {
        let p = generate_seeded(Shape::Classic, Difficulty::Easy, 3);
        let options = PrintOptions {
            solutions: true,
            ..PrintOptions::default()
        };
        let result = pdf_bytes(&[PrintPuzzle::new(p.puzzle, "Easy")], &options);
        assert!(matches!(result, Err(PrintError::MissingSolution { number: 1 })));
        assert!(matches!(pdf_bytes(&[], &options), Err(PrintError::NoPuzzles)));
    }

    #[test]
    fn a_board_that_drops_a_given_is_refused() {
        let p = generate_seeded(Shape::Classic, Difficulty::Easy, 4);
        let mut wrong = p.puzzle.clone();
        let given = (0..81).find(|&c| wrong.get(c).is_some()).unwrap();
        wrong.set(given, None);
        let result = pdf_bytes(
            &[PrintPuzzle::new(p.puzzle, "Easy").with_progress(wrong)],
            &PrintOptions::default(),
        );
        assert!(matches!(result, Err(PrintError::Mismatch { number: 1, .. })));
    }

    /// A layout over a classic solution with the cages `joined` and every other cell alone.
    fn layout(joined: &[&[usize]]) -> Cages {
        use crate::engine::{Cage, CageSet};
        let solution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
        let digits: Vec<u8> = solution.bytes().map(|b| b - b'0').collect();
        let sum = |cells: &[usize]| cells.iter().map(|&c| digits[c]).sum();
        let mut cages: Vec<Cage> = joined
            .iter()
            .map(|cells| Cage {
                cells: cells.to_vec(),
                sum: sum(cells),
            })
            .collect();
        for c in (0..81).filter(|c| !joined.iter().any(|j| j.contains(c))) {
            cages.push(Cage {
                cells: vec![c],
                sum: digits[c],
            });
        }
        Cages::intern(CageSet::new(cages).unwrap())
    }

    fn same_points(a: &[(f32, f32)], b: &[(f32, f32)]) -> bool {
        a.len() == b.len()
            && a.iter()
                .zip(b)
                .all(|(p, q)| (p.0 - q.0).abs() < 1e-5 && (p.1 - q.1).abs() < 1e-5)
    }

    #[test]
    fn a_cage_outline_stays_inside_and_turns_round_inner_corners() {
        let i = 0.1;
        // An L: r1c4, r2c4, r2c5. Clockwise from its top left, with the inner corner at
        // r1c4's bottom right going on into r2c5.
        let cages = layout(&[&[3, 12, 13], &[0, 1, 2, 9, 11, 18, 19, 20]]);
        let l = cage_outlines(&cages, cages.cage_of(3), i);
        let expected = [
            (3.0 + i, i),
            (4.0 - i, i),
            (4.0 - i, 1.0 + i),
            (5.0 - i, 1.0 + i),
            (5.0 - i, 2.0 - i),
            (3.0 + i, 2.0 - i),
        ];
        assert_eq!(l.len(), 1);
        assert!(same_points(&l[0], &expected), "{l:?}");
        // A ring round r2c2: an outer loop and an inner one round the hole.
        let ring = cage_outlines(&cages, cages.cage_of(0), i);
        assert_eq!(ring.len(), 2, "{ring:?}");
        assert!(same_points(
            &ring[0],
            &[(i, i), (3.0 - i, i), (3.0 - i, 3.0 - i), (i, 3.0 - i)]
        ));
        let mut inner = ring[1].clone();
        inner.sort_by(|a, b| a.partial_cmp(b).unwrap());
        let hole = [
            (1.0 - i, 1.0 - i),
            (1.0 - i, 2.0 + i),
            (2.0 + i, 1.0 - i),
            (2.0 + i, 2.0 + i),
        ];
        assert!(same_points(&inner, &hole), "{inner:?}");
        // A cell alone: a square a tenth inside it.
        let one = cage_outlines(&cages, cages.cage_of(80), i);
        assert!(same_points(
            &one[0],
            &[
                (8.0 + i, 8.0 + i),
                (9.0 - i, 8.0 + i),
                (9.0 - i, 9.0 - i),
                (8.0 + i, 9.0 - i)
            ]
        ));
        // Cells of one cage touching only at a corner (r5c5 and r6c6, round r5c6) keep their
        // outlines apart: one loop, through the pinch twice without meeting itself.
        let c = layout(&[&[31, 32, 33, 40, 42, 50, 51]]);
        let outline = cage_outlines(&c, c.cage_of(31), i);
        assert_eq!(outline.len(), 1, "{outline:?}");
        let corners = &outline[0];
        for near in [(5.0 - i, 5.0 - i), (5.0 + i, 5.0 + i)] {
            assert!(
                corners.iter().any(|p| same_points(&[*p], &[near])),
                "{near:?} in {corners:?}"
            );
        }
        for (k, p) in corners.iter().enumerate() {
            assert!(
                !corners[k + 1..].iter().any(|q| same_points(&[*p], &[*q])),
                "{corners:?}"
            );
        }
    }

    #[test]
    fn a_cage_sum_stays_above_a_centred_digit_and_under_the_outline_corner() {
        let font = TextFont::new().unwrap();
        let cap = font.cap_height * SUM_SIZE;
        let patch_bottom = SUM_CORNER.1 + cap + SUM_PAD;
        let digit_top = (1.0 - DIGIT_HEIGHT) / 2.0;
        assert!(
            patch_bottom < digit_top,
            "{patch_bottom} reaches the digit at {digit_top}"
        );
        // The patch covers the outline's corner, so the dashes stop short of the sum.
        assert!(SUM_CORNER.0 - SUM_PAD < CAGE_INSET && SUM_CORNER.1 - SUM_PAD < CAGE_INSET);
        assert!(patch_bottom > CAGE_INSET);
        // Two digits end before the middle of the cell.
        let wide = font.width("45", SUM_SIZE);
        assert!(SUM_CORNER.0 + wide + SUM_PAD < 0.4, "{wide}");
        // Dashes fill a run whole.
        let (dash, gap) = dashes(10.0, 3.0);
        let n = 10.0 / (dash + gap);
        assert!((n - n.round()).abs() < 1e-4 && dash > gap);
    }

    #[test]
    fn the_font_is_subset_to_a_small_file() {
        let p = generate_seeded(Shape::Cube, Difficulty::Easy, 5);
        let pdf = pdf_bytes(&[PrintPuzzle::new(p.puzzle, "Easy")], &PrintOptions::default()).unwrap();
        // The whole DejaVu Sans is about 700 KB; the digits and a few words are far less.
        assert!(pdf.len() < 60_000, "{} bytes", pdf.len());
    }
}
