//! What changed between two documents, through their alignment: rules added, removed,
//! renumbered and changed, with a word-level diff for changed text. A pure renumbering —
//! including references inside the text that were renumbered the same way — is not a change.

use super::{Alignment, Context};
use crate::document::Reference;
use serde::Serialize;
use similar::{ChangeTag, TextDiff};

/// One run of a word-level diff.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Op {
    /// `equal`, `delete` or `insert`.
    pub op: &'static str,
    pub text: String,
}

/// A changed rule pair.
#[derive(Debug, Clone, Serialize)]
pub struct Changed {
    pub old: String,
    pub new: String,
    pub renumbered: bool,
    /// Word-level diff (same language), or empty across languages.
    pub diff: Vec<Op>,
    /// Across languages: sentences with no counterpart on the old / new side.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sentences: Option<(usize, usize)>,
}

/// A renumbered rule whose text did not change.
#[derive(Debug, Clone, Serialize)]
pub struct Renumbered {
    pub old: String,
    pub new: String,
}

/// The differences between two documents.
#[derive(Debug, Clone, Serialize)]
pub struct Diff {
    pub added: Vec<String>,
    pub removed: Vec<String>,
    pub renumbered: Vec<Renumbered>,
    pub changed: Vec<Changed>,
    pub unchanged: usize,
}

/// A text with every reference masked, white space collapsed and typographic quotes,
/// apostrophes and dashes folded to ASCII: what must be equal for "unchanged".
fn masked(text: &str, refs: &[Reference]) -> String {
    let mut t = text.to_owned();
    for r in refs.iter().rev() {
        t.replace_range(r.at.start..r.at.end, "§");
    }
    let t: String = t
        .chars()
        .map(|c| match c {
            '’' | '‘' => '\'',
            '“' | '”' => '"',
            '–' | '—' => '-',
            c => c,
        })
        .collect();
    normalise(&t)
}

/// References as (first, last) pairs, optionally mapped to the other document.
fn refs(
    refs: &[Reference],
    map: impl Fn(&crate::RuleId) -> Option<crate::RuleId>,
) -> Vec<(crate::RuleId, Option<crate::RuleId>)> {
    refs.iter()
        .map(|r| {
            let t = map(&r.target).unwrap_or(r.target);
            (t, r.end.map(|e| map(&e).unwrap_or(e)))
        })
        .collect()
}

