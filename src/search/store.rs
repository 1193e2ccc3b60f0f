//! Where the index lives: the user's cache directory ([`crate::cache::root`]), one index per scope (`corpus` for
//! the bundled corpus, `files-<hash>` for a set of documents named with `--in`).
//!
//! Layout: `<scope>.current` is a small pointer file naming the schema version, the key (a
//! BLAKE3 hash of the schema version and every document's language, name and bytes) and the
//! directory of the index in use, `<scope>-<nonce>/`. Such a directory is never written once
//! published: a (re)build writes into `tmp-<nonce>/`, renames it, then replaces the pointer
//! with a rename, so readers that opened the old index keep reading it. Builders of one scope
//! take turns on `<scope>.lock`. Old index directories are removed a while after nothing
//! points at them. An index that is missing, stale (another key), of another schema version
//! or corrupt (fails to open) is rebuilt; when the cache cannot be written, the index is
//! built in memory instead and [`Location::Memory`] says why.

use super::build::{self, Progress};
use super::{links, schema, semantic};
use crate::corpus::BUNDLED;
use crate::document::Document;
use crate::error::{Error, Result};
use crate::model::Db;
use std::fs;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant, SystemTime};
use tantivy::index::SegmentComponent;
use tantivy::{Index, IndexReader, ReloadPolicy};

/// Counterparts of rules, as [`links::counterparts`] computes them.
pub type Links = std::collections::HashMap<(usize, crate::RuleId), Vec<(usize, crate::RuleId)>>;

/// How long an index directory that nothing points at is kept (readers may still be opening it).
const GRACE: Duration = Duration::from_secs(120);

/// What the index covers.
pub enum Scope {
    /// The bundled corpus (narrowed at query time by `--in`).
    Corpus,
    /// These documents (when `--in` names files).
    Docs(Vec<Document>),
}

impl Scope {
    /// The cache name of the scope.
    fn name(&self) -> String {
        match self {
            Scope::Corpus => "corpus".into(),
            Scope::Docs(docs) => {
                let mut h = blake3::Hasher::new();
                for d in docs {
                    h.update(d.lang.as_bytes());
                    h.update(b"\0");
                    h.update(d.name.as_bytes());
                    h.update(b"\0");
                }
                format!("files-{}", &h.finalize().to_hex()[..16])
            }
        }
    }

    /// The key of the index content: schema version and every document's bytes.
    pub fn key(&self, db: &Db) -> String {
        let mut h = blake3::Hasher::new();
        h.update(&schema::SCHEMA_VERSION.to_le_bytes());
        h.update(&super::encoder::model_id().to_le_bytes());
        let mut add = |lang: &str, name: &str, bytes: &[u8]| {
            for part in [lang.as_bytes(), name.as_bytes()] {
                h.update(&(part.len() as u64).to_le_bytes());
                h.update(part);
            }
            h.update(&(bytes.len() as u64).to_le_bytes());
            h.update(bytes);
        };
        match self {
            // The default corpus is a function of the compiled-in data (its files and the
            // history pack, which decides which releases it holds) and of the documents the
            // user added.
            Scope::Corpus => {
                BUNDLED.iter().for_each(|b| add(b.lang, b.path, b.bytes));
                add("en", "history", crate::history::PACK_BYTES);
                // And what the user added: the history's releases, the translations.
                add("en", "added", db.history().stamp());
                for e in db.added_entries() {
                    add(&e.lang, &e.file, e.hash.as_bytes());
                }
            }
            Scope::Docs(docs) => docs
                .iter()
                .for_each(|d| add(&d.lang, &d.name, d.text.as_bytes())),
        }
        h.finalize().to_hex()[..32].to_owned()
    }

    fn documents(&self, db: &Db) -> Vec<Document> {
        match self {
            Scope::Corpus => crate::model::default_corpus(db),
            Scope::Docs(d) => d.clone(),
        }
    }
}

/// Where an opened index is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Location {
    Disk(PathBuf),
    /// In memory, because the cache directory `dir` could not be used (`reason`).
    Memory {
        dir: String,
        reason: String,
    },
}

/// A built index: how many entries and how long it took.
#[derive(Debug, Clone, Copy)]
pub struct BuildReport {
    pub entries: usize,
    pub documents: usize,
    pub elapsed: Duration,
}

/// An opened index, ready to search.
pub struct Opened {
    pub index: Index,
    /// Entries per analyzer, from the commit payload.
    pub stats: build::Stats,
    pub reader: IndexReader,
    pub fields: schema::Fields,
    pub location: Location,
    /// Set when this open had to build the index.
    pub built: Option<BuildReport>,
    /// The English rules' vectors, read from the index directory on first use.
    meanings: std::sync::OnceLock<Option<semantic::Meanings>>,
}

impl Opened {
    /// The same index, searched by words only: the ranking the site's search box has (the
    /// model does not run in the page), which its parity test compares with.
    pub fn words_only(mut self) -> Opened {
        self.meanings = std::sync::OnceLock::from(None);
        self
    }

