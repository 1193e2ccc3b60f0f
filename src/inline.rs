//! What is inside rule text: cross-references to other rules and symbols in braces.
//!
//! Any rule-number pattern (`601.2f`, `117.8`) counts as a reference, in every language; a bare
//! three-digit number counts only after a word that says "rule" (`rule 601`, `règle 702`,
//! `regola 117`, `规则113`). Ranges (`601.2a–d`, `601.2a-601.2d`) become one reference with an end.
//! [`listed`] finds the bare numbers that only their context makes references ("rules 614 and
//! 615", "See 718"), for readers that link them (the site); the document's references stay
//! [`references`]'s.

use crate::document::{Reference, Span, Symbol};
use crate::rule_id::RuleId;
use regex::Regex;
use std::sync::LazyLock;

/// Words after which a bare three-digit number is a rule reference.
const RULE_WORDS: &[&str] = &[
    "rule",
    "rules",
    "règle",
    "règles",
    "regola",
    "regole",
    "regla",
    "reglas",
    "regra",
    "regras",
    "regel",
    "regeln",
    "规则",
    "規則",
    "ルール",
    "규칙",
];

/// Words after which a bare three-digit number names a chapter ("See 718, “Prototype Cards”").
const SEE_WORDS: &[&str] = &[
    "see", "voir", "vedi", "véase", "veja", "siehe", "参见", "參見", "请见", "請見", "参照",
];

/// Words and signs that continue a list of references ("614 and 615", "111和707").
const JOINERS: &[&str] = &[
    ",", "and", "or", "et", "ou", "e", "o", "y", "und", "oder", "和", "与", "與", "及", "以及",
    "或", "、", "，", "및", "와", "과",
];

static NUMBER: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"[0-9]{3}(?:\.[0-9]+[a-z]?)?").expect("valid regex"));
static SYMBOL: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"\{([^{}\s]{1,12})\}").expect("valid regex"));

/// Every symbol in braces, in order.
pub fn symbols(text: &str) -> Vec<Symbol> {
    SYMBOL
        .captures_iter(text)
        .map(|c| {
            let m = c.get(0).expect("group 0");
            Symbol {
                text: c[1].to_owned(),
                at: Span {
                    start: m.start(),
                    end: m.end(),
                },
            }
        })
        .collect()
}

fn preceded_by_rule_word(text: &str, start: usize) -> bool {
    let before = text[..start].trim_end_matches([' ', '\u{a0}']);
    RULE_WORDS.iter().any(|w| {
        before.len() >= w.len()
            && before.is_char_boundary(before.len() - w.len())
            && before[before.len() - w.len()..].eq_ignore_ascii_case(w)
    })
}

/// Whether `before` ends with the word `w` (a whole word when `w` is alphabetic).
fn ends_with_word(before: &str, w: &str) -> bool {
    let n = before.len();
    if n < w.len()
        || !before.is_char_boundary(n - w.len())
        || !before[n - w.len()..].eq_ignore_ascii_case(w)
    {
        return false;
    }
    let alphabetic = w.chars().all(|c| c.is_ascii_alphabetic());
    !alphabetic
        || !before[..n - w.len()]
            .chars()
            .next_back()
            .is_some_and(char::is_alphanumeric)
}

/// The bare chapter numbers that [`references`] leaves out but their context makes references:
/// one that continues a list begun by a reference in the same sentence ("See rules 614 and
/// 615", "rules 701.42, “Meld,” and 729", "规则111和707"), and one right after "see" ("See
/// 718, “Prototype Cards”"). `refs` are the text's references, in order; what is returned does
/// not overlap them. Counts stay numbers ("2 and 100 life": no reference before them). One pass
/// over the text.
pub fn listed(text: &str, refs: &[Reference]) -> Vec<Reference> {
    let b = text.as_bytes();
    let mut out: Vec<Reference> = Vec::new();
    // The end of the last reference before the current number, and of the last sentence.
    let (mut k, mut last_ref, mut last_break, mut scanned) = (0, None::<usize>, 0, 0);
    for m in NUMBER.find_iter(text) {
        let (start, end) = (m.start(), m.end());
        while k < refs.len() && refs[k].at.end <= start {
            last_ref = last_ref.max(Some(refs[k].at.end));
            k += 1;
        }
        if k < refs.len() && refs[k].at.start <= start {
            continue;
        }
        for (i, c) in text[scanned..start].char_indices() {
            let at = scanned + i;
            let ends = match c {
                '.' | '!' | '?' => b.get(at + 1).is_none_or(u8::is_ascii_whitespace),
                '。' | '！' | '？' | '；' | ';' => true,
                _ => false,
            };
            if ends {
                last_break = at + 1;
            }
        }
        scanned = start;
        if end - start != 3
            || start > 0 && (b[start - 1].is_ascii_alphanumeric() || b[start - 1] == b'.')
            || b.get(end).is_some_and(|c| c.is_ascii_alphanumeric())
            || b.get(end) == Some(&b'.') && b.get(end + 1).is_some_and(u8::is_ascii_digit)
        {
            continue;
        }
        let Some((target, _)) = RuleId::parse_prefix(&text[start..end]) else {
            continue;
        };
        let before = text[..start].trim_end_matches([' ', '\u{a0}']);
        let see = SEE_WORDS.iter().any(|w| ends_with_word(before, w));
        let listed = last_ref.is_some_and(|e| e >= last_break)
            && JOINERS.iter().any(|w| ends_with_word(before, w));
        if see || listed {
            out.push(Reference {
                target,
                end: None,
                at: Span { start, end },
            });
            last_ref = Some(end);
        }
    }
    out
}

