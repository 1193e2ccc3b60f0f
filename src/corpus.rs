//! Documents and where they come from: the bundled corpus compiled into the binary (rules/),
//! files on disk, and the document specs that name them on the command line:
//! `LANG:PATH`, `PATH` (language from a `rules/<lang>/` path), `LANG@VERSION` (a bundled
//! document by effective date, or by name for an undated text such as `fr@seed`) and `LANG`
//! (the newest bundled document of that language).
//!
//! A bundled document's version is the effective date its text prints; a text that prints
//! none (the French and Italian seeds) takes its file stem (`seed`).

pub mod added;

use crate::decode::{self, DecodeError};
use crate::document::Document;
use crate::error::{Error, MAX_FILE_BYTES, Result};
use crate::parse::{self, Format};
use std::io::Read;
use std::path::Path;
use unic_langid::LanguageIdentifier;

/// A file of the bundled corpus compiled in as it is (translations, seeds); the English
/// releases come from the packed history instead ([`crate::history`]).
#[derive(Debug, Clone, Copy)]
pub struct BundledFile {
    pub lang: &'static str,
    pub path: &'static str,
    pub bytes: &'static [u8],
}

include!(concat!(env!("OUT_DIR"), "/bundled.rs"));

/// Where a bundled document's bytes are.
#[derive(Debug, Clone, Copy)]
enum Source {
    File(&'static [u8]),
    /// An English release, by its index in the history.
    Release(usize),
}

/// A document of the bundled corpus: a file compiled in, or an English release of the history.
#[derive(Debug, Clone)]
pub struct Bundled {
    pub lang: &'static str,
    /// The path it is known by (`rules/en/cr-2026-01-16.txt`, `rules/fr/seed.txt`).
    pub path: String,
    /// The effective date its text prints, else its file stem (`seed`).
    pub version: String,
    /// The file's size in bytes.
    pub size: u64,
    source: Source,
}

impl Bundled {
    /// The file name without extension: `cr-2026-01-16`, `seed`.
    pub fn stem(&self) -> &str {
        let name = self.path.rsplit('/').next().unwrap_or(&self.path);
        name.rsplit_once('.').map_or(name, |(s, _)| s)
    }

    /// The file's bytes, exactly as published.
    pub fn bytes(&self) -> std::borrow::Cow<'static, [u8]> {
        match self.source {
            Source::File(b) => std::borrow::Cow::Borrowed(b),
            Source::Release(i) => std::borrow::Cow::Owned(
                crate::history::RELEASES[i]
                    .bytes()
                    .expect("a bundled release has its bytes"),
            ),
        }
    }

    /// The English release this is, if it is one.
    pub fn release(&self) -> Option<&'static crate::history::Release> {
        match self.source {
            Source::Release(i) => Some(&crate::history::RELEASES[i]),
            Source::File(_) => None,
        }
    }

    pub fn load(&self) -> Document {
        let stem = self.stem().to_owned();
        from_bytes(
            &self.bytes(),
            self.lang,
            &self.path,
            &stem,
            Format::from_path(&self.path),
        )
        .expect("bundled files are checked by tests to decode")
    }
}

/// The version of a compiled-in file without a full parse: the effective date printed before
/// the first rule, else the file stem. Agrees with [`Document::version`] after parsing.
fn file_version(file: &BundledFile) -> String {
    let head = &file.bytes[..file.bytes.len().min(8192)];
    let text = match std::str::from_utf8(head) {
        Ok(s) => std::borrow::Cow::Borrowed(s),
        Err(e) if e.valid_up_to() > head.len().saturating_sub(4) => {
            std::borrow::Cow::Borrowed(std::str::from_utf8(&head[..e.valid_up_to()]).unwrap_or(""))
        }
        Err(_) => encoding_rs::WINDOWS_1252.decode(head).0,
    };
    let text = text.trim_start_matches('\u{feff}');
    let name = file.path.rsplit('/').next().unwrap_or(file.path);
    let stem = name.rsplit_once('.').map_or(name, |(s, _)| s);
    parse::preamble_date(text).unwrap_or_else(|| stem.to_owned())
}

