//! Full-text search over rules texts in every language, with tantivy: the index and where it
//! is kept ([`store`]), its schema and per-language analyzers ([`schema`], [`cjk`]), what is
//! indexed ([`build`]), the query language ([`query`]) and the counterparts of each rule in
//! other languages ([`links`]). [`search`] runs a query on an opened index and returns ranked
//! hits with snippets and, on request, the aligned rules of other languages. The query path
//! parses no document and builds nothing: it opens the index, runs the query and reads
//! stored fields.

pub mod build;
pub mod cjk;
pub mod encoder;
pub mod explain;
pub mod links;
pub mod players;
pub mod query;
pub mod schema;
pub mod semantic;
pub mod store;

use crate::error::{Error, Result};
use schema::{ANALYZERS, Fields, SEP};
use serde::Serialize;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;
use tantivy::collector::{DocSetCollector, TopDocs};
use tantivy::query::{Bm25StatisticsProvider, Query, TermQuery};
use tantivy::schema::{Field, IndexRecordOption, Value};
use tantivy::snippet::{Snippet, SnippetGenerator};
use tantivy::{DocAddress, Searcher, TantivyDocument, Term};

pub use store::{Location, OpenOptions, Opened, Scope, open_or_build};

/// Which counterparts to show beside each hit.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum Translations {
    #[default]
    None,
    All,
    Langs(Vec<String>),
}

impl Translations {
    fn wants(&self, lang: &str) -> bool {
        match self {
            Translations::None => false,
            Translations::All => true,
            Translations::Langs(v) => v.iter().any(|l| {
                l.eq_ignore_ascii_case(lang) || crate::lang::base(lang).eq_ignore_ascii_case(l)
            }),
        }
    }
}

/// A search request.
#[derive(Debug, Clone)]
pub struct Request {
    pub query: String,
    pub limit: usize,
    /// Search only these documents (their names, as stored); None: every indexed document.
    pub documents: Option<Vec<String>>,
    pub translations: Translations,
    /// Record why each hit ranks where it does ([`Hit::why`]).
    pub explain: bool,
}

/// A counterpart of a hit in another document.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct Translation {
    #[serde(flatten)]
    pub doc: crate::document::DocRef<'static>,
    pub rule: String,
    /// The rule's text (without its examples).
    pub text: String,
}

/// One ranked hit.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct Hit {
    #[serde(flatten)]
    pub doc: crate::document::DocRef<'static>,
    /// `rule`, `heading` or `glossary`.
    pub kind: String,
    /// The rule id (`601.2f`; `601` for a heading); null for a glossary entry.
    pub rule: Option<String>,
    /// The glossary term; null otherwise.
    pub term: Option<String>,
    /// Section and heading the rule stands under; null when the document has none.
    pub place: Option<String>,
    pub score: f32,
    /// The best fragment of the text, plain.
    pub snippet: String,
    /// Byte ranges of the matched words in `snippet`, `[start, end)`.
    pub highlights: Vec<[usize; 2]>,
    pub translations: Vec<Translation>,
    /// Other versions of the same language with the same text (punctuation and case aside),
    /// folded into this hit; the rule number may differ.
    pub also: Vec<Also>,
    /// Why it ranks where it does, when the request asked ([`Request::explain`]).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub why: Vec<explain::Signal>,
}

/// A version folded into a hit.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct Also {
    pub version: String,
    pub document: String,
    pub rule: Option<String>,
}

/// Text compared for folding versions: letters and digits, lowercased.
fn normalized(text: &str) -> String {
    text.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect()
}

fn index_error(e: tantivy::TantivyError) -> Error {
    Error::Other {
        id: "search-error-index",
        args: vec![("detail", e.to_string())],
    }
}

fn str_of(doc: &TantivyDocument, field: tantivy::schema::Field) -> Option<String> {
    doc.get_first(field)
        .and_then(|v| v.as_str().map(str::to_owned))
}

/// The stored entries one search reads, each read once: the ranking looks at a candidate's
/// language, version, kind and text at several stages, and reading a stored document
/// (decompressing its block) costs more than all the rest.
struct Entries<'a> {
    searcher: &'a Searcher,
    read: RefCell<HashMap<DocAddress, Option<Rc<TantivyDocument>>>>,
}

impl<'a> Entries<'a> {
    fn new(searcher: &'a Searcher) -> Self {
        Entries {
            searcher,
            read: RefCell::new(HashMap::new()),
        }
    }

    fn get(&self, a: DocAddress) -> Option<Rc<TantivyDocument>> {
        if let Some(d) = self.read.borrow().get(&a) {
            return d.clone();
        }
        let d = self.searcher.doc::<TantivyDocument>(a).ok().map(Rc::new);
        self.read.borrow_mut().insert(a, d.clone());
        d
    }
}

/// The stored text of an entry, and the analyzer it is in.
fn text_of(doc: &TantivyDocument, f: &Fields) -> (usize, String) {
    (0..ANALYZERS.len())
        .find_map(|i| str_of(doc, f.text[i]).map(|t| (i, t)))
        .unwrap_or((ANALYZERS.len() - 1, String::new()))
}

/// The start of `text`, at most `max` characters, on a word boundary when possible.
fn lead(text: &str, max: usize) -> String {
    let Some((cut, _)) = text.char_indices().nth(max) else {
        return text.to_owned();
    };
    let head = &text[..cut];
    let head = match head.rfind(' ') {
        Some(sp) if sp > cut / 2 => &head[..sp],
        _ => head,
    };
    format!("{head}…")
}

/// BM25 statistics per language. tantivy averages a field's length over every document of
/// the index, so in an index where French text fills two entries out of 16,000 a French rule
/// would look thousands of times longer than average and score next to nothing. Here the
/// average length of a field is taken over the entries of its analyzer, and so is a word's
/// rarity: a term's document frequency is scaled to the whole index as if every entry were
/// of its analyzer, so that how rare an English word is does not depend on how many Chinese
/// entries, or how many English releases, the index holds.
pub struct FieldStats<'a> {
    searcher: &'a Searcher,
    fields: &'a Fields,
    stats: &'a build::Stats,
}

impl FieldStats<'_> {
    /// The entries of the analyzer of `field`, when it is one of a language's fields.
    fn entries(&self, field: Field) -> Option<u64> {
        (0..ANALYZERS.len())
            .find(|&i| {
                [&self.fields.text, &self.fields.name, &self.fields.example]
                    .iter()
                    .any(|v| v[i] == field)
            })
            .and_then(|i| self.stats.per_analyzer.get(i).copied())
            .filter(|&n| n > 0)
    }
}

impl Bm25StatisticsProvider for FieldStats<'_> {
    fn total_num_tokens(&self, field: Field) -> tantivy::Result<u64> {
        let tokens = self.searcher.total_num_tokens(field)?;
        let docs = self.searcher.num_docs();
        Ok(match self.entries(field) {
            None => tokens,
            Some(n) => (u128::from(tokens) * u128::from(docs) / u128::from(n)) as u64,
        })
    }
    fn total_num_docs(&self) -> tantivy::Result<u64> {
        self.searcher.total_num_docs()
    }
    fn doc_freq(&self, term: &Term) -> tantivy::Result<u64> {
        let df = self.searcher.doc_freq(term)?;
        let docs = self.searcher.num_docs();
        Ok(match self.entries(term.field()) {
            None => df,
            Some(n) => (u128::from(df) * u128::from(docs) / u128::from(n)) as u64,
        })
    }
}

/// Characters of a snippet.
const SNIPPET_CHARS: usize = 180;

/// The best fragment of `text` (stored in `field`) for the query.
fn snippet(
    generators: &mut HashMap<Field, SnippetGenerator>,
    searcher: &Searcher,
    q: &dyn Query,
    field: Field,
    text: &str,
) -> Result<Snippet> {
    let g = match generators.entry(field) {
        std::collections::hash_map::Entry::Occupied(e) => e.into_mut(),
        std::collections::hash_map::Entry::Vacant(e) => {
            let mut g = SnippetGenerator::create(searcher, q, field).map_err(index_error)?;
            g.set_max_num_chars(SNIPPET_CHARS);
            e.insert(g)
        }
    };
    Ok(g.snippet(text))
}