/// Every reference to a rule, in order.
pub fn references(text: &str) -> Vec<Reference> {
    let b = text.as_bytes();
    let mut out: Vec<Reference> = Vec::new();
    for m in NUMBER.find_iter(text) {
        let (start, mut end) = (m.start(), m.end());
        // Already part of a range ("601.2a-601.2d").
        if out.last().is_some_and(|r| r.at.end > start) {
            continue;
        }
        // Not inside a longer number or a decimal: 2015.07, 1601.2.
        if start > 0 && (b[start - 1].is_ascii_digit() || b[start - 1] == b'.') {
            continue;
        }
        if b.get(end).is_some_and(u8::is_ascii_digit) {
            continue;
        }
        let Some((target, n)) = RuleId::parse_prefix(&text[start..end]) else {
            continue;
        };
        end = start + n;
        if target.sub.is_none() && !preceded_by_rule_word(text, start) {
            continue;
        }
        let mut range_end = None;
        // A range: "601.2a–d", "601.2a-601.2d", "117.8–117.9".
        let rest = &text[end..];
        for dash in ['–', '-', '—'] {
            let Some(after) = rest.strip_prefix(dash) else {
                continue;
            };
            let dash_len = dash.len_utf8();
            if let Some((to, k)) = RuleId::parse_prefix(after)
                && to > target
                && to.chapter == target.chapter
            {
                range_end = Some(to);
                end += dash_len + k;
            } else if let (Some(from), None) = (target.sub, target.letter)
                && let digits = after.bytes().take_while(u8::is_ascii_digit).count()
                && (1..=3).contains(&digits)
                && !after
                    .as_bytes()
                    .get(digits)
                    .is_some_and(|c| c.is_ascii_alphanumeric() || *c == b'.')
                && let Ok(to) = after[..digits].parse::<u32>()
                && to > from
            {
                // An abbreviated range of subrules: "903.6-11" is 903.6 to 903.11.
                range_end = Some(RuleId::new(target.chapter, Some(to), None));
                end += dash_len + digits;
            } else if let (Some(l), Some(first)) = (after.as_bytes().first(), target.letter)
                && l.is_ascii_lowercase()
                && *l > first
                && !after.as_bytes().get(1).is_some_and(u8::is_ascii_alphabetic)
            {
                range_end = Some(RuleId::new(target.chapter, target.sub, Some(*l)));
                end += dash_len + 1;
            }
            break;
        }
        out.push(Reference {
            target,
            end: range_end,
            at: Span { start, end },
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids(text: &str) -> Vec<String> {
        references(text)
            .iter()
            .map(|r| match r.end {
                Some(e) => format!("{}..{}", r.target, e),
                None => r.target.to_string(),
            })
            .collect()
    }

    #[test]
    fn finds_references_in_many_languages() {
        assert_eq!(ids("See rule 601.2f."), ["601.2f"]);
        assert_eq!(ids("(see rules 117.8 and 117.9)"), ["117.8", "117.9"]);
        assert_eq!(ids("Cf. règles 117.8 et 117.9"), ["117.8", "117.9"]);
        assert_eq!(ids("vedi regola 601.2f"), ["601.2f"]);
        assert_eq!(ids("参见规则113，“异能”"), ["113"]);
        // zh 2023 903.13g and 509.4a: abbreviated ranges of subrules.
        assert_eq!(ids("参见规则903.6-11。"), ["903.6..903.11"]);
        assert_eq!(ids("在规则509.1-3所述之流程中"), ["509.1..509.3"]);
        assert_eq!(ids("参见规则601.2f。"), ["601.2f"]);
        assert_eq!(ids("rules 601.2a–d apply"), ["601.2a..601.2d"]);
        assert_eq!(ids("rules 601.2a-601.2d apply"), ["601.2a..601.2d"]);
        assert_eq!(
            ids("It costs 100 life and 2015.07 is a date"),
            Vec::<String>::new()
        );
        assert_eq!(ids("See rule 702."), ["702"]);
    }

    fn listed_ids(text: &str) -> Vec<String> {
        listed(text, &references(text))
            .iter()
            .map(|r| text[r.at.start..r.at.end].to_owned())
            .collect()
    }

    /// The lists and bare chapters of en@2026-01-16 (609.6, 701.27g, 702.160a) and zh@2023.
    #[test]
    fn finds_references_that_continue_a_list_or_follow_see() {
        assert_eq!(listed_ids("See rules 614 and 615."), ["615"]);
        assert_eq!(
            listed_ids("See rules 701.42, “Meld,” and 729, “Merging with Permanents.”"),
            ["729"]
        );
        assert_eq!(listed_ids("See 718, “Prototype Cards.”"), ["718"]);
        assert_eq!(listed_ids("参见规则614和615。"), ["615"]);
        assert_eq!(listed_ids("参见规则111和707。"), ["707"]);
        assert_eq!(listed_ids("rules 614, 615, and 616"), ["615", "616"]);
        // Counts stay numbers: no reference before them in the sentence, or not a list.
        assert!(listed_ids("You have 100 and 200 life.").is_empty());
        assert!(listed_ids("See rule 601.2f. Then pay 100 and 200 life.").is_empty());
        assert!(listed_ids("See rule 107.3 for X, which is 100.").is_empty());
        assert!(listed_ids("rule 601.2f and 2015").is_empty());
        // Never a number a reference already holds.
        assert!(listed_ids("See rules 601.2a–d and 601.2f–h.").is_empty());
    }

    #[test]
    fn finds_symbols() {
        let s: Vec<String> = symbols("Pay {2/W}{W/U/P} and {T}; not { } or {X")
            .iter()
            .map(|s| s.text.clone())
            .collect();
        assert_eq!(s, ["2/W", "W/U/P", "T"]);
    }
}
