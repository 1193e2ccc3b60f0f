//! The mana-cost parser (`{X}{2}{W/U}{B/P}`…): never panics, and a cost it accepts prints in
//! canonical form and parses back to the same cost, with the same mana value.
#![no_main]

use comprules::engine::ManaCost;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|s: &str| {
    let Ok(cost) = ManaCost::parse(s) else {
        return;
    };
    let printed = cost.to_string();
    let again = ManaCost::parse(&printed).expect("a printed cost parses");
    assert_eq!(again, cost, "{s:?} printed as {printed:?}");
    assert_eq!(again.mana_value(), cost.mana_value());
    let _ = cost.mana_value_on_stack(u64::MAX, u64::MAX, u64::MAX);
    let _ = cost.checked_mul(u64::MAX);
    let _ = cost.checked_add(&cost);
});
