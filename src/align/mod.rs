//! Alignment of two documents by content, not by number: which rule of the left document is
//! which rule of the right one, across languages and versions.
//!
//! Rule numbers cannot be trusted (in July 2015 a new 601.2e was inserted, so the Italian
//! seed's 601.2e is the English 601.2f), so rules are compared by what survives translation
//! ([`features`]): words (same language) or cognates (two Latin-script languages), digits,
//! symbols, references, and length against the ratio expected for the language pair. Numbers
//! are only a prior. The alignment is hierarchical — chapters (`601`), then subrule groups
//! (`601.2` with its lettered rules), then rules — each level a monotone dynamic programme
//! ([`dp`]) that allows insertions and deletions. A last pass pairs rules that moved out of
//! order when their content agrees strongly.

pub mod diff;
pub mod dp;
pub mod features;
pub mod lexicon;
pub mod sentences;
pub mod tmx;

use crate::document::Document;
use crate::rule_id::RuleId;
use features::{Features, Script, common, dice, dice_of};
use rustc_hash::FxHashMap as HashMap;
use serde::Serialize;
use std::sync::OnceLock;

/// An anchor that agreed for a pair: the evidence behind it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Anchor {
    /// Same rule number.
    Number,
    /// Same words (same language).
    Words,
    /// Same text up to case, accents, punctuation and rule references.
    Exact,
    /// Shared cognates (two Latin-script languages).
    Cognates,
    /// Length as expected for the language pair.
    Length,
    Digits,
    Symbols,
    References,
    /// Words that the learned lexicon says translate each other.
    Lexicon,
}

const ANCHORS: [Anchor; 9] = [
    Anchor::Number,
    Anchor::Words,
    Anchor::Exact,
    Anchor::Cognates,
    Anchor::Length,
    Anchor::Digits,
    Anchor::Symbols,
    Anchor::References,
    Anchor::Lexicon,
];

fn flag(a: Anchor) -> u16 {
    1 << (a as u16)
}

/// A pair of rules: indices into `left.rules` and `right.rules`.
#[derive(Debug, Clone, PartialEq)]
pub struct Pair {
    pub left: usize,
    pub right: usize,
    /// Similarity in [0, 1].
    pub score: f32,
    /// The rule numbers differ.
    pub renumbered: bool,
    evidence: u16,
}

impl Pair {
    /// The anchors that agreed, as bits (see [`Alignment::from_pairs`]).
    pub fn evidence_bits(&self) -> u16 {
        self.evidence
    }

    /// The anchors that agreed.
    pub fn evidence(&self) -> Vec<Anchor> {
        ANCHORS
            .iter()
            .copied()
            .filter(|a| self.evidence & flag(*a) != 0)
            .collect()
    }
}

/// The result: pairs in left order, and what has no counterpart on either side.
#[derive(Debug, Clone)]
pub struct Alignment<'a> {
    pub left: &'a Document,
    pub right: &'a Document,
    pub pairs: Vec<Pair>,
    pub left_only: Vec<usize>,
    pub right_only: Vec<usize>,
    /// For each left rule, the index of its pair in `pairs`.
    by_left: Vec<Option<u32>>,
    /// For each right rule, the index of its pair in `pairs`.
    by_right: Vec<Option<u32>>,
    /// Each rule number of the left and right documents: its first rule (built when asked).
    ids: OnceLock<[HashMap<RuleId, usize>; 2]>,
}

