//! Full-text search (issue 6): natural queries in four languages over the bundled corpus,
//! the query forms, translations stored at index time, the index cache (stale, corrupt, older
//! schema, unwritable, rebuilt while read) and the `cr search` / `cr index` commands.

use crate::common::{cr_env, repo, stderr, stdout, t, today};
use comprules::corpus;
use comprules::search::build::Quiet;
use comprules::search::store::{self, Links};
use comprules::search::{self, Hit, OpenOptions, Opened, Request, Scope, Translations};
use comprules::{Document, RuleId};
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// The whole bundled corpus, indexed once in memory for all the query tests.
fn corpus_index() -> &'static Opened {
    static INDEX: OnceLock<Opened> = OnceLock::new();
    INDEX.get_or_init(|| {
        store::in_memory(
            crate::common::db(),
            &comprules::model::default_corpus(crate::common::db()),
            None,
        )
        .unwrap()
    })
}

fn request(query: &str, documents: Option<Vec<String>>, limit: usize) -> Request {
    Request {
        query: query.into(),
        limit,
        documents,
        translations: Translations::None,
        explain: false,
    }
}

fn run(query: &str, scope: &[&str], limit: usize) -> Vec<Hit> {
    let docs = (!scope.is_empty()).then(|| {
        scope
            .iter()
            .map(|s| {
                let (lang, version) = s.split_once('@').map_or((*s, None), |(l, v)| (l, Some(v)));
                corpus::find_bundled(lang, version).unwrap().path.to_owned()
            })
            .collect()
    });
    search::search(corpus_index(), &request(query, docs, limit)).unwrap()
}

fn describe(hits: &[Hit]) -> Vec<String> {
    hits.iter()
        .map(|h| {
            format!(
                "{}@{} {} {}",
                h.doc.lang,
                h.doc.version,
                h.rule.as_deref().or(h.term.as_deref()).unwrap_or("?"),
                h.score
            )
        })
        .collect()
}

/// The rank (1-based) of the first hit in `lang` that is `rule` (or folds a version where it is).
fn rank_of(hits: &[Hit], lang: &str, rule: &str) -> Option<usize> {
    hits.iter()
        .position(|h| {
            h.doc.lang == lang
                && (h.rule.as_deref() == Some(rule)
                    || h.also.iter().any(|a| a.rule.as_deref() == Some(rule)))
        })
        .map(|i| i + 1)
}

/// Asserts that `query` finds `lang` `rule` within the first `within` hits.
fn finds(query: &str, scope: &[&str], lang: &str, rule: &str, within: usize) {
    let hits = run(query, scope, 10);
    let rank = rank_of(&hits, lang, rule);
    assert!(
        rank.is_some_and(|r| r <= within),
        "{query:?} should find {lang} {rule} in the top {within}, got {:#?}",
        describe(&hits)
    );
}

// ── Natural queries: French (the seed) ──

#[test]
fn fr_cout_total() {
    finds("coût total", &[], "fr", "601.2f", 1);
}

#[test]
fn fr_without_accents() {
    finds("cout total", &[], "fr", "601.2f", 1);
}

#[test]
fn fr_points_de_vie_phyrexian() {
    finds("points de vie Phyrexian", &[], "fr", "601.2b", 1);
}

#[test]
fn fr_stemmed_plural() {
    // "réductions" and "coût" as written; the rule says "réductions de coût" and "réduction".
    finds("réduction des coûts", &[], "fr", "601.2f", 1);
}

#[test]
fn fr_impregner_cartes() {
    finds("imprégner cartes", &[], "fr", "601.2b", 1);
}

// ── Italian (the seed, with its typos and its own numbering) ──

#[test]
fn it_punti_vita_finds_the_seed_typo() {
    finds("punti vita", &[], "it", "601.2b", 1);
}

#[test]
fn it_puti_vita_as_written() {
    finds("puti vita", &[], "it", "601.2b", 1);
}

#[test]
fn it_costo_totale_is_601_2e_in_the_seed() {
    finds("costo totale", &[], "it", "601.2e", 3);
}

#[test]
fn it_abilita_di_mana() {
    finds("abilità di mana", &[], "it", "601.2f", 1);
}

#[test]
fn it_suddivida_danni() {
    finds("suddivida danni", &[], "it", "601.2d", 1);
}

#[test]
fn it_pagamenti_parziali() {
    finds("pagamenti parziali", &[], "it", "601.2g", 1);
}

// ── English (four versions) ──

#[test]
fn en_typos_totla_cost_lockd() {
    finds("totla cost lockd", &[], "en", "601.2f", 3);
}

#[test]
fn en_splice_onto_arcane() {
    finds("splice onto arcane", &["en"], "en", "702.47a", 3);
}

#[test]
fn en_commander_tax() {
    finds("commander tax", &[], "en", "903.8", 1);
}

#[test]
fn en_first_strike_damage() {
    finds("first strike damage", &["en"], "en", "702.7c", 3);
}

#[test]
fn en_glossary_term_is_a_glossary_entry() {
    let hits = run("Mana Ability", &[], 5);
    assert!(
        hits.iter()
            .any(|h| h.kind == "glossary" && h.term.as_deref() == Some("Mana Ability")),
        "{:#?}",
        describe(&hits)
    );
    // A glossary entry leads to its rule rather than taking its place: "Mulligan … See rule
    // 103.5" puts 103.5 first, the entry below the first rules.
    let hits = run("mulligan", &["en"], 5);
    assert_eq!(
        hits[0].rule.as_deref(),
        Some("103.5"),
        "{:?}",
        describe(&hits)
    );
    let g = hits
        .iter()
        .position(|h| h.kind == "glossary" && h.term.as_deref() == Some("Mulligan"));
    assert!(g.is_some_and(|g| g >= 3), "{:?}", describe(&hits));
}

/// A keyword's first subrule that only classifies it ("Lifelink is a static ability.") gives
/// the lead to the next, which says what it does; a heading ("704. State-Based Actions") stands
/// below the first rules; the rules of a named term are searched apart, so an answer that does
/// not repeat the term (704.5f says "toughness 0", not "state-based action") is found.
#[test]
fn named_terms_lead_to_the_rule_that_answers() {
    let hits = run("what does lifelink do", &["en"], 5);
    assert_eq!(
        hits[0].rule.as_deref(),
        Some("702.15b"),
        "{:?}",
        describe(&hits)
    );
    assert_eq!(
        hits[1].rule.as_deref(),
        Some("702.15a"),
        "{:?}",
        describe(&hits)
    );
    // In the default corpus (with `--in en` alone, "toughness" is read as a second term and
    // 704.5h, which names both, still comes first: see docs/reference/finding.md).
    let hits = run("state based actions toughness 0", &[], 5);
    assert!(
        hits.iter().take(3).all(|h| h.kind == "rule"),
        "{:?}",
        describe(&hits)
    );
    assert!(
        rank_of(&hits, "en", "704.5f").is_some_and(|r| r <= 3),
        "{:?}",
        describe(&hits)
    );
}

