//! What links where, computed once before any page is rendered: the page and anchor of every
//! rule, heading and glossary term of every document; the base document that side-by-side
//! pages follow and each document's alignment to it; the columns (the newest document of each
//! language); and, for a document that lacks a rule it refers to (a fragment such as the
//! seeds), the English release it follows, decided by [`crate::model`].

use super::html::slug;
use crate::document::Document;
use crate::links;
use crate::model::Db;
use crate::rule_id::RuleId;
use rayon::prelude::*;
use rustc_hash::FxHashMap;

/// Where things are in the site.
pub struct Plan<'a> {
    pub docs: &'a [Document],
    /// The document side-by-side pages follow (the engine's English when present).
    pub base: usize,
    /// The documents shown side by side: the base, then the newest of each other language.
    pub columns: Vec<usize>,
    /// File-name part of each document: `en-2026-01-16`.
    pub slugs: Vec<String>,
    /// Documents long enough to get one page per section.
    pub split: Vec<bool>,
    /// Per document: rule or heading id → (page, anchor).
    targets: Vec<FxHashMap<RuleId, (String, String)>>,
    /// Per document, per rule: its anchor (unique within the document).
    pub rule_anchor: Vec<Vec<String>>,
    /// Per document, per glossary entry: its anchor.
    pub glossary_anchor: Vec<Vec<String>>,
    /// Per base rule: the part of its chapter's side-by-side view it is on.
    pub side_part: Vec<usize>,
    /// Per document, per glossary entry: the anchor of its English entry (`g-mana-value`), the
    /// key that names an entry in every language (`zh.html#g-mana-value`); a translation's
    /// glossary is paired with its English release's by position when both have as many
    /// entries (as `cr update` pairs them), else by an identical term.
    pub glossary_key: Vec<Vec<Option<String>>>,
    /// Per document: English key → its glossary entry.
    glossary_by_key: Vec<FxHashMap<String, usize>>,
    /// Per document: its glossary terms, to link where rules use them.
    pub terms: Vec<Option<super::terms::Terms>>,
    /// Per document, per rule: the base rule it is aligned with.
    pub to_base: Vec<Vec<Option<usize>>>,
    /// Per document, per base rule: the document's rule aligned with it.
    pub from_base: Vec<Vec<Option<usize>>>,
    /// Per document: the English document it follows (a translation's source release), where
    /// its missing references resolve and what side by side compares it with.
    pub fallback: Vec<Option<usize>>,
    /// The English release the base document follows and, per base rule, its rule there:
    /// where each rule's lineage starts (none when the base is not a text of any release).
    pub release: Option<Release>,
    /// Per base rule: its number in the release the engine's `/// CR` tags cite
    /// ([`links::CANONICAL`]), by content, so that a newer base keeps the engine's links.
    pub engine: Vec<Option<RuleId>>,
    /// The database of the run (what each document follows, alignments, releases).
    pub db: &'a Db,
}

/// Per rule of an English `base`: its number in the engine's release (none for a rule that
/// has no counterpart there, and for a base that is not English).
fn engine_numbers(db: &Db, base: &Document) -> Vec<Option<RuleId>> {
    if base.label() == links::CANONICAL {
        return base.rules.iter().map(|r| Some(r.id)).collect();
    }
    let mut out = vec![None; base.rules.len()];
    if base.lang != "en" {
        return out;
    }
    if let Ok(canonical) = db.load(links::CANONICAL) {
        for p in &db.align(base, &canonical).pairs {
            out[p.left] = Some(canonical.rules[p.right].id);
        }
    }
    out
}

/// The base document's place in the English history.
pub struct Release {
    /// The release's index in the history.
    pub index: usize,
    /// Per base rule: its index in the release.
    pub rules: Vec<Option<usize>>,
}

/// For each rule of one document, the index of a rule of another.
type RuleMap = Vec<Option<usize>>;

/// A resolved cross-reference.
pub struct Target<'p> {
    pub href: String,
    /// Set when the rule is not in the document itself: the document it was found in.
    pub elsewhere: Option<&'p Document>,
}

