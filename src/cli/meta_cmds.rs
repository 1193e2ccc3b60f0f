//! Commands about `cr` itself: `cr completions SHELL` (clap_complete) and `cr man [COMMAND]`
//! (a roff man page from clap_mangen). Both are generated from the one command tree, in the
//! UI language, so they never disagree with `--help`.

use super::{CmdResult, Ctx, args, command, sub};
use crate::i18n::I18n;
use clap::{Arg, ArgMatches, Command, value_parser};
use clap_complete::Shell;
use std::io::Write;
use std::process::ExitCode;

pub(super) fn register(cmd: Command, i: &I18n) -> Command {
    cmd.subcommand(
        sub(i, "completions").arg(
            Arg::new(args::SHELL)
                .value_name("SHELL")
                .required(true)
                .value_parser(value_parser!(Shell))
                .help(i.t("cli-arg-shell")),
        ),
    )
    .subcommand(
        sub(i, "man").arg(
            Arg::new(args::COMMAND)
                .value_name("COMMAND")
                .help(i.t("cli-arg-man-command")),
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
        "completions" => completions(m, ctx, out),
        "man" => man(m, ctx, out),
        _ => return None,
    })
}

fn completions(m: &ArgMatches, ctx: &Ctx<'_>, out: &mut dyn Write) -> CmdResult {
    let shell: Shell = args::typed(m, args::SHELL).expect("required");
    let mut cmd = command(ctx.i18n);
    // clap_complete panics when a write fails: it writes to memory, and a closed pipe is
    // met here, as an error like any other.
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut cmd, "cr", &mut script);
    out.write_all(&script)?;
    Ok(ExitCode::SUCCESS)
}

fn man(m: &ArgMatches, ctx: &Ctx<'_>, out: &mut dyn Write) -> CmdResult {
    let root = command(ctx.i18n);
    let page = match args::one(m, args::COMMAND) {
        None => root,
        Some(name) => {
            let Some(c) = root.find_subcommand(name) else {
                return Err(crate::Error::Other {
                    id: "cli-error-unknown-command",
                    args: vec![("command", name.to_owned())],
                }
                .into());
            };
            let full = format!("cr-{}", c.get_name());
            c.clone()
                .name(full.clone())
                .bin_name(full)
                .version(env!("CARGO_PKG_VERSION"))
        }
    };
    clap_mangen::Man::new(page).render(out)?;
    Ok(ExitCode::SUCCESS)
}
