//! `cr update`: a translation carried forward to a new English release. The translation's own
//! text is edited, never rebuilt: what does not change keeps its bytes.
//!
//! The translation follows one English release (the release it was made from); that release is
//! aligned with the target release. Then, rule by rule of the target:
//! - a rule whose English did not change keeps its translation at its new number, with the
//!   rule references inside its text (and examples) renumbered: `kept` or `renumbered`;
//! - a rule whose English changed keeps its translation, marked [`MARK_REVIEW`]: `changed`,
//!   with the English word diff in the report;
//! - a new English rule is inserted in its place, in English, marked [`MARK_TRANSLATE`]: `added`;
//! - a rule of the translation that the target no longer has is left out and listed: `removed`.
//!
//! Glossary entries likewise, when the translation's glossary pairs with its English one (the
//! same entries in the same order). Headings move with their chapters, examples and stray text
//! with their rules, the effective date in the front matter becomes the target's (in the
//! translation's own date form), and the file keeps its encoding, BOM and line endings.
//!
//! Examples are units of their own: each English example of a carried rule is paired across
//! the two releases ([`ExampleChange`]); a changed one is marked in the translation after its
//! prefix, a new one inserted in English (marked), a deleted one left out.
//!
//! Nothing is dropped from a whole translation: every rule of the target is in its output,
//! carried or marked, but where the translation omits a region on purpose (more than [`GAP`]
//! consecutive rules of its English release untranslated) and the English there did not
//! change; those rules are listed in [`Update::omitted`]. A fragment (a few rules) stays a
//! fragment: a new English rule is inserted only where the translation covers the English
//! around it (see [`GAP`]).

pub mod apply;
mod contents;
mod edit;
pub mod remap;
pub mod write;
pub mod xliff;

use crate::align::{Alignment, diff};
use crate::decode::{self, Encoding};
use crate::document::{Document, Reference};
use crate::error::{Error, Result};
use crate::inline;
use crate::model::Db;
use crate::rule_id::RuleId;
use serde::Serialize;
use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::Arc;

/// The mark on a translated rule or glossary entry whose English changed: the translation is
/// kept and must be reviewed against the new English. It stands first in the rule's text
/// (`601.2f [cr:review] Le joueur…`) or in the entry's definition; the translator deletes it.
pub const MARK_REVIEW: &str = "[cr:review]";
/// The mark on a new English rule, heading or glossary entry inserted in English: it must be
/// translated (`601.2e [cr:translate] The game checks…`).
pub const MARK_TRANSLATE: &str = "[cr:translate]";

/// How many rules of the English release followed may be missing from the translation
/// between two rules it has, for a new English rule there to be inserted. A whole translation
/// covers every stretch; a fragment (the Italian seed's 601.2a–g) covers only its own, so the
/// rest of the English is not poured into it.
pub const GAP: usize = 2;

/// What became of a rule of the target release.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Status {
    /// Same English text, same number.
    Kept,
    /// Same English text, new number (and references inside renumbered).
    Renumbered,
    /// The English text changed: the translation is kept, marked for review.
    Changed,
    /// New in English (or missing from the translation): inserted in English, marked.
    Added,
}

/// What became of an English example of a carried rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ExampleStatus {
    /// Same English text: the translation's example is kept.
    Kept,
    /// The English example changed: the translation's is kept, marked [`MARK_REVIEW`] (or the
    /// English inserted, marked [`MARK_TRANSLATE`], when the translation's cannot be told).
    Changed,
    /// A new English example: inserted in English, marked [`MARK_TRANSLATE`].
    Added,
    /// The English example was deleted: the translation's is left out.
    Removed,
}

/// One English example of a carried rule, paired across the release followed and the target.
#[derive(Debug, Clone)]
pub struct ExampleChange {
    /// Its position among the target rule's examples (None: removed).
    pub target: Option<usize>,
    /// Its position among the examples of the rule in the release followed (None: added).
    pub source: Option<usize>,
    /// Its position among the translated rule's examples, when the translation has it.
    pub translated: Option<usize>,
    pub status: ExampleStatus,
    /// The English example in the release followed.
    pub before: Option<String>,
    /// The English example in the target release.
    pub after: Option<String>,
    /// Word diff of a changed example.
    pub diff: Vec<diff::Op>,
    /// The translation's example, when it has one.
    pub translation: Option<String>,
}

