use crate::document::{Joined, Span};
use crate::lint::{Job, Sink};

crate::declare_check! {
    /// ## What it does
    /// Reports a closing bracket with no opening one, an opening bracket never closed, and
    /// unpaired quotation marks, in each rule and each example: `( )`, `[ ]`, `（ ）`,
    /// `【 】`, `「 」`, `« »`, `“ ”` and straight double quotes.
    /// The English source is not checked: `cr lint` checks translations against it.
    ///
    /// ## Why is this bad?
    /// A parenthesis that closes nothing usually means that its opening half, and often the
    /// words after it, were lost; the reader cannot tell where the aside ends.
    ///
    /// ## Example
    /// The Italian seed's 601.2e: "Il costo totale è dato dal costo di mana, eventualmente
    /// sostituito con un costo alternativo), al quale…"
    ///
    /// ```text
    /// warning[CR401]: ")" closes nothing
    /// ```
    ///
    /// ## Precision
    /// 100% true (18 of 18: 9 on zh 2023, 8 on ko 2017, 1 on the seeds).
    pub static CHECK = {
        code: "CR401",
        name: "unbalanced-brackets",
        severity: Warning,
        run: run,
    };
}

const PAIRS: &[(char, char)] = &[
    ('(', ')'),
    ('[', ']'),
    ('（', '）'),
    ('【', '】'),
    ('「', '」'),
    ('『', '』'),
    ('«', '»'),
    ('“', '”'),
];

/// Unbalanced marks in a text: (byte range, the mark).
pub fn unbalanced(text: &str) -> Vec<(Span, char)> {
    let mut out = Vec::new();
    let mut stack: Vec<(usize, char)> = Vec::new();
    let mut straight: Vec<usize> = Vec::new();
    for (i, c) in text.char_indices() {
        if c == '"' {
            straight.push(i);
        } else if PAIRS.iter().any(|p| p.0 == c) {
            stack.push((i, c));
        } else if let Some(&(open, _)) = PAIRS.iter().find(|p| p.1 == c) {
            match stack.iter().rposition(|&(_, o)| o == open) {
                // Whatever opened after the match is unclosed.
                Some(k) => {
                    for &(j, o) in &stack[k + 1..] {
                        out.push((span(j, o), o));
                    }
                    stack.truncate(k);
                }
                None => out.push((span(i, c), c)),
            }
        }
    }
    for &(j, o) in &stack {
        out.push((span(j, o), o));
    }
    if straight.len() % 2 == 1 {
        let j = *straight.last().expect("odd count");
        out.push((span(j, '"'), '"'));
    }
    out.sort_by_key(|x| x.0.start);
    out
}

fn span(i: usize, c: char) -> Span {
    Span {
        start: i,
        end: i + c.len_utf8(),
    }
}

fn run(job: &Job<'_>, out: &mut Sink<'_>) {
    if job.is_english() {
        return;
    }
    for (i, r) in job.doc.rules.iter().enumerate() {
        let bodies = std::iter::once(&r.body).chain(r.examples.iter().map(|e| &e.body));
        for body in bodies {
            check(out, r.id, body);
        }
        let _ = i;
    }
}

fn check(out: &mut Sink<'_>, rule: crate::rule_id::RuleId, body: &Joined) {
    for (at, c) in unbalanced(&body.text) {
        let closing = PAIRS.iter().any(|p| p.1 == c);
        out.in_joined(
            Some(rule),
            body,
            at,
            vec![
                ("mark", c.to_string()),
                ("kind", if closing { "closing" } else { "opening" }.into()),
            ],
        );
    }
}

#[cfg(test)]
mod tests {
    use super::unbalanced;

    #[test]
    fn finds_the_closing_parenthesis_that_closes_nothing() {
        let t =
            "dato dal costo di mana, eventualmente sostituito con un costo alternativo), al quale";
        let u = unbalanced(t);
        assert_eq!(u.len(), 1);
        assert_eq!(u[0].1, ')');
        assert!(unbalanced("(see rule 601.2f) and “locked in.”").is_empty());
        assert_eq!(unbalanced("a “quote (b) c").len(), 1);
    }
}
