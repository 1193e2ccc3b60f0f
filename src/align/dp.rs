//! Monotone alignment by dynamic programming: pairs items of two sequences in order, allowing
//! insertions and deletions, maximising the sum of (score − gap) over the pairs kept. A pair
//! scoring below `gap` is worth less than leaving both items unpaired.

/// Pairs `(i, j)` in increasing order of both.
pub fn monotone(
    n: usize,
    m: usize,
    gap: f32,
    mut score: impl FnMut(usize, usize) -> f32,
) -> Vec<(usize, usize)> {
    if n == 0 || m == 0 {
        return Vec::new();
    }
    // best[j] for the previous and current rows; moves in a byte matrix for the backtrack.
    let w = m + 1;
    let mut prev = vec![0f32; w];
    let mut cur = vec![0f32; w];
    let mut moves = vec![0u8; (n + 1) * w]; // 0 = skip left (up), 1 = skip right (left), 2 = pair
    moves[1..=m].fill(1);
    for i in 1..=n {
        cur[0] = 0.0;
        moves[i * w] = 0;
        for j in 1..=m {
            let up = prev[j];
            let left = cur[j - 1];
            let (mut best, mut mv) = if up >= left { (up, 0) } else { (left, 1) };
            let s = score(i - 1, j - 1) - gap;
            if s > 0.0 && prev[j - 1] + s > best {
                best = prev[j - 1] + s;
                mv = 2;
            }
            cur[j] = best;
            moves[i * w + j] = mv;
        }
        std::mem::swap(&mut prev, &mut cur);
    }
    let mut pairs = Vec::new();
    let (mut i, mut j) = (n, m);
    while i > 0 && j > 0 {
        match moves[i * w + j] {
            2 => {
                pairs.push((i - 1, j - 1));
                i -= 1;
                j -= 1;
            }
            0 => i -= 1,
            _ => j -= 1,
        }
    }
    pairs.reverse();
    pairs
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_order_and_skips_insertions() {
        let a = ["a", "b", "c", "d"];
        let b = ["a", "x", "b", "d"];
        let p = monotone(
            a.len(),
            b.len(),
            0.5,
            |i, j| if a[i] == b[j] { 1.0 } else { 0.0 },
        );
        assert_eq!(p, [(0, 0), (1, 2), (3, 3)]);
    }
}