/// One rule of the updated translation.
#[derive(Debug, Clone)]
pub struct RuleChange {
    /// Its index in the target release's rules.
    pub index: usize,
    /// Its number in the target release.
    pub number: RuleId,
    /// Its number in the translation; None for an added rule.
    pub was: Option<RuleId>,
    pub status: Status,
    /// The English text in the release followed (for a changed rule).
    pub before: Option<String>,
    /// The English text in the target release.
    pub after: String,
    /// The English examples in the target release.
    pub examples: Vec<String>,
    /// Word diff of the English text, for a changed rule.
    pub diff: Vec<diff::Op>,
    /// The translation's text (for a changed rule): what the translator reviews.
    pub translation: Option<String>,
    /// Every English example of a carried rule, paired (empty for an added rule, whose
    /// examples come in English with it).
    pub example_changes: Vec<ExampleChange>,
}

impl RuleChange {
    /// The examples left to do: changed or added.
    pub fn examples_to_do(&self) -> impl Iterator<Item = &ExampleChange> {
        self.example_changes
            .iter()
            .filter(|e| matches!(e.status, ExampleStatus::Changed | ExampleStatus::Added))
    }
}

/// One glossary entry of the updated translation.
#[derive(Debug, Clone)]
pub struct TermChange {
    /// The English term in the target release.
    pub term: String,
    /// The translation's term; None for an added entry.
    pub was: Option<String>,
    /// `kept`, `changed` or `added`.
    pub status: Status,
    pub before: Option<String>,
    pub after: String,
    pub diff: Vec<diff::Op>,
    pub translation: Option<String>,
}

/// The glossary part of an update, when the glossaries could be paired.
#[derive(Debug, Clone, Default)]
pub struct GlossaryChanges {
    pub entries: Vec<TermChange>,
    /// Terms of the translation whose English entry the target no longer has.
    pub removed: Vec<String>,
}

/// A translation updated to a target release: the new text and what was done.
#[derive(Debug, Clone)]
pub struct Update {
    /// The English release the translation follows.
    pub follows: Arc<Document>,
    /// One entry per rule of the target release that the updated translation holds (every
    /// rule, for a whole translation), in the target's order.
    pub rules: Vec<RuleChange>,
    /// Rules of the translation left out (numbers in the translation).
    pub removed: Vec<RuleId>,
    /// Rules of the target (numbers in the target) left out because the translation omits
    /// them on purpose (a region of the English it does not translate, such as the Korean
    /// "(생략)" for Subgames) and their English did not change. Every other rule of the
    /// target is in a whole translation's output: carried, or marked.
    pub omitted: Vec<RuleId>,
    /// None when the translation has no glossary or it does not pair with the English one
    /// (then it is kept as it is, with its references renumbered).
    pub glossary: Option<GlossaryChanges>,
    /// The effective date rewritten: (old, new), as printed.
    pub date: Option<(String, String)>,
    /// References inside the text renumbered.
    pub references: usize,
    /// The updated text (decoded; line endings as in the translation).
    pub text: String,
}

impl Update {
    pub fn count(&self, s: Status) -> usize {
        self.rules.iter().filter(|r| r.status == s).count()
    }

    /// Rules and glossary entries left to do (changed or added).
    pub fn to_do(&self) -> usize {
        let g = self.glossary.as_ref().map_or(0, |g| {
            g.entries
                .iter()
                .filter(|e| matches!(e.status, Status::Changed | Status::Added))
                .count()
        });
        let e: usize = self.rules.iter().map(|r| r.examples_to_do().count()).sum();
        self.count(Status::Changed) + self.count(Status::Added) + g + e
    }

    /// The bytes of the updated file in the translation's encoding and BOM, and the encoding
    /// written (UTF-8 when the old one cannot hold inserted English text).
    pub fn encode(&self, translation: &Document) -> (Vec<u8>, Encoding) {
        decode::encode(&self.text, translation.encoding)
    }
}

