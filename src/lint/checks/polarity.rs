use super::related;
use crate::document::Span;
use crate::lint::{Counterpart, Job, Sink};
use crate::vocab::{Language, Script, language};

crate::declare_check! {
    /// ## What it does
    /// Compares the negations and restrictions of each translated sentence with those of
    /// the English sentence it pairs with: "not", "can't", "no", "never", "unless",
    /// "except", "without" on the English side, the language's own on the other (不, 无法,
    /// 没有, 未, 除非 in Chinese; 않, 없, 못, 아니 in Korean: the `negations` of each
    /// language's row in `vocab.rs`, with the words that hold one without negating, such as
    /// 不同 "different" or 无色 "colorless", left out). A sentence pair where one side
    /// negates and the other does not is reported. Only whole translations are checked (the
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
    /// Information: weak, 4 of 25 true on zh 2023 (120.3a drops "without infect", 721.1
    /// "There is no monarch…", 702.56b "not any other instance"); most of the others pair
    /// the wrong sentences or say the same with other words. English negations that the
    /// translation renders as negations in under 90% of the sentences holding them are not
    /// checked, nor sentences with two (a restriction: "can't … except" is "only").
    pub static CHECK = {
        code: "CR307",
        name: "polarity",
        severity: Info,
        run: run,
    };
}

/// How many negations a text holds, in a language, and the first one found.
pub(crate) fn negations(lang: &Language, text: &str) -> (usize, Option<String>) {
    let mut t = text.to_lowercase().replace('’', "'");
    for n in lang.not_negations {
        if t.contains(n) {
            t = t.replace(n, &" ".repeat(n.len()));
        }
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
        for (_, w) in crate::lint::text::words(&t) {
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
/// Over at least this many sentences.
const MIN_USES: usize = 10;

fn run(job: &Job<'_>, out: &mut Sink<'_>) {
    let Some(cp) = job.english() else {
        return;
    };
    let (mine, theirs) = (language(&job.doc.lang), language(&cp.doc.lang));
    if mine.negations.is_empty() || theirs.negations.is_empty() || cp.meaning().is_empty() {
        return;
    }
    // Every sentence group with its counts, and how reliably each English negation is
    // rendered as a negation (learned from the groups that hold it alone).
    let mut found = Vec::new();
    let mut learned: std::collections::HashMap<String, (usize, usize)> = Default::default();
    for k in 0..cp.align.pairs.len() {
        let sp = &cp.sentences()[k];
        for (tg, en) in groups(cp, k) {
            let span = |v: &[usize], s: &[Span]| Span {
                start: s[v[0]].start,
                end: s[*v.last().expect("non-empty")].end,
            };
            let (ts, es) = (span(&tg, &sp.left), span(&en, &sp.right));
            let (nt, _) = negations(mine, &sp.left_text[ts.start..ts.end]);
            let (ne, fe) = negations(theirs, &sp.right_text[es.start..es.end]);
            if ne == 1 {
                let e = learned.entry(fe.clone().unwrap_or_default()).or_default();
                e.0 += usize::from(nt > 0);
                e.1 += 1;
            }
            // Two negations make a restriction ("can't … except", "doesn't … unless") that a
            // translation may say without one ("only").
            if ne == 1 && nt == 0 {
                found.push((k, ts, es, fe.unwrap_or_default()));
            }
        }
    }
    for (k, ts, es, word) in found {
        let Some(&(hit, n)) = learned.get(&word) else {
            continue;
        };
        if n < MIN_USES || (hit as f32) < RELIABLE * n as f32 {
            continue;
        }
        let p = &cp.align.pairs[k];
        let f = out.in_rule(
            p.left,
            ts,
            vec![("change", "lost".to_owned()), ("word", word)],
        );
        f.related.push(related(cp, p.right, Some(es)));
    }
}
