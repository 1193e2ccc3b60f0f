//! A rule's lineage across the English releases (`cr history`): the release where it
//! appeared, its number in each release, every change of its text (with a word diff), and the
//! release where it was removed. Built by following the rule through the steps, backwards to
//! where it appeared and forwards to where it ends.
//!
//! The steps alone say where a rule is in every release, and which of its transitions left
//! its text untouched ([`IDENTICAL`]): only the releases where some rule followed changed are
//! read, a chain of the pack ([`KEY_EVERY`] releases) at a time, so that the lineage of every
//! rule of a release (the site's history pages) holds a few releases in memory, not 110.

use super::pack::KEY_EVERY;
use super::steps::{IDENTICAL, Step};
use crate::align::{Alignment, diff};
use crate::document::Document;
use crate::rule_id::RuleId;
use rayon::prelude::*;
use serde::Serialize;
use std::collections::HashMap;
use std::sync::{Arc, OnceLock};

/// What happened to the rule in a release, against the release before.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Change {
    Added,
    Unchanged,
    Renumbered,
    Changed,
    RenumberedChanged,
}

impl Change {
    /// True when the text changed (not only the number).
    pub fn text_changed(self) -> bool {
        matches!(self, Change::Changed | Change::RenumberedChanged)
    }
}

/// The rule in one release.
#[derive(Debug, Clone, Serialize)]
pub struct Entry {
    /// The release's effective date (`2026-01-16`).
    pub version: Arc<str>,
    pub number: RuleId,
    pub change: Change,
    /// The word diff of a changed text, `git diff --word-diff` style (filled by
    /// [`Lineage::with_diffs`]: the site renders its own).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub diff: Option<String>,
    /// The rule's text in this release (shared with the entry before when unchanged).
    #[serde(skip)]
    pub text: Arc<str>,
    /// The word diff of a changed text against the entry before ([`diff::words`]), when
    /// made ([`Lineage::with_words`]) or kept.
    #[serde(skip)]
    pub words: Option<Vec<diff::Op>>,
}

/// A rule's life: one entry per release in which it exists, and the release that removed it.
#[derive(Debug, Clone, Serialize)]
pub struct Lineage {
    pub entries: Vec<Entry>,
    /// The first release without it, if it was removed.
    pub removed: Option<Arc<str>>,
}

impl Lineage {
    /// Fills the word diff of every changed entry against the entry before it, and its
    /// `git diff --word-diff` form (`cr history`).
    pub fn with_diffs(mut self) -> Lineage {
        self.make_words();
        for e in &mut self.entries {
            e.diff = e.words.as_deref().map(diff::inline);
        }
        self
    }

    /// Fills the word diff of every changed entry against the entry before it.
    pub fn with_words(mut self) -> Lineage {
        self.make_words();
        self
    }

    fn make_words(&mut self) {
        for k in 1..self.entries.len() {
            if self.entries[k].change.text_changed() && self.entries[k].words.is_none() {
                let w = diff::words(&self.entries[k - 1].text, &self.entries[k].text);
                self.entries[k].words = Some(w);
            }
        }
    }
}

/// Gives the releases asked for (indices, ascending), parsed.
pub type Load<'a> = dyn Fn(&[usize]) -> Vec<Arc<Document>> + Sync + 'a;

/// Where a rule is in one release, and how it came there from the release before.
#[derive(Clone, Copy)]
struct Place {
    release: usize,
    rule: u32,
    /// The step pair's evidence bits (none for the first place).
    evidence: Option<u16>,
}

/// Rule `k` of release `r + 1` back to its rule in release `r`, for each step.
fn inverses(steps: &[Step], upto: usize) -> Vec<Vec<u32>> {
    steps[..upto].par_iter().map(inverse).collect()
}

/// Rule `k` of a step's right release back to its rule in the left one (`u32::MAX`: none).
fn inverse(s: &Step) -> Vec<u32> {
    let mut inv = vec![u32::MAX; s.right_rules];
    for p in &s.pairs {
        let slot = &mut inv[p.1 as usize];
        if *slot == u32::MAX {
            *slot = p.0;
        }
    }
    inv
}

