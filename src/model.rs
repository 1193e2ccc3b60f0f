//! The per-run database: every question of "what follows what" and "which rule is which" goes
//! through here, so that each English release is parsed at most once per run, what each
//! document follows is decided once ([`crate::history::follows`]), and two documents are
//! aligned through the English history rather than directly:
//!
//! ```text
//! translation A ──align (same release)──▶ release A follows ──bridge (steps)──▶ release B follows ◀──align── translation B
//! ```
//!
//! A bundled English release *is* its own anchor (no alignment). Anything else is anchored on
//! the release it follows, with the alignment that decision made. `align(a, b)` composes
//! anchor(a) → bridge → anchor(b)⁻¹, which is exact where each piece is sure.
//!
//! The database of one run ([`Db`]): made once by whoever runs (the command line, a test, a
//! benchmark) and passed as `&Db` to what needs it, never a global. Its ground state is
//! compiled in (the history pack, the steps, the shipped verdicts); its derived state is
//! memoized with one slot per key — each release parsed once, what each document follows
//! decided once — filled by the first thread that asks while the others wait for it. It
//! never prints; it reads the disk only for the user's cache (the verdicts of the user's files,
//! the lineages of a whole release), when given one.

use crate::align::{self, Alignment};
use crate::corpus;
use crate::document::Document;
use crate::error::Result;
use crate::history::lineage::{self, Lineage};
use crate::history::{self, follows, steps, verdicts};
use crate::rule_id::RuleId;
use rayon::prelude::*;
use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{Arc, Mutex, OnceLock};

pub use follows::Follows;

/// Rule indices paired from one document to another: `(left, right, score, evidence)`.
type Pairs = Vec<(usize, usize, f32, u16)>;

/// A slot per key, filled once: the first thread to ask computes, the others wait for it.
type Slots<K, V> = Mutex<HashMap<K, Arc<OnceLock<V>>>>;

/// The database of this run.
pub struct Db {
    releases: Vec<OnceLock<Arc<Document>>>,
    /// Set when every release has been parsed in one pass.
    all: OnceLock<()>,
    ids: OnceLock<Vec<Arc<Vec<RuleId>>>>,
    /// One slot per document ([`verdicts::key`]): a thread that asks while another decides
    /// waits for that answer rather than deciding again.
    follows: Slots<[u8; 32], Arc<Follows>>,
    /// The user cache directory, where the verdicts of the user's own files are kept, when
    /// the command line gave one.
    cache: OnceLock<Option<PathBuf>>,
}

impl Default for Db {
    fn default() -> Self {
        Db::new()
    }
}

impl Db {
    /// An empty database: nothing parsed, nothing decided, no user cache.
    pub fn new() -> Db {
        Db {
            releases: (0..history::RELEASES.len())
                .map(|_| OnceLock::new())
                .collect(),
            all: OnceLock::new(),
            ids: OnceLock::new(),
            follows: Mutex::new(HashMap::new()),
            cache: OnceLock::new(),
        }
    }

    /// A database that keeps the verdicts of the user's own files in `dir` (the command
    /// line's cache directory).
    pub fn with_cache(dir: Option<PathBuf>) -> Db {
        let db = Db::new();
        let _ = db.cache.set(dir);
        db
    }

    /// Release `i` of the history, parsed once.
    pub fn release(&self, i: usize) -> Arc<Document> {
        self.releases[i]
            .get_or_init(|| Arc::new(history::RELEASES[i].load()))
            .clone()
    }

    /// Parses the releases `wanted` that are not parsed yet, together (each chain of the pack
    /// read once, parsed on every core), rather than each from its key frame.
    pub fn prepare(&self, wanted: &[usize]) {
        let missing: Vec<usize> = wanted
            .iter()
            .copied()
            .filter(|&i| self.releases.get(i).is_some_and(|r| r.get().is_none()))
            .collect();
        if missing.len() < 2 {
            return;
        }
        for (i, doc) in missing.iter().zip(history::load_some(&missing)) {
            let _ = self.releases[*i].set(Arc::new(doc));
        }
    }

