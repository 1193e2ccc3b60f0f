//! `--format human`: rustc-style. The message, the place, the source line with a caret
//! under the finding, the counterpart's text under it, and a hint.

use super::{View, message};
use crate::i18n::I18n;
use crate::lint::{Finding, Report, Severity};
use anstyle::{AnsiColor, Style};
use std::io::{self, Write};

/// The colours of the output, as rustc's: the level in its colour, the code and message in
/// bold, the gutter and arrows in blue, the caret in the level's colour. All plain without
/// colour.
struct Paint {
    level: Style,
    bold: Style,
    gutter: Style,
}

impl Paint {
    fn new(severity: Severity, color: bool) -> Paint {
        if !color {
            return Paint {
                level: Style::new(),
                bold: Style::new(),
                gutter: Style::new(),
            };
        }
        let c = match severity {
            Severity::Error => AnsiColor::BrightRed,
            Severity::Warning => AnsiColor::BrightYellow,
            Severity::Info => AnsiColor::BrightCyan,
        };
        Paint {
            level: Style::new().bold().fg_color(Some(c.into())),
            bold: Style::new().bold(),
            gutter: Style::new()
                .bold()
                .fg_color(Some(AnsiColor::BrightBlue.into())),
        }
    }
}

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

/// Findings folded into one shown under it; a habit folds hundreds (`untranslated`), all of
/// them listed in JSON.
const FOLDED_SHOWN: usize = 10;

fn one(f: &Finding, color: bool, i: &I18n, out: &mut dyn Write) -> io::Result<()> {
    let level = match f.severity {
        Severity::Error => i.t("lint-level-error"),
        Severity::Warning => i.t("lint-level-warning"),
        Severity::Info => i.t("lint-level-info"),
    };
    let Paint {
        level: lv,
        bold,
        gutter: g,
    } = Paint::new(f.severity, color);
    writeln!(
        out,
        "{lv}{level}[{}]{lv:#}{bold} {}: {}{bold:#}",
        f.check.code,
        f.check.name,
        message(f, i)
    )?;
    let rule = f.rule.map(|r| format!(" ({r})")).unwrap_or_default();
    let num = f.line.to_string();
    let gutter = " ".repeat(num.len());
    writeln!(
        out,
        "{gutter}{g}-->{g:#} {}:{}:{}{rule}",
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
    writeln!(out, "{gutter} {g}|{g:#}")?;
    writeln!(out, "{g}{num} |{g:#} {shown}")?;
    writeln!(out, "{gutter} {g}|{g:#} {lv}{caret}{lv:#}")?;
    for r in &f.related {
        let rule = r.rule.map(|x| x.to_string()).unwrap_or_default();
        match &r.text {
            Some(t) => writeln!(
                out,
                "{gutter} {g}={g:#} {}@{} {rule}: {t}",
                r.lang, r.version
            )?,
            None => writeln!(out, "{gutter} {g}={g:#} {}@{} {rule}", r.lang, r.version)?,
        }
    }
    for x in f.folded.iter().take(FOLDED_SHOWN) {
        writeln!(
            out,
            "{gutter} {g}={g:#} {}",
            i.tr(
                "lint-folded",
                &[
                    ("code", x.check.code.to_owned()),
                    ("check", x.check.name.to_owned()),
                    ("message", message(x, i)),
                ]
            )
        )?;
    }
    if f.folded.len() > FOLDED_SHOWN {
        writeln!(
            out,
            "{gutter} {g}={g:#} {}",
            i.tr(
                "lint-folded-more",
                &[("count", (f.folded.len() - FOLDED_SHOWN).to_string())]
            )
        )?;
    }
    if let Some(s) = &f.suggestion {
        writeln!(
            out,
            "{gutter} {g}={g:#} {}",
            i.tr("lint-help", &[("suggestion", s.clone())])
        )?;
    }
    writeln!(out)
}

pub fn write(report: &Report, view: View, i: &I18n, out: &mut dyn Write) -> io::Result<()> {
    for f in report
        .findings
        .iter()
        .filter(|f| f.severity >= view.min_severity)
    {
        one(f, view.color, i, out)?;
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
    )?;
    let hidden = report
        .findings
        .iter()
        .filter(|f| f.severity < view.min_severity)
        .count();
    if hidden > 0 {
        writeln!(
            out,
            "{}",
            i.tr(
                "lint-hidden",
                &[
                    ("count", hidden.to_string()),
                    ("severity", view.min_severity.as_str().to_owned()),
                ]
            )
        )?;
    }
    Ok(())
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