    /// The vectors of the index's English rules; `None` when they cannot be read (the index is
    /// then searched by words only).
    pub fn meanings(&self) -> Option<&semantic::Meanings> {
        self.meanings
            .get_or_init(|| match &self.location {
                Location::Disk(dir) => fs::read(dir.join(semantic::FILE))
                    .ok()
                    .and_then(|b| semantic::Meanings::from_bytes(&b)),
                Location::Memory { .. } => None,
            })
            .as_ref()
    }
}

fn nonce() -> String {
    let t = SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)
        .unwrap_or_default();
    format!("{:x}{:08x}", std::process::id(), t.as_nanos() as u32)
}

/// The pointer file's content: `(schema version, key, directory name)`.
fn read_pointer(path: &Path) -> Option<(u32, String, String)> {
    let text = fs::read_to_string(path).ok()?;
    let mut lines = text.lines();
    if lines.next()? != "comprules-index" {
        return None;
    }
    let field = |l: Option<&str>, k: &str| l?.strip_prefix(k).map(str::to_owned);
    let schema = field(lines.next(), "schema=")?.parse().ok()?;
    let key = field(lines.next(), "key=")?;
    let dir = field(lines.next(), "dir=")?;
    if dir.is_empty() || dir.contains(['/', '\\']) || dir.starts_with('.') {
        return None;
    }
    Some((schema, key, dir))
}

/// Opens an index directory, with the analyzers registered.
pub fn open_dir(dir: &Path) -> tantivy::Result<Opened> {
    let index = Index::open_in_dir(dir)?;
    // Some segment files are only read when a query needs them: check they are all there.
    for meta in index.searchable_segment_metas()? {
        for c in [
            SegmentComponent::Postings,
            SegmentComponent::Positions,
            SegmentComponent::FastFields,
            SegmentComponent::FieldNorms,
            SegmentComponent::Terms,
            SegmentComponent::Store,
        ] {
            let file = meta.relative_path(c);
            if !dir.join(&file).is_file() {
                return Err(tantivy::TantivyError::InternalError(format!(
                    "missing {}",
                    file.display()
                )));
            }
        }
    }
    if !dir.join(semantic::FILE).is_file() {
        return Err(tantivy::TantivyError::InternalError(format!(
            "missing {}",
            semantic::FILE
        )));
    }
    schema::register(&index);
    opened(index, Location::Disk(dir.to_owned()), None, None)
}

/// Readies an index for searching. Fails on an index that is not ours or is broken
/// (a segment file missing, no entry counts).
fn opened(
    index: Index,
    location: Location,
    built: Option<BuildReport>,
    meanings: Option<semantic::Meanings>,
) -> tantivy::Result<Opened> {
    let fields = schema::fields_of(&index.schema())?;
    let stats = stats_of(&index)?;
    let reader = index
        .reader_builder()
        .reload_policy(ReloadPolicy::Manual)
        .try_into()?;
    Ok(Opened {
        index,
        stats,
        reader,
        fields,
        location,
        built,
        meanings: match meanings {
            Some(m) => std::sync::OnceLock::from(Some(m)),
            None => std::sync::OnceLock::new(),
        },
    })
}

/// The entry counts stored in the commit payload.
pub fn stats_of(index: &Index) -> tantivy::Result<build::Stats> {
    index
        .load_metas()?
        .payload
        .as_deref()
        .and_then(build::Stats::from_payload)
        .ok_or_else(|| tantivy::TantivyError::InternalError("no entry counts in the index".into()))
}

/// The index of `scope` if the cache holds a current, readable one.
fn try_open(root: &Path, scope: &str, key: &str) -> Option<Opened> {
    let (schema, k, dir) = read_pointer(&root.join(format!("{scope}.current")))?;
    if schema != schema::SCHEMA_VERSION || k != key {
        return None;
    }
    open_dir(&root.join(dir)).ok()
}

fn index_error(e: tantivy::TantivyError) -> Error {
    Error::Other {
        id: "search-error-index",
        args: vec![("detail", e.to_string())],
    }
}

/// Builds into `root/tmp-*`, publishes it as `root/<scope>-*` and points `<scope>.current` at
/// it. Returns the published directory.
fn build_on_disk(
    root: &Path,
    scope: &str,
    key: &str,
    docs: &[Document],
    links: &Links,
    progress: &dyn Progress,
) -> std::io::Result<(PathBuf, BuildReport)> {
    let t = Instant::now();
    let n = nonce();
    let tmp = root.join(format!("tmp-{n}"));
    fs::create_dir(&tmp)?;
    let result = (|| {
        let (s, _) = schema::build();
        let index = Index::create_in_dir(&tmp, s).map_err(std::io::Error::other)?;
        schema::register(&index);
        let entries = build::write(&index, docs, links, progress).map_err(std::io::Error::other)?;
        drop(index);
        let meanings = semantic::Meanings::of(docs).map_err(std::io::Error::other)?;
        fs::write(tmp.join(semantic::FILE), meanings.to_bytes())?;
        let name = format!("{scope}-{n}");
        let dir = root.join(&name);
        fs::rename(&tmp, &dir)?;
        let pointer = format!(
            "comprules-index\nschema={}\nkey={key}\ndir={name}\n",
            schema::SCHEMA_VERSION
        );
        crate::files::replace(&root.join(format!("{scope}.current")), pointer.as_bytes())?;
        Ok((
            dir,
            BuildReport {
                entries,
                documents: docs.len(),
                elapsed: t.elapsed(),
            },
        ))
    })();
    if result.is_err() {
        let _ = fs::remove_dir_all(&tmp);
    }
    result
}

