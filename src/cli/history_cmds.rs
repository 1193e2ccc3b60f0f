//! `cr history RULE [--in SPEC]`: a rule's lineage across the English releases.

use super::args::{self, TEXT_OR_JSON};
use super::json::HistoryJson;
use super::{CmdResult, Ctx, output, sub};
use crate::document::Document;
use crate::error::Error;
use crate::fl;
use crate::history::lineage;
use crate::i18n::I18n;
use crate::model::Db;
use crate::rule_id::RuleId;
use clap::{Arg, ArgMatches, Command};
use std::io::Write;
use std::process::ExitCode;

pub(super) fn register(cmd: Command, i: &I18n) -> Command {
    cmd.subcommand(
        sub(i, "history")
            .arg(
                Arg::new(args::RULE)
                    .value_name("RULE")
                    .required(true)
                    .help(i.t("cli-arg-history-rule")),
            )
            .arg(
                Arg::new(args::IN)
                    .long("in")
                    .value_name("SPEC")
                    .help(i.t("cli-arg-history-in")),
            )
            .args(args::format(i, TEXT_OR_JSON, "cli-arg-format")),
    )
}

pub(super) fn run(
    name: &str,
    m: &ArgMatches,
    ctx: &Ctx<'_>,
    out: &mut dyn Write,
) -> Option<CmdResult> {
    (name == "history").then(|| history_cmd(m, ctx, out))
}

/// Where the lineage starts: a release and a rule index in it, and the rule's English number
/// when it was asked of a translation; None when no release (or the document given) has the
/// rule.
fn start(
    db: &Db,
    id: &RuleId,
    within: Option<&Document>,
) -> Result<Option<(usize, usize, Option<RuleId>)>, Error> {
    let Some(doc) = within else {
        // The newest release that has the rule.
        return Ok(db.history().releases().iter().rev().find_map(|r| {
            let d = db.release(r.index);
            d.rules
                .iter()
                .position(|x| x.id == *id)
                .map(|k| (r.index, k, None))
        }));
    };
    let Some(k) = doc.rules.iter().position(|x| x.id == *id) else {
        return Ok(None);
    };
    let follows = db.follows(doc);
    let (_, rel, _, _) = *follows
        .pairs
        .iter()
        .find(|p| p.0 == k)
        .ok_or_else(|| Error::Other {
            id: "history-error-no-counterpart",
            args: vec![
                ("rule", id.to_string()),
                ("document", doc.name.clone()),
                (
                    "version",
                    db.history()[follows.release].effective.to_string(),
                ),
            ],
        })?;
    let english = db.release(follows.release).rules[rel].id;
    let translated = !crate::lang::is_english(&doc.lang);
    Ok(Some((follows.release, rel, translated.then_some(english))))
}

fn history_cmd(m: &ArgMatches, ctx: &Ctx<'_>, out: &mut dyn Write) -> CmdResult {
    let raw = args::required(m, args::RULE);
    let id: RuleId = raw.parse().map_err(|_| Error::BadRuleNumber {
        input: raw.to_owned(),
    })?;
    let within = m
        .get_one::<String>(args::IN)
        .map(|s| ctx.db.load(s))
        .transpose()?;
    let db = ctx.db;
    let Some((release, rule, english)) = start(db, &id, within.as_ref())? else {
        // A rule asked for by number that no document has: exit 1, as `show` and `diff`.
        let document = within
            .as_ref()
            .map_or_else(|| "en".to_owned(), |d| d.label());
        let _ = writeln!(
            std::io::stderr(),
            "cr: {}",
            fl!(
                ctx.i18n,
                "history-error-not-found",
                rule = id.to_string(),
                document = document
            )
        );
        return Ok(ExitCode::from(super::EXIT_FINDINGS));
    };
    let lin = lineage::lineage(&db.history().versions(), db.steps(), release, rule, &|w| {
        db.releases_passing(w)
    })
    .with_diffs();
    let lang = within.as_ref().map_or("en", |d| d.lang.as_str());
    if args::format_of(m, TEXT_OR_JSON) == "json" {
        output::json(
            out,
            &HistoryJson {
                rule: id.to_string(),
                lang,
                english: english.map(|e| e.to_string()),
                lineage: &lin.entries,
                removed: lin.removed.as_deref(),
            },
        )?;
        return Ok(ExitCode::SUCCESS);
    }
    let i = ctx.i18n;
    if let (Some(doc), Some(e)) = (&within, english) {
        writeln!(
            out,
            "{}",
            fl!(
                i,
                "history-in",
                rule = id.to_string(),
                document = doc.label(),
                english = e.to_string(),
                version = &*db.history()[release].effective
            )
        )?;
    }
    // Runs of releases where nothing happened are folded into their first line.
    let mut k = 0;
    while k < lin.entries.len() {
        let e = &lin.entries[k];
        let mut last = k;
        while last + 1 < lin.entries.len()
            && lin.entries[last + 1].change == lineage::Change::Unchanged
        {
            last += 1;
        }
        let change = i.t(&format!("history-change-{}", kebab(e.change)));
        let until = if last > k {
            fl!(
                i,
                "history-until",
                version = &*lin.entries[last].version,
                count = last - k + 1
            )
        } else {
            String::new()
        };
        writeln!(
            out,
            "{}  {:<8} {change}{until}",
            e.version,
            e.number.to_string()
        )?;
        if let Some(d) = &e.diff {
            writeln!(out, "      {d}")?;
        }
        k = last + 1;
    }
    if let Some(r) = lin.removed.as_deref() {
        writeln!(out, "{}", fl!(i, "history-removed", version = r))?;
    }
    Ok(ExitCode::SUCCESS)
}

fn kebab(c: lineage::Change) -> &'static str {
    match c {
        lineage::Change::Added => "added",
        lineage::Change::Unchanged => "unchanged",
        lineage::Change::Renumbered => "renumbered",
        lineage::Change::Changed => "changed",
        lineage::Change::RenumberedChanged => "renumbered-changed",
    }
}
