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
        // One letter, or two after z (704.5z, 704.5aa), not run into an English word
        // (`100.1These`); a letter run into another script is a letter (`302.4b생물`).
        let mut letter = None;
        let lower = |i: usize| b.get(i).is_some_and(u8::is_ascii_lowercase);
        let alpha = |i: usize| b.get(i).is_some_and(u8::is_ascii_alphabetic);
        if lower(end) && !alpha(end + 1) {
            letter = Some(b[end]);
            end += 1;
        } else if lower(end) && lower(end + 1) && !alpha(end + 2) {
            letter = double_letter(b[end], b[end + 1]);
            end += letter.map_or(0, |_| 2);
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
                if l >= DOUBLE {
                    let k = (l - DOUBLE) as usize;
                    let n = SUBRULE_LETTERS.len();
                    write!(
                        f,
                        "{}{}",
                        SUBRULE_LETTERS[k / n] as char,
                        SUBRULE_LETTERS[k % n] as char
                    )?;
                } else {
                    write!(f, "{}", l as char)?;
                }
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

/// Two-letter subrule letters (`aa` after `z`, from the 2026-08-07 release) are stored in one
/// byte from here on: `DOUBLE + ordinal of the pair`, which sorts after `z` and in CR order.
/// `aa` … `ez` fit.
const DOUBLE: u8 = 0x80;

/// The stored letter of a two-letter subrule (`aa` → DOUBLE), if it fits.
fn double_letter(a: u8, b: u8) -> Option<u8> {
    let n = SUBRULE_LETTERS.len();
    let i = SUBRULE_LETTERS.iter().position(|&x| x == a)?;
    let j = SUBRULE_LETTERS.iter().position(|&x| x == b)?;
    u8::try_from(i * n + j)
        .ok()
        .and_then(|k| DOUBLE.checked_add(k))
}

/// The position of a stored letter in CR lettering: `a` is 0, `z` 23, `aa` 24.
pub fn letter_ordinal(l: u8) -> Option<usize> {
    if l >= DOUBLE {
        return Some(SUBRULE_LETTERS.len() + (l - DOUBLE) as usize);
    }
    SUBRULE_LETTERS.iter().position(|&x| x == l)
}

/// The letter after `c` in CR lettering (`k` → `m`, `z` → `aa`), if any.
pub fn next_letter(c: u8) -> Option<u8> {
    if c >= DOUBLE {
        return c.checked_add(1);
    }
    let i = SUBRULE_LETTERS.iter().position(|&x| x == c)?;
    Some(SUBRULE_LETTERS.get(i + 1).copied().unwrap_or(DOUBLE))
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
        assert_eq!(
            next_letter(b'z')
                .map(|l| RuleId::new(704, Some(5), Some(l)).to_string())
                .as_deref(),
            Some("704.5aa")
        );
    }

    /// From the 2026-08-07 release, 704.5z is followed by 704.5aa.
    #[test]
    fn letters_go_on_after_z() {
        let ids: Vec<RuleId> = ["704.5aa", "704.5z", "704.5ab", "704.6", "704.5y"]
            .iter()
            .map(|s| s.parse().unwrap())
            .collect();
        let mut sorted = ids.clone();
        sorted.sort();
        let s: Vec<String> = sorted.iter().map(ToString::to_string).collect();
        assert_eq!(s, ["704.5y", "704.5z", "704.5aa", "704.5ab", "704.6"]);
        assert_eq!(letter_ordinal(ids[0].letter.unwrap()), Some(24));
        assert_eq!(RuleId::parse_prefix("704.5aa Some").unwrap().1, 7);
        assert_eq!(RuleId::parse_prefix("704.5aa. Some").unwrap().1, 7);
        // Still not run into an English word.
        assert_eq!(RuleId::parse_prefix("100.1the").unwrap().1, 5);
    }

    /// Translations run numbers into their text: `302.4b생물…` (Korean 2017).
    #[test]
    fn a_letter_run_into_another_script_is_a_letter() {
        let (id, n) = RuleId::parse_prefix("302.4b생물은").unwrap();
        assert_eq!((id.to_string(), n), ("302.4b".to_owned(), 6));
    }
}
