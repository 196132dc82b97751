//! Everything the commands print goes through [`Out`], so a failed write is an answer, never a
//! panic: a full disk (or any other write error) is exit 1 with one line naming what was being
//! written, and a closed pipe (`sudoku3d solve --file big.txt | head`) ends the run quietly with
//! success, as `cat` does.
//!
//! An `--output` file is written as a temporary file beside it and renamed into place at the
//! end, so a run that fails or is interrupted never leaves half an output over the old one; and
//! an output that is the input itself (the same file by device and inode, through any symlink)
//! is refused before anything is opened for writing.

use std::fs::{self, File};
use std::io::{self, BufWriter, ErrorKind, Write};
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};

use super::{CliError, Exit};

/// Where a command's output goes.
enum Sink {
    Stdout(BufWriter<io::StdoutLock<'static>>),
    /// A file; with `temporary`, written there first and renamed to `path` at the end.
    File {
        writer: BufWriter<File>,
        path: PathBuf,
        temporary: Option<PathBuf>,
    },
}

/// A command's output: standard output, or a file.
pub(crate) struct Out {
    sink: Sink,
    name: String,
}

/// The error of a failed write to `name`: a closed pipe ends the run quietly.
pub(crate) fn write_failed(name: &str, e: io::Error) -> CliError {
    if e.kind() == ErrorKind::BrokenPipe {
        CliError::quiet()
    } else {
        CliError::new(Exit::Io, format!("cannot write {name}: {e}"))
    }
}

/// Writes one line to stderr; a stderr that cannot take it is no reason to stop or panic.
pub(crate) fn warn(line: &str) {
    let _ = writeln!(io::stderr().lock(), "{line}");
}

/// Whether two paths name the same file (after symlinks): same device and inode.
fn same_file(a: &Path, b: &Path) -> bool {
    match (fs::metadata(a), fs::metadata(b)) {
        (Ok(x), Ok(y)) => x.dev() == y.dev() && x.ino() == y.ino(),
        _ => false,
    }
}

/// Refuses an output that is one of the command's inputs.
pub(crate) fn refuse_same_as_input(output: &Path, inputs: &[&Path]) -> Result<(), CliError> {
    match inputs.iter().find(|input| same_file(output, input)) {
        Some(input) => Err(CliError::new(
            Exit::Usage,
            format!(
                "--output {} is the input file {}: writing it would destroy the input; choose another file",
                output.display(),
                input.display()
            ),
        )),
        None => Ok(()),
    }
}

impl Out {
    /// Standard output.
    pub(crate) fn stdout() -> Out {
        Out {
            sink: Sink::Stdout(BufWriter::with_capacity(1 << 16, io::stdout().lock())),
            name: "standard output".into(),
        }
    }

    /// The file `path`, refused when it is one of `inputs`. A regular file (or a new one) is
    /// written beside it and renamed into place by [`Out::finish`]; anything else (a device,
    /// a pipe) is written directly.
    pub(crate) fn file(path: &Path, inputs: &[&Path]) -> Result<Out, CliError> {
        refuse_same_as_input(path, inputs)?;
        let name = path.display().to_string();
        let cannot = |e: io::Error| CliError::new(Exit::Io, format!("cannot write {name}: {e}"));
        let special = fs::metadata(path).is_ok_and(|m| !m.is_file());
        if fs::metadata(path).is_ok_and(|m| m.is_dir()) {
            return Err(CliError::new(Exit::Io, format!("cannot write {name}: it is a folder")));
        }
        let (file, temporary) = if special {
            (fs::OpenOptions::new().write(true).open(path).map_err(cannot)?, None)
        } else {
            let dir = path
                .parent()
                .filter(|p| !p.as_os_str().is_empty())
                .unwrap_or(Path::new("."));
            let base = path
                .file_name()
                .map_or("output".into(), |n| n.to_string_lossy().into_owned());
            let temporary = dir.join(format!(".{base}.tmp-{}", std::process::id()));
            (File::create(&temporary).map_err(cannot)?, Some(temporary))
        };
        Ok(Out {
            sink: Sink::File {
                writer: BufWriter::with_capacity(1 << 20, file),
                path: path.to_path_buf(),
                temporary,
            },
            name,
        })
    }

    /// The file `path` when given, standard output otherwise.
    pub(crate) fn to(path: Option<&Path>, inputs: &[&Path]) -> Result<Out, CliError> {
        match path {
            Some(p) => Out::file(p, inputs),
            None => Ok(Out::stdout()),
        }
    }

    fn writer(&mut self) -> &mut dyn Write {
        match &mut self.sink {
            Sink::Stdout(w) => w,
            Sink::File { writer, .. } => writer,
        }
    }

    /// Writes bytes as they are.
    pub(crate) fn bytes(&mut self, bytes: &[u8]) -> Result<(), CliError> {
        let result = self.writer().write_all(bytes);
        result.map_err(|e| write_failed(&self.name, e))
    }

    /// Writes `text` and a line end.
    pub(crate) fn line(&mut self, text: &str) -> Result<(), CliError> {
        self.bytes(text.as_bytes())?;
        self.bytes(b"\n")
    }

    /// Flushes everything, and puts a file in place.
    pub(crate) fn finish(mut self) -> Result<(), CliError> {
        let name = self.name.clone();
        let flushed = self.writer().flush();
        flushed.map_err(|e| write_failed(&name, e))?;
        if let Sink::File {
            writer,
            path,
            temporary,
        } = &mut self.sink
        {
            if let Some(t) = temporary {
                writer.get_ref().sync_all().map_err(|e| write_failed(&name, e))?;
                fs::rename(&*t, &*path).map_err(|e| write_failed(&name, e))?;
                // Renamed into place: nothing left to clean up.
                *temporary = None;
            }
        }
        Ok(())
    }
}

impl Drop for Out {
    /// An output that did not finish leaves no temporary file behind.
    fn drop(&mut self) {
        if let Sink::File {
            temporary: Some(temporary),
            ..
        } = &self.sink
        {
            let _ = fs::remove_file(temporary);
        }
    }
}
