//! What survives translation, per rule: word and cognate hashes, digits, symbols, references,
//! length. Alignment compares these instead of rule numbers.

use crate::document::{Rule, is_cjk, is_letter};
use crate::rule_id::RuleId;
use unicode_normalization::UnicodeNormalization;

/// The writing system class of a language, which decides what text features can be compared.
pub use crate::vocab::Script;

/// How a language is written ([`crate::vocab::LANGUAGES`]).
pub fn script(lang: &str) -> Script {
    crate::vocab::language(lang).script
}

/// Expected characters per English character, by language: the prior for the length ratio.
pub fn length_factor(lang: &str) -> f32 {
    crate::vocab::language(lang).length_factor
}

/// FNV-1a, enough to turn a short token into a well-spread u32.
pub fn hash(bytes: &[u8]) -> u32 {
    let mut h: u32 = 0x811c_9dc5;
    for &b in bytes {
        h ^= b as u32;
        h = h.wrapping_mul(0x0100_0193);
    }
    h
}

/// Lowercases and strips accents: "Détermine" → "determine".
pub fn fold(word: &str) -> String {
    if word.is_ascii() {
        return word.to_ascii_lowercase();
    }
    word.nfd()
        .filter(|c| !unicode_normalization::char::is_combining_mark(*c))
        .flat_map(char::to_lowercase)
        .collect()
}

/// The comparable features of one rule (or of a group of rules, merged).
#[derive(Debug, Clone, Default)]
pub struct Features {
    /// Hashes of whole folded words (same-language comparison), sorted, unique.
    pub words: Vec<u32>,
    /// Hashes of 4-letter word prefixes of words of 4+ letters, or of CJK bigrams (cognates),
    /// sorted, unique.
    pub stems: Vec<u32>,
    /// Hashes of character trigrams of folded words, with word boundaries (`^to`, `tal$`),
    /// sorted, unique: graded cognate similarity at the rule level ("parziali"/"partial").
    /// Only filled when asked for ([`of_rule`] with `grams`).
    pub grams: Vec<u32>,
    /// Numbers in the text other than rule references, sorted (a multiset).
    pub digits: Vec<u32>,
    /// Symbols in braces, hashed, sorted (a multiset).
    pub symbols: Vec<u32>,
    /// Referenced rules, sorted, unique.
    pub refs: Vec<RuleId>,
    /// Characters that are not white space.
    pub len: u32,
    /// A hash of the sequence of folded words and numbers: equal for texts that differ only in
    /// case, accents, punctuation, white space or rule references.
    pub exact: u64,
}

fn sort_unique(v: &mut Vec<u32>) {
    v.sort_unstable();
    v.dedup();
}

/// Character trigrams of the folded words of a text (words of 3+ letters).
pub fn trigrams(text: &str) -> Vec<u32> {
    let mut v = Vec::with_capacity(text.len());
    let mut chars: Vec<char> = Vec::with_capacity(32);
    for w in text.split(|c: char| !c.is_alphabetic()) {
        if w.chars().nth(2).is_none() || w.chars().any(is_cjk) {
            continue;
        }
        chars.clear();
        chars.push('^');
        chars.extend(fold(w).chars());
        chars.push('$');
        for k in 0..chars.len() - 2 {
            let mut buf = [0u8; 12];
            let mut n = 0;
            for c in &chars[k..k + 3] {
                n += c.encode_utf8(&mut buf[n..]).len();
            }
            v.push(hash(&buf[..n]));
        }
    }
    sort_unique(&mut v);
    v
}

/// The length and the numbers of a text, as [`of_text`] counts them, without its words: all
/// that aligns the sentences of two languages that share no words.
pub fn shape_of_text(text: &str) -> Features {
    let mut f = Features::default();
    let mut number: Option<u32> = None;
    for c in text.chars() {
        if !c.is_whitespace() {
            f.len += 1;
        }
        if let Some(d) = c.to_digit(10) {
            number = Some(number.unwrap_or(0).saturating_mul(10).saturating_add(d));
        } else if let Some(n) = number.take() {
            f.digits.push(n);
        }
    }
    if let Some(n) = number {
        f.digits.push(n);
    }
    f.digits.sort_unstable();
    f
}

/// Extracts the features of a text with known reference and symbol spans to skip.
/// A letter of a script written without spaces.
fn cjk_letter(c: char) -> bool {
    is_cjk(c) && is_letter(c)
}

