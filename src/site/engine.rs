//! The engine's part of the site: its source files as pages with line anchors (so the links
//! from a subrule to the code that implements and tests it work offline), and the executable
//! example scenarios (`rules/examples/*.toml`), run at build time with their outcome shown.

use super::html::{self, Chrome, Page, esc, esc_into};
use crate::engine::Scenario;
use crate::i18n::I18n;
use crate::rule_id::RuleId;
use std::fmt::Write as _;

include!(concat!(env!("OUT_DIR"), "/scenarios.rs"));

/// The engine's sources and its tests, embedded: every path a `/// CR` link can name.
pub const SOURCES: &[(&str, &str)] = &[
    ("src/engine/mod.rs", include_str!("../engine/mod.rs")),
    ("src/engine/cast.rs", include_str!("../engine/cast.rs")),
    ("src/engine/cost.rs", include_str!("../engine/cost.rs")),
    ("src/engine/error.rs", include_str!("../engine/error.rs")),
    ("src/engine/mana.rs", include_str!("../engine/mana.rs")),
    (
        "src/engine/scenario.rs",
        include_str!("../engine/scenario.rs"),
    ),
    ("src/engine/trace.rs", include_str!("../engine/trace.rs")),
    (
        "tests/all/engine.rs",
        include_str!("../../tests/all/engine.rs"),
    ),
];

/// A code link: a function at a line of a file.
#[derive(Debug, Clone)]
pub struct CodeLink {
    pub function: String,
    pub path: String,
    pub line: u32,
}

/// What the engine has for one rule of 601.2 of the base document.
#[derive(Debug, Clone, Default)]
pub struct EngineRule {
    /// The rule's number in the base document.
    pub rule: String,
    /// Its number in the engine's English (`links::CANONICAL`).
    pub canonical: Option<String>,
    pub implementations: Vec<CodeLink>,
    pub tests: Vec<CodeLink>,
}

/// The page of a source file.
pub fn source_page(path: &str) -> String {
    format!("code-{}.html", path.replace(['/', '.'], "-"))
}

/// A link to a line of a source file, when the file is one of [`SOURCES`].
pub fn code_href(l: &CodeLink) -> Option<String> {
    SOURCES
        .iter()
        .any(|(p, _)| *p == l.path)
        .then(|| format!("{}#L{}", source_page(&l.path), l.line))
}

/// Appends a source line, escaped, with the rule numbers of its `CR …` citations as links
/// (`/// CR 601.2f, 118.7a` links both) where `rule_href` knows the rule.
fn code_line(out: &mut String, line: &str, rule_href: &dyn Fn(&RuleId) -> Option<String>) {
    static NUM: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
    let num = NUM.get_or_init(|| {
        regex::Regex::new(r"\b[1-9]\d{2}(?:\.\d+[a-z]{0,2})?\b").expect("valid regex")
    });
    let Some(cr) = line.find("CR ") else {
        esc_into(out, line);
        return;
    };
    let mut last = 0;
    for m in num.find_iter(&line[cr..]) {
        let (a, b) = (cr + m.start(), cr + m.end());
        let Some(href) = m
            .as_str()
            .parse::<RuleId>()
            .ok()
            .and_then(|id| rule_href(&id))
        else {
            continue;
        };
        esc_into(out, &line[last..a]);
        let _ = write!(out, "<a class=\"cr\" href=\"{}\">", esc(&href));
        esc_into(out, &line[a..b]);
        out.push_str("</a>");
        last = b;
    }
    esc_into(out, &line[last..]);
}

/// Every source page: (file name, HTML). `rule_href` links the rules the code cites.
pub fn source_pages(
    c: &Chrome,
    i: &I18n,
    rule_href: &dyn Fn(&RuleId) -> Option<String>,
) -> Vec<(String, String)> {
    SOURCES
        .iter()
        .map(|(path, text)| {
            let mut body = format!(
                "<h1>{}</h1><p class=\"meta\">{}</p><pre class=\"code\"><code>",
                esc(path),
                esc(&i.t("docs-source-note"))
            );
            for (n, line) in text.lines().enumerate() {
                let n = n + 1;
                let _ = write!(
                    body,
                    "<span class=\"line\" id=\"L{n}\"><a class=\"ln\" href=\"#L{n}\">{n:>4}</a> "
                );
                code_line(&mut body, line, rule_href);
                // No newline between lines: each is a block already (a newline would double
                // the spacing).
                body.push_str("</span>");
            }
            body.push_str("</code></pre>");
            (
                source_page(path),
                html::page(
                    c,
                    &Page {
                        title: path,
                        body: &body,
                        class: "source",
                    },
                ),
            )
        })
        .collect()
}

/// The scenarios of one rule (by the engine's numbering), rendered with their outcome.
pub fn scenarios_html(canonical: &str, i: &I18n) -> String {
    let mut out = String::new();
    for (path, text) in SCENARIOS {
        let Ok(s) = Scenario::from_toml(text) else {
            continue;
        };
        if s.rule != canonical {
            continue;
        }
        let run = s.run();
        let mismatches = s.check(&run);
        let outcome = match &run.result {
            Ok(o) => i.tr("docs-scenario-legal", &[("total", o.total.to_string())]),
            Err(e) => i.tr(
                "docs-scenario-illegal",
                &[
                    ("rule", e.rule().to_owned()),
                    ("message", i.tr(e.message_id(), &e.args())),
                ],
            ),
        };
        let verdict = if mismatches.is_empty() {
            i.t("docs-scenario-ok")
        } else {
            i.tr(
                "docs-scenario-mismatch",
                &[("count", mismatches.len().to_string())],
            )
        };
        let name = path.rsplit('/').next().unwrap_or(path);
        let _ = write!(
            out,
            "<details class=\"scenario\" id=\"x-{}\"><summary><code>{}</code> — {}</summary>\
             <p class=\"outcome\">{} <strong>{}</strong></p><pre><code>{}</code></pre></details>",
            esc(&html::slug(name)),
            esc(name),
            esc(&s.description),
            esc(&outcome),
            esc(&verdict),
            esc(text)
        );
    }
    out
}

/// How many scenarios there are for a rule.
pub fn scenario_count(canonical: &str) -> usize {
    SCENARIOS
        .iter()
        .filter_map(|(_, t)| Scenario::from_toml(t).ok())
        .filter(|s| s.rule == canonical)
        .count()
}
