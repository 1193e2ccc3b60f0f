//! What to check against what: the documents named on the command line (or the bundled
//! translations), the English version each follows, the other translations, and `--against`.
//! Loads everything, aligns, loads dictionaries (in parallel with alignment), runs the jobs.

use super::checks::spelling::candidates;
use super::config::Config;
use super::spell::Speller;
use super::text::{WordStats, base_lang};
use super::{Counterpart, Finding, Job, Msg, Report};
use crate::align::features::{Script, script};
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
    /// The cache directory, where the dictionaries' verdicts are kept between runs; None:
    /// every run compiles the dictionaries it needs.
    pub cache: Option<std::path::PathBuf>,
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

/// Rule numbers of document `from` mapped to document `to` (through the English history),
/// over the chapters given.
fn bridge(from: &Document, to: &Document, chapters: &BTreeSet<u16>) -> HashMap<RuleId, RuleId> {
    let al = crate::model::get().align(from, to);
    al.pairs
        .iter()
        .map(|p| (from.rules[p.left].id, to.rules[p.right].id))
        .filter(|(x, _)| chapters.contains(&x.chapter))
        .collect()
}

/// Rule numbers between bundled English versions, over the chapters of the run, each pair
/// of versions aligned once for both directions.
struct Bridges<'e> {
    english: &'e [Document],
    chapters: BTreeSet<u16>,
    done: HashMap<(usize, usize), HashMap<RuleId, RuleId>>,
}

impl<'e> Bridges<'e> {
    fn new(english: &'e [Document], chapters: BTreeSet<u16>) -> Self {
        Bridges {
            english,
            chapters,
            done: HashMap::new(),
        }
    }

    /// Rule numbers of English version `x` mapped to version `y`.
    fn get(&mut self, x: usize, y: usize) -> HashMap<RuleId, RuleId> {
        if !self.done.contains_key(&(x, y)) {
            let there = bridge(&self.english[x], &self.english[y], &self.chapters);
            let back = there.iter().map(|(a, b)| (*b, *a)).collect();
            self.done.insert((x, y), there);
            self.done.insert((y, x), back);
        }
        self.done[&(x, y)].clone()
    }
}

