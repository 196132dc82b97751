//! Cells and houses: the classic 9x9 board, the three-face cube of `design/cube.md`, and the
//! variants on one 9x9 face: Diagonal (X) sudoku, Jigsaw sudoku and Killer sudoku (the classic
//! houses plus cages with sums, in `killer.rs`).
//!
//! A house is nine cells that hold 1..9 once. Everything else in the engine (solver, grader,
//! generator, hints) works over a [`Geometry`], so every board shares one implementation: a
//! variant is a new set of houses, not a new engine.

use std::any::Any;
use std::collections::HashMap;
use std::fmt;
use std::sync::{Arc, Mutex, OnceLock, Weak};

/// The kinds of board a player picks from: a [`super::shape::Shape`] without a jigsaw's layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Variant {
    /// The classic 9x9 board.
    Classic,
    /// The three-face cube.
    Cube,
    /// Diagonal (X) sudoku.
    Diagonal,
    /// Jigsaw sudoku.
    Jigsaw,
    /// Killer sudoku.
    Killer,
    /// Mini: a 6x6 board of 2x3 boxes, digits 1-6.
    Mini,
    /// Giant: a 16x16 board of 4x4 boxes, digits 1-9 and A-G.
    Giant,
    /// Samurai: five 9x9 grids, the centre one sharing a corner box with each of the others.
    Samurai,
}

impl Variant {
    /// Every variant, in menu order.
    pub const ALL: [Variant; 8] = [
        Variant::Classic,
        Variant::Cube,
        Variant::Diagonal,
        Variant::Jigsaw,
        Variant::Killer,
        Variant::Mini,
        Variant::Giant,
        Variant::Samurai,
    ];

    /// The name in files and on the command line: `classic`, `cube`, `diagonal`, `jigsaw`,
    /// `killer`.
    pub fn name(self) -> &'static str {
        self.row().name
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl std::str::FromStr for Variant {
    type Err = String;

    /// A kind's name or one of its aliases (`classic`, `x` for `diagonal`...), in any case.
    fn from_str(text: &str) -> Result<Variant, String> {
        let text = text.trim().to_ascii_lowercase();
        Variant::ALL
            .into_iter()
            .find(|v| v.name() == text || v.row().aliases.contains(&text.as_str()))
            .ok_or_else(|| {
                let names: Vec<String> = Variant::ALL
                    .iter()
                    .map(|v| match v.row().aliases {
                        [] => v.name().to_string(),
                        aliases => format!("{} (or {})", v.name(), aliases.join(", ")),
                    })
                    .collect();
                format!("unknown variant {text:?}: expected {}", names.join(", "))
            })
    }
}

/// A jigsaw layout: which of nine regions each cell of the 9x9 board belongs to.
///
/// A `Regions` is a reference-counted handle: the layout (with its [`Geometry`]) lives while
/// some handle does and is freed with the last one. Layouts are interned by content while they
/// live ([`Interned`]), so two handles of one layout share one copy and compare by address.
/// The map is kept normalised (regions numbered in the order their first cell appears in
/// reading order), so two texts that name the same regions with other symbols are one layout.
#[derive(Clone)]
pub struct Regions(pub(super) Arc<JigsawLayout>);

pub(super) struct JigsawLayout {
    map: [u8; 81],
    pub(super) geometry: Geometry,
}

/// Why a text is not a jigsaw layout.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RegionsError {
    /// Not 81 symbols.
    #[error("a region map needs 81 characters, found {0}")]
    Length(usize),
    /// Other than nine different symbols.
    #[error("a region map needs 9 different region symbols, found {0}")]
    Count(usize),
    /// Anything else wrong with the map.
    #[error("{0}")]
    Other(String),
    /// A region of other than nine cells.
    #[error("region {symbol:?} has {cells} cells, expected 9")]
    Size {
        /// The region's symbol in the text.
        symbol: char,
        /// Its cells.
        cells: usize,
    },
}

impl Regions {
    /// The classic boxes as a jigsaw layout (a handy start for generated layouts).
    pub fn boxes() -> Regions {
        let map: [u8; 81] = std::array::from_fn(|i| ((i / 27) * 3 + (i % 9) / 3) as u8);
        Regions::from_map(map).expect("the boxes are nine regions of nine")
    }

    /// A layout from region numbers 0..9 per cell (any numbering: it is normalised).
    pub fn from_map(map: [u8; 81]) -> Result<Regions, RegionsError> {
        let mut rename = [u8::MAX; 256];
        let mut next = 0u8;
        let mut sizes = [0usize; 9];
        let mut normal = [0u8; 81];
        for (i, &r) in map.iter().enumerate() {
            if rename[r as usize] == u8::MAX {
                if next == 9 {
                    return Err(RegionsError::Count(10));
                }
                rename[r as usize] = next;
                next += 1;
            }
            let n = rename[r as usize];
            normal[i] = n;
            sizes[n as usize] += 1;
        }
        if next != 9 {
            return Err(RegionsError::Count(next as usize));
        }
        if let Some(n) = sizes.iter().position(|&s| s != 9) {
            return Err(RegionsError::Size {
                symbol: (b'A' + n as u8) as char,
                cells: sizes[n],
            });
        }
        Ok(Regions::intern(normal))
    }

