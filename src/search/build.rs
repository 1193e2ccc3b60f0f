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

/// The first chapter of the variants' rules (800: multiplayer; 900: casual variants).
pub const VARIANT_CHAPTERS: u16 = 800;

/// The name a heading of the variants' chapters gives its variant: the title without its
/// last word when it has several ("Two-Headed Giant Variant", "Shared Team Turns Option"),
/// as the rules write it ("In a Two-Headed Giant game"); None for a chapter's first heading
/// ("800. General") and any other.
pub fn variant_name(id: &RuleId, title: &str) -> Option<String> {
    if id.chapter < VARIANT_CHAPTERS || id.sub.is_some() || id.chapter.is_multiple_of(100) {
        return None;
    }
    let words: Vec<&str> = title.split_whitespace().collect();
    match words.len() {
        0 => None,
        1 => Some(words[0].to_owned()),
        n => Some(words[..n - 1].join(" ")),
    }
}

/// The names of a document's variants and options, read from the document: the headings of
/// its variants' chapters ([`variant_name`]) and the glossary terms whose entry cites those
/// chapters only ("Brawl … See rule 903.12"), without a parenthesis ("EDH (Obsolete)").
pub fn variant_names(doc: &Document) -> Vec<String> {
    let mut out: Vec<String> = doc
        .headings
        .iter()
        .filter_map(|h| variant_name(&h.id?, &h.title))
        .collect();
    for g in &doc.glossary {
        let cited = crate::rule_ref::find_all(&g.definition.text);
        if cited.is_empty() || cited.iter().any(|r| r.id.chapter < VARIANT_CHAPTERS) {
            continue;
        }
        let term = g.term.split('(').next().unwrap_or("").trim();
        if !term.is_empty() && !out.iter().any(|n| n == term) {
            out.push(term.to_owned());
        }
    }
    out
}

/// A rule about a variant or an option: one of the variants' chapters, or one whose first
/// clause names a variant as the document writes it, capitals included ("In a Two-Headed
/// Giant game, each team's starting life total is 30"; "In a Commander game"), where a rule
/// of the game that mentions a variant later ("…; ignore this rule in Two-Headed Giant
/// games") is not.
pub fn about_variant(text: &str, names: &[String]) -> bool {
    let first = text
        .split([',', '.', ';', ':', '，', '。', '；', '：'])
        .next()
        .unwrap_or("");
    names.iter().any(|n| {
        first.match_indices(n.as_str()).any(|(i, m)| {
            let word = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '-');
            n.chars().any(crate::document::is_cjk)
                || !(word(first[..i].chars().next_back())
                    || word(first[i + m.len()..].chars().next()))
        })
    })
}

/// A rule of the variants' chapters or about a variant ([`about_variant`]); `variants` as
/// [`variant_names`] gives them. Shared with the site's index.
pub fn is_variant_rule(r: &crate::document::Rule, variants: &[String]) -> bool {
    r.id.chapter >= VARIANT_CHAPTERS || about_variant(r.text(), variants)
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
    let variants = variant_names(doc);
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
        if is_variant_rule(r, &variants) {
            d.add_text(f.variant, "1");
        }
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

#[cfg(test)]
mod tests {
    use super::*;

    fn id(s: &str) -> RuleId {
        s.parse().unwrap()
    }

    #[test]
    fn a_variant_is_named_as_its_heading_says_without_variant_or_option() {
        let name = |r: &str, t: &str| variant_name(&id(r), t);
        assert_eq!(
            name("810", "Two-Headed Giant Variant").as_deref(),
            Some("Two-Headed Giant")
        );
        assert_eq!(
            name("805", "Shared Team Turns Option").as_deref(),
            Some("Shared Team Turns")
        );
        assert_eq!(name("903", "Commander").as_deref(), Some("Commander"));
        // A chapter's first heading, a rule of the game, a rule under a heading: no variant.
        assert_eq!(name("800", "General"), None);
        assert_eq!(name("702", "Keyword Abilities"), None);
        assert_eq!(name("903.12", "Brawl Option"), None);
    }

    #[test]
    fn a_rule_is_about_a_variant_when_its_first_clause_names_one() {
        let names: Vec<String> = ["Two-Headed Giant", "Commander", "Brawl", "Vanguard"]
            .map(str::to_owned)
            .to_vec();
        // en@2026-01-16 103.4d, 119.4a, 103.5a: about a variant.
        assert!(about_variant(
            "In a two-player Brawl game, each player’s starting life total is 25. In a multiplayer Brawl game, each player’s starting life total is 30.",
            &names
        ));
        assert!(about_variant(
            "If a cost or effect allows a player to pay an amount of life greater than 0 in a Two-Headed Giant game, the player may do so only if their team’s life total is greater than or equal to the total amount of life being paid.",
            &names
        ));
        assert!(about_variant(
            "In a Vanguard game, each player’s starting hand size is seven plus or minus the hand modifier of their vanguard card.",
            &names
        ));
        // 704.5c: a rule of the game that sends a variant elsewhere later on.
        assert!(!about_variant(
            "If a player has ten or more poison counters, that player loses the game. Ignore this rule in Two-Headed Giant games; see rule 704.6b instead.",
            &names
        ));
        // A name as the document writes it, capitals included: "commander" the card, and
        // a name inside a word, are not the variant.
        assert!(!about_variant(
            "If a commander is in a graveyard, its owner may put it into the command zone.",
            &names
        ));
        assert!(!about_variant("Brawlers may attack.", &names));
        // Chinese: the name inside the clause.
        let zh = vec!["双头巨人".to_owned()];
        assert!(about_variant(
            "在双头巨人游戏中，每队的起始总生命为30。",
            &zh
        ));
    }
}