#[test]
fn en_phrase_and_boolean_operators() {
    let hits = run("\"locked in\" AND attack", &["en"], 5);
    assert_eq!(
        rank_of(&hits, "en", "508.1h"),
        Some(1),
        "{:#?}",
        describe(&hits)
    );
    // Excluding "attack" leaves the blockers' rule and the casting rule.
    let hits = run("\"locked in\" total cost -attack", &["en"], 10);
    assert!(
        rank_of(&hits, "en", "508.1h").is_none(),
        "{:#?}",
        describe(&hits)
    );
    assert!(rank_of(&hits, "en", "509.1d").is_some_and(|r| r <= 3));
    assert!(rank_of(&hits, "en", "601.2f").is_some_and(|r| r <= 3));
}

/// A rule whose first clause names a variant ("If a cost or effect allows a player to pay an
/// amount of life greater than 0 in a Two-Headed Giant game, …", 119.4a) is weighed down as
/// the variants' own rules are when the query names no variant, and not when it names one by
/// its heading's words ("Two-Headed Giant Variant" without "Variant").
#[test]
fn a_rule_about_a_variant_stands_below_the_games_rule_unless_the_query_names_it() {
    let hits = run("can a player pay more life than they have", &["en"], 10);
    let (game, variant) = (
        rank_of(&hits, "en", "119.4"),
        rank_of(&hits, "en", "119.4a"),
    );
    assert!(
        game == Some(1) && variant.is_none_or(|v| v > 3),
        "{:#?}",
        describe(&hits)
    );
    finds("two-headed giant life total", &["en"], "en", "119.1a", 3);
}

/// The CR names a thing in quotes and says where it is defined ("该规则也被称作“普世规则”（参见
/// 规则704.5k）", 205.4f): a query naming it finds that rule first, the pointing rule next.
#[test]
fn a_name_the_cr_points_at_leads_to_the_rule_it_points_to() {
    let hits = run("普世规则", &["zh"], 10);
    assert_eq!(
        rank_of(&hits, "zh", "704.5k"),
        Some(1),
        "{:#?}",
        describe(&hits)
    );
    assert_eq!(
        rank_of(&hits, "zh", "205.4f"),
        Some(2),
        "{:#?}",
        describe(&hits)
    );
}

// ── Chinese ──

#[test]
fn zh_zong_feiyong() {
    finds("总费用", &[], "zh", "601.2f", 3);
}

#[test]
fn zh_locked_total_cost() {
    finds("锁定 总费用", &[], "zh", "601.2f", 3);
}

#[test]
fn zh_splice_glossary() {
    // The glossary entry of 通联 (splice) leads to its rule, and stands below it.
    let hits = run("通联", &[], 10);
    assert_eq!(
        hits[0].rule.as_deref(),
        Some("702.47a"),
        "{:#?}",
        describe(&hits)
    );
    assert!(
        hits.iter()
            .any(|h| h.kind == "glossary" && h.term.as_deref() == Some("通联")),
        "{:#?}",
        describe(&hits)
    );
}

#[test]
fn zh_legend_rule() {
    finds("传奇规则", &[], "zh", "205.4d", 3);
}

// ── Rule numbers ──

#[test]
fn rule_number_goes_to_the_rule_then_its_subrules() {
    let hits = run("601.2f", &[], 10);
    assert!(hits.iter().all(|h| h.rule.as_deref() == Some("601.2f")));
    let langs: Vec<&str> = hits.iter().map(|h| &*h.doc.lang).collect();
    for l in ["en", "fr", "it", "zh"] {
        assert!(langs.contains(&l), "{langs:?}");
    }
    let hits = run("601.2", &["en"], 30);
    let ids: Vec<&str> = hits.iter().filter_map(|h| h.rule.as_deref()).collect();
    assert_eq!(ids[0], "601.2");
    assert_eq!(&ids[1..4], ["601.2a", "601.2b", "601.2c"]);
    assert!(ids.iter().all(|i| i.starts_with("601.2")));
    finds("702.47a", &[], "en", "702.47a", 1);
}

/// Words a rule of today shares with older texts of other rules: today's rule comes first,
/// not a 2017 or 2011 rule whose text has since changed (702.47c of 2017 scored above 601.2f).
#[test]
fn words_go_to_todays_rule_before_older_releases() {
    let hits = run("total cost", &[], 5);
    assert_eq!(
        (
            &*hits[0].doc.lang,
            &*hits[0].doc.version,
            hits[0].rule.as_deref()
        ),
        ("en", today(), Some("601.2f")),
        "{:?}",
        describe(&hits)
    );
    // Older releases still appear, below the newest one's hits on the same words.
    let hits = run("trample", &[], 20);
    let newest = hits
        .iter()
        .position(|h| &*h.doc.version == today())
        .unwrap();
    let older = hits
        .iter()
        .position(|h| &*h.doc.version == "2011-06-17")
        .unwrap();
    assert!(newest < older, "{:?}", describe(&hits));
}

#[test]
fn rule_number_lists_dated_releases_newest_first_then_undated_documents() {
    // Every hit has the same score: the order is the versions'. The seeds ("seed") come
    // after every dated release, not first because "seed" sorts after "2026-01-16" as text.
    let hits = run("601.2f", &[], 10);
    assert_eq!(
        (&*hits[0].doc.lang, &*hits[0].doc.version),
        ("en", today()),
        "{:#?}",
        describe(&hits)
    );
    let dated = |v: &str| v.len() == 10 && v.as_bytes()[0].is_ascii_digit();
    let first_undated = hits.iter().position(|h| !dated(&h.doc.version));
    let undated_at = first_undated.expect("the seeds have 601.2f");
    assert!(
        hits[undated_at..].iter().all(|h| !dated(&h.doc.version)),
        "{:#?}",
        describe(&hits)
    );
    let versions: Vec<&str> = hits[..undated_at].iter().map(|h| &*h.doc.version).collect();
    assert!(versions.is_sorted_by(|a, b| a >= b), "{versions:?}");
    assert!(hits[undated_at..].iter().any(|h| h.doc.lang == "fr"));
}

#[test]
fn snippets_are_highlighted_with_ranges_into_the_plain_fragment() {
    let hits = run("coût total", &[], 1);
    let h = &hits[0];
    assert!(!h.highlights.is_empty());
    for [a, b] in &h.highlights {
        let word = h.snippet[*a..*b].to_lowercase();
        assert!(word == "coût" || word == "total", "{word}");
    }
    assert_eq!(h.place, None, "the seed has no headings, so no place");
    let hits = run("totla cost lockd", &["en"], 1);
    assert_eq!(
        hits[0].place.as_deref(),
        Some("6. Spells, Abilities, and Effects › 601. Casting Spells")
    );
    // Typos are highlighted as the words they stand for.
    let marked: Vec<&str> = hits[0]
        .highlights
        .iter()
        .map(|[a, b]| &hits[0].snippet[*a..*b])
        .collect();
    assert!(
        marked.contains(&"total") && marked.contains(&"locked"),
        "{marked:?}"
    );
}

