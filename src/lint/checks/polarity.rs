use super::related;
use crate::document::Span;
use crate::lint::{Counterpart, Job, Severity, Sink};
use crate::vocab::{Language, Script, language};

crate::declare_check! {
    /// ## What it does
    /// Compares the negations and restrictions of each translated sentence with those of
    /// the English sentence it pairs with: "not", "can't", "no", "never", "unless",
    /// "except", "without" on the English side, the language's own on the other (不, 无法,
    /// 没有, 未, 除非 in Chinese; 않, 없, 못, 아니 in Korean: the `negations` of each
    /// language's row in `vocab.rs`, with the words that hold one without negating, such as
    /// 不同 "different", 无色 "colorless", 非瑞克西亚 "Phyrexian" or 不合法 "illegal", left out
    /// unless they end a longer negation: 并非战斗 "is not combat"; English negations left in
    /// a Chinese or Korean text count too). A sentence pair where one side negates and the
    /// other does not is reported, unless the translated sentence says the negation another
    /// way (`restrictions` in `vocab.rs`: 只 "only", 空 "empty", 防止 "prevent"; 예외
    /// "exception", 방지 "prevent"). Only whole translations are checked (the
    /// model of the translation must have been learned: a fragment is not checked).
    ///
    /// ## Why is this bad?
    /// A lost negation turns a rule upside down with every word of it still there: "This is
    /// not a state-based action" read as "this is a state-based action"; "can't attack
    /// unless some condition is met" as "can't attack if the condition is met".
    ///
    /// ## Example
    /// ```text
    /// info[CR307]: the English sentence negates (“not”) and its translation does not
    /// ```
    ///
    /// ## Precision
    /// A **warning** where the loss is sure: the translation renders that English
    /// negation with one of its own in at least 95 in 100 of the sentences holding it alone,
    /// the whole translated rule has fewer negations than its English (so the negation is
    /// not in another sentence paired wrongly), the English sentence says no restriction,
    /// bound or concession ("only", "until", "more than", "even if"…, which a translation
    /// may say without a negation: 只能, 直到, "even if it has changed"), and the
    /// translated sentence holds no negating word the language's list sets aside (无色,
    /// 无论). Warnings: 2 of
    /// 2 true on zh 2023 and 2 of 2 on zh 2022 (120.3a drops "without infect", 702.56b
    /// "not any other instance"), none on ko 2017; 6 of 10 negations removed at random from
    /// zh 2023 (`不能` → `能`…; the three others are of "don't", which the ten losses
    /// injected bring under 95 in 100). Information otherwise: weak (1 of the 10 on zh 2023
    /// true, 721.1; the others pair the wrong sentences or say the same with a word the
    /// lists set aside: "no color" as 无色 "colorless"; the sentences holding a restriction
    /// word, no longer reported, were 11 more on zh 2023, none true). English
    /// negations that the translation renders as negations in under 90% of the sentences
    /// holding them are not checked, nor sentences with two (a restriction: "can't …
    /// except" is "only").
    pub static CHECK = {
        code: "CR307",
        name: "polarity",
        severity: Warning,
        run: run,
        reads_model: true,
    };
}

