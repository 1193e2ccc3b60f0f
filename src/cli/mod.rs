//! The command line: argument definitions (clap's builder, with every help text from Fluent),
//! dispatch to one module per command family, and the exit-code policy:
//! 0 success or nothing found, 1 findings, 2 error. A closed pipe ends a command quietly.

mod align_cmds;
pub mod args;
mod corpus_cmds;
mod docs_cmds;
mod engine_cmds;
mod history_cmds;
pub mod json;
mod lint_cmds;
pub mod lint_render;
mod lsp_cmds;
mod mcp_cmds;
mod meta_cmds;
pub mod output;
mod remap_cmds;
mod review_cmds;
mod search_cmds;
mod update_cmds;

/// The 601.2f request `cr cost` builds from its flags (for the fuzz target of the whole path).
pub use engine_cmds::request as cost_request;

use crate::error::Error;
use crate::fl;
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
    /// The database of this run, passed to everything that reads or aligns documents.
    pub db: &'a crate::model::Db,
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

/// `cr help CMD` is `cr CMD --help`, and `cr help` is `cr --help` (clap's own help
/// subcommand is off: its texts are English only).
fn help_command(mut args: Vec<OsString>) -> Vec<OsString> {
    let mut k = 1;
    while k < args.len() {
        let a = args[k].to_string_lossy();
        if a == "--ui-lang" {
            k += 2;
        } else if a.starts_with('-') {
            k += 1;
        } else {
            break;
        }
    }
    if args.get(k).is_some_and(|a| a == "help") {
        args.remove(k);
        let at = args.len().min(k + 1);
        args.insert(at, "--help".into());
    }
    args
}

/// A subcommand with its localised about text (`cli-NAME-about`); headings, value names and
/// the help flag are added to the whole tree by [`localize`].
pub(crate) fn sub(i: &I18n, name: &'static str) -> Command {
    Command::new(name).about(i.t(&format!("cli-{name}-about")))
}

/// Localises a command and its subcommands, once the tree is whole: the help template and
/// headings in the UI language (clap adds the colon), positional arguments under their own
/// heading before the options, a value name in capitals for every option that takes a value,
/// and a localised `--help`.
fn localize(cmd: Command, i: &I18n) -> Command {
    let arguments = i.t("cli-arguments-heading");
    let options = i.t("cli-options-heading");
    cmd.help_template(format!(
        "{{about-with-newline}}\n{} {{usage}}\n\n{{all-args}}{{after-help}}",
        i.t("cli-usage-heading")
    ))
    .subcommand_help_heading(i.t("cli-commands-heading"))
    .disable_help_flag(true)
    .arg(
        Arg::new(args::HELP)
            .short('h')
            .long("help")
            .action(ArgAction::Help)
            .help(i.t("cli-arg-help")),
    )
    .mut_args({
        let positional = std::cell::Cell::new(0);
        move |a| {
            let heading = if a.is_positional() {
                &arguments
            } else {
                &options
            };
            let mut a = a.help_heading(heading.clone());
            // Under a heading of their own, arguments are listed by display order, then by name:
            // positionals keep the order of the usage line (`diff OLD NEW`, not `NEW OLD`).
            if a.is_positional() {
                a = a.display_order(positional.get());
                positional.set(positional.get() + 1);
            }
            if a.get_value_names().is_none() && a.get_action().takes_values() {
                let name = a.get_id().as_str().to_ascii_uppercase().replace('-', "_");
                a.value_name(name)
            } else {
                a
            }
        }
    })
    .mut_subcommands(|c| localize(c, i))
}

