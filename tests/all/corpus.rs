//! Reading the real rules texts: counts, encodings, line endings, dates, structure, spans.

use crate::common::{blob, repo};
use comprules::RuleId;
use comprules::corpus;
use comprules::decode::Encoding;

fn id(s: &str) -> RuleId {
    s.parse().unwrap()
}

/// The exact counts of numbered rules of issue 2, in all nine real files, with the encoding,
/// dominant line ending and effective date of each (from rules/en/SOURCES.md).
#[test]
fn every_real_file_has_its_exact_rule_count() {
    let table = [
        (
            "en",
            "en@2013-02-01",
            1922,
            Encoding::Ascii,
            "crlf",
            "2013-02-01",
        ),
        (
            "en",
            "en@2015-03-27",
            2031,
            Encoding::Windows1252,
            "crlf",
            "2015-03-27",
        ),
        (
            "en",
            "en@2015-07-17",
            2040,
            Encoding::Windows1252,
            "crlf",
            "2015-07-17",
        ),
        (
            "en",
            "en@2021-11-15",
            2617,
            Encoding::Utf8Bom,
            "crlf",
            "2021-11-19",
        ),
        (
            "en",
            "en@2022-04-29",
            2651,
            Encoding::Utf8Bom,
            "cr",
            "2022-04-29",
        ),
        (
            "en",
            "en@2023-10-13",
            2888,
            Encoding::Utf8Bom,
            "crlf",
            "2023-10-13",
        ),
        (
            "en",
            "en@2026-01-16",
            3114,
            Encoding::Utf8Bom,
            "cr",
            "2026-01-16",
        ),
        (
            "zh",
            "zh@2023-10-13",
            2888,
            Encoding::Utf8,
            "lf",
            "2023-10-13",
        ),
    ];
    for (_lang, file, rules, enc, le, date) in table {
        let d = corpus::load(file).unwrap();
        assert_eq!(d.rule_count(), rules, "{file}: rules");
        assert_eq!(d.encoding, enc, "{file}: encoding");
        assert_eq!(d.line_endings.dominant(), le, "{file}: line endings");
        assert_eq!(d.effective_date.as_deref(), Some(date), "{file}: date");
        assert_eq!(d.version, date, "{file}: version");
        assert!(d.stray.is_empty(), "{file}: stray {:?}", d.stray);
        assert!(d.credits.is_some(), "{file}: credits");
        assert!(
            d.glossary.len() > 400,
            "{file}: glossary {}",
            d.glossary.len()
        );
    }
}

/// CR-only files: splitting on LF alone finds no rules; we find them all.
#[test]
fn cr_only_line_endings_are_read() {
    let d = corpus::load("en@2022-04-29").unwrap();
    assert_eq!(d.line_endings.cr, 7954);
    assert_eq!(d.line_endings.crlf, 12);
    assert!(d.line_endings.mixed());
    assert_eq!(
        d.rule(&id("601.2f")).unwrap().text().split(' ').next(),
        Some("The")
    );
}

/// The translations and seeds are the files their provenance names (size and git blob hash in
/// rules/README.md), and the binary holds them byte for byte.
#[test]
fn bundled_files_are_byte_identical_to_their_sources() {
    let readme = std::fs::read_to_string(repo("rules/README.md")).unwrap();
    let rows: Vec<(String, u64, String)> = readme
        .lines()
        .filter_map(|l| {
            let f: Vec<&str> = l.split('|').map(str::trim).collect();
            let size = f.get(2)?.parse().ok()?;
            Some((f[1].to_owned(), size, f[3].to_owned()))
        })
        .collect();
    assert_eq!(
        rows.len(),
        corpus::BUNDLED.len(),
        "one row per bundled file"
    );
    for (file, size, hash) in rows {
        let path = format!("rules/{file}");
        let bytes = std::fs::read(repo(&path)).unwrap();
        assert_eq!(bytes.len() as u64, size, "{file}: size");
        assert_eq!(blob(&bytes), hash, "{file}: blob");
        let bundled = corpus::BUNDLED.iter().find(|f| f.path == path).unwrap();
        assert_eq!(bundled.bytes, &bytes[..], "{file}: compiled-in bytes");
    }
}

