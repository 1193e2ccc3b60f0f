//! The layers of ARCHITECTURE.md, enforced: a module of `src/` uses only modules of the layers
//! below its own (`crate::…` paths outside comments and unit tests). The few places that reach
//! sideways or up today are listed, each with why it is debt (issue 36); the list must stay
//! true both ways: a new one fails, and one that is gone must be struck off.

use crate::common::repo;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Lowest first. A module may use the modules of lower layers only.
const LAYERS: &[&[&str]] = &[
    &["rule_id", "lang", "decode", "stats", "files"],
    &["cache", "i18n", "vocab", "rule_ref"],
    &["error", "document"],
    &["inline", "text"],
    // `markdown` is the Markdown reader of `parse` (a private module beside it).
    &["parse", "markdown"],
    &["align", "engine", "links"],
    &["history"],
    &["corpus"],
    &["model"],
    &["lint", "update", "lookup", "adding", "fetch", "search"],
    &["review"],
    &["site"],
    &["cli"],
];

/// Today's exceptions: (module, module it uses, file). Debt of issue 36, not design.
const KNOWN: &[(&str, &str, &str)] = &[
    // `parse` and its Markdown reader use each other.
    ("markdown", "parse", "markdown.rs"),
    ("parse", "markdown", "parse.rs"),
];

fn layer_of(module: &str) -> Option<usize> {
    LAYERS.iter().position(|l| l.contains(&module))
}

/// Every `crate::module` a source file names outside comments and its unit tests.
fn uses(text: &str) -> BTreeSet<String> {
    let code = text.split("#[cfg(test)]").next().unwrap_or_default();
    let code: String = code
        .lines()
        .map(|l| l.split("//").next().unwrap_or_default())
        .collect::<Vec<_>>()
        .join("\n");
    let path = regex::Regex::new(r"crate::([a-z_0-9]+)").unwrap();
    let group = regex::Regex::new(r"use crate::\{([^}]*)\}").unwrap();
    let mut out: BTreeSet<String> = path.captures_iter(&code).map(|c| c[1].to_owned()).collect();
    for c in group.captures_iter(&code) {
        for part in c[1].split(',') {
            let name = part.trim().split("::").next().unwrap_or_default().trim();
            if !name.is_empty() && name.chars().all(|c| c.is_ascii_lowercase() || c == '_') {
                out.insert(name.to_owned());
            }
        }
    }
    out
}

fn walk(dir: &Path, files: &mut Vec<std::path::PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            walk(&p, files);
        } else if p.extension().is_some_and(|x| x == "rs") {
            files.push(p);
        }
    }
}

#[test]
fn every_module_uses_only_the_layers_below_it() {
    let src = repo("src");
    let mut files = Vec::new();
    walk(&src, &mut files);
    let mut found: BTreeMap<(String, String, String), ()> = BTreeMap::new();
    let mut unplaced = BTreeSet::new();
    for f in &files {
        let rel = f
            .strip_prefix(&src)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        let top = rel
            .split('/')
            .next()
            .unwrap()
            .trim_end_matches(".rs")
            .to_owned();
        if top == "main" || top == "lib" {
            continue;
        }
        let Some(mine) = layer_of(&top) else {
            unplaced.insert(top);
            continue;
        };
        for used in uses(&std::fs::read_to_string(f).unwrap()) {
            if used == top {
                continue;
            }
            // Macros exported at the crate root (`crate::declare_check!`) are not modules.
            if !src.join(format!("{used}.rs")).exists() && !src.join(&used).is_dir() {
                continue;
            }
            let Some(theirs) = layer_of(&used) else {
                unplaced.insert(used);
                continue;
            };
            if theirs >= mine {
                found.insert((top.clone(), used, rel.clone()), ());
            }
        }
    }
    assert!(
        unplaced.is_empty(),
        "modules in no layer of this test (and of ARCHITECTURE.md): {unplaced:?}"
    );
    let known: BTreeSet<(String, String, String)> = KNOWN
        .iter()
        .map(|(a, b, f)| (a.to_string(), b.to_string(), f.to_string()))
        .collect();
    let found: BTreeSet<(String, String, String)> = found.into_keys().collect();
    let new: Vec<_> = found.difference(&known).collect();
    assert!(
        new.is_empty(),
        "a module uses one of its own layer or above (module, used, file): {new:?}"
    );
    let gone: Vec<_> = known.difference(&found).collect();
    assert!(
        gone.is_empty(),
        "fixed: strike these off KNOWN in tests/all/architecture.rs: {gone:?}"
    );
}