#[test]
fn empty_queries_are_errors_and_unknown_words_find_nothing() {
    assert!(search::search(corpus_index(), &request("  ", None, 5)).is_err());
    assert!(
        search::search(corpus_index(), &request("xqzvvk", None, 5))
            .unwrap()
            .is_empty()
    );
}

// ── Translations: stored at index time, looked up by key ──

fn seeds_and_en() -> Vec<Document> {
    vec![
        corpus::find_bundled("fr", None).unwrap().load(),
        corpus::find_bundled("it", None).unwrap().load(),
        corpus::find_bundled("en", None).unwrap().load(),
    ]
}

fn id(s: &str) -> RuleId {
    s.parse().unwrap()
}

#[test]
fn translations_come_from_the_stored_counterparts_not_from_numbers() {
    let docs = seeds_and_en();
    // By content: the Italian seed's 601.2e is the French and English 601.2f.
    let mut links = Links::new();
    links.insert(
        (0, id("601.2f")),
        vec![(1, id("601.2e")), (2, id("601.2f"))],
    );
    links.insert(
        (1, id("601.2e")),
        vec![(0, id("601.2f")), (2, id("601.2f"))],
    );
    let opened = store::in_memory(crate::common::db(), &docs, Some(&links)).unwrap();
    let mut req = request("coût total", None, 1);
    req.translations = Translations::All;
    let hits = search::search(&opened, &req).unwrap();
    assert_eq!(hits[0].rule.as_deref(), Some("601.2f"));
    let t: Vec<(&str, &str, &str)> = hits[0]
        .translations
        .iter()
        .map(|t| (&*t.doc.lang, &*t.doc.version, t.rule.as_str()))
        .collect();
    assert_eq!(t, [("it", "seed", "601.2e"), ("en", today(), "601.2f")]);
    assert!(
        hits[0].translations[0]
            .text
            .starts_with("Il giocatore determina il costo totale")
    );
    assert!(
        hits[0].translations[1]
            .text
            .starts_with("The player determines the total cost")
    );

    req.translations = Translations::Langs(vec!["en".into()]);
    let hits = search::search(&opened, &req).unwrap();
    assert_eq!(hits[0].translations.len(), 1);
    assert_eq!(hits[0].translations[0].doc.lang, "en");

    // Without the option, or for a rule with no counterparts, there are none.
    req.translations = Translations::None;
    assert!(
        search::search(&opened, &req).unwrap()[0]
            .translations
            .is_empty()
    );
    let mut req = request("imprégner", None, 1);
    req.translations = Translations::All;
    assert!(
        search::search(&opened, &req).unwrap()[0]
            .translations
            .is_empty()
    );
}

// ── The cache ──

fn temp() -> tempfile::TempDir {
    tempfile::tempdir().unwrap()
}

fn seeds_scope() -> Scope {
    Scope::Docs(vec![
        corpus::find_bundled("fr", None).unwrap().load(),
        corpus::find_bundled("it", None).unwrap().load(),
    ])
}

fn open(scope: &Scope, dir: &Path, rebuild: bool) -> Opened {
    search::open_or_build(
        scope,
        &OpenOptions {
            db: crate::common::db(),
            rebuild,
            progress: &Quiet,
            cache_dir: Some(dir.to_owned()),
        },
    )
    .unwrap()
}

fn disk_dir(o: &Opened) -> PathBuf {
    match &o.location {
        search::Location::Disk(p) => p.clone(),
        other => panic!("not on disk: {other:?}"),
    }
}

fn finds_cout_total(o: &Opened) {
    let hits = search::search(o, &request("coût total", None, 3)).unwrap();
    assert_eq!(hits[0].rule.as_deref(), Some("601.2f"));
}

#[test]
fn cache_builds_once_then_opens() {
    let dir = temp();
    let scope = seeds_scope();
    let first = open(&scope, dir.path(), false);
    assert!(first.built.is_some());
    let second = open(&scope, dir.path(), false);
    assert!(second.built.is_none(), "the second open reuses the index");
    assert_eq!(disk_dir(&first), disk_dir(&second));
    finds_cout_total(&second);
}

#[test]
fn cache_rebuilds_a_truncated_meta_json() {
    let dir = temp();
    let scope = seeds_scope();
    let first = open(&scope, dir.path(), false);
    let meta = disk_dir(&first).join("meta.json");
    let bytes = std::fs::read(&meta).unwrap();
    std::fs::write(&meta, &bytes[..bytes.len() / 2]).unwrap();
    drop(first);
    let again = open(&scope, dir.path(), false);
    assert!(again.built.is_some(), "a corrupt index is rebuilt");
    finds_cout_total(&again);
}

#[test]
fn cache_rebuilds_when_a_segment_file_is_deleted() {
    for ext in ["idx", "pos", "term", "store", "fieldnorm"] {
        let dir = temp();
        let scope = seeds_scope();
        let first = open(&scope, dir.path(), false);
        let seg = std::fs::read_dir(disk_dir(&first))
            .unwrap()
            .flatten()
            .find(|e| e.path().extension().is_some_and(|x| x == ext))
            .unwrap_or_else(|| panic!("a .{ext} file"));
        std::fs::remove_file(seg.path()).unwrap();
        drop(first);
        let again = open(&scope, dir.path(), false);
        assert!(again.built.is_some(), "missing .{ext}: rebuilt");
        finds_cout_total(&again);
    }
}

#[test]
fn cache_rebuilds_an_index_of_an_older_schema() {
    let dir = temp();
    let scope = seeds_scope();
    drop(open(&scope, dir.path(), false));
    let pointer = std::fs::read_dir(dir.path())
        .unwrap()
        .flatten()
        .find(|e| e.file_name().to_string_lossy().ends_with(".current"))
        .unwrap()
        .path();
    let text = std::fs::read_to_string(&pointer).unwrap();
    let older = format!("schema={}", search::schema::SCHEMA_VERSION - 1);
    let text = text.replace(
        &format!("schema={}", search::schema::SCHEMA_VERSION),
        &older,
    );
    std::fs::write(&pointer, text).unwrap();
    let again = open(&scope, dir.path(), false);
    assert!(again.built.is_some(), "an older schema is rebuilt");
    finds_cout_total(&again);
}

