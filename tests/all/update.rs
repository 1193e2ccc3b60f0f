//! `cr update` on real bundled data: the Italian seed carried over the July 2015 insertion of
//! 601.2e, the Chinese 2023-10-13 translation carried to 2026-01-16 (checked against pairs
//! derived from unchanged English text), and the file-level promises: encoding, BOM and line
//! endings kept, whole-or-nothing writes, `--in-place` backups, `--out` never the input, the
//! JSON report and the XLIFF of what is left to do.

use crate::common::{assert_error, cr, stderr, stdout};
use comprules::parse::Format;
use comprules::update::{self, MARK_REVIEW, MARK_TRANSLATE, Status};
use comprules::{Document, RuleId, corpus, inline};
use std::collections::HashMap;
use std::path::Path;

fn id(s: &str) -> RuleId {
    s.parse().unwrap()
}

fn reparse(bytes: &[u8], lang: &str) -> Document {
    corpus::from_bytes(bytes, lang, "updated.txt", "updated", Format::Text).unwrap()
}

/// A text with its rule references masked and white space collapsed.
fn masked(text: &str) -> String {
    let mut t = text.to_owned();
    for r in inline::references(text).iter().rev() {
        t.replace_range(r.at.start..r.at.end, "§");
    }
    t.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn unmarked(text: &str) -> &str {
    text.trim_start_matches(MARK_REVIEW)
        .trim_start_matches(MARK_TRANSLATE)
        .trim_start()
}

/// CR 601.2: the new 601.2e of July 2015 ("the game checks…") pushes total cost to 601.2f.
#[test]
fn italian_seed_moves_601_2e_g_to_601_2f_h_and_inserts_the_new_601_2e() {
    let it = corpus::load("it@seed").unwrap();
    let en15 = corpus::load("en@2015-07-17").unwrap();
    let u = update::update(&it, &en15).unwrap();
    assert!(
        u.follows.version.as_str() < "2015-07-17",
        "{}",
        u.follows.version
    );
    let moves: Vec<(String, Option<String>, Status)> = u
        .rules
        .iter()
        .map(|r| (r.number.to_string(), r.was.map(|w| w.to_string()), r.status))
        .collect();
    let numbers: Vec<&str> = moves.iter().map(|m| m.0.as_str()).collect();
    // A fragment stays a fragment: 601.2a–h, not the whole of 601.
    assert_eq!(
        numbers,
        [
            "601.2a", "601.2b", "601.2c", "601.2d", "601.2e", "601.2f", "601.2g", "601.2h"
        ]
    );
    let was = |n: &str| moves.iter().find(|m| m.0 == n).unwrap().1.clone();
    assert_eq!(was("601.2e"), None);
    assert_eq!(was("601.2f").as_deref(), Some("601.2e"));
    assert_eq!(was("601.2g").as_deref(), Some("601.2f"));
    assert_eq!(was("601.2h").as_deref(), Some("601.2g"));
    assert_eq!(moves[4].2, Status::Added);
    assert!(u.removed.is_empty(), "{:?}", u.removed);

    let (bytes, _) = u.encode(&it);
    let out = reparse(&bytes, "it");
    assert_eq!(out.rules.len(), 8);
    // Each Italian rule at its new number, with its own text.
    for (new, old) in [
        ("601.2f", "601.2e"),
        ("601.2g", "601.2f"),
        ("601.2h", "601.2g"),
    ] {
        let text = out.rule(&id(new)).unwrap().text();
        assert_eq!(unmarked(text), it.rule(&id(old)).unwrap().text(), "{new}");
    }
    // The new 601.2e, in English, marked for translation.
    let e = out.rule(&id("601.2e")).unwrap().text();
    assert_eq!(
        e,
        format!(
            "{MARK_TRANSLATE} {}",
            en15.rule(&id("601.2e")).unwrap().text()
        )
    );
    assert!(e.contains("legally be cast"), "{e}");
    // Rules whose English did not change keep their bytes (601.2d, hard-wrapped lines and all);
    // 601.2a changed in English ("To propose the casting of a spell…"): kept, marked.
    let text = String::from_utf8(bytes.clone()).unwrap();
    let d = it.rule(&id("601.2d")).unwrap();
    assert_eq!(moves[3].2, Status::Kept);
    assert!(text.contains(&it.text[d.span.start..d.span.end]));
    assert_eq!(moves[0].2, Status::Changed);
    assert!(text.starts_with(&format!("601.2a {MARK_REVIEW} Il giocatore dichiara")));

    // The same through the binary: the translation on stdout, the report on stderr.
    let o = cr(&["update", "it@seed", "--to", "en@2015-07-17"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(o.stdout, bytes);
    assert!(stderr(&o).contains("+ 601.2e"), "{}", stderr(&o));
}

/// Gold pairs: rules whose normalised English text is identical in both releases and unique
/// on both sides.
fn gold_pairs(old: &Document, new: &Document) -> Vec<(RuleId, RuleId)> {
    let norm = |t: &str| t.split_whitespace().collect::<Vec<_>>().join(" ");
    let index = |d: &Document| {
        let mut m: HashMap<String, Vec<RuleId>> = HashMap::new();
        for r in &d.rules {
            m.entry(norm(r.text())).or_default().push(r.id);
        }
        m
    };
    let (a, b) = (index(old), index(new));
    let mut v: Vec<(RuleId, RuleId)> = a
        .iter()
        .filter_map(
            |(t, ids)| match (ids.as_slice(), b.get(t).map(Vec::as_slice)) {
                ([x], Some([y])) if !t.is_empty() => Some((*x, *y)),
                _ => None,
            },
        )
        .collect();
    v.sort();
    v
}

/// The acceptance test of issue 15: the bundled Chinese 2023-10-13 translation updated to
/// 2026-01-16 carries every rule whose English did not change to the right number with its
/// Chinese text, and marks every new or changed English rule.
#[test]
fn chinese_2023_to_2026_carries_every_unchanged_rule_and_marks_the_rest() {
    let zh = corpus::load("zh@2023-10-13").unwrap();
    let en23 = corpus::load("en@2023-10-13").unwrap();
    let en26 = corpus::load("en@2026-01-16").unwrap();
    let u = update::update(&zh, &en26).unwrap();
    assert_eq!(u.follows.version, "2023-10-13");
    // A whole translation: one entry per rule of the target release.
    assert_eq!(u.rules.len(), en26.rules.len());
    let (bytes, _) = u.encode(&zh);
    let out = reparse(&bytes, "zh");
    assert_eq!(out.rules.len(), en26.rules.len());
    assert_eq!(
        out.version, "2026-01-16",
        "the effective date follows the target"
    );
    assert!(
        out.rules.iter().zip(&en26.rules).all(|(a, b)| a.id == b.id),
        "every rule at the target's number, in its order"
    );

    let gold = gold_pairs(&en23, &en26);
    let zh_ids: HashMap<RuleId, usize> = zh.rules.iter().fold(HashMap::new(), |mut m, r| {
        *m.entry(r.id).or_default() += 1;
        m
    });
    let mut checked = 0;
    let mut carried = 0;
    let mut moved = 0;
    let mut wrong = Vec::new();
    for (old, new) in &gold {
        if zh_ids.get(old) != Some(&1) {
            continue;
        }
        checked += 1;
        let src = zh.rule(old).unwrap().text();
        let got = out.rule(new).map(|r| r.text()).unwrap_or("");
        if masked(got) == masked(src) && !got.starts_with('[') {
            carried += 1;
            moved += (old != new) as usize;
        } else {
            wrong.push(format!("{old} → {new}"));
        }
    }
    eprintln!(
        "zh 2023 → 2026: {carried}/{checked} gold pairs carried ({moved} to a new number), {} gold pairs in all",
        gold.len()
    );
    assert!(checked > 2000, "{checked}");
    assert!(moved > 100, "{moved}");
    // Every one, the Transform and Convert subrules included (701.28b–d and 701.50b–d in
    // 2023, near-identical, whose groups swapped places in June 2025).
    assert!(wrong.is_empty(), "{} not carried: {:?}", wrong.len(), wrong);
    assert_eq!(checked, gold.len(), "every gold pair has one Chinese rule");

    // Every new or changed English rule (its text, references masked, not in 2023) is marked.
    let old_texts: std::collections::HashSet<String> =
        en23.rules.iter().map(|r| masked(r.text())).collect();
    let mut unmarked_new = Vec::new();
    let mut new_or_changed = 0;
    for (g, r) in en26.rules.iter().enumerate() {
        if old_texts.contains(&masked(r.text())) {
            continue;
        }
        new_or_changed += 1;
        let t = out.rules[g].text();
        if !(t.starts_with(MARK_REVIEW) || t.starts_with(MARK_TRANSLATE)) {
            unmarked_new.push(r.id.to_string());
        }
    }
    let (changed, added) = (u.count(Status::Changed), u.count(Status::Added));
    eprintln!(
        "zh 2023 → 2026: {new_or_changed} new or changed English rules by text; update: {} kept, {} renumbered, {changed} changed, {added} added, {} removed, {} references renumbered",
        u.count(Status::Kept),
        u.count(Status::Renumbered),
        u.removed.len(),
        u.references
    );
    assert!(unmarked_new.is_empty(), "{unmarked_new:?}");
    // Marks are exactly the statuses.
    for (r, c) in out.rules.iter().zip(&u.rules) {
        let marked = match c.status {
            Status::Changed => r.text().starts_with(MARK_REVIEW),
            Status::Added => r.text().starts_with(MARK_TRANSLATE),
            _ => !r.text().starts_with("[cr:"),
        };
        assert!(marked, "{} {:?}", r.id, c.status);
    }
    // The glossary pairs (the Chinese glossary keeps the English order) and is updated too.
    let g = u.glossary.as_ref().expect("the Chinese glossary pairs");
    assert_eq!(g.entries.len(), en26.glossary.len());
    assert_eq!(out.glossary.len(), en26.glossary.len());
}

/// The lines of a file's table of contents: the front matter's lines of a heading's form
/// (`7. 附加规则`, `719. 操控其他牌手`), before the first heading of the rules.
fn contents_lines(doc: &Document) -> Vec<&str> {
    let end = doc.headings.first().map_or(0, |h| h.span.start);
    doc.text[..end]
        .lines()
        .filter(|l| is_heading_line(l))
        .collect()
}

/// A line of a section's or a chapter's heading form: `7. 附加规则`, `719. Case Cards`.
fn is_heading_line(line: &str) -> bool {
    let n = line.find(". ").unwrap_or(0);
    (n == 1 || n == 3) && line[..n].bytes().all(|b| b.is_ascii_digit())
}

/// The table of contents follows the target's headings: 2024–2025 added the chapters 719
/// (Case Cards), 720 (Omen Cards), 721 (Station Cards) and 727 (Rad Counters) and moved the
/// Chinese 719–728 to 722–732; the table lists the new ones in English, marked, and the
/// Chinese ones at their new numbers, exactly as the headings of the rules do.
#[test]
fn the_table_of_contents_lists_new_chapters_in_english_and_moves_the_rest() {
    let zh = corpus::load("zh@2023-10-13").unwrap();
    let en26 = corpus::load("en@2026-01-16").unwrap();
    let u = update::update(&zh, &en26).unwrap();
    let (bytes, _) = u.encode(&zh);
    let out = reparse(&bytes, "zh");
    let toc = contents_lines(&out);
    // One line per heading of the rules, the same line, in the same order.
    let headings: Vec<&str> = out
        .headings
        .iter()
        .map(|h| out.text[h.span.start..h.span.end].trim_end())
        .filter(|l| is_heading_line(l))
        .collect();
    assert_eq!(toc, headings);
    assert_eq!(
        toc.len(),
        en26.headings
            .iter()
            .filter(|h| h.section.is_some() || h.id.is_some())
            .count()
    );
    for new in [
        "719. [cr:translate] Case Cards",
        "720. [cr:translate] Omen Cards",
        "721. [cr:translate] Station Cards",
        "727. [cr:translate] Rad Counters",
    ] {
        assert!(toc.contains(&new), "{new}: {toc:?}");
    }
    let old_toc = contents_lines(&zh);
    assert!(old_toc.contains(&"719. 操控其他牌手"), "{old_toc:?}");
    assert!(toc.contains(&"722. 操控其他牌手"), "{toc:?}");
    assert!(toc.contains(&"732. 处理非法动作"), "{toc:?}");
    assert_eq!(
        toc.iter().filter(|l| l.contains("[cr:translate]")).count(),
        4
    );
    // Lines before the table and the blank line before each section are kept.
    let text = std::str::from_utf8(&bytes).unwrap();
    assert!(
        text.contains("\n\n8. 多人游戏规则\n"),
        "a section keeps its blank line"
    );

    // A release that adds no heading leaves the table's bytes alone.
    let en23b = corpus::load("en@2023-11-17").unwrap();
    let same = update::update(&zh, &en23b).unwrap();
    let (bytes, _) = same.encode(&zh);
    let out = reparse(&bytes, "zh");
    assert_eq!(contents_lines(&out), old_toc);
    let end = |d: &Document| d.headings[0].span.start;
    let (a, b) = (&zh.text[..end(&zh)], &out.text[..end(&out)]);
    assert_eq!(
        a.replace("2023年10月13日", "2023年11月17日"),
        b,
        "only the date changed"
    );
}

/// The updated Chinese text lints with far fewer renumbering and reference findings
/// against the target release than the 2023 text does.
#[test]
fn updated_chinese_lints_cleaner_against_the_target() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("zh-2026.txt");
    let p = path.to_str().unwrap();
    let o = cr(&[
        "update",
        "zh@2023-10-13",
        "--to",
        "en@2026-01-16",
        "--out",
        p,
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let count = |spec: &str| {
        let o = cr(&[
            "lint",
            spec,
            "--against",
            "en@2026-01-16",
            "--format",
            "json",
            "--no-cache",
        ]);
        let v: serde_json::Value =
            serde_json::from_slice(&o.stdout).unwrap_or_else(|_| panic!("{}", stderr(&o)));
        let mut by: HashMap<String, usize> = HashMap::new();
        // Every place, folded into another finding of the same defect or not.
        let folded = |f: &serde_json::Value| f["folded"].as_array().cloned().unwrap_or_default();
        for f in v["findings"].as_array().unwrap() {
            for g in std::iter::once(f.clone()).chain(folded(f)) {
                *by.entry(g["check"].as_str().unwrap().to_owned())
                    .or_default() += 1;
            }
        }
        by
    };
    let before = count("zh@2023-10-13");
    let after = count(&format!("zh:{p}"));
    let sum = |m: &HashMap<String, usize>| {
        ["renumbered", "xref-mismatch", "dangling-xref"]
            .iter()
            .map(|c| m.get(*c).copied().unwrap_or(0))
            .sum::<usize>()
    };
    eprintln!("lint against en 2026-01-16: before {before:?}; after {after:?}");
    assert!(sum(&before) > 100, "{before:?}");
    assert!(sum(&after) * 5 < sum(&before), "{after:?} vs {before:?}");
}

/// The Italian seed as a Windows file: BOM, CRLF, a front matter with an Italian date.
fn windows_seed() -> Vec<u8> {
    let seed = corpus::load("it@seed").unwrap();
    let text = format!(
        "Regole complete di Magic\nIn vigore dal 1 febbraio 2013.\n\n{}",
        seed.text
    );
    let mut bytes = b"\xEF\xBB\xBF".to_vec();
    bytes.extend_from_slice(text.replace("\r\n", "\n").replace('\n', "\r\n").as_bytes());
    bytes
}

#[test]
fn keeps_bom_line_endings_and_rewrites_the_date_in_its_own_form() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("it.txt");
    std::fs::write(&input, windows_seed()).unwrap();
    let out = dir.path().join("it-2015.txt");
    let o = cr(&[
        "update",
        &format!("it:{}", input.display()),
        "--to",
        "en@2015-07-17",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stdout(&o).contains("written to"), "{}", stdout(&o));
    let bytes = std::fs::read(&out).unwrap();
    assert!(bytes.starts_with(b"\xEF\xBB\xBF"));
    let text = std::str::from_utf8(&bytes[3..]).unwrap();
    assert_eq!(text.matches('\n').count(), text.matches("\r\n").count());
    assert!(text.contains("In vigore dal 17 luglio 2015.\r\n"), "{text}");
    assert!(text.contains(&format!("\r\n601.2e {MARK_TRANSLATE} ")));
    let doc = reparse(&bytes, "it");
    assert_eq!(doc.version, "2015-07-17");
    assert_eq!(doc.encoding, comprules::decode::Encoding::Utf8Bom);
    // Windows-1252 stays Windows-1252.
    let utf8 = windows_seed();
    let (cp1252, _, _) = encoding_rs::WINDOWS_1252.encode(std::str::from_utf8(&utf8[3..]).unwrap());
    std::fs::write(&input, &cp1252).unwrap();
    let o = cr(&[
        "update",
        &format!("it:{}", input.display()),
        "--to",
        "en@2015-07-17",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let bytes = std::fs::read(&out).unwrap();
    assert!(std::str::from_utf8(&bytes).is_err(), "still Windows-1252");
    let doc = reparse(&bytes, "it");
    assert_eq!(doc.encoding, comprules::decode::Encoding::Windows1252);
    assert!(doc.rule(&id("601.2f")).unwrap().text().contains("più"));
}

fn names(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

/// The Italian seed copied into a temporary directory as `it.txt`: (directory, path, bytes,
/// spec).
fn seed_file() -> (tempfile::TempDir, std::path::PathBuf, Vec<u8>, String) {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("it.txt");
    let seed = corpus::find_bundled("it", Some("seed"))
        .unwrap()
        .bytes()
        .into_owned();
    std::fs::write(&input, &seed).unwrap();
    let spec = format!("it:{}", input.display());
    (dir, input, seed, spec)
}

#[test]
fn writes_whole_or_not_at_all_and_never_over_its_input() {
    let (dir, input, seed, spec) = seed_file();

    // --out is the input (also through another spelling of its path): refused, file untouched.
    for out in [
        input.display().to_string(),
        format!("{}/./it.txt", dir.path().display()),
    ] {
        let o = cr(&["update", &spec, "--to", "en@2015-07-17", "--out", &out]);
        assert_error(&o, "--out");
        assert_eq!(std::fs::read(&input).unwrap(), seed);
    }
    // A destination that cannot be written: an error, and nothing left behind.
    let missing = dir.path().join("no/such/dir/out.txt");
    let o = cr(&[
        "update",
        &spec,
        "--to",
        "en@2015-07-17",
        "--out",
        missing.to_str().unwrap(),
    ]);
    assert_error(&o, "out.txt");
    assert_eq!(names(dir.path()), ["it.txt"]);
    // An existing destination is replaced whole; no temporary file remains.
    let out = dir.path().join("out.txt");
    std::fs::write(&out, "old content").unwrap();
    let o = cr(&[
        "update",
        &spec,
        "--to",
        "en@2015-07-17",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let text = std::fs::read_to_string(&out).unwrap();
    assert!(
        text.starts_with("601.2a ") && text.contains("601.2h "),
        "{text}"
    );
    assert_eq!(names(dir.path()), ["it.txt", "out.txt"]);
    // --in-place on a bundled document: refused.
    assert_error(
        &cr(&["update", "it@seed", "--to", "en@2015-07-17", "--in-place"]),
        "it@seed",
    );
}

#[test]
fn in_place_keeps_a_backup_and_never_overwrites_one() {
    let (dir, input, seed, spec) = seed_file();
    let o = cr(&["update", &spec, "--to", "en@2015-07-17", "--in-place"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stdout(&o).contains("it.txt.bak"), "{}", stdout(&o));
    assert_eq!(std::fs::read(dir.path().join("it.txt.bak")).unwrap(), seed);
    let first = std::fs::read(&input).unwrap();
    assert_ne!(first, seed);
    assert!(String::from_utf8_lossy(&first).contains(MARK_TRANSLATE));
    // Again (2015 → 2015: nothing moves): a second backup, the first one untouched.
    let o = cr(&["update", &spec, "--to", "en@2015-07-17", "--in-place"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(std::fs::read(dir.path().join("it.txt.bak")).unwrap(), seed);
    assert_eq!(
        std::fs::read(dir.path().join("it.txt.bak.1")).unwrap(),
        first
    );
    assert_eq!(names(dir.path()), ["it.txt", "it.txt.bak", "it.txt.bak.1"]);
}

#[test]
fn json_report_has_the_documented_shape() {
    let o = cr(&[
        "update",
        "it@seed",
        "--to",
        "en@2015-07-17",
        "--format",
        "json",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    for k in ["from", "follows", "to"] {
        for f in ["lang", "version", "document"] {
            assert!(v[k][f].is_string(), "{k}.{f}: {v}");
        }
    }
    assert_eq!(v["from"]["lang"], "it");
    assert_eq!(v["to"]["version"], "2015-07-17");
    let rules = v["rules"].as_array().unwrap();
    assert_eq!(rules.len(), 8);
    for r in rules {
        let status = r["status"].as_str().unwrap();
        assert!(
            ["kept", "renumbered", "changed", "added"].contains(&status),
            "{r}"
        );
        assert_eq!(r["was"].is_null(), status == "added", "{r}");
        assert!(r["number"].is_string());
        assert_eq!(r.get("diff").is_some(), status == "changed", "{r}");
    }
    assert_eq!(rules[4]["number"], "601.2e");
    assert_eq!(rules[5]["was"], "601.2e");
    assert!(v["removed"].as_array().unwrap().is_empty());
    assert!(v["output"].is_null(), "a dry run writes nothing");
}

#[test]
fn xliff_holds_exactly_the_units_to_do() {
    use quick_xml::events::Event;
    let o = cr(&[
        "update",
        "zh@2023-10-13",
        "--to",
        "en@2026-01-16",
        "--format",
        "json",
    ]);
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let mut todo: Vec<String> = v["rules"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| r["status"] == "changed" || r["status"] == "added")
        .map(|r| r["number"].as_str().unwrap().to_owned())
        .collect();
    let terms = v["glossary"]["entries"].as_array().unwrap();
    for (k, e) in terms.iter().enumerate() {
        if e["status"] == "changed" || e["status"] == "added" {
            todo.push(format!("g{}", k + 1));
        }
    }
    assert!(todo.len() > 50, "{}", todo.len());

    let o = cr(&[
        "update",
        "zh@2023-10-13",
        "--to",
        "en@2026-01-16",
        "--format",
        "xliff",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let mut r = quick_xml::Reader::from_reader(o.stdout.as_slice());
    let mut buf = Vec::new();
    let (mut units, mut after_notes, mut root) = (Vec::new(), 0, None);
    loop {
        match r.read_event_into(&mut buf).expect("well-formed XML") {
            Event::Start(e) if e.name().as_ref() == b"xliff" => {
                let attr = |k: &[u8]| {
                    e.try_get_attribute(k)
                        .unwrap()
                        .map(|a| a.unescape_value().unwrap().into_owned())
                };
                root = Some((attr(b"version"), attr(b"xmlns"), attr(b"trgLang")));
            }
            Event::Start(e) if e.name().as_ref() == b"unit" => {
                let a = e.try_get_attribute("id").unwrap().unwrap();
                units.push(a.unescape_value().unwrap().into_owned());
            }
            Event::Start(e) if e.name().as_ref() == b"note" => {
                let a = e.try_get_attribute("category").unwrap().unwrap();
                after_notes += (a.value.as_ref() == b"english-after") as usize;
            }
            Event::Eof => break,
            _ => {}
        }
        buf.clear();
    }
    assert_eq!(
        root,
        Some((
            Some("2.0".into()),
            Some(update::xliff::NAMESPACE.into()),
            Some("zh".into())
        ))
    );
    assert_eq!(units, todo);
    assert_eq!(after_notes, todo.len());
}

#[test]
fn dates_are_rewritten_in_the_form_they_were_written() {
    use comprules::parse::replace_date;
    let cases = [
        (
            "此规则于2023年10月13日起生效。",
            "此规则于2026年1月16日起生效。",
        ),
        (
            "These rules are effective as of October 13, 2023.",
            "These rules are effective as of January 16, 2026.",
        ),
        (
            "En vigueur au 13 octobre 2023",
            "En vigueur au 16 janvier 2026",
        ),
        ("2017년 7월 8일부터", "2026년 1월 16일부터"),
        ("effective 2023-10-13.", "effective 2026-01-16."),
    ];
    for (old, new) in cases {
        assert_eq!(
            replace_date(old, "2026-01-16").as_deref(),
            Some(new),
            "{old}"
        );
    }
    assert_eq!(replace_date("no date here", "2026-01-16"), None);
}

#[test]
fn bad_targets_are_one_clear_error() {
    assert_error(&cr(&["update", "it@seed", "--to", "fr@seed"]), "fr@seed");
    assert_error(
        &cr(&["update", "en@2013-02-01", "--to", "en"]),
        "cr-2013-02-01",
    );
    assert_error(
        &cr(&["update", "it@seed", "--to", "en@1999-01-01"]),
        "1999-01-01",
    );
}
