//! One file per check. Each file declares its check with [`crate::declare_check!`]; the `///`
//! comment above the declaration is the check's user documentation (`cr explain CODE`), with
//! `## What it does`, `## Why is this bad?` and `## Example`. Codes: CR1xx structure,
//! CR2xx symbols, numbers and references, CR3xx sentences, CR4xx the text itself.

pub mod bound_mismatch;
pub mod dangling_xref;
pub mod dropped_content;
pub mod duplicate_number;
pub mod english_erratum;
pub mod extra_rule;
pub mod extra_sentence;
pub mod inconsistency;
pub mod malformed_symbol;
pub mod missing_rule;
pub mod missing_sentence;
pub mod missing_symbol;
pub mod missing_xref;
pub mod number_mismatch;
pub mod numbering_order;
pub mod polarity;
pub mod renumbered;
pub mod spelling;
pub mod staleness;
pub mod stray_text;
pub mod symbol_mismatch;
pub mod term_swap;
pub mod terminology;
pub mod typo;
pub mod unbalanced_brackets;
pub mod untranslated;
pub mod xref_mismatch;

use super::text::{char_len, excerpt};
use super::{Counterpart, Related};
use crate::document::{Document, Span};

/// The span of a rule's number at the start of its line.
pub(crate) fn number_span(doc: &Document, i: usize) -> Span {
    let r = &doc.rules[i];
    let id = r.id.to_string();
    let start = r.span.start;
    let mut end = (start + 40).min(doc.text.len());
    while !doc.text.is_char_boundary(end) {
        end -= 1;
    }
    let head = &doc.text[start..end];
    match head.find(&id) {
        Some(k) => Span {
            start: start + k,
            end: start + k + id.len(),
        },
        None => Span { start, end: start },
    }
}

/// The counterpart rule of a pair, as a related location with an excerpt of its text.
pub(crate) fn related(cp: &Counterpart<'_>, right: usize, around: Option<Span>) -> Related {
    let text = cp.doc.rules[right].text();
    let ex = match around {
        Some(s) => excerpt(text, s, 100),
        None => excerpt(text, Span { start: 0, end: 0 }, 100),
    };
    Related::rule_of(cp.doc, right, Some(ex))
}

/// Rule numbers that are unpaired on both sides of an alignment: a rule whose counterpart
/// exists under the same number but was not recognised (a heading given in two languages,
/// `701.19. 찾기 Search`; a card-name list glossed in brackets, 206.3c). Such a rule is
/// neither missing nor extra.
pub(crate) fn unpaired_on_both_sides(
    cp: &Counterpart<'_>,
) -> std::collections::HashSet<crate::rule_id::RuleId> {
    let left: std::collections::HashSet<_> = cp
        .align
        .left_only
        .iter()
        .map(|&i| cp.align.left.rules[i].id)
        .collect();
    cp.align
        .right_only
        .iter()
        .map(|&j| cp.doc.rules[j].id)
        .filter(|id| left.contains(id))
        .collect()
}

/// A piece the splitter cut out of a longer sentence, or a cross-reference: not a sentence
/// that can be missing.
fn not_a_sentence(s: &str) -> bool {
    let t = s.trim();
    // A cross-reference ("See rule 709, “Split Cards.”", "（参见规则601.2b。"): translations
    // move these in and out of the sentence before them; xref-mismatch compares references.
    let refs = crate::inline::references(t);
    if !refs.is_empty() {
        let mut rest = t.to_owned();
        for r in refs.iter().rev() {
            rest.replace_range(r.at.start..r.at.end, "");
        }
        let cjk = rest.chars().any(crate::document::is_cjk);
        if char_len(&rest) < if cjk { 12 } else { 40 } {
            return true;
        }
    }
    t.ends_with(" .") || t.starts_with('.') || t.contains(". .")
}

/// How much worse the lengths of two rules may fit once a sentence is taken out for the
/// sentence to count as missing (in units of |ln ratio|).
const LENGTH_SLACK: f32 = 0.15;

/// Sentences of one side of a pair that have no counterpart on the other side, after
/// ruling out merges (one sentence translated as two) and requiring the lengths of the
/// whole rules to agree that a sentence is missing. `left` picks the checked side. Each
/// comes with where it belongs on the other side ([`Unmatched::place`]).
pub(crate) fn unmatched_sentences(cp: &Counterpart<'_>, pair: usize, left: bool) -> Vec<Unmatched> {
    let p = &cp.align.pairs[pair];
    let sp = &cp.sentences()[pair];
    // Lengths without references and asides (a translator's note has no counterpart).
    let (lt, rt) = (sp.left_text.as_str(), sp.right_text.as_str());
    let len = |t: &str, s: &Span| char_len(&t[s.start..s.end]) as f32;
    let ratio = cp.ratio.max(0.05);
    let (ltot, rtot) = (char_len(lt) as f32, char_len(rt) as f32);
    let fit = |l: f32, r: f32| (l.max(1.0) / (ratio * r.max(1.0))).ln().abs();
    let whole = fit(ltot, rtot);
    let mut out = Vec::new();
    for (k, &(a, b)) in sp.pairs.iter().enumerate() {
        let (mine, theirs) = if left { (a, b) } else { (b, a) };
        let (Some(m), None) = (mine, theirs) else {
            continue;
        };
        let (my_spans, my_text) = if left {
            (&sp.left, lt)
        } else {
            (&sp.right, rt)
        };
        let s = my_spans[m];
        let n = len(my_text, &s);
        let min = if crate::document::is_cjk(my_text[s.start..].chars().next().unwrap_or(' ')) {
            6.0
        } else {
            20.0
        };
        let original = if left {
            cp.align.left.rules[p.left].text()
        } else {
            cp.doc.rules[p.right].text()
        };
        if n < min || not_a_sentence(&original[s.start..s.end]) {
            continue;
        }
        // The rules' lengths must not say that nothing is missing.
        let without = if left {
            fit(ltot - n, rtot)
        } else {
            fit(ltot, rtot - n)
        };
        if without > whole + LENGTH_SLACK {
            continue;
        }
        // A neighbour pair that fits badly alone and well with this sentence is a merge.
        let merged = [k.checked_sub(1), Some(k + 1)]
            .into_iter()
            .flatten()
            .filter_map(|q| sp.pairs.get(q))
            .any(|&(x, y)| {
                let (Some(x), Some(y)) = (x, y) else {
                    return false;
                };
                let (lx, ry) = (len(lt, &sp.left[x]), len(rt, &sp.right[y]));
                let alone = fit(lx, ry);
                let together = if left {
                    fit(lx + n, ry)
                } else {
                    fit(lx, ry + n)
                };
                alone > 0.3 && together < 0.25
            });
        if !merged {
            // The other side's last sentence before this one, else its first after it.
            let theirs = |q: &(Option<usize>, Option<usize>)| if left { q.1 } else { q.0 };
            let their_spans = if left { &sp.right } else { &sp.left };
            let place = sp.pairs[..k]
                .iter()
                .rev()
                .find_map(theirs)
                .or_else(|| sp.pairs[k + 1..].iter().find_map(theirs))
                .map(|t| their_spans[t]);
            out.push(Unmatched { sentence: s, place });
        }
    }
    out
}

/// A sentence with no counterpart, and where it belongs on the other side.
pub(crate) struct Unmatched {
    /// The sentence, in its own rule's text.
    pub sentence: Span,
    /// In the other rule's text: the sentence it follows (or, when it comes first, the one it
    /// precedes); None when the other rule has no sentence.
    pub place: Option<Span>,
}
