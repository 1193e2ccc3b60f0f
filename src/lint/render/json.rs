//! `--format json`: `{findings: [{code, check, severity, message, lang, document, rule, line,
//! column, end_line, end_column, related: [{lang, document, rule}], suggestion}]}`.

use super::message;
use crate::i18n::I18n;
use crate::lint::{Report, Severity};
use serde::Serialize;
use std::io::{self, Write};

#[derive(Serialize)]
pub struct RelatedJson {
    pub lang: String,
    pub document: String,
    pub rule: Option<String>,
}

#[derive(Serialize)]
pub struct FindingJson {
    pub code: &'static str,
    pub check: &'static str,
    pub severity: Severity,
    pub message: String,
    pub lang: String,
    pub document: String,
    pub rule: Option<String>,
    pub line: usize,
    pub column: usize,
    pub end_line: usize,
    pub end_column: usize,
    pub related: Vec<RelatedJson>,
    pub suggestion: Option<String>,
}

#[derive(Serialize)]
pub struct ReportJson {
    pub findings: Vec<FindingJson>,
}

impl ReportJson {
    pub fn of(report: &Report, i: &I18n) -> Self {
        ReportJson {
            findings: report
                .findings
                .iter()
                .map(|f| FindingJson {
                    code: f.check.code,
                    check: f.check.name,
                    severity: f.severity,
                    message: message(f, i),
                    lang: f.lang.clone(),
                    document: f.document.clone(),
                    rule: f.rule.map(|r| r.to_string()),
                    line: f.line,
                    column: f.column,
                    end_line: f.end_line,
                    end_column: f.end_column,
                    related: f
                        .related
                        .iter()
                        .map(|r| RelatedJson {
                            lang: r.lang.clone(),
                            document: r.document.clone(),
                            rule: r.rule.map(|x| x.to_string()),
                        })
                        .collect(),
                    suggestion: f.suggestion.clone(),
                })
                .collect(),
        }
    }
}

pub fn write(report: &Report, i: &I18n, out: &mut dyn Write) -> io::Result<()> {
    crate::cli::output::json(out, &ReportJson::of(report, i))
}