#[test]
fn every_bundled_document_decodes_and_its_version_agrees() {
    for b in corpus::bundled() {
        if b.release().is_some() {
            continue; // every release: tests/all/history.rs
        }
        let d = b.load();
        assert_eq!(d.version, b.version, "{}", b.path);
        assert!(d.rule_count() > 0, "{}", b.path);
        assert_eq!(b.bytes().len() as u64, b.size, "{}", b.path);
    }
    // Today's English is the newest bundled release, and the bundle holds every release
    // of the publisher that the project holds (through 2026-06-19).
    assert_eq!(
        corpus::find_bundled("en", None).unwrap().version,
        crate::common::today()
    );
    assert!(crate::common::today() >= "2026-06-19");
    assert_eq!(corpus::find_bundled("fr", None).unwrap().version, "seed");
    assert_eq!(
        corpus::find_bundled("ko", None).unwrap().version,
        "2017-07-08"
    );
}

/// The French seed: 601.2b and 601.2f, then a forum thread that is stray text, not 601.2f.
#[test]
fn french_seed_has_two_rules_and_stray_chatter() {
    let d = corpus::load("fr").unwrap();
    let ids: Vec<String> = d.rules.iter().map(|r| r.id.to_string()).collect();
    assert_eq!(ids, ["601.2b", "601.2f"]);
    let f = d.rule(&id("601.2f")).unwrap();
    assert!(
        f.text().ends_with("ils n'auraient aucun effet."),
        "{}",
        f.text()
    );
    assert!(!f.text().contains("Mais vu"));
    assert_eq!(d.stray.len(), 5);
    assert!(
        d.stray[0]
            .body
            .text
            .starts_with("Mais vu que tu kick est de , tu payes X")
    );
    assert!(d.stray[4].body.text.starts_with("Donc tu infliges X."));
    let (line, col) = d.line_col(d.stray[0].span.start);
    assert_eq!((line, col), (5, 1));
    // The references of 601.2b, in the French "Cf. règle" form.
    let b = d.rule(&id("601.2b")).unwrap();
    let refs: Vec<String> = b.refs.iter().map(|r| r.target.to_string()).collect();
    assert_eq!(
        refs,
        ["700.2", "702.46", "117.8", "117.9", "601.2f", "107.3"]
    );
    assert!(b.symbols.is_empty(), "the seed lost its symbols");
}

/// The Italian seed: 601.2a–g from a PDF, hard-wrapped; joined, with spans back into the file.
#[test]
fn italian_seed_joins_hard_wrapped_lines() {
    let d = corpus::load("it").unwrap();
    let ids: Vec<String> = d.rules.iter().map(|r| r.id.to_string()).collect();
    assert_eq!(
        ids,
        [
            "601.2a", "601.2b", "601.2c", "601.2d", "601.2e", "601.2f", "601.2g"
        ]
    );
    assert!(d.stray.is_empty());
    let b = d.rule(&id("601.2b")).unwrap();
    assert!(!b.text().contains('\n'));
    assert!(
        b.text().contains("desidera unire una o più carte"),
        "{}",
        b.text()
    );
    // "puti" in the joined text maps back to line 13 of the file.
    let pos = b.text().find("puti vita").unwrap();
    let (line, col) = d.line_col(b.body.source_offset(pos));
    assert_eq!(line, 13);
    assert_eq!(
        &d.line_text(line)
            .chars()
            .skip(col - 1)
            .take(9)
            .collect::<String>(),
        "puti vita"
    );
    assert_eq!(d.line_col(b.span.start), (5, 1));
    let e = d.rule(&id("601.2e")).unwrap();
    assert!(
        e.text()
            .contains("essere ; non può essere ridotta a meno di .")
    );
}

#[test]
fn examples_belong_to_the_rule_above() {
    let d = corpus::load("en@2026-01-16").unwrap();
    assert_eq!(d.example_count(), 276);
    let r = d.rule(&id("601.2c")).unwrap();
    assert!(r.examples.is_empty() || r.examples[0].body.text.starts_with("Example"));
    let with: Vec<_> = d.rules.iter().filter(|r| !r.examples.is_empty()).collect();
    assert!(with.iter().all(|r| {
        r.examples
            .iter()
            .all(|e| e.body.text.starts_with("Example:"))
    }));
    // Indented continuation lines ("     Cards printed in sets prior…") join their rule.
    let r = d.rule(&id("205.4c")).unwrap();
    assert!(
        r.text()
            .contains("Cards printed in sets prior to the Eighth Edition"),
        "{}",
        r.text()
    );
    let zh = corpus::load("zh@2023-10-13").unwrap();
    assert_eq!(zh.example_count(), 276);
}

/// The official 2023 file has "901.4.All" with no space after the number.
#[test]
fn a_rule_number_without_a_space_still_counts() {
    let d = corpus::load("en@2023-10-13").unwrap();
    assert!(
        d.rule(&id("901.4"))
            .unwrap()
            .text()
            .starts_with("All plane")
    );
}