impl<'a> Alignment<'a> {
    /// An alignment from pairs found elsewhere (composed through the English history):
    /// `(left, right, score, evidence bits)`, at most one pair per rule on each side.
    pub fn from_pairs(
        left: &'a Document,
        right: &'a Document,
        pairs: Vec<(usize, usize, f32, u16)>,
    ) -> Alignment<'a> {
        let number = flag(Anchor::Number);
        let pairs = pairs
            .into_iter()
            .filter(|&(i, j, _, _)| i < left.rules.len() && j < right.rules.len())
            .map(|(i, j, s, ev)| {
                let same = left.rules[i].id == right.rules[j].id;
                (i, j, s, if same { ev | number } else { ev & !number })
            })
            .collect();
        finish(left, right, pairs)
    }

    /// The same alignment seen from the other side.
    pub fn mirrored(&self) -> Alignment<'a> {
        let pairs = self
            .pairs
            .iter()
            .map(|p| (p.right, p.left, p.score, p.evidence))
            .collect();
        finish(self.right, self.left, pairs)
    }

    /// Each rule number of the left and right documents: its first rule.
    fn ids(&self) -> &[HashMap<RuleId, usize>; 2] {
        self.ids.get_or_init(|| {
            [self.left, self.right].map(|d| {
                let mut m = HashMap::default();
                m.reserve(d.rules.len());
                for (i, r) in d.rules.iter().enumerate() {
                    m.entry(r.id).or_insert(i);
                }
                m
            })
        })
    }

    /// The same alignment over some rules only: a rule not kept (`keep_left[i]`,
    /// `keep_right[j]` false) is out of the comparison, neither paired nor unpaired. Two
    /// translations that follow different English releases are compared only on the rules
    /// the English left unchanged between those releases.
    pub fn restricted(&self, keep_left: &[bool], keep_right: &[bool]) -> Alignment<'a> {
        let kept = |keep: &[bool], i: usize| keep.get(i).copied().unwrap_or(false);
        let pairs = self
            .pairs
            .iter()
            .filter(|p| kept(keep_left, p.left) && kept(keep_right, p.right))
            .map(|p| (p.left, p.right, p.score, p.evidence))
            .collect();
        let mut a = finish(self.left, self.right, pairs);
        // The rules of a pair that was dropped because its other side is out are out too.
        a.left_only
            .retain(|&i| kept(keep_left, i) && self.of_left(i).is_none());
        a.right_only
            .retain(|&j| kept(keep_right, j) && self.of_right(j).is_none());
        a
    }

    /// The pair of a left rule.
    pub fn of_left(&self, left: usize) -> Option<&Pair> {
        self.by_left
            .get(left)
            .copied()
            .flatten()
            .map(|i| &self.pairs[i as usize])
    }

    /// The pair of a right rule.
    pub fn of_right(&self, right: usize) -> Option<&Pair> {
        self.by_right
            .get(right)
            .copied()
            .flatten()
            .map(|i| &self.pairs[i as usize])
    }

    /// Maps a left rule number to the right document's number for the same rule. A number
    /// with no rule of its own (a heading such as 702, or a rule the left text does not
    /// contain) maps through the rules under it: 702.46 maps to where 702.46a went.
    pub fn map_id(&self, id: &RuleId) -> Option<RuleId> {
        let rules = &self.left.rules;
        if let Some(&i) = self.ids()[0].get(id) {
            return self.of_left(i).map(|p| self.right.rules[p.right].id);
        }
        // Through a child: 702.46 → the pair of 702.46a, minus its letter.
        rules
            .iter()
            .enumerate()
            .filter(|(_, r)| id.contains(&r.id))
            .find_map(|(i, r)| {
                let p = self.of_left(i)?;
                let to = self.right.rules[p.right].id;
                let depth_left = (r.id.sub.is_some() as u8) + (r.id.letter.is_some() as u8);
                let depth_id = (id.sub.is_some() as u8) + (id.letter.is_some() as u8);
                match depth_left - depth_id {
                    0 => Some(to),
                    1 => to.parent(),
                    _ => to.parent().and_then(|p| p.parent()),
                }
            })
    }

    /// Maps a right rule number back to the left document's number.
    pub fn map_id_back(&self, id: &RuleId) -> Option<RuleId> {
        let i = *self.ids()[1].get(id)?;
        self.of_right(i).map(|p| self.left.rules[p.left].id)
    }
}

/// What is known about the document pair.
#[derive(Debug, Clone, Copy)]
pub struct Context {
    pub same_lang: bool,
    pub cognates: bool,
    /// Expected length of a left rule over its right counterpart.
    pub ratio: f32,
}

