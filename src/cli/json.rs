//! Every JSON shape `cr` prints (an API: documented in docs/reference/commands.md, stable). A document is
//! always identified by the one [`DocRef`] (`lang`, `version`, `document`), either as an
//! object of its own (`"left": {…}`) or flattened into an entry.

use crate::align::{self, Alignment, Anchor};
pub use crate::document::DocRef;
use crate::document::Document;
use crate::engine::{self, CostReport, ManaCost, Step};
use serde::Serialize;

/// One entry of `cr show --json`.
#[derive(Serialize)]
pub struct ShownRule<'a> {
    pub rule: String,
    #[serde(flatten)]
    pub doc: DocRef<'a>,
    pub text: &'a str,
    pub examples: Vec<&'a str>,
    /// The rule of today's English this rule is the counterpart of by content, when its own
    /// number differs (a translation or an older release numbered otherwise).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub counterpart_of: Option<String>,
}

/// `cr info --json`.
#[derive(Serialize)]
pub struct Info<'a> {
    #[serde(flatten)]
    pub doc: DocRef<'a>,
    pub title: Option<&'a str>,
    pub effective_date: Option<&'a str>,
    pub encoding: &'static str,
    pub line_endings: &'static str,
    pub line_ending_counts: crate::decode::LineEndings,
    /// The size of the file, in bytes (BOM included), not of its decoded text.
    pub bytes: usize,
    pub sections: usize,
    pub headings: usize,
    pub rules: usize,
    pub examples: usize,
    pub glossary: usize,
    pub stray: usize,
    pub credits: bool,
}

impl<'a> Info<'a> {
    pub fn of(d: &'a Document) -> Info<'a> {
        Info {
            doc: DocRef::of(d),
            title: d.title.as_deref(),
            effective_date: d.effective_date.as_deref(),
            encoding: d.encoding.as_str(),
            line_endings: d.line_endings.dominant(),
            line_ending_counts: d.line_endings,
            bytes: d.encoding.encoded_len(&d.text),
            sections: d.headings.iter().filter(|h| h.section.is_some()).count(),
            headings: d.headings.iter().filter(|h| h.id.is_some()).count(),
            rules: d.rule_count(),
            examples: d.example_count(),
            glossary: d.glossary.len(),
            stray: d.stray.len(),
            credits: d.credits.is_some(),
        }
    }
}

/// One entry of `cr corpus --json`.
#[derive(Serialize)]
pub struct CorpusEntry<'a> {
    #[serde(flatten)]
    pub doc: DocRef<'a>,
    pub bytes: u64,
    /// True for a document the user added (`cr corpus add`, `cr corpus fetch`).
    pub added: bool,
    /// Where an added document came from: the path or URL it was added from.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub source: Option<&'a str>,
}

/// One pair in `cr align --format json`.
#[derive(Serialize)]
pub struct PairJson {
    pub left: String,
    pub right: String,
    pub score: f32,
    pub renumbered: bool,
    pub evidence: Vec<Anchor>,
}

/// `cr align --format json`.
#[derive(Serialize)]
pub struct AlignJson<'a> {
    pub left: DocRef<'a>,
    pub right: DocRef<'a>,
    pub pairs: Vec<PairJson>,
    pub left_only: Vec<String>,
    pub right_only: Vec<String>,
}

impl<'a> AlignJson<'a> {
    pub fn of(a: &Alignment<'a>) -> Self {
        AlignJson {
            left: DocRef::of(a.left),
            right: DocRef::of(a.right),
            pairs: a
                .pairs
                .iter()
                .map(|p| PairJson {
                    left: a.left.rules[p.left].id.to_string(),
                    right: a.right.rules[p.right].id.to_string(),
                    score: (p.score * 1000.0).round() / 1000.0,
                    renumbered: p.renumbered,
                    evidence: p.evidence(),
                })
                .collect(),
            left_only: a
                .left_only
                .iter()
                .map(|&i| a.left.rules[i].id.to_string())
                .collect(),
            right_only: a
                .right_only
                .iter()
                .map(|&j| a.right.rules[j].id.to_string())
                .collect(),
        }
    }
}

