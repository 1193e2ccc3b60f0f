//! Sentences inside a rule, and their alignment across a rule pair, so the linter can say
//! which sentence is missing. This is the one sentence segmenter of the project.
//!
//! What ends a sentence: `.`, `!`, `?` followed by white space (or the end), and the CJK full
//! stops `。！？`. What does not: rule numbers ("rule 601.2f."), abbreviations ("e.g.",
//! "Cf."), an ellipsis (". . .", "…"), a full stop followed by a lowercase word, and anything
//! inside quotation marks (a quoted ability is part of the sentence that quotes it). A
//! sentence that ends with a quotation ("becomes “locked in.” If…", "…加{G}。”如果…") ends
//! after the closing mark, unless what follows continues it: a Korean particle
//! (`…."를 의미합니다.`, `."라는`), a Chinese `的`, a comma.

use super::Context;
use super::features::{self, Features};
use crate::document::Span;

/// Words that a full stop follows without ending the sentence (without the stop). "etc." is
/// not one: it ends "…, la défausse de cartes, etc. Le coût total…" (fr 601.2f), and a
/// lowercase word after it ("dice, etc.) to do so") goes on anyway.
const ABBREVIATIONS: &[&str] = &[
    "e.g", "i.e", "cf", "Cf", "vs", "p.es", "ecc", "St", "Mr", "Mrs", "Dr", "p.ej", "z.B", "bzw",
    "ca", "Nr", "Sr", "Sra",
];

/// Opening and closing quotation marks that may hold a sentence of their own.
const QUOTES: &[(char, char)] = &[
    ('“', '”'),
    ('「', '」'),
    ('『', '』'),
    ('«', '»'),
    ('„', '“'),
];

/// Characters that, right after a closing quotation mark, continue the sentence that quotes:
/// Chinese particles and conjunctions, punctuation inside a sentence.
const CONTINUES_CJK: &str = "的，、；：,;:和与或及则之中等时为是里后前";

/// Closing marks kept with the sentence they end.
fn is_closer(c: char) -> bool {
    matches!(
        c,
        '”' | '"' | ')' | '’' | '」' | '』' | '）' | '»' | ']' | '】'
    )
}

fn is_hangul(c: char) -> bool {
    matches!(c as u32, 0xAC00..=0xD7AF | 0x1100..=0x11FF | 0x3130..=0x318F)
}

/// The byte ranges inside quotation marks (opening mark to closing mark, both included).
/// Straight quotes pair in order; a mark with no partner in the text opens nothing.
fn quoted(text: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut straight: Option<usize> = None;
    let mut open: Vec<(usize, char)> = Vec::new();
    for (i, c) in text.char_indices() {
        if c == '"' {
            // A straight quote opens after a space, a bracket or punctuation (not after a
            // letter: `"추가로in addition"라는` closes after one), else it closes.
            let prev = text[..i].chars().next_back();
            let opens = prev.is_none_or(|p| p.is_whitespace() || "([（:：,，".contains(p));
            match straight {
                Some(s) => {
                    out.push((s, i + 1));
                    straight = None;
                }
                None if opens => straight = Some(i),
                None => {}
            }
        } else if let Some(&(o, cl)) = QUOTES.iter().find(|q| q.0 == c || q.1 == c) {
            // „ closes with “: a mark that both opens and closes is treated as closing when
            // something is open.
            if c == cl
                && let Some(k) = open.iter().rposition(|&(_, want)| want == c)
            {
                let (s, _) = open[k];
                open.truncate(k);
                out.push((s, i + c.len_utf8()));
                continue;
            }
            if c == o {
                open.push((i, cl));
            }
        }
    }
    // Keep the outermost ranges only.
    out.sort();
    let mut merged: Vec<(usize, usize)> = Vec::new();
    for r in out {
        match merged.last_mut() {
            Some(l) if r.0 < l.1 => l.1 = l.1.max(r.1),
            _ => merged.push(r),
        }
    }
    merged
}

/// Whether the full stop at byte `i` is part of an ellipsis (". . ." or "...").
fn in_ellipsis(text: &str, i: usize) -> bool {
    let before = text[..i].trim_end_matches(' ');
    let after = text[i + 1..].trim_start_matches(' ');
    before.ends_with('.') || after.starts_with('.') || after.starts_with('…')
}

