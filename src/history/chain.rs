//! Bridges: the alignment of two English releases composed from the steps between them.
//!
//! Across a decade, comparing two releases directly confuses rules that moved far and rules
//! that look alike; each step between consecutive releases is nearly the identity and sure.
//! A rule of the older release follows its pair from step to step; where a step leaves it
//! unpaired (removed, or rewritten beyond recognition), it has no counterpart. A pair's score is
//! the lowest of its steps; its evidence, what every step agreed on.

use super::steps::Step;

/// Pairs `(older, newer, score, evidence bits)` from release `from` to release `to` (indices
/// into the releases, `from < to`), through `steps[from..to]`.
pub fn compose(steps: &[Step], from: usize, to: usize) -> Vec<(usize, usize, f32, u16)> {
    assert!(from < to && to <= steps.len(), "a bridge runs forward");
    // For each rule of `from`: where it is now, its lowest score and its common evidence.
    let mut at: Vec<Option<(u32, f32, u16)>> = (0..steps[from].left_rules as u32)
        .map(|i| Some((i, 1.0, u16::MAX)))
        .collect();
    for step in &steps[from..to] {
        let mut next = vec![None; step.left_rules];
        for &(l, r, s, ev) in &step.pairs {
            next[l as usize] = Some((r, s, ev));
        }
        for slot in at.iter_mut() {
            *slot = slot.and_then(|(i, s, ev)| {
                next.get(i as usize)
                    .copied()
                    .flatten()
                    .map(|(r, s2, ev2)| (r, s.min(s2), ev & ev2))
            });
        }
    }
    at.into_iter()
        .enumerate()
        .filter_map(|(i, x)| x.map(|(j, s, ev)| (i, j as usize, s, ev)))
        .collect()
}

/// What a kept bridge holds, for the user cache ([`crate::cache::seal`]).
const KEPT_MAGIC: &[u8; 8] = b"CRBRIDG1";

/// The name under which the bridge from release `from` to release `to` of a history is kept:
/// the history's stamp (its releases and steps) and the two indices.
pub fn kept_key(stamp: &[u8; 32], from: usize, to: usize) -> String {
    let mut h = blake3::Hasher::new();
    h.update(KEPT_MAGIC);
    h.update(stamp);
    h.update(&(from as u64).to_le_bytes());
    h.update(&(to as u64).to_le_bytes());
    h.finalize().to_hex().to_string()
}

/// A bridge as the user cache keeps it: the pairs, each score exactly.
pub fn encode_kept(pairs: &[(usize, usize, f32, u16)]) -> Vec<u8> {
    use super::codec::{varint, zigzag};
    let mut body = Vec::with_capacity(pairs.len() * 8);
    varint(&mut body, pairs.len() as u64);
    let (mut pl, mut pr) = (0i64, 0i64);
    for &(l, r, score, ev) in pairs {
        varint(&mut body, zigzag(l as i64 - pl));
        varint(&mut body, zigzag(r as i64 - pr));
        body.extend_from_slice(&score.to_le_bytes());
        varint(&mut body, ev as u64);
        (pl, pr) = (l as i64, r as i64);
    }
    crate::cache::seal(KEPT_MAGIC, &body)
}

/// A kept bridge between releases of `left` and `right` rules; None when the bytes are
/// damaged, hold something else, or name a rule either release does not have.
pub fn decode_kept(
    bytes: &[u8],
    left: usize,
    right: usize,
) -> Option<Vec<(usize, usize, f32, u16)>> {
    use super::codec::{Cursor, unzigzag};
    let body = crate::cache::unseal(KEPT_MAGIC, bytes)?;
    let mut c = Cursor::new(&body);
    let n = c.varint()? as usize;
    let mut out = Vec::with_capacity(n.min(left));
    let (mut pl, mut pr) = (0i64, 0i64);
    for _ in 0..n {
        let l = pl.checked_add(unzigzag(c.varint()?))?;
        let r = pr.checked_add(unzigzag(c.varint()?))?;
        let score = f32::from_le_bytes(c.bytes(4)?.try_into().ok()?);
        let ev = u16::try_from(c.varint()?).ok()?;
        if l < 0 || r < 0 || l as usize >= left || r as usize >= right {
            return None;
        }
        out.push((l as usize, r as usize, score, ev));
        (pl, pr) = (l, r);
    }
    c.done().then_some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn composes_steps_and_drops_removed_rules() {
        // 0: a b c  →  1: a c d (b removed)  →  2: x a c d (x inserted at the front)
        let s01 = Step {
            left_rules: 3,
            right_rules: 3,
            left_ids: Vec::new(),
            right_ids: Vec::new(),
            pairs: vec![(0, 0, 1.0, 0b11), (2, 1, 0.8, 0b01)],
        };
        let s12 = Step {
            left_rules: 3,
            right_rules: 4,
            left_ids: Vec::new(),
            right_ids: Vec::new(),
            pairs: vec![(0, 1, 0.9, 0b11), (1, 2, 1.0, 0b11), (2, 3, 1.0, 0b11)],
        };
        let steps = vec![s01, s12];
        assert_eq!(
            compose(&steps, 0, 2),
            vec![(0, 1, 0.9, 0b11), (2, 2, 0.8, 0b01)]
        );
        assert_eq!(compose(&steps, 1, 2).len(), 3);
    }

    #[test]
    fn a_kept_bridge_reads_back_exactly_and_a_damaged_one_not_at_all() {
        let pairs = vec![
            (0, 1, 0.9, 0b11),
            (2, 2, 0.812_345, 0b01),
            (5, 0, 1.0, u16::MAX),
        ];
        let bytes = encode_kept(&pairs);
        assert_eq!(decode_kept(&bytes, 6, 3), Some(pairs));
        assert_eq!(decode_kept(&bytes, 5, 3), None, "a rule the release lacks");
        let mut damaged = bytes.clone();
        let last = damaged.len() - 1;
        damaged[last] ^= 1;
        assert_eq!(decode_kept(&damaged, 6, 3), None);
    }
}