/// True when the index has entries of the document of this name.
pub fn has_document(opened: &Opened, name: &str) -> bool {
    let term = Term::from_field_text(opened.fields.document, name);
    opened
        .reader
        .searcher()
        .doc_freq(&term)
        .is_ok_and(|n| n > 0)
}

/// The documents of the index: `(name, "lang@version")`, in the order of their names.
pub fn documents(opened: &Opened) -> Vec<(String, String)> {
    let searcher = opened.reader.searcher();
    let f = &opened.fields;
    let mut out: Vec<(String, String)> = Vec::new();
    for seg in searcher.segment_readers() {
        let Ok(inv) = seg.inverted_index(f.document) else {
            continue;
        };
        let Ok(mut stream) = inv.terms().stream() else {
            continue;
        };
        while stream.advance() {
            let Ok(name) = std::str::from_utf8(stream.key()) else {
                continue;
            };
            if out.iter().any(|(n, _)| n == name) {
                continue;
            }
            let q = TermQuery::new(
                Term::from_field_text(f.document, name),
                IndexRecordOption::Basic,
            );
            let label = searcher
                .search(&q, &TopDocs::with_limit(1).order_by_score())
                .ok()
                .and_then(|top| top.first().map(|(_, a)| *a))
                .and_then(|a| searcher.doc::<TantivyDocument>(a).ok())
                .map(|d| {
                    format!(
                        "{}@{}",
                        str_of(&d, f.lang).unwrap_or_default(),
                        str_of(&d, f.version).unwrap_or_default()
                    )
                })
                .unwrap_or_else(|| name.to_owned());
            out.push((name.to_owned(), label));
        }
    }
    out.sort();
    out
}

/// Runs a request on an opened index.
pub fn search(opened: &Opened, req: &Request) -> Result<Vec<Hit>> {
    // Players' words ("fizzle", "steal") searched as the rules' own ("doesn't resolve").
    let reading = players::read(&req.query);
    let clauses = query::parse(&reading.query);
    if clauses.is_empty() {
        return Err(Error::Other {
            id: "search-error-empty-query",
            args: vec![],
        });
    }
    let searcher = opened.reader.searcher();
    let entries = Entries::new(&searcher);
    let why = explain::Why::new(req.explain);
    let f = &opened.fields;
    let Some(q) = query::build(&searcher, f, &clauses, req.documents.as_deref()) else {
        return Ok(Vec::new());
    };
    // More candidates than hits: the same text in several versions makes one hit.
    // The answer to a question is often not among BM25's first few (every rule of 704 says
    // "state-based action"): the game-term ranking below looks at a hundred at least.
    let candidates = req
        .limit
        .saturating_mul(4)
        .saturating_add(16)
        .max(MIN_CANDIDATES);
    let found: Vec<(f32, DocAddress)> = if query::is_rule_lookup(&clauses) {
        // Every match, the rule itself before the rules under it, then in corpus order.
        let all: Vec<(f32, DocAddress)> = searcher
            .search(&*q, &DocSetCollector)
            .map_err(index_error)?
            .into_iter()
            .map(|a| {
                let s = q
                    .explain(&searcher, a)
                    .map(|e| e.value())
                    .unwrap_or_default();
                (s, a)
            })
            .collect();
        // Equal scores: the newest release first (today's rule before the 2013 one).
        let version = |a: DocAddress| -> String {
            entries
                .get(a)
                .and_then(|d| str_of(&d, f.version))
                .unwrap_or_default()
        };
        let mut all: Vec<(f32, String, DocAddress)> =
            all.into_iter().map(|(s, a)| (s, version(a), a)).collect();
        all.sort_by(|a, b| {
            b.0.total_cmp(&a.0)
                .then_with(|| newest_first(&a.1, &b.1))
                .then(a.2.cmp(&b.2))
        });
        all.truncate(candidates);
        all.into_iter().map(|(s, _, a)| (s, a)).collect()
    } else {
        let stats = FieldStats {
            searcher: &searcher,
            fields: f,
            stats: &opened.stats,
        };
        let mut top = searcher
            .search_with_statistics_provider(
                &*q,
                &TopDocs::with_limit(candidates).order_by_score(),
                &stats,
            )
            .map_err(index_error)?;
        let terms = named_terms(&searcher, &stats, &entries, f, &*q, &reading.query);
        for hit in in_scope(&searcher, &stats, f, &*q, &terms, SCOPE_CANDIDATES) {
            if !top.iter().any(|(_, a)| *a == hit.1) {
                top.push(hit);
            }
        }
        // The query's own language first: hits that have the query's words as they were typed
        // (case and accents aside) before hits that only share their stems or near terms, so
        // "total cost" ranks English before Italian "costo totale", whose stems are the same.
        let words: Vec<String> = query::positive_words(&clauses)
            .into_iter()
            .map(crate::align::features::fold)
            .collect();
        // Then today's rules: a hit from an older release of a language than the newest that
        // also hits counts for a little less, so that a rule reworded since (the 2017 text of
        // 702.47c) does not come before today's rule on the same words (601.2f of 2026).
        let mut cover = Coverage::new(&searcher, f, &opened.stats, &clauses);
        // The rules of the variants (chapters 8 and 9: multiplayer, casual variants) answer
        // a question about a variant, which names it; one that does not is about the game
        // itself, whose rules the variants' modify (704.5c before 810.10c, Two-Headed Giant's
        // poison counters, for "poison counters").
        let names_variant = terms.names_variant;
        let mut ranked: Vec<(usize, f32, DocAddress, String, String)> = top
            .into_iter()
            .map(|(score, a)| {
                let d = entries.get(a);
                let (literal, covered) = d.as_ref().map_or((0, 1.0), |d| {
                    let (i, text) = text_of(d, f);
                    (literal_words(&words, &text), cover.of(i, &text))
                });
                let field = |x| d.as_ref().and_then(|d| str_of(d, x)).unwrap_or_default();
                let variant = !names_variant && !field(f.variant).is_empty();
                let prior = if variant { VARIANT_RULE } else { 1.0 };
                if d.is_some() {
                    why.note(a, || explain::Signal::Coverage {
                        share: (covered * 100.0).round() / 100.0,
                    });
                }
                if variant {
                    why.note(a, || explain::Signal::Variant);
                }
                (
                    literal,
                    score * coverage_weight(covered) * prior,
                    a,
                    field(f.lang),
                    field(f.version),
                )
            })
            .collect();
        let mut newest: HashMap<String, String> = HashMap::new();
        for (_, _, _, lang, version) in &ranked {
            if is_dated(version) {
                let e = newest.entry(lang.clone()).or_default();
                if *version > *e {
                    *e = version.clone();
                }
            }
        }
        for (_, score, a, lang, version) in &mut ranked {
            if is_dated(version) && newest.get(lang).is_some_and(|n| n > version) {
                *score *= OLDER_RELEASE;
                why.note(*a, || explain::Signal::OlderRelease);
            }
        }
        // A language ranks by the most query words as typed that any of its hits has; within
        // a language, the score decides (a hit with one more filler word as typed does not
        // pass a better one).
        let mut typed: HashMap<String, usize> = HashMap::new();
        for (literal, _, _, lang, _) in &ranked {
            let e = typed.entry(lang.clone()).or_default();
            *e = (*e).max(*literal);
        }
        // Today's rules first: within a language, the hits of its newest release before those
        // of older ones in the corpus (a translation's English, 2017, after 2026's).
        let ranked: Vec<(usize, f32, DocAddress)> = ranked
            .into_iter()
            .map(|(_, s, a, lang, version)| {
                let current =
                    !is_dated(&version) || newest.get(&lang).is_none_or(|n| *n == version);
                if typed[&lang] > 0 {
                    why.note(a, || explain::Signal::Typed {
                        words: typed[&lang],
                    });
                }
                (typed[&lang] * 2 + usize::from(current), s, a)
            })
            .collect();
        titles_to_rules(
            &searcher,
            &entries,
            f,
            &why,
            lead_to_rules(&entries, &searcher, f, &why, &reading.query, terms, ranked),
        )
    };
    // A question asked in words: the rules closest in meaning join the ranking by words.
    let found = if !query::is_rule_lookup(&clauses) && semantic::asks_in_words(&req.query) {
        with_meaning(opened, (&searcher, &entries, f), &why, req, found)
    } else {
        found
    };
    let found = newest_of_same_text(&entries, f, &why, found);
    let mut generators: HashMap<Field, SnippetGenerator> = HashMap::new();
    let mut hits: Vec<Hit> = Vec::with_capacity(req.limit);
    let mut seen: HashMap<(String, String, String), usize> = HashMap::new();
    for (score, addr) in found {
        let doc = match entries.get(addr) {
            Some(d) => d,
            None => Rc::new(searcher.doc(addr).map_err(index_error)?),
        };
        let (i, text) = text_of(&doc, f);
        let kind = str_of(&doc, f.kind).unwrap_or_default();
        let rule = str_of(&doc, f.rule).filter(|r| !r.is_empty());
        let lang = str_of(&doc, f.lang).unwrap_or_default();
        let same = (lang.clone(), kind.clone(), normalized(&text));
        if let Some(&h) = seen.get(&same) {
            hits[h].also.push(Also {
                version: str_of(&doc, f.version).unwrap_or_default(),
                document: str_of(&doc, f.document).unwrap_or_default(),
                rule,
            });
            continue;
        }
        if hits.len() == req.limit {
            continue;
        }
        seen.insert(same, hits.len());
        let mut snip = snippet(&mut generators, &searcher, &*q, f.text[i], &text)?;
        if snip.highlighted().is_empty()
            && let Some(examples) = str_of(&doc, f.example[i])
        {
            let e = snippet(&mut generators, &searcher, &*q, f.example[i], &examples)?;
            if !e.highlighted().is_empty() {
                snip = e;
            }
        }
        let (snippet, highlights) = if snip.highlighted().is_empty() {
            (lead(&text, SNIPPET_CHARS).replace('\n', " "), Vec::new())
        } else {
            (
                snip.fragment().replace('\n', " "),
                snip.highlighted()
                    .iter()
                    .map(|r| [r.start, r.end])
                    .collect(),
            )
        };
        let translations = match (&req.translations, str_of(&doc, f.links)) {
            (Translations::None, _) | (_, None) => Vec::new(),
            (t, Some(links)) => counterparts(&searcher, f, &links, t)?,
        };
        let matched = if why.on() {
            let term = str_of(&doc, f.term);
            let examples = str_of(&doc, f.example[i]);
            let fields = explain::fields_of(&kind, term.as_deref(), &text, examples.as_deref());
            explain::matches(&clauses, &reading.read, i, rule.as_deref(), &fields)
        } else {
            Vec::new()
        };
        hits.push(Hit {
            doc: crate::document::DocRef::new(
                lang,
                str_of(&doc, f.version).unwrap_or_default(),
                str_of(&doc, f.document).unwrap_or_default(),
            ),
            kind,
            rule,
            term: str_of(&doc, f.term),
            place: str_of(&doc, f.place).filter(|p| !p.is_empty()),
            score,
            snippet,
            highlights,
            translations,
            also: Vec::new(),
            why: why.of(addr, matched),
        });
    }
    Ok(hits)
}

