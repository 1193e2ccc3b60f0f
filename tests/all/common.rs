//! Shared helpers: paths in the repository and running the `cr` binary.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

pub fn repo(rel: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(rel)
}

/// The git blob hash of some bytes (`git hash-object`): how the corpus's provenance names files.
pub fn blob(bytes: &[u8]) -> String {
    let mut h = sha1_smol::Sha1::new();
    h.update(format!("blob {}\0", bytes.len()).as_bytes());
    h.update(bytes);
    h.digest().to_string()
}

/// Runs `cr` with these arguments, in English, from a neutral directory.
pub fn cr(args: &[&str]) -> Output {
    cr_env(args, &[])
}

/// A cache directory for the whole test run, so that `cr` never writes the user's.
fn test_cache() -> &'static Path {
    static DIR: std::sync::OnceLock<tempfile::TempDir> = std::sync::OnceLock::new();
    DIR.get_or_init(|| tempfile::tempdir().expect("temporary cache"))
        .path()
}

/// An empty data directory for the whole test run, so that `cr` never reads the documents
/// the user added (a test that adds some gives its own).
fn test_data() -> &'static Path {
    static DIR: std::sync::OnceLock<tempfile::TempDir> = std::sync::OnceLock::new();
    DIR.get_or_init(|| tempfile::tempdir().expect("temporary data directory"))
        .path()
}

/// `cr` with these arguments, in English, from a neutral directory, with the test run's cache
/// and an empty data directory: ready to run or to spawn.
pub fn cr_command(args: &[&str]) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_cr"));
    c.args(args)
        .current_dir(std::env::temp_dir())
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C")
        .env("CR_CACHE_DIR", test_cache())
        .env("CR_DATA_DIR", test_data());
    c
}

pub fn cr_env(args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut c = cr_command(args);
    for (k, v) in env {
        c.env(k, v);
    }
    c.output().expect("cr runs")
}

pub fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

pub fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// Asserts a clean one-line error naming `needle`, with exit code 2 and no panic.
pub fn assert_error(o: &Output, needle: &str) {
    let err = stderr(o);
    assert_eq!(o.status.code(), Some(2), "exit code; stderr: {err}");
    assert!(!err.contains("panicked"), "panic: {err}");
    assert_eq!(err.trim_end().lines().count(), 1, "one line: {err}");
    assert!(err.contains(needle), "{err:?} should name {needle:?}");
}

/// The database the library-level tests of this binary share, as one run would.
pub fn db() -> &'static comprules::model::Db {
    static DB: std::sync::LazyLock<comprules::model::Db> =
        std::sync::LazyLock::new(comprules::model::Db::new);
    &DB
}

/// Every file under `dir`, by path relative to it, with its bytes.
pub fn snapshot(dir: &Path) -> std::collections::BTreeMap<std::path::PathBuf, Vec<u8>> {
    let mut out = std::collections::BTreeMap::new();
    let mut stack = vec![dir.to_owned()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                stack.push(p);
            } else {
                out.insert(
                    p.strip_prefix(dir).unwrap().to_owned(),
                    std::fs::read(&p).unwrap(),
                );
            }
        }
    }
    out
}

/// Today's English: the effective date of the newest bundled release.
pub fn today() -> &'static str {
    &comprules::history::newest().effective
}

/// A string about today's English written with the date of 2026-01-16, the release the tests
/// were first written against: the tests hold whatever release the bundle ends with.
pub fn t(s: &str) -> String {
    s.replace("2026-01-16", today())
}
