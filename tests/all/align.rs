//! Alignment by content on real data: the seeds, a translation against its English version,
//! two English versions, and synthetic drift.

use crate::common::load;
use comprules::align::{self, Alignment};
use comprules::{Document, RuleId, corpus};
use std::collections::HashMap;

fn pairs(a: &Alignment<'_>) -> Vec<(String, String)> {
    a.pairs
        .iter()
        .map(|p| {
            (
                a.left.rules[p.left].id.to_string(),
                a.right.rules[p.right].id.to_string(),
            )
        })
        .collect()
}

fn ids(a: &Alignment<'_>, left: bool) -> Vec<String> {
    let (v, d) = if left {
        (&a.left_only, a.left)
    } else {
        (&a.right_only, a.right)
    };
    v.iter().map(|&i| d.rules[i].id.to_string()).collect()
}

fn p(l: &str, r: &str) -> (String, String) {
    (l.to_owned(), r.to_owned())
}

/// CR 601.2: French 601.2f (2015+ numbering) is Italian 601.2e (pre-2015).
#[test]
fn french_and_italian_seeds_pair_by_content() {
    let (fr, it) = (corpus::load("fr").unwrap(), corpus::load("it").unwrap());
    let a = align::align(&fr, &it);
    assert_eq!(pairs(&a), [p("601.2b", "601.2b"), p("601.2f", "601.2e")]);
    assert!(a.pairs[1].renumbered && !a.pairs[0].renumbered);
    assert_eq!(
        ids(&a, false),
        ["601.2a", "601.2c", "601.2d", "601.2f", "601.2g"]
    );
    assert!(ids(&a, true).is_empty());
}

#[test]
fn italian_seed_against_english_2026_skips_the_new_601_2e() {
    let it = corpus::load("it").unwrap();
    let en = corpus::load("en@2026-01-16").unwrap();
    let a = align::align(&it, &en);
    let expected = [
        ("a", "a"),
        ("b", "b"),
        ("c", "c"),
        ("d", "d"),
        ("e", "f"),
        ("f", "g"),
        ("g", "h"),
    ];
    let expected: Vec<_> = expected
        .iter()
        .map(|(l, r)| p(&format!("601.2{l}"), &format!("601.2{r}")))
        .collect();
    assert_eq!(pairs(&a), expected);
    let en13 = corpus::load("en@2013-02-01").unwrap();
    let a = align::align(&it, &en13);
    let identity: Vec<_> = "abcdefg"
        .chars()
        .map(|c| p(&format!("601.2{c}"), &format!("601.2{c}")))
        .collect();
    assert_eq!(pairs(&a), identity);
}

/// zh 2023-10-13 is a translation of en 2023-10-13: the identity for at least 99.5% of rules.
#[test]
fn chinese_translation_aligns_with_its_english_version() {
    let zh = load("zh", "zh/cr-zh-community-2023-10-13.txt");
    let en = load("en", "en/cr-2023-10-13.txt");
    let a = align::align(&zh, &en);
    let identity = a.pairs.iter().filter(|p| !p.renumbered).count();
    let share = identity as f64 / zh.rules.len() as f64;
    eprintln!(
        "zh↔en 2023: {identity}/{} identity pairs ({:.2}%), {} renumbered, {} zh-only, {} en-only",
        zh.rules.len(),
        share * 100.0,
        a.pairs.len() - identity,
        a.left_only.len(),
        a.right_only.len()
    );
    assert!(share >= 0.995, "identity {share}");
}

fn normalised(d: &Document, i: usize) -> String {
    let r = &d.rules[i];
    let mut t = r.text().to_owned();
    for rf in r.refs.iter().rev() {
        t.replace_range(rf.at.start..rf.at.end, "§");
    }
    t.to_lowercase()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// The gold set: rules whose normalised text (references masked) is the same in both versions
/// and unique in each. Returns the accuracy of the alignment on it.
fn gold_accuracy(a: &Alignment<'_>) -> (usize, usize) {
    let count = |d: &Document| {
        let mut m: HashMap<String, Vec<usize>> = HashMap::new();
        for i in 0..d.rules.len() {
            m.entry(normalised(d, i)).or_default().push(i);
        }
        m
    };
    let (l, r) = (count(a.left), count(a.right));
    let mut gold = 0;
    let mut right = 0;
    for (text, li) in &l {
        if let (1, Some(ri)) = (li.len(), r.get(text))
            && ri.len() == 1
            && text.len() > 20
        {
            gold += 1;
            if a.of_left(li[0]).is_some_and(|p| p.right == ri[0]) {
                right += 1;
            }
        }
    }
    (right, gold)
}

#[test]
fn english_2013_against_2026_on_unchanged_rules() {
    let old = load("en", "en/cr-2013-02-01.txt");
    let new = load("en", "en/cr-2026-01-16.txt");
    let a = align::align(&old, &new);
    let (right, gold) = gold_accuracy(&a);
    let moved = a.pairs.iter().filter(|p| p.renumbered).count();
    eprintln!(
        "en 2013↔2026: gold accuracy {right}/{gold} = {:.2}%; {} pairs, {moved} renumbered",
        100.0 * right as f64 / gold as f64,
        a.pairs.len()
    );
    assert!(gold > 400, "gold set {gold}");
    assert!(
        right as f64 / gold as f64 >= 0.99,
        "accuracy {right}/{gold}"
    );
    let map = |s: &str| {
        a.map_id(&s.parse::<RuleId>().unwrap())
            .map(|r| r.to_string())
    };
    assert_eq!(map("601.2e").as_deref(), Some("601.2f"));
    assert_eq!(map("702.45a").as_deref(), Some("702.47a"));
    assert_eq!(map("702.45").as_deref(), Some("702.47"));
    assert_eq!(map("117.8").as_deref(), Some("118.8"));
}