impl Context {
    pub fn new(left: &Document, right: &Document) -> Context {
        let same_lang = crate::lang::same_base(&left.lang, &right.lang);
        let cognates = !same_lang
            && features::script(&left.lang) == Script::Latin
            && features::script(&right.lang) == Script::Latin;
        let ratio = features::length_factor(&left.lang) / features::length_factor(&right.lang);
        Context {
            same_lang,
            cognates,
            ratio,
        }
    }

    /// Refines the length ratio from rules with the same number, when there are enough.
    fn refine_ratio(
        &mut self,
        left: &Document,
        right: &Document,
        lf: &[Features],
        rf: &[Features],
    ) {
        let mut ratios: Vec<f32> = Vec::new();
        let mut j = 0;
        for (i, r) in left.rules.iter().enumerate() {
            while j < right.rules.len() && right.rules[j].id < r.id {
                j += 1;
            }
            if j < right.rules.len()
                && right.rules[j].id == r.id
                && rf[j].len > 20
                && lf[i].len > 20
            {
                ratios.push(lf[i].len as f32 / rf[j].len as f32);
            }
        }
        if ratios.len() >= 50 {
            ratios.sort_by(|a, b| a.total_cmp(b));
            self.ratio = ratios[ratios.len() / 2];
        }
    }
}

/// The level of the hierarchy being compared.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Level {
    Chapter,
    Group,
    Rule,
}

struct Scorer {
    ctx: Context,
    lexicon: lexicon::Lexicon,
}

impl Scorer {
    /// Similarity of two feature sets in [0, 1], with the anchors that agreed.
    fn score(&self, l: &Features, r: &Features, number: f32, level: Level) -> (f32, u16) {
        let mut num = 0.0f32;
        let mut den = 0.0f32;
        let mut ev = 0u16;
        let mut add = |f: f32, w: f32, a: Anchor| {
            num += f * w;
            den += w;
            if f >= 0.5 && w > 0.0 {
                ev |= flag(a);
            }
        };
        let set_sim = |a: &[u32], b: &[u32]| -> Option<f32> {
            let n = common(a, b);
            let d = dice_of(n, a.len(), b.len())?;
            if level == Level::Rule {
                return Some(d);
            }
            let min = a.len().min(b.len()).max(1);
            Some((d + n as f32 / min as f32) / 2.0)
        };
        if self.ctx.same_lang {
            if let Some(d) = set_sim(&l.words, &r.words) {
                add(d, 4.0, Anchor::Words);
            }
            if level == Level::Rule && l.exact == r.exact && l.len > 0 {
                add(1.0, 2.0, Anchor::Exact);
            }
        } else if self.ctx.cognates {
            if level == Level::Rule {
                // Unrelated rules share about a tenth of their trigrams; translations a
                // fifth to a half.
                if let Some(d) = dice(&l.grams, &r.grams) {
                    add(((d - 0.1) / 0.3).clamp(0.0, 1.0), 2.0, Anchor::Cognates);
                }
            } else if let Some(d) = set_sim(&l.stems, &r.stems) {
                add((d * 2.0).min(1.0), 2.0, Anchor::Cognates);
            }
        }
        if level == Level::Rule
            && !self.lexicon.is_empty()
            && let Some(d) = self.lexicon.similarity(l, r)
        {
            // Unrelated rules share a few translated words; translations a third or more.
            add(((d - 0.08) / 0.25).clamp(0.0, 1.0), 2.5, Anchor::Lexicon);
        }
        if level == Level::Rule {
            let ratio = (l.len.max(1) as f32 / r.len.max(1) as f32) / self.ctx.ratio;
            let (w, k) = if self.ctx.same_lang {
                (0.5, 2.0)
            } else {
                (1.5, 1.2)
            };
            add((-k * ratio.ln().abs()).exp(), w, Anchor::Length);
        }
        let mut multiset =
            |a: &[u32], b: &[u32], w: f32, an: Anchor| match (a.is_empty(), b.is_empty()) {
                (true, true) => {}
                (true, false) | (false, true) => add(0.0, w * 0.3, an),
                _ => add(dice(a, b).unwrap_or(0.0), w, an),
            };
        multiset(&l.digits, &r.digits, 1.0, Anchor::Digits);
        multiset(&l.symbols, &r.symbols, 1.0, Anchor::Symbols);
        match (l.refs.is_empty(), r.refs.is_empty()) {
            (true, true) => {}
            (true, false) | (false, true) => add(0.0, 0.4, Anchor::References),
            _ => add(
                dice(&l.refs, &r.refs).unwrap_or(0.0),
                1.5,
                Anchor::References,
            ),
        }
        add(number, 1.0, Anchor::Number);
        (if den > 0.0 { num / den } else { 0.0 }, ev)
    }
}

