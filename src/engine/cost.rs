//! The total cost of a spell (CR 601.2f) with cost reductions by 118.7a–g, and the search for
//! the cheapest order of reductions.
//!
//! A [`CostRequest`] is a plain struct that `cr cost` fills from its flags. The computation runs
//! in two phases that the casting model ([`super::cast`]) also calls separately:
//!
//! 1. the cost as announced (601.2b): the mana cost or the one alternative cost, plus additional
//!    costs and increases (601.2f), with the value of X folded into generic mana (107.3a), each
//!    Phyrexian symbol turned into 2 life or its colored mana (107.4f) and each hybrid symbol
//!    into the half the player announced (107.4e);
//! 2. the reductions in order (118.7a–g), never below `{0}` (118.7), then the effects that
//!    directly affect the total cost ("costs at least N"), then the lock (601.2f).
//!
//! X keeps its announced value: reductions lower what is paid, never X.
//!
//! Nothing the player chooses is chosen for them. X (and Y, Z) must be announced; each hybrid
//! and each Phyrexian symbol of the cost needs its own announcement, given per symbol in the
//! cost's canonical order; each hybrid symbol of a reduction needs the half the player chooses
//! as it is applied (118.7e), given per symbol in the order the reductions are given. A missing
//! announcement is an error naming what must be announced, and so is one left over. Only
//! [`best_order`], which the player asks for, chooses: the cheapest order and the cheapest
//! halves of the reductions, and it says which of the two mattered.
//!
//! A spell with no mana cost (118.6, `mana_cost: None`) has an unpayable cost: only an
//! alternative cost makes it payable (118.6a), and increases or additional costs leave it
//! unpayable.

use super::error::Error;
use super::mana::{
    COLORED0, COLORLESS, GENERIC, HPHYR0, HYBRID0, Half, KINDS, ManaCost, ManaSymbol, PHYR0,
    Reduction, SNOW, Scope, VAR0, Variable, halves, reduction_halves,
};
use super::trace::{Action, CostSource, Step, Trace};
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;
use std::fmt;
use std::str::FromStr;

/// An additional cost paid `times` times (kicker once, multikicker any number of times).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AdditionalCost {
    pub cost: ManaCost,
    pub times: u64,
}

impl AdditionalCost {
    /// Paid once (kicker, buyback…).
    pub fn once(cost: ManaCost) -> Self {
        AdditionalCost { cost, times: 1 }
    }
}

/// How the player intends to pay one Phyrexian symbol (601.2b, 107.4f).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PhyrexianChoice {
    /// Pay 2 life.
    Life,
    /// Pay one mana of the symbol's color (or, for hybrid Phyrexian, of one of its colors).
    Mana,
}

/// A word other than `life` or `mana` given as a Phyrexian choice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadPhyrexianChoice(pub String);

impl BadPhyrexianChoice {
    /// The Fluent message id.
    pub fn message_id(&self) -> &'static str {
        "engine-error-phyrexian-choice"
    }

    /// The Fluent arguments: `text`.
    pub fn args(&self) -> Vec<(&'static str, String)> {
        vec![("text", self.0.clone())]
    }
}

impl fmt::Display for BadPhyrexianChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} text={}", self.message_id(), self.0)
    }
}

impl std::error::Error for BadPhyrexianChoice {}

impl FromStr for PhyrexianChoice {
    type Err = BadPhyrexianChoice;
    /// `life` or `mana` (case-insensitive).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "life" => Ok(PhyrexianChoice::Life),
            "mana" => Ok(PhyrexianChoice::Mana),
            _ => Err(BadPhyrexianChoice(s.to_string())),
        }
    }
}