/// For each rule of a release, its older texts: `(release, text)`, newest first.
pub type OlderTexts = Vec<Vec<(usize, Arc<str>)>>;

/// The texts of rules `rules` (indices) of release `release` in the older releases `at`
/// (indices below `release`, ascending), for the rules whose text the steps between do not
/// all mark identical: for each rule, `(release, text)` newest first. Only the releases of
/// `at` are read (through `load`), and only when some rule needs them; the steps are walked
/// back no further than the oldest of `at`. The linter's `staleness` compares a translation
/// with the older English of its rules this way, at the cost of a few releases.
pub fn older_texts(
    steps: &[Step],
    release: usize,
    rules: &[usize],
    at: &[usize],
    load: &Load<'_>,
) -> OlderTexts {
    let Some(&oldest) = at.first().filter(|&&r| r < release) else {
        return vec![Vec::new(); rules.len()];
    };
    let inv: Vec<Vec<u32>> = steps[oldest..release].par_iter().map(inverse).collect();
    // For each rule, its index in each release of `at` where it may differ.
    let places: Vec<Vec<(usize, u32)>> = rules
        .iter()
        .map(|&k| {
            let mut out = Vec::new();
            let (mut r, mut k, mut identical) = (release, k as u32, true);
            while r > oldest {
                let prev = inv[r - 1 - oldest]
                    .get(k as usize)
                    .copied()
                    .filter(|&p| p != u32::MAX);
                let Some(prev) = prev else { break };
                identical &= forward(&steps[r - 1], prev).is_some_and(|p| p.3 & IDENTICAL != 0);
                r -= 1;
                k = prev;
                if !identical && at.binary_search(&r).is_ok() {
                    out.push((r, k));
                }
            }
            out
        })
        .collect();
    let mut wanted: Vec<usize> = places.iter().flatten().map(|p| p.0).collect();
    wanted.sort_unstable();
    wanted.dedup();
    let docs: HashMap<usize, Arc<Document>> = wanted.iter().copied().zip(load(&wanted)).collect();
    places
        .into_iter()
        .map(|ps| {
            ps.into_iter()
                .map(|(r, k)| (r, Arc::from(docs[&r].rules[k as usize].text())))
                .collect()
        })
        .collect()
}

fn forward(step: &Step, i: u32) -> Option<&(u32, u32, f32, u16)> {
    step.pairs
        .binary_search_by_key(&i, |p| p.0)
        .ok()
        .map(|k| &step.pairs[k])
}

/// The places of rule `rule` of release `release` in every release that has it, oldest
/// first, and the first release without it.
fn places(
    steps: &[Step],
    inv: &[Vec<u32>],
    release: usize,
    rule: usize,
) -> (Vec<Place>, Option<usize>) {
    let mut back = vec![(release, rule as u32)];
    let (mut r, mut k) = (release, rule as u32);
    while r > 0 {
        match inv[r - 1]
            .get(k as usize)
            .copied()
            .filter(|&p| p != u32::MAX)
        {
            Some(prev) => {
                r -= 1;
                k = prev;
                back.push((r, k));
            }
            None => break,
        }
    }
    back.reverse();
    let mut out: Vec<Place> = Vec::with_capacity(back.len() + 8);
    for (n, &(r, k)) in back.iter().enumerate() {
        let evidence = (n > 0).then(|| {
            let prev = back[n - 1].1;
            forward(&steps[r - 1], prev).map_or(0, |p| p.3)
        });
        out.push(Place {
            release: r,
            rule: k,
            evidence,
        });
    }
    let (mut r, mut k) = (release, rule as u32);
    let mut removed = None;
    while r < steps.len() {
        match forward(&steps[r], k) {
            Some(&(_, next, _, e)) => {
                r += 1;
                k = next;
                out.push(Place {
                    release: r,
                    rule: k,
                    evidence: Some(e),
                });
            }
            None => {
                removed = Some(r + 1);
                break;
            }
        }
    }
    (out, removed)
}

