//! The one table of command-line arguments: every argument id, the shared definitions
//! (`--format`/`--json`, `--in`, a document spec) and the one way each kind of value is read
//! back. Definitions and handlers both name arguments through these constants, so an id is
//! never spelt twice.

use crate::i18n::I18n;
use clap::builder::PossibleValuesParser;
use clap::{Arg, ArgAction, ArgMatches};

// Shared by several commands.
pub const FORMAT: &str = "format";
pub const JSON: &str = "json";
pub const IN: &str = "in";
pub const SPEC: &str = "spec";
pub const SPECS: &str = "specs";
pub const UI_LANG: &str = "ui-lang";
pub const HELP: &str = "help";
pub const VERSION: &str = "version";

// show, rules
pub const RULE: &str = "rule";
pub const TEXT: &str = "text";
pub const ALL_RELEASES: &str = "all-releases";

// align, diff
pub const LEFT: &str = "left";
pub const RIGHT: &str = "right";
pub const OLD: &str = "old";
pub const NEW: &str = "new";

// search, index
pub const QUERY: &str = "query";
pub const LIMIT: &str = "limit";
pub const TRANSLATIONS: &str = "translations";
pub const REBUILD: &str = "rebuild";
pub const EXPLAIN: &str = "explain";

// cost, cast
pub const MANA_COST: &str = "mana_cost";
pub const X: &str = "x";
pub const ALTERNATIVE: &str = "alternative";
pub const ADDITIONAL: &str = "additional";
pub const INCREASE: &str = "increase";
pub const REDUCE: &str = "reduce";
pub const MINIMUM: &str = "minimum";
pub const HYBRID: &str = "hybrid";
pub const PHYREXIAN: &str = "phyrexian";
pub const BEST_ORDER: &str = "best-order";
pub const REDUCE_HALF: &str = "reduce-half";
pub const SCENARIO: &str = "scenario";

// lint, explain
pub const AGAINST: &str = "against";
pub const CONFIG: &str = "config";
pub const NO_CACHE: &str = "no-cache";
pub const FAIL_ON: &str = "fail-on";
pub const MIN_SEVERITY: &str = "min-severity";
pub const COLOR: &str = "color";
pub const CHECK: &str = "check";
pub const FOLLOWS: &str = "follows";

// `cr review`
pub const TOP: &str = "top";
pub const SHARE: &str = "share";

// docs, update, apply, remap
pub const OUT: &str = "out";
pub const FORCE: &str = "force";
pub const TO: &str = "to";
pub const FROM: &str = "from";
pub const IN_PLACE: &str = "in-place";
pub const ACCEPT_INITIAL: &str = "accept-initial";
pub const XLIFF: &str = "xliff";
pub const UPDATED: &str = "updated";
pub const FILE: &str = "file";

// corpus add, remove, fetch
pub const FILES: &str = "files";
pub const URL: &str = "url";
pub const TIMEOUT: &str = "timeout";

// completions, man
pub const SHELL: &str = "shell";
pub const COMMAND: &str = "command";

/// Every argument whose values are document specs (`LANG:PATH`, `PATH`, `LANG@DATE`, `LANG`):
/// the files among them are read once, when the run's database opens.
pub const SPEC_IDS: &[&str] = &[
    SPEC, SPECS, IN, LEFT, RIGHT, OLD, NEW, AGAINST, TO, FROM, FOLLOWS,
];

/// The output formats of most commands.
pub const TEXT_OR_JSON: &[&str] = &["text", "json"];

/// `--format <FORMAT>` with these values (the first is the default), and `--json`, kept as
/// the alias of `--format json`.
pub fn format(i: &I18n, values: &'static [&'static str], help_id: &str) -> [Arg; 2] {
    [
        Arg::new(FORMAT)
            .long("format")
            .value_name("FORMAT")
            .value_parser(PossibleValuesParser::new(values))
            .help(i.t(help_id)),
        Arg::new(JSON)
            .long("json")
            .action(ArgAction::SetTrue)
            .conflicts_with(FORMAT)
            .help(i.t("cli-arg-json")),
    ]
}

/// Where a command that rewrites a file writes it: `--out FILE`, or `--in-place` (the input
/// itself, with a numbered backup); the help texts are the command's own.
pub fn destination(i: &I18n, out_help: &str, in_place_help: &str) -> [Arg; 2] {
    [
        Arg::new(OUT)
            .long("out")
            .value_name("FILE")
            .help(i.t(out_help)),
        Arg::new(IN_PLACE)
            .long("in-place")
            .action(ArgAction::SetTrue)
            .conflicts_with(OUT)
            .help(i.t(in_place_help)),
    ]
}

/// The output format asked for: `json` for `--json`, else `--format`, else the first value.
pub fn format_of<'a>(m: &'a ArgMatches, values: &'a [&'a str]) -> &'a str {
    if flag(m, JSON) {
        return "json";
    }
    one(m, FORMAT).unwrap_or(values[0])
}

/// `--in SPEC`, repeatable; `help` says what the command reads without it.
pub fn docs_in(i: &I18n, help: &str) -> Arg {
    Arg::new(IN)
        .long("in")
        .value_name("SPEC")
        .action(ArgAction::Append)
        .help(i.t(help))
}

/// A positional document spec.
pub fn spec(i: &I18n, required: bool) -> Arg {
    Arg::new(SPEC)
        .value_name("SPEC")
        .required(required)
        .help(i.t("cli-arg-spec"))
}

/// `--follows SPEC`: the English release a translation follows, when the history cannot tell
/// (a release named by its file, or one `cr` does not have).
pub fn follows(i: &I18n) -> Arg {
    Arg::new(FOLLOWS)
        .long("follows")
        .value_name("SPEC")
        .help(i.t("cli-arg-follows"))
}

/// Applies `--follows`: every translation of `specs` follows that release in this run. The
/// release must be a whole English release (bundled, added, or a file named here).
pub fn apply_follows(
    m: &ArgMatches,
    db: &crate::model::Db,
    specs: &[String],
) -> Result<(), crate::error::Error> {
    let Some(f) = one(m, FOLLOWS) else {
        return Ok(());
    };
    let english = db.load(f)?;
    let Some((release, _)) = db.is_release(&english) else {
        return Err(crate::error::Error::Other {
            id: "error-follows-not-release",
            args: vec![("spec", f.to_owned())],
        });
    };
    for s in specs {
        let d = db.load(s)?;
        if !crate::lang::is_english(&d.lang) {
            db.follow_as(&d, release);
        }
    }
    Ok(())
}

/// A switch.
pub fn flag(m: &ArgMatches, id: &str) -> bool {
    matches!(m.try_get_one::<bool>(id), Ok(Some(true)))
}

/// A single string value, if given.
pub fn one<'a>(m: &'a ArgMatches, id: &str) -> Option<&'a str> {
    m.try_get_one::<String>(id)
        .ok()
        .flatten()
        .map(String::as_str)
}

/// A required single string value (clap has checked it is there).
pub fn required<'a>(m: &'a ArgMatches, id: &str) -> &'a str {
    one(m, id).unwrap_or_default()
}

/// Every value of an argument that can be given several times (or takes several values), in
/// the order given; empty when absent.
pub fn many(m: &ArgMatches, id: &str) -> Vec<String> {
    m.try_get_many::<String>(id)
        .ok()
        .flatten()
        .map(|v| v.cloned().collect())
        .unwrap_or_default()
}

/// A typed single value (numbers, shells).
pub fn typed<T: Clone + Send + Sync + 'static>(m: &ArgMatches, id: &str) -> Option<T> {
    m.try_get_one::<T>(id).ok().flatten().cloned()
}
