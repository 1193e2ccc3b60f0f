//! Counters of the work a run does: documents parsed, pairs aligned by content, pairs aligned
//! through the history, and decisions of what a document follows. With `CR_STATS=1`, `cr`
//! prints them on stderr when it ends; the tests read them there to check that a run reads
//! each document once and aligns each pair once. Counting costs one relaxed atomic add.

use std::sync::atomic::{AtomicUsize, Ordering};

pub static PARSED: AtomicUsize = AtomicUsize::new(0);
pub static ALIGNED: AtomicUsize = AtomicUsize::new(0);
pub static COMPOSED: AtomicUsize = AtomicUsize::new(0);
pub static DECIDED: AtomicUsize = AtomicUsize::new(0);

/// Counts one more of `counter`.
pub fn count(counter: &AtomicUsize) {
    counter.fetch_add(1, Ordering::Relaxed);
}

/// `(parsed, aligned, composed, decided)` so far in this process.
pub fn snapshot() -> (usize, usize, usize, usize) {
    let get = |c: &AtomicUsize| c.load(Ordering::Relaxed);
    (get(&PARSED), get(&ALIGNED), get(&COMPOSED), get(&DECIDED))
}
