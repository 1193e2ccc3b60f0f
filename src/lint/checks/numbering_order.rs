use super::number_span;
use crate::lint::{Job, Sink};
use crate::rule_id::RuleId;

crate::declare_check! {
    /// ## What it does
    /// Reports rule numbers out of order, numbers skipped inside a complete document, and
    /// subrule letters `l` and `o`, which the Comprehensive Rules never use (they look like
    /// 1 and 0).
    ///
    /// ## Why is this bad?
    /// A number out of order or skipped is usually a typo in the number (601.2g after
    /// 601.2h), and it breaks every reference to it. Skips are only reported in complete
    /// documents: a text that quotes 601.2b and 601.2f skipped nothing.
    ///
    /// ## Example
    /// ```text
    /// 601.2k …
    /// 601.2l …   ← warning[CR105]: 601.2l uses the letter l, which rules skip
    /// ```
    pub static CHECK = {
        code: "CR105",
        name: "numbering-order",
        severity: Warning,
        run: run,
    };
}

fn letter_pos(l: u8) -> Option<usize> {
    crate::rule_id::letter_ordinal(l)
}

fn run(job: &Job<'_>, out: &mut Sink<'_>) {
    let d = job.doc;
    let complete = Job::complete(d);
    let mut prev: Option<RuleId> = None;
    for (i, r) in d.rules.iter().enumerate() {
        let id = r.id;
        let args = |kind: &str, prev: Option<RuleId>| {
            vec![
                ("rule", id.to_string()),
                ("kind", kind.to_owned()),
                ("previous", prev.map(|p| p.to_string()).unwrap_or_default()),
            ]
        };
        if let Some(l) = id.letter
            && matches!(l, b'l' | b'o')
        {
            out.at(Some(id), number_span(d, i), args("letter", None));
        }
        if let Some(p) = prev {
            if id < p {
                out.at(Some(id), number_span(d, i), args("order", Some(p)));
            } else if complete && id != p && skipped(p, id) {
                out.at(Some(id), number_span(d, i), args("skip", Some(p)));
            }
        }
        prev = Some(id);
    }
}

/// True when `cur` follows `prev` in the same subrule or chapter with a gap.
fn skipped(prev: RuleId, cur: RuleId) -> bool {
    if prev.chapter != cur.chapter {
        return false;
    }
    match (prev.sub, prev.letter, cur.sub, cur.letter) {
        // 601.2 then 601.2b: a missing.
        (Some(a), None, Some(b), Some(l)) if a == b => letter_pos(l).is_some_and(|k| k > 0),
        // 601.2b then 601.2d.
        (Some(a), Some(x), Some(b), Some(y)) if a == b => {
            matches!((letter_pos(x), letter_pos(y)), (Some(i), Some(j)) if j > i + 1)
        }
        // 601.2 or 601.2x then 601.4.
        (Some(a), _, Some(b), None) => b > a + 1,
        // 601.2x then 601.3a: 601.3 itself missing.
        (Some(a), _, Some(b), Some(_)) => b > a,
        _ => false,
    }
}
