//! `cr review`: every rule of a whole translation ranked by how likely a careful reviewer is
//! to find it wrong, with the evidence behind each score, so that whoever reads a tenth of a
//! translation reads the tenth most worth reading.
//!
//! The linter's findings must be nine in ten true; most real discrepancies of meaning leave
//! only weak traces (a sentence somewhat short, a reliably rendered word missing) that can
//! never be warnings. A ranking can use them. The score of a rule is a small logistic model
//! ([`weights`]) over [`Features`]: the findings on the rule by family and severity, and the
//! graded measures of [`crate::lint::signals`]; its weights were fitted on reviewed samples
//! (tests/fixtures/lint/recall/, the part named in [`weights::FITTED_ON`]) and are measured on
//! the others (docs/reference/review.md).
//!
//! Never ranked below a rule without evidence: a rule with a warning or an error (the
//! ranking's one rule beyond the model, [`rank`]).
//!
//! This module decides nothing about the text and prints nothing: it orders what the linter
//! measured. Rendering is the command line's (`cli::review_cmds`).

pub mod samples;
pub mod weights;

use crate::lint::signals::{DocSignals, RuleSignals};
use crate::lint::{Finding, Msg, Report, Severity};
use crate::rule_id::RuleId;
use std::collections::HashMap;

/// What the model reads of a rule, each a number ≥ 0 (see [`Features::NAMES`]).
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Features(pub [f32; Features::LEN]);

impl Features {
    pub const LEN: usize = 12;
    /// The features' names, in order (the weights' documentation and the fitting tool's).
    pub const NAMES: [&'static str; Features::LEN] = [
        "size",
        "warnings",
        "structure",
        "numbers",
        "sentences",
        "meaning",
        "typo",
        "untranslated",
        "short",
        "missing",
        "unmatched",
        "no-counterpart",
    ];

    /// The features of a rule from its measures and the findings on it (a finding a habit
    /// folds into another rule's is not one: [`on_rules`]).
    pub fn of(s: &RuleSignals, findings: &[&Finding]) -> Features {
        let mut f = [0f32; Features::LEN];
        f[0] = (1.0 + s.english_words as f32).ln();
        // An erratum of the English is the English's, not a risk of the translation: shown as
        // evidence, not counted.
        for x in findings
            .iter()
            .filter(|x| x.check.name != "english-erratum")
        {
            if x.severity >= Severity::Warning {
                f[1] += 1.0;
            }
            f[family(x.check.code)] += 1.0;
        }
        for v in &mut f[1..8] {
            *v = v.min(3.0);
        }
        f[8] = s.short.clamp(0.0, 6.0);
        f[9] = (1.0 + s.missing.min(10.0)).ln();
        f[10] = (s.unmatched as f32).min(3.0);
        f[11] = if s.english.is_none() { 1.0 } else { 0.0 };

        Features(f)
    }

    /// The model's probability for these features, with weights `w`.
    pub fn probability(&self, w: &[f32; Features::LEN + 1]) -> f32 {
        1.0 / (1.0 + (-self.logit(w)).exp())
    }

    /// The model's log-odds for these features.
    pub fn logit(&self, w: &[f32; Features::LEN + 1]) -> f32 {
        w[0] + self.0.iter().zip(&w[1..]).map(|(x, k)| x * k).sum::<f32>()
    }
}

/// The feature a finding counts in, by its check's code: CR1xx structure, CR2xx numbers,
/// symbols and references, CR301–302 sentences, CR306–310 and CR404 meaning and terms,
/// CR401–403 the letters, CR405 English left in.
fn family(code: &str) -> usize {
    match code {
        "CR301" | "CR302" => 4,
        "CR404" => 5,
        "CR405" => 7,
        _ => match code.as_bytes().get(2) {
            Some(b'1') => 2,
            Some(b'2') => 3,
            Some(b'3') => 5,
            _ => 6,
        },
    }
}

/// The findings on each rule of one document: every finding and every finding folded into
/// another for the same defect, but not those a habit folds (the same English left in many
/// rules: one finding, on its first rule, read once).
fn on_rules<'r>(report: &'r Report, d: &DocSignals) -> HashMap<RuleId, Vec<&'r Finding>> {
    let mut on: HashMap<RuleId, Vec<&Finding>> = HashMap::new();
    let mine = |f: &Finding| f.document == d.document && f.lang == d.lang && f.version == d.version;
    for f in report.findings.iter().filter(|f| mine(f)) {
        let habit = f
            .message
            .args
            .iter()
            .any(|(k, v)| *k == "kind" && v == "systematic");
        let folded = f.folded.iter().filter(|_| !habit);
        for x in std::iter::once(f).chain(folded) {
            if let Some(r) = x.rule {
                on.entry(r).or_default().push(x);
            }
        }
    }
    on
}

/// Why a rule ranks where it does: a finding of the linter, or a measure that stands out.
#[derive(Debug, Clone, PartialEq)]
pub struct Evidence {
    /// `finding` or a measure: `short`, `missing`, `unmatched`, `no-counterpart`.
    pub kind: &'static str,
    /// The finding's check code and severity (findings only).
    pub code: Option<&'static str>,
    pub severity: Option<Severity>,
    /// What a reviewer reads (a Fluent message).
    pub message: Msg,
    /// The measure, for a measure.
    pub value: Option<f32>,
    /// Where in the translated rule's text, when a finding points there (byte range).
    pub span: Option<(usize, usize)>,
}

