//! Glossary terms where rules use them: each document's glossary terms (without their
//! parenthesised notes, "Counter (noun)" → "counter"), found in rule text as whole words,
//! case-insensitively, longest first ("mana value" before "mana"). A rule links only the first
//! use of each term, and never inside a cross-reference: the text stays readable.

use crate::document::{Document, Span, is_cjk};
use aho_corasick::{AhoCorasick, AhoCorasickBuilder, MatchKind};

/// Expressions that contain a glossary term without meaning it, per language: "the total cost
/// becomes “locked in”" says nothing of Locked (a half of a split permanent, 709.5). Found as
/// longer matches than the term, they hide it.
const NOT_THE_TERM: &[(&str, &[&str])] = &[("en", &["locked in", "unlocked in"])];

/// The glossary terms of one document.
pub struct Terms {
    finder: AhoCorasick,
    /// For each pattern, its glossary entry (None: an expression that is not the term).
    entry: Vec<Option<usize>>,
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
                entry.push(Some(k));
            }
        }
        if patterns.is_empty() {
            return None;
        }
        let primary = doc.lang.split('-').next().unwrap_or("");
        for (_, phrases) in NOT_THE_TERM.iter().filter(|(l, _)| *l == primary) {
            for p in *phrases {
                patterns.push((*p).to_owned());
                entry.push(None);
            }
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
        let mut seen = std::collections::HashSet::new();
        let mut out = Vec::new();
        // `outside` is in text order and matches come in order: one pass over both.
        let mut o = 0;
        for m in self.finder.find_iter(&lower) {
            let (s, e) = (m.start(), m.end());
            if word(lower[..s].chars().next_back()) || word(lower[e..].chars().next()) {
                continue;
            }
            while o < outside.len() && outside[o].end <= s {
                o += 1;
            }
            if outside.get(o).is_some_and(|x| x.start < e) {
                continue;
            }
            let Some(k) = self.entry[m.pattern().as_usize()] else {
                continue;
            };
            if seen.insert(k) {
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
        // Not in an expression that only contains the term.
        let d2 = doc(
            "Comprehensive Rules\n\n1. Game Concepts\n\n100. General\n\n100.1. X.\n\nGlossary\n\nLocked\nA half. See rule 709.5.\n\nCredits\n\nX\n",
        );
        let t2 = Terms::of(&d2).unwrap();
        let text2 = "The total cost becomes “locked in.” A locked half.";
        let found2: Vec<&str> = t2
            .in_text(text2, &[])
            .into_iter()
            .map(|(s, _)| &text2[s.start..s.end])
            .collect();
        assert_eq!(
            found2,
            ["locked"],
            "only the second, in the glossary's sense"
        );
        assert!(t2.in_text(text2, &[]).first().unwrap().0.start > text2.find("half").unwrap() - 8);
        // Never inside a cross-reference.
        let inside = t.in_text(text, &[Span { start: 0, end: 20 }]);
        assert_eq!(inside[0].1, 0, "{inside:?}");
    }
}
