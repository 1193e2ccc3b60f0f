//! `cr docs`: writes the documentation site (see [`crate::site`]) for the bundled corpus or the
//! documents given.

use super::args::{self, TEXT_OR_JSON};
use super::json::{CodeRef, DocsJson, TestRef};
use super::{CmdResult, Ctx, engine_cmds, output, sub};
use crate::document::Document;
use crate::error::Error;
use crate::fl;
use crate::i18n::I18n;
use crate::links::{self, LinkKind};
use crate::site::{self, engine::CodeLink, engine::EngineRule};
use clap::{Arg, ArgAction, ArgMatches, Command};

/// The share of each translation's rules the review page lists (`cr review --share 10%`).
const REVIEW_SHARE: f32 = 10.0;
use std::io::Write;
use std::path::Path;
use std::process::ExitCode;
use std::time::Instant;

pub(super) fn register(cmd: Command, i: &I18n) -> Command {
    cmd.subcommand(
        sub(i, "docs")
            .arg(
                Arg::new(args::SPECS)
                    .value_name("SPEC")
                    .num_args(0..)
                    .help(i.t("cli-arg-docs-specs")),
            )
            .arg(
                Arg::new(args::OUT)
                    .long("out")
                    .value_name("DIR")
                    .required(true)
                    .help(i.t("cli-arg-docs-out")),
            )
            .arg(
                Arg::new(args::FORCE)
                    .long("force")
                    .action(ArgAction::SetTrue)
                    .help(i.t("cli-arg-docs-force")),
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
    (name == "docs").then(|| docs(m, ctx, out))
}

/// The engine's links for each rule of 601.2 of the base document.
pub fn coverage(db: &crate::model::Db, docs: &[Document]) -> Result<Vec<EngineRule>, Error> {
    let Some(label) = site::base_label(docs) else {
        return Ok(Vec::new());
    };
    let base = docs
        .iter()
        .find(|d| d.label() == label)
        .expect("the base is one of them");
    let code = |l: &links::Link| CodeLink {
        function: l.function.to_owned(),
        path: l.path.to_owned(),
        line: l.line,
    };
    if label == links::CANONICAL {
        // The engine's own numbering: no alignment needed.
        let casting: crate::RuleId = "601.2".parse().expect("valid");
        return Ok(base
            .rules
            .iter()
            .filter(|r| casting.contains(&r.id))
            .map(|r| {
                let id = r.id.to_string();
                EngineRule {
                    implementations: links::of(&id, LinkKind::Implementation).map(code).collect(),
                    tests: links::of(&id, LinkKind::Test).map(code).collect(),
                    canonical: Some(id.clone()),
                    rule: id,
                }
            })
            .collect());
    }
    let canonical = db.load(links::CANONICAL)?;
    let to = |c: &CodeRef| CodeLink {
        function: c.function.to_owned(),
        path: c.path.to_owned(),
        line: c.line,
    };
    Ok(engine_cmds::coverage_of(db, base, &canonical)
        .into_iter()
        .map(|e| EngineRule {
            implementations: e.implementations.iter().map(to).collect(),
            tests: e
                .tests
                .iter()
                .map(|t: &TestRef| CodeLink {
                    function: t.name.to_owned(),
                    path: t.path.to_owned(),
                    line: t.line,
                })
                .collect(),
            canonical: e.canonical,
            rule: e.rule,
        })
        .collect())
}

fn docs(m: &ArgMatches, ctx: &Ctx<'_>, out: &mut dyn Write) -> CmdResult {
    let started = Instant::now();
    let dir = Path::new(args::required(m, args::OUT));
    let force = args::flag(m, args::FORCE);
    // Refuse early, before any work, when the destination is not ours.
    site::output::check_destination(dir, force)?;
    let specs = args::many(m, args::SPECS);
    // Seconds of work: the stage under way on a terminal, nothing in a pipe.
    let progress = output::Stages::on_terminal();
    progress.stage(ctx.i18n.t("docs-progress-reading"));
    let mut docs = crate::model::load_many(ctx.db, &specs)?;
    let named = docs.len();
    // A translator's own file comes with its English (the release it follows, the newest).
    if specs.iter().any(|s| {
        matches!(
            crate::corpus::Spec::parse(s),
            Ok(crate::corpus::Spec::File { .. })
        )
    }) {
        site::with_english(ctx.db, &mut docs);
    }
    let coverage = coverage(ctx.db, &docs)?;
    // The linter's findings on the same documents (as `cr lint` gives them), and its checks'
    // own documentation for the per-check pages.
    // The documents just read, not read again: those named, or the default corpus's
    // translations (as `cr lint` would check them).
    let inputs = crate::lint::plan::Inputs {
        checked: docs[..named]
            .iter()
            .filter(|d| !specs.is_empty() || !crate::lang::is_english(&d.lang))
            .cloned()
            .collect(),
        against: None,
        explicit: !specs.is_empty(),
    };
    progress.stage(fl!(
        ctx.i18n,
        "docs-progress-checking",
        documents = inputs.checked.len()
    ));
    // The linter runs beside the site's longest part (the rules' histories); its messages are
    // put in the interface language there (a Fluent bundle is not shared between threads).
    let (db, lang) = (ctx.db, ctx.i18n.lang());
    let rendering = ctx.i18n.t("docs-progress-rendering");
    let stages = &progress;
    let lint = move || -> (Vec<site::findings::Finding>, Vec<site::findings::Reviewed>) {
        let report = crate::lint::plan::run_on(
            db,
            inputs,
            &crate::lint::plan::Options {
                specs: specs.clone(),
                cache: crate::cache::root(),
                signals: true,
                ..Default::default()
            },
        );
        stages.stage(rendering);
        let i = I18n::new(lang);
        let findings = report
            .findings
            .iter()
            .map(|f| site::findings::Finding {
                check: f.check.name.to_owned(),
                severity: f.severity.as_str().to_owned(),
                message: i.msg(&f.message),
                lang: f.lang.clone(),
                document: f.document.clone(),
                rule: f.rule,
                span: f.span,
            })
            .collect();
        let reviews = crate::review::rank(&report)
            .into_iter()
            .map(|r| {
                let n = crate::review::cut(r.rules.len(), None, Some(REVIEW_SHARE));
                site::findings::Reviewed {
                    total: r.rules.len(),
                    rules: r.rules[..n]
                        .iter()
                        .map(|x| site::findings::ReviewedRule {
                            rule: x.rule,
                            score: x.score,
                            evidence: x.evidence.iter().map(|e| i.msg(&e.message)).collect(),
                        })
                        .collect(),
                    lang: r.lang,
                    version: r.version,
                    document: r.document,
                    against: r.english,
                }
            })
            .collect();
        (findings, reviews)
    };
    let checks: Vec<site::findings::CheckDoc> = crate::lint::CHECKS
        .iter()
        .map(|c| site::findings::CheckDoc {
            name: c.name.to_owned(),
            summary: c.summary(),
            markdown: c.docs(),
        })
        .collect();
    let input = site::Input {
        db: ctx.db,
        docs: &docs,
        findings: &[],
        reviews: &[],
        checks: &checks,
        coverage: &coverage,
    };
    let (built, _) = site::build_beside(&input, ctx.i18n, lint);
    progress.stage(fl!(
        ctx.i18n,
        "docs-progress-writing",
        files = built.files.len(),
        dir = dir.display().to_string()
    ));
    site::write_site(dir, &built.files, force)?;
    drop(progress);
    let shown_dir = dir.display().to_string();
    if args::format_of(m, TEXT_OR_JSON) == "json" {
        output::json(
            out,
            &DocsJson {
                pages: built.pages(),
                documents: docs.len(),
                dir: &shown_dir,
            },
        )?;
        return Ok(ExitCode::SUCCESS);
    }
    writeln!(
        out,
        "{}",
        fl!(
            ctx.i18n,
            "docs-done",
            pages = built.pages(),
            documents = docs.len(),
            dir = shown_dir,
            seconds = format!("{:.2}", started.elapsed().as_secs_f64()),
        )
    )?;
    Ok(ExitCode::SUCCESS)
}