/// Everything 601.2f needs. Maps one to one onto `cr cost`'s flags.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CostRequest {
    /// The spell's mana cost (`MANA_COST`); `None` when it has none (118.6).
    pub mana_cost: Option<ManaCost>,
    /// Alternative costs announced (`--alternative`); more than one is an error (601.2b).
    pub alternatives: Vec<ManaCost>,
    /// Additional costs (`--additional`; multikicker has `times > 1`).
    pub additional: Vec<AdditionalCost>,
    /// Cost increases (`--increase`).
    pub increases: Vec<ManaCost>,
    /// Cost reductions, applied in this order (`--reduce`).
    pub reductions: Vec<Reduction>,
    /// The half chosen for each hybrid symbol of the reductions as it is applied (118.7e,
    /// `--reduce-half`), in the order the reductions are given.
    pub reduce_halves: Vec<Half>,
    /// "Costs at least N" (`--minimum`), such as Trinisphere's 3.
    pub minimum: Option<u64>,
    /// The announced value of X (`--x`); required when a cost has an X.
    pub x: Option<u64>,
    /// The announced value of Y (107.3p).
    pub y: Option<u64>,
    /// The announced value of Z.
    pub z: Option<u64>,
    /// A nonhybrid half for each hybrid symbol (`--hybrid`), one per symbol in canonical order:
    /// each goes to the first remaining hybrid symbol that has that half.
    pub hybrid: Vec<Half>,
    /// Life or mana for each Phyrexian symbol, one per symbol in canonical order
    /// (`--phyrexian`).
    pub phyrexian: Vec<PhyrexianChoice>,
}

/// The result of 601.2f.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Total {
    /// The mana part of the locked-in total cost (`{0}` when reduced to nothing).
    pub total: ManaCost,
    /// Life to pay for Phyrexian symbols.
    pub life: u64,
    /// The announced X, if any cost has an X (107.3a).
    pub x: Option<u64>,
    /// The announced Y, if any.
    pub y: Option<u64>,
    /// The announced Z, if any.
    pub z: Option<u64>,
    /// The spell's mana value on the stack: its mana cost with X as announced (202.3e).
    pub mana_value: u64,
}

/// `cr cost --json`: `{total, mana_value, x, life, steps:[{rule, action, cost_after}]}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CostReport {
    pub total: ManaCost,
    pub mana_value: u64,
    pub x: Option<u64>,
    pub life: u64,
    pub steps: Vec<Step>,
}

/// The cost after the announcements of 601.2b (phase 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Announced {
    pub cost: ManaCost,
    pub life: u64,
    pub vars: [Option<u64>; 3],
    pub mana_value: u64,
}

/// Most reductions [`best_order`] searches (12! orders; the subset search visits 2^12 sets).
pub const MAX_SEARCH_REDUCTIONS: usize = 12;

const OVERFLOW_F: Error = Error::Overflow { rule: "601.2f" };

/// Phase 1: the starting cost, additional costs, increases, then the announcements of X,
/// Phyrexian and hybrid symbols, every one of which must be given. A spell with no mana cost
/// has an unpayable cost unless an alternative cost is announced; increasing it or adding to it
/// leaves it unpayable.
///
/// CR 601.2b, 601.2f, 107.3a, 107.3b, 118.6, 118.6a
pub(crate) fn announce<T: Trace>(req: &CostRequest, t: &mut T) -> Result<Announced, Error> {
    if let [first, second, ..] = req.alternatives.as_slice() {
        return Err(Error::TwoAlternativeCosts {
            first: first.to_string(),
            second: second.to_string(),
        });
    }
    let alternative = req.alternatives.first();
    let (from, mut cost) = match (alternative, req.mana_cost) {
        (Some(a), _) => (CostSource::Alternative, *a),
        (None, Some(m)) => (CostSource::ManaCost, m),
        (None, None) => {
            return Err(Error::NoManaCost {
                changed: !req.additional.is_empty() || !req.increases.is_empty(),
            });
        }
    };
    t.step("601.2f", || Action::Start { from, cost }, &cost);
    for add in &req.additional {
        let more = add.cost.checked_mul(add.times).map_err(|_| OVERFLOW_F)?;
        cost = cost.checked_add(&more).map_err(|_| OVERFLOW_F)?;
        t.step(
            "601.2f",
            || Action::Additional {
                cost: add.cost,
                times: add.times,
            },
            &cost,
        );
    }
    for inc in &req.increases {
        cost = cost.checked_add(inc).map_err(|_| OVERFLOW_F)?;
        t.step("601.2f", || Action::Increase { cost: *inc }, &cost);
    }
    let vars = announce_variables(req, alternative, &mut cost, t)?;
    let life = announce_phyrexian(&req.phyrexian, &mut cost, t)?;
    announce_hybrid(&req.hybrid, &mut cost, t)?;
    if cost.has_any(HYBRID0, KINDS) {
        return Err(unannounced(&cost));
    }
    let [x, y, z] = vars;
    // 202.3a: an object with no mana cost has mana value 0.
    let mana_value = req
        .mana_cost
        .unwrap_or(ManaCost::ZERO)
        .mana_value_on_stack(x.unwrap_or(0), y.unwrap_or(0), z.unwrap_or(0))
        .map_err(|_| Error::Overflow { rule: "202.3e" })?;
    Ok(Announced {
        cost,
        life,
        vars,
        mana_value,
    })
}