    /// Releases `wanted` (ascending) for one pass over the history: those this run has parsed
    /// come from their slots, the others are parsed together for the caller alone and not
    /// kept, so that a walk through all 110 releases (the lineages of a whole release) holds
    /// a chain of the pack at a time.
    pub fn releases_passing(&self, wanted: &[usize]) -> Vec<Arc<Document>> {
        let missing: Vec<usize> = wanted
            .iter()
            .copied()
            .filter(|&i| self.releases[i].get().is_none())
            .collect();
        let mut parsed = missing.iter().copied().zip(history::load_some(&missing));
        let mut next = parsed.next();
        wanted
            .iter()
            .map(|&i| match self.releases[i].get() {
                Some(d) => d.clone(),
                None => {
                    let (k, d) = next.take().expect("every missing release parsed");
                    debug_assert_eq!(k, i);
                    next = parsed.next();
                    Arc::new(d)
                }
            })
            .collect()
    }

    /// The lineages of rules `rules` (indices, any order) of release `release`, in that order
    /// ([`lineage::lineages`]). They depend on the compiled-in pack and steps alone: with a
    /// user cache, the lineages of the whole release are kept there the first time a run asks
    /// for most of its rules (the site's histories), and the runs after it read them back
    /// rather than walk the history again. A kept file that is damaged or of another version
    /// is computed again.
    pub fn lineages(&self, release: usize, rules: &[usize]) -> Vec<Lineage> {
        let load = |wanted: &[usize]| self.releases_passing(wanted);
        let compute = |rules: &[usize]| lineage::lineages(&steps::STEPS, release, rules, &load);
        let Some(path) = self.cache.get().and_then(Option::as_ref).map(|d| {
            d.join("lineages")
                .join(format!("{}.bin.zst", lineage::key(release)))
        }) else {
            return compute(rules);
        };
        let count = self.ids()[release].len();
        let kept = std::fs::read(&path)
            .ok()
            .and_then(|b| lineage::decode(&b))
            .filter(|all| all.len() == count);
        let all = match kept {
            Some(all) => all,
            None if rules.len() * 2 < count => return compute(rules),
            None => {
                // With their word diffs, made once here rather than by every run that shows them.
                let all: Vec<Lineage> = compute(&(0..count).collect::<Vec<_>>())
                    .into_par_iter()
                    .map(Lineage::with_words)
                    .collect();
                // A cache that cannot be written is only slower next time.
                let _ = crate::cache::replace(&path, &lineage::encode(&all));
                all
            }
        };
        // Each lineage moved to the (last) rule that asks for it, cloned for the others.
        let mut uses = vec![0usize; count];
        for &r in rules {
            uses[r] += 1;
        }
        let mut all: Vec<Option<Lineage>> = all.into_iter().map(Some).collect();
        rules
            .iter()
            .map(|&r| {
                uses[r] -= 1;
                if uses[r] == 0 {
                    all[r].take()
                } else {
                    all[r].clone()
                }
                .expect("a lineage per rule of the release")
            })
            .collect()
    }

    /// The older English texts of every rule of a release in the releases `at`, where they
    /// differ ([`lineage::older_texts`], for `staleness`). They depend on the compiled-in
    /// pack and steps alone: with a user cache they are kept there (`older/<key>.bin.zst`),
    /// and the runs after the first read them back rather than parse the older releases. A
    /// kept file that is damaged or of another version is computed again.
    pub fn older_texts(&self, release: usize, at: &[usize]) -> lineage::OlderTexts {
        let count = self.release(release).rules.len();
        let compute = || {
            let rules: Vec<usize> = (0..count).collect();
            let load = |wanted: &[usize]| self.releases_passing(wanted);
            lineage::older_texts(&steps::STEPS, release, &rules, at, &load)
        };
        let Some(path) = self.cache.get().and_then(Option::as_ref).map(|d| {
            d.join("older")
                .join(format!("{}.bin.zst", lineage::older_key(release, at)))
        }) else {
            return compute();
        };
        if let Some(kept) = std::fs::read(&path)
            .ok()
            .and_then(|b| lineage::decode_older(&b))
            .filter(|v| v.len() == count)
        {
            return kept;
        }
        let texts = compute();
        // A cache that cannot be written is only slower next time.
        let _ = crate::cache::replace(&path, &lineage::encode_older(&texts));
        texts
    }

