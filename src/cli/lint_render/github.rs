//! `--format github`: one workflow command a finding (`::warning file=…,line=…::message`),
//! which GitHub Actions shows as an annotation on the file.

use super::message;
use crate::i18n::I18n;
use crate::lint::{Report, Severity};
use std::io::{self, Write};

fn escape_data(s: &str) -> String {
    s.replace('%', "%25")
        .replace('\r', "%0D")
        .replace('\n', "%0A")
}

fn escape_property(s: &str) -> String {
    escape_data(s).replace(':', "%3A").replace(',', "%2C")
}

pub fn write(report: &Report, i: &I18n, out: &mut dyn Write) -> io::Result<()> {
    for f in &report.findings {
        let level = match f.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Info => "notice",
        };
        let rule = f.rule.map(|r| format!(" {r}")).unwrap_or_default();
        writeln!(
            out,
            "::{level} file={},line={},col={},endLine={},endColumn={},title={}::{}",
            escape_property(&f.document),
            f.line,
            f.column,
            f.end_line,
            f.end_column,
            escape_property(&format!("{} {}{rule}", f.check.code, f.check.name)),
            escape_data(&message(f, i))
        )?;
    }
    Ok(())
}