/// `cr diff --json`.
#[derive(Serialize)]
pub struct DiffJson<'a> {
    pub old: DocRef<'a>,
    pub new: DocRef<'a>,
    #[serde(flatten)]
    pub diff: align::diff::Diff,
}

/// `cr fingerprint --json`.
#[derive(Serialize)]
pub struct FingerprintJson<'a> {
    pub document: DocRef<'a>,
    pub follows: DocRef<'a>,
    pub range: RangeJson<'a>,
    pub newer_than_all: bool,
    pub new_rules: Vec<String>,
    pub candidates: &'a [crate::history::follows::Candidate],
    pub newest: DocRef<'a>,
    pub todo: Vec<crate::history::todo::Todo>,
}

/// The releases a document cannot be told apart from, in `cr fingerprint --json`.
#[derive(Serialize)]
pub struct RangeJson<'a> {
    pub from: &'a str,
    pub to: &'a str,
}

/// `cr history --json`.
#[derive(Serialize)]
pub struct HistoryJson<'a> {
    pub rule: String,
    pub lang: &'a str,
    /// With `--in` a translation: the rule of the English release it follows.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub english: Option<String>,
    pub lineage: &'a [crate::history::lineage::Entry],
    #[serde(skip_serializing_if = "Option::is_none")]
    pub removed: Option<&'a str>,
}

/// `cr search --json`.
#[derive(Serialize)]
pub struct SearchJson<'a> {
    pub query: &'a str,
    /// The players' words of the query searched as the rules' own ("fizzle" as
    /// "doesn't resolve"): `typed`, `rules_words`; empty when there were none.
    pub read: &'a [crate::search::players::Read],
    pub hits: &'a [crate::search::Hit],
}

/// `cr index --json`.
#[derive(Serialize)]
pub struct IndexJson<'a> {
    /// True when the index was built by this run, false when it was up to date.
    pub built: bool,
    pub entries: u64,
    /// The documents indexed by this run (0 when up to date).
    pub documents: usize,
    /// Where the index lives; null when it was built in memory.
    pub path: Option<&'a str>,
}

/// The best order found by `cr cost --best-order`, added to the `cr cost` JSON.
#[derive(Serialize)]
pub struct BestOrderJson {
    /// 1-based positions of the `--reduce` flags, in the order to apply them.
    pub order: Vec<usize>,
    /// The half for each hybrid symbol of the reductions (118.7e), in the order of the
    /// `--reduce` flags: those given with `--reduce-half`, then those chosen as cheapest.
    pub halves: Vec<crate::engine::Half>,
    /// With the halves chosen, whether another order gives another total.
    pub order_mattered: bool,
    /// In the order chosen, whether other halves give another total.
    pub halves_mattered: bool,
    pub given_is_best: bool,
    pub outcomes: Vec<ManaCost>,
}

/// `cr cost --json`.
#[derive(Serialize)]
pub struct CostJson<'a> {
    #[serde(flatten)]
    pub report: &'a CostReport,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub best_order: Option<BestOrderJson>,
}

/// `cr cast --json`.
#[derive(Serialize)]
pub struct CastJson<'a> {
    pub rule: &'a str,
    pub legal: bool,
    pub error: Option<CastErrorJson>,
    pub total: Option<String>,
    pub steps: Vec<&'a Step>,
    pub mismatches: &'a [engine::Mismatch],
}

/// Why a cast was illegal, in `cr cast --json`.
#[derive(Serialize)]
pub struct CastErrorJson {
    pub rule: &'static str,
    pub id: &'static str,
    pub message: String,
}

/// One entry of `cr coverage --json`.
#[derive(Serialize)]
pub struct CoverageEntry {
    pub rule: String,
    /// The rule of the engine's English release it reaches through the alignment.
    pub canonical: Option<String>,
    pub implementations: Vec<CodeRef>,
    pub tests: Vec<TestRef>,
}

