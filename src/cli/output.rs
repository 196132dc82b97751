//! Everything the commands print goes through [`Out`], so a failed write is an answer, never a
//! panic: a full disk (or any other write error) is exit 1 with one line naming what was being
//! written, and a closed pipe (`sudoku3d solve --file big.txt | head`) ends the run quietly with
//! success, as `cat` does.
//!
//! An `--output` file is written as a temporary file beside it and renamed into place at the
//! end, so a run that fails or is interrupted never leaves half an output over the old one; and
//! an output that is the input itself (the same file by device and inode, through any symlink)
//! is refused before anything is opened for writing. The file keeps what the user set up: its
//! mode (the temporary file gets it before any byte is written), a symlink (the file it points
//! to is the one replaced), and hard links (a file with several names is rewritten in place
//! once the whole output is ready, and only after the space for it is taken: see
//! [`copy_over`]). SIGINT, SIGTERM and SIGHUP (unless ignored, as under `nohup`) remove the
//! temporary file before the program ends.
//!
//! An `--output` that names one of the program's open streams (`/dev/stdout`, `/dev/stderr`,
//! `/dev/fd/N`, `/proc/self/fd/N`, or a symlink to one) is written straight to that stream, as
//! `cat > /dev/stdout` does: a pipe works, and a file the shell opened for appending (`>>`) is
//! appended to, never replaced by a rename.

use std::ffi::{OsStr, OsString};
use std::fs::{self, File};
use std::io::{self, BufWriter, ErrorKind, Read, Seek, SeekFrom, Write};
use std::os::fd::AsFd;
use std::os::unix::ffi::{OsStrExt, OsStringExt};
use std::os::unix::fs::{FileTypeExt, MetadataExt, OpenOptionsExt, PermissionsExt};
use std::path::{Path, PathBuf};
use std::sync::{Mutex, Once};

use super::{CliError, Exit};

/// Where a command's output goes.
enum Sink {
    Stdout(BufWriter<io::StdoutLock<'static>>),
    /// A file; with `temporary`, written there first and put in place at the end: renamed
    /// to `path`, or with `in_place` (a file with several hard links) copied over it.
    File {
        writer: BufWriter<File>,
        path: PathBuf,
        temporary: Option<PathBuf>,
        in_place: bool,
    },
}

/// A command's output: standard output, or a file.
pub(crate) struct Out {
    sink: Sink,
    name: String,
    /// Standard output was closed when the program started (see [`stdout_was_closed`]).
    closed: bool,
}

/// The longest file name most filesystems take, in bytes (`NAME_MAX`).
const NAME_MAX: usize = 255;

/// The temporary files being written, removed by the signal watcher (see [`watch_signals`]).
static TEMPORARIES: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

fn temporaries() -> std::sync::MutexGuard<'static, Vec<PathBuf>> {
    // A panic while the list was held leaves a list that is still right.
    TEMPORARIES.lock().unwrap_or_else(|e| e.into_inner())
}

/// Whether `signal` was ignored when the program started (`nohup` ignores SIGHUP, a shell's
/// background job SIGINT): Linux lists the ignored signals in `/proc/self/status` (`SigIgn`, a
/// hexadecimal mask, bit N-1 for signal N). Elsewhere nothing is taken as ignored.
fn ignored_at_start(signal: i32) -> bool {
    let Ok(status) = fs::read_to_string("/proc/self/status") else {
        return false;
    };
    status
        .lines()
        .find_map(|l| l.strip_prefix("SigIgn:"))
        .and_then(|mask| u64::from_str_radix(mask.trim(), 16).ok())
        .is_some_and(|mask| (1..=64).contains(&signal) && mask & (1 << (signal - 1)) != 0)
}

/// Starts, once, a thread that on SIGINT, SIGTERM or SIGHUP (a closed terminal) removes the
/// temporary files being written and ends the program with 128 + the signal, as the shell
/// reports a killed command: an interrupted `solve --file --output` leaves the old output as
/// it was and nothing beside it. A signal ignored at the start stays ignored: under `nohup` a
/// long run outlives the terminal, which a SIGHUP handler here would undo.
fn watch_signals() {
    static WATCH: Once = Once::new();
    WATCH.call_once(|| {
        use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
        let watched: Vec<i32> = [SIGINT, SIGTERM, SIGHUP]
            .into_iter()
            .filter(|&signal| !ignored_at_start(signal))
            .collect();
        let Ok(mut signals) = signal_hook::iterator::Signals::new(watched) else {
            // Without the watcher an interrupted run may leave its temporary file; the run
            // itself is not harmed, so it goes on.
            return;
        };
        std::thread::spawn(move || {
            if let Some(signal) = signals.forever().next() {
                // Held until the program ends: a hard-linked output being copied in place
                // (which holds the list meanwhile, see `Out::finish`) is finished first.
                for path in temporaries().iter() {
                    let _ = fs::remove_file(path);
                }
                std::process::exit(128 + signal);
            }
        });
    });
}

