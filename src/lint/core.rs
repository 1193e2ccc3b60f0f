//! The linter's core, below everything else in `lint`: what a check is ([`Check`], declared
//! with [`crate::declare_check!`]), what it reports ([`Finding`], [`Severity`], [`Msg`]),
//! where it reports ([`Sink`]), and what it is given ([`Job`]: one document with its
//! [`Counterpart`]s, each with an alignment computed before). It knows no check, no
//! configuration and no plan: checks are built on it, the registry lists them, the
//! configuration and the plan come last.

use crate::align::{Alignment, Context};
use crate::document::{Document, Joined, Span};
use crate::rule_id::RuleId;
use serde::Serialize;
use std::collections::HashMap;
use std::sync::OnceLock;

/// How serious a finding is. Ordered: info < warning < error.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    Info,
    Warning,
    Error,
}

impl Severity {
    pub fn parse(s: &str) -> Option<Severity> {
        match s {
            "info" | "note" => Some(Severity::Info),
            "warning" => Some(Severity::Warning),
            "error" => Some(Severity::Error),
            _ => None,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Info => "info",
            Severity::Warning => "warning",
            Severity::Error => "error",
        }
    }
}

/// A check: its stable code and name, its default severity, its documentation and its code.
pub struct Check {
    /// `CR101`: never changes, never reused.
    pub code: &'static str,
    /// `renumbered`: kebab-case, part of the JSON contract.
    pub name: &'static str,
    pub severity: Severity,
    /// The `///` comment of the declaration, as written (Markdown, one leading space a line).
    pub raw_docs: &'static str,
    /// The Fluent id of the check's one-line message: `lint-` and the name.
    pub message_id: &'static str,
    pub run: fn(&Job<'_>, &mut Sink<'_>),
    /// The check reads the model of the translation ([`Job::meaning`]): a job learns it
    /// before its checks run side by side when one of these is enabled, and not otherwise.
    pub reads_model: bool,
}

impl Check {
    /// The user documentation (Markdown): what it checks, why it matters, an example.
    pub fn docs(&self) -> String {
        let mut s = String::with_capacity(self.raw_docs.len());
        for line in self.raw_docs.lines() {
            s.push_str(line.strip_prefix(' ').unwrap_or(line));
            s.push('\n');
        }
        s.trim().to_owned() + "\n"
    }

    /// The first paragraph under `## What it does`, on one line: a one-line summary.
    pub fn summary(&self) -> String {
        let docs = self.docs();
        docs.lines()
            .skip_while(|l| l.starts_with('#') || l.trim().is_empty())
            .take_while(|l| !l.trim().is_empty())
            .collect::<Vec<_>>()
            .join(" ")
    }
}

impl std::fmt::Debug for Check {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} {}", self.code, self.name)
    }
}

/// Declares a check: `///` docs, then `static NAME = { code, name, severity, run }`.
/// The docs are captured as literals so they exist at run time for `cr explain`.
#[macro_export]
macro_rules! declare_check {
    (
        $(#[doc = $doc:literal])*
        $vis:vis static $id:ident = {
            code: $code:literal,
            name: $name:literal,
            severity: $sev:ident,
            run: $run:path
            $(, reads_model: $model:literal)? $(,)?
        };
    ) => {
        $(#[doc = $doc])*
        $vis static $id: $crate::lint::Check = $crate::lint::Check {
            code: $code,
            name: $name,
            severity: $crate::lint::Severity::$sev,
            raw_docs: concat!($($doc, "\n"),*),
            message_id: concat!("lint-", $name),
            run: $run,
            reads_model: false $(|| $model)?,
        };
    };
}

/// A localisable message: a Fluent id and its arguments.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Msg {
    pub id: &'static str,
    pub args: Vec<(&'static str, String)>,
}

impl crate::i18n::Message for Msg {
    fn id(&self) -> &'static str {
        self.id
    }

    fn args(&self) -> Vec<(&'static str, String)> {
        self.args.clone()
    }
}

/// A rule of another document that a finding is about (the counterpart).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Related {
    pub lang: String,
    pub document: String,
    pub version: String,
    pub rule: Option<RuleId>,
    /// The counterpart's text, for the human output (a sentence or the rule).
    pub text: Option<String>,
}

