//! Sentences inside a rule, and their alignment across a rule pair, so the linter can say
//! which sentence is missing. Splitting knows rule numbers ("rule 601.2f.") and abbreviations
//! ("e.g.", "Cf.") are not sentence ends; CJK full stops are.

use super::Context;
use super::features::{self, Features};
use crate::document::Span;

const ABBREVIATIONS: &[&str] = &[
    "e.g", "i.e", "cf", "Cf", "etc", "vs", "p.es", "ecc", "St", "Mr", "Mrs",
];

/// Sentence spans (byte ranges) of a text.
pub fn split(text: &str) -> Vec<Span> {
    let mut out = Vec::new();
    let mut start = 0;
    let b = text.as_bytes();
    for (i, c) in text.char_indices() {
        let end = i + c.len_utf8();
        let is_end = match c {
            '。' | '！' | '？' => true,
            '.' | '!' | '?' => {
                let next = text[end..].chars().next();
                let followed =
                    next.is_none_or(|n| n.is_whitespace() || n == '”' || n == '"' || n == ')');
                let word_before: &str = text[start..i]
                    .rsplit(|ch: char| ch.is_whitespace() || ch == '(')
                    .next()
                    .unwrap_or("");
                let after_digit = i > 0
                    && b[i - 1].is_ascii_digit()
                    && next.is_some_and(|n| n.is_ascii_alphanumeric());
                followed && !after_digit && !ABBREVIATIONS.contains(&word_before)
            }
            _ => false,
        };
        if is_end {
            // Keep closing quotes and brackets with the sentence.
            let mut e = end;
            for n in text[end..].chars() {
                if matches!(n, '”' | '"' | ')' | '’' | '」') {
                    e += n.len_utf8();
                } else {
                    break;
                }
            }
            if !text[start..e].trim().is_empty() {
                let lead = text[start..e].len() - text[start..e].trim_start().len();
                out.push(Span {
                    start: start + lead,
                    end: e,
                });
            }
            start = e;
        }
    }
    if !text[start..].trim().is_empty() {
        let lead = text[start..].len() - text[start..].trim_start().len();
        out.push(Span {
            start: start + lead,
            end: text.trim_end().len(),
        });
    }
    out
}

/// A sentence pair: indices into the left and right sentence lists; None on one side for a
/// sentence with no counterpart.
pub type SentencePair = (Option<usize>, Option<usize>);

/// Aligns the sentences of two texts (a rule and its counterpart) by length, cognates (or
/// words), digits, symbols and position, in order, allowing a sentence to pair with a block of
/// up to three on the other side. Every sentence appears in the pairs. Within a pair of rules,
/// the ratio of the two texts is the best estimate of the length ratio.
pub fn align(
    left: &str,
    right: &str,
    ctx: &super::Context,
) -> (Vec<Span>, Vec<Span>, Vec<SentencePair>) {
    let (ls, rs) = (split(left), split(right));
    let ratio = if ls.len() > 1 && rs.len() > 1 {
        let len = |t: &str, v: &[Span]| {
            v.iter()
                .map(|s| {
                    t[s.start..s.end]
                        .chars()
                        .filter(|c| !c.is_whitespace())
                        .count()
                })
                .sum::<usize>()
                .max(1) as f32
        };
        len(left, &ls) / len(right, &rs)
    } else {
        ctx.ratio
    };
    align_with_ratio(left, right, ratio, ctx)
}

/// Features of every block of `k` consecutive sentences, by first sentence.
fn block_features(text: &str, spans: &[Span], k: usize) -> Vec<Features> {
    spans
        .windows(k)
        .map(|w| features::of_text(&text[w[0].start..w[k - 1].end], &[]))
        .collect()
}

/// The largest block of sentences that may pair with one sentence.
const MAX_BLOCK: usize = 3;

/// Similarity of two blocks; `place` is how well their positions in the two rules agree, in
/// [0, 1] (translations keep the order and, mostly, the number of sentences).
fn score(a: &Features, b: &Features, place: f32, ratio: f32, ctx: &Context) -> f32 {
    let r = (a.len.max(1) as f32 / b.len.max(1) as f32) / ratio;
    let mut num = 1.5 * (-1.5 * r.ln().abs()).exp() + place;
    let mut den = 2.5;
    let text = if ctx.same_lang {
        features::dice(&a.words, &b.words)
    } else if ctx.cognates {
        features::dice(&a.stems, &b.stems).map(|d| (d * 2.5).min(1.0))
    } else {
        None
    };
    if let Some(t) = text {
        num += 2.0 * t;
        den += 2.0;
    }
    for (x, y) in [(&a.digits, &b.digits), (&a.symbols, &b.symbols)] {
        if !x.is_empty() || !y.is_empty() {
            num += features::dice(x, y).unwrap_or(0.0);
            den += 1.0;
        }
    }
    num / den
}

/// A pair below this score is worth less than two unpaired sentences.
const GAP: f32 = 0.3;
/// What joining two sentences costs, so that one-to-one wins a tie.
const MERGE: f32 = 0.05;

