//! `practise`: positions where a technique is the simplest step, to practise it on.

use clap::Args;

use super::output::{warn, Out};
use super::{variant_of, CliError, Exit};
use sudoku3d::engine::learn::practice::asked_on;
use sudoku3d::engine::learn::{find_positions, read_starts, Pool, Position, Search, Start};
use sudoku3d::engine::{Digit, Geometry, PencilMarks, Technique, Variant};

/// `practise`'s arguments.
#[derive(Args, Debug)]
pub struct PractiseArgs {
    /// The technique, as the level files spell it (`x_wing`, `xy_wing`, `hidden_single`...),
    /// or `all` for every technique.
    pub technique: String,
    /// How many positions (at most one per puzzle).
    #[arg(short = 'n', default_value_t = 1)]
    pub count: usize,
    /// The seed of the order the levels are walked in (and of generated puzzles).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// The board (default: classic, killer for the cage techniques).
    #[arg(long, value_parser = super::KindArg::VARIANT, value_name = "VARIANT", ignore_case = true, conflicts_with = "cube", help = super::VARIANT_HELP)]
    pub variant: Option<Variant>,
    /// The cube.
    #[arg(long)]
    pub cube: bool,
    /// How many attempts at a generated puzzle per technique, at most, once the shipped levels
    /// are walked (an attempt that misses the band gives no puzzle).
    #[arg(long, default_value_t = 20)]
    pub generate: usize,
    /// A puzzle collection, or a folder of them (`*.txt`), whose positions are walked after
    /// the shipped levels, one position from each: puzzles one a line, or HoDoKu technique
    /// library cases (pencil-mark positions). May be given more than once.
    #[arg(long, value_name = "PATH")]
    pub sources: Vec<std::path::PathBuf>,
    /// Stop looking for a technique's positions after this many seconds (those found are kept).
    #[arg(long, value_name = "SECONDS")]
    pub seconds: Option<f64>,
    /// Write the positions as a practice pool (JSON) to this file instead of printing them
    /// (`sudoku3d practise all -n 5 --sources data/hodoku-reglib-1.4.txt --sources
    /// data/practice-sources --write-pool levels/practice.json` makes the shipped one).
    #[arg(long, value_name = "PATH")]
    pub write_pool: Option<std::path::PathBuf>,
    /// Print JSON: per position the puzzle, the board, its marks cell by cell, and the
    /// placements and eliminations the technique makes there.
    #[arg(long)]
    pub json: bool,
}

/// The technique named `name`, or a usage error listing every name.
pub(crate) fn technique_named(name: &str) -> Result<Technique, CliError> {
    Technique::from_name(name.trim()).ok_or_else(|| {
        let names: Vec<&str> = Technique::all().map(Technique::name).collect();
        CliError::new(
            Exit::Usage,
            format!(
                "no technique is called {name:?}; the techniques are: {}",
                names.join(", ")
            ),
        )
    })
}

/// Prints the positions found (or writes them as a pool).
pub fn run(args: &PractiseArgs) -> Result<(), CliError> {
    if args.count == 0 {
        return Err(CliError::new(Exit::Usage, "-n must be at least 1"));
    }
    let variant = (args.cube || args.variant.is_some()).then(|| variant_of(args.cube, args.variant));
    let mut starts = Vec::new();
    for path in &args.sources {
        starts.extend(starts_in(path)?);
    }
    let found = if args.technique.trim() == "all" {
        let mut all = Vec::new();
        for technique in Technique::all() {
            let search = search_of(args, technique, variant, &starts);
            if !asked_on(technique, search.variant()) {
                continue;
            }
            let found = find_positions(&search, &sudoku3d::levels::shipped_unchecked);
            let short = args.count.saturating_sub(found.len());
            all.extend(found);
            // Some classic techniques are almost never the simplest step on a classic board
            // (a turbot fish there is nearly always a skyscraper, a kite or an empty rectangle
            // first): without a board asked for, a technique short of positions is looked for
            // on diagonal boards too, whose diagonals make more shapes of it.
            if variant.is_none() && short > 0 && asked_on(technique, Variant::Diagonal) {
                let diagonal = Search {
                    count: short,
                    ..search_of(args, technique, Some(Variant::Diagonal), &[])
                };
                all.extend(find_positions(&diagonal, &sudoku3d::levels::shipped_unchecked));
            }
        }
        all
    } else {
        search_one(args, technique_named(&args.technique)?, variant, &starts)?
    };
    if let Some(path) = &args.write_pool {
        let text = serde_json::to_string_pretty(&Pool::of(&found)).unwrap_or_default();
        return std::fs::write(path, text + "\n")
            .map_err(|e| CliError::new(Exit::Io, format!("cannot write {}: {e}", path.display())));
    }
    let mut out = Out::stdout();
    if args.json {
        let all: Vec<serde_json::Value> = found.iter().map(position_json).collect();
        out.line(&serde_json::Value::Array(all).to_string())?;
    } else {
        for (i, p) in found.iter().enumerate() {
            if i > 0 {
                out.line("")?;
            }
            out.line(&format!(
                "# {} {}/{} from {}",
                p.technique.name(),
                i + 1,
                found.len(),
                p.source
            ))?;
            out.line(&p.puzzle.to_line())?;
            out.line(&board_text(p))?;
        }
    }
    out.finish()
}

