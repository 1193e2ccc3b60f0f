use crate::document::Span;
use crate::lint::text::excerpt;
use crate::lint::{Job, Sink};

crate::declare_check! {
    /// ## What it does
    /// Reports text that belongs to no rule: a forum thread pasted after a rule, notes,
    /// junk lines. Consecutive stray paragraphs are one finding.
    ///
    /// ## Why is this bad?
    /// Stray text ends up in the published rules as if it were part of the rule above it, or
    /// hides a rule whose number was lost. The parser never fails on it; the linter says
    /// where it is.
    ///
    /// ## Example
    /// The French seed has a forum debate after 601.2f:
    ///
    /// ```text
    /// warning[CR106]: text that belongs to no rule: "Mais vu que tu kick est de , tu payes X…" (5 paragraphs)
    /// ```
    ///
    /// ## Precision
    /// Information: 60% true as a warning (3 of 5: the French seed's forum thread and two
    /// Korean rules run into their text; the Korean glossary heading and a translator's “(생략)”
    /// were not defects), below the 90% a warning needs.
    pub static CHECK = {
        code: "CR106",
        name: "stray-text",
        severity: Info,
        run: run,
    };
}

fn run(job: &Job<'_>, out: &mut Sink<'_>) {
    let d = job.doc;
    let mut groups: Vec<(Span, usize)> = Vec::new();
    for s in &d.stray {
        let joins = groups.last().is_some_and(|(g, _)| {
            !d.rules
                .iter()
                .any(|r| r.span.start >= g.end && r.span.start < s.span.start)
                && !d
                    .headings
                    .iter()
                    .any(|h| h.span.start >= g.end && h.span.start < s.span.start)
        });
        if joins {
            let last = groups.last_mut().expect("non-empty");
            last.0.end = s.span.end;
            last.1 += 1;
        } else {
            groups.push((s.span, 1));
        }
    }
    for (span, n) in groups {
        let text = d.text[span.start..span.end].trim();
        let first = text.lines().next().unwrap_or("");
        out.at(
            None,
            span,
            vec![
                ("text", excerpt(first, Span { start: 0, end: 0 }, 60)),
                ("count", n.to_string()),
            ],
        );
    }
}
