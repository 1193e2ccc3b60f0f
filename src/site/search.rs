//! The offline search index, split so that one lookup loads little: a small list of the
//! documents (`assets/search/docs.js`), the question words a search drops
//! (`assets/search/filler.js`, `cr search`'s own) and one file per document
//! (`assets/search/<slug>.js`),
//! each a script that pushes its part onto one global (`fetch()` of a local file is blocked on
//! file://, a `<script>` is not). `assets/site.js` loads the list and the newest document of
//! each language on first use, and the older releases only when asked; it searches them and
//! renders nothing as HTML.

use super::plan::Plan;
use rayon::prelude::*;
use serde::Serialize;
use std::collections::HashMap;

/// One document in the list.
#[derive(Serialize)]
struct Doc<'a> {
    /// `en@2026-01-16`.
    label: String,
    lang: &'a str,
    version: &'a str,
    /// Its index file, relative to the site.
    file: String,
    /// The newest document of its language: searched first.
    latest: bool,
    /// The base document (the engine's English): a rule number goes there first.
    base: bool,
}

/// One document's part.
#[derive(Serialize)]
struct Part<'a> {
    doc: usize,
    /// Page file names.
    pages: Vec<String>,
    /// Distinct texts.
    texts: Vec<&'a str>,
    /// Entries: [label (rule number or term), page, anchor, text].
    entries: Vec<(&'a str, u32, &'a str, u32)>,
    /// Per glossary entry (its index in `entries`), the rules the term leads to when it is
    /// searched alone, as `cr search` has them ([`crate::search::term_leads`]).
    leads: Vec<(u32, Vec<String>)>,
    /// Per glossary entry, the rules its definition cites ("See rule 704"): the scopes a
    /// query naming the term raises, as `cr search`'s.
    cites: Vec<(u32, Vec<String>)>,
    /// Per rule, the names it quotes and the rule it points each to ("the “legend rule” (see
    /// rule 704.5j)"; [`crate::search::pointers`]).
    pointers: Vec<(u32, Vec<(String, String)>)>,
    /// The rules about a variant (their indices in `entries`), which count less when the
    /// query names no variant ([`crate::search::build::is_variant_rule`]).
    variant: Vec<u32>,
    /// The names of the variants by their headings ("Two-Headed Giant"): a query naming one
    /// is about a variant.
    variants: Vec<String>,
}

/// The newest document of each language (by version; a translation without a dated version
/// is the newest of its language when it is the only one).
pub fn latest(plan: &Plan<'_>) -> Vec<bool> {
    let docs = plan.docs;
    (0..docs.len())
        .map(|d| {
            !docs.iter().enumerate().any(|(e, o)| {
                e != d
                    && o.lang == docs[d].lang
                    && (o.version > docs[d].version || (o.version == docs[d].version && e < d))
            })
        })
        .collect()
}

/// The file of a document's part.
fn part_file(plan: &Plan<'_>, d: usize) -> String {
    format!("assets/search/{}.js", plan.slugs[d])
}

/// The files of the search index: (path, contents).
pub fn index_files(plan: &Plan<'_>) -> Vec<(String, String)> {
    let latest = latest(plan);
    let docs: Vec<Doc<'_>> = plan
        .docs
        .iter()
        .enumerate()
        .map(|(d, doc)| Doc {
            label: doc.label(),
            lang: doc.lang.as_str(),
            version: doc.version.as_str(),
            file: part_file(plan, d),
            latest: latest[d],
            base: d == plan.base,
        })
        .collect();
    // The question words the search drops, the irregular English forms it reads as their
    // base and the players' words it reads as the rules', the same lists as `cr search`'s
    // ([`crate::vocab`], [`crate::search::players`]).
    let filler = serde_json::json!({
        "words": crate::vocab::QUERY_FILLER_WORDS,
        "cjk": crate::vocab::QUERY_FILLER_CJK,
        "koreanEndings": crate::vocab::KOREAN_QUESTION_ENDINGS,
        // The players' words and the CR's phrases for each, longest first.
        "players": crate::search::players::table()
            .iter()
            .map(|e| (e.typed.as_str(), &e.rules_words))
            .collect::<Vec<_>>(),
        "forms": crate::vocab::ENGLISH_IRREGULAR_FORMS
            .iter()
            .map(|(f, b)| ((*f).to_owned(), serde_json::Value::from(*b)))
            .collect::<serde_json::Map<String, serde_json::Value>>(),
    });
    let mut out = vec![
        (
            "assets/search/docs.js".to_owned(),
            format!(
                "window.CR_SEARCH_DOCS = {};\n",
                serde_json::to_string(&docs).expect("serialisable")
            ),
        ),
        (
            "assets/search/filler.js".to_owned(),
            format!("window.CR_SEARCH_FILLER = {filler};\n"),
        ),
    ];
    let parts: Vec<(String, String)> = (0..plan.docs.len())
        .into_par_iter()
        .map(|d| (part_file(plan, d), part_js(plan, d)))
        .collect();
    out.extend(parts);
    out
}

