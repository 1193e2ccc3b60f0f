//! Reading commands: `cr show`, `cr rules`, `cr info`, `cr corpus`.

use super::{CmdResult, Ctx, arg_in, arg_json, arg_spec, output, sub};
use crate::corpus;
use crate::document::Document;
use crate::error::Error;
use crate::i18n::I18n;
use crate::rule_id::RuleId;
use clap::{Arg, ArgMatches, Command};
use serde::Serialize;
use std::io::Write;
use std::process::ExitCode;

pub(super) fn register(cmd: Command, i: &I18n) -> Command {
    cmd.subcommand(
        sub(i, "show")
            .arg(
                Arg::new("rule")
                    .value_name("RULE")
                    .required(true)
                    .help(i.t("cli-arg-rule")),
            )
            .arg(arg_in(i))
            .arg(arg_json(i)),
    )
    .subcommand(
        sub(i, "rules").arg(arg_spec(i, true)).arg(arg_json(i)).arg(
            Arg::new("text")
                .long("text")
                .action(clap::ArgAction::SetTrue)
                .conflicts_with("json")
                .help(i.t("cli-arg-rules-text")),
        ),
    )
    .subcommand(sub(i, "info").arg(arg_spec(i, true)).arg(arg_json(i)))
    .subcommand(sub(i, "corpus").arg(arg_json(i)))
}

pub(super) fn run(
    name: &str,
    m: &ArgMatches,
    ctx: &Ctx<'_>,
    out: &mut dyn Write,
) -> Option<CmdResult> {
    Some(match name {
        "show" => show(m, ctx, out),
        "rules" => rules(m, out),
        "info" => info(m, ctx, out),
        "corpus" => list_corpus(m, ctx, out),
        _ => return None,
    })
}

pub(crate) fn specs(m: &ArgMatches, id: &str) -> Vec<String> {
    m.get_many::<String>(id)
        .map(|v| v.cloned().collect())
        .unwrap_or_default()
}

fn spec(m: &ArgMatches) -> &str {
    m.get_one::<String>("spec").map_or("", String::as_str)
}

/// One entry of `cr show --json`.
#[derive(Serialize)]
pub struct ShownRule<'a> {
    pub rule: String,
    pub lang: &'a str,
    pub version: &'a str,
    pub document: &'a str,
    pub text: &'a str,
    pub examples: Vec<&'a str>,
}

/// The rule `id` of `doc`, its subrules and its examples; a heading (`601`) with every rule
/// under it.
pub fn select<'a>(doc: &'a Document, id: &RuleId) -> Vec<ShownRule<'a>> {
    let mut v = Vec::new();
    let entry = |rule: String, text: &'a str, examples: Vec<&'a str>| ShownRule {
        rule,
        lang: &doc.lang,
        version: &doc.version,
        document: &doc.name,
        text,
        examples,
    };
    if id.sub.is_none()
        && let Some(h) = doc.heading(id)
    {
        v.push(entry(id.to_string(), &h.title, Vec::new()));
    }
    for r in doc.rules.iter().filter(|r| id.contains(&r.id)) {
        v.push(entry(
            r.id.to_string(),
            r.text(),
            r.examples.iter().map(|e| e.body.text.as_str()).collect(),
        ));
    }
    v
}

fn show(m: &ArgMatches, ctx: &Ctx<'_>, out: &mut dyn Write) -> CmdResult {
    let raw = m.get_one::<String>("rule").expect("required");
    let id: RuleId = raw
        .parse()
        .map_err(|_| Error::BadRuleNumber { input: raw.clone() })?;
    let docs = corpus::load_many(&specs(m, "in"))?;
    let shown: Vec<ShownRule<'_>> = docs.iter().flat_map(|d| select(d, &id)).collect();
    if m.get_flag("json") {
        output::json(out, &shown)?;
    } else {
        let mut last_doc = "";
        for s in &shown {
            if s.document != last_doc {
                if !last_doc.is_empty() {
                    writeln!(out)?;
                }
                let header = ctx.i18n.tr(
                    "show-document-header",
                    &[
                        ("lang", s.lang.to_owned()),
                        ("version", s.version.to_owned()),
                        ("document", s.document.to_owned()),
                    ],
                );
                writeln!(out, "── {header}")?;
                last_doc = s.document;
            }
            writeln!(out, "{} {}", s.rule, s.text)?;
            for e in &s.examples {
                writeln!(out, "    {e}")?;
            }
        }
    }
    if shown.is_empty() {
        let _ = writeln!(
            std::io::stderr(),
            "cr: {}",
            ctx.i18n.tr("show-not-found", &[("rule", id.to_string())])
        );
    }
    Ok(ExitCode::SUCCESS)
}