/// The lineage of rule `rule` (an index) of release `release`.
pub fn lineage(
    versions: &[Arc<str>],
    steps: &[Step],
    release: usize,
    rule: usize,
    load: &Load<'_>,
) -> Lineage {
    lineages(versions, steps, release, &[rule], load)
        .pop()
        .expect("one lineage per rule")
}

/// The lineages of rules `rules` (indices) of release `release`, in that order; `versions`
/// are the effective dates of the releases the steps join.
pub fn lineages(
    versions: &[Arc<str>],
    steps: &[Step],
    release: usize,
    rules: &[usize],
    load: &Load<'_>,
) -> Vec<Lineage> {
    let inv = inverses(steps, release);
    let mut all: Vec<(Vec<Place>, Option<usize>)> = rules
        .par_iter()
        .map(|&k| places(steps, &inv, release, k))
        .collect();
    drop(inv);
    // The releases read: where a rule appears, and both sides of a transition that is not
    // known identical.
    let mut needed = vec![false; steps.len() + 1];
    for (ps, _) in &all {
        for p in ps {
            match p.evidence {
                None => needed[p.release] = true,
                Some(e) if e & IDENTICAL == 0 => {
                    needed[p.release] = true;
                    needed[p.release - 1] = true;
                }
                Some(_) => {}
            }
        }
    }
    let mut built: Vec<Vec<Entry>> = all
        .iter()
        .map(|(ps, _)| Vec::with_capacity(ps.len()))
        .collect();
    let mut window: HashMap<usize, Arc<Document>> = HashMap::new();
    let chains = needed.len().div_ceil(KEY_EVERY);
    for c in 0..chains {
        let span = c * KEY_EVERY..((c + 1) * KEY_EVERY).min(needed.len());
        let wanted: Vec<usize> = span.clone().filter(|&r| needed[r]).collect();
        // The release before this chain stays while its successor may need it.
        window.retain(|&r, _| r + 1 == span.start);
        window.extend(wanted.iter().copied().zip(load(&wanted)));
        // The alignment of each step, to map references, built at most once a step and only
        // when some rule's references differ as written.
        let aligned: Vec<OnceLock<Alignment<'_>>> = span.clone().map(|_| OnceLock::new()).collect();
        built
            .par_iter_mut()
            .zip(&all)
            .for_each(|(entries, (ps, _))| {
                while let Some(p) = ps.get(entries.len()).filter(|p| p.release < span.end) {
                    let before = entries
                        .len()
                        .checked_sub(1)
                        .map(|n| (&entries[n], ps[n].rule));
                    let e = entry(
                        versions,
                        steps,
                        p,
                        before,
                        &window,
                        &aligned[p.release - span.start],
                    );
                    entries.push(e);
                }
            });
    }
    all.iter_mut()
        .zip(built)
        .map(|((_, removed), entries)| Lineage {
            entries,
            removed: removed.take().map(|r| versions[r].clone()),
        })
        .collect()
}

/// The entry of a rule at one place, from the entry before it (and the rule's index there).
fn entry<'w>(
    versions: &[Arc<str>],
    steps: &[Step],
    p: &Place,
    before: Option<(&Entry, u32)>,
    window: &'w HashMap<usize, Arc<Document>>,
    aligned: &OnceLock<Alignment<'w>>,
) -> Entry {
    let version = versions[p.release].clone();
    let (Some((prev, old_k)), Some(e)) = (before, p.evidence) else {
        let rule = &window[&p.release].rules[p.rule as usize];
        return Entry {
            version,
            number: rule.id,
            change: Change::Added,
            diff: None,
            text: Arc::from(rule.text()),
            words: None,
        };
    };
    if e & IDENTICAL != 0 {
        return Entry {
            version,
            number: prev.number,
            change: Change::Unchanged,
            diff: None,
            text: prev.text.clone(),
            words: None,
        };
    }
    let (pdoc, doc) = (&window[&(p.release - 1)], &window[&p.release]);
    let step = &steps[p.release - 1];
    let rule = &doc.rules[p.rule as usize];
    let old = &pdoc.rules[old_k as usize];
    let renumbered = old.id != rule.id;
    let same = diff::unchanged((old.text(), &old.refs), (rule.text(), &rule.refs), |id| {
        aligned
            .get_or_init(|| {
                Alignment::from_pairs(
                    pdoc,
                    doc,
                    step.pairs
                        .iter()
                        .map(|&(a, b, s, e)| (a as usize, b as usize, s, e))
                        .collect(),
                )
            })
            .map_id(id)
    });
    let change = match (renumbered, same) {
        (false, true) => Change::Unchanged,
        (true, true) => Change::Renumbered,
        (false, false) => Change::Changed,
        (true, false) => Change::RenumberedChanged,
    };
    Entry {
        version,
        number: rule.id,
        change,
        diff: None,
        text: Arc::from(rule.text()),
        words: None,
    }
}