/// A run of consecutive rules sharing a key (a chapter, or a chapter and subrule number).
#[derive(Debug, Clone)]
struct Block {
    first: RuleId,
    rules: std::ops::Range<usize>,
    features: Features,
}

fn blocks(
    doc: &Document,
    feats: &[Features],
    range: std::ops::Range<usize>,
    key: impl Fn(&RuleId) -> (u16, Option<u32>),
    with_titles: bool,
) -> Vec<Block> {
    let mut out: Vec<Block> = Vec::new();
    for i in range {
        let id = doc.rules[i].id;
        match out.last_mut() {
            Some(b) if key(&b.first) == key(&id) && b.rules.end == i => {
                b.rules.end = i + 1;
                b.features.merge(&feats[i]);
            }
            _ => {
                let mut features = feats[i].clone();
                if with_titles && let Some(h) = doc.heading(&RuleId::new(id.chapter, None, None)) {
                    features.merge(&features::of_text(&h.title, &[]));
                }
                out.push(Block {
                    first: id,
                    rules: i..i + 1,
                    features,
                });
            }
        }
    }
    for b in &mut out {
        b.features.finish();
    }
    out
}

fn letter_index(l: Option<u8>) -> i32 {
    match l {
        None => -1,
        Some(c) => crate::rule_id::letter_ordinal(c).map_or(c as i32 - b'a' as i32, |p| p as i32),
    }
}

/// Gap thresholds: a pair scoring below is left unpaired.
const GAP_CHAPTER: f32 = 0.25;
const GAP_GROUP: f32 = 0.3;
const GAP_RULE_SAME_LANG: f32 = 0.4;
const GAP_RULE_CROSS: f32 = 0.3;
/// A rule paired out of order must score at least this.
const RESCUE: f32 = 0.6;

/// Aligns two documents.
pub fn align<'a>(left: &'a Document, right: &'a Document) -> Alignment<'a> {
    let grams = Context::new(left, right).cognates;
    let (lf, rf) = std::thread::scope(|s| {
        let l = s.spawn(|| features_of(left, grams));
        let r = features_of(right, grams);
        (l.join().expect("feature thread"), r)
    });
    align_with(left, right, &lf, &rf)
}

/// The features of every rule of a document, in rule order, for [`align_with`]: with
/// character trigrams when the two documents share cognates ([`Context::cognates`]).
pub fn features_of(doc: &Document, grams: bool) -> Vec<Features> {
    doc.rules
        .iter()
        .map(|r| features::of_rule(r, grams))
        .collect()
}

/// Aligns two documents whose rule features are already computed (in rule order).
///
/// The alignment is a relation between two documents, so it is computed once, in a canonical
/// orientation (by language, version, name, number of rules, then text), and mirrored when the documents come
/// the other way round: `align(a, b)` and `align(b, a)` always give the same pairs, mirrored,
/// whatever ties the programme meets.
pub fn align_with<'a>(
    left: &'a Document,
    right: &'a Document,
    lf: &[Features],
    rf: &[Features],
) -> Alignment<'a> {
    crate::stats::count(&crate::stats::ALIGNED);
    let key = |d: &'a Document| (&d.lang, &d.version, &d.name, d.rules.len(), &d.text);
    if key(left) <= key(right) {
        return finish(left, right, oriented(left, right, lf, rf));
    }
    let raw = oriented(right, left, rf, lf)
        .into_iter()
        .map(|(j, i, s, ev)| (i, j, s, ev))
        .collect();
    finish(left, right, raw)
}

