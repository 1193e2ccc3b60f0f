//! Reading commands: `cr show`, `cr rules`, `cr info`, `cr corpus`.

use super::args::{self, TEXT_OR_JSON};
use super::json::{CorpusEntry, DocRef, Info, ShownRule};
use super::{CmdResult, Ctx, output, sub};
use crate::corpus;
use crate::document::Document;
use crate::error::Error;
use crate::fl;
use crate::i18n::I18n;
use crate::lookup::{self, Answer, Target};
use clap::{Arg, ArgMatches, Command};
use std::io::Write;
use std::process::ExitCode;

/// The formats of `cr rules`: rule numbers, JSON, or numbers with their text.
const RULES_FORMATS: &[&str] = &["text", "json", "tsv"];

pub(super) fn register(cmd: Command, i: &I18n) -> Command {
    cmd.subcommand(
        sub(i, "show")
            .arg(
                Arg::new(args::RULE)
                    .value_name("RULE")
                    .required(true)
                    .num_args(1..)
                    .help(i.t("cli-arg-rule")),
            )
            .arg(args::docs_in(i, "cli-arg-show-in"))
            .arg(
                Arg::new(args::ALL_RELEASES)
                    .long("all-releases")
                    .action(clap::ArgAction::SetTrue)
                    .conflicts_with(args::IN)
                    .help(i.t("cli-arg-all-releases")),
            )
            .args(args::format(i, TEXT_OR_JSON, "cli-arg-format")),
    )
    .subcommand(
        sub(i, "rules")
            .arg(args::spec(i, true))
            .args(args::format(i, RULES_FORMATS, "cli-arg-rules-format"))
            .arg(
                Arg::new(args::TEXT)
                    .long("text")
                    .action(clap::ArgAction::SetTrue)
                    .conflicts_with_all([args::JSON, args::FORMAT])
                    .help(i.t("cli-arg-rules-text")),
            ),
    )
    .subcommand(sub(i, "info").arg(args::spec(i, true)).args(args::format(
        i,
        TEXT_OR_JSON,
        "cli-arg-format",
    )))
    .subcommand(
        sub(i, "corpus")
            .args(args::format(i, TEXT_OR_JSON, "cli-arg-format"))
            .args_conflicts_with_subcommands(true)
            .subcommand(
                sub(i, "add").arg(
                    Arg::new(args::FILES)
                        .value_name("FILE")
                        .required(true)
                        .num_args(1..)
                        .help(i.t("cli-arg-corpus-files")),
                ),
            )
            .subcommand(
                sub(i, "remove").arg(
                    Arg::new(args::SPECS)
                        .value_name("SPEC")
                        .required(true)
                        .num_args(1..)
                        .help(i.t("cli-arg-corpus-remove")),
                ),
            )
            .subcommand(
                sub(i, "fetch")
                    .arg(
                        Arg::new(args::URL)
                            .long("url")
                            .value_name("URL")
                            .help(i.t("cli-arg-corpus-url")),
                    )
                    .arg(
                        Arg::new(args::TIMEOUT)
                            .long("timeout")
                            .value_name("SECONDS")
                            .value_parser(clap::value_parser!(u64).range(1..=3600))
                            .help(i.t("cli-arg-corpus-timeout")),
                    ),
            ),
    )
}

pub(super) fn run(
    name: &str,
    m: &ArgMatches,
    ctx: &Ctx<'_>,
    out: &mut dyn Write,
) -> Option<CmdResult> {
    Some(match name {
        "show" => show(m, ctx, out),
        "rules" => rules(m, ctx, out),
        "info" => info(m, ctx, out),
        "corpus" => list_corpus(m, ctx, out),
        _ => return None,
    })
}

/// The documents `cr show` reads when no `--in` names them, in the order it prints them:
/// today's English (the newest release the run knows) first, then every translation (bundled
/// or added), then (with `--all-releases`) every other English release, newest first.
pub fn show_documents(db: &crate::model::Db, all_releases: bool) -> Vec<Document> {
    let newest = db.history().newest().index;
    let translations: Vec<&corpus::Bundled> = corpus::bundled()
        .iter()
        .filter(|b| b.release().is_none())
        .collect();
    let mut docs = vec![(*db.release(newest)).clone()];
    docs.extend(corpus::load_bundled(&translations));
    docs.extend(db.added().iter().filter_map(|a| a.load().ok()));
    if all_releases {
        let older: Vec<usize> = (0..newest).rev().collect();
        db.prepare(&older);
        docs.extend(older.into_iter().map(|i| (*db.release(i)).clone()));
    }
    docs
}

