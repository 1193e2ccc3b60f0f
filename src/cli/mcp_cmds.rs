//! `cr mcp`: the rules for AI assistants, as a Model Context Protocol server over stdio, on the
//! protocol's official Rust SDK (`rmcp`).
//!
//! Each tool is a command of `cr` run in the server's process, on one database kept for the
//! whole session (releases parsed once, verdicts decided once): `rule` is `cr show`, `search`
//! `cr search`, `history` `cr history`, `changes` `cr diff`, `cost` `cr cost`. A tool answers
//! with the command's text (what a reader sees) and its JSON (the shapes of
//! docs/reference/commands.md) as structured content, so an assistant quotes exactly what `cr`
//! prints, with the release each rule belongs to. What goes wrong is a tool result the
//! assistant can read (`isError`, the message `cr` would print), never a crash; inputs are
//! bounded. Nothing is written but the cache.

use super::Ctx;
use crate::i18n::I18n;
use crate::model::Db;
use clap::{ArgMatches, Command};
use rmcp::handler::server::{router::tool::ToolRouter, wrapper::Parameters};
use rmcp::model::{CallToolResult, ContentBlock, Implementation, ServerCapabilities, ServerConfig};
use rmcp::{ServerHandler, ServiceExt, tool, tool_handler, tool_router};
use schemars::JsonSchema;
use serde::Deserialize;
use std::io::Write;
use std::process::ExitCode;
use std::sync::Arc;

/// The longest text a tool takes (a query, a rule reference, a mana cost).
const MAX_INPUT: usize = 4096;
/// The most documents one call names, and the most search hits it asks for.
const MAX_DOCS: usize = 32;
const MAX_HITS: u32 = 50;

pub(super) fn register(cmd: Command, i: &I18n) -> Command {
    cmd.subcommand(super::sub(i, "mcp"))
}

pub(super) fn run(
    name: &str,
    _m: &ArgMatches,
    ctx: &Ctx<'_>,
    _out: &mut dyn Write,
) -> Option<super::CmdResult> {
    (name == "mcp").then(|| serve(ctx))
}

fn serve(ctx: &Ctx<'_>) -> super::CmdResult {
    // The session's database: the command line's own is borrowed for this run only, and the
    // server's tasks need one they can share; it is opened from the same sources.
    let db = Arc::new(Db::open(crate::model::Sources {
        cache: crate::cache::root(),
        data: crate::corpus::added::root(),
        named: Vec::new(),
    }));
    let server = Server {
        db,
        lang: ctx.i18n.lang(),
        tool_router: Server::tool_router(),
    };
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    // The command line holds standard output's lock for its own writer: the server writes
    // through a handle of its own to the same file.
    let stdout = tokio::fs::File::from_std(super::output::stdout_file()?);
    runtime.block_on(async move {
        let running = server
            .serve((tokio::io::stdin(), stdout))
            .await
            .map_err(std::io::Error::other)?;
        running.waiting().await.map_err(std::io::Error::other)?;
        Ok::<(), std::io::Error>(())
    })?;
    Ok(ExitCode::SUCCESS)
}

/// The server: one database for the session, the interface language of `cr mcp`.
#[derive(Clone)]
pub struct Server {
    db: Arc<Db>,
    lang: &'static str,
    tool_router: ToolRouter<Self>,
}

/// `rule`'s input.
#[derive(Debug, Deserialize, JsonSchema)]
pub struct RuleArgs {
    /// The rule as people write it: "601.2f", "CR 601.2f", "rule 702.19b", a chapter "601" or
    /// a section "6"; several separated by commas.
    pub rule: String,
    /// Documents to read it in ("fr", "en@2015-07-17", "zh@2023-10-13"); by default today's
    /// English and every translation, each showing its counterpart by content.
    #[serde(default)]
    pub documents: Vec<String>,
}

/// `search`'s input.
#[derive(Debug, Deserialize, JsonSchema)]
pub struct SearchArgs {
    /// The question or words, in any language ("can I respond to a mana ability",
    /// "coût total", "601.2f").
    pub query: String,
    /// Documents to search ("en@2013-02-01", "zh"); by default today's English and every
    /// translation.
    #[serde(default)]
    pub documents: Vec<String>,
    /// How many hits (default 5, at most 50).
    pub limit: Option<u32>,
}

