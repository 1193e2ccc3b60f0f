//! Which English release a document follows: the one place that decides it.
//!
//! A translation keeps the numbering of the English it was made from, so every release is
//! first compared by numbering on the groups the document covers (cheap: rule numbers only).
//! The releases that tie best are then aligned with it by content. The answer is a *range*:
//! the releases around the best one that the document cannot tell apart (as close by content,
//! every rule it pairs keeping its number from one to the next, and nothing added to a group it
//! holds whole), and within it the release whose effective date the document prints, else the
//! oldest.
//! A document with rules that no release has is newer than the whole history.

use super::steps::{IDENTICAL, Step};
use crate::align::{self, Alignment};
use crate::document::Document;
use crate::rule_id::RuleId;
use serde::Serialize;
use std::collections::{BTreeSet, HashMap, HashSet};
use std::sync::Arc;
use std::sync::OnceLock;

/// Rule indices paired: `(document rule, release rule, score, evidence bits)`.
type Pairs = Vec<(usize, usize, f32, u16)>;

/// At most this many rules × releases are aligned by content for one decision.
const CONTENT_BUDGET: usize = 200_000;

/// How one release compares with the document.
#[derive(Debug, Clone, Serialize)]
pub struct Candidate {
    /// The release's index in the history.
    #[serde(skip)]
    pub release: usize,
    pub version: String,
    /// The share of the document's rule numbers that the release has.
    pub numbers_found: f32,
    /// Jaccard similarity of the rule numbers, on the groups the document covers.
    pub numbering: f32,
    /// Content score of the alignment (None when not aligned: numbering ruled it out).
    pub content: Option<f32>,
    #[serde(skip)]
    pub same_number: usize,
    #[serde(skip)]
    pub renumbered: usize,
    #[serde(skip)]
    pub unpaired: usize,
}

/// The verdict.
#[derive(Debug, Clone)]
pub struct Follows {
    /// The release it follows (index in the history).
    pub release: usize,
    /// The releases it cannot tell apart, oldest and newest (indices, inclusive).
    pub range: (usize, usize),
    /// Rules no release has (a translation of a release newer than the bundled history).
    pub new_rules: Vec<RuleId>,
    /// The releases compared by content, best first.
    pub candidates: Vec<Candidate>,
    /// The document's pairs with the release it follows: `(doc rule, release rule, score,
    /// evidence bits)`.
    pub pairs: Pairs,
}

impl Follows {
    pub fn newer_than_all(&self) -> bool {
        !self.new_rules.is_empty()
    }
}

/// The group of a rule: its parent (601.2 for 601.2f), or its chapter for a numbered rule.
fn group(id: &RuleId) -> RuleId {
    match id.letter {
        Some(_) => RuleId::new(id.chapter, id.sub, None),
        None => RuleId::new(id.chapter, None, None),
    }
}

