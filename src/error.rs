//! Errors: bad input and I/O. Each error names its input and renders as one localised line
//! through Fluent (ids `error-*` in locales/*/main.ftl). Text never causes an error: only
//! bytes that cannot be read or decoded, unknown names, and I/O failures do.

use crate::i18n::Message;

/// Files larger than this are refused (the largest real CR is under 1 MB).
pub const MAX_FILE_BYTES: u64 = 32 * 1024 * 1024;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error {
    NotFound {
        path: String,
    },
    IsDirectory {
        path: String,
    },
    Io {
        path: String,
        detail: String,
    },
    Empty {
        path: String,
    },
    Binary {
        path: String,
        offset: usize,
    },
    InvalidUtf8 {
        path: String,
        offset: usize,
    },
    TooLarge {
        path: String,
        size: u64,
        limit: u64,
    },
    NoRules {
        document: String,
    },
    NeedLanguage {
        path: String,
    },
    BadLanguage {
        lang: String,
    },
    UnknownLanguage {
        lang: String,
        available: String,
    },
    /// A version no bundled document of `lang` has; `nearest` is the closest one.
    UnknownVersion {
        lang: String,
        version: String,
        nearest: String,
    },
    /// A well-formed tag of a language `cr` knows nothing of (`klingon`); `known` lists those
    /// it knows.
    UnknownLanguageTag {
        lang: String,
        known: String,
    },
    BadRuleNumber {
        input: String,
    },
    Write {
        path: String,
        detail: String,
    },
    /// An error of another component, already localisable.
    Other {
        id: &'static str,
        args: Vec<(&'static str, String)>,
    },
}

impl Error {
    pub fn io(path: &str, e: &std::io::Error) -> Error {
        match e.kind() {
            std::io::ErrorKind::NotFound => Error::NotFound { path: path.into() },
            std::io::ErrorKind::IsADirectory => Error::IsDirectory { path: path.into() },
            _ => Error::Io {
                path: path.into(),
                detail: e.to_string(),
            },
        }
    }
}

impl Message for Error {
    fn id(&self) -> &'static str {
        match self {
            Error::NotFound { .. } => "error-not-found",
            Error::IsDirectory { .. } => "error-is-directory",
            Error::Io { .. } => "error-io",
            Error::Empty { .. } => "error-empty",
            Error::Binary { .. } => "error-binary",
            Error::InvalidUtf8 { .. } => "error-invalid-utf8",
            Error::TooLarge { .. } => "error-too-large",
            Error::NoRules { .. } => "error-no-rules",
            Error::NeedLanguage { .. } => "error-need-language",
            Error::BadLanguage { .. } => "error-bad-language",
            Error::UnknownLanguage { .. } => "error-unknown-language",
            Error::UnknownVersion { .. } => "error-unknown-version",
            Error::UnknownLanguageTag { .. } => "error-unknown-language-tag",
            Error::BadRuleNumber { .. } => "error-bad-rule-number",
            Error::Write { .. } => "error-write",
            Error::Other { id, .. } => id,
        }
    }

    fn args(&self) -> Vec<(&'static str, String)> {
        match self {
            Error::NotFound { path }
            | Error::IsDirectory { path }
            | Error::Empty { path }
            | Error::NeedLanguage { path } => vec![("path", path.clone())],
            Error::Io { path, detail } | Error::Write { path, detail } => {
                vec![("path", path.clone()), ("detail", detail.clone())]
            }
            Error::Binary { path, offset } | Error::InvalidUtf8 { path, offset } => {
                vec![("path", path.clone()), ("offset", offset.to_string())]
            }
            Error::TooLarge { path, size, limit } => vec![
                ("path", path.clone()),
                // Rounded up: a file just over the limit never reads "32 MiB; the limit is 32".
                ("size", size.div_ceil(1024 * 1024).to_string()),
                ("limit", (limit / (1024 * 1024)).to_string()),
            ],
            Error::NoRules { document } => vec![("document", document.clone())],
            Error::BadLanguage { lang } => vec![("lang", lang.clone())],
            Error::UnknownLanguage { lang, available } => {
                vec![("lang", lang.clone()), ("available", available.clone())]
            }
            Error::UnknownVersion {
                lang,
                version,
                nearest,
            } => vec![
                ("lang", lang.clone()),
                ("version", version.clone()),
                ("nearest", nearest.clone()),
            ],
            Error::UnknownLanguageTag { lang, known } => {
                vec![("lang", lang.clone()), ("known", known.clone())]
            }
            Error::BadRuleNumber { input } => vec![("input", input.clone())],
            Error::Other { args, .. } => args.clone(),
        }
    }
}

pub type Result<T, E = Error> = std::result::Result<T, E>;
