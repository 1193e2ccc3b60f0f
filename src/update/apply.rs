//! `cr apply`: the targets of a filled XLIFF (written by `cr update --xliff`) written back into
//! the updated translation. A unit with a target replaces its rule's text (or its example, or
//! its glossary entry's definition), which resolves the mark there; a unit without one keeps
//! its mark. Every unit is checked before anything changes: its id must name a marked rule,
//! example or entry of the updated translation, and its English must be the target release's
//! (named in the XLIFF). One unit that does not match refuses the whole file.

use super::edit::example_mark_at;
use super::xliff::{ReadUnit, ReadXliff};
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
    /// Ids of the units left as they were (no confirmed target): their marks stay.
    pub left: Vec<String>,
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
/// names. `name` is the XLIFF's path, for errors.
pub fn apply(name: &str, x: &ReadXliff, updated: &Document, to: &Document) -> Result<Applied> {
    let mut edits = Vec::new();
    let mut applied = Vec::new();
    let mut left = Vec::new();
    for u in &x.units {
        if u.segments.iter().all(|s| s.done().is_none()) {
            left.push(u.id.clone());
            continue;
        }
        unit_edits(name, u, updated, to, &mut edits)?;
        applied.push(u.id.clone());
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
        text: out,
        applied,
        left,
    })
}

fn unit_edits(
    name: &str,
    u: &ReadUnit,
    updated: &Document,
    to: &Document,
    edits: &mut Vec<Edit>,
) -> Result<()> {
    let bad = |id: &'static str| refuse(name, &u.id, id);
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
        if let Some(t) = seg.done()
            && !e.definition.text.is_empty()
        {
            edits.push(Edit {
                at: e.definition.source_offset(0),
                end: e.span.end,
                with: one_line(t),
            });
        }
        return Ok(());
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
            if let Some(t) = seg.done() {
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
            if let Some(t) = first.done()
                && !r.body.text.is_empty()
            {
                edits.push(Edit {
                    at: r.body.source_offset(0),
                    end: r.span.end,
                    with: one_line(t),
                });
            }
            let with_targets = rest.iter().any(|s| s.done().is_some());
            if with_targets && r.examples.len() != en.examples.len() {
                return Err(bad("apply-error-english"));
            }
            for (s, e) in rest.iter().zip(&r.examples) {
                if let Some(t) = s.done() {
                    edits.push(Edit {
                        at: e.span.start,
                        end: e.span.end,
                        with: example_text(e, t),
                    });
                }
            }
        }
    }
    Ok(())
}
