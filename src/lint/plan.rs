//! What to check against what: the documents named on the command line (or the bundled
//! translations), the English version each follows, the other translations, and `--against`.
//! Loads everything, aligns, loads dictionaries (in parallel with alignment), runs the jobs.

use super::config::Config;
use super::spell::Speller;
use super::text::{WordStats, base_lang};
use super::{Counterpart, Finding, Job, Msg, Report};
use crate::align::features::{Script, script};
use crate::align::fingerprint;
use crate::corpus;
use crate::document::Document;
use crate::error::Error;
use crate::rule_id::RuleId;
use std::collections::{BTreeSet, HashMap};

/// What `cr lint` was asked.
#[derive(Debug, Clone, Default)]
pub struct Options {
    /// Documents to check; empty for the bundled translations.
    pub specs: Vec<String>,
    /// Check every document against this one only.
    pub against: Option<String>,
    pub config: Config,
}

/// The English version a translation follows, as an index into `english` (the bundled English
/// versions): the one of the same effective date when the translation prints one that is
/// bundled, else the one `cr fingerprint` finds by content. None for an English document.
pub fn follows(doc: &Document, english: &[Document]) -> Option<usize> {
    if base_lang(&doc.lang) == "en" || english.is_empty() {
        return None;
    }
    if let Some(i) = english.iter().position(|e| e.version == doc.version) {
        return Some(i);
    }
    Some(fingerprint::fingerprint(doc, english).best)
}

/// A copy of a document with only the rules of some chapters (to align English versions
/// quickly where a fragment needs it).
fn subset(doc: &Document, chapters: &BTreeSet<u16>) -> Document {
    Document {
        lang: doc.lang.clone(),
        version: doc.version.clone(),
        name: doc.name.clone(),
        encoding: doc.encoding,
        line_endings: doc.line_endings,
        bom_len: doc.bom_len,
        text: doc.text.clone(),
        title: doc.title.clone(),
        effective_date: doc.effective_date.clone(),
        headings: doc.headings.clone(),
        rules: doc
            .rules
            .iter()
            .filter(|r| chapters.contains(&r.id.chapter))
            .cloned()
            .collect(),
        glossary: doc.glossary.clone(),
        stray: doc.stray.clone(),
        credits: doc.credits,
        line_starts: doc.line_starts.clone(),
    }
}

/// The bundled English versions, oldest first, parsed in parallel.
fn english_versions() -> Vec<Document> {
    let files: Vec<&corpus::BundledFile> =
        corpus::BUNDLED.iter().filter(|b| b.lang == "en").collect();
    let mut v: Vec<Document> = std::thread::scope(|s| {
        let hs: Vec<_> = files.iter().map(|f| s.spawn(|| f.load())).collect();
        hs.into_iter()
            .map(|h| h.join().expect("parse thread"))
            .collect()
    });
    v.sort_by(|a, b| a.version.cmp(&b.version));
    v
}

/// The chapters a document's rules and references touch.
fn chapters(doc: &Document) -> BTreeSet<u16> {
    let mut s = BTreeSet::new();
    for r in &doc.rules {
        s.insert(r.id.chapter);
        s.extend(r.refs.iter().map(|x| x.target.chapter));
    }
    s
}

/// Rule numbers of English version `from` mapped to version `to`, over the chapters given.
fn bridge(from: &Document, to: &Document, chapters: &BTreeSet<u16>) -> HashMap<RuleId, RuleId> {
    let (a, b) = (subset(from, chapters), subset(to, chapters));
    let al = crate::align::align(&a, &b);
    al.pairs
        .iter()
        .map(|p| (a.rules[p.left].id, b.rules[p.right].id))
        .collect()
}

fn same_script(a: &Document, b: &Document) -> bool {
    let (x, y) = (script(&a.lang), script(&b.lang));
    x == y && x != Script::Other
}

