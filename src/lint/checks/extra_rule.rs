use super::number_span;
use crate::lint::{Job, Sink};

crate::declare_check! {
    /// ## What it does
    /// Reports a rule of the checked document that has no counterpart.
    ///
    /// ## Why is this bad?
    /// A rule that exists only in the translation is either a rule the English text removed
    /// (the translation is out of date), a rule split in two, or text numbered by mistake.
    /// Only reported against a complete counterpart: against a text that quotes a few rules,
    /// every other rule would have no counterpart.
    ///
    /// ## Example
    /// ```text
    /// warning[CR103]: 601.2j has no counterpart in en@2023-10-13
    /// ```
    ///
    /// ## Precision
    /// 100% true (9 of 9 on ko 2017).
    pub static CHECK = {
        code: "CR103",
        name: "extra-rule",
        severity: Warning,
        run: run,
    };
}

fn run(job: &Job<'_>, out: &mut Sink<'_>) {
    for cp in &job.counterparts {
        if !Job::complete(cp.doc) {
            continue;
        }
        let twins = super::unpaired_on_both_sides(cp);
        for &i in &cp.align.left_only {
            if twins.contains(&job.doc.rules[i].id) {
                continue;
            }
            out.at(
                Some(job.doc.rules[i].id),
                number_span(job.doc, i),
                vec![
                    ("rule", job.doc.rules[i].id.to_string()),
                    ("counterpart", cp.doc.label()),
                ],
            );
        }
    }
}