/// Versions of a language with the same text fold into one hit ([`Hit::also`]): the newest
/// of them is the one shown, at the place of the best-ranked (a 2017 rule whose text 702.16j
/// of 2026 still has, under another number, gives its place to 702.16j).
fn newest_of_same_text(
    entries: &Entries<'_>,
    f: &Fields,
    why: &explain::Why,
    found: Vec<(f32, DocAddress)>,
) -> Vec<(f32, DocAddress)> {
    let keys: Vec<((String, String, String), String)> = found
        .iter()
        .map(|(_, a)| {
            let d = entries.get(*a);
            let field = |x| d.as_ref().and_then(|d| str_of(d, x)).unwrap_or_default();
            let text = d.as_ref().map(|d| text_of(d, f).1).unwrap_or_default();
            (
                (field(f.lang), field(f.kind), normalized(&text)),
                field(f.version),
            )
        })
        .collect();
    let mut newest: HashMap<&(String, String, String), usize> = HashMap::new();
    for (i, (k, v)) in keys.iter().enumerate() {
        let e = newest.entry(k).or_insert(i);
        if newest_first(v, &keys[*e].1).is_lt() {
            *e = i;
        }
    }
    let mut out = Vec::with_capacity(found.len());
    let mut placed: std::collections::HashSet<usize> = Default::default();
    for (i, (score, a)) in found.iter().enumerate() {
        if placed.contains(&i) {
            continue;
        }
        let n = newest[&keys[i].0];
        if placed.insert(n) {
            // The newest takes the place, and the reasons, of the best-ranked.
            if n != i {
                why.copy(*a, found[n].1);
            }
            out.push((*score, found[n].1));
        }
        if placed.insert(i) {
            out.push((*score, *a));
        }
    }
    out
}

/// A query's words for matching game terms: folded, split on anything but letters and
/// digits, a plural read as its singular ("abilities" is "ability", "actions" "action").
fn term_words(text: &str) -> Vec<String> {
    crate::align::features::fold(text)
        .split(|c: char| !c.is_alphanumeric() && c != '/' && c != '+')
        .filter(|w| !w.is_empty())
        .map(|w| {
            // A question word stays as it is ("does" is no plural of "doe").
            if crate::vocab::QUERY_FILLER_WORDS.contains(&w) {
                w.to_owned()
            } else if let Some(stem) = w.strip_suffix("ies")
                && stem.len() > 2
            {
                format!("{stem}y")
            } else if w.len() > 3 && w.ends_with('s') && !w.ends_with("ss") {
                w[..w.len() - 1].to_owned()
            } else {
                w.to_owned()
            }
        })
        .collect()
}

/// True when the query names the glossary term: its words in a row, or for a term in
/// Chinese, Japanese or Korean, its characters.
fn names_term(query: &[String], raw_query: &str, term: &str) -> bool {
    !term_spans(query, raw_query, term).is_empty()
}

/// Where the query names a term ([`names_term`]): `[start, end)` in its words, or for a
/// term in Chinese, Japanese or Korean, in its characters without spaces (then shifted past
/// every word span, so the two kinds never overlap).
fn term_spans(query: &[String], raw_query: &str, term: &str) -> Vec<(usize, usize)> {
    if term.chars().any(crate::document::is_cjk) {
        let t: Vec<char> = term.chars().filter(|c| !c.is_whitespace()).collect();
        let q: Vec<char> = raw_query.chars().filter(|c| !c.is_whitespace()).collect();
        if t.is_empty() {
            return Vec::new();
        }
        let shift = query.len();
        return q
            .windows(t.len())
            .enumerate()
            .filter(|(_, w)| *w == t.as_slice())
            .map(|(i, _)| (shift + i, shift + i + t.len()))
            .collect();
    }
    let t = term_words(term);
    if t.is_empty() {
        return Vec::new();
    }
    query
        .windows(t.len())
        .enumerate()
        .filter(|(_, w)| *w == t.as_slice())
        .map(|(i, _)| (i, i + t.len()))
        .collect()
}

