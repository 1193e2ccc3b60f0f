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
use crate::corpus::{self, added};
use crate::document::Document;
use crate::error::{Error, Result};
use crate::history::lineage::{self, Lineage};
use crate::history::steps::Step;
use crate::history::{self, History, Origin, Release, follows, steps, verdicts};
use crate::rule_id::RuleId;
use rayon::prelude::*;
use std::borrow::Cow;
use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{Arc, Mutex, OnceLock};

pub use follows::Follows;

/// Rule indices paired from one document to another: `(left, right, score, evidence)`.
type Pairs = Vec<(usize, usize, f32, u16)>;

/// A slot per key, filled once: the first thread to ask computes, the others wait for it.
type Slots<K, V> = Mutex<HashMap<K, Arc<OnceLock<V>>>>;

/// What a database is opened on besides the compiled-in data.
#[derive(Debug, Default, Clone)]
pub struct Sources {
    /// The user cache directory (kept verdicts, steps, lineages), if any.
    pub cache: Option<PathBuf>,
    /// The user's data directory (the documents added with `cr corpus add`), if any.
    pub data: Option<PathBuf>,
    /// The document specs named on the command line: a whole English release among them
    /// that the history does not have joins this run's history, placed by its date.
    pub named: Vec<String>,
}

/// A document the user added that is not an English release (those join the history).
#[derive(Debug, Clone)]
pub struct AddedDoc {
    pub entry: added::Entry,
    pub path: PathBuf,
    bytes: Arc<[u8]>,
}

impl AddedDoc {
    /// Parses it (its bytes were read and checked when the database opened).
    pub fn load(&self) -> Result<Document> {
        let name = self.path.display().to_string();
        let stem = self
            .path
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        corpus::from_bytes(
            &self.bytes,
            &self.entry.lang,
            &name,
            &stem,
            crate::parse::Format::from_path(&name),
        )
    }
}