/// The error for the hybrid or Phyrexian symbols left without an announcement, naming them.
///
/// CR 601.2b
#[cold]
fn unannounced(cost: &ManaCost) -> Error {
    let left = |from: usize, to: usize| {
        (from..to)
            .filter(|&k| cost.get(k) > 0)
            .map(|k| {
                ManaSymbol::from_kind(k)
                    .to_string()
                    .repeat(cost.get(k) as usize)
            })
            .collect::<String>()
    };
    if cost.phyrexian_count() > 0 {
        Error::PhyrexianUnannounced {
            count: cost.phyrexian_count(),
            symbols: left(PHYR0, KINDS),
        }
    } else {
        Error::HybridUnannounced {
            count: cost.hybrid_count(),
            symbols: left(HYBRID0, PHYR0),
        }
    }
}

/// The value of each variable replaces every copy of it as generic mana; reductions later lower
/// that generic mana, never the value itself. A cost with X needs its value announced; with an
/// alternative cost that has no X, the only legal X is 0.
///
/// CR 601.2b, 107.3a, 107.3b, 107.3p
fn announce_variables<T: Trace>(
    req: &CostRequest,
    alternative: Option<&ManaCost>,
    cost: &mut ManaCost,
    t: &mut T,
) -> Result<[Option<u64>; 3], Error> {
    let mut out = [None; 3];
    for (i, (v, value)) in [
        (Variable::X, req.x),
        (Variable::Y, req.y),
        (Variable::Z, req.z),
    ]
    .into_iter()
    .enumerate()
    {
        let forced_zero = alternative.is_some_and(|a| {
            !a.has_variable(v) && req.mana_cost.is_some_and(|m| m.has_variable(v))
        });
        if forced_zero {
            if let Some(n @ 1..) = value {
                return Err(Error::VariableMustBeZero {
                    variable: v.letter().to_string(),
                    value: n,
                });
            }
            out[i] = Some(0);
        }
        let count = cost.get(VAR0 + i);
        if count == 0 {
            if let (Some(n), false) = (value, forced_zero) {
                return Err(Error::NoVariable {
                    variable: v.letter().to_string(),
                    value: n,
                });
            }
            continue;
        }
        let Some(n) = value else {
            return Err(Error::VariableUnannounced {
                variable: v.letter().to_string(),
            });
        };
        let add = count
            .checked_mul(n)
            .ok_or(Error::Overflow { rule: "107.3a" })?;
        cost.set(VAR0 + i, 0);
        cost.add_kind(GENERIC, add)
            .map_err(|_| Error::Overflow { rule: "107.3a" })?;
        out[i] = Some(n);
        t.step(
            "601.2b",
            || Action::AnnounceX {
                variable: v,
                value: n,
            },
            cost,
        );
    }
    Ok(out)
}

/// A value announced for X (or Y, Z) as the player states it: a negative number is not a
/// choice the game allows.
///
/// CR 107.1b
pub fn announced_value(variable: Variable, value: i128) -> Result<u64, Error> {
    if value < 0 {
        return Err(Error::NegativeNumber {
            variable: variable.letter().to_string(),
            value: i64::try_from(value).unwrap_or(i64::MIN),
        });
    }
    u64::try_from(value).map_err(|_| Error::Overflow { rule: "107.3a" })
}

