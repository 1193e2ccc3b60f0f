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
}
