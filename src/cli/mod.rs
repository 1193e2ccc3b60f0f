//! The command line: argument definitions (clap's builder, with every help text from Fluent),
//! dispatch to one module per command family, and the exit-code policy:
//! 0 success or nothing found, 1 findings, 2 error. A closed pipe ends a command quietly.

mod align_cmds;
mod corpus_cmds;
mod docs_cmds;
mod engine_cmds;
mod history_cmds;
mod lint_cmds;
pub mod output;
mod search_cmds;
mod update_cmds;

/// The 601.2f request `cr cost` builds from its flags (for the fuzz target of the whole path).
pub use engine_cmds::request as cost_request;

use crate::error::Error;
use crate::i18n::{self, I18n};
use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{Arg, ArgAction, ArgMatches, Command};
use std::ffi::OsString;
use std::io::{self, Write};
use std::process::ExitCode;

/// Why a command stopped: a user-facing error, or a failed write to stdout.
#[derive(Debug)]
pub enum Failure {
    Error(Error),
    Io(io::Error),
}

impl From<Error> for Failure {
    fn from(e: Error) -> Self {
        Failure::Error(e)
    }
}

impl From<io::Error> for Failure {
    fn from(e: io::Error) -> Self {
        Failure::Io(e)
    }
}

/// What every command gets: the UI language.
pub struct Ctx<'a> {
    pub i18n: &'a I18n,
}

pub type CmdResult = Result<ExitCode, Failure>;

/// Exit code for errors.
pub const EXIT_ERROR: u8 = 2;
/// Exit code for findings.
pub const EXIT_FINDINGS: u8 = 1;

/// `--ui-lang` must be known before the help texts are built, so it is read ahead of clap.
fn prescan_ui_lang(args: &[OsString]) -> Option<String> {
    let mut it = args.iter().map(|a| a.to_string_lossy());
    while let Some(a) = it.next() {
        if a == "--" {
            break;
        }
        if let Some(v) = a.strip_prefix("--ui-lang=") {
            return Some(v.to_owned());
        }
        if a == "--ui-lang" {
            return it.next().map(|v| v.into_owned());
        }
    }
    None
}

/// A subcommand with localised about text and headings.
pub(crate) fn sub(i: &I18n, name: &'static str) -> Command {
    localize(
        Command::new(name).about(i.t(&format!("cli-{name}-about"))),
        i,
    )
}

fn localize(cmd: Command, i: &I18n) -> Command {
    cmd.help_template(format!(
        "{{about-with-newline}}\n{} {{usage}}\n\n{{all-args}}{{after-help}}",
        i.t("cli-usage-heading")
    ))
    .subcommand_help_heading(i.t("cli-commands-heading"))
    .next_help_heading(i.t("cli-options-heading"))
    .disable_help_flag(true)
    .arg(
        Arg::new("help")
            .short('h')
            .long("help")
            .action(ArgAction::Help)
            .help(i.t("cli-arg-help")),
    )
}

pub(crate) fn arg_json(i: &I18n) -> Arg {
    Arg::new("json")
        .long("json")
        .action(ArgAction::SetTrue)
        .help(i.t("cli-arg-json"))
}

pub(crate) fn arg_in(i: &I18n) -> Arg {
    Arg::new("in")
        .long("in")
        .value_name("SPEC")
        .action(ArgAction::Append)
        .help(i.t("cli-arg-in"))
}

pub(crate) fn arg_spec(i: &I18n, required: bool) -> Arg {
    Arg::new("spec")
        .value_name("SPEC")
        .required(required)
        .help(i.t("cli-arg-spec"))
}

/// The whole command tree.
pub fn command(i: &I18n) -> Command {
    let cmd = localize(
        Command::new("cr")
            .about(i.t("cli-about"))
            .version(env!("CARGO_PKG_VERSION"))
            .disable_version_flag(true)
            .subcommand_required(true)
            .arg_required_else_help(true),
        i,
    )
    .arg(
        Arg::new("version")
            .short('V')
            .long("version")
            .action(ArgAction::Version)
            .help(i.t("cli-arg-version")),
    )
    .arg(
        Arg::new("ui-lang")
            .long("ui-lang")
            .value_name("LANG")
            .global(true)
            .help(i.t("cli-arg-ui-lang")),
    );
    FAMILIES.iter().fold(cmd, |cmd, f| (f.register)(cmd, i))
}

