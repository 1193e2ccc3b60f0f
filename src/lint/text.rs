//! Text helpers shared by the checks (words are [`crate::text`]'s): numbers outside references
//! and symbols, holes left by lost symbols, word statistics of a corpus, multiset differences.

use crate::align::Alignment;
use crate::document::{Document, Rule, Span};
use crate::text::words;
use regex::Regex;
use std::collections::{HashMap, VecDeque};
use std::hash::Hash;
use std::sync::LazyLock;

/// Spans of references and symbols in a rule's text, sorted and merged: numbers inside them
/// are not quantities.
fn masked(rule: &Rule) -> Vec<Span> {
    let mut v: Vec<Span> = rule.refs.iter().map(|r| r.at).collect();
    v.extend(rule.symbols.iter().map(|s| s.at));
    v.sort_unstable_by_key(|s| (s.start, s.end));
    let mut merged: Vec<Span> = Vec::with_capacity(v.len());
    for s in v {
        match merged.last_mut() {
            Some(last) if s.start <= last.end => last.end = last.end.max(s.end),
            _ => merged.push(s),
        }
    }
    merged
}

/// Whether `s` overlaps a span of `mask` (sorted and merged): a binary search.
fn overlaps(mask: &[Span], s: Span) -> bool {
    let k = mask.partition_point(|m| m.start < s.end);
    k > 0 && mask[k - 1].end > s.start
}

static NUMBER: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"[0-9]+(?:[.,][0-9]+)?").expect("valid regex"));

/// A quantity in a rule's text: digits, or a cardinal number written as a word.
pub struct Quantity<'a> {
    pub at: Span,
    /// As written ("3", "trois").
    pub text: &'a str,
    /// Its value, comparable across languages ("3"; "2.5" for "2,5").
    pub value: String,
    /// Written as a word ("two", "deux").
    pub spelled: bool,
}

/// The value of a number written with digits: leading zeros dropped, a decimal comma read as
/// a point.
fn digits_value(s: &str) -> String {
    let t = s.replace(',', ".");
    let t = t.trim_start_matches('0');
    if t.is_empty() {
        "0".into()
    } else {
        t.to_owned()
    }
}

/// Quantities in a rule's text: numbers written with digits that are not rule references,
/// not inside symbols and not part of a word (`1st`, `X1`), and the cardinal numbers
/// `spelled` as words (a language's `number_words` in [`crate::vocab`]), outside references
/// and symbols too. Text order.
pub fn numbers<'r>(rule: &'r Rule, spelled: &[(&str, u32)]) -> Vec<Quantity<'r>> {
    let text = rule.text();
    let mask = masked(rule);
    let outside = |s: Span| !overlaps(&mask, s);
    let b = text.as_bytes();
    let mut out: Vec<Quantity<'r>> = NUMBER
        .find_iter(text)
        .filter(|m| {
            let in_word = (m.start() > 0 && b[m.start() - 1].is_ascii_alphabetic())
                || b.get(m.end()).is_some_and(u8::is_ascii_alphabetic);
            !in_word
        })
        .map(|m| Quantity {
            at: Span {
                start: m.start(),
                end: m.end(),
            },
            text: m.as_str(),
            value: digits_value(m.as_str()),
            spelled: false,
        })
        .filter(|q| outside(q.at))
        .collect();
    if !spelled.is_empty() {
        // Each part of a hyphenated word too ("Two-Headed Giant", "two-player").
        for (at, word) in words(text) {
            let mut start = at.start;
            for w in word.split('-') {
                let part = Span {
                    start,
                    end: start + w.len(),
                };
                start = part.end + 1;
                let lower = w.to_lowercase();
                if let Some(&(_, n)) = spelled.iter().find(|(x, _)| *x == lower)
                    && outside(part)
                {
                    out.push(Quantity {
                        at: part,
                        text: w,
                        value: n.to_string(),
                        spelled: true,
                    });
                }
            }
        }
        out.sort_by_key(|q| q.at.start);
    }
    out
}

/// Hole patterns by language: an indefinite article followed directly by a preposition
/// ("comme un dans son coût", "una nel costo"), where a symbol such as {X} stood between.
fn article_holes(lang: &str) -> Option<&'static Regex> {
    // One compiled pattern per row of the table, compiled once.
    static COMPILED: LazyLock<Vec<Option<Regex>>> = LazyLock::new(|| {
        crate::vocab::LANGUAGES
            .iter()
            .map(|l| l.article_hole.map(|p| Regex::new(p).expect("valid regex")))
            .collect()
    });
    let l = crate::vocab::language(lang);
    let k = crate::vocab::LANGUAGES
        .iter()
        .position(|x| std::ptr::eq(x, l))?;
    COMPILED[k].as_ref()
}

