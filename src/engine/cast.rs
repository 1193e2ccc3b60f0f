//! Casting a spell (CR 601.2a–i) as a sequence of typed steps over a small [`Game`]: the hand,
//! the stack, the battlefield (targets and mana sources), the players, a mana pool and a life
//! total.
//!
//! [`Game::cast`] performs, in order: the proposal (601.2a, the card moves to the stack), the
//! announcements (601.2b), the targets (601.2c), the division (601.2d), the legality check
//! (601.2e), the total cost (601.2f, through [`super::cost`]), the mana-ability window (601.2g),
//! the payment (601.2h) and the spell becoming cast (601.2i). If a step cannot be completed the
//! casting is illegal and the game returns to the moment before the proposal (601.2, 732.1):
//! `cast` restores a snapshot taken before 601.2a, so the game is exactly as it was, and the
//! error names the subrule.

use super::cost::{
    AdditionalCost, CostRequest, PhyrexianChoice, announce, best_order, check_reductions,
    reduce_and_lock,
};
use super::error::Error;
use super::mana::{COLORLESS, GENERIC, Half, ManaCost, Reduction, SNOW, Variable};
use super::trace::{Action, Step};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::collections::{BTreeMap, BTreeSet};

/// When the spell may be cast (307.1 for sorcery speed).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Speed {
    #[default]
    Instant,
    Sorcery,
}

/// An alternative or additional cost the spell offers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NamedCost {
    pub name: String,
    pub cost: ManaCost,
    /// Whether it may be paid any number of times (multikicker).
    #[serde(default)]
    pub repeatable: bool,
}

/// What an instance of the word "target" may choose (115.4 for "any target").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum TargetKind {
    /// A creature, player, planeswalker or battle (115.4).
    #[default]
    Any,
    Creature,
    Permanent,
    Player,
    /// A spell on the stack other than this one (115.5).
    Spell,
}

fn one() -> u64 {
    1
}

/// One instance of the word "target" on the spell.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TargetSpec {
    /// A name for this instance, used by the announcements.
    pub name: String,
    #[serde(default)]
    pub kind: TargetKind,
    /// Fewest targets ("up to N" has 0).
    #[serde(default = "one")]
    pub min: u64,
    /// Most targets.
    #[serde(default = "one")]
    pub max: u64,
    /// Required only if this mode, alternative or additional cost was chosen (601.2c).
    #[serde(default)]
    pub requires: Option<String>,
}

/// An amount to divide among the targets (601.2d): a number or a variable.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Amount {
    Fixed(u64),
    Variable(Variable),
}

/// The spell as printed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Spell {
    pub name: String,
    /// `"none"` for a card with no mana cost (118.6).
    #[serde(with = "super::mana::optional_cost")]
    pub mana_cost: Option<ManaCost>,
    #[serde(default)]
    pub speed: Speed,
    /// Modes of a modal spell (700.2); empty if not modal.
    #[serde(default)]
    pub modes: Vec<String>,
    /// How many modes to choose.
    #[serde(default = "one")]
    pub modes_to_choose: u64,
    #[serde(default)]
    pub alternative_costs: Vec<NamedCost>,
    #[serde(default)]
    pub additional_costs: Vec<NamedCost>,
    #[serde(default)]
    pub targets: Vec<TargetSpec>,
    /// An amount divided among the targets (601.2d).
    #[serde(default)]
    pub divide: Option<Amount>,
}

/// An additional cost the player intends to pay, `times` times.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "AdditionalRepr")]
pub struct AdditionalChoice {
    pub name: String,
    pub times: u64,
}

#[derive(Deserialize)]
#[serde(untagged)]
enum AdditionalRepr {
    Name(String),
    Full {
        name: String,
        #[serde(default = "one")]
        times: u64,
    },
}

impl From<AdditionalRepr> for AdditionalChoice {
    fn from(r: AdditionalRepr) -> Self {
        match r {
            AdditionalRepr::Name(name) => AdditionalChoice { name, times: 1 },
            AdditionalRepr::Full { name, times } => AdditionalChoice { name, times },
        }
    }
}

