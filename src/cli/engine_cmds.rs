//! Engine commands: `cr cost` (601.2f total cost with a cited trace), `cr cast` (a whole
//! casting from a scenario file) and `cr coverage` (each subrule of 601.2, its code and tests).

use super::args::{self, TEXT_OR_JSON};
use super::json::{
    BestOrderJson, CastErrorJson, CastJson, CodeRef, CostJson, CoverageEntry, TestRef,
};
use super::{CmdResult, Ctx, EXIT_FINDINGS, output, sub};
use crate::corpus;
use crate::engine::{
    self, AdditionalCost, CostRequest, Half, ManaCost, PhyrexianChoice, Reduction, Step, Variable,
};
use crate::error::Error;
use crate::fl;
use crate::i18n::I18n;
use crate::links::{self, LinkKind};
use crate::rule_id::RuleId;
use clap::{Arg, ArgAction, ArgMatches, Command};
use std::io::Write;
use std::process::ExitCode;

pub(super) fn register(cmd: Command, i: &I18n) -> Command {
    let many = |name: &'static str, value: &'static str| {
        Arg::new(name)
            .long(name)
            .value_name(value)
            .action(ArgAction::Append)
            .allow_hyphen_values(false)
            .help(i.t(&format!("cli-arg-cost-{name}")))
    };
    let one = |name: &'static str, value: &'static str| {
        Arg::new(name)
            .long(name)
            .value_name(value)
            .value_parser(clap::value_parser!(u64))
            .help(i.t(&format!("cli-arg-cost-{name}")))
    };
    cmd.subcommand(
        sub(i, "cost")
            .arg(
                Arg::new(args::MANA_COST)
                    .value_name("MANA_COST")
                    .required(true)
                    .help(i.t("cli-arg-cost-mana-cost")),
            )
            .arg(
                Arg::new(args::X)
                    .long(args::X)
                    .value_name("N")
                    .value_parser(|v: &str| {
                        // Any integer a u64 holds, and the negative ones, which 107.1b refuses
                        // with its own message.
                        v.parse::<i128>()
                            .ok()
                            .filter(|n| *n <= i128::from(u64::MAX))
                            .ok_or("not a number of 64 bits")
                    })
                    .allow_negative_numbers(true)
                    .help(i.t("cli-arg-cost-x")),
            )
            .arg(many(args::ALTERNATIVE, "COST"))
            .arg(many(args::ADDITIONAL, "COST"))
            .arg(many(args::INCREASE, "COST"))
            .arg(many(args::REDUCE, "COST"))
            .arg(one(args::MINIMUM, "N"))
            .arg(many(args::HYBRID, "CHOICE"))
            .arg(many(args::PHYREXIAN, "life|mana"))
            .arg(many(args::REDUCE_HALF, "HALF"))
            .arg(
                Arg::new(args::BEST_ORDER)
                    .long("best-order")
                    .visible_alias("best")
                    .action(ArgAction::SetTrue)
                    .help(i.t("cli-arg-cost-best-order")),
            )
            .args(args::format(i, TEXT_OR_JSON, "cli-arg-format")),
    )
    .subcommand(
        sub(i, "cast")
            .arg(
                Arg::new(args::SCENARIO)
                    .long("scenario")
                    .value_name("FILE.toml")
                    .required(true)
                    .help(i.t("cli-arg-scenario")),
            )
            .args(args::format(i, TEXT_OR_JSON, "cli-arg-format")),
    )
    .subcommand(
        sub(i, "coverage")
            .arg(args::spec(i, false))
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
        "cost" => cost(m, ctx, out),
        "cast" => cast(m, ctx, out),
        "coverage" => coverage(m, ctx, out),
        _ => return None,
    })
}

/// An engine error as a user-facing error.
fn engine_error(id: &'static str, args: Vec<(&'static str, String)>) -> Error {
    Error::Other { id, args }
}

fn parse_cost(s: &str) -> Result<ManaCost, Error> {
    ManaCost::parse(s).map_err(|e| engine_error(e.message_id(), e.args()))
}

/// `{1}{G}` once, or `3x{1}{G}` / `3×{1}{G}` for multikicker paid three times.
fn parse_additional(s: &str) -> Result<AdditionalCost, Error> {
    if let Some((n, rest)) = s.split_once(['x', '×'])
        && let Ok(times) = n.trim().parse::<u64>()
    {
        return Ok(AdditionalCost {
            cost: parse_cost(rest)?,
            times,
        });
    }
    Ok(AdditionalCost::once(parse_cost(s)?))
}

