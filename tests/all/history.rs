//! The English history (issue 11): every release bundled byte for byte and parsed with its
//! exact rule count, the fingerprint over all of them, alignment through the chain of releases,
//! and `cr history`.

use crate::common::{blob, cr, repo, stdout};
use comprules::align::Alignment;
use comprules::document::Document;
use comprules::history::{self, RELEASES};
use comprules::{RuleId, corpus};
use std::collections::HashMap;

/// The provenance table copied with the files (rules/en/SOURCES.md): file → (bytes, blob prefix).
fn sources() -> HashMap<String, (u64, String)> {
    let text = std::fs::read_to_string(repo("rules/en/SOURCES.md")).unwrap();
    text.lines()
        .filter_map(|l| {
            let f: Vec<&str> = l.split('|').map(str::trim).collect();
            let name = f.get(1)?.strip_prefix("cr-")?.strip_suffix(".txt")?;
            Some((name.to_owned(), (f[2].parse().ok()?, f[3].to_owned())))
        })
        .collect()
}

#[test]
fn every_release_is_bundled_byte_for_byte() {
    let sources = sources();
    assert_eq!(RELEASES.len(), 113, "every official TXT release 2003-2026");
    assert_eq!(sources.len(), RELEASES.len());
    let mut seen = 0;
    history::PACK
        .each(|i, bytes| {
            let r = &RELEASES[i];
            let (size, prefix) = &sources[&r.label];
            assert_eq!(bytes.len() as u64, *size, "{}: size", r.label);
            assert_eq!(r.bytes, *size, "{}: size in RELEASES.tsv", r.label);
            let hash = blob(bytes);
            assert!(
                hash.starts_with(prefix.as_str()),
                "{}: blob {hash}",
                r.label
            );
            assert_eq!(hash, r.blob, "{}: blob in RELEASES.tsv", r.label);
            seen += 1;
        })
        .unwrap();
    assert_eq!(seen, 113);
    // One release on its own (through its key frame) is the same as in the pass.
    let r = history::find("2009-10-01").unwrap();
    assert_eq!(blob(&r.bytes().unwrap()), r.blob);
}

#[test]
fn every_release_parses_with_its_exact_rule_count_and_date() {
    let docs = history::load_all();
    let mut previous = String::new();
    for (doc, r) in docs.iter().zip(RELEASES.iter()) {
        assert_eq!(
            doc.rules.len(),
            r.rule_lines,
            "{}: rules found by the parser against lines that start with a rule number",
            r.label
        );
        assert_eq!(doc.version, &*r.effective, "{}", r.label);
        assert!(
            doc.version.len() == 10 && doc.version > previous,
            "{} in order",
            r.label
        );
        assert!(
            doc.stray.len() < 20,
            "{}: {} stray paragraphs",
            r.label,
            doc.stray.len()
        );
        previous = doc.version.clone();
    }
    // The formats of two decades: 2003 (chapters 1-5 of the old numbering), UTF-16, CR-only.
    let first = &docs[0];
    assert_eq!(first.version, "2003-03-15");
    assert!(first.rule(&"409.1f".parse().unwrap()).is_some());
}

#[test]
fn releases_are_found_by_effective_date_and_by_label() {
    // The file labelled 2021-11-15 is effective November 19, 2021.
    let by_label = corpus::find_bundled("en", Some("2021-11-15")).unwrap();
    let by_date = corpus::find_bundled("en", Some("2021-11-19")).unwrap();
    assert_eq!(by_label.path, by_date.path);
    assert_eq!(by_date.version, "2021-11-19");
    assert_eq!(
        corpus::find_bundled("en", None).unwrap().version,
        crate::common::today()
    );
    let o = cr(&["corpus", "--json"]);
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let en = v
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["lang"] == "en")
        .count();
    assert_eq!(en, 113);
    let o = cr(&["show", "601.2e", "--in", "en@2009-10-01"]);
    assert!(stdout(&o).contains("total cost"), "{}", stdout(&o));
}