/// The terms a query names, the longest first where they overlap: a term named only inside
/// a longer one ("mana symbol" in "hybrid mana symbol", "ability" in "mana abilities") is not
/// named apart. `spans` are each term's ([`term_spans`]); returns the indices of those kept.
fn longest_terms(spans: &[Vec<(usize, usize)>]) -> Vec<usize> {
    (0..spans.len())
        .filter(|&i| {
            !spans[i].is_empty()
                && !spans[i].iter().all(|&(a, b)| {
                    spans.iter().enumerate().any(|(j, o)| {
                        j != i && o.iter().any(|&(c, d)| c <= a && b <= d && d - c > b - a)
                    })
                })
        })
        .collect()
}

/// Distinct glossary terms looked at for the game terms a query names, the best met first:
/// a term of several releases counts once, so what is named does not depend on how many
/// releases are indexed (the 24 entries read before came, in the default corpus and its
/// five English releases, to seven or eight terms).
const GLOSSARY_CANDIDATES: usize = 8;
/// Entries looked at, at most, to find them (a term may stand in several releases).
const GLOSSARY_ENTRIES_READ: usize = 8 * GLOSSARY_CANDIDATES;

/// A query without Chinese, Japanese or Korean characters is not written in those languages:
/// their hits (which keep English headings, `702.19. 돌진 Trample`) come after the others.
fn query_language_first(
    entries: &Entries<'_>,
    f: &Fields,
    why: &explain::Why,
    raw_query: &str,
    found: &mut [(usize, f32, DocAddress)],
) {
    if raw_query.chars().any(crate::document::is_cjk) {
        return;
    }
    for (tier, _, a) in found.iter_mut() {
        let cjk = entries
            .get(*a)
            .and_then(|d| str_of(&d, f.lang))
            .is_some_and(|l| schema::analyzer_of(&l) == schema::CJK);
        if cjk {
            why.note(*a, || explain::Signal::OtherScript);
        }
        *tier = if cjk { 0 } else { *tier + 1 };
    }
}

use build::VARIANT_CHAPTERS;
/// What a rule about a variant counts for when the query names no variant (see [`search`]).
const VARIANT_RULE: f32 = 0.8;

/// Hits kept above any glossary entry: a glossary entry leads to its rule rather than
/// taking its place.
const RULES_ABOVE_GLOSSARY: usize = 3;

/// How much more a rule under a named game term's rules counts (a state-based action's
/// 704.5 line for "state based actions toughness 0"); again as much when it names two of the
/// query's terms ("deathtouch and trample": 702.19b names both); one with the query's other
/// words in a row ("toughness 0") gains [`ROW_SHARE`] of the best hit's score.
const SCOPE_BOOST: f32 = 0.5;
const ROW_SHARE: f32 = 0.5;
const BOTH_BOOST: f32 = 0.5;
/// Candidates read under the rules of the terms a query names (see [`in_scope`]).
const SCOPE_CANDIDATES: usize = 30;
/// Fewest candidates ranked (see [`search`]).
const MIN_CANDIDATES: usize = 100;

/// The game terms a query names (their glossary entries) and the rules those entries name.
#[derive(Default)]
struct Named {
    /// The rules the terms' entries name ("See rule 702.19").
    scopes: Vec<crate::RuleId>,
    /// The words of the terms named.
    named: Vec<String>,
    /// `(score of the entry, its document, a rule it names)`.
    leads: Vec<(f32, String, crate::RuleId)>,
    /// `(language, term)` of each term named.
    seen_terms: Vec<(String, String)>,
    /// Each term named: its words and the rules its entry names.
    term_scopes: Vec<(Vec<String>, Vec<crate::RuleId>)>,
    /// The query names a variant or an option: a term whose entry cites their rules
    /// ("Brawl", "Commander"), or a variant by its heading ("two-headed giant").
    names_variant: bool,
}

/// The game terms the query names, from the glossary entries its words meet best.
fn named_terms(
    searcher: &Searcher,
    stats: &dyn Bm25StatisticsProvider,
    entries: &Entries<'_>,
    f: &Fields,
    q: &dyn Query,
    raw_query: &str,
) -> Named {
    let query = term_words(raw_query);
    let mut scopes: Vec<crate::RuleId> = Vec::new();
    let mut named: Vec<String> = Vec::new();
    let mut leads: Vec<(f32, String, crate::RuleId)> = Vec::new();
    let mut seen_terms: Vec<(String, String)> = Vec::new();
    let mut term_scopes: Vec<(Vec<String>, Vec<crate::RuleId>)> = Vec::new();
    // The glossary entries the query's words meet best, looked for apart: a term among other
    // words ("state based actions toughness 0") does not bring its entry among the hits.
    let glossary_only = tantivy::query::BooleanQuery::new(vec![
        (tantivy::query::Occur::Must, q.box_clone()),
        (
            tantivy::query::Occur::Must,
            Box::new(tantivy::query::ConstScoreQuery::new(
                Box::new(TermQuery::new(
                    Term::from_field_text(f.kind, "glossary"),
                    IndexRecordOption::Basic,
                )),
                0.0,
            )),
        ),
    ]);
    let found = searcher
        .search_with_statistics_provider(
            &glossary_only,
            &TopDocs::with_limit(GLOSSARY_ENTRIES_READ).order_by_score(),
            stats,
        )
        .unwrap_or_default();
    /// A glossary term the query meets: the score of its best entry, the entry, the term and
    /// `(language, term words)`.
    struct Candidate {
        score: f32,
        doc: Rc<TantivyDocument>,
        term: String,
        key: (String, String),
    }
    // The first distinct terms (a term's entries in other releases read, and passed over).
    let mut candidates: Vec<Candidate> = Vec::new();
    for (score, a) in found {
        if candidates.len() == GLOSSARY_CANDIDATES {
            break;
        }
        let Some(d) = entries.get(a) else { continue };
        let term = str_of(&d, f.term).unwrap_or_default();
        let lang = str_of(&d, f.lang).unwrap_or_default();
        let key = (lang, term_words(&term).join(" "));
        if !candidates.iter().any(|c| c.key == key) {
            candidates.push(Candidate {
                score,
                doc: d,
                term,
                key,
            });
        }
    }
    let spans: Vec<Vec<(usize, usize)>> = candidates
        .iter()
        .map(|c| term_spans(&query, raw_query, &c.term))
        .collect();
    for i in longest_terms(&spans) {
        let Candidate {
            score,
            doc: d,
            term,
            key,
        } = &candidates[i];
        seen_terms.push(key.clone());
        named.extend(term_words(term));
        let (_, text) = text_of(d, f);
        let document = str_of(d, f.document).unwrap_or_default();
        let cited = crate::rule_ref::find_all(&text);
        for r in &cited {
            if !scopes.contains(&r.id) {
                scopes.push(r.id);
            }
            leads.push((*score, document.clone(), r.id));
        }
        term_scopes.push((term_words(term), cited.iter().map(|r| r.id).collect()));
    }
    // A variant named by its heading, without the "Variant" or "Option" the glossary's term
    // has ("two-headed giant starting life"; "Two-Headed Giant Variant").
    let headings_only = tantivy::query::BooleanQuery::new(vec![
        (tantivy::query::Occur::Must, q.box_clone()),
        (
            tantivy::query::Occur::Must,
            Box::new(tantivy::query::ConstScoreQuery::new(
                Box::new(TermQuery::new(
                    Term::from_field_text(f.kind, "heading"),
                    IndexRecordOption::Basic,
                )),
                0.0,
            )),
        ),
    ]);
    let names_variant = scopes.iter().any(|s| s.chapter >= VARIANT_CHAPTERS)
        || searcher
            .search(
                &headings_only,
                &TopDocs::with_limit(HEADING_CANDIDATES).order_by_score(),
            )
            .unwrap_or_default()
            .into_iter()
            .filter_map(|(_, a)| entries.get(a))
            .any(|d| {
                let id = str_of(&d, f.rule).and_then(|r| r.parse::<crate::RuleId>().ok());
                id.and_then(|id| build::variant_name(&id, &text_of(&d, f).1))
                    .is_some_and(|n| names_term(&query, raw_query, &n))
            });
    Named {
        scopes,
        named,
        leads,
        seen_terms,
        term_scopes,
        names_variant,
    }
}

