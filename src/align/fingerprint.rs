//! Which English version a translation follows: the bundled English version whose rules the
//! translation's rules match best, by content and by number (a translation keeps the numbering
//! of the English it was made from). Then the translator's to-do list: what changed in English
//! since that version, in the rules the translation covers.

use super::{Alignment, align, diff};
use crate::corpus;
use crate::document::Document;
use serde::Serialize;

/// How well a translation matches one English version.
#[derive(Debug, Clone, Serialize)]
pub struct Candidate {
    pub version: String,
    /// Mean over the translation's rules of the pair score, halved for a pair whose numbers
    /// differ; unpaired rules count 0.
    pub score: f32,
    /// Rules paired with the same number.
    pub same_number: usize,
    /// Rules paired with another number.
    pub renumbered: usize,
    /// Rules with no counterpart.
    pub unpaired: usize,
    /// Paired rules whose references are exactly the counterpart's.
    pub same_references: usize,
}

/// The verdict: `best` indexes `candidates`.
#[derive(Debug, Clone, Serialize)]
pub struct Fingerprint {
    pub best: usize,
    pub candidates: Vec<Candidate>,
}

/// Scores one alignment of a translation (left) against an English version (right).
pub fn candidate(a: &Alignment<'_>) -> Candidate {
    let n = a.left.rules.len().max(1);
    let mut score = 0.0;
    let mut same_refs = 0;
    for p in &a.pairs {
        score += if p.renumbered { p.score * 0.5 } else { p.score };
        let (l, r) = (&a.left.rules[p.left], &a.right.rules[p.right]);
        let lr: Vec<_> = l.refs.iter().map(|x| x.target).collect();
        let rr: Vec<_> = r.refs.iter().map(|x| x.target).collect();
        if !lr.is_empty() && lr == rr {
            same_refs += 1;
            score += 0.25;
        }
    }
    Candidate {
        version: a.right.version.clone(),
        score: score / n as f32,
        same_number: a.pairs.iter().filter(|p| !p.renumbered).count(),
        renumbered: a.pairs.iter().filter(|p| p.renumbered).count(),
        unpaired: a.left_only.len(),
        same_references: same_refs,
    }
}

/// The bundled English versions, oldest first.
pub fn english_candidates() -> Vec<Document> {
    let mut v: Vec<Document> = corpus::load_all_bundled()
        .into_iter()
        .filter(|d| d.lang == "en")
        .collect();
    v.sort_by(|a, b| a.version.cmp(&b.version));
    v
}

/// Which of `candidates` the document follows. Ties go to the older version (the one the
/// translation was made from, before English moved on).
pub fn fingerprint(doc: &Document, candidates: &[Document]) -> Fingerprint {
    let cands: Vec<Candidate> = candidates
        .iter()
        .map(|c| candidate(&align(doc, c)))
        .collect();
    let best = cands.iter().enumerate().fold(0, |best, (i, c)| {
        if c.score > cands[best].score + 1e-6 {
            i
        } else {
            best
        }
    });
    Fingerprint {
        best,
        candidates: cands,
    }
}

/// One item of the translator's to-do list.
#[derive(Debug, Clone, Serialize)]
pub struct Todo {
    /// The rule in the translation.
    pub rule: String,
    /// Its counterpart in the English it follows.
    pub then: String,
    /// The same rule in the newest English, if it still exists.
    pub now: Option<String>,
    /// `changed`, `renumbered` or `removed`.
    pub change: &'static str,
    /// Word diff of the English text, for `changed`.
    pub diff: Vec<diff::Op>,
}

/// What changed in English between `followed` and `newest`, in the rules `doc` covers.
pub fn todo(doc: &Document, followed: &Document, newest: &Document) -> Vec<Todo> {
    let to_followed = align(doc, followed);
    let english = align(followed, newest);
    let d = diff::diff(&english);
    let mut out = Vec::new();
    for p in &to_followed.pairs {
        let then = followed.rules[p.right].id.to_string();
        let rule = doc.rules[p.left].id.to_string();
        match english.of_left(p.right) {
            None => out.push(Todo {
                rule,
                then,
                now: None,
                change: "removed",
                diff: Vec::new(),
            }),
            Some(q) => {
                let now = newest.rules[q.right].id.to_string();
                if let Some(c) = d.changed.iter().find(|c| c.old == then) {
                    out.push(Todo {
                        rule,
                        then,
                        now: Some(now),
                        change: "changed",
                        diff: c.diff.clone(),
                    });
                } else if q.renumbered {
                    out.push(Todo {
                        rule,
                        then,
                        now: Some(now),
                        change: "renumbered",
                        diff: Vec::new(),
                    });
                }
            }
        }
    }
    out
}