/// A word, then a space, then punctuation that never follows a space in the language.
static SPACE_PUNCT: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"\p{L}( +)([.,;:])(?:\s|$)").expect("valid regex"));

/// Where a symbol was lost from a text (a byte position where it stood), found from the text
/// alone: "considérée comme étant .", "meno di .", "essere ;", "comme un dans son coût".
pub fn holes(lang: &str, text: &str) -> Vec<usize> {
    let mut out = Vec::new();
    if crate::align::features::script(lang) != crate::align::features::Script::Latin {
        return out;
    }
    // French sets a space before ; : ! ? (but not before . or ,).
    let spaced = crate::vocab::language(lang).space_before_colon;
    for c in SPACE_PUNCT.captures_iter(text) {
        let p = c.get(2).expect("group");
        if spaced && matches!(p.as_str(), ";" | ":") {
            continue;
        }
        // An ellipsis written with spaces (". . .") is not a hole.
        if text[p.end()..].trim_start().starts_with('.') {
            continue;
        }
        // The hole is the space before the punctuation.
        out.push(c.get(1).expect("group").start() + 1);
    }
    if let Some(re) = article_holes(lang) {
        for m in re.find_iter(text) {
            // Between the article and the preposition.
            let sp = m.as_str().find(' ').unwrap_or(0);
            out.push(m.start() + sp + 1);
        }
    }
    out.sort_unstable();
    out.dedup();
    out
}

/// Items of `a` not matched in `b`, and of `b` not matched in `a` (multisets, order kept:
/// each item of `a` takes the first unused equal item of `b`). Linear in the two lengths.
pub fn multiset_diff<T: Eq + Hash>(a: &[T], b: &[T]) -> (Vec<usize>, Vec<usize>) {
    let mut unused: HashMap<&T, VecDeque<usize>> = HashMap::new();
    for (j, y) in b.iter().enumerate() {
        unused.entry(y).or_default().push_back(j);
    }
    let mut used = vec![false; b.len()];
    let mut only_a = Vec::new();
    for (i, x) in a.iter().enumerate() {
        match unused.get_mut(x).and_then(VecDeque::pop_front) {
            Some(j) => used[j] = true,
            None => only_a.push(i),
        }
    }
    let only_b = (0..b.len()).filter(|&j| !used[j]).collect();
    (only_a, only_b)
}

/// Characters that are not white space.
pub fn char_len(s: &str) -> usize {
    s.chars().filter(|c| !c.is_whitespace()).count()
}

/// The length ratio of the checked text to its counterpart, from paired rules (the median),
/// or the prior when too few rules are paired.
pub fn length_ratio(a: &Alignment<'_>, prior: f32) -> f32 {
    let mut v: Vec<f32> = a
        .pairs
        .iter()
        .filter_map(|p| {
            let (l, r) = (
                char_len(a.left.rules[p.left].text()),
                char_len(a.right.rules[p.right].text()),
            );
            (l > 20 && r > 20).then(|| l as f32 / r as f32)
        })
        .collect();
    if v.len() < 20 {
        return prior;
    }
    v.sort_by(f32::total_cmp);
    v[v.len() / 2]
}

/// A short excerpt of a text around a byte range, on one line, for messages.
pub fn excerpt(text: &str, at: Span, width: usize) -> String {
    let start = text[..at.start.min(text.len())]
        .char_indices()
        .rev()
        .nth(width / 2)
        .map_or(0, |(i, _)| i);
    let mut out: String = text[start..].chars().take(width).collect();
    if start > 0 {
        out.insert(0, '…');
    }
    if text[start..].chars().nth(width).is_some() {
        out.push('…');
    }
    out.replace(['\n', '\r'], " ")
}

/// Word counts of the rule texts of one language: lowercased words and word pairs.
#[derive(Debug, Default)]
pub struct WordStats {
    pub words: HashMap<String, u32>,
    pub pairs: HashMap<(String, String), u32>,
    /// For a word, the words seen before it, with counts.
    pub before: HashMap<String, Vec<(String, u32)>>,
    /// For a word, the words seen after it, with counts.
    pub after: HashMap<String, Vec<(String, u32)>>,
}

