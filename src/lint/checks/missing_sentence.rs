use super::{number_span, related, unmatched_sentences};
use crate::lint::{Job, Sink};

crate::declare_check! {
    /// ## What it does
    /// Aligns the sentences of each rule with its counterpart's (by length, cognates, digits
    /// and symbols, in order) and reports a counterpart sentence with nothing matching it
    /// here. A sentence translated as two, or two as one, is not reported; nor is a short
    /// sentence, nor one that the lengths of the two rules do not confirm is missing. The
    /// finding points at the sentence the missing one should follow (or precede, when it
    /// comes first): where to insert it.
    ///
    /// ## Why is this bad?
    /// A sentence left out is a piece of the rule the reader never learns: the Italian
    /// 601.2e does not say that the player chooses the order of cost reductions.
    ///
    /// ## Example
    /// ```text
    /// warning[CR301]: 601.2e lacks a sentence of fr@seed 601.2f: "S'il y a plusieurs réductions de coût…"
    /// ```
    ///
    /// ## Precision
    /// Information: not yet labelled on the reworked segmenter; before it, 33–54% true (issue
    /// 12), below the 90% a warning needs.
    pub static CHECK = {
        code: "CR301",
        name: "missing-sentence",
        severity: Info,
        run: run,
    };
}

fn run(job: &Job<'_>, out: &mut Sink<'_>) {
    for cp in &job.counterparts {
        for (k, p) in cp.align.pairs.iter().enumerate() {
            for u in unmatched_sentences(cp, k, false) {
                let s = u.sentence;
                let text = &cp.doc.rules[p.right].text()[s.start..s.end];
                // Located at the sentence the missing one should follow (or precede): where
                // the translator inserts it.
                let args = vec![
                    ("rule", job.doc.rules[p.left].id.to_string()),
                    ("counterpart", cp.doc.label()),
                    ("other", cp.doc.rules[p.right].id.to_string()),
                    (
                        "sentence",
                        crate::lint::text::excerpt(text, crate::document::Span::default(), 80),
                    ),
                ];
                let f = match u.place {
                    Some(at) => out.in_rule(p.left, at, args),
                    None => out.at(
                        Some(job.doc.rules[p.left].id),
                        number_span(job.doc, p.left),
                        args,
                    ),
                };
                let mut rel = related(cp, p.right, Some(s));
                rel.text = Some(text.to_owned());
                f.related.push(rel);
            }
        }
    }
}