/// Sentence spans (byte ranges) of a text.
pub fn split(text: &str) -> Vec<Span> {
    let quotes = quoted(text);
    let mut out = Vec::new();
    let mut start = 0;
    let b = text.as_bytes();
    let push = |s: usize, e: usize, out: &mut Vec<Span>| {
        let piece = &text[s..e];
        if !piece.trim().is_empty() {
            let lead = piece.len() - piece.trim_start().len();
            out.push(Span {
                start: s + lead,
                end: s + piece.trim_end().len(),
            });
        }
    };
    let mut iter = text.char_indices().peekable();
    while let Some((i, c)) = iter.next() {
        let end = i + c.len_utf8();
        let candidate = match c {
            '。' | '！' | '？' => true,
            '.' | '!' | '?' => {
                let next = text[end..].chars().next();
                let followed = next.is_none_or(|n| n.is_whitespace() || is_closer(n));
                let word_before: &str = text[start..i]
                    .rsplit(|ch: char| ch.is_whitespace() || ch == '(' || ch == '（')
                    .next()
                    .unwrap_or("");
                let after_digit = i > 0
                    && b[i - 1].is_ascii_digit()
                    && next.is_some_and(|n| n.is_ascii_alphanumeric());
                // The last full stop of an ellipsis ends a quotation (". . . .” Such
                // abilities"); the others never end anything.
                let ellipsis = c == '.' && in_ellipsis(text, i);
                let last_of_ellipsis = ellipsis
                    && !text[end..].trim_start_matches(' ').starts_with('.')
                    && next.is_some_and(is_closer);
                followed
                    && !after_digit
                    && (!ellipsis || last_of_ellipsis)
                    && !ABBREVIATIONS.contains(&word_before)
            }
            _ => false,
        };
        if !candidate {
            continue;
        }
        // Keep closing quotes and brackets with the sentence.
        let mut e = end;
        for n in text[end..].chars() {
            if is_closer(n) {
                e += n.len_utf8();
            } else {
                break;
            }
        }
        // Inside a quotation that goes on: not an end.
        if quotes.iter().any(|&(s, qe)| s < i && e < qe) {
            continue;
        }
        let rest = &text[e..];
        let next = rest.chars().next();
        let continues = match next {
            None => false,
            // "…shuffle." and then: a lowercase word goes on.
            Some(n) if n.is_whitespace() => rest
                .trim_start()
                .chars()
                .next()
                .is_some_and(char::is_lowercase),
            // A Korean particle, a Chinese `的`, a comma right after the quotation.
            Some(n) => {
                is_hangul(n)
                    || CONTINUES_CJK.contains(n)
                    || (c.is_ascii() && e > end && n.is_alphanumeric())
            }
        };
        if continues {
            continue;
        }
        push(start, e, &mut out);
        start = e;
        while iter.peek().is_some_and(|&(k, _)| k < e) {
            iter.next();
        }
    }
    push(start, text.len(), &mut out);
    out
}

/// Markers of a translator's note: what follows is added on purpose and has no counterpart.
const NOTE_MARKERS: &[&str] = &[
    "译注",
    "譯註",
    "譯注",
    "訳注",
    "역주",
    "역자 주",
    "역자주",
    "번역자 주",
    "N.d.T",
    "NdT",
    "N.d.R",
    "Anm. d. Ü",
];

/// Markers of an example written into the rule's own paragraph rather than after it.
const EXAMPLE_MARKERS: &[&str] = &[
    "Example:",
    "例如：",
    "例：",
    "Exemple :",
    "Esempio:",
    "Ejemplo:",
];

