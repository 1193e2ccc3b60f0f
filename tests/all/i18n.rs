//! Fluent catalogues: the same message ids in every locale, no syntax errors, and commands
//! that speak French and Italian.

use crate::common::{cr, cr_env, stdout};
use comprules::i18n;
use fluent::FluentResource;
use std::collections::BTreeSet;

fn ids(lang: &str) -> BTreeSet<String> {
    let mut all = BTreeSet::new();
    for (file, src) in i18n::sources(lang) {
        let res = FluentResource::try_new((*src).to_owned())
            .unwrap_or_else(|(_, e)| panic!("{lang}/{file}: {e:?}"));
        for entry in res.entries() {
            let id = match entry {
                fluent_syntax::ast::Entry::Message(m) => m.id.name.to_owned(),
                fluent_syntax::ast::Entry::Term(t) => format!("-{}", t.id.name),
                _ => continue,
            };
            assert!(all.insert(id.clone()), "{lang}/{file}: duplicate id {id}");
        }
    }
    all
}

#[test]
fn every_locale_has_the_same_message_ids() {
    let langs: Vec<&str> = i18n::available().collect();
    assert_eq!(langs, ["en-US", "fr", "it"]);
    let reference = ids("en-US");
    assert!(reference.len() > 40);
    for lang in ["fr", "it"] {
        let other = ids(lang);
        let missing: Vec<_> = reference.difference(&other).collect();
        let extra: Vec<_> = other.difference(&reference).collect();
        assert!(
            missing.is_empty() && extra.is_empty(),
            "{lang}: missing {missing:?}, extra {extra:?}"
        );
    }
}

#[test]
fn the_ui_language_comes_from_the_flag_or_the_environment() {
    assert_eq!(i18n::negotiate(Some("fr")), "fr");
    assert_eq!(i18n::negotiate(Some("it_IT.UTF-8")), "it");
    assert_eq!(i18n::negotiate(Some("de")), "en-US");
    let o = cr(&["--ui-lang", "fr", "info", "it"]);
    let out = stdout(&o);
    assert!(
        out.contains("Langue") && out.contains("Règles numérotées"),
        "{out}"
    );
    let o = cr_env(&["info", "fr"], &[("LANG", "it_IT.UTF-8")]);
    assert!(stdout(&o).contains("Regole numerate"), "{}", stdout(&o));
    let o = cr(&["--ui-lang", "fr", "info", "en:/nonexistent/x.txt"]);
    assert_eq!(
        crate::common::stderr(&o).trim(),
        "cr: erreur : /nonexistent/x.txt : fichier introuvable"
    );
}

#[test]
fn help_is_localised() {
    let o = cr(&["--ui-lang", "it", "--help"]);
    let out = stdout(&o);
    // Clap adds the colon after a heading: the catalogue must not add another ("Comandi::").
    assert!(
        out.contains("Uso:") && out.contains("\nComandi:\n"),
        "{out}"
    );
    assert!(!out.contains("::"), "{out}");
    assert!(out.contains("Mostra una regola"), "{out}");
    let o = cr(&["--ui-lang", "fr", "show", "--help"]);
    let out = stdout(&o);
    assert!(
        out.contains("\nArguments:\n") && out.contains("\nOptions:\n"),
        "{out}"
    );
    assert!(!out.contains("::"), "{out}");
}

/// The variables a message uses (in placeables, selectors and variants).
fn variables(pattern: &fluent_syntax::ast::Pattern<&str>, out: &mut BTreeSet<String>) {
    use fluent_syntax::ast::{Expression, InlineExpression, PatternElement};
    fn inline(e: &InlineExpression<&str>, out: &mut BTreeSet<String>) {
        match e {
            InlineExpression::VariableReference { id } => {
                out.insert(id.name.to_owned());
            }
            InlineExpression::Placeable { expression } => expr(expression, out),
            _ => {}
        }
    }
    fn expr(e: &Expression<&str>, out: &mut BTreeSet<String>) {
        match e {
            Expression::Inline(i) => inline(i, out),
            Expression::Select { selector, variants } => {
                inline(selector, out);
                for v in variants {
                    variables(&v.value, out);
                }
            }
        }
    }
    for el in &pattern.elements {
        if let PatternElement::Placeable { expression } = el {
            expr(expression, out);
        }
    }
}

