//! Reading commands: `cr show`, `cr rules`, `cr info`, `cr corpus`.

use super::args::{self, TEXT_OR_JSON};
use super::json::{CorpusEntry, DocRef, Info, ShownRule};
use super::{CmdResult, Ctx, output, sub};
use crate::corpus;
use crate::document::Document;
use crate::error::Error;
use crate::fl;
use crate::i18n::I18n;
use crate::rule_id::RuleId;
use clap::{Arg, ArgMatches, Command};
use std::collections::BTreeSet;
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
                    .help(i.t("cli-arg-rule")),
            )
            .arg(args::docs_in(i))
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
    .subcommand(sub(i, "corpus").args(args::format(i, TEXT_OR_JSON, "cli-arg-format")))
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

/// What `cr show` was asked for: a section (`6`) or a rule (`601`, `601.2`, `601.2f`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Target {
    Section(u8),
    Rule(RuleId),
}

impl Target {
    /// Reads a rule number as a user types it, in every form [`crate::rule_ref`] reads
    /// (`601.2F`, `rule 601.2f`, `CR 601.2f`, `601.2 f`, `R6012f`, `601.`), or a section
    /// as one digit (`6`).
    pub fn parse(raw: &str) -> Result<Target, Error> {
        let s = raw.trim();
        let bare = s.strip_suffix('.').unwrap_or(s);
        if let [d @ b'1'..=b'9'] = bare.as_bytes() {
            return Ok(Target::Section(d - b'0'));
        }
        crate::rule_ref::parse(s)
            .map(Target::Rule)
            .ok_or_else(|| Error::BadRuleNumber {
                input: raw.to_owned(),
            })
    }

    fn label(&self) -> String {
        match self {
            Target::Section(s) => s.to_string(),
            Target::Rule(id) => id.to_string(),
        }
    }
}

fn entry<'a>(
    doc: &'a Document,
    rule: String,
    text: &'a str,
    examples: Vec<&'a str>,
) -> ShownRule<'a> {
    ShownRule {
        rule,
        doc: DocRef::of(doc),
        text,
        examples,
    }
}

/// The rule `id` of `doc`, its subrules and its examples; a heading (`601`) with every rule
/// under it.
pub fn select<'a>(doc: &'a Document, id: &RuleId) -> Vec<ShownRule<'a>> {
    let mut v = Vec::new();
    if id.sub.is_none()
        && let Some(h) = doc.heading(id)
    {
        v.push(entry(doc, id.to_string(), &h.title, Vec::new()));
    }
    for r in doc.rules.iter().filter(|r| id.contains(&r.id)) {
        v.push(entry(
            doc,
            r.id.to_string(),
            r.text(),
            r.examples.iter().map(|e| e.body.text.as_str()).collect(),
        ));
    }
    v
}

/// A section (`6`): its title, then every rule heading of the section with its rules.
pub fn select_section(doc: &Document, section: u8) -> Vec<ShownRule<'_>> {
    let mut v = Vec::new();
    if let Some(h) = doc.headings.iter().find(|h| h.section == Some(section)) {
        v.push(entry(doc, section.to_string(), &h.title, Vec::new()));
    }
    let chapters: BTreeSet<u16> = doc
        .headings
        .iter()
        .filter_map(|h| h.id)
        .chain(doc.rules.iter().map(|r| r.id))
        .filter(|id| id.section() == section)
        .map(|id| id.chapter)
        .collect();
    for c in chapters {
        v.extend(select(doc, &RuleId::new(c, None, None)));
    }
    v
}

/// The documents `cr show` reads when no `--in` names them, in the order it prints them:
/// today's English first, then the bundled translations, then (with `--all-releases`) every
/// other English release, newest first.
pub fn show_documents(all_releases: bool) -> Vec<Document> {
    let newest = crate::history::newest().effective.as_str();
    let releases = corpus::bundled().iter().filter(|b| b.release().is_some());
    let mut files: Vec<&corpus::Bundled> =
        releases.clone().filter(|b| b.version == newest).collect();
    files.extend(corpus::bundled().iter().filter(|b| b.release().is_none()));
    if all_releases {
        files.extend(releases.rev().filter(|b| b.version != newest));
    }
    corpus::load_bundled(&files)
}

fn show(m: &ArgMatches, ctx: &Ctx<'_>, out: &mut dyn Write) -> CmdResult {
    let target = Target::parse(args::required(m, args::RULE))?;
    let specs = args::many(m, args::IN);
    let docs = if specs.is_empty() {
        show_documents(args::flag(m, args::ALL_RELEASES))
    } else {
        crate::model::load_many(ctx.db, &specs)?
    };
    let shown: Vec<ShownRule<'_>> = docs
        .iter()
        .flat_map(|d| match &target {
            Target::Section(s) => select_section(d, *s),
            Target::Rule(id) => select(d, id),
        })
        .collect();
    if args::format_of(m, TEXT_OR_JSON) == "json" {
        output::json(out, &shown)?;
    } else {
        let mut last_doc = "";
        for s in &shown {
            if s.doc.document != last_doc {
                if !last_doc.is_empty() {
                    writeln!(out)?;
                }
                let header = fl!(
                    ctx.i18n,
                    "show-document-header",
                    lang = &*s.doc.lang,
                    version = &*s.doc.version,
                    document = &*s.doc.document
                );
                writeln!(out, "── {header}")?;
                last_doc = &s.doc.document;
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
            fl!(ctx.i18n, "show-not-found", rule = target.label())
        );
    }
    Ok(ExitCode::SUCCESS)
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
    let doc = corpus::Spec::parse(args::required(m, args::SPEC))?.load_any()?;
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
    let entries: Vec<CorpusEntry<'_>> = corpus::bundled()
        .iter()
        .map(|b| CorpusEntry {
            doc: DocRef::new(b.lang, b.version.as_str(), b.path.as_str()),
            bytes: b.size,
        })
        .collect();
    if args::format_of(m, TEXT_OR_JSON) == "json" {
        output::json(out, &entries)?;
    } else {
        writeln!(
            out,
            "{}",
            fl!(ctx.i18n, "corpus-summary", count = entries.len())
        )?;
        for e in &entries {
            writeln!(
                out,
                "{:<4} {:<12} {:>8}  {}",
                e.doc.lang, e.doc.version, e.bytes, e.doc.document
            )?;
        }
    }
    Ok(ExitCode::SUCCESS)
}