fn normalise(t: &str) -> String {
    t.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Word-level diff of two texts. Alternating deletions and insertions separated only by
/// white space are merged into one deletion and one insertion, so a rewritten sentence reads
/// as `[-old sentence-]{+new sentence+}` rather than word against word.
pub fn words(old: &str, new: &str) -> Vec<Op> {
    // The same text (most rules between two releases): one run, nothing to tokenize.
    if old == new {
        return (!old.is_empty())
            .then(|| Op {
                op: "equal",
                text: old.to_owned(),
            })
            .into_iter()
            .collect();
    }
    merge_runs(raw_words(old, new))
}

fn merge_runs(ops: Vec<Op>) -> Vec<Op> {
    let mut out: Vec<Op> = Vec::new();
    let mut del = String::new();
    let mut ins = String::new();
    let mut pending_ws = String::new();
    let flush = |out: &mut Vec<Op>, del: &mut String, ins: &mut String| {
        if !del.is_empty() {
            out.push(Op {
                op: "delete",
                text: std::mem::take(del),
            });
        }
        if !ins.is_empty() {
            out.push(Op {
                op: "insert",
                text: std::mem::take(ins),
            });
        }
    };
    for o in ops {
        match o.op {
            "equal" if o.text.trim().is_empty() && !(del.is_empty() && ins.is_empty()) => {
                pending_ws.push_str(&o.text);
            }
            "equal" => {
                flush(&mut out, &mut del, &mut ins);
                let mut text = std::mem::take(&mut pending_ws);
                text.push_str(&o.text);
                match out.last_mut() {
                    Some(l) if l.op == "equal" => l.text.push_str(&text),
                    _ => out.push(Op { op: "equal", text }),
                }
            }
            op => {
                if !pending_ws.is_empty() {
                    if !del.is_empty() {
                        del.push_str(&pending_ws);
                    }
                    if !ins.is_empty() {
                        ins.push_str(&pending_ws);
                    }
                    pending_ws.clear();
                }
                if op == "delete" {
                    del.push_str(&o.text);
                } else {
                    ins.push_str(&o.text);
                }
            }
        }
    }
    flush(&mut out, &mut del, &mut ins);
    if !pending_ws.is_empty() {
        out.push(Op {
            op: "equal",
            text: pending_ws,
        });
    }
    out
}

fn raw_words(old: &str, new: &str) -> Vec<Op> {
    let d = TextDiff::configure().diff_words(old, new);
    let mut ops: Vec<Op> = Vec::new();
    for c in d.iter_all_changes() {
        let op = match c.tag() {
            ChangeTag::Equal => "equal",
            ChangeTag::Delete => "delete",
            ChangeTag::Insert => "insert",
        };
        match ops.last_mut() {
            Some(last) if last.op == op => last.text.push_str(c.value()),
            _ => ops.push(Op {
                op,
                text: c.value().to_owned(),
            }),
        }
    }
    ops
}

/// True when two texts of one language say the same (a rule in two versions, a glossary
/// definition): equal once references are masked and typography folded, with the same
/// references, or with the references renumbered by `map` as the rules were.
pub fn unchanged(
    old: (&str, &[Reference]),
    new: (&str, &[Reference]),
    map: impl Fn(&crate::RuleId) -> Option<crate::RuleId>,
) -> bool {
    let new_refs = refs(new.1, |_| None);
    lost_in_encoding(&masked(old.0, old.1), &masked(new.0, new.1))
        && (refs(old.1, |_| None) == new_refs || refs(old.1, map) == new_refs)
}

/// True when two texts are the same but for characters an archive's encoding lost: some
/// releases' files hold `?` for every character their encoding could not say (`owner?s` for
/// `owner’s`, `?` for `—`), so a `?` on one side stands for a quote, a dash or any character
/// beyond ASCII on the other, one for one. That is no change of the rule.
fn lost_in_encoding(a: &str, b: &str) -> bool {
    if a == b {
        return true;
    }
    let lost = |x: char, y: char| x == '?' && (matches!(y, '\'' | '"' | '-') || !y.is_ascii());
    let (mut x, mut y) = (a.chars(), b.chars());
    loop {
        match (x.next(), y.next()) {
            (None, None) => return true,
            (Some(p), Some(q)) if p == q || lost(p, q) || lost(q, p) => {}
            _ => return false,
        }
    }
}

/// Classifies every rule of an alignment.
pub fn diff(a: &Alignment<'_>) -> Diff {
    let ctx = Context::new(a.left, a.right);
    let mut out = Diff {
        added: a
            .right_only
            .iter()
            .map(|&j| a.right.rules[j].id.to_string())
            .collect(),
        removed: a
            .left_only
            .iter()
            .map(|&i| a.left.rules[i].id.to_string())
            .collect(),
        renumbered: Vec::new(),
        changed: Vec::new(),
        unchanged: 0,
    };
    for p in &a.pairs {
        let (l, r) = (&a.left.rules[p.left], &a.right.rules[p.right]);
        let (old, new) = (l.id.to_string(), r.id.to_string());
        if ctx.same_lang {
            let then = normalise(l.text());
            let now = normalise(r.text());
            // Unchanged: the same text once references are masked and typography folded, with
            // the same references, or with the references renumbered as the rules were.
            if unchanged((l.text(), &l.refs), (r.text(), &r.refs), |id| a.map_id(id)) {
                if p.renumbered {
                    out.renumbered.push(Renumbered { old, new });
                } else {
                    out.unchanged += 1;
                }
            } else {
                out.changed.push(Changed {
                    old,
                    new,
                    renumbered: p.renumbered,
                    diff: words(&then, &now),
                    sentences: None,
                });
            }
        } else {
            let (_, _, sp) = super::sentences::align(l.text(), r.text(), &ctx);
            let lost = sp
                .iter()
                .filter(|(x, y)| x.is_some() && y.is_none())
                .count();
            let gained = sp
                .iter()
                .filter(|(x, y)| x.is_none() && y.is_some())
                .count();
            if lost + gained > 0 {
                out.changed.push(Changed {
                    old,
                    new,
                    renumbered: p.renumbered,
                    diff: Vec::new(),
                    sentences: Some((lost, gained)),
                });
            } else if p.renumbered {
                out.renumbered.push(Renumbered { old, new });
            } else {
                out.unchanged += 1;
            }
        }
    }
    out
}

/// Renders a word diff inline, as `git diff --word-diff` does: `[-old-]{+new+}`.
pub fn inline(ops: &[Op]) -> String {
    let mut s = String::new();
    for o in ops {
        match o.op {
            "delete" => {
                s.push_str("[-");
                s.push_str(&o.text);
                s.push_str("-]");
            }
            "insert" => {
                s.push_str("{+");
                s.push_str(&o.text);
                s.push_str("+}");
            }
            _ => s.push_str(&o.text),
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An archive's `?` for a character its encoding lost is no change; a `?` for a letter,
    /// or a change of length, is.
    #[test]
    fn characters_lost_in_an_archive_are_no_change() {
        let same = |a: &str, b: &str| unchanged((a, &[]), (b, &[]), |_| None);
        assert!(same(
            "put into its owner’s graveyard. Regeneration can’t replace this event.",
            "put into its owner?s graveyard. Regeneration can?t replace this event."
        ));
        assert!(same("a cost ? the mana", "a cost — the mana"));
        assert!(!same(
            "put into its owner?s graveyard",
            "put into its owner's library"
        ));
        assert!(!same("a?b", "axb"));
        assert!(!same("can?t", "can’’t"));
    }

    /// The shortcut for a text compared with itself gives what the diff gives.
    #[test]
    fn a_text_against_itself_is_one_equal_run() {
        for t in [
            "",
            " ",
            "601.2f The player determines the total cost of the spell.",
            "  leading and trailing  ",
        ] {
            assert_eq!(words(t, t), merge_runs(raw_words(t, t)), "{t:?}");
        }
        let d = words("can't be played", "can't be activated");
        assert_eq!(
            d.iter().map(|o| o.op).collect::<Vec<_>>(),
            ["equal", "delete", "insert"]
        );
    }
}
