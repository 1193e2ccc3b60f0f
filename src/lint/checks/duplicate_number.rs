use super::number_span;
use crate::lint::{Job, Related, Sink};
use std::collections::HashMap;

crate::declare_check! {
    /// ## What it does
    /// Reports a rule number used twice in one document, at the occurrence that is wrong:
    /// the one the English does not have under that number (the other one's line is in
    /// the message); the second one when the English cannot tell.
    ///
    /// ## Why is this bad?
    /// A reference to that number is ambiguous, and one of the two rules usually has a typo
    /// in its number (601.2e twice where the second should be 601.2f).
    ///
    /// ## Example
    /// ```text
    /// 601.2e Le joueur détermine le coût total…
    /// 601.2e Si le coût total inclut un paiement de mana…   ← error[CR104]
    /// ```
    ///
    /// ## Precision
    /// 100% true (8 of 8 on ko 2017).
    pub static CHECK = {
        code: "CR104",
        name: "duplicate-number",
        severity: Error,
        run: run,
    };
}

fn run(job: &Job<'_>, out: &mut Sink<'_>) {
    let d = job.doc;
    let english = job.english();
    // True when rule `i` is the rule of that number in the English (paired with it).
    let right_number = |i: usize| {
        english.is_some_and(|cp| {
            cp.align
                .of_left(i)
                .is_some_and(|p| cp.doc.rules[p.right].id == d.rules[i].id)
        })
    };
    let mut first: HashMap<_, usize> = HashMap::new();
    for (i, r) in d.rules.iter().enumerate() {
        if let Some(&k) = first.get(&r.id) {
            // The first is the slip when the English has the second under that number.
            let (wrong, other) = if right_number(i) && !right_number(k) {
                (k, i)
            } else {
                (i, k)
            };
            let (line, _) = d.line_col(d.rules[other].span.start);
            let f = out.at(
                Some(r.id),
                number_span(d, wrong),
                vec![("rule", r.id.to_string()), ("line", line.to_string())],
            );
            f.related.push(Related::rule_of(d, other, None));
        } else {
            first.insert(r.id, i);
        }
    }
}
