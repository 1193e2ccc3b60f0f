//! The search query parser (words, "phrases", AND/OR/NOT, +/-, rule numbers), then the whole
//! search on a small in-memory index of the French and Italian seeds.
#![no_main]

use comprules::search::{self, Request, Translations};
use libfuzzer_sys::fuzz_target;
use std::sync::LazyLock;

static INDEX: LazyLock<search::Opened> = LazyLock::new(|| {
    let docs = vec![
        comprules::corpus::load("fr@seed").expect("bundled"),
        comprules::corpus::load("it@seed").expect("bundled"),
    ];
    search::store::in_memory(&docs, None).expect("in-memory index")
});

fuzz_target!(|q: &str| {
    let clauses = search::query::parse(q);
    let _ = search::query::is_rule_lookup(&clauses);
    let req = Request {
        query: q.to_owned(),
        limit: 5,
        documents: None,
        translations: Translations::All,
    };
    if let Ok(hits) = search::search(&INDEX, &req) {
        for h in hits {
            // Highlights are byte ranges of the snippet on character boundaries.
            for [a, b] in h.highlights {
                assert!(
                    h.snippet.get(a..b).is_some(),
                    "highlight {a}..{b} of {:?}",
                    h.snippet
                );
            }
        }
    }
});
