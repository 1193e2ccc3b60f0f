//! The documentation cannot go stale: every console example of README.md and docs/ runs here,
//! and the lint checks reference is generated from the check registry.
//!
//! Examples are ```` ```console ```` blocks: `$ cr …` lines, then exactly what `cr` prints
//! (stdout and stderr, in order), `? N` after the command for an exit code other than 0, `[..]`
//! for part of a line and `...` for lines that vary. They run from the repository's root, in
//! English, without colour, with a cache directory of their own. After an output change,
//! `TRYCMD=overwrite cargo test --test all docs_examples` rewrites the blocks; read the diff.

use std::path::Path;

use comprules::lint::{CHECKS, Check};

use crate::common::repo;

/// Every console block of README.md and docs/**/*.md prints what it shows.
#[test]
fn docs_examples() {
    let cache = tempfile::tempdir().expect("temporary cache");
    let cases = trycmd::TestCases::new();
    cases
        .register_bin("cr", Path::new(env!("CARGO_BIN_EXE_cr")))
        .default_bin_name("cr")
        .env("LC_ALL", "C")
        .env("LC_MESSAGES", "C")
        .env("LANG", "C")
        .env("NO_COLOR", "1")
        .env("COLUMNS", "100")
        .env("CR_CACHE_DIR", cache.path().display().to_string())
        .env(
            "CR_DATA_DIR",
            cache.path().join("data").display().to_string(),
        )
        .timeout(std::time::Duration::from_secs(300))
        .case(repo("README.md"))
        .case(repo("docs/**/*.md"));
    cases.run();
}

/// docs/reference/checks.md is `cr explain` for every check, in code order: rewritten with
/// `CR_BLESS=1`, and a failure when the registry and the file differ.
#[test]
fn checks_reference_is_generated() {
    let path = repo("docs/reference/checks.md");
    let want = checks_reference(CHECKS);
    if std::env::var_os("CR_BLESS").is_some() {
        std::fs::write(&path, &want).expect("write docs/reference/checks.md");
        return;
    }
    let have = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        have == want,
        "docs/reference/checks.md is not what the check registry says: \
         run `CR_BLESS=1 cargo test --test all checks_reference` and commit it"
    );
}

/// The reference page: a table of every check, then each check's documentation with its
/// headings one level down.
fn checks_reference(checks: &[&Check]) -> String {
    let mut s = String::from(
        "# Lint checks\n\n\
         <!-- Generated from the check registry (src/lint/registry.rs) by \
         tests/all/docs_examples.rs: do not edit. After changing a check's `///` comment, run \
         `CR_BLESS=1 cargo test --test all checks_reference`. -->\n\n\
         Every check of `cr lint`, in code order: the same text as `cr explain CODE`, and as \
         the `help` of each rule in SARIF output. A check's severity can be changed or the \
         check turned off in `cr.toml` ([commands.md](commands.md)).\n\n\
         | code | name | default severity | what it reports |\n|---|---|---|---|\n",
    );
    for c in checks {
        s.push_str(&format!(
            "| [{code}](#{anchor}) | `{name}` | {sev} | {summary} |\n",
            code = c.code,
            anchor = format!("{}-{}", c.code, c.name).to_lowercase(),
            name = c.name,
            sev = c.severity.as_str(),
            summary = c.summary().replace('|', "\\|"),
        ));
    }
    for c in checks {
        s.push_str(&format!(
            "\n## {} {}\n\nDefault severity: {}.\n\n",
            c.code,
            c.name,
            c.severity.as_str()
        ));
        let mut fenced = false;
        for line in c.docs().lines() {
            if line.starts_with("```") {
                fenced = !fenced;
            }
            if !fenced && line.starts_with('#') {
                s.push('#');
            }
            s.push_str(line);
            s.push('\n');
        }
    }
    s
}
