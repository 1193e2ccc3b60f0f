use super::{number_span, related};
use crate::document::Reference;
use crate::lint::{Job, Sink};
use crate::rule_id::RuleId;

crate::declare_check! {
    /// ## What it does
    /// Reports a rule reference of the English version that the aligned translated rule does
    /// not make at all: the English says "See rule 702.19" and the translation of that rule
    /// refers to no 702.19 (neither alone nor in a range). Only against the English version
    /// the translation follows (or the English given with `--against`, through the
    /// renumberings between the two); a reference replaced by another is
    /// the finding of xref-mismatch (CR205), not this one.
    ///
    /// ## Why is this bad?
    /// A dropped "See rule N" sentence leaves the reader without the rule that completes this
    /// one, and it is invisible to anyone who reads the translation alone.
    ///
    /// ## Example
    /// ```text
    /// warning[CR207]: no reference to 115.7 here; en@2023-10-13 115.3 refers to it
    /// ```
    ///
    /// ## Precision
    /// 100% true (27 of 27: 8 on zh 2023, 16 on ko 2017, 3 on the Italian seed, which drops
    /// every reference of 601.2b, 601.2e and 601.2f).
    pub static CHECK = {
        code: "CR207",
        name: "missing-xref",
        severity: Warning,
        run: run,
    };
}

/// A reference as the rules it names: its first and last (the same for one rule).
type Range = (RuleId, RuleId);

fn range(r: &Reference) -> Range {
    (r.target, r.end.unwrap_or(r.target))
}

/// True when range `outer` holds range `inner`.
fn holds(outer: Range, inner: Range) -> bool {
    outer.0 <= inner.0 && inner.1 <= outer.1
}

/// True when `text` writes the number `n` as a whole (not inside a longer number): the
/// second rule of a list that the reference reader does not take ("规则703和704").
fn mentions(text: &str, n: &str) -> bool {
    text.match_indices(n).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let after = text[i + n.len()..].chars().next();
        !before.is_some_and(|c| c.is_ascii_digit() || c == '.')
            && !after.is_some_and(|c| c.is_ascii_alphanumeric())
    })
}

fn run(job: &Job<'_>, out: &mut Sink<'_>) {
    let d = job.doc;
    let Some(cp) = job.english() else {
        return;
    };
    for p in &cp.align.pairs {
        let (l, r) = (&d.rules[p.left], &cp.doc.rules[p.right]);
        if r.refs.is_empty() {
            continue;
        }
        // The translation's references in the counterpart's numbering (references to rules
        // the bridge does not know are kept as they are).
        let m = |id: &RuleId| cp.bridged(id).unwrap_or(*id);
        let mine: Vec<Range> = l
            .refs
            .iter()
            .map(|x| (m(&x.target), m(&range(x).1)))
            .collect();
        let theirs: Vec<Range> = r.refs.iter().map(range).collect();
        // A reference of the translation that names none of the English ones replaces one
        // of them: that is xref-mismatch's finding.
        let replaced = mine
            .iter()
            .filter(|&&x| !theirs.iter().any(|&t| holds(x, t) || holds(t, x)))
            .count();
        let mut missing: Vec<String> = Vec::new();
        for t in &r.refs {
            let there = match t.end {
                Some(e) => format!("{}–{}", t.target, e),
                None => t.target.to_string(),
            };
            if mine.iter().any(|&x| holds(x, range(t)))
                || mentions(l.text(), &t.target.to_string())
                || missing.contains(&there)
            {
                continue;
            }
            missing.push(there);
        }
        let missing: Vec<String> = missing.into_iter().skip(replaced).collect();
        if missing.is_empty() {
            continue;
        }
        let f = out.at(
            Some(l.id),
            number_span(d, p.left),
            vec![
                ("count", missing.len().to_string()),
                ("there", missing.join(", ")),
                ("counterpart", cp.doc.label()),
                ("other", r.id.to_string()),
            ],
        );
        f.related.push(related(cp, p.right, None));
    }
}