    /// Every release, parsed once (unpacked in one pass, parsed on every core).
    pub fn all_releases(&self) -> Vec<Arc<Document>> {
        // Once per run: threads asking at the same time wait for the one pass.
        self.all.get_or_init(|| {
            let missing: Vec<usize> = (0..self.releases.len())
                .filter(|&i| self.releases[i].get().is_none())
                .collect();
            if missing.len() == self.releases.len() {
                for (slot, doc) in self.releases.iter().zip(history::load_all()) {
                    let _ = slot.set(Arc::new(doc));
                }
            } else if !missing.is_empty() {
                // Those already parsed (the releases a run's translations follow) are not
                // parsed again.
                for (&i, doc) in missing.iter().zip(history::load_some(&missing)) {
                    let _ = self.releases[i].set(Arc::new(doc));
                }
            }
        });
        (0..self.releases.len()).map(|i| self.release(i)).collect()
    }

    /// The document a spec names ([`corpus::load`]), a bundled English release taken from
    /// this run's slot: parsed once in the run, whichever command or stage names it.
    pub fn load(&self, spec: &str) -> Result<Document> {
        let parsed = corpus::Spec::parse(spec)?;
        if let corpus::Spec::Bundled { lang, version } = &parsed
            && let Some(r) = corpus::find_bundled(lang, version.as_deref())?.release()
        {
            return Ok((*self.release(r.index)).clone());
        }
        parsed.load()
    }

    /// The English release of an effective date (or a publisher's label).
    pub fn english(&self, version: &str) -> Result<Arc<Document>> {
        let r = history::find(version).ok_or_else(|| corpus::unknown_version("en", version))?;
        Ok(self.release(r.index))
    }

    /// The newest English release.
    pub fn newest_english(&self) -> Arc<Document> {
        self.release(history::newest().index)
    }

    /// The rule numbers of every release (for the numbering fingerprint), from the steps:
    /// no release is unpacked for them.
    fn ids(&self) -> &[Arc<Vec<RuleId>>] {
        self.ids.get_or_init(|| {
            let steps: &[steps::Step] = &steps::STEPS;
            steps
                .iter()
                .map(|s| Arc::new(s.left_ids.clone()))
                .chain(steps.last().map(|s| Arc::new(s.right_ids.clone())))
                .collect()
        })
    }

    /// The release a document is (a bundled English release, or some of its chapters),
    /// recognised by its text, with its rules' indices in the whole release.
    fn is_release(&self, doc: &Document) -> Option<(usize, Pairs)> {
        if !crate::lang::is_english(&doc.lang) {
            return None;
        }
        let r = history::RELEASES
            .iter()
            .find(|r| r.effective == doc.version)?;
        let rel = self.release(r.index);
        if rel.text != doc.text {
            return None;
        }
        let at: HashMap<(RuleId, usize), usize> = rel
            .rules
            .iter()
            .enumerate()
            .map(|(k, x)| ((x.id, x.span.start), k))
            .collect();
        let pairs = doc
            .rules
            .iter()
            .enumerate()
            .map(|(k, x)| Some((k, *at.get(&(x.id, x.span.start))?, 1.0, u16::MAX)))
            .collect::<Option<Pairs>>()?;
        Some((r.index, pairs))
    }

    /// Which English release a document follows: decided once per document and run, and
    /// for a known text not decided at all — the bundled translations' verdicts are shipped
    /// ([`verdicts`]), a user file's kept in the user cache by content.
    pub fn follows(&self, doc: &Document) -> Arc<Follows> {
        let k = verdicts::key(doc);
        let slot = self
            .follows
            .lock()
            .expect("no panic while locked")
            .entry(k)
            .or_default()
            .clone();
        slot.get_or_init(|| Arc::new(self.recall_or_decide(doc, &k)))
            .clone()
    }

