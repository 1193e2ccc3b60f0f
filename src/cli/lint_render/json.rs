//! `--format json`: `{findings: [{code, check, severity, message, lang, version, document, rule,
//! line, column, end_line, end_column, related: [{lang, version, document, rule}],
//! suggestion, folded?: [finding…]}]}`. Documents are identified by the one [`DocRef`] of every JSON shape.

use super::message;
use crate::cli::json::DocRef;
use crate::i18n::I18n;
use crate::lint::{Finding, Report, Severity};
use serde::Serialize;
use std::io::{self, Write};

#[derive(Serialize)]
pub struct RelatedJson<'a> {
    #[serde(flatten)]
    pub doc: DocRef<'a>,
    pub rule: Option<String>,
}

#[derive(Serialize)]
pub struct FindingJson<'a> {
    pub code: &'static str,
    pub check: &'static str,
    pub severity: Severity,
    pub message: String,
    #[serde(flatten)]
    pub doc: DocRef<'a>,
    pub rule: Option<String>,
    pub line: usize,
    pub column: usize,
    pub end_line: usize,
    pub end_column: usize,
    pub related: Vec<RelatedJson<'a>>,
    pub suggestion: Option<String>,
    /// Other findings of the same defect folded into this one (the same shape, without
    /// `folded` of their own): the same check against another counterpart, or a less
    /// specific check at the same place.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub folded: Vec<FindingJson<'a>>,
}

#[derive(Serialize)]
pub struct ReportJson<'a> {
    pub findings: Vec<FindingJson<'a>>,
}

impl<'a> FindingJson<'a> {
    pub fn of(f: &'a Finding, i: &I18n) -> Self {
        FindingJson {
            code: f.check.code,
            check: f.check.name,
            severity: f.severity,
            message: message(f, i),
            doc: DocRef::new(f.lang.as_str(), f.version.as_str(), f.document.as_str()),
            rule: f.rule.map(|r| r.to_string()),
            line: f.line,
            column: f.column,
            end_line: f.end_line,
            end_column: f.end_column,
            related: f
                .related
                .iter()
                .map(|r| RelatedJson {
                    doc: DocRef::new(r.lang.as_str(), r.version.as_str(), r.document.as_str()),
                    rule: r.rule.map(|x| x.to_string()),
                })
                .collect(),
            suggestion: f.suggestion.clone(),
            folded: f.folded.iter().map(|x| FindingJson::of(x, i)).collect(),
        }
    }
}

impl<'a> ReportJson<'a> {
    pub fn of(report: &'a Report, i: &I18n) -> Self {
        ReportJson {
            findings: report
                .findings
                .iter()
                .map(|f| FindingJson::of(f, i))
                .collect(),
        }
    }
}

pub fn write(report: &Report, i: &I18n, out: &mut dyn Write) -> io::Result<()> {
    crate::cli::output::json(out, &ReportJson::of(report, i))
}