fn not_translation(doc: &Document) -> Error {
    Error::Other {
        id: "update-error-not-translation",
        args: vec![("document", doc.name.clone())],
    }
}

/// Rule numbers of the release followed mapped to the target, remembered (a translation
/// cites the same rules many times).
pub(crate) struct Renumber<'x> {
    al: &'x Alignment<'x>,
    memo: RefCell<HashMap<RuleId, Option<RuleId>>>,
}

impl<'x> Renumber<'x> {
    fn new(al: &'x Alignment<'x>) -> Self {
        Renumber {
            al,
            memo: RefCell::new(HashMap::new()),
        }
    }

    pub(crate) fn get(&self, id: &RuleId) -> Option<RuleId> {
        if let Some(v) = self.memo.borrow().get(id) {
            return *v;
        }
        let v = self.al.map_id(id);
        self.memo.borrow_mut().insert(*id, v);
        v
    }
}

/// Which rule of the translation each rule of the release followed is (by content; a rule
/// the alignment left out pairs with the rule of the same number, when that one is free).
fn translation_pairs(tr: &Document, follows: &Document, a1: &Alignment<'_>) -> Vec<Option<usize>> {
    let mut t_of_f: Vec<Option<usize>> = vec![None; follows.rules.len()];
    let mut paired = vec![false; tr.rules.len()];
    for p in &a1.pairs {
        t_of_f[p.right] = Some(p.left);
        paired[p.left] = true;
    }
    let mut by_id: HashMap<RuleId, usize> = HashMap::new();
    for (i, r) in follows.rules.iter().enumerate() {
        by_id.entry(r.id).or_insert(i);
    }
    for (i, r) in tr.rules.iter().enumerate() {
        if !paired[i]
            && let Some(&f) = by_id.get(&r.id)
            && t_of_f[f].is_none()
        {
            t_of_f[f] = Some(i);
        }
    }
    t_of_f
}

/// For each rule of the target: the rule of the release followed and of the translation it
/// carries, or None; and whether an uncarried rule lies inside the translation's scope.
struct Plan {
    /// Per target rule: (follows index, translation index) when carried.
    carried: Vec<Option<(usize, usize)>>,
    in_scope: Vec<bool>,
}

/// A whole translation (not a fragment such as the Italian seed's 601.2a–g): it carries at
/// least half of the rules of the release it follows. Every rule of the target is in its
/// output, carried or marked, but for the regions it omits on purpose.
fn is_whole(t_of_f: &[Option<usize>]) -> bool {
    t_of_f.iter().filter(|t| t.is_some()).count() * 2 >= t_of_f.len()
}

/// For each rule of the release followed, the length of the run of untranslated rules it
/// stands in (0 for a translated rule): a run longer than [`GAP`] is a region the translator
/// omitted on purpose.
fn untranslated_runs(t_of_f: &[Option<usize>]) -> Vec<usize> {
    let mut runs = vec![0; t_of_f.len()];
    let mut i = 0;
    while i < t_of_f.len() {
        if t_of_f[i].is_some() {
            i += 1;
            continue;
        }
        let j = (i..t_of_f.len())
            .find(|&j| t_of_f[j].is_some())
            .unwrap_or(t_of_f.len());
        runs[i..j].fill(j - i);
        i = j;
    }
    runs
}

fn plan(t_of_f: &[Option<usize>], a2: &Alignment<'_>, targets: usize) -> Plan {
    let carried: Vec<Option<(usize, usize)>> = (0..targets)
        .map(|g| {
            let f = a2.of_right(g)?.left;
            Some((f, t_of_f[f]?))
        })
        .collect();
    // untranslated[k]: rules of the release followed before k that the translation lacks.
    let mut untranslated = Vec::with_capacity(t_of_f.len() + 1);
    untranslated.push(0usize);
    for t in t_of_f {
        untranslated.push(untranslated.last().copied().unwrap_or(0) + t.is_none() as usize);
    }
    let nf = t_of_f.len() as isize;
    let mut prev = vec![-1isize; targets];
    let mut last = -1isize;
    for g in 0..targets {
        if let Some((f, _)) = carried[g] {
            last = f as isize;
        }
        prev[g] = last;
    }
    let mut next = vec![nf; targets];
    let mut last = nf;
    for g in (0..targets).rev() {
        if let Some((f, _)) = carried[g] {
            last = f as isize;
        }
        next[g] = last;
    }
    let whole = is_whole(t_of_f);
    let in_scope = (0..targets)
        .map(|g| {
            whole || carried[g].is_some() || {
                let (lo, hi) = (prev[g].min(next[g]) + 1, prev[g].max(next[g]));
                let (lo, hi) = (lo.clamp(0, nf) as usize, hi.clamp(0, nf) as usize);
                hi <= lo || untranslated[hi] - untranslated[lo] <= GAP
            }
        })
        .collect();
    Plan { carried, in_scope }
}

