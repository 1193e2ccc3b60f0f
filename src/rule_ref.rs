//! Rule references as people write them: `601.2f`, `601.2F`, `rule 601.2f`, `CR 601.2f`,
//! `r. 601.2f`, `601.2 f`, `601.2.f`, `601.2(f)`, `6012f`, `R6012f` (Yawgatog's anchors,
//! `#R6012f`), `cr702.2c`,
//! a trailing period (`601.2f.`), a bare `601.2` or `601` (the rule with its subrules).
//!
//! The one reader of references typed by a user: `cr show`, `cr search` and the site's
//! search index use it (the site's script `assets/site.js` follows the same grammar, and a
//! test runs both on one list of forms). Rule numbers inside a rules text are
//! [`RuleId::parse_prefix`]'s; this module is for what people type and paste.
//!
//! - [`parse`]: the whole string is one reference (a query, a `cr show` argument).
//! - [`find_all`]: every reference in a piece of prose, with its span (prefix included), for
//!   queries that mix words and references ("state-based actions 704.5f").
//!
//! The compact form (`6012f`, `R6012f`) is read as a three-digit rule, then the subrule
//! number, then a letter; without `R` or a letter a run of digits is not a reference (`2013`
//! is a year, `6012` a number).

use crate::rule_id::RuleId;
use std::ops::Range;

/// A reference found in prose: the rule, and the bytes it spans (with its `rule`/`CR`
/// prefix and any trailing period).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RuleRef {
    pub id: RuleId,
    pub span: Range<usize>,
}

/// The rule a whole string names, if it is one reference and nothing else (surrounding
/// spaces, a `#`, a trailing `.`, `,`, `;`, `:` or `?` aside).
pub fn parse(s: &str) -> Option<RuleId> {
    let t = s.trim();
    let t = t.strip_prefix('#').unwrap_or(t);
    let (id, n) = at(t, 0, true)?;
    let rest = t[n..].trim_matches(|c: char| c.is_whitespace() || ".,;:?!)".contains(c));
    rest.is_empty().then_some(id)
}

/// Every reference in `text`, in order, non-overlapping.
pub fn find_all(text: &str) -> Vec<RuleRef> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        // A reference starts a word: not inside another word or number.
        let starts_word = i == 0 || !b[i - 1].is_ascii_alphanumeric() && b[i - 1] != b'.';
        if starts_word
            && b[i].is_ascii_alphanumeric()
            && let Some((id, n)) = at(text, i, false)
        {
            let mut end = i + n;
            if b.get(end) == Some(&b'.') && !b.get(end + 1).is_some_and(u8::is_ascii_alphanumeric) {
                end += 1;
            }
            out.push(RuleRef { id, span: i..end });
            i = end;
            continue;
        }
        i += text[i..].chars().next().map_or(1, char::len_utf8);
    }
    out
}

/// The words that may stand before a reference: `rule`, `rules`, `CR`, `r.`, `see`,
/// `see rule`, each optional and in any case.
fn skip_prefix(s: &str, from: usize) -> usize {
    let mut i = from;
    loop {
        let rest = &s[i..];
        let word_len = rest.bytes().take_while(u8::is_ascii_alphabetic).count();
        let word = rest[..word_len].to_ascii_lowercase();
        let after = &rest[word_len..];
        let next = match word.as_str() {
            "see" | "rule" | "rules" | "cr" | "r" | "comprehensive" => {
                let mut j = word_len;
                if after.starts_with('.') {
                    j += 1;
                }
                let spaces = rest[j..].bytes().take_while(|c| *c == b' ').count();
                // "cr702.2c", "R6012f": a prefix run into the number; "rule 601.2f",
                // "r. 601.2f": with a space. A bare "r" needs the number run in or a dot.
                let digit_next = rest[j + spaces..]
                    .bytes()
                    .next()
                    .is_some_and(|c| c.is_ascii_digit() || c.is_ascii_alphabetic());
                if !digit_next || (word == "r" && j == 1 && spaces > 0) {
                    None
                } else {
                    Some(i + j + spaces)
                }
            }
            _ => None,
        };
        match next {
            Some(n) if n > i => i = n,
            _ => return i,
        }
    }
}

