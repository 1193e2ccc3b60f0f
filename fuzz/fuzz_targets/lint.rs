//! Alignment and lint on two fuzzed documents: the first part of the input is a translation
//! (French), the rest the English text it follows. Both are read as text, aligned both ways
//! (the pairs must mirror), linted with every check, and the report rendered in every format.
//! The first byte says where to cut.
#![no_main]

use comprules::align;
use comprules::cli::lint_render as render;
use comprules::corpus::from_bytes;
use comprules::i18n::I18n;
use comprules::lint::{self, Counterpart, Job, Report, config::Config, text::WordStats};
use comprules::parse::Format;
use libfuzzer_sys::fuzz_target;
use std::collections::HashMap;

thread_local! {
    static I18N: I18n = I18n::new("en-US");
}

fuzz_target!(|data: &[u8]| {
    let Some((&cut, rest)) = data.split_first() else {
        return;
    };
    let cut = (cut as usize * rest.len() / 255).min(rest.len());
    let (a, b) = rest.split_at(cut);
    let (Ok(fr), Ok(en)) = (
        from_bytes(a, "fr", "fr.txt", "fr", Format::Text),
        from_bytes(b, "en", "en.txt", "en", Format::Text),
    ) else {
        return;
    };
    let ab = align::align(&fr, &en);
    let ba = align::align(&en, &fr);
    let mut x: Vec<(usize, usize)> = ab.pairs.iter().map(|p| (p.left, p.right)).collect();
    let mut y: Vec<(usize, usize)> = ba.pairs.iter().map(|p| (p.right, p.left)).collect();
    x.sort_unstable();
    y.sort_unstable();
    assert_eq!(x, y, "alignment is symmetric");

    let config = Config::default();
    let stats = WordStats::of(&[&fr]);
    let job = Job {
        doc: &fr,
        reference: Some(&en),
        counterparts: vec![Counterpart::new(&fr, &en, ab, true, HashMap::new(), None)],
        followed: Some(&en),
        speller: None,
        stats: Some(&stats),
        older: None,
        terms: Default::default(),
    };
    let mut findings = lint::run_job(&job, &config);
    lint::finish(&mut findings);
    for f in &findings {
        assert!(
            fr.text.get(f.span.start..f.span.end).is_some(),
            "finding {} at {:?} is not a slice of the text",
            f.check.name,
            f.span
        );
    }
    let report = Report {
        findings,
        notices: Vec::new(),
        signals: Vec::new(),
    };
    I18N.with(|i| {
        for name in render::Format::NAMES {
            let format = render::Format::parse(name).unwrap();
            for color in [false, true] {
                let view = render::View {
                    color,
                    ..render::View::default_for(format)
                };
                let mut out = Vec::new();
                render::render(&report, format, view, i, &mut out).expect("rendering to memory");
            }
        }
    });
});