/// The player's choices for one casting.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Announcements {
    pub modes: Vec<String>,
    /// Names of alternative costs; at most one is legal (601.2b).
    pub alternatives: Vec<String>,
    pub additional: Vec<AdditionalChoice>,
    pub x: Option<u64>,
    pub y: Option<u64>,
    pub z: Option<u64>,
    pub hybrid: Vec<Half>,
    pub phyrexian: Vec<PhyrexianChoice>,
    /// The half chosen for each hybrid symbol of the reductions as it is applied (118.7e).
    pub reduce_halves: Vec<Half>,
    /// For each instance of "target" (by name), the chosen objects or players.
    pub targets: BTreeMap<String, Vec<String>>,
    /// For each target, its share of the division.
    pub division: BTreeMap<String, u64>,
    /// Mana sources whose mana abilities are activated at 601.2g.
    pub mana_abilities: Vec<String>,
    /// Apply the reductions in the cheapest order, with the cheapest halves for the hybrid
    /// symbols no half was given for, instead of the order given.
    pub best_order: bool,
}

/// A permanent on the battlefield: a possible target and possibly a mana source.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Permanent {
    pub id: String,
    #[serde(default)]
    pub types: Vec<String>,
    /// The mana its mana ability adds, if it has one.
    #[serde(default)]
    pub mana: Option<ManaCost>,
    /// A snow source (its mana can pay `{S}`, 107.4h).
    #[serde(default)]
    pub snow: bool,
    #[serde(default)]
    pub tapped: bool,
}

/// Mana in a pool, by type: `{C}` then `{W}{U}{B}{R}{G}`. Written as a cost string such as
/// `{R}{R}{C}`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ManaPool {
    amounts: [u64; 6],
}

impl ManaPool {
    /// A pool holding the mana of `cost`, which may contain only `{C}` and colored symbols.
    pub fn from_cost(cost: &ManaCost) -> Option<ManaPool> {
        let mut amounts = [0; 6];
        for (i, slot) in amounts.iter_mut().enumerate() {
            *slot = cost.get(COLORLESS + i);
        }
        (ManaPool { amounts }.to_cost() == *cost).then_some(ManaPool { amounts })
    }

    /// The pool as a cost string (`{0}` when empty).
    pub fn to_cost(&self) -> ManaCost {
        let mut c = ManaCost::ZERO;
        for (i, &n) in self.amounts.iter().enumerate() {
            c.set(COLORLESS + i, n);
        }
        c
    }

    /// Total mana in the pool (saturating).
    pub fn total(&self) -> u64 {
        self.amounts.iter().fold(0u64, |a, &b| a.saturating_add(b))
    }

    fn add(&mut self, mana: &ManaCost) -> Result<(), Error> {
        for (i, slot) in self.amounts.iter_mut().enumerate() {
            *slot = slot
                .checked_add(mana.get(COLORLESS + i))
                .ok_or(Error::Overflow { rule: "601.2g" })?;
        }
        Ok(())
    }
}

impl Serialize for ManaPool {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.to_cost().serialize(s)
    }
}

impl<'de> Deserialize<'de> for ManaPool {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let cost = ManaCost::deserialize(d)?;
        ManaPool::from_cost(&cost).ok_or_else(|| {
            serde::de::Error::custom(
                "engine-error-pool-symbol: a pool holds only {C} and {W}{U}{B}{R}{G}",
            )
        })
    }
}

/// Effects that change what spells cost (their source is left abstract).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct CostEffects {
    pub increases: Vec<ManaCost>,
    /// Applied in this order unless the player asks for the best order.
    pub reductions: Vec<Reduction>,
    /// "Costs at least N" (Trinisphere).
    pub minimum: Option<u64>,
}

/// A spell on the stack.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct StackObject {
    pub card: String,
    /// Whether it has become cast (601.2i); false while being cast.
    pub cast: bool,
    pub modes: Vec<String>,
    pub x: Option<u64>,
    pub targets: BTreeMap<String, Vec<String>>,
    pub division: BTreeMap<String, u64>,
    /// The locked-in total cost (601.2f).
    pub total_cost: Option<ManaCost>,
    pub life_paid: u64,
    pub mana_value: u64,
}

/// The state casting reads and changes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Game {
    pub hand: Vec<String>,
    /// Bottom first; the last element is the topmost object.
    pub stack: Vec<StackObject>,
    pub battlefield: Vec<Permanent>,
    pub players: Vec<String>,
    pub pool: ManaPool,
    /// Mana in the pool that a snow source produced.
    pub snow_pool: ManaPool,
    pub life: i64,
    pub main_phase: bool,
    pub own_turn: bool,
    pub effects: CostEffects,
}

