//! The structured trace of a computation: each step names the subrule it follows, what was done
//! ([`Action`]) and the cost after it.
//!
//! Actions hold data, never English: [`Action::message_id`] and [`Action::args`] let the CLI
//! render each one through Fluent (`locales/*/engine.ftl`). Recording is behind the `Trace`
//! trait so the hot path ([`super::total_cost`]) records nothing and builds no action at all.

use super::mana::{Half, ManaCost, ManaSymbol, Reduction, Variable};
use serde::Serialize;

/// Where a total cost starts from (601.2f: "the mana cost or alternative cost").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum CostSource {
    ManaCost,
    Alternative,
}

impl CostSource {
    /// `mana-cost` or `alternative`, the value of the Fluent selector `$from`.
    pub fn as_str(self) -> &'static str {
        match self {
            CostSource::ManaCost => "mana-cost",
            CostSource::Alternative => "alternative",
        }
    }
}

/// What one step did.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Action {
    /// 601.2f: start from the mana cost or the alternative cost announced at 601.2b.
    Start { from: CostSource, cost: ManaCost },
    /// 601.2f: an additional cost (kicker, buyback…), `times` times (multikicker).
    Additional { cost: ManaCost, times: u64 },
    /// 601.2f: a cost increase.
    Increase { cost: ManaCost },
    /// 601.2b, 107.3a: the value announced for X (or Y, Z); it replaces every such symbol.
    AnnounceX { variable: Variable, value: u64 },
    /// 601.2b, 107.4f: a Phyrexian symbol to be paid with 2 life.
    PhyrexianLife { symbol: ManaSymbol, life: u64 },
    /// 601.2b, 107.4f: a Phyrexian symbol to be paid with mana.
    PhyrexianMana { symbol: ManaSymbol },
    /// 601.2b, 107.4e: the nonhybrid half announced for a hybrid symbol.
    HybridChoice { symbol: ManaSymbol, half: Half },
    /// 118.7e: the half the player chose for a hybrid symbol of a reduction as it is applied.
    ReduceHalf { symbol: ManaSymbol, half: Half },
    /// 601.2f, 118.7a–g: a cost reduction and what it actually removed.
    Reduce { cost: Reduction, applied: ManaCost },
    /// 118.7, 601.2f: the mana part was reduced to nothing and is considered `{0}`.
    ReducedToZero,
    /// 601.2f: an effect that directly affects the total cost ("costs at least N").
    Minimum { n: u64, added: u64 },
    /// 601.2f: the total cost is locked in.
    Locked,
    /// 601.2a: the card moves to the stack.
    Propose { card: String },
    /// 601.2b: a mode is announced.
    AnnounceMode { mode: String },
    /// 601.2b: the alternative cost the player intends to pay.
    AnnounceAlternative { name: String, cost: ManaCost },
    /// 601.2b: an additional cost the player intends to pay.
    AnnounceAdditional {
        name: String,
        cost: ManaCost,
        times: u64,
    },
    /// 601.2c: the targets chosen for one instance of the word "target".
    AnnounceTargets {
        target: String,
        objects: Vec<String>,
    },
    /// 601.2d: a share of a division.
    Divide { object: String, amount: u64 },
    /// 601.2e: the proposed spell can legally be cast.
    LegalityCheck,
    /// 601.2g: a mana ability is activated.
    ActivateManaAbility { source: String, mana: ManaCost },
    /// 601.2h: mana paid from the pool.
    PayMana { mana: ManaCost },
    /// 601.2h: life paid.
    PayLife { life: u64 },
    /// 601.2i: the spell becomes cast.
    BecomeCast { card: String },
}

