use super::number_span;
use crate::lint::{Job, Related, Sink};
use std::collections::HashMap;

crate::declare_check! {
    /// ## What it does
    /// Reports a rule number used twice in one document.
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
    let mut first: HashMap<_, usize> = HashMap::new();
    for (i, r) in d.rules.iter().enumerate() {
        if let Some(&k) = first.get(&r.id) {
            let (line, _) = d.line_col(d.rules[k].span.start);
            let f = out.at(
                Some(r.id),
                number_span(d, i),
                vec![("rule", r.id.to_string()), ("line", line.to_string())],
            );
            f.related.push(Related::rule_of(d, k, None));
        } else {
            first.insert(r.id, i);
        }
    }
}