/// How many negations a text holds, in a language, and the first one found.
pub(crate) fn negations(lang: &Language, text: &str) -> (usize, Option<String>) {
    let mut t = text.to_lowercase().replace('’', "'");
    for n in lang.not_negations {
        if !t.contains(n) {
            continue;
        }
        // Set aside where it does not end a longer negation: 非战斗 "noncombat", but not
        // in 并非战斗 "is not combat".
        let at: Vec<usize> = t
            .match_indices(n)
            .map(|(i, _)| i)
            .filter(|&i| {
                let first = n.chars().next().map_or(0, char::len_utf8);
                !lang.negations.iter().any(|m| {
                    m.len() > first && m.ends_with(&n[..first]) && t[..i + first].ends_with(m)
                })
            })
            .collect();
        let mut b = t.into_bytes();
        for i in at {
            b[i..i + n.len()].fill(b' ');
        }
        t = String::from_utf8(b).unwrap_or_default();
    }
    let mut count = 0;
    let mut first = None;
    if lang.script == Script::Cjk {
        for n in lang.negations {
            let c = t.matches(n).count();
            if c > 0 && first.is_none() {
                first = Some((*n).to_owned());
            }
            count += c;
        }
        // A negation inside a longer one ("除非" holds "除") counts once.
        for n in lang.negations {
            for m in lang.negations {
                if n != m && m.contains(n) {
                    count -= t.matches(m).count() * m.matches(n).count();
                }
            }
        }
    } else {
        for (_, w) in crate::text::words(&t) {
            // A contraction ("n't") ends a word ("can't", "don't"); any other is a word.
            let neg = lang.negations.iter().any(|n| {
                if n.strip_prefix('n').is_some_and(|x| x.starts_with('\'')) {
                    w.ends_with(n)
                } else {
                    w == *n
                }
            });
            if neg {
                count += 1;
                if first.is_none() {
                    first = Some(w.to_owned());
                }
            }
        }
    }
    (count, first)
}

/// How many negations a translated text holds: its language's, and, in a text of another
/// script, English ones left in it (a quoted “can't” in Korean).
fn translated_negations(mine: &Language, theirs: &Language, text: &str) -> usize {
    let own = negations(mine, text).0;
    if mine.script == Script::Cjk {
        own + negations(theirs, text).0
    } else {
        own
    }
}

/// The sentence pairs of a rule pair as groups joined where one sentence pairs with two:
/// (translated sentences, English sentences), each side non-empty.
pub(crate) fn groups(cp: &Counterpart<'_>, k: usize) -> Vec<(Vec<usize>, Vec<usize>)> {
    let sp = &cp.sentences()[k];
    let mut out: Vec<(Vec<usize>, Vec<usize>)> = Vec::new();
    for &(a, b) in &sp.pairs {
        let (Some(a), Some(b)) = (a, b) else {
            continue;
        };
        match out.last_mut() {
            Some((x, y)) if x.last() == Some(&a) || y.last() == Some(&b) => {
                if x.last() != Some(&a) {
                    x.push(a);
                }
                if y.last() != Some(&b) {
                    y.push(b);
                }
            }
            _ => out.push((vec![a], vec![b])),
        }
    }
    out
}

/// A negation of the English that the translation renders with one of its own at least
/// this often (in sentences holding no other English negation) is expected to be rendered.
const RELIABLE: f32 = 0.9;
/// At least this often, the loss is a warning (when the rules agree, below).
const WARN_RELIABLE: f32 = 0.95;
/// Over at least this many sentences.
const MIN_USES: usize = 10;
/// English words that make a negation a restriction or a bound, which a translation may
/// say without a negation: "doesn't end until" (持续直到), "only where it's not
/// forbidden" (只有在…允许), "may not affect more than one" (只能至多).
const RESTRICTING: &[&str] = &[
    // A concession ("even if it isn't the appropriate characteristic") is said as often
    // the other way round ("even if it has changed").
    "even if",
    "only",
    "until",
    "more than",
    "fewer than",
    "less than",
    "greater than",
];

/// True when a lowercased English text holds one of [`RESTRICTING`] at the start of a word.
fn restricting(english: &str) -> bool {
    let lower = english.to_lowercase();
    RESTRICTING.iter().any(|r| {
        lower
            .match_indices(r)
            .any(|(i, _)| !lower[..i].ends_with(char::is_alphabetic))
    })
}

/// A negation lost: the translated sentence group, its English, the English negation, and
/// whether the rest of the pair agrees that it is lost (see [`run`]).
struct Lost {
    pair: usize,
    tg: Span,
    en: Span,
    word: String,
    sure: bool,
}

