//! Why a cost cannot be determined or a spell cannot be cast: one typed error per failure, each
//! naming the subrule that makes the action illegal (601.2a–i, 107.3b, 118.7, …).
//!
//! No English here: [`Error::message_id`] gives the Fluent id (`engine-error-<kebab>`) and
//! [`Error::args`] its arguments; `locales/*/engine.ftl` hold the text.

use super::mana::ParseError;
use serde::Serialize;
use std::fmt;

/// An error of the cost or casting engine.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Error {
    /// A cost string in the request or scenario is malformed.
    Parse { error: ParseError },
    /// An arithmetic result does not fit (a huge X, a multikicker paid too often, …).
    Overflow { rule: &'static str },
    /// 601.2a: the card is not where it would be cast from.
    CardNotInHand { card: String },
    /// 601.2b: the spell is modal and the wrong number of modes was announced.
    WrongModeCount { expected: u64, got: u64 },
    /// 601.2b: a mode the spell does not have.
    UnknownMode { mode: String },
    /// 601.2b with 700.2d: the same mode chosen twice.
    DuplicateMode { mode: String },
    /// 601.2b: two alternative costs announced for one spell.
    TwoAlternativeCosts { first: String, second: String },
    /// 601.2b: an alternative or additional cost the spell does not have.
    UnknownCost { name: String },
    /// 601.2b: a non-repeatable additional cost announced more than once.
    CostNotRepeatable { name: String, times: u64 },
    /// 601.2b: a value announced for a variable no cost contains.
    NoVariable { variable: String, value: u64 },
    /// 107.3b: cast without paying a cost that includes X, so X must be 0.
    VariableMustBeZero { variable: String, value: u64 },
    /// 601.2b: a hybrid choice that matches no remaining hybrid symbol.
    HybridChoiceUnmatched { half: String },
    /// 601.2b: hybrid symbols left without a nonhybrid choice (`symbols`, as printed).
    HybridUnannounced { count: u64, symbols: String },
    /// 601.2b: more Phyrexian choices than Phyrexian symbols.
    PhyrexianChoiceUnmatched { count: u64 },
    /// 601.2b: Phyrexian symbols left without a life-or-mana choice (`symbols`, as printed).
    PhyrexianUnannounced { count: u64, symbols: String },
    /// 601.2b, 107.3a: a cost with X (or Y, Z) and no value announced for it.
    VariableUnannounced { variable: String },
    /// 107.1b: a negative number announced.
    NegativeNumber { variable: String, value: i64 },
    /// 118.6, 118.6a: a spell with no mana cost and no alternative cost: its cost is unpayable,
    /// also when increased or added to (`changed`).
    NoManaCost { changed: bool },
    /// 118.7e: a hybrid symbol of a reduction with no half chosen for it.
    ReductionHalfUnannounced { reduction: String, symbol: String },
    /// 118.7e: a half given for a hybrid symbol of a reduction that does not have it.
    ReductionHalfUnmatched { half: String, symbol: String },
    /// 118.7e: more halves given than the reductions have hybrid symbols.
    ReductionHalfUnused { half: String, count: u64 },
    /// 601.2c: a number of targets outside what the spell allows.
    WrongTargetCount {
        target: String,
        min: u64,
        max: u64,
        got: u64,
    },
    /// 601.2c: the same object chosen twice for one instance of "target".
    DuplicateTarget { target: String, object: String },
    /// 601.2c: an object or player that is not an appropriate choice.
    IllegalTarget { target: String, object: String },
    /// 601.2c: targets announced for an instance of "target" the spell does not have or does not
    /// require with the chosen modes and costs.
    UnexpectedTarget { target: String },
    /// 601.2d: a division share for something that is not a target, or no division to make.
    DivisionNotTarget { object: String },
    /// 601.2d: a target that receives nothing.
    DivisionZero { object: String },
    /// 601.2d: the shares do not add up to the amount divided.
    DivisionSum { expected: u64, got: u64 },
    /// 601.2e: a sorcery-speed spell outside the main phase of its controller's turn with the
    /// stack empty (307.1).
    SorceryTiming,
    /// 118.7: a reduction containing a variable symbol.
    VariableInReduction { cost: String },
    /// 601.2f: too many reductions to search every order.
    TooManyReductions { count: u64, max: u64 },
    /// 601.2g: a mana source that does not exist or has no mana ability.
    UnknownManaSource { source: String },
    /// 601.2g: a mana source that is already tapped.
    ManaSourceTapped { source: String },
    /// 601.2h: the mana pool cannot pay the mana part of the total cost.
    Unpayable { cost: String, pool: String },
    /// 601.2h with 119.4: not enough life to pay the life part.
    NotEnoughLife { life: u64, total: i64 },
}