#[test]
fn fingerprints_name_the_release_or_an_honest_range() {
    let m = crate::common::db();
    let check = |spec: &str, follows: &str, range: (&str, &str)| {
        let doc = corpus::load(spec).unwrap();
        let f = m.follows(&doc);
        let v = |i: usize| &*RELEASES[i].effective;
        assert_eq!(
            (v(f.release), (v(f.range.0), v(f.range.1))),
            (follows, range),
            "{spec}: candidates {:?}",
            f.candidates
        );
        assert!(!f.newer_than_all(), "{spec}: {:?}", f.new_rules);
    };
    check("zh@2023-10-13", "2023-10-13", ("2023-10-13", "2023-10-13"));
    check("ko@2017-07-08", "2017-07-08", ("2017-07-08", "2017-07-08"));
    // The seeds cover a few rules: a range of releases whose 601.2 they cannot tell apart.
    let fr = m.follows(&corpus::load("fr").unwrap());
    let it = m.follows(&corpus::load("it").unwrap());
    let v = |i: usize| &*RELEASES[i].effective;
    assert!(
        v(fr.range.0) >= "2015-07-17" && fr.range.0 < fr.range.1,
        "fr {:?}",
        fr.range
    );
    assert!(
        v(it.range.1) <= "2015-03-27" && it.range.0 < it.range.1,
        "it {:?}",
        it.range
    );
}

#[test]
fn a_translation_of_a_newer_release_says_so() {
    // The newest release with a rule added to its 700s: as if translated from a release the
    // bundle does not have yet.
    let newest = history::newest();
    let mut text = String::from_utf8(newest.bytes().unwrap()).unwrap();
    // Whatever line ending the publisher used this time (CR before 2026, LF since).
    let nl = ["\r\n", "\r", "\n"]
        .into_iter()
        .find(|nl| text.contains(&format!("{nl}701. ")))
        .expect("chapter 701 heading");
    let at = text.rfind(&format!("{nl}701. ")).unwrap();
    text.insert_str(
        at,
        &format!("{nl}700.99. A rule from a release newer than the bundle.{nl}"),
    );
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("newer.txt");
    std::fs::write(&p, text).unwrap();
    let doc = corpus::read_file("en", &p).unwrap();
    let f = crate::common::db().follows(&doc);
    assert_eq!(f.release, newest.index);
    assert_eq!(f.new_rules, vec!["700.99".parse::<RuleId>().unwrap()]);
    let o = cr(&["fingerprint", &format!("en:{}", p.display()), "--json"]);
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["newer_than_all"], true);
    assert_eq!(v["new_rules"][0], "700.99");
}

/// Gold pairs from unchanged English text: for each rule of the translation (numbered as the
/// release it follows), the rule of `other` whose text is the same as the followed release's
/// rule, where that text is unique on both sides.
fn gold(followed: &Document, other: &Document) -> Vec<(RuleId, RuleId)> {
    let norm = |t: &str| {
        t.split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
            .replace(['’', '‘'], "'")
            .replace(['“', '”'], "\"")
    };
    let index = |d: &Document| {
        let mut m: HashMap<String, Vec<RuleId>> = HashMap::new();
        for r in &d.rules {
            if r.text().len() > 30 {
                m.entry(norm(r.text())).or_default().push(r.id);
            }
        }
        m
    };
    let (a, b) = (index(followed), index(other));
    a.iter()
        .filter_map(|(t, x)| match (x.as_slice(), b.get(t).map(Vec::as_slice)) {
            ([x], Some([y])) => Some((*x, *y)),
            _ => None,
        })
        .collect()
}

fn accuracy(a: &Alignment<'_>, gold: &[(RuleId, RuleId)]) -> f64 {
    let ok = gold
        .iter()
        .filter(|(x, y)| {
            let i = a.left.rules.iter().position(|r| r.id == *x);
            i.and_then(|i| a.of_left(i))
                .is_some_and(|p| a.right.rules[p.right].id == *y)
        })
        .count();
    ok as f64 / gold.len() as f64
}

#[test]
fn translations_align_with_releases_years_apart_through_the_history() {
    let m = crate::common::db();
    for (spec, other, at_least) in [
        ("zh@2023-10-13", "2013-02-01", 0.97),
        ("ko@2017-07-08", "2026-01-16", 0.95),
        ("ko@2017-07-08", "2009-10-01", 0.95),
    ] {
        let doc = corpus::load(spec).unwrap();
        let followed = m.followed(&doc);
        let other = m.english(other).unwrap();
        let gold = gold(&followed, &other);
        assert!(gold.len() > 300, "{spec}: {} gold pairs", gold.len());
        let through = accuracy(&m.align(&doc, &other), &gold);
        let direct = accuracy(&m.align_directly(&doc, &other), &gold);
        eprintln!(
            "{spec} ↔ en {}: {} gold pairs, through the history {through:.4}, directly {direct:.4}",
            other.version,
            gold.len()
        );
        assert!(through >= at_least, "{spec} ↔ {}: {through}", other.version);
        assert!(
            through >= direct,
            "{spec}: the history must not do worse than directly"
        );
    }
}