static ALL_BUNDLED: std::sync::LazyLock<Vec<Bundled>> = std::sync::LazyLock::new(|| {
    let mut v: Vec<Bundled> = BUNDLED
        .iter()
        .map(|f| Bundled {
            lang: f.lang,
            path: f.path.to_owned(),
            version: file_version(f),
            size: f.bytes.len() as u64,
            source: Source::File(f.bytes),
        })
        .chain(crate::history::RELEASES.iter().map(|r| Bundled {
            lang: "en",
            path: r.path(),
            version: r.effective.to_string(),
            size: r.bytes,
            source: Source::Release(r.index),
        }))
        .collect();
    v.sort_by(|a, b| (a.lang, &a.version).cmp(&(b.lang, &b.version)));
    v
});

/// Every bundled document (each English release and each translation), by language then
/// version. Not the default corpus: see [`crate::model::default_corpus`].
pub fn bundled() -> &'static [Bundled] {
    &ALL_BUNDLED
}

/// Reads a document from bytes. `name` is how the user knows it (a path).
pub fn from_bytes(
    bytes: &[u8],
    lang: &str,
    name: &str,
    stem: &str,
    format: Format,
) -> Result<Document> {
    let decoded = decode_bytes(bytes, name)?;
    Ok(parse::parse(decoded, format, lang, name, stem))
}

/// Reads a file the user named, refusing directories and files over [`MAX_FILE_BYTES`]
/// (checked before reading and again while reading, for a file that grows). The one way a
/// user's file is read: rules files, `cr.toml`, scenarios.
pub fn read_user_file(path: &Path) -> Result<Vec<u8>> {
    let name = path.display().to_string();
    let meta = std::fs::metadata(path).map_err(|e| Error::io(&name, &e))?;
    if meta.is_dir() {
        return Err(Error::IsDirectory { path: name });
    }
    if meta.len() > MAX_FILE_BYTES {
        return Err(Error::TooLarge {
            path: name,
            size: meta.len(),
            limit: MAX_FILE_BYTES,
        });
    }
    let file = std::fs::File::open(path).map_err(|e| Error::io(&name, &e))?;
    let mut bytes = Vec::with_capacity(meta.len() as usize);
    // Read at most one byte past the limit: a file that grows while it is read is still caught.
    file.take(MAX_FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| Error::io(&name, &e))?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(Error::TooLarge {
            path: name,
            size: bytes.len() as u64,
            limit: MAX_FILE_BYTES,
        });
    }
    Ok(bytes)
}

/// Decodes the bytes of a file (see [`decode::decode`]); errors name the file.
pub fn decode_bytes(bytes: &[u8], name: &str) -> Result<decode::Decoded> {
    decode::decode(bytes).map_err(|e| match e {
        DecodeError::Empty => Error::Empty { path: name.into() },
        DecodeError::Binary { offset } => Error::Binary {
            path: name.into(),
            offset,
        },
        DecodeError::InvalidUtf8 { offset } => Error::InvalidUtf8 {
            path: name.into(),
            offset,
        },
    })
}

/// Reads a small text file the user named (a configuration, a scenario): size limit, then
/// the same decoding as rules files (BOM, UTF-16, Windows-1252). An empty file is empty text.
pub fn read_user_text(path: &Path) -> Result<String> {
    let bytes = read_user_file(path)?;
    if bytes.is_empty() {
        return Ok(String::new());
    }
    Ok(decode_bytes(&bytes, &path.display().to_string())?.text)
}

/// Reads a rules file from disk, refusing directories, huge files and binary files.
pub fn read_file(lang: &str, path: &Path) -> Result<Document> {
    let name = path.display().to_string();
    let bytes = read_user_file(path)?;
    let stem = path
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    from_bytes(&bytes, lang, &name, &stem, Format::from_path(&name))
}

