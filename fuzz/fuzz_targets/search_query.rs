//! The search query parser (words, "phrases", AND/OR/NOT, +/-, rule numbers), then the whole
//! search on a small in-memory index of the French and Italian seeds.
#![no_main]

use comprules::search::{self, Request, Translations, query::Clause};
use libfuzzer_sys::fuzz_target;
use std::sync::LazyLock;
use tantivy::query::Occur;

static INDEX: LazyLock<search::Opened> = LazyLock::new(|| {
    let docs = vec![
        comprules::corpus::load("fr@seed").expect("bundled"),
        comprules::corpus::load("it@seed").expect("bundled"),
    ];
    search::store::in_memory(&comprules::model::Db::new(), &docs, None).expect("in-memory index")
});

fuzz_target!(|q: &str| {
    let clauses = search::query::parse(q);
    let _ = search::query::is_rule_lookup(&clauses);
    // tantivy 0.27 debug-asserts when an exhausted phrase scorer is asked to exclude a document
    // (quickwit-oss/tantivy#2811): a debug-build panic only, harmless in release. Excluded
    // clauses that become phrases (several tokens, or CJK bigrams) are not searched here; see
    // the ignored test regressions::excluding_a_phrase_in_a_debug_build.
    let excluded_phrase = clauses.iter().any(|(o, c)| {
        *o == Occur::MustNot
            && match c {
                Clause::Phrase(_) => true,
                Clause::Word(w) => !w.chars().all(|ch| ch.is_ascii_alphanumeric()),
                Clause::Rule(_) => false,
            }
    });
    if excluded_phrase {
        return;
    }
    let req = Request {
        query: q.to_owned(),
        limit: 5,
        documents: None,
        translations: Translations::All,
        explain: true,
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