fn part_js(plan: &Plan<'_>, d: usize) -> String {
    let doc = &plan.docs[d];
    let mut part = Part {
        doc: d,
        pages: Vec::new(),
        texts: Vec::new(),
        entries: Vec::new(),
        leads: Vec::new(),
        cites: Vec::new(),
        pointers: Vec::new(),
        variant: Vec::new(),
        variants: doc
            .headings
            .iter()
            .filter_map(|h| crate::search::build::variant_name(&h.id?, &h.title))
            .collect(),
    };
    let variant_names = crate::search::build::variant_names(doc);
    let mut pages: HashMap<String, u32> = HashMap::new();
    let mut texts: HashMap<&str, u32> = HashMap::new();
    let ids: Vec<String> = doc.rules.iter().map(|r| r.id.to_string()).collect();
    let heading_ids: Vec<String> = doc
        .headings
        .iter()
        .map(|h| h.id.map(|id| format!("{id}.")).unwrap_or_default())
        .collect();
    let mut page_of = |p: String, part: &mut Part<'_>| -> u32 {
        let n = pages.len() as u32;
        *pages.entry(p.clone()).or_insert_with(|| {
            part.pages.push(p);
            n
        })
    };
    fn text_of<'t>(texts: &mut HashMap<&'t str, u32>, all: &mut Vec<&'t str>, t: &'t str) -> u32 {
        let n = texts.len() as u32;
        *texts.entry(t).or_insert_with(|| {
            all.push(t);
            n
        })
    }
    let mut entries = Vec::new();
    for (h, hid) in doc.headings.iter().zip(&heading_ids) {
        let Some(id) = h.id else { continue };
        let Some((p, a)) = plan.target(d, &id) else {
            continue;
        };
        let pi = page_of(p.to_owned(), &mut part);
        let ti = text_of(&mut texts, &mut part.texts, h.title.as_str());
        entries.push((hid.as_str(), pi, a, ti));
    }
    let rule_text = |r: crate::RuleId| doc.rule(&r).map(|r| r.text().to_owned());
    for (k, r) in doc.rules.iter().enumerate() {
        let p = super::plan::section_page(&plan.slugs[d], plan.split[d], r.id.section());
        let pi = page_of(p, &mut part);
        let ti = text_of(&mut texts, &mut part.texts, r.body.text.as_str());
        // A title-only rule ("702.9 Flying") leads where `cr search` takes it: the subrule
        // that says what the keyword does, then the one that classifies it.
        if r.id.sub.is_some() && r.id.letter.is_none() && crate::search::is_title(r.text()) {
            let leads: Vec<String> = crate::search::term_leads(r.id, rule_text)
                .into_iter()
                .map(|r| r.to_string())
                .collect();
            if !leads.is_empty() {
                part.leads.push((entries.len() as u32, leads));
            }
        }
        let pointers: Vec<(String, String)> = crate::search::pointers(r.text())
            .into_iter()
            .map(|(name, id)| (name, id.to_string()))
            .collect();
        if !pointers.is_empty() {
            part.pointers.push((entries.len() as u32, pointers));
        }
        if crate::search::build::is_variant_rule(r, &variant_names) {
            part.variant.push(entries.len() as u32);
        }
        entries.push((ids[k].as_str(), pi, plan.rule_anchor[d][k].as_str(), ti));
    }
    if !doc.glossary.is_empty() {
        let gp = page_of(plan.glossary_page(d), &mut part);
        for (e, a) in doc.glossary.iter().zip(&plan.glossary_anchor[d]) {
            let ti = text_of(&mut texts, &mut part.texts, e.definition.text.as_str());
            let cited = crate::rule_ref::find_all(&e.definition.text);
            let leads: Vec<String> = cited
                .iter()
                .flat_map(|r| crate::search::term_leads(r.id, rule_text))
                .map(|r| r.to_string())
                .collect();
            if !leads.is_empty() {
                part.leads.push((entries.len() as u32, leads));
            }
            let mut scopes: Vec<String> = Vec::new();
            for r in &cited {
                let id = r.id.to_string();
                if !scopes.contains(&id) {
                    scopes.push(id);
                }
            }
            if !scopes.is_empty() {
                part.cites.push((entries.len() as u32, scopes));
            }
            entries.push((e.term.as_str(), gp, a.as_str(), ti));
        }
    }
    part.entries = entries;
    let json = serde_json::to_string(&part).expect("serialisable");
    format!("(window.CR_SEARCH_PARTS = window.CR_SEARCH_PARTS || []).push({json});\n")
}
