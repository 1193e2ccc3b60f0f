//! The `cr` binary as a user meets it: commands, JSON shapes, bad input, pipes.

use crate::common::{assert_error, cr, repo, stdout};
use serde_json::Value;

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
    // Today's English and the bundled translations (older releases: --all-releases).
    for d in [
        &crate::common::t("en@2026-01-16"),
        "fr@seed",
        "it@seed",
        "ko@2017-07-08",
        "zh@2023-10-13",
    ] {
        assert!(docs.contains(&d.to_owned()), "{d} in {docs:?}");
    }
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
    assert!(v.as_array().unwrap().len() >= 8, "{v}");
    assert_eq!(v[0]["lang"], "en");
    for e in v.as_array().unwrap() {
        for k in ["lang", "version", "document", "bytes"] {
            assert!(e.get(k).is_some(), "missing {k}");
        }
    }
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

/// Runs `cr` with its stdout on a pipe that is closed after the first line, as
/// `cr … | head -1` does, and returns how it ended.
fn with_closed_pipe(args: &[&str]) -> std::process::Output {
    use std::io::BufRead;
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_cr"))
        .args(args)
        .current_dir(std::env::temp_dir())
        .env("LANG", "C")
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    std::io::BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    assert!(!first.is_empty(), "{args:?} printed nothing");
    // The reader is dropped here: the pipe is closed while `cr` still has much to write.
    child.wait_with_output().unwrap()
}

/// `cr … | head -1` ends quietly: exit 0, nothing on stderr, no panic. The outputs are far
/// larger than a pipe buffer (64 KiB) and `cr`'s own buffer, so the write really fails.
#[test]
fn a_closed_pipe_ends_quietly() {
    let cases: [&[&str]; 3] = [
        &["rules", "en@2026-01-16", "--format", "tsv"],
        &["show", "6", "--all-releases"],
        &["align", "en@2023-10-13", "en@2026-01-16", "--format", "tmx"],
    ];
    for args in cases {
        let full = cr(args);
        assert_eq!(full.status.code(), Some(0), "{args:?}");
        assert!(
            full.stdout.len() > 512 * 1024,
            "{args:?}: {} bytes is not enough to fill the pipe",
            full.stdout.len()
        );
        let o = with_closed_pipe(args);
        assert_eq!(o.status.code(), Some(0), "{args:?}: {:?}", o.status);
        assert_eq!(String::from_utf8_lossy(&o.stderr), "", "{args:?}");
    }
}

/// Every help page in every UI language: headings with one colon, positional arguments
/// under their own heading before the options, and value names in capitals.
#[test]
fn help_pages_follow_the_conventions() {
    let i = comprules::i18n::I18n::new("en-US");
    let names: Vec<String> = comprules::cli::command(&i)
        .get_subcommands()
        .map(|c| c.get_name().to_owned())
        .collect();
    assert!(names.len() >= 17, "{names:?}");
    let lower_value = regex::Regex::new(r"<[a-z][a-z_-]*>").unwrap();
    let value = regex::Regex::new(r"<([A-Z][A-Z_-]*)>").unwrap();
    for lang in ["en-US", "fr", "it"] {
        let top = stdout(&cr(&["--ui-lang", lang, "--help"]));
        assert!(!top.contains("::"), "{lang}: {top}");
        for name in &names {
            let o = cr(&["--ui-lang", lang, name, "--help"]);
            let help = stdout(&o);
            assert_eq!(o.status.code(), Some(0), "{lang} {name}");
            assert!(!help.contains("::"), "{lang} {name}: {help}");
            assert!(!lower_value.is_match(&help), "{lang} {name}: {help}");
            let args = help.find("\nArguments:\n").or(help.find("\nArgomenti:\n"));
            let opts = help.find("\nOptions:\n").or(help.find("\nOpzioni:\n"));
            let opts = opts.unwrap_or_else(|| panic!("{lang} {name}: no options: {help}"));
            if let Some(a) = args {
                assert!(a < opts, "{lang} {name}: arguments after options: {help}");
                let positionals = &help[a..opts];
                assert!(!positionals.contains("  --"), "{lang} {name}: {help}");
                // The usage line names the positionals in the order the list gives them.
                let usage = help
                    .lines()
                    .find(|l| {
                        l.split_once(": ").is_some_and(|(head, r)| {
                            !head.trim().contains(' ') && r.starts_with(&format!("cr {name}"))
                        })
                    })
                    .unwrap_or_else(|| panic!("{lang} {name}: no usage line: {help}"));
                let tokens: Vec<&str> = usage.split_whitespace().collect();
                let in_usage: Vec<&str> = (0..tokens.len())
                    .filter(|&k| k == 0 || !tokens[k - 1].starts_with('-'))
                    .filter_map(|k| {
                        value
                            .captures(tokens[k])
                            .map(|c| c.get(1).unwrap().as_str())
                    })
                    .collect();
                let listed: Vec<&str> = positionals
                    .lines()
                    .filter(|l| l.starts_with("  <") || l.starts_with("  ["))
                    .filter_map(|l| value.captures(l).map(|c| c.get(1).unwrap().as_str()))
                    .collect();
                assert_eq!(in_usage, listed, "{lang} {name}: {help}");
            }
        }
    }
    let help = stdout(&cr(&["show", "--help"]));
    assert!(help.contains("Arguments:\n  <RULE>"), "{help}");
    assert!(help.contains("--format <FORMAT>"), "{help}");
}

