//! `cr apply`: the targets of a filled XLIFF (written by `cr update --xliff`) written back into
//! the updated translation. A unit with a target replaces its rule's text (or its example, or
//! its glossary entry's definition, or a title the update inserted in English, wherever the text
//! shows it), which resolves the mark there; a unit without one keeps its mark, and the report
//! says why (no target, or a target still `initial`). Every unit is checked before anything changes: its id must name a marked rule,
//! example or entry of the updated translation, and its English must be the target release's
//! (named in the XLIFF). One unit that does not match refuses the whole file.

use super::edit::{example_mark_at, example_unmarked, unmarked};
use super::xliff::{ReadSegment, ReadUnit, ReadXliff, Verdict, heading_line};
use super::{MARK_REVIEW, MARK_TRANSLATE};
use crate::document::{Document, Example};
use crate::error::{Error, Result};
use crate::rule_id::RuleId;
use crate::vocab;

/// What applying did.
#[derive(Debug, Clone)]
pub struct Applied {
    /// The new text (decoded; encoding and line endings are the updated translation's).
    pub text: String,
    /// Ids of the units written back.
    pub applied: Vec<String>,
    /// Ids of the units left as they were (no target to take): their marks stay.
    pub left: Vec<String>,
    /// Of `left`, the units with a target still in the `initial` state (a CAT tool confirms
    /// a segment it translated; `--accept-initial` takes targets edited elsewhere).
    pub initial: Vec<String>,
    /// Every mark (`[cr:translate]`, `[cr:review]`) the new text still holds, the units'
    /// and any other.
    pub marks: usize,
}

/// How many marks a text holds.
pub fn marks_in(text: &str) -> usize {
    text.matches(MARK_TRANSLATE).count() + text.matches(MARK_REVIEW).count()
}

/// What one unit gave: a target taken, or why none was.
#[derive(Default)]
struct Outcome {
    took: bool,
    initial: bool,
}

impl Outcome {
    /// The target of a segment whose text in the updated translation is `current`.
    fn take<'a>(
        &mut self,
        s: &'a ReadSegment,
        accept_initial: bool,
        current: Option<&str>,
    ) -> Option<&'a str> {
        match s.verdict(accept_initial, current.map(unmarked)) {
            Verdict::Take(t) => {
                self.took = true;
                Some(t)
            }
            Verdict::Initial => {
                self.initial = true;
                None
            }
            Verdict::Empty => None,
        }
    }
}

fn refuse(xliff: &str, unit: &str, id: &'static str) -> Error {
    Error::Other {
        id,
        args: vec![("xliff", xliff.to_owned()), ("unit", unit.to_owned())],
    }
}

