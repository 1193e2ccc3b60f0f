//! The offline search index: every rule, heading and glossary term of every document, as a
//! JavaScript file that assigns one global (`fetch()` of a local file is blocked on file://,
//! a `<script>` is not). Identical texts (the English versions share most rules) are stored
//! once. `assets/site.js` loads it on first use and searches it; nothing is rendered as HTML.

use super::plan::Plan;
use serde::Serialize;
use std::collections::HashMap;

#[derive(Serialize)]
struct Index<'a> {
    /// Document labels, and their languages.
    docs: Vec<(String, &'a str)>,
    /// Page file names.
    pages: Vec<String>,
    /// Distinct texts.
    texts: Vec<&'a str>,
    /// Entries: [doc, label (rule number or term), page, anchor, text].
    entries: Vec<(u32, &'a str, u32, &'a str, u32)>,
}

/// The contents of `assets/search-index.js`.
pub fn index_js(plan: &Plan<'_>) -> String {
    let mut idx = Index {
        docs: Vec::new(),
        pages: Vec::new(),
        texts: Vec::new(),
        entries: Vec::new(),
    };
    let mut pages: HashMap<String, u32> = HashMap::new();
    let mut texts: HashMap<&str, u32> = HashMap::new();
    let ids: Vec<Vec<String>> = plan
        .docs
        .iter()
        .map(|d| d.rules.iter().map(|r| r.id.to_string()).collect())
        .collect();
    let heading_ids: Vec<Vec<String>> = plan
        .docs
        .iter()
        .map(|d| {
            d.headings
                .iter()
                .map(|h| h.id.map(|id| format!("{id}.")).unwrap_or_default())
                .collect()
        })
        .collect();
    for (d, doc) in plan.docs.iter().enumerate() {
        idx.docs.push((doc.label(), doc.lang.as_str()));
        let mut page_of = |p: String| -> u32 {
            let n = pages.len() as u32;
            *pages.entry(p.clone()).or_insert_with(|| {
                idx.pages.push(p);
                n
            })
        };
        for (h, hid) in doc.headings.iter().zip(&heading_ids[d]) {
            let Some(id) = h.id else { continue };
            let Some((p, a)) = plan.target(d, &id) else {
                continue;
            };
            let pi = page_of(p.to_owned());
            let n = texts.len() as u32;
            let ti = *texts.entry(h.title.as_str()).or_insert_with(|| {
                idx.texts.push(h.title.as_str());
                n
            });
            idx.entries.push((d as u32, hid.as_str(), pi, a, ti));
        }
        for (k, r) in doc.rules.iter().enumerate() {
            let (p, a) = (
                super::plan::section_page(&plan.slugs[d], plan.split[d], r.id.section()),
                plan.rule_anchor[d][k].as_str(),
            );
            let pi = page_of(p);
            let n = texts.len() as u32;
            let ti = *texts.entry(r.body.text.as_str()).or_insert_with(|| {
                idx.texts.push(r.body.text.as_str());
                n
            });
            idx.entries.push((d as u32, ids[d][k].as_str(), pi, a, ti));
        }
        if doc.glossary.is_empty() {
            continue;
        }
        let gp = page_of(plan.glossary_page(d));
        for (e, a) in doc.glossary.iter().zip(&plan.glossary_anchor[d]) {
            let n = texts.len() as u32;
            let ti = *texts.entry(e.definition.text.as_str()).or_insert_with(|| {
                idx.texts.push(e.definition.text.as_str());
                n
            });
            idx.entries
                .push((d as u32, e.term.as_str(), gp, a.as_str(), ti));
        }
    }
    let json = serde_json::to_string(&idx).expect("serialisable");
    format!("window.CR_SEARCH_INDEX = {json};\n")
}