impl WordStats {
    pub fn of(docs: &[&Document]) -> WordStats {
        let mut s = WordStats::default();
        for d in docs {
            for r in &d.rules {
                let ws: Vec<String> = words(r.text())
                    .into_iter()
                    .map(|(_, w)| w.to_lowercase())
                    .collect();
                for w in &ws {
                    *s.words.entry(w.clone()).or_default() += 1;
                }
                for p in ws.windows(2) {
                    *s.pairs.entry((p[0].clone(), p[1].clone())).or_default() += 1;
                }
            }
        }
        for ((a, b), n) in &s.pairs {
            s.before.entry(b.clone()).or_default().push((a.clone(), *n));
            s.after.entry(a.clone()).or_default().push((b.clone(), *n));
        }
        s
    }

    pub fn word(&self, w: &str) -> u32 {
        self.words.get(w).copied().unwrap_or(0)
    }

    pub fn pair(&self, a: &str, b: &str) -> u32 {
        self.pairs
            .get(&(a.to_owned(), b.to_owned()))
            .copied()
            .unwrap_or(0)
    }
}

/// True when two words differ by exactly one edit (substitution, insertion or deletion).
pub fn one_edit(a: &str, b: &str) -> bool {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let (short, long) = if a.len() <= b.len() {
        (&a, &b)
    } else {
        (&b, &a)
    };
    match long.len() - short.len() {
        0 => {
            short
                .iter()
                .zip(long.iter())
                .filter(|(x, y)| x != y)
                .count()
                == 1
        }
        1 => {
            let i = short
                .iter()
                .zip(long.iter())
                .take_while(|(x, y)| x == y)
                .count();
            short[i..] == long[i + 1..]
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_holes_from_the_text_alone() {
        let t = "elle est considérée comme étant . Elle ne peut pas être réduite à moins de .";
        assert_eq!(holes("fr", t).len(), 2);
        assert_eq!(holes("fr", "comme un dans son coût de mana").len(), 1);
        assert_eq!(holes("fr", "Cf. règle 700.2 ; le joueur").len(), 0);
        assert_eq!(
            holes("it", "essere ; non può essere ridotta a meno di .").len(),
            2
        );
        assert_eq!(holes("it", "una nel costo di mana").len(), 1);
        assert!(holes("en", "It is considered to be {0}. It can't").is_empty());
    }

    #[test]
    fn overlap_with_merged_spans() {
        let sp = |start, end| Span { start, end };
        let mask = [sp(2, 5), sp(8, 9)];
        assert!(overlaps(&mask, sp(4, 6)));
        assert!(overlaps(&mask, sp(0, 3)));
        assert!(overlaps(&mask, sp(8, 9)));
        assert!(!overlaps(&mask, sp(5, 8)));
        assert!(!overlaps(&mask, sp(9, 12)));
        assert!(!overlaps(&[], sp(0, 1)));
    }

    #[test]
    fn multiset_difference_matches_each_item_once_in_order() {
        let (a, b) = multiset_diff(&["2", "3", "2", "7"], &["2", "7", "7", "4"]);
        assert_eq!(a, vec![1, 2]);
        assert_eq!(b, vec![2, 3]);
        let big: Vec<u32> = (0..200_000).collect();
        let (a, b) = multiset_diff(&big, &big);
        assert!(a.is_empty() && b.is_empty());
    }

    #[test]
    fn numbers_written_as_words_count_where_the_language_knows_them() {
        let text = "601.2c Pay two life and 3 mana in a Two-Headed Giant game, one of 1,5 \
                    (see rule 601.2f), {2}.\n";
        let doc = crate::corpus::from_bytes(
            text.as_bytes(),
            "en",
            "t.txt",
            "t",
            crate::parse::Format::Text,
        )
        .unwrap();
        let en = crate::vocab::language("en").number_words;
        let q = numbers(&doc.rules[0], en);
        let got: Vec<(&str, &str, bool)> = q
            .iter()
            .map(|q| (q.text, q.value.as_str(), q.spelled))
            .collect();
        assert_eq!(
            got,
            vec![
                ("two", "2", true),
                ("3", "3", false),
                ("Two", "2", true),
                ("1,5", "1.5", false),
            ]
        );
        // Without number words, digits only.
        assert_eq!(numbers(&doc.rules[0], &[]).len(), 2);
    }

    #[test]
    fn one_edit_apart() {
        assert!(one_edit("je", "le"));
        assert!(one_edit("puti", "punti"));
        assert!(!one_edit("le", "le"));
        assert!(!one_edit("joueur", "joueurs!!"));
    }
}