impl Default for Game {
    fn default() -> Self {
        Game {
            hand: Vec::new(),
            stack: Vec::new(),
            battlefield: Vec::new(),
            players: vec!["you".into(), "opponent".into()],
            pool: ManaPool::default(),
            snow_pool: ManaPool::default(),
            life: 20,
            main_phase: true,
            own_turn: true,
            effects: CostEffects::default(),
        }
    }
}

/// A successful casting: the steps and the locked-in total.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CastOutcome {
    pub steps: Vec<Step>,
    pub total: ManaCost,
    pub life_paid: u64,
    pub x: Option<u64>,
    pub mana_value: u64,
}

/// Working data carried from one step to the next.
struct Casting<'a> {
    spell: &'a Spell,
    ann: &'a Announcements,
    steps: Vec<Step>,
    current: ManaCost,
    chosen: BTreeSet<&'a str>,
    request: CostRequest,
}

impl Casting<'_> {
    fn step(&mut self, rule: &'static str, action: Action) {
        self.steps.push(Step {
            rule,
            action,
            cost_after: self.current,
        });
    }
}

impl Game {
    /// Cast `spell` with the player's announcements. On success the spell is the topmost object
    /// of the stack, cast, and the costs are paid. On failure the game is exactly as before and
    /// the error names the subrule.
    ///
    /// CR 601.2, 601.2a, 601.2i
    pub fn cast(&mut self, spell: &Spell, ann: &Announcements) -> Result<CastOutcome, Error> {
        let snapshot = self.clone();
        let result = self.cast_steps(spell, ann);
        if result.is_err() {
            *self = snapshot;
        }
        result
    }

    fn cast_steps(&mut self, spell: &Spell, ann: &Announcements) -> Result<CastOutcome, Error> {
        let mut c = Casting {
            spell,
            ann,
            steps: Vec::new(),
            current: spell.mana_cost.unwrap_or(ManaCost::ZERO),
            chosen: BTreeSet::new(),
            request: CostRequest::default(),
        };
        self.propose(&mut c)?;
        self.announce(&mut c)?;
        self.choose_targets(&mut c)?;
        self.divide(&mut c)?;
        self.check_legality(&mut c)?;
        let (total, life, x, mana_value) = self.determine_total(&mut c)?;
        self.mana_abilities(&mut c)?;
        self.pay(&mut c, &total, life)?;
        self.become_cast(&mut c);
        Ok(CastOutcome {
            steps: c.steps,
            total,
            life_paid: life,
            x,
            mana_value,
        })
    }

    /// The card moves from the hand to the stack and becomes the topmost object.
    ///
    /// CR 601.2a
    fn propose(&mut self, c: &mut Casting<'_>) -> Result<(), Error> {
        let name = &c.spell.name;
        let Some(i) = self.hand.iter().position(|h| h == name) else {
            return Err(Error::CardNotInHand { card: name.clone() });
        };
        self.hand.remove(i);
        self.stack.push(StackObject {
            card: name.clone(),
            ..StackObject::default()
        });
        c.step("601.2a", Action::Propose { card: name.clone() });
        Ok(())
    }