/// The whole command tree.
pub fn command(i: &I18n) -> Command {
    let cmd = Command::new("cr")
        .about(i.t("cli-about"))
        .version(env!("CARGO_PKG_VERSION"))
        .disable_version_flag(true)
        .disable_help_subcommand(true)
        .subcommand_required(true)
        .arg_required_else_help(true)
        .arg(
            Arg::new(args::VERSION)
                .short('V')
                .long("version")
                .action(ArgAction::Version)
                .help(i.t("cli-arg-version")),
        )
        .arg(
            Arg::new(args::UI_LANG)
                .long("ui-lang")
                .value_name("LANG")
                .global(true)
                .help(i.t("cli-arg-ui-lang")),
        );
    let cmd = FAMILIES.iter().fold(cmd, |cmd, f| (f.register)(cmd, i));
    localize(cmd, i)
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
        register: review_cmds::register,
        run: review_cmds::run,
    },
    Family {
        register: update_cmds::register,
        run: update_cmds::run,
    },
    Family {
        register: remap_cmds::register,
        run: remap_cmds::run,
    },
    Family {
        register: docs_cmds::register,
        run: docs_cmds::run,
    },
    Family {
        register: mcp_cmds::register,
        run: mcp_cmds::run,
    },
    Family {
        register: lsp_cmds::register,
        run: lsp_cmds::run,
    },
    Family {
        register: meta_cmds::register,
        run: meta_cmds::run,
    },
];

fn dispatch(m: &ArgMatches, ctx: &Ctx<'_>, out: &mut dyn Write) -> CmdResult {
    let (name, sm) = m.subcommand().expect("subcommand_required");
    FAMILIES
        .iter()
        .find_map(|f| (f.run)(name, sm, ctx, out))
        .expect("every registered subcommand has a family")
}

/// Every document spec of a command line (`--in`, positional specs, `--against`, `--to`…), in
/// the order given: an English release among them that the history lacks joins this run's.
fn named_specs(m: &ArgMatches) -> Vec<String> {
    let Some((_, sm)) = m.subcommand() else {
        return Vec::new();
    };
    let mut sm = sm;
    while let Some((_, deeper)) = sm.subcommand() {
        sm = deeper;
    }
    args::SPEC_IDS
        .iter()
        .flat_map(|id| args::many(sm, id))
        .collect()
}

fn context_string(e: &clap::Error, kind: ContextKind) -> String {
    match e.get(kind) {
        Some(ContextValue::String(s)) => s.clone(),
        Some(ContextValue::Strings(v)) => v.join(", "),
        Some(other) => other.to_string(),
        None => String::new(),
    }
}

/// A usage error in the UI language, in one line (clap's own text is English only): what
/// is wrong, with the conflicting argument, the allowed values or a suggestion when there is
/// one.
pub fn usage_message(e: &clap::Error, i: &I18n) -> String {
    let get = |kind| context_string(e, kind);
    let arg = get(ContextKind::InvalidArg);
    let mut msg = match e.kind() {
        ErrorKind::UnknownArgument => fl!(i, "cli-error-unknown-argument", arg = arg),
        ErrorKind::InvalidSubcommand => fl!(
            i,
            "cli-error-unknown-command",
            command = get(ContextKind::InvalidSubcommand)
        ),
        ErrorKind::MissingRequiredArgument => fl!(i, "cli-error-missing-argument", arg = arg),
        ErrorKind::ArgumentConflict => {
            let other = get(ContextKind::PriorArg);
            if other.is_empty() || other == arg {
                fl!(i, "cli-error-repeated", arg = arg)
            } else {
                fl!(i, "cli-error-conflict", arg = arg, other = other)
            }
        }
        ErrorKind::InvalidValue | ErrorKind::ValueValidation => {
            let value = get(ContextKind::InvalidValue);
            let allowed = get(ContextKind::ValidValue);
            if allowed.is_empty() {
                fl!(i, "cli-error-invalid-value", arg = arg, value = value)
            } else {
                fl!(
                    i,
                    "cli-error-invalid-value-allowed",
                    arg = arg,
                    value = value,
                    allowed = allowed
                )
            }
        }
        ErrorKind::TooManyValues | ErrorKind::WrongNumberOfValues => {
            fl!(
                i,
                "cli-error-unexpected-value",
                value = get(ContextKind::InvalidValue)
            )
        }
        _ => fl!(i, "cli-error-usage"),
    };
    let suggestion = [
        ContextKind::SuggestedSubcommand,
        ContextKind::SuggestedArg,
        ContextKind::SuggestedValue,
    ]
    .into_iter()
    .map(get)
    .find(|s| !s.is_empty());
    if let Some(s) = suggestion {
        msg = format!(
            "{msg}; {}",
            fl!(i, "cli-error-did-you-mean", suggestion = s)
        );
    }
    msg
}

