use super::{number_span, related};
use crate::lint::{Job, Sink};

crate::declare_check! {
    /// ## What it does
    /// Pairs the translation's glossary with the glossary of the English version it follows
    /// (entry by entry, confirmed by the rules each definition refers to), then, for each
    /// English term, looks at every aligned rule pair whose English rule uses the term. When
    /// the translation's glossary rendering appears in at least 95% of the pairs and at least
    /// twenty times, the rules that render the term another way are reported, as information:
    /// a rule may rightly paraphrase (a pronoun for "the player").
    ///
    /// ## Why is this bad?
    /// A game term translated two ways reads as two different things: the player cannot
    /// tell whether "起动" and "启动" name the same action.
    ///
    /// ## Example
    /// ```text
    /// warning[CR404]: "activate" is "起动" in 212 of 214 rules, not here
    /// ```
    ///
    /// ## Precision
    /// Information: 29–35% true when labelled for issue 12.
    pub static CHECK = {
        code: "CR404",
        name: "terminology",
        severity: Info,
        run: run,
    };
}

fn run(job: &Job<'_>, out: &mut Sink<'_>) {
    let (Some(cp), Some(terms)) = (job.english(), job.term_uses()) else {
        return;
    };
    for t in terms {
        let uses = t.uses.len();
        if !t.reported() {
            continue;
        }
        let consistent = (uses - t.other.len()).to_string();
        for &k in &t.other {
            let p = &cp.align.pairs[k];
            let f = out.at(
                Some(job.doc.rules[p.left].id),
                number_span(job.doc, p.left),
                vec![
                    ("term", t.term.clone()),
                    ("rendering", t.rendering.clone()),
                    ("count", consistent.clone()),
                    ("total", uses.to_string()),
                ],
            );
            f.related.push(related(cp, p.right, None));
        }
    }
}