    /// Modes, alternative and additional costs, X, hybrid and Phyrexian choices. At most one
    /// alternative cost; every hybrid and Phyrexian symbol needs a choice.
    ///
    /// CR 601.2b, 700.2a, 700.2d
    fn announce(&mut self, c: &mut Casting<'_>) -> Result<(), Error> {
        let (spell, ann) = (c.spell, c.ann);
        if !spell.modes.is_empty() || !ann.modes.is_empty() {
            let got = ann.modes.len() as u64;
            if got != spell.modes_to_choose || spell.modes.is_empty() {
                return Err(Error::WrongModeCount {
                    expected: if spell.modes.is_empty() {
                        0
                    } else {
                        spell.modes_to_choose
                    },
                    got,
                });
            }
            for m in &ann.modes {
                if !spell.modes.contains(m) {
                    return Err(Error::UnknownMode { mode: m.clone() });
                }
                if !c.chosen.insert(m) {
                    return Err(Error::DuplicateMode { mode: m.clone() });
                }
                c.step("601.2b", Action::AnnounceMode { mode: m.clone() });
            }
        }
        if let [first, second, ..] = ann.alternatives.as_slice() {
            return Err(Error::TwoAlternativeCosts {
                first: first.clone(),
                second: second.clone(),
            });
        }
        let mut req = CostRequest {
            mana_cost: spell.mana_cost,
            x: ann.x,
            y: ann.y,
            z: ann.z,
            hybrid: ann.hybrid.clone(),
            phyrexian: ann.phyrexian.clone(),
            reduce_halves: ann.reduce_halves.clone(),
            increases: self.effects.increases.clone(),
            reductions: self.effects.reductions.clone(),
            minimum: self.effects.minimum,
            ..CostRequest::default()
        };
        for name in &ann.alternatives {
            let Some(nc) = spell.alternative_costs.iter().find(|a| &a.name == name) else {
                return Err(Error::UnknownCost { name: name.clone() });
            };
            req.alternatives.push(nc.cost);
            c.chosen.insert(&nc.name);
            c.step(
                "601.2b",
                Action::AnnounceAlternative {
                    name: name.clone(),
                    cost: nc.cost,
                },
            );
        }
        for choice in &ann.additional {
            let Some(nc) = spell
                .additional_costs
                .iter()
                .find(|a| a.name == choice.name)
            else {
                return Err(Error::UnknownCost {
                    name: choice.name.clone(),
                });
            };
            let already = ann
                .additional
                .iter()
                .take_while(|a| !std::ptr::eq(*a, choice))
                .filter(|a| a.name == choice.name)
                .count() as u64;
            if !nc.repeatable && (choice.times != 1 || already > 0) {
                return Err(Error::CostNotRepeatable {
                    name: nc.name.clone(),
                    times: choice.times.saturating_add(already),
                });
            }
            req.additional.push(AdditionalCost {
                cost: nc.cost,
                times: choice.times,
            });
            c.chosen.insert(&nc.name);
            c.step(
                "601.2b",
                Action::AnnounceAdditional {
                    name: nc.name.clone(),
                    cost: nc.cost,
                    times: choice.times,
                },
            );
        }
        check_reductions(&req.reductions)?;
        // Validate X, hybrid and Phyrexian announcements now; 601.2f replays them with a trace.
        let a = announce(&req, &mut ())?;
        if let Some(top) = self.stack.last_mut() {
            top.modes = ann.modes.clone();
            top.x = a.vars[0];
        }
        c.request = req;
        Ok(())
    }

    fn is_legal_target(&self, kind: TargetKind, object: &str) -> bool {
        let permanent = self.battlefield.iter().find(|p| p.id == object);
        let has_type =
            |t: &str| permanent.is_some_and(|p| p.types.iter().any(|x| x.eq_ignore_ascii_case(t)));
        let player = self.players.iter().any(|p| p == object);
        match kind {
            TargetKind::Any => {
                player || has_type("creature") || has_type("planeswalker") || has_type("battle")
            }
            TargetKind::Creature => has_type("creature"),
            TargetKind::Permanent => permanent.is_some(),
            TargetKind::Player => player,
            TargetKind::Spell => {
                // The spell being cast is the topmost object; it can't target itself (115.5).
                let below = self.stack.len().saturating_sub(1);
                self.stack[..below].iter().any(|s| s.card == object)
            }
        }
    }

    /// For each instance of "target" that the chosen modes and costs require: how many targets
    /// (within its bounds), each an appropriate object or player, none chosen twice for the same
    /// instance. Instances not required take no targets.
    ///
    /// CR 601.2c, 115.5
    fn choose_targets(&mut self, c: &mut Casting<'_>) -> Result<(), Error> {
        let (spell, ann) = (c.spell, c.ann);
        for name in ann.targets.keys() {
            if !spell.targets.iter().any(|t| &t.name == name) {
                return Err(Error::UnexpectedTarget {
                    target: name.clone(),
                });
            }
        }
        let mut chosen = BTreeMap::new();
        for spec in &spell.targets {
            let required = spec
                .requires
                .as_deref()
                .is_none_or(|r| c.chosen.contains(r));
            let objects = ann.targets.get(&spec.name);
            if !required {
                if objects.is_some_and(|o| !o.is_empty()) {
                    return Err(Error::UnexpectedTarget {
                        target: spec.name.clone(),
                    });
                }
                continue;
            }
            let objects = objects.cloned().unwrap_or_default();
            let got = objects.len() as u64;
            if got < spec.min || got > spec.max {
                return Err(Error::WrongTargetCount {
                    target: spec.name.clone(),
                    min: spec.min,
                    max: spec.max,
                    got,
                });
            }
            let mut seen = BTreeSet::new();
            for o in &objects {
                if !seen.insert(o.as_str()) {
                    return Err(Error::DuplicateTarget {
                        target: spec.name.clone(),
                        object: o.clone(),
                    });
                }
                if !self.is_legal_target(spec.kind, o) {
                    return Err(Error::IllegalTarget {
                        target: spec.name.clone(),
                        object: o.clone(),
                    });
                }
            }
            c.step(
                "601.2c",
                Action::AnnounceTargets {
                    target: spec.name.clone(),
                    objects: objects.clone(),
                },
            );
            chosen.insert(spec.name.clone(), objects);
        }
        if let Some(top) = self.stack.last_mut() {
            top.targets = chosen;
        }
        Ok(())
    }

