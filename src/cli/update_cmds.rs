//! `cr update SPEC --to SPEC`: a translation carried forward to a new English release
//! (the work is [`crate::update`]'s; this module reads the flags, writes the file and reports).

// The document reference of every JSON output (one struct, one place to switch).
use super::args;
use super::json::DocRef;
use super::{CmdResult, Ctx, output, sub};
use crate::align::diff::{self, Op};
use crate::corpus::{self, Spec};
use crate::decode::Encoding;
use crate::document::Document;
use crate::error::Error;
use crate::fl;
use crate::i18n::I18n;
use crate::update::{self, Status, Update, write, xliff};
use clap::{Arg, ArgAction, ArgMatches, Command};
use serde::Serialize;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

/// `cr update --format`.
const UPDATE_FORMATS: &[&str] = &["text", "json", "xliff"];

pub(super) fn register(cmd: Command, i: &I18n) -> Command {
    cmd.subcommand(
        sub(i, "update")
            .arg(
                Arg::new("spec")
                    .value_name("SPEC")
                    .required(true)
                    .help(i.t("update-arg-spec")),
            )
            .arg(
                Arg::new("to")
                    .long("to")
                    .value_name("SPEC")
                    .required(true)
                    .help(i.t("update-arg-to")),
            )
            .arg(
                Arg::new("out")
                    .long("out")
                    .value_name("FILE")
                    .help(i.t("update-arg-out")),
            )
            .args(args::format(i, UPDATE_FORMATS, "update-arg-format"))
            .arg(
                Arg::new("in-place")
                    .long("in-place")
                    .action(ArgAction::SetTrue)
                    .conflicts_with("out")
                    .help(i.t("update-arg-in-place")),
            ),
    )
}

pub(super) fn run(
    name: &str,
    m: &ArgMatches,
    ctx: &Ctx<'_>,
    out: &mut dyn Write,
) -> Option<CmdResult> {
    (name == "update").then(|| update_cmd(m, ctx, out))
}

/// One rule in `cr update --format json`.
#[derive(Serialize)]
pub struct RuleJson {
    pub number: String,
    pub was: Option<String>,
    pub status: Status,
    /// The English word diff, for a changed rule.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub diff: Vec<Op>,
}

/// One glossary entry in `cr update --format json`.
#[derive(Serialize)]
pub struct TermJson {
    pub term: String,
    pub was: Option<String>,
    pub status: Status,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub diff: Vec<Op>,
}

#[derive(Serialize)]
pub struct GlossaryJson {
    pub entries: Vec<TermJson>,
    pub removed: Vec<String>,
}

#[derive(Serialize)]
pub struct DateJson {
    pub old: String,
    pub new: String,
}

/// `cr update --format json`: a public contract (README).
#[derive(Serialize)]
pub struct UpdateJson<'a> {
    pub from: DocRef<'a>,
    pub follows: DocRef<'a>,
    pub to: DocRef<'a>,
    pub rules: Vec<RuleJson>,
    pub removed: Vec<String>,
    pub glossary: Option<GlossaryJson>,
    pub date: Option<DateJson>,
    pub references: usize,
    /// Where the updated translation was written (null: nowhere, a dry run).
    pub output: Option<String>,
    pub backup: Option<String>,
    /// The encoding written, as `cr info` names it (`utf-8`, `windows-1252`…).
    pub encoding: &'static str,
}

impl<'a> UpdateJson<'a> {
    fn of(u: &'a Update, from: &'a Document, to: &'a Document, w: &Written) -> Self {
        UpdateJson {
            from: DocRef::of(from),
            follows: DocRef::of(&u.follows),
            to: DocRef::of(to),
            rules: u
                .rules
                .iter()
                .map(|r| RuleJson {
                    number: r.number.to_string(),
                    was: r.was.map(|w| w.to_string()),
                    status: r.status,
                    diff: r.diff.clone(),
                })
                .collect(),
            removed: u.removed.iter().map(|r| r.to_string()).collect(),
            glossary: u.glossary.as_ref().map(|g| GlossaryJson {
                entries: g
                    .entries
                    .iter()
                    .map(|e| TermJson {
                        term: e.term.clone(),
                        was: e.was.clone(),
                        status: e.status,
                        diff: e.diff.clone(),
                    })
                    .collect(),
                removed: g.removed.clone(),
            }),
            date: u.date.as_ref().map(|(old, new)| DateJson {
                old: old.clone(),
                new: new.clone(),
            }),
            references: u.references,
            output: w.path.as_ref().map(|p| p.display().to_string()),
            backup: w.backup.as_ref().map(|p| p.display().to_string()),
            encoding: w.encoding.as_str(),
        }
    }
}

/// What was written, and where.
struct Written {
    path: Option<PathBuf>,
    backup: Option<PathBuf>,
    encoding: Encoding,
}

fn refuse(id: &'static str, args: Vec<(&'static str, String)>) -> Error {
    Error::Other { id, args }
}