/// Each choice goes to the first remaining Phyrexian symbol in canonical order: life removes the
/// symbol for 2 life, mana turns it into its colored (or hybrid) symbol.
///
/// CR 601.2b, 107.4f
fn announce_phyrexian<T: Trace>(
    choices: &[PhyrexianChoice],
    cost: &mut ManaCost,
    t: &mut T,
) -> Result<u64, Error> {
    let mut life: u64 = 0;
    for &choice in choices {
        let Some(k) = (PHYR0..KINDS).find(|&k| cost.get(k) > 0) else {
            return Err(Error::PhyrexianChoiceUnmatched {
                count: choices.len() as u64,
            });
        };
        let symbol = ManaSymbol::from_kind(k);
        cost.set(k, cost.get(k) - 1);
        match choice {
            PhyrexianChoice::Life => {
                life = life
                    .checked_add(2)
                    .ok_or(Error::Overflow { rule: "601.2b" })?;
                t.step("601.2b", || Action::PhyrexianLife { symbol, life: 2 }, cost);
            }
            PhyrexianChoice::Mana => {
                let target = if k < HPHYR0 {
                    COLORED0 + (k - PHYR0)
                } else {
                    HYBRID0 + (k - HPHYR0)
                };
                cost.add_kind(target, 1)
                    .map_err(|_| Error::Overflow { rule: "601.2b" })?;
                t.step("601.2b", || Action::PhyrexianMana { symbol }, cost);
            }
        }
    }
    Ok(life)
}

/// Each half goes to the first remaining hybrid symbol (canonical order) that has that half; the
/// symbol becomes that nonhybrid half.
///
/// CR 601.2b, 107.4e
fn announce_hybrid<T: Trace>(
    choices: &[Half],
    cost: &mut ManaCost,
    t: &mut T,
) -> Result<(), Error> {
    for &half in choices {
        let found = (HYBRID0..PHYR0)
            .find(|&k| cost.get(k) > 0 && halves(k).is_some_and(|(a, b)| a == half || b == half));
        let Some(k) = found else {
            return Err(Error::HybridChoiceUnmatched {
                half: half.to_string(),
            });
        };
        let symbol = ManaSymbol::from_kind(k);
        cost.set(k, cost.get(k) - 1);
        cost.add_symbol(half.symbol(), 1)
            .map_err(|_| Error::Overflow { rule: "601.2b" })?;
        t.step("601.2b", || Action::HybridChoice { symbol, half }, cost);
    }
    Ok(())
}

/// Reject reductions with a variable symbol: "costs {X} less" must be given as its number.
///
/// CR 118.7
pub(crate) fn check_reductions(reductions: &[Reduction]) -> Result<(), Error> {
    for r in reductions {
        if Variable::ALL.iter().any(|&v| r.cost.has_variable(v)) {
            return Err(Error::VariableInReduction {
                cost: r.to_string(),
            });
        }
    }
    Ok(())
}

/// A reduction with every choice made: only generic, snow, colorless and colored symbols left.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Resolved {
    cost: ManaCost,
    scope: Scope,
    /// The subrule that turned a symbol of the reduction into plain mana (118.7e, 118.7f).
    by: Option<&'static str>,
}

/// Make the choices of one reduction: each hybrid symbol becomes the half the player chose as
/// the reduction is applied (taken from `chosen`, in order), each Phyrexian symbol one mana of
/// its color.
///
/// CR 118.7e, 118.7f
#[inline]
fn resolve<T: Trace>(
    r: &Reduction,
    chosen: &mut std::slice::Iter<'_, Half>,
    now: &ManaCost,
    t: &mut T,
) -> Result<Resolved, Error> {
    const OVERFLOW: Error = Error::Overflow { rule: "118.7" };
    let mut plain = r.cost;
    let mut by = None;
    for i in 0..5 {
        let n = plain.get(PHYR0 + i);
        if n > 0 {
            plain.set(PHYR0 + i, 0);
            plain.add_kind(COLORED0 + i, n).map_err(|_| OVERFLOW)?;
            by = Some("118.7f");
        }
    }
    if plain.is_plain() {
        return Ok(Resolved {
            cost: plain,
            scope: r.scope,
            by,
        });
    }
    let source = plain;
    for k in (HYBRID0..PHYR0).chain(HPHYR0..KINDS) {
        let n = source.get(k);
        if n == 0 {
            continue;
        }
        let symbol = ManaSymbol::from_kind(k);
        let (a, b) = reduction_halves(k);
        for _ in 0..n {
            let Some(&half) = chosen.next() else {
                return Err(Error::ReductionHalfUnannounced {
                    reduction: r.to_string(),
                    symbol: symbol.to_string(),
                });
            };
            if half != a && half != b {
                return Err(Error::ReductionHalfUnmatched {
                    half: half.to_string(),
                    symbol: symbol.to_string(),
                });
            }
            plain.add_symbol(half.symbol(), 1).map_err(|_| OVERFLOW)?;
            t.step("118.7e", || Action::ReduceHalf { symbol, half }, now);
        }
        plain.set(k, 0);
        by = Some("118.7e");
    }
    Ok(Resolved {
        cost: plain,
        scope: r.scope,
        by,
    })
}

