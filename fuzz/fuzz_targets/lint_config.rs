//! The config reader (`cr.toml` of `cr lint`): fuzzed TOML through `Config::parse`, then every
//! query a run makes of it.
#![no_main]

use comprules::lint::{CHECKS, config::Config};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|s: &str| {
    let Ok(c) = Config::parse(s, "cr.toml") else {
        return;
    };
    for check in CHECKS {
        let _ = c.enabled(check);
        let _ = c.severity_of(check);
    }
    for lang in ["en", "fr", "it", "zh-Hans", ""] {
        let _ = c.words_for(lang);
    }
});