/// Bumped whenever the lineages of a release may come out differently (their entries,
/// changes or texts): kept lineages of another version are not read.
pub const VERSION: u32 = 2;

const MAGIC: &[u8; 8] = b"CRLINE01";

/// What kept lineages depend on: this module's [`VERSION`], the history (the pack, the
/// shipped steps and the releases the user brought: [`super::History::stamp`]), and the
/// release.
pub fn key(history: &[u8; 32], release: usize) -> String {
    hashed_key(MAGIC, history, release, &[])
}

fn hashed_key(magic: &[u8; 8], history: &[u8; 32], release: usize, at: &[usize]) -> String {
    let mut h = blake3::Hasher::new();
    h.update(magic);
    h.update(&VERSION.to_le_bytes());
    h.update(history);
    h.update(&(release as u64).to_le_bytes());
    for &r in at {
        h.update(&(r as u64).to_le_bytes());
    }
    h.finalize().to_hex().to_string()
}

const OLDER_MAGIC: &[u8; 8] = b"CROLDR01";

/// What kept [`older_texts`] depend on: as [`key`], and the releases read.
pub fn older_key(history: &[u8; 32], release: usize, at: &[usize]) -> String {
    hashed_key(OLDER_MAGIC, history, release, at)
}

/// [`older_texts`] as the user cache keeps them ([`crate::cache::seal`]): per rule, the
/// count of its texts, then each one's release and text.
pub fn encode_older(texts: &[Vec<(usize, Arc<str>)>]) -> Vec<u8> {
    use super::codec::varint;
    let mut body = Vec::new();
    varint(&mut body, texts.len() as u64);
    for v in texts {
        varint(&mut body, v.len() as u64);
        for (r, t) in v {
            varint(&mut body, *r as u64);
            varint(&mut body, t.len() as u64);
            body.extend_from_slice(t.as_bytes());
        }
    }
    crate::cache::seal(OLDER_MAGIC, &body)
}

/// Older texts [`encode_older`]d; None when the bytes are damaged or name no release of
/// the history (of `releases` releases).
pub fn decode_older(bytes: &[u8], releases: usize) -> Option<OlderTexts> {
    let body = crate::cache::unseal(OLDER_MAGIC, bytes)?;
    let mut c = super::codec::Cursor::new(&body);
    let n = c.varint()? as usize;
    let mut out = Vec::with_capacity(n.min(1 << 16));
    for _ in 0..n {
        let m = c.varint()? as usize;
        let mut v = Vec::with_capacity(m.min(64));
        for _ in 0..m {
            let r = c.varint()? as usize;
            if r >= releases {
                return None;
            }
            let len = c.varint()? as usize;
            v.push((r, Arc::from(std::str::from_utf8(c.bytes(len)?).ok()?)));
        }
        out.push(v);
    }
    c.done().then_some(out)
}

// One byte per entry: its change, and whether its number and its text differ from the entry
// before (always for the first).
const NEW_NUMBER: u8 = 0x10;
const NEW_TEXT: u8 = 0x20;
const WORDS: u8 = 0x40;
const OPS: [&str; 3] = ["equal", "delete", "insert"];
const CHANGES: [Change; 5] = [
    Change::Added,
    Change::Unchanged,
    Change::Renumbered,
    Change::Changed,
    Change::RenumberedChanged,
];

