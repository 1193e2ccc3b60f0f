use super::{number_span, related};
use crate::lint::{Job, Sink};

crate::declare_check! {
    /// ## What it does
    /// Reports a rule of the counterpart that has no counterpart in the checked document.
    ///
    /// ## Why is this bad?
    /// A rule left untranslated is a rule the players of that language do not have. Only a
    /// complete document is checked (one with a glossary, or hundreds of rules): a text that
    /// quotes two rules, like the French seed, is not missing the others.
    ///
    /// ## Example
    /// ```text
    /// warning[CR102]: 702.190 of en@2023-10-13 has no counterpart here (after 702.189a)
    /// ```
    ///
    /// ## Precision
    /// 100% true (27 of 27 on ko 2017: rules misnumbered, run into their text, or left out, as
    /// 718). A rule whose number is unpaired on both sides (a heading given in two languages)
    /// is neither missing nor extra.
    pub static CHECK = {
        code: "CR102",
        name: "missing-rule",
        severity: Warning,
        run: run,
    };
}

fn run(job: &Job<'_>, out: &mut Sink<'_>) {
    if !Job::complete(job.doc) || job.doc.rules.is_empty() {
        return;
    }
    for cp in &job.counterparts {
        let twins = super::unpaired_on_both_sides(cp);
        for &j in &cp.align.right_only {
            if twins.contains(&cp.doc.rules[j].id) {
                continue;
            }
            // Where it would go: after the rule paired with the nearest earlier counterpart rule.
            let at = (0..j)
                .rev()
                .find_map(|k| cp.align.of_right(k).map(|p| p.left))
                .unwrap_or(0);
            let f = out.at(
                Some(job.doc.rules[at].id),
                number_span(job.doc, at),
                vec![
                    ("missing", cp.doc.rules[j].id.to_string()),
                    ("counterpart", cp.doc.label()),
                    ("after", job.doc.rules[at].id.to_string()),
                ],
            );
            f.related.push(related(cp, j, None));
        }
    }
}
