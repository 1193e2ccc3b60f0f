//! The weights of `cr review`'s model: a logistic regression over [`super::Features`],
//! fitted by `cargo run --release --example fit_review` on the reviewed samples named in
//! [`FITTED_ON`] (each rule sampled a row, a rule with a discrepancy a positive weighted by
//! how many it has; L2 penalty [`L2`]) and measured on the others (docs/reference/review.md).
//! Fitting again on the same samples gives the same weights (deterministic, no randomness).

/// The samples (tests/fixtures/lint/recall/) the weights were fitted on. Every other sample
/// there is held out: never fitted on, only measured.
pub const FITTED_ON: &[&str] = &[
    "ko-2017-07-08",
    "ko-2020-07-03",
    "zh-2022-06-10",
    "zh-2023-10-13",
    "zh-2024-06-07",
];

/// The L2 penalty of the fit (on every weight but the intercept).
pub const L2: f32 = 1.0;

/// Intercept, then one weight per feature in [`super::Features::NAMES`] order.
pub const WEIGHTS: [f32; super::Features::LEN + 1] = [
    -4.812, 0.993, 1.744, 0.742, 0.821, 1.211, 0.648, 0.859, 0.776, 0.409, 0.413, 1.211, 0.371,
];