/// Remove up to `n` of kind `k`; what does not fit reduces generic instead. Returns the excess.
#[inline]
fn take(cost: &mut ManaCost, applied: &mut ManaCost, k: usize, n: u64) -> u64 {
    let have = cost.get(k);
    let took = have.min(n);
    cost.set(k, have - took);
    applied.set(k, applied.get(k) + took);
    n - took
}

/// Apply one reduction whose choices are made. Generic and snow amounts lower only generic
/// mana, never `{S}` (118.7a, 118.7g); a colored or colorless amount lowers that type and the
/// rest, or all of it when the cost has none, lowers generic (118.7b–d), unless the effect
/// reduces only colored mana; an effect that reduces only generic mana lowers generic by the
/// whole amount. Nothing goes below zero. Returns the new cost, what was removed, and the most
/// specific subrule that decided it.
///
/// CR 601.2f, 118.7, 118.7a, 118.7b, 118.7c, 118.7d, 118.7g
pub(crate) fn apply_reduction(cost: ManaCost, r: &Resolved) -> (ManaCost, ManaCost, &'static str) {
    let mut c = cost;
    let mut applied = ManaCost::ZERO;
    let red = &r.cost;
    let (mut generic, mut rule) = match r.scope {
        Scope::Generic => (red.mana_value(), "118.7a"),
        Scope::Colored => (0, "118.7"),
        Scope::Any if red.get(GENERIC) > 0 => (red.get(GENERIC), "118.7a"),
        Scope::Any => (0, r.by.unwrap_or("118.7")),
    };
    if r.scope == Scope::Any && red.get(SNOW) > 0 {
        generic = generic.saturating_add(red.get(SNOW));
        rule = "118.7g";
    }
    if r.scope != Scope::Generic {
        // Kinds COLORLESS (i = 0) then W, U, B, R, G; only the colors when scoped so.
        let first = usize::from(r.scope == Scope::Colored);
        for i in first..6 {
            let k = COLORLESS + i;
            let n = red.get(k);
            if n == 0 {
                continue;
            }
            let had = c.get(k);
            let excess = take(&mut c, &mut applied, k, n);
            if excess > 0 && r.scope == Scope::Any {
                generic = generic.saturating_add(excess);
                rule = match (had, i) {
                    (0, _) => "118.7b",
                    (_, 0) => "118.7d",
                    _ => "118.7c",
                };
            }
        }
    }
    let removed = generic.min(c.get(GENERIC));
    c.set(GENERIC, c.get(GENERIC) - removed);
    applied.set(GENERIC, applied.get(GENERIC) + removed);
    (c, applied, rule)
}

/// Phase 2: the reductions in the given order, each with the halves chosen for it, never below
/// `{0}`; then "costs at least N", then the lock. Every half given must be used.
///
/// CR 601.2f, 118.7, 118.7e
pub(crate) fn reduce_and_lock<T: Trace>(
    mut cost: ManaCost,
    reductions: &[Reduction],
    chosen: &[Half],
    minimum: Option<u64>,
    t: &mut T,
) -> Result<ManaCost, Error> {
    let before = cost;
    let mut halves = chosen.iter();
    for r in reductions {
        let resolved = if r.cost.is_plain() {
            Resolved {
                cost: r.cost,
                scope: r.scope,
                by: None,
            }
        } else {
            resolve(r, &mut halves, &cost, t)?
        };
        let (next, applied, rule) = apply_reduction(cost, &resolved);
        cost = next;
        t.step(rule, || Action::Reduce { cost: *r, applied }, &cost);
    }
    if let Some(half) = halves.next() {
        return Err(Error::ReductionHalfUnused {
            half: half.to_string(),
            count: 1 + halves.len() as u64,
        });
    }
    if !reductions.is_empty() && cost.is_zero() && !before.is_zero() {
        t.step("118.7", || Action::ReducedToZero, &cost);
    }
    cost = apply_minimum(cost, minimum, t)?;
    t.step("601.2f", || Action::Locked, &cost);
    Ok(cost)
}

