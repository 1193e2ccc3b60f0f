use super::{related, unmatched_sentences};
use crate::lint::{Job, Sink};

crate::declare_check! {
    /// ## What it does
    /// The mirror of `missing-sentence`: a sentence of the checked rule with nothing matching
    /// it in the counterpart.
    ///
    /// ## Why is this bad?
    /// Either the translation added something the rules do not say, or it follows another
    /// version of the rules than its counterpart (the French 601.2b says what happens when a
    /// variable is defined by a later choice; the older Italian 601.2b does not).
    ///
    /// ## Example
    /// ```text
    /// warning[CR302]: a sentence with no counterpart in it@seed 601.2e: "S'il y a plusieurs réductions de coût…"
    /// ```
    ///
    /// ## Precision
    /// Information: not yet labelled on the reworked segmenter; before it, 0–29% true (issue
    /// 12), below the 90% a warning needs.
    pub static CHECK = {
        code: "CR302",
        name: "extra-sentence",
        severity: Info,
        run: run,
    };
}

fn run(job: &Job<'_>, out: &mut Sink<'_>) {
    for cp in &job.counterparts {
        for (k, p) in cp.align.pairs.iter().enumerate() {
            for u in unmatched_sentences(cp, k, true) {
                let s = u.sentence;
                let text = job.doc.rules[p.left].text();
                let f = out.in_rule(
                    p.left,
                    s,
                    vec![
                        ("counterpart", cp.doc.label()),
                        ("other", cp.doc.rules[p.right].id.to_string()),
                        (
                            "sentence",
                            crate::lint::text::excerpt(
                                &text[s.start..s.end],
                                crate::document::Span::default(),
                                80,
                            ),
                        ),
                    ],
                );
                f.related.push(related(cp, p.right, None));
            }
        }
    }
}