    fn recall_or_decide(&self, doc: &Document, k: &[u8; 32]) -> Follows {
        if let Some(f) = self.immediate(doc) {
            return f;
        }
        if let Some(f) = verdicts::shipped(k) {
            return f;
        }
        let cached = self.cache.get().and_then(Option::as_ref).map(|d| {
            d.join("follows")
                .join(format!("{}.json.zst", verdicts::hex(k)))
        });
        if let Some(f) = cached
            .as_ref()
            .and_then(|p| std::fs::read(p).ok())
            .and_then(|b| verdicts::File::decode(&b))
            .and_then(|f| f.verdicts.into_iter().find(|v| v.key == verdicts::hex(k)))
            .and_then(|v| v.follows())
        {
            return f;
        }
        let f = self.decide(doc);
        if let Some(p) = cached {
            // A cache that cannot be written is only slower next time.
            let file = verdicts::File {
                stamp: verdicts::stamp(),
                verdicts: vec![verdicts::Stored::of(k, &f)],
            };
            let _ = crate::cache::replace(&p, &file.encode());
        }
        f
    }

    /// Decides what a document follows, from the history alone (no shipped or cached
    /// verdict): what the packer ships, and what the test of the shipped verdicts compares.
    pub fn decide(&self, doc: &Document) -> Follows {
        if let Some(f) = self.immediate(doc) {
            return f;
        }
        crate::stats::count(&crate::stats::DECIDED);
        let ids = self.ids();
        follows::decide(
            doc,
            ids,
            &|i| self.release(i),
            &|wanted| self.prepare(wanted),
            &steps::STEPS,
        )
    }

    /// What needs no decision: a bundled English release follows itself, a text with no
    /// rules the newest release.
    fn immediate(&self, doc: &Document) -> Option<Follows> {
        let (release, pairs) = match self.is_release(doc) {
            Some(x) => x,
            None if doc.rules.is_empty() => (history::newest().index, Vec::new()),
            None => return None,
        };
        Some(Follows {
            release,
            range: (release, release),
            new_rules: Vec::new(),
            candidates: Vec::new(),
            pairs,
        })
    }

    /// The English release a document follows, parsed.
    pub fn followed(&self, doc: &Document) -> Arc<Document> {
        self.release(self.follows(doc).release)
    }

    /// Pairs from release `i` to release `j` through the steps between them.
    pub fn bridge(&self, i: usize, j: usize) -> Pairs {
        use std::cmp::Ordering;
        match i.cmp(&j) {
            Ordering::Equal => {
                let n = self.release(i).rules.len();
                (0..n).map(|k| (k, k, 1.0, u16::MAX)).collect()
            }
            Ordering::Less => history::chain::compose(&steps::STEPS, i, j),
            Ordering::Greater => history::chain::compose(&steps::STEPS, j, i)
                .into_iter()
                .map(|(a, b, s, e)| (b, a, s, e))
                .collect(),
        }
    }

    /// Aligns two documents through the English history: each on the release it follows,
    /// and those two releases through the steps between them.
    ///
    /// A document that is not a text of any release (fewer than half of its rules have a
    /// counterpart in the release it is said to follow: a made-up text, another game's rules)
    /// gains nothing from the history: such a pair is aligned directly.
    pub fn align<'a>(&self, a: &'a Document, b: &'a Document) -> Alignment<'a> {
        crate::stats::count(&crate::stats::COMPOSED);
        let (fa, fb) = (self.follows(a), self.follows(b));
        let anchored = |d: &Document, f: &Follows| f.pairs.len() * 2 >= d.rules.len();
        if !anchored(a, &fa) || !anchored(b, &fb) {
            return align::align(a, b);
        }
        let bridge = self.bridge(fa.release, fb.release);
        // anchor(a) → bridge → anchor(b)⁻¹.
        let mut into_b: HashMap<usize, (usize, f32, u16)> = HashMap::with_capacity(fb.pairs.len());
        for &(doc, rel, s, e) in &fb.pairs {
            into_b.insert(rel, (doc, s, e));
        }
        let mut across: HashMap<usize, (usize, f32, u16)> = HashMap::with_capacity(bridge.len());
        for &(x, y, s, e) in &bridge {
            if let Some(&(k, s2, e2)) = into_b.get(&y) {
                across.insert(x, (k, s.min(s2), e & e2));
            }
        }
        let pairs = fa
            .pairs
            .iter()
            .filter_map(|&(doc, rel, s, e)| {
                let &(k, s2, e2) = across.get(&rel)?;
                Some((doc, k, s.min(s2), e & e2))
            })
            .collect();
        Alignment::from_pairs(a, b, pairs)
    }

