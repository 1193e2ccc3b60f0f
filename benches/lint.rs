//! Linting speed (issue 4): the seeds against each other and their English versions (target:
//! 50 ms for the whole process), with and without the spelling cache, and zh 2023-10-13 against en 2023-10-13 (target: 1 s for the
//! whole process, spelling included). Run: `cargo bench --bench lint`; the whole-process
//! figures in the README are measured with hyperfine on `cr lint`.

use comprules::lint::config::Config;
use comprules::lint::plan::{self, Options};
use std::path::Path;

fn main() {
    divan::main();
}

fn run(specs: &[&str], against: Option<&str>, cache: Option<&Path>) -> usize {
    // A database of its own, as each process has: nothing parsed or decided before.
    plan::run(
        &comprules::model::Db::new(),
        &Options {
            specs: specs.iter().map(|s| s.to_string()).collect(),
            against: against.map(str::to_owned),
            config: Config::default(),
            cache: cache.map(Path::to_path_buf),
            signals: false,
        },
    )
    .expect("lint runs")
    .findings
    .len()
}

/// Every run compiles the French and Italian dictionaries.
#[divan::bench(sample_count = 10)]
fn seeds() -> usize {
    run(&["fr", "it"], None, None)
}

/// The dictionaries' verdicts come from the cache of an earlier run (as when a translator
/// runs `cr lint` again after an edit).
#[divan::bench(sample_count = 10)]
fn seeds_cached(b: divan::Bencher) {
    let cache = tempfile::tempdir().expect("temporary cache");
    run(&["fr", "it"], None, Some(cache.path()));
    b.bench(|| run(&["fr", "it"], None, Some(cache.path())));
}

#[divan::bench(sample_count = 10)]
fn chinese_against_english_2023() -> usize {
    run(&["zh@2023-10-13"], Some("en@2023-10-13"), None)
}