/// Removes index directories that no pointer names and that are older than [`GRACE`], and
/// build directories left by a builder that died.
fn prune(root: &Path) {
    let Ok(entries) = fs::read_dir(root) else {
        return;
    };
    let entries: Vec<_> = entries.flatten().collect();
    let live: Vec<String> = entries
        .iter()
        .filter(|e| e.file_name().to_string_lossy().ends_with(".current"))
        .filter_map(|e| read_pointer(&e.path()).map(|(_, _, d)| d))
        .collect();
    for e in entries {
        let name = e.file_name().to_string_lossy().into_owned();
        let is_index = name.starts_with("corpus-") || name.starts_with("files-");
        let old = e
            .metadata()
            .and_then(|m| m.modified())
            .ok()
            .and_then(|m| m.elapsed().ok())
            .is_some_and(|age| age > GRACE);
        let is_dir = e.file_type().is_ok_and(|t| t.is_dir());
        if is_dir && old && (name.starts_with("tmp-") || (is_index && !live.contains(&name))) {
            let _ = fs::remove_dir_all(e.path());
        }
    }
}

/// Options of [`open_or_build`].
pub struct OpenOptions<'a> {
    /// The database of this run (what the documents follow, their alignments).
    pub db: &'a Db,
    /// Build a new index even when the current one is fine.
    pub rebuild: bool,
    pub progress: &'a dyn Progress,
    /// The cache directory; None: [`crate::cache::root`].
    pub cache_dir: Option<PathBuf>,
}

/// Opens the index of `scope`, building it when it is missing, stale, of another schema
/// version or corrupt. Falls back to an index in memory when the cache cannot be written.
pub fn open_or_build(scope: &Scope, opts: &OpenOptions<'_>) -> Result<Opened> {
    let name = scope.name();
    let key = scope.key(opts.db);
    let root = opts.cache_dir.clone().or_else(crate::cache::root);
    if !opts.rebuild
        && let Some(root) = &root
        && let Some(o) = try_open(root, &name, &key)
    {
        return Ok(o);
    }
    let docs = scope.documents(opts.db);
    // Counterparts are computed once, whether the index goes to disk or stays in memory.
    let computed = std::sync::OnceLock::new();
    let links = || computed.get_or_init(|| links::counterparts(opts.db, &docs));
    let on_disk = |root: &Path| -> std::io::Result<Opened> {
        fs::create_dir_all(root)?;
        let lock = fs::OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(root.join(format!("{name}.lock")))?;
        fs4::fs_std::FileExt::lock_exclusive(&lock)?;
        // Another builder may have finished while this one waited.
        if !opts.rebuild
            && let Some(o) = try_open(root, &name, &key)
        {
            return Ok(o);
        }
        let (dir, report) = build_on_disk(root, &name, &key, &docs, links(), opts.progress)?;
        drop(lock);
        prune(root);
        let mut o = open_dir(&dir).map_err(std::io::Error::other)?;
        o.built = Some(report);
        Ok(o)
    };
    let failure = match &root {
        Some(root) => match on_disk(root) {
            Ok(o) => return Ok(o),
            Err(e) => (root.display().to_string(), e.to_string()),
        },
        None => (String::new(), "no cache directory".to_owned()),
    };
    let location = Location::Memory {
        dir: failure.0,
        reason: failure.1,
    };
    in_memory_with(&docs, links(), opts.progress, location)
}

/// Builds an index of `docs` in memory.
fn in_memory_with(
    docs: &[Document],
    links: &Links,
    progress: &dyn Progress,
    location: Location,
) -> Result<Opened> {
    let t = Instant::now();
    let (s, _) = schema::build();
    let index = Index::create_in_ram(s);
    schema::register(&index);
    let entries = build::write(&index, docs, links, progress).map_err(index_error)?;
    let meanings = semantic::Meanings::of(docs)
        .map_err(|e| index_error(tantivy::TantivyError::InternalError(e)))?;
    let report = BuildReport {
        entries,
        documents: docs.len(),
        elapsed: t.elapsed(),
    };
    opened(index, location, Some(report), Some(meanings)).map_err(index_error)
}

/// Opens an index over `docs` in memory, never touching the cache (tests, benchmarks), with
/// the counterparts given (tests of the translation machinery) or computed.
pub fn in_memory(db: &Db, docs: &[Document], links: Option<&Links>) -> Result<Opened> {
    let location = Location::Memory {
        dir: String::new(),
        reason: String::new(),
    };
    match links {
        Some(l) => in_memory_with(docs, l, &build::Quiet, location),
        None => in_memory_with(
            docs,
            &links::counterparts(db, docs),
            &build::Quiet,
            location,
        ),
    }
}
