//! The steps of the history: the alignment of each English release with the next one.
//!
//! Consecutive releases are nearly the identity, so each step is what the content aligner
//! ([`crate::align::align`]) finds between them, computed once by the maintainer's packer
//! (`cargo run --release --example pack_history -- --steps`) and shipped as
//! `rules/en/steps.bin`, stamped with a hash of the pack and the rule counts it was computed on.
//! A stale or missing file is not an error: the steps are then computed at run time (slower,
//! same answer), and a test keeps the shipped file current.
//!
//! Encoding: `CRSTEPS3`, the pack's BLAKE3 hash (32 bytes), then zstd of, per step, the two
//! rule counts and the pairs as varints (left index delta, right index delta zigzag-coded,
//! score in 1/255ths, evidence bits with [`IDENTICAL`] for rules whose text did not change).

use super::codec::{Cursor, sub_and_letter, unzigzag, varint, zigzag};
use super::{PACK_BYTES, RELEASES};
use crate::align;
use crate::document::Document;
use crate::rule_id::RuleId;
use std::sync::LazyLock;

const MAGIC: &[u8; 8] = b"CRSTEPS3";

/// An evidence bit of the steps' own, beside the aligner's anchors: the two rules have the
/// same number and the same text, examples included, so anything compared with one compares
/// the same with the other.
pub const IDENTICAL: u16 = 1 << 15;

/// The alignment of release `k` (left) with release `k + 1` (right).
#[derive(Debug, Clone, PartialEq)]
pub struct Step {
    pub left_rules: usize,
    pub right_rules: usize,
    /// The rule numbers of both releases, in document order (what the fingerprint compares
    /// first, without unpacking and parsing every release).
    pub left_ids: Vec<RuleId>,
    pub right_ids: Vec<RuleId>,
    /// `(left, right, score, evidence bits)`, in left order.
    pub pairs: Vec<(u32, u32, f32, u16)>,
}

impl Step {
    /// The step from an alignment of two consecutive releases.
    pub fn of(a: &align::Alignment<'_>) -> Step {
        Step {
            left_rules: a.left.rules.len(),
            right_rules: a.right.rules.len(),
            left_ids: a.left.rules.iter().map(|r| r.id).collect(),
            right_ids: a.right.rules.iter().map(|r| r.id).collect(),
            pairs: a
                .pairs
                .iter()
                .map(|p| {
                    (
                        p.left as u32,
                        p.right as u32,
                        quantize(p.score),
                        p.evidence_bits(),
                    )
                })
                .collect(),
        }
    }
}

/// Scores are kept in 1/255ths, so that shipped and computed steps compare equal.
fn quantize(s: f32) -> f32 {
    (s.clamp(0.0, 1.0) * 255.0).round() / 255.0
}

/// Computes every step of the bundled history (releases parsed in parallel, aligned in
/// parallel).
pub fn compute_all() -> Vec<Step> {
    compute(&super::load_all())
}

/// Computes the steps between consecutive documents.
pub fn compute(docs: &[Document]) -> Vec<Step> {
    use rayon::prelude::*;
    docs.par_windows(2).map(|w| step(&w[0], &w[1])).collect()
}

/// Two words-sets this alike (Dice) are the same rule, moved and reworded.
const MOVED: f32 = 0.5;

/// The step from release `old` to release `new` (the next one): what the packer ships for
/// the bundled releases, and what the database computes (and keeps) for a release the user
/// brought.
pub fn between(old: &Document, new: &Document) -> Step {
    step(old, new)
}

