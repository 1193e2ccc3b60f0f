//! Document reading on bytes: decoding (encodings, BOMs, NUL bytes, broken UTF-8), line endings
//! and structure, as plain text and as Markdown. Reading may refuse bytes; it must never panic,
//! and what it reads must be consistent: every span lies in the decoded text on character
//! boundaries, every rule number prints and parses back to itself, every position maps back.
#![no_main]

use comprules::corpus::from_bytes;
use comprules::document::{Joined, Span};
use comprules::parse::Format;
use comprules::{Document, RuleId};
use libfuzzer_sys::fuzz_target;

fn check_span(doc: &Document, s: Span) {
    assert!(s.start <= s.end, "span {s:?} reversed");
    assert!(
        doc.text.get(s.start..s.end).is_some(),
        "span {s:?} outside the text or not on a char boundary"
    );
    let _ = doc.line_col(s.start);
    let _ = doc.line_col(s.end);
}

fn check_joined(doc: &Document, j: &Joined) {
    // In Markdown the joined text is not a copy of the source (entities, markup), so a position
    // may map past its block; it must still map to a line and column.
    for pos in [0, j.text.len() / 2, j.text.len()] {
        let _ = doc.line_col(j.source_offset(pos));
    }
}

fuzz_target!(|data: &[u8]| {
    for format in [Format::Text, Format::Markdown] {
        let Ok(doc) = from_bytes(data, "en", "fuzz.txt", "fuzz", format) else {
            continue;
        };
        for r in &doc.rules {
            check_span(&doc, r.span);
            check_joined(&doc, &r.body);
            assert_eq!(r.id.to_string().parse::<RuleId>().ok(), Some(r.id));
            for e in &r.examples {
                check_span(&doc, e.span);
                check_joined(&doc, &e.body);
            }
            for x in &r.refs {
                assert!(r.body.text.get(x.at.start..x.at.end).is_some());
            }
            for x in &r.symbols {
                assert!(r.body.text.get(x.at.start..x.at.end).is_some());
            }
        }
        for h in &doc.headings {
            check_span(&doc, h.span);
        }
        for s in &doc.stray {
            check_span(&doc, s.span);
            check_joined(&doc, &s.body);
        }
        for g in &doc.glossary {
            check_span(&doc, g.span);
        }
        if let Some(c) = doc.credits {
            check_span(&doc, c);
        }
        for line in 0..4 {
            let _ = doc.line_text(line);
        }
    }
});
