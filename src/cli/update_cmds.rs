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
use crate::update::{self, ExampleStatus, Status, Update, write, xliff};
use clap::{Arg, ArgMatches, Command};
use serde::Serialize;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

/// `cr update --format`.
const UPDATE_FORMATS: &[&str] = &["text", "json", "xliff"];

pub(super) fn register(cmd: Command, i: &I18n) -> Command {
    let cmd = register_stale(register_apply(cmd, i), i);
    cmd.subcommand(
        sub(i, "update")
            .arg(
                Arg::new(args::SPEC)
                    .value_name("SPEC")
                    .required(true)
                    .help(i.t("update-arg-spec")),
            )
            .arg(
                Arg::new(args::TO)
                    .long("to")
                    .value_name("SPEC")
                    .required(true)
                    .help(i.t("update-arg-to")),
            )
            .arg(args::follows(i))
            .args(args::destination(
                i,
                "update-arg-out",
                "update-arg-in-place",
            ))
            .arg(
                Arg::new(args::XLIFF)
                    .long("xliff")
                    .value_name("FILE")
                    .help(i.t("update-arg-xliff")),
            )
            .args(args::format(i, UPDATE_FORMATS, "update-arg-format")),
    )
}

pub(super) fn run(
    name: &str,
    m: &ArgMatches,
    ctx: &Ctx<'_>,
    out: &mut dyn Write,
) -> Option<CmdResult> {
    match name {
        "update" => Some(update_cmd(m, ctx, out)),
        "apply" => Some(apply_cmd(m, ctx, out)),
        "stale" => Some(stale_cmd(m, ctx, out)),
        _ => None,
    }
}

/// `cr stale SPEC [--against en@DATE]`.
fn register_stale(cmd: Command, i: &I18n) -> Command {
    cmd.subcommand(
        sub(i, "stale")
            .arg(
                Arg::new(args::SPEC)
                    .value_name("SPEC")
                    .required(true)
                    .help(i.t("stale-arg-spec")),
            )
            .arg(
                Arg::new(args::AGAINST)
                    .long("against")
                    .value_name("SPEC")
                    .help(i.t("stale-arg-against")),
            )
            .arg(args::follows(i))
            .args(args::format(i, args::TEXT_OR_JSON, "stale-arg-format")),
    )
}

