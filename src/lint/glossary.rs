//! The terms of a translation's glossary and their uses in its rules: each English glossary
//! term paired with the translation's rendering (entry by entry), and the rule pairs whose
//! English uses the term, with those whose translation lacks the rendering. Computed once per
//! job ([`Job::term_uses`]) and read by two checks: `terminology` reports the odd renderings,
//! `dropped-content` leaves those rules to it.

use super::Job;
use std::collections::{BTreeSet, HashMap};

/// A term must occur in this many English rules to be checked.
const MIN_USES: usize = 20;

fn refs(text: &str) -> BTreeSet<crate::rule_id::RuleId> {
    crate::inline::references(text)
        .into_iter()
        .map(|r| r.target)
        .collect()
}

/// True when `term` occurs in `text` as whole words (ASCII boundaries).
fn has_word(text: &str, term: &str) -> bool {
    let b = text.as_bytes();
    let mut from = 0;
    while let Some(k) = text[from..].find(term) {
        let (s, e) = (from + k, from + k + term.len());
        let before = s == 0 || !b[s - 1].is_ascii_alphanumeric();
        let after = e >= b.len() || !b[e].is_ascii_alphanumeric();
        if before && after {
            return true;
        }
        from = e;
    }
    false
}

/// An English glossary term and how the translation's glossary renders it, with the rule
/// pairs (indices into the base counterpart's pairs) whose English rule uses the term.
pub struct TermUse {
    pub term: String,
    pub rendering: String,
    /// Pairs whose English rule uses the term.
    pub uses: Vec<usize>,
    /// Of those, the pairs whose translated rule lacks the rendering.
    pub other: Vec<usize>,
}

/// The glossary terms of the base counterpart (the English version the document follows),
/// (or of the release the translation follows, when `--against` gives another one), paired
/// entry by entry with the translation's glossary, each with its uses; terms used in
/// fewer than [`MIN_USES`] rules are left out. Empty for English, or when the glossaries
/// cannot be paired.
pub(super) fn term_uses(job: &Job<'_>) -> Option<Vec<TermUse>> {
    let cp = job.english()?;
    // The glossary pairs entry by entry with the English the translation follows; with
    // `--against` another release, that release's glossary (which may have more entries)
    // is not the one to pair with.
    let g = &job.doc.glossary;
    let eg = match job.followed {
        Some(f) if cp.doc.glossary.len() != g.len() => &f.glossary,
        _ => &cp.doc.glossary,
    };
    if g.is_empty() || g.len() != eg.len() {
        return None;
    }
    // The English side of every pair, lowercased, and an index from word to pairs.
    let en: Vec<String> = cp
        .align
        .pairs
        .iter()
        .map(|p| cp.doc.rules[p.right].text().to_lowercase())
        .collect();
    let mut index: HashMap<&str, Vec<usize>> = HashMap::new();
    for (k, t) in en.iter().enumerate() {
        let mut seen = BTreeSet::new();
        for w in t
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| w.len() > 2)
        {
            if seen.insert(w) {
                index.entry(w).or_default().push(k);
            }
        }
    }
    // Each translated rule lowercased once, when a term first asks for it.
    let lowered: Vec<std::cell::OnceCell<String>> = vec![Default::default(); cp.align.pairs.len()];
    let mut out = Vec::new();
    for (t, e) in g.iter().zip(eg) {
        let (rt, re) = (refs(&t.definition.text), refs(&e.definition.text));
        if rt.is_empty() || rt != re {
            continue;
        }
        let term = e.bare_term().to_lowercase();
        let rendering = t.bare_term().to_lowercase();
        if term.len() < 4 || rendering.is_empty() {
            continue;
        }
        let first = term.split(' ').next().unwrap_or("");
        let Some(cands) = index.get(first) else {
            continue;
        };
        let mut uses = Vec::new();
        let mut other = Vec::new();
        for &k in cands {
            if !has_word(&en[k], &term) {
                continue;
            }
            uses.push(k);
            let p = &cp.align.pairs[k];
            if !lowered[k]
                .get_or_init(|| job.doc.rules[p.left].text().to_lowercase())
                .contains(&rendering)
            {
                other.push(k);
            }
        }
        if uses.len() >= MIN_USES {
            out.push(TermUse {
                term,
                rendering,
                uses,
                other,
            });
        }
    }
    Some(out)
}

impl TermUse {
    /// The translation renders the term its glossary's way in at least 95% of its uses:
    /// the other uses are reported.
    pub fn reported(&self) -> bool {
        self.other.len() * 20 <= self.uses.len()
    }
}
