//! The documents the user added (`cr corpus add`, `cr corpus fetch`): kept in the user's data
//! directory, `$CR_DATA_DIR`, else the platform's data directory + `comprules`
//! (`~/.local/share/comprules`), and from then on known as the bundled ones are.
//!
//! ```text
//! <data>/manifest.json          what is there: language, version, file, hash, source
//! <data>/<lang>/<file>          each document's bytes, exactly as given
//! <data>/.lock                  taken while the store changes
//! ```
//!
//! The manifest is the store's table of contents; each document file is written whole first
//! (a temporary file, then a rename), then the manifest is replaced whole the same way, while
//! `.lock` is held: a reader sees the store before or after a change, never a part, and two
//! `cr corpus add` at once take turns. A document whose bytes no longer match the hash the
//! manifest recorded is reported and left out, never used. What derives from the documents
//! (the steps of an added release, verdicts, the search index) lives in the cache, keyed by
//! content.
//!
//! This module reads and writes the store; deciding whether a text may be added (is it a
//! rules text, is it a release) is [`crate::model`]'s.

use crate::error::{Error, Result};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The manifest's format; a manifest of another version is refused with a clear error.
const FORMAT: u32 = 1;

/// The data directory: `$CR_DATA_DIR`, else the platform's data directory + `comprules`.
pub fn root() -> Option<PathBuf> {
    match std::env::var_os("CR_DATA_DIR") {
        Some(d) if !d.is_empty() => Some(PathBuf::from(d)),
        _ => dirs::data_dir().map(|d| d.join("comprules")),
    }
}

/// One document of the store, as the manifest records it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entry {
    /// BCP 47 tag (`en`, `zh`).
    pub lang: String,
    /// The effective date the text prints, else the name it was added under.
    pub version: String,
    /// The publisher's label of an English release (the date in its file name, which can
    /// differ from the effective date), else the version.
    pub label: String,
    /// The file, relative to the data directory (`en/cr-2026-08-07.txt`).
    pub file: String,
    /// BLAKE3 of the file's bytes, in hex.
    pub hash: String,
    /// The file's size in bytes.
    pub bytes: u64,
    /// Rules the parser found.
    pub rules: usize,
    /// Where it came from: the path or URL it was added from.
    pub source: String,
}

#[derive(Debug, Default, Serialize, Deserialize)]
struct Manifest {
    format: u32,
    documents: Vec<Entry>,
}

/// A document of the store, read and checked against its recorded hash.
#[derive(Debug, Clone)]
pub struct Loaded {
    pub entry: Entry,
    /// Where its file is.
    pub path: PathBuf,
    pub bytes: std::sync::Arc<[u8]>,
}

/// The store in a data directory.
#[derive(Debug, Clone)]
pub struct Store {
    dir: PathBuf,
}

fn io(path: &Path, e: &std::io::Error) -> Error {
    Error::io(&path.display().to_string(), e)
}

impl Store {
    pub fn new(dir: PathBuf) -> Store {
        Store { dir }
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    fn manifest_path(&self) -> PathBuf {
        self.dir.join("manifest.json")
    }

    /// What the manifest lists (nothing when there is no store yet).
    pub fn entries(&self) -> Result<Vec<Entry>> {
        Ok(self.manifest()?.documents)
    }

    fn manifest(&self) -> Result<Manifest> {
        let path = self.manifest_path();
        let bytes = match std::fs::read(&path) {
            Ok(b) => b,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Manifest::default()),
            Err(e) => return Err(io(&path, &e)),
        };
        let m: Manifest = serde_json::from_slice(&bytes).map_err(|e| Error::Other {
            id: "corpus-error-manifest",
            args: vec![
                ("path", path.display().to_string()),
                ("detail", e.to_string()),
            ],
        })?;
        if m.format != FORMAT {
            return Err(Error::Other {
                id: "corpus-error-manifest",
                args: vec![
                    ("path", path.display().to_string()),
                    (
                        "detail",
                        format!("format {} (this cr reads {FORMAT})", m.format),
                    ),
                ],
            });
        }
        Ok(m)
    }

    /// Every document of the store, read and checked: those whose file is missing or no longer
    /// matches its hash come back as errors (each naming its file), apart from the others.
    pub fn load(&self) -> Result<(Vec<Loaded>, Vec<Error>)> {
        let mut ok = Vec::new();
        let mut bad = Vec::new();
        for entry in self.entries()? {
            let path = self.dir.join(&entry.file);
            match std::fs::read(&path) {
                Ok(b) if blake3::hash(&b).to_hex().as_str() == entry.hash => ok.push(Loaded {
                    entry,
                    path,
                    bytes: b.into(),
                }),
                Ok(_) => bad.push(Error::Other {
                    id: "corpus-error-damaged",
                    args: vec![
                        ("path", path.display().to_string()),
                        ("spec", format!("{}@{}", entry.lang, entry.version)),
                    ],
                }),
                Err(e) => bad.push(io(&path, &e)),
            }
        }
        Ok((ok, bad))
    }

