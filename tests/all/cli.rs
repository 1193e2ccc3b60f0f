//! The `cr` binary as a user meets it: commands, JSON shapes, bad input, pipes.

use crate::common::{assert_error, cr, repo, stdout};
use serde_json::Value;
use std::io::Read;

fn json(args: &[&str]) -> Value {
    let o = cr(args);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{args:?}: {}",
        crate::common::stderr(&o)
    );
    serde_json::from_slice(&o.stdout).expect("valid JSON")
}

#[test]
fn show_finds_a_rule_in_every_bundled_document() {
    let v = json(&["show", "601.2f", "--json"]);
    let arr = v.as_array().unwrap();
    let docs: Vec<String> = arr
        .iter()
        .map(|e| {
            format!(
                "{}@{}",
                e["lang"].as_str().unwrap(),
                e["version"].as_str().unwrap()
            )
        })
        .collect();
    assert_eq!(
        docs,
        [
            "en@2013-02-01",
            "en@2015-07-17",
            "en@2023-10-13",
            "en@2026-01-16",
            "fr@seed",
            "it@seed",
            "zh@2023-10-13"
        ]
    );
    for e in arr {
        for k in ["rule", "lang", "version", "document", "text", "examples"] {
            assert!(e.get(k).is_some(), "missing {k}");
        }
        assert!(!e["text"].as_str().unwrap().contains('\n'));
    }
}

#[test]
fn show_a_subrule_tree_with_examples_from_a_path_spec() {
    let path = repo("rules/it/seed.txt");
    let v = json(&[
        "show",
        "601.2",
        "--in",
        &format!("it:{}", path.display()),
        "--json",
    ]);
    let rules: Vec<&str> = v
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["rule"].as_str().unwrap())
        .collect();
    assert_eq!(
        rules,
        [
            "601.2a", "601.2b", "601.2c", "601.2d", "601.2e", "601.2f", "601.2g"
        ]
    );
    let v = json(&["show", "601.2c", "--in", "en@2026-01-16", "--json"]);
    assert!(
        v[0]["examples"][0]
            .as_str()
            .unwrap()
            .starts_with("Example:")
    );
    let o = cr(&["show", "601", "--in", "en"]);
    let out = stdout(&o);
    assert!(out.contains("601 Casting Spells"));
    assert!(out.contains("601.2i "));
}

#[test]
fn rules_lists_ids_in_document_order() {
    let v = json(&["rules", "it", "--json"]);
    assert_eq!(v.as_array().unwrap().len(), 7);
    assert_eq!(v[4], "601.2e");
    let o = cr(&["rules", "en@2013-02-01"]);
    assert_eq!(stdout(&o).lines().count(), 1922);
}

#[test]
fn info_reports_encoding_line_endings_and_counts() {
    let v = json(&["info", "en@2015-07-17", "--json"]);
    assert_eq!(v["encoding"], "windows-1252");
    assert_eq!(v["line_endings"], "crlf");
    assert_eq!(v["rules"], 2040);
    assert_eq!(v["examples"], 226);
    for k in [
        "lang",
        "version",
        "encoding",
        "line_endings",
        "rules",
        "examples",
        "glossary",
        "stray",
    ] {
        assert!(v.get(k).is_some(), "missing {k}");
    }
    let v = json(&["info", "fr", "--json"]);
    assert_eq!(
        (v["rules"].as_u64(), v["stray"].as_u64()),
        (Some(2), Some(5))
    );
    assert_eq!(v["version"], "seed");
}

#[test]
fn corpus_lists_the_bundled_documents() {
    let v = json(&["corpus", "--json"]);
    assert_eq!(v.as_array().unwrap().len(), 7);
    assert_eq!(v[0]["document"], "rules/en/cr-2013-02-01.txt");
}

#[test]
fn bad_input_gets_one_line_and_exit_2() {
    let dir = tempfile::tempdir().unwrap();
    let p = |n: &str| dir.path().join(n).display().to_string();
    std::fs::write(p("empty.txt"), b"").unwrap();
    std::fs::write(p("bin.txt"), b"601.2a ok\0\x01\x02").unwrap();
    std::fs::write(p("norules.txt"), "Just a letter to a friend.\n").unwrap();
    std::fs::write(p("broken.txt"), b"601.2a caf\xc3\xa9 \xff\n").unwrap();
    let huge = std::fs::File::create(p("huge.txt")).unwrap();
    huge.set_len(100 * 1024 * 1024).unwrap(); // sparse: costs no disk
    let missing = p("missing.txt");
    let dirpath = dir.path().display().to_string();
    let cases: Vec<(Vec<String>, &str)> = vec![
        (vec!["info".into(), format!("en:{missing}")], "missing.txt"),
        (vec!["info".into(), format!("en:{dirpath}")], "directory"),
        (
            vec!["info".into(), format!("en:{}", p("empty.txt"))],
            "empty.txt",
        ),
        (vec!["info".into(), format!("en:{}", p("bin.txt"))], "NUL"),
        (
            vec!["info".into(), format!("en:{}", p("broken.txt"))],
            "byte 13",
        ),
        (
            vec!["info".into(), format!("en:{}", p("huge.txt"))],
            "too large",
        ),
        (
            vec!["rules".into(), format!("en:{}", p("norules.txt"))],
            "norules.txt",
        ),
        (
            vec!["show".into(), "601.2f".into(), "--in".into(), "xx".into()],
            "xx",
        ),
        (vec!["info".into(), "en@1999-01-01".into()], "1999-01-01"),
        (vec!["info".into(), p("empty.txt")], "fr:"),
        (vec!["show".into(), "6x1".into()], "6x1"),
        (vec!["info".into(), "not a tag!".into()], "not a tag!"),
    ];
    for (args, needle) in cases {
        let a: Vec<&str> = args.iter().map(String::as_str).collect();
        assert_error(&cr(&a), needle);
    }
    // A file with no rules is not an error for info: it reports 0.
    let o = cr(&["info", &format!("en:{}", p("norules.txt")), "--json"]);
    assert_eq!(o.status.code(), Some(0));
    let v: Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(
        (v["rules"].as_u64(), v["stray"].as_u64()),
        (Some(0), Some(1))
    );
}

#[test]
fn usage_errors_exit_2_in_one_line_plus_hint() {
    let o = cr(&["show"]);
    assert_eq!(o.status.code(), Some(2));
    let o = cr(&["frobnicate"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(crate::common::stderr(&o).contains("frobnicate"));
}

/// `cr show 601 | head` ends quietly: no error, no panic.
#[test]
fn a_closed_pipe_ends_quietly() {
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_cr"))
        .args(["show", "601"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = [0u8; 64];
    child
        .stdout
        .as_mut()
        .unwrap()
        .read_exact(&mut first)
        .unwrap();
    drop(child.stdout.take());
    let o = child.wait_with_output().unwrap();
    assert!(o.status.success(), "{:?}", o.status);
    assert_eq!(String::from_utf8_lossy(&o.stderr), "");
}