fn doc_slug(d: &Document) -> String {
    let s: String = format!("{}-{}", d.lang, d.version)
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' || c == '.' {
                c
            } else {
                '_'
            }
        })
        .collect();
    s
}

impl<'a> Plan<'a> {
    /// The base document: the engine's English, else the newest English, else the longest.
    pub fn base_of(docs: &[Document]) -> usize {
        let n = docs.len();
        docs.iter()
            .position(|d| d.label() == links::CANONICAL)
            .or_else(|| {
                (0..n)
                    .filter(|&i| docs[i].lang == "en")
                    .max_by(|&a, &b| docs[a].version.cmp(&docs[b].version))
            })
            .or_else(|| (0..n).max_by_key(|&i| docs[i].rules.len()))
            .unwrap_or(0)
    }

    pub fn new(db: &'a Db, docs: &'a [Document]) -> Plan<'a> {
        let n = docs.len();
        let base = Plan::base_of(docs);

        // Unique slugs (two files of the same language and version get -2, -3…).
        let mut slugs: Vec<String> = Vec::with_capacity(n);
        for d in docs {
            let s = doc_slug(d);
            let mut u = s.clone();
            let mut k = 2;
            while slugs.contains(&u) {
                u = format!("{s}-{k}");
                k += 1;
            }
            slugs.push(u);
        }
        let split: Vec<bool> = docs
            .iter()
            .map(|d| d.headings.iter().filter(|h| h.section.is_some()).count() >= 2)
            .collect();

        let mut columns = vec![base];
        let mut langs: Vec<&str> = docs.iter().map(|d| d.lang.as_str()).collect();
        langs.sort_unstable();
        langs.dedup();
        for l in langs {
            if l == docs[base].lang {
                continue;
            }
            if let Some(i) = (0..n)
                .filter(|&i| docs[i].lang == l)
                .max_by(|&a, &b| docs[a].version.cmp(&docs[b].version))
            {
                columns.push(i);
            }
        }

        // Anchors and pages.
        let mut targets = Vec::with_capacity(n);
        let mut rule_anchor = Vec::with_capacity(n);
        let mut glossary_anchor = Vec::with_capacity(n);
        for (d, doc) in docs.iter().enumerate() {
            let mut t: FxHashMap<RuleId, (String, String)> = FxHashMap::default();
            let mut anchors = Vec::with_capacity(doc.rules.len());
            let mut seen: FxHashMap<String, usize> = FxHashMap::default();
            let mut unique = |a: String| -> String {
                let k = seen.entry(a.clone()).or_insert(0);
                *k += 1;
                if *k == 1 { a } else { format!("{a}-{k}") }
            };
            for h in &doc.headings {
                if let Some(id) = h.id {
                    let a = unique(format!("r{id}"));
                    t.entry(id)
                        .or_insert_with(|| (section_page(&slugs[d], split[d], id.section()), a));
                } else if let Some(s) = h.section {
                    unique(format!("s{s}"));
                }
            }
            for r in &doc.rules {
                let a = unique(format!("r{}", r.id));
                t.entry(r.id).or_insert_with(|| {
                    (section_page(&slugs[d], split[d], r.id.section()), a.clone())
                });
                anchors.push(a);
            }
            let mut gseen: FxHashMap<String, usize> = FxHashMap::default();
            let g = doc
                .glossary
                .iter()
                .map(|e| {
                    let a = format!("g-{}", slug(&e.term));
                    let k = gseen.entry(a.clone()).or_insert(0);
                    *k += 1;
                    if *k == 1 { a } else { format!("{a}-{k}") }
                })
                .collect();
            targets.push(t);
            rule_anchor.push(anchors);
            glossary_anchor.push(g);
        }

