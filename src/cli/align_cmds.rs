//! Alignment commands: `cr align`, `cr diff`, `cr fingerprint`.

use super::args::{self, TEXT_OR_JSON};
use super::json::{AlignJson, DiffJson, DocRef, FingerprintJson, RangeJson};
use super::{CmdResult, Ctx, output, sub};
use crate::align;
use crate::document::Document;
use crate::fl;
use crate::i18n::I18n;
use clap::{Arg, ArgMatches, Command};
use std::io::Write;
use std::process::ExitCode;

/// The formats of `cr align`.
const ALIGN_FORMATS: &[&str] = &["text", "json", "tsv", "tmx"];

pub(super) fn register(cmd: Command, i: &I18n) -> Command {
    let doc = |name: &'static str, help: &str| {
        Arg::new(name)
            .value_name(name.to_ascii_uppercase())
            .required(true)
            .help(i.t(help))
    };
    cmd.subcommand(
        sub(i, "align")
            .arg(doc(args::LEFT, "cli-arg-left"))
            .arg(doc(args::RIGHT, "cli-arg-right"))
            .args(args::format(i, ALIGN_FORMATS, "cli-arg-align-format")),
    )
    .subcommand(
        sub(i, "diff")
            .arg(doc(args::OLD, "cli-arg-old"))
            .arg(doc(args::NEW, "cli-arg-new"))
            .args(args::format(i, TEXT_OR_JSON, "cli-arg-format")),
    )
    .subcommand(
        sub(i, "fingerprint")
            .arg(args::spec(i, true))
            .args(args::format(i, TEXT_OR_JSON, "cli-arg-format")),
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

/// The two documents of `align` (LEFT, RIGHT) or `diff` (OLD, NEW).
fn two_docs(
    db: &crate::model::Db,
    m: &ArgMatches,
    a: &str,
    b: &str,
) -> Result<(Document, Document), crate::Error> {
    Ok((
        db.load(args::required(m, a))?,
        db.load(args::required(m, b))?,
    ))
}

fn tsv_field(s: &str) -> String {
    s.replace(['\t', '\n', '\r'], " ")
}

fn align_cmd(m: &ArgMatches, ctx: &Ctx<'_>, out: &mut dyn Write) -> CmdResult {
    let (l, r) = two_docs(ctx.db, m, args::LEFT, args::RIGHT)?;
    let a = ctx.db.align(&l, &r);
    match args::format_of(m, ALIGN_FORMATS) {
        "json" => output::json(out, &AlignJson::of(&a))?,
        "tsv" => {
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
        "tmx" => crate::align::tmx::write(&a, out)?,
        _ => {
            let i = ctx.i18n;
            writeln!(
                out,
                "{}",
                fl!(
                    i,
                    "align-summary",
                    left = l.label(),
                    right = r.label(),
                    pairs = a.pairs.len(),
                    renumbered = a.pairs.iter().filter(|p| p.renumbered).count(),
                    left_only = a.left_only.len(),
                    right_only = a.right_only.len(),
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
                    fl!(i, "align-left-only", rule = l.rules[k].id.to_string())
                )?;
            }
            for &k in &a.right_only {
                writeln!(
                    out,
                    "{}",
                    fl!(i, "align-right-only", rule = r.rules[k].id.to_string())
                )?;
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn diff_cmd(m: &ArgMatches, ctx: &Ctx<'_>, out: &mut dyn Write) -> CmdResult {
    let (l, r) = two_docs(ctx.db, m, args::OLD, args::NEW)?;
    let a = ctx.db.align(&l, &r);
    let d = align::diff::diff(&a);
    if args::format_of(m, TEXT_OR_JSON) == "json" {
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
        fl!(
            i,
            "diff-summary",
            old = l.label(),
            new = r.label(),
            added = d.added.len(),
            removed = d.removed.len(),
            renumbered = d.renumbered.len(),
            changed = d.changed.len(),
            unchanged = d.unchanged,
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
                fl!(i, "diff-sentences", lost = lost, gained = gained)
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

fn fingerprint_cmd(m: &ArgMatches, ctx: &Ctx<'_>, out: &mut dyn Write) -> CmdResult {
    let doc = ctx.db.load(args::required(m, args::SPEC))?;
    let db = ctx.db;
    let fp = db.follows(&doc);
    let followed = db.release(fp.release);
    let newest = db.newest_english();
    let releases = db.history();
    let todo = crate::model::todo(db, &doc, releases.newest().index);
    let new_rules: Vec<String> = fp.new_rules.iter().map(|r| r.to_string()).collect();
    if args::format_of(m, TEXT_OR_JSON) == "json" {
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
        fl!(
            i,
            "fingerprint-follows",
            document = doc.label(),
            follows = followed.label()
        )
    )?;
    if fp.range.0 != fp.range.1 {
        writeln!(
            out,
            "{}",
            fl!(
                i,
                "fingerprint-range",
                from = &*releases[fp.range.0].effective,
                to = &*releases[fp.range.1].effective,
                count = fp.range.1 - fp.range.0 + 1
            )
        )?;
    }
    if fp.newer_than_all() {
        writeln!(
            out,
            "{}",
            fl!(
                i,
                "fingerprint-newer",
                newest = newest.label(),
                count = new_rules.len(),
                rules = new_rules.join(", ")
            )
        )?;
    }
    // The best few; the JSON has them all.
    for c in fp.candidates.iter().take(5) {
        writeln!(
            out,
            "  {}",
            fl!(
                i,
                "fingerprint-candidate",
                version = c.version.as_str(),
                score = format!("{:.3}", c.content.unwrap_or(0.0)),
                numbering = format!("{:.3}", c.numbering),
                same = c.same_number,
                renumbered = c.renumbered,
                unpaired = c.unpaired,
            )
        )?;
    }
    writeln!(
        out,
        "{}",
        fl!(
            i,
            "fingerprint-todo",
            newest = newest.label(),
            count = todo.len()
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