/// The alignment's pairs, `(left, right, score, evidence)`, computed from left to right.
fn oriented(
    left: &Document,
    right: &Document,
    lf: &[Features],
    rf: &[Features],
) -> Vec<(usize, usize, f32, u16)> {
    let mut ctx = Context::new(left, right);
    ctx.refine_ratio(left, right, lf, rf);
    let mut scorer = Scorer {
        ctx,
        lexicon: lexicon::Lexicon::default(),
    };
    let first = pass(&scorer, left, right, lf, rf);
    if !ctx.same_lang && !ctx.cognates {
        // No shared words: learn a lexicon from the glossaries and the surest pairs, then
        // align again with it.
        let glossary = lexicon::glossary_pairs(left, right);
        let mut sure: Vec<&(usize, usize, f32, u16)> =
            first.iter().filter(|p| p.2 >= 0.6).collect();
        sure.sort_by(|a, b| b.2.total_cmp(&a.2));
        let examples: Vec<(&[u32], &[u32])> = glossary
            .iter()
            .map(|(l, r)| (l.as_slice(), r.as_slice()))
            .chain(
                sure.iter()
                    .map(|p| (lf[p.0].words.as_slice(), rf[p.1].words.as_slice())),
            )
            .collect();
        scorer.lexicon = lexicon::Lexicon::learn(&examples);
        if !scorer.lexicon.is_empty() {
            return pass(&scorer, left, right, lf, rf);
        }
    }
    first
}

/// One alignment pass: chapters, then groups, then rules, then the rescues.
fn pass(
    scorer: &Scorer,
    left: &Document,
    right: &Document,
    lf: &[Features],
    rf: &[Features],
) -> Vec<(usize, usize, f32, u16)> {
    let mut pairs: Vec<(usize, usize, f32, u16)> = Vec::new();

    let lc = blocks(left, lf, 0..left.rules.len(), |id| (id.chapter, None), true);
    let rc = blocks(
        right,
        rf,
        0..right.rules.len(),
        |id| (id.chapter, None),
        true,
    );
    let chapter_pairs = dp::monotone(lc.len(), rc.len(), GAP_CHAPTER, |i, j| {
        let d = (lc[i].first.chapter as f32 - rc[j].first.chapter as f32).abs();
        let prior = (1.0 - d * 0.25).max(0.0);
        scorer
            .score(&lc[i].features, &rc[j].features, prior, Level::Chapter)
            .0
    });
    for &(ci, cj) in &chapter_pairs {
        let (a, b) = (&lc[ci], &rc[cj]);
        let lg = blocks(left, lf, a.rules.clone(), |id| (id.chapter, id.sub), false);
        let rg = blocks(right, rf, b.rules.clone(), |id| (id.chapter, id.sub), false);
        let group_pairs = dp::monotone(lg.len(), rg.len(), GAP_GROUP, |i, j| {
            let d =
                (lg[i].first.sub.unwrap_or(0) as f32 - rg[j].first.sub.unwrap_or(0) as f32).abs();
            let prior = (1.0 - d * 0.2).max(0.0);
            scorer
                .score(&lg[i].features, &rg[j].features, prior, Level::Group)
                .0
        });
        for (gi, gj) in group_pairs {
            let (lr, rr) = (lg[gi].rules.clone(), rg[gj].rules.clone());
            let gap = if scorer.ctx.same_lang {
                GAP_RULE_SAME_LANG
            } else {
                GAP_RULE_CROSS
            };
            let rule_pairs = dp::monotone(lr.len(), rr.len(), gap, |i, j| {
                let (x, y) = (&left.rules[lr.start + i], &right.rules[rr.start + j]);
                let d = (letter_index(x.id.letter) - letter_index(y.id.letter)).abs() as f32;
                let prior = (1.0 - d * 0.3).max(0.0);
                scorer
                    .score(&lf[lr.start + i], &rf[rr.start + j], prior, Level::Rule)
                    .0
            });
            for (i, j) in rule_pairs {
                let (li, rj) = (lr.start + i, rr.start + j);
                let d = (letter_index(left.rules[li].id.letter)
                    - letter_index(right.rules[rj].id.letter))
                .abs() as f32;
                let (s, ev) = scorer.score(&lf[li], &rf[rj], (1.0 - d * 0.3).max(0.0), Level::Rule);
                pairs.push((li, rj, s, ev));
            }
        }
        // Rules that moved inside the chapter pair, out of order.
        rescue(
            scorer,
            left,
            right,
            lf,
            rf,
            a.rules.clone(),
            b.rules.clone(),
            &mut pairs,
        );
    }
    if scorer.ctx.same_lang {
        // A text found once on each side is the same rule, wherever the order put it.
        prefer_unique_exact(lf, rf, &mut pairs, left, right);
        // Rules that moved to another chapter: same language, same text.
        rescue_exact(lf, rf, &mut pairs, left, right);
    }
    pairs
}