/// What is stale in a translation: the rules and examples whose English changed since the
/// release it follows (the work `cr update` would mark), written nowhere.
fn stale_cmd(m: &ArgMatches, ctx: &Ctx<'_>, out: &mut dyn Write) -> CmdResult {
    let spec = args::required(m, args::SPEC);
    args::apply_follows(m, ctx.db, &[spec.to_owned()])?;
    let tr = ctx.db.load(spec)?;
    let to = ctx.db.load(args::one(m, args::AGAINST).unwrap_or("en"))?;
    let u = update::update(ctx.db, &tr, &to)?;
    let (_, encoding) = u.encode(&tr);
    let written = Written {
        path: None,
        backup: None,
        xliff: None,
        encoding,
    };
    if args::format_of(m, args::TEXT_OR_JSON) == "json" {
        output::json(out, &UpdateJson::of(&u, &tr, &to, &written))?;
    } else {
        summary(out, ctx.i18n, &u, &tr, &to, &written)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// `cr apply XLIFF UPDATED`.
fn register_apply(cmd: Command, i: &I18n) -> Command {
    cmd.subcommand(
        sub(i, "apply")
            .arg(
                Arg::new(args::XLIFF)
                    .value_name("XLIFF")
                    .required(true)
                    .help(i.t("apply-arg-xliff")),
            )
            .arg(
                Arg::new(args::UPDATED)
                    .value_name("UPDATED")
                    .required(true)
                    .help(i.t("apply-arg-updated")),
            )
            .args(args::destination(i, "apply-arg-out", "apply-arg-in-place"))
            .arg(
                Arg::new(args::ACCEPT_INITIAL)
                    .long("accept-initial")
                    .action(clap::ArgAction::SetTrue)
                    .help(i.t("apply-arg-accept-initial")),
            )
            .args(args::format(i, args::TEXT_OR_JSON, "apply-arg-format")),
    )
}

/// The target release an XLIFF names: by its date, else (a release named by its file when
/// `cr update` ran) the file it names, as long as its text is the same.
fn target_release(
    ctx: &Ctx<'_>,
    xliff: &str,
    target: &str,
    file: Option<&(String, String)>,
) -> Result<Document, Error> {
    let by_date = ctx.db.load(target);
    let Some((hash, path)) = file else {
        return by_date;
    };
    if by_date.is_ok() {
        return by_date;
    }
    let doc = ctx.db.load(&format!("en:{path}"))?;
    if crate::model::text_hash(&doc) != *hash {
        return Err(refuse(
            "apply-error-target-changed",
            vec![
                ("xliff", xliff.to_owned()),
                ("target", target.to_owned()),
                ("path", path.clone()),
            ],
        ));
    }
    Ok(doc)
}

fn apply_cmd(m: &ArgMatches, ctx: &Ctx<'_>, out: &mut dyn Write) -> CmdResult {
    let i = ctx.i18n;
    let xliff_path = PathBuf::from(args::required(m, args::XLIFF));
    let xname = xliff_path.display().to_string();
    let updated_path = PathBuf::from(args::required(m, args::UPDATED));
    let out_path = args::one(m, args::OUT).map(PathBuf::from);
    let in_place = args::flag(m, args::IN_PLACE);
    if let Some(o) = &out_path
        && (write::same_file(o, &updated_path) || write::same_file(o, &xliff_path))
    {
        return Err(refuse(
            "update-error-out-is-input",
            vec![("path", o.display().to_string())],
        )
        .into());
    }
    let xml = corpus::read_user_text(&xliff_path)?;
    let x = xliff::read(&xml).map_err(|detail| {
        refuse(
            "apply-error-xliff",
            vec![("xliff", xname.clone()), ("detail", detail)],
        )
    })?;
    let (Some(lang), Some(target)) = (x.trg_lang.clone(), x.target.clone()) else {
        return Err(refuse("apply-error-no-target", vec![("xliff", xname.clone())]).into());
    };
    let updated = ctx.db.load(&format!("{lang}:{}", updated_path.display()))?;
    let to = target_release(ctx, &xname, &target, x.target_file.as_ref())?;
    let a = update::apply::apply(
        &xname,
        &x,
        &updated,
        &to,
        args::flag(m, args::ACCEPT_INITIAL),
    )?;
    // Marks left in the file are work left, as findings are for lint.
    let code = if a.marks > 0 {
        ExitCode::from(super::EXIT_FINDINGS)
    } else {
        ExitCode::SUCCESS
    };
    let (bytes, _) = crate::decode::encode(&a.text, updated.encoding);
    let mut written: Option<PathBuf> = None;
    let mut backup: Option<PathBuf> = None;
    if in_place {
        backup = Some(write::replace_with_backup(&updated_path, &bytes)?);
        written = Some(updated_path.clone());
    } else if let Some(o) = out_path {
        write::replace(&o, &bytes)?;
        written = Some(o);
    }
    if args::format_of(m, args::TEXT_OR_JSON) == "json" {
        output::json(
            out,
            &super::json::ApplyJson {
                xliff: xname,
                updated: updated_path.display().to_string(),
                target,
                output: written.as_ref().map(|p| p.display().to_string()),
                backup: backup.as_ref().map(|p| p.display().to_string()),
                applied: a.applied.clone(),
                left: a.left.clone(),
                initial: a.initial.clone(),
                marks: a.marks,
            },
        )?;
        return Ok(code);
    }
    let report = |w: &mut dyn Write| -> std::io::Result<()> {
        writeln!(
            w,
            "{}",
            fl!(
                i,
                "apply-summary",
                xliff = xname.clone(),
                applied = a.applied.len(),
                left = a.left.len(),
                marks = a.marks
            )
        )?;
        let empty: Vec<&String> = a.left.iter().filter(|u| !a.initial.contains(u)).collect();
        let initial: Vec<&String> = a.initial.iter().collect();
        if !initial.is_empty() {
            let (count, units) = (initial.len(), unit_list(&initial));
            writeln!(
                w,
                "{}",
                fl!(i, "apply-left-initial", count = count, units = units)
            )?;
        }
        if !empty.is_empty() {
            let (count, units) = (empty.len(), unit_list(&empty));
            writeln!(
                w,
                "{}",
                fl!(i, "apply-left-empty", count = count, units = units)
            )?;
        }
        Ok(())
    };
    output::rewritten(
        out,
        i,
        &bytes,
        written.as_deref(),
        backup.as_deref(),
        &report,
    )?;
    Ok(code)
}

/// The first units of a list, then how many more: `601.2f, 702.190a, … (+12)`.
fn unit_list(units: &[&String]) -> String {
    const SHOWN: usize = 8;
    let mut s = units
        .iter()
        .take(SHOWN)
        .map(|u| u.as_str())
        .collect::<Vec<_>>()
        .join(", ");
    if units.len() > SHOWN {
        s.push_str(&format!(", … (+{})", units.len() - SHOWN));
    }
    s
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
    /// Its English examples that changed, were added or were removed (absent: none).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub examples: Vec<ExampleJson>,
}

/// One changed, added or removed English example of a rule in `cr update --format json`.
#[derive(Serialize)]
pub struct ExampleJson {
    /// `601.2f/e2` (the XLIFF unit id; null for a removed example).
    pub id: Option<String>,
    pub status: ExampleStatus,
    pub before: Option<String>,
    pub after: Option<String>,
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
    /// Rules of the target the translation omits on purpose (English unchanged), left out.
    pub omitted: Vec<String>,
    pub glossary: Option<GlossaryJson>,
    pub date: Option<DateJson>,
    pub references: usize,
    /// Where the updated translation was written (null: nowhere, a dry run).
    pub output: Option<String>,
    pub backup: Option<String>,
    /// Where the XLIFF of the units to do was written (`--xliff`), or null.
    pub xliff: Option<String>,
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
                    examples: r
                        .example_changes
                        .iter()
                        .filter(|e| e.status != ExampleStatus::Kept)
                        .map(|e| ExampleJson {
                            id: e.target.map(|k| xliff::example_unit_id(&r.number, k)),
                            status: e.status,
                            before: e.before.clone(),
                            after: e.after.clone(),
                            diff: e.diff.clone(),
                        })
                        .collect(),
                })
                .collect(),
            removed: u.removed.iter().map(|r| r.to_string()).collect(),
            omitted: u.omitted.iter().map(|r| r.to_string()).collect(),
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
            xliff: w.xliff.as_ref().map(|p| p.display().to_string()),
            encoding: w.encoding.as_str(),
        }
    }
}

