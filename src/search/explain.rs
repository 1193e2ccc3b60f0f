//! Why a hit ranks where it does (`cr search --explain`): the signals of [`super::search`]'s
//! ranking, each recorded by the step that applies it ([`Why::note`]), and the matches of the
//! query in the hit's own fields read once the hits are known ([`matches`]). Nothing here
//! ranks: a step that weighs a candidate says so here, and the ranking is the same with or
//! without an explanation.

use super::query::{self, Clause};
use super::schema;
use serde::Serialize;
use std::cell::RefCell;
use std::collections::HashMap;
use tantivy::DocAddress;
use tantivy::query::Occur;

/// The field of an entry where the query's words were found (each is a BM25 field of the
/// index, weighed as `query` builds it).
#[derive(Debug, Clone, Copy, Serialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum Field {
    /// A glossary term or a heading's title.
    Name,
    /// A rule's text, a heading's title, a glossary entry's definition.
    Text,
    /// A rule's examples.
    Examples,
}

/// One reason for a hit's place. JSON: `{"signal": "words", "field": "text", …}`.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[serde(tag = "signal", rename_all = "kebab-case")]
pub enum Signal {
    /// The query names a rule by number: this one (`exact`) or one it contains.
    Reference { asked: String, exact: bool },
    /// The query's words found in a field (its BM25 score); a CJK word not found whole is
    /// given by the character pairs found.
    Words { field: Field, words: Vec<String> },
    /// Phrases of the CR the players' table searched beside the players' words typed, and
    /// which the entry has.
    Players {
        typed: String,
        rules_words: Vec<String>,
    },
    /// The share (0 to 1) of the query's weight the text covers, which weighs its score.
    Coverage { share: f32 },
    /// The most query words as typed (case and accents aside) that a hit of this language
    /// has: languages rank by it.
    Typed { words: usize },
    /// A Chinese, Japanese or Korean entry for a query in another script: after the others.
    OtherScript,
    /// A rule about a variant when the query names none: weighed down.
    Variant,
    /// A release older than the newest of its language among the hits: after it, weighed down.
    OlderRelease,
    /// Under the rules a game term named in the query cites (its glossary entry): raised;
    /// `row` when the query's other words stand in a row in it, `both` when it names two of
    /// the query's terms.
    Term { term: String, row: bool, both: bool },
    /// The game term named alone leads to this rule.
    TermLead { term: String },
    /// A glossary entry whose definition met the query cites this rule.
    Definition { term: String },
    /// A rule that names something of the query in quotes points at this one.
    Pointer { name: String, from: String },
    /// This rule stands for a title-only rule above it.
    Title { from: String },
    /// A glossary entry or heading, placed after the first rules.
    BelowRules,
    /// The question's meaning, read by the sentence-embedding model, is close to this rule's:
    /// `rank` among the rules closest to it (1 is the closest).
    Meaning { rank: usize },
}

/// The signals recorded for each candidate of one search; records nothing when off.
pub(super) struct Why {
    on: bool,
    notes: RefCell<HashMap<DocAddress, Vec<Signal>>>,
}

impl Why {
    pub(super) fn new(on: bool) -> Self {
        Why {
            on,
            notes: RefCell::new(HashMap::new()),
        }
    }

    /// Records a signal of candidate `a` (once).
    pub(super) fn note(&self, a: DocAddress, signal: impl FnOnce() -> Signal) {
        if !self.on {
            return;
        }
        let s = signal();
        let mut notes = self.notes.borrow_mut();
        let v = notes.entry(a).or_default();
        if !v.contains(&s) {
            v.push(s);
        }
    }

    /// Gives candidate `to` the signals of `from` (a newer version of the same text shown in
    /// its place).
    pub(super) fn copy(&self, from: DocAddress, to: DocAddress) {
        if !self.on {
            return;
        }
        let mut notes = self.notes.borrow_mut();
        let add = notes.get(&from).cloned().unwrap_or_default();
        let v = notes.entry(to).or_default();
        for s in add {
            if !v.contains(&s) {
                v.push(s);
            }
        }
    }

    /// The signals of candidate `a`, after the matches of its own fields.
    pub(super) fn of(&self, a: DocAddress, mut matched: Vec<Signal>) -> Vec<Signal> {
        if !self.on {
            return Vec::new();
        }
        matched.extend(self.notes.borrow_mut().remove(&a).unwrap_or_default());
        matched
    }

    pub(super) fn on(&self) -> bool {
        self.on
    }
}

/// What the query meets in a hit's own fields: the rule asked for by number, the words found
/// in each field of its analyzer `i`, and the players' phrases it has.
pub(super) fn matches(
    clauses: &[(Occur, Clause)],
    read: &[super::players::Read],
    i: usize,
    rule: Option<&str>,
    fields: &[(Field, &str)],
) -> Vec<Signal> {
    let mut out = Vec::new();
    let id = rule.and_then(|r| r.parse::<crate::RuleId>().ok());
    for (o, c) in clauses {
        if let (Occur::Should | Occur::Must, Clause::Rule(asked), Some(id)) = (o, c, id)
            && asked.contains(&id)
        {
            out.push(Signal::Reference {
                asked: asked.to_string(),
                exact: *asked == id,
            });
        }
    }
    let words = query::positive_words(clauses);
    let mut analyzer = schema::analyzer(i);
    let mut own_of = |text: &str| {
        let mut own: std::collections::HashSet<String> = Default::default();
        let mut stream = analyzer.token_stream(text);
        while let Some(t) = stream.next() {
            own.insert(t.text.clone());
        }
        own
    };
    let mut all_own: std::collections::HashSet<String> = Default::default();
    for &(field, text) in fields {
        let own = own_of(text);
        let mut found: Vec<String> = Vec::new();
        for w in &words {
            let terms = query::index_terms(i, w);
            let have: Vec<&String> = terms.iter().filter(|t| own.contains(*t)).collect();
            let add: Vec<String> = if !terms.is_empty() && have.len() == terms.len() {
                vec![(*w).to_owned()]
            } else {
                have.into_iter().cloned().collect()
            };
            for a in add {
                if !found.contains(&a) {
                    found.push(a);
                }
            }
        }
        if !found.is_empty() {
            out.push(Signal::Words {
                field,
                words: found,
            });
        }
        all_own.extend(own);
    }
    for r in read {
        let has: Vec<String> = r
            .rules_words
            .iter()
            .filter(|p| {
                let terms = query::index_terms(i, p);
                !terms.is_empty() && terms.iter().all(|t| all_own.contains(t))
            })
            .cloned()
            .collect();
        if !has.is_empty() {
            out.push(Signal::Players {
                typed: r.typed.clone(),
                rules_words: has,
            });
        }
    }
    out
}

/// The fields of a stored entry, as [`matches`] reads them: a glossary entry's term and a
/// heading's title are its name.
pub(super) fn fields_of<'a>(
    kind: &str,
    term: Option<&'a str>,
    text: &'a str,
    examples: Option<&'a str>,
) -> Vec<(Field, &'a str)> {
    let mut v = Vec::new();
    match (kind, term) {
        ("glossary", Some(t)) => v.push((Field::Name, t)),
        ("heading", _) => v.push((Field::Name, text)),
        _ => {}
    }
    v.push((Field::Text, text));
    if let Some(e) = examples {
        v.push((Field::Examples, e));
    }
    v
}
