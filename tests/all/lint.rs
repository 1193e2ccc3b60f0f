//! The linter on real data: the seeds (every finding the issue lists, and nothing else), a
//! translation against its English version, English against itself, injected faults, the
//! four output formats (SARIF validated against the OASIS 2.1.0 schema), `cr.toml`, exit
//! codes, and meta-tests over the registry (docs, unique codes, one fixture case per check).

use crate::common::{cr, repo, stderr, stdout};
use comprules::lint::config::Config;
use comprules::lint::plan::{self, Options};
use comprules::lint::{CHECKS, Finding, Report, Severity};
use std::collections::{BTreeMap, BTreeSet};

fn lint(specs: &[&str], against: Option<&str>) -> Report {
    lint_with(specs, against, Config::default())
}

fn lint_with(specs: &[&str], against: Option<&str>, config: Config) -> Report {
    plan::run(
        crate::common::db(),
        &Options {
            specs: specs.iter().map(|s| s.to_string()).collect(),
            against: against.map(str::to_owned),
            config,
            cache: None,
            signals: false,
        },
    )
    .unwrap_or_else(|e| panic!("lint {specs:?}: {e:?}"))
}

/// `check document rule` for every finding, in order.
fn keys(r: &Report) -> Vec<String> {
    r.findings
        .iter()
        .map(|f| {
            format!(
                "{} {} {}",
                f.check.name,
                f.document,
                f.rule.map_or("-".into(), |x| x.to_string())
            )
        })
        .collect()
}

fn find<'a>(r: &'a Report, check: &str, doc: &str, rule: &str) -> Vec<&'a Finding> {
    r.findings
        .iter()
        .filter(|f| {
            f.check.name == check
                && f.document.ends_with(doc)
                && f.rule.map_or("-".into(), |x| x.to_string()) == rule
        })
        .collect()
}

/// The issue's list for the seeds, checked one by one with what makes each finding right.
#[test]
#[ignore = "needs hunspell-fr hunspell-it: apt-get install hunspell-fr hunspell-it"]
fn the_seeds_give_every_listed_finding() {
    let r = lint(&["fr", "it"], None);
    // French: "je joueur" in 601.2f.
    let t = find(&r, "typo", "fr/seed.txt", "601.2f");
    assert_eq!(t.len(), 1);
    assert_eq!(t[0].suggestion.as_deref(), Some("le joueur"));
    // {X} lost in 601.2b, {0} lost twice in 601.2f, confirmed by the English version.
    let x = find(&r, "missing-symbol", "fr/seed.txt", "601.2b");
    assert_eq!(x.len(), 1);
    assert_eq!(x[0].suggestion.as_deref(), Some("{X}"));
    let z = find(&r, "missing-symbol", "fr/seed.txt", "601.2f");
    assert_eq!(z.len(), 2);
    assert!(z.iter().all(|f| f.suggestion.as_deref() == Some("{0}")));
    // The forum thread, with no rule.
    let s = find(&r, "stray-text", "fr/seed.txt", "-");
    assert_eq!(s.len(), 1);
    assert_eq!((s[0].line, s[0].column), (5, 1));
    // Against the Italian, which follows a release before July 2015: 601.2f is 601.2e there
    // and 601.2b and 601.2f have sentences the Italian lacks, all of it the English's own
    // change (601.2e inserted, the sentences about the order of reductions added). Not a
    // finding of either text (issue 20).
    assert!(find(&r, "renumbered", "fr/seed.txt", "601.2f").is_empty());
    for rule in ["601.2b", "601.2f"] {
        assert!(
            find(&r, "extra-sentence", "fr/seed.txt", rule)
                .iter()
                .all(|f| f.related.iter().all(|x| x.lang != "it"))
        );
    }
    // Italian: "puti vita" in 601.2b.
    let p = find(&r, "spelling", "it/seed.txt", "601.2b");
    assert_eq!(p.len(), 1);
    assert_eq!(p[0].message.args[0].1, "puti");
    // {X} lost in 601.2b, {0} twice in 601.2e, the unbalanced ")" in 601.2e.
    assert_eq!(find(&r, "missing-symbol", "it/seed.txt", "601.2b").len(), 1);
    assert_eq!(find(&r, "missing-symbol", "it/seed.txt", "601.2e").len(), 2);
    let b = find(&r, "unbalanced-brackets", "it/seed.txt", "601.2e");
    assert_eq!(b.len(), 1);
    assert_eq!((b[0].line, b[0].column), (37, 12));
    assert!(b[0].line_text.starts_with("alternativo)"));
}

/// Nothing a translator would call wrong: the seeds give exactly these findings.
#[test]
#[ignore = "needs hunspell-fr hunspell-it: apt-get install hunspell-fr hunspell-it"]
fn the_seeds_give_nothing_else() {
    let r = lint(&["fr", "it"], None);
    let expected = [
        "missing-symbol rules/fr/seed.txt 601.2b",
        "extra-sentence rules/fr/seed.txt 601.2b",
        "typo rules/fr/seed.txt 601.2f",
        "missing-symbol rules/fr/seed.txt 601.2f",
        "missing-symbol rules/fr/seed.txt 601.2f",
        "stray-text rules/fr/seed.txt -",
        "missing-symbol rules/it/seed.txt 601.2b",
        "missing-xref rules/it/seed.txt 601.2b",
        "spelling rules/it/seed.txt 601.2b",
        "unbalanced-brackets rules/it/seed.txt 601.2e",
        "missing-symbol rules/it/seed.txt 601.2e",
        "missing-symbol rules/it/seed.txt 601.2e",
        "missing-xref rules/it/seed.txt 601.2e",
        "missing-xref rules/it/seed.txt 601.2f",
    ];
    let mut got = keys(&r);
    let mut want: Vec<String> = expected.iter().map(|s| s.to_string()).collect();
    got.sort();
    want.sort();
    assert_eq!(got, want);
}

/// CR 702.46 → 702.47: the French splice reference against the 2026 English text.
#[test]
fn french_splice_reference_against_english_2026() {
    let r = lint(&["fr"], Some("en@2026-01-16"));
    let x = find(&r, "xref-mismatch", "fr/seed.txt", "601.2b");
    let pairs: Vec<(String, String)> = x
        .iter()
        .map(|f| (f.message.args[0].1.clone(), f.message.args[1].1.clone()))
        .collect();
    assert!(
        pairs.contains(&("702.46".into(), "702.47".into())),
        "{pairs:?}"
    );
    // Against the English version it follows, the same reference is right.
    let r = lint(&["fr"], None);
    assert!(find(&r, "xref-mismatch", "fr/seed.txt", "601.2b").is_empty());
}

/// The English against itself: nothing, but its own errata (a reference whose quoted title
/// names another rule, issue 37), which are the English's.
#[test]
fn english_against_itself_gives_nothing_but_its_errata() {
    for v in ["en@2013-02-01", "en@2023-10-13", "en@2026-01-16"] {
        let r = lint(&[v], Some(v));
        let other: Vec<String> = keys(&r)
            .into_iter()
            .filter(|k| !k.starts_with("english-erratum "))
            .collect();
        assert_eq!(other, Vec::<String>::new(), "{v}");
    }
    // en 2024-06-07 cites 727 for Day and Night, rule 728 since a rule was inserted before it.
    let r = lint(&["en@2024-06-07"], None);
    let errata = find(&r, "english-erratum", "cr-2024-06-07.txt", "502.2");
    assert_eq!(errata.len(), 1, "{:?}", keys(&r));
    assert_eq!(errata[0].suggestion, None);
    assert!(
        errata[0]
            .message
            .args
            .iter()
            .any(|(k, v)| *k == "right" && v == "728")
    );
}

/// Issue 37: en 2024-06-07 502.2 and 702.145b cite “rule 727, “Day and Night.”” where Day
/// and Night is 728; zh 2024-06-07 cites 728. The translation is right: no `xref-mismatch`
/// (there were two false warnings), the English's erratum for the translator's information.
#[test]
fn a_translation_citing_the_rule_the_english_title_names_is_not_blamed() {
    let r = lint(
        &[&absolute("zh:tests/fixtures/corpus/zh/cr-2024-06-07.txt")],
        Some("en@2024-06-07"),
    );
    for rule in ["502.2", "702.145b"] {
        assert!(
            find(&r, "xref-mismatch", "cr-2024-06-07.txt", rule).is_empty(),
            "{rule}"
        );
        let e = find(&r, "english-erratum", "cr-2024-06-07.txt", rule);
        assert_eq!(e.len(), 1, "{rule}");
        assert_eq!(e[0].severity, Severity::Info);
    }
}