#[test]
fn cache_rebuilds_a_stale_index_when_a_document_changes() {
    let dir = temp();
    let work = temp();
    let file = work.path().join("seed.txt");
    std::fs::copy(repo("rules/fr/seed.txt"), &file).unwrap();
    let scope_of = || Scope::Docs(vec![corpus::read_file("fr", &file).unwrap()]);
    let before = open(&scope_of(), dir.path(), false);
    assert!(
        search::search(&before, &request("grimoire", None, 3))
            .unwrap()
            .is_empty()
    );
    let mut text = std::fs::read_to_string(&file).unwrap();
    text.push_str("\n\n601.2i Le joueur consulte son grimoire.\n");
    std::fs::write(&file, text).unwrap();
    let after = open(&scope_of(), dir.path(), false);
    assert!(
        after.built.is_some(),
        "a changed document makes the index stale"
    );
    let hits = search::search(&after, &request("grimoire", None, 3)).unwrap();
    assert_eq!(hits[0].rule.as_deref(), Some("601.2i"));
}

#[test]
fn cache_readers_keep_working_while_the_index_is_rebuilt() {
    let dir = temp();
    let scope = seeds_scope();
    drop(open(&scope, dir.path(), false));
    let stop = std::sync::atomic::AtomicBool::new(false);
    std::thread::scope(|s| {
        let reader = s.spawn(|| {
            let mut searches = 0;
            while !stop.load(std::sync::atomic::Ordering::Relaxed) {
                let o = open(&seeds_scope(), dir.path(), false);
                finds_cout_total(&o);
                searches += 1;
            }
            searches
        });
        for _ in 0..4 {
            let o = open(&scope, dir.path(), true);
            assert!(o.built.is_some());
        }
        stop.store(true, std::sync::atomic::Ordering::Relaxed);
        assert!(reader.join().unwrap() > 0);
    });
}

#[test]
fn concurrent_builders_take_turns() {
    let dir = temp();
    std::thread::scope(|s| {
        let a = s.spawn(|| open(&seeds_scope(), dir.path(), false));
        let b = s.spawn(|| open(&seeds_scope(), dir.path(), false));
        let (a, b) = (a.join().unwrap(), b.join().unwrap());
        // One built it; the other waited and opened the same index.
        assert_eq!(a.built.is_some() as u8 + b.built.is_some() as u8, 1);
        assert_eq!(disk_dir(&a), disk_dir(&b));
    });
}

#[test]
fn unwritable_cache_falls_back_to_memory() {
    let dir = temp();
    let file = dir.path().join("not-a-dir");
    std::fs::write(&file, "x").unwrap();
    let o = open(&seeds_scope(), &file.join("cache"), false);
    assert!(matches!(o.location, search::Location::Memory { .. }));
    finds_cout_total(&o);
}

// ── The binary ──

fn cr_cached(args: &[&str], cache: &Path) -> std::process::Output {
    cr_env(args, &[("CR_CACHE_DIR", cache.to_str().unwrap())])
}

/// The binary's cache, built once for the CLI tests (the builds take turns on a lock).
fn cli_cache() -> &'static Path {
    static DIR: OnceLock<tempfile::TempDir> = OnceLock::new();
    DIR.get_or_init(|| {
        let d = temp();
        let o = cr_cached(&["index"], d.path());
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        d
    })
    .path()
}

#[test]
fn cli_search_json_shape() {
    let o = cr_cached(
        &[
            "search",
            "coût",
            "total",
            "--json",
            "--translations",
            "en,it",
        ],
        cli_cache(),
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v: Value = serde_json::from_slice(&o.stdout).unwrap();
    let hit = &v["hits"][0];
    for k in [
        "lang",
        "version",
        "document",
        "rule",
        "score",
        "snippet",
        "translations",
        "kind",
        "place",
        "highlights",
        "also",
    ] {
        assert!(hit.get(k).is_some(), "missing {k}: {hit}");
    }
    assert_eq!(hit["lang"], "fr");
    assert_eq!(hit["version"], "seed");
    assert_eq!(hit["document"], "rules/fr/seed.txt");
    assert_eq!(hit["rule"], "601.2f");
    assert!(hit["score"].as_f64().unwrap() > 0.0);
    assert!(hit["translations"].is_array());
    assert_eq!(v["query"], "coût total");
    // The translations come from the alignment by content: the French 601.2f is the Italian
    // 601.2e and the English 601.2e of 2013, but 601.2f from 2015 on.
    let tr: Vec<String> = hit["translations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| {
            format!(
                "{}@{} {}",
                t["lang"].as_str().unwrap(),
                t["version"].as_str().unwrap(),
                t["rule"].as_str().unwrap()
            )
        })
        .collect();
    for want in [
        "it@seed 601.2e",
        "en@2011-06-17 601.2e",
        "en@2015-07-17 601.2f",
        &t("en@2026-01-16 601.2f"),
    ] {
        assert!(tr.iter().any(|t| t == want), "{want} not in {tr:?}");
    }
    assert!(
        !tr.iter().any(|t| t.starts_with("zh@")),
        "only the languages asked for: {tr:?}"
    );
    let it = hit["translations"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["lang"] == "it")
        .unwrap();
    assert!(
        it["text"]
            .as_str()
            .unwrap()
            .starts_with("Il giocatore determina il costo totale")
    );
}

#[test]
fn cli_search_text_output_without_ansi_when_piped() {
    let o = cr_cached(
        &["search", "splice onto arcane", "--in", "en", "-n", "3"],
        cli_cache(),
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains(&t("en@2026-01-16 702.47a")), "{out}");
    assert!(
        out.contains("7. Additional Rules › 702. Keyword Abilities"),
        "{out}"
    );
    assert!(!out.contains('\x1b'), "no escape codes in a pipe");
}

#[test]
fn cli_search_in_a_file_and_no_hits() {
    let path = repo("rules/it/seed.txt");
    let spec = format!("it:{}", path.display());
    let o = cr_cached(
        &["search", "puti vita", "--in", &spec, "--json"],
        cli_cache(),
    );
    let v: Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["hits"][0]["rule"], "601.2b");
    let o = cr_cached(&["search", "xqzvvk"], cli_cache());
    assert_eq!(o.status.code(), Some(0));
    assert!(stdout(&o).is_empty());
    assert!(stderr(&o).contains("no results for xqzvvk"));
}

#[test]
fn cli_index_reports_and_rebuilds_with_plain_lines() {
    let o = cr_cached(&["index"], cli_cache());
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    // As many entries as the default corpus (today's English, the translations, the seeds)
    // has rules and glossary entries.
    let entries: u64 = corpus_index().stats.per_analyzer.iter().sum();
    assert!(entries > 20_000, "{entries}");
    assert!(
        stdout(&o).starts_with(&format!("index up to date: {entries} entries")),
        "{}",
        stdout(&o)
    );
    let dir = temp();
    let o = cr_cached(
        &["index", "--rebuild", "fr", "it:rules/it/seed.txt"],
        dir.path(),
    );
    // it:rules/it/seed.txt is relative to the working directory (temp): a clean error.
    assert_eq!(o.status.code(), Some(2));
    let spec = format!("it:{}", repo("rules/it/seed.txt").display());
    let o = cr_cached(&["index", "--rebuild", "fr", &spec], dir.path());
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let err = stderr(&o);
    assert!(err.contains("indexed fr@seed: 2 entries"), "{err}");
    assert!(err.contains("indexed it@seed: 7 entries"), "{err}");
    assert!(
        stdout(&o).starts_with("index built: 9 entries from 2 documents"),
        "{}",
        stdout(&o)
    );
}