pub fn of_text(text: &str, skip: &[(usize, usize)]) -> Features {
    let mut f = Features::default();
    let mut word = String::new();
    let mut prev_cjk: Option<char> = None;
    let mut number: Option<u32> = None;
    let mut skip_i = 0;
    let mut seq: u64 = 0xcbf2_9ce4_8422_2325;
    let mut mix = |h: u32| {
        seq ^= h as u64;
        seq = seq.wrapping_mul(0x0000_0100_0000_01b3);
    };
    let flush_word = |word: &mut String, f: &mut Features| {
        if word.is_empty() {
            return;
        }
        let w = fold(word);
        f.words.push(hash(w.as_bytes()));
        if w.chars().count() >= 4 {
            let p: String = w.chars().take(4).collect();
            f.stems.push(hash(p.as_bytes()));
        }
        word.clear();
    };
    for (i, c) in text.char_indices() {
        while skip_i < skip.len() && skip[skip_i].1 <= i {
            skip_i += 1;
        }
        let skipped = skip.get(skip_i).is_some_and(|&(s, e)| s <= i && i < e);
        if !c.is_whitespace() {
            f.len += 1;
        }
        if skipped {
            flush_word(&mut word, &mut f);
            if let Some(n) = number.take() {
                f.digits.push(n);
            }
            prev_cjk = None;
            continue;
        }
        if let Some(d) = c.to_digit(10) {
            flush_word(&mut word, &mut f);
            number = Some(number.unwrap_or(0).saturating_mul(10).saturating_add(d));
            prev_cjk = None;
            continue;
        }
        if let Some(n) = number.take() {
            f.digits.push(n);
        }
        if cjk_letter(c) {
            flush_word(&mut word, &mut f);
            let mut buf = [0u8; 8];
            if let Some(p) = prev_cjk {
                let s = p.len_utf8();
                p.encode_utf8(&mut buf);
                c.encode_utf8(&mut buf[s..]);
                let h = hash(&buf[..s + c.len_utf8()]);
                f.words.push(h);
                f.stems.push(h);
            }
            prev_cjk = Some(c);
        } else if is_letter(c) {
            word.push(c);
            prev_cjk = None;
        } else {
            flush_word(&mut word, &mut f);
            prev_cjk = None;
        }
    }
    flush_word(&mut word, &mut f);
    if let Some(n) = number {
        f.digits.push(n);
    }
    for &w in &f.words {
        mix(w);
    }
    for &d in &f.digits {
        mix(d ^ 0x9e37_79b9);
    }
    f.exact = seq;
    sort_unique(&mut f.words);
    sort_unique(&mut f.stems);
    f.digits.sort_unstable();
    f
}

/// The features of a rule: its text (references and symbols excluded from the words), with
/// trigrams when `grams` is set (two Latin-script languages).
pub fn of_rule(rule: &Rule, grams: bool) -> Features {
    let mut skip: Vec<(usize, usize)> = rule
        .refs
        .iter()
        .map(|r| (r.at.start, r.at.end))
        .chain(rule.symbols.iter().map(|s| (s.at.start, s.at.end)))
        .collect();
    skip.sort_unstable();
    let mut f = of_text(&rule.body.text, &skip);
    f.symbols = rule
        .symbols
        .iter()
        .map(|s| hash(s.text.as_bytes()))
        .collect();
    f.symbols.sort_unstable();
    f.refs = rule.refs.iter().map(|r| r.target).collect();
    f.refs.sort_unstable();
    f.refs.dedup();
    if grams {
        f.grams = trigrams(&rule.body.text);
    }
    f
}

impl Features {
    /// Adds another rule's features (for a group or a chapter).
    pub fn merge(&mut self, o: &Features) {
        self.words.extend_from_slice(&o.words);
        self.stems.extend_from_slice(&o.stems);
        self.digits.extend_from_slice(&o.digits);
        self.symbols.extend_from_slice(&o.symbols);
        self.refs.extend_from_slice(&o.refs);
        self.len += o.len;
    }

    /// Restores the sorted form after merges.
    pub fn finish(&mut self) {
        sort_unique(&mut self.words);
        sort_unique(&mut self.stems);
        self.digits.sort_unstable();
        self.symbols.sort_unstable();
        self.refs.sort_unstable();
        self.refs.dedup();
    }
}

/// Size of the intersection of two sorted slices (multisets count each match once).
pub fn common<T: Ord + Copy>(a: &[T], b: &[T]) -> usize {
    // A branch-free merge: the comparison of hashed items is unpredictable, and this runs
    // for every cell of the alignment's dynamic programmes.
    let (mut i, mut j, mut n) = (0, 0, 0);
    while i < a.len() && j < b.len() {
        let (x, y) = (a[i], b[j]);
        n += usize::from(x == y);
        i += usize::from(x <= y);
        j += usize::from(y <= x);
    }
    n
}

/// Dice coefficient of two sorted slices, None when both are empty.
pub fn dice<T: Ord + Copy>(a: &[T], b: &[T]) -> Option<f32> {
    dice_of(common(a, b), a.len(), b.len())
}

/// Dice coefficient from the count of shared items and the two sizes.
pub fn dice_of(common: usize, a: usize, b: usize) -> Option<f32> {
    let total = a + b;
    (total > 0).then(|| 2.0 * common as f32 / total as f32)
}

#[cfg(test)]
mod tests {

    #[test]
    fn the_shape_of_a_text_is_its_features_without_words() {
        for t in [
            "Draw 2 cards, then 601.2f says 10.",
            "抽两张牌（见规则601.2f）。３ 4",
            "7",
            "",
            "  x 12 y 345 ",
        ] {
            let (full, shape) = (of_text(t, &[]), shape_of_text(t));
            assert_eq!((full.len, &full.digits), (shape.len, &shape.digits), "{t}");
            assert!(shape.words.is_empty() && shape.stems.is_empty());
        }
    }

    #[test]
    fn the_fast_letter_test_agrees_with_unicode_everywhere() {
        for c in (0..=0x10FFFFu32).filter_map(char::from_u32) {
            assert_eq!(is_letter(c), c.is_alphabetic(), "{c:?}");
        }
    }

    use super::*;

    #[test]
    fn folds_and_extracts() {
        assert_eq!(fold("Détermine"), "determine");
        let f = of_text("Pay 2 life, or 3 “Coût”.", &[]);
        assert_eq!(f.digits, [2, 3]);
        assert!(f.words.contains(&hash(b"cout")));
        assert!(f.stems.contains(&hash(b"life")));
        let z = of_text("总费用", &[]);
        assert_eq!(z.words.len(), 2);
    }

    #[test]
    fn dice_counts_shared_items() {
        assert_eq!(dice(&[1, 2, 3], &[2, 3, 4]), Some(2.0 * 2.0 / 6.0));
        assert_eq!(dice::<u32>(&[], &[]), None);
    }
}
