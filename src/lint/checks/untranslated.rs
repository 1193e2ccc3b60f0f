use super::related;
use crate::document::Span;
use crate::lint::text::words;
use crate::lint::{Job, Sink};
use std::collections::HashSet;

crate::declare_check! {
    /// ## What it does
    /// Reports English left in a translation: a run of at least six words that the aligned
    /// English rule has word for word, with at least two English function words among them
    /// ("the", "of", "you"…), so that a card name ("Yawgmoth's Will"), a heading given in two
    /// languages (`701.19. 찾기 Search`) or a shared loanword is not taken for prose. Checked
    /// against the English version the translation follows.
    ///
    /// ## Why is this bad?
    /// A sentence pasted from the English and never translated is a sentence the reader of
    /// the translation cannot read; it is usually a rule updated in a hurry.
    ///
    /// ## Example
    /// ```text
    /// warning[CR405]: untranslated English: “If a player would draw a card, that player…”
    /// ```
    ///
    /// ## Precision
    /// 100% true (9 of 9: ko 2017 left the banding rules 702.21c–k in English; nothing on zh
    /// 2023 or the seeds). English glossed in brackets after its translation (`(put onto the
    /// battlefield with …)`) and lists of card names are not reported.
    pub static CHECK = {
        code: "CR405",
        name: "untranslated",
        severity: Warning,
        run: run,
    };
}

/// So many words in a row, the same in both texts, make a copied sentence.
const RUN: usize = 6;

/// English function words a run must hold.
const FUNCTION_WORDS: usize = 2;

fn is_latin_word(w: &str) -> bool {
    w.chars()
        .all(|c| c.is_ascii_alphabetic() || matches!(c, '\'' | '’' | '-'))
}

fn run(job: &Job<'_>, out: &mut Sink<'_>) {
    let d = job.doc;
    let Some(cp) = job.english() else {
        return;
    };
    let function: HashSet<&str> = crate::vocab::ENGLISH_FUNCTION_WORDS
        .iter()
        .copied()
        .collect();
    // The aligned pairs, and the rules left unpaired on both sides under the same number: a
    // rule pasted in English does not align with the translation's language.
    let right_only: std::collections::HashMap<_, usize> = cp
        .align
        .right_only
        .iter()
        .map(|&j| (cp.doc.rules[j].id, j))
        .collect();
    let pairs = cp.align.pairs.iter().map(|p| (p.left, p.right)).chain(
        cp.align
            .left_only
            .iter()
            .filter_map(|&i| Some((i, *right_only.get(&d.rules[i].id)?))),
    );
    for (left, right) in pairs {
        let (l, r) = (&d.rules[left], &cp.doc.rules[right]);
        let english: Vec<String> = words(r.text())
            .into_iter()
            .map(|(_, w)| w.to_lowercase())
            .collect();
        if english.len() < RUN {
            continue;
        }
        let grams: HashSet<&[String]> = english.windows(RUN).collect();
        let text = l.text();
        let mine: Vec<(Span, String)> = words(text)
            .into_iter()
            .map(|(s, w)| (s, w.to_lowercase()))
            .collect();
        let lower: Vec<String> = mine.iter().map(|(_, w)| w.clone()).collect();
        // Windows of consecutive Latin words (nothing but spaces and punctuation between
        // them) found in the English; overlapping windows make one stretch.
        let joined = |a: &Span, b: &Span| {
            text[a.end..b.start]
                .chars()
                .all(|c| !c.is_alphanumeric() && !crate::document::is_cjk(c))
        };
        let mut stretches: Vec<(usize, usize)> = Vec::new();
        for k in 0..mine.len().saturating_sub(RUN - 1) {
            let w = &mine[k..k + RUN];
            let latin = w.iter().all(|(_, x)| is_latin_word(x))
                && w.windows(2).all(|x| joined(&x[0].0, &x[1].0));
            if !latin || !grams.contains(&lower[k..k + RUN]) {
                continue;
            }
            match stretches.last_mut() {
                Some((_, end)) if *end >= k => *end = k + RUN,
                _ => stretches.push((k, k + RUN)),
            }
        }
        let quoted = quoted_spans(text);
        for (a, b) in stretches {
            // Prose, not names: function words in lower case, and most words in lower case.
            let original = |k: usize| &text[mine[k].0.start..mine[k].0.end];
            let lower = (a..b)
                .filter(|&k| original(k).starts_with(|c: char| c.is_lowercase()))
                .count();
            let n = (a..b).filter(|&k| function.contains(original(k))).count();
            if n < FUNCTION_WORDS || lower * 2 < b - a {
                continue;
            }
            // English quoted or glossed in brackets is a quotation, not an oversight.
            let at = mine[a].0.start;
            if quoted.iter().any(|q| q.start <= at && at < q.end) {
                continue;
            }
            let span = Span {
                start: mine[a].0.start,
                end: mine[b - 1].0.end,
            };
            let f = out.in_rule(
                left,
                span,
                vec![("text", crate::lint::text::excerpt(text, span, 80))],
            );
            f.related.push(related(cp, right, None));
        }
    }
}

/// The spans inside brackets or quotation marks (any script's), outermost only.
fn quoted_spans(text: &str) -> Vec<Span> {
    let mut out = Vec::new();
    let mut stack: Vec<(char, usize)> = Vec::new();
    for (i, c) in text.char_indices() {
        let close = match c {
            '(' => Some(')'),
            '[' => Some(']'),
            '（' => Some('）'),
            '「' => Some('」'),
            '『' => Some('』'),
            '【' => Some('】'),
            '“' => Some('”'),
            '«' => Some('»'),
            '"' if stack.last().is_none_or(|&(k, _)| k != '"') => Some('"'),
            _ => None,
        };
        if stack.last().is_some_and(|&(k, _)| k == c) {
            let (_, start) = stack.pop().expect("not empty");
            if stack.is_empty() {
                out.push(Span {
                    start,
                    end: i + c.len_utf8(),
                });
            }
        } else if let Some(k) = close {
            stack.push((k, i));
        }
    }
    // An opening mark never closed quotes nothing.
    out
}