fn normalised(t: &str) -> String {
    t.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn marked(text: &str) -> bool {
    text.starts_with(MARK_REVIEW) || text.starts_with(MARK_TRANSLATE)
}

fn example_marked(text: &str) -> bool {
    marked(&text[example_mark_at(text)..])
}

/// A target on one line (a rule or an example is one paragraph).
fn one_line(t: &str) -> String {
    normalised(t)
}

/// An example's new text: the target, with the example's prefix when the target has none.
fn example_text(old: &Example, target: &str) -> String {
    let t = one_line(target);
    if vocab::example_prefix(&t).is_some() {
        return t;
    }
    let prefix = vocab::example_prefix(&old.body.text).map_or("", |p| &old.body.text[..p]);
    if prefix.is_empty() {
        t
    } else {
        format!("{prefix} {t}")
    }
}

struct Edit {
    at: usize,
    end: usize,
    with: String,
}

/// Writes the confirmed targets of `x` into `updated`; `to` is the target release the XLIFF
/// names. `name` is the XLIFF's path, for errors. With `accept_initial`, a target still
/// `initial` is taken when it is not the text `cr update` prefilled.
pub fn apply(
    name: &str,
    x: &ReadXliff,
    updated: &Document,
    to: &Document,
    accept_initial: bool,
) -> Result<Applied> {
    let mut edits = Vec::new();
    let mut applied = Vec::new();
    let mut left = Vec::new();
    let mut initial = Vec::new();
    for u in &x.units {
        let targets = u
            .segments
            .iter()
            .filter(|s| s.target.as_deref().is_some_and(|t| !t.trim().is_empty()));
        if targets.clone().next().is_none() {
            left.push(u.id.clone());
            continue;
        }
        // A unit whose every target is still `initial` confirms nothing: when it no longer
        // matches the text (resolved by hand since), it is left, not refused.
        let unconfirmed = targets
            .clone()
            .all(|s| s.state.as_deref() == Some("initial"));
        let mut mine = Vec::new();
        let got = match unit_edits(name, u, updated, to, accept_initial, &mut mine) {
            Ok(got) => {
                edits.append(&mut mine);
                got
            }
            Err(_) if unconfirmed => Outcome {
                took: false,
                initial: true,
            },
            Err(e) => return Err(e),
        };
        if got.took {
            applied.push(u.id.clone());
        } else {
            if got.initial {
                initial.push(u.id.clone());
            }
            left.push(u.id.clone());
        }
    }
    edits.sort_by_key(|e| (e.at, e.end));
    if edits.windows(2).any(|w| w[1].at < w[0].end) {
        return Err(refuse(name, "", "apply-error-overlap"));
    }
    let text = &updated.text;
    let mut out = String::with_capacity(text.len());
    let mut pos = 0;
    for e in edits {
        out.push_str(&text[pos..e.at]);
        out.push_str(&e.with);
        pos = e.end;
    }
    out.push_str(&text[pos..]);
    Ok(Applied {
        marks: marks_in(&out),
        text: out,
        applied,
        left,
        initial,
    })
}

/// The edits of a title's unit (`heading-719`): every line of the updated text that is that
/// section's or chapter's heading, marked (the contents and the rules alike).
fn heading_edits(
    u: &ReadUnit,
    n: u16,
    updated: &Document,
    to: &Document,
    accept_initial: bool,
    bad: impl Fn(&'static str) -> Error,
    edits: &mut Vec<Edit>,
) -> Result<Outcome> {
    let english = to.headings.iter().find(|h| {
        h.id.map(|id| id.chapter) == Some(n) && n >= 100
            || h.section.is_some() && h.id.is_none() && h.section == u8::try_from(n).ok()
    });
    let (Some(h), Some(seg)) = (english, u.segments.first()) else {
        return Err(bad("apply-error-unknown-unit"));
    };
    let title = heading_line(&to.text[h.span.start..h.span.end])
        .map_or(h.title.as_str(), |(_, at)| {
            &to.text[h.span.start + at..h.span.end]
        });
    if normalised(&seg.source) != normalised(title) {
        return Err(bad("apply-error-english"));
    }
    let mut lines = Vec::new();
    for (start, line) in crate::decode::lines(&updated.text) {
        if let Some((m, at)) = heading_line(line)
            && m == n
            && marked(line[at..].trim_start())
        {
            // The title starts after the number's spaces, which stay as the file has them.
            let gap = line[at..].len() - line[at..].trim_start().len();
            lines.push((start + at + gap, start + line.trim_end().len()));
        }
    }
    if lines.is_empty() {
        return Err(bad("apply-error-not-marked"));
    }
    let mut got = Outcome::default();
    if let Some(t) = got.take(seg, accept_initial, None) {
        for (at, end) in lines {
            edits.push(Edit {
                at,
                end,
                with: one_line(t),
            });
        }
    }
    Ok(got)
}

fn unit_edits(
    name: &str,
    u: &ReadUnit,
    updated: &Document,
    to: &Document,
    accept_initial: bool,
    edits: &mut Vec<Edit>,
) -> Result<Outcome> {
    let bad = |id: &'static str| refuse(name, &u.id, id);
    let mut got = Outcome::default();
    // A section's or chapter's title: heading-719, heading-7.
    if let Some(n) = u.id.strip_prefix("heading-") {
        let n: u16 = n.parse().map_err(|_| bad("apply-error-unknown-unit"))?;
        return heading_edits(u, n, updated, to, accept_initial, bad, edits);
    }
    // A glossary entry: g1, g2… in the target's order.
    if let Some(k) = u.id.strip_prefix('g').and_then(|k| k.parse::<usize>().ok()) {
        let (Some(e), Some(en)) = (
            k.checked_sub(1).and_then(|k| updated.glossary.get(k)),
            k.checked_sub(1).and_then(|k| to.glossary.get(k)),
        ) else {
            return Err(bad("apply-error-unknown-unit"));
        };
        let seg = &u.segments[0];
        if normalised(&seg.source) != normalised(&en.definition.text)
            || u.name
                .as_deref()
                .is_some_and(|n| n.trim() != en.term.trim())
        {
            return Err(bad("apply-error-english"));
        }
        if !marked(&e.definition.text) {
            return Err(bad("apply-error-not-marked"));
        }
        if let Some(t) = got.take(seg, accept_initial, Some(&e.definition.text))
            && !e.definition.text.is_empty()
        {
            edits.push(Edit {
                at: e.definition.source_offset(0),
                end: e.span.end,
                with: one_line(t),
            });
        }
        return Ok(got);
    }
    let (rule, example) = match u.id.split_once("/e") {
        Some((r, k)) => (
            r,
            Some(
                k.parse::<usize>()
                    .map_err(|_| bad("apply-error-unknown-unit"))?,
            ),
        ),
        None => (u.id.as_str(), None),
    };
    let id: RuleId = rule.parse().map_err(|_| bad("apply-error-unknown-unit"))?;
    let (Some(r), Some(en)) = (updated.rule(&id), to.rule(&id)) else {
        return Err(bad("apply-error-unknown-unit"));
    };
    match example {
        Some(k) => {
            let k = k
                .checked_sub(1)
                .ok_or_else(|| bad("apply-error-unknown-unit"))?;
            let (Some(e), Some(en_e)) = (r.examples.get(k), en.examples.get(k)) else {
                return Err(bad("apply-error-unknown-unit"));
            };
            let seg = u
                .segments
                .first()
                .ok_or_else(|| bad("apply-error-unknown-unit"))?;
            if normalised(&seg.source) != normalised(&en_e.body.text) {
                return Err(bad("apply-error-english"));
            }
            if !example_marked(&e.body.text) {
                return Err(bad("apply-error-not-marked"));
            }
            let current = example_unmarked(&e.body.text);
            if let Some(t) = got.take(seg, accept_initial, Some(&current)) {
                edits.push(Edit {
                    at: e.span.start,
                    end: e.span.end,
                    with: example_text(e, t),
                });
            }
        }
        None => {
            let Some(first) = u.segments.first() else {
                return Err(bad("apply-error-unknown-unit"));
            };
            if normalised(&first.source) != normalised(en.text()) {
                return Err(bad("apply-error-english"));
            }
            if !marked(r.text()) {
                return Err(bad("apply-error-not-marked"));
            }
            let rest = &u.segments[1..];
            if rest.len() != en.examples.len()
                || rest
                    .iter()
                    .zip(&en.examples)
                    .any(|(s, e)| normalised(&s.source) != normalised(&e.body.text))
            {
                return Err(bad("apply-error-english"));
            }
            if let Some(t) = got.take(first, accept_initial, Some(r.text()))
                && !r.body.text.is_empty()
            {
                edits.push(Edit {
                    at: r.body.source_offset(0),
                    end: r.span.end,
                    with: one_line(t),
                });
            }
            let with_targets = rest
                .iter()
                .any(|s| s.target.as_deref().is_some_and(|t| !t.trim().is_empty()));
            if with_targets && r.examples.len() != en.examples.len() {
                return Err(bad("apply-error-english"));
            }
            for (s, e) in rest.iter().zip(&r.examples) {
                let current = example_unmarked(&e.body.text);
                if let Some(t) = got.take(s, accept_initial, Some(&current)) {
                    edits.push(Edit {
                        at: e.span.start,
                        end: e.span.end,
                        with: example_text(e, t),
                    });
                }
            }
        }
    }
    Ok(got)
}