/// zh 2023-10-13 against en 2023-10-13: counts by check, and a sample of findings that are
/// real defects of the translation (read by hand).
#[test]
fn chinese_against_its_english_version() {
    let r = lint(&["zh@2023-10-13"], Some("en@2023-10-13"));
    let counts = r.counts();
    eprintln!("zh↔en 2023: {} findings {counts:?}", r.findings.len());
    // Structure agrees: no rule missing, extra, renumbered or out of order.
    for c in [
        "missing-rule",
        "extra-rule",
        "renumbered",
        "duplicate-number",
        "numbering-order",
        "dangling-xref",
        "malformed-symbol",
        "number-mismatch",
    ] {
        assert_eq!(counts.get(c), None, "{c}");
    }
    // Real defects: the Food token lost its {2}; "Neutral loyalty symbols…" is missing;
    // a closing quote written as an opening one; a stale reference.
    let food = find(&r, "symbol-mismatch", "", "111.10b");
    assert_eq!(food.len(), 1);
    assert_eq!(food[0].message.args[1].1, "{2}");
    assert_eq!(find(&r, "missing-sentence", "", "107.7").len(), 1);
    // 406.3: “牌面朝下被放逐“的牌, one quotation whose closing mark is typed as an opening
    // one: one finding, at that mark (issue 20).
    let q = find(&r, "unbalanced-brackets", "", "406.3");
    assert_eq!(q.len(), 1);
    assert_eq!(q[0].message.args[1].1, "reversed");
    assert_eq!(q[0].suggestion.as_deref(), Some("”"));
    let x = find(&r, "xref-mismatch", "", "608.2g");
    assert_eq!(x[0].suggestion.as_deref(), Some("601.2a–601.2i"));
    // Issue 12: the real defects that must stay found. 115.3 says 115.6 where the English
    // says 115.7; 702.107a writes {横置} for {T}; 601.2b writes 释放 (release) for 施放 (cast).
    let x = find(&r, "xref-mismatch", "", "115.3");
    assert_eq!(x[0].suggestion.as_deref(), Some("115.7"));
    let t = find(&r, "symbol-mismatch", "", "702.107a");
    assert_eq!(t.len(), 1);
    assert_eq!(t[0].severity, Severity::Error);
    assert_eq!(t[0].suggestion.as_deref(), Some("{T}"));
    let c = find(&r, "typo", "", "601.2b");
    assert_eq!(c.len(), 1);
    assert_eq!(c[0].suggestion.as_deref(), Some("施放"));
    // No other confusable: the list names known slips only. The other three are characters
    // doubled by slip (118.9 法术力力费用, 701.3a 物件或或牌手, the glossary's 一一个).
    let typos = r.of_check("typo");
    assert_eq!(typos.len(), 4);
    let doubled: Vec<&str> = typos
        .iter()
        .filter_map(|f| f.suggestion.as_deref())
        .filter(|s| *s != "施放")
        .collect();
    assert_eq!(doubled, ["术力费", "件或牌", "一个"]);
    // "混沌符号{CHAOS}" for "the chaos symbol" (207.4) is no mismatch.
    assert!(find(&r, "symbol-mismatch", "", "207.4").is_empty());
    // "参见规则903.6-11" is a range, not a stale 903.6.
    assert!(find(&r, "xref-mismatch", "", "903.13g").is_empty());
    // Few enough to read: at most one finding in fifteen rules, terminology aside.
    let warnings = r
        .findings
        .iter()
        .filter(|f| f.severity >= Severity::Warning)
        .count();
    assert!(warnings * 15 < 3000, "{warnings} warnings");
}

/// A tiny deterministic generator (no dependency): xorshift.
struct Rng(u64);