/// One rule of the ranking.
#[derive(Debug, Clone)]
pub struct Ranked {
    pub rule: RuleId,
    /// The rule's index in the translation (its place in document order).
    pub index: usize,
    pub english: Option<RuleId>,
    /// The model's probability that a reviewer finds a discrepancy in the rule.
    pub score: f32,
    pub evidence: Vec<Evidence>,
    pub text: String,
    pub english_text: Option<String>,
    pub features: Features,
}

/// A whole translation, ranked.
#[derive(Debug, Clone)]
pub struct Review {
    pub lang: String,
    pub document: String,
    pub version: String,
    /// The English compared with (`en@2024-06-07`).
    pub english: Option<String>,
    /// Highest score first; ties in document order.
    pub rules: Vec<Ranked>,
}

/// A measure is said as evidence from these values on (it still counts below them).
const SAY_SHORT: f32 = 1.5;
const SAY_MISSING: f32 = 1.0;

/// Ranks every rule of each whole translation of a lint report run with signals on.
pub fn rank(report: &Report) -> Vec<Review> {
    report.signals.iter().map(|d| rank_one(d, report)).collect()
}

fn rank_one(d: &DocSignals, report: &Report) -> Review {
    let on_rule = on_rules(report, d);
    let mut seen = std::collections::HashSet::new();
    let mut rules: Vec<Ranked> = Vec::with_capacity(d.rules.len());
    for s in &d.rules {
        // A number given twice is one rule to read; its findings are on the first.
        if !seen.insert(s.rule) {
            continue;
        }
        let found = on_rule.get(&s.rule).map(Vec::as_slice).unwrap_or_default();
        let features = Features::of(s, found);
        let score = features.probability(&weights::WEIGHTS);
        rules.push(Ranked {
            rule: s.rule,
            index: s.index,
            english: s.english,
            score,
            evidence: evidence(s, found),
            text: s.text.clone(),
            english_text: s.english_text.clone(),
            features,
        });
    }
    // A rule with a warning or an error is never below one with no evidence at all.
    let quiet = rules
        .iter()
        .filter(|r| r.evidence.is_empty())
        .map(|r| r.score)
        .fold(0f32, f32::max);
    for r in &mut rules {
        if r.features.0[1] > 0.0 && r.score <= quiet {
            r.score = next_up(quiet);
        }
    }
    // Stable: equal scores keep document order.
    rules.sort_by(|a, b| b.score.total_cmp(&a.score));
    Review {
        lang: d.lang.clone(),
        document: d.document.clone(),
        version: d.version.clone(),
        english: d.english.clone(),
        rules,
    }
}

/// The smallest score above `x` that shows as above it (scores are printed to three places).
fn next_up(x: f32) -> f32 {
    (x + 0.001).min(1.0)
}

fn msg(id: &'static str, args: Vec<(&'static str, String)>) -> Msg {
    Msg { id, args }
}

/// The evidence of a rule: its findings (most severe first), then the measures that stand
/// out.
fn evidence(s: &RuleSignals, found: &[&Finding]) -> Vec<Evidence> {
    let mut out: Vec<Evidence> = found
        .iter()
        .map(|f| Evidence {
            kind: "finding",
            code: Some(f.check.code),
            severity: Some(f.severity),
            message: f.message.clone(),
            value: None,
            span: None,
        })
        .collect();
    out.sort_by_key(|e| std::cmp::Reverse(e.severity));
    if s.english.is_none() {
        out.push(Evidence {
            kind: "no-counterpart",
            code: None,
            severity: None,
            message: msg("review-evidence-no-counterpart", vec![]),
            value: None,
            span: None,
        });
    }
    let mut measure = |kind, id, v: f32, args: Vec<(&'static str, String)>| {
        out.push(Evidence {
            kind,
            code: None,
            severity: None,
            message: msg(id, args),
            value: Some((v * 100.0).round() / 100.0),
            span: None,
        })
    };
    // A measure a finding already says is not said twice.
    let said = |code: &str, change: Option<&str>| {
        found.iter().any(|f| {
            f.check.code == code
                && change
                    .is_none_or(|c| f.message.args.iter().any(|(k, v)| *k == "change" && v == c))
        })
    };
    let (said_short, said_missing) = (said("CR306", Some("short")), said("CR306", Some("dropped")));
    let said_unmatched = said("CR301", None) || said("CR302", None);
    if s.short >= SAY_SHORT && !said_short {
        measure(
            "short",
            "review-evidence-short",
            s.short,
            vec![("spreads", format!("{:.1}", s.short))],
        );
    }
    if s.missing >= SAY_MISSING && !said_missing {
        measure(
            "missing",
            "review-evidence-missing",
            s.missing,
            vec![("words", s.missing_words.join("”, “"))],
        );
    }
    if s.unmatched > 0 && !said_unmatched {
        measure(
            "unmatched",
            "review-evidence-unmatched",
            s.unmatched as f32,
            vec![("count", s.unmatched.to_string())],
        );
    }
    out
}

/// How many rules a share (`10%`) or a count of a ranking is.
pub fn cut(total: usize, top: Option<usize>, share: Option<f32>) -> usize {
    match (top, share) {
        (Some(n), _) => n.min(total),
        (None, Some(p)) => ((total as f32 * p / 100.0).ceil() as usize).min(total),
        (None, None) => total,
    }
}
