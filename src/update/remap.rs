//! `cr remap`: the rule citations of any text (Markdown, plain text, code comments) rewritten
//! from one English release's numbering to another's, through the alignment of the two
//! releases along the English history (the same renumbering `cr update` applies to a
//! translation's references). Citations are found by the one reference reader,
//! [`crate::inline::references`] ("rule 601.2e", "702.45", ranges "601.2a–d"), plus bare
//! chapter numbers that continue a list ("rules 614 and 615"). A citation of a rule that the
//! newer release no longer has is left as it is and reported.

use super::Renumber;
use super::edit::renumbered_reference;
use crate::document::{Document, Reference, Span};
use crate::inline;
use crate::model::Db;
use crate::rule_id::RuleId;
use regex::Regex;
use serde::Serialize;
use std::sync::LazyLock;

/// What became of one citation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum CitationStatus {
    /// The same rule has the same number in both releases.
    Same,
    /// Rewritten to the rule's number in the newer release.
    Renumbered,
    /// The release cited from has no such rule, or the newer one no longer has it: left as
    /// it is.
    Gone,
    /// Renumbered, but written in a form that cannot carry the new numbers (a letter-only
    /// range that now crosses a rule): left as it is.
    Left,
}

/// One citation in the text.
#[derive(Debug, Clone)]
pub struct Citation {
    /// Byte range in the input text.
    pub at: Span,
    /// 1-based line of the citation in the input.
    pub line: usize,
    /// As written.
    pub old: String,
    /// As rewritten (the same as `old` unless renumbered).
    pub new: String,
    /// The rule (and the last rule of a range) in the newer release, when it has them.
    pub target: Option<RuleId>,
    pub end: Option<RuleId>,
    pub status: CitationStatus,
}

/// A text with its citations rewritten.
#[derive(Debug, Clone)]
pub struct Remapped {
    pub text: String,
    pub citations: Vec<Citation>,
}

impl Remapped {
    pub fn count(&self, s: CitationStatus) -> usize {
        self.citations.iter().filter(|c| c.status == s).count()
    }
}

/// A bare chapter number continuing a list of citations: ", 615", " and 615", " or 615".
static LIST_NEXT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(?:\s*,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+)([0-9]{3})\b")
        .expect("valid regex")
});

/// Every citation of `text`: the reference reader's, and the chapters that continue a list.
fn citations(text: &str) -> Vec<Reference> {
    let mut refs = inline::references(text);
    let mut extra = Vec::new();
    for (k, r) in refs.iter().enumerate() {
        let mut end = r.at.end;
        let next_start = refs.get(k + 1).map_or(text.len(), |n| n.at.start);
        while let Some(c) = LIST_NEXT.captures(&text[end..]) {
            let m = c.get(1).expect("group 1");
            let (s, e) = (end + m.start(), end + m.end());
            if s >= next_start || text.as_bytes().get(e) == Some(&b'.') {
                break;
            }
            let Ok(id) = text[s..e].parse::<RuleId>() else {
                break;
            };
            extra.push(Reference {
                target: id,
                end: None,
                at: Span { start: s, end: e },
            });
            end = e;
        }
    }
    refs.extend(extra);
    refs.sort_by_key(|r| r.at.start);
    refs
}

/// Rewrites every citation of `text` from `from`'s numbering to `to`'s (two English
/// releases).
pub fn remap(db: &Db, text: &str, from: &Document, to: &Document) -> Remapped {
    let al = db.align(from, to);
    let renumber = Renumber::new(&al);
    let mut out = String::with_capacity(text.len());
    let mut citations_out = Vec::new();
    let mut pos = 0;
    let mut line = 1;
    let mut line_pos = 0;
    for r in citations(text) {
        line += text[line_pos..r.at.start].matches('\n').count();
        line_pos = r.at.start;
        let old = &text[r.at.start..r.at.end];
        let target = renumber.get(&r.target);
        let end = r.end.map(|e| renumber.get(&e));
        let gone = target.is_none() || end.is_some_and(|e| e.is_none());
        let (new, status) = if gone {
            (old.to_owned(), CitationStatus::Gone)
        } else {
            match renumbered_reference(old, &r, &renumber) {
                Some(n) => (n, CitationStatus::Renumbered),
                None if target == Some(r.target) && end.flatten() == r.end => {
                    (old.to_owned(), CitationStatus::Same)
                }
                None => (old.to_owned(), CitationStatus::Left),
            }
        };
        out.push_str(&text[pos..r.at.start]);
        out.push_str(&new);
        pos = r.at.end;
        citations_out.push(Citation {
            at: r.at,
            line,
            old: old.to_owned(),
            new,
            target,
            end: end.flatten(),
            status,
        });
    }
    out.push_str(&text[pos..]);
    Remapped {
        text: out,
        citations: citations_out,
    }
}
