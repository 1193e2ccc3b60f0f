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
//! X keeps its announced value: reductions lower what is paid, never X. Symbols the player left
//! unannounced (hybrid or Phyrexian) stay in the total as they are, and reductions do not touch
//! them; the casting model refuses them at 601.2b.
//!
//! A hybrid reduction (118.7e) lets the player choose a half; the engine chooses the half that
//! removes more mana, and on a tie the half that matches a colored or colorless symbol of the
//! cost (colored mana is the harder to pay). To force a half, give that half as the reduction.
//! This choice makes the order of reductions matter, which [`best_order`] searches.

use super::error::Error;
use super::mana::{
    COLORED0, COLORLESS, GENERIC, HPHYR0, HYBRID0, Half, KINDS, ManaCost, ManaSymbol, PHYR0, SNOW,
    VAR0, Variable, halves,
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
    /// The spell's mana cost (`MANA_COST`).
    pub mana_cost: ManaCost,
    /// Alternative costs announced (`--alternative`); more than one is an error (601.2b).
    pub alternatives: Vec<ManaCost>,
    /// Additional costs (`--additional`; multikicker has `times > 1`).
    pub additional: Vec<AdditionalCost>,
    /// Cost increases (`--increase`).
    pub increases: Vec<ManaCost>,
    /// Cost reductions, applied in this order (`--reduce`).
    pub reductions: Vec<ManaCost>,
    /// "Costs at least N" (`--minimum`), such as Trinisphere's 3.
    pub minimum: Option<u64>,
    /// The announced value of X (`--x`); `None` is 0 if there is an X.
    pub x: Option<u64>,
    /// The announced value of Y (107.3p).
    pub y: Option<u64>,
    /// The announced value of Z.
    pub z: Option<u64>,
    /// A nonhybrid half for each hybrid symbol (`--hybrid`), in canonical order: each choice
    /// goes to the first remaining hybrid symbol that has that half.
    pub hybrid: Vec<Half>,
    /// Life or mana for each Phyrexian symbol in canonical order (`--phyrexian`).
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
/// Phyrexian and hybrid symbols.
///
/// CR 601.2b, 601.2f, 107.3a, 107.3b
pub(crate) fn announce<T: Trace>(req: &CostRequest, t: &mut T) -> Result<Announced, Error> {
    if let [first, second, ..] = req.alternatives.as_slice() {
        return Err(Error::TwoAlternativeCosts {
            first: first.to_string(),
            second: second.to_string(),
        });
    }
    let alternative = req.alternatives.first();
    let (from, mut cost) = match alternative {
        Some(a) => (CostSource::Alternative, *a),
        None => (CostSource::ManaCost, req.mana_cost),
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
    let [x, y, z] = vars;
    let mana_value = req
        .mana_cost
        .mana_value_on_stack(x.unwrap_or(0), y.unwrap_or(0), z.unwrap_or(0))
        .map_err(|_| Error::Overflow { rule: "202.3e" })?;
    Ok(Announced {
        cost,
        life,
        vars,
        mana_value,
    })
}

/// The value of each variable replaces every copy of it as generic mana; reductions later lower
/// that generic mana, never the value itself. With an alternative cost that has no X, the only
/// legal X is 0.
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
        let forced_zero =
            alternative.is_some_and(|a| !a.has_variable(v) && req.mana_cost.has_variable(v));
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
        let n = value.unwrap_or(0);
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
pub(crate) fn check_reductions(reductions: &[ManaCost]) -> Result<(), Error> {
    for r in reductions {
        if Variable::ALL.iter().any(|&v| r.has_variable(v)) {
            return Err(Error::VariableInReduction {
                cost: r.to_string(),
            });
        }
    }
    Ok(())
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

/// How much a half would remove from `cost` now.
#[inline]
fn half_removes(cost: &ManaCost, half: Half) -> (u64, bool) {
    let generic = cost.get(GENERIC);
    match half {
        Half::Generic(n) => (generic.min(n), false),
        Half::Color(c) => {
            let k = ManaSymbol::Colored(c).kind();
            (u64::from(cost.get(k) > 0 || generic > 0), cost.get(k) > 0)
        }
        Half::Colorless => (
            u64::from(cost.get(COLORLESS) > 0 || generic > 0),
            cost.get(COLORLESS) > 0,
        ),
    }
}

/// Apply one reduction. Generic and snow reductions lower only generic mana, never `{S}` (118.7a,
/// 118.7g); a colored or colorless reduction lowers that type and the rest, or all of it when the
/// cost has none, lowers generic (118.7b–d); a Phyrexian reduction is one mana of its color
/// (118.7f); a hybrid reduction takes the half the player chooses (118.7e, see the module
/// docs). Nothing goes below zero. Returns the new cost, what was removed, and the most specific
/// subrule that applied. Reductions must have passed [`check_reductions`].
///
/// CR 601.2f, 118.7a, 118.7b, 118.7c, 118.7d, 118.7e, 118.7f, 118.7g
pub(crate) fn apply_reduction(cost: ManaCost, r: &ManaCost) -> (ManaCost, ManaCost, &'static str) {
    let mut c = cost;
    let mut applied = ManaCost::ZERO;
    let mut generic = r.get(GENERIC);
    let mut rule = if generic > 0 { "118.7a" } else { "601.2f" };
    if r.get(SNOW) > 0 {
        generic = generic.saturating_add(r.get(SNOW));
        rule = "118.7g";
    }
    for i in 0..6 {
        // Kinds COLORLESS (i = 0) then W, U, B, R, G.
        let k = COLORLESS + i;
        let mut n = r.get(k);
        if i > 0 && r.get(PHYR0 + i - 1) > 0 {
            n = n.saturating_add(r.get(PHYR0 + i - 1));
            rule = "118.7f";
        }
        if n == 0 {
            continue;
        }
        let had = c.get(k);
        let excess = take(&mut c, &mut applied, k, n);
        if excess > 0 {
            generic = generic.saturating_add(excess);
            if rule != "118.7f" {
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
    // Hybrid reductions, one symbol at a time (hybrid Phyrexian as its hybrid pair, 118.7e).
    if !r.has_any(HYBRID0, PHYR0) && !r.has_any(HPHYR0, KINDS) {
        return (c, applied, rule);
    }
    for k in HYBRID0..PHYR0 {
        let n = r.get(k).saturating_add(if k < HYBRID0 + 10 {
            r.get(HPHYR0 + (k - HYBRID0))
        } else {
            0
        });
        if n == 0 {
            continue;
        }
        rule = "118.7e";
        let Some((a, b)) = halves(k) else { continue };
        for _ in 0..n {
            let (ra, ma) = half_removes(&c, a);
            let (rb, mb) = half_removes(&c, b);
            if ra == 0 && rb == 0 {
                break;
            }
            let half = if ra > rb || (ra == rb && (ma || !mb)) {
                a
            } else {
                b
            };
            match half {
                Half::Generic(g) => {
                    let took = c.get(GENERIC).min(g);
                    c.set(GENERIC, c.get(GENERIC) - took);
                    applied.set(GENERIC, applied.get(GENERIC) + took);
                }
                h => {
                    let kk = h.symbol().kind();
                    if take(&mut c, &mut applied, kk, 1) > 0 && c.get(GENERIC) > 0 {
                        c.set(GENERIC, c.get(GENERIC) - 1);
                        applied.set(GENERIC, applied.get(GENERIC) + 1);
                    }
                }
            }
        }
    }
    (c, applied, rule)
}

/// Phase 2: the reductions in the given order, never below `{0}`, then "costs at least N", then
/// the lock.
///
/// CR 601.2f, 118.7
pub(crate) fn reduce_and_lock<'a, T: Trace>(
    mut cost: ManaCost,
    reductions: impl IntoIterator<Item = &'a ManaCost>,
    minimum: Option<u64>,
    t: &mut T,
) -> Result<ManaCost, Error> {
    let before = cost;
    let mut any = false;
    for r in reductions {
        let (next, applied, rule) = apply_reduction(cost, r);
        cost = next;
        any = true;
        t.step(rule, || Action::Reduce { cost: *r, applied }, &cost);
    }
    if any && cost.is_zero() && !before.is_zero() {
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
    let total = reduce_and_lock(a.cost, &req.reductions, req.minimum, t)?;
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

/// The cheapest order of reductions.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BestOrder {
    /// Indices into [`CostRequest::reductions`], in the order to apply them.
    pub order: Vec<usize>,
    /// Whether the order given is already among the cheapest (then `order` is `0, 1, …`).
    pub given_is_best: bool,
    /// Whether different orders lead to different totals.
    pub order_mattered: bool,
    /// Every distinct total some order reaches, ascending.
    pub outcomes: Vec<ManaCost>,
    /// The computation in the best order, with its trace.
    pub report: CostReport,
}

/// Cheapest first: less mana, then fewer colored symbols, then a fixed total order.
fn key(c: &ManaCost) -> (u64, u64, ManaCost) {
    (c.mana_value(), c.colored_count(), *c)
}

fn cheap(c: &ManaCost) -> (u64, u64) {
    (c.mana_value(), c.colored_count())
}

/// Shared setup and conclusion of both searches.
fn search(
    req: &CostRequest,
    outcomes_and_path: impl FnOnce(&ManaCost, &[ManaCost]) -> (BTreeSet<ManaCost>, Vec<usize>),
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
    let given = reduce_and_lock(a.cost, &req.reductions, req.minimum, &mut ())?;
    let (outcomes, best_path) = outcomes_and_path(&a.cost, &req.reductions);
    let best = outcomes
        .iter()
        .min_by_key(|c| key(c))
        .copied()
        .unwrap_or(given);
    let given_is_best = cheap(&given) == cheap(&best);
    let order: Vec<usize> = if given_is_best {
        (0..n).collect()
    } else {
        best_path
    };
    let mut ordered = req.clone();
    ordered.reductions = order.iter().map(|&i| req.reductions[i]).collect();
    let (t, steps) = total_cost_traced(&ordered)?;
    Ok(BestOrder {
        order,
        given_is_best,
        order_mattered: outcomes.len() > 1,
        outcomes: outcomes.into_iter().collect(),
        report: report(t, steps),
    })
}

fn locked(cost: ManaCost, minimum: Option<u64>) -> ManaCost {
    // The minimum adds at most u64::MAX - mana value; on overflow keep the cost (the final
    // computation in `search` reports the error).
    apply_minimum(cost, minimum, &mut ()).unwrap_or(cost)
}

/// The cheapest order of the reductions (601.2f: "the player may apply them in any order"), by
/// a search over subsets: the states reachable after applying each subset of the reductions,
/// deduplicated, so equal intermediate costs are expanded once. It finds exactly the totals the
/// brute force over every permutation finds (a property test checks it), in time 2^n times the
/// number of distinct states rather than n!.
///
/// CR 601.2f, 118.7e
pub fn best_order(req: &CostRequest) -> Result<BestOrder, Error> {
    search(req, |start, reds| {
        let n = reds.len();
        let minimum = req.minimum;
        // states[mask] = distinct costs after applying the reductions in mask, with one order
        // reaching each.
        let mut states: Vec<Vec<(ManaCost, Vec<u8>)>> = vec![Vec::new(); 1 << n];
        states[0].push((*start, Vec::new()));
        for mask in 0..(1usize << n) {
            let here = std::mem::take(&mut states[mask]);
            if mask == (1 << n) - 1 {
                states[mask] = here;
                break;
            }
            for (cost, path) in &here {
                for (i, r) in reds.iter().enumerate() {
                    if mask & (1 << i) != 0 {
                        continue;
                    }
                    let (next, _, _) = apply_reduction(*cost, r);
                    let slot = &mut states[mask | (1 << i)];
                    if !slot.iter().any(|(c, _)| *c == next) {
                        let mut p = path.clone();
                        p.push(i as u8);
                        slot.push((next, p));
                    }
                }
            }
        }
        let finals = std::mem::take(&mut states[(1 << n) - 1]);
        let mut outcomes = BTreeSet::new();
        let mut best: Option<((u64, u64, ManaCost), Vec<usize>)> = None;
        for (cost, path) in finals {
            let f = locked(cost, minimum);
            outcomes.insert(f);
            if best.as_ref().is_none_or(|(k, _)| key(&f) < *k) {
                best = Some((key(&f), path.iter().map(|&i| usize::from(i)).collect()));
            }
        }
        (outcomes, best.map(|(_, p)| p).unwrap_or_default())
    })
}

/// The same search by brute force over every permutation (depth-first, sharing prefixes). The
/// reference for [`best_order`]; n! grows fast.
///
/// CR 601.2f
pub fn best_order_brute_force(req: &CostRequest) -> Result<BestOrder, Error> {
    search(req, |start, reds| {
        struct Dfs<'a> {
            reds: &'a [ManaCost],
            minimum: Option<u64>,
            path: Vec<usize>,
            outcomes: BTreeSet<ManaCost>,
            best: Option<((u64, u64, ManaCost), Vec<usize>)>,
        }
        fn go(d: &mut Dfs<'_>, cost: ManaCost, used: u32) {
            if d.path.len() == d.reds.len() {
                let f = locked(cost, d.minimum);
                d.outcomes.insert(f);
                if d.best.as_ref().is_none_or(|(k, _)| key(&f) < *k) {
                    d.best = Some((key(&f), d.path.clone()));
                }
                return;
            }
            for i in 0..d.reds.len() {
                if used & (1 << i) != 0 {
                    continue;
                }
                let (next, _, _) = apply_reduction(cost, &d.reds[i]);
                d.path.push(i);
                go(d, next, used | (1 << i));
                d.path.pop();
            }
        }
        let mut d = Dfs {
            reds,
            minimum: req.minimum,
            path: Vec::with_capacity(reds.len()),
            outcomes: BTreeSet::new(),
            best: None,
        };
        go(&mut d, *start, 0);
        (d.outcomes, d.best.map(|(_, p)| p).unwrap_or_default())
    })
}