/// The lineages of every rule of a release, as the user cache keeps them: the magic, a
/// BLAKE3 of the body, then the body in zstd. Per lineage: its first release, the release
/// that removed it (+ 1, 0 for none), its entries (one a release from the first on), each a
/// byte of flags, then its number and its text where they differ from the entry before, and
/// its word diff where made (each run's kind and text).
pub fn encode(lineages: &[Lineage], versions: &[Arc<str>]) -> Vec<u8> {
    use super::codec::{sub_and_letter, varint};
    let index = |v: &str| {
        versions
            .iter()
            .position(|x| &**x == v)
            .expect("a lineage names releases of the history")
    };
    let mut body = Vec::new();
    varint(&mut body, lineages.len() as u64);
    for l in lineages {
        let first = l.entries.first().map_or(0, |e| index(&e.version));
        varint(&mut body, first as u64);
        varint(
            &mut body,
            l.removed.as_deref().map_or(0, |v| index(v) as u64 + 1),
        );
        varint(&mut body, l.entries.len() as u64);
        let mut before: Option<&Entry> = None;
        for e in &l.entries {
            let change = CHANGES.iter().position(|&c| c == e.change).unwrap_or(0) as u8;
            let new_number = before.is_none_or(|b| b.number != e.number);
            let new_text = before.is_none_or(|b| b.text != e.text);
            let words = e.words.as_ref().filter(|_| before.is_some());
            body.push(
                change
                    | if new_number { NEW_NUMBER } else { 0 }
                    | if new_text { NEW_TEXT } else { 0 }
                    | if words.is_some() { WORDS } else { 0 },
            );
            if new_number {
                varint(&mut body, e.number.chapter as u64);
                sub_and_letter(&mut body, &e.number);
            }
            if new_text {
                varint(&mut body, e.text.len() as u64);
                body.extend_from_slice(e.text.as_bytes());
            }
            if let Some(w) = words {
                varint(&mut body, w.len() as u64);
                for o in w {
                    body.push(OPS.iter().position(|&k| k == o.op).unwrap_or(0) as u8);
                    varint(&mut body, o.text.len() as u64);
                    body.extend_from_slice(o.text.as_bytes());
                }
            }
            before = Some(e);
        }
    }
    crate::cache::seal(MAGIC, &body)
}