/// A parsed document spec.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Spec {
    /// A file, with its language.
    File { lang: String, path: String },
    /// A bundled document: the newest of a language, or a given version.
    Bundled {
        lang: String,
        version: Option<String>,
    },
}

/// Validates a BCP 47 tag of a language `cr` knows ([`crate::vocab::LANGUAGES`]) and returns
/// its canonical form (`zh-hans` → `zh-Hans`). A well-formed tag of another language
/// (`klingon`) is refused with the known ones listed.
pub fn canonical_lang(tag: &str) -> Result<String> {
    let id = well_formed_lang(tag)?;
    let base = id.language.as_str();
    if !crate::vocab::LANGUAGES.iter().any(|l| l.code == base) {
        let known: Vec<&str> = crate::vocab::LANGUAGES.iter().map(|l| l.code).collect();
        return Err(Error::UnknownLanguageTag {
            lang: tag.into(),
            known: known.join(", "),
        });
    }
    Ok(id.to_string())
}

/// A syntactically valid BCP 47 tag.
fn well_formed_lang(tag: &str) -> Result<LanguageIdentifier> {
    let ok = !tag.is_empty()
        && tag.len() <= 35
        && tag.chars().all(|c| c.is_ascii_alphanumeric() || c == '-');
    match tag.parse::<LanguageIdentifier>() {
        Ok(id) if ok && id.language.as_str() != "und" => Ok(id),
        _ => Err(Error::BadLanguage { lang: tag.into() }),
    }
}

/// The language of a path under `rules/<lang>/`.
pub fn lang_from_path(path: &str) -> Option<String> {
    let parts: Vec<&str> = path.split(['/', '\\']).collect();
    parts
        .windows(3)
        .rev()
        .find(|w| w[0] == "rules")
        .and_then(|w| canonical_lang(w[1]).ok())
}

/// The language of a file read from its text: an English release is recognised as English
/// by the title and the effective date every release prints at its top (after a BOM, in any
/// encoding and line ending). Other languages must be named.
fn lang_from_text(path: &Path) -> Option<String> {
    let mut head = Vec::with_capacity(4096);
    std::fs::File::open(path)
        .ok()?
        .take(4096)
        .read_to_end(&mut head)
        .ok()?;
    let text = match decode::decode(&head) {
        Ok(d) => d.text,
        // A head cut inside a character: what decodes before it.
        Err(DecodeError::InvalidUtf8 { offset }) if offset + 4 >= head.len() => {
            std::str::from_utf8(&head[..offset]).ok()?.to_owned()
        }
        Err(_) => return None,
    };
    lang_of_text(&text)
}

/// The language of a rules text, when the text says it: an English release prints its title
/// and effective date at its top (after a BOM, in any encoding and line ending). Other
/// languages must be named.
pub fn lang_of_text(text: &str) -> Option<String> {
    let head: String = text
        .trim_start_matches('\u{feff}')
        .chars()
        .take(2000)
        .collect();
    let english = head.contains("Comprehensive Rules")
        && (head.contains("These rules are effective as of")
            || head.contains("These rules are current as of"));
    english.then(|| "en".to_owned())
}

impl Spec {
    pub fn parse(s: &str) -> Result<Spec> {
        if let Some((lang, path)) = s.split_once(':')
            && !path.is_empty()
            && well_formed_lang(lang).is_ok()
        {
            return Ok(Spec::File {
                lang: canonical_lang(lang)?,
                path: path.into(),
            });
        }
        if let Some((lang, version)) = s.split_once('@')
            && !s.contains(['/', '\\'])
        {
            return Ok(Spec::Bundled {
                lang: canonical_lang(lang)?,
                version: Some(version.into()),
            });
        }
        let looks_like_lang = !s.contains(['/', '\\', '.']) && well_formed_lang(s).is_ok();
        if looks_like_lang && !Path::new(s).exists() {
            return Ok(Spec::Bundled {
                lang: canonical_lang(s)?,
                version: None,
            });
        }
        match lang_from_path(s).or_else(|| lang_from_text(Path::new(s))) {
            Some(lang) => Ok(Spec::File {
                lang,
                path: s.into(),
            }),
            None => Err(Error::NeedLanguage { path: s.into() }),
        }
    }