impl Action {
    /// The Fluent message id, `engine-action-<kebab-name>`.
    pub fn message_id(&self) -> &'static str {
        match self {
            Action::Start { .. } => "engine-action-start",
            Action::Additional { .. } => "engine-action-additional",
            Action::Increase { .. } => "engine-action-increase",
            Action::AnnounceX { .. } => "engine-action-announce-x",
            Action::PhyrexianLife { .. } => "engine-action-phyrexian-life",
            Action::PhyrexianMana { .. } => "engine-action-phyrexian-mana",
            Action::HybridChoice { .. } => "engine-action-hybrid-choice",
            Action::ReduceHalf { .. } => "engine-action-reduce-half",
            Action::Reduce { .. } => "engine-action-reduce",
            Action::ReducedToZero => "engine-action-reduced-to-zero",
            Action::Minimum { .. } => "engine-action-minimum",
            Action::Locked => "engine-action-locked",
            Action::Propose { .. } => "engine-action-propose",
            Action::AnnounceMode { .. } => "engine-action-announce-mode",
            Action::AnnounceAlternative { .. } => "engine-action-announce-alternative",
            Action::AnnounceAdditional { .. } => "engine-action-announce-additional",
            Action::AnnounceTargets { .. } => "engine-action-announce-targets",
            Action::Divide { .. } => "engine-action-divide",
            Action::LegalityCheck => "engine-action-legality-check",
            Action::ActivateManaAbility { .. } => "engine-action-activate-mana-ability",
            Action::PayMana { .. } => "engine-action-pay-mana",
            Action::PayLife { .. } => "engine-action-pay-life",
            Action::BecomeCast { .. } => "engine-action-become-cast",
        }
    }

    /// The Fluent arguments of the message. Costs are mana-cost strings such as `{1}{R}`.
    pub fn args(&self) -> Vec<(&'static str, String)> {
        match self {
            Action::Start { from, cost } => {
                vec![
                    ("from", from.as_str().to_string()),
                    ("cost", cost.to_string()),
                ]
            }
            Action::Additional { cost, times } => {
                vec![("cost", cost.to_string()), ("times", times.to_string())]
            }
            Action::Increase { cost } => vec![("cost", cost.to_string())],
            Action::AnnounceX { variable, value } => vec![
                ("variable", variable.letter().to_string()),
                ("value", value.to_string()),
            ],
            Action::PhyrexianLife { symbol, life } => {
                vec![("symbol", symbol.to_string()), ("life", life.to_string())]
            }
            Action::PhyrexianMana { symbol } => vec![("symbol", symbol.to_string())],
            Action::HybridChoice { symbol, half } => {
                vec![("symbol", symbol.to_string()), ("half", half.to_string())]
            }
            Action::ReduceHalf { symbol, half } => {
                vec![("symbol", symbol.to_string()), ("half", half.to_string())]
            }
            Action::Reduce { cost, applied } => {
                vec![("cost", cost.to_string()), ("applied", applied.to_string())]
            }
            Action::ReducedToZero | Action::Locked | Action::LegalityCheck => Vec::new(),
            Action::Minimum { n, added } => {
                vec![("n", n.to_string()), ("added", added.to_string())]
            }
            Action::Propose { card } | Action::BecomeCast { card } => {
                vec![("card", card.clone())]
            }
            Action::AnnounceMode { mode } => vec![("mode", mode.clone())],
            Action::AnnounceAlternative { name, cost } => {
                vec![("name", name.clone()), ("cost", cost.to_string())]
            }
            Action::AnnounceAdditional { name, cost, times } => vec![
                ("name", name.clone()),
                ("cost", cost.to_string()),
                ("times", times.to_string()),
            ],
            Action::AnnounceTargets { target, objects } => vec![
                ("target", target.clone()),
                ("count", objects.len().to_string()),
                ("objects", objects.join(", ")),
            ],
            Action::Divide { object, amount } => {
                vec![("object", object.clone()), ("amount", amount.to_string())]
            }
            Action::ActivateManaAbility { source, mana } => {
                vec![("source", source.clone()), ("mana", mana.to_string())]
            }
            Action::PayMana { mana } => vec![("mana", mana.to_string())],
            Action::PayLife { life } => vec![("life", life.to_string())],
        }
    }
}

/// One step of a trace.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Step {
    /// The subrule followed, such as `601.2b` or `118.7a`.
    pub rule: &'static str,
    /// What was done.
    pub action: Action,
    /// The cost after this step.
    pub cost_after: ManaCost,
}

/// Where steps go. `()` drops them without building the action; `Vec<Step>` keeps them.
pub(crate) trait Trace {
    fn step(&mut self, rule: &'static str, action: impl FnOnce() -> Action, cost: &ManaCost);
}

impl Trace for () {
    #[inline(always)]
    fn step(&mut self, _: &'static str, _: impl FnOnce() -> Action, _: &ManaCost) {}
}

impl Trace for Vec<Step> {
    fn step(&mut self, rule: &'static str, action: impl FnOnce() -> Action, cost: &ManaCost) {
        self.push(Step {
            rule,
            action: action(),
            cost_after: *cost,
        });
    }
}
