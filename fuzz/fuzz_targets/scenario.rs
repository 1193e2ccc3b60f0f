//! The scenario reader (`cr cast --scenario FILE.toml`): fuzzed TOML through
//! `Scenario::from_toml`, then the casting model (601.2a–i) and the comparison with `[expect]`.
#![no_main]

use comprules::engine::Scenario;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|s: &str| {
    let Ok(sc) = Scenario::from_toml(s) else {
        return;
    };
    let run = sc.run();
    let _ = sc.check(&run);
});