/// A document a spec names, before it is read.
#[derive(Debug, Clone, Copy)]
pub enum Known<'a> {
    /// A release of the history (bundled, added or named), by index.
    Release(usize),
    /// A translation compiled in.
    Bundled(&'static corpus::Bundled),
    /// A translation the user added.
    Added(&'a AddedDoc),
}

/// The database of this run.
pub struct Db {
    history: History,
    releases: Vec<OnceLock<Arc<Document>>>,
    /// Set when every release has been parsed in one pass.
    all: OnceLock<()>,
    steps: OnceLock<Cow<'static, [Step]>>,
    ids: OnceLock<Vec<Arc<Vec<RuleId>>>>,
    /// One slot per document ([`verdicts::key`]): a thread that asks while another decides
    /// waits for that answer rather than deciding again.
    follows: Slots<[u8; 32], Arc<Follows>>,
    /// The user cache directory, where the verdicts of the user's own files, the steps of
    /// the releases the user brought and the lineages are kept, when the command line gave one.
    cache: Option<PathBuf>,
    /// The user's data directory, when the command line gave one.
    data: Option<added::Store>,
    /// The bytes of the English releases the user added, by index in the history.
    added_bytes: HashMap<usize, Arc<[u8]>>,
    /// The translations the user added.
    added: Vec<AddedDoc>,
    /// Every document of the data directory that could be read (English releases too).
    added_entries: Vec<added::Entry>,
    /// The files named on the command line, read once (by the path as written).
    named: HashMap<String, Arc<Document>>,
    /// What could not be used while opening (a damaged added document): the command line
    /// reports each.
    problems: Vec<Error>,
}

impl Default for Db {
    fn default() -> Self {
        Db::new()
    }
}

impl Db {
    /// An empty database over the bundled history: nothing parsed, nothing decided, no user
    /// cache, no data directory.
    pub fn new() -> Db {
        Db::open(Sources::default())
    }

    /// A database that keeps the verdicts of the user's own files in `dir` (the command
    /// line's cache directory).
    pub fn with_cache(dir: Option<PathBuf>) -> Db {
        Db::open(Sources {
            cache: dir,
            ..Sources::default()
        })
    }

    /// A database over the bundled history, the documents of the data directory and the
    /// files named on the command line. Nothing here fails: a document that cannot be used
    /// is listed in [`Db::problems`], and a named file that cannot be read is the command's
    /// to report when it loads it.
    pub fn open(sources: Sources) -> Db {
        let mut problems = Vec::new();
        let mut extra: Vec<Release> = Vec::new();
        let mut extra_bytes: Vec<Arc<[u8]>> = Vec::new();
        let mut added = Vec::new();
        let mut added_entries = Vec::new();
        let store = sources.data.map(added::Store::new);
        if let Some(store) = &store {
            match store.load() {
                Ok((ok, bad)) => {
                    problems.extend(bad);
                    for l in ok {
                        added_entries.push(l.entry.clone());
                        if crate::lang::is_english(&l.entry.lang) {
                            if history::RELEASES
                                .iter()
                                .any(|r| *r.effective == *l.entry.version)
                            {
                                // Bundled since it was added: the bundle's copy answers.
                                continue;
                            }
                            extra.push(Release {
                                index: 0,
                                label: l.entry.label.clone(),
                                effective: Arc::from(l.entry.version.as_str()),
                                bytes: l.entry.bytes,
                                blob: l.entry.hash.clone(),
                                rule_lines: l.entry.rules,
                                origin: Origin::Added(l.path.clone()),
                            });
                            extra_bytes.push(l.bytes);
                        } else {
                            added.push(AddedDoc {
                                entry: l.entry,
                                path: l.path,
                                bytes: l.bytes,
                            });
                        }
                    }
                }
                Err(e) => problems.push(e),
            }
        }
        // Files named on the command line, read once; a whole English release the history
        // lacks joins it for this run.
        let mut named: HashMap<String, Arc<Document>> = HashMap::new();
        let mut named_releases: Vec<Arc<Document>> = Vec::new();
        for spec in &sources.named {
            let Ok(corpus::Spec::File { lang, path }) = corpus::Spec::parse(spec) else {
                continue;
            };
            if named.contains_key(&path) {
                continue;
            }
            let Ok(doc) = corpus::read_file(&lang, std::path::Path::new(&path)) else {
                continue;
            };
            let doc = Arc::new(doc);
            let known_dates = history::RELEASES
                .iter()
                .map(|r| &*r.effective)
                .chain(extra.iter().map(|r| &*r.effective))
                .chain(named_releases.iter().map(|d| d.version.as_str()));
            if is_whole_release(&doc) && !known_dates.clone().any(|v| v == doc.version) {
                extra.push(Release {
                    index: 0,
                    label: doc.version.clone(),
                    effective: Arc::from(doc.version.as_str()),
                    bytes: doc.encoding.encoded_len(&doc.text) as u64,
                    blob: text_hash(&doc),
                    rule_lines: doc.rules.len(),
                    origin: Origin::Named(path.clone()),
                });
                named_releases.push(doc.clone());
            }
            named.insert(path, doc);
        }
        let history = History::with(extra);
        let releases: Vec<OnceLock<Arc<Document>>> =
            (0..history.len()).map(|_| OnceLock::new()).collect();
        let mut added_bytes = HashMap::new();
        let mut bytes = extra_bytes.into_iter();
        for r in history.releases() {
            match &r.origin {
                Origin::Pack(_) => {}
                Origin::Added(_) => {
                    added_bytes.insert(r.index, bytes.next().expect("bytes per added release"));
                }
                Origin::Named(p) => {
                    let _ = releases[r.index].set(named[p].clone());
                }
            }
        }
        Db {
            history,
            releases,
            all: OnceLock::new(),
            steps: OnceLock::new(),
            ids: OnceLock::new(),
            follows: Mutex::new(HashMap::new()),
            cache: sources.cache,
            data: store,
            added_bytes,
            added,
            added_entries,
            named,
            problems,
        }
    }

    /// This run's English history: the bundled releases and those the user brought.
    pub fn history(&self) -> &History {
        &self.history
    }

    /// What could not be used while opening the data directory (each names its file).
    pub fn problems(&self) -> &[Error] {
        &self.problems
    }

    /// The data directory's store, when this run has one.
    pub fn store(&self) -> Option<&added::Store> {
        self.data.as_ref()
    }

    /// The translations the user added.
    pub fn added(&self) -> &[AddedDoc] {
        &self.added
    }

    /// Every document of the data directory this run could read, English releases included.
    pub fn added_entries(&self) -> &[added::Entry] {
        &self.added_entries
    }

    /// The user cache directory, when this run has one.
    pub fn cache_dir(&self) -> Option<&std::path::Path> {
        self.cache.as_deref()
    }

    /// Release `i` of the history, parsed once.
    pub fn release(&self, i: usize) -> Arc<Document> {
        self.releases[i]
            .get_or_init(|| Arc::new(self.parse_release(i)))
            .clone()
    }

    /// Parses release `i` from wherever its bytes are.
    fn parse_release(&self, i: usize) -> Document {
        let r = &self.history[i];
        match &r.origin {
            Origin::Pack(_) => r.load().expect("a bundled release"),
            Origin::Added(path) => {
                let name = path.display().to_string();
                let stem = format!("cr-{}", r.label);
                corpus::from_bytes(
                    &self.added_bytes[&i],
                    "en",
                    &name,
                    &stem,
                    crate::parse::Format::from_path(&name),
                )
                .expect("an added release was read when it was added")
            }
            Origin::Named(p) => (*self.named[p]).clone(),
        }
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
        for (i, doc) in missing.iter().zip(self.parse_some(&missing)) {
            let _ = self.releases[*i].set(Arc::new(doc));
        }
    }

    /// Releases `wanted` parsed, in that order: the bundled ones a chain of the pack at a
    /// time, the others each from its own bytes.
    fn parse_some(&self, wanted: &[usize]) -> Vec<Document> {
        let packed: Vec<usize> = wanted
            .iter()
            .filter_map(|&i| self.history[i].packed())
            .collect();
        let mut from_pack = history::load_some(&packed).into_iter();
        let mut out: Vec<Option<Document>> = wanted
            .iter()
            .map(|&i| match self.history[i].packed() {
                Some(_) => from_pack.next(),
                None => None,
            })
            .collect();
        let rest: Vec<(usize, Document)> = wanted
            .par_iter()
            .enumerate()
            .filter(|(k, _)| out[*k].is_none())
            .map(|(k, &i)| (k, self.parse_release(i)))
            .collect();
        for (k, d) in rest {
            out[k] = Some(d);
        }
        out.into_iter()
            .map(|d| d.expect("every release parsed"))
            .collect()
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
        let mut parsed = missing.iter().copied().zip(self.parse_some(&missing));
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

    /// The steps of this run's history: the shipped ones between consecutive bundled
    /// releases, and for each release the user brought, its steps to its neighbours, kept in
    /// the user cache by the two texts (computed once: when it is added, or the first run
    /// that needs them).
    pub fn steps(&self) -> &[Step] {
        self.steps.get_or_init(|| {
            if self.history.is_bundled() {
                return Cow::Borrowed(&steps::STEPS[..]);
            }
            let rel = self.history.releases();
            let shipped = |k: usize| match (rel[k].packed(), rel[k + 1].packed()) {
                (Some(a), Some(b)) if b == a + 1 => Some(a),
                _ => None,
            };
            let missing: Vec<usize> = (0..rel.len() - 1)
                .filter(|&k| shipped(k).is_none())
                .collect();
            let mut wanted: Vec<usize> = missing.iter().flat_map(|&k| [k, k + 1]).collect();
            wanted.dedup();
            self.prepare(&wanted);
            let mut computed: HashMap<usize, Step> = missing
                .par_iter()
                .map(|&k| (k, self.kept_step(k)))
                .collect();
            Cow::Owned(
                (0..rel.len() - 1)
                    .map(|k| match shipped(k) {
                        Some(a) => steps::STEPS[a].clone(),
                        None => computed.remove(&k).expect("a step computed"),
                    })
                    .collect(),
            )
        })
    }

    /// The step from release `k` to `k + 1`, read from the user cache or computed (and kept).
    fn kept_step(&self, k: usize) -> Step {
        let (a, b) = (&self.history[k], &self.history[k + 1]);
        let path = self.cache.as_ref().map(|d| {
            d.join("steps")
                .join(format!("{}.bin.zst", steps::kept_key(&a.blob, &b.blob)))
        });
        let kept = path
            .as_ref()
            .and_then(|p| std::fs::read(p).ok())
            .and_then(|bytes| steps::decode_kept(&bytes))
            .filter(|s| s.left_rules == a.rule_lines && s.right_rules == b.rule_lines);
        if let Some(s) = kept {
            return s;
        }
        crate::stats::count(&crate::stats::ALIGNED);
        let s = steps::between(&self.release(k), &self.release(k + 1));
        if let Some(p) = path {
            // A cache that cannot be written is only slower next time.
            let _ = crate::cache::replace(&p, &steps::encode_kept(&s));
        }
        s
    }

    /// The lineages of rules `rules` (indices, any order) of release `release`, in that order
    /// ([`lineage::lineages`]). They depend on the history alone: with a user cache, the
    /// lineages of the whole release are kept there the first time a run asks for most of its
    /// rules (the site's histories), and the runs after it read them back rather than walk
    /// the history again. A kept file that is damaged or of another history is computed again.
    pub fn lineages(&self, release: usize, rules: &[usize]) -> Vec<Lineage> {
        let versions = self.history.versions();
        let load = |wanted: &[usize]| self.releases_passing(wanted);
        let compute =
            |rules: &[usize]| lineage::lineages(&versions, self.steps(), release, rules, &load);
        let Some(path) = self.cache.as_ref().map(|d| {
            d.join("lineages").join(format!(
                "{}.bin.zst",
                lineage::key(self.history.stamp(), release)
            ))
        }) else {
            return compute(rules);
        };
        let count = self.ids()[release].len();
        let kept = std::fs::read(&path)
            .ok()
            .and_then(|b| lineage::decode(&b, &versions))
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
                let _ = crate::cache::replace(&path, &lineage::encode(&all, &versions));
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
    /// differ ([`lineage::older_texts`], for `staleness`). They depend on the history alone:
    /// with a user cache they are kept there (`older/<key>.bin.zst`), and the runs after the
    /// first read them back rather than parse the older releases. A kept file that is damaged
    /// or of another history is computed again.
    pub fn older_texts(&self, release: usize, at: &[usize]) -> lineage::OlderTexts {
        let count = self.release(release).rules.len();
        let compute = || {
            let rules: Vec<usize> = (0..count).collect();
            let load = |wanted: &[usize]| self.releases_passing(wanted);
            lineage::older_texts(self.steps(), release, &rules, at, &load)
        };
        let Some(path) = self.cache.as_ref().map(|d| {
            d.join("older").join(format!(
                "{}.bin.zst",
                lineage::older_key(self.history.stamp(), release, at)
            ))
        }) else {
            return compute();
        };
        if let Some(kept) = std::fs::read(&path)
            .ok()
            .and_then(|b| lineage::decode_older(&b, self.history.len()))
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
            if missing.len() == self.releases.len() && self.history.is_bundled() {
                for (slot, doc) in self.releases.iter().zip(history::load_all()) {
                    let _ = slot.set(Arc::new(doc));
                }
            } else if !missing.is_empty() {
                // Those already parsed (the releases a run's translations follow) are not
                // parsed again.
                for (&i, doc) in missing.iter().zip(self.parse_some(&missing)) {
                    let _ = self.releases[i].set(Arc::new(doc));
                }
            }
        });
        (0..self.releases.len()).map(|i| self.release(i)).collect()
    }

    /// Which document a language and version name (the newest of the language without a
    /// version): a release of the history (English, by effective date or publisher's label),
    /// a bundled translation, or one the user added. A version none has is an error naming
    /// the nearest.
    pub fn find(&self, lang: &str, version: Option<&str>) -> Result<Known<'_>> {
        if crate::lang::is_english(lang) {
            return match version {
                None => Ok(Known::Release(self.history.newest().index)),
                Some(v) => self
                    .history
                    .find(v)
                    .map(|r| Known::Release(r.index))
                    .ok_or_else(|| self.unknown_version(lang, v)),
            };
        }
        let mut found: Vec<(&str, Known<'_>)> = corpus::bundled()
            .iter()
            .filter(|b| b.release().is_none() && crate::lang::same_base(b.lang, lang))
            .map(|b| (b.version.as_str(), Known::Bundled(b)))
            .chain(
                self.added
                    .iter()
                    .filter(|a| crate::lang::same_base(&a.entry.lang, lang))
                    .map(|a| (a.entry.version.as_str(), Known::Added(a))),
            )
            .collect();
        if found.is_empty() {
            return Err(Error::UnknownLanguage {
                lang: lang.into(),
                available: self.languages().join(", "),
            });
        }
        found.sort_by(|a, b| a.0.cmp(b.0));
        match version {
            None => Ok(found.last().expect("non-empty").1),
            Some(v) => found
                .iter()
                .find(|(x, _)| *x == v)
                .map(|(_, k)| *k)
                .ok_or_else(|| self.unknown_version(lang, v)),
        }
    }

    /// Every language a document is known in (bundled or added), sorted.
    pub fn languages(&self) -> Vec<String> {
        let mut v: Vec<String> = corpus::bundled_languages()
            .into_iter()
            .map(str::to_owned)
            .chain(self.added.iter().map(|a| a.entry.lang.clone()))
            .collect();
        v.sort();
        v.dedup();
        v
    }

    /// Every version known of a language, oldest first.
    pub fn versions_of(&self, lang: &str) -> Vec<String> {
        if crate::lang::is_english(lang) {
            return self
                .history
                .releases()
                .iter()
                .map(|r| r.effective.to_string())
                .collect();
        }
        let mut v: Vec<String> = corpus::bundled()
            .iter()
            .filter(|b| b.release().is_none() && crate::lang::same_base(b.lang, lang))
            .map(|b| b.version.clone())
            .chain(
                self.added
                    .iter()
                    .filter(|a| crate::lang::same_base(&a.entry.lang, lang))
                    .map(|a| a.entry.version.clone()),
            )
            .collect();
        v.sort();
        v
    }

    /// The error for a version no known document of `lang` has, naming the nearest one.
    pub fn unknown_version(&self, lang: &str, version: &str) -> Error {
        corpus::unknown_version_among(lang, version, &self.versions_of(lang))
    }

    /// Reads a known document.
    pub fn read(&self, k: Known<'_>) -> Result<Document> {
        match k {
            Known::Release(i) => Ok((*self.release(i)).clone()),
            Known::Bundled(b) => Ok(b.load()),
            Known::Added(a) => a.load(),
        }
    }

    /// The document a spec names, read once in the run whichever command or stage names it:
    /// a release from this run's slot, a file named on the command line from what was read
    /// when the database opened. It must have rules ([`Error::NoRules`]).
    pub fn load(&self, spec: &str) -> Result<Document> {
        let doc = self.load_any(spec)?;
        if doc.rules.is_empty() {
            return Err(Error::NoRules { document: doc.name });
        }
        Ok(doc)
    }

    /// The document a spec names, rules or not (for `cr info`, which reports 0).
    pub fn load_any(&self, spec: &str) -> Result<Document> {
        match corpus::Spec::parse(spec)? {
            corpus::Spec::Bundled { lang, version } => {
                self.read(self.find(&lang, version.as_deref())?)
            }
            corpus::Spec::File { lang, path } => match self.named.get(&path) {
                Some(d) if d.lang == lang => Ok((**d).clone()),
                _ => corpus::read_file(&lang, std::path::Path::new(&path)),
            },
        }
    }

    /// The English release of an effective date (or a publisher's label).
    pub fn english(&self, version: &str) -> Result<Arc<Document>> {
        let r = self
            .history
            .find(version)
            .ok_or_else(|| self.unknown_version("en", version))?;
        Ok(self.release(r.index))
    }

    /// The newest English release.
    pub fn newest_english(&self) -> Arc<Document> {
        self.release(self.history.newest().index)
    }

    /// The rule numbers of every release (for the numbering fingerprint), from the steps:
    /// no release is unpacked for them.
    fn ids(&self) -> &[Arc<Vec<RuleId>>] {
        self.ids.get_or_init(|| {
            let steps = self.steps();
            steps
                .iter()
                .map(|s| Arc::new(s.left_ids.clone()))
                .chain(steps.last().map(|s| Arc::new(s.right_ids.clone())))
                .collect()
        })
    }

    /// The release a document is (a release of the history, or some of its chapters),
    /// recognised by its text, with its rules' indices in the whole release.
    pub fn is_release(&self, doc: &Document) -> Option<(usize, Pairs)> {
        if !crate::lang::is_english(&doc.lang) {
            return None;
        }
        let r = self.history.index_of(&doc.version)?;
        let rel = self.release(r);
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
        Some((r, pairs))
    }

    /// Which English release a document follows: decided once per document and run, and
    /// for a known text not decided at all — the bundled translations' verdicts are shipped
    /// ([`verdicts`]), a user file's kept in the user cache by content.
    pub fn follows(&self, doc: &Document) -> Arc<Follows> {
        let k = verdicts::key(doc);
        self.follows_slot(&k)
            .get_or_init(|| Arc::new(self.recall_or_decide(doc, &k)))
            .clone()
    }

    /// Forgets what this run decided about a document (a text an editor held, now edited or
    /// closed), so that a long session keeps only the answers of the texts it still holds.
    pub fn forget(&self, doc: &Document) {
        self.follows
            .lock()
            .expect("no panic while locked")
            .remove(&verdicts::key(doc));
    }

    /// The run's one answer for the document of key `k`, set by whoever asks first.
    fn follows_slot(&self, k: &[u8; 32]) -> Arc<OnceLock<Arc<Follows>>> {
        self.follows
            .lock()
            .expect("no panic while locked")
            .entry(*k)
            .or_default()
            .clone()
    }

    /// Says that `doc` follows release `release` (`--follows`), whatever the history would
    /// decide: the document is aligned with it by content, and every question of this run
    /// about the document gets that answer (the commands say it before they ask anything
    /// else of the document; the first answer of a run holds).
    pub fn follow_as(&self, doc: &Document, release: usize) -> Arc<Follows> {
        self.follows_slot(&verdicts::key(doc))
            .get_or_init(|| {
                let rel = self.release(release);
                let pairs = match self.is_release(doc) {
                    Some((r, pairs)) if r == release => pairs,
                    _ => align::align(doc, &rel)
                        .pairs
                        .iter()
                        .map(|p| (p.left, p.right, p.score, p.evidence_bits()))
                        .collect(),
                };
                Arc::new(Follows {
                    release,
                    range: (release, release),
                    new_rules: Vec::new(),
                    candidates: Vec::new(),
                    pairs,
                })
            })
            .clone()
    }

    fn recall_or_decide(&self, doc: &Document, k: &[u8; 32]) -> Follows {
        if let Some(f) = self.immediate(doc) {
            return f;
        }
        if let Some(f) = verdicts::shipped(k).filter(|f| self.shipped_holds(f)) {
            return f;
        }
        let stamp = verdicts::stamp(self.history.stamp());
        let cached = self.cache.as_ref().map(|d| {
            d.join("follows")
                .join(format!("{}.json.zst", verdicts::hex(k)))
        });
        if let Some(f) = cached
            .as_ref()
            .and_then(|p| std::fs::read(p).ok())
            .and_then(|b| verdicts::File::decode(&b, &stamp))
            .and_then(|f| f.verdicts.into_iter().find(|v| v.key == verdicts::hex(k)))
            .and_then(|v| v.follows(self.history.len()))
        {
            return f;
        }
        let f = self.decide(doc);
        if let Some(p) = cached {
            // A cache that cannot be written is only slower next time.
            let file = verdicts::File {
                stamp,
                verdicts: vec![verdicts::Stored::of(k, &f)],
            };
            let _ = crate::cache::replace(&p, &file.encode());
        }
        f
    }

    /// True when a verdict decided in the bundled history holds in this run's: the history
    /// is the bundled one, or the releases the user brought all come after the bundle and
    /// the verdict's range stops before its end (so none of them could have been chosen).
    fn shipped_holds(&self, f: &Follows) -> bool {
        let n = history::RELEASES.len();
        self.history.is_bundled() || (self.history.bundled_prefix() == n && f.range.1 + 1 < n)
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
            &self.history.versions(),
            ids,
            &|i| self.release(i),
            &|wanted| self.prepare(wanted),
            self.steps(),
        )
    }

    /// What needs no decision: a release follows itself, a text with no rules the newest
    /// release.
    fn immediate(&self, doc: &Document) -> Option<Follows> {
        let (release, pairs) = match self.is_release(doc) {
            Some(x) => x,
            None if doc.rules.is_empty() => (self.history.newest().index, Vec::new()),
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

    /// The English release a document follows, or an error when it follows one this run does
    /// not know: the error names the newest release known and says how to add the one it
    /// follows. For the commands that would otherwise answer from an older release
    /// (`update`, `stale`, `lint`).
    ///
    /// A document follows an unknown release when it has rules no release has *and* says it
    /// is newer (it prints an effective date after the newest release), or has at least
    /// [`UNKNOWN_RELEASE_RULES`] such rules. One or two odd numbers in an undated text are a
    /// translator's numbering mistakes (601.2l for 601.2i), which the linter reports, not a
    /// release it lacks.
    pub fn follows_known(&self, doc: &Document) -> Result<Arc<Follows>> {
        let f = self.follows(doc);
        let newest = &self.history.newest().effective;
        let dated_later = doc.effective_date.as_deref().is_some_and(|d| d > &**newest);
        if f.newer_than_all() && (dated_later || f.new_rules.len() >= UNKNOWN_RELEASE_RULES) {
            let mut rules: Vec<String> = f.new_rules.iter().map(RuleId::to_string).collect();
            let more = rules.len().saturating_sub(3);
            rules.truncate(3);
            let mut list = rules.join(", ");
            if more > 0 {
                list.push_str(&format!(" (+{more})"));
            }
            return Err(Error::Other {
                id: "error-follows-unknown-release",
                args: vec![
                    ("document", doc.name.clone()),
                    ("newest", self.history.newest().effective.to_string()),
                    ("rules", list),
                ],
            });
        }
        Ok(f)
    }

    /// Pairs from release `i` to release `j` through the steps between them.
    pub fn bridge(&self, i: usize, j: usize) -> Pairs {
        use std::cmp::Ordering;
        match i.cmp(&j) {
            Ordering::Equal => {
                let n = self.release(i).rules.len();
                (0..n).map(|k| (k, k, 1.0, u16::MAX)).collect()
            }
            Ordering::Less => self.kept_bridge(i, j),
            Ordering::Greater => self
                .kept_bridge(j, i)
                .into_iter()
                .map(|(a, b, s, e)| (b, a, s, e))
                .collect(),
        }
    }

    /// The bridge from release `i` to a later release `j`: read back from the user cache when
    /// a run composed it before (`bridges/<key>.bin.zst`, keyed by the history's stamp, so
    /// that `cr show` of every translation reads no step at all), else composed and kept.
    /// A kept file that is damaged, or names a rule either release lacks, is composed again.
    fn kept_bridge(&self, i: usize, j: usize) -> Pairs {
        let path = self.cache.as_ref().map(|d| {
            d.join("bridges").join(format!(
                "{}.bin.zst",
                history::chain::kept_key(self.history.stamp(), i, j)
            ))
        });
        let (left, right) = (self.history[i].rule_lines, self.history[j].rule_lines);
        if let Some(kept) = path
            .as_ref()
            .and_then(|p| std::fs::read(p).ok())
            .and_then(|b| history::chain::decode_kept(&b, left, right))
        {
            return kept;
        }
        let pairs = history::chain::compose(self.steps(), i, j);
        if let Some(p) = path {
            // A cache that cannot be written is only slower next time.
            let _ = crate::cache::replace(&p, &history::chain::encode_kept(&pairs));
        }
        pairs
    }

    /// Aligns two documents through the English history: each on the release it follows,
    /// and those two releases through the steps between them.
    ///
    /// A document that is not a text of any release gains nothing from the history: such a
    /// pair is aligned directly. That is a document that pairs fewer than half of its rules
    /// with the release it is said to follow (a made-up text, another game's rules), or one
    /// with rules no release has (it follows a release newer than the history: anchored on
    /// an older one, those rules would be "only in" it even against their twins).
    pub fn align<'a>(&self, a: &'a Document, b: &'a Document) -> Alignment<'a> {
        crate::stats::count(&crate::stats::COMPOSED);
        let (fa, fb) = (self.follows(a), self.follows(b));
        let anchored =
            |d: &Document, f: &Follows| f.pairs.len() * 2 >= d.rules.len() && !f.newer_than_all();
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

/// At least this many rules that no release has make an undated document a translation of a
/// release the run does not know ([`Db::follows_known`]).
pub const UNKNOWN_RELEASE_RULES: usize = 3;

/// True for a whole English release: English, dated, with about as many rules as the releases
/// around its date (a chapter or an excerpt is a document that follows a release, not one).
pub fn is_whole_release(doc: &Document) -> bool {
    if !crate::lang::is_english(&doc.lang) || doc.effective_date.is_none() {
        return false;
    }
    let near = history::RELEASES
        .iter()
        .rfind(|r| *r.effective <= *doc.version)
        .or_else(|| history::RELEASES.first())
        .map_or(0, |r| r.rule_lines);
    doc.rules.len() * 10 >= near * 9
}

/// BLAKE3 of a document's decoded text, in hex: how a release the user brought is told apart
/// (its step to its neighbours is kept by it).
pub fn text_hash(doc: &Document) -> String {
    blake3::hash(doc.text.as_bytes()).to_hex().to_string()
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
        stamp: verdicts::stamp(db.history().stamp()),
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

/// The default corpus, what commands work on when they are given no documents: every
/// translation (bundled or added), the English release each follows, and the newest English
/// release, by language then version.
pub fn default_corpus(db: &Db) -> Vec<Document> {
    let translations: Vec<&corpus::Bundled> = corpus::bundled()
        .iter()
        .filter(|b| b.release().is_none())
        .collect();
    let mut docs = corpus::load_bundled(&translations);
    docs.extend(
        db.added()
            .par_iter()
            .filter_map(|a| a.load().ok())
            .collect::<Vec<_>>(),
    );
    let mut english: Vec<usize> = docs
        .iter()
        .filter(|d| !crate::lang::is_english(&d.lang))
        .map(|d| db.follows(d).release)
        .collect();
    english.push(db.history().newest().index);
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