/// `--format json` on every command that prints something, `--json` as its alias.
#[test]
fn every_command_speaks_json_through_format() {
    let i = comprules::i18n::I18n::new("en-US");
    for c in comprules::cli::command(&i).get_subcommands() {
        // Scripts and protocol servers: what they print is not a report.
        if ["completions", "man", "mcp", "lsp"].contains(&c.get_name()) {
            continue;
        }
        let format = c
            .get_arguments()
            .find(|a| a.get_long() == Some("format"))
            .unwrap_or_else(|| panic!("{} has no --format", c.get_name()));
        let values: Vec<String> = format
            .get_possible_values()
            .iter()
            .map(|v| v.get_name().to_owned())
            .collect();
        assert!(
            values.contains(&"json".to_owned()),
            "{}: {values:?}",
            c.get_name()
        );
        assert!(
            c.get_arguments().any(|a| a.get_long() == Some("json")),
            "{} has no --json",
            c.get_name()
        );
    }
    for args in [
        &["info", "fr"][..],
        &["corpus"],
        &["explain"],
        &["show", "601.2f", "--in", "it"],
        &["cost", "{2}{R}", "--reduce", "{1}"],
    ] {
        let a: Vec<&str> = args.iter().copied().chain(["--json"]).collect();
        let b: Vec<&str> = args.iter().copied().chain(["--format", "json"]).collect();
        let (a, b) = (cr(&a), cr(&b));
        assert_eq!(
            a.status.code(),
            Some(0),
            "{args:?}: {}",
            crate::common::stderr(&a)
        );
        assert_eq!(a.stdout, b.stdout, "{args:?}");
        serde_json::from_slice::<Value>(&a.stdout).expect("JSON");
    }
}

/// Mistyped commands, flags and values get a suggestion; conflicts and allowed values are
/// named.
#[test]
fn usage_errors_name_the_problem_and_suggest() {
    let cases: [(&[&str], &[&str]); 6] = [
        (&["shwo", "601"], &["shwo", "did you mean show?"]),
        (&["show", "601", "--jsno"], &["--jsno", "--json"]),
        (
            &["rules", "en", "--json", "--text"],
            &["--json", "--text", "cannot be used with"],
        ),
        (
            &["align", "it", "fr", "--format", "xml"],
            &["xml", "--format <FORMAT>", "text, json, tsv, tmx"],
        ),
        (
            &["info", "fr", "--json", "--format", "text"],
            &["--json", "--format"],
        ),
        (&["completions", "tcsh"], &["tcsh", "bash", "zsh"]),
    ];
    for (args, needles) in cases {
        let o = cr(args);
        let err = crate::common::stderr(&o);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 2, "{args:?}: {err}");
        for n in needles {
            assert!(err.contains(n), "{args:?}: {err:?} should contain {n:?}");
        }
    }
    let o = cr(&["--ui-lang", "fr", "shwo"]);
    assert!(crate::common::stderr(&o).contains("vouliez-vous dire show ?"));
}

