//! HTML rendering (`cr docs`) of fuzzed rule text: the input is read as a rules text (each
//! rule's text also gets a planted `<zqx>` tag), the site is built, and no tag from the input
//! may survive unescaped: the planted tag never appears, and every tag in the output is one
//! the renderer itself writes for a benign document.
#![no_main]

use comprules::corpus::from_bytes;
use comprules::i18n::I18n;
use comprules::parse::Format;
use comprules::site::{self, Input};
use libfuzzer_sys::fuzz_target;
use std::collections::BTreeSet;
use std::sync::LazyLock;

fn tags(html: &str) -> BTreeSet<String> {
    let b = html.as_bytes();
    let mut out = BTreeSet::new();
    for (i, _) in html.match_indices('<') {
        let rest = &b[i + 1..];
        let rest = rest.strip_prefix(b"/").unwrap_or(rest);
        let n = rest
            .iter()
            .take_while(|c| c.is_ascii_alphanumeric() || **c == b'-')
            .count();
        if n > 0 && rest[0].is_ascii_alphabetic() {
            out.insert(String::from_utf8_lossy(&rest[..n]).to_ascii_lowercase());
        }
    }
    out
}

fn render(doc: comprules::Document) -> Vec<(String, Vec<u8>)> {
    let docs = [doc];
    let input = Input {
        docs: &docs,
        findings: &[],
        checks: &[],
        coverage: &[],
    };
    site::build(&input, &I18n::new("en-US")).files
}

/// The tags the renderer writes for a benign document (the French seed).
static ALLOWED: LazyLock<BTreeSet<String>> = LazyLock::new(|| {
    let doc = comprules::corpus::load("fr@seed").expect("bundled");
    let mut all = BTreeSet::new();
    for (path, bytes) in render(doc) {
        if path.ends_with(".html") {
            all.extend(tags(&String::from_utf8_lossy(&bytes)));
        }
    }
    all
});

fuzz_target!(|data: &[u8]| {
    let allowed = &*ALLOWED;
    let Ok(mut doc) = from_bytes(data, "fr", "fuzz.txt", "fuzz", Format::Text) else {
        return;
    };
    for r in &mut doc.rules {
        r.body.text.insert_str(0, "<zqx>");
        r.refs.clear();
        r.symbols.clear();
    }
    for (path, bytes) in render(doc) {
        if !path.ends_with(".html") {
            continue;
        }
        let html = String::from_utf8(bytes).expect("pages are UTF-8");
        assert!(!html.contains("<zqx"), "{path}: a planted tag survived");
        let extra: Vec<String> = tags(&html).difference(allowed).cloned().collect();
        assert!(extra.is_empty(), "{path}: tags from the input: {extra:?}");
    }
});
