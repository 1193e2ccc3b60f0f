use crate::document::Document;
use crate::lint::{Job, Sink};
use crate::rule_id::RuleId;
use std::collections::HashSet;

crate::declare_check! {
    /// ## What it does
    /// Reports a reference to a rule that does not exist in the document's own version of the
    /// rules. References resolve against the document itself when it is complete, and
    /// otherwise against the English version it follows: a fragment such as the French seed
    /// quotes 601.2b, but its "règle 702.46" is checked against the whole English text.
    ///
    /// ## Why is this bad?
    /// The reader follows the reference and finds nothing.
    ///
    /// ## Example
    /// ```text
    /// error[CR206]: rule 601.2z does not exist in en@2015-07-17
    /// ```
    ///
    /// ## Precision
    /// 100% true (1 of 1 on ko 2017). A reference the English version makes itself (en 2017
    /// 702.123d's “See rule 903.11a”) is not reported.
    pub static CHECK = {
        code: "CR206",
        name: "dangling-xref",
        severity: Error,
        run: run,
    };
}

/// Every number that exists in a document: its rules, their parents, and its headings.
fn known(doc: &Document) -> HashSet<RuleId> {
    let mut s = HashSet::new();
    for r in &doc.rules {
        s.insert(r.id);
        let mut p = r.id.parent();
        while let Some(q) = p {
            s.insert(q);
            p = q.parent();
        }
    }
    s.extend(doc.headings.iter().filter_map(|h| h.id));
    s
}

fn run(job: &Job<'_>, out: &mut Sink<'_>) {
    let Some(reference) = job.reference else {
        return;
    };
    let ids = known(reference);
    // The English version the document follows: a reference it makes itself (en 2017
    // 702.123d's "See rule 903.11a") is faithfully translated, not the translation's fault.
    let base = job.counterparts.iter().find(|c| c.base);
    let english_has = |i: usize, t: RuleId| {
        base.and_then(|cp| cp.align.of_left(i).map(|p| &cp.doc.rules[p.right]))
            .is_some_and(|e| e.refs.iter().any(|x| x.target == t || x.end == Some(t)))
    };
    for (i, r) in job.doc.rules.iter().enumerate() {
        for x in &r.refs {
            for t in std::iter::once(x.target).chain(x.end) {
                if !ids.contains(&t) && !english_has(i, t) {
                    out.in_rule(
                        i,
                        x.at,
                        vec![("target", t.to_string()), ("version", reference.label())],
                    );
                }
            }
        }
    }
}