/// Decides what `doc` follows. `versions[i]` is release i's effective date, `ids[i]` its rule
/// numbers, `load(i)` its parsed document, `prepare(wanted)` parses several releases at once
/// (before they are loaded one by one), `steps` the history's steps.
pub fn decide(
    doc: &Document,
    versions: &[Arc<str>],
    ids: &[Arc<Vec<RuleId>>],
    load: &(dyn Fn(usize) -> Arc<Document> + Sync),
    prepare: &dyn Fn(&[usize]),
    steps: &[Step],
) -> Follows {
    let n = ids.len();
    let mine: BTreeSet<RuleId> = doc.rules.iter().map(|r| r.id).collect();
    let groups: HashSet<RuleId> = mine.iter().map(group).collect();

    // 1. Numbering, against every release: the share of the document's rule numbers the
    // release has, and the Jaccard similarity of the numbers in the groups the document holds
    // densely (at least half of the release's numbers there). A fragment quoting 601.2b and
    // 601.2f says nothing about how many rules 601.2 has; a whole translation does.
    let mut by_group: HashMap<RuleId, Vec<RuleId>> = HashMap::new();
    for id in &mine {
        by_group.entry(group(id)).or_default().push(*id);
    }
    let numbering: Vec<(f32, f32)> = ids
        .iter()
        .map(|rel| {
            let mut theirs: HashMap<RuleId, Vec<RuleId>> = HashMap::new();
            for id in rel.iter().filter(|id| groups.contains(&group(id))) {
                theirs.entry(group(id)).or_default().push(*id);
            }
            theirs.values_mut().for_each(|v| v.sort_unstable());
            let (mut found, mut inter, mut union) = (0usize, 0usize, 0usize);
            for (g, ours) in &by_group {
                let empty = Vec::new();
                let t = theirs.get(g).unwrap_or(&empty);
                let common = ours.iter().filter(|id| t.binary_search(id).is_ok()).count();
                found += common;
                if common * 2 >= t.len() {
                    inter += common;
                    union += ours.len() + t.len() - common;
                }
            }
            let found = found as f32 / mine.len().max(1) as f32;
            let jaccard = if union == 0 {
                found
            } else {
                inter as f32 / union as f32
            };
            (found, jaccard)
        })
        .collect();
    let key = |i: usize| numbering[i].0 + numbering[i].1;
    let best_numbering = (0..n).map(key).fold(0.0f32, f32::max);
    let mut tied: Vec<usize> = (0..n)
        .filter(|&i| key(i) >= best_numbering - 1e-4)
        .collect();
    if tied.is_empty() {
        tied.push(n - 1);
    }
    // Bounded work: a long document that ties with many releases (it shares no numbering
    // signal with any) is compared by content with an even sample of them; the others stay
    // candidates for the range, which the steps still decide.
    let all_tied: HashSet<usize> = tied.iter().copied().collect();
    let budget = (CONTENT_BUDGET / doc.rules.len().max(1)).max(1);
    if tied.len() > budget {
        let step = tied.len().div_ceil(budget);
        let last = *tied.last().expect("non-empty");
        tied = tied.into_iter().step_by(step).collect();
        if tied.last() != Some(&last) {
            tied.push(last);
        }
    }

    // 2. Content, against the releases that tie on numbering (narrowed to the groups the
    // document covers when it is a fragment: 601.2 and its lettered rules, the numbered rules
    // of 601). Releases in which the covered rules did not
    // change (the steps say so) compare alike: one of them is aligned for all.
    let fragment = doc.rules.len() * 2 < ids[*tied.last().expect("non-empty")].len();
    let share = fragment && doc.glossary.is_empty();
    let covered = |id: &RuleId| groups.contains(&group(id));
    let mut rep: HashMap<usize, usize> = HashMap::with_capacity(tied.len());
    for &i in &tied {
        let r = match i.checked_sub(1).and_then(|p| Some((p, *rep.get(&p)?))) {
            Some((p, r)) if share && unchanged(&steps[p], &covered) => r,
            _ => i,
        };
        rep.insert(i, r);
    }
    let reps: Vec<usize> = tied.iter().copied().filter(|i| rep[i] == *i).collect();

    // Several releases to read: each chain of the pack read once, rather than each release
    // from its key frame.
    prepare(&reps);
    // The document's features, computed once for every release it is compared with (with
    // trigrams or without, as the languages decide: the same for every English release).
    let my_features: [OnceLock<Vec<align::features::Features>>; 2] = Default::default();
    let aligned: HashMap<usize, (Candidate, Pairs)> = {
        use rayon::prelude::*;
        reps.par_iter()
            .map(|&i| {
                let full = load(i);
                let narrowed;
                let release: &Document = if fragment {
                    narrowed = full.keeping(covered);
                    &narrowed
                } else {
                    &full
                };
                let grams = align::Context::new(doc, release).cognates;
                let lf = my_features[grams as usize].get_or_init(|| align::features_of(doc, grams));
                let rf = align::features_of(release, grams);
                let a = align::align_with(doc, release, lf, &rf);
                let c = candidate(&a, i, &versions[i], numbering[i]);
                // Pairs as indices into the whole release.
                let whole: HashMap<RuleId, usize> = full
                    .rules
                    .iter()
                    .enumerate()
                    .map(|(k, r)| (r.id, k))
                    .collect();
                let pairs = a
                    .pairs
                    .iter()
                    .filter_map(|p| {
                        let k = *whole.get(&release.rules[p.right].id)?;
                        Some((p.left, k, p.score, p.evidence_bits()))
                    })
                    .collect();
                (i, (c, pairs))
            })
            .collect()
    };
    // Every tied release, with its representative's result carried to its own numbering.
    let scored: Vec<(Candidate, Pairs)> = tied
        .iter()
        .filter_map(|&i| {
            let r = rep[&i];
            let (c, pairs) = aligned.get(&r)?;
            if r == i {
                return Some((c.clone(), pairs.clone()));
            }
            let index: HashMap<RuleId, usize> = ids[i]
                .iter()
                .enumerate()
                .filter(|(_, id)| covered(id))
                .map(|(k, id)| (*id, k))
                .collect();
            let pairs = pairs
                .iter()
                .filter_map(|&(l, k, s, e)| Some((l, *index.get(ids[r].get(k)?)?, s, e)))
                .collect();
            let c = Candidate {
                release: i,
                version: versions[i].to_string(),
                numbers_found: numbering[i].0,
                numbering: numbering[i].1,
                ..c.clone()
            };
            Some((c, pairs))
        })
        .collect();
    let content = |c: &Candidate| c.content.unwrap_or(0.0);
    let best_k = (0..scored.len()).fold(0, |b, k| {
        if content(&scored[k].0) > content(&scored[b].0) + 1e-6 {
            k
        } else {
            b
        }
    });
    let best = scored[best_k].0.release;
    let best_content = content(&scored[best_k].0);
    let compared: HashSet<usize> = scored.iter().map(|(c, _)| c.release).collect();
    let indistinct: HashSet<usize> = scored
        .iter()
        .filter(|(c, _)| content(c) >= best_content - 0.01)
        .map(|(c, _)| c.release)
        .chain(all_tied.iter().copied().filter(|i| !compared.contains(i)))
        .collect();

    // 3. The range: neighbours the document cannot tell apart.
    let pairs = scored[best_k].1.clone();
    let whole = whole_groups(&mine, &ids[best]);
    let (mut from, mut to) = (best, best);
    // Where the document's paired rules are, release by release.
    let mut at: Vec<u32> = pairs.iter().map(|p| p.1 as u32).collect();
    while to + 1 < n && indistinct.contains(&(to + 1)) {
        match carried(&steps[to], &at, &ids[to], &ids[to + 1], &whole, true) {
            Some(next) => {
                at = next;
                to += 1;
            }
            None => break,
        }
    }
    let mut at: Vec<u32> = pairs.iter().map(|p| p.1 as u32).collect();
    while from > 0 && indistinct.contains(&(from - 1)) {
        match carried(
            &steps[from - 1],
            &at,
            &ids[from],
            &ids[from - 1],
            &whole,
            false,
        ) {
            Some(prev) => {
                at = prev;
                from -= 1;
            }
            None => break,
        }
    }
    // Within the range: the release whose date the document prints, else the oldest.
    let release = (from..=to)
        .find(|&i| *versions[i] == *doc.version)
        .unwrap_or(from);
    let pairs = if release == best {
        pairs
    } else {
        scored
            .iter()
            .find(|(c, _)| c.release == release)
            .map(|(_, p)| p.clone())
            .unwrap_or(pairs)
    };

    // 4. Rules no release has.
    let everywhere: HashSet<RuleId> = if to + 1 == n {
        ids.iter().flat_map(|v| v.iter().copied()).collect()
    } else {
        HashSet::new()
    };
    let paired: HashSet<usize> = pairs.iter().map(|p| p.0).collect();
    let new_rules = if to + 1 == n {
        doc.rules
            .iter()
            .enumerate()
            .filter(|(k, r)| !paired.contains(k) && !everywhere.contains(&r.id))
            .map(|(_, r)| r.id)
            .collect()
    } else {
        Vec::new()
    };
    let mut candidates: Vec<Candidate> = scored.into_iter().map(|(c, _)| c).collect();
    candidates.sort_by(|a, b| {
        content(b)
            .total_cmp(&content(a))
            .then(a.release.cmp(&b.release))
    });
    Follows {
        release,
        range: (from, to),
        new_rules,
        candidates,
        pairs,
    }
}