/// A reference at byte `from` of `s`: the id and the bytes consumed. `whole`: the string is
/// one reference, so a spaced letter (`601.2 f`) may be any letter; in prose it must not be
/// the words "a" or "i".
fn at(s: &str, from: usize, whole: bool) -> Option<(RuleId, usize)> {
    let start = skip_prefix(s, from);
    let prefixed = start > from;
    let rest = &s[start..];
    let b = rest.as_bytes();
    let digits = b.iter().take_while(|c| c.is_ascii_digit()).count();
    if digits < 3 || b[0] == b'0' {
        return None;
    }
    let anchor = prefixed && s[from..start].trim().eq_ignore_ascii_case("r");
    let is_letter_at = |k: usize| b.get(k).is_some_and(u8::is_ascii_alphabetic);
    if digits > 3 {
        // The compact form: 601 2 f. Needs an `R` before it or a letter after it.
        if digits > 3 + 9 {
            return None;
        }
        let chapter: u16 = rest[..3].parse().ok()?;
        let sub: u32 = rest[3..digits].parse().ok()?;
        let (letter, len) = letter_at(b, digits)?;
        if letter.is_none() && !anchor {
            return None;
        }
        if letter.is_none() && is_letter_at(digits) {
            return None;
        }
        return Some((
            RuleId::new(chapter, Some(sub), letter),
            start - from + digits + len,
        ));
    }
    let lower: String = rest
        .char_indices()
        .take_while(|(k, _)| *k < 16)
        .map(|(_, c)| c.to_ascii_lowercase())
        .collect();
    // `601.2F`: the letter in either case; RuleId's own parser reads lower case only.
    let (id, mut n) = RuleId::parse_prefix(&lower)?;
    // An upper-case letter run into a word ("100.1These") is no letter.
    if id.letter.is_some() && is_letter_at(n) {
        return None;
    }
    if id.sub.is_none() && n == 4 && b.get(3) == Some(&b'.') {
        n = 3;
    }
    let mut id = id;
    // `509.1.h`, `702.19(b)`: a letter after a dot or in brackets, run into the number (a
    // sentence's end, "601.2. A player", has a space).
    if id.sub.is_some() && id.letter.is_none() {
        let one =
            |k: usize| is_letter_at(k) && !b.get(k + 1).is_some_and(u8::is_ascii_alphanumeric);
        let letter = match b.get(n) {
            Some(b'.') if one(n + 1) => Some((n + 1, n + 2)),
            Some(b'(') if is_letter_at(n + 1) && b.get(n + 2) == Some(&b')') => {
                Some((n + 1, n + 3))
            }
            _ => None,
        };
        if let Some((k, end)) = letter {
            id.letter = Some(b[k].to_ascii_lowercase());
            n = end;
        }
    }
    // `601.2 f`: a letter standing alone after the subrule number.
    if id.sub.is_some() && id.letter.is_none() && b.get(n) == Some(&b' ') {
        let k = n + 1;
        if let Some(&c) = b.get(k)
            && c.is_ascii_alphabetic()
            && !is_letter_at(k + 1)
            && !b.get(k + 1).is_some_and(u8::is_ascii_digit)
            && (whole || !matches!(c.to_ascii_lowercase(), b'a' | b'i'))
        {
            id.letter = Some(c.to_ascii_lowercase());
            n = k + 1;
        }
    }
    // Not part of a longer number ("601.2.3", "601.25" was read whole).
    if b.get(n).is_some_and(u8::is_ascii_digit) {
        return None;
    }
    Some((id, start - from + n))
}

