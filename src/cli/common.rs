//! What the commands share: reading a puzzle argument, opening and creating files, the
//! progress bar, the worker threads, and the exit of a run over a file.

use std::fs::File;
use std::io::{self, BufRead, BufReader, IsTerminal};
use std::path::Path;

use indicatif::{ProgressBar, ProgressStyle};

use super::output::warn;
use super::{CliError, Exit};
use sudoku3d::engine::boards::Words;
use sudoku3d::engine::format::{is_comment_in, Entry, PuzzleReader, TextFormat};
use sudoku3d::engine::lines::LineReader;
use sudoku3d::engine::{Grid, ParseError, Shape, Variant};

/// A puzzle from the command line in `variant`'s form: one string (classic, diagonal), three
/// faces (cube; three strings on a classic command are a cube too), a jigsaw's digits and
/// region map (two strings, or one of 162 characters), or a killer's digits (which may be left
/// out), cage map and sums.
pub(crate) fn parse_puzzle(parts: &[String], variant: Variant) -> Result<Grid, CliError> {
    if parts.is_empty() {
        return Err(CliError::new(
            Exit::Usage,
            "no puzzle given: pass 81 characters, or --file PATH",
        ));
    }
    // The classic board is what a command reads without --variant: words that look like
    // another kind's say which (sums after commas are a killer's, three words a cube's faces,
    // two words a jigsaw's digits and map).
    if variant == Variant::Classic {
        if parts.iter().any(|p| p.contains(',')) {
            return Err(CliError::new(
                Exit::Malformed,
                "expected one puzzle of 81 characters, got cage sums (a killer puzzle? add --variant killer)",
            ));
        }
        if parts.len() == 3 {
            return parse_cube(parts);
        }
    }
    match variant.row().words {
        Words::Faces => parse_cube(parts),
        Words::One => match parts {
            [one] => Ok(Grid::from_variant_line(variant, one)?),
            _ => {
                let jigsaw = if variant == Variant::Classic && parts.len() == 2 {
                    " (a jigsaw puzzle and its region map? add --variant jigsaw)"
                } else {
                    ""
                };
                Err(CliError::new(
                    Exit::Malformed,
                    format!(
                        "expected one puzzle of 81 characters, got {} arguments{jigsaw}",
                        parts.len()
                    ),
                ))
            }
        },
        Words::Joined {
            most: Some((most, what)),
            ..
        } if parts.len() > most => Err(CliError::new(
            Exit::Malformed,
            format!("{what}, got {} arguments", parts.len()),
        )),
        // A killer's digits may be left out and its sums may hold spaces: its reader sorts the
        // words; Mini's rows may come as words of their own.
        Words::Joined { join, .. } => Ok(Grid::from_variant_line(variant, &parts.join(join))?),
    }
}

/// A cube from the command line: its three faces U F R, or one line holding them.
fn parse_cube(parts: &[String]) -> Result<Grid, CliError> {
    match parts {
        [one] => Ok(Grid::cube_from_line(one)?),
        [u, f, r] => Ok(Grid::cube_from_faces([u, f, r])?),
        _ => Err(CliError::new(
            Exit::Malformed,
            format!("a cube needs three faces U F R, got {}", parts.len()),
        )),
    }
}

/// The puzzles of a file opened with [`open_input`], in `variant`'s form: a cube, a jigsaw or
/// a killer one a line (three faces U F R; digits then region map; digits, cage map, sums), a classic or diagonal puzzle in
/// either classic layout, `format` or detected from the file. Lines that are not text or too
/// long are entries of their own; blank lines and comments are skipped.
pub(crate) fn file_entries(
    input: BufReader<File>,
    variant: Variant,
    format: Option<TextFormat>,
) -> Box<dyn Iterator<Item = Entry>> {
    let row = variant.row();
    if row.classic_text {
        // The classic layouts, laid on the kind's own shape (a diagonal board's diagonals).
        let reader = PuzzleReader::with_format(input, format);
        return match variant.fixed_shape().filter(|shape| *shape != Shape::Classic) {
            None => Box::new(reader),
            Some(shape) => Box::new(reader.map(move |entry| Entry {
                grid: entry.grid.map(|g| g.with_shape(shape.clone())),
                ..entry
            })),
        };
    }
    Box::new(LineReader::new(input).filter_map(move |l| match l.text {
        Ok(text) if text.trim().is_empty() || is_comment_in(variant, &text) => None,
        Ok(text) => Some(Entry {
            line: l.number,
            // The reader names line 1 of its text: the entry's line in the file instead (a
            // cube's positions lie in a face, and are left as they were).
            grid: Grid::from_variant_line(variant, &text).map_err(|e| {
                if row.line_positions {
                    on_line(e, l.number)
                } else {
                    e
                }
            }),
        }),
        Err(e) => Some(Entry {
            line: l.number,
            grid: Err(ParseError::of_line(l.number, e)),
        }),
    }))
}

