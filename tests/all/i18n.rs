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
    assert!(out.contains("Uso:") && out.contains("Comandi:"), "{out}");
    assert!(out.contains("Mostra una regola"), "{out}");
}
