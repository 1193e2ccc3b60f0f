//! Alignment speed, parsing excluded. Target (issue 3): zh 2023-10-13 ↔ en 2013-02-01 (about
//! 2900 × 1900 rules) in at most 300 ms. Run: `cargo bench --bench align`.

use comprules::{Document, align, corpus};

fn main() {
    divan::main();
}

fn docs(a: &str, b: &str) -> (Document, Document) {
    (corpus::load(a).unwrap(), corpus::load(b).unwrap())
}

#[divan::bench(args = [("zh", "en@2013-02-01"), ("zh", "en@2023-10-13"), ("en@2013-02-01", "en@2026-01-16"), ("it", "en@2026-01-16")])]
fn align_documents(bencher: divan::Bencher, (a, b): (&str, &str)) {
    let (l, r) = docs(a, b);
    bencher.bench_local(|| {
        align::align(divan::black_box(&l), divan::black_box(&r))
            .pairs
            .len()
    });
}