/// `f` of every item, each in a thread of its own (the items are a few documents or
/// languages, each a sizeable piece of work), in the items' order.
fn each_in_thread<T: Sync, R: Send>(items: &[T], f: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let f = &f;
    std::thread::scope(|s| {
        let hs: Vec<_> = items.iter().map(|x| s.spawn(move || f(x))).collect();
        hs.into_iter()
            .map(|h| h.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
            .collect()
    })
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
        crate::model::default_corpus()
            .into_iter()
            .filter(|d| base_lang(&d.lang) != "en")
            .collect()
    };
    let against = opts.against.as_deref().map(corpus::load).transpose()?;

    // The English releases the documents follow (decided once, by the model).
    let model = crate::model::get();
    let followed: Vec<Option<usize>> = each_in_thread(&checked, |d| {
        (base_lang(&d.lang) != "en").then(|| model.follows(d).release)
    });
    let mut releases: Vec<usize> = followed.iter().flatten().copied().collect();
    releases.sort_unstable();
    releases.dedup();
    let english: Vec<Document> = releases
        .iter()
        .map(|&r| (*model.release(r)).clone())
        .collect();
    // A fragment (a few quoted rules) is compared with the chapters of the English versions
    // it touches, not with the whole texts: the same pairs, a hundredth of the work.
    // Fragments of the same chapters share their narrowed English versions.
    let mut narrowed: Vec<(BTreeSet<u16>, Vec<Document>)> = Vec::new();
    let part_of: Vec<Option<usize>> = checked
        .iter()
        .map(|d| {
            (!Job::complete(d) && base_lang(&d.lang) != "en").then(|| {
                let ch: BTreeSet<u16> = d.rules.iter().map(|r| r.id.chapter).collect();
                narrowed
                    .iter()
                    .position(|(c, _)| *c == ch)
                    .unwrap_or_else(|| {
                        let docs = english.iter().map(|e| e.narrowed(&ch)).collect();
                        narrowed.push((ch, docs));
                        narrowed.len() - 1
                    })
            })
        })
        .collect();
    let parts = |i: usize| -> &[Document] { part_of[i].map_or(&english, |k| &narrowed[k].1) };
    let indices: Vec<usize> = (0..checked.len()).collect();
    let base_of: Vec<Option<usize>> = followed
        .iter()
        .map(|f| f.and_then(|r| releases.binary_search(&r).ok()))
        .collect();
    // The English text each document is compared with: the chapters, or the whole text.
    let compared = |i: usize| -> Option<&Document> { Some(&parts(i)[base_of[i]?]) };
    // The translations each one is compared with (not the --against document).
    let pairs_of = || {
        (0..checked.len())
            .flat_map(|i| (0..checked.len()).map(move |j| (i, j)))
            .filter(|&(i, j)| {
                against.is_none() && i != j && (explicit || same_script(&checked[i], &checked[j]))
            })
    };
    // The English versions to bridge for a pair of translations, when they differ.
    let bridge_of = |i: usize, j: usize| -> Option<(usize, usize)> {
        let (x, y) = (base_of[i]?, base_of[j]?);
        (english[x].name != english[y].name).then_some((x, y))
    };

    // Dictionaries, loaded while the alignment runs.
    let langs: BTreeSet<String> = checked
        .iter()
        .filter(|d| base_lang(&d.lang) != "en")
        .map(|d| d.lang.clone())
        .collect();
    let spelling_on = super::find_check("spelling").is_some_and(|c| opts.config.enabled(c));
    let mut notices = Vec::new();

    // The bridges between English versions, in their own thread.
    let wanted: BTreeSet<(usize, usize)> = pairs_of()
        .filter_map(|(i, j)| bridge_of(i, j))
        .map(|(x, y)| (x.min(y), x.max(y)))
        .collect();
    // Counterparts per checked document, each document in its own thread; the bridge
    // between the English versions of two translations is added when it is ready.
    let counterparts_of = |i: usize| -> Vec<(Counterpart<'_>, Option<(usize, usize)>)> {
        let d = &checked[i];
        let base = compared(i);
        let mut cps = Vec::new();
        if let Some(a) = &against {
            // An English document given with --against is the English version to check
            // against; renumberings between it and the version the document follows are
            // explained.
            let is_base = base_lang(&a.lang) == "en";
            let (br, label) = match base {
                Some(b) if b.name != a.name => (
                    bridge(&english[base_of[i].expect("a base")], a, &chapters(d)),
                    Some(format!("{} → {}", b.label(), a.label())),
                ),
                _ => (HashMap::new(), None),
            };
            cps.push((Counterpart::new(d, a, is_base, br, label), None));
            return cps;
        }
        if let Some(b) = base {
            cps.push((Counterpart::new(d, b, true, HashMap::new(), None), None));
        }
        for (_, j) in pairs_of().filter(|&(k, _)| k == i) {
            let bridged = bridge_of(i, j);
            let label =
                bridged.map(|(x, y)| format!("{} → {}", english[x].label(), english[y].label()));
            let cp = Counterpart::new(d, &checked[j], false, HashMap::new(), label);
            cps.push((cp, bridged));
        }
        cps
    };
    let (mut spellers, jobs_findings) = std::thread::scope(|s| {
        let loader = s.spawn(|| {
            if !spelling_on {
                return Vec::new();
            }
            // One thread per language: compiling a dictionary is the slow part. Every word
            // is checked here, while the alignment runs.
            let langs: Vec<&String> = langs.iter().collect();
            each_in_thread(&langs, |&l| {
                let sp = Speller::load(l, &opts.config.words_for(l), opts.cache.as_deref()).filter(
                    |sp| {
                        sp.warm(
                            checked
                                .iter()
                                .filter(|d| d.lang == *l)
                                .flat_map(|d| candidates(d).map(|c| c.3)),
                        )
                    },
                );
                (l.clone(), sp)
            })
        });
        let bridger = s.spawn(|| {
            let mut b = Bridges::new(&english, checked.iter().flat_map(chapters).collect());
            for &(x, y) in &wanted {
                b.get(x, y);
            }
            b
        });
        let per_doc = each_in_thread(&indices, |&i| counterparts_of(i));
        let mut bridges = bridger.join().expect("bridge thread");
        let all: Vec<Vec<Counterpart<'_>>> = per_doc
            .into_iter()
            .map(|cps| {
                cps.into_iter()
                    .map(|(mut cp, bridged)| {
                        if let Some((x, y)) = bridged {
                            cp.bridge = bridges.get(x, y);
                        }
                        cp
                    })
                    .collect()
            })
            .collect();
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

    // One thread per document.
    let jobs: Vec<Job<'_>> = checked
        .iter()
        .zip(jobs_findings)
        .enumerate()
        .map(|(i, (d, cps))| {
            let base = base_of[i].map(|k| &english[k]);
            let english_against = against.as_ref().filter(|a| base_lang(&a.lang) == "en");
            let reference = if Job::complete(d) {
                Some(d)
            } else {
                base.or(english_against)
            };
            Job {
                doc: d,
                reference,
                counterparts: cps,
                speller: spellers
                    .iter()
                    .find(|(l, _)| *l == d.lang)
                    .and_then(|(_, s)| s.as_ref()),
                stats: stats.get(base_lang(&d.lang)),
                config: &opts.config,
            }
        })
        .collect();
    let mut findings: Vec<Finding> = each_in_thread(&jobs, super::run_job)
        .into_iter()
        .flatten()
        .collect();
    for sp in spellers.iter().filter_map(|(_, sp)| sp.as_ref()) {
        sp.save();
    }
    super::finish(&mut findings);
    Ok(Report { findings, notices })
}
