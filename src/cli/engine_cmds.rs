//! Engine commands: `cr cost` (601.2f total cost with a cited trace), `cr cast` (a whole
//! casting from a scenario file) and `cr coverage` (each subrule of 601.2, its code and tests).

use super::{CmdResult, Ctx, EXIT_FINDINGS, arg_json, output, sub};
use crate::corpus;
use crate::engine::{
    self, AdditionalCost, CostReport, CostRequest, Half, ManaCost, PhyrexianChoice, Step,
};
use crate::error::{Error, MAX_FILE_BYTES};
use crate::i18n::I18n;
use crate::links::{self, LinkKind};
use crate::rule_id::RuleId;
use clap::{Arg, ArgAction, ArgMatches, Command};
use serde::Serialize;
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
                Arg::new("mana_cost")
                    .value_name("MANA_COST")
                    .required(true)
                    .help(i.t("cli-arg-cost-mana-cost")),
            )
            .arg(one("x", "N"))
            .arg(many("alternative", "COST"))
            .arg(many("additional", "COST"))
            .arg(many("increase", "COST"))
            .arg(many("reduce", "COST"))
            .arg(one("minimum", "N"))
            .arg(many("hybrid", "CHOICE"))
            .arg(many("phyrexian", "life|mana"))
            .arg(
                Arg::new("best-order")
                    .long("best-order")
                    .action(ArgAction::SetTrue)
                    .help(i.t("cli-arg-cost-best-order")),
            )
            .arg(arg_json(i)),
    )
    .subcommand(
        sub(i, "cast")
            .arg(
                Arg::new("scenario")
                    .long("scenario")
                    .value_name("FILE.toml")
                    .required(true)
                    .help(i.t("cli-arg-scenario")),
            )
            .arg(arg_json(i)),
    )
    .subcommand(
        sub(i, "coverage")
            .arg(super::arg_spec(i, false))
            .arg(arg_json(i)),
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

fn values<'a>(m: &'a ArgMatches, id: &str) -> impl Iterator<Item = &'a String> {
    m.get_many::<String>(id).into_iter().flatten()
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
        values(m, id)
            .map(|s| parse_cost(s))
            .collect::<Result<Vec<_>, _>>()
    };
    Ok(CostRequest {
        mana_cost: parse_cost(m.get_one::<String>("mana_cost").expect("required"))?,
        alternatives: costs("alternative")?,
        additional: values(m, "additional")
            .map(|s| parse_additional(s))
            .collect::<Result<_, _>>()?,
        increases: costs("increase")?,
        reductions: costs("reduce")?,
        minimum: m.get_one::<u64>("minimum").copied(),
        x: m.get_one::<u64>("x").copied(),
        hybrid: values(m, "hybrid")
            .map(|s| Half::parse(s).map_err(|e| engine_error(e.message_id(), e.args())))
            .collect::<Result<_, _>>()?,
        phyrexian: values(m, "phyrexian")
            .map(|s| {
                s.parse::<PhyrexianChoice>()
                    .map_err(|e| engine_error(e.message_id(), e.args()))
            })
            .collect::<Result<_, _>>()?,
        ..CostRequest::default()
    })
}

/// The best order found by `--best-order`, added to the `cr cost` JSON.
#[derive(Serialize)]
struct BestOrderJson {
    /// 1-based positions of the `--reduce` flags, in the order to apply them.
    order: Vec<usize>,
    order_mattered: bool,
    given_is_best: bool,
    outcomes: Vec<ManaCost>,
}