    /// A layout from its text: 81 symbols, each of nine symbols (digits, letters, anything but
    /// spaces) nine times, in reading order.
    pub fn parse(text: &str) -> Result<Regions, RegionsError> {
        let symbols: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();
        if symbols.len() != 81 {
            return Err(RegionsError::Length(symbols.len()));
        }
        let mut seen: Vec<char> = Vec::new();
        let mut map = [0u8; 81];
        for (i, &ch) in symbols.iter().enumerate() {
            let n = match seen.iter().position(|&s| s == ch) {
                Some(n) => n,
                None => {
                    seen.push(ch);
                    seen.len() - 1
                }
            };
            if n >= 9 {
                return Err(RegionsError::Count(
                    symbols.iter().collect::<std::collections::HashSet<_>>().len(),
                ));
            }
            map[i] = n as u8;
        }
        Regions::from_map(map).map_err(|e| match e {
            RegionsError::Size { symbol, cells } => RegionsError::Size {
                symbol: seen[(symbol as u8 - b'A') as usize],
                cells,
            },
            other => other,
        })
    }

    fn intern(map: [u8; 81]) -> Regions {
        Regions(jigsaw_layouts().get_or_build(map, |map, owner| {
            let mut geometry = Geometry::build_flat(Some(map), false);
            geometry.owner = Owner::Jigsaw(owner);
            JigsawLayout { map: *map, geometry }
        }))
    }

    /// How many jigsaw layouts are alive (held by a grid, a game, a search...) in the whole
    /// process: what a test reads to see that layouts are freed once nothing uses them.
    pub fn live_count() -> usize {
        jigsaw_layouts().live()
    }

    /// Whether the layout of `map` is alive (held by anything) now. A test's check that the
    /// layouts it made were all freed, which other tests running at the same time cannot upset.
    pub fn is_alive(map: &[u8; 81]) -> bool {
        jigsaw_layouts().get(map).is_some()
    }

    /// The region 0..9 of each cell, numbered in the order the regions first appear.
    pub fn map(&self) -> &[u8; 81] {
        &self.0.map
    }

    /// The region 0..9 of `cell`.
    pub fn region_of(&self, cell: usize) -> usize {
        self.0.map[cell] as usize
    }

    /// Whether every region is one orthogonally connected piece.
    pub fn is_connected(&self) -> bool {
        (0..9u8).all(|r| {
            let cells: Vec<usize> = (0..81).filter(|&c| self.0.map[c] == r).collect();
            super::adjacency::is_connected(&cells)
        })
    }
}

/// The jigsaw layouts alive now, by normalised map.
fn jigsaw_layouts() -> std::sync::MutexGuard<'static, Interned<[u8; 81], JigsawLayout>> {
    static LAYOUTS: OnceLock<Mutex<Interned<[u8; 81], JigsawLayout>>> = OnceLock::new();
    LAYOUTS
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|e| e.into_inner())
}

/// Entries an [`Interned`] table keeps before its first sweep (and the least its sweep
/// threshold falls to).
const INTERNED_FLOOR: usize = 64;

/// Layouts interned by content while they live: the table holds only weak references, so a
/// layout is freed with its last handle, and a layout made again while an equal one lives gets
/// that one (one copy, one address). Dead entries are swept whenever the table has doubled
/// since the last sweep, so the table stays within twice the live layouts (plus a floor) over
/// a run of any length.
pub(super) struct Interned<K, V> {
    layouts: HashMap<K, Weak<V>>,
    /// The size at which the next sweep runs.
    sweep_at: usize,
}

impl<K, V> Default for Interned<K, V> {
    fn default() -> Self {
        Interned {
            layouts: HashMap::new(),
            sweep_at: INTERNED_FLOOR,
        }
    }
}

impl<K: std::hash::Hash + Eq + Clone, V> Interned<K, V> {
    /// The live layout of `key`, if one is alive.
    pub(super) fn get(&self, key: &K) -> Option<Arc<V>> {
        self.layouts.get(key).and_then(Weak::upgrade)
    }

    /// The live layout of `key`, or a new one from `build` (which gets the key and the weak
    /// reference the layout's geometry keeps to name its shape).
    pub(super) fn get_or_build(&mut self, key: K, build: impl FnOnce(&K, Weak<V>) -> V) -> Arc<V> {
        if let Some(layout) = self.get(&key) {
            return layout;
        }
        let layout = Arc::new_cyclic(|owner| build(&key, owner.clone()));
        if self.layouts.len() >= self.sweep_at {
            self.layouts.retain(|_, weak| weak.strong_count() > 0);
            self.sweep_at = (self.layouts.len() * 2).max(INTERNED_FLOOR);
        }
        self.layouts.insert(key, Arc::downgrade(&layout));
        layout
    }

    /// How many layouts of the table are alive.
    pub(super) fn live(&self) -> usize {
        self.layouts.values().filter(|weak| weak.strong_count() > 0).count()
    }

    /// How many entries the table holds, the dead not yet swept included.
    pub(super) fn entries(&self) -> usize {
        self.layouts.len()
    }
}

impl PartialEq for Regions {
    fn eq(&self, other: &Regions) -> bool {
        // Interned: one live layout, one address (the maps decide otherwise).
        Arc::ptr_eq(&self.0, &other.0) || self.0.map == other.0.map
    }
}

impl Eq for Regions {}

impl std::hash::Hash for Regions {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.0.map.hash(state);
    }
}

impl fmt::Display for Regions {
    /// The 81-character region map, regions `A` to `I`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text: String = self.0.map.iter().map(|&r| (b'A' + r) as char).collect();
        f.write_str(&text)
    }
}

impl fmt::Debug for Regions {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Regions({self})")
    }
}

impl std::str::FromStr for Regions {
    type Err = RegionsError;

    fn from_str(text: &str) -> Result<Regions, RegionsError> {
        Regions::parse(text)
    }
}

