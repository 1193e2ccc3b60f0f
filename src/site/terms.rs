//! Glossary terms where rules use them: each document's glossary terms (without their
//! parenthesised notes, "Counter (noun)" → "counter"), found in rule text as whole words,
//! case-insensitively, longest first ("mana value" before "mana"). A rule links only the first
//! use of each term, and never inside a cross-reference: the text stays readable.

use crate::document::{Document, Span, is_cjk};
use aho_corasick::{AhoCorasick, AhoCorasickBuilder, MatchKind};

/// The glossary terms of one document.
pub struct Terms {
    finder: AhoCorasick,
    /// For each pattern, its glossary entry.
    entry: Vec<usize>,
}

/// Long enough to be worth a link: three letters, or two CJK characters.
fn linkable(term: &str) -> bool {
    let n = term.chars().count();
    if term.chars().any(is_cjk) {
        n >= 2
    } else {
        n >= 3
    }
}

impl Terms {
    /// None for a document without a glossary.
    pub fn of(doc: &Document) -> Option<Terms> {
        let mut patterns = Vec::new();
        let mut entry = Vec::new();
        for (k, e) in doc.glossary.iter().enumerate() {
            let t = e.bare_term().to_lowercase();
            if linkable(&t) {
                patterns.push(t);
                entry.push(k);
            }
        }
        if patterns.is_empty() {
            return None;
        }
        let finder = AhoCorasickBuilder::new()
            .match_kind(MatchKind::LeftmostLongest)
            .build(&patterns)
            .ok()?;
        Some(Terms { finder, entry })
    }

    /// The first use of each term in a rule's text, as (span, glossary entry), in text order,
    /// outside the spans given (the cross-references).
    pub fn in_text(&self, text: &str, outside: &[Span]) -> Vec<(Span, usize)> {
        // Lowercasing can change byte lengths (a few letters); then positions would not map
        // back, so such a text is left without term links.
        let lower = text.to_lowercase();
        if lower.len() != text.len() {
            return Vec::new();
        }
        let word = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() && !is_cjk(c));
        let mut seen = Vec::new();
        let mut out = Vec::new();
        for m in self.finder.find_iter(&lower) {
            let (s, e) = (m.start(), m.end());
            if word(lower[..s].chars().next_back()) || word(lower[e..].chars().next()) {
                continue;
            }
            if outside.iter().any(|o| s < o.end && o.start < e) {
                continue;
            }
            let k = self.entry[m.pattern().as_usize()];
            if !seen.contains(&k) {
                seen.push(k);
                out.push((Span { start: s, end: e }, k));
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn doc(text: &str) -> Document {
        crate::corpus::from_bytes(
            text.as_bytes(),
            "en",
            "t.txt",
            "t",
            crate::parse::Format::Text,
        )
        .unwrap()
    }

    #[test]
    fn finds_the_first_use_of_each_term_as_whole_words() {
        let d = doc(
            "Comprehensive Rules\n\n1. Game Concepts\n\n100. General\n\n100.1. The mana value of a spell is its mana cost. Mana value again; manageable.\n\nGlossary\n\nMana\nWhat pays.\n\nMana Value\nSee rule 202.3.\n\nCounter (noun)\nA marker.\n\nCredits\n\nX\n",
        );
        assert_eq!(d.glossary.len(), 3, "{:?}", d.glossary);
        let t = Terms::of(&d).unwrap();
        let text = "The mana value of a spell is its mana cost. Mana value again; manageable counters, a counter.";
        let found: Vec<(&str, usize)> = t
            .in_text(text, &[])
            .into_iter()
            .map(|(s, k)| (&text[s.start..s.end], k))
            .collect();
        // "mana value" (longest first), then "mana" (in "mana cost"), then "counter" once;
        // not "manageable", not "counters".
        assert_eq!(found, [("mana value", 1), ("mana", 0), ("counter", 2)]);
        // Never inside a cross-reference.
        let inside = t.in_text(text, &[Span { start: 0, end: 20 }]);
        assert_eq!(inside[0].1, 0, "{inside:?}");
    }
}