fn show(m: &ArgMatches, ctx: &Ctx<'_>, out: &mut dyn Write) -> CmdResult {
    let mut targets = Vec::new();
    for raw in args::many(m, args::RULE) {
        targets.extend(Target::parse_many(&raw).ok_or(Error::BadRuleNumber { input: raw })?);
    }
    let specs = args::many(m, args::IN);
    let db = ctx.db;
    let given = !specs.is_empty();
    let docs = if given {
        crate::model::load_many(db, &specs)?
    } else {
        show_documents(db, args::flag(m, args::ALL_RELEASES))
    };
    let i = ctx.i18n;
    let json = args::format_of(m, TEXT_OR_JSON) == "json";
    let mut entries: Vec<ShownRule<'_>> = Vec::new();
    let mut missing = Vec::new();
    let mut text = String::new();
    for target in &targets {
        let answers: Vec<Answer<'_>> = if given {
            (0..docs.len())
                .map(|d| Answer::Shown(lookup::own(&docs[d], d, target)))
                .collect()
        } else {
            lookup::everywhere(db, &docs, target)
        };
        let any = answers
            .iter()
            .any(|a| matches!(a, Answer::Shown(v) if !v.is_empty()));
        if !any {
            missing.push(target.label());
            continue;
        }
        if !text.is_empty() {
            text.push('\n');
        }
        let mut first = true;
        for (d, a) in answers.iter().enumerate() {
            let doc = &docs[d];
            let shown = match a {
                Answer::Shown(v) if v.is_empty() => continue,
                Answer::Shown(v) => v,
                Answer::NoCounterpart if crate::lang::is_english(&doc.lang) => continue,
                // A fragment that holds nothing of the rule's chapter says nothing of it.
                Answer::NoCounterpart if !matches!(target, Target::Rule(id) if doc.rules.iter().any(|r| r.id.chapter == id.chapter)) =>
                {
                    continue;
                }
                Answer::NoCounterpart => &Vec::new(),
            };
            if !first {
                text.push('\n');
            }
            first = false;
            let header = fl!(
                i,
                "show-document-header",
                lang = &*doc.lang,
                version = &*doc.version,
                document = &*doc.name
            );
            text.push_str(&format!("── {header}\n"));
            let then = || db.followed(doc).label();
            if shown.is_empty() {
                let line = fl!(
                    i,
                    "show-no-counterpart",
                    rule = target.label(),
                    today = docs[0].label(),
                    then = then()
                );
                text.push_str(&format!("   ({line})\n"));
                continue;
            }
            if let Some(of) = shown.iter().find_map(|s| s.counterpart_of) {
                let here = shown
                    .iter()
                    .find(|s| s.counterpart_of == Some(of))
                    .map_or_else(String::new, |s| s.rule.clone());
                let line = fl!(
                    i,
                    "show-counterpart",
                    rule = of.to_string(),
                    today = docs[0].label(),
                    here = here,
                    then = then()
                );
                text.push_str(&format!("   ({line})\n"));
            }
            for s in shown {
                text.push_str(&format!("{} {}\n", s.rule, s.text));
                for e in &s.examples {
                    text.push_str(&format!("    {e}\n"));
                }
                entries.push(ShownRule {
                    rule: s.rule.clone(),
                    doc: DocRef::of(doc),
                    text: s.text,
                    examples: s.examples.clone(),
                    counterpart_of: s.counterpart_of.map(|r| r.to_string()),
                });
            }
        }
    }
    if json {
        output::json(out, &entries)?;
    } else {
        out.write_all(text.as_bytes())?;
    }
    for rule in &missing {
        let _ = writeln!(
            std::io::stderr(),
            "cr: {}",
            fl!(i, "show-not-found", rule = rule.as_str())
        );
    }
    // A rule asked for by number that no document has: exit 1 (show, history, diff alike).
    Ok(if missing.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(super::EXIT_FINDINGS)
    })
}