/// Texts long enough to be one rule's own when they are looked for among the unpaired rules
/// only (a text found once in each whole document needs no length: "Scry" is the heading
/// Scry wherever it went).
const EXACT_MIN_LEN: u32 = 30;

/// The evidence of two rules with the same text.
fn exact_evidence(left: &Document, right: &Document, i: usize, j: usize) -> u16 {
    let mut ev = flag(Anchor::Exact) | flag(Anchor::Words);
    if left.rules[i].id == right.rules[j].id {
        ev |= flag(Anchor::Number);
    }
    ev
}

/// Pairs each text that occurs exactly once in each document with its twin, replacing what
/// the ordered passes paired either rule with. The passes keep groups in order, so when a
/// release reorders groups of near-identical rules (June 2025: Transform 701.28 became 701.27
/// and Convert 701.50 became 701.28, their subrules differing by one word), they pair each
/// subrule with its look-alike at the old number; the identical text is the surer anchor. The
/// rules such a pair displaces are left unpaired, for the rescues.
fn prefer_unique_exact(
    lf: &[Features],
    rf: &[Features],
    pairs: &mut Vec<(usize, usize, f32, u16)>,
    left: &Document,
    right: &Document,
) {
    use std::collections::HashMap;
    let once = |fs: &[Features]| -> HashMap<u64, Option<usize>> {
        let mut m: HashMap<u64, Option<usize>> = HashMap::new();
        for (k, f) in fs.iter().enumerate().filter(|(_, f)| f.len > 0) {
            m.entry(f.exact)
                .and_modify(|v| *v = None)
                .or_insert(Some(k));
        }
        m
    };
    let r_once = once(rf);
    let twins: Vec<(usize, usize)> = once(lf)
        .into_iter()
        .filter_map(|(h, i)| Some((i?, (*r_once.get(&h)?)?)))
        .collect();
    let (mut l_twin, mut r_twin) = (vec![None; lf.len()], vec![None; rf.len()]);
    for &(i, j) in &twins {
        l_twin[i] = Some(j);
        r_twin[j] = Some(i);
    }
    pairs.retain(|&(i, j, _, _)| {
        l_twin[i].is_none_or(|t| t == j) && r_twin[j].is_none_or(|t| t == i)
    });
    let (lp, _) = paired_sets(pairs, lf.len(), rf.len());
    for (i, j) in twins {
        if !lp[i] {
            pairs.push((i, j, 1.0, exact_evidence(left, right, i, j)));
        }
    }
}

fn paired_sets(pairs: &[(usize, usize, f32, u16)], n: usize, m: usize) -> (Vec<bool>, Vec<bool>) {
    let mut l = vec![false; n];
    let mut r = vec![false; m];
    for &(i, j, _, _) in pairs {
        l[i] = true;
        r[j] = true;
    }
    (l, r)
}

