//! Loading a puzzle for the window: [`crate::play::source`] does the work, on a thread of its
//! own so that generating a hard puzzle never blocks the UI thread.

use crate::play::source::{load_now, LoadError, Loaded, Request};

/// Loads a puzzle on a thread of its own, for a `Task`.
pub async fn load(request: Request) -> Result<Loaded, LoadError> {
    off_thread(move || load_now(request)).await?
}

/// Runs `work` on a new thread and resolves to its result.
async fn off_thread<T: Send + 'static>(work: impl FnOnce() -> T + Send + 'static) -> Result<T, LoadError> {
    let (sender, receiver) = iced::futures::channel::oneshot::channel();
    std::thread::Builder::new()
        .name("sudoku3d-puzzle".into())
        .spawn(move || {
            let _ = sender.send(work());
        })
        .map_err(|e| LoadError::NoThread(e.kind()))?;
    receiver.await.map_err(|_| LoadError::ThreadStopped)
}

#[cfg(test)]
mod tests {
    use super::*;
    use iced::futures::executor::block_on;

    const PUZZLE: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn loading_runs_off_thread() {
        // The work runs on a thread of its own, not on the one awaiting it (the UI's).
        let caller = std::thread::current().id();
        let (worker, name) = block_on(off_thread(|| {
            let me = std::thread::current();
            (me.id(), me.name().map(str::to_owned))
        }))
        .unwrap();
        assert_ne!(worker, caller);
        assert_eq!(name.as_deref(), Some("sudoku3d-puzzle"));
        // And a real load gives the puzzle.
        let loaded = block_on(load(Request::Text(PUZZLE.into()))).unwrap();
        assert_eq!(loaded.puzzle.to_line(), PUZZLE);
    }
}