/// `history`'s input.
#[derive(Debug, Deserialize, JsonSchema)]
pub struct HistoryArgs {
    /// The rule, numbered as in today's English ("601.2f") or in `document`.
    pub rule: String,
    /// A document whose numbering `rule` uses (an older release, a translation).
    pub document: Option<String>,
}

/// `changes`' input.
#[derive(Debug, Deserialize, JsonSchema)]
pub struct ChangesArgs {
    /// The older document ("en@2025-11-14").
    pub old: String,
    /// The newer document ("en", today's English).
    pub new: String,
}

/// `cost`'s input.
#[derive(Debug, Deserialize, JsonSchema)]
pub struct CostArgs {
    /// The mana cost, every symbol in braces: "{3}{R}", "{X}{G}{G}"; "none" for a card with no
    /// mana cost (118.6).
    pub mana_cost: String,
    /// The value announced for X (601.2b); required when the cost has X.
    pub x: Option<u32>,
    /// An alternative cost paid instead of the mana cost (at most one): "{0}".
    #[serde(default)]
    pub alternative: Vec<String>,
    /// Additional costs, such as a kicker: "{1}{G}"; "3x{1}{G}" for a multikicker paid three
    /// times.
    #[serde(default)]
    pub additional: Vec<String>,
    /// Cost increases: "{1}".
    #[serde(default)]
    pub increase: Vec<String>,
    /// Cost reductions (118.7), applied in the order given: "{2}"; "colored:{W}{B}" for an
    /// effect that reduces only colored mana.
    #[serde(default)]
    pub reduce: Vec<String>,
    /// The half announced for each hybrid symbol of the cost, in the order the cost prints
    /// them: "W", "2".
    #[serde(default)]
    pub hybrid: Vec<String>,
    /// "life" or "mana" for each Phyrexian symbol of the cost, in the order the cost prints them.
    #[serde(default)]
    pub phyrexian: Vec<String>,
    /// The half chosen for each hybrid symbol of the reductions (118.7e), in their order.
    #[serde(default)]
    pub reduce_half: Vec<String>,
    /// "Costs at least N" (Trinisphere).
    pub minimum: Option<u32>,
    /// Search the cheapest order of the reductions and halves not given.
    #[serde(default)]
    pub best: bool,
}

#[tool_router(router = tool_router)]
impl Server {
    /// A rule of the Comprehensive Rules, with its subrules and examples, in today's English
    /// and in every translation (each its counterpart by content, under its own number), or in
    /// the documents asked for. Each rule is given with the release it belongs to.
    #[tool(name = "rule")]
    fn rule(&self, Parameters(a): Parameters<RuleArgs>) -> CallToolResult {
        let mut argv = vec!["show".to_owned()];
        push_docs(&mut argv, "--in", a.documents);
        self.answer(argv, vec![a.rule])
    }

    /// Searches the rules in any language and in players' words; ranked hits, each a rule
    /// with the release it belongs to.
    #[tool(name = "search")]
    fn search(&self, Parameters(a): Parameters<SearchArgs>) -> CallToolResult {
        let limit = a.limit.unwrap_or(5).clamp(1, MAX_HITS);
        let mut argv = vec!["search".to_owned(), format!("--limit={limit}")];
        push_docs(&mut argv, "--in", a.documents);
        self.answer(argv, vec![a.query])
    }

    /// A rule's lineage across every English release since 2003: where it appeared, each
    /// renumbering and change of text (with word diffs), and its removal.
    #[tool(name = "history")]
    fn history(&self, Parameters(a): Parameters<HistoryArgs>) -> CallToolResult {
        let mut argv = vec!["history".to_owned()];
        push_docs(&mut argv, "--in", a.document.into_iter().collect());
        self.answer(argv, vec![a.rule])
    }