    /// The division among the targets: every target gets at least one, the shares add up to the
    /// amount, and only targets get a share.
    ///
    /// CR 601.2d
    fn divide(&mut self, c: &mut Casting<'_>) -> Result<(), Error> {
        let (spell, ann) = (c.spell, c.ann);
        let Some(amount) = spell.divide else {
            if let Some(object) = ann.division.keys().next() {
                return Err(Error::DivisionNotTarget {
                    object: object.clone(),
                });
            }
            return Ok(());
        };
        let amount = match amount {
            Amount::Fixed(n) => n,
            Amount::Variable(v) => {
                let i = Variable::ALL.iter().position(|&w| w == v).unwrap_or(0);
                [ann.x, ann.y, ann.z][i].unwrap_or(0)
            }
        };
        let targets: BTreeSet<String> = self
            .stack
            .last()
            .map(|s| s.targets.values().flatten().cloned().collect())
            .unwrap_or_default();
        if let Some(object) = ann.division.keys().find(|o| !targets.contains(*o)) {
            return Err(Error::DivisionNotTarget {
                object: object.clone(),
            });
        }
        let mut sum: u64 = 0;
        for t in &targets {
            let share = ann.division.get(t).copied().unwrap_or(0);
            if share == 0 {
                return Err(Error::DivisionZero { object: t.clone() });
            }
            sum = sum
                .checked_add(share)
                .ok_or(Error::Overflow { rule: "601.2d" })?;
        }
        if sum != amount {
            return Err(Error::DivisionSum {
                expected: amount,
                got: sum,
            });
        }
        for t in &targets {
            let amount = ann.division.get(t).copied().unwrap_or(0);
            c.step(
                "601.2d",
                Action::Divide {
                    object: t.clone(),
                    amount,
                },
            );
        }
        if let Some(top) = self.stack.last_mut() {
            top.division = ann.division.clone();
        }
        Ok(())
    }

    /// The game checks the proposed spell can legally be cast: a sorcery-speed spell needs the
    /// main phase of its controller's turn and no other object on the stack (307.1).
    ///
    /// CR 601.2e, 307.1
    fn check_legality(&mut self, c: &mut Casting<'_>) -> Result<(), Error> {
        if c.spell.speed == Speed::Sorcery
            && !(self.main_phase && self.own_turn && self.stack.len() == 1)
        {
            return Err(Error::SorceryTiming);
        }
        c.step("601.2e", Action::LegalityCheck);
        Ok(())
    }

    /// The total cost, with the reductions in the order given or, if asked, the cheapest order;
    /// then locked in.
    ///
    /// CR 601.2f
    fn determine_total(
        &mut self,
        c: &mut Casting<'_>,
    ) -> Result<(ManaCost, u64, Option<u64>, u64), Error> {
        let mut req = c.request.clone();
        if c.ann.best_order {
            req = best_order(&req)?.request;
        }
        let a = announce(&req, &mut c.steps)?;
        let total = reduce_and_lock(
            a.cost,
            &req.reductions,
            &req.reduce_halves,
            req.minimum,
            &mut c.steps,
        )?;
        c.current = total;
        if let Some(top) = self.stack.last_mut() {
            top.total_cost = Some(total);
            top.life_paid = a.life;
            top.mana_value = a.mana_value;
        }
        Ok((total, a.life, a.vars[0], a.mana_value))
    }

