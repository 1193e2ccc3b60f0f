//! A rule's lineage across the English releases (`cr history`): the release where it
//! appeared, its number in each release, every change of its text (with a word diff), and the
//! release where it was removed. Built by following the rule through the steps, backwards to
//! where it appeared and forwards to where it ends.

use super::steps::Step;
use crate::align::{Alignment, diff};
use crate::document::Document;
use crate::rule_id::RuleId;
use serde::Serialize;
use std::sync::Arc;

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

/// The rule in one release.
#[derive(Debug, Clone, Serialize)]
pub struct Entry {
    pub version: String,
    pub number: RuleId,
    pub change: Change,
    /// The word diff of a changed text, `git diff --word-diff` style.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub diff: Option<String>,
    /// Index of the release and of the rule in it.
    #[serde(skip)]
    pub at: (usize, usize),
}

/// A rule's life: one entry per release in which it exists, and the release that removed it.
#[derive(Debug, Clone, Serialize)]
pub struct Lineage {
    pub entries: Vec<Entry>,
    /// The first release without it, if it was removed.
    pub removed: Option<String>,
}

fn forward(step: &Step, i: u32) -> Option<u32> {
    step.pairs
        .binary_search_by_key(&i, |p| p.0)
        .ok()
        .map(|k| step.pairs[k].1)
}

fn backward(step: &Step, j: u32) -> Option<u32> {
    step.pairs.iter().find(|p| p.1 == j).map(|p| p.0)
}

/// The lineage of rule `rule` (an index) of release `release`; `load(i)` gives release i.
pub fn lineage(
    steps: &[Step],
    release: usize,
    rule: usize,
    load: &dyn Fn(usize) -> Arc<Document>,
) -> Lineage {
    // Back to where it appeared.
    let mut places = vec![(release, rule)];
    let (mut r, mut k) = (release, rule as u32);
    while r > 0 {
        match backward(&steps[r - 1], k) {
            Some(prev) => {
                r -= 1;
                k = prev;
                places.push((r, k as usize));
            }
            None => break,
        }
    }
    places.reverse();
    // Forward to where it ends.
    let (mut r, mut k) = (release, rule as u32);
    let mut removed = None;
    while r < steps.len() {
        match forward(&steps[r], k) {
            Some(next) => {
                r += 1;
                k = next;
                places.push((r, k as usize));
            }
            None => {
                removed = Some(super::RELEASES[r + 1].effective.clone());
                break;
            }
        }
    }
    let mut entries = Vec::with_capacity(places.len());
    let mut prev: Option<(Arc<Document>, usize)> = None;
    for &(r, k) in &places {
        let doc = load(r);
        let rule = &doc.rules[k];
        let (change, diff) = match &prev {
            None => (Change::Added, None),
            Some((pdoc, pk)) => {
                let old = &pdoc.rules[*pk];
                let renumbered = old.id != rule.id;
                // The step's alignment maps references, and only when they differ as written:
                // built then, not for every release of every rule.
                let step = std::cell::OnceCell::new();
                let same =
                    diff::unchanged((old.text(), &old.refs), (rule.text(), &rule.refs), |id| {
                        step.get_or_init(|| {
                            Alignment::from_pairs(
                                pdoc,
                                &doc,
                                steps[r - 1]
                                    .pairs
                                    .iter()
                                    .map(|&(a, b, s, e)| (a as usize, b as usize, s, e))
                                    .collect(),
                            )
                        })
                        .map_id(id)
                    });
                let d = (!same).then(|| diff::inline(&diff::words(old.text(), rule.text())));
                let change = match (renumbered, same) {
                    (false, true) => Change::Unchanged,
                    (true, true) => Change::Renumbered,
                    (false, false) => Change::Changed,
                    (true, false) => Change::RenumberedChanged,
                };
                (change, d)
            }
        };
        entries.push(Entry {
            version: super::RELEASES[r].effective.clone(),
            number: rule.id,
            change,
            diff,
            at: (r, k),
        });
        prev = Some((doc, k));
    }
    Lineage { entries, removed }
}