#[test]
fn cli_unwritable_cache_says_so_once() {
    let dir = temp();
    let file = dir.path().join("file");
    std::fs::write(&file, "x").unwrap();
    let spec = format!("it:{}", repo("rules/it/seed.txt").display());
    let o = cr_cached(
        &["search", "punti vita", "--in", &spec],
        &file.join("cache"),
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stdout(&o).contains("it@seed 601.2b"));
    let err = stderr(&o);
    assert_eq!(
        err.matches("cannot write the index cache").count(),
        1,
        "{err}"
    );
}

#[test]
fn cli_search_speaks_french_and_italian() {
    let spec = format!("it:{}", repo("rules/it/seed.txt").display());
    let o = cr_cached(
        &["search", "puti", "--in", &spec, "--ui-lang", "it"],
        cli_cache(),
    );
    assert!(stdout(&o).contains("punteggio"), "{}", stdout(&o));
    let o = cr_cached(&["search", "--help", "--ui-lang", "fr"], cli_cache());
    assert!(
        stdout(&o).contains("Chercher dans les règles"),
        "{}",
        stdout(&o)
    );
}

// ── Issue 23 and 25: references in every form, the query set ──

/// The seven ways of writing 601.2f (and more) find 601.2f first, in the library and in
/// `cr search` and `cr show`.
#[test]
fn every_form_of_a_reference_finds_the_rule() {
    let forms = [
        "rule 601.2f",
        "CR 601.2f",
        "r. 601.2f",
        "601.2 f",
        "601.2F",
        "6012f",
        "R6012f",
        "see rule 601.2f",
        "cr601.2f",
        "601.2f.",
        "601.2.f",
        "601.2(f)",
    ];
    for q in forms {
        let hits = run(q, &["en"], 3);
        assert_eq!(
            hits.first().and_then(|h| h.rule.as_deref()),
            Some("601.2f"),
            "{q}: {:?}",
            describe(&hits)
        );
    }
    for q in &forms[..7] {
        let o = cr_env(&["search", q, "--in", "en", "-n", "1", "--json"], &[]);
        let v: Value = serde_json::from_slice(&o.stdout).unwrap();
        assert_eq!(
            v["hits"][0]["rule"],
            "601.2f",
            "cr search {q}: {}",
            stderr(&o)
        );
        let o = cr_env(&["show", q, "--in", "en", "--json"], &[]);
        let v: Value = serde_json::from_slice(&o.stdout).unwrap();
        assert_eq!(v[0]["rule"], "601.2f", "cr show {q}: {}", stderr(&o));
    }
    // Other rules, other forms.
    finds("R7045j", &["en"], "en", "704.5j", 1);
    finds("603.3B", &["en"], "en", "603.3b", 1);
    finds("cr702.2c", &["en"], "en", "702.2c", 1);
    finds("702.19(c)", &["en"], "en", "702.19c", 1);
    finds("CR 509.1.c", &["en"], "en", "509.1c", 1);
    // A whole query that is one reference takes any letter, "a" too (in prose, a word).
    finds("cr 116.2 a", &["en"], "en", "116.2a", 1);
}

/// One query of the query set: what was typed, where (None: the default corpus), and the
/// `(lang, rule)` pairs that answer it.
struct Case {
    query: String,
    scope: Option<String>,
    answers: Vec<(String, String)>,
}

fn query_set(file: &str) -> Vec<Case> {
    let text = std::fs::read_to_string(repo(&format!("tests/fixtures/search/{file}"))).unwrap();
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            let cols: Vec<&str> = l.split('\t').collect();
            assert_eq!(cols.len(), 3, "{l}");
            Case {
                query: cols[0].to_owned(),
                scope: (cols[1] != "-").then(|| cols[1].to_owned()),
                answers: cols[2]
                    .split_whitespace()
                    .map(|a| {
                        let (l, r) = a.split_once(':').unwrap();
                        (l.to_owned(), r.to_owned())
                    })
                    .collect(),
            }
        })
        .collect()
}

/// The index the query sets are measured on: the default corpus as it was when their answers
/// were read (today's English then was en 2026-01-16), so that the sets measure the ranking,
/// not the publisher's edits of a newer release (a Saga's lore counter moved from 714.3a to
/// 714.3b in 2026-06-19).
fn labelled_index() -> &'static Opened {
    static INDEX: OnceLock<Opened> = OnceLock::new();
    INDEX.get_or_init(|| {
        let db = crate::common::db();
        let mut docs = comprules::model::default_corpus(db);
        let newest = docs
            .iter()
            .position(|d| d.lang == "en" && &*d.version == today())
            .expect("today's English is in the default corpus");
        docs[newest] = corpus::load("en@2026-01-16").unwrap();
        store::in_memory(db, &docs, None).unwrap()
    })
}

/// hit@1 and hit@3 of a query set (fractions), and the queries whose answer is not first.
fn measure(cases: &[Case]) -> (f64, f64, Vec<String>) {
    let mut releases: std::collections::HashMap<String, Opened> = Default::default();
    let (mut h1, mut h3) = (0, 0);
    let mut misses = Vec::new();
    for c in cases {
        let hits = match &c.scope {
            None => search::search(labelled_index(), &request(&c.query, None, 3)).unwrap(),
            Some(spec) => {
                let index = releases.entry(spec.clone()).or_insert_with(|| {
                    store::in_memory(crate::common::db(), &[corpus::load(spec).unwrap()], None)
                        .unwrap()
                });
                search::search(index, &request(&c.query, None, 3)).unwrap()
            }
        };
        let good: Vec<bool> = hits
            .iter()
            .map(|h| {
                c.answers
                    .iter()
                    .any(|(l, r)| rank_of(std::slice::from_ref(h), l, r).is_some())
            })
            .collect();
        if good.first() == Some(&true) {
            h1 += 1;
        } else {
            let top3 = if good.iter().any(|g| *g) {
                ""
            } else {
                " (not in the top 3)"
            };
            misses.push(format!("{}{top3}: {:?}", c.query, describe(&hits)));
        }
        if good.iter().any(|g| *g) {
            h3 += 1;
        }
    }
    let n = cases.len() as f64;
    (f64::from(h1) / n, f64::from(h3) / n, misses)
}

