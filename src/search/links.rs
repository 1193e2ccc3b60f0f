//! Counterparts: which rules of other documents say the same thing as a rule, computed once
//! at index time and stored with each rule (see [`super::build`]). They come from the
//! alignment of documents by content (`crate::align`), never from equal rule numbers: the
//! Italian seed's 601.2e is the English 601.2f.

use crate::document::Document;
use crate::rule_id::RuleId;
use std::collections::HashMap;

/// For each `(document index, rule)` of `docs`, its counterparts `(document index, rule)` in
/// the other documents.
pub fn counterparts(docs: &[Document]) -> HashMap<(usize, RuleId), Vec<(usize, RuleId)>> {
    let _ = docs;
    // TODO(align): fill from crate::align once it lands; bump schema::SCHEMA_VERSION then.
    HashMap::new()
}
