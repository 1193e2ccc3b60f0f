use crate::document::Span;
use crate::lint::{Job, Sink};
use regex::Regex;
use std::sync::LazyLock;

crate::declare_check! {
    /// ## What it does
    /// Reports a symbol in braces that cannot be a symbol: an unclosed brace (`{X`), a
    /// closing brace with no opening one, or a hybrid with a missing half (`{W/}`).
    /// The English source is not checked: `cr lint` checks translations against it.
    ///
    /// ## Why is this bad?
    /// The text no longer renders as the symbol on a rules site or in an app, and the reader
    /// cannot tell which symbol was meant.
    ///
    /// ## Example
    /// ```text
    /// error[CR203]: malformed symbol "{W/}"
    /// ```
    ///
    /// ## Precision
    /// Not measured: no finding on the labelled sets (zh 2023, ko 2017, the seeds).
    pub static CHECK = {
        code: "CR203",
        name: "malformed-symbol",
        severity: Error,
        run: run,
    };
}

/// What may stand between braces: a letter code (`W`, `CHAOS`, `TK`), a number, ∞ or ½, a
/// level range (`LEVEL 1-3`, `RN1`), or hybrid and Phyrexian halves separated by slashes
/// (`2/W`, `W/U/P`): no half may be empty.
pub(crate) static VALID: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(?:[A-Z0-9∞½][A-Z0-9∞½ +\-]{0,15}|[A-Z0-9]{1,2}(?:/[A-Z0-9]{1,2}){1,2})$")
        .expect("valid regex")
});

/// The longest text between braces that is still read as one symbol.
const MAX_INNER: usize = 16;

fn run(job: &Job<'_>, out: &mut Sink<'_>) {
    if job.is_english() {
        return;
    }
    for (i, r) in job.doc.rules.iter().enumerate() {
        let t = r.text();
        let mut k = 0;
        while k < t.len() {
            let c = t[k..].chars().next().expect("in bounds");
            match c {
                '{' => {
                    // The symbol ends at the next brace, within a short distance.
                    let rest = &t[k + 1..];
                    let close = rest
                        .find(['{', '}'])
                        .filter(|&e| rest.as_bytes()[e] == b'}');
                    match close {
                        Some(e) if e <= MAX_INNER => {
                            let inner = &rest[..e];
                            // A symbol written out in the translation's words ({横置} for
                            // {T}) is symbol-mismatch's business, not a typo in braces.
                            if inner.is_ascii() && !VALID.is_match(&inner.to_uppercase()) {
                                report(out, i, t, k, k + e + 2);
                            }
                            k += e + 2;
                            continue;
                        }
                        _ if rest.starts_with('{') => {
                            // A run of braces: one finding for all but the last, which
                            // may open a symbol of its own.
                            let run = rest.len() - rest.trim_start_matches('{').len();
                            report(out, i, t, k, k + run);
                            k += run;
                            continue;
                        }
                        _ => {
                            // Unclosed: report the brace and the word after it.
                            let end = rest
                                .find(|ch: char| ch.is_whitespace() || ch == '{')
                                .map_or(t.len(), |e| k + 1 + e);
                            report(out, i, t, k, end);
                        }
                    }
                }
                '}' => {
                    // A run of closing braces with no opening one: one finding.
                    let run = t[k..].len() - t[k..].trim_start_matches('}').len();
                    report(out, i, t, k, k + run);
                    k += run;
                    continue;
                }
                _ => {}
            }
            k += c.len_utf8();
        }
    }
}

fn report(out: &mut Sink<'_>, rule: usize, text: &str, start: usize, end: usize) {
    let at = Span { start, end };
    let mut shown: String = text[start..end].chars().take(24).collect();
    if shown.len() < end - start {
        shown.push('…');
    }
    out.in_rule(rule, at, vec![("symbol", shown)]);
}