/// Byte ranges of a rule's text that are not the rule: translator's notes (the bracketed
/// group that holds the marker, else the sentence from the marker on: `（译注：…）`,
/// `(번역자 주-…)`) and an example run into the body (from its marker to the end). The
/// sentence checks leave them out.
pub fn asides(text: &str) -> Vec<Span> {
    let mut out = Vec::new();
    for m in NOTE_MARKERS {
        for (at, _) in text.match_indices(m) {
            let before = text[..at].trim_end_matches([' ', '[', '【']);
            let open = before
                .chars()
                .next_back()
                .filter(|c| matches!(c, '(' | '（'));
            let span = match open {
                Some(o) => {
                    let start = before.len() - o.len_utf8();
                    let mut depth = 0usize;
                    let mut end = text.len();
                    for (k, c) in text[start..].char_indices() {
                        match c {
                            '(' | '（' => depth += 1,
                            ')' | '）' => {
                                depth -= 1;
                                if depth == 0 {
                                    end = start + k + c.len_utf8();
                                    break;
                                }
                            }
                            _ => {}
                        }
                    }
                    Span { start, end }
                }
                None => {
                    let end = split(text)
                        .into_iter()
                        .find(|s| s.start <= at && at < s.end)
                        .map_or(text.len(), |s| s.end);
                    Span { start: at, end }
                }
            };
            out.push(span);
        }
    }
    if let Some(at) = EXAMPLE_MARKERS.iter().filter_map(|m| text.find(m)).min()
        && at > 0
    {
        out.push(Span {
            start: at,
            end: text.len(),
        });
    }
    // One note found by two markers ("번역자 주" holds "역자 주") is one aside.
    out.sort_by_key(|s| (s.start, std::cmp::Reverse(s.end)));
    let mut kept: Vec<Span> = Vec::with_capacity(out.len());
    for s in out {
        match kept.last_mut() {
            Some(k) if s.start < k.end => k.end = k.end.max(s.end),
            _ => kept.push(s),
        }
    }
    kept
}