/// An error of a file's line read on its own: the line the parser counted (the text's first)
/// becomes the file's.
fn on_line(e: ParseError, number: usize) -> ParseError {
    match e {
        ParseError::BadChar { line: 1, column, ch } => ParseError::BadChar {
            line: number,
            column,
            ch,
        },
        ParseError::NotASymbol {
            line: 1,
            column,
            ch,
            size,
        } => ParseError::NotASymbol {
            line: number,
            column,
            ch,
            size,
        },
        ParseError::WrongLength {
            line: 1,
            found,
            expected,
        } => ParseError::WrongLength {
            line: number,
            found,
            expected,
        },
        ParseError::NotOnBoard {
            line: 1,
            column,
            ch,
            size,
        } => ParseError::NotOnBoard {
            line: number,
            column,
            ch,
            size,
        },
        other => other,
    }
}

/// What went wrong with a file's entry, naming its line once (most parse errors name it
/// already; a jigsaw's missing or broken region map and a killer's cages do not).
pub(crate) fn entry_failure(line: usize, e: &impl std::fmt::Display) -> String {
    let text = e.to_string();
    if text.starts_with("line ") {
        text
    } else {
        format!("line {line}: {text}")
    }
}

/// Opens a file to read, refusing a folder.
pub(crate) fn open_input(path: &Path) -> Result<BufReader<File>, CliError> {
    let file = File::open(path).map_err(|e| CliError::new(Exit::Io, format!("cannot open {}: {e}", path.display())))?;
    if file.metadata().map(|m| m.is_dir()).unwrap_or(false) {
        return Err(CliError::new(
            Exit::Io,
            format!("cannot read {}: it is a folder", path.display()),
        ));
    }
    let mut input = BufReader::with_capacity(1 << 16, file);
    refuse_binary(&mut input, path)?;
    Ok(input)
}

/// Refuses a file whose first block holds a NUL byte: no text file does (`/dev/zero`, an image,
/// a compressed file), and reading it line by line would go on for as long as it lasts.
fn refuse_binary(input: &mut BufReader<File>, path: &Path) -> Result<(), CliError> {
    let first = loop {
        match input.fill_buf() {
            Ok(block) => break block,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(CliError::new(Exit::Io, format!("cannot read {}: {e}", path.display()))),
        }
    };
    match first.iter().position(|&b| b == 0) {
        Some(at) => Err(CliError::new(
            Exit::Malformed,
            format!(
                "{}: not a text file (a NUL byte at byte {}); expected puzzles, one a line",
                path.display(),
                at + 1
            ),
        )),
        None => Ok(()),
    }
}

/// A progress bar on stderr, hidden when stderr is not a terminal (pipes and tests).
pub(crate) fn progress_bar(len: Option<u64>, what: &str) -> ProgressBar {
    if !io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = match len {
        Some(n) => ProgressBar::new(n),
        None => ProgressBar::new_spinner(),
    };
    let template = if len.is_some() {
        "{spinner} {msg} [{bar:40}] {pos}/{len} ({per_sec}, {eta} left)"
    } else {
        "{spinner} {msg} {pos} ({per_sec})"
    };
    if let Ok(style) = ProgressStyle::with_template(template) {
        bar.set_style(style.progress_chars("=> "));
    }
    bar.set_message(what.to_string());
    bar
}

/// The cores this machine offers the program (at least 1).
fn available_cores() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// The worker threads a `--jobs` asks for: at least 1, and no more than the machine's cores,
/// since more only adds threads that wait for one (`--jobs 1000000` would start thousands).
/// A job count above the cores is capped, and said once on stderr.
pub(crate) fn job_count(jobs: Option<usize>) -> Result<usize, CliError> {
    let cores = available_cores();
    match jobs {
        None => Ok(cores),
        Some(0) => Err(CliError::new(Exit::Usage, "--jobs must be at least 1")),
        Some(j) if j > cores => {
            let plural = if cores == 1 { "" } else { "s" };
            warn(&format!(
                "note: --jobs {j} is more than the {cores} core{plural} here; using {cores}"
            ));
            Ok(cores)
        }
        Some(j) => Ok(j),
    }
}

/// The worker threads, `jobs` of them (default: one per core; see [`job_count`]).
pub(crate) fn thread_pool(jobs: Option<usize>) -> Result<rayon::ThreadPool, CliError> {
    rayon::ThreadPoolBuilder::new()
        .num_threads(job_count(jobs)?)
        .build()
        .map_err(|e| CliError::new(Exit::Io, format!("cannot start worker threads: {e}")))
}

/// The exit of a command that went through a file: an empty file is malformed input, and
/// entries that failed make the run fail as a whole (after every entry was answered).
pub(crate) fn file_outcome(path: &Path, total: usize, failed: usize, what_failed: &str) -> Result<(), CliError> {
    if total == 0 {
        return Err(CliError::new(
            Exit::Malformed,
            format!("{}: no puzzle found: the file is empty", path.display()),
        ));
    }
    if failed > 0 {
        return Err(CliError::new(
            Exit::SomeFailed,
            format!("{failed} of {total} puzzles {what_failed}"),
        ));
    }
    Ok(())
}