    /// Loads the document this spec names, which must have rules: a file without a single
    /// numbered rule (`cr lint fr:notes.txt`) is [`Error::NoRules`].
    pub fn load(&self) -> Result<Document> {
        let doc = self.load_any()?;
        if doc.rules.is_empty() {
            return Err(Error::NoRules { document: doc.name });
        }
        Ok(doc)
    }

    /// Loads the document this spec names, rules or not (for `cr info`, which reports 0).
    pub fn load_any(&self) -> Result<Document> {
        match self {
            Spec::File { lang, path } => read_file(lang, Path::new(path)),
            Spec::Bundled { lang, version } => Ok(find_bundled(lang, version.as_deref())?.load()),
        }
    }
}

/// Parses and loads a spec string; the document must have rules ([`Spec::load`]).
pub fn load(spec: &str) -> Result<Document> {
    Spec::parse(spec)?.load()
}

/// The bundled languages, sorted.
pub fn bundled_languages() -> Vec<&'static str> {
    let mut v: Vec<&str> = bundled().iter().map(|b| b.lang).collect();
    v.dedup();
    v
}

/// Finds a bundled document by language and version (the newest when no version is given).
/// An English release is found by its effective date or by its publisher's label.
pub fn find_bundled(lang: &str, version: Option<&str>) -> Result<&'static Bundled> {
    let files: Vec<&'static Bundled> = bundled()
        .iter()
        .filter(|b| b.lang.eq_ignore_ascii_case(lang))
        .collect();
    if files.is_empty() {
        return Err(Error::UnknownLanguage {
            lang: lang.into(),
            available: bundled_languages().join(", "),
        });
    }
    match version {
        None => Ok(files.last().expect("non-empty")),
        Some(v) => files
            .iter()
            .find(|b| b.version == v)
            .or_else(|| {
                let r = crate::history::find(v)?;
                files.iter().find(|b| b.release() == Some(r))
            })
            .copied()
            .ok_or_else(|| unknown_version(lang, v)),
    }
}

/// The error for a version no bundled document of `lang` has, naming the nearest one: by
/// date for a date (`2015-07-18` → `2015-07-17`), else the newest.
pub fn unknown_version(lang: &str, version: &str) -> Error {
    let versions: Vec<String> = bundled()
        .iter()
        .filter(|b| b.lang.eq_ignore_ascii_case(lang))
        .map(|b| b.version.clone())
        .collect();
    unknown_version_among(lang, version, &versions)
}

/// The error for a version none of `versions` (oldest first) is, naming the nearest one: by
/// date for a date, else the newest.
pub fn unknown_version_among(lang: &str, version: &str, versions: &[String]) -> Error {
    // A date after every known version: a release (or translation) cr has not seen yet.
    if let (Some(d), Some(last)) = (day_number(version), versions.last())
        && day_number(last).is_some_and(|l| d > l)
    {
        return Error::Other {
            id: "error-unknown-version-newer",
            args: vec![
                ("lang", lang.to_owned()),
                ("version", version.to_owned()),
                ("nearest", last.clone()),
            ],
        };
    }
    // A date between two releases: both, the one before and the one after.
    if let Some(d) = day_number(version) {
        let before = versions
            .iter()
            .filter(|v| day_number(v).is_some_and(|x| x < d))
            .max_by_key(|v| day_number(v));
        let after = versions
            .iter()
            .filter(|v| day_number(v).is_some_and(|x| x > d))
            .min_by_key(|v| day_number(v));
        if let (Some(before), Some(after)) = (before, after) {
            return Error::Other {
                id: "error-unknown-version-between",
                args: vec![
                    ("lang", lang.to_owned()),
                    ("version", version.to_owned()),
                    ("before", before.clone()),
                    ("after", after.clone()),
                ],
            };
        }
    }
    let nearest = match day_number(version) {
        Some(d) => versions
            .iter()
            .filter_map(|v| day_number(v).map(|x| (x.abs_diff(d), v)))
            .min_by_key(|(gap, _)| *gap)
            .map(|(_, v)| v.clone()),
        None => None,
    }
    .or_else(|| versions.last().cloned())
    .unwrap_or_default();
    Error::UnknownVersion {
        lang: lang.into(),
        version: version.into(),
        nearest,
    }
}