impl Error {
    /// The subrule that makes the cost undeterminable or the casting illegal.
    pub fn rule(&self) -> &'static str {
        match self {
            Error::Parse { .. } => "107.4",
            Error::Overflow { rule } => rule,
            Error::CardNotInHand { .. } => "601.2a",
            Error::WrongModeCount { .. }
            | Error::UnknownMode { .. }
            | Error::DuplicateMode { .. }
            | Error::TwoAlternativeCosts { .. }
            | Error::UnknownCost { .. }
            | Error::CostNotRepeatable { .. }
            | Error::NoVariable { .. }
            | Error::HybridChoiceUnmatched { .. }
            | Error::HybridUnannounced { .. }
            | Error::PhyrexianChoiceUnmatched { .. }
            | Error::PhyrexianUnannounced { .. }
            | Error::VariableUnannounced { .. } => "601.2b",
            Error::NegativeNumber { .. } => "107.1b",
            Error::NoManaCost { changed: false } => "118.6",
            Error::NoManaCost { changed: true } => "118.6a",
            Error::ReductionHalfUnannounced { .. }
            | Error::ReductionHalfUnmatched { .. }
            | Error::ReductionHalfUnused { .. } => "118.7e",
            Error::VariableMustBeZero { .. } => "107.3b",
            Error::WrongTargetCount { .. }
            | Error::DuplicateTarget { .. }
            | Error::IllegalTarget { .. }
            | Error::UnexpectedTarget { .. } => "601.2c",
            Error::DivisionNotTarget { .. }
            | Error::DivisionZero { .. }
            | Error::DivisionSum { .. } => "601.2d",
            Error::SorceryTiming => "601.2e",
            Error::VariableInReduction { .. } => "118.7",
            Error::TooManyReductions { .. } => "601.2f",
            Error::UnknownManaSource { .. } | Error::ManaSourceTapped { .. } => "601.2g",
            Error::Unpayable { .. } | Error::NotEnoughLife { .. } => "601.2h",
        }
    }

    /// The Fluent message id, `engine-error-<kebab>`; a parse error uses its own id.
    pub fn message_id(&self) -> &'static str {
        match self {
            Error::Parse { error } => error.message_id(),
            Error::Overflow { .. } => "engine-error-overflow",
            Error::CardNotInHand { .. } => "engine-error-card-not-in-hand",
            Error::WrongModeCount { .. } => "engine-error-wrong-mode-count",
            Error::UnknownMode { .. } => "engine-error-unknown-mode",
            Error::DuplicateMode { .. } => "engine-error-duplicate-mode",
            Error::TwoAlternativeCosts { .. } => "engine-error-two-alternative-costs",
            Error::UnknownCost { .. } => "engine-error-unknown-cost",
            Error::CostNotRepeatable { .. } => "engine-error-cost-not-repeatable",
            Error::NoVariable { .. } => "engine-error-no-variable",
            Error::VariableMustBeZero { .. } => "engine-error-variable-must-be-zero",
            Error::HybridChoiceUnmatched { .. } => "engine-error-hybrid-choice-unmatched",
            Error::HybridUnannounced { .. } => "engine-error-hybrid-unannounced",
            Error::PhyrexianChoiceUnmatched { .. } => "engine-error-phyrexian-choice-unmatched",
            Error::PhyrexianUnannounced { .. } => "engine-error-phyrexian-unannounced",
            Error::VariableUnannounced { .. } => "engine-error-variable-unannounced",
            Error::NegativeNumber { .. } => "engine-error-negative-number",
            Error::NoManaCost { .. } => "engine-error-no-mana-cost",
            Error::ReductionHalfUnannounced { .. } => "engine-error-reduction-half-unannounced",
            Error::ReductionHalfUnmatched { .. } => "engine-error-reduction-half-unmatched",
            Error::ReductionHalfUnused { .. } => "engine-error-reduction-half-unused",
            Error::WrongTargetCount { .. } => "engine-error-wrong-target-count",
            Error::DuplicateTarget { .. } => "engine-error-duplicate-target",
            Error::IllegalTarget { .. } => "engine-error-illegal-target",
            Error::UnexpectedTarget { .. } => "engine-error-unexpected-target",
            Error::DivisionNotTarget { .. } => "engine-error-division-not-target",
            Error::DivisionZero { .. } => "engine-error-division-zero",
            Error::DivisionSum { .. } => "engine-error-division-sum",
            Error::SorceryTiming => "engine-error-sorcery-timing",
            Error::VariableInReduction { .. } => "engine-error-variable-in-reduction",
            Error::TooManyReductions { .. } => "engine-error-too-many-reductions",
            Error::UnknownManaSource { .. } => "engine-error-unknown-mana-source",
            Error::ManaSourceTapped { .. } => "engine-error-mana-source-tapped",
            Error::Unpayable { .. } => "engine-error-unpayable",
            Error::NotEnoughLife { .. } => "engine-error-not-enough-life",
        }
    }

    /// The Fluent arguments. Every message also receives `rule` (the subrule).
    pub fn args(&self) -> Vec<(&'static str, String)> {
        let mut v: Vec<(&'static str, String)> = vec![("rule", self.rule().to_string())];
        let s = |x: &String| x.clone();
        match self {
            Error::Parse { error } => v.extend(error.args()),
            Error::Overflow { .. } | Error::SorceryTiming => {}
            Error::CardNotInHand { card } => v.push(("card", s(card))),
            Error::WrongModeCount { expected, got } => {
                v.push(("expected", expected.to_string()));
                v.push(("got", got.to_string()));
            }
            Error::UnknownMode { mode } | Error::DuplicateMode { mode } => {
                v.push(("mode", s(mode)))
            }
            Error::TwoAlternativeCosts { first, second } => {
                v.push(("first", s(first)));
                v.push(("second", s(second)));
            }
            Error::UnknownCost { name } => v.push(("name", s(name))),
            Error::CostNotRepeatable { name, times } => {
                v.push(("name", s(name)));
                v.push(("times", times.to_string()));
            }
            Error::NoVariable { variable, value }
            | Error::VariableMustBeZero { variable, value } => {
                v.push(("variable", s(variable)));
                v.push(("value", value.to_string()));
            }
            Error::HybridChoiceUnmatched { half } => v.push(("half", s(half))),
            Error::PhyrexianChoiceUnmatched { count } => v.push(("count", count.to_string())),
            Error::HybridUnannounced { count, symbols }
            | Error::PhyrexianUnannounced { count, symbols } => {
                v.push(("count", count.to_string()));
                v.push(("symbols", s(symbols)));
            }
            Error::VariableUnannounced { variable } => v.push(("variable", s(variable))),
            Error::NegativeNumber { variable, value } => {
                v.push(("variable", s(variable)));
                v.push(("value", value.to_string()));
            }
            Error::NoManaCost { changed } => {
                v.push(("changed", if *changed { "yes" } else { "no" }.to_owned()))
            }
            Error::ReductionHalfUnannounced { reduction, symbol } => {
                v.push(("reduction", s(reduction)));
                v.push(("symbol", s(symbol)));
            }
            Error::ReductionHalfUnmatched { half, symbol } => {
                v.push(("half", s(half)));
                v.push(("symbol", s(symbol)));
            }
            Error::ReductionHalfUnused { half, count } => {
                v.push(("half", s(half)));
                v.push(("count", count.to_string()));
            }
            Error::WrongTargetCount {
                target,
                min,
                max,
                got,
            } => {
                v.push(("target", s(target)));
                v.push(("min", min.to_string()));
                v.push(("max", max.to_string()));
                v.push(("got", got.to_string()));
            }
            Error::DuplicateTarget { target, object } | Error::IllegalTarget { target, object } => {
                v.push(("target", s(target)));
                v.push(("object", s(object)));
            }
            Error::UnexpectedTarget { target } => v.push(("target", s(target))),
            Error::DivisionNotTarget { object } | Error::DivisionZero { object } => {
                v.push(("object", s(object)))
            }
            Error::DivisionSum { expected, got } => {
                v.push(("expected", expected.to_string()));
                v.push(("got", got.to_string()));
            }
            Error::VariableInReduction { cost } => v.push(("cost", s(cost))),
            Error::TooManyReductions { count, max } => {
                v.push(("count", count.to_string()));
                v.push(("max", max.to_string()));
            }
            Error::UnknownManaSource { source } | Error::ManaSourceTapped { source } => {
                v.push(("source", s(source)))
            }
            Error::Unpayable { cost, pool } => {
                v.push(("cost", s(cost)));
                v.push(("pool", s(pool)));
            }
            Error::NotEnoughLife { life, total } => {
                v.push(("life", life.to_string()));
                v.push(("total", total.to_string()));
            }
        }
        v
    }
}

impl From<ParseError> for Error {
    fn from(error: ParseError) -> Self {
        Error::Parse { error }
    }
}

impl fmt::Display for Error {
    /// `rule message-id key=value …`: a stable, language-neutral form for logs. User-facing text
    /// comes from the Fluent files.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.rule(), self.message_id())?;
        for (k, v) in self.args().into_iter().skip(1) {
            write!(f, " {k}={v}")?;
        }
        Ok(())
    }
}

impl std::error::Error for Error {}
