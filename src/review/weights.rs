//! The weights of `cr review`'s model: a logistic regression over [`super::Features`],
//! fitted by `cargo run --release --example fit_review` on the reviewed samples named in
//! [`FITTED_ON`] (each rule sampled a row, a rule with a discrepancy a positive weighted by
//! how many it has; L2 penalty [`L2`]) and measured on the others (docs/reference/review.md).
//! Fitting again on the same samples gives the same weights (deterministic, no randomness).

/// The samples (tests/fixtures/lint/recall/) the weights were fitted on. Every other sample
/// there is held out: never fitted on, only measured.
pub const FITTED_ON: &[&str] = &["ko-2017-07-08", "zh-2022-06-10", "zh-2023-10-13"];

/// The L2 penalty of the fit (on every weight but the intercept).
pub const L2: f32 = 1.0;

/// Intercept, then one weight per feature in [`super::Features::NAMES`] order.
pub const WEIGHTS: [f32; super::Features::LEN + 1] = [
    -4.481, 0.909, 1.797, 0.649, 0.667, 1.050, 0.917, 0.877, 0.848, 0.257, 0.246, 1.050, 0.324,
];