    /// What changed between two documents (two English releases, or a translation and its
    /// update): rules added, removed, renumbered and changed, with word diffs.
    #[tool(name = "changes")]
    fn changes(&self, Parameters(a): Parameters<ChangesArgs>) -> CallToolResult {
        self.answer(vec!["diff".to_owned()], vec![a.old, a.new])
    }

    /// A spell's total cost by 601.2f and 118.7, every step citing its rule.
    #[tool(name = "cost")]
    fn cost(&self, Parameters(a): Parameters<CostArgs>) -> CallToolResult {
        let mut argv = vec!["cost".to_owned()];
        if let Some(x) = a.x {
            argv.push(format!("--x={x}"));
        }
        if let Some(n) = a.minimum {
            argv.push(format!("--minimum={n}"));
        }
        if a.best {
            argv.push("--best".to_owned());
        }
        for (flag, values) in [
            ("--alternative", a.alternative),
            ("--additional", a.additional),
            ("--increase", a.increase),
            ("--reduce", a.reduce),
            ("--hybrid", a.hybrid),
            ("--phyrexian", a.phyrexian),
            ("--reduce-half", a.reduce_half),
        ] {
            push_docs(&mut argv, flag, values);
        }
        self.answer(argv, vec![a.mana_cost])
    }
}

/// `--in=DOC` (or another flag) for each value, at most [`MAX_DOCS`]: joined to its flag, a
/// value that starts with "-" is never read as a flag.
fn push_docs(argv: &mut Vec<String>, flag: &str, values: Vec<String>) {
    for v in values.into_iter().take(MAX_DOCS) {
        argv.push(format!("{flag}={v}"));
    }
}

impl Server {
    /// Runs a command of `cr` (`argv`: its name and options; `values`: its positional
    /// arguments, after `--` so that none is read as an option) on the session's database,
    /// twice if it succeeds: its text for the reader, its JSON as structured content.
    fn answer(&self, mut argv: Vec<String>, values: Vec<String>) -> CallToolResult {
        let i18n = I18n::new(self.lang);
        argv.push("--".to_owned());
        argv.extend(values);
        if argv.iter().any(|a| a.len() > MAX_INPUT) {
            let msg = crate::fl!(i18n, "mcp-input-too-long", max = MAX_INPUT);
            return CallToolResult::error(vec![ContentBlock::text(msg)]);
        }
        let text = match super::run_on(&self.db, &i18n, &argv) {
            // A search with no hit succeeds and prints nothing: say so.
            Ok((true, out)) if out.trim().is_empty() => {
                let msg = crate::fl!(i18n, "mcp-no-results", command = argv.join(" "));
                return CallToolResult::success(vec![ContentBlock::text(msg)]);
            }
            Ok((true, out)) => out,
            Ok((false, out)) if !out.trim().is_empty() => out,
            Ok((false, _)) => {
                let msg = crate::fl!(i18n, "mcp-nothing-found", command = argv.join(" "));
                return CallToolResult::error(vec![ContentBlock::text(msg)]);
            }
            Err(msg) => return CallToolResult::error(vec![ContentBlock::text(msg)]),
        };
        let mut json_argv = argv;
        json_argv.insert(1, "--json".to_owned());
        let structured = match super::run_on(&self.db, &i18n, &json_argv) {
            Ok((_, out)) => serde_json::from_str::<serde_json::Value>(&out).ok(),
            Err(_) => None,
        };
        let mut result = CallToolResult::success(vec![ContentBlock::text(text)]);
        // Structured content is an object: the command's JSON as it is, or under "result"
        // when it is an array.
        result.structured_content = structured.map(|v| match v {
            serde_json::Value::Object(_) => v,
            other => serde_json::json!({ "result": other }),
        });
        result
    }
}

#[tool_handler(router = self.tool_router)]
impl ServerHandler for Server {
    fn get_info(&self) -> ServerConfig {
        let i18n = I18n::new(self.lang);
        ServerConfig::new(ServerCapabilities::builder().enable_tools().build())
            .with_server_info(Implementation::new("cr", env!("CARGO_PKG_VERSION")))
            .with_instructions(crate::fl!(i18n, "mcp-instructions"))
    }
}