/// The letter(s) after a compact number at `k`: one letter, or two after z (`R7045aa`), in
/// either case; `Some((None, 0))` when there is none, None when letters run on (a word).
fn letter_at(b: &[u8], k: usize) -> Option<(Option<u8>, usize)> {
    let alpha = |i: usize| b.get(i).is_some_and(u8::is_ascii_alphabetic);
    if !alpha(k) {
        return Some((None, 0));
    }
    let lower: Vec<u8> = b[k..].iter().take(3).map(u8::to_ascii_lowercase).collect();
    if !alpha(k + 1) {
        return Some((Some(lower[0]), 1));
    }
    if !alpha(k + 2) {
        let pair = format!("100.1{}{}", lower[0] as char, lower[1] as char);
        let (id, n) = RuleId::parse_prefix(&pair)?;
        return (n == pair.len()).then_some((id.letter, 2));
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(s: &str) -> Option<String> {
        parse(s).map(|id| id.to_string())
    }

    /// The forms of issue 23 and 25, each naming 601.2f.
    #[test]
    fn every_form_of_601_2f() {
        for s in [
            "601.2f",
            "rule 601.2f",
            "Rule 601.2f",
            "CR 601.2f",
            "r. 601.2f",
            "601.2 f",
            "601.2F",
            "6012f",
            "R6012f",
            "#R6012f",
            "#601.2f",
            "cr601.2f",
            "see rule 601.2f",
            "601.2f.",
            " 601.2f, ",
            "rules 601.2f",
            "601.2.f",
            "CR 601.2.F",
            "601.2(f)",
            "rule 601.2(f).",
        ] {
            assert_eq!(p(s).as_deref(), Some("601.2f"), "{s}");
        }
    }

    #[test]
    fn other_references() {
        assert_eq!(p("603.3B").as_deref(), Some("603.3b"));
        assert_eq!(p("rule 702.19b").as_deref(), Some("702.19b"));
        assert_eq!(p("cr702.2c").as_deref(), Some("702.2c"));
        assert_eq!(p("R7045j").as_deref(), Some("704.5j"));
        assert_eq!(p("R70219b").as_deref(), Some("702.19b"));
        assert_eq!(p("R7045aa").as_deref(), Some("704.5aa"));
        assert_eq!(p("601.2").as_deref(), Some("601.2"));
        assert_eq!(p("601").as_deref(), Some("601"));
        assert_eq!(p("601.").as_deref(), Some("601"));
        assert_eq!(p("R6012").as_deref(), Some("601.2"));
        assert_eq!(p("R601").as_deref(), Some("601"));
        assert_eq!(p("704.5aa").as_deref(), Some("704.5aa"));
    }

    #[test]
    fn not_references() {
        for s in [
            "",
            "6012",
            "2013",
            "rule",
            "cr",
            "total cost",
            "601.2.3",
            "100.1These",
            "60",
            "0601",
            "6012fox",
            "rule of law",
            "r 601.2f",
            "601.2.fox",
            "601.2(fo)",
            "601.2.3",
        ] {
            assert_eq!(p(s), None, "{s}");
        }
    }

    #[test]
    fn finds_references_in_prose() {
        let text = "state-based actions (see rule 704.5f), CR 601.2 f and R6012f. Also 2013 and 601.2 a spell. Rule 601.2. A player; 702.19(b).";
        let found: Vec<(String, &str)> = find_all(text)
            .into_iter()
            .map(|r| (r.id.to_string(), &text[r.span]))
            .collect();
        assert_eq!(
            found,
            [
                ("704.5f".to_owned(), "see rule 704.5f"),
                ("601.2f".to_owned(), "CR 601.2 f"),
                ("601.2f".to_owned(), "R6012f."),
                ("601.2".to_owned(), "601.2"),
                ("601.2".to_owned(), "Rule 601.2."),
                ("702.19b".to_owned(), "702.19(b)."),
            ]
        );
    }
}
