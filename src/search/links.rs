//! Counterparts: which rules of other documents say the same thing as a rule, computed once
//! at index time and stored with each rule (see [`super::build`]). They come from the
//! alignment of documents by content (`crate::model`), never from equal rule numbers: the
//! Italian seed's 601.2e is the English 601.2f.

use crate::document::Document;
use crate::lang::base;
use crate::model::Db;
use crate::rule_id::RuleId;
use std::collections::HashMap;

/// For each `(document index, rule)` of `docs`, its counterparts `(document index, rule)` in
/// the documents of other languages. Every pair of documents in different languages is
/// aligned once, through the English history ([`crate::model`]), on every core.
pub fn counterparts(db: &Db, docs: &[Document]) -> HashMap<(usize, RuleId), Vec<(usize, RuleId)>> {
    use rayon::prelude::*;
    let jobs: Vec<(usize, usize)> = (0..docs.len())
        .flat_map(|i| (i + 1..docs.len()).map(move |j| (i, j)))
        .filter(|&(i, j)| base(&docs[i].lang) != base(&docs[j].lang))
        .collect();
    let results: Vec<Vec<(usize, RuleId, usize, RuleId)>> = jobs
        .par_iter()
        .map(|&(i, j)| {
            let a = db.align(&docs[i], &docs[j]);
            a.pairs
                .iter()
                .map(|p| (i, docs[i].rules[p.left].id, j, docs[j].rules[p.right].id))
                .collect()
        })
        .collect();
    let mut map: HashMap<(usize, RuleId), Vec<(usize, RuleId)>> = HashMap::new();
    for (i, l, j, r) in results.into_iter().flatten() {
        map.entry((i, l)).or_default().push((j, r));
        map.entry((j, r)).or_default().push((i, l));
    }
    for v in map.values_mut() {
        v.sort();
        v.dedup();
    }
    map
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The Italian 601.2e is the French 601.2f and the English 601.2f, not their 601.2e.
    #[test]
    fn counterparts_follow_content_not_numbers() {
        let docs = vec![
            crate::corpus::load("it").unwrap(),
            crate::corpus::load("fr").unwrap(),
            crate::corpus::load("en@2026-01-16").unwrap(),
        ];
        let map = counterparts(&crate::model::Db::new(), &docs);
        let e: RuleId = "601.2e".parse().unwrap();
        let f: RuleId = "601.2f".parse().unwrap();
        assert_eq!(map[&(0, e)], vec![(1, f), (2, f)]);
        assert!(
            !map.contains_key(&(2, e)),
            "en 601.2e (the legality check) has no Italian text"
        );
    }
}
