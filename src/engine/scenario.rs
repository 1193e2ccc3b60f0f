//! Executable examples: a TOML scenario describes a spell, the game, the player's choices and
//! the expected outcome (a total cost, or the subrule that makes the casting illegal). The
//! engine parses it from a string (no file I/O here), runs it through [`Game::cast`] and
//! compares the outcome with the `[expect]` table. `rules/examples/*.toml` hold the scenarios;
//! the tests and `cr cast --scenario` run them.
//!
//! ```toml
//! rule = "601.2f"
//! description = "free text, any language"
//!
//! [spell]
//! name = "Blaze"
//! mana_cost = "{X}{R}"
//! additional_costs = [{ name = "kicker", cost = "{1}" }]
//!
//! [game]
//! pool = "{R}{R}{R}{R}{R}"
//! effects = { reductions = ["{1}", "{1}"] }
//!
//! [choices]
//! x = 5
//! additional = ["kicker"]
//!
//! [expect]
//! total = "{4}{R}"
//! x = 5
//! ```

use super::cast::{Announcements, CastOutcome, Game, ManaPool, Spell};
use super::error::Error;
use super::mana::ManaCost;
use serde::{Deserialize, Serialize};

fn yes() -> bool {
    true
}

/// What a scenario expects. Give `error` (a subrule) for an illegal casting, otherwise at least
/// `total`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Expect {
    /// The locked-in total cost (601.2f).
    pub total: Option<ManaCost>,
    /// Life paid for Phyrexian symbols.
    pub life_paid: Option<u64>,
    /// The value of X on the stack.
    pub x: Option<u64>,
    /// The spell's mana value on the stack.
    pub mana_value: Option<u64>,
    /// The subrule that makes the casting illegal, such as `601.2h`.
    pub error: Option<String>,
    /// The error's message id, such as `engine-error-unpayable`.
    pub error_id: Option<String>,
    /// The (non-snow) mana pool after casting.
    pub pool_after: Option<ManaPool>,
    /// The life total after casting.
    pub life_after: Option<i64>,
}

/// A scenario file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    /// The subrule the scenario illustrates.
    pub rule: String,
    /// Free text for people (any language); the engine ignores it.
    #[serde(default)]
    pub description: String,
    pub spell: Spell,
    #[serde(default)]
    pub game: Game,
    /// Put the spell in the hand before casting (default true).
    #[serde(default = "yes")]
    pub spell_in_hand: bool,
    #[serde(default)]
    pub choices: Announcements,
    pub expect: Expect,
}

/// A scenario that could not be read.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ScenarioError {
    /// The TOML or serde diagnostic, as the `toml` crate words it.
    pub detail: String,
}

impl ScenarioError {
    /// The Fluent message id.
    pub fn message_id(&self) -> &'static str {
        "engine-error-scenario"
    }

    /// The Fluent arguments.
    pub fn args(&self) -> Vec<(&'static str, String)> {
        vec![("detail", self.detail.clone())]
    }
}

impl std::fmt::Display for ScenarioError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} {}", self.message_id(), self.detail)
    }
}

impl std::error::Error for ScenarioError {}

/// The game before and after, and the outcome.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScenarioRun {
    pub before: Game,
    pub after: Game,
    pub result: Result<CastOutcome, Error>,
}

/// One difference between the expectation and the outcome.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Mismatch {
    /// The `[expect]` key (or `rollback`, `expect`).
    pub field: &'static str,
    pub expected: String,
    pub actual: String,
}

impl Scenario {
    /// Parse a scenario from TOML text.
    pub fn from_toml(text: &str) -> Result<Scenario, ScenarioError> {
        toml::from_str(text).map_err(|e| ScenarioError {
            detail: e.to_string(),
        })
    }

    /// The game as the scenario sets it up (with the spell in hand unless told otherwise).
    pub fn initial_game(&self) -> Game {
        let mut g = self.game.clone();
        if self.spell_in_hand && !g.hand.contains(&self.spell.name) {
            g.hand.push(self.spell.name.clone());
        }
        g
    }

    /// Cast the spell.
    ///
    /// CR 601.2
    pub fn run(&self) -> ScenarioRun {
        let before = self.initial_game();
        let mut after = before.clone();
        let result = after.cast(&self.spell, &self.choices);
        ScenarioRun {
            before,
            after,
            result,
        }
    }

    /// Compare a run with `[expect]`; empty means it matches. An illegal casting must also
    /// leave the game exactly as it was (601.2, 732.1).
    pub fn check(&self, run: &ScenarioRun) -> Vec<Mismatch> {
        let e = &self.expect;
        let mut out = Vec::new();
        fn cmp(
            out: &mut Vec<Mismatch>,
            field: &'static str,
            expected: Option<String>,
            actual: String,
        ) {
            if let Some(expected) = expected.filter(|e| *e != actual) {
                out.push(Mismatch {
                    field,
                    expected,
                    actual,
                });
            }
        }
        match (&run.result, &e.error) {
            (Err(err), Some(rule)) => {
                cmp(
                    &mut out,
                    "error",
                    Some(rule.clone()),
                    err.rule().to_string(),
                );
                cmp(
                    &mut out,
                    "error_id",
                    e.error_id.clone(),
                    err.message_id().to_string(),
                );
                if run.after != run.before {
                    out.push(Mismatch {
                        field: "rollback",
                        expected: format!("{:?}", run.before),
                        actual: format!("{:?}", run.after),
                    });
                }
            }
            (Err(err), None) => out.push(Mismatch {
                field: "error",
                expected: String::new(),
                actual: err.to_string(),
            }),
            (Ok(o), Some(rule)) => out.push(Mismatch {
                field: "error",
                expected: rule.clone(),
                actual: o.total.to_string(),
            }),
            (Ok(o), None) => {
                if e.total.is_none() {
                    out.push(Mismatch {
                        field: "expect",
                        expected: "total".into(),
                        actual: String::new(),
                    });
                }
                let show = |x: Option<u64>| x.map_or_else(|| "none".to_string(), |v| v.to_string());
                cmp(
                    &mut out,
                    "total",
                    e.total.map(|t| t.to_string()),
                    o.total.to_string(),
                );
                cmp(
                    &mut out,
                    "life_paid",
                    e.life_paid.map(|v| v.to_string()),
                    o.life_paid.to_string(),
                );
                cmp(&mut out, "x", e.x.map(|v| v.to_string()), show(o.x));
                cmp(
                    &mut out,
                    "mana_value",
                    e.mana_value.map(|v| v.to_string()),
                    o.mana_value.to_string(),
                );
                cmp(
                    &mut out,
                    "pool_after",
                    e.pool_after.map(|p| p.to_cost().to_string()),
                    run.after.pool.to_cost().to_string(),
                );
                cmp(
                    &mut out,
                    "life_after",
                    e.life_after.map(|v| v.to_string()),
                    run.after.life.to_string(),
                );
            }
        }
        out
    }
}