    /// Aligns two documents directly, by content alone (for comparison with [`Db::align`]).
    pub fn align_directly<'a>(&self, a: &'a Document, b: &'a Document) -> Alignment<'a> {
        align::align(a, b)
    }
}

/// What every bundled translation follows, decided from the history alone: the file the
/// packer ships as `rules/en/verdicts.json.zst`, and what the test of that file compares.
pub fn shipped_verdicts(db: &Db) -> verdicts::File {
    let translations: Vec<&corpus::Bundled> = corpus::bundled()
        .iter()
        .filter(|b| b.release().is_none())
        .collect();
    let docs = corpus::load_bundled(&translations);
    let mut stored: Vec<verdicts::Stored> = docs
        .iter()
        .map(|d| verdicts::Stored::of(&verdicts::key(d), &db.decide(d)))
        .collect();
    stored.sort_by(|a, b| a.key.cmp(&b.key));
    verdicts::File {
        stamp: verdicts::stamp(),
        verdicts: stored,
    }
}

/// What changed in English between the release `doc` follows and release `to`, in the
/// rules `doc` covers ([`history::todo`]).
pub fn todo(db: &Db, doc: &Document, to: usize) -> Vec<history::todo::Todo> {
    let follows = db.follows(doc);
    let (followed, later) = (db.release(follows.release), db.release(to));
    history::todo::todo(
        doc,
        &follows,
        &followed,
        &later,
        db.bridge(follows.release, to),
    )
}

/// Loads the documents of several specs, or the default corpus when there are none.
pub fn load_many(db: &Db, specs: &[String]) -> crate::error::Result<Vec<Document>> {
    if specs.is_empty() {
        return Ok(default_corpus(db));
    }
    specs.iter().map(|s| db.load(s)).collect()
}

/// The default corpus, what commands work on when they are given no documents: every bundled
/// translation, the English release each follows, and the newest English release, by
/// language then version.
pub fn default_corpus(db: &Db) -> Vec<Document> {
    let translations: Vec<&corpus::Bundled> = corpus::bundled()
        .iter()
        .filter(|b| b.release().is_none())
        .collect();
    let mut docs = corpus::load_bundled(&translations);
    let mut english: Vec<usize> = docs
        .iter()
        .filter(|d| !crate::lang::is_english(&d.lang))
        .map(|d| db.follows(d).release)
        .collect();
    english.push(history::newest().index);
    english.sort_unstable();
    english.dedup();
    docs.extend(english.into_iter().map(|i| (*db.release(i)).clone()));
    docs.sort_by(|a, b| (&a.lang, &a.version).cmp(&(&b.lang, &b.version)));
    docs
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A release named by a spec is the same document whether the database or the corpus
    /// loads it, and the database parses it once for every stage that names it.
    #[test]
    fn a_release_loaded_through_the_database_is_the_corpus_document() {
        let db = Db::new();
        let spec = "en@2013-02-01";
        let (a, b) = (db.load(spec).unwrap(), corpus::load(spec).unwrap());
        assert_eq!(
            (&a.name, &a.lang, &a.version),
            (&b.name, &b.lang, &b.version)
        );
        assert_eq!(a.text, b.text);
        let ids = |d: &Document| d.rules.iter().map(|r| r.id).collect::<Vec<_>>();
        assert_eq!(ids(&a), ids(&b));
        let slot = db.english("2013-02-01").unwrap();
        assert!(Arc::ptr_eq(&slot, &db.release(slot_index(spec))));
        // A translation is not a release: it comes from the corpus.
        assert_eq!(db.load("fr").unwrap().lang, "fr");
        assert!(db.load("en@1999-01-01").is_err());
    }

    fn slot_index(spec: &str) -> usize {
        history::find(spec.trim_start_matches("en@")).unwrap().index
    }
}
