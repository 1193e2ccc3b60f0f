//! Properties (proptest, issue 8): parse → print → parse gives the same document; rule-id
//! ordering is total and agrees with the CR's numbering; aligning a document with itself is the
//! identity; aligning A to B and B to A gives the same pairs, mirrored. Each is checked on
//! generated documents and on the real ones.

use comprules::align;
use comprules::corpus;
use comprules::document::Document;
use comprules::parse::Format;
use comprules::rule_id::{RuleId, SUBRULE_LETTERS};
use proptest::prelude::*;
use std::fmt::Write as _;

// ---------------------------------------------------------------------------------------------
// A printer: a document back to plain text

/// Prints the headings, rules and examples of a document as a plain CR text: one line per
/// heading (`6. Title`, `601. Title`), per rule (`601.2f TEXT`) and per example, with a blank
/// line between rules. Preamble, glossary, credits and stray text are not printed.
fn print(doc: &Document) -> String {
    enum Item<'a> {
        Heading(&'a comprules::document::Heading),
        Rule(&'a comprules::document::Rule),
    }
    let mut items: Vec<(usize, Item<'_>)> = doc
        .headings
        .iter()
        .map(|h| (h.span.start, Item::Heading(h)))
        .chain(doc.rules.iter().map(|r| (r.span.start, Item::Rule(r))))
        .collect();
    items.sort_by_key(|(at, _)| *at);
    let mut out = String::new();
    for (_, item) in items {
        match item {
            Item::Heading(h) => match (h.id, h.section) {
                (Some(id), _) => writeln!(out, "{id}. {}", h.title).unwrap(),
                (None, Some(s)) => writeln!(out, "{s}. {}", h.title).unwrap(),
                (None, None) => unreachable!("a heading has an id or a section"),
            },
            Item::Rule(r) => {
                writeln!(out, "{} {}", r.id, r.text()).unwrap();
                for e in &r.examples {
                    writeln!(out, "{}", e.body.text).unwrap();
                }
            }
        }
        out.push('\n');
    }
    out
}

type Shape = (
    Vec<(Option<RuleId>, Option<u8>, String)>,
    Vec<(RuleId, String, Vec<String>)>,
);

/// What a round trip must keep: headings (number, section, title) and rules (number, text,
/// examples).
fn shape(doc: &Document) -> Shape {
    (
        doc.headings
            .iter()
            .map(|h| (h.id, h.section, h.title.clone()))
            .collect(),
        doc.rules
            .iter()
            .map(|r| {
                (
                    r.id,
                    r.text().to_owned(),
                    r.examples.iter().map(|e| e.body.text.clone()).collect(),
                )
            })
            .collect(),
    )
}

fn parse_text(text: &str, lang: &str) -> Document {
    corpus::from_bytes(
        text.as_bytes(),
        lang,
        "printed.txt",
        "printed",
        Format::Text,
    )
    .expect("printed text decodes")
}

fn assert_round_trip(doc: &Document) {
    let printed = print(doc);
    let again = parse_text(&printed, &doc.lang);
    let (a, b) = (shape(doc), shape(&again));
    assert_eq!(a.0.len(), b.0.len(), "{}: headings", doc.name);
    assert_eq!(a.1.len(), b.1.len(), "{}: rules", doc.name);
    for (x, y) in a.0.iter().zip(&b.0) {
        assert_eq!(x, y, "{}: heading", doc.name);
    }
    for (x, y) in a.1.iter().zip(&b.1) {
        assert_eq!(x, y, "{}: rule", doc.name);
    }
    // And printing is stable.
    assert_eq!(print(&again), printed, "{}", doc.name);
}

// ---------------------------------------------------------------------------------------------
// Generators

fn letter() -> impl Strategy<Value = u8> {
    prop::sample::select(SUBRULE_LETTERS.to_vec())
}

/// Any rule number: a heading (`601`), a subrule (`601.2`) or a lettered subrule (`601.2f`).
fn rule_id() -> impl Strategy<Value = RuleId> {
    (
        100u16..=999,
        prop::option::of((1u32..=999_999_999, prop::option::of(letter()))),
    )
        .prop_map(|(chapter, sub)| match sub {
            None => RuleId::new(chapter, None, None),
            Some((s, l)) => RuleId::new(chapter, Some(s), l),
        })
}

/// A numbered rule (never a heading), from a small space so that documents share numbers.
fn small_rule_id() -> impl Strategy<Value = RuleId> {
    (
        prop::sample::select(vec![100u16, 117, 601, 602, 702]),
        1u32..=12,
        prop::option::of(prop::sample::select(b"abcdefg".to_vec())),
    )
        .prop_map(|(c, s, l)| RuleId::new(c, Some(s), l))
}

/// Words of rule text, with the things rule text holds: references, symbols, numbers,
/// accents, CJK, punctuation.
fn word() -> impl Strategy<Value = String> {
    prop_oneof![
        prop::sample::select(vec![
            "the",
            "player",
            "cost",
            "total",
            "coût",
            "joueur",
            "costo",
            "totale",
            "sort",
            "spell",
            "mana",
            "rule",
            "règle",
            "regola",
            "601.2f",
            "117.8",
            "601.2a–d",
            "{2/W}",
            "{X}",
            "{T}",
            "(see",
            "rule)",
            "2",
            "13",
            "—",
            "“locked",
            "in.”",
            "总费用",
            "法术",
            "。",
            "Example:",
            "Glossary",
        ])
        .prop_map(str::to_owned),
        "[a-zA-Zàéîõü0-9{}/.,;:()\\[\\]'-]{1,10}",
    ]
}

fn text() -> impl Strategy<Value = String> {
    prop::collection::vec(word(), 0..12).prop_map(|w| w.join(" "))
}

fn title() -> impl Strategy<Value = String> {
    prop::collection::vec("[A-Za-zé]{1,8}", 1..4).prop_map(|w| w.join(" "))
}

#[derive(Debug, Clone)]
enum Item {
    Section(u8, String),
    Heading(u16, String),
    Rule(RuleId, String, Vec<String>),
}

fn item() -> impl Strategy<Value = Item> {
    prop_oneof![
        1 => (1u8..=9, title()).prop_map(|(s, t)| Item::Section(s, t)),
        1 => (100u16..=999, title()).prop_map(|(c, t)| Item::Heading(c, t)),
        6 => (
            small_rule_id(),
            text(),
            prop::collection::vec(text().prop_map(|t| format!("Example: {t}")), 0..3)
        )
            .prop_map(|(id, t, e)| Item::Rule(id, t, e)),
    ]
}

/// A generated CR text, written by hand (not by the printer under test).
fn render(items: &[Item]) -> String {
    let mut out = String::new();
    for it in items {
        match it {
            Item::Section(s, t) => writeln!(out, "{s}. {t}\n").unwrap(),
            Item::Heading(c, t) => writeln!(out, "{c}. {t}\n").unwrap(),
            Item::Rule(id, t, ex) => {
                writeln!(out, "{id} {t}").unwrap();
                for e in ex {
                    writeln!(out, "{e}").unwrap();
                }
                out.push('\n');
            }
        }
    }
    out
}

fn document() -> impl Strategy<Value = String> {
    prop::collection::vec(item(), 1..30).prop_map(|items| render(&items))
}

// ---------------------------------------------------------------------------------------------
// Parse, print, parse

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn parse_print_parse_is_the_same_document(text in document()) {
        assert_round_trip(&parse_text(&text, "en"));
    }

    #[test]
    fn rule_ids_print_and_parse_back(id in rule_id()) {
        prop_assert_eq!(id.to_string().parse::<RuleId>().ok(), Some(id));
        let (parsed, n) = RuleId::parse_prefix(&format!("{id} text")).unwrap();
        prop_assert_eq!((parsed, n), (id, id.to_string().len()));
    }

    /// The order is the CR's: chapter, then subrule number (a heading first), then letter in
    /// CR lettering (a subrule before its lettered rules). `Ord` must agree with that key, and
    /// so is total (it is a lexicographic order of integers).
    #[test]
    fn rule_id_order_is_the_crs(a in rule_id(), b in rule_id(), c in rule_id()) {
        let key = |r: &RuleId| {
            (
                r.chapter,
                r.sub.map_or(0, |s| u64::from(s) + 1),
                r.letter.map_or(0, |l| 1 + SUBRULE_LETTERS.iter().position(|&x| x == l).unwrap()),
            )
        };
        prop_assert_eq!(a.cmp(&b), key(&a).cmp(&key(&b)));
        prop_assert_eq!(a.cmp(&b), b.cmp(&a).reverse());
        prop_assert_eq!(a == b, a.cmp(&b).is_eq());
        if a <= b && b <= c {
            prop_assert!(a <= c);
        }
        if let Some(p) = a.parent() {
            prop_assert!(p < a && p.contains(&a));
        }
    }
}

#[test]
fn parse_print_parse_on_every_bundled_document() {
    for doc in comprules::model::default_corpus(crate::common::db()) {
        assert!(doc.rule_count() > 0);
        assert_round_trip(&doc);
    }
}

/// The official English texts list their rules in the CR's order: `Ord` sorts them as printed.
#[test]
fn rule_order_agrees_with_the_official_texts() {
    for v in ["2013-02-01", "2015-07-17", "2023-10-13", "2026-01-16"] {
        let doc = corpus::load(&format!("en@{v}")).unwrap();
        let ids: Vec<RuleId> = doc.rules.iter().map(|r| r.id).collect();
        let bad: Vec<String> = ids
            .windows(2)
            .filter(|w| w[0] >= w[1])
            .map(|w| format!("{} then {}", w[0], w[1]))
            .collect();
        assert!(bad.is_empty(), "en@{v}: {bad:?}");
    }
}

// ---------------------------------------------------------------------------------------------
// Alignment

fn pairs(a: &align::Alignment<'_>) -> Vec<(usize, usize)> {
    let mut v: Vec<(usize, usize)> = a.pairs.iter().map(|p| (p.left, p.right)).collect();
    v.sort_unstable();
    v
}

fn assert_identity(doc: &Document) {
    let a = align::align(doc, doc);
    let want: Vec<(usize, usize)> = (0..doc.rules.len()).map(|i| (i, i)).collect();
    assert_eq!(pairs(&a), want, "{}", doc.name);
    assert!(a.left_only.is_empty() && a.right_only.is_empty());
    assert!(a.pairs.iter().all(|p| !p.renumbered));
}

/// The pairs of A→B are the pairs of B→A, mirrored; so are the rules left alone.
fn assert_mirrored(a: &Document, b: &Document) {
    let ab = align::align(a, b);
    let ba = align::align(b, a);
    let mirrored: Vec<(usize, usize)> = {
        let mut v: Vec<(usize, usize)> = ba.pairs.iter().map(|p| (p.right, p.left)).collect();
        v.sort_unstable();
        v
    };
    let ab_pairs = pairs(&ab);
    let only_ab: Vec<String> = ab_pairs
        .iter()
        .filter(|p| !mirrored.contains(p))
        .map(|&(l, r)| format!("{}→{}", a.rules[l].id, b.rules[r].id))
        .collect();
    let only_ba: Vec<String> = mirrored
        .iter()
        .filter(|p| !ab_pairs.contains(p))
        .map(|&(l, r)| format!("{}→{}", a.rules[l].id, b.rules[r].id))
        .collect();
    assert!(
        only_ab.is_empty() && only_ba.is_empty(),
        "{} ↔ {}: only A→B {only_ab:?}, only B→A {only_ba:?}",
        a.label(),
        b.label()
    );
}

fn seed(lang: &str) -> Document {
    corpus::load(&format!("{lang}@seed")).unwrap()
}

#[test]
fn aligning_a_real_document_with_itself_is_the_identity() {
    for spec in ["it@seed", "fr@seed", "en@2013-02-01", "zh@2023-10-13"] {
        assert_identity(&corpus::load(spec).unwrap());
    }
}

#[test]
fn aligning_real_documents_both_ways_gives_mirrored_pairs() {
    let en13 = corpus::load("en@2013-02-01").unwrap();
    let en15 = corpus::load("en@2015-07-17").unwrap();
    assert_mirrored(&seed("it"), &seed("fr"));
    assert_mirrored(&seed("it"), &en13);
    assert_mirrored(&seed("fr"), &en15);
    assert_mirrored(&en13, &en15);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn aligning_a_generated_document_with_itself_is_the_identity(text in document()) {
        let doc = parse_text(&text, "en");
        assert_identity(&doc);
    }

    #[test]
    fn aligning_generated_documents_both_ways_gives_mirrored_pairs(
        a in document(),
        b in document(),
    ) {
        assert_mirrored(&parse_text(&a, "en"), &parse_text(&b, "fr"));
    }
}
