//! Links from rules to code: which engine functions implement a subrule and which tests
//! exercise it. The table is extracted at build time (build.rs) from `/// CR 601.2f` doc lines
//! above functions in `src/engine/` and `tests/all/engine.rs`: there is no second,
//! hand-maintained table.

use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum LinkKind {
    Implementation,
    Test,
}

/// One tag: a function that implements or tests a rule.
#[derive(Debug, Clone, Copy, Serialize)]
pub struct Link {
    pub rule: &'static str,
    #[serde(skip)]
    pub kind: LinkKind,
    pub function: &'static str,
    pub path: &'static str,
    pub line: u32,
}

include!(concat!(env!("OUT_DIR"), "/links.rs"));

/// The links of one rule id (exactly: `601.2f`, not its subrules), of one kind.
pub fn of(rule: &str, kind: LinkKind) -> impl Iterator<Item = &'static Link> + '_ {
    LINKS
        .iter()
        .filter(move |l| l.kind == kind && l.rule == rule)
}

/// The English version the engine implements: its rule numbers are the canonical ones.
pub const CANONICAL: &str = "en@2026-01-16";