/// Every en-US message with the variables it uses.
fn english_messages() -> std::collections::BTreeMap<String, BTreeSet<String>> {
    let mut all = std::collections::BTreeMap::new();
    for (file, src) in i18n::sources("en-US") {
        let res =
            fluent_syntax::parser::parse(*src).unwrap_or_else(|(_, e)| panic!("{file}: {e:?}"));
        for entry in res.body {
            if let fluent_syntax::ast::Entry::Message(m) = entry {
                let mut vars = BTreeSet::new();
                if let Some(p) = &m.value {
                    variables(p, &mut vars);
                }
                all.insert(m.id.name.to_owned(), vars);
            }
        }
    }
    all
}

/// The arguments of a call (or the items of a list or tuple), split at the commas outside
/// brackets and strings: `s` starts just after the opening bracket and the parts end at the
/// matching closing one.
fn parts(s: &str) -> Vec<&str> {
    let (mut out, mut start, mut depth, mut in_str, mut escaped) = (vec![], 0, 0i32, false, false);
    let mut end = s.len();
    for (k, c) in s.char_indices() {
        if in_str {
            match (escaped, c) {
                (true, _) => escaped = false,
                (false, '\\') => escaped = true,
                (false, '"') => in_str = false,
                _ => {}
            }
            continue;
        }
        match c {
            '"' => in_str = true,
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' if depth == 0 => {
                end = k;
                break;
            }
            ')' | ']' | '}' => depth -= 1,
            ',' if depth == 0 => {
                out.push(s[start..k].trim());
                start = k + 1;
            }
            _ => {}
        }
    }
    out.push(s[start..end].trim());
    out.retain(|p| !p.is_empty());
    out
}

fn literal(s: &str) -> Option<&str> {
    s.strip_prefix('"')?.strip_suffix('"')
}

