//! The window's writes to the data folder. What the files hold, and reading them at start-up,
//! is [`crate::play::saved`]'s business (they are small, and reading them before the first
//! frame means the theme and the menu's Continue are right from the start).
//!
//! Writes go through [`Disk`]: each runs on a thread of its own, so the window never waits,
//! and they are numbered in the order asked, so an older save never lands over a newer one.

use std::collections::HashMap;
use std::future::Future;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde::Serialize;

use crate::store;

/// Why a write to the data folder failed. Each reads as the end of the sentence "Your
/// progress could not be saved: ...".
#[derive(Clone, Debug, thiserror::Error)]
pub enum WriteError {
    /// Writing the file failed.
    #[error("could not save {}: {source}", path.display())]
    Save {
        /// The file.
        path: PathBuf,
        /// What the system said.
        source: Arc<std::io::Error>,
    },
    /// Removing the file failed.
    #[error("could not remove {}: {source}", path.display())]
    Remove {
        /// The file.
        path: PathBuf,
        /// What the system said.
        source: Arc<std::io::Error>,
    },
    /// No thread could be started to write.
    #[error("could not start saving: {0}")]
    NoThread(Arc<std::io::Error>),
    /// The writing thread ended without an answer.
    #[error("the saving thread stopped")]
    ThreadStopped,
    /// The data folder's lock file was deleted or replaced: another window may own the folder
    /// now, so nothing more is written.
    #[error("the data folder's lock file {} was deleted or replaced, so another window may be saving there now", path.display())]
    LockLost {
        /// The lock file.
        path: PathBuf,
    },
}

/// Writes files in the data folder off the UI thread, in the order asked.
#[derive(Clone, Debug)]
pub struct Disk {
    dir: PathBuf,
    order: Arc<Order>,
    /// The folder's lock, when this window took it: checked before every write.
    lock: Option<Arc<store::DataLock>>,
}

/// Numbers the writes and remembers, per file, the number of the last one done.
#[derive(Debug, Default)]
struct Order {
    next: AtomicU64,
    done: Mutex<HashMap<PathBuf, u64>>,
    /// Writes asked for and not finished.
    pending: AtomicUsize,
    /// Per file, the failure of its last write, until a write of it succeeds.
    failed: Mutex<HashMap<PathBuf, WriteError>>,
}

impl Disk {
    /// Writes into `dir` (created on the first write).
    pub fn new(dir: PathBuf) -> Disk {
        Disk {
            dir,
            order: Arc::default(),
            lock: None,
        }
    }

    /// Writes into `dir`, whose lock this window holds: before each write, the lock file must
    /// still be the one locked ([`store::DataLock::still_held`]), else the write is refused
    /// with [`WriteError::LockLost`].
    pub fn owning(dir: PathBuf, lock: store::DataLock) -> Disk {
        Disk {
            lock: Some(Arc::new(lock)),
            ..Disk::new(dir)
        }
    }

    /// A write whose last attempt failed (and was not followed by a success), if any: the
    /// player has work that is not on disk.
    pub fn failing(&self) -> Option<WriteError> {
        let failed = self.order.failed.lock().unwrap_or_else(|e| e.into_inner());
        failed.values().next().cloned()
    }

    /// The data folder.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Saves `value` as `name` (JSON, atomically) on a thread of its own; the future ends when
    /// it is written, or skipped because a newer write of the same file came first.
    pub fn save<T>(&self, name: &str, value: T) -> impl Future<Output = Result<(), WriteError>> + Send + 'static
    where
        T: Serialize + Send + 'static,
    {
        let path = self.dir.join(name);
        self.run(path.clone(), move || {
            store::save_json(&path, &value).map_err(|e| WriteError::Save {
                path: path.clone(),
                source: Arc::new(e),
            })
        })
    }

    /// Removes `name` (a finished game's save), like [`Disk::save`].
    pub fn remove(&self, name: &str) -> impl Future<Output = Result<(), WriteError>> + Send + 'static {
        let path = self.dir.join(name);
        self.run(path.clone(), move || match std::fs::remove_file(&path) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(WriteError::Remove {
                path: path.clone(),
                source: Arc::new(e),
            }),
            _ => Ok(()),
        })
    }

    /// Resolves once every write asked for so far is done, or after `limit` (quitting must
    /// not hang on a stuck disk).
    pub fn settle(&self, limit: Duration) -> impl Future<Output = ()> + Send + 'static {
        let order = self.order.clone();
        let (sender, receiver) = iced::futures::channel::oneshot::channel::<()>();
        let deadline = Instant::now() + limit;
        let _ = std::thread::Builder::new()
            .name("sudoku3d-settle".into())
            .spawn(move || {
                while order.pending.load(Ordering::SeqCst) > 0 && Instant::now() < deadline {
                    std::thread::sleep(Duration::from_millis(5));
                }
                let _ = sender.send(());
            });
        async move {
            let _ = receiver.await;
        }
    }

    fn run(
        &self,
        path: PathBuf,
        work: impl FnOnce() -> Result<(), WriteError> + Send + 'static,
    ) -> impl Future<Output = Result<(), WriteError>> + Send + 'static {
        // The number is taken now, on the caller's thread, so it follows the order of calls.
        let number = self.order.next.fetch_add(1, Ordering::SeqCst);
        self.order.pending.fetch_add(1, Ordering::SeqCst);
        let order = self.order.clone();
        let lock = self.lock.clone();
        let (sender, receiver) = iced::futures::channel::oneshot::channel();
        let spawned = std::thread::Builder::new().name("sudoku3d-save".into()).spawn(move || {
            // One write at a time; a write older than the last one done to its file is
            // dropped, so the file always holds the newest state.
            let mut done = order.done.lock().unwrap_or_else(|e| e.into_inner());
            let result = match done.get(&path) {
                Some(&last) if last > number => Ok(()),
                _ => {
                    let result = match &lock {
                        // Someone deleted or replaced the lock file: a window started since may
                        // hold a fresh lock there, and this one must not write over its files.
                        Some(lock) if !lock.still_held() => Err(WriteError::LockLost {
                            path: lock.path().to_path_buf(),
                        }),
                        _ => work(),
                    };
                    let mut failed = order.failed.lock().unwrap_or_else(|e| e.into_inner());
                    match &result {
                        Err(e) => failed.insert(path.clone(), e.clone()),
                        Ok(()) => failed.remove(&path),
                    };
                    drop(failed);
                    done.insert(path, number);
                    result
                }
            };
            drop(done);
            order.pending.fetch_sub(1, Ordering::SeqCst);
            let _ = sender.send(result);
        });
        if spawned.is_err() {
            self.order.pending.fetch_sub(1, Ordering::SeqCst);
        }
        async move {
            spawned.map_err(|e| WriteError::NoThread(Arc::new(e)))?;
            receiver.await.map_err(|_| WriteError::ThreadStopped)?
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use iced::futures::executor::block_on;

    fn temp_dir(tag: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("sudoku3d-persist-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn the_newest_write_wins_whatever_the_threads_do() {
        let dir = temp_dir("order");
        let disk = Disk::new(dir.clone());
        let writes: Vec<_> = (0..20).map(|n| disk.save("n.json", n)).collect();
        let removed = disk.remove("other.json");
        let last = disk.save("n.json", 99);
        // Await in reverse: the threads race, yet the file ends with the last value asked.
        block_on(last).unwrap();
        for w in writes.into_iter().rev() {
            block_on(w).unwrap();
        }
        block_on(removed).unwrap();
        assert_eq!(std::fs::read_to_string(dir.join("n.json")).unwrap(), "99");
    }
}
