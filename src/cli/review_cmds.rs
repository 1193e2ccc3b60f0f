//! `cr review SPEC`: every rule of a whole translation, the most likely mistranslated first,
//! with the evidence behind each score (the ranking is `crate::review`'s; this prints it).

use super::args::{self, TEXT_OR_JSON};
use super::json::{ReviewEvidenceJson, ReviewJson, ReviewRuleJson};
use super::{CmdResult, Ctx, output, sub};
use crate::error::Error;
use crate::fl;
use crate::lint::plan::{self, Options};
use crate::review::{self, Review};
use clap::{Arg, ArgMatches, Command, value_parser};
use std::io::Write;
use std::process::ExitCode;

/// The rules the human output shows when neither `--top` nor `--share` is given.
const HUMAN_TOP: usize = 20;
/// Characters of each text the human output shows.
const SHOWN_CHARS: usize = 400;

pub(super) fn register(cmd: Command, i: &crate::i18n::I18n) -> Command {
    cmd.subcommand(
        sub(i, "review")
            .arg(
                Arg::new(args::SPEC)
                    .value_name("SPEC")
                    .required(true)
                    .help(i.t("cli-arg-review-spec")),
            )
            .arg(
                Arg::new(args::AGAINST)
                    .long("against")
                    .value_name("SPEC")
                    .help(i.t("cli-arg-review-against")),
            )
            .arg(args::follows(i))
            .arg(
                Arg::new(args::TOP)
                    .long("top")
                    .value_name("N")
                    .value_parser(value_parser!(usize))
                    .conflicts_with(args::SHARE)
                    .help(i.t("cli-arg-review-top")),
            )
            .arg(
                Arg::new(args::SHARE)
                    .long("share")
                    .value_name("PERCENT")
                    .help(i.t("cli-arg-review-share")),
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
    (name == "review").then(|| review_cmd(m, ctx, out))
}

/// `10%`, `10` or `2.5%`: a share of the rules, in percent (0–100).
fn share_of(s: &str) -> Result<f32, Error> {
    s.trim()
        .trim_end_matches('%')
        .trim()
        .parse::<f32>()
        .ok()
        .filter(|p| (0.0..=100.0).contains(p))
        .ok_or_else(|| Error::Other {
            id: "review-error-share",
            args: vec![("value", s.to_owned())],
        })
}

fn review_cmd(m: &ArgMatches, ctx: &Ctx<'_>, out: &mut dyn Write) -> CmdResult {
    let spec = args::one(m, args::SPEC).unwrap_or_default().to_owned();
    let share = args::one(m, args::SHARE).map(share_of).transpose()?;
    let top = m.get_one::<usize>(args::TOP).copied();
    args::apply_follows(m, ctx.db, std::slice::from_ref(&spec))?;
    let report = plan::run(
        ctx.db,
        &Options {
            specs: vec![spec.clone()],
            against: args::one(m, args::AGAINST).map(str::to_owned),
            cache: crate::cache::root(),
            signals: true,
            ..Default::default()
        },
    )?;
    super::lint_cmds::say_notices(&report, ctx.i18n);
    let Some(r) = review::rank(&report).into_iter().next() else {
        return Err(Error::Other {
            id: "review-error-not-whole",
            args: vec![("spec", spec)],
        }
        .into());
    };
    let json = args::format_of(m, TEXT_OR_JSON) == "json";
    let default = if json { None } else { Some(HUMAN_TOP) };
    let n = review::cut(
        r.rules.len(),
        top.or(default.filter(|_| share.is_none())),
        share,
    );
    if json {
        output::json(out, &to_json(&r, n, ctx.i18n))?;
    } else {
        human(&r, n, ctx, out)?;
    }
    Ok(ExitCode::SUCCESS)
}

fn to_json<'a>(r: &'a Review, n: usize, i: &crate::i18n::I18n) -> ReviewJson<'a> {
    ReviewJson {
        doc: crate::document::DocRef::new(r.lang.as_str(), r.version.as_str(), r.document.as_str()),
        against: r.english.as_deref(),
        total: r.rules.len(),
        rules: r.rules[..n]
            .iter()
            .map(|x| ReviewRuleJson {
                rule: x.rule.to_string(),
                counterpart: x.english.map(|e| e.to_string()),
                score: (x.score * 1000.0).round() / 1000.0,
                evidence: x
                    .evidence
                    .iter()
                    .map(|e| ReviewEvidenceJson {
                        kind: e.kind,
                        code: e.code,
                        severity: e.severity.map(|s| s.as_str()),
                        value: e.value,
                        message: i.msg(&e.message),
                    })
                    .collect(),
            })
            .collect(),
    }
}

/// A text cut to [`SHOWN_CHARS`] characters, on one line.
fn shown(t: &str) -> String {
    let one: String = t.split_whitespace().collect::<Vec<_>>().join(" ");
    match one.char_indices().nth(SHOWN_CHARS) {
        Some((k, _)) => format!("{} …", &one[..k]),
        None => one,
    }
}

fn human(r: &Review, n: usize, ctx: &Ctx<'_>, out: &mut dyn Write) -> std::io::Result<()> {
    let i = ctx.i18n;
    writeln!(
        out,
        "{}",
        fl!(
            i,
            "review-header",
            shown = n,
            total = r.rules.len(),
            document = format!("{}@{}", r.lang, r.version),
            against = r.english.clone().unwrap_or_default()
        )
    )?;
    for (k, x) in r.rules[..n].iter().enumerate() {
        writeln!(out)?;
        let counterpart = match x.english {
            Some(e) if e != x.rule => {
                format!(" ({})", fl!(i, "review-counterpart", rule = e.to_string()))
            }
            _ => String::new(),
        };
        writeln!(out, "{:>4}. {}  {:.3}{counterpart}", k + 1, x.rule, x.score)?;
        if let Some(en) = &x.english_text {
            writeln!(out, "      en: {}", shown(en))?;
        }
        writeln!(out, "      {}: {}", r.lang, shown(&x.text))?;
        for e in &x.evidence {
            let head = match (e.severity, e.code) {
                (Some(s), Some(c)) => format!("{}[{c}] ", s.as_str()),
                _ => String::new(),
            };
            writeln!(out, "      · {head}{}", i.msg(&e.message))?;
        }
    }
    Ok(())
}
