//! Sentences inside a rule, and their alignment across a rule pair, so the linter can say
//! which sentence is missing. Splitting knows rule numbers ("rule 601.2f.") and abbreviations
//! ("e.g.", "Cf.") are not sentence ends; CJK full stops are.

use super::dp;
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
/// words), digits and symbols, in order. Every sentence appears exactly once.
pub fn align(
    left: &str,
    right: &str,
    ctx: &super::Context,
) -> (Vec<Span>, Vec<Span>, Vec<SentencePair>) {
    let ls = split(left);
    let rs = split(right);
    let lf: Vec<Features> = ls
        .iter()
        .map(|s| features::of_text(&left[s.start..s.end], &[]))
        .collect();
    let rf: Vec<Features> = rs
        .iter()
        .map(|s| features::of_text(&right[s.start..s.end], &[]))
        .collect();
    let ltotal: f32 = lf.iter().map(|f| f.len as f32).sum::<f32>().max(1.0);
    let rtotal: f32 = rf.iter().map(|f| f.len as f32).sum::<f32>().max(1.0);
    // Within a pair, the ratio of the two texts is the best estimate of the length ratio.
    let ratio = if ls.len() > 1 && rs.len() > 1 {
        ltotal / rtotal
    } else {
        ctx.ratio
    };
    let score = |i: usize, j: usize| {
        let (a, b) = (&lf[i], &rf[j]);
        let r = (a.len.max(1) as f32 / b.len.max(1) as f32) / ratio;
        let mut num = 1.5 * (-1.5 * r.ln().abs()).exp();
        let mut den = 1.5;
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
    };
    let matched = dp::monotone(ls.len(), rs.len(), 0.3, score);
    let mut pairs = Vec::new();
    let (mut i, mut j) = (0, 0);
    for (a, b) in matched {
        while i < a {
            pairs.push((Some(i), None));
            i += 1;
        }
        while j < b {
            pairs.push((None, Some(j)));
            j += 1;
        }
        pairs.push((Some(a), Some(b)));
        i = a + 1;
        j = b + 1;
    }
    pairs.extend((i..ls.len()).map(|i| (Some(i), None)));
    pairs.extend((j..rs.len()).map(|j| (None, Some(j))));
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
}
