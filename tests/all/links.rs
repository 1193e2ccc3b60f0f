//! Links from 601.2 to the engine: extracted from `/// CR` tags, valid against en 2026-01-16,
//! complete for 601.2a–i, and reached from every translation through the alignment.

use crate::common::{cr, stdout};
use comprules::corpus;
use comprules::links::{self, LINKS, LinkKind};
use serde_json::Value;

#[test]
fn every_tag_names_a_rule_of_the_canonical_english() {
    let en = corpus::load(links::CANONICAL).unwrap();
    assert!(LINKS.len() > 50, "{} tags", LINKS.len());
    for l in LINKS {
        let id = l
            .rule
            .parse()
            .unwrap_or_else(|_| panic!("{}:{} tags {:?}", l.path, l.line, l.rule));
        assert!(
            en.rule(&id).is_some() || en.heading(&id).is_some(),
            "{}:{} {} tags {}, which en 2026-01-16 does not have",
            l.path,
            l.line,
            l.function,
            l.rule
        );
    }
}

#[test]
fn each_step_of_casting_has_code_and_tests() {
    let steps = "abcdefghi".chars().map(|l| format!("601.2{l}"));
    let reductions = "abcdefg".chars().map(|l| format!("118.7{l}"));
    let unpayable = ["118.6".to_owned(), "118.6a".to_owned()];
    for rule in steps.chain(reductions).chain(unpayable) {
        assert!(
            links::of(&rule, LinkKind::Implementation).next().is_some(),
            "{rule}: no implementation"
        );
        assert!(
            links::of(&rule, LinkKind::Test).next().is_some(),
            "{rule}: no test"
        );
    }
    // The extracted lines point at the function they name.
    for l in LINKS.iter().take(40) {
        let text = std::fs::read_to_string(crate::common::repo(l.path)).unwrap();
        let line = text.lines().nth(l.line as usize - 1).unwrap();
        assert!(
            line.contains(&format!("fn {}", l.function)),
            "{}:{}: {line}",
            l.path,
            l.line
        );
    }
}

/// Italian 601.2e (pre-2015) reaches en 2026 601.2f and the total-cost code.
#[test]
fn coverage_reaches_the_engine_through_the_alignment() {
    let o = cr(&["coverage", "it", "--json"]);
    assert_eq!(o.status.code(), Some(0));
    let v: Value = serde_json::from_slice(&o.stdout).unwrap();
    let e = v
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["rule"] == "601.2e")
        .unwrap();
    assert_eq!(e["canonical"], "601.2f");
    let functions: Vec<&str> = e["implementations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["function"].as_str().unwrap())
        .collect();
    assert!(functions.contains(&"total_cost"), "{functions:?}");
    assert!(e["tests"].as_array().unwrap().len() >= 3);
    for k in ["rule", "canonical", "implementations", "tests"] {
        assert!(e.get(k).is_some());
    }
    // An older translation's 117.7 is listed as today's 118.7.
    let o = cr(&["coverage", "ko@2017-07-08", "--json"]);
    let v: Value = serde_json::from_slice(&o.stdout).unwrap();
    assert!(
        v.as_array()
            .unwrap()
            .iter()
            .any(|e| e["rule"] == "117.7e" && e["canonical"] == "118.7e"),
        "{v}"
    );
    let o = cr(&["coverage", "fr", "--json"]);
    let v: Value = serde_json::from_slice(&o.stdout).unwrap();
    let rules: Vec<(&str, &str)> = v
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            (
                e["rule"].as_str().unwrap(),
                e["canonical"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(rules, [("601.2b", "601.2b"), ("601.2f", "601.2f")]);
    let o = cr(&["coverage"]);
    assert!(
        stdout(&o)
            .lines()
            .filter(|l| l.starts_with("601.2"))
            .count()
            >= 10
    );
}

/// The French forum thread: X spell, kicker {1}, two reducers of {1}: pay {4}{R}, X stays 5.
#[test]
fn cost_traces_each_step_with_its_rule() {
    let o = cr(&[
        "cost",
        "{X}{R}",
        "--x",
        "5",
        "--additional",
        "{1}",
        "--reduce",
        "{1}",
        "--reduce",
        "{1}",
        "--json",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", crate::common::stderr(&o));
    let v: Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["total"], "{4}{R}");
    assert_eq!(v["x"], 5);
    assert_eq!(v["mana_value"], 6);
    assert_eq!(v["life"], 0);
    let rules: Vec<&str> = v["steps"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["rule"].as_str().unwrap())
        .collect();
    assert!(
        rules.contains(&"601.2b") && rules.contains(&"118.7a"),
        "{rules:?}"
    );
    let o = cr(&[
        "--ui-lang",
        "it",
        "cost",
        "{X}{R}",
        "--x",
        "5",
        "--additional",
        "{1}",
    ]);
    assert!(stdout(&o).contains("costo totale {6}{R}"), "{}", stdout(&o));
    let o = cr(&["cost", "{W/}"]);
    crate::common::assert_error(&o, "{W/}");
    let o = cr(&[
        "cost",
        "{X}",
        "--x",
        "18446744073709551615",
        "--additional",
        "{1}",
    ]);
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn cast_runs_every_example_scenario() {
    let dir = crate::common::repo("rules/examples");
    let mut n = 0;
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        let o = cr(&["cast", "--scenario", p.to_str().unwrap(), "--json"]);
        assert_eq!(o.status.code(), Some(0), "{}: {}", p.display(), stdout(&o));
        let v: Value = serde_json::from_slice(&o.stdout).unwrap();
        assert!(v["mismatches"].as_array().unwrap().is_empty());
        n += 1;
    }
    assert!(n >= 6);
    let o = cr(&["cast", "--scenario", "/nonexistent.toml"]);
    crate::common::assert_error(&o, "/nonexistent.toml");
}