    /// The player activates the mana abilities they announced: each source must exist, have a
    /// mana ability and be untapped; it taps and its mana goes to the pool.
    ///
    /// CR 601.2g
    fn mana_abilities(&mut self, c: &mut Casting<'_>) -> Result<(), Error> {
        for source in &c.ann.mana_abilities {
            let Some(p) = self.battlefield.iter_mut().find(|p| &p.id == source) else {
                return Err(Error::UnknownManaSource {
                    source: source.clone(),
                });
            };
            let Some(mana) = p.mana else {
                return Err(Error::UnknownManaSource {
                    source: source.clone(),
                });
            };
            if p.tapped {
                return Err(Error::ManaSourceTapped {
                    source: source.clone(),
                });
            }
            p.tapped = true;
            let snow = p.snow;
            if ManaPool::from_cost(&mana).is_none() {
                return Err(Error::UnknownManaSource {
                    source: source.clone(),
                });
            }
            if snow {
                self.snow_pool.add(&mana)?;
            } else {
                self.pool.add(&mana)?;
            }
            c.step(
                "601.2g",
                Action::ActivateManaAbility {
                    source: source.clone(),
                    mana,
                },
            );
        }
        Ok(())
    }

    /// Pay the total: colored and `{C}` from mana of that type (non-snow first), `{S}` from snow
    /// mana, generic from anything left; life for Phyrexian symbols only if the life total is at
    /// least that much (119.4). All or nothing: no partial payment.
    ///
    /// CR 601.2h, 107.4h, 119.4
    fn pay(&mut self, c: &mut Casting<'_>, total: &ManaCost, life: u64) -> Result<(), Error> {
        let unpayable = || Error::Unpayable {
            cost: total.to_string(),
            pool: {
                let mut all = self.pool.to_cost();
                all = all.checked_add(&self.snow_pool.to_cost()).unwrap_or(all);
                all.to_string()
            },
        };
        let (spent, pool, snow) =
            plan_payment(total, self.pool, self.snow_pool).ok_or_else(unpayable)?;
        if life > 0 && i64::try_from(life).map_or(true, |l| self.life < l) {
            return Err(Error::NotEnoughLife {
                life,
                total: self.life,
            });
        }
        self.pool = pool;
        self.snow_pool = snow;
        c.current = ManaCost::ZERO;
        if spent.total() > 0 || life == 0 {
            c.step(
                "601.2h",
                Action::PayMana {
                    mana: spent.to_cost(),
                },
            );
        }
        if life > 0 {
            // life <= self.life <= i64::MAX, checked above.
            self.life -= life as i64;
            c.step("601.2h", Action::PayLife { life });
        }
        Ok(())
    }

    /// The spell becomes cast.
    ///
    /// CR 601.2i
    fn become_cast(&mut self, c: &mut Casting<'_>) {
        if let Some(top) = self.stack.last_mut() {
            top.cast = true;
        }
        c.step(
            "601.2i",
            Action::BecomeCast {
                card: c.spell.name.clone(),
            },
        );
    }
}

/// Which mana pays `total`, or `None` if the pools can't pay all of it. Returns the mana spent
/// (by type) and the pools after. Greedy is exact here: a typed symbol can only be paid by its
/// own type, and spending non-snow mana first leaves snow mana, which pays strictly more, for
/// `{S}` and generic.
///
/// CR 601.2h, 107.4a, 107.4b, 107.4c, 107.4h
pub fn plan_payment(
    total: &ManaCost,
    mut pool: ManaPool,
    mut snow: ManaPool,
) -> Option<(ManaPool, ManaPool, ManaPool)> {
    // Only generic, snow, colorless and colored symbols can be paid with mana.
    let payable = total
        .symbols()
        .all(|(s, _)| matches!(s.kind(), k if k == GENERIC || k == SNOW || (COLORLESS..COLORLESS + 6).contains(&k)));
    if !payable {
        return None;
    }
    let mut spent = ManaPool::default();
    for i in 0..6 {
        let need = total.get(COLORLESS + i);
        let from_pool = need.min(pool.amounts[i]);
        pool.amounts[i] -= from_pool;
        let rest = need - from_pool;
        if rest > snow.amounts[i] {
            return None;
        }
        snow.amounts[i] -= rest;
        spent.amounts[i] = spent.amounts[i].saturating_add(need);
    }
    let mut need_snow = total.get(SNOW);
    for i in 0..6 {
        let t = need_snow.min(snow.amounts[i]);
        snow.amounts[i] -= t;
        need_snow -= t;
        spent.amounts[i] = spent.amounts[i].saturating_add(t);
    }
    if need_snow > 0 {
        return None;
    }
    let mut need = total.get(GENERIC);
    for p in [&mut pool, &mut snow] {
        for i in 0..6 {
            let t = need.min(p.amounts[i]);
            p.amounts[i] -= t;
            need -= t;
            spent.amounts[i] = spent.amounts[i].saturating_add(t);
        }
    }
    if need > 0 {
        return None;
    }
    Some((spent, pool, snow))
}