/// One step: the content aligner, then the rules it left unpaired on both sides matched by
/// their words wherever they moved (mutual best matches). The aligner keeps chapters in
/// order; a renumbering such as July 2009's, when chapter 4 became chapter 6 (409.1f → 601.2e)
/// and the text was reworded at the same time, needs the second pass.
fn step(old: &Document, new: &Document) -> Step {
    use crate::align::features::{self, dice};
    let a = align::align(old, new);
    // Rules with at least five content words: a short definition ("Deathtouch is a static
    // ability.") shares its few words with every other one ("Substance is a static ability
    // with no effect.") and is no evidence of a move.
    let content = |d: &Document, i: usize| {
        crate::text::words(d.rules[i].text())
            .iter()
            .filter(|(_, w)| {
                !crate::vocab::ENGLISH_FUNCTION_WORDS.contains(&w.to_lowercase().as_str())
            })
            .count()
    };
    let words = |d: &Document, only: &[usize]| -> Vec<(usize, Vec<u32>)> {
        only.iter()
            .filter(|&&i| content(d, i) >= 5)
            .map(|&i| (i, features::of_rule(&d.rules[i], false).words))
            .filter(|(_, w)| w.len() >= 5)
            .collect()
    };
    let (l, r) = (words(old, &a.left_only), words(new, &a.right_only));
    let best = |x: &[u32], ys: &[(usize, Vec<u32>)]| -> Option<(usize, f32)> {
        ys.iter()
            .filter_map(|(j, y)| Some((*j, dice(x, y)?)))
            .max_by(|p, q| p.1.total_cmp(&q.1).then(q.0.cmp(&p.0)))
    };
    let mut raw: Vec<(usize, usize, f32, u16)> = a
        .pairs
        .iter()
        .map(|p| (p.left, p.right, p.score, p.evidence_bits()))
        .collect();
    let words_bit = 1u16 << (align::Anchor::Words as u16);
    for (i, x) in &l {
        let Some((j, s)) = best(x, &r) else { continue };
        let y = &r.iter().find(|(k, _)| *k == j).expect("a right rule").1;
        if s >= MOVED && best(y, &l).is_some_and(|(k, _)| k == *i) {
            raw.push((*i, j, s, words_bit));
        }
    }
    let mut s = Step::of(&align::Alignment::from_pairs(old, new, raw));
    for p in &mut s.pairs {
        let (a, b) = (&old.rules[p.0 as usize], &new.rules[p.1 as usize]);
        let same = a.id == b.id
            && a.text() == b.text()
            && a.examples.len() == b.examples.len()
            && a.examples
                .iter()
                .zip(&b.examples)
                .all(|(x, y)| x.body.text == y.body.text);
        if same {
            p.3 |= IDENTICAL;
        }
    }
    s
}

fn hash(pack: &[u8]) -> [u8; 32] {
    *blake3::hash(pack).as_bytes()
}

/// Encodes steps computed on the releases of `pack` (stamped with its hash).
pub fn encode(steps: &[Step], pack: &[u8]) -> Vec<u8> {
    let mut out = Vec::from(&MAGIC[..]);
    out.extend_from_slice(&hash(pack));
    out.extend_from_slice(
        &zstd::bulk::compress(&body(steps), 19).expect("zstd compresses in memory"),
    );
    out
}

/// Decodes steps made for the compiled-in pack; None when the bytes are damaged or were made
/// for another pack.
pub fn decode(bytes: &[u8]) -> Option<Vec<Step>> {
    let rest = bytes.strip_prefix(&MAGIC[..])?;
    let (hash, z) = rest.split_at_checked(32)?;
    if hash != self::hash(PACK_BYTES) {
        return None;
    }
    let steps = read_body(&zstd::bulk::decompress(z, 64 << 20).ok()?)?;
    (steps.len() + 1 == RELEASES.len()).then_some(steps)
}

/// A step as the user cache keeps it ([`crate::cache::seal`]): the step between two releases
/// the user brought, or between one of them and a bundled release.
pub fn encode_kept(step: &Step) -> Vec<u8> {
    crate::cache::seal(KEPT_MAGIC, &body(std::slice::from_ref(step)))
}

/// A kept step, None when the bytes are damaged or hold something else.
pub fn decode_kept(bytes: &[u8]) -> Option<Step> {
    let mut steps = read_body(&crate::cache::unseal(KEPT_MAGIC, bytes)?)?;
    (steps.len() == 1).then(|| steps.remove(0))
}

