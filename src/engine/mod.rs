//! The cost engine: the Comprehensive Rules' 601.2 (casting a spell) and 601.2f (total cost)
//! as running code, with cost reductions by 118.7, mana symbols by 107.3/107.4 and mana value
//! by 202.3.
//!
//! The engine is pure: no I/O, no printing, no panics on any input (all arithmetic is checked;
//! too large a value is an [`Error::Overflow`]). Its outputs are data: a trace of [`Step`]s,
//! each citing its subrule, and typed [`Error`]s naming the subrule that made a casting illegal.
//! The CLI turns both into text through Fluent message ids (`engine-action-*`,
//! `engine-error-*`).
//!
//! - `mana`: [`ManaCost`] and [`ManaSymbol`], parsing, canonical printing, mana value.
//! - `cost`: [`CostRequest`] → [`total_cost`], [`cost_report`], [`best_order`].
//! - `cast`: [`Game::cast`], the steps 601.2a–i with rollback on failure.
//! - `scenario`: TOML scenarios with expectations (`rules/examples/*.toml`).
//! - `trace`: [`Action`] and [`Step`].
//! - `error`: [`Error`].
//!
//! Functions that implement a subrule carry a doc line `CR <ids>`, from which coverage is
//! extracted.

pub mod cast;
pub mod cost;
pub mod error;
pub mod mana;
pub mod scenario;
pub mod trace;

pub use cast::{
    AdditionalChoice, Amount, Announcements, CastOutcome, CostEffects, Game, ManaPool, NamedCost,
    Permanent, Speed, Spell, StackObject, TargetKind, TargetSpec, plan_payment,
};
pub use cost::{
    AdditionalCost, BadPhyrexianChoice, BestOrder, CostReport, CostRequest, MAX_SEARCH_REDUCTIONS,
    PhyrexianChoice, Total, announced_value, best_order, best_order_brute_force, cost_report,
    total_cost, total_cost_traced,
};
pub use error::Error;
pub use mana::{
    Color, Half, HybridPair, MAX_SYMBOLS, ManaCost, ManaSymbol, Overflow, ParseError, Reduction,
    Scope, Variable,
};
pub use scenario::{Expect, Mismatch, Scenario, ScenarioError, ScenarioRun};
pub use trace::{Action, CostSource, Step};