impl serde::Serialize for Regions {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> serde::Deserialize<'de> for Regions {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Regions, D::Error> {
        let text = String::deserialize(deserializer)?;
        Regions::parse(&text).map_err(serde::de::Error::custom)
    }
}

/// A face of the cube, the single face of the classic board, or one of the five 9x9 grids of
/// a Samurai board (grids that share cells, as the cube's faces do along their edges).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub enum Face {
    /// The top face (U), seen from above with the front edge at the bottom.
    Top,
    /// The front face (F), seen head-on.
    Front,
    /// The right face (R), seen head-on from the right.
    Right,
    /// A Samurai board's top-left grid.
    TopLeft,
    /// A Samurai board's top-right grid.
    TopRight,
    /// A Samurai board's centre grid, which shares a corner box with each of the others.
    Centre,
    /// A Samurai board's bottom-left grid.
    BottomLeft,
    /// A Samurai board's bottom-right grid.
    BottomRight,
}

impl Face {
    /// The three faces in text order U, F, R.
    pub const ALL: [Face; 3] = [Face::Top, Face::Front, Face::Right];

    /// A Samurai board's five grids in text order: reading order of their top-left corners.
    pub const SAMURAI: [Face; 5] = [
        Face::TopLeft,
        Face::TopRight,
        Face::Centre,
        Face::BottomLeft,
        Face::BottomRight,
    ];

    /// The faces of a board of `count` faces: one (the classic board), three (the cube) or five
    /// (a Samurai board).
    pub fn of_board(count: usize) -> &'static [Face] {
        if count == Face::SAMURAI.len() {
            &Face::SAMURAI
        } else {
            &Face::ALL[..count]
        }
    }

    /// Index on its board: 0..3 in the order U, F, R on the cube, 0..5 in the order of
    /// [`Face::SAMURAI`] on a Samurai board.
    pub fn index(self) -> usize {
        match self {
            Face::Top => 0,
            Face::Front => 1,
            Face::Right => 2,
            Face::TopLeft => 0,
            Face::TopRight => 1,
            Face::Centre => 2,
            Face::BottomLeft => 3,
            Face::BottomRight => 4,
        }
    }

    /// The face's name for players.
    pub fn name(self) -> &'static str {
        match self {
            Face::Top => "Top",
            Face::Front => "Front",
            Face::Right => "Right",
            Face::TopLeft => "Top left",
            Face::TopRight => "Top right",
            Face::Centre => "Centre",
            Face::BottomLeft => "Bottom left",
            Face::BottomRight => "Bottom right",
        }
    }

    /// The face's letter in the cube text form (a Samurai grid's: A to E in the order of
    /// [`Face::SAMURAI`]).
    pub fn letter(self) -> char {
        match self {
            Face::Top => 'U',
            Face::Front => 'F',
            Face::Right => 'R',
            Face::TopLeft => 'A',
            Face::TopRight => 'B',
            Face::Centre => 'C',
            Face::BottomLeft => 'D',
            Face::BottomRight => 'E',
        }
    }
}

/// A place on a face: `(face, row, col)`, 0-based.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct FacePos {
    /// The face.
    pub face: Face,
    /// Row 0..9, 0 at the top.
    pub row: u8,
    /// Column 0..9, 0 at the left.
    pub col: u8,
}

/// What kind of line a house is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HouseKind {
    /// A row of a face.
    Row,
    /// A column of a face.
    Column,
    /// A 3x3 box of a face.
    Box,
    /// A main diagonal of a Diagonal (X) board: index 0 runs from r1c1 to r9c9, index 1 from
    /// r1c9 to r9c1.
    Diagonal,
    /// An irregular region of a jigsaw board (in place of the boxes).
    Region,
}

impl HouseKind {
    /// Whether the house is a row or a column: the lines fish and the line-based patterns
    /// (skyscraper, two-string kite) need. A diagonal is not one of them: it crosses every
    /// row and column once, so the arguments that rest on parallel lines do not hold for it.
    pub fn is_line(self) -> bool {
        matches!(self, HouseKind::Row | HouseKind::Column)
    }

    /// Whether the house is a block: a 3x3 box or a jigsaw region.
    pub fn is_block(self) -> bool {
        matches!(self, HouseKind::Box | HouseKind::Region)
    }
}

/// A house: N cells that hold 1..N once (N is the board's [`Geometry::size`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct House {
    /// The cells, in reading order on the house's face.
    pub cells: Box<[usize]>,
    /// Row, column or box.
    pub kind: HouseKind,
    /// The face the house lies on.
    pub face: Face,
    /// Index 0..N of the row, column or box on its face.
    pub index: u8,
}

/// Which shape a geometry belongs to. A jigsaw's or killer's geometry lives inside its layout,
/// so it names the layout by a weak reference: a strong one would be a cycle that keeps every
/// layout alive for good.
#[derive(Debug)]
pub(super) enum Owner {
    /// Classic, cube or diagonal: one geometry for the whole process, holding no layout.
    Fixed(Variant),
    /// A jigsaw layout.
    Jigsaw(Weak<JigsawLayout>),
    /// A killer layout. Type-erased because the layout (in `killer`) holds this geometry:
    /// naming its type here would tie the two files in a circle.
    Killer(Weak<dyn Any + Send + Sync>),
    /// A square board of another size than 9 (Mini 6x6, Giant 16x16...): one geometry per
    /// size for the whole process, with no [`super::shape::Shape`] of its own yet.
    Square,
}