const KEPT_MAGIC: &[u8; 8] = b"CRSTEPK1";

/// The name under which the step between two releases is kept: what it depends on (the
/// shipped steps, which change when the aligner does, and the two texts).
pub fn kept_key(left_blob: &str, right_blob: &str) -> String {
    let mut h = blake3::Hasher::new();
    h.update(KEPT_MAGIC);
    h.update(blake3::hash(SHIPPED_BYTES).as_bytes());
    for part in [left_blob, right_blob] {
        h.update(&(part.len() as u64).to_le_bytes());
        h.update(part.as_bytes());
    }
    h.finalize().to_hex().to_string()
}

/// The varints of [`encode`]'s body.
fn body(steps: &[Step]) -> Vec<u8> {
    let mut body = Vec::new();
    varint(&mut body, steps.len() as u64);
    for s in steps {
        varint(&mut body, s.left_rules as u64);
        varint(&mut body, s.right_rules as u64);
        for ids in [&s.left_ids, &s.right_ids] {
            varint(&mut body, ids.len() as u64);
            let mut chapter = 0i64;
            for id in ids.iter() {
                varint(&mut body, zigzag(id.chapter as i64 - chapter));
                chapter = id.chapter as i64;
                sub_and_letter(&mut body, id);
            }
        }
        varint(&mut body, s.pairs.len() as u64);
        let (mut pl, mut pr) = (0i64, 0i64);
        for &(l, r, score, ev) in &s.pairs {
            varint(&mut body, (l as i64 - pl) as u64);
            varint(&mut body, zigzag(r as i64 - pr));
            body.push((score * 255.0).round() as u8);
            varint(&mut body, ev as u64);
            (pl, pr) = (l as i64, r as i64);
        }
    }
    body
}

/// Reads [`body`]; None when it is damaged.
fn read_body(body: &[u8]) -> Option<Vec<Step>> {
    let mut c = Cursor::new(body);
    let n = c.varint()? as usize;
    let mut steps = Vec::with_capacity(n.min(4096));
    for _ in 0..n {
        let left_rules = c.varint()? as usize;
        let right_rules = c.varint()? as usize;
        let mut both = [Vec::new(), Vec::new()];
        for ids in both.iter_mut() {
            let n = c.varint()? as usize;
            let mut chapter = 0i64;
            for _ in 0..n.min(1 << 20) {
                chapter = chapter.checked_add(unzigzag(c.varint()?))?;
                ids.push(c.rule_id(u16::try_from(chapter).ok()?)?);
            }
        }
        let [left_ids, right_ids] = both;
        if left_ids.len() != left_rules || right_ids.len() != right_rules {
            return None;
        }
        let m = c.varint()? as usize;
        let mut pairs = Vec::with_capacity(m.min(1 << 16));
        let (mut pl, mut pr) = (0i64, 0i64);
        for _ in 0..m {
            let l = pl.checked_add(i64::try_from(c.varint()?).ok()?)?;
            let r = pr.checked_add(unzigzag(c.varint()?))?;
            let score = c.byte()? as f32 / 255.0;
            let ev = u16::try_from(c.varint()?).ok()?;
            if l < 0 || r < 0 || l as usize >= left_rules || r as usize >= right_rules {
                return None;
            }
            pairs.push((l as u32, r as u32, score, ev));
            (pl, pr) = (l, r);
        }
        steps.push(Step {
            left_rules,
            right_rules,
            left_ids,
            right_ids,
            pairs,
        });
    }
    c.done().then_some(steps)
}

/// The shipped steps, if they are current.
pub static SHIPPED_BYTES: &[u8] =
    include_bytes!(concat!(env!("CARGO_MANIFEST_DIR"), "/rules/en/steps.bin"));

/// The steps of the bundled history: the shipped ones when current, else computed.
pub static STEPS: LazyLock<Vec<Step>> =
    LazyLock::new(|| decode(SHIPPED_BYTES).unwrap_or_else(compute_all));
