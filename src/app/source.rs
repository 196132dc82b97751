//! Loading a puzzle for the window: [`crate::play::source`] does the work, on a thread of its
//! own so that generating a hard puzzle never blocks the UI thread.

use iced::Task;

use super::screen::game::{self, Game};
use super::Message;
use crate::engine::logic::budget::{self, Budget, Cancel};
use crate::play::source::{load_now, EntryCheck, LoadError, Loaded, Request};
use crate::play::{HintRequest, StagedHint};

/// The puzzles the window asked for, numbered: only the answer to the last one still wanted
/// is taken (a screen left, or a newer request, drops the older answers).
#[derive(Debug, Default)]
pub(crate) struct Requests {
    asked: u64,
    pending: Option<u64>,
    /// What the last request asked for (while it is pending), for tests to check.
    last: Option<Request>,
    /// Stops the grading of the last request once its answer is no longer wanted.
    cancel: Cancel,
}

impl Requests {
    /// Starts loading a puzzle; the answer comes back as [`Message::Loaded`].
    pub(crate) fn load(&mut self, request: Request) -> Task<Message> {
        self.asked += 1;
        let id = self.asked;
        self.pending = Some(id);
        self.last = Some(request.clone());
        self.cancel.cancel();
        self.cancel = Cancel::new();
        let cancel = self.cancel.clone();
        Task::perform(
            async move {
                off_thread(move || {
                    Budget::unlimited()
                        .cancelled_by(&cancel)
                        .run(|| load_now(request))
                        .value
                })
                .await?
            },
            move |result| Message::Loaded(id, result),
        )
    }

    /// The number of the request still wanted, if any.
    pub(crate) fn pending(&self) -> Option<u64> {
        self.pending
    }

    /// What the request still wanted asked for, if any.
    pub(crate) fn pending_request(&self) -> Option<&Request> {
        self.pending.and(self.last.as_ref())
    }

    /// Whether the answer to request `id` is wanted; it is no longer wanted after.
    pub(crate) fn answered(&mut self, id: u64) -> bool {
        let wanted = self.pending == Some(id);
        if wanted {
            self.pending = None;
        }
        wanted
    }

    /// No answer is wanted any more (the screen changed).
    pub(crate) fn forget(&mut self) {
        self.pending = None;
        self.cancel.cancel();
    }
}

/// Loads a puzzle on a thread of its own, for a `Task`.
pub async fn load(request: Request) -> Result<Loaded, LoadError> {
    off_thread(move || load_now(request)).await?
}

/// Finds a hint on a thread of its own, for a `Task`: no frame waits for a chain search.
/// The search stops at `time` (the hint budget, [`budget::HINT`]; `None`: no limit, for tests
/// of the flag), or as soon as `cancel` is set. `None` only if the thread could not run.
pub async fn find_hint(request: HintRequest, cancel: Cancel, time: Option<std::time::Duration>) -> Option<StagedHint> {
    let budget = time.map_or_else(Budget::unlimited, Budget::time).cancelled_by(&cancel);
    off_thread(move || request.compute_within(&budget)).await.ok()
}

/// An entered puzzle's grade, worked out on a thread of its own within the rating budget
/// (see [`crate::play::source::rating_of`]): the board shows meanwhile, its subtitle "entered
/// puzzle" until the grade comes. Nothing for any other game.
pub(crate) fn rate_entered(game: &Game) -> Task<Message> {
    let Some((line, puzzle, marks)) = game.rating_wanted() else {
        return Task::none();
    };
    let graded = off_thread(move || crate::play::source::rating_of(&puzzle, marks.as_deref()));
    // No thread, no grade: the subtitle stays "entered puzzle".
    Task::future(async move { graded.await.ok() })
        .and_then(move |rating| Task::done(Message::Game(game::Message::Rated(line.clone(), rating))))
}

/// The live check of a puzzle being entered ([`crate::play::source::check_entered`]), on a
/// thread of its own within the rating budget ([`budget::RATE`]) and stopped at once when
/// `cancel` is set (the next keystroke sets it): the window never waits on it. A thread that
/// could not run settles nothing: Play then checks the puzzle to the end.
pub async fn check_entered(variant: crate::engine::Variant, text: String, cancel: Cancel) -> EntryCheck {
    off_thread(move || {
        Budget::time(budget::RATE)
            .cancelled_by(&cancel)
            .run(|| crate::play::source::check_entered(variant, &text))
            .value
    })
    .await
    .unwrap_or(EntryCheck::Unsettled)
}

/// Credits a move of the player's own on its own thread (see `play::standings`); a thread
/// that could not start credits nothing.
pub async fn credit_move(job: crate::play::CreditJob) -> crate::play::Credited {
    let series = job.series;
    off_thread(move || job.run_in_series())
        .await
        .unwrap_or(crate::play::Credited {
            series,
            credit: crate::engine::learn::Credit::Unexplained(crate::engine::learn::Unexplained::OverBudget),
        })
}

/// Learn's work (a pool position checked, a hint) on a thread of its own; `None` only if the
/// thread could not run.
pub async fn learn_work(job: crate::app::screen::learn::Job) -> Option<crate::app::screen::learn::Done> {
    off_thread(move || job.run()).await.ok()
}

/// "Next for you": the shipped level of `variant` at the player's frontier
/// ([`crate::play::nextup::choose`]), chosen on a thread of its own (up to about 30 ms on a
/// killer board, reading its level files), or made within [`crate::play::nextup::MAKE_BUDGET`]
/// unless `cancel` is set first (the question was replaced or its screen left). `None` when
/// the board has no shipped level or the thread could not run.
pub async fn choose_next(
    standings: crate::play::Standings,
    variant: crate::engine::Variant,
    played: Vec<String>,
    cancel: crate::engine::logic::budget::Cancel,
) -> Option<crate::play::nextup::Choice> {
    let seed = crate::play::source::random_seed();
    off_thread(move || {
        crate::play::nextup::choose_or_make(
            &standings,
            variant,
            &played,
            seed,
            crate::play::nextup::MAKE_BUDGET,
            &cancel,
        )
    })
    .await
    .ok()
    .flatten()
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
        let loaded = block_on(load(Request::Text {
            variant: crate::engine::Variant::Classic,
            text: PUZZLE.into(),
        }))
        .unwrap();
        assert_eq!(loaded.puzzle.to_line(), PUZZLE);
    }
}
