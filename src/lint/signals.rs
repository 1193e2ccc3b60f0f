//! Graded evidence, rule by rule, of a whole translation against the English it follows: what
//! the checks of meaning measure before they decide (how far a rule's sentences stand from
//! the lengths the translation gives such English, how surprising the English words it does
//! not render are, how many sentences pair with nothing). A check turns a measure into a
//! finding past a threshold that keeps it nine in ten true; `cr review` (the `review` module)
//! reads the measure itself, below any threshold, to rank the rules a reviewer should read
//! first. Nothing here decides or reports.

use super::Job;
use super::checks::dropped_content::{MIN_USES, SHORT_RELIABLE, groups_and_lengths, rendered};
use super::checks::unmatched_sentences;
use super::meaning::target_length;
use crate::rule_id::RuleId;

/// The measures of one rule of the translation.
#[derive(Debug, Clone, PartialEq)]
pub struct RuleSignals {
    /// The rule, in the translation.
    pub rule: RuleId,
    /// Index of the rule in the translation.
    pub index: usize,
    /// Its English counterpart (by content), when it has one.
    pub english: Option<RuleId>,
    /// The English rule's text and the translated rule's text (for the reviewer's page).
    pub english_text: Option<String>,
    pub text: String,
    /// Content words of the English rule (0 without counterpart).
    pub english_words: u32,
    /// The greatest shortfall of a sentence group of the rule below the length the
    /// translation's own lengths predict, in spreads (0 when none is short).
    pub short: f32,
    /// The surprise of the English words the translation renders reliably (≥ 80% of at
    /// least 20 rules) that this rule does not render: Σ −ln(1 − reliability).
    pub missing: f32,
    /// Those words, most surprising first (at most five).
    pub missing_words: Vec<String>,
    /// Sentences of either side that pair with nothing on the other.
    pub unmatched: u32,
}

/// The measures of every rule of a translation against its English.
#[derive(Debug, Clone, Default)]
pub struct DocSignals {
    pub lang: String,
    pub document: String,
    pub version: String,
    /// The English compared with (`en@2024-06-07`), when there is one.
    pub english: Option<String>,
    pub rules: Vec<RuleSignals>,
}

/// The measures of a job's translation against its English; None for the English itself or
/// a fragment (no model of the translation can be learned from it).
pub fn of(job: &Job<'_>) -> Option<DocSignals> {
    let (cp, model) = job.meaning()?;
    let doc = job.doc;
    let (groups, lengths) = groups_and_lengths(cp);
    let mut by_rule: Vec<Option<usize>> = vec![None; doc.rules.len()];
    for (k, p) in cp.align.pairs.iter().enumerate() {
        by_rule[p.left] = Some(k);
    }
    let mut next = 0;
    let mut rules = Vec::with_capacity(doc.rules.len());
    let mut group_of_pair: Vec<(usize, usize)> = vec![(0, 0); cp.align.pairs.len()];
    for (k, slot) in group_of_pair.iter_mut().enumerate() {
        let start = next;
        while next < groups.len() && groups[next].0 == k {
            next += 1;
        }
        *slot = (start, next);
    }
    for (i, r) in doc.rules.iter().enumerate() {
        let mut s = RuleSignals {
            rule: r.id,
            index: i,
            english: None,
            english_text: None,
            text: r.text().to_owned(),
            english_words: 0,
            short: 0.0,
            missing: 0.0,
            missing_words: Vec::new(),
            unmatched: 0,
        };
        if let Some(k) = by_rule[i] {
            let p = &cp.align.pairs[k];
            let en = &cp.doc.rules[p.right];
            s.english = Some(en.id);
            s.english_text = Some(en.text().to_owned());
            let pt = &model.pairs[k];
            s.english_words = pt.en.len() as u32;
            let sp = &cp.sentences()[k];
            let (a, b) = group_of_pair[k];
            for (g, &(_, ts, _)) in groups.iter().enumerate().take(b).skip(a) {
                let len = target_length(&doc.lang, &sp.left_text[ts.start..ts.end]);
                if len == 0 {
                    continue;
                }
                if let Some((z, _)) = lengths.deviation_of(g, len) {
                    s.short = s.short.max(-z);
                }
            }
            let mut missed: Vec<(f32, u32)> = Vec::new();
            for &e in &pt.en {
                if model.en_df[e as usize] < MIN_USES {
                    continue;
                }
                let Some((_, rel)) = model.reliability(e) else {
                    continue;
                };
                if rel >= SHORT_RELIABLE && !rendered(model, e, &pt.tg) {
                    missed.push((-(1.0 - rel.min(0.99)).ln(), e));
                }
            }
            missed.sort_by(|x, y| y.0.total_cmp(&x.0).then(x.1.cmp(&y.1)));
            s.missing = missed.iter().map(|m| m.0).sum();
            s.missing_words = missed
                .iter()
                .take(5)
                .map(|&(_, e)| model.english_word(e).to_owned())
                .collect();
            s.unmatched = (unmatched_sentences(cp, k, true).len()
                + unmatched_sentences(cp, k, false).len()) as u32;
        }
        rules.push(s);
    }
    Some(DocSignals {
        lang: doc.lang.clone(),
        document: doc.name.clone(),
        version: doc.version.clone(),
        english: Some(cp.doc.label()),
        rules,
    })
}