fn run(job: &Job<'_>, out: &mut Sink<'_>) {
    let Some((cp, model)) = job.meaning() else {
        return;
    };
    let (mine, theirs) = (language(&job.doc.lang), language(&cp.doc.lang));
    if mine.negations.is_empty() || theirs.negations.is_empty() {
        return;
    }
    // Every sentence group with its counts, and how reliably each English negation is
    // rendered as a negation (learned from the groups that hold it alone).
    let mut found: Vec<Lost> = Vec::new();
    let mut learned: std::collections::HashMap<String, (usize, usize)> = Default::default();
    for k in 0..cp.align.pairs.len() {
        let sp = &cp.sentences()[k];
        // The negations of the whole rules: a negation the sentence pairs do not match
        // may be in another sentence of the rule (sentences paired wrongly). Counted only
        // for a rule with a negation lost.
        let whole = std::cell::OnceCell::new();
        let whole = || {
            *whole.get_or_init(|| {
                translated_negations(mine, theirs, &sp.left_text)
                    < negations(theirs, &sp.right_text).0
            })
        };
        for (tg, en) in groups(cp, k) {
            let span = |v: &[usize], s: &[Span]| Span {
                start: s[v[0]].start,
                end: s[*v.last().expect("non-empty")].end,
            };
            let (ts, es) = (span(&tg, &sp.left), span(&en, &sp.right));
            // Only an English sentence with one negation is learned from or checked (two
            // make a restriction, "can't … except", that a translation may say without one:
            // "only").
            let english = &sp.right_text[es.start..es.end];
            let (ne, fe) = negations(theirs, english);
            if ne != 1 {
                continue;
            }
            let text = &sp.left_text[ts.start..ts.end];
            // A sentence with nothing of the translation's script is English left as it
            // was (`untranslated`'s).
            if !model.target_ids_in(k, ts).1 {
                continue;
            }
            let nt = translated_negations(mine, theirs, text);
            let e = learned.entry(fe.clone().unwrap_or_default()).or_default();
            e.0 += usize::from(nt > 0);
            e.1 += 1;
            // A translated sentence that says the negation another way (只 "only", 空
            // "empty") has not lost it: not reported.
            let restricted = mine.restrictions.iter().any(|n| text.contains(n));
            if nt == 0 && !restricted {
                // Sure when the whole translated rule has fewer negations than its English,
                // the English says no restriction or bound, and the translated sentence
                // holds no negating word the language's list sets aside (无色 colourless,
                // 无论 regardless: the negation may be in it).
                let sure = whole()
                    && !restricting(english)
                    && !mine.not_negations.iter().any(|n| text.contains(n));
                found.push(Lost {
                    pair: k,
                    tg: ts,
                    en: es,
                    word: fe.unwrap_or_default(),
                    sure,
                });
            }
        }
    }
    for lost in found {
        let Some(&(hit, n)) = learned.get(&lost.word) else {
            continue;
        };
        if n < MIN_USES || (hit as f32) < RELIABLE * n as f32 {
            continue;
        }
        let p = &cp.align.pairs[lost.pair];
        let f = out.in_rule(
            p.left,
            lost.tg,
            vec![("change", "lost".to_owned()), ("word", lost.word)],
        );
        // A warning where the translation renders that negation almost always and the rest
        // of the pair agrees that it is lost.
        if !lost.sure || (hit as f32) < WARN_RELIABLE * n as f32 {
            f.severity = Severity::Info;
        }
        f.related.push(related(cp, p.right, Some(lost.en)));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_that_hold_a_negation_without_negating_are_not_counted() {
        let zh = language("zh");
        // Phyrexian (非瑞克西亚) and illegal (非法, 不合法) are no negation; 不能 is one.
        assert_eq!(negations(zh, "非瑞克西亚法术力符号").0, 0);
        assert_eq!(negations(zh, "该目标不合法，或是非法目标").0, 0);
        assert_eq!(negations(zh, "该生物不能攻击").0, 1);
        // Set aside, except where it ends a longer negation: 并非 "is not".
        assert_eq!(negations(zh, "非战斗伤害").0, 0);
        assert_eq!(negations(zh, "并非战斗伤害").0, 1);
        // Korean 불가능 "impossible" negates; English left in a Korean text is counted.
        let (ko, en) = (language("ko"), language("en"));
        assert_eq!(
            negations(ko, "같은 목표를 여러 번 지정하는 것은 불가능합니다").0,
            1
        );
        assert_eq!(translated_negations(ko, en, "일부 \"Can't\" 효과는"), 1);
    }
}
