//! Reviewed samples (tests/fixtures/lint/recall/): every real discrepancy careful readers found
//! in random rules of a whole translation, read against its English. What a ranking is fitted
//! on and measured on: the share of the discrepancies a ranking puts in its top rules.

use super::Review;
use serde::Deserialize;
use std::collections::{HashMap, HashSet};

/// One reviewed sample, as its TOML file holds it (format: the directory's README.md).
#[derive(Debug, Clone, Deserialize)]
pub struct Sample {
    /// The translation's spec (`zh@2023-10-13`, or `zh:<path from the repository>`).
    pub translation: String,
    /// The English it was read against.
    pub english: String,
    /// Every rule read, in document order.
    pub sampled: Vec<String>,
    #[serde(default)]
    pub discrepancy: Vec<Discrepancy>,
}

/// One real discrepancy.
#[derive(Debug, Clone, Deserialize)]
pub struct Discrepancy {
    pub rule: String,
    pub kind: String,
    pub english_rule: Option<String>,
    pub en: String,
    pub text: String,
    pub why: String,
}

impl Discrepancy {
    /// One instance of a habit of the translation (the same English left in hundreds of
    /// rules), which its `why` says ("systematic in this translation"): the linter reports a
    /// habit once, and a reviewer fixes it once, so a ranking is measured without them.
    pub fn habit(&self) -> bool {
        self.why.contains("systematic")
    }
}

impl Sample {
    /// Reads a sample; the error says what is wrong, for the file named by the caller.
    pub fn parse(text: &str) -> Result<Sample, String> {
        let s: Sample = toml::from_str(text).map_err(|e| e.message().to_owned())?;
        let sampled: HashSet<&str> = s.sampled.iter().map(String::as_str).collect();
        if let Some(d) = s
            .discrepancy
            .iter()
            .find(|d| !sampled.contains(d.rule.as_str()))
        {
            return Err(format!("discrepancy on {} which is not sampled", d.rule));
        }
        Ok(s)
    }

    /// The translation's spec, a `LANG:path` resolved against the repository `root`.
    pub fn spec_in(&self, root: &std::path::Path) -> String {
        match self.translation.split_once(':') {
            Some((lang, path)) => format!("{lang}:{}", root.join(path).display()),
            None => self.translation.clone(),
        }
    }
}

/// How many of a sample's discrepancies (of the kinds `keep` admits) are on the rules a
/// ranking puts in its first `share` (0–1) of the whole translation: the top tenth of the
/// ranking read, how much of what is wrong is found. Rules of equal score are read in no
/// particular order: where the cut falls inside a run of equal scores, each discrepancy of the
/// run counts for the share of the run that is read (what reading them in a random order finds
/// on average), so that no order of ties (the document's, which puts the first chapters first)
/// is credited. Sampled rules the ranking does not have count as not read.
pub fn found_in_top(
    review: &Review,
    sample: &Sample,
    share: f32,
    keep: impl Fn(&Discrepancy) -> bool,
) -> (f32, usize) {
    let rules = &review.rules;
    let n = (((rules.len() as f32) * share).ceil() as usize).min(rules.len());
    let mut on: HashMap<String, usize> = HashMap::new();
    let mut total = 0;
    for d in sample.discrepancy.iter().filter(|d| keep(d)) {
        *on.entry(d.rule.clone()).or_default() += 1;
        total += 1;
    }
    let mut found = 0f32;
    let mut i = 0;
    while i < n {
        // The run of rules with the score of rule i.
        let mut j = i;
        while j < rules.len() && rules[j].score == rules[i].score {
            j += 1;
        }
        let read = (n.min(j) - i) as f32 / (j - i) as f32;
        let here: usize = rules[i..j]
            .iter()
            .filter_map(|r| on.get(&r.rule.to_string()))
            .sum();
        found += here as f32 * read;
        i = j;
    }
    (found, total)
}