/// Headings looked at for a variant the query names.
const HEADING_CANDIDATES: usize = 8;

/// The rules under the named terms' rules that meet the query best (at most `limit`), read
/// apart from the other candidates: the answer to "state based actions toughness 0" (704.5f)
/// does not say "state-based action", and a hundred rules say "toughness" or "0".
fn in_scope(
    searcher: &Searcher,
    stats: &dyn Bm25StatisticsProvider,
    f: &Fields,
    q: &dyn Query,
    named: &Named,
    limit: usize,
) -> Vec<(f32, DocAddress)> {
    use tantivy::query::{BooleanQuery, ConstScoreQuery, Occur};
    let term = |field, text: &str| -> Box<dyn Query> {
        Box::new(TermQuery::new(
            Term::from_field_text(field, text),
            IndexRecordOption::Basic,
        ))
    };
    let places: Vec<Box<dyn Query>> = named
        .leads
        .iter()
        .map(|(_, document, id)| {
            Box::new(BooleanQuery::intersection(vec![
                term(f.document, document),
                term(f.rule_path, &id.to_string()),
            ])) as Box<dyn Query>
        })
        .collect();
    if places.is_empty() {
        return Vec::new();
    }
    let scoped = BooleanQuery::new(vec![
        (Occur::Must, q.box_clone()),
        (
            Occur::Must,
            Box::new(ConstScoreQuery::new(
                Box::new(BooleanQuery::union(places)),
                0.0,
            )),
        ),
    ]);
    searcher
        .search_with_statistics_provider(
            &scoped,
            &TopDocs::with_limit(limit).order_by_score(),
            stats,
        )
        .unwrap_or_default()
}

/// A game term named in the query leads to the rules that define it: its glossary entry
/// names them ("Trample … See rule 702.19"), and the rules under them count more
/// ([`SCOPE_BOOST`]); when the query is only the term, the rule itself leads (702.19a for
/// "what is trample"). Hits are ranked by tier (the query's language first), then score.
/// Glossary entries come after the first [`RULES_ABOVE_GLOSSARY`] rules.
fn lead_to_rules(
    entries: &Entries<'_>,
    searcher: &Searcher,
    f: &Fields,
    why: &explain::Why,
    raw_query: &str,
    terms: Named,
    mut found: Vec<(usize, f32, DocAddress)>,
) -> Vec<(f32, DocAddress)> {
    // A Korean word without its particle or question ending (생명연결은 → 생명연결).
    let query: Vec<String> = term_words(raw_query)
        .into_iter()
        .map(|w| query::korean_stem(&w).unwrap_or(w))
        .collect();
    query_language_first(entries, f, why, raw_query, &mut found);
    let by_rank = |v: &mut Vec<(usize, f32, DocAddress)>| {
        v.sort_by(|a, b| b.0.cmp(&a.0).then(b.1.total_cmp(&a.1)));
    };
    let Named {
        scopes,
        named,
        leads,
        seen_terms,
        term_scopes,
        ..
    } = terms;
    let docs = |found: &[(usize, f32, DocAddress)]| -> Vec<Option<Rc<TantivyDocument>>> {
        found.iter().map(|(_, _, a)| entries.get(*a)).collect()
    };
    definition_leads(entries, searcher, f, why, &seen_terms, &mut found);
    pointer_leads(entries, searcher, f, why, &query, raw_query, &mut found);
    if scopes.is_empty() {
        by_rank(&mut found);
        let d = docs(&found);
        return demote_glossary(
            found.into_iter().map(|(_, s, a)| (s, a)).collect(),
            &d,
            f,
            why,
        );
    }
    // The term (its words) whose entry cites a rule.
    let term_of = |id: crate::RuleId| -> String {
        term_scopes
            .iter()
            .find(|(_, rules)| rules.iter().any(|s| s.contains(&id)))
            .map(|(words, _)| words.join(" "))
            .unwrap_or_default()
    };
    // Only one term (and filler words): the rule it names leads; for a title ("702.19.
    // Trample") its first subrule, for a rule heading ("405. Stack") its first rule.
    let distinct_terms: std::collections::HashSet<&String> =
        seen_terms.iter().map(|(_, t)| t).collect();
    let only_term = distinct_terms.len() == 1
        && query
            .iter()
            .all(|w| named.contains(w) || crate::vocab::QUERY_FILLER_WORDS.contains(&w.as_str()));
    let mut out: Vec<(f32, DocAddress)> = Vec::new();
    if only_term {
        for (score, document, id) in &leads {
            let entry = |r: crate::RuleId| {
                let a = rule_address(searcher, f, document, &r.to_string())?;
                let d = entries.get(a)?;
                Some((a, text_of(&d, f).1))
            };
            let addrs = term_leads(*id, |r| entry(r).map(|e| e.1))
                .into_iter()
                .filter_map(|r| entry(r).map(|e| e.0));
            for a in addrs {
                why.note(a, || explain::Signal::TermLead { term: term_of(*id) });
                if !out.iter().any(|(_, x)| *x == a) {
                    out.push((*score, a));
                }
            }
        }
    }
    // Per term named, the rules it names and the query's other words (not its own, nor
    // filler), which count as a row when one is a word ("toughness 0" beside "state-based
    // actions"; "0" alone does not); and the terms' own words.
    let rests: Vec<(&[crate::RuleId], Vec<String>, bool)> = term_scopes
        .iter()
        .map(|(own, rules)| {
            let rest: Vec<String> = query
                .iter()
                .filter(|w| {
                    let s: &str = w;
                    !own.contains(w) && !crate::vocab::QUERY_FILLER_WORDS.contains(&s)
                })
                .cloned()
                .collect();
            let counts = rest.iter().any(|w| w.chars().any(char::is_alphabetic));
            (rules.as_slice(), rest, counts)
        })
        .collect();
    let term_lists: Vec<Vec<String>> = distinct_terms
        .iter()
        .map(|t| t.split(' ').map(str::to_owned).collect())
        .collect();
    // A run of words; a term in Chinese, Japanese or Korean is found inside the text's words.
    let has_run = |text: &[String], run: &[String]| match run {
        [] => false,
        [t] if t.chars().any(crate::document::is_cjk) => text.iter().any(|w| w.contains(t)),
        _ => text.windows(run.len()).any(|w| w == run),
    };
    found.retain(|(_, _, a)| !out.iter().any(|(_, x)| x == a));
    let best = found.iter().map(|h| h.1).fold(0.0f32, f32::max);
    let found_docs = docs(&found);
    for ((_, score, a), d) in found.iter_mut().zip(&found_docs) {
        let Some(d) = d else { continue };
        if str_of(d, f.kind).as_deref() == Some("glossary") {
            continue;
        }
        let id = str_of(d, f.rule).and_then(|r| r.parse::<crate::RuleId>().ok());
        let under = id.is_some_and(|r| scopes.iter().any(|s| s.contains(&r)));
        let text = term_words(&text_of(d, f).1);
        let mut boost = 1.0;
        let mut bonus = 0.0;
        if under {
            boost *= 1.0 + SCOPE_BOOST;
            // The rule may not repeat the term ("toughness 0" in 704.5f says nothing of
            // state-based actions): the other words in a row raise it near the best hit.
            let row = rests.iter().any(|(rules, rest, counts)| {
                *counts
                    && id.is_some_and(|r| rules.iter().any(|s| s.contains(&r)))
                    && has_run(&text, rest)
            });
            if row {
                bonus = best * ROW_SHARE;
            }
        }
        // Two terms: their own rules that name both (a list of keyword counters names
        // both too, and says nothing of how they meet).
        let both = under
            && term_lists.len() > 1
            && term_lists.iter().filter(|t| has_run(&text, t)).count() > 1;
        if both {
            boost *= 1.0 + BOTH_BOOST;
        }
        if let (true, Some(id)) = (under, id) {
            why.note(*a, || explain::Signal::Term {
                term: term_of(id),
                row: bonus > 0.0,
                both,
            });
        }
        *score = *score * boost + bonus;
    }
    by_rank(&mut found);
    let lead = out.len();
    let mut all_docs: Vec<Option<Rc<TantivyDocument>>> = vec![None; lead];
    let d = docs(&found);
    out.extend(found.into_iter().map(|(_, s, a)| (s, a)));
    all_docs.extend(d);
    demote_glossary(out, &all_docs, f, why)
}

