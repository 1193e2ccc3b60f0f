//! A term lexicon learned from the documents themselves, for language pairs that share no
//! cognates (Chinese and English): which right-hand words go with which left-hand tokens.
//! It is learned from aligned glossaries (when both glossaries have the same entries in the
//! same order, as the Chinese translation keeps the English order) and from the pairs a first
//! alignment is most sure of. Nothing is downloaded: the lexicon lives for one alignment.

use super::features::{self, Features};
use crate::document::Document;
use rustc_hash::FxHashMap as HashMap;

/// Left token → right words it translates to (hashes), strongest first.
#[derive(Debug, Default)]
pub struct Lexicon {
    map: HashMap<u32, Vec<u32>>,
}

/// Tokens frequent enough to learn from and rare enough to tell rules apart.
fn filter<'a>(
    tokens: &'a [u32],
    df: &'a HashMap<u32, u32>,
    max_df: u32,
) -> impl Iterator<Item = u32> + 'a {
    tokens
        .iter()
        .copied()
        .filter(move |t| df.get(t).is_some_and(|&n| n >= 2 && n <= max_df))
}

fn document_frequency<'a>(sets: impl Iterator<Item = &'a [u32]>) -> HashMap<u32, u32> {
    let mut df: HashMap<u32, u32> = HashMap::default();
    for s in sets {
        for &t in s {
            *df.entry(t).or_default() += 1;
        }
    }
    df
}

/// The glossary entries of both documents as word sets, paired by position, when the two
/// glossaries are the same length.
pub fn glossary_pairs(left: &Document, right: &Document) -> Vec<(Vec<u32>, Vec<u32>)> {
    if left.glossary.is_empty() || left.glossary.len() != right.glossary.len() {
        return Vec::new();
    }
    let words = |term: &str, def: &str| {
        let mut f = features::of_text(term, &[]);
        f.merge(&features::of_text(def, &[]));
        f.finish();
        f.words
    };
    left.glossary
        .iter()
        .zip(&right.glossary)
        .map(|(l, r)| {
            (
                words(&l.term, &l.definition.text),
                words(&r.term, &r.definition.text),
            )
        })
        .collect()
}

impl Lexicon {
    /// Learns from word-set pairs believed to be translations of each other.
    pub fn learn(pairs: &[(&[u32], &[u32])]) -> Lexicon {
        if pairs.len() < 20 {
            return Lexicon::default();
        }
        let ldf = document_frequency(pairs.iter().map(|p| p.0));
        let rdf = document_frequency(pairs.iter().map(|p| p.1));
        let max = (pairs.len() as u32 / 16).max(3);
        let mut co: HashMap<u64, u32> = HashMap::default();
        for (l, r) in pairs {
            let rs: Vec<u32> = filter(r, &rdf, max).collect();
            for a in filter(l, &ldf, max) {
                for &b in &rs {
                    *co.entry(((a as u64) << 32) | b as u64).or_default() += 1;
                }
            }
        }
        let mut map: HashMap<u32, Vec<(f32, u32)>> = HashMap::default();
        for (k, c) in co {
            if c < 2 {
                continue;
            }
            let (a, b) = ((k >> 32) as u32, k as u32);
            let dice = 2.0 * c as f32 / (ldf[&a] + rdf[&b]) as f32;
            if dice >= 0.3 {
                map.entry(a).or_default().push((dice, b));
            }
        }
        let map = map
            .into_iter()
            .map(|(a, mut v)| {
                v.sort_by(|x, y| y.0.total_cmp(&x.0));
                v.truncate(3);
                (a, v.into_iter().map(|(_, b)| b).collect())
            })
            .collect();
        Lexicon { map }
    }

    pub fn is_empty(&self) -> bool {
        self.map.is_empty()
    }

    /// The share of the right rule's words that the left rule's tokens translate to, against
    /// the smaller of the two sets; None when the lexicon knows none of the left tokens.
    pub fn similarity(&self, l: &Features, r: &Features) -> Option<f32> {
        let mut t: Vec<u32> = l
            .words
            .iter()
            .filter_map(|w| self.map.get(w))
            .flatten()
            .copied()
            .collect();
        if t.is_empty() {
            return None;
        }
        t.sort_unstable();
        t.dedup();
        features::dice(&t, &r.words)
    }
}
