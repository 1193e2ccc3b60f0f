//! Parsing speed: en 2026-01-16 (954 KB, UTF-8 with BOM, CR-only line endings), decoding
//! included. Target (issue 2): at most 10 ms in a release build. Also: unpacking one release
//! from the history and every release at once. Run: `cargo bench --bench parse`.

use comprules::corpus;
use comprules::history;
use comprules::parse::Format;

fn main() {
    divan::main();
}

#[divan::bench(args = ["en@2026-01-16", "en@2015-07-17", "zh@2023-10-13"])]
fn parse_document(bencher: divan::Bencher, spec: &str) {
    let (lang, version) = spec.split_once('@').unwrap();
    let b = corpus::find_bundled(lang, Some(version)).unwrap();
    let bytes = b.bytes().into_owned();
    bencher.bench(|| {
        corpus::from_bytes(divan::black_box(&bytes), lang, &b.path, "x", Format::Text)
            .unwrap()
            .rule_count()
    });
}

/// One release out of the pack (at most a key frame and the deltas after it).
#[divan::bench(args = ["2009-10-01", "2026-01-16"])]
fn unpack_one_release(version: &str) -> usize {
    history::find(version).unwrap().bytes().unwrap().len()
}

/// Every release unpacked and parsed (what `cr fingerprint` and `cr history` start with).
#[divan::bench(sample_count = 10)]
fn unpack_and_parse_every_release() -> usize {
    history::load_all().len()
}

#[divan::bench]
fn parse_default_corpus() -> usize {
    comprules::model::default_corpus(&comprules::model::Db::new()).len()
}