/// Days since year 0 (approximate months: only for finding the nearest date) of `YYYY-MM-DD`,
/// `YYYY-MM` or `YYYY`.
fn day_number(v: &str) -> Option<u32> {
    let mut parts = v.split('-');
    let y: u32 = parts.next()?.parse().ok()?;
    let m: u32 = parts.next().map_or(Some(6), |p| p.parse().ok())?;
    let d: u32 = parts.next().map_or(Some(15), |p| p.parse().ok())?;
    (parts.next().is_none() && (1000..10000).contains(&y) && (1..=12).contains(&m) && d <= 31)
        .then_some(y * 372 + m * 31 + d)
}

/// Parses bundled documents on every core, in the order given.
pub fn load_bundled(files: &[&Bundled]) -> Vec<Document> {
    use rayon::prelude::*;
    files.par_iter().map(|f| f.load()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unknown_versions_name_the_nearest() {
        let near = |v: &str| match unknown_version("en", v) {
            Error::UnknownVersion { nearest, .. } => nearest,
            Error::Other {
                id: "error-unknown-version-between",
                args,
            } => {
                format!("{} {}", args[2].1, args[3].1)
            }
            e => panic!("{e:?}"),
        };
        // Between two releases: the one before and the one after.
        assert_eq!(near("2015-07-18"), "2015-07-17 2015-09-26");
        assert_eq!(near("2006-06-01"), "2006-05-01 2006-07-15");
        // Before the first release: the first; not a date: the newest.
        assert_eq!(near("1999-01-01"), "2003-03-15");
        assert_eq!(near("yesterday"), &*crate::history::newest().effective);
        // A date after every release: one cr has not seen, and it says how to add it.
        assert!(matches!(
            unknown_version("en", "2099-01-01"),
            Error::Other {
                id: "error-unknown-version-newer",
                ..
            }
        ));
        assert!(matches!(
            canonical_lang("klingon"),
            Err(Error::UnknownLanguageTag { .. })
        ));
        assert_eq!(canonical_lang("zh-hans").unwrap(), "zh-Hans");
    }

    #[test]
    fn parses_specs() {
        assert_eq!(
            Spec::parse("fr:my/file.txt").unwrap(),
            Spec::File {
                lang: "fr".into(),
                path: "my/file.txt".into()
            }
        );
        assert_eq!(
            Spec::parse("en@2013-02-01").unwrap(),
            Spec::Bundled {
                lang: "en".into(),
                version: Some("2013-02-01".into())
            }
        );
        assert_eq!(
            Spec::parse("it").unwrap(),
            Spec::Bundled {
                lang: "it".into(),
                version: None
            }
        );
        assert_eq!(
            Spec::parse("x/rules/fr/seed.txt").unwrap(),
            Spec::File {
                lang: "fr".into(),
                path: "x/rules/fr/seed.txt".into()
            }
        );
        assert!(matches!(
            Spec::parse("notes/seed.txt"),
            Err(Error::NeedLanguage { .. })
        ));
    }
}
