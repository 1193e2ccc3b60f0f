//! Adding documents to the user's data directory (`cr corpus add`, the last step of
//! `cr corpus fetch`) and removing them (`cr corpus remove`): what may be added, and the work
//! done once when it is. The files themselves are kept by [`crate::corpus::added`]; from the
//! next run on, [`crate::model::Db`] knows them as it knows the bundled documents.
//!
//! What may be added: a rules text (at least one numbered rule); in English, a whole release
//! (dated, with about as many rules as the releases of its time) whose date is not already a
//! release with another text. Adding the same text again changes nothing. A translation
//! whose language and version are already there with another text is refused: remove the old
//! one first. Once an English release is added, its steps to its neighbours are computed and
//! kept in the cache; once a translation is, what it follows is decided and kept.

use crate::corpus::{self, added};
use crate::document::Document;
use crate::error::{Error, Result};
use crate::model::{self, Db, Sources};

/// What adding a document did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Added {
    pub lang: String,
    pub version: String,
    /// Where it is kept (or, when it was already known, where it already is).
    pub path: String,
    /// False when the same text was already bundled or added: nothing was written.
    pub new: bool,
    /// True for an English release.
    pub release: bool,
}

fn refuse(id: &'static str, args: Vec<(&'static str, String)>) -> Error {
    Error::Other { id, args }
}

/// Adds the document in `bytes` (read from `name`, which `source` says where it came from: a
/// path or a URL) to the store of `db`. `lang` is the language given (`zh:FILE`), else read
/// from the text (an English release is recognised).
pub fn add(db: &Db, lang: Option<&str>, bytes: &[u8], name: &str, source: &str) -> Result<Added> {
    let store = db
        .store()
        .ok_or_else(|| refuse("corpus-error-no-data-dir", Vec::new()))?;
    let stem = std::path::Path::new(name)
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let format = crate::parse::Format::from_path(name);
    let detected;
    let lang = match lang {
        Some(l) => corpus::canonical_lang(l)?,
        None => {
            let d = corpus::decode_bytes(bytes, name)?;
            detected = corpus::lang_of_text(&d.text).ok_or_else(|| Error::NeedLanguage {
                path: name.to_owned(),
            })?;
            detected
        }
    };
    let doc = corpus::from_bytes(bytes, &lang, name, &stem, format)?;
    if doc.rules.is_empty() {
        return Err(Error::NoRules {
            document: name.to_owned(),
        });
    }
    let hash = blake3::hash(bytes).to_hex().to_string();
    let release = crate::lang::is_english(&lang);
    if release {
        if !model::is_whole_release(&doc) {
            return Err(refuse(
                "corpus-error-not-release",
                vec![
                    ("path", name.to_owned()),
                    ("rules", doc.rules.len().to_string()),
                ],
            ));
        }
        // A release of the history already (bundled, or added before): the same text is
        // already known; another text of that date is refused.
        if let Some(r) = db
            .history()
            .find(&doc.version)
            .filter(|r| *r.effective == *doc.version)
        {
            let known = db.release(r.index);
            if known.text == doc.text {
                return Ok(Added {
                    lang,
                    version: doc.version.clone(),
                    path: r.path(),
                    new: false,
                    release,
                });
            }
            return Err(refuse(
                "corpus-error-other-text",
                vec![
                    ("path", name.to_owned()),
                    ("spec", format!("en@{}", doc.version)),
                    ("known", r.path()),
                ],
            ));
        }
    } else if let Some(b) = corpus::bundled().iter().find(|b| {
        b.release().is_none() && crate::lang::same_base(b.lang, &lang) && b.version == doc.version
    }) && b.load().text == doc.text
    {
        return Ok(Added {
            lang,
            version: doc.version.clone(),
            path: b.path.clone(),
            new: false,
            release,
        });
    }
    let label = if release {
        // The publisher's label is the date in its file name when there is one (a file
        // named for 2021-11-15 is effective 2021-11-19).
        label_of(&stem).unwrap_or_else(|| doc.version.clone())
    } else {
        doc.version.clone()
    };
    let ext = std::path::Path::new(name)
        .extension()
        .map(|e| e.to_string_lossy().into_owned())
        .unwrap_or_default();
    let entry = added::Entry {
        lang: lang.clone(),
        version: doc.version.clone(),
        label: label.clone(),
        file: added::file_name(&lang, &label, &stem, &ext, &hash, release),
        hash: hash.clone(),
        bytes: bytes.len() as u64,
        rules: doc.rules.len(),
        source: source.to_owned(),
    };
    let path = store.dir().join(&entry.file).display().to_string();
    let spec = format!("{lang}@{}", doc.version);
    let new = store.add(entry, bytes, |have| {
        match have
            .iter()
            .find(|e| crate::lang::same_base(&e.lang, &lang) && e.version == doc.version)
        {
            None => Ok(true),
            Some(e) if e.hash == hash => Ok(false),
            Some(e) => Err(refuse(
                "corpus-error-other-text",
                vec![
                    ("path", name.to_owned()),
                    ("spec", spec.clone()),
                    ("known", store.dir().join(&e.file).display().to_string()),
                ],
            )),
        }
    })?;
    if new {
        prepare(db, &doc);
    }
    Ok(Added {
        lang,
        version: doc.version,
        path,
        new,
        release,
    })
}