/// Prints a usage error (or the help or version clap was asked for) and gives the exit code.
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
    let _ = writeln!(
        io::stderr(),
        "cr: {} {}\n{}",
        fl!(i, "error-prefix"),
        usage_message(&e, i),
        fl!(i, "cli-error-try-help")
    );
    ExitCode::from(EXIT_ERROR)
}

/// Runs one command line (without the program name) on a database already open, as the
/// assistants' server does for each tool call: whether it succeeded (exit 0) and what it
/// printed, or the one line `cr` would print for its error.
pub(crate) fn run_on(
    db: &crate::model::Db,
    i18n: &I18n,
    argv: &[String],
) -> Result<(bool, String), String> {
    let args = std::iter::once(OsString::from("cr")).chain(argv.iter().map(OsString::from));
    let matches = command(i18n)
        .try_get_matches_from(args)
        .map_err(|e| usage_message(&e, i18n))?;
    let ctx = Ctx { i18n, db };
    let mut out = Vec::new();
    match dispatch(&matches, &ctx, &mut out) {
        Ok(code) => Ok((
            code == ExitCode::SUCCESS,
            String::from_utf8_lossy(&out).into_owned(),
        )),
        Err(Failure::Error(e)) => Err(i18n.msg(&e)),
        Err(Failure::Io(e)) => Err(e.to_string()),
    }
}

/// Runs `cr` with these arguments (the first is the program name).
pub fn run_with(args: Vec<OsString>) -> ExitCode {
    run_into(args, &mut output::stdout())
}

/// Runs one command line as [`run_with`] does, writing what it prints on standard output to
/// `out` (benchmarks of whole commands run in-process this way; standard error is unchanged).
pub fn run_into(args: Vec<OsString>, out: &mut dyn Write) -> ExitCode {
    let ui = prescan_ui_lang(&args);
    let lang = i18n::negotiate(ui.as_deref());
    let i18n = I18n::new(lang);
    if let Some(asked) = ui.as_deref()
        && !i18n::offers(asked)
    {
        let _ = writeln!(
            io::stderr(),
            "cr: {} {}",
            fl!(i18n, "warning-prefix"),
            fl!(i18n, "cli-warning-ui-lang", lang = asked, used = lang)
        );
    }
    let matches = match command(&i18n).try_get_matches_from(help_command(args)) {
        Ok(m) => m,
        Err(e) => return usage_error(e, &i18n),
    };
    // The documents the user added, and the English files named on the command line, join
    // the bundled ones; what the user's own files follow is kept between runs, by content.
    let db = crate::model::Db::open(crate::model::Sources {
        cache: crate::cache::root(),
        data: crate::corpus::added::root(),
        named: named_specs(&matches),
    });
    for p in db.problems() {
        let _ = writeln!(
            io::stderr(),
            "cr: {} {}",
            fl!(i18n, "warning-prefix"),
            fl!(i18n, "corpus-warning-unusable", problem = i18n.msg(p))
        );
    }
    let ctx = Ctx {
        i18n: &i18n,
        db: &db,
    };
    let result = dispatch(&matches, &ctx, out).and_then(|code| {
        out.flush()?;
        Ok(code)
    });
    if std::env::var_os("CR_STATS").is_some_and(|v| !v.is_empty()) {
        let (parsed, aligned, composed, decided) = crate::stats::snapshot();
        let _ = writeln!(
            io::stderr(),
            "cr: {}",
            fl!(
                i18n,
                "cli-stats",
                parsed = parsed,
                aligned = aligned,
                composed = composed,
                decided = decided
            )
        );
    }
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
            // Whatever was printed before the error still goes out (unless the pipe is closed).
            let _ = out.flush();
            report(&i18n, &e)
        }
    }
}

fn report(i18n: &I18n, e: &Error) -> ExitCode {
    let _ = writeln!(
        io::stderr(),
        "cr: {} {}",
        fl!(i18n, "error-prefix"),
        i18n.msg(e)
    );
    ExitCode::from(EXIT_ERROR)
}

/// The entry point of the `cr` binary.
pub fn main() -> ExitCode {
    run_with(std::env::args_os().collect())
}