impl Related {
    pub fn rule_of(doc: &Document, rule: usize, text: Option<String>) -> Related {
        Related {
            lang: doc.lang.clone(),
            document: doc.name.clone(),
            version: doc.version.clone(),
            rule: Some(doc.rules[rule].id),
            text,
        }
    }
}

/// One discrepancy, located in the checked document.
#[derive(Debug, Clone)]
pub struct Finding {
    pub check: &'static Check,
    pub severity: Severity,
    pub message: Msg,
    pub lang: String,
    pub document: String,
    pub version: String,
    /// The rule in the checked document; None for stray text.
    pub rule: Option<RuleId>,
    /// Byte range in the decoded text of the checked document.
    pub span: Span,
    pub line: usize,
    pub column: usize,
    pub end_line: usize,
    pub end_column: usize,
    pub related: Vec<Related>,
    pub suggestion: Option<String>,
    /// The source line where the finding starts, or a window of it around the finding when
    /// the line is long (for the human output).
    pub line_text: String,
    /// The 1-based column, in the line, of `line_text`'s first character.
    pub line_text_column: usize,
    /// Other findings of the same defect, folded into this one (see [`finish`]): the same
    /// check against several counterparts, or a less specific check at the same place.
    pub folded: Vec<Finding>,
}

/// How many bytes of a long line a finding keeps on each side of its start.
const LINE_WINDOW: usize = 400;

/// Where a check's findings go: stamps each with the check and the document.
pub struct Sink<'a> {
    check: &'static Check,
    doc: &'a Document,
    pub findings: Vec<Finding>,
    /// The last position located (byte offset, line, column): findings come mostly in
    /// order, so the next column is counted from there, not from the line's start (a line
    /// of 200,000 findings stays linear).
    cursor: (usize, usize, usize),
}

impl<'a> Sink<'a> {
    pub fn new(check: &'static Check, doc: &'a Document) -> Self {
        Sink {
            check,
            doc,
            findings: Vec::new(),
            cursor: (0, 1, 1),
        }
    }

    /// Line and column (1-based, in characters) of a byte offset of the decoded text.
    fn locate(&mut self, offset: usize) -> (usize, usize) {
        let doc = self.doc;
        let text = &doc.text;
        let offset = offset.min(text.len());
        let (at, line, col) = self.cursor;
        let same_line = at <= offset
            && text.is_char_boundary(offset)
            && !text.as_bytes()[at..offset].contains(&b'\n')
            && !text.as_bytes()[at..offset].contains(&b'\r');
        let found = if same_line {
            (line, col + text[at..offset].chars().count())
        } else {
            doc.line_col(offset)
        };
        if text.is_char_boundary(offset) {
            self.cursor = (offset, found.0, found.1);
        }
        found
    }

    /// A window of the line around a byte offset, and the column of its first character.
    fn line_window(&self, offset: usize, line: usize, column: usize) -> (String, usize) {
        let full = self.doc.line_text(line);
        if full.len() <= 2 * LINE_WINDOW {
            return (full.to_owned(), 1);
        }
        let line_start = full.as_ptr() as usize - self.doc.text.as_ptr() as usize;
        let at = offset.saturating_sub(line_start).min(full.len());
        let mut a = at.saturating_sub(LINE_WINDOW);
        while !full.is_char_boundary(a) {
            a += 1;
        }
        let mut b = (at + LINE_WINDOW).min(full.len());
        while !full.is_char_boundary(b) {
            b -= 1;
        }
        let a = a.min(at);
        let skipped = full[a..at].chars().count();
        (full[a..b].to_owned(), column.saturating_sub(skipped).max(1))
    }

