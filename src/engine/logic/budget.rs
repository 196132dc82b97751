//! How long a search a person waits on may run: a deadline, a cancellation flag, or both.
//!
//! Grading, hints and the forcing chains under them can think for minutes on a hard killer.
//! A caller that a person waits on (`rate`, a hint, the window) runs them inside
//! [`Budget::run`]; the long searches ask [`exhausted`] between suppositions and stop when it
//! says so, and the caller then answers at once with what it has ("beyond the program's logic
//! within the budget", a digit from the solution). Stopping only ever makes a search find less:
//! a step found before the stop is as true as one found without a budget.
//!
//! The budget is kept per thread rather than passed down: the technique table's finders all
//! share one signature (`fn(&Context, &mut Sink)`), and only the few loops that can run long
//! need to ask. Outside [`Budget::run`] nothing is ever exhausted, so the generator, the tests
//! and every other caller behave as before.

use std::cell::{Cell, RefCell};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::engine::solver::Unsettled;

/// The budget of one hint: about a second with the window's own work, on a 2-core machine.
pub const HINT: Duration = Duration::from_millis(800);

/// The budget of one rating (`rate`, the window's grading of an entered puzzle).
pub const RATE: Duration = Duration::from_millis(900);

/// The budget of one count of solutions a person waits on: `rate`'s count before the grade
/// (which has [`RATE`] of its own), the window's check that an entered puzzle has one solution,
/// a saved game's check when the data folder is read.
pub const COUNT: Duration = Duration::from_millis(900);

/// A flag another thread sets to stop a search (the window sets it when the player closes a
/// hint, goes back, or starts another game). Clones share the flag.
#[derive(Clone, Debug, Default)]
pub struct Cancel(Arc<AtomicBool>);

impl Cancel {
    /// A flag not set.
    pub fn new() -> Cancel {
        Cancel::default()
    }

    /// Stops every search run under this flag (at its next check).
    pub fn cancel(&self) {
        self.0.store(true, Ordering::Relaxed);
    }

    /// Whether [`Cancel::cancel`] was called on this flag or a clone of it.
    pub fn is_cancelled(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }
}

// What carries a flag (the window's "find a hint" action) compares equal whatever flag it
// carries: the tests compare what was asked, and a fresh flag goes with every request.
impl PartialEq for Cancel {
    fn eq(&self, _: &Cancel) -> bool {
        true
    }
}

impl Eq for Cancel {}

/// A deadline and a cancellation flag, either optional.
#[derive(Clone, Debug, Default)]
pub struct Budget {
    time: Option<Duration>,
    cancel: Option<Cancel>,
}

/// What [`Budget::run`] returns: the value, and whether the budget ran out on the way (then
/// the value is what was found so far).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Spent<R> {
    /// What the work returned.
    pub value: R,
    /// Whether the deadline passed or the flag was set before the work ended.
    pub exhausted: bool,
}

impl Budget {
    /// No deadline and no flag: the search runs to its end.
    pub fn unlimited() -> Budget {
        Budget::default()
    }

    /// At most `time` from when [`Budget::run`] starts.
    pub fn time(time: Duration) -> Budget {
        Budget {
            time: Some(time),
            cancel: None,
        }
    }

    /// This budget, also stopped when `cancel` is set.
    pub fn cancelled_by(mut self, cancel: &Cancel) -> Budget {
        self.cancel = Some(cancel.clone());
        self
    }