/// Builds the 601.2f request from the flags.
pub fn request(m: &ArgMatches) -> Result<CostRequest, Error> {
    let costs = |id: &str| {
        args::many(m, id)
            .iter()
            .map(|s| parse_cost(s))
            .collect::<Result<Vec<_>, _>>()
    };
    let halves = |id: &str| {
        args::many(m, id)
            .iter()
            .map(|s| Half::parse(s).map_err(|e| engine_error(e.message_id(), e.args())))
            .collect::<Result<Vec<_>, _>>()
    };
    let x = args::typed::<i128>(m, args::X)
        .map(|x| engine::announced_value(Variable::X, x))
        .transpose()
        .map_err(|e| engine_error(e.message_id(), e.args()))?;
    Ok(CostRequest {
        mana_cost: ManaCost::parse_optional(args::required(m, args::MANA_COST))
            .map_err(|e| engine_error(e.message_id(), e.args()))?,
        alternatives: costs(args::ALTERNATIVE)?,
        additional: args::many(m, args::ADDITIONAL)
            .iter()
            .map(|s| parse_additional(s))
            .collect::<Result<_, _>>()?,
        increases: costs(args::INCREASE)?,
        reductions: args::many(m, args::REDUCE)
            .iter()
            .map(|s| Reduction::parse(s).map_err(|e| engine_error(e.message_id(), e.args())))
            .collect::<Result<_, _>>()?,
        reduce_halves: halves(args::REDUCE_HALF)?,
        minimum: args::typed::<u64>(m, args::MINIMUM),
        x,
        hybrid: halves(args::HYBRID)?,
        phyrexian: args::many(m, args::PHYREXIAN)
            .iter()
            .map(|s| {
                s.parse::<PhyrexianChoice>()
                    .map_err(|e| engine_error(e.message_id(), e.args()))
            })
            .collect::<Result<_, _>>()?,
        ..CostRequest::default()
    })
}

fn write_steps(out: &mut dyn Write, i: &I18n, steps: &[Step]) -> std::io::Result<()> {
    for s in steps {
        writeln!(
            out,
            "  {:<7} {:<44} → {}",
            s.rule,
            i.tr(s.action.message_id(), &s.action.args()),
            s.cost_after
        )?;
    }
    Ok(())
}