#[test]
fn english_releases_align_through_the_steps() {
    let m = crate::common::db();
    let (old, new) = (
        m.english("2013-02-01").unwrap(),
        m.english("2026-01-16").unwrap(),
    );
    let a = m.align(&old, &new);
    let gold = gold(&old, &new);
    let acc = accuracy(&a, &gold);
    assert!(acc >= 0.99, "{acc}");
    let map = |s: &str| a.map_id(&s.parse().unwrap()).map(|r| r.to_string());
    assert_eq!(map("601.2e").as_deref(), Some("601.2f"), "total cost");
    assert_eq!(map("702.45").as_deref(), Some("702.47"), "splice");
    assert_eq!(map("117.8").as_deref(), Some("118.8"));
    // And back: the same pairs, mirrored.
    let b = m.align(&new, &old);
    assert_eq!(a.pairs.len(), b.pairs.len());
}

#[test]
fn the_shipped_steps_are_current() {
    let shipped = history::steps::decode(history::steps::SHIPPED_BYTES)
        .expect("rules/en/steps.bin was made for this pack: cargo run --release --example pack_history -- --steps");
    assert_eq!(shipped.len() + 1, RELEASES.len());
    let computed = history::steps::compute_all();
    for (k, (s, c)) in shipped.iter().zip(&computed).enumerate() {
        assert!(
            s == c,
            "step {} → {} differs from what the aligner finds now: run \
             cargo run --release --example pack_history -- --steps",
            RELEASES[k].effective,
            RELEASES[k + 1].effective
        );
    }
}

/// What every bundled translation follows ships decided (issue 22): the shipped verdicts
/// are current, and a run answers from them (the same verdict the history gives).
#[test]
fn the_shipped_verdicts_are_current() {
    use comprules::history::verdicts;
    let shipped = verdicts::File::decode(verdicts::SHIPPED_BYTES, &verdicts::bundled_stamp())
        .expect(
            "rules/en/verdicts.json.zst was made for this pack and these steps: \
         cargo run --release --example pack_history -- --verdicts",
        );
    let computed = comprules::model::shipped_verdicts(crate::common::db());
    assert_eq!(shipped.verdicts.len(), computed.verdicts.len());
    for (s, c) in shipped.verdicts.iter().zip(&computed.verdicts) {
        assert!(
            s == c,
            "the verdict of {} differs from what the history decides now: run \
             cargo run --release --example pack_history -- --verdicts",
            s.key
        );
    }
    // Every bundled translation has its verdict, found by content.
    for b in comprules::corpus::bundled()
        .iter()
        .filter(|b| b.release().is_none())
    {
        let d = b.load();
        assert!(
            verdicts::shipped(&verdicts::key(&d)).is_some(),
            "{}",
            d.name
        );
    }
}

/// A user's file is decided once: its verdict is kept in the cache directory by content,
/// and the next run reads it (the file there is what `cr` wrote: same verdict).
#[test]
fn a_user_files_verdict_is_kept_by_content() {
    let cache = tempfile::tempdir().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("seed.txt");
    std::fs::copy(repo("rules/it/seed.txt"), &path).unwrap();
    let spec = format!("it:{}", path.display());
    let env = [("CR_CACHE_DIR", cache.path().to_str().unwrap())];
    let first = crate::common::cr_env(&["fingerprint", &spec, "--format", "json"], &env);
    assert_eq!(
        first.status.code(),
        Some(0),
        "{}",
        crate::common::stderr(&first)
    );
    let kept = || -> Vec<std::path::PathBuf> {
        std::fs::read_dir(cache.path().join("follows"))
            .map(|d| d.map(|e| e.unwrap().path()).collect())
            .unwrap_or_default()
    };
    let kept1 = kept();
    // The Italian seed's copy has its shipped verdict (same language, version and text):
    // nothing to keep. A changed copy is decided and kept.
    assert!(kept1.is_empty(), "{kept1:?}");
    let mut text = std::fs::read_to_string(&path).unwrap();
    text.push_str("\n601.2h Regola aggiunta per la prova.\n");
    std::fs::write(&path, text).unwrap();
    let second = crate::common::cr_env(&["fingerprint", &spec, "--format", "json"], &env);
    assert_eq!(second.status.code(), Some(0));
    let kept = kept();
    assert_eq!(kept.len(), 1, "{kept:?}");
    let bytes = std::fs::read(&kept[0]).unwrap();
    use comprules::history::verdicts;
    assert!(verdicts::File::decode(&bytes, &verdicts::bundled_stamp()).is_some());
    let third = crate::common::cr_env(&["fingerprint", &spec, "--format", "json"], &env);
    assert_eq!(
        crate::common::stdout(&second),
        crate::common::stdout(&third)
    );
}