/// A function implementing a rule.
#[derive(Serialize)]
pub struct CodeRef {
    pub function: &'static str,
    pub path: &'static str,
    pub line: u32,
}

/// A test of a rule.
#[derive(Serialize)]
pub struct TestRef {
    pub name: &'static str,
    pub path: &'static str,
    pub line: u32,
}

/// One check in `cr explain --json`.
#[derive(Serialize)]
pub struct CheckJson {
    pub code: &'static str,
    pub name: &'static str,
    pub severity: &'static str,
    pub summary: String,
    /// The check's documentation (Markdown); only when one check is asked for.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub docs: Option<String>,
}

/// `cr docs --json`.
#[derive(Serialize)]
pub struct DocsJson<'a> {
    pub pages: usize,
    pub documents: usize,
    pub dir: &'a str,
}

/// One citation in `cr remap --format json`.
#[derive(Serialize)]
pub struct CitationJson {
    /// 1-based line in the input.
    pub line: usize,
    /// As written in the input.
    pub old: String,
    /// As written in the output (the same when not renumbered).
    pub new: String,
    /// `same`, `renumbered`, `gone` (no such rule in the newer release: left as it is) or
    /// `left` (renumbered, but in a form that cannot carry the new numbers: left as it is).
    pub status: crate::update::remap::CitationStatus,
}

/// `cr remap --format json`: a public contract (docs/translator-update.md).
#[derive(Serialize)]
pub struct RemapJson {
    pub file: String,
    /// The releases: `en@2013-07-11`, `en@2026-01-16`.
    pub from: String,
    pub to: String,
    /// Where the remapped text was written (null: printed nowhere but in this report).
    pub output: Option<String>,
    pub backup: Option<String>,
    pub citations: Vec<CitationJson>,
}

/// `cr apply --format json`: a public contract (docs/translator-update.md).
#[derive(Serialize)]
pub struct ApplyJson {
    pub xliff: String,
    pub updated: String,
    /// The English release the XLIFF was made for (`en@2026-01-16`).
    pub target: String,
    pub output: Option<String>,
    pub backup: Option<String>,
    /// Units written back (their marks resolved).
    pub applied: Vec<String>,
    /// Units without a confirmed target (their marks stay).
    pub left: Vec<String>,
    /// Of `left`, the units whose targets are still in the `initial` state (not confirmed in
    /// a CAT tool; `--accept-initial` takes those edited by hand).
    pub initial: Vec<String>,
    /// Every mark (`[cr:translate]`, `[cr:review]`) left in the written file, the units' and
    /// any other; exit code 1 when there is one.
    pub marks: usize,
}

/// `cr review --json`: the rules of a whole translation, the most likely mistranslated first.
#[derive(Serialize)]
pub struct ReviewJson<'a> {
    #[serde(flatten)]
    pub doc: DocRef<'a>,
    /// The English release compared with (`en@2024-06-07`).
    pub against: Option<&'a str>,
    /// How many rules the whole ranking has (`rules` may hold fewer: `--top`, `--share`).
    pub total: usize,
    pub rules: Vec<ReviewRuleJson>,
}

/// One rule of `cr review --json`, in rank order.
#[derive(Serialize)]
pub struct ReviewRuleJson {
    pub rule: String,
    /// The English rule it pairs with by content; null when it has none.
    pub counterpart: Option<String>,
    /// The model's probability that a reviewer finds a discrepancy in the rule (3 places).
    pub score: f32,
    pub evidence: Vec<ReviewEvidenceJson>,
}

/// Why a rule ranks where it does: a finding of `cr lint` or a measure that stands out.
#[derive(Serialize)]
pub struct ReviewEvidenceJson {
    /// `finding`, `short`, `missing`, `unmatched` or `no-counterpart`.
    pub kind: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub code: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub severity: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub value: Option<f32>,
    pub message: String,
}