/// The indices of the first `n` hits, best first (tier, then score).
fn first_hits(found: &[(usize, f32, DocAddress)], n: usize) -> Vec<usize> {
    let mut order: Vec<usize> = (0..found.len()).collect();
    order.sort_by(|&a, &b| {
        found[b]
            .0
            .cmp(&found[a].0)
            .then(found[b].1.total_cmp(&found[a].1))
    });
    order.truncate(n);
    order
}

/// Rules led to, added to the hits: a rule already there keeps the better of its tier and
/// score and the lead's.
fn add_leads(found: &mut Vec<(usize, f32, DocAddress)>, leads: Vec<(usize, f32, DocAddress)>) {
    for (tier, score, a) in leads {
        match found.iter_mut().find(|h| h.2 == a) {
            Some(h) => {
                h.0 = h.0.max(tier);
                h.1 = h.1.max(score);
            }
            None => found.push((tier, score, a)),
        }
    }
}

/// Glossary entries among the first hits whose definition, not their term, met the query
/// (see [`definition_leads`]).
const DEFINITION_ENTRIES: usize = 5;
/// What a rule cited by such an entry counts for, as a share of the entry's score.
const DEFINITION_SHARE: f32 = 0.95;
/// Most rules an entry leads to (an entry citing more names a whole subject).
const DEFINITION_LEADS: usize = 6;

/// The CR's own paraphrase: a glossary entry says in plain words what its rules say in
/// theirs ("Summoning Sickness Rule: … a player's inability to attack with a creature …
/// See rule 302.6"; "Copiable Values: … checked by copy effects. See rules 613.2, 707.2"). A
/// question worded as the definition is ("can a creature attack the turn it comes into play")
/// meets the entry better than the rule; an entry among the first hits whose term the query
/// does not name (named terms lead through their scope) brings the rules it cites to nearly
/// its own score, and then stands below them ([`demote_glossary`]).
fn definition_leads(
    entries: &Entries<'_>,
    searcher: &Searcher,
    f: &Fields,
    why: &explain::Why,
    seen_terms: &[(String, String)],
    found: &mut Vec<(usize, f32, DocAddress)>,
) {
    let mut leads: Vec<(usize, f32, DocAddress)> = Vec::new();
    for k in first_hits(found, DEFINITION_ENTRIES) {
        let (tier, score, a) = found[k];
        let Some(d) = entries.get(a) else { continue };
        if str_of(&d, f.kind).as_deref() != Some("glossary") {
            continue;
        }
        let term = str_of(&d, f.term).unwrap_or_default();
        let lang = str_of(&d, f.lang).unwrap_or_default();
        if seen_terms.contains(&(lang, term_words(&term).join(" "))) {
            continue;
        }
        let document = str_of(&d, f.document).unwrap_or_default();
        let entry = |r: crate::RuleId| {
            let a = rule_address(searcher, f, &document, &r.to_string())?;
            let d = entries.get(a)?;
            Some((a, text_of(&d, f).1))
        };
        // The same rules as the site's index has for the entry (its `leads`).
        let cited: Vec<crate::RuleId> = crate::rule_ref::find_all(&text_of(&d, f).1)
            .into_iter()
            .flat_map(|r| term_leads(r.id, |r| entry(r).map(|e| e.1)))
            .collect();
        if cited.len() > DEFINITION_LEADS {
            continue;
        }
        for id in cited {
            if let Some((a, _)) = entry(id) {
                why.note(a, || explain::Signal::Definition { term: term.clone() });
                leads.push((tier, score * DEFINITION_SHARE, a));
            }
        }
    }
    add_leads(found, leads);
}

/// Rules among the first hits looked at for a name they point at (see [`pointer_leads`]).
const POINTER_RULES: usize = 5;
/// What the rule pointed at counts for, as a share of the pointing rule's score: above it.
const POINTER_SHARE: f32 = 1.05;
/// Most bytes between a quoted name and the reference that follows it (" (see rule ",
/// "（参见规则").
const POINTER_GAP: usize = 16;

/// The CR's own pointers: a rule that names something in quotes and says at once where it is
/// defined ("also called the “legend rule” (see rule 704.5j)"; "“传奇规则”（参见规则704.5j）")
/// leads a query naming it to that rule, just above itself.
fn pointer_leads(
    entries: &Entries<'_>,
    searcher: &Searcher,
    f: &Fields,
    why: &explain::Why,
    query: &[String],
    raw_query: &str,
    found: &mut Vec<(usize, f32, DocAddress)>,
) {
    let mut leads: Vec<(usize, f32, DocAddress)> = Vec::new();
    for k in first_hits(found, POINTER_RULES) {
        let (tier, score, a) = found[k];
        let Some(d) = entries.get(a) else { continue };
        if str_of(&d, f.kind).as_deref() != Some("rule") {
            continue;
        }
        let text = text_of(&d, f).1;
        let document = str_of(&d, f.document).unwrap_or_default();
        for (name, cited) in pointers(&text) {
            // A name in Chinese, Japanese or Korean by its characters (the Korean text adds
            // the English name: "전설 규칙legend rule").
            let name = if name.chars().any(crate::document::is_cjk) {
                name.chars()
                    .filter(|c| crate::document::is_cjk(*c))
                    .collect()
            } else {
                name
            };
            if !names_term(query, raw_query, &name) {
                continue;
            }
            if let Some(to) = rule_address(searcher, f, &document, &cited.to_string()) {
                why.note(to, || explain::Signal::Pointer {
                    name: name.clone(),
                    from: str_of(&d, f.rule).unwrap_or_default(),
                });
                leads.push((tier, score * POINTER_SHARE, to));
            }
        }
    }
    add_leads(found, leads);
}

/// The quoted names of a text followed at once by a reference: `(name, rule)`. Shared with
/// the site's index, which carries them per rule.
pub fn pointers(text: &str) -> Vec<(String, crate::RuleId)> {
    const OPEN: [char; 4] = ['“', '"', '「', '『'];
    const CLOSE: [char; 4] = ['”', '"', '」', '』'];
    let refs = crate::rule_ref::find_all(text);
    let mut out = Vec::new();
    let mut rest = 0;
    while let Some(open) = text[rest..].find(OPEN).map(|i| i + rest) {
        let start = open + text[open..].chars().next().map_or(1, char::len_utf8);
        let Some(close) = text[start..].find(CLOSE).map(|i| i + start) else {
            break;
        };
        let end = close + text[close..].chars().next().map_or(1, char::len_utf8);
        if let Some(r) = refs.iter().find(|r| {
            r.span.start >= end
                && r.span.start - end <= POINTER_GAP
                && !text[end..r.span.start].contains(OPEN)
        }) {
            out.push((text[start..close].to_owned(), r.id));
        }
        rest = end;
    }
    out
}

