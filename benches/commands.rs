//! Whole commands in-process (issue 22), each run with a database of its own as a process has
//! (nothing parsed or decided before), its standard output written to a sink: `cr show
//! 601.2f` against `cr show 601.2f --in en` (target: at most twice), `cr lint fr it` with the
//! spelling verdicts cached, and `cr docs` on the bundled corpus (target: 1 s). What start-up
//! adds is measured from outside with hyperfine (docs/reference/performance.md). Run: `cargo
//! bench --bench commands`.

use std::ffi::OsString;
use std::process::ExitCode;

fn main() {
    divan::main();
}

fn cr(args: &[&str]) -> ExitCode {
    let argv: Vec<OsString> = std::iter::once("cr")
        .chain(args.iter().copied())
        .map(OsString::from)
        .collect();
    comprules::cli::run_into(argv, &mut std::io::sink())
}

/// Today's English and every bundled translation.
#[divan::bench(sample_count = 20)]
fn show_everywhere() -> ExitCode {
    cr(&["show", "601.2f"])
}

/// Today's English alone: the unit the target is measured in.
#[divan::bench(sample_count = 20)]
fn show_in_english() -> ExitCode {
    cr(&["show", "601.2f", "--in", "en"])
}

/// The seeds against the English each follows, the dictionaries' verdicts cached (a
/// translator running `cr lint` again after an edit).
#[divan::bench(sample_count = 10)]
fn lint_seeds(b: divan::Bencher) {
    let cache = tempfile::tempdir().expect("temporary cache");
    let dir = cache
        .path()
        .to_str()
        .expect("a UTF-8 temporary path")
        .to_owned();
    // SAFETY: set before any thread of this benchmark reads the environment.
    unsafe { std::env::set_var("CR_CACHE_DIR", &dir) };
    cr(&["lint", "fr", "it"]);
    b.bench(|| cr(&["lint", "fr", "it"]));
}

/// The whole site of the bundled corpus, written to a fresh directory each time.
#[divan::bench(sample_count = 5)]
fn docs(b: divan::Bencher) {
    let root = tempfile::tempdir().expect("temporary directory");
    let mut n = 0;
    b.bench_local(|| {
        n += 1;
        let out = root.path().join(format!("site-{n}"));
        cr(&[
            "docs",
            "--out",
            out.to_str().expect("a UTF-8 temporary path"),
        ])
    });
}