/// The cells and houses of a board.
#[derive(Debug)]
pub struct Geometry {
    pub(super) owner: Owner,
    /// What the logical solver derives from the geometry (its tables), built on first use and
    /// kept with it, so it is freed with a jigsaw's or killer's layout. Type-erased because
    /// the solver's tables live in `logic`, which reads this module.
    derived: OnceLock<Box<dyn Any + Send + Sync>>,
    /// Digits per house, rows and columns per face: 9 on every board but the square ones of
    /// other sizes.
    size: usize,
    /// Rows and columns of a box (3 x 3 on the 9x9 boards).
    box_rows: usize,
    box_cols: usize,
    houses: Vec<House>,
    /// Every house's cells one after another, `size` per house, in house order.
    house_cells_flat: Vec<usize>,
    cell_houses: Vec<Vec<usize>>,
    peers: Vec<Vec<usize>>,
    /// For each house, the box of another face with the same cells when it is such a box (a
    /// Samurai's four shared corner boxes, each seen from its two grids): worked out once here,
    /// since every step's explanation names its houses.
    twin_boxes: Vec<Option<usize>>,
    /// For each face in use, the cell at each (row*size+col).
    face_cells: Vec<Vec<usize>>,
    /// For each cell, every place it appears on a face (two or three for linked cube cells).
    positions: Vec<Vec<FacePos>>,
}

impl Geometry {
    /// A one-face board: rows, columns, then the boxes (or, with `regions`, the jigsaw's
    /// regions in place of the boxes), then with `diagonals` the two main diagonals.
    fn build_flat(regions: Option<&[u8; 81]>, diagonals: bool) -> Geometry {
        // A jigsaw's owner is its layout, which `Regions::intern` sets while making it.
        let variant = if diagonals { Variant::Diagonal } else { Variant::Classic };
        let mut g = Geometry::build(variant, vec![std::array::from_fn(|i| i)], 81);
        if let Some(map) = regions {
            let boxes: Vec<usize> = (0..g.houses.len())
                .filter(|&h| g.houses[h].kind == HouseKind::Box)
                .collect();
            for (r, &h) in boxes.iter().enumerate() {
                let cells: Vec<usize> = (0..map.len()).filter(|&c| map[c] as usize == r).collect();
                g.houses[h] = House {
                    cells: cells.into(),
                    kind: HouseKind::Region,
                    face: Face::Top,
                    index: r as u8,
                };
            }
        }
        if diagonals {
            for (i, cells) in [(0..9).map(|k| k * 10).collect(), (0..9).map(|k| k * 8 + 8).collect()]
                .into_iter()
                .enumerate()
            {
                g.houses.push(House {
                    cells,
                    kind: HouseKind::Diagonal,
                    face: Face::Top,
                    index: i as u8,
                });
            }
        }
        g.index_houses();
        g
    }

    /// The killer board: the classic houses; each cell's peers also hold its cage-mates
    /// (`cages` holds each cage's cells). Its owner is `layout`, the killer layout being made.
    pub(super) fn build_killer(cages: &[&[usize]], layout: Weak<dyn Any + Send + Sync>) -> Geometry {
        let mut g = Geometry::build(Variant::Classic, vec![std::array::from_fn(|i| i)], 81);
        for cage in cages {
            for &c in cage.iter() {
                g.peers[c].extend(cage.iter().copied().filter(|&p| p != c));
            }
        }
        for peers in &mut g.peers {
            peers.sort_unstable();
            peers.dedup();
        }
        g.owner = Owner::Killer(layout);
        g
    }

    fn build(variant: Variant, face_cells: Vec<[usize; 81]>, cell_count: usize) -> Geometry {
        let face_cells = face_cells.into_iter().map(Vec::from).collect();
        Geometry::build_sized(Owner::Fixed(variant), (3, 3), face_cells, cell_count)
    }

    /// Faces of `size` x `size` cells (`size` = box rows x box columns), each with its rows,
    /// columns and boxes; `face_cells` holds each face's cells in reading order.
    fn build_sized(
        owner: Owner,
        (box_rows, box_cols): (usize, usize),
        face_cells: Vec<Vec<usize>>,
        cell_count: usize,
    ) -> Geometry {
        let size = box_rows * box_cols;
        let faces = Face::of_board(face_cells.len());
        let mut houses = Vec::new();
        for (cells, &face) in face_cells.iter().zip(faces) {
            for i in 0..size {
                houses.push(House {
                    cells: (0..size).map(|c| cells[i * size + c]).collect(),
                    kind: HouseKind::Row,
                    face,
                    index: i as u8,
                });
            }
            for i in 0..size {
                houses.push(House {
                    cells: (0..size).map(|r| cells[r * size + i]).collect(),
                    kind: HouseKind::Column,
                    face,
                    index: i as u8,
                });
            }
            // Boxes in reading order: `box_cols` boxes across (each `box_cols` wide), so
            // `box_rows` bands of them down.
            let across = size / box_cols;
            for i in 0..size {
                let (br, bc) = (i / across * box_rows, i % across * box_cols);
                houses.push(House {
                    cells: (0..size)
                        .map(|k| cells[(br + k / box_cols) * size + bc + k % box_cols])
                        .collect(),
                    kind: HouseKind::Box,
                    face,
                    index: i as u8,
                });
            }
        }
        let mut positions = vec![Vec::new(); cell_count];
        for (cells, &face) in face_cells.iter().zip(faces) {
            for (i, &c) in cells.iter().enumerate() {
                positions[c].push(FacePos {
                    face,
                    row: (i / size) as u8,
                    col: (i % size) as u8,
                });
            }
        }
        let mut g = Geometry {
            owner,
            derived: OnceLock::new(),
            size,
            box_rows,
            box_cols,
            houses,
            house_cells_flat: Vec::new(),
            cell_houses: Vec::new(),
            peers: Vec::new(),
            twin_boxes: Vec::new(),
            face_cells,
            positions,
        };
        g.index_houses();
        g
    }