fn rules(m: &ArgMatches, out: &mut dyn Write) -> CmdResult {
    let doc = corpus::load(spec(m))?;
    if doc.rules.is_empty() {
        return Err(Error::NoRules { document: doc.name }.into());
    }
    let ids: Vec<String> = doc.rules.iter().map(|r| r.id.to_string()).collect();
    if m.get_flag("text") {
        for r in &doc.rules {
            writeln!(
                out,
                "{}\t{}",
                r.id,
                r.text().replace(['\t', '\n', '\r'], " ")
            )?;
        }
    } else if m.get_flag("json") {
        output::json(out, &ids)?;
    } else {
        for id in ids {
            writeln!(out, "{id}")?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// `cr info --json`.
#[derive(Serialize)]
pub struct Info<'a> {
    pub lang: &'a str,
    pub version: &'a str,
    pub document: &'a str,
    pub title: Option<&'a str>,
    pub effective_date: Option<&'a str>,
    pub encoding: &'static str,
    pub line_endings: &'static str,
    pub line_ending_counts: crate::decode::LineEndings,
    pub bytes: usize,
    pub sections: usize,
    pub headings: usize,
    pub rules: usize,
    pub examples: usize,
    pub glossary: usize,
    pub stray: usize,
    pub credits: bool,
}

impl<'a> Info<'a> {
    pub fn of(d: &'a Document) -> Info<'a> {
        Info {
            lang: &d.lang,
            version: &d.version,
            document: &d.name,
            title: d.title.as_deref(),
            effective_date: d.effective_date.as_deref(),
            encoding: d.encoding.as_str(),
            line_endings: d.line_endings.dominant(),
            line_ending_counts: d.line_endings,
            bytes: d.text.len() + d.bom_len,
            sections: d.headings.iter().filter(|h| h.section.is_some()).count(),
            headings: d.headings.iter().filter(|h| h.id.is_some()).count(),
            rules: d.rule_count(),
            examples: d.example_count(),
            glossary: d.glossary.len(),
            stray: d.stray.len(),
            credits: d.credits.is_some(),
        }
    }
}

fn info(m: &ArgMatches, ctx: &Ctx<'_>, out: &mut dyn Write) -> CmdResult {
    let doc = corpus::load(spec(m))?;
    let info = Info::of(&doc);
    if m.get_flag("json") {
        output::json(out, &info)?;
        return Ok(ExitCode::SUCCESS);
    }
    let i = ctx.i18n;
    let none = i.t("info-none");
    let le = &info.line_ending_counts;
    let rows: Vec<(String, String)> = vec![
        (i.t("info-document"), info.document.to_owned()),
        (i.t("info-lang"), info.lang.to_owned()),
        (i.t("info-version"), info.version.to_owned()),
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

/// One entry of `cr corpus --json`.
#[derive(Serialize)]
pub struct CorpusEntry {
    pub lang: &'static str,
    pub version: String,
    pub document: String,
    pub bytes: u64,
}

fn list_corpus(m: &ArgMatches, ctx: &Ctx<'_>, out: &mut dyn Write) -> CmdResult {
    let mut entries: Vec<CorpusEntry> = corpus::bundled()
        .iter()
        .map(|b| CorpusEntry {
            lang: b.lang,
            version: b.version.clone(),
            document: b.path.clone(),
            bytes: b.size,
        })
        .collect();
    entries.sort_by(|a, b| (a.lang, &a.version).cmp(&(b.lang, &b.version)));
    if m.get_flag("json") {
        output::json(out, &entries)?;
    } else {
        writeln!(
            out,
            "{}",
            ctx.i18n
                .tr("corpus-summary", &[("count", entries.len().to_string())])
        )?;
        for e in &entries {
            writeln!(
                out,
                "{:<4} {:<12} {:>8}  {}",
                e.lang, e.version, e.bytes, e.document
            )?;
        }
    }
    Ok(ExitCode::SUCCESS)
}