/// Every message the code names with a literal id, with the argument names it passes:
/// `fl!(i, "id", name = …)`, `.tr("id", &[("name", …)])` and `.t("id")`.
fn messages_in_code() -> Vec<(String, String, BTreeSet<String>)> {
    let mut found = Vec::new();
    let mut stack = vec![std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src")];
    while let Some(dir) = stack.pop() {
        for e in std::fs::read_dir(&dir).unwrap() {
            let path = e.unwrap().path();
            if path.is_dir() {
                stack.push(path);
                continue;
            }
            if path.extension().is_none_or(|x| x != "rs") {
                continue;
            }
            let src = std::fs::read_to_string(&path).unwrap();
            let at = |k: usize| format!("{}:{}", path.display(), src[..k].lines().count());
            // Calls inside comments (documentation examples) are not calls.
            let commented = |k: usize| {
                let start = src[..k].rfind('\n').map_or(0, |n| n + 1);
                src[start..k].trim_start().starts_with("//")
            };
            for (k, _) in src.match_indices("fl!(") {
                if commented(k) {
                    continue;
                }
                let args = parts(&src[k + 4..]);
                let Some(id) = args.get(1).and_then(|p| literal(p)) else {
                    continue; // the macro's own definition
                };
                let names = args[2..]
                    .iter()
                    .map(|p| p.split('=').next().unwrap().trim().to_owned())
                    .collect();
                found.push((at(k), id.to_owned(), names));
            }
            for (k, _) in src.match_indices(".tr(") {
                if commented(k) {
                    continue;
                }
                let args = parts(&src[k + 4..]);
                let Some(id) = args.first().and_then(|p| literal(p)) else {
                    continue;
                };
                let list = args.get(1).copied().unwrap_or("");
                if !list.starts_with("&[") {
                    continue; // arguments built elsewhere (a Message's args)
                }
                let names = parts(&list[2..])
                    .iter()
                    .filter_map(|t| literal(parts(t.strip_prefix('(')?).first()?))
                    .map(str::to_owned)
                    .collect();
                found.push((at(k), id.to_owned(), names));
            }
            for (k, _) in src.match_indices(".t(\"") {
                if commented(k) {
                    continue;
                }
                if let Some(id) = parts(&src[k + 3..]).first().and_then(|p| literal(p)) {
                    found.push((at(k), id.to_owned(), BTreeSet::new()));
                }
            }
        }
    }
    found
}

/// As rage's `fl!` does at compile time: every message the code names exists in en-US, and
/// gets exactly the arguments it uses (an unknown id or a misspelt argument is a bug).
#[test]
fn messages_named_in_code_exist_with_their_arguments() {
    let english = english_messages();
    let found = messages_in_code();
    assert!(
        found.len() > 150,
        "the scan found only {} uses",
        found.len()
    );
    let mut problems = Vec::new();
    for (at, id, names) in &found {
        match english.get(id) {
            None => problems.push(format!("{at}: no message {id} in en-US")),
            Some(vars) if vars != names => problems.push(format!(
                "{at}: {id} uses {vars:?}, the code passes {names:?}"
            )),
            Some(_) => {}
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The scan above finds what it should: a call with a wrong argument is reported.
#[test]
fn the_message_scan_reads_calls_as_written() {
    let src = r#"fl!(ctx.i18n, "show-not-found", rule = id.to_string(), extra = f(a, b)); x(1, 2)"#;
    let p = parts(&src[4..]);
    assert_eq!(p.len(), 4, "{p:?}");
    assert_eq!(literal(p[1]), Some("show-not-found"));
    assert_eq!(p[3], "extra = f(a, b)");
    let src = r#"i.tr("diff-sentences", &[("lost", a.to_string()), ("gained", f(x, y))])"#;
    let p = parts(&src[5..]);
    assert_eq!(p.len(), 2, "{p:?}");
    let items = parts(&p[1][2..]);
    assert_eq!(items.len(), 2, "{items:?}");
    assert_eq!(literal(parts(&items[1][1..])[0]), Some("gained"));
}

/// Plurals go through Fluent selectors, never "rule(s)", "règle(s)" or "regola/e".
#[test]
fn no_message_writes_a_plural_with_parentheses_or_slashes() {
    let bad = regex::Regex::new(r"\p{L}\((s|e|es|i|x)\)|\p{L}/(e|i|a)\b").unwrap();
    for lang in i18n::available() {
        for (file, src) in i18n::sources(lang) {
            for (n, line) in src.lines().enumerate() {
                if line.starts_with('#') {
                    continue;
                }
                assert!(!bad.is_match(line), "{lang}/{file}:{}: {line}", n + 1);
            }
        }
    }
    let en = comprules::i18n::I18n::new("en-US");
    let one = |n: &str| {
        en.tr(
            "lint-summary",
            &[
                ("total", "1".into()),
                ("errors", "0".into()),
                ("warnings", n.into()),
                ("infos", "0".into()),
            ],
        )
    };
    assert_eq!(one("1"), "1 finding (0 errors, 1 warning, 0 info)");
    let fr = comprules::i18n::I18n::new("fr");
    let line = fr.tr(
        "index-built",
        &[
            ("entries", "1".into()),
            ("documents", "1".into()),
            ("seconds", "0.10".into()),
            ("path", "/tmp/x".into()),
        ],
    );
    assert!(line.contains("1 entrée pour 1 document en"), "{line}");
}

#[test]
fn an_unknown_ui_language_is_warned_about() {
    let o = cr(&["--ui-lang", "de", "info", "fr"]);
    assert_eq!(o.status.code(), Some(0));
    let err = crate::common::stderr(&o);
    assert!(err.contains("warning:") && err.contains(" de;"), "{err}");
    assert!(stdout(&o).contains("Numbered rules"), "{}", stdout(&o));
    // A known language in another region is no surprise: no warning.
    let o = cr(&["--ui-lang", "fr_CA.UTF-8", "info", "fr"]);
    assert_eq!(crate::common::stderr(&o), "");
    assert!(stdout(&o).contains("Règles numérotées"));
}
