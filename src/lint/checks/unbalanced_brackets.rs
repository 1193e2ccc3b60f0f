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
/// What is wrong with a mark.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Wrong {
    /// An opening mark never closed.
    Opening,
    /// A closing mark that closes nothing.
    Closing,
    /// A quotation mark written the wrong way round: an opening mark where the quotation
    /// it opened before should close (`“a“`), or a closing one where one should open
    /// (`”a”`). One defect, one finding, at the mark that is wrong.
    Reversed,
}

/// Quotation marks, whose two sides a slip of the keyboard swaps.
const QUOTES: &[char] = &['“', '「', '『', '«'];

pub fn unbalanced(text: &str) -> Vec<(Span, char, Wrong)> {
    let mut out = Vec::new();
    let mut stack: Vec<(usize, char)> = Vec::new();
    let mut straight: Vec<usize> = Vec::new();
    // Closing marks that closed nothing, in order.
    let mut stray: Vec<(usize, char)> = Vec::new();
    // For each kind of opening mark, where its open ones stand in `stack` (so that a closing
    // mark finds its match at once, whatever else is open: linear on any text).
    let mut of_kind: Vec<Vec<usize>> = vec![Vec::new(); PAIRS.len()];
    for (i, c) in text.char_indices() {
        if c == '"' {
            straight.push(i);
        } else if let Some(p) = PAIRS.iter().position(|p| p.0 == c) {
            of_kind[p].push(stack.len());
            stack.push((i, c));
        } else if let Some(p) = PAIRS.iter().position(|p| p.1 == c) {
            match of_kind[p].last().copied() {
                // Whatever opened after the match is unclosed.
                Some(k) => {
                    for &(j, o) in &stack[k + 1..] {
                        out.push((span(j, o), o, Wrong::Opening));
                        if let Some(q) = PAIRS.iter().position(|p| p.0 == o) {
                            of_kind[q].pop();
                        }
                    }
                    of_kind[p].pop();
                    stack.truncate(k);
                }
                None => stray.push((i, c)),
            }
        }
    }
    // Two quotation marks left open one after the other are one quotation whose closing
    // mark was typed as an opening one; two stray closing marks, one whose opening mark was
    // typed as a closing one.
    let mut k = 0;
    while k < stack.len() {
        let (j, o) = stack[k];
        if QUOTES.contains(&o) && stack.get(k + 1).is_some_and(|n| n.1 == o) {
            let (j2, _) = stack[k + 1];
            out.push((span(j2, o), o, Wrong::Reversed));
            k += 2;
        } else {
            out.push((span(j, o), o, Wrong::Opening));
            k += 1;
        }
    }
    let mut k = 0;
    while k < stray.len() {
        let (j, c) = stray[k];
        let opening = PAIRS.iter().find(|p| p.1 == c).map_or(c, |p| p.0);
        if QUOTES.contains(&opening) && stray.get(k + 1).is_some_and(|n| n.1 == c) {
            out.push((span(j, c), c, Wrong::Reversed));
            k += 2;
        } else {
            out.push((span(j, c), c, Wrong::Closing));
            k += 1;
        }
    }
    if straight.len() % 2 == 1 {
        let j = *straight.last().expect("odd count");
        out.push((span(j, '"'), '"', Wrong::Opening));
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
    for (at, c, wrong) in unbalanced(&body.text) {
        let kind = match wrong {
            Wrong::Opening => "opening",
            Wrong::Closing => "closing",
            Wrong::Reversed => "reversed",
        };
        // The mark it should be, for a reversed one.
        let other = PAIRS
            .iter()
            .find_map(|p| (p.0 == c).then_some(p.1).or((p.1 == c).then_some(p.0)))
            .unwrap_or(c);
        let f = out.in_joined(
            Some(rule),
            body,
            at,
            vec![
                ("mark", c.to_string()),
                ("kind", kind.into()),
                ("other", other.to_string()),
            ],
        );
        if wrong == Wrong::Reversed {
            f.suggestion = Some(other.to_string());
        }
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

    /// zh 2023 406.3: “牌面朝下被放逐“的牌 is one quotation whose closing mark was typed as an
    /// opening one: one finding, at the second mark.
    #[test]
    fn a_quotation_mark_typed_the_wrong_way_round_is_one_finding_at_that_mark() {
        let t = "任何牌手皆不能检视“牌面朝下被放逐“的牌。";
        let u = unbalanced(t);
        assert_eq!(u.len(), 1, "{u:?}");
        assert_eq!(u[0].2, super::Wrong::Reversed);
        assert_eq!(&t[u[0].0.start..u[0].0.end], "“");
        assert_eq!(u[0].0.start, t.rfind('“').unwrap());
        let t = "检视”牌面朝下被放逐”的牌";
        let u = unbalanced(t);
        assert_eq!(u.len(), 1, "{u:?}");
        assert_eq!(u[0].0.start, t.find('”').unwrap());
        // Two quotations each missing its end stay two findings only when they are not
        // one after the other: a lone opening mark is never closed.
        let u = unbalanced("“a");
        assert_eq!((u.len(), u[0].2), (1, super::Wrong::Opening));
    }
}