#[test]
fn completions_and_man_page_come_from_the_command_tree() {
    let bash = cr(&["completions", "bash"]);
    assert_eq!(bash.status.code(), Some(0));
    let script = stdout(&bash);
    assert!(
        script.contains("_cr()") && script.contains("fingerprint"),
        "{script}"
    );
    let zsh = stdout(&cr(&["completions", "zsh"]));
    assert!(zsh.starts_with("#compdef cr"), "{zsh}");
    let fish = stdout(&cr(&["completions", "fish"]));
    assert!(
        fish.contains("complete -c cr") && fish.contains("--format"),
        "{fish}"
    );
    let man = cr(&["man"]);
    assert_eq!(man.status.code(), Some(0));
    let page = stdout(&man);
    assert!(page.contains(".TH cr 1"), "{page}");
    assert!(page.contains("fingerprint"), "{page}");
    let page = stdout(&cr(&["man", "show"]));
    assert!(
        page.contains(".TH cr-show 1") && page.contains("RULE"),
        "{page}"
    );
    let page = stdout(&cr(&["--ui-lang", "fr", "man", "show"]));
    assert!(page.contains("Afficher une règle"), "{page}");
    crate::common::assert_error(&cr(&["man", "shwo"]), "shwo");
}

/// `601.2F` is 601.2f; `6` is section 6 with every rule in it.
#[test]
fn show_takes_letters_in_any_case_and_sections() {
    let v = json(&["show", "601.2F", "--in", "en@2026-01-16", "--json"]);
    assert_eq!(v[0]["rule"], "601.2f");
    let v = json(&["show", "6", "--in", "en@2026-01-16", "--json"]);
    let rules: Vec<&str> = v
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["rule"].as_str().unwrap())
        .collect();
    assert_eq!(rules[0], "6");
    assert_eq!(v[0]["text"], "Spells, Abilities, and Effects");
    assert_eq!(rules[1], "600");
    assert!(rules.contains(&"601.2f") && rules.contains(&"613.1a"));
    assert!(
        rules[1..]
            .iter()
            .all(|r| r.starts_with('6') && r.len() >= 3)
    );
    assert!(rules.len() > 300, "{}", rules.len());
    let text = stdout(&cr(&["show", "6.", "--in", "en@2026-01-16"]));
    assert!(
        text.contains("\n6 Spells, Abilities, and Effects\n"),
        "{text}"
    );
    crate::common::assert_error(&cr(&["show", "0"]), "0");
    crate::common::assert_error(&cr(&["show", "60"]), "60");
}

/// `bytes` is the size of the file, whatever its encoding (not the size of the decoded text).
#[test]
fn info_bytes_is_the_file_size() {
    let dir = tempfile::tempdir().unwrap();
    let text = "601.2f Le coût total — « verrouillé ».\r\n601.2g Après.\n";
    let utf16: Vec<u8> = [0xFF, 0xFE]
        .into_iter()
        .chain(text.encode_utf16().flat_map(u16::to_le_bytes))
        .collect();
    let cp1252 = encoding_rs::WINDOWS_1252.encode(text).0.into_owned();
    let bom: Vec<u8> = b"\xEF\xBB\xBF"
        .iter()
        .chain(text.as_bytes())
        .copied()
        .collect();
    for (name, bytes, encoding) in [
        ("utf8.txt", text.as_bytes().to_vec(), "utf-8"),
        ("bom.txt", bom, "utf-8-bom"),
        ("cp1252.txt", cp1252, "windows-1252"),
        ("utf16.txt", utf16, "utf-16le"),
    ] {
        let path = dir.path().join(name);
        std::fs::write(&path, &bytes).unwrap();
        let v = json(&["info", &format!("fr:{}", path.display()), "--json"]);
        assert_eq!(v["encoding"], encoding, "{name}");
        assert_eq!(v["rules"], 2, "{name}");
        assert_eq!(v["bytes"].as_u64(), Some(bytes.len() as u64), "{name}");
    }
    for (spec, path) in [
        ("fr", "rules/fr/seed.txt"),
        ("zh", "rules/zh/cr-2023-10-13.txt"),
    ] {
        let size = std::fs::metadata(repo(path)).unwrap().len();
        let v = json(&["info", spec, "--json"]);
        assert_eq!(v["bytes"].as_u64(), Some(size), "{spec}");
    }
}

