//! "Export PDF": the current game as a printable page, written where the player chooses in
//! the platform's save dialog.
//!
//! The dialog is `rfd`'s XDG desktop portal backend (libdbus opened at run time, zenity as its
//! fallback), run off the UI thread. When neither a session bus nor zenity is there (a bare X
//! server, a minimal desktop) no dialog can open, and `rfd` would answer as if the player had
//! cancelled: the game checks first and then saves the page in the documents folder, saying
//! where. The PDF itself is [`crate::print::write_pdf`], the one the command line uses, with
//! the page's words in the player's language ([`print_words`]).

use std::path::{Path, PathBuf};

use iced::Task;

pub use crate::app::screen::game::ExportChoice;
use crate::app::screen::game::{self, Game};
use crate::app::{file_dialog, Message};
use crate::engine::Grid;
use crate::print::{self, CubeLayout, PerPage, PrintOptions, PrintPuzzle, PrintWords};

/// Where the PDF goes, as the dialog answered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExportTarget {
    /// The player chose this file.
    Chosen(PathBuf),
    /// The player closed the dialog without choosing.
    Cancelled,
    /// No dialog could open: the page goes to this file instead.
    NoDialog(PathBuf),
}

/// "Export PDF" as the application runs it: what the player chose to print while the save
/// dialog is open, and the last PDF started (written by a task; tests run it themselves).
#[derive(Debug, Default)]
pub(crate) struct Exporting {
    choice: Option<ExportChoice>,
    last: Option<PdfExport>,
}

impl Exporting {
    /// The last PDF export started.
    pub(crate) fn last(&self) -> Option<&PdfExport> {
        self.last.as_ref()
    }

    /// Opens the save dialog for `game`'s PDF, keeping the player's `choice` until it answers.
    pub(crate) fn ask(&mut self, choice: ExportChoice, game: Option<&Game>) -> Task<Message> {
        self.choice = Some(choice);
        let Some(game) = game else {
            return Task::none();
        };
        let name = format!("sudoku3d-{}-{}.pdf", game.shape(), game.difficulty().name());
        Task::perform(choose(crate::t!("export-dialog-title"), name), Message::ExportTo)
    }

    /// The save dialog answered: writes `game`'s PDF there (off the UI thread) and tells the
    /// game how it went, or tells it that nothing was chosen.
    pub(crate) fn answered(&mut self, target: ExportTarget, game: Option<&mut Game>) -> Task<Message> {
        let choice = self.choice.take().unwrap_or_default();
        let Some(game) = game else {
            return Task::none();
        };
        let (path, fallback) = match target {
            ExportTarget::Chosen(path) => (path, false),
            ExportTarget::NoDialog(path) => (path, true),
            ExportTarget::Cancelled => {
                let _ = game.update(game::Message::ExportCancelled);
                return Task::none();
            }
        };
        let job = PdfExport::of_game(path, choice, game);
        self.last = Some(job.clone());
        Task::perform(async move { job.write() }, move |written| {
            Message::Game(if fallback {
                game::Message::ExportedWithoutDialog(written)
            } else {
                game::Message::Exported(written)
            })
        })
    }
}

/// A PDF to write: everything is owned, so it runs on another thread.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PdfExport {
    /// The file.
    pub path: PathBuf,
    /// The puzzle, with its progress and solution as asked.
    pub puzzle: PrintPuzzle,
    /// The title, one per page, and whether the solution is printed.
    pub options: PrintOptions,
}

impl PdfExport {
    /// The export of a game: its `puzzle`, `solution` and `board` in play, with the page's
    /// `title`, the `difficulty` shown above the grid and the other `words` of the page.
    pub fn new(
        path: PathBuf,
        choice: ExportChoice,
        (puzzle, solution, board): (&Grid, &Grid, &Grid),
        (title, difficulty): (String, String),
        words: PrintWords,
    ) -> PdfExport {
        let mut printed = PrintPuzzle::new(puzzle.clone(), difficulty).with_solution(solution.clone());
        if choice.progress {
            printed = printed.with_progress(board.clone());
        }
        PdfExport {
            path,
            puzzle: printed,
            options: PrintOptions {
                title,
                per_page: PerPage::One,
                solutions: choice.solution,
                cube_layout: CubeLayout::Faces,
                words,
            },
        }
    }