/// The temporary name for the file `base`: `.BASE.tmp-PID`, with BASE shortened and a hash of
/// the whole name added when that would pass [`NAME_MAX`] (a legal 250-byte name must work).
fn temporary_name(base: &OsStr) -> OsString {
    let suffix = format!(".tmp-{}", std::process::id());
    let bytes = base.as_bytes();
    if 1 + bytes.len() + suffix.len() <= NAME_MAX {
        let mut name = OsString::from(".");
        name.push(base);
        name.push(&suffix);
        return name;
    }
    use std::hash::{Hash, Hasher};
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    bytes.hash(&mut hasher);
    let hash = format!("-{:016x}", hasher.finish());
    let keep = NAME_MAX - 1 - hash.len() - suffix.len();
    let mut name = b".".to_vec();
    name.extend_from_slice(&bytes[..keep.min(bytes.len())]);
    name.extend_from_slice(hash.as_bytes());
    name.extend_from_slice(suffix.as_bytes());
    OsString::from_vec(name)
}

/// Where an `--output` path leads once its symlinks are followed.
enum Target {
    /// One of the program's open file descriptors (`/dev/stdout` is 1).
    Descriptor(u32),
    /// A file (it may not exist yet: a dangling link gives the path it points to).
    File(PathBuf),
}

/// The descriptor a path names when it is one of this process's open streams: a number in
/// `/proc/PID/fd` (which `/proc/self/fd`, `/proc/thread-self/fd` and `/dev/fd` lead to), or
/// `/dev/stdin`, `/dev/stdout` and `/dev/stderr` on a system where they are no links.
fn descriptor_of(path: &Path) -> Option<u32> {
    let name = path.file_name()?.to_str()?;
    let dir = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let dir = fs::canonicalize(dir).ok()?;
    if dir == Path::new("/dev") {
        return ["stdin", "stdout", "stderr"]
            .iter()
            .position(|s| *s == name)
            .map(|n| n as u32);
    }
    let number: u32 = name.parse().ok().filter(|_| name.bytes().all(|b| b.is_ascii_digit()))?;
    let process = PathBuf::from(format!("/proc/{}", std::process::id()));
    let ours = dir == process.join("fd")
        || (dir.ends_with("fd") && dir.parent().and_then(Path::parent) == Some(&process.join("task")));
    ours.then_some(number)
}

/// Where a path leads after its symlinks, followed one by one: to one of the program's open
/// streams as soon as the chain reaches one (its next link would be `pipe:[…]`, or the file
/// the shell opened), else to the file at the end of the chain.
fn resolve(path: &Path) -> Target {
    let mut current = path.to_path_buf();
    // As the kernel does, give up on a chain longer than 40 links (a loop).
    for _ in 0..40 {
        if let Some(fd) = descriptor_of(&current) {
            return Target::Descriptor(fd);
        }
        let is_link = fs::symlink_metadata(&current).is_ok_and(|m| m.file_type().is_symlink());
        if !is_link {
            return Target::File(current);
        }
        match fs::read_link(&current) {
            Ok(target) => {
                current = match current.parent() {
                    Some(dir) => dir.join(target),
                    None => target,
                }
            }
            Err(_) => return Target::File(current),
        }
    }
    Target::File(current)
}

/// A writer on the open descriptor `fd`. Standard output and error are duplicated, so the
/// output shares the shell's open file: its append mode, and its position in a file (a run
/// after `echo header` in the same `{ …; } > f` writes after the header). Another descriptor
/// is opened again through `/proc/self/fd`, keeping its append mode and starting at its
/// position (both read from `/proc/self/fdinfo`).
fn open_descriptor(fd: u32) -> io::Result<File> {
    match fd {
        1 => return Ok(File::from(io::stdout().as_fd().try_clone_to_owned()?)),
        2 => return Ok(File::from(io::stderr().as_fd().try_clone_to_owned()?)),
        _ => {}
    }
    let info = fs::read_to_string(format!("/proc/self/fdinfo/{fd}"))?;
    let field = |name: &str, radix: u32| {
        info.lines()
            .find_map(|l| l.strip_prefix(name))
            .and_then(|v| u64::from_str_radix(v.trim(), radix).ok())
    };
    const O_APPEND: u64 = 0o2000;
    let append = field("flags:", 8).is_some_and(|flags| flags & O_APPEND != 0);
    let mut file = fs::OpenOptions::new()
        .write(true)
        .append(append)
        .open(format!("/proc/self/fd/{fd}"))?;
    if !append && file.metadata()?.is_file() {
        file.seek(SeekFrom::Start(field("pos:", 10).unwrap_or(0)))?;
    }
    Ok(file)
}