    /// Fills each cell's houses and peers from the houses.
    fn index_houses(&mut self) {
        let cell_count = self.positions.len();
        let mut cell_houses = vec![Vec::new(); cell_count];
        for (h, house) in self.houses.iter().enumerate() {
            for &c in &house.cells {
                cell_houses[c].push(h);
            }
        }
        let mut peers = vec![Vec::new(); cell_count];
        for (c, hs) in cell_houses.iter().enumerate() {
            let mut set: Vec<usize> = hs
                .iter()
                .flat_map(|&h| self.houses[h].cells.iter().copied())
                .filter(|&p| p != c)
                .collect();
            set.sort_unstable();
            set.dedup();
            peers[c] = set;
        }
        self.cell_houses = cell_houses;
        self.peers = peers;
        self.house_cells_flat = self.houses.iter().flat_map(|h| h.cells.iter().copied()).collect();
        let sorted: Vec<Vec<usize>> = self
            .houses
            .iter()
            .map(|h| {
                let mut cells = h.cells.to_vec();
                cells.sort_unstable();
                cells
            })
            .collect();
        let is_box = |h: usize| self.houses[h].kind == HouseKind::Box;
        self.twin_boxes = (0..self.houses.len())
            .map(|h| {
                (0..self.houses.len()).find(|&o| {
                    is_box(h) && is_box(o) && self.houses[o].face != self.houses[h].face && sorted[o] == sorted[h]
                })
            })
            .collect();
    }

    /// What `build` derives from this geometry, built on the first call and kept with the
    /// geometry (so a jigsaw's or killer's is freed with its layout). One kind of value per
    /// geometry: the logical solver's tables.
    pub fn derived<T: Any + Send + Sync>(&self, build: impl FnOnce(&Geometry) -> T) -> &T {
        let value: &(dyn Any + Send + Sync) = &**self.derived.get_or_init(|| Box::new(build(self)));
        value.downcast_ref::<T>().expect("a geometry derives one kind of value")
    }

    /// Number of distinct cells (81 or 217; 36 on Mini, 256 on Giant).
    pub fn cell_count(&self) -> usize {
        self.positions.len()
    }

    /// The board's size N: digits 1..=N, N cells per house, N rows and columns per face (9
    /// but on the square boards of other sizes).
    pub fn size(&self) -> usize {
        self.size
    }

    /// The board's digits, 1..=N.
    pub fn digits(&self) -> impl Iterator<Item = super::types::Digit> {
        super::types::Digit::up_to(self.size)
    }

    /// The set of all the board's digits.
    pub fn all_digits(&self) -> super::types::Candidates {
        super::types::Candidates::all(self.size)
    }

    /// Rows and columns of a box: (3, 3) on the 9x9 boards, (2, 3) on Mini, (4, 4) on Giant.
    pub fn box_shape(&self) -> (usize, usize) {
        (self.box_rows, self.box_cols)
    }

    /// The digits of 1-9 this board has no place for (7, 8 and 9 on Mini), as bits (bit d for
    /// digit index d): tables sized for nine digits count them as already placed in every
    /// house, so a house is never "out of room" for a digit the board does not have.
    pub fn absent_digit_bits(&self) -> u16 {
        super::types::Candidates::all(9).bits() & !self.all_digits().bits()
    }

    /// All houses (27 on the classic and jigsaw boards, 29 on the diagonal one, 81 on the cube).
    pub fn houses(&self) -> &[House] {
        &self.houses
    }

    /// Every house's cells one after another, [`Geometry::size`] per house, in the order of
    /// [`Geometry::houses`]: what the solver's hot loops read as fixed-size arrays.
    pub fn house_cells_flat(&self) -> &[usize] {
        &self.house_cells_flat
    }

    /// The houses that contain `cell`.
    pub fn houses_of(&self, cell: usize) -> &[usize] {
        &self.cell_houses[cell]
    }

    /// The cells that share a house with `cell`, without `cell` itself.
    pub fn peers(&self, cell: usize) -> &[usize] {
        &self.peers[cell]
    }

