//! The compact binary forms the history keeps (the shipped steps, the cached lineages):
//! LEB128 varints, zigzag for signed deltas, and rule numbers as varints. Decoding never
//! panics: damaged bytes give `None`, and the caller computes the answer again.

use crate::rule_id::RuleId;

pub fn varint(out: &mut Vec<u8>, mut v: u64) {
    loop {
        let b = (v & 0x7f) as u8;
        v >>= 7;
        if v == 0 {
            out.push(b);
            return;
        }
        out.push(b | 0x80);
    }
}

pub fn zigzag(v: i64) -> u64 {
    ((v << 1) ^ (v >> 63)) as u64
}

pub fn unzigzag(v: u64) -> i64 {
    ((v >> 1) as i64) ^ -((v & 1) as i64)
}

/// A rule number after the chapter: the subrule (0 for none, else n + 1) and the letter
/// (0 for none).
pub fn sub_and_letter(out: &mut Vec<u8>, id: &RuleId) {
    varint(out, id.sub.map_or(0, |x| x as u64 + 1));
    out.push(id.letter.unwrap_or(0));
}

/// Bytes read from the front.
pub struct Cursor<'a> {
    pub b: &'a [u8],
    pub at: usize,
}

impl<'a> Cursor<'a> {
    pub fn new(b: &'a [u8]) -> Self {
        Cursor { b, at: 0 }
    }

    pub fn varint(&mut self) -> Option<u64> {
        let mut v = 0u64;
        for shift in (0..64).step_by(7) {
            let b = *self.b.get(self.at)?;
            self.at += 1;
            v |= ((b & 0x7f) as u64) << shift;
            if b & 0x80 == 0 {
                return Some(v);
            }
        }
        None
    }

    pub fn byte(&mut self) -> Option<u8> {
        let b = *self.b.get(self.at)?;
        self.at += 1;
        Some(b)
    }

    /// The next `n` bytes.
    pub fn bytes(&mut self, n: usize) -> Option<&'a [u8]> {
        let end = self.at.checked_add(n)?;
        let s = self.b.get(self.at..end)?;
        self.at = end;
        Some(s)
    }

    /// A rule number of chapter `chapter` ([`sub_and_letter`] follows).
    pub fn rule_id(&mut self, chapter: u16) -> Option<RuleId> {
        let sub = match self.varint()? {
            0 => None,
            x => Some(u32::try_from(x - 1).ok()?),
        };
        let letter = Some(self.byte()?).filter(|&l| l != 0);
        Some(RuleId::new(chapter, sub, letter))
    }

    pub fn done(&self) -> bool {
        self.at == self.b.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn varints_and_zigzag_round_trip() {
        for v in [0i64, 1, -1, 63, -64, 1000, -100_000, i32::MAX as i64] {
            assert_eq!(unzigzag(zigzag(v)), v);
            let mut b = Vec::new();
            varint(&mut b, zigzag(v));
            assert_eq!(Cursor::new(&b).varint(), Some(zigzag(v)));
        }
    }

    #[test]
    fn damaged_bytes_are_none() {
        assert_eq!(Cursor::new(&[0x80, 0x80]).varint(), None);
        assert_eq!(Cursor::new(&[3]).bytes(2), None);
        let mut c = Cursor::new(&[0]);
        assert_eq!(c.rule_id(601), None, "a letter byte is missing");
    }
}