/// The work done once, when a document is added, so that the commands after it need not:
/// for an English release, its steps to its neighbours (kept in the cache by their texts);
/// for a translation, what it follows (kept in the cache by its text).
fn prepare(db: &Db, doc: &Document) {
    let Some(store) = db.store() else { return };
    let fresh = Db::open(Sources {
        cache: db.cache_dir().map(Into::into),
        data: Some(store.dir().into()),
        named: Vec::new(),
    });
    if crate::lang::is_english(&doc.lang) {
        fresh.steps();
    } else {
        fresh.follows(doc);
    }
}

/// The date in a publisher's file name (`cr-2021-11-15`, `MagicCompRules 20260619`), as
/// `YYYY-MM-DD`.
fn label_of(stem: &str) -> Option<String> {
    let digits: String = stem.chars().filter(char::is_ascii_digit).collect();
    let date = match digits.len() {
        8 => format!("{}-{}-{}", &digits[..4], &digits[4..6], &digits[6..]),
        _ => return None,
    };
    let ok = date[..4]
        .parse::<u32>()
        .is_ok_and(|y| (2000..2200).contains(&y))
        && date[5..7]
            .parse::<u32>()
            .is_ok_and(|m| (1..=12).contains(&m))
        && date[8..]
            .parse::<u32>()
            .is_ok_and(|d| (1..=31).contains(&d));
    ok.then_some(date)
}

/// Removes the document `spec` names (`LANG@VERSION`) from the store. A bundled document, or
/// one the store does not have, is an error that says so.
pub fn remove(db: &Db, spec: &str) -> Result<added::Entry> {
    let store = db
        .store()
        .ok_or_else(|| refuse("corpus-error-no-data-dir", Vec::new()))?;
    let (lang, version) = match corpus::Spec::parse(spec)? {
        corpus::Spec::Bundled {
            lang,
            version: Some(v),
        } => (lang, v),
        _ => {
            return Err(refuse(
                "corpus-error-remove-spec",
                vec![("spec", spec.to_owned())],
            ));
        }
    };
    if let Some(e) = store.remove(&lang, &version)? {
        return Ok(e);
    }
    let bundled = if crate::lang::is_english(&lang) {
        crate::history::find(&version).is_some()
    } else {
        corpus::bundled()
            .iter()
            .any(|b| crate::lang::same_base(b.lang, &lang) && b.version == version)
    };
    Err(refuse(
        if bundled {
            "corpus-error-remove-bundled"
        } else {
            "corpus-error-remove-unknown"
        },
        vec![("spec", spec.to_owned())],
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_from_publisher_file_names() {
        assert_eq!(label_of("cr-2021-11-15").as_deref(), Some("2021-11-15"));
        assert_eq!(
            label_of("MagicCompRules 20260619").as_deref(),
            Some("2026-06-19")
        );
        assert_eq!(label_of("seed"), None);
        assert_eq!(label_of("rules-2026-13-40"), None);
    }
}