impl Rng {
    fn next(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// Takes the real Chinese translation, injects one fault of each kind at a random rule
/// (fixed seed), and checks each is found at the rule where it was put.
#[test]
fn injected_faults_are_found_where_they_were_put() {
    let zh = comprules::corpus::load("zh@2023-10-13").unwrap();
    let en = comprules::corpus::load("en@2023-10-13").unwrap();
    let baseline: BTreeSet<String> = keys(&lint(&["zh@2023-10-13"], Some("en@2023-10-13")))
        .into_iter()
        .collect();
    let mut text = zh.text.to_string();
    let mut rng = Rng(0x5eed_1234_abcd_ef01);
    let mut expected: Vec<(&str, String)> = Vec::new();
    let mut used: BTreeSet<usize> = BTreeSet::new();
    // Candidate rules for each fault, chosen at random among those that allow it.
    let pick = |rng: &mut Rng, used: &mut BTreeSet<usize>, ok: &dyn Fn(usize) -> bool| {
        let cands: Vec<usize> = (0..zh.rules.len())
            .filter(|&i| !used.contains(&i) && ok(i))
            .collect();
        let i = cands[rng.next(cands.len())];
        used.insert(i);
        i
    };
    let paired = |i: usize| en.rule(&zh.rules[i].id).is_some();
    // Edits are applied from the end of the text, so record them first.
    let mut edits: Vec<(usize, usize, String)> = Vec::new();
    // A symbol changed: {W} → {U}.
    let i = pick(&mut rng, &mut used, &|i| {
        paired(i) && zh.rules[i].symbols.iter().any(|s| s.text == "W")
    });
    let s = zh.rules[i].symbols.iter().find(|s| s.text == "W").unwrap();
    let at = zh.rules[i].body.source_offset(s.at.start);
    edits.push((at, at + 3, "{U}".into()));
    expected.push(("symbol-mismatch", zh.rules[i].id.to_string()));
    // A symbol broken: {T} → {T.
    let i = pick(&mut rng, &mut used, &|i| {
        paired(i) && zh.rules[i].symbols.iter().any(|s| s.text == "T")
    });
    let s = zh.rules[i].symbols.iter().find(|s| s.text == "T").unwrap();
    let at = zh.rules[i].body.source_offset(s.at.start);
    edits.push((at, at + 3, "{T".into()));
    expected.push(("malformed-symbol", zh.rules[i].id.to_string()));
    // A reference changed to a rule that does not exist.
    let i = pick(&mut rng, &mut used, &|i| {
        paired(i) && zh.rules[i].refs.len() == 1 && zh.rules[i].refs[0].end.is_none()
    });
    let rf = &zh.rules[i].refs[0];
    let at = zh.rules[i].body.source_offset(rf.at.start);
    edits.push((at, at + (rf.at.end - rf.at.start), "999.9".into()));
    expected.push(("dangling-xref", zh.rules[i].id.to_string()));
    expected.push(("xref-mismatch", zh.rules[i].id.to_string()));
    // A closing bracket removed.
    let i = pick(&mut rng, &mut used, &|i| {
        paired(i) && zh.rules[i].text().matches('）').count() == 1
    });
    let k = zh.rules[i].text().find('）').unwrap();
    let at = zh.rules[i].body.source_offset(k);
    edits.push((at, at + '）'.len_utf8(), String::new()));
    expected.push(("unbalanced-brackets", zh.rules[i].id.to_string()));
    // A rule number typed twice: the next rule takes the number of this one.
    let i = pick(&mut rng, &mut used, &|i| {
        i + 1 < zh.rules.len()
            && zh.rules[i].id.letter.is_some()
            && zh.rules[i + 1].id.letter.is_some()
            && zh.rules[i].id.parent() == zh.rules[i + 1].id.parent()
    });
    used.insert(i + 1);
    let (a, b) = (zh.rules[i].id.to_string(), zh.rules[i + 1].id.to_string());
    let at = zh.rules[i + 1].span.start;
    edits.push((at, at + b.len(), a.clone()));
    expected.push(("duplicate-number", a.clone()));
    // A reference dropped: the number of a rule's only reference deleted.
    let i = pick(&mut rng, &mut used, &|i| {
        paired(i)
            && zh.rules[i].refs.len() == 1
            && en.rule(&zh.rules[i].id).is_some_and(|e| {
                e.refs.len() == 1 && e.refs[0].target == zh.rules[i].refs[0].target
            })
    });
    let rf = &zh.rules[i].refs[0];
    let at = zh.rules[i].body.source_offset(rf.at.start);
    edits.push((at, at + (rf.at.end - rf.at.start), String::new()));
    expected.push(("missing-xref", zh.rules[i].id.to_string()));
    // A rule left in English: its text replaced by the English one.
    let i = pick(&mut rng, &mut used, &|i| {
        paired(i)
            && zh.rules[i].examples.is_empty()
            && zh.rules[i].body.text.lines().count() == 1
            && en.rule(&zh.rules[i].id).is_some_and(|e| {
                let t = e.text();
                t.len() > 80 && t.contains(" the ") && t.contains(" of ") && e.refs.is_empty()
            })
    });
    let r = &zh.rules[i];
    let number_end = r.span.start + r.id.to_string().len();
    let body_start = number_end + zh.text[number_end..].find(|c: char| c != ' ').unwrap();
    let body_end = zh.text[body_start..]
        .find(['\r', '\n'])
        .map_or(zh.text.len(), |k| body_start + k);
    edits.push((
        body_start,
        body_end,
        en.rule(&r.id).unwrap().text().to_owned(),
    ));
    expected.push(("untranslated", r.id.to_string()));
    // A bound reversed: "至少" (at least) made "至多" (at most).
    let i = pick(&mut rng, &mut used, &|i| {
        let t = zh.rules[i].text();
        paired(i)
            && t.matches("至少").count() == 1
            && !t.contains("至多")
            && en.rule(&zh.rules[i].id).is_some_and(|e| {
                let e = e.text().to_lowercase();
                e.contains("at least") && !e.contains("at most") && !e.contains("or fewer")
            })
    });
    let k = zh.rules[i].text().find("至少").unwrap();
    let at = zh.rules[i].body.source_offset(k);
    edits.push((at, at + "至少".len(), "至多".into()));
    expected.push(("bound-mismatch", zh.rules[i].id.to_string()));
    // Chatter pasted after a rule.
    let i = pick(&mut rng, &mut used, &|i| {
        paired(i) && i + 1 < zh.rules.len()
    });
    let at = zh.rules[i + 1].span.start;
    edits.push((at, at, "我觉得这条规则很奇怪，大家怎么看？\n\n".into()));
    expected.push(("stray-text", "-".into()));
    edits.sort_by_key(|e| std::cmp::Reverse(e.0));
    for (s, e, with) in &edits {
        text.replace_range(*s..*e, with);
    }
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cr-zh-injected.txt");
    std::fs::write(&path, &text).unwrap();
    let spec = format!("zh:{}", path.display());
    let r = lint(&[&spec], Some("en@2023-10-13"));
    let doc = path.display().to_string();
    for (check, rule) in &expected {
        // Found, or folded into the finding of the same defect by a more specific check.
        let hits = r
            .all()
            .filter(|f| {
                f.check.name == *check
                    && f.document == doc
                    && f.rule.map_or("-".into(), |x| x.to_string()) == *rule
            })
            .count();
        let before = baseline.contains(&format!("{check} rules/zh/cr-2023-10-13.txt {rule}"));
        assert!(
            hits >= 1 && !before,
            "{check} at {rule}: {hits} (baseline {before})"
        );
    }
}

/// One case per check in tests/fixtures/lint/cases.toml, with every finding of that check.
#[test]
#[ignore = "needs hunspell-fr hunspell-it: apt-get install hunspell-fr hunspell-it"]
fn every_check_has_a_fixture_case_and_passes_it() {
    #[derive(serde::Deserialize)]
    struct Case {
        specs: Vec<String>,
        against: Option<String>,
        expected: Vec<String>,
    }
    let text = std::fs::read_to_string(repo("tests/fixtures/lint/cases.toml")).unwrap();
    let cases: BTreeMap<String, Case> = toml::from_str(&text).unwrap();
    for c in CHECKS {
        let case = cases
            .get(c.name)
            .unwrap_or_else(|| panic!("{} has no case in cases.toml", c.name));
        let specs: Vec<&str> = case.specs.iter().map(String::as_str).collect();
        let r = lint(&specs, case.against.as_deref());
        let got: Vec<String> = r
            .all()
            .filter(|f| f.check.name == c.name)
            .map(|f| {
                format!(
                    "{} {} {}:{}",
                    f.document,
                    f.rule.map_or("-".into(), |x| x.to_string()),
                    f.line,
                    f.column
                )
            })
            .collect();
        // In document order, whether found or folded into another finding.
        let (mut got, mut want) = (got, case.expected.clone());
        got.sort();
        want.sort();
        assert_eq!(got, want, "{}", c.name);
    }
    for name in cases.keys() {
        assert!(
            CHECKS.iter().any(|c| c.name == name),
            "case for no check: {name}"
        );
    }
}

#[test]
fn every_check_has_docs_a_unique_code_and_a_kebab_case_name() {
    let mut codes = BTreeSet::new();
    let mut names = BTreeSet::new();
    for c in CHECKS {
        assert!(codes.insert(c.code), "duplicate code {}", c.code);
        assert!(names.insert(c.name), "duplicate name {}", c.name);
        assert!(
            c.code.len() == 5 && c.code.starts_with("CR") && c.code[2..].parse::<u16>().is_ok(),
            "{}",
            c.code
        );
        assert!(
            c.name
                .split('-')
                .all(|p| !p.is_empty() && p.chars().all(|ch| ch.is_ascii_lowercase())),
            "{}",
            c.name
        );
        let docs = c.docs();
        for heading in ["## What it does", "## Why is this bad?", "## Example"] {
            assert!(docs.contains(heading), "{}: no {heading}", c.name);
        }
        assert!(
            !c.summary().is_empty() && c.summary().len() > 40,
            "{}",
            c.name
        );
        assert_eq!(c.message_id, format!("lint-{}", c.name));
    }
    // Codes in order in the registry.
    let v: Vec<_> = CHECKS.iter().map(|c| c.code).collect();
    let mut sorted = v.clone();
    sorted.sort();
    assert_eq!(v, sorted);
}

#[test]
fn every_check_message_is_in_every_locale() {
    for lang in ["en-US", "fr", "it"] {
        let src: String = comprules::i18n::sources(lang)
            .iter()
            .map(|(_, s)| *s)
            .collect();
        for c in CHECKS {
            assert!(
                src.contains(&format!("\n{} =", c.message_id)),
                "{lang}: {}",
                c.message_id
            );
        }
    }
}

#[test]
fn game_words_carry_a_reason() {
    for (lang, text) in comprules::lint::spell::word_lists() {
        for line in text
            .lines()
            .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        {
            let (word, reason) = line
                .split_once('#')
                .unwrap_or_else(|| panic!("{lang}: {line:?} has no reason"));
            assert!(
                !word.trim().is_empty() && reason.trim().len() > 5,
                "{lang}: {line:?}"
            );
        }
    }
}

#[test]
#[ignore = "needs hunspell-fr hunspell-it: apt-get install hunspell-fr hunspell-it"]
fn sarif_output_validates_against_the_schema() {
    let mut schema: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(repo("tests/fixtures/sarif-schema-2.1.0.json")).unwrap(),
    )
    .unwrap();
    // The OASIS schema's `language` patterns (in run and toolComponent) have a stray "]" that
    // ECMA regexes accept and Rust's regex engine refuses; escape it (the only change) so the
    // schema compiles.
    fn fix(v: &mut serde_json::Value, n: &mut usize) {
        match v {
            serde_json::Value::Object(m) => {
                for (k, x) in m.iter_mut() {
                    if k == "pattern" && x == "^[a-zA-Z]{2}|^[a-zA-Z]{2}-[a-zA-Z]{2}]?$" {
                        *x = "^[a-zA-Z]{2}|^[a-zA-Z]{2}-[a-zA-Z]{2}\\]?$".into();
                        *n += 1;
                    } else {
                        fix(x, n);
                    }
                }
            }
            serde_json::Value::Array(a) => a.iter_mut().for_each(|x| fix(x, n)),
            _ => {}
        }
    }
    let mut fixed = 0;
    fix(&mut schema, &mut fixed);
    assert_eq!(fixed, 2);
    let validator = jsonschema::validator_for(&schema).expect("schema compiles");
    let o = cr(&["lint", "fr", "it", "--format", "sarif"]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let log: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    let errors: Vec<String> = validator.iter_errors(&log).map(|e| e.to_string()).collect();
    assert!(errors.is_empty(), "{errors:?}");
    let results = log["runs"][0]["results"].as_array().unwrap();
    // The seeds' findings, info included (the_seeds_give_nothing_else).
    assert_eq!(results.len(), 14);
    let rules = log["runs"][0]["tool"]["driver"]["rules"]
        .as_array()
        .unwrap();
    assert_eq!(rules.len(), CHECKS.len());
    // A broken log is refused: the validation is not vacuous.
    let mut bad = log.clone();
    bad["runs"][0]["results"][0]["level"] = "fatal".into();
    assert!(!validator.is_valid(&bad));
}

#[test]
#[ignore = "needs hunspell-fr hunspell-it: apt-get install hunspell-fr hunspell-it"]
fn json_output_has_the_documented_shape() {
    let o = cr(&["lint", "it", "--format", "json"]);
    assert_eq!(o.status.code(), Some(1));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    let f = &v["findings"][0];
    let keys: BTreeSet<&str> = f.as_object().unwrap().keys().map(String::as_str).collect();
    let want: BTreeSet<&str> = [
        "code",
        "check",
        "severity",
        "message",
        "lang",
        "version",
        "document",
        "rule",
        "line",
        "column",
        "end_line",
        "end_column",
        "related",
        "suggestion",
    ]
    .into();
    assert_eq!(keys, want);
    let spelling = v["findings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["check"] == "spelling")
        .unwrap();
    assert_eq!(spelling["code"], "CR402");
    assert_eq!(spelling["rule"], "601.2b");
    assert_eq!(
        (spelling["line"].as_u64(), spelling["column"].as_u64()),
        (Some(13), Some(75))
    );
    assert_eq!(spelling["end_column"].as_u64(), Some(79));
}

#[test]
#[ignore = "needs hunspell-fr hunspell-it: apt-get install hunspell-fr hunspell-it"]
fn human_and_github_output() {
    let o = cr(&["lint", "it"]);
    let out = stdout(&o);
    assert!(
        out.contains("warning[CR402] spelling: “puti” is not in the it dictionary"),
        "{out}"
    );
    assert!(
        out.contains("--> rules/it/seed.txt:13:75 (601.2b)"),
        "{out}"
    );
    let o = cr(&["lint", "it", "--format", "github"]);
    let out = stdout(&o);
    assert!(
        out.lines().any(|l| l.starts_with(
            "::warning file=rules/it/seed.txt,line=13,col=75,endLine=13,endColumn=79,title=CR402 spelling 601.2b::"
        )),
        "{out}"
    );
    let o = cr(&["--ui-lang", "fr", "lint", "it"]);
    assert!(stdout(&o).contains("n'est pas dans le dictionnaire it"));
}

#[test]
fn exit_codes_and_explain() {
    assert_eq!(cr(&["lint", "fr"]).status.code(), Some(1));
    let o = cr(&["lint", "en@2023-10-13", "--against", "en@2023-10-13"]);
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
    // Only information (renumbered, explained) is not a failure by default.
    let o = cr(&["lint", "it", "--against", "fr", "--fail-on", "error"]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(cr(&["lint", "nope@1999"]).status.code(), Some(2));
    let o = cr(&["explain", "CR101"]);
    assert!(stdout(&o).starts_with("# CR101 renumbered (warning)"));
    assert!(stdout(&o).contains("## Why is this bad?"));
    assert_eq!(
        stdout(&cr(&["explain", "typo"])),
        stdout(&cr(&["explain", "cr403"]))
    );
    assert_eq!(stdout(&cr(&["explain"])).lines().count(), CHECKS.len());
    crate::common::assert_error(&cr(&["explain", "nope"]), "nope");
}

#[test]
fn config_changes_severities_switches_checks_off_and_ignores_findings() {
    let c = Config::parse(
        r#"
fail-on = "error"
[checks]
spelling = "off"
CR201 = "info"
[words]
it = ["puti"]
[[ignore]]
check = "typo"
rule = "601.2f"
"#,
        "cr.toml",
    )
    .unwrap();
    let r = lint_with(&["fr", "it"], None, c);
    let counts = r.counts();
    assert_eq!(counts.get("spelling"), None);
    assert_eq!(counts.get("typo"), None);
    assert!(
        r.of_check("missing-symbol")
            .iter()
            .all(|f| f.severity == Severity::Info)
    );
    assert_eq!(counts.get("missing-symbol"), Some(&6));
    // Words added in cr.toml are accepted with spelling on.
    let c = Config::parse("[words]\nit = [\"puti\"]\n", "cr.toml").unwrap();
    assert_eq!(lint_with(&["it"], None, c).counts().get("spelling"), None);
    // Errors name the file.
    let e = Config::parse("[checks]\nnope = \"off\"\n", "cr.toml").unwrap_err();
    assert!(format!("{e:?}").contains("nope"));
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("cr.toml");
    std::fs::write(&p, "fail-on = \"sometimes\"\n").unwrap();
    crate::common::assert_error(
        &cr(&["lint", "it", "--config", &p.display().to_string()]),
        "cr.toml",
    );
}

/// The dictionaries' verdicts kept between runs (`$CR_CACHE_DIR/spelling/<dictionary>.json`):
/// a second run gives the same findings from the cache, a cache that is stale (another
/// dictionary stamp) or damaged is ignored, and a verdict in a valid cache is believed.
#[test]
#[ignore = "needs hunspell-fr hunspell-it: apt-get install hunspell-fr hunspell-it"]
fn spelling_verdicts_are_cached_between_runs() {
    let cache = tempfile::tempdir().unwrap();
    let dir = cache.path().to_str().unwrap();
    let run = |extra: &[&str]| {
        let mut args = vec!["lint", "it", "--format", "json"];
        args.extend(extra);
        let o = crate::common::cr_env(&args, &[("CR_CACHE_DIR", dir)]);
        assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
        stdout(&o)
    };
    let spelling = |out: &str| -> Vec<String> {
        let v: serde_json::Value = serde_json::from_str(out).unwrap();
        v["findings"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|f| f["check"] == "spelling")
            .map(|f| format!("{} {}", f["message"], f["suggestion"]))
            .collect()
    };
    let cold = run(&[]);
    assert_eq!(spelling(&cold).len(), 1, "{cold}");
    let memo_path = cache.path().join("spelling/it_IT.json");
    let memo: serde_json::Value =
        serde_json::from_slice(&std::fs::read(&memo_path).expect("the run kept its verdicts"))
            .unwrap();
    assert_eq!(memo["words"]["puti"], false);
    assert_eq!(memo["words"]["giocatore"], true);
    let kept: Vec<&str> = memo["suggestions"]["puti"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|s| s.as_str())
        .collect();
    assert!(kept.contains(&"punti"), "{kept:?}");
    assert!(memo["stamp"].as_str().unwrap().contains("it_IT.dic"));
    // Warm, and without the cache: the same findings.
    assert_eq!(run(&[]), cold);
    assert_eq!(run(&["--no-cache"]), cold);

    // A verdict in a valid cache is believed: the dictionary is not compiled again.
    let mut planted = memo.clone();
    planted["words"]["giocatore"] = false.into();
    planted["suggestions"]["giocatore"] = serde_json::json!(["giocatrice"]);
    std::fs::write(&memo_path, serde_json::to_vec(&planted).unwrap()).unwrap();
    let found = spelling(&run(&[]));
    assert!(
        found
            .iter()
            .any(|f| f.contains("giocatore") && f.contains("giocatrice")),
        "{found:?}"
    );
    // ... but not with --no-cache,
    assert_eq!(run(&["--no-cache"]), cold);
    // nor when its stamp names another dictionary (the verdicts are then replaced),
    planted["stamp"] = "cr 0.0.0; another dictionary".into();
    std::fs::write(&memo_path, serde_json::to_vec(&planted).unwrap()).unwrap();
    assert_eq!(run(&[]), cold);
    let memo: serde_json::Value =
        serde_json::from_slice(&std::fs::read(&memo_path).unwrap()).unwrap();
    assert_eq!(memo["words"]["giocatore"], true);
    // nor when the file is damaged.
    std::fs::write(&memo_path, b"{\"stamp\": 12").unwrap();
    assert_eq!(run(&[]), cold);
}

/// A labelled finding: a warning or error of `cr lint` on a real translation, read against
/// the counterpart's text by a person, with the reason.
#[derive(serde::Deserialize, Debug, Clone)]
#[serde(deny_unknown_fields)]
struct Label {
    lang: String,
    check: String,
    rule: String,
    /// The counterpart (`lang rule`), or "" when there is none.
    other: String,
    /// The checked text under the finding (at most 60 characters).
    at: String,
    #[serde(rename = "true")]
    real: bool,
    why: String,
}

/// One labelled set: the `cr lint` run and its labels.
#[derive(serde::Deserialize, Debug)]
#[serde(deny_unknown_fields)]
struct LabelSet {
    specs: Vec<String>,
    against: Option<String>,
    /// Only these checks' warnings and errors are labelled (a set read for some checks);
    /// empty: every check's.
    #[serde(default)]
    checks: Vec<String>,
    label: Vec<Label>,
}

fn label_set(name: &str) -> LabelSet {
    let p = repo(&format!("tests/fixtures/lint/labels/{name}.toml"));
    let s = std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
    toml::from_str(&s).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

/// Specs in a label file name repository files by relative path (`en:tests/fixtures/…`).
fn absolute(spec: &str) -> String {
    match spec.split_once(':') {
        Some((lang, path)) => format!("{lang}:{}", repo(path).display()),
        None => spec.to_owned(),
    }
}

/// The key a label is matched by: language, check, rule, counterpart, text under the finding.
fn label_key(f: &Finding) -> (String, String, String, String, String) {
    let other = f
        .related
        .first()
        .map(|r| {
            format!(
                "{} {}",
                r.lang,
                r.rule.map(|x| x.to_string()).unwrap_or_default()
            )
        })
        .unwrap_or_default();
    let skip = f.column - f.line_text_column;
    let len = if f.end_line == f.line {
        f.end_column - f.column
    } else {
        60
    };
    let at: String = f.line_text.chars().skip(skip).take(len.min(60)).collect();
    (
        f.lang.clone(),
        f.check.name.to_owned(),
        f.rule.map_or("-".into(), |x| x.to_string()),
        other,
        at,
    )
}

/// The documented precision of a check: the percentage in its `## Precision` section.
fn documented_precision(check: &str) -> Option<u32> {
    let c = comprules::lint::find_check(check).unwrap();
    let docs = c.docs();
    let section = docs.split("## Precision").nth(1)?;
    let pct = section.split('%').next()?;
    let digits: String = pct
        .chars()
        .rev()
        .take_while(char::is_ascii_digit)
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
        .collect();
    digits.parse().ok()
}

/// Runs a labelled set: every warning and error is labelled (and every label is used), at
/// least 90% are true, and each check is at least as precise as its docs say. Returns the
/// per-check counts (true, all).
fn check_labels(name: &str) -> BTreeMap<String, (usize, usize)> {
    let set = label_set(name);
    let specs: Vec<String> = set.specs.iter().map(|s| absolute(s)).collect();
    let specs: Vec<&str> = specs.iter().map(String::as_str).collect();
    let against = set.against.as_deref().map(absolute);
    let r = lint(&specs, against.as_deref());
    let mut left: Vec<Label> = set.label.clone();
    let mut unlabelled = Vec::new();
    let mut per_check: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    for f in r
        .findings
        .iter()
        .filter(|f| f.severity >= Severity::Warning)
        .filter(|f| set.checks.is_empty() || set.checks.iter().any(|c| c == f.check.name))
    {
        let k = label_key(f);
        let found = left.iter().position(|l| {
            (&l.lang, &l.check, &l.rule, &l.other, &l.at) == (&k.0, &k.1, &k.2, &k.3, &k.4)
        });
        match found {
            Some(i) => {
                let l = left.swap_remove(i);
                assert!(!l.why.trim().is_empty(), "{l:?}");
                let e = per_check.entry(l.check.clone()).or_default();
                e.0 += usize::from(l.real);
                e.1 += 1;
            }
            None => unlabelled.push(format!(
                "{k:?} {}",
                f.message
                    .args
                    .iter()
                    .map(|a| a.1.as_str())
                    .collect::<Vec<_>>()
                    .join(" | ")
            )),
        }
    }
    assert!(
        unlabelled.is_empty(),
        "{name}: {} unlabelled warnings/errors:\n{}",
        unlabelled.len(),
        unlabelled.join("\n")
    );
    // A labelled-true finding that is no longer a warning may still be found as information.
    // Folded into another finding of the same defect counts as found.
    let all: Vec<_> = r.all().map(label_key).collect();
    for l in left.iter().filter(|l| l.real) {
        assert!(
            all.iter()
                .any(|k| (&l.lang, &l.check, &l.rule, &l.other, &l.at)
                    == (&k.0, &k.1, &k.2, &k.3, &k.4)),
            "{name}: a real defect is no longer found: {l:?}"
        );
    }
    let (t, n) = per_check
        .values()
        .fold((0, 0), |(a, b), &(x, y)| (a + x, b + y));
    eprintln!("{name}: {t} of {n} warnings and errors true; {per_check:?}");
    assert!(n == 0 || t * 10 >= n * 9, "{name}: {t} of {n} true");
    per_check
}

/// Every check is at least as precise on every labelled set as its documentation says.
fn at_least_documented(name: &str, per_check: &BTreeMap<String, (usize, usize)>) {
    for (check, &(t, n)) in per_check {
        let doc = documented_precision(check)
            .unwrap_or_else(|| panic!("{check}: no measured precision in its docs"));
        assert!(
            t * 100 >= n * doc as usize,
            "{name}: {check} {t} of {n} true, documented {doc}%"
        );
    }
}

/// The older English of a rule comes through the history's steps and lineage: 601.2c of
/// 2023-10-13, 32 releases back, still names buyback; rules whose steps all mark them
/// identical have no older text; only the releases asked are read.
#[test]
fn older_english_texts_come_from_the_lineage() {
    use comprules::history::{index_of, lineage, steps::STEPS};
    let db = crate::common::db();
    let r = index_of("2023-10-13").unwrap();
    let doc = db.release(r);
    let k = doc
        .rules
        .iter()
        .position(|x| x.id.to_string() == "601.2c")
        .unwrap();
    let read = std::sync::Mutex::new(Vec::new());
    let load = |w: &[usize]| {
        read.lock().unwrap().extend_from_slice(w);
        db.releases_passing(w)
    };
    let all: Vec<usize> = (0..doc.rules.len()).collect();
    let texts = lineage::older_texts(&STEPS, r, &all, &[r - 32], &load);
    assert_eq!(*read.lock().unwrap(), [r - 32]);
    assert_eq!(texts[k].len(), 1);
    assert_eq!(texts[k][0].0, r - 32);
    assert!(texts[k][0].1.contains("buyback"), "{}", texts[k][0].1);
    assert!(!doc.rules[k].text().contains("buyback"));
    // Rules unchanged for 32 releases have none (a third of them: 2018 changed "he or she"
    // to "they" in many).
    let none = texts.iter().filter(|t| t.is_empty()).count();
    assert!(
        none * 4 > texts.len() && none < texts.len(),
        "{none} of {}",
        texts.len()
    );
}

/// zh 2023-10-13 against en 2023-10-13, every warning and error read by hand.
#[test]
fn labelled_chinese_findings_are_at_least_90_percent_true() {
    let c = check_labels("zh-2023-10-13");
    at_least_documented("zh", &c);
}

/// zh 2022-06-10 against en 2022-06-10, every warning of the checks of meaning (polarity,
/// term-swap) read by hand.
#[test]
fn labelled_chinese_2022_findings_of_meaning_are_at_least_90_percent_true() {
    let c = check_labels("zh-2022-06-10");
    at_least_documented("zh 2022", &c);
}

/// ko 2017-07-08 against en 2017-07-08 (the bundled English release), every warning
/// and error read by hand.
#[test]
fn labelled_korean_findings_are_at_least_90_percent_true() {
    let c = check_labels("ko-2017-07-08");
    at_least_documented("ko", &c);
}

/// The seeds (`cr lint fr it`), every warning and error read by hand.
#[test]
#[ignore = "needs hunspell-fr hunspell-it: apt-get install hunspell-fr hunspell-it"]
fn labelled_seed_findings_are_all_true() {
    let c = check_labels("seeds");
    at_least_documented("seeds", &c);
}

/// `cr lint ARGS --format json` through the binary under `cpu` seconds of CPU and 2 GiB of
/// memory, with no Hunspell dictionary: exit code 1 (findings) and the findings.
fn lint_limited(cpu: u32, args: &str, no_dicts: &std::path::Path) -> Vec<serde_json::Value> {
    let cmd = format!(
        "ulimit -t {cpu} -v 2097152; exec '{}' lint {args} --format json",
        env!("CARGO_BIN_EXE_cr"),
    );
    let o = std::process::Command::new("sh")
        .args(["-c", &cmd])
        .env("CR_HUNSPELL_DIR", no_dicts)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1), "{args}: {}", stderr(&o));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    v["findings"].as_array().unwrap().clone()
}

/// One rule of 50,000 numbers and references, against an English rule whose every number
/// differs: 50,000 findings, each quoting its counterpart, in time linear in the rule (each
/// finding's excerpt once counted the counterpart's characters to its end, and numbers were
/// paired and masked by scanning every other one). Through the binary, under 15 s of CPU.
#[test]
fn a_rule_of_50000_numbers_against_its_english_stays_linear() {
    let dir = tempfile::tempdir().unwrap();
    let fr = dir.path().join("fr.txt");
    let en = dir.path().join("en.txt");
    let n = 50_000;
    std::fs::write(&fr, format!("601.2c {}\n", "voir règle 100.1 2 ".repeat(n))).unwrap();
    std::fs::write(&en, format!("601.2c {}\n", "see rule 100.1 3 ".repeat(n))).unwrap();
    let args = format!("'fr:{}' --against 'en:{}'", fr.display(), en.display());
    let found = lint_limited(15, &args, dir.path());
    assert_eq!(found.len(), n);
    assert!(found.iter().all(|f| f["check"] == "number-mismatch"));
}

/// Issue 12: `cr lint` on one line of 200,000 '{' ran past 30 s and its memory grew with the
/// square of the run (every finding copied the whole line and counted its column from the
/// line's start). Run through the binary under limits of 10 s of CPU and 2 GiB of memory.
#[test]
fn a_line_of_200000_braces_stays_within_10_s_and_2_gib() {
    let dir = tempfile::tempdir().unwrap();
    for (name, body) in [
        ("open.txt", "{".repeat(200_000)),
        ("close.txt", "}".repeat(200_000)),
        ("pairs.txt", "{a".repeat(100_000)),
    ] {
        let p = dir.path().join(name);
        std::fs::write(&p, format!("100.1. Règle {body} fin.\n")).unwrap();
        let found = lint_limited(10, &format!("'fr:{}'", p.display()), dir.path());
        assert!(
            found.iter().any(|f| f["check"] == "malformed-symbol"),
            "{name}"
        );
        // Runs of braces are one finding each, not one a brace.
        if name != "pairs.txt" {
            assert!(found.len() < 100, "{name}: {} findings", found.len());
        }
    }
}

// Issue 20: only real findings, one finding per defect, a quiet default.

/// Warnings and errors per language of a report.
fn serious_by_lang(r: &Report) -> BTreeMap<String, usize> {
    let mut m = BTreeMap::new();
    for f in r
        .findings
        .iter()
        .filter(|f| f.severity >= Severity::Warning)
    {
        *m.entry(f.lang.clone()).or_default() += 1;
    }
    m
}

/// True when a finding names only the other translations (no English, not its own text).
fn only_against_peers(f: &Finding) -> bool {
    !f.related.is_empty() && f.related.iter().all(|r| r.lang != "en" && r.lang != f.lang)
}

/// The README's main job: the bundled translations checked against their English and each
/// other. It printed 4,648 findings, 92% of them Chinese 2023 compared with Korean 2017 (rules
/// added since 2017 "missing", renumberings in both directions): differences of the English
/// releases, not errors. Now every warning is a finding against the translation's own English,
/// another translation at most corroborating it.
///
/// Spelling is switched off here, so that the counts are the same on a machine without the
/// Hunspell dictionaries (issue 36); the Italian seed's one spelling warning ("puti") is
/// held by `the_seeds_give_every_listed_finding`, which needs them.
#[test]
fn the_default_run_reports_what_each_translation_gets_against_its_english() {
    let no_spelling = || Config::parse("[checks]\nspelling = \"off\"\n", "cr.toml").unwrap();
    let r = lint_with(&[], None, no_spelling());
    let serious = serious_by_lang(&r);
    eprintln!(
        "default run: {} findings, serious {serious:?}",
        r.findings.len()
    );
    let total: usize = serious.values().sum();
    assert!(total <= 300, "{total} warnings and errors");
    assert_eq!(
        serious,
        BTreeMap::from([
            ("fr".into(), 4),
            ("it".into(), 7),
            ("ko".into(), 109),
            ("zh".into(), 32)
        ])
    );
    for f in &r.findings {
        assert!(!only_against_peers(f), "{f:?}");
    }
    // What another translation says too is listed with the English, on one finding (ko 403.4:
    // 700.7 where en 2017 and zh 2023 both say 400.7).
    let x = find(&r, "xref-mismatch", "ko/cr-2017-07-08.txt", "403.4");
    assert_eq!(x.len(), 1);
    let langs: Vec<&str> = x[0].related.iter().map(|r| r.lang.as_str()).collect();
    assert_eq!(langs, ["en", "zh"]);
    // The same run against the English alone finds the same warnings.
    let alone: usize = ["zh@2023-10-13", "ko@2017-07-08", "fr@seed", "it@seed"]
        .iter()
        .map(|s| {
            let r = lint_with(&[s], None, no_spelling());
            serious_by_lang(&r).values().sum::<usize>()
        })
        .sum();
    assert_eq!(alone, total);
}

/// zh 2023 and ko 2017 follow English releases six years apart: what the English changed in
/// between (rules added, renumbered, reworded) is not a finding of either against the other.
#[test]
fn translations_of_different_releases_are_compared_only_where_the_english_did_not_change() {
    let r = lint(&["zh@2023-10-13", "ko@2017-07-08"], None);
    for f in &r.findings {
        assert!(!only_against_peers(f), "{f:?}");
    }
    // Rules added to the English after 2017 (702.150 Compleated, 2022) are not missing from
    // the Korean text.
    let ko_missing: Vec<String> = r
        .all()
        .filter(|f| f.check.name == "missing-rule" && f.lang == "ko")
        .flat_map(|f| f.related.iter().filter(|x| x.lang == "zh"))
        .map(|x| x.rule.map(|r| r.to_string()).unwrap_or_default())
        .collect();
    assert_eq!(ko_missing, Vec::<String>::new());
}

/// Two texts that follow the same English release are still compared with each other, and
/// a defect both the English and the other text show is one finding naming both.
#[test]
fn a_defect_against_the_english_and_a_peer_of_the_same_release_is_one_finding() {
    let text = std::fs::read_to_string(repo("rules/zh/cr-2023-10-13.txt")).unwrap();
    let line = "106.12. “横置[一个永久物]以产生法术力”意指起动该永久物的异能中，起动费用包含{T}符号的法术力异能。";
    assert!(text.contains(line));
    let edited = text.replace(line, &line.replace("{T}", "{Q}"));
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("zh-edited.txt");
    std::fs::write(&path, edited).unwrap();
    let spec = format!("zh:{}", path.display());
    let r = lint(&["zh@2023-10-13", &spec], None);
    let doc = path.display().to_string();
    let here = find(&r, "symbol-mismatch", &doc, "106.12");
    assert_eq!(here.len(), 1, "{here:?}");
    let related: Vec<(&str, &str)> = here[0]
        .related
        .iter()
        .map(|x| (x.lang.as_str(), x.document.as_str()))
        .collect();
    assert_eq!(related.len(), 2, "{related:?}");
    assert_eq!(related[0].0, "en");
    assert!(related[1].1.ends_with("rules/zh/cr-2023-10-13.txt"));
    // The unedited text agrees with its English there: the other text's difference is not
    // its finding.
    assert!(
        find(
            &r,
            "symbol-mismatch",
            "rules/zh/cr-2023-10-13.txt",
            "106.12"
        )
        .is_empty()
    );
}

/// A block of rules numbered one off is one finding: Korean 2017 numbers 201.2a–c as
/// 201.3a–c, then has 201.3 and 201.3a–c again. The missing 201.2a–c, the extra and
/// duplicated 201.3a–c and the order broken at both ends are folded into one error at the
/// first slipped number, the duplicate the English does not have under that number.
#[test]
fn a_numbering_slip_is_one_finding_at_the_slipped_number() {
    let r = lint(&["ko@2017-07-08"], Some("en@2017-07-08"));
    let in_block = |f: &&Finding| {
        f.rule.is_some_and(|x| {
            ["201.2", "201.3", "201.3a", "201.3b", "201.3c"].contains(&x.to_string().as_str())
        })
    };
    let leads: Vec<&Finding> = r
        .findings
        .iter()
        .filter(|f| f.severity >= Severity::Warning)
        .filter(in_block)
        .collect();
    assert_eq!(leads.len(), 1, "{leads:#?}");
    let f = leads[0];
    assert_eq!(
        (f.check.name, f.severity, f.line),
        ("duplicate-number", Severity::Error, 1028)
    );
    let folded: BTreeSet<&str> = f.folded.iter().map(|x| x.check.name).collect();
    assert_eq!(
        folded,
        BTreeSet::from([
            "missing-rule",
            "extra-rule",
            "duplicate-number",
            "numbering-order"
        ])
    );
}

/// `--min-severity`: the human output hides info findings by default and says how many;
/// JSON carries everything unless asked.
#[test]
fn info_findings_are_hidden_from_people_and_kept_for_machines() {
    let o = cr(&["lint", "ko"]);
    let out = stdout(&o);
    assert!(!out.contains("info["), "{out}");
    assert!(
        out.contains("findings below warning hidden (--min-severity info shows them)"),
        "{out}"
    );
    let o = cr(&["lint", "ko", "--min-severity", "info"]);
    assert!(stdout(&o).contains("info["));
    assert!(!stdout(&o).contains("findings below"));
    let o = cr(&["lint", "ko", "--min-severity", "error"]);
    let out = stdout(&o);
    assert!(!out.contains("warning[") && out.contains("error["), "{out}");
    let count = |args: &[&str]| {
        let o = cr(args);
        let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
        let f = v["findings"].as_array().unwrap().clone();
        (
            f.len(),
            f.iter().filter(|x| x["severity"] == "info").count(),
        )
    };
    let (all, info) = count(&["lint", "ko", "--format", "json"]);
    assert!(info > 0 && all > info);
    assert_eq!(
        count(&[
            "lint",
            "ko",
            "--format",
            "json",
            "--min-severity",
            "warning"
        ]),
        (all - info, 0)
    );
}

/// Colour on a terminal (through `script`, which gives `cr` a pseudo-terminal), none in a
/// pipe, none with NO_COLOR, and `--color always|never` over both.
#[test]
fn colour_on_a_terminal_and_never_in_a_pipe() {
    let esc = |s: &str| s.contains('\u{1b}');
    assert!(!esc(&stdout(&cr(&["lint", "fr"]))));
    assert!(esc(&stdout(&cr(&["lint", "fr", "--color", "always"]))));
    let on_tty = |extra: &str, env: &[(&str, &str)]| {
        let cmd = format!("{} lint fr {extra}", env!("CARGO_BIN_EXE_cr"));
        let mut c = std::process::Command::new("script");
        c.args(["-qec", &cmd, "/dev/null"])
            .env("LANG", "C")
            .env("TERM", "xterm-256color")
            .env_remove("NO_COLOR")
            .env_remove("CLICOLOR_FORCE");
        for (k, v) in env {
            c.env(k, v);
        }
        let o = c.output().expect("script (util-linux) runs");
        String::from_utf8_lossy(&o.stdout).into_owned()
    };
    let tty = on_tty("", &[]);
    assert!(tty.contains("error[CR"), "{tty}");
    assert!(esc(&tty), "no colour on a terminal: {tty:?}");
    assert!(!esc(&on_tty("", &[("NO_COLOR", "1")])));
    assert!(!esc(&on_tty("--color never", &[])));
}

/// A recall set (tests/fixtures/lint/recall/): every real discrepancy a reviewer found in
/// random rules of a whole translation, read against its English (`review::samples`).
use comprules::review::samples::Sample as RecallSet;

/// Recall of one set: (found at any severity, found as warnings or errors, total) per kind
/// and overall ("" key), a discrepancy counting as found when a finding is on its rule.
fn recall(name: &str) -> (BTreeMap<String, (usize, usize, usize)>, Report) {
    let p = repo(&format!("tests/fixtures/lint/recall/{name}.toml"));
    let set = RecallSet::parse(&std::fs::read_to_string(&p).unwrap()).unwrap();
    assert!(
        set.discrepancy
            .iter()
            .all(|d| set.sampled.contains(&d.rule))
    );
    let r = lint(&[&absolute(&set.translation)], Some(&set.english));
    let mut per: BTreeMap<String, (usize, usize, usize)> = BTreeMap::new();
    for d in &set.discrepancy {
        // Found, or folded into the finding of the same defect (issue 20). The
        // cross-references a translation leaves in English everywhere are on most of its
        // rules: they find only what they are about.
        let systematic = |f: &Finding| {
            f.check.name == "untranslated"
                && f.message
                    .args
                    .iter()
                    .any(|a| a.0 == "kind" && (a.1 == "reference" || a.1 == "systematic"))
        };
        let on: Vec<&Finding> = r
            .all()
            .filter(|f| f.rule.is_some_and(|x| x.to_string() == d.rule))
            .filter(|f| d.kind == "untranslated" || !systematic(f))
            .collect();
        let any = usize::from(!on.is_empty());
        let warn = usize::from(on.iter().any(|f| f.severity >= Severity::Warning));
        for k in [d.kind.as_str(), ""] {
            let e = per.entry(k.to_owned()).or_default();
            e.0 += any;
            e.1 += warn;
            e.2 += 1;
        }
    }
    eprintln!("recall {name}: {per:?}");
    (per, r)
}

/// Issue 19: recall on the three recall sets, per kind, at the figures reached (so that a
/// regression fails), and the discrepancies each check of meaning documents, still found.
#[test]
fn recall_on_the_reviewed_samples() {
    let on = |r: &Report, check: &str, rule: &str| !find(r, check, "", rule).is_empty();
    let (zh23, r) = recall("zh-2023-10-13");
    assert!(zh23[""].0 >= 8, "{zh23:?}");
    assert!(zh23["dropped"].0 >= 3, "{zh23:?}");
    // 120.3a drops "by a source without infect"; 303.4e "or the enchanted player".
    // (303.4e, 502.4 and 707.13 miss a glossary term: `terminology` reports them, and
    // dropped-content leaves such a rule to it.)
    assert!(on(&r, "dropped-content", "120.3a"));
    assert!(on(&r, "terminology", "303.4e"));
    // The issue's examples: 701.24c 操控者 (controller) for the owner; 702.155c 咒语
    // (spell) for the object; 502.4 使用 for cast; 707.13 drops "rather than by indicating
    // an object".
    assert!(on(&r, "term-swap", "701.24c"));
    assert!(on(&r, "term-swap", "702.155c"));
    assert!(on(&r, "terminology", "502.4"));
    assert!(on(&r, "terminology", "707.13"));
    // 123.1 and 702.26p add "or player" (或牌手) where the English names an object or a
    // permanent; 702.140e drops "token" (衍生物) from the sentence that pairs with it.
    assert!(on(&r, "dropped-content", "123.1"));
    assert!(on(&r, "dropped-content", "702.26p"));
    assert!(on(&r, "dropped-content", "702.140e"));
    // 601.2c still names buyback (购回), which left the English in 2018: the only stale rule
    // of the sample, found against the English of 32 releases before.
    assert!(on(&r, "staleness", "601.2c"));
    assert_eq!(zh23["stale"].0, 1, "{zh23:?}");
    // 120.6 says 大于 (greater than) for "greater than or equal to": the bound's strictness.
    assert!(on(&r, "bound-mismatch", "120.6"));
    let (zh22, r) = recall("zh-2022-06-10");
    assert!(zh22[""].0 >= 4, "{zh22:?}");
    // 702.61a: "the spell with split second" rendered 牌 (card), in its sentence.
    assert!(on(&r, "dropped-content", "702.61a"));
    // 702.82a: "This permanent" rendered 此生物 (this creature).
    assert!(on(&r, "dropped-content", "702.82a"));
    let (ko, r) = recall("ko-2017-07-08");
    assert!(ko[""].0 >= 42 && ko[""].1 >= 36, "{ko:?}");
    // Cross-references left in English ("See rule 704.") are one finding for the whole
    // translation, every rule folded into it; templates ("Affinity for [text]") one each.
    assert!(
        ko["untranslated"].0 >= 24 && ko["untranslated"].1 >= 24,
        "{ko:?}"
    );
    let lead = r.of_check("untranslated");
    assert_eq!(
        lead.iter().filter(|f| f.folded.len() > 500).count(),
        1,
        "one finding for the systematic cross-references"
    );
    assert!(on(&r, "untranslated", "702.40a"));
    assert!(on(&r, "untranslated", "603.1"));
    // 702.95a loses the replacement of "target" by "each"; 702.122b is 702.121b's text.
    assert!(on(&r, "dropped-content", "702.95a"));
    assert!(on(&r, "term-swap", "702.122b"));
    // Effect rendered 능력 (ability); permanent rendered 생물 (creature).
    assert!(on(&r, "term-swap", "701.6b"));
    assert!(on(&r, "term-swap", "702.11d"));
    let total = [&zh23, &zh22, &ko].iter().fold((0, 0, 0), |a, m| {
        (a.0 + m[""].0, a.1 + m[""].1, a.2 + m[""].2)
    });
    eprintln!("recall overall: {total:?}");
    // The issue's targets: half at any severity, a third in each language, one in five as
    // warnings or errors.
    assert!(
        total.0 * 2 >= total.2 && total.1 * 5 >= total.2,
        "{total:?}"
    );
    for m in [&zh23, &zh22, &ko] {
        assert!(m[""].0 * 3 >= m[""].2, "{m:?}");
    }
    assert!(total.0 >= 56 && total.1 >= 38, "{total:?}");
}

/// Issue 19: faults of meaning injected into the real Chinese translation (fixed seed), ten
/// of each kind at rules chosen at random among those that allow them: a negation removed
/// (不能 → 能, 无法 → 可以), one game term replaced by another (操控者 controller → 拥有者
/// owner, 咒语 spell → 物件 object), a middle clause removed. Each must be found at its
/// rule at the rate reached: by a finding the untouched translation does not have there,
/// from the check of its kind (any check for a clause: a clause holding a reference is
/// found by the references' checks).
#[test]
fn injected_faults_of_meaning_are_found() {
    let zh = comprules::corpus::load("zh@2023-10-13").unwrap();
    let en = comprules::corpus::load("en@2023-10-13").unwrap();
    let mut rng = Rng(0x1919_5eed_0bad_cafe);
    let mut used: BTreeSet<usize> = BTreeSet::new();
    let mut edits: Vec<(usize, usize, String)> = Vec::new();
    let mut expected: Vec<(&str, &[&str], String)> = Vec::new();
    let english = |i: usize| en.rule(&zh.rules[i].id).map(|e| e.text().to_lowercase());
    let count_any = |t: &str, ws: &[&str]| ws.iter().map(|w| t.matches(w).count()).sum::<usize>();
    let mut pick = |rng: &mut Rng, ok: &dyn Fn(usize) -> bool| {
        let cands: Vec<usize> = (0..zh.rules.len())
            .filter(|&i| !used.contains(&i) && ok(i))
            .collect();
        let i = cands[rng.next(cands.len())];
        used.insert(i);
        i
    };
    // Negations removed: a rule whose one negation is one of these, against an English
    // rule with one negation.
    const FLIPS: &[(&str, &str)] = &[
        ("不能", "能"),
        ("无法", "可以"),
        ("不会", "会"),
        ("不是", "是"),
        ("没有", "有"),
    ];
    let english_negations = |e: &str| {
        count_any(
            e,
            &[
                " not ", " no ", "n't", "n’t", "never", "unless", "cannot", "without",
            ],
        )
    };
    for _ in 0..10 {
        let i = pick(&mut rng, &|i| {
            let t = zh.rules[i].text();
            count_any(t, &["不", "无", "没", "未", "除"]) == 1
                && FLIPS.iter().any(|(n, _)| t.contains(n))
                && english(i).is_some_and(|e| english_negations(&e) == 1)
        });
        let t = zh.rules[i].text();
        let (neg, pos) = FLIPS.iter().find(|(n, _)| t.contains(n)).unwrap();
        let k = t.find(neg).unwrap();
        let at = zh.rules[i].body.source_offset(k);
        edits.push((at, at + neg.len(), (*pos).into()));
        expected.push(("negation", &["polarity"], zh.rules[i].id.to_string()));
    }
    // Game terms replaced.
    for n in 0..10 {
        let (from, to, term, not) = if n % 2 == 0 {
            ("操控者", "拥有者", "controller", "own")
        } else {
            ("咒语", "物件", "spell", "object")
        };
        let i = pick(&mut rng, &|i| {
            let t = zh.rules[i].text();
            t.contains(from)
                && !t.contains(to)
                && english(i).is_some_and(|e| e.contains(term) && !e.contains(not))
        });
        let t = zh.rules[i].text();
        for (k, _) in t.match_indices(from).collect::<Vec<_>>().into_iter().rev() {
            let at = zh.rules[i].body.source_offset(k);
            edits.push((at, at + from.len(), to.into()));
        }
        expected.push(("term", &["term-swap"], zh.rules[i].id.to_string()));
    }
    // Middle clauses removed: the second of at least three clauses of a one-sentence rule.
    for _ in 0..10 {
        let i = pick(&mut rng, &|i| {
            let t = zh.rules[i].text();
            t.matches('。').count() == 1 && t.matches('，').count() >= 2 && english(i).is_some()
        });
        let t = zh.rules[i].text();
        let a = t.find('，').unwrap() + '，'.len_utf8();
        let b = a + t[a..].find('，').unwrap() + '，'.len_utf8();
        let (s, e) = (
            zh.rules[i].body.source_offset(a),
            zh.rules[i].body.source_offset(b),
        );
        edits.push((s, e, String::new()));
        expected.push(("clause", &[], zh.rules[i].id.to_string()));
    }
    edits.sort_by_key(|e| std::cmp::Reverse(e.0));
    let mut text = zh.text.to_string();
    for (s, e, with) in &edits {
        text.replace_range(*s..*e, with);
    }
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cr-zh-meaning.txt");
    std::fs::write(&path, &text).unwrap();
    let r = lint(&[&format!("zh:{}", path.display())], Some("en@2023-10-13"));
    // What the untouched translation already gets: no evidence of a fault injected.
    let key = |f: &Finding| {
        (
            f.check.name,
            f.rule.as_ref().map(ToString::to_string),
            f.severity,
            f.message.args.clone(),
        )
    };
    let before: BTreeSet<_> = lint(&["zh@2023-10-13"], Some("en@2023-10-13"))
        .findings
        .iter()
        .map(key)
        .collect();
    let mut per: BTreeMap<&str, (usize, usize, usize)> = BTreeMap::new();
    for (kind, checks, rule) in &expected {
        let on: Vec<&Finding> = r
            .findings
            .iter()
            .filter(|f| {
                (checks.is_empty() || checks.contains(&f.check.name))
                    && f.rule.is_some_and(|x| x.to_string() == *rule)
                    && !before.contains(&key(f))
            })
            .collect();
        let e = per.entry(kind).or_default();
        e.0 += usize::from(!on.is_empty());
        e.1 += usize::from(on.iter().any(|f| f.severity >= Severity::Warning));
        e.2 += 1;
        eprintln!("{kind} {rule}: {}", on.len());
    }
    eprintln!("injected faults of meaning: {per:?}");
    assert!(per["negation"].0 >= 9 && per["negation"].1 >= 6, "{per:?}");
    assert!(per["term"].0 >= 9 && per["term"].1 >= 9, "{per:?}");
    // 704.5m loses "or is not attached to an object or player" (polarity, 不合法 "illegal"
    // being no negation); 702.67b loses "see rule 301" (missing-xref, a warning).
    assert!(per["clause"].0 >= 6 && per["clause"].1 >= 1, "{per:?}");
}

/// The notice for a language without a dictionary names a package that exists (Debian's list,
/// tests/fixtures/debian-hunspell-packages.txt), or says none is packaged (Chinese): never
/// `hunspell-zh`.
#[test]
fn the_missing_dictionary_notice_names_a_package_that_exists() {
    let packages = std::fs::read_to_string(crate::common::repo(
        "tests/fixtures/debian-hunspell-packages.txt",
    ))
    .unwrap();
    let exists = |p: &str| packages.lines().any(|l| l == p);
    for lang in [
        "fr", "it", "de", "es", "pt", "pt-BR", "ru", "ko", "en", "en-GB",
    ] {
        let p = comprules::lint::spell::debian_package(lang)
            .unwrap_or_else(|| panic!("{lang}: no package"));
        assert!(exists(p), "{lang}: {p}");
    }
    for lang in ["zh", "zh-Hant", "ja"] {
        assert_eq!(comprules::lint::spell::debian_package(lang), None, "{lang}");
    }
    let none = tempfile::tempdir().unwrap();
    let notice = |spec: &str| {
        let o = crate::common::cr_env(
            &["lint", spec, "--no-cache"],
            &[("CR_HUNSPELL_DIR", none.path().to_str().unwrap())],
        );
        stderr(&o)
    };
    let zh = notice("zh@2023-10-13");
    assert!(
        zh.contains("none is packaged") && !zh.contains("hunspell-zh"),
        "{zh}"
    );
    let fr = notice("fr");
    assert!(fr.contains("apt-get install hunspell-fr"), "{fr}");
}
