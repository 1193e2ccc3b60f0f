//! `cr review` (issue 37): the ranking on reviewed samples it was not fitted on, the JSON
//! shape, determinism, and the one rule beyond the model (a warning is never below a rule
//! with no evidence).

use crate::common::{assert_error, cr, db, repo, stdout};
use comprules::lint::plan::{self, Options};
use comprules::review::samples::{Sample, found_in_top};
use comprules::review::{self, Review, weights};

fn sample(name: &str) -> Sample {
    let p = repo(&format!("tests/fixtures/lint/recall/{name}.toml"));
    Sample::parse(&std::fs::read_to_string(&p).unwrap()).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn ranked(s: &Sample) -> Review {
    let report = plan::run(
        db(),
        &Options {
            specs: vec![s.spec_in(&repo(""))],
            against: Some(s.english.clone()),
            signals: true,
            ..Default::default()
        },
    )
    .unwrap();
    let mut all = review::rank(&report);
    assert_eq!(all.len(), 1);
    all.pop().unwrap()
}

/// The held-out samples (never fitted on) hold at least these many of their real
/// discrepancies (habits aside) in the first 10% and 20% of the ranking: the figures reached
/// (docs/reference/review.md), as floors; and together at least twice what reading at random
/// finds. The goal (60% and 75%) is not reached yet.
#[test]
fn the_ranking_finds_the_discrepancies_of_samples_it_was_not_fitted_on() {
    let (mut at10, mut at20, mut total) = (0.0, 0.0, 0);
    for (name, floor10, floor20) in [("ko-2019-06-14", 18.0, 21.0), ("zh-2024-03-08", 1.0, 4.0)] {
        assert!(
            !weights::FITTED_ON.contains(&name),
            "{name} must stay held out"
        );
        let s = sample(name);
        let r = ranked(&s);
        let keep = |d: &comprules::review::samples::Discrepancy| !d.habit();
        let (a, n) = found_in_top(&r, &s, 0.1, keep);
        let (b, _) = found_in_top(&r, &s, 0.2, keep);
        eprintln!("review {name}: {a}/{n} in the top 10%, {b}/{n} in the top 20%");
        assert!(a >= floor10, "{name}: {a} of {n} in the top 10%");
        assert!(b >= floor20, "{name}: {b} of {n} in the top 20%");
        (at10, at20, total) = (at10 + a, at20 + b, total + n);
    }
    let n = total as f32;
    assert!(at10 >= 0.2 * n && at20 >= 0.4 * n, "{at10}, {at20} of {n}");
}

/// Highest score first; a rule with a warning or an error is never below a rule with no
/// evidence at all; every rule of the translation once.
#[test]
fn a_warned_rule_is_never_below_a_rule_without_evidence() {
    let s = sample("zh-2024-06-07");
    let r = ranked(&s);
    assert!(r.rules.windows(2).all(|w| w[0].score >= w[1].score));
    let quiet = r.rules.iter().position(|x| x.evidence.is_empty()).unwrap();
    let warned = r
        .rules
        .iter()
        .rposition(|x| {
            x.evidence
                .iter()
                .any(|e| e.severity >= Some(comprules::lint::Severity::Warning))
        })
        .unwrap();
    assert!(
        warned < quiet,
        "a warned rule at {warned}, a quiet one at {quiet}"
    );
    let mut ids: Vec<String> = r.rules.iter().map(|x| x.rule.to_string()).collect();
    let n = ids.len();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), n, "each rule once");
    assert!(n > 2900, "{n} rules");
}

/// The JSON shape (docs/reference/commands.md), the cut by `--top` and `--share`, and the
/// same output twice.
#[test]
fn review_json_shape_is_stable_and_deterministic() {
    let path = repo("tests/fixtures/corpus/zh/cr-2024-06-07.txt");
    let spec = format!("zh:{}", path.display());
    let run = |extra: &[&str]| {
        let mut a = vec!["review", spec.as_str(), "--json"];
        a.extend_from_slice(extra);
        let o = cr(&a);
        assert!(o.status.success(), "{}", crate::common::stderr(&o));
        stdout(&o)
    };
    let top = run(&["--top", "30"]);
    assert_eq!(top, run(&["--top", "30"]), "deterministic");
    let v: serde_json::Value = serde_json::from_str(&top).unwrap();
    assert_eq!(v["lang"], "zh");
    assert_eq!(v["version"], "2024-06-07");
    assert_eq!(v["against"], "en@2024-06-07");
    let total = v["total"].as_u64().unwrap() as usize;
    let rules = v["rules"].as_array().unwrap();
    assert_eq!(rules.len(), 30);
    let mut last = f64::INFINITY;
    for r in rules {
        let score = r["score"].as_f64().unwrap();
        assert!((0.0..=1.0).contains(&score) && score <= last, "{r}");
        last = score;
        assert!(
            r["rule"].is_string() && r.get("counterpart").is_some(),
            "{r}"
        );
        for e in r["evidence"].as_array().unwrap() {
            let kind = e["kind"].as_str().unwrap();
            assert!(
                ["finding", "short", "missing", "unmatched", "no-counterpart"].contains(&kind),
                "{e}"
            );
            assert!(!e["message"].as_str().unwrap().is_empty());
            assert_eq!(kind == "finding", e.get("code").is_some(), "{e}");
        }
    }
    let share: serde_json::Value = serde_json::from_str(&run(&["--share", "10%"])).unwrap();
    assert_eq!(
        share["rules"].as_array().unwrap().len(),
        total.div_ceil(10),
        "10% of {total}"
    );
}

#[test]
fn review_refuses_what_is_not_a_whole_translation() {
    assert_error(&cr(&["review", "en@2024-06-07"]), "en@2024-06-07");
    let fr = repo("tests/fixtures/lint/rules-fr.txt");
    assert_error(
        &cr(&["review", &format!("fr:{}", fr.display())]),
        "rules-fr.txt",
    );
    let zh = repo("tests/fixtures/corpus/zh/cr-2022-06-10.txt");
    assert_error(
        &cr(&["review", &format!("zh:{}", zh.display()), "--share", "150"]),
        "150",
    );
}