/// "Costs at least N" (Trinisphere) directly affects the total cost after the reductions: if the
/// mana to pay is less than N, generic mana makes up the difference. Life paid for Phyrexian
/// symbols is not mana and does not count.
///
/// CR 601.2f
fn apply_minimum<T: Trace>(
    mut cost: ManaCost,
    minimum: Option<u64>,
    t: &mut T,
) -> Result<ManaCost, Error> {
    if let Some(n) = minimum {
        let have = cost.mana_value();
        let added = n.saturating_sub(have);
        if added > 0 {
            cost.add_kind(GENERIC, added).map_err(|_| OVERFLOW_F)?;
        }
        t.step("601.2f", || Action::Minimum { n, added }, &cost);
    }
    Ok(cost)
}

fn finish(a: &Announced, total: ManaCost) -> Total {
    Total {
        total,
        life: a.life,
        x: a.vars[0],
        y: a.vars[1],
        z: a.vars[2],
        mana_value: a.mana_value,
    }
}

fn run<T: Trace>(req: &CostRequest, t: &mut T) -> Result<Total, Error> {
    check_reductions(&req.reductions)?;
    let a = announce(req, t)?;
    let total = reduce_and_lock(a.cost, &req.reductions, &req.reduce_halves, req.minimum, t)?;
    Ok(finish(&a, total))
}

/// The total cost, with reductions in the order given. Records no trace and allocates
/// nothing: this is the hot path.
///
/// CR 601.2f
pub fn total_cost(req: &CostRequest) -> Result<Total, Error> {
    run(req, &mut ())
}

/// The total cost and every step that led to it.
///
/// CR 601.2f
pub fn total_cost_traced(req: &CostRequest) -> Result<(Total, Vec<Step>), Error> {
    let mut steps = Vec::new();
    let total = run(req, &mut steps)?;
    Ok((total, steps))
}

/// `cr cost`: the total and its trace in the JSON shape of [`CostReport`].
///
/// CR 601.2f
pub fn cost_report(req: &CostRequest) -> Result<CostReport, Error> {
    let (t, steps) = total_cost_traced(req)?;
    Ok(report(t, steps))
}

fn report(t: Total, steps: Vec<Step>) -> CostReport {
    CostReport {
        total: t.total,
        mana_value: t.mana_value,
        x: t.x,
        life: t.life,
        steps,
    }
}

/// The cheapest order of reductions and the cheapest halves for their hybrid symbols.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BestOrder {
    /// Indices into [`CostRequest::reductions`], in the order to apply them.
    pub order: Vec<usize>,
    /// The half for each hybrid symbol of the reductions, in the order the reductions were
    /// given (the halves given first, then those chosen).
    pub halves: Vec<Half>,
    /// Whether the order given is already among the cheapest (then `order` is `0, 1, …`).
    pub given_is_best: bool,
    /// Whether, with the halves chosen, different orders lead to different totals.
    pub order_mattered: bool,
    /// Whether, in the order chosen, different halves lead to different totals.
    pub halves_mattered: bool,
    /// Every distinct total some order and some halves reach, ascending.
    pub outcomes: Vec<ManaCost>,
    /// The computation in the best order with the best halves, with its trace.
    pub report: CostReport,
    /// The request that computation answers: the reductions in the best order, every half.
    #[serde(skip)]
    pub request: CostRequest,
}

/// Cheapest first: less mana, then fewer colored symbols, then a fixed total order.
fn key(c: &ManaCost) -> (u64, u64, ManaCost) {
    (c.mana_value(), c.colored_count(), *c)
}

fn cheap(c: &ManaCost) -> (u64, u64) {
    (c.mana_value(), c.colored_count())
}

/// One way to apply a reduction: its choices made, and the halves that made them.
#[derive(Clone, Debug)]
struct Variant {
    resolved: Resolved,
    halves: Vec<Half>,
}

