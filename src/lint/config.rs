//! `cr.toml`: what a project changes in the linter. Severities per check (by code or name,
//! `"off"` switches a check off), the threshold for exit code 1, extra words per language,
//! and findings to ignore by rule and check.
//!
//! ```toml
//! fail-on = "warning"          # info | warning | error
//!
//! [checks]
//! spelling = "off"
//! CR101 = "error"
//!
//! [words]
//! fr = ["thaumaturge"]
//!
//! [[ignore]]
//! check = "typo"
//! rule = "601.2f"
//! document = "rules/fr/seed.txt"   # optional; also lang = "fr"
//! ```

use super::core::{Check, Finding, Severity};
use super::registry::find_check;
use crate::error::Error;
use serde::Deserialize;
use std::collections::HashMap;

/// One ignored finding (or family of findings).
#[derive(Debug, Clone, Default, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct Ignore {
    /// Check code or name.
    pub check: Option<String>,
    /// Rule id in the checked document.
    pub rule: Option<String>,
    pub document: Option<String>,
    pub lang: Option<String>,
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    #[serde(rename = "fail-on")]
    fail_on: Option<String>,
    #[serde(default)]
    checks: HashMap<String, String>,
    #[serde(default)]
    words: HashMap<String, Vec<String>>,
    #[serde(default)]
    ignore: Vec<Ignore>,
}

/// The linter's configuration.
#[derive(Debug, Clone)]
pub struct Config {
    /// Findings at or above this severity make the exit code 1.
    pub fail_on: Severity,
    /// By check code: a new severity, or None for off.
    overrides: HashMap<&'static str, Option<Severity>>,
    pub words: HashMap<String, Vec<String>>,
    pub ignore: Vec<Ignore>,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            fail_on: Severity::Warning,
            overrides: HashMap::new(),
            words: HashMap::new(),
            ignore: Vec::new(),
        }
    }
}

fn bad(path: &str, detail: impl Into<String>) -> Error {
    Error::Other {
        id: "lint-error-config",
        args: vec![("path", path.to_owned()), ("detail", detail.into())],
    }
}

impl Config {
    /// Parses a `cr.toml`; `path` names it in errors.
    pub fn parse(text: &str, path: &str) -> Result<Config, Error> {
        let raw: Raw = toml::from_str(text).map_err(|e| bad(path, e.message().to_owned()))?;
        let mut c = Config::default();
        if let Some(s) = raw.fail_on {
            c.fail_on = Severity::parse(&s).ok_or_else(|| bad(path, format!("fail-on = {s:?}")))?;
        }
        for (key, value) in raw.checks {
            let check =
                find_check(&key).ok_or_else(|| bad(path, format!("unknown check {key:?}")))?;
            let sev = match value.as_str() {
                "off" => None,
                v => Some(Severity::parse(v).ok_or_else(|| bad(path, format!("{key} = {v:?}")))?),
            };
            c.overrides.insert(check.code, sev);
        }
        for ig in &raw.ignore {
            if let Some(k) = &ig.check
                && find_check(k).is_none()
            {
                return Err(bad(path, format!("unknown check {k:?}")));
            }
        }
        c.words = raw.words;
        c.ignore = raw.ignore;
        Ok(c)
    }

    /// Reads a `cr.toml` from disk (with the size limit of every user file).
    pub fn read(path: &str) -> Result<Config, Error> {
        let text = crate::corpus::read_user_text(std::path::Path::new(path))?;
        Config::parse(&text, path)
    }

    pub fn enabled(&self, check: &Check) -> bool {
        !matches!(self.overrides.get(check.code), Some(None))
    }

    /// The configured severity of a check, when the configuration sets one.
    pub fn severity_of(&self, check: &Check) -> Option<Severity> {
        self.overrides.get(check.code).copied().flatten()
    }

    pub fn ignored(&self, f: &Finding) -> bool {
        self.ignore.iter().any(|ig| {
            ig.check
                .as_deref()
                .is_none_or(|k| k.eq_ignore_ascii_case(f.check.code) || k == f.check.name)
                && ig
                    .rule
                    .as_deref()
                    .is_none_or(|r| f.rule.is_some_and(|id| id.to_string() == r))
                && ig.document.as_deref().is_none_or(|d| d == f.document)
                && ig.lang.as_deref().is_none_or(|l| l == f.lang)
        })
    }

    /// Extra words for a language (`[words] fr = [...]`).
    pub fn words_for(&self, lang: &str) -> Vec<String> {
        let base = crate::lang::base(lang);
        self.words
            .iter()
            .filter(|(l, _)| l.as_str() == lang || l.as_str() == base)
            .flat_map(|(_, v)| v.iter().cloned())
            .collect()
    }
}