    /// The faces of this board: one for the classic board, three for the cube, five grids for
    /// a Samurai board.
    pub fn faces(&self) -> &'static [Face] {
        Face::of_board(self.face_cells.len())
    }

    /// The cell shown at `(row, col)` of `face`. On the classic board any face means the board.
    pub fn cell_at(&self, face: Face, row: usize, col: usize) -> usize {
        let fi = if self.face_cells.len() == 1 { 0 } else { face.index() };
        self.face_cells[fi][row * self.size + col]
    }

    /// Every place `cell` is shown: one place, or two or three for a linked cube cell.
    pub fn positions(&self, cell: usize) -> &[FacePos] {
        &self.positions[cell]
    }

    /// Whether the cell is shown on more than one face (a linked cube cell).
    pub fn is_linked(&self, cell: usize) -> bool {
        self.positions[cell].len() > 1
    }

    /// Rows plus columns between two cells on a face they share (100 when they share none):
    /// how far apart a player sees them.
    pub fn cell_distance(&self, a: usize, b: usize) -> usize {
        let mut best = 100;
        for pa in self.positions(a) {
            for pb in self.positions(b) {
                if pa.face == pb.face {
                    let d = (pa.row as usize).abs_diff(pb.row as usize) + (pa.col as usize).abs_diff(pb.col as usize);
                    best = best.min(d);
                }
            }
        }
        best
    }

    /// A player's name for a cell: `r4c5` on the classic board, `Front r4c5` on the cube.
    pub fn cell_name(&self, cell: usize) -> String {
        let p = self.positions[cell][0];
        // On a board of several faces (the cube) a cell's name says its face.
        if self.faces().len() > 1 {
            format!("{} r{}c{}", p.face.name(), p.row + 1, p.col + 1)
        } else {
            format!("r{}c{}", p.row + 1, p.col + 1)
        }
    }

    /// A player's name for a house: `box 5`, or `box 5 of Front` on the cube. On a killer
    /// board the numbers past the houses name the cages (a [`super::grid::Conflict`] in a
    /// cage): `the cage at r1c1`.
    pub fn house_name(&self, house: usize) -> String {
        if house >= self.houses.len() {
            if let Some(cages) = self.shape().cages() {
                if let Some(cage) = cages.cages().get(house - self.houses.len()) {
                    return format!("the cage at {}", self.cell_name(cage.anchor()));
                }
            }
            return format!("house {}", house + 1);
        }
        let h = &self.houses[house];
        let kind = match h.kind {
            HouseKind::Row => "row",
            HouseKind::Column => "column",
            HouseKind::Box => "box",
            HouseKind::Region => "region",
            HouseKind::Diagonal if h.index == 0 => return "the diagonal r1c1-r9c9".into(),
            HouseKind::Diagonal => return "the diagonal r1c9-r9c1".into(),
        };
        if let Some((first, second)) = self.shared_box(house) {
            format!("the box shared by the {} and {} grids", first.name(), second.name())
        } else if matches!(self.owner, Owner::Fixed(Variant::Samurai)) {
            format!("{kind} {} of the {} grid", h.index + 1, h.face.name())
        } else if self.faces().len() > 1 {
            format!("{kind} {} of {}", h.index + 1, h.face.name())
        } else {
            format!("{kind} {}", h.index + 1)
        }
    }

    /// The two grids of a box that two grids share (a Samurai board's four corner boxes of the
    /// centre grid), in board order; None for any other house. A deduction through such a box
    /// crosses from one grid to the other, so its name says both.
    pub fn shared_box(&self, house: usize) -> Option<(Face, Face)> {
        let twin = (*self.twin_boxes.get(house)?)?;
        let (a, b) = (self.houses[house].face, self.houses[twin].face);
        Some((a.min(b), a.max(b)))
    }
}

/// The classic 9x9 board: cell `row * 9 + col`.
pub fn classic() -> &'static Geometry {
    static CLASSIC: OnceLock<Geometry> = OnceLock::new();
    CLASSIC.get_or_init(|| Geometry::build(Variant::Classic, vec![std::array::from_fn(|i| i)], 81))
}

/// A square board of one face and `size` digits: 4 (2x2 boxes), 6 (Mini, 2x3), 9 (the
/// classic board), 12 (3x4) or 16 (Giant, 4x4); None for other sizes. Cell `row * size + col`.
pub fn square(size: usize) -> Option<&'static Geometry> {
    static SQUARES: [OnceLock<Geometry>; 4] = [const { OnceLock::new() }; 4];
    let (slot, boxes) = match size {
        4 => (0, (2, 2)),
        6 => (1, (2, 3)),
        9 => return Some(classic()),
        12 => (2, (3, 4)),
        16 => (3, (4, 4)),
        _ => return None,
    };
    let cells = size * size;
    // A size with a board kind is owned by it, so its geometry knows its shape.
    let owner = match size {
        6 => Owner::Fixed(Variant::Mini),
        16 => Owner::Fixed(Variant::Giant),
        _ => Owner::Square,
    };
    Some(SQUARES[slot].get_or_init(|| Geometry::build_sized(owner, boxes, vec![(0..cells).collect()], cells)))
}

/// Mini: the 6x6 board of 2x3 boxes.
pub fn mini() -> &'static Geometry {
    square(6).expect("6 is a square size")
}

/// Giant: the 16x16 board of 4x4 boxes.
pub fn giant() -> &'static Geometry {
    square(16).expect("16 is a square size")
}

/// The Diagonal (X) board: the classic houses and the two main diagonals.
pub fn diagonal() -> &'static Geometry {
    static DIAGONAL: OnceLock<Geometry> = OnceLock::new();
    DIAGONAL.get_or_init(|| Geometry::build_flat(None, true))
}

/// The cube of `design/cube.md`: faces U, F, R with the edge links
/// U(8,i) = F(0,i), F(i,8) = R(i,0), U(i,8) = R(0,8-i).
pub fn cube() -> &'static Geometry {
    static CUBE: OnceLock<Geometry> = OnceLock::new();
    CUBE.get_or_init(|| {
        let mut next = 0;
        let mut fresh = || {
            next += 1;
            next - 1
        };
        let top: [usize; 81] = std::array::from_fn(|_| fresh());
        let mut front = [0usize; 81];
        for r in 0..9 {
            for c in 0..9 {
                front[r * 9 + c] = if r == 0 { top[8 * 9 + c] } else { fresh() };
            }
        }
        let mut right = [0usize; 81];
        for r in 0..9 {
            for c in 0..9 {
                right[r * 9 + c] = if c == 0 {
                    front[r * 9 + 8]
                } else if r == 0 {
                    // R(0, j) = U(8 - j, 8)
                    top[(8 - c) * 9 + 8]
                } else {
                    fresh()
                };
            }
        }
        let count = next;
        Geometry::build(Variant::Cube, vec![top, front, right], count)
    })
}