    /// Starts a finding at a span of the decoded text.
    pub fn at(
        &mut self,
        rule: Option<RuleId>,
        span: Span,
        args: Vec<(&'static str, String)>,
    ) -> &mut Finding {
        let (line, column) = self.locate(span.start);
        let (end_line, end_column) = self.locate(span.end.max(span.start));
        let (line_text, line_text_column) = self.line_window(span.start, line, column);
        // Back to the start, so that the next finding at or after it counts from there.
        self.cursor = (span.start.min(self.doc.text.len()), line, column);
        self.findings.push(Finding {
            check: self.check,
            severity: self.check.severity,
            message: Msg {
                id: self.check.message_id,
                args,
            },
            lang: self.doc.lang.clone(),
            document: self.doc.name.clone(),
            version: self.doc.version.clone(),
            rule,
            span,
            line,
            column,
            end_line,
            end_column,
            related: Vec::new(),
            suggestion: None,
            line_text,
            line_text_column,
            folded: Vec::new(),
        });
        self.findings.last_mut().expect("just pushed")
    }

    /// Starts a finding at a byte range of a joined paragraph (a rule's body or an example).
    pub fn in_joined(
        &mut self,
        rule: Option<RuleId>,
        body: &Joined,
        at: Span,
        args: Vec<(&'static str, String)>,
    ) -> &mut Finding {
        self.at(rule, source_span(body, at), args)
    }

    /// Starts a finding at a byte range of a rule's joined text.
    pub fn in_rule(
        &mut self,
        rule: usize,
        at: Span,
        args: Vec<(&'static str, String)>,
    ) -> &mut Finding {
        let r = &self.doc.rules[rule];
        let span = source_span(&r.body, at);
        self.at(Some(r.id), span, args)
    }
}

/// Maps a byte range of joined text to the decoded text.
pub fn source_span(j: &Joined, at: Span) -> Span {
    let start = j.source_offset(at.start);
    if at.end <= at.start {
        return Span { start, end: start };
    }
    let end = at.end.min(j.text.len());
    let last = j.text[..end].chars().next_back().map_or(0, char::len_utf8);
    Span {
        start,
        end: j.source_offset(end - last) + last,
    }
}

/// A document the checked one is compared with.
pub struct Counterpart<'a> {
    pub doc: &'a Document,
    pub align: Alignment<'a>,
    pub ctx: Context,
    /// Expected characters here per character there, from the paired rules.
    pub ratio: f32,
    /// This is the English version the checked document follows.
    pub base: bool,
    /// Rule numbers of the English version the checked document follows, mapped to the
    /// English version the counterpart follows: the renumberings that a version change
    /// explains. Empty when both follow the same version.
    pub bridge: HashMap<RuleId, RuleId>,
    /// A label for the version change (`en@2013-02-01 → en@2015-07-17`).
    pub bridge_label: Option<String>,
    sentences: OnceLock<Vec<SentencePairs>>,
    /// The model of the translation learned from this alignment (issue 19), on first use.
    meaning: OnceLock<super::meaning::Model>,
    /// Renderings as written ([`Counterpart::written`]), by (token, English word): the
    /// findings of a translation name the same few many times.
    written: std::sync::Mutex<rustc_hash::FxHashMap<(u32, u32), String>>,
}

/// The sentences of a rule pair: spans in each text and the pairs.
pub struct SentencePairs {
    /// The two texts as the sentences were split: references and asides blanked out.
    pub left_text: String,
    pub right_text: String,
    pub left: Vec<Span>,
    pub right: Vec<Span>,
    pub pairs: Vec<crate::align::sentences::SentencePair>,
}

impl<'a> Counterpart<'a> {
    /// A counterpart of `checked` with the alignment of the two (computed by the caller:
    /// through the model for a run, directly for a test or a fuzz target).
    pub fn new(
        checked: &'a Document,
        doc: &'a Document,
        align: Alignment<'a>,
        base: bool,
        bridge: HashMap<RuleId, RuleId>,
        bridge_label: Option<String>,
    ) -> Self {
        let ctx = Context::new(checked, doc);
        let ratio = super::text::length_ratio(&align, ctx.ratio);
        Counterpart {
            doc,
            align,
            ctx,
            ratio,
            base,
            bridge,
            bridge_label,
            sentences: OnceLock::new(),
            meaning: OnceLock::new(),
            written: Default::default(),
        }
    }

    /// The model of the checked translation learned from its rule pairs with this
    /// counterpart (computed once; empty for a fragment): see [`super::meaning`].
    pub fn meaning(&self) -> &super::meaning::Model {
        self.meaning.get_or_init(|| {
            let texts: Vec<(&str, &str)> = self
                .sentences()
                .iter()
                .map(|s| (s.left_text.as_str(), s.right_text.as_str()))
                .collect();
            super::meaning::Model::learn(&self.align.left.lang, &texts)
        })
    }

    /// A rendering of English word `en` as this translation writes it (see
    /// [`super::meaning::Model::as_written`]): "永久物" for the token 久.
    pub fn written(&self, token: u32, en: u32) -> String {
        let known = self.written.lock().map(|m| m.get(&(token, en)).cloned());
        if let Ok(Some(w)) = known {
            return w;
        }
        let sentences = self.sentences();
        let w = self
            .meaning()
            .as_written(token, en, |k| sentences[k].left_text.as_str());
        if let Ok(mut m) = self.written.lock() {
            m.insert((token, en), w.clone());
        }
        w
    }

    /// Sentence alignment of every rule pair, by pair index (computed once).
    pub fn sentences(&self) -> &[SentencePairs] {
        self.sentences.get_or_init(|| {
            let ctx = Context {
                ratio: self.ratio,
                ..self.ctx
            };
            self.align
                .pairs
                .iter()
                .map(|p| {
                    let (l, r) = (
                        masked(&self.align.left.rules[p.left]),
                        masked(&self.doc.rules[p.right]),
                    );
                    let (left, right, pairs) =
                        crate::align::sentences::align_with_ratio(&l, &r, self.ratio, &ctx);
                    SentencePairs {
                        left_text: l,
                        right_text: r,
                        left,
                        right,
                        pairs,
                    }
                })
                .collect()
        })
    }

    /// The number a rule of the checked document should have in the counterpart, when a
    /// version change explains it.
    pub fn bridged(&self, id: &RuleId) -> Option<RuleId> {
        if self.bridge.is_empty() {
            return Some(*id);
        }
        self.bridge.get(id).copied()
    }
}

/// A rule's text with its references and asides (translator's notes, examples run into the
/// body) blanked out (same byte offsets): a reference is not evidence that two sentences
/// match, since a translation may leave it out; a note has no counterpart.
fn masked(rule: &crate::document::Rule) -> String {
    let mut b = crate::align::sentences::without_asides(rule.text()).into_bytes();
    for r in &rule.refs {
        b[r.at.start..r.at.end].fill(b' ');
    }
    String::from_utf8(b).unwrap_or_else(|_| rule.text().to_owned())
}

/// One document to check, with everything the checks need.
pub struct Job<'a> {
    pub doc: &'a Document,
    /// The English version the document follows (its numbering), when known. References
    /// resolve against it; for a complete document it may be the document itself.
    pub reference: Option<&'a Document>,
    pub counterparts: Vec<Counterpart<'a>>,
    /// The whole English release the document follows, when known (its glossary pairs with
    /// the translation's entry by entry).
    pub followed: Option<&'a Document>,
    pub speller: Option<&'a super::spell::Speller>,
    /// Word counts of every document of the same language in the run (for typos).
    pub stats: Option<&'a super::text::WordStats>,
    /// The older English of the rules of the release the document follows, where it changed
    /// in the releases just before (for `staleness`); None for a fragment or the English.
    pub older: Option<&'a Older>,
    /// The uses of the glossary's terms, on first use ([`Job::term_uses`]).
    pub terms: OnceLock<Option<Vec<super::glossary::TermUse>>>,
}

/// The older English texts of the rules of one release: for each rule (its index in that
/// release) whose text changed in the releases just before, `(version, text)` in some of
/// those releases, newest first (from the history's steps and lineage, computed by the plan).
#[derive(Debug, Default)]
pub struct Older {
    /// The release (`en@…`'s version) these are older texts of.
    pub version: String,
    pub texts: HashMap<usize, Vec<(String, std::sync::Arc<str>)>>,
}

impl Job<'_> {
    /// True when the document holds a whole rules text rather than a quoted fragment.
    pub fn complete(doc: &Document) -> bool {
        !doc.glossary.is_empty() || doc.rules.len() >= 500
    }