fn rules(m: &ArgMatches, ctx: &Ctx<'_>, out: &mut dyn Write) -> CmdResult {
    let doc = ctx.db.load(args::required(m, args::SPEC))?;
    if doc.rules.is_empty() {
        return Err(Error::NoRules { document: doc.name }.into());
    }
    let ids: Vec<String> = doc.rules.iter().map(|r| r.id.to_string()).collect();
    let format = if args::flag(m, args::TEXT) {
        "tsv"
    } else {
        args::format_of(m, RULES_FORMATS)
    };
    if format == "tsv" {
        for r in &doc.rules {
            writeln!(
                out,
                "{}\t{}",
                r.id,
                r.text().replace(['\t', '\n', '\r'], " ")
            )?;
        }
    } else if format == "json" {
        output::json(out, &ids)?;
    } else {
        for id in ids {
            writeln!(out, "{id}")?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn info(m: &ArgMatches, ctx: &Ctx<'_>, out: &mut dyn Write) -> CmdResult {
    let doc = ctx.db.load_any(args::required(m, args::SPEC))?;
    let info = Info::of(&doc);
    if args::format_of(m, TEXT_OR_JSON) == "json" {
        output::json(out, &info)?;
        return Ok(ExitCode::SUCCESS);
    }
    let i = ctx.i18n;
    let none = i.t("info-none");
    let le = &info.line_ending_counts;
    let rows: Vec<(String, String)> = vec![
        (i.t("info-document"), info.doc.document.to_string()),
        (i.t("info-lang"), info.doc.lang.to_string()),
        (i.t("info-version"), info.doc.version.to_string()),
        (i.t("info-title"), info.title.unwrap_or(&none).to_owned()),
        (
            i.t("info-effective-date"),
            info.effective_date.unwrap_or(&none).to_owned(),
        ),
        (i.t("info-encoding"), info.encoding.to_owned()),
        (
            i.t("info-line-endings"),
            format!(
                "{} (CRLF {}, LF {}, CR {})",
                info.line_endings, le.crlf, le.lf, le.cr
            ),
        ),
        (i.t("info-bytes"), info.bytes.to_string()),
        (i.t("info-sections"), info.sections.to_string()),
        (i.t("info-headings"), info.headings.to_string()),
        (i.t("info-rules"), info.rules.to_string()),
        (i.t("info-examples"), info.examples.to_string()),
        (i.t("info-glossary"), info.glossary.to_string()),
        (i.t("info-stray"), info.stray.to_string()),
        (
            i.t("info-credits"),
            if info.credits {
                i.t("info-yes")
            } else {
                i.t("info-no")
            },
        ),
    ];
    let width = rows
        .iter()
        .map(|(k, _)| k.chars().count())
        .max()
        .unwrap_or(0);
    for (k, v) in rows {
        let pad = width - k.chars().count();
        writeln!(out, "{k}{:pad$}  {v}", "")?;
    }
    Ok(ExitCode::SUCCESS)
}

fn list_corpus(m: &ArgMatches, ctx: &Ctx<'_>, out: &mut dyn Write) -> CmdResult {
    match m.subcommand() {
        Some(("add", sm)) => return corpus_add(sm, ctx, out),
        Some(("remove", sm)) => return corpus_remove(sm, ctx, out),
        Some(("fetch", sm)) => return corpus_fetch(sm, ctx, out),
        _ => {}
    }
    let db = ctx.db;
    let bundled = ctx.i18n.t("corpus-origin-bundled");
    let mut entries: Vec<CorpusEntry<'_>> = corpus::bundled()
        .iter()
        .map(|b| CorpusEntry {
            doc: DocRef::new(b.lang, b.version.as_str(), b.path.as_str()),
            bytes: b.size,
            added: false,
            source: None,
        })
        .collect();
    let dir = db
        .store()
        .map(|s| s.dir().to_path_buf())
        .unwrap_or_default();
    let paths: Vec<String> = db
        .added_entries()
        .iter()
        .map(|e| dir.join(&e.file).display().to_string())
        .collect();
    for (e, path) in db.added_entries().iter().zip(&paths) {
        entries.push(CorpusEntry {
            doc: DocRef::new(e.lang.as_str(), e.version.as_str(), path.as_str()),
            bytes: e.bytes,
            added: true,
            source: Some(e.source.as_str()),
        });
    }
    entries.sort_by(|a, b| (&*a.doc.lang, &*a.doc.version).cmp(&(&*b.doc.lang, &*b.doc.version)));
    if args::format_of(m, TEXT_OR_JSON) == "json" {
        output::json(out, &entries)?;
    } else {
        let added = entries.iter().filter(|e| e.added).count();
        writeln!(
            out,
            "{}",
            fl!(
                ctx.i18n,
                "corpus-summary-known",
                count = entries.len(),
                added = added
            )
        )?;
        for e in &entries {
            let origin = match e.source {
                Some(s) => fl!(ctx.i18n, "corpus-origin-added", source = s),
                None => bundled.clone(),
            };
            writeln!(
                out,
                "{:<4} {:<12} {:>8}  {}  ({origin})",
                e.doc.lang, e.doc.version, e.bytes, e.doc.document
            )?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// Reports what adding did, one line a document.
fn report_added(
    ctx: &Ctx<'_>,
    out: &mut dyn Write,
    a: &crate::adding::Added,
) -> std::io::Result<()> {
    let spec = format!("{}@{}", a.lang, a.version);
    let line = if a.new {
        fl!(
            ctx.i18n,
            "corpus-added",
            spec = spec,
            path = a.path.as_str()
        )
    } else {
        fl!(
            ctx.i18n,
            "corpus-already",
            spec = spec,
            path = a.path.as_str()
        )
    };
    writeln!(out, "{line}")
}

fn corpus_add(m: &ArgMatches, ctx: &Ctx<'_>, out: &mut dyn Write) -> CmdResult {
    for raw in args::many(m, args::FILES) {
        // `LANG:FILE` gives the language; a bare FILE is read for it (an English release is
        // recognised; a `rules/<lang>/` path says it too).
        let (lang, path) = match corpus::Spec::parse(&raw) {
            Ok(corpus::Spec::File { lang, path }) => (Some(lang), path),
            Ok(corpus::Spec::Bundled { .. }) | Err(Error::NeedLanguage { .. }) => {
                (None, raw.clone())
            }
            Err(e) => return Err(e.into()),
        };
        let bytes = corpus::read_user_file(std::path::Path::new(&path))?;
        let source =
            std::fs::canonicalize(&path).map_or_else(|_| path.clone(), |p| p.display().to_string());
        let a = crate::adding::add(ctx.db, lang.as_deref(), &bytes, &path, &source)?;
        report_added(ctx, out, &a)?;
    }
    Ok(ExitCode::SUCCESS)
}

fn corpus_remove(m: &ArgMatches, ctx: &Ctx<'_>, out: &mut dyn Write) -> CmdResult {
    for spec in args::many(m, args::SPECS) {
        let e = crate::adding::remove(ctx.db, &spec)?;
        writeln!(
            out,
            "{}",
            fl!(
                ctx.i18n,
                "corpus-removed",
                spec = format!("{}@{}", e.lang, e.version),
                file = e.file.as_str()
            )
        )?;
    }
    Ok(ExitCode::SUCCESS)
}

fn corpus_fetch(m: &ArgMatches, ctx: &Ctx<'_>, out: &mut dyn Write) -> CmdResult {
    let url = args::one(m, args::URL).unwrap_or(crate::fetch::RULES_PAGE);
    let timeout =
        std::time::Duration::from_secs(args::typed::<u64>(m, args::TIMEOUT).unwrap_or(60));
    let fetched = crate::fetch::fetch(url, timeout)?;
    let name = fetched
        .url
        .rsplit('/')
        .next()
        .map(|n| n.replace("%20", " "))
        .filter(|n| !n.is_empty())
        .unwrap_or_else(|| "fetched.txt".into());
    let a = crate::adding::add(ctx.db, Some("en"), &fetched.bytes, &name, &fetched.url)?;
    if a.new {
        report_added(ctx, out, &a)?;
    } else {
        writeln!(
            out,
            "{}",
            fl!(
                ctx.i18n,
                "corpus-current",
                spec = format!("en@{}", a.version),
                newest = ctx.db.history().newest().effective.to_string()
            )
        )?;
    }
    Ok(ExitCode::SUCCESS)
}