    /// The export of the game on show to `path`, as the player chose: its title and band in
    /// the window's language, or in English where the PDF's fonts cannot print them.
    pub fn of_game(path: PathBuf, choice: ExportChoice, game: &Game) -> PdfExport {
        let printable = |local: String, english: &str| {
            if print::font_covers(&local) {
                local
            } else {
                english.to_string()
            }
        };
        let state = game.state();
        PdfExport::new(
            path,
            choice,
            (state.puzzle(), state.solution(), state.grid()),
            (
                printable(crate::t!("export-pdf-title"), "Sudoku 3D"),
                printable(
                    crate::i18n::difficulty_title(game.difficulty()),
                    game.difficulty().title(),
                ),
            ),
            print_words(),
        )
    }

    /// Writes the file; the path written, or why not in one sentence.
    pub fn write(self) -> Result<PathBuf, String> {
        print::write_pdf(&self.path, std::slice::from_ref(&self.puzzle), &self.options).map_err(|e| e.to_string())?;
        Ok(self.path)
    }
}

/// The words of the page in the current language; English if the PDF's fonts lack any of
/// their characters (a page of boxes helps nobody).
pub fn print_words() -> PrintWords {
    // The placeholders go through Fluent as the arguments' values and come out in place, so
    // each language puts the number where its grammar wants it.
    let words = PrintWords {
        puzzle: crate::t!("print-puzzle", number = "{number}"),
        solution: crate::t!("print-solution", number = "{number}"),
        solutions_title: crate::t!("print-solutions-title", title = "{title}"),
        page: crate::t!("print-page", page = "{page}", pages = "{pages}"),
        faces: [crate::t!("face-top"), crate::t!("face-front"), crate::t!("face-right")],
        legend: [crate::t!("print-legend-shaded"), crate::t!("print-legend-edges")],
    };
    if print::font_covers(&words.all()) {
        words
    } else {
        PrintWords::default()
    }
}

/// The folder for a PDF saved without a dialog: the documents folder, else home, else the
/// working folder.
fn fallback_dir() -> PathBuf {
    directories::UserDirs::new()
        .and_then(|dirs| {
            dirs.document_dir()
                .filter(|d| d.is_dir())
                .map(Path::to_path_buf)
                .or_else(|| Some(dirs.home_dir().to_path_buf()))
        })
        .unwrap_or_else(|| PathBuf::from("."))
}

/// A file in `dir` named `name` that does not exist yet (`name-2.pdf`, ... when it does).
fn fresh(dir: &Path, name: &str) -> PathBuf {
    let stem = name.trim_end_matches(".pdf");
    (1..)
        .map(|n| match n {
            1 => dir.join(format!("{stem}.pdf")),
            n => dir.join(format!("{stem}-{n}.pdf")),
        })
        .find(|p| !p.exists())
        .unwrap_or_else(|| dir.join(name))
}

/// Asks the player where to save `file_name` in the platform's save dialog, titled `title`.
pub async fn choose(title: String, file_name: String) -> ExportTarget {
    if !file_dialog::available() {
        return ExportTarget::NoDialog(fresh(&fallback_dir(), &file_name));
    }
    let picked = rfd::AsyncFileDialog::new()
        .set_title(title)
        .set_file_name(file_name)
        .add_filter("PDF", &["pdf"])
        .save_file()
        .await;
    match picked {
        Some(file) => {
            let path = file.path().to_path_buf();
            // A name typed without the extension gets it, so the file opens as a PDF.
            if path.extension().is_none() {
                ExportTarget::Chosen(path.with_extension("pdf"))
            } else {
                ExportTarget::Chosen(path)
            }
        }
        None => ExportTarget::Cancelled,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fresh_name_never_overwrites() {
        let dir = std::env::temp_dir().join(format!("sudoku3d-export-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        assert_eq!(fresh(&dir, "sudoku.pdf"), dir.join("sudoku.pdf"));
        std::fs::write(dir.join("sudoku.pdf"), b"x").unwrap();
        assert_eq!(fresh(&dir, "sudoku.pdf"), dir.join("sudoku-2.pdf"));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
