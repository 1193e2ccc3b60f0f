//! What to check against what, and the run: the documents named on the command line (or the
//! bundled translations), the English release each follows, the other translations, and
//! `--against`. [`run`] goes through named stages, each returning what the next needs:
//! [`inputs`] (load), [`followed`] (the English each document follows, narrowed for
//! fragments), [`peers`] (which translations are compared with which), [`counterparts`]
//! (aligned through the model, one thread per document, while [`dictionaries`] load),
//! [`word_stats`], then one [`Job`] per document through [`run_job`].

use super::checks::spelling::candidates;
use super::config::Config;
use super::registry::CHECKS;
use super::spell::Speller;
use super::text::WordStats;
use super::{Check, Counterpart, Finding, Job, Msg, Older, Report, Sink};
use crate::align::features::{Script, script};
use crate::document::Document;
use crate::error::Error;
use crate::lang::{base, is_english};
use crate::model::Db;
use crate::rule_id::RuleId;
use rayon::prelude::*;
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
    /// Also measure every rule of each whole translation ([`super::signals`]), for `cr review`.
    pub signals: bool,
}

/// Runs every enabled check on a job and applies the configuration (severities, ignores).
/// The checks run side by side: what several of them read (each counterpart's sentences,
/// the model of the translation, the uses of the glossary's terms) is computed first, so
/// that none waits for another to compute it.
pub fn run_job(job: &Job<'_>, config: &Config) -> Vec<Finding> {
    let enabled: Vec<&Check> = CHECKS
        .iter()
        .copied()
        .filter(|c| config.enabled(c))
        .collect();
    job.counterparts.par_iter().for_each(|cp| {
        cp.sentences();
    });
    rayon::join(
        || {
            if enabled.iter().any(|c| c.reads_model) {
                job.meaning();
            }
        },
        || {
            // Read by `terminology` and `dropped-content`.
            if !job.doc.glossary.is_empty() {
                job.term_uses();
            }
        },
    );
    let mut out: Vec<Finding> = enabled
        .par_iter()
        .flat_map_iter(|check| {
            let mut sink = Sink::new(check, job.doc);
            (check.run)(job, &mut sink);
            sink.findings
        })
        .collect();
    out.retain(|f| !config.ignored(f));
    for f in &mut out {
        if let Some(s) = config.severity_of(f.check) {
            f.severity = s;
        }
    }
    out
}

/// Stage 1: the documents to check, and the one to check them against.
pub struct Inputs {
    pub checked: Vec<Document>,
    pub against: Option<Document>,
    /// The documents were named (not the bundled translations).
    pub explicit: bool,
}

/// Loads the documents. Errors are bad input only.
pub fn inputs(db: &Db, opts: &Options) -> Result<Inputs, Error> {
    let explicit = !opts.specs.is_empty();
    let checked: Vec<Document> = if explicit {
        opts.specs
            .iter()
            .map(|s| db.load(s))
            .collect::<Result<_, _>>()?
    } else {
        crate::model::default_corpus(db)
            .into_iter()
            .filter(|d| !is_english(&d.lang))
            .collect()
    };
    inputs_of(db, checked, opts.against.as_deref(), explicit)
}

/// The inputs of documents already read (`cr lsp` lints the text an editor holds, parsed
/// from memory), checked against `against` (a spec) when given.
pub fn inputs_of(
    db: &Db,
    checked: Vec<Document>,
    against: Option<&str>,
    explicit: bool,
) -> Result<Inputs, Error> {
    let against = against.map(|s| db.load(s)).transpose()?;
    // A translation of an English release this run does not know is not linted against an
    // older one without a word: unless an English text is given to check against, that is an
    // error that says how to add the release.
    if !against.as_ref().is_some_and(|a| is_english(&a.lang)) {
        for d in checked.iter().filter(|d| !is_english(&d.lang)) {
            db.follows_known(d)?;
        }
    }
    Ok(Inputs {
        checked,
        against,
        explicit,
    })
}

/// Stage 2: the English releases the documents follow.
pub struct Followed {
    /// The releases followed, whole, each once.
    pub english: Vec<Document>,
    /// Their indices in the history, in the same order.
    releases: Vec<usize>,
    /// For each checked document, its release (index into `english`).
    pub base_of: Vec<Option<usize>>,
    /// The releases narrowed to the chapters of a fragment (fragments of the same chapters
    /// share them), and which narrowing each checked document uses.
    narrowed: Vec<(BTreeSet<u16>, Vec<Document>)>,
    part_of: Vec<Option<usize>>,
}

