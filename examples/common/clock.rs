//! A clock for timing one piece of work on the shared 2-core machine: this thread's CPU time
//! on Linux (wall time counts the other jobs' turns too), wall time elsewhere. Shared by the
//! engine bench and the examples that time the engine.

use std::time::{Duration, Instant};

/// A clock for one puzzle's time: the CPU time of this thread on Linux (the machine is shared,
/// and wall time counts the other jobs' turns too), wall time elsewhere.
#[derive(Clone, Copy)]
pub struct Clock {
    start: Duration,
}

impl Clock {
    pub fn now() -> Duration {
        thread_cpu().unwrap_or_else(|| EPOCH.with(|e| e.elapsed()))
    }
    pub fn start() -> Clock {
        Clock { start: Clock::now() }
    }
    pub fn elapsed(self) -> Duration {
        Clock::now().saturating_sub(self.start)
    }
    pub fn name() -> &'static str {
        if thread_cpu().is_some() {
            "thread CPU time"
        } else {
            "wall time"
        }
    }
}

thread_local!(static EPOCH: Instant = Instant::now());

/// This thread's CPU time (`clock_gettime(CLOCK_THREAD_CPUTIME_ID)`, nanosecond resolution).
#[cfg(all(target_os = "linux", target_pointer_width = "64"))]
fn thread_cpu() -> Option<Duration> {
    #[repr(C)]
    struct Timespec {
        sec: i64,
        nsec: i64,
    }
    extern "C" {
        fn clock_gettime(clock: i32, ts: *mut Timespec) -> i32;
    }
    const CLOCK_THREAD_CPUTIME_ID: i32 = 3;
    let mut ts = Timespec { sec: 0, nsec: 0 };
    // SAFETY: `ts` is a valid, writable timespec of the platform's layout (64-bit Linux).
    let ok = unsafe { clock_gettime(CLOCK_THREAD_CPUTIME_ID, &mut ts) } == 0;
    ok.then(|| Duration::new(ts.sec as u64, ts.nsec as u32))
}

#[cfg(not(all(target_os = "linux", target_pointer_width = "64")))]
fn thread_cpu() -> Option<Duration> {
    None
}