/// Aligns the sentences of two texts with a known length ratio: (left spans, right spans,
/// pairs). A sentence that joins another in a two-to-one block appears in a pair with the
/// other side's sentence.
pub fn align_with_ratio(
    left: &str,
    right: &str,
    ratio: f32,
    ctx: &Context,
) -> (Vec<Span>, Vec<Span>, Vec<SentencePair>) {
    let ls = split(left);
    let rs = split(right);
    let (n, m) = (ls.len(), rs.len());
    let lb: Vec<Vec<Features>> = (1..=MAX_BLOCK)
        .map(|k| block_features(left, &ls, k))
        .collect();
    let rb: Vec<Vec<Features>> = (1..=MAX_BLOCK)
        .map(|k| block_features(right, &rs, k))
        .collect();
    // best[i][j]: best value aligning the first i left and j right sentences.
    let w = m + 1;
    let mut best = vec![f32::NEG_INFINITY; (n + 1) * w];
    let mut from = vec![(0u8, 0u8); (n + 1) * w];
    best[0] = 0.0;
    for i in 0..=n {
        for j in 0..=m {
            let here = best[i * w + j];
            if here == f32::NEG_INFINITY {
                continue;
            }
            let mut relax = |di: usize, dj: usize, gain: f32| {
                let (ni, nj) = (i + di, j + dj);
                if ni <= n && nj <= m && here + gain > best[ni * w + nj] {
                    best[ni * w + nj] = here + gain;
                    from[ni * w + nj] = (di as u8, dj as u8);
                }
            };
            relax(1, 0, 0.0);
            relax(0, 1, 0.0);
            // Where a block stands in its rule: the middle of its sentences, in [0, 1].
            let place = |di: usize, dj: usize| {
                let x = (i as f32 + di as f32 / 2.0) / n as f32;
                let y = (j as f32 + dj as f32 / 2.0) / m as f32;
                (1.0 - 2.0 * (x - y).abs()).max(0.0)
            };
            if i < n && j < m {
                relax(
                    1,
                    1,
                    score(&lb[0][i], &rb[0][j], place(1, 1), ratio, ctx) - GAP,
                );
            }
            for k in 2..=MAX_BLOCK {
                let penalty = GAP + MERGE * (k - 1) as f32;
                if i + k <= n && j < m {
                    relax(
                        k,
                        1,
                        score(&lb[k - 1][i], &rb[0][j], place(k, 1), ratio, ctx) - penalty,
                    );
                }
                if i < n && j + k <= m {
                    relax(
                        1,
                        k,
                        score(&lb[0][i], &rb[k - 1][j], place(1, k), ratio, ctx) - penalty,
                    );
                }
            }
        }
    }
    let mut pairs = Vec::new();
    let (mut i, mut j) = (n, m);
    while i > 0 || j > 0 {
        let (di, dj) = from[i * w + j];
        let (di, dj) = (di as usize, dj as usize);
        match (di, dj) {
            (1, 0) => pairs.push((Some(i - 1), None)),
            (0, 1) => pairs.push((None, Some(j - 1))),
            _ => {
                for a in (0..di).rev() {
                    for b in (0..dj).rev() {
                        if a == 0 || b == 0 {
                            pairs.push((Some(i - di + a), Some(j - dj + b)));
                        }
                    }
                }
            }
        }
        i -= di;
        j -= dj;
    }
    pairs.reverse();
    (ls, rs, pairs)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(t: &str) -> Vec<&str> {
        split(t).iter().map(|s| &t[s.start..s.end]).collect()
    }

    #[test]
    fn splits_sentences_but_not_rule_numbers() {
        assert_eq!(
            texts("See rule 601.2f. Then pay (e.g. {2}). Done"),
            ["See rule 601.2f.", "Then pay (e.g. {2}).", "Done"]
        );
        assert_eq!(
            texts("它被视同{0}。它不能。"),
            ["它被视同{0}。", "它不能。"]
        );
        assert_eq!(
            texts("Then it becomes “locked in.” If effects"),
            ["Then it becomes “locked in.”", "If effects"]
        );
    }

    #[test]
    fn a_sentence_split_in_two_is_not_missing() {
        let ctx = Context {
            same_lang: true,
            cognates: false,
            ratio: 1.0,
        };
        let l = "The player pays the cost. Then the spell is cast and it goes on the stack.";
        let r = "The player pays the cost. Then the spell is cast. It goes on the stack.";
        let (_, _, pairs) = align_with_ratio(l, r, 1.0, &ctx);
        assert!(
            pairs.iter().all(|p| p.0.is_some() && p.1.is_some()),
            "{pairs:?}"
        );
        let r2 = "The player pays the cost. Nobody may respond to this at all, ever, in any game. Then the spell is cast and it goes on the stack.";
        let (_, rs, pairs) = align_with_ratio(l, r2, 1.0, &ctx);
        let lonely: Vec<_> = pairs.iter().filter(|p| p.0.is_none()).collect();
        assert_eq!(lonely.len(), 1);
        assert_eq!(lonely[0].1, Some(1));
        assert_eq!(rs.len(), 3);
    }
}