/// The query sets no ranking is tuned on and whose misses are never printed: heldout8.tsv,
/// written blind for issue 40 (docs/reference/search-semantic.md).
const HELD_OUT: &[&str] = &["heldout8.tsv"];

/// Issue 25's query set (tests/fixtures/search/queries.tsv): judge questions, references in
/// every form, Chinese and Korean terms and questions, older releases. The answer comes first
/// for at least 82% of the queries and in the top 3 for at least 91% (the issue asks 70% and
/// 90%). The held-out sets (heldout.tsv to heldout8.tsv), written before the ranking steps they
/// measure and never tuned to, say whether the ranking holds on queries it has not seen
/// (figures in docs/reference/finding.md); a ranking change that loses answers in any of them fails here.
/// Every set's answers were audited against the CR on 2026-12-02 by a reader who never ran the
/// search (a rule that states the answer as directly as those listed is an answer); heldout8's
/// were read from the CR by its writer, who had not run the search either.
#[test]
fn query_set_hit_at_1_and_3() {
    let mut failed = Vec::new();
    for (file, min1, min3) in [
        // With the ranking by meaning fused in (issue 40): every set gains or holds but
        // queries.tsv (one query first no more: 82.1% -> 81.3%, 91.9% -> 91.1%) and heldout4
        // (52.5% -> 50.0%, 60.0% -> 55.0%); docs/reference/search-semantic.md.
        ("queries.tsv", 0.81, 0.91),
        ("heldout.tsv", 0.81, 0.94),
        ("heldout2.tsv", 0.82, 0.91),
        ("heldout3.tsv", 0.60, 0.75),
        ("heldout4.tsv", 0.50, 0.55),
        ("heldout5.tsv", 0.40, 0.67),
        ("heldout6.tsv", 0.47, 0.65),
        ("heldout7.tsv", 0.55, 0.72),
        ("heldout8.tsv", 0.38, 0.54),
    ] {
        let cases = query_set(file);
        assert!(cases.len() >= 30, "{file}: {}", cases.len());
        let t = std::time::Instant::now();
        let (r1, r3, mut misses) = measure(&cases);
        // A set held out from every ranking change shows its totals only.
        if HELD_OUT.contains(&file) {
            misses.clear();
        }
        eprintln!(
            "{file}: {} queries, hit@1 {:.1}%, hit@3 {:.1}%, {:.1} ms a query\n  {}",
            cases.len(),
            r1 * 100.0,
            r3 * 100.0,
            t.elapsed().as_secs_f64() * 1000.0 / cases.len() as f64,
            misses.join("\n  ")
        );
        if r1 < min1 || r3 < min3 {
            failed.push(format!("{file}: hit@1 {r1:.3}, hit@3 {r3:.3}"));
        }
    }
    assert!(failed.is_empty(), "{failed:?}");
}

/// `--explain` says why each hit ranks where it does, with the ranking's own signals: a rule
/// number explains itself as the rule asked for (or one under it), a word query names the
/// field its words were found in, a game term named in the query raises the rules its
/// glossary entry cites. The ranking is the same with or without it, and without it no hit
/// has a reason.
#[test]
fn explain_names_the_signals_of_each_hit() {
    use comprules::search::explain::{Field, Signal};
    let ask = |q: &str, explain: bool| {
        let mut r = request(q, None, 5);
        r.explain = explain;
        search::search(corpus_index(), &r).unwrap()
    };
    let hits = ask("601.2f", true);
    assert_eq!(hits[0].rule.as_deref(), Some("601.2f"));
    assert!(
        hits[0].why.contains(&Signal::Reference {
            asked: "601.2f".into(),
            exact: true
        }),
        "{:?}",
        hits[0].why
    );
    let mut r = request("601.2", None, 30);
    r.explain = true;
    let hits = search::search(corpus_index(), &r).unwrap();
    let under = hits
        .iter()
        .find(|h| {
            h.rule
                .as_deref()
                .is_some_and(|r| r.starts_with("601.2") && r != "601.2")
        })
        .expect("a rule under 601.2");
    assert!(
        under.why.contains(&Signal::Reference {
            asked: "601.2".into(),
            exact: false
        }),
        "{:?}",
        under.why
    );
    // Words: the field they were found in, as the hit's own text has them.
    let hits = ask("total cost", true);
    let text_words = hits[0].why.iter().find_map(|s| match s {
        Signal::Words {
            field: Field::Text,
            words,
        } => Some(words.clone()),
        _ => None,
    });
    assert_eq!(
        text_words.as_deref(),
        Some(&["total".to_owned(), "cost".to_owned()][..]),
        "{:?}",
        hits[0]
    );
    assert!(hits[0].snippet.to_lowercase().contains("total cost"));
    // A glossary entry is named by its term.
    let hits = ask("mana ability", true);
    let entry = hits
        .iter()
        .find(|h| h.kind == "glossary")
        .expect("the glossary entry");
    assert!(
        entry.why.iter().any(|s| matches!(s,
            Signal::Words { field: Field::Name, words } if words.contains(&"mana".to_owned()))),
        "{:?}",
        entry.why
    );
    // A game term named among other words raises the rules its entry cites.
    let hits = ask("state based actions toughness 0", true);
    let raised: Vec<&Hit> = hits
        .iter()
        .filter(|h| h.why.iter().any(|s| matches!(s, Signal::Term { .. })))
        .collect();
    assert!(!raised.is_empty(), "{hits:?}");
    for h in raised {
        assert!(
            h.rule.as_deref().is_some_and(|r| r.starts_with("704")),
            "{h:?}"
        );
    }
    // The same ranking with or without, and no reasons without.
    for q in [
        "601.2f",
        "total cost",
        "state based actions toughness 0",
        "what is trample",
        "can a creature attack the turn it comes into play",
        "总费用",
    ] {
        let (with, without) = (ask(q, true), ask(q, false));
        let order = |v: &[Hit]| -> Vec<(String, Option<String>, Option<String>)> {
            v.iter()
                .map(|h| (h.doc.document.to_string(), h.rule.clone(), h.term.clone()))
                .collect()
        };
        assert_eq!(order(&with), order(&without), "{q}");
        assert!(without.iter().all(|h| h.why.is_empty()), "{q}");
        assert!(with.iter().all(|h| !h.why.is_empty()), "{q}: {with:?}");
    }
}

