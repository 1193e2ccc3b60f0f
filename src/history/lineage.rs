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
    pub version: String,
    pub number: RuleId,
    pub change: Change,
    /// The word diff of a changed text, `git diff --word-diff` style (filled by
    /// [`Lineage::with_diffs`]: the site renders its own).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub diff: Option<String>,
    /// The rule's text in this release (shared with the entry before when unchanged).
    #[serde(skip)]
    pub text: Arc<str>,
}

/// A rule's life: one entry per release in which it exists, and the release that removed it.
#[derive(Debug, Clone, Serialize)]
pub struct Lineage {
    pub entries: Vec<Entry>,
    /// The first release without it, if it was removed.
    pub removed: Option<String>,
}

impl Lineage {
    /// Fills the word diff of every changed entry, against the entry before it.
    pub fn with_diffs(mut self) -> Lineage {
        for k in 1..self.entries.len() {
            if self.entries[k].change.text_changed() {
                let d = diff::words(&self.entries[k - 1].text, &self.entries[k].text);
                self.entries[k].diff = Some(diff::inline(&d));
            }
        }
        self
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
) -> Vec<Vec<(usize, Arc<str>)>> {
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
pub fn lineage(steps: &[Step], release: usize, rule: usize, load: &Load<'_>) -> Lineage {
    lineages(steps, release, &[rule], load)
        .pop()
        .expect("one lineage per rule")
}

/// The lineages of rules `rules` (indices) of release `release`, in that order.
pub fn lineages(steps: &[Step], release: usize, rules: &[usize], load: &Load<'_>) -> Vec<Lineage> {
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
                    let e = entry(steps, p, before, &window, &aligned[p.release - span.start]);
                    entries.push(e);
                }
            });
    }
    all.iter_mut()
        .zip(built)
        .map(|((_, removed), entries)| Lineage {
            entries,
            removed: removed.take().map(|r| super::RELEASES[r].effective.clone()),
        })
        .collect()
}

/// The entry of a rule at one place, from the entry before it (and the rule's index there).
fn entry<'w>(
    steps: &[Step],
    p: &Place,
    before: Option<(&Entry, u32)>,
    window: &'w HashMap<usize, Arc<Document>>,
    aligned: &OnceLock<Alignment<'w>>,
) -> Entry {
    let version = super::RELEASES[p.release].effective.clone();
    let (Some((prev, old_k)), Some(e)) = (before, p.evidence) else {
        let rule = &window[&p.release].rules[p.rule as usize];
        return Entry {
            version,
            number: rule.id,
            change: Change::Added,
            diff: None,
            text: Arc::from(rule.text()),
        };
    };
    if e & IDENTICAL != 0 {
        return Entry {
            version,
            number: prev.number,
            change: Change::Unchanged,
            diff: None,
            text: prev.text.clone(),
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
    }
}
