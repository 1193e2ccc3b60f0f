//! HTML rendering (`cr docs`) of fuzzed rule text: the input is read as a rules text (each
//! rule's text also gets a planted `<zqx>` tag), the site is built, and no tag from the input
//! may survive unescaped: the planted tag never appears, and every tag of a page is one the
//! renderer writes for the same text with its `<` made harmless.
#![no_main]

use comprules::corpus::from_bytes;
use comprules::i18n::I18n;
use comprules::model::Db;
use comprules::parse::Format;
use comprules::site::{self, Input};
use libfuzzer_sys::fuzz_target;
use std::collections::{BTreeMap, BTreeSet};
use std::sync::LazyLock;

/// The database of this fuzzing process: every input is rendered with it, as the documents of
/// one `cr docs` run are.
static DB: LazyLock<Db> = LazyLock::new(Db::new);

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
        db: &DB,
        docs: &docs,
        findings: &[],
        reviews: &[],
        checks: &[],
        coverage: &[],
    };
    site::build(&input, &I18n::new("en-US")).files
}

/// The pages of a text: path → the set of tags. Each rule's text gets a planted `<zqx>` tag
/// when `plant` is set.
fn pages(data: &[u8], plant: bool) -> Option<BTreeMap<String, BTreeSet<String>>> {
    let mut doc = from_bytes(data, "fr", "fuzz.txt", "fuzz", Format::Text).ok()?;
    for r in &mut doc.rules {
        if plant {
            r.body.text.insert_str(0, "<zqx>");
        }
        r.refs.clear();
        r.symbols.clear();
    }
    let mut out = BTreeMap::new();
    for (path, bytes) in render(doc) {
        if path.ends_with(".html") {
            let html = String::from_utf8(bytes).expect("pages are UTF-8");
            assert!(!html.contains("<zqx"), "{path}: a planted tag survived");
            out.insert(path, tags(&html));
        }
    }
    Some(out)
}

/// One input: the planted tags never survive, and no page holds a tag the benign text lacks.
fn check(data: &[u8]) {
    let Some(real) = pages(data, true) else {
        return;
    };
    // The same text with every `<` made harmless: the tags of its pages are the renderer's own,
    // for this document's structure (glossary, examples, headings...). The real pages may
    // hold no other.
    let benign: Vec<u8> = data
        .iter()
        .map(|&b| if b == b'<' { b'_' } else { b })
        .collect();
    let Some(own) = pages(&benign, false) else {
        return;
    };
    for (path, tags) in &real {
        // A rule history page shows the English releases the document is found to follow,
        // which the planted tags may change (the content differs), so the two sides need not
        // have the same history pages. The planted tag was checked absent from every page.
        if path.starts_with("history-") {
            continue;
        }
        let allowed = own
            .get(path)
            .unwrap_or_else(|| panic!("{path}: no benign page"));
        let extra: Vec<&String> = tags.difference(allowed).collect();
        assert!(extra.is_empty(), "{path}: tags from the input: {extra:?}");
    }
}

fuzz_target!(
    // The site's rule history pages read every English release once per process: parse them
    // before the first input, so that each input's time (and libFuzzer's per-input timeout)
    // is the rendering of that input, not the one-off unpacking of the history.
    init: {
        DB.all_releases();
    },
    |data: &[u8]| check(data)
);