impl Followed {
    /// The English text document `i` is compared with: the chapters it covers, or the whole.
    pub fn compared(&self, i: usize) -> Option<&Document> {
        let parts = self.part_of[i].map_or(&self.english, |k| &self.narrowed[k].1);
        Some(&parts[self.base_of[i]?])
    }

    /// The whole release document `i` follows.
    pub fn whole(&self, i: usize) -> Option<&Document> {
        Some(&self.english[self.base_of[i]?])
    }

    /// True when documents `i` and `j` follow different releases.
    fn differ(&self, i: usize, j: usize) -> Option<(usize, usize)> {
        let (x, y) = (self.base_of[i]?, self.base_of[j]?);
        (self.english[x].name != self.english[y].name).then_some((x, y))
    }
}

/// Decides (through the model, once per document, in parallel) what each document follows.
/// A fragment (a few quoted rules) is compared with the chapters it touches, not with the
/// whole text: the same pairs, a hundredth of the work.
pub fn followed(db: &Db, inputs: &Inputs) -> Followed {
    let docs = &inputs.checked;
    let release: Vec<Option<usize>> = each_in_thread(docs, |d| {
        (!is_english(&d.lang)).then(|| db.follows(d).release)
    });
    let mut releases: Vec<usize> = release.iter().flatten().copied().collect();
    releases.sort_unstable();
    releases.dedup();
    let english: Vec<Document> = releases.iter().map(|&r| (*db.release(r)).clone()).collect();
    let mut narrowed: Vec<(BTreeSet<u16>, Vec<Document>)> = Vec::new();
    let part_of = docs
        .iter()
        .map(|d| {
            (!Job::complete(d) && !is_english(&d.lang)).then(|| {
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
    let base_of = release
        .iter()
        .map(|f| f.and_then(|r| releases.binary_search(&r).ok()))
        .collect();
    Followed {
        english,
        releases,
        base_of,
        narrowed,
        part_of,
    }
}

/// Stage 3: the translations each one is compared with (none with `--against`; with no
/// documents named, only those written in the same script).
pub fn peers(inputs: &Inputs) -> Vec<(usize, usize)> {
    let n = inputs.checked.len();
    if inputs.against.is_some() {
        return Vec::new();
    }
    let same_script = |a: &Document, b: &Document| {
        let (x, y) = (script(&a.lang), script(&b.lang));
        x == y && x != Script::Other
    };
    (0..n)
        .flat_map(|i| (0..n).map(move |j| (i, j)))
        .filter(|&(i, j)| {
            i != j && (inputs.explicit || same_script(&inputs.checked[i], &inputs.checked[j]))
        })
        .collect()
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
fn bridge(
    db: &Db,
    from: &Document,
    to: &Document,
    chapters: &BTreeSet<u16>,
) -> HashMap<RuleId, RuleId> {
    let al = db.align(from, to);
    al.pairs
        .iter()
        .map(|p| (from.rules[p.left].id, to.rules[p.right].id))
        .filter(|(x, _)| chapters.contains(&x.chapter))
        .collect()
}

/// A counterpart aligned through the model; `releases`, for another translation that follows
/// a different English release (the two releases' indices in the history), limits the
/// comparison to the rules the English left unchanged between them.
fn counterpart<'a>(
    db: &Db,
    checked: &'a Document,
    doc: &'a Document,
    base: bool,
    bridge: HashMap<RuleId, RuleId>,
    label: Option<String>,
    releases: Option<(usize, usize)>,
) -> Counterpart<'a> {
    let mut align = db.align(checked, doc);
    if let Some((x, y)) = releases {
        let (keep_left, keep_right) = comparable(db, checked, x, doc, y);
        align = align.restricted(&keep_left, &keep_right);
    }
    Counterpart::new(checked, doc, align, base, bridge, label)
}

/// The rules of two translations, following releases `ra` and `rb`, whose English the history
/// leaves unchanged between those releases (same number, same text, examples included): only
/// those are compared. What the English itself changed (a rule added in 2021 is not missing
/// from a 2017 translation, a sentence reworded is not a sentence dropped) is not a finding.
fn comparable(db: &Db, a: &Document, ra: usize, b: &Document, rb: usize) -> (Vec<bool>, Vec<bool>) {
    use crate::history::steps::IDENTICAL;
    let stable: HashMap<usize, usize> = db
        .bridge(ra, rb)
        .into_iter()
        .filter(|p| p.3 & IDENTICAL != 0)
        .map(|p| (p.0, p.1))
        .collect();
    let stable_right: std::collections::HashSet<usize> = stable.values().copied().collect();
    let mut keep_a = vec![false; a.rules.len()];
    for p in &db.follows(a).pairs {
        keep_a[p.0] = stable.contains_key(&p.1);
    }
    let mut keep_b = vec![false; b.rules.len()];
    for p in &db.follows(b).pairs {
        keep_b[p.0] = stable_right.contains(&p.1);
    }
    (keep_a, keep_b)
}

/// Stage 4: the counterparts of each checked document, aligned (each document in a thread
/// of its own); the renumberings between the releases two translations follow are computed
/// once per pair of releases, for both directions, in a thread of their own.
pub fn counterparts<'a>(
    db: &Db,
    inputs: &'a Inputs,
    followed: &'a Followed,
    peers: &[(usize, usize)],
) -> Vec<Vec<Counterpart<'a>>> {
    let checked = &inputs.checked;
    let english = &followed.english;
    let indices: Vec<usize> = (0..checked.len()).collect();
    let of_doc = |i: usize| -> Vec<(Counterpart<'a>, Option<(usize, usize)>)> {
        let d = &checked[i];
        let base = followed.compared(i);
        if let Some(a) = &inputs.against {
            // An English document given with --against is the English version to check
            // against; renumberings between it and the version the document follows are
            // explained.
            let (br, label) = match (base, followed.base_of[i]) {
                (Some(b), Some(k)) if b.name != a.name => (
                    bridge(db, &english[k], a, &chapters(d)),
                    Some(change_label(b, a)),
                ),
                _ => (HashMap::new(), None),
            };
            return vec![(
                counterpart(db, d, a, is_english(&a.lang), br, label, None),
                None,
            )];
        }
        let mut cps = Vec::new();
        if let Some(b) = base {
            cps.push((
                counterpart(db, d, b, true, HashMap::new(), None, None),
                None,
            ));
        }
        for &(_, j) in peers.iter().filter(|&&(k, _)| k == i) {
            let bridged = followed.differ(i, j);
            let label = bridged.map(|(x, y)| change_label(&english[x], &english[y]));
            let releases = bridged.map(|(x, y)| (followed.releases[x], followed.releases[y]));
            let cp = counterpart(db, d, &checked[j], false, HashMap::new(), label, releases);
            cps.push((cp, bridged));
        }
        cps
    };
    let wanted: BTreeSet<(usize, usize)> = peers
        .iter()
        .filter_map(|&(i, j)| followed.differ(i, j))
        .map(|(x, y)| (x.min(y), x.max(y)))
        .collect();
    let (per_doc, bridges) = std::thread::scope(|s| {
        let bridger = s.spawn(|| {
            let ch: BTreeSet<u16> = checked.iter().flat_map(chapters).collect();
            let mut done: HashMap<(usize, usize), HashMap<RuleId, RuleId>> = HashMap::new();
            for &(x, y) in &wanted {
                let there = bridge(db, &english[x], &english[y], &ch);
                let back = there.iter().map(|(a, b)| (*b, *a)).collect();
                done.insert((x, y), there);
                done.insert((y, x), back);
            }
            done
        });
        let per_doc = each_in_thread(&indices, |&i| of_doc(i));
        (per_doc, bridger.join().expect("bridge thread"))
    });
    per_doc
        .into_iter()
        .map(|cps| {
            cps.into_iter()
                .map(|(mut cp, bridged)| {
                    if let Some(b) = bridged.and_then(|xy| bridges.get(&xy)) {
                        cp.bridge = b.clone();
                    }
                    cp
                })
                .collect()
        })
        .collect()
}

/// Two English releases in time order (`en@2011-06-17 → en@2015-07-17`): what changed
/// between them explains a renumbering, whichever of the two the checked text follows.
fn change_label(a: &Document, b: &Document) -> String {
    let (old, new) = if a.version <= b.version {
        (a, b)
    } else {
        (b, a)
    };
    format!("{} → {}", old.label(), new.label())
}

/// Stage 5: a dictionary per language checked (one thread per language: compiling a
/// dictionary is the slow part), every word of the documents checked while it loads.
pub fn dictionaries(inputs: &Inputs, opts: &Options) -> Vec<(String, Option<Speller>)> {
    let spelling_on = super::find_check("spelling").is_some_and(|c| opts.config.enabled(c));
    if !spelling_on {
        return Vec::new();
    }
    let langs: BTreeSet<&String> = inputs
        .checked
        .iter()
        .filter(|d| !is_english(&d.lang))
        .map(|d| &d.lang)
        .collect();
    let langs: Vec<&String> = langs.into_iter().collect();
    each_in_thread(&langs, |&l| {
        let sp = Speller::load(l, &opts.config.words_for(l), opts.cache.as_deref()).filter(|sp| {
            sp.warm(
                inputs
                    .checked
                    .iter()
                    .filter(|d| d.lang == *l)
                    .flat_map(|d| candidates(d).map(|c| c.3)),
            )
        });
        (l.clone(), sp)
    })
}

/// English words seen in the English counterparts are loanwords, not misspellings; a
/// language without a dictionary is a notice.
fn accept_loanwords(
    spellers: &mut [(String, Option<Speller>)],
    checked: &[Document],
    counterparts: &[Vec<Counterpart<'_>>],
) -> Vec<Msg> {
    let mut notices = Vec::new();
    for (lang, sp) in spellers {
        let Some(sp) = sp else {
            notices.push(match super::spell::debian_package(lang) {
                Some(package) => Msg {
                    id: "lint-notice-no-dictionary",
                    args: vec![("lang", lang.clone()), ("package", package.to_owned())],
                },
                None => Msg {
                    id: "lint-notice-no-dictionary-unpackaged",
                    args: vec![("lang", lang.clone())],
                },
            });
            continue;
        };
        for (d, cps) in checked.iter().zip(counterparts) {
            if d.lang != *lang {
                continue;
            }
            for cp in cps.iter().filter(|cp| is_english(&cp.doc.lang)) {
                sp.accept(cp.doc.rules.iter().flat_map(|r| {
                    crate::text::words(r.text())
                        .into_iter()
                        .map(|(_, w)| w.to_lowercase())
                }));
            }
        }
    }
    notices
}

/// Stage 6: word statistics per language, over the checked documents of that language.
pub fn word_stats(checked: &[Document]) -> HashMap<String, WordStats> {
    let mut stats = HashMap::new();
    for d in checked {
        let key = base(&d.lang).to_owned();
        if stats.contains_key(&key) {
            continue;
        }
        let same: Vec<&Document> = checked.iter().filter(|e| base(&e.lang) == key).collect();
        stats.insert(key, WordStats::of(&same));
    }
    stats
}

/// Stage 5b: the older English of the releases the complete translations follow, where a
/// rule changed in the releases just before ([`super::checks::staleness::LOOK_BACK`]): read
/// through the history's lineage, a few releases each, and kept in the user cache
/// ([`Db::older_texts`]).
pub fn older(db: &Db, inputs: &Inputs, followed: &Followed, opts: &Options) -> Vec<Older> {
    let on = super::find_check("staleness").is_some_and(|c| opts.config.enabled(c));
    if !on {
        return Vec::new();
    }
    let wanted: BTreeSet<usize> = inputs
        .checked
        .iter()
        .enumerate()
        .filter(|(_, d)| !is_english(&d.lang) && Job::complete(d))
        .filter_map(|(i, _)| followed.base_of[i])
        .map(|b| followed.releases[b])
        .collect();
    let wanted: Vec<usize> = wanted.into_iter().collect();
    wanted
        .par_iter()
        .map(|&r| {
            let at: Vec<usize> = super::checks::staleness::LOOK_BACK
                .iter()
                .rev()
                .filter_map(|&n| r.checked_sub(n))
                .collect();
            let texts = db.older_texts(r, &at);
            let label = |i: usize| db.history()[i].effective.to_string();
            Older {
                version: db.release(r).version.clone(),
                texts: texts
                    .into_iter()
                    .enumerate()
                    .filter(|(_, v)| !v.is_empty())
                    .map(|(k, v)| (k, v.into_iter().map(|(i, t)| (label(i), t)).collect()))
                    .collect(),
            }
        })
        .collect()
}

/// Loads, aligns and checks. Errors are bad input only.
pub fn run(db: &Db, opts: &Options) -> Result<Report, Error> {
    Ok(run_on(db, inputs(db, opts)?, opts))
}

/// Checks documents already loaded (`cr docs` lints the documents it publishes, read once).
pub fn run_on(db: &Db, inputs: Inputs, opts: &Options) -> Report {
    let followed = followed(db, &inputs);
    let peers = peers(&inputs);
    let (mut spellers, counterparts, older, stats) = std::thread::scope(|s| {
        let loader = s.spawn(|| dictionaries(&inputs, opts));
        let historian = s.spawn(|| older(db, &inputs, &followed, opts));
        let counter = s.spawn(|| word_stats(&inputs.checked));
        let cps = counterparts(db, &inputs, &followed, &peers);
        (
            loader.join().expect("dictionary thread"),
            cps,
            historian.join().expect("history thread"),
            counter.join().expect("word count thread"),
        )
    });
    let notices = accept_loanwords(&mut spellers, &inputs.checked, &counterparts);

    // Stage 7: one job per document, side by side on every core (each its checks side by side too).
    let jobs: Vec<Job<'_>> = inputs
        .checked
        .iter()
        .zip(counterparts)
        .enumerate()
        .map(|(i, (d, cps))| {
            let english_against = inputs.against.as_ref().filter(|a| is_english(&a.lang));
            let reference = if Job::complete(d) {
                Some(d)
            } else {
                followed.whole(i).or(english_against)
            };
            Job {
                doc: d,
                reference,
                counterparts: cps,
                followed: followed.whole(i),
                speller: spellers
                    .iter()
                    .find(|(l, _)| *l == d.lang)
                    .and_then(|(_, s)| s.as_ref()),
                stats: stats.get(base(&d.lang)),
                older: followed
                    .whole(i)
                    .filter(|_| Job::complete(d))
                    .and_then(|w| older.iter().find(|o| o.version == w.version)),
                terms: Default::default(),
            }
        })
        .collect();
    let signals: Vec<super::signals::DocSignals> = if opts.signals {
        jobs.par_iter().filter_map(super::signals::of).collect()
    } else {
        Vec::new()
    };
    let mut findings: Vec<Finding> = jobs
        .par_iter()
        .flat_map_iter(|j| {
            let mut found = run_job(j, &opts.config);
            // The same defect against several counterparts folds first, so that what another
            // translation corroborates stays with the finding against the English.
            super::finish(&mut found);
            only_through_english(&mut found, j);
            super::fold_numbering_runs(&mut found, j.doc);
            found
        })
        .collect();
    for sp in spellers.iter().filter_map(|(_, sp)| sp.as_ref()) {
        sp.save();
    }
    super::finish(&mut findings);
    Report {
        findings,
        notices,
        signals,
    }
}

/// Drops what only another translation says of a document that has its English: if the
/// document agreed with its English there, the other translation is the one that differs
/// (and is told so against its own English); if it did not, the finding against the English
/// is already there, and the other translation's folded into it ([`super::finish`]).
fn only_through_english(found: &mut Vec<Finding>, job: &Job<'_>) {
    if job.english().is_none() {
        return;
    }
    let peers: Vec<&Document> = job
        .counterparts
        .iter()
        .filter(|c| !c.base)
        .map(|c| c.doc)
        .collect();
    let is_peer = |r: &super::Related| {
        peers
            .iter()
            .any(|p| p.name == r.document && p.lang == r.lang && p.version == r.version)
    };
    let labels: Vec<String> = peers.iter().map(|p| p.label()).collect();
    // A finding names what it compares with in its related rules, or, for a rule with no
    // counterpart at all (extra-rule), in its message.
    let only_peers = |f: &Finding| {
        if f.related.is_empty() {
            f.message
                .args
                .iter()
                .any(|(k, v)| *k == "counterpart" && labels.contains(v))
        } else {
            f.related.iter().all(is_peer)
        }
    };
    found.retain(|f| !only_peers(f));
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