#[test]
fn history_of_total_cost() {
    let o = cr(&["history", "601.2f", "--json"]);
    assert_eq!(o.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["rule"], "601.2f");
    let lineage = v["lineage"].as_array().unwrap();
    assert_eq!(
        lineage.len(),
        RELEASES.len(),
        "total cost exists in every release"
    );
    let number = |version: &str| {
        lineage
            .iter()
            .find(|e| e["version"] == version)
            .map(|e| e["number"].as_str().unwrap().to_owned())
    };
    assert_eq!(number("2003-03-15").as_deref(), Some("409.1f"));
    assert_eq!(number("2009-07-11").as_deref(), Some("601.2e"));
    assert_eq!(number("2015-03-27").as_deref(), Some("601.2e"));
    assert_eq!(number("2015-07-17").as_deref(), Some("601.2f"));
    let change = |version: &str| {
        lineage
            .iter()
            .find(|e| e["version"] == version)
            .map(|e| e["change"].as_str().unwrap().to_owned())
    };
    assert_eq!(change("2003-03-15").as_deref(), Some("added"));
    assert!(change("2015-07-17").unwrap().starts_with("renumbered"));
    assert!(v.get("removed").is_none());
    // Placed on the Italian seed: its 601.2e is the English total cost.
    let o = cr(&["history", "601.2e", "--in", "it", "--json"]);
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["lang"], "it");
    assert_eq!(v["english"], "601.2e");
    let last = v["lineage"].as_array().unwrap().last().unwrap().clone();
    assert_eq!(last["number"], "601.2f");
    // Text output folds runs of unchanged releases.
    let o = cr(&["history", "601.2f"]);
    let text = stdout(&o);
    assert!(text.contains("409.1f") && text.contains("601.2e"), "{text}");
    assert!(text.lines().count() < 60, "{text}");
}

/// One database per run (issue 22): what `CR_STATS=1` says a run did.
fn work(args: &[&str]) -> (usize, usize, usize, usize) {
    let cache = tempfile::tempdir().unwrap();
    work_in(cache.path(), args)
}

/// [`work`] with this user cache.
fn work_in(cache: &std::path::Path, args: &[&str]) -> (usize, usize, usize, usize) {
    let o = crate::common::cr_env(
        args,
        &[("CR_STATS", "1"), ("CR_CACHE_DIR", cache.to_str().unwrap())],
    );
    let err = crate::common::stderr(&o);
    let line = err
        .lines()
        .find(|l| l.contains("work done"))
        .unwrap_or_else(|| panic!("{args:?}: {err}"));
    let n: Vec<usize> = line
        .split(|c: char| !c.is_ascii_digit())
        .filter_map(|w| w.parse().ok())
        .collect();
    (n[0], n[1], n[2], n[3])
}

/// `cr lint` on the bundled corpus reads each document once (the four translations, the four
/// releases they follow, the newest release), decides nothing (the verdicts are shipped),
/// aligns nothing by content, and composes each pair once through the history: each
/// translation with its English (4), the translations of one script with each other (fr↔it,
/// ko↔zh, each direction: 4), the releases two translations follow (2). `cr docs` reads each
/// release once (110) and each translation once, also for the lint it runs. `staleness` reads
/// the older English of each release a whole translation follows: three releases each (zh
/// 2023 and ko 2017: 6), in an empty user cache (each of these runs has its own), so that
/// `cr docs`, whose walk through the history does not keep its releases, reads those 6 once
/// more for its lint; the next run reads them from the cache (see below).
#[test]
fn a_run_reads_each_document_once_and_aligns_each_pair_once() {
    let (parsed, aligned, composed, decided) = work(&["lint"]);
    assert_eq!((parsed, aligned, composed, decided), (9 + 6, 0, 10, 0));
    let site = tempfile::tempdir().unwrap();
    let out = site.path().join("site");
    let (parsed, aligned, _, decided) = work(&["docs", "--out", out.to_str().unwrap()]);
    assert_eq!((parsed, aligned, decided), (RELEASES.len() + 4 + 6, 0, 0));
    // A release named on the command line is the release the translation follows: one
    // parse, whichever stage asks for it.
    let (parsed, aligned, composed, decided) =
        work(&["lint", "zh@2023-10-13", "--against", "en@2023-10-13"]);
    assert_eq!((parsed, aligned, composed, decided), (2 + 3, 0, 1, 0));
    let (parsed, _, _, _) = work(&["update", "zh", "--to", "en@2026-01-16", "--format", "json"]);
    assert_eq!(
        parsed, 3,
        "the translation, the release it follows, the target"
    );
}

