//! `--format human`: rustc-style. The message, the place, the source line with a caret
//! under the finding, the counterpart's text under it, and a hint.

use super::message;
use crate::i18n::I18n;
use crate::lint::{Finding, Report, Severity};
use std::io::{self, Write};

/// Width of the source excerpt shown around a finding.
const WIDTH: usize = 100;

/// The part of a line shown, and the caret line under it (columns are 1-based, in chars).
fn window(line: &str, col: usize, end_col: usize) -> (String, String) {
    let chars: Vec<char> = line.chars().collect();
    let col = col.saturating_sub(1).min(chars.len());
    let end = end_col.saturating_sub(1).clamp(col, chars.len());
    let start = if chars.len() <= WIDTH {
        0
    } else {
        col.saturating_sub(WIDTH / 2)
            .min(chars.len().saturating_sub(WIDTH))
    };
    let stop = (start + WIDTH).min(chars.len());
    let mut shown: String = chars[start..stop].iter().collect();
    let mut pad = col - start;
    if start > 0 {
        shown.insert(0, '…');
        pad += 1;
    }
    if stop < chars.len() {
        shown.push('…');
    }
    let width = (end.min(stop) - col).max(1);
    (shown, format!("{}{}", " ".repeat(pad), "^".repeat(width)))
}

fn one(f: &Finding, i: &I18n, out: &mut dyn Write) -> io::Result<()> {
    let level = match f.severity {
        Severity::Error => i.t("lint-level-error"),
        Severity::Warning => i.t("lint-level-warning"),
        Severity::Info => i.t("lint-level-info"),
    };
    writeln!(
        out,
        "{level}[{}] {}: {}",
        f.check.code,
        f.check.name,
        message(f, i)
    )?;
    let rule = f.rule.map(|r| format!(" ({r})")).unwrap_or_default();
    let num = f.line.to_string();
    let gutter = " ".repeat(num.len());
    writeln!(
        out,
        "{gutter}--> {}:{}:{}{rule}",
        f.document, f.line, f.column
    )?;
    // `line_text` may be a window of a long line, starting at `line_text_column`.
    let shift = f.line_text_column.saturating_sub(1);
    let (mut shown, mut caret) = window(
        &f.line_text,
        f.column - shift,
        if f.end_line == f.line {
            f.end_column - shift
        } else {
            usize::MAX
        },
    );
    if shift > 0 && !shown.starts_with('…') {
        shown.insert(0, '…');
        caret.insert(0, ' ');
    }
    writeln!(out, "{gutter} |")?;
    writeln!(out, "{num} | {shown}")?;
    writeln!(out, "{gutter} | {caret}")?;
    for r in &f.related {
        let rule = r.rule.map(|x| x.to_string()).unwrap_or_default();
        match &r.text {
            Some(t) => writeln!(out, "{gutter} = {}@{} {rule}: {t}", r.lang, r.version)?,
            None => writeln!(out, "{gutter} = {}@{} {rule}", r.lang, r.version)?,
        }
    }
    if let Some(s) = &f.suggestion {
        writeln!(
            out,
            "{gutter} = {}",
            i.tr("lint-help", &[("suggestion", s.clone())])
        )?;
    }
    writeln!(out)
}

pub fn write(report: &Report, i: &I18n, out: &mut dyn Write) -> io::Result<()> {
    for f in &report.findings {
        one(f, i, out)?;
    }
    let count = |s: Severity| {
        report
            .findings
            .iter()
            .filter(|f| f.severity == s)
            .count()
            .to_string()
    };
    writeln!(
        out,
        "{}",
        i.tr(
            "lint-summary",
            &[
                ("total", report.findings.len().to_string()),
                ("errors", count(Severity::Error)),
                ("warnings", count(Severity::Warning)),
                ("infos", count(Severity::Info)),
            ]
        )
    )
}

#[cfg(test)]
mod tests {
    use super::window;

    #[test]
    fn the_caret_stands_under_the_finding() {
        let (shown, caret) = window("pagare 2 puti vita", 10, 14);
        assert_eq!(shown, "pagare 2 puti vita");
        assert_eq!(caret, "         ^^^^");
        let long = "x".repeat(300) + "puti" + &"y".repeat(300);
        let (shown, caret) = window(&long, 301, 305);
        let at = caret.find('^').unwrap();
        assert_eq!(&shown.chars().skip(at).take(4).collect::<String>(), "puti");
    }
}