/// What was written, and where.
struct Written {
    path: Option<PathBuf>,
    backup: Option<PathBuf>,
    xliff: Option<PathBuf>,
    encoding: Encoding,
}

fn refuse(id: &'static str, args: Vec<(&'static str, String)>) -> Error {
    Error::Other { id, args }
}

fn update_cmd(m: &ArgMatches, ctx: &Ctx<'_>, out: &mut dyn Write) -> CmdResult {
    let spec_text = args::required(m, args::SPEC).to_owned();
    let to_text = args::required(m, args::TO);
    let spec = Spec::parse(&spec_text)?;
    let input: Option<PathBuf> = match &spec {
        Spec::File { path, .. } => Some(PathBuf::from(path)),
        Spec::Bundled { .. } => None,
    };
    let in_place = args::flag(m, args::IN_PLACE);
    let out_path = args::one(m, args::OUT).map(PathBuf::from);
    let xliff_path = args::one(m, args::XLIFF).map(PathBuf::from);
    if in_place && input.is_none() {
        return Err(refuse(
            "update-error-in-place-bundled",
            vec![("spec", spec_text.clone())],
        )
        .into());
    }
    for o in out_path.iter().chain(&xliff_path) {
        if let Some(i) = &input
            && write::same_file(o, i)
        {
            return Err(refuse(
                "update-error-out-is-input",
                vec![("path", o.display().to_string())],
            )
            .into());
        }
    }
    if let (Some(o), Some(x)) = (&out_path, &xliff_path)
        && write::same_file(o, x)
    {
        return Err(refuse(
            "update-error-xliff-is-out",
            vec![("path", x.display().to_string())],
        )
        .into());
    }
    args::apply_follows(m, ctx.db, std::slice::from_ref(&spec_text))?;
    let tr = ctx.db.load(&spec_text)?;
    let to = ctx.db.load(to_text)?;
    let u = update::update(ctx.db, &tr, &to)?;
    let (bytes, encoding) = u.encode(&tr);
    let mut written = Written {
        path: None,
        backup: None,
        xliff: None,
        encoding,
    };
    if let Some(path) = xliff_path {
        let mut x = Vec::new();
        xliff::write(&u, &tr, &to, &mut x)?;
        write::replace(&path, &x)?;
        written.xliff = Some(path);
    }
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
    for r in &u.rules {
        for e in &r.example_changes {
            let line = match (e.status, e.target) {
                (ExampleStatus::Changed, Some(k)) => fl!(
                    i,
                    "update-example-changed",
                    id = xliff::example_unit_id(&r.number, k),
                    diff = diff::inline(&e.diff)
                ),
                (ExampleStatus::Added, Some(k)) => fl!(
                    i,
                    "update-example-added",
                    id = xliff::example_unit_id(&r.number, k)
                ),
                (ExampleStatus::Removed, _) => fl!(
                    i,
                    "update-example-removed",
                    number = r.number.to_string(),
                    before = e.before.clone().unwrap_or_default()
                ),
                _ => continue,
            };
            writeln!(out, "{line}")?;
        }
    }
    for r in &u.removed {
        writeln!(
            out,
            "{}",
            i.tr("update-rule-removed", &[("was", r.to_string())])
        )?;
    }
    if !u.omitted.is_empty() {
        let rules: Vec<String> = u.omitted.iter().map(|r| r.to_string()).collect();
        writeln!(
            out,
            "{}",
            fl!(
                i,
                "update-omitted",
                count = u.omitted.len(),
                rules = rules.join(" ")
            )
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
        if let Some(x) = &w.xliff {
            writeln!(
                out,
                "{}",
                fl!(i, "update-xliff-written", path = x.display().to_string())
            )?;
        }
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