/// The definition references of a glossary entry.
fn definition_refs(e: &crate::document::GlossaryEntry) -> Vec<Reference> {
    inline::references(&e.definition.text)
}

/// An example's references (examples keep no parsed references of their own).
fn example_refs(e: &crate::document::Example) -> Vec<Reference> {
    inline::references(&e.body.text)
}

/// True when two examples say the same (references compared through the renumbering).
fn same_example(
    a: &crate::document::Example,
    b: &crate::document::Example,
    map: impl Fn(&RuleId) -> Option<RuleId>,
) -> bool {
    diff::unchanged(
        (&a.body.text, &example_refs(a)),
        (&b.body.text, &example_refs(b)),
        map,
    )
}

/// True when two rules have the same examples.
fn same_examples(
    a: &crate::document::Rule,
    b: &crate::document::Rule,
    map: impl Fn(&RuleId) -> Option<RuleId> + Copy,
) -> bool {
    a.examples.len() == b.examples.len()
        && a.examples
            .iter()
            .zip(&b.examples)
            .all(|(x, y)| same_example(x, y, map))
}

/// The examples of a carried rule paired across the release followed (`before`) and the
/// target: the longest common run of unchanged examples, then, between two of those, the
/// rest in order as changed, the surplus added or removed. The translation's examples pair
/// with those of the release followed by position when it has as many (else it cannot be
/// told which is which, and changed examples come in English).
fn example_changes(
    before: &crate::document::Rule,
    target: &crate::document::Rule,
    translated: &crate::document::Rule,
    map: impl Fn(&RuleId) -> Option<RuleId> + Copy,
) -> Vec<ExampleChange> {
    let (a, b) = (&before.examples, &target.examples);
    if a.is_empty() && b.is_empty() {
        return Vec::new();
    }
    // Longest common subsequence of unchanged examples (a handful per rule).
    let (n, m) = (a.len(), b.len());
    let mut lcs = vec![vec![0usize; m + 1]; n + 1];
    for i in (0..n).rev() {
        for j in (0..m).rev() {
            lcs[i][j] = if same_example(&a[i], &b[j], map) {
                lcs[i + 1][j + 1] + 1
            } else {
                lcs[i + 1][j].max(lcs[i][j + 1])
            };
        }
    }
    let positional = translated.examples.len() == n;
    let text = |e: &crate::document::Example| e.body.text.clone();
    let mut out = Vec::new();
    let mut gap_a: Vec<usize> = Vec::new();
    let mut gap_b: Vec<usize> = Vec::new();
    let flush = |out: &mut Vec<ExampleChange>, ga: &mut Vec<usize>, gb: &mut Vec<usize>| {
        let k = ga.len().max(gb.len());
        for x in 0..k {
            let (s, t) = (ga.get(x).copied(), gb.get(x).copied());
            let status = match (s, t) {
                (Some(_), Some(_)) => ExampleStatus::Changed,
                (None, _) => ExampleStatus::Added,
                (_, None) => ExampleStatus::Removed,
            };
            let tr_index = s.filter(|_| positional);
            out.push(ExampleChange {
                target: t,
                source: s,
                translated: tr_index,
                status,
                before: s.map(|s| text(&a[s])),
                after: t.map(|t| text(&b[t])),
                diff: match (s, t) {
                    (Some(s), Some(t)) => {
                        diff::words(&normalised(&a[s].body.text), &normalised(&b[t].body.text))
                    }
                    _ => Vec::new(),
                },
                translation: tr_index.map(|i| text(&translated.examples[i])),
            });
        }
        ga.clear();
        gb.clear();
    };
    let (mut i, mut j) = (0, 0);
    while i < n || j < m {
        if i < n && j < m && same_example(&a[i], &b[j], map) && lcs[i][j] == lcs[i + 1][j + 1] + 1 {
            flush(&mut out, &mut gap_a, &mut gap_b);
            let tr_index = Some(i).filter(|_| positional);
            out.push(ExampleChange {
                target: Some(j),
                source: Some(i),
                translated: tr_index,
                status: ExampleStatus::Kept,
                before: None,
                after: Some(text(&b[j])),
                diff: Vec::new(),
                translation: None,
            });
            i += 1;
            j += 1;
        } else if j < m && (i == n || lcs[i][j + 1] >= lcs[i + 1][j]) {
            gap_b.push(j);
            j += 1;
        } else {
            gap_a.push(i);
            i += 1;
        }
    }
    flush(&mut out, &mut gap_a, &mut gap_b);
    out
}

