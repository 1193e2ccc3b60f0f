//! The linter's commands: `cr lint` (findings in four formats, exit code 1 when any is at or
//! above the threshold) and `cr explain` (a check's documentation).

use super::{CmdResult, Ctx, EXIT_FINDINGS, sub};
use crate::error::Error;
use crate::i18n::I18n;
use crate::lint::config::Config;
use crate::lint::plan::{self, Options};
use crate::lint::render::{self, Format};
use crate::lint::{self, CHECKS, Severity};
use clap::{Arg, ArgAction, ArgMatches, Command};
use std::io::Write;
use std::process::ExitCode;

pub(super) fn register(cmd: Command, i: &I18n) -> Command {
    cmd.subcommand(
        sub(i, "lint")
            .arg(
                Arg::new("spec")
                    .value_name("SPEC")
                    .action(ArgAction::Append)
                    .help(i.t("cli-arg-lint-spec")),
            )
            .arg(
                Arg::new("against")
                    .long("against")
                    .value_name("SPEC")
                    .help(i.t("cli-arg-lint-against")),
            )
            .arg(
                Arg::new("format")
                    .long("format")
                    .value_parser(Format::NAMES)
                    .default_value("human")
                    .help(i.t("cli-arg-lint-format")),
            )
            .arg(
                Arg::new("config")
                    .long("config")
                    .value_name("FILE")
                    .help(i.t("cli-arg-lint-config")),
            )
            .arg(
                Arg::new("no-cache")
                    .long("no-cache")
                    .action(ArgAction::SetTrue)
                    .help(i.t("cli-arg-lint-no-cache")),
            )
            .arg(
                Arg::new("fail-on")
                    .long("fail-on")
                    .value_parser(["info", "warning", "error"])
                    .help(i.t("cli-arg-lint-fail-on")),
            ),
    )
    .subcommand(
        sub(i, "explain").arg(
            Arg::new("check")
                .value_name("CODE|NAME")
                .help(i.t("cli-arg-explain-check")),
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
        "lint" => lint_cmd(m, ctx, out),
        "explain" => explain_cmd(m, out),
        _ => return None,
    })
}

fn lint_cmd(m: &ArgMatches, ctx: &Ctx<'_>, out: &mut dyn Write) -> CmdResult {
    let mut config = match m.get_one::<String>("config") {
        Some(p) => Config::read(p)?,
        None => Config::default(),
    };
    if let Some(s) = m
        .get_one::<String>("fail-on")
        .and_then(|s| Severity::parse(s))
    {
        config.fail_on = s;
    }
    let opts = Options {
        specs: m
            .get_many::<String>("spec")
            .map(|v| v.cloned().collect())
            .unwrap_or_default(),
        against: m.get_one::<String>("against").cloned(),
        config,
        cache: if m.get_flag("no-cache") {
            None
        } else {
            crate::cache::root()
        },
    };
    let report = plan::run(&opts)?;
    for n in &report.notices {
        let _ = writeln!(
            std::io::stderr(),
            "cr: {} {}",
            ctx.i18n.t("lint-note-prefix"),
            ctx.i18n.msg(n)
        );
    }
    let format = m
        .get_one::<String>("format")
        .and_then(|f| Format::parse(f))
        .unwrap_or(Format::Human);
    render::render(&report, format, ctx.i18n, out)?;
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

fn explain_cmd(m: &ArgMatches, out: &mut dyn Write) -> CmdResult {
    match m.get_one::<String>("check") {
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
                args: vec![("check", key.clone())],
            })?;
            writeln!(out, "# {} {} ({})\n", c.code, c.name, c.severity.as_str())?;
            write!(out, "{}", c.docs())?;
        }
    }
    Ok(ExitCode::SUCCESS)
}