        // Alignment of every other document to the base, on every core.
        let mut to_base: Vec<Vec<Option<usize>>> = vec![Vec::new(); n];
        let mut from_base: Vec<Vec<Option<usize>>> = vec![Vec::new(); n];
        let base_doc = &docs[base];
        let results: Vec<(usize, RuleMap, RuleMap)> = (0..n)
            .into_par_iter()
            .map(|d| {
                let doc = &docs[d];
                if d == base {
                    let id: Vec<Option<usize>> = (0..doc.rules.len()).map(Some).collect();
                    return (d, id.clone(), id);
                }
                let a = db.align(doc, base_doc);
                let mut tb = vec![None; doc.rules.len()];
                let mut fb = vec![None; base_doc.rules.len()];
                for p in &a.pairs {
                    tb[p.left] = Some(p.right);
                    fb[p.right] = Some(p.left);
                }
                (d, tb, fb)
            })
            .collect();
        for (d, tb, fb) in results {
            to_base[d] = tb;
            from_base[d] = fb;
        }

        let mut plan = Plan {
            docs,
            base,
            columns,
            slugs,
            split,
            targets,
            rule_anchor,
            glossary_anchor,
            terms: docs.iter().map(super::terms::Terms::of).collect(),
            to_base,
            from_base,
            fallback: vec![None; n],
            release: None,
            glossary_key: Vec::new(),
            glossary_by_key: Vec::new(),
            side_part: super::side::part_numbers(&docs[base]),
            engine: engine_numbers(db, &docs[base]),
            db,
        };
        plan.fallback = plan.fallbacks();
        plan.glossary_key = (0..n).map(|d| plan.glossary_keys(d)).collect();
        plan.glossary_by_key = plan
            .glossary_key
            .iter()
            .map(|keys| {
                let mut m = FxHashMap::default();
                for (k, key) in keys.iter().enumerate() {
                    if let Some(key) = key {
                        m.entry(key.clone()).or_insert(k);
                    }
                }
                m
            })
            .collect();
        plan.release = plan.release_of_base();
        plan
    }

    /// The release the base follows, as the model decides; none when fewer than half of its
    /// rules are in it (a made-up text) or it has no rules.
    fn release_of_base(&self) -> Option<Release> {
        let base = self.docs.get(self.base)?;
        let follows = self.db.follows(base);
        if follows.pairs.is_empty() || follows.pairs.len() * 2 < base.rules.len() {
            return None;
        }
        let mut rules = vec![None; base.rules.len()];
        for &(b, r, _, _) in &follows.pairs {
            rules[b] = Some(r);
        }
        Some(Release {
            index: follows.release,
            rules,
        })
    }

    /// The history page and anchor of a base rule, if it has a lineage.
    pub fn history_href(&self, b: usize) -> Option<String> {
        self.release.as_ref()?.rules.get(b).copied().flatten()?;
        let id = self.docs[self.base].rules[b].id;
        Some(format!(
            "{}#{}",
            super::history::page_of(id.chapter),
            self.rule_anchor[self.base][b]
        ))
    }

    /// For each translation: the English document of the site it follows (the model decides
    /// which release; the site's copy of it, else the newest English of the site).
    fn fallbacks(&self) -> Vec<Option<usize>> {
        let english: Vec<usize> = (0..self.docs.len())
            .filter(|&i| crate::lang::is_english(&self.docs[i].lang))
            .collect();
        let jobs: Vec<usize> = (0..self.docs.len())
            .filter(|&d| !crate::lang::is_english(&self.docs[d].lang) && !english.is_empty())
            .collect();
        // The English release each follows (the model decides), if the site has it.
        let db = self.db;
        let found: Vec<(usize, usize)> = jobs
            .into_par_iter()
            .map(|d| {
                let doc = &self.docs[d];
                let release = db.followed(doc);
                let e = english
                    .iter()
                    .copied()
                    .find(|&e| self.docs[e].version == release.version)
                    .or_else(|| {
                        english
                            .iter()
                            .copied()
                            .find(|&e| self.docs[e].version == doc.version)
                    })
                    .unwrap_or(*english.last().expect("non-empty"));
                (d, e)
            })
            .collect();
        let mut out = vec![None; self.docs.len()];
        for (d, e) in found {
            out[d] = Some(e);
        }
        out
    }

    /// The English key of each glossary entry of a document (see `glossary_key`).
    fn glossary_keys(&self, d: usize) -> Vec<Option<String>> {
        let doc = &self.docs[d];
        if crate::lang::is_english(&doc.lang) {
            return self.glossary_anchor[d].iter().cloned().map(Some).collect();
        }
        let Some(e) = self.fallback[d] else {
            return vec![None; doc.glossary.len()];
        };
        let english = &self.docs[e].glossary;
        if english.len() == doc.glossary.len() {
            return self.glossary_anchor[e].iter().cloned().map(Some).collect();
        }
        let mut by_term: FxHashMap<String, usize> = FxHashMap::default();
        for (k, g) in english.iter().enumerate() {
            by_term.entry(g.term.trim().to_lowercase()).or_insert(k);
        }
        doc.glossary
            .iter()
            .map(|g| {
                let k = by_term.get(&g.term.trim().to_lowercase())?;
                Some(self.glossary_anchor[e][*k].clone())
            })
            .collect()
    }

    /// The entry of document `c`'s glossary with the same English key as entry `k` of `d`.
    pub fn glossary_counterpart(&self, d: usize, k: usize, c: usize) -> Option<usize> {
        let key = self.glossary_key[d].get(k)?.as_ref()?;
        self.glossary_by_key[c].get(key).copied()
    }

    /// The page and anchor of a rule or heading in a document.
    pub fn target(&self, d: usize, id: &RuleId) -> Option<(&str, &str)> {
        self.targets[d]
            .get(id)
            .map(|(p, a)| (p.as_str(), a.as_str()))
    }

    /// Where a reference from document `d` leads: the rule in `d`, else in the English version
    /// `d` follows.
    pub fn resolve(&self, d: usize, id: &RuleId) -> Option<Target<'a>> {
        if let Some((p, a)) = self.target(d, id) {
            return Some(Target {
                href: format!("{p}#{a}"),
                elsewhere: None,
            });
        }
        let e = self.fallback[d]?;
        let (p, a) = self.target(e, id)?;
        Some(Target {
            href: format!("{p}#{a}"),
            elsewhere: Some(&self.docs[e]),
        })
    }

    /// The href of a rule of a document by index.
    pub fn rule_href(&self, d: usize, k: usize) -> String {
        let r = &self.docs[d].rules[k];
        format!(
            "{}#{}",
            section_page(&self.slugs[d], self.split[d], r.id.section()),
            self.rule_anchor[d][k]
        )
    }

    /// The main page of a document (its only page, or its table of contents).
    pub fn doc_page(&self, d: usize) -> String {
        format!("doc-{}.html", self.slugs[d])
    }

    /// The page holding a document's glossary.
    pub fn glossary_page(&self, d: usize) -> String {
        if self.split[d] {
            format!("doc-{}-glossary.html", self.slugs[d])
        } else {
            self.doc_page(d)
        }
    }

    /// The href of a glossary entry of a document.
    pub fn glossary_href(&self, d: usize, k: usize) -> String {
        format!("{}#{}", self.glossary_page(d), self.glossary_anchor[d][k])
    }

    /// The side-by-side page and anchor of a base rule.
    pub fn side_href(&self, b: usize) -> String {
        let id = self.docs[self.base].rules[b].id;
        if is_casting(&id) {
            format!("{}#{}", side_rule_page(&id), self.rule_anchor[self.base][b])
        } else {
            format!(
                "{}#{}",
                super::side::part_page(id.chapter, self.side_part[b]),
                self.rule_anchor[self.base][b]
            )
        }
    }
}

/// True for 601.2 and its subrules: they get a side-by-side page each.
pub fn is_casting(id: &RuleId) -> bool {
    id.chapter == 601 && id.sub == Some(2)
}

/// The side-by-side page of one rule of 601.2.
pub fn side_rule_page(id: &RuleId) -> String {
    format!("side-{id}.html")
}

/// The page a rule of a section lives on.
pub fn section_page(slug: &str, split: bool, section: u8) -> String {
    if split {
        format!("doc-{slug}-s{section}.html")
    } else {
        format!("doc-{slug}.html")
    }
}