/// The lineages of a whole release, and the older English of the releases the translations
/// follow, depend on the compiled-in history alone: the first `cr docs` keeps them in the
/// user cache, and the next reads them back rather than walk the 110 releases again or parse
/// the older releases, for the same site byte for byte. A kept file that is damaged is
/// computed again, never trusted.
#[test]
fn the_histories_are_kept_between_runs_and_a_damaged_copy_is_not_trusted() {
    let cache = tempfile::tempdir().unwrap();
    let site = tempfile::tempdir().unwrap();
    let out = |n: &str| site.path().join(n).to_str().unwrap().to_owned();
    let (first, ..) = work_in(cache.path(), &["docs", "--out", &out("a")]);
    assert_eq!(first, RELEASES.len() + 4 + 6);
    let kept: Vec<_> = std::fs::read_dir(cache.path().join("lineages"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(kept.len(), 1, "one file: the newest release's lineages");
    let older: Vec<_> = std::fs::read_dir(cache.path().join("older"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(older.len(), 2, "the releases zh 2023 and ko 2017 follow");
    let (second, ..) = work_in(cache.path(), &["docs", "--out", &out("b")]);
    assert_eq!(
        second, 10,
        "the four translations, the newest release, the four releases the translations follow, \
         the release the engine's CR tags cite (links::CANONICAL)"
    );
    let damage = |path: &std::path::Path| {
        let bytes = std::fs::read(path).unwrap();
        let mut damaged = bytes.clone();
        let last = damaged.len() - 1;
        damaged[last] ^= 0x55;
        std::fs::write(path, &damaged).unwrap();
        bytes
    };
    let (lineages, old) = (damage(&kept[0]), damage(&older[0]));
    let (third, ..) = work_in(cache.path(), &["docs", "--out", &out("c")]);
    assert_eq!(third, first - 3, "damaged copies are computed again");
    assert_eq!(std::fs::read(&kept[0]).unwrap(), lineages, "and kept again");
    assert_eq!(std::fs::read(&older[0]).unwrap(), old);
    let files = |name: &str| crate::common::snapshot(std::path::Path::new(&out(name)));
    let a = files("a");
    assert!(a.len() > 400, "{} files", a.len());
    assert!(a == files("b"), "the same site from the kept histories");
    assert!(a == files("c"), "the same site after a damaged copy");
}

/// 704.5f (420.5b until 2009): the archive's files of 2008-05-01 hold `owner?s` and `can?t`
/// where the releases around them hold `owner's` and `can't` — a change of encoding, not of the
/// rule: neither 2008-05-01 nor 2008-07-15 is a change; 2009-07-11's rewording is.
#[test]
fn a_change_of_encoding_is_no_change_of_the_rule() {
    let o = cr(&["history", "704.5f", "--json"]);
    assert_eq!(o.status.code(), Some(0), "{}", crate::common::stderr(&o));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let lineage = v["lineage"].as_array().unwrap();
    let change = |version: &str| {
        lineage
            .iter()
            .find(|e| e["version"] == version)
            .map(|e| e["change"].as_str().unwrap().to_owned())
    };
    assert_eq!(change("2008-05-01").as_deref(), Some("unchanged"));
    assert_eq!(change("2008-07-15").as_deref(), Some("unchanged"));
    assert_eq!(change("2009-07-11").as_deref(), Some("renumbered-changed"));
    let text = stdout(&cr(&["history", "704.5f"]));
    assert!(!text.contains("owner?s"), "{text}");
}
