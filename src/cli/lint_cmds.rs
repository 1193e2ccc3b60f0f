//! The linter's commands: `cr lint` (findings in four formats, exit code 1 when any is at or
//! above the threshold) and `cr explain` (a check's documentation).

use super::args::{self, TEXT_OR_JSON};
use super::json::CheckJson;
use super::lint_render::{self as render, Format, View};
use super::{CmdResult, Ctx, EXIT_FINDINGS, output, sub};
use crate::error::Error;
use crate::fl;
use crate::i18n::I18n;
use crate::lint::config::Config;
use crate::lint::plan::{self, Options};
use crate::lint::{self, CHECKS, Severity};
use clap::{Arg, ArgAction, ArgMatches, Command};
use std::io::Write;
use std::process::ExitCode;

pub(super) fn register(cmd: Command, i: &I18n) -> Command {
    cmd.subcommand(
        sub(i, "lint")
            .arg(
                Arg::new(args::SPECS)
                    .value_name("SPEC")
                    .action(ArgAction::Append)
                    .help(i.t("cli-arg-lint-spec")),
            )
            .arg(
                Arg::new(args::AGAINST)
                    .long("against")
                    .value_name("SPEC")
                    .help(i.t("cli-arg-lint-against")),
            )
            .arg(args::follows(i))
            .args(args::format(i, &Format::NAMES, "cli-arg-lint-format"))
            .arg(
                Arg::new(args::CONFIG)
                    .long("config")
                    .value_name("FILE")
                    .help(i.t("cli-arg-lint-config")),
            )
            .arg(
                Arg::new(args::NO_CACHE)
                    .long("no-cache")
                    .action(ArgAction::SetTrue)
                    .help(i.t("cli-arg-lint-no-cache")),
            )
            .arg(
                Arg::new(args::FAIL_ON)
                    .long("fail-on")
                    .value_name("SEVERITY")
                    .value_parser(["info", "warning", "error"])
                    .help(i.t("cli-arg-lint-fail-on")),
            )
            .arg(
                Arg::new(args::MIN_SEVERITY)
                    .long("min-severity")
                    .value_name("SEVERITY")
                    .value_parser(["info", "warning", "error"])
                    .help(i.t("cli-arg-lint-min-severity")),
            )
            .arg(
                Arg::new(args::COLOR)
                    .long("color")
                    .value_name("WHEN")
                    .value_parser(["auto", "always", "never"])
                    .default_value("auto")
                    .help(i.t("cli-arg-lint-color")),
            ),
    )
    .subcommand(
        sub(i, "explain")
            .arg(
                Arg::new(args::CHECK)
                    .value_name("CHECK")
                    .help(i.t("cli-arg-explain-check")),
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
    Some(match name {
        "lint" => lint_cmd(m, ctx, out),
        "explain" => explain_cmd(m, out),
        _ => return None,
    })
}

fn lint_cmd(m: &ArgMatches, ctx: &Ctx<'_>, out: &mut dyn Write) -> CmdResult {
    let mut config = match args::one(m, args::CONFIG) {
        Some(p) => Config::read(p)?,
        None => Config::default(),
    };
    if let Some(s) = args::one(m, args::FAIL_ON).and_then(Severity::parse) {
        config.fail_on = s;
    }
    args::apply_follows(m, ctx.db, &args::many(m, args::SPECS))?;
    let opts = Options {
        specs: args::many(m, args::SPECS),
        against: args::one(m, args::AGAINST).map(str::to_owned),
        config,
        cache: if args::flag(m, args::NO_CACHE) {
            None
        } else {
            crate::cache::root()
        },
        signals: false,
    };
    let report = plan::run(ctx.db, &opts)?;
    say_notices(&report, ctx.i18n);
    let format = Format::parse(args::format_of(m, &Format::NAMES)).unwrap_or(Format::Human);
    let mut view = View::default_for(format);
    if let Some(s) = args::one(m, args::MIN_SEVERITY).and_then(Severity::parse) {
        view.min_severity = s;
    }
    view.color = format == Format::Human && color_wanted(args::one(m, args::COLOR));
    render::render(&report, format, view, ctx.i18n, out)?;
    let failing = report
        .findings
        .iter()
        .any(|f| f.severity >= opts.config.fail_on);
    Ok(if failing {
        ExitCode::from(EXIT_FINDINGS)
    } else {
        ExitCode::SUCCESS
    })
}

/// The notices of a lint run (a dictionary missing), on stderr, once each.
pub(super) fn say_notices(report: &lint::Report, i: &I18n) {
    for n in &report.notices {
        let _ = writeln!(
            std::io::stderr(),
            "cr: {} {}",
            fl!(i, "lint-note-prefix"),
            i.msg(n)
        );
    }
}

/// Colour for `--color WHEN`: `auto` colours a terminal only, and honours `NO_COLOR`,
/// `CLICOLOR` and `CLICOLOR_FORCE` as anstream reads them.
fn color_wanted(when: Option<&str>) -> bool {
    match when {
        Some("always") => true,
        Some("never") => false,
        _ => !matches!(
            anstream::AutoStream::choice(&std::io::stdout()),
            anstream::ColorChoice::Never
        ),
    }
}

fn explain_cmd(m: &ArgMatches, out: &mut dyn Write) -> CmdResult {
    let json = args::format_of(m, TEXT_OR_JSON) == "json";
    let entry = |c: &lint::Check, docs: bool| CheckJson {
        code: c.code,
        name: c.name,
        severity: c.severity.as_str(),
        summary: c.summary(),
        docs: docs.then(|| c.docs()),
    };
    match args::one(m, args::CHECK) {
        None if json => {
            let all: Vec<CheckJson> = CHECKS.iter().map(|c| entry(c, false)).collect();
            output::json(out, &all)?;
        }
        None => {
            for c in CHECKS {
                writeln!(
                    out,
                    "{}  {:<20} {:<8} {}",
                    c.code,
                    c.name,
                    c.severity.as_str(),
                    c.summary()
                )?;
            }
        }
        Some(key) => {
            let c = lint::find_check(key).ok_or_else(|| Error::Other {
                id: "lint-error-unknown-check",
                args: vec![("check", key.to_owned())],
            })?;
            if json {
                output::json(out, &entry(c, true))?;
                return Ok(ExitCode::SUCCESS);
            }
            writeln!(out, "# {} {} ({})\n", c.code, c.name, c.severity.as_str())?;
            write!(out, "{}", c.docs())?;
        }
    }
    Ok(ExitCode::SUCCESS)
}
