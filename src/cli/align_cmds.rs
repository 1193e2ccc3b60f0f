//! Alignment commands: `cr align`, `cr diff`, `cr fingerprint`.

use super::{CmdResult, Ctx, arg_json, arg_spec, output, sub};
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
    .subcommand(
        sub(i, "diff")
            .arg(doc("old", "cli-arg-old"))
            .arg(doc("new", "cli-arg-new"))
            .arg(arg_json(i)),
    )
    .subcommand(
        sub(i, "fingerprint")
            .arg(arg_spec(i, true))
            .arg(arg_json(i)),
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
        "diff" => diff_cmd(m, ctx, out),
        "fingerprint" => fingerprint_cmd(m, ctx, out),
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
    let (a, b) = if m.contains_id("left") {
        ("left", "right")
    } else {
        ("old", "new")
    };
    let l = m.get_one::<String>(a).expect("required");
    let r = m.get_one::<String>(b).expect("required");
    Ok((corpus::load(l)?, corpus::load(r)?))
}

fn tsv_field(s: &str) -> String {
    s.replace(['\t', '\n', '\r'], " ")
}

fn align_cmd(m: &ArgMatches, ctx: &Ctx<'_>, out: &mut dyn Write) -> CmdResult {
    let (l, r) = two_docs(m)?;
    let a = crate::model::get().align(&l, &r);
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

/// `cr diff --json`.
#[derive(Serialize)]
pub struct DiffJson<'a> {
    pub old: DocRef<'a>,
    pub new: DocRef<'a>,
    #[serde(flatten)]
    pub diff: align::diff::Diff,
}

fn diff_cmd(m: &ArgMatches, ctx: &Ctx<'_>, out: &mut dyn Write) -> CmdResult {
    let (l, r) = two_docs(m)?;
    let a = crate::model::get().align(&l, &r);
    let d = align::diff::diff(&a);
    if m.get_flag("json") {
        output::json(
            out,
            &DiffJson {
                old: DocRef::of(&l),
                new: DocRef::of(&r),
                diff: d,
            },
        )?;
        return Ok(ExitCode::SUCCESS);
    }
    let i = ctx.i18n;
    writeln!(
        out,
        "{}",
        i.tr(
            "diff-summary",
            &[
                ("old", l.label()),
                ("new", r.label()),
                ("added", d.added.len().to_string()),
                ("removed", d.removed.len().to_string()),
                ("renumbered", d.renumbered.len().to_string()),
                ("changed", d.changed.len().to_string()),
                ("unchanged", d.unchanged.to_string()),
            ]
        )
    )?;
    for c in &d.changed {
        let head = if c.renumbered {
            format!("{} → {}", c.old, c.new)
        } else {
            c.old.clone()
        };
        match c.sentences {
            Some((lost, gained)) => writeln!(
                out,
                "~ {head}: {}",
                i.tr(
                    "diff-sentences",
                    &[("lost", lost.to_string()), ("gained", gained.to_string())]
                )
            )?,
            None => writeln!(out, "~ {head}: {}", align::diff::inline(&c.diff))?,
        }
    }
    for x in &d.renumbered {
        writeln!(out, "→ {} → {}", x.old, x.new)?;
    }
    for x in &d.removed {
        writeln!(out, "- {x}")?;
    }
    for x in &d.added {
        writeln!(out, "+ {x}")?;
    }
    Ok(ExitCode::SUCCESS)
}

/// The releases a document cannot be told apart from, in `cr fingerprint --json`.
#[derive(Serialize)]
pub struct RangeJson<'a> {
    pub from: &'a str,
    pub to: &'a str,
}

/// `cr fingerprint --json`.
#[derive(Serialize)]
pub struct FingerprintJson<'a> {
    pub document: DocRef<'a>,
    pub follows: DocRef<'a>,
    pub range: RangeJson<'a>,
    pub newer_than_all: bool,
    pub new_rules: Vec<String>,
    pub candidates: &'a [crate::history::follows::Candidate],
    pub newest: DocRef<'a>,
    pub todo: Vec<crate::history::todo::Todo>,
}

fn fingerprint_cmd(m: &ArgMatches, ctx: &Ctx<'_>, out: &mut dyn Write) -> CmdResult {
    let doc = corpus::load(m.get_one::<String>("spec").expect("required"))?;
    let model = crate::model::get();
    let fp = model.follows(&doc);
    let followed = model.release(fp.release);
    let newest = model.newest_english();
    let releases = &crate::history::RELEASES;
    let todo = crate::history::todo::todo(model, &doc, crate::history::newest().index);
    let new_rules: Vec<String> = fp.new_rules.iter().map(|r| r.to_string()).collect();
    if m.get_flag("json") {
        output::json(
            out,
            &FingerprintJson {
                document: DocRef::of(&doc),
                follows: DocRef::of(&followed),
                range: RangeJson {
                    from: &releases[fp.range.0].effective,
                    to: &releases[fp.range.1].effective,
                },
                newer_than_all: fp.newer_than_all(),
                new_rules,
                candidates: &fp.candidates,
                newest: DocRef::of(&newest),
                todo,
            },
        )?;
        return Ok(ExitCode::SUCCESS);
    }
    let i = ctx.i18n;
    writeln!(
        out,
        "{}",
        i.tr(
            "fingerprint-follows",
            &[("document", doc.label()), ("follows", followed.label())]
        )
    )?;
    if fp.range.0 != fp.range.1 {
        writeln!(
            out,
            "{}",
            i.tr(
                "fingerprint-range",
                &[
                    ("from", releases[fp.range.0].effective.clone()),
                    ("to", releases[fp.range.1].effective.clone()),
                    ("count", (fp.range.1 - fp.range.0 + 1).to_string()),
                ]
            )
        )?;
    }
    if fp.newer_than_all() {
        writeln!(
            out,
            "{}",
            i.tr(
                "fingerprint-newer",
                &[
                    ("newest", newest.label()),
                    ("count", new_rules.len().to_string()),
                    ("rules", new_rules.join(", ")),
                ]
            )
        )?;
    }
    for c in &fp.candidates {
        writeln!(
            out,
            "  {}",
            i.tr(
                "fingerprint-candidate",
                &[
                    ("version", c.version.clone()),
                    ("score", format!("{:.3}", c.content.unwrap_or(0.0))),
                    ("numbering", format!("{:.3}", c.numbering)),
                    ("same", c.same_number.to_string()),
                    ("renumbered", c.renumbered.to_string()),
                    ("unpaired", c.unpaired.to_string()),
                ]
            )
        )?;
    }
    writeln!(
        out,
        "{}",
        i.tr(
            "fingerprint-todo",
            &[
                ("newest", newest.label()),
                ("count", todo.len().to_string())
            ]
        )
    )?;
    for t in &todo {
        let now = t.now.as_deref().unwrap_or("—");
        writeln!(
            out,
            "  {} ({} → {}): {}",
            t.rule,
            t.then,
            now,
            i.t(&format!("fingerprint-change-{}", t.change))
        )?;
        if !t.diff.is_empty() {
            writeln!(out, "      {}", align::diff::inline(&t.diff))?;
        }
    }
    Ok(ExitCode::SUCCESS)
}