fn normalised(t: &str) -> String {
    t.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The glossary plan: for each target entry, the entry of the release followed and of the
/// translation (paired by position with the release followed), and the removed entries.
pub(crate) struct GlossaryPlan {
    /// Per target entry: (follows index, translation index).
    pub carried: Vec<Option<(usize, usize)>>,
    /// Translation entries left out.
    pub removed: Vec<usize>,
}

fn glossary_plan(tr: &Document, follows: &Document, to: &Document) -> Option<GlossaryPlan> {
    if tr.glossary.is_empty() || tr.glossary.len() != follows.glossary.len() {
        return None;
    }
    let key = |t: &str| t.trim().to_lowercase();
    let mut by_term: HashMap<String, usize> = HashMap::new();
    for (i, e) in follows.glossary.iter().enumerate() {
        by_term.entry(key(&e.term)).or_insert(i);
    }
    let mut used = vec![false; follows.glossary.len()];
    let carried = to
        .glossary
        .iter()
        .map(|e| {
            let f = *by_term.get(&key(&e.term))?;
            (!std::mem::replace(&mut used[f], true)).then_some((f, f))
        })
        .collect();
    let removed = (0..used.len()).filter(|&i| !used[i]).collect();
    Some(GlossaryPlan { carried, removed })
}

/// Updates a translation to the target release `to` (an English release).
///
/// What `tr` follows is the database's decision (the one of every command); the alignments
/// run through the chain of English releases between them.
pub fn update(db: &Db, tr: &Document, to: &Document) -> Result<Update> {
    if !crate::lang::is_english(&to.lang) {
        return Err(Error::Other {
            id: "update-error-target-not-english",
            args: vec![("document", to.label())],
        });
    }
    if crate::lang::is_english(&tr.lang) {
        return Err(not_translation(tr));
    }
    // A translation of a release this run does not know is refused, not carried forward from
    // an older one (its newer rules would be thrown away).
    let follows = db.release(db.follows_known(tr)?.release);
    let en = &*follows;
    let (a1, a2) = std::thread::scope(|s| {
        let h = s.spawn(|| db.align(tr, en));
        let a2 = db.align(en, to);
        (
            h.join().unwrap_or_else(|e| std::panic::resume_unwind(e)),
            a2,
        )
    });
    let t_of_f = translation_pairs(tr, en, &a1);
    let plan = plan(&t_of_f, &a2, to.rules.len());
    if plan.carried.iter().all(Option::is_none) {
        return Err(Error::Other {
            id: "update-error-nothing-paired",
            args: vec![("document", tr.name.clone()), ("follows", en.label())],
        });
    }
    let renumber = Renumber::new(&a2);
    let map = |id: &RuleId| renumber.get(id);
    let mut plan = plan;
    // A region the translation omits on purpose stays omitted where its English did not
    // change; a rule whose English changed (or is new) there is inserted, marked.
    let runs = untranslated_runs(&t_of_f);
    let mut omitted = Vec::new();
    for (g, target) in to.rules.iter().enumerate() {
        if plan.carried[g].is_some() || !plan.in_scope[g] {
            continue;
        }
        let Some(f) = a2.of_right(g).map(|p| p.left) else {
            continue;
        };
        let before = &en.rules[f];
        if runs[f] > GAP
            && diff::unchanged(
                (before.text(), &before.refs),
                (target.text(), &target.refs),
                map,
            )
            && same_examples(before, target, map)
        {
            plan.in_scope[g] = false;
            omitted.push(target.id);
        }
    }

    let mut rules = Vec::new();
    for (g, target) in to.rules.iter().enumerate() {
        if !plan.in_scope[g] {
            continue;
        }
        let examples = target
            .examples
            .iter()
            .map(|e| e.body.text.clone())
            .collect();
        let change = match plan.carried[g] {
            Some((f, t)) => {
                let (before, was) = (&en.rules[f], &tr.rules[t]);
                let same = diff::unchanged(
                    (before.text(), &before.refs),
                    (target.text(), &target.refs),
                    map,
                );
                let status = if !same {
                    Status::Changed
                } else if was.id == target.id {
                    Status::Kept
                } else {
                    Status::Renumbered
                };
                let changed = status == Status::Changed;
                RuleChange {
                    index: g,
                    number: target.id,
                    was: Some(was.id),
                    status,
                    before: changed.then(|| before.text().to_owned()),
                    after: target.text().to_owned(),
                    examples,
                    diff: if changed {
                        diff::words(&normalised(before.text()), &normalised(target.text()))
                    } else {
                        Vec::new()
                    },
                    translation: changed.then(|| was.text().to_owned()),
                    example_changes: example_changes(before, target, was, map),
                }
            }
            None => RuleChange {
                index: g,
                number: target.id,
                was: None,
                status: Status::Added,
                before: None,
                after: target.text().to_owned(),
                examples,
                diff: Vec::new(),
                translation: None,
                example_changes: Vec::new(),
            },
        };
        rules.push(change);
    }
    let mut kept_t = vec![false; tr.rules.len()];
    for (_, t) in plan.carried.iter().flatten() {
        kept_t[*t] = true;
    }
    let removed: Vec<RuleId> = tr
        .rules
        .iter()
        .zip(&kept_t)
        .filter(|(_, k)| !**k)
        .map(|(r, _)| r.id)
        .collect();

    let gplan = glossary_plan(tr, en, to);
    let glossary = gplan.as_ref().map(|gp| {
        let entries = to
            .glossary
            .iter()
            .zip(&gp.carried)
            .map(|(target, c)| match *c {
                Some((f, t)) => {
                    let before = &en.glossary[f];
                    let same = diff::unchanged(
                        (&before.definition.text, &definition_refs(before)),
                        (&target.definition.text, &definition_refs(target)),
                        map,
                    );
                    let (b, a) = (&before.definition.text, &target.definition.text);
                    TermChange {
                        term: target.term.clone(),
                        was: Some(tr.glossary[t].term.clone()),
                        status: if same { Status::Kept } else { Status::Changed },
                        before: (!same).then(|| b.clone()),
                        after: a.clone(),
                        diff: if same {
                            Vec::new()
                        } else {
                            diff::words(&normalised(b), &normalised(a))
                        },
                        translation: (!same).then(|| tr.glossary[t].definition.text.clone()),
                    }
                }
                None => TermChange {
                    term: target.term.clone(),
                    was: None,
                    status: Status::Added,
                    before: None,
                    after: target.definition.text.clone(),
                    diff: Vec::new(),
                    translation: None,
                },
            })
            .collect();
        GlossaryChanges {
            entries,
            removed: gp
                .removed
                .iter()
                .map(|&t| tr.glossary[t].term.clone())
                .collect(),
        }
    });

    let edited = edit::Editor {
        tr,
        to,
        renumber: &renumber,
        plan: &plan,
        rules: &rules,
        glossary: gplan.as_ref(),
        glossary_changes: glossary.as_ref(),
    }
    .run();
    Ok(Update {
        follows: follows.clone(),
        rules,
        removed,
        omitted,
        glossary,
        date: edited.date,
        references: edited.references,
        text: edited.text,
    })
}