    /// The checked document is the English source (text checks are for translations).
    pub fn is_english(&self) -> bool {
        crate::lang::is_english(&self.doc.lang)
    }

    /// The English the checked translation is compared with (the release it follows, or the
    /// English given with `--against`); None for the English source itself.
    pub fn english(&self) -> Option<&Counterpart<'_>> {
        if self.is_english() {
            return None;
        }
        self.counterparts.iter().find(|c| c.base)
    }

    /// The terms of the translation's glossary paired with the English ones, with their uses
    /// in the rules (computed once: [`super::glossary`]); None for English, a text without a
    /// glossary, or glossaries that cannot be paired.
    pub fn term_uses(&self) -> Option<&[super::glossary::TermUse]> {
        self.terms
            .get_or_init(|| super::glossary::term_uses(self))
            .as_deref()
    }

    /// The English counterpart and the model of the translation learned against it, for the
    /// checks of meaning: none for the English itself or a fragment (its model is empty).
    pub fn meaning(&self) -> Option<(&Counterpart<'_>, &super::meaning::Model)> {
        let cp = self.english()?;
        let model = cp.meaning();
        (!model.is_empty()).then_some((cp, model))
    }
}

/// The findings of a run, sorted by document, position and code.
#[derive(Debug, Default)]
pub struct Report {
    pub findings: Vec<Finding>,
    /// Notices for the user (a dictionary missing), as messages, said once each.
    pub notices: Vec<Msg>,
    /// The graded measures of each whole translation checked, when asked for
    /// ([`super::plan::Options::signals`]; read by `cr review`).
    pub signals: Vec<super::signals::DocSignals>,
}

