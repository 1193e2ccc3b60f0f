//! Alignment commands: `cr align`, `cr diff`, `cr fingerprint`.

use super::{CmdResult, Ctx, output, sub};
use crate::align::{self, Alignment, Anchor};
use crate::corpus;
use crate::document::Document;
use crate::i18n::I18n;
use clap::{Arg, ArgMatches, Command};
use serde::Serialize;
use std::io::Write;
use std::process::ExitCode;

pub(super) fn register(cmd: Command, i: &I18n) -> Command {
    let doc = |name: &'static str, help: &str| {
        Arg::new(name)
            .value_name(name.to_ascii_uppercase())
            .required(true)
            .help(i.t(help))
    };
    cmd.subcommand(
        sub(i, "align")
            .arg(doc("left", "cli-arg-left"))
            .arg(doc("right", "cli-arg-right"))
            .arg(
                Arg::new("format")
                    .long("format")
                    .value_parser(["text", "json", "tsv", "tmx"])
                    .default_value("text")
                    .help(i.t("cli-arg-align-format")),
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
        "align" => align_cmd(m, ctx, out),
        _ => return None,
    })
}

/// Identifies a document in JSON.
#[derive(Serialize)]
pub struct DocRef<'a> {
    pub lang: &'a str,
    pub version: &'a str,
    pub document: &'a str,
}

impl<'a> DocRef<'a> {
    pub fn of(d: &'a Document) -> Self {
        DocRef {
            lang: &d.lang,
            version: &d.version,
            document: &d.name,
        }
    }
}

/// One pair in `cr align --format json`.
#[derive(Serialize)]
pub struct PairJson {
    pub left: String,
    pub right: String,
    pub score: f32,
    pub renumbered: bool,
    pub evidence: Vec<Anchor>,
}

/// `cr align --format json`.
#[derive(Serialize)]
pub struct AlignJson<'a> {
    pub left: DocRef<'a>,
    pub right: DocRef<'a>,
    pub pairs: Vec<PairJson>,
    pub left_only: Vec<String>,
    pub right_only: Vec<String>,
}

impl<'a> AlignJson<'a> {
    pub fn of(a: &Alignment<'a>) -> Self {
        AlignJson {
            left: DocRef::of(a.left),
            right: DocRef::of(a.right),
            pairs: a
                .pairs
                .iter()
                .map(|p| PairJson {
                    left: a.left.rules[p.left].id.to_string(),
                    right: a.right.rules[p.right].id.to_string(),
                    score: (p.score * 1000.0).round() / 1000.0,
                    renumbered: p.renumbered,
                    evidence: p.evidence(),
                })
                .collect(),
            left_only: a
                .left_only
                .iter()
                .map(|&i| a.left.rules[i].id.to_string())
                .collect(),
            right_only: a
                .right_only
                .iter()
                .map(|&j| a.right.rules[j].id.to_string())
                .collect(),
        }
    }
}

fn two_docs(m: &ArgMatches) -> Result<(Document, Document), crate::Error> {
    let l = m.get_one::<String>("left").expect("required");
    let r = m.get_one::<String>("right").expect("required");
    Ok((corpus::load(l)?, corpus::load(r)?))
}

fn tsv_field(s: &str) -> String {
    s.replace(['\t', '\n', '\r'], " ")
}

fn align_cmd(m: &ArgMatches, ctx: &Ctx<'_>, out: &mut dyn Write) -> CmdResult {
    let (l, r) = two_docs(m)?;
    let a = align::align(&l, &r);
    match m.get_one::<String>("format").map(String::as_str) {
        Some("json") => output::json(out, &AlignJson::of(&a))?,
        Some("tsv") => {
            for p in &a.pairs {
                let (x, y) = (&l.rules[p.left], &r.rules[p.right]);
                writeln!(
                    out,
                    "{}\t{}\t{:.3}\t{}\t{}",
                    x.id,
                    y.id,
                    p.score,
                    tsv_field(x.text()),
                    tsv_field(y.text())
                )?;
            }
        }
        Some("tmx") => crate::align::tmx::write(&a, out)?,
        _ => {
            let i = ctx.i18n;
            writeln!(
                out,
                "{}",
                i.tr(
                    "align-summary",
                    &[
                        ("left", l.label()),
                        ("right", r.label()),
                        ("pairs", a.pairs.len().to_string()),
                        (
                            "renumbered",
                            a.pairs.iter().filter(|p| p.renumbered).count().to_string()
                        ),
                        ("left_only", a.left_only.len().to_string()),
                        ("right_only", a.right_only.len().to_string()),
                    ]
                )
            )?;
            for p in &a.pairs {
                let ev: Vec<String> = p
                    .evidence()
                    .iter()
                    .map(|e| {
                        serde_json::to_value(e)
                            .ok()
                            .and_then(|v| v.as_str().map(str::to_owned))
                            .unwrap_or_default()
                    })
                    .collect();
                let mark = if p.renumbered { "≠" } else { "=" };
                writeln!(
                    out,
                    "{:<10} {mark} {:<10} {:.2}  {}",
                    l.rules[p.left].id.to_string(),
                    r.rules[p.right].id.to_string(),
                    p.score,
                    ev.join(",")
                )?;
            }
            for &k in &a.left_only {
                writeln!(
                    out,
                    "{}",
                    i.tr("align-left-only", &[("rule", l.rules[k].id.to_string())])
                )?;
            }
            for &k in &a.right_only {
                writeln!(
                    out,
                    "{}",
                    i.tr("align-right-only", &[("rule", r.rules[k].id.to_string())])
                )?;
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}
