//! Alignment by content on real data: the seeds, a translation against its English version,
//! two English versions, and synthetic drift.

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
    let zh = corpus::load("zh@2023-10-13").unwrap();
    let en = corpus::load("en@2023-10-13").unwrap();
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
    let old = corpus::load("en@2013-02-01").unwrap();
    let new = corpus::load("en@2026-01-16").unwrap();
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

/// June 2025 swapped the places of two groups of near-identical keyword actions: Transform
/// (701.28) became 701.27 and Convert (701.50) became 701.28, their subrules differing by one
/// word. Each subrule goes to its identical twin, not to its look-alike at the old number.
#[test]
fn swapped_look_alike_groups_pair_by_identical_text() {
    let old = corpus::load("en@2025-04-04").unwrap();
    let new = corpus::load("en@2025-06-06").unwrap();
    let a = align::align(&old, &new);
    let map = |s: &str| {
        a.map_id(&s.parse::<RuleId>().unwrap())
            .map(|r| r.to_string())
    };
    for (from, to) in [
        ("701.28", "701.27"),
        ("701.28b", "701.27b"),
        ("701.28c", "701.27c"),
        ("701.28d", "701.27d"),
        ("701.50", "701.28"),
        ("701.50b", "701.28b"),
        ("701.50c", "701.28c"),
        ("701.50d", "701.28d"),
    ] {
        assert_eq!(map(from).as_deref(), Some(to), "{from}");
        let (x, y) = (
            old.rule(&from.parse().unwrap()).unwrap(),
            new.rule(&to.parse().unwrap()).unwrap(),
        );
        assert_eq!(x.text(), y.text(), "{from} and {to} are twins");
    }
    // And the same pairs, mirrored.
    let b = align::align(&new, &old);
    assert_eq!(
        b.map_id(&"701.27b".parse().unwrap()).map(|r| r.to_string()),
        Some("701.28b".to_owned())
    );
}

/// A small deterministic generator (the tests need no randomness crate and no flakiness).
struct Lcg(u64);