/// Whether standard output was closed when the program started (`sudoku3d solve P >&-`):
/// Rust's runtime then opens /dev/null read-write in its place, where everything written
/// would vanish without an error. A `>/dev/null` of the shell opens it write-only.
fn stdout_was_closed() -> bool {
    if !cfg!(target_os = "linux") {
        return false;
    }
    let Ok(info) = fs::read_to_string("/proc/self/fdinfo/1") else {
        return false;
    };
    let read_write = info
        .lines()
        .find_map(|l| l.strip_prefix("flags:"))
        .and_then(|f| u32::from_str_radix(f.trim(), 8).ok())
        .is_some_and(|flags| flags & 0o3 == 0o2);
    let is_null = match (fs::metadata("/proc/self/fd/1"), fs::metadata("/dev/null")) {
        (Ok(out), Ok(null)) => out.file_type().is_char_device() && out.rdev() == null.rdev(),
        _ => false,
    };
    read_write && is_null
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
            closed: stdout_was_closed(),
        }
    }

    /// The file `path`, refused when it is one of `inputs`. A regular file (or a new one) is
    /// written beside it and put in place by [`Out::finish`]; anything else (a device, a pipe)
    /// is written directly, and so is one of the program's open streams (`/dev/stdout`). A
    /// symlink's target is the file written.
    pub(crate) fn file(path: &Path, inputs: &[&Path]) -> Result<Out, CliError> {
        refuse_same_as_input(path, inputs)?;
        let name = path.display().to_string();
        let cannot = |e: io::Error| CliError::new(Exit::Io, format!("cannot write {name}: {e}"));
        let target = match resolve(path) {
            Target::File(target) => target,
            Target::Descriptor(fd) => {
                return Ok(Out {
                    sink: Sink::File {
                        writer: BufWriter::with_capacity(1 << 16, open_descriptor(fd).map_err(cannot)?),
                        path: path.to_path_buf(),
                        temporary: None,
                        in_place: false,
                    },
                    name,
                    // `--output /dev/stdout` after `>&-` loses everything as standard output does.
                    closed: fd == 1 && stdout_was_closed(),
                });
            }
        };
        let existing = fs::metadata(&target).ok();
        if existing.as_ref().is_some_and(|m| m.is_dir()) {
            return Err(CliError::new(Exit::Io, format!("cannot write {name}: it is a folder")));
        }
        let special = existing.as_ref().is_some_and(|m| !m.is_file());
        let (file, temporary, in_place) = if special {
            (
                fs::OpenOptions::new().write(true).open(&target).map_err(cannot)?,
                None,
                false,
            )
        } else {
            let dir = target
                .parent()
                .filter(|p| !p.as_os_str().is_empty())
                .unwrap_or(Path::new("."));
            let base = target.file_name().unwrap_or(OsStr::new("output"));
            let temporary = dir.join(temporary_name(base));
            let mode = existing.as_ref().map(|m| m.permissions().mode() & 0o7777);
            watch_signals();
            temporaries().push(temporary.clone());
            let created = fs::OpenOptions::new()
                .write(true)
                .create(true)
                .truncate(true)
                .mode(mode.unwrap_or(0o666))
                .open(&temporary)
                .and_then(|file| {
                    // The old file's mode exactly, whatever the umask: set before any byte is
                    // written, so a private file's contents are never readable by others.
                    if let Some(mode) = mode {
                        file.set_permissions(fs::Permissions::from_mode(mode))?;
                    }
                    Ok(file)
                });
            let file = match created {
                Ok(file) => file,
                Err(e) => {
                    forget_temporary(&temporary);
                    let _ = fs::remove_file(&temporary);
                    return Err(cannot(e));
                }
            };
            let in_place = existing.as_ref().is_some_and(|m| m.nlink() > 1);
            (file, Some(temporary), in_place)
        };
        Ok(Out {
            sink: Sink::File {
                writer: BufWriter::with_capacity(1 << 20, file),
                path: target,
                temporary,
                in_place,
            },
            name,
            closed: false,
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
        self.refuse_closed()?;
        let result = self.writer().write_all(bytes);
        result.map_err(|e| write_failed(&self.name, e))
    }

    /// Writes `text` and a line end.
    pub(crate) fn line(&mut self, text: &str) -> Result<(), CliError> {
        self.bytes(text.as_bytes())?;
        self.bytes(b"\n")
    }

    /// A closed standard output is an error (exit 1), not a run that seems to succeed while
    /// everything it writes is lost.
    fn refuse_closed(&self) -> Result<(), CliError> {
        if self.closed {
            Err(CliError::new(Exit::Io, "cannot write standard output: it is closed"))
        } else {
            Ok(())
        }
    }

    /// Flushes everything, and puts a file in place.
    pub(crate) fn finish(mut self) -> Result<(), CliError> {
        self.refuse_closed()?;
        let name = self.name.clone();
        let flushed = self.writer().flush();
        flushed.map_err(|e| write_failed(&name, e))?;
        if let Sink::File {
            writer,
            path,
            temporary,
            in_place,
        } = &mut self.sink
        {
            if let Some(t) = temporary {
                writer.get_ref().sync_all().map_err(|e| write_failed(&name, e))?;
                if *in_place {
                    // The signal watcher waits on this list: a SIGINT during the copy ends the
                    // program after it, never with the linked file half written.
                    let mut watched = temporaries();
                    match copy_over(t, path) {
                        Ok(()) => {}
                        Err(InPlace::Kept(e)) => return Err(write_failed(&name, e)),
                        Err(InPlace::Torn(e)) => {
                            // The new output is whole only in the temporary file: keep it.
                            watched.retain(|w| w != t);
                            let kept = t.display().to_string();
                            *temporary = None;
                            return Err(CliError::new(
                                Exit::Io,
                                format!("cannot write {name}: {e}; it is left incomplete, and the whole new output is in {kept}"),
                            ));
                        }
                    }
                    let _ = fs::remove_file(&*t);
                    watched.retain(|w| w != t);
                } else {
                    fs::rename(&*t, &*path).map_err(|e| write_failed(&name, e))?;
                    forget_temporary(t);
                }
                // In place: nothing left to clean up.
                *temporary = None;
            }
        }
        Ok(())
    }
}

/// How an in-place copy failed.
enum InPlace {
    /// Before the old text was touched: it is whole.
    Kept(io::Error),
    /// While the old text was being overwritten (a filesystem that allocates anew on every
    /// write, such as btrfs, can run out of space there).
    Torn(io::Error),
}

/// Copies the finished temporary file over `path`'s contents, so every hard link of `path`
/// sees the new output (a rename would give `path` alone a new file).
///
/// The space comes first: the part of the new text that reaches past the old text's end is
/// written there (after the old text, which is still whole) and synced. A full disk then fails
/// that write, the file is cut back to its old length and the old text is as it was. Once the
/// space is held, the rest of the new text is written over the old one, into blocks the file
/// already has, and the file is cut to the new length.
fn copy_over(temporary: &Path, path: &Path) -> Result<(), InPlace> {
    let mut from = File::open(temporary).map_err(InPlace::Kept)?;
    let new_len = from.metadata().map_err(InPlace::Kept)?.len();
    let mut to = fs::OpenOptions::new().write(true).open(path).map_err(InPlace::Kept)?;
    let old_len = to.metadata().map_err(InPlace::Kept)?.len();
    if new_len > old_len {
        let reserve = |from: &mut File, to: &mut File| -> io::Result<()> {
            from.seek(SeekFrom::Start(old_len))?;
            to.seek(SeekFrom::Start(old_len))?;
            io::copy(&mut from.take(new_len - old_len), to)?;
            // A filesystem that reserves blocks only when it writes them back says "no space"
            // here, still before the old text is touched.
            to.sync_all()
        };
        if let Err(e) = reserve(&mut from, &mut to) {
            let _ = to.set_len(old_len);
            let _ = to.sync_all();
            return Err(InPlace::Kept(e));
        }
    }
    let overwrite = |from: &mut File, to: &mut File| -> io::Result<()> {
        from.seek(SeekFrom::Start(0))?;
        to.seek(SeekFrom::Start(0))?;
        io::copy(&mut from.take(new_len.min(old_len)), to)?;
        to.set_len(new_len)?;
        to.sync_all()
    };
    overwrite(&mut from, &mut to).map_err(InPlace::Torn)
}

/// Takes a temporary file off the signal watcher's list.
fn forget_temporary(path: &Path) {
    temporaries().retain(|t| t != path);
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
            forget_temporary(temporary);
        }
    }
}