fn cost(m: &ArgMatches, ctx: &Ctx<'_>, out: &mut dyn Write) -> CmdResult {
    let req = request(m)?;
    let (report, best) = if args::flag(m, args::BEST_ORDER) {
        let b = engine::best_order(&req).map_err(|e| engine_error(e.message_id(), e.args()))?;
        let json = BestOrderJson {
            order: b.order.iter().map(|k| k + 1).collect(),
            halves: b.halves.clone(),
            halves_mattered: b.halves_mattered,
            order_mattered: b.order_mattered,
            given_is_best: b.given_is_best,
            outcomes: b.outcomes.clone(),
        };
        (b.report, Some(json))
    } else {
        (
            engine::cost_report(&req).map_err(|e| engine_error(e.message_id(), e.args()))?,
            None,
        )
    };
    if args::format_of(m, TEXT_OR_JSON) == "json" {
        output::json(
            out,
            &CostJson {
                report: &report,
                best_order: best,
            },
        )?;
        return Ok(ExitCode::SUCCESS);
    }
    let i = ctx.i18n;
    let x = report.x.map_or_else(|| "—".to_owned(), |x| x.to_string());
    writeln!(
        out,
        "{}",
        fl!(
            i,
            "cost-total",
            total = report.total.to_string(),
            mana_value = report.mana_value,
            x = x,
            life = report.life,
        )
    )?;
    write_steps(out, i, &report.steps)?;
    if let Some(b) = best {
        let order: Vec<String> = b.order.iter().map(ToString::to_string).collect();
        let order = order.join(", ");
        let line = if b.order_mattered {
            fl!(i, "cost-best-order-mattered", order = order)
        } else {
            fl!(i, "cost-best-order-same", order = order)
        };
        writeln!(out, "{line}")?;
        if !b.halves.is_empty() {
            let halves: Vec<String> = b.halves.iter().map(ToString::to_string).collect();
            let halves = halves.join(" ");
            let line = if b.halves_mattered {
                fl!(i, "cost-best-halves-mattered", halves = halves)
            } else {
                fl!(i, "cost-best-halves-same", halves = halves)
            };
            writeln!(out, "{line}")?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn cast(m: &ArgMatches, ctx: &Ctx<'_>, out: &mut dyn Write) -> CmdResult {
    let path = args::required(m, args::SCENARIO);
    let text = corpus::read_user_text(std::path::Path::new(path))?;
    let scenario = engine::Scenario::from_toml(&text).map_err(|e| {
        let detail = e.detail.lines().next().unwrap_or_default().to_owned();
        engine_error(
            "cast-error-scenario",
            vec![("path", path.to_owned()), ("detail", detail)],
        )
    })?;
    let run = scenario.run();
    let mismatches = scenario.check(&run);
    let i = ctx.i18n;
    if args::format_of(m, TEXT_OR_JSON) == "json" {
        let (steps, total, error) = match &run.result {
            Ok(o) => (o.steps.iter().collect(), Some(o.total.to_string()), None),
            Err(e) => (
                Vec::new(),
                None,
                Some(CastErrorJson {
                    rule: e.rule(),
                    id: e.message_id(),
                    message: i.tr(e.message_id(), &e.args()),
                }),
            ),
        };
        output::json(
            out,
            &CastJson {
                rule: &scenario.rule,
                legal: run.result.is_ok(),
                error,
                total,
                steps,
                mismatches: &mismatches,
            },
        )?;
    } else {
        match &run.result {
            Ok(o) => {
                writeln!(out, "{}", fl!(i, "cast-legal", total = o.total.to_string()))?;
                write_steps(out, i, &o.steps)?;
            }
            Err(e) => {
                writeln!(
                    out,
                    "{}",
                    fl!(i, "cast-illegal", message = i.tr(e.message_id(), &e.args()))
                )?;
            }
        }
        for mm in &mismatches {
            writeln!(
                out,
                "{}",
                fl!(
                    i,
                    "cast-mismatch",
                    field = mm.field,
                    expected = mm.expected.as_str(),
                    actual = mm.actual.as_str()
                )
            )?;
        }
    }
    Ok(if mismatches.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(EXIT_FINDINGS)
    })
}

/// The rules the engine executes: casting a spell (601.2), unpayable costs (118.6) and cost
/// reductions (118.7).
const EXECUTED: [&str; 3] = ["118.6", "118.7", "601.2"];

/// The coverage of the rules the engine executes in a document: each subrule, the English rule
/// it reaches, and its code and tests.
pub fn coverage_of(
    db: &crate::model::Db,
    doc: &crate::Document,
    canonical: &crate::Document,
) -> Vec<CoverageEntry> {
    let executed: Vec<RuleId> = EXECUTED.iter().filter_map(|r| r.parse().ok()).collect();
    let a = db.align(doc, canonical);
    doc.rules
        .iter()
        .enumerate()
        .filter_map(|(k, r)| {
            let canon = if std::ptr::eq(doc, canonical) {
                Some(r.id)
            } else {
                a.of_left(k).map(|p| canonical.rules[p.right].id)
            };
            // Selected by what the rule is in today's English, so that 117.7 of an older
            // translation is there as 118.7.
            let id = canon.unwrap_or(r.id);
            executed
                .iter()
                .any(|e| e.contains(&id))
                .then_some((r, canon))
        })
        .map(|(r, canon)| {
            let c = canon.map(|c| c.to_string());
            let key = c.clone().unwrap_or_default();
            CoverageEntry {
                rule: r.id.to_string(),
                canonical: c,
                implementations: links::of(&key, LinkKind::Implementation)
                    .map(|l| CodeRef {
                        function: l.function,
                        path: l.path,
                        line: l.line,
                    })
                    .collect(),
                tests: links::of(&key, LinkKind::Test)
                    .map(|l| TestRef {
                        name: l.function,
                        path: l.path,
                        line: l.line,
                    })
                    .collect(),
            }
        })
        .collect()
}

fn coverage(m: &ArgMatches, ctx: &Ctx<'_>, out: &mut dyn Write) -> CmdResult {
    let canonical = ctx.db.load(links::CANONICAL)?;
    let spec = args::one(m, args::SPEC).unwrap_or(links::CANONICAL);
    let doc = ctx.db.load(spec)?;
    let same = doc.lang == canonical.lang && doc.version == canonical.version;
    let entries = coverage_of(ctx.db, if same { &canonical } else { &doc }, &canonical);
    if args::format_of(m, TEXT_OR_JSON) == "json" {
        output::json(out, &entries)?;
        return Ok(ExitCode::SUCCESS);
    }
    let i = ctx.i18n;
    for e in &entries {
        let canon = e.canonical.as_deref().unwrap_or("—");
        writeln!(
            out,
            "{}",
            fl!(
                i,
                "coverage-line",
                rule = e.rule.as_str(),
                canonical = canon,
                implementations = e.implementations.len(),
                tests = e.tests.len(),
            )
        )?;
        for c in &e.implementations {
            writeln!(out, "    {}:{}  {}", c.path, c.line, c.function)?;
        }
    }
    Ok(ExitCode::SUCCESS)
}