    /// Runs `change` on the manifest while holding the store's lock, and writes the result
    /// whole (temporary file, then rename) when `change` says it changed something.
    fn change<T>(&self, change: impl FnOnce(&mut Manifest) -> Result<(T, bool)>) -> Result<T> {
        std::fs::create_dir_all(&self.dir).map_err(|e| io(&self.dir, &e))?;
        let lock_path = self.dir.join(".lock");
        let lock = std::fs::OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&lock_path)
            .map_err(|e| io(&lock_path, &e))?;
        fs4::fs_std::FileExt::lock_exclusive(&lock).map_err(|e| io(&lock_path, &e))?;
        let mut m = self.manifest()?;
        m.format = FORMAT;
        let (out, changed) = change(&mut m)?;
        if changed {
            let json = serde_json::to_vec_pretty(&m).expect("the manifest serialises");
            let path = self.manifest_path();
            crate::cache::replace(&path, &json).map_err(|e| io(&path, &e))?;
        }
        // The lock is released when `lock` is dropped.
        Ok(out)
    }

    /// Adds a document: its bytes written whole under `file` (relative to the data
    /// directory), then listed. `check` sees what the store holds (under the lock) and says
    /// whether the document is new (`Ok(true)`), already there (`Ok(false)`: nothing is
    /// written), or must be refused.
    pub fn add(
        &self,
        entry: Entry,
        bytes: &[u8],
        check: impl FnOnce(&[Entry]) -> Result<bool>,
    ) -> Result<bool> {
        self.change(|m| {
            if !check(&m.documents)? {
                return Ok((false, false));
            }
            let path = self.dir.join(&entry.file);
            crate::cache::replace(&path, bytes).map_err(|e| io(&path, &e))?;
            m.documents.push(entry);
            m.documents
                .sort_by(|a, b| (&a.lang, &a.version).cmp(&(&b.lang, &b.version)));
            Ok((true, true))
        })
    }

    /// Removes the document `lang@version` from the store (its file and its line); the
    /// entry removed, or None when the store has no such document.
    pub fn remove(&self, lang: &str, version: &str) -> Result<Option<Entry>> {
        self.change(|m| {
            let Some(k) = m
                .documents
                .iter()
                .position(|e| crate::lang::same_base(&e.lang, lang) && e.version == version)
            else {
                return Ok((None, false));
            };
            let entry = m.documents.remove(k);
            Ok((Some(entry), true))
        })
        .and_then(|removed| {
            // The file goes after the manifest no longer lists it: a reader never finds a
            // listed document without its file.
            if let Some(e) = &removed {
                let path = self.dir.join(&e.file);
                match std::fs::remove_file(&path) {
                    Ok(()) => {}
                    Err(err) if err.kind() == std::io::ErrorKind::NotFound => {}
                    Err(err) => return Err(io(&path, &err)),
                }
            }
            Ok(removed)
        })
    }
}

/// The file name a document is kept under: `<lang>/cr-<label>.<ext>` for an English release,
/// `<lang>/<stem>-<first hash digits>.<ext>` otherwise (two translations of one date never
/// share a name).
pub fn file_name(
    lang: &str,
    label: &str,
    stem: &str,
    ext: &str,
    hash: &str,
    release: bool,
) -> String {
    let safe = |s: &str| -> String {
        s.chars()
            .map(|c| {
                if c.is_alphanumeric() || c == '-' || c == '_' {
                    c
                } else {
                    '_'
                }
            })
            .take(80)
            .collect()
    };
    let ext = if ext.eq_ignore_ascii_case("md") || ext.eq_ignore_ascii_case("markdown") {
        "md"
    } else {
        "txt"
    };
    if release {
        format!("{}/cr-{}.{ext}", safe(lang), safe(label))
    } else {
        format!(
            "{}/{}-{}.{ext}",
            safe(lang),
            safe(stem),
            &hash[..12.min(hash.len())]
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(lang: &str, version: &str, file: &str, bytes: &[u8]) -> Entry {
        Entry {
            lang: lang.into(),
            version: version.into(),
            label: version.into(),
            file: file.into(),
            hash: blake3::hash(bytes).to_hex().to_string(),
            bytes: bytes.len() as u64,
            rules: 1,
            source: "test".into(),
        }
    }

    #[test]
    fn adds_lists_checks_and_removes() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::new(dir.path().join("data"));
        assert!(store.entries().unwrap().is_empty());
        let e = entry("zh", "2026-04-17", "zh/a.txt", b"100.1. x");
        assert!(store.add(e.clone(), b"100.1. x", |_| Ok(true)).unwrap());
        // The check decides: already there, nothing written.
        assert!(
            !store
                .add(e.clone(), b"100.1. x", |have| Ok(!have.contains(&e)))
                .unwrap()
        );
        let (ok, bad) = store.load().unwrap();
        assert_eq!((ok.len(), bad.len()), (1, 0));
        assert_eq!(&*ok[0].bytes, b"100.1. x");
        // A file changed behind the store's back is reported, not used.
        std::fs::write(dir.path().join("data/zh/a.txt"), b"100.1. y").unwrap();
        let (ok, bad) = store.load().unwrap();
        assert_eq!((ok.len(), bad.len()), (0, 1));
        assert_eq!(store.remove("zh", "2026-04-17").unwrap(), Some(e));
        assert!(!dir.path().join("data/zh/a.txt").exists());
        assert_eq!(store.remove("zh", "2026-04-17").unwrap(), None);
        // A refusal writes nothing.
        let f = entry("ko", "x", "ko/x.txt", b"y");
        assert!(
            store
                .add(f, b"y", |_| Err(Error::Empty { path: "y".into() }))
                .is_err()
        );
        assert!(!dir.path().join("data/ko/x.txt").exists());
    }

    #[test]
    fn a_damaged_manifest_is_an_error_naming_it() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("manifest.json"), b"{not json").unwrap();
        let e = Store::new(dir.path().into()).entries().unwrap_err();
        assert!(format!("{e:?}").contains("manifest.json"));
    }

    #[test]
    fn file_names_are_safe_and_distinct() {
        assert_eq!(
            file_name("en", "2026-08-07", "x", "txt", "abcdef0123456789", true),
            "en/cr-2026-08-07.txt"
        );
        assert_eq!(
            file_name(
                "zh",
                "v",
                "../../etc/passwd",
                "TXT",
                "abcdef0123456789",
                false
            ),
            "zh/______etc_passwd-abcdef012345.txt"
        );
    }
}
