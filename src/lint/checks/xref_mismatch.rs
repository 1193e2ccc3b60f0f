use super::related;
use crate::document::Reference;
use crate::lint::text::multiset_diff;
use crate::lint::{Job, Sink};
use crate::rule_id::RuleId;
use std::collections::HashSet;

crate::declare_check! {
    /// ## What it does
    /// Compares the rule references of a rule with its aligned counterpart's. A reference to
    /// a rule the checked document contains is mapped through the alignment (the French
    /// "règle 601.2f" must be the Italian "regola 601.2e" when those two rules are paired);
    /// any other reference must be the same number. A reference replaced by another one is
    /// reported; a translation that leaves references out altogether is not.
    ///
    /// ## Why is this bad?
    /// A reference that points to the wrong rule sends the reader to the wrong place. When
    /// the English rules are renumbered (splice moved from 702.46 to 702.47), every
    /// translation that still says 702.46 must be updated.
    ///
    /// ## Example
    /// ```text
    /// warning[CR205]: reference to 702.46 here, 702.47 in en@2026-01-16 601.2b
    /// ```
    ///
    /// A reference of the English whose quoted title names another rule (an erratum of the
    /// English, `english-erratum`) matches a translation that cites either number.
    ///
    /// ## Precision
    /// 100% true (27 of 27: 6 on zh 2023, 21 on ko 2017, stale references such as 115.6 for
    /// 115.7 and 601.2e–h for 601.2f–h).
    pub static CHECK = {
        code: "CR205",
        name: "xref-mismatch",
        severity: Warning,
        run: run,
    };
}

fn key(r: &Reference, map: impl Fn(&RuleId) -> RuleId) -> (RuleId, Option<RuleId>) {
    (map(&r.target), r.end.as_ref().map(&map))
}

fn show(r: &Reference) -> String {
    match r.end {
        Some(e) => format!("{}–{}", r.target, e),
        None => r.target.to_string(),
    }
}

fn run(job: &Job<'_>, out: &mut Sink<'_>) {
    let d = job.doc;
    let ids: HashSet<RuleId> = d.rules.iter().map(|r| r.id).collect();
    for cp in &job.counterparts {
        let map = |id: &RuleId| {
            if ids.contains(id) {
                cp.align.map_id(id).unwrap_or(*id)
            } else {
                *id
            }
        };
        let titles = crate::lang::is_english(&cp.doc.lang)
            .then(|| super::english_erratum::Titles::of(cp.doc));
        for p in &cp.align.pairs {
            let (l, r) = (&d.rules[p.left], &cp.doc.rules[p.right]);
            if l.refs.is_empty() || r.refs.is_empty() {
                continue;
            }
            let a: Vec<_> = l.refs.iter().map(|x| key(x, map)).collect();
            // The English's erratum, where the translation cites the rule its title names.
            let b: Vec<_> = r
                .refs
                .iter()
                .map(|x| match titles.as_ref().and_then(|t| t.erratum(r, x)) {
                    Some((_, right)) if a.contains(&(right, None)) => (right, None),
                    _ => key(x, |i| *i),
                })
                .collect();
            let (only_a, only_b) = multiset_diff(&a, &b);
            for (&x, &y) in only_a.iter().zip(only_b.iter()) {
                let f = out.in_rule(
                    p.left,
                    l.refs[x].at,
                    vec![
                        ("here", show(&l.refs[x])),
                        ("there", show(&r.refs[y])),
                        ("counterpart", cp.doc.label()),
                        ("other", r.id.to_string()),
                    ],
                );
                f.suggestion = Some(show(&r.refs[y]));
                f.related.push(related(cp, p.right, Some(r.refs[y].at)));
            }
        }
    }
}