#[derive(Serialize)]
struct CostJson<'a> {
    #[serde(flatten)]
    report: &'a CostReport,
    #[serde(skip_serializing_if = "Option::is_none")]
    best_order: Option<BestOrderJson>,
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
    let (report, best) = if m.get_flag("best-order") {
        let b = engine::best_order(&req).map_err(|e| engine_error(e.message_id(), e.args()))?;
        let json = BestOrderJson {
            order: b.order.iter().map(|k| k + 1).collect(),
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
    if m.get_flag("json") {
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
        i.tr(
            "cost-total",
            &[
                ("total", report.total.to_string()),
                ("mana_value", report.mana_value.to_string()),
                ("x", x),
                ("life", report.life.to_string()),
            ]
        )
    )?;
    write_steps(out, i, &report.steps)?;
    if let Some(b) = best {
        let order: Vec<String> = b.order.iter().map(ToString::to_string).collect();
        let id = if b.order_mattered {
            "cost-best-order-mattered"
        } else {
            "cost-best-order-same"
        };
        writeln!(out, "{}", i.tr(id, &[("order", order.join(", "))]))?;
    }
    Ok(ExitCode::SUCCESS)
}

fn cast(m: &ArgMatches, ctx: &Ctx<'_>, out: &mut dyn Write) -> CmdResult {
    let path = m.get_one::<String>("scenario").expect("required");
    let meta = std::fs::metadata(path).map_err(|e| Error::io(path, &e))?;
    if meta.is_dir() {
        return Err(Error::IsDirectory { path: path.clone() }.into());
    }
    if meta.len() > MAX_FILE_BYTES {
        return Err(Error::TooLarge {
            path: path.clone(),
            size: meta.len(),
            limit: MAX_FILE_BYTES,
        }
        .into());
    }
    let text = std::fs::read_to_string(path).map_err(|e| Error::io(path, &e))?;
    let scenario = engine::Scenario::from_toml(&text).map_err(|e| {
        let detail = e.detail.lines().next().unwrap_or_default().to_owned();
        engine_error(
            "cast-error-scenario",
            vec![("path", path.clone()), ("detail", detail)],
        )
    })?;
    let run = scenario.run();
    let mismatches = scenario.check(&run);
    let i = ctx.i18n;
    if m.get_flag("json") {
        #[derive(Serialize)]
        struct CastJson<'a> {
            rule: &'a str,
            legal: bool,
            error: Option<ErrJson>,
            total: Option<String>,
            steps: Vec<&'a Step>,
            mismatches: &'a [engine::Mismatch],
        }
        #[derive(Serialize)]
        struct ErrJson {
            rule: &'static str,
            id: &'static str,
            message: String,
        }
        let (steps, total, error) = match &run.result {
            Ok(o) => (o.steps.iter().collect(), Some(o.total.to_string()), None),
            Err(e) => (
                Vec::new(),
                None,
                Some(ErrJson {
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
                writeln!(
                    out,
                    "{}",
                    i.tr("cast-legal", &[("total", o.total.to_string())])
                )?;
                write_steps(out, i, &o.steps)?;
            }
            Err(e) => {
                writeln!(
                    out,
                    "{}",
                    i.tr(
                        "cast-illegal",
                        &[
                            ("rule", e.rule().to_owned()),
                            ("message", i.tr(e.message_id(), &e.args()))
                        ]
                    )
                )?;
            }
        }
        for mm in &mismatches {
            writeln!(
                out,
                "{}",
                i.tr(
                    "cast-mismatch",
                    &[
                        ("field", mm.field.to_owned()),
                        ("expected", mm.expected.clone()),
                        ("actual", mm.actual.clone())
                    ]
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

/// One entry of `cr coverage --json`.
#[derive(Serialize)]
pub struct CoverageEntry {
    pub rule: String,
    /// The rule of en 2026-01-16 it reaches through the alignment (the engine's numbering).
    pub canonical: Option<String>,
    pub implementations: Vec<CodeRef>,
    pub tests: Vec<TestRef>,
}

#[derive(Serialize)]
pub struct CodeRef {
    pub function: &'static str,
    pub path: &'static str,
    pub line: u32,
}

#[derive(Serialize)]
pub struct TestRef {
    pub name: &'static str,
    pub path: &'static str,
    pub line: u32,
}

/// The coverage of 601.2 in a document: each subrule, the English rule it reaches, and its
/// code and tests.
pub fn coverage_of(doc: &crate::Document, canonical: &crate::Document) -> Vec<CoverageEntry> {
    let casting: RuleId = "601.2".parse().expect("valid");
    let a = crate::model::get().align(doc, canonical);
    doc.rules
        .iter()
        .enumerate()
        .filter(|(_, r)| casting.contains(&r.id))
        .map(|(k, r)| {
            let canon = if std::ptr::eq(doc, canonical) {
                Some(r.id)
            } else {
                a.of_left(k).map(|p| canonical.rules[p.right].id)
            };
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
    let canonical = corpus::load(links::CANONICAL)?;
    let spec = m
        .get_one::<String>("spec")
        .map_or(links::CANONICAL, String::as_str);
    let doc = corpus::load(spec)?;
    let same = doc.lang == canonical.lang && doc.version == canonical.version;
    let entries = coverage_of(if same { &canonical } else { &doc }, &canonical);
    if m.get_flag("json") {
        output::json(out, &entries)?;
        return Ok(ExitCode::SUCCESS);
    }
    let i = ctx.i18n;
    for e in &entries {
        let canon = e.canonical.as_deref().unwrap_or("—");
        writeln!(
            out,
            "{}",
            i.tr(
                "coverage-line",
                &[
                    ("rule", e.rule.clone()),
                    ("canonical", canon.to_owned()),
                    ("implementations", e.implementations.len().to_string()),
                    ("tests", e.tests.len().to_string()),
                ]
            )
        )?;
        for c in &e.implementations {
            writeln!(out, "    {}:{}  {}", c.path, c.line, c.function)?;
        }
    }
    Ok(ExitCode::SUCCESS)
}