/// `cr search --explain`: the reasons under each hit in text, `why` in the JSON only when
/// asked.
#[test]
fn explain_in_text_and_json() {
    let o = cr_env(&["search", "601.2f", "-n", "1", "--json"], &[]);
    let v: Value = serde_json::from_slice(&o.stdout).unwrap();
    assert!(v["hits"][0].get("why").is_none(), "{v}");
    let o = cr_env(&["search", "601.2f", "-n", "1", "--json", "--explain"], &[]);
    let v: Value = serde_json::from_slice(&o.stdout).unwrap();
    let why = v["hits"][0]["why"].as_array().expect("why");
    assert!(
        why.iter()
            .any(|s| s["signal"] == "reference" && s["asked"] == "601.2f" && s["exact"] == true),
        "{v}"
    );
    let o = cr_env(&["search", "total", "cost", "-n", "2", "--explain"], &[]);
    let out = stdout(&o);
    assert_eq!(out.matches("\n    why:\n").count(), 2, "{out}");
    assert!(
        out.contains("words of the query in its text: “total”, “cost”"),
        "{out}"
    );
    let o = cr_env(&["search", "total", "cost", "-n", "2"], &[]);
    assert!(!stdout(&o).contains("why:"), "{}", stdout(&o));
}

/// An English release outside the default corpus is searched when named: its index is built
/// on demand and kept; "no results" names what was searched.
#[test]
fn older_releases_are_searched_when_named() {
    let o = cr_env(
        &[
            "search",
            "total cost",
            "--in",
            "en@2013-02-01",
            "-n",
            "1",
            "--json",
        ],
        &[],
    );
    let v: Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["hits"][0]["rule"], "601.2e", "{}", stderr(&o));
    assert_eq!(v["hits"][0]["version"], "2013-02-01");
    let o = cr_env(&["search", "xyzzyqq", "--in", "en@2013-02-01"], &[]);
    assert_eq!(o.status.code(), Some(0));
    assert!(stderr(&o).contains("en@2013-02-01"), "{}", stderr(&o));
    let o = cr_env(&["search", "xyzzyqq"], &[]);
    let err = stderr(&o);
    assert!(
        err.contains(&t("en@2026-01-16")) && err.contains("--in en@"),
        "{err}"
    );
}

/// The site's script reads rule references with the same grammar as `cr` (src/rule_ref.rs):
/// both run on one list of forms, the script under Node.
#[test]
#[ignore = "needs node (Node.js)"]
fn site_script_reads_references_like_the_cli() {
    let forms = [
        "601.2f",
        "rule 601.2f",
        "Rule 601.2f",
        "CR 601.2f",
        "r. 601.2f",
        "601.2 f",
        "601.2F",
        "6012f",
        "R6012f",
        "#R6012f",
        "#601.2f",
        "cr601.2f",
        "see rule 601.2f",
        "601.2f.",
        " 601.2f, ",
        "rules 601.2f",
        "601.2.f",
        "CR 601.2.F",
        "601.2(f)",
        "rule 601.2(f).",
        "601.2.fox",
        "601.2(fo)",
        "603.3B",
        "rule 702.19b",
        "cr702.2c",
        "R7045j",
        "R70219b",
        "R7045aa",
        "601.2",
        "601",
        "601.",
        "R6012",
        "R601",
        "704.5aa",
        "",
        "6012",
        "2013",
        "rule",
        "cr",
        "total cost",
        "601.2.3",
        "100.1These",
        "60",
        "0601",
        "6012fox",
        "rule of law",
        "r 601.2f",
    ];
    let script = std::fs::read_to_string(repo("src/site/assets/site.js")).unwrap();
    let begin = script.find("// ruleRef:begin").unwrap();
    let end = script.find("// ruleRef:end").unwrap();
    let program = format!(
        "var ruleRef = new Function({:?} + '; return ruleRef;')();\n\
         var forms = {};\n\
         process.stdout.write(forms.map(function (f) {{ return String(ruleRef(f)); }}).join('\\n'));",
        &script[begin..end],
        serde_json::to_string(&forms[..]).unwrap()
    );
    let js = node_lines(&program);
    let rust: Vec<String> = forms
        .iter()
        .map(|f| comprules::rule_ref::parse(f).map_or("null".to_owned(), |id| id.to_string()))
        .collect();
    for ((f, j), r) in forms.iter().zip(&js).zip(&rust) {
        assert_eq!(j, r, "{f:?}: site {j}, cr {r}");
    }
    assert_eq!(js.len(), forms.len());
}

/// A rule number of en 2026-01-16 (what rules/words/players-en.tsv cites): its counterpart by
/// content in today's English, through the history's steps (731.4 is 732.4 since 2026-06-19).
fn cited_today(rule: &str) -> String {
    static MAP: OnceLock<std::collections::HashMap<String, String>> = OnceLock::new();
    MAP.get_or_init(|| {
        let db = crate::common::db();
        let h = db.history();
        let from = h.index_of("2026-01-16").expect("en 2026-01-16 is bundled");
        let to = h.len() - 1;
        let (old, new) = (db.release(from), db.release(to));
        db.bridge(from, to)
            .into_iter()
            .map(|(a, b, _, _)| (old.rules[a].id.to_string(), new.rules[b].id.to_string()))
            .collect()
    })
    .get(rule)
    .cloned()
    .unwrap_or_else(|| rule.to_owned())
}

