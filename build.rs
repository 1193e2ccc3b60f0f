//! Build script: compiles the bundled corpus (`rules/<lang>/*.txt|*.md`) and the Fluent
//! catalogues (`locales/<lang>/*.ftl`) into the binary, so `cr` works from any directory.
//! It also extracts the `/// CR 601.2x` tags of the cost engine and its tests (see
//! `src/links.rs`), so the links from rules to code have one source of truth: the code.

use std::env;
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};

fn sorted_entries(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = match fs::read_dir(dir) {
        Ok(rd) => rd.filter_map(|e| e.ok().map(|e| e.path())).collect(),
        Err(_) => Vec::new(),
    };
    v.sort();
    v
}

fn main() {
    let root =
        PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let out = PathBuf::from(env::var("OUT_DIR").expect("cargo sets OUT_DIR"));

    // Bundled corpus.
    let mut corpus = String::from("pub static BUNDLED: &[BundledFile] = &[\n");
    println!("cargo:rerun-if-changed=rules");
    for lang_dir in sorted_entries(&root.join("rules")) {
        if !lang_dir.is_dir() {
            continue;
        }
        let lang = lang_dir.file_name().unwrap().to_string_lossy().into_owned();
        if lang == "examples" || lang == "words" {
            continue;
        }
        println!("cargo:rerun-if-changed={}", lang_dir.display());
        for file in sorted_entries(&lang_dir) {
            let ext = file.extension().map(|e| e.to_string_lossy().into_owned());
            if !matches!(ext.as_deref(), Some("txt") | Some("md")) {
                continue;
            }
            // Provenance notes (SOURCES.md, README.md) are documentation, not rules texts.
            let stem = file.file_stem().unwrap_or_default().to_string_lossy();
            if stem.chars().all(|c| c.is_ascii_uppercase()) {
                continue;
            }
            println!("cargo:rerun-if-changed={}", file.display());
            let name = file.file_name().unwrap().to_string_lossy().into_owned();
            writeln!(
                corpus,
                "    BundledFile {{ lang: {lang:?}, path: \"rules/{lang}/{name}\", bytes: include_bytes!({:?}) }},",
                file.display().to_string()
            )
            .unwrap();
        }
    }
    corpus.push_str("];\n");
    fs::write(out.join("bundled.rs"), corpus).unwrap();

    // Fluent catalogues: every .ftl file of every locale directory.
    let mut locales = String::from("pub static CATALOGUES: &[(&str, &[(&str, &str)])] = &[\n");
    println!("cargo:rerun-if-changed=locales");
    for lang_dir in sorted_entries(&root.join("locales")) {
        if !lang_dir.is_dir() {
            continue;
        }
        println!("cargo:rerun-if-changed={}", lang_dir.display());
        let lang = lang_dir.file_name().unwrap().to_string_lossy().into_owned();
        write!(locales, "    ({lang:?}, &[").unwrap();
        for file in sorted_entries(&lang_dir) {
            if file.extension().is_some_and(|e| e == "ftl") {
                println!("cargo:rerun-if-changed={}", file.display());
                let name = file.file_name().unwrap().to_string_lossy().into_owned();
                write!(
                    locales,
                    "({name:?}, include_str!({:?})), ",
                    file.display().to_string()
                )
                .unwrap();
            }
        }
        locales.push_str("]),\n");
    }
    locales.push_str("];\n");
    fs::write(out.join("catalogues.rs"), locales).unwrap();

    // Executable scenarios (rules/examples/*.toml), for the documentation site. A checkout
    // without them builds with an empty table.
    let mut scenarios = String::from("pub static SCENARIOS: &[(&str, &str)] = &[\n");
    let examples = root.join("rules/examples");
    println!("cargo:rerun-if-changed={}", examples.display());
    for file in sorted_entries(&examples) {
        if file.extension().is_some_and(|e| e == "toml") {
            println!("cargo:rerun-if-changed={}", file.display());
            let name = file.file_name().unwrap().to_string_lossy().into_owned();
            writeln!(
                scenarios,
                "    (\"rules/examples/{name}\", include_str!({:?})),",
                file.display().to_string()
            )
            .unwrap();
        }
    }
    scenarios.push_str("];\n");
    fs::write(out.join("scenarios.rs"), scenarios).unwrap();

    // Links from rules to code: `/// CR 601.2f, 118.7a` above a `fn`, in the engine and its
    // tests. The only record of what implements and tests a rule is the code itself.
    let mut links = String::from("pub static LINKS: &[Link] = &[\n");
    let mut sources: Vec<(PathBuf, &str)> = Vec::new();
    collect_rs(&root.join("src/engine"), &mut sources, "Implementation");
    sources.push((root.join("tests/all/engine.rs"), "Test"));
    for (file, kind) in sources {
        println!("cargo:rerun-if-changed={}", file.display());
        let Ok(text) = fs::read_to_string(&file) else {
            continue;
        };
        let rel = file.strip_prefix(&root).unwrap().display().to_string();
        for (rule, function, line) in extract_tags(&text) {
            writeln!(
                links,
                "    Link {{ rule: {rule:?}, kind: LinkKind::{kind}, function: {function:?}, path: {rel:?}, line: {line} }},"
            )
            .unwrap();
        }
    }
    links.push_str("];\n");
    fs::write(out.join("links.rs"), links).unwrap();
}

fn collect_rs(dir: &Path, out: &mut Vec<(PathBuf, &'static str)>, kind: &'static str) {
    println!("cargo:rerun-if-changed={}", dir.display());
    for p in sorted_entries(dir) {
        if p.is_dir() {
            collect_rs(&p, out, kind);
        } else if p.extension().is_some_and(|e| e == "rs") {
            out.push((p, kind));
        }
    }
}

/// `(rule, function, line)` for every `/// CR <ids>` doc line followed, after more doc,
/// attribute or comment lines, by a function.
fn extract_tags(text: &str) -> Vec<(String, String, usize)> {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = Vec::new();
    for (i, l) in lines.iter().enumerate() {
        let t = l.trim_start();
        let Some(ids) = t.strip_prefix("/// CR ") else {
            continue;
        };
        let ids: Vec<&str> = ids
            .split(|c: char| c == ',' || c.is_whitespace())
            .filter(|s| !s.is_empty() && s.as_bytes()[0].is_ascii_digit())
            .map(|s| s.trim_end_matches('.'))
            .collect();
        for (k, next) in lines.iter().enumerate().skip(i + 1).take(12) {
            let n = next.trim_start();
            if n.starts_with("///") || n.starts_with("#[") || n.starts_with("//") || n.is_empty() {
                continue;
            }
            if let Some(name) = fn_name(n) {
                for id in &ids {
                    out.push((id.to_string(), name.to_string(), k + 1));
                }
            }
            break;
        }
    }
    out
}

fn fn_name(line: &str) -> Option<&str> {
    let mut rest = line;
    for prefix in [
        "pub(crate) ",
        "pub(super) ",
        "pub ",
        "const ",
        "async ",
        "unsafe ",
    ] {
        rest = rest.strip_prefix(prefix).unwrap_or(rest);
    }
    let rest = rest.strip_prefix("fn ")?;
    let end = rest.find(|c: char| !(c.is_alphanumeric() || c == '_'))?;
    Some(&rest[..end])
}