/// The positions of one technique, or why there are none.
fn search_one(
    args: &PractiseArgs,
    technique: Technique,
    variant: Option<Variant>,
    starts: &[Start],
) -> Result<Vec<Position>, CliError> {
    let search = search_of(args, technique, variant, starts);
    if !asked_on(technique, search.variant()) {
        return Err(CliError::new(
            Exit::Usage,
            format!("{} is not asked on {} boards", technique.name(), search.variant()),
        ));
    }
    let found = find_positions(&search, &sudoku3d::levels::shipped_unchecked);
    if found.is_empty() {
        return Err(CliError::new(
            Exit::SomeFailed,
            format!(
                "found no position where {} is the simplest step (in the shipped {} levels and {} attempts at a generated puzzle)",
                technique.name(),
                search.variant(),
                search.generate
            ),
        ));
    }
    if found.len() < args.count {
        warn(&format!(
            "note: found {} of {} positions where {} is the simplest step",
            found.len(),
            args.count,
            technique.name()
        ));
    }
    Ok(found)
}

/// The search the arguments ask for, for one technique.
fn search_of(args: &PractiseArgs, technique: Technique, variant: Option<Variant>, starts: &[Start]) -> Search {
    Search {
        variant,
        generate: args.generate,
        deadline: args
            .seconds
            .filter(|s| s.is_finite() && *s >= 0.0)
            .map(|s| std::time::Instant::now() + std::time::Duration::from_secs_f64(s)),
        starts: starts.to_vec(),
        ..Search::new(technique, args.count, args.seed)
    }
}

/// The starts of a collection file, or of every collection (`*.txt`) in a folder, files in
/// name order.
fn starts_in(path: &std::path::Path) -> Result<Vec<Start>, CliError> {
    let cannot = |e: std::io::Error| CliError::new(Exit::Io, format!("cannot read {}: {e}", path.display()));
    let mut files: Vec<std::path::PathBuf> = if path.is_dir() {
        std::fs::read_dir(path)
            .map_err(cannot)?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "txt"))
            .collect()
    } else {
        vec![path.to_path_buf()]
    };
    files.sort();
    let mut out = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).map_err(cannot)?;
        let name = file
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        out.extend(read_starts(&name, &text));
    }
    Ok(out)
}

/// The board in play as `hint --current` reads it: the digits alone when the marks are what
/// they allow, else the 729-character pencil-mark form (classic and diagonal boards; other
/// boards have no pencil-mark text, and their marks are in the JSON).
pub(crate) fn board_text(p: &Position) -> String {
    if p.marks_are_plain() || !p.board.shape().is_flat() || p.board.len() != 81 || !writes_marks(p) {
        return p.board.to_line();
    }
    PencilMarks {
        grid: p.board.clone(),
        candidates: p.candidates.clone(),
    }
    .to_729()
}

/// Whether the board's kind has a pencil-mark text form (classic and diagonal).
fn writes_marks(p: &Position) -> bool {
    use sudoku3d::engine::Shape;
    matches!(p.board.shape(), Shape::Classic | Shape::Diagonal)
}

/// A candidate as JSON: the cell's name and index, the digit.
fn cand(g: &Geometry, (c, d): (usize, Digit)) -> serde_json::Value {
    serde_json::json!({"cell": g.cell_name(c), "index": c, "digit": d.get()})
}

fn position_json(p: &Position) -> serde_json::Value {
    let g = p.board.geometry();
    let marks: Vec<String> = p
        .candidates
        .iter()
        .map(|m| m.iter().map(|d| d.to_char()).collect())
        .collect();
    serde_json::json!({
        "technique": p.technique.name(),
        "title": p.technique.title(),
        "source": p.source,
        "variant": p.board.shape().variant().name(),
        "puzzle": p.puzzle.to_line(),
        "current": board_text(p),
        "marks": marks,
        "placements": p.placements().into_iter().map(|x| cand(g, x)).collect::<Vec<_>>(),
        "eliminations": p.eliminations().into_iter().map(|x| cand(g, x)).collect::<Vec<_>>(),
        "steps": p.steps.iter().map(|s| serde_json::json!({
            "placements": s.placements.iter().map(|&x| cand(g, x)).collect::<Vec<_>>(),
            "eliminations": s.eliminations.iter().map(|&x| cand(g, x)).collect::<Vec<_>>(),
            "explanation": s.explanation,
        })).collect::<Vec<_>>(),
    })
}