/// Where each of the five grids of a Samurai board lies on its 21x21 square (row, column of
/// its top-left cell), in the order of [`Face::SAMURAI`]: top left, top right, centre, bottom
/// left, bottom right. The centre grid's corner boxes are the other grids' inner corner boxes.
pub const SAMURAI_ORIGINS: [(usize, usize); 5] = [(0, 0), (0, 12), (6, 6), (12, 0), (12, 12)];

/// The side of the square the five grids lie on.
pub const SAMURAI_SIDE: usize = 21;

/// Where `cell` is drawn on the 21x21 square: (row, column), 0-based. A shared cell has one
/// place (both its grids cover the same square).
pub fn samurai_square_of(cell: usize) -> (usize, usize) {
    let p = samurai().positions(cell)[0];
    let (r0, c0) = SAMURAI_ORIGINS[p.face.index()];
    (r0 + p.row as usize, c0 + p.col as usize)
}

/// The cell on square (row, column) of the 21x21 board, None on the squares outside the grids
/// (the gaps between the corner grids) and past the board.
pub fn samurai_cell_on_square(row: usize, col: usize) -> Option<usize> {
    static SQUARES: OnceLock<Vec<Option<usize>>> = OnceLock::new();
    let squares = SQUARES.get_or_init(|| {
        let mut squares = vec![None; SAMURAI_SIDE * SAMURAI_SIDE];
        for cell in 0..samurai().cell_count() {
            let (r, c) = samurai_square_of(cell);
            squares[r * SAMURAI_SIDE + c] = Some(cell);
        }
        squares
    });
    (row < SAMURAI_SIDE && col < SAMURAI_SIDE)
        .then(|| squares[row * SAMURAI_SIDE + col])
        .flatten()
}