/// True when a step leaves the rules that `covered` keeps as they were: each paired with a rule
/// of the same number and text ([`IDENTICAL`]), none added, none removed.
fn unchanged(step: &Step, covered: &dyn Fn(&RuleId) -> bool) -> bool {
    let same = step
        .pairs
        .iter()
        .filter(|p| p.3 & IDENTICAL != 0 && covered(&step.left_ids[p.0 as usize]))
        .count();
    same == step.left_ids.iter().filter(|id| covered(id)).count()
        && same == step.right_ids.iter().filter(|id| covered(id)).count()
}

/// The groups whose every rule in `release` the document has (a full chapter of a
/// translation, a whole 601.2): an addition to one of them would show.
fn whole_groups(mine: &BTreeSet<RuleId>, release: &[RuleId]) -> HashSet<RuleId> {
    let mut missing: HashSet<RuleId> = HashSet::new();
    let mut seen: HashSet<RuleId> = HashSet::new();
    for id in release {
        let g = group(id);
        seen.insert(g);
        if !mine.contains(id) {
            missing.insert(g);
        }
    }
    seen.into_iter().filter(|g| !missing.contains(g)).collect()
}

/// Follows the document's paired rules (`at`, indices into release `here`) across one step
/// (forward from `here` to `there` when `forward`, else backward). None when one of them
/// changes number or disappears, or a rule appears in a group the document holds whole. A
/// change of English wording is for the content comparison to see: where it cannot, the
/// document cannot tell the two releases apart.
fn carried(
    step: &Step,
    at: &[u32],
    here: &Arc<Vec<RuleId>>,
    there: &Arc<Vec<RuleId>>,
    whole: &HashSet<RuleId>,
    forward: bool,
) -> Option<Vec<u32>> {
    let mut map: HashMap<u32, u32> = HashMap::with_capacity(step.pairs.len());
    let mut reached: HashSet<u32> = HashSet::with_capacity(step.pairs.len());
    for &(l, r, _, _) in &step.pairs {
        let (from, to) = if forward { (l, r) } else { (r, l) };
        map.insert(from, to);
        reached.insert(to);
    }
    let mut out = Vec::with_capacity(at.len());
    for &i in at {
        let &j = map.get(&i)?;
        if here.get(i as usize) != there.get(j as usize) {
            return None;
        }
        out.push(j);
    }
    // Rules of `there` with no counterpart in `here`, in a group held whole.
    let appeared = there
        .iter()
        .enumerate()
        .any(|(j, id)| !reached.contains(&(j as u32)) && whole.contains(&group(id)));
    (!appeared).then_some(out)
}

/// Scores one content alignment of the document (left) with a release (right).
fn candidate(
    a: &Alignment<'_>,
    release: usize,
    version: &str,
    (found, numbering): (f32, f32),
) -> Candidate {
    let n = a.left.rules.len().max(1);
    let mut score = 0.0;
    for p in &a.pairs {
        score += if p.renumbered { p.score * 0.5 } else { p.score };
        let (l, r) = (&a.left.rules[p.left], &a.right.rules[p.right]);
        if !l.refs.is_empty()
            && l.refs
                .iter()
                .map(|x| x.target)
                .eq(r.refs.iter().map(|x| x.target))
        {
            score += 0.25;
        }
    }
    Candidate {
        release,
        version: version.to_owned(),
        numbers_found: found,
        numbering,
        content: Some(score / n as f32),
        same_number: a.pairs.iter().filter(|p| !p.renumbered).count(),
        renumbered: a.pairs.iter().filter(|p| p.renumbered).count(),
        unpaired: a.left_only.len(),
    }
}