/// A family of commands: how it adds its subcommands, and how it runs one of them
/// (`None` when the name is not one of its own).
struct Family {
    register: fn(Command, &I18n) -> Command,
    run: fn(&str, &ArgMatches, &Ctx<'_>, &mut dyn Write) -> Option<CmdResult>,
}

/// Every command family, in the order `--help` lists them.
const FAMILIES: &[Family] = &[
    Family {
        register: corpus_cmds::register,
        run: corpus_cmds::run,
    },
    Family {
        register: search_cmds::register,
        run: search_cmds::run,
    },
    Family {
        register: align_cmds::register,
        run: align_cmds::run,
    },
    Family {
        register: history_cmds::register,
        run: history_cmds::run,
    },
    Family {
        register: engine_cmds::register,
        run: engine_cmds::run,
    },
    Family {
        register: lint_cmds::register,
        run: lint_cmds::run,
    },
    Family {
        register: update_cmds::register,
        run: update_cmds::run,
    },
    Family {
        register: docs_cmds::register,
        run: docs_cmds::run,
    },
];

fn dispatch(m: &ArgMatches, ctx: &Ctx<'_>, out: &mut dyn Write) -> CmdResult {
    let (name, sm) = m.subcommand().expect("subcommand_required");
    FAMILIES
        .iter()
        .find_map(|f| (f.run)(name, sm, ctx, out))
        .expect("every registered subcommand has a family")
}

fn context_string(e: &clap::Error, kind: ContextKind) -> String {
    match e.get(kind) {
        Some(ContextValue::String(s)) => s.clone(),
        Some(ContextValue::Strings(v)) => v.join(", "),
        Some(other) => other.to_string(),
        None => String::new(),
    }
}

/// Prints a usage error in the UI language (clap's own text is English only).
fn usage_error(e: clap::Error, i: &I18n) -> ExitCode {
    match e.kind() {
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => {
            let _ = e.print();
            return ExitCode::SUCCESS;
        }
        ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            let _ = e.print();
            return ExitCode::from(EXIT_ERROR);
        }
        _ => {}
    }
    let arg = context_string(&e, ContextKind::InvalidArg);
    let value = context_string(&e, ContextKind::InvalidValue);
    let sub = context_string(&e, ContextKind::InvalidSubcommand);
    let msg = match e.kind() {
        ErrorKind::UnknownArgument => i.tr("cli-error-unknown-argument", &[("arg", arg)]),
        ErrorKind::InvalidSubcommand => i.tr("cli-error-unknown-command", &[("command", sub)]),
        ErrorKind::MissingRequiredArgument => i.tr("cli-error-missing-argument", &[("arg", arg)]),
        ErrorKind::InvalidValue | ErrorKind::ValueValidation => {
            i.tr("cli-error-invalid-value", &[("arg", arg), ("value", value)])
        }
        _ => i.t("cli-error-usage"),
    };
    let _ = writeln!(
        io::stderr(),
        "cr: {} {msg}\n{}",
        i.t("error-prefix"),
        i.t("cli-error-try-help")
    );
    ExitCode::from(EXIT_ERROR)
}

/// Runs `cr` with these arguments (the first is the program name).
pub fn run_with(args: Vec<OsString>) -> ExitCode {
    let ui = prescan_ui_lang(&args);
    let i18n = I18n::new(i18n::negotiate(ui.as_deref()));
    let matches = match command(&i18n).try_get_matches_from(args) {
        Ok(m) => m,
        Err(e) => return usage_error(e, &i18n),
    };
    let ctx = Ctx { i18n: &i18n };
    let mut out = output::stdout();
    let result = dispatch(&matches, &ctx, &mut out).and_then(|code| {
        out.flush()?;
        Ok(code)
    });
    match result {
        Ok(code) => code,
        Err(Failure::Io(e)) if output::is_broken_pipe(&e) => ExitCode::SUCCESS,
        Err(Failure::Io(e)) => report(
            &i18n,
            &Error::Write {
                path: "stdout".into(),
                detail: e.to_string(),
            },
        ),
        Err(Failure::Error(e)) => {
            // Whatever was printed before the error still goes out.
            let _ = out.flush();
            report(&i18n, &e)
        }
    }
}

fn report(i18n: &I18n, e: &Error) -> ExitCode {
    let _ = writeln!(
        io::stderr(),
        "cr: {} {}",
        i18n.t("error-prefix"),
        i18n.msg(e)
    );
    ExitCode::from(EXIT_ERROR)
}

/// The entry point of the `cr` binary.
pub fn main() -> ExitCode {
    run_with(std::env::args_os().collect())
}
