//! Rule numbers: `601` (a rule heading), `601.2` (a subrule), `601.2f` (a lettered subrule).
//! Ordering is the CR's own: by chapter, then number, then letter, a heading before its rules.

use serde::{Serialize, Serializer};
use std::fmt;
use std::str::FromStr;

/// A rule number. Numbers that do not fit (30 digits) are not rule numbers at all.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct RuleId {
    /// The three-digit rule, `601` in `601.2f`.
    pub chapter: u16,
    /// The subrule number, `2` in `601.2f`; `None` for a heading such as `601.`.
    pub sub: Option<u32>,
    /// The letter, `f` in `601.2f`.
    pub letter: Option<u8>,
}

impl RuleId {
    pub const fn new(chapter: u16, sub: Option<u32>, letter: Option<u8>) -> RuleId {
        RuleId {
            chapter,
            sub,
            letter,
        }
    }

    /// The section (first digit): 6 for 601.2f.
    pub fn section(&self) -> u8 {
        (self.chapter / 100) as u8
    }

    /// The parent: 601.2 for 601.2f, 601 for 601.2, None for 601.
    pub fn parent(&self) -> Option<RuleId> {
        match (self.sub, self.letter) {
            (Some(s), Some(_)) => Some(RuleId::new(self.chapter, Some(s), None)),
            (Some(_), None) => Some(RuleId::new(self.chapter, None, None)),
            _ => None,
        }
    }

    /// True when `other` is this rule or lies under it (601.2f is within 601.2 and 601).
    pub fn contains(&self, other: &RuleId) -> bool {
        self.chapter == other.chapter
            && match self.sub {
                None => true,
                Some(s) => {
                    other.sub == Some(s) && (self.letter.is_none() || self.letter == other.letter)
                }
            }
    }

    /// Parses a rule number at the start of `s`: returns the id and the length consumed.
    /// Accepts `601`, `601.`, `601.2`, `601.2.`, `601.2f`. A letter directly followed by
    /// another letter is not a subrule letter (`100.1These` is `100.1`).
    pub fn parse_prefix(s: &str) -> Option<(RuleId, usize)> {
        let b = s.as_bytes();
        if b.len() < 3 || !b[..3].iter().all(u8::is_ascii_digit) {
            return None;
        }
        if b.get(3).is_some_and(u8::is_ascii_digit) {
            return None;
        }
        let chapter = (b[0] - b'0') as u16 * 100 + (b[1] - b'0') as u16 * 10 + (b[2] - b'0') as u16;
        if b.get(3) != Some(&b'.') {
            return Some((RuleId::new(chapter, None, None), 3));
        }
        let digits = b[4..].iter().take_while(|c| c.is_ascii_digit()).count();
        if digits == 0 {
            return Some((RuleId::new(chapter, None, None), 4));
        }
        if digits > 9 {
            return None;
        }
        let sub: u32 = s[4..4 + digits].parse().ok()?;
        let mut end = 4 + digits;
        let mut letter = None;
        if let Some(&c) = b.get(end)
            && c.is_ascii_lowercase()
            && !b.get(end + 1).is_some_and(|n| n.is_ascii_alphabetic())
        {
            letter = Some(c);
            end += 1;
        }
        Some((RuleId::new(chapter, Some(sub), letter), end))
    }
}

impl fmt::Display for RuleId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:03}", self.chapter)?;
        if let Some(s) = self.sub {
            write!(f, ".{s}")?;
            if let Some(l) = self.letter {
                write!(f, "{}", l as char)?;
            }
        }
        Ok(())
    }
}

/// Why a string is not a rule number.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadRuleId(pub String);

impl FromStr for RuleId {
    type Err = BadRuleId;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let t = s.trim();
        match RuleId::parse_prefix(t) {
            Some((id, n)) if n == t.len() || (n + 1 == t.len() && t.ends_with('.')) => Ok(id),
            _ => Err(BadRuleId(s.to_owned())),
        }
    }
}

impl Serialize for RuleId {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

/// The letters a subrule may use, in order: the CR skips `l` and `o`.
pub const SUBRULE_LETTERS: &[u8] = b"abcdefghijkmnpqrstuvwxyz";

/// The letter after `c` in CR lettering (`k` → `m`), if any.
pub fn next_letter(c: u8) -> Option<u8> {
    let i = SUBRULE_LETTERS.iter().position(|&x| x == c)?;
    SUBRULE_LETTERS.get(i + 1).copied()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_prints() {
        for s in ["601", "601.2", "601.2f", "702.47a", "100.1"] {
            assert_eq!(s.parse::<RuleId>().unwrap().to_string(), s);
        }
        assert_eq!("601.".parse::<RuleId>().unwrap().to_string(), "601");
        assert!("6012".parse::<RuleId>().is_err());
        assert!(
            "601.123456789012345678901234567890"
                .parse::<RuleId>()
                .is_err()
        );
        assert_eq!(RuleId::parse_prefix("901.4.All").unwrap().1, 5);
        assert_eq!(RuleId::parse_prefix("100.1These").unwrap().1, 5);
    }

    #[test]
    fn orders_like_the_cr() {
        let mut v: Vec<RuleId> = ["601.2f", "601", "601.10", "601.2", "601.2a", "117.1"]
            .iter()
            .map(|s| s.parse().unwrap())
            .collect();
        v.sort();
        let s: Vec<String> = v.iter().map(ToString::to_string).collect();
        assert_eq!(s, ["117.1", "601", "601.2", "601.2a", "601.2f", "601.10"]);
    }

    #[test]
    fn lettering_skips_l_and_o() {
        assert_eq!(next_letter(b'k'), Some(b'm'));
        assert_eq!(next_letter(b'n'), Some(b'p'));
        assert_eq!(next_letter(b'z'), None);
    }
}