/// Every distinct way to apply each reduction: the halves given (in order, from the first
/// hybrid symbol of the first reduction) are kept, the other hybrid symbols take either half.
fn variants(req: &CostRequest) -> Result<Vec<Vec<Variant>>, Error> {
    let mut given = req.reduce_halves.iter();
    let mut all = Vec::with_capacity(req.reductions.len());
    let mut combos: u64 = 1;
    for r in &req.reductions {
        let symbols: Vec<(Half, Half)> = r.choices().map(|(_, a, b)| (a, b)).collect();
        let fixed: Vec<Half> = given.by_ref().take(symbols.len()).copied().collect();
        let free = symbols.len() - fixed.len();
        combos = combos.saturating_mul(1u64 << free.min(63));
        if combos > 1u64 << MAX_SEARCH_REDUCTIONS {
            return Err(Error::TooManyReductions {
                count: req.reductions.len() as u64,
                max: MAX_SEARCH_REDUCTIONS as u64,
            });
        }
        let mut out: Vec<Variant> = Vec::new();
        for bits in 0..(1u64 << free) {
            let mut halves = fixed.clone();
            for (j, &(a, b)) in symbols[fixed.len()..].iter().enumerate() {
                halves.push(if bits >> j & 1 == 0 { a } else { b });
            }
            let resolved = resolve(r, &mut halves.iter(), &ManaCost::ZERO, &mut ())?;
            if !out.iter().any(|v| v.resolved == resolved) {
                out.push(Variant { resolved, halves });
            }
        }
        all.push(out);
    }
    if let Some(half) = given.next() {
        return Err(Error::ReductionHalfUnused {
            half: half.to_string(),
            count: 1 + given.len() as u64,
        });
    }
    Ok(all)
}

/// The steps of a search: which reduction, in which variant.
type Path = Vec<(usize, usize)>;

/// The cheapest total found so far, with its rank and the path that reaches it.
type Best = Option<((u64, u64, ManaCost), Path)>;

/// A search's findings: every total reached, and one (order, variant of each reduction) that
/// reaches the cheapest.
struct Found {
    outcomes: BTreeSet<ManaCost>,
    order: Vec<usize>,
    variant: Vec<usize>,
}

fn found(outcomes: BTreeSet<ManaCost>, best: Best, n: usize) -> Found {
    let path = best.map(|(_, p)| p).unwrap_or_default();
    let mut variant = vec![0; n];
    for &(i, j) in &path {
        variant[i] = j;
    }
    Found {
        outcomes,
        order: path.iter().map(|&(i, _)| i).collect(),
        variant,
    }
}

/// The totals from applying every reduction in `order`, each in every variant.
fn outcomes_in_order(
    start: ManaCost,
    order: &[usize],
    vars: &[Vec<Variant>],
    minimum: Option<u64>,
) -> BTreeSet<ManaCost> {
    let mut states = BTreeSet::from([start]);
    for &i in order {
        states = states
            .iter()
            .flat_map(|c| vars[i].iter().map(|v| apply_reduction(*c, &v.resolved).0))
            .collect();
    }
    states.into_iter().map(|c| locked(c, minimum)).collect()
}

/// Shared setup and conclusion of both searches.
fn search(
    req: &CostRequest,
    find: impl FnOnce(&ManaCost, &[Vec<Variant>]) -> Found,
) -> Result<BestOrder, Error> {
    check_reductions(&req.reductions)?;
    let n = req.reductions.len();
    if n > MAX_SEARCH_REDUCTIONS {
        return Err(Error::TooManyReductions {
            count: n as u64,
            max: MAX_SEARCH_REDUCTIONS as u64,
        });
    }
    let a = announce(req, &mut ())?;
    let vars = variants(req)?;
    let found = find(&a.cost, &vars);
    let Found {
        outcomes,
        order: best_order,
        variant,
    } = found;
    let pick = |order: &[usize]| -> Vec<Half> {
        order
            .iter()
            .flat_map(|&i| vars[i][variant[i]].halves.iter().copied())
            .collect()
    };
    let given: Vec<usize> = (0..n).collect();
    let best = outcomes.iter().min_by_key(|c| key(c)).copied();
    let mut ordered = req.clone();
    ordered.reduce_halves = pick(&given);
    let given_total = reduce_and_lock(
        a.cost,
        &req.reductions,
        &ordered.reduce_halves,
        req.minimum,
        &mut (),
    )?;
    let given_is_best = best.is_none_or(|b| cheap(&given_total) == cheap(&b));
    let order = if given_is_best { given } else { best_order };
    let fixed: Vec<Vec<Variant>> = (0..n).map(|i| vec![vars[i][variant[i]].clone()]).collect();
    let order_mattered = subset_search(&a.cost, &fixed, req.minimum).outcomes.len() > 1;
    let halves_mattered = outcomes_in_order(a.cost, &order, &vars, req.minimum).len() > 1;
    ordered.reductions = order.iter().map(|&i| req.reductions[i]).collect();
    ordered.reduce_halves = pick(&order);
    let (t, steps) = total_cost_traced(&ordered)?;
    Ok(BestOrder {
        request: ordered,
        order,
        halves: pick(&(0..n).collect::<Vec<_>>()),
        given_is_best,
        order_mattered,
        halves_mattered,
        outcomes: outcomes.into_iter().collect(),
        report: report(t, steps),
    })
}

