//! The output boundary of `cr lint` (moved here from `lint`, which decides, never prints).
//! Output formats, one renderer each: `human` (rustc-style), `json` (the API), `sarif`
//! (SARIF 2.1.0 for code scanning) and `github` (workflow annotations). Renderers only
//! format: every decision was made by the checks.

pub mod github;
pub mod human;
pub mod json;
pub mod sarif;

use crate::i18n::I18n;
use crate::lint::{Finding, Report, Severity};
use std::io::{self, Write};

/// An output format of `cr lint`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    Human,
    Json,
    Sarif,
    Github,
}

impl Format {
    pub const NAMES: [&'static str; 4] = ["human", "json", "sarif", "github"];

    pub fn parse(s: &str) -> Option<Format> {
        Some(match s {
            "human" => Format::Human,
            "json" => Format::Json,
            "sarif" => Format::Sarif,
            "github" => Format::Github,
            _ => return None,
        })
    }
}

/// The localised one-line message of a finding.
pub fn message(f: &Finding, i: &I18n) -> String {
    i.msg(&f.message)
}

/// What is shown, and how: chosen by the user, never by a check.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct View {
    /// Findings below this severity are not shown (the human output says how many).
    pub min_severity: Severity,
    /// ANSI colour in the human output.
    pub color: bool,
}

impl View {
    /// Everything, without colour.
    pub const ALL: View = View {
        min_severity: Severity::Info,
        color: false,
    };

    /// The default of a format: the human output shows warnings and errors (info findings
    /// are counted and hidden); the machine formats carry everything.
    pub fn default_for(format: Format) -> View {
        View {
            min_severity: match format {
                Format::Human => Severity::Warning,
                _ => Severity::Info,
            },
            color: false,
        }
    }
}

/// Writes a report in a format.
pub fn render(
    report: &Report,
    format: Format,
    view: View,
    i: &I18n,
    out: &mut dyn Write,
) -> io::Result<()> {
    let filtered;
    let shown = if format != Format::Human && view.min_severity > Severity::Info {
        filtered = Report {
            findings: report
                .findings
                .iter()
                .filter(|f| f.severity >= view.min_severity)
                .cloned()
                .collect(),
            notices: report.notices.clone(),
            signals: Vec::new(),
        };
        &filtered
    } else {
        report
    };
    match format {
        // The human output counts what it hides, so it is given everything.
        Format::Human => human::write(report, view, i, out),
        Format::Json => json::write(shown, i, out),
        Format::Sarif => sarif::write(shown, i, out),
        Format::Github => github::write(shown, i, out),
    }
}
