use super::{number_span, related};
use crate::lint::{Job, Sink};
use crate::vocab::{Language, language};

crate::declare_check! {
    /// ## What it does
    /// Compares how a rule bounds its numbers with its English counterpart: where the English
    /// bounds only from below ("at least", "or more") and the translation only from above
    /// ("at most", "or fewer"), or the other way round, the bound was reversed. The phrases
    /// of each language are its row of the language table (`vocab.rs`); languages without
    /// them are not checked.
    ///
    /// ## Why is this bad?
    /// "No more than two" translated as "two or more" keeps the number and turns the rule
    /// upside down: no check of digits can see it.
    ///
    /// ## Example
    /// ```text
    /// warning[CR208]: the English bounds from below (at least) and this rule from above (at most): en@2023-10-13 702.19c
    /// ```
    ///
    /// ## Precision
    /// 100% true (1 of 1: ko 2017 509.5e says “특정 숫자 이하” (a certain number or fewer)
    /// where the English says “at least a certain number”; nothing on zh 2023 or the seeds).
    pub static CHECK = {
        code: "CR208",
        name: "bound-mismatch",
        severity: Warning,
        run: run,
    };
}

/// How many upper and lower bounds a text states, in a language.
fn bounds(lang: &Language, text: &str) -> (usize, usize) {
    let mut t = text.to_lowercase();
    for n in lang.not_bounds {
        t = t.replace(n, " ");
    }
    let count = |phrases: &[&str]| phrases.iter().map(|p| t.matches(p).count()).sum();
    (count(lang.at_most), count(lang.at_least))
}

fn run(job: &Job<'_>, out: &mut Sink<'_>) {
    let Some(cp) = job.english() else {
        return;
    };
    let (mine, theirs) = (language(&job.doc.lang), language(&cp.doc.lang));
    if mine.at_most.is_empty() || theirs.at_most.is_empty() {
        return;
    }
    for p in &cp.align.pairs {
        let (l, r) = (&job.doc.rules[p.left], &cp.doc.rules[p.right]);
        let (a, b) = (bounds(mine, l.text()), bounds(theirs, r.text()));
        let reversed = match (b, a) {
            ((0, x), (y, 0)) if x > 0 && y > 0 => Some(("below", "above")),
            ((x, 0), (0, y)) if x > 0 && y > 0 => Some(("above", "below")),
            _ => None,
        };
        let Some((there, here)) = reversed else {
            continue;
        };
        let f = out.at(
            Some(l.id),
            number_span(job.doc, p.left),
            vec![
                ("there", there.to_owned()),
                ("here", here.to_owned()),
                ("counterpart", cp.doc.label()),
                ("other", r.id.to_string()),
            ],
        );
        f.related.push(related(cp, p.right, None));
    }
}