fn locked(cost: ManaCost, minimum: Option<u64>) -> ManaCost {
    // The minimum adds at most u64::MAX - mana value; on overflow keep the cost (the final
    // computation in `search` reports the error).
    apply_minimum(cost, minimum, &mut ()).unwrap_or(cost)
}

/// The states reachable after applying each subset of the reductions, each in each of its
/// variants, deduplicated, so equal intermediate costs are expanded once.
fn subset_search(start: &ManaCost, vars: &[Vec<Variant>], minimum: Option<u64>) -> Found {
    let n = vars.len();
    // states[mask] = distinct costs after applying the reductions in mask, with one path
    // (reduction, variant) reaching each.
    let mut states: Vec<Vec<(ManaCost, Path)>> = vec![Vec::new(); 1 << n];
    states[0].push((*start, Vec::new()));
    for mask in 0..(1usize << n) {
        if mask == (1 << n) - 1 {
            break;
        }
        let here = std::mem::take(&mut states[mask]);
        for (cost, path) in &here {
            for (i, vs) in vars.iter().enumerate() {
                if mask & (1 << i) != 0 {
                    continue;
                }
                for (j, v) in vs.iter().enumerate() {
                    let (next, _, _) = apply_reduction(*cost, &v.resolved);
                    let slot = &mut states[mask | (1 << i)];
                    if !slot.iter().any(|(c, _)| *c == next) {
                        let mut p = path.clone();
                        p.push((i, j));
                        slot.push((next, p));
                    }
                }
            }
        }
    }
    let finals = std::mem::take(&mut states[(1 << n) - 1]);
    let mut outcomes = BTreeSet::new();
    let mut best: Best = None;
    for (cost, path) in finals {
        let f = locked(cost, minimum);
        outcomes.insert(f);
        if best.as_ref().is_none_or(|(k, _)| key(&f) < *k) {
            best = Some((key(&f), path));
        }
    }
    found(outcomes, best, n)
}

/// The cheapest order of the reductions (601.2f: "the player may apply them in any order") and
/// the cheapest half for each hybrid symbol of them the player did not choose (118.7e), by a
/// search over subsets. It finds exactly the totals the brute force over every permutation and
/// every half finds (a property test checks it), in time 2^n times the number of distinct
/// states rather than n!.
///
/// CR 601.2f, 118.7e
pub fn best_order(req: &CostRequest) -> Result<BestOrder, Error> {
    search(req, |start, vars| subset_search(start, vars, req.minimum))
}

/// The same search by brute force over every permutation and every variant (depth-first,
/// sharing prefixes). The reference for [`best_order`]; n! grows fast.
///
/// CR 601.2f
pub fn best_order_brute_force(req: &CostRequest) -> Result<BestOrder, Error> {
    search(req, |start, vars| {
        struct Dfs<'a> {
            vars: &'a [Vec<Variant>],
            minimum: Option<u64>,
            path: Path,
            outcomes: BTreeSet<ManaCost>,
            best: Best,
        }
        fn go(d: &mut Dfs<'_>, cost: ManaCost, used: u32) {
            if d.path.len() == d.vars.len() {
                let f = locked(cost, d.minimum);
                d.outcomes.insert(f);
                if d.best.as_ref().is_none_or(|(k, _)| key(&f) < *k) {
                    d.best = Some((key(&f), d.path.clone()));
                }
                return;
            }
            for i in 0..d.vars.len() {
                if used & (1 << i) != 0 {
                    continue;
                }
                for j in 0..d.vars[i].len() {
                    let (next, _, _) = apply_reduction(cost, &d.vars[i][j].resolved);
                    d.path.push((i, j));
                    go(d, next, used | (1 << i));
                    d.path.pop();
                }
            }
        }
        let mut d = Dfs {
            vars,
            minimum: req.minimum,
            path: Vec::with_capacity(vars.len()),
            outcomes: BTreeSet::new(),
            best: None,
        };
        go(&mut d, *start, 0);
        found(d.outcomes, d.best, vars.len())
    })
}