/// Loads, aligns and checks. Errors are bad input only.
pub fn run(opts: &Options) -> Result<Report, Error> {
    let explicit = !opts.specs.is_empty();
    let checked: Vec<Document> = if explicit {
        opts.specs
            .iter()
            .map(|s| corpus::load(s))
            .collect::<Result<_, _>>()?
    } else {
        corpus::load_all_bundled()
            .into_iter()
            .filter(|d| base_lang(&d.lang) != "en")
            .collect()
    };
    let against = opts.against.as_deref().map(corpus::load).transpose()?;

    // The English versions the documents follow.
    let translations = checked.iter().any(|d| base_lang(&d.lang) != "en");
    let english: Vec<Document> = if translations {
        english_versions()
    } else {
        Vec::new()
    };
    // A fragment (a few quoted rules) is compared with the chapters of the English versions
    // it touches, not with the whole texts: the same pairs, a hundredth of the work.
    let parts: Vec<Option<Vec<Document>>> = checked
        .iter()
        .map(|d| {
            (!Job::complete(d) && base_lang(&d.lang) != "en").then(|| {
                let ch: BTreeSet<u16> = d.rules.iter().map(|r| r.id.chapter).collect();
                english.iter().map(|e| subset(e, &ch)).collect()
            })
        })
        .collect();
    let base_of: Vec<Option<usize>> = checked
        .iter()
        .zip(&parts)
        .map(|(d, p)| follows(d, p.as_deref().unwrap_or(&english)))
        .collect();
    // The English text each document is compared with: the chapters, or the whole text.
    let compared = |i: usize| -> Option<&Document> {
        let k = base_of[i]?;
        Some(match &parts[i] {
            Some(p) => &p[k],
            None => &english[k],
        })
    };

    // Dictionaries, loaded while the alignment runs.
    let langs: BTreeSet<String> = checked
        .iter()
        .filter(|d| base_lang(&d.lang) != "en")
        .map(|d| d.lang.clone())
        .collect();
    let spelling_on = super::find_check("spelling").is_some_and(|c| opts.config.enabled(c));
    let mut notices = Vec::new();

    let (mut spellers, jobs_findings) = std::thread::scope(|s| {
        let loader = s.spawn(|| {
            if !spelling_on {
                return Vec::new();
            }
            // One thread per language: compiling a dictionary is the slow part.
            std::thread::scope(|s2| {
                let hs: Vec<_> = langs
                    .iter()
                    .map(|l| {
                        s2.spawn(move || (l.clone(), Speller::load(l, &opts.config.words_for(l))))
                    })
                    .collect();
                hs.into_iter()
                    .map(|h| h.join().expect("dictionary thread"))
                    .collect::<Vec<_>>()
            })
        });
        // Counterparts per checked document.
        let mut all: Vec<Vec<Counterpart<'_>>> = Vec::new();
        for (i, d) in checked.iter().enumerate() {
            let mut cps = Vec::new();
            let base = compared(i);
            if let Some(a) = &against {
                // An English document given with --against is the English version to check
                // against; renumberings between it and the version the document follows are
                // explained.
                let is_base = base_lang(&a.lang) == "en";
                let (br, label) = match base {
                    Some(b) if b.name != a.name => (
                        bridge(b, a, &chapters(d)),
                        Some(format!("{} → {}", b.label(), a.label())),
                    ),
                    _ => (HashMap::new(), None),
                };
                cps.push(Counterpart::new(d, a, is_base, br, label));
            } else {
                if let Some(b) = base {
                    cps.push(Counterpart::new(d, b, true, HashMap::new(), None));
                }
                for (j, e) in checked.iter().enumerate() {
                    if i == j || (!explicit && !same_script(d, e)) {
                        continue;
                    }
                    let other_base = base_of[j].map(|k| &english[k]);
                    let base = base_of[i].map(|k| &english[k]);
                    let (br, label) = match (base, other_base) {
                        (Some(x), Some(y)) if x.name != y.name => (
                            bridge(x, y, &chapters(d)),
                            Some(format!("{} → {}", x.label(), y.label())),
                        ),
                        _ => (HashMap::new(), None),
                    };
                    cps.push(Counterpart::new(d, e, false, br, label));
                }
            }
            all.push(cps);
        }
        let spellers = loader.join().expect("dictionary thread");
        (spellers, all)
    });

    // English words seen in the counterparts are loanwords, not misspellings.
    for (lang, sp) in &mut spellers {
        match sp {
            Some(sp) => {
                for (i, d) in checked.iter().enumerate() {
                    if d.lang != *lang {
                        continue;
                    }
                    for cp in &jobs_findings[i] {
                        if base_lang(&cp.doc.lang) == "en" {
                            sp.accept(cp.doc.rules.iter().flat_map(|r| {
                                super::text::words(r.text())
                                    .into_iter()
                                    .map(|(_, w)| w.to_lowercase())
                            }));
                        }
                    }
                }
            }
            None => notices.push(Msg {
                id: "lint-notice-no-dictionary",
                args: vec![("lang", lang.clone())],
            }),
        }
    }

    // Word statistics per language, over the checked documents of that language.
    let mut stats: HashMap<String, WordStats> = HashMap::new();
    for d in &checked {
        let key = base_lang(&d.lang).to_owned();
        if stats.contains_key(&key) {
            continue;
        }
        let same: Vec<&Document> = checked
            .iter()
            .filter(|e| base_lang(&e.lang) == key)
            .collect();
        stats.insert(key, WordStats::of(&same));
    }

    let mut findings: Vec<Finding> = Vec::new();
    for (i, (d, cps)) in checked.iter().zip(jobs_findings).enumerate() {
        let base = base_of[i].map(|k| &english[k]);
        let english_against = against.as_ref().filter(|a| base_lang(&a.lang) == "en");
        let reference = if Job::complete(d) {
            Some(d)
        } else {
            base.or(english_against)
        };
        let job = Job {
            doc: d,
            reference,
            counterparts: cps,
            speller: spellers
                .iter()
                .find(|(l, _)| *l == d.lang)
                .and_then(|(_, s)| s.as_ref()),
            stats: stats.get(base_lang(&d.lang)),
            config: &opts.config,
        };
        findings.extend(super::run_job(&job));
    }
    super::finish(&mut findings);
    Ok(Report { findings, notices })
}
