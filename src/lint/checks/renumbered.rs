use super::{number_span, related};
use crate::lint::{Job, Severity, Sink};

crate::declare_check! {
    /// ## What it does
    /// Reports a rule whose aligned counterpart (paired by content, not by number) has
    /// another number.
    ///
    /// ## Why is this bad?
    /// A reader who looks up a rule by number in two languages lands on different rules.
    /// Compared with an English release other than the one it follows (`--against`), a text
    /// keeps the numbers of its own release: where the English rules were renumbered between
    /// the two (in July 2015 a new 601.2e was inserted, so total cost moved from 601.2e to
    /// 601.2f), the difference is explained and the finding is information. Two translations
    /// are compared only on the rules the English left alone between their releases, so a
    /// renumbering the English explains is no finding there at all. A renumbering that no
    /// change of the English explains is a warning: the text is wrong.
    ///
    /// ## Example
    /// The Italian seed (pre-2015) against the English of July 2015, where its 601.2e (total
    /// cost) is 601.2f:
    ///
    /// ```text
    /// info[CR101]: 601.2e is 601.2f in en@2015-07-17 (explained by en@2011-06-17 → en@2015-07-17)
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