#[test]
fn glossary_headings_sections_and_references() {
    let d = corpus::load("en@2026-01-16").unwrap();
    assert_eq!(d.glossary[0].term, "Abandon");
    assert!(
        d.glossary[0]
            .definition
            .text
            .starts_with("To turn a face-up ongoing scheme")
    );
    let ability = d.glossary.iter().find(|g| g.term == "Ability").unwrap();
    assert_eq!(ability.definition.text.lines().count(), 3);
    assert_eq!(d.heading(&id("601")).unwrap().title, "Casting Spells");
    let (section, chapter) = d.place(&id("601.2f"));
    assert_eq!(section.unwrap().title, "Spells, Abilities, and Effects");
    assert_eq!(chapter.unwrap().title, "Casting Spells");
    let f = d.rule(&id("601.2f")).unwrap();
    assert_eq!(
        f.refs
            .iter()
            .map(|r| r.target.to_string())
            .collect::<Vec<_>>(),
        ["601.2b"]
    );
    let syms: Vec<&str> = f.symbols.iter().map(|s| s.text.as_str()).collect();
    assert_eq!(syms, ["0", "0"]);
    // Splice onto Arcane moved 702.45 → 702.47 between 2013 and 2026.
    assert!(d.rule(&id("702.47a")).unwrap().text().contains("Splice"));
    let old = corpus::load("en@2013-02-01").unwrap();
    assert!(old.rule(&id("702.45a")).unwrap().text().contains("Splice"));
    let zh = corpus::load("zh@2023-10-13").unwrap();
    assert_eq!(
        zh.glossary.len(),
        corpus::load("en@2023-10-13").unwrap().glossary.len()
    );
    let zf = zh.rule(&id("601.2f")).unwrap();
    assert_eq!(
        zf.refs
            .iter()
            .map(|r| r.target.to_string())
            .collect::<Vec<_>>(),
        ["601.2b"]
    );
}

/// A translation kept in Markdown: rules as paragraphs, list items or headings.
#[test]
fn markdown_rules_are_read_with_emphasis_kept_as_text() {
    let md = "# Règles\n\nUn texte d'introduction.\n\n## 601. Lancer un sort\n\n\
              601.1. Lancer un *sort*, c'est le [mettre](https://x) sur la pile.\n\n\
              - 601.2a Le joueur annonce.\n- 601.2b Le joueur paie {X} (voir règle 107.3).\n\n\
              Exemple : un sort.\n";
    let d = corpus::from_bytes(
        md.as_bytes(),
        "fr",
        "t.md",
        "t",
        comprules::parse::Format::Markdown,
    )
    .unwrap();
    let ids: Vec<String> = d.rules.iter().map(|r| r.id.to_string()).collect();
    assert_eq!(ids, ["601.1", "601.2a", "601.2b"]);
    assert_eq!(
        d.rules[0].text(),
        "Lancer un sort, c'est le mettre sur la pile."
    );
    assert_eq!(d.rules[2].symbols[0].text, "X");
    assert_eq!(d.rules[2].refs[0].target.to_string(), "107.3");
    assert_eq!(d.rules[2].examples.len(), 1);
    assert_eq!(d.heading(&id("601")).unwrap().title, "Lancer un sort");
    // The spans point into the Markdown source.
    let at = d.rules[1].body.source_offset(0);
    assert!(md[at..].starts_with("Le joueur annonce"));
}

/// A file with a rule number twice keeps both: counting is the linter's job.
#[test]
fn duplicate_numbers_are_kept() {
    let t = "601.2a One.\n601.2a Two.\n\nSome chatter.\n";
    let d = corpus::from_bytes(
        t.as_bytes(),
        "en",
        "t.txt",
        "t",
        comprules::parse::Format::Text,
    )
    .unwrap();
    assert_eq!(d.rule_count(), 2);
    assert_eq!(d.stray.len(), 1);
}

/// Translations run numbers into their text: `302.4b생물…` is rule 302.4b of the Korean
/// translation, not stray text; and a Korean date is its effective date.
#[test]
fn a_rule_number_run_into_korean_text_is_a_rule() {
    let ko = corpus::load("ko@2017-07-08").unwrap();
    assert_eq!(ko.effective_date.as_deref(), Some("2017-07-08"));
    let r = ko.rule(&id("302.4b")).expect("302.4b");
    assert!(r.text().starts_with("생물"), "{}", r.text());
    assert!(
        !ko.stray.iter().any(|s| s.body.text.contains("302.4b")),
        "no stray 302.4b"
    );
}
