use crate::document::Span;
use crate::lint::{Job, Sink};
use regex::Regex;
use std::sync::LazyLock;

crate::declare_check! {
    /// ## What it does
    /// Reports a symbol in braces that cannot be a symbol: an unclosed brace (`{X`), a
    /// closing brace with no opening one, or a hybrid with a missing half (`{W/}`).
    ///
    /// ## Why is this bad?
    /// The text no longer renders as the symbol on a rules site or in an app, and the reader
    /// cannot tell which symbol was meant.
    ///
    /// ## Example
    /// ```text
    /// error[CR203]: malformed symbol "{W/}"
    /// ```
    pub static CHECK = {
        code: "CR203",
        name: "malformed-symbol",
        severity: Error,
        run: run,
    };
}

/// What may stand between braces: a letter code (`W`, `CHAOS`, `TK`), a number, or hybrid
/// and Phyrexian halves separated by slashes (`2/W`, `W/U/P`), or ∞ and ½.
static VALID: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(?:[0-9]+|[A-Z∞½]{1,5}|[A-Z0-9]{1,2}(?:/[A-Z0-9]{1,2}){1,2})$")
        .expect("valid regex")
});

fn run(job: &Job<'_>, out: &mut Sink<'_>) {
    for (i, r) in job.doc.rules.iter().enumerate() {
        let t = r.text();
        let mut open: Option<usize> = None;
        for (k, c) in t.char_indices() {
            match c {
                '{' => {
                    if let Some(o) = open {
                        report(out, i, t, o, k);
                    }
                    open = Some(k);
                }
                '}' => match open.take() {
                    Some(o) => {
                        let inner = &t[o + 1..k];
                        if !VALID.is_match(&inner.to_uppercase()) {
                            report(out, i, t, o, k + 1);
                        }
                    }
                    None => report(out, i, t, k, k + 1),
                },
                c if c.is_whitespace() => {
                    if let Some(o) = open.take() {
                        report(out, i, t, o, k);
                    }
                }
                _ => {}
            }
        }
        if let Some(o) = open {
            report(out, i, t, o, t.len());
        }
    }
}

fn report(out: &mut Sink<'_>, rule: usize, text: &str, start: usize, end: usize) {
    let at = Span { start, end };
    out.in_rule(rule, at, vec![("symbol", text[start..end].to_owned())]);
}
