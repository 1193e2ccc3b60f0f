use super::{number_span, related};
use crate::lint::{Job, Sink};
use std::collections::{BTreeSet, HashMap};

crate::declare_check! {
    /// ## What it does
    /// Pairs the translation's glossary with the glossary of the English version it follows
    /// (entry by entry, confirmed by the rules each definition refers to), then, for each
    /// English term, looks at every aligned rule pair whose English rule uses the term. When
    /// the translation's glossary rendering appears in at least 95% of the pairs and at least
    /// twenty times, the rules that render the term another way are reported, as information:
    /// a rule may rightly paraphrase (a pronoun for "the player").
    ///
    /// ## Why is this bad?
    /// A game term translated two ways reads as two different things: the player cannot
    /// tell whether "起动" and "启动" name the same action.
    ///
    /// ## Example
    /// ```text
    /// warning[CR404]: "activate" is "起动" in 212 of 214 rules, not here
    /// ```
    ///
    /// ## Precision
    /// Information: 29–35% true when labelled for issue 12.
    pub static CHECK = {
        code: "CR404",
        name: "terminology",
        severity: Info,
        run: run,
    };
}

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
pub(crate) struct TermUse {
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
pub(crate) fn term_uses<'j>(
    job: &'j Job<'_>,
) -> Option<(&'j crate::lint::Counterpart<'j>, Vec<TermUse>)> {
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
    Some((cp, out))
}

impl TermUse {
    /// The translation renders the term its glossary's way in at least 95% of its uses:
    /// the other uses are reported.
    pub(crate) fn reported(&self) -> bool {
        self.other.len() * 20 <= self.uses.len()
    }
}

fn run(job: &Job<'_>, out: &mut Sink<'_>) {
    let Some((cp, terms)) = term_uses(job) else {
        return;
    };
    for t in terms {
        let uses = t.uses.len();
        if !t.reported() {
            continue;
        }
        let consistent = (uses - t.other.len()).to_string();
        for k in t.other {
            let p = &cp.align.pairs[k];
            let f = out.at(
                Some(job.doc.rules[p.left].id),
                number_span(job.doc, p.left),
                vec![
                    ("term", t.term.clone()),
                    ("rendering", t.rendering.clone()),
                    ("count", consistent.clone()),
                    ("total", uses.to_string()),
                ],
            );
            f.related.push(related(cp, p.right, None));
        }
    }
}