/// A rule that is only a title ("702.19 Trample", "702.15 系命") says nothing: its first
/// subrule, which defines the term, takes its place (moved up when it is already a hit), or
/// when that one only classifies the term, the next one and then it ([`term_leads`]).
fn titles_to_rules(
    searcher: &Searcher,
    entries: &Entries<'_>,
    f: &Fields,
    why: &explain::Why,
    found: Vec<(f32, DocAddress)>,
) -> Vec<(f32, DocAddress)> {
    let mut out: Vec<(f32, DocAddress)> = Vec::with_capacity(found.len());
    for (score, a) in found {
        if out.iter().any(|(_, x)| *x == a) {
            continue;
        }
        let leads: Option<(String, Vec<DocAddress>)> = entries.get(a).and_then(|d| {
            if str_of(&d, f.kind).as_deref() != Some("rule") || !is_title(&text_of(&d, f).1) {
                return None;
            }
            let id: crate::RuleId = str_of(&d, f.rule)?.parse().ok()?;
            if id.sub.is_none() || id.letter.is_some() {
                return None;
            }
            let document = str_of(&d, f.document)?;
            let entry = |r: crate::RuleId| {
                let a = rule_address(searcher, f, &document, &r.to_string())?;
                Some((a, text_of(&*entries.get(a)?, f).1))
            };
            // As a term named alone: the subrule that says what it does before one that
            // only classifies it ("생명연결은 정적 능력입니다.").
            let leads: Vec<DocAddress> = term_leads(id, |r| entry(r).map(|e| e.1))
                .into_iter()
                .filter_map(|r| entry(r).map(|e| e.0))
                .collect();
            (!leads.is_empty()).then_some((id.to_string(), leads))
        });
        match leads {
            Some((title, leads)) => {
                for r in leads {
                    why.note(r, || explain::Signal::Title {
                        from: title.clone(),
                    });
                    if !out.iter().any(|(_, x)| *x == r) {
                        out.push((score, r));
                    }
                }
            }
            None => out.push((score, a)),
        }
    }
    out
}

/// The rules a game term named alone leads to, from a rule its glossary entry cites, `text`
/// giving a rule's text (None when the document lacks it): a chapter's first rule (405.1
/// for 405), a title's first subrule (702.19a for "702.19 Trample"), the rule itself
/// otherwise; when that rule only classifies the keyword ("Lifelink is a static ability."),
/// the next one, which says what it does, before it. Shared by `cr search` and the site's
/// search (which gets them precomputed in its index).
pub fn term_leads(
    cited: crate::RuleId,
    text: impl Fn(crate::RuleId) -> Option<String>,
) -> Vec<crate::RuleId> {
    use crate::RuleId;
    let first = match (cited.sub, cited.letter) {
        (None, _) => RuleId::new(cited.chapter, Some(1), None),
        (Some(_), Some(_)) => cited,
        (Some(_), None) => match text(cited) {
            Some(t) if is_title(&t) => RuleId::new(cited.chapter, cited.sub, Some(b'a')),
            _ => cited,
        },
    };
    let Some(t) = text(first) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    if says_little(&t)
        && let Some(letter) = first.letter
    {
        let next = RuleId::new(first.chapter, first.sub, Some(letter + 1));
        if text(next).is_some() {
            out.push(next);
        }
    }
    out.push(first);
    out
}

/// A rule that only classifies ("Lifelink is a static ability.", "系命是静止式异能。",
/// "치명타는 정적 능력입니다."): a short sentence.
fn says_little(text: &str) -> bool {
    text.split_whitespace().count() <= 5 && text.chars().count() <= 40
}

/// A rule that is only a title ("Trample", "Lifelink"): its first subrule says what it is.
/// Shared with the site's index, which gives a title the rules it leads to.
pub fn is_title(text: &str) -> bool {
    text.split_whitespace().count() <= 5 && !text.trim_end().ends_with(['.', '。'])
}

/// Glossary entries and headings after the first [`RULES_ABOVE_GLOSSARY`] rules: a glossary
/// entry leads to its rule, a heading ("704. State-Based Actions") to the rules under it;
/// neither answers a question that a rule answers.
fn demote_glossary(
    found: Vec<(f32, DocAddress)>,
    docs: &[Option<Rc<TantivyDocument>>],
    f: &Fields,
    why: &explain::Why,
) -> Vec<(f32, DocAddress)> {
    let mut out = Vec::with_capacity(found.len());
    let mut held = Vec::new();
    for (hit, d) in found.into_iter().zip(docs) {
        let glossary = d
            .as_ref()
            .and_then(|d| str_of(d, f.kind))
            .is_some_and(|k| k != "rule");
        if glossary && out.len() < RULES_ABOVE_GLOSSARY {
            why.note(hit.1, || explain::Signal::BelowRules);
            held.push(hit);
        } else {
            out.push(hit);
        }
        if out.len() >= RULES_ABOVE_GLOSSARY && !held.is_empty() {
            out.append(&mut held);
        }
    }
    out.append(&mut held);
    out
}

/// `found` (ranked by words) fused with the rules closest in meaning to the query
/// (reciprocal rank fusion, [`semantic::fused`]). Each ranking counts a text once, whatever
/// number of releases and entries share it (the same rule in five releases is one rank, not
/// five). Ranked by words alone when the index has no vectors or the model cannot read the
/// query.
fn with_meaning(
    opened: &Opened,
    (searcher, entries, f): (&Searcher, &Entries<'_>, &Fields),
    why: &explain::Why,
    req: &Request,
    found: Vec<(f32, DocAddress)>,
) -> Vec<(f32, DocAddress)> {
    let Some(meanings) = opened.meanings() else {
        return found;
    };
    let Some(vector) = encoder::shared().and_then(|e| e.encode(&[&req.query]).ok()) else {
        return found;
    };
    let group_of = |a: DocAddress| {
        let d = entries.get(a);
        let field = |x| d.as_ref().and_then(|d| str_of(d, x)).unwrap_or_default();
        let text = d.as_ref().map(|d| text_of(d, f).1).unwrap_or_default();
        (field(f.lang), field(f.kind), normalized(&text))
    };
    // Each text: its rank by words, by meaning, and its entries in order.
    type Ranks = (Option<usize>, Option<usize>, Vec<DocAddress>);
    let mut groups: Vec<Ranks> = Vec::new();
    let mut group: HashMap<(String, String, String), usize> = HashMap::new();
    let mut seen: std::collections::HashSet<DocAddress> = Default::default();
    for (_, a) in &found {
        if !seen.insert(*a) {
            continue;
        }
        let next = groups.len();
        let g = *group.entry(group_of(*a)).or_insert(next);
        if g == next {
            groups.push((Some(next), None, Vec::new()));
        }
        groups[g].2.push(*a);
    }
    let by_words = groups.len();
    let mut meaning_ranks = 0;
    let near = meanings.nearest(&vector[0], req.documents.as_deref(), semantic::CANDIDATES);
    let mut last = usize::MAX;
    for (document, rule, rank) in near {
        let Some(a) = rule_address(searcher, f, document, rule) else {
            continue;
        };
        // Ranks count the texts found, in order (a text no entry of the index has left out).
        if rank != last {
            last = rank;
            meaning_ranks += 1;
        }
        let r = meaning_ranks - 1;
        let next = groups.len();
        let g = *group.entry(group_of(a)).or_insert(next);
        if g == next {
            groups.push((None, None, Vec::new()));
        }
        groups[g].1 = Some(groups[g].1.map_or(r, |m| m.min(r)));
        if seen.insert(a) {
            groups[g].2.push(a);
        }
        why.note(a, || explain::Signal::Meaning { rank: r + 1 });
    }
    let mut fused: Vec<(f32, usize, &Ranks)> = groups
        .iter()
        .map(|g| (semantic::fused(g.0, g.1), g.0.unwrap_or(by_words), g))
        .collect();
    // Equal scores: the ranking by words decides.
    fused.sort_by(|x, y| y.0.total_cmp(&x.0).then(x.1.cmp(&y.1)));
    fused
        .into_iter()
        .flat_map(|(score, _, g)| g.2.iter().map(move |a| (score, *a)))
        .collect()
}

/// The entry of rule `rule` of `document`.
fn rule_address(searcher: &Searcher, f: &Fields, document: &str, rule: &str) -> Option<DocAddress> {
    let q = TermQuery::new(
        Term::from_field_text(f.key, &build::key(document, rule)),
        IndexRecordOption::Basic,
    );
    searcher
        .search(&q, &TopDocs::with_limit(1).order_by_score())
        .ok()?
        .first()
        .map(|(_, a)| *a)
}

/// Versions compared newest first: dated releases (`2026-01-16`) by date, newest first, then
/// undated ones (a seed, a file's own label): a rule number goes to today's release before a
/// fragment ("seed" sorts after every date as text, so text order alone put seeds first).
/// What a hit from an older release of its language than the newest hit counts for.
const OLDER_RELEASE: f32 = 0.9;

fn newest_first(a: &str, b: &str) -> std::cmp::Ordering {
    is_dated(b).cmp(&is_dated(a)).then_with(|| b.cmp(a))
}

/// A version that is an effective date (`2026-01-16`), not a seed or a file's own label.
fn is_dated(v: &str) -> bool {
    v.len() == 10
        && v.bytes().enumerate().all(|(i, c)| match i {
            4 | 7 => c == b'-',
            _ => c.is_ascii_digit(),
        })
}

/// The query's words as each analyzer's terms, weighted by how rare they are: how much of
/// the query an entry's text covers. BM25 sums what each word brings, so a rule that says one
/// word many times (704.5h says "toughness" and "state-based actions") passes one that has
/// every word of the question once (704.5f, "toughness 0 or less"); the share of the
/// query's weight that a text covers puts the one that answers the whole question first.
struct Coverage<'a> {
    searcher: &'a Searcher,
    f: &'a Fields,
    stats: &'a build::Stats,
    words: Vec<String>,
    /// Per analyzer, computed on first use: each word's terms with their weight.
    terms: HashMap<usize, Vec<Vec<(String, f32)>>>,
    /// The analyzers used so far (building a stemmer for every text costs).
    analyzers: HashMap<usize, tantivy::tokenizer::TextAnalyzer>,
}

