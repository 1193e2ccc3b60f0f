//! The translator's to-do list: what changed in English between the release a document
//! follows and a later one, in the rules the document covers.

use super::follows::Follows;
use crate::align::{Alignment, diff};
use crate::document::Document;
use serde::Serialize;

/// One item of the to-do list.
#[derive(Debug, Clone, Serialize)]
pub struct Todo {
    /// The rule in the document.
    pub rule: String,
    /// Its counterpart in the English it follows.
    pub then: String,
    /// The same rule in the later English, if it still exists.
    pub now: Option<String>,
    /// `changed`, `renumbered` or `removed`.
    pub change: &'static str,
    /// Word diff of the English text, for `changed`.
    pub diff: Vec<diff::Op>,
}

/// What changed in English between the release `doc` follows (`follows`, parsed as
/// `followed`) and a later release (`later`, with `bridge` the pairs from the one to the
/// other), in the rules `doc` covers, in the document's order.
pub fn todo(
    doc: &Document,
    follows: &Follows,
    followed: &Document,
    later: &Document,
    bridge: Vec<(usize, usize, f32, u16)>,
) -> Vec<Todo> {
    let english = Alignment::from_pairs(followed, later, bridge);
    let mut pairs = follows.pairs.clone();
    pairs.sort_by_key(|p| p.0);
    let mut out = Vec::new();
    for &(mine, then, _, _) in &pairs {
        let old = &followed.rules[then];
        let rule = doc.rules[mine].id.to_string();
        let Some(q) = english.of_left(then) else {
            out.push(Todo {
                rule,
                then: old.id.to_string(),
                now: None,
                change: "removed",
                diff: Vec::new(),
            });
            continue;
        };
        let new = &later.rules[q.right];
        let (change, ops) =
            if !diff::unchanged((old.text(), &old.refs), (new.text(), &new.refs), |id| {
                english.map_id(id)
            }) {
                ("changed", diff::words(old.text(), new.text()))
            } else if old.id != new.id {
                ("renumbered", Vec::new())
            } else {
                continue;
            };
        out.push(Todo {
            rule,
            then: old.id.to_string(),
            now: Some(new.id.to_string()),
            change,
            diff: ops,
        });
    }
    out
}