/// Lineages [`encode`]d; `None` when the bytes are damaged or do not fit the history.
pub fn decode(bytes: &[u8], versions: &[Arc<str>]) -> Option<Vec<Lineage>> {
    let body = crate::cache::unseal(MAGIC, bytes)?;
    let releases = versions.len();
    let mut c = super::codec::Cursor::new(&body);
    let n = c.varint()? as usize;
    let mut out = Vec::with_capacity(n.min(1 << 16));
    for _ in 0..n {
        let first = c.varint()? as usize;
        let removed = match c.varint()? as usize {
            0 => None,
            r => Some(versions.get(r - 1)?.clone()),
        };
        let len = c.varint()? as usize;
        if first.checked_add(len)? > releases {
            return None;
        }
        let mut entries: Vec<Entry> = Vec::with_capacity(len);
        for k in 0..len {
            let flags = c.byte()?;
            let change = *CHANGES.get(usize::from(flags & 0x0f))?;
            let before = entries.last();
            let number = match (flags & NEW_NUMBER != 0, before) {
                (true, _) => {
                    let chapter = u16::try_from(c.varint()?).ok()?;
                    c.rule_id(chapter)?
                }
                (false, Some(b)) => b.number,
                (false, None) => return None,
            };
            let text: Arc<str> = match (flags & NEW_TEXT != 0, before) {
                (true, _) => {
                    let n = c.varint()? as usize;
                    Arc::from(std::str::from_utf8(c.bytes(n)?).ok()?)
                }
                (false, Some(b)) => b.text.clone(),
                (false, None) => return None,
            };
            let words = match (flags & WORDS != 0, before) {
                (false, _) => None,
                (true, Some(_)) => {
                    let n = c.varint()? as usize;
                    let mut ops = Vec::with_capacity(n.min(1 << 12));
                    for _ in 0..n {
                        let op = *OPS.get(usize::from(c.byte()?))?;
                        let len = c.varint()? as usize;
                        let text = std::str::from_utf8(c.bytes(len)?).ok()?.to_owned();
                        ops.push(diff::Op { op, text });
                    }
                    Some(ops)
                }
                (true, None) => return None,
            };
            entries.push(Entry {
                version: versions[first + k].clone(),
                number,
                change,
                diff: None,
                text,
                words,
            });
        }
        out.push(Lineage { entries, removed });
    }
    c.done().then_some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::history::steps::STEPS;

    fn versions() -> Vec<Arc<str>> {
        crate::history::History::bundled().versions()
    }

    /// Kept older texts read back as they were made, and bytes damaged anywhere are refused.
    #[test]
    fn kept_older_texts_read_back_and_damage_is_refused() {
        let db = crate::model::Db::new();
        let release = crate::history::index_of("2017-07-08").unwrap();
        let rules: Vec<usize> = (0..STEPS[release].left_rules).collect();
        let at = [release - 12, release - 4];
        let made = older_texts(&STEPS, release, &rules, &at, &|w| db.releases_passing(w));
        assert!(made.iter().filter(|v| !v.is_empty()).count() > 20);
        let bytes = encode_older(&made);
        let n = STEPS.len() + 1;
        assert_eq!(decode_older(&bytes, n), Some(made));
        for i in (0..bytes.len()).step_by(bytes.len() / 300 + 1) {
            let mut b = bytes.clone();
            b[i] ^= 0x20;
            assert_eq!(decode_older(&b, n), None, "byte {i} flipped");
        }
        assert_eq!(decode_older(&bytes[..bytes.len() - 1], n), None);
        let stamp = [7u8; 32];
        assert_ne!(older_key(&stamp, release, &at), key(&stamp, release));
        assert_ne!(key(&stamp, release), key(&[8u8; 32], release));
    }

    /// Kept lineages read back as they were made, shared texts and all, and bytes that are
    /// damaged anywhere are refused.
    #[test]
    fn kept_lineages_read_back_and_damage_is_refused() {
        let db = crate::model::Db::new();
        let release = crate::history::index_of("2015-07-17").unwrap();
        // A spread of rules: every 97th, and the last.
        let n = STEPS[release].left_rules;
        let rules: Vec<usize> = (0..n).step_by(97).chain([n - 1]).collect();
        let versions = versions();
        let made: Vec<Lineage> = lineages(&versions, &STEPS, release, &rules, &|w| {
            db.releases_passing(w)
        })
        .into_iter()
        .map(Lineage::with_words)
        .collect();
        let bytes = encode(&made, &versions);
        let back = decode(&bytes, &versions).expect("reads back");
        assert_eq!(back.len(), made.len());
        for (a, b) in made.iter().zip(&back) {
            assert_eq!(a.removed, b.removed);
            assert_eq!(a.entries.len(), b.entries.len());
            for (x, y) in a.entries.iter().zip(&b.entries) {
                assert_eq!(
                    (&x.version, x.number, x.change, &*x.text, &x.words),
                    (&y.version, y.number, y.change, &*y.text, &y.words)
                );
            }
        }
        assert!(
            made.iter()
                .any(|l| l.entries.iter().any(|e| e.change.text_changed())),
            "the sample has changed texts"
        );
        for at in [0, 7, 8, 20, bytes.len() / 2, bytes.len() - 1] {
            let mut bad = bytes.clone();
            bad[at] ^= 0x01;
            assert!(decode(&bad, &versions).is_none(), "a flipped bit at {at}");
        }
        assert!(
            decode(&bytes[..bytes.len() - 3], &versions).is_none(),
            "cut short"
        );
    }
}