/// The players' words (rules/words/players-en.tsv): the first CR phrase of each is said by
/// today's English (a rule with its examples, or a glossary entry), and by the counterpart
/// today of the rule the table names in en 2026-01-16 (or one of the others is); a later phrase by today's English or an older release
/// (2008's "comes into play", 2020's "converted mana cost"); a players' word appears in
/// today's English at most in passing (in four entries at most: an obsolete term named, a
/// card's name), never as the rules' own word ("deck" is); and `cr search` reads them so,
/// saying it on stderr and in the JSON (`read`).
#[test]
fn players_words_are_read_as_the_rules_own() {
    use comprules::search::{players, schema};
    let stems =
        |t: &str| -> Vec<String> { schema::tokens(0, t).into_iter().map(|(_, s)| s).collect() };
    let has = |hay: &[String], needle: &[String]| hay.windows(needle.len()).any(|w| w == needle);
    // Each entry of a document as its stems: a rule with its examples, a glossary entry.
    let entries = |d: &Document| -> Vec<(String, Vec<String>)> {
        let rules = d.rules.iter().map(|r| {
            let mut t = r.text().to_owned();
            for e in &r.examples {
                t.push(' ');
                t.push_str(&e.body.text);
            }
            (r.id.to_string(), stems(&t))
        });
        let glossary = d.glossary.iter().map(|g| {
            (
                g.term.clone(),
                stems(&format!("{} {}", g.term, g.definition.text)),
            )
        });
        rules.chain(glossary).collect()
    };
    let today = entries(&corpus::load(&t("en@2026-01-16")).unwrap());
    let older: Vec<Vec<(String, Vec<String>)>> = ["en@2008-10-01", "en@2020-11-20"]
        .iter()
        .map(|s| entries(&corpus::load(s).unwrap()))
        .collect();
    let in_ = |es: &[(String, Vec<String>)], p: &str| {
        let p = stems(p);
        es.iter().filter(|(_, t)| has(t, &p)).count()
    };
    let table = players::table();
    assert!(table.len() >= 80, "{}", table.len());
    let mut wrong = Vec::new();
    for e in table {
        if in_(&today, &e.rules_words[0]) == 0 {
            wrong.push(format!(
                "{}: “{}” is not in today's English",
                e.typed, e.rules_words[0]
            ));
        }
        for p in &e.rules_words[1..] {
            if in_(&today, p) == 0 && older.iter().all(|o| in_(o, p) == 0) {
                wrong.push(format!("{}: “{p}” is in no English read", e.typed));
            }
        }
        let rule = today.iter().find(|(id, _)| *id == cited_today(&e.rule));
        let says = rule.is_some_and(|(_, t)| e.rules_words.iter().any(|p| has(t, &stems(p))));
        if !says {
            wrong.push(format!(
                "{}: {} says none of {:?}",
                e.typed, e.rule, e.rules_words
            ));
        }
        let own = in_(&today, &e.typed);
        if own > 4 {
            wrong.push(format!("{}: the rules' own word ({own} entries)", e.typed));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    let o = cr_env(&["search", "spell fizzled", "--limit", "1"], &[]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stderr(&o).contains("“fizzled”"), "{}", stderr(&o));
    let o = cr_env(&["search", "fizzle", "--limit", "1", "--json"], &[]);
    let v: Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["read"][0]["typed"], "fizzle");
    assert!(
        v["read"][0]["rules_words"]
            .as_array()
            .is_some_and(|a| !a.is_empty())
    );
}

/// The site reads players' words as `cr search` does (src/site/assets/site.js, `players`, on
/// the table `cr docs` writes into filler.js): the same words read, whatever their ending,
/// each replaced by today's CR phrase; words that are none left as they are.
#[test]
#[ignore = "needs nodejs: apt-get install -y nodejs"]
fn the_site_reads_players_words_as_cr_search_does() {
    use comprules::search::players;
    let queries = [
        "spell fizzles",
        "fizzled",
        "stealing a creature",
        "who is on the play",
        "etb trigger",
        "when does damage wear off",
        "bounced",
        "cmc of a split card",
        "mana burn",
        "total cost",
        "deck",
        "play a land",
    ];
    let table: Vec<(&str, &Vec<String>)> = players::table()
        .iter()
        .map(|e| (e.typed.as_str(), &e.rules_words))
        .collect();
    let script = std::fs::read_to_string(repo("src/site/assets/site.js")).unwrap();
    let part = |name: &str| {
        let begin = script.find(&format!("// {name}:begin")).unwrap();
        let end = script.find(&format!("// {name}:end")).unwrap();
        &script[begin..end]
    };
    let program = format!(
        "var window = {{ CR_SEARCH_FILLER: {{ players: {} }} }};\n\
         var players = new Function('window', {:?} + '; return players;')(window);\n\
         var qs = {};\n\
         process.stdout.write(qs.map(function (q) {{ return players(q.split(' ')).join('|'); }}).join('\\n'));",
        serde_json::to_string(&table).unwrap(),
        format!("{}{}", part("endings"), part("players")),
        serde_json::to_string(&queries[..]).unwrap()
    );
    let js = node_lines(&program);
    assert_eq!(js.len(), queries.len());
    for (q, j) in queries.iter().zip(&js) {
        let read = players::read(q).read;
        let site: Vec<&str> = j.split('|').collect();
        if read.is_empty() {
            assert_eq!(
                site,
                q.split(' ').collect::<Vec<_>>(),
                "{q:?}: the site read a players' word"
            );
        }
        // Each players' word as typed and every phrase of the rules cr reads it as, each one
        // of the site's words.
        for r in &read {
            assert!(
                site.contains(&r.typed.as_str()),
                "{q:?}: site {site:?} lost {:?}",
                r.typed
            );
            for phrase in &r.rules_words {
                assert!(
                    site.contains(&phrase.as_str()),
                    "{q:?}: site {site:?}, cr read {r:?}"
                );
            }
        }
    }
}

/// The lines a node program prints (the site's script's functions run as the browser would).
fn node_lines(program: &str) -> Vec<String> {
    let o = std::process::Command::new("node")
        .arg("-e")
        .arg(program)
        .output()
        .expect("node runs");
    assert!(o.status.success(), "{}", stderr(&o));
    stdout(&o).split('\n').map(str::to_owned).collect()
}

/// The vectors shipped in rules/en/meanings.bin hold every rule text of the English releases
/// the default corpus and the recent releases name, so that building the default index
/// encodes nothing (after packing a release: `cargo run --release --example pack_history --
/// --meanings`).
#[test]
fn the_shipped_vectors_cover_the_bundled_rules() {
    use comprules::search::semantic;
    let table = semantic::Table::shipped();
    let texts = semantic::texts_of(&semantic::shipped_documents(crate::common::db()));
    assert!(texts.len() > 3000, "{}", texts.len());
    let missing: Vec<&String> = texts
        .iter()
        .filter(|t| !table.contains(semantic::hash_of(t)))
        .collect();
    assert!(
        missing.is_empty(),
        "{} texts have no shipped vector (run the pack_history example with --meanings): {:?}",
        missing.len(),
        &missing[..missing.len().min(3)]
    );
}

/// A question in words is read by meaning: the model's closest rule to the words of 111.2
/// is 111.2 itself (in every English release of the index, one rank for one text), looked up
/// through the shipped vectors; with `--explain` the fused ranking says which hits the meaning
/// raised. A short query is not read by the model.
#[test]
fn a_question_in_other_words_is_read_by_meaning() {
    use comprules::search::explain::Signal;
    use comprules::search::{encoder, semantic};
    let q = "The player who creates a token is its owner.";
    assert!(semantic::asks_in_words(q));
    let meanings = corpus_index()
        .meanings()
        .expect("the index keeps its vectors");
    let v = encoder::shared().unwrap().encode(&[q]).unwrap();
    let near = meanings.nearest(&v[0], None, 5);
    let first: Vec<&str> = near
        .iter()
        .filter(|(_, _, rank)| *rank == 0)
        .map(|(_, r, _)| *r)
        .collect();
    assert!(
        !first.is_empty() && first.iter().all(|r| *r == "111.2"),
        "{near:?}"
    );
    assert!(near.windows(2).all(|w| w[0].2 <= w[1].2));
    let mut r = request(q, None, 10);
    r.explain = true;
    let hits = search::search(corpus_index(), &r).unwrap();
    assert!(
        hits.iter()
            .any(|h| h.why.iter().any(|s| matches!(s, Signal::Meaning { .. }))),
        "{:?}",
        describe(&hits)
    );
    let mut r = request("total cost", None, 10);
    r.explain = true;
    let hits = search::search(corpus_index(), &r).unwrap();
    assert!(
        !hits
            .iter()
            .any(|h| h.why.iter().any(|s| matches!(s, Signal::Meaning { .. })))
    );
}