/// The Samurai board (issue 44): five 9x9 grids sharing corner boxes on a 21x21 square, 369
/// cells numbered in reading order over the squares the grids cover, 135 houses (27 per grid,
/// in [`Face::SAMURAI`] order; the four shared boxes appear once in each of their grids).
///
pub fn samurai() -> &'static Geometry {
    static SAMURAI: OnceLock<Geometry> = OnceLock::new();
    SAMURAI.get_or_init(|| {
        let covered = |r: usize, c: usize| {
            SAMURAI_ORIGINS
                .iter()
                .any(|&(r0, c0)| (r0..r0 + 9).contains(&r) && (c0..c0 + 9).contains(&c))
        };
        let mut number = [[usize::MAX; 21]; 21];
        let mut count = 0;
        for (r, row) in number.iter_mut().enumerate() {
            for (c, n) in row.iter_mut().enumerate() {
                if covered(r, c) {
                    *n = count;
                    count += 1;
                }
            }
        }
        let face_cells = SAMURAI_ORIGINS
            .iter()
            .map(|&(r0, c0)| std::array::from_fn(|i| number[r0 + i / 9][c0 + i % 9]))
            .collect();
        Geometry::build(Variant::Samurai, face_cells, count)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::shape::Shape;

    /// Five grids sharing four corner boxes: 369 cells, 27 houses per grid, and a cell of a
    /// shared box seen from both its grids (the centre's top-left box is the top-left grid's
    /// bottom-right box), named by the first grid holding it.
    #[test]
    fn five_grids_share_their_corner_boxes() {
        let g = samurai();
        assert_eq!(g.cell_count(), 369);
        assert_eq!(g.houses().len(), 135);
        assert_eq!(g.faces(), &Face::SAMURAI);
        let shared = g.cell_at(Face::Centre, 0, 0);
        assert_eq!(shared, g.cell_at(Face::TopLeft, 6, 6));
        let faces: Vec<Face> = g.positions(shared).iter().map(|p| p.face).collect();
        assert_eq!(faces, [Face::TopLeft, Face::Centre]);
        assert_eq!(g.cell_name(shared), "Top left r7c7");
        // Houses of both grids: a row, a column and the box of each (the box twice).
        assert_eq!(g.houses_of(shared).len(), 6);
        // Its peers: 20 in each grid, the 8 of the shared box counted once.
        assert_eq!(g.peers(shared).len(), 32);
        let corner = g.cell_at(Face::BottomRight, 8, 8);
        assert_eq!(corner, 368);
        assert_eq!(g.positions(corner).len(), 1);
        // The shared box is named by both its grids, whichever grid's house it is.
        let boxes: Vec<usize> = g
            .houses_of(shared)
            .iter()
            .copied()
            .filter(|&h| g.houses()[h].kind == HouseKind::Box)
            .collect();
        assert_eq!(boxes.len(), 2);
        for h in boxes {
            assert_eq!(g.house_name(h), "the box shared by the Top left and Centre grids");
        }
        let row = g.houses_of(shared)[0];
        assert_eq!(g.house_name(row), "row 7 of the Top left grid");
        assert_eq!(
            g.houses()
                .iter()
                .enumerate()
                .filter(|(h, _)| g.shared_box(*h).is_some())
                .count(),
            8
        );
    }

    /// Square boards of every size: N*N cells, 3N houses, each of N cells with boxes of r x c
    /// in reading order; a cell sees its row, column and box (2N - 2 + (r-1)(c-1) peers).
    #[test]
    fn square_boards_know_their_size_and_boxes() {
        for (size, (r, c)) in [(4, (2, 2)), (6, (2, 3)), (9, (3, 3)), (12, (3, 4)), (16, (4, 4))] {
            let g = square(size).unwrap();
            assert_eq!((g.size(), g.box_shape(), g.cell_count()), (size, (r, c), size * size));
            assert_eq!(g.houses().len(), 3 * size);
            assert!(g.houses().iter().all(|h| h.cells.len() == size));
            let flat: Vec<usize> = g.houses().iter().flat_map(|h| h.cells.iter().copied()).collect();
            assert_eq!(g.house_cells_flat(), &flat[..]);
            assert_eq!(g.digits().count(), size);
            assert_eq!(g.all_digits().len() as usize, size);
            let peers = 2 * size - 2 + (r - 1) * (c - 1);
            assert!((0..size * size).all(|x| g.peers(x).len() == peers && g.houses_of(x).len() == 3));
        }
        // Mini's second box: rows 1-2, columns 4-6; Giant's last cell is r16c16.
        let mini = mini();
        let second = mini
            .houses()
            .iter()
            .filter(|h| h.kind == HouseKind::Box)
            .nth(1)
            .unwrap();
        assert_eq!(&second.cells[..], &[3, 4, 5, 9, 10, 11]);
        assert_eq!(mini.cell_at(Face::Top, 5, 5), 35);
        assert_eq!(giant().cell_name(255), "r16c16");
        assert!(square(8).is_none());
    }

    #[test]
    fn classic_has_81_cells_27_houses_20_peers() {
        let g = classic();
        assert_eq!(g.cell_count(), 81);
        assert_eq!(g.houses().len(), 27);
        assert!((0..81).all(|c| g.peers(c).len() == 20 && g.houses_of(c).len() == 3));
    }

    #[test]
    fn the_diagonal_board_adds_both_diagonals_as_houses() {
        let g = diagonal();
        assert_eq!(g.houses().len(), 29);
        let diagonals: Vec<&House> = g.houses().iter().filter(|h| h.kind == HouseKind::Diagonal).collect();
        assert_eq!(&diagonals[0].cells[..], [0, 10, 20, 30, 40, 50, 60, 70, 80]);
        assert_eq!(&diagonals[1].cells[..], [8, 16, 24, 32, 40, 48, 56, 64, 72]);
        // r1c1 sees six more cells (the diagonal outside its box); r5c5 twelve more.
        assert_eq!(g.peers(0).len(), 26);
        assert_eq!(g.peers(40).len(), 32);
        assert_eq!(g.peers(1).len(), 20);
        assert_eq!(g.house_name(27), "the diagonal r1c1-r9c9");
    }

    #[test]
    fn a_jigsaw_layout_is_read_normalised_and_checked() {
        let boxes = "111222333".repeat(3) + &"444555666".repeat(3) + &"777888999".repeat(3);
        let regions = Regions::parse(&boxes).unwrap();
        assert_eq!(
            regions,
            Regions::boxes(),
            "the same regions under other symbols are one layout"
        );
        assert_eq!(
            regions.to_string(),
            boxes
                .replace('1', "A")
                .replace('2', "B")
                .replace('3', "C")
                .replace('4', "D")
                .replace('5', "E")
                .replace('6', "F")
                .replace('7', "G")
                .replace('8', "H")
                .replace('9', "I")
        );
        let shape = Shape::Jigsaw(regions.clone());
        let g = shape.geometry();
        assert_eq!(g.shape(), Shape::Jigsaw(regions));
        assert_eq!(g.houses().iter().filter(|h| h.kind == HouseKind::Region).count(), 9);
        assert!((0..81).all(|c| g.peers(c).len() == 20));
        // Errors say what is wrong.
        assert_eq!(Regions::parse("AB"), Err(RegionsError::Length(2)));
        let mut ten = boxes.clone().into_bytes();
        ten[0] = b'0';
        assert_eq!(
            Regions::parse(std::str::from_utf8(&ten).unwrap()),
            Err(RegionsError::Count(10))
        );
        let mut big = boxes.into_bytes();
        big[3] = b'1';
        assert_eq!(
            Regions::parse(std::str::from_utf8(&big).unwrap()),
            Err(RegionsError::Size { symbol: '1', cells: 10 })
        );
        assert!("diagonal".parse::<Variant>().is_ok() && "X".parse::<Variant>() == Ok(Variant::Diagonal));
        assert!("killer".parse::<Variant>() == Ok(Variant::Killer) && "sums".parse::<Variant>().is_err());
    }

    #[test]
    fn cube_matches_the_design() {
        let g = cube();
        assert_eq!(g.cell_count(), 217);
        assert_eq!(g.houses().len(), 81);
        let linked: Vec<usize> = (0..217).filter(|&c| g.is_linked(c)).collect();
        assert_eq!(linked.len(), 25);
        assert_eq!(linked.iter().map(|&c| g.positions(c).len()).sum::<usize>(), 51);
        for i in 0..9 {
            assert_eq!(g.cell_at(Face::Top, 8, i), g.cell_at(Face::Front, 0, i));
            assert_eq!(g.cell_at(Face::Front, i, 8), g.cell_at(Face::Right, i, 0));
            assert_eq!(g.cell_at(Face::Top, i, 8), g.cell_at(Face::Right, 0, 8 - i));
        }
        let corner = g.cell_at(Face::Top, 8, 8);
        assert_eq!(g.positions(corner).len(), 3);
        assert_eq!(g.cell_at(Face::Right, 0, 0), corner);
    }
}