impl Lcg {
    fn next(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

/// Deletes `k` lettered subrules and re-letters the rest of each group as the CR does (skipping
/// l and o). Returns the new text, and for each kept rule, its new number.
fn drift(doc: &Document, k: usize, seed: u64) -> (String, HashMap<RuleId, RuleId>) {
    let mut rng = Lcg(seed);
    let lettered: Vec<usize> = (0..doc.rules.len())
        .filter(|&i| doc.rules[i].id.letter.is_some())
        .collect();
    let mut deleted = std::collections::HashSet::new();
    while deleted.len() < k {
        deleted.insert(lettered[rng.next(lettered.len())]);
    }
    let mut text = String::new();
    let mut renamed = HashMap::new();
    let mut group = None;
    let mut next_letter = 0;
    for (i, r) in doc.rules.iter().enumerate() {
        if deleted.contains(&i) {
            continue;
        }
        let mut id = r.id;
        if r.id.letter.is_some() {
            if group != Some((r.id.chapter, r.id.sub)) {
                group = Some((r.id.chapter, r.id.sub));
                next_letter = 0;
            }
            id.letter = Some(comprules::rule_id::SUBRULE_LETTERS[next_letter]);
            next_letter += 1;
        } else {
            group = None;
        }
        renamed.insert(r.id, id);
        text.push_str(&format!("{id} {}\n\n", r.text()));
    }
    (text, renamed)
}

fn reparse(text: &str, lang: &str) -> Document {
    corpus::from_bytes(
        text.as_bytes(),
        lang,
        "drift.txt",
        "drift",
        comprules::parse::Format::Text,
    )
    .unwrap()
}

/// Synthetic drift: delete subrules, re-letter, align: the exact original pairing comes back,
/// within a language and across languages.
#[test]
fn synthetic_drift_is_undone_exactly() {
    for (lang, file, against, k, seed) in [
        ("en", "en@2026-01-16", None, 25, 7),
        ("zh", "zh@2023-10-13", Some("en@2023-10-13"), 25, 11),
    ] {
        let original = corpus::load(file).unwrap();
        let (text, renamed) = drift(&original, k, seed);
        let moved = reparse(&text, lang);
        let base = match against {
            Some(f) => corpus::load(f).unwrap(),
            None => reparse(&drift(&original, 0, 0).0, lang),
        };
        let a = align::align(&moved, &base);
        let mut wrong = Vec::new();
        for (old, new) in &renamed {
            let li = moved.rules.iter().position(|r| r.id == *new).unwrap();
            let got = a.of_left(li).map(|p| base.rules[p.right].id);
            if got != Some(*old) {
                wrong.push(format!("{new} (was {old}) → {got:?}"));
            }
        }
        assert!(
            wrong.is_empty(),
            "{lang}: {} wrong: {:?}",
            wrong.len(),
            &wrong[..wrong.len().min(10)]
        );
        assert_eq!(
            a.right_only.len(),
            k,
            "{lang}: the deleted rules are right-only"
        );
    }
}

#[test]
fn diff_separates_pure_renumbering_from_text_changes() {
    let old = corpus::load("en@2015-07-17").unwrap();
    let new = corpus::load("en@2026-01-16").unwrap();
    let a = align::align(&old, &new);
    let d = align::diff::diff(&a);
    // Splice moved 702.46 → 702.47 and its text changed ("[subtype]" → "[quality]").
    let splice = d.changed.iter().find(|c| c.old == "702.46a").unwrap();
    assert_eq!(splice.new, "702.47a");
    let inserted: String = splice
        .diff
        .iter()
        .filter(|o| o.op == "insert")
        .map(|o| o.text.as_str())
        .collect();
    assert!(inserted.contains("[quality]"), "{inserted}");
    // Total cost moved nowhere between these two versions, and its text did not change.
    assert!(!d.changed.iter().any(|c| c.old == "601.2f"));
    // A rule renumbered with its references renumbered the same way is not a text change.
    assert!(d.renumbered.len() > 300, "{}", d.renumbered.len());
    assert!(
        d.renumbered
            .iter()
            .any(|r| r.old == "117.7" && r.new == "118.7")
    );
    // The same version against itself: nothing changed.
    let same = align::diff::diff(&align::align(&new, &new));
    assert!(
        same.changed.is_empty()
            && same.added.is_empty()
            && same.removed.is_empty()
            && same.renumbered.is_empty()
    );
    assert_eq!(same.unchanged, new.rules.len());
}

#[test]
fn the_to_do_list_is_what_changed_since_the_release_followed() {
    // The to-do list of the French seed: 601.2b changed in English since 2015 (splice is at
    // 702.47 now, and a sentence on choices made later was added); 601.2f did not.
    let fr = corpus::load("fr").unwrap();
    let newest = comprules::history::newest().index;
    let todo = comprules::model::todo(crate::common::db(), &fr, newest);
    let b = todo.iter().find(|t| t.rule == "601.2b").unwrap();
    assert_eq!(b.change, "changed");
    assert!(!todo.iter().any(|t| t.rule == "601.2f"), "{todo:?}");
}

#[test]
fn tmx_export_parses_and_round_trips() {
    let (fr, it) = (corpus::load("fr").unwrap(), corpus::load("it").unwrap());
    let a = align::align(&fr, &it);
    let mut out = Vec::new();
    align::tmx::write(&a, &mut out).unwrap();
    let xml = String::from_utf8(out).unwrap();
    assert!(xml.contains("s'agit"), "apostrophes are written as typed");
    let mut reader = quick_xml::Reader::from_str(&xml);
    let mut units: Vec<Vec<(String, String)>> = Vec::new();
    let mut lang = String::new();
    let mut in_seg = false;
    loop {
        match reader.read_event().expect("well-formed TMX") {
            quick_xml::events::Event::Start(e) if e.name().as_ref() == b"tu" => {
                units.push(Vec::new())
            }
            quick_xml::events::Event::Start(e) if e.name().as_ref() == b"tuv" => {
                let a = e.try_get_attribute("xml:lang").unwrap().unwrap();
                lang = a.unescape_value().unwrap().into_owned();
            }
            quick_xml::events::Event::Start(e) if e.name().as_ref() == b"seg" => {
                in_seg = true;
                units
                    .last_mut()
                    .unwrap()
                    .push((lang.clone(), String::new()));
            }
            quick_xml::events::Event::Text(t) if in_seg => {
                units
                    .last_mut()
                    .unwrap()
                    .last_mut()
                    .unwrap()
                    .1
                    .push_str(&t.xml_content().unwrap());
            }
            quick_xml::events::Event::GeneralRef(r) if in_seg => {
                let name = r.decode().unwrap();
                let c =
                    quick_xml::escape::resolve_predefined_entity(&name).expect("predefined entity");
                units.last_mut().unwrap().last_mut().unwrap().1.push_str(c);
            }
            quick_xml::events::Event::End(e) if e.name().as_ref() == b"seg" => in_seg = false,
            quick_xml::events::Event::Eof => break,
            _ => {}
        }
    }
    assert_eq!(units.len(), 2);
    assert_eq!(
        units[1][0],
        (
            "fr".to_owned(),
            fr.rule(&"601.2f".parse().unwrap())
                .unwrap()
                .text()
                .to_owned()
        )
    );
    assert_eq!(
        units[1][1],
        (
            "it".to_owned(),
            it.rule(&"601.2e".parse().unwrap())
                .unwrap()
                .text()
                .to_owned()
        )
    );
    assert!(xml.contains(r#"<tmx version="1.4">"#));
}

/// The French 601.2f says the player chooses the order of reductions; the Italian 601.2e does
/// not: that sentence has no counterpart.
#[test]
fn sentences_align_inside_a_rule_pair() {
    let (fr, it) = (corpus::load("fr").unwrap(), corpus::load("it").unwrap());
    let f = fr.rule(&"601.2f".parse().unwrap()).unwrap().text();
    let e = it.rule(&"601.2e".parse().unwrap()).unwrap().text();
    let ctx = align::Context::new(&fr, &it);
    let (ls, _, pairs) = align::sentences::align(f, e, &ctx);
    let lonely: Vec<&str> = pairs
        .iter()
        .filter_map(|(l, r)| match (l, r) {
            (Some(l), None) => Some(&f[ls[*l].start..ls[*l].end]),
            _ => None,
        })
        .collect();
    assert!(
        lonely
            .iter()
            .any(|s| s.contains("je joueur choisit dans quel ordre")),
        "{lonely:?}"
    );
    let paired = pairs
        .iter()
        .filter(|(l, r)| l.is_some() && r.is_some())
        .count();
    assert!(paired >= 7, "{pairs:?}");
}
