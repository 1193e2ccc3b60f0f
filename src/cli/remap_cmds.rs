//! `cr remap FILE --from en@X --to en@Y`: the rule citations of any text rewritten from one
//! English release's numbering to another's (the work is [`crate::update::remap`]'s).

use super::args::{self, TEXT_OR_JSON};
use super::json::{CitationJson, RemapJson};
use super::{CmdResult, Ctx, output, sub};
use crate::corpus;
use crate::decode;
use crate::error::Error;
use crate::fl;
use crate::i18n::I18n;
use crate::update::remap::{self, CitationStatus};
use crate::update::write;
use clap::{Arg, ArgMatches, Command};
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

pub(super) fn register(cmd: Command, i: &I18n) -> Command {
    cmd.subcommand(
        sub(i, "remap")
            .arg(
                Arg::new(args::FILE)
                    .value_name("FILE")
                    .required(true)
                    .help(i.t("remap-arg-file")),
            )
            .arg(
                Arg::new(args::FROM)
                    .long("from")
                    .value_name("SPEC")
                    .required(true)
                    .help(i.t("remap-arg-from")),
            )
            .arg(
                Arg::new(args::TO)
                    .long("to")
                    .value_name("SPEC")
                    .required(true)
                    .help(i.t("remap-arg-to")),
            )
            .args(args::destination(i, "remap-arg-out", "remap-arg-in-place"))
            .args(args::format(i, TEXT_OR_JSON, "remap-arg-format")),
    )
}

pub(super) fn run(
    name: &str,
    m: &ArgMatches,
    ctx: &Ctx<'_>,
    out: &mut dyn Write,
) -> Option<CmdResult> {
    (name == "remap").then(|| remap_cmd(m, ctx, out))
}

fn english(db: &crate::model::Db, spec: &str) -> Result<crate::document::Document, Error> {
    let d = db.load(spec)?;
    if !crate::lang::is_english(&d.lang) {
        return Err(Error::Other {
            id: "remap-error-not-english",
            args: vec![("document", d.label())],
        });
    }
    Ok(d)
}

fn remap_cmd(m: &ArgMatches, ctx: &Ctx<'_>, out: &mut dyn Write) -> CmdResult {
    let i = ctx.i18n;
    let path = PathBuf::from(args::required(m, args::FILE));
    let name = path.display().to_string();
    let out_path = args::one(m, args::OUT).map(PathBuf::from);
    let in_place = args::flag(m, args::IN_PLACE);
    if let Some(o) = &out_path
        && write::same_file(o, &path)
    {
        return Err(Error::Other {
            id: "update-error-out-is-input",
            args: vec![("path", o.display().to_string())],
        }
        .into());
    }
    let from = english(ctx.db, args::required(m, args::FROM))?;
    let to = english(ctx.db, args::required(m, args::TO))?;
    let bytes = corpus::read_user_file(&path)?;
    let decoded = if bytes.is_empty() {
        None
    } else {
        Some(corpus::decode_bytes(&bytes, &name)?)
    };
    let text = decoded.as_ref().map_or("", |d| d.text.as_str());
    let r = remap::remap(ctx.db, text, &from, &to);
    let new_bytes = match &decoded {
        Some(d) => decode::encode(&r.text, d.encoding).0,
        None => Vec::new(),
    };
    let mut written: Option<PathBuf> = None;
    let mut backup: Option<PathBuf> = None;
    if in_place {
        if new_bytes != bytes {
            backup = Some(write::replace_with_backup(&path, &new_bytes)?);
        }
        written = Some(path.clone());
    } else if let Some(o) = out_path {
        write::replace(&o, &new_bytes)?;
        written = Some(o);
    }
    let format = args::format_of(m, TEXT_OR_JSON);
    if format == "json" {
        let j = RemapJson {
            file: name.clone(),
            from: from.label(),
            to: to.label(),
            output: written.as_ref().map(|p| p.display().to_string()),
            backup: backup.as_ref().map(|p| p.display().to_string()),
            citations: r
                .citations
                .iter()
                .map(|c| CitationJson {
                    line: c.line,
                    old: c.old.clone(),
                    new: c.new.clone(),
                    status: c.status,
                })
                .collect(),
        };
        output::json(out, &j)?;
        return Ok(ExitCode::SUCCESS);
    }
    let report = |w: &mut dyn Write| -> std::io::Result<()> {
        for c in &r.citations {
            let line = match c.status {
                CitationStatus::Renumbered => fl!(
                    i,
                    "remap-renumbered",
                    file = name.clone(),
                    line = c.line,
                    old = c.old.clone(),
                    new = c.new.clone()
                ),
                CitationStatus::Gone => fl!(
                    i,
                    "remap-gone",
                    file = name.clone(),
                    line = c.line,
                    old = c.old.clone(),
                    to = to.label()
                ),
                CitationStatus::Left => fl!(
                    i,
                    "remap-left",
                    file = name.clone(),
                    line = c.line,
                    old = c.old.clone()
                ),
                CitationStatus::Same => continue,
            };
            writeln!(w, "{line}")?;
        }
        writeln!(
            w,
            "{}",
            fl!(
                i,
                "remap-summary",
                citations = r.citations.len(),
                renumbered = r.count(CitationStatus::Renumbered),
                same = r.count(CitationStatus::Same),
                gone = r.count(CitationStatus::Gone) + r.count(CitationStatus::Left),
                from = from.label(),
                to = to.label()
            )
        )?;
        Ok(())
    };
    output::rewritten(
        out,
        i,
        &new_bytes,
        written.as_deref(),
        backup.as_deref(),
        &report,
    )?;
    Ok(ExitCode::SUCCESS)
}
