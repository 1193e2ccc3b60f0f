//! The whole `cr cost` path: fuzzed command-line flags through clap and the CLI's request
//! builder, then `cost_report` and `best_order` (601.2f, 118.7), and the JSON and text output.
//! Each input line is one argument: `cr cost LINE1 LINE2 …`.
#![no_main]

use comprules::engine::{best_order, cost_report};
use comprules::i18n::I18n;
use libfuzzer_sys::fuzz_target;
thread_local! {
    static I18N: I18n = I18n::new("en-US");
}

fuzz_target!(|s: &str| I18N.with(|i18n| run(s, i18n)));

fn run(s: &str, i18n: &I18n) {
    let mut args = vec!["cr".to_owned(), "cost".to_owned()];
    args.extend(s.lines().take(40).map(str::to_owned));
    let Ok(m) = comprules::cli::command(i18n).try_get_matches_from(args) else {
        return;
    };
    let Some(("cost", m)) = m.subcommand() else {
        return;
    };
    let Ok(req) = comprules::cli::cost_request(m) else {
        return;
    };
    if let Ok(r) = cost_report(&req) {
        let _ = serde_json::to_string(&r).expect("a report serialises");
        for step in &r.steps {
            let _ = i18n.tr(step.action.message_id(), &step.action.args());
        }
    }
    // The search is exponential in the reductions; it refuses more than 12 by itself.
    if let Ok(b) = best_order(&req) {
        let mut order = b.order.clone();
        order.sort_unstable();
        assert_eq!(
            order,
            (0..req.reductions.len()).collect::<Vec<_>>(),
            "best order is a permutation"
        );
        assert!(b.outcomes.windows(2).all(|w| w[0] < w[1]));
        if let Ok(given) = cost_report(&req)
            && b.given_is_best
        {
            assert_eq!(given.total.mana_value(), b.report.total.mana_value());
        }
    }
}
