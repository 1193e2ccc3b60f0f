//! Benchmarks of the cost engine (divan): the total-cost hot path (a 6-symbol cost, one
//! additional cost, three reductions; target ≥ 5 million evaluations a second on one core) and
//! the search for the best order of 8 reductions (target ≤ 10 ms; brute force shown alongside).
//!
//! Run with `cargo bench --bench engine`.

use comprules::engine::{
    AdditionalCost, CostRequest, Half, ManaCost, Reduction, best_order, best_order_brute_force,
    total_cost,
};
use divan::black_box;

fn main() {
    divan::main();
}

fn c(s: &str) -> ManaCost {
    ManaCost::parse(s).expect("valid cost")
}

fn r(s: &str) -> Reduction {
    Reduction::parse(s).expect("valid reduction")
}

/// {X}{2}{U}{U}{R}{W}: six symbols, X = 3, kicker {1}{R}, three reductions ({1}, {U}, {2/R}
/// with its {R} half chosen).
fn hot_request() -> CostRequest {
    CostRequest {
        mana_cost: Some(c("{X}{2}{U}{U}{R}{W}")),
        x: Some(3),
        additional: vec![AdditionalCost::once(c("{1}{R}"))],
        reductions: vec![r("{1}"), r("{U}"), r("{2/R}")],
        reduce_halves: vec![Half::parse("R").expect("a half")],
        ..CostRequest::default()
    }
}

fn eight_reductions() -> CostRequest {
    CostRequest {
        mana_cost: Some(c("{7}{W}{W}{U}{C}")),
        reductions: [
            "{2/W}", "{1}", "{W/U}", "{2/U}", "{U}", "{C/W}", "{2}", "{G}",
        ]
        .iter()
        .map(|s| r(s))
        .collect(),
        minimum: Some(3),
        ..CostRequest::default()
    }
}

#[divan::bench(sample_count = 200, sample_size = 2000)]
fn total_cost_six_symbols_one_additional_three_reductions(bencher: divan::Bencher) {
    let req = hot_request();
    bencher.bench(|| total_cost(black_box(&req)));
}

#[divan::bench(sample_count = 200)]
fn best_order_eight_reductions(bencher: divan::Bencher) {
    let req = eight_reductions();
    bencher.bench(|| best_order(black_box(&req)));
}

#[divan::bench(sample_count = 20)]
fn best_order_eight_reductions_brute_force(bencher: divan::Bencher) {
    let req = eight_reductions();
    bencher.bench(|| best_order_brute_force(black_box(&req)));
}

#[divan::bench(sample_size = 100)]
fn parse_and_format(bencher: divan::Bencher) {
    bencher.bench(|| c(black_box("{X}{2}{U}{U}{R}{G/W}{B/P}")).to_string());
}
