use super::{number_span, related};
use crate::lint::{Job, Severity, Sink};

crate::declare_check! {
    /// ## What it does
    /// Reports a rule whose aligned counterpart (paired by content, not by number) has
    /// another number.
    ///
    /// ## Why is this bad?
    /// A reader who looks up a rule by number in two languages lands on different rules.
    /// When the two documents follow different English versions and the English rules were
    /// renumbered between them (in July 2015 a new 601.2e was inserted, so total cost moved
    /// from 601.2e to 601.2f), the difference is explained: the finding is information. A
    /// renumbering that no version change explains is a warning: one of the texts is wrong.
    ///
    /// ## Example
    /// The French 601.2f (total cost) is the Italian 601.2e: the Italian translation follows
    /// a pre-2015 English text.
    ///
    /// ```text
    /// info[CR101]: 601.2f is 601.2e in it@seed (explained by en@2015-07-17 → en@2013-02-01)
    /// ```
    ///
    /// ## Precision
    /// 100% of its warnings true (3 of 3 on ko 2017 against en 2017); none on zh 2023 or the
    /// seeds.
    pub static CHECK = {
        code: "CR101",
        name: "renumbered",
        severity: Warning,
        run: run,
    };
}

fn run(job: &Job<'_>, out: &mut Sink<'_>) {
    for cp in &job.counterparts {
        for p in cp.align.pairs.iter().filter(|p| p.renumbered) {
            let (l, r) = (job.doc.rules[p.left].id, cp.doc.rules[p.right].id);
            let explained = !cp.bridge.is_empty() && cp.bridge.get(&l) == Some(&r);
            let f = out.at(
                Some(l),
                number_span(job.doc, p.left),
                vec![
                    ("rule", l.to_string()),
                    ("other", r.to_string()),
                    ("counterpart", cp.doc.label()),
                    (
                        "explained",
                        cp.bridge_label
                            .clone()
                            .filter(|_| explained)
                            .unwrap_or_else(|| "none".into()),
                    ),
                ],
            );
            if explained {
                f.severity = Severity::Info;
            }
            f.related.push(related(cp, p.right, None));
        }
    }
}
