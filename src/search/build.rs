//! Writing the index: one tantivy document per numbered rule (its examples' text included),
//! per rule heading and per glossary entry, with the counterparts of each rule stored beside
//! it. One writer thread and one commit, so the index is a single segment whose documents
//! are in corpus order (ties in ranking then follow the CR's order).

use super::schema::{self, Fields, SEP};
use crate::document::{Document, Heading};
use crate::rule_id::RuleId;
use std::collections::HashMap;
use tantivy::{Index, IndexWriter, TantivyDocument};

/// What building reports as it goes (a progress bar, plain lines, or nothing).
pub trait Progress {
    fn start(&self, _documents: usize) {}
    fn document(&self, _doc: &Document, _entries: usize) {}
    fn commit(&self) {}
}

/// What BM25 needs and tantivy does not keep: how many entries each analyzer's fields
/// have (see [`super::FieldStats`]). Stored as the commit payload.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Stats {
    pub per_analyzer: Vec<u64>,
}

impl Stats {
    fn to_payload(&self) -> String {
        let v: Vec<String> = self.per_analyzer.iter().map(u64::to_string).collect();
        format!("entries-per-analyzer={}", v.join(","))
    }

    /// Reads a commit payload; None when it is not one of ours.
    pub fn from_payload(p: &str) -> Option<Stats> {
        let v = p.strip_prefix("entries-per-analyzer=")?;
        let per_analyzer = v
            .split(',')
            .map(|n| n.parse().ok())
            .collect::<Option<Vec<u64>>>()?;
        (per_analyzer.len() == schema::ANALYZERS.len()).then_some(Stats { per_analyzer })
    }
}

/// Reports nothing.
pub struct Quiet;
impl Progress for Quiet {}

/// The writer's memory budget: the whole corpus fits, so there is one segment.
const WRITER_HEAP: usize = 200_000_000;

/// "6. Spells, Abilities, and Effects › 601. Casting Spells".
pub fn place(doc: &Document, id: &RuleId) -> String {
    let (section, chapter) = doc.place(id);
    let fmt = |h: &Heading| match (h.section, h.id) {
        (Some(n), _) => format!("{n}. {}", h.title),
        (_, Some(id)) => format!("{id}. {}", h.title),
        _ => h.title.clone(),
    };
    [section, chapter]
        .into_iter()
        .flatten()
        .filter(|h| h.id != Some(*id))
        .map(fmt)
        .collect::<Vec<_>>()
        .join(" › ")
}

fn rule_path(id: &RuleId) -> Vec<String> {
    let mut v = vec![id.to_string()];
    let mut p = id.parent();
    while let Some(x) = p {
        v.push(x.to_string());
        p = x.parent();
    }
    v
}

/// The key of a rule, for looking up counterparts: `document \u{1f} rule`.
pub fn key(document: &str, rule: &str) -> String {
    format!("{document}{SEP}{rule}")
}

/// Writes every entry of `docs` into `index` (which must be empty) and commits.
/// Returns the number of entries.
pub fn write(
    index: &Index,
    docs: &[Document],
    links: &HashMap<(usize, RuleId), Vec<(usize, RuleId)>>,
    progress: &dyn Progress,
) -> tantivy::Result<usize> {
    let f = schema::fields_of(&index.schema())?;
    let mut writer: IndexWriter = index.writer_with_num_threads(1, WRITER_HEAP)?;
    progress.start(docs.len());
    let mut total = 0;
    let mut per_analyzer = vec![0u64; schema::ANALYZERS.len()];
    // Newest version first within a language: equal scores then list the newest first.
    let mut order: Vec<usize> = (0..docs.len()).collect();
    order.sort_by(|&a, &b| {
        (&docs[a].lang, &docs[b].version).cmp(&(&docs[b].lang, &docs[a].version))
    });
    for di in order {
        let doc = &docs[di];
        let n = add_document(&writer, &f, docs, di, links)?;
        total += n;
        per_analyzer[schema::analyzer_of(&doc.lang)] += n as u64;
        progress.document(doc, n);
    }
    progress.commit();
    let mut commit = writer.prepare_commit()?;
    commit.set_payload(&Stats { per_analyzer }.to_payload());
    commit.commit()?;
    writer.wait_merging_threads()?;
    Ok(total)
}

fn base(f: &Fields, doc: &Document, kind: &str) -> TantivyDocument {
    let mut d = TantivyDocument::default();
    d.add_text(f.lang, &doc.lang);
    d.add_text(f.version, &doc.version);
    d.add_text(f.document, &doc.name);
    d.add_text(f.kind, kind);
    d
}

fn add_document(
    writer: &IndexWriter,
    f: &Fields,
    docs: &[Document],
    di: usize,
    links: &HashMap<(usize, RuleId), Vec<(usize, RuleId)>>,
) -> tantivy::Result<usize> {
    let doc = &docs[di];
    let a = schema::analyzer_of(&doc.lang);
    let (text, name) = (f.text[a], f.name[a]);
    let mut n = 0;
    for h in &doc.headings {
        let Some(id) = h.id else { continue };
        let mut d = base(f, doc, "heading");
        d.add_text(f.rule, id.to_string());
        d.add_text(f.rule_path, id.to_string());
        d.add_text(f.place, place(doc, &id));
        d.add_text(name, &h.title);
        d.add_text(text, &h.title);
        writer.add_document(d)?;
        n += 1;
    }
    for r in &doc.rules {
        let mut d = base(f, doc, "rule");
        let id = r.id.to_string();
        d.add_text(f.rule, &id);
        for p in rule_path(&r.id) {
            d.add_text(f.rule_path, p);
        }
        d.add_text(f.key, key(&doc.name, &id));
        d.add_text(f.place, place(doc, &r.id));
        d.add_text(text, r.text());
        if !r.examples.is_empty() {
            let examples: Vec<&str> = r.examples.iter().map(|e| e.body.text.as_str()).collect();
            d.add_text(f.example[a], examples.join("\n"));
        }
        if let Some(cs) = links.get(&(di, r.id)) {
            let lines: Vec<String> = cs
                .iter()
                .filter_map(|(dj, rid)| {
                    let o = docs.get(*dj)?;
                    Some(format!("{}{SEP}{}{SEP}{rid}", o.lang, o.name))
                })
                .collect();
            d.add_text(f.links, lines.join("\n"));
        }
        writer.add_document(d)?;
        n += 1;
    }
    for g in &doc.glossary {
        let mut d = base(f, doc, "glossary");
        d.add_text(f.rule, "");
        d.add_text(f.term, &g.term);
        d.add_text(name, &g.term);
        d.add_text(text, g.definition.text.replace('\n', " "));
        writer.add_document(d)?;
        n += 1;
    }
    Ok(n)
}