fn update_cmd(m: &ArgMatches, ctx: &Ctx<'_>, out: &mut dyn Write) -> CmdResult {
    let spec_text = m.get_one::<String>("spec").expect("required");
    let to_text = m.get_one::<String>("to").expect("required");
    let spec = Spec::parse(spec_text)?;
    let input: Option<PathBuf> = match &spec {
        Spec::File { path, .. } => Some(PathBuf::from(path)),
        Spec::Bundled { .. } => None,
    };
    let in_place = m.get_flag("in-place");
    let out_path = m.get_one::<String>("out").map(PathBuf::from);
    if in_place && input.is_none() {
        return Err(refuse(
            "update-error-in-place-bundled",
            vec![("spec", spec_text.clone())],
        )
        .into());
    }
    if let (Some(o), Some(i)) = (&out_path, &input)
        && write::same_file(o, i)
    {
        return Err(refuse(
            "update-error-out-is-input",
            vec![("path", o.display().to_string())],
        )
        .into());
    }
    let tr = spec.load()?;
    let to = corpus::load(to_text)?;
    let u = update::update(&tr, &to)?;
    let (bytes, encoding) = u.encode(&tr);
    let mut written = Written {
        path: None,
        backup: None,
        encoding,
    };
    if in_place {
        let path = input.expect("checked above");
        written.backup = Some(write::replace_with_backup(&path, &bytes)?);
        written.path = Some(path);
    } else if let Some(path) = out_path {
        write::replace(&path, &bytes)?;
        written.path = Some(path);
    }
    match Some(args::format_of(m, UPDATE_FORMATS)) {
        Some("json") => output::json(out, &UpdateJson::of(&u, &tr, &to, &written))?,
        Some("xliff") => xliff::write(&u, &tr, &to, out)?,
        _ if written.path.is_none() => {
            // The updated translation is the output; the report goes to stderr.
            out.write_all(&bytes)?;
            out.flush()?;
            let mut err = std::io::stderr().lock();
            summary(&mut err, ctx.i18n, &u, &tr, &to, &written)?;
        }
        _ => summary(out, ctx.i18n, &u, &tr, &to, &written)?,
    }
    Ok(ExitCode::SUCCESS)
}

fn summary(
    out: &mut dyn Write,
    i: &I18n,
    u: &Update,
    tr: &Document,
    to: &Document,
    w: &Written,
) -> std::io::Result<()> {
    let n = |s: Status| u.count(s).to_string();
    writeln!(
        out,
        "{}",
        i.tr(
            "update-summary",
            &[
                ("from", tr.label()),
                ("follows", u.follows.label()),
                ("to", to.label()),
                ("kept", n(Status::Kept)),
                ("renumbered", n(Status::Renumbered)),
                ("changed", n(Status::Changed)),
                ("added", n(Status::Added)),
                ("removed", u.removed.len().to_string()),
                ("references", u.references.to_string()),
            ]
        )
    )?;
    if let Some((old, new)) = &u.date {
        writeln!(
            out,
            "{}",
            i.tr("update-date", &[("old", old.clone()), ("new", new.clone())])
        )?;
    }
    match &u.glossary {
        Some(g) => {
            let c = |s: Status| {
                g.entries
                    .iter()
                    .filter(|e| e.status == s)
                    .count()
                    .to_string()
            };
            writeln!(
                out,
                "{}",
                i.tr(
                    "update-glossary",
                    &[
                        ("kept", c(Status::Kept)),
                        ("changed", c(Status::Changed)),
                        ("added", c(Status::Added)),
                        ("removed", g.removed.len().to_string()),
                    ]
                )
            )?;
        }
        None if !tr.glossary.is_empty() => {
            writeln!(out, "{}", i.t("update-glossary-unpaired"))?;
        }
        None => {}
    }
    for r in &u.rules {
        match r.status {
            Status::Changed => writeln!(
                out,
                "{}",
                i.tr(
                    "update-rule-changed",
                    &[
                        ("number", r.number.to_string()),
                        ("was", r.was.map(|w| w.to_string()).unwrap_or_default()),
                        ("diff", diff::inline(&r.diff)),
                    ]
                )
            )?,
            Status::Added => writeln!(
                out,
                "{}",
                i.tr("update-rule-added", &[("number", r.number.to_string())])
            )?,
            _ => {}
        }
    }
    for r in &u.removed {
        writeln!(
            out,
            "{}",
            i.tr("update-rule-removed", &[("was", r.to_string())])
        )?;
    }
    if let Some(g) = &u.glossary {
        for e in &g.entries {
            let id = match e.status {
                Status::Changed => "update-term-changed",
                Status::Added => "update-term-added",
                _ => continue,
            };
            writeln!(
                out,
                "{}",
                i.tr(
                    id,
                    &[("term", e.term.clone()), ("diff", diff::inline(&e.diff))]
                )
            )?;
        }
        for t in &g.removed {
            writeln!(
                out,
                "{}",
                i.tr("update-term-removed", &[("term", t.clone())])
            )?;
        }
    }
    if let Some(p) = &w.path {
        writeln!(
            out,
            "{}",
            fl!(
                i,
                "update-written",
                path = p.display().to_string(),
                todo = u.to_do()
            )
        )?;
        if let Some(b) = &w.backup {
            writeln!(
                out,
                "{}",
                i.tr("update-backup", &[("path", b.display().to_string())])
            )?;
        }
    }
    // Windows-1252 that cannot hold the English inserted is written as UTF-8 (an ASCII file
    // that gains a non-ASCII character simply becomes UTF-8).
    if w.encoding != tr.encoding && tr.encoding != Encoding::Ascii {
        let path = w
            .path
            .as_ref()
            .map_or(tr.name.clone(), |p| p.display().to_string());
        encoding_note(out, i, &path, tr.encoding, w.encoding)?;
    }
    Ok(())
}

fn encoding_note(
    out: &mut dyn Write,
    i: &I18n,
    path: &str,
    was: Encoding,
    now: Encoding,
) -> std::io::Result<()> {
    writeln!(
        out,
        "{}",
        i.tr(
            "update-encoding",
            &[
                ("path", path.to_owned()),
                ("was", was.as_str().to_owned()),
                ("encoding", now.as_str().to_owned()),
            ]
        )
    )
}
