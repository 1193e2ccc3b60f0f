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
}
