//! Output formats, one renderer each: `human` (rustc-style), `json` (the API), `sarif`
//! (SARIF 2.1.0 for code scanning) and `github` (workflow annotations). Renderers only
//! format: every decision was made by the checks.

pub mod github;
pub mod human;
pub mod json;
pub mod sarif;

use super::{Finding, Report};
use crate::i18n::I18n;
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

/// Writes a report in a format.
pub fn render(report: &Report, format: Format, i: &I18n, out: &mut dyn Write) -> io::Result<()> {
    match format {
        Format::Human => human::write(report, i, out),
        Format::Json => json::write(report, i, out),
        Format::Sarif => sarif::write(report, i, out),
        Format::Github => github::write(report, i, out),
    }
}