impl<'a> Coverage<'a> {
    fn new(
        searcher: &'a Searcher,
        f: &'a Fields,
        stats: &'a build::Stats,
        clauses: &[(tantivy::query::Occur, query::Clause)],
    ) -> Self {
        let words = query::positive_words(clauses)
            .into_iter()
            .map(str::to_owned)
            .collect();
        Coverage {
            searcher,
            f,
            stats,
            words,
            terms: HashMap::new(),
            analyzers: HashMap::new(),
        }
    }

    /// The share (0 to 1) of the query's weight that `text` (of analyzer `i`) has; 1 when
    /// the analyzer knows none of the query's words.
    fn of(&mut self, i: usize, text: &str) -> f32 {
        let (searcher, f, stats, words) = (self.searcher, self.f, self.stats, &self.words);
        let terms = self.terms.entry(i).or_insert_with(|| {
            let n = stats.per_analyzer.get(i).copied().unwrap_or(1).max(1) as f32;
            words
                .iter()
                .map(|w| {
                    query::index_terms(i, w)
                        .into_iter()
                        .filter_map(|t| {
                            let df = searcher
                                .doc_freq(&Term::from_field_text(f.text[i], &t))
                                .unwrap_or(0) as f32;
                            // A term the field lacks (misspelt, another language's) says
                            // nothing of which entry covers the query.
                            (df > 0.0).then(|| (t, (1.0 + (n - df + 0.5) / (df + 0.5)).ln()))
                        })
                        .collect()
                })
                .collect()
        });
        let total: f32 = terms.iter().flatten().map(|(_, w)| w).sum();
        if total <= 0.0 {
            return 1.0;
        }
        let analyzer = self
            .analyzers
            .entry(i)
            .or_insert_with(|| schema::analyzer(i));
        let mut own: std::collections::HashSet<String> = Default::default();
        let mut stream = analyzer.token_stream(text);
        while let Some(t) = stream.next() {
            own.insert(t.text.clone());
        }
        let have: f32 = terms
            .iter()
            .flatten()
            .filter(|(t, _)| own.contains(t))
            .map(|(_, w)| w)
            .sum();
        have / total
    }
}

/// What a text that covers `share` of the query's weight counts for: the whole query, fully;
/// half of it, [`COVERAGE_FLOOR`] plus the rest in proportion to the square.
fn coverage_weight(share: f32) -> f32 {
    COVERAGE_FLOOR + (1.0 - COVERAGE_FLOOR) * share * share
}

/// What a text that has none of the query's weighted words counts for (see [`Coverage`]).
const COVERAGE_FLOOR: f32 = 0.4;

/// How many of the query's (folded) words the text has as words of its own, case and accents
/// aside; a CJK word counts when the text contains it.
fn literal_words(words: &[String], text: &str) -> usize {
    let folded = crate::align::features::fold(text);
    // A word and its parts ("player's" is "player" too).
    let own: std::collections::HashSet<String> = crate::text::words(text)
        .into_iter()
        .flat_map(|(_, w)| {
            std::iter::once(w)
                .chain(w.split(['\'', '’', '-']))
                .map(crate::align::features::fold)
        })
        .collect();
    words
        .iter()
        .filter(|w| {
            if w.chars().any(crate::document::is_cjk) {
                folded.contains(String::as_str(w))
            } else {
                own.contains(String::as_str(w))
            }
        })
        .count()
}

/// Fetches the stored counterparts (`lang \u{1f} document \u{1f} rule` lines) of a hit by
/// their key, keeping the wanted languages.
fn counterparts(
    searcher: &Searcher,
    f: &Fields,
    links: &str,
    wanted: &Translations,
) -> Result<Vec<Translation>> {
    let mut out = Vec::new();
    for line in links.lines() {
        let mut parts = line.split(SEP);
        let (Some(lang), Some(document), Some(rule)) = (parts.next(), parts.next(), parts.next())
        else {
            continue;
        };
        if !wanted.wants(lang) {
            continue;
        }
        let q = TermQuery::new(
            Term::from_field_text(f.key, &build::key(document, rule)),
            IndexRecordOption::Basic,
        );
        let top = searcher
            .search(&q as &dyn Query, &TopDocs::with_limit(1).order_by_score())
            .map_err(index_error)?;
        let Some((_, addr)) = top.first() else {
            continue;
        };
        let doc: TantivyDocument = searcher.doc(*addr).map_err(index_error)?;
        let (_, text) = text_of(&doc, f);
        out.push(Translation {
            doc: crate::document::DocRef::new(
                lang.to_owned(),
                str_of(&doc, f.version).unwrap_or_default(),
                document.to_owned(),
            ),
            rule: rule.to_owned(),
            text: text.lines().next().unwrap_or("").to_owned(),
        });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pointers_are_quoted_names_followed_at_once_by_a_reference() {
        let id = |s: &str| s.parse::<crate::RuleId>().unwrap();
        // en@2026-01-16 205.4d, zh@2023-10-13 205.4d, ko@2017-07-08 205.4d.
        assert_eq!(
            pointers(
                "Any permanent with the supertype “legendary” is subject to the state-based action for legendary permanents, also called the “legend rule” (see rule 704.5j)."
            ),
            vec![("legend rule".to_owned(), id("704.5j"))]
        );
        assert_eq!(
            pointers(
                "具有超类别“传奇”的永久物，是传奇永久物状态动作生效的对象，该规则也被称作“传奇规则”（参见规则704.5j）。"
            ),
            vec![("传奇规则".to_owned(), id("704.5j"))]
        );
        assert_eq!(
            pointers(
                "슈퍼타입이 \"전설적\"인 지속물은 전설적 지속물을 위한 상태 참조 행동의 대상이 됩니다. 이것은 또한 \"전설 규칙legend rule\" (See rule 704.5k)이라고도 부릅니다."
            ),
            vec![("전설 규칙legend rule".to_owned(), id("704.5k"))]
        );
        // A reference further on, or after another quote, is not the name's.
        assert!(
            pointers(
                "A card reads “Each player sacrifices a creature.” First, the active player chooses (see rule 101.4)."
            )
            .is_empty()
        );
    }
}