impl Report {
    /// Counts by check name.
    pub fn counts(&self) -> std::collections::BTreeMap<&'static str, usize> {
        let mut m = std::collections::BTreeMap::new();
        for f in &self.findings {
            *m.entry(f.check.name).or_default() += 1;
        }
        m
    }

    /// Every finding, and after each the findings folded into it.
    pub fn all(&self) -> impl Iterator<Item = &Finding> {
        self.findings
            .iter()
            .flat_map(|f| std::iter::once(f).chain(f.folded.iter()))
    }

    pub fn of_check(&self, name: &str) -> Vec<&Finding> {
        self.findings
            .iter()
            .filter(|f| f.check.name == name)
            .collect()
    }
}

/// Checks whose findings at one place are one defect, the most specific first: a wrong
/// reference is an `xref-mismatch` (it says what the reference should be) before it is a
/// `dangling-xref`; a slipped number is `renumbered` (it says the right number) before it is
/// a `duplicate-number`, a rule missing here and one too many there, or out of order.
const ONE_DEFECT: &[&[&str]] = &[&["xref-mismatch", "dangling-xref"], NUMBERING];

/// The numbering family (see [`fold_numbering_runs`]).
const NUMBERING: &[&str] = &[
    "renumbered",
    "duplicate-number",
    "missing-rule",
    "extra-rule",
    "numbering-order",
];

