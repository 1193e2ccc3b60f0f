//! `cr update` on real bundled data: the Italian seed carried over the July 2015 insertion of
//! 601.2e, the Chinese 2023-10-13 translation carried to 2026-01-16 (checked against pairs
//! derived from unchanged English text), and the file-level promises: encoding, BOM and line
//! endings kept, whole-or-nothing writes, `--in-place` backups, `--out` never the input, the
//! JSON report and the XLIFF of what is left to do.

use crate::common::{assert_error, cr, cr_command, stderr, stdout};
use comprules::parse::Format;
use comprules::update::{self, MARK_REVIEW, MARK_TRANSLATE, Status};
use comprules::{Document, RuleId, corpus, inline};
use std::collections::HashMap;
use std::path::Path;

fn id(s: &str) -> RuleId {
    s.parse().unwrap()
}

pub(crate) fn reparse(bytes: &[u8], lang: &str) -> Document {
    corpus::from_bytes(bytes, lang, "updated.txt", "updated", Format::Text).unwrap()
}

/// A text with its rule references masked and white space collapsed.
pub(crate) fn masked(text: &str) -> String {
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
    let u = update::update(crate::common::db(), &it, &en15).unwrap();
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
pub(crate) fn gold_pairs(old: &Document, new: &Document) -> Vec<(RuleId, RuleId)> {
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
    let u = update::update(crate::common::db(), &zh, &en26).unwrap();
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
    let u = update::update(crate::common::db(), &zh, &en26).unwrap();
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
    let same = update::update(crate::common::db(), &zh, &en23b).unwrap();
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
    // A changed or added rule is one unit (its examples are segments of it); a changed or
    // added example of a rule otherwise carried is a unit of its own (`110.5c/e1`).
    let mut todo: Vec<String> = Vec::new();
    let mut example_units = 0;
    for r in v["rules"].as_array().unwrap() {
        if r["status"] == "changed" || r["status"] == "added" {
            todo.push(r["number"].as_str().unwrap().to_owned());
            continue;
        }
        for e in r["examples"].as_array().into_iter().flatten() {
            if e["status"] == "changed" || e["status"] == "added" {
                todo.push(e["id"].as_str().unwrap().to_owned());
                example_units += 1;
            }
        }
    }
    assert!(example_units > 10, "{example_units}");
    // A marked section or chapter title is one unit (`heading-719`), before the glossary.
    let zh = corpus::load("zh@2023-10-13").unwrap();
    let en26 = corpus::load("en@2026-01-16").unwrap();
    let u = update::update(crate::common::db(), &zh, &en26).unwrap();
    let text = String::from_utf8(u.encode(&zh).0).unwrap();
    let titles = update::xliff::marked_titles(&text);
    assert!(titles.iter().any(|(n, t)| *n == 719 && t == "Case Cards"));
    todo.extend(titles.iter().map(|(n, _)| format!("heading-{n}")));
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

/// A translation: a bundled one (`zh@2023-10-13`) or one of the fixtures of the same team's
/// releases around it (`tests/fixtures/corpus/zh/cr-2022-06-10.txt`).
fn translation(spec: &str) -> Document {
    if let Some(path) = spec.strip_prefix("zh:") {
        let p = crate::common::repo(path);
        corpus::load(&format!("zh:{}", p.display())).unwrap()
    } else {
        corpus::load(spec).unwrap()
    }
}

const ZH_2022: &str = "zh:tests/fixtures/corpus/zh/cr-2022-06-10.txt";
const ZH_2023_11: &str = "zh:tests/fixtures/corpus/zh/cr-2023-11-17.txt";

/// Where a mark stands in an example: after its prefix (`Example: [cr:review] …`).
fn example_marked(text: &str) -> bool {
    let p = comprules::vocab::example_prefix(text).unwrap_or(0);
    let rest = text[p..].trim_start();
    rest.starts_with(MARK_REVIEW) || rest.starts_with(MARK_TRANSLATE)
}

/// Issue 21's invariant on real pairs: every rule of the target English is in the output,
/// carried or marked, but for the rules a translation omits on purpose (listed); every new or
/// changed English rule and example is marked; unchanged rules are carried with their
/// translation; every example of the target is in the output.
#[test]
fn every_english_rule_and_example_is_in_the_output_across_release_pairs() {
    let pairs = [
        (ZH_2022, "en@2023-10-13"),
        (ZH_2022, "en@2024-02-02"),
        ("zh@2023-10-13", "en@2023-11-17"),
        ("zh@2023-10-13", "en@2024-11-08"),
        (ZH_2023_11, "en@2024-02-02"),
        (ZH_2023_11, "en@2025-04-04"),
        ("ko@2017-07-08", "en@2018-07-13"),
        ("ko@2017-07-08", "en@2019-10-04"),
        ("ko@2017-07-08", "en@2021-11-19"),
        ("ko@2017-07-08", "en@2024-02-02"),
    ];
    let mut failures = Vec::new();
    for (from, to_spec) in pairs {
        let tr = translation(from);
        let to = corpus::load(to_spec).unwrap();
        let u = update::update(crate::common::db(), &tr, &to).unwrap();
        let en = &*u.follows;
        let (bytes, _) = u.encode(&tr);
        let out = reparse(&bytes, &tr.lang);
        let name = format!("{} {from} → {to_spec}", tr.lang);

        // Nothing dropped: the target's rules, in order, but the omitted ones.
        let omitted: std::collections::HashSet<RuleId> = u.omitted.iter().copied().collect();
        let expected: Vec<RuleId> = to
            .rules
            .iter()
            .map(|r| r.id)
            .filter(|r| !omitted.contains(r))
            .collect();
        let got: Vec<RuleId> = out.rules.iter().map(|r| r.id).collect();
        if got != expected {
            let missing: Vec<String> = expected
                .iter()
                .filter(|r| !got.contains(r))
                .map(|r| r.to_string())
                .collect();
            failures.push(format!("{name}: rules missing {missing:?}"));
            continue;
        }
        // An omitted rule's English did not change.
        for o in &u.omitted {
            let g = to.rules.iter().position(|r| r.id == *o).unwrap();
            assert!(
                en.rules
                    .iter()
                    .any(|r| masked(r.text()) == masked(to.rules[g].text())),
                "{name}: {o} omitted but its English changed"
            );
        }
        let out_of = |g: usize| out.rule(&to.rules[g].id);

        // Unchanged rules carried with their own text.
        let tr_count: HashMap<RuleId, usize> = tr.rules.iter().fold(HashMap::new(), |mut m, r| {
            *m.entry(r.id).or_default() += 1;
            m
        });
        let (mut checked, mut carried) = (0, 0);
        for (old, new) in gold_pairs(en, &to) {
            if tr_count.get(&old) != Some(&1) || omitted.contains(&new) {
                continue;
            }
            checked += 1;
            let src = tr.rule(&old).unwrap().text();
            let got = out.rule(&new).map_or("", |r| r.text());
            carried += (masked(got) == masked(src) && !got.starts_with('[')) as usize;
        }

        // Every new or changed English rule and example marked.
        let old_rules: std::collections::HashSet<String> =
            en.rules.iter().map(|r| masked(r.text())).collect();
        let old_examples: std::collections::HashSet<String> = en
            .rules
            .iter()
            .flat_map(|r| &r.examples)
            .map(|e| masked(&e.body.text))
            .collect();
        let (mut new_rules, mut marked_rules) = (0, 0);
        let (mut new_examples, mut marked_examples) = (0, 0);
        let (mut examples, mut examples_out) = (0, 0);
        for (g, r) in to.rules.iter().enumerate() {
            let Some(o) = out_of(g) else { continue };
            let rule_marked =
                o.text().starts_with(MARK_REVIEW) || o.text().starts_with(MARK_TRANSLATE);
            if !old_rules.contains(&masked(r.text())) {
                new_rules += 1;
                marked_rules += rule_marked as usize;
            }
            examples += r.examples.len();
            examples_out += o.examples.len().min(r.examples.len());
            for (k, e) in r.examples.iter().enumerate() {
                if old_examples.contains(&masked(&e.body.text)) {
                    continue;
                }
                new_examples += 1;
                let m = o.text().starts_with(MARK_TRANSLATE)
                    || o.examples
                        .get(k)
                        .is_some_and(|x| example_marked(&x.body.text));
                marked_examples += m as usize;
            }
        }
        let pct = |a: usize, b: usize| {
            if b == 0 {
                100.0
            } else {
                100.0 * a as f64 / b as f64
            }
        };
        eprintln!(
            "{name}: follows {}; carried {carried}/{checked} ({:.1}%); new or changed rules marked {marked_rules}/{new_rules} ({:.1}%); examples marked {marked_examples}/{new_examples} ({:.1}%); examples in the output {examples_out}/{examples}; {} omitted",
            en.version,
            pct(carried, checked),
            pct(marked_rules, new_rules),
            pct(marked_examples, new_examples),
            u.omitted.len()
        );
        if pct(carried, checked) < 99.0 {
            failures.push(format!("{name}: carried {carried}/{checked}"));
        }
        if pct(marked_rules, new_rules) < 98.0 {
            failures.push(format!("{name}: rules marked {marked_rules}/{new_rules}"));
        }
        if pct(marked_examples, new_examples) < 98.0 {
            failures.push(format!(
                "{name}: examples marked {marked_examples}/{new_examples}"
            ));
        }
        if pct(examples_out, examples) < 98.0 {
            failures.push(format!("{name}: examples {examples_out}/{examples}"));
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}

/// The Korean 2017 text replaces the Subgames rules with "(생략)": updated to 2021-11-19, the
/// Subgames rules whose English did not change stay omitted and are listed; those that
/// changed, and the new sections 723 (Merging with Permanents) and 724 (Day and Night), are
/// inserted in English, in order, with their headings.
#[test]
fn korean_omitted_subgames_stay_omitted_and_new_sections_come_in_order() {
    let ko = corpus::load("ko@2017-07-08").unwrap();
    let en21 = corpus::load("en@2021-11-19").unwrap();
    let u = update::update(crate::common::db(), &ko, &en21).unwrap();
    let omitted: Vec<String> = u.omitted.iter().map(|r| r.to_string()).collect();
    assert!(!omitted.is_empty());
    assert!(omitted.iter().all(|r| r.starts_with("722.")), "{omitted:?}");
    let (bytes, _) = u.encode(&ko);
    let text = String::from_utf8(bytes.clone()).unwrap();
    let out = reparse(&bytes, "ko");
    for n in ["723.1", "723.2j", "724.1", "724.2c"] {
        let r = out.rule(&id(n)).unwrap_or_else(|| panic!("{n} missing"));
        assert!(r.text().starts_with(MARK_TRANSLATE), "{n}: {}", r.text());
    }
    // The headings of the new sections, in English, marked, before their rules and after
    // the translator's "(생략)".
    let at = |s: &str| text.find(s).unwrap_or_else(|| panic!("{s} missing"));
    let omission = at("(생략)");
    let merging = text
        .rfind("723. [cr:translate] Merging with Permanents")
        .unwrap();
    let day = text.rfind("724. [cr:translate] Day and Night").unwrap();
    assert!(omission < merging && merging < day && day < at("\n724.1. "));
    assert!(at("\n723.1. ") > merging);
    // The JSON report lists them.
    let o = cr(&["update", "ko@2017-07-08", "--to", "en@2021-11-19", "--json"]);
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["omitted"].as_array().unwrap().len(), omitted.len());
}

/// Examples change on their own (2024–2025: card names become "this creature", examples are
/// deleted): an example that changed is marked in the translation and listed with the
/// English before and after; a rule whose only change is an example keeps its status.
#[test]
fn changed_examples_are_marked_and_reported() {
    let zh = translation(ZH_2023_11);
    let en24 = corpus::load("en@2025-04-04").unwrap();
    let u = update::update(crate::common::db(), &zh, &en24).unwrap();
    let only_examples: Vec<&update::RuleChange> = u
        .rules
        .iter()
        .filter(|r| {
            matches!(r.status, Status::Kept | Status::Renumbered)
                && r.examples_to_do().next().is_some()
        })
        .collect();
    assert!(only_examples.len() > 5, "{}", only_examples.len());
    let (bytes, _) = u.encode(&zh);
    let out = reparse(&bytes, "zh");
    for r in &only_examples {
        let o = out.rule(&r.number).unwrap();
        assert!(!o.text().starts_with('['), "{}", r.number);
        for e in r.examples_to_do() {
            let k = e.target.unwrap();
            assert!(
                example_marked(&o.examples[k].body.text),
                "{} example {k}: {}",
                r.number,
                o.examples[k].body.text
            );
            assert!(e.after.is_some());
        }
    }
    // The JSON report: each example to do with its unit id and its English before and after.
    let path = crate::common::repo(ZH_2023_11.trim_start_matches("zh:"));
    let spec = format!("zh:{}", path.display());
    let o = cr(&["update", &spec, "--to", "en@2025-04-04", "--json"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let first = &only_examples[0];
    let r = v["rules"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["number"] == first.number.to_string())
        .unwrap();
    let e = &r["examples"][0];
    assert!(r["status"] == "kept" || r["status"] == "renumbered", "{r}");
    assert!(
        e["id"]
            .as_str()
            .unwrap()
            .starts_with(&format!("{}/e", first.number)),
        "{e}"
    );
    assert!(
        ["changed", "added"].contains(&e["status"].as_str().unwrap()),
        "{e}"
    );
    assert!(e["after"].is_string(), "{e}");
}

/// `--out FILE --xliff FILE.xlf`: the updated translation in one file, the units to do in the
/// other; `--format` says only what is printed.
#[test]
fn out_and_xliff_write_two_files_and_format_only_chooses_what_is_printed() {
    let dir = tempfile::tempdir().unwrap();
    let (out, xlf) = (dir.path().join("zh.txt"), dir.path().join("zh.xlf"));
    let o = cr(&[
        "update",
        "zh@2023-10-13",
        "--to",
        "en@2026-01-16",
        "--out",
        out.to_str().unwrap(),
        "--xliff",
        xlf.to_str().unwrap(),
        "--format",
        "json",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).expect("the report on stdout");
    assert_eq!(v["output"], out.display().to_string());
    assert_eq!(v["xliff"], xlf.display().to_string());
    // The file is the updated translation, the XLIFF its units to do.
    let zh = corpus::load("zh@2023-10-13").unwrap();
    let en26 = corpus::load("en@2026-01-16").unwrap();
    let u = update::update(crate::common::db(), &zh, &en26).unwrap();
    assert_eq!(std::fs::read(&out).unwrap(), u.encode(&zh).0);
    let x = update::xliff::read(&std::fs::read_to_string(&xlf).unwrap()).unwrap();
    assert_eq!(x.target.as_deref(), Some("en@2026-01-16"));
    assert_eq!(x.trg_lang.as_deref(), Some("zh"));
    let rules = u
        .rules
        .iter()
        .filter(|r| matches!(r.status, Status::Changed | Status::Added))
        .count();
    let glossary = u.glossary.as_ref().map_or(0, |g| {
        g.entries
            .iter()
            .filter(|e| matches!(e.status, Status::Changed | Status::Added))
            .count()
    });
    let examples = u
        .rules
        .iter()
        .filter(|r| !matches!(r.status, Status::Changed | Status::Added))
        .map(|r| r.examples_to_do().count())
        .sum::<usize>();
    let titles = update::xliff::marked_titles(&String::from_utf8(u.encode(&zh).0).unwrap());
    assert_eq!(x.units.len(), rules + glossary + examples + titles.len());
    // --xliff beside the translation on stdout: the XLIFF is not printed.
    let o = cr(&[
        "update",
        "it@seed",
        "--to",
        "en@2015-07-17",
        "--xliff",
        xlf.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(o.stdout.starts_with(b"601.2a"), "{}", stdout(&o));
    assert!(
        std::fs::read_to_string(&xlf)
            .unwrap()
            .contains("<unit id=\"601.2e\">")
    );
}

/// A filled XLIFF as CAT tools write it: `state` attributes, inline markup in targets.
fn fill(xml: &str, unit: &str, target: &str, state: &str) -> String {
    let start = xml.find(&format!("<unit id=\"{unit}\">")).unwrap();
    let end = start + xml[start..].find("</unit>").unwrap();
    let mut u = xml[start..end].to_owned();
    let seg = u.find("<segment state=\"initial\">").unwrap();
    u.replace_range(seg..seg + 25, &format!("<segment state=\"{state}\">"));
    let src_end = u.find("</source>").unwrap() + "</source>".len();
    let tail = &u[src_end..];
    let tail = match (tail.find("<target>"), tail.find("</segment>")) {
        (Some(t), Some(s)) if t < s => {
            let e = tail.find("</target>").unwrap() + "</target>".len();
            tail[e..].to_owned()
        }
        _ => tail.to_owned(),
    };
    u = format!("{}<target>{target}</target>{tail}", &u[..src_end]);
    format!("{}{u}{}", &xml[..start], &xml[end..])
}

/// `cr apply`: the targets of a filled XLIFF back into the updated file (BOM and CRLF kept,
/// marks resolved where a unit has a confirmed target, kept elsewhere); a unit that no
/// longer matches refuses the whole file, which stays as it was.
#[test]
fn apply_writes_confirmed_targets_back_and_refuses_what_does_not_match() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("it.txt");
    std::fs::write(&input, windows_seed()).unwrap();
    let (upd, xlf) = (dir.path().join("it-2015.txt"), dir.path().join("it.xlf"));
    let o = cr(&[
        "update",
        &format!("it:{}", input.display()),
        "--to",
        "en@2015-07-17",
        "--out",
        upd.to_str().unwrap(),
        "--xliff",
        xlf.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let xml = std::fs::read_to_string(&xlf).unwrap();
    // 601.2e (new, in English) translated with inline markup; 601.2a (changed) confirmed
    // as reviewed; any other unit left in its initial state keeps its mark.
    let filled = fill(
        &xml,
        "601.2e",
        "Il gioco verifica che la <pc id=\"1\">proposta</pc> sia legale<ph id=\"2\" equiv=\".\"/> &amp; fine",
        "translated",
    );
    let filled = fill(
        &filled,
        "601.2a",
        "Il giocatore annuncia il lancio.",
        "final",
    );
    let filled_path = dir.path().join("filled.xlf");
    std::fs::write(&filled_path, &filled).unwrap();
    let before = std::fs::read(&upd).unwrap();
    let o = cr(&[
        "apply",
        filled_path.to_str().unwrap(),
        upd.to_str().unwrap(),
        "--in-place",
        "--json",
    ]);
    // Marks are left (the other units): exit 1, as lint with findings.
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["applied"], serde_json::json!(["601.2a", "601.2e"]));
    assert!(v["marks"].as_u64().unwrap() > 0, "{v}");
    assert!(v["backup"].is_string());
    let bytes = std::fs::read(&upd).unwrap();
    assert!(bytes.starts_with(b"\xEF\xBB\xBF"), "BOM kept");
    let text = std::str::from_utf8(&bytes[3..]).unwrap();
    assert_eq!(text.matches('\n').count(), text.matches("\r\n").count());
    let doc = reparse(&bytes, "it");
    assert_eq!(
        doc.rule(&id("601.2e")).unwrap().text(),
        "Il gioco verifica che la proposta sia legale. & fine"
    );
    assert_eq!(
        doc.rule(&id("601.2a")).unwrap().text(),
        "Il giocatore annuncia il lancio."
    );
    // Everything else as it was, marks included.
    let old = reparse(&before, "it");
    for r in &old.rules {
        if !["601.2a", "601.2e"].contains(&r.id.to_string().as_str()) {
            assert_eq!(doc.rule(&r.id).unwrap().text(), r.text());
        }
    }
    assert_eq!(
        old.rules
            .iter()
            .filter(|r| r.text().starts_with("[cr:"))
            .count(),
        doc.rules
            .iter()
            .filter(|r| r.text().starts_with("[cr:"))
            .count()
            + 2
    );

    // Applied twice: the units are no longer marked; refused, nothing written.
    let now = std::fs::read(&upd).unwrap();
    let o = cr(&[
        "apply",
        filled_path.to_str().unwrap(),
        upd.to_str().unwrap(),
        "--in-place",
    ]);
    assert_error(&o, "601.2a");
    assert_eq!(std::fs::read(&upd).unwrap(), now);
    // English that is not the target release's: refused.
    let tampered = filled.replace("the game checks to see", "the game verifies");
    assert!(tampered != filled, "the English of 601.2e was changed");
    std::fs::write(&filled_path, &tampered).unwrap();
    let o = cr(&[
        "apply",
        filled_path.to_str().unwrap(),
        dir.path().join("it-2015.txt.bak").to_str().unwrap(),
        "--out",
        dir.path().join("x.txt").to_str().unwrap(),
    ]);
    assert_error(&o, "601.2e");
    assert!(!dir.path().join("x.txt").exists());
    // Not XLIFF at all.
    std::fs::write(&filled_path, "<xliff><file>").unwrap();
    let o = cr(&[
        "apply",
        filled_path.to_str().unwrap(),
        upd.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(2));
}

/// `cr remap`: citations of the 2013 numbering rewritten for the newest release, through the
/// lineage: total cost 601.2e → 601.2f (July 2015), costs 117 → 118 (2014), Soulshift 702.45
/// → 702.46; ranges and lists too; a rule that does not exist is left and reported.
#[test]
fn remap_rewrites_citations_through_the_lineage() {
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("notes.md");
    let text = "# Ruling notes\r\n\r\nTotal cost: rule 601.2e (see 601.2a–e).\r\n// costs: 117.8, and rules 614 and 615\r\nSoulshift is 702.45; rule 130.5 never was.\r\n";
    std::fs::write(&f, text).unwrap();
    let o = cr(&[
        "remap",
        f.to_str().unwrap(),
        "--from",
        "en@2013-07-11",
        "--to",
        "en",
        "--json",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let c: Vec<(String, String, String)> = v["citations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            (
                c["old"].as_str().unwrap().to_owned(),
                c["new"].as_str().unwrap().to_owned(),
                c["status"].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    let get = |old: &str| {
        c.iter()
            .find(|x| x.0 == old)
            .unwrap_or_else(|| panic!("{old}: {c:?}"))
    };
    assert_eq!(get("601.2e").1, "601.2f");
    assert_eq!(get("601.2a–e").1, "601.2a–f");
    assert_eq!(get("117.8").1, "118.8");
    assert_eq!(get("702.45").1, "702.46");
    assert_eq!(get("614").2, "same");
    assert_eq!(get("615").2, "same");
    assert_eq!(get("130.5").2, "gone");
    assert_eq!(get("130.5").1, "130.5");
    assert_eq!(v["citations"][0]["line"], 3);
    // --in-place: the text rewritten, line endings kept, a backup.
    let o = cr(&[
        "remap",
        f.to_str().unwrap(),
        "--from",
        "en@2013-07-11",
        "--to",
        "en",
        "--in-place",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let new = std::fs::read_to_string(&f).unwrap();
    assert_eq!(
        new,
        "# Ruling notes\r\n\r\nTotal cost: rule 601.2f (see 601.2a–f).\r\n// costs: 118.8, and rules 614 and 615\r\nSoulshift is 702.46; rule 130.5 never was.\r\n"
    );
    assert_eq!(
        std::fs::read_to_string(dir.path().join("notes.md.bak")).unwrap(),
        text
    );
    // Not English: one clear error.
    let o = cr(&[
        "remap",
        f.to_str().unwrap(),
        "--from",
        "zh@2023-10-13",
        "--to",
        "en",
    ]);
    assert_error(&o, "zh@2023-10-13");
}

/// `cr stale`: what `cr update` would mark, without writing anything.
#[test]
fn stale_lists_what_changed_since_the_release_followed() {
    let o = cr(&["stale", "it@seed", "--against", "en@2015-07-17", "--json"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let status = |n: &str| {
        v["rules"]
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["number"] == n)
            .map(|r| r["status"].as_str().unwrap().to_owned())
    };
    assert_eq!(status("601.2e").as_deref(), Some("added"));
    assert_eq!(status("601.2a").as_deref(), Some("changed"));
    assert!(v["output"].is_null());
    let o = cr(&["stale", "it@seed", "--against", "en@2015-07-17"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stdout(&o).contains("+ 601.2e"), "{}", stdout(&o));
    assert!(stdout(&o).contains("~ 601.2a"), "{}", stdout(&o));
}

/// Under a set umask, the files `cr update` writes (the draft and its XLIFF) take the mode any
/// new file gets (`0o666 & !umask`), not the temporary file's private 0o600; `--in-place` keeps
/// the mode of the file it replaces.
#[cfg(unix)]
#[test]
fn written_files_take_the_mode_of_a_new_file_under_the_umask() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let mode = |p: &std::path::Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
    let under = |mask: &str, args: &[&str]| {
        // The same `cr` as every test, started by a shell that sets the umask first.
        let c = cr_command(args);
        let mut sh = std::process::Command::new("sh");
        sh.arg("-c")
            .arg(format!("umask {mask} && exec \"$0\" \"$@\""))
            .arg(c.get_program())
            .args(c.get_args())
            .current_dir(dir.path());
        for (k, v) in c.get_envs() {
            match v {
                Some(v) => sh.env(k, v),
                None => sh.env_remove(k),
            };
        }
        sh.output().unwrap()
    };
    let o = under(
        "022",
        &[
            "update",
            "zh@2023-10-13",
            "--to",
            "en@2026-01-16",
            "--out",
            "draft.txt",
            "--xliff",
            "draft.xlf",
        ],
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(mode(&dir.path().join("draft.txt")), 0o644);
    assert_eq!(mode(&dir.path().join("draft.xlf")), 0o644);
    let o = under(
        "027",
        &[
            "update",
            "zh@2023-10-13",
            "--to",
            "en@2026-01-16",
            "--out",
            "other.txt",
        ],
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(mode(&dir.path().join("other.txt")), 0o640);
    // In place: the file keeps its own mode, whatever the umask.
    let draft = dir.path().join("draft.txt");
    std::fs::set_permissions(&draft, std::fs::Permissions::from_mode(0o664)).unwrap();
    let spec = format!("zh:{}", draft.display());
    let o = under(
        "077",
        &["update", &spec, "--to", "en@2026-01-16", "--in-place"],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(mode(&draft), 0o664);
}

/// Every segment of an XLIFF filled as a CAT tool does (a target, `state="translated"`).
fn fill_all(xml: &str, state: &str) -> String {
    let seg = regex::Regex::new(
        r#"(?s)<segment state="initial">\s*<source>(.*?)</source>(?:\s*<target>.*?</target>)?"#,
    )
    .unwrap();
    seg.replace_all(xml, |c: &regex::Captures<'_>| {
        format!(
            "<segment state=\"{state}\"><source>{}</source><target>译 {}</target>",
            &c[1], &c[1]
        )
    })
    .into_owned()
}

/// Issue 42: a real update (zh 2023-10-13 to en 2026-01-16) marks new section titles in the
/// contents and in the rules (719 Case Cards, 720, 721, 727); the XLIFF has one unit for each
/// title, and once every unit is filled as a CAT tool does, `cr apply` leaves no `[cr:` in
/// the file and exits 0. Left `initial` (as a tool that does not confirm, or a hand edit,
/// leaves them), the units are reported by reason and the exit code is 1; `--accept-initial`
/// takes the targets edited by hand, not those `cr update` prefilled.
#[test]
fn apply_resolves_every_mark_of_a_real_update_and_says_what_it_left() {
    let dir = tempfile::tempdir().unwrap();
    let (upd, xlf) = (dir.path().join("zh.txt"), dir.path().join("zh.xlf"));
    let o = cr(&[
        "update",
        "zh@2023-10-13",
        "--to",
        "en@2026-01-16",
        "--out",
        upd.to_str().unwrap(),
        "--xliff",
        xlf.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let xml = std::fs::read_to_string(&xlf).unwrap();
    for n in ["719", "720", "721", "727"] {
        assert_eq!(
            xml.matches(&format!("<unit id=\"heading-{n}\">")).count(),
            1,
            "{n}"
        );
    }
    let marked = std::fs::read_to_string(&upd).unwrap();
    assert!(marked.contains("719. [cr:translate] Case Cards"));
    // A target prefilled for a changed rule is the text the file holds: references renumbered.
    assert!(!xml.contains("<target>[cr:"));
    let filled = dir.path().join("filled.xlf");
    std::fs::write(&filled, fill_all(&xml, "translated")).unwrap();
    let out = dir.path().join("done.txt");
    let o = cr(&[
        "apply",
        filled.to_str().unwrap(),
        upd.to_str().unwrap(),
        "--out",
        out.to_str().unwrap(),
        "--json",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["marks"], 0);
    assert_eq!(v["left"], serde_json::json!([]));
    let done = std::fs::read_to_string(&out).unwrap();
    assert!(!done.contains("[cr:"), "marks left");
    // The title, in the contents and in the rules alike.
    assert_eq!(
        done.matches("719. 译 Case Cards").count(),
        2,
        "contents and rules"
    );

    // Left initial: nothing written back, each reason counted, exit 1.
    let o = cr(&[
        "apply",
        xlf.to_str().unwrap(),
        upd.to_str().unwrap(),
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    // The translation goes to --out, so the report is the standard output.
    let err = stdout(&o);
    assert!(err.contains("0 units written back"), "{err}");
    assert!(
        err.contains("still \"initial\"") && err.contains("--accept-initial"),
        "{err}"
    );
    assert!(err.contains("left without a target"), "{err}");
    // One target edited by hand, its state left initial: taken with --accept-initial, and
    // only it (the prefilled targets are what the file holds already).
    let unit = regex::Regex::new(r#"(?s)<unit id="([^"]+)">.*?<target>"#).unwrap();
    let first = unit.captures(&xml).unwrap();
    let (id, at) = (first[1].to_owned(), first.get(0).unwrap().end());
    let hand = format!("{}手改 {}", &xml[..at], &xml[at..]);
    std::fs::write(&filled, &hand).unwrap();
    let o = cr(&[
        "apply",
        filled.to_str().unwrap(),
        upd.to_str().unwrap(),
        "--out",
        out.to_str().unwrap(),
        "--json",
    ]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(
        v["applied"],
        serde_json::json!([]),
        "initial is not taken by default"
    );
    assert!(
        v["initial"]
            .as_array()
            .unwrap()
            .iter()
            .any(|u| u == id.as_str())
    );
    let o = cr(&[
        "apply",
        filled.to_str().unwrap(),
        upd.to_str().unwrap(),
        "--out",
        out.to_str().unwrap(),
        "--json",
        "--accept-initial",
    ]);
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["applied"], serde_json::json!([id]), "{}", stderr(&o));
}