    /// Runs `work` on this thread under the budget; the searches inside ask [`exhausted`].
    /// A budget already running on the thread is put back afterwards (the inner one rules
    /// meanwhile, cut to the outer one's deadline). When the budget ran out, what the grader
    /// remembers on this thread is forgotten: it was worked out by searches cut short.
    pub fn run<R>(&self, work: impl FnOnce() -> R) -> Spent<R> {
        // The general solver's counts stop at the budget too (see `solver::set_stop_check`).
        crate::engine::solver::set_stop_check(exhausted);
        let outer = CURRENT.with(|c| c.borrow().clone());
        let mut deadline = self.time.map(|t| Instant::now() + t);
        if let Some(Some(outer_deadline)) = outer.as_ref().map(|o| o.deadline) {
            deadline = Some(deadline.map_or(outer_deadline, |d| d.min(outer_deadline)));
        }
        let mut cancels: Vec<Cancel> = outer.as_ref().map(|o| o.cancels.clone()).unwrap_or_default();
        cancels.extend(self.cancel.clone());
        CURRENT.with(|c| *c.borrow_mut() = Some(Active { deadline, cancels }));
        let hit_before = HIT.with(|h| h.replace(false));
        // Put back on the way out, a panic included (the thread may go on to other work).
        struct Restore(Option<Active>, bool);
        impl Drop for Restore {
            fn drop(&mut self) {
                let exhausted = HIT.with(|h| h.get());
                CURRENT.with(|c| *c.borrow_mut() = self.0.take());
                HIT.with(|h| h.set(self.1));
                // The outer run is out too if its own deadline or flag says so.
                if exhausted {
                    let _ = self::exhausted();
                    super::Memory::forget_all();
                }
            }
        }
        let restore = Restore(outer, hit_before);
        let value = work();
        let exhausted = HIT.with(|h| h.get());
        drop(restore);
        Spent { value, exhausted }
    }
}

/// Runs a count or solve of `engine::solver` (`count_solutions`, `solve_unique`, ...) under
/// `budget`: what a person waits on (`rate`'s count, the window's check of an entered puzzle,
/// a saved game read at startup) asks this, and past the budget hears so at once instead of
/// waiting for the count. An answer that comes within the budget is exact; the classic
/// board's fast path is never stopped (it takes microseconds).
pub fn within_budget<T>(budget: &Budget, count: impl FnOnce() -> T) -> Result<T, Unsettled> {
    let spent = budget.run(count);
    if spent.exhausted {
        Err(Unsettled)
    } else {
        Ok(spent.value)
    }
}

/// The budget running on this thread.
#[derive(Clone, Debug)]
struct Active {
    deadline: Option<Instant>,
    cancels: Vec<Cancel>,
}

thread_local! {
    static CURRENT: RefCell<Option<Active>> = const { RefCell::new(None) };
    /// Whether the running budget has run out (it stays out until the run ends).
    static HIT: Cell<bool> = const { Cell::new(false) };
}

/// Whether the budget running on this thread has run out (its deadline passed or its flag
/// set); false outside [`Budget::run`]. Once true it stays true until the run ends, so a
/// search that stops and its caller agree. Cheap: long searches ask it between suppositions.
pub fn exhausted() -> bool {
    if HIT.with(|h| h.get()) {
        return true;
    }
    let out = CURRENT.with(|c| {
        c.borrow().as_ref().is_some_and(|a| {
            a.cancels.iter().any(Cancel::is_cancelled) || a.deadline.is_some_and(|d| Instant::now() >= d)
        })
    });
    if out {
        HIT.with(|h| h.set(true));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nothing_is_exhausted_outside_a_run() {
        assert!(!exhausted());
        let spent = Budget::unlimited().run(exhausted);
        assert_eq!(
            spent,
            Spent {
                value: false,
                exhausted: false
            }
        );
    }

    #[test]
    fn a_passed_deadline_stops_the_run_and_stays_passed() {
        let spent = Budget::time(Duration::ZERO).run(|| (exhausted(), exhausted()));
        assert_eq!(spent.value, (true, true));
        assert!(spent.exhausted);
        // The next run starts afresh.
        assert!(!Budget::time(Duration::from_secs(60)).run(exhausted).value);
    }

    #[test]
    fn a_flag_set_from_another_thread_stops_the_run() {
        let cancel = Cancel::new();
        let setter = cancel.clone();
        let spent = Budget::unlimited().cancelled_by(&cancel).run(|| {
            std::thread::spawn(move || setter.cancel()).join().unwrap();
            exhausted()
        });
        assert!(spent.value && spent.exhausted);
    }

    #[test]
    fn an_inner_run_keeps_the_outer_flag() {
        let cancel = Cancel::new();
        cancel.cancel();
        let spent = Budget::unlimited()
            .cancelled_by(&cancel)
            .run(|| Budget::time(Duration::from_secs(60)).run(exhausted));
        assert!(spent.value.value);
        assert!(spent.exhausted, "the outer run sees that its work was cut");
    }
}