/// A file given on the command line is named in lint output as the user wrote it, relative to
/// where `cr` runs, whatever the working directory.
#[test]
fn lint_names_files_as_the_user_gave_them() {
    let run = |dir: &std::path::Path, spec: &str| {
        std::process::Command::new(env!("CARGO_BIN_EXE_cr"))
            .args(["lint", spec, "--format", "json", "--no-cache"])
            .current_dir(dir)
            .env("LANG", "C")
            .env(
                "CR_CACHE_DIR",
                std::env::temp_dir().join("cr-test-cache-lint-paths"),
            )
            .output()
            .unwrap()
    };
    let rules = repo("rules");
    for (dir, spec, shown) in [
        (rules.clone(), "it:it/seed.txt", "it/seed.txt"),
        (rules.join("fr"), "it:../it/./seed.txt", "../it/./seed.txt"),
    ] {
        let o = run(&dir, spec);
        assert_eq!(
            o.status.code(),
            Some(1),
            "{spec}: {}",
            crate::common::stderr(&o)
        );
        let v: Value = serde_json::from_slice(&o.stdout).unwrap();
        let findings = v["findings"].as_array().unwrap();
        assert!(!findings.is_empty());
        for f in findings {
            assert_eq!(f["document"], shown, "{spec}");
        }
    }
}

// ── Issue 23: CLI conventions ──