#[allow(clippy::too_many_arguments)]
fn rescue(
    scorer: &Scorer,
    left: &Document,
    right: &Document,
    lf: &[Features],
    rf: &[Features],
    lr: std::ops::Range<usize>,
    rr: std::ops::Range<usize>,
    pairs: &mut Vec<(usize, usize, f32, u16)>,
) {
    let (lp, rp) = paired_sets(pairs, left.rules.len(), right.rules.len());
    let ls: Vec<usize> = lr.filter(|&i| !lp[i]).collect();
    let rs: Vec<usize> = rr.filter(|&j| !rp[j]).collect();
    if ls.is_empty() || rs.is_empty() || ls.len() * rs.len() > 250_000 {
        return;
    }
    let score = |i: usize, j: usize| {
        let same = left.rules[i].id == right.rules[j].id;
        scorer.score(&lf[i], &rf[j], if same { 1.0 } else { 0.0 }, Level::Rule)
    };
    let mut taken = vec![false; rs.len()];
    for &i in &ls {
        let best = rs
            .iter()
            .enumerate()
            .filter(|(k, _)| !taken[*k])
            .map(|(k, &j)| (k, j, score(i, j)))
            .max_by(|a, b| a.2.0.total_cmp(&b.2.0));
        if let Some((k, j, (s, ev))) = best
            && s >= RESCUE
        {
            // Mutual best: no other unpaired left rule wants j more.
            let better = ls.iter().any(|&o| o != i && !lp[o] && score(o, j).0 > s);
            if !better {
                taken[k] = true;
                pairs.push((i, j, s, ev));
            }
        }
    }
}

fn rescue_exact(
    lf: &[Features],
    rf: &[Features],
    pairs: &mut Vec<(usize, usize, f32, u16)>,
    left: &Document,
    right: &Document,
) {
    let (lp, rp) = paired_sets(pairs, lf.len(), rf.len());
    let mut by_hash: std::collections::HashMap<u64, Vec<usize>> = std::collections::HashMap::new();
    for (j, f) in rf.iter().enumerate() {
        if !rp[j] && f.len > EXACT_MIN_LEN {
            by_hash.entry(f.exact).or_default().push(j);
        }
    }
    let mut count: std::collections::HashMap<u64, usize> = std::collections::HashMap::new();
    for (i, f) in lf.iter().enumerate() {
        if !lp[i] {
            *count.entry(f.exact).or_default() += 1;
        }
    }
    for (i, f) in lf.iter().enumerate() {
        if lp[i] || count.get(&f.exact) != Some(&1) {
            continue;
        }
        if let Some(v) = by_hash.get(&f.exact)
            && v.len() == 1
        {
            let j = v[0];
            pairs.push((i, j, 1.0, exact_evidence(left, right, i, j)));
        }
    }
}

fn finish<'a>(
    left: &'a Document,
    right: &'a Document,
    mut raw: Vec<(usize, usize, f32, u16)>,
) -> Alignment<'a> {
    raw.sort_by_key(|p| p.0);
    let mut by_left = vec![None; left.rules.len()];
    let mut by_right = vec![None; right.rules.len()];
    let pairs: Vec<Pair> = raw
        .into_iter()
        .enumerate()
        .map(|(k, (i, j, score, evidence))| {
            by_left[i] = Some(k as u32);
            by_right[j] = Some(k as u32);
            Pair {
                left: i,
                right: j,
                score: score.clamp(0.0, 1.0),
                renumbered: left.rules[i].id != right.rules[j].id,
                evidence,
            }
        })
        .collect();
    let left_only = (0..left.rules.len())
        .filter(|&i| by_left[i].is_none())
        .collect();
    let right_only = (0..right.rules.len())
        .filter(|&j| by_right[j].is_none())
        .collect();
    Alignment {
        left,
        right,
        pairs,
        left_only,
        right_only,
        by_left,
        by_right,
        ids: OnceLock::new(),
    }
}
