//! Maintainer's tool: fits the weights of `cr review` (src/review/weights.rs) on the reviewed
//! samples named in `weights::FITTED_ON`, and measures the ranking on every sample, fitted on
//! or held out, beside the baseline (findings alone, severity-weighted).
//!
//! ```sh
//! cargo run --release --example fit_review            # fit, print the weights and the figures
//! cargo run --release --example fit_review -- --measure   # the shipped weights' figures only
//! ```
//!
//! The fit is a logistic regression (each sampled rule a row; a rule with discrepancies a
//! positive weighted by how many), L2-penalised, by full-batch gradient descent from zero: the
//! same samples give the same weights. Paste the printed array into weights.rs.

use comprules::lint::plan::{self, Options};
use comprules::model::Db;
use comprules::review::samples::{Discrepancy, Sample, found_in_top};
use comprules::review::{self, Features, Review, weights};
use std::path::PathBuf;

fn main() {
    let measure_only = std::env::args().any(|a| a == "--measure");
    let explain = std::env::args().any(|a| a == "--explain");
    // `--drop a,b`: fit without these features (their weights stay 0), to see what each adds.
    let args: Vec<String> = std::env::args().collect();
    let dropped: Vec<usize> = args
        .iter()
        .position(|a| a == "--drop")
        .and_then(|k| args.get(k + 1))
        .map(|v| {
            v.split(',')
                .map(|n| {
                    Features::NAMES
                        .iter()
                        .position(|x| x == &n)
                        .unwrap_or_else(|| panic!("no feature {n}"))
                })
                .collect()
        })
        .unwrap_or_default();
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let dir = root.join("tests/fixtures/lint/recall");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .expect("recall directory")
        .filter_map(|e| {
            let p = e.ok()?.path();
            (p.extension()? == "toml").then(|| p.file_stem()?.to_str().map(str::to_owned))?
        })
        .collect();
    names.sort();
    let db = Db::new();
    let mut sets: Vec<(String, Sample, Review)> = Vec::new();
    for name in names {
        let text = std::fs::read_to_string(dir.join(format!("{name}.toml"))).expect("sample");
        let sample = Sample::parse(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        let spec = sample.spec_in(&root);
        let report = plan::run(
            &db,
            &Options {
                specs: vec![spec],
                against: Some(sample.english.clone()),
                signals: true,
                ..Default::default()
            },
        )
        .unwrap_or_else(|e| panic!("{name}: {e:?}"));
        let r = review::rank(&report).pop().expect("a whole translation");
        sets.push((name, sample, r));
    }
    if !measure_only {
        let mut rows: Vec<(Features, f32, f32)> = Vec::new();
        for (name, sample, r) in &sets {
            if !weights::FITTED_ON.contains(&name.as_str()) {
                continue;
            }
            let mut by: std::collections::HashMap<&str, usize> = Default::default();
            for d in sample.discrepancy.iter().filter(|d| !d.habit()) {
                *by.entry(d.rule.as_str()).or_default() += 1;
            }
            for rule in &sample.sampled {
                let Some(x) = r.rules.iter().find(|x| x.rule.to_string() == *rule) else {
                    continue;
                };
                let n = by.get(rule.as_str()).copied().unwrap_or(0);
                let (y, w) = if n > 0 { (1.0, n as f32) } else { (0.0, 1.0) };
                let mut f = x.features;
                for &k in &dropped {
                    f.0[k] = 0.0;
                }
                rows.push((f, y, w));
            }
        }
        let w: [f32; Features::LEN + 1] = fit(&rows, weights::L2)
            .try_into()
            .expect("one weight per feature");
        println!("fitted on {:?}: {} rows", weights::FITTED_ON, rows.len());
        println!("pub const WEIGHTS: [f32; super::Features::LEN + 1] = [");
        let parts: Vec<String> = w.iter().map(|v| format!("{v:.3}")).collect();
        println!("    {},", parts.join(", "));
        println!("];");
        for (k, name) in Features::NAMES.iter().enumerate() {
            println!("  {name:>15}: {:+.3}", w[k + 1]);
        }
        // Measure with the new weights.
        for (_, _, r) in &mut sets {
            for x in &mut r.rules {
                x.score = x.features.probability(&w);
            }
            r.rules.sort_by(|a, b| b.score.total_cmp(&a.score));
        }
    }
    println!(
        "\n{:<16} {:>5} {:>5} | {:>11} {:>11} | {:>11} {:>11}",
        "sample", "used", "n", "review@10%", "review@20%", "base@10%", "base@20%"
    );
    for (name, sample, r) in &sets {
        let used = if weights::FITTED_ON.contains(&name.as_str()) {
            "fit"
        } else {
            "held"
        };
        let all = |d: &Discrepancy| !d.habit();
        let (a, n) = found_in_top(r, sample, 0.1, all);
        let (b, _) = found_in_top(r, sample, 0.2, all);
        let base = baseline(r);
        let (c, _) = found_in_top(&base, sample, 0.1, all);
        let (d, _) = found_in_top(&base, sample, 0.2, all);
        let pct = |x: f32| format!("{x:>5.1} {:>5.1}%", 100.0 * x / n.max(1) as f32);
        println!(
            "{name:<16} {used:>5} {n:>5} | {} {} | {} {}",
            pct(a),
            pct(b),
            pct(c),
            pct(d)
        );
        if explain {
            let len = r.rules.len() as f32;
            for dis in sample.discrepancy.iter().filter(|d| !d.habit()) {
                let Some(k) = r.rules.iter().position(|x| x.rule.to_string() == dis.rule) else {
                    println!("    {:<8} {:<12} not ranked", dis.rule, dis.kind);
                    continue;
                };
                let x = &r.rules[k];
                let ev: Vec<String> = x
                    .evidence
                    .iter()
                    .map(|e| e.code.unwrap_or(e.kind).to_owned())
                    .collect();
                println!(
                    "    {:<8} {:<12} top {:>5.1}%  {:.3}  {:?}  {}",
                    dis.rule,
                    dis.kind,
                    100.0 * k as f32 / len,
                    x.score,
                    x.features.0.map(|v| (v * 10.0).round() / 10.0),
                    ev.join(" ")
                );
            }
        }
    }
}

/// The baseline: the findings alone, severity-weighted (error 4, warning 2, info 1); rules of
/// equal weight are read in no particular order (`found_in_top`).
fn baseline(r: &Review) -> Review {
    use comprules::lint::Severity;
    let weight = |x: &review::Ranked| -> f32 {
        x.evidence
            .iter()
            .filter_map(|e| e.severity)
            .map(|s| match s {
                Severity::Error => 4.0,
                Severity::Warning => 2.0,
                Severity::Info => 1.0,
            })
            .sum()
    };
    let mut b = r.clone();
    for x in &mut b.rules {
        x.score = weight(x);
    }
    b.rules
        .sort_by(|x, y| y.score.total_cmp(&x.score).then(x.index.cmp(&y.index)));
    b
}

/// Logistic regression by gradient descent: weights (intercept first) minimising the
/// weighted log loss plus `l2`/2 ‖w‖² (intercept not penalised).
fn fit(rows: &[(Features, f32, f32)], l2: f32) -> Vec<f32> {
    let d = Features::LEN + 1;
    let mut w = vec![0f64; d];
    let total: f64 = rows.iter().map(|r| r.2 as f64).sum();
    let rate = 0.5;
    for _ in 0..20_000 {
        let mut g = vec![0f64; d];
        for (x, y, wt) in rows {
            let mut z = w[0];
            for k in 0..Features::LEN {
                z += w[k + 1] * x.0[k] as f64;
            }
            let p = 1.0 / (1.0 + (-z).exp());
            let e = (p - *y as f64) * *wt as f64;
            g[0] += e;
            for k in 0..Features::LEN {
                g[k + 1] += e * x.0[k] as f64;
            }
        }
        for k in 0..d {
            let pen = if k == 0 { 0.0 } else { l2 as f64 * w[k] };
            w[k] -= rate * (g[k] + pen) / total;
        }
    }
    w.into_iter().map(|v| v as f32).collect()
}