/// `cr help CMD` is `cr CMD --help`; `cr help` is `cr --help`.
#[test]
fn help_command_shows_a_commands_help() {
    let o = cr(&["help", "search"]);
    assert_eq!(o.status.code(), Some(0), "{}", crate::common::stderr(&o));
    assert_eq!(stdout(&o), stdout(&cr(&["search", "--help"])));
    let o = cr(&["help"]);
    assert_eq!(o.status.code(), Some(0));
    assert!(stdout(&o).contains("search"), "{}", stdout(&o));
    let o = cr(&["help", "frobnicate"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(crate::common::stderr(&o).contains("frobnicate"));
}

/// `cr show 601.2f` prints today's English first, then the translations; older releases only
/// with --all-releases (newest first after those) or --in.
#[test]
fn show_puts_todays_english_first() {
    let newest = comprules::history::newest().effective.clone();
    let v = json(&["show", "601.2f", "--json"]);
    let docs: Vec<(String, String)> = v
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                s["lang"].as_str().unwrap().to_owned(),
                s["version"].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    assert_eq!(docs[0], ("en".to_owned(), newest.to_string()), "{docs:?}");
    assert_eq!(
        docs.iter().filter(|(l, _)| l == "en").count(),
        1,
        "{docs:?}"
    );
    for l in ["fr", "it", "zh", "ko"] {
        assert!(docs.iter().any(|(x, _)| x == l), "{l}: {docs:?}");
    }
    // What the help says it reads without --in is what it reads.
    let help = stdout(&cr(&["show", "--help"]))
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    assert!(
        help.contains("default: today's English, then every translation (bundled or added); older English releases with --all-releases"),
        "{help}"
    );
    let v = json(&["show", "601.2f", "--all-releases", "--json"]);
    let en: Vec<&str> = v
        .as_array()
        .unwrap()
        .iter()
        .filter(|s| s["lang"] == "en")
        .map(|s| s["version"].as_str().unwrap())
        .collect();
    assert_eq!(en[0], &*newest);
    assert!(en.len() > 20, "{en:?}");
    assert!(
        en[1..].windows(2).all(|w| w[0] > w[1]),
        "newest first: {en:?}"
    );
    // Every form of the reference.
    for form in [
        "rule 601.2f",
        "CR 601.2f",
        "r. 601.2f",
        "601.2 f",
        "601.2F",
        "6012f",
        "R6012f",
    ] {
        let v = json(&["show", form, "--in", "en", "--json"]);
        assert_eq!(v[0]["rule"], "601.2f", "{form}");
    }
}

/// An unknown version between two releases names both and `cr corpus` (the archive's file
/// labelled 2006-06-01 holds the June 2004 text: that date is no release); an unknown language tag is
/// refused with the known ones; a file without rules is an error wherever rules are needed.
#[test]
fn unknown_versions_languages_and_files_without_rules() {
    let o = cr(&["show", "601.2f", "--in", "en@2015-07-18"]);
    assert_error(&o, "between en@2015-07-17 and en@2015-09-26");
    assert!(crate::common::stderr(&o).contains("cr corpus"));
    let o = cr(&["show", "601.2f", "--in", "en@2006-06-01"]);
    assert_error(&o, "between en@2006-05-01 and en@2006-07-15");
    let seed = repo("rules/fr/seed.txt");
    let o = cr(&["lint", &format!("klingon:{}", seed.display())]);
    assert_error(&o, "klingon");
    assert!(crate::common::stderr(&o).contains("en, fr, it"));
    let dir = tempfile::tempdir().unwrap();
    let notes = dir.path().join("notes.txt");
    std::fs::write(&notes, "Just a letter to a friend.\n").unwrap();
    let spec = format!("fr:{}", notes.display());
    for args in [
        vec!["lint", spec.as_str()],
        vec!["show", "601.2f", "--in", spec.as_str()],
        vec!["fingerprint", spec.as_str()],
    ] {
        assert_error(&cr(&args), "notes.txt");
    }
}

/// `cr docs` takes seconds: on a terminal its standard error shows the stage under way (and
/// clears it at the end); in a pipe it shows nothing but the command's own output.
#[test]
#[ignore = "needs script (bsdutils) for a terminal"]
fn docs_shows_its_progress_on_a_terminal_and_never_in_a_pipe() {
    let dir = tempfile::tempdir().unwrap();
    let site = |name: &str| dir.path().join(name).display().to_string();
    let piped = crate::common::cr_env(&["docs", "fr", "--out", &site("piped")], &[]);
    assert_eq!(piped.status.code(), Some(0));
    assert_eq!(
        crate::common::stderr(&piped),
        "",
        "nothing but errors in a pipe"
    );
    assert!(stdout(&piped).starts_with("wrote "), "{}", stdout(&piped));
    // script(1) runs the command on a pseudo-terminal and copies what it drew.
    let command = format!(
        "{} --ui-lang en-US docs fr --out {}",
        env!("CARGO_BIN_EXE_cr"),
        site("terminal")
    );
    let o = std::process::Command::new("script")
        .args(["-qec", &command, "/dev/null"])
        .env("CR_CACHE_DIR", dir.path().join("cache"))
        .output()
        .expect("script(1) runs");
    let drawn = String::from_utf8_lossy(&o.stdout);
    assert!(o.status.success(), "{drawn}");
    // The spinner draws at most a few times a second: a short stage may pass undrawn, the
    // rendering of the pages (the history of every rule) never does.
    let stages = [
        "reading the documents",
        "checking 1 document against their English",
        "rendering the pages",
        "writing ",
    ];
    assert!(stages.iter().any(|s| drawn.contains(s)), "{drawn}");
    assert!(drawn.contains("wrote "), "{drawn}");
}

/// Several references, as judges paste them: separate arguments or one argument with commas,
/// shown in the order given; one that no document has is said on stderr with exit code 1.
#[test]
fn show_takes_several_references_in_order() {
    let rules = |args: &[&str]| -> Vec<String> {
        json(args)
            .as_array()
            .unwrap()
            .iter()
            .map(|e| e["rule"].as_str().unwrap().to_owned())
            .collect()
    };
    assert_eq!(
        rules(&["show", "601.2f, 118.7c, 702.51a", "--in", "en", "--json"]),
        ["601.2f", "118.7c", "702.51a"]
    );
    assert_eq!(
        rules(&["show", "702.51a", "rule 601.2f", "--in", "en", "--json"]),
        ["702.51a", "601.2f"]
    );
    let o = cr(&["show", "601.2f", "999.9z", "--in", "en"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stdout(&o).contains("601.2f"));
    assert!(crate::common::stderr(&o).contains("999.9z"));
}