/// A text with its asides ([`asides`]) blanked out, byte for byte.
pub fn without_asides(text: &str) -> String {
    let mut b = text.as_bytes().to_vec();
    for s in asides(text) {
        b[s.start..s.end].fill(b' ');
    }
    String::from_utf8(b).unwrap_or_else(|_| text.to_owned())
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
/// The features of every block of `k` consecutive sentences, from the features of each
/// sentence (`units`). Sentences are cut after their closing punctuation and only white space
/// lies between two of them, so no word, bigram or number crosses a boundary: a block's words,
/// stems and numbers are those of its sentences, its length their sum. (The block's `exact`
/// hash is not kept: [`score`] does not read it.)
fn block_features(units: &[Features], k: usize) -> Vec<Features> {
    if k == 1 {
        return units.to_vec();
    }
    units
        .windows(k)
        .map(|w| {
            let mut f = Features::default();
            for u in w {
                f.words.extend_from_slice(&u.words);
                f.stems.extend_from_slice(&u.stems);
                f.digits.extend_from_slice(&u.digits);
                f.len += u.len;
            }
            f.words.sort_unstable();
            f.words.dedup();
            f.stems.sort_unstable();
            f.stems.dedup();
            f.digits.sort_unstable();
            f
        })
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
    // Words count only between texts that share them ([`score`]).
    let words = ctx.same_lang || ctx.cognates;
    let units = |text: &str, spans: &[Span]| -> Vec<Features> {
        spans
            .iter()
            .map(|s| {
                let t = &text[s.start..s.end];
                if words {
                    features::of_text(t, &[])
                } else {
                    features::shape_of_text(t)
                }
            })
            .collect()
    };
    let (lu, ru) = (units(left, &ls), units(right, &rs));
    let lb: Vec<Vec<Features>> = (1..=MAX_BLOCK).map(|k| block_features(&lu, k)).collect();
    let rb: Vec<Vec<Features>> = (1..=MAX_BLOCK).map(|k| block_features(&ru, k)).collect();
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

    /// The text of a rule of a bundled document, without its number.
    fn rule(spec: &str, id: &str) -> String {
        let d = crate::corpus::load(spec).unwrap();
        let id: crate::rule_id::RuleId = id.parse().unwrap();
        d.rules
            .iter()
            .find(|r| r.id == id)
            .unwrap_or_else(|| panic!("{spec} {id}"))
            .text()
            .to_owned()
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
    }

    /// en 2023 102.4 and 107.5: a full stop before a closing quote ends the sentence.
    #[test]
    fn english_full_stop_before_a_closing_quote() {
        let text = rule("en@2023-10-13", "102.4");
        let s = texts(&text);
        assert_eq!(
            s,
            [
                "A spell or ability may use the term “your team” as shorthand for “you and/or your teammates.”",
                "In a game that isn’t a multiplayer game between teams, “your team” means the same thing as “you.”"
            ]
        );
        let text = rule("en@2023-10-13", "107.5");
        let s = texts(&text);
        assert_eq!(
            s[1],
            "The tap symbol in an activation cost means “Tap this permanent.”"
        );
        assert_eq!(s.len(), 5, "{s:?}");
    }

    /// en 2023 119.9: ". . . ." ends a quotation and the sentence; the dots before do not.
    #[test]
    fn english_ellipses() {
        let text = rule("en@2023-10-13", "119.9");
        let s = texts(&text);
        assert_eq!(s.len(), 3, "{s:?}");
        assert!(s[0].ends_with("gains life, . . . .”"), "{s:?}");
        // en 2023 111.9: “create [name], a . . .” and list… stays inside its sentence.
        let text = rule("en@2023-10-13", "111.9");
        let s = texts(&text);
        assert_eq!(s.len(), 3, "{s:?}");
        assert!(s[1].contains("a . . .” and list"), "{s:?}");
        // en 2023 103.1: "(flipping a coin, rolling dice, etc.) to do so" goes on.
        let text = rule("en@2023-10-13", "103.1");
        let s = texts(&text);
        assert!(s.iter().any(|x| x.contains("etc.) to do so.")), "{s:?}");
    }

    /// zh 2023 111.10b: a quoted ability ending in 。” followed by 的 is inside the sentence;
    /// 119.9: "……”。" ends one; 406.3: an unbalanced “ does not swallow the rule.
    #[test]
    fn chinese_quotes_and_ellipses() {
        assert_eq!(texts(&rule("zh@2023-10-13", "111.10b")).len(), 1);
        let text = rule("zh@2023-10-13", "119.9");
        let s = texts(&text);
        assert_eq!(s.len(), 3, "{s:?}");
        assert!(s[0].ends_with("……”。"), "{s:?}");
        assert!(texts(&rule("zh@2023-10-13", "406.3")).len() >= 3);
        // A quotation that ends the sentence: “…加一点该色法术力。”如果… (zh 605.1a's example
        // style), split after the closing mark.
        assert_eq!(
            texts("其叙述为“{T}：加一点法术力。”如果你不操控有色的永久物，则不加。"),
            [
                "其叙述为“{T}：加一点法术力。”",
                "如果你不操控有色的永久物，则不加。"
            ]
        );
    }

    /// ko 2017 107.5: `."는 것을 의미합니다.` (a particle right after the quote) and a
    /// trailing "See rule 302.6."; 107.8a: `."라는 뜻입니다.`.
    #[test]
    fn korean_particles_after_quotes() {
        let text = rule("ko@2017-07-08", "107.5");
        let s = texts(&text);
        assert_eq!(s.len(), 5, "{s:?}");
        assert!(
            s[1].ends_with("\"이 지속물을 탭한다.\"는 것을 의미합니다."),
            "{s:?}"
        );
        assert_eq!(s[4], "See rule 302.6.");
        assert_eq!(texts(&rule("ko@2017-07-08", "107.8a")).len(), 1);
    }

    /// fr seed 601.2f: "…, etc. Le coût total…" ends a sentence; the lost {0} (" . Elle") too.
    /// it seed 601.2e: its first two sentences.
    #[test]
    fn seeds() {
        let text = rule("fr@seed", "601.2f");
        let s = texts(&text);
        assert!(
            s.iter().any(|x| x.ends_with("la défausse de cartes, etc.")),
            "{s:?}"
        );
        assert!(s.iter().any(|x| x.ends_with("comme étant .")), "{s:?}");
        let text = rule("it@seed", "601.2e");
        let s = texts(&text);
        assert_eq!(s[0], "Il giocatore determina il costo totale della magia.");
        assert!(s[1].starts_with("Normalmente il costo totale"), "{s:?}");
    }

    /// zh 2023 205.3i and ko 2017 116.7: translator's notes are set apart.
    #[test]
    fn translators_notes_are_asides() {
        let t = rule("ko@2017-07-08", "116.7");
        let a = asides(&t);
        assert_eq!(a.len(), 1);
        assert!(
            t[a[0].start..a[0].end].starts_with("(번역자 주-흔히"),
            "{a:?}"
        );
        let kept = without_asides(&t);
        assert!(!kept.contains("번역자") && kept.contains("새로운 주문/능력이 먼저 해결됩니다."));
        let t = "它不只一个。（译注：我确信这里丢失了“布防”。）然后继续。";
        let a = asides(t);
        assert_eq!(
            &t[a[0].start..a[0].end],
            "（译注：我确信这里丢失了“布防”。）"
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