/// The family of a check in [`ONE_DEFECT`] and its rank there (lower is more specific).
fn family(check: &Check) -> Option<(usize, usize)> {
    ONE_DEFECT
        .iter()
        .enumerate()
        .find_map(|(k, f)| f.iter().position(|n| *n == check.name).map(|r| (k, r)))
}

/// Sorts findings and folds those that describe one defect into one finding (see
/// [`Finding::folded`]):
/// - the same check at the same place against several counterparts (a number wrong against
///   the English and against another translation) is one finding, its counterparts listed;
/// - checks of one family at the same place ([`ONE_DEFECT`]) are one finding, the most
///   specific, at the highest severity of those folded.
pub fn finish(findings: &mut Vec<Finding>) {
    findings.sort_by(|a, b| {
        (&a.document, a.span.start, a.span.end, a.check.code).cmp(&(
            &b.document,
            b.span.start,
            b.span.end,
            b.check.code,
        ))
    });
    let mut out: Vec<Finding> = Vec::with_capacity(findings.len());
    for f in findings.drain(..) {
        // Findings at the same place are adjacent: look back over that run only.
        let same_place = out
            .iter()
            .rev()
            .take_while(|g| g.document == f.document && g.span == f.span)
            .count();
        let into = (out.len() - same_place..out.len()).find(|&k| {
            let g = &out[k];
            g.check.code == f.check.code
                || matches!((family(g.check), family(f.check)),
                    (Some((a, _)), Some((b, _))) if a == b)
        });
        match into {
            Some(k) => fold(&mut out[k], f, true),
            None => out.push(f),
        }
    }
    *findings = out;
}

/// Numbering findings on consecutive rules of one document are one defect seen from each
/// rule it touches (a block numbered one off: the numbers missing before it, the extra ones,
/// the duplicates, the order broken at each end): they fold into one finding, the most
/// specific. `findings` are the sorted findings of `doc` ([`finish`]).
pub fn fold_numbering_runs(findings: &mut Vec<Finding>, doc: &Document) {
    let rule_at = |f: &Finding| {
        doc.rules
            .partition_point(|r| r.span.start <= f.span.start)
            .saturating_sub(1)
    };
    let mut out: Vec<Finding> = Vec::with_capacity(findings.len());
    // The finding leading the current run, and the last rule the run touches.
    let mut run: Option<(usize, usize)> = None;
    for f in findings.drain(..) {
        if f.document != doc.name || !NUMBERING.contains(&f.check.name) {
            out.push(f);
            continue;
        }
        let at = rule_at(&f);
        match run {
            Some((k, last)) if at <= last + 1 => {
                fold(&mut out[k], f, false);
                run = Some((k, last.max(at)));
            }
            _ => {
                run = Some((out.len(), at));
                out.push(f);
            }
        }
    }
    *findings = out;
}

/// Folds `f` into `into`: the most specific check leads (information never speaks for a
/// warning), at the highest severity of the two; `same_place`: the same check's counterparts
/// are listed together.
fn fold(into: &mut Finding, mut f: Finding, same_place: bool) {
    let rank = |x: &Finding| {
        (
            x.severity == Severity::Info,
            family(x.check).map_or(usize::MAX, |r| r.1),
        )
    };
    if rank(&f) < rank(into) {
        std::mem::swap(into, &mut f);
        into.folded.append(&mut f.folded);
    }
    into.severity = into.severity.max(f.severity);
    // One level: what was folded into `f` is folded into `into`.
    let nested = std::mem::take(&mut f.folded);
    into.folded.extend(nested);
    if f.check.code == into.check.code && f.message == into.message {
        // An exact repeat.
        return;
    }
    if same_place && f.check.code == into.check.code {
        for r in &f.related {
            if !into.related.contains(r) {
                into.related.push(r.clone());
            }
        }
    }
    into.folded.push(f);
}
