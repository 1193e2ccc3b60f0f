//! Parsing speed: en 2026-01-16 (954 KB, UTF-8 with BOM, CR-only line endings), decoding
//! included. Target (issue 2): at most 10 ms in a release build. Run: `cargo bench --bench parse`.

use comprules::corpus;
use comprules::parse::Format;

fn main() {
    divan::main();
}

fn bundled(path: &str) -> &'static [u8] {
    corpus::BUNDLED
        .iter()
        .find(|b| b.path == path)
        .expect("bundled file")
        .bytes
}

#[divan::bench(args = ["rules/en/cr-2026-01-16.txt", "rules/en/cr-2015-07-17.txt", "rules/zh/cr-2023-10-13.txt"])]
fn parse_document(path: &str) -> usize {
    let bytes = bundled(path);
    let d = corpus::from_bytes(divan::black_box(bytes), "en", path, "x", Format::Text).unwrap();
    d.rule_count()
}

#[divan::bench]
fn parse_whole_bundled_corpus() -> usize {
    corpus::load_all_bundled().len()
}
